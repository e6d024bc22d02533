"""A hosted table under attack on loopback: how soon friends still get in, and the host's memory.

    python benchmarks/net_under_attack.py [--seconds S] [--paths lan,relay] [--attacks A,B,...]
                                          [--source ADDRESS] [--small]

For each attack and each way in (``lan``: straight to the host's port; ``relay``: through a real
``magic-wormhole-transit-relay`` this script starts on 127.0.0.1), a real headless host
(``holomino host``, its own process) opens a four-seat Hexadomino table; a guest, Ana, takes a
seat. Then the attack runs, and while it runs Ana's connection drops and she comes back with her
seat's token, and a friend, Bo, joins with the code; the script prints how long each took to be
seated (the target is under 10 s), how much the host's resident memory grew during the
attack (the target is under 20 MB) and the share of a core the host used while it ran. The
attacks, at their full sizes (``--small``: the tests' sizes):

- ``idle``: 10 connections that never say a word (opened again half a second after the host
  closes one);
- ``sockets``: 500 such connections;
- ``guesses``: 100 wrong-code tries a second (a real SPAKE2 message, then a junk confirmation:
  the host pays a whole key exchange for every try it lets in, the attacker next to nothing);
- ``slowloris``: 20 connections sending their HELLO one byte a second;
- ``noread``: Mallory, a seated guest (she knows the code), sends requests that each earn an
  error as fast as she can and never reads an answer; dropped, she comes back with her token;
- ``mix``: all of these at once.

The strangers (every attack but ``noread``) connect to the host's port from ``--source``
(default 127.0.0.1, the friends' own address: the hardest case for the host's per-address
limits), by either way in: a stranger cannot find a table at a relay, whose doors come from the
whole code. Mallory, who has a seat, comes the friends' way. The attackers run in a process of
their own, as they would on another computer, so that their work does not slow the friends
down. Only loopback is ever addressed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from holomino_desktop.net.channel import CONFIRM, HELLO, MAGIC, REFUSE, WAIT, Channel, frame
from holomino_desktop.net.guest import GuestEvent, GuestSession
from holomino_desktop.net.relay import (
    RelayAddress,
    RelayError,
    split_invite,
)
from holomino_desktop.net.tcp import Connect, direct, play_as_guest, relayed
from holomino_desktop.net.words import InviteCode, parse_code

#: the attacks at their full sizes, and at the tests' (``--small``)
FULL = {"idle": 10, "sockets": 500, "guesses": 100, "slowloris": 20, "noread": 1}
SMALL = {"idle": 10, "sockets": 60, "guesses": 25, "slowloris": 5, "noread": 1}
ATTACKS = (*FULL, "mix")
#: seconds an attacker waits before opening again a connection the host closed
REOPEN = 0.5
#: seconds the attack runs before Ana drops and comes back
WARM_UP = 1.5
#: the longest a friend is waited for (the target is 10 s)
SEAT_WAIT = 30.0


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` (MB)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid: int) -> float:
    """The CPU time process ``pid`` has used so far (user and system, seconds)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def transit_relay() -> Iterator[RelayAddress]:
    """A real transit relay on 127.0.0.1 at a free port (the one the tests start)."""
    twist = Path(sys.executable).parent / "twist"
    process = subprocess.Popen(
        [str(twist), "transitrelay", "--port=tcp:0:interface=127.0.0.1"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    found: list[int] = []
    ready = threading.Event()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            match = re.search(r"ServerFactory starting on (\d+)", line)
            if match and not found:
                found.append(int(match.group(1)))
                ready.set()
        ready.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        if not ready.wait(30) or not found:
            raise RuntimeError("the transit relay did not start")
        yield RelayAddress("127.0.0.1", found[0])
    finally:
        process.kill()
        process.wait(10)


@dataclass
class Host:
    """A headless host (``holomino host``) in its own process."""

    process: subprocess.Popen[bytes]
    code: InviteCode
    port: int
    relay: RelayAddress | None
    log: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def said(self) -> str:
        return self.log.read_text(errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)

    def way(self, source: str = "127.0.0.1") -> Way:
        return Way(self.code, self.port, self.relay, source)


def start_host(folder: Path, relay: RelayAddress | None) -> Host:
    log = folder / f"host-{time.monotonic_ns()}.log"
    command = [sys.executable, "-m", "holomino_desktop.cli", "host", "--game", "hexadomino",
               "--seats", "guest,guest,guest,random", "--port", "0", "--bind", "127.0.0.1",
               "--hold", "600", "--no-announce"]  # fmt: skip
    if relay is not None:
        command += ["--relay", str(relay)]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        text = log.read_text(errors="replace")
        code = re.search(r"invite code: (\S+)", text)
        port = re.search(r"listening on [\d.]+:(\d+)", text)
        if code and port:
            code_text, _ = split_invite(code.group(1))
            return Host(process, parse_code(code_text), int(port.group(1)), relay, log)
        if process.poll() is not None:
            break
        time.sleep(0.05)
    process.kill()
    raise RuntimeError(f"the host did not start: {log.read_text(errors='replace')}")


@dataclass
class Way:
    """How an attacker or a friend reaches the table: the host's port, or the relay."""

    code: InviteCode
    port: int
    relay: RelayAddress | None
    source: str = "127.0.0.1"

    def friend(self) -> Connect:
        if self.relay is not None:
            return relayed(self.relay, self.code, timeout=5.0)
        return direct("127.0.0.1", self.port)

    async def raw(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        """A stranger's connection, from ``source``: always to the host's port. A stranger
        cannot find the table at a relay (its doors come from the whole code): the port is the
        one way in it has, and friends coming through the relay meet the same host."""
        here = (self.source, 0)
        return await asyncio.open_connection("127.0.0.1", self.port, local_addr=here)


@dataclass
class Tally:
    """What the attacks did."""

    opened: int = 0
    tries: int = 0
    judged: int = 0  # wrong codes the host ran a key exchange for
    busy: int = 0  # tries it turned away without one
    drops: int = 0  # times Mallory was dropped
    errors: list[str] = field(default_factory=list)


class Attack:
    """The attacks on one table; each runs until :meth:`stop`."""

    def __init__(self, way: Way, tally: Tally) -> None:
        self.way, self.tally = way, tally
        self.stopped = asyncio.Event()
        self.tasks: list[asyncio.Task[None]] = []
        # a few real guest HELLOs of a wrong code: the host cannot tell them from a friend's
        self.hellos = [Channel("guest", b"1-moon-moon-moon-moon").outgoing() for _ in range(4)]

    def start(self, kind: str, size: int, mallory: GuestSession | None = None) -> None:
        if kind == "idle" or kind == "sockets":
            self._spawn(size, self._idle)
        elif kind == "slowloris":
            self._spawn(size, self._slow)
        elif kind == "guesses":
            self.tasks.append(asyncio.create_task(self._guesses(size)))
        elif kind == "noread" and mallory is not None:
            self.tasks.append(asyncio.create_task(self._never_reads(mallory)))

    def _spawn(self, count: int, slot: Callable[[], Awaitable[None]]) -> None:
        self.tasks += [asyncio.create_task(self._again(slot)) for _ in range(count)]

    async def stop(self) -> None:
        self.stopped.set()
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    async def _again(self, slot: Callable[[], Awaitable[None]]) -> None:
        """Run ``slot`` over and over (a connection the host closes is opened again)."""
        await asyncio.sleep(random.uniform(0, REOPEN))  # not all in the same instant
        while not self.stopped.is_set():
            with contextlib.suppress(OSError, TimeoutError, asyncio.IncompleteReadError):
                await slot()
            await asyncio.sleep(REOPEN)

    async def _idle(self) -> None:
        """Connect and say nothing until the host closes."""
        reader, writer = await self.way.raw()
        self.tally.opened += 1
        try:
            while await reader.read(4096):
                pass
        finally:
            writer.close()

    async def _slow(self) -> None:
        """Send a HELLO one byte a second."""
        reader, writer = await self.way.raw()
        self.tally.opened += 1
        try:
            for byte in random.choice(self.hellos):
                writer.write(bytes((byte,)))
                await writer.drain()
                with contextlib.suppress(TimeoutError):
                    if not await asyncio.wait_for(reader.read(4096), 1.0):
                        return  # the host closed it
        finally:
            writer.close()

    async def _guesses(self, per_second: int) -> None:
        """``per_second`` wrong-code tries a second, each on its own connection (kept to the
        clock: a slow moment is made up for at once)."""
        loop = asyncio.get_running_loop()
        tries: set[asyncio.Task[None]] = set()
        began, started = loop.time(), 0
        while not self.stopped.is_set():
            due = int((loop.time() - began) * per_second) - started
            for _ in range(due):
                started += 1
                if len(tries) < 4 * per_second:  # (a bounded crowd: each try ends in seconds)
                    task = asyncio.create_task(self._guess())
                    tries.add(task)
                    task.add_done_callback(tries.discard)
            await asyncio.sleep(0.005)
        for task in list(tries):
            task.cancel()

    async def _guess(self) -> None:
        self.tally.tries += 1
        try:
            reader, writer = await self.way.raw()
        except (OSError, TimeoutError, RelayError):  # the relay paired no one in time
            return
        try:
            writer.write(random.choice(self.hellos))
            answer = await asyncio.wait_for(_answer(reader), 10)
            if answer == REFUSE:
                self.tally.busy += 1
            elif answer == HELLO:
                self.tally.judged += 1  # the host ran a key exchange for it
                writer.write(frame(CONFIRM, bytes(32)))  # wrong, as every guess is
                await asyncio.wait_for(reader.read(4096), 10)
        except (OSError, TimeoutError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.close()

    async def _never_reads(self, mallory: GuestSession) -> None:
        """A seated guest that floods the host with requests and never reads its answers."""
        while not self.stopped.is_set():
            session = GuestSession(mallory.channel_code, mallory.name, mallory.token)
            with contextlib.suppress(OSError, TimeoutError, ConnectionError):
                await self._flood(session)
            self.tally.drops += 1
            await asyncio.sleep(REOPEN)

    async def _flood(self, session: GuestSession) -> None:
        reader, writer = await self.way.friend()()
        sock = writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        try:
            writer.write(session.outgoing())
            while session.seat is None and not session.closed:  # reads until seated...
                data = await asyncio.wait_for(reader.read(65536), 10)
                if not data:
                    return
                session.receive(data)
                writer.write(session.outgoing())
            while not self.stopped.is_set():  # ...and never again
                for _ in range(50):
                    session.send_move("x" * 200)  # each earns a long error
                writer.write(session.outgoing())
                await asyncio.wait_for(writer.drain(), 10)
                if writer.is_closing() or reader.at_eof() or reader.exception() is not None:
                    return  # the host dropped her
                await asyncio.sleep(0)
        finally:
            writer.close()


async def _answer(reader: asyncio.StreamReader) -> int | None:
    """The kind of the host's answer to a HELLO: its own HELLO or a refusal, read past the
    frames that say to wait (None: another guest's HELLO, at a relay)."""
    while True:
        length = int.from_bytes(await reader.readexactly(4), "big")
        body = await reader.readexactly(length)
        if body[:1] == bytes((WAIT,)):
            continue
        if body[:1] == bytes((HELLO,)) and body[1 + len(MAGIC) :][:1] != b"B":
            return None
        return body[0]


async def seat(way: Way, name: str, token: str | None = None
               ) -> tuple[float, GuestSession, asyncio.Task[str]]:  # fmt: skip
    """A guest joins (knocking again as the real one does) until it is seated: the seconds it
    took, its session, and the task that keeps it at the table."""
    session = GuestSession(way.code, name, token)
    welcomed = asyncio.Event()

    def on_event(event: GuestEvent) -> None:
        if event.kind == "welcome":
            welcomed.set()

    began = time.monotonic()
    task = asyncio.create_task(play_as_guest(session, [way.friend()], "random", on_event=on_event))
    waiting = asyncio.create_task(welcomed.wait())
    await asyncio.wait([task, waiting], timeout=SEAT_WAIT, return_when=asyncio.FIRST_COMPLETED)
    waiting.cancel()
    took = time.monotonic() - began if welcomed.is_set() else float("inf")
    return took, session, task


async def leave(task: asyncio.Task[str]) -> None:
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await task


@dataclass
class Outcome:
    attack: str
    path: str
    token_back: float
    friend: float
    rss_before: float
    rss_most: float
    tally: Tally
    #: the share of one core the host used while the attack ran
    host_cpu: float = float("nan")
    host_said: str = ""

    @property
    def grown(self) -> float:
        return self.rss_most - self.rss_before


async def attack_until_told(way: Way, kinds: list[str], sizes: dict[str, int],
                            mallory: GuestSession | None) -> Tally:  # fmt: skip
    """Run the attacks ``kinds`` on the table until standard input closes: what they did."""
    tally = Tally()
    attacker = Attack(way, tally)
    for kind in kinds:
        attacker.start(kind, sizes[kind], mallory)
    print("attacking", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    await attacker.stop()
    return tally


async def attacker_process(way: Way, kinds: list[str], sizes: dict[str, int],
                           mallory: GuestSession | None) -> asyncio.subprocess.Process:  # fmt: skip
    """The attacks in a process of their own, once they run; close its input to end them (it
    prints its tally as its last line)."""
    relay = str(way.relay) if way.relay else ""
    token = mallory.token if mallory is not None and mallory.token else ""
    sized = ",".join(f"{kind}={size}" for kind, size in sizes.items())
    process = await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--attacker", str(way.code), str(way.port), relay,
        ",".join(kinds), sized, way.source, token,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert process.stdout is not None
    await asyncio.wait_for(process.stdout.readline(), 60)  # "attacking"
    return process


async def end_attack(process: asyncio.subprocess.Process) -> Tally:
    assert process.stdin is not None and process.stdout is not None
    process.stdin.close()
    said = await asyncio.wait_for(process.stdout.read(), 60)
    await process.wait()
    counts = [int(n) for n in said.split()[-5:]]
    return Tally(*counts) if len(counts) == 5 else Tally()


def attacker_main(argv: list[str]) -> None:
    """The attacker process (``--attacker CODE PORT RELAY KINDS SIZES SOURCE TOKEN``)."""
    code_text, port, relay, kinds, sizes, source, token = argv
    code = parse_code(code_text)
    way = Way(code, int(port), RelayAddress.parse(relay) if relay else None, source)
    size = {kind: int(n) for kind, n in (item.split("=") for item in sizes.split(","))}
    mallory = GuestSession(code, "Mallory", token) if token else None
    tally = asyncio.run(attack_until_told(way, kinds.split(","), size, mallory))
    print(f"{tally.opened} {tally.tries} {tally.judged} {tally.busy} {tally.drops}", flush=True)


async def under_attack(host: Host, attack: str, sizes: dict[str, int], seconds: float,
                       source: str, warm_up: float = WARM_UP) -> Outcome:  # fmt: skip
    """Seat Ana (and Mallory for ``noread``), run the attack, bring Ana back and seat Bo."""
    friends = host.way()
    _, ana, ana_task = await seat(friends, "Ana")
    kinds = list(FULL) if attack == "mix" else [attack]
    mallory = None
    if "noread" in kinds:
        _, mallory, mallory_task = await seat(friends, "Mallory")
        await leave(mallory_task)
    await asyncio.sleep(0.5)
    before = rss_mb(host.pid)
    attacker = await attacker_process(host.way(source), kinds, sizes, mallory)
    began, cpu_began = time.monotonic(), cpu_seconds(host.pid)
    most = before
    sampling = True

    async def sample() -> None:
        nonlocal most
        while sampling:
            most = max(most, rss_mb(host.pid))
            await asyncio.sleep(0.2)

    sampler = asyncio.create_task(sample())
    await asyncio.sleep(warm_up)
    await leave(ana_task)  # Ana's line breaks...
    await asyncio.sleep(0.3)
    back, _, back_task = await seat(friends, "Ana", ana.token)  # ...and she comes back
    friend, _, bo_task = await seat(friends, "Bo")
    await asyncio.sleep(max(0.0, seconds - (time.monotonic() - began)))
    cpu = (cpu_seconds(host.pid) - cpu_began) / (time.monotonic() - began)
    tally = await end_attack(attacker)
    sampling = False
    await sampler
    for task in (back_task, bo_task):
        await leave(task)
    path = "relay" if host.relay else "lan"
    return Outcome(attack, path, back, friend, before, most, tally, cpu)


def run(attack: str, path: str, sizes: dict[str, int], seconds: float, source: str,
        folder: Path, relay: RelayAddress | None, warm_up: float = WARM_UP) -> Outcome:  # fmt: skip
    """One attack on a fresh host, by ``path`` (``lan`` or ``relay``)."""
    host = start_host(folder, relay if path == "relay" else None)
    try:
        outcome = asyncio.run(under_attack(host, attack, sizes, seconds, source, warm_up))
    finally:
        host.stop()
    outcome.host_said = host.said()
    return outcome


def describe(outcome: Outcome) -> str:
    tally = outcome.tally
    extra = ""
    if tally.tries:
        extra += f"; {tally.tries} tries: {tally.judged} judged, {tally.busy} turned away"
    if tally.drops:
        extra += f"; Mallory dropped {tally.drops} times"
    return (
        f"{outcome.attack:9s} {outcome.path:5s}  token back {outcome.token_back:5.2f} s  "
        f"friend seated {outcome.friend:5.2f} s  host memory {outcome.rss_before:5.1f} MB "
        f"+{outcome.grown:5.1f} MB  host CPU {outcome.host_cpu:4.0%}{extra}"
    )


def main() -> None:
    if sys.argv[1:2] == ["--attacker"]:
        attacker_main(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="each attack's length")
    parser.add_argument("--paths", default="lan,relay")
    parser.add_argument("--attacks", default=",".join(ATTACKS))
    parser.add_argument("--source", default="127.0.0.1", help="the attackers' address (127.x)")
    parser.add_argument("--small", action="store_true", help="the tests' sizes")
    args = parser.parse_args()
    if not args.source.startswith("127."):
        parser.error("only loopback addresses (127.x.y.z)")
    sizes = SMALL if args.small else FULL
    paths = args.paths.split(",")
    with tempfile.TemporaryDirectory() as folder, contextlib.ExitStack() as stack:
        relay = stack.enter_context(transit_relay()) if "relay" in paths else None
        for attack in args.attacks.split(","):
            for path in paths:
                outcome = run(attack, path, sizes, args.seconds, args.source, Path(folder), relay)
                print(describe(outcome), flush=True)


if __name__ == "__main__":
    main()
