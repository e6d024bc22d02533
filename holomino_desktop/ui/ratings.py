"""The player's rating in the window: its file, its words, the history chart and the panel the
Statistics dialog shows. The maths is ``training/player_rating.py``; the levels' own ratings
are ``training/level_table.py``.

The ratings are kept as JSON beside the statistics (``ratings.json`` in the user data folder),
written atomically. A damaged file is never deleted: it is renamed to a backup, the ratings
start again and :attr:`Ratings.notice` says so, in words of the kind of damage; a folder, device
or pipe where the file belongs is never read and renamed aside as well (as the statistics do).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QGroupBox, QLabel, QTabWidget, QVBoxLayout, QWidget

from ..engine import GAME_IDS
from ..engine.record import write_atomic
from ..training.level_fit import LevelRating
from ..training.level_table import level_rating, level_ratings, nearest_level
from ..training.player_rating import PlayerRating, RatingBook
from . import persistence
from .ai_adapter import ai_levels
from .file_errors import damage_clause, damage_kind
from .words.texts import fmt, game_name, level_name, signed

FILE_NAME = "ratings.json"


class Ratings:
    """The ratings file: load (never failing), rate a finished match, reset, save."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else persistence.data_dir() / FILE_NAME
        self.book = RatingBook()
        # set when a damaged file was replaced by fresh ratings (and kept as a backup)
        self.notice = ""
        self.load()

    def load(self) -> None:
        """Never fails: a damaged file, or a folder, device or pipe where the file belongs, is
        renamed aside (``persistence.read_data_file``) and the ratings start again; when it
        cannot be moved, each save says why in the status line."""
        book, aside = persistence.read_data_file(self.path, RatingBook.from_json)
        self.book = book or RatingBook()
        if aside is not None:
            self.notice = self._set_aside_text(aside)

    def _set_aside_text(self, aside: persistence.SetAside) -> str:
        """The start-up notice for a ratings file that was not read."""
        if aside.backup is None and aside.kind != "damaged":
            text = QCoreApplication.translate(
                "Ratings",
                "Your ratings cannot be saved in this session: where their file belongs (%1) "
                "there is a folder, a device or a pipe, not a file.",
            )
            return fmt(text, str(self.path))
        where = aside.backup.name if aside.backup is not None else self.path.name
        if aside.kind == "folder":
            text = QCoreApplication.translate(
                "Ratings",
                "Where the ratings file belongs there was a folder, not a file: it was kept as "
                "%1, and your ratings start again.",
            )
            return fmt(text, where)
        if aside.kind == "device":
            text = QCoreApplication.translate(
                "Ratings",
                "Where the ratings file belongs there was a device or a pipe, not a file: it "
                "was kept as %1, and your ratings start again.",
            )
            return fmt(text, where)
        text = QCoreApplication.translate(
            "Ratings",
            "The ratings file was damaged (%1): your ratings start again; the old file "
            "was kept as %2.",
        )
        error = aside.error or ValueError()
        return fmt(text, damage_clause(damage_kind(error), error), where)

    def save(self) -> None:
        write_atomic(self.path, json.dumps(self.book.to_json(), indent=1))

    def record(
        self,
        game_id: str,
        seats: Sequence[str | None],
        scores: Sequence[int],
        winners: Sequence[int],
    ) -> PlayerRating | None:
        """Rate a finished match (``seats``: each seat's AI level, None for a person) and save;
        None when it is not rated (see :meth:`RatingBook.record`)."""
        rated = self.book.record(game_id, seats, scores, winners)
        if rated is not None:
            self.save()
        return rated

    def reset(self) -> None:
        self.book = RatingBook()
        self.save()


# -- words ----------------------------------------------------------------------------------------
def rating_number(value: float) -> str:
    """A rating rounded to a whole number, written as the language writes numbers."""
    return QLocale().toString(round(value))


def rated_level_name(game_id: str, level: str) -> str:
    """ "Intermediate · about 1,450": a level's name and its rating in ``game_id`` (its name
    alone when it has none)."""
    rating = level_rating(game_id, level)
    if rating is None:
        return level_name(level)
    text = QCoreApplication.translate("Ratings", "%1 · about %2")
    return fmt(text, level_name(level), rating_number(rating.rating))


