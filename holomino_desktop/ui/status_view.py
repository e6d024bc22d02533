"""The status line: what the player should do now, who is thinking, how the game ended, and
the last word of another part (``say``) in front of it.

:class:`StatusLine` re-renders from the controller's state and the current selection
(:meth:`StatusLine.refresh`), so a language switch is a plain re-render. The one thing it keeps
is :attr:`StatusLine.message`: the last move announced or the last thing a part said, cleared by
the next move or selection.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QProgressBar

from ..engine.base import MoveResult, State
from .board import Board
from .controller import GameController
from .move_log_view import move_in_words
from .play import PlayInput
from .words.engine_texts import score_text
from .words.game_words import KRUZICI, ONE_GAME, game_word
from .words.i18n import language_locale
from .words.texts import counted, figure, fmt


class StatusLine(QObject):
    """The text of the window's status bar and its busy bar."""

    def __init__(
        self,
        controller: GameController,
        board: Board,
        play: PlayInput,
        label: QLabel,
        busy: QProgressBar,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.play = play
        self.label = label
        self.busy = busy
        self.message = ""
        #: whether a hot-seat hand-over covers the rack (set by the window: ui/rack_view.py)
        self.handover_active: Callable[[], bool] = lambda: False
        # whether a round's summary is open (set by the window: ui/summaries.py); the moves
        # wait until it is closed
        self.summary_open: Callable[[], bool] = lambda: False

    def clear_message(self) -> None:
        self.message = ""

    def set_thinking(self, seat: int) -> None:
        """A seat's AI starts (seat) or stops (-1) thinking: the busy bar runs meanwhile."""
        self.busy.setRange(0, 0 if seat >= 0 else 1)

    def say(self, text: str) -> None:
        self.message = text
        self.label.setText(text)

    def refresh(self) -> None:
        text = self.status_text()
        if self.message:
            text = fmt(self.tr("%1 — %2"), self.message, text) if text else self.message
        self.label.setText(text)

    def status_text(self) -> str:
        state = self.controller.state
        if state is None:
            return ""
        seats = self.controller.seats
        if state.is_terminal():
            return self.result_line(state)
        remote = self.controller.remote
        note = remote.status_note() if remote is not None else None
        if note:
            return note
        if self.summary_open():
            return self.tr("Close the summary to play on.")
        seat = state.current_player
        name = seats[seat].name
        if self.controller.seat_is_ai(seat):
            if self.controller.held() and self.controller.thinking_seat != seat:
                return fmt(self.tr("Next to play: %1."), name)  # paused (summary, tutorial)
            return fmt(self.tr("%1 is thinking…"), name)
        if self.handover_active():
            return fmt(self.tr("Hand the computer over. Next: %1."), name)
        return self._human_turn(seat)

    def _turn(self, seat: int, text: str) -> str:
        """``text`` (an instruction to the player at the computer) after whose turn it is:
        "Your turn" for the one human at the table, else the name apart from the sentence."""
        if self.controller.human_seats() == [seat]:
            return fmt(self.tr("Your turn: %1"), text)
        return fmt(self.tr("Turn: %1 — %2"), self.controller.seats[seat].name, text)

    def _human_turn(self, seat: int) -> str:
        painter = self.board.painter
        assert painter is not None
        game = self.controller.config.game_id
        moves = self.controller.legal_moves()
        if not [m for m in moves if painter.placement(m) is not None]:
            return self._turn(seat, game_word(game, "cannot_place"))
        if self.play.selected_tile is None:
            return self._turn(seat, game_word(game, "choose"))
        count = len(self.play.targets)
        if count == 0:
            return game_word(game, "fits_nowhere")
        # "1 place(s) … click one" read as a choice among one: a single place has its own words
        text = game_word(game, "one_place") if count == 1 else game_word(game, "places", count)
        hint = painter.selection_hint()
        if hint:
            text += " " + hint
        elif any(len(m) > 1 for m in self.play.targets.values()):
            text += " " + self.tr("Where several rotations fit, R or the mouse wheel turns it.")
        return text

    def result_line(self, state: State) -> str:
        """How the game ended, in the words of its end: a one-round game (Holomino,
        Hexadomino) is won as a game, the others as a match of rounds; the box headed "End of
        the match" said "Game over" under it."""
        outcome = state.outcome()
        humans = self.controller.human_seats()
        solo = humans[0] if len(humans) == 1 else -1
        game_id = self.controller.config.game_id
        if outcome.is_draw:
            return self._draw_line(outcome.winners, max(outcome.scores), solo, game_id)
        winner = outcome.winners[0]
        points = outcome.scores[winner]
        if game_id in KRUZICI:
            return self._kruzici_winner(winner, solo, -points)
        name = self.controller.seats[winner].name
        if game_id in ONE_GAME:
            if winner == solo:
                return counted(
                    lambda k: self.tr("You win the game with %n point(s).", "", k), points
                )
            text = counted(
                lambda k: self.tr("Winner of the game: %1, with %n point(s).", "", k), points
            )
            return fmt(text, name)
        if winner == solo:
            return counted(lambda k: self.tr("You win the match with %n point(s).", "", k), points)
        text = counted(
            lambda k: self.tr("Winner of the match: %1, with %n point(s).", "", k), points
        )
        return fmt(text, name)

    def _draw_line(self, winners: tuple[int, ...], points: int, solo: int, game_id: str) -> str:
        """A draw between ``winners`` at ``points`` each, said as the end of a game or of a
        match (one sentence each: the words around "draw" change with it)."""
        seats = self.controller.seats
        one_game = game_id in ONE_GAME
        if solo in winners:
            others = language_locale().createSeparatedList(
                [seats[p].name for p in winners if p != solo]
            )
            if one_game:
                text = counted(
                    lambda k: self.tr(
                        "The game ends in a draw: you and %1 have %n point(s) each.", "", k
                    ),
                    points,
                )
            else:
                text = counted(
                    lambda k: self.tr(
                        "The match ends in a draw: you and %1 have %n point(s) each.", "", k
                    ),
                    points,
                )
            return fmt(text, others)
        # "between Ana and Bo", "tussen Ana en Bo": the language's own list, not bare commas
        names = language_locale().createSeparatedList([seats[p].name for p in winners])
        if one_game:
            text = counted(
                lambda k: self.tr("The game ends in a draw at %n point(s) each between %1.", "", k),
                points,
            )
        else:
            text = counted(
                lambda k: self.tr(
                    "The match ends in a draw at %n point(s) each between %1.", "", k
                ),
                points,
            )
        return fmt(text, names)

    def _kruzici_winner(self, winner: int, solo: int, circles: int) -> str:
        """Holandski domino's winner of the match, the last player standing, with the
        kružići he received (its score counts them as minus points: "with −2 points" said
        nothing)."""
        if winner == solo:
            return counted(
                lambda k: self.tr("You win the match, with %n kružić(i).", "dutch_domino", k),
                circles,
            )
        text = counted(
            lambda k: self.tr("Winner of the match: %1, with %n kružić(i).", "dutch_domino", k),
            circles,
        )
        return fmt(text, self.controller.seats[winner].name)

    def _move(self, result: MoveResult) -> str:
        """The move in words, as the move log names it: what it did, never an instruction."""
        words, _ = move_in_words(self.board.painter, result, self.controller.config.game_id)
        return words

    def announce(self, result: MoveResult) -> None:
        """After a move: say what the computer did (a draw or a pass leaves no trace on the
        board) or what the human scored and why."""
        self.message = ""
        mover_is_ai = self.controller.seat_is_ai(result.player)
        name = self._name(result.player)
        if self.controller.config.game_id in KRUZICI and result.points:
            # a kružić the mover received: its line says so ("+1 kružić: …"), no points
            self.message = fmt(
                self.tr("Last move — %1: %2 (%3)"), name, self._move(result), self._why(result)
            )
        elif mover_is_ai and self.controller.human_seats():
            points = result.points
            if points:
                shown = figure(points, plus=True)
                self.message = fmt(
                    self.tr("Last move — %1: %2 (%3)"), name, self._move(result), shown
                )
            else:
                self.message = fmt(self.tr("Last move — %1: %2"), name, self._move(result))
        elif not mover_is_ai and result.points:
            why = self._why(result)
            if why == str(result.points):
                why = ""
            if self.controller.human_seats() == [result.player]:
                text = self.tr("You scored %1 (%2).") if why else self.tr("You scored %1.")
                self.message = fmt(text, figure(result.points), why)
            else:
                text = self.tr("Score for %1: %2 (%3).") if why else self.tr("Score for %1: %2.")
                self.message = fmt(text, name, figure(result.points), why)

    def _name(self, seat: int) -> str:
        seats = self.controller.seats
        return seats[seat].name if 0 <= seat < len(seats) else "?"

    def _why(self, result: MoveResult) -> str:
        texts = [score_text(i) for i in result.items if i.player == result.player]
        return "; ".join(texts)
