"""Random positions of the five games, for the codec and leak tests."""

from __future__ import annotations

import random

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import State


def random_position(game_id: str, players: int, seed: int, moves: int) -> State:
    """The position after up to ``moves`` random moves of a game dealt from ``seed``."""
    state = get_game(game_id, players=players).new_initial_state(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def player_counts(game_id: str) -> range:
    cls = type(get_game(game_id))
    return range(cls.min_players, cls.max_players + 1)
