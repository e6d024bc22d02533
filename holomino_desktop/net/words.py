"""Invite codes: ``7-plaid-orbit``, short enough to read aloud or type from a message.

A code has a public part, the *table number* (it tells tables on one host apart and, later, names
the relay channel), and a secret part, two words from :data:`WORDS` (285 plain English words,
some 16 bits). Sixteen bits is little on its own, but the code is only ever used as the password
of a SPAKE2 exchange (:mod:`.channel`): a wrong guess teaches nothing offline, and the host
refuses after :data:`~.channel.MAX_WRONG_CODES` wrong tries, so a stranger's chance of getting
in is a few in 65 536 (magic-wormhole's codes are built the same way).

:func:`parse_code` reads what people type: any case, spaces, dashes, dots or underscores
between the parts, surrounding blanks.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

_WORD_TEXT = """
    acorn actor adult agent alarm album alley amber anchor angle ankle apple apron arch arrow
    atlas attic audio award bacon badge baker bamboo banana band barn basin basket beach bean
    bear beard bell belt bench berry bicycle bird biscuit blade blanket bloom board boat bone
    book boot bottle bowl box brain branch bread brick bridge brush bucket buffalo button cabin
    cactus cake camel camera candle canoe canyon cape carpet carrot castle cave cello chair
    chalk cheese cherry chess chest chimney cider circle clay cliff clock cloud clover coast
    coat cocoa coffee comet copper coral corner cotton cousin crane crayon cricket crown
    cup curtain cushion daisy dancer desert diamond dinner dolphin donkey door dragon drum
    eagle earth echo elbow engine falcon farmer feather fence fern ferry fiddle field finch
    flag flame flute forest fossil fountain fox frog garden garlic gate giant ginger glove goat
    grape gravel guitar hammer harbor harp hat hazel helmet heron hill honey horse island ivory
    jacket jelly jigsaw jungle kettle kitten kiwi ladder lake lamp lantern leaf lemon letter
    lily lime lion lizard lobster maple marble meadow melon mirror mitten monkey moon moss
    mountain muffin nest noodle oak ocean olive onion orange orbit orchard otter owl paddle
    panda paper parrot pasta peach pear pebble pencil pepper piano pickle pillow pine pirate
    plaid planet plum pocket pony poppy potato puppet quilt rabbit radio raft rain raven ribbon
    river robin rocket rose saddle sailor salad salmon sand scarf shell ship shovel silver
    sketch sled snail sock sofa spoon spring squirrel star stone storm sugar summer sun swan
    table teapot tiger toast tomato tower tractor train tulip tunnel turtle umbrella valley
    velvet violin wagon walnut water whale wheat willow window winter wolf wool yarn zebra
    """
#: the secret words: plain, distinct English words, easy to say and spell, lower case ASCII
#: letters only (tests/net/test_words.py checks it)
WORDS: tuple[str, ...] = tuple(_WORD_TEXT.split())

#: the table numbers a host gives out (the public part of a code)
TABLE_NUMBERS = range(1, 1000)
#: words in the secret part
SECRET_WORDS = 2

_SEPARATORS = re.compile(r"[\s\-_.,/]+")
_INDEX = {word: number for number, word in enumerate(WORDS)}


class CodeError(ValueError):
    """Text that is not an invite code; the message says what is wrong, for people."""


@dataclass(frozen=True, slots=True)
class InviteCode:
    """A parsed invite code: the public table number and the secret words."""

    table: int
    words: tuple[str, ...]

    def __str__(self) -> str:
        return "-".join((str(self.table), *self.words))

    @property
    def password(self) -> bytes:
        """What the key exchange uses as the shared secret: the whole normalised code."""
        return str(self).encode("ascii")


def new_code(table: int | None = None) -> InviteCode:
    """A fresh code with random secret words (``secrets``), at ``table`` or a random table."""
    number = table if table is not None else secrets.choice(TABLE_NUMBERS)
    if number not in TABLE_NUMBERS:
        raise CodeError(f"a table number is 1 to {TABLE_NUMBERS[-1]}, not {number}")
    return InviteCode(number, tuple(secrets.choice(WORDS) for _ in range(SECRET_WORDS)))


def parse_code(text: str) -> InviteCode:
    """The code people typed (``" 7 Plaid ORBIT "``, ``7-plaid-orbit``), or CodeError."""
    if not isinstance(text, str) or len(text) > 100:
        raise CodeError("an invite code is a number and two words, e.g. 7-plaid-orbit")
    parts = [part for part in _SEPARATORS.split(text.strip().lower()) if part]
    if len(parts) != 1 + SECRET_WORDS or not parts[0].isascii() or not parts[0].isdigit():
        raise CodeError("an invite code is a number and two words, e.g. 7-plaid-orbit")
    number = int(parts[0])
    if number not in TABLE_NUMBERS:
        raise CodeError(f"the table number is 1 to {TABLE_NUMBERS[-1]}, not {parts[0]}")
    unknown = [word for word in parts[1:] if word not in _INDEX]
    if unknown:
        raise CodeError(f"'{unknown[0][:20]}' is not a word of invite codes (check the spelling)")
    return InviteCode(number, tuple(parts[1:]))
