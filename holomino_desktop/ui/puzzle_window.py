"""A puzzle window: a position from a real game on the real board and rack, one move to find.

The window is a small copy of the game window's composition: its own ``GameController`` with the
puzzle's position (the mover's view: seat of the person, the other seats AI that never move),
the real ``Board``, ``PlayInput``, ``RackView``, ``SeatsView`` and ``StatusLine``. Like the
tutorial, it vets the person's move through ``controller.move_filter``: the answer is played
and praised with the theme's reason; any other move is refused in words with the theme's hint;
after two tries **Show me** marks the answer (selects its tile, aims at its place).

The first try of each puzzle counts for the person's puzzle rating in that game
(``training/puzzles.py``: Elo against the puzzle's difficulty), kept as JSON beside the
statistics (``puzzle_ratings.json``), written atomically; a damaged file is set aside
(``persistence.read_data_file``) and said so.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QSize, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsScene,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..ai.levels import make_player
from ..engine.base import Move, MoveResult, State
from ..engine.record import write_atomic
from ..training.puzzles import Puzzle, PuzzleRatings
from . import persistence
from .controller import GameConfig, GameController, SeatConfig
from .layout import build_layout
from .position_parts import PositionParts
from .ratings import rating_number
from .status_view import StatusLine
from .style import STYLE
from .widgets.screen_fit import fit_window
from .words.puzzle_words import hint_text, proof_text, reason_text, theme_name
from .words.texts import counted, fmt, game_name

FILE_NAME = "puzzle_ratings.json"
#: wrong tries after which Show me is offered
TRIES_BEFORE_SHOWING = 2
#: after the answer the AI seats are held: a puzzle is one move of the person's
HOLD = "puzzle"


class PuzzleRatingFile:
    """The puzzle ratings file: load (never failing, a damaged file set aside), record, save."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else persistence.data_dir() / FILE_NAME
        ratings, aside = persistence.read_data_file(self.path, PuzzleRatings.from_json)
        self.ratings = ratings or PuzzleRatings.empty()
        #: set when a damaged file was set aside (the window says it once)
        self.notice = ""
        if aside is not None:
            where = aside.backup.name if aside.backup is not None else self.path.name
            text = QCoreApplication.translate(
                "PuzzleWindow",
                "The puzzle ratings file could not be read: your puzzle ratings start again; "
                "the old file was kept as %1.",
            )
            self.notice = fmt(text, where)

    def record(self, game_id: str, difficulty: float, solved: bool) -> float:
        """Count a first try and save; the new rating."""
        score = self.ratings.record(game_id, difficulty, solved)
        # a file that cannot be written keeps the rating of this session in memory only
        with contextlib.suppress(OSError):
            write_atomic(self.path, json.dumps(self.ratings.to_json(), indent=1))
        return score.rating


