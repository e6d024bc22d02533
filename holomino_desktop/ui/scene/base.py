"""What every game's board painter provides, and the pieces they share.

A :class:`BoardPainter` draws one game's table into a :class:`QGraphicsScene` from the plain
data its State exposes, and maps the engine's moves onto *targets* (a hashable key per cell or
slot the player can click). Everything movable lives under :attr:`BoardPainter.layer`, so a
board that shifts (Holomino's 12 × 12 window) moves one item.

Painters hold no rules: legality comes from ``state.legal_moves()``, the reason a drop is
illegal from ``state.check_move``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.base import Move, MoveResult, State


# -- a palette shared by the painters --------------------------------------------------------
@dataclass(frozen=True)
class TableColours:
    """The colours of the table under the tiles; the tiles themselves look alike on both."""

    table: QColor
    #: the cells of a fixed board window (Holomino's 12 × 12, the 6 × 6 square board)
    cell: QColor
    cell_line: QColor
    highlight: QColor
    highlight_edge: QColor
    cursor_edge: QColor
    #: plain words drawn on the table
    text: QColor


TABLE_THEMES = {
    "dark": TableColours(
        table=QColor("#1d3b3f"),
        cell=QColor("#24474c"),
        cell_line=QColor(255, 255, 255, 28),
        highlight=QColor(255, 214, 79, 90),
        highlight_edge=QColor(255, 214, 79, 230),
        cursor_edge=QColor("#ffffff"),
        text=QColor("#dfe6e9"),
    ),
    # a pale felt: the ivory tiles still stand out by their dark edges and shadows
    "light": TableColours(
        table=QColor("#c9ddd2"),
        cell=QColor("#dbe9e0"),
        cell_line=QColor(29, 59, 63, 60),
        highlight=QColor(217, 140, 20, 70),
        highlight_edge=QColor(176, 104, 0, 230),
        cursor_edge=QColor("#1d2b2d"),
        text=QColor("#1d2b2d"),
    ),
}
_table_theme = ["dark"]


def set_table_theme(name: str) -> None:
    """Choose the table colours for items made from now on (the window rebuilds the board)."""
    _table_theme[0] = name if name in TABLE_THEMES else "dark"


def table_colours() -> TableColours:
    return TABLE_THEMES[_table_theme[0]]


TILE_FACE = QColor("#f7f1e3")
TILE_EDGE = QColor("#5b4a33")
TILE_SHADOW = QColor(0, 0, 0, 70)
LAST_MOVE = QColor("#ff9f43")
BLOCKED = QColor(200, 60, 60, 80)
BLOCKED_MARK = QColor(235, 110, 110, 200)
#: one colour per number 0..9 (pips and corner numbers)
NUMBER_COLOURS = (
    QColor("#7f8c8d"),  # 0
    QColor("#e0524a"),  # 1
    QColor("#f08c2e"),  # 2
    QColor("#e3c02c"),  # 3
    QColor("#3fae64"),  # 4
    QColor("#3b86d6"),  # 5
    QColor("#9558c9"),  # 6
    QColor("#d6559b"),  # 7
    QColor("#2bb3b0"),  # 8
    QColor("#8a6d3b"),  # 9
)


def number_colour(value: int) -> QColor:
    return NUMBER_COLOURS[value % len(NUMBER_COLOURS)]


def text_colour_on(colour: QColor) -> QColor:
    """Dark text on light colours (yellow), white on the others, for contrast."""
    luma = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#2b2205") if luma > 0.62 else QColor("#ffffff")


class Layer(QGraphicsObject):
    """An invisible parent for everything that moves with the board."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        pass


class HighlightItem(QGraphicsPathItem):
    """A legal target: the window finds these under the mouse and reads ``key``."""

    def __init__(self, key: Hashable, path: QPainterPath, parent: QGraphicsItem) -> None:
        super().__init__(path, parent)
        self.key = key
        self.setBrush(QBrush(table_colours().highlight))
        pen = QPen(table_colours().highlight_edge, 2.5)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setZValue(5)
        self.set_cursor(False)

    def set_cursor(self, on: bool) -> None:
        colours = table_colours()
        pen = QPen(colours.cursor_edge if on else colours.highlight_edge, 4.0 if on else 2.0)
        pen.setCosmetic(True)
        if not on:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)


