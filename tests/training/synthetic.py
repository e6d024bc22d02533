"""Synthetic matches between players of known strength (Elo scale), for the fits' tests."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence

from holomino_desktop.training.level_fit import (
    Finish,
    elo_expectation,
    elo_per_mu,
    openskill_model,
)


def two_seat(
    truth: Mapping[str, float], pairings: Sequence[tuple[str, str]], games: int, rng: random.Random
) -> list[Finish]:
    """``games`` games of every pairing, seats alternated, won with the Elo probability."""
    finishes = []
    for a, b in pairings:
        p = elo_expectation(truth[a] - truth[b])
        for game in range(games):
            a_won = rng.random() < p
            places = (0, 1) if a_won else (1, 0)
            if game % 2:
                finishes.append(Finish((b, a), places[::-1]))
            else:
                finishes.append(Finish((a, b), places))
    return finishes


def rankings(
    truth: Mapping[str, float], tables: Sequence[Sequence[str]], games: int, rng: random.Random
) -> list[Finish]:
    """``games`` matches of every table, its seats ranked by the Plackett–Luce model openskill
    assumes (first place drawn with weights exp(mu / c), then second among the rest, ...)."""
    model = openskill_model()
    scale = elo_per_mu(model)
    finishes = []
    for table in tables:
        c = math.sqrt(len(table)) * model.beta
        for _ in range(games):
            left = list(range(len(table)))
            places = [0] * len(table)
            for place in range(len(table)):
                weights = [math.exp(truth[table[seat]] / scale / c) for seat in left]
                seat = rng.choices(left, weights=weights)[0]
                places[seat] = place
                left.remove(seat)
            finishes.append(Finish(tuple(table), tuple(places)))
    return finishes
