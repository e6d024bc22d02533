"""Tables announced on the local network: a small UDP datagram every few seconds.

A hosted table sends, to the broadcast address (a parameter: the tests use loopback), its
table's public part only: the host's name, the game, free seats, the TCP port and the table
number of the code. Never the code's words: the invite code is the one secret.
:class:`TableFinder` listens on :data:`ANNOUNCE_PORT` and keeps what it heard, checking every
datagram strictly (size, fields, kinds) before it believes a word of it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QUdpSocket

#: the UDP port tables are announced on (a firewall may let it in to see LAN tables)
ANNOUNCE_PORT = 47146
#: how often a table says it is there (ms)
ANNOUNCE_EVERY_MS = 2000
#: a datagram longer than this is not an announcement
MAX_DATAGRAM = 512
_MAGIC = "holomino-table"


@dataclass(frozen=True, slots=True)
class AnnouncedTable:
    """A table heard on the network: where it listens and what it offers."""

    name: str
    game: str
    free: int
    table: int
    host: str
    port: int


def announcement(name: str, game: str, free: int, table: int, port: int) -> bytes:
    data = {"m": _MAGIC, "name": name[:40], "game": game, "free": free, "table": table,
            "port": port}  # fmt: skip
    return json.dumps(data, separators=(",", ":")).encode()


def read_announcement(data: bytes, host: str) -> AnnouncedTable | None:
    """The table a datagram announces, or None for anything else."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        fields: Any = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    kinds = {"m": str, "name": str, "game": str, "free": int, "table": int, "port": int}
    if not isinstance(fields, dict) or set(fields) != set(kinds) or fields["m"] != _MAGIC:
        return None
    if not all(type(fields[key]) is kind for key, kind in kinds.items()):
        return None
    if not 0 < fields["port"] < 65536 or not 0 <= fields["free"] <= 8:
        return None
    return AnnouncedTable(
        fields["name"][:40], fields["game"][:40], fields["free"], fields["table"], host,
        fields["port"],
    )  # fmt: skip


class Announcer(QObject):
    """Says every few seconds that a table is open, until :meth:`stop`."""

    def __init__(
        self,
        target: QHostAddress | None = None,
        port: int = ANNOUNCE_PORT,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.target = (
            target if target is not None else QHostAddress(QHostAddress.SpecialAddress.Broadcast)
        )
        self.port = port
        self.socket = QUdpSocket(self)
        self.datagram = b""
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.send)

    def start(self, datagram: bytes) -> None:
        self.datagram = datagram
        self.send()
        self.timer.start(ANNOUNCE_EVERY_MS)

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
        self.tables: dict[tuple[str, int], AnnouncedTable] = {}
        share = QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint
        self.listening = bool(
            self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), port, share)
        )
        self.socket.readyRead.connect(self._read)

    def _read(self) -> None:
        while self.socket.hasPendingDatagrams():
            size = self.socket.pendingDatagramSize()
            data, sender, _ = self.socket.readDatagram(max(size, 0))
            host = sender.toString().removeprefix("::ffff:")
            table = read_announcement(bytes(data.data()), host)
            if table is not None:
                self.tables[(table.host, table.port)] = table
                self.tableSeen.emit(table)

    def find(self, number: int) -> AnnouncedTable | None:
        """The table heard with this table number (the public part of a code)."""
        return next((t for t in self.tables.values() if t.table == number), None)
