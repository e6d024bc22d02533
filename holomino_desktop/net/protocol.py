"""The messages of a table: JSON objects with a protocol version, checked strictly.

Every message is one sealed payload (:mod:`.channel`): a UTF-8 JSON object with ``"v"``
(:data:`VERSION`) and ``"type"``, and exactly the fields its type has (:data:`GUEST` for what
a guest sends, :data:`HOST` for what the host sends), each of its kind and within its size.
Anything else is a :class:`ProtocolError` whose ``code`` the host puts in an error message.

Guest → host: ``join {name, token}`` (token: the seat's resume token, or null for a new seat),
``move {move, ply}`` (the move in the game's notation and the number of moves played before it,
so a move meant for an earlier position is refused), ``chat {text}``, ``undo_ask {}`` (take
back my last move), ``undo_answer {accept}`` (a boolean), ``leave {}``.

Host → guest: ``welcome {seat, token, game, options, players, hints}`` (``token`` only when the
seat is new; ``hints``: whether the host's table allows the Hint), ``state {ply, turn, view,
seats, started}`` (the seat's view: :mod:`.codec`; ``started``: the host has given Start, so
the seat to move may), ``moved {seat, move, ply, items, events}`` (a move just played and its
score lines), ``log {first, moves}`` (when a seat is taken, before its ``state``: the moves
played so far from number ``first`` on, each ``{seat, items, events, play}`` with ``play`` the
move in :func:`.codec.encode_move`'s form), ``chat {seat, name, text}``, ``seats {seats}``
(who is here, away or played by the AI), ``error {code, message}``,
``end {record}`` (the full record: nothing is hidden any more; a record too large for one
frame comes as ``end_part {part, parts, text}``, slices of its JSON text), ``bye {reason}``
(the host closes the table: ``host_left``, ``full``, ``version``, ``strikes``, ``replaced``).
A host that leaves an unfinished game first sends its record as it stood: ``unfinished
{record}`` or ``unfinished_part {part, parts, text}`` as for the end. Undo by agreement:
``undo_asked {seat, name}`` (a seat asks to take back its last move: every other human
answers), ``undo_result {seat, result}`` (one of :data:`UNDO_RESULTS`; after ``done`` every
seat gets its new ``state``).
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.base import MAX_NOTATION

VERSION = 1
MAX_NAME = 40
MAX_CHAT = 300
MAX_MESSAGE_TEXT = 300
TOKEN_HEX = 64
#: characters of record text in one ``end_part`` (ASCII JSON: escaped, at most twice as long)
END_PART_CHARS = 24_000
#: most parts a record may come in (5 MB, the largest record file, in 24 000-character slices)
MAX_END_PARTS = 256
#: how an undo request ends: taken back, declined, cancelled by a move, or unanswered in time
UNDO_RESULTS = ("done", "declined", "moved", "timeout")


class ProtocolError(ValueError):
    """A message that is not one of the protocol's; ``code`` is a stable id."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _text(limit: int) -> Any:
    return ("str", limit)


def _token(value: Any) -> bool:
    return value is None or (
        isinstance(value, str)
        and len(value) == TOKEN_HEX
        and all(c in "0123456789abcdef" for c in value)
    )


_INT = ("int", None)
_ANY_LIST = ("list", None)
_ANY_DICT = ("dict", None)
_BOOL = ("bool", None)
_PARTS = {"part": _INT, "parts": _INT, "text": _text(END_PART_CHARS)}

#: what a guest may send: type -> field -> kind
GUEST: dict[str, dict[str, Any]] = {
    "join": {"name": _text(MAX_NAME), "token": ("token", None)},
    "move": {"move": _text(MAX_NOTATION), "ply": _INT},
    "chat": {"text": _text(MAX_CHAT)},
    "undo_ask": {},
    "undo_answer": {"accept": _BOOL},
    "leave": {},
}
#: what the host sends (a guest checks these as strictly)
HOST: dict[str, dict[str, Any]] = {
    "welcome": {
        "seat": _INT, "token": ("token", None), "game": _text(40), "options": _ANY_DICT,
        "players": _ANY_LIST, "hints": _BOOL,
    },
    "state": {
        "ply": _INT, "turn": _INT, "view": _ANY_DICT, "seats": _ANY_LIST, "started": _BOOL,
    },
    "log": {"first": _INT, "moves": _ANY_LIST},
    "moved": {
        "seat": _INT, "move": _text(MAX_NOTATION), "ply": _INT, "items": _ANY_LIST,
        "events": _ANY_LIST,
    },
    "chat": {"seat": _INT, "name": _text(MAX_NAME), "text": _text(MAX_CHAT)},
    "seats": {"seats": _ANY_LIST},
    "error": {"code": _text(40), "message": _text(MAX_MESSAGE_TEXT)},
    "end": {"record": _ANY_DICT},
    "end_part": _PARTS,
    "unfinished": {"record": _ANY_DICT},
    "unfinished_part": _PARTS,
    "undo_asked": {"seat": _INT, "name": _text(MAX_NAME)},
    "undo_result": {"seat": _INT, "result": ("choice", UNDO_RESULTS)},
    "bye": {"reason": _text(40)},
}  # fmt: skip


def encode(kind: str, **fields: Any) -> bytes:
    """One message as the bytes of a payload (compact, keys sorted: the same message is always
    the same bytes, which the leak test relies on)."""
    data = {"v": VERSION, "type": kind, **fields}
    # default=str: an engine value JSON has no form for (a score line's parameter, say) goes as
    # its text rather than raising after the move was applied
    text = json.dumps(data, separators=(",", ":"), sort_keys=True, ensure_ascii=False, default=str)
    return text.encode()


def decode(payload: bytes, spec: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The message in ``payload`` if it is exactly one of ``spec``'s; else ProtocolError."""
    try:
        data = json.loads(payload.decode("utf-8"), object_pairs_hook=_unique, parse_constant=_nan)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("bad_message", "not a JSON text") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    if data.get("v") != VERSION or isinstance(data.get("v"), bool):
        raise ProtocolError("version", f"this table speaks protocol version {VERSION}")
    kind = data.get("type")
    fields = spec.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("bad_message", "unknown message type")
    if set(data) != {"v", "type", *fields}:
        raise ProtocolError("bad_message", f"a '{data['type']}' message has other fields")
    for name, (kind, limit) in fields.items():
        if not _fits(data[name], kind, limit):
            raise ProtocolError("bad_message", f"the field '{name}' is not valid")
    return data


def _fits(value: Any, kind: str, limit: Any) -> bool:
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "choice":
        return isinstance(value, str) and value in limit
    if kind == "str":
        return isinstance(value, str) and len(value) <= (limit or 0)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool) and -1 <= value < 1 << 31
    if kind == "token":
        return _token(value)
    return isinstance(value, {"list": list, "dict": dict}[kind])


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise ValueError("a key twice")
        data[key] = value
    return data


def _nan(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def plain_text(text: str, limit: int) -> str:
    """``text`` as one line of printable characters, at most ``limit`` long (names, chat)."""
    cleaned = "".join(c if c.isprintable() else " " for c in text)
    return " ".join(cleaned.split())[:limit]
