"""engine.randomness does what the standard library does: the same draws, the same states."""

from __future__ import annotations

import random

import pytest

from holomino_desktop.engine.randomness import copy_random, shuffle


@pytest.mark.parametrize("seed", range(60))
def test_shuffle_is_random_shuffle(seed: int) -> None:
    # saved games replay their deals from the seed: both must draw alike, and leave the
    # generator in the same state for the draws after the deal
    for size in (0, 1, 2, 3, 17, 40, 55, 128, 200):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b
        assert ours.getstate() == theirs.getstate()


def test_a_shuffle_moves_the_tiles() -> None:
    tiles = list(range(55))
    shuffle(random.Random(7), tiles)
    assert sorted(tiles) == list(range(55)) and tiles != list(range(55))


@pytest.mark.parametrize("seed", range(10))
def test_a_copied_generator_draws_what_the_original_draws(seed: int) -> None:
    rng = random.Random(seed)
    rng.random()
    rng.gauss(0.0, 1.0)  # leaves a spare normal deviate in the state (gauss_next)
    copy = copy_random(rng)
    assert type(copy) is random.Random and copy is not rng
    assert copy.getstate() == rng.getstate()
    assert [copy.gauss(0.0, 1.0), copy.random(), copy.randrange(55)] == [
        rng.gauss(0.0, 1.0),
        rng.random(),
        rng.randrange(55),
    ]
    copy.random()
    assert copy.getstate() != rng.getstate()  # independent from here on
