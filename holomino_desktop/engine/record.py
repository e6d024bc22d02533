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

An undo reshuffles the stock nobody has seen (``State.reshuffle_unseen``): such a record holds
``"reshuffles": [[moves kept, seed], ...]`` and is written as version 2, which older programs
refuse instead of replaying other draws; a record without one stays version 1.
"""

from __future__ import annotations

import errno
import json
import os
import reprlib
import secrets
import stat
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import GAME_IDS, get_game
from .base import Game, GameError, MoveResult, State

FORMAT = "holomino-record"
#: the newest format version this program reads (and writes for a record with reshuffles)
VERSION = 2
#: the version of a record without reshuffles (one that older programs read too)
PLAIN_VERSION = 1
#: the largest seed of a reshuffle (64 bits)
MAX_RESHUFFLE_SEED = 2**64 - 1
MAX_MOVES = 20_000  # far above any real game; stops a hostile file from running for ever
#: the one size limit: no file larger is read, and nothing larger is ever written (so whatever
#: the program saves, it can open again)
MAX_BYTES = 5_000_000
#: a message never grows past this, whatever the file holds (a 4 MB game id once froze the
#: window for 30 s in a message box)
MAX_MESSAGE = 300
#: the suffix of the temporary files of :func:`write_atomic` (``.NAME.XXXXXXXX.tmp``)
TEMP_SUFFIX = ".tmp"

_QUOTE = reprlib.Repr()
_QUOTE.maxstring = _QUOTE.maxother = 60
_QUOTE.maxlevel = 2
_QUOTE.maxlist = _QUOTE.maxdict = 4


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says what is wrong.

    The message is cut to :data:`MAX_MESSAGE` characters and made printable UTF-8 (a lone
    surrogate from a file could not be shown or written)."""

    def __init__(self, message: str) -> None:
        super().__init__(clip_message(message))


