"""Holomino's board: hexagons with circular bites, coloured number corners, closed holes.

Tiles keep one orientation class (numbers at E, NW, SW; bites at W, NE, SE), so a rotation only
changes which number sits at which numbered corner. Each numbered corner is painted as a
120° sector in the number's colour: where three tiles meet at a matching corner the three
sectors form one disc, which makes matches easy to see. Closed holes get a gold disc with their
value; blocked cells a red cross. The 12 × 12 window is drawn fixed; the tiles live in the layer,
which is moved (animated) by the engine's ``window_shift()``.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache
from typing import cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.base import Move, MoveResult, State
from ...engine.geometry.hexgrid import Corner, corner_points, pixel_center, pixel_to_hex
from ...engine.holomino import (
    BITE_CORNERS,
    BOARD_SIZE,
    NUMBER_CORNERS,
    HolominoState,
    Place,
    ReturnTile,
    hole_vertex,
    oriented,
    tile_name,
)
from ..words.texts import fmt, spoken_numbers
from .base import (
    BLOCKED,
    BLOCKED_MARK,
    LAST_MOVE,
    TILE_EDGE,
    BoardPainter,
    TileItem,
    bevel,
    face_brush,
    number_colour,
    table_colours,
    text_colour_on,
)

R = 50.0  # circumradius of a hex in scene units
BITE = 0.30 * R  # radius of a bite (and of a hole)
SECTOR = 0.50 * R  # radius of a coloured number corner


def _centre(q: int, r: int) -> QPointF:
    x, y = pixel_center(q, r)
    return QPointF(x * R, y * R)


def _corners(q: int, r: int) -> list[QPointF]:
    return [QPointF(x * R, y * R) for x, y in corner_points(q, r)]


def hex_path(q: int = 0, r: int = 0, scale: float = 1.0) -> QPainterPath:
    centre = _centre(q, r)
    points = [centre + (p - centre) * scale for p in _corners(q, r)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([*points, points[0]]))
    path.closeSubpath()
    return path


@lru_cache(maxsize=1)
def _body() -> QPainterPath:
    """The tile outline at the origin: the hexagon minus three circular bites."""
    body = hex_path()
    corners = _corners(0, 0)
    for corner in BITE_CORNERS:
        bite = QPainterPath()
        bite.addEllipse(corners[corner], BITE, BITE)
        body = body.subtracted(bite)
    return body.simplified()


@lru_cache(maxsize=8)
def _sector(corner: Corner) -> QPainterPath:
    disc = QPainterPath()
    disc.addEllipse(_corners(0, 0)[corner], SECTOR, SECTOR)
    return disc.intersected(hex_path())


@lru_cache(maxsize=8)
def _label_point(corner: Corner) -> QPointF:
    vertex = _corners(0, 0)[corner]
    return vertex * (1.0 - 0.56 * SECTOR / R)


_FONT: QFont | None = None


def _number_font() -> QFont:
    global _FONT
    if _FONT is None:
        _FONT = QFont()
        _FONT.setPixelSize(int(0.40 * R))
        _FONT.setBold(True)
    return _FONT


def draw_tile(painter: QPainter, values: tuple[int, int, int], outline: QColor = TILE_EDGE) -> None:
    """Paint a tile at the origin (circumradius R) showing ``values`` at (E, NW, SW)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    body = _body()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(face_brush(body))
    painter.drawPath(body)
    painter.setFont(_number_font())
    for corner, value in zip(NUMBER_CORNERS, values, strict=True):
        painter.setBrush(number_colour(value))
        painter.drawPath(_sector(corner))
    box = 0.5 * R
    for corner, value in zip(NUMBER_CORNERS, values, strict=True):
        centre = _label_point(corner)
        painter.setPen(text_colour_on(number_colour(value)))
        painter.drawText(
            QRectF(centre.x() - box / 2, centre.y() - box / 2, box, box),
            Qt.AlignmentFlag.AlignCenter,
            str(value),
        )
    bevel(painter, body, 0.06 * R)
    pen = QPen(outline, 1.6)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)


class HoloTileItem(TileItem):
    """One placed tile (or a ghost preview)."""

    def __init__(self, q: int, r: int, values: tuple[int, int, int]) -> None:
        super().__init__(_centre(q, r))
        self.values = values

    def body(self) -> QPainterPath:
        return _body()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draw_tile(painter, self.values, LAST_MOVE if self.marked else TILE_EDGE)
        if self.marked:
            pen = QPen(LAST_MOVE, 3.0)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_body())


