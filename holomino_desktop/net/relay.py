"""Reaching a table through a magic-wormhole transit relay.

A transit relay (``pip install magic-wormhole-transit-relay``; ``twist transitrelay``) joins two
TCP connections that present the same greeting, ``please relay TOKEN for side SIDE\\n``, and then
copies bytes between them without reading them. Both ends connect *out* to the relay, so neither
needs an open port. The relay answers ``ok\\n`` once the other end is there; everything after that
is the other end's bytes, which for a table are the secure channel's frames: the relay sees the
key exchange's public messages and ciphertext only. When two ends pair, the relay drops every
other connection still waiting with that token.

**Doors.** A table's connections meet at *doors*, relay tokens the relay cannot trace back to a
table, nor relate to each other, and that nobody without the whole invite code can compute:

- the code's *table key* is argon2id of the whole normalised code (table number and secret
  words), memory-hard (:data:`KEY_MEMORY` bytes, some 0.1 s): whoever wants the tokens of a code
  must pay that for every code it tries. :func:`table_doors` derives it once per code and keeps
  it (a host opens doors all evening, and a rematch keeps the code);
- door ``step`` (one per minute of UTC time, :data:`STEP_SECONDS`) has the token
  BLAKE2b(table key, step). The host waits at one door at a time, the first of its *reach*
  not yet taken: the present step, then up to :data:`MAX_AHEAD` steps ahead, then the
  :data:`SEARCH_BACK` steps behind (:meth:`TableDoors.reach`). Every connection (a guest, a
  guest coming back, a rematch) goes through a door of its own, and no token is used twice
  while a door of the reach is free. A code holder who takes doors over and over cannot push
  them beyond the reach, which a guest's first batch greets: once every door of the reach
  was taken, the host waits at the one taken longest ago (its token used again, by the same
  host, which the relay links by its address anyway) rather than waiting for the clock, so
  friends still find it at once;
- a guest knows only the code and its clock. It greets the relay at the doors of the steps
  around its clock all at once (a *batch*, :meth:`TableDoors.search`: clocks may differ by a
  minute or two, and the host's door may be a few steps ahead after several connections), each
  with the side of that step (:meth:`TableDoors.guest_side`), so two guests never pair with each
  other. The first pairing wins; the others are closed. No pairing within
  :data:`~.reconnect.RELAY_BATCH_WAIT` seconds: the next batch, further out;
- before the first door of a new code, the host greets that first batch with a side of its own
  (:func:`code_in_use`): a live table holding the same code pairs at once, and the host draws
  another code (:func:`free_code`), so two live tables never share doors.

``docs/decisions.md`` (Networked table) has the arithmetic: why tables never meet by accident,
what the relay can link, and what a stranger can do.

This module is sans-I/O (it never reads the clock: the time is a parameter) except
:func:`open_relayed`, :func:`open_relayed_first`, :func:`search_relay`, :func:`code_in_use` and
:func:`free_code`, thin asyncio helpers.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field

from nacl.pwhash import argon2id

from .words import InviteCode, new_code

#: the relay's default port (``twist transitrelay`` listens on 4001 unless told otherwise)
DEFAULT_RELAY_PORT = 4001
#: the greeting the relay expects; TOKEN is 64 and SIDE 16 word characters (its own regex)
GREETING = "please relay {token} for side {side}\n"
#: what the relay sends when it has paired the two ends
PAIRED = b"ok\n"
#: the longest answer the relay sends before pairing ("impatient\n", "bad handshake\n")
LONGEST_ANSWER = 32
#: the table key's cost: libsodium's interactive level of argon2id (64 MiB, 2 passes)
KEY_OPS, KEY_MEMORY = argon2id.OPSLIMIT_INTERACTIVE, argon2id.MEMLIMIT_INTERACTIVE
#: the salt of every table key: it separates this program's keys from any other use of a code
#: (a salt of its own per table is impossible: a guest knows nothing but the code)
KEY_SALT = hashlib.blake2b(
    b"holomino-desktop relay doors v2", digest_size=argon2id.SALTBYTES
).digest()
#: seconds of UTC time per door step
STEP_SECONDS = 60
#: a guest's first batch: the doors from this many steps before its clock's step...
SEARCH_BACK = 3
#: ...and this many doors in every batch (the first covers 3 minutes back, 4 ahead)
SEARCH_WIDTH = 8
#: the host's door runs at most this many steps ahead of its clock, so that a guest whose clock
#: agrees greets it in its first batch (a code holder who takes doors over and over must not
#: run them away from the friends)
MAX_AHEAD = SEARCH_WIDTH - SEARCH_BACK - 1
#: table keys kept (a rematch keeps its code; a guest may be at a few tables in one evening)
KEPT_KEYS = 16


class RelayError(Exception):
    """The relay refused the greeting, closed, or could not be reached."""


@dataclass(frozen=True)
class RelayAddress:
    host: str
    port: int

    @classmethod
    def parse(cls, text: str) -> RelayAddress:
        """``host:port``, ``host`` (port 4001) or ``[v6]:port``; raises ValueError."""
        text = text.strip()
        if not text:
            raise ValueError("empty relay address")
        host, port = text, DEFAULT_RELAY_PORT
        if text.startswith("["):
            host, sep, rest = text[1:].partition("]")
            if not sep or (rest and not rest.startswith(":")):
                raise ValueError(f"not a relay address: {text}")
            if rest:
                port = _port(rest[1:], text)
        elif text.count(":") == 1:
            host, _, rest = text.partition(":")
            port = _port(rest, text)
        if not host or any(c.isspace() for c in host):
            raise ValueError(f"not a relay address: {text}")
        return cls(host, port)

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


def _port(text: str, whole: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise ValueError(f"not a relay address: {whole}")
    return int(text)


def table_key(code: InviteCode, ops: int = KEY_OPS, memory: int = KEY_MEMORY) -> bytes:
    """The table key of ``code``: argon2id of the whole normalised code (some 0.1 s and 64 MiB
    at the default cost; the tests pass argon2id's least cost to derive thousands)."""
    return argon2id.kdf(32, code.password, KEY_SALT, opslimit=ops, memlimit=memory)


def step_of(now: float) -> int:
    """The door step of UTC time ``now`` (seconds since the epoch)."""
    return int(now // STEP_SECONDS)


def _step_bytes(step: int) -> bytes:
    return step.to_bytes(8, "big", signed=True)


@dataclass
class TableDoors:
    """The relay doors of one invite code: their tokens, the guests' sides, where the host's
    next door is and where a guest looks for it. Times are UTC seconds since the epoch."""

    key: bytes = field(repr=False)
    #: the steps of the reach whose door a connection took, each with the number of the
    #: taking (the one taken longest ago has the lowest); steps out of reach are forgotten
    taken: dict[int, int] = field(default_factory=dict)
    #: no door below this step opens again (its door was taken or its time passed, even when
    #: the clock is set back)
    floor: int | None = None
    _takings: int = field(default=0, repr=False)

    def token(self, step: int) -> str:
        """The relay token of door ``step`` (64 hex digits)."""
        return hashlib.blake2b(
            _step_bytes(step), key=self.key, person=b"holomino door", digest_size=32
        ).hexdigest()

    def guest_side(self, step: int) -> str:
        """The side every guest gives at door ``step``: the relay never pairs two ends of one
        side, so two guests searching at once never meet each other, only the host's door."""
        return hashlib.blake2b(
            _step_bytes(step), key=self.key, person=b"holomino guest", digest_size=8
        ).hexdigest()

    @staticmethod
    def reach(present: int) -> list[int]:
        """The steps the host's door may be at when the clock is at step ``present``, in the
        order it takes them: the present, up to :data:`MAX_AHEAD` ahead, then the few behind:
        the very doors a guest whose clock agrees greets in its first batch."""
        ahead = range(present, present + MAX_AHEAD + 1)
        return [*ahead, *range(present - 1, present - SEARCH_BACK - 1, -1)]

    def next_door(self, now: float) -> tuple[int | None, float]:
        """The host's next door and how long it may wait there: after that the door is out
        of the guests' first batch (or its reach), and the host greets the relay again. The
        first door of the reach not yet taken; when a code holder took them all, the one
        taken longest ago. ``(None, seconds)`` only when the clock was set back past every
        door of the reach: wait that long before the next."""
        present = step_of(now)
        self._forget(present)
        steps = [step for step in self.reach(present) if self.floor is None or step >= self.floor]
        if not steps:
            return None, float(STEP_SECONDS)
        free = [step for step in steps if step not in self.taken]
        step = free[0] if free else min(steps, key=self.taken.__getitem__)
        until = min(max(step, present) + 2, step + SEARCH_BACK + 1)
        return step, until * STEP_SECONDS - now

    def take(self, step: int) -> None:
        """A connection took door ``step``: the host's next door is another one."""
        self._takings += 1
        self.taken[step] = self._takings

    def _forget(self, present: int) -> None:
        """Steps behind the reach never open again: forget their takings."""
        oldest = present - SEARCH_BACK
        if self.floor is None or oldest > self.floor:
            self.floor = oldest
            self.taken = {step: n for step, n in self.taken.items() if step >= oldest}

    def search(self, now: float, batch: int) -> list[int]:
        """The steps of a guest's batch ``batch`` (0, 1, 2, ...): first the doors around its
        clock, then further ahead and further back in turn."""
        first = step_of(now) - SEARCH_BACK
        if batch % 2:
            first += SEARCH_WIDTH * ((batch + 1) // 2)
        else:
            first -= SEARCH_WIDTH * (batch // 2)
        return list(range(first, first + SEARCH_WIDTH))

    def greetings(self, now: float, batch: int, side: str | None = None) -> list[tuple[str, str]]:
        """The (token, side) of every door of a guest's batch; with ``side``, that side at
        every door (a host checking that no live table holds the code: it meets a door or a
        guest alike)."""
        return [
            (self.token(step), side or self.guest_side(step)) for step in self.search(now, batch)
        ]


_DOORS: OrderedDict[bytes, TableDoors] = OrderedDict()
_DOORS_LOCK = threading.Lock()


def known_doors(code: InviteCode) -> TableDoors | None:
    """The doors of ``code`` when its key was derived already (cheap), else None."""
    with _DOORS_LOCK:
        doors = _DOORS.get(code.password)
        if doors is not None:
            _DOORS.move_to_end(code.password)
        return doors


def table_doors(code: InviteCode) -> TableDoors:
    """The doors of ``code``, its key derived the first time (some 0.1 s of CPU and 64 MiB:
    call it off the GUI thread). The same object every time, so that a rematch with the same
    code goes on after the doors its first game took."""
    doors = known_doors(code)
    if doors is not None:
        return doors
    key = table_key(code)
    with _DOORS_LOCK:
        doors = _DOORS.setdefault(code.password, TableDoors(key))
        while len(_DOORS) > KEPT_KEYS:
            _DOORS.popitem(last=False)
        return doors


def new_side() -> str:
    """A random side name: the relay pairs two ends only when their sides differ."""
    return secrets.token_hex(8)


def greeting(token: str, side: str) -> bytes:
    if len(token) != 64 or len(side) != 16 or not (token + side).isalnum():
        raise ValueError("a relay token is 64 and a side 16 letters or digits")
    return GREETING.format(token=token, side=side).encode("ascii")


class RelayAnswer:
    """Reads the relay's answer to a greeting: ``ok\\n``, then the other end's bytes."""

    def __init__(self) -> None:
        self._buffer = b""
        self.paired = False

    def feed(self, data: bytes) -> bytes:
        """Bytes from the relay; returns what follows ``ok\\n`` (the other end's) once paired.

        Raises :class:`RelayError` on any other answer (the relay then closes).
        """
        if self.paired:
            return data
        self._buffer += data
        if self._buffer.startswith(PAIRED):
            self.paired = True
            rest, self._buffer = self._buffer[len(PAIRED) :], b""
            return rest
        if b"\n" in self._buffer or len(self._buffer) > LONGEST_ANSWER:
            answer = self._buffer.split(b"\n")[0][:LONGEST_ANSWER].decode("ascii", "replace")
            raise RelayError(f"the relay refused: {answer}")
        return b""  # the answer's line is not complete yet


async def open_relayed(
    address: RelayAddress,
    token: str,
    side: str,
    *,
    connect_timeout: float = 10.0,
    pair_timeout: float | None = None,
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """Connect to the relay, greet it and wait until the other end is paired.

    Exactly ``ok\\n`` is read, so every byte left in the reader is the other end's.
    ``pair_timeout`` None waits as long as it takes (a host's open door).
    """
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(address.host, address.port), connect_timeout
        )
    except (OSError, TimeoutError) as error:
        raise RelayError(f"cannot reach the relay {address}: {error}") from error
    try:
        writer.write(greeting(token, side))
        await writer.drain()
        await asyncio.wait_for(_await_pairing(reader), pair_timeout)
    except TimeoutError:  # no partner in time (an OSError too: handled first)
        writer.close()
        raise
    except OSError as error:
        writer.close()
        raise RelayError(f"the relay {address} closed the connection: {error}") from error
    except BaseException:
        writer.close()
        raise
    return reader, writer


async def _await_pairing(reader: asyncio.StreamReader) -> None:
    answer = RelayAnswer()
    try:
        while not answer.paired:
            answer.feed(await reader.readexactly(1))  # never a byte past the ok
    except (asyncio.IncompleteReadError, OSError) as error:
        raise RelayError("the relay closed the connection") from error


async def open_relayed_first(
    address: RelayAddress, greetings: Sequence[tuple[str, str]], *, pair_timeout: float
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """Greet the relay with every (token, side) at once; the first end paired is returned and
    the others are closed. TimeoutError when none paired in ``pair_timeout`` seconds;
    RelayError when every greeting failed (the relay is down, or dropped them all)."""
    tasks = [
        asyncio.create_task(open_relayed(address, token, side, pair_timeout=pair_timeout))
        for token, side in greetings
    ]
    winner: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
    timed_out, error = False, RelayError(f"the relay {address} dropped every greeting")
    try:
        for done in asyncio.as_completed(tasks):
            try:
                winner = await done
                return winner
            except TimeoutError:
                timed_out = True
            except RelayError as failed:  # this door went to another end: the others wait on
                error = failed
        raise TimeoutError if timed_out else error
    finally:
        for task in tasks:
            task.cancel()  # a greeting still waiting closes its connection
        for ends in await asyncio.gather(*tasks, return_exceptions=True):
            if isinstance(ends, tuple) and ends is not winner:  # paired after the winner
                ends[1].close()


async def search_relay(
    address: RelayAddress, doors: TableDoors, *, pair_timeout: float, batch_wait: float
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A guest's way in: batch after batch of doors (:meth:`TableDoors.search`) until one
    pairs; TimeoutError after ``pair_timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + pair_timeout
    for batch in range(10_000):  # bounded by the deadline long before
        left = deadline - loop.time()
        if left <= 0:
            break
        greetings = doors.greetings(time.time(), batch)
        with contextlib.suppress(TimeoutError):
            return await open_relayed_first(address, greetings, pair_timeout=min(batch_wait, left))
    raise TimeoutError


async def code_in_use(address: RelayAddress, doors: TableDoors, *, wait: float) -> bool:
    """Whether a live table holds the code of ``doors`` at the relay: its door (nearly always
    waiting around the clock's step), or a guest searching for it, pairs with a greeting of
    the first batch within ``wait`` seconds. False when nothing answers, or the relay cannot
    be reached (the doors will try it again)."""
    greetings = doors.greetings(time.time(), 0, new_side())
    try:
        _, writer = await open_relayed_first(address, greetings, pair_timeout=wait)
    except (TimeoutError, RelayError):
        return False
    writer.close()  # the live table sees a connection end without a word: nothing is spent
    return True


async def free_code(address: RelayAddress, *, wait: float, tries: int) -> InviteCode:
    """A new code that no live table holds at the relay (checked with :func:`code_in_use`;
    after ``tries`` codes held, the last one drawn)."""
    code = new_code()
    for _ in range(tries):
        doors = await asyncio.to_thread(table_doors, code)
        if not await code_in_use(address, doors, wait=wait):
            return code
        code = new_code()
    return code


def split_invite(text: str) -> tuple[str, RelayAddress | None]:
    """``7-plaid-orbit-maple-tiger@relay.example.org:4001`` → the code's text and the relay it
    names."""
    code, at, relay = text.strip().partition("@")
    return code, (RelayAddress.parse(relay) if at else None)


def invite_text(code: object, relay: RelayAddress | None) -> str:
    """The invite as people pass it on: the code, and the relay when the table uses one."""
    return f"{code}@{relay}" if relay is not None else str(code)
