"""Hexadomino knowledge for the players.

A stone scores by how many of its sides touch placed stones (2 → 2 … 6 → 20). The sides a stone
would touch at a cell are the non-zero digits of the cell's requirement key, so the points of a
placement are a table look-up.

What a good human adds (Intermediate): don't create a cell with many placed neighbours (a 10- or
20-point gap) that the next player is likely to be able to fill — the stones he may hold are
the unseen ones, and how many of them fit that gap is known — and keep stones that still fit.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.base import Move, State
from ..engine.hexadomino import (
    _OFF,
    _STRIDE,
    SIDE_POINTS,
    HexadominoState,
    Place,
    _cell_index,
    _fit_entry,
    _key_digits,
)
from .heuristics import Heuristics

_SIDES_OF_KEY: dict[int, int] = {}


#: key -> the points a stone laid at a cell with that key scores (as a float): the rollouts ask
#: for every listed move
_POINTS_OF_KEY: dict[int, float] = {}


def _points_of(key: int) -> float:
    points = _POINTS_OF_KEY[key] = float(SIDE_POINTS[sides_of(key)])
    return points


def sides_of(key: int) -> int:
    """How many placed stones a stone at a cell with requirement ``key`` would touch."""
    sides = _SIDES_OF_KEY.get(key)
    if sides is None:
        sides = _SIDES_OF_KEY[key] = sum(1 for d in _key_digits(key) if d)
    return sides


class HexadominoHeuristics(Heuristics):
    scale = 8.0
    # at 150 iterations against the Intermediate (20 games each): depth 4 → 60 %, depth 2 →
    # 80 %, depth 4 with bias weight 2 → 85 %
    rollout_depth = 2
    rollout_epsilon = 0.1
    tempo_weight = 0.5
    #: value of each stone in hand that still fits somewhere (Intermediate)
    option_weight = 0.3

    def quick_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        assert isinstance(state, HexadominoState)
        req = state.req
        known = _POINTS_OF_KEY
        out = []
        for move in moves:
            if type(move) is Place:  # the points the placement scores, by its cell's key
                key = req[(move[1] + _OFF) * _STRIDE + move[2] + _OFF]
                points = known.get(key)
                out.append(_points_of(key) if points is None else points)
            else:
                out.append(0.0)
        return out

    def greedy_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        assert isinstance(state, HexadominoState)
        me = state._player
        nxt = (me + 1) % state.num_players
        unseen_mask = 0
        unseen = state.hidden_tiles(me)
        for t in unseen:
            unseen_mask |= 1 << t
        hand = len(state.hands[nxt])
        quick = self.quick_values(state, moves)
        out = []
        for move, now in zip(moves, quick, strict=True):
            if not isinstance(move, Place):
                out.append(now)
                continue
            after = state.clone()
            after.hands[me].remove(move.tile)
            after._put(move.tile, _cell_index(move.q, move.r), move.rotation)
            threat = self._threat(after, unseen_mask, len(unseen), hand)
            mine = 0
            for t in after.hands[me]:
                mine |= 1 << t
            options = self._fitting(after, mine)
            out.append(now - threat + self.option_weight * options)
        return out

    @staticmethod
    def _threat(after: HexadominoState, unseen_mask: int, unseen: int, hand: int) -> float:
        """Expected points of the best gap the next player can fill (gaps of 3+ sides)."""
        worst = 0.0
        if not unseen:
            return worst
        for key in after.req.values():
            sides = sides_of(key)
            if sides < 3:
                continue
            fits = bin(_fit_entry(key)[0] & unseen_mask).count("1")
            if fits:
                chance = 1.0 - (1.0 - fits / unseen) ** hand
                worst = max(worst, chance * SIDE_POINTS[sides])
        return worst

    @staticmethod
    def _fitting(after: HexadominoState, mask: int) -> int:
        fit_any = 0
        for key in after.req.values():
            fit_any |= _fit_entry(key)[0] & mask
        return bin(fit_any).count("1")

    def chance_scale(self, state: State) -> float:
        """A lead decides more the fewer stones are left to place: 4 points make a ~73 % win
        chance with 30 or more still to come (stock and hands), 2.5 with 15 and 1 at the end.
        Fitted (logistic, one scale per band of four) on the evaluated margins of the 122,000
        positions of 2,000 Intermediate self-play games of two players (``python
        benchmarks/research/win_chance.py --game hexadomino``, ``docs/decisions.md``); the flat 8
        this replaces read a 4-point lead with eight stones left as a 62 % win where
        self-play says about 88 %. A game of more seats reads the lead over the best other
        seat the same way."""
        assert isinstance(state, HexadominoState)
        left = len(state.stock) + sum(map(len, state.hands))
        return min(4.0, 1.0 + left / 10)

    def evaluate(self, state: State) -> list[float]:
        assert isinstance(state, HexadominoState)
        values = [float(s) for s in state._scores]
        player = state.current_player
        if player >= 0:
            moves = state._placements()
            if moves:
                values[player] += self.tempo_weight * max(self.quick_values(state, moves))
        return values

    def rollout_move(self, state: State, moves: list[Move], rng: random.Random) -> Move:
        if len(moves) == 1 or rng.random() < self.rollout_epsilon:
            return moves[rng.randrange(len(moves))]
        values = self.quick_values(state, moves)
        top = max(values)
        best = [m for m, v in zip(moves, values, strict=True) if v == top]
        return best[rng.randrange(len(best))]
