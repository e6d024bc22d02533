"""Hints and the coach speak in words: the tile by its numbers, where it goes next to a tile on
the table, the points the engine gives the move; the hint selects the tile in the rack and shows
its ghost at the move's place, turned as it would be played."""

from __future__ import annotations

import random
import threading
import time
from typing import Any

import pytest
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
from holomino_desktop.ui.move_words import describe_move, describe_points

from .helpers import start, wait_for_human

GAMES = ["holomino", "triominos", "hexadomino", "square_domino", "dutch_domino"]


def tile_words(state: State, move: Move) -> str:
    """The tile's numbers as a person reads them, straight from the engine's tables."""
    if isinstance(move, holomino.Place):
        return "-".join(holomino.tile_name(move.tile))
    if isinstance(move, triominos.Place):
        return "-".join(triominos.tile_name(move.tile))
    if isinstance(move, hexadomino.Place):
        return f"stone {move.tile}"
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
    if window.rack_view.handover_seat >= 0:
        window.widgets.handover.click()
    wait_for_human(qtbot, window)
    state = window.controller.state
    assert state is not None
    before = state.clone()
    window.hints.hint_budget = 0.05
    window.hints.ask_hint()
    wait_idle(window.hints.hint_runner)
    move = window.hints.shown
    assert move == best_placement(before.view(before.current_player))
    said = window.widgets.status.text()
    assert said.startswith("Hint: ") and said.endswith(str(move)), said
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
    assert describe_move(t, nxt) == "Place tile 1-1-1 below 1-1-5"
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
    assert describe_move(h, first).endswith(" " + "-".join(holomino.tile_name(tile)))


def test_coach_names_the_better_move_in_words(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def prefer_last(view: State, budget: float, cancel: threading.Event | None) -> list[Any]:
        moves = view.legal_moves()
        return [(moves[-1], 0.9), *((m, 0.1) for m in moves[:-1])]

    monkeypatch.setattr(coach_module, "rank_moves", prefer_last)
    window.comfort.set_coach(True)
    start(window, "triominos", ["human", "human"], seed=3)
    wait_for_human(qtbot, window)
    state = window.controller.state
    assert state is not None
    view = state.view(state.current_player)
    better = view.legal_moves()[-1]
    window.controller.play_human(view.legal_moves()[0])
    coach = window.comfort.coach
    wait_idle(coach.runner)
    assert coach.note.isVisible()
    words = describe_move(view, better)
    points = view.clone().apply(better).points
    assert coach.note.text() == (
        f"Coach: a better move was: {words}: {points} points  ·  {better} "
        "(about 80 % more chance of winning)"
    )


def test_points_in_other_languages_have_their_plural_forms() -> None:
    from holomino_desktop.ui.i18n import set_language
    from holomino_desktop.ui.move_words import points_text

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
