"""Two real windows at one networked table: undo by agreement, the record a guest keeps when
the host leaves, and hints at the host's setting (issue 45)."""
# ruff: noqa: F811 (the tests take the pair fixture of test_network_window by its name)

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from shiboken6 import isValid

from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.network import agreement
from holomino_desktop.ui.review.window import open_review

from .test_network_window import (  # noqa: F401 (pair: the fixture)
    TWO,
    WAIT,
    open_table,
    pair,
    seated,
    type_and_join,
)


def _both_moved(qtbot, host: MainWindow, guest: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Play until the guest (seat 1) has moved and the host is to move. A Triominos draw keeps
    the turn (up to three times), and the deal is the table's own: a bound that covers draws."""
    for _ in range(24):
        if host.controller.human_to_move() and 1 in host.controller.movers:
            return
        window = host if host.controller.human_to_move() else guest
        qtbot.waitUntil(window.controller.human_to_move, timeout=WAIT)
        plies = len(host.controller.record.moves)
        window.controller.play_human(window.controller.legal_moves()[0])
        qtbot.waitUntil(lambda n=plies: len(host.controller.record.moves) > n, timeout=WAIT)
        qtbot.waitUntil(lambda: guest.network.guest.session.ply == host.network.host.table.ply,
                        timeout=WAIT)  # fmt: skip
    assert host.controller.human_to_move() and 1 in host.controller.movers


def _guest_asks(qtbot, host: MainWindow, guest: MainWindow) -> QMessageBox:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(guest.comfort.undo_action.isEnabled, timeout=WAIT)
    guest.comfort.undo_action.trigger()  # Edit → Undo
    assert guest.status_line.message == (
        "You asked to take back your last move: waiting for the others…"
    )
    qtbot.waitUntil(lambda: host.network.undo_vote.box is not None, timeout=WAIT)
    box = host.network.undo_vote.box
    assert box.isVisible()
    assert box.text() == "A request to take back a move, from Marek. Do you agree?"
    return box


def _button(box: QMessageBox, text: str):  # type: ignore[no-untyped-def]
    return next(b for b in box.buttons() if b.text() == text)


def test_an_undo_the_host_accepts_is_taken_back_in_both_windows(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    _both_moved(qtbot, host, guest)
    movers = list(host.controller.movers)
    keep = max(i for i, seat in enumerate(movers) if seat == 1)
    box = _guest_asks(qtbot, host, guest)
    qtbot.mouseClick(_button(box, "&Accept"), Qt.MouseButton.LeftButton)
    done = "Everybody agreed: the move was taken back (asked by Marek)."
    qtbot.waitUntil(lambda: guest.status_line.message == done, timeout=WAIT)
    assert host.status_line.message == done
    assert len(host.controller.record.moves) == keep
    assert host.controller.movers == movers[:keep]
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)  # Marek's turn again
    assert guest.controller.state.current_player == 1
    assert not host.controller.human_to_move()
    assert host.network.undo_vote.box is None and not (isValid(box) and box.isVisible())


def test_a_declined_undo_changes_nothing_and_both_are_told(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    _both_moved(qtbot, host, guest)
    moves = list(host.controller.record.moves)
    box = _guest_asks(qtbot, host, guest)
    qtbot.mouseClick(_button(box, "&Decline"), Qt.MouseButton.LeftButton)
    declined = "Declined: the move stands (asked by Marek)."
    qtbot.waitUntil(lambda: guest.status_line.message == declined, timeout=WAIT)
    assert host.controller.record.moves == moves and host.controller.human_to_move()


def test_a_move_played_cancels_the_question(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    _both_moved(qtbot, host, guest)
    box = _guest_asks(qtbot, host, guest)
    host.controller.play_human(host.controller.legal_moves()[0])  # the host plays on instead
    off = "A move was played: the request to take it back is off (asked by Marek)."
    qtbot.waitUntil(lambda: guest.status_line.message == off, timeout=WAIT)
    assert host.network.undo_vote.box is None and not (isValid(box) and box.isVisible())


def test_a_guest_saves_the_game_the_host_left_and_plays_it_on(
    qtbot, pair, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    _both_moved(qtbot, host, guest)
    moves = list(host.controller.record.moves)
    host.network.leave()
    qtbot.waitUntil(lambda: guest.network.closed_box is not None, timeout=WAIT)
    box = guest.network.closed_box
    assert box.isVisible() and box.text().startswith("The host closed the table.")
    path = tmp_path / "left.holomino.json"
    monkeypatch.setattr(agreement.QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    qtbot.mouseClick(_button(box, "&Save the game…"), Qt.MouseButton.LeftButton)
    assert path.exists()
    assert guest.status_line.message.startswith("The game was saved to ")
    # File → Open resumes it: Marek's seat against the computer, from where the table stopped
    assert guest.files.open_path(str(path))
    controller = guest.controller
    assert controller.remote is None and controller.record.moves == moves
    assert [s.is_ai for s in controller.seats] == [True, False]
    assert controller.state.current_player == 0  # the host's seat: now the computer's
    qtbot.waitUntil(controller.human_to_move, timeout=WAIT)
    assert len(controller.record.moves) == len(moves) + 1 and controller.movers[-1] == 0
    review = open_review(controller.record, guest)  # and the review reads it
    assert review.isVisible()
    review.close()


def test_a_host_that_vanished_leaves_no_record_and_the_guest_is_told(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    seated(qtbot, host, guest, TWO)
    for socket in list(host.network.host.sockets.values()):
        socket.abort()  # as a crash does: no bye, no record
    expected = "If the host has gone, no record of this game could be saved"
    qtbot.waitUntil(lambda: expected in guest.network.chat.lines.toPlainText(), timeout=WAIT)
    assert guest.network.closed_box is None
    assert guest.network.guest.session.unfinished is None


def test_the_guests_hint_follows_the_hosts_setting(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    for allowed in (False, True):
        host.comfort.values.hints = allowed
        seated(qtbot, host, guest, TWO)
        if not guest.controller.human_to_move():
            host.controller.play_human(host.controller.legal_moves()[0])
        qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
        guest.play.refresh_actions()
        assert guest.widgets.hint_button.isEnabled() is allowed
        assert host.network.host.table.hints is allowed
        if not allowed:
            guest.hints.ask_hint()  # the H key
            assert guest.status_line.message == "The host's table plays without hints."
            assert not guest.hints.hint_runner.is_busy()
        host.network.leave()
        qtbot.waitUntil(lambda: guest.network.guest is None or guest.network.guest.session.closed,
                        timeout=WAIT)  # fmt: skip


def test_the_host_window_draws_what_the_table_draws_after_an_undo(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    """Triominos: the host draws, asks to take it back, the friend accepts. The table
    reshuffled its stock; the host's window plays the table's game again with the same
    reshuffle, so it shows the table's position and the next draw is the table's."""
    host, guest = pair
    lobby = open_table(host, TWO, "triominos")
    type_and_join(qtbot, guest, str(lobby.code), host.network.host.port)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=WAIT)
    _both_moved(qtbot, host, guest)  # past the opening, the host to move
    table = host.network.host.table
    qtbot.mouseClick(host.play.action_buttons["draw"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.network.guest.session.ply == table.ply, timeout=WAIT)
    host.comfort.undo_action.trigger()  # Edit → Undo: the friend is asked
    qtbot.waitUntil(lambda: guest.network.undo_vote.box is not None, timeout=WAIT)
    qtbot.mouseClick(_button(guest.network.undo_vote.box, "&Accept"), Qt.MouseButton.LeftButton)
    done = "Everybody agreed: the move was taken back (asked by Ana)."
    qtbot.waitUntil(lambda: host.status_line.message == done, timeout=WAIT)
    assert table.record.reshuffles and host.controller.record.reshuffles == table.record.reshuffles
    assert host.controller.state.fingerprint() == table.state.fingerprint()
    qtbot.mouseClick(host.play.action_buttons["draw"], Qt.MouseButton.LeftButton)
    assert host.controller.state.fingerprint() == table.state.fingerprint()
