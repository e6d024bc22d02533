"""Each game's view as a guest accepts it: the schema of its JSON and the rules its fields keep.

A view (:mod:`.codec`) is the engine's own state object, packed for speed: tile ids index
tables, cells are packed ints, constraint keys index fit tables and bits of a hand mask are
shifted by tile ids. A hostile host that knows this could make a guest index past a table,
shift by a huge number (a Hexadomino stone id of 2^34 once asked for 4.4 GB) or loop for ever.
So a view passes two checks before the engine reads it:

1. :func:`view_schema`: every field of the state, its kind and its range: tile ids of the
   game's own set, seats of the table, cells inside the engine's packing, constraint keys
   inside the fit tables, lists no longer than the set. Checked on the JSON, before a single
   object is built.
2. :func:`check_coherent`: what the engine derives from the tiles on the table (the occupied
   cells, the constraint keys of the empty cells around them, the hexagons, the arms' open
   ends, the bounds of the layout...) must be exactly what the engine derives when it lays
   the same tiles again, each one where the rules let it lie; every tile of the set is
   somewhere exactly once; a game not over has a seat to move with a legal move.

The second check lays the tiles with the engine's own ``_put``: the rules stay in the engine,
and a view the engine could not have made is refused rather than mended.

:func:`move_schema` is each game's moves as :func:`.codec.encode_move` writes them (a move
log's entries, a move read from its notation): tile ids of the set, cells and rotations in
range.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ..engine import dutch_domino as dutch
from ..engine import hexadomino as hexa
from ..engine import holomino as holo
from ..engine import square_domino as square
from ..engine import triominos as trio
from ..engine.base import Game, GameError, State
from ..engine.geometry.domino_line import SPINNER
from ..engine.geometry.hexgrid import Corner
from ..engine.geometry.trigrid import is_up
from .schema import (
    FLAG,
    NULL,
    Among,
    AnyOf,
    Array,
    Instance,
    Int,
    Is,
    Maybe,
    Named,
    Row,
    Schema,
    Table,
    Text,
    Tup,
    TupOf,
    Untrusted,
)

#: points a total, a round's points or a hand's pips may reach (far beyond any real game)
SCORE = Int(-1_000_000, 1_000_000)
#: rounds a match may have played (Triominos and the dominoes play rounds; a frame holds fewer)
MAX_ROUNDS = 500
#: entries of a Triominos round's public log (places, draws and passes of one round)
MAX_LOG = 1_000


def _seats(n: int, schema: Schema) -> Row:
    return Row((schema,) * n)


def _points_match(game: Game, target: int, max_rounds: int | None) -> Instance:
    """A :class:`~..engine.match.PointsMatch` of ``game``'s seats, its rules fixed by the game
    (what a fresh state of the game has)."""
    n = game.num_players
    fresh = game.new_initial_state(0).match  # type: ignore[attr-defined]
    return Instance("match.PointsMatch", {
        "players": Is(n), "target": Is(target),
        "strictly_above": Is(fresh.strictly_above), "tie_plays_on": Is(fresh.tie_plays_on),
        "crossing_ends_match": Is(fresh.crossing_ends_match),
        "totals": _seats(n, SCORE), "round_points": Array(_seats(n, SCORE), MAX_ROUNDS, 1),
        "over": FLAG, "crossed": FLAG,
        "max_rounds": NULL if max_rounds is None else Is(max_rounds),
    })  # fmt: skip


# -- Holomino ----------------------------------------------------------------------------------
def _holomino(game: Game, seat: int) -> Schema:
    tile = Among(frozenset(game.tile_ids()))
    ori = Int(0, 3 * len(holo.TILES) - 1)
    reach = 20  # the engine refuses a placement further out (_check_place)
    cell = Int(holo._cell_index(-reach, -reach), holo._cell_index(reach, reach))
    near = Int(holo._cell_index(-reach - 1, -reach - 1), holo._cell_index(reach + 1, reach + 1))
    count = len(holo.TILES)
    hand = Array(tile, holo.HAND_SIZE + 1)
    return Instance("holomino.HolominoState", {
        "viewer": Is(seat), "board": Table(cell, ori, count),
        "req": Table(near, Int(-1, 7**3 - 1), 6 * count),  # a conflict (-1) or three corners
        "hands": _seats(2, hand), "sack": Array(tile, count),
        "placed": Array(Tup((cell, ori)), count),
        "holes": Array(Instance("holomino.Hole", {
            "q": Int(-reach, reach), "r": Int(-reach, reach),
            "corner": Int(min(Corner), max(Corner)), "value": Int(3, 18),  # an IntEnum: an int
        }), 3 * count),
        "_scores": _seats(2, SCORE), "_player": Int(0, 1), "_passes": Int(0, 2), "_over": FLAG,
        "_bounds": Row((Int(-2 * reach, 2 * reach),) * 6), "_wide": FLAG,
        "_product": Is(game.options["scoring"] == "product"),
    })  # fmt: skip


def _holomino_coherent(state: Any) -> None:
    again = holo.HolominoState.__new__(holo.HolominoState)
    again.board, again.req, again.placed, again.holes = {}, {}, [], []
    again._bounds, again._bound_ok, again._wide = [0] * 6, {}, False
    for number, (cell, ori) in enumerate(state.placed):
        tile, rotation = divmod(ori, 3)
        key = again.req.get(cell)
        fits = key is not None and key >= 0 and holo._FIT[key].get(tile) == rotation
        if number and not (fits and again._fits_bound(cell)):
            raise Untrusted("view.placed", f"tile {number + 1} cannot lie where it lies")
        values = again._put(tile, cell, rotation)
        again._close_holes(cell, values)
    _same(state, again, ("board", "req", "holes", "_bounds", "_wide"))


# -- Triominos ---------------------------------------------------------------------------------
def _triominos(game: Game, seat: int) -> Schema:
    n, count = game.num_players, len(trio.TILES)
    tile = Among(frozenset(game.tile_ids()))
    seat_of = Int(0, n - 1)
    ori = Int(0, 3 * count - 1)
    reach = trio._LIMIT
    cell = Int(trio._cell_index(-reach, -reach), trio._cell_index(reach, reach))
    near = Int(trio._cell_index(-reach - 2, -reach - 2), trio._cell_index(reach + 2, reach + 2))
    rack = Array(tile, count)
    placed = Tup((cell, ori))
    reasons = frozenset({"out", "blocked"})
    racks = Tup((TupOf(tile, count),) * n)
    points = Tup((SCORE,) * n)
    round_number = Int(1, MAX_ROUNDS)
    summary = Instance("triominos.RoundSummary", {
        "number": round_number, "reason": Text(8, reasons), "player": Maybe(seat_of),
        "points": points, "racks": racks,
        "board": TupOf(Instance("triominos.PlacedTile", {
            "x": Int(-reach, reach), "y": Int(-reach, reach), "tile": tile, "rotation": Int(0, 2),
            "numbers": Tup((Int(0, 5),) * 3), "up": FLAG,
        }), count),
    })  # fmt: skip
    round_end = Tup((round_number, Text(8, reasons), Maybe(seat_of), points, racks,
                     TupOf(placed, count)))  # fmt: skip
    return Instance("triominos.TriominosState", {
        "viewer": Is(seat), "board": Table(cell, ori, count),
        "req": Table(near, Int(0, 4 * trio._SIDE - 1), 12 * count),
        "front": Table(near, Int(0, 511), 3 * count), "placed": Array(placed, count),
        "hexes": Array(near, count), "hands": _seats(n, rack),
        "masks": _seats(n, Int(0, (1 << count) - 1)), "pool": Array(tile, count),
        "match": _points_match(game, trio.TARGET, None),
        "opening_draws": TupOf(TupOf(Tup((seat_of, tile)), n, 1), count),
        "_last_round": Maybe(summary), "_round_end": Maybe(round_end), "_player": seat_of,
        "_draws": Int(0, trio.MAX_DRAWS),
        "_forced": AnyOf((Is(-1), Among(frozenset(trio.TRIPLES)))),
        "_log": Array(Int(0, 2 * 8 + n - 1), MAX_LOG),
        "_log_base": Tup((Int(0, count), Tup((Int(0, count),) * n))),
    })  # fmt: skip


def _triominos_coherent(state: Any) -> None:
    again = trio.TriominosState.__new__(trio.TriominosState)
    again.game = state.game
    again.board, again.req, again.front, again.placed, again.hexes = {}, {}, {}, [], []
    for number, (cell, ori) in enumerate(state.placed):
        tile, rotation = divmod(ori, 3)
        x, y = trio._cell_xy(cell)
        if number == 0:
            fits = (x, y) == trio.OPENING_CELL and rotation in trio.tile_rotations(tile)
        else:
            fits = again._fit_problem(tile, x, y, rotation) is None
        if not fits:
            raise Untrusted("view.placed", f"tile {number + 1} cannot lie where it lies")
        again._put(tile, cell, rotation)
        again._complete_hexagons(cell)
    _same(state, again, ("board", "req", "front", "hexes"))
    if state.masks != [trio._mask(hand) for hand in state.hands]:
        raise Untrusted("view.masks", "not the hands' tiles")
    if state._forced >= 0 and (state.board or state._forced not in state.hands[state._player]):
        raise Untrusted("view._forced", "not a triple the starter holds")
    _triominos_log(state)
    for summary in [state._last_round] if state._last_round is not None else []:
        for tile in summary.board:
            if tile.numbers != trio.oriented(tile.tile, tile.rotation) or tile.up != is_up(
                tile.x, tile.y
            ):
                raise Untrusted("view._last_round", "a tile that does not show its numbers")


def _triominos_log(state: Any) -> None:
    """The round's public log (what ``void_evidence`` replays): its placements are the tiles
    laid since its base, and the evidence it gives has one mask per tile of every rack."""
    base, racks = state._log_base
    placements = sum(1 for event in state._log if event // 8 == 0)
    seats = len(state.hands)
    if (
        base + placements != len(state.placed)
        or len(racks) != seats
        or any(event % 8 >= seats for event in state._log)
    ):
        raise Untrusted("view._log", "not the log of this round")
    evidence = state._replay_log()
    if [len(masks) for masks in evidence] != [len(hand) for hand in state.hands]:
        raise Untrusted("view._log", "not the log of these racks")


# -- Hexadomino --------------------------------------------------------------------------------
def _hexadomino(game: Game, seat: int) -> Schema:
    n, count = game.num_players, len(hexa.TILE_IDS)
    tile = Among(frozenset(game.tile_ids()))
    ori = Int(6 * min(hexa.TILE_IDS), 6 * max(hexa.TILE_IDS) + 5)
    reach = count  # 63 stones never reach further than 62 cells from the start stone
    cell = Int(hexa._cell_index(-reach, -reach), hexa._cell_index(reach, reach))
    near = Int(hexa._cell_index(-reach - 1, -reach - 1), hexa._cell_index(reach + 1, reach + 1))
    stones = Array(tile, count)
    return Instance("hexadomino.HexadominoState", {
        "viewer": Is(seat), "board": Table(cell, ori, count),
        "req": Table(near, Int(0, hexa._NKEYS - 1), 6 * count),
        "placed": Array(Tup((cell, ori)), count), "hands": _seats(n, stones), "stock": stones,
        "aside": stones, "_scores": _seats(n, SCORE), "_player": Int(0, n - 1),
        "_passes": Int(0, n), "_drawn": Int(0, 2), "_over": FLAG,
    })  # fmt: skip


def _hexadomino_coherent(state: Any) -> None:
    again = hexa.HexadominoState.__new__(hexa.HexadominoState)
    again.board, again.req, again.fits, again.placed = {}, {}, {}, []
    for number, (cell, ori) in enumerate(state.placed):
        tile, rotation = divmod(ori, 6)
        if number == 0:
            fits = (cell, ori) == (hexa._cell_index(0, 0), hexa.START_ID * 6)
        else:
            key = again.req.get(cell)
            fits = (
                key is not None
                and rotation in hexa._DISTINCT[tile]
                and rotation in hexa._ROTS[hexa._fit_entry(key)[1][tile]]
            )
        if not fits:
            raise Untrusted("view.placed", f"stone {number + 1} cannot lie where it lies")
        again._put(tile, cell, rotation)
    _same(state, again, ("board", "req"))


# -- Domino kwadratowe -------------------------------------------------------------------------
def _square_domino(game: Game, seat: int) -> Schema:
    tile = Among(frozenset(game.tile_ids()))
    count = len(game.tile_ids())
    reach = square._FAR
    spot = Int(-reach, reach)
    cell = Int(square._cell(-reach, -reach), square._cell(reach, reach))
    near = Int(square._cell(-reach - 1, -reach - 1), square._cell(reach + 1, reach + 1))
    pips = Tup((Int(0, 6),) * 4)
    tiles = Array(tile, count)
    return Instance("square_domino.SquareDominoState", {
        "viewer": Is(seat), "sets": Is(game.sets),  # type: ignore[attr-defined]
        "board": Table(cell, pips, count), "req": Table(near, Int(-1, 8**4 - 1), 4 * count),
        "placed": Array(_square(game), count),
        "lone": Maybe(Instance("square_domino.StartTile", {"tile": tile})),
        "hands": _seats(2, tiles), "aside": tiles,
        "match": _points_match(game, square.MATCH_TARGET, square.MAX_ROUNDS),
        "starter": Int(0, 1), "_player": Int(0, 1),
        "_phase": Text(8, frozenset({square._OPEN, square._COMPLETE, square._PLAY})),
        "_over": FLAG, "_bounds": Row((spot,) * 4),
        "_shift": Tup((Int(-2 * reach, 2 * reach),) * 2),
    })  # fmt: skip


def _square_domino_coherent(state: Any) -> None:
    phase, placed = state._phase, state.placed
    if (phase == square._PLAY) != bool(placed) or (phase == square._COMPLETE) != (
        state.lone is not None
    ):
        raise Untrusted("view._phase", "not the phase of this layout")
    again = square.SquareDominoState.__new__(square.SquareDominoState)
    again.board, again.req, again.placed = {}, {}, []
    again._known, again._masks, again._open = [{}, {}], [square._NO_MASK] * 2, None
    again._bounds, again._shift, again._phase = [0] * 4, square.START_SHIFT, square._PLAY
    again._player = 0
    for number, move in enumerate(placed):
        try:
            if number == 0:
                _square_start(move)
            else:
                again._check_square(move, [move.first, move.second])
        except GameError:
            raise Untrusted("view.placed", f"square {number + 1} cannot lie there") from None
        again._put(move)
    _same(state, again, ("board", "req", "_bounds", "_shift"))


def _square_start(move: Any) -> None:
    """The start square: at 0,0 upright, two different tiles showing their own numbers."""
    if (move.x, move.y, move.layout) != (0, 0, "v") or move.first == move.second:
        raise Untrusted("view.placed", "not a start square")
    square.SquareDominoState._check_shown(move.first, move.halves[:2])
    square.SquareDominoState._check_shown(move.second, move.halves[2:])


# -- Holandski domino --------------------------------------------------------------------------
def _dutch_domino(game: Game, seat: int) -> Schema:
    n, top = game.num_players, game.options["double"]
    ids = frozenset(game.tile_ids())
    tile, count = Among(ids), len(ids)
    seat_of = Int(0, n - 1)
    doubles = frozenset(t for t in ids if dutch._DOUBLE[t])
    number = Int(-1, top)
    tiles = Array(tile, count)
    reasons = frozenset({"last", "blocked_pips", "blocked_tiles", "blocked_draw"})
    numbers = 1 << (top + 1)
    return Instance("dutch_domino.DutchDominoState", {
        "viewer": Is(seat), "hands": _seats(n, tiles), "stock": tiles, "aside": tiles,
        "spinner": AnyOf((Is(-1), Among(doubles))), "spinner_value": number,
        "arms": Row((tiles,) * 4), "ends": Row((number,) * 4),
        "order": Array(Int(SPINNER, 3), count), "counts": Row((Int(0, count),) * 10),
        "in_round": _seats(n, FLAG),
        "match": Instance("match.CircleMatch", {
            "players": Is(n), "limit": Is(dutch.KRUZIC_LIMIT),
            "circles": _seats(n, Int(0, dutch.KRUZIC_LIMIT)),
            "losers": Array(Maybe(seat_of), MAX_ROUNDS),
        }),
        "_player": seat_of, "_buys": Int(0, dutch.BUYS_PER_TURN), "_tries": Int(0, n),
        "_opener": seat_of, "_next_opener": Maybe(seat_of), "_over": FLAG,
        "_last_round": Maybe(Instance("dutch_domino.RoundResult", {
            "number": Int(1, MAX_ROUNDS), "loser": Maybe(seat_of), "reason": Text(16, reasons),
            "pips": Tup((Int(0, 20 * count),) * n), "tiles": Tup((Int(0, count),) * n),
        })),
        "void_all": _seats(n, Int(0, numbers - 1)), "void_old": _seats(n, Int(0, numbers - 1)),
        "void_fresh": _seats(n, Int(0, count)), "_by_end": Row((Int(0, 15),) * 10),
        "_open": Int(0, numbers - 1),
    })  # fmt: skip


def _dutch_domino_coherent(state: Any) -> None:
    again = dutch.DutchDominoState.__new__(dutch.DutchDominoState)
    again._clear_table()
    laid = [0, 0, 0, 0]
    for step, arm in enumerate(state.order):
        if arm == SPINNER:
            if step != 0 or state.spinner < 0:
                raise Untrusted("view.order", "the spinner is laid first, once")
            again._lay(state.spinner, SPINNER)
            continue
        line, ends = state.arms[arm], again.ends
        if step == 0 or laid[arm] >= len(line) or (-1 in ends and laid[arm]):
            raise Untrusted("view.order", "not the order of the arms")
        tile = line[laid[arm]]
        near = ends[arm] if laid[arm] else again.spinner_value
        if dutch._FAR[tile][near] < 0:
            raise Untrusted("view.arms", f"a tile of arm {arm} does not match")
        again._lay(tile, arm)
        laid[arm] += 1
    if laid != [len(line) for line in state.arms] or (state.spinner >= 0) != bool(state.order):
        raise Untrusted("view.order", "not every tile on the table")
    _same(state, again, ("spinner_value", "ends", "counts", "_by_end", "_open"))
    match = state.match
    if match.circles != [match.losers.count(seat) for seat in range(len(match.circles))]:
        raise Untrusted("view.match", "circles not of the rounds lost")
    for seat, hand in enumerate(state.hands if not state._over else ()):
        playing = state.in_round[seat]
        if (playing and match.circles[seat] >= dutch.KRUZIC_LIMIT) or (hand and not playing):
            raise Untrusted("view.in_round", "not the seats of this round")


# -- the moves ----------------------------------------------------------------------------------
def _no_fields(tag: str) -> Instance:
    return Instance(tag, {})


def _moves(game: Game) -> tuple[Schema, ...]:
    """``game``'s moves as :func:`.codec.encode_move` writes them."""
    tile = Among(frozenset(game.tile_ids()))
    kind = game.id
    if kind == "square_domino":
        start = Instance("square_domino.StartTile", {"tile": tile})
        halves = Tup((Int(0, 6),) * 2)
        complete = Instance("square_domino.CompleteStart", {"tile": tile, "halves": halves})
        return _square(game), _no_fields("square_domino.Pass"), start, complete
    if kind == "dutch_domino":
        lay = Instance("dutch_domino.Place", {"tile": tile, "arm": Int(SPINNER, 3)})
        return lay, _no_fields("dutch_domino.Buy"), _no_fields("dutch_domino.Pass")
    reach, turns = {
        "holomino": (20, 3), "triominos": (trio._LIMIT, 3), "hexadomino": (len(hexa.TILE_IDS), 6),
    }[kind]  # fmt: skip
    cell = Int(-reach, reach)
    place = Named(f"{kind}.Place", (tile, cell, cell, Int(0, turns - 1)))
    if kind == "holomino":
        return place, Instance("holomino.ReturnTile", {"tile": tile})
    return place, _no_fields(f"{kind}.Draw"), _no_fields(f"{kind}.Pass")


