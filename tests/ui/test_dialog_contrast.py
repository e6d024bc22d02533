"""Every dialog is readable in both themes (issue 18): in the message box, the non-native file
dialog and the new-game, settings, summary, rules and statistics dialogs each visible widget's
text colours (WindowText, Text, ButtonText) keep 4.5:1 against its grounds (Window, Base,
Button), in the active, inactive and disabled colour groups; the file dialog's list of games is
also measured as painted."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QListView, QMessageBox, QWidget

from holomino_desktop.ui import persistence
from holomino_desktop.ui.dialogs.new_game import NewGameDialog
from holomino_desktop.ui.dialogs.summary import SummaryDialog
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.rules_viewer import RulesDialog
from holomino_desktop.ui.settings import SettingsDialog
from holomino_desktop.ui.statistics import Statistics, StatisticsDialog

from .contrast import AA, contrast, ground_and_ink

R = QPalette.ColorRole
PAIRS = ((R.WindowText, R.Window), (R.Text, R.Base), (R.ButtonText, R.Button))
GROUPS = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)


def message_box(window: MainWindow, tmp: Path) -> QDialog:
    buttons = QMessageBox.StandardButton
    return QMessageBox(
        QMessageBox.Icon.Question,
        "Game in progress",
        "The game in progress has moves that are not saved. Save it first?",
        buttons.Save | buttons.Discard | buttons.Cancel,
        window,
    )


def file_dialog(window: MainWindow, tmp: Path) -> QDialog:
    (tmp / ("game" + persistence.SUFFIX)).write_text("{}", encoding="utf-8")
    dialog = QFileDialog(window, "Open a game", str(tmp), window.files.file_filter())
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    return dialog


def new_game(window: MainWindow, tmp: Path) -> QDialog:
    return NewGameDialog(window.controller.config, window)


def settings(window: MainWindow, tmp: Path) -> QDialog:
    return SettingsDialog(window.comfort.values, window)


def summary(window: MainWindow, tmp: Path) -> QDialog:
    rows = [["Ana", "12", "40"], ["Bo", "7", "31"]]
    return SummaryDialog(
        "Round 1", "Ana wins the round", ["", "Round", "Total"], rows, [], False, window
    )


def rules(window: MainWindow, tmp: Path) -> QDialog:
    return RulesDialog("dutch_domino", window)


def statistics(window: MainWindow, tmp: Path) -> QDialog:
    return StatisticsDialog(Statistics(tmp / "statistics.json"), window)


DIALOGS: dict[str, Callable[[MainWindow, Path], QDialog]] = {
    "message box": message_box,
    "file dialog": file_dialog,
    "new game": new_game,
    "settings": settings,
    "summary": summary,
    "rules": rules,
    "statistics": statistics,
}


def use_theme(window: MainWindow, theme: str) -> None:
    window.comfort.apply(dataclasses.replace(window.comfort.values, theme=theme))


def low_contrast(dialog: QWidget) -> list[str]:
    found = []
    for widget in [dialog, *dialog.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        palette = widget.palette()
        for group in GROUPS:
            for text, ground in PAIRS:
                ratio = contrast(palette.color(group, text), palette.color(group, ground))
                if ratio < AA:
                    name = widget.objectName() or type(widget).__name__
                    found.append(f"{name} {group.name} {text.name}/{ground.name} {ratio:.2f}")
    return found


@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("which", list(DIALOGS))
def test_dialog_text_contrast(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, tmp_path: Path, theme: str, which: str
) -> None:
    use_theme(window, theme)
    dialog = DIALOGS[which](window, tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    widgets = [w for w in dialog.findChildren(QWidget) if w.isVisible()]
    assert len(widgets) >= 3  # the dialog really is built and shown
    assert low_contrast(dialog) == []
    dialog.close()


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_file_dialogs_list_is_readable_as_painted(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, tmp_path: Path, theme: str
) -> None:
    use_theme(window, theme)
    dialog = file_dialog(window, tmp_path)
    qtbot.addWidget(dialog)
    dialog.resize(700, 450)
    dialog.show()
    view = dialog.findChild(QListView, "listView")
    assert view is not None
    deadline = time.monotonic() + 10
    while view.model().rowCount(view.rootIndex()) == 0 and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)
    view.clearSelection()
    QApplication.processEvents()
    first = view.visualRect(view.model().index(0, 0, view.rootIndex()))
    assert first.width() > 20
    shot = view.viewport().grab().toImage()
    ground, ink = ground_and_ink(shot, first.adjusted(0, 0, 200, 0))
    assert contrast(ground, ink) >= AA, (ground.name(), ink.name())
    dialog.close()
