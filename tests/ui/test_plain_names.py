"""Player text is plain text in every widget that shows it: a friend named
``<img src=x width=700 height=260>`` and a host named ``<b>Ana</b>`` are shown as typed, in
plain-text labels, and no label grows to hold a picture."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from holomino_desktop.ai.review import review_record, store_review
from holomino_desktop.engine.record import GameRecord, Seat
from holomino_desktop.net.words import new_code
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.network.seat_memory import keep_seat
from holomino_desktop.ui.network.transport import Lan
from holomino_desktop.ui.replay import ReplayViewer
from holomino_desktop.ui.review import ReviewWindow

from .helpers import play_to_end
from .test_network_window import WAIT, guest_clicks_a_move, make_window, open_table, pair
from .test_review_window import played_record

__all__ = ["pair"]  # the fixture of two windows at one table

IMG = "<img src=x width=700 height=260>"
BOLD = "<b>Ana</b>"
PLAIN = Qt.TextFormat.PlainText


def shown_plain(label: QLabel, name: str) -> None:
    """``label`` shows ``name`` as typed, in plain text, no taller or wider than text is."""
    assert name in label.text() and label.textFormat() == PLAIN
    hint = label.sizeHint()
    assert hint.height() < 120 and hint.width() < 650, hint


def small(widget: QWidget) -> None:
    hint = widget.sizeHint()
    assert hint.height() < 250 and hint.width() < 650, hint


def test_names_are_plain_text_at_a_networked_table(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = open_table(host, [SeatConfig(BOLD), SeatConfig("Friend", "friend")])
    dialog = guest.network.join_table_dialog()
    qtbot.waitUntil(lambda: dialog.tables.count() == 1, timeout=WAIT)
    assert dialog.tables.item(0).text().startswith(f"{BOLD} — ")  # the join dialog's list
    qtbot.keyClicks(dialog.code_edit, str(lobby.code))
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{host.network.host.port}")
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, IMG)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    lines = [lobby.seat_list.item(row).text() for row in range(lobby.seat_list.count())]
    assert f"{IMG} — here" in lines  # the lobby
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=WAIT)
    for window, seat, name in ((host, 1, IMG), (guest, 0, BOLD)):
        card = window.seats_view.seat_cards[seat]
        assert card.name.text() == name
        shown_plain(card.name, name)
        small(card)
        shown_plain(window.widgets.totals, name)  # the Totals line
    # the move log names the guest as typed
    if host.controller.human_to_move():
        host.controller.play_human(host.controller.legal_moves()[0])
    qtbot.waitUntil(guest.controller.human_to_move, timeout=WAIT)
    guest_clicks_a_move(qtbot, guest, host)
    log = host.widgets.log
    rows = [log.whole_text(log.topLevelItem(row)) for row in range(log.topLevelItemCount())]
    assert any(row.startswith(IMG) for row in rows)  # (as given: a narrow log wraps it)
    # the undo question the host answers names the guest as typed, in one plain line
    qtbot.waitUntil(lambda: guest.comfort.undo_action.isEnabled(), timeout=WAIT)
    guest.comfort.undo_action.trigger()
    qtbot.waitUntil(lambda: host.network.undo_vote.box is not None, timeout=WAIT)
    box = host.network.undo_vote.box
    assert IMG in box.text() and box.textFormat() == PLAIN
    assert box.sizeHint().width() < 900 and box.sizeHint().height() < 400, box.sizeHint()


def test_the_end_of_match_box_shows_names_as_typed(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, tmp_path, "solo")
    window.setProperty("quiet_end", False)
    seats = [SeatConfig(IMG, "human"), SeatConfig(BOLD, "ai", "random")]
    window.controller.new_game(GameConfig("holomino", {}, seats, 3))
    try:
        play_to_end(qtbot, window, close_final=False)
        dialog = window.summaries.summary
        assert dialog is not None
        labels = dialog.findChildren(QLabel)
        assert labels and all(label.textFormat() == PLAIN for label in labels)
        shown = " ".join(label.text() for label in labels)
        table = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
        assert IMG in shown + " ".join(table) and BOLD in table
        small(dialog.table)
    finally:
        window.summaries.close_summary()
        assert window.controller.shutdown()


def _named(record: GameRecord) -> GameRecord:
    record.players = [Seat(IMG), *(Seat(BOLD, "ai", "intermediate") for _ in record.players[1:])]
    return record


def test_the_replay_and_the_review_show_names_as_typed(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = _named(played_record("holomino"))
    viewer = ReplayViewer.from_record(record)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.jump(len(record.moves))
    shown_plain(viewer.totals, IMG)
    assert viewer.breakdown.textFormat() == PLAIN
    rows = [viewer.log.topLevelItem(row).text(1) for row in range(1, 3)]
    assert any(row.startswith((IMG, BOLD)) for row in rows)
    store_review(record, review_record(record, quick=True))
    review = ReviewWindow(record)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitUntil(lambda: review.review is not None, timeout=WAIT)
    shown_plain(review.totals, IMG)
    costly = [label for label in review.costly_labels if label.text()]
    assert costly and all(label.textFormat() == PLAIN for label in costly)
    assert any(IMG in label.text() or BOLD in label.text() for label in costly)
    review.runner.shutdown()


def test_a_window_named_with_markup_keeps_its_size(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A local game with such names: the seat cards stay as small as their text."""
    window: MainWindow = make_window(qtbot, tmp_path, "local")
    seats = [SeatConfig(IMG, "human"), SeatConfig(BOLD, "ai", "random")]
    window.controller.new_game(GameConfig("triominos", {}, seats, 1))
    for seat, name in enumerate((IMG, BOLD)):
        card = window.seats_view.seat_cards[seat]
        shown_plain(card.name, name)
        small(card)
    assert window.controller.shutdown()


def test_a_host_window_named_at_length_seats_its_guest(qtbot, pair) -> None:  # type: ignore[no-untyped-def]
    """The host's name is cut to what guests accept (40 characters), not refused by them."""
    host, guest = pair
    long = "Ana " + "a" * 70
    lobby = open_table(host, [SeatConfig(long), SeatConfig("Friend", "friend")])
    dialog = guest.network.join_table_dialog()
    qtbot.keyClicks(dialog.code_edit, str(lobby.code))
    qtbot.keyClicks(dialog.address_edit, f"127.0.0.1:{host.network.host.port}")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.controller.state is not None, timeout=WAIT)
    host.network.send_chat("hello")
    qtbot.waitUntil(lambda: "hello" in guest.network.chat.lines.toPlainText(), timeout=WAIT)
    assert guest.seats_view.seat_cards[0].name.text() == long[:40]
    assert not guest.network.guest.session.closed


def test_the_rejoin_question_names_the_seat_as_typed(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A window that held a seat asks at start-up to rejoin; the name it sat under is shown
    as typed, in plain text (the informative line too)."""
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(tmp_path / "data"))
    window = make_window(qtbot, tmp_path, "again")
    keep_seat(window.settings, new_code(), [Lan("127.0.0.1", 1)], IMG, "a" * 64, "holomino")
    seen: list[object] = []

    def answer() -> None:
        box = window.network.rejoin_box
        assert box is not None
        seen.extend([box.textFormat(), box.informativeText(), box.sizeHint()])
        box.reject()

    QTimer.singleShot(0, answer)
    window.network.offer_rejoin()
    text_format, informative, hint = seen
    assert text_format == PLAIN and IMG in str(informative)
    assert hint.width() < 900 and hint.height() < 400, hint
    assert window.controller.shutdown()
