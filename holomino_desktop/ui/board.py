"""The board part: owns the game's :class:`BoardPainter` on the window's scene and view, the
animation speed and the table theme.

It follows the controller: a new game (or a restored position) gets a fresh painter, a move is
animated onto the board. It never decides anything about the game; the parts that mark the
board (``ui/play.py``, the coach, the tutorial) read :attr:`Board.painter`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPointF, QSettings, Signal
from PySide6.QtGui import QAction, QActionGroup, QBrush
from PySide6.QtWidgets import QGraphicsScene, QMenu

from ..engine.base import MoveResult, State
from .controller import GameController
from .scene import painter_for
from .scene.base import BoardPainter, set_table_theme, table_colours
from .scene.view import BoardView

#: animation speeds: id -> milliseconds for one tile
ANIMATION_SPEEDS = {"off": 0, "fast": 180, "normal": 360, "slow": 700}
#: View → Animation speed: setting id and its English label
SPEEDS = {
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}
#: pause before an AI search when animations are off (the window paints the last move first)
AI_PAUSE_MS = 60


class Board(QObject):
    """The painter of the current game, drawn on ``scene`` and shown in ``view``."""

    #: a fresh painter on an empty scene: whatever was drawn on the old one is gone
    painterChanged = Signal()
    #: the board was drawn again in other colours: the panels refresh
    redrawn = Signal()

    def __init__(
        self,
        controller: GameController,
        scene: QGraphicsScene,
        view: BoardView,
        store: QSettings,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.view = view
        self.store = store
        self.painter: BoardPainter | None = None
        #: where an AI move's tile comes from (the mover's seat card), scene coordinates
        self.entry_point: Callable[[int], QPointF | None] = lambda _seat: None
        self.animation = str(store.value("animation", "normal"))
        if self.animation not in ANIMATION_SPEEDS:
            self.animation = "normal"

    # -- the painter ----------------------------------------------------------------------
    def new_painter(self) -> BoardPainter:
        """A fresh painter of the current game on an empty scene, nothing highlighted."""
        if self.painter is not None:
            self.painter.clear()
        self.scene.clear()
        self.painter = painter_for(self.controller.config.game_id, self.scene)
        self.painterChanged.emit()
        return self.painter

    def show_new_game(self, state: State) -> None:
        """The controller started a game or restored a position: draw it whole and fit it."""
        painter = self.new_painter()
        painter.sync(state, None, 0)
        self.view.fit_board(painter.board_rect())

    def show_move(self, result: MoveResult, state: State) -> None:
        """Animate ``result`` onto the board (a human's own move is shown quicker)."""
        assert self.painter is not None
        ms = self.anim_ms()
        mover_is_ai = self.controller.seat_is_ai(result.player)
        self.painter.entry_point = self.entry_point(result.player) if mover_is_ai else None
        self.painter.sync(state, result, ms if mover_is_ai else min(ms, 120))
        self.view.follow(self.painter.board_rect(), self.painter.last_rect())

    def fit(self) -> None:
        if self.painter is not None:
            self.view.fit_board(self.painter.board_rect())

    def action_text(self, kind: str) -> str:
        """The label of the non-placing move ``kind`` in this game (its own words)."""
        return self.painter.action_text(kind) if self.painter is not None else kind

    # -- speed and theme ------------------------------------------------------------------
    def anim_ms(self) -> int:
        return ANIMATION_SPEEDS.get(self.animation, 0)

    def set_animation(self, speed: str) -> None:
        self.animation = speed
        self.store.setValue("animation", speed)
        self.apply_animation_speed()

    def apply_animation_speed(self) -> None:
        ms = self.anim_ms()
        # A pause before each AI search: the window draws the last move first (a search started
        # at once would compete for the GIL with every Python paint call), animations finish,
        # and a person can follow AI-vs-AI games.
        self.controller.ai_delay_ms = AI_PAUSE_MS if ms == 0 else ms + 250

    def set_table_theme(self, theme: str) -> None:
        """Dark or light table; the board is redrawn with the new colours (only on a change:
        the settings are applied again after every Settings dialog)."""
        before = table_colours()
        set_table_theme(theme)
        if table_colours() is before:
            return
        self.view.setBackgroundBrush(QBrush(table_colours().table))
        state = self.controller.state
        if state is not None and self.painter is not None:
            painter = self.new_painter()
            painter.sync(state, None, 0)
            self.view.follow(painter.board_rect())
            self.redrawn.emit()

    def add_speed_menu(
        self, view: QMenu, add: Callable[..., QAction], texts: list[tuple[QAction, str]]
    ) -> QActionGroup:
        """View → Animation speed (``add``: the window's way to add a translated entry;
        ``texts``: where the submenu's title is kept to be translated again); the group's
        actions carry their speed id as data."""
        speed_menu = view.addMenu(QCoreApplication.translate("MainWindow", "&Animation speed"))
        texts.append((speed_menu.menuAction(), "&Animation speed"))
        group = QActionGroup(self)
        for speed, label in SPEEDS.items():
            action = add(speed_menu, label, lambda: None)
            action.setCheckable(True)
            action.setChecked(speed == self.animation)
            action.setData(speed)
            group.addAction(action)
        return group
