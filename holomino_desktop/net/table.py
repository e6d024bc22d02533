"""The host's table: seats, joining, turns, drops, chat and the end. Sans-I/O.

:class:`HostTable` owns the true state, the seed and the record; it is the only authority.
A transport gives it each connection's bytes and the time (:meth:`HostTable.connect`,
:meth:`~HostTable.receive`, :meth:`~HostTable.disconnect`, :meth:`~HostTable.tick`) and writes
what :meth:`~HostTable.outgoing` returns; it closes a connection once
:meth:`~HostTable.finished_with` says so. The table never blocks: when a seat played by an AI
is to move, :meth:`~HostTable.ai_turn` hands out the seat's view, the driver runs the AI
wherever it likes (a thread, a process) and gives the move back with
:meth:`~HostTable.play_ai`.

Rules it keeps:

- Start begins the game (:meth:`HostTable.start`, once every guest seat is taken: the window's
  Start button, or the headless driver as soon as the table is full); before it no seat moves,
  no AI thinks, and every seat's position says it waits; at Start every seat gets its position
  again, now started;
- a move is accepted only from the connection holding the seat to move, for the current
  position (``ply``), read with ``state.parse_move`` and applied with ``state.apply`` (which
  checks it is legal); anything else is an error message and changes nothing;
- every seat has its own name: a name another seat already has gets a number ("Ana (2)");
  an AI seat the host did not name is "Computer N" (N: its seat, counted from 1), which each
  window words in its own language;
- a seat receives only its view (:mod:`.codec`), the public record of moves and score lines
  (the whole of it when it takes its seat, :meth:`HostTable.log_messages`: a window shows the
  same move log after a reconnect), and at the end the full record;
- a guest's seat has a random resume token, given once; the table keeps only its SHA-256
  (with which it checks the ticket of a guest coming back: :mod:`.channel`);
- a seat whose guest dropped is *away*; after ``hold`` seconds an AI of ``stand_in`` level
  plays it until its guest comes back with the token;
- malformed messages earn an error and a strike; after :data:`MAX_STRIKES` the connection is
  closed;
- a new connection goes through the table's door (:class:`~.gate.Gate`): it knocks (its
  HELLO), a guest with a seat's ticket goes straight in, every other waits for one of the few
  tries of the code the table judges a second. Each step is timed (:data:`~.gate.HELLO_TIMEOUT`,
  :data:`~.gate.WAIT_TIMEOUT`, :data:`CONFIRM_TIMEOUT`, :data:`JOIN_TIMEOUT`); a seat's
  comebacks are limited to :data:`TOKEN_KNOCKS` in :data:`TOKEN_WINDOW` seconds, and its chat
  is slowed past :data:`CHAT_BURST` lines in :data:`CHAT_WINDOW` seconds, over all its
  connections: no guest, and nobody without the code, can stall the host or keep a friend out;
- undo only by agreement: a seat asks to take back its last move (at most once per
  :data:`UNDO_PAUSE` seconds), every other seat a human plays answers; when all accept, the
  table replays its record without that seat's last move and what followed it, reshuffles the
  stock nobody has seen (so a draw taken back is not the next draw) and sends every seat its
  new view; a decline, a move, or :data:`UNDO_TIMEOUT` seconds without every answer
  cancels it. AI seats never answer, and they wait while a request is open;
- a host leaving an unfinished game sends its record as it stood (nothing is hidden any more).
"""

from __future__ import annotations

import heapq
import json
import secrets
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Literal

from ..engine.base import Game, GameError, InvalidMoveError, MoveResult, State
from ..engine.record import GameRecord, Seat
from . import protocol
from .channel import MAX_PAYLOAD, Channel, Closed, Established, Knocked, Received, ticket_key
from .codec import encode_move, encode_view
from .gate import HELLO_TIMEOUT, WAIT_TIMEOUT, Gate
from .words import InviteCode

