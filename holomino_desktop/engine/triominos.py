"""Triominos (Goliath): triangular tiles, bridges and hexagons, rounds until someone passes 400.

Rules: ``docs/rules`` in the app; decisions in ``docs/decisions.md``. Summary of the model:

* **Geometry** is :mod:`.geometry.trigrid`: cell ``(x, y)`` points up when ``x + y`` is even;
  corners are numbered clockwise from the apex (0 = the point the triangle points to). The first
  tile of every round lies on the up cell ``(0, 0)``.
* **Tiles**: the 56 multisets of three numbers 0..5, id = index in ascending order of the name
  (``"000"`` = 0 ... ``"555"`` = 55). A tile's numbers are printed ascending *clockwise*.
  Rotation ``k`` puts the tile's first (smallest) number on corner ``k`` of the cell, the next
  ones clockwise after it; a triple has only rotation 0 (its three rotations look the same).
* **Packed cells**: a cell is one ``int`` (``_cell_index``), even for up cells, odd for down
  cells, and a lattice vertex is packed the same way, so neighbours are index deltas.
* Every empty cell touching the layout (by a side or only at a corner) has a packed constraint
  key in ``req``: bits 0-8 the number each corner must show (3 bits each, 0 = free, n+1 = n),
  bit 9 (``_CONFLICT``) would mean two tiles demand different numbers at one corner, which
  legal play cannot cause (all tiles round a lattice point touch each other there, so a demand
  belongs to the point: ``_put`` spreads a number once, from the points a tile newly shows),
  and from bit 10 the number of occupied side neighbours. A cell is playable when it has a side
  neighbour and some tile of the set meets its key; those cells are kept in ``front`` (cell →
  key bits 0-8, in the order they became playable). ``_FIT_MASK[key]`` is the bitmask of tiles
  that fit, so generating legal moves is a mask test per playable cell, the placements built
  afresh. A bridge is a key with one side and three demands (the third can only come from a
  tile at the opposite point).

:meth:`TriominosState.setup` builds a position from a layout and racks (tests, tutorials).

The whole match (rounds to 400) is one state: the move that ends a round carries that round's
settlement and immediately deals the next round (new shuffle, new opening draw) unless the match
is over. ``round_number``, :meth:`TriominosState.round_scores` and ``last_round`` feed the UI's
summary.

Drawing data for the view:

* :meth:`TriominosState.board_tiles` → :class:`PlacedTile` (x, y, tile, rotation, numbers by
  corner order, ``up``) in the order placed; ``trigrid.cell_polygon(x, y)`` gives the corners in
  the same order, ``trigrid.number_point`` where to print each number.
* :meth:`TriominosState.hexagons` → vertices ``(h, v)`` of completed hexagons
  (``trigrid.hexagon_polygon``).
* :meth:`TriominosState.hand`, :attr:`TriominosState.stock_size`, :func:`tile_numbers`,
  :meth:`TriominosState.rotations_that_fit` (one fit → the UI rotates automatically),
  :meth:`TriominosState.playable_cells`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import reduce
from itertools import combinations_with_replacement, islice
from operator import or_
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
from .caching import register_cache
from .geometry.trigrid import (
    VERTEX_STEPS,
    cells_at_vertex,
    corner_vertices,
    is_up,
    point_neighbours,
    side_neighbour,
)
from .match import PointsMatch
from .randomness import shuffle

TARGET = 400
OPENING_CELL = (0, 0)
MAX_DRAWS = 3
DRAW_PENALTY = 5
PASS_PENALTY = 10
GOING_OUT_BONUS = 25
BONUS_POINTS = {"bridge": 40, "hexagon": 50, "double_hexagon": 60, "triple_hexagon": 70}
BONUS_NAMES = {
    "bridge": N_("bridge"),
    "hexagon": N_("hexagon"),
    "double_hexagon": N_("double hexagon"),
    "triple_hexagon": N_("triple hexagon"),
    "triple_opening": N_("triple opening"),
}


def rack_size(players: int) -> int:
    """Tiles dealt to each player: 9 with two players, 7 with three or four."""
    return 9 if players == 2 else 7


# -- the 56 tiles ---------------------------------------------------------------------------
TILES: tuple[tuple[int, int, int], ...] = tuple(
    (a, b, c) for a, b, c in combinations_with_replacement(range(6), 3)
)
assert len(TILES) == 56
TILE_NAMES: tuple[str, ...] = tuple("".join(map(str, t)) for t in TILES)
TILE_BY_NAME: dict[str, int] = {name: t for t, name in enumerate(TILE_NAMES)}
TILE_SUMS: tuple[int, ...] = tuple(sum(t) for t in TILES)
TRIPLES: tuple[int, ...] = tuple(t for t, (a, b, c) in enumerate(TILES) if a == b == c)


def tile_name(tile: int) -> str:
    """The tile's numbers in ascending (= clockwise) order, e.g. ``"015"``."""
    return TILE_NAMES[tile]


def tile_numbers(tile: int) -> tuple[int, int, int]:
    """The tile's numbers, ascending = clockwise as printed."""
    return TILES[tile]


def tile_rotations(tile: int) -> tuple[int, ...]:
    """The rotations that look different: one for a triple, three otherwise."""
    a, b, c = TILES[tile]
    return (0,) if a == b == c else (0, 1, 2)


def oriented(tile: int, rotation: int) -> tuple[int, int, int]:
    """Numbers at corners 0, 1, 2 of a cell when ``tile`` lies there turned ``rotation``."""
    base = TILES[tile]
    return (base[(0 - rotation) % 3], base[(1 - rotation) % 3], base[(2 - rotation) % 3])


_ORIENTED: tuple[tuple[int, int, int], ...] = tuple(
    oriented(t, k) for t in range(len(TILES)) for k in range(3)
)

# -- constraint keys --------------------------------------------------------------------------
_CONFLICT = 512
_SIDE = 1024  # one occupied side neighbour


def _key_demands(key: int) -> tuple[int, int, int]:
    """The number each corner must show (-1 = free) under constraint ``key``."""
    return ((key & 7) - 1, (key >> 3 & 7) - 1, (key >> 6 & 7) - 1)


def _build_fit_table() -> list[dict[int, tuple[int, ...]]]:
    """For every constraint key (bits 0-8), each tile that meets it and the rotations that do."""
    table: list[dict[int, tuple[int, ...]]] = []
    for key in range(512):
        need = _key_demands(key)
        fits: dict[int, tuple[int, ...]] = {}
        if 6 not in need:  # slot value 7 would mean the number 6: no such tile
            for tile in range(len(TILES)):
                rots = tuple(
                    k
                    for k in tile_rotations(tile)
                    if all(
                        n < 0 or n == v for n, v in zip(need, _ORIENTED[tile * 3 + k], strict=True)
                    )
                )
                if rots:
                    fits[tile] = rots
        table.append(fits)
    return table


