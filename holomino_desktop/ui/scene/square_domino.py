"""Square domino's table: squares of two dominoes inside the fixed 6 × 6 frame.

A move lays two tiles, so the rack lets the player select up to two; the highlighted positions
are those where a square with the selected tile(s) fits, and the wheel / ``R`` cycles through
the squares that fit there (the other tile, the layout, which way round). The layer shifts
(animated) by the engine's ``window_shift()`` so the layout stays in the frame.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QBrush, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene

from ...engine.base import Move, MoveResult, State
from ...engine.geometry.squaregrid import FRAME, domino_cell, domino_rect
from ...engine.square_domino import (
    CompleteStart,
    Pass,
    PlaceSquare,
    SquareDominoState,
    StartTile,
    tile_name,
    tile_pips,
)
from ..words.texts import fmt, spoken_numbers
from .base import BoardPainter, Layer, TileItem, table_colours
from .domino import DominoItem, paint_rack_domino

SQ = 100.0  # side of a square in scene units
START_KEY = "start"
COMPLETE_KEY = "complete"


def _domino(col: int, row: int, vertical: bool) -> QRectF:
    x0, y0, x1, y1 = domino_rect(col, row, vertical)
    return QRectF(x0 * SQ, y0 * SQ, (x1 - x0) * SQ, (y1 - y0) * SQ)


def _square(x: int, y: int) -> QRectF:
    return QRectF(x * SQ, y * SQ, SQ, SQ)


class SquareDominoPainter(BoardPainter):
    game_id = "square_domino"
    tile_aspect = 0.62
    max_selected = 2

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        frame = QPainterPath()
        for col in range(FRAME):
            for row in range(FRAME):
                frame.addRoundedRect(_square(col, row).adjusted(3, 3, -3, -3), 8, 8)
        self.frame = QGraphicsPathItem(frame)
        self.frame.setBrush(QBrush(table_colours().cell))
        pen = QPen(table_colours().cell_line, 1.0)
        pen.setCosmetic(True)
        self.frame.setPen(pen)
        self.frame.setZValue(-10)
        # 36 rounded cells: drawn once per zoom level, not on every repaint
        self.frame.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        scene.addItem(self.frame)
        self.items: list[DominoItem] = []
        self.drawn: list[Any] = []

    def board_rect(self) -> QRectF:
        # the whole frame with a margin for the edge tiles' rims, shadows and marks
        rect = self.frame.boundingRect().adjusted(-SQ * 0.3, -SQ * 0.3, SQ * 0.3, SQ * 0.3)
        return self.centred_on_few(rect)

    def placed_items(self) -> list[TileItem]:
        return list(self.items)

    def sync(self, state: State, result: MoveResult | None, animate_ms: int) -> None:
        assert isinstance(state, SquareDominoState)
        tiles = state.board_tiles()
        if tiles[: len(self.drawn)] != self.drawn:
            self.clear()
            self.items, self.drawn = [], []
        new = []
        for tile in tiles[len(self.drawn) :]:
            item = DominoItem(_domino(tile.col, tile.row, tile.vertical), *tile.pips)
            self.lay(item)
            self.items.append(item)
            new.append(item)
        self.drawn = list(tiles)
        for item in self.items[-len(new) - 2 :]:  # only the last move's marks change
            item.set_marked(False)
        if result is not None and not isinstance(result.move, Pass):
            for item in new:
                item.set_marked(True)
        self.shift_layer(QPointF(*state.window_shift()) * SQ, animate_ms)
        self.arrive(new, result, animate_ms)
        self.show_points(result, animate_ms)

    def stock_size(self, state: State) -> int | None:
        return None  # nothing is drawn in square domino

    def selection_hint(self) -> str:
        return QCoreApplication.translate(
            "Board",
            "A square takes two tiles: select a second one to choose its partner, or let R and "
            "the wheel show the squares that fit.",
            "square_domino",
        )

    def paint_tile(self, painter: QPainter, rect: QRectF, tile: int) -> None:
        a, b = tile_pips(tile)
        paint_rack_domino(painter, rect, a, b)

    def log_label(self, tile: int) -> str:
        return "-".join(
            tile_name(tile)
        )  # beside its picture in the move log: its numbers say enough

    def tile_label(self, tile: int) -> str:
        return fmt(
            QCoreApplication.translate("Board", "Tile %1", "square_domino"),
            spoken_numbers(tile_name(tile)),
        )

    # -- moves ----------------------------------------------------------------------------
    def placement(self, move: Move) -> tuple[int, Hashable] | None:
        if isinstance(move, PlaceSquare):
            return move.first, (move.x, move.y)
        if isinstance(move, StartTile):
            return move.tile, START_KEY
        if isinstance(move, CompleteStart):
            return move.tile, COMPLETE_KEY
        return None

    def move_tiles(self, move: Move) -> tuple[int, ...]:
        if isinstance(move, PlaceSquare):
            return (move.first, move.second)
        return super().move_tiles(move)

    def action(self, move: Move) -> tuple[str, int | None]:
        if isinstance(move, Pass):
            return "pass", None
        return str(move), None

    def action_kinds(self) -> list[str]:
        return ["pass"]

    def action_text(self, kind: str) -> str:
        if kind == "pass":
            return QCoreApplication.translate("Board", "Pass")
        return kind

    def target_path(self, key: Hashable) -> QPainterPath:
        path = QPainterPath()
        if key == START_KEY:
            path.addRoundedRect(_domino(0, 0, True).adjusted(4, 4, -4, -4), 8, 8)
        elif key == COMPLETE_KEY:
            path.addRoundedRect(_domino(1, 0, True).adjusted(4, 4, -4, -4), 8, 8)
        else:
            x, y = cast(tuple[int, int], key)
            path.addRoundedRect(_square(x, y).adjusted(5, 5, -5, -5), 10, 10)
        return path

    def make_ghost(self, move: Move) -> QGraphicsItem | None:
        group = Layer()
        if isinstance(move, PlaceSquare):
            for which in (0, 1):
                col, row = domino_cell(move.x, move.y, move.layout, which)
                halves = move.halves[2 * which : 2 * which + 2]
                DominoItem(_domino(col, row, move.vertical), *halves).setParentItem(group)
        elif isinstance(move, StartTile):
            DominoItem(_domino(0, 0, True), *move.halves).setParentItem(group)
        elif isinstance(move, CompleteStart):
            DominoItem(_domino(1, 0, True), *move.halves).setParentItem(group)
        else:
            return None
        return group

    def probe(self, state: State, tile: int, layer_pos: QPointF) -> Move | None:
        return None  # a square needs two tiles: the highlights say where they fit

    def variant_label(self, move: Move) -> str:
        if isinstance(move, PlaceSquare):
            return fmt(
                QCoreApplication.translate("Board", "%1 with %2"),
                tile_name(move.first),
                tile_name(move.second),
            )
        return str(move)

    def round_info(self, state: State) -> str:
        assert isinstance(state, SquareDominoState)
        if state.round_number > state.max_rounds:  # equal totals after the last round
            return fmt(
                QCoreApplication.translate(
                    "Board",
                    "Round %1 · the totals were equal after round %2: play on until they differ",
                    "square_domino",
                ),
                state.round_number,
                state.max_rounds,
            )
        return fmt(
            QCoreApplication.translate(
                "Board",
                "Round %1 of at most %2 · the match ends when someone has 100 points",
                "square_domino",
            ),
            state.round_number,
            state.max_rounds,
        )
