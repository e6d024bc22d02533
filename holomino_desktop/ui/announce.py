"""Announcements: what a screen reader says without the focus moving — another player's move,
the points, whose turn it is, a hint, a lesson's feedback, a friend who joined or went away.

:func:`announce` sends Qt's ``QAccessibleAnnouncementEvent`` (AT-SPI, UI Automation and
VoiceOver each pass it on to the screen reader) from the widget that has the focus in the
window of ``source``, else from that window, and keeps the last :data:`KEPT` texts in the order
said (:func:`announced`), so the window can repeat them and a test can read them.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication, QWidget

#: how many announcements are kept (the oldest go first)
KEPT = 200
_SAID: deque[str] = deque(maxlen=KEPT)


def announce(source: QWidget, text: str, urgent: bool = False) -> None:
    """Have a screen reader say ``text`` now; ``urgent`` interrupts what it is saying (a move
    refused), else it waits its turn."""
    text = text.strip()
    if not text:
        return
    _SAID.append(text)
    window = source.window()
    focused = QApplication.focusWidget()
    speaker = focused if focused is not None and focused.window() is window else window
    event = QAccessibleAnnouncementEvent(speaker, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if urgent else politeness.Polite)
    QAccessible.updateAccessibility(event)


def announced() -> list[str]:
    """Every text announced, oldest first (at most :data:`KEPT`)."""
    return list(_SAID)


def forget() -> None:
    """No announcement kept (a test starts afresh)."""
    _SAID.clear()


__all__ = ["KEPT", "announce", "announced", "forget"]
