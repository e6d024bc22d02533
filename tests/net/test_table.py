"""The host's table, in process: seats, turns, bad moves, drops, chat, the end, the host leaving."""

from __future__ import annotations

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import GameError
from holomino_desktop.engine.record import GameRecord
from holomino_desktop.net import protocol
from holomino_desktop.net.channel import MAX_PAYLOAD
from holomino_desktop.net.table import (
    CHAT_BURST,
    CHAT_WINDOW,
    MAX_STRIKES,
    HostTable,
    SeatSpec,
)
from holomino_desktop.net.words import new_code

from .helpers import Link, illegal_text, join, legal_text, pump, two_guest_table


def _seat_link(links: list[Link], seat: int) -> Link:
    return next(link for link in links if link.session.seat == seat)


def _play_ai(table: HostTable, links: list[Link]) -> None:
    while (turn := table.ai_turn()) is not None:
        table.play_ai(turn, legal_text(turn.view))
        pump(table, links)


def test_guests_are_seated_and_see_their_own_view() -> None:
    table, links = two_guest_table()
    assert [link.session.seat for link in links] == [0, 1]
    assert table.started and table.free_seats() == 0
    for link in links:
        seat = link.session.seat
        assert link.kinds()[:2] == ["welcome", "seats"]
        assert link.session.view is not None
        assert link.session.view.fingerprint() == table.state.view(seat).fingerprint()
        assert link.session.token is not None


def test_a_move_from_the_seat_whose_turn_it_is_is_played_everywhere() -> None:
    table, links = two_guest_table()
    _play_ai(table, links)
    mover = _seat_link(links, table.state.current_player)
    assert mover.session.my_turn and mover.session.view is not None
    text, ply = legal_text(mover.session.view), table.ply
    mover.session.send_move(text)
    pump(table, links)
    assert table.record.moves[ply:] == [text]
    for link in links:
        moved = [e for e in link.events if e.kind == "moved"]
        assert moved[-1].data["move"] == text and link.session.ply == ply + 1


def test_a_move_from_another_seat_is_refused_and_changes_nothing() -> None:
    table, links = two_guest_table()
    _play_ai(table, links)
    other = _seat_link(links, 1 - table.state.current_player)
    before, ply = table.state.fingerprint(), table.ply
    assert other.session.view is not None
    other.session.send_move(str(table.state.legal_moves()[0]))
    pump(table, links)
    assert other.errors() == ["not_your_turn"]
    assert table.state.fingerprint() == before and table.ply == ply


def test_an_illegal_or_unreadable_move_is_refused_and_changes_nothing() -> None:
    table, links = two_guest_table()
    _play_ai(table, links)
    mover = _seat_link(links, table.state.current_player)
    before = table.state.fingerprint()
    illegal = illegal_text(table.state)
    assert illegal is not None
    mover.session.send_move(illegal)
    mover.session.send_move("not a move at all")
    pump(table, links)
    assert mover.errors() == ["illegal_move", "bad_notation"]
    assert table.state.fingerprint() == before and not mover.session.closed


def test_a_move_for_an_earlier_position_is_refused() -> None:
    table, links = two_guest_table()
    _play_ai(table, links)
    mover = _seat_link(links, table.state.current_player)
    assert mover.session.view is not None
    ply = mover.session.ply
    mover.session.ply = ply + 5
    mover.session.send_move(legal_text(mover.session.view))
    pump(table, links)
    assert mover.errors() == ["stale"] and table.ply == ply


def _play_to_the_end(table: HostTable, links: list[Link]) -> None:
    for _ in range(2000):
        if table.finished:
            return
        _play_ai(table, links)
        mover = next((link for link in links if link.session.my_turn), None)
        if mover is not None and mover.session.view is not None and not table.finished:
            mover.session.send_move(legal_text(mover.session.view))
            pump(table, links)
    raise AssertionError("the game did not end")


def test_at_the_end_every_seat_gets_the_full_record_and_moves_are_refused() -> None:
    table, links = two_guest_table("hexadomino")
    _play_to_the_end(table, links)
    for link in links:
        assert link.session.record is not None
        assert link.session.record.to_json() == table.record.to_json()
        assert link.session.record.seed == table.seed
    GameRecord.from_json(table.record.to_json()).replay()  # the record replays exactly
    links[0].session.send_move("pass")
    pump(table, links)
    assert links[0].errors()[-1] == "game_over"


def test_a_guest_reclaims_its_seat_mid_turn_with_its_token() -> None:
    table, links = two_guest_table()
    _play_ai(table, links)
    seat = table.state.current_player
    dropped = _seat_link(links, seat)
    token = dropped.session.token
    table.disconnect(dropped.conn, now=10.0)
    pump(table, links, now=10.0)
    other = _seat_link(links, 1 - seat)
    assert other.events[-1].kind == "seats" and other.events[-1].data["seats"][seat]["away"]
    assert table.ai_turn() is None  # held for its human: nobody plays it yet
    back = join(table, dropped.session.channel_code, "Ana", token, now=20.0)
    pump(table, [back, other], now=20.0)
    assert back.session.seat == seat and back.session.my_turn
    assert back.session.token == token
    assert back.session.view is not None
    ply = table.ply
    back.session.send_move(legal_text(back.session.view))
    pump(table, [back, other], now=21.0)
    assert table.ply == ply + 1 and back.errors() == []


