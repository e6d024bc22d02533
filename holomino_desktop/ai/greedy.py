"""The Beginner (greedy with noise) and the Intermediate (greedy plus a good human's rules).

Both judge each legal move once, with :mod:`heuristics`; neither searches. They look only at
the view they are given (the heuristics may apply a move to a copy of it to see what it scores).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from ..engine.base import Move, State
from .base import CancelFlag, Clock, SeededPlayer, check_playable
from .heuristics import heuristics_for

Valuer = Callable[[State, Sequence[Move]], list[float]]

#: moves judged between two looks at the clock (keeps cancellation prompt)
_CHUNK = 16


def judge(view: State, moves: Sequence[Move], valuer: Valuer, clock: Clock) -> list[float]:
    """Values of ``moves`` by ``valuer``; moves left unjudged when time runs out get -inf."""
    values: list[float] = []
    for start in range(0, len(moves), _CHUNK):
        if start and clock.expired():
            values.extend([-math.inf] * (len(moves) - start))
            break
        values.extend(valuer(view, moves[start : start + _CHUNK]))
    return values


def best_of(moves: Sequence[Move], values: Sequence[float], rng: random.Random) -> Move:
    """The highest-valued move; ties are broken at random (so play does not look mechanical)."""
    top = max(values)
    best = [m for m, v in zip(moves, values, strict=True) if v >= top - 1e-9]
    return best[rng.randrange(len(best))]


class GreedyPlayer(SeededPlayer):
    """Intermediate ("Greedy+"): the move with the best heuristic value, no search."""

    name = "intermediate"

    def choose_move(
        self,
        view: State,
        *,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> Move:
        moves = check_playable(view)
        rng = self.decision_rng()
        if len(moves) == 1:
            return moves[0]
        clock = Clock(budget, cancel)
        values = judge(view, moves, heuristics_for(view).greedy_values, clock)
        return best_of(moves, values, rng)


class BeginnerPlayer(SeededPlayer):
    """Beginner: likes points but is careless.

    Now and then (``careless``) it plays any legal move; otherwise it picks a move with a
    probability that grows with the points it scores right now (a softmax of ``temperature``
    points), and it never looks at what it leaves for the opponent. Both default to the game's
    own setting in its heuristics.
    """

    name = "beginner"

    def __init__(
        self,
        *,
        seed: int | None = None,
        name: str | None = None,
        careless: float | None = None,
        temperature: float | None = None,
    ) -> None:
        super().__init__(seed=seed, name=name)
        #: None: the game's own setting (``Heuristics.beginner_careless`` / ``_temperature``)
        self.careless = careless
        self.temperature = temperature

    def choose_move(
        self,
        view: State,
        *,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> Move:
        moves = check_playable(view)
        rng = self.decision_rng()
        h = heuristics_for(view)
        careless = h.beginner_careless if self.careless is None else self.careless
        temperature = h.beginner_temperature if self.temperature is None else self.temperature
        if len(moves) == 1 or rng.random() < careless:
            return moves[rng.randrange(len(moves))]
        clock = Clock(budget, cancel)
        values = judge(view, moves, h.quick_values, clock)
        top = max(values)
        weights = [math.exp((v - top) / temperature) for v in values]
        return rng.choices(moves, weights=weights)[0]
