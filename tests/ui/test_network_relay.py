"""Two real windows at one networked table through the real transit relay on 127.0.0.1: the
relay set in Settings → Network, the code with ``@relay`` typed into the real join dialog, a
relay restarted mid-game, a wrong code refused (issue 46)."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from holomino_desktop.net import relay as relay_module
from holomino_desktop.net.words import new_code
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.network import table_play, transport
from holomino_desktop.ui.network.dialogs import JoinDialog
from holomino_desktop.ui.network.transport import Lan
from holomino_desktop.ui.settings import RELAY_KEY, SettingsDialog, load_settings
from tests.net.relay_server import RelayServer, RelayWitness

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


def test_a_wrong_code_through_the_relay_finds_no_table(qtbot, pair, relay, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A mistyped code has doors of its own: no table waits there. The guest is told to check
    the code; the host spends no wrong-code try on it."""
    monkeypatch.setattr(transport, "PAIR_TIMEOUT_MS", 3000)  # a shorter search, same steps
    host, guest = pair
    with_relay(host, relay)
    with_relay(guest, relay)  # the guest's own setting: the code need not carry the relay
    lobby = open_table(host, TWO)
    right = str(lobby.code)
    wrong = right.rsplit("-", 1)[0] + ("-apple" if not right.endswith("-apple") else "-acorn")
    qtbot.waitUntil(lambda: "answers" in lobby.reach.text(), timeout=WAIT)
    dialog = join_by_relay(qtbot, guest, wrong)
    expected = (
        "No table with that code waits at the relay. Check the code, and ask the host whether "
        "the table is open."
    )
    qtbot.waitUntil(lambda: dialog.message.text() == expected, timeout=WAIT)
    assert dialog.isVisible() and dialog.join_button.isEnabled()
    assert guest.network.guest.via == relay.address
    assert guest.controller.remote is None and not lobby.start_button.isEnabled()
    assert host.network.host.table.wrong_codes == 0
    dialog.code_edit.setText(f"{right}@relay example")  # a relay that is no address
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text().startswith("The relay after @ in that code is not an address")


def test_leaving_while_waiting_at_the_relay_closes_cleanly(qtbot, pair, relay) -> None:  # type: ignore[no-untyped-def]
    """A guest waiting at the relay for a table, and a host whose door waits at a relay that
    went down, leave and their windows close (the sockets' slots did crash here once)."""
    host, guest = pair
    with_relay(host, relay)
    with_relay(guest, relay)
    dialog = join_by_relay(qtbot, guest, "7-plaid-orbit-maple-tiger")  # no such table: it waits
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
    assert dialog.code_edit.text() == invite  # typed last time: there again
    dialog.code_edit.clear()
    qtbot.keyClicks(dialog.code_edit, lobby.code_label.text())
    dialog.address_edit.clear()
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{free_tcp_port()}")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    assert guest.network.guest.via == relay.address


def test_window_doors_move_on_and_never_reuse_a_token(qtbot, pair, relay, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With one-second steps: the host window's waiting door is greeted again at each new
    step, a guest comes in through it, its connection breaks and it comes back through
    another door. The relay saw every greeting of the host's with a token of its own, and one
    pairing per token."""
    monkeypatch.setattr(relay_module, "STEP_SECONDS", 1)
    witness = RelayWitness(relay.address)
    host, guest = pair
    host.settings.setValue(RELAY_KEY, str(witness.address))
    lobby = open_table(host, TWO)
    qtbot.waitUntil(lambda: "answers" in lobby.reach.text(), timeout=WAIT)
    check = relay_module.SEARCH_WIDTH  # the new code's check greets a batch first
    qtbot.waitUntil(lambda: len(witness.greetings) >= check + 3, timeout=WAIT)  # moved twice
    dialog = join_by_relay(qtbot, guest, lobby.code_label.text())
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT)
    events: list[str] = []
    host.network.host.tableEvent.connect(lambda e: events.append(e.kind))
    guest.network.guest.socket.abort()  # the guest's connection breaks: it comes back
    qtbot.waitUntil(lambda: "back" in events, timeout=COMEBACK_WAIT)
    witness.close()
    table = relay_module.known_doors(lobby.code)
    assert table is not None
    now = relay_module.step_of(time.time())
    guest_sides = {table.token(s): table.guest_side(s) for s in range(now - 300, now + 300)}
    with witness.lock:
        paired = Counter(witness.paired)
        doors = [g for g in witness.greetings[check:] if guest_sides.get(g[0]) != g[1]]
        hosts = [token for token, _ in doors]
    assert len(paired) == 2 and set(paired.values()) == {2}  # two doors, one pairing each
    assert len(hosts) >= 4 and len(set(hosts)) == len(hosts)  # never a host's token twice


def test_a_new_code_a_live_table_holds_is_drawn_again(qtbot, pair, relay, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Two windows host at one relay, and the second draws the code of the first (a chance
    of one in millions, forced here): its door finds the live table, and the table opens
    again with another code before anyone could come in through the relay."""
    first, second = pair
    with_relay(first, relay)
    with_relay(second, relay)
    lobby = open_table(first, TWO)
    qtbot.waitUntil(lambda: "answers" in lobby.reach.text(), timeout=WAIT)
    drawn = iter([lobby.code])
    monkeypatch.setattr(table_play, "new_code", lambda: next(drawn, new_code()))
    open_table(second, TWO)
    qtbot.waitUntil(lambda: second.network.lobby.code != lobby.code, timeout=WAIT)
    again = second.network.lobby
    qtbot.waitUntil(lambda: "answers" in again.reach.text(), timeout=WAIT)
    assert first.network.host.table.wrong_codes == 0 and first.network.lobby is lobby


def test_a_relay_outage_is_said_and_the_guests_log_is_kept(qtbot, pair, relay) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated_by_relay(qtbot, host, guest, relay)
    controller = host.controller
    for _ in range(2):  # a few moves in the log
        if controller.human_to_move():
            controller.play_human(controller.legal_moves()[0])
        qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
        guest_clicks_a_move(qtbot, guest, host)
    if controller.human_to_move():
        controller.play_human(controller.legal_moves()[0])
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)  # the guest's turn
    rows = guest.widgets.log.topLevelItemCount()
    relay.stop()  # the relay goes down and stays down a while
    away = "Connection lost — reconnecting…"
    qtbot.waitUntil(lambda: guest.widgets.status.text().endswith(away), timeout=WAIT)
    assert not guest.controller.human_to_move()  # a tile cannot be placed into the void
    assert away in guest.network.chat.lines.toPlainText()
    relay.start()  # back on the same port
    qtbot.waitUntil(guest.controller.human_to_move, timeout=COMEBACK_WAIT)
    assert guest.widgets.status.text().startswith("Your turn: ")
    assert "Connected again" in guest.network.chat.lines.toPlainText()
    assert guest.widgets.log.topLevelItemCount() == rows  # the log is whole, not wiped
    assert [str(r.move) for r in guest.controller.results] == host.controller.record.moves
    guest_clicks_a_move(qtbot, guest, host)
    assert host.controller.movers[-1] == 1
