"""A networked table's connections through a transit relay, with QtNetwork.

:class:`RelayDoor` is the host's side (the window's version of ``net.tcp.HostDriver.relay_doors``):
one ``QTcpSocket`` waits at the relay at the table's next door (``net.relay.TableDoors``), with a
side of its own; when the relay pairs it with a guest, the socket (and any bytes after the
relay's ``ok``) is handed over like a connection the ``QTcpServer`` accepted, and the next door
opens at once. A door nobody took while its step lasted moves to the present step. A relay that
is down or restarts is tried again, 0.25 s later, then twice as long each time up to 4 s.

:class:`RelaySearch` is one try of a guest's: batch after batch of doors (bounded in time) until
one pairs. :class:`RelayWay` is one greeting: connect, greet, wait to be paired.

The table key behind the doors is memory-hard (some 0.1 s of CPU): :func:`derive_doors` derives
it on a worker thread, once per code, so the window never waits for it.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from ...net.reconnect import (
    CLAIM_WAIT,
    NEXT_DOOR_PAUSE,
    RELAY_BATCH_WAIT,
    RELAY_PAIR_TIMEOUT,
    RETRY_FIRST,
    ms,
    next_delay,
)
from ...net.relay import (
    RelayAddress,
    RelayAnswer,
    RelayError,
    TableDoors,
    greeting,
    known_doors,
    new_side,
    table_doors,
)
from ...net.words import InviteCode
from ..settings import RELAY_KEY, relay_text

#: the first pause before the host's door tries the relay again, how long a guest waits at the
#: relay for the host's door, and each batch of doors (ms): the policy of every transport
#: (``net/reconnect.py``)
RETRY_FIRST_MS, PAIR_TIMEOUT_MS = ms(RETRY_FIRST), ms(RELAY_PAIR_TIMEOUT)
BATCH_WAIT_MS = ms(RELAY_BATCH_WAIT)


def configured_relay(store: QSettings) -> RelayAddress | None:
    """The relay set in Settings → Network (None: LAN only, or not an address)."""
    text = relay_text(str(store.value(RELAY_KEY, "") or ""))
    return RelayAddress.parse(text) if text else None


class _Derived(QObject):
    """Carries a derived key from the worker thread to the GUI thread: :attr:`done` is emitted
    there and, its receiver being this object (of the GUI thread), delivered queued."""

    done = Signal(object)

    def __init__(self, then: Callable[[TableDoors], None], parent: QObject) -> None:
        super().__init__(parent)
        self.then = then
        self.done.connect(self._deliver)

    def _deliver(self, doors: TableDoors) -> None:
        self.deleteLater()
        self.then(doors)


def derive_doors(code: InviteCode, context: QObject, then: Callable[[TableDoors], None]) -> None:
    """Call ``then(doors of code)`` on the GUI thread: at once when the key is known, else once
    a worker thread has derived it. Nothing is called when ``context`` went away meanwhile."""
    doors = known_doors(code)
    if doors is not None:
        then(doors)
        return
    carrier = _Derived(then, context)

    def work() -> None:
        doors = table_doors(code)
        with contextlib.suppress(RuntimeError):  # the context (and the carrier) went away
            carrier.done.emit(doors)

    threading.Thread(target=work, name="table key", daemon=True).start()


class RelayWay(QObject):
    """Connect ``socket`` to the relay, greet it and wait to be paired: :attr:`paired` with
    the bytes after ``ok`` that are already the other end's, or :attr:`failed`."""

    paired = Signal(bytes)
    failed = Signal(str)

    def __init__(self, socket: QTcpSocket, relay: RelayAddress, token: str, side: str,
                 timeout_ms: int | None, parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.socket, self.relay, self.answer = socket, relay, RelayAnswer()
        self._greeting = greeting(token, side)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(lambda: self._fail("no partner at the relay in time"))
        socket.connected.connect(self._greet)
        socket.readyRead.connect(self._read)
        socket.errorOccurred.connect(self._error)
        socket.connectToHost(relay.host, relay.port)
        if timeout_ms is not None:
            self.timer.start(timeout_ms)

    def _greet(self) -> None:
        self.socket.write(self._greeting)

    def _read(self) -> None:
        try:
            rest = self.answer.feed(bytes(self.socket.readAll().data()))
        except RelayError as error:
            self._fail(str(error))
            return
        if self.answer.paired:
            self._release()
            self.paired.emit(rest)

    def _error(self, _error: QAbstractSocket.SocketError) -> None:
        self._fail(self.socket.errorString())

    def _fail(self, why: str) -> None:
        self._release()
        self.socket.abort()
        self.failed.emit(why)

    def cancel(self) -> None:
        """Give up without a word: the socket closes, nothing is emitted."""
        self._release()
        self.socket.blockSignals(True)
        self.socket.abort()

    def _release(self) -> None:
        """The socket is no longer this way's: the table's code reads it from now on."""
        self.timer.stop()
        for signal, slot in ((self.socket.connected, self._greet),
                             (self.socket.readyRead, self._read),
                             (self.socket.errorOccurred, self._error)):  # fmt: skip
            with contextlib.suppress(RuntimeError, TypeError):  # already released
                signal.disconnect(slot)


class RelaySearch(QObject):
    """A guest's try at the relay: batch after batch of doors (``TableDoors.search``), each
    greeting on a socket of its own, until one pairs (:attr:`paired`: that socket, parented to
    this search, and the bytes after ``ok``) or ``timeout_ms`` ran out (:attr:`failed`)."""

    paired = Signal(QTcpSocket, bytes)
    #: the try is over: ``no_table`` (the relay answered, no door of the code paired in time:
    #: no such table, or a mistyped code) or ``unreachable`` (the relay cannot be reached)
    failed = Signal(str)

    def __init__(self, relay: RelayAddress, doors: TableDoors, timeout_ms: int,
                 parent: QObject | None = None, side: str | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.relay, self.doors, self.side = relay, doors, side
        self.ways: list[RelayWay] = []
        self.batch = 0
        self.done = False
        self.next_batch = QTimer(self)
        self.next_batch.setSingleShot(True)
        self.next_batch.timeout.connect(self._search)
        self.deadline = QTimer(self)
        self.deadline.setSingleShot(True)
        self.deadline.timeout.connect(lambda: self._fail("no_table"))
        self.deadline.start(timeout_ms)
        self._search()

    def _search(self) -> None:
        self._drop_ways()
        for token, side in self.doors.greetings(time.time(), self.batch, self.side):
            way = RelayWay(QTcpSocket(self), self.relay, token, side, None, self)
            way.paired.connect(lambda rest, way=way: self._paired(way, rest))
            way.failed.connect(lambda _why, way=way: self._lost(way))
            self.ways.append(way)
        self.batch += 1
        self.next_batch.start(BATCH_WAIT_MS)

    def _paired(self, way: RelayWay, rest: bytes) -> None:
        if self.done:
            way.cancel()
            return
        self.ways.remove(way)
        self.stop()
        self.paired.emit(way.socket, rest)

    def _lost(self, way: RelayWay) -> None:
        """This greeting failed: the relay dropped it (another end took that door) or cannot
        be reached. Only when the whole batch failed is the try over."""
        if way in self.ways:
            self.ways.remove(way)
            way.socket.deleteLater()
        if not self.ways and not self.done:
            self._fail("unreachable")

    def _fail(self, why: str) -> None:
        if not self.done:
            self.stop()
            self.failed.emit(why)

    def _drop_ways(self) -> None:
        ways, self.ways = self.ways, []
        for way in ways:
            way.cancel()
            way.socket.deleteLater()

    def stop(self) -> None:
        """No more greetings: those still waiting close, nothing more is said."""
        self.done = True
        self.next_batch.stop()
        self.deadline.stop()
        self._drop_ways()


class RelayDoor(QObject):
    """The host's door at the relay: always one socket waiting there for the next guest."""

    #: a guest came through the relay: its socket, and the bytes of it already read
    arrived = Signal(QTcpSocket, bytes)
    #: whether the relay answers (True), or is down (False); said when it changes
    answering = Signal(bool)
    #: a live table at the relay holds this code already: no door was opened
    duplicate = Signal()

    def __init__(
        self,
        relay: RelayAddress,
        code: InviteCode,
        parent: QObject | None = None,
        check: bool = False,
    ) -> None:
        """``check``: a new code; before the first door, make sure no live table holds it."""
        super().__init__(parent)
        self.relay, self.code, self.check = relay, code, check
        self.doors: TableDoors | None = None  # once the table key is derived
        self.step: int | None = None  # the step of the door waiting now
        self.delay = RETRY_FIRST_MS
        self.up: bool | None = None  # not known until the first try
        self.way: RelayWay | None = None
        self.stopped = False
        self.retry = QTimer(self)
        self.retry.setSingleShot(True)
        self.retry.timeout.connect(self.open)
        self.move_on = QTimer(self)  # the door's step is over: the door moves to the present
        self.move_on.setSingleShot(True)
        self.move_on.timeout.connect(self._move_on)

    def open(self) -> None:
        """Wait at the relay at the next door (as long as its step lasts)."""
        if self.stopped:
            return
        if self.doors is None:
            derive_doors(self.code, self, self._derived)
            return
        step, wait = self.doors.next_door(time.time())
        if step is None:  # the clock was set back past every door: let it catch up
            self.retry.start(ms(wait))
            return
        socket = QTcpSocket(self)
        way = self.way = RelayWay(socket, self.relay, self.doors.token(step), new_side(), None,
                                  self)  # fmt: skip
        self.step = step
        socket.connected.connect(lambda: self._state(True))
        way.paired.connect(lambda rest: self._paired(way, step, rest))
        way.failed.connect(lambda _why: self._failed(way))
        self.move_on.start(ms(wait))

    def _derived(self, doors: TableDoors) -> None:
        self.doors = doors
        if not self.check:
            self.open()
            return
        self.check = False  # greet the doors with a side of a host's: a live table pairs
        claim = RelaySearch(self.relay, doors, ms(CLAIM_WAIT), self, new_side())
        claim.paired.connect(lambda socket, _rest: self._held(socket))
        claim.failed.connect(lambda _reason: self.open())  # nobody: the code is this table's

    def _held(self, socket: QTcpSocket) -> None:
        socket.abort()  # the live table sees a connection end without a word
        self.stopped = True
        self.duplicate.emit()

    def _move_on(self) -> None:
        way, self.way = self.way, None
        if way is not None and not self.stopped:
            way.cancel()
            way.socket.deleteLater()
            way.deleteLater()
            self.open()

    def _paired(self, way: RelayWay, step: int, rest: bytes) -> None:
        assert self.doors is not None
        self.doors.take(step)
        self.move_on.stop()
        self.way = None
        self._state(True)
        self.delay = RETRY_FIRST_MS
        way.socket.connected.disconnect()
        way.deleteLater()
        self.arrived.emit(way.socket, rest)
        self.retry.start(ms(NEXT_DOOR_PAUSE))  # the next guest's door, in a moment

    def _failed(self, way: RelayWay) -> None:
        self.move_on.stop()
        self.way = None
        way.socket.deleteLater()
        way.deleteLater()
        if self.stopped:
            return
        self._state(False)
        self.retry.start(self.delay)
        self.delay = ms(next_delay(self.delay / 1000))

    def _state(self, up: bool) -> None:
        if up and not self.up:  # it answers (again): the next failure starts the pauses anew
            self.delay = RETRY_FIRST_MS
        if up != self.up:
            self.up = up
            self.answering.emit(up)

    def stop(self) -> None:
        """No more doors: the one waiting is closed, and says nothing more (its slots are
        lambdas, which Qt does not disconnect when this object goes)."""
        self.stopped = True
        self.retry.stop()
        self.move_on.stop()
        for socket in self.findChildren(QTcpSocket):  # handed-over sockets are the table's
            socket.blockSignals(True)
            socket.abort()
