"""The uniform random player: the floor every other level must beat (and a test partner)."""

from __future__ import annotations

from ..engine.base import Move, State
from .base import CancelFlag, SeededPlayer, check_playable


class RandomPlayer(SeededPlayer):
    """Picks uniformly among the legal moves."""

    name = "random"

    def choose_move(
        self,
        view: State,
        *,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> Move:
        moves = check_playable(view)
        return moves[self.decision_rng().randrange(len(moves))]
