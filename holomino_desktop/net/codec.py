"""A seat's view of a game as JSON, and back: how a guest holds a :class:`State` of its seat.

The host sends ``encode_view(state.view(seat))``. ``view`` is the engine's own definition of
what a seat may see: a copy whose unseen tiles (the stock's order, the other racks the rules
hide) are sorted canonically and whose random stream is reset, so two positions that look the
same to the seat give equal views. The guest decodes it into a real State of the game
(:func:`decode_view`) and draws it, lists its own legal moves and lets its AI think on it, as
the window does with a local view.

Why a snapshot of the whole view, sent after every move, and not moves plus private news:
a guest cannot replay another seat's placement on its view (the tile was not in the rack it
sees) nor its own draw (the stock it sees is in canonical order), and the deals of a new round
come from the seed, which never leaves the host; mending that would need a different trick per
game. The snapshot needs none, and it is small: the largest seen over random games of all five
games is well under the 64 KiB frame cap (``tests/net/test_codec.py`` measures it).

The format is plain JSON with tags, and nothing is executed on reading:

- ``null``, booleans, integers and strings stand for themselves; a list is a JSON array;
- ``{"t": [...]}`` a tuple; ``{"d": [[key, value], ...]}`` a dict (keys of any encodable kind);
- ``{"c": "module.Class", "f": {...}}`` an object of an *allowlisted* engine class
  (:data:`ALLOWED`), built with ``__new__`` and its fields set one by one (``__init__`` never
  runs);
  ``{"c": ..., "n": [...]}`` an allowlisted named tuple; ``{"c": ..., "e": value}`` an enum
  member.

The state's ``game`` is not sent (the guest builds it from the game id and options of the
welcome), nor its random stream (reset as ``view`` does), nor its memo caches
(:data:`CACHES`: they are emptied, or rebuilt from the fields sent). Caches must not
travel: one of them (square domino's placements found per hand) remembers what the host once
worked out for the other rack.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from importlib import import_module
from typing import Any

from ..engine.base import Game, Move, State

#: the state class of each game's views
STATE_CLASSES = {
    "holomino": "holomino.HolominoState",
    "triominos": "triominos.TriominosState",
    "hexadomino": "hexadomino.HexadominoState",
    "square_domino": "square_domino.SquareDominoState",
    "dutch_domino": "dutch_domino.DutchDominoState",
}
#: the engine classes a snapshot may hold, as ``module.Class`` under ``holomino_desktop.engine``
ALLOWED = (
    "holomino.HolominoState", "holomino.Hole", "geometry.hexgrid.Corner",
    "triominos.TriominosState", "triominos.RoundSummary", "triominos.PlacedTile",
    "hexadomino.HexadominoState", "hexadomino.PlacedStone",
    "square_domino.SquareDominoState", "square_domino.PlaceSquare", "square_domino.StartTile",
    "square_domino.BoardTile",
    "dutch_domino.DutchDominoState", "dutch_domino.RoundResult",
    "match.PointsMatch", "match.CircleMatch",
    # the moves (:func:`encode_move`)
    "holomino.Place", "holomino.ReturnTile",
    "triominos.Place", "triominos.Draw", "triominos.Pass",
    "hexadomino.Place", "hexadomino.Draw", "hexadomino.Pass",
    "square_domino.Pass", "square_domino.CompleteStart",
    "dutch_domino.Place", "dutch_domino.Buy", "dutch_domino.Pass",
)  # fmt: skip


def _no_masks(state: Any) -> list[Any]:
    from ..engine.square_domino import _NO_MASK

    return [_NO_MASK, _NO_MASK]


def _hexadomino_fits(state: Any) -> dict[int, Any]:
    """The fit-table entry of every cell in ``req`` (bytes: derived, so rebuilt, not sent)."""
    from ..engine.hexadomino import _fit_entry

    return {cell: _fit_entry(key) for cell, key in state.req.items()}


#: per state class: the caches and derived tables left out, and how the decoded state (its
#: other fields set) gets them again
CACHES: dict[str, dict[str, Callable[[Any], Any]]] = {
    "HolominoState": {"_bound_ok": lambda state: {}},
    "TriominosState": {"_voids": lambda state: None},
    "HexadominoState": {"fits": _hexadomino_fits},
    "SquareDominoState": {
        "_known": lambda state: [{}, {}],
        "_masks": _no_masks,
        "_open": lambda state: None,
    },
}
#: fields of every state that are never sent (rebuilt by :func:`decode_view`)
_NOT_SENT = frozenset({"game", "_rng", "_rng_shared", "__weakref__", "__dict__"})
#: deepest nesting a snapshot may have (the real ones reach 6)
MAX_DEPTH = 12


class CodecError(ValueError):
    """A snapshot that is not a view this program can hold."""


_classes: dict[str, type] = {}


def classes() -> dict[str, type]:
    """The allowlisted classes by their tag (imported on first use)."""
    if not _classes:
        for name in ALLOWED:
            module, _, cls = name.rpartition(".")
            _classes[name] = getattr(import_module(f"holomino_desktop.engine.{module}"), cls)
    return _classes


def _tag(cls: type) -> str:
    return cls.__module__.removeprefix("holomino_desktop.engine.") + "." + cls.__qualname__


def _fields(cls: type) -> list[str]:
    if dataclasses.is_dataclass(cls):
        return [f.name for f in dataclasses.fields(cls)]
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return [name for name in names if name not in _NOT_SENT]


# -- encoding ---------------------------------------------------------------------------------
def encode_view(view: State) -> dict[str, Any]:
    """The JSON form of a view (``state.view(seat)``); CodecError for anything unexpected."""
    if view.viewer is None:
        raise CodecError("only a seat's view is sent, never the true state")
    data: dict[str, Any] = _encode(view, 0)
    return data


def _encode(value: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if value is None or isinstance(value, (bool, int, str)):
        return value
    kind = type(value)
    if kind is list:
        return [_encode(item, depth + 1) for item in value]
    if kind is tuple:
        return {"t": [_encode(item, depth + 1) for item in value]}
    if kind is dict:
        return {"d": [[_encode(k, depth + 1), _encode(v, depth + 1)] for k, v in value.items()]}
    tag = _tag(kind)
    if classes().get(tag) is not kind:
        raise CodecError(f"{tag} may not be sent")
    if isinstance(value, enum.Enum):
        return {"c": tag, "e": value.value}
    if isinstance(value, tuple):  # a named tuple
        return {"c": tag, "n": [_encode(item, depth + 1) for item in value]}
    dropped = CACHES.get(kind.__name__, {})
    fields = {
        name: _encode(getattr(value, name), depth + 1)
        for name in _fields(kind)
        if name not in dropped
    }
    return {"c": tag, "f": fields}


def encode_move(move: Move) -> dict[str, Any]:
    """The JSON form of a move played (the move log of a seat that joins late: a move's text is
    read on the position before it, which that seat never saw; this form needs none)."""
    data: dict[str, Any] = _encode(move, 0)
    return data


# -- decoding ---------------------------------------------------------------------------------
def decode_view(data: Any, game: Game, seat: int) -> State:
    """A State of ``game`` from :func:`encode_view`'s output, for ``seat``; CodecError if the
    data is not exactly that (unknown class, missing or extra field, wrong shape)."""
    try:
        state = _decode(data, 0)
    except CodecError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError) as exc:
        raise CodecError(f"not a view ({type(exc).__name__})") from None
    if not isinstance(state, State) or _tag(type(state)) != STATE_CLASSES.get(game.id):
        raise CodecError(f"not a view of {game.id}")
    if state.viewer != seat:
        raise CodecError(f"a view for seat {state.viewer!r}, not {seat}")
    state.game = game
    state.seed_rng(0)
    return state


def decode_move(data: Any, game: Game) -> Move:
    """A move of ``game`` from :func:`encode_move`'s output; CodecError for anything else."""
    try:
        move = _decode(data, 0)
    except CodecError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError) as exc:
        raise CodecError(f"not a move ({type(exc).__name__})") from None
    module = STATE_CLASSES.get(game.id, "").partition(".")[0]
    if not isinstance(move, Move) or _tag(type(move)).partition(".")[0] != module:
        raise CodecError(f"not a move of {game.id}")
    return move


