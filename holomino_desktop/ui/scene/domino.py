"""Dominoes with pip patterns up to nine, for Holandski domino and square domino."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from .base import LAST_MOVE, TILE_EDGE, TileItem, bevel, face_brush, number_colour

#: pip positions on a 3 × 3 grid (column, row in -1..1) for 0..9 pips
PIP_GRID: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
    7: ((-1, -1), (1, -1), (-1, 0), (0, 0), (1, 0), (-1, 1), (1, 1)),
    8: ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)),
    9: tuple((c, r) for r in (-1, 0, 1) for c in (-1, 0, 1)),
}


def draw_pips(painter: QPainter, cell: QRectF, value: int) -> None:
    """Pips of ``value`` in a square half ``cell``, in the number's colour."""
    size = min(cell.width(), cell.height())
    step = size * 0.27
    radius = size * (0.085 if value <= 6 else 0.075)
    colour = number_colour(value).darker(115)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    centre = cell.center()
    for c, r in PIP_GRID.get(value, ()):
        painter.drawEllipse(centre + QPointF(c * step, r * step), radius, radius)


def domino_body(rect: QRectF) -> QPainterPath:
    """The rounded outline of a domino filling ``rect``."""
    short = min(rect.width(), rect.height())
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(1.0, 1.0, -1.0, -1.0), short * 0.12, short * 0.12)
    return path


def draw_domino(
    painter: QPainter,
    rect: QRectF,
    first: int,
    second: int,
    outline: QColor = TILE_EDGE,
    crosswise_double: bool = False,
) -> None:
    """A domino filling ``rect``: ``first`` in the left/top half, ``second`` in the other.

    ``crosswise_double``: a double laid across a line: split along its long side.
    """
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    short = min(rect.width(), rect.height())
    inner = rect.adjusted(1.0, 1.0, -1.0, -1.0)
    body = domino_body(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(face_brush(body))
    painter.drawPath(body)
    horizontal = rect.width() >= rect.height()
    if horizontal:
        a = QRectF(inner.left(), inner.top(), inner.width() / 2, inner.height())
        b = QRectF(inner.center().x(), inner.top(), inner.width() / 2, inner.height())
    else:
        a = QRectF(inner.left(), inner.top(), inner.width(), inner.height() / 2)
        b = QRectF(inner.left(), inner.center().y(), inner.width(), inner.height() / 2)
    line = QPen(QColor(91, 74, 51, 150), max(1.0, short * 0.025))
    painter.setPen(line)
    if horizontal:
        x = inner.center().x()
        painter.drawLine(
            QPointF(x, inner.top() + short * 0.14), QPointF(x, inner.bottom() - short * 0.14)
        )
    else:
        y = inner.center().y()
        painter.drawLine(
            QPointF(inner.left() + short * 0.14, y), QPointF(inner.right() - short * 0.14, y)
        )
    draw_pips(painter, a, first)
    draw_pips(painter, b, second)
    bevel(painter, body, max(1.0, short * 0.06))
    pen = QPen(outline, max(1.2, short * 0.035))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)


class DominoItem(TileItem):
    """A domino in a rectangle of the layer (scene units), halves (first, second)."""

    def __init__(self, rect: QRectF, first: int, second: int) -> None:
        centre = rect.center()
        super().__init__(centre)
        self.local = QRectF(rect.translated(-centre))
        self.outline = domino_body(self.local)
        self.first = first
        self.second = second
        self.special: QColor | None = None

    def body(self) -> QPainterPath:
        return self.outline

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        outline = LAST_MOVE if self.marked else (self.special or TILE_EDGE)
        draw_domino(painter, self.local, self.first, self.second, outline)
        if self.marked or self.special is not None:
            pen = QPen(outline, 3.0)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.outline)


def paint_rack_domino(painter: QPainter, rect: QRectF, first: int, second: int) -> None:
    """A rack domino standing upright, centred in ``rect``."""
    height = min(rect.height(), rect.width() * 2.0) * 0.96
    width = height / 2.0
    box = QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)
    painter.save()
    draw_domino(painter, box, first, second)
    painter.restore()
