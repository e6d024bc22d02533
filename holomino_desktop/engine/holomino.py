"""Holomino (Cameron Browne): hexagonal tiles with bites; closing round holes scores.

Rules: ``docs/rules`` in the app; decisions in ``docs/decisions.md``. Summary of the model:

* A tile is stored as its numbers at the corners (E, NW, SW) in rotation 0, with the smallest
  number at E. Rotation ``k`` turns it ``k`` × 120° anticlockwise: the number that was at E goes
  to NW, NW to SW, SW to E.
* Cells are packed into one ``int`` (``_cell_index``) so the hot loops work on dict keys only.
* Every empty cell next to the layout (the *frontier*) carries a packed constraint key: the
  number each of its three numbered corners must show (0 = free) or ``-1`` when two neighbours
  demand different numbers at one corner. ``_FIT[key]`` maps every tile that meets a key to the
  one rotation that does, so legal-move generation is a dictionary look-up per (cell, tile).
"""

from __future__ import annotations

import random
import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import ClassVar, NamedTuple

from .base import (
    N_,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    MoveResult,
    OptionSpec,
    ScoreItem,
    State,
    move_result,
)
from .caching import Generations, deep_size
from .geometry.hexgrid import (
    DIR_OFFSETS,
    Corner,
    Dir,
    cells_at_corner,
    corner_vertex,
    fits_spans,
    offset_row,
    shared_corner,
)
from .randomness import shuffle

BOARD_SIZE = 12
HAND_SIZE = 3

#: corners that carry numbers, in the order a tile stores them
NUMBER_CORNERS: tuple[Corner, Corner, Corner] = (Corner.E, Corner.NW, Corner.SW)
#: corners cut away as bites
BITE_CORNERS: tuple[Corner, Corner, Corner] = (Corner.W, Corner.NE, Corner.SE)
_SLOT = {corner: i for i, corner in enumerate(NUMBER_CORNERS)}
_KEY_WEIGHT = (1, 7, 49)  # packed constraint key: E + 7·NW + 49·SW, each 0 (free) or 1..6


# -- the 40 tiles ---------------------------------------------------------------------------
def _make_tiles() -> list[tuple[int, int, int]]:
    tiles = []
    for triple in permutations(range(1, 7), 3):
        if triple[0] == min(triple):  # rotation 0 has its smallest number at E
            tiles.append(triple)
    return sorted(tiles)


TILES: tuple[tuple[int, int, int], ...] = tuple(_make_tiles())
assert len(TILES) == 40


def tile_name(tile: int) -> str:
    """The tile's numbers read clockwise from its smallest, e.g. ``"132"``.

    Clockwise on screen a tile shows E, then SW, then NW.
    """
    e, nw, sw = TILES[tile]
    return f"{e}{sw}{nw}"


TILE_BY_NAME: dict[str, int] = {tile_name(t): t for t in range(len(TILES))}


def oriented(tile: int, rotation: int) -> tuple[int, int, int]:
    """Numbers at (E, NW, SW) of ``tile`` turned ``rotation`` × 120° anticlockwise."""
    base = TILES[tile]
    return (base[(0 - rotation) % 3], base[(1 - rotation) % 3], base[(2 - rotation) % 3])


_ORIENTED: tuple[tuple[int, int, int], ...] = tuple(
    oriented(t, k) for t in range(len(TILES)) for k in range(3)
)


def _key_of(values: Sequence[int]) -> int:
    return sum(v * w for v, w in zip(values, _KEY_WEIGHT, strict=True))


def _build_fit_table() -> list[dict[int, int]]:
    """For every constraint key, the tiles that meet it and the rotation that does.

    A key demands a number at some of the three corners (0 = free), so each oriented tile meets
    exactly the 8 keys made of its own numbers with any corners freed: enumerating those is
    ~40× quicker than testing every key against every tile, which mattered at start-up.
    """
    table: list[dict[int, int]] = [{} for _ in range(7**3)]
    for tile in range(len(TILES)):
        for rotation in range(3):
            vals = _ORIENTED[tile * 3 + rotation]
            for freed in range(8):
                kept = [0 if freed >> i & 1 else v for i, v in enumerate(vals)]
                table[_key_of(kept)][tile] = rotation
    return table


_FIT: list[dict[int, int]] = _build_fit_table()


# -- cells packed into ints ------------------------------------------------------------------
_STRIDE = 64
_OFF = 32  # the board never grows more than ±18 from the start tile (12 × 12 bound)


def _cell_index(q: int, r: int) -> int:
    return (q + _OFF) * _STRIDE + (r + _OFF)


def _cell_qr(index: int) -> tuple[int, int]:
    return index // _STRIDE - _OFF, index % _STRIDE - _OFF


_DELTA = tuple(dq * _STRIDE + dr for dq, dr in DIR_OFFSETS)


