"""Undo and redo, built from the game record (seed + moves), never from view objects.

An undo replays a prefix of the recorded moves from the seed, which rebuilds the position, and
then reshuffles the stock nobody has seen (``GameRecord.reshuffle_here``): replayed alone, the
moves would deal the very tiles they dealt, and a player who drew, took it back and looked
would know the next draw. The record keeps the reshuffle's seed, so the game still replays
exactly. Against AI seats an undo rewinds to the human's previous decision, skipping the AI's
replies, and cancels a search in progress; redo re-applies the undone moves on the stock they
were played on (the undo's reshuffle is forgotten), so it shows again what was seen.

:class:`GameHistory` is plain Python (tested without Qt). The record itself belongs to the
controller (``GameController.record``); :class:`HistoryManager` observes the controller, keeps
only the moves taken back (for redo) and shows another position through
``GameController.restore``; it knows no window.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..engine.base import GameError, MoveResult, State
from ..engine.record import GameRecord, RecordError

if TYPE_CHECKING:
    from .controller import GameController


@dataclass
class Step:
    """One recorded move: its notation and the seat that played it."""

    text: str
    player: int


@dataclass
class GameHistory:
    """The record of the game being played plus the moves taken back (for redo)."""

    record: GameRecord
    movers: list[int] = field(default_factory=list)
    redo_steps: list[Step] = field(default_factory=list)  # next move to redo last

    @property
    def moves(self) -> list[str]:
        return self.record.moves

    def push(self, text: str, player: int) -> None:
        """A move was played; playing the move redo would replay keeps the rest of redo."""
        self.record.moves.append(text)
        self.movers.append(player)
        self.played(text)

    def played(self, text: str) -> None:
        """Move ``text`` is now in the record: it uses up the redo line or ends it."""
        if self.redo_steps and self.redo_steps[-1].text == text:
            self.redo_steps.pop()
        else:
            self.redo_steps.clear()

    # -- where undo and redo go -----------------------------------------------------------
    def undo_target(self, is_human: Callable[[int], bool]) -> int | None:
        """Number of moves to keep so that the human's last decision is to be taken again."""
        for index in range(len(self.movers) - 1, -1, -1):
            if is_human(self.movers[index]):
                return index
        return None

    def redo_count(self, is_human: Callable[[int], bool]) -> int:
        """How many undone moves one redo re-applies: the human move and the AI replies."""
        if not self.redo_steps:
            return 0
        count = 1
        for step in reversed(self.redo_steps[:-1]):
            if is_human(step.player):
                break
            count += 1
        return count

    def take_back(self, keep: int) -> None:
        """Keep the first ``keep`` moves; the rest go onto the redo stack."""
        while len(self.record.moves) > keep:
            self.redo_steps.append(Step(self.record.moves.pop(), self.movers.pop()))

    def pop_redo(self, count: int) -> list[Step]:
        steps = [self.redo_steps.pop() for _ in range(min(count, len(self.redo_steps)))]
        return steps

    # -- positions ------------------------------------------------------------------------
    def replay(self, upto: int | None = None) -> tuple[State, list[MoveResult]]:
        """The position after the first ``upto`` moves (all by default) and their results."""
        moves = self.record.moves if upto is None else self.record.moves[:upto]
        return replay_moves(self.record, moves)


def replay_moves(record: GameRecord, moves: Sequence[str]) -> tuple[State, list[MoveResult]]:
    """Replay ``moves`` from ``record``'s seed; RecordError names a move that cannot be played."""
    prefix = GameRecord(record.game, dict(record.options), record.seed, list(record.players))
    prefix.moves = list(moves)
    prefix.reshuffles = [r for r in record.reshuffles if r[0] <= len(moves)]
    last: State | None = None
    results: list[MoveResult] = []
    for after, result in prefix.replay_steps():
        last = after  # the live state: the same object after every move
        results.append(result)
    return (last if last is not None else prefix.initial_state()), results


