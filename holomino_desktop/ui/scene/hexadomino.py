"""Hexadomino's board: hexagonal stones of six triangular fields with 1..5 pips or empty.

Each pip field is tinted in its number's colour (so matching edges read at a glance) and shows
its pips as dice-like dots. The board grows freely; the view follows it.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ...engine.base import Move, MoveResult, State
from ...engine.geometry.hexgrid import EDGE_CORNERS, corner_points, pixel_center, pixel_to_hex
from ...engine.hexadomino import Draw, HexadominoState, Pass, Place, oriented, stone_fields
from ..words.game_words import stone_pips
from ..words.texts import fmt
from .base import LAST_MOVE, TILE_EDGE, BoardPainter, TileItem, bevel, face_brush, number_colour

R = 50.0
DOT = 0.062 * R
SPREAD = 0.13 * R

#: dot offsets (in units of SPREAD) for 1..5 pips
PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.0),),
    2: ((-0.8, 0.0), (0.8, 0.0)),
    3: ((0.0, -0.85), (-0.85, 0.6), (0.85, 0.6)),
    4: ((-0.75, -0.75), (0.75, -0.75), (-0.75, 0.75), (0.75, 0.75)),
    5: ((-0.9, -0.9), (0.9, -0.9), (0.0, 0.0), (-0.9, 0.9), (0.9, 0.9)),
}


def _centre(q: int, r: int) -> QPointF:
    x, y = pixel_center(q, r)
    return QPointF(x * R, y * R)


def hex_path(q: int = 0, r: int = 0, scale: float = 1.0) -> QPainterPath:
    centre = _centre(q, r)
    points = [centre + (QPointF(x * R, y * R) - centre) * scale for x, y in corner_points(q, r)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([*points, points[0]]))
    path.closeSubpath()
    return path


_CORNERS = [QPointF(x * R, y * R) for x, y in corner_points(0, 0)]


def _field_triangle(field: int) -> QPolygonF:
    a, b = EDGE_CORNERS[field]
    return QPolygonF([QPointF(0, 0), _CORNERS[a], _CORNERS[b]])


def _field_centre(field: int) -> QPointF:
    a, b = EDGE_CORNERS[field]
    return (_CORNERS[a] + _CORNERS[b]) / 3.0 * 1.05


def draw_stone(painter: QPainter, fields: tuple[int, ...], outline: QColor = TILE_EDGE) -> None:
    """Paint a stone at the origin (circumradius R) with ``fields`` on edges N..NW."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    body = hex_path()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(face_brush(body))
    painter.drawPath(body)
    for field, value in enumerate(fields):
        if value:
            tint = QColor(number_colour(value))
            tint.setAlpha(105)
            painter.setBrush(tint)
            painter.drawPolygon(_field_triangle(field))
    divider = QPen(QColor(91, 74, 51, 110), 1.0)
    painter.setPen(divider)
    for corner in _CORNERS:
        painter.drawLine(QPointF(0, 0), corner)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2d2418"))
    for field, value in enumerate(fields):
        centre = _field_centre(field)
        for dx, dy in PIP_LAYOUT.get(value, ()):
            painter.drawEllipse(centre + QPointF(dx * SPREAD, dy * SPREAD), DOT, DOT)
    bevel(painter, body, 0.06 * R)
    pen = QPen(outline, 1.8)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)


@lru_cache(maxsize=1)
def _stone() -> QPainterPath:
    return hex_path()


