"""A view keeps nothing of what its viewer cannot see, not even in a cache.

Two states that differ only in the tiles a seat cannot see (the other hands, the stock, the
set-aside tiles) must give that seat views that are equal in every attribute: the canonical
order of the unseen tiles, and every cache built from them (a hand's bit mask, the squares a
hand fits), are the same whatever the real deal was.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import State

#: the random source is a seed in a view (seed_rng(0)); the game object is shared
_SKIPPED = {"_rng", "_rng_shared", "game"}


def _attributes(state: State) -> dict[str, Any]:
    names: list[str] = []
    for cls in type(state).__mro__:
        names.extend(getattr(cls, "__slots__", ()))
    names.extend(vars(state) if hasattr(state, "__dict__") else ())
    return {
        n: getattr(state, n)
        for n in dict.fromkeys(names)
        if n not in _SKIPPED and hasattr(state, n)
    }


def _plain(value: Any, depth: int = 0) -> Any:
    """A comparable copy: containers by content, objects by their attributes."""
    if depth > 12 or value is None or isinstance(value, (bool, int, float, str, bytes)):
        return value
    if isinstance(value, dict):
        return sorted(
            ((repr(_plain(k, depth + 1)), _plain(v, depth + 1)) for k, v in value.items()), key=repr
        )
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v, depth + 1) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [_plain(v, depth + 1) for v in value]
    slots = [s for c in type(value).__mro__ for s in getattr(c, "__slots__", ())]
    fields = {s: getattr(value, s) for s in slots if hasattr(value, s)}
    if hasattr(value, "__dict__"):
        fields.update(vars(value))
    if not fields:
        return repr(value)
    return (type(value).__name__, {k: _plain(v, depth + 1) for k, v in fields.items()})


def _positions(game_id: str, seed: int) -> list[State]:
    """Positions along one random game, caches warmed by asking every seat for its moves."""
    state = get_game(game_id).new_initial_state(seed=seed)
    rng = random.Random(seed)
    found = []
    for ply in range(60):
        if state.is_terminal():
            break
        state.legal_moves()
        if ply % 6 == 3:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_moves()))
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_view_is_the_same_whatever_the_unseen_tiles_are(game_id: str) -> None:
    compared = 0
    for seed in range(4):
        for state in _positions(game_id, seed):
            for seat in range(state.num_players):
                if not state.hidden_tiles(seat):
                    continue
                mine = _attributes(state.view(seat))
                redealt = state.sample_hidden(seat, random.Random(seed * 101 + seat))
                redealt.legal_moves()  # its caches now hold the other deal's hands
                theirs = _attributes(redealt.view(seat))
                for name, value in mine.items():
                    assert _plain(value) == _plain(theirs[name]), (
                        f"{game_id}: seat {seat}'s view keeps {name!r} from the unseen tiles"
                    )
                compared += 1
    assert compared >= 8
