"""The window stays usable down to 800×600 (issue 18): that is its minimum size; at it, mid-game
in every game, the window does not grow, no visible widget overlaps another (but its own
parent or child), every button lies inside the window and the rack shows or scrolls to every
tile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QScrollArea, QWidget

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui.main_window import MainWindow

from .helpers import start, wait_for_human
from .test_persistence import play_some

#: moves into a match: hands and logs of a real game (square domino's 26-tile rack)
MOVES = {"holomino": 10, "triominos": 12, "hexadomino": 10, "square_domino": 4, "dutch_domino": 12}


def shown_rect(widget: QWidget, window: QWidget) -> QRect:
    """Where ``widget`` shows in ``window``: its rectangle clipped by each of its parents."""
    rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, parent.rect().topLeft()), parent.size()))
        parent = parent.parentWidget()
    return rect


def overlaps(window: QWidget) -> list[str]:
    shown = [
        (w, shown_rect(w, window))
        for w in window.findChildren(QWidget)
        if w.isVisible() and not w.isWindow()
    ]
    shown = [(w, r) for w, r in shown if not r.isEmpty()]
    found = []
    for i, (a, ra) in enumerate(shown):
        for b, rb in shown[i + 1 :]:
            if a.isAncestorOf(b) or b.isAncestorOf(a) or not ra.intersects(rb):
                continue
            if on_board_corner(a, b) or on_board_corner(b, a):
                continue  # the zoom and fit buttons sit on the board's corner by design
            names = [f"{type(w).__name__}:{w.objectName()}" for w in (a, b)]
            found.append(f"{names[0]} × {names[1]} {ra.intersected(rb).getRect()}")
    return found


def on_board_corner(tool: QWidget, board: QWidget) -> bool:
    """``tool`` is one of the zoom and fit buttons (or their row) and ``board`` the board."""
    row = tool if tool.objectName() == "boardTools" else tool.parentWidget()
    return (
        row is not None
        and row.objectName() == "boardTools"
        and board.objectName() == ("boardViewport")
    )


def in_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def test_the_minimum_size_is_800_by_600(window: MainWindow) -> None:
    assert window.minimumSize().toTuple() == (800, 600)
    window.resize(640, 480)
    QApplication.processEvents()
    assert window.size().toTuple() == (800, 600)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_at_800_by_600_everything_fits(qtbot, window: MainWindow, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window.resize(800, 600)
    start(window, game_id, ["human", "intermediate"], seed=4)
    play_some(qtbot, window, MOVES[game_id])
    wait_for_human(qtbot, window)
    if window.summaries.summary is not None:
        window.summaries.summary.close()
    select = next((i for i, b in enumerate(window.widgets.rack.buttons) if b.playable), -1)
    if select >= 0:
        window.widgets.rack.select(select)  # the targets, the ghost, the longest status
    QApplication.processEvents()
    assert window.size().toTuple() == (800, 600)  # nothing pushed the window wider
    assert overlaps(window) == []
    inside = window.rect()
    outside = [
        b.text() or type(b).__name__
        for b in window.findChildren(QAbstractButton)
        if b.isVisible() and not in_scroll_area(b) and not inside.contains(shown_rect(b, window))
    ]
    assert outside == []
    # the rack shows every tile, or scrolls to it
    scroll = window.widgets.rack_scroll
    tiles = window.widgets.rack.buttons
    assert len(tiles) == len(window.board.painter.hand(window.state, window.rack_view.rack_seat))
    for button in tiles:
        scroll.ensureWidgetVisible(button, 0, 0)
        QApplication.processEvents()
        viewport = scroll.viewport()
        where = QRect(button.mapTo(viewport, button.rect().topLeft()), button.size())
        assert viewport.rect().contains(where), (button.index, where.getRect())
    bar = window.widgets.splitter.sizes()
    assert bar[1] >= sum(bar) // 2  # the board keeps half of the width


def test_side_panels_grow_back_when_the_window_does(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """1280 → 800 → 1280: the seat and log panels give way, then take their width back (they
    stayed at 194 px, all new room going to the board); a width dragged by hand is kept."""
    start(window, "holomino", ["human", "beginner"])
    splitter = window.widgets.splitter
    QApplication.processEvents()
    fresh = splitter.sizes()
    window.resize(800, 600)
    QApplication.processEvents()
    narrow = splitter.sizes()
    assert narrow[0] < fresh[0] and narrow[2] < fresh[2]
    window.resize(1280, 800)
    QApplication.processEvents()
    assert splitter.sizes() == fresh
    handle = splitter.handle(2)  # between the board and the move log: drag it 40 px left
    middle = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=middle)
    qtbot.mouseMove(handle, middle - QPoint(40, 0))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=middle - QPoint(40, 0))
    QApplication.processEvents()
    dragged = splitter.sizes()
    assert dragged[2] > fresh[2]
    window.resize(800, 600)
    QApplication.processEvents()
    window.resize(1280, 800)
    QApplication.processEvents()
    assert splitter.sizes() == dragged


def test_a_triominos_rack_of_nine_shows_whole_at_800_by_600(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Nine triangles in rows, every one shown whole, rather than three in a scrolling row."""
    window.resize(800, 600)
    start(window, "triominos", ["human", "beginner"], seed=4)
    QApplication.processEvents()
    buttons = window.widgets.rack.buttons
    assert len(buttons) == 9
    viewport = window.widgets.rack_scroll.viewport()
    whole = QRect(QPoint(0, 0), viewport.size())
    for button in buttons:
        shown = QRect(button.mapTo(viewport, QPoint(0, 0)), button.size())
        assert whole.contains(shown), f"tile {button.tile} is cut or scrolled away"
    assert window.widgets.rack.tile_size.height() >= 44, "still a readable size"
