"""The Triominos heuristics' immediate points against the engine's own scoring (issue 22: the
AI reads a bridge from the cell's key, as the engine's ``_place`` does)."""

from __future__ import annotations

import random

from holomino_desktop.ai.triominos_ai import TriominosHeuristics
from holomino_desktop.engine import triominos as tr


def test_the_ai_scores_every_placement_as_the_engine_does() -> None:
    """The heuristics' immediate points (read from the keys, without cloning) are the points
    the placement scores, bridges and hexagons included."""
    h = TriominosHeuristics()
    bonuses = set()
    for seed in range(6):
        state = tr.TriominosGame().new_initial_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_terminal():
                break
            moves = state.legal_moves()
            for move in moves:
                if isinstance(move, tr.Place) and len(state.hands[state.current_player]) > 1:
                    result = state.clone().apply(move)
                    assert h.place_points(state, move) == result.items[0].points
                    bonuses.add(result.items[0].kind)
            state.apply(rng.choice(moves))
    assert {"tile", "bridge", "hexagon"} <= bonuses
