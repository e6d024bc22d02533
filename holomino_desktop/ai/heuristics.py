"""What the players know about a game beyond its rules: move values, evaluation, rollout policy.

:class:`Heuristics` works for any game through the engine contract alone (clone, apply, score).
A game may register a subclass with faster and wiser versions (``ai/<game>_ai.py``); the
players ask :func:`heuristics_for` and never care which one they get.

Three questions, three speeds:

* :meth:`Heuristics.quick_values` — the immediate gain of each move, cheap enough for every step
  of a rollout (the Beginner plays on it).
* :meth:`Heuristics.greedy_values` — the Intermediate's judgement: the immediate gain plus the
  rules of thumb a good human uses. Slower; used once per decision (and as the Expert's priors).
* :meth:`Heuristics.evaluate` — how good a position is for each seat, in points, for the end of a
  truncated rollout.

All of them only ever see a view or a state sampled from one (``sample_hidden``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from importlib import import_module

from ..engine.base import Move, State


def sigmoid(x: float) -> float:
    if x < -40.0:
        return 0.0
    if x > 40.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def margin_win_chance(reward: float, margin: float, scale: float) -> float:
    """The chance of winning behind a reward that is a margin's change through a sigmoid of
    ``scale``: the margin after the move (``margin`` now + ``scale`` · logit(reward)) through a
    sigmoid of twice the scale."""
    r = min(max(reward, 1e-3), 1.0 - 1e-3)
    expected = margin + scale * math.log(r / (1.0 - r))
    return sigmoid(expected / (2.0 * scale))


class Heuristics:
    """Game knowledge through the engine contract only (any registered game).

    Subclasses override what they can do better; everything returns plain floats in points.
    """

    #: points that make a clear edge: a lead of ``scale`` is worth a ~73 % win chance
    scale: float = 20.0
    #: rollout plies before the position is evaluated (0: only evaluate)
    rollout_depth: int = 6
    #: chance that a rollout step plays a random move instead of the quick-best one
    rollout_epsilon: float = 0.15
    #: moves the generic rollout policy samples and compares by their immediate gain
    rollout_sample: int = 4
    #: weight of the mover's best immediate gain in :meth:`evaluate` (he is about to take it)
    tempo_weight: float = 0.5
    #: the Expert's progressive-bias weight: how long the Intermediate's judgement steers the
    #: search before the visits speak for themselves
    bias_weight: float = 2.0
    #: the Beginner's share of careless (uniformly random) moves in this game
    beginner_careless: float = 0.2
    #: the Beginner's softmax temperature over immediate points (higher = looser)
    beginner_temperature: float = 3.0

    def __init__(self, state: State | None = None) -> None:
        """:func:`heuristics_for` hands over the first state seen, so that a game's heuristics
        may read its options; the generic ones need nothing from it."""

    # -- move values ---------------------------------------------------------------------
    def gain(self, state: State, move: Move) -> float:
        """Points ``move`` wins for its mover, less what it gives the best other seat."""
        mover = state.current_player
        after = state.clone()
        result = after.apply_legal(move)  # moves come from legal_moves(): no need to check them
        mine = result.points_for(mover)
        others = [result.points_for(p) for p in range(state.num_players) if p != mover]
        return float(mine - (max(others) if others else 0))

    def quick_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        """Immediate gain of each move for the player to move."""
        return [self.gain(state, move) for move in moves]

    def greedy_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        """The Intermediate's value of each move: by default the immediate gain."""
        return self.quick_values(state, moves)

    def candidates(self, state: State, moves: list[Move]) -> list[Move]:
        """The legal moves worth searching (all of them unless a game knows better)."""
        return moves

    # -- positions -----------------------------------------------------------------------
    def evaluate(self, state: State) -> list[float]:
        """Points-equivalent standing of every seat in a running position."""
        values = [float(s) for s in state.scores()]
        player = state.current_player
        if player >= 0 and self.tempo_weight:
            moves = state.legal_moves()
            if moves:
                values[player] += self.tempo_weight * max(0.0, max(self.quick_values(state, moves)))
        return values

    def margins(self, values: Sequence[float]) -> list[float]:
        """Each seat's lead over the best other seat (negative when behind)."""
        n = len(values)
        if n == 1:
            return [float(values[0])]
        return [values[p] - max(values[q] for q in range(n) if q != p) for p in range(n)]

    def baseline(self, view: State) -> list[float]:
        """What :meth:`rewards` measures a running position against: the margins at the root.

        Subtracting them keeps the sigmoid from saturating when a match (several rounds) is far
        from even: the search compares what the moves *change*.
        """
        return self.margins([float(s) for s in view.scores()])

    def rewards(self, state: State, baseline: Sequence[float]) -> list[float]:
        """Every seat's reward in [0, 1] for a finished or truncated game, on one scale.

        Both are 0.8 × the chance of winning plus 0.2 × the change of the margin over the best
        other seat since the root (a sigmoid of ``2 × scale``, so the search still tells moves
        apart when the match is far from even, and prefers a safe win and a narrow loss).
        Finished, the chance is the result (1, shared on a tie, or 0); truncated, it is
        estimated from the margin, ``sigmoid(margin / scale)``.

        Before issue 22 a truncated position was worth only the margin's change (0.5 when
        nothing changed) while a lost finished game was worth at most 0.1: an Expert behind in
        the last round preferred drawing (keeping the match alive) to a +72 placement that
        ended it.
        """
        scale = self.scale
        if state.is_terminal():
            margins = self.margins([float(s) for s in state.scores()])
            winners = state.outcome().winners
            chances = [1.0 / len(winners) if p in winners else 0.0 for p in range(len(margins))]
        else:
            margins = self.margins(self.evaluate(state))
            spread = self.chance_scale(state)
            chances = [sigmoid(m / spread) for m in margins]
        return [
            0.8 * chance + 0.2 * sigmoid((m - b) / (2.0 * scale))
            for chance, m, b in zip(chances, margins, baseline, strict=True)
        ]

    def chance_scale(self, state: State) -> float:
        """The lead that makes a ~73 % win chance in a running ``state`` (a sigmoid's scale).

        One ``scale`` for the whole game by default; a game where a lead counts for less the
        further the end is away says so (Triominos: calibrated on self-play)."""
        return self.scale

    def win_chance(self, reward: float, margin: float) -> float:
        """The chance of winning behind a mean search ``reward`` (the review reads it).

        :meth:`rewards` gives 0.8 × the chance plus 0.2 × a margin term in (0, 1); taking that
        term at its middle reads the chance back to within 0.125. ``margin`` (the seat's lead
        now) is already inside the reward, so it is not counted twice."""
        return min(1.0, max(0.0, (reward - 0.1) / 0.8))

    # -- rollouts ------------------------------------------------------------------------
    def rollout_move(self, state: State, moves: list[Move], rng: random.Random) -> Move:
        """A cheap, mostly sensible move for a rollout: the best of a few sampled moves."""
        if len(moves) == 1 or rng.random() < self.rollout_epsilon:
            return moves[rng.randrange(len(moves))]
        sample = (
            moves if len(moves) <= self.rollout_sample else rng.sample(moves, self.rollout_sample)
        )
        values = self.quick_values(state, sample)
        return sample[max(range(len(sample)), key=values.__getitem__)]


