"""The game controller: owns the state and the game's record, asks the engine, runs the AI seats
off the GUI thread.

It holds no rules. Humans' moves come from the window (already chosen among
``state.legal_moves()``), the AI's from :class:`~.ai_adapter.AIRunner`; both go through
:meth:`GameController.play`, which applies the move, keeps its :class:`MoveResult` and its
notation in :attr:`GameController.record` and tells the parts (signals). The controller pauses
(``hold``) while the window shows a round summary, a hot-seat hand-over or a modal question
(:meth:`GameController.paused`), and resumes the AI when released: an AI move found while play is
held waits, and is played on release.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import get_game
from ..engine.base import Game, GameError, Move, MoveResult, State
from ..engine.record import GameRecord, Seat
from .ai_adapter import AIRunner, Player, make_ai
from .words.engine_texts import error_text


@dataclass
class SeatConfig:
    name: str
    kind: str = "human"  # "human" or "ai"
    level: str = "random"

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass
class GameConfig:
    game_id: str = "holomino"
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[SeatConfig] = field(default_factory=list)
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "game_id": self.game_id,
            "options": dict(self.options),
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        seats = [
            SeatConfig(str(s.get("name", "")), str(s.get("kind", "human")), str(s.get("level")))
            for s in data.get("seats", [])
        ]
        return cls(str(data.get("game_id", "holomino")), dict(data.get("options", {})), seats)


class RemoteTable(Protocol):
    """A networked table (ui/network/): the seat this window plays, and where its moves go.
    Every other seat is a source of moves that arrive later, as an AI seat's do."""

    local_seat: int

    def submit(self, move: Move) -> None:
        """Send the window's move to the table; the table's verdict comes back as a move."""

    def seat_label(self, seat: int) -> str | None:
        """Who plays ``seat`` as its card says it (away, the computer for them...), or None."""

    def hints_allowed(self) -> bool:
        """Whether the table allows this window's Hint (the host's setting)."""

    def can_ask_undo(self) -> bool:
        """Whether Edit → Undo may ask the table to take back this seat's last move."""

    def ask_undo(self) -> None:
        """Ask every other human at the table to agree to take back this seat's last move."""

    def status_note(self) -> str | None:
        """What the status line says instead of whose turn it is (the table waits for its
        Start, the connection is away), or None."""


def seats_to_record(seats: Sequence[SeatConfig]) -> list[Seat]:
    return [Seat(s.name, "ai" if s.is_ai else "human", s.level if s.is_ai else None) for s in seats]


