"""The rules of the five games. Pure Python: this package never imports Qt.

``get_game(id, **options)`` returns a :class:`~holomino_desktop.engine.base.Game`;
``GAME_IDS`` lists the registered ids in menu order.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .base import (
    Game,
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    MoveResult,
    Outcome,
    ScoreItem,
    State,
)

# id -> "module:GameClass"; modules are imported on first use so start-up stays quick.
_REGISTRY: dict[str, str] = {
    "holomino": "holomino:HolominoGame",
    "triominos": "triominos:TriominosGame",
    "hexadomino": "hexadomino:HexadominoGame",
    "square_domino": "square_domino:SquareDominoGame",
    "dutch_domino": "dutch_domino:DutchDominoGame",
}

GAME_IDS: tuple[str, ...] = tuple(_REGISTRY)

#: each game's own name (``Game.name``), without importing its module: menus list all five games
#: at start-up, and importing an engine builds its move tables (tens of milliseconds each)
GAME_NAMES: dict[str, str] = {
    "holomino": "Holomino",
    "triominos": "Triominos",
    "hexadomino": "Hexadomino",
    "square_domino": "Domino kwadratowe",
    "dutch_domino": "Holandski domino",
}


def game_class(game_id: str) -> type[Game]:
    """The Game subclass registered as ``game_id``."""
    try:
        target = _REGISTRY[game_id]
    except KeyError:
        known = ", ".join(GAME_IDS)
        raise InvalidMoveError(
            f"unknown game '{game_id}' (games: {known})", key="unknown_game", game=game_id
        ) from None
    module_name, class_name = target.split(":")
    cls: type[Game] = getattr(import_module(f"{__name__}.{module_name}"), class_name)
    return cls


def get_game(game_id: str, **options: Any) -> Game:
    """``get_game("holomino", scoring="product")``; unknown ids or options raise ValueError."""
    return game_class(game_id)(**options)


__all__ = [
    "GAME_IDS", "GAME_NAMES", "Game", "GameError", "IllegalMoveError", "InvalidMoveError", "Move",
    "MoveResult", "Outcome", "ScoreItem", "State", "game_class", "get_game",
]  # fmt: skip
