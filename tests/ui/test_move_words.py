"""Hints and the coach speak in words: the tile by its numbers, where it goes next to a tile on
the table, the points the engine gives the move; the hint selects the tile in the rack and shows
its ghost at the move's place, turned as it would be played."""

from __future__ import annotations

import random
import re
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import holomino_desktop.ui.coach as coach_module
import holomino_desktop.ui.hints as hints_module
from holomino_desktop.engine import (
    dutch_domino,
    get_game,
    hexadomino,
    holomino,
    square_domino,
    triominos,
)
from holomino_desktop.engine.base import Move, State
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words.move_words import describe_hint, describe_move, describe_points
from holomino_desktop.ui.words.texts import after_colon

from .helpers import start


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """The window's language, English, with its numbers and lists ("3, 2 and 5")."""
    from holomino_desktop.ui.words.i18n import set_language

    set_language("en")
    yield
    set_language("en")


GAMES = ["holomino", "triominos", "hexadomino", "square_domino", "dutch_domino"]


def tile_words(state: State, move: Move) -> str:
    """The tile's numbers as a person reads them, straight from the engine's tables (a hint's
    Hexadomino stone is the highlighted one: the hint shows it in the hand and on the table)."""
    if isinstance(move, holomino.Place):
        return "-".join(holomino.tile_name(move.tile))
    if isinstance(move, triominos.Place):
        return "-".join(triominos.tile_name(move.tile))
    if isinstance(move, hexadomino.Place):
        return "place the highlighted stone "  # after "Hint: ", in lower case
    if isinstance(move, square_domino.PlaceSquare):
        h = move.halves
        return f"{h[0]}-{h[1]}"
    assert isinstance(move, dutch_domino.Place)
    return dutch_domino.tile_name(move.tile)


def best_placement(state: State) -> Move:
    """The highest-scoring placement (ties: the last), as the engine scores it on a clone."""
    placing = [m for m in state.legal_moves() if hasattr(m, "tile") or hasattr(m, "halves")]
    return max(placing, key=lambda m: state.clone().apply(m).points)


class BestPlacement:
    """A hint player that is sure to place (the Expert may buy or draw)."""

    def choose_move(self, state: State, budget: float = 1.0, cancel: Any = None) -> Move:
        return best_placement(state)


def real_position(window: MainWindow, game_id: str, moves: int) -> None:
    """Hot seat, a few moves in, the seat to move able to place: a board with neighbours."""
    start(window, game_id, ["human", "human"], seed=4)
    rng = random.Random(2)
    painter = window.board.painter
    assert painter is not None
    for turn in range(60):
        state = window.controller.state
        assert state is not None
        placing = [m for m in state.legal_moves() if painter.placement(m)]
        if turn >= moves and placing:
            break
        window.controller.play(rng.choice(placing or state.legal_moves()))
    QApplication.processEvents()
    if window.rack_view.handover_seat >= 0:  # hot seat: the next player takes the rack
        window.widgets.handover.click()
    assert window.controller.human_to_move()


def wait_idle(runner: Any) -> None:
    deadline = time.monotonic() + 20
    while runner.is_busy():
        QApplication.processEvents()
        assert time.monotonic() < deadline
        time.sleep(0.002)
    QApplication.processEvents()


@pytest.mark.parametrize("game_id", GAMES)
def test_hint_says_the_move_in_words_selects_its_tile_and_shows_its_ghost(
    qtbot: Any, window: MainWindow, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hints_module, "HintPlayer", BestPlacement)
    real_position(window, game_id, 3)
    state = window.controller.state
    assert state is not None
    before = state.clone()
    window.hints.hint_budget = 0.05
    window.hints.ask_hint()
    wait_idle(window.hints.hint_runner)
    move = window.hints.shown
    assert move == best_placement(before.view(before.current_player))
    said = window.widgets.status.text()
    assert said.startswith("Hint: ") and str(move) not in said, said  # words, no notation
    assert said[len("Hint: ")].islower(), said  # after the colon, as the translations write
    assert tile_words(before, move) in said
    points = before.clone().apply(move).points
    if points or game_id != "dutch_domino":
        assert f": {points} point" in said, said  # exactly what applying the move scores
    else:
        assert "point" not in said
    painter = window.board.painter
    assert painter is not None
    # the tile is selected in the rack, the cursor and the ghost are at the move's place
    assert window.play.selected_tiles == list(painter.move_tiles(move))
    rack = window.widgets.rack
    assert [rack.buttons[i].tile for i in rack.selection()] == list(painter.move_tiles(move))
    key = window.play.cursor_key
    assert key == painter.placement(move)[1]
    targets = window.play.targets[key]
    assert targets[window.play.variant % len(targets)] == move
    ghost = window.play.ghost
    assert ghost is not None and ghost.scene() is window.board.scene
    expected = painter.make_ghost(move)
    assert expected is not None
    expected.setParentItem(painter.layer)
    try:
        assert ghost.sceneBoundingRect() == expected.sceneBoundingRect()
    finally:
        window.board.scene.removeItem(expected)