_FIT: list[dict[int, tuple[int, ...]]] = _build_fit_table()
_FIT_MASK: list[int] = [sum(1 << t for t in fit) for fit in _FIT]
# A side neighbour fixes two corners; then at most one rotation of a tile can fit (each ordered
# clockwise pair of numbers occurs once on a tile), which the interned moves rely on.
assert all(
    len(rots) == 1
    for key, fit in enumerate(_FIT)
    if sum(d >= 0 for d in _key_demands(key)) >= 2
    for rots in fit.values()
)

# -- cells and vertices packed into ints ------------------------------------------------------
_OFF = 64  # a round has at most 56 tiles, so the layout never reaches ±60
_STRIDE = 129  # odd, so an index is even exactly for up cells (x + y even)
_LIMIT = 60


def _cell_index(x: int, y: int) -> int:
    return (y + _OFF) * _STRIDE + (x + _OFF)


def _cell_xy(index: int) -> tuple[int, int]:
    return index % _STRIDE - _OFF, index // _STRIDE - _OFF


_vertex_index = _cell_index  # vertices (h, v) are packed like cells
_vertex_hv = _cell_xy


def _delta(dx: int, dy: int) -> int:
    return dy * _STRIDE + dx


def _build_cell_tables() -> tuple[Any, ...]:
    """Per cell parity (0 = up, 1 = down): index deltas derived from ``trigrid``.

    * sides[k]: the neighbour across side k;
    * touch: (delta, bit shift of the corner there, corner here) for each of the 15 contacts a
      tile's corners make with the 12 cells around it;
    * corner_vertex[k]: vertex delta of corner k;
    * around[k]: the five other cells around corner k (all filled = hexagon);
    * point_only[k]: the three cells that touch corner k only at that point.
    """
    sides, touch, corner_vertex, around, point_only = [], [], [], [], []
    for x, y in ((0, 0), (1, 0)):
        assert is_up(x, y) == (x == 0)
        here = _cell_index(x, y)
        sides.append(tuple(_cell_index(*side_neighbour(x, y, k)) - here for k in range(3)))
        rows: list[tuple[int, int, int]] = []
        verts: list[int] = []
        arounds: list[tuple[int, ...]] = []
        points: list[tuple[int, ...]] = []
        side_cells = {side_neighbour(x, y, k) for k in range(3)}
        for corner, (h, v) in enumerate(corner_vertices(x, y)):
            verts.append(_vertex_index(h, v) - here)
            others = [(cx, cy, c) for cx, cy, c in cells_at_vertex(h, v) if (cx, cy) != (x, y)]
            arounds.append(tuple(_cell_index(cx, cy) - here for cx, cy, _ in others))
            points.append(
                tuple(
                    _cell_index(cx, cy) - here for cx, cy, _ in others if (cx, cy) not in side_cells
                )
            )
            rows.extend((_cell_index(cx, cy) - here, 3 * c, corner) for cx, cy, c in others)
        assert len(rows) == 15 and len({r[0] for r in rows}) == 12
        assert {d for p in points for d in p} == {
            _cell_index(px, py) - here for px, py in point_neighbours(x, y)
        }
        touch.append(tuple(rows))
        corner_vertex.append(tuple(verts))
        around.append(tuple(arounds))
        point_only.append(tuple(points))
    return tuple(sides), tuple(touch), tuple(corner_vertex), tuple(around), tuple(point_only)


