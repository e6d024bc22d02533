"""Hexadomino (Logoplay): hexagonal stones of six triangular fields, matched edge to edge.

Rules: ``shared/rules/hexadomino.md`` as copied into the app; choices in ``docs/decisions.md``.

Model
-----
* Cells are flat-topped hexes in axial ``(q, r)`` (``geometry.hexgrid``); the start stone lies
  at ``0,0``. A stone has six **fields**, one per edge, in :class:`~.geometry.hexgrid.Dir` order:
  f0 = N (top), f1 = NE, f2 = SE, f3 = S, f4 = SW, f5 = NW. A field shows 1..5 pips or 0 (empty).
* A stone's **id** is Σ 2^i over its pip fields (1..63; 63 is the start stone). Its values follow
  from the rule of the rules file (:func:`make_stones`); ``data/hexadomino_set.json`` is the same
  list as data, and a test checks that the two agree.
* **Rotation** ``k`` (0..5) turns a stone k × 60° clockwise: its field ``i`` then lies on edge
  ``(i + k) mod 6`` (:func:`oriented`). Rotations that show the same picture as a smaller one
  (only stone 36 has one: a half-turn) are not offered (:func:`distinct_rotations`).
* Every empty cell next to the layout carries a packed **requirement key**: one base-7 digit per
  edge, 0 = no neighbour there, 1 + v = the neighbour's facing field shows v (0 = empty). The
  stones that fit a key, with their rotations, are computed once per key with big-int bit masks
  over all (stone, rotation) pairs and cached, so ``legal_moves()`` is a dictionary look-up per
  frontier cell plus one ``&`` against the hand.

Moves (``docs/notation.md``): :class:`Place` ``ID@q,r/k``, :class:`Draw` ``draw`` (only when no
stone in hand fits; at most two in a row), :class:`Pass` ``pass`` (only when no stone fits and no
draw is allowed). After a placement from the hand the mover draws one stone automatically while
the stock lasts; placing a stone drawn because he was stuck brings no extra draw.

Drawing data for the view
-------------------------
* ``state.board_tiles()`` → :class:`PlacedStone` per stone on the table, in the order placed:
  ``q, r, tile, rotation`` and ``fields`` = the pips on edges N, NE, SE, S, SW, NW *after*
  rotation (0 = empty).
* Geometry in abstract units (hex circumradius 1, y downwards): :func:`cell_polygon` (the six
  corners in ``Corner`` order E, SE, SW, W, NW, NE), :func:`field_polygon` (the triangle of one
  field: centre and the two corners of its edge) and :func:`field_centre` (where to draw its pips).
* ``state.hand(player)``, ``state.stock_size``, :func:`stone_fields` (a stone's fields by id),
  :func:`stone_pips`; ``state.frontier()``; ``state.fitting_rotations(tile, q, r)`` (the UI
  applies a single fit automatically and asks the player to choose among several);
  ``state.stuck_draws`` (how many stones the current player has drawn because he was stuck).
* :class:`Place` has ``tile``, ``q``, ``r``, ``rotation``; :class:`Draw` and :class:`Pass` none.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any, ClassVar, NamedTuple

from .base import (
    N_,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    MoveResult,
    OptionSpec,
    Outcome,
    ScoreItem,
    State,
    move_result,
)
from .caching import Generations, register_cache
from .geometry.hexgrid import DIR_OFFSETS, EDGE_CORNERS, corner_points, pixel_center

HAND_SIZE = 5
START_ID = 63
#: the start stone's fields f0..f5; every other stone's values derive from it
START_FIELDS: tuple[int, ...] = (1, 2, 3, 4, 5, 3)
#: points for a placed stone by the number of its sides that touch placed stones
SIDE_POINTS: tuple[int, ...] = (0, 0, 2, 3, 6, 10, 20)
#: the edges in the rules' words, by field number
FIELD_NAMES: tuple[str, ...] = (
    N_("top"), N_("upper-right"), N_("lower-right"),
    N_("bottom"), N_("lower-left"), N_("upper-left"),
)  # fmt: skip


# -- the 63 stones --------------------------------------------------------------------------
def stone_kind(tile: int) -> str:
    """``"start"`` (six pip fields), ``"end"`` (one) or ``"connect"`` (two to five)."""
    count = bin(tile).count("1")
    return "start" if count == 6 else "end" if count == 1 else "connect"


def make_stones() -> dict[int, tuple[int, ...]]:
    """The set by the rule of the rules file: one stone per non-empty set S of pip fields.

    Field i in S shows the start stone's value there raised by |S| − 1, counting round from 5
    to 1; the other fields are empty.
    """
    stones = {}
    for tile in range(1, 64):
        fields = [i for i in range(6) if tile >> i & 1]
        raise_by = len(fields) - 1
        stones[tile] = tuple(
            (START_FIELDS[i] - 1 + raise_by) % 5 + 1 if i in fields else 0 for i in range(6)
        )
    return stones


STONES: dict[int, tuple[int, ...]] = make_stones()
TILE_IDS: tuple[int, ...] = tuple(sorted(STONES))


def set_list() -> list[dict[str, Any]]:
    """The set in the shape of ``data/hexadomino_set.json``: start, connecting, end stones."""
    order = {"start": 0, "connect": 1, "end": 2}
    tiles = sorted(STONES, key=lambda t: (order[stone_kind(t)], t))
    return [{"id": t, "kind": stone_kind(t), "fields": list(STONES[t])} for t in tiles]


def load_set_list() -> list[dict[str, Any]]:
    """The set list shipped as package data (``engine/data/hexadomino_set.json``)."""
    source = resources.files(__package__ or "holomino_desktop.engine").joinpath(
        "data/hexadomino_set.json"
    )
    data: list[dict[str, Any]] = json.loads(source.read_text(encoding="utf-8"))
    return data


def stone_fields(tile: int) -> tuple[int, ...]:
    """Pips of ``tile`` on its fields f0..f5 in rotation 0 (0 = empty)."""
    return STONES[tile]


def stone_pips(tile: int) -> int:
    return sum(STONES[tile])


def oriented(tile: int, rotation: int) -> tuple[int, ...]:
    """Pips on edges N, NE, SE, S, SW, NW of ``tile`` turned ``rotation`` × 60° clockwise."""
    base = STONES[tile]
    return tuple(base[(edge - rotation) % 6] for edge in range(6))


def distinct_rotations(tile: int) -> tuple[int, ...]:
    """Rotations of ``tile`` that show different pictures (the smallest of each picture)."""
    seen: set[tuple[int, ...]] = set()
    result = []
    for rotation in range(6):
        picture = oriented(tile, rotation)
        if picture not in seen:
            seen.add(picture)
            result.append(rotation)
    return tuple(result)


#: (stone, rotation) pairs are packed as ``ori = tile * 6 + rotation``
_ORIENTED: dict[int, tuple[int, ...]] = {
    tile * 6 + k: oriented(tile, k) for tile in TILE_IDS for k in range(6)
}
_DISTINCT: dict[int, tuple[int, ...]] = {tile: distinct_rotations(tile) for tile in TILE_IDS}
_CANONICAL: tuple[int, ...] = tuple(tile * 6 + k for tile in TILE_IDS for k in _DISTINCT[tile])


# -- cells packed into ints ------------------------------------------------------------------
_STRIDE = 256
_OFF = 128  # 63 stones never reach further than 62 cells from the start stone
assert (_STRIDE, _OFF) == (256, 128)  # hot loops spell _cell_qr out with these numbers
_REACH = 100
_DELTA: tuple[int, ...] = tuple(dq * _STRIDE + dr for dq, dr in DIR_OFFSETS)
_WEIGHT: tuple[int, ...] = tuple(7**d for d in range(6))
_NKEYS = 7**6


def _cell_index(q: int, r: int) -> int:
    return (q + _OFF) * _STRIDE + (r + _OFF)


def _cell_qr(index: int) -> tuple[int, int]:
    return index // _STRIDE - _OFF, index % _STRIDE - _OFF


def _build_impose() -> dict[int, tuple[tuple[int, int], ...]]:
    """For each ori: per edge d, (index delta, what it adds to the key of the cell beyond d).

    The neighbour across edge d faces it with its edge d + 3, which must show our field d.
    """
    table = {}
    for ori, fields in _ORIENTED.items():
        table[ori] = tuple((_DELTA[d], (1 + fields[d]) * _WEIGHT[(d + 3) % 6]) for d in range(6))
    return table


_IMPOSE = _build_impose()


def _key_digits(key: int) -> tuple[int, ...]:
    return tuple(key // _WEIGHT[d] % 7 for d in range(6))


#: the rotations (ascending) by 6-bit rotation mask (bit k: rotation k)
_ROTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k in range(6) if bits >> k & 1) for bits in range(64)
)
#: bit ``6 * tile`` for every stone: where a stone's group of rotation bits starts
_GROUP_STARTS = sum(1 << 6 * tile for tile in range(64))


def _build_ori_masks() -> list[list[int]]:
    """``mask[d][v]``: bit ``ori`` (tile × 6 + rotation) set when canonical orientation ``ori``
    shows v on edge d."""
    masks = [[0] * 6 for _ in range(6)]
    for ori in _CANONICAL:
        for d, value in enumerate(_ORIENTED[ori]):
            masks[d][value] |= 1 << ori
    return masks


_ORI_MASK = _build_ori_masks()
_ALL_ORIS = sum(1 << ori for ori in _CANONICAL)

#: key -> (bit mask of the stones that fit it, their rotations as one byte per stone id: bit k
#: for rotation k, ``_ROTS[byte]`` the tuple). 64 bytes instead of 64 tuple slots make an
#: entry a third of the size, so the same budget keeps the keys a long session meets.
_Fits = tuple[int, bytes]
#: what a fitting key's entry weighs with its key and its slot in the dict
_FITS_BYTES = sys.getsizeof((0, b"")) + sys.getsizeof(1 << 63) + sys.getsizeof(bytes(64)) + 100
#: keys are kept (of 7^6) up to 2.5 MB of engine.caching.TOTAL_BUDGET; an entry is rebuilt in
#: about two microseconds
_FITS_CACHE: Generations[int, _Fits] = Generations(
    "hexadomino._FITS", 2_500_000, lambda fits: _FITS_BYTES if fits is not _NO_FIT else 100
)
_FITS = _FITS_CACHE.young
#: the entry of every key no stone meets (most keys of a layout's open cells): shared, so such
#: a key costs only its slot in the dict (about 100 bytes, the weight counted for it)
_NO_FIT: _Fits = (0, bytes(64))


def _fit_entry(key: int) -> _Fits:
    """Stones that meet requirement ``key`` (a bit mask by id) and their rotations (a byte per
    id, see ``_Fits``)."""
    found = _FITS.get(key) or _FITS_CACHE.kept(key)
    if found is None:
        found = _FITS_CACHE.keep(key, _make_entry(key))
    return found


def _make_entry(key: int) -> _Fits:
    mask = _ALL_ORIS
    pip_contact = False
    rest = key
    for d in range(6):
        digit = rest % 7
        rest //= 7
        if digit:
            mask &= _ORI_MASK[d][digit - 1]
            if digit > 1:
                pip_contact = True
    if not pip_contact or not mask:  # a stone must attach at a pip field, not empty-to-empty
        return _NO_FIT
    starts = (mask | mask >> 1 | mask >> 2 | mask >> 3 | mask >> 4 | mask >> 5) & _GROUP_STARTS
    tiles = 0
    rotations = bytearray(64)
    while starts:
        low = starts & -starts
        start = low.bit_length() - 1
        tile = start // 6
        tiles |= 1 << tile
        rotations[tile] = mask >> start & 63
        starts ^= low
    return tiles, bytes(rotations)


def _fit(key: int) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """Stones that meet requirement ``key`` (a bit mask by id) and their distinct rotations
    (indexed by id): the fit entry spelt out, for tests and the view."""
    tiles, rotations = _fit_entry(key)
    return tiles, tuple(_ROTS[bits] for bits in rotations)


#: the score line of a stone touching ``sides`` sides, by (player, sides): they never change and
#: every placement needs one (at most 4 × 6 of them)
_SIDE_ITEMS: dict[tuple[int, int], ScoreItem] = register_cache("hexadomino._SIDE_ITEMS", {})


def _side_item(player: int, sides: int) -> ScoreItem:
    points = SIDE_POINTS[sides]
    text = f"{sides} side: {points}" if sides == 1 else f"{sides} sides: {points}"
    item = _SIDE_ITEMS[player, sides] = ScoreItem(
        player, points, "sides", text, (("sides", sides),)
    )
    return item


# -- moves ---------------------------------------------------------------------------------
class _PlaceFields(NamedTuple):
    tile: int
    q: int
    r: int
    rotation: int


class Place(_PlaceFields, Move):
    """Put stone ``tile`` on cell (q, r), turned ``rotation`` × 60° clockwise.

    A named tuple rather than a frozen dataclass, like every game's placements: legal_moves()
    builds them afresh each time (about 0.15 µs each with ``tuple.__new__``, a fifth of a
    dataclass), which is cheaper than interning them in a cache of bounded size.
    """

    __slots__ = ()

    def __str__(self) -> str:
        return f"{self.tile}@{self.q},{self.r}/{self.rotation}"


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """Take a stone from the stock because no stone in hand fits (at most twice in a row)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Give up the turn: no stone fits and no draw is allowed (drawn twice, or stock empty)."""

    def __str__(self) -> str:
        return "pass"


DRAW = Draw()
PASS = Pass()

_PLACE_RE = re.compile(r"^\s*(\d{1,3})\s*@\s*(-?\d{1,4})\s*,\s*(-?\d{1,4})\s*(?:/\s*(\d))?\s*$")


# -- drawing data for the view ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlacedStone:
    """A stone on the table: cell, id, rotation and the pips on edges N..NW after rotation."""

    q: int
    r: int
    tile: int
    rotation: int
    fields: tuple[int, ...]


def cell_polygon(q: int, r: int) -> list[tuple[float, float]]:
    """The six corners of cell (q, r), hex circumradius 1, in ``Corner`` order E, SE, ... NE."""
    return corner_points(q, r)


def field_polygon(q: int, r: int, field: int) -> list[tuple[float, float]]:
    """The triangle of field ``field`` (= edge direction) of cell (q, r): centre, two corners."""
    corners = corner_points(q, r)
    a, b = EDGE_CORNERS[field]
    return [pixel_center(q, r), corners[a], corners[b]]


def field_centre(q: int, r: int, field: int) -> tuple[float, float]:
    """The centroid of a field's triangle: where its pips are drawn."""
    points = field_polygon(q, r, field)
    return (sum(p[0] for p in points) / 3.0, sum(p[1] for p in points) / 3.0)