def test_words_of_each_game_name_the_neighbour_and_the_non_placing_moves() -> None:
    """Exact sentences on known positions (English, the source language)."""
    t = get_game("triominos").new_initial_state(seed=3)
    opening = t.parse_move("115@0,0/1")
    assert describe_move(t, opening) == "Place tile 1-1-5 to open the round"
    result = t.clone().apply(opening)
    assert describe_points(result) == "7 points"
    t.apply(opening)
    nxt = next(m for m in t.legal_moves() if str(m).startswith("111@0,1"))
    assert describe_move(t, nxt) == "Place tile 1-1-1 below tile 1-1-5"
    assert describe_move(t, triominos.DRAW) == "Draw a tile from the pool"
    assert describe_points(t.clone().apply(triominos.DRAW)) == "−5 points (−5 draw)"
    d = get_game("dutch_domino").new_initial_state(seed=3)
    assert describe_move(d, d.parse_move("7-7@C")) == (
        "Open the round with the double 7-7 in the centre"
    )
    assert describe_move(d, dutch_domino.BUY) == "Buy a tile"
    h = get_game("holomino").new_initial_state(seed=3)
    first = h.legal_moves()[0]
    assert isinstance(first, holomino.Place)
    ((q, r, tile, _),) = h.tiles_on_board()
    assert describe_move(h, first).startswith(
        f"Place tile {'-'.join(holomino.tile_name(first.tile))} "
    )
    assert describe_move(h, first).endswith(" tile " + "-".join(holomino.tile_name(tile)))


