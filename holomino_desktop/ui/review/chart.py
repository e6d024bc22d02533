"""The score chart: every seat's score over the moves, the win-chance line of the reviewed
seats, the round boundaries of a match. Painted with QPainter (no chart add-on).

Hovering shows the move in words (the window gives a ``describe`` callable); a click emits
``positionChosen(n)``, the position after ``n`` moves.
"""

from __future__ import annotations

import errno
import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from ...ai.review import Timeline
from ...engine.record import write_atomic
from ..widgets.seats import SEAT_COLOURS
from ..words.texts import figure, fmt, percent

# the plot's margins: left (score axis), top, right (win-chance axis), bottom
MARGINS = (46.0, 12.0, 40.0, 22.0)
BACKGROUND = QColor("#1f2630")
GRID = QColor("#3a4452")
TEXT = QColor("#c8d6e5")
#: each seat's line and marks, so the seats differ in more than colour (a player who does not
#: tell the colours apart, a print in grey); the dotted line is the win chance's
SEAT_LINES = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.DashDotDotLine,
)
SEAT_MARKS = ("circle", "square", "triangle", "diamond")
#: at most this many marks along one line (a long match would be a row of blots)
MOST_MARKS = 30
MARK_RADIUS = 4.0
LEGEND_SAMPLE = 30.0


