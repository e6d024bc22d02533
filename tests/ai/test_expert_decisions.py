"""The Expert's decisions on constructed positions: the last round while behind (issue 22:
rewards of finished and cut-off games on one scale) and stopping early when the choice is clear.
"""

from __future__ import annotations

import random
import time

import pytest

from holomino_desktop.ai.base import Clock
from holomino_desktop.ai.heuristics import heuristics_for, sigmoid
from holomino_desktop.ai.hexadomino_ai import HexadominoHeuristics
from holomino_desktop.ai.holomino_ai import HolominoHeuristics
from holomino_desktop.ai.ismcts import ISMCTS, ExpertPlayer
from holomino_desktop.ai.triominos_ai import TriominosHeuristics
from holomino_desktop.engine.hexadomino import HexadominoGame, HexadominoState
from holomino_desktop.engine.holomino import HolominoGame, HolominoState
from holomino_desktop.engine.triominos import DRAW, Place, TriominosGame, TriominosState


def last_round_behind() -> TriominosState:
    """Triominos, the last round (450 is past the target of 400): the Expert (seat 0, 300) can
    go out with 122 for +72 (sum 5, going out 25, the other rack 42) and still lose 372 to 450,
    or draw (−5) and keep the match alive."""
    game = TriominosGame()
    return TriominosState.setup(
        game, ["012@0,0/0"], [["122"], ["555", "455", "445"]], scores=[300, 450]
    )


def searching_draws() -> TriominosHeuristics:
    """The Triominos heuristics with the voluntary draw searched too: these tests are about how
    the search values drawing against placing, which the shipped Expert no longer compares."""
    h = TriominosHeuristics()
    h.search_voluntary_draws = True
    return h


def test_the_position_is_a_last_round_with_a_72_point_placement() -> None:
    state = last_round_behind()
    place = Place(state.hands[0][0], 0, 1, 2)
    assert state.legal_moves() == [place, DRAW]
    after = state.clone()
    result = after.apply(place)
    assert result.points == 72
    assert after.is_terminal() and after.outcome().winners == (1,)


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_expert_behind_in_the_last_round_places_rather_than_draws(seed: int) -> None:
    state = last_round_behind()
    expert = ExpertPlayer(seed=seed, iterations=200, heuristics=searching_draws())
    move = expert.choose_move(state.view(0))
    assert move == Place(state.hands[0][0], 0, 1, 2)


def test_finished_and_cut_off_positions_are_rewarded_on_one_scale() -> None:
    state = last_round_behind()
    h = heuristics_for(state)
    base = h.baseline(state)
    assert base == [-150.0, 150.0]
    finished = state.clone()
    finished.apply(Place(state.hands[0][0], 0, 1, 2))  # 372 : 450, lost by 78
    lost = h.rewards(finished, base)
    assert lost == pytest.approx(
        [0.2 * sigmoid((-78 + 150) / 60), 0.8 + 0.2 * sigmoid((78 - 150) / 60)]
    )
    drawn = state.clone()
    drawn.apply(DRAW)  # still running, 295 : 450 and a tile more on the rack
    margins = h.margins(h.evaluate(drawn))
    # the last round with 5 tiles on the racks: a lead of 32 is ~73 %
    assert h.chance_scale(drawn) == 32.0
    assert h.rewards(drawn, base) == pytest.approx(
        [
            0.8 * sigmoid(m / 32) + 0.2 * sigmoid((m - b) / 60)
            for m, b in zip(margins, base, strict=True)
        ]
    )
    # a narrow certain loss now beats hanging on 155 behind
    assert lost[0] > h.rewards(drawn, base)[0]


def running(scores: list[int]) -> TriominosState:
    """A running two-player Triominos position with ``scores``, two tiles on each rack."""
    return TriominosState.setup(
        TriominosGame(), ["012@0,0/0"], [["122", "345"], ["555", "455"]], scores=scores
    )


def test_a_triominos_lead_counts_for_less_the_further_the_match_is_from_its_end() -> None:
    """Issue 22: the flat scale of 30 read a 60-point lead at the start of a 400-point match
    as an 88 % win; Intermediate self-play says about 64 %. The scale grows with the points
    still to go, and in the last round (after 400) with the tiles still on the racks."""
    h = TriominosHeuristics()
    assert h.chance_scale(running([60, 0])) == pytest.approx(45 + 0.2 * 341)
    assert h.chance_scale(running([390, 330])) == pytest.approx(45 + 0.2 * 11)
    assert h.chance_scale(running([420, 300])) == 30.0  # the last round, 4 tiles on the racks
    late = TriominosState.setup(
        TriominosGame(), ["012@0,0/0"], [["122", "345", "000", "111", "222", "333", "444"],
        ["555", "455", "445", "014", "024", "034", "035"]], scores=[420, 300],
    )  # fmt: skip
    assert h.chance_scale(late) == 50.0  # 14 tiles on the racks: the round has a way to go
    early = running([60, 0])
    margin = h.margins(h.evaluate(early))[0]
    chance = (h.rewards(early, [0.0, 0.0])[0] - 0.2 * sigmoid(margin / 60)) / 0.8
    assert 0.6 < chance < 0.7  # 30 would make it sigmoid(60 / 30) ≈ 0.88