@pytest.mark.parametrize("game_id", GAMES)
def test_coach_names_the_better_move_in_words(
    qtbot: Any, window: MainWindow, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Expert is made to prefer the last legal move in notation order: the note names it in
    words, with its points (never its notation), and a click shows it and says it again."""

    def prefer_last(view: State, budget: float, cancel: threading.Event | None) -> list[Any]:
        moves = sorted(view.legal_moves(), key=str)
        return [(moves[-1], 0.9), *((m, 0.1) for m in moves[:-1])]

    monkeypatch.setattr(coach_module, "rank_moves", prefer_last)
    real_position(window, game_id, 2)
    window.comfort.set_coach(True)  # after the set-up moves: only the next move is judged
    state = window.controller.state
    assert state is not None
    view = state.view(state.current_player)
    ordered = sorted(view.legal_moves(), key=str)
    better, played = ordered[-1], ordered[0]
    assert better != played
    window.controller.play_human(played)
    coach = window.comfort.coach
    wait_idle(coach.runner)
    assert coach.note.isVisible()
    words = after_colon(describe_move(view, better))  # after the label's colon: lower case
    note = coach.note.toolTip().split("\n")[0]  # the whole sentence; the note may be cut
    assert coach.note.fontMetrics().horizontalAdvance(coach.note.text()) <= coach_module.NOTE_WIDTH
    assert coach.note.accessibleDescription() == note
    assert window.statusBar().minimumSizeHint().width() <= 800, "the note fits a small window"
    assert note.startswith(f"Coach: a better move was: {words}"), note
    hint = after_colon(describe_hint(view, better))  # words and points, no notation after them
    assert note == f"Coach: a better move was: {hint} (about 80 % more chance of winning)"
    points = view.clone().apply(better).points
    if points:
        assert f": {points} point" in note or f": −{-points} point" in note, note
    coach.note.click()
    assert window.widgets.status.text().startswith(f"The coach's move: {words}")


def test_points_in_other_languages_have_their_plural_forms() -> None:
    from holomino_desktop.ui.words.i18n import set_language
    from holomino_desktop.ui.words.move_words import points_text

    try:
        set_language("pl")
        assert [points_text(n) for n in (1, 2, 5, -5, 22)] == [
            "1 punkt",
            "2 punkty",
            "5 punktów",
            "−5 punktów",
            "22 punkty",
        ]
        set_language("nl")
        assert [points_text(n) for n in (1, 7, -1)] == ["1 punt", "7 punten", "−1 punt"]
        set_language("sr")
        assert [points_text(n) for n in (1, 3, 11)] == ["1 poen", "3 poena", "11 poena"]
    finally:
        set_language("en")
    assert [points_text(n) for n in (1, 0, -5)] == ["1 point", "0 points", "−5 points"]


LESSON_WORDS = [
    ("holomino", "hole", "Place tile 3-5-4 to the lower left of tile 2-3-5: 12 points (hole 12)"),
    (
        "holomino",
        "multiplier",
        "Place tile 1-6-3 above tile 1-5-3: 42 points (holes 11 + 10, ×2\u00a0=\u00a042)",
    ),
    ("holomino", "return", "Return tile 4-5-6 to the sack and pass"),
    ("triominos", "opening", "Place tile 1-1-5 to open the round: 7 points"),
    (
        "triominos",
        "bridge",
        "Place tile 0-4-4 to the right of tile 3-4-4: 48 points (8 + bridge 40)",
    ),
    ("triominos", "draw", "Draw a tile from the pool: −5 points (−5 draw)"),
    (
        "hexadomino",
        "sides",
        "Place stone 3-2-5 above stone 4-5-2-3: 2 points (2 sides: 2)",
    ),
    ("hexadomino", "draw", "Draw a stone from the stock"),
    (
        "square_domino",
        "first",
        "Lay 6-0 over 6-1, lying flat, to the right of the start square: "
        "12 points (1 side: 6+6\u00a0=\u00a012)",
    ),
    ("square_domino", "pass", "Pass: no square fits"),
    ("dutch_domino", "open", "Open the round with the double 9-9 in the centre"),
    ("dutch_domino", "arms", "Lay 0-8 to the right of the spinner 8-8"),
    ("dutch_domino", "heavy", "Lay 7-7 on the right arm, after 7-8"),
    ("dutch_domino", "buy", "Buy a tile"),
]


@pytest.mark.parametrize(("game_id", "step_id", "words"), LESSON_WORDS)
def test_hint_words_on_the_lesson_positions(game_id: str, step_id: str, words: str) -> None:
    """Exact words on positions a person can check on the board (each lesson's step)."""
    from holomino_desktop.tutorial.lessons import expected_moves, load_lesson

    lesson = load_lesson(game_id)
    state = lesson.state_for(lesson.steps[lesson.step_index(step_id)])
    move = expected_moves(state, lesson.steps[lesson.step_index(step_id)])[0]
    assert describe_hint(state, move) == words  # words only: no notation after them
    points = state.clone().apply(move).points
    if points:
        assert f"{abs(points)} point" in words


# -- a hint is words only, in the window's language ------------------------------------------------
#: a move's notation ("152@-1,0", "12@3,-2/4", "6-8@S") and the English words of the notation
#: of moves that lay no tile ("buy", "pass", "draw", "return 132")
NOTATION = re.compile(r"\d@-?\d|@[NESWC]\b|\b(?:buy|pass|draw|return)\b")


class Prefer:
    """A hint player that names a move of one kind when it is legal (a buy, a pass), else the
    best placement."""

    def __init__(self, kind: type) -> None:
        self.kind = kind

    def choose_move(self, state: State, budget: float = 1.0, cancel: Any = None) -> Move:
        wanted = [m for m in state.legal_moves() if isinstance(m, self.kind)]
        return wanted[0] if wanted else best_placement(state)


@pytest.mark.parametrize("kind", [dutch_domino.Buy, dutch_domino.Place])
def test_a_polish_hint_of_holandski_domino_is_polish_words_only(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, kind: type
) -> None:
    """ "Podpowiedź: Dobierz kamień · buy" was said: the notation, in English, after the
    Polish. The hint clicked in a Polish window says the move in Polish and nothing else."""
    from holomino_desktop.ui.words.i18n import set_language

    monkeypatch.setattr(hints_module, "HintPlayer", lambda: Prefer(kind))
    real_position(window, "dutch_domino", 3)
    try:
        set_language("pl")
        QApplication.processEvents()
        window.hints.hint_budget = 0.05
        qtbot.mouseClick(window.play.hint_button, Qt.MouseButton.LeftButton)
        wait_idle(window.hints.hint_runner)
        move = window.hints.shown
        assert isinstance(move, kind)
        said = window.widgets.status.text()
        assert said.startswith("Podpowiedź: "), said
        assert not NOTATION.search(said) and str(move) not in said, said
        assert "·" not in said and "Hint" not in said, said
    finally:
        set_language("en")
