"""Two real windows at one networked table through the real transit relay on 127.0.0.1: the
relay set in Settings → Network, the code with ``@relay`` typed into the real join dialog, a
relay restarted mid-game, a wrong code refused (issue 46)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.network.dialogs import JoinDialog
from holomino_desktop.ui.network.transport import Lan
from holomino_desktop.ui.settings import RELAY_KEY, SettingsDialog, load_settings
from tests.net.relay_server import RelayServer

from . import test_network_window as on_loopback
from .test_network_window import TWO, WAIT, guest_clicks_a_move, open_table

pair = on_loopback.pair  # the two windows of the loopback tests

#: a relay restarted: the doors try again after at most 4 s, so coming back takes a few
COMEBACK_WAIT = 30000


@pytest.fixture
def relay() -> Iterator[RelayServer]:
    server = RelayServer()
    yield server
    server.stop()


def free_tcp_port() -> int:
    server = QTcpServer()
    server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = int(server.serverPort())
    server.close()
    return port


def with_relay(window: MainWindow, relay: RelayServer) -> None:
    window.settings.setValue(RELAY_KEY, str(relay.address))


def join_by_relay(qtbot, guest: MainWindow, invite: str) -> JoinDialog:  # type: ignore[no-untyped-def]
    """The guest types the whole invite (code@relay) and no address: the relay only."""
    dialog = guest.network.join_table_dialog()
    qtbot.keyClicks(dialog.code_edit, invite)
    assert dialog.address_edit.text() == ""
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Marek")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    return dialog


def seated_by_relay(qtbot, host: MainWindow, guest: MainWindow, relay: RelayServer):  # type: ignore[no-untyped-def]
    with_relay(host, relay)
    lobby = open_table(host, TWO)
    invite = lobby.code_label.text()
    assert invite == f"{lobby.code}@{relay.address}"
    qtbot.waitUntil(lambda: "answers" in lobby.reach.text(), timeout=WAIT)
    dialog = join_by_relay(qtbot, guest, invite)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT)  # seated: it closes
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=WAIT)
    assert guest.network.guest.via == relay.address  # not the LAN: it was never given
    return lobby


def answer_settings(qtbot, window: MainWindow, text: str) -> list[str]:  # type: ignore[no-untyped-def]
    """Edit → Settings…: type ``text`` as the relay and press OK; what the dialog said, and
    whether OK closed it."""
    said: list[str] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        dialog.relay.clear()
        qtbot.keyClicks(dialog.relay, text)
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        said.append(dialog.relay_message.text())
        said.append("open" if dialog.isVisible() else "closed")
        if dialog.isVisible():
            dialog.reject()

    QTimer.singleShot(0, fill)
    window.comfort.settings_dialog()
    return said


def test_settings_network_page_stores_and_checks_the_relay(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, _ = pair
    assert load_settings(host.settings).settings.relay == ""  # LAN only by default
    message, state = answer_settings(qtbot, host, "relay example.org:99999")
    assert state == "open" and message.startswith("That is not a relay address")
    assert host.settings.value(RELAY_KEY) in (None, "")
    message, state = answer_settings(qtbot, host, " relay.example.org ")
    assert (message, state) == ("", "closed")
    again = QSettings(host.settings.fileName(), QSettings.Format.IniFormat)
    assert load_settings(again).settings.relay == "relay.example.org:4001"
    message, state = answer_settings(qtbot, host, "")
    assert state == "closed" and load_settings(host.settings).settings.relay == ""


def test_the_lobby_says_lan_only_without_a_relay(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, _ = pair
    setup = host.network.host_dialog()  # Game → Play with friends → Host a table
    assert setup.reach.isVisible()
    assert setup.reach.text().startswith("LAN only: friends on your network can join.")
    setup.reject()
    host.settings.setValue(RELAY_KEY, "relay.example.org:4001")
    setup = host.network.host_dialog()
    assert setup.reach.text().endswith("through the relay relay.example.org:4001.")
    setup.reject()
    host.settings.setValue(RELAY_KEY, "")
    lobby = open_table(host, TWO)
    assert lobby.code_label.text() == str(lobby.code)  # no @: nobody else is to be reached
    assert lobby.reach.text().startswith("LAN only: friends on your network can join.")
    assert host.network.host.door is None


def test_a_guest_window_plays_through_the_relay_only(qtbot, pair, relay) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated_by_relay(qtbot, host, guest, relay)
    controller = host.controller
    for _ in range(2):
        if controller.human_to_move():
            controller.play_human(controller.legal_moves()[0])
        qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
        guest_clicks_a_move(qtbot, guest, host)
    assert host.controller.movers.count(1) >= 2
    qtbot.keyClicks(guest.network.chat.entry, "hello through the relay")
    qtbot.keyClick(guest.network.chat.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: "Marek: hello through the relay" in host.network.chat.lines.toPlainText(),
        timeout=WAIT,
    )


def test_a_relay_restarted_mid_game_both_windows_resume(qtbot, pair, relay) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = seated_by_relay(qtbot, host, guest, relay)
    events: list[str] = []
    host.network.host.tableEvent.connect(lambda e: events.append(e.kind))
    card = host.seats_view.seat_cards[1]
    assert card.kind.text() == "Friend"
    relay.restart()  # every relayed connection breaks
    qtbot.waitUntil(lambda: "away" in events, timeout=WAIT)
    qtbot.waitUntil(lambda: "back" in events[events.index("away") :], timeout=COMEBACK_WAIT)
    qtbot.waitUntil(lambda: card.kind.text() == "Friend", timeout=WAIT)
    assert "Marek is away." in host.network.chat.lines.toPlainText()
    assert not guest.network.chat.reconnect_button.isVisible()
    assert guest.network.guest.came_back and "answers" in lobby.reach.text()
    controller = host.controller
    if controller.human_to_move():
        controller.play_human(controller.legal_moves()[0])
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
    guest_clicks_a_move(qtbot, guest, host)
    assert host.controller.movers[-1] == 1


def test_a_wrong_code_through_the_relay_is_refused(qtbot, pair, relay) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    with_relay(host, relay)
    with_relay(guest, relay)  # the guest's own setting: the code need not carry the relay
    lobby = open_table(host, TWO)
    right = str(lobby.code)
    wrong = right.rsplit("-", 1)[0] + ("-apple" if not right.endswith("-apple") else "-acorn")
    qtbot.waitUntil(lambda: "answers" in lobby.reach.text(), timeout=WAIT)
    dialog = join_by_relay(qtbot, guest, wrong)
    expected = "The table refused that code. Check it and try again."
    qtbot.waitUntil(lambda: dialog.message.text() == expected, timeout=WAIT)
    assert dialog.isVisible() and dialog.join_button.isEnabled()
    assert guest.network.guest.via == relay.address
    assert guest.controller.remote is None and not lobby.start_button.isEnabled()
    dialog.code_edit.setText(f"{right}@relay example")  # a relay that is no address
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text().startswith("The relay after @ in that code is not an address")


def test_leaving_while_waiting_at_the_relay_closes_cleanly(qtbot, pair, relay) -> None:  # type: ignore[no-untyped-def]
    """A guest waiting at the relay for a table, and a host whose door waits at a relay that
    went down, leave and their windows close (the sockets' slots did crash here once)."""
    host, guest = pair
    with_relay(host, relay)
    with_relay(guest, relay)
    dialog = join_by_relay(qtbot, guest, "7-plaid-orbit-maple-tiger")  # no such table: it waits there
    lobby = open_table(host, TWO)
    qtbot.waitUntil(lambda: "answers" in lobby.reach.text(), timeout=WAIT)
    relay.stop()
    qtbot.waitUntil(lambda: "does not answer" in lobby.reach.text(), timeout=WAIT)
    dialog.reject()
    lobby.reject()  # the host closes the table
    assert host.network.host is None and guest.network.guest is None
    qtbot.wait(300)


def test_the_lan_address_is_tried_first_and_the_relay_next(qtbot, pair, relay) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    with_relay(host, relay)
    lobby = open_table(host, TWO)
    invite = lobby.code_label.text()
    qtbot.waitUntil(lambda: "answers" in lobby.reach.text(), timeout=WAIT)
    dialog = guest.network.join_table_dialog()
    qtbot.keyClicks(dialog.code_edit, invite)
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{host.network.host.port}")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    assert guest.network.guest.via == Lan("127.0.0.1", host.network.host.port)  # the LAN
    guest.network.leave()
    lobby.reject()
    # a table again, and an address where nothing listens: the relay next, without a word
    lobby = open_table(host, TWO)
    qtbot.waitUntil(lambda: "answers" in lobby.reach.text(), timeout=WAIT)
    dialog = guest.network.join_table_dialog()
    qtbot.keyClicks(dialog.code_edit, lobby.code_label.text())
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{free_tcp_port()}")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    assert guest.network.guest.via == relay.address
