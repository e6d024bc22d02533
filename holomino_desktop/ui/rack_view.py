"""The rack panel: whose tiles it shows, their size and rows, and the hot-seat hand-over.

In a hot-seat game with hidden racks the rack is covered between two humans' turns until the
next player says only they are looking; the controller is held (``"handover"``) meanwhile.
:meth:`RackView.refresh` re-renders the rack from the controller's state and the selection of
``ui/play.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..engine.base import State
from .board import Board
from .controller import GameController
from .layout import WindowWidgets
from .play import PlayInput
from .words.game_words import game_word
from .words.texts import fmt


class RackView(QObject):
    """Fills the rack and covers it during a hand-over."""

    #: the next player took over the computer: everything refreshes
    handedOver = Signal()

    def __init__(
        self,
        controller: GameController,
        board: Board,
        play: PlayInput,
        widgets: WindowWidgets,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.play = play
        self.rack = widgets.rack
        self.rack_title = widgets.rack_title
        self.rack_scroll = widgets.rack_scroll
        self.rack_panel = widgets.rack_panel
        self.handover = widgets.handover
        self.widgets = widgets
        self.rack_seat = -1
        self.handover_seat = -1
        #: a new game wants the focus on the rack's first tile (given when it is enabled)
        self.focus_wanted = False
        self.last_shown_human = -1
        self.handover.clicked.connect(self.handover_done)
        self.rack_scroll.viewport().installEventFilter(self)

    def new_game(self) -> None:
        self.handover_seat, self.last_shown_human = -1, -1

    def shown_hand(self) -> int:
        """The seat whose tiles the viewer sees on the rack now; -1 while the rack is covered
        (a hand-over) or no game is shown."""
        state = self.controller.state
        if state is None or self.board.painter is None:
            return -1
        owner = self._rack_owner(state)
        if self.handover_seat >= 0 or self._needs_handover(state, owner):
            return -1
        return owner

    def _needs_handover(self, state: State, owner: int) -> bool:
        """A hidden rack changes hands between two humans: covered until the next one looks."""
        assert self.board.painter is not None
        humans = self.controller.human_seats()
        return (
            not self.board.painter.open_hands
            and len(humans) > 1
            and owner == state.current_player
            and owner in humans
            and self.last_shown_human not in (-1, owner)
        )

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

    def _say_game_words(self) -> None:
        """Screen-reader names in the game's own words: its pieces, where they are kept (the
        board's description, with its keys, is ui/spoken_board.py's)."""
        game = self.controller.config.game_id
        self.rack.setAccessibleName(game_word(game, "rack"))
        self.widgets.place_button.setAccessibleName(game_word(game, "place_name"))
        self.widgets.rotate_button.setAccessibleName(game_word(game, "turn_name"))

    def refresh(self, state: State) -> None:
        self._say_game_words()
        painter = self.board.painter
        assert painter is not None
        owner = self._rack_owner(state)
        humans = self.controller.human_seats()
        if self._needs_handover(state, owner) and self.handover_seat != owner:
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
            hand.count(t) < self.play.selected_tiles.count(t) for t in self.play.selected_tiles
        ):
            self.play.selected_tiles = []
        self.rack_title.setText(self._title(owner, my_turn))
        self._apply_rack_layout(len(hand))
        self.rack.max_selected = painter.max_selected
        self.rack.set_tiles(
            hand,
            painter.paint_tile,
            painter.tile_label,
            lambda tile: my_turn and tile in placeable,
            my_turn,
            self.play.selected_tiles,
        )
        self._tab_order()
        if self.focus_wanted and my_turn:
            QTimer.singleShot(0, self, self._focus_first_tile)

    def _tab_order(self) -> None:
        """Tab goes through the rack first, then the buttons beside it, then the board: the
        tiles are made after the rest of the window, and would otherwise come last."""
        widgets = self.widgets
        chain: list[QWidget] = [*self.rack.buttons, widgets.place_button, widgets.rotate_button]
        chain += [widgets.hint_button, *self.play.action_buttons.values(), widgets.view]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def focus_rack(self) -> None:
        """The keyboard starts at the rack (a new game): its first tile gets the focus once it
        can take it — shown (a tile added to the shown rack is shown by the next pass of the
        event loop) and enabled (when the computer opens, at the player's first turn)."""
        self.focus_wanted = True
        QTimer.singleShot(0, self, self._focus_first_tile)

    def _focus_first_tile(self) -> None:
        tiles = self.rack.buttons
        if self.focus_wanted and tiles and self.rack.isVisible() and tiles[0].isEnabled():
            self.focus_wanted = False
            tiles[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _title(self, owner: int, my_turn: bool) -> str:
        """ "Your tiles" for the one human at the table; with several humans the owner's name
        stands apart from the sentence, so no name is bent by English grammar."""
        game = self.controller.config.game_id
        humans = self.controller.human_seats()
        key = "rack_choose" if my_turn else "rack"
        if humans == [owner]:
            return game_word(game, key)
        name = self.controller.seats[owner].name if owner < len(self.controller.seats) else ""
        if my_turn and owner in humans:
            return fmt(self.tr("%1: %2"), name, game_word(game, key))
        return fmt(game_word(game, "rack_of"), name)

    def _rack_layout(self, count: int) -> tuple[QSize, int]:
        """Tile size and tiles per row so the whole rack shows (one to three rows).

        Below a readable minimum the rack keeps one row and scrolls (square domino's 26 tiles).
        """
        assert self.board.painter is not None
        largest = 78 if self.rack_panel.window().height() < 900 else 96
        aspect = self.board.painter.tile_aspect
        room = max(200, self.rack_scroll.viewport().width() - 14)
        budget = (
            200 if self.rack_panel.window().height() < 900 else 190
        )  # height the rows may take together
        best_height, best_columns = 0, max(1, count)
        for rows in (1, 2, 3):
            columns = max(1, -(-count // rows))
            by_width = int((room / columns - 18) / aspect)  # 12 padding + 4 spacing per tile
            by_height = largest if rows == 1 else budget // rows - 16
            height = min(largest, by_width, by_height)
            if height > best_height + 4:  # more rows only for clearly bigger tiles
                best_height, best_columns = height, columns
        if best_height < 44:
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
        self.rack_title.setText(fmt(self.tr("Turn: %1"), name))
        self.handover.setText(
            fmt(
                self.tr(
                    "Next: %1. Hand over the computer, then click here when no one else looks."
                ),
                name,
            )
        )
        self.handover.show()
        self.handover.raise_()
        self._place_handover()

    def _place_handover(self) -> None:
        self.handover.setGeometry(self.rack_panel.rect().adjusted(8, 8, -8, -8))

    def window_resized(self) -> None:
        self._place_handover()
        QTimer.singleShot(0, self._fit_rack)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.rack_scroll.viewport():
            QTimer.singleShot(0, self._fit_rack)
        return super().eventFilter(watched, event)

    def _fit_rack(self) -> None:
        """After a resize the rack's tiles take the size that lets them all show."""
        if self.board.painter is None or not self.rack.buttons:
            return
        if self._apply_rack_layout(len(self.rack.buttons)):
            for button in self.rack.buttons:
                button.tile_size = self.rack.tile_size
                button.updateGeometry()
                button.update()
            self.rack.arrange()

    def handover_done(self) -> None:
        self.handover_seat = -1
        self.handover.hide()
        if self.controller.state is not None:
            self.last_shown_human = self.controller.state.current_player
        self.controller.release("handover")
        self.handedOver.emit()
