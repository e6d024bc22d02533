"""The secure channel: framing, SPAKE2 on the invite code, key confirmation, sealed frames.

Sans-I/O: feed it the bytes that arrived (:meth:`Channel.receive`), send what
:meth:`Channel.outgoing` gives; it returns events and never touches a socket or a clock.

Frames on the wire are ``length (4 bytes, big-endian) + kind (1 byte) + body``. The length
(kind and body) is checked against :data:`MAX_FRAME` (:data:`MAX_HANDSHAKE_FRAME` until the
code is proved) as soon as its 4 bytes are in, before a single byte of the body is kept. Kinds:

- ``HELLO``: the protocol magic and a SPAKE2 message (host is side B, guest side A). The guest
  speaks first; a guest that holds a seat's resume token adds a *ticket*
  (:func:`ticket`): a MAC of its SPAKE2 message under the token's hash, which proves the token
  without showing it, and cannot be replayed usefully (a copied HELLO carries a SPAKE2 message
  whose secret only its guest knows);
- ``CONFIRM``: a key-confirmation tag, the guest's first; the host answers with its own only
  after the guest's was right, so a wrong code learns nothing but "wrong";
- ``REFUSE``: a short ASCII reason ("wrong code", "busy", "host left"), plain text, then close;
- ``WAIT``: (host, empty) the guest's HELLO was heard and waits for its turn to try the code:
  a guest that hears nothing at all soon after its HELLO is not talking to a host (a relay may
  have joined it to an idle stranger) and knocks again;
- ``SEALED``: a payload sealed with NaCl's SecretBox (XSalsa20-Poly1305) under the key of its
  direction. The nonce is not sent: it is the sender's frame counter, which the receiver
  counts too, so a replayed, dropped, reordered or altered frame fails to open, and the
  channel closes (as TLS does; no state could be trusted after it).

The host computes nothing when a connection opens: it reads the guest's HELLO
(:class:`Knocked`, with the ticket if any) and runs its half of the key exchange only when the
table lets the guest try (:meth:`Channel.admit`), so a connection it turns away
(:meth:`Channel.refuse`) costs it no key exchange.

SPAKE2 is python-spake2's, its curve arithmetic done by libsodium (:mod:`.pake`): a key
exchange costs the host well under a millisecond, so guesses at the door cannot keep it busy.

Keys: SPAKE2 gives 32 bytes from the code; keyed BLAKE2b derives from them a key for each
direction and one for each confirmation tag, so nothing is ever sealed twice under one nonce.
"""

from __future__ import annotations

import hashlib
import hmac
import struct
from dataclasses import dataclass
from typing import Any, Literal

from nacl.exceptions import CryptoError
from nacl.secret import SecretBox
from spake2 import SPAKE2_A, SPAKE2_B

from .pake import PARAMS

#: the most a frame (kind and body) may hold; a longer length ends the connection at once
MAX_FRAME = 64 * 1024
#: what a sealed frame adds to its payload (Poly1305's tag)
SEAL_OVERHEAD = SecretBox.MACBYTES
#: the largest payload :meth:`Channel.send` accepts
MAX_PAYLOAD = MAX_FRAME - 1 - SEAL_OVERHEAD
#: the most a frame may hold before the code is proved (a HELLO with a ticket is 82 bytes): a
#: stranger's connection never makes the host keep more than this
MAX_HANDSHAKE_FRAME = 256

MAGIC = b"holomino-table/2"
HELLO, CONFIRM, REFUSE, SEALED, WAIT = 1, 2, 3, 4, 5
_HEADER = struct.Struct(">I")
_ID_GUEST, _ID_HOST = b"holomino guest", b"holomino host"
#: bytes of a SPAKE2 message (its side letter and a point) and of a ticket
SPAKE_MESSAGE, TICKET = 33, 32
_TICKET_PERSON = b"holomino ticket"

Role = Literal["host", "guest"]


@dataclass(frozen=True, slots=True)
class Knocked:
    """(Host) the guest's HELLO came, with its ``ticket`` (None without one): the table
    decides whether and when the guest may try the code (:meth:`Channel.admit`)."""

    ticket: bytes | None


@dataclass(frozen=True, slots=True)
class Established:
    """Both sides proved they know the code; sealed messages may flow."""


@dataclass(frozen=True, slots=True)
class Received:
    """A payload that opened and authenticated."""

    payload: bytes


