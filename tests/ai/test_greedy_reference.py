"""The greedy reference player ("greedy"): the move that raises its own score most now."""

from __future__ import annotations

import random

from holomino_desktop.ai.arena import run_arena
from holomino_desktop.ai.greedy_reference import GreedyReferencePlayer, score_gain
from holomino_desktop.ai.levels import LEVELS, make_player
from holomino_desktop.engine import get_game
from holomino_desktop.engine.square_domino import SquareDominoGame, SquareDominoState
from holomino_desktop.engine.triominos import DRAW, Place, TriominosGame, TriominosState


def triominos_position(rack: list[str]) -> TriominosState:
    """012 on the table; seat 0 holds ``rack``; 122 fits below it (sum 5), 002 to its left and
    011 to its right (sum 2 each); drawing costs 5."""
    game = TriominosGame()
    return TriominosState.setup(game, ["012@0,0/0"], [rack, ["555", "455", "445"]], scores=[10, 20])


def test_greedy_takes_the_placement_worth_most() -> None:
    state = triominos_position(["122", "002", "011"])
    gains = {str(m): score_gain(state, m) for m in state.legal_moves()}
    assert gains == {"122@0,1/2": 5, "002@-1,0/1": 2, "011@1,0/1": 2, "draw": -5}
    move = GreedyReferencePlayer(seed=1).choose_move(state.view(0))
    assert move == Place(state.hands[0][0], 0, 1, 2)


def test_greedy_breaks_ties_by_the_smallest_notation() -> None:
    state = triominos_position(["002", "011"])  # both score 2
    move = GreedyReferencePlayer(seed=1).choose_move(state.view(0))
    assert str(move) == "002@-1,0/1"  # "002@…" < "011@…"
    assert move != DRAW


def test_greedy_square_domino_scores_the_sides_it_matches() -> None:
    """The start square shows 3 and 4 on its right side and 1 and 2 on its left: a square to
    the right scores 7, one to the left 3; of the three that score 7 the smallest notation."""
    game = SquareDominoGame()
    state = SquareDominoState.setup(
        game, ["12+34@0,0/v"], [["34", "56", "12", "00"], ["66", "55", "44"]]
    )
    sevens = sorted(str(m) for m in state.legal_moves() if score_gain(state, m) == 7)
    assert sevens == ["34+00@1,0/v", "34+56@1,0/v", "34+65@1,0/v"]
    assert max(score_gain(state, m) for m in state.legal_moves()) == 7
    assert str(GreedyReferencePlayer(seed=1).choose_move(state.view(0))) == "34+00@1,0/v"


def test_greedy_is_deterministic_whatever_its_seed() -> None:
    state = get_game("holomino").new_initial_state(seed=4)
    rng = random.Random(4)
    for _ in range(6):
        state.apply(rng.choice(state.legal_moves()))
    view = state.view(state.current_player)
    choices = {str(make_player("greedy", seed=s).choose_move(view)) for s in range(5)}
    assert len(choices) == 1
    best = max(score_gain(view, m) for m in view.legal_moves())
    (choice,) = choices
    assert score_gain(view, next(m for m in view.legal_moves() if str(m) == choice)) == best


def test_greedy_plays_in_the_arena_but_is_not_offered_to_people() -> None:
    assert "greedy" not in LEVELS  # the new-game dialog offers LEVELS only
    report = run_arena("square_domino", ["greedy", "random"], 2, seed=3)
    assert [s.label for s in report.stats()] == ["greedy", "random"]
    assert sum(s.games for s in report.stats()) == 4
