"""The board in words, for a player who listens: the keyboard cursor's stop, the pieces on
the table and the scores, as the board's accessible description and as announcements.

Each stop of the cursor (``ui/play.py``) is said as a hint says a move — the tile, beside which
tile or on which arm it would go, the points it would score (``describe_hint``: the same words
as the hints and the review) — with which of the highlighted places it is and, where it can be
turned, which way it lies. The keys (View menu): L lists the pieces on the table in the order
they were laid (the deal's start piece first), in the game's own word for the table, and the
period and comma step over them one at a time; S says the seats, their points and whose turn
it is; W says the cursor's stop again. Nothing here decides a rule: the places are the play
input's targets, the points the engine's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.base import GameError, MoveResult, State
from .announce import announce
from .board import Board
from .controller import GameController
from .play import PlayInput
from .seats_view import SeatsView
from .status_view import StatusLine
from .words.game_words import game_word
from .words.move_words import describe_hint, describe_move, describe_start
from .words.texts import fmt


class SpokenBoard(QObject):
    """Says the board: the cursor's stop, the table's tiles, the scores."""

    def __init__(
        self,
        controller: GameController,
        board: Board,
        play: PlayInput,
        seats: SeatsView,
        status: StatusLine,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.play = play
        self.seats = seats
        self.status = status
        self.view = play.view
        #: the piece on the table said last by stepping over it (-1: none yet)
        self.table_index = -1
        play.cursorMoved.connect(self.say_stop)

    # -- the cursor's stop ----------------------------------------------------------------
    def stop_text(self) -> str:
        """Where the cursor is and what placing the tile there would do; "" with no stop."""
        play, state = self.play, self.controller.state
        key = play.hover_key if play.hover_key in play.targets else play.cursor_key
        if state is None or key not in play.targets or self.board.painter is None:
            return ""
        moves = play.targets[key]
        move = moves[play.variant % len(moves)]
        keys = list(play.targets)
        text = fmt(
            self.tr("Place %1 of %2: %3."),
            keys.index(key) + 1,
            len(keys),
            describe_hint(state, move),
        )
        if len(moves) > 1:
            turned = self.tr("Turned %1 (%2 of %3): R turns it.")
            label = self.board.painter.variant_label(move)
            text += " " + fmt(turned, label, play.variant % len(moves) + 1, len(moves))
        return text

    def describe(self) -> None:
        """The board's description: the cursor's stop, then the keys."""
        keys = game_word(self.controller.config.game_id, "keys_help")
        stop = self.stop_text()
        text = f"{stop}\n{keys}" if stop else keys
        self.view.setAccessibleDescription(text)
        self.view.viewport().setAccessibleDescription(text)

    def say_stop(self) -> None:
        """The cursor moved, the tile turned or another tile was chosen: say the stop."""
        self.describe()
        announce(self.view, self.stop_text())

    # -- the table ------------------------------------------------------------------------
    def laid_in_order(self) -> list[str]:
        """Every piece on the table this round, in the order laid: the deal's start piece,
        then each move as the hints word it ("Ana: Place tile 1-6-3 to the right of 4-5-2");
        [] for a position no deal leads to (a lesson's)."""
        controller = self.controller
        if controller.game is None or controller.record is None:
            return []
        try:
            state = controller.game.new_initial_state(seed=controller.seed)
            lines = self._start(state)
            for result in controller.results:
                lines += self._laid(state, result)
                state.apply(result.move)
                if "round_end" in result.events:
                    lines = []  # the next round is dealt afresh: its start comes with its moves
        except GameError:  # moves that do not follow from the deal (not expected)
            return []
        return lines

    def _start(self, state: State) -> list[str]:
        start = describe_start(state)
        if not start:
            return []
        return [fmt(game_word(self.controller.config.game_id, "table_start"), start)]

    def _laid(self, before: State, result: MoveResult) -> list[str]:
        painter = self.board.painter
        if painter is None or painter.placement(result.move) is None:
            return []
        seats = self.controller.seats
        name = seats[result.player].name if result.player < len(seats) else "?"
        said = QCoreApplication.translate("MoveWords", "%1: %2")
        return [fmt(said, name, describe_move(before, result.move))]

    def table_text(self) -> str:
        """The table in words, in the game's own words for it (board, table, layout)."""
        game = self.controller.config.game_id
        lines = self.laid_in_order()
        if not lines:
            return game_word(game, "table_empty")
        return fmt(game_word(game, "table_laid"), "; ".join(lines))

    def say_table(self) -> None:
        announce(self.view, self.table_text())

    def step_table(self, step: int) -> None:
        """Go to the next (+1) or previous (−1) piece on the table, in the order laid, and say
        it: the pieces one at a time, where L says them all at once."""
        lines = self.laid_in_order()
        if not lines:
            announce(self.view, self.table_text())
            return
        if self.table_index < 0:
            self.table_index = 0 if step > 0 else len(lines) - 1
        else:
            self.table_index = max(0, min(len(lines) - 1, self.table_index + step))
        piece = lines[self.table_index]
        announce(self.view, fmt(self.tr("%1 of %2: %3"), self.table_index + 1, len(lines), piece))

    def forget_place(self) -> None:
        """A new game or position: stepping over the table starts again at its end."""
        self.table_index = -1

    def scores_text(self) -> str:
        """Each seat card as a screen reader names it (points, whose turn), then the status
        line's words (what to do now)."""
        cards = [card.accessibleName() for card in self.seats.seat_cards]
        return ". ".join([*cards, self.status.status_text()])

    def say_scores(self) -> None:
        announce(self.view, self.scores_text())

    def say_stop_again(self) -> None:
        announce(self.view, self.stop_text() or self.status.status_text())
