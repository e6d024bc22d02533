"""Interactive tutorials: lessons as data, run on the real engine and the real board.

:mod:`.lessons` reads ``resources/tutorials/<game>.json`` and judges the learner's moves;
:mod:`.positions` builds each step's position through the engine's set-up constructors;
:mod:`.progress` remembers completed steps; :mod:`.strings` holds every text for translation.
The window side is ``ui/tutorial_panel.py``.
"""

from __future__ import annotations

from .lessons import Lesson, Step, Verdict, available_lessons, judge, load_lesson
from .progress import Progress

__all__ = ["Lesson", "Progress", "Step", "Verdict", "available_lessons", "judge", "load_lesson"]
