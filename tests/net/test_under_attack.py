"""A real headless host on loopback under attack: friends still get in, the host's memory stays
put, guesses are bounded, one address holds only its share, a guest that never reads is not
read either and is dropped, and a host stopped with a guest connected prints no traceback.

The attacks are those of ``benchmarks/net_under_attack.py`` at small sizes (``SMALL``); the
benchmark runs them at full size and prints the figures. Through the relay the tests start the
real ``magic-wormhole-transit-relay`` on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from holomino_desktop.engine import get_game
from holomino_desktop.net import tcp as tcp_module
from holomino_desktop.net.gate import KNOCKING_PER_SOURCE, MAX_BACKLOG
from holomino_desktop.net.guest import GuestEvent, GuestSession
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.tcp import HostDriver, direct, play_as_guest
from holomino_desktop.net.words import new_code, parse_code
from tests.net.relay_server import RelayServer
from tests.scripts import load_script

#: how long a friend may take to be seated, and how much the host's memory may grow (MB)
SEATED_WITHIN, MEMORY_GROWTH = 10.0, 20.0
#: each attack's length in these tests, and how long it runs before Ana drops (seconds)
SECONDS, WARM_UP = 2.5, 0.7


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_script("benchmarks/net_under_attack.py")


@pytest.fixture(scope="module")
def relay() -> Iterator[RelayServer]:
    server = RelayServer()
    yield server
    server.stop()


#: every attack by both ways; through the relay each one alone is in the slow run (all of them
#: at once, ``mix``, is in the default one)
ATTACKS = [
    pytest.param(attack, path, marks=[pytest.mark.slow] * (path == "relay" and attack != "mix"))
    for attack in ("idle", "sockets", "guesses", "slowloris", "noread", "mix")
    for path in ("lan", "relay")
]


@pytest.mark.parametrize(("attack", "path"), ATTACKS)
def test_friends_get_in_and_the_host_keeps_its_memory_under_attack(
    bench: ModuleType, relay: RelayServer, tmp_path: Path, attack: str, path: str
) -> None:
    """While the attack runs (from the friends' own address, 127.0.0.1), Ana comes back with
    her token and Bo joins with the code, each within 10 s, and the host grows < 20 MB."""
    outcome = bench.run(
        attack, path, bench.SMALL, SECONDS, "127.0.0.1", tmp_path, relay.address, warm_up=WARM_UP
    )
    said = outcome.host_said
    assert outcome.token_back < SEATED_WITHIN, said
    assert outcome.friend < SEATED_WITHIN, said
    assert outcome.grown < MEMORY_GROWTH
    if attack in ("guesses", "mix"):
        assert outcome.tally.tries > 0  # the attack did run
    assert "Traceback" not in said


def test_one_address_holds_only_its_share_of_a_real_host(bench: ModuleType, tmp_path: Path) -> None:
    """A hundred idle connections from 127.0.0.2, then one more a moment later: the host
    keeps only that address's share open, and a friend from 127.0.0.1 is seated at once."""
    host = bench.start_host(tmp_path, None)

    async def connect() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        return await asyncio.open_connection("127.0.0.1", host.port, local_addr=("127.0.0.2", 0))

    async def run() -> tuple[int, float]:
        idle = [await connect() for _ in range(100)]
        await asyncio.sleep(1.0)  # all past their grace
        idle.append(await connect())
        await asyncio.sleep(0.5)
        still_open = 0
        for reader, writer in idle:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(reader.read(100), 0.02)  # ("busy", then the end)
            still_open += not reader.at_eof()
            writer.close()
        took, _, task = await bench.seat(host.way(), "Bo")
        task.cancel()
        return still_open, took

    try:
        still_open, took = asyncio.run(asyncio.wait_for(run(), 60))
    finally:
        host.stop()
    assert still_open == KNOCKING_PER_SOURCE
    assert took < 2.0


def test_a_guest_that_never_reads_is_dropped_and_the_host_keeps_little(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Mallory is seated, then sends requests that each earn an answer and never reads one:
    the host drops her (when she has not read for STALL_TIMEOUT seconds, 1 s here, or once
    MAX_BACKLOG bytes wait for her), and never keeps much more."""
    monkeypatch.setattr(tcp_module, "STALL_TIMEOUT", 1.0)

    async def run() -> tuple[int, bool, str]:
        code = new_code()
        table = HostTable(get_game("holomino"), [SeatSpec("guest"), SeatSpec("guest")], code=code)
        said: list[str] = []
        driver = HostDriver(table, 0.1, said.append)
        most = 0
        real_flush = driver.flush

        def flush() -> None:  # the largest backlog the host ever kept for a peer
            nonlocal most
            for writer in driver.writers.values():
                most = max(most, writer.transport.get_write_buffer_size())
            real_flush()

        driver.flush = flush  # type: ignore[method-assign]
        server = await asyncio.start_server(driver.connection, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        mallory = GuestSession(code, "Mallory")
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # she reads nothing anyway
        sock.connect(("127.0.0.1", port))
        reader, writer = await asyncio.open_connection(sock=sock)
        writer.write(mallory.outgoing())
        while mallory.seat is None:
            mallory.receive(await reader.read(65536))
            writer.write(mallory.outgoing())
        for conn, host_side in driver.writers.items():  # a slow line: little in the system
            host_side.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
            seat_conn = conn
        dropped = False
        for _ in range(400):
            for _ in range(100):
                mallory.send_chat("x")  # past the chat limit: an error for each line
            writer.write(mallory.outgoing())
            with contextlib.suppress(ConnectionError, TimeoutError):
                await asyncio.wait_for(writer.drain(), 0.1)  # (the host may read no more)
            await asyncio.sleep(0.01)
            if seat_conn not in driver.writers:
                dropped = True
                break
        away = table.seats[0].away_since is not None
        writer.close()
        await driver.close_all()
        server.close()
        return most, dropped and away, said[-1]

    most, dropped, last = asyncio.run(asyncio.wait_for(run(), 60))
    assert dropped and last == "away: seat 1"
    assert most <= MAX_BACKLOG + 64 * 1024  # the cap, and at most one more round of answers


def test_a_guest_that_never_reads_is_not_read_either(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mallory is seated, then sends 20,000 chat lines past the chat limit (each earns an error)
    and never reads: once the answers waiting for her pass the transport's high-water mark the
    host reads nothing more from her, so it handles a small part of what she sent, and it drops
    her when she has not read for STALL_TIMEOUT seconds (1 s here)."""
    monkeypatch.setattr(tcp_module, "STALL_TIMEOUT", 1.0)

    async def run() -> tuple[int, int, bool]:
        code = new_code()
        table = HostTable(get_game("holomino"), [SeatSpec("guest"), SeatSpec("guest")], code=code)
        driver = HostDriver(table, 0.1, lambda line: None)
        read = [0]
        real_receive = table.receive

        def receive(number: int, data: bytes, now: float) -> None:  # what the host read
            read[0] += len(data)
            real_receive(number, data, now)

        table.receive = receive  # type: ignore[method-assign]
        server = await asyncio.start_server(driver.connection, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        mallory = GuestSession(code, "Mallory")
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", port))
        reader, writer = await asyncio.open_connection(sock=sock)
        writer.write(mallory.outgoing())
        while mallory.seat is None:
            mallory.receive(await asyncio.wait_for(reader.read(65536), 10))
            writer.write(mallory.outgoing())
        [(seat_conn, host_side)] = driver.writers.items()
        host_side.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        read[0] = 0
        for _ in range(20_000):
            mallory.send_chat("x")
        flood = mallory.outgoing()
        writer.write(flood)
        with contextlib.suppress(TimeoutError, ConnectionError):
            await asyncio.wait_for(writer.drain(), 3)  # (the host may read no more of it)
        for _ in range(100):  # she is dropped within 1 s of the host's last read (bounded)
            if seat_conn not in driver.writers:
                break
            await asyncio.sleep(0.1)
        dropped = seat_conn not in driver.writers and table.seats[0].away_since is not None
        writer.close()
        await driver.close_all()
        server.close()
        return read[0], len(flood), dropped

    read, sent, dropped = asyncio.run(asyncio.wait_for(run(), 60))
    assert dropped
    assert read < sent // 4  # (every byte of it, before the host stopped reading her)


def _host(tmp_path: Path) -> tuple[subprocess.Popen[str], str, int]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    host = subprocess.Popen(
        [sys.executable, "-m", "holomino_desktop.cli", "host", "--port", "0", "--bind",
         "127.0.0.1", "--game", "holomino", "--seats", "guest,random", "--no-announce"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path,
    )  # fmt: skip
    assert host.stdout is not None
    code = host.stdout.readline().split(": ", 1)[1].strip()
    port = int(host.stdout.readline().strip().rsplit(":", 1)[1])
    return host, code, port


def test_a_host_stopped_with_a_guest_connected_prints_no_traceback(tmp_path: Path) -> None:
    """The guest has not read the host's last answers when the host stops: its connection is
    ended and its task awaited, not cancelled under asyncio's feet."""
    host, code, port = _host(tmp_path)
    try:
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", port))
        guest = GuestSession(parse_code(code), "Ana")
        sock.sendall(guest.outgoing())
        sock.settimeout(10)
        while not guest.my_turn:
            guest.receive(sock.recv(65536))
            sock.sendall(guest.outgoing())
        # some 6 MB of answers it never reads: more than the system's buffers take (4 MB
        # here), less than the host's MAX_BACKLOG on top, so the host still holds them
        for _ in range(36):
            for _ in range(500):
                guest.send_move("x" * 200)  # each earns a long error
            sock.sendall(guest.outgoing())
        time.sleep(1.5)  # the host has read and answered them all: it waits for more
        host.send_signal(signal.SIGTERM)
        _, err = host.communicate(timeout=30)
    finally:
        if host.poll() is None:
            host.kill()
        host.wait(10)
    assert host.returncode == 2
    assert "Traceback" not in err and "CancelledError" not in err, err
    assert err.strip().startswith("holomino: the table was closed")


def test_a_headless_guest_turned_away_knocks_again_and_is_seated() -> None:
    """The table is busy for the guest's first three tries: it knocks again and sits down."""

    async def run() -> tuple[int, int | None]:
        code = new_code()
        seats = [SeatSpec("guest"), SeatSpec("ai", "random")]
        table = HostTable(get_game("holomino"), seats, code=code)
        turned: list[int] = []
        knocked = table._knocked

        def busy_at_first(number: int, conn, now: float) -> None:  # type: ignore[no-untyped-def]
            if len(turned) < 3:
                turned.append(number)
                table._turn_away(number)
            else:
                knocked(number, conn, now)

        table._knocked = busy_at_first  # type: ignore[method-assign]
        driver = HostDriver(table, 0.1, lambda line: None)
        server = await asyncio.start_server(driver.connection, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        seats: list[int] = []
        seated = asyncio.Event()

        def on_event(event: GuestEvent) -> None:
            if event.kind == "welcome":
                seats.append(event.data["seat"])
                seated.set()

        session = GuestSession(code, "Ana")
        way = [direct("127.0.0.1", port)]
        task = asyncio.create_task(play_as_guest(session, way, "random", on_event=on_event))
        await asyncio.wait_for(seated.wait(), 10)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await driver.close_all()
        server.close()
        return len(turned), seats[0]

    assert asyncio.run(run()) == (3, 0)
