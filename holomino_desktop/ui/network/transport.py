"""Thin QtNetwork transports for a networked table: bytes in and out of the sans-I/O core.

:class:`HostLink` listens with a ``QTcpServer``; each accepted ``QTcpSocket`` is a connection
of the :class:`~holomino_desktop.net.table.HostTable`, fed on ``readyRead`` and written after
every call (the table may have something for every seat after any of them). The AI seats and
the stand-ins of away seats think on an :class:`~..ai_adapter.AIRunner` (a worker thread, as
the window's own AI does); a single-shot timer waits for ``table.next_deadline()``.

:class:`GuestLink` is one ``QTcpSocket`` feeding a
:class:`~holomino_desktop.net.guest.GuestSession`; it emits the session's events.

Both keep the rules of the headless transport: a peer that leaves more than
:data:`~holomino_desktop.net.gate.MAX_BACKLOG` bytes unread is dropped, and the host reads
nothing more from a peer with over :data:`~holomino_desktop.net.gate.READ_PAUSE` bytes unread
until it reads (dropped after :data:`~holomino_desktop.net.gate.STALL_TIMEOUT` seconds); a
guest the table turns away for now (``busy``), or whose HELLO nobody answers, knocks again
after a short pause.
"""

from __future__ import annotations

import contextlib
import random
from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from ...engine.base import GameError, Move
from ...net.gate import LISTEN_BACKLOG, MAX_BACKLOG, READ_PAUSE, RELAYED, STALL_TIMEOUT
from ...net.guest import GuestEvent, GuestSession
from ...net.reconnect import (
    ANSWER_TIMEOUT,
    BROKEN,
    COMEBACK,
    CONNECT_TIMEOUT,
    HEARD_TIMEOUT,
    KNOCK_AGAIN,
    KNOCK_PATIENCE,
    KNOCK_PAUSE,
    SAME_SIDE_PAUSE,
    SAME_SIDE_TRIES,
    ms,
    next_delay,
)
from ...net.relay import RelayAddress, TableDoors
from ...net.table import AiTurn, HostTable
from ..ai_adapter import AIRunner, make_ai
from .relay_link import PAIR_TIMEOUT_MS, RETRY_FIRST_MS, RelayDoor, RelaySearch, derive_doors

#: closing passes over a table's connections (closing one can tell the others something)
_FLUSH_PASSES = 3


