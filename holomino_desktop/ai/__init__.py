"""AI players. They see only what their seat may see. Never imports Qt.

``make_player(level, seed=..., budget=...)`` and ``suggest_moves(view, ...)`` are the API the
game window uses (:mod:`.levels`); ``holomino arena`` is :mod:`.arena`.
"""

from .base import Player
from .levels import LEVELS, make_player, suggest_moves

__all__ = ["LEVELS", "Player", "make_player", "suggest_moves"]
