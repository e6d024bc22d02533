"""Tables announced on the local network, moved by ``QUdpSocket``.

The datagrams are :mod:`holomino_desktop.net.lan`'s (the headless ``holomino host`` sends the
same ones): a table's name, game, free and total seats and TCP port, never anything of the
code. A hosted table sends one every :data:`~holomino_desktop.net.lan.ANNOUNCE_EVERY` seconds
to the broadcast address (a parameter: the tests use loopback); :class:`TableFinder` listens
on :data:`~holomino_desktop.net.lan.ANNOUNCE_PORT` and keeps what it heard in a
:class:`~holomino_desktop.net.lan.TableList`.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from ...net.lan import (
    ANNOUNCE_EVERY,
    ANNOUNCE_PORT,
    MAX_DATAGRAM,
    TableAd,
    TableList,
    read_announcement,
)

__all__ = ["ANNOUNCE_PORT", "Announcer", "TableFinder"]


class Announcer(QObject):
    """Says every few seconds that a table is open, until :meth:`stop`."""

    def __init__(
        self,
        target: QHostAddress | None = None,
        port: int = ANNOUNCE_PORT,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        broadcast = QHostAddress(QHostAddress.SpecialAddress.Broadcast)
        self.target = target if target is not None else broadcast
        self.port = port
        self.socket = QUdpSocket(self)
        self.datagram = b""
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.send)

    def start(self, datagram: bytes) -> None:
        self.datagram = datagram
        self.send()
        self.timer.start(int(ANNOUNCE_EVERY * 1000))

    def send(self) -> None:
        if self.datagram:
            self.socket.writeDatagram(self.datagram, self.target, self.port)

    def stop(self) -> None:
        self.timer.stop()
        self.datagram = b""


class TableFinder(QObject):
    """Listens for announced tables; ``tableSeen`` for each one heard (again)."""

    tableSeen = Signal(object)

    def __init__(self, port: int = ANNOUNCE_PORT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = QUdpSocket(self)
        self.heard = TableList()
        self.clock = QElapsedTimer()
        self.clock.start()
        share = QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint
        any_ipv4 = QHostAddress(QHostAddress.SpecialAddress.AnyIPv4)
        self.listening = bool(self.socket.bind(any_ipv4, port, share))
        self.socket.readyRead.connect(self._read)

    def _read(self) -> None:
        while self.socket.hasPendingDatagrams():
            size = self.socket.pendingDatagramSize()
            data, sender, _ = self.socket.readDatagram(min(max(size, 0), MAX_DATAGRAM + 1))
            ad = read_announcement(bytes(data.data()), sender.toString().removeprefix("::ffff:"))
            if ad is not None:
                self.heard.heard(ad, self.clock.elapsed() / 1000.0)
                self.tableSeen.emit(ad)

    def tables(self) -> list[TableAd]:
        """The tables heard lately."""
        return self.heard.tables(self.clock.elapsed() / 1000.0)
