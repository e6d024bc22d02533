"""The replay viewer: watch a finished or saved game again.

Every position is rebuilt from the record through the rules (seed + moves), once, when the
viewer opens. Step back and forth, play / pause at a chosen speed, jump to any move with the
slider or the move list; the move list, the score breakdown of the move and the totals follow.
The moves are said as the move log says them (the tiles by their numbers, "Drew a tile"),
never in notation.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGraphicsScene,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSlider,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..ai.review import Review
from ..engine.base import MoveResult, State
from ..engine.record import GameRecord
from .layout import board_beside
from .move_log_view import move_in_words
from .review import open_review
from .scene import painter_for
from .scene.base import BoardPainter
from .widgets.screen_fit import fit_window
from .widgets.seats import SEAT_COLOURS
from .words.engine_texts import score_text
from .words.game_words import KRUZICI, game_word
from .words.texts import figure, fmt, game_name

#: playback speeds: label id -> milliseconds per move
SPEEDS = {"slow": 2000, "normal": 1000, "fast": 400, "very fast": 150}


class ReplayViewer(QDialog):
    """Shows ``record`` move by move; ``positions[i]`` is the state after ``i`` moves."""

    def __init__(
        self,
        record: GameRecord,
        states: list[State],
        results: list[MoveResult],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.positions = states
        self.results = results
        # called with the review when one finishes (the file menu keeps it in the file)
        self.on_reviewed: Callable[[Review], None] | None = None
        self.index = 0
        self.names = [seat.name for seat in record.players] or [
            fmt(self.tr("Player %1"), p + 1) for p in range(states[0].num_players)
        ]
        self.setWindowTitle(fmt(self.tr("Replay — %1"), game_name(record.game)))
        self.setAccessibleName(self.tr("Replay viewer"))
        fit_window(self, QSize(1180, 760), "windows/replay")
        # names the tiles of the move list and the breakdown, as the move log does
        self.words_painter = painter_for(record.game, QGraphicsScene(self))
        self._build()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.painter: BoardPainter | None = None
        self._shown = -1
        self.jump(0)

    @classmethod
    def from_record(cls, record: GameRecord, parent: QWidget | None = None) -> ReplayViewer:
        """Replay ``record`` (RecordError if a move cannot be played)."""
        state = record.initial_state()
        states = [state.clone()]
        results = []
        for after, result in record.replay_steps():
            states.append(after.clone())
            results.append(result)
        return cls(record, states, results, parent)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        frame = board_beside(self, layout)
        self.scene, self.view, self.totals = frame.scene, frame.view, frame.totals
        side, right = frame.side, frame.column
        self.log = self._build_log(right)
        side.addWidget(self.log, 1)
        self.breakdown = QLabel(right)
        self.breakdown.setTextFormat(Qt.TextFormat.PlainText)  # names the seats: never markup
        self.breakdown.setObjectName("info")
        self.breakdown.setWordWrap(True)
        self.breakdown.setAccessibleName(self.tr("Score breakdown"))
        self.breakdown.setMinimumHeight(90)
        self.breakdown.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.breakdown)
        frame.finish([800, 340])

        controls = QHBoxLayout()
        self._build_buttons()
        self._build_speed()
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.accept)
        self.review_button = QPushButton(self.tr("Re&view"), self)
        self.review_button.setToolTip(self.tr("Where the game was won and lost, move by move"))
        self.review_button.clicked.connect(
            lambda: open_review(self.record, self, on_reviewed=self.on_reviewed)
        )
        for widget in (
            self.first_button,
            self.back_button,
            self.play_button,
            self.next_button,
            self.last_button,
        ):
            controls.addWidget(widget)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position)
        controls.addWidget(QLabel(self.tr("Speed:"), self))
        controls.addWidget(self.speed)
        controls.addWidget(self.review_button)
        controls.addWidget(close)
        layout.addLayout(controls)

        self._connect_controls()

    def _build_log(self, right: QWidget) -> QTreeWidget:
        """The list of moves (row 0: the start of the game)."""
        log = QTreeWidget(right)
        log.setColumnCount(3)
        # a game that counts kružići has its column count them, received: "+1"
        kruzici = self.record.game in KRUZICI
        sign = -1 if kruzici else 1
        counted = self.tr("Kružići", "dutch_domino") if kruzici else self.tr("Points")
        log.setHeaderLabels([self.tr("#"), self.tr("Move"), counted])
        log.setRootIsDecorated(False)
        log.setAlternatingRowColors(True)
        log.setAccessibleName(self.tr("Moves of the replay"))
        header = log.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        start = QTreeWidgetItem(["0", self.tr("Start of the game"), ""])
        log.addTopLevelItem(start)
        for number, result in enumerate(self.results, start=1):
            name = self._name(result.player)
            points = sign * result.points
            item = QTreeWidgetItem(
                [
                    str(number),
                    fmt(self.tr("%1: %2"), name, self._said(result)),
                    figure(points, plus=True) if points else "",
                ]
            )
            item.setForeground(0, QColor(SEAT_COLOURS[result.player % len(SEAT_COLOURS)]))
            log.addTopLevelItem(item)
        log.currentItemChanged.connect(self._row_chosen)
        return log

    def _build_buttons(self) -> None:
        self.first_button = QPushButton("|◀", self)
        self.first_button.setToolTip(self.tr("Start of the game (Home)"))
        self.first_button.setAccessibleName(self.tr("Start of the game"))
        self.back_button = QPushButton("◀", self)
        self.back_button.setToolTip(self.tr("One move back (Left)"))
        self.back_button.setAccessibleName(self.tr("One move back"))
        self.play_button = QPushButton(self.tr("Play"), self)
        self.play_button.setObjectName("primary")
        self.play_button.setToolTip(self.tr("Play / pause (Space)"))
        self.next_button = QPushButton("▶", self)
        self.next_button.setToolTip(self.tr("One move forward (Right)"))
        self.next_button.setAccessibleName(self.tr("One move forward"))
        self.last_button = QPushButton("▶|", self)
        self.last_button.setToolTip(self.tr("End of the game (End)"))
        self.last_button.setAccessibleName(self.tr("End of the game"))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(self.results))
        self.slider.setAccessibleName(self.tr("Move number"))
        self.position = QLabel(self)
        self.position.setMinimumWidth(110)

    def _build_speed(self) -> None:
        self.speed = QComboBox(self)
        speed_names = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "very fast": self.tr("Very fast"),
        }
        for speed, ms in SPEEDS.items():
            self.speed.addItem(speed_names[speed], ms)
        self.speed.setCurrentIndex(1)
        self.speed.setAccessibleName(self.tr("Playback speed"))
        self.speed.currentIndexChanged.connect(self._speed_changed)

    def _connect_controls(self) -> None:
        self.first_button.clicked.connect(lambda: self.jump(0))
        self.back_button.clicked.connect(self.step_back)
        self.next_button.clicked.connect(self.step_forward)
        self.last_button.clicked.connect(lambda: self.jump(len(self.results)))
        self.play_button.clicked.connect(self.toggle_play)
        self.slider.valueChanged.connect(self.jump)
        for key, slot in (
            (Qt.Key.Key_Left, self.step_back),
            (Qt.Key.Key_Right, self.step_forward),
            (Qt.Key.Key_Home, lambda: self.jump(0)),
            (Qt.Key.Key_End, lambda: self.jump(len(self.results))),
            (Qt.Key.Key_Space, self.toggle_play),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)

    def _said(self, result: MoveResult) -> str:
        """``result``'s move in words ("1-2-3", "Drew a tile"), never its notation."""
        return move_in_words(self.words_painter, result, self.record.game)[0]

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    # -- moving through the game ------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def step_forward(self) -> None:
        self.jump(self.index + 1)

    def step_back(self) -> None:
        self.pause()
        self.jump(self.index - 1)

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
            return
        if self.index >= len(self.results):
            self.jump(0)
        self.timer.start(int(self.speed.currentData()))
        self.play_button.setText(self.tr("Pause"))

    def pause(self) -> None:
        self.timer.stop()
        self.play_button.setText(self.tr("Play"))

    def _tick(self) -> None:
        if self.index >= len(self.results):
            self.pause()
            return
        self.step_forward()

    def _speed_changed(self) -> None:
        if self.playing:
            self.timer.start(int(self.speed.currentData()))

    def _row_chosen(self, item: QTreeWidgetItem | None, _previous: object) -> None:
        if item is not None:
            self.jump(self.log.indexOfTopLevelItem(item))

    def jump(self, index: int) -> None:
        """Show the position after ``index`` moves (0 = the start)."""
        index = max(0, min(index, len(self.results)))
        if index == self._shown:
            return
        forward = index == self._shown + 1
        self.index = index
        self._shown = index
        state = self.positions[index]
        result = self.results[index - 1] if index > 0 else None
        if self.painter is None or not forward:
            # a fresh painter for jumps back: painters draw forward from what they drew
            if self.painter is not None:
                self.painter.clear()
            self.scene.clear()
            self.painter = painter_for(self.record.game, self.scene)
            self.painter.sync(state, result, 0)
            self.view.fit_board(self.painter.board_rect())
        else:
            self.painter.sync(state, result, 0)
            self.view.follow(self.painter.board_rect())
        self._sync_panels(state, result)

    def _sync_panels(self, state: State, result: MoveResult | None) -> None:
        for widget in (self.slider, self.log):
            widget.blockSignals(True)
        self.slider.setValue(self.index)
        row = self.log.topLevelItem(self.index)
        if row is not None:
            self.log.setCurrentItem(row)
        for widget in (self.slider, self.log):
            widget.blockSignals(False)
        if row is not None:
            self.log.scrollToItem(row)
        self.position.setText(fmt(self.tr("Move %1 of %2"), self.index, len(self.results)))
        self.totals.setText(self._totals(state))
        if result is None:
            self.breakdown.setText(game_word(self.record.game, "dealt"))
        else:
            lines = [fmt(self.tr("%1: %2"), self._name(result.player), self._said(result))]
            for item in result.items:
                lines.append(
                    "  " + fmt(self.tr("%1: %2"), self._name(item.player), score_text(item))
                )
            if not result.items:
                lines.append("  " + self.tr("no points"))
            self.breakdown.setText("\n".join(lines))
        self.first_button.setEnabled(self.index > 0)
        self.back_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < len(self.results))
        self.last_button.setEnabled(self.index < len(self.results))

    def _totals(self, state: State) -> str:
        """The scores after the move shown; a game of kružići counts those received."""
        if self.record.game in KRUZICI:
            circles = ", ".join(f"{self._name(p)} {-s}" for p, s in enumerate(state.scores()))
            return fmt(self.tr("Kružići: %1", "dutch_domino"), circles)
        totals = ", ".join(f"{self._name(p)} {figure(s)}" for p, s in enumerate(state.scores()))
        return fmt(self.tr("Scores: %1"), totals)

    def done(self, result: int) -> None:
        self.pause()
        super().done(result)