class HostLink(QObject):
    """A hosted table on a TCP port of this computer."""

    #: something happened at the table (``TableEvent``): joins, moves, chat, drops, the end
    tableEvent = Signal(object)
    #: a connection came or went, or the seats changed (the lobby redraws)
    changed = Signal()
    #: the AI of a seat starts (seat) or stops (-1) thinking
    thinking = Signal(int)
    #: the host's own move was refused (the engine's error)
    refused = Signal(object)

    def __init__(self, table: HostTable, budget: float = 1.0, parent: QObject | None = None):
        super().__init__(parent)
        self.table, self.budget = table, budget
        self.server = QTcpServer(self)
        self.server.setListenBacklogSize(LISTEN_BACKLOG)
        self.server.setMaxPendingConnections(LISTEN_BACKLOG)
        self.server.newConnection.connect(self._accept)
        self.sockets: dict[int, QTcpSocket] = {}
        #: connections not read while their unread answers are past READ_PAUSE
        self._stalled: set[int] = set()
        self.clock = QElapsedTimer()
        self.clock.start()
        self.runner = AIRunner(self)
        self.runner.moveReady.connect(self._ai_done)
        self.runner.searchFailed.connect(self._ai_failed)
        self._turn: AiTurn | None = None
        #: the host left: nothing more is read or said (sockets may still report closing)
        self.closed = False
        #: AI seats play only once the host has started the game in the window
        self.playing = False
        #: pause before an AI search, so that the move before it can be seen (ms)
        self.ai_delay_ms = 0
        self._ai_timer = _single_shot(self, self._next_ai)
        self._deadline = _single_shot(self, self._tick)
        self.door: RelayDoor | None = None  # waits at the relay, when the table uses one

    # -- the port -------------------------------------------------------------------------
    def listen(self, address: QHostAddress, port: int) -> bool:
        return bool(self.server.listen(address, port))

    @property
    def port(self) -> int:
        return int(self.server.serverPort())

    def now(self) -> float:
        return self.clock.elapsed() / 1000.0

    # -- connections ----------------------------------------------------------------------
    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self.adopt(socket, b"", socket.peerAddress().toString())

    def adopt(self, socket: QTcpSocket, first: bytes, source: str = RELAYED) -> None:
        """A guest's connection: accepted on the port from ``source`` (its address), or paired
        by the relay (``first``: its bytes that came with the relay's ``ok``)."""
        if self.closed:
            socket.abort()
            socket.deleteLater()
            return
        socket.setParent(self)
        # what a peer sends waits in the system, not in this process, while it is not read
        socket.setReadBufferSize(READ_PAUSE)
        conn = self.table.connect(self.now(), source)
        self.sockets[conn] = socket
        socket.readyRead.connect(lambda c=conn: self._read(c))
        socket.bytesWritten.connect(lambda _n, c=conn: self._written(c))
        socket.disconnected.connect(lambda c=conn: self._gone(c))
        if first:
            self.table.receive(conn, first, self.now())
        if socket.bytesAvailable():
            self._read(conn)
        else:
            self.flush()

    def _read(self, conn: int) -> None:
        socket = self.sockets.get(conn)
        if socket is None or self.closed:
            return
        if socket.bytesToWrite() > READ_PAUSE:
            # it does not read its answers: its requests wait unread (they cost nothing) until
            # it reads; past STALL_TIMEOUT it is dropped, its seat kept for its token
            if conn not in self._stalled:
                self._stalled.add(conn)
                QTimer.singleShot(int(STALL_TIMEOUT * 1000), self, lambda c=conn: self._stall(c))
            return
        self._stalled.discard(conn)
        self.table.receive(conn, bytes(socket.readAll().data()), self.now())
        self.flush()

    def _written(self, conn: int) -> None:
        """The peer read some of what it was sent: what it sent meanwhile is read now."""
        socket = self.sockets.get(conn)
        if socket is not None and socket.bytesToWrite() <= READ_PAUSE and socket.bytesAvailable():
            self._read(conn)

    def _stall(self, conn: int) -> None:
        socket = self.sockets.get(conn)
        if conn in self._stalled and socket is not None and socket.bytesToWrite() > READ_PAUSE:
            self._drop(conn)
            self.flush()
        self._stalled.discard(conn)

    def _gone(self, conn: int) -> None:
        socket = self.sockets.pop(conn, None)
        if socket is not None and not self.closed:
            self.table.disconnect(conn, self.now())
            with contextlib.suppress(RuntimeError):  # already gone with the server
                socket.deleteLater()
            self.flush()

    def flush(self) -> None:
        """Write what the table has for the connections it touched, close those it is done
        with, pass on its events and see whether an AI is to move."""
        for _ in range(_FLUSH_PASSES):
            closing = []
            for conn in self.table.touched():
                socket = self.sockets.get(conn)
                if socket is None:
                    continue
                data = self.table.outgoing(conn)
                if data:
                    socket.write(data)
                if socket.bytesToWrite() > MAX_BACKLOG:
                    self._drop(conn)  # it does not read what it is sent
                elif self.table.finished_with(conn):
                    closing.append(conn)
            for conn in closing:
                socket = self.sockets.pop(conn)
                self.table.disconnect(conn, self.now())
                # closed once what is written has gone; deleted only then (deleting it now
                # could drop the last frame: the refusal of a wrong code, the end, a bye)
                socket.disconnected.connect(socket.deleteLater)
                socket.flush()  # to the system now, without waiting: the host may be leaving
                socket.disconnectFromHost()
        for event in self.table.take_events():
            self.tableEvent.emit(event)
        self.changed.emit()
        self._arm_deadline()
        if self.playing and not self.runner.is_busy() and not self._ai_timer.isActive():
            self._ai_timer.start(self.ai_delay_ms)

    def _drop(self, conn: int) -> None:
        """End a connection at once, unsent bytes and all; its seat waits for its token."""
        socket = self.sockets.pop(conn)
        socket.blockSignals(True)
        socket.abort()
        socket.deleteLater()
        self.table.disconnect(conn, self.now())

    def _arm_deadline(self) -> None:
        deadline = self.table.next_deadline()
        if deadline is None:
            self._deadline.stop()
        else:
            self._deadline.start(max(0, int((deadline - self.now()) * 1000) + 5))

    def _tick(self) -> None:
        self.table.tick(self.now())
        self.flush()

    # -- the host's own hands ---------------------------------------------------------------
    def submit(self, move: Move) -> None:
        try:
            self.table.play_host(str(move))
        except GameError as error:
            self.refused.emit(error)
        self.flush()

    def chat(self, text: str) -> None:
        self.table.host_chat(text)
        self.flush()

    def start(self) -> bool:
        """The host's Start: the table starts (every seat is told) and AI seats play from now
        on; False while a friend's seat is still free."""
        if not self.table.start():
            return False
        self.playing = True
        self.flush()
        return True

    def wait_at_relay(self, relay: RelayAddress, check: bool = False) -> RelayDoor:
        """Guests can also come in through ``relay``: a door waits there for each (``check``:
        a new code, first checked to be held by no live table there)."""
        self.door = RelayDoor(relay, self.table.code, self, check)
        self.door.arrived.connect(self.adopt)
        self.door.open()
        return self.door

    def close(self) -> None:
        """The host leaves: every guest is told, every connection closes, the port too."""
        if self.door is not None:
            self.door.stop()
        self.playing = False
        self._ai_timer.stop()
        self._deadline.stop()
        self.runner.cancel()
        if not self.table.closed:
            self.table.leave()
            self.flush()
        self.closed = True
        self.server.close()

    def shutdown(self) -> bool:
        self.close()
        return self.runner.shutdown()

    # -- AI seats ---------------------------------------------------------------------------
    def _next_ai(self) -> None:
        if not self.playing or self.runner.is_busy():
            return
        turn = self.table.ai_turn()
        if turn is None:
            return
        self._turn = turn
        self.thinking.emit(turn.seat)
        player = make_ai(turn.level, seed=random.randrange(2**31), budget=self.budget)
        self.runner.start(player, turn.view, self.budget)

    def _ai_done(self, request: int, move: Move) -> None:
        if request != self.runner.request or self._turn is None:
            return
        self.runner.finished()
        self._play_turn(str(move))

    def _ai_failed(self, request: int, message: str) -> None:
        if request != self.runner.request or self._turn is None:
            return
        self.runner.finished()
        moves = self._turn.view.legal_moves()  # the seat must not hold up the table
        self._play_turn(str(random.Random(self._turn.ply).choice(moves)))

    def _play_turn(self, move: str) -> None:
        turn, self._turn = self._turn, None
        self.thinking.emit(-1)
        if turn is not None and not self.table.closed:
            try:
                self.table.play_ai(turn, move)
            except GameError:
                legal = turn.view.legal_moves()
                self.table.play_ai(turn, str(random.Random(turn.ply).choice(legal)))
        self.flush()


