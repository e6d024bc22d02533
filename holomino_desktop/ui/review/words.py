"""A reviewed move in words: the one place that turns a record's move text into what people read.

Until ``ui/move_words.py`` (``describe_move(state_before, move)``) lands, this says a move as
the move log does (:func:`..engine_texts.move_text`); swap the call here and nowhere else.
"""

from __future__ import annotations

from ...engine.base import GameError, State
from ..engine_texts import move_text


def move_words(state_before: State, text: str) -> str:
    """``text`` (a move in notation, legal in ``state_before``) as the hints and the log say it."""
    try:
        move = state_before.parse_move(text)
    except GameError:
        return text
    return move_text(move)
