"""Weigh the engines' interning caches after random play, and count their misses.

    python benchmarks/engine_caches.py [--seconds 20] [--game triominos]

Plays random games of each game (distinct seeds) for ``--seconds`` each, then prints every
registered cache's entries and deep size (``engine.caching.engine_cache_bytes``) and the total,
which must stay under ``caching.TOTAL_BUDGET``. Misses are counted by wrapping each engine's
fill function, so "misses/move" shows what a smaller limit costs.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from holomino_desktop.bench import random_playout
from holomino_desktop.engine import GAME_IDS, get_game, hexadomino, holomino
from holomino_desktop.engine.caching import (
    ENGINE_CACHES,
    TOTAL_BUDGET,
    engine_cache_bytes,
    engine_cache_entries,
)

#: the functions each engine calls when its hot loop misses a cache (a table or a move)
FILLERS: dict[str, tuple[ModuleType, tuple[str, ...]]] = {
    "hexadomino": (hexadomino, ("_fit",)),
    "holomino": (holomino, ("_places_at",)),
}


def count_misses(module: ModuleType, names: tuple[str, ...]) -> list[int]:
    """Count the calls of ``module``'s fill functions that were not plain look-ups: every
    call, except calls of a function that also serves hits (hexadomino's ``_fit``) that
    found the key already there."""
    counter = [0]
    prefix = module.__name__.split(".")[-1] + "."
    caches = [c for n, cs in ENGINE_CACHES.items() if n.startswith(prefix) for c in cs]
    for name in names:
        if not hasattr(module, name):
            continue
        inner: Callable[..., Any] = getattr(module, name)

        def wrapped(*args: Any, inner: Callable[..., Any] = inner) -> Any:
            if not (len(args) == 1 and any(args[0] in c for c in caches)):
                counter[0] += 1
            return inner(*args)

        setattr(module, name, wrapped)
    return counter


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    args = parser.parse_args()
    for game_id in args.game or GAME_IDS:
        filler = FILLERS.get(game_id)
        counter = count_misses(*filler) if filler else [0]
        game = get_game(game_id)
        rng = random.Random(7)
        games = moves = 0
        start = time.perf_counter()
        while time.perf_counter() - start < args.seconds:
            moves += random_playout(game.new_initial_state(seed=10_000 + games), rng)
            games += 1
        rate = games / (time.perf_counter() - start)
        print(
            f"{game_id:14s} {games:6d} games ({rate:6.1f}/s), {moves:8d} moves, "
            f"{counter[0]:7d} misses ({1000 * counter[0] / max(moves, 1):6.1f} per 1000 moves)"
        )
    sizes = engine_cache_bytes()
    entries = engine_cache_entries()
    for name, size in sizes.items():
        print(f"  {name:30s} {entries[name]:7d} entries {size / 1e6:8.2f} MB")
    total = sum(sizes.values())
    print(f"  {'total':30s} {'':15s} {total / 1e6:8.2f} MB (budget {TOTAL_BUDGET / 1e6:.0f} MB)")


if __name__ == "__main__":
    main()
