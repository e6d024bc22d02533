"""The board: a QGraphicsScene per game, drawn by that game's painter."""

from __future__ import annotations

from importlib import import_module

from PySide6.QtWidgets import QGraphicsScene

from .base import BoardPainter, FallbackPainter

# game id -> "module:PainterClass" in this package; a game without one gets the fallback.
_PAINTERS: dict[str, str] = {
    "holomino": "holomino:HolominoPainter",
    "hexadomino": "hexadomino:HexadominoPainter",
    "triominos": "triominos:TriominosPainter",
    "dutch_domino": "dutch_domino:DutchDominoPainter",
    "square_domino": "square_domino:SquareDominoPainter",
}


def painter_for(game_id: str, scene: QGraphicsScene) -> BoardPainter:
    target = _PAINTERS.get(game_id)
    if target is None:
        return FallbackPainter(scene)
    module_name, class_name = target.split(":")
    cls: type[BoardPainter] = getattr(import_module(f"{__name__}.{module_name}"), class_name)
    return cls(scene)


def has_painter(game_id: str) -> bool:
    return game_id in _PAINTERS
