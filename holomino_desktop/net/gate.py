"""Who may try a table's invite code, and when: the host's door. Sans-I/O, like the table.

A stranger can only guess the code's secret words, one key exchange per guess, and the host
cannot tell a friend's first try from a stranger's before it has run that exchange. So the door
keeps three promises:

- **Guessing stays hopeless.** The whole table judges at most :data:`GUESS_RATE` tries a second
  (a bucket of :data:`GUESS_BURST`); a try is counted when it is let in, the moment the host
  starts its key exchange, so parallel connections get no extra guesses. Over a day of
  guessing without pause that is :func:`guesses_in` ``(DAY)`` tries against
  :data:`~.words.CODE_SPACE` codes: :func:`chance_in` ``(DAY)`` (docs/network.md has the sums).
- **Nobody is locked out.** There is no count of wrong codes and no pause after one: a wrong
  guess uses up one try of the bucket, which refills within a second. A guest coming back to
  its seat shows a ticket (:func:`~.channel.ticket`) and never waits at this door at all.
- **Cheap refusals first.** A connection waits here without costing a key exchange: first
  *knocking* (connected, its HELLO not in yet; at most :data:`HELLO_TIMEOUT` seconds), then
  *waiting* for a try (at most :data:`WAIT_TIMEOUT` seconds). Each stage keeps a few
  connections per source address and a few more overall; when a newcomer passes a limit, the
  oldest of its own source (overall: of the source holding most) is turned away instead, so
  idle or slow connections never shut out a guest that speaks at once. A knocking connection
  is not turned away for a newcomer in its first :data:`GRACE` seconds (a host slowed down
  by a flood accepts a batch of connections before it reads their HELLOs), unless the stage
  passes its hard ceiling. Waiting connections are let in fairly: one source after the
  other, the oldest of each first.

Everything a relay joins comes from the relay's address: such connections are one source.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .words import CODE_SPACE

#: tries of the code the whole table judges per second, and at most at once after a quiet spell
#: (each costs the host one key exchange, some 0.5 ms of CPU on libsodium's curve arithmetic:
#: well under a hundredth of a core, so a host under a flood of guesses answers its friends)
GUESS_RATE, GUESS_BURST = 10.0, 5
#: connections waiting to be accepted that the host's listening socket queues (a flood of
#: connections must not crowd out a friend's before the host has seen it)
LISTEN_BACKLOG = 1024
#: seconds in a day, the span :func:`chance_in` is quoted for
DAY = 24 * 60 * 60
#: connections whose HELLO has not come yet, per source and overall, and the hard ceiling
KNOCKING_PER_SOURCE, KNOCKING_MOST, KNOCKING_CEILING = 16, 128, 512
#: connections waiting for a try, per source and overall, and the hard ceiling
WAITING_PER_SOURCE, WAITING_MOST, WAITING_CEILING = 8, 64, 256
#: seconds a knocking connection is safe from being turned away for a newcomer
GRACE = 0.5
#: seconds a new connection has to send its HELLO (a guest sends it at once: only idle and
#: byte-by-byte connections take longer)
HELLO_TIMEOUT = 3.0
#: seconds a connection waits for a try before it is told ``busy`` (its guest knocks again)
WAIT_TIMEOUT = 3.0
#: where every connection a relay joins comes from, as the door sees it (one source)
RELAYED = "relay"
#: the most bytes the host keeps unsent for one peer; a peer that reads slower than the table
#: writes is dropped past it (views are under 5 KB; a long match's record is well under this)
MAX_BACKLOG = 2 * 1024 * 1024
#: seconds the host waits for a peer to read once more than the transport's high-water mark
#: (64 KiB) waits unsent for it; meanwhile it reads nothing more from that peer, so a guest that
#: sends requests and never reads their answers stops costing the host anything at once, and
#: is dropped when the time is up (its seat kept for its token)
STALL_TIMEOUT = 10.0


def guesses_in(seconds: float) -> float:
    """The most tries of the code the table judges in ``seconds``."""
    return GUESS_BURST + GUESS_RATE * seconds


def chance_in(seconds: float) -> float:
    """A stranger's chance to find the code by guessing without pause for ``seconds``."""
    return guesses_in(seconds) / CODE_SPACE