def _square(game: Game) -> Named:
    """A square of two tiles (``PlaceSquare``): its tiles, position, layout and numbers."""
    tile, spot = Among(frozenset(game.tile_ids())), Int(-square._FAR, square._FAR)
    layout = Text(1, frozenset(square.LAYOUTS))
    return Named(
        "square_domino.PlaceSquare", (tile, tile, spot, spot, layout, Tup((Int(0, 6),) * 4))
    )


def move_schema(game: Game) -> Schema:
    """The schema of a move of ``game`` (built once per game and options)."""
    key = ("moves", game.id, tuple(sorted(game.options.items())))
    if key not in _cache:
        _cache[key] = AnyOf(_moves(game))
    return _cache[key]


# -- every game --------------------------------------------------------------------------------
_SCHEMAS: dict[str, Callable[[Game, int], Schema]] = {
    "holomino": _holomino, "triominos": _triominos, "hexadomino": _hexadomino,
    "square_domino": _square_domino, "dutch_domino": _dutch_domino,
}  # fmt: skip
_COHERENT: dict[str, Callable[[Any], None]] = {
    "holomino": _holomino_coherent, "triominos": _triominos_coherent,
    "hexadomino": _hexadomino_coherent, "square_domino": _square_domino_coherent,
    "dutch_domino": _dutch_domino_coherent,
}  # fmt: skip
_cache: dict[tuple[Any, ...], Schema] = {}


