"""A rack tile that cannot be placed now differs from one that can in more than colour: on
screen by a "no entry" mark (seen in grey too, in both themes), and to a screen reader by its
state (a button, not a check box) — and stays in the Tab order, so the whole hand is heard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible, QImage
from PySide6.QtWidgets import QApplication

from holomino_desktop.ui import announce
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.settings import LIGHT_STYLE, STYLE
from holomino_desktop.ui.widgets.rack import TileButton, unplaceable_mark_rect

from .helpers import start, wait_for_human


def _rack_with_both(window: MainWindow, qtbot) -> tuple[TileButton, TileButton]:  # type: ignore[no-untyped-def]
    """A Triominos rack holding a tile that can be placed and one that cannot."""
    start(window, "triominos", ["human", "beginner"], seed=4)
    wait_for_human(qtbot, window)
    QApplication.processEvents()
    buttons = window.widgets.rack.buttons
    playable = [b for b in buttons if b.playable]
    unplayable = [b for b in buttons if not b.playable]
    assert playable and unplayable
    return playable[0], unplayable[0]


def _grey_mark(button: TileButton) -> QImage:
    """The corner where the mark goes, as a player who sees no colour sees it."""
    image = button.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    ratio = image.devicePixelRatio()
    area = unplaceable_mark_rect(button.tile_rect())
    return image.copy(QRectF(area.topLeft() * ratio, area.size() * ratio).toRect())


def _difference(a: QImage, b: QImage) -> int:
    """The largest lightness difference of two equal-sized grey images."""
    return max(
        abs(a.pixelColor(x, y).value() - b.pixelColor(x, y).value())
        for x in range(min(a.width(), b.width()))
        for y in range(min(a.height(), b.height()))
    )


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_an_unplaceable_tile_is_marked_in_more_than_colour(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, theme: str
) -> None:
    window.set_look(LIGHT_STYLE if theme == "light" else STYLE, theme)
    _, unplayable = _rack_with_both(window, qtbot)
    marked = _grey_mark(unplayable)
    # the same tile drawn as one that can be placed: greyed alone keeps each pixel's lightness
    unplayable.playable = True
    plain = _grey_mark(unplayable)
    unplayable.playable = False
    window.set_look(STYLE, "dark")  # the next test starts in the usual theme
    assert _difference(marked, plain) > 120


def test_a_screen_reader_hears_an_unplaceable_tile_cannot_be_chosen(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot
) -> None:
    announce.forget()
    window.activateWindow()
    playable, unplayable = _rack_with_both(window, qtbot)
    state = QAccessible.queryAccessibleInterface(unplayable).state()
    assert QAccessible.queryAccessibleInterface(playable).state().checkable
    assert not state.checkable and state.focusable
    assert QAccessible.queryAccessibleInterface(unplayable).role() == QAccessible.Role.Button
    # Tab reaches it: the whole hand is heard
    playable.setFocus()
    for _ in window.widgets.rack.buttons:
        if unplayable.hasFocus():
            break
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert unplayable.hasFocus()
    # Space on it says why, and chooses nothing
    qtbot.keyClick(unplayable, Qt.Key.Key_Space)
    name = unplayable.accessibleName()
    assert announce.announced()[-1] == f"{name}: Cannot be placed now."
    assert window.play.selected_tiles == []