_SIDES, _TOUCH, _CORNER_VERTEX, _AROUND, _POINT_ONLY = _build_cell_tables()
_SIDES_T: tuple[tuple[int, int, int], tuple[int, int, int]] = _SIDES
_TOUCH_T: tuple[tuple[tuple[int, int, int], ...], ...] = _TOUCH
#: per parity, corner and key slot value (number + 1): (delta, value shifted into that cell's
#: slot) for the five other cells around the corner's lattice point — what a number newly
#: shown at that point demands of them
#: per key (bits 0-8), the corners it demands nothing at
_UNKNOWN_CORNERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(3) if not key >> 3 * c & 7) for key in range(512)
)
_SPREAD: tuple[tuple[tuple[tuple[tuple[int, int], ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple((delta, value << shift) for delta, shift, c in _TOUCH[parity] if c == corner)
            for value in range(7)
        )
        for corner in range(3)
    )
    for parity in range(2)
)
assert all(len(rows) == 5 for per in _SPREAD for corner in per for rows in corner[1:])
_VERTEX_NEIGHBOURS: tuple[int, ...] = tuple(_delta(dh, dv) for dh, dv in VERTEX_STEPS)


def _build_triples() -> tuple[tuple[int, int], ...]:
    """For each of the six cells around a vertex: its other two corners, as vertex deltas.

    Three complete hexagons around the corners of one cell form the 13-cell triple hexagon.
    """
    h, v = corner_vertices(0, 0)[0]
    centre = _vertex_index(h, v)
    pairs = []
    for cx, cy, corner in cells_at_vertex(h, v):
        verts = corner_vertices(cx, cy)
        a, b = (verts[(corner + 1) % 3], verts[(corner + 2) % 3])
        pairs.append((_vertex_index(*a) - centre, _vertex_index(*b) - centre))
    return tuple(pairs)


_TRIPLE_PAIRS = _build_triples()


# -- moves ---------------------------------------------------------------------------------
class _PlaceFields(NamedTuple):
    tile: int
    x: int
    y: int
    rotation: int


class Place(_PlaceFields, Move):
    """Put ``tile`` on cell (x, y) turned ``rotation`` (its smallest number on that corner).

    A named tuple rather than a frozen dataclass, like every game's placements: legal_moves()
    builds them afresh each time (about 0.15 µs each with ``tuple.__new__``, a fifth of a
    dataclass), which is cheaper than interning them in a cache of bounded size.
    """

    __slots__ = ()

    @property
    def cell(self) -> tuple[int, int]:
        return (self.x, self.y)

    def __str__(self) -> str:
        return f"{TILE_NAMES[self.tile]}@{self.x},{self.y}/{self.rotation}"


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """Take a tile from the pool (−5); the turn goes on."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """End the turn without placing: after three draws (−10) or with an empty pool (free)."""

    def __str__(self) -> str:
        return "pass"


DRAW = Draw()
PASS = Pass()

#: per key, per tile: the rotation in which it fits (a key that fixes two corners allows one
#: rotation at most, and front keys always do), else -1
_FIT_ROTATION: list[list[int]] = [
    [fit[t][0] if t in fit else -1 for t in range(len(TILES))] for fit in _FIT
]


_OPENING_MOVES: tuple[tuple[Place, ...], ...] = tuple(
    tuple(Place(t, *OPENING_CELL, k) for k in tile_rotations(t)) for t in range(len(TILES))
)

_MOVE_RE = re.compile(r"^\s*(\d{3})\s*@\s*(-?\d+)\s*,\s*(-?\d+)\s*(?:/\s*(\d))?\s*$")


# -- what the view and the summary read -------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlacedTile:
    """A tile on the table: cell, tile id, rotation and its numbers at corners 0, 1, 2."""

    x: int
    y: int
    tile: int
    rotation: int
    numbers: tuple[int, int, int]
    up: bool


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """How a finished round ended: ``reason`` is "out" (``player`` went out) or "blocked"."""

    number: int
    reason: str
    player: int | None
    points: tuple[int, ...]
    racks: tuple[tuple[int, ...], ...]
    board: tuple[PlacedTile, ...]


#: the opening draw of a round: each go as ((player, tile), ...); the tied draw again
OpeningDraws = tuple[tuple[tuple[int, int], ...], ...]


def _placed_tiles(placed: Sequence[tuple[int, int]]) -> list[PlacedTile]:
    """The tiles of ``placed`` ((cell, orientation) in placing order) for the view."""
    result = []
    for cell, ori in placed:
        x, y = _cell_xy(cell)
        result.append(PlacedTile(x, y, ori // 3, ori % 3, _ORIENTED[ori], is_up(x, y)))
    return result


# -- the game ------------------------------------------------------------------------------
class TriominosGame(Game):
    id: ClassVar[str] = "triominos"
    name: ClassVar[str] = N_("Triominos")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("players", 2, (2, 3, 4), N_("Players")),
        OptionSpec(
            "classic_opening",
            False,
            (False, True),
            N_("Opening"),
            (N_("any tile"), N_("the highest triple (classic)")),
        ),
        OptionSpec(
            "classic_blocked",
            False,
            (False, True),
            N_("Blocked round"),
            (N_("each player loses their rack"), N_("the lowest rack scores the others (classic)")),
        ),
    )

    def tile_ids(self) -> list[int]:
        return list(range(len(TILES)))

    def new_initial_state(self, seed: int | None = None) -> TriominosState:
        return TriominosState.deal(self, seed)


class TriominosState(State):
    """A Triominos match in progress. See the module docstring for the packed representation."""

    __slots__ = (
        "_rng", "_rng_shared",
        "game", "viewer", "board", "req", "front", "placed", "hexes", "hands", "masks",
        "pool",
        "match", "opening_draws", "_last_round", "_round_end", "_player", "_draws", "_forced",
        "_log", "_log_base", "_voids",
    )  # fmt: skip

    game: TriominosGame
    board: dict[int, int]  # cell -> tile * 3 + rotation
    req: dict[int, int]  # empty cell touching the layout -> constraint key
    front: dict[int, int]  # playable cell (a side neighbour, a tile fits) -> key bits 0-8
    placed: list[tuple[int, int]]  # (cell, orientation) in placing order
    hexes: list[int]  # vertex indices of completed hexagons, in order of completion
    hands: list[list[int]]
    masks: list[int]  # bit t set when tile t is in that hand
    pool: list[int]  # drawn from the end
    match: PointsMatch
    opening_draws: OpeningDraws
    _last_round: RoundSummary | None
    #: the last round's summary before it is built (see last_round), or None
    _round_end: tuple[Any, ...] | None
    _player: int
    _draws: int
    _forced: int  # classic opening: the triple that must be played first, else -1
    #: this round's public events, ``kind * 8 + seat`` (kind 0 place, 1 draw, 2 pass): what
    #: :meth:`void_evidence` is worked out from, only when asked (a note per move is cheap)
    _log: list[int]
    #: the layout tiles and rack sizes the log starts from (a new round, or a set-up position)
    _log_base: tuple[int, tuple[int, ...]]
    #: (log length, the evidence then), the last worked out; a clone shares it
    _voids: tuple[int, list[list[int]]] | None

    @classmethod
    def deal(cls, game: TriominosGame, seed: int | None) -> TriominosState:
        state = cls._blank(game, random.Random(seed))
        state._start_round()
        return state

    @classmethod
    def _blank(cls, game: TriominosGame, rng: random.Random) -> TriominosState:
        state = cls.__new__(cls)
        state.game = game
        state.rng = rng
        state.viewer = None
        state.match = PointsMatch(
            game.num_players, target=TARGET, strictly_above=True, crossing_ends_match=True
        )
        state._last_round = state._round_end = None
        state._clear_table()
        return state

    @classmethod
    def setup(
        cls,
        game: TriominosGame,
        layout: Sequence[str],
        racks: Sequence[Sequence[str]],
        *,
        pool: Sequence[str] | None = None,
        player: int = 0,
        draws: int = 0,
        scores: Sequence[int] | None = None,
        seed: int = 0,
    ) -> TriominosState:
        """A constructed position, for tests and tutorials.

        ``layout`` lists the tiles on the table in placing order in move notation
        (``"015@0,0/0"``); every tile after the first must share a side with the layout and
        match every corner it touches. ``racks`` gives each seat's tiles by name. The pool holds
        ``pool`` (drawn from the end) or else every tile not named, ascending. ``scores`` are
        the match totals so far (all in round 1); ``draws`` how many tiles ``player`` has
        already drawn this turn.
        """
        if len(racks) != game.num_players:
            raise ValueError(f"need {game.num_players} racks, got {len(racks)}")
        state = cls._blank(game, random.Random(seed))
        for n, text in enumerate(layout):
            move = state.parse_move(text)
            if not isinstance(move, Place):
                raise ValueError(f"layout entry {text!r} is not a placement")
            cell = _cell_index(move.x, move.y)
            if n == 0:
                if move.cell != OPENING_CELL:
                    raise ValueError("the first layout tile lies on 0,0")
            elif state._fit_problem(move.tile, move.x, move.y, move.rotation) is not None:
                raise IllegalMoveError(f"layout tile {text} does not fit")
            state._put(move.tile, cell, move.rotation)
            state._complete_hexagons(cell)
        state.hands = [[_tile_from_name(n) for n in rack] for rack in racks]
        state.masks = [_mask(h) for h in state.hands]
        state._log_base = (len(state.placed), tuple(len(h) for h in state.hands))
        used = [ori // 3 for ori in state.board.values()] + [t for h in state.hands for t in h]
        if pool is None:
            state.pool = [t for t in range(len(TILES)) if t not in used]
        else:
            state.pool = [_tile_from_name(n) for n in pool]
        if len(set(used + state.pool)) != len(used) + len(state.pool):
            raise ValueError("a tile appears twice in the set-up")
        if scores is not None:
            for p, points in enumerate(scores):
                state._add(p, points)
        state._player = player
        state._draws = draws
        return state

    # -- rounds ----------------------------------------------------------------------------
    def _clear_table(self) -> None:
        self.board, self.req, self.front, self.placed, self.hexes = {}, {}, {}, [], []
        self.hands = [[] for _ in range(self.game.num_players)]
        self.masks = [0] * self.game.num_players
        self._log, self._log_base, self._voids = [], (0, ()), None
        self.pool = []
        self.opening_draws = ()
        self._player = 0
        self._draws = 0
        self._forced = -1

    def _start_round(self) -> None:
        """Shuffle, draw for the starter, deal. All chance comes from ``self.rng``."""
        self._clear_table()
        n = self.game.num_players
        tiles = list(range(len(TILES)))
        rng = self.rng
        shuffle(rng, tiles)  # rng.shuffle, the same draws (saved games replay the deals)
        starter, draws = self._opening_draw(tiles)
        self.opening_draws = draws
        size = rack_size(n)
        self.hands = [[tiles.pop() for _ in range(size)] for _ in range(n)]
        self.masks = [_mask(h) for h in self.hands]
        self._log_base = (0, (size,) * n)
        self.pool = tiles
        if self.game.options["classic_opening"]:
            held = [(t, p) for p, hand in enumerate(self.hands) for t in hand if t in TRIPLES]
            if held:
                self._forced, starter = max(held)
        self._player = starter

    def _opening_draw(self, tiles: list[int]) -> tuple[int, OpeningDraws]:
        """Each player draws a tile; the highest sum starts, the tied draw again. The drawn
        tiles go back and the pool is shuffled again before the deal."""
        candidates = list(range(self.game.num_players))
        drawn: list[int] = []
        rounds = []
        while True:
            draw = tuple((p, tiles.pop()) for p in candidates)
            drawn.extend(t for _, t in draw)
            rounds.append(draw)
            best = max(TILE_SUMS[t] for _, t in draw)
            candidates = [p for p, t in draw if TILE_SUMS[t] == best]
            if len(candidates) == 1 or len(tiles) < len(candidates):
                break
        tiles.extend(drawn)
        shuffle(self.rng, tiles)
        return candidates[0], tuple(rounds)

    def _add(self, player: int, points: int) -> None:
        self.match.add(player, points)

    def _score(self, items: list[ScoreItem]) -> None:
        add = self.match.add
        for item in items:
            add(item.player, item.points)

    def _end_round(self, items: list[ScoreItem], reason: str, player: int | None) -> list[str]:
        """Settle the round (``items``), then end the match or deal the next round."""
        racks = tuple(tuple(h) for h in self.hands)
        self._score(items)
        # what the summary needs, kept as it is: only the UI reads it (built in last_round)
        self._round_end = (
            self.match.round_number,
            reason,
            player,
            tuple(self.match.round_points[-1]),
            racks,
            tuple(self.placed),
        )
        events = ["round_end"]
        over = self.match.end_round()
        if over:
            events.append("game_end")
        else:
            self._start_round()
            events.append("round_start")
        return events

    # -- contract ------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return -1 if self.match.over else self._player

    def is_terminal(self) -> bool:
        return self.match.over

    def scores(self) -> list[int]:
        return list(self.match.totals)

    def legal_moves(self) -> list[Move]:
        if self.match.over:
            return []
        if not self.board:
            return self._opening_moves()
        moves = self._placements(self.masks[self._player])
        if self._draws < MAX_DRAWS and self.pool:
            moves.append(DRAW)
        elif self._draws >= MAX_DRAWS or not moves:
            moves.append(PASS)
        return moves

    def _opening_moves(self) -> list[Move]:
        if self._forced >= 0:
            return list(_OPENING_MOVES[self._forced])
        return [m for t in self.hands[self._player] for m in _OPENING_MOVES[t]]

    def _placements(self, hand_mask: int) -> list[Move]:
        """Every placement of the tiles in ``hand_mask``, scanning the whole front (most of a
        playout's time)."""
        moves: list[Move] = []
        masks, fit_rotation, new, cls = _FIT_MASK, _FIT_ROTATION, tuple.__new__, Place
        for cell, key in self.front.items():
            fits = masks[key] & hand_mask
            if fits:
                x, y = cell % _STRIDE - _OFF, cell // _STRIDE - _OFF
                if not fits & (fits - 1):  # one tile (most cells): no loop
                    tile = fits.bit_length() - 1
                    moves.append(new(cls, (tile, x, y, fit_rotation[key][tile])))
                    continue
                rotations = fit_rotation[key]
                while fits:
                    low = fits & -fits
                    tile = low.bit_length() - 1
                    moves.append(new(cls, (tile, x, y, rotations[tile])))
                    fits ^= low
        return moves

    def _can_place(self, hand_mask: int) -> bool:
        masks = _FIT_MASK
        return any(masks[key] & hand_mask for key in self.front.values())

    def apply(self, move: Move) -> MoveResult:
        """As :meth:`State.apply`; a legal placement or draw is recognised from the kept keys
        without the general checks (every playout move comes through here)."""
        if self.match.over:
            return State.apply(self, move)  # refused
        kind = type(move)
        if kind is Place:
            x, y, tile = move.x, move.y, move.tile  # type: ignore[attr-defined]
            if -_LIMIT <= x <= _LIMIT and -_LIMIT <= y <= _LIMIT and 0 <= tile < len(TILES):
                cell = (y + _OFF) * _STRIDE + x + _OFF
                key = self.front.get(cell)
                if (
                    key is not None
                    and self.masks[self._player] >> tile & 1
                    and _FIT_ROTATION[key][tile] == move.rotation  # type: ignore[attr-defined]
                ):
                    return self._place(self._player, move, cell)  # type: ignore[arg-type]
        elif kind is Draw and self._draws < MAX_DRAWS and self.pool and self.board:
            return self._draw(self._player, move)  # type: ignore[arg-type]
        return State.apply(self, move)

    def check_move(self, move: Move) -> None:
        if isinstance(move, Place):
            self._check_place(move)
        elif isinstance(move, Draw):
            self._check_draw()
        elif isinstance(move, Pass):
            self._check_pass()
        else:
            raise InvalidMoveError(f"{move!r} is not a Triominos move", key="not_a_move")

    def _check_place(self, move: Place) -> None:
        hand = self.hands[self._player]
        if move.tile in hand and self.board and abs(move.x) <= _LIMIT and abs(move.y) <= _LIMIT:
            key = self.front.get(_cell_index(move.x, move.y))
            if key is not None and move.rotation in _FIT[key].get(move.tile, ()):
                return  # the common case, a legal placement, without a message's texts
        name = tile_name(move.tile) if 0 <= move.tile < len(TILES) else str(move.tile)
        if move.tile not in self.hands[self._player]:
            raise IllegalMoveError(f"tile {name} is not on your rack", key="not_in_hand", tile=name)
        if not self.board:
            self._check_opening(move, name)
            return
        problem = self._fit_problem(move.tile, move.x, move.y, move.rotation)
        if problem is not None:
            message, error_key, params = problem
            raise IllegalMoveError(message, key=error_key, **params)

    def _check_opening(self, move: Place, name: str) -> None:
        if move.cell != OPENING_CELL:
            raise IllegalMoveError("the first tile of a round goes on cell 0,0", key="opening_cell")
        if self._forced >= 0 and move.tile != self._forced:
            forced = tile_name(self._forced)
            raise IllegalMoveError(
                f"classic opening: you must start with your highest triple {forced}",
                key="opening_triple", tile=forced,
            )  # fmt: skip
        if move.rotation not in tile_rotations(move.tile):
            raise IllegalMoveError(
                f"tile {name} has no rotation {move.rotation}", key="bad_rotation", tile=name
            )

    def _fit_problem(
        self, tile: int, x: int, y: int, rotation: int
    ) -> tuple[str, str, dict[str, Any]] | None:
        """Why ``tile`` may not lie at (x, y) in ``rotation`` (None when it may)."""
        name, where = tile_name(tile), f"{x},{y}"
        if abs(x) > _LIMIT or abs(y) > _LIMIT:
            return (f"cell {where} is far off the table", "off_board", {"cell": where})
        cell = _cell_index(x, y)
        if cell in self.board:
            return (f"cell {where} is already taken", "taken", {"cell": where})
        key = self.req.get(cell, 0)
        if key < _SIDE:
            return (
                f"a tile at {where} must share a full side with a tile on the table",
                "not_adjacent",
                {"cell": where},
            )
        if key & _CONFLICT:
            return (
                f"cell {where} is blocked: two tiles there need different numbers at one corner",
                "blocked_conflict",
                {"cell": where},
            )
        rots = _FIT[key & 511].get(tile)
        need = describe_demands(key)  # only reached for an illegal placement
        if rots is None:
            return (
                f"tile {name} does not fit at {where}: the corners touching other tiles must "
                f"show {need}",
                "no_fit",
                {"tile": name, "cell": where, "need": need, "numbers": _demanded(key)},
            )
        if rotation not in rots:
            return (
                f"tile {name} fits at {where} only turned to rotation {rots[0]} ({need})",
                "wrong_rotation",
                {"tile": name, "cell": where, "rotation": rots[0]},
            )
        return None

    def _check_draw(self) -> None:
        if not self.board:
            raise IllegalMoveError("the starter must place the first tile", key="opening_place")
        if self._draws >= MAX_DRAWS:
            raise IllegalMoveError(
                "you have drawn three tiles this turn: place a tile or pass (−10)",
                key="draw_limit",
            )
        if not self.pool:
            raise IllegalMoveError("the pool is empty", key="pool_empty")

    def _check_pass(self) -> None:
        if not self.board:
            raise IllegalMoveError("the starter must place the first tile", key="opening_place")
        if self._draws >= MAX_DRAWS:
            return
        if self.pool:
            raise IllegalMoveError(
                "you may pass only after drawing three tiles or when the pool is empty: draw "
                "a tile (−5) or place one",
                key="must_draw",
            )
        if self._can_place(self.masks[self._player]):
            raise IllegalMoveError(
                "the pool is empty and you can place a tile, so you may not pass",
                key="must_place",
            )

    def _apply(self, move: Move) -> MoveResult:
        player = self._player
        if not isinstance(move, Draw | Pass):
            assert isinstance(move, Place)
            return self._place(player, move, _cell_index(move.x, move.y))
        if isinstance(move, Draw):
            return self._draw(player, move)
        return self._pass(player, move)

    def _draw(self, player: int, move: Draw) -> MoveResult:
        self._log.append(_DRAWN + player)
        tile = self.pool.pop()
        self.hands[player].append(tile)
        self.masks[player] |= 1 << tile
        self._draws = number = self._draws + 1
        # PointsMatch.add, inlined (a draw never passes the target)
        match = self.match
        match.totals[player] -= DRAW_PENALTY
        match.round_points[-1][player] -= DRAW_PENALTY
        return _DRAW_TABLE[player][number - 1]

    def _pass(self, player: int, move: Pass) -> MoveResult:
        # Before three draws a pass proves that nothing fits; after them it is allowed anyway.
        # Logged before the turn passes: a blocked round starts the next round's log.
        if self._draws < MAX_DRAWS:
            self._log.append(_PASSED + player)
        items: list[ScoreItem] = []
        if self._draws >= MAX_DRAWS:
            items.append(
                ScoreItem(
                    player,
                    -PASS_PENALTY,
                    "pass_penalty",
                    f"−{PASS_PENALTY} three draws, nothing placed",
                )
            )
            self._score(items)
        events = ["pass"]
        events.extend(self._next_turn(items))
        return move_result(player, move, tuple(items), tuple(events))

    def _place(self, player: int, move: Place, cell: int) -> MoveResult:
        tile = move.tile
        opening = not self.board
        key = self.req.get(cell, 0)
        hand = self.hands[player]
        hand.remove(tile)
        self.masks[player] &= ~(1 << tile)
        self._log.append(player)
        self._put(tile, cell, move.rotation)
        if opening:
            bonus = self._opening_bonus(tile)
        elif key >= 2 * _SIDE:
            # a hexagon closes only at a corner whose two sides both touch tiles
            completed = self._complete_hexagons(cell)
            bonus = self._hexagon_bonus(completed) if completed else ""
        elif key & 7 and key & 56 and key & 448:
            bonus = "bridge"  # one side matched, so the third demand came by a point only
        else:
            bonus = ""
        if bonus:
            items: tuple[ScoreItem, ...] = (self._placement_item(player, tile, bonus),)
            events: tuple[str, ...] = ("place", bonus)
        else:
            items, events = _PLAIN_ITEMS[player][tile], _PLACE_EVENTS
        # PointsMatch.add, inlined (Triominos' target must be passed: strictly_above)
        match = self.match
        totals = match.totals
        totals[player] += items[0].points
        match.round_points[-1][player] += items[0].points
        if totals[player] > TARGET:
            match.crossed = True
        self._forced = -1
        if not hand:
            settlement = self._going_out(player)
            more = self._end_round(settlement, "out", player)
            return move_result(player, move, (*items, *settlement), (*events, *more))
        self._player = (player + 1) % len(self.hands)
        self._draws = 0
        if self.pool or any(self._can_place(m) for m in self.masks):
            return move_result(player, move, items, events)
        settlement = self._blocked()
        more = ["blocked", *self._end_round(settlement, "blocked", None)]
        return move_result(player, move, (*items, *settlement), (*events, *more))

    def _next_turn(self, items: list[ScoreItem]) -> list[str]:
        """Pass the turn on; with an empty pool and nobody able to place, the round is blocked
        (its settlement joins ``items``)."""
        self._player = (self._player + 1) % len(self.hands)
        self._draws = 0
        if self.pool or any(self._can_place(m) for m in self.masks):
            return []
        settlement = self._blocked()
        items.extend(settlement)
        return ["blocked", *self._end_round(settlement, "blocked", None)]

    # -- what the table has seen ----------------------------------------------------------
    def void_evidence(self, seat: int) -> list[int]:
        """What the table has seen of ``seat``'s rack this round: one tile mask per tile in it,
        oldest first; the rack's tiles can be matched one to one to these masks so that no tile
        lies in its own mask. Public knowledge: every seat saw the same draws and passes.

        A seat that draws is taken to hold no tile that fits anywhere then (drawing is legal
        with a tile that fits but costs 5 points and a bigger rack); a pass with the pool empty
        proves it (a pass after three draws, allowed with a tile that fits, says nothing). A
        seat that lays a tile is taken to hold no other tile that could have scored more than
        ``POINTS_SLACK`` points more (unless the tile is a triple, which fits few places and is
        often laid for that). A laid tile leaves as the oldest rack tile whose mask allows it
        (the guess that rules out the fewest deals); when none does, a guess was wrong, and what
        was guessed of that seat is forgotten.
        """
        return list(self._evidence()[seat])

    def _evidence(self) -> list[list[int]]:
        cached = self._voids
        if cached is None or cached[0] != len(self._log):
            cached = self._voids = (len(self._log), self._replay_log())
        return cached[1]

    def _replay_log(self) -> list[list[int]]:
        """The evidence, from the round's log laid again on an empty layout. Masks stay nested
        (an older rack tile saw every draw a newer one saw), which ``arrange_hidden`` uses."""
        base, racks = self._log_base
        layout = TriominosState.__new__(TriominosState)
        layout.board, layout.req, layout.front, layout.placed = {}, {}, {}, []
        placed = iter(self.placed)
        for cell, ori in islice(placed, base):
            layout._put(ori // 3, cell, ori % 3)
        layout.hexes = []
        voids = [[0] * size for size in racks]
        fits = -1  # the tiles that fit somewhere on this layout, once asked
        for event in self._log:
            kind, seat = divmod(event, 8)
            if kind == 0:
                cell, ori = next(placed)
                tile = ori // 3
                rest = _without_tile(voids[seat], tile)
                if layout.board and rest and tile not in TRIPLES:
                    # (a triple is often laid for its own sake: it fits few places)
                    better = _scoring_better(layout, TILE_SUMS[tile], cell)
                    rest = [v | better for v in rest]
                voids[seat] = rest
                layout._put(tile, cell, ori % 3)
                layout._complete_hexagons(cell)
                fits = -1
                continue
            if fits < 0:
                fits = reduce(or_, map(_FIT_MASK.__getitem__, layout.front.values()), 0)
            voids[seat] = [v | fits for v in voids[seat]]
            if kind == 1:
                voids[seat].append(0)  # the drawn tile: nothing known of it yet
        return voids

    def arrange_hidden(self, player: int, shuffled: list[int]) -> list[int]:
        """Deal the shuffled unseen tiles so that they fit :meth:`void_evidence` of every other
        seat (used by :meth:`State.sample_hidden`).

        The most constrained rack tile first, each takes the first tile its mask allows, so
        every fitting deal is about equally likely (with nested masks this never strands a
        later one); a rack tile whose evidence cannot be met (a draw made while a tile fitted,
        seen by nobody yet) takes whatever comes first.
        """
        pool = list(shuffled)
        slots = [
            (void, seat)
            for seat, voids in enumerate(self._evidence())
            if seat != player
            for void in voids
        ]
        slots.sort(key=lambda slot: -slot[0].bit_count())
        dealt: list[list[int]] = [[] for _ in self.hands]
        for void, seat in slots:
            index = next((i for i, t in enumerate(pool) if not void >> t & 1), 0) if void else 0
            dealt[seat].append(pool.pop(index))
        # hidden_tiles order: the other racks in seat order, then the pool
        return [t for seat, hand in enumerate(dealt) if seat != player for t in hand] + pool

    # -- placing and bonuses ---------------------------------------------------------------
    def _put(self, tile: int, cell: int, rotation: int) -> None:
        """Lay the tile and bring the constraint keys around it up to date.

        Demands belong to lattice points: every tile round a point touches every other one
        there, so once a tile shows a number at a point, all empty cells round it demand that
        number (and a legal tile can never demand another). So only the corners at which the
        cell had no demand yet show a new number, and the five other cells round such a point
        are all empty: one spread of five updates per new point (one a turn on average) instead
        of visiting all fifteen contacts.
        """
        ori = tile * 3 + rotation
        values = _ORIENTED[ori]
        board, req, front = self.board, self.req, self.front
        board[cell] = ori
        key = req.pop(cell, 0)
        front.pop(cell, None)
        spread = _SPREAD[cell & 1]
        # a point that already shows its number is known to every cell round it
        for corner in _UNKNOWN_CORNERS[key & 511]:
            for delta, bits in spread[corner][values[corner] + 1]:
                other = cell + delta
                old = req.get(other, 0)
                req[other] = old | bits
                if old >= _SIDE:  # already playable: its demands changed
                    now = (old | bits) & 511
                    if _FIT_MASK[now]:
                        front[other] = now
                    else:  # no tile of the set fits any more
                        front.pop(other, None)
        for delta in _SIDES_T[cell & 1]:
            other = cell + delta
            # an empty side neighbour shares two corners, so it has demands (a key) by now;
            # a cell on the table has none
            had = req.get(other)
            if had is not None:
                req[other] = had + _SIDE
                # newly playable (a playable one's demands are up to date), unless no tile of
                # the set can lie there (a fifth of the front: legal_moves() skips it)
                if had < _SIDE and _FIT_MASK[had & 511]:
                    front[other] = had & 511
        self.placed.append((cell, ori))

    def _complete_hexagons(self, cell: int) -> list[int]:
        """Vertices around which the tile just put on ``cell`` closed a hexagon."""
        board = self.board
        parity = cell & 1
        completed = []
        for corner, around in enumerate(_AROUND[parity]):
            if all(cell + d in board for d in around):
                completed.append(cell + _CORNER_VERTEX[parity][corner])
        self.hexes.extend(completed)
        return completed

    def _hexagon_bonus(self, completed: list[int]) -> str:
        """The bonus for the hexagons just ``completed`` (already in ``hexes``)."""
        hexes = set(self.hexes)
        for vertex in completed:
            if any(vertex + a in hexes and vertex + b in hexes for a, b in _TRIPLE_PAIRS):
                return "triple_hexagon"
        for vertex in completed:
            if any(vertex + d in hexes for d in _VERTEX_NEIGHBOURS):
                return "double_hexagon"
        return "hexagon"

    def _is_bridge(self, cell: int) -> bool:
        """One side matched; the corner opposite it touches a tile (only at that point).

        From the board, for the AI's look-ahead and the tests; ``_place`` reads the same answer
        from the cell's key (one side, three demands)."""
        board = self.board
        parity = cell & 1
        for side, delta in enumerate(_SIDES_T[parity]):
            if cell + delta in board:
                # a plain loop: any() of a generator is slower in this hot path
                for d in _POINT_ONLY[parity][side]:  # noqa: SIM110
                    if cell + d in board:
                        return True
                return False
        return False

    def _opening_bonus(self, tile: int) -> str:
        return "triple_opening" if self.game.options["classic_opening"] and tile in TRIPLES else ""

    @staticmethod
    def _placement_item(player: int, tile: int, bonus: str) -> ScoreItem:
        item = _PLACEMENT_ITEMS.get((player, tile, bonus))
        if item is None:
            item = _PLACEMENT_ITEMS[player, tile, bonus] = placement_item(player, tile, bonus)
        return item

    # -- round ends ------------------------------------------------------------------------
    def _going_out(self, player: int) -> list[ScoreItem]:
        racks = sum(rack_value(h) for h in self.hands)
        return [
            ScoreItem(player, GOING_OUT_BONUS, "going_out", f"+{GOING_OUT_BONUS} going out"),
            ScoreItem(
                player, racks, "opponents_racks", f"+{racks} opponents' racks", (("racks", racks),)
            ),
        ]

    def _blocked(self) -> list[ScoreItem]:
        values = [rack_value(h) for h in self.hands]
        if self.game.options["classic_blocked"]:
            low = min(values)
            items = []
            for p, value in enumerate(values):
                if value == low:
                    others = sum(v for v in values if v != low)
                    text = f"+{others} others' racks (lowest rack)"
                    items.append(ScoreItem(p, others, "lowest_rack", text, (("racks", others),)))
            return items
        return [
            ScoreItem(p, -v, "own_rack", f"−{v} own rack", (("racks", v),))
            for p, v in enumerate(values)
        ]

    # -- what the view needs ------------------------------------------------------------
    @property
    def round_number(self) -> int:
        """1 for the first round (the last round once the match is over)."""
        return self.match.round_number

    def round_scores(self) -> list[list[int]]:
        """Points each player made in each round so far (the last list is the current round)."""
        return [r[:] for r in self.match.round_points]

    @property
    def draws_this_turn(self) -> int:
        return self._draws

    @property
    def stock_size(self) -> int:
        """Tiles left in the pool."""
        return len(self.pool)

    @property
    def forced_opening(self) -> int | None:
        """Classic opening: the triple the starter must play, else None."""
        return self._forced if self._forced >= 0 else None

    def hand(self, player: int) -> list[int]:
        return list(self.hands[player])

    def board_tiles(self) -> list[PlacedTile]:
        """Every tile on the table, in the order placed."""
        return _placed_tiles(self.placed)

    @property
    def last_round(self) -> RoundSummary | None:
        """How the last finished round ended (None before the first). Built when first read:
        the search ends thousands of rounds whose summary nobody looks at."""
        if self._round_end is not None:
            number, reason, player, points, racks, placed = self._round_end
            board = tuple(_placed_tiles(placed))
            self._last_round = RoundSummary(number, reason, player, points, racks, board)
            self._round_end = None
        return self._last_round

    def hexagons(self) -> list[tuple[int, int]]:
        """Vertices (h, v) of the completed hexagons, in the order completed."""
        return [_vertex_hv(v) for v in self.hexes]

    def playable_cells(self) -> list[tuple[int, int]]:
        """Empty cells sharing a side with the layout where some tile of the set can lie."""
        if not self.board:
            return [OPENING_CELL]
        return [_cell_xy(cell) for cell in self.front]

    def corner_numbers(self, x: int, y: int) -> tuple[int, ...]:
        """The numbers the tiles on the table show at the corners of cell (x, y), each once:
        what a tile laid there meets (empty for a cell no tile touches)."""
        return _demanded(self.req.get(_cell_index(x, y), 0))

    def rotations_that_fit(self, tile: int, x: int, y: int) -> list[int]:
        """Rotations in which ``tile`` may lie at (x, y) now (for the UI's auto-rotate)."""
        if not self.board:
            return list(tile_rotations(tile)) if (x, y) == OPENING_CELL else []
        if abs(x) > _LIMIT or abs(y) > _LIMIT:
            return []
        key = self.front.get(_cell_index(x, y))
        if key is None:
            return []
        return list(_FIT[key].get(tile, ()))

    def demands(self, x: int, y: int) -> tuple[int | None, int | None, int | None] | None:
        """The number each corner of empty cell (x, y) must show (None = free), or None when
        no tile touches the cell or two tiles demand different numbers at one corner."""
        key = self.req.get(_cell_index(x, y))
        if key is None or key & _CONFLICT:
            return None
        a, b, c = _key_demands(key)
        return (
            a if a >= 0 else None,
            b if b >= 0 else None,
            c if c >= 0 else None,
        )

    # -- copies, views, notation ----------------------------------------------------------
    def clone(self) -> TriominosState:
        other = TriominosState.__new__(TriominosState)
        other.game = self.game
        self.share_rng(other)
        other.viewer = self.viewer
        other.board = self.board.copy()
        other.req = self.req.copy()
        other.front = self.front.copy()
        other.placed = self.placed[:]
        other.hexes = self.hexes[:]
        other.hands = [h[:] for h in self.hands]
        other.masks = self.masks[:]
        other._log = self._log[:]
        other._log_base = self._log_base
        other._voids = self._voids
        other.pool = self.pool[:]
        other.match = self.match.copy()
        other.opening_draws = self.opening_draws
        other._last_round = self._last_round
        other._round_end = self._round_end
        other._player = self._player
        other._draws = self._draws
        other._forced = self._forced
        return other

    def hidden_tiles(self, player: int) -> list[int]:
        """The other racks in seat order, then the pool."""
        hidden = [t for p, hand in enumerate(self.hands) if p != player for t in hand]
        return hidden + self.pool

    def set_hidden_tiles(self, player: int, tiles: Sequence[int]) -> None:
        if sorted(tiles) != sorted(self.hidden_tiles(player)):
            raise ValueError("hidden tiles must be the other racks' and the pool's tiles")
        rest = list(tiles)
        for p, hand in enumerate(self.hands):
            if p != player:
                self.hands[p] = rest[: len(hand)]
                self.masks[p] = _mask(self.hands[p])
                rest = rest[len(hand) :]
        self.pool = rest

    def tile_census(self) -> dict[str, list[int]]:
        census = {"board": [ori // 3 for ori in self.board.values()]}
        for p, hand in enumerate(self.hands):
            census[f"hand{p}"] = list(hand)
        census["stock"] = list(self.pool)
        return census

    def fingerprint(self) -> Hashable:
        return (
            self.match.round_number,
            tuple(self.placed),
            tuple(tuple(h) for h in self.hands),
            tuple(self.pool),
            tuple(self.match.totals),
            tuple(tuple(r) for r in self.match.round_points),
            self.match.over,
            self._player,
            self._draws,
            self._forced,
            self.match.crossed,
        )

    def _parse_move(self, text: str) -> Move:
        word = text.strip().lower()
        if word == "draw":
            return DRAW
        if word == "pass":
            return PASS
        m = _MOVE_RE.match(text)
        if m:
            tile = _tile_from_name(m.group(1))
            x, y = int(m.group(2)), int(m.group(3))
            if m.group(4) is not None:
                rotation = int(m.group(4))
                if rotation > 2:
                    raise InvalidMoveError(
                        f"rotation must be 0, 1 or 2, not {rotation}", key="bad_rotation"
                    )
                # a triple looks the same in every rotation: there is only rotation 0
                return Place(tile, x, y, rotation if len(tile_rotations(tile)) > 1 else 0)
            fits = self.rotations_that_fit(tile, x, y)
            return Place(tile, x, y, fits[0] if fits else 0)
        raise InvalidMoveError(
            f"'{text}' is not a Triominos move (expected e.g. '015@3,-2/1', 'draw' or 'pass')",
            key="bad_notation", text=text,
        )  # fmt: skip

    def __repr__(self) -> str:
        racks = [" ".join(tile_name(t) for t in h) for h in self.hands]
        return (
            f"<Triominos round={self.round_number} tiles={len(self.board)} pool={len(self.pool)} "
            f"racks={racks} scores={self.match.totals} to_move={self.current_player} "
            f"draws={self._draws}>"
        )


def placement_item(player: int, tile: int, bonus: str) -> ScoreItem:
    """The score line of a placement: the tile's sum plus its bonus ("7 + hexagon 50")."""
    points = TILE_SUMS[tile]
    if not bonus:
        return ScoreItem(player, points, "tile", str(points), (("sum", points),))
    extra = opening_bonus(tile) if bonus == "triple_opening" else BONUS_POINTS[bonus]
    return ScoreItem(
        player, points + extra, bonus, f"{points} + {BONUS_NAMES[bonus]} {extra}",
        (("sum", points), ("bonus", bonus), ("bonus_points", extra)),
    )  # fmt: skip


# Score lines and draw results never change, so they are built once (playouts make thousands).
_PLACEMENT_ITEMS: dict[tuple[int, int, str], ScoreItem] = register_cache(
    "triominos._PLACEMENT_ITEMS", {}
)
_DRAW_RESULTS: dict[tuple[int, int], MoveResult] = register_cache("triominos._DRAW_RESULTS", {})
#: per player and tile, the score lines of a placement without a bonus (most placements)
_PLAIN_ITEMS: tuple[tuple[tuple[ScoreItem], ...], ...] = tuple(
    tuple((placement_item(p, t, ""),) for t in range(len(TILES)))
    for p in range(TriominosGame.max_players)
)
_PLACE_EVENTS = ("place",)


def bonus_points(state: TriominosState, cell: int, key: int) -> int:
    """The bonus a tile put on empty ``cell`` (constraint ``key``) earns; 0 for none. The same for
    every tile that fits there (used by the AI and by :meth:`TriominosState.void_evidence`)."""
    board = state.board
    parity = cell & 1
    if key >= 2 * _SIDE:
        completed = [
            cell + _CORNER_VERTEX[parity][corner]
            for corner, around in enumerate(_AROUND[parity])
            if all(cell + d in board for d in around)
        ]
        if completed:
            hexes = set(state.hexes)
            hexes.update(completed)
            for vertex in completed:
                if any(vertex + a in hexes and vertex + b in hexes for a, b in _TRIPLE_PAIRS):
                    return BONUS_POINTS["triple_hexagon"]
            for vertex in completed:
                if any(vertex + d in hexes for d in _VERTEX_NEIGHBOURS):
                    return BONUS_POINTS["double_hexagon"]
            return BONUS_POINTS["hexagon"]
    if key >> 10 == 1 and key & 7 and key & 56 and key & 448:
        # one side matched and all three corners demanded: the third demand came from a tile
        # touching only at the opposite point (the engine's _place reads a bridge the same way)
        return BONUS_POINTS["bridge"]
    return 0


_DRAWN, _PASSED = 8, 16  # log kinds (see TriominosState._log)
#: a player is taken never to lay a tile while another tile of the rack could score more than
#: this many points more (the Intermediate did not once in 517 moves; more than 0: 2.7 % of them)
POINTS_SLACK = 5
#: _SUM_ABOVE[n + 1]: the tiles whose numbers add up to more than n (n = -1 .. 15)
_SUM_ABOVE: tuple[int, ...] = tuple(
    sum(1 << t for t, total in enumerate(TILE_SUMS) if total > n) for n in range(-1, 16)
)


def _scoring_better(layout: TriominosState, points: int, cell: int) -> int:
    """The tiles that could have scored more than ``POINTS_SLACK`` more than a tile of ``points``
    laid on ``cell`` (its numbers; the bonus is the cell's): anywhere on the layout."""
    req = layout.req
    floor = points + bonus_points(layout, cell, req[cell]) + POINTS_SLACK
    better = 0
    for other, key in layout.front.items():
        need = floor - bonus_points(layout, other, req[other])
        if need < 16:
            better |= _FIT_MASK[key] & _SUM_ABOVE[max(need, -1) + 1]
    return better


def rack_fits_evidence(rack: Sequence[int], voids: Sequence[int]) -> bool:
    """Whether the rack's tiles can be given one to one to the masks of
    :meth:`TriominosState.void_evidence`, none to a mask that holds it (tests, benchmarks)."""
    owner: dict[int, int] = {}

    def give(slot: int, tried: set[int]) -> bool:
        for tile in rack:
            if not voids[slot] >> tile & 1 and tile not in tried:
                tried.add(tile)
                if tile not in owner or give(owner[tile], tried):
                    owner[tile] = slot
                    return True
        return False

    return len(rack) == len(voids) and all(give(slot, set()) for slot in range(len(voids)))


def _without_tile(voids: list[int], tile: int) -> list[int]:
    """``voids`` less the oldest mask that allows ``tile``; all blank when none does."""
    for i, void in enumerate(voids):
        if not void >> tile & 1:
            return voids[:i] + voids[i + 1 :]
    return [0] * (len(voids) - 1)


def _draw_result(player: int, number: int) -> MoveResult:
    """The result of ``player``'s ``number``-th draw of a turn (−5)."""
    result = _DRAW_RESULTS.get((player, number))
    if result is None:
        item = ScoreItem(
            player, -DRAW_PENALTY, "draw_penalty", f"−{DRAW_PENALTY} draw", (("draw", number),)
        )
        result = _DRAW_RESULTS[player, number] = move_result(player, DRAW, (item,), ("draw",))
    return result


#: per player and draw of the turn (1-3, at index 0-2), its result
_DRAW_TABLE: tuple[tuple[MoveResult, ...], ...] = tuple(
    tuple(_draw_result(p, n) for n in range(1, MAX_DRAWS + 1))
    for p in range(TriominosGame.max_players)
)


def _mask(tiles: Sequence[int]) -> int:
    mask = 0
    for tile in tiles:
        mask |= 1 << tile
    return mask


def _tile_from_name(name: str) -> int:
    tile = TILE_BY_NAME.get(name)
    if tile is None:
        raise InvalidMoveError(
            f"'{name}' is not a Triominos tile (three numbers 0-5 in ascending order, "
            "e.g. 015 or 334)",
            key="bad_tile", tile=name,
        )  # fmt: skip
    return tile


def rack_value(tiles: Sequence[int]) -> int:
    """The sum of all numbers on the given tiles."""
    return sum(TILE_SUMS[t] for t in tiles)


def opening_bonus(tile: int) -> int:
    """Classic opening bonus for starting with a triple: +10, or +40 for 0-0-0."""
    return 40 if TILES[tile] == (0, 0, 0) else 10


def _demanded(key: int) -> tuple[int, ...]:
    """The numbers a cell's neighbours show at its corners (each once, corner order)."""
    return tuple(dict.fromkeys(n for n in _key_demands(key & 511) if n >= 0))


def describe_demands(key: int) -> str:
    """English list of a constraint key's demands, e.g. ``"corner 0 = 3, corner 2 = 5"``."""
    parts = [f"corner {c} = {n}" for c, n in enumerate(_key_demands(key & 511)) if n >= 0]
    return ", ".join(parts) if parts else "anything"


__all__ = [
    "DRAW", "PASS", "Draw", "Pass", "Place", "PlacedTile", "RoundSummary", "TILES",
    "TILE_NAMES", "TriominosGame", "TriominosState", "oriented", "rack_value", "tile_name",
    "tile_numbers", "tile_rotations",
]  # fmt: skip
