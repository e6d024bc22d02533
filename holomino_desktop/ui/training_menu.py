"""The Training menu: Puzzles (a chooser by game, theme and difficulty), Puzzle of the day, and
Practise my mistakes.

The puzzles are the ones the program ships (``training/data/puzzles_*.json``, read on first
use). The puzzle of the day comes from the date alone (``training.puzzles.puzzle_of_the_day``):
offline, the same for everyone on a day. Practise my mistakes opens ``ui/practice.py``'s
``open_practice(parent, game_id)`` where that module exists; otherwise its entry is shown
disabled, with a tooltip saying so.
"""

from __future__ import annotations

import datetime
import importlib.util
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QWidget,
)

from ..engine import GAME_IDS
from ..training.puzzles import THEMES, Puzzle, puzzle_of_the_day, shipped_puzzles
from .puzzle_window import PuzzleWindow, open_puzzles
from .words.puzzle_words import theme_name
from .words.texts import fmt, game_name

#: the module that builds Practise my mistakes (``open_practice(parent, game_id)``)
PRACTICE_MODULE = "holomino_desktop.ui.practice"
#: the difficulty bands of the chooser: a third of a game's puzzles each
BANDS = ("any", "easy", "medium", "hard")

_shipped: list[Puzzle] | None = None


def all_puzzles() -> list[Puzzle]:
    """The shipped puzzles (read once)."""
    global _shipped
    if _shipped is None:
        _shipped = shipped_puzzles()
    return _shipped


def practice_available() -> bool:
    return importlib.util.find_spec(PRACTICE_MODULE) is not None


class TrainingMenu(QObject):
    """Builds the Training menu before ``before`` in ``window``'s menu bar."""

    def __init__(self, window: QMainWindow, before: QMenu, current_game: Callable[[], str]) -> None:
        super().__init__(window)
        self.window = window
        self.current_game = current_game
        self.menu = QMenu(window)
        self.menu.setObjectName("trainingMenu")
        window.menuBar().insertMenu(before.menuAction(), self.menu)
        self.puzzles_action = self.menu.addAction("", self.open_chooser)
        self.daily_action = self.menu.addAction("", self.open_daily)
        self.practice_action = self.menu.addAction("", self.practise_mistakes)
        self.practice_action.setEnabled(practice_available())
        #: the puzzle windows opened (the tests and the screenshots read them)
        self.opened: list[PuzzleWindow] = []
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Training"))
        self.puzzles_action.setText(self.tr("&Puzzles…"))
        self.daily_action.setText(self.tr("Puzzle of the &day"))
        self.practice_action.setText(self.tr("Practise my &mistakes"))
        self.practice_action.setToolTip(
            "" if self.practice_action.isEnabled()
            else self.tr("Practising your own mistakes is not part of this version yet.")
        )  # fmt: skip

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def open_chooser(self) -> PuzzleWindow | None:
        """Training → Puzzles: choose a game, a theme and a difficulty, then solve."""
        chooser = PuzzleChooser(all_puzzles(), self.current_game(), self.window)
        if chooser.exec() != QDialog.DialogCode.Accepted or not chooser.chosen():
            return None
        return self._open(chooser.chosen())

    def open_daily(self, day: datetime.date | None = None) -> PuzzleWindow | None:
        """Training → Puzzle of the day."""
        today = day if day is not None else datetime.date.today()
        puzzle = puzzle_of_the_day(all_puzzles(), today.toordinal())
        return self._open([puzzle]) if puzzle is not None else None

    def practise_mistakes(self) -> None:
        """Training → Practise my mistakes (``ui/practice.py``)."""
        if not practice_available():
            return
        practice = importlib.import_module(PRACTICE_MODULE)
        practice.open_practice(self.window, self.current_game())

    def _open(self, puzzles: list[Puzzle]) -> PuzzleWindow:
        window = open_puzzles(puzzles, self.window)
        self.opened.append(window)
        return window


class PuzzleChooser(QDialog):
    """Which puzzles: a game, one of its themes (or any) and a difficulty band."""

    def __init__(self, puzzles: list[Puzzle], game_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.puzzles = puzzles
        self.setWindowTitle(self.tr("Puzzles"))
        form = QFormLayout(self)
        self.game_box = QComboBox(self)
        for gid in GAME_IDS:
            self.game_box.addItem(game_name(gid), gid)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_id)))
        self.theme_box = QComboBox(self)
        self.band_box = QComboBox(self)
        for band, text in zip(BANDS, (self.tr("Any"), self.tr("Easy"), self.tr("Medium"),
                                      self.tr("Hard")), strict=True):  # fmt: skip
            self.band_box.addItem(text, band)
        self.count = QLabel(self)
        form.addRow(self.tr("Game:"), self.game_box)
        form.addRow(self.tr("Theme:"), self.theme_box)
        form.addRow(self.tr("Difficulty:"), self.band_box)
        form.addRow(self.count)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        form.addRow(buttons)
        self.game_box.currentIndexChanged.connect(self._fill_themes)
        self.theme_box.currentIndexChanged.connect(self._count)
        self.band_box.currentIndexChanged.connect(self._count)
        self._fill_themes()

    def _fill_themes(self) -> None:
        game_id = self.game_box.currentData()
        self.theme_box.blockSignals(True)
        self.theme_box.clear()
        self.theme_box.addItem(self.tr("Any"), "")
        for theme in THEMES[game_id]:
            self.theme_box.addItem(theme_name(game_id, theme), theme)
        self.theme_box.blockSignals(False)
        self._count()

    def chosen(self) -> list[Puzzle]:
        """The puzzles that match, easiest first."""
        game_id, theme = self.game_box.currentData(), self.theme_box.currentData()
        of_game = sorted((p for p in self.puzzles if p.game_id == game_id),
                         key=lambda p: (p.difficulty, p.id))  # fmt: skip
        band = BANDS.index(self.band_box.currentData())
        if band:
            third = len(of_game) / 3
            of_game = of_game[round((band - 1) * third) : round(band * third)]
        return [p for p in of_game if not theme or p.theme == theme]

    def _count(self) -> None:
        found = len(self.chosen())
        self.count.setText(fmt(self.tr("%n puzzle(s)", "", found)))
        self.ok_button.setEnabled(found > 0)