@dataclass(frozen=True, slots=True)
class Closed:
    """The channel is over. ``reason`` is a stable id: ``wrong_code``, ``busy`` (the host
    cannot let this guest try now: knock again), ``host_left``, ``oversize``, ``truncated``,
    ``bad_frame``, ``tampered``, ``eof``, ``closed``, and ``same_side`` when the other end
    plays the same part (two guests paired by a relay)."""

    reason: str


Event = Knocked | Established | Received | Closed


def _derive(key: bytes, label: bytes) -> bytes:
    return hashlib.blake2b(label, key=key, digest_size=32).digest()


def ticket_key(token: str) -> bytes:
    """What a ticket is made with: the SHA-256 of a seat's resume token (the host keeps this
    hash, never the token)."""
    return hashlib.sha256(token.encode("ascii")).digest()


def ticket(key: bytes, message: bytes) -> bytes:
    """The ticket of a guest's SPAKE2 ``message`` under ``key`` (:func:`ticket_key`)."""
    return hashlib.blake2b(message, key=key, person=_TICKET_PERSON, digest_size=TICKET).digest()


def frame(kind: int, body: bytes) -> bytes:
    """One frame on the wire (for tests that forge frames, and for the channel)."""
    return _HEADER.pack(len(body) + 1) + bytes((kind,)) + body


