"""Announcements: what a screen reader says without the focus moving — another player's move,
the points, whose turn it is, a hint, a lesson's feedback, a friend who joined or went away.

:func:`announce` sends Qt's ``QAccessibleAnnouncementEvent`` (AT-SPI, UI Automation and
VoiceOver each pass it on to the screen reader) from the widget that has the focus in the
window of ``source``, else from that window, and keeps the last :data:`KEPT` texts in the order
said (:func:`announced`), so the window can repeat them and a test can read them.

A screen reader that does not pass announcements on (Orca 43 does not) still speaks a change of
the description of the object it is on. With :func:`set_echo` on (Settings: "Also say game
events as the board's description"), an announcement made while the focus is on a widget that
asks for it (:data:`ECHO_PROPERTY`: the board) also becomes that widget's description. It is a
setting, not always on: a screen reader that handles both would say each event twice.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication, QWidget

#: how many announcements are kept (the oldest go first)
KEPT = 200
_SAID: deque[str] = deque(maxlen=KEPT)
#: a widget with this property true takes the announcements made while it has the focus as its
#: description, when echoing is on
ECHO_PROPERTY = "echoesAnnouncements"
_ECHO = {"on": False}


def set_echo(on: bool) -> None:
    """Whether announcements also become the focused board's description (see above)."""
    _ECHO["on"] = on


def echoing() -> bool:
    return _ECHO["on"]


def _echo(widget: QWidget, text: str) -> None:
    """``text`` as ``widget``'s description: a change the screen reader speaks. The same text
    again would be no change, so it differs by a no-break space at its end."""
    if widget.accessibleDescription() == text:
        text += "\u00a0"
    widget.setAccessibleDescription(text)


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
    if _ECHO["on"] and speaker is focused and bool(speaker.property(ECHO_PROPERTY)):
        _echo(speaker, text)


def announced() -> list[str]:
    """Every text announced, oldest first (at most :data:`KEPT`)."""
    return list(_SAID)


def forget() -> None:
    """No announcement kept (a test starts afresh)."""
    _SAID.clear()


__all__ = ["ECHO_PROPERTY", "KEPT", "announce", "announced", "echoing", "forget", "set_echo"]
