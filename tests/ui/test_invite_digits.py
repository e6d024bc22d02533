"""An invite code read out in any language: a window in Dutch, Polish or Serbian shows its
table's code in digits (English words would have to be read aloud in English), and the digits,
pasted into a window in English, join the same table."""

# ruff: noqa: F811 (the tests take the pair fixture of test_network_window by its name)
from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from holomino_desktop.net.words import parse_code
from holomino_desktop.ui.words import i18n

from .test_network_window import TWO, WAIT, open_table, pair, type_and_join  # noqa: F401

DIGITS = re.compile(r"\d{1,3}(?:-\d{3}){4}")


def test_a_serbian_host_shows_digits_that_an_english_guest_joins_with(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    i18n.set_language("sr")
    try:
        lobby = open_table(host, TWO)
        shown = lobby.code_label.text()
        assert DIGITS.fullmatch(shown), shown  # no English word on a Serbian screen
        qtbot.mouseClick(lobby.copy_button, Qt.MouseButton.LeftButton)
        assert QGuiApplication.clipboard().text() == shown
        assert parse_code(shown) == lobby.code  # the same code as the words
    finally:
        i18n.set_language("en")
    lobby.retranslate_ui()
    assert lobby.code_label.text() == str(lobby.code)  # in English: the words again
    type_and_join(qtbot, guest, shown, host.network.host.port)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)


def test_the_join_dialog_teaches_the_digits_in_another_language(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    """A code that is none, typed in a Polish window: the answer's example is digits, and
    the placeholder too."""
    _, guest = pair
    i18n.set_language("pl")
    try:
        dialog = type_and_join(qtbot, guest, "7-plaid-orbit", 9)
        said = dialog.message.text()
        assert DIGITS.search(said) and "plaid" not in said, said
        assert DIGITS.match(dialog.code_edit.placeholderText())
    finally:
        i18n.set_language("en")
