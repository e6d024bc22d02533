"""Triominos knowledge for the players.

A placement scores its sum plus the best bonus (bridge 40, hexagon 50/60/70); going out adds
25 and the other racks. The immediate points are computed from the engine's packed tables
without cloning (the same tests as its ``_bonus``), which keeps rollouts cheap.

What a good human adds (Intermediate): don't draw while you can place; dump high tiles when the
round is nearly over (someone is close to going out, or the pool is empty) because the rack
counts against you then; keep tiles that still fit somewhere; play a triple (it meets a third
of the sides any other tile meets) while it fits; don't open a hexagon or a bridge that the next
player is likely to take, nor leave him a place for his last tile (his expected best reply, from
the tiles this seat cannot see); and prefer a layout where its own rack scores well next turn.
Measured against the greedy reference player (issue 22): 53 % → 62 % of 2,000 games.

The Expert's determinizations come from the engine's ``sample_hidden``, which deals every other
rack only tiles that fit what its draws, passes and laid tiles showed (``void_evidence``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.base import Move, State
from ..engine.triominos import (
    _FIT_MASK,
    DRAW_PENALTY,
    GOING_OUT_BONUS,
    MAX_DRAWS,
    PASS_PENALTY,
    TARGET,
    TILE_SUMS,
    TILES,
    Draw,
    Pass,
    Place,
    TriominosState,
    _cell_index,
    bonus_points,
    opening_bonus,
)
from .heuristics import Heuristics

_MEAN_TILE = sum(TILE_SUMS) / len(TILE_SUMS)


#: the triples (0-0-0 … 5-5-5): a triple meets 3 of the one-side constraints (two numbers fixed),
#: every other tile 9, so it waits longest for a place (``tests/ai/test_heuristics.py``)
TRIPLES = frozenset(t for t, numbers in enumerate(TILES) if len(set(numbers)) == 1)


def others_racks(state: TriominosState, player: int) -> float:
    """The other racks' value: exact in a sampled state, expected in a view (whose hidden tiles
    are only a canonical placeholder)."""
    others = [p for p in range(state.num_players) if p != player]
    if state.viewer is None:
        return float(sum(TILE_SUMS[t] for p in others for t in state.hands[p]))
    hidden = state.hidden_tiles(player)
    mean = sum(TILE_SUMS[t] for t in hidden) / len(hidden) if hidden else _MEAN_TILE
    return mean * sum(len(state.hands[p]) for p in others)


def expected_best(values: list[int], unseen: int, hand: int, out_bonus: float = 0.0) -> float:
    """The expected best of a rack of ``hand`` tiles drawn from ``unseen``, given the best
    reply ``values`` of the unseen tiles that fit somewhere.

    Each unseen tile is in the rack with chance ``p = hand / unseen``; the expected best is
    ``Σ vᵢ · p · (1 − p)^(i−1)`` over the values sorted high to low (independence is close
    enough for a rack of a few tiles). ``out_bonus`` is added to a reply that empties the rack.
    What a move changes in this is mostly the hexagons and bridges it opens or closes, worth
    40–70 points to a point-grabbing reply.
    """
    if not unseen or not hand:
        return 0.0
    p = min(1.0, hand / unseen)
    expected, miss = 0.0, 1.0
    for value in sorted(values, reverse=True):
        expected += (value + out_bonus) * p * miss
        miss *= 1.0 - p
    return expected


class TriominosHeuristics(Heuristics):
    scale = 30.0
    rollout_depth = 3  # short rollouts measured best in Holomino and Hexadomino
    rollout_epsilon = 0.1
    tempo_weight = 0.5
    #: value per point of rack left, in the evaluation (the rack is lost or given away at the end)
    rack_weight = 0.5
    #: value per tile held, in the evaluation (each is a turn away from going out)
    tile_weight = 3.0
    #: value of each tile in hand that still fits somewhere after the move (fewer draws later)
    option_weight = 1.0
    #: share of a tile's sum counted for getting rid of it, early and late in the round
    dump_early = 0.15
    dump_late = 1.0  # 1000 games vs the Beginner: (1.0, 0.6) 70.0 % → (2.0, 1.0) 73.2 %
    #: whether the Expert's search also tries a draw while a tile fits (see :meth:`candidates`)
    search_voluntary_draws = False
    #: how much of the next player's expected best reply (:func:`expected_best`) counts
    #: against a move
    reply_weight = 0.7
    #: how much of this seat's own best placement next turn counts for a move
    follow_weight = 0.3
    #: value of getting rid of a triple, which meets few sides (:data:`TRIPLES`)
    awkward_weight = 15.0
    # Triominos is mostly luck between two point-grabbers: the Beginner must be looser than in
    # the other games for the Intermediate to be clearly stronger (measured: 72 % vs 63 %)
    beginner_careless = 0.45
    beginner_temperature = 12.0

    def place_points(self, state: TriominosState, move: Place) -> float:
        if not state.board:
            return float(TILE_SUMS[move.tile] + (
                opening_bonus(move.tile) if state.game.options["classic_opening"] else 0
            ))  # fmt: skip
        cell = _cell_index(move.x, move.y)
        points = float(TILE_SUMS[move.tile] + bonus_points(state, cell, state.req.get(cell, 0)))
        player = state._player
        if len(state.hands[player]) == 1:
            points += GOING_OUT_BONUS + others_racks(state, player)
        return points

    def candidates(self, state: State, moves: list[Move]) -> list[Move]:
        """Drawing while a tile fits is legal but costs 5 points and adds a tile to the rack;
        the search leaves it out whenever there is a tile to place (as Holandski domino leaves
        out a voluntary buy), so its iterations go to the placements."""
        if self.search_voluntary_draws:
            return moves
        places: list[Move] = [m for m in moves if isinstance(m, Place)]
        return places or moves

    def quick_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        assert isinstance(state, TriominosState)
        out = []
        for move in moves:
            if isinstance(move, Place):
                out.append(self.place_points(state, move))
            elif isinstance(move, Draw):
                out.append(-float(DRAW_PENALTY) - 3.0)  # the tile also weighs on the rack
            else:
                out.append(-float(PASS_PENALTY) if state._draws >= MAX_DRAWS else 0.0)
        return out

    def greedy_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        assert isinstance(state, TriominosState)
        me = state._player
        n = state.num_players
        nxt = (me + 1) % n
        unseen = state.hidden_tiles(me)
        unseen_mask = 0
        for t in unseen:
            unseen_mask |= 1 << t
        nearly_over = not state.pool or min(len(state.hands[p]) for p in range(n) if p != me) <= 3
        dump = self.dump_late if nearly_over else self.dump_early
        quick = self.quick_values(state, moves)
        can_place = any(isinstance(m, Place) for m in moves)
        out = []
        for move, now in zip(moves, quick, strict=True):
            if isinstance(move, Draw) and can_place:
                out.append(-1000.0)  # a tile that fits beats drawing: −5 and a bigger rack
                continue
            if not isinstance(move, Place) or not state.board:
                out.append(now)
                continue
            after = state.clone()
            after.apply_legal(move)
            if after.is_terminal() or not after.board or after._player == me:
                out.append(now)  # the round (or match) ended with this move
                continue
            value = now + dump * TILE_SUMS[move.tile]
            if move.tile in TRIPLES:
                value += self.awkward_weight
            value += self.option_weight * self._options(after, me)
            # one pass over the open cells for both racks (the unseen tiles and ours differ)
            mine = after.masks[me]
            best = self.best_by_tile(after, unseen_mask | mine)
            hand = len(state.hands[nxt])
            # a last tile that fits ends the round: he takes 25 and every other rack
            out_bonus = (
                GOING_OUT_BONUS + sum(TILE_SUMS[t] for t in after.hands[me]) if hand == 1 else 0
            )
            theirs = [v for t, v in best.items() if unseen_mask >> t & 1]
            value -= self.reply_weight * expected_best(theirs, len(unseen), hand, out_bonus)
            follow = max((v for t, v in best.items() if mine >> t & 1), default=0)
            value += self.follow_weight * follow
            out.append(value)
        return out

    @staticmethod
    def best_by_tile(after: TriominosState, mask: int) -> dict[int, int]:
        """For each tile of ``mask`` that fits somewhere on ``after``: the most it scores there
        (its sum plus the best bonus of the cells it fits)."""
        best: dict[int, int] = {}
        for cell, key in after.front.items():
            fits = _FIT_MASK[key] & mask
            if not fits:
                continue
            bonus = bonus_points(after, cell, after.req.get(cell, 0))
            while fits:
                low = fits & -fits
                tile = low.bit_length() - 1
                value = TILE_SUMS[tile] + bonus
                if value > best.get(tile, -1):
                    best[tile] = value
                fits ^= low
        return best

    @staticmethod
    def _options(after: TriominosState, player: int) -> int:
        """How many of ``player``'s tiles still fit somewhere."""
        fit_any = 0
        for key in after.front.values():
            fit_any |= _FIT_MASK[key]
        return bin(fit_any & after.masks[player]).count("1")

    def chance_scale(self, state: State) -> float:
        """A lead counts for less the further the match is from its end: the last round is
        played out after someone passes 400, and going out is worth 25 and the other racks.

        Fitted (logistic, one scale per band) on 600,000 positions of 3,000 Intermediate
        self-play matches: a running match needs about 50 points for a 73 % chance with under
        100 to go, 75 with 100–200, 110 with 300–400; in the last round, which ends when a rack
        is empty, 30–35 with up to 8 tiles on the racks and 50 with 12 or more
        (``docs/decisions.md``). The flat 30 this replaces made a 60-point lead at the start
        look like an 88 % win, where it is about 64 %.
        """
        assert isinstance(state, TriominosState)
        to_go = TARGET + 1 - max(state.match.totals)
        if to_go > 0:
            return 45.0 + 0.2 * to_go
        on_racks = sum(len(hand) for hand in state.hands)
        return min(50.0, 30.0 + 2.0 * max(0, on_racks - 4))

    def evaluate(self, state: State) -> list[float]:
        assert isinstance(state, TriominosState)
        values = [float(s) for s in state.match.totals]
        for p, hand in enumerate(state.hands):
            values[p] -= self.rack_weight * sum(TILE_SUMS[t] for t in hand)
            values[p] -= self.tile_weight * len(hand)
        player = state.current_player
        if player >= 0 and state.board:
            best = 0.0
            for move in state._placements(state.masks[player]):
                assert isinstance(move, Place)
                best = max(best, self.place_points(state, move))
            values[player] += self.tempo_weight * best
        return values

    def rollout_move(self, state: State, moves: list[Move], rng: random.Random) -> Move:
        if len(moves) == 1:
            return moves[0]
        if rng.random() < self.rollout_epsilon:
            places = [m for m in moves if isinstance(m, Place)]
            return rng.choice(places) if places else moves[0]
        values = self.quick_values(state, moves)
        top = max(values)
        best = [m for m, v in zip(moves, values, strict=True) if v == top]
        return best[rng.randrange(len(best))]


__all__ = ["TriominosHeuristics", "Pass"]
