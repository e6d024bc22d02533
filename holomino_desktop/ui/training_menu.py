"""The Training menu: Puzzles (a chooser by game, theme and difficulty), Puzzle of the day, and
Practise my mistakes.

The puzzles are the ones the program ships (``training/data/puzzles_*.json``, read on first
use). The puzzle of the day comes from the date alone (``training.puzzles.puzzle_of_the_day``):
offline, the same for everyone on a day. Practise my mistakes opens the kept practice set of
the game in the window (``ui/practice.py``'s ``open_practice``; a review's Practise these
moves fills it).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import (
    QDialog,
    QMainWindow,
    QMenu,
    QWidget,
)

if TYPE_CHECKING:
    from ..training.puzzles import Puzzle
    from .puzzle_window import PuzzleWindow


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
        #: the puzzle windows opened (the tests and the screenshots read them)
        self.opened: list[PuzzleWindow] = []
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("T&raining"))
        self.puzzles_action.setText(self.tr("&Puzzles…"))
        self.daily_action.setText(self.tr("Puzzle of the &day"))
        self.practice_action.setText(self.tr("Practise my &mistakes"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def open_chooser(self) -> PuzzleWindow | None:
        """Training → Puzzles: choose a game, a theme and a difficulty, then solve."""
        from .puzzle_chooser import PuzzleChooser, all_puzzles  # the puzzles load when asked

        chooser = PuzzleChooser(all_puzzles(), self.current_game(), self.window)
        if chooser.exec() != QDialog.DialogCode.Accepted or not chooser.chosen():
            return None
        return self._open(chooser.chosen())

    def open_daily(self, day: datetime.date | None = None) -> PuzzleWindow | None:
        """Training → Puzzle of the day."""
        from ..training.puzzles import puzzle_of_the_day
        from .puzzle_chooser import all_puzzles

        today = day if day is not None else datetime.date.today()
        puzzle = puzzle_of_the_day(all_puzzles(), today.toordinal())
        return self._open([puzzle]) if puzzle is not None else None

    def practise_mistakes(self) -> QWidget:
        """Training → Practise my mistakes: the kept exercises of the game in the window."""
        from .practice import open_practice  # the practice window loads when first asked

        return open_practice(self.window, self.current_game())

    def _open(self, puzzles: list[Puzzle]) -> PuzzleWindow:
        from .puzzle_window import open_puzzles

        window = open_puzzles(puzzles, self.window)
        self.opened.append(window)
        return window