class GameController(QObject):
    """One match in the window."""

    #: a new game started (the window rebuilds everything)
    gameStarted = Signal()
    #: a move was applied: (MoveResult, state before the move)
    moveApplied = Signal(object, object)
    #: the AI of a seat starts (seat) or stops (-1) thinking
    thinkingChanged = Signal(int)
    #: the move ended a round (not the match); the window shows a summary and calls release()
    roundEnded = Signal(object)
    #: the match is over
    gameOver = Signal()
    #: something went wrong that the status line should say
    problem = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = AIRunner(self)
        self.runner.moveReady.connect(self._ai_move_ready)
        self.runner.searchFailed.connect(self._ai_failed)
        self.config = GameConfig()
        self.game: Game | None = None
        self.state: State | None = None
        self.results: list[MoveResult] = []
        #: the record of the game shown (seed + moves, for undo, saving and replays) and the
        #: seat that played each of its moves; None for a position that is no seed's deal (a
        #: tutorial's lesson position): nothing to undo, save or count
        self.record: GameRecord | None = None
        self.movers: list[int] = []
        self.players: dict[int, Player] = {}
        self.budget = 1.0
        #: pause between an AI move and the next AI search, so animations can play
        self.ai_delay_ms = 0
        self.thinking_seat = -1
        self._holds: set[str] = set()
        self._pending = -1
        #: an AI move that arrived while play was held: played on release
        self._ready: Move | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._maybe_start_ai)
        #: vets a human's move before it is played (ui/tutorial_panel.py); False: not played
        self.move_filter: Callable[[Move], bool] | None = None
        #: the networked table this window sits at (None: every seat is played here)
        self.remote: RemoteTable | None = None
        #: the name a seat gets now for a default name ("You", "Computer 1" in any language),
        #: None for a name the player typed (set by the window: the New game dialog knows them)
        self.default_name: Callable[[str, int], str | None] | None = None

    # -- starting -----------------------------------------------------------------------
    def new_game(self, config: GameConfig, remote: RemoteTable | None = None) -> None:
        """Abandon the current game (cancelling any search) and start ``config``; at a
        networked table (``remote``) the seed is the host's and no seat's AI runs here."""
        self.remote = remote
        self.runner.cancel()
        self._set_thinking(-1)
        self._timer.stop()
        self._holds.clear()
        self._ready = None
        if remote is None:  # a networked table's names are the host's
            # renamed in place: the config stays the caller's object (a tutorial knows its
            # game by it)
            config.seats = [self._named(seat, p) for p, seat in enumerate(config.seats)]
        self.config = config
        options = dict(config.options)
        options["players"] = len(config.seats)
        self.game = get_game(config.game_id, **options)
        seed = config.seed if config.seed is not None else random.randrange(2**31)
        self.seed = seed
        self.state = self.game.new_initial_state(seed=seed)
        self.results = []
        self.record = GameRecord.start(self.game, seed, seats_to_record(config.seats))
        self.movers = []
        self.players = {
            p: make_ai(seat.level, seed=seed + 7919 * (p + 1), budget=self.budget)
            for p, seat in enumerate(config.seats)
            if seat.is_ai and remote is None
        }
        self.gameStarted.emit()
        self.schedule_ai()

    def _named(self, seat: SeatConfig, index: int) -> SeatConfig:
        """``seat`` with its default name in the language shown now (a typed name stays)."""
        renamed = self.default_name(seat.name, index) if self.default_name else None
        return dataclasses.replace(seat, name=renamed) if renamed else seat

    def rename_default_seats(self) -> None:
        """After a language switch: "Ty", "Komputer 1" become "You", "Computer 1"; the record
        keeps the same names as the seats."""
        if self.state is None:
            return
        self.config.seats = [self._named(seat, p) for p, seat in enumerate(self.config.seats)]
        names = [seat.name for seat in self.config.seats]
        if self.record is not None and len(self.record.players) == len(names):
            self.record.players = [
                dataclasses.replace(player, name=name)
                for player, name in zip(self.record.players, names, strict=True)
            ]

    def restore(
        self,
        state: State,
        results: list[MoveResult],
        record: GameRecord | None,
        movers: Sequence[int] = (),
    ) -> None:
        """Show another position of the same game (undo, redo, a loaded file: ``record`` holds
        its moves; a lesson position: None): any AI search is cancelled; the parts rebuild
        through ``gameStarted``. The caller resumes the AI with :meth:`schedule_ai`."""
        self.remote = None  # a file or a lesson is played here, never at a networked table
        self.runner.cancel()
        self._set_thinking(-1)
        self._timer.stop()
        self._holds.clear()
        self._ready = None
        self.state = state
        self.results = list(results)
        self.record = record
        self.movers = list(movers)
        self.gameStarted.emit()

    def shutdown(self) -> bool:
        """Stop everything (window closing); True when the worker thread has finished."""
        self._timer.stop()
        self._set_thinking(-1)
        return self.runner.shutdown()

    # -- queries ------------------------------------------------------------------------
    @property
    def seats(self) -> list[SeatConfig]:
        return self.config.seats

    def seat_is_ai(self, seat: int) -> bool:
        """True for a seat whose moves arrive later: an AI's, or any other seat's at a
        networked table."""
        if self.remote is not None:
            return 0 <= seat < len(self.seats) and seat != self.remote.local_seat
        return 0 <= seat < len(self.seats) and self.seats[seat].is_ai

    def human_to_move(self) -> bool:
        state = self.state
        return (
            state is not None
            and not state.is_terminal()
            and not self.seat_is_ai(state.current_player)
            and not self._holds
        )

    def hints_allowed(self) -> bool:
        """The Hint is offered: always at a local game; at a networked table as its host says."""
        return self.remote is None or self.remote.hints_allowed()

    def human_seats(self) -> list[int]:
        """The seats played with this window's mouse and keyboard."""
        if self.remote is not None:
            return [self.remote.local_seat]
        return [p for p, seat in enumerate(self.seats) if not seat.is_ai]

    def legal_moves(self) -> list[Move]:
        if self.state is None or self.state.is_terminal():
            return []
        return self.state.legal_moves()

    # -- holding (summaries, hand-over, modal questions) -----------------------------------
    def hold(self, reason: str) -> None:
        self._holds.add(reason)

    def release(self, reason: str) -> None:
        self._holds.discard(reason)
        self.schedule_ai()

    def held(self) -> bool:
        return bool(self._holds)

    @contextmanager
    def paused(self, reason: str = "modal") -> Iterator[None]:
        """Hold play while the block runs (a modal question waits for the player): no AI move
        is played meanwhile. Nested blocks of one reason release when the outermost ends."""
        added = reason not in self._holds
        self.hold(reason)
        try:
            yield
        finally:
            if added:
                self.release(reason)

    # -- playing ------------------------------------------------------------------------
    def play(self, move: Move) -> MoveResult | None:
        """Apply ``move`` for the seat to move; on an illegal move say why and return None."""
        state = self.state
        if state is None:
            return None
        before = state.clone()
        try:
            result = state.apply(move)
        except GameError as error:
            self.problem.emit(error_text(error, state.game.id))
            return None
        self.results.append(result)
        if self.record is not None:
            self.record.moves.append(str(result.move))
            self.movers.append(result.player)
        self.moveApplied.emit(result, before)
        if state.is_terminal():
            self.gameOver.emit()
        elif "round_end" in result.events:
            self.roundEnded.emit(result)
        self.schedule_ai()
        return result

    def play_human(self, move: Move) -> MoveResult | None:
        if not self.human_to_move():
            return None
        if self.move_filter is not None and not self.move_filter(move):
            return None  # the tutorial explained why this is not the move it asked for
        if self.remote is not None:
            self.remote.submit(move)  # played when the table says so
            return None
        return self.play(move)

    def schedule_ai(self, delay_ms: int | None = None) -> None:
        """Start the AI of the seat to move after ``delay_ms`` (default: ``ai_delay_ms``)."""
        if self.state is None or self.state.is_terminal() or self._holds:
            return
        if not self.seat_is_ai(self.state.current_player) or self.remote is not None:
            return
        self._timer.start(self.ai_delay_ms if delay_ms is None else delay_ms)

    def _maybe_start_ai(self) -> None:
        state = self.state
        if state is None or state.is_terminal() or self._holds or self.runner.is_busy():
            return
        if self._ready is not None:  # found while play was held: its turn has come
            move, self._ready = self._ready, None
            if self.play(move) is None:
                self._stand_in()
            return
        seat = state.current_player
        player = self.players.get(seat)
        if player is None:
            return
        self._set_thinking(seat)
        self._pending = self.runner.start(player, state.view(seat), self.budget)

    def _ai_move_ready(self, request: int, move: Move) -> None:
        if request != self._pending or request != self.runner.request:
            return  # an answer for an abandoned search
        self.runner.finished()
        self._set_thinking(-1)
        if self._holds:  # a question is open (or a summary): the move waits for the release
            self._ready = move
            return
        if self.play(move) is None:
            self._stand_in()

    def _ai_failed(self, request: int, message: str) -> None:
        if request != self._pending or request != self.runner.request:
            return
        self.runner.finished()
        self._set_thinking(-1)
        self.problem.emit(message)
        self._stand_in()

    def _stand_in(self) -> None:
        """The AI failed or chose an illegal move: a random legal move keeps the game going."""
        moves = self.legal_moves()
        if not moves:
            return
        move = random.Random(len(self.results)).choice(moves)
        if self._holds:
            self._ready = move  # played on release, as the AI's own move would be
        else:
            self.play(move)

    # -- a networked table's guest: the host's verdicts, on views of this seat ---------------
    def start_view(
        self,
        config: GameConfig,
        view: State,
        remote: RemoteTable,
        results: Sequence[MoveResult] = (),
    ) -> None:
        """Show a seat's view of a networked game and the moves played so far (``results``,
        as the table told them: the move log); no seed here, so nothing to record yet."""
        self.remote = remote
        self.runner.cancel()
        self._timer.stop()
        self._holds.clear()
        self._ready = None
        self.config, self.game, self.state = config, view.game, view
        self.results, self.record, self.players = list(results), None, {}
        self.movers = [result.player for result in self.results]
        self.gameStarted.emit()

    def show_played(self, result: MoveResult, view: State) -> None:
        """A move the host applied, and this seat's view after it: shown as a move played."""
        before = self.state
        self.state = view
        self.results.append(result)
        self.moveApplied.emit(result, before)
        if view.is_terminal():
            self.gameOver.emit()
        elif "round_end" in result.events:
            self.roundEnded.emit(result)

    def set_thinking(self, seat: int) -> None:
        """The seat whose move is being computed (-1: none), also for a networked table."""
        self._set_thinking(seat)

    def _set_thinking(self, seat: int) -> None:
        if seat != self.thinking_seat:
            self.thinking_seat = seat
            self.thinkingChanged.emit(seat)
