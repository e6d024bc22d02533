"""A small declarative schema for what arrives from another computer: JSON checked for shape,
kind, range and size before anything reads it.

A schema is a tree of the classes below; ``schema.check(value, "where")`` returns when
``value`` is exactly what the schema describes and raises :class:`Untrusted` (naming where,
never quoting the value) otherwise. Checking costs one walk over the value, whose size the
frame cap already bounds; nothing is built, so a hostile value allocates nothing.

Two families of nodes:

- plain JSON: :class:`Int`, :class:`Among` (ints of a set), :class:`Is` (one value),
  :data:`FLAG` (a bool), :class:`Text`,
  :class:`Word` (a short identifier), :data:`NULL`, :class:`Maybe`, :class:`Array`,
  :class:`Row` (a list of a fixed shape), :class:`Fields` (an object with exactly these keys),
  :class:`AnyOf`;
- the tags of :mod:`.codec` (an engine view as JSON): :class:`Tup` and :class:`TupOf` (a
  tuple), :class:`Table` (a dict), :class:`Instance` (an allowlisted class's fields),
  :class:`Named` (a named tuple), :class:`Member` (an enum member).

Each game's view and each host message is written with these in :mod:`.trust`.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any, Protocol


class Untrusted(ValueError):
    """Something another computer sent that this program cannot use; ``where`` names it."""

    def __init__(self, where: str, why: str) -> None:
        super().__init__(f"{where}: {why}"[:120])
        self.where = where


class Schema(Protocol):
    def check(self, value: Any, where: str) -> None: ...


def _is_int(value: Any) -> bool:
    return type(value) is int  # not bool, not float


@dataclass(frozen=True)
class Int:
    """An integer from ``lo`` to ``hi`` (both included)."""

    lo: int
    hi: int

    def check(self, value: Any, where: str) -> None:
        if not _is_int(value) or not self.lo <= value <= self.hi:
            raise Untrusted(where, f"not an integer from {self.lo} to {self.hi}")


@dataclass(frozen=True)
class Among:
    """One of ``values`` (integers: tile ids of a game's set, say)."""

    values: frozenset[int]

    def check(self, value: Any, where: str) -> None:
        if not _is_int(value) or value not in self.values:
            raise Untrusted(where, "not one of the allowed numbers")


@dataclass(frozen=True)
class _Flag:
    def check(self, value: Any, where: str) -> None:
        if type(value) is not bool:
            raise Untrusted(where, "not true or false")


@dataclass(frozen=True)
class _Null:
    def check(self, value: Any, where: str) -> None:
        if value is not None:
            raise Untrusted(where, "not null")


FLAG = _Flag()
NULL = _Null()


@dataclass(frozen=True)
class Is:
    """Exactly ``value`` (a bool, an int, a text or null), of its very type."""

    value: bool | int | str | None

    def check(self, value: Any, where: str) -> None:
        if type(value) is not type(self.value) or value != self.value:
            raise Untrusted(where, "not the one value allowed here")


@dataclass(frozen=True)
class Text:
    """A string of at most ``most`` characters; one of ``words`` when they are given."""

    most: int
    words: frozenset[str] | None = None

    def check(self, value: Any, where: str) -> None:
        if type(value) is not str or len(value) > self.most:
            raise Untrusted(where, f"not a text of at most {self.most} characters")
        if self.words is not None and value not in self.words:
            raise Untrusted(where, "not one of the allowed words")


@dataclass(frozen=True)
class Word:
    """A short identifier (``a``-``z``, digits, ``_``): codes and reasons a program reads."""

    most: int = 40

    def check(self, value: Any, where: str) -> None:
        if (
            type(value) is not str
            or not 0 < len(value) <= self.most
            or not all(c.isascii() and (c.isalnum() or c == "_") for c in value)
        ):
            raise Untrusted(where, "not a short identifier")


@dataclass(frozen=True)
class Maybe:
    """``null`` or ``inner``."""

    inner: Schema

    def check(self, value: Any, where: str) -> None:
        if value is not None:
            self.inner.check(value, where)


@dataclass(frozen=True)
class AnyOf:
    """The first of ``options`` that fits (keep them few: each failure is tried in turn)."""

    options: tuple[Schema, ...]

    def check(self, value: Any, where: str) -> None:
        for option in self.options:
            try:
                option.check(value, where)
            except Untrusted:
                continue
            return
        raise Untrusted(where, "not any of the allowed shapes")


def _list(value: Any, where: str, least: int, most: int) -> list[Any]:
    if type(value) is not list or not least <= len(value) <= most:
        raise Untrusted(where, f"not a list of {least} to {most} items")
    return value


@dataclass(frozen=True)
class Array:
    """A JSON list of ``least`` to ``most`` items, each ``item``."""

    item: Schema
    most: int
    least: int = 0

    def check(self, value: Any, where: str) -> None:
        for index, item in enumerate(_list(value, where, self.least, self.most)):
            self.item.check(item, f"{where}[{index}]")


@dataclass(frozen=True)
class Row:
    """A JSON list of exactly these items, in order."""

    items: tuple[Schema, ...]

    def check(self, value: Any, where: str) -> None:
        row = _list(value, where, len(self.items), len(self.items))
        for index, (item, schema) in enumerate(zip(row, self.items, strict=True)):
            schema.check(item, f"{where}[{index}]")


def _object(value: Any, where: str, keys: Collection[str]) -> dict[str, Any]:
    if type(value) is not dict or set(value) != set(keys):
        raise Untrusted(where, "not an object with exactly the expected fields")
    return value


@dataclass(frozen=True)
class Fields:
    """A JSON object with exactly these fields."""

    fields: Mapping[str, Schema]

    def check(self, value: Any, where: str) -> None:
        data = _object(value, where, self.fields)
        for name, schema in self.fields.items():
            schema.check(data[name], f"{where}.{name}")


# -- the tags of codec -------------------------------------------------------------------------
def _tagged(value: Any, where: str, tag: str) -> Any:
    data = _object(value, where, (tag,))
    return data[tag]


@dataclass(frozen=True)
class Tup:
    """A tuple of exactly these items (``{"t": [...]}``)."""

    items: tuple[Schema, ...]

    def check(self, value: Any, where: str) -> None:
        Row(self.items).check(_tagged(value, where, "t"), where)


@dataclass(frozen=True)
class TupOf:
    """A tuple of ``least`` to ``most`` items, each ``item``."""

    item: Schema
    most: int
    least: int = 0

    def check(self, value: Any, where: str) -> None:
        Array(self.item, self.most, self.least).check(_tagged(value, where, "t"), where)


@dataclass(frozen=True)
class Table:
    """A dict (``{"d": [[key, value], ...]}``) of at most ``most`` entries, no key twice."""

    key: Schema
    value: Schema
    most: int

    def check(self, value: Any, where: str) -> None:
        seen: set[Any] = set()
        for index, pair in enumerate(_list(_tagged(value, where, "d"), where, 0, self.most)):
            entry = _list(pair, f"{where}[{index}]", 2, 2)
            self.key.check(entry[0], f"{where}[{index}] key")
            self.value.check(entry[1], f"{where}[{index}]")
            if entry[0] in seen:  # keys are checked first: only hashable scalars get here
                raise Untrusted(where, "a key twice")
            seen.add(entry[0])


@dataclass(frozen=True)
class Instance:
    """An object of the allowlisted class ``tag`` with exactly these fields
    (``{"c": tag, "f": {...}}``)."""

    tag: str
    fields: Mapping[str, Schema]

    def check(self, value: Any, where: str) -> None:
        data = _object(value, where, ("c", "f"))
        if data["c"] != self.tag:
            raise Untrusted(where, f"not a {self.tag}")
        Fields(self.fields).check(data["f"], where)


@dataclass(frozen=True)
class Named:
    """A named tuple of the class ``tag`` (``{"c": tag, "n": [...]}``)."""

    tag: str
    items: tuple[Schema, ...]

    def check(self, value: Any, where: str) -> None:
        data = _object(value, where, ("c", "n"))
        if data["c"] != self.tag:
            raise Untrusted(where, f"not a {self.tag}")
        Row(self.items).check(data["n"], where)


@dataclass(frozen=True)
class Member:
    """A member of the enum ``tag`` (``{"c": tag, "e": value}``), its value one of ``values``."""

    tag: str
    values: frozenset[int]

    def check(self, value: Any, where: str) -> None:
        data = _object(value, where, ("c", "e"))
        if data["c"] != self.tag:
            raise Untrusted(where, f"not a {self.tag}")
        Among(self.values).check(data["e"], where)
