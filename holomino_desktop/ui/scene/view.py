"""The board view: zoom (wheel, +/-, pinch, the buttons in its corner), pan (right/middle drag),
fit (the corner's Fit button, F), clicks and drops."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QToolButton,
    QWidget,
)

from .base import table_colours

TILE_MIME = "application/x-holomino-rack-tile"
# the corner buttons' names: the View menu's entries for the same commands
VIEW_MENU_WORDS = ("Zoom &out", "Zoom &in", "&Fit board")
#: pixels kept clear round a fitted board
FIT_MARGIN = 12


class BoardView(QGraphicsView):
    clicked = Signal(QPointF)
    hovered = Signal(QPointF)
    left = Signal()
    #: wheel or R on a target with several variants: +1 / -1
    cycle = Signal(int)
    #: a rack tile (index in the rack) dropped at a scene point
    tileDropped = Signal(int, QPointF)
    #: keyboard play: "left", "right", "up", "down", "enter", "rotate", "escape", "next_tile"
    keyAction = Signal(str)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the felt's gradient is drawn once per zoom and position, then blitted
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setBackgroundBrush(QBrush(table_colours().table))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setObjectName("boardViewport")
        self.tools = self._build_tools()
        self.retranslate_ui()
        self.auto_fit = True
        self.fit_rect = QRectF()
        self.wants_cycle = False
        self._pan_from: QPoint | None = None

    # -- zoom and fit ---------------------------------------------------------------------
    def _build_tools(self) -> QWidget:
        """−, + and Fit in the board's top-right corner, for a player who uses neither the
        wheel nor the keys."""
        tools = QWidget(self, objectName="boardTools")
        row = QHBoxLayout(tools)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        buttons = []
        for text, act in (
            ("−", lambda: self.zoom(1 / 1.2)),
            ("+", lambda: self.zoom(1.2)),
            ("", lambda: self.fit_board()),
        ):
            button = QToolButton(tools, text=text)
            button.clicked.connect(act)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the board
            row.addWidget(button)
            buttons.append(button)
        self.zoom_out_button, self.zoom_in_button, self.fit_button = buttons
        return tools

    def _place_tools(self) -> None:
        self.tools.adjustSize()
        corner = self.viewport().geometry().topRight()
        self.tools.move(corner.x() - self.tools.width() - 8, corner.y() + 8)
        self.tools.raise_()

    def fit_board(self, rect: QRectF | None = None) -> None:
        """Show ``rect`` (default: the last one) whole; keep fitting on resize."""
        if rect is not None:
            self.fit_rect = QRectF(rect)
        if self.fit_rect.isNull():
            return
        self.auto_fit = True
        self.setSceneRect(self.fit_rect.adjusted(-2000, -2000, 2000, 2000))
        # fitInView's own margin is 2 px: keep FIT_MARGIN px clear all round instead, so
        # the cursor's and the highlights' screen-wide pens at the border stay whole
        room = QRectF(self.viewport().rect()).adjusted(
            FIT_MARGIN, FIT_MARGIN, -FIT_MARGIN, -FIT_MARGIN
        )
        if room.width() <= 0 or room.height() <= 0:
            return
        scale = min(room.width() / self.fit_rect.width(), room.height() / self.fit_rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(self.fit_rect.center())
        self.resetCachedContent()  # the felt's light follows the board

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The table: felt in the table colour, lit in the board's middle, darker outwards."""
        base = self.backgroundBrush().color()
        board = self.fit_rect if not self.fit_rect.isNull() else QRectF(-400, -300, 800, 600)
        radius = 0.75 * max(board.width(), board.height())
        gradient = QRadialGradient(board.center(), radius)
        gradient.setColorAt(0.0, base.lighter(112))
        gradient.setColorAt(0.7, base)
        gradient.setColorAt(1.0, base.darker(118))
        painter.fillRect(rect, gradient)

    def follow(self, rect: QRectF, last: QRectF | None = None) -> None:
        """A growing board: refit while the user has not zoomed by hand; after a zoom or a
        pan, scroll just enough to keep ``last`` (the tile laid last) in sight."""
        self.fit_rect = QRectF(rect)
        if self.auto_fit:
            self.fit_board()
        elif last is not None:
            self.setSceneRect(self.sceneRect().united(rect.adjusted(-2000, -2000, 2000, 2000)))
            self.ensureVisible(last, 24, 24)

    def zoom(self, factor: float, under_mouse: bool = False) -> None:
        """Zoom around the view's centre (buttons, keys, menu) or the pointer (wheel, pinch)."""
        current = self.transform().m11()
        factor = max(0.05 / current, min(8.0 / current, factor))
        self.auto_fit = False
        anchor = QGraphicsView.ViewportAnchor
        self.setTransformationAnchor(
            anchor.AnchorUnderMouse if under_mouse else anchor.AnchorViewCenter
        )
        self.scale(factor, factor)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_tools()
        if self.auto_fit:
            self.fit_board()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if (
            self.wants_cycle
            and steps
            and not event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            # over a target with several variants the wheel turns the tile (Ctrl+wheel zooms)
            self.cycle.emit(1 if steps < 0 else -1)
        elif steps:
            self.zoom(1.15**steps, under_mouse=True)
        event.accept()

    def retranslate_ui(self) -> None:
        # the View menu's own words (marked in main_window.py): one name for one command
        buttons = (self.zoom_out_button, self.zoom_in_button, self.fit_button)
        for button, source in zip(buttons, VIEW_MENU_WORDS, strict=True):
            text = QCoreApplication.translate("MainWindow", source).replace("&", "")
            button.setToolTip(text)
            button.setAccessibleName(text)
        self.fit_button.setText(self.fit_button.accessibleName())
        self._place_tools()
        self.setAccessibleName(self.tr("Board"))  # its keys, in the game's words: ui/rack_view
        self.viewport().setAccessibleName(self.accessibleName())  # the view's only child

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if (
            isinstance(event, QNativeGestureEvent)
            and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture
        ):
            self.zoom(1.0 + event.value(), under_mouse=True)
            return True
        return super().viewportEvent(event)

    # -- mouse ----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus()
            self.clicked.emit(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position().toPoint() - self._pan_from
            self._pan_from = event.position().toPoint()
            self.auto_fit = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            return
        self.hovered.emit(self.mapToScene(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.left.emit()
        super().leaveEvent(event)

    # -- drag and drop from the rack ------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(TILE_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(TILE_MIME):
            self.hovered.emit(self.mapToScene(event.position().toPoint()))
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        if not event.mimeData().hasFormat(TILE_MIME):
            return
        index = int(bytes(event.mimeData().data(TILE_MIME).data()).decode() or -1)
        self.tileDropped.emit(index, self.mapToScene(event.position().toPoint()))
        event.acceptProposedAction()

    # -- keyboard -------------------------------------------------------------------------
    _KEYS = {
        Qt.Key.Key_Left: "left",
        Qt.Key.Key_Right: "right",
        Qt.Key.Key_Up: "up",
        Qt.Key.Key_Down: "down",
        Qt.Key.Key_Return: "enter",
        Qt.Key.Key_Enter: "enter",
        Qt.Key.Key_Space: "enter",
        Qt.Key.Key_R: "rotate",
        Qt.Key.Key_Escape: "escape",
        Qt.Key.Key_T: "next_tile",
    }

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self._KEYS.get(Qt.Key(event.key()))
        if action is not None:
            if action == "rotate" and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.cycle.emit(-1)
            elif action == "rotate":
                self.cycle.emit(1)
            else:
                self.keyAction.emit(action)
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.2)
        elif event.key() == Qt.Key.Key_Minus:
            self.zoom(1 / 1.2)
        else:
            super().keyPressEvent(event)
