"""Tables at the real transit relay on 127.0.0.1, in one process: two tables with the same
number, a stranger squatting at a guessed code's doors, two guests searching at once, the token
of every connection as the relay sees it (a witness in front of it), and a new code checked
against the live tables."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass

import pytest

from holomino_desktop.engine import get_game
from holomino_desktop.net import relay as relay_module
from holomino_desktop.net import tcp as tcp_module
from holomino_desktop.net.channel import Channel
from holomino_desktop.net.guest import GuestEvent, GuestSession
from holomino_desktop.net.reconnect import CLAIM_TRIES, CLAIM_WAIT
from holomino_desktop.net.relay import (
    RelayAddress,
    RelayError,
    code_in_use,
    free_code,
    new_side,
    open_relayed,
    table_doors,
)
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.tcp import READ_SIZE, HostDriver, relayed
from holomino_desktop.net.words import InviteCode
from tests.net.relay_server import RelayServer, RelayWitness

#: every wait is bounded
WAIT = 30.0


@pytest.fixture
def relay() -> Iterator[RelayServer]:
    server = RelayServer()
    yield server
    server.stop()


@contextlib.asynccontextmanager
async def hosted(table: HostTable, relay: RelayAddress) -> AsyncIterator[HostDriver]:
    """``table`` waiting at ``relay`` (its doors and the connections they brought in)."""
    driver = HostDriver(table, 0.05, lambda line: None)
    doors = asyncio.create_task(driver.relay_doors(relay, table.code))
    try:
        yield driver
    finally:
        table.leave()
        driver.flush()
        for task in (doors, *driver.served):
            task.cancel()
        await asyncio.gather(doors, *driver.served, return_exceptions=True)


@dataclass
class Seated:
    session: GuestSession
    writer: asyncio.StreamWriter
    welcome: GuestEvent


async def knock(relay: RelayAddress, code: InviteCode, token: str | None = None) -> Seated:
    """A guest with ``code`` comes in through the relay: its welcome, or the host's refusal
    (a ``closed`` event: ``full``, ``wrong_code``...)."""
    reader, writer = await relayed(relay, code)()
    session = GuestSession(code, "Ana", token)
    writer.write(session.outgoing())
    while True:
        data = await asyncio.wait_for(reader.read(READ_SIZE), WAIT)
        events = session.receive(data) if data else session.receive_eof()
        writer.write(session.outgoing())
        for event in events:
            if event.kind in ("welcome", "closed"):
                return Seated(session, writer, event)


async def seat(relay: RelayAddress, code: InviteCode, token: str | None = None) -> Seated:
    """A guest with ``code`` comes in through the relay: seated, or AssertionError why not."""
    guest = await knock(relay, code, token)
    assert guest.welcome.kind == "welcome", f"the guest was refused: {guest.welcome.reason}"
    return guest


def two_seats(game: str, code: InviteCode) -> HostTable:
    return HostTable(get_game(game), [SeatSpec("guest"), SeatSpec("ai", "random")], code=code)


def test_two_tables_with_the_same_number_on_one_relay_do_not_meet(relay: RelayServer) -> None:
    """Table 321 twice on one relay (other secret words), each host seen through a witness:
    their doors never share a token, each guest reaches its own table, and neither host sees a
    wrong code."""

    async def run() -> None:
        kitchen = two_seats("holomino", InviteCode(321, ("moon", "star", "maple", "tiger")))
        garden = two_seats("triominos", InviteCode(321, ("lion", "star", "maple", "tiger")))
        seen = {id(table): RelayWitness(relay.address) for table in (kitchen, garden)}
        near = seen[id(kitchen)].address, seen[id(garden)].address
        async with hosted(kitchen, near[0]), hosted(garden, near[1]):
            for table in (kitchen, garden):
                guest = await seat(relay.address, table.code)
                assert guest.welcome.data["game"] == table.game.id
            for table in (kitchen, garden):  # a second guest: its own host's next door
                late = await knock(relay.address, table.code)
                assert late.welcome.reason == "full"  # the right table, not a wrong code
            assert kitchen.wrong_codes == garden.wrong_codes == 0
        tokens = [{token for token, _ in seen[id(t)].greetings} for t in (kitchen, garden)]
        assert len(tokens[0]) >= 2 and len(tokens[1]) >= 2  # a door for each guest
        assert tokens[0].isdisjoint(tokens[1])
        for witness in seen.values():
            witness.close()

    asyncio.run(asyncio.wait_for(run(), 90))


async def squat(relay: RelayAddress, token: str, guess: InviteCode) -> None:
    """A stranger's fake host at ``token``: whoever pairs with it meets a key exchange on
    the guessed code."""
    reader, writer = await open_relayed(relay, token, new_side(), pair_timeout=WAIT)
    channel = Channel("host", guess.password)
    writer.write(channel.outgoing())
    while not channel.closed and (data := await reader.read(READ_SIZE)):
        channel.receive(data)
        writer.write(channel.outgoing())
    writer.close()


def test_a_squatter_at_a_guessed_codes_doors_does_not_make_the_guest_fail(
    relay: RelayServer,
) -> None:
    """A stranger knows the table number (321) and guesses the words: it waits as a host at
    every door its guess gives around the clock. The real guest never meets it."""

    async def run() -> None:
        code, guess = (
            InviteCode(321, ("moon", "star", "maple", "tiger")),
            InviteCode(321, ("lion", "star", "maple", "tiger")),
        )
        doors = table_doors(guess)  # its doors for the steps around the clock
        greetings = [g for batch in range(3) for g in doors.greetings(time.time(), batch)]
        squatters = [
            asyncio.create_task(squat(relay.address, token, guess)) for token, _ in greetings
        ]
        table = two_seats("holomino", code)
        async with hosted(table, relay.address):
            await asyncio.sleep(0.5)  # the squatters are waiting first
            guest = await seat(relay.address, code)
            assert guest.welcome.data["game"] == "holomino" and table.free_seats() == 0
            guest.writer.close()
        assert not any(task.done() for task in squatters)  # nobody ever paired with them
        for task in squatters:
            task.cancel()
        await asyncio.gather(*squatters, return_exceptions=True)

    asyncio.run(asyncio.wait_for(run(), 90))


def test_two_guests_searching_at_once_both_find_the_host(relay: RelayServer) -> None:
    """Two guests greet the same doors at the same moment: they share each door's guest side,
    so the relay never pairs them with each other; both are seated, one door after the other."""

    async def run() -> None:
        code = InviteCode(654, ("plaid", "orbit", "maple", "tiger"))
        game = get_game("triominos", players=3)
        seats = [SeatSpec("guest"), SeatSpec("guest"), SeatSpec("ai", "random")]
        table = HostTable(game, seats, code=code)
        async with hosted(table, relay.address):
            await asyncio.to_thread(table_doors, code)
            guests = await asyncio.gather(seat(relay.address, code), seat(relay.address, code))
            assert sorted(g.welcome.data["seat"] for g in guests) == [0, 1]
            assert table.started and table.wrong_codes == 0
            for guest in guests:
                guest.writer.close()

    asyncio.run(asyncio.wait_for(run(), 90))


def test_every_connection_of_a_table_and_of_its_rematch_has_a_token_of_its_own(
    relay: RelayServer,
) -> None:
    """A guest joins, its connection breaks and it comes back with its seat's token, then the
    host opens a rematch with the same code and the guest joins it: three connections, three
    tokens the relay cannot relate, each seen by the relay for that one pairing only."""

    async def run() -> None:
        witness = RelayWitness(relay.address)
        address = witness.address
        code = InviteCode(99, ("harp", "otter", "maple", "tiger"))
        table = two_seats("holomino", code)
        async with hosted(table, address):
            first = await seat(address, code)
            first.writer.close()  # the connection breaks...
            await _until(lambda: table.seats[0].away_since is not None)
            back = await seat(address, code, first.session.token)  # ...and the seat comes back
            assert back.welcome.data["seat"] == 0 and table.seats[0].away_since is None
            back.writer.close()
        rematch = two_seats("holomino", code)
        async with hosted(rematch, address):
            again = await seat(address, code)
            assert again.welcome.data["seat"] == 0
            again.writer.close()
        witness.close()
        counts = Counter(witness.paired)
        assert len(counts) == 3 and set(counts.values()) == {2}  # 3 tokens, one pair each
        hosts = [token for token, side in witness.greetings if token in counts]
        assert len(hosts) >= 6  # the host's greeting and the guest's for each door

    asyncio.run(asyncio.wait_for(run(), 90))


def test_a_door_nobody_takes_moves_on_with_the_clock(
    relay: RelayServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With one-second steps: the host's waiting door is greeted again at a new step's token
    (never an old one), and a guest coming later still finds it."""
    monkeypatch.setattr(relay_module, "STEP_SECONDS", 1)

    async def run() -> None:
        witness = RelayWitness(relay.address)
        address = witness.address
        code = InviteCode(5, ("lemon", "tiger", "maple", "otter"))
        table = two_seats("holomino", code)
        async with hosted(table, address):
            await asyncio.to_thread(table_doors, code)
            await _until(lambda: len(witness.greetings) >= 3, seconds=10)
            doors = [token for token, _ in witness.greetings]
            assert len(set(doors)) == len(doors)  # a new token at every move
            guest = await seat(address, code)
            assert guest.welcome.data["seat"] == 0
            guest.writer.close()
        witness.close()

    asyncio.run(asyncio.wait_for(run(), 60))