#: malformed messages a connection may send before it is closed
MAX_STRIKES = 3
#: seconds a dropped guest's seat waits before an AI stands in (the host may choose another)
DEFAULT_HOLD = 120.0
#: seconds a connection let in to try the code has to confirm it, and then to join
CONFIRM_TIMEOUT, JOIN_TIMEOUT = 5.0, 5.0
#: connections with a seat's ticket the table takes within TOKEN_WINDOW seconds (a guest whose
#: line breaks comes back a few times a minute; a seated guest cannot make the host run key
#: exchanges without end)
TOKEN_KNOCKS, TOKEN_WINDOW = 10, 10.0
#: tickets of each seat remembered: a copied HELLO is no ticket (it goes through the door)
TICKETS_KEPT = 64
#: chat lines a seat may send within CHAT_WINDOW seconds (more get an error, not a strike),
#: counted over all its connections
CHAT_BURST, CHAT_WINDOW = 5, 10.0
#: seconds between two ``wrong_code`` events (a flood of guesses is one note, not thousands)
WRONG_CODE_NOTE = 30.0
#: seconds the other humans have to answer an undo request, and between two of one seat's
UNDO_TIMEOUT, UNDO_PAUSE = 30.0, 20.0
#: bytes of moves in one ``log`` message (a frame holds MAX_PAYLOAD; room for the rest)
LOG_BYTES = MAX_PAYLOAD - 1024

SeatKind = Literal["guest", "ai", "host"]


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """A seat as the host set it: ``guest`` (someone who joins), ``ai`` (at ``level``) or
    ``host`` (the host's own, played through :meth:`HostTable.play_host`)."""

    kind: SeatKind
    level: str | None = None


@dataclass(frozen=True, slots=True)
class AiTurn:
    """A move the driver must compute: ``level``'s choice for ``seat`` on ``view``."""

    seat: int
    ply: int
    level: str
    view: State


@dataclass(frozen=True, slots=True)
class TableEvent:
    """What happened, for the window or a log: ``kind`` is ``joined``, ``back``, ``away``,
    ``stand_in``, ``moved``, ``chat``, ``ended``, ``wrong_code``, ``undo_asked``,
    ``undo_result`` (``text``: one of ``protocol.UNDO_RESULTS``); ``seat`` when it names one."""

    kind: str
    seat: int | None = None
    text: str = ""
    result: MoveResult | None = None


@dataclass
class UndoRequest:
    """An open request of ``seat`` to take back its last move: the table would keep the first
    ``keep`` moves; ``waiting`` are the seats yet to accept."""

    seat: int
    keep: int
    deadline: float
    waiting: set[int]


@dataclass
class _Seat:
    spec: SeatSpec
    name: str
    token_hash: bytes | None = None
    conn: int | None = None
    away_since: float | None = None
    stand_in: bool = False
    chats: list[float] = field(default_factory=list)  # when its last chat lines came
    knocks: list[float] = field(default_factory=list)  # when its guest last came with a ticket
    tickets: deque[bytes] = field(default_factory=lambda: deque(maxlen=TICKETS_KEPT))

    @property
    def ai_plays(self) -> bool:
        return self.spec.kind == "ai" or self.stand_in


Stage = Literal["knocking", "waiting", "trying", "joining", "seated"]


@dataclass
class _Conn:
    number: int
    channel: Channel
    source: str  # where it comes from (an address, or the relay): the door's fairness
    deadline: float  # when its stage times out (not once seated)
    stage: Stage = "knocking"
    seat: int | None = None
    ticket_seat: int | None = None  # the seat whose ticket it showed
    strikes: int = 0
    done: bool = False  # nothing more is read; close once written


def token_hash(token: str) -> bytes:
    return ticket_key(token)


