"""Thin asyncio transports for the headless commands: sockets in, the sans-I/O core inside.

:func:`serve` runs a :class:`~.table.HostTable` on a TCP port until its match ends (or
``stop`` is set); :func:`play_as_guest` runs a :class:`~.guest.GuestSession` whose seat an AI
plays. All game logic is in the core: these only move bytes, keep time and run the AI in a
worker thread so the loop never waits for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Callable
from typing import Any

from ..ai.levels import make_player
from .guest import GuestEvent, GuestSession
from .lan import ANNOUNCE_EVERY, MAX_DATAGRAM, TableAd, TableList, announcement, read_announcement
from .table import HostTable

#: the port ``holomino host`` listens on unless told otherwise (a firewall must let it in)
DEFAULT_PORT = 47145
#: bytes read from a socket at a time
READ_SIZE = 65536
#: how long the host lets its guests read the end before it closes (seconds)
LINGER = 0.5


class HostDriver:
    """Moves a table's bytes between its sockets and runs its AI turns (used by :func:`serve`;
    the benchmark drives it directly)."""

    def __init__(self, table: HostTable, budget: float, on_event: Callable[[str], None]) -> None:
        self.table, self.budget, self.on_event = table, budget, on_event
        self.writers: dict[int, asyncio.StreamWriter] = {}
        self.changed = asyncio.Event()
        self.loop = asyncio.get_running_loop()
        self.stopping = False

    def stop(self) -> None:
        """End the table before its match does (Ctrl-C, SIGTERM): the guests are told."""
        self.stopping = True
        self.changed.set()

    def now(self) -> float:
        return self.loop.time()

    def flush(self) -> None:
        """Write what the table has for every connection; close those it is done with."""
        for conn, writer in list(self.writers.items()):
            data = self.table.outgoing(conn)
            if data and not writer.is_closing():
                writer.write(data)
            if self.table.finished_with(conn):
                writer.close()
                del self.writers[conn]
        for event in self.table.take_events():
            self.on_event(_describe(event.kind, event.seat, event.text))
        self.changed.set()

    async def connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = self.table.connect(self.now())
        self.writers[conn] = writer
        self.flush()
        try:
            while conn in self.writers:
                data = await reader.read(READ_SIZE)
                if not data:
                    break
                self.table.receive(conn, data, self.now())
                self.flush()
        except (ConnectionError, OSError):
            pass
        finally:
            self.table.disconnect(conn, self.now())
            self.writers.pop(conn, None)
            writer.close()
            self.flush()

    async def ai_loop(self) -> None:
        """Play the AI seats (and stand-ins) as their turns come; let hold times run out."""
        while not self.table.finished and not self.table.closed and not self.stopping:
            self.table.tick(self.now())
            self.flush()  # connections that timed out close
            turn = self.table.ai_turn()
            if turn is None:
                self.changed.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.changed.wait(), timeout=0.5)
                continue
            player = make_player(turn.level, budget=self.budget)
            move = await asyncio.to_thread(player.choose_move, turn.view)
            self.table.play_ai(turn, str(move))
            self.flush()


async def serve(
    table: HostTable,
    bind: str,
    port: int,
    *,
    budget: float = 1.0,
    on_listening: Callable[[str, int], None] = lambda host, port: None,
    on_event: Callable[[str], None] = lambda line: None,
    announce_to: tuple[str, int] | None = None,
    name: str = "Holomino",
) -> None:
    """Run ``table`` on ``bind:port`` (port 0: any free port) until its match ends; with
    ``announce_to`` (an address and UDP port, e.g. the broadcast address) it is announced
    there as ``name`` every :data:`~.lan.ANNOUNCE_EVERY` seconds."""
    host = HostDriver(table, budget, on_event)
    server = await asyncio.start_server(host.connection, bind, port)
    address = server.sockets[0].getsockname()
    for signal_number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows, not main thread
            host.loop.add_signal_handler(signal_number, host.stop)
    on_listening(address[0], address[1])
    announcing = None
    if announce_to is not None:

        def ad() -> bytes:  # made again each time: the free seats change
            free = table.free_seats()
            return announcement(name, table.game.id, free, table.game.num_players, address[1])

        announcing = asyncio.create_task(announce(ad, announce_to))
    try:
        await host.ai_loop()
        if not table.finished:
            table.leave()  # stopped: every guest is told the host left
        host.flush()
        await asyncio.sleep(LINGER)  # the last messages reach the guests before we close
    finally:
        if announcing is not None:
            announcing.cancel()
        server.close()
        if not table.finished and not table.closed:
            table.leave()
            host.flush()
        for writer in list(host.writers.values()):
            writer.close()
        await server.wait_closed()


async def play_as_guest(
    session: GuestSession,
    address: str,
    port: int,
    level: str,
    *,
    budget: float = 1.0,
    on_event: Callable[[GuestEvent], None] = lambda event: None,
) -> str:
    """Join the table at ``address:port`` and let ``level``'s AI play the seat; returns why it
    ended (``end`` when the match was played out)."""
    reader, writer = await asyncio.open_connection(address, port)
    player = make_player(level, budget=budget)
    asked = -1
    ended = ""
    try:
        writer.write(session.outgoing())
        while not session.closed and not ended:
            data = await reader.read(READ_SIZE)
            events = session.receive(data) if data else session.receive_eof()
            for event in events:
                on_event(event)
                if event.kind == "end":
                    ended = "end"
            view = session.view
            if not ended and session.my_turn and view is not None and session.ply != asked:
                asked = session.ply
                move = await asyncio.to_thread(player.choose_move, view)
                session.send_move(str(move))
            writer.write(session.outgoing())
            await writer.drain()
    finally:
        writer.close()
    return ended or session.closed or "lost"


class _Datagrams(asyncio.DatagramProtocol):
    def __init__(self, heard: Callable[[bytes, str], None] = lambda data, sender: None) -> None:
        self.heard = heard

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        self.heard(data[: MAX_DATAGRAM + 1], str(addr[0]))


async def announce(
    make: Callable[[], bytes], target: tuple[str, int], every: float = ANNOUNCE_EVERY
) -> None:
    """Send ``make()`` to ``target`` every ``every`` seconds until cancelled."""
    loop = asyncio.get_running_loop()
    transport, _ = await loop.create_datagram_endpoint(
        _Datagrams, local_addr=("0.0.0.0", 0), allow_broadcast=True
    )
    try:
        while True:
            with contextlib.suppress(OSError):  # no network now: try again next time
                transport.sendto(make(), target)
            await asyncio.sleep(every)
    finally:
        transport.close()


async def listen_for_tables(seconds: float, port: int, bind: str = "0.0.0.0") -> list[TableAd]:
    """The tables announced to ``bind:port`` within ``seconds``."""
    loop = asyncio.get_running_loop()
    tables = TableList()

    def heard(data: bytes, sender: str) -> None:
        ad = read_announcement(data, sender)
        if ad is not None:
            tables.heard(ad, loop.time())

    transport, _ = await loop.create_datagram_endpoint(
        lambda: _Datagrams(heard), local_addr=(bind, port), reuse_port=True
    )
    try:
        await asyncio.sleep(seconds)
    finally:
        transport.close()
    return tables.tables(loop.time())


def _describe(kind: str, seat: int | None, text: str) -> str:
    where = f"seat {seat + 1}" if seat is not None else "table"
    return f"{kind}: {where}" + (f": {text}" if text else "")
