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

import shiboken6
from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QTransform,
)
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
#: where a tile's shadow falls (scene units: the light comes from the top left)
SHADOW_OFFSET = QPointF(2.5, 3.5)
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


#: a table with up to this many tiles is shown centred on them
FEW_TILES = 3
#: the longest a tile travels from the mover's seat to its place (ms), whatever the speed
TRAVEL_CAP_MS = 300
#: how long a score pop-up stays (ms): long enough to read, short enough not to linger
POPUP_MS = 900


def travel_ms(animate_ms: int) -> int:
    """How long a tile travels for the window's animation length: shorter, and capped."""
    return 0 if animate_ms <= 0 else min(TRAVEL_CAP_MS, round(animate_ms * 0.6))


# -- how a tile looks: a lit face, a bevel, a soft shadow -------------------------------------
def _shape_key(body: QPainterPath, width: float = 0.0) -> tuple[float, ...]:
    """Tells the few tile outlines apart (the same outline gives the same key)."""
    rect = body.boundingRect()
    return (
        round(rect.x(), 2),
        round(rect.y(), 2),
        round(rect.width(), 2),
        round(rect.height(), 2),
        float(body.elementCount()),
        round(width, 3),
    )


#: per tile outline: its face brush and its bevel's rim (stroking curves is the costly part
#: of painting a tile, so each outline is stroked once, not on every cache refill)
_FACES: dict[tuple[float, ...], QBrush] = {}
_RIMS: dict[tuple[float, ...], tuple[QPainterPath, QBrush]] = {}


def face_brush(body: QPainterPath) -> QBrush:
    """The ivory face, a touch lighter towards the light (top left)."""
    key = _shape_key(body)
    brush = _FACES.get(key)
    if brush is None:
        rect = body.boundingRect()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0.0, TILE_FACE.lighter(104))
        gradient.setColorAt(1.0, TILE_FACE.darker(107))
        brush = _FACES[key] = QBrush(gradient)
    return brush


def _rim(body: QPainterPath, width: float) -> tuple[QPainterPath, QBrush]:
    """The band ``width`` wide just inside ``body`` and the light that falls on it."""
    rect = body.boundingRect()
    centre = rect.center()
    shrink = (
        QTransform()
        .translate(centre.x(), centre.y())
        .scale((rect.width() - width) / rect.width(), (rect.height() - width) / rect.height())
        .translate(-centre.x(), -centre.y())
    )
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    band = stroker.createStroke(shrink.map(body)).intersected(body)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor(255, 255, 255, 170))
    gradient.setColorAt(0.45, QColor(255, 255, 255, 0))
    gradient.setColorAt(0.55, QColor(60, 40, 10, 0))
    gradient.setColorAt(1.0, QColor(60, 40, 10, 90))
    return band, QBrush(gradient)


def bevel(painter: QPainter, body: QPainterPath, width: float) -> None:
    """A rim ``width`` wide inside ``body``: lit at the top left, shaded at the bottom right."""
    rect = body.boundingRect()
    if rect.width() <= width or rect.height() <= width:
        return
    key = _shape_key(body, width)
    rim = _RIMS.get(key)
    if rim is None:
        if len(_RIMS) > 256:  # rack tiles come in many sizes while a window is resized
            _RIMS.clear()
        rim = _RIMS[key] = _rim(body, width)
    painter.fillPath(rim[0], rim[1])


def paint_shadow(painter: QPainter, path: QPainterPath) -> None:
    """A soft shadow of ``path`` (already in place): a faint wide fill under a darker core.

    Two plain fills: stroking a path of many tiles' curves would cost ten times more."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 34))
    painter.drawPath(path.translated(SHADOW_OFFSET * 1.6))
    painter.setBrush(TILE_SHADOW)
    painter.drawPath(path.translated(SHADOW_OFFSET))


class TileItem(QGraphicsItem):
    """A tile laid on the table (or a ghost preview), at ``home`` in layer coordinates.

    It is painted once per zoom level into its cache and blitted after that, so a full board
    repaints cheaply; ``home`` stays where the tile lies while a travel animation moves it.
    """

    def __init__(self, home: QPointF) -> None:
        super().__init__()
        self.home = QPointF(home)
        self.marked = False
        self.setPos(self.home)
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def body(self) -> QPainterPath:
        """The tile's outline around its position."""
        raise NotImplementedError

    def boundingRect(self) -> QRectF:
        return self.body().boundingRect().adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        return self.body()

    def set_marked(self, on: bool) -> None:
        """Mark the last move's tile; only a change repaints (and re-caches) the tile."""
        if on != self.marked:
            self.marked = on
            self.update()


