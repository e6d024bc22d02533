"""The move log in words and pictures (issue 42): each row names the tile by its numbers, shows
its picture and what it did, in the window's language, never the notation; the notation is kept
for copying; pointing at a row (or selecting it) outlines that move's tile on the board."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QTreeWidgetItem

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.engine.base import MoveResult, State
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.scene.base import TileItem
from holomino_desktop.ui.widgets.seats import MoveLog
from holomino_desktop.ui.words import i18n
from holomino_desktop.ui.words.move_words import describe_played

GAMES = ("holomino", "triominos", "hexadomino", "square_domino", "dutch_domino")


@pytest.fixture(autouse=True)
def back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def play(window: MainWindow, game_id: str, moves: int) -> dict[int, list[TileItem]]:
    """Two Beginners play ``moves`` moves; the board's tiles each move laid, by move number."""
    laid: dict[int, list[TileItem]] = {}

    def record(result: MoveResult, _before: State) -> None:
        painter = window.board.painter
        assert painter is not None
        count = len(painter.move_tiles(result.move))
        if count:
            laid[len(window.controller.results)] = painter.placed_items()[-count:]

    window.controller.moveApplied.connect(record)
    seats = [SeatConfig("Ana", "ai", "beginner"), SeatConfig("Bo", "ai", "beginner")]
    window.controller.new_game(GameConfig(game_id, {}, seats, 4))
    deadline = time.monotonic() + 60
    state = window.controller.state
    while len(window.controller.results) < moves and not (state and state.is_terminal()):
        QApplication.processEvents()
        assert time.monotonic() < deadline, "the AIs did not play"
        time.sleep(0.001)
    window.controller.moveApplied.disconnect(record)
    window.controller.shutdown()  # no AI move while the log is read
    QApplication.processEvents()
    return laid


def rows(window: MainWindow) -> list[QTreeWidgetItem]:
    log = window.widgets.log
    items = [log.topLevelItem(i) for i in range(log.topLevelItemCount())]
    return [i for i in items if i.text(0)]


def same_place(got: QRectF, want: QRectF) -> bool:
    """The outline lies on the tile: the same middle, about the same size (its pen aside)."""
    shift = got.center() - want.center()
    return abs(shift.x()) < 2 and abs(shift.y()) < 2 and abs(got.width() - want.width()) < 4


def scene_rect(items: list[TileItem]) -> QRectF:
    rect = QRectF()
    for item in items:
        rect = rect.united(item.mapToScene(item.shape()).boundingRect())
    return rect


@pytest.mark.parametrize("game_id", GAMES)
def test_rows_name_the_tile_show_its_picture_and_keep_the_notation(
    window: MainWindow, game_id: str
) -> None:
    laid = play(window, game_id, 12)
    painter = window.board.painter
    assert painter is not None and laid
    for row, result in zip(rows(window), window.controller.results, strict=True):
        notation = str(result.move)
        tiles = painter.move_tiles(result.move)
        if tiles:  # a placement's notation ("134@-1,1") is no word a player reads
            assert notation not in MoveLog.whole_text(row).replace("\n", " "), row.text(1)
            assert "@" not in row.text(1)
        assert window.widgets.log.notation(row) == notation
        for tile in tiles:
            assert painter.laid_label(result.move, tile) in MoveLog.whole_text(row)
        assert row.icon(1).isNull() == (not tiles and painter.action(result.move)[1] is None)


@pytest.mark.parametrize("game_id", GAMES)
def test_pointing_at_a_row_outlines_its_tile_on_the_board(
    qtbot, window: MainWindow, game_id: str
) -> None:  # type: ignore[no-untyped-def]
    laid = play(window, game_id, 12)
    log = window.widgets.log
    checked = 0
    for number, items in sorted(laid.items())[-4:]:
        row = rows(window)[number - 1]
        log.scrollToItem(row)
        point = log.visualItemRect(row).center()
        qtbot.mouseMove(log.viewport(), point)
        QApplication.processEvents()
        outline = window.log_view.outline_item
        assert outline is not None, f"move {number} of {game_id}: nothing outlined"
        assert outline.scene() is window.widgets.scene
        assert same_place(outline.path().boundingRect(), scene_rect(items)), number
        checked += 1
    assert checked >= 2
    QApplication.sendEvent(log, QEvent(QEvent.Type.Leave))  # the pointer leaves the log
    assert window.log_view.outline_item is None
    # a selected row keeps its tile outlined without the pointer
    number, items = sorted(laid.items())[-1]
    log.setCurrentItem(rows(window)[number - 1])
    outline = window.log_view.outline_item
    assert outline is not None
    assert same_place(outline.path().boundingRect(), scene_rect(items))


