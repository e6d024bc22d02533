"""A networked table's connections through a transit relay, with QtNetwork.

:class:`RelayDoor` is the host's side (the window's version of ``net.tcp.HostDriver.relay_doors``):
one ``QTcpSocket`` waits at the relay with the table's token and the host's fixed side; when the
relay pairs it with a guest, the socket (and any bytes after the relay's ``ok``) is handed over
like a connection the ``QTcpServer`` accepted, and the next door opens at once. A relay that is
down or restarts is tried again, 0.25 s later, then twice as long each time up to 4 s.

:class:`RelayWay` is one try of a guest's: greet the relay and wait (bounded) to be paired.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from ...net.reconnect import RELAY_PAIR_TIMEOUT, RETRY_FIRST, ms, next_delay
from ...net.relay import RelayAddress, RelayAnswer, RelayError, greeting, new_side, relay_token
from ..settings import RELAY_KEY, relay_text

#: the first pause before the host's door tries the relay again, and how long a guest waits at
#: the relay for the host's door (ms): the policy of every transport (``net/reconnect.py``)
RETRY_FIRST_MS, PAIR_TIMEOUT_MS = ms(RETRY_FIRST), ms(RELAY_PAIR_TIMEOUT)


def configured_relay(store: QSettings) -> RelayAddress | None:
    """The relay set in Settings → Network (None: LAN only, or not an address)."""
    text = relay_text(str(store.value(RELAY_KEY, "") or ""))
    return RelayAddress.parse(text) if text else None


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

    def _release(self) -> None:
        """The socket is no longer this way's: the table's code reads it from now on."""
        self.timer.stop()
        for signal, slot in ((self.socket.connected, self._greet),
                             (self.socket.readyRead, self._read),
                             (self.socket.errorOccurred, self._error)):  # fmt: skip
            with contextlib.suppress(RuntimeError, TypeError):  # already released
                signal.disconnect(slot)


class RelayDoor(QObject):
    """The host's door at the relay: always one socket waiting there for the next guest."""

    #: a guest came through the relay: its socket, and the bytes of it already read
    arrived = Signal(QTcpSocket, bytes)
    #: whether the relay answers (True), or is down (False); said when it changes
    answering = Signal(bool)

    def __init__(self, relay: RelayAddress, table: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.relay, self.token, self.side = relay, relay_token(table), new_side()
        self.delay = RETRY_FIRST_MS
        self.up: bool | None = None  # not known until the first try
        self.way: RelayWay | None = None
        self.stopped = False
        self.retry = QTimer(self)
        self.retry.setSingleShot(True)
        self.retry.timeout.connect(self.open)

    def open(self) -> None:
        """Wait at the relay (no time limit: a door waits until a guest comes)."""
        if self.stopped:
            return
        socket = QTcpSocket(self)
        way = self.way = RelayWay(socket, self.relay, self.token, self.side, None, self)
        socket.connected.connect(lambda: self._state(True))
        way.paired.connect(lambda rest: self._paired(way, rest))
        way.failed.connect(lambda _why: self._failed(way))

    def _paired(self, way: RelayWay, rest: bytes) -> None:
        self._state(True)
        self.delay = RETRY_FIRST_MS
        way.socket.connected.disconnect()
        way.deleteLater()
        self.arrived.emit(way.socket, rest)
        self.open()  # the next guest's door

    def _failed(self, way: RelayWay) -> None:
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
        for socket in self.findChildren(QTcpSocket):  # handed-over sockets are the table's
            socket.blockSignals(True)
            socket.abort()