def holomino_with(left_in_sack: int, hand: int, scores: list[int]) -> HolominoState:
    """Holomino with tile 123 laid, ``hand`` tiles in each hand and ``left_in_sack`` in the
    sack (the other tiles count as laid elsewhere: only how many are left matters here)."""
    names = ["124", "125", "126", "134", "135", "136", "145", "146"]
    hands = [names[:hand], names[4 : 4 + hand]]
    sack = ["156", "234", "235", "236", "245", "246", "256", "345", "346", "356"][:left_in_sack]
    return HolominoState.setup(HolominoGame(), [(0, 0, "123", 0)], hands, sack=sack, scores=scores)


def test_a_holomino_lead_counts_for_more_the_fewer_tiles_are_left() -> None:
    """Issue 22: the flat scale of 18 read a 10-point lead with four tiles to place as a 64 %
    win; Intermediate self-play says about 92 % (``benchmarks/research/win_chance.py --game
    holomino``). The scale is 18 with 24 or more tiles to come and shrinks to 4."""
    h = HolominoHeuristics()
    assert h.chance_scale(HolominoGame().new_initial_state(seed=1)) == 18.0  # 33 + 3 + 3 left
    assert h.chance_scale(holomino_with(8, 3, [0, 0])) == pytest.approx(0.75 * 14 - 0.5)
    assert h.chance_scale(holomino_with(10, 4, [0, 0])) == pytest.approx(0.75 * 18 - 0.5)
    late = holomino_with(0, 2, [30, 20])  # four tiles to place, seat 0 ten ahead
    assert h.chance_scale(late) == 4.0
    assert h.chance_scale(holomino_with(0, 1, [0, 0])) == 4.0
    margin = h.margins(h.evaluate(late))[0]
    chance = (h.rewards(late, [0.0, 0.0])[0] - 0.2 * sigmoid(margin / 36)) / 0.8
    assert chance == pytest.approx(sigmoid(margin / 4))
    assert margin >= 10 and chance > 0.9  # 18 would make it sigmoid(10 / 18) ≈ 0.64


def hexadomino_with(stock: int, hand: int) -> HexadominoState:
    """A dealt two-player Hexadomino position cut down to ``stock`` stones in the stock and
    ``hand`` in each hand (the scale only counts the stones still to place)."""
    state = HexadominoGame().new_initial_state(seed=3)
    state.stock = state.stock[:stock]
    state.hands = [h[:hand] for h in state.hands]
    return state


def test_a_hexadomino_lead_counts_for_more_the_fewer_stones_are_left() -> None:
    """Issue 22: the flat scale of 8 read a 4-point lead with eight stones left as a 62 % win;
    Intermediate self-play says about 88 %
    (``benchmarks/research/win_chance.py --game hexadomino``). The scale is 4 with 30 or more
    stones to come and shrinks to 1."""
    h = HexadominoHeuristics()
    dealt = HexadominoGame().new_initial_state(seed=3)
    assert len(dealt.stock) + sum(map(len, dealt.hands)) >= 30
    assert h.chance_scale(dealt) == 4.0
    assert h.chance_scale(hexadomino_with(5, 5)) == pytest.approx(1.0 + 15 / 10)
    late = hexadomino_with(0, 4)
    assert h.chance_scale(late) == pytest.approx(1.8)
    assert h.chance_scale(hexadomino_with(0, 0)) == 1.0
    late._scores = [30, 26]
    margin = h.margins(h.evaluate(late))[0]
    chance = (h.rewards(late, [0.0, 0.0])[0] - 0.2 * sigmoid(margin / 16)) / 0.8
    assert chance == pytest.approx(sigmoid(margin / 1.8))
    assert margin >= 4 and chance > 0.85  # 8 would make it sigmoid(4 / 8) ≈ 0.62


def test_one_legal_move_is_returned_without_searching() -> None:
    # 555 fits nowhere and the pool is empty: passing is the only move
    only = TriominosState.setup(
        TriominosGame(), ["012@0,0/0"], [["555"], ["455", "445"]], scores=[300, 450], pool=[]
    )
    assert len(only.legal_moves()) == 1
    clock = Clock(2.0)
    started = time.perf_counter()
    result = ISMCTS(heuristics_for(only), random.Random(1)).search(only.view(0), clock)
    assert time.perf_counter() - started < 0.05
    assert result.iterations == 0
    assert result.best == only.legal_moves()[0]


def test_expert_stops_early_when_the_best_move_cannot_be_caught_up() -> None:
    """Going out for +72 dominates drawing: once its lead in visits is more than the search
    could still give the other move in the time left, the Expert stops, well before the
    budget (the search runs at least 64 iterations between two looks)."""
    state = last_round_behind()
    budget = 3.0
    clock = Clock(budget)
    result = ISMCTS(searching_draws(), random.Random(1)).search(state.view(0), clock)
    assert result.best == Place(state.hands[0][0], 0, 1, 2)
    visits = {move: n for move, n, _ in result.moves}
    assert result.seconds < 0.8 * budget
    rate = result.iterations / result.seconds
    lead = visits[result.best] - visits[DRAW]
    assert result.iterations >= 64 and lead > rate * (clock.deadline - clock.start - result.seconds)