def test_the_log_speaks_the_language_and_copies_the_notation(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    play(window, "triominos", 10)
    i18n.set_language("pl")
    QApplication.processEvents()
    painter = window.board.painter
    assert painter is not None
    first = rows(window)[0]
    tile = painter.move_tiles(window.controller.results[0].move)[0]
    assert painter.log_label(tile) in MoveLog.whole_text(first)  # its numbers, e.g. "0-2-4"
    results = window.controller.results
    drew = [r for r, res in zip(rows(window), results, strict=True) if str(res.move) == "draw"]
    for row in drew:
        # the name, then what the move did, in Polish; its −5 stands in the points column only
        assert MoveLog.whole_text(row).splitlines()[1:] == ["Dobrano kamień"], row.text(1)
    log = window.widgets.log
    log.setFocus()
    log.setCurrentItem(first)
    first.setSelected(True)
    qtbot.keyClick(log, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == f"1. {window.controller.results[0].move}"


#: a placement's notation ("152@-1,0", "12@3,-2/4", "6-8@S"): the words a player cannot read
NOTATION = re.compile(r"\d@-?\d|@[NESW]\b")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_status_line_names_the_computers_move_in_words(qtbot, window, game_id: str) -> None:  # type: ignore[no-untyped-def]
    from .helpers import human_turn, start, wait_for_human

    start(window, game_id, ["human", "beginner"], seed=3)
    rng, said = random.Random(3), []
    for _ in range(6):
        wait_for_human(qtbot, window)
        if window.controller.state is None or window.controller.state.is_terminal():
            break
        said.append(window.widgets.status.text())
        human_turn(qtbot, window, rng)
    last_moves = [text for text in said if text.startswith("Last move — ")]
    assert last_moves, said
    assert [t for t in last_moves if NOTATION.search(t)] == []
    # a computer's draw, buy or pass is reported ("Drew a tile"), never a button's "Draw a tile"
    painter = window.board.painter
    labels = [re.sub(r"\s*\([^()]*\)$", "", painter.action_text(k)) for k in painter.action_kinds()]
    said_as_label = [
        t for t in last_moves if any(re.search(rf": {re.escape(b)}(?!\w)", t) for b in labels)
    ]
    assert said_as_label == []


# -- finished moves are reported, never a button's instruction ------------------------------------
LANGUAGES = ("en", "nl", "pl", "sr")
#: the lesson step whose position calls for a move that lays no tile, where play rarely does
STUCK = {"holomino": "return", "hexadomino": "draw"}


def lesson_position(window: MainWindow, game_id: str, step_id: str) -> None:
    """Hot seat from a lesson step's position (real games of Holomino and Hexadomino almost
    never leave a player with no placement: the lessons that teach returning and drawing do)."""
    from holomino_desktop.tutorial.lessons import load_lesson

    lesson = load_lesson(game_id)
    window.controller.state = lesson.state_for(lesson.steps[lesson.step_index(step_id)])
    window.controller.results = []
    window.play.selected_tiles = []
    window.refresh()


def click_the_actions(qtbot, window: MainWindow, game_id: str) -> set[str]:  # type: ignore[no-untyped-def]
    """Hot seat: click each action button (draw, buy, pass, return) when it is enabled, place
    a random tile otherwise; the kinds clicked."""
    from .helpers import click_rack, start

    start(window, game_id, ["human", "human"], seed=5)
    if game_id in STUCK:
        lesson_position(window, game_id, STUCK[game_id])
    rng, clicked = random.Random(5), set[str]()
    buttons = window.play.action_buttons
    for _ in range(300):
        state = window.controller.state
        if clicked == set(buttons) or state is None or state.is_terminal():
            break
        if window.rack_view.handover_seat >= 0:
            qtbot.mouseClick(window.widgets.handover, Qt.MouseButton.LeftButton)
        if game_id == "holomino":  # a tile is chosen first, then given back
            click_rack(qtbot, window, 0)
        ready = [k for k, b in buttons.items() if b.isEnabled() and k not in clicked]
        if ready:
            qtbot.mouseClick(buttons[ready[0]], Qt.MouseButton.LeftButton)
            clicked.add(ready[0])
            continue
        placing = [m for m in state.legal_moves() if window.board.painter.move_tiles(m)]
        window.controller.play(rng.choice(placing or state.legal_moves()))
        QApplication.processEvents()
    return clicked


#: a word a language uses both as a button's label and for the finished move
NOUN_FOR_BOTH = {"pl": {"Pas"}}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_row_says_what_a_move_did_never_a_buttons_label(
    qtbot, window: MainWindow, game_id: str
) -> None:  # type: ignore[no-untyped-def]
    """Draw, buy, pass and return are clicked on the real buttons; in every language the log
    reports each in the past ("Drew a tile", "Dobrano kamień"), never with the label of the
    button that played it ("Draw a tile", "Dobierz kamień"), and no row or tooltip shows the
    notation."""
    clicked = click_the_actions(qtbot, window, game_id)
    assert clicked, f"no action button of {game_id} was ever enabled"
    painter = window.board.painter
    assert painter is not None
    results = window.controller.results
    for code in LANGUAGES:
        i18n.set_language(code)
        QApplication.processEvents()
        labels = {painter.action_text(k) for k in painter.action_kinds()}
        labels |= {re.sub(r"\s*\([^()]*\)$", "", label) for label in labels}  # "(−5)"
        # a noun, not an imperative, in both places: Polish says "Pas" on the button and in
        # the log, as card and board games do (the log's past tense would need a gender)
        labels -= NOUN_FOR_BOTH.get(code, set())
        reported = 0
        for row, result in zip(rows(window), results, strict=True):
            said = MoveLog.whole_text(row).splitlines()[1:]  # the name, then what the move did
            assert not labels & set(said), (code, said)
            assert not NOTATION.search(row.toolTip(1)), (code, row.toolTip(1))
            assert str(result.move) not in row.toolTip(1).split("\n"), (code, row.toolTip(1))
            if not painter.move_tiles(result.move):
                assert said[0] == describe_played(game_id, result.move) != "", (code, said)
                reported += 1
        assert reported >= len(clicked), code