class ScoreChart(QWidget):
    positionChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(360, 180)
        self.setMouseTracking(True)
        self.retranslate_ui()
        self.line: Timeline | None = None
        # seat -> [(moves played, win chance 0..1)] for the reviewed seats
        self.chances: dict[int, list[tuple[int, float]]] = {}
        self.current = 0
        self.describe: Callable[[int], str] = str
        self.names: list[str] = []
        # what the score axis counts when it is not points (Holandski's kružići), else ""
        self.unit = ""

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Score chart"))
        self.update()  # the legend's "win chance"

    def set_data(
        self,
        line: Timeline,
        chances: dict[int, list[tuple[int, float]]],
        describe: Callable[[int], str],
        names: list[str],
        unit: str = "",
    ) -> None:
        self.line, self.chances, self.describe, self.names = line, chances, describe, names
        self.unit = unit
        self._say_scores()
        self.update()

    def set_current(self, index: int) -> None:
        self.current = index
        self._say_scores()
        self.update()

    def _say_scores(self) -> None:
        """The chart in words for a screen reader: every seat's score at the chosen move, by
        name."""
        if self.line is None or not self.line.scores:
            self.setAccessibleDescription("")
            return
        last = len(self.line.scores) - 1
        index = max(0, min(self.current, last))
        scores = zip(self.names, self.line.scores[index], strict=False)
        said = ", ".join(f"{name} {figure(score)}" for name, score in scores)
        self.setAccessibleDescription(fmt(self.tr("After move %1 of %2: %3"), index, last, said))

    # -- geometry -------------------------------------------------------------------------
    def plot_rect(self) -> QRectF:
        left, top, right, bottom = MARGINS
        return QRectF(left, top, self.width() - left - right, self.height() - top - bottom)

    def _score_range(self) -> tuple[float, float]:
        """From the lowest score (0 at most) up two whole steps of points: the axis's three
        marks are three different whole numbers (a range of 0..1 marked "1", "0", "0")."""
        assert self.line is not None
        values = [v for row in self.line.scores for v in row]
        low, high = math.floor(min(values + [0])), math.ceil(max(values + [1]))
        step = max(1, math.ceil((high - low) / 2))
        return float(low), float(low + 2 * step)

    def score_marks(self) -> list[tuple[float, str]]:
        """The score axis's marks, bottom to top: (points, label in the window's numbers)."""
        if self.line is None:
            return []
        low, high = self._score_range()
        values = (low, (low + high) / 2, high)
        return [(value, figure(round(value))) for value in values]

    def chance_marks(self) -> list[tuple[float, str]]:
        """The win-chance axis's marks, bottom to top: (share 0..1, percentage), only when
        the chart draws a win chance."""
        return [(share, percent(share)) for share in (0.0, 0.5, 1.0)] if self.chances else []

    def point(self, index: int, value: float, low: float, high: float) -> QPointF:
        """Where (moves played ``index``, ``value`` on [low, high]) lies in the widget."""
        assert self.line is not None
        rect = self.plot_rect()
        count = max(1, len(self.line.scores) - 1)
        x = rect.left() + rect.width() * index / count
        y = rect.bottom() - rect.height() * (value - low) / (high - low)
        return QPointF(x, y)

    def index_at(self, x: float) -> int:
        """The position (moves played) nearest to ``x``."""
        assert self.line is not None
        rect = self.plot_rect()
        count = max(1, len(self.line.scores) - 1)
        share = (x - rect.left()) / rect.width() if rect.width() > 0 else 0.0
        return max(0, min(count, round(share * count)))

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        if self.line is not None:
            low, high = self._score_range()
            self._paint_grid(painter, low, high)
            self._paint_rounds(painter)
            self._paint_scores(painter, low, high)
            self._paint_chances(painter)
            self._paint_current(painter)
            self._paint_legend(painter)
        painter.end()

    def _paint_grid(self, painter: QPainter, low: float, high: float) -> None:
        rect = self.plot_rect()
        painter.setPen(QPen(GRID, 1))
        painter.drawRect(rect)
        painter.setPen(TEXT)
        if self.unit:  # up the score axis, beside its marks
            painter.save()
            painter.translate(2, rect.center().y())
            painter.rotate(-90)
            painter.drawText(
                QRectF(-rect.height() / 2, 0, rect.height(), 14),
                Qt.AlignmentFlag.AlignCenter,
                self.unit,
            )
            painter.restore()
        for value, text in self.score_marks():
            y = self.point(0, value, low, high).y()
            painter.drawLine(QPointF(rect.left() - 4, y), QPointF(rect.left(), y))
            label = QRectF(0, y - 8, rect.left() - 6, 16)
            painter.drawText(label, Qt.AlignmentFlag.AlignRight, text)
        for share, text in self.chance_marks():
            y = rect.bottom() - rect.height() * share
            label = QRectF(rect.right() + 4, y - 8, MARGINS[2] - 4, 16)
            painter.drawText(label, Qt.AlignmentFlag.AlignLeft, text)
        assert self.line is not None
        moves = len(self.line.scores) - 1
        painter.drawText(
            QRectF(rect.left(), rect.bottom() + 4, rect.width(), 16),
            Qt.AlignmentFlag.AlignRight,
            str(moves),
        )

    def _paint_rounds(self, painter: QPainter) -> None:
        assert self.line is not None
        rect = self.plot_rect()
        pen = QPen(GRID.lighter(150), 1, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        for end in self.line.round_ends:
            x = self.point(end + 1, 0.0, 0.0, 1.0).x()
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))

    def _paint_scores(self, painter: QPainter, low: float, high: float) -> None:
        assert self.line is not None
        seats = len(self.line.scores[0])
        for seat in range(seats):
            path = QPainterPath(self.point(0, self.line.scores[0][seat], low, high))
            for index, row in enumerate(self.line.scores[1:], start=1):
                path.lineTo(self.point(index, row[seat], low, high))
            colour = QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
            painter.setPen(QPen(colour, 2, SEAT_LINES[seat % len(SEAT_LINES)]))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            every = max(1, -(-len(self.line.scores) // MOST_MARKS))
            for index in range(0, len(self.line.scores), every):
                centre = self.point(index, self.line.scores[index][seat], low, high)
                _paint_mark(painter, seat, centre, colour)

    def _paint_chances(self, painter: QPainter) -> None:
        for seat, points in self.chances.items():
            if not points:
                continue
            colour = QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)]).lighter(130)
            painter.setPen(QPen(colour, 1.5, Qt.PenStyle.DotLine))
            path = QPainterPath(self.point(points[0][0], points[0][1], 0.0, 1.0))
            for index, chance in points[1:]:
                path.lineTo(self.point(index, chance, 0.0, 1.0))
            painter.drawPath(path)

    def _paint_current(self, painter: QPainter) -> None:
        rect = self.plot_rect()
        x = self.point(self.current, 0.0, 0.0, 1.0).x()
        painter.setPen(QPen(QColor("#ffffff"), 1))
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))

    def legend_samples(self) -> list[tuple[str, QRectF]]:
        """The legend's entries: each seat's name (then "win chance") and where its sample of
        line and mark is drawn, left to right."""
        rect = self.plot_rect()
        x, y = rect.left() + 8, rect.top() + 6
        metrics = self.fontMetrics()
        names = list(self.names) + ([self.tr("win chance")] if self.chances else [])
        samples = []
        for name in names:
            samples.append(
                (name, QRectF(x, y + 7 - MARK_RADIUS - 1, LEGEND_SAMPLE, 2 * MARK_RADIUS + 2))
            )
            x += LEGEND_SAMPLE + 16 + metrics.horizontalAdvance(name)
        return samples

    def _paint_legend(self, painter: QPainter) -> None:
        """Each seat's name beside a sample of its line and mark; the win chance dotted."""
        for seat, (name, sample) in enumerate(self.legend_samples()):
            chance = seat >= len(self.names)
            colour_seat = min(self.chances) if chance else seat
            colour = QColor(SEAT_COLOURS[colour_seat % len(SEAT_COLOURS)])
            style = Qt.PenStyle.DotLine if chance else SEAT_LINES[seat % len(SEAT_LINES)]
            painter.setPen(QPen(colour, 2, style))
            middle = sample.center().y()
            painter.drawLine(QPointF(sample.left(), middle), QPointF(sample.right(), middle))
            if not chance:
                _paint_mark(painter, seat, sample.center(), colour)
            painter.setPen(TEXT)
            painter.drawText(QPointF(sample.right() + 4, middle + 4), name)

    # -- the mouse --------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.line is not None and self.plot_rect().contains(event.position()):
            index = self.index_at(event.position().x())
            QToolTip.showText(event.globalPosition().toPoint(), self.describe(index), self)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.line is not None and event.button() == Qt.MouseButton.LeftButton:
            self.positionChosen.emit(self.index_at(event.position().x()))
        super().mousePressEvent(event)

    def save_png(self, path: str) -> None:
        """Save the chart as it looks now, as every save writes (``record.write_atomic``: only a
        regular file or a new name); OSError when the file cannot be written."""
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not self.grab().save(buffer, "PNG"):
            raise OSError(errno.EIO, "the chart could not be drawn as a PNG image", path)
        write_atomic(Path(path), bytes(buffer.data().data()))


def _paint_mark(painter: QPainter, seat: int, centre: QPointF, colour: QColor) -> None:
    """Seat ``seat``'s mark (circle, square, triangle, diamond) at ``centre``, filled."""
    r = MARK_RADIUS
    painter.save()
    painter.setPen(QPen(colour, 1))
    painter.setBrush(colour)
    mark = SEAT_MARKS[seat % len(SEAT_MARKS)]
    if mark == "circle":
        painter.drawEllipse(centre, r, r)
    elif mark == "square":
        painter.drawRect(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r))
    else:
        corners = (
            [(0, -r), (r, r), (-r, r)]
            if mark == "triangle"
            else [(0, -r - 1), (r + 1, 0), (0, r + 1), (-r - 1, 0)]
        )
        painter.drawPolygon(QPolygonF([centre + QPointF(dx, dy) for dx, dy in corners]))
    painter.restore()