class PuzzleWindow(QMainWindow):
    """One puzzle after another of ``puzzles`` on the real board and rack."""

    def __init__(
        self,
        puzzles: Sequence[Puzzle],
        parent: QWidget | None = None,
        *,
        settings: QSettings | None = None,
        ratings: PuzzleRatingFile | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("puzzleWindow")
        self.setStyleSheet(STYLE)
        self.puzzles = list(puzzles)
        self.index = 0
        self.misses = 0
        self.solved = False
        self.counted = False  # the first try of this puzzle has been rated
        self.ratings = ratings if ratings is not None else PuzzleRatingFile()
        self.settings = settings if settings is not None else QSettings()
        self.controller = GameController(self)
        self.widgets = build_layout(self, QGraphicsScene(self))
        self._build_views()
        self._build_panel()
        fit_window(self, QSize(1280, 800), "windows/puzzle")
        self.retranslate_ui()
        if self.puzzles:
            self.go(0)
        if self.ratings.notice:
            self.say(self.ratings.notice)

    # -- building -------------------------------------------------------------------------
    def _build_views(self) -> None:
        controller, widgets = self.controller, self.widgets
        self.parts = PositionParts.build(controller, widgets, self.settings, self.say, self)
        self.board, self.play = self.parts.board, self.parts.play
        self.rack_view, self.seats_view = self.parts.rack_view, self.parts.seats_view
        self.status_line = StatusLine(
            controller, self.board, self.play, widgets.status, widgets.busy, self
        )
        self.board.entry_point = self.seats_view.seat_point
        controller.gameStarted.connect(self._game_started)
        controller.moveApplied.connect(self._move_applied)
        self.board.redrawn.connect(self.refresh)
        self.play.illegalAttempt.connect(lambda _move, _error: self._miss())
        controller.move_filter = self._vet
        widgets.new_button.hide()  # a puzzle is not a game to start anew
        widgets.hint_button.hide()  # the puzzle's own hint is in its panel
        widgets.log_panel().hide()

    def _build_panel(self) -> None:
        dock = QDockWidget(self)
        dock.setObjectName("puzzleDock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        panel = QWidget(dock)
        layout = QVBoxLayout(panel)
        self.heading = _label(panel, "title")
        self.about = _label(panel, "info")
        self.message = _label(panel, "puzzleMessage")
        self.rating = _label(panel, "info")
        self.show_button = QPushButton(panel)
        self.show_button.clicked.connect(self.show_answer)
        self.again_button = QPushButton(panel)
        self.again_button.clicked.connect(lambda: self.go(self.index))
        self.next_button = QPushButton(panel)
        self.next_button.clicked.connect(lambda: self.go(self.index + 1))
        for widget in (self.heading, self.about, self.message, self.rating):
            layout.addWidget(widget)
        for button in (self.show_button, self.again_button, self.next_button):
            layout.addWidget(button)
        layout.addStretch(1)
        panel.setMinimumWidth(220)
        panel.setMaximumWidth(340)  # the board keeps the room in a small window
        dock.setWidget(panel)
        self.dock = dock
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)

    def retranslate_ui(self) -> None:
        self.dock.setWindowTitle(self.tr("Puzzle"))
        self.show_button.setText(self.tr("Show me"))
        self.again_button.setText(self.tr("Start again"))
        self.next_button.setText(self.tr("Next puzzle"))
        self.widgets.retranslate()
        puzzle = self.puzzle
        if puzzle is not None:
            self._describe(puzzle)
            self.controller.rename_default_seats()
            self.refresh()

    # -- the puzzle -----------------------------------------------------------------------
    @property
    def puzzle(self) -> Puzzle | None:
        return self.puzzles[self.index] if 0 <= self.index < len(self.puzzles) else None

    def go(self, index: int) -> None:
        """Show puzzle ``index`` (wrapping round), from its position."""
        if not self.puzzles:
            return
        self.index = index % len(self.puzzles)
        puzzle = self.puzzles[self.index]
        self.misses = 0
        self.solved = False
        self.counted = False
        seats = [
            SeatConfig(self.tr("You"), "human")
            if seat == puzzle.seat
            else SeatConfig(fmt(self.tr("Player %1"), seat + 1), "ai", "beginner")
            for seat in range(puzzle.view.num_players)
        ]
        controller = self.controller
        controller.config = GameConfig(puzzle.game_id, dict(puzzle.game.options), seats, 0)
        controller.game = puzzle.game
        controller.players = {
            seat: make_player("beginner", seed=1)
            for seat in range(puzzle.view.num_players)
            if seat != puzzle.seat
        }
        controller.seed = 0
        controller.restore(puzzle.view.clone(), [], None)  # no record: no undo, no statistics
        self.widgets.show_game(puzzle.game_id)
        self._describe(puzzle)
        self.message.setText(self._task(puzzle))
        self.show_button.setEnabled(False)

    def _describe(self, puzzle: Puzzle) -> None:
        name = game_name(puzzle.game_id)
        self.setWindowTitle(fmt(self.tr("Puzzle %1 of %2 — %3"), self.index + 1,
                                len(self.puzzles), name))  # fmt: skip
        self.widgets.title.setText(name)
        self.heading.setText(theme_name(puzzle.game_id, puzzle.theme))
        self.about.setText(fmt(self.tr("Difficulty %1"), rating_number(puzzle.difficulty)))
        self._show_rating()

    def _show_rating(self) -> None:
        puzzle = self.puzzle
        if puzzle is None:
            return
        score = self.ratings.ratings.score(puzzle.game_id)
        text = counted(
            lambda k: self.tr("Your puzzle rating in %1: %2 (%n puzzle(s) solved)", "", k),
            score.solved,
        )
        self.rating.setText(fmt(text, game_name(puzzle.game_id), rating_number(score.rating)))

    def _task(self, puzzle: Puzzle) -> str:
        return self.tr("Find the best move. Only one move is clearly best here.")

    # -- the person's move ----------------------------------------------------------------
    def _vet(self, move: Move) -> bool:
        """The controller's move filter: only the answer is played."""
        puzzle = self.puzzle
        if puzzle is None or self.solved:
            return False
        if move == puzzle.answer:
            return True
        self._miss()
        return False

    def _miss(self) -> None:
        puzzle = self.puzzle
        if puzzle is None or self.solved:
            return
        self.misses += 1
        self._count(solved=False)
        lines = [self.tr("That is not the move: another one is clearly better."),
                 hint_text(puzzle.game_id, puzzle.theme)]  # fmt: skip
        if self.misses >= TRIES_BEFORE_SHOWING:
            lines.append(self.tr("Press Show me to see it."))
            self.show_button.setEnabled(True)
        self.message.setText("\n\n".join(lines))

    def _move_applied(self, result: MoveResult, before: State) -> None:
        state = self.controller.state
        assert state is not None and self.board.painter is not None
        self.controller.hold(HOLD)  # the others do not answer: the puzzle was one move
        self.board.show_move(result, state)
        puzzle = self.puzzle
        if puzzle is None:
            return
        self.solved = True
        self._count(solved=True)
        self.message.setText("\n\n".join((
            self.tr("Well found!"),
            reason_text(puzzle.game_id, puzzle.theme),
            proof_text(puzzle.game_id, puzzle.points, puzzle.clear, puzzle.deals),
        )))  # fmt: skip
        self.show_button.setEnabled(False)
        self.refresh()

    def _count(self, solved: bool) -> None:
        """Rate the first try of the puzzle (once)."""
        puzzle = self.puzzle
        if puzzle is None or self.counted:
            return
        self.counted = True
        self.ratings.record(puzzle.game_id, puzzle.difficulty, solved)
        self._show_rating()

    def show_answer(self) -> None:
        """Select the answer's tile and aim at its place (after two wrong tries)."""
        puzzle = self.puzzle
        if puzzle is not None and not self.solved:
            self.play.show_move(puzzle.answer)

    # -- following the controller ---------------------------------------------------------
    def _game_started(self) -> None:
        state = self.controller.state
        assert state is not None
        self.status_line.clear_message()
        self.parts.show_new(state)
        self.refresh()

    def refresh(self) -> None:
        state = self.controller.state
        if state is None or self.board.painter is None:
            return
        self.parts.refresh(state)
        self.status_line.refresh()

    def say(self, text: str) -> None:
        self.status_line.say(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.rack_view.window_resized()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)


def _label(parent: QWidget, name: str) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


def open_puzzles(puzzles: Sequence[Puzzle], parent: QWidget | None = None) -> PuzzleWindow:
    """Open a puzzle window on ``puzzles`` beside the window (not modal)."""
    window = PuzzleWindow(puzzles, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window
