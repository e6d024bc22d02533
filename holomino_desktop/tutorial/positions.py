"""Lesson positions: built through each engine's own set-up constructor, and read back.

A lesson step stores its position as the keyword arguments of the game's documented
constructor (``HolominoState.setup``, ``TriominosState.setup``, ``HexadominoState.arrange``,
``SquareDominoState.setup``, ``DutchDominoState.from_position``), so the engine checks it.
:func:`describe` is the inverse: it turns a state into such a dictionary, which is how lesson
authors capture a position met in a game (play or replay it, then ``describe(state)``; the
learner must be seat 0 and to move).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..engine import get_game
from ..engine.base import Game, State


def _holomino(game: Game, position: Mapping[str, Any]) -> State:
    from ..engine.holomino import HolominoState

    kwargs = dict(position)
    kwargs["layout"] = [tuple(entry) for entry in kwargs.get("layout", [])]
    return HolominoState.setup(game, **kwargs)  # type: ignore[arg-type]


def _triominos(game: Game, position: Mapping[str, Any]) -> State:
    from ..engine.triominos import TriominosState

    return TriominosState.setup(game, **position)  # type: ignore[arg-type]


def _hexadomino(game: Game, position: Mapping[str, Any]) -> State:
    from ..engine.hexadomino import HexadominoState

    kwargs = dict(position)
    kwargs["board"] = [tuple(entry) for entry in kwargs.get("board", [])]
    return HexadominoState.arrange(game, **kwargs)  # type: ignore[arg-type]


def _square_domino(game: Game, position: Mapping[str, Any]) -> State:
    from ..engine.square_domino import SquareDominoState

    return SquareDominoState.setup(game, **position)  # type: ignore[arg-type]


def _dutch_domino(game: Game, position: Mapping[str, Any]) -> State:
    from ..engine.dutch_domino import DutchDominoState

    return DutchDominoState.from_position(game, **position)  # type: ignore[arg-type]


BUILDERS: dict[str, Callable[[Game, Mapping[str, Any]], State]] = {
    "holomino": _holomino,
    "triominos": _triominos,
    "hexadomino": _hexadomino,
    "square_domino": _square_domino,
    "dutch_domino": _dutch_domino,
}


def build(game_id: str, options: Mapping[str, Any], position: Mapping[str, Any]) -> State:
    """The state a lesson step starts from (raises ValueError when the data is wrong)."""
    game = get_game(game_id, **options)
    return BUILDERS[game_id](game, position)


# -- reading a state back (for lesson authors and the tests) ----------------------------------
def describe(state: State) -> dict[str, Any]:
    """The constructor arguments that rebuild ``state``'s table, hands and scores."""
    game_id = state.game.id
    return {
        "holomino": _describe_holomino,
        "triominos": _describe_triominos,
        "hexadomino": _describe_hexadomino,
        "square_domino": _describe_square_domino,
        "dutch_domino": _describe_dutch_domino,
    }[game_id](state)


def _describe_holomino(state: Any) -> dict[str, Any]:
    from ..engine import holomino as h

    layout = []
    for cell, ori in state.placed:
        q, r = h._cell_qr(cell)
        layout.append([q, r, h.tile_name(ori // 3), ori % 3])
    return {
        "layout": layout,
        "hands": [[h.tile_name(t) for t in hand] for hand in state.hands],
        "sack": [h.tile_name(t) for t in state.sack],
        "player": state.current_player,
        "scores": state.scores(),
    }


def _describe_triominos(state: Any) -> dict[str, Any]:
    from ..engine import triominos as t

    layout = [f"{t.TILE_NAMES[p.tile]}@{p.x},{p.y}/{p.rotation}" for p in state.board_tiles()]
    return {
        "layout": layout,
        "racks": [[t.TILE_NAMES[x] for x in hand] for hand in state.hands],
        "pool": [t.TILE_NAMES[x] for x in state.pool],
        "player": state.current_player,
        "scores": state.scores(),
    }


def _describe_hexadomino(state: Any) -> dict[str, Any]:
    return {
        "board": [[s.tile, s.q, s.r, s.rotation] for s in state.board_tiles()],
        "hands": [list(hand) for hand in state.hands],
        "stock": list(state.stock),
        "player": state.current_player,
        "scores": state.scores(),
    }


def _describe_square_domino(state: Any) -> dict[str, Any]:
    from ..engine.square_domino import tile_name

    return {
        "squares": [str(square) for square in state.placed],
        "hands": [[tile_name(x) for x in hand] for hand in state.hands],
        "player": state.current_player,
        "scores": state.scores(),
    }


def _describe_dutch_domino(state: Any) -> dict[str, Any]:
    from ..engine.dutch_domino import tile_name

    return {
        "hands": [[tile_name(x) for x in hand] for hand in state.hands],
        "spinner": tile_name(state.spinner) if state.spinner >= 0 else None,
        "arms": [[tile_name(x) for x in arm] for arm in state.arms],
        "stock": [tile_name(x) for x in state.stock],
        "player": state.current_player,
        "buys": state.buys_this_turn,
        "opener": state.opener,
        "kruzici": list(state.match.circles),
    }
