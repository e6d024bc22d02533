"""Holomino knowledge for the players.

Both hands are open, so the only unknown is the order of the sack — but the *set* of tiles in
it is known. A good human therefore looks one move ahead of his opponent: a hole left half-built
is worth nothing if the tile that closes it is in the other hand (or likely to be drawn).

The scoring of a placement is computed straight from the engine's packed tables (the same ones
its ``_close_holes`` uses) instead of cloning the state, which is ~20× faster and what makes
heuristic rollouts affordable.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.base import Move, State
from ..engine.holomino import (
    _FIT,
    _HOLES,
    _ORIENTED,
    HolominoState,
    Place,
    _cell_index,
)
from .heuristics import Heuristics

Board = dict[int, int]


def hole_values(board: Board, cell: int, ori: int) -> list[int]:
    """Values of the holes that oriented tile ``ori`` closes at empty ``cell``."""
    values = _ORIENTED[ori]
    closed = []
    for deltas, far, _bite in _HOLES:
        if cell + deltas[0] in board and cell + deltas[1] in board:
            total = 0
            for delta, slot in far:
                total += values[slot] if delta == 0 else _ORIENTED[board[cell + delta]][slot]
            closed.append(total)
    return closed


def points_of(closed: list[int], product: bool) -> int:
    if not closed:
        return 0
    if len(closed) == 1:
        return closed[0]
    if product:
        points = 1
        for value in closed:
            points *= value
        return points
    return sum(closed) * len(closed)


def closes_any(board: Board, cell: int) -> bool:
    for deltas, _far, _bite in _HOLES:
        if cell + deltas[0] in board and cell + deltas[1] in board:
            return True
    return False


def best_by_tile(state: HolominoState, tiles: set[int]) -> dict[int, int]:
    """The most points each of ``tiles`` could score in one placement on the current board."""
    board, product = state.board, state._product
    best: dict[int, int] = {}
    for cell, key in state.req.items():
        if key < 0 or not closes_any(board, cell):
            continue
        for tile, rotation in _FIT[key].items():
            if tile in tiles:
                points = points_of(hole_values(board, cell, tile * 3 + rotation), product)
                if points > best.get(tile, 0):
                    best[tile] = points
    return best


class HolominoHeuristics(Heuristics):
    scale = 18.0
    # measured at 300 iterations against the Intermediate (40 games each): rollout depth
    # 0 → 48 %, 3 → 83 %, 6 → 70 %, to the end → 59 %; bias weight 2 → 88 %
    rollout_depth = 3
    rollout_epsilon = 0.1
    tempo_weight = 0.6
    #: how much of the opponent's best reply counts against a move (Intermediate)
    threat_weight = 0.9
    #: how much of my own best follow-up with the tiles I keep counts for a move
    follow_weight = 0.25
    #: the other seat's best immediate points in :meth:`evaluate` (he moves second)
    reply_weight = 0.3

    def quick_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        assert isinstance(state, HolominoState)
        board, product = state.board, state._product
        out = []
        for move in moves:
            if isinstance(move, Place):
                cell = _cell_index(move.q, move.r)
                out.append(
                    float(
                        points_of(hole_values(board, cell, move.tile * 3 + move.rotation), product)
                    )
                )
            else:
                out.append(0.0)
        return out

    def greedy_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        """Points now, less what the opponent can take next (his open hand, or a likely draw),
        plus a little of what my remaining tiles can take after."""
        assert isinstance(state, HolominoState)
        me = state.current_player
        opp = 1 - me
        opp_known = list(state.hands[opp])
        unknown = set(state.sack)  # the sack's order is hidden, its contents are not
        quick = self.quick_values(state, moves)
        out = []
        for move, now in zip(moves, quick, strict=True):
            after = state.clone()
            after.apply_legal(move)
            if after.is_terminal():
                out.append(now)
                continue
            mine = list(state.hands[me])
            mine.remove(move.tile)  # type: ignore[attr-defined]  # Place and ReturnTile
            best = best_by_tile(after, set(opp_known) | unknown | set(mine))
            known_best = max((best.get(t, 0) for t in opp_known), default=0)
            if unknown:
                threat = sum(max(known_best, best.get(t, 0)) for t in unknown) / len(unknown)
            else:
                threat = float(known_best)
            follow = max((best.get(t, 0) for t in mine), default=0)
            out.append(now - self.threat_weight * threat + self.follow_weight * follow)
        return out

    def chance_scale(self, state: State) -> float:
        """A lead decides more the fewer tiles are left to place: 18 points make a ~73 % win
        chance with 24 or more still to come (sack and both hands), 10 with 14 left and 4 with
        6 or fewer. Fitted (logistic, one scale per band of four) on the evaluated margins of
        the 114,000 positions of 3,000 Intermediate self-play games (``python
        benchmarks/research/win_chance.py --game holomino``, ``docs/decisions.md``); the flat 18
        this replaces made a 10-point lead with four tiles left look like a 64 % win where
        it is about 92 %."""
        assert isinstance(state, HolominoState)
        left = len(state.sack) + len(state.hands[0]) + len(state.hands[1])
        return min(self.scale, max(4.0, 0.75 * left - 0.5))

    def evaluate(self, state: State) -> list[float]:
        assert isinstance(state, HolominoState)
        values = [float(s) for s in state._scores]
        player = state.current_player
        if player < 0:
            return values
        tiles = set(state.hands[0]) | set(state.hands[1])
        best = best_by_tile(state, tiles)
        values[player] += self.tempo_weight * max(
            (best.get(t, 0) for t in state.hands[player]), default=0
        )
        other = 1 - player
        values[other] += self.reply_weight * max(
            (best.get(t, 0) for t in state.hands[other]), default=0
        )
        return values

    def rollout_move(self, state: State, moves: list[Move], rng: random.Random) -> Move:
        if len(moves) == 1 or rng.random() < self.rollout_epsilon:
            return moves[rng.randrange(len(moves))]
        values = self.quick_values(state, moves)
        top = max(values)
        best = [m for m, v in zip(moves, values, strict=True) if v == top]
        return best[rng.randrange(len(best))]