def suggested_level(book: RatingBook | None, game_id: str, levels: Sequence[str]) -> str | None:
    """The level of ``levels`` nearest the player's rating in ``game_id`` (None before the
    first rated match of that game)."""
    rating = book.rating(game_id) if book is not None else None
    return None if rating is None else nearest_level(game_id, rating.rating, levels)


def suggestion_text(level: str) -> str:
    return fmt(QCoreApplication.translate("Ratings", "Suggested for you: %1"), level_name(level))


def window_levels(game_id: str) -> list[LevelRating]:
    """The ratings of the levels the window offers (not the arena's yardsticks), weakest first."""
    table = level_ratings().get(game_id, {})
    return sorted((table[lv] for lv in ai_levels() if lv in table), key=lambda lv: lv.rating)


# -- the chart -----------------------------------------------------------------------------------
# the plot's margins: left (rating axis), top, right (level names, at least), bottom
MARGINS = (52.0, 10.0, 96.0, 20.0)


class RatingChart(QWidget):
    """The player's rating after each rated match of one game, the 95 % band around it and
    the AI levels' ratings as dashed lines. Painted with QPainter (no chart add-on)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(320, 150)
        self.setAccessibleName(self.tr("Rating history"))
        self.rating: PlayerRating | None = None
        self.levels: list[LevelRating] = []

    def set_data(self, rating: PlayerRating, levels: Sequence[LevelRating]) -> None:
        self.rating, self.levels = rating, list(levels)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, 190)

    def plot_rect(self) -> QRectF:
        left, top, _, bottom = MARGINS
        right = self.names_width()
        return QRectF(left, top, self.width() - left - right, self.height() - top - bottom)

    def names_width(self) -> float:
        """Room on the right for the levels' names in this language (at most a third)."""
        widest = max((self.fontMetrics().horizontalAdvance(level_name(lv.level))
                      for lv in self.levels), default=0)  # fmt: skip
        return float(min(max(MARGINS[2], widest + 14), self.width() / 3))

    def value_range(self) -> tuple[float, float]:
        """The ratings shown: the band of every match, and the levels next to it."""
        assert self.rating is not None
        points = self.rating.history or [self.rating]
        low = min(p.rating - 1.96 * p.deviation for p in points)
        high = max(p.rating + 1.96 * p.deviation for p in points)
        below = [lv.rating for lv in self.levels if lv.rating <= low]
        above = [lv.rating for lv in self.levels if lv.rating >= high]
        low, high = min(low, max(below, default=low)), max(high, min(above, default=high))
        return low - 20, high + 20

    def point(self, index: int, value: float, low: float, high: float) -> QPointF:
        assert self.rating is not None
        rect = self.plot_rect()
        count = max(1, len(self.rating.history) - 1)
        x = rect.left() + rect.width() * index / count
        return QPointF(x, rect.bottom() - rect.height() * (value - low) / (high - low))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        if self.rating is not None and self.rating.history:
            low, high = self.value_range()
            self._paint_axis(painter, low, high)
            self._paint_levels(painter, low, high)
            self._paint_history(painter, low, high)
            self._paint_match_numbers(painter)
        painter.end()

    def _paint_match_numbers(self, painter: QPainter) -> None:
        """The first and the last rated match the line shows, under its ends."""
        assert self.rating is not None
        rect = self.plot_rect()
        last = self.rating.games
        first = last - len(self.rating.history) + 1
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        ends = (
            [(rect.left(), first), (rect.right(), last)]
            if last != first
            else [(rect.left(), first)]
        )
        for x, number in ends:
            below = QRectF(x - 30, rect.bottom() + 2, 60, MARGINS[3] - 2)
            painter.drawText(below, Qt.AlignmentFlag.AlignHCenter, QLocale().toString(number))

    def _paint_axis(self, painter: QPainter, low: float, high: float) -> None:
        rect = self.plot_rect()
        text = self.palette().color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlpha(50)
        step = _tick_step(high - low)
        value = (low // step + 1) * step
        while value < high:
            y = self.point(0, value, low, high).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text)
            box = QRectF(0, y - 9, MARGINS[0] - 6, 18)
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             rating_number(value))  # fmt: skip
            value += step

    def _paint_levels(self, painter: QPainter, low: float, high: float) -> None:
        rect = self.plot_rect()
        colour = self.palette().color(QPalette.ColorRole.PlaceholderText)
        shown = [lv for lv in self.levels if low <= lv.rating <= high]
        places = [self.point(0, lv.rating, low, high).y() for lv in shown]
        for level, y, label_y in zip(shown, places, _spread(places, 14.0), strict=True):
            painter.setPen(QPen(colour, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            box = QRectF(rect.right() + 6, label_y - 9, self.names_width() - 8, 18)
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             level_name(level.level))  # fmt: skip

    def _paint_history(self, painter: QPainter, low: float, high: float) -> None:
        assert self.rating is not None
        history = self.rating.history
        line = self.palette().color(QPalette.ColorRole.Link)  # the theme's accent
        band = QColor(line)
        band.setAlpha(60)
        upper = [self.point(i, p.rating + 1.96 * p.deviation, low, high) for i, p in
                 enumerate(history)]  # fmt: skip
        lower = [self.point(i, p.rating - 1.96 * p.deviation, low, high) for i, p in
                 enumerate(history)]  # fmt: skip
        area = QPainterPath(upper[0])
        for point in [*upper[1:], *reversed(lower)]:
            area.lineTo(point)
        area.closeSubpath()
        painter.fillPath(area, band)
        painter.setPen(QPen(line, 2))
        middle = [self.point(i, p.rating, low, high) for i, p in enumerate(history)]
        for start, end in zip(middle, middle[1:], strict=False):
            painter.drawLine(start, end)
        painter.setBrush(line)
        for point in middle[-1:] if len(middle) > 1 else middle:
            painter.drawEllipse(point, 3, 3)


def _spread(places: Sequence[float], gap: float) -> list[float]:
    """``places`` (heights of labels, larger lower down, in any order) moved apart to at least
    ``gap`` between neighbours, so close levels' names do not overlap."""
    order = sorted(range(len(places)), key=lambda i: places[i])
    moved = list(places)
    for before, after in zip(order, order[1:], strict=False):
        moved[after] = max(moved[after], moved[before] + gap)
    return moved


def _tick_step(span: float) -> float:
    """A round step giving 3 to 6 grid lines over ``span``."""
    for step in (25, 50, 100, 200, 250, 500, 1000):
        if span / step <= 6:
            return float(step)
    return 2000.0


# -- the panel in the Statistics dialog ----------------------------------------------------------
class RatingPanel(QGroupBox):
    """Your rating per game: the figure, its 95 % margin, the rated matches and the chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs, 1)
        self.summaries: dict[str, QLabel] = {}
        self.charts: dict[str, RatingChart] = {}
        self.book = RatingBook()

    def fill(self, book: RatingBook) -> None:
        self.book = book
        self.setTitle(self.tr("Your rating"))
        self.empty.setText(
            self.tr(
                "No rated games yet: finish a game in which you alone play against the computer."
            )
        )
        self.tabs.clear()
        self.summaries, self.charts = {}, {}
        for game_id in GAME_IDS:
            rating = book.rating(game_id)
            if rating is not None:
                self.tabs.addTab(self._page(game_id, rating), game_name(game_id))
        self.empty.setVisible(not self.summaries)
        self.tabs.setVisible(bool(self.summaries))

    def _page(self, game_id: str, rating: PlayerRating) -> QWidget:
        page = QWidget(self.tabs)
        layout = QVBoxLayout(page)
        summary = QLabel(self.summary(game_id, rating), page)
        summary.setWordWrap(True)
        layout.addWidget(summary)
        chart = RatingChart(page)
        chart.set_data(rating, window_levels(game_id))
        layout.addWidget(chart, 1)
        self.summaries[game_id], self.charts[game_id] = summary, chart
        return page

    def summary(self, game_id: str, rating: PlayerRating) -> str:
        """ "1,380 ± 240 (95 %) after 12 rated games · nearest level: Intermediate"."""
        games = signed(self.tr("%1 ± %2 (95 %) after %n rated game(s)", "", rating.games),
                       rating.games)  # fmt: skip
        text = fmt(games, rating_number(rating.rating), rating_number(rating.margin))
        nearest = nearest_level(game_id, rating.rating, ai_levels())
        if nearest is None:
            return text
        return fmt(self.tr("%1 · nearest level: %2"), text, rated_level_name(game_id, nearest))
