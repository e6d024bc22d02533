"""The PySide6 user interface. Holds no rules: it asks the engine.

``main_window.py`` is the composition root; every other module is one part with a docstring
saying what it owns (``docs/architecture.md`` draws them and their signals)."""

from __future__ import annotations

import sys


def _guard_none_refcount() -> bool:
    """Work around a shiboken bug that drops references to ``None``, ``True`` and ``False``.

    PySide6 6.12.0 on Python 3.11 returns ``None`` from void methods without taking a
    reference (and loses references to ``True``/``False`` when a bool signal is emitted), so
    after some thousand calls (``setPos``, ``setText``, ``toggled``...) Python aborts with
    "none_dealloc: deallocating None" or "bool_dealloc". Since Python 3.12 these objects are
    immortal and the bug is harmless. When a probe shows the leak, we give them a reserve of
    2**40 references, which no session can use up. Returns True when the guard was needed.
    """
    if sys.version_info >= (3, 12):
        return False
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(8):
        point.setX(1.0)
    if sys.getrefcount(None) >= before:
        return False
    import ctypes

    for immortal in (None, True, False, Ellipsis, NotImplemented):
        ctypes.c_ssize_t.from_address(id(immortal)).value += 1 << 40
    return True


NONE_GUARD = _guard_none_refcount()
