"""What the window remembers of the tables it joined, in its settings: the seat it holds (so
that after a crash or a restart it offers "You were at a table — rejoin?" and takes the seat
back with its token) and what was last typed into the join dialog.

Each is one JSON text under its own settings key, and the settings are written out at once
(``QSettings.sync``): QSettings writes its file atomically (a new file renamed over the old
one), so a crash leaves either the old value or the new one. A value that is not what this
module wrote (edited by hand, damaged) reads as nothing remembered.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from PySide6.QtCore import QSettings

from ...net.protocol import MAX_NAME, TOKEN_HEX
from ...net.relay import RelayAddress
from ...net.words import CodeError, InviteCode, parse_code
from .transport import Lan, Way

#: the settings keys: the seat held at a table, and the join dialog's last fields
SEAT_KEY, JOIN_KEY = "network/seat", "network/last_join"


@dataclass(frozen=True)
class KeptSeat:
    """A seat this window holds at a table: how to reach it, who sits there, its token."""

    code: str
    lan: str | None  # "host:port" of the table, or None (through the relay only)
    relay: str | None  # "host:port" of the relay, or None (the LAN only)
    name: str
    token: str
    game: str

    def invite(self) -> InviteCode:
        return parse_code(self.code)

    def ways(self) -> list[Way]:
        """The LAN first, the relay next, as the join dialog tries them."""
        ways: list[Way] = []
        if self.lan is not None:
            host, _, port = self.lan.rpartition(":")
            ways.append(Lan(host, int(port)))
        if self.relay is not None:
            ways.append(RelayAddress.parse(self.relay))
        return ways

    def same_table(self, code: InviteCode, ways: list[Way]) -> bool:
        """Whether ``code`` by ``ways`` is this seat's table (its token takes the seat back)."""
        return self.code == str(code) and bool(ways) and _way_text(ways[0]) in (
            self.lan, self.relay
        )  # fmt: skip


@dataclass(frozen=True)
class LastJoin:
    """What was typed into the join dialog the last time it joined a table."""

    code: str = ""
    address: str = ""
    name: str = ""


def kept_seat(store: QSettings) -> KeptSeat | None:
    """The seat held at a table (None: none, or a value this module did not write)."""
    data = _read(store, SEAT_KEY)
    try:
        seat = KeptSeat(**{name: data[name] for name in KeptSeat.__dataclass_fields__})
        if not _is_token(seat.token) or not isinstance(seat.name, str):
            return None
        seat.invite()
        seat.ways()  # every part must read back as it was written
    except (KeyError, TypeError, ValueError, CodeError):
        return None
    return seat if seat.ways() and len(seat.name) <= MAX_NAME else None


def keep_seat(
    store: QSettings, code: InviteCode, ways: list[Way], name: str, token: str, game: str
) -> None:
    lan = next((_way_text(w) for w in ways if isinstance(w, Lan)), None)
    relay = next((_way_text(w) for w in ways if isinstance(w, RelayAddress)), None)
    _write(store, SEAT_KEY, asdict(KeptSeat(str(code), lan, relay, name, token, game)))


def forget_seat(store: QSettings) -> None:
    store.remove(SEAT_KEY)
    store.sync()


def last_join(store: QSettings) -> LastJoin:
    data = _read(store, JOIN_KEY)
    fields = {name: data.get(name, "") for name in LastJoin.__dataclass_fields__}
    if not all(isinstance(value, str) and len(value) <= 200 for value in fields.values()):
        return LastJoin()
    return LastJoin(**fields)


def remember_join(store: QSettings, typed: LastJoin) -> None:
    _write(store, JOIN_KEY, asdict(typed))


def _way_text(way: Way) -> str:
    return f"{way.host}:{way.port}" if isinstance(way, Lan) else str(way)


def _is_token(value: Any) -> bool:
    return (
        isinstance(value, str)
        and len(value) == TOKEN_HEX
        and all(c in "0123456789abcdef" for c in value)
    )


def _read(store: QSettings, key: str) -> dict[str, Any]:
    try:
        data = json.loads(str(store.value(key, "{}") or "{}"))
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _write(store: QSettings, key: str, data: dict[str, Any]) -> None:
    store.setValue(key, json.dumps(data, ensure_ascii=False))
    store.sync()  # now: a crash a moment later must not lose the seat