def _build_impose() -> tuple[tuple[int, int, int], ...]:
    """For each direction d: (index delta, slot in the neighbour at d, slot in this tile).

    A tile at x forces the number at ``slot_in_neighbour`` of the empty cell x+d to equal its own
    number at ``slot_here``.
    """
    rows = []
    for d in Dir:
        for corner in NUMBER_CORNERS:
            theirs = shared_corner(corner, d)
            if theirs is not None and theirs in _SLOT:
                rows.append((_DELTA[d], _SLOT[theirs], _SLOT[corner]))
    return tuple(rows)


_IMPOSE = _build_impose()
assert len(_IMPOSE) == 6


def _build_next_key(weight: int, value: int) -> list[int]:
    """The key of an empty cell once a neighbour demands ``value`` at the corner of ``weight``,
    by its key before: that corner set if it was free, kept if it already demanded ``value``,
    else a conflict (-1). One entry more than the 343 keys, so -1 (a conflict) stays -1."""
    table = []
    for old in range(7**3):
        have = old // weight % 7
        table.append(old + value * weight if have == 0 else old if have == value else -1)
    table.append(-1)
    return table


#: _NEXT_KEY[(weight, value)]: the 18 tables of _build_next_key
_NEXT_KEY: dict[tuple[int, int], list[int]] = {
    (weight, value): _build_next_key(weight, value)
    for weight in _KEY_WEIGHT
    for value in range(1, 7)
}
#: per orientation (tile * 3 + rotation): _IMPOSE with the numbers filled in, as (index delta,
#: the neighbour's next key by its key before), the tables shared
_IMPOSE_BY_ORI: tuple[tuple[tuple[int, list[int]], ...], ...] = tuple(
    tuple((delta, _NEXT_KEY[_KEY_WEIGHT[there], values[here]]) for delta, there, here in _IMPOSE)
    for values in _ORIENTED
)


def _build_holes() -> tuple[tuple[tuple[int, ...], tuple[tuple[int, int], ...], Corner], ...]:
    """For each bite of a tile: the two neighbour deltas that close it and where its value is read.

    A hole's value is the sum of the numbers at the far ends of the three edges leaving it.
    Each far end is given as (index delta of a cell holding it, slot of that number there).
    """
    holes = []
    for bite in BITE_CORNERS:
        around = cells_at_corner(bite)
        deltas = tuple(_DELTA[d] for d, _ in around)
        cells = [((0, 0), 0)] + [(DIR_OFFSETS[d], _DELTA[d]) for d, _ in around]
        v = corner_vertex(0, 0, bite)
        far: dict[tuple[int, int], tuple[int, int]] = {}
        for (dq, dr), delta in cells:
            for corner in NUMBER_CORNERS:
                w = corner_vertex(dq, dr, corner)
                if abs(w[0] - v[0]) + abs(w[1] - v[1]) == 2 and w not in far:
                    far[w] = (delta, _SLOT[corner])
        assert len(far) == 3
        holes.append((deltas, tuple(far.values()), bite))
    return tuple(holes)


_HOLES = _build_holes()
#: _HOLES with each bite's two closing deltas unpacked (the test every placement makes)
_HOLE_TESTS = tuple((deltas[0], deltas[1], far, bite) for deltas, far, bite in _HOLES)


# -- moves ---------------------------------------------------------------------------------
class _PlaceFields(NamedTuple):
    tile: int
    q: int
    r: int
    rotation: int


class Place(_PlaceFields, Move):
    """Put ``tile`` on cell (q, r), turned ``rotation`` × 120° anticlockwise.

    A named tuple rather than a frozen dataclass, like every game's placements (about 0.15 µs
    each with ``tuple.__new__``, a fifth of a dataclass); Holomino interns them by cell
    (``_PLACES``).
    """

    __slots__ = ()

    def __str__(self) -> str:
        return f"{tile_name(self.tile)}@{self.q},{self.r}"


@dataclass(frozen=True, slots=True)
class ReturnTile(Move):
    """Pass, giving ``tile`` back to the sack (only when no placement is legal)."""

    tile: int

    def __str__(self) -> str:
        return f"return {tile_name(self.tile)}"


#: bit t set in _FIT_MASK[key] when tile t meets constraint key
_FIT_MASK: list[int] = [sum(1 << t for t in fit) for fit in _FIT]
#: _FIT_BIT[key][1 << t]: the orientation (t * 3 + rotation) in which tile t meets key
_FIT_BIT: list[dict[int, int]] = [{1 << t: t * 3 + k for t, k in fit.items()} for fit in _FIT]
#: _ORI_BY_TILE[t][key]: the orientation in which tile t meets key, or -1 (key -1, a
#: conflict, reads key 342, which no tile meets)
_ORI_BY_TILE: tuple[list[int], ...] = tuple(
    [t * 3 + fit[t] if t in fit else -1 for fit in _FIT] for t in range(len(TILES))
)
#: the column of no tile (pads a hand of fewer than four tiles)
_NO_ORI: list[int] = [-1] * len(_FIT)


