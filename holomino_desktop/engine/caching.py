"""Bounded interning caches for the engines' hot loops."""

from __future__ import annotations

from itertools import islice
from typing import Any


def trim_oldest(cache: dict[Any, Any], limit: int, batch: int = 512) -> None:
    """Keep ``cache`` under ``limit`` entries by dropping its ``batch`` oldest ones.

    Dropping a few hundred entries at a time, instead of clearing the whole cache, keeps every
    deallocation short: freeing hundreds of thousands of interned moves in one C call would hold
    the GIL for tens of milliseconds and stall the window while the AI searches.
    """
    if len(cache) >= limit:
        for key in list(islice(cache, batch)):
            del cache[key]
