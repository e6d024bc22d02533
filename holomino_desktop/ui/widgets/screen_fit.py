"""Windows that open inside the screen: never larger than its free area, their size kept.

Each top-level window asks for the size it would like (the main window 1280 × 800, the review
1280 × 800, the rules 760 × 720); :func:`fit_window` gives it that size or the screen's free area
(``QScreen.availableGeometry``: without the task bar and panels), whichever is smaller, less
room for the title bar and frame, centred on that area; a size the player chose before comes
back from the settings, shrunk to the screen it now opens on. Once shown, the real frame is known
and a window that still sticks out (a tall title bar) is moved and shrunk inside.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: room for a window manager's frame and title bar before the real frame is known
FRAME_ROOM = QSize(16, 48)

_memory: list[QSettings] = []  # where window sizes are kept (the main window's settings)


def remember_in(settings: QSettings) -> None:
    """Keep window sizes in ``settings`` (the main window calls this with its own)."""
    _memory[:] = [settings]


def available_area(window: QWidget) -> QRect:
    """The free area of the screen ``window`` opens on."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def _room(window: QWidget, area: QRect) -> QSize:
    """The largest client size whose frame fits ``area``."""
    if window.isVisible():
        frame = window.frameGeometry().size() - window.geometry().size()
    else:
        frame = FRAME_ROOM
    return QSize(max(1, area.width() - frame.width()), max(1, area.height() - frame.height()))


def fit_window(window: QWidget, wanted: QSize, key: str = "") -> None:
    """Size and place ``window`` inside its screen; ``key``: the setting its size is kept in."""
    area = available_area(window)
    room = _room(window, area)
    minimum = window.minimumSize()
    window.setMinimumSize(minimum.boundedTo(room))
    saved = _saved(key)
    if saved is not None and window.restoreGeometry(saved):
        wanted = window.size()
    window.resize(wanted.boundedTo(room))
    if saved is None:
        frame = QRect(window.pos(), window.size() + FRAME_ROOM)
        frame.moveCenter(area.center())
        window.move(frame.topLeft())
    _keep_inside(window, area)
    keeper = _Keeper(window, key)
    window.installEventFilter(keeper)


def _saved(key: str) -> QByteArray | None:
    if not key or not _memory:
        return None
    value = _memory[0].value(key)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def _keep_inside(window: QWidget, area: QRect) -> None:
    """Shrink and move ``window`` (by its frame when shown) so that it lies inside ``area``."""
    room = _room(window, area)
    if window.width() > room.width() or window.height() > room.height():
        window.resize(window.size().boundedTo(room))
    frame = window.frameGeometry() if window.isVisible() else QRect(window.pos(), window.size())
    dx = max(area.left() - frame.left(), min(0, area.right() - frame.right()))
    dy = max(area.top() - frame.top(), min(0, area.bottom() - frame.bottom()))
    if dx or dy:
        window.move(window.pos().x() + dx, window.pos().y() + dy)


class _Keeper(QObject):
    """Checks the real frame once the window shows, and keeps its size when it closes."""

    def __init__(self, window: QWidget, key: str) -> None:
        super().__init__(window)
        self.window, self.key = window, key

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window:
            if event.type() == QEvent.Type.Show:
                self.check()
                QTimer.singleShot(0, self, self.check)  # a window manager adds its frame later
            elif event.type() == QEvent.Type.Close and self.key and _memory:
                _memory[0].setValue(self.key, self.window.saveGeometry())
        return False

    def check(self) -> None:
        _keep_inside(self.window, available_area(self.window))
