"""Holandski domino ("Dutch domino"): double-nine, a four-armed spinner, buying, leaving the
round and loss circles (kružići).

Rules: ``docs/rules`` in the app; decisions in ``docs/decisions.md``.

The model
---------
* Tiles are ids into :data:`TILES`, the double-nine set ``(a, b)`` with ``a <= b`` in
  lexicographic order (``0-0`` = 0 … ``9-9`` = 54). The double-eight option uses the subset of
  the same ids without a 9, so an id always means the same tile.
* The whole match is one state. A round: the opener lays a double, the **spinner** (arm
  ``SPINNER`` = -1); the next four tiles must go on its four sides, the arms ``N E S W``
  (0..3, see :mod:`.geometry.domino_line`); after that each arm grows at its open end.
  ``arms[a]`` lists the tile ids of arm ``a`` from the spinner outwards, ``ends[a]`` its open
  number (-1 while the side is empty).
* A turn is a series of moves by one seat: ``buy`` (at most 2 per turn, allowed even when the
  player could play), then one placement ``TILE@ARM`` (``6-6@C`` for the opening double), or
  ``pass`` when no tile fits after the required buying. A player who lays his last tile leaves
  the round; the **keep-it-open** rule decides where a last tile may go.
* The end of a round (last player holding tiles, or a blocked layout) is settled inside the move
  that caused it: that move's :class:`ScoreItem` gives the loser −1 (one kružić) and the next
  round is dealt at once from ``state.rng``. ``scores()`` is therefore −kružići per seat;
  :meth:`DutchDominoState.outcome` names the last player standing.

Drawing data for the view (no Qt types)
---------------------------------------
* :meth:`DutchDominoState.board_tiles` — one :class:`~.geometry.domino_line.LineTile` per tile
  on the table, in the order placed: tile id, arm (``SPINNER`` or 0..3 = N E S W), index along
  the arm (0 touches the spinner) and its numbers as they lie: ``near`` (towards the spinner)
  and ``far`` (pointing away; the open end of the arm when last).
* :meth:`DutchDominoState.layout` — the same tiles as rectangles in abstract units (a tile is
  2 × 1, y down), long arms bent into rows; :meth:`DutchDominoState.targets` — where the next
  tile of each arm would lie (drop targets). Both come from :func:`~.geometry.domino_line.
  layout_line`, whose docstring describes the layout.
* :meth:`DutchDominoState.hand`, :attr:`DutchDominoState.stock_size`, :func:`tile_numbers`,
  :func:`tile_name`; :class:`Place` has ``tile`` and ``arm`` (the drop target).
* Match data: :attr:`~DutchDominoState.kruzici`, :attr:`~DutchDominoState.out`,
  :attr:`~DutchDominoState.in_round`, :attr:`~DutchDominoState.round_number`,
  :attr:`~DutchDominoState.opener`, :attr:`~DutchDominoState.last_round`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

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
from .caching import register_cache
from .geometry.domino_line import (
    DIRECTION_NAMES,
    REACH_X,
    REACH_Y,
    SPINNER,
    LineTile,
    TileRect,
    layout_line,
    target_rects,
)
from .match import CircleMatch
from .randomness import shuffle

BUYS_PER_TURN = 2
KRUZIC_LIMIT = 5
DUPLO_GOLO_PIPS = 13  # the double-blank always counts 13 in a blocked round
SMALL_TABLE_DEAL = 7  # 2 or 3 players
LARGE_TABLE_DEAL = 5  # 4 or more players

# -- the tiles ---------------------------------------------------------------------------------
TILES: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(10) for b in range(a, 10))
assert len(TILES) == 55
_TILE_BY_PAIR: dict[tuple[int, int], int] = {pair: t for t, pair in enumerate(TILES)}
_MASK: tuple[int, ...] = tuple((1 << a) | (1 << b) for a, b in TILES)
_DOUBLE: tuple[bool, ...] = tuple(a == b for a, b in TILES)
_PIPS: tuple[int, ...] = tuple(DUPLO_GOLO_PIPS if a == b == 0 else a + b for a, b in TILES)
_NAMES: tuple[str, ...] = tuple(f"{a}-{b}" for a, b in TILES)
#: _FAR[t][v]: the number left open when tile t is laid against v (-1: it does not fit)
_FAR: tuple[tuple[int, ...], ...] = tuple(
    tuple(b if v == a else a if v == b else -1 for v in range(10)) for a, b in TILES
)
_VALUE_WORDS = ("blanks", "ones", "twos", "threes", "fours", "fives", "sixes", "sevens",
                "eights", "nines")  # fmt: skip


def tile_numbers(tile: int) -> tuple[int, int]:
    """The two numbers of ``tile``, smaller first."""
    return TILES[tile]


def tile_name(tile: int) -> str:
    """``"5-6"``: the numbers, smaller first."""
    return _NAMES[tile]


def tile_pips(tile: int) -> int:
    """Pips (Oka) counted against a player in a blocked round: Duplo-Golo counts 13."""
    return _PIPS[tile]


def tile_id(name: str) -> int:
    """The id of a tile written ``"5-6"`` or ``"6-5"``; raises InvalidMoveError."""
    m = re.fullmatch(r"\s*(\d)\s*-\s*(\d)\s*", name)
    if not m:
        raise InvalidMoveError(
            f"'{name}' is not a tile (write two numbers 0-9, e.g. '5-6')", key="bad_tile", tile=name
        )
    a, b = sorted((int(m.group(1)), int(m.group(2))))
    return _TILE_BY_PAIR[(a, b)]


#: the tile ids of the double-nine and the double-eight set
_SET: dict[int, tuple[int, ...]] = {
    top: tuple(t for t, (_, b) in enumerate(TILES) if b <= top) for top in (9, 8)
}


def _take(pool: list[int], avoid: int, count: int) -> list[int]:
    """Remove and return the first ``count`` tiles of ``pool`` showing no number of ``avoid``."""
    taken: list[int] = []
    if count <= 0:
        return taken
    keep: list[int] = []
    for tile in pool:
        if len(taken) < count and not _MASK[tile] & avoid:
            taken.append(tile)
        else:
            keep.append(tile)
    pool[:] = keep
    return taken


# -- moves ---------------------------------------------------------------------------------
_ARM_NAMES = ("C", *DIRECTION_NAMES)  # index arm + 1


@dataclass(frozen=True, slots=True)
class Place(Move):
    """Lay ``tile`` on ``arm`` (0..3 = N E S W) or, as the opening double, on ``SPINNER``."""

    tile: int
    arm: int

    def __str__(self) -> str:
        return f"{_NAMES[self.tile]}@{_ARM_NAMES[self.arm + 1]}"


@dataclass(frozen=True, slots=True)
class Buy(Move):
    """Take one tile from the boneyard (at most two per turn)."""

    def __str__(self) -> str:
        return "buy"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """End the turn without laying a tile (only when none fits after the required buying)."""

    def __str__(self) -> str:
        return "pass"


BUY = Buy()
PASS = Pass()
_BUY_EVENTS = ("buy",)
_PLACE_EVENTS = ("place",)
_LEFT_EVENTS = ("place", "left")
#: what a buy returns when it ends nothing, per seat (a result is immutable: shared)
_BUY_RESULTS: tuple[MoveResult, ...] = tuple(move_result(p, BUY, (), _BUY_EVENTS) for p in range(6))
#: what a placement returns when it ends nothing, by seat * 256 + tile * 4 + arm (filled as
#: played: 6 seats × 220 placements at most)
_PLACE_RESULTS: dict[int, MoveResult] = register_cache("dutch_domino._PLACE_RESULTS", {})
#: interned placements: _PLACE[tile][arm + 1]
_PLACE: tuple[tuple[Place, ...], ...] = tuple(
    tuple(Place(t, arm) for arm in range(-1, 4)) for t in range(len(TILES))
)
#: _ON_ARMS[tile][arms]: the tile's placements on the arms of the 4-bit mask ``arms``, N first
_ON_ARMS: tuple[tuple[tuple[Place, ...], ...], ...] = tuple(
    tuple(tuple(_PLACE[t][arm + 1] for arm in range(4) if arms >> arm & 1) for arms in range(16))
    for t in range(len(TILES))
)
_LOW: tuple[int, ...] = tuple(a for a, _ in TILES)
_HIGH: tuple[int, ...] = tuple(b for _, b in TILES)

_PLACE_RE = re.compile(r"^\s*(\d)\s*-\s*(\d)\s*(?:@\s*([A-Za-z]+[0-3]?)\s*)?$")
_POSITIONS = {
    "c": SPINNER, "centre": SPINNER, "center": SPINNER, "spinner": SPINNER,
    "n": 0, "e": 1, "s": 2, "w": 3, "arm0": 0, "arm1": 1, "arm2": 2, "arm3": 3,
}  # fmt: skip


# -- round results -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended: its number, the loser (None: nobody), why, and what was left.

    ``reason``: ``"last"`` (the last player holding tiles), ``"blocked_pips"``,
    ``"blocked_tiles"`` (most pips tied, more tiles) or ``"blocked_draw"`` (nobody loses).
    ``pips``/``tiles``: per seat, what the seat still held (0 for seats not in the round).
    """

    number: int
    loser: int | None
    reason: str
    pips: tuple[int, ...]
    tiles: tuple[int, ...]


