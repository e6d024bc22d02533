"""When and how often the ends of a table try again: one policy for every transport (the
headless asyncio one in :mod:`.tcp` and the window's QtNetwork one), so the two never drift.

Sans-I/O like the rest of the package: numbers and one pure function, no clock and no socket.
"""

from __future__ import annotations

from .gate import WAIT_TIMEOUT

#: the port a hosted table listens on unless told otherwise (a firewall must let it in)
DEFAULT_PORT = 47145
#: seconds to wait for a direct connection before trying the next way (the relay)
CONNECT_TIMEOUT = 3.0
#: seconds a guest waits at the relay for the host's door
RELAY_PAIR_TIMEOUT = 15.0
#: seconds a guest's batch of doors waits at the relay before the next batch: the host's door
#: is nearly always there, so the right one pairs within a round trip or two
RELAY_BATCH_WAIT = 2.5
#: seconds a host checks at the relay that no live table holds a new code (a live table's door
#: waits there nearly always, so it pairs at once; this covers the moment between two doors)
CLAIM_WAIT = 1.5
#: codes a host draws at most when the relay says each is held by a live table already
CLAIM_TRIES = 5
#: seconds the host's next door waits after a connection took one: the guest that took it
#: closes its other greetings first (greeted at once, the next door would pair with one of them)
NEXT_DOOR_PAUSE = 0.5
#: seconds a seated guest keeps trying to come back after its connection broke
COMEBACK = 120.0
#: the first and the longest pause between two tries (seconds)
RETRY_FIRST, RETRY_MOST = 0.25, 4.0
#: why a connection ended that is worth making again (the seat is kept by its token)
BROKEN = frozenset({"lost", "eof", "truncated"})
#: how often a guest the relay paired with another guest (``same_side``) tries again
SAME_SIDE_TRIES = 20
#: the shortest and longest random pause after a ``same_side`` meeting (seconds): two guests
#: that met at the relay's door do not knock again at the same moment
SAME_SIDE_PAUSE = (0.05, 0.5)


def next_delay(delay: float) -> float:
    """The pause after ``delay``: twice as long, at most :data:`RETRY_MOST`."""
    return min(2 * delay, RETRY_MOST)


def ms(seconds: float) -> int:
    """``seconds`` in whole milliseconds (Qt's timers)."""
    return round(seconds * 1000)


#: why a guest was turned away before it could try the code that is worth knocking again: the
#: table's door was full (``busy``), or the other end never answered the guest's HELLO
#: (``no_answer``: a relay paired it with an idle stranger rather than the host)
KNOCK_AGAIN = frozenset({"busy", "no_answer"})
#: seconds a guest keeps knocking at a busy table before it gives up
KNOCK_PATIENCE = 60.0
#: the shortest and longest random pause before a guest knocks again (seconds)
KNOCK_PAUSE = (0.02, 0.1)
#: seconds a guest waits to hear anything after its HELLO: a host answers at once (its own
#: HELLO, ``busy``, or that the guest waits for its turn), so silence is no host
HEARD_TIMEOUT = 1.0
#: seconds a guest told to wait waits for its turn: a host lets it try, or says ``busy``, within
#: its door's WAIT_TIMEOUT
ANSWER_TIMEOUT = WAIT_TIMEOUT + 2.0