def _describe(value: int) -> str:
    return "empty" if value == 0 else "1 pip" if value == 1 else f"{value} pips"


# -- the game ------------------------------------------------------------------------------
class HexadominoGame(Game):
    id: ClassVar[str] = "hexadomino"
    name: ClassVar[str] = N_("Hexadomino")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("players", 2, (2, 3, 4), N_("Players")),
        OptionSpec(
            "subtract_hand", False, (False, True), N_("Subtract pips left in hand at the end")
        ),
    )

    def tile_ids(self) -> list[int]:
        return list(TILE_IDS)

    def new_initial_state(self, seed: int | None = None) -> HexadominoState:
        return HexadominoState.deal(self, seed)


class HexadominoState(State):
    """A Hexadomino position. See the module docstring for the packed representation."""

    __slots__ = (
        "_rng", "_rng_shared",
        "game", "viewer", "board", "req", "placed", "hands", "stock", "aside",
        "_scores", "_player", "_passes", "_drawn", "_over", "fits",
    )  # fmt: skip

    game: HexadominoGame
    board: dict[int, int]
    req: dict[int, int]
    #: the fit-table entry of every cell in ``req`` (same cells, same order), kept up to date
    #: as stones are laid: legal moves need no look-up per cell
    fits: dict[int, _Fits]
    placed: list[tuple[int, int]]
    hands: list[list[int]]
    stock: list[int]
    aside: list[int]
    _scores: list[int]
    _player: int
    _passes: int
    _drawn: int
    _over: bool

    @classmethod
    def _empty(cls, game: HexadominoGame, seed: int | None) -> HexadominoState:
        state = cls.__new__(cls)
        state.game = game
        state.rng = random.Random(seed)
        state.viewer = None
        state.board = {}
        state.req = {}
        state.fits = {}
        state.placed = []
        state.hands = [[] for _ in range(game.num_players)]
        state.stock = []
        state.aside = []
        state._scores = [0] * game.num_players
        state._player = 0
        state._passes = 0
        state._drawn = 0
        state._over = False
        return state

    @classmethod
    def deal(cls, game: HexadominoGame, seed: int | None) -> HexadominoState:
        state = cls._empty(game, seed)
        state._put(START_ID, _cell_index(0, 0), 0)
        stones = [t for t in TILE_IDS if t != START_ID]
        state.rng.shuffle(stones)
        for hand in state.hands:
            for _ in range(HAND_SIZE):
                hand.append(stones.pop())
        state.stock = stones
        state._player = state.rng.randrange(game.num_players)
        return state

    @classmethod
    def arrange(
        cls,
        game: HexadominoGame,
        board: Iterable[tuple[int, int, int, int]],
        hands: Sequence[Sequence[int]],
        stock: Sequence[int] = (),
        player: int = 0,
        scores: Sequence[int] | None = None,
        seed: int = 0,
    ) -> HexadominoState:
        """A constructed position (tests, tutorials): ``board`` = (tile, q, r, rotation) in the
        order placed, not checked against the rules; ``stock`` is drawn from its end. Stones
        named nowhere are put aside (out of play)."""
        state = cls._empty(game, seed)
        for tile, q, r, rotation in board:
            state._put(tile, _cell_index(q, r), rotation)
        state.hands = [list(hand) for hand in hands]
        state.stock = list(stock)
        used = [ori // 6 for ori in state.board.values()] + state.stock
        used += [t for hand in state.hands for t in hand]
        if len(used) != len(set(used)) or not set(used) <= set(TILE_IDS):
            raise ValueError("each stone may be named once, and only stones of the set")
        state.aside = sorted(set(TILE_IDS) - set(used))
        state._player = player
        if scores is not None:
            state._scores = list(scores)
        return state

    # -- contract ------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return -1 if self._over else self._player

    def is_terminal(self) -> bool:
        return self._over

    def scores(self) -> list[int]:
        return list(self._scores)

    def legal_moves(self) -> list[Move]:
        if self._over:
            return []
        moves: list[Move] = self._placements()
        if not moves:
            moves.append(DRAW if self._may_draw() else PASS)
        return moves

    def _placements(self) -> list[Move]:
        hand = self.hands[self._player]
        hand_mask = 0
        for tile in hand:
            hand_mask |= 1 << tile
        moves: list[Move] = []
        new, cls, rots = tuple.__new__, Place, _ROTS
        for cell, found in self.fits.items():
            hit = found[0] & hand_mask
            if not hit:
                continue
            rotations = found[1]
            q, r = (cell >> 8) - 128, (cell & 255) - 128  # _cell_qr, spelt out
            if hit & (hit - 1):  # several stones of the hand fit: in hand order
                for tile in hand:
                    for k in rots[rotations[tile]]:
                        moves.append(new(cls, (tile, q, r, k)))
            else:  # one stone (the usual case): the others need not be tried
                tile = hit.bit_length() - 1
                for k in rots[rotations[tile]]:
                    moves.append(new(cls, (tile, q, r, k)))
        return moves

    def _can_place(self) -> bool:
        hand_mask = 0
        for tile in self.hands[self._player]:
            hand_mask |= 1 << tile
        return any(found[0] & hand_mask for found in self.fits.values())

    def _may_draw(self) -> bool:
        """A stuck player may draw while the stock lasts, at most twice in one turn."""
        return bool(self.stock) and self._drawn < 2

    def check_move(self, move: Move) -> None:
        if isinstance(move, Place):
            self._check_place(move)
        elif isinstance(move, Draw):
            self._check_draw()
        elif isinstance(move, Pass):
            self._check_pass()
        else:
            raise InvalidMoveError(f"{move!r} is not a Hexadomino move", key="not_a_move")

    def _check_draw(self) -> None:
        if self._can_place():
            raise IllegalMoveError(
                "a stone in your hand fits, so you must place it and may not draw",
                key="must_place",
            )
        if not self.stock:
            raise IllegalMoveError("the stock is empty: you must pass", key="stock_empty")
        if self._drawn >= 2:
            raise IllegalMoveError(
                "you have drawn twice already this turn: you must pass", key="drawn_twice"
            )

    def _check_pass(self) -> None:
        if self._can_place():
            raise IllegalMoveError(
                "a stone in your hand fits, so you must place it and may not pass",
                key="must_place",
            )
        if self._may_draw():
            raise IllegalMoveError(
                "no stone in your hand fits: draw one from the stock first", key="must_draw"
            )

    def _check_place(self, move: Place) -> None:
        tile = move.tile
        if tile in self.hands[self._player] and abs(move.q) <= _REACH and abs(move.r) <= _REACH:
            found = self.fits.get(_cell_index(move.q, move.r))
            # the common case, a legal placement, without building a message's texts
            if found is not None and move.rotation in _ROTS[found[1][tile]]:
                return
        where = f"{move.q},{move.r}"
        if tile not in self.hands[self._player]:
            raise IllegalMoveError(
                f"stone {tile} is not in your hand", key="not_in_hand", tile=tile
            )
        if not 0 <= move.rotation < 6:
            raise InvalidMoveError(
                f"rotation {move.rotation} does not exist (0-5)", key="bad_rotation"
            )
        if abs(move.q) > _REACH or abs(move.r) > _REACH:
            raise IllegalMoveError(
                f"cell {where} is not next to the layout", key="not_adjacent", cell=where
            )
        cell = _cell_index(move.q, move.r)
        if cell in self.board:
            raise IllegalMoveError(f"cell {where} is already taken", key="taken", cell=where)
        key = self.req.get(cell)
        if key is None:
            raise IllegalMoveError(
                f"cell {where} is not next to the layout", key="not_adjacent", cell=where
            )
        if move.rotation not in _DISTINCT[tile]:
            same = oriented(tile, move.rotation)
            first = next(k for k in range(6) if oriented(tile, k) == same)
            raise IllegalMoveError(
                f"stone {tile} in rotation {move.rotation} looks the same as in rotation "
                f"{first}: that is one placement, written /{first}",
                key="same_picture", tile=tile, rotation=first,
            )  # fmt: skip
        if move.rotation not in _ROTS[_fit_entry(key)[1][tile]]:
            fields = _ORIENTED[tile * 6 + move.rotation]
            clash = self._clash(fields, key)
            reason = self._why_not(fields, key, clash)
            # shows / touches: the stone's field and its neighbour's where they differ (pips;
            # 0 is an empty field), for a message in words
            shown = {}
            if clash >= 0:
                shown = {"shows": fields[clash], "touches": _key_digits(key)[clash] - 1}
            raise IllegalMoveError(
                f"stone {tile} does not fit at {where} in rotation {move.rotation}: {reason}",
                key="no_fit", tile=tile, cell=where, rotation=move.rotation, reason=reason,
                **shown,
            )  # fmt: skip

    @staticmethod
    def _clash(fields: Sequence[int], key: int) -> int:
        """The first edge where the stone's field differs from its neighbour's (-1: none)."""
        digits = _key_digits(key)
        return next((d for d, g in enumerate(digits) if g and fields[d] != g - 1), -1)

    @staticmethod
    def _why_not(fields: Sequence[int], key: int, clash: int) -> str:
        if clash < 0:
            return "it touches the layout only with empty fields; it must attach at a pip field"
        return (
            f"its {FIELD_NAMES[clash]} field is {_describe(fields[clash])} but the stone "
            f"beside it shows {_describe(_key_digits(key)[clash] - 1)}"
        )

    def apply(self, move: Move) -> MoveResult:
        """As :meth:`State.apply`, with a legal placement recognised first in a few steps (random
        playouts and the players' own moves come this way); anything else takes the generic
        path with its checks and messages."""
        if type(move) is Place and not self._over:
            tile, q, r, rotation = move
            near = -_REACH <= q <= _REACH and -_REACH <= r <= _REACH
            if near and tile in self.hands[self._player]:
                found = self.fits.get((q + _OFF) * _STRIDE + r + _OFF)
                if found is not None and rotation in _ROTS[found[1][tile]]:
                    return self._place(move)
        return super().apply(move)

    def _apply(self, move: Move) -> MoveResult:
        if isinstance(move, Draw):
            return self._draw_when_stuck()
        if isinstance(move, Pass):
            return self._pass()
        assert isinstance(move, Place)
        return self._place(move)

    def _place(self, move: Place) -> MoveResult:
        player = self._player
        tile, q, r, rotation = move
        hand = self.hands[player]
        hand.remove(tile)
        sides = self._put(tile, (q + _OFF) * _STRIDE + r + _OFF, rotation)
        item = _SIDE_ITEMS.get((player, sides)) or _side_item(player, sides)
        self._scores[player] += item.points
        if self._drawn == 0 and self.stock:  # a stone drawn when stuck brings no extra draw
            hand.append(self.stock.pop())
        self._passes = 0
        if not hand:  # only possible once the stock is empty
            return move_result(player, move, (item, *self._settle()), ("game_end",))
        self._player = (player + 1) % len(self.hands)
        self._drawn = 0
        return move_result(player, move, (item,))

    def _draw_when_stuck(self) -> MoveResult:
        player = self._player
        self.hands[player].append(self.stock.pop())
        self._drawn += 1
        return move_result(player, DRAW, (), ("draw",))

    def _pass(self) -> MoveResult:
        player = self._player
        # Only a pass with an empty stock says "nobody can place" when everybody makes one.
        self._passes = self._passes + 1 if not self.stock else 0
        if self._passes >= len(self.hands):
            return move_result(player, PASS, tuple(self._settle()), ("pass", "game_end"))
        self._next_turn()
        return move_result(player, PASS, (), ("pass",))

    def _next_turn(self) -> None:
        self._player = (self._player + 1) % len(self.hands)
        self._drawn = 0

    def _settle(self) -> list[ScoreItem]:
        """End the game; in the variant, every seat loses the pips left in its hand."""
        self._over = True
        items = []
        if self.game.options["subtract_hand"]:
            for player, hand in enumerate(self.hands):
                pips = sum(stone_pips(t) for t in hand)
                if pips:
                    self._scores[player] -= pips
                    items.append(
                        ScoreItem(
                            player, -pips, "hand_pips", f"\u2212{pips} pips left in hand",
                            (("pips", pips),),
                        )
                    )  # fmt: skip
        return items

    def outcome(self) -> Outcome:
        """Highest score wins; on equal scores fewer pips left in hand; then a draw."""
        scores = tuple(self._scores)
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        pips = {p: self.hand_pips(p) for p in tied}
        fewest = min(pips.values())
        return Outcome(scores, tuple(p for p in tied if pips[p] == fewest))

    # -- placing -------------------------------------------------------------------------
    def _put(self, tile: int, cell: int, rotation: int) -> int:
        """Lay the stone and update the requirements around it; returns its touching sides."""
        ori = tile * 6 + rotation
        board, req = self.board, self.req
        board[cell] = ori
        req.pop(cell, None)
        fits = self.fits
        fits.pop(cell, None)
        sides = 0
        for delta, add in _IMPOSE[ori]:
            other = cell + delta
            if other in board:
                sides += 1
            else:
                key = req[other] = req.get(other, 0) + add
                fits[other] = _FITS.get(key) or _fit_entry(key)
        self.placed.append((cell, ori))
        return sides

    # -- what the view needs ------------------------------------------------------------
    def board_tiles(self) -> list[PlacedStone]:
        return [
            PlacedStone(*_cell_qr(cell), ori // 6, ori % 6, _ORIENTED[ori])
            for cell, ori in self.placed
        ]

    def hand(self, player: int) -> list[int]:
        return list(self.hands[player])

    def hand_pips(self, player: int) -> int:
        return sum(stone_pips(t) for t in self.hands[player])

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def stuck_draws(self) -> int:
        """Stones the current player has drawn this turn because none fitted (0, 1 or 2)."""
        return self._drawn

    @property
    def consecutive_passes(self) -> int:
        """Passes in a row made with an empty stock (all seats passing ends the game)."""
        return self._passes

    def frontier(self) -> list[tuple[int, int]]:
        """Empty cells that share an edge with the layout."""
        return [_cell_qr(cell) for cell in self.req]

    def fitting_rotations(self, tile: int, q: int, r: int) -> tuple[int, ...]:
        """The rotations (distinct pictures) in which ``tile`` fits cell (q, r); may be empty."""
        if abs(q) > _REACH or abs(r) > _REACH or tile not in STONES:
            return ()
        key = self.req.get(_cell_index(q, r))
        return () if key is None else _ROTS[_fit_entry(key)[1][tile]]

    def requirement(self, q: int, r: int) -> tuple[int | None, ...] | None:
        """What an empty frontier cell demands per edge N..NW: pips (0 = empty) or None (free)."""
        key = self.req.get(_cell_index(q, r))
        if key is None:
            return None
        return tuple(None if digit == 0 else digit - 1 for digit in _key_digits(key))

    # -- copies, views, notation ----------------------------------------------------------
    def clone(self) -> HexadominoState:
        other = HexadominoState.__new__(HexadominoState)
        other.game = self.game
        self.share_rng(other)
        other.viewer = self.viewer
        other.board = self.board.copy()
        other.req = self.req.copy()
        other.fits = self.fits.copy()
        other.placed = self.placed[:]
        other.hands = [hand[:] for hand in self.hands]
        other.stock = self.stock[:]
        other.aside = self.aside[:]
        other._scores = self._scores[:]
        other._player = self._player
        other._passes = self._passes
        other._drawn = self._drawn
        other._over = self._over
        return other

    def hidden_tiles(self, player: int) -> list[int]:
        """The other seats' hands in seat order, then the stock."""
        hidden = [t for p, hand in enumerate(self.hands) if p != player for t in hand]
        return hidden + self.stock

    def set_hidden_tiles(self, player: int, tiles: Sequence[int]) -> None:
        if sorted(tiles) != sorted(self.hidden_tiles(player)):
            raise ValueError("hidden tiles must be the other hands' and the stock's stones")
        rest = list(tiles)
        for p, hand in enumerate(self.hands):
            if p != player:
                count = len(hand)
                self.hands[p] = rest[:count]
                rest = rest[count:]
        self.stock = rest

    def tile_census(self) -> dict[str, list[int]]:
        census = {"board": [ori // 6 for ori in self.board.values()]}
        for p, hand in enumerate(self.hands):
            census[f"hand{p}"] = list(hand)
        census["stock"] = list(self.stock)
        census["aside"] = list(self.aside)
        return census

    def fingerprint(self) -> Hashable:
        return (
            tuple(self.placed),
            tuple(tuple(hand) for hand in self.hands),
            tuple(self.stock),
            tuple(self._scores),
            self._player,
            self._passes,
            self._drawn,
            self._over,
        )

    def _parse_move(self, text: str) -> Move:
        word = text.strip().lower()
        if word == "draw":
            return DRAW
        if word == "pass":
            return PASS
        m = _PLACE_RE.match(text)
        if not m:
            raise InvalidMoveError(
                f"'{text}' is not a Hexadomino move (expected e.g. '27@1,-1/3', 'draw' or "
                "'pass')",
                key="bad_notation", text=text,
            )  # fmt: skip
        tile, q, r = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if tile not in STONES:
            raise InvalidMoveError(
                f"'{tile}' is not a Hexadomino stone (ids are 1-63)", key="bad_tile", tile=tile
            )
        if m.group(4) is not None:
            rotation = int(m.group(4))
            if rotation > 5:
                raise InvalidMoveError(
                    f"rotation {rotation} does not exist (0-5)", key="bad_rotation"
                )
            # Rotations with the same picture are one placement: name it by the smallest.
            same = oriented(tile, rotation)
            return Place(tile, q, r, next(k for k in range(6) if oriented(tile, k) == same))
        fits = self.fitting_rotations(tile, q, r)
        if len(fits) > 1:
            options = ", ".join(f"{tile}@{q},{r}/{k}" for k in fits)
            raise InvalidMoveError(
                f"stone {tile} fits at {q},{r} in {len(fits)} rotations; say which: {options}",
                key="ambiguous_rotation", tile=tile, rotations=fits,
            )  # fmt: skip
        return Place(tile, q, r, fits[0] if fits else 0)

    def __repr__(self) -> str:
        return (
            f"<Hexadomino stones={len(self.board)} stock={len(self.stock)} hands={self.hands} "
            f"scores={self._scores} to_move={self.current_player} drawn={self._drawn}>"
        )


__all__: list[Any] = [
    "HexadominoGame", "HexadominoState", "Place", "Draw", "Pass", "PlacedStone", "STONES",
    "TILE_IDS", "SIDE_POINTS", "make_stones", "set_list", "load_set_list", "stone_fields",
    "stone_pips", "stone_kind", "oriented", "distinct_rotations", "cell_polygon",
    "field_polygon", "field_centre",
]  # fmt: skip
