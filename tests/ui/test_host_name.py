"""The host of a networked table is named in the window's language, with one word per
language: the default name every guest sees ("Gospodarz", "Domaćin", never the English
"Host"), the seat badge and every sentence about the host say the same word."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

import tests.test_translations as checks
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n


@pytest.fixture(autouse=True)
def back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("code", "host"),
    [
        ("en", "Host"),
        ("nl", "Host"),
        ("pl", "Gospodarz"),
        ("sr", "Domaćin"),
        ("sr_Cyrl", "Домаћин"),
    ],
)
def test_a_host_table_names_the_host_in_the_windows_language(
    window: MainWindow, code: str, host: str
) -> None:
    """Game → Play with friends → Host a table: the host's own seat is named for the guests."""
    i18n.set_language(code)
    QApplication.processEvents()
    dialog = window.network.host_dialog()
    try:
        assert dialog.seat_rows[0][1].text() == host
    finally:
        dialog.reject()


#: per language, the words its messages could use for the host; the first is the one they use
#: (Dutch keeps the borrowed "host", lower case in a sentence). ``host:port`` is an address.
HOST_WORDS = {
    "nl": {
        "host": r"\bhost\b(?!:)",
        "gastheer": r"\bgast(heer|vrouw)",
        "organisator": r"\borganisator",
    },
    "pl": {
        "gospodarz": r"\bgospodarz",
        "osoba prowadząca": r"\bprowadząc|\bprowadzi stół",
        "host": r"\bhost\b(?!:)",
        "gospodyni": r"\bgospodyn",
    },
    "sr": {
        "domaćin": r"\bdomaćin",
        "osoba koja je otvorila sto": r"\bkoj\w* je otvori\w* sto",
        "vodi sto": r"\bvodi sto\b",
        "host": r"\bhost\b(?!:)",
    },
}  # fmt: skip


@pytest.mark.parametrize("code", HOST_WORDS)
def test_each_language_names_the_host_with_one_word(code: str) -> None:
    words = HOST_WORDS[code]
    used: dict[str, list[str]] = {}
    for _, message in checks.messages(code):
        for text in checks.translations(message):
            for word, pattern in words.items():
                if re.search(pattern, text, re.IGNORECASE):
                    used.setdefault(word, []).append(text)
    assert set(used) == {next(iter(words))}, used
