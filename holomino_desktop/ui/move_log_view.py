"""The move log: one line per result of the controller (who played what, and every score item
with who it went to), notes at the end of a round and of the game.

:class:`MoveLogView` draws from ``GameController.results`` alone: a move adds its line, a new
game or a restored position (undo, redo, a loaded file) draws the whole list again, and so does
a language switch (:meth:`MoveLogView.render`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..engine.base import MoveResult, State
from .controller import GameController
from .engine_texts import move_text, score_text
from .game_words import game_word
from .texts import fmt
from .widgets.seats import SEAT_COLOURS, MoveLog


class MoveLogView(QObject):
    """Keeps ``log`` in step with the controller's results."""

    def __init__(
        self, controller: GameController, log: MoveLog, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.log = log

    def render(self) -> None:
        """Draw the whole log again (a new game, a restored position, another language)."""
        self.log.clear()
        for number, result in enumerate(self.controller.results, start=1):
            self.add(number, result)

    def move_applied(self, result: MoveResult, _before: State) -> None:
        self.add(len(self.controller.results), result)

    def _name(self, seat: int) -> str:
        seats = self.controller.seats
        return seats[seat].name if seat < len(seats) else "?"

    def add(self, number: int, result: MoveResult) -> None:
        """The line of move ``number`` (1 = the first) and the notes it ends with."""
        lines = [
            fmt(
                self.tr("%1: %2"),
                self._name(result.player),
                move_text(result.move, self.controller.config.game_id),
            )
        ]
        tips = []
        for item in result.items:
            text = score_text(item)
            if item.player != result.player:
                text = fmt(self.tr("%1: %2"), self._name(item.player), text)
            lines.append("   " + text)
            tips.append(text)
        points = result.points
        shown = f"+{points}" if points > 0 else (str(points) if points else "")
        colour = SEAT_COLOURS[result.player % len(SEAT_COLOURS)]
        self.log.add_move(number, "\n".join(lines), shown, colour, "\n".join(tips))
        if "round_end" in result.events and "game_end" not in result.events:
            self.log.add_note(game_word(self.controller.config.game_id, "round_end"))
        if "game_end" in result.events:
            self.log.add_note(self.tr("End of the game"))
