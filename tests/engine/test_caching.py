import random
import sys

from holomino_desktop.bench import random_playout
from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine import hexadomino as hx
from holomino_desktop.engine import holomino as ho
from holomino_desktop.engine.caching import (
    ENGINE_CACHES,
    TOTAL_BUDGET,
    Generations,
    deep_size,
    engine_cache_bytes,
)


def test_generations_keep_what_is_asked_for_and_stay_under_the_budget() -> None:
    cache: Generations[str, int] = Generations("test.generations", 40, lambda _: 10)
    try:
        for key in "abcd":  # 2 × 10 bytes fill the young half (20)
            cache.keep(key, ord(key))
            cache.kept("a")  # "a" is used all the time
        assert dict(cache.young) == {"d": ord("d"), "a": ord("a")}
        assert dict(cache.old) == {"c": ord("c")}  # "b" was not asked for: dropped
        assert cache.young_bytes == 20
    finally:
        del ENGINE_CACHES["test.generations"]


def test_all_engine_caches_together_stay_under_10_mb_after_long_play() -> None:
    """Random games of every game, then far more Hexadomino keys and Holomino cells than a
    session meets (the worst case for their budgets; the other games keep no move caches since
    issue 22): the deep size of every engine cache together stays under TOTAL_BUDGET. Before
    issue 20 long random play filled them to 65 MB (Triominos 38, Hexadomino 14, square domino
    9.5, Holomino 4)."""
    for game_id in GAME_IDS:
        game = get_game(game_id)
        for seed in range(12):
            random_playout(game.new_initial_state(seed=seed), random.Random(seed))
    rng = random.Random(5)
    for _ in range(12_000):
        hx._fit(rng.randrange(7**6))
    for _ in range(2_000):  # every cell the 12 × 12 bound allows, and more
        ho._places_at(ho._cell_index(rng.randrange(-20, 21), rng.randrange(-20, 21)))
    sizes = engine_cache_bytes()
    assert sum(sizes.values()) < TOTAL_BUDGET, sizes
    assert set(sizes) >= {"hexadomino._FITS", "holomino._PLACES", "triominos._PLACEMENT_ITEMS"}
    assert ENGINE_CACHES["hexadomino._FITS"][0] or ENGINE_CACHES["hexadomino._FITS"][1]


def test_deep_size_counts_shared_objects_once() -> None:
    inner = [1000, 2000]
    outer = [inner, inner]
    assert deep_size(outer) == (
        sys.getsizeof(outer) + sys.getsizeof(inner) + 2 * sys.getsizeof(1000)
    )
