"""Seat cards (name, level, score, tile count, open hand) and the move log."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..words.texts import figure, fmt, signed

TilePainter = Callable[[QPainter, QRectF, int], None]

# the size of a tile's picture in the move log
LOG_TILE = QSize(30, 28)
# the narrowest move log that shows the pictures
PICTURES_FROM = 220

SEAT_COLOURS = ("#ff9f43", "#54a0ff", "#1dd1a1", "#ff6b9d", "#c8d6e5", "#feca57")
#: the item data role that keeps a log row's text before it was wrapped to the column
WHOLE_TEXT = Qt.ItemDataRole.UserRole + 1


def wrap_lines(lines: list[str], metrics: QFontMetrics, width: int) -> list[str]:
    """``lines`` broken between words so that none is wider than ``width``; a line goes on
    at its own indent ("   bottom 2+2, left 3+3," then "   right 4+4 = 18"), or without it when
    a word fits only so. A word wider than the whole width is broken between its letters."""
    out: list[str] = []
    for line in lines:
        indent = line[: len(line) - len(line.lstrip(" "))]
        current = indent
        for word in line.split():
            trial = f"{current} {word}" if current.strip() else current + word
            if metrics.horizontalAdvance(trial) <= width:
                current = trial
                continue
            if current.strip():
                out.append(current)
            current = indent + word
            if metrics.horizontalAdvance(current) > width:
                current = word  # the indent is only a hint: the word comes first
            while metrics.horizontalAdvance(current) > width and len(current) > 1:
                cut = len(current) - 1
                while cut > 1 and metrics.horizontalAdvance(current[:cut]) > width:
                    cut -= 1
                out.append(current[:cut])
                current = current[cut:]
        out.append(current)
    return out


class HandStrip(QWidget):
    """Small pictures of an open hand (Holomino shows both hands)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: list[int] = []
        self.paint_tile: TilePainter | None = None
        self.tile = QSize(40, 35)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self.tile.height() + 4)

    def set_tiles(self, tiles: list[int], paint: TilePainter | None) -> None:
        self.tiles = list(tiles)
        self.paint_tile = paint
        self.setVisible(bool(tiles) and paint is not None)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(4 * (self.tile.width() + 4), self.tile.height() + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.paint_tile is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # the tiles shrink to fit a narrow card rather than running off its edge
        count = max(1, len(self.tiles))
        scale = min(1.0, (self.width() - 4 * (count - 1)) / (count * self.tile.width()))
        width, height = self.tile.width() * scale, self.tile.height() * scale
        x = 0.0
        for tile in self.tiles:
            self.paint_tile(
                painter, QRectF(x, 2 + (self.tile.height() - height) / 2, width, height), tile
            )
            x += width + 4
        painter.end()


class SeatCard(QFrame):
    """One seat: who, what level, score, tiles in hand; highlighted when it is their turn."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        self.setObjectName("seatCard")
        self.setFrameShape(QFrame.Shape.NoFrame)
        grid = QGridLayout(self)
        grid.setContentsMargins(16, 8, 10, 8)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        self.name = QLabel(self)
        font = QFont(self.name.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        self.name.setStyleSheet(f"color: {self.colour};")
        self.kind = QLabel(self)
        self.kind.setObjectName("seatKind")
        self.kind.setWordWrap(True)  # "Computer · Intermediate" wraps in a narrow window
        self.score = QLabel(self)
        score_font = QFont(font)
        score_font.setPointSizeF(font.pointSizeF() * 1.6)
        self.score.setFont(score_font)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # what the big figure counts when it is not the match's points ("pips in hand")
        self.caption = QLabel(self)
        self.caption.setObjectName("seatCaption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.caption.hide()
        figure_box = QVBoxLayout()
        figure_box.setSpacing(0)
        figure_box.addWidget(self.score)
        figure_box.addWidget(self.caption)
        figure_box.addStretch(1)
        self.detail = QLabel(self)
        self.detail.setObjectName("seatDetail")
        self.detail.setWordWrap(True)
        self.hand = HandStrip(self)
        for label in (self.name, self.kind, self.score, self.detail):
            label.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        grid.addWidget(self.name, 0, 0)
        grid.addLayout(figure_box, 0, 1, 2, 1)
        grid.addWidget(self.kind, 1, 0)
        grid.addWidget(self.detail, 2, 0, 1, 2)
        grid.addWidget(self.hand, 3, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self.set_active(False)

    def update_seat(
        self,
        name: str,
        kind: str,
        score: int | str,
        detail: str,
        hand: list[int] | None,
        paint: TilePainter | None,
        spoken: str = "",
        caption: str = "",
    ) -> None:
        """``score``: the big figure ("" shows none); ``spoken``: what it means, for a screen
        reader and the tooltip ("": it is the match's points); ``caption``: the words written
        under it when it is not the match's points ("pips in hand")."""
        if isinstance(score, str) and score.lstrip("-").isdigit():
            score = int(score)  # the match's points, as the painters give them: said as such
        self.name.setText(name)
        self.kind.setText(kind)
        self.score.setText(figure(score) if isinstance(score, int) else score)
        self.score.setToolTip(spoken)
        self.caption.setText(caption)
        self.caption.setVisible(bool(caption) and bool(score != ""))
        self.detail.setText(detail)
        self.hand.set_tiles(hand or [], paint if hand is not None else None)
        self._fit_height()
        if spoken:
            words = fmt(self.tr("Seat %1: %2, %3"), self.seat + 1, name, spoken)
        elif isinstance(score, int):
            text = signed(self.tr("Seat %1: %2, %n point(s)", "", abs(score)), score)
            words = fmt(text, self.seat + 1, name)
        else:
            words = fmt(self.tr("Seat %1: %2"), self.seat + 1, name)
        self._words = words
        self._say_name()

    def _say_name(self) -> None:
        """The card's name for a screen reader: who, the points and whether it is their turn
        (the coloured frame shows it to the eye)."""
        words = getattr(self, "_words", "")
        if getattr(self, "_active", False):
            words = fmt(self.tr("%1 — to play"), words)
        self.setAccessibleName(words)

    def _fit_height(self) -> None:
        """As tall as the lines need at this width, at once: the seat list gave the card its
        old height for a few layout passes after a text wrapped (lines over lines)."""
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            layout.invalidate()  # measure the new texts, not the ones cached
            self.setMinimumHeight(layout.totalHeightForWidth(self.width()))
            parent = self.parentWidget()
            column = parent.layout() if parent is not None else None
            if column is not None:
                column.activate()  # now, not a few event-loop passes later

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_height()

    def set_active(self, active: bool, thinking: bool = False) -> None:
        if getattr(self, "_active", None) == active:
            return
        self._active = active
        self._say_name()
        self.update()  # painted by paintEvent: no restyling, which is slow

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        active = bool(getattr(self, "_active", False))
        colour = QColor(self.colour)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        # a veil of the text colour: light on the dark theme, dark on the light one
        veil = QColor(self.palette().color(QPalette.ColorRole.WindowText))
        veil.setAlpha(40)
        painter.setPen(QPen(colour if active else veil, 2.0))
        veil.setAlpha(22 if active else 8)
        painter.setBrush(veil)
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        stripe = QPainterPath()
        stripe.addRect(QRectF(rect.left(), rect.top(), 7, rect.height()))
        painter.drawPath(path.intersected(stripe))
        painter.end()


class MoveLog(QTreeWidget):
    """Every move with who played it, a picture of its tile, what it did and its points.

    The notation of each move is kept with its row: Ctrl+C (or the context menu) copies the
    selected moves in notation. ``moveShown`` says which move's row the pointer is on, or the
    selected one when it is on none (0: none), so the board can outline its tile.

    A row's text is never cut: a line wider than the move column goes on at the next line, at
    its indent (:func:`wrap_lines`), and the rows are wrapped again when the column's width
    changes (a narrow window, a longer name or figure in the other columns)."""

    # the move (1 = the first) whose tile the board should outline; 0 = none
    moveShown = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(3)
        #: what the last column counts: points, or what the game counts instead (kružići)
        self.points_title: Callable[[], str] = lambda: self.tr("Points")
        self.setHeaderLabels([self.tr("#"), self.tr("Move"), self.points_title()])
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(False)
        # rows carry their own line breaks; word wrap would make every insert re-measure all rows
        self.setAlternatingRowColors(True)
        self.setAccessibleName(self.tr("Move log"))
        self.setIconSize(LOG_TILE)
        self.setMouseTracking(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.copy_action = QAction(self.tr("&Copy the moves in notation"), self)
        self.copy_action.setShortcut(QKeySequence.StandardKey.Copy)
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.copy_action.triggered.connect(self.copy_notation)
        self.addAction(self.copy_action)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self._hovered = 0
        self._wrapped_at = 0  # the text width the rows are wrapped for
        header.sectionResized.connect(lambda *_: self._rewrap_later())
        self.itemEntered.connect(lambda item, _column: self._hover(self._number(item)))
        self.currentItemChanged.connect(lambda *_: self._hover(self._hovered))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # a narrow log (800 × 600) keeps its width for the words: the numbers say the tile, and
        # the move numbers stay with the rows (the copy, the outline) without a column
        wide = self.viewport().width() >= PICTURES_FROM
        self.setIconSize(LOG_TILE if wide else QSize(0, 0))
        self.setColumnHidden(0, not wide)
        self._rewrap_later()

    # -- rows that fit the move column -----------------------------------------------------
    def text_width(self) -> int:
        """How wide a row's text may be in the move column, beside its picture."""
        width = self.header().sectionSize(1)
        if self.iconSize().width():
            width -= self.iconSize().width() + 4  # the picture and the gap after it
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
        return max(40, width - 2 * (margin + 1) - 2)

    def _fitted(self, text: str, font: QFont | None = None) -> str:
        metrics = QFontMetrics(font) if font is not None else self.fontMetrics()
        return "\n".join(wrap_lines(text.split("\n"), metrics, self.text_width()))

    @staticmethod
    def whole_text(item: QTreeWidgetItem) -> str:
        """A row's text as it was given, before it was wrapped to the column."""
        whole = item.data(1, WHOLE_TEXT)
        return whole if isinstance(whole, str) else item.text(1)

    def _rewrap_later(self) -> None:
        if not getattr(self, "_rewrap_pending", False):
            self._rewrap_pending = True
            QTimer.singleShot(0, self, self._rewrap)

    def _rewrap(self) -> None:
        """Every row wrapped again for the move column's width now."""
        self._rewrap_pending = False
        width = self.text_width()
        if width == self._wrapped_at:
            return
        self._wrapped_at = width
        for index in range(self.topLevelItemCount()):
            item = self.topLevelItem(index)
            whole = item.data(1, WHOLE_TEXT) if item is not None else None
            if item is not None and isinstance(whole, str):
                own = item.data(1, Qt.ItemDataRole.FontRole) is not None  # a note's italics
                item.setText(1, self._fitted(whole, item.font(1) if own else None))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setHeaderLabels([self.tr("#"), self.tr("Move"), self.points_title()])
            self.setAccessibleName(self.tr("Move log"))
            self.copy_action.setText(self.tr("&Copy the moves in notation"))
        super().changeEvent(event)

    def set_points_title(self, title: Callable[[], str] | None = None) -> None:
        """The last column counts what ``title`` names (called again in a new language);
        None: points."""
        self.points_title = title or (lambda: self.tr("Points"))
        self.setHeaderLabels([self.tr("#"), self.tr("Move"), self.points_title()])

    def add_move(
        self,
        number: int,
        text: str,
        points: str,
        colour: str,
        tip: str,
        notation: str = "",
        picture: QPixmap | None = None,
    ) -> None:
        item = QTreeWidgetItem([str(number), self._fitted(text), points])
        item.setData(1, WHOLE_TEXT, text)
        item.setForeground(0, QColor(colour))
        item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        item.setToolTip(1, tip)
        item.setData(0, Qt.ItemDataRole.UserRole, number)
        item.setData(1, Qt.ItemDataRole.UserRole, notation)
        if picture is not None:
            item.setIcon(1, QIcon(picture))
        self.addTopLevelItem(item)
        self._scroll_later()

    # -- the row the pointer is on, the notation ------------------------------------------
    @staticmethod
    def _number(item: QTreeWidgetItem | None) -> int:
        value = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return int(value) if isinstance(value, int) else 0

    def _hover(self, number: int) -> None:
        self._hovered = number
        self.moveShown.emit(number or self._number(self.currentItem()))

    def leaveEvent(self, event: QEvent) -> None:
        self._hover(0)
        super().leaveEvent(event)

    def notation(self, item: QTreeWidgetItem) -> str:
        """``item``'s move in notation ("" for a note)."""
        return str(item.data(1, Qt.ItemDataRole.UserRole) or "")

    def copy_notation(self) -> None:
        """The selected moves (all when none is selected) in notation, one a line."""
        rows = (self.topLevelItem(i) for i in range(self.topLevelItemCount()))
        items = self.selectedItems() or [row for row in rows if row is not None]
        lines = [f"{self._number(i)}. {self.notation(i)}" for i in items if self.notation(i)]
        QGuiApplication.clipboard().setText("\n".join(lines))

    def _scroll_later(self) -> None:
        # one scroll per pass of the event loop, however many moves arrived in it
        if not getattr(self, "_scroll_pending", False):
            self._scroll_pending = True
            QTimer.singleShot(0, self, self._scroll_now)  # dropped if the log is deleted

    def _scroll_now(self) -> None:
        self._scroll_pending = False
        self.scrollToBottom()

    def add_note(self, text: str) -> None:
        font = QFont(self.font())
        font.setItalic(True)
        item = QTreeWidgetItem(["", self._fitted(text, font), ""])
        item.setData(1, WHOLE_TEXT, text)
        item.setFont(1, font)
        item.setForeground(1, QColor("#f4c542"))
        self.addTopLevelItem(item)
        self._scroll_later()