_FACTORIES: dict[str, str] = {
    "holomino": "holomino_ai:HolominoHeuristics",
    "triominos": "triominos_ai:TriominosHeuristics",
    "hexadomino": "hexadomino_ai:HexadominoHeuristics",
    "square_domino": "square_domino_ai:SquareDominoHeuristics",
    "dutch_domino": "dutch_domino_ai:DutchDominoHeuristics",
}
_CACHE: dict[tuple[str, tuple[tuple[str, object], ...]], Heuristics] = {}


def register(game_id: str, target: str) -> None:
    """Register ``"module:Class"`` (a module of this package) as the heuristics of ``game_id``."""
    _FACTORIES[game_id] = target


def heuristics_for(state: State) -> Heuristics:
    """The heuristics of ``state``'s game (generic ones for a game without its own)."""
    game = state.game
    key = (game.id, tuple(sorted((k, v) for k, v in game.options.items())))
    found = _CACHE.get(key)
    if found is None:
        target = _FACTORIES.get(game.id)
        if target is None:
            found = Heuristics()
        else:
            module_name, class_name = target.split(":")
            factory: Callable[[State], Heuristics] = getattr(
                import_module(f"{__package__}.{module_name}"), class_name
            )
            found = factory(state)
        _CACHE[key] = found
    return found
