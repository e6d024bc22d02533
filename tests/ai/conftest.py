"""Positions the AI tests share: mid-game states of every registered game, reached by seeded
random play (so every test sees the same positions)."""

from __future__ import annotations

import random

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import State


def position(game_id: str, seed: int, plies: int, **options: object) -> State:
    """The state after ``plies`` random moves of the game dealt with ``seed`` (or earlier, if
    the game would end first)."""
    state = get_game(game_id, **options).new_initial_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        moves = state.legal_moves()
        after = state.clone()
        after.apply(rng.choice(moves))
        if after.is_terminal():
            break
        state = after
    return state
