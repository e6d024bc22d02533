"""Domino kwadratowe (square domino, Lech Pijanowski): squares of two dominoes on a lattice.

Rules: ``docs/rules`` in the app; decisions in ``docs/decisions.md``. Summary of the model:

* Tiles are double-six dominoes. Domino ``i`` (0..27) is the i-th pair ``(a, b)``, ``a <= b``,
  in the order 00, 01, …, 06, 11, …, 66 (:data:`DOMINOES`). In the standard game each player owns
  a whole set, so every physical tile has its own id: set ``k``'s domino ``i`` is
  ``k * 28 + i`` (player k plays set k). The one-set variant uses ids 0..27.
  :func:`tile_pips` gives a tile's numbers by id, :func:`tile_name` its name (``"24"``).
* A move lays a whole **square** of two tiles (:class:`PlaceSquare`): layout ``"h"`` (both
  horizontal, the first on top) or ``"v"`` (both vertical, the first on the left), each tile
  either way round, at lattice position ``(x, y)`` (``geometry.squaregrid``; the start square
  is ``(0, 0)``, y grows downwards). ``halves`` are the first tile's halves then the second's,
  each in reading order (left to right, top to bottom); notation ``24+10@1,0/h``.
* Cells are packed into one ``int`` (``_cell``). Every empty position next to the layout (the
  *frontier*) carries a packed constraint key: for each half of the square (TL, TR, BL, BR)
  0 = free or 1 + the number it must show; ``-1`` when two neighbours demand different numbers
  at one half. A layout splits a key into one 6-bit "pair key" per domino, and
  ``_PAIR_FIT[pair key]`` lists the oriented dominoes that meet it, so legal moves are the
  product of two short lists per position and layout, filtered by the hand as a bit mask
  (once per listing and pair key, ``_BASE_ITEMS`` carrying each oriented domino's tile and its
  squares' halves and domino masks, so a square is one tuple and two look-ups).
  The squares of a position are kept by the state itself (``_known``, see ``_placements``)
  and reused while its key and the hand allow, so a turn builds only the squares of the
  positions the last square changed; there is no global move cache. The hand masks and the
  frontier inside the bound are kept too (``_masks``, ``_open``), and :meth:`apply` lays a
  square that a listing kept without the checks of :meth:`check_move`.

For the view (no Qt): :meth:`SquareDominoState.board_tiles` (one :class:`BoardTile` per tile on
the table, with its half-cell, direction and numbers as laid), :meth:`~SquareDominoState.squares`
(position and numbers of every square), :meth:`~SquareDominoState.window_shift` (the shift that
keeps the layout inside the 6 × 6 frame), :meth:`~SquareDominoState.hand`,
:attr:`~SquareDominoState.stock_size` (always 0: nothing is drawn) and
:meth:`~SquareDominoState.frontier`. Rectangles come from ``geometry.squaregrid``
(``square_rect``, ``half_rect``, ``domino_rect``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from itertools import compress
from typing import Any, ClassVar, NamedTuple

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
from .geometry.squaregrid import (
    FRAME,
    LAYOUT_HALVES,
    SIDE_HALVES,
    SIDE_NAMES,
    SIDE_OFFSETS,
    Half,
    Side,
    domino_cell,
    facing_halves,
    frame_shift,
    square_corners,
)
from .match import PointsMatch

SET_SIZE = 28
ONE_SET_HAND = 14
MATCH_TARGET = 100
#: a match ends after at most this many rounds (rules: pips left in hand are subtracted, so weak
#: play can keep both totals below 100 for ever); equal totals then play on until they differ
MAX_ROUNDS = 30
LAYOUTS: tuple[str, str] = ("h", "v")
#: the start square's frame position (column, row) in the 6 × 6 view
START_SHIFT: tuple[int, int] = (2, 2)

# -- the dominoes ----------------------------------------------------------------------------
DOMINOES: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(7) for b in range(a, 7))
assert len(DOMINOES) == SET_SIZE
DOMINO_BY_PIPS: dict[tuple[int, int], int] = {}
for _i, (_a, _b) in enumerate(DOMINOES):
    DOMINO_BY_PIPS[(_a, _b)] = DOMINO_BY_PIPS[(_b, _a)] = _i


def tile_pips(tile: int) -> tuple[int, int]:
    """The numbers of tile ``tile`` (any set), smaller first."""
    return DOMINOES[tile % SET_SIZE]


def tile_name(tile: int) -> str:
    a, b = tile_pips(tile)
    return f"{a}{b}"


def tile_total(tile: int) -> int:
    a, b = tile_pips(tile)
    return a + b


# -- oriented dominoes: code o = 2 * domino + flip (flip 1 shows the larger number first) ----
def _shown(code: int) -> tuple[int, int]:
    a, b = DOMINOES[code >> 1]
    return (b, a) if code & 1 else (a, b)


_ORIENTED: tuple[int, ...] = tuple(
    2 * d + f for d, (a, b) in enumerate(DOMINOES) for f in ((0,) if a == b else (0, 1))
)
_SHOWN: tuple[tuple[int, int], ...] = tuple(_shown(code) for code in range(2 * SET_SIZE))


def _pair_fits(pair_key: int) -> tuple[int, ...]:
    """Oriented dominoes meeting a pair key (c1 + 8·c2, each 0 = free or 1 + number)."""
    c1, c2 = pair_key % 8, pair_key // 8
    return tuple(
        o
        for o in _ORIENTED
        if (c1 == 0 or c1 == _SHOWN[o][0] + 1) and (c2 == 0 or c2 == _SHOWN[o][1] + 1)
    )


_PAIR_FIT: tuple[tuple[int, ...], ...] = tuple(_pair_fits(k) for k in range(64))
#: per pair key: (oriented domino, domino, the domino's bit) of each oriented domino meeting it
_PAIR_ITEMS: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple((o, o >> 1, 1 << (o >> 1)) for o in fit) for fit in _PAIR_FIT
)
#: bit d set when domino d meets the pair key in some orientation
_PAIR_DMASK: tuple[int, ...] = tuple(sum({1 << (o >> 1) for o in fit}) for fit in _PAIR_FIT)

# -- positions packed into ints --------------------------------------------------------------
_STRIDE = 32
_OFF = 16  # the 6 × 6 bound keeps every square within ±5 of the start square
_FAR = 10  # positions further out are rejected without looking


def _cell(x: int, y: int) -> int:
    return (x + _OFF) * _STRIDE + (y + _OFF)


def _xy(cell: int) -> tuple[int, int]:
    return cell // _STRIDE - _OFF, cell % _STRIDE - _OFF


_SIDE_DELTA: tuple[int, ...] = tuple(dx * _STRIDE + dy for dx, dy in SIDE_OFFSETS)
_KEY_WEIGHT = (1, 8, 64, 512)  # constraint key: TL + 8·TR + 64·BL + 512·BR


def _build_impose() -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """Per side: (cell delta, ((the neighbour's half, this square's half), ...)).

    A square at c makes the empty position c + delta show this square's number at that half.
    """
    rows = []
    for side in Side:
        pairs = tuple((int(theirs), int(mine)) for mine, theirs in facing_halves(side))
        rows.append((_SIDE_DELTA[side], pairs))
    return tuple(rows)


_IMPOSE = _build_impose()
#: _IMPOSE with the neighbour's half as the shift of its 3 bits in a constraint key
_IMPOSE_SHIFTS: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = tuple(
    (delta, tuple((3 * theirs, mine) for theirs, mine in pairs)) for delta, pairs in _IMPOSE
)
#: per side: (side, cell delta, ((this square's half, the neighbour's half), ...)) for checking
#: a square against its neighbours, and (cell delta, side name, the two halves on that side)
#: for scoring it — Side's members listed once (iterating an Enum is slow in hot loops)
_FACING: tuple[tuple[Side, int, tuple[tuple[int, int], ...]], ...] = tuple(
    (side, _SIDE_DELTA[side], tuple((int(m), int(t)) for m, t in facing_halves(side)))
    for side in Side
)
_SCORED_SIDES: tuple[tuple[int, str, int, int], ...] = tuple(
    (_SIDE_DELTA[side], SIDE_NAMES[side], int(SIDE_HALVES[side][0]), int(SIDE_HALVES[side][1]))
    for side in Side
)


def _build_split() -> tuple[tuple[int, int, int, int], ...]:
    """Per constraint key: the pair keys of the first and second domino, layout h then v."""
    table = []
    for key in range(8**4):
        need = [key // w % 8 for w in _KEY_WEIGHT]
        pair_keys: list[int] = []
        for layout in LAYOUTS:
            for halves in LAYOUT_HALVES[layout]:
                pair_keys.append(need[halves[0]] + 8 * need[halves[1]])
        table.append((pair_keys[0], pair_keys[1], pair_keys[2], pair_keys[3]))
    return tuple(table)


_SPLIT = _build_split()


# -- moves ---------------------------------------------------------------------------------
class _SquareFields(NamedTuple):
    first: int
    second: int
    x: int
    y: int
    layout: str
    halves: tuple[int, int, int, int]


class PlaceSquare(_SquareFields, Move):
    """Lay tiles ``first`` and ``second`` as a square at lattice position (x, y).

    ``layout`` "h": both horizontal, ``first`` on top; "v": both vertical, ``first`` on the left.
    ``halves``: the first tile's two numbers as laid, then the second's, each read left to right
    (h) or top to bottom (v).

    Unlike the other games' moves this is an immutable named tuple rather than a frozen
    dataclass: a turn builds every square of the positions the last square opened (about a
    hundred), and ``tuple.__new__`` makes one in a fifth of a dataclass's time.
    """

    __slots__ = ()

    def __str__(self) -> str:
        h = self.halves
        return f"{h[0]}{h[1]}+{h[2]}{h[3]}@{self.x},{self.y}/{self.layout}"

    @property
    def corners(self) -> tuple[int, int, int, int]:
        """The square's numbers at TL, TR, BL, BR."""
        return square_corners(self.layout, self.halves)

    @property
    def vertical(self) -> bool:
        return self.layout == "v"

    @property
    def tiles(self) -> tuple[int, int]:
        return (self.first, self.second)


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """No square fits anywhere: the turn goes to the opponent."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class StartTile(Move):
    """One-set variant: the starter lays any tile, vertically, as the left half of the start
    square at (0, 0), its smaller number on top."""

    tile: int

    @property
    def halves(self) -> tuple[int, int]:
        return tile_pips(self.tile)

    def __str__(self) -> str:
        return f"start {tile_name(self.tile)}"


@dataclass(frozen=True, slots=True)
class CompleteStart(Move):
    """One-set variant: the opponent lays a tile beside the start tile (its right half),
    showing ``halves`` top to bottom; no matching is needed."""

    tile: int
    halves: tuple[int, int]

    def __str__(self) -> str:
        return f"complete {self.halves[0]}{self.halves[1]}"


PASS = Pass()

_new_object = object.__new__
_SCORE_SETTERS = tuple(
    ScoreItem.__dict__[name].__set__ for name in ("player", "points", "kind", "text", "params")
)


def _score_item(
    player: int, points: int, kind: str, text: str, params: tuple[tuple[str, Any], ...]
) -> ScoreItem:
    """``ScoreItem(player, points, kind, text, params)`` through the slots' setters, as
    ``engine.base.move_result`` builds a MoveResult (every square makes one)."""
    item: ScoreItem = _new_object(ScoreItem)
    set_player, set_points, set_kind, set_text, set_params = _SCORE_SETTERS
    set_player(item, player)
    set_points(item, points)
    set_kind(item, kind)
    set_text(item, text)
    set_params(item, params)
    return item


_SQUARE_RE = re.compile(
    r"^\s*([0-6])([0-6])\s*\+\s*([0-6])([0-6])\s*@\s*(-?\d{1,3})\s*,\s*(-?\d{1,3})\s*/\s*([hvHV])\s*$"
)
_START_RE = re.compile(r"^\s*(start|complete)\s+([0-6])([0-6])\s*$", re.IGNORECASE)
_PASS_RE = re.compile(r"^\s*pass\s*$", re.IGNORECASE)

#: what a state keeps per position and player: (constraint key, a hand mask (every domino the
#: squares use is in it), the squares, each square's two dominoes as a bit mask, a mask holding
#: every domino some square uses)
_Known = tuple[int, int, list["PlaceSquare"], list[int], int]
#: one oriented domino meeting a pair key: (domino bit, tile, oriented domino, the halves and
#: the dominoes of the squares it begins, by the second domino)
_Item = tuple[int, int, int, tuple[tuple[int, int, int, int], ...], tuple[int, ...]]
#: a hand's oriented dominoes per pair key (items of _BASE_ITEMS), filled as the positions of
#: one listing ask
_Fits = dict[int, list[_Item]]
#: a hand, its length and its dominoes as a bit mask (see _hand_mask)
_Mask = tuple[list[int], int, int]
_NO_MASK: _Mask = ([], -1, 0)

#: the four halves of every pair of oriented dominoes, shared by all squares that show them:
#: ``_HALVES_BY_FIRST[o1][o2]``
_HALVES_BY_FIRST: tuple[tuple[tuple[int, int, int, int], ...], ...] = tuple(
    tuple((*_SHOWN[o1], *_SHOWN[o2]) for o2 in range(2 * SET_SIZE)) for o1 in range(2 * SET_SIZE)
)
#: the two dominoes of a square as a bit mask, ``_NEEDS_BY_FIRST[o1][o2]``: shared int objects,
#: so a square's mask is looked up rather than computed (``|`` of two large ints allocates)
_NEEDS_BY_FIRST: tuple[tuple[int, ...], ...] = tuple(
    tuple((1 << (o1 >> 1)) | (1 << (o2 >> 1)) for o2 in range(2 * SET_SIZE))
    for o1 in range(2 * SET_SIZE)
)
#: per tile base (0, or 28 for the second set in the standard game), per pair key: the items of
#: the oriented dominoes meeting it
_BASE_ITEMS: dict[int, tuple[tuple[_Item, ...], ...]] = {
    base: tuple(
        tuple((bit, base + d, o, _HALVES_BY_FIRST[o], _NEEDS_BY_FIRST[o]) for o, d, bit in items)
        for items in _PAIR_ITEMS
    )
    for base in (0, SET_SIZE)
}


# -- drawing data ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BoardTile:
    """One tile on the table, for the painter.

    ``col``/``row``: half-cell of its first half (left half if horizontal, top half if
    vertical); ``pips``: its numbers in that order, as laid; ``x``/``y``: its square.
    """

    tile: int
    x: int
    y: int
    col: int
    row: int
    vertical: bool
    pips: tuple[int, int]


# -- the game ------------------------------------------------------------------------------
_OPEN, _COMPLETE, _PLAY = "open", "complete", "play"


def _new_match() -> PointsMatch:
    """Rounds until someone has 100 (a tie plays on), at most 30 unless the totals are equal."""
    return PointsMatch(2, target=MATCH_TARGET, tie_plays_on=True, max_rounds=MAX_ROUNDS)


class SquareDominoGame(Game):
    id: ClassVar[str] = "square_domino"
    name: ClassVar[str] = N_("Domino kwadratowe")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("sets", 2, (2, 1), N_("Domino sets"), (N_("two sets"), N_("one set (variant)"))),
    )

    @property
    def sets(self) -> int:
        return int(self.options["sets"])

    def tile_ids(self) -> list[int]:
        return list(range(SET_SIZE * self.sets))

    def new_initial_state(self, seed: int | None = None) -> SquareDominoState:
        return SquareDominoState.deal(self, seed)


class SquareDominoState(State):
    """A position of a square-domino match. See the module docstring for the model."""

    __slots__ = (
        "_rng", "_rng_shared",
        "game", "viewer", "sets", "board", "req", "placed", "lone", "hands", "aside",
        "match", "starter", "_player", "_phase", "_over", "_bounds", "_shift", "_known",
        "_masks", "_open",
    )  # fmt: skip

    game: SquareDominoGame
    sets: int
    board: dict[int, tuple[int, int, int, int]]
    req: dict[int, int]
    placed: list[PlaceSquare]
    lone: StartTile | None
    hands: list[list[int]]
    aside: list[int]
    match: PointsMatch
    starter: int
    _player: int
    _phase: str
    _over: bool
    _bounds: list[int]
    _shift: tuple[int, int]
    #: per player, per frontier cell: the squares found there last time (see _placements)
    _known: list[dict[int, _Known]]
    #: per player: the hand mask, valid while the hand is that list with that length
    _masks: list[_Mask]
    #: the frontier inside the bound (see _open_cells), None until asked after a change
    _open: list[tuple[int, int]] | None

    @classmethod
    def deal(cls, game: SquareDominoGame, seed: int | None) -> SquareDominoState:
        state = cls.__new__(cls)
        state.game = game
        state.rng = random.Random(seed)
        state.viewer = None
        state.sets = game.sets
        state.match = _new_match()
        state.hands = [[], []]
        state._over = False
        state._deal_round()
        return state

    @classmethod
    def setup(
        cls,
        game: SquareDominoGame,
        squares: Sequence[str],
        hands: Sequence[Sequence[str]],
        *,
        player: int = 0,
        scores: Sequence[int] | None = None,
        seed: int = 0,
    ) -> SquareDominoState:
        """A constructed position in the play phase (tests, tutorials).

        ``squares`` lists the squares on the table in placing order in move notation
        (``"24+10@1,0/h"``), the start square ``"…@0,0/v"`` first; every later square must be
        a legal placement where it lies. ``hands`` names each seat's tiles (``"24"``). In the
        standard game a tile named in a hand or on the table is taken from the first set that
        still has it (the start square's right tile from set 1), in hands from the seat's own
        set; every tile not named is set aside (out of play). ``scores`` are the match totals
        so far; the round is round 1 and ``player`` starts it.
        """
        state = cls.__new__(cls)
        state.game = game
        state.rng = random.Random(seed)
        state.viewer = None
        state.sets = game.sets
        state.match = _new_match()
        state.hands = [[], []]
        state._over = False
        state.board, state.req, state.placed, state.lone = {}, {}, [], None
        state._known = [{}, {}]
        state._masks = [_NO_MASK, _NO_MASK]
        state._open = None
        state._bounds = [0, 0, 0, 0]
        state._shift = START_SHIFT
        state._phase = _PLAY
        state.starter = state._player = player
        free = {t: 1 for t in game.tile_ids()} if state.sets == 2 else {}
        free_one = set(range(SET_SIZE))

        def take(name: str, owner: int) -> int:
            domino = DOMINO_BY_PIPS[(int(name[0]), int(name[1]))]
            if state.sets == 1:
                if domino not in free_one:
                    raise ValueError(f"tile {name} appears twice in the set-up")
                free_one.discard(domino)
                return domino
            order = [owner, 1 - owner] if owner >= 0 else [0, 1]
            for s in order:
                tile = s * SET_SIZE + domino
                if free.pop(tile, 0):
                    return tile
            raise ValueError(f"tile {name} appears too often in the set-up")

        state.hands = [[take(name, seat) for name in hand] for seat, hand in enumerate(hands)]
        foreign = [t for s, h in enumerate(state.hands) for t in h if t // SET_SIZE != s]
        if state.sets == 2 and foreign:
            raise ValueError("in the standard game a seat holds tiles of its own set only")
        for n, text in enumerate(squares):
            move = state.parse_move(text)
            if not isinstance(move, PlaceSquare):
                raise ValueError(f"layout entry {text!r} is not a square")
            a, b, c, d = move.halves
            first = take(f"{a}{b}", 0 if n == 0 else -1)
            second = take(f"{c}{d}", 1 if n == 0 else -1)
            square = PlaceSquare(first, second, move.x, move.y, move.layout, move.halves)
            if n == 0 and (move.x, move.y, move.layout) != (0, 0, "v"):
                raise ValueError("the start square lies at 0,0 with layout v")
            if n:
                state._check_square(square, [first, second])
            state._put(square)
        # aside[p] is seat p's unseen tile (see hidden_tiles): one of each set first
        rest = sorted(free) if state.sets == 2 else []
        heads = [min((t for t in rest if t // SET_SIZE == s), default=-1) for s in (0, 1)]
        if -1 in heads:
            state.aside = rest
        else:
            state.aside = heads + [t for t in rest if t not in heads]
        state._player = player
        if scores is not None:
            state.match.totals = list(scores)
        return state

    def _deal_round(self) -> None:
        self.board, self.req, self.placed, self.lone = {}, {}, [], None
        self._known = [{}, {}]
        self._masks = [_NO_MASK, _NO_MASK]
        self._open = None
        self._bounds = [0, 0, 0, 0]
        self._shift = START_SHIFT
        rng = self.rng
        if self.sets == 1:
            tiles = list(range(SET_SIZE))
            rng.shuffle(tiles)
            self.hands = [tiles[:ONE_SET_HAND], tiles[ONE_SET_HAND:]]
            self.aside = []
            self.starter = self._player = rng.randrange(2)
            self._phase = _OPEN
            return
        # Standard game: each player's own set; one tile aside unseen, the next to the start.
        self.aside, starts = [], []
        for player in (0, 1):
            tiles = [player * SET_SIZE + i for i in range(SET_SIZE)]
            rng.shuffle(tiles)
            self.aside.append(tiles.pop())
            starts.append(tiles.pop())
            self.hands[player] = tiles
        shown = [_SHOWN[2 * (t % SET_SIZE) + rng.randrange(2)] for t in starts]
        self._put(PlaceSquare(starts[0], starts[1], 0, 0, "v", (*shown[0], *shown[1])))
        pips = [tile_total(t) for t in starts]
        if pips[0] != pips[1]:
            self.starter = 0 if pips[0] < pips[1] else 1
        else:
            self.starter = rng.randrange(2)
        self._player = self.starter
        self._phase = _PLAY

    # -- contract ------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return -1 if self._over else self._player

    def is_terminal(self) -> bool:
        return self._over

    def scores(self) -> list[int]:
        return list(self.match.totals)

    def legal_moves(self) -> list[Move]:
        if self._over:
            return []
        hand = self.hands[self._player]
        if self._phase == _OPEN:
            return [StartTile(t) for t in sorted(hand)]
        if self._phase == _COMPLETE:
            return [
                CompleteStart(t, _SHOWN[o])
                for t in sorted(hand)
                for o in _ORIENTED
                if o >> 1 == t % SET_SIZE
            ]
        moves = self._placements(self._player)
        return moves if moves else [PASS]

    def _cell_squares(self, cell: int, key: int, mask: int, base: int, fits: _Fits) -> _Known:
        """What :attr:`_known` keeps for a player at ``cell``: the squares that fit key ``key``
        with the dominoes of hand ``mask`` (tiles ``base`` + domino; ``fits``: that hand's
        oriented dominoes per pair key, filled here as the keys come), each one's two dominoes
        as a mask, and all their dominoes."""
        keys = _SPLIT[key]
        squares: list[PlaceSquare] = []
        needs: list[int] = []
        touch = 0
        x, y = cell // _STRIDE - _OFF, cell % _STRIDE - _OFF
        new, cls, items = tuple.__new__, PlaceSquare, _BASE_ITEMS[base]
        for layout, name in ((0, "h"), (2, "v")):
            pk1, pk2 = keys[layout], keys[layout + 1]
            bits1, bits2 = _PAIR_DMASK[pk1] & mask, _PAIR_DMASK[pk2] & mask
            both = bits1 | bits2
            if not (bits1 and bits2 and both & (both - 1)):
                continue  # no domino for one half-pair, or only one domino for both
            firsts = fits.get(pk1)
            if firsts is None:
                firsts = fits[pk1] = [item for item in items[pk1] if mask & item[0]]
            seconds = fits.get(pk2)
            if seconds is None:
                seconds = fits[pk2] = [item for item in items[pk2] if mask & item[0]]
            squares += [
                new(cls, (t1, t2, x, y, name, row[o2]))
                for b1, t1, _, row, _ in firsts
                for b2, t2, o2, _, _ in seconds
                if b2 != b1
            ]
            needs += [
                row[o2] for b1, _, _, _, row in firsts for b2, _, o2, _, _ in seconds if b2 != b1
            ]
            touch |= both
        return (key, mask, squares, needs, touch)

    def _hand_mask(self, player: int) -> int:
        """The dominoes of ``player``'s hand as a bit mask (kept while the hand is the same
        list with the same length: a hand only ever loses tiles in place)."""
        hand = self.hands[player]
        kept = self._masks[player]
        if kept[0] is hand and kept[1] == len(hand):
            return kept[2]
        mask = 0
        for tile in hand:
            mask |= 1 << (tile % SET_SIZE)
        self._masks[player] = (hand, len(hand), mask)
        return mask

    def _open_cells(self) -> list[tuple[int, int]]:
        """(cell, constraint key) of every frontier position inside the 6 × 6 bound (kept
        until the next square: only :meth:`_put` changes the frontier and the bound)."""
        cells = self._open
        if cells is not None:
            return cells
        b = self._bounds
        if b[1] - b[0] < FRAME - 1 and b[3] - b[2] < FRAME - 1:
            cells = self._open = [(c, k) for c, k in self.req.items() if k >= 0]
            return cells
        # _fits_bound for every cell at once: column and row (cell >> 5, cell & 31) must lie
        # strictly between the layout's far edge minus FRAME and its near edge plus FRAME
        assert _STRIDE == 32
        x_lo, x_hi = b[1] - FRAME + _OFF, b[0] + FRAME + _OFF
        y_lo, y_hi = b[3] - FRAME + _OFF, b[2] + FRAME + _OFF
        cells = self._open = [
            (c, k)
            for c, k in self.req.items()
            if k >= 0 and x_lo < c >> 5 < x_hi and y_lo < c & 31 < y_hi
        ]
        return cells

    def _placements(self, player: int) -> list[Move]:
        """Every square ``player`` can lay now.

        Per position the state keeps the squares it found last time (``_known[player]``) with
        the key and a hand they were found for: the same key and hand reuse them as they are;
        the same key and a smaller hand (the player laid tiles since) keep those whose two
        dominoes are still in hand, or all of them if no lost domino is used there; anything
        else (a changed key, other tiles after sampling the hidden hand) builds them again.
        Entries are never changed, only replaced, so clones share them safely.
        """
        hand = self.hands[player]
        if len(hand) < 2:
            return []
        mask = self._hand_mask(player)
        known = self._known[player]
        moves: list[Move] = []
        fits: _Fits = {}
        base = player * SET_SIZE if self.sets == 2 else 0
        for cell, key in self._open_cells():
            entry = known.get(cell)
            if entry is None or entry[0] != key or entry[1] & mask != mask:
                entry = known[cell] = self._cell_squares(cell, key, mask, base, fits)
            elif entry[1] != mask:
                lost = entry[1] & ~mask
                if lost & entry[4]:
                    keep = [not need & lost for need in entry[3]]
                    entry = known[cell] = (
                        key, mask, list(compress(entry[2], keep)),
                        list(compress(entry[3], keep)), entry[4] & mask,
                    )  # fmt: skip
            moves += entry[2]
        return moves

    def can_place(self, player: int) -> bool:
        """Whether ``player`` has a square that fits somewhere (cheaper than listing them)."""
        if self._phase != _PLAY or len(self.hands[player]) < 2:
            return False
        mask = self._hand_mask(player)
        dmask, split = _PAIR_DMASK, _SPLIT
        for _, key in self._open_cells():
            keys = split[key]
            for layout in (0, 2):
                m1, m2 = dmask[keys[layout]] & mask, dmask[keys[layout + 1]] & mask
                both = m1 | m2
                # two different dominoes: one for each half-pair
                if m1 and m2 and both & (both - 1):
                    return True
        return False

    # -- checking ------------------------------------------------------------------------
    def check_move(self, move: Move) -> None:
        player = self._player
        hand = self.hands[player]
        if isinstance(move, PlaceSquare):
            self._check_square(move, hand)
        elif isinstance(move, Pass):
            if self._phase != _PLAY:
                raise IllegalMoveError(
                    "the start square must be completed first", key="start_incomplete"
                )
            if self._placements(player):
                raise IllegalMoveError(
                    "you can still place a square, so you may not pass", key="must_place"
                )
        elif isinstance(move, StartTile):
            if self._phase != _OPEN:
                raise IllegalMoveError("the start tile is already on the table", key="start_done")
            self._check_in_hand(move.tile, hand)
        elif isinstance(move, CompleteStart):
            if self._phase != _COMPLETE:
                raise IllegalMoveError(
                    "only the second player completes the start square, right after the "
                    "start tile",
                    key="not_completing",
                )  # fmt: skip
            self._check_shown(move.tile, move.halves)
            self._check_in_hand(move.tile, hand)
        else:
            raise InvalidMoveError(f"{move!r} is not a square-domino move", key="not_a_move")

    @staticmethod
    def _check_in_hand(tile: int, hand: list[int]) -> None:
        if tile not in hand:
            name = tile_name(tile) if 0 <= tile < 2 * SET_SIZE else str(tile)
            raise IllegalMoveError(f"tile {name} is not in your hand", key="not_in_hand", tile=name)

    @staticmethod
    def _check_shown(tile: int, halves: Sequence[int]) -> None:
        if not isinstance(tile, int) or not 0 <= tile < 2 * SET_SIZE:
            raise InvalidMoveError(f"{tile!r} is not a tile", key="bad_tile", tile=str(tile))
        if sorted(halves) != list(tile_pips(tile)):
            shown = "".join(str(h) for h in halves)
            raise InvalidMoveError(
                f"tile {tile_name(tile)} cannot show {shown}",
                key="bad_halves", tile=tile_name(tile), shown=shown,
            )  # fmt: skip

    def _check_square(self, move: PlaceSquare, hand: list[int]) -> None:
        if self._is_known_square(move, hand):
            return  # the common case, a square legal_moves() listed, without a message's texts
        if self._phase != _PLAY:
            raise IllegalMoveError(
                "the start square must be completed first", key="start_incomplete"
            )
        if move.layout not in LAYOUTS:
            raise InvalidMoveError(
                f"layout must be 'h' or 'v', not {move.layout!r}", key="bad_layout"
            )
        self._check_shown(move.first, move.halves[:2])
        self._check_shown(move.second, move.halves[2:])
        self._check_in_hand(move.first, hand)
        self._check_in_hand(move.second, hand)
        if move.first == move.second:
            raise IllegalMoveError("a square needs two different tiles", key="same_tile")
        where = f"{move.x},{move.y}"
        if abs(move.x) > _FAR or abs(move.y) > _FAR:
            raise IllegalMoveError(f"position {where} is far off the table", key="off_board")
        cell = _cell(move.x, move.y)
        if cell in self.board:
            raise IllegalMoveError(f"position {where} is already taken", key="taken", cell=where)
        if cell not in self.req:
            raise IllegalMoveError(
                f"a square at {where} would not touch any square on the table",
                key="not_adjacent", cell=where,
            )  # fmt: skip
        corners = move.corners
        board = self.board
        for side, delta, pairs in _FACING:
            other = board.get(cell + delta)
            if other is None:
                continue
            need = [other[theirs] for _, theirs in pairs]
            have = [corners[mine] for mine, _ in pairs]
            if need != have:
                name = SIDE_NAMES[side]
                raise IllegalMoveError(
                    f"the {name} side at {where} must show {need[0]} and {need[1]} to match "
                    f"the square it touches; this square shows {have[0]} and {have[1]} there",
                    key="mismatch", cell=where, side=name, need=tuple(need), have=tuple(have),
                )  # fmt: skip
        if not self._fits_bound(cell):
            raise IllegalMoveError(
                f"a square at {where} would make the layout wider or higher than "
                f"{FRAME} squares",
                key="out_of_bounds", cell=where, size=FRAME,
            )  # fmt: skip

    def apply(self, move: Move) -> MoveResult:
        """As :meth:`State.apply`; a square :meth:`legal_moves` listed goes straight to
        :meth:`_place_square` (the checks it would pass are the ones of _is_known_square)."""
        if (
            type(move) is PlaceSquare
            and not self._over
            and self._is_known_square(move, self.hands[self._player])
        ):
            return self._place_square(self._player, move)
        return super().apply(move)

    def _is_known_square(self, move: PlaceSquare, hand: list[int]) -> bool:
        """Whether ``move`` is one of the squares :meth:`_placements` keeps for its position
        (found for the position's present key), both its tiles in hand and the position inside
        the bound: then it is legal."""
        if self._phase != _PLAY or move.first not in hand or move.second not in hand:
            return False
        if type(move.x) is not int or type(move.y) is not int:
            return False
        if abs(move.x) > _FAR or abs(move.y) > _FAR:
            return False
        cell = _cell(move.x, move.y)
        entry = self._known[self._player].get(cell)
        if entry is None or entry[0] != self.req.get(cell) or move not in entry[2]:
            return False
        b = self._bounds  # _fits_bound, inline
        x, y = move.x, move.y
        return max(b[1], x) - min(b[0], x) < FRAME and max(b[3], y) - min(b[2], y) < FRAME

    # -- applying ------------------------------------------------------------------------
    def _apply(self, move: Move) -> MoveResult:
        player = self._player
        if isinstance(move, PlaceSquare):
            return self._place_square(player, move)
        if isinstance(move, Pass):
            return self._after_move(player, move, [], ["pass"], 1 - player)
        if isinstance(move, StartTile):
            self.hands[player].remove(move.tile)
            self.lone = move
            self._phase = _COMPLETE
            self._player = 1 - player
            return move_result(player, move, (), ("start_tile",))
        assert isinstance(move, CompleteStart)
        assert self.lone is not None
        self.hands[player].remove(move.tile)
        self._put(
            PlaceSquare(self.lone.tile, move.tile, 0, 0, "v", (*self.lone.halves, *move.halves))
        )
        self.lone = None
        self._phase = _PLAY
        return self._after_move(player, move, [], ["start_square"], self.starter)

    def _place_square(self, player: int, move: PlaceSquare) -> MoveResult:
        cell = _cell(move.x, move.y)
        h = move.halves
        corners = h if move.layout == "h" else (h[0], h[2], h[1], h[3])  # square_corners
        sides: list[tuple[str, int, int]] = []
        points = 0
        board = self.board
        for delta, name, first, second in _SCORED_SIDES:
            if cell + delta in board:
                a, b = corners[first], corners[second]
                sides.append((name, a, b))
                points += a + b
        # each touching side's two numbers; the side is not named: "right 5+3" beside "to the
        # left of square …" named the new square's side and read as a contradiction
        pairs = ", ".join(f"{a}+{b}" for _name, a, b in sides)
        count = f"{len(sides)} side" + ("" if len(sides) == 1 else "s")
        text = f"{count}: {pairs} = {points}"
        hand = self.hands[player]
        kept = self._masks[player]
        hand.remove(move.first)
        hand.remove(move.second)
        if kept[0] is hand and kept[1] == len(hand) + 2:
            lost = (1 << move.first % SET_SIZE) | (1 << move.second % SET_SIZE)
            self._masks[player] = (hand, kept[1] - 2, kept[2] & ~lost)
        self._put(move, corners)
        self.match.add(player, points)
        items = [_score_item(player, points, "square", text, (("sides", tuple(sides)),))]
        if not hand:
            return self._end_round(player, move, items, ["hand_empty"])
        return self._after_move(player, move, items, [], 1 - player)

    def _after_move(
        self, player: int, move: Move, items: list[ScoreItem], events: list[str], turn: int
    ) -> MoveResult:
        """Give the turn to ``turn`` (who passes if he cannot place), or end the round in
        blockade when neither player can place a square."""
        if self.can_place(turn) or self.can_place(1 - turn):
            self._player = turn
            return move_result(player, move, tuple(items), tuple(events))
        return self._end_round(player, move, items, [*events, "blockade"])

    def _end_round(
        self, player: int, move: Move, items: list[ScoreItem], events: list[str]
    ) -> MoveResult:
        """Settle the round: every player loses the pips left in his hand."""
        for seat in (0, 1):
            hand = self.hands[seat]
            pips = sum(tile_total(t) for t in hand)
            text = f"−{pips} pips left in hand" if hand else "hand empty"
            items.append(ScoreItem(seat, -pips, "hand", text, (("pips", pips),)))
            self.match.add(seat, -pips)
        events.append("round_end")
        if self.match.end_round():
            self._over = True
            events.append("game_end")
        else:
            self._deal_round()
        return move_result(player, move, tuple(items), tuple(events))

    def _put(self, square: PlaceSquare, corners: tuple[int, int, int, int] | None = None) -> None:
        """Lay ``square`` (its ``corners`` if the caller has them) and update the frontier."""
        cell = _cell(square.x, square.y)
        if corners is None:
            corners = square.corners
        board, req = self.board, self.req
        board[cell] = corners
        req.pop(cell, None)
        self._open = None
        for known in self._known:
            known.pop(cell, None)
        for delta, pairs in _IMPOSE_SHIFTS:
            other = cell + delta
            if other in board:
                continue
            key = req.get(other, 0)
            if key < 0:
                continue
            for shift, mine in pairs:
                have = key >> shift & 7
                value = corners[mine] + 1
                if have == 0:
                    key |= value << shift
                elif have != value:
                    key = -1
                    break
            req[other] = key
        self.placed.append(square)
        b, x, y = self._bounds, square.x, square.y
        if not (b[0] <= x <= b[1] and b[2] <= y <= b[3]) or len(self.placed) == 1:
            self._grow_bounds(x, y)

    # -- the 6 × 6 bound -----------------------------------------------------------------
    # _bounds = [xmin, xmax, ymin, ymax] of the squares on the table
    def _grow_bounds(self, x: int, y: int) -> None:
        b = self._bounds
        if len(self.placed) == 1:
            b[:] = [x, x, y, y]
        elif b[0] <= x <= b[1] and b[2] <= y <= b[3]:
            return  # the same box: frame_shift would keep the shift it gave for it
        else:
            b[0], b[1], b[2], b[3] = min(b[0], x), max(b[1], x), min(b[2], y), max(b[3], y)
        self._shift = frame_shift(self._shift, (b[0], b[1], b[2], b[3]))

    def _fits_bound(self, cell: int) -> bool:
        x, y = _xy(cell)
        b = self._bounds
        return max(b[1], x) - min(b[0], x) < FRAME and max(b[3], y) - min(b[2], y) < FRAME

    def window_shift(self) -> tuple[int, int]:
        """Translation (dx, dy) that puts the layout in the 6 × 6 frame of the view.

        Square (x, y) is drawn in frame column ``x + dx``, row ``y + dy`` (both 0..5). The start
        square begins at column 2, row 2; the frame moves only when a square would fall outside
        it, and then by the least amount (``geometry.squaregrid.frame_shift``).
        """
        return self._shift

    def bounding_box(self) -> tuple[int, int, int, int]:
        """(xmin, xmax, ymin, ymax) of the squares on the table."""
        b = self._bounds
        return (b[0], b[1], b[2], b[3])

    # -- what the view needs ------------------------------------------------------------
    def board_tiles(self) -> list[BoardTile]:
        """Every tile on the table, in the order laid (the two start tiles first)."""
        tiles = []
        for sq in self.placed:
            for which, tile in enumerate(sq.tiles):
                col, row = domino_cell(sq.x, sq.y, sq.layout, which)
                pips = (sq.halves[2 * which], sq.halves[2 * which + 1])
                tiles.append(BoardTile(tile, sq.x, sq.y, col, row, sq.vertical, pips))
        if self.lone is not None:
            tiles.append(BoardTile(self.lone.tile, 0, 0, 0, 0, True, self.lone.halves))
        return tiles

    def squares(self) -> list[tuple[int, int, tuple[int, int, int, int]]]:
        """(x, y, numbers at TL, TR, BL, BR) of every square, in the order laid."""
        return [(sq.x, sq.y, sq.corners) for sq in self.placed]

    def frontier(self) -> list[tuple[int, int]]:
        """Empty positions where a square with the right numbers could still go."""
        return [_xy(cell) for cell, _ in self._open_cells()]

    def required_halves(self, x: int, y: int) -> dict[Half, int] | None:
        """What an empty frontier position demands, by half; None if no square may go there
        (not next to the layout, outside the bound, or two neighbours disagree)."""
        cell = _cell(x, y)
        key = self.req.get(cell)
        if key is None or key < 0 or not self._fits_bound(cell):
            return None
        return {
            half: key // _KEY_WEIGHT[half] % 8 - 1 for half in Half if key // _KEY_WEIGHT[half] % 8
        }

    def hand(self, player: int) -> list[int]:
        return list(self.hands[player])

    @property
    def stock_size(self) -> int:
        """Tiles left to draw: none, square domino has no drawing."""
        return 0

    @property
    def phase(self) -> str:
        """ "open" (one-set: the start tile is due), "complete" (its partner is due) or "play"."""
        return self._phase

    @property
    def round_number(self) -> int:
        return self.match.round_number

    @property
    def max_rounds(self) -> int:
        """Rounds after which the match ends even below 100 (ties play on)."""
        return MAX_ROUNDS

    def end_reason(self) -> str:
        if not self.match.ended_by_round_limit:
            return ""
        return (
            f"the match ended after round {self.round_number}: a match lasts at most "
            f"{MAX_ROUNDS} rounds, then the higher total wins even below {MATCH_TARGET}"
        )

    def round_points(self) -> list[int]:
        """Points of the round in progress (settlements of earlier rounds excluded)."""
        return list(self.match.round_points[-1])

    # -- copies, views, notation ----------------------------------------------------------
    def clone(self) -> SquareDominoState:
        other = SquareDominoState.__new__(SquareDominoState)
        other.game = self.game
        self.share_rng(other)
        other.viewer = self.viewer
        other.sets = self.sets
        other.board = self.board.copy()
        other.req = self.req.copy()
        other.placed = self.placed[:]
        other.lone = self.lone
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.aside = self.aside[:]
        other.match = self.match.copy()
        other.starter = self.starter
        other._player = self._player
        other._phase = self._phase
        other._over = self._over
        other._bounds = self._bounds[:]
        other._shift = self._shift
        other._known = [self._known[0].copy(), self._known[1].copy()]
        other._masks = [_NO_MASK, _NO_MASK]
        for seat in (0, 1):
            kept = self._masks[seat]
            if kept[0] is self.hands[seat]:
                other._masks[seat] = (other.hands[seat], kept[1], kept[2])
        other._open = self._open
        return other

    def hidden_tiles(self, player: int) -> list[int]:
        """The opponent's set-aside tile (standard game), then the opponent's hand.

        A player's own set-aside tile is not hidden from him: it is the one tile of his set
        that is neither in his hand nor on the table.
        """
        opponent = 1 - player
        aside = [self.aside[opponent]] if self.aside else []
        return aside + self.hands[opponent]

    def set_hidden_tiles(self, player: int, tiles: Sequence[int]) -> None:
        if sorted(tiles) != sorted(self.hidden_tiles(player)):
            raise ValueError("hidden tiles must be the opponent's unseen tiles")
        opponent = 1 - player
        if self.aside:
            self.aside[opponent] = tiles[0]
            tiles = tiles[1:]
        self.hands[opponent] = list(tiles)
        # the caches built from the opponent's former hand would tell a view what it hid
        self._masks[opponent] = _NO_MASK
        self._known[opponent] = {}

    def tile_census(self) -> dict[str, list[int]]:
        board = [t for sq in self.placed for t in sq.tiles]
        if self.lone is not None:
            board.append(self.lone.tile)
        return {
            "board": board,
            "hand0": list(self.hands[0]),
            "hand1": list(self.hands[1]),
            "aside": list(self.aside),
        }

    def fingerprint(self) -> Hashable:
        return (
            tuple(self.placed),
            self.lone,
            tuple(tuple(h) for h in self.hands),
            tuple(self.aside),
            tuple(self.match.totals),
            tuple(tuple(r) for r in self.match.round_points),
            self.starter,
            self._player,
            self._phase,
            self._over,
        )

    def _parse_move(self, text: str) -> Move:
        base = self._player * SET_SIZE if self.sets == 2 else 0
        m = _SQUARE_RE.match(text)
        if m:
            h = tuple(int(m.group(i)) for i in range(1, 5))
            halves = (h[0], h[1], h[2], h[3])
            first = base + DOMINO_BY_PIPS[(h[0], h[1])]
            second = base + DOMINO_BY_PIPS[(h[2], h[3])]
            x, y = int(m.group(5)), int(m.group(6))
            return PlaceSquare(first, second, x, y, m.group(7).lower(), halves)
        if _PASS_RE.match(text):
            return PASS
        m = _START_RE.match(text)
        if m:
            a, b = int(m.group(2)), int(m.group(3))
            tile = base + DOMINO_BY_PIPS[(a, b)]
            if m.group(1).lower() == "start":
                return StartTile(tile)
            return CompleteStart(tile, (a, b))
        raise InvalidMoveError(
            f"'{text}' is not a square-domino move (expected e.g. '24+10@1,0/h' — the two "
            "tiles as laid, the position and the layout — or 'pass')",
            key="bad_notation", text=text,
        )  # fmt: skip

    def __repr__(self) -> str:
        hands = [" ".join(tile_name(t) for t in h) for h in self.hands]
        return (
            f"<SquareDomino round={self.round_number} squares={len(self.placed)} "
            f"hands={hands} scores={self.scores()} to_move={self.current_player}>"
        )


def all_tile_names() -> list[str]:
    return [tile_name(t) for t in range(SET_SIZE)]


__all__: list[Any] = [
    "SquareDominoGame", "SquareDominoState", "PlaceSquare", "Pass", "StartTile",
    "CompleteStart", "BoardTile", "DOMINOES", "tile_pips", "tile_name", "tile_total",
]  # fmt: skip