# -- the game ------------------------------------------------------------------------------
class DutchDominoGame(Game):
    id: ClassVar[str] = "dutch_domino"
    name: ClassVar[str] = N_("Holandski domino")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("double", 9, (9, 8), N_("Set"), (N_("double-nine"), N_("double-eight"))),
    )

    @property
    def top(self) -> int:
        """The highest number of the set (9 or 8)."""
        return int(self.options["double"])

    def tile_ids(self) -> list[int]:
        return list(_SET[self.top])

    def new_initial_state(self, seed: int | None = None) -> DutchDominoState:
        return DutchDominoState.new_match(self, seed)


class DutchDominoState(State):
    """A Holandski domino match in progress. See the module docstring."""

    __slots__ = (
        "_rng", "_rng_shared",
        "game", "viewer", "hands", "stock", "aside", "spinner", "spinner_value", "arms",
        "ends", "order", "counts", "in_round", "match", "_player", "_buys", "_tries",
        "_opener", "_next_opener", "_over", "_last_round", "void_all", "void_old", "void_fresh",
        "_by_end", "_open",
    )  # fmt: skip

    game: DutchDominoGame
    hands: list[list[int]]
    stock: list[int]
    aside: list[int]
    spinner: int
    spinner_value: int
    arms: list[list[int]]
    ends: list[int]
    order: list[int]
    counts: list[int]
    in_round: list[bool]
    match: CircleMatch
    _player: int
    _buys: int
    _tries: int
    _opener: int
    _next_opener: int | None
    _over: bool
    _last_round: RoundResult | None
    #: what the table has seen of each seat's hand (see :meth:`void_evidence`)
    void_all: list[int]
    void_old: list[int]
    void_fresh: list[int]
    #: _by_end[v]: the arms (a 4-bit mask) a tile showing v may be laid on now: while the
    #: spinner's sides fill, the free sides under the spinner's number; then each arm under its
    #: open end (kept by _lay, so a turn's placements are a look-up per tile)
    _by_end: list[int]
    #: the numbers (a bit mask) a tile must show to be laid: _open_mask()
    _open: int

    # -- setting up ----------------------------------------------------------------------
    @classmethod
    def _blank(cls, game: DutchDominoGame, seed: int | None) -> DutchDominoState:
        state = cls.__new__(cls)
        state.game = game
        state.rng = random.Random(seed)
        state.viewer = None
        n = game.num_players
        state.hands = [[] for _ in range(n)]
        state.stock = []
        state.aside = []
        state.match = CircleMatch(n, limit=KRUZIC_LIMIT)
        state.in_round = [True] * n
        state._clear_table()
        state._player = 0
        state._buys = 0
        state._tries = 0
        state._opener = 0
        state._next_opener = None
        state._over = False
        state._last_round = None
        state._forget_voids()
        return state

    @classmethod
    def new_match(cls, game: DutchDominoGame, seed: int | None) -> DutchDominoState:
        state = cls._blank(game, seed)
        state._deal()
        return state

    def _clear_table(self) -> None:
        self.spinner = -1
        self.spinner_value = -1
        self.arms = [[], [], [], []]
        self.ends = [-1, -1, -1, -1]
        self.order = []
        self.counts = [0] * 10
        self._by_end = [0] * 10
        self._open = 0

    def _deal(self) -> None:
        """Shuffle the whole set and deal a round to the seats still in the match."""
        tiles = list(_SET[self.game.top])
        shuffle(self.rng, tiles)
        active = self.match.active()
        size = SMALL_TABLE_DEAL if len(active) <= 3 else LARGE_TABLE_DEAL
        self.hands = [[] for _ in range(self.num_players)]
        for seat in active:
            self.hands[seat] = [tiles.pop() for _ in range(size)]
        self.stock = tiles
        self.aside = []
        self._clear_table()
        self.in_round = [seat in active for seat in range(self.num_players)]
        self._opener = self._designated_opener(active)
        self._player = self._opener
        self._buys = 0
        self._tries = 0
        self._forget_voids()

    def _designated_opener(self, active: list[int]) -> int:
        """The previous loser if still in; else the heaviest double; else the first seat."""
        if self._next_opener is not None and self._next_opener in active:
            return self._next_opener
        best, holder = -1, active[0]
        for seat in active:
            for tile in self.hands[seat]:
                if _DOUBLE[tile] and TILES[tile][0] > best:
                    best, holder = TILES[tile][0], seat
        return holder

    # -- contract ------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return -1 if self._over else self._player

    def is_terminal(self) -> bool:
        return self._over

    def apply(self, move: Move) -> MoveResult:
        """``State.apply`` (check, then apply), a placement's and a buy's check and move made
        straight away instead of through check_move and _apply (a match makes ~600 moves)."""
        if self._over:
            raise IllegalMoveError("the game is over", key="game_over")
        if isinstance(move, Place):
            self._check_placement(move)
            return self._place(self._player, move)
        if isinstance(move, Buy):
            if self._buys >= BUYS_PER_TURN or not self.stock:
                self._check_buy()
            return self._buy(self._player, move)
        self.check_move(move)
        return self._apply(move)

    def scores(self) -> list[int]:
        return [-c for c in self.match.circles]

    def outcome(self) -> Outcome:
        """The winner is the last player standing (fewer than 5 kružići)."""
        return Outcome(tuple(self.scores()), self.match.winners())

    def legal_moves(self) -> list[Move]:
        if self._over:
            return []
        hand = self.hands[self._player]
        if len(hand) > 1 and self.spinner >= 0:  # _placements' usual case, inline
            by_end = self._by_end
            moves: list[Move] = [
                place for t in hand for place in _ON_ARMS[t][by_end[_LOW[t]] | by_end[_HIGH[t]]]
            ]
        else:
            moves = self._placements()
        if self._buys < BUYS_PER_TURN and self.stock:
            moves.append(BUY)
        elif not moves:
            moves.append(PASS)
        return moves

    def _placements(self) -> list[Move]:
        hand = self.hands[self._player]
        if self.spinner < 0:
            return [_PLACE[t][0] for t in hand if _DOUBLE[t]]
        # in hand order, each tile on the arms its numbers may go on (the spinner's free sides
        # first: _by_end)
        by_end = self._by_end
        moves: list[Move] = [
            place for t in hand for place in _ON_ARMS[t][by_end[_LOW[t]] | by_end[_HIGH[t]]]
        ]
        if len(hand) == 1 and len(moves) > 1:
            ends = self.ends
            required = self.keep_open_value(hand[0])
            if required is not None:
                moves = [mv for mv in moves if isinstance(mv, Place) and ends[mv.arm] == required]
        return moves

    def keep_open_value(self, tile: int) -> int | None:
        """The number a player's *last* tile must be laid on (keep the game open), or None.

        Only when the tile could go on both of its numbers and one of them has been played more
        often: it must cover that one, leaving the scarcer number open. Equal counts: free.
        """
        a, b = TILES[tile]
        if a == b or self.spinner < 0 or -1 in self.ends:
            return None
        if a not in self.ends or b not in self.ends:
            return None
        ca, cb = self.counts[a], self.counts[b]
        if ca == cb:
            return None
        return a if ca > cb else b

    def check_move(self, move: Move) -> None:
        if isinstance(move, Place):
            self._check_placement(move)
        elif isinstance(move, Buy):
            if self._buys >= BUYS_PER_TURN or not self.stock:
                self._check_buy()
        elif isinstance(move, Pass):
            self._check_pass()
        else:
            raise InvalidMoveError(f"{move!r} is not a Holandski domino move", key="not_a_move")

    def _check_placement(self, move: Place) -> None:
        tile, arm = move.tile, move.arm
        hand = self.hands[self._player]
        # the common case, a legal placement (not a last tile: keep it open), without building
        # a message's texts
        if tile in hand and self.spinner >= 0 and len(hand) > 1 and 0 <= arm <= 3:
            by_end = self._by_end
            if (by_end[_LOW[tile]] | by_end[_HIGH[tile]]) >> arm & 1:
                return
        self._check_place(move)

    def _check_buy(self) -> None:
        if self._buys >= BUYS_PER_TURN:
            raise IllegalMoveError(
                f"you have already bought {BUYS_PER_TURN} tiles this turn: lay a tile or pass",
                key="buy_limit", limit=BUYS_PER_TURN,
            )  # fmt: skip
        if not self.stock:
            raise IllegalMoveError("the boneyard is empty", key="stock_empty")

    def _check_pass(self) -> None:
        placements = self._placements()
        if placements:
            raise IllegalMoveError(
                f"you can lay a tile (e.g. {placements[0]}), so you may not pass",
                key="must_place", example=str(placements[0]),
            )  # fmt: skip
        if self._buys < BUYS_PER_TURN and self.stock:
            raise IllegalMoveError(
                f"no tile fits, so you must buy first (bought {self._buys} of "
                f"{BUYS_PER_TURN} this turn)",
                key="must_buy", bought=self._buys,
            )  # fmt: skip

    def _check_place(self, move: Place) -> None:
        if not 0 <= move.tile < len(TILES) or not -1 <= move.arm <= 3:
            raise InvalidMoveError(f"{move!r} is not a Holandski domino move", key="not_a_move")
        name = _NAMES[move.tile]
        hand = self.hands[self._player]
        if move.tile not in hand:
            raise IllegalMoveError(f"tile {name} is not in your hand", key="not_in_hand", tile=name)
        if self.spinner < 0:
            self._check_opening(move, name)
            return
        if move.arm == SPINNER:
            raise IllegalMoveError(
                f"the spinner {_NAMES[self.spinner]} is already on the table: lay your tile on "
                "an arm (N, E, S or W)",
                key="spinner_taken", spinner=_NAMES[self.spinner],
            )  # fmt: skip
        if -1 in self.ends:
            self._check_spinner_side(move, name)
            return
        end = self.ends[move.arm]
        arm = DIRECTION_NAMES[move.arm]
        if _FAR[move.tile][end] < 0:
            raise IllegalMoveError(
                f"{name} does not match the open {end} of arm {arm}",
                key="no_match", tile=name, arm=arm, end=end,
            )  # fmt: skip
        if len(hand) == 1:
            required = self.keep_open_value(move.tile)
            if required is not None and end != required:
                other = end
                raise IllegalMoveError(
                    f"keep the game open: your last tile {name} must go on a {required} — "
                    f"{_VALUE_WORDS[required]} have been played {self.counts[required]} times, "
                    f"{_VALUE_WORDS[other]} only {self.counts[other]} times",
                    key="keep_open", tile=name, required=required,
                    required_count=self.counts[required], other=other,
                    other_count=self.counts[other],
                )  # fmt: skip

    def _check_opening(self, move: Place, name: str) -> None:
        if not _DOUBLE[move.tile]:
            raise IllegalMoveError(
                f"the first tile of a round must be a double, not {name}",
                key="open_with_double", tile=name,
            )  # fmt: skip
        if move.arm != SPINNER:
            raise IllegalMoveError(
                f"the opening double goes in the centre: write {name}@C",
                key="open_in_centre", tile=name,
            )  # fmt: skip

    def _check_spinner_side(self, move: Place, name: str) -> None:
        arm = DIRECTION_NAMES[move.arm]
        v = self.spinner_value
        if self.ends[move.arm] >= 0:
            free = ", ".join(DIRECTION_NAMES[a] for a in range(4) if self.ends[a] < 0)
            raise IllegalMoveError(
                f"the four sides of the spinner must be filled first: side {arm} already has "
                f"a tile (free: {free})",
                key="spinner_side_taken", arm=arm, free=free,
            )  # fmt: skip
        if _FAR[move.tile][v] < 0:
            raise IllegalMoveError(
                f"a tile beside the spinner {_NAMES[self.spinner]} must show a {v}; {name} "
                "does not",
                key="spinner_side_value", tile=name, value=v,
            )  # fmt: skip

    # -- applying ------------------------------------------------------------------------
    def _apply(self, move: Move) -> MoveResult:
        player = self._player
        if isinstance(move, Place):
            return self._place(player, move)
        if isinstance(move, Buy):
            return self._buy(player, move)
        assert isinstance(move, Pass)
        return self._pass(player, move)

    def _buy(self, player: int, move: Buy) -> MoveResult:
        self._note_buy(player)
        stock = self.stock
        self.hands[player].append(stock.pop())
        self._buys += 1
        if not stock and self.spinner >= 0 and not self._anyone_can_place():
            return self._end_blocked(player, move, _BUY_EVENTS)
        return _BUY_RESULTS[player] if move is BUY else move_result(player, move, (), _BUY_EVENTS)

    def _place(self, player: int, move: Place) -> MoveResult:
        tile = move.tile
        self._note_placed(player, tile)
        hand = self.hands[player]
        hand.remove(tile)
        self._lay(tile, move.arm)
        events: tuple[str, ...] = _PLACE_EVENTS
        if not hand:
            self.in_round[player] = False
            events = _LEFT_EVENTS
            remaining = [p for p in range(self.num_players) if self.in_round[p]]
            if len(remaining) == 1:
                return self._end_round(player, move, events, remaining[0], "last")
        self._buys = 0
        if not self.stock and not self._anyone_can_place():
            return self._end_blocked(player, move, events)
        # the next seat still in the round (_next_seat, its usual case inline)
        in_round = self.in_round
        following = player + 1 if player + 1 < len(in_round) else 0
        self._player = following if in_round[following] else self._next_seat(player)
        if events is _PLACE_EVENTS and move.arm >= 0:
            key = player << 8 | tile << 2 | move.arm
            result = _PLACE_RESULTS.get(key)
            if result is None or result.move is not move:
                result = _PLACE_RESULTS[key] = move_result(player, move, (), events)
            return result
        return move_result(player, move, (), events)

    def _pass(self, player: int, move: Pass) -> MoveResult:
        self._buys = 0
        if self.spinner >= 0:
            self._note_void(player, self._open_mask())
        else:
            # the right to open passes on; once everybody has tried, the round is redealt
            self._tries += 1
            if self._tries >= sum(self.in_round):
                self._deal()
                return move_result(player, move, (), ("pass", "redeal"))
        self._player = self._next_seat(player)
        return move_result(player, move, (), ("pass",))

    def _lay(self, tile: int, arm: int) -> None:
        a, b = TILES[tile]
        self.counts[a] += 1
        if b != a:
            self.counts[b] += 1
        self.order.append(arm)
        if arm == SPINNER:
            self.spinner, self.spinner_value = tile, a
            self._open_arms()
            return
        ends, line = self.ends, self.arms[arm]
        if not line or -1 in ends:  # a side of the spinner
            near = ends[arm] if line else self.spinner_value
            line.append(tile)
            ends[arm] = _FAR[tile][near]
            self._open_arms()
            return
        near = ends[arm]
        line.append(tile)
        far = ends[arm] = _FAR[tile][near]
        by_end, bit = self._by_end, 1 << arm
        by_end[near] &= ~bit
        if not by_end[near]:  # no arm ends in it any more
            self._open &= ~(1 << near)
        by_end[far] |= bit
        self._open |= 1 << far

    def _open_arms(self) -> None:
        """_by_end and _open from the table (the spinner laid, or one of its sides)."""
        by_end = self._by_end = [0] * 10
        ends = self.ends
        if -1 in ends:
            v = self.spinner_value
            by_end[v] = sum(1 << arm for arm in range(4) if ends[arm] < 0)
            self._open = 1 << v
            return
        self._open = 0
        for arm, end in enumerate(ends):
            by_end[end] |= 1 << arm
            self._open |= 1 << end

    def _next_seat(self, seat: int) -> int:
        n = len(self.hands)
        for step in range(1, n + 1):
            other = (seat + step) % n
            if self.in_round[other]:
                return other
        return seat

    def _open_mask(self) -> int:
        return self._open

    def _anyone_can_place(self) -> bool:
        mask = self._open_mask()
        for seat, hand in enumerate(self.hands):
            if self.in_round[seat]:
                for t in hand:
                    if _MASK[t] & mask:
                        return True
        return False

    # -- what the table has seen ----------------------------------------------------------
    def _forget_voids(self) -> None:
        n = self.num_players
        self.void_all = [0] * n
        self.void_old = [0] * n
        self.void_fresh = [0] * n

    def _note_void(self, seat: int, mask: int) -> None:
        """``seat`` holds no tile showing a number of ``mask`` (it passed, or had to buy)."""
        self.void_all[seat] |= mask
        if self.void_fresh[seat] and not self.void_old[seat] & ~self.void_all[seat]:
            # the new void covers the old one: every tile now obeys the same mask
            self.void_old[seat] = 0
            self.void_fresh[seat] = 0

    def _note_buy(self, seat: int) -> None:
        """Buying is taken as having had nothing to lay (buying with a playable tile is legal
        but seldom wise); the bought tile itself is unknown. (``_note_void`` of the open
        numbers, then the void grows old, with the seat's lists read once.)"""
        void_all, void_old, void_fresh = self.void_all, self.void_old, self.void_fresh
        every = void_all[seat]
        if self.spinner >= 0:
            every |= self._open
            if void_fresh[seat] and not void_old[seat] & ~every:
                void_old[seat] = void_fresh[seat] = 0
        void_old[seat] |= every
        void_all[seat] = 0
        void_fresh[seat] += 1

    def _note_placed(self, seat: int, tile: int) -> None:
        """A laid tile that shows a "void" number proves the guess wrong, or was a fresh one."""
        mask = _MASK[tile]
        void_old, void_fresh = self.void_old, self.void_fresh
        old, fresh = void_old[seat], void_fresh[seat]
        if mask & self.void_all[seat] or (mask & old and not fresh):
            self.void_all[seat] = void_old[seat] = void_fresh[seat] = 0
        elif mask & old:
            void_fresh[seat] = fresh - 1
        elif fresh >= len(self.hands[seat]):
            void_fresh[seat] = len(self.hands[seat]) - 1

    def void_evidence(self, seat: int) -> tuple[int, int, int]:
        """What the table has seen of ``seat``'s hand this round, as bit masks of numbers:
        ``(all, old, fresh)`` — no tile of the hand shows a number of ``all``, and all but
        ``fresh`` of them (the tiles bought since) show none of ``old`` either.

        Passing proves a void; buying is *taken* to mean the seat had nothing to lay. This is
        public knowledge: every seat saw the same passes and buys. :meth:`arrange_hidden` deals
        the unseen tiles accordingly (and relaxes it when the guesses cannot all hold).
        """
        return self.void_all[seat], self.void_old[seat], self.void_fresh[seat]

    def arrange_hidden(self, player: int, shuffled: list[int]) -> list[int]:
        """Deal the shuffled unseen tiles so that they fit :meth:`void_evidence` of every
        other seat (used by :meth:`sample_hidden`).

        Each seat, the most constrained first, takes the first tiles that obey its masks, so
        every fitting deal is about equally likely; a seat whose evidence cannot be met (a buy
        made with a playable tile in hand) gets whatever is left.
        """
        pool = list(shuffled)
        dealt: dict[int, list[int]] = {}
        seats = [p for p in range(self.num_players) if p != player and self.hands[p]]
        seats.sort(key=lambda p: -(self.void_all[p] | self.void_old[p]).bit_count())
        for seat in seats:
            size = len(self.hands[seat])
            fresh = min(self.void_fresh[seat], size)
            every = self.void_all[seat]
            hand = _take(pool, every | self.void_old[seat], size - fresh)
            hand += _take(pool, every, size - len(hand))
            hand += _take(pool, 0, size - len(hand))
            dealt[seat] = hand
        # hidden_tiles order: the other racks in seat order, then the boneyard
        ordered = [t for seat in range(self.num_players) for t in dealt.get(seat, [])]
        return ordered + pool

    # -- the end of a round ----------------------------------------------------------------
    def _end_blocked(self, player: int, move: Move, events: tuple[str, ...]) -> MoveResult:
        """Most pips loses (Duplo-Golo 13); equal: more tiles; still equal: nobody."""
        seats = [p for p in range(self.num_players) if self.in_round[p]]
        pips = {p: sum(_PIPS[t] for t in self.hands[p]) for p in seats}
        most = max(pips.values())
        heaviest = [p for p in seats if pips[p] == most]
        events = (*events, "blocked")
        if len(heaviest) == 1:
            return self._end_round(player, move, events, heaviest[0], "blocked_pips")
        most_tiles = max(len(self.hands[p]) for p in heaviest)
        fullest = [p for p in heaviest if len(self.hands[p]) == most_tiles]
        if len(fullest) == 1:
            return self._end_round(player, move, events, fullest[0], "blocked_tiles")
        return self._end_round(player, move, events, None, "blocked_draw")

    def _end_round(
        self, player: int, move: Move, events: tuple[str, ...], loser: int | None, reason: str
    ) -> MoveResult:
        n = self.num_players
        pips = tuple(
            sum(_PIPS[t] for t in self.hands[p]) if self.in_round[p] else 0 for p in range(n)
        )
        tiles = tuple(len(self.hands[p]) if self.in_round[p] else 0 for p in range(n))
        number = self.match.round_number
        self._last_round = RoundResult(number, loser, reason, pips, tiles)
        items: tuple[ScoreItem, ...] = ()
        if loser is not None:
            items = (self._kruzic_item(loser, reason, pips[loser], tiles[loser], number),)
        over = self.match.end_round(loser)
        events = (*events, "round_end")
        if loser is not None and self.match.circles[loser] >= KRUZIC_LIMIT:
            events = (*events, "eliminated")
        # the loser opens the next round; after a draw or his elimination the round-1 rule does
        self._next_opener = loser
        if over:
            self._over = True
            return move_result(player, move, items, (*events, "game_end"))
        self._deal()
        return move_result(player, move, items, events)

    @staticmethod
    def _kruzic_item(loser: int, reason: str, pips: int, tiles: int, number: int) -> ScoreItem:
        if reason == "last":
            text = "+1 kružić: last player holding tiles"
        elif reason == "blocked_pips":
            text = f"+1 kružić: blocked round, most pips ({pips})"
        else:
            text = f"+1 kružić: blocked round, most pips ({pips}) and more tiles ({tiles})"
        params = (("reason", reason), ("pips", pips), ("tiles", tiles), ("round", number))
        return ScoreItem(loser, -1, "kruzic", text, params)

    # -- what the view needs --------------------------------------------------------------
    def hand(self, player: int) -> list[int]:
        return list(self.hands[player])

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    @property
    def kruzici(self) -> list[int]:
        """Loss circles of every seat."""
        return list(self.match.circles)

    @property
    def out(self) -> list[bool]:
        """Seats eliminated from the match (5 kružići)."""
        return [c >= KRUZIC_LIMIT for c in self.match.circles]

    @property
    def players_in_round(self) -> list[bool]:
        """Seats still holding tiles in this round."""
        return list(self.in_round)

    @property
    def round_number(self) -> int:
        return self.match.round_number

    @property
    def opener(self) -> int:
        """The designated opener of the current round (before the right to open passed on)."""
        return self._opener

    @property
    def buys_this_turn(self) -> int:
        return self._buys

    @property
    def last_round(self) -> RoundResult | None:
        """How the previous round ended (None in round 1)."""
        return self._last_round

    @property
    def phase(self) -> str:
        """``"opening"`` (no spinner yet), ``"spinner"`` (sides to fill) or ``"arms"``."""
        if self.spinner < 0:
            return "opening"
        return "spinner" if -1 in self.ends else "arms"

    def open_ends(self) -> list[int]:
        """The open number of each arm N, E, S, W (-1: the side is still empty)."""
        return list(self.ends)

    def value_counts(self) -> list[int]:
        """For each number 0..9: tiles on the table showing it (a double counts once)."""
        return list(self.counts)

    def board_tiles(self) -> list[LineTile]:
        """Every tile on the table in the order placed (see the module docstring)."""
        by_arm: list[list[LineTile]] = [[], [], [], []]
        for arm in range(4):
            near = self.spinner_value
            for index, tile in enumerate(self.arms[arm]):
                far = _FAR[tile][near]
                by_arm[arm].append(LineTile(tile, arm, index, near, far))
                near = far
        taken = [0, 0, 0, 0]
        result = []
        for arm in self.order:
            if arm == SPINNER:
                v = self.spinner_value
                result.append(LineTile(self.spinner, SPINNER, 0, v, v))
            else:
                result.append(by_arm[arm][taken[arm]])
                taken[arm] += 1
        return result

    def layout(self, reach_x: float = REACH_X, reach_y: float = REACH_Y) -> list[TileRect]:
        """Rectangles of :meth:`board_tiles`, same order, in abstract units."""
        return layout_line(self.board_tiles(), reach_x, reach_y)

    def targets(self, reach_x: float = REACH_X, reach_y: float = REACH_Y) -> dict[int, TileRect]:
        """Where a tile laid on each arm (or on the centre) would lie."""
        return target_rects(self.board_tiles(), reach_x, reach_y)

    # -- copies, views, notation ----------------------------------------------------------
    def clone(self) -> DutchDominoState:
        other = DutchDominoState.__new__(DutchDominoState)
        other.game = self.game
        self.share_rng(other)
        other.viewer = self.viewer
        other.hands = [h[:] for h in self.hands]
        other.stock = self.stock[:]
        other.aside = self.aside[:]
        other.spinner = self.spinner
        other.spinner_value = self.spinner_value
        other.arms = [a[:] for a in self.arms]
        other.ends = self.ends[:]
        other.order = self.order[:]
        other.counts = self.counts[:]
        other.in_round = self.in_round[:]
        other.match = self.match.copy()
        other._player = self._player
        other._buys = self._buys
        other._tries = self._tries
        other._opener = self._opener
        other._next_opener = self._next_opener
        other._over = self._over
        other._last_round = self._last_round
        other.void_all = self.void_all[:]
        other.void_old = self.void_old[:]
        other.void_fresh = self.void_fresh[:]
        other._by_end = self._by_end[:]
        other._open = self._open
        return other

    def hidden_tiles(self, player: int) -> list[int]:
        """Other seats' racks in seat order, then the boneyard (top last)."""
        unseen: list[int] = []
        for seat, hand in enumerate(self.hands):
            if seat != player:
                unseen.extend(hand)
        unseen.extend(self.stock)
        return unseen

    def set_hidden_tiles(self, player: int, tiles: Sequence[int]) -> None:
        if sorted(tiles) != sorted(self.hidden_tiles(player)):
            raise ValueError("hidden tiles must be the other racks' and the boneyard's tiles")
        pos = 0
        for seat, hand in enumerate(self.hands):
            if seat != player:
                self.hands[seat] = list(tiles[pos : pos + len(hand)])
                pos += len(hand)
        self.stock = list(tiles[pos:])

    def tile_census(self) -> dict[str, list[int]]:
        census = {"board": [self.spinner] if self.spinner >= 0 else []}
        for arm in self.arms:
            census["board"].extend(arm)
        for seat, hand in enumerate(self.hands):
            census[f"hand{seat}"] = list(hand)
        census["stock"] = list(self.stock)
        census["aside"] = list(self.aside)
        return census

    def fingerprint(self) -> Hashable:
        return (
            self.spinner,
            tuple(tuple(a) for a in self.arms),
            tuple(self.order),
            tuple(tuple(h) for h in self.hands),
            tuple(self.stock),
            tuple(self.aside),
            tuple(self.in_round),
            tuple(self.match.circles),
            tuple(self.match.losers),
            self._player,
            self._buys,
            self._tries,
            self._opener,
            self._next_opener,
            self._over,
            tuple(self.void_all),
            tuple(self.void_old),
            tuple(self.void_fresh),
        )

    def _parse_move(self, text: str) -> Move:
        word = text.strip().lower()
        if word == "buy":
            return BUY
        if word == "pass":
            return PASS
        m = _PLACE_RE.match(text)
        if m:
            a, b = sorted((int(m.group(1)), int(m.group(2))))
            if b > self.game.top:
                raise InvalidMoveError(
                    f"'{text}': there is no {a}-{b} in the double-{self.game.top} set",
                    key="not_in_set", text=text,
                )  # fmt: skip
            tile = _TILE_BY_PAIR[(a, b)]
            where = m.group(3)
            if where is None:
                if a != b:
                    raise InvalidMoveError(
                        f"'{text}': say on which arm, e.g. '{a}-{b}@N'",
                        key="missing_arm", text=text,
                    )  # fmt: skip
                return _PLACE[tile][0]  # a bare double is the opening double
            arm = _POSITIONS.get(where.lower())
            if arm is not None:
                return _PLACE[tile][arm + 1]
        raise InvalidMoveError(
            f"'{text}' is not a Holandski domino move (expected 'buy', 'pass', '6-6@C' or "
            "'5-6@N' with N, E, S or W)",
            key="bad_notation", text=text,
        )  # fmt: skip

    # -- test and tutorial positions -----------------------------------------------------
    @classmethod
    def from_position(
        cls,
        game: DutchDominoGame,
        hands: Sequence[Sequence[int | str]],
        *,
        spinner: int | str | None = None,
        arms: Sequence[Sequence[int | str]] = ((), (), (), ()),
        stock: Sequence[int | str] | None = None,
        player: int = 0,
        buys: int = 0,
        kruzici: Sequence[int] | None = None,
        opener: int | None = None,
        seed: int = 0,
    ) -> DutchDominoState:
        """A constructed position (tests, tutorial lessons). Tiles by id or name (``"5-6"``).

        ``stock`` None puts every tile not named elsewhere into the boneyard (sorted, so the
        highest id is bought first); with an explicit ``stock`` the rest is set aside. Seats
        with an empty hand or 5 kružići are not in the round; ``kruzici`` stand for as many
        rounds played (each lost by the seat that has the circle). Raises ValueError when a tile
        appears twice or an arm does not match.
        """
        state = cls._blank(game, seed)

        def ids(tiles: Sequence[int | str]) -> list[int]:
            return [t if isinstance(t, int) else tile_id(t) for t in tiles]

        if kruzici is not None:
            state.match.circles = list(kruzici)
            # a round lost for every circle, seat by seat, so that the match's history (its
            # round number, the rounds the AI credits at par) agrees with its circles
            state.match.losers = [p for p, k in enumerate(kruzici) for _ in range(k)]
        state.hands = [ids(h) for h in hands]
        used = [t for h in state.hands for t in h]
        if spinner is not None:
            double = ids([spinner])[0]
            if not _DOUBLE[double]:
                raise ValueError("the spinner must be a double")
            state._lay(double, SPINNER)
            used.append(double)
        if spinner is None and any(arms):
            raise ValueError("arms need a spinner")
        for arm, arm_tiles in enumerate(arms):
            for tile in ids(arm_tiles):
                near = state.ends[arm] if state.arms[arm] else state.spinner_value
                if _FAR[tile][near] < 0:
                    raise ValueError(f"{_NAMES[tile]} does not match {near} on arm {arm}")
                state._lay(tile, arm)
                used.append(tile)
        rest = [t for t in game.tile_ids() if t not in used]
        if len(set(used)) != len(used) or len(rest) + len(used) != len(game.tile_ids()):
            raise ValueError("every tile may appear only once")
        state.stock = ids(stock) if stock is not None else rest
        state.aside = [t for t in rest if t not in state.stock]
        state.in_round = [
            bool(h) and state.match.circles[p] < KRUZIC_LIMIT for p, h in enumerate(state.hands)
        ]
        state._player = player
        state._buys = buys
        state._opener = player if opener is None else opener
        return state

    def __repr__(self) -> str:
        hands = [" ".join(_NAMES[t] for t in h) for h in self.hands]
        return (
            f"<Holandski round={self.round_number} phase={self.phase} ends={self.ends} "
            f"stock={len(self.stock)} hands={hands} kružići={self.match.circles} "
            f"to_move={self.current_player}>"
        )


__all__: list[Any] = [
    "DutchDominoGame", "DutchDominoState", "Place", "Buy", "Pass", "RoundResult", "TILES",
    "tile_numbers", "tile_name", "tile_id", "tile_pips", "BUYS_PER_TURN", "KRUZIC_LIMIT",
    "DUPLO_GOLO_PIPS",
]  # fmt: skip
