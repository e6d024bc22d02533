"""The widgets of the game window and where they sit; no behaviour.

Seats on the left, the board in the centre with the rack and the action buttons below it, the
move log on the right, the status line and the busy bar at the bottom. :func:`build_layout`
makes them and returns them in a :class:`WindowWidgets`; the parts that fill them
(``ui/board.py``, ``ui/play.py``, ``ui/seats_view.py``, ``ui/rack_view.py``, ...) get the
widgets they draw into. The fixed texts are listed once in :data:`FIXED_TEXTS` (context
``MainWindow``), so building and retranslating set the very same texts.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from .scene.view import BoardView
from .widgets.rack import RackWidget
from .widgets.seats import MoveLog
from .words.game_words import game_word

#: (widget attribute of WindowWidgets, setter, English source): set when built and again
#: after a language switch. A label that shows text (the title, the status line) has no name
#: of its own: a screen reader reads the text it shows.
FIXED_TEXTS: list[tuple[str, str, object]] = [
    ("new_button", "setText", QT_TRANSLATE_NOOP("MainWindow", "New game…")),
    ("place_button", "setText", QT_TRANSLATE_NOOP("MainWindow", "&Place")),
    ("rotate_button", "setText", QT_TRANSLATE_NOOP("MainWindow", "&Turn (R)")),
    ("hint_button", "setText", QT_TRANSLATE_NOOP("MainWindow", "H&int")),
    ("hint_button", "setAccessibleName", QT_TRANSLATE_NOOP("MainWindow", "Suggest a move")),
    (
        "hint_button",
        "setToolTip",
        QT_TRANSLATE_NOOP("MainWindow", "The Expert suggests a move (about a second)"),
    ),
    ("handover", "setAccessibleName", QT_TRANSLATE_NOOP("MainWindow", "Hand over")),
    ("log_title", "setText", QT_TRANSLATE_NOOP("MainWindow", "Moves")),
    ("busy", "setAccessibleName", QT_TRANSLATE_NOOP("MainWindow", "Computer is thinking")),
]


#: the smallest window that stays usable: every widget in place, every button in reach
MIN_WINDOW = (800, 600)
#: the side panels' narrowest (seats left, move log right): at 800 px the board keeps ~380 px
SIDE_MIN_WIDTH = 190
#: the side panels' widths when the window has room for them (1280 px and wider)
SIDE_WIDTHS = (270, 300)


class PanelSplitter(QSplitter):
    """Seats | board | move log. When it narrows, the side panels give way before the board
    does (down to their minimum width), so the board keeps at least half of the width; when it
    widens again they grow back to the width they had (or the player dragged them to)."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        #: the side panels' widths when there is room: the default, or where they were dragged
        self.side_widths = SIDE_WIDTHS
        self.splitterMoved.connect(self._remember)

    def _remember(self) -> None:
        sizes = self.sizes()
        wanted = [new or old for new, old in zip(sizes[::2], self.side_widths, strict=True)]
        self.side_widths = (wanted[0], wanted[1])  # a hidden panel keeps its width

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.keep_board_room()

    def keep_board_room(self) -> None:
        sizes = self.sizes()
        total = sum(sizes)
        if len(sizes) != 3 or total <= 0:
            return
        # a hidden panel (a tutorial hides the move log) takes no room
        left, right = (
            0 if self.widget(i).isHidden() else width
            for i, width in zip((0, 2), self.side_widths, strict=True)
        )
        excess = left + right - (total - total // 2)  # the board keeps at least half
        spare = [max(0, left - SIDE_MIN_WIDTH), max(0, right - SIDE_MIN_WIDTH)]
        give = min(max(0, excess), sum(spare))
        if give > 0:
            taken = give * spare[0] // sum(spare)
            left, right = left - taken, right - (give - taken)
        if [left, right] != [sizes[0], sizes[2]]:
            self.setSizes([left, total - left - right, right])


@dataclass
class WindowWidgets:
    """Every widget of the window's body that a part draws into."""

    splitter: QSplitter
    title: QLabel
    info: QLabel
    seats_layout: QVBoxLayout
    stock: QLabel
    new_button: QPushButton
    scene: QGraphicsScene
    view: BoardView
    rack_panel: QFrame
    rack_title: QLabel
    rack: RackWidget
    rack_scroll: QScrollArea
    actions_box: QVBoxLayout
    place_button: QPushButton
    rotate_button: QPushButton
    hint_button: QPushButton
    handover: QPushButton
    log_title: QLabel
    log: MoveLog
    totals: QLabel
    status: QLabel
    busy: QProgressBar
    #: the game shown: the Place button says its own verb (Polish *dołóż* in the domino games)
    game_id: str = ""

    def retranslate(self) -> None:
        """Set the fixed texts in the language installed now."""
        for name, setter, source in FIXED_TEXTS:
            text = QCoreApplication.translate("MainWindow", str(source))
            getattr(getattr(self, name), setter)(text)
        if self.game_id:
            self.place_button.setText(game_word(self.game_id, "place_button"))

    def show_game(self, game_id: str) -> None:
        """The body now shows ``game_id``: the texts that are that game's own (the board's
        name in its words, the Place button's verb)."""
        self.game_id = game_id
        self.view.name_board(lambda: game_word(game_id, "board_name"))
        self.place_button.setText(game_word(game_id, "place_button"))

    def log_panel(self) -> QWidget:
        """The right-hand panel (the move log); a tutorial hides it to make room."""
        panel = self.splitter.widget(2)
        assert panel is not None
        return panel


@dataclass
class BoardBeside:
    """A board on the left and a column on the right, headed by a totals line: the frame the
    replay viewer and the review window share (each fills the column with its own parts)."""

    splitter: QSplitter
    scene: QGraphicsScene
    view: BoardView
    side: QVBoxLayout
    totals: QLabel

    @property
    def column(self) -> QWidget:
        """The right-hand column (the parent of what goes into ``side``)."""
        widget = self.side.parentWidget()
        assert widget is not None
        return widget

    def finish(self, sizes: list[int]) -> None:
        """Both halves in the splitter, the board taking what room is spare."""
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.column)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setSizes(sizes)


