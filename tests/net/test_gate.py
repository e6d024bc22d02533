"""The table's door, in process: guesses counted and bounded table-wide, nobody locked out,
returning guests straight in, cheap refusals, per-address limits, a fair queue, timeouts, and
the chat limit per seat."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from holomino_desktop.engine import get_game
from holomino_desktop.net import channel as channel_module
from holomino_desktop.net.gate import (
    DAY,
    GUESS_BURST,
    GUESS_RATE,
    HELLO_TIMEOUT,
    KNOCKING_PER_SOURCE,
    WAIT_TIMEOUT,
    WAITING_PER_SOURCE,
    chance_in,
    guesses_in,
)
from holomino_desktop.net.table import (
    CHAT_BURST,
    CONFIRM_TIMEOUT,
    JOIN_TIMEOUT,
    TOKEN_KNOCKS,
    HostTable,
    SeatSpec,
)
from holomino_desktop.net.words import SECRET_WORDS, WORDS, InviteCode, new_code

from .helpers import Link, join, pump


def _table(guests: int = 2) -> tuple[HostTable, InviteCode]:
    code = new_code(5)
    seats = [SeatSpec("guest")] * guests + [SeatSpec("ai", "random")] * (3 - guests)
    return HostTable(get_game("hexadomino", players=3), seats, code=code, seed=1), code


def _wrong(code: InviteCode) -> InviteCode:
    last = "moon" if code.words[-1] != "moon" else "tiger"
    return InviteCode(code.table, (*code.words[:-1], last))


def _knock(table: HostTable, code: InviteCode, now: float, source: str = "",
           token: str | None = None) -> Link:  # fmt: skip
    """A guest connects and sends its HELLO (nothing more until the host answers)."""
    link = join(table, code, "Eve", token, now=now, source=source)
    pump(table, [link], now=now, rounds=1)
    return link


@pytest.fixture
def key_exchanges(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many key exchanges the host has started (its SPAKE2 side B)."""
    started = [0]
    real = channel_module.SPAKE2_B

    def counting(*args: object, **kwargs: object) -> object:
        started[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(channel_module, "SPAKE2_B", counting)
    yield started


def test_a_day_of_guessing_finds_a_code_with_a_chance_under_one_in_100000() -> None:
    space = len(WORDS) ** SECRET_WORDS
    most = GUESS_BURST + GUESS_RATE * 24 * 60 * 60
    assert most / space <= 1e-5
    assert guesses_in(DAY) == most and chance_in(DAY) == most / space


def test_parallel_guesses_are_counted_when_let_in_and_bounded_table_wide(
    key_exchanges: list[int],
) -> None:
    """Connections guess at the same moment: the table judges only the bucket's worth at once
    and the rest as the bucket refills, never more than ``guesses_in(t)``."""
    table, code = _table()
    wrong, count = _wrong(code), GUESS_BURST + int(GUESS_RATE)
    links = [_knock(table, wrong, 0.0, source=f"127.0.{i}.1") for i in range(count)]
    pump(table, links, now=0.0)
    assert table.gate.tries == GUESS_BURST == key_exchanges[0]
    assert table.wrong_codes == GUESS_BURST
    for step in range(1, 12):
        now = step * 0.1
        table.tick(now)
        pump(table, links, now=now)
        assert table.gate.tries <= guesses_in(now)
    assert table.gate.tries == count == key_exchanges[0]
    assert all(link.session.closed == "wrong_code" for link in links)


def test_wrong_codes_never_lock_anyone_out() -> None:
    """A hundred wrong codes (twenty times the old limit of five), then the right one gets in
    at once: no count of wrong codes, no pause after one."""
    table, code = _table()
    wrong, now = _wrong(code), 0.0
    for _ in range(100):
        link = _knock(table, wrong, now)
        pump(table, [link], now=now)
        assert link.session.closed == "wrong_code"
        now += 1 / GUESS_RATE
    friend = _knock(table, code, now)
    pump(table, [friend], now=now)
    assert friend.session.seat is not None and table.wrong_codes == 100


def test_the_right_code_waits_at_most_a_moment_behind_a_burst_of_wrong_ones() -> None:
    table, code = _table()
    wrong = _wrong(code)
    flood = [_knock(table, wrong, 0.0, source=f"127.1.{i}.1") for i in range(GUESS_BURST)]
    pump(table, flood, now=0.0)
    friend = _knock(table, code, 0.0, source="127.0.0.1")  # the bucket is empty now
    assert friend.session.view is None
    now = table.next_deadline()
    assert now is not None and now <= 2.0
    table.tick(now)
    pump(table, [friend], now=now)
    assert friend.session.seat is not None


def test_a_returning_guest_with_its_token_never_waits_at_the_door(
    key_exchanges: list[int],
) -> None:
    table, code = _table()
    ana = _knock(table, code, 0.0)
    pump(table, [ana])
    token, tries = ana.session.token, table.gate.tries
    table.disconnect(ana.conn, 1.0)
    wrong = _wrong(code)
    flood = [_knock(table, wrong, 1.0, source="127.0.0.1") for _ in range(3 * GUESS_BURST)]
    pump(table, flood, now=1.0)  # the bucket is empty; strangers wait, turned away in turn
    exchanges = key_exchanges[0]
    back = _knock(table, code, 1.0, source="127.0.0.1", token=token)
    pump(table, [back], now=1.0)
    assert back.session.seat == 0 and back.session.token == token
    assert table.gate.tries == tries + GUESS_BURST  # the strangers' tries only
    assert key_exchanges[0] == exchanges + 1


def test_a_copied_hello_with_a_ticket_goes_through_the_door() -> None:
    """Someone who saw a returning guest's HELLO on the wire and sends it again gets no
    shortcut: the ticket is spent, the copy waits for a try like any stranger."""
    table, code = _table()
    ana = _knock(table, code, 0.0)
    pump(table, [ana])
    table.disconnect(ana.conn, 1.0)
    back = join(table, code, "Ana", ana.session.token, now=1.0)
    hello = back.session.outgoing()
    table.receive(back.conn, hello, 1.0)
    tries = table.gate.tries
    copy = table.connect(1.0)
    table.receive(copy, hello, 1.0)
    assert table.gate.tries == tries + 1


def test_a_seats_comebacks_are_limited_but_not_its_neighbours() -> None:
    table, code = _table()
    ana = _knock(table, code, 0.0)
    pump(table, [ana])
    for _ in range(TOKEN_KNOCKS):
        again = _knock(table, code, 1.0, token=ana.session.token)
        assert again.session.closed is None
    late = _knock(table, code, 1.0, token=ana.session.token)
    assert late.session.closed == "busy"
    later = _knock(table, code, 20.0, token=ana.session.token)
    pump(table, [later], now=20.0)
    assert later.session.seat == 0


def test_turned_away_connections_cost_no_key_exchange(key_exchanges: list[int]) -> None:
    table, code = _table()
    idle = [table.connect(step * 0.1, "127.0.0.9") for step in range(5 * KNOCKING_PER_SOURCE)]
    assert sum(table.finished_with(conn) for conn in idle) == 4 * KNOCKING_PER_SOURCE
    assert all(table.outgoing(conn)[4:] == b"\x03busy" for conn in idle[:-KNOCKING_PER_SOURCE])
    table.tick(8.0 + HELLO_TIMEOUT)
    assert all(table.finished_with(conn) for conn in idle)
    assert key_exchanges[0] == 0


def test_one_address_holds_only_its_share_of_the_door() -> None:
    """Idle connections from 127.0.0.2 keep at most KNOCKING_PER_SOURCE places: friends from
    another address, and from the same one, are seated at once."""
    table, code = _table()
    idle = [table.connect(step * 0.05, "127.0.0.2") for step in range(3 * KNOCKING_PER_SOURCE)]
    held = [conn for conn in idle if not table.finished_with(conn)]
    assert held == idle[-KNOCKING_PER_SOURCE:]  # the newest: the older were turned away
    other = _knock(table, code, 2.5, source="127.0.0.3")
    same = _knock(table, code, 2.5, source="127.0.0.2")
    pump(table, [other, same], now=2.5)
    assert other.session.seat is not None and same.session.seat is not None


def test_a_batch_of_connections_is_not_turned_away_before_its_hellos_are_read() -> None:
    """A host slowed down by a flood accepts many connections before it reads any: the
    friend's among them is not pushed out by the ones accepted after it."""
    table, code = _table()
    friend = join(table, code, "Bo", now=0.0, source="127.0.0.1")
    flood = [table.connect(0.01, "127.0.0.1") for _ in range(10 * KNOCKING_PER_SOURCE)]
    pump(table, [friend], now=0.02)
    assert friend.session.seat is not None
    assert not any(table.finished_with(conn) for conn in flood)
    late = table.connect(1.0, "127.0.0.1")  # later, the oldest idle ones make room
    assert not table.finished_with(late) and table.finished_with(flood[0])


def test_waiting_guests_are_let_in_fairly_one_address_after_the_other() -> None:
    table, code = _table()
    wrong = _wrong(code)
    burst = [_knock(table, wrong, 0.0, source=f"127.2.{i}.1") for i in range(GUESS_BURST)]
    pump(table, burst, now=0.0)  # the bucket is empty
    flood = [_knock(table, wrong, 0.0, source="127.0.0.2") for _ in range(3 * WAITING_PER_SOURCE)]
    pump(table, flood, now=0.0)
    turned = [link for link in flood if link.session.closed == "busy"]
    assert len(turned) == 2 * WAITING_PER_SOURCE  # the oldest of that address
    friend = _knock(table, code, 0.0, source="127.0.0.3")
    now = 2.5 / GUESS_RATE  # time for two tries: one per address (a queue would take nine)
    table.tick(now)
    pump(table, [friend, *flood], now=now)
    assert table.gate.tries == GUESS_BURST + 2
    assert friend.session.seat is not None


def test_every_step_at_the_door_is_timed() -> None:
    table, code = _table()
    idle = table.connect(0.0)
    table.tick(HELLO_TIMEOUT - 0.01)
    assert not table.finished_with(idle)
    table.tick(HELLO_TIMEOUT)
    assert table.finished_with(idle)
    wrong = _wrong(code)
    burst = [_knock(table, wrong, 10.0, source=f"127.3.{i}.1") for i in range(GUESS_BURST)]
    waiting = _knock(table, wrong, 10.0, source="127.0.0.4")
    table.tick(10.0)
    assert waiting.session.closed is None  # the bucket is empty: it waits
    table.gate.rate = 0.001  # (no refill: the wait times out)
    table.tick(10.0 + WAIT_TIMEOUT)
    pump(table, [waiting], now=10.0 + WAIT_TIMEOUT)
    assert waiting.session.closed == "busy"
    table.gate.rate = GUESS_RATE
    del burst
    silent = join(table, code, "Sam", now=100.0)
    table.receive(silent.conn, silent.session.outgoing(), 100.0)
    silent.session.receive(table.outgoing(silent.conn))  # it never sends its confirmation
    table.tick(100.0 + CONFIRM_TIMEOUT)
    assert table.finished_with(silent.conn)
    quiet = join(table, code, "Quiet", now=200.0)
    quiet.session._send = lambda kind, **fields: None  # type: ignore[method-assign]
    pump(table, [quiet], now=200.0)  # the code is proved, the join never comes
    assert quiet.session.channel.established and not table.finished_with(quiet.conn)
    table.tick(200.0 + JOIN_TIMEOUT)
    assert table.finished_with(quiet.conn)


def test_the_chat_limit_is_per_seat_and_survives_reconnects() -> None:
    table, code = _table()
    ana, bo = _knock(table, code, 0.0), _knock(table, code, 0.0)
    pump(table, [ana, bo])
    token = ana.session.token
    for round_ in range(4):  # a new connection each time, every line at once
        table.disconnect(ana.conn, 1.0)
        ana = join(table, code, "Ana", token, now=1.0)
        pump(table, [ana, bo], now=1.0)
        for line in range(CHAT_BURST):
            ana.session.send_chat(f"{round_}.{line}")
        pump(table, [ana, bo], now=1.0)
    said = [e.data["text"] for e in bo.events if e.kind == "chat"]
    assert said == [f"0.{n}" for n in range(CHAT_BURST)]
    assert ana.errors() == ["slow_down"] * CHAT_BURST