class ShadowItem(QGraphicsItem):
    """The shadows of every tile on the table, under all of them, grown one tile at a time.

    One cached item: a repaint blits one pixmap, and a move re-renders it once instead of
    rebuilding a path item of every tile.
    """

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.path = QPainterPath()
        self.path.setFillRule(Qt.FillRule.WindingFill)  # touching outlines never cancel out
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def add(self, outline: QPainterPath) -> None:
        self.prepareGeometryChange()
        self.path.addPath(outline)
        self.update()

    def boundingRect(self) -> QRectF:
        if self.path.isEmpty():
            return QRectF()
        return self.path.boundingRect().adjusted(-1, -1, 7, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_shadow(painter, self.path)


class ScorePopup(QGraphicsObject):
    """ "+14" over a tile just laid: rises a little and fades; the same size at any zoom."""

    def __init__(self, text: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.text = text
        self.rise = 0.0
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(60)
        font = QFont()
        font.setPixelSize(26)
        font.setBold(True)
        self.outline = QPainterPath()
        self.outline.addText(0, 0, font, text)
        rect = self.outline.boundingRect()
        self.outline.translate(-rect.center())

    def boundingRect(self) -> QRectF:
        return self.outline.boundingRect().adjusted(-5, -5 - 24, 5, 5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(0, -self.rise)
        # a dark halo under a gold fill: readable on the dark and the light table alike
        halo = QPen(QColor(20, 14, 4, 220), 5.0)
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(self.outline, halo)
        painter.fillPath(self.outline, QColor("#ffd34f"))

    def step(self, t: float) -> None:
        self.rise = 24.0 * t
        self.setOpacity(1.0 if t < 0.5 else 1.0 - (t - 0.5) * 2.0)
        self.update()


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
        #: where the layer rests (a shifting board animates towards it)
        self.layer_home = QPointF()
        self.shadows = ShadowItem(self.layer)
        self.popups: list[ScorePopup] = []

    # -- drawing --------------------------------------------------------------------------
    def sync(self, state: State, result: MoveResult | None, animate_ms: int) -> None:
        """Bring the drawing up to ``state``; ``result`` is the move just played (or None)."""

    def board_rect(self) -> QRectF:
        """The scene area that "fit board" shows."""
        rect = self.layer.childrenBoundingRect()
        return (
            self.layer.mapRectToScene(rect) if not rect.isNull() else QRectF(-200, -150, 400, 300)
        )

    # -- where the tiles lie (not where an animation has them now) ------------------------
    def placed_items(self) -> list[TileItem]:
        """The tiles on the table, in the order they were laid."""
        return []

    def home_rect(self, item: TileItem) -> QRectF:
        """Scene rectangle of ``item`` where it comes to rest."""
        return item.boundingRect().translated(item.home + self.layer_home)

    def tiles_rect(self) -> QRectF:
        rect = QRectF()
        for item in self.placed_items():
            rect = rect.united(self.home_rect(item))
        return rect

    def last_rect(self) -> QRectF | None:
        """Where the tile laid last comes to rest (the view keeps it in sight)."""
        items = self.placed_items()
        return self.home_rect(items[-1]) if items else None

    def around_tiles(self, unit: float, margin: float, width: float, height: float) -> QRectF:
        """Where the tiles come to rest (a tile still travelling from a seat must not widen
        it), ``margin`` all round for the next ring of targets, at least ``width`` ×
        ``height`` (all in ``unit``s), centred on the tiles."""
        rect = self.tiles_rect()
        if rect.isNull():
            rect = QRectF(-unit, -unit, 2 * unit, 2 * unit)
        rect = rect.adjusted(-margin * unit, -margin * unit, margin * unit, margin * unit)
        grow_x = max(0.0, width * unit - rect.width()) / 2
        grow_y = max(0.0, height * unit - rect.height()) / 2
        return rect.adjusted(-grow_x, -grow_y, grow_x, grow_y)

    def centred_on_few(self, rect: QRectF) -> QRectF:
        """``rect``, grown so that a table of one to three tiles sits in its middle."""
        tiles = self.tiles_rect()
        if not 1 <= len(self.placed_items()) <= FEW_TILES or tiles.isNull():
            return rect
        centre = tiles.center()
        half_w = max(centre.x() - rect.left(), rect.right() - centre.x())
        half_h = max(centre.y() - rect.top(), rect.bottom() - centre.y())
        return QRectF(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)

    def paint_tile(self, painter: QPainter, rect: QRectF, tile: int) -> None:
        """Draw rack tile ``tile`` centred in ``rect`` (widget coordinates)."""
        painter.drawText(rect, str(tile))

    def tile_label(self, tile: int) -> str:
        """Accessible name of a tile (e.g. its numbers)."""
        return str(tile)

    def log_label(self, tile: int) -> str:
        """A tile named short enough for a row of the move log."""
        return self.tile_label(tile)

    def laid_label(self, move: Move, tile: int) -> str:
        """``tile`` named as ``move`` laid it, for a row of the move log (by default as
        :meth:`log_label` names it: a domino's numbers read the same however it lies)."""
        return self.log_label(tile)

    def paint_laid(self, painter: QPainter, rect: QRectF, move: Move, tile: int) -> None:
        """Draw ``tile`` as ``move`` laid it in ``rect`` (a row of the move log)."""
        self.paint_tile(painter, rect, tile)

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

    def seat_detail(self, state: State, seat: int, labelled: bool = True) -> str:
        """An extra line on a seat's card (e.g. loss circles); empty if none. ``labelled``:
        with the name of what it counts (a card; the end box's column is named already)."""
        return ""

    def round_info(self, state: State) -> str:
        """A short line about the match (round number, target); empty if none."""
        return ""

    def seat_score(self, state: State, seat: int, shown: bool) -> tuple[str, str, str]:
        """The big figure on a seat's card, its words for a screen reader ("": the card's own
        "%1 points") and the word written under it ("": none, it is the match's points);
        ``shown``: the viewer may see that seat's hand. The match score."""
        return str(state.scores()[seat]), "", ""

    def totals(self, state: State, names: list[str]) -> str:
        """The totals line under the move log; "" for the window's own "Totals: …"."""
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
        name: str = "",
    ) -> None:
        """Run ``step(t)`` for t from 0 to 1 over ``ms`` milliseconds (at once if ms <= 0).

        ``name`` tells the running animations apart ("travel", "shift", "points")."""
        if ms <= 0:
            step(1.0)
            if done is not None:
                done()
            return
        # owned by the scene: a window (and its scene) closed mid-animation takes its running
        # animations along, so none steps an item that is gone
        anim = QVariantAnimation(self.scene)
        anim.setObjectName(name)
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

    def running(self, name: str) -> list[QVariantAnimation]:
        """The animations called ``name`` still running (tests check their lengths)."""
        return [anim for anim in self._animations if anim.objectName() == name]

    def finish_animations(self) -> None:
        for anim in list(self._animations):
            anim.setCurrentTime(anim.duration())  # a running animation finishes by this
            anim.stop()
            if anim in self._animations:  # one not started yet: finish it by hand, once
                anim.finished.emit()

    def clear(self) -> None:
        self.finish_animations()
        for child in self.layer.childItems():
            self.scene.removeItem(child)
        self.popups = []
        self.shadows = ShadowItem(self.layer)

    def slide_in(
        self,
        item: TileItem,
        source: QPointF | None,
        ms: int,
        landed: Callable[[], None] | None = None,
    ) -> bool:
        """Let a new tile travel from ``source`` (scene point: the mover's seat) to its home;
        ``landed`` runs when it lies there. True if it travels.

        The trip takes :func:`travel_ms` of ``ms`` (at most :data:`TRAVEL_CAP_MS`); with
        animations off (``ms`` <= 0) or no source the tile simply lies there.
        """
        duration = travel_ms(ms)
        if duration <= 0 or source is None:
            return False
        end = QPointF(item.home)
        parent = item.parentItem()
        start = parent.mapFromScene(source) if parent is not None else source
        base_z = item.zValue()
        item.setPos(start)
        item.setOpacity(0.3)
        item.setZValue(base_z + 50)

        def step(t: float) -> None:
            item.setPos(start + (end - start) * t)
            item.setOpacity(0.3 + 0.7 * min(1.0, 2.0 * t))

        def done() -> None:
            item.setPos(end)
            item.setOpacity(1.0)
            item.setZValue(base_z)
            if landed is not None:
                landed()

        self.animate(duration, step, done, name="travel")
        return True

    def arrive(
        self,
        new: list[TileItem],
        result: MoveResult | None,
        ms: int,
        travellers: list[TileItem] | None = None,
    ) -> None:
        """The tiles just laid come to rest: after a move ``travellers`` (default: all new
        tiles) travel from the mover's seat; each casts its shadow once it lies."""
        moving = new if travellers is None else travellers
        for item in new:
            cast = self._caster(item)
            travels = result is not None and item in moving
            if not (travels and self.slide_in(item, self.entry_point, ms, cast)):
                cast()

    def _caster(self, item: TileItem) -> Callable[[], None]:
        shadows = self.shadows  # a new round's clear() makes a new one: cast on this one
        outline = item.body().translated(item.home)
        return lambda: shadows.add(outline)

    def shift_layer(self, target: QPointF, animate_ms: int) -> None:
        """Move the layer (a bounded board's window shift) to ``target``, animated."""
        for anim in self.running("shift"):  # an unfinished shift ends first, where it aimed
            anim.setCurrentTime(anim.duration())
            anim.stop()
            if anim in self._animations:
                anim.finished.emit()
        start = QPointF(self.layer.pos())
        self.layer_home = QPointF(target)
        if travel_ms(animate_ms) <= 0 or start == target:
            self.layer.setPos(target)
            return
        self.animate(
            travel_ms(animate_ms),
            lambda t: self.layer.setPos(start + (target - start) * t),
            lambda: self.layer.setPos(target),
            name="shift",
        )

    def lay(self, item: TileItem) -> None:
        """Put a new tile on the table, under the layer (its shadow comes with :meth:`arrive`)."""
        item.setParentItem(self.layer)

    def show_points(self, result: MoveResult | None, ms: int) -> None:
        """A "+14" pop-up over the tile just laid, after its trip; none with animations off,
        for a move without points, or for a move that laid no tile."""
        items = self.placed_items()
        if result is None or ms <= 0 or result.points <= 0 or not items:
            return
        if self.placement(result.move) is None:
            return
        popup = ScorePopup(f"+{result.points}", self.layer)
        popup.setPos(items[-1].home)
        popup.setOpacity(0.0)
        self.popups.append(popup)
        delay = travel_ms(ms)

        def step(t: float) -> None:
            # invisible while the tile travels, then rise and fade
            if not shiboken6.isValid(popup):  # the scene was cleared under it
                return
            when = t * (delay + POPUP_MS)
            popup.step(max(0.0, (when - delay) / POPUP_MS))

        def done() -> None:
            if not shiboken6.isValid(popup):
                return
            if popup in self.popups:
                self.popups.remove(popup)
                if popup.scene() is not None:
                    self.scene.removeItem(popup)

        self.animate(delay + POPUP_MS, step, done, QEasingCurve.Type.Linear, "points")


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
