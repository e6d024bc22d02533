"""Two real windows at one networked table over loopback: a host and a guest, joined by the
code typed into the real join dialog (issue 45)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtWidgets import QDialogButtonBox

from holomino_desktop.engine.record import GameRecord
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.network.dialogs import HostLobbyDialog, JoinDialog
from holomino_desktop.ui.words import i18n

from .helpers import click_rack, click_target

LOOPBACK = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
WAIT = 10000  # ms: a bound on every wait


def free_udp_port() -> int:
    socket = QUdpSocket()
    socket.bind(LOOPBACK, 0)
    port = int(socket.localPort())
    socket.close()
    return port


def make_window(qtbot, tmp_path: Path, name: str) -> MainWindow:  # type: ignore[no-untyped-def]
    store = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    store.setValue("animation", "off")
    window = MainWindow(store, start=False)
    # leaves its table before it closes (a host closing mid-game would ask first)
    qtbot.addWidget(window, before_close_func=lambda w: w.network.shutdown())
    window.setProperty("quiet_end", True)
    window.controller.ai_delay_ms = 0
    window.resize(1280, 800)
    window.show()
    return window


@pytest.fixture
def pair(qtbot, tmp_path: Path) -> Iterator[tuple[MainWindow, MainWindow]]:  # type: ignore[no-untyped-def]
    """A host window and a guest window; the table listens and announces on loopback only."""
    host, guest = make_window(qtbot, tmp_path, "host"), make_window(qtbot, tmp_path, "guest")
    announce = free_udp_port()
    host.network.bind_address, host.network.port = LOOPBACK, 0
    host.network.announce_target, host.network.announce_port = LOOPBACK, announce
    guest.network.announce_port = announce
    yield host, guest
    for window in (guest, host):
        window.network.shutdown()
        assert window.controller.shutdown()
    i18n.set_language("en")


def open_table(host: MainWindow, seats: list[SeatConfig], game: str = "square_domino"):  # type: ignore[no-untyped-def]
    lobby = host.network.open_table(GameConfig(game, {}, seats))
    assert isinstance(lobby, HostLobbyDialog)
    return lobby


def type_and_join(qtbot, guest: MainWindow, code: str, port: int) -> JoinDialog:  # type: ignore[no-untyped-def]
    dialog = guest.network.join_table_dialog()
    dialog.code_edit.clear()  # (what was typed last time is there again)
    qtbot.keyClicks(dialog.code_edit, code)
    dialog.address_edit.clear()
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{port}")
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Marek")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    return dialog


def open_with_dialog(qtbot, host: MainWindow) -> HostLobbyDialog:  # type: ignore[no-untyped-def]
    """Game → Play with friends → Host a table: square domino, you and a friend to come."""
    dialog = host.network.host_dialog()
    dialog.game.setCurrentIndex(dialog.game.findData("square_domino"))
    assert dialog.seat_rows[0][1].text() == "Host"  # not "You": the others see this name
    dialog.seat_rows[0][1].setText("Ana")
    assert dialog.seat_rows[1][2].currentData() == "friend"
    assert dialog.hold.value() == 2  # minutes a dropped friend's seat waits by default
    dialog.hold.setValue(3)
    dialog.stand_in.setCurrentIndex(dialog.stand_in.findData("random"))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "&Open the table"
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    lobby = host.network.lobby
    assert isinstance(lobby, HostLobbyDialog) and lobby.isVisible()
    table = host.network.host.table
    assert (table.hold, table.stand_in) == (180.0, "random")
    return lobby


def seated(qtbot, host: MainWindow, guest: MainWindow, seats: list[SeatConfig] | None = None):  # type: ignore[no-untyped-def]
    """Open a table (through the host's dialog unless ``seats`` are given), join it by its
    code, press Start; the lobby."""
    lobby = open_table(host, seats) if seats else open_with_dialog(qtbot, host)
    port = host.network.host.port
    type_and_join(qtbot, guest, str(lobby.code), port)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=WAIT)
    return lobby


TWO = [SeatConfig("Ana"), SeatConfig("Friend", "friend")]


def guest_clicks_a_move(qtbot, guest: MainWindow, host: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The guest plays one move with the real rack and board (or a real action button)."""
    plies = len(host.controller.record.moves)
    for _ in range(100):  # what the table said last (the seats after a rejoin) may still come
        qtbot.wait(50)
        if _click_a_move(qtbot, guest):
            break
    qtbot.waitUntil(lambda: len(host.controller.record.moves) > plies, timeout=WAIT)


def _click_a_move(qtbot, guest: MainWindow) -> bool:  # type: ignore[no-untyped-def]
    """Click a rack tile and a place it fits, else an enabled action button; False: none yet."""
    play = guest.play
    for index in range(len(guest.widgets.rack.buttons)):
        click_rack(qtbot, guest, index)
        if play.targets:
            click_target(qtbot, guest, next(iter(play.targets)))
            return True
    button = next((b for b in play.action_buttons.values() if b.isEnabled()), None)
    if button is None:
        return False
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return True


def test_a_whole_game_over_loopback_joined_by_a_typed_code(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest)  # through the real host dialog
    assert guest.network.local_seat == 1
    assert [s.name for s in host.controller.seats] == ["Ana", "Marek"]
    rng, clicked = random.Random(5), False
    windows = (host, guest)
    for _ in range(400):  # a square domino match is some 70 moves
        qtbot.waitUntil(
            lambda: (
                host.controller.state.is_terminal()
                or any(w.controller.human_to_move() or w.summaries.summary for w in windows)
            ),
            timeout=WAIT,
        )
        if host.controller.state.is_terminal():
            break
        summaries = [w.summaries.summary for w in windows if w.summaries.summary is not None]
        if summaries:  # a round's end: each player closes its summary
            summaries[0].accept()
            continue
        window = next(w for w in windows if w.controller.human_to_move())
        if window is guest and not clicked:
            guest_clicks_a_move(qtbot, guest, host)
            clicked = True
            continue
        plies = len(host.controller.record.moves)
        window.controller.play_human(rng.choice(window.controller.legal_moves()))
        qtbot.waitUntil(lambda n=plies: len(host.controller.record.moves) > n, timeout=WAIT)
    qtbot.waitUntil(lambda: guest.controller.record is not None, timeout=WAIT)
    assert clicked
    assert guest.controller.state.is_terminal()
    # every seat gets the full record: the very moves the host played, replayable to the end
    record = guest.controller.record
    assert record.moves == host.controller.record.moves
    assert record.seed == host.controller.record.seed
    final, _ = GameRecord.from_json(record.to_json()).replay()
    assert final.scores() == host.controller.state.scores()
    assert not guest.comfort.undo_action.isEnabled()
    assert guest.network.chat.rematch_button.isVisible()
    assert host.network.chat.rematch_button.isVisible()


def test_the_guest_sees_its_own_rack_and_counts_of_the_others(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    true = host.controller.state
    view = guest.controller.state
    assert view.viewer == 1
    painter = guest.board.painter
    assert painter.hand(view, 1) == host.board.painter.hand(true, 1)
    assert len(painter.hand(view, 0)) == len(host.board.painter.hand(true, 0))
    shown = [b.tile for b in guest.widgets.rack.buttons]
    assert sorted(shown) == sorted(host.board.painter.hand(true, 1))


def test_undo_at_a_networked_table_is_never_taken_back_alone(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    controller = host.controller
    if not controller.human_to_move():
        guest_clicks_a_move(qtbot, guest, host)
    controller.play_human(controller.legal_moves()[0])
    qtbot.waitUntil(lambda: len(controller.record.moves) >= 1, timeout=WAIT)
    moves = list(controller.record.moves)
    assert not host.history.undo()  # the local rewind is off: only the table takes back
    assert host.history.can_undo()  # Edit → Undo asks the others (tests/ui/test_network_undo)
    host.comfort.undo_action.trigger()
    assert controller.record.moves == moves
    assert host.network.host.table.undo is not None


def test_a_networked_game_is_not_autosaved(qtbot, pair, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from holomino_desktop.ui import persistence

    written: list[object] = []
    monkeypatch.setattr(persistence, "write_autosave", lambda *args: written.append(args))
    host, guest = pair
    host.files.autosave_enabled = True
    seated(qtbot, host, guest, TWO)
    controller = host.controller
    if not controller.human_to_move():
        guest_clicks_a_move(qtbot, guest, host)
    qtbot.waitUntil(controller.human_to_move, timeout=WAIT)
    controller.play_human(controller.legal_moves()[0])
    qtbot.waitUntil(lambda: len(controller.record.moves) >= 1, timeout=WAIT)
    assert written == []


def test_chat_appears_on_the_other_window(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    assert guest.network.chat.isVisible() and host.network.chat.isVisible()
    qtbot.keyClicks(guest.network.chat.entry, "hello <b>host</b>")
    qtbot.mouseClick(guest.network.chat.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: "Marek: hello <b>host</b>" in host.network.chat.lines.toPlainText(), timeout=WAIT
    )
    qtbot.keyClicks(host.network.chat.entry, "hi Marek")
    qtbot.keyClick(host.network.chat.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ana: hi Marek" in guest.network.chat.lines.toPlainText(), timeout=WAIT)
    for line in range(6):  # more lines at once than the table lets through
        guest.network.send_chat(f"line {line}")
    expected = "Too many chat lines at once: wait a moment."
    qtbot.waitUntil(lambda: guest.status_line.message == expected, timeout=WAIT)


AWAY_WORDS = {
    "en": ("Friend", "Away", "Away · the computer plays", "Marek is away."),
    "pl": ("Gość", "Poza stołem", "Poza stołem · gra komputer", "Marek jest poza stołem."),
}


@pytest.mark.parametrize("code", sorted(AWAY_WORDS))
def test_a_dropped_guest_is_away_then_played_by_the_computer(qtbot, pair, code: str) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    i18n.set_language(code)
    friend, away, stand_in, note = AWAY_WORDS[code]
    seated(qtbot, host, guest, TWO)
    card = host.seats_view.seat_cards[1]
    assert card.kind.text() == friend
    table = host.network.host.table
    table.hold = 0.3  # the host's hold time, short for the test
    guest.network.guest.socket.abort()  # the guest's connection breaks
    qtbot.waitUntil(lambda: card.kind.text() == away, timeout=WAIT)
    assert note in host.network.chat.lines.toPlainText()
    qtbot.waitUntil(lambda: card.kind.text() == stand_in, timeout=WAIT)
    # the stand-in plays the seat's turns: the host's moves are answered
    controller = host.controller
    for _ in range(3):
        qtbot.waitUntil(controller.human_to_move, timeout=WAIT)
        controller.play_human(controller.legal_moves()[0])
    qtbot.waitUntil(lambda: 1 in host.controller.movers, timeout=WAIT)


def test_a_dropped_guest_takes_the_seat_back(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    card = host.seats_view.seat_cards[1]
    guest.network.guest.socket.abort()
    qtbot.waitUntil(lambda: card.kind.text() == "Away", timeout=WAIT)
    button = guest.network.chat.reconnect_button
    qtbot.waitUntil(button.isVisible, timeout=WAIT)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: card.kind.text() == "Friend", timeout=WAIT)
    assert guest.network.local_seat == 1 and not button.isVisible()
    assert host.network.host.table.free_seats() == 0
    # the seat plays on: a move of the guest reaches the host
    controller = host.controller
    if controller.human_to_move():
        controller.play_human(controller.legal_moves()[0])
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
    guest_clicks_a_move(qtbot, guest, host)
    assert host.controller.movers[-1] == 1


def test_a_wrong_code_is_refused_with_a_clear_message(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = open_table(host, TWO)
    right = str(lobby.code)
    wrong = right.rsplit("-", 1)[0] + ("-apple" if not right.endswith("-apple") else "-acorn")
    dialog = type_and_join(qtbot, guest, wrong, host.network.host.port)
    expected = "The table refused that code. Check it and try again."
    qtbot.waitUntil(lambda: dialog.message.text() == expected, timeout=WAIT)
    assert dialog.isVisible() and dialog.join_button.isEnabled()
    assert guest.controller.remote is None
    assert not lobby.start_button.isEnabled()
    # not a code at all: said at once, nothing sent
    dialog.code_edit.setText("hello")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert dialog.message.text().startswith("That is not an invite code")


def test_a_table_announced_on_loopback_is_listed_without_its_code(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = open_table(host, TWO)
    dialog = guest.network.join_table_dialog()
    qtbot.waitUntil(lambda: dialog.tables.count() == 1, timeout=WAIT)
    item = dialog.tables.item(0)
    assert "Ana" in item.text() and "free seats: 1" in item.text()
    assert not any(word in item.text() for word in lobby.code.words)
    datagram = host.network.announcer.datagram.decode()
    assert not any(word in datagram for word in lobby.code.words)
    # picked from the list, only the code is typed
    dialog.tables.setCurrentRow(0)
    assert dialog.address_edit.text() == f"127.0.0.1:{host.network.host.port}"
    dialog.address_edit.clear()
    qtbot.keyClicks(dialog.code_edit, str(lobby.code))
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)


def test_the_host_leaving_tells_the_guest(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    host.network.leave()
    qtbot.waitUntil(lambda: guest.network.closed_box is not None, timeout=WAIT)
    box = guest.network.closed_box
    assert box.isVisible() and box.text().startswith("The host closed the table.")
    assert guest.status_line.message == "The host closed the table."


def test_a_rematch_opens_the_same_table_again_and_the_guest_rejoins(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = seated(qtbot, host, guest, TWO)
    code, port, seed = lobby.code, host.network.host.port, host.controller.record.seed
    host.restart()  # what the end summary's New match does
    again = host.network.lobby
    assert isinstance(again, HostLobbyDialog)
    assert again.code == code and host.network.host.port == port
    qtbot.waitUntil(lambda: guest.network.guest.session.closed == "host_left", timeout=WAIT)
    guest.network.rematch()
    qtbot.waitUntil(again.start_button.isEnabled, timeout=WAIT)
    qtbot.mouseClick(again.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.controller.remote is guest.network, timeout=WAIT)
    assert host.controller.record.seed != seed and host.controller.record.moves == []
    qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=WAIT)
    assert guest.controller.state.viewer == 1


def test_a_guest_pressing_rematch_first_waits_for_the_hosts_table(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = seated(qtbot, host, guest, TWO)
    guest.network.rematch()  # the old table has no free seat: the guest waits and tries again
    waiting = "Waiting for the host to open the table again…"
    qtbot.waitUntil(lambda: waiting in guest.network.chat.lines.toPlainText(), timeout=WAIT)
    host.network.rematch()
    again = host.network.lobby
    assert again is not lobby and again.code == lobby.code
    qtbot.waitUntil(again.start_button.isEnabled, timeout=WAIT)


def test_a_guest_window_restarted_takes_its_seat_back(qtbot, pair, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = seated(qtbot, host, guest, TWO)
    card = host.seats_view.seat_cards[1]
    guest.network.guest.socket.abort()  # the guest's program ends without a word
    qtbot.waitUntil(lambda: card.kind.text() == "Away", timeout=WAIT)
    again = make_window(qtbot, tmp_path, "guest")  # started again, with its own settings
    try:
        type_and_join(qtbot, again, str(lobby.code), host.network.host.port)
        qtbot.waitUntil(lambda: card.kind.text() == "Friend", timeout=WAIT)
        qtbot.waitUntil(lambda: again.network.local_seat == 1, timeout=WAIT)  # (the welcome)
        assert "That table has no free seat." not in again.network.chat.lines.toPlainText()
    finally:
        again.network.shutdown()
        assert again.controller.shutdown()
