"""Holandski domino knowledge for the players.

Nobody scores points: the last player still holding tiles gets a kružić, and in a blocked round
the heaviest hand does. So a seat values its own position only — its expected kružići — and
every seat maximises that for itself (:meth:`margins` is the seat's own value).

What a good human adds (Intermediate): never buy while you can lay a tile; lay heavy tiles and
doubles early (a double fits only one number, and pips decide a blocked round); leave open ends
you can follow yourself (values you hold many of); and leave ends the others can hardly match
(few unseen tiles show that number) — the keep-open rule for a last tile is the engine's.

The Expert adds search, and leaves voluntary buys out of it (:meth:`candidates`); its
determinizations come from the engine's ``sample_hidden``, which deals every other seat only
tiles that fit what its passes and buys showed (``void_evidence``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..engine.base import Move, State
from ..engine.dutch_domino import (
    _DOUBLE,
    _FAR,
    _MASK,
    _PIPS,
    TILES,
    Buy,
    DutchDominoState,
    Place,
)
from ..engine.geometry.domino_line import SPINNER
from ..engine.match import CircleMatch
from .heuristics import Heuristics, margin_win_chance, sigmoid


def rounds_par(match: CircleMatch) -> float:
    """The kružići a seat expects from the rounds dealt so far at par: 1 / the seats in the
    match, summed over the finished rounds and the one being played. A round won keeps what
    being safe in it was worth, since the next deal's fresh chance of losing is matched by
    that round's par."""
    circles = [0] * match.players
    seats = match.players
    total = 0.0
    for loser in match.losers:
        total += 1.0 / seats
        if loser is not None:
            circles[loser] += 1
            if circles[loser] == match.limit:
                seats -= 1
    if seats > 1:
        total += 1.0 / seats
    return total


