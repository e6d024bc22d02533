"""A reviewed move in words: the one place that turns a record's move text into what people read.

It says a move to make (the better move) as the hints and the coach do
(:func:`..move_words.describe_move`: the tile by its numbers and where it goes, in the game's own
words), and a move that was played in the past tense (:func:`..move_words.describe_laid`). Words
only: the review's table, its costliest moves and its chart's tooltips never show the notation.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.base import GameError, Move, State
from ..words.move_words import describe_laid, describe_move


def move_words(state_before: State, text: str) -> str:
    """``text`` (a move in notation, legal in ``state_before``) in words, as a move to make."""
    return _said(state_before, text, describe_move)


def played_words(state_before: State, text: str) -> str:
    """``text``, a move that was played, in words, in the past tense ("Placed tile 1-2-6 above
    tile 1-6-2", "Bought a tile"): a list of what happened reads no orders."""
    return _said(state_before, text, describe_laid)


def _said(state_before: State, text: str, describe: Callable[[State, Move], str]) -> str:
    try:
        move = state_before.parse_move(text)
    except GameError:  # a stored review's "best" that this game cannot read: it has no words
        return text
    return describe(state_before, move)