class BoardPainter:
    """Base class: one game's drawing and move-to-target mapping."""

    game_id = ""
    #: racks visible to every seat (Holomino): no hand-over screen, seat cards show hands
    open_hands = False
    #: aspect of a rack tile (width / height)
    tile_aspect = 1.0
    #: rack tiles one move may need (square domino lays two at once)
    max_selected = 1
    #: scene point new tiles slide in from (set by the window: the mover's seat card)
    entry_point: QPointF | None = None

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.layer = Layer()
        scene.addItem(self.layer)
        self._animations: list[QVariantAnimation] = []

    # -- drawing --------------------------------------------------------------------------
    def sync(self, state: State, result: MoveResult | None, animate_ms: int) -> None:
        """Bring the drawing up to ``state``; ``result`` is the move just played (or None)."""

    def board_rect(self) -> QRectF:
        """The scene area that "fit board" shows."""
        rect = self.layer.childrenBoundingRect()
        return (
            self.layer.mapRectToScene(rect) if not rect.isNull() else QRectF(-200, -150, 400, 300)
        )

    def paint_tile(self, painter: QPainter, rect: QRectF, tile: int) -> None:
        """Draw rack tile ``tile`` centred in ``rect`` (widget coordinates)."""
        painter.drawText(rect, str(tile))

    def tile_label(self, tile: int) -> str:
        """Accessible name of a tile (e.g. its numbers)."""
        return str(tile)

    # -- what the state says --------------------------------------------------------------
    def hand(self, state: State, seat: int) -> list[int]:
        hand = getattr(state, "hand", None)
        if callable(hand):
            return list(hand(seat))
        hands = getattr(state, "hands", None)
        return list(hands[seat]) if hands is not None else []

    def stock_size(self, state: State) -> int | None:
        for name in ("stock_size", "sack_size", "pool_size", "boneyard_size"):
            value = getattr(state, name, None)
            if value is not None:
                return int(value() if callable(value) else value)
        return None

    def selection_hint(self) -> str:
        """An extra sentence for the status line while a tile is selected; empty if none."""
        return ""

    def seat_detail(self, state: State, seat: int) -> str:
        """An extra line on a seat's card (e.g. loss circles); empty if none."""
        return ""

    def round_info(self, state: State) -> str:
        """A short line about the match (round number, target); empty if none."""
        return ""

    # -- moves and targets ----------------------------------------------------------------
    def placement(self, move: Move) -> tuple[int, Hashable] | None:
        """(rack tile, target key) of a placing move; None for passes, draws, buys."""
        tile = getattr(move, "tile", None)
        return None if tile is None else (int(tile), repr(move))

    def move_tiles(self, move: Move) -> tuple[int, ...]:
        """Every rack tile a placing move uses (the first is the one :meth:`placement` names)."""
        placement = self.placement(move)
        return () if placement is None else (placement[0],)

    def action(self, move: Move) -> tuple[str, int | None]:
        """(action kind id, tile the action needs or None) of a non-placing move."""
        return (str(move), getattr(move, "tile", None))

    def action_kinds(self) -> list[str]:
        """Action buttons always shown (disabled while illegal), in this order."""
        return []

    def action_text(self, kind: str) -> str:
        """Translated label of the button for action ``kind``."""
        return kind

    def target_path(self, key: Hashable) -> QPainterPath:
        """Outline of target ``key`` in :attr:`layer` coordinates."""
        return QPainterPath()

    def make_ghost(self, move: Move) -> QGraphicsItem | None:
        """A preview of ``move`` (parented to the layer by the caller), or None."""
        return None

    def probe(self, state: State, tile: int, layer_pos: QPointF) -> Move | None:
        """A move putting ``tile`` at ``layer_pos``, so ``check_move`` can say why it fails."""
        return None

    def variant_label(self, move: Move) -> str:
        """Short text telling variants of one target apart (rotations, sides)."""
        return str(move)

    # -- helpers --------------------------------------------------------------------------
    def animate(
        self,
        ms: int,
        step: Callable[[float], None],
        done: Callable[[], None] | None = None,
        curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> None:
        """Run ``step(t)`` for t from 0 to 1 over ``ms`` milliseconds (at once if ms <= 0)."""
        if ms <= 0:
            step(1.0)
            if done is not None:
                done()
            return
        anim = QVariantAnimation()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(curve)
        anim.valueChanged.connect(lambda value: step(float(value)))

        def finished() -> None:
            if anim in self._animations:
                self._animations.remove(anim)
            if done is not None:
                done()

        anim.finished.connect(finished)
        self._animations.append(anim)
        anim.start()

    def finish_animations(self) -> None:
        for anim in list(self._animations):
            anim.setCurrentTime(anim.duration())
            anim.stop()
            anim.finished.emit()

    def clear(self) -> None:
        self.finish_animations()
        for child in self.layer.childItems():
            self.scene.removeItem(child)

    def slide_in(self, item: QGraphicsItem, source: QPointF | None, ms: int) -> None:
        """Animate a new item from ``source`` (scene point) to where it lies."""
        if ms <= 0 or source is None:
            return
        end = item.pos()
        parent = item.parentItem()
        start = parent.mapFromScene(source) if parent is not None else source
        item.setPos(start)
        item.setOpacity(0.3)
        item.setZValue(item.zValue() + 50)
        base_z = item.zValue() - 50

        def step(t: float) -> None:
            item.setPos(start + (end - start) * t)
            item.setOpacity(0.3 + 0.7 * t)

        def done() -> None:
            item.setPos(end)
            item.setOpacity(1.0)
            item.setZValue(base_z)

        self.animate(ms, step, done)


class FallbackPainter(BoardPainter):
    """For a game without a painter yet: every move becomes a button named by its notation."""

    def placement(self, move: Move) -> tuple[int, Hashable] | None:
        return None

    def action(self, move: Move) -> tuple[str, int | None]:
        return (str(move), None)

    def sync(self, state: State, result: MoveResult | None, animate_ms: int) -> None:
        self.clear()
        text = self.scene.addSimpleText(
            QCoreApplication.translate(
                "Board", "This game's board cannot be drawn yet: use the move buttons."
            )
        )
        text.setBrush(table_colours().text)
        text.setParentItem(self.layer)


def tiles_of(state: State) -> list[Any]:
    tiles = getattr(state, "board_tiles", None)
    return list(tiles()) if callable(tiles) else []