class DutchDominoHeuristics(Heuristics):
    scale = 0.3  # in kružići
    #: tiles of difference in hand that make a round ~73 % : 27 % between two players
    load_temperature = 2.0
    # 20 games at 100 iterations against the Intermediate: depth 10 → 25 %, 30 → 65 %, 80 → 30 %
    # (match wins are noisy at that size; 30 kept)
    rollout_depth = 30
    rollout_epsilon = 0.1
    tempo_weight = 0.0
    mobility_weight = 1.0
    block_weight = 0.3
    pips_weight = 0.15
    double_weight = 1.5

    # each seat's own standing: what matters is not to be the one left holding tiles
    def margins(self, values: Sequence[float]) -> list[float]:
        return [float(v) for v in values]

    def baseline(self, view: State) -> list[float]:
        return self.evaluate(view)

    def rewards(self, state: State, baseline: Sequence[float]) -> list[float]:
        """Here a "margin" is a seat's own standing (minus its expected kružići beyond par, see
        :meth:`evaluate`), not a lead, so the shared win chance ``sigmoid(margin / scale)``
        would call every seat lost. Truncated: the standing's change since the root, through a
        sigmoid of ``scale``. A finished match: 1 for the winner, 0 for the others — above and
        below anything a running match can be worth (with ``bank_rounds`` off, as before commit
        73d00a5: 0.8 for the winner plus 0.2 × the standing, so a match won could be worth
        less than a round won)."""
        if state.is_terminal():
            winners = state.outcome().winners
            share = 1.0 / len(winners)
            if self.bank_rounds:
                return [share if p in winners else 0.0 for p in range(state.num_players)]
            margins = self.margins([float(s) for s in state.scores()])
            return [
                0.8 * (share if p in winners else 0.0) + 0.2 * sigmoid(m / (2.0 * self.scale))
                for p, m in enumerate(margins)
            ]
        margins = self.margins(self.evaluate(state))
        return [sigmoid((m - b) / self.scale) for m, b in zip(margins, baseline, strict=True)]

    def win_chance(self, reward: float, margin: float) -> float:
        """A running position's reward is the standing's change through a sigmoid (see
        :meth:`rewards`): read back the standing after the move and turn it into a chance."""
        return margin_win_chance(reward, margin, self.scale)

    #: whether :meth:`evaluate` credits every seat with the par of each round dealt so far, and
    #: :meth:`rewards` gives a finished match 1 or 0 (False: the rewards before 73d00a5)
    bank_rounds = True

    def evaluate(self, state: State) -> list[float]:
        """Minus the expected kružići of every seat: those it has, plus its chance of losing
        this round. That chance is a softmax of the load (tiles, and pips for a blocked round)
        over the seats still holding tiles — so a fresh deal is even for everybody, and going
        out is as good as it gets.

        Every seat is also credited with the par (1 / seats dealt in) of each round dealt so
        far (:func:`rounds_par`): the kružići a seat is expected to get anyway. Without it, a
        rollout that ends the round was worth less than one cut off mid-round: the winner of
        a round is back at par in the next deal, so a round won counted as nothing gained,
        while a lead in an unfinished round counted, and the search shied away from finishing
        rounds (issue 22, commit 73d00a5)."""
        assert isinstance(state, DutchDominoState)
        loads = {
            p: len(hand) + sum(_PIPS[t] for t in hand) / 30.0
            for p, hand in enumerate(state.hands)
            if state.in_round[p]
        }
        weights = {p: math.exp(load / self.load_temperature) for p, load in loads.items()}
        if self.bank_rounds and state.spinner < 0:
            # a fresh deal (a rollout that finished a round): every seat at par, so that the
            # round just won is what the reward sees, not the new hands' pips
            weights = dict.fromkeys(loads, 1.0)
        total = sum(weights.values())
        banked = rounds_par(state.match) if self.bank_rounds else 0.0
        values = []
        for p in range(state.num_players):
            chance = weights[p] / total if p in weights and len(weights) > 1 else 0.0
            values.append(banked - (state.match.circles[p] + chance))
        return values

    #: whether the Expert considers buying while a tile fits (measured: better not)
    search_voluntary_buys = False

    def candidates(self, state: State, moves: list[Move]) -> list[Move]:
        """Buying while a tile fits is legal but only lengthens the hand in a race to empty
        it: the search leaves it out whenever there is a tile to lay."""
        if self.search_voluntary_buys:
            return moves
        places: list[Move] = [m for m in moves if isinstance(m, Place)]
        return places or moves

    def quick_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        out = []
        for move in moves:
            if isinstance(move, Place):
                out.append(_PIPS[move.tile] + (3.0 if _DOUBLE[move.tile] else 0.0))
            elif isinstance(move, Buy):
                out.append(-15.0)
            else:
                out.append(0.0)
        return out

    def greedy_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        assert isinstance(state, DutchDominoState)
        me = state._player
        hand = state.hands[me]
        unseen_by_value = [0] * 10
        for t in state.hidden_tiles(me):
            a, b = TILES[t]
            unseen_by_value[a] += 1
            if b != a:
                unseen_by_value[b] += 1
        out = []
        for move in moves:
            if not isinstance(move, Place):
                out.append(-8.0 if isinstance(move, Buy) else 0.0)
                continue
            ends = list(state.ends)
            if move.arm == SPINNER:
                value_after = TILES[move.tile][0]
                open_mask = 1 << value_after
                new_end = value_after
            else:
                near = ends[move.arm] if ends[move.arm] >= 0 else state.spinner_value
                new_end = _FAR[move.tile][near]
                ends[move.arm] = new_end
                open_mask = 0
                for end in ends:
                    open_mask |= 1 << (end if end >= 0 else state.spinner_value)
            rest = [t for t in hand if t != move.tile]
            mobility = sum(1 for t in rest if _MASK[t] & open_mask)
            value = (
                self.pips_weight * _PIPS[move.tile]
                + self.double_weight * _DOUBLE[move.tile]
                + self.mobility_weight * mobility
                - self.block_weight * unseen_by_value[new_end]
            )
            if not rest:
                value += 20.0  # leaving the round is the whole point
            out.append(value)
        return out

    #: rollouts follow the Intermediate's judgement (mobility, blocking) instead of "heaviest
    #: tile first"
    rollout_greedy = False

    def rollout_move(self, state: State, moves: list[Move], rng: random.Random) -> Move:
        if len(moves) == 1:
            return moves[0]
        places: list[Move] = [m for m in moves if isinstance(m, Place)]
        if not places:
            return moves[rng.randrange(len(moves))]
        if rng.random() < self.rollout_epsilon:
            return places[rng.randrange(len(places))]
        if self.rollout_greedy:
            values = self.greedy_values(state, places)
        else:
            values = self.quick_values(state, places)
        top = max(values)
        best = [m for m, v in zip(places, values, strict=True) if v == top]
        return best[rng.randrange(len(best))]
