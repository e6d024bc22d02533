"""A player who cannot see the screen finishes a whole game of Holomino against the Beginner.

The player hears only what a screen reader is given — accessible names, descriptions and
announcements, read through Qt's accessibility interfaces — and acts only by key presses on the
widget that has the focus. Every choice is made from the words heard: which tile can be placed
(its description), where the cursor is and what placing there scores (the board's words), which
button passes (its name)."""

from __future__ import annotations

import re
import time

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget

from holomino_desktop.ui import announce
from holomino_desktop.ui.main_window import MainWindow

from .helpers import start

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def heard(widget: QWidget, text: QAccessible.Text = NAME) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(text)


def walk(iface: QAccessibleInterface) -> list[QAccessibleInterface]:
    if iface.state().invisible:
        return []
    found = [iface]
    for index in range(iface.childCount()):
        child = iface.child(index)
        if child is not None:
            found += walk(child)
    return found


def status(window: MainWindow) -> str:
    """The status line, as the screen reader reads it."""
    return heard(window.widgets.status)


def press(qtbot, window: MainWindow, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    """A key typed into the window: where its focus is (the window when it is inactive, as
    another test's window may leave it)."""
    qtbot.keyClick(window.focusWidget() or window, key)


def wait_for_words(window: MainWindow, timeout: float = 30.0) -> str:
    """Listen until the status line says it is our turn or the game is over (Holomino is one
    game: no round ends in between)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QApplication.processEvents()
        said = status(window)
        if "Your turn" in said or "Game over" in said:  # after the last move's words
            return said
        time.sleep(0.002)
    raise AssertionError(f"heard nothing new: {status(window)!r}")


def rack_tiles(window: MainWindow) -> list[tuple[str, str]]:
    """The rack's tiles as heard: (name, description), in the rack's order."""
    rack = QAccessible.queryAccessibleInterface(window.widgets.rack)
    return [
        (i.text(NAME), i.text(DESCRIPTION))
        for i in walk(rack)
        if i.role() == QAccessible.Role.CheckBox
    ]


def choose_tile(qtbot, window: MainWindow, index: int) -> None:  # type: ignore[no-untyped-def]
    """Select the rack's tile ``index``: its digit, or T on the board for the tenth and on."""
    press(qtbot, window, Qt.Key(Qt.Key.Key_1 + min(index, 8)))
    for _ in range(max(0, index - 8)):
        press(qtbot, window, Qt.Key.Key_T)


def points_heard(stop: str) -> int:
    found = re.search(r": (−?\d+) points?", stop)
    return int(found.group(1).replace("−", "-")) if found else 0


def place_a_tile(qtbot, window: MainWindow, index: int) -> None:  # type: ignore[no-untyped-def]
    """Choose tile ``index``, listen to every place the cursor stops at, and place the tile
    where it is heard to score the most (among the stops walked to the right)."""
    choose_tile(qtbot, window, index)
    stop = announce.announced()[-1]
    count = int(re.match(r"Place \d+ of (\d+): ", stop).group(1))  # type: ignore[union-attr]
    walked = [stop]
    for _ in range(count - 1):
        press(qtbot, window, Qt.Key.Key_Right)
        if announce.announced()[-1] == walked[-1]:
            break  # nothing further to the right
        walked.append(announce.announced()[-1])
    best = max(range(len(walked)), key=lambda i: points_heard(walked[i]))
    # back to the best place: the cursor goes back the way it came
    for _ in range(len(walked) - 1 - best):
        press(qtbot, window, Qt.Key.Key_Left)
    press(qtbot, window, Qt.Key.Key_Return)  # where the cursor is now: a place it was heard to be


def pass_the_turn(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """No tile can be placed: choose the first tile, then Tab to the button that passes (its
    name says "pass") and press Space."""
    choose_tile(qtbot, window, 0)
    for _ in range(20):
        press(qtbot, window, Qt.Key.Key_Tab)
        focused = window.focusWidget()
        if focused is not None and "pass" in heard(focused).lower():
            press(qtbot, window, Qt.Key.Key_Space)
            return
    raise AssertionError("no button that passes was heard")


def test_a_blind_player_finishes_a_game_of_holomino(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    announce.forget()
    window.activateWindow()
    start(window, "holomino", ["human", "beginner"], seed=11)
    began = time.monotonic()
    for _turn in range(200):
        said = wait_for_words(window)
        if "Game over" in said:
            break
        tiles = rack_tiles(window)
        playable = [i for i, (_, fits) in enumerate(tiles) if fits == "Can be placed now"]
        if playable:
            place_a_tile(qtbot, window, playable[0])
        else:
            pass_the_turn(qtbot, window)
    else:
        raise AssertionError("the game did not end")
    assert window.controller.state.is_terminal()
    said = announce.announced()
    assert any(s.startswith("Last move — AI2: ") for s in said)
    assert said[-1].startswith("Game over")
    # the end of the game's summary has the focus and says what it is; Escape closes it
    summary = QApplication.activeModalWidget()
    assert summary is not None and heard(summary).startswith("End of the game")
    qtbot.keyClick(summary.focusWidget() or summary, Qt.Key.Key_Escape)
    assert window.summaries.summary is None
    assert time.monotonic() - began < 60
