"""A guest's window at a networked table, two real windows (and a headless host) on 127.0.0.1:
Start begins the game for everyone, the move log and the round summary are the host's after an
undo and after every reconnect, the seat is offered back after a crash, a lost connection is
said and holds the seat's moves, a match played out ends cleanly."""
# ruff: noqa: F811 (the tests take the pair fixture of test_network_window by its name)

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QTextCursor

from holomino_desktop.engine.record import load_record
from holomino_desktop.ui.controller import SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.network.dialogs import closed_text
from holomino_desktop.ui.network.seat_memory import kept_seat
from holomino_desktop.ui.widgets.seats import WHOLE_TEXT
from holomino_desktop.ui.words import i18n
from holomino_desktop.ui.words.texts import game_name
from tests.net.test_processes import read_line

from .test_network_agreement import _both_moved, _button, _guest_asks
from .test_network_window import (  # noqa: F401 (pair: the fixture)
    TWO,
    WAIT,
    guest_clicks_a_move,
    make_window,
    open_table,
    pair,
    seated,
    type_and_join,
)

WAITING = "Waiting for the host to start the game…"


def log_rows(window: MainWindow) -> list[tuple[str, str, str]]:
    """The move log as it is shown: number, words, points of every row (notes included).
    The words are taken before they were wrapped to the column: two windows may give the log
    columns of different widths (a seat's panel), so the same words break at other places."""
    log = window.widgets.log
    items = (log.topLevelItem(i) for i in range(log.topLevelItemCount()))
    return [
        (item.text(0), item.data(1, WHOLE_TEXT) or item.text(1), item.text(2))
        for item in items
        if item is not None
    ]