def board_beside(owner: QWidget, layout: QVBoxLayout) -> BoardBeside:
    """A splitter in ``layout`` with a board view of its own scene and a column beside it."""
    splitter = QSplitter(Qt.Orientation.Horizontal, owner)
    layout.addWidget(splitter, 1)
    scene = QGraphicsScene(owner)
    view = BoardView(scene, splitter)
    right = QWidget(splitter)
    side = QVBoxLayout(right)
    side.setContentsMargins(6, 0, 0, 0)
    totals = QLabel(right)
    totals.setTextFormat(Qt.TextFormat.PlainText)  # the players' names: never markup
    totals.setObjectName("rackTitle")
    totals.setWordWrap(True)
    side.addWidget(totals)
    return BoardBeside(splitter, scene, view, side, totals)


def _panel(parent: QWidget) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame(parent)
    frame.setObjectName("panel")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(10, 10, 10, 10)
    return frame, layout


def _label(parent: QWidget, name: str, wrap: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names and numbers, never markup
    label.setObjectName(name)
    label.setWordWrap(wrap)
    return label


def _build_left(splitter: QSplitter) -> dict[str, object]:
    """Game title, round information, the seat cards, the stock and "New game"."""
    left, left_layout = _panel(splitter)
    title = _label(left, "title", wrap=True)  # "Domino kwadratowe" wraps in a narrow window
    info = _label(left, "info", wrap=True)
    left_layout.addWidget(title)
    left_layout.addWidget(info)
    seats_scroll = QScrollArea(left)
    seats_scroll.setWidgetResizable(True)
    seats_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    seats_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a frame, not a stop for Tab
    seats_host = QWidget(seats_scroll)
    seats_host.setObjectName("central")
    seats_layout = QVBoxLayout(seats_host)
    seats_layout.setContentsMargins(0, 4, 0, 4)
    seats_layout.setSpacing(8)
    seats_layout.addStretch(1)
    seats_scroll.setWidget(seats_host)
    left_layout.addWidget(seats_scroll, 1)
    stock = _label(left, "info")
    left_layout.addWidget(stock)
    new_button = QPushButton(left)
    left_layout.addWidget(new_button)
    left.setMinimumWidth(SIDE_MIN_WIDTH)
    splitter.addWidget(left)
    return {
        "title": title,
        "info": info,
        "seats_layout": seats_layout,
        "stock": stock,
        "new_button": new_button,
    }


def _build_rack(centre: QWidget) -> dict[str, object]:
    """The rack panel: the rack (scrolling when big) and the action buttons beside it."""
    rack_panel = QFrame(centre)
    rack_panel.setObjectName("panel")
    rack_layout = QHBoxLayout(rack_panel)
    rack_layout.setContentsMargins(10, 6, 10, 6)
    rack_left = QVBoxLayout()
    # wraps rather than widening the window (a long name, a long language)
    rack_title = _label(rack_panel, "rackTitle", wrap=True)
    rack_title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    rack_left.addWidget(rack_title)
    rack = RackWidget(rack_panel)
    # a big hand (square domino starts with 26 tiles) scrolls instead of widening the window
    rack_scroll = QScrollArea(rack_panel)
    rack_scroll.setWidgetResizable(True)
    rack_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    rack_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    rack_scroll.setFrameShape(QFrame.Shape.NoFrame)
    rack_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the tiles themselves
    rack_scroll.setWidget(rack)
    rack.setObjectName("rack")
    rack.setStyleSheet("QWidget#rack { background: transparent; }")
    rack_left.addWidget(rack_scroll)
    rack_layout.addLayout(rack_left, 1)
    actions_box = QVBoxLayout()
    actions_box.setSpacing(6)
    buttons = {}
    for name in ("place_button", "rotate_button", "hint_button"):
        buttons[name] = QPushButton(rack_panel)
        buttons[name].setEnabled(False)  # until a game is shown (the resume question first)
        actions_box.addWidget(buttons[name])
    buttons["place_button"].setObjectName("primary")
    actions_box.addStretch(1)  # the game's action buttons are inserted above it (ui/play.py)
    # the buttons sit at the panel's foot: a rack that grows a row (another player's hand, a
    # bought tile) raises the panel's top edge but moves no button
    actions_column = QVBoxLayout()
    actions_column.addStretch(1)
    actions_column.addLayout(actions_box, 0)
    rack_layout.addLayout(actions_column)
    # hand-over cover for hot-seat games with hidden racks
    handover = QPushButton(rack_panel)
    handover.setObjectName("primary")
    handover.hide()
    return {
        "rack_panel": rack_panel,
        "rack_title": rack_title,
        "rack": rack,
        "rack_scroll": rack_scroll,
        "actions_box": actions_box,
        "handover": handover,
        **buttons,
    }


def _build_centre(splitter: QSplitter, scene: QGraphicsScene) -> dict[str, object]:
    """The board, then the rack panel."""
    centre = QWidget(splitter)
    centre_layout = QVBoxLayout(centre)
    centre_layout.setContentsMargins(0, 0, 0, 0)
    centre_layout.setSpacing(6)
    view = BoardView(scene, centre)
    centre_layout.addWidget(view, 1)
    parts = _build_rack(centre)
    centre_layout.addWidget(parts["rack_panel"])  # type: ignore[arg-type]
    splitter.addWidget(centre)
    return {"view": view, **parts}


def _build_right(splitter: QSplitter) -> dict[str, object]:
    """The move log and the totals below it."""
    right, right_layout = _panel(splitter)
    log_title = _label(right, "rackTitle")
    right_layout.addWidget(log_title)
    log = MoveLog(right)
    right_layout.addWidget(log, 1)
    totals = _label(right, "info", wrap=True)
    right_layout.addWidget(totals)
    right.setMinimumWidth(SIDE_MIN_WIDTH)
    splitter.addWidget(right)
    return {"log_title": log_title, "log": log, "totals": totals}


def _build_status(window: QMainWindow) -> dict[str, object]:
    status = QLabel(window)
    status.setTextFormat(Qt.TextFormat.PlainText)
    # a long message must not widen the window: it wraps into a second line, which is always
    # kept, so the board does not jump when a message gets longer
    status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    status.setWordWrap(True)
    status.setFixedHeight(2 * status.fontMetrics().lineSpacing() + 4)
    window.statusBar().addWidget(status, 1)
    busy = QProgressBar(window)
    busy.setRange(0, 1)  # (0, 0) = busy; toggled rather than shown, so no relayout
    busy.setValue(0)
    busy.setTextVisible(False)
    busy.setFixedWidth(120)
    window.statusBar().addPermanentWidget(busy)
    return {"status": status, "busy": busy}


def build_layout(window: QMainWindow, scene: QGraphicsScene) -> WindowWidgets:
    """Make the window's body in ``window`` (its central widget and status bar)."""
    central = QWidget(window)
    central.setObjectName("central")
    outer = QHBoxLayout(central)
    outer.setContentsMargins(8, 8, 8, 8)
    splitter = PanelSplitter(Qt.Orientation.Horizontal, central)
    splitter.setChildrenCollapsible(False)
    outer.addWidget(splitter)
    parts = _build_left(splitter)
    parts.update(_build_centre(splitter, scene))
    parts.update(_build_right(splitter))
    splitter.setStretchFactor(0, 0)
    splitter.setStretchFactor(1, 1)
    splitter.setStretchFactor(2, 0)
    splitter.setSizes([270, 700, 300])
    window.setCentralWidget(central)
    parts.update(_build_status(window))
    widgets = WindowWidgets(splitter=splitter, scene=scene, **parts)  # type: ignore[arg-type]
    widgets.retranslate()
    return widgets
