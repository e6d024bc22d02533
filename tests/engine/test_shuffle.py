"""The deals' shuffle is ``random.shuffle``: the same permutation from the same stream."""

from __future__ import annotations

import random

import pytest

from holomino_desktop.engine.shuffle import shuffle


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
