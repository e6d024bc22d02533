"""The game window: board in the centre, seats on the left, move log on the right, the rack and
the actions below the board, whose turn it is in the status line.

Interaction: select a rack tile (click, drag, number keys or ``T``) → its legal targets are
highlighted → click one (or press Enter on the keyboard cursor). When a target takes several
variants (rotations), hovering shows a ghost and the wheel / ``R`` cycles. Moves that place no
tile (return, pass, draw, buy) are buttons, enabled only when legal.
"""

from __future__ import annotations

import contextlib
import json
import math
import time
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QBrush, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from .. import app_version
from ..engine import GAME_IDS
from ..engine.base import GameError, Move, MoveResult, State
from .ai_adapter import RANDOM_LEVEL, AIRunner, HintPlayer
from .controller import GameConfig, GameController, SeatConfig
from .dialogs.new_game import NewGameDialog, default_config
from .dialogs.summary import SummaryDialog
from .engine_texts import error_text, move_text, score_text
from .i18n import fill_language_menu, retranslate_main_window
from .rules_viewer import show_rules
from .scene import painter_for
from .scene.base import BoardPainter, HighlightItem, set_table_theme, table_colours
from .scene.view import BoardView
from .settings import remembered_game
from .texts import engine_text, fmt, game_name, level_name
from .widgets.rack import RackWidget
from .widgets.seats import SEAT_COLOURS, MoveLog, SeatCard

#: animation speeds: id -> milliseconds for one tile
ANIMATION_SPEEDS = {"off": 0, "fast": 180, "normal": 360, "slow": 700}
#: pause before an AI search when animations are off (the window paints the last move first)
AI_PAUSE_MS = 60

STYLE = """
QMainWindow, QWidget#central { background: #15292c; }
QWidget { color: #e8eef0; }
QLabel#title { font-size: 15pt; font-weight: bold; color: #f4c542; }
QLabel#info, QLabel#seatKind, QLabel#seatDetail { color: #9fb6ba; }
QLabel#rackTitle { color: #c9d6d8; font-weight: bold; }
QFrame#panel { background: #1a3235; border-radius: 10px; }
QTreeWidget { background: #1a3235; alternate-background-color: #1f3a3e; border: none;
              color: #e8eef0; }
QHeaderView::section { background: #15292c; color: #9fb6ba; border: none; padding: 4px; }
QPushButton { background: #2c5157; border: 1px solid #3d6a71; border-radius: 6px;
              padding: 7px 14px; color: #f1f5f6; }
QPushButton:hover { background: #366169; }
QPushButton:disabled { background: #203c40; color: #6c8589; border-color: #28474b; }
QPushButton#primary { background: #d9962b; border-color: #f0b34f; color: #1b1204;
                      font-weight: bold; }
QPushButton#primary:disabled { background: #5a4a2c; color: #9a8b6c; border-color: #5a4a2c; }
QStatusBar { background: #102023; color: #e8eef0; }
QStatusBar QLabel { color: #e8eef0; }
QDialog, QMessageBox { background: #15292c; }
QGroupBox { border: 1px solid #2c5157; border-radius: 8px; margin-top: 16px;
            padding: 8px 6px 4px 6px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #f4c542; }
QLineEdit, QComboBox, QSpinBox { background: #1f3a3e; border: 1px solid #3d6a71;
              border-radius: 5px; padding: 4px 6px; color: #e8eef0; }
QLineEdit:disabled, QComboBox:disabled, QSpinBox:disabled { color: #6c8589; }
QComboBox QAbstractItemView { background: #1f3a3e; color: #e8eef0;
              selection-background-color: #2c5157; }
QTableWidget { background: #1a3235; alternate-background-color: #1f3a3e; gridline-color: #2c5157;
              color: #e8eef0; border: none; }
QTableWidget::item:selected, QTreeWidget::item:selected { background: #2c5157; color: #ffffff; }
QToolTip { color: #15292c; background: #f7f1e3; border: 1px solid #5b4a33; }
QScrollArea { border: none; background: transparent; }
QScrollBar:vertical { background: #15292c; width: 10px; margin: 0; }
QScrollBar::handle:vertical { background: #3d6a71; border-radius: 5px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; width: 0; }
QScrollBar:horizontal { background: #15292c; height: 10px; margin: 0; }
QScrollBar::handle:horizontal { background: #3d6a71; border-radius: 5px; min-width: 24px; }
QMenuBar { background: #102023; color: #e8eef0; }
QMenuBar::item:selected { background: #2c5157; }
QMenu { background: #1a3235; color: #e8eef0; }
QMenu::item:selected { background: #2c5157; }
QProgressBar { border: 1px solid #3d6a71; border-radius: 4px; background: #1a3235;
               max-height: 10px; }
QProgressBar::chunk { background: #f4c542; }
"""


