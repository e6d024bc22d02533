"""The Hexadomino heuristics' quick values (kept per key since issue 22's third round)."""

from __future__ import annotations

import random

from holomino_desktop.ai.hexadomino_ai import HexadominoHeuristics
from holomino_desktop.engine import get_game


def test_quick_values_are_the_points_each_placement_scores() -> None:
    heuristics = HexadominoHeuristics()
    rng = random.Random(2)
    compared = 0
    for seed in range(4):
        state = get_game("hexadomino").new_initial_state(seed=seed)
        while not state.is_terminal():
            moves = state.legal_moves()
            values = heuristics.quick_values(state, moves)
            for move, value in zip(moves, values, strict=True):
                after = state.clone()
                player = state.current_player
                after.apply(move)
                assert value == after.scores()[player] - state.scores()[player]
                compared += 1
            state.apply(rng.choice(moves))
    assert compared > 1000
