"""SPAKE2 on the invite code, its curve arithmetic done by libsodium.

The protocol is python-spake2's own (``SPAKE2_A``/``SPAKE2_B``: its messages, its password
scalar, its M and N, its transcript hash), run with :data:`PARAMS`: the same Ed25519 group,
whose points are added and multiplied by libsodium (PyNaCl's bindings) instead of
python-spake2's pure-Python field arithmetic. The bytes on the wire and the keys are the same
either way (``tests/net/test_channel.py`` runs one against the other), so a peer with the
slow group still meets one with this; a key exchange costs the host some 0.3 ms of CPU instead
of 15-30 ms, so a flood of guesses at the table's door no longer keeps its event loop busy.

A point that comes from the other side is taken only when libsodium calls it valid: canonical,
on the curve, in the prime-order subgroup and not of small order (python-spake2 asks the same,
bar the canonical encoding); a product that is the neutral point is refused too. Either raises
ValueError, which the channel treats as a bad frame.
"""

from __future__ import annotations

from collections.abc import Callable

from nacl import bindings, exceptions
from spake2 import ed25519_basic
from spake2.groups import password_to_scalar
from spake2.params import _Params

#: the order of the prime subgroup (python-spake2's scalars are integers modulo it)
L: int = ed25519_basic.L
_BYTES = 32


def _scalar(number: int) -> bytes:
    """A scalar as libsodium takes it: reduced modulo L, 32 bytes little-endian."""
    return (number % L).to_bytes(_BYTES, "little")


class Point:
    """A point of the prime-order subgroup, as its 32-byte encoding."""

    __slots__ = ("encoded",)

    def __init__(self, encoded: bytes) -> None:
        self.encoded = encoded

    def add(self, other: Point) -> Point:
        return Point(_sodium(bindings.crypto_core_ed25519_add, self.encoded, other.encoded))

    def scalarmult(self, number: int) -> Point:
        multiply = bindings.crypto_scalarmult_ed25519_noclamp
        return Point(_sodium(multiply, _scalar(number), self.encoded))

    def to_bytes(self) -> bytes:
        return self.encoded

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and other.encoded == self.encoded

    def __hash__(self) -> int:
        return hash(self.encoded)


class _BasePoint(Point):
    """The group's generator: libsodium has a faster product for it."""

    __slots__ = ()

    def scalarmult(self, number: int) -> Point:
        multiply = bindings.crypto_scalarmult_ed25519_base_noclamp
        return Point(_sodium(multiply, _scalar(number)))


def _sodium(operation: Callable[..., bytes], *arguments: bytes) -> bytes:
    """``operation`` on ``arguments``; ValueError when libsodium refuses (an invalid point, or
    a product that is the neutral point)."""
    try:
        result: bytes = operation(*arguments)
    except exceptions.RuntimeError as error:
        raise ValueError("not a point of the group") from error
    return result


class SodiumEd25519Group:
    """python-spake2's Ed25519 group (same scalars, points and encodings), libsodium's speed."""

    scalar_size_bytes = element_size_bytes = _BYTES
    Base: Point = _BasePoint(ed25519_basic.Base.to_bytes())

    def random_scalar(self, entropy_f: Callable[[int], bytes]) -> int:
        return int(ed25519_basic.random_scalar(entropy_f))

    def scalar_to_bytes(self, number: int) -> bytes:
        return bytes(ed25519_basic.scalar_to_bytes(number))

    def bytes_to_scalar(self, data: bytes) -> int:
        return int(ed25519_basic.bytes_to_scalar(data))

    def password_to_scalar(self, password: bytes) -> int:
        return int(password_to_scalar(password, _BYTES, L))

    def arbitrary_element(self, seed: bytes) -> Point:
        return Point(ed25519_basic.arbitrary_element(seed).to_bytes())  # once, at import

    def bytes_to_element(self, data: bytes) -> Point:
        if len(data) != _BYTES or not bindings.crypto_core_ed25519_is_valid_point(data):
            raise ValueError("not a point of the group")
        return Point(bytes(data))

    def order(self) -> int:
        return int(L)


#: python-spake2's default parameters (its M, N and S) on the libsodium group
PARAMS = _Params(SodiumEd25519Group())
