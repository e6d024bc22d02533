"""A guest trusts nothing its host sends: every true message passes, every fault found in a
hostile host's messages closes the connection as ``bad_host``, and nothing raises."""

from __future__ import annotations

import copy
import json
import random
import tracemalloc
from collections.abc import Callable
from typing import Any

import pytest

from holomino_desktop.engine import get_game
from holomino_desktop.engine.record import GameRecord
from holomino_desktop.net import protocol, trust
from holomino_desktop.net.channel import Channel, Knocked
from holomino_desktop.net.codec import decode_view
from holomino_desktop.net.guest import GuestEvent, GuestSession
from holomino_desktop.net.schema import Untrusted
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.trust import BAD_HOST, trusted_record, trusted_view
from holomino_desktop.net.words import new_code

from .helpers import join, pump
from .hostile import payload, real_messages, real_views


def test_every_true_view_is_trusted_and_decodes_as_the_codec_does() -> None:
    count = 0
    for real in real_views():
        state = trusted_view(real.data, real.game, real.seat, real.turn)
        plain = decode_view(copy.deepcopy(real.data), real.game, real.seat)
        assert state.fingerprint() == plain.fingerprint()
        count += 1
    assert count > 500


class Guest:
    """A GuestSession over a real channel (seated by ``welcome`` when it is given); ``hear``
    passes it payloads as a host sends them."""

    def __init__(self, welcome: dict[str, Any] | None = None) -> None:
        code = new_code()
        self.host, self.session = Channel("host", code.password), GuestSession(code, "Ana")
        for _ in range(4):  # the host lets the guest try at once (the door: net/gate.py)
            self.session.receive(self.host.outgoing())
            for event in self.host.receive(self.session.outgoing()):
                if isinstance(event, Knocked):
                    self.host.admit()
        assert self.host.established
        self.events: list[GuestEvent] = []
        if welcome is not None:
            self.hear(payload(welcome))

    def hear(self, *payloads: bytes) -> list[GuestEvent]:
        for data in payloads:
            if self.host.closed:
                break
            self.host.send(data)
            self.events.extend(self.session.receive(self.host.outgoing()))
        return self.events

    @property
    def refused(self) -> bool:
        closed = [e for e in self.events if e.kind == "closed"]
        return (
            bool(closed) and closed[-1].reason.startswith(BAD_HOST) and self.session.channel.closed
        )


