"""The seats panel: a card per seat (name, kind, score, tiles in hand, whose turn), the stock,
the round information and the totals under the move log. It re-renders from the controller's
state in :meth:`SeatsView.refresh`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QLabel

from ..engine.base import State
from .board import Board
from .controller import GameController
from .layout import WindowWidgets
from .widgets.seats import SeatCard
from .words.game_words import game_word
from .words.texts import fmt, level_name


class SeatsView(QObject):
    """Fills the seat cards, the stock, the round information and the totals."""

    def __init__(
        self,
        controller: GameController,
        board: Board,
        widgets: WindowWidgets,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.view = widgets.view
        self.seats_layout = widgets.seats_layout
        self.stock: QLabel = widgets.stock
        self.info: QLabel = widgets.info
        self.totals: QLabel = widgets.totals
        self.seat_cards: list[SeatCard] = []
        #: the seat whose hand the viewer sees on the rack now (-1: none; set by the window)
        self.shown_hand: Callable[[], int] = lambda: -1

    def make_cards(self) -> None:
        for card in self.seat_cards:
            self.seats_layout.removeWidget(card)
            card.hide()
            card.setParent(None)  # deleted now, not later
        self.seat_cards = []
        for seat in range(len(self.controller.seats)):
            card = SeatCard(seat)
            self.seats_layout.insertWidget(seat, card)
            self.seat_cards.append(card)

    def refresh(self, state: State) -> None:
        painter = self.board.painter
        assert painter is not None
        scores = state.scores()
        current = state.current_player
        shown_seat = self.shown_hand()
        for seat, card in enumerate(self.seat_cards):
            conf = self.controller.seats[seat]
            kind = (
                fmt(self.tr("Computer · %1"), level_name(conf.level))
                if conf.is_ai
                else (self.tr("Human"))
            )
            remote = self.controller.remote
            label = remote.seat_label(seat) if remote is not None else None
            kind = label or kind
            hand = painter.hand(state, seat)
            shown = hand if painter.open_hands else None
            detail = game_word(self.controller.config.game_id, "in_hand", len(hand))
            extra = painter.seat_detail(state, seat)
            if extra:
                detail += "\n" + extra
            if self.controller.thinking_seat == seat:
                detail = self.tr("Thinking…") + "  " + detail
            figure, spoken, caption = painter.seat_score(state, seat, seat == shown_seat)
            card.update_seat(
                conf.name,
                kind,
                figure,
                detail,
                shown,
                painter.paint_tile if shown is not None else None,
                spoken,
                caption,
            )
            card.set_active(seat == current)
        stock = painter.stock_size(state)
        game = self.controller.config.game_id
        self.stock.setText(game_word(game, "stock", stock) if stock is not None else "")
        info = [painter.round_info(state)]
        self.info.setText("\n".join(t for t in info if t))
        names = [seat.name for seat in self.controller.seats]
        totals = painter.totals(state, names)
        if not totals:
            pairs = zip(names, scores, strict=True)
            totals = fmt(self.tr("Totals: %1"), ", ".join(f"{n} {s}" for n, s in pairs))
        self.totals.setText(totals)

    def seat_point(self, seat: int) -> QPointF | None:
        """The centre of ``seat``'s card in scene coordinates (an AI tile slides in from it)."""
        if not 0 <= seat < len(self.seat_cards):
            return None
        card = self.seat_cards[seat]
        top = card.window()
        centre = card.mapTo(top, card.rect().center())
        local = self.view.viewport().mapFrom(top, centre)
        return self.view.mapToScene(local)
