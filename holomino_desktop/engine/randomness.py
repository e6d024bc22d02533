"""The random generator's two costly steps in the engine, done the quick way.

* :func:`shuffle` is ``random.shuffle`` without its method calls. Every deal shuffles the whole
  set, and a random playout deals afresh (Holomino once a game, Holandski domino once a round),
  so the deal's 40–55 ``randbelow`` calls were a visible part of a playout. The stream of deals
  must stay what saved games replay: this is the standard library's algorithm step by step.
* :func:`copy_random` copies a generator (``State.rng``'s copy on write, when a clone that
  shares its original's generator first draws) without seeding the copy first:
  ``random.Random()`` seeds itself from the operating system (twice: ``__new__`` and
  ``__init__``), which cost more than the copy (the Expert clones on every iteration).

``tests/engine/test_randomness.py`` compares both with the standard library.
"""

from __future__ import annotations

import random
from typing import Any

#: for index i: the bits of a draw below i + 1 (``(i + 1).bit_length()``), for sets up to 128
_BITS: tuple[int, ...] = tuple((i + 1).bit_length() for i in range(128))


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``, in place, from the same draws of ``rng``.

    ``random.shuffle`` swaps each ``items[i]`` (from the end down to index 1) with
    ``items[randbelow(i + 1)]``, and ``randbelow(n)`` draws ``n.bit_length()`` bits until the
    number is below ``n``; this is that loop without its two method calls per item (a
    55-tile deal: about 30 → 20 µs).
    """
    if len(items) > len(_BITS):
        rng.shuffle(items)
        return
    getrandbits, bits = rng.getrandbits, _BITS
    for i in range(len(items) - 1, 0, -1):
        k = bits[i]
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def copy_random(rng: random.Random) -> random.Random:
    """A generator in ``rng``'s state (what ``random.Random().setstate(rng.getstate())``
    gives), made without drawing a seed from the operating system: ``__new__`` with a seed
    of 0, whose state ``setstate`` then replaces; ``__init__`` (another seeding) is skipped,
    ``setstate`` sets all it would."""
    other = random.Random.__new__(random.Random, 0)  # type: ignore[call-arg]  # C __new__ takes a seed
    other.setstate(rng.getstate())
    return other