class HoleItem(QGraphicsItem):
    """A closed hole: a gold disc with the hole's value."""

    def __init__(self, centre: QPointF, value: int) -> None:
        super().__init__()
        self.value = value
        self.setPos(centre)
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-BITE, -BITE, 2 * BITE, 2 * BITE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = BITE * 0.88
        painter.setPen(QPen(QColor("#7a5a12"), 1.2))
        painter.setBrush(QColor("#f4c542"))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        font = QFont()
        font.setPixelSize(int(radius * 1.05))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#3d2c05"))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.value))


class BlockedItem(QGraphicsPathItem):
    """An empty cell no tile still in play can fill."""

    def __init__(self, q: int, r: int) -> None:
        super().__init__(hex_path(q, r, 0.86))
        self.setBrush(QBrush(BLOCKED))
        pen = QPen(BLOCKED_MARK, 1.5)
        self.setPen(pen)
        self.setZValue(1)
        c = _centre(q, r)
        d = 0.28 * R
        cross = QPainterPath()
        cross.moveTo(c + QPointF(-d, -d))
        cross.lineTo(c + QPointF(d, d))
        cross.moveTo(c + QPointF(d, -d))
        cross.lineTo(c + QPointF(-d, d))
        mark = QGraphicsPathItem(cross, self)
        mark_pen = QPen(BLOCKED_MARK, 4.0)
        mark_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        mark.setPen(mark_pen)
        mark.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(
            QCoreApplication.translate(
                "Board", "Blocked: no tile still in play fits here", "holomino"
            )
        )
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class HolominoPainter(BoardPainter):
    game_id = "holomino"
    open_hands = True
    tile_aspect = 2.0 / 1.7320508

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.frame = self._make_frame()
        scene.addItem(self.frame)
        self.frame.setZValue(-10)
        self.layer.setZValue(0)
        self.tiles: list[HoloTileItem] = []
        self.drawn: list[tuple[int, int, int, int]] = []
        # closed holes and blocked cells by what they show: a move adds or drops a few
        self.holes: dict[tuple[float, float, int], HoleItem] = {}
        self.blocked: dict[tuple[int, int], BlockedItem] = {}

    # -- the fixed 12 × 12 window ---------------------------------------------------------
    def _make_frame(self) -> QGraphicsPathItem:
        cells = QPainterPath()
        for col in range(BOARD_SIZE):
            for row in range(BOARD_SIZE):
                cells.addPath(hex_path(col, row - col // 2, 0.97))
        item = QGraphicsPathItem(cells)
        item.setBrush(QBrush(table_colours().cell))
        pen = QPen(table_colours().cell_line, 1.0)
        pen.setCosmetic(True)
        item.setPen(pen)
        # 144 hexagons: drawn once per zoom level, not on every repaint
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        return item

    def board_rect(self) -> QRectF:
        """The tiles and a ring of cells round them, as the other games fit their tables (the
        whole 12 × 12 window left every tile about 40 px wide at 1280 × 800), within the
        window with a margin for the edge tiles' rims, shadows and marks."""
        window = self.frame.boundingRect().adjusted(-R * 0.4, -R * 0.4, R * 0.4, R * 0.4)
        return self.around_tiles(R, 2.2, 9, 9 * 0.75).intersected(window)

    def placed_items(self) -> list[TileItem]:
        return list(self.tiles)

    @property
    def extras(self) -> list[QGraphicsItem]:
        """Closed holes, then blocked cells."""
        return [*self.holes.values(), *self.blocked.values()]

    # -- drawing --------------------------------------------------------------------------
    def sync(self, state: State, result: MoveResult | None, animate_ms: int) -> None:
        assert isinstance(state, HolominoState)
        placed = state.tiles_on_board()
        if placed[: len(self.drawn)] != self.drawn:
            self.clear()
            self.tiles, self.drawn, self.holes, self.blocked = [], [], {}, {}
        new_items = []
        for q, r, tile, rotation in placed[len(self.drawn) :]:
            item = HoloTileItem(q, r, oriented(tile, rotation))
            self.lay(item)
            self.tiles.append(item)
            new_items.append(item)
        self.drawn = placed
        last = self.tiles[-1] if self.tiles else None
        for item in self.tiles[-len(new_items) - 1 :]:  # only the last move's mark changes
            item.set_marked(False)
        if result is not None and isinstance(result.move, Place) and last is not None:
            last.set_marked(True)
        self._sync_extras(state)
        if new_items or self.layer_home.isNull():
            # the engine replays every placement for the shift: only when a tile was added
            self.shift_layer(_centre(*state.window_shift()), animate_ms)
        self.arrive(new_items, result, animate_ms)
        self.show_points(result, animate_ms)

    def _sync_extras(self, state: HolominoState) -> None:
        holes = {}
        for hole in state.holes:
            x, y = hole_vertex(hole)
            holes[(x, y, hole.value)] = hole
        for key in [k for k in self.holes if k not in holes]:
            self.scene.removeItem(self.holes.pop(key))
        for key in [k for k in holes if k not in self.holes]:  # in the state's order
            # lattice-vertex units: x in half-radii, y in half-heights (√3/2 · R)
            item = HoleItem(QPointF(key[0] * R / 2.0, key[1] * R * 0.8660254), key[2])
            item.setParentItem(self.layer)
            self.holes[key] = item
        blocked = set(state.blocked_cells())
        for cell in [c for c in self.blocked if c not in blocked]:
            self.scene.removeItem(self.blocked.pop(cell))
        for q, r in blocked - self.blocked.keys():
            mark = BlockedItem(q, r)
            mark.setParentItem(self.layer)
            self.blocked[(q, r)] = mark

    def paint_tile(self, painter: QPainter, rect: QRectF, tile: int) -> None:
        self.paint_values(painter, rect, oriented(tile, 0))

    @staticmethod
    def paint_values(painter: QPainter, rect: QRectF, values: tuple[int, int, int]) -> None:
        scale = min(rect.width() / (2 * R), rect.height() / (1.7320508 * R)) * 0.96
        painter.save()
        painter.translate(rect.center())
        painter.scale(scale, scale)
        draw_tile(painter, values)
        painter.restore()

    def log_label(self, tile: int) -> str:
        return "-".join(
            tile_name(tile)
        )  # beside its picture in the move log: its numbers say enough

    def tile_label(self, tile: int) -> str:
        return fmt(
            QCoreApplication.translate("Board", "Tile %1", "holomino"),
            spoken_numbers(tile_name(tile)),
        )

    # -- moves ----------------------------------------------------------------------------
    def placement(self, move: Move) -> tuple[int, Hashable] | None:
        if isinstance(move, Place):
            return move.tile, (move.q, move.r)
        return None

    def action(self, move: Move) -> tuple[str, int | None]:
        if isinstance(move, ReturnTile):
            return "return", move.tile
        return str(move), None

    def action_kinds(self) -> list[str]:
        return ["return"]

    def action_text(self, kind: str) -> str:
        if kind == "return":
            return QCoreApplication.translate("Board", "Return tile and pass", "holomino")
        return kind

    def target_path(self, key: Hashable) -> QPainterPath:
        q, r = cast(tuple[int, int], key)
        return hex_path(q, r, 0.94)

    def make_ghost(self, move: Move) -> QGraphicsItem | None:
        if not isinstance(move, Place):
            return None
        return HoloTileItem(move.q, move.r, oriented(move.tile, move.rotation))

    def probe(self, state: State, tile: int, layer_pos: QPointF) -> Move | None:
        assert isinstance(state, HolominoState)
        cell = pixel_to_hex(layer_pos.x() / R, layer_pos.y() / R)
        rotation = state.fits_rotation(tile, cell.q, cell.r)
        return Place(tile, cell.q, cell.r, 0 if rotation is None else rotation)

    def variant_label(self, move: Move) -> str:
        if isinstance(move, Place):
            return fmt(QCoreApplication.translate("Board", "rotation %1"), move.rotation)
        return str(move)

    def round_info(self, state: State) -> str:
        scoring = state.game.options.get("scoring", "sum")
        if scoring == "product":
            return QCoreApplication.translate("Board", "Scoring: several holes are multiplied")
        return QCoreApplication.translate(
            "Board", "Scoring: several holes are added, × their number"
        )
