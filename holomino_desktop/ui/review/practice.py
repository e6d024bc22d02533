"""The practice window: the moves a player got wrong, played again on the real board.

It is the game window's own body (``layout.build_layout``: seat cards, the board, the rack,
the action buttons) driven by a :class:`GameController` that shows the mover's view of each
exercise as a networked guest's window shows its view: the player's move goes to
:class:`PracticeTable` instead of being played, and the review's judgement
(``training/practice.py``) answers it. A right move is praised and the next exercise comes;
a wrong one is refused in words; after two wrong tries "Show me" points at the review's move
with the hint's ghost tile and says why it is better.

The kept set of each game is JSON in the data folder (``practice-GAME.json``), written
atomically; a damaged file is set aside (``persistence.read_data_file``) and said so.
A move is judged by the review's search on a worker thread: the window never waits on it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import Review
from ...engine.base import Move
from ...engine.record import GameRecord, write_atomic
from ...training.practice import ACCEPTED, Exercise, PracticeSet, exercises_of
from .. import persistence
from ..controller import GameConfig, GameController, SeatConfig
from ..file_errors import damage_clause, damage_kind, os_error_text
from ..layout import build_layout
from ..position_parts import PositionParts
from ..widgets.screen_fit import fit_window
from ..words.game_words import KRUZICI
from ..words.move_words import describe_move
from ..words.texts import fmt, game_name, signed
from .table import verdict_name

# wrong tries before "Show me" is offered
TRIES_BEFORE_SHOWING = 2


# -- the kept set ---------------------------------------------------------------------------
def practice_path(game_id: str) -> Path:
    return persistence.data_dir() / f"practice-{game_id}.json"


def load_practice(game_id: str) -> tuple[PracticeSet, str]:
    """The kept set of ``game_id`` (empty when there is none) and, when its file was damaged
    and set aside, a notice saying so ("" otherwise)."""
    path = practice_path(game_id)
    kept, aside = persistence.read_data_file(path, lambda d: PracticeSet.from_json(d, game_id))
    if aside is None:
        return kept or PracticeSet(game_id), ""
    where = aside.backup.name if aside.backup is not None else path.name
    if aside.kind == "damaged":
        error = aside.error or ValueError()
        text = QCoreApplication.translate(
            "Practice",
            "The practice file was damaged (%1): the exercises start again; the old file was "
            "kept as %2.",
        )
        return PracticeSet(game_id), fmt(text, damage_clause(damage_kind(error), error), where)
    text = QCoreApplication.translate(
        "Practice",
        "Where the practice file belongs there was no file but a folder, a device or a pipe: "
        "it was kept as %1, and the exercises start again.",
    )
    return PracticeSet(game_id), fmt(text, where)


def save_practice(kept: PracticeSet) -> None:
    """Write the kept set atomically (OSError when it cannot be written; the old file stays)."""
    write_atomic(practice_path(kept.game), json.dumps(kept.to_json(), indent=1))


def keep_exercises(
    record: GameRecord, review: Review, inaccuracies: bool
) -> tuple[PracticeSet, int, str]:
    """Add the exercises of a reviewed game to its game's kept set and save it: the set, how
    many were new, and a notice (a damaged file set aside, a save that failed) or ""."""
    kept, notice = load_practice(record.game)
    added = kept.add(exercises_of(record, review, inaccuracies=inaccuracies))
    if added:
        try:
            save_practice(kept)
        except OSError as error:
            notice = _not_saved(error)
    return kept, added, notice


def _not_saved(error: OSError) -> str:
    text = QCoreApplication.translate("Practice", "The exercises cannot be saved: %1")
    return fmt(text, os_error_text(error))


# -- judging off the GUI thread --------------------------------------------------------------
class _Signals(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)


class Judge(QObject):
    """Runs one judgement (the review's search) at a time on a worker thread; its answer
    comes back through :attr:`done` with the request number it was started with."""

    done = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _Signals(self)
        self.signals.done.connect(self.done)
        self.signals.failed.connect(self.failed)
        self.request = 0
        self.busy = False

    def start(self, work: Callable[[], Any]) -> int:
        self.request += 1
        self.busy = True
        request, signals = self.request, self.signals

        def run() -> None:
            try:
                answer = work()
            except Exception as error:  # the window must survive a failed search and say so
                signals.failed.emit(request, f"{type(error).__name__}: {error}")
                return
            signals.done.emit(request, answer)

        self.pool.start(run)
        return request

    def shutdown(self, timeout_ms: int = 10000) -> bool:
        self.request += 1  # a late answer is for no one
        return bool(self.pool.waitForDone(timeout_ms))


class PracticeTable:
    """Where the practice window's moves go (a :class:`~..controller.RemoteTable`): to the
    review's judgement, never onto the board."""

    def __init__(self, seat: int, submit: Callable[[Move], None]) -> None:
        self.local_seat = seat
        self._submit = submit

    def submit(self, move: Move) -> None:
        self._submit(move)

    def seat_label(self, seat: int) -> str | None:
        return None

    def hints_allowed(self) -> bool:
        return False  # "Show me" is the practice's hint

    def can_ask_undo(self) -> bool:
        return False

    def ask_undo(self) -> None:
        return None

    def status_note(self) -> str | None:
        return None


# -- the window -----------------------------------------------------------------------------
class PracticeWindow(QMainWindow):
    """The exercises of one game's kept set, unsolved first."""

    def __init__(self, kept: PracticeSet, parent: QWidget | None = None, notice: str = "") -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.kept = kept
        self.kruzici = kept.game in KRUZICI
        self.controller = GameController(self)
        self.widgets = build_layout(self, QGraphicsScene(self))
        self._build_parts()
        self._build_panel()
        self.judge = Judge(self)
        self.judge.done.connect(self._judged)
        self.judge.failed.connect(self._failed)
        self.pending: tuple[int, str, Move | None] = (-1, "", None)  # request, kind, move
        self.exercise: Exercise | None = None
        self.tries = 0
        # every exercise once, unsolved first: solved ones come back for another go
        self.queue = kept.unsolved() + [e for e in kept.exercises if e.solved]
        self.place = -1
        fit_window(self, QSize(1280, 800), "windows/practice")
        self.retranslate_ui()
        self.verdict.setText(notice)
        self.next_exercise()

    # -- building -------------------------------------------------------------------------
    def _build_parts(self) -> None:
        """The game window's own parts: the board, the rack and the seat cards."""
        controller, widgets = self.controller, self.widgets
        self.parts = PositionParts.build(controller, widgets, QSettings(), self.say, self)
        self.board, self.play = self.parts.board, self.parts.play
        self.rack_view, self.seats_view = self.parts.rack_view, self.parts.seats_view
        self.board.animation = "off"
        self.play.selectionChanged.connect(self.refresh)
        controller.gameStarted.connect(self._shown)
        controller.problem.connect(self.say)
        for unused in (widgets.new_button, widgets.hint_button, widgets.log):
            unused.hide()

    def _build_panel(self) -> None:
        """The exercise beside the board: what to find, the verdict, the reason, the buttons."""
        panel = self.widgets.log_panel()
        layout = panel.layout()
        assert isinstance(layout, QVBoxLayout)
        self.task = _wrapping(panel)
        self.verdict = _wrapping(panel)
        self.verdict.setObjectName("rackTitle")
        self.reason = _wrapping(panel)
        self.show_button = QPushButton(panel)
        self.show_button.setEnabled(False)
        self.next_button = QPushButton(panel)
        self.close_button = QPushButton(panel)
        self.show_button.clicked.connect(self.show_answer)
        self.next_button.clicked.connect(self.next_exercise)
        self.close_button.clicked.connect(self.close)
        at = layout.indexOf(self.widgets.log)
        for offset, label in enumerate((self.task, self.verdict, self.reason)):
            layout.insertWidget(at + offset, label)
        layout.insertStretch(at + 3, 1)
        for button in (self.show_button, self.next_button, self.close_button):
            layout.addWidget(button)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(fmt(self.tr("Practice — %1"), game_name(self.kept.game)))
        self.widgets.retranslate()
        self.show_button.setText(self.tr("Show me"))
        self.next_button.setText(self.tr("Next exercise"))
        self.close_button.setText(self.tr("Close"))
        self._title()
        self._say_task()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.retranslate_ui()
        super().changeEvent(event)

    # -- the exercises --------------------------------------------------------------------
    def next_exercise(self) -> None:
        """Show the next exercise of the set (the first again after the last)."""
        if self.judge.busy or not self.queue:
            if not self.queue:
                self.widgets.title.setText(game_name(self.kept.game))
                self.task.setText(self._empty_text())
                self.next_button.setEnabled(False)
            return
        self.place = (self.place + 1) % len(self.queue)
        self.exercise = exercise = self.queue[self.place]
        self.tries = 0
        self.show_button.setEnabled(False)
        self.reason.setText("")
        config = GameConfig(exercise.game, dict(exercise.options), self._seats(exercise))
        table = PracticeTable(exercise.seat, self._try)
        self.controller.start_view(config, exercise.position(), table)
        self.widgets.show_game(exercise.game)
        self._title()
        self._say_task()

    def _seats(self, exercise: Exercise) -> list[SeatConfig]:
        """The seat cards' players: the record's, or numbered players when it named none."""
        count = exercise.position().num_players
        if len(exercise.players) == count:
            return [
                SeatConfig(seat.name, seat.kind, seat.level or "random")
                for seat in exercise.players
            ]
        return [SeatConfig(fmt(self.tr("Player %1"), p + 1)) for p in range(count)]

    def _empty_text(self) -> str:
        return fmt(
            self.tr(
                "No moves of %1 are kept to practise yet: review a game and press "
                "Practise these moves."
            ),
            game_name(self.kept.game),
        )

    def _shown(self) -> None:
        state = self.controller.state
        assert state is not None
        self.parts.show_new(state)
        self.refresh()

    def refresh(self) -> None:
        state = self.controller.state
        if state is None or self.board.painter is None:
            return
        self.parts.refresh(state)

    def _title(self) -> None:
        exercise = self.exercise
        if exercise is None:
            return
        self.widgets.title.setText(game_name(self.kept.game))
        heading = fmt(
            self.tr("Exercise %1 of %2 · move %3"),
            self.place + 1,
            len(self.queue),
            exercise.index + 1,
        )
        if exercise.solved:
            heading = fmt(self.tr("%1 (solved)"), heading)
        self.widgets.log_title.setText(heading)

    def _say_task(self) -> None:
        exercise = self.exercise
        if exercise is None:
            return
        played = self.words(exercise.played)
        text = self.tr("You played %1 here; the review's verdict: %2. Find a better move.")
        self.task.setText(fmt(text, played, verdict_name(exercise.verdict)))

    def words(self, text: str) -> str:
        """A move of the exercise's position in words (never its notation)."""
        assert self.exercise is not None
        position = self.exercise.position()
        return describe_move(position, position.parse_move(text))

    def say(self, text: str) -> None:
        self.widgets.status.setText(text)

    # -- a move tried ---------------------------------------------------------------------
    def _try(self, move: Move) -> None:
        """The player's move: judged by the review's search (on the worker thread unless the
        review judged it before)."""
        exercise = self.exercise
        if exercise is None or self.judge.busy:
            return
        known = exercise.judged.get(str(move))
        if known is not None:
            self._answer(move, known)
            return
        self.controller.hold("judging")  # no other move while this one is judged
        self.refresh()
        self.verdict.setText(self.tr("Checking your move…"))
        request = self.judge.start(lambda: exercise.judge(move))
        self.pending = (request, "try", move)

    def _judged(self, request: int, answer: object) -> None:
        wanted, kind, move = self.pending
        if request != wanted:
            return
        self.judge.busy = False
        self.pending = (-1, "", None)
        self.controller.release("judging")
        if kind == "try" and move is not None:
            self._answer(move, str(answer))
        elif kind == "answer" and isinstance(answer, Move):
            self._point_at(answer)
        self.refresh()

    def _failed(self, request: int, message: str) -> None:
        if request != self.pending[0]:
            return
        self.judge.busy = False
        self.pending = (-1, "", None)
        self.controller.release("judging")
        self.verdict.setText(fmt(self.tr("The move could not be judged: %1"), message))
        self.refresh()

    def _answer(self, move: Move, verdict: str) -> None:
        exercise = self.exercise
        assert exercise is not None
        words = self.words(str(move))
        if verdict in ACCEPTED:
            text = fmt(
                self.tr("Well played: %1 — the review's verdict: %2."), words, verdict_name(verdict)
            )
            exercise.solved = True
            if not self.kept.unsolved():  # the next ones come round again, solved
                text += "\n" + self.tr("Every exercise of this set is solved.")
            self.verdict.setText(text)
            self._save()
            self.next_exercise()
            return
        self.tries += 1
        text = self.tr("Not this one: %1 — the review's verdict: %2. Try another move.")
        self.verdict.setText(fmt(text, words, verdict_name(verdict)))
        if self.tries >= TRIES_BEFORE_SHOWING:
            self.show_button.setEnabled(True)
        self.refresh()

    def _save(self) -> None:
        try:
            save_practice(self.kept)
        except OSError as error:
            self.say(_not_saved(error))

    # -- Show me --------------------------------------------------------------------------
    def show_answer(self) -> None:
        """Point at a move the review accepts (the hint's ghost tile) and say why."""
        exercise = self.exercise
        if exercise is None or self.judge.busy:
            return
        self.controller.hold("judging")
        self.refresh()
        self.verdict.setText(self.tr("Looking for the review's move…"))
        request = self.judge.start(exercise.answer)
        self.pending = (request, "answer", None)

    def _point_at(self, move: Move) -> None:
        exercise = self.exercise
        assert exercise is not None
        self.play.show_move(move)
        self.verdict.setText(fmt(self.tr("The review's move: %1."), self.words(str(move))))
        self.reason.setText(self.reason_text(exercise, str(move)))

    def reason_text(self, exercise: Exercise, answer: str) -> str:
        """Why: what the review's move scores, the win chance it keeps, what the move played
        gave away at once."""
        lines = []
        if self.kruzici and exercise.best_points != exercise.points:
            text = self.tr("It brings kružići %1; your move brought kružići %2.", "dutch_domino")
            lines.append(fmt(text, -exercise.best_points, -exercise.points))
        elif not self.kruzici:
            best = exercise.best_points if answer == exercise.best else None
            if best is not None:
                text = self.tr("It scores %n point(s) at once.", "", best)
                lines.append(signed(text, best))
            text = self.tr("Your move scored %n point(s).", "", exercise.points)
            lines.append(signed(text, exercise.points))
            if exercise.given_away > 0:  # the review's "points missed": the most on offer
                top = exercise.top_points
                text = self.tr("The most a move scores here at once: %n point(s).", "", top)
                lines.append(signed(text, top))
        before, after = exercise.chance_before, exercise.chance_after
        if before is not None and after is not None and before > after:
            text = self.tr("It keeps a %1 % chance of winning; your move left %2 %.")
            lines.append(fmt(text, round(before * 100), round(after * 100)))
        return "\n".join(lines)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.rack_view.window_resized()  # the rack's tiles take the size that shows them all

    # -- closing --------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.judge.shutdown()
        self.controller.shutdown()
        super().closeEvent(event)


def _wrapping(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names a seat's moves: never markup
    label.setWordWrap(True)
    return label


def show_practice(
    kept: PracticeSet, parent: QWidget | None = None, notice: str = ""
) -> PracticeWindow:
    """Open a practice window on ``kept`` beside ``parent`` (not modal)."""
    window = PracticeWindow(kept, parent, notice)
    if parent is not None:
        window.setStyleSheet(parent.styleSheet())
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    window.show()
    return window
