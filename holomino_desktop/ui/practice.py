"""Practice from the menus: :func:`open_practice` opens the kept exercises of a game.

The window and the kept sets are ``ui/review/practice.py`` (the review window makes the
exercises with its "Practise these moves"); this is the door a menu calls.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .review.practice import PracticeWindow, load_practice, show_practice


def open_practice(parent: QWidget | None, game_id: str) -> PracticeWindow:
    """Open the kept practice set of ``game_id`` (its unsolved exercises first; a window that
    says how to make some when none are kept; a damaged file set aside and said so)."""
    kept, notice = load_practice(game_id)
    return show_practice(kept, parent, notice)
