"""The relay greeting and the real transit relay joining two ends (127.0.0.1 only)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from holomino_desktop.net.relay import (
    RelayAddress,
    RelayAnswer,
    RelayError,
    greeting,
    new_side,
    open_relayed,
    relay_token,
)
from tests.net.relay_server import RelayServer


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


def test_the_token_depends_on_the_table_number_only() -> None:
    token = relay_token(4821)
    assert len(token) == 64 and int(token, 16) >= 0
    assert token == relay_token(4821) != relay_token(4822)
    assert len(new_side()) == 16 and new_side() != new_side()
    with pytest.raises(ValueError):
        greeting("x" * 63, "1" * 16)


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
        writers, got = await _pair(relay, relay_token(4821))
        assert got == b"hello through the relay"
        relay.restart()  # a relay drop: both ends lose the connection...
        for writer in writers:
            writer.close()
        writers, got = await _pair(relay, relay_token(4821))  # ...and meet again
        assert got == b"hello through the relay"
        for writer in writers:
            writer.close()

    asyncio.run(asyncio.wait_for(run(), 60))


def test_a_lone_end_waits_and_a_bad_greeting_is_refused(relay: RelayServer) -> None:
    async def run() -> None:
        with pytest.raises(TimeoutError):
            await open_relayed(relay.address, relay_token(1), new_side(), pair_timeout=0.5)
        reader, writer = await asyncio.open_connection("127.0.0.1", relay.port)
        writer.write(b"please relay nothing\n")
        answer = await asyncio.wait_for(reader.read(100), 10)
        with pytest.raises(RelayError, match="bad handshake"):
            RelayAnswer().feed(answer)
        writer.close()
        with pytest.raises(RelayError, match="cannot reach"):
            await open_relayed(RelayAddress("127.0.0.1", 1), relay_token(1), new_side())

    asyncio.run(asyncio.wait_for(run(), 60))
