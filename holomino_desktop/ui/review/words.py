"""A reviewed move in words: the one place that turns a record's move text into what people read.

It says a move as the hints and the coach do (:func:`..move_words.describe_move`: the tile by
its numbers and where it goes, in the game's own words).
"""

from __future__ import annotations

from ...engine.base import GameError, State
from ..words.move_words import describe_move


def move_words(state_before: State, text: str) -> str:
    """``text`` (a move in notation, legal in ``state_before``) in words, then the notation."""
    try:
        move = state_before.parse_move(text)
    except GameError:
        return text
    # the notation follows, as in the hints, so a player can find the move in the log
    return f"{describe_move(state_before, move)} · {text}"
