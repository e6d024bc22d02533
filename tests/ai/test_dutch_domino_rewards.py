"""Holandski domino's search rewards: a round won inside the search is worth what it should be.

Issue 22 (commit 73d00a5): a seat's value is minus its expected kružići. The winner of a round is
dealt a fresh hand at once, with a fresh chance of losing the next round, so without crediting
each round's par a round won inside a rollout counted as nothing gained (or less: from a good
position it counted as a loss), while a lead in a round still being played counted in full.
"""

from __future__ import annotations

import pytest

from holomino_desktop.ai.dutch_domino_ai import DutchDominoHeuristics, rounds_par
from holomino_desktop.engine import get_game
from holomino_desktop.engine.dutch_domino import DutchDominoState, Place, tile_id
from holomino_desktop.engine.match import CircleMatch

ARMS = (("6-1",), ("6-2",), ("6-3",), ("6-4",))  # open ends 1, 2, 3 and 4


def _position(kruzici: tuple[int, int], mine: tuple[str, ...]) -> DutchDominoState:
    """Seat 0 to move, holding ``mine``; seat 1 holds five tiles that fit nowhere, and the
    boneyard three more of those."""
    game = get_game("dutch_domino", players=2)
    return DutchDominoState.from_position(
        game,  # type: ignore[arg-type]
        [list(mine), ["7-8", "8-9", "7-9", "0-7", "0-8"]],
        spinner="6-6",
        arms=ARMS,
        stock=["0-0", "7-7", "8-8"],
        kruzici=kruzici,
    )


def _lay(state: DutchDominoState, tile: str, end: int) -> DutchDominoState:
    """A copy of ``state`` after the seat to move lays ``tile`` on the arm ending in ``end``."""
    after = state.clone()
    move = next(
        m
        for m in after.legal_moves()
        if isinstance(m, Place) and m.tile == tile_id(tile) and after.ends[m.arm] == end
    )
    after.apply(move)
    return after


def _stuck_turn(state: DutchDominoState) -> DutchDominoState:
    """Seat 1 has nothing to lay: it buys twice (nothing that fits) and passes."""
    after = state.clone()
    for _ in range(3):
        (move,) = after.legal_moves()
        after.apply(move)
    return after


def test_rounds_par_counts_every_round_dealt_at_the_table_size_of_its_deal() -> None:
    two = CircleMatch(2)
    assert rounds_par(two) == 0.5
    two.end_round(0)
    two.end_round(None)  # a blocked round without a loser still had its par
    assert rounds_par(two) == 1.5
    four = CircleMatch(4)
    for _ in range(5):
        four.end_round(0)  # the fifth puts seat 0 out: three seats from then on
    assert rounds_par(four) == pytest.approx(5 / 4 + 1 / 3)


def test_dutch_domino_rewards_a_round_won_above_a_lead_in_the_same_round() -> None:
    root = _position((1, 1), ("1-5", "5-9"))
    h = DutchDominoHeuristics()
    baseline = h.baseline(root)
    lead = _lay(root, "1-5", 1)  # one tile left against five
    won = _lay(_stuck_turn(lead), "5-9", 5)  # ... and out: seat 1 gets the round's kružić
    assert not won.is_terminal() and won.match.circles == [1, 2]
    at_root, with_lead, after_win = (h.rewards(s, baseline) for s in (root, lead, won))
    assert at_root == [0.5, 0.5]
    assert 0.5 < with_lead[0] < after_win[0]
    assert after_win[1] < with_lead[1] < 0.5


def test_dutch_domino_rewards_a_won_match_above_everything_and_a_lost_one_below() -> None:
    root = _position((3, 4), ("1-5",))
    h = DutchDominoHeuristics()
    won = _lay(root, "1-5", 1)
    assert won.is_terminal()
    assert h.rewards(won, h.baseline(root)) == [1.0, 0.0]
