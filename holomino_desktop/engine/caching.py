"""Bounded interning caches for the engines' hot loops, and what they weigh.

Every module-level cache an engine keeps is registered here (:func:`register_cache`), so tests
and benchmarks can weigh them all together (:func:`engine_cache_bytes`): the limits are chosen
so that all of them stay under :data:`TOTAL_BUDGET` bytes however long the AI searches.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Generic, TypeVar

#: what all engine caches together may hold, in bytes (issue 20)
TOTAL_BUDGET = 10_000_000

#: name -> the cache dicts (one, or a generational cache's young and old)
ENGINE_CACHES: dict[str, tuple[dict[Any, Any], ...]] = {}

K = TypeVar("K")
V = TypeVar("V")


def register_cache(name: str, cache: dict[K, V]) -> dict[K, V]:
    """Make ``cache`` known to :func:`engine_cache_bytes`; returns it."""
    ENGINE_CACHES[name] = (cache,)
    return cache


class Generations(Generic[K, V]):
    """An interning cache bounded in bytes that keeps what is used.

    Hot loops read :attr:`young` directly (``cache.young.get(key) or fill(key)``); on a miss
    :meth:`kept` takes the entry from :attr:`old` if it is there, else the filler builds it and
    stores it with :meth:`keep`. ``weigh`` estimates an entry's bytes (from above); entries that
    fill lazily report what they add with :meth:`grow`. When the young generation would pass
    half of ``budget`` bytes it becomes the old one and the previous old one (everything nobody
    asked for during a whole generation) is dropped, so both together stay under ``budget``.
    Unlike dropping the oldest insertions this keeps what every game uses (the cells around the
    start), and one drop frees at most half the budget: about 3 ms of deallocation for
    Holomino's 3 MB (freeing a whole large cache in one C call would hold the GIL for tens of
    milliseconds and stall the window while the AI searches).
    """

    def __init__(self, name: str, budget: int, weigh: Callable[[V], int]) -> None:
        self.young: dict[K, V] = {}
        self.old: dict[K, V] = {}
        self.half = budget // 2
        self.young_bytes = 0
        self.weigh = weigh
        ENGINE_CACHES[name] = (self.young, self.old)

    def kept(self, key: K) -> V | None:
        """The entry for ``key`` from the old generation, moved to the young one (or None)."""
        value = self.old.pop(key, None)
        if value is not None:
            self.keep(key, value)
        return value

    def keep(self, key: K, value: V) -> V:
        self.grow(self.weigh(value))
        self.young[key] = value
        return value

    def grow(self, size: int) -> None:
        """Count ``size`` more bytes in the young generation (rotating first if they do not
        fit; an entry growing while it moves to the old one is then counted twice, which only
        errs on the safe side)."""
        if self.young_bytes + size > self.half:
            old, young = self.old, self.young
            old.clear()
            old.update(young)
            young.clear()
            self.young_bytes = 0
        self.young_bytes += size

    def __len__(self) -> int:
        return len(self.young) + len(self.old)


def deep_size(obj: object, seen: set[int] | None = None) -> int:
    """Bytes held by ``obj`` and everything it reaches through containers and ``__slots__``.

    Objects are counted once (``seen``); small ints, None and other immortal singletons cost
    nothing extra because they are shared by the whole interpreter anyway.
    """
    seen = set() if seen is None else seen
    total = 0
    stack = [obj]
    while stack:
        item = stack.pop()
        if id(item) in seen or item is None or isinstance(item, bool | type):
            continue
        if isinstance(item, int) and -5 <= item <= 256:
            continue  # CPython's cached small ints
        seen.add(id(item))
        total += sys.getsizeof(item)
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple | set | frozenset):
            stack.extend(item)
        else:
            for cls in type(item).__mro__:
                for slot in getattr(cls, "__slots__", ()):
                    value = getattr(item, slot, None)
                    if value is not None:
                        stack.append(value)
    return total


def engine_cache_bytes() -> dict[str, int]:
    """Deep size of every registered engine cache by name (shared objects counted once)."""
    seen: set[int] = set()
    return {name: deep_size(caches, seen) for name, caches in ENGINE_CACHES.items()}


def engine_cache_entries() -> dict[str, int]:
    """Entries of every registered engine cache by name."""
    return {name: sum(map(len, caches)) for name, caches in ENGINE_CACHES.items()}
