"""The networked table on loopback: a move's round trip, and how many idle tables one process holds.

    python benchmarks/net_roundtrip.py [--moves N] [--tables N] [--relay HOST:PORT] [--keys N]

First the cost of a code's table key (``net.relay.table_key``: argon2id, memory-hard), which a
host pays once per table and a guest once per code: the median of ``--keys`` derivations.

Round trip: a guest (raw :class:`GuestSession` over TCP to ``127.0.0.1``) sends a legal move and
waits for the host's ``moved`` message of it; the host runs the real asyncio transport
(``net/tcp.py``) and the opponent is the Random AI, so the figure is transport + sealing + the
host's checks + the view snapshots, without think time. Idle tables: ``N`` tables, each with its
own listening socket and ``--guests`` seated guests (connected over loopback from this same
process, so their share is counted too), nobody moving; the resident memory (VmRSS) before
and after.
With ``--relay`` the round trips are measured again with the guest coming in through that
transit relay (start one on loopback: ``.venv/bin/twist transitrelay
--port=tcp:4001:interface=127.0.0.1``).
Targets (issue 45): round trip < 20 ms beyond think time; ≥ 200 idle tables in < 200 MB.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
from pathlib import Path

from holomino_desktop.engine import get_game
from holomino_desktop.net.guest import GuestSession
from holomino_desktop.net.relay import KEY_MEMORY, KEY_OPS, RelayAddress, table_key
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.tcp import READ_SIZE, HostDriver, relayed
from holomino_desktop.net.words import InviteCode, new_code


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def round_trips(game_id: str, moves: int, relay: RelayAddress | None = None) -> list[float]:
    code = new_code()
    table = HostTable(
        get_game(game_id), [SeatSpec("guest"), SeatSpec("ai", "random")], code=code, seed=1
    )
    host = HostDriver(table, 0.1, lambda line: None)
    server = await asyncio.start_server(host.connection, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    ai = asyncio.create_task(host.ai_loop())
    if relay is None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
    else:
        doors = asyncio.create_task(host.relay_doors(relay, code))
        reader, writer = await relayed(relay, code)()
    session = GuestSession(code, "bench")
    rng = random.Random(1)
    times: list[float] = []
    sent_at, sent_ply = 0.0, -1
    writer.write(session.outgoing())
    while len(times) < moves and not session.closed:
        data = await reader.read(READ_SIZE)
        if not data:
            break
        for event in session.receive(data):
            if event.kind == "moved" and event.data["ply"] == sent_ply:
                times.append(time.perf_counter() - sent_at)
            if event.kind == "end":
                session.closed = "end"
        view = session.view
        if session.my_turn and view is not None and session.ply != sent_ply and not session.closed:
            sent_ply = session.ply
            move = str(rng.choice(view.legal_moves()))
            sent_at = time.perf_counter()
            session.send_move(move)
        writer.write(session.outgoing())
        await writer.drain()
    writer.close()
    table.leave()
    host.flush()
    ai.cancel()
    if relay is not None:
        doors.cancel()
    server.close()
    await asyncio.sleep(0.1)  # the host's side of the connection sees the close and ends
    return times


async def _seated_guest(code: InviteCode, port: int, seated: asyncio.Event) -> None:
    """A guest that joins, takes its seat and then only listens (an idle player)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    session = GuestSession(code, "idle")
    writer.write(session.outgoing())
    try:
        while not session.closed:
            data = await reader.read(READ_SIZE)
            if not data:
                break
            session.receive(data)
            writer.write(session.outgoing())
            if session.view is not None:
                seated.set()
    finally:
        writer.close()


async def idle_tables(count: int, guests: int) -> tuple[float, float]:
    """``count`` three-seat Triominos tables, ``guests`` of their seats (0-2) taken by guests
    connected over loopback in this same process, the rest AI seats; nobody moves."""
    before = rss_mb()
    servers, tasks = [], []
    for _ in range(count):
        code = new_code()
        seats = [SeatSpec("guest")] * guests + [SeatSpec("ai", "expert")] * (3 - guests)
        table = HostTable(get_game("triominos", players=3), seats, code=code)
        host = HostDriver(table, 1.0, lambda line: None)
        server = await asyncio.start_server(host.connection, "127.0.0.1", 0)
        servers.append(server)
        port = server.sockets[0].getsockname()[1]
        for _ in range(guests):
            seated = asyncio.Event()
            tasks.append(asyncio.create_task(_seated_guest(code, port, seated)))
            await asyncio.wait_for(seated.wait(), timeout=30)
    after = rss_mb()
    for task in tasks:
        task.cancel()
    for server in servers:
        server.close()
    await asyncio.sleep(0.1)
    return before, after


def print_key_cost(count: int) -> None:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        table_key(new_code())
        times.append((time.perf_counter() - start) * 1000)
    print(
        f"table key (argon2id, {KEY_MEMORY >> 20} MiB, {KEY_OPS} passes), {count} codes: "
        f"median {statistics.median(times):.0f} ms, worst {max(times):.0f} ms"
    )


def print_round_trips(game_id: str, moves: int, relay: RelayAddress | None) -> None:
    times: list[float] = []
    while len(times) < moves:
        got = asyncio.run(round_trips(game_id, moves - len(times), relay))
        if not got:
            break
        times += got
    ms = sorted(t * 1000 for t in times)
    way = f" through the relay {relay}" if relay else ""
    print(
        f"{game_id:11s} round trip{way}, {len(ms)} moves: median {statistics.median(ms):.2f} ms, "
        f"worst {ms[-1]:.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=100)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--guests", type=int, default=2, choices=(0, 1, 2), help="per table")
    parser.add_argument("--relay", type=RelayAddress.parse, help="also through this relay")
    parser.add_argument("--keys", type=int, default=5, help="table keys to derive")
    args = parser.parse_args()
    print_key_cost(args.keys)
    for relay in (None, args.relay) if args.relay else (None,):
        for game_id in ("triominos", "hexadomino", "holomino"):
            print_round_trips(game_id, args.moves, relay)
    before, after = asyncio.run(idle_tables(args.tables, args.guests))
    grown = after - before
    print(
        f"{args.tables} idle tables (3-seat Triominos, {args.guests} guests seated at each, host "
        f"and guests in this one process): RSS {before:.0f} MB before, {after:.0f} MB after "
        f"({grown:.1f} MB for the tables)"
    )


if __name__ == "__main__":
    main()
