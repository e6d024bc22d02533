"""Versioned JSON game records: save, load and replay through the rules.

A record holds everything needed to reproduce a game: the game id and options, the seed (which
fixes every shuffle and draw), the seats and the moves in notation. Replaying re-applies every
move through the engine, so a record with an illegal move is rejected, naming the move and why.

Format (``docs/notation.md`` has the details)::

    {"format": "holomino-record", "version": 1, "game": "holomino",
     "options": {"scoring": "sum", "players": 2}, "seed": 12345,
     "players": [{"name": "Ana", "kind": "human"},
                 {"name": "CPU", "kind": "ai", "level": "expert"}],
     "moves": ["132@1,-1", "return 245", ...],
     "result": {"scores": [44, 30], "winners": [0]}}
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import GAME_IDS, get_game
from .base import Game, GameError, MoveResult, State

FORMAT = "holomino-record"
VERSION = 1
MAX_MOVES = 20_000  # far above any real game; stops a hostile file from running for ever
MAX_BYTES = 5_000_000


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says what is wrong."""


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human" or "ai"
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


@dataclass
class GameRecord:
    game: str
    options: dict[str, Any]
    seed: int
    players: list[Seat] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    # -- building ------------------------------------------------------------------------
    @classmethod
    def start(cls, game: Game, seed: int, players: Iterable[Seat] | None = None) -> GameRecord:
        seats = list(players) if players is not None else []
        if not seats:
            seats = [Seat(f"Player {i + 1}") for i in range(game.num_players)]
        return cls(game.id, dict(game.options), seed, seats)

    def new_game(self) -> Game:
        return get_game(self.game, **self.options)

    def initial_state(self) -> State:
        return self.new_game().new_initial_state(seed=self.seed)

    def finish(self, state: State) -> None:
        """Store the outcome of a finished state in ``result``."""
        outcome = state.outcome()
        self.result = {"scores": list(outcome.scores), "winners": list(outcome.winners)}

    # -- replay --------------------------------------------------------------------------
    def replay_steps(self) -> Iterator[tuple[State, MoveResult]]:
        """Re-apply every move; yields (state after the move, its result).

        The yielded state is the live one (clone it to keep it). Raises :class:`RecordError`
        naming the first move that is not legal and why.
        """
        try:
            state = self.initial_state()
        except GameError as exc:
            raise RecordError(f"record cannot start a game: {exc}") from exc
        for number, text in enumerate(self.moves, start=1):
            if state.is_terminal():
                raise RecordError(_after_the_end(state, number, text))
            try:
                result = state.apply(state.parse_move(text))
            except GameError as exc:
                raise RecordError(f"move {number} ('{text}') cannot be played: {exc}") from exc
            yield state, result

    def replay(self) -> tuple[State, list[MoveResult]]:
        """The final state and every move's result; checks a stored result against the replay."""
        steps = list(self.replay_steps())
        results = [result for _, result in steps]
        state = steps[-1][0] if steps else self.initial_state()
        stored = self.result.get("scores") if self.result is not None else None
        if stored is not None and state.is_terminal() and list(stored) != state.scores():
            raise RecordError(
                f"stored scores {stored} differ from the replayed scores {state.scores()}"
            )
        return state, results

    # -- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "players": [seat.to_json() for seat in self.players],
            "moves": list(self.moves),
        }
        if self.result is not None:
            data["result"] = self.result
        data.update(self.extra)
        if "review" in data and not self._review_fits(data["review"]):
            del data["review"]  # stale (moves taken back since): never write what cannot load
        return data

    def _review_fits(self, review: Any) -> bool:
        try:
            validate_review(review, self.moves, len(self.players) or None)
        except RecordError:
            return False
        return True

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Validate parsed JSON and build a record; never trusts the file."""
        if not isinstance(data, Mapping):
            raise RecordError("a game record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("this is not a Holomino Desktop game record")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError("the record has no valid version number")
        if version > VERSION:
            raise RecordError(
                f"the record was written by a newer version (format {version}; "
                f"this program reads up to {VERSION})"
            )
        game = _field(data, "game", str)
        if game not in GAME_IDS:
            raise RecordError(f"unknown game '{game}'")
        options = _field(data, "options", dict)
        seed = _field(data, "seed", int)
        players = [_seat(p) for p in _field(data, "players", list)]
        moves = _field(data, "moves", list)
        if len(moves) > MAX_MOVES or not all(isinstance(m, str) and len(m) < 200 for m in moves):
            raise RecordError("the moves must be a list of short texts")
        result = data.get("result")
        if result is not None and not isinstance(result, dict):
            raise RecordError("'result' must be an object")
        known = {"format", "version", "game", "options", "seed", "players", "moves", "result"}
        extra = {k: v for k, v in data.items() if k not in known}
        if "review" in extra:
            validate_review(extra["review"], moves, len(players) or None)
        record = cls(game, dict(options), seed, players, list(moves), result, extra)
        try:
            game_obj = record.new_game()
        except GameError as exc:
            raise RecordError(f"bad options: {exc}") from exc
        if players and len(players) != game_obj.num_players:
            raise RecordError(
                f"the record names {len(players)} players but the game has "
                f"{game_obj.num_players} seats"
            )
        return record

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        if len(text) > MAX_BYTES:
            raise RecordError("the file is too large to be a game record")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:  # JSONDecodeError, huge integers, nesting
            raise RecordError(f"the file is not valid JSON: {exc}") from exc
        return cls.from_json(data)

    # -- files ---------------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically: a temporary file in the same folder, then a rename."""
        write_atomic(Path(path), self.dumps())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        try:
            size = Path(path).stat().st_size
            if size > MAX_BYTES:
                raise RecordError("the file is too large to be a game record")
            text = Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError("the file is not a text file") from exc
        except OSError as exc:
            raise RecordError(f"cannot read the file: {exc.strerror or exc}") from exc
        return cls.loads(text)


