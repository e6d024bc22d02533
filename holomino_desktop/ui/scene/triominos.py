"""Triominos' board: triangles with a coloured number in each corner; completed hexagons and
the match's round are shown. The board grows freely; the view follows it.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ...engine.base import Move, MoveResult, State
from ...engine.geometry.trigrid import (
    cell_centroid,
    cell_polygon,
    hexagon_polygon,
    pixel_to_cell,
)
from ...engine.triominos import (
    Draw,
    Pass,
    Place,
    TriominosState,
    oriented,
    tile_name,
)
from ..words.texts import fmt, spoken_numbers
from .base import (
    LAST_MOVE,
    TILE_EDGE,
    BoardPainter,
    TileItem,
    bevel,
    face_brush,
    number_colour,
    text_colour_on,
)

S = 84.0  # side of a triangle in scene units
CORNER = 0.30 * S  # radius of a coloured corner


def _points(x: int, y: int) -> list[QPointF]:
    return [QPointF(px * S, py * S) for px, py in cell_polygon(x, y)]


def _centroid(x: int, y: int) -> QPointF:
    cx, cy = cell_centroid(x, y)
    return QPointF(cx * S, cy * S)


@lru_cache(maxsize=2)
def _shape(up: bool) -> tuple[QPainterPath, tuple[QPainterPath, ...], tuple[QPointF, ...]]:
    """Outline, the three corner sectors and the number positions, around the centroid."""
    x, y = (0, 0) if up else (1, 0)
    centre = _centroid(x, y)
    corners = [p - centre for p in _points(x, y)]
    body = QPainterPath()
    body.addPolygon(QPolygonF([*corners, corners[0]]))
    body.closeSubpath()
    sectors = []
    labels = []
    for corner in corners:
        disc = QPainterPath()
        disc.addEllipse(corner, CORNER, CORNER)
        sectors.append(disc.intersected(body))
        labels.append(corner * (1.0 - 0.62 * CORNER / (S / 1.7320508)))
    return body, tuple(sectors), tuple(labels)


_FONT: QFont | None = None


def _font() -> QFont:
    global _FONT
    if _FONT is None:
        _FONT = QFont()
        _FONT.setPixelSize(int(0.21 * S))
        _FONT.setBold(True)
    return _FONT


def draw_triangle(
    painter: QPainter, up: bool, numbers: tuple[int, int, int], outline: QColor = TILE_EDGE
) -> None:
    """Paint a tile around the origin (its centroid) with ``numbers`` at corners 0, 1, 2."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    body, sectors, labels = _shape(up)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(face_brush(body))
    painter.drawPath(body)
    for sector, value in zip(sectors, numbers, strict=True):
        painter.setBrush(number_colour(value + 1))
        painter.drawPath(sector)
    painter.setFont(_font())
    box = 0.3 * S
    for label, value in zip(labels, numbers, strict=True):
        painter.setPen(text_colour_on(number_colour(value + 1)))
        painter.drawText(
            QRectF(label.x() - box / 2, label.y() - box / 2, box, box),
            Qt.AlignmentFlag.AlignCenter,
            str(value),
        )
    bevel(painter, body, 0.05 * S)
    pen = QPen(outline, 1.8)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)


