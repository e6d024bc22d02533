"""The relay greeting, the doors of a code, and the real transit relay joining two ends
(127.0.0.1 only)."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterator

import pytest
from nacl.pwhash import argon2id

from holomino_desktop.net.relay import (
    MAX_AHEAD,
    SEARCH_BACK,
    SEARCH_WIDTH,
    STEP_SECONDS,
    RelayAddress,
    RelayAnswer,
    RelayError,
    TableDoors,
    greeting,
    new_side,
    open_relayed,
    step_of,
    table_doors,
    table_key,
)
from holomino_desktop.net.words import SECRET_WORDS, WORDS, InviteCode, parse_code
from tests.net.relay_server import RelayServer

#: a token for the tests that only need two ends to meet
TOKEN = TableDoors(bytes(32)).token(1)


def cheap_doors(code: InviteCode) -> TableDoors:
    """The doors of ``code`` with argon2id at its least cost: the same construction, cheap
    enough to derive ten thousand."""
    return TableDoors(table_key(code, argon2id.OPSLIMIT_MIN, argon2id.MEMLIMIT_MIN))


@pytest.fixture
def relay() -> Iterator[RelayServer]:
    server = RelayServer()
    yield server
    server.stop()


def test_relay_address_parses_host_port_and_defaults() -> None:
    assert RelayAddress.parse("relay.example.org") == RelayAddress("relay.example.org", 4001)
    assert RelayAddress.parse(" 127.1.2.3:5000 ") == RelayAddress("127.1.2.3", 5000)
    assert RelayAddress.parse("[::1]:4002") == RelayAddress("::1", 4002)
    assert str(RelayAddress("::1", 4002)) == "[::1]:4002"
    for bad in ("", "host:", "host:0", "host:70000", "host:x", "[::1", "a b:1"):
        with pytest.raises(ValueError):
            RelayAddress.parse(bad)


def test_a_door_depends_on_the_whole_code_and_on_its_step() -> None:
    code = parse_code("321-moon-star-maple-tiger")
    doors = table_doors(code)
    assert doors is table_doors(parse_code(" 321 MOON star Maple tiger "))  # derived once per code
    token = doors.token(29_000_000)
    assert len(token) == 64 and int(token, 16) >= 0 and len(doors.guest_side(7)) == 16
    assert greeting(token, doors.guest_side(7)).startswith(b"please relay ")
    others = [InviteCode(321, ("moon", "star", "maple", "lion")),
              InviteCode(321, ("lion", "star", "maple", "tiger")),
              InviteCode(322, ("moon", "star", "maple", "tiger"))]  # fmt: skip
    assert all(table_doors(other).token(29_000_000) != token for other in others)
    assert doors.token(29_000_001) != token  # every step a door of its own
    assert doors.key != table_key(code, argon2id.OPSLIMIT_MIN, argon2id.MEMLIMIT_MIN)  # dear
    assert len(new_side()) == 16 and new_side() != new_side()
    with pytest.raises(ValueError):
        greeting("x" * 63, "1" * 16)


def test_ten_thousand_codes_of_one_table_number_have_ten_thousand_doors() -> None:
    """Tables never meet by accident: a door depends on every word of the code, so 10,000
    codes that share their table number (and differ in the secret words only) get 10,000
    different tokens at the same step, and no two guest sides alike either."""
    secrets = itertools.islice(itertools.product(WORDS, repeat=SECRET_WORDS), 10_000)
    doors = [cheap_doors(InviteCode(321, words)) for words in secrets]
    assert len(doors) == 10_000
    assert len({door.token(29_000_000) for door in doors}) == 10_000
    assert len({door.guest_side(29_000_000) for door in doors}) == 10_000


def test_one_table_never_uses_a_token_twice() -> None:
    """A table's doors: each connection takes one, the next is another step's, and steps
    never repeat a token (a day of doors of one code, all different)."""
    doors = cheap_doors(parse_code("7-plaid-orbit-maple-tiger"))
    day = [doors.token(step) for step in range(29_000_000, 29_000_000 + 24 * 60)]
    assert len(set(day)) == len(day)
    now = 29_000_000 * STEP_SECONDS + 10.0
    first, wait = doors.next_door(now)
    assert first == 29_000_000 and wait == 2 * STEP_SECONDS - 10.0  # until it is too old
    doors.take(first)
    second, _ = doors.next_door(now + 1)
    assert second == first + 1  # a connection took the door: the next step's, at once
    doors.take(second)
    later = now + 10 * STEP_SECONDS
    assert doors.next_door(later)[0] == step_of(later)  # back with the clock once it passed
    set_back = later - 20 * STEP_SECONDS  # a clock set back never opens a door it passed
    step, wait = doors.next_door(set_back)
    assert step is None and wait == STEP_SECONDS


def test_a_code_holder_taking_doors_over_and_over_keeps_them_within_the_guests_reach() -> None:
    """Someone with the code takes the host's door every half second (as fast as the host
    opens the next) for two minutes: the host always has a door open, never more than
    MAX_AHEAD steps ahead, and a guest whose clock agrees greets it in its first batch;
    each door of the reach is used once before any is used again."""
    doors = cheap_doors(parse_code("7-plaid-orbit-maple-tiger"))
    start = 29_000_000 * STEP_SECONDS + 10.0
    taken = []
    for taking in range(240):
        now = start + taking * 0.5
        step, wait = doors.next_door(now)
        assert step is not None and wait > 0
        assert -SEARCH_BACK <= step - step_of(now) <= MAX_AHEAD
        assert step in doors.search(now, 0)
        doors.take(step)
        taken.append(step)
    reach = len(TableDoors.reach(0))
    assert len(set(taken[:reach])) == reach  # a door of its own for each, while there is one
    assert len(set(taken)) == reach + 2  # and the two steps the clock brought


@pytest.mark.parametrize("skew", [-2, -1, 0, 1, 2])
@pytest.mark.parametrize("ahead", [0, 1, 2])
def test_a_guests_first_batch_holds_the_hosts_door(skew: int, ahead: int) -> None:
    """Clocks two minutes apart either way, and a host whose doors ran two steps ahead: the
    guest's first batch still greets the host's door; later batches reach further."""
    doors = cheap_doors(parse_code("7-plaid-orbit-maple-tiger"))
    host_now = 29_000_000 * STEP_SECONDS + 30.0
    if ahead:
        doors.take(step_of(host_now) + ahead - 1)
    door, _ = doors.next_door(host_now)
    guest_now = host_now + skew * STEP_SECONDS
    assert door in doors.search(guest_now, 0)
    assert (doors.token(door), doors.guest_side(door)) in doors.greetings(guest_now, 0)
    reach = [step for batch in range(6) for step in doors.search(guest_now, batch)]
    assert len(set(reach)) == 6 * SEARCH_WIDTH  # batches never repeat a door...
    assert min(reach) <= door - 2 * SEARCH_WIDTH and max(reach) >= door + 2 * SEARCH_WIDTH
    assert doors.search(guest_now, 0)[0] == step_of(guest_now) - SEARCH_BACK


def test_the_answer_passes_on_what_follows_ok_and_refuses_the_rest() -> None:
    answer = RelayAnswer()
    assert answer.feed(b"o") == b""
    assert answer.feed(b"k\nfirst") == b"first" and answer.paired
    assert answer.feed(b"more") == b"more"
    for refusal in (b"bad handshake\n", b"impatient\n", b"x" * 40):
        with pytest.raises(RelayError):
            RelayAnswer().feed(refusal)


async def _pair(relay: RelayServer, token: str) -> tuple[list[asyncio.StreamWriter], bytes]:
    first = asyncio.create_task(open_relayed(relay.address, token, new_side(), pair_timeout=10))
    await asyncio.sleep(0.1)
    second = await open_relayed(relay.address, token, new_side(), pair_timeout=10)
    first_ends = await first
    second[1].write(b"hello through the relay")
    await second[1].drain()
    got = await asyncio.wait_for(first_ends[0].readexactly(23), 10)
    return [first_ends[1], second[1]], got


def test_two_ends_are_joined_by_the_real_relay_and_survive_its_restart(
    relay: RelayServer,
) -> None:
    async def run() -> None:
        writers, got = await _pair(relay, TOKEN)
        assert got == b"hello through the relay"
        relay.restart()  # a relay drop: both ends lose the connection...
        for writer in writers:
            writer.close()
        writers, got = await _pair(relay, TOKEN)  # ...and meet again
        assert got == b"hello through the relay"
        for writer in writers:
            writer.close()

    asyncio.run(asyncio.wait_for(run(), 60))


def test_a_lone_end_waits_and_a_bad_greeting_is_refused(relay: RelayServer) -> None:
    async def run() -> None:
        with pytest.raises(TimeoutError):
            await open_relayed(relay.address, TOKEN, new_side(), pair_timeout=0.5)
        reader, writer = await asyncio.open_connection("127.0.0.1", relay.port)
        writer.write(b"please relay nothing\n")
        answer = await asyncio.wait_for(reader.read(100), 10)
        with pytest.raises(RelayError, match="bad handshake"):
            RelayAnswer().feed(answer)
        writer.close()
        with pytest.raises(RelayError, match="cannot reach"):
            await open_relayed(RelayAddress("127.0.0.1", 1), TOKEN, new_side())

    asyncio.run(asyncio.wait_for(run(), 60))
