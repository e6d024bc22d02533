"""Hexadomino's speed structures (issue 22, third round) against plain recomputation."""

from __future__ import annotations

import random

import pytest

from holomino_desktop.engine import GameError, get_game
from holomino_desktop.engine import hexadomino as hx


def brute_fit(key: int) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """Stones meeting ``key`` by trying every stone in every distinct rotation."""
    digits = [key // 7**d % 7 for d in range(6)]
    rotations: list[tuple[int, ...]] = [()] * 64
    mask = 0
    if not any(digit > 1 for digit in digits):  # no pip contact: nothing attaches
        return 0, tuple(rotations)
    for tile in hx.TILE_IDS:
        for k in hx.distinct_rotations(tile):
            fields = hx.oriented(tile, k)
            if all(not digit or fields[d] == digit - 1 for d, digit in enumerate(digits)):
                rotations[tile] += (k,)
                mask |= 1 << tile
    return mask, tuple(rotations)


def test_fit_entries_equal_trying_every_stone() -> None:
    rng = random.Random(3)
    keys = [rng.randrange(7**6) for _ in range(300)]
    keys += [(1 + v) * 7**d for d in range(6) for v in range(6)]  # one neighbour
    keys += [0, 7**6 - 1, 2 * 7**3 + 1]
    for key in keys:
        assert hx._fit(key) == brute_fit(key), key


def test_every_key_of_500_random_games_stays_in_the_fit_cache() -> None:
    """A fitting key's entry is a stone mask and 64 rotation bytes (about 280 bytes with its
    slot, not 750): the 2.5 MB budget keeps every key 500 random games meet. With the tuple
    entries (until issue 22's third round) a quarter of them had been dropped and were
    rebuilt again and again (a tenth of a playout's time)."""
    hx._FITS_CACHE.young.clear()
    hx._FITS_CACHE.old.clear()
    hx._FITS_CACHE.young_bytes = 0
    game = get_game("hexadomino")
    rng = random.Random(7)
    met: set[int] = set()
    for seed in range(500):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            met.update(state.req.values())
            state.apply(rng.choice(state.legal_moves()))
    kept = set(hx._FITS_CACHE.young) | set(hx._FITS_CACHE.old)
    assert len(met) > 7000
    assert met <= kept


def test_apply_takes_exactly_the_legal_placements_and_leaves_a_refused_one_unchanged() -> None:
    """``apply`` recognises a legal placement in a few steps of its own: along random walks it
    does what the generic ``apply_legal`` does for every listed move, and every near miss
    (each field one up and one down, stones 0 and 64, far cells) is refused with the engine's
    error and leaves the state as it was."""

    game = get_game("hexadomino", players=3)
    refused = 0
    for seed in range(6):
        state = game.new_initial_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            moves = state.legal_moves()
            for move in moves[:4]:
                twin, generic = state.clone(), state.clone()
                assert twin.apply(move) == generic.apply_legal(move)
                assert twin.fingerprint() == generic.fingerprint()
                if not isinstance(move, hx.Place):
                    continue
                tile, q, r, k = move
                misses = [hx.Place(tile + d, q, r, k) for d in (-1, 1)]
                misses += [hx.Place(tile, q + d, r, k) for d in (-1, 1)]
                misses += [hx.Place(tile, q, r + d, k) for d in (-1, 1)]
                misses += [hx.Place(tile, q, r, k + d) for d in (-1, 1, 6)]
                misses += [hx.Place(0, q, r, k), hx.Place(64, q, r, k), hx.Place(tile, 101, r, k)]
                before = state.fingerprint()
                for miss in misses:
                    if miss in moves:
                        continue
                    refused += 1
                    with pytest.raises(GameError):
                        state.apply(miss)
                    assert state.fingerprint() == before
            state.apply(rng.choice(moves))
    assert refused > 1000


def test_a_clone_draws_the_same_random_stream_on_its_own() -> None:
    state = get_game("hexadomino").new_initial_state(seed=4)
    state.rng.random()
    twin = state.clone()
    assert twin.rng is not state.rng
    assert twin.rng.getstate() == state.rng.getstate()
    assert [twin.rng.random() for _ in range(3)] == [state.rng.random() for _ in range(3)]
    twin.rng.random()
    assert twin.rng.getstate() != state.rng.getstate()
