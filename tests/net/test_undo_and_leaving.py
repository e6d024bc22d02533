"""Undo by agreement, the record a guest keeps when the host leaves, and the host's hint
setting told in the welcome (issue 45). In-process: bytes passed by hand."""

from __future__ import annotations

import pytest

from holomino_desktop.engine import get_game
from holomino_desktop.engine.record import GameRecord
from holomino_desktop.net import protocol
from holomino_desktop.net.channel import MAX_PAYLOAD
from holomino_desktop.net.table import UNDO_PAUSE, UNDO_TIMEOUT, HostTable, SeatSpec
from holomino_desktop.net.words import new_code

from .helpers import Link, join, legal_text, pump, two_guest_table


def _play_until_moved(table: HostTable, links: list[Link], seat: int) -> None:
    """Play (AI seats included) until ``seat`` has made a move and the next seat is to move."""
    while seat not in table.movers or table.movers[-1] != seat:
        if (turn := table.ai_turn()) is not None:
            table.play_ai(turn, legal_text(turn.view))
        else:
            mover = next(link for link in links if link.session.my_turn)
            assert mover.session.view is not None
            mover.session.send_move(legal_text(mover.session.view))
        pump(table, links)


def _asked(link: Link) -> list[int]:
    return [e.data["seat"] for e in link.events if e.kind == "undo_asked"]


def _results(link: Link) -> list[str]:
    return [e.data["result"] for e in link.events if e.kind == "undo_result"]


def test_when_every_other_human_accepts_the_move_is_taken_back_everywhere() -> None:
    table, (ana, bo) = two_guest_table()
    _play_until_moved(table, [ana, bo], 0)
    kept = table.record.moves[: max(i for i, s in enumerate(table.movers) if s == 0)]
    before = get_game("hexadomino", players=3).new_initial_state(table.seed)
    for text in kept:
        before.apply(before.parse_move(text))
    ana.session.ask_undo()
    pump(table, [ana, bo])
    assert _asked(bo) == [0] and bo.session.undo_question == 0
    assert ana.session.undo_question is None  # the asker is not asked
    assert table.ai_turn() is None  # the AI seats wait for the answer
    bo.session.answer_undo(True)
    pump(table, [ana, bo])
    assert table.record.moves == kept and table.ply == len(kept)
    assert _results(ana) == _results(bo) == ["done"]
    assert ana.session.ply == bo.session.ply == len(kept)
    assert ana.session.view is not None
    assert str(ana.session.view.view(0).legal_moves()) == str(before.view(0).legal_moves())
    assert table.state.current_player == 0  # Ana's turn again, to play another move


def test_a_decline_or_a_move_cancels_the_request_and_everybody_is_told() -> None:
    table, (ana, bo) = two_guest_table()
    _play_until_moved(table, [ana, bo], 0)
    moves = list(table.record.moves)
    ana.session.ask_undo()
    pump(table, [ana, bo])
    bo.session.answer_undo(False)
    pump(table, [ana, bo])
    assert table.record.moves == moves and table.undo is None
    assert _results(ana) == _results(bo) == ["declined"]
    # a move played while a request is open cancels it
    assert table.ask_undo(0, UNDO_PAUSE) is None
    pump(table, [ana, bo])
    mover = next(link for link in (ana, bo) if link.session.my_turn)
    assert mover.session.view is not None
    mover.session.send_move(legal_text(mover.session.view))
    pump(table, [ana, bo])
    assert table.undo is None and _results(ana)[-1] == "moved"
    assert len(table.record.moves) == len(moves) + 1


def test_an_unanswered_request_times_out() -> None:
    table, (ana, bo) = two_guest_table()
    _play_until_moved(table, [ana, bo], 0)
    moves = list(table.record.moves)
    assert table.ask_undo(0, 100.0) is None
    assert table.next_deadline() == 100.0 + UNDO_TIMEOUT
    table.tick(100.0 + UNDO_TIMEOUT - 1)
    assert table.undo is not None
    table.tick(100.0 + UNDO_TIMEOUT)
    pump(table, [ana, bo])
    assert table.undo is None and table.record.moves == moves
    assert _results(bo) == ["timeout"]
    assert table.ai_turn() is not None or any(link.session.my_turn for link in (ana, bo))


def test_ai_seats_never_block_an_undo() -> None:
    code = new_code()
    table = HostTable(
        get_game("square_domino", players=2), [SeatSpec("guest"), SeatSpec("ai", "beginner")],
        code=code, seed=5,
    )  # fmt: skip
    ana = join(table, code, "Ana")
    pump(table, [ana])
    assert table.start()
    pump(table, [ana])
    _play_until_moved(table, [ana], 0)
    keep = max(i for i, s in enumerate(table.movers) if s == 0)
    ana.session.ask_undo()
    pump(table, [ana])
    assert _results(ana) == ["done"]  # nobody else is asked: taken back at once
    assert table.ply == keep and table.state.current_player == 0