def _state_with(
    change: Callable[[dict[str, Any]], object],
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A two-seat Hexadomino table's welcome for seat 2, and its state changed by ``change``."""
    welcome, state = real_messages("hexadomino", seat=1, players=2)
    change(state)
    return welcome, state


def _view(state: dict[str, Any]) -> dict[str, Any]:
    fields: dict[str, Any] = state["view"]["f"]
    return fields


def _huge_tile(state: dict[str, Any]) -> None:
    _view(state)["hands"][1][0] = 2**34  # once made the guest ask for 4.4 GB


def _string_hands(state: dict[str, Any]) -> None:
    _view(state)["hands"] = ["abc", "def"]


def _wrong_seat_list(state: dict[str, Any]) -> None:
    state["seats"] = ["Ana", 7]


def _req_changed(state: dict[str, Any]) -> None:
    entry = _view(state)["req"]["d"][0]
    entry[1] = (entry[1] + 1) % 7**6


def _tile_twice(state: dict[str, Any]) -> None:
    hands = _view(state)["hands"]
    hands[0][0] = hands[1][0]


def _turn_elsewhere(state: dict[str, Any]) -> None:
    state["turn"] = 1 - state["turn"]


def _float_score(state: dict[str, Any]) -> None:
    _view(state)["_scores"][0] = 1.5


def _extra_field(state: dict[str, Any]) -> None:
    _view(state)["evil"] = 1


def _stone_moved(state: dict[str, Any]) -> None:
    placed = _view(state)["placed"]
    cell, ori = placed[0]["t"]
    placed[0]["t"] = [cell + 5, ori]


VIEW_FAULTS = [
    _huge_tile, _string_hands, _wrong_seat_list, _req_changed, _tile_twice, _turn_elsewhere,
    _float_score, _extra_field, _stone_moved,
]  # fmt: skip


@pytest.mark.parametrize("fault", VIEW_FAULTS, ids=lambda f: f.__name__.strip("_"))
def test_a_view_the_engine_could_not_have_made_closes_the_connection(fault) -> None:  # type: ignore[no-untyped-def]
    welcome, state = _state_with(fault)
    guest = Guest(welcome)
    tracemalloc.start()
    try:
        guest.hear(payload(state))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert guest.refused and guest.session.view is None
    assert peak < 2_000_000  # the 2^34 stone id once asked for 4.4 GB


def test_the_true_view_is_held() -> None:
    welcome, state = real_messages("hexadomino", seat=1)
    guest = Guest(welcome)
    guest.hear(payload(state))
    assert not guest.refused and guest.session.view is not None


def _messages(change: Callable[[dict[str, Any], dict[str, Any]], list[dict[str, Any]]]):  # type: ignore[no-untyped-def]
    welcome, state = real_messages("square_domino", seat=1)
    return change(welcome, state)


MESSAGE_FAULTS: dict[str, Callable[[dict[str, Any], dict[str, Any]], list[dict[str, Any]]]] = {
    # a two-seat table
    "seat_7_of_2": lambda w, s: [{**w, "seat": 7}],
    "seat_as_text": lambda w, s: [{**w, "seat": "1"}],
    "another_game's_option": lambda w, s: [{**w, "options": {**w["options"], "scoring": "sum"}}],
    "option_of_another_kind": lambda w, s: [{**w, "options": {**w["options"], "sets": True}}],
    "three_names_for_two_seats": lambda w, s: [{**w, "players": ["a", "b", "c"]}],
    "a_second_welcome": lambda w, s: [w, {**w, "game": "holomino", "options": {}}],
    "state_before_welcome": lambda w, s: [s],
    "moved_by_seat_9": lambda w, s: [w, {"v": 1, "type": "moved", "seat": 9, "move": "pass",
                                         "ply": 0, "items": [], "events": []}],
    "chat_of_seat_5": lambda w, s: [w, {"v": 1, "type": "chat", "seat": 5, "name": "x",
                                        "text": "hi"}],
    "undo_asked_by_seat_2": lambda w, s: [w, {"v": 1, "type": "undo_asked", "seat": 2,
                                              "name": "x"}],
    "seats_of_three": lambda w, s: [w, {"v": 1, "type": "seats", "seats": s["seats"] * 2}],
    "seat_level_unknown": lambda w, s: [w, {"v": 1, "type": "seats", "seats": [
        {**s["seats"][0], "level": "god"}, s["seats"][1]]}],
    "score_lines_by_thousands": lambda w, s: [w, {
        "v": 1, "type": "moved", "seat": 0, "move": "pass", "ply": 0, "events": [],
        "items": [{"player": 0, "points": 1, "kind": "x", "text": "", "params": []}] * 500}],
    "a_reason_that_steers_the_terminal": lambda w, s: [w, {"v": 1, "type": "bye",
                                                           "reason": "\x1b]0;owned\x07"}],
    "an_error_code_of_markup": lambda w, s: [w, {"v": 1, "type": "error", "code": "<b>x</b>",
                                                 "message": "m"}],
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(MESSAGE_FAULTS))
def test_a_message_out_of_the_tables_range_closes_the_connection(name: str) -> None:
    guest = Guest()
    guest.hear(*(payload(m) for m in _messages(MESSAGE_FAULTS[name])))
    assert guest.refused, guest.events


def test_the_welcome_of_a_two_seat_table_seats_seat_2() -> None:
    welcome, state = real_messages("square_domino", seat=1)
    guest = Guest(welcome)
    guest.hear(payload(state))
    assert guest.session.seat == 1 and guest.session.view is not None and not guest.refused


def _finished_record(game_id: str = "square_domino") -> GameRecord:
    """A whole match of random moves, as a table's record at its end."""
    record = GameRecord.start(get_game(game_id, players=2), 4)
    replay = record.initial_state()
    rng = random.Random(4)
    while not replay.is_terminal():
        move = rng.choice(replay.legal_moves())
        record.moves.append(str(move))
        replay.apply(move)
    record.finish(replay)
    return record


def test_the_true_end_record_is_trusted() -> None:
    record = _finished_record()
    back = trusted_record(json.loads(json.dumps(record.to_json())), record.new_game(), True)
    assert back.moves == record.moves


@pytest.mark.parametrize(
    "change",
    [
        lambda r: r.update(game="holomino", options={"scoring": "sum", "players": 2}),
        lambda r: r.update(options={**r["options"], "sets": 1}),
        lambda r: r.update(result={"scores": [999, 0], "winners": [0]}),
        lambda r: r["moves"].pop(),  # not over: not an end
        lambda r: r["moves"].insert(3, "pass"),
        lambda r: r["players"].append({"name": "Eve", "kind": "human"}),
        lambda r: r["players"][0].update(name="x" * 41),
    ],
)
def test_an_end_record_not_of_this_game_is_refused(
    change: Callable[[dict[str, Any]], object],
) -> None:
    record = _finished_record()
    data = json.loads(json.dumps(record.to_json()))
    change(data)
    with pytest.raises(Untrusted):
        trusted_record(data, record.new_game(), True)


def test_an_end_record_of_another_game_closes_the_connection() -> None:
    welcome, state = real_messages("square_domino", seat=1)
    guest = Guest(welcome)
    record = _finished_record("holomino")
    guest.hear(payload(state), protocol.encode("end", record=record.to_json()))
    assert guest.refused and guest.session.record is None


def test_terminal_text_drops_every_control_character_but_newlines() -> None:
    text = "Ana\x1b[2J\x1b]0;owned\x07 \x9b31m\x00\ttab\x7f\nnext line — Љубица"
    assert protocol.terminal_text(text) == "Ana[2J]0;owned 31mtab\nnext line — Љубица"


def test_a_view_of_a_game_the_table_does_not_play_is_refused() -> None:
    real = next(iter(real_views(plies=(3,), seeds=range(1, 2))))
    other = get_game("dutch_domino", players=2)
    with pytest.raises(Untrusted):
        trusted_view(real.data, other, real.seat, real.turn)


def test_a_host_named_at_length_gives_its_guests_a_name_they_accept() -> None:
    """Names are at most 40 characters on the wire: the host cuts its own, so that its
    guests, who refuse longer ones, can sit at its table."""
    code = new_code()
    table = HostTable(
        get_game("holomino"), [SeatSpec("host"), SeatSpec("guest")], code=code,
        host_name="Ana\x1b " + "a" * 80,
    )  # fmt: skip
    guest = join(table, code, "Bo")
    pump(table, [guest])
    welcome = next(e for e in guest.events if e.kind == "welcome")
    assert welcome.data["players"][0] == "Ana " + "a" * 36
    table.host_chat("hello")
    pump(table, [guest])
    assert not guest.session.closed and guest.session.view is not None
    assert [e.data["name"] for e in guest.events if e.kind == "chat"] == ["Ana " + "a" * 36]


def _moved(move: str) -> dict[str, Any]:
    return {"v": 1, "type": "moved", "seat": 0, "move": move, "ply": 0, "items": [], "events": []}


def _log(play: Any, seat: int = 0) -> dict[str, Any]:
    entry = {"seat": seat, "items": [], "events": [], "play": play}
    return {"v": 1, "type": "log", "first": 0, "moves": [entry]}


@pytest.mark.parametrize(
    "message",
    [
        _moved("27@99999999999,0/1"),  # a stone's notation, a cell far off any table
        _moved("99@0,1/1"),
        _log({"c": "hexadomino.Place", "n": [2**34, 1, 0, 1]}),
        _log({"c": "hexadomino.Place", "n": [27, 1, 0, 9]}),
        _log({"c": "holomino.Place", "n": [1, 1, 0, 1]}),  # another game's move
        _log({"c": "hexadomino.HexadominoState", "f": {}}),
        _log({"c": "hexadomino.Draw", "f": {}}, seat=5),
    ],
    ids=["far_cell", "no_such_stone", "huge_stone", "rotation_9", "other_game", "a_state",
         "seat_5"],
)  # fmt: skip
def test_a_move_out_of_the_games_range_closes_the_connection(message: dict[str, Any]) -> None:
    welcome, state = real_messages("hexadomino", seat=1)
    guest = Guest(welcome)
    guest.hear(payload(state), payload(message))
    assert guest.refused and guest.session.results == []


def test_a_true_move_and_log_are_kept() -> None:
    welcome, state = real_messages("hexadomino", seat=1)
    guest = Guest(welcome)
    guest.hear(payload(state), payload(_log({"c": "hexadomino.Draw", "f": {}})))
    assert not guest.refused and len(guest.session.results) == 1


def test_every_message_a_host_may_send_has_a_check() -> None:
    """A message type added to the protocol without a check here would reach the window
    unchecked: none is (the guest refuses a type it cannot check)."""
    schemas = trust._table_schemas(("hexadomino", (("players", 2),)))
    assert set(protocol.HOST) == {*schemas, "welcome", "end", "unfinished"}