class MainWindow(QMainWindow):
    #: a click or drop on a place the selected tile may not go: (move, GameError) — the
    #: tutorial counts it as a miss
    illegalAttempt = Signal(object, object)

    def __init__(self, settings: QSettings | None = None, start: bool = True) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self.setWindowTitle(self.tr("Holomino Desktop"))
        self.setObjectName("mainWindow")
        self.setStyleSheet(STYLE)
        self.controller = GameController(self)
        self.controller.gameStarted.connect(self._game_started)
        self.controller.moveApplied.connect(self._move_applied)
        self.controller.thinkingChanged.connect(self._thinking_changed)
        self.controller.roundEnded.connect(self._round_ended)
        self.controller.gameOver.connect(self._game_over)
        self.controller.problem.connect(lambda text: self.say(engine_text(text)))

        self.scene = QGraphicsScene(self)
        self.painter: BoardPainter | None = None
        self.summary: SummaryDialog | None = None
        #: selected rack tiles (ids), oldest first; one in every game but square domino
        self.selected_tiles: list[int] = []
        self.targets: dict[Hashable, list[Move]] = {}
        self.highlights: dict[Hashable, HighlightItem] = {}
        self.cursor_key: Hashable | None = None
        self.hover_key: Hashable | None = None
        self.variant = 0
        self.ghost: QGraphicsItem | None = None
        self.rack_seat = -1
        self.handover_seat = -1
        self.last_shown_human = -1
        self.action_buttons: dict[str, QPushButton] = {}
        self.message = ""
        self.animation = str(self.settings.value("animation", "normal"))
        if self.animation not in ANIMATION_SPEEDS:
            self.animation = "normal"

        self._build_ui()
        self._build_menus()
        from .comfort import install as install_comfort  # undo, files, coach, stats, settings

        self.comfort = install_comfort(self)
        from .tutorial_panel import install as install_tutorials  # Help → Tutorials, lessons

        self.tutorials = install_tutorials(self)
        self.resize(1280, 800)
        geometry = self.settings.value("geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        self._apply_animation_speed()
        if start:
            self.controller.new_game(self.last_config())

    # -- building the window --------------------------------------------------------------
    def _build_ui(self) -> None:
        central = QWidget(self)
        central.setObjectName("central")
        outer = QHBoxLayout(central)
        outer.setContentsMargins(8, 8, 8, 8)
        splitter = QSplitter(Qt.Orientation.Horizontal, central)
        splitter.setChildrenCollapsible(False)
        outer.addWidget(splitter)
        self.splitter = splitter

        # left: game title, seats, stock
        left = QFrame(splitter)
        left.setObjectName("panel")
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(10, 10, 10, 10)
        self.title = QLabel(left)
        self.title.setObjectName("title")
        self.title.setAccessibleName(self.tr("Game"))
        self.info = QLabel(left)
        self.info.setObjectName("info")
        self.info.setWordWrap(True)
        left_layout.addWidget(self.title)
        left_layout.addWidget(self.info)
        seats_scroll = QScrollArea(left)
        seats_scroll.setWidgetResizable(True)
        seats_host = QWidget(seats_scroll)
        seats_host.setObjectName("central")
        self.seats_layout = QVBoxLayout(seats_host)
        self.seats_layout.setContentsMargins(0, 4, 0, 4)
        self.seats_layout.setSpacing(8)
        self.seats_layout.addStretch(1)
        seats_scroll.setWidget(seats_host)
        left_layout.addWidget(seats_scroll, 1)
        self.stock = QLabel(left)
        self.stock.setObjectName("info")
        self.stock.setAccessibleName(self.tr("Stock"))
        left_layout.addWidget(self.stock)
        self.new_button = QPushButton(self.tr("New game…"), left)
        self.new_button.clicked.connect(self.show_new_game)
        left_layout.addWidget(self.new_button)
        left.setMinimumWidth(240)
        self.seat_cards: list[SeatCard] = []

        # centre: board, then rack and actions
        centre = QWidget(splitter)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(6)
        self.view = BoardView(self.scene, centre)
        self.view.clicked.connect(self._board_clicked)
        self.view.hovered.connect(self._board_hovered)
        self.view.left.connect(lambda: self._set_hover(None))
        self.view.cycle.connect(self.cycle_variant)
        self.view.tileDropped.connect(self._tile_dropped)
        self.view.keyAction.connect(self._key_action)
        centre_layout.addWidget(self.view, 1)

        rack_panel = QFrame(centre)
        rack_panel.setObjectName("panel")
        rack_layout = QHBoxLayout(rack_panel)
        rack_layout.setContentsMargins(10, 6, 10, 6)
        rack_left = QVBoxLayout()
        self.rack_title = QLabel(rack_panel)
        self.rack_title.setObjectName("rackTitle")
        rack_left.addWidget(self.rack_title)
        self.rack = RackWidget(rack_panel)
        self.rack.selected.connect(self._rack_selected)
        # a big hand (square domino starts with 26 tiles) scrolls instead of widening the window
        self.rack_scroll = QScrollArea(rack_panel)
        self.rack_scroll.setWidgetResizable(True)
        self.rack_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.rack_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rack_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.rack_scroll.setWidget(self.rack)
        self.rack_scroll.viewport().installEventFilter(self)
        self.rack.setObjectName("rack")
        self.rack.setStyleSheet("QWidget#rack { background: transparent; }")
        rack_left.addWidget(self.rack_scroll)
        rack_layout.addLayout(rack_left, 1)
        self.actions_box = QVBoxLayout()
        self.actions_box.setSpacing(6)
        self.place_button = QPushButton(self.tr("&Place"), rack_panel)
        self.place_button.setObjectName("primary")
        self.place_button.setAccessibleName(self.tr("Place the tile"))
        self.place_button.clicked.connect(self.place_at_cursor)
        self.actions_box.addWidget(self.place_button)
        self.rotate_button = QPushButton(self.tr("&Turn (R)"), rack_panel)
        self.rotate_button.setAccessibleName(self.tr("Turn the tile"))
        self.rotate_button.clicked.connect(lambda: self.cycle_variant(1))
        self.actions_box.addWidget(self.rotate_button)
        self.hint_button = QPushButton(self.tr("&Hint"), rack_panel)
        self.hint_button.setAccessibleName(self.tr("Suggest a move"))
        self.hint_button.setToolTip(self.tr("The Expert suggests a move (about a second)"))
        self.hint_button.clicked.connect(self.ask_hint)
        self.actions_box.addWidget(self.hint_button)
        self.hint_runner = AIRunner(self)
        self.hint_runner.moveReady.connect(self._hint_ready)
        self.hint_runner.searchFailed.connect(lambda _, text: self.say(text))
        self.hint_request = -1
        self.hint_budget = 1.0  # seconds the Expert thinks for a hint (tests use less)
        self.actions_box.addStretch(1)
        rack_layout.addLayout(self.actions_box)
        centre_layout.addWidget(rack_panel)
        self.rack_panel = rack_panel

        # hand-over cover for hot-seat games with hidden racks
        self.handover = QPushButton(rack_panel)
        self.handover.setObjectName("primary")
        self.handover.setAccessibleName(self.tr("Hand over"))
        self.handover.clicked.connect(self._handover_done)
        self.handover.hide()

        # right: the move log
        right = QFrame(splitter)
        right.setObjectName("panel")
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(10, 10, 10, 10)
        log_title = self.log_title = QLabel(self.tr("Moves"), right)
        log_title.setObjectName("rackTitle")
        right_layout.addWidget(log_title)
        self.log = MoveLog(right)
        right_layout.addWidget(self.log, 1)
        self.totals = QLabel(right)
        self.totals.setObjectName("info")
        self.totals.setWordWrap(True)
        right_layout.addWidget(self.totals)
        right.setMinimumWidth(260)

        splitter.addWidget(left)
        splitter.addWidget(centre)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setStretchFactor(2, 0)
        splitter.setSizes([270, 700, 300])
        self.setCentralWidget(central)

        self.status = QLabel(self)
        self.status.setAccessibleName(self.tr("Status"))
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        # a long message must not widen the window
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.statusBar().addWidget(self.status, 1)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 1)  # (0, 0) = busy; toggled rather than shown, so no relayout
        self.busy.setValue(0)
        self.busy.setTextVisible(False)
        self.busy.setFixedWidth(120)
        self.busy.setAccessibleName(self.tr("Computer is thinking"))
        self.statusBar().addPermanentWidget(self.busy)

    def _build_menus(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.game_menu = game_menu
        new = QAction(self.tr("&New game…"), self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.show_new_game)
        game_menu.addAction(new)
        again = QAction(self.tr("&Restart with the same players"), self)
        again.setShortcut(QKeySequence("Ctrl+R"))
        again.triggered.connect(self.restart)
        game_menu.addAction(again)
        game_menu.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game_menu.addAction(quit_action)

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        fit = QAction(self.tr("&Fit board"), self)
        fit.setShortcut(QKeySequence("F"))
        fit.triggered.connect(self.fit_board)
        view_menu.addAction(fit)
        zoom_in = QAction(self.tr("Zoom &in"), self)
        zoom_in.setShortcut(QKeySequence.StandardKey.ZoomIn)
        zoom_in.triggered.connect(lambda: self.view.zoom(1.2))
        view_menu.addAction(zoom_in)
        zoom_out = QAction(self.tr("Zoom &out"), self)
        zoom_out.setShortcut(QKeySequence.StandardKey.ZoomOut)
        zoom_out.triggered.connect(lambda: self.view.zoom(1 / 1.2))
        view_menu.addAction(zoom_out)
        view_menu.addSeparator()
        speed_menu = view_menu.addMenu(self.tr("&Animation speed"))
        group = QActionGroup(self)
        names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed, label in names.items():
            action = QAction(label, self, checkable=True)
            action.setChecked(speed == self.animation)
            action.triggered.connect(lambda _=False, s=speed: self.set_animation(s))
            group.addAction(action)
            speed_menu.addAction(action)

        language_menu = view_menu.addMenu(self.tr("&Language"))
        fill_language_menu(language_menu, self.settings)

        help_menu = self.help_menu = self.menuBar().addMenu(self.tr("&Help"))
        rules = QAction(self.tr("&Rules of the game"), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(lambda: show_rules(self, self.controller.config.game_id))
        help_menu.addAction(rules)
        about = QAction(self.tr("&About"), self)
        about.triggered.connect(self._about)
        help_menu.addAction(about)
        # the English sources of the texts above: retranslate_ui sets them again after a switch
        self.menu_texts: list[tuple[QAction, str]] = [
            (game_menu.menuAction(), "&Game"),
            (new, "&New game…"),
            (again, "&Restart with the same players"),
            (quit_action, "&Quit"),
            (view_menu.menuAction(), "&View"),
            (fit, "&Fit board"),
            (zoom_in, "Zoom &in"),
            (zoom_out, "Zoom &out"),
            (speed_menu.menuAction(), "&Animation speed"),
            *zip(group.actions(), ("Off", "Fast", "Normal", "Slow"), strict=True),
            (language_menu.menuAction(), "&Language"),
            (help_menu.menuAction(), "&Help"),
            (rules, "&Rules of the game"),
            (about, "&About"),
        ]
        self.language_menu = language_menu

    def _about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Holomino Desktop"),
            fmt(
                self.tr(
                    "Holomino Desktop %1\nFive domino-family tile games against the computer "
                    "or friends."
                ),
                app_version(),
            ),
        )

    # -- settings -------------------------------------------------------------------------
    def last_config(self) -> GameConfig:
        config, notice = remembered_game(self.settings.value("last_game"))
        if notice:
            self.say(notice)
        return config if config is not None else default_config(GAME_IDS[0])

    def set_animation(self, speed: str) -> None:
        self.animation = speed
        self.settings.setValue("animation", speed)
        self._apply_animation_speed()

    def _apply_animation_speed(self) -> None:
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
        if self.state is not None and self.painter is not None:
            self._rebuild_board()

    def _new_painter(self) -> BoardPainter:
        """A fresh painter of the current game on an empty scene, nothing highlighted."""
        if self.painter is not None:
            self.painter.clear()
        self.scene.clear()
        self.painter = painter_for(self.controller.config.game_id, self.scene)
        self.highlights, self.targets, self.ghost = {}, {}, None
        return self.painter

    def _rebuild_board(self) -> None:
        assert self.state is not None
        painter = self._new_painter()
        painter.sync(self.state, None, 0)
        self.view.follow(painter.board_rect())
        self.refresh()

    def anim_ms(self) -> int:
        return ANIMATION_SPEEDS.get(self.animation, 0)

    # -- starting games -------------------------------------------------------------------
    def show_new_game(self) -> None:
        dialog = NewGameDialog(self.controller.config, self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.config())

    def start_game(self, config: GameConfig) -> None:
        with contextlib.suppress(TypeError):  # an option value JSON cannot hold: not remembered
            self.settings.setValue("last_game", json.dumps(config.to_json()))
        self.controller.new_game(config)
        self.tutorials.game_chosen(config.game_id)  # the first time: offer the tutorial

    def restart(self) -> None:
        config = GameConfig(
            self.controller.config.game_id,
            dict(self.controller.config.options),
            list(self.controller.config.seats),
        )
        self.controller.new_game(config)

    def _close_summary(self) -> None:
        if self.summary is not None:
            self.summary.blockSignals(True)
            self.summary.close()
            self.summary.deleteLater()
            self.summary = None

    def _game_started(self) -> None:
        self._close_summary()
        self.hint_runner.cancel()
        state = self.state
        assert state is not None
        self._new_painter()
        self.selected_tiles, self.cursor_key, self.hover_key = [], None, None
        self.handover_seat, self.last_shown_human = -1, -1
        self.log.clear()
        self._make_seat_cards()
        name = game_name(self.controller.config.game_id)
        self.title.setText(name)
        self.setWindowTitle(fmt(self.tr("%1 — Holomino Desktop"), name))
        self.painter.sync(state, None, 0)
        self.view.fit_board(self.painter.board_rect())
        self.refresh()

    def _make_seat_cards(self) -> None:
        for card in self.seat_cards:
            self.seats_layout.removeWidget(card)
            card.hide()
            card.setParent(None)  # deleted now, not later
        self.seat_cards = []
        for seat in range(len(self.controller.seats)):
            card = SeatCard(seat)
            self.seats_layout.insertWidget(seat, card)
            self.seat_cards.append(card)

    @property
    def state(self) -> State | None:
        return self.controller.state

    # -- after a move ---------------------------------------------------------------------
    def _move_applied(self, result: MoveResult, before: State) -> None:
        state = self.state
        assert state is not None and self.painter is not None
        self._log_result(result)
        ms = self.anim_ms()
        mover_is_ai = self.controller.seat_is_ai(result.player)
        entry = self._seat_point(result.player) if mover_is_ai else None
        self.painter.entry_point = entry
        self.painter.sync(state, result, ms if mover_is_ai else min(ms, 120))
        self.view.follow(self.painter.board_rect())
        self.message = ""
        if mover_is_ai and self.controller.human_seats():
            # say what the computer did: a draw or a pass leaves no trace on the board
            points = result.points
            if points:
                self.message = fmt(
                    self.tr("Last move — %1: %2 (%3)"),
                    self._name(result.player),
                    move_text(result.move),
                    f"{points:+d}",
                )
            else:
                self.message = fmt(
                    self.tr("Last move — %1: %2"), self._name(result.player), move_text(result.move)
                )
        elif not mover_is_ai and result.points:
            why = self._why(result)
            if why and why != str(result.points):
                self.message = fmt(
                    self.tr("%1 scored %2 (%3)."), self._name(result.player), result.points, why
                )
            else:
                self.message = fmt(
                    self.tr("%1 scored %2."), self._name(result.player), result.points
                )
        self.refresh()

    def _name(self, seat: int) -> str:
        seats = self.controller.seats
        return seats[seat].name if 0 <= seat < len(seats) else "?"

    def _seat_point(self, seat: int) -> QPointF | None:
        if not 0 <= seat < len(self.seat_cards):
            return None
        card = self.seat_cards[seat]
        centre = card.mapTo(self, card.rect().center())
        local = self.view.viewport().mapFrom(self, centre)
        return self.view.mapToScene(local)

    def _why(self, result: MoveResult) -> str:
        texts = [score_text(i) for i in result.items if i.player == result.player]
        return "; ".join(texts)

    def _log_result(self, result: MoveResult) -> None:
        seats = self.controller.seats
        name = seats[result.player].name if result.player < len(seats) else "?"
        lines = [fmt(self.tr("%1: %2"), name, move_text(result.move))]
        tips = []
        for item in result.items:
            text = score_text(item)
            if item.player != result.player:
                who = seats[item.player].name if item.player < len(seats) else "?"
                text = fmt(self.tr("%1: %2"), who, text)
            lines.append("   " + text)
            tips.append(text)
        points = result.points
        shown = f"+{points}" if points > 0 else (str(points) if points else "")
        colour = SEAT_COLOURS[result.player % len(SEAT_COLOURS)]
        self.log.add_move(
            len(self.controller.results), "\n".join(lines), shown, colour, "\n".join(tips)
        )
        if "round_end" in result.events and "game_end" not in result.events:
            self.log.add_note(self.tr("End of the round"))
        if "game_end" in result.events:
            self.log.add_note(self.tr("End of the game"))

    # -- refreshing the panels ------------------------------------------------------------
    def refresh(self) -> None:
        """Bring seats, rack, actions, highlights and the status line up to the state."""
        state = self.state
        if state is None or self.painter is None:
            return
        self._refresh_seats(state)
        self._refresh_rack(state)
        self._refresh_targets()
        self._refresh_actions()
        self._refresh_status()

    def _refresh_seats(self, state: State) -> None:
        painter = self.painter
        assert painter is not None
        scores = state.scores()
        current = state.current_player
        for seat, card in enumerate(self.seat_cards):
            conf = self.controller.seats[seat]
            kind = (
                fmt(self.tr("Computer · %1"), level_name(conf.level))
                if conf.is_ai
                else (self.tr("Human"))
            )
            hand = painter.hand(state, seat)
            shown = hand if painter.open_hands else None
            detail = fmt(self.tr("Tiles in hand: %1"), len(hand))
            extra = painter.seat_detail(state, seat)
            if extra:
                detail += "\n" + extra
            if self.controller.thinking_seat == seat:
                detail = self.tr("Thinking…") + "  " + detail
            card.update_seat(
                conf.name,
                kind,
                scores[seat],
                detail,
                shown,
                painter.paint_tile if shown is not None else None,
            )
            card.set_active(seat == current)
        stock = painter.stock_size(state)
        self.stock.setText(
            fmt(self.tr("Tiles left in the stock: %1"), stock) if stock is not None else ""
        )
        info = [painter.round_info(state)]
        self.info.setText("\n".join(t for t in info if t))
        totals = ", ".join(f"{self.controller.seats[p].name} {s}" for p, s in enumerate(scores))
        self.totals.setText(fmt(self.tr("Totals: %1"), totals))

    def _rack_owner(self, state: State) -> int:
        """The seat whose rack the bottom panel shows."""
        humans = self.controller.human_seats()
        current = state.current_player
        if current in humans:
            return current
        if self.last_shown_human in humans:
            return self.last_shown_human
        if humans:
            return humans[0]
        return current if current >= 0 else 0

    def _refresh_rack(self, state: State) -> None:
        painter = self.painter
        assert painter is not None
        owner = self._rack_owner(state)
        humans = self.controller.human_seats()
        needs_handover = (
            not painter.open_hands
            and len(humans) > 1
            and owner == state.current_player
            and owner in humans
            and self.last_shown_human not in (-1, owner)
        )
        if needs_handover and self.handover_seat != owner:
            self.handover_seat = owner
            self.controller.hold("handover")
        if self.handover_seat >= 0:
            self._show_handover(owner)
            return
        self.handover.hide()
        self.rack.show()
        if owner in humans:
            self.last_shown_human = owner
        self.rack_seat = owner
        my_turn = self.controller.human_to_move() and owner == state.current_player
        hand = painter.hand(state, owner)
        placeable = {t for m in self.controller.legal_moves() for t in painter.move_tiles(m)}
        if not my_turn or any(
            hand.count(t) < self.selected_tiles.count(t) for t in self.selected_tiles
        ):
            self.selected_tiles = []
        name = self.controller.seats[owner].name if owner < len(self.controller.seats) else ""
        if my_turn:
            title = fmt(self.tr("%1, your tiles — choose one"), name)
        else:
            title = fmt(self.tr("%1's tiles"), name)
        self.rack_title.setText(title)
        self._apply_rack_layout(len(hand))
        self.rack.max_selected = painter.max_selected
        self.rack.set_tiles(
            hand,
            painter.paint_tile,
            painter.tile_label,
            lambda tile: my_turn and tile in placeable,
            my_turn,
            self.selected_tiles,
        )

    def _rack_layout(self, count: int) -> tuple[QSize, int]:
        """Tile size and tiles per row so the whole rack shows (one to three rows).

        Below a readable minimum the rack keeps one row and scrolls (square domino's 26 tiles).
        """
        assert self.painter is not None
        largest = 78 if self.height() < 900 else 96
        aspect = self.painter.tile_aspect
        room = max(200, self.rack_scroll.viewport().width() - 14)
        budget = 150 if self.height() < 900 else 190  # height the rows may take together
        best_height, best_columns = 0, max(1, count)
        for rows in (1, 2, 3):
            columns = max(1, -(-count // rows))
            by_width = int((room / columns - 18) / aspect)  # 12 padding + 4 spacing per tile
            by_height = largest if rows == 1 else budget // rows - 16
            height = min(largest, by_width, by_height)
            if height > best_height + 4:  # more rows only for clearly bigger tiles
                best_height, best_columns = height, columns
        if best_height < 50:
            best_height, best_columns = 54, max(1, count)
        return QSize(int(best_height * aspect), best_height), best_columns

    def _apply_rack_layout(self, count: int) -> bool:
        size, columns = self._rack_layout(count)
        if size == self.rack.tile_size and columns == self.rack.columns:
            return False
        self.rack.tile_size = size
        self.rack.columns = columns
        rows = max(1, -(-count // columns))
        self.rack_scroll.setFixedHeight(rows * (size.height() + 16) + 14)
        return True

    def _show_handover(self, seat: int) -> None:
        name = self.controller.seats[seat].name
        self.rack.set_tiles([], lambda *_: None, str, lambda _: False, False, [])
        self.rack_title.setText(fmt(self.tr("%1's turn"), name))
        self.handover.setText(
            fmt(self.tr("Pass the computer to %1 — click here when only %1 is looking"), name)
        )
        self.handover.show()
        self.handover.raise_()
        self._place_handover()

    def _place_handover(self) -> None:
        self.handover.setGeometry(self.rack_panel.rect().adjusted(8, 8, -8, -8))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_handover()
        QTimer.singleShot(0, self._fit_rack)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.rack_scroll.viewport():
            QTimer.singleShot(0, self._fit_rack)
        return super().eventFilter(watched, event)

    def _fit_rack(self) -> None:
        """After a resize the rack's tiles take the size that lets them all show."""
        if self.painter is None or not self.rack.buttons:
            return
        if self._apply_rack_layout(len(self.rack.buttons)):
            for button in self.rack.buttons:
                button.tile_size = self.rack.tile_size
                button.updateGeometry()
                button.update()
            self.rack.arrange()

    def _handover_done(self) -> None:
        self.handover_seat = -1
        self.handover.hide()
        if self.state is not None:
            self.last_shown_human = self.state.current_player
        self.controller.release("handover")
        self.refresh()

    # -- targets and highlights -----------------------------------------------------------
    def _refresh_targets(self) -> None:
        painter = self.painter
        assert painter is not None
        self._clear_highlights()
        self.targets = {}
        if not self.selected_tiles or not self.controller.human_to_move():
            return
        for move in self.controller.legal_moves():
            placement = painter.placement(move)
            if placement is not None and _contains(painter.move_tiles(move), self.selected_tiles):
                self.targets.setdefault(placement[1], []).append(move)
        for key in self.targets:
            item = HighlightItem(key, painter.target_path(key), painter.layer)
            self.highlights[key] = item
        if self.cursor_key not in self.targets:
            self.cursor_key = self._first_target()
        self.variant = 0
        self._update_cursor()

    def _clear_highlights(self) -> None:
        self._drop_ghost()
        for item in self.highlights.values():
            self.scene.removeItem(item)
        self.highlights = {}

    def _first_target(self) -> Hashable | None:
        if not self.targets:
            return None
        centre = self.view.mapToScene(self.view.viewport().rect().center())
        return min(self.targets, key=lambda k: _distance(self._target_centre(k), centre))

    def _target_centre(self, key: Hashable) -> QPointF:
        item = self.highlights.get(key)
        if item is None:
            return QPointF()
        return item.mapToScene(item.boundingRect().center())

    def _update_cursor(self) -> None:
        for key, item in self.highlights.items():
            item.set_cursor(key == self.cursor_key and self.view.hasFocus())
        shown = self.hover_key if self.hover_key in self.targets else self.cursor_key
        self._show_ghost(shown)

    def _show_ghost(self, key: Hashable | None) -> None:
        self._drop_ghost()
        painter = self.painter
        if key is None or painter is None or key not in self.targets:
            self.view.wants_cycle = False
            return
        moves = self.targets[key]
        move = moves[self.variant % len(moves)]
        ghost = painter.make_ghost(move)
        self.view.wants_cycle = len(moves) > 1
        if ghost is not None:
            ghost.setParentItem(painter.layer)
            ghost.setOpacity(0.6)
            ghost.setZValue(20)
            ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.ghost = ghost

    def _drop_ghost(self) -> None:
        if self.ghost is not None:
            self.scene.removeItem(self.ghost)
            self.ghost = None

    def _key_at(self, scene_pos: QPointF) -> Hashable | None:
        for item in self.scene.items(scene_pos):
            if isinstance(item, HighlightItem) and item.key in self.targets:
                return item.key
        return None

    # -- actions --------------------------------------------------------------------------
    def _refresh_actions(self) -> None:
        painter = self.painter
        assert painter is not None
        my_turn = self.controller.human_to_move() and self.handover_seat < 0
        moves = self.controller.legal_moves() if my_turn else []
        kinds: dict[str, list[Move]] = {}
        for move in moves:
            if painter.placement(move) is None:
                kind, _ = painter.action(move)
                kinds.setdefault(kind, []).append(move)
        wanted = painter.action_kinds()
        wanted += [k for k in kinds if k not in wanted]
        for kind in list(self.action_buttons):
            if kind not in wanted:
                button = self.action_buttons.pop(kind)
                self.actions_box.removeWidget(button)
                button.hide()
                button.setParent(None)
        for kind in wanted:
            existing = self.action_buttons.get(kind)
            if existing is not None:
                button = existing
                button.setText(self._action_text(kind))  # "draw" is −5 in one game, free in another
            else:
                button = QPushButton(self._action_text(kind), self.rack_panel)
                button.setAccessibleName(self._action_text(kind))
                button.clicked.connect(lambda _=False, k=kind: self.do_action(k))
                self.actions_box.insertWidget(self.actions_box.count() - 1, button)
                self.action_buttons[kind] = button
            button.setEnabled(self._action_moves(kind, kinds) != [])
        shown = self.hover_key if self.hover_key in self.targets else self.cursor_key
        has_target = shown in self.targets
        self.place_button.setEnabled(my_turn and has_target)
        self.hint_button.setEnabled(my_turn and not self.hint_runner.is_busy())
        self.rotate_button.setEnabled(
            my_turn and has_target and len(self.targets.get(shown, [])) > 1
        )

    def _action_text(self, kind: str) -> str:
        return self.painter.action_text(kind) if self.painter is not None else kind

    def _action_moves(self, kind: str, kinds: dict[str, list[Move]]) -> list[Move]:
        painter = self.painter
        assert painter is not None
        result = []
        for move in kinds.get(kind, []):
            _, tile = painter.action(move)
            if tile is None or tile == self.selected_tile:
                result.append(move)
        return result

    def do_action(self, kind: str) -> None:
        """Play the non-placing move ``kind`` (with the selected tile if it needs one)."""
        painter = self.painter
        if painter is None or not self.controller.human_to_move():
            return
        kinds: dict[str, list[Move]] = {}
        for move in self.controller.legal_moves():
            if painter.placement(move) is None:
                kinds.setdefault(painter.action(move)[0], []).append(move)
        moves = self._action_moves(kind, kinds)
        if not moves:
            if kinds.get(kind):
                self.say(self.tr("Choose a tile in your rack first."))
            else:
                self.say(self.tr("That is not allowed now."))
            return
        self.controller.play_human(moves[0])

    # -- selecting and placing ------------------------------------------------------------
    def _rack_selected(self, index: int) -> None:
        hand = self.painter.hand(self.state, self.rack_seat) if self.painter and self.state else []
        self.selected_tiles = [hand[i] for i in self.rack.selection() if i < len(hand)]
        self.cursor_key = None
        self.message = ""
        self._refresh_targets()
        self._refresh_actions()
        self._refresh_status()
        if self.selected_tile is not None:
            self.view.setFocus()

    @property
    def selected_tile(self) -> int | None:
        """The tile selected last (the one an action such as "return" applies to)."""
        return self.selected_tiles[-1] if self.selected_tiles else None

    def select_tile(self, index: int) -> None:
        """Select rack tile ``index`` (as a click on it would)."""
        self.rack.select(index)

    def _board_clicked(self, scene_pos: QPointF) -> None:
        key = self._key_at(scene_pos)
        if key is not None:
            if self.cursor_key == key or len(self.targets[key]) == 1 or self.ghost is not None:
                self.cursor_key = key
                self.place_at_cursor()
            else:
                self.cursor_key = key
                self._update_cursor()
            return
        self._explain(scene_pos)

    def _explain(self, scene_pos: QPointF) -> None:
        """A click or drop on a cell that is not highlighted: say why."""
        state, painter = self.state, self.painter
        if state is None or painter is None or not self.controller.human_to_move():
            return
        if self.selected_tile is None:
            self.say(self.tr("Choose a tile in your rack first."))
            return
        move = painter.probe(state, self.selected_tile, painter.layer.mapFromScene(scene_pos))
        if move is None:
            self.say(self.tr("The selected tile cannot go there: use a highlighted place."))
            return
        try:
            state.check_move(move)
        except GameError as error:
            self.say(error_text(error))
            self.illegalAttempt.emit(move, error)
        else:
            self.say(self.tr("Click a highlighted cell."))

    def _board_hovered(self, scene_pos: QPointF) -> None:
        self._set_hover(self._key_at(scene_pos))

    def _set_hover(self, key: Hashable | None) -> None:
        if key != self.hover_key:
            self.hover_key = key
            if key is not None:
                self.variant = 0
            self._update_cursor()
            self._refresh_actions()

    def cycle_variant(self, step: int) -> None:
        key = self.hover_key if self.hover_key in self.targets else self.cursor_key
        if key is None or len(self.targets.get(key, [])) < 2:
            return
        self.variant = (self.variant + step) % len(self.targets[key])
        self._show_ghost(key)
        assert self.painter is not None
        move = self.targets[key][self.variant]
        self.say(
            fmt(
                self.tr("Showing %1 — click or press Enter to place"),
                self.painter.variant_label(move),
            )
        )

    def place_at_cursor(self) -> None:
        key = self.hover_key if self.hover_key in self.targets else self.cursor_key
        if key is None or key not in self.targets:
            return
        moves = self.targets[key]
        move = moves[self.variant % len(moves)]
        self.hover_key = None
        self.controller.play_human(move)

    def place(self, key: Hashable, variant: int = 0) -> MoveResult | None:
        """Place the selected tile on target ``key`` (tests and keyboard use this)."""
        if key not in self.targets:
            return None
        moves = self.targets[key]
        return self.controller.play_human(moves[variant % len(moves)])

    def _tile_dropped(self, index: int, scene_pos: QPointF) -> None:
        if index != self.rack.selected_index():
            self.rack.select(index)
        key = self._key_at(scene_pos)
        if key is None:
            self._explain(scene_pos)
            return
        self.cursor_key = key
        self.place_at_cursor()

    # -- hints --------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Ask the Expert for a move off the GUI thread; it is shown, not played."""
        state = self.state
        if state is None or not self.controller.human_to_move() or self.hint_runner.is_busy():
            return
        seat = state.current_player
        self.hint_request = self.hint_runner.start(HintPlayer(), state.view(seat), self.hint_budget)
        self.hint_button.setEnabled(False)
        self.say(self.tr("Looking for a good move…"))

    def _hint_ready(self, request: int, move: Move) -> None:
        if request != self.hint_request or request != self.hint_runner.request:
            return
        self.hint_runner.finished()
        if not self.controller.human_to_move() or move not in self.controller.legal_moves():
            self._refresh_actions()
            return
        self.show_move(move)
        self.say(fmt(self.tr("Hint: %1"), move_text(move)))

    def show_move(self, move: Move) -> None:
        """Select the tiles of ``move`` and aim the cursor and ghost at its target."""
        painter = self.painter
        if painter is None:
            return
        placement = painter.placement(move)
        if placement is None:
            self.rack.select(-1)
            kind, tile = painter.action(move)
            if tile is not None:
                self.rack.select([b.tile for b in self.rack.buttons].index(tile))
            action_button = self.action_buttons.get(kind)
            if action_button is not None:
                action_button.setFocus()
            self._refresh_actions()
            return
        tiles = list(painter.move_tiles(move))
        indices = []
        for tile in tiles:
            for index, button in enumerate(self.rack.buttons):
                if button.tile == tile and index not in indices:
                    indices.append(index)
                    break
        self.rack.select(indices[0] if indices else -1)
        for index in indices[1:]:
            self.rack.add(index)
        key = placement[1]
        if key in self.targets:
            self.cursor_key = key
            self.hover_key = None
            self.variant = self.targets[key].index(move) if move in self.targets[key] else 0
            self._update_cursor()
            self._refresh_actions()

    def _key_action(self, action: str) -> None:
        if action == "escape":
            self.rack.select(-1)
            return
        if action == "next_tile":
            count = len(self.rack.buttons)
            if count:
                self.rack.select((self.rack.selected_index() + 1) % count)
            return
        if action == "enter":
            self.place_at_cursor()
            return
        if not self.targets:
            return
        if self.cursor_key not in self.targets:
            self.cursor_key = self._first_target()
        else:
            self.cursor_key = self._step_cursor(action)
        self.hover_key = None
        self.variant = 0
        self._update_cursor()
        self._refresh_actions()

    def _step_cursor(self, direction: str) -> Hashable | None:
        here = self._target_centre(self.cursor_key)
        dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[direction]
        best, best_cost = self.cursor_key, math.inf
        for key in self.targets:
            if key == self.cursor_key:
                continue
            delta = self._target_centre(key) - here
            along = delta.x() * dx + delta.y() * dy
            if along <= 1e-6:
                continue
            across = abs(delta.x() * dy - delta.y() * dx)
            cost = along + 2.0 * across
            if cost < best_cost:
                best, best_cost = key, cost
        return best

    def keyPressEvent(self, event: Any) -> None:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.rack.select(key - Qt.Key.Key_1)
            return
        super().keyPressEvent(event)

    def fit_board(self) -> None:
        if self.painter is not None:
            self.view.fit_board(self.painter.board_rect())

    # -- status ---------------------------------------------------------------------------
    def say(self, text: str) -> None:
        self.message = text
        self.status.setText(text)

    def _refresh_status(self) -> None:
        text = self.status_text()
        if self.message:
            text = fmt(self.tr("%1 — %2"), self.message, text) if text else self.message
        self.status.setText(text)

    def status_text(self) -> str:
        state = self.state
        if state is None:
            return ""
        seats = self.controller.seats
        if state.is_terminal():
            return self._result_line(state)
        seat = state.current_player
        name = seats[seat].name
        if self.controller.seat_is_ai(seat):
            if self.controller.held() and self.controller.thinking_seat != seat:
                return fmt(self.tr("%1 plays next."), name)  # paused (summary, tutorial)
            return fmt(self.tr("%1 is thinking…"), name)
        if self.handover_seat >= 0:
            return fmt(self.tr("Hand the computer to %1."), name)
        painter = self.painter
        assert painter is not None
        moves = self.controller.legal_moves()
        placing = [m for m in moves if painter.placement(m) is not None]
        if not placing:
            return fmt(
                self.tr("%1 cannot place a tile: use a button on the right of the rack."), name
            )
        if self.selected_tile is None:
            return fmt(self.tr("%1 to play: choose a tile from your rack."), name)
        count = len(self.targets)
        if count == 0:
            return self.tr("This tile fits nowhere now: choose another one.")
        text = fmt(self.tr("Places for this tile: %1 (highlighted) — click one."), count)
        hint = painter.selection_hint()
        if hint:
            text += " " + hint
        elif any(len(m) > 1 for m in self.targets.values()):
            text += " " + self.tr("Where several rotations fit, R or the wheel turns the tile.")
        return text

    def _result_line(self, state: State) -> str:
        outcome = state.outcome()
        seats = self.controller.seats
        if outcome.is_draw:
            names = ", ".join(seats[p].name for p in outcome.winners)
            return fmt(
                self.tr("Game over: a draw between %1 with %2 points."), names, max(outcome.scores)
            )
        winner = outcome.winners[0]
        return fmt(
            self.tr("Game over: %1 wins with %2 points."),
            seats[winner].name,
            outcome.scores[winner],
        )

    def _thinking_changed(self, seat: int) -> None:
        self.busy.setRange(0, 0 if seat >= 0 else 1)
        if self.state is not None and self.painter is not None:
            self._refresh_seats(self.state)
            self._refresh_status()

    # -- end of round / match --------------------------------------------------------------
    def _round_points(self, upto: int) -> list[int]:
        """Points each seat won in the round that ended with result number ``upto``."""
        results = self.controller.results[:upto]
        start = 0
        for i, res in enumerate(results[:-1]):
            if "round_end" in res.events:
                start = i + 1
        points = [0] * len(self.controller.seats)
        for res in results[start:]:
            for item in res.items:
                if 0 <= item.player < len(points):
                    points[item.player] += item.points
        return points

    def _summary_rows(self, final: bool) -> tuple[list[str], list[list[str]]]:
        state = self.state
        assert state is not None
        seats = self.controller.seats
        scores = state.scores()
        round_points = self._round_points(len(self.controller.results))
        columns = [self.tr("Player"), self.tr("This round"), self.tr("Total")]
        rows = [[seats[p].name, f"{round_points[p]:+d}", str(scores[p])] for p in range(len(seats))]
        painter = self.painter
        details = [painter.seat_detail(state, p) if painter else "" for p in range(len(seats))]
        if any(details):
            columns.append(self.tr("Match"))
            for row, detail in zip(rows, details, strict=True):
                row.append(detail)
        return columns, rows

    def _settlement_notes(self, result: MoveResult) -> list[str]:
        seats = self.controller.seats
        notes = []
        for item in result.items:
            who = seats[item.player].name if item.player < len(seats) else "?"
            notes.append(fmt(self.tr("%1: %2"), who, score_text(item)))
        return notes

    def _round_ended(self, result: MoveResult) -> None:
        if not self.controller.human_seats():
            return  # AI-only games run on
        self.controller.hold("summary")
        columns, rows = self._summary_rows(final=False)
        dialog = SummaryDialog(
            self.tr("End of the round"),
            self.tr("The round is over"),
            columns,
            rows,
            self._settlement_notes(result),
            final=False,
            parent=self,
        )
        dialog.finished.connect(lambda _: self._summary_closed(dialog))
        self.summary = dialog
        dialog.open()

    def _game_over(self) -> None:
        self._refresh_status()
        state = self.state
        assert state is not None
        if not self.controller.human_seats() and self.property("quiet_end"):
            return
        columns, rows = self._summary_rows(final=True)
        last = self.controller.results[-1] if self.controller.results else None
        notes = self._settlement_notes(last) if last is not None else []
        dialog = SummaryDialog(
            self.tr("End of the match"),
            self._result_line(state),
            columns,
            rows,
            notes,
            final=True,
            parent=self,
        )
        dialog.finished.connect(lambda _: self._summary_closed(dialog))
        self.summary = dialog
        dialog.open()

    def _summary_closed(self, dialog: SummaryDialog) -> None:
        if self.summary is not dialog:
            return
        self.summary = None
        dialog.deleteLater()
        if dialog.choice == "new_match":
            QTimer.singleShot(0, self.restart)
        else:
            self.controller.release("summary")
            self.refresh()

    # -- closing --------------------------------------------------------------------------
    # -- languages ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Set every text again in the language installed now (see ``ui/i18n.py``)."""
        for action, source in getattr(self, "menu_texts", []):
            action.setText(self.tr(source))
        if hasattr(self, "language_menu"):
            fill_language_menu(self.language_menu, self.settings)
        retranslate_main_window(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        self.hint_runner.shutdown()
        self.comfort.shutdown()
        self.settings.setValue("geometry", self.saveGeometry())
        super().closeEvent(event)


def _contains(tiles: tuple[int, ...], wanted: list[int]) -> bool:
    """Whether ``tiles`` holds every tile of ``wanted`` (as a multiset)."""
    rest = list(tiles)
    for tile in wanted:
        if tile not in rest:
            return False
        rest.remove(tile)
    return True


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


# -- the self-test used by packaging ----------------------------------------------------------
def play_ai_game(
    window: MainWindow, game_id: str, seed: int, max_moves: int = 400, timeout_s: float = 60.0
) -> int:
    """Play an AI-vs-AI game of ``game_id`` through the window; returns the moves played."""
    from ..engine import game_class

    cls = game_class(game_id)
    seats = [
        SeatConfig(fmt(QCoreApplication.translate("SelfTest", "AI %1"), p + 1), "ai", RANDOM_LEVEL)
        for p in range(cls.min_players)
    ]
    window.setProperty("quiet_end", True)
    window.controller.ai_delay_ms = 0  # as fast as possible: nobody watches
    window.controller.new_game(GameConfig(game_id, {}, seats, seed))
    deadline = time.monotonic() + timeout_s
    state = window.controller.state
    assert state is not None
    while not state.is_terminal() and len(window.controller.results) < max_moves:
        QApplication.processEvents()
        if time.monotonic() > deadline:
            raise TimeoutError(f"{game_id}: the AI game did not finish in time")
        time.sleep(0.001)
        state = window.controller.state
        assert state is not None
    return len(window.controller.results)


def self_test(window: MainWindow) -> int:
    """Play a short AI-vs-AI game of every registered game in the window; 0 when all went well."""
    window.set_animation("off")
    QApplication.processEvents()
    failures = []
    for index, game_id in enumerate(GAME_IDS):
        try:
            moves = play_ai_game(window, game_id, seed=1000 + index, max_moves=200)
            assert window.scene.items(), "the board is empty"
            print(f"self-test {game_id}: {moves} moves")
        except Exception as error:  # report every game, then fail
            failures.append(f"{game_id}: {type(error).__name__}: {error}")
    ok = window.controller.shutdown()
    window.close()
    if not ok:
        failures.append("the AI thread did not stop")
    for failure in failures:
        print("self-test FAILED", failure)
    if failures:
        return 1
    print("self-test passed")
    return 0


__all__ = ["MainWindow", "self_test", "play_ai_game"]