class TriTileItem(TileItem):
    def __init__(self, x: int, y: int, numbers: tuple[int, int, int]) -> None:
        super().__init__(_centroid(x, y))
        self.up = (x + y) % 2 == 0
        self.numbers = numbers

    def body(self) -> QPainterPath:
        return _shape(self.up)[0]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draw_triangle(painter, self.up, self.numbers, LAST_MOVE if self.marked else TILE_EDGE)
        if self.marked:
            painter.setPen(QPen(LAST_MOVE, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_shape(self.up)[0])


def _cell_path(x: int, y: int, scale: float = 1.0) -> QPainterPath:
    centre = _centroid(x, y)
    points = [centre + (p - centre) * scale for p in _points(x, y)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([*points, points[0]]))
    path.closeSubpath()
    return path


class TriominosPainter(BoardPainter):
    game_id = "triominos"
    tile_aspect = 1.0 / 0.8660254

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.items: list[TriTileItem] = []
        self.drawn: list[Any] = []
        #: gold outlines of the completed hexagons, by hexagon
        self.hexagons: dict[tuple[int, int], QGraphicsItem] = {}

    def placed_items(self) -> list[TileItem]:
        return list(self.items)

    def sync(self, state: State, result: MoveResult | None, animate_ms: int) -> None:
        assert isinstance(state, TriominosState)
        placed = state.board_tiles()
        if placed[: len(self.drawn)] != self.drawn:  # a new round cleared the table
            self.clear()
            self.items, self.drawn, self.hexagons = [], [], {}
        new = []
        for tile in placed[len(self.drawn) :]:
            item = TriTileItem(tile.x, tile.y, tuple(tile.numbers))  # type: ignore[arg-type]
            self.lay(item)
            self.items.append(item)
            new.append(item)
        self.drawn = list(placed)
        for item in self.items[-len(new) - 1 :]:  # only the last move's mark changes
            item.set_marked(False)
        if result is not None and isinstance(result.move, Place) and new:
            new[-1].set_marked(True)
        self._sync_hexagons(state)
        self.arrive(new, result, animate_ms)
        self.show_points(result, animate_ms)

    def _sync_hexagons(self, state: TriominosState) -> None:
        gold = QPen(QColor("#f4c542"), 3.0)
        gold.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for h, v in state.hexagons():
            if (h, v) in self.hexagons:
                continue
            hexagon = QPolygonF([QPointF(px * S, py * S) for px, py in hexagon_polygon(h, v)])
            outline = self.scene.addPolygon(hexagon, gold)
            outline.setParentItem(self.layer)
            outline.setZValue(3)
            self.hexagons[(h, v)] = outline

    def board_rect(self) -> QRectF:
        return self.around_tiles(S, 1.2, 8, 8 * 0.7)

    def paint_tile(self, painter: QPainter, rect: QRectF, tile: int) -> None:
        body = _shape(True)[0].boundingRect()
        scale = min(rect.width() / body.width(), rect.height() / body.height()) * 0.96
        painter.save()
        painter.translate(rect.center() - body.center() * scale)
        painter.scale(scale, scale)
        draw_triangle(painter, True, oriented(tile, 0))
        painter.restore()

    def log_label(self, tile: int) -> str:
        return "-".join(
            tile_name(tile)
        )  # beside its picture in the move log: its numbers say enough

    def tile_label(self, tile: int) -> str:
        return fmt(
            QCoreApplication.translate("Board", "Tile %1", "triominos"),
            spoken_numbers(tile_name(tile)),
        )

    # -- moves ----------------------------------------------------------------------------
    def placement(self, move: Move) -> tuple[int, Hashable] | None:
        if isinstance(move, Place):
            return move.tile, (move.x, move.y)
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
            return QCoreApplication.translate("Board", "Draw a tile (−5)", "triominos")
        if kind == "pass":
            return QCoreApplication.translate("Board", "Pass")
        return kind

    def target_path(self, key: Hashable) -> QPainterPath:
        x, y = cast(tuple[int, int], key)
        return _cell_path(x, y, 0.9)

    def make_ghost(self, move: Move) -> QGraphicsItem | None:
        if not isinstance(move, Place):
            return None
        return TriTileItem(move.x, move.y, oriented(move.tile, move.rotation))

    def probe(self, state: State, tile: int, layer_pos: QPointF) -> Move | None:
        assert isinstance(state, TriominosState)
        x, y = pixel_to_cell(layer_pos.x() / S, layer_pos.y() / S)
        rotations = state.rotations_that_fit(tile, x, y)
        return Place(tile, x, y, rotations[0] if rotations else 0)

    def variant_label(self, move: Move) -> str:
        if isinstance(move, Place):
            return fmt(QCoreApplication.translate("Board", "rotation %1 of 3"), move.rotation + 1)
        return str(move)

    def round_info(self, state: State) -> str:
        assert isinstance(state, TriominosState)
        text = fmt(
            QCoreApplication.translate(
                "Board",
                "Round %1 · the match ends after a round in which someone passes 400",
                "triominos",
            ),
            state.round_number,
        )
        if state.draws_this_turn:
            text += "\n" + fmt(
                QCoreApplication.translate("Board", "Tiles drawn this turn: %1 of 3", "triominos"),
                state.draws_this_turn,
            )
        return text