def same_log(qtbot, guest: MainWindow, host: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The guest's window shows every move the host's does (waits until the last arrived)."""
    plies = len(host.controller.record.moves)
    qtbot.waitUntil(lambda: len(guest.controller.results) == plies, timeout=WAIT)
    assert log_rows(guest) == log_rows(host)
    assert [str(r.move) for r in guest.controller.results] == host.controller.record.moves


def play_moves(qtbot, host: MainWindow, guest: MainWindow, count: int, rng) -> None:  # type: ignore[no-untyped-def]
    """``count`` moves, each by the window whose seat is to move (round summaries closed as
    they open: each window's opens when its own copy of the move arrives)."""
    windows = (host, guest)

    def someone_to_move() -> bool:
        for window in windows:
            if window.summaries.summary is not None:
                window.summaries.summary.accept()
        return any(w.controller.human_to_move() for w in windows)

    for _ in range(count):
        qtbot.waitUntil(someone_to_move, timeout=WAIT)
        window = next(w for w in windows if w.controller.human_to_move())
        plies = len(host.controller.record.moves)
        window.controller.play_human(rng.choice(window.controller.legal_moves()))
        qtbot.waitUntil(lambda n=plies: len(host.controller.record.moves) > n, timeout=WAIT)


def open_until_guest_moves_first(host: MainWindow):  # type: ignore[no-untyped-def]
    """A table whose deal gives the friend's seat the first move (half the deals do)."""
    for _ in range(30):
        lobby = open_table(host, TWO)
        if host.network.host.table.state.current_player == 1:
            return lobby
        lobby.reject()
    raise AssertionError("no deal gave the friend the first move")


# -- Start -------------------------------------------------------------------------------------
def test_the_guest_waits_for_start_and_plays_after_it(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = open_until_guest_moves_first(host)
    type_and_join(qtbot, guest, str(lobby.code), host.network.host.port)
    qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=WAIT)
    assert guest.controller.state.current_player == 1  # the guest's seat is to move...
    assert guest.widgets.status.text() == WAITING  # ...once the host has pressed Start
    assert not guest.controller.human_to_move()
    table = host.network.host.table
    guest.network.guest.send_move(str(guest.controller.legal_moves()[0]))  # sent anyway
    expected = "The game has not started: the host starts it with Start."
    qtbot.waitUntil(lambda: guest.status_line.message == expected, timeout=WAIT)
    assert table.ply == 0 and not table.started
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
    assert guest.widgets.status.text().startswith("Your turn: ")
    guest_clicks_a_move(qtbot, guest, host)
    assert host.controller.movers == [1]


def test_in_a_rematch_nobody_plays_while_the_hosts_lobby_is_open(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    play_moves(qtbot, host, guest, 2, random.Random(1))
    host.network.rematch()  # the end summary's New match: the lobby opens again
    again = host.network.lobby
    qtbot.waitUntil(lambda: guest.network.guest.session.closed == "host_left", timeout=WAIT)
    guest.network.rematch()
    qtbot.waitUntil(again.start_button.isEnabled, timeout=WAIT)
    qtbot.waitUntil(lambda: guest.widgets.status.text() == WAITING, timeout=WAIT)
    table = host.network.host.table
    qtbot.waitUntil(lambda: guest.network.guest.session.view is not None, timeout=WAIT)
    view = guest.network.guest.session.view
    guest.network.guest.send_move(str(view.legal_moves()[0]))  # whoever is to move: refused
    qtbot.waitUntil(lambda: "has not started" in guest.status_line.message, timeout=WAIT)
    assert table.ply == 0 and host.controller.record.moves != []  # the old game is untouched
    assert "game is over" not in host.widgets.status.text()
    qtbot.mouseClick(again.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.widgets.status.text() != WAITING, timeout=WAIT)
    assert host.controller.record.moves == [] and table.started


# -- the move log and the round summary ---------------------------------------------------------
def test_the_guests_log_and_round_summary_are_the_hosts_after_undo_and_reconnects(  # type: ignore[no-untyped-def]
    qtbot, pair, tmp_path: Path
) -> None:
    host, guest = pair
    lobby = seated(qtbot, host, guest, TWO)
    rng = random.Random(4)
    play_moves(qtbot, host, guest, 5, rng)
    same_log(qtbot, guest, host)
    # an undo by agreement: both logs lose the same moves
    _both_moved(qtbot, host, guest)
    before = len(host.controller.record.moves)
    box = _guest_asks(qtbot, host, guest)
    qtbot.mouseClick(_button(box, "&Accept"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(host.controller.record.moves) < before, timeout=WAIT)
    same_log(qtbot, guest, host)
    assert log_rows(guest)[0][0] == "1"  # numbered from the first move of the game
    # the connection breaks; "Take your seat back"
    play_moves(qtbot, host, guest, 3, rng)
    guest.network.guest.socket.abort()
    button = guest.network.chat.reconnect_button
    qtbot.waitUntil(button.isVisible, timeout=WAIT)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not button.isVisible(), timeout=WAIT)
    same_log(qtbot, guest, host)
    # the guest's program restarts and takes the seat back with its token
    play_moves(qtbot, host, guest, 2, rng)
    guest.network.guest.socket.abort()
    card = host.seats_view.seat_cards[1]
    qtbot.waitUntil(lambda: card.kind.text() == "Away", timeout=WAIT)
    again = make_window(qtbot, tmp_path, "guest")
    type_and_join(qtbot, again, str(lobby.code), host.network.host.port)
    qtbot.waitUntil(lambda: again.network.local_seat == 1, timeout=WAIT)
    same_log(qtbot, again, host)
    # play on to the end of the round: both summaries say the same
    for _ in range(200):
        play_moves(qtbot, host, again, 1, rng)
        plies = len(host.controller.record.moves)
        qtbot.waitUntil(lambda n=plies: len(again.controller.results) == n, timeout=WAIT)
        if host.summaries.summary is not None or again.summaries.summary is not None:
            break
    qtbot.waitUntil(lambda: again.summaries.summary is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: host.summaries.summary is not None, timeout=WAIT)
    assert _cells(again.summaries.summary.table) == _cells(host.summaries.summary.table)
    assert again.widgets.status.text().endswith("Close the summary to play on.")
    same_log(qtbot, again, host)


def _cells(table) -> list[list[str]]:  # type: ignore[no-untyped-def]
    return [
        [table.item(row, column).text() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


# -- a crash, a restart: the seat is offered back --------------------------------------------
def test_after_a_crash_the_window_offers_to_rejoin_its_table(  # type: ignore[no-untyped-def]
    qtbot, pair, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(tmp_path / "data"))
    host, guest = pair
    lobby = seated(qtbot, host, guest, TWO)
    play_moves(qtbot, host, guest, 4, random.Random(2))
    guest.network.guest.socket.abort()  # the program ends without a word
    card = host.seats_view.seat_cards[1]
    qtbot.waitUntil(lambda: card.kind.text() == "Away", timeout=WAIT)
    again = make_window(qtbot, tmp_path, "guest")  # started again, with its own settings
    asked: list[str] = []

    def answer() -> None:
        box = again.network.rejoin_box
        assert box is not None
        asked.append(box.text())
        asked.append(box.informativeText())
        rejoin = next(b for b in box.buttons() if b.text() == "&Rejoin")
        qtbot.mouseClick(rejoin, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    again.start_up()
    assert asked == [
        "You were at a table — rejoin?",
        f"{game_name('square_domino')}, invite code {lobby.code}, as Marek.",
    ]
    qtbot.waitUntil(lambda: again.network.local_seat == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: card.kind.text() == "Friend", timeout=WAIT)
    same_log(qtbot, again, host)
    # the join dialog has what was typed last time
    dialog = again.network.join_table_dialog()
    typed = (dialog.code_edit.text(), dialog.address_edit.text(), dialog.name_edit.text())
    assert typed == (str(lobby.code), f"127.0.0.1:{host.network.host.port}", "Marek")
    dialog.reject()


def test_declining_to_rejoin_forgets_the_seat_and_a_damaged_memory_is_none(  # type: ignore[no-untyped-def]
    qtbot, pair, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(tmp_path / "data"))
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    store = QSettings(guest.settings.fileName(), QSettings.Format.IniFormat)
    assert kept_seat(store) is not None  # written at once: a crash now would keep it
    guest.network.guest.socket.abort()
    again = make_window(qtbot, tmp_path, "guest")
    again.settings.setValue("last_game", '{"game_id": "holomino"}')  # not a first start: no welcome

    def decline() -> None:
        box = again.network.rejoin_box
        assert box is not None
        qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "&Not now"),
                         Qt.MouseButton.LeftButton)  # fmt: skip

    QTimer.singleShot(0, decline)
    again.start_up()
    assert again.network.guest is None and again.controller.remote is None
    assert kept_seat(again.settings) is None
    again.settings.setValue("network/seat", '{"code": "7-plaid-orbit", "token": 5}')
    assert kept_seat(again.settings) is None
    again.settings.setValue("network/seat", "not json {")
    assert kept_seat(again.settings) is None


def test_the_join_dialog_offers_an_empty_name_to_fill_not_you(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    _, guest = pair
    guest.start_remembered_game()  # the local game's first seat is "You"
    dialog = guest.network.join_table_dialog()
    assert dialog.name_edit.text() == ""
    assert dialog.name_edit.placeholderText() == "The name the others see"
    dialog.reject()


# -- a lost connection -------------------------------------------------------------------------
def test_a_lost_connection_is_said_and_holds_the_seat(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    if host.controller.human_to_move():
        play_moves(qtbot, host, guest, 1, random.Random(1))
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
    assert "Your turn: " in guest.widgets.status.text()
    guest.network.guest.socket.abort()
    lost = "The connection to the table was lost."
    qtbot.waitUntil(lambda: guest.widgets.status.text().endswith(lost), timeout=WAIT)
    assert "Your turn" not in guest.widgets.status.text()
    assert not guest.controller.human_to_move()  # nothing placed can be lost on the way
    qtbot.mouseClick(guest.network.chat.reconnect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
    guest_clicks_a_move(qtbot, guest, host)


def test_a_move_lost_with_the_connection_is_said_to_be_played_again(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    if host.controller.human_to_move():
        play_moves(qtbot, host, guest, 1, random.Random(1))
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
    plies = len(host.controller.record.moves)
    guest.controller.play_human(guest.controller.legal_moves()[0])  # queued, not yet written
    guest.network.guest.socket.abort()  # the connection breaks before it leaves
    button = guest.network.chat.reconnect_button
    qtbot.waitUntil(button.isVisible, timeout=WAIT)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    again = "Your move did not reach the table: play it again."
    qtbot.waitUntil(lambda: guest.status_line.message == again, timeout=WAIT)
    assert len(host.controller.record.moves) == plies
    assert guest.controller.human_to_move()


# -- a headless host: the end of the match, the computer's name in the guest's words -------------
def test_a_match_with_a_headless_host_ends_cleanly_with_the_record(  # type: ignore[no-untyped-def]
    qtbot, pair, tmp_path: Path
) -> None:
    _, guest = pair
    i18n.set_language("pl")
    out = tmp_path / "record.json"
    command = [sys.executable, "-m", "holomino_desktop.cli", "host", "--game", "square_domino",
               "--seats", "random,guest", "--port", "0", "--bind", "127.0.0.1", "--out",
               str(out), "--seed", "5"]  # fmt: skip
    host = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})  # fmt: skip
    try:
        code = read_line(host, "invite code: ")
        port = int(read_line(host, "listening on ").rpartition(":")[2])
        type_and_join(qtbot, guest, code, port)
        qtbot.waitUntil(lambda: guest.network.local_seat == 1, timeout=WAIT)
        assert [s.name for s in guest.controller.seats] == ["Komputer 1", "Marek"]
        rng = random.Random(9)
        for _ in range(400):
            qtbot.waitUntil(
                lambda: guest.controller.human_to_move() or guest.summaries.summary is not None
                or guest.controller.record is not None,
                timeout=WAIT,
            )  # fmt: skip
            if guest.controller.record is not None:
                break
            if guest.summaries.summary is not None:
                guest.summaries.summary.accept()
                continue
            session = guest.network.guest.session
            ply = session.ply
            guest.controller.play_human(rng.choice(guest.controller.legal_moves()))
            qtbot.waitUntil(lambda p=ply, s=session: s.ply > p or s.closed, timeout=WAIT)
        assert host.wait(timeout=30) == 0
        qtbot.waitUntil(lambda: guest.network.guest.session.closed == "finished", timeout=WAIT)
        qtbot.wait(200)
        chat = guest.network.chat
        assert not chat.reconnect_button.isVisible()
        assert closed_text("lost") not in chat.lines.toPlainText()
        assert closed_text("finished") in chat.lines.toPlainText()
        record, state, _ = load_record(out)
        assert guest.controller.record.to_json() == record.to_json()
        assert guest.controller.record.result is not None
    finally:
        if host.poll() is None:
            host.kill()
        host.wait(timeout=10)
        for stream in (host.stdout, host.stderr):
            if stream is not None:
                stream.close()


# -- names: unique, coloured in the chat; a friend's seat is a friend's -----------------------
def test_two_guests_of_one_name_are_told_apart_by_name_and_colour(  # type: ignore[no-untyped-def]
    qtbot, pair, tmp_path: Path
) -> None:
    host, guest = pair
    third = make_window(qtbot, tmp_path, "third")
    third.network.announce_port = guest.network.announce_port
    seats = [SeatConfig("Ana"), SeatConfig("Friend", "friend"), SeatConfig("Friend 2", "friend")]
    lobby = open_table(host, seats, game="triominos")
    for window in (guest, third):  # both type the same name
        type_and_join(qtbot, window, str(lobby.code), host.network.host.port)
        qtbot.waitUntil(lambda w=window: w.network.local_seat > 0, timeout=WAIT)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: third.controller.state is not None, timeout=WAIT)
    assert [s.name for s in host.network.host.table.seats] == ["Ana", "Marek", "Marek (2)"]
    third.network.send_chat("hello")
    qtbot.waitUntil(lambda: "Marek (2): hello" in guest.network.chat.lines.toPlainText(),
                    timeout=WAIT)  # fmt: skip
    block = guest.network.chat.lines.document().lastBlock()
    assert block.text() == "● Marek (2): hello"
    dot = QTextCursor(block)
    dot.setPosition(block.position() + 1)  # (the format of the character before it: the dot)
    assert dot.charFormat().foreground().color().name() == "#1dd1a1"  # seat 3's colour
    third.network.shutdown()


def test_the_chat_line_says_how_long_it_may_be(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    chat = guest.network.chat
    assert not chat.counter.isVisible()
    qtbot.keyClicks(chat.entry, "x" * 310)
    assert chat.entry.text() == "x" * 300
    assert chat.counter.isVisible() and chat.counter.text() == "300/300"
    assert chat.counter.toolTip() == "A chat line has at most 300 characters."


def test_a_seat_switched_to_a_friend_is_named_a_friend(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, _ = pair
    dialog = host.network.host_dialog()
    dialog.seat_count.setValue(3)
    _, name, kind = dialog.seat_rows[2]
    assert name.text() == "Computer 2"
    kind.setCurrentIndex(kind.findData("friend"))
    assert name.text() == "Friend 2"
    kind.setCurrentIndex(kind.findData("ai:expert"))
    assert name.text() == "Computer 2"
    name.setText("Zosia")  # a name the host typed stays
    kind.setCurrentIndex(kind.findData("friend"))
    assert name.text() == "Zosia"
    dialog.reject()


# -- the host: asked before its table closes mid-game; its record has the result ----------------
def test_the_host_is_asked_before_quitting_mid_game(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    host.close()  # Quit
    box = host.network.close_question
    assert box is not None and box.isVisible() and host.isVisible()
    assert box.text() == (
        "Your friends are playing at your table. Closing it ends the game for everyone."
    )
    qtbot.mouseClick(_button(box, "&Keep playing"), Qt.MouseButton.LeftButton)
    assert host.isVisible() and host.network.host is not None
    assert host.network.host_dialog() is None  # "host a new table": asked too
    box = host.network.close_question
    qtbot.mouseClick(_button(box, "&Close the table"), Qt.MouseButton.LeftButton)
    setup = host.network.setup_dialog
    assert setup is not None and setup.isVisible()
    setup.reject()
    host.close()
    box = host.network.close_question
    qtbot.mouseClick(_button(box, "&Close the table"), Qt.MouseButton.LeftButton)
    assert not host.isVisible() and host.network.host is None
    qtbot.waitUntil(lambda: guest.network.guest.session.closed == "host_left", timeout=WAIT)


def test_the_hosts_saved_record_has_the_result(qtbot, pair, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    rng = random.Random(6)
    for _ in range(400):
        if host.controller.state.is_terminal():
            break
        play_moves(qtbot, host, guest, 1, rng)
    qtbot.waitUntil(lambda: guest.controller.record is not None, timeout=WAIT)
    path = tmp_path / "host.holomino.json"
    assert host.files.save_to(str(path))
    record, _, _ = load_record(path)
    assert record.result is not None and record.result == guest.controller.record.result
