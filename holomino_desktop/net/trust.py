"""What a guest accepts from its host: nothing that has not been checked.

The host is an authority on the game, never on this program's memory or screen: a host that
knows the code (it has to, to be a host) may be broken or hostile. So every message a guest
reads passes, after :func:`.protocol.decode` (a JSON object of a known type with exactly its
fields), a strict check here before the engine, the AI or the window sees any of it:

- :func:`check_welcome`: the game is one of the five, its options are the game's own (each of
  its kind and among its choices), the seat is one of the table's, every name a short text;
- :func:`check_message`: every seat number is a seat of the table, every name, chat line,
  score line, code and reason a text of bounded length, every list of bounded length; nothing
  but ``welcome``, ``error`` and ``bye`` before the welcome, and one welcome only;
- :func:`trusted_view`: the seat's view, by the game's schema and rules
  (:mod:`.view_schemas`), then decoded (:mod:`.codec`);
- :func:`trusted_record`: the record at the end, as a record file is checked, of this very game,
  and replayed move by move through the rules.

Anything else raises :class:`~.schema.Untrusted` (a :class:`ValueError`); the guest then closes
the connection with the reason :data:`BAD_HOST`, and the window or the terminal says that the
host sent something this program cannot use. The checks are Qt-free, used alike by the
window's guest and by ``holomino join``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..ai.levels import ALL_LEVELS
from ..engine import GAME_IDS, game_class, get_game
from ..engine.base import MAX_NOTATION, Game, GameError, Move, State
from ..engine.record import MAX_BYTES, MAX_MOVES, GameRecord, RecordError, replay_record
from . import protocol
from .codec import CodecError, decode_view, encode_move
from .schema import (
    FLAG,
    NULL,
    AnyOf,
    Array,
    Fields,
    Int,
    Maybe,
    Row,
    Schema,
    Text,
    Untrusted,
    Word,
)
from .view_schemas import SCORE, check_coherent, move_schema, view_schema

#: the reason a guest closes with when its host sent something it cannot use
BAD_HOST = "bad_host"
#: moves a table's record may hold (the record file's own limit)
MAX_PLY = MAX_MOVES
#: score lines of one move, words of its events, parameters of a score line
MAX_ITEMS, MAX_EVENTS, MAX_PARAMS = 16, 16, 8
#: what may come before the welcome: the table's refusals
_BEFORE_WELCOME = frozenset({"welcome", "error", "bye"})
#: the messages whose one field is a record (checked by trusted_record)
_RECORDS = frozenset({"end", "unfinished"})

_NAME = Text(protocol.MAX_NAME)
_LINE = Text(300)  # a score line's English text, a message (never shown as it comes)
_SCALAR = AnyOf((SCORE, Text(60), FLAG, NULL))
#: a score line's parameter: a number or a word, or a few of them (a holomino move's holes, a
#: square's sides as name and two numbers)
_PARAM = AnyOf((_SCALAR, Array(AnyOf((_SCALAR, Array(_SCALAR, 4))), 8)))


def _schemas(game: Game | None) -> dict[str, Schema]:
    """The fields of every host message but ``welcome``, ``state``'s view and a record, at a
    table of ``game`` (None: not seated yet, when only a refusal may come)."""
    if game is None:
        return _table_schemas(None)
    return _table_schemas((game.id, tuple(sorted(game.options.items()))))


@cache
def _table_schemas(key: tuple[str, tuple[tuple[str, Any], ...]] | None) -> dict[str, Schema]:
    game = get_game(key[0], **dict(key[1])) if key is not None else None
    seats = game.num_players if game is not None else 1  # a refusal names no seat
    seat, ply = Int(0, seats - 1), Int(0, MAX_PLY)
    seat_list = Array(Fields({
        "name": _NAME, "kind": Text(5, frozenset({"guest", "ai", "host"})),
        "level": Maybe(Text(20, frozenset(ALL_LEVELS))), "away": FLAG, "ai": FLAG,
    }), seats, seats)  # fmt: skip
    item = Fields({
        "player": seat, "points": SCORE, "kind": Word(), "text": _LINE,
        "params": Array(Row((Word(), _PARAM)), MAX_PARAMS),
    })  # fmt: skip
    part: dict[str, Schema] = {
        "part": Int(0, protocol.MAX_END_PARTS - 1), "parts": Int(1, protocol.MAX_END_PARTS),
        "text": Text(protocol.END_PART_CHARS),
    }  # fmt: skip
    played: dict[str, Schema] = {
        "seat": seat,
        "items": Array(item, MAX_ITEMS),
        "events": Array(Word(), MAX_EVENTS),
    }
    log = Array(Fields({**played, "play": move_schema(game)}), MAX_PLY) if game else Array(NULL, 0)
    return {
        "state": Fields(
            {"ply": ply, "turn": Int(-1, seats - 1), "seats": seat_list, "started": FLAG}
        ),
        "log": Fields({"first": ply, "moves": log}),
        "moved": Fields({**played, "move": Text(MAX_NOTATION), "ply": ply}),
        "chat": Fields({"seat": Int(-1, seats - 1), "name": _NAME,
                        "text": Text(protocol.MAX_CHAT)}),
        "seats": Fields({"seats": seat_list}),
        "error": Fields({"code": Word(), "message": _LINE}),
        "end_part": Fields(part), "unfinished_part": Fields(part),
        "undo_asked": Fields({"seat": seat, "name": _NAME}),
        "undo_result": Fields({"seat": seat, "result": Text(10, frozenset(protocol.UNDO_RESULTS))}),
        "bye": Fields({"reason": Word()}),
    }  # fmt: skip


def _fields(message: dict[str, Any], *leave_out: str) -> dict[str, Any]:
    return {k: v for k, v in message.items() if k not in ("v", "type", *leave_out)}


def check_welcome(message: dict[str, Any], seated: bool) -> Game:
    """The game a ``welcome`` seats this guest at; Untrusted unless the welcome is sound (and
    the first: ``seated`` says one came already)."""
    if seated:
        raise Untrusted("welcome", "a second welcome")
    Text(40, frozenset(GAME_IDS)).check(message["game"], "welcome.game")
    game = _game(message["game"], message["options"])
    seats = game.num_players
    Int(0, seats - 1).check(message["seat"], "welcome.seat")
    Array(_NAME, seats, seats).check(message["players"], "welcome.players")
    FLAG.check(message["hints"], "welcome.hints")
    return game


def _game(game_id: str, options: Any) -> Game:
    """``game_id`` with ``options``: only the game's own options, each of its default's kind."""
    cls = game_class(game_id)
    specs = {spec.name: spec for spec in cls.option_specs}
    if type(options) is not dict or not set(options) <= {*specs, "players"}:
        raise Untrusted("welcome.options", "not this game's options")
    for name, value in options.items():
        default = specs[name].default if name in specs else cls.min_players  # players: an int
        if type(value) is not type(default):
            raise Untrusted(f"welcome.options.{name}", "not of the option's kind")
    try:
        return get_game(game_id, **options)
    except GameError:
        raise Untrusted("welcome.options", "not among the game's choices") from None


def check_message(message: dict[str, Any], game: Game | None) -> None:
    """Untrusted unless ``message`` (any host message but ``welcome``; a ``state``'s view is
    :func:`trusted_view`'s) fits the table of ``game`` (None: not seated yet)."""
    kind = message["type"]
    if game is None and kind not in _BEFORE_WELCOME:
        raise Untrusted(kind, "before the welcome")
    if kind in _RECORDS:
        return  # a record is trusted_record's
    schema = _schemas(game).get(kind)
    if schema is None:  # a message type of the protocol this module has no check for
        raise Untrusted(kind, "a message this program cannot check")
    schema.check(_fields(message, "view"), kind)


def trusted_view(data: Any, game: Game, seat: int, turn: int) -> State:
    """``seat``'s view of ``game`` from a ``state`` message (``turn``: the seat it names to
    move), checked by the game's schema, decoded, and checked against the rules."""
    view_schema(game, seat).check(data, "view")
    try:
        state = decode_view(data, game, seat)
        check_coherent(state)
    except Untrusted:
        raise
    except (CodecError, GameError, ValueError, LookupError, TypeError, ArithmeticError) as exc:
        # the schema let through only what the engine's tables can index: say so, never crash
        raise Untrusted("view", f"not a view ({type(exc).__name__})") from None
    if state.current_player != turn:
        raise Untrusted("state.turn", "not the seat the view says is to move")
    return state


def trusted_move(text: str, view: State) -> Move:
    """The move of a ``moved`` message, read from its notation on ``view`` (the position
    before it) and checked as a move of the game (tile of the set, cell and turn in range)."""
    try:
        move = view.parse_move(text)
    except GameError:
        raise Untrusted("moved.move", "not a move of this game") from None
    move_schema(view.game).check(encode_move(move), "moved.move")
    return move


def trusted_record(data: Any, game: Game, finished: bool) -> GameRecord:
    """The record of ``data`` (an ``end``'s or an ``unfinished``'s, or the text of its parts),
    checked as a record file is, of ``game`` (the very options and seats), and replayed through
    the rules; an end's (``finished``) must replay to the end of the match."""
    try:
        record = GameRecord.loads(data) if isinstance(data, str) else GameRecord.from_json(data)
        if record.new_game().options != game.options or record.game != game.id:
            raise Untrusted("record", "not the record of this table's game")
        if len(record.players) != game.num_players:
            raise Untrusted("record.players", "not the table's seats")
        for index, player in enumerate(record.players):
            _NAME.check(player.name, f"record.players[{index}]")
        _, state, _ = replay_record(record)
    except RecordError as exc:
        raise Untrusted("record", str(exc)) from None
    if finished and not state.is_terminal():
        raise Untrusted("record", "the game of an end is not over")
    return record


def check_record_parts(texts: list[str]) -> None:
    """A record sent in slices: no larger, together, than a record file may be."""
    if sum(len(text) for text in texts) > MAX_BYTES:
        raise Untrusted("end_part", "a record larger than a record file may be")
