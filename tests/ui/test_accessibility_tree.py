"""What a screen reader finds in every window, read through Qt's accessibility interfaces (the
same tree AT-SPI and UI Automation are given): every object a player can act on has a name,
and no label's name hides the text it shows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui.dialogs.new_game import NewGameDialog
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.review import ReviewWindow
from holomino_desktop.ui.settings import AppSettings, SettingsDialog
from holomino_desktop.ui.statistics import Statistics, StatisticsDialog

from .helpers import start, wait_for_human
from .test_review_window import played_record

Role = QAccessible.Role
#: the roles of objects a player acts on (a focusable object of any role counts as well)
INTERACTIVE = {
    Role.PushButton,
    Role.CheckBox,
    Role.RadioButton,
    Role.ComboBox,
    Role.SpinBox,
    Role.Slider,
    Role.EditableText,
    Role.PageTab,
    Role.ButtonMenu,
    Role.ButtonDropDown,
    Role.List,
    Role.Table,
    Role.Tree,
}


def walk(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    """``iface`` and every shown object under it."""
    if iface.state().invisible:
        return
    yield iface
    for index in range(iface.childCount()):
        child = iface.child(index)
        if child is not None and child.isValid():
            yield from walk(child)


def tree(widget: QWidget) -> list[QAccessibleInterface]:
    QApplication.processEvents()
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None and root.isValid()
    return list(walk(root))


def describe(iface: QAccessibleInterface) -> str:
    owner = iface.object()
    kind = type(owner).__name__ if owner is not None else "?"
    name = owner.objectName() if owner is not None else ""
    return f"{iface.role().name} {kind} {name!r}"


#: the cells of a table, list or tree: an empty one (no points for a draw) is read with its
#: row and column, in a named table
CELLS = {Role.Cell, Role.TreeItem, Role.ListItem, Role.Row, Role.ColumnHeader, Role.RowHeader}


def unnamed(widget: QWidget) -> list[str]:
    """The interactive objects a screen reader could only call by their role."""
    found = []
    for iface in tree(widget):
        if iface.role() in CELLS:
            continue
        acts = iface.role() in INTERACTIVE or iface.state().focusable
        if acts and not iface.state().disabled and not iface.text(QAccessible.Text.Name).strip():
            found.append(describe(iface))
    return found


def hiding_labels(widget: QWidget) -> list[str]:
    """Labels whose accessible name is not the text they show (a fixed "Status" over the
    status line's words)."""
    found = []
    for iface in tree(widget):
        label = iface.object()
        if not isinstance(label, QLabel) or label.textFormat() == Qt.TextFormat.RichText:
            continue
        shown = label.text().replace("&", "").strip()
        name = iface.text(QAccessible.Text.Name).replace("&", "").strip()
        if shown and shown not in name:
            found.append(f"{describe(iface)}: shows {shown!r}, named {name!r}")
    return found


def assert_readable(widget: QWidget) -> None:
    assert unnamed(widget) == []
    assert hiding_labels(widget) == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_window_names_what_it_shows(window: MainWindow, qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    start(window, game_id, ["human", "beginner"])
    assert_readable(window)
    window.play.select_tile(0)  # a selected tile: the board's targets, Place, Turn
    assert_readable(window)


def test_the_status_line_title_and_stock_are_read_as_they_show(window: MainWindow) -> None:
    start(window, "holomino", ["human", "beginner"])
    for label in (window.widgets.status, window.widgets.title, window.widgets.stock):
        name = QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)
        assert label.text() and name == label.text()


def test_tile_names_say_their_numbers_one_by_one(window: MainWindow) -> None:
    start(window, "holomino", ["human", "beginner"])
    button = window.widgets.rack.buttons[0]
    name = QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name)
    digits = [c for c in name if c.isdigit()]
    assert name.endswith(", ".join(digits)) and len(digits) == 3


def test_unplayable_tiles_say_so(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    start(window, "triominos", ["human", "beginner"], seed=4)
    wait_for_human(qtbot, window)
    rack = window.widgets.rack
    said = {
        b.playable: QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Description)
        for b in rack.buttons
    }
    assert said.get(True) == "Can be placed now"
    if False in said:
        assert said[False] == "Cannot be placed now"


