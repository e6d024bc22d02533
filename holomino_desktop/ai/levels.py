"""The levels the program offers, and the hint API the game window and the coach use.

``make_player("expert", seed=1, budget=1.0)`` gives a :class:`~.base.Player`; ``suggest_moves``
gives the Expert's best few moves for a view with their estimated value (the chance of winning,
0..1, as the search sees it).
"""

from __future__ import annotations

import math

from ..engine.base import Move, State
from .base import DEFAULT_BUDGET, CancelFlag, Clock, Player
from .greedy import BeginnerPlayer, GreedyPlayer
from .greedy_reference import GreedyReferencePlayer
from .heuristics import heuristics_for
from .ismcts import ISMCTS, ExpertPlayer
from .random_player import RandomPlayer

#: the levels people play against (the new-game dialog offers these)
LEVELS: tuple[str, ...] = ("beginner", "intermediate", "expert")
#: other names the arena and tests accept
ALIASES: dict[str, str] = {"easy": "beginner", "ismcts": "expert"}
#: also the yardsticks for the arena and benchmarks: "greedy" (the move scoring most now,
#: :mod:`.greedy_reference`) and "random"
ALL_LEVELS: tuple[str, ...] = (*LEVELS, "greedy", "random")


def canonical_level(level: str) -> str:
    """The level id for ``level`` or one of its aliases; ValueError for an unknown one."""
    name = ALIASES.get(level, level)
    if name not in ALL_LEVELS:
        known = ", ".join((*ALL_LEVELS, *ALIASES))
        raise ValueError(f"unknown AI level '{level}' (levels: {known})")
    return name


def make_player(level: str, *, seed: int | None = None, budget: float = DEFAULT_BUDGET) -> Player:
    """A player of ``level`` ("beginner", "intermediate", "expert", "greedy" or "random").

    ``budget`` is the Expert's think time per move in seconds; the other levels answer at once.
    """
    name = canonical_level(level)
    if name == "expert":
        return ExpertPlayer(seed=seed, budget=budget)
    if name == "intermediate":
        return GreedyPlayer(seed=seed)
    if name == "beginner":
        return BeginnerPlayer(seed=seed)
    if name == "greedy":
        return GreedyReferencePlayer(seed=seed)
    return RandomPlayer(seed=seed)


def suggest_moves(
    view: State,
    *,
    budget: float = DEFAULT_BUDGET,
    top: int = 3,
    cancel: CancelFlag | None = None,
    seed: int | None = None,
) -> list[tuple[Move, float]]:
    """The Expert's ``top`` moves for the seat to move in ``view``, best first.

    The value of a move is the search's estimate of that seat's result after it (0 = sure loss,
    1 = sure win, about 0.5 = even); a move the search had no time to try gets the
    Intermediate's estimate instead. Honest like the players: it sees only ``view``.
    """
    import random

    heuristics = heuristics_for(view)
    search = ISMCTS(heuristics, random.Random(seed))
    result = search.search(view, Clock(budget, cancel))
    out: list[tuple[Move, float]] = []
    for move, _visits, mean in result.moves[: max(top, 0)]:
        out.append((move, mean if not math.isnan(mean) else 0.5))
    return out