class HostTable:
    """One table. ``seats`` in seat order; ``seed`` fixes every shuffle (it never leaves)."""

    def __init__(
        self,
        game: Game,
        seats: list[SeatSpec],
        *,
        code: InviteCode,
        seed: int | None = None,
        hold: float = DEFAULT_HOLD,
        stand_in: str = "intermediate",
        host_name: str = "Host",
        hints: bool = True,
    ) -> None:
        if len(seats) != game.num_players:
            raise ValueError(f"{game.name} is played by {game.num_players}, not {len(seats)}")
        self.game, self.code, self.hold, self.stand_in = game, code, hold, stand_in
        self.hints = hints  # whether the guests' windows offer the Hint
        self.seed = seed if seed is not None else secrets.randbits(63)
        self.seats = [_Seat(spec, _seat_name(spec, i, host_name)) for i, spec in enumerate(seats)]
        self.state = game.new_initial_state(self.seed)
        self.record = GameRecord.start(game, self.seed, self._record_seats())
        self.gate = Gate()
        #: wrong codes tried so far (each one was let in by the gate)
        self.wrong_codes = 0
        self._wrong_noted = float("-inf")
        self._conns: dict[int, _Conn] = {}
        self._touched: set[int] = set()  # connections with something to write, or to close
        self._timeouts: list[tuple[float, int]] = []  # (deadline, connection), a heap
        self._next_conn = 0
        self._asked: tuple[int, int] | None = None  # (seat, ply) of the AI turn handed out
        self.events: list[TableEvent] = []
        self.closed = False
        self.movers: list[int] = []  # the seat that played each move of the record
        self.undo: UndoRequest | None = None
        self._undo_asked: dict[int, float] = {}  # when each seat last asked
        #: Start was given (:meth:`start`): the game is under way
        self.started = False
        #: every move played, as a seat is told of it (the move log a joining seat gets)
        self.log: list[dict[str, Any]] = []

    # -- public reading ------------------------------------------------------------------
    @property
    def seated(self) -> bool:
        """Every guest seat has been taken (a drop later does not free it): Start may be given."""
        return all(seat.token_hash is not None for seat in self.seats if seat.spec.kind == "guest")

    @property
    def finished(self) -> bool:
        return self.state.is_terminal()

    @property
    def ply(self) -> int:
        return len(self.record.moves)

    def free_seats(self) -> int:
        return sum(1 for s in self.seats if s.spec.kind == "guest" and s.token_hash is None)

    def take_events(self) -> list[TableEvent]:
        events, self.events = self.events, []
        return events

    def start(self) -> bool:
        """Start the game (the host's Start): False while a guest seat is free or the table is
        closed. Every seat gets its position again, now started, so that the seat to move
        knows it may (a guest's window stops saying that it waits for the host)."""
        if self.started:
            return True
        if not self.seated or self.closed:
            return False
        self.started = True
        for conn in self._live():
            assert conn.seat is not None
            self._send(conn, self.state_message(conn.seat))
        return True

    # -- connections ---------------------------------------------------------------------
    def connect(self, now: float, source: str = "") -> int:
        """A new connection from ``source`` (its address, or ``relay``); write
        :meth:`outgoing` to it, and to every other (it may have turned an older one away)."""
        number = self._next_conn
        self._next_conn += 1
        channel = Channel("host", self.code.password)
        conn = self._conns[number] = _Conn(number, channel, source, now + HELLO_TIMEOUT)
        heapq.heappush(self._timeouts, (conn.deadline, number))
        self._touched.add(number)
        if self.closed:
            channel.refuse("host left")
            conn.done = True
        else:
            for victim in self.gate.knock(number, source, now):
                self._turn_away(victim)
        return number

    def touched(self) -> list[int]:
        """The connections that may have something to write, or be done, since the last call:
        the transport writes (and closes) those, not every connection it holds."""
        touched, self._touched = sorted(self._touched), set()
        return touched

    def outgoing(self, number: int) -> bytes:
        conn = self._conns.get(number)
        return conn.channel.outgoing() if conn is not None else b""

    def finished_with(self, number: int) -> bool:
        """True when the transport should close this connection (after writing outgoing)."""
        conn = self._conns.get(number)
        return conn is None or conn.done

    def receive(self, number: int, data: bytes, now: float) -> None:
        """Bytes that arrived on a connection. Never raises for anything the guest sends."""
        conn = self._conns.get(number)
        if conn is None or conn.done:
            return
        self._touched.add(number)
        self._channel_events(number, conn, conn.channel.receive(data), now)
        self._let_in(now)

    def _channel_events(self, number: int, conn: _Conn, events: list[Any], now: float) -> None:
        for event in events:
            if isinstance(event, Received):
                self._message(number, conn, event.payload, now)
            elif isinstance(event, Closed):
                self._lost(number, conn, event.reason, now)
            elif isinstance(event, Knocked):
                self._knocked(number, conn, now)
            elif isinstance(event, Established):  # the guest speaks first (join)
                self._stage(conn, "joining", now + JOIN_TIMEOUT)
            if conn.done:
                break

    def _knocked(self, number: int, conn: _Conn, now: float) -> None:
        """The guest's HELLO came: with a seat's ticket it tries the code at once (not
        counted, not waiting); without one it waits at the door for a try."""
        index = self._ticket_seat(conn.channel)
        if index is None:
            self._stage(conn, "waiting", now + WAIT_TIMEOUT)
            conn.channel.wait()  # (its guest knows a host heard it; let in below, maybe at once)
            for victim in self.gate.wait(number, conn.source, now):
                self._turn_away(victim)
            return
        self.gate.leave(number)
        seat = self.seats[index]
        seat.knocks = [t for t in seat.knocks if now - t < TOKEN_WINDOW]
        if len(seat.knocks) >= TOKEN_KNOCKS:
            self._turn_away(number)
            return
        seat.knocks.append(now)
        conn.ticket_seat = index
        self._try_code(number, conn, now)

    def _ticket_seat(self, channel: Channel) -> int | None:
        """The seat whose ticket the HELLO carried (None: none, or a copy of one seen)."""
        for index, seat in enumerate(self.seats):
            if seat.token_hash is not None and channel.holds_ticket(seat.token_hash):
                shown = channel.shown_ticket
                if shown is None or shown in seat.tickets:
                    return None
                seat.tickets.append(shown)
                return index
        return None

    def _let_in(self, now: float) -> None:
        """Waiting connections whose turn has come try the code."""
        for number in self.gate.let_in(now):
            conn = self._conns.get(number)
            if conn is not None and not conn.done:
                self._try_code(number, conn, now)

    def _try_code(self, number: int, conn: _Conn, now: float) -> None:
        self._stage(conn, "trying", now + CONFIRM_TIMEOUT)
        self._touched.add(number)
        self._channel_events(number, conn, conn.channel.admit(), now)

    def _stage(self, conn: _Conn, stage: Stage, deadline: float) -> None:
        conn.stage, conn.deadline = stage, deadline
        heapq.heappush(self._timeouts, (deadline, conn.number))

    def _timed_out(self, now: float) -> _Conn | None:
        """The next connection whose stage at the door is over by ``now`` (None: none)."""
        while self._timeouts and self._timeouts[0][0] <= now:
            deadline, number = heapq.heappop(self._timeouts)
            if self._current(deadline, number):
                return self._conns[number]
        return None

    def _current(self, deadline: float, number: int) -> bool:
        """Whether ``deadline`` is still that of connection ``number``'s stage at the door."""
        conn = self._conns.get(number)
        at_door = conn is not None and conn.seat is None and not conn.done
        return at_door and conn is not None and conn.deadline == deadline

    def _turn_away(self, number: int) -> None:
        """Tell a connection the table cannot let it try now (its guest knocks again)."""
        conn = self._conns.get(number)
        if conn is not None and not conn.done:
            conn.channel.refuse("busy")
            conn.done = True
            self._touched.add(conn.number)

    def disconnect(self, number: int, now: float) -> None:
        """The connection is gone (closed by either side, or broken)."""
        conn = self._conns.pop(number, None)
        self.gate.leave(number)
        if conn is not None and not conn.done:
            conn.channel.close()
            self._lost(number, conn, "eof", now)
        elif conn is not None:
            self._leave_seat(number, conn, now)

    def tick(self, now: float) -> None:
        """Let time run: an away seat whose hold is up gets its AI stand-in; a connection
        whose stage at the door timed out is closed (told ``busy`` when it waited for a try);
        waiting connections whose turn has come try the code."""
        while (conn := self._timed_out(now)) is not None:
            if conn.stage == "waiting":
                conn.channel.refuse("busy")
            else:
                conn.channel.close()
            conn.done = True
            self._touched.add(conn.number)
            self.gate.leave(conn.number)
        self._let_in(now)
        for index, seat in enumerate(self.seats):
            if (
                seat.away_since is not None
                and not seat.stand_in
                and now - seat.away_since >= self.hold
            ):
                seat.stand_in = True
                self.events.append(TableEvent("stand_in", index))
                self._broadcast_seats()
        if self.undo is not None and now >= self.undo.deadline:
            self._undo_end("timeout")

    def next_deadline(self) -> float | None:
        """When :meth:`tick` next has something to do (None: nothing waits)."""
        times = [
            s.away_since + self.hold
            for s in self.seats
            if s.away_since is not None and not s.stand_in
        ]
        while self._timeouts and not self._current(*self._timeouts[0]):
            heapq.heappop(self._timeouts)  # (its connection went on, or went)
        times += [self._timeouts[0][0]] if self._timeouts else []
        times += [self.undo.deadline] if self.undo is not None else []
        next_try = self.gate.next_try()
        times += [next_try] if next_try is not None else []
        return min(times, default=None)

    # -- the host's own hands ------------------------------------------------------------
    def ai_turn(self) -> AiTurn | None:
        """The AI move wanted now, handed out once per position (None: nothing to compute)."""
        if self.closed or self.finished or not self.started or self.undo is not None:
            return None  # (while an undo request is open the AI seats wait for its answer)
        player = self.state.current_player
        seat = self.seats[player]
        if not seat.ai_plays or self._asked == (player, self.ply):
            return None
        self._asked = (player, self.ply)
        level = seat.spec.level if seat.spec.kind == "ai" and seat.spec.level else self.stand_in
        return AiTurn(player, self.ply, level, self.state.view(player))

    def play_ai(self, turn: AiTurn, move: str) -> bool:
        """The driver's answer to :meth:`ai_turn`; False (and nothing done) when the position
        moved on or the seat's human came back meanwhile."""
        seat = self.seats[turn.seat]
        if self.finished or turn.ply != self.ply or not seat.ai_plays:
            return False
        if self.state.current_player != turn.seat:
            return False
        self._apply(turn.seat, move)
        return True

    def play_host(self, move: str) -> MoveResult:
        """A move of the host's own seat; GameError when it is not that seat's turn or legal."""
        player = self.state.current_player
        if self.finished or self.seats[player].spec.kind != "host" or not self.started:
            raise GameError("it is not the host's turn", key="not_your_turn")
        return self._apply(player, move)

    def host_chat(self, text: str) -> None:
        host = next((i for i, s in enumerate(self.seats) if s.spec.kind == "host"), -1)
        self._chat(host, "Host" if host < 0 else self.seats[host].name, text)

    def host_seat(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.spec.kind == "host"), None)

    def ask_undo(self, seat: int, now: float) -> str | None:
        """``seat`` asks to take back its last move; None when the question went out, else the
        refusal's code (``nothing_to_undo``, ``undo_pending``, ``undo_too_soon``, ``game_over``).
        """
        refusal = self._undo_refusal(seat, now)
        if refusal is not None:
            return refusal
        keep = max(i for i, mover in enumerate(self.movers) if mover == seat)
        waiting = {i for i, s in enumerate(self.seats) if i != seat and not s.ai_plays}
        self._undo_asked[seat] = now
        self.undo = UndoRequest(seat, keep, now + UNDO_TIMEOUT, waiting)
        name = self.seats[seat].name
        self.events.append(TableEvent("undo_asked", seat, name))
        message = protocol.encode("undo_asked", seat=seat, name=name)
        for conn in self._live():
            self._send(conn, message)
        if not waiting:
            self._take_back()
        return None

    def _undo_refusal(self, seat: int, now: float) -> str | None:
        if self.finished or self.closed:
            return "game_over"
        if not self.started:
            return "not_started"
        if self.undo is not None:
            return "undo_pending"
        if now - self._undo_asked.get(seat, float("-inf")) < UNDO_PAUSE:
            return "undo_too_soon"
        return None if seat in self.movers else "nothing_to_undo"

    def answer_undo(self, seat: int, accept: bool) -> bool:
        """``seat``'s answer to the open request (False: it was not asked, or nothing is open)."""
        request = self.undo
        if request is None or seat not in request.waiting:
            return False
        if not accept:
            self._undo_end("declined")
            return True
        request.waiting.discard(seat)
        if not request.waiting:
            self._take_back()
        return True

    def _take_back(self) -> None:
        """Everybody agreed: the position is the record's replayed without the asking seat's
        last move and every move after it; every seat gets its new view."""
        assert self.undo is not None
        self.record.moves = self.record.moves[: self.undo.keep]
        self.movers = self.movers[: self.undo.keep]
        # the stock nobody has seen is reshuffled: replayed alone, the moves would deal the
        # tile the asking seat drew and took back (the record keeps the seed: it replays)
        self.record.reshuffle_here()
        self.state = self.record.replay()[0]  # moves the engine accepted once: they replay
        self.log = self.log[: self.undo.keep]
        self._asked = None
        for conn in self._live():  # the new view first: the guest's window shows it, then says
            assert conn.seat is not None  # why (the result)
            self._send(conn, self.state_message(conn.seat))
        self._undo_end("done")

    def _undo_end(self, result: str) -> None:
        assert self.undo is not None
        seat, self.undo = self.undo.seat, None
        self.events.append(TableEvent("undo_result", seat, result))
        message = protocol.encode("undo_result", seat=seat, result=result)
        for conn in self._live():
            self._send(conn, message)

    def leave(self) -> None:
        """The host closes the table: every guest is told (with the record as it stood when
        the game is not over: they may keep it), every connection ends."""
        self.closed = True
        unfinished = self.started and not self.finished
        record = self.record_messages("unfinished") if unfinished else []
        for number, conn in self._conns.items():
            if conn.channel.established and not conn.done:
                for part in record if conn.seat is not None else []:
                    self._send(conn, part)
                self._send(conn, protocol.encode("bye", reason="host_left"))
            elif not conn.done:
                conn.channel.refuse("host left")
            conn.done = True
            self._touched.add(number)
            self.gate.leave(number)

    # -- messages ------------------------------------------------------------------------
    def _message(self, number: int, conn: _Conn, payload: bytes, now: float) -> None:
        try:
            message = protocol.decode(payload, protocol.GUEST)
        except protocol.ProtocolError as exc:
            self._strike(conn, exc.code, str(exc))
            return
        kind = message["type"]
        if kind == "join":
            self._join(number, conn, message, now)
        elif conn.seat is None:
            self._strike(conn, "bad_message", "join first")
        elif kind == "move":
            self._guest_move(conn, message)
        elif kind == "undo_ask":
            refusal = self.ask_undo(conn.seat, now)
            if refusal is not None:
                self._error(conn, refusal, "no undo now")
        elif kind == "undo_answer":
            if not self.answer_undo(conn.seat, message["accept"]):
                self._error(conn, "no_undo", "no undo request waits for this seat's answer")
        elif kind == "chat":
            seat = self.seats[conn.seat]  # counted per seat: a new connection starts no new count
            seat.chats = [t for t in seat.chats if now - t < CHAT_WINDOW]
            text = protocol.plain_text(message["text"], protocol.MAX_CHAT)
            if len(seat.chats) >= CHAT_BURST:
                self._error(conn, "slow_down", "too many chat lines: wait a moment")
            elif text:
                seat.chats.append(now)
                self._chat(conn.seat, seat.name, text)
        else:  # leave
            conn.done = True
            self._leave_seat(number, conn, now)

    def _strike(self, conn: _Conn, code: str, message: str) -> None:
        conn.strikes += 1
        self._error(conn, code, message)
        if code == "version" or conn.strikes >= MAX_STRIKES:
            self._send(
                conn, protocol.encode("bye", reason="version" if code == "version" else "strikes")
            )
            conn.done = True

    def _error(self, conn: _Conn, code: str, message: str) -> None:
        text = protocol.plain_text(message, protocol.MAX_MESSAGE_TEXT)
        self._send(conn, protocol.encode("error", code=code, message=text))

    def _join(self, number: int, conn: _Conn, message: dict[str, Any], now: float) -> None:
        if conn.seat is not None:
            self._strike(conn, "bad_message", "already seated")
            return
        token, new_token = message["token"], None
        if token is not None or conn.ticket_seat is not None:
            index = self._seat_of_token(token) if token is not None else None
            if index is None or conn.ticket_seat not in (None, index):
                self._error(conn, "unknown_token", "this table has no seat for that token")
                self._bye(conn, "unknown_token")
                return
        else:
            index = next(
                (
                    i
                    for i, s in enumerate(self.seats)
                    if s.spec.kind == "guest" and s.token_hash is None
                ),
                None,
            )
            if index is None:
                self._bye(conn, "full")
                return
            new_token = secrets.token_hex(protocol.TOKEN_HEX // 2)
        self._seat_guest(number, conn, index, message["name"], new_token)

    def _seat_guest(
        self, number: int, conn: _Conn, index: int, name: str, token: str | None
    ) -> None:
        seat = self.seats[index]
        old = self._conns.get(seat.conn) if seat.conn is not None else None
        if old is not None and old is not conn:
            self._bye(old, "replaced")
        if token is not None:
            seat.token_hash = token_hash(token)
            given = protocol.plain_text(name, protocol.MAX_NAME) or f"Guest {index + 1}"
            seat.name = self._unique_name(given, index)
        back = seat.away_since is not None
        seat.conn, seat.away_since, seat.stand_in = number, None, False
        conn.seat, conn.stage = index, "seated"
        self.record.players[index] = Seat(seat.name, "human")
        self._send(conn, protocol.encode(
            "welcome", seat=index, token=token, game=self.game.id, options=self.game.options,
            players=[s.name for s in self.seats], hints=self.hints,
        ))  # fmt: skip
        self.events.append(TableEvent("back" if back else "joined", index, seat.name))
        self._broadcast_seats()
        for part in self.log_messages():  # the moves so far: the window's move log
            self._send(conn, part)
        self._send(conn, self.state_message(index))
        if self.finished:
            for part in self.record_messages("end"):
                self._send(conn, part)

    def _unique_name(self, name: str, index: int) -> str:
        """``name``, or ``name (2)``, ``name (3)``... when another seat is called so already:
        two players of one name could not be told apart in the chat and the move log."""
        taken = {s.name.casefold() for i, s in enumerate(self.seats) if i != index}
        number, unique = 1, name
        while unique.casefold() in taken:
            number += 1
            suffix = f" ({number})"
            unique = name[: protocol.MAX_NAME - len(suffix)] + suffix
        return unique

    def _seat_of_token(self, token: str) -> int | None:
        wanted = token_hash(token)
        for index, seat in enumerate(self.seats):
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, wanted):
                return index
        return None

    def _bye(self, conn: _Conn, reason: str) -> None:
        self._send(conn, protocol.encode("bye", reason=reason))
        conn.done = True

    def _guest_move(self, conn: _Conn, message: dict[str, Any]) -> None:
        assert conn.seat is not None
        if self.finished:
            self._error(conn, "game_over", "the game is over")
        elif not self.started:
            self._error(conn, "not_started", "the host has not started the game yet")
        elif self.state.current_player != conn.seat or self.seats[conn.seat].stand_in:
            self._error(conn, "not_your_turn", "it is not your turn")
        elif message["ply"] != self.ply:
            self._error(conn, "stale", f"that move was for move {message['ply'] + 1}")
        else:
            try:
                self._apply(conn.seat, message["move"])
            except GameError as exc:
                code = "bad_notation" if isinstance(exc, InvalidMoveError) else "illegal_move"
                self._error(conn, code, str(exc))

    def _apply(self, player: int, text: str) -> MoveResult:
        """Parse and apply a move of ``player`` (the seat to move), then tell every seat."""
        move = self.state.parse_move(text)
        result = self.state.apply(move)  # checks legality; the state is unchanged on error
        self.record.moves.append(str(move))
        self.movers.append(player)
        self.log.append({**_moved_fields(player, result), "play": encode_move(move)})
        self.events.append(TableEvent("moved", player, str(move), result))
        moved = _moved_message(player, str(move), self.ply - 1, result)
        for conn in self._live():
            self._send(conn, moved)
            assert conn.seat is not None
            self._send(conn, self.state_message(conn.seat))
        if self.undo is not None:  # a move cancels the request (said after the move is shown)
            self._undo_end("moved")
        if self.finished:
            self.record.finish(self.state)
            self.events.append(TableEvent("ended"))
            end = self.record_messages("end")
            for conn in self._live():
                for part in end:
                    self._send(conn, part)
        return result

    def _chat(self, seat: int, name: str, text: str) -> None:
        text = protocol.plain_text(text, protocol.MAX_CHAT)
        self.events.append(TableEvent("chat", seat if seat >= 0 else None, text))
        message = protocol.encode("chat", seat=seat, name=name, text=text)
        for conn in self._live():
            self._send(conn, message)

    # -- what a seat is sent ---------------------------------------------------------------
    def state_message(self, seat: int) -> bytes:
        """The position as ``seat`` may see it (the leak test regenerates exactly this)."""
        return protocol.encode(
            "state", ply=self.ply, turn=self.state.current_player,
            view=encode_view(self.state.view(seat)), seats=self._seat_list(),
            started=self.started,
        )  # fmt: skip

    def log_messages(self) -> list[bytes]:
        """The moves played so far with their score lines (what every seat was told of each,
        and the move itself, :func:`.codec.encode_move`, since a move's text is read on the
        position before it, which a seat joining late never saw): ``log {first, moves}``
        messages, as many as the frames need; none before the first move."""
        messages: list[bytes] = []
        first, size = 0, 0
        batch: list[dict[str, Any]] = []
        for ply, entry in enumerate(self.log):
            length = len(json.dumps(entry, separators=(",", ":"), ensure_ascii=False)) + 1
            if batch and size + length > LOG_BYTES:
                messages.append(protocol.encode("log", first=first, moves=batch))
                first, size, batch = ply, 0, []
            batch.append(entry)
            size += length
        if batch:
            messages.append(protocol.encode("log", first=first, moves=batch))
        return messages

    def record_messages(self, kind: str) -> list[bytes]:
        """The full record for every seat (``kind``: ``end``, or ``unfinished`` when the host
        leaves): one message, or, for a record larger than a frame holds (a very long match),
        ``<kind>_part`` messages with its JSON text in slices."""
        record = self.record.to_json()
        whole = protocol.encode(kind, record=record)
        if len(whole) <= MAX_PAYLOAD:
            return [whole]
        text = json.dumps(record, separators=(",", ":"), ensure_ascii=True)
        size = protocol.END_PART_CHARS
        slices = [text[start : start + size] for start in range(0, len(text), size)]
        return [
            protocol.encode(f"{kind}_part", part=number, parts=len(slices), text=piece)
            for number, piece in enumerate(slices)
        ]

    def _seat_list(self) -> list[dict[str, Any]]:
        return [
            {"name": s.name, "kind": s.spec.kind, "level": s.spec.level,
             "away": s.away_since is not None, "ai": s.ai_plays}
            for s in self.seats
        ]  # fmt: skip

    def _broadcast_seats(self) -> None:
        message = protocol.encode("seats", seats=self._seat_list())
        for conn in self._live():
            self._send(conn, message)

    def _live(self) -> list[_Conn]:
        return [c for c in self._conns.values() if c.seat is not None and not c.done]

    def _send(self, conn: _Conn, payload: bytes) -> None:
        self._touched.add(conn.number)
        if not conn.channel.established or conn.channel.closed:
            return
        if len(payload) > MAX_PAYLOAD:  # never seen (views stay under 5 KB): say so, not drop
            payload = protocol.encode("error", code="too_large", message="a message was too large")
        conn.channel.send(payload)

    def _lost(self, number: int, conn: _Conn, reason: str, now: float) -> None:
        conn.done = True
        self.gate.leave(number)
        if reason == "wrong_code":
            self.wrong_codes += 1
            if now - self._wrong_noted >= WRONG_CODE_NOTE:
                self._wrong_noted = now
                self.events.append(TableEvent("wrong_code"))
        self._leave_seat(number, conn, now)

    def _leave_seat(self, number: int, conn: _Conn, now: float) -> None:
        if conn.seat is None:
            return
        index, conn.seat = conn.seat, None
        seat = self.seats[index]
        if seat.conn == number:  # not when a newer connection already took the seat back
            seat.conn, seat.away_since = None, now
            self.events.append(TableEvent("away", index))
            self._broadcast_seats()

    def _record_seats(self) -> list[Seat]:
        return [
            Seat(s.name, "ai" if s.spec.kind == "ai" else "human", s.spec.level) for s in self.seats
        ]


def _seat_name(spec: SeatSpec, index: int, host_name: str) -> str:
    if spec.kind == "host":  # a name as the guests accept it (net/trust.py)
        return protocol.plain_text(host_name, protocol.MAX_NAME) or "Host"
    if spec.kind == "ai":  # as the window names its computers: each window words it anew
        return f"Computer {index + 1}"
    return f"Guest {index + 1}"


def _moved_fields(seat: int, result: MoveResult) -> dict[str, Any]:
    """What every seat is told of a move besides its text: who played it, its score lines and
    events (params as JSON has them: what :func:`.protocol.encode` would write)."""
    items = [
        {"player": i.player, "points": i.points, "kind": i.kind, "text": i.text,
         "params": [[k, v] for k, v in i.params]}
        for i in result.items
    ]  # fmt: skip
    fields = {"seat": seat, "items": items, "events": list(result.events)}
    return dict(json.loads(json.dumps(fields, default=str)))


def _moved_message(seat: int, move: str, ply: int, result: MoveResult) -> bytes:
    return protocol.encode("moved", move=move, ply=ply, **_moved_fields(seat, result))
