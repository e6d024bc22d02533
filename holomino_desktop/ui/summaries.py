"""The end-of-round and end-of-match summaries: who won what this round, the totals, the
settlement notes. While a round summary is open the controller is held (``"summary"``).

A game of one round (Holomino, Hexadomino) ends as a game: "End of the game", "New game", no
column for the round. Holandski domino counts kružići: its columns show those received (+1),
as its score lines say, never the −1 its score counts against a player.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ..engine.base import MoveResult
from .board import Board
from .controller import GameController
from .dialogs.summary import SummaryDialog
from .status_view import StatusLine
from .words.engine_texts import score_text
from .words.game_words import KRUZICI, ONE_GAME, game_word
from .words.texts import figure, fmt

#: score kinds of a placing move itself (Holomino's holes, a Triominos tile, Hexadomino's
#: sides, a square domino square), as against an end's settlement
MOVE_KINDS = frozenset({"holes", "tile", "sides", "square"})


class Summaries(QObject):
    """Opens the summary dialogs on the controller's ``roundEnded`` and ``gameOver``."""

    #: a round summary closed and the match goes on: the panels refresh
    closed = Signal()
    #: the match summary's "Review" was pressed: the window opens the game review
    reviewRequested = Signal()

    def __init__(
        self,
        controller: GameController,
        board: Board,
        status: StatusLine,
        host: QWidget,
        restart: Callable[[], None],
    ) -> None:
        super().__init__(host)
        self.controller = controller
        self.board = board
        self.status = status
        #: the dialogs' parent; its Qt property ``quiet_end`` skips the match summary of
        #: computer-only games (the self-test)
        self.host = host
        self.restart = restart
        self.summary: SummaryDialog | None = None
        #: True while a tutorial shows a lesson position: the lesson's panel tells how the
        #: round or match ended, and a window-modal dialog would block its Next button
        self.quiet: Callable[[], bool] = lambda: False
        controller.roundEnded.connect(self.round_ended)
        controller.gameOver.connect(self.game_over)

    def close_summary(self) -> None:
        if self.summary is not None:
            self.summary.blockSignals(True)
            self.summary.close()
            self.summary.deleteLater()
            self.summary = None

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
        state = self.controller.state
        assert state is not None
        seats = self.controller.seats
        scores = state.scores()
        round_points = self._round_points(len(self.controller.results))
        game = self.controller.config.game_id
        # a kružić counts −1 against its player: shown received, "+1", and counted up
        sign = -1 if game in KRUZICI else 1
        total = (
            QCoreApplication.translate("Summaries", "Kružići", "dutch_domino")
            if game in KRUZICI
            else self.tr("Total")
        )
        one_game = game in ONE_GAME
        columns = [self.tr("Player"), *([] if one_game else [game_word(game, "this_round")]), total]
        rows = [
            [
                seats[p].name,
                *([] if one_game else [figure(sign * round_points[p], plus=True)]),
                figure(sign * scores[p]),
            ]
            for p in range(len(seats))
        ]
        painter, seats_at = self.board.painter, range(len(seats))
        # the column's name says what the marks count: the cells do not say it again
        details = [painter.seat_detail(state, p, False) if painter else "" for p in seats_at]
        if any(details):
            columns.append(self.tr("Match"))
            for row, detail in zip(rows, details, strict=True):
                row.append(detail)
        return columns, rows

    def _settlement_notes(self, result: MoveResult) -> list[str]:
        """The end's own scoring (hands, going out, kružići), not the points of the move that
        ended it: those are in the move log ("Ann: 1 side: 0" said nothing here)."""
        seats = self.controller.seats
        notes = []
        for item in result.items:
            if item.kind in MOVE_KINDS:
                continue
            who = seats[item.player].name if item.player < len(seats) else "?"
            notes.append(fmt(self.tr("%1: %2"), who, score_text(item)))
        return notes

    def round_ended(self, result: MoveResult) -> None:
        if not self.controller.human_seats() or self.quiet():
            return  # AI-only games run on; a lesson's panel speaks for itself
        self.controller.hold("summary")
        columns, rows = self._summary_rows(final=False)
        game = self.controller.config.game_id
        dialog = SummaryDialog(
            game_word(game, "round_end"),
            game_word(game, "round_over"),
            columns,
            rows,
            self._settlement_notes(result),
            final=False,
            parent=self.host,
            next_round=lambda: game_word(game, "next_round"),
        )
        dialog.finished.connect(lambda _: self._summary_closed(dialog))
        self.summary = dialog
        dialog.open()

    def game_over(self) -> None:
        self.status.refresh()
        state = self.controller.state
        assert state is not None
        if not self.controller.human_seats() and self.host.property("quiet_end"):
            return
        if self.quiet():
            return
        columns, rows = self._summary_rows(final=True)
        last = self.controller.results[-1] if self.controller.results else None
        notes = self._settlement_notes(last) if last is not None else []
        one_game = self.controller.config.game_id in ONE_GAME
        dialog = SummaryDialog(
            self.tr("End of the game") if one_game else self.tr("End of the match"),
            self.status.result_line(state),
            columns,
            rows,
            notes,
            final=True,
            parent=self.host,
            one_game=one_game,
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
            return
        self.controller.release("summary")
        self.closed.emit()
        if dialog.choice == "review":  # the box is closed: the review is free to use
            self.reviewRequested.emit()
