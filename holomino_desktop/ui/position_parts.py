"""The game window's parts for a window that shows one position to play from: a puzzle, an
exercise of the practice. Built and kept in step the same way in both (the game window builds
its own, with the log, the hints and the networked table around them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QSettings

from ..engine.base import State
from .board import Board
from .controller import GameController
from .layout import WindowWidgets
from .play import PlayInput
from .rack_view import RackView
from .seats_view import SeatsView


@dataclass
class PositionParts:
    """The board, the keyboard and mouse play, the rack and the seat cards of one window."""

    board: Board
    play: PlayInput
    rack_view: RackView
    seats_view: SeatsView

    @classmethod
    def build(
        cls,
        controller: GameController,
        widgets: WindowWidgets,
        settings: QSettings,
        say: Callable[[str], None],
        parent: QObject,
    ) -> PositionParts:
        board = Board(controller, widgets.scene, widgets.view, settings, parent)
        play = PlayInput(controller, board, widgets, say, parent)
        rack_view = RackView(controller, board, play, widgets, parent)
        seats_view = SeatsView(controller, board, widgets, parent)
        seats_view.shown_hand = rack_view.shown_hand
        play.rack_seat = lambda: rack_view.rack_seat
        return cls(board, play, rack_view, seats_view)

    def show_new(self, state: State) -> None:
        """A new position: everything drawn afresh from it."""
        self.play.new_game()
        self.rack_view.new_game()
        self.seats_view.make_cards()
        self.board.show_new_game(state)

    def refresh(self, state: State) -> None:
        """After a move or a choice: the cards, the rack, the places and the buttons."""
        self.seats_view.refresh(state)
        self.rack_view.refresh(state)
        self.play.refresh_targets()
        self.play.refresh_actions()


__all__ = ["PositionParts"]
