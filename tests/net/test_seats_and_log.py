"""Seats' names, the move log a seat gets when it takes its seat (again), and a table that
closes after its match: in process, bytes passed by hand."""

from __future__ import annotations

import random

import pytest

from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import MoveResult
from holomino_desktop.net import protocol
from holomino_desktop.net.channel import MAX_PAYLOAD
from holomino_desktop.net.codec import CodecError, decode_move, encode_move
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.words import new_code

from .helpers import Link, join, legal_text, pump, two_guest_table
from .positions import player_counts
from .test_undo_and_leaving import _play_until_moved


def _shown(results: list[MoveResult]) -> list[tuple[object, ...]]:
    """What a window's move log and round summary read of each move."""
    return [(r.player, str(r.move), r.move, r.items, r.events) for r in results]


def _true_results(table: HostTable) -> list[MoveResult]:
    """Every move of the table's record as its engine scored it."""
    state = table.game.new_initial_state(table.seed)
    return [state.apply(state.parse_move(text)) for text in table.record.moves]


def _play(table: HostTable, links: list[Link], moves: int) -> None:
    """Play up to ``moves`` moves (AI seats included); stops where no seat of ``links`` or the
    AI is to move (an away seat's turn)."""
    for _ in range(moves):
        if table.finished:
            return
        if (turn := table.ai_turn()) is not None:
            table.play_ai(turn, legal_text(turn.view))
        else:
            mover = next((link for link in links if link.session.my_turn), None)
            if mover is None:
                return
            assert mover.session.view is not None
            mover.session.send_move(legal_text(mover.session.view))
        pump(table, links)


def test_two_guests_of_one_name_are_told_apart() -> None:
    code = new_code()
    table = HostTable(
        get_game("hexadomino", players=4),
        [SeatSpec("host"), SeatSpec("guest"), SeatSpec("guest"), SeatSpec("guest")],
        code=code, host_name="Bożena",
    )  # fmt: skip
    long = "B" * protocol.MAX_NAME
    links = [join(table, code, name) for name in ("bożena", "Bożena", long)]
    pump(table, links)
    assert [s.name for s in table.seats] == ["Bożena", "bożena (2)", "Bożena (3)", long]
    other = join(table, code, long)  # (no free seat: refused before any renaming)
    pump(table, [other])
    assert other.session.closed == "full"
    players = links[0].events[-1].data["seats"]
    assert [p["name"] for p in players] == [s.name for s in table.seats]
    assert table.record.players[1].name == "bożena (2)"


def test_a_long_name_keeps_its_number_within_the_limit() -> None:
    code = new_code()
    table = HostTable(
        get_game("holomino"), [SeatSpec("host"), SeatSpec("guest")], code=code,
        host_name="A" * protocol.MAX_NAME,
    )  # fmt: skip
    guest = join(table, code, "a" * protocol.MAX_NAME)
    pump(table, [guest])
    assert table.seats[1].name == "a" * (protocol.MAX_NAME - 4) + " (2)"


def test_an_ai_seat_is_named_as_a_window_names_its_computers() -> None:
    table = HostTable(
        get_game("triominos", players=3),
        [SeatSpec("guest"), SeatSpec("ai", "expert"), SeatSpec("ai", "random")],
        code=new_code(),
    )  # fmt: skip
    assert [s.name for s in table.seats[1:]] == ["Computer 2", "Computer 3"]
    assert table.record.players[1].level == "expert"


def test_a_seat_taken_back_gets_the_whole_move_log_and_an_undo_cuts_it() -> None:
    table, (ana, bo) = two_guest_table("triominos")
    _play(table, [ana, bo], 30)
    assert _shown(ana.session.results) == _shown(_true_results(table))
    table.disconnect(ana.conn, now=1.0)
    _play(table, [bo], 4)  # moves Ana's window never heard of
    back = join(table, ana.session.channel_code, "Ana", ana.session.token, now=2.0)
    pump(table, [back, bo], now=2.0)
    assert _shown(back.session.results) == _shown(_true_results(table))
    assert back.session.started and back.session.ply == table.ply
    # undo by agreement: every seat's log is cut back to the moves kept
    _play_until_moved(table, [back, bo], 1)
    plies = table.ply
    bo.session.ask_undo()
    pump(table, [back, bo], now=30.0)
    back.session.answer_undo(True)
    pump(table, [back, bo], now=30.0)
    assert table.ply < plies
    for link in (back, bo):
        assert len(link.session.results) == table.ply
        assert _shown(link.session.results) == _shown(_true_results(table))


def test_a_long_match_log_comes_in_several_frames() -> None:
    table, (ana, bo) = two_guest_table("triominos")
    _play(table, [ana, bo], 400)
    entry = table.log[0]
    table.log = [entry] * 2000  # a log longer than one frame holds
    parts = table.log_messages()
    assert len(parts) > 1 and all(len(part) <= MAX_PAYLOAD for part in parts)
    assert sum(len(protocol.decode(p, protocol.HOST)["moves"]) for p in parts) == 2000


def test_a_log_out_of_order_closes_the_guest_as_a_bad_host() -> None:
    table, (ana, _bo) = two_guest_table("hexadomino")
    events = ana.session._handle  # noqa: SLF001 (the message handler, without a channel)
    with pytest.raises(protocol.ProtocolError):
        events({"type": "log", "first": 5, "moves": []})
    with pytest.raises(CodecError):
        events({"type": "log", "first": 0, "moves": [{"play": {"c": "os.system", "f": {}}}]})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_move_of_every_game_travels_as_itself(game_id: str) -> None:
    for players in player_counts(game_id):
        game = get_game(game_id, players=players)
        state, rng = game.new_initial_state(7), random.Random(7)
        for _ in range(150):
            if state.is_terminal():
                break
            move = rng.choice(state.legal_moves())
            data = protocol.encode("log", first=0, moves=[{"play": encode_move(move)}])
            back = decode_move(protocol.decode(data, protocol.HOST)["moves"][0]["play"], game)
            assert back == move and str(back) == str(move) and type(back) is type(move)
            state.apply(move)
    other = next(g for g in GAME_IDS if g != game_id)
    with pytest.raises(CodecError):
        decode_move(encode_move(move), get_game(other))


def test_the_end_of_the_match_then_the_table_closing_is_no_lost_connection() -> None:
    table, (ana, bo) = two_guest_table("hexadomino")
    _play(table, [ana, bo], 3000)
    assert table.finished and ana.session.record is not None
    assert ana.session.receive_eof()[0].reason == "finished"
    assert ana.session.closed == "finished"


def test_a_connection_broken_mid_game_is_lost() -> None:
    table, (ana, bo) = two_guest_table("hexadomino")
    _play(table, [ana, bo], 3)
    assert ana.session.receive_eof()[0].reason == "lost"
