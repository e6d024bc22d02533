"""The coach: after a human move, the Expert looks at the position the human faced (off the GUI
thread); when it thinks another move was clearly better, a quiet note in the status bar says
which and by how much, and a click on it shows that move on the board.

The comparison uses the Expert's search over the human's own view (it sees no hidden tiles):
the value of a move is its estimated chance of winning. "Clearly better" means at least
:data:`MARGIN` more, with the human's move studied by the search (a move the search never
tried gets no figure: the note then only names the Expert's choice).
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QPushButton, QStatusBar

from ..engine.base import Move, MoveResult, State
from .ai_adapter import AIRunner
from .board import Board
from .controller import GameController
from .words.game_words import game_word
from .words.move_words import describe_hint
from .words.texts import after_colon, fmt

#: how much higher (winning chance, 0..1) the Expert's move must be to be worth a note
MARGIN = 0.08
#: think time of the coach's search (seconds)
COACH_BUDGET = 0.8
#: widest the note in the status bar may be (pixels of text)
NOTE_WIDTH = 380


@dataclass(frozen=True)
class Verdict:
    """What the Expert thought of a move: its best move, both values (None = not studied)."""

    played: Move
    best: Move
    best_value: float
    played_value: float | None

    @property
    def loss(self) -> float | None:
        return None if self.played_value is None else self.best_value - self.played_value

    def clearly_better(self, margin: float = MARGIN) -> bool:
        if self.best == self.played:
            return False
        loss = self.loss
        return loss is None or loss >= margin


def rank_moves(
    view: State, budget: float, cancel: threading.Event | None
) -> list[tuple[Move, float | None]]:
    """The Expert's view of every move it studied, best first; unstudied moves have None."""
    try:
        from ..ai.base import Clock
        from ..ai.heuristics import heuristics_for
        from ..ai.ismcts import ISMCTS
    except ImportError:
        return []
    search = ISMCTS(heuristics_for(view), random.Random(7))
    result = search.search(view, Clock(budget, cancel))
    ranked: list[tuple[Move, float | None]] = []
    for move, visits, mean in result.moves:
        ranked.append((move, None if not visits or math.isnan(mean) else float(mean)))
    return ranked


def judge(
    view: State, played: Move, budget: float = COACH_BUDGET, cancel: threading.Event | None = None
) -> Verdict | None:
    """The Expert's verdict on ``played`` in ``view`` (the position before it), or None."""
    if len(view.legal_moves()) < 2:
        return None
    ranked = rank_moves(view, budget, cancel)
    if not ranked or ranked[0][1] is None:
        return None
    best, best_value = ranked[0]
    values = dict(ranked)
    assert best_value is not None
    return Verdict(played, best, best_value, values.get(played))


class _CoachTask:
    """A "player" for :class:`AIRunner` whose answer is a :class:`Verdict` (or None)."""

    def __init__(self, played: Move, budget: float) -> None:
        self.played = played
        self.budget = budget

    def choose_move(
        self, state: State, budget: float = 1.0, cancel: threading.Event | None = None
    ) -> Any:
        return judge(state, self.played, self.budget, cancel)


