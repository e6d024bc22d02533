"""Tables announced on the local network: what a host says by UDP, and what a guest reads.

Sans-I/O like the rest: :func:`announcement` gives the bytes of one datagram,
:func:`read_announcement` reads one (``None`` for anything that is not exactly an announcement),
:class:`TableList` keeps what was heard recently. ``tcp.announce`` and ``tcp.listen_for_tables``
move the datagrams (broadcast to :data:`ANNOUNCE_PORT`).

An announcement names the table, its game, its free and total seats and the TCP port to join
at; the address is the datagram's sender. Never the invite code, nor anything of it: the code
is given from person to person.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..engine import GAME_IDS
from .protocol import MAX_NAME, plain_text

#: the UDP port announcements are sent to (a firewall that blocks it only hides the list)
ANNOUNCE_PORT = 47146
#: seconds between two announcements of one table
ANNOUNCE_EVERY = 2.0
#: a table not heard for this long leaves the list
FORGET_AFTER = 7.0
#: the largest datagram read
MAX_DATAGRAM = 512
_KIND = "holomino-table"
_VERSION = 1


@dataclass(frozen=True, slots=True)
class TableAd:
    """A table heard on the network: join it at ``address:port``."""

    address: str
    port: int
    name: str
    game: str
    free: int
    seats: int


def announcement(name: str, game: str, free: int, seats: int, port: int) -> bytes:
    data = {
        "kind": _KIND, "v": _VERSION, "name": plain_text(name, MAX_NAME), "game": game,
        "free": free, "seats": seats, "port": port,
    }  # fmt: skip
    return json.dumps(data, separators=(",", ":"), sort_keys=True).encode()


def read_announcement(data: bytes, sender: str) -> TableAd | None:
    """The table ``data`` announces, or None (wrong size, kind, version, field or value)."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        message: Any = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    fields = {"kind", "v", "name", "game", "free", "seats", "port"}
    if not isinstance(message, dict) or set(message) != fields:
        return None
    if message["kind"] != _KIND or message["v"] != _VERSION or message["game"] not in GAME_IDS:
        return None
    numbers = [message[key] for key in ("free", "seats", "port")]
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers):
        return None
    free, seats, port = numbers
    if not (0 <= free <= seats <= 8 and 0 < port < 65536 and isinstance(message["name"], str)):
        return None
    name = plain_text(message["name"], MAX_NAME)
    return TableAd(sender, port, name, message["game"], free, seats)


class TableList:
    """The tables heard lately, newest announcement of each (by address and port)."""

    def __init__(self, forget_after: float = FORGET_AFTER) -> None:
        self.forget_after = forget_after
        self._heard: dict[tuple[str, int], tuple[float, TableAd]] = {}

    def heard(self, ad: TableAd, now: float) -> None:
        self._heard[(ad.address, ad.port)] = (now, ad)

    def tables(self, now: float) -> list[TableAd]:
        """The tables heard within ``forget_after`` seconds, by name."""
        fresh = {k: v for k, v in self._heard.items() if now - v[0] < self.forget_after}
        self._heard = fresh
        return sorted((ad for _, ad in fresh.values()), key=lambda ad: (ad.name, ad.address))