class Channel:
    """One end of one connection. ``password`` is :attr:`.words.InviteCode.password`;
    ``ticket_key`` (a guest coming back to its seat) adds a ticket to the guest's HELLO.

    The host waits for the guest's HELLO (:class:`Knocked`), then either lets it try the code
    (:meth:`admit`) or turns it away (:meth:`refuse`).
    """

    def __init__(self, role: Role, password: bytes, ticket_key: bytes | None = None) -> None:
        self.role = role
        self._password = password
        self._spake: Any = None
        self._their_message: bytes | None = None  # (host) the guest's SPAKE2 message
        self._out = bytearray()
        self._in = bytearray()
        self._want: int | None = None  # length of the frame being read, once its header is in
        self._keys: dict[str, bytes] | None = None
        self._seal: SecretBox | None = None
        self._open: SecretBox | None = None
        self._sent = self._got = 0
        #: (host) the ticket the guest's HELLO carried, if any
        self.shown_ticket: bytes | None = None
        #: (guest) the host answered the HELLO (it waits, refused, or answered with its own)
        self.heard = False
        self.established = False
        self.closed: str | None = None
        if role == "guest":
            self._spake = SPAKE2_A(password, idA=_ID_GUEST, idB=_ID_HOST, params=PARAMS)
            message = self._spake.start()
            extra = ticket(ticket_key, message) if ticket_key is not None else b""
            self._out += frame(HELLO, MAGIC + message + extra)

    # -- the API ----------------------------------------------------------------------
    def outgoing(self) -> bytes:
        """The bytes to write now (and forget)."""
        if not self._out:
            return b""
        data, self._out = bytes(self._out), bytearray()
        return data

    def send(self, payload: bytes) -> None:
        """Seal ``payload`` for the other side (only once established)."""
        if not self.established or self.closed or self._seal is None:
            raise RuntimeError("the channel is not open")
        if len(payload) > MAX_PAYLOAD:
            raise ValueError(f"a payload is at most {MAX_PAYLOAD} bytes, not {len(payload)}")
        sealed = self._seal.encrypt(payload, self._sent.to_bytes(SecretBox.NONCE_SIZE, "big"))
        self._sent += 1
        self._out += frame(SEALED, sealed.ciphertext)

    def admit(self) -> list[Event]:
        """(Host, after :class:`Knocked`) run the host's half of the key exchange and answer
        the guest's HELLO; the guest's confirmation decides the rest."""
        message = self._their_message
        if self.role != "host" or message is None or self._keys is not None or self.closed:
            return []
        self._spake = SPAKE2_B(self._password, idA=_ID_GUEST, idB=_ID_HOST, params=PARAMS)
        mine = self._spake.start()
        events = self._finish(message)
        if not self.closed:
            self._out += frame(HELLO, MAGIC + mine)
        return events

    def wait(self) -> None:
        """(Host, after :class:`Knocked`) tell the guest its HELLO waits for a turn."""
        if self.role == "host" and self._keys is None and not self.closed:
            self._out += frame(WAIT, b"")

    def holds_ticket(self, key: bytes) -> bool:
        """(Host) whether the guest's HELLO carried the ticket that ``key`` makes."""
        if self._their_message is None or self.shown_ticket is None:
            return False
        return hmac.compare_digest(self.shown_ticket, ticket(key, self._their_message))

    def refuse(self, reason: str) -> list[Event]:
        """Tell the other side why in one plain frame, and close."""
        self._out += frame(REFUSE, reason.encode("ascii", "replace")[:100])
        return self._close(reason.replace(" ", "_"))

    def receive(self, data: bytes) -> list[Event]:
        """Take bytes that arrived; returns what happened, in order."""
        events: list[Event] = []
        if self.closed:
            return events
        self._in += data
        while not self.closed:
            body = self._next_frame(events)
            if body is None:
                break
            events.extend(self._handle(body[0], bytes(body[1:])))
        return events

    def receive_eof(self) -> list[Event]:
        """The other side closed its end."""
        if self.closed:
            return []
        return self._close("truncated" if self._in else "eof")

    def close(self) -> list[Event]:
        return [] if self.closed else self._close("closed")

    # -- frames -----------------------------------------------------------------------
    def _next_frame(self, events: list[Event]) -> bytearray | None:
        if self._want is None:
            if len(self._in) < _HEADER.size:
                return None
            (length,) = _HEADER.unpack_from(self._in)
            if length > (MAX_FRAME if self.established else MAX_HANDSHAKE_FRAME) or length < 1:
                events.extend(self._close("oversize" if length else "bad_frame"))
                return None
            del self._in[: _HEADER.size]
            self._want = length
        if len(self._in) < self._want:
            return None
        body = self._in[: self._want]
        del self._in[: self._want]
        self._want = None
        return body

    def _handle(self, kind: int, body: bytes) -> list[Event]:
        self.heard = self.heard or kind in (REFUSE, WAIT, HELLO)
        if kind == WAIT and self.role == "guest" and self._keys is None and not body:
            return []
        if kind == REFUSE:
            reason = body.decode("ascii", "replace").replace(" ", "_")
            known = ("wrong_code", "busy", "host_left")
            return self._close(reason if reason in known else "refused")
        if kind == HELLO and self._keys is None and self._their_message is None:
            return self._hello(body)
        if kind == CONFIRM and self._keys is not None and not self.established:
            return self._confirm(body)
        if kind == SEALED and self.established:
            return self._unseal(body)
        return self._close("bad_frame")

    def _hello(self, body: bytes) -> list[Event]:
        if not body.startswith(MAGIC):
            return self._close("bad_frame")
        message, extra = body[len(MAGIC) :][:SPAKE_MESSAGE], body[len(MAGIC) + SPAKE_MESSAGE :]
        if message[:1] == (b"B" if self.role == "host" else b"A"):
            # the other end plays our part: two guests (or two hosts) met at a relay's door
            return self._close("same_side")
        tickets = (0, TICKET) if self.role == "host" else (0,)  # only a guest shows a ticket
        if len(message) != SPAKE_MESSAGE or len(extra) not in tickets:
            return self._close("bad_frame")
        if self.role == "host":  # nothing computed yet: the table decides (admit or refuse)
            self._their_message, self.shown_ticket = message, extra or None
            return [Knocked(self.shown_ticket)]
        return self._finish(message)

    def _finish(self, message: bytes) -> list[Event]:
        try:
            key = self._spake.finish(message)
        except Exception:  # noqa: BLE001 - spake2 raises SPAKEError, ValueError...: all bad input
            return self._close("bad_frame")
        self._keys = {
            name: _derive(key, name.encode())
            for name in ("guest->host", "host->guest", "confirm guest", "confirm host")
        }
        if self.role == "guest":
            self._out += frame(CONFIRM, self._keys["confirm guest"])
        return []

    def _confirm(self, body: bytes) -> list[Event]:
        assert self._keys is not None
        theirs = "confirm host" if self.role == "guest" else "confirm guest"
        if not hmac.compare_digest(body, self._keys[theirs]):
            if self.role == "host":
                return self.refuse("wrong code")
            return self._close("wrong_code")
        if self.role == "host":
            self._out += frame(CONFIRM, self._keys["confirm host"])
        mine, other = ("guest->host", "host->guest")[:: 1 if self.role == "guest" else -1]
        self._seal, self._open = SecretBox(self._keys[mine]), SecretBox(self._keys[other])
        self.established = True
        return [Established()]

    def _unseal(self, body: bytes) -> list[Event]:
        assert self._open is not None
        nonce = self._got.to_bytes(SecretBox.NONCE_SIZE, "big")
        try:
            payload = self._open.decrypt(body, nonce)
        except CryptoError:
            return self._close("tampered")
        self._got += 1
        return [Received(payload)]

    def _close(self, reason: str) -> list[Event]:
        self.closed = reason
        self._in.clear()
        self._spake = None  # the secret exponent goes
        return [Closed(reason)]
