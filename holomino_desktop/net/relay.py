"""Reaching a table through a magic-wormhole transit relay.

A transit relay (``pip install magic-wormhole-transit-relay``; ``twist transitrelay``) joins two
TCP connections that present the same greeting, ``please relay TOKEN for side SIDE\\n``, and then
copies bytes between them without reading them. Both ends connect *out* to the relay, so neither
needs an open port. The relay answers ``ok\\n`` once the other end is there; everything after that
is the other end's bytes, which for a table are the secure channel's frames: the relay sees the
key exchange's public messages and ciphertext only.

The token is derived from the invite code's *public* part (the table number) alone, never from its
secret words, so whoever runs the relay learns nothing that helps guess a code. The relay's own
limits (wait time, bytes, duration) are marked unused in its source; the table relies on its own
frame cap and rate limits instead.

This module is sans-I/O except :func:`open_relayed`, a thin asyncio helper.
"""

from __future__ import annotations

import asyncio
import hashlib
import secrets
from dataclasses import dataclass

#: the relay's default port (``twist transitrelay`` listens on 4001 unless told otherwise)
DEFAULT_RELAY_PORT = 4001
#: the greeting the relay expects; TOKEN is 64 and SIDE 16 word characters (its own regex)
GREETING = "please relay {token} for side {side}\n"
#: what the relay sends when it has paired the two ends
PAIRED = b"ok\n"
#: the longest answer the relay sends before pairing ("impatient\n", "bad handshake\n")
LONGEST_ANSWER = 32
#: separates the relay tokens of this program from any other program using the same relay
TOKEN_DOMAIN = b"holomino-desktop relay v1\x00"


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


def relay_token(table: int) -> str:
    """The relay token (64 hex digits) of a table: from its public number only, never the
    code's secret words."""
    return hashlib.sha256(TOKEN_DOMAIN + str(table).encode()).hexdigest()


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


def split_invite(text: str) -> tuple[str, RelayAddress | None]:
    """``7-plaid-orbit-maple-tiger@relay.example.org:4001`` → the code's text and the relay it
    names."""
    code, at, relay = text.strip().partition("@")
    return code, (RelayAddress.parse(relay) if at else None)


def invite_text(code: object, relay: RelayAddress | None) -> str:
    """The invite as people pass it on: the code, and the relay when the table uses one."""
    return f"{code}@{relay}" if relay is not None else str(code)