def view_schema(game: Game, seat: int) -> Schema:
    """The schema of ``seat``'s view of ``game`` (built once per game, options and seat)."""
    key = (game.id, tuple(sorted(game.options.items())), seat)
    if key not in _cache:
        _cache[key] = _SCHEMAS[game.id](game, seat)
    return _cache[key]


def check_coherent(state: State) -> None:
    """Untrusted unless ``state`` (a view that passed :func:`view_schema`) is one the engine
    could have made: see the module docstring."""
    _census(state)
    _COHERENT[state.game.id](state)
    if state.is_terminal():
        return
    if not 0 <= state.current_player < state.game.num_players:
        raise Untrusted("view", "no seat to move in a game not over")
    if not state.legal_moves():
        raise Untrusted("view", "no legal move in a game not over")


def _census(state: State) -> None:
    """Every tile of the game's set exactly once: on the table, in a hand, in the stock or aside."""
    where = Counter(tile for tiles in state.tile_census().values() for tile in tiles)
    if where != Counter(state.game.tile_ids()):
        raise Untrusted("view", "not every tile of the set exactly once")


def _same(sent: Any, again: Any, fields: tuple[str, ...]) -> None:
    """The fields the engine derived from the table must be the ones sent, order included
    (the order of a dict is the order of its legal moves)."""
    for name in fields:
        mine, theirs = getattr(again, name), getattr(sent, name)
        if isinstance(mine, dict):
            mine, theirs = list(mine.items()), list(theirs.items())
        if mine != theirs:
            raise Untrusted(f"view.{name}", "not what the tiles on the table make")