class Coach(QObject):
    """Watches human moves when switched on and shows notes in ``status_bar``.

    ``say`` puts a text in the status line; ``restoring`` tells a replayed move (undo, redo, a
    load) from one just played."""

    def __init__(
        self,
        controller: GameController,
        board: Board,
        status_bar: QStatusBar,
        say: Callable[[str], None],
        restoring: Callable[[], bool],
    ) -> None:
        super().__init__(status_bar)
        self.controller = controller
        self.board = board
        self.say = say
        self.restoring = restoring
        self.enabled = False
        #: True while a tutorial runs: the lesson asks for its own move, the coach keeps still
        self.quiet: Callable[[], bool] = lambda: False
        self.runner = AIRunner(self)
        self.runner.moveReady.connect(self._verdict_ready)
        self.runner.searchFailed.connect(lambda *_: self.runner.finished())
        self.request = -1
        self.verdict: Verdict | None = None
        #: the position the judged move was played in (as its mover saw it), for the words
        self.position: State | None = None
        self.note = QPushButton(status_bar)
        self.note.setFlat(True)
        self.note.setCursor(Qt.CursorShape.PointingHandCursor)
        self.note.setObjectName("coachNote")
        self.note.setStyleSheet(
            "QPushButton#coachNote { border: none; background: transparent; color: #9fd3c7;"
            " text-decoration: underline; padding: 0 6px; }"
        )
        self.note.setAccessibleName(self.tr("Coach note"))
        self.note.clicked.connect(self.show_better_move)
        self.note.hide()
        status_bar.addPermanentWidget(self.note)
        self._ghost: Any = None
        self._ghost_timer = QTimer(self)
        self._ghost_timer.setSingleShot(True)
        self._ghost_timer.timeout.connect(self._drop_ghost)
        controller.moveApplied.connect(self._move_applied)
        controller.gameStarted.connect(self.clear)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if not on:
            self.clear()

    def clear(self) -> None:
        self.runner.cancel()
        self.verdict = None
        self.note.hide()
        self._drop_ghost()

    def _move_applied(self, result: MoveResult, before: State) -> None:
        if not self.enabled or self.controller.seat_is_ai(result.player) or self.restoring():
            return
        if self.quiet():
            self.clear()
            return
        self.clear()
        view = before.view(result.player)
        self.position = view
        self.request = self.runner.start(_CoachTask(result.move, COACH_BUDGET), view, COACH_BUDGET)

    def _verdict_ready(self, request: int, verdict: Verdict | None) -> None:
        if request != self.request or request != self.runner.request:
            return
        self.runner.finished()
        if verdict is None or not verdict.clearly_better():
            return
        self.verdict = verdict
        loss = verdict.loss
        better = after_colon(self._words(verdict.best))
        if loss is not None:
            text = fmt(
                self.tr("Coach: a better move was: %1 (about %2 % more chance of winning)"),
                better,
                round(loss * 100),
            )
        else:
            text = fmt(self.tr("Coach: the Expert's move: %1"), better)
        # the note sits in the status bar: cut to a width that keeps an 800-pixel window
        # possible; the whole sentence is in the tooltip and is said again on a click
        metrics = self.note.fontMetrics()
        self.note.setText(metrics.elidedText(text, Qt.TextElideMode.ElideRight, NOTE_WIDTH))
        self.note.setToolTip(
            text + "\n" + game_word(self.controller.config.game_id, "see_on_board")
        )
        self.note.setAccessibleDescription(text)
        self.note.show()

    def show_better_move(self) -> None:
        """Show the better move as a ghost on the board for a few seconds."""
        verdict, painter = self.verdict, self.board.painter
        if verdict is None or painter is None:
            return
        self._drop_ghost()
        ghost = painter.make_ghost(verdict.best)
        if ghost is not None:
            ghost.setParentItem(painter.layer)
            ghost.setOpacity(0.75)
            ghost.setZValue(30)
            self._ghost = ghost
            self.board.view.ensureVisible(ghost)
            self._ghost_timer.start(4000)
        self.say(fmt(self.tr("The coach's move: %1"), after_colon(self._words(verdict.best))))

    def _words(self, move: Move) -> str:
        """``move`` in words in the position it was judged in (a verdict always has one)."""
        return "" if self.position is None else describe_hint(self.position, move)

    def _drop_ghost(self) -> None:
        if self._ghost is not None:
            try:
                scene = self._ghost.scene()
                if scene is not None:
                    scene.removeItem(self._ghost)
            except RuntimeError:  # already deleted with the board (a new game, an undo)
                pass
            self._ghost = None

    def shutdown(self) -> bool:
        return self.runner.shutdown()
