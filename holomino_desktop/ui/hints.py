"""Hints: the Expert searches the human's own view off the GUI thread and its move is shown on
the board (selected and aimed at), never played.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from ..engine.base import Move
from .ai_adapter import AIRunner, HintPlayer
from .controller import GameController
from .play import PlayInput
from .words.move_words import describe_hint
from .words.texts import after_colon, fmt


class Hints(QObject):
    """Runs the hint search and shows its answer through :meth:`PlayInput.show_move`."""

    def __init__(
        self,
        controller: GameController,
        play: PlayInput,
        say: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.play = play
        self.say = say
        self.hint_button = play.hint_button
        self.hint_runner = AIRunner(self)
        self.hint_runner.moveReady.connect(self._hint_ready)
        self.hint_runner.searchFailed.connect(lambda _, text: self.say(text))
        self.hint_request = -1
        #: the move the last hint showed (None: no hint shown yet)
        self.shown: Move | None = None
        self.hint_budget = 1.0  # seconds the Expert thinks for a hint (tests use less)
        self.hint_button.clicked.connect(self.ask_hint)
        play.hint_busy = self.hint_runner.is_busy
        #: answers a hint before the Expert is asked: True when it did (a tutorial's lesson
        #: step gives its own hint, so the normal game's hint never contradicts the lesson)
        self.answer_first: Callable[[], bool] = lambda: False

    def ask_hint(self) -> None:
        """Ask the Expert for a move off the GUI thread; it is shown, not played."""
        state = self.controller.state
        if state is None or self.answer_first():
            return
        if not self.controller.human_to_move() or self.hint_runner.is_busy():
            return
        if not self.controller.hints_allowed():
            self.say(self.tr("The host's table plays without hints."))
            return
        seat = state.current_player
        self.hint_request = self.hint_runner.start(HintPlayer(), state.view(seat), self.hint_budget)
        self.hint_button.setEnabled(False)
        self.say(self.tr("Looking for a good move…"))

    def cancel(self) -> None:
        self.hint_runner.cancel()

    def _hint_ready(self, request: int, move: Move) -> None:
        if request != self.hint_request or request != self.hint_runner.request:
            return
        self.hint_runner.finished()
        if not self.controller.human_to_move() or move not in self.controller.legal_moves():
            self.play.refresh_actions()
            return
        state = self.controller.state
        assert state is not None
        self.shown = move
        self.play.show_move(move)
        # in words (the tile by its numbers, or the highlighted stone, where, the points the
        # engine gives): the move is shown on the board, its tile selected in the hand
        words = describe_hint(state.view(state.current_player), move, shown=True)
        self.say(fmt(self.tr("Hint: %1"), after_colon(words)))

    def shutdown(self) -> bool:
        return self.hint_runner.shutdown()