class Stage:
    """Connections at one step of the door, by source, each source's in arrival order; the
    sources in the order they are to be served (the one served last goes to the back)."""

    def __init__(self, per_source: int, most: int, ceiling: int, grace: float) -> None:
        self.per_source, self.most, self.ceiling, self.grace = per_source, most, ceiling, grace
        self.sources: dict[str, dict[int, float]] = {}  # source -> {conn: when it came}
        self.where: dict[int, str] = {}  # conn -> source, in arrival order

    def __len__(self) -> int:
        return len(self.where)

    def __contains__(self, conn: int) -> bool:
        return conn in self.where

    def enter(self, conn: int, source: str, now: float) -> list[int]:
        """Put ``conn`` here; those turned away to keep the limits (never ``conn``): the oldest
        of its source past their grace, down to its share; then, past the overall limit, the
        oldest of the fullest source; past the ceiling, the oldest of all."""
        own = self.sources.setdefault(source, {})
        own[conn], self.where[conn] = now, source
        victims = []
        while len(own) > self.per_source and (victim := self._oldest(source, now)) is not None:
            victims.append(victim)
            self.leave(victim)
        if len(self.where) > self.most:
            fullest = max(self.sources, key=lambda where: len(self.sources[where]))
            victim = self._oldest(fullest, now)
            if victim is None and len(self.where) > self.ceiling:
                victim = next(iter(self.where))  # the oldest overall, new or not
            if victim is not None:
                victims.append(victim)
                self.leave(victim)
        return victims

    def leave(self, conn: int) -> str | None:
        """Take ``conn`` out; its source (None: it was not here)."""
        source = self.where.pop(conn, None)
        if source is not None:
            own = self.sources[source]
            del own[conn]
            if not own:
                del self.sources[source]
        return source

    def next_fair(self) -> int:
        """The oldest connection of the source whose turn it is; that source goes last."""
        source = next(iter(self.sources))
        conn = next(iter(self.sources[source]))
        self.leave(conn)
        if source in self.sources:  # to the back of the line of sources
            self.sources[source] = self.sources.pop(source)
        return conn

    def _oldest(self, source: str, now: float) -> int | None:
        """The oldest connection of ``source``, if past its grace (None: all are newer)."""
        conn, since = next(iter(self.sources[source].items()))
        return conn if since <= now - self.grace else None


@dataclass
class Gate:
    """The door of one table: which connections wait where, and the bucket of tries."""

    rate: float = GUESS_RATE
    burst: int = GUESS_BURST
    #: tries let in so far (each one a key exchange of a guest without a ticket)
    tries: int = 0
    _level: float = field(default=float(GUESS_BURST), repr=False)
    _filled: float | None = field(default=None, repr=False)  # when _level was last brought up
    _knocking: Stage = field(
        default_factory=lambda: Stage(KNOCKING_PER_SOURCE, KNOCKING_MOST, KNOCKING_CEILING, GRACE),
        repr=False,
    )
    _waiting: Stage = field(
        default_factory=lambda: Stage(WAITING_PER_SOURCE, WAITING_MOST, WAITING_CEILING, 0.0),
        repr=False,
    )

    def knock(self, conn: int, source: str, now: float) -> list[int]:
        """A connection opened; returns those to turn away to make room (never ``conn``)."""
        return self._knocking.enter(conn, source, now)

    def wait(self, conn: int, source: str, now: float) -> list[int]:
        """``conn`` said HELLO without a ticket: it waits for a try. Returns those to turn
        away to make room (never ``conn``)."""
        self._knocking.leave(conn)
        return self._waiting.enter(conn, source, now)

    def leave(self, conn: int) -> None:
        """``conn`` no longer waits here (it showed a ticket, closed, or timed out)."""
        self._knocking.leave(conn)
        self._waiting.leave(conn)

    def let_in(self, now: float) -> list[int]:
        """The waiting connections that may try the code now, each taking one try: one
        source after the other, the oldest of each first."""
        self._fill(now)
        admitted = []
        while self._waiting and self._level >= 1:
            admitted.append(self._waiting.next_fair())
            self._level -= 1
            self.tries += 1
        return admitted

    def next_try(self) -> float | None:
        """When the next waiting connection can be let in (None: nobody waits, or now)."""
        if not self._waiting or self._filled is None or self._level >= 1:
            return None
        return self._filled + (1 - self._level) / self.rate

    def _fill(self, now: float) -> None:
        if self._filled is not None:
            self._level = min(float(self.burst), self._level + (now - self._filled) * self.rate)
        self._filled = now