def _after_the_end(state: State, number: int, text: str) -> str:
    """The message for a record whose moves go on after the game is over."""
    reason = state.end_reason()
    why = f" ({reason})" if reason else ""
    return (
        f"move {number} ('{text}') cannot be played: the game ended with move {number - 1}{why}. "
        "The record goes on after the end, so it was probably saved by an older version "
        "whose rules let the game go on"
    )


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _field(data: Mapping[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the record's '{name}' is missing or not a {kind.__name__}")
    return value


def _seat(data: Any) -> Seat:
    if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
        raise RecordError("every player needs a name")
    kind = data.get("kind", "human")
    if kind not in ("human", "ai"):
        raise RecordError(f"player kind must be 'human' or 'ai', not {kind!r}")
    level = data.get("level")
    if level is not None and not isinstance(level, str):
        raise RecordError("a player's level must be a text")
    return Seat(data["name"][:100], kind, level)


#: the version of the optional "review" field that this program writes and reads
REVIEW_VERSION = 1
_REVIEW_MOVE = {
    "index": int,
    "seat": int,
    "move": str,
    "points": int,
    "best": str,
    "best_points": int,
    "chance_before": float,
    "chance_after": float,
    "verdict": str,
}
_VERDICTS = ("best", "good", "inaccuracy", "mistake")


def validate_review(data: Any, moves: list[str], seats: int | None) -> None:
    """Check the optional "review" field (``ai/review.py`` writes it; docs/notation.md).

    A review is derived from the moves, but a bad one is refused like any other bad field, with
    a message naming what is wrong: RecordError.
    """
    if not isinstance(data, Mapping):
        raise RecordError("the record's 'review' must be an object")
    if data.get("version") != REVIEW_VERSION:
        raise RecordError(f"the record's review has version {data.get('version')!r}, not 1")
    for name, kind in (("quick", bool), ("iterations", int), ("seed", int)):
        value = data.get(name)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise RecordError(f"the review's '{name}' is missing or not a {kind.__name__}")
    review_seats = data.get("seats")
    if not isinstance(review_seats, list) or not all(
        _is_int(p) and 0 <= p < (seats or 8) for p in review_seats
    ):
        raise RecordError("the review's 'seats' must be a list of seat numbers")
    entries = data.get("moves")
    if not isinstance(entries, list) or len(entries) > len(moves):
        raise RecordError("the review's 'moves' must be a list no longer than the game's moves")
    for number, entry in enumerate(entries, start=1):
        _review_move(entry, number, moves, review_seats)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _review_move(entry: Any, number: int, moves: list[str], seats: list[int]) -> None:
    where = f"the review's entry {number}"
    if not isinstance(entry, Mapping) or set(entry) != set(_REVIEW_MOVE):
        raise RecordError(f"{where} must be an object with {', '.join(_REVIEW_MOVE)}")
    for name, kind in _REVIEW_MOVE.items():
        value = entry[name]
        if kind is float:
            ok = value is None or (
                isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1
            )
        else:
            ok = _is_int(value) if kind is int else isinstance(value, kind)
        if not ok:
            raise RecordError(f"{where} has a bad '{name}'")
    index = entry["index"]
    if not 0 <= index < len(moves) or moves[index] != entry["move"]:
        raise RecordError(f"{where} does not match move {index + 1} of the game")
    if entry["seat"] not in seats or entry["verdict"] not in _VERDICTS:
        raise RecordError(f"{where} has a seat or verdict this review does not know")