def clip_message(message: str, limit: int = MAX_MESSAGE) -> str:
    text = message.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quote(value: Any) -> str:
    """A short quotation of a value read from a file (at most ~60 characters)."""
    try:
        return _QUOTE.repr(value)
    except (RecursionError, ValueError):
        return "…"


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
    #: (moves kept, seed) of every undo's reshuffle of the unseen stock, in order
    reshuffles: list[tuple[int, int]] = field(default_factory=list)

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
        """The deal (and an undo's reshuffle of it, when moves were taken back to the start)."""
        state = self.new_game().new_initial_state(seed=self.seed)
        self.reshuffle_at(state, 0)
        return state

    # -- undo's reshuffles ---------------------------------------------------------------
    def reshuffle_at(self, state: State, ply: int) -> None:
        """Reshuffle ``state``, the position after ``ply`` moves, as the undos back to there
        did (nothing when none did). Whoever replays the moves by hand calls it after each."""
        for at, seed in self.reshuffles:
            if at == ply:
                state.reshuffle_unseen(seed)

    def reshuffle_here(self, seed: int | None = None) -> int:
        """Moves were just taken back to the record's present length: the stock nobody has
        seen is reshuffled there with ``seed`` (a fresh secret one by default, returned).
        Reshuffles after this point belonged to moves taken back and go. Apply it to the live
        position with ``state.reshuffle_unseen(seed)``, or replay the record."""
        ply = len(self.moves)
        seed = secrets.randbits(64) if seed is None else seed
        self.reshuffles = [r for r in self.reshuffles if r[0] <= ply] + [(ply, seed)]
        return seed

    def forget_reshuffle_here(self) -> None:
        """A redo right after an undo: the undo's reshuffle goes, so the moves redone find
        the stock they were played on (a redo gives back what was seen, never a new draw)."""
        if self.reshuffles and self.reshuffles[-1][0] == len(self.moves):
            self.reshuffles.pop()

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
                exc.game_id = self.game
                raise RecordError(f"move {number} ('{text}') cannot be played: {exc}") from exc
            self.reshuffle_at(state, number)
            yield state, result

    def replay(self) -> tuple[State, list[MoveResult]]:
        """The final state and every move's result.

        A stored ``result`` must be exactly what the replay gives (scores and winners, nothing
        else), and only a finished game has one: a tampered result is an error."""
        steps = list(self.replay_steps())
        results = [result for _, result in steps]
        state = steps[-1][0] if steps else self.initial_state()
        if self.result is not None:
            self._check_result(state)
        return state, results

    def _check_result(self, state: State) -> None:
        assert self.result is not None
        if not state.is_terminal():
            raise RecordError("the record stores a result, but its game is not finished")
        outcome = state.outcome()
        replayed = {"scores": list(outcome.scores), "winners": list(outcome.winners)}
        stored = self.result.get("scores")
        if not _same(stored, replayed["scores"]):
            raise RecordError(
                f"stored scores {quote(stored)} differ from the replayed scores "
                f"{replayed['scores']}"
            )
        if not _same(self.result, replayed):
            raise RecordError(
                f"the stored result {quote(self.result)} differs from the replayed result "
                f"{replayed}"
            )

    # -- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION if self.reshuffles else PLAIN_VERSION,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "players": [seat.to_json() for seat in self.players],
            "moves": list(self.moves),
        }
        if self.reshuffles:
            data["reshuffles"] = [[ply, seed] for ply, seed in self.reshuffles]
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
        if version < 1:
            raise RecordError(
                f"the record's version {quote(version)} is not a valid version (1 or more)"
            )
        if version > VERSION:
            raise RecordError(
                f"the record was written by a newer version (format {quote(version)}; "
                f"this program reads up to {VERSION})"
            )
        game = _field(data, "game", str)
        if game not in GAME_IDS:
            raise RecordError(f"unknown game {quote(game)}")
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
        extra = {k: v for k, v in data.items() if k not in known | {"reshuffles"}}
        if "review" in extra:
            validate_review(extra["review"], moves, len(players) or None)
        reshuffles = _reshuffles(data.get("reshuffles", []), len(moves))
        record = cls(game, dict(options), seed, players, list(moves), result, extra, reshuffles)
        try:
            game_obj = record.new_game()
        except GameError as exc:
            raise RecordError(f"bad options: {exc}") from exc
        except (TypeError, ValueError, OverflowError) as exc:  # e.g. an option of a wrong type
            raise RecordError(f"bad options ({type(exc).__name__})") from exc
        if players and len(players) != game_obj.num_players:
            raise RecordError(
                f"the record names {len(players)} players but the game has "
                f"{game_obj.num_players} seats"
            )
        try:
            text = record.dumps()
        except (ValueError, RecursionError) as exc:  # nesting too deep to be written again
            raise RecordError(f"the record cannot be written again ({type(exc).__name__})") from exc
        encode_record(text)  # every text writable, and small enough to save again
        return record

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
            raise _too_large()
        try:
            data = json.loads(text, object_pairs_hook=_unique_keys)
        except RecordError:
            raise
        except (ValueError, RecursionError) as exc:  # JSONDecodeError, huge integers, nesting
            raise RecordError(f"the file is not valid JSON: {exc}") from exc
        return cls.from_json(data)

    # -- files ---------------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically: a temporary file in the same folder, then a rename.

        :class:`RecordError` when the record cannot be written as a file this program opens
        (too large, a text that is not valid Unicode; the old file stays), OSError when the
        folder cannot be written (it must exist: parents are not created)."""
        write_atomic(Path(path), encode_record(self.dumps()))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        """Read and validate a record file (the moves are not replayed: :func:`load_record`)."""
        return cls.loads(read_record_text(path))


def _after_the_end(state: State, number: int, text: str) -> str:
    """The message for a record whose moves go on after the game is over."""
    reason = state.end_reason()
    why = f" ({reason})" if reason else ""
    return (
        f"move {number} ('{text}') cannot be played: the game ended with move {number - 1}{why}. "
        "The record goes on after the end, so it was probably saved by an older version "
        "whose rules let the game go on"
    )


def load_record(path: str | os.PathLike[str]) -> tuple[GameRecord, State, list[MoveResult]]:
    """THE way to open a record file (the window and ``holomino replay`` both use it).

    Returns the record, its replayed final state and every move's result. Accepted only when
    every move is legal and replaying reproduces every stored result exactly; anything else
    raises :class:`RecordError` (and only that)."""
    return replay_record(GameRecord.load(path))


def replay_record(record: GameRecord) -> tuple[GameRecord, State, list[MoveResult]]:
    try:
        state, results = record.replay()
    except RecordError:
        raise
    except Exception as exc:  # noqa: BLE001 - a hostile file must never crash the program
        raise RecordError(
            f"the game in the file cannot be replayed ({type(exc).__name__})"
        ) from None
    return record, state, results


def read_record_text(path: str | os.PathLike[str]) -> str:
    """The text of a record file, read safely.

    The file is opened first (without blocking, so a FIFO cannot hang the program), must be a
    regular file (not a device such as ``/dev/zero`` behind a symlink, a FIFO or a folder),
    and at most ``MAX_BYTES + 1`` bytes are read from the open file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise RecordError(f"cannot read the file: {exc.strerror or exc}") from None
    except (TypeError, ValueError) as exc:  # e.g. a NUL character in the path
        raise RecordError(f"cannot read the file: {exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RecordError("this is not a regular file (a folder, device or pipe)")
        data = _read_at_most(fd, MAX_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read the file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > MAX_BYTES:
        raise _too_large()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("the file is not a text file (not UTF-8)") from None


def _read_at_most(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    left = limit
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def encode_record(text: str) -> bytes:
    """The bytes of a record file; RecordError when they could not be opened again."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise RecordError("the game holds a text that is not valid Unicode") from None
    if len(data) > MAX_BYTES:
        raise _too_large()
    return data


def _same(stored: Any, replayed: Any) -> bool:
    """Equal as JSON, types included (``true`` is not ``1``, ``44.0`` is not ``44``)."""
    try:
        return json.dumps(stored, sort_keys=True) == json.dumps(replayed, sort_keys=True)
    except (TypeError, ValueError, RecursionError):
        return False


def _too_large() -> RecordError:
    return RecordError(f"the file is too large to be a game record (over {MAX_BYTES:,} bytes)")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """json's object hook: a key written twice is an error (which one would count?)."""
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise RecordError(f"the key {quote(key)} appears twice in one object")
        data[key] = value
    return data


#: why a save refuses its target (the words the loader uses for the same files)
NOT_REGULAR = "this is not a regular file (a folder, device or pipe)"


def regular_target(path: Path) -> Path:
    """The file a save to ``path`` replaces: ``path`` itself, or where a symbolic link at
    ``path`` points (written through, the link stays a link). OSError when that is not a
    regular file or a new name: a save renames its temporary file over the target, and renamed
    over a device, a pipe or a socket (``/dev/null``!) it would destroy that node."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target  # a new file (or a link to one not made yet)
    if not stat.S_ISREG(mode):
        raise OSError(errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL, NOT_REGULAR, str(path))
    return target


def write_atomic(path: Path, content: str | bytes) -> None:
    """Write ``content`` to ``path`` so that a crash leaves either the old or the new file.

    The folder must exist (parents are not created: a mistyped path is an error, not a new
    folder tree). Only a regular file or a new name is written (:func:`regular_target`: a
    folder, device, pipe or socket is refused and left as it is; a link to a file is written
    through). Text is written as UTF-8; a failure of any kind removes the temporary file and
    leaves the old file untouched. An OSError names ``path``, never the temporary file."""
    data = content.encode("utf-8") if isinstance(content, str) else content
    target = regular_target(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, str(path)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise OSError(exc.errno, exc.strerror, str(path)) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _reshuffles(data: Any, moves: int) -> list[tuple[int, int]]:
    """The record's ``reshuffles``: ``[moves kept, seed]`` pairs, in the order of the moves."""
    if not isinstance(data, list) or len(data) > MAX_MOVES:
        raise RecordError("'reshuffles' must be a list of [moves kept, seed] pairs")
    pairs: list[tuple[int, int]] = []
    for entry in data:
        if not (
            isinstance(entry, list)
            and len(entry) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) for n in entry)
            and 0 <= entry[0] <= moves
            and 0 <= entry[1] <= MAX_RESHUFFLE_SEED
            and (not pairs or pairs[-1][0] <= entry[0])
        ):
            raise RecordError(f"the reshuffle {quote(entry)} is not [moves kept, seed] in order")
        pairs.append((entry[0], entry[1]))
    return pairs


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
        raise RecordError(f"player kind must be 'human' or 'ai', not {quote(kind)}")
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
#: keys an entry may lack: a review kept before they were (``ai/review.py`` reads a default)
_REVIEW_MOVE_LATER = {"top_points": int}
_VERDICTS = ("best", "good", "inaccuracy", "mistake")
#: a quick review judges no move: its entries' verdict is empty (one kept before may have any)
_QUICK_VERDICTS = ("", *_VERDICTS)


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
    verdicts = _QUICK_VERDICTS if data["quick"] else _VERDICTS
    for number, entry in enumerate(entries, start=1):
        _review_move(entry, number, moves, review_seats, verdicts)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _review_move(
    entry: Any, number: int, moves: list[str], seats: list[int], verdicts: tuple[str, ...]
) -> None:
    where = f"the review's entry {number}"
    if not isinstance(entry, Mapping) or not set(_REVIEW_MOVE) <= set(entry) <= (
        set(_REVIEW_MOVE) | set(_REVIEW_MOVE_LATER)
    ):
        raise RecordError(f"{where} must be an object with {', '.join(_REVIEW_MOVE)}")
    for name, kind in (_REVIEW_MOVE | _REVIEW_MOVE_LATER).items():
        if name not in entry:
            continue
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
    if entry["seat"] not in seats or entry["verdict"] not in verdicts:
        raise RecordError(f"{where} has a seat or verdict this review does not know")