def _cell_places(q: int, r: int) -> list[Place]:
    return [Place(t, q, r, k) for t in range(len(TILES)) for k in range(3)]


#: a cell's 168 placements (tile * 3 + rotation), sharing the cell's two coordinates, and its
#: slot in the cache's dict
_CELL_BYTES = deep_size(_cell_places(-300, -300)) + 100
#: interned placements by cell, all 168 at once (a table weighs 10 kB). A game's 12 × 12 bound
#: keeps it within about 150 cells and thousands of random games within about 450; these 6 MB
#: of engine.caching.TOTAL_BUDGET (300 cells a generation) keep random playouts within 5 % of
#: an unbounded cache, 4.5 MB cost 15 %. Unlike the rest, the placements are interned here:
#: building a position's 35 afresh doubled legal_moves() (7 → 14 µs).
_PLACES_CACHE: Generations[int, list[Place]] = Generations(
    "holomino._PLACES", 6_000_000, lambda _: _CELL_BYTES
)
_PLACES = _PLACES_CACHE.young


def _places_at(cell: int) -> list[Place]:
    places = _PLACES.get(cell) or _PLACES_CACHE.kept(cell)
    if places is None:
        places = _PLACES_CACHE.keep(cell, _cell_places(*_cell_qr(cell)))
    return places


_GAME_END = ("game_end",)

_MOVE_RE = re.compile(r"^\s*(\d{3})\s*@\s*(-?\d+)\s*,\s*(-?\d+)\s*(?:/\s*([0-2]))?\s*$")
_RETURN_RE = re.compile(r"^\s*(?:return|pass)\s+(\d{3})\s*$", re.IGNORECASE)


# -- holes for the view ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Hole:
    """A closed hole: the cell whose bite it is, which bite, and its value."""

    q: int
    r: int
    corner: Corner
    value: int


# -- the game ------------------------------------------------------------------------------
class HolominoGame(Game):
    id: ClassVar[str] = "holomino"
    name: ClassVar[str] = N_("Holomino")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("scoring", "sum", ("sum", "product"), N_("Scoring of several holes")),
    )

    def tile_ids(self) -> list[int]:
        return list(range(len(TILES)))

    def new_initial_state(self, seed: int | None = None) -> HolominoState:
        return HolominoState.deal(self, seed)


