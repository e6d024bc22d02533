"""Square domino knowledge for the players.

A square scores the pips of the halves on every side where it touches the layout; at the end of
a round every pip left in hand counts against its owner. The points of a square are computed
from the board without cloning (hundreds of squares are legal at once, so this matters).

What a good human adds (Intermediate): get rid of heavy dominoes while they still fit (they
count against you at the end), prefer squares that touch on several sides, and keep dominoes
that still fit somewhere so that a blockade does not catch you with a full hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.base import Move, State
from ..engine.geometry.squaregrid import SIDE_HALVES
from ..engine.square_domino import (
    _SIDE_DELTA,
    PlaceSquare,
    SquareDominoState,
    _cell,
    tile_total,
)
from .heuristics import Heuristics

_SIDES = tuple((delta, SIDE_HALVES[side]) for side, delta in enumerate(_SIDE_DELTA))


def square_points(board: dict[int, tuple[int, int, int, int]], move: PlaceSquare) -> int:
    cell = _cell(move.x, move.y)
    corners = move.corners
    points = 0
    for delta, (a, b) in _SIDES:
        if cell + delta in board:
            points += corners[a] + corners[b]
    return points


class SquareDominoHeuristics(Heuristics):
    scale = 15.0
    rollout_depth = 2
    rollout_epsilon = 0.1
    rollout_sample = 12
    tempo_weight = 0.0  # listing every square again at each leaf costs too much
    #: share of a laid domino's pips counted as saved from the end-of-round penalty
    dump_weight = 0.3
    #: value per pip still in hand, in the evaluation
    hand_weight = 0.5

    def quick_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        assert isinstance(state, SquareDominoState)
        board = state.board
        out = []
        for move in moves:
            if isinstance(move, PlaceSquare):
                out.append(float(square_points(board, move)))
            else:
                out.append(0.0)
        return out

    def greedy_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        assert isinstance(state, SquareDominoState)
        board = state.board
        out = []
        for move in moves:
            if isinstance(move, PlaceSquare):
                dumped = tile_total(move.first) + tile_total(move.second)
                out.append(square_points(board, move) + self.dump_weight * dumped)
            else:
                out.append(0.0)
        return out

    def evaluate(self, state: State) -> list[float]:
        assert isinstance(state, SquareDominoState)
        values = [float(s) for s in state.match.totals]
        for p, hand in enumerate(state.hands):
            values[p] -= self.hand_weight * sum(tile_total(t) for t in hand)
        player = state.current_player
        if player >= 0 and self.tempo_weight:
            moves = [m for m in state.legal_moves() if isinstance(m, PlaceSquare)]
            if moves:
                values[player] += self.tempo_weight * max(self.quick_values(state, moves))
        return values

    def rollout_move(self, state: State, moves: list[Move], rng: random.Random) -> Move:
        if len(moves) == 1 or rng.random() < self.rollout_epsilon:
            return moves[rng.randrange(len(moves))]
        sample = (
            moves if len(moves) <= self.rollout_sample else rng.sample(moves, self.rollout_sample)
        )
        values = self.greedy_values(state, sample)
        return sample[max(range(len(sample)), key=values.__getitem__)]
