"""The settings keys of :mod:`.seat_memory`, apart from it: the window asks at start-up whether
a seat is remembered at all without loading the network stack (the seat itself is read, and
checked, by :func:`.seat_memory.kept_seat` only when there is one)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

#: the settings keys: the seat held at a table, and the join dialog's last fields
SEAT_KEY, JOIN_KEY = "network/seat", "network/last_join"


def seat_remembered(store: QSettings) -> bool:
    """Whether anything is kept under the seat's key (it may still read as no seat)."""
    return bool(str(store.value(SEAT_KEY, "") or "").strip())