def test_the_seat_card_says_whose_turn(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    start(window, "holomino", ["human", "beginner"])
    cards = window.seats_view.seat_cards
    names = [QAccessible.queryAccessibleInterface(c).text(QAccessible.Text.Name) for c in cards]
    current = window.controller.state.current_player
    assert names[current].endswith("to play")
    assert not names[1 - current].endswith("to play")
    assert names[0].startswith("Seat 1: P1, 0 points")  # the points, as the card shows them


def test_the_focus_starts_at_the_rack_and_tab_skips_the_frames(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, "holomino", ["human", "beginner"])
    rack = window.widgets.rack
    qtbot.waitUntil(lambda: QApplication.focusWidget() is rack.buttons[0], timeout=2000)
    assert QApplication.focusWidget() is rack.buttons[0], QApplication.focusWidget().text()
    seen = []
    for _ in range(40):
        widget = QApplication.focusWidget()
        seen.append(widget)
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    rack_index = [seen.index(b) for b in rack.buttons]
    assert rack_index == list(range(len(rack.buttons)))  # the tiles first, in their order
    names = [QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name) for w in seen]
    assert all(n.strip() for n in names), list(zip(seen, names, strict=True))


def test_a_new_window_starts_at_the_rack(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    """The remembered game starts before the window shows: the first tile still has the
    focus when it appears, not a frame or the board."""
    fresh = MainWindow(settings)
    qtbot.addWidget(fresh)
    fresh.show()
    fresh.activateWindow()
    qtbot.waitExposed(fresh)
    tiles = fresh.widgets.rack.buttons
    # the computer may open: the tile takes the focus at the player's first turn
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tiles[0], timeout=15000)
    assert fresh.controller.shutdown()


def test_new_game_names_each_seat_by_who_plays_it(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(window.controller.config, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert_readable(dialog)
    _, _, kind = dialog.seat_rows[1]
    kind.setCurrentIndex(2)
    iface = QAccessible.queryAccessibleInterface(kind)
    labels = [i.text(QAccessible.Text.Name) for i, _ in iface.relations(QAccessible.Relation.Label)]
    assert labels[0] == "Seat 2"  # with the name Qt gives it on Linux: the choice
    assert iface.text(QAccessible.Text.Value) == kind.currentText()


def test_settings_and_statistics_name_everything(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    settings = SettingsDialog(AppSettings(), window)
    qtbot.addWidget(settings)
    settings.show()
    assert_readable(settings)
    stats = Statistics()
    stats.record_game("holomino", "expert", "win", 44)
    dialog = StatisticsDialog(stats, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert_readable(dialog)


def test_the_review_names_everything(qtbot) -> None:  # type: ignore[no-untyped-def]
    from holomino_desktop.ai.review import review_record, store_review

    record = played_record("holomino")
    store_review(record, review_record(record, budget=20, seed=1))
    review = ReviewWindow(record)
    qtbot.addWidget(review)
    review.show()
    assert_readable(review)
    shown = [b for b in review.costly_buttons if b.isVisible()]
    descriptions = {b.accessibleDescription() for b in shown}
    assert shown and len(descriptions) == len(shown) and "" not in descriptions
    # the chart's seats by name, not only by colour: the scores at the move shown
    review.chart.set_current(len(record.moves))
    chart = QAccessible.queryAccessibleInterface(review.chart).text(QAccessible.Text.Description)
    final = review.chart.line.final
    assert chart == (
        f"After move {len(record.moves)} of {len(record.moves)}: Ana {final[0]}, CPU 1 {final[1]}"
    )


def test_a_lesson_reads_its_instruction(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.tutorials.start("holomino")
    QApplication.processEvents()
    assert_readable(window)
    prompt = window.tutorials.prompt
    name = QAccessible.queryAccessibleInterface(prompt).text(QAccessible.Text.Name)
    assert prompt.text() and name == prompt.text()
