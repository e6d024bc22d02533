"""Thin asyncio transports for the headless commands: sockets in, the sans-I/O core inside.

:func:`serve` runs a :class:`~.table.HostTable` on a TCP port until its match ends (or
``stop`` is set); :func:`play_as_guest` runs a :class:`~.guest.GuestSession` whose seat an AI
plays. All game logic is in the core: these only move bytes, keep time and run the AI in a
worker thread so the loop never waits for it.

The host never keeps more than :data:`~.gate.MAX_BACKLOG` unsent bytes for a peer: one that
does not read (or reads too slowly) is dropped, its seat kept for its token. While more than
the transport's high-water mark waits unsent for a peer, nothing more is read from it, and it
is dropped when it has not read within :data:`~.gate.STALL_TIMEOUT` seconds. When the table
stops, every connection is ended and its task awaited before the loop closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import random
import signal
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from ..ai.levels import make_player
from .gate import LISTEN_BACKLOG, MAX_BACKLOG, RELAYED, STALL_TIMEOUT
from .guest import GuestEvent, GuestSession
from .lan import ANNOUNCE_EVERY, MAX_DATAGRAM, TableAd, TableList, announcement, read_announcement
from .reconnect import (
    ANSWER_TIMEOUT,
    BROKEN,
    COMEBACK,
    CONNECT_TIMEOUT,
    HEARD_TIMEOUT,
    KNOCK_AGAIN,
    KNOCK_PATIENCE,
    KNOCK_PAUSE,
    NEXT_DOOR_PAUSE,
    RELAY_BATCH_WAIT,
    RELAY_PAIR_TIMEOUT,
    RETRY_FIRST,
    SAME_SIDE_PAUSE,
    SAME_SIDE_TRIES,
    next_delay,
)
from .relay import (
    RelayAddress,
    RelayError,
    new_side,
    open_relayed,
    search_relay,
    table_doors,
)
from .table import HostTable
from .words import InviteCode

#: bytes read from a socket at a time
READ_SIZE = 65536
#: one way to reach a table: opens a connection (OSError or RelayError when it cannot)
Connect = Callable[[], Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]]
#: how long the host lets its guests read the end before it closes (seconds)
LINGER = 0.5
#: seconds the host waits for its connections' tasks to end when it stops
CLOSE_WAIT = 2.0
#: passes over the connections the table touched (closing one can tell the others something)
FLUSH_PASSES = 3


class HostDriver:
    """Moves a table's bytes between its sockets and runs its AI turns (used by :func:`serve`;
    the benchmark drives it directly). Nobody presses Start at a headless table: it starts as
    soon as every guest seat is taken."""

    def __init__(self, table: HostTable, budget: float, on_event: Callable[[str], None]) -> None:
        self.table, self.budget, self.on_event = table, budget, on_event
        self.writers: dict[int, asyncio.StreamWriter] = {}
        #: every connection being served and its writer (until its task ends)
        self.serving: dict[asyncio.Task[Any], asyncio.StreamWriter] = {}
        self.changed = asyncio.Event()
        self.loop = asyncio.get_running_loop()
        self.stopping = False
        self.served: set[asyncio.Task[None]] = set()  # relayed connections being served

    def stop(self) -> None:
        """End the table before its match does (Ctrl-C, SIGTERM): the guests are told."""
        self.stopping = True
        self.changed.set()

    def now(self) -> float:
        return self.loop.time()

    def flush(self) -> None:
        """Write what the table has for the connections it touched; close those it is done
        with (closing one can tell the others something: a few passes)."""
        if not self.table.started and self.table.seated:
            self.table.start()
        for _ in range(FLUSH_PASSES):
            touched = self.table.touched()
            if not touched:
                break
            for conn in touched:
                self._write(conn)
        for event in self.table.take_events():
            self.on_event(_describe(event.kind, event.seat, event.text))
        self.changed.set()

    def _write(self, conn: int) -> None:
        writer = self.writers.get(conn)
        if writer is None:
            return
        data = self.table.outgoing(conn)
        if data and not writer.is_closing():
            writer.write(data)
        if data and writer.transport.get_write_buffer_size() > MAX_BACKLOG:
            writer.transport.abort()  # it does not read what it is sent: dropped
            del self.writers[conn]
            self.table.disconnect(conn, self.now())
        elif self.table.finished_with(conn):
            writer.close()
            del self.writers[conn]

    async def connection(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, source: str = ""
    ) -> None:
        """Serve one connection (accepted on the port, or joined by the relay: ``source``)."""
        task = asyncio.current_task()
        if task is not None:
            self.serving[task] = writer
        peer = writer.get_extra_info("peername")
        conn = self.table.connect(self.now(), source or (str(peer[0]) if peer else ""))
        self.writers[conn] = writer
        self.flush()
        try:
            while conn in self.writers:
                data = await reader.read(READ_SIZE)
                if not data:
                    break
                self.table.receive(conn, data, self.now())
                self.flush()
                if not await self._read_on(conn, writer):
                    break
        except (ConnectionError, OSError):
            pass
        finally:
            self.table.disconnect(conn, self.now())
            self.writers.pop(conn, None)
            writer.close()
            self.flush()
            if task is not None:
                self.serving.pop(task, None)

    async def _read_on(self, conn: int, writer: asyncio.StreamWriter) -> bool:
        """Whether to read on from ``conn``: at once while little waits unsent for it; else
        once it has read (a peer that sends and never reads is not read either, so its
        requests cost nothing), and never when it has not read within STALL_TIMEOUT seconds
        (dropped, as past MAX_BACKLOG)."""
        if conn not in self.writers:
            return False
        try:
            await asyncio.wait_for(writer.drain(), STALL_TIMEOUT)  # (at once when not paused)
        except TimeoutError:
            writer.transport.abort()  # it does not read what it is sent: dropped
            self.writers.pop(conn, None)
            return False
        return conn in self.writers

    async def close_all(self) -> None:
        """End every connection at once (what was not sent by now never will be) and wait for
        their tasks, so none is left to be cancelled when the loop closes."""
        for writer in list(self.serving.values()):
            writer.transport.abort()
        if self.serving:
            await asyncio.wait(list(self.serving), timeout=CLOSE_WAIT)

    async def relay_doors(self, relay: RelayAddress, code: InviteCode) -> None:
        """Keep a door waiting at the relay for the next guest (``relay.TableDoors``): when one
        is paired, it is served like an accepted socket and the next door opens; a door nobody
        took while its step lasted moves to the present step. A relay that is down or
        restarts is tried again, a little later each time (at most every few seconds)."""
        doors = await asyncio.to_thread(table_doors, code)  # the memory-hard key, once
        delay, down = RETRY_FIRST, False
        while not (self.table.finished or self.table.closed or self.stopping):
            step, wait = doors.next_door(time.time())
            if step is None:  # the clock was set back past every door: let it catch up
                await asyncio.sleep(wait)
                continue
            try:
                reader, writer = await open_relayed(
                    relay, doors.token(step), new_side(), pair_timeout=wait
                )
            except TimeoutError:
                continue  # nobody came while the step lasted
            except RelayError as error:
                if not down:
                    self.on_event(f"relay: {error}")
                down = True
                await asyncio.sleep(delay)
                delay = next_delay(delay)
                continue
            doors.take(step)
            if down:
                self.on_event(f"relay: {relay} answers again")
            down, delay = False, RETRY_FIRST
            served = asyncio.create_task(self.connection(reader, writer, RELAYED))
            self.served.add(served)
            served.add_done_callback(self.served.discard)
            await asyncio.sleep(NEXT_DOOR_PAUSE)

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
    relay: RelayAddress | None = None,
) -> None:
    """Run ``table`` on ``bind:port`` (port 0: any free port; a port another program holds:
    any free one, said through ``on_event``) until its match ends; with
    ``announce_to`` (an address and UDP port, e.g. the broadcast address) it is announced
    there as ``name`` every :data:`~.lan.ANNOUNCE_EVERY` seconds; with ``relay`` guests can
    also come in through that transit relay (:meth:`HostDriver.relay_doors`)."""
    host = HostDriver(table, budget, on_event)
    try:
        server = await asyncio.start_server(host.connection, bind, port, backlog=LISTEN_BACKLOG)
    except OSError as error:
        if port == 0 or error.errno != errno.EADDRINUSE:
            raise
        on_event(f"port {port} is taken: the table listens on another one")
        server = await asyncio.start_server(host.connection, bind, 0, backlog=LISTEN_BACKLOG)
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
    doors = None
    if relay is not None:
        doors = asyncio.create_task(host.relay_doors(relay, table.code))
    try:
        await host.ai_loop()
        if not table.finished:
            table.leave()  # stopped: every guest is told the host left
        host.flush()
        await asyncio.sleep(LINGER)  # the last messages reach the guests before we close
    finally:
        for task in (announcing, doors):
            if task is not None:
                task.cancel()
        server.close()
        if not table.finished and not table.closed:
            table.leave()
            host.flush()
        await host.close_all()
        await server.wait_closed()


async def play_as_guest(
    session: GuestSession,
    ways: Sequence[Connect],
    level: str,
    *,
    budget: float = 1.0,
    on_event: Callable[[GuestEvent], None] = lambda event: None,
    comeback: float = COMEBACK,
) -> str:
    """Join the table by the first of ``ways`` that answers and let ``level``'s AI play the
    seat; returns why it ended (``end`` when the match was played out).

    A connection that breaks once the seat is taken (a relay restarted, a network hiccup) is
    made again with the seat's token, for up to ``comeback`` seconds, and so is a guest that
    starts with a token (it comes back to its seat); otherwise the first connection's failure
    is raised (OSError), since then there is no table to come back to. A table that turns the
    guest away for now, an end that never answers, or another guest met at a relay's door is
    tried again after a short random pause, for up to :data:`~.reconnect.KNOCK_PATIENCE`
    seconds.
    """
    loop = asyncio.get_running_loop()
    player = make_player(level, budget=budget)
    seated, delay, same_sides = session.token is not None, RETRY_FIRST, 0
    deadline = loop.time() + comeback
    patience = loop.time() + KNOCK_PATIENCE
    while True:
        try:
            reader, writer = await reach(ways)
        except OSError:
            if not seated:
                raise
            if loop.time() > deadline:
                return "lost"
            await asyncio.sleep(delay)
            delay = next_delay(delay)
            continue
        reason, welcomed = await _seat_connection(session, reader, writer, player, on_event)
        if welcomed:  # the seat is ours: a broken connection is made again for a while
            seated, delay, deadline = True, RETRY_FIRST, loop.time() + comeback
        if reason == "same_side":  # two guests met at a relay's door: not again at once
            same_sides += 1
            if same_sides > SAME_SIDE_TRIES and loop.time() > patience:
                return reason
            await asyncio.sleep(random.uniform(*SAME_SIDE_PAUSE))
        elif reason in KNOCK_AGAIN and loop.time() < (deadline if seated else patience):
            await asyncio.sleep(random.uniform(*KNOCK_PAUSE))
        elif not (seated and reason in BROKEN):
            return reason
        elif loop.time() > deadline:
            return "lost"
        session = GuestSession(session.channel_code, session.name, session.token)


async def _seat_connection(
    session: GuestSession,
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    player: Any,
    on_event: Callable[[GuestEvent], None],
) -> tuple[str, bool]:
    """Play one connection through; returns why it ended and whether the seat was taken."""
    loop = asyncio.get_running_loop()
    asked, ended, welcomed = -1, "", False
    answer_by, heard = loop.time() + HEARD_TIMEOUT, False
    try:
        writer.write(session.outgoing())
        while not session.closed and not ended:
            data = await _read(reader, None if session.channel.established else answer_by)
            if data is None:  # no host answered: something else holds the other end
                session.channel.close()
                session.closed = "no_answer"
                break
            if session.channel.heard and not heard:  # a host: it lets us try in its time
                answer_by, heard = loop.time() + ANSWER_TIMEOUT, True
            events = session.receive(data) if data else session.receive_eof()
            for event in events:
                on_event(event)
                ended = "end" if event.kind == "end" else ended
                welcomed = welcomed or event.kind == "welcome"
            view = session.view
            if not ended and session.my_turn and view is not None and session.ply != asked:
                asked = session.ply
                move = await asyncio.to_thread(player.choose_move, view)
                session.send_move(str(move))
            writer.write(session.outgoing())
            await writer.drain()
    except (ConnectionError, OSError):
        session.receive_eof()
    finally:
        writer.close()
    return ended or session.closed or "lost", welcomed


async def _read(reader: asyncio.StreamReader, by: float | None) -> bytes | None:
    """What arrives next (None when nothing came by the loop time ``by``)."""
    if by is None:
        return await reader.read(READ_SIZE)
    try:
        return await asyncio.wait_for(
            reader.read(READ_SIZE), by - asyncio.get_running_loop().time()
        )
    except TimeoutError:
        return None


def direct(host: str, port: int, timeout: float = CONNECT_TIMEOUT) -> Connect:
    """A way to the table: straight to its address (the LAN, or an open port)."""

    async def connect() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        try:
            return await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
        except TimeoutError as error:
            raise OSError(f"no answer from {host}:{port}") from error

    return connect


def relayed(relay: RelayAddress, code: InviteCode, timeout: float = RELAY_PAIR_TIMEOUT) -> Connect:
    """A way to the table through a transit relay: the host's door for ``code``, searched
    batch by batch (``relay.search_relay``)."""

    async def connect() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        doors = await asyncio.to_thread(table_doors, code)  # derived once per code
        try:
            return await search_relay(
                relay, doors, pair_timeout=timeout, batch_wait=RELAY_BATCH_WAIT
            )
        except TimeoutError as error:
            raise RelayError("no door of that code answered: check the code") from error

    return connect


async def reach(ways: Sequence[Connect]) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """The first way that connects, in order (the LAN before the relay); else the last error."""
    error: OSError = OSError("no way to the table")
    for way in ways:
        try:
            return await way()
        except (OSError, RelayError) as failed:
            error = failed if isinstance(failed, OSError) else OSError(str(failed))
    raise error


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
