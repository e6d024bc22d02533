"""The game review beside the board: score chart, win-chance line, move table, costliest moves.

``window.py`` is the window (and :func:`open_review`, what the summary dialog and the replay
viewer call); ``chart.py`` paints the chart; ``table.py`` lists the moves; ``worker.py`` runs
the analysis (``ai/review.py``) off the GUI thread; ``words.py`` puts a move into words.
"""

from .window import ReviewWindow, open_review

__all__ = ["ReviewWindow", "open_review"]