def test_undo_requests_are_refused_when_nothing_to_take_back_and_rate_limited() -> None:
    table, (ana, bo) = two_guest_table()
    if table.state.current_player == 2:
        turn = table.ai_turn()
        assert turn is not None
        table.play_ai(turn, legal_text(turn.view))
        pump(table, [ana, bo])
    assert table.ask_undo(0, 0.0) == "nothing_to_undo"
    _play_until_moved(table, [ana, bo], 0)
    for _ in range(4):  # a flood: one question goes out, the rest are refused (no strike)
        ana.session.ask_undo()
        pump(table, [ana, bo])
    assert ana.errors() == ["undo_pending"] * 3 and _asked(bo) == [0]
    bo.session.answer_undo(False)
    pump(table, [ana, bo])
    ana.session.ask_undo()
    pump(table, [ana, bo])
    assert ana.errors()[-1] == "undo_too_soon" and _asked(bo) == [0]
    assert not table.finished_with(ana.conn)
    ana.session.answer_undo(True)  # Ana was not asked anything
    pump(table, [ana, bo])
    assert ana.errors()[-1] == "no_undo"


@pytest.mark.parametrize(
    "payload",
    [
        {"type": "undo_answer", "accept": "yes"},
        {"type": "undo_answer", "accept": 1},
        {"type": "undo_answer"},
        {"type": "undo_ask", "seat": 1},
    ],
)
def test_undo_messages_are_validated_strictly(payload: dict[str, object]) -> None:
    message = protocol.encode(str(payload.pop("type")), **payload)
    with pytest.raises(protocol.ProtocolError):
        protocol.decode(message, protocol.GUEST)


def test_an_undo_result_the_protocol_does_not_know_is_refused() -> None:
    with pytest.raises(protocol.ProtocolError):
        protocol.decode(protocol.encode("undo_result", seat=0, result="maybe"), protocol.HOST)


def test_a_host_leaving_an_unfinished_game_sends_its_record_as_it_stood() -> None:
    table, (ana, bo) = two_guest_table()
    _play_until_moved(table, [ana, bo], 1)
    table.leave()
    pump(table, [ana, bo])
    for link in (ana, bo):
        record = link.session.unfinished
        assert record is not None and record.result is None
        assert record.to_json() == table.record.to_json() and record.seed == table.seed
        assert link.kinds()[-2:] == ["unfinished", "closed"]
        assert link.session.closed == "host_left"


def test_a_large_unfinished_record_comes_in_parts() -> None:
    table, (ana, bo) = two_guest_table()
    _play_until_moved(table, [ana, bo], 0)
    table.record.extra["comment"] = "x" * (3 * MAX_PAYLOAD)
    table.leave()
    pump(table, [ana, bo], rounds=12)
    assert ana.session.unfinished is not None
    assert ana.session.unfinished.to_json() == table.record.to_json()
    assert ana.kinds().count("unfinished") == 1


def test_a_host_that_vanished_leaves_no_record() -> None:
    table, (ana, bo) = two_guest_table()
    _play_until_moved(table, [ana, bo], 0)
    ana.events.extend(ana.session.receive_eof())  # the host's socket broke: no bye
    assert ana.session.closed == "lost" and ana.session.unfinished is None


def test_the_welcome_tells_the_hosts_hint_setting() -> None:
    for hints in (True, False):
        code = new_code()
        table = HostTable(
            get_game("square_domino", players=2), [SeatSpec("host"), SeatSpec("guest")],
            code=code, seed=1, hints=hints,
        )  # fmt: skip
        ana = join(table, code, "Ana")
        pump(table, [ana])
        assert ana.session.hints is hints


def _drawn(table: HostTable, seat: int) -> int:
    """The host's seat draws (``draw``, Triominos): the tile that came."""
    before = list(table.state.hand(seat))  # type: ignore[attr-defined]
    table.play_host("draw")
    after = list(table.state.hand(seat))  # type: ignore[attr-defined]
    for tile in before:
        after.remove(tile)
    assert len(after) == 1
    return after[0]


def test_a_draw_taken_back_does_not_tell_the_next_draw() -> None:
    """The host draws, takes it back (its opponent is the computer: nobody is asked) and draws
    again: over ten tables the second draw differs from the first in some, since the undo
    reshuffled the stock nobody has seen; the record, reshuffles included, replays to exactly
    the table's position."""
    differs = 0
    for seed in range(10):
        code = new_code()
        table = HostTable(get_game("triominos", players=2), [SeatSpec("host"), SeatSpec("ai")],
                          code=code, seed=seed)  # fmt: skip
        table.start()
        while table.state.current_player != 0 or not table.record.moves:  # after the opening
            if (turn := table.ai_turn()) is not None:
                table.play_ai(turn, legal_text(turn.view))
            else:
                table.play_host(legal_text(table.state))
        first = _drawn(table, 0)
        assert table.ask_undo(0, 100.0 * seed) is None and table.undo is None  # taken back
        assert first not in table.state.hand(0)  # type: ignore[attr-defined]
        differs += _drawn(table, 0) != first
        replayed = GameRecord.from_json(table.record.to_json()).replay()[0]
        assert replayed.fingerprint() == table.state.fingerprint()
        assert table.record.to_json()["version"] == 2 and len(table.record.reshuffles) == 1
    assert differs >= 5