class StoneItem(TileItem):
    def __init__(self, q: int, r: int, fields: tuple[int, ...]) -> None:
        super().__init__(_centre(q, r))
        self.fields = fields

    def body(self) -> QPainterPath:
        return _stone()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draw_stone(painter, self.fields, LAST_MOVE if self.marked else TILE_EDGE)
        if self.marked:
            painter.setPen(QPen(LAST_MOVE, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_stone())


class HexadominoPainter(BoardPainter):
    game_id = "hexadomino"
    tile_aspect = 2.0 / 1.7320508

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.items: list[StoneItem] = []
        self.drawn: list[Any] = []

    def placed_items(self) -> list[TileItem]:
        return list(self.items)

    def sync(self, state: State, result: MoveResult | None, animate_ms: int) -> None:
        assert isinstance(state, HexadominoState)
        placed = state.board_tiles()
        if placed[: len(self.drawn)] != self.drawn:
            self.clear()
            self.items, self.drawn = [], []
        new = []
        for stone in placed[len(self.drawn) :]:
            item = StoneItem(stone.q, stone.r, tuple(stone.fields))
            self.lay(item)
            self.items.append(item)
            new.append(item)
        self.drawn = list(placed)
        for item in self.items[-len(new) - 1 :]:  # only the last move's mark changes
            item.set_marked(False)
        if result is not None and isinstance(result.move, Place) and self.items:
            self.items[-1].set_marked(True)
        self.arrive(new, result, animate_ms)
        self.show_points(result, animate_ms)

    def board_rect(self) -> QRectF:
        # room for one more ring of stones all round
        return self.around_tiles(R, 2.2, 9, 9 * 0.75)

    def paint_tile(self, painter: QPainter, rect: QRectF, tile: int) -> None:
        self.paint_fields(painter, rect, stone_fields(tile))

    @staticmethod
    def paint_fields(painter: QPainter, rect: QRectF, fields: tuple[int, ...]) -> None:
        scale = min(rect.width() / (2 * R), rect.height() / (1.7320508 * R)) * 0.96
        painter.save()
        painter.translate(rect.center())
        painter.scale(scale, scale)
        draw_stone(painter, tuple(fields))
        painter.restore()

    def tile_label(self, tile: int) -> str:
        #: a stone in the hand by what its player sees: its pips, from the top, clockwise
        return fmt(
            QCoreApplication.translate(
                "Board", "Stone %1, pips from the top, clockwise", "hexadomino"
            ),
            stone_pips(stone_fields(tile)),
        )

    # -- moves ----------------------------------------------------------------------------
    def log_label(self, tile: int) -> str:
        #: a stone in a row of the move log, by its pips as the row's picture shows them
        return self._stone_words(stone_fields(tile))

    @staticmethod
    def _stone_words(fields: tuple[int, ...]) -> str:
        return fmt(
            QCoreApplication.translate("Board", "Stone %1", "hexadomino"),
            stone_pips(fields),
        )

    def laid_label(self, move: Move, tile: int) -> str:
        """The stone as it lies on the table: the hint names a neighbour so, and the log's row
        outlines that stone there."""
        if isinstance(move, Place) and move.tile == tile:
            return self._stone_words(oriented(tile, move.rotation))
        return self.log_label(tile)

    def paint_laid(self, painter: QPainter, rect: QRectF, move: Move, tile: int) -> None:
        if isinstance(move, Place) and move.tile == tile:
            self.paint_fields(painter, rect, oriented(tile, move.rotation))
        else:
            self.paint_tile(painter, rect, tile)

    def placement(self, move: Move) -> tuple[int, Hashable] | None:
        if isinstance(move, Place):
            return move.tile, (move.q, move.r)
        return None

    def action(self, move: Move) -> tuple[str, int | None]:
        if isinstance(move, Draw):
            return "draw", None
        if isinstance(move, Pass):
            return "pass", None
        return str(move), None

    def action_kinds(self) -> list[str]:
        return ["draw", "pass"]

    def action_text(self, kind: str) -> str:
        if kind == "draw":
            return QCoreApplication.translate("Board", "Draw a stone", "hexadomino")
        if kind == "pass":
            return QCoreApplication.translate("Board", "Pass")
        return kind

    def target_path(self, key: Hashable) -> QPainterPath:
        q, r = cast(tuple[int, int], key)
        return hex_path(q, r, 0.94)

    def make_ghost(self, move: Move) -> QGraphicsItem | None:
        if not isinstance(move, Place):
            return None
        return StoneItem(move.q, move.r, tuple(oriented(move.tile, move.rotation)))

    def probe(self, state: State, tile: int, layer_pos: QPointF) -> Move | None:
        assert isinstance(state, HexadominoState)
        cell = pixel_to_hex(layer_pos.x() / R, layer_pos.y() / R)
        rotations = state.fitting_rotations(tile, cell.q, cell.r)
        return Place(tile, cell.q, cell.r, rotations[0] if rotations else 0)

    def variant_label(self, move: Move) -> str:
        if isinstance(move, Place):
            return fmt(QCoreApplication.translate("Board", "rotation %1"), move.rotation + 1)
        return str(move)

    def round_info(self, state: State) -> str:
        assert isinstance(state, HexadominoState)
        if state.stuck_draws:
            return fmt(
                QCoreApplication.translate(
                    "Board", "Stones drawn this turn: %1 of 2", "hexadomino"
                ),
                state.stuck_draws,
            )
        return ""
