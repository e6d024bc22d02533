"""The board in words and the announcements, heard as a screen reader hears them: keys pressed
on the real window, the board's accessible description and the announcements read back."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui import announce
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.settings import SettingsDialog, load_settings

from .helpers import start, wait_for_human


def board_description(window: MainWindow) -> str:
    iface = QAccessible.queryAccessibleInterface(window.widgets.view)
    return iface.text(QAccessible.Text.Description)


def press(qtbot, window: MainWindow, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    """A key typed into the window, where its focus is."""
    qtbot.keyClick(window.focusWidget() or window, key)


@pytest.fixture(autouse=True)
def _fresh_announcements() -> None:
    announce.forget()


def first_playable_key(window: MainWindow) -> Qt.Key:
    """The digit key of the first rack tile that says it can be played."""
    for index, button in enumerate(window.widgets.rack.buttons[:9]):
        iface = QAccessible.queryAccessibleInterface(button)
        if iface.text(QAccessible.Text.Description) == "Can be placed now":
            return Qt.Key(Qt.Key.Key_1 + index)
    raise AssertionError("no playable tile among the first nine")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_cursor_says_where_the_tile_would_go_and_what_it_scores(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, game_id: str
) -> None:
    window.activateWindow()
    start(window, game_id, ["human", "beginner"], seed=2)
    wait_for_human(qtbot, window)
    press(qtbot, window, first_playable_key(window))
    said = board_description(window)
    first = re.match(r"Place \d+ of (\d+): (.+)\.", said)
    assert first is not None, said
    assert "point" in said or game_id == "dutch_domino"  # kružići: no points for a placement
    assert announce.announced()[-1] == said.split("\n")[0]
    count = int(first.group(1))
    stops = {said.split("\n")[0]}
    for _ in range(count * 2):
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            press(qtbot, window, key)
            stops.add(announce.announced()[-1])
    assert len(stops) > 1 or count == 1
    assert all(re.match(rf"Place \d+ of {count}: ", stop) for stop in stops)


def test_l_lists_the_table_and_s_says_the_scores(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, "holomino", ["human", "beginner"], seed=2)
    wait_for_human(qtbot, window)
    press(qtbot, window, Qt.Key.Key_L)
    before = announce.announced()[-1]
    assert before == (
        "On the board, in the order laid: The start tile 1-6-2; "
        "AI2: Placed tile 1-2-6 to the lower left of tile 1-6-2."
    )
    press(qtbot, window, first_playable_key(window))
    press(qtbot, window, Qt.Key.Key_Return)
    wait_for_human(qtbot, window)
    press(qtbot, window, Qt.Key.Key_L)
    table = announce.announced()[-1]
    assert table.startswith(before[:-1] + "; P1: Placed tile ")  # laid after the AI's tile
    assert table.count("AI2: Placed tile ") == 2
    press(qtbot, window, Qt.Key.Key_S)
    scores = announce.announced()[-1]
    assert scores.startswith("Seat 1: P1, ") and "Seat 2: AI2, " in scores
    assert "— to play" in scores.split("Seat 2")[0]  # the human's turn
    assert scores.endswith("Your turn: choose a tile from your rack.")


def test_the_opponents_move_and_the_turn_are_announced(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, "holomino", ["human", "beginner"], seed=2)
    wait_for_human(qtbot, window)
    press(qtbot, window, first_playable_key(window))
    press(qtbot, window, Qt.Key.Key_Return)
    wait_for_human(qtbot, window)
    said = announce.announced()
    moved = [s for s in said if s.startswith("Last move — AI2: ")]
    assert moved, said
    assert said[-1] == "Your turn: choose a tile from your rack."
    assert said.index(moved[-1]) < len(said) - 1


def test_a_lesson_announces_its_instruction(window: MainWindow) -> None:
    window.tutorials.start("holomino")
    QApplication.processEvents()
    assert window.tutorials.prompt.text() in announce.announced()[-1]


@pytest.mark.parametrize(
    ("game_id", "empty"),
    [
        ("triominos", "Nothing is on the table yet."),
        ("dutch_domino", "Nothing is in the layout yet."),
        ("square_domino", "In the layout, in the order laid: The start square 3-3 + 6-6."),
        ("hexadomino", "On the board, in the order laid: The start stone 1-2-3-4-5-3."),
    ],
)
def test_each_game_reads_its_table_in_its_own_words(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, game_id: str, empty: str
) -> None:
    window.activateWindow()
    start(window, game_id, ["human", "human"], seed=1)
    QApplication.processEvents()
    press(qtbot, window, Qt.Key.Key_L)
    assert announce.announced()[-1] == empty


def test_r_turns_the_tile_and_says_the_whole_stop(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, "triominos", ["human", "beginner"], seed=2)
    wait_for_human(qtbot, window)
    press(qtbot, window, first_playable_key(window))
    assert "(1 of 3): R turns it." in announce.announced()[-1]
    press(qtbot, window, Qt.Key.Key_R)
    said = announce.announced()[-1]
    assert said.startswith("Place 1 of 1: Place tile 0-2-3 to open the round: ")
    assert said.endswith("(2 of 3): R turns it.")
    assert said == board_description(window).split("\n")[0]


def test_a_refusal_is_announced(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, "holomino", ["human", "beginner"], seed=2)
    wait_for_human(qtbot, window)
    viewport = window.widgets.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().topLeft())
    assert announce.announced()[-1] == "Choose a tile in your rack first."


def test_the_end_of_a_round_and_the_opponents_moves_are_announced(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot
) -> None:
    import random

    from .helpers import human_turn

    start(window, "dutch_domino", ["human", "beginner"], seed=3)
    rng = random.Random(1)
    for _ in range(300):
        wait_for_human(qtbot, window)
        if window.summaries.summary is not None:
            break
        human_turn(qtbot, window, rng)
    else:
        raise AssertionError("no round ended")
    said = announce.announced()
    assert said[-1] == "The round is over", said[-3:]
    assert any(s.startswith("Last move — AI2: ") for s in said)
    window.summaries.summary.reject()  # no dialog left over the next test's window


def test_period_and_comma_step_over_the_table(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, "holomino", ["human", "beginner"], seed=2)
    wait_for_human(qtbot, window)
    heard = []
    for key in (Qt.Key.Key_Period, Qt.Key.Key_Period, Qt.Key.Key_Period, Qt.Key.Key_Comma):
        press(qtbot, window, key)
        heard.append(announce.announced()[-1])
    assert heard == [
        "1 of 2: The start tile 1-6-2",
        "2 of 2: AI2: Placed tile 1-2-6 to the lower left of tile 1-6-2",
        "2 of 2: AI2: Placed tile 1-2-6 to the lower left of tile 1-6-2",  # the last stays
        "1 of 2: The start tile 1-6-2",
    ]


def _set_board_echo(qtbot, window: MainWindow, on: bool) -> None:  # type: ignore[no-untyped-def]
    """Edit → Settings…: tick (or clear) "Screen reader: also say game events on the board"
    and press OK."""

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        if dialog.board_echo.isChecked() != on:
            qtbot.mouseClick(dialog.board_echo, Qt.MouseButton.LeftButton)
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    window.comfort.settings_dialog()


@pytest.mark.parametrize("on", [True, False])
def test_the_board_echo_makes_each_event_the_focused_boards_description(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, on: bool
) -> None:
    """A screen reader that ignores announcements (Orca 43) speaks the focused object's
    description when it changes: with the setting on, each announcement while the board has
    the focus is its description; off, the description keeps the stop and the keys help."""
    _set_board_echo(qtbot, window, on)
    try:
        assert load_settings(window.settings).settings.board_echo is on
        window.activateWindow()
        start(window, "holomino", ["human", "beginner"], seed=2)
        wait_for_human(qtbot, window)
        press(qtbot, window, first_playable_key(window))
        view = window.widgets.view
        assert view.hasFocus()
        stop = announce.announced()[-1]
        press(qtbot, window, Qt.Key.Key_W)  # the same stop again: a change all the same
        again = board_description(window)
        # every description the board is given, each one a thing a screen reader says
        given: list[str] = []
        setter = view.setAccessibleDescription
        view.setAccessibleDescription = lambda text: (given.append(text), setter(text))  # type: ignore[method-assign]
        press(qtbot, window, Qt.Key.Key_Return)
        wait_for_human(qtbot, window)
        del view.setAccessibleDescription
        said, described = announce.announced(), board_description(window)
        assert said[-1] == "Your turn: choose a tile from your rack."
        if on:
            assert again == stop + "\u00a0"
            assert described == said[-1]
            # the opponent's move and the turn, not the keys help again after each move
            assert given and all(text.rstrip("\u00a0") in said for text in given), given
            assert any(text.startswith("Last move — AI2: ") for text in given), given
        else:
            assert again.startswith(stop + "\n") and "Arrow keys" in again
            assert described not in said and "Arrow keys" in described
    finally:
        _set_board_echo(qtbot, window, False)
    assert not announce.echoing()