@dataclass(frozen=True)
class Lan:
    """A way to a table: straight to its address (the LAN, or an open port)."""

    host: str
    port: int


#: the ways a guest tries, in order: the LAN address, then a transit relay
Way = Lan | RelayAddress
#: how long a guest whose relayed connection broke keeps coming back, and how long it waits for
#: the table's address before trying the relay (ms; the policy of ``net/reconnect.py``)
COMEBACK_MS, CONNECT_TIMEOUT_MS = ms(COMEBACK), ms(CONNECT_TIMEOUT)
#: how long a guest knocks at a busy table, waits to hear anything after its HELLO, and waits
#: for its turn once the host said so (ms)
KNOCK_PATIENCE_MS, HEARD_TIMEOUT_MS = ms(KNOCK_PATIENCE), ms(HEARD_TIMEOUT)
ANSWER_TIMEOUT_MS = ms(ANSWER_TIMEOUT)


class GuestLink(QObject):
    """This window's connection to a table hosted elsewhere, by the first way that answers.

    A seated guest whose connection through the relay broke (the relay restarted) comes back
    with its seat's token, trying again a little later each time, for up to two minutes; a
    guest the relay paired with another guest (``same_side``), one the table turned away for
    now (``busy``) and one whose HELLO nobody answered try again after a short pause.
    """

    #: what the session made of the bytes that came: a list of ``GuestEvent``
    events = Signal(list)
    #: the connection broke and the link tries to come back (True), or it is back or has
    #: given up (False): the window says so and holds the seat's moves meanwhile
    reconnecting = Signal(bool)

    def __init__(self, session: GuestSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.ways: list[Way] = []
        self.socket = QTcpSocket(self)
        self._reached = False
        self._heard = False  # the host answered this connection's HELLO
        self.welcomed = False  # the table seated this window (on some connection)
        self.came_back = False  # the seat was taken back after a broken connection
        self.away = False  # the connection broke and a try to come back is under way
        self.via: Way | None = None  # the way of the current connection
        self._comeback = QElapsedTimer()
        self._delay = RETRY_FIRST_MS
        self._same_sides = 0  # times the relay paired this guest with another guest
        self._knocking = QElapsedTimer()  # since the first try: how long it may knock again
        self._again = _single_shot(self, lambda: self._try(0))
        self._answer = _single_shot(self, self._no_answer)
        self._relay_search: RelaySearch | None = None  # the doors being tried at the relay

    def open(self, host: str, port: int) -> None:
        self.open_ways([Lan(host, port)])

    def open_ways(self, ways: list[Way]) -> None:
        self.ways = list(ways)
        self._knocking.start()
        self._try(0)

    def _try(self, index: int) -> None:
        """Connect by ``ways[index]`` (a fresh socket each time)."""
        if self.session.closed:
            return
        self._drop_socket()
        socket = self.socket
        self._reached, self.via = False, self.ways[index]
        way = self.via
        if isinstance(way, Lan):
            socket.errorOccurred.connect(lambda _e: self._failed(socket, index))
            socket.connected.connect(lambda: self._connected(socket, b""))
            socket.connectToHost(way.host, way.port)
            if len(self.ways) > index + 1:  # an address that does not answer: the relay soon
                QTimer.singleShot(CONNECT_TIMEOUT_MS, socket, lambda: self._slow(socket, index))
            return
        derive_doors(self.session.channel_code, socket,  # the key: once, off this thread
                     lambda doors: self._search(socket, way, doors, index))  # fmt: skip

    def _search(self, socket: QTcpSocket, relay: RelayAddress, doors: TableDoors,
                index: int) -> None:  # fmt: skip
        """Look for the host's door at the relay; ``socket`` stands for this try until a
        door pairs, and the paired socket takes its place."""
        if socket is not self.socket:
            return
        search = self._relay_search = RelaySearch(relay, doors, PAIR_TIMEOUT_MS, socket)
        search.paired.connect(lambda paired, rest: self._relayed(socket, paired, rest))
        search.failed.connect(lambda reason: self._failed(socket, index, reason))

    def _relayed(self, socket: QTcpSocket, paired: QTcpSocket, rest: bytes) -> None:
        if socket is not self.socket:
            paired.abort()
            return
        paired.setParent(self)
        self.socket, self._relay_search = paired, None
        socket.blockSignals(True)
        socket.deleteLater()  # the stand-in, and the search with it
        self._connected(paired, rest)

    def _connected(self, socket: QTcpSocket, first: bytes) -> None:
        if socket is not self.socket:
            return
        self._reached, self._heard = True, False
        self._answer.start(HEARD_TIMEOUT_MS)
        if isinstance(self.via, RelayAddress):
            socket.errorOccurred.connect(lambda _e: self._failed(socket, 0))
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._eof)
        if first:
            self._take(first)
        self._write()

    def _write(self) -> None:
        data = self.session.outgoing()
        if data and self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self.socket.write(data)

    def _read(self) -> None:
        self._take(bytes(self.socket.readAll().data()))

    def _take(self, data: bytes) -> None:
        events = self.session.receive(data)
        if self.session.channel.established:
            self._answer.stop()
        elif self.session.channel.heard and not self._heard:  # a host: its turn will come
            self._heard = True
            self._answer.start(ANSWER_TIMEOUT_MS)
        self._write()
        if self.session.closed:
            self.socket.disconnectFromHost()
        welcome = any(e.kind == "welcome" for e in events)
        self.welcomed = self.welcomed or welcome
        if self._comes_back():
            return
        if welcome and self.away:  # back: a later outage has its own two minutes
            self.away = False
            self._comeback.invalidate()
            self._delay = RETRY_FIRST_MS
            self.reconnecting.emit(False)
        if events:
            self.events.emit(events)

    def _eof(self) -> None:
        if self.socket.bytesAvailable():
            self._read()
        if not self.session.closed:
            events = self.session.receive_eof()
            if not self._comes_back():
                self.events.emit(events)

    def _no_answer(self) -> None:
        """Nobody answered this guest's HELLO in time: no host is at the other end."""
        if self.session.closed or self.session.channel.established:
            return
        self.session.channel.close()
        self.session.closed = "no_answer"
        if not self._comes_back():
            self.events.emit([GuestEvent("closed", {}, "no_answer")])

    def _slow(self, socket: QTcpSocket, index: int) -> None:
        if socket is self.socket and not self._reached:
            socket.blockSignals(True)
            socket.abort()
            self._failed(socket, index)

    def _failed(self, socket: QTcpSocket, index: int, reason: str = "unreachable") -> None:
        """``ways[index]`` did not reach the table (``reason``: ``unreachable``, or
        ``no_table`` when the relay answered but no door of the code did)."""
        if socket is not self.socket:
            return
        if self._reached or self.session.closed:
            self._eof()
            return
        if index + 1 < len(self.ways):
            self._try(index + 1)  # the LAN did not answer: the relay next
        elif self._comeback.isValid():
            self._retry_later()
        else:
            self.session.closed = reason  # never connected: no table at that address
            self.events.emit([GuestEvent("closed", {}, reason)])

    def _comes_back(self) -> bool:
        """The connection broke in a way worth trying again: plan the try (True)."""
        reason = self.session.closed
        same_side = reason == "same_side"
        broken = self.welcomed and reason in BROKEN and isinstance(self.via, RelayAddress)
        knock = reason in KNOCK_AGAIN and self._knocking.elapsed() < KNOCK_PATIENCE_MS
        if same_side:
            self._same_sides += 1
        if not (broken or knock or (same_side and self._same_sides <= SAME_SIDE_TRIES)):
            return False
        if broken and not self._comeback.isValid():
            self._comeback.start()
        if self._comeback.isValid() and self._comeback.elapsed() > COMEBACK_MS:
            self._gave_up()
            return False
        self._drop_socket()
        session = self.session
        self.session = GuestSession(session.channel_code, session.name, session.token)
        self.came_back = self.came_back or broken
        if broken and not self.away:
            self.away = True
            self.reconnecting.emit(True)
        if same_side:  # two guests met at the relay: not again at once
            self._again.start(ms(random.uniform(*SAME_SIDE_PAUSE)))
        elif knock:  # the table's door was full, or nobody answered: again in a moment
            self._again.start(ms(random.uniform(*KNOCK_PAUSE)))
        else:
            self._retry_later()
        return True

    def _gave_up(self) -> None:
        if self.away:
            self.away = False
            self.reconnecting.emit(False)

    def _drop_socket(self) -> None:
        """Done with this socket: nothing it says any more reaches the session."""
        self._stop_search()
        old, self.socket = self.socket, QTcpSocket(self)
        old.blockSignals(True)
        old.abort()
        old.deleteLater()

    def _stop_search(self) -> None:
        search, self._relay_search = self._relay_search, None
        if search is not None:
            with contextlib.suppress(RuntimeError):  # gone with its try's socket already
                search.stop()

    def _retry_later(self) -> None:
        if self._comeback.elapsed() > COMEBACK_MS:
            self._gave_up()
            self.session.closed = "lost"
            self.events.emit([GuestEvent("closed", {}, "lost")])
            return
        self._again.start(self._delay)
        self._delay = ms(next_delay(self._delay / 1000))

    # -- what the guest does ----------------------------------------------------------------
    def send_move(self, move: str) -> None:
        self.session.send_move(move)
        self._write()

    def chat(self, text: str) -> None:
        self.session.send_chat(text)
        self._write()

    def flush(self) -> None:
        """Send what the session has to say (an undo request, an answer to one)."""
        self._write()

    def close(self) -> None:
        self._again.stop()
        self._answer.stop()
        if not self.session.closed:
            self.session.leave()
            self._write()
        self._stop_search()
        self.socket.disconnectFromHost()  # what was written still goes
        # nothing more reaches this link: its slots are lambdas, kept past its deletion
        self.socket.blockSignals(True)


def _single_shot(parent: QObject, slot: object) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    return timer
