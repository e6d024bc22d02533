"""The rack: the tiles of the seat whose hand is shown, as focusable, draggable buttons."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QSizePolicy, QWidget

from ..scene.view import TILE_MIME

TilePainter = Callable[[QPainter, QRectF, int], None]
_PICTURES: dict[tuple[str, int, int, int, float, bool], QPixmap] = {}
#: how much of its colour a greyed tile keeps (its lightness is kept whole)
GREYED_COLOUR = 0.3


def _greyed(picture: QPixmap) -> QPixmap:
    """``picture`` greyed with a touch of its colour, each pixel keeping its lightness (Qt's
    grey conversion weighs red, green and blue as the eye does), so the contrast of pips
    against the face stays close to what it was. Qt alone: the bundle carries no numpy."""
    image = picture.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8).convertToFormat(
        QImage.Format.Format_ARGB32
    )
    grey.setAlphaChannel(image.convertToFormat(QImage.Format.Format_Alpha8))
    painter = QPainter(grey)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.setOpacity(GREYED_COLOUR)  # a touch of the tile's own colour
    painter.drawImage(0, 0, image)
    painter.end()
    pixmap = QPixmap.fromImage(grey)
    pixmap.setDevicePixelRatio(picture.devicePixelRatio())
    return pixmap


class TileButton(QAbstractButton):
    """One rack tile; checked when selected, dimmed when it cannot be placed now."""

    def __init__(
        self, index: int, tile: int, paint: TilePainter, label: str, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.index = index
        self.tile = tile
        self.paint_tile = paint
        self.playable = True
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(label)
        self.setToolTip(label)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.tile_size = QSize(96, 84)
        self._press: QPoint | None = None

    def sizeHint(self) -> QSize:
        return self.tile_size + QSize(12, 12)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.isChecked():
            painter.setPen(QPen(QColor("#ffb347"), 3))
            painter.setBrush(QColor(255, 179, 71, 28))
            painter.drawRoundedRect(rect, 10, 10)
        elif self.hasFocus():
            painter.setPen(QPen(QColor("#9ecbff"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 10, 10)
        inner = rect.adjusted(6, 6, -6, -6)
        if self.isChecked():
            inner.translate(0, -3)
        # a tile that cannot be placed now (or a waiting player's hand) is greyed, not faded:
        # its pips keep their full contrast against the face, so the hand stays readable
        dimmed = not self.playable or not self.isEnabled()
        painter.drawPixmap(inner.topLeft(), self._picture(inner.size().toSize(), dimmed))
        painter.end()

    def _picture(self, size: QSize, dimmed: bool = False) -> QPixmap:
        """The tile drawn once per size (a rack repaints often; tiles never change)."""
        ratio = self.devicePixelRatioF()
        owner = type(getattr(self.paint_tile, "__self__", self.paint_tile)).__qualname__
        key = (owner, self.tile, size.width(), size.height(), ratio, dimmed)
        cached = _PICTURES.get(key)
        if cached is None and dimmed:
            cached = _greyed(self._picture(size))
            _PICTURES[key] = cached
        if cached is None:
            cached = QPixmap(size * ratio)
            cached.setDevicePixelRatio(ratio)
            cached.fill(Qt.GlobalColor.transparent)
            painter = QPainter(cached)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self.paint_tile(painter, QRectF(0, 0, size.width(), size.height()), self.tile)
            painter.end()
            if len(_PICTURES) > 400:
                _PICTURES.clear()
            _PICTURES[key] = cached
        return cached

    # drag a tile onto the board
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if (
            self._press is not None
            and self.isEnabled()
            and (event.position().toPoint() - self._press).manhattanLength() > 12
        ):
            self._press = None
            self.setDown(False)
            self.start_drag()
            return
        super().mouseMoveEvent(event)

    def start_drag(self) -> None:
        if not self.isChecked():
            self.click()
        mime = QMimeData()
        mime.setData(TILE_MIME, QByteArray(str(self.index).encode()))
        drag = QDrag(self)
        drag.setMimeData(mime)
        pixmap = QPixmap(self.tile_size * self.devicePixelRatioF())
        pixmap.setDevicePixelRatio(self.devicePixelRatioF())
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint_tile(
            painter, QRectF(0, 0, self.tile_size.width(), self.tile_size.height()), self.tile
        )
        painter.end()
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(self.tile_size.width() // 2, self.tile_size.height() // 2))
        drag.exec(Qt.DropAction.MoveAction)


class RackWidget(QWidget):
    """A row of :class:`TileButton`; emits the selected rack index (or -1)."""

    selected = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(4, 2, 4, 2)
        self.grid.setSpacing(4)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        #: tiles per row (a big rack wraps into rows rather than scrolling)
        self.columns = 99
        self.buttons: list[TileButton] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.tile_size = QSize(96, 84)
        #: how many tiles may be selected at once; the selection in click order
        self.max_selected = 1
        self.order: list[int] = []

    def _fits(self, button: TileButton) -> str:
        """Whether the tile can be played now, in words: greyed alone says nothing to a
        screen reader (nor to a player who does not see the colours)."""
        if button.playable:
            return self.tr("Can be placed now")
        return self.tr("Cannot be placed now")

    def set_tiles(
        self,
        tiles: list[int],
        paint: TilePainter,
        label: Callable[[int], str],
        playable: Callable[[int], bool],
        enabled: bool,
        selected: list[int],
    ) -> None:
        # reuse the buttons: the rack is rebuilt after every move
        while len(self.buttons) > len(tiles):
            button = self.buttons.pop()
            self.grid.removeWidget(button)
            button.hide()
            button.setParent(None)
        for index, tile in enumerate(tiles):
            if index < len(self.buttons):
                button = self.buttons[index]
            else:
                button = TileButton(index, tile, paint, label(tile), self)
                button.clicked.connect(lambda _=False, i=index: self._clicked(i))
                self.buttons.append(button)
            button.tile = tile
            button.paint_tile = paint
            button.setAccessibleName(label(tile))
            button.setToolTip(label(tile))
            button.tile_size = self.tile_size
            button.playable = playable(tile)
            button.setEnabled(enabled)
            button.setAccessibleDescription(self._fits(button) if enabled else "")
            button.setChecked(False)
            button.updateGeometry()
            button.update()
        # re-check the selected tiles (by id; a rack may hold equal ids from two sets)
        self.order = []
        if enabled:
            for tile in selected:
                for index, button in enumerate(self.buttons):
                    if button.tile == tile and index not in self.order:
                        button.setChecked(True)
                        self.order.append(index)
                        break
        self.arrange()
        self.updateGeometry()

    def arrange(self) -> None:
        """Put the buttons into rows of :attr:`columns`."""
        columns = max(1, self.columns)
        for index, button in enumerate(self.buttons):
            self.grid.removeWidget(button)
            self.grid.addWidget(button, index // columns, index % columns)
        rows = max(1, -(-len(self.buttons) // columns))
        self.setMinimumHeight(rows * (self.tile_size.height() + 16) + 4)

    def _clicked(self, index: int) -> None:
        button = self.buttons[index]
        if button.isChecked():
            self.order = [i for i in self.order if i != index] + [index]
            while len(self.order) > self.max_selected:
                self.buttons[self.order.pop(0)].setChecked(False)
        else:
            self.order = [i for i in self.order if i != index]
        self.selected.emit(index if button.isChecked() else -1)

    def select(self, index: int) -> None:
        """Select rack tile ``index`` alone (keyboard, tests); -1 clears the selection."""
        for i, button in enumerate(self.buttons):
            button.setChecked(i == index)
        self.order = [index] if 0 <= index < len(self.buttons) else []
        self.selected.emit(index if self.order else -1)

    def add(self, index: int) -> None:
        """Add rack tile ``index`` to the selection, as a click on it would."""
        button = self.buttons[index]
        if not button.isChecked():
            button.setChecked(True)
            self._clicked(index)

    def selection(self) -> list[int]:
        """Selected rack indices, oldest first."""
        return [i for i in self.order if i < len(self.buttons) and self.buttons[i].isChecked()]

    def selected_index(self) -> int:
        order = self.selection()
        return order[-1] if order else -1