def _decode(data: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, list):
        return [_decode(item, depth + 1) for item in data]
    if not isinstance(data, dict):
        raise CodecError(f"unexpected {type(data).__name__}")
    if set(data) == {"t"}:
        return tuple(_decode(item, depth + 1) for item in _array(data["t"]))
    if set(data) == {"d"}:
        pairs = [_pair(item) for item in _array(data["d"])]
        return {_key(_decode(k, depth + 1)): _decode(v, depth + 1) for k, v in pairs}
    if len(data) != 2 or "c" not in data:
        raise CodecError("unknown tag")
    cls = classes().get(data["c"]) if isinstance(data["c"], str) else None
    if cls is None:
        raise CodecError("a class that is not allowed")
    if "e" in data and issubclass(cls, enum.Enum):
        return cls(data["e"])
    if "n" in data and issubclass(cls, tuple):
        items = [_decode(item, depth + 1) for item in _array(data["n"])]
        if len(items) != len(cls._fields):  # type: ignore[attr-defined]
            raise CodecError("wrong number of fields")
        return tuple.__new__(cls, items)
    if "f" in data and isinstance(data["f"], dict):
        return _build(cls, data["f"], depth)
    raise CodecError("unknown tag")


def _build(cls: type, given: dict[str, Any], depth: int) -> Any:
    caches = CACHES.get(cls.__name__, {})
    expected = [name for name in _fields(cls) if name not in caches]
    if set(given) != set(expected):
        raise CodecError(f"the fields of {cls.__name__} do not match")
    obj: Any = object.__new__(cls)
    for name in expected:
        object.__setattr__(obj, name, _decode(given[name], depth + 1))
    for name, fresh in caches.items():
        object.__setattr__(obj, name, fresh(obj))
    return obj


def _array(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise CodecError("expected an array")
    return value


def _pair(value: Any) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise CodecError("a dict entry is a [key, value] pair")
    return value


def _key(value: Any) -> Any:
    if isinstance(value, (list, dict)):
        raise CodecError("an unhashable dict key")
    return value
