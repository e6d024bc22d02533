"""The greedy reference player: the legal move that raises its own score most right now.

A yardstick for the arena (``holomino arena --players expert,greedy``), not a level people
play against: it has no judgement beyond the points a move scores at once, draws no random
numbers and breaks ties by the smallest notation (``str(move)``), so two runs on the same
position always choose the same move. The score is the game's own running score
(:meth:`State.scores`), settlements included: the move's score change is what
``apply_legal`` on a copy of the view adds to the mover's total.
"""

from __future__ import annotations

from ..engine.base import Move, State
from .base import CancelFlag, SeededPlayer, check_playable


def score_gain(view: State, move: Move) -> int:
    """How much ``move`` raises the mover's own score now (negative if it costs points)."""
    mover = view.current_player
    before = view.scores()[mover]
    after = view.clone()
    after.apply_legal(move)  # from view.legal_moves(): no need to check it again
    return after.scores()[mover] - before


class GreedyReferencePlayer(SeededPlayer):
    """The move with the largest immediate gain in own score; ties: the smallest ``str``."""

    name = "greedy"

    def choose_move(
        self,
        view: State,
        *,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> Move:
        moves = check_playable(view)
        if len(moves) == 1:
            return moves[0]
        return min(moves, key=lambda move: (-score_gain(view, move), str(move)))