async def _until(condition: Callable[[], bool], seconds: float = WAIT) -> None:
    for _ in range(int(seconds / 0.05)):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("not in time")


def test_a_new_code_a_live_table_holds_is_not_used(
    relay: RelayServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A host checks its new code at the relay first: a live table with the same code answers
    at its door, and the host draws another. The live table spends nothing on the check."""

    async def run() -> None:
        held, other = (
            InviteCode(77, ("violin", "walnut", "maple", "tiger")),
            InviteCode(78, ("apple", "acorn", "maple", "tiger")),
        )
        table = two_seats("holomino", held)
        async with hosted(table, relay.address):
            await asyncio.to_thread(table_doors, held)
            await asyncio.sleep(0.3)  # its door waits at the relay
            assert await code_in_use(relay.address, table_doors(held), wait=CLAIM_WAIT)
            assert not await code_in_use(relay.address, table_doors(other), wait=CLAIM_WAIT)
            drawn = iter([held, other])
            monkeypatch.setattr(relay_module, "new_code", lambda: next(drawn))
            assert await free_code(relay.address, wait=CLAIM_WAIT, tries=CLAIM_TRIES) == other
            guest = await seat(relay.address, held)  # the live table: as open as before
            assert guest.welcome.data["seat"] == 0 and table.wrong_codes == 0
            guest.writer.close()

    asyncio.run(asyncio.wait_for(run(), 60))


def test_a_code_holder_taking_doors_over_and_over_does_not_keep_friends_out(
    relay: RelayServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Someone with the code comes in through the relay and leaves again 40 times in a row (the
    host opens its next door a tenth of a second later each time), five times more doors than
    the host's reach holds: each time the table's door is found (within 3 s, in at most three
    tries: one may meet a door the host is replacing that instant), and a friend searching
    right after is seated within 10 s."""
    monkeypatch.setattr(tcp_module, "NEXT_DOOR_PAUSE", 0.1)

    async def run() -> tuple[int, float]:
        code = InviteCode(42, ("harp", "lemon", "otter", "tiger"))
        table = two_seats("holomino", code)
        takings = 0
        async with hosted(table, relay.address):
            for _ in range(40):
                writer = None
                for _attempt in range(3):  # a door being replaced this instant: try again
                    try:
                        _, writer = await relayed(relay.address, code, timeout=3.0)()
                        break
                    except (OSError, RelayError):
                        continue
                if writer is None:
                    break  # no door of the table answered any more
                takings += 1
                writer.close()
            began = time.monotonic()
            friend = await asyncio.wait_for(seat(relay.address, code), 10.0)
            took = time.monotonic() - began
            assert friend.welcome.data["seat"] == 0
            friend.writer.close()
        return takings, took

    takings, took = asyncio.run(asyncio.wait_for(run(), 120))
    assert takings == 40 and took < 10.0