def test_after_the_hold_an_ai_plays_the_away_seat_until_its_human_returns() -> None:
    table, links = two_guest_table()
    _play_ai(table, links)
    seat = table.state.current_player
    dropped = _seat_link(links, seat)
    table.disconnect(dropped.conn, now=0.0)
    table.tick(now=table.hold - 1)
    assert table.ai_turn() is None
    table.tick(now=table.hold)
    turn = table.ai_turn()
    assert turn is not None and turn.seat == seat and turn.level == "intermediate"
    back = join(table, dropped.session.channel_code, "Ana", dropped.session.token, now=130.0)
    pump(table, [back], now=130.0)
    ply = table.ply
    assert table.play_ai(turn, legal_text(turn.view)) is False  # its human is back first
    assert table.ply == ply


def test_a_wrong_token_and_a_full_table_are_told_and_closed() -> None:
    table, links = two_guest_table()
    code = links[0].session.channel_code
    late = join(table, code, "Cy")
    stranger = join(table, code, "Dee", "ab" * 32)
    pump(table, [late, stranger])
    assert late.session.closed == "full"
    assert stranger.session.closed == "unknown_token"
    assert table.finished_with(late.conn) and table.finished_with(stranger.conn)


def test_malformed_messages_get_errors_then_the_connection_is_closed() -> None:
    table, links = two_guest_table()
    bad = links[0]
    for _ in range(MAX_STRIKES):
        bad.session.channel.send(b'{"v":1,"type":"teleport"}')
        pump(table, links)
    assert bad.errors() == ["bad_message"] * MAX_STRIKES
    assert bad.session.closed == "strikes" and table.finished_with(bad.conn)
    assert not table.finished_with(links[1].conn)


def test_chat_is_capped_plain_text_for_every_seat() -> None:
    table, links = two_guest_table()
    links[0].session.channel.send(protocol.encode("chat", text="x" * (protocol.MAX_CHAT + 1)))
    pump(table, links)
    assert links[0].errors() == ["bad_message"]
    links[0].session.send_chat("good\x1b[31m game\n" + "y" * 500)
    pump(table, links)
    for link in links:
        said = [e.data for e in link.events if e.kind == "chat"]
        assert len(said) == 1 and said[0]["name"] == "Ana" and said[0]["seat"] == 0
        assert (
            said[0]["text"].startswith("good [31m game y")
            and len(said[0]["text"]) == protocol.MAX_CHAT
        )


def test_when_the_host_leaves_the_guests_are_told() -> None:
    table, links = two_guest_table()
    table.leave()
    pump(table, links)
    assert [link.session.closed for link in links] == ["host_left", "host_left"]
    assert all(table.finished_with(link.conn) for link in links)
    late = join(table, links[0].session.channel_code, "Ana", links[0].session.token)
    pump(table, [late])
    assert late.session.closed == "host_left"


def test_a_record_too_large_for_one_frame_reaches_every_seat_in_parts() -> None:
    table, links = two_guest_table("hexadomino")
    _play_to_the_end(table, links)
    table.record.extra["comment"] = "x" * (3 * MAX_PAYLOAD)  # a record of ~200 KB
    late = join(table, links[0].session.channel_code, "Ana", links[0].session.token)
    pump(table, [late], rounds=12)
    assert late.session.record is not None
    assert late.session.record.to_json() == table.record.to_json()
    assert late.kinds().count("end") == 1


def test_chat_floods_are_slowed_without_closing_the_guest() -> None:
    table, links = two_guest_table()
    for line in range(CHAT_BURST + 2):
        links[0].session.send_chat(f"line {line}")
    pump(table, links, now=1.0)
    said = [e.data["text"] for e in links[1].events if e.kind == "chat"]
    assert said == [f"line {n}" for n in range(CHAT_BURST)]
    assert links[0].errors() == ["slow_down", "slow_down"] and not links[0].session.closed
    links[0].session.send_chat("later")
    pump(table, links, now=1.0 + CHAT_WINDOW)
    assert [e.data["text"] for e in links[1].events if e.kind == "chat"][-1] == "later"


def test_the_hosts_own_seat_plays_through_play_host_and_events_tell_the_window() -> None:
    code = new_code()
    table = HostTable(
        get_game("holomino"), [SeatSpec("host"), SeatSpec("guest")], code=code, seed=4,
        host_name="Mia",
    )  # fmt: skip
    guest = join(table, code, "Ana")
    pump(table, [guest])
    assert [(e.kind, e.seat, e.text) for e in table.take_events()] == [("joined", 1, "Ana")]
    assert table.start()
    pump(table, [guest])
    if table.state.current_player == 1:
        assert guest.session.view is not None
        guest.session.send_move(legal_text(guest.session.view))
        pump(table, [guest])
    try:
        table.play_host("not a move")
    except GameError as exc:
        assert exc.key == "bad_notation"
    else:
        raise AssertionError("a bad move was accepted")
    text = legal_text(table.state.view(0))
    table.play_host(text)
    pump(table, [guest])
    assert [e.data["move"] for e in guest.events if e.kind == "moved"][-1] == text
    assert ("moved", 0, text) in [(e.kind, e.seat, e.text) for e in table.take_events()]
    try:
        table.play_host(legal_text(table.state.view(1)))  # the guest's turn now
    except GameError as exc:
        assert exc.key == "not_your_turn"
    else:
        raise AssertionError("the host played the guest's turn")
    table.host_chat("hello")
    pump(table, [guest])
    assert [e.data for e in guest.events if e.kind == "chat"][-1]["name"] == "Mia"
    table.disconnect(guest.conn, now=5.0)
    assert [e.kind for e in table.take_events()] == ["chat", "away"]
