"""A real guest window at a hostile host's table (a test's host on 127.0.0.1, the right code,
the real protocol): the host first sends a true view, which the window shows, then a view no
engine made. The window raises nothing, says what happened, keeps working and closes."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n

from ..net.hostile import HostileHost, payload, real_messages
from .test_network_window import WAIT, make_window

CANNOT_USE = "The host sent something this program cannot use."
SAID = {
    "en": CANNOT_USE,
    "pl": "Gospodarz przysłał dane, których ten program nie rozumie.",
}


def _string_hands(state: dict[str, Any]) -> None:
    state["view"]["f"]["hands"] = ["abc", "def"]


def _huge_stone(state: dict[str, Any]) -> None:
    state["view"]["f"]["hands"][1][0] = 2**34


def _wrong_seat_list(state: dict[str, Any]) -> None:
    state["seats"] = [{"name": 5}, ["Ana"]]


#: the game whose table is hostile, and what its host does to the view it sends
FAULTS: dict[str, tuple[str, Callable[[dict[str, Any]], None]]] = {
    "string_hands": ("holomino", _string_hands),  # open hands: the seat cards paint them
    "huge_stone_id": ("hexadomino", _huge_stone),
    "wrong_seat_list": ("square_domino", _wrong_seat_list),
}


@pytest.fixture
def guest(qtbot, tmp_path: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, tmp_path, "guest")
    yield window
    window.network.shutdown()
    assert window.controller.shutdown()
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("fault", "language"), [(fault, "en") for fault in sorted(FAULTS)] + [("string_hands", "pl")]
)
def test_a_hostile_host_cannot_crash_the_guest_window(  # type: ignore[no-untyped-def]
    qtbot, guest: MainWindow, fault: str, language: str
) -> None:
    i18n.set_language(language)
    said = SAID[language]
    game, tamper = FAULTS[fault]
    welcome, state = real_messages(game, seat=1)
    bad = copy.deepcopy(state)
    tamper(bad)
    script = lambda join: [payload(welcome), payload(state), 0.5, payload(bad)]  # noqa: E731
    with HostileHost(script) as host:
        dialog = guest.network.join_table_dialog()
        qtbot.keyClicks(dialog.code_edit, str(host.code))
        qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{host.port}")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=WAIT)
        shown = guest.controller.state
        assert shown.game.id == game and shown.viewer == 1  # the true view is on the table
        qtbot.waitUntil(lambda: guest.status_line.message == said, timeout=WAIT)
    assert said in guest.network.chat.lines.toPlainText()
    assert guest.network.guest.session.closed.startswith("bad_host")
    assert guest.controller.state is shown  # the bad view never reached the window
    guest.grab()  # every part paints what it shows
    # the window goes on: a new game against the computer plays
    guest.controller.new_game(
        GameConfig("holomino", {}, [SeatConfig("Ana"), SeatConfig("CPU", "ai", "random")])
    )
    controller = guest.controller
    qtbot.waitUntil(controller.human_to_move, timeout=WAIT)
    controller.play_human(controller.legal_moves()[0])
    qtbot.waitUntil(lambda: len(controller.record.moves) >= 1, timeout=WAIT)
    guest.grab()
    guest.close()
