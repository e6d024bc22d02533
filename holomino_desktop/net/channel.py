"""The secure channel: framing, SPAKE2 on the invite code, key confirmation, sealed frames.

Sans-I/O: feed it the bytes that arrived (:meth:`Channel.receive`), send what
:meth:`Channel.outgoing` gives; it returns events and never touches a socket or a clock.

Frames on the wire are ``length (4 bytes, big-endian) + kind (1 byte) + body``. The length
(kind and body) is checked against :data:`MAX_FRAME` as soon as its 4 bytes are in, before a
single byte of the body is kept. Kinds:

- ``HELLO``: the protocol magic and a SPAKE2 message (host is side B, guest side A);
- ``CONFIRM``: a key-confirmation tag, the guest's first; the host answers with its own only
  after the guest's was right, so a wrong code learns nothing but "wrong";
- ``REFUSE``: a short ASCII reason ("wrong code", "too many tries"), plain text, then close;
- ``SEALED``: a payload sealed with NaCl's SecretBox (XSalsa20-Poly1305) under the key of its
  direction. The nonce is not sent: it is the sender's frame counter, which the receiver
  counts too, so a replayed, dropped, reordered or altered frame fails to open, and the
  channel closes (as TLS does; no state could be trusted after it).

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

#: the most a frame (kind and body) may hold; a longer length ends the connection at once
MAX_FRAME = 64 * 1024
#: what a sealed frame adds to its payload (Poly1305's tag)
SEAL_OVERHEAD = SecretBox.MACBYTES
#: the largest payload :meth:`Channel.send` accepts
MAX_PAYLOAD = MAX_FRAME - 1 - SEAL_OVERHEAD
#: wrong codes a host accepts before it refuses every new attempt
MAX_WRONG_CODES = 5
#: seconds a host waits after a wrong code before it accepts the next attempt
WRONG_CODE_PAUSE = 1.0

MAGIC = b"holomino-table/1"
HELLO, CONFIRM, REFUSE, SEALED = 1, 2, 3, 4
_HEADER = struct.Struct(">I")
_ID_GUEST, _ID_HOST = b"holomino guest", b"holomino host"

Role = Literal["host", "guest"]


@dataclass(frozen=True, slots=True)
class Established:
    """Both sides proved they know the code; sealed messages may flow."""


@dataclass(frozen=True, slots=True)
class Received:
    """A payload that opened and authenticated."""

    payload: bytes


@dataclass(frozen=True, slots=True)
class Closed:
    """The channel is over. ``reason`` is a stable id: ``wrong_code``, ``too_many_tries``,
    ``oversize``, ``truncated``, ``bad_frame``, ``tampered``, ``eof``, ``closed``, and
    ``same_side`` when the other end plays the same part (two guests paired by a relay)."""

    reason: str


Event = Established | Received | Closed


def _derive(key: bytes, label: bytes) -> bytes:
    return hashlib.blake2b(label, key=key, digest_size=32).digest()


def frame(kind: int, body: bytes) -> bytes:
    """One frame on the wire (for tests that forge frames, and for the channel)."""
    return _HEADER.pack(len(body) + 1) + bytes((kind,)) + body


class Channel:
    """One end of one connection. ``password`` is :attr:`.words.InviteCode.password`.

    The host may be refused before it starts (``refuse``) when it takes no more tries.
    """

    def __init__(self, role: Role, password: bytes) -> None:
        self.role = role
        self._spake: Any = (SPAKE2_B if role == "host" else SPAKE2_A)(
            password, idA=_ID_GUEST, idB=_ID_HOST
        )
        self._out = bytearray()
        self._in = bytearray()
        self._want: int | None = None  # length of the frame being read, once its header is in
        self._keys: dict[str, bytes] | None = None
        self._seal: SecretBox | None = None
        self._open: SecretBox | None = None
        self._sent = self._got = 0
        self.established = False
        self.closed: str | None = None
        self._out += frame(HELLO, MAGIC + self._spake.start())

    # -- the API ----------------------------------------------------------------------
    def outgoing(self) -> bytes:
        """The bytes to write now (and forget)."""
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
            if length > MAX_FRAME or length < 1:
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
        if kind == REFUSE:
            reason = body.decode("ascii", "replace").replace(" ", "_")
            known = ("wrong_code", "too_many_tries", "host_left")
            return self._close(reason if reason in known else "refused")
        if kind == HELLO and self._keys is None:
            return self._hello(body)
        if kind == CONFIRM and self._keys is not None and not self.established:
            return self._confirm(body)
        if kind == SEALED and self.established:
            return self._unseal(body)
        return self._close("bad_frame")

    def _hello(self, body: bytes) -> list[Event]:
        if not body.startswith(MAGIC):
            return self._close("bad_frame")
        message = body[len(MAGIC) :]
        if message[:1] == (b"B" if self.role == "host" else b"A"):
            # the other end plays our part: two guests (or two hosts) met at a relay's door
            return self._close("same_side")
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