class HolominoState(State):
    """A Holomino position. See the module docstring for the packed representation."""

    __slots__ = (
        "_rng", "_rng_shared",
        "game", "viewer", "board", "req", "hands", "sack", "placed", "holes",
        "_scores", "_player", "_passes", "_over", "_bounds", "_bound_ok", "_wide", "_product",
    )  # fmt: skip

    game: HolominoGame
    board: dict[int, int]
    req: dict[int, int]
    hands: list[list[int]]
    sack: list[int]
    placed: list[tuple[int, int]]
    holes: list[Hole]
    _scores: list[int]
    _player: int
    _passes: int
    _over: bool
    _bounds: list[int]
    #: _fits_bound of the cells asked about since the bounds last changed (the bound is checked
    #: per frontier cell on every turn once the layout nears 12 × 12; the answers only change
    #: with the bounds)
    _bound_ok: dict[int, bool]
    #: ``not _roomy()``, kept since the bounds last changed: a frontier cell may then break the
    #: bound, so placements are checked cell by cell (_bound_ok)
    _wide: bool
    _product: bool

    @classmethod
    def deal(cls, game: HolominoGame, seed: int | None) -> HolominoState:
        state = cls.__new__(cls)
        state.game = game
        state.rng = random.Random(seed)
        state.viewer = None
        state.board = {}
        state.req = {}
        state.placed = []
        state.holes = []
        state._scores = [0, 0]
        state._passes = 0
        state._over = False
        state._bounds = [0, 0, 0, 0, 0, 0]
        state._bound_ok = {}
        state._wide = False
        state._product = game.options["scoring"] == "product"
        tiles = list(range(len(TILES)))
        shuffle(state.rng, tiles)
        start = tiles.pop()
        state._put(start, _cell_index(0, 0), state.rng.randrange(3))
        state.hands = [[tiles.pop() for _ in range(HAND_SIZE)] for _ in range(2)]
        state.sack = tiles
        state._player = state.rng.randrange(2)
        state._draw()
        return state

    @classmethod
    def setup(
        cls,
        game: HolominoGame,
        layout: Sequence[tuple[int, int, str, int]],
        hands: Sequence[Sequence[str]],
        *,
        sack: Sequence[str] | None = None,
        player: int = 0,
        scores: Sequence[int] = (0, 0),
        seed: int = 0,
    ) -> HolominoState:
        """A constructed position (for tests and tutorials): ``layout`` is (q, r, tile name,
        rotation) in placing order; every tile must match its neighbours. The sack holds
        ``sack`` (drawn from the end) or else every tile not named. No draw is made: ``hands``
        is what the players hold now."""
        state = cls.__new__(cls)
        state.game = game
        state.rng = random.Random(seed)
        state.viewer = None
        state.board, state.req, state.placed, state.holes = {}, {}, [], []
        state._scores = list(scores)
        state._passes = 0
        state._over = False
        state._bounds = [0, 0, 0, 0, 0, 0]
        state._bound_ok = {}
        state._wide = False
        state._product = game.options["scoring"] == "product"
        for n, (q, r, name, rotation) in enumerate(layout):
            tile, cell = _tile_from_name(name), _cell_index(q, r)
            key = state.req.get(cell)
            if n and (key is None or key < 0 or _FIT[key].get(tile) != rotation):
                raise IllegalMoveError(f"layout tile {name} does not fit at {q},{r}/{rotation}")
            values = state._put(tile, cell, rotation)
            state._close_holes(cell, values)
        state.hands = [[_tile_from_name(n) for n in hand] for hand in hands]
        used = {ori // 3 for ori in state.board.values()} | {t for h in state.hands for t in h}
        if sack is None:
            state.sack = [t for t in range(len(TILES)) if t not in used]
        else:
            state.sack = [_tile_from_name(n) for n in sack]
        if len(used) != len(state.board) + sum(len(h) for h in state.hands):
            raise ValueError("a tile appears twice in the set-up")
        state._player = player
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
            moves = [ReturnTile(t) for t in self.hands[self._player]]
        return moves

    def _placements(self) -> list[Move]:
        """Every placement, cell by cell in frontier order, a cell's tiles in hand order."""
        hand = self.hands[self._player]
        if len(hand) > HAND_SIZE + 1:  # only a set-up position holds more than 3 + the draw
            return self._placements_of_any_hand(hand)
        moves: list[Move] = []
        append = moves.append
        hand_mask = 0
        for tile in hand:
            hand_mask |= 1 << tile
        # the hand's columns of _ORI_BY_TILE, padded to four: a cell that several tiles fit
        # tries each by one list index, unrolled
        c0, c1, c2, c3 = [_ORI_BY_TILE[t] for t in hand] + [_NO_ORI] * (HAND_SIZE + 1 - len(hand))
        masks, by_bit, cache = _FIT_MASK, _FIT_BIT, _PLACES
        bound_ok = self._bound_ok if self._wide else None
        for cell, key in self.req.items():
            hit = masks[key] & hand_mask  # a conflict (-1) reads key 342 (6-6-6): no tile
            if not hit:
                continue
            if bound_ok is not None:
                ok = bound_ok.get(cell)
                if ok is None:
                    ok = bound_ok[cell] = self._in_bound(cell)
                if not ok:
                    continue
            places = cache.get(cell) or _places_at(cell)
            if hit & (hit - 1):  # several tiles of the hand fit: in hand order
                ori = c0[key]
                if ori >= 0:
                    append(places[ori])
                ori = c1[key]
                if ori >= 0:
                    append(places[ori])
                ori = c2[key]
                if ori >= 0:
                    append(places[ori])
                ori = c3[key]
                if ori >= 0:
                    append(places[ori])
            else:  # one tile (the usual case): its orientation by its bit
                append(places[by_bit[key][hit]])
        return moves

    def _placements_of_any_hand(self, hand: list[int]) -> list[Move]:
        """``_placements`` for a hand of any size, cell by cell (set-up positions)."""
        moves: list[Move] = []
        for cell, key in self.req.items():
            if key < 0 or (self._wide and not self._in_bound(cell)):
                continue
            fit, places = _FIT[key], _places_at(cell)
            moves.extend(places[t * 3 + fit[t]] for t in hand if t in fit)
        return moves

    def check_move(self, move: Move) -> None:
        hand = self.hands[self._player]
        if isinstance(move, Place):
            self._check_place(move, hand)
            return
        if isinstance(move, ReturnTile):
            if move.tile not in hand:
                raise IllegalMoveError(
                    f"tile {tile_name(move.tile)} is not in your hand",
                    key="not_in_hand", tile=tile_name(move.tile),
                )  # fmt: skip
            if self._placements():
                raise IllegalMoveError(
                    "you can still place a tile, so you may not pass", key="must_place"
                )
            return
        raise InvalidMoveError(f"{move!r} is not a Holomino move", key="not_a_move")

    def _check_place(self, move: Place, hand: list[int]) -> None:
        tile, q, r, turned = move
        if tile in hand and abs(q) <= 20 and abs(r) <= 20:
            cell = (q + _OFF) * _STRIDE + r + _OFF
            key = self.req.get(cell)
            # the common case, a legal placement, without building a message's texts; while
            # the layout is roomy every frontier cell keeps the bound
            if key is not None and key >= 0 and _FIT[key].get(tile) == turned:
                if not self._wide:
                    return
                ok = self._bound_ok.get(cell)
                if ok or (ok is None and self._in_bound(cell)):
                    return
        name = tile_name(move.tile) if 0 <= move.tile < len(TILES) else str(move.tile)
        where = f"{move.q},{move.r}"
        if move.tile not in hand:
            raise IllegalMoveError(f"tile {name} is not in your hand", key="not_in_hand", tile=name)
        if abs(move.q) > 20 or abs(move.r) > 20:
            raise IllegalMoveError(f"cell {where} is far off the board", key="off_board")
        cell = _cell_index(move.q, move.r)
        if cell in self.board:
            raise IllegalMoveError(f"cell {where} is already taken", key="taken", cell=where)
        key = self.req.get(cell)
        if key is None:
            raise IllegalMoveError(
                f"cell {where} does not touch any tile", key="not_adjacent", cell=where
            )
        if key < 0:
            raise IllegalMoveError(
                f"cell {where} is blocked: two neighbours need different numbers at one corner",
                key="blocked_conflict", cell=where,
            )  # fmt: skip
        rotation = _FIT[key].get(move.tile)
        if rotation is None:
            on_board = {ori // 3 for ori in self.board.values()}
            if all(t in on_board for t in _FIT[key]):  # the place is crossed out for good
                raise IllegalMoveError(
                    f"cell {where} is blocked: every tile that fits there is on the board",
                    key="blocked_spent", cell=where,
                )  # fmt: skip
            raise IllegalMoveError(
                f"tile {name} does not fit at {where}: the corners there must show "
                f"{self._describe_key(key)}",
                key="no_fit", tile=name, cell=where, need=self._describe_key(key),
                numbers=self._key_numbers(key),
            )  # fmt: skip
        if rotation != move.rotation:
            raise IllegalMoveError(
                f"tile {name} fits at {where} only in rotation {rotation}",
                key="wrong_rotation", tile=name, cell=where, rotation=rotation,
            )  # fmt: skip
        if not self._fits_bound(cell):
            raise IllegalMoveError(
                f"a tile at {where} would make the layout wider than {BOARD_SIZE} × {BOARD_SIZE}",
                key="out_of_bounds", cell=where, size=BOARD_SIZE,
            )  # fmt: skip

    @staticmethod
    def _key_numbers(key: int) -> tuple[int, ...]:
        """The numbers a cell's neighbours show at its corners (each once, corner order)."""
        values = [key // _KEY_WEIGHT[slot] % 7 for slot in range(len(NUMBER_CORNERS))]
        return tuple(dict.fromkeys(v for v in values if v))

    @staticmethod
    def _describe_key(key: int) -> str:
        parts = []
        for slot, corner in enumerate(NUMBER_CORNERS):
            value = key // _KEY_WEIGHT[slot] % 7
            if value:
                parts.append(f"{corner.name}={value}")
        return ", ".join(parts)

    def _apply(self, move: Move) -> MoveResult:
        player = self._player
        if not isinstance(move, Place):
            return self._return_tile(player, move)
        tile, q, r, rotation = move
        cell = (q + _OFF) * _STRIDE + r + _OFF
        hand = self.hands[player]
        hand.remove(tile)
        values = self._put(tile, cell, rotation)
        closed = self._close_holes(cell, values)
        self._passes = 0
        items: tuple[ScoreItem, ...] = ()
        if closed:
            points, text = self._score_holes(closed)
            self._scores[player] += points
            items = (ScoreItem(player, points, "holes", text, (("holes", tuple(closed)),)),)
        if hand:
            # _next_turn, inline: the other seat draws (his hand is empty only when he gave
            # back his last tile earlier and the sack is empty)
            self._player = other = player ^ 1
            hand, sack = self.hands[other], self.sack
            if sack:
                hand.append(sack.pop())
            if hand:
                return move_result(player, move, items)
        self._over = True
        return move_result(player, move, items, _GAME_END)

    def _return_tile(self, player: int, move: Move) -> MoveResult:
        assert isinstance(move, ReturnTile)
        self.hands[player].remove(move.tile)
        # The returned tile goes back into the sack at a random place: it may be drawn again.
        self.sack.insert(self.rng.randrange(len(self.sack) + 1), move.tile)
        self._passes += 1
        if self._passes >= 2:
            self._over = True
        else:
            self._next_turn()
        events = ("pass", "game_end") if self._over else ("pass",)
        return move_result(player, move, (), events)

    def _next_turn(self) -> None:
        self._player ^= 1
        self._draw()
        if not self.hands[self._player]:
            # He gave back his last tile earlier and the sack is empty: no tiles left.
            self._over = True

    def _draw(self) -> None:
        if self.sack:
            self.hands[self._player].append(self.sack.pop())

    # -- placing and holes ---------------------------------------------------------------
    def _put(self, tile: int, cell: int, rotation: int) -> tuple[int, int, int]:
        ori = tile * 3 + rotation
        values = _ORIENTED[ori]
        board, req = self.board, self.req
        board[cell] = ori
        req.pop(cell, None)
        for delta, next_key in _IMPOSE_BY_ORI[ori]:
            other = cell + delta
            if other not in board:
                req[other] = next_key[req.get(other, 0)]
        self.placed.append((cell, ori))
        self._grow_bounds(cell)
        return values

    def _close_holes(self, cell: int, values: tuple[int, int, int]) -> list[int]:
        board = self.board
        closed = []
        for first, second, far, bite in _HOLE_TESTS:
            if cell + first in board and cell + second in board:
                value = 0
                for delta, slot in far:
                    value += values[slot] if delta == 0 else _ORIENTED[board[cell + delta]][slot]
                closed.append(value)
                q, r = _cell_qr(cell)
                self.holes.append(Hole(q, r, bite, value))
        return closed

    def _score_holes(self, closed: list[int]) -> tuple[int, str]:
        return score_holes(closed, product=self._product)

    # -- the 12 × 12 bound ---------------------------------------------------------------
    # _bounds = [qmin, qmax, row0min, row0max, row1min, row1max] of the occupied cells
    def _grow_bounds(self, cell: int) -> None:
        q, r = cell // _STRIDE - _OFF, cell % _STRIDE - _OFF
        row0 = r + q // 2
        row1 = row0 + (q & 1)  # r + (q + 1) // 2
        b = self._bounds
        if len(self.placed) == 1:
            b[:] = [q, q, row0, row0, row1, row1]
        else:
            qmin, qmax, lo0, hi0, lo1, hi1 = b
            if qmin <= q <= qmax and lo0 <= row0 <= hi0 and lo1 <= row1 <= hi1:
                return
            b[:] = [
                q if q < qmin else qmin, q if q > qmax else qmax,
                row0 if row0 < lo0 else lo0, row0 if row0 > hi0 else hi0,
                row1 if row1 < lo1 else lo1, row1 if row1 > hi1 else hi1,
            ]  # fmt: skip
        if self._bound_ok:
            self._bound_ok = {}
        # not _roomy(), inline (the bounds grow with more than half the placements)
        cols, rows0, rows1 = b[1] - b[0] + 1, b[3] - b[2] + 1, b[5] - b[4] + 1
        if cols < BOARD_SIZE - 1:
            self._wide = rows0 >= BOARD_SIZE and rows1 >= BOARD_SIZE
        else:
            self._wide = cols != BOARD_SIZE - 1 or rows0 >= BOARD_SIZE or rows1 >= BOARD_SIZE

    def _roomy(self) -> bool:
        """True when every frontier cell keeps the layout within the bound.

        A new tile widens each span by at most one. Below 11 columns the shift may still take
        either column parity, so one parity with ≤ 11 rows is enough; at 11 columns a tile that
        adds the 12th fixes the parity (either one), so both must have ≤ 11 rows.
        """
        b = self._bounds
        cols = b[1] - b[0] + 1
        rows = (b[3] - b[2] + 1, b[5] - b[4] + 1)
        if cols < BOARD_SIZE - 1:
            return min(rows) < BOARD_SIZE
        return cols == BOARD_SIZE - 1 and max(rows) < BOARD_SIZE

    def _in_bound(self, cell: int) -> bool:
        """``_fits_bound(cell)`` in plain arithmetic, for the hot loops (a third of the time)."""
        q, r = cell // _STRIDE - _OFF, cell % _STRIDE - _OFF
        qmin, qmax, lo0, hi0, lo1, hi1 = self._bounds
        first = q if q < qmin else qmin
        cols = (q if q > qmax else qmax) - first + 1
        if cols > BOARD_SIZE:
            return False
        row0, row1 = r + q // 2, r + (q + 1) // 2
        rows0 = (row0 if row0 > hi0 else hi0) - (row0 if row0 < lo0 else lo0) + 1
        rows1 = (row1 if row1 > hi1 else hi1) - (row1 if row1 < lo1 else lo1) + 1
        if cols == BOARD_SIZE:  # one column shift only, -first: its parity's rows count
            return (rows1 if first & 1 else rows0) <= BOARD_SIZE
        return rows0 <= BOARD_SIZE or rows1 <= BOARD_SIZE

    def _fits_bound(self, cell: int) -> bool:
        """Whether a tile on ``cell`` keeps the layout inside a 12 × 12 window (``fits_spans``)."""
        q, r = _cell_qr(cell)
        b = self._bounds
        row0, row1 = r + q // 2, r + (q + 1) // 2
        first = min(b[0], q)
        return fits_spans(
            first,
            max(b[1], q) - first + 1,
            max(b[3], row0) - min(b[2], row0) + 1,
            max(b[5], row1) - min(b[4], row1) + 1,
            BOARD_SIZE,
            BOARD_SIZE,
        )

    # -- what the view needs ------------------------------------------------------------
    def tiles_on_board(self) -> list[tuple[int, int, int, int]]:
        """(q, r, tile, rotation) of every placed tile, in the order they were placed."""
        return [(*_cell_qr(cell), ori // 3, ori % 3) for cell, ori in self.placed]

    def frontier(self) -> list[tuple[int, int]]:
        return [_cell_qr(cell) for cell in self.req]

    def blocked_cells(self) -> list[tuple[int, int]]:
        """Empty cells next to the layout that no tile still in play can ever fill.

        Only cells within the 12 × 12 bound: a cell beyond it lies outside the window (the
        window's edge shows that nothing goes there), so it gets no mark of its own.
        """
        on_board = {ori // 3 for ori in self.board.values()}
        blocked = []
        for cell, key in self.req.items():
            if (key < 0 or all(t in on_board for t in _FIT[key])) and self._fits_bound(cell):
                blocked.append(_cell_qr(cell))
        return blocked

    def window_shift(self) -> tuple[int, int]:
        """Lattice translation (dq, dr) that puts the layout in the 12 × 12 view window.

        Window column = q + dq, row = ``offset_row(q + dq, r + dr, 0)``; both in 0..11. It is
        replayed from the order of placements, shifting away from an edge whenever a tile lands
        on it and the opposite side has room, as the original site does.
        """
        return window_shifts([_cell_qr(cell) for cell, _ in self.placed])[-1]

    def fits_rotation(self, tile: int, q: int, r: int) -> int | None:
        """The one rotation in which ``tile`` fits cell (q, r), or None."""
        key = self.req.get(_cell_index(q, r))
        if key is None or key < 0:
            return None
        return _FIT[key].get(tile)

    @property
    def sack_size(self) -> int:
        return len(self.sack)

    @property
    def consecutive_passes(self) -> int:
        return self._passes

    # -- copies, views, notation ----------------------------------------------------------
    def clone(self) -> HolominoState:
        other = HolominoState.__new__(HolominoState)
        other.game = self.game
        self.share_rng(other)
        other.viewer = self.viewer
        other.board = self.board.copy()
        other.req = self.req.copy()
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.sack = self.sack[:]
        other.placed = self.placed[:]
        other.holes = self.holes[:]
        other._scores = self._scores[:]
        other._player = self._player
        other._passes = self._passes
        other._over = self._over
        other._bounds = self._bounds[:]
        other._bound_ok = self._bound_ok.copy()
        other._wide = self._wide
        other._product = self._product
        return other

    def hidden_tiles(self, player: int) -> list[int]:
        # Both hands are open; only the order of the sack is unknown.
        return list(self.sack)

    def set_hidden_tiles(self, player: int, tiles: Sequence[int]) -> None:
        if sorted(tiles) != sorted(self.sack):
            raise ValueError("hidden tiles must be the sack's tiles")
        self.sack = list(tiles)

    def tile_census(self) -> dict[str, list[int]]:
        return {
            "board": [ori // 3 for ori in self.board.values()],
            "hand0": list(self.hands[0]),
            "hand1": list(self.hands[1]),
            "stock": list(self.sack),
        }

    def fingerprint(self) -> Hashable:
        return (
            tuple(self.placed),
            tuple(tuple(h) for h in self.hands),
            tuple(self.sack),
            tuple(self._scores),
            self._player,
            self._passes,
            self._over,
        )

    def _parse_move(self, text: str) -> Move:
        m = _MOVE_RE.match(text)
        if m:
            tile = _tile_from_name(m.group(1))
            q, r = int(m.group(2)), int(m.group(3))
            if m.group(4) is not None:
                return Place(tile, q, r, int(m.group(4)))
            rotation = self.fits_rotation(tile, q, r)
            return Place(tile, q, r, 0 if rotation is None else rotation)
        m = _RETURN_RE.match(text)
        if m:
            return ReturnTile(_tile_from_name(m.group(1)))
        raise InvalidMoveError(
            f"'{text}' is not a Holomino move (expected e.g. '132@1,-1' or 'return 132')",
            key="bad_notation", text=text,
        )  # fmt: skip

    def __repr__(self) -> str:
        hands = [" ".join(tile_name(t) for t in h) for h in self.hands]
        return (
            f"<Holomino tiles={len(self.board)} sack={len(self.sack)} hands={hands} "
            f"scores={self._scores} to_move={self.current_player}>"
        )


def _tile_from_name(name: str) -> int:
    tile = TILE_BY_NAME.get(name)
    if tile is None:
        raise InvalidMoveError(
            f"'{name}' is not a Holomino tile (three different numbers 1-6, read clockwise "
            "from the smallest)",
            key="bad_tile", tile=name,
        )  # fmt: skip
    return tile


def score_holes(closed: Sequence[int], *, product: bool = False) -> tuple[int, str]:
    """Points for the holes closed by one move, and the English breakdown.

    Default: the values are added and multiplied by the number of holes (``10 + 12, ×2 = 44``).
    Variant ``product``: the values are multiplied (``10 × 12 = 120``).
    """
    if len(closed) == 1:
        return closed[0], f"hole {closed[0]}"
    if product:
        points = 1
        for value in closed:
            points *= value
        return points, "holes " + " × ".join(map(str, closed)) + f" = {points}"
    points = sum(closed) * len(closed)
    return points, "holes " + " + ".join(map(str, closed)) + f", ×{len(closed)} = {points}"


# -- auto-scroll ---------------------------------------------------------------------------
def _window_cells(cells: list[tuple[int, int]], dq: int, dr: int) -> list[tuple[int, int]]:
    return [(q + dq, offset_row(q + dq, r + dr, 0)) for q, r in cells]


def _edge_faults(cells: list[tuple[int, int]]) -> int | None:
    """None if a cell is outside the window; else how many edges are touched needlessly."""
    cols = [c for c, _ in cells]
    rows = [r for _, r in cells]
    lo_c, hi_c, lo_r, hi_r = min(cols), max(cols), min(rows), max(rows)
    last = BOARD_SIZE - 1
    if lo_c < 0 or lo_r < 0 or hi_c > last or hi_r > last:
        return None
    return (
        (lo_c == 0 and hi_c < last) + (hi_c == last and lo_c > 0)
        + (lo_r == 0 and hi_r < last) + (hi_r == last and lo_r > 0)
    )  # fmt: skip


def window_shifts(cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The view translation after each placement in ``cells`` (first = the start tile)."""
    centre = BOARD_SIZE // 2 - 1
    shifts = [(centre, centre - centre // 2)]  # the start tile sits at column 5, row 5
    for n in range(2, len(cells) + 1):
        shifts.append(next_shift(cells[:n], shifts[-1]))
    return shifts


def next_shift(cells: list[tuple[int, int]], shift: tuple[int, int]) -> tuple[int, int]:
    """The view translation once ``cells`` are placed, the view having stood at ``shift``.

    The nearest steps (±2 columns and rows) are tried first, as the original site scrolls;
    only if none of them holds the layout (a tile that fixes the column parity can need a
    longer move) is every translation that holds it considered. The 12 × 12 bound guarantees
    that one exists.
    """
    best = _best_shift(cells, shift, _near_shifts(shift))
    if best is None:
        best = _best_shift(cells, shift, _all_shifts(cells))
    return shift if best is None else best


def _near_shifts(shift: tuple[int, int]) -> list[tuple[int, int]]:
    dq, dr = shift
    return [(dq + a, dr + b) for a in range(-2, 3) for b in range(-2, 3)]


def _all_shifts(cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Every translation that puts ``cells`` inside the window."""
    qs = [q for q, _ in cells]
    found: list[tuple[int, int]] = []
    for dq in range(-min(qs), BOARD_SIZE - max(qs)):
        rows = [offset_row(q + dq, r, 0) for q, r in cells]
        found.extend((dq, dr) for dr in range(-min(rows), BOARD_SIZE - max(rows)))
    return found


def _best_shift(
    cells: list[tuple[int, int]], shift: tuple[int, int], candidates: list[tuple[int, int]]
) -> tuple[int, int] | None:
    """The candidate with the fewest needless edge contacts, then the smallest move."""
    best: tuple[tuple[int, float], tuple[int, int]] | None = None
    for dq, dr in candidates:
        faults = _edge_faults(_window_cells(cells, dq, dr))
        if faults is None:
            continue
        a, b = dq - shift[0], dr - shift[1]
        cost = (faults, 2.25 * a * a + 3.0 * (b + a / 2.0) ** 2)
        if best is None or cost < best[0]:
            best = (cost, (dq, dr))
    return None if best is None else best[1]


def hole_vertex(hole: Hole) -> tuple[int, int]:
    """Lattice-vertex coordinates of a hole (see ``geometry.hexgrid``)."""
    return corner_vertex(hole.q, hole.r, hole.corner)


def constraint_of(state: HolominoState, q: int, r: int) -> dict[str, int] | None:
    """The numbers an empty frontier cell demands, by corner name (None if not frontier)."""
    key = state.req.get(_cell_index(q, r))
    if key is None:
        return None
    if key < 0:
        return {"conflict": 1}
    return {
        corner.name: key // _KEY_WEIGHT[slot] % 7
        for slot, corner in enumerate(NUMBER_CORNERS)
        if key // _KEY_WEIGHT[slot] % 7
    }


__all__: list[str] = [
    "HolominoGame", "HolominoState", "Place", "ReturnTile", "Hole", "TILES", "tile_name",
    "oriented", "score_holes", "window_shifts",
]  # fmt: skip
