"""The score chart: every seat's score over the moves, the win-chance line of the reviewed
seats, the round boundaries of a match. Painted with QPainter (no chart add-on).

Hovering shows the move in words (the window gives a ``describe`` callable); a click emits
``positionChosen(n)``, the position after ``n`` moves.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from ...ai.review import Timeline
from ...engine.record import write_atomic
from ..widgets.seats import SEAT_COLOURS
from ..words.texts import figure, fmt

# the plot's margins: left (score axis), top, right (win-chance axis), bottom
MARGINS = (46.0, 12.0, 40.0, 22.0)
BACKGROUND = QColor("#1f2630")
GRID = QColor("#3a4452")
TEXT = QColor("#c8d6e5")


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

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Score chart"))
        self.update()  # the legend's "win chance"

    def set_data(
        self,
        line: Timeline,
        chances: dict[int, list[tuple[int, float]]],
        describe: Callable[[int], str],
        names: list[str],
    ) -> None:
        self.line, self.chances, self.describe, self.names = line, chances, describe, names
        self._say_scores()
        self.update()

    def set_current(self, index: int) -> None:
        self.current = index
        self._say_scores()
        self.update()

    def _say_scores(self) -> None:
        """The chart in words for a screen reader: every seat's score at the chosen move, by
        name (the lines tell the seats apart only by their colours)."""
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
        assert self.line is not None
        values = [v for row in self.line.scores for v in row]
        low, high = float(min(values + [0])), float(max(values + [1]))
        return low, high if high > low else low + 1.0

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
        for value in (low, (low + high) / 2, high):
            y = self.point(0, value, low, high).y()
            painter.drawLine(QPointF(rect.left() - 4, y), QPointF(rect.left(), y))
            label = QRectF(0, y - 8, rect.left() - 6, 16)
            painter.drawText(label, Qt.AlignmentFlag.AlignRight, str(round(value)))
        if self.chances:
            for share in (0.0, 0.5, 1.0):
                y = rect.bottom() - rect.height() * share
                label = QRectF(rect.right() + 4, y - 8, MARGINS[2] - 4, 16)
                painter.drawText(label, Qt.AlignmentFlag.AlignLeft, f"{round(share * 100)}%")
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
            painter.setPen(QPen(colour, 2))
            painter.drawPath(path)

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

    def _paint_legend(self, painter: QPainter) -> None:
        """Seat names in their colours; the win chance as a dotted line."""
        rect = self.plot_rect()
        x, y = rect.left() + 8, rect.top() + 6
        metrics = painter.fontMetrics()
        entries = [(name, seat, Qt.PenStyle.SolidLine) for seat, name in enumerate(self.names)]
        if self.chances:
            entries.append((self.tr("win chance"), min(self.chances), Qt.PenStyle.DotLine))
        for name, seat, style in entries:
            colour = QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
            painter.setPen(QPen(colour, 2, style))
            painter.drawLine(QPointF(x, y + 7), QPointF(x + 18, y + 7))
            painter.setPen(TEXT)
            painter.drawText(QPointF(x + 22, y + 11), name)
            x += 34 + metrics.horizontalAdvance(name)

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