class HistoryManager(QObject):
    """Undo / redo over the controller's record; the redo line is its own."""

    #: the record changed (a move, an undo, a redo, a new game or a load)
    changed = Signal()
    #: another position of the game is shown (undo, redo, a load): the views re-render
    restored = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.redo_steps: list[Step] = []  # next move to redo last
        self._restoring = False
        self.controller.gameStarted.connect(self._game_started)
        self.controller.moveApplied.connect(self._move_applied)

    # -- following the controller ---------------------------------------------------------
    def _game_started(self) -> None:
        if self._restoring:
            return
        self.redo_steps = []
        self.changed.emit()

    def _move_applied(self, result: MoveResult, before: State) -> None:
        history = self.history
        if history is not None and not self._restoring:
            history.played(str(result.move))  # the controller has recorded it
            self.changed.emit()

    @property
    def history(self) -> GameHistory | None:
        """The controller's record with the redo line (None: nothing recorded)."""
        record = self.controller.record
        if record is None:
            return None
        return GameHistory(record, self.controller.movers, self.redo_steps)

    def _working_copy(self) -> GameHistory | None:
        """The history to rewind or replay; the controller gets the result in :meth:`restore`."""
        history = self.history
        if history is None:
            return None
        record = dataclasses.replace(
            history.record,
            moves=list(history.record.moves),
            reshuffles=list(history.record.reshuffles),
        )
        return GameHistory(record, list(history.movers), list(history.redo_steps))

    # -- queries --------------------------------------------------------------------------
    @property
    def restoring(self) -> bool:
        """True while a position is being restored: its game start and moves are no news."""
        return self._restoring

    def _is_human(self, seat: int) -> bool:
        return not self.controller.seat_is_ai(seat)

    def can_undo(self) -> bool:
        if self.controller.remote is not None:  # a networked table: only by agreement
            return self.controller.remote.can_ask_undo()
        return self.history is not None and self.history.undo_target(self._is_human) is not None

    def can_redo(self) -> bool:
        return self.history is not None and bool(self.history.redo_steps)

    # -- undo / redo ----------------------------------------------------------------------
    def undo(self) -> bool:
        """Rewind to the human's previous decision (cancelling any AI search)."""
        history = self._working_copy()
        if history is None or self.controller.remote is not None or not self.can_undo():
            return False  # (a networked table's moves are taken back by the host alone)
        keep = history.undo_target(self._is_human)
        if keep is None:
            return False
        history.take_back(keep)
        history.record.reshuffle_here()  # the next draw is not the one taken back
        try:
            state, results = history.replay()
        except RecordError as error:  # cannot happen for moves the engine accepted
            self.controller.problem.emit(str(error))
            return False
        self.restore(state, results, history)
        return True

    def redo(self) -> bool:
        """Re-apply the undone human move and the AI replies that followed it."""
        history = self._working_copy()
        if history is None or not history.redo_steps:
            return False
        steps = history.pop_redo(history.redo_count(self._is_human))
        history.record.forget_reshuffle_here()  # the stock the undone moves were played on
        state, results = history.replay()
        for step in steps:
            try:
                results.append(state.apply(state.parse_move(step.text)))
            except GameError:
                history.redo_steps.clear()  # a stale redo line (e.g. from a hostile file)
                break
            history.record.moves.append(step.text)
            history.movers.append(step.player)
        self.restore(state, results, history)
        return True

    def restore(self, state: State, results: list[MoveResult], history: GameHistory) -> None:
        """Show ``state`` as if its ``results`` had just been played; ``history`` holds its
        record (handed to the controller) and the redo line."""
        self._restoring = True
        try:
            self.redo_steps = history.redo_steps
            self.controller.restore(state, results, history.record, history.movers)
            self.restored.emit()
        finally:
            self._restoring = False
        self.changed.emit()
        self.controller.schedule_ai()

    def load(
        self,
        state: State,
        results: list[MoveResult],
        record: GameRecord,
        movers: list[int],
        redo: list[Step],
    ) -> None:
        """Show a loaded game: its position, its record and its redo line."""
        self.restore(state, results, GameHistory(record, list(movers), list(redo)))
