"""The arena's ledger: one JSON line per finished game, tagged with the code that played it.

    holomino arena --game triominos --players expert,greedy --games 40 --seed 5000 \\
        --record benchmarks/ledger/triominos.jsonl
    python benchmarks/arena_targets.py --ledger benchmarks/ledger/*.jsonl*

An Expert game takes 15–90 s, so a target row's 200 games take longer than one run can give.
``--record`` appends each game as it ends (a run stopped half-way keeps the games it finished);
``arena_targets.py --ledger`` then pools, per pairing, the games that *today's* code played, and
prints the target table without playing a move. A ledger named ``*.gz`` is written and read
through gzip (the fast levels play thousands of games a run).

"Today's code" is :func:`code_fingerprint`: a hash of every engine and AI source file a game's
play depends on (the shared modules and the game's own, not the other games'). A game recorded
before any of them changed no longer counts; nothing has to be deleted by hand. A deal played
twice from the same seat (two runs over the same seeds) counts once, the first one recorded.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from ..engine import GAME_IDS
from ..engine.record import regular_target
from .arena import ArenaReport, GameResult, PlayerSpec, SeatResult

#: the package whose ``engine`` and ``ai`` folders the fingerprint reads
PACKAGE_ROOT = Path(__file__).resolve().parent.parent
#: modules that do not take part in a game's play: the arena's own bookkeeping, the review and
#: the game record's file format (saving and loading; no game's play reads it)
NOT_PLAYING = frozenset(
    {
        "ai/arena.py",
        "ai/arena_cli.py",
        "ai/ledger.py",
        "ai/review.py",
        "ai/review_job.py",
        "engine/record.py",
    }
)
#: the module only an Expert on several processes plays with (``expert@N``)
PARALLEL = "search_pool.py"


def _belongs_to(path: Path, game_id: str) -> bool:
    """Whether ``path`` is one game's own file: ``engine/<id>.py``, ``ai/<id>_ai.py`` or a data
    file named ``<id>_…``."""
    stem = path.stem
    return stem == game_id or stem.startswith(game_id + "_")


def code_fingerprint(game_id: str, root: Path = PACKAGE_ROOT, *, parallel: bool = False) -> str:
    """A hash of the engine and AI files that ``game_id``'s play depends on; ``parallel``: also
    the search pool's (a game with an Expert on several processes, ``expert@N``)."""
    if game_id not in GAME_IDS:
        raise ValueError(f"unknown game '{game_id}'")
    others = [g for g in GAME_IDS if g != game_id]
    digest = hashlib.sha256()
    found = 0
    for folder in ("engine", "ai"):
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in (".py", ".json") or not path.is_file():
                continue
            if f"{folder}/{path.name}" in NOT_PLAYING:
                continue
            if folder == "ai" and path.name == PARALLEL and not parallel:
                continue
            if any(_belongs_to(path, other) for other in others):
                continue
            digest.update(path.relative_to(root).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
            found += 1
    if not found:
        # a frozen bundle carries no sources: its games can be played but not pooled
        return "no-source"
    return digest.hexdigest()[:16]


def run_fingerprint(game_id: str, specs: Sequence[PlayerSpec]) -> str:
    """:func:`code_fingerprint` for a run of ``specs``: with the search pool when one of them
    searches on several processes."""
    return code_fingerprint(game_id, parallel=any(spec.processes > 1 for spec in specs))


@dataclass(frozen=True)
class RunInfo:
    """What every game of one arena run shares."""

    game: str
    options: dict[str, Any]
    specs: list[PlayerSpec]
    seed: int
    jobs: int
    fingerprint: str


def _spec_entry(spec: PlayerSpec) -> dict[str, Any]:
    """How a ledger line names a player (a pairing matches on all of it)."""
    entry: dict[str, Any] = {"label": spec.label, "level": spec.level, "budget": spec.budget}
    if spec.processes > 1:
        entry["processes"] = spec.processes
    return entry


def record_line(run: RunInfo, result: GameResult) -> str:
    """One ledger line (JSON, no newline) for a finished game."""
    n = len(run.specs)
    entry = {
        "fingerprint": run.fingerprint,
        "game": run.game,
        "options": run.options,
        "players": [_spec_entry(spec) for spec in run.specs],
        "seed": run.seed,
        "index": result.index,
        "deal_seed": result.seed,
        "rotation": result.index % n,
        "jobs": run.jobs,
        "seats": [asdict(seat) for seat in result.seats],
        "moves": result.moves,
        "seconds": result.seconds,
        "recorded": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    return json.dumps(entry, sort_keys=True)


class Recorder:
    """Appends each finished game to a ledger file (opened once, so a bad path fails first)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        regular_target(path)  # appending to a pipe would block, to a device lose every game
        with path.open("a", encoding="utf-8"):
            pass  # create it, or fail now with the reason (a folder, no permission…)

    def add(self, run: RunInfo, result: GameResult) -> None:
        with _open_text(self.path, "a") as out:
            out.write(record_line(run, result) + "\n")


def _open_text(path: Path, mode: str) -> IO[str]:
    """``path`` opened as UTF-8 text; a ``.gz`` file through gzip. The fast levels' runs of
    thousands of games fill a ledger with megabytes of repeated keys, which gzip shrinks about
    ten-fold; appending adds a gzip member, which reading joins again."""
    if path.suffix != ".gz":
        return path.open(mode, encoding="utf-8")
    if mode == "a":
        return gzip.open(path, "at", encoding="utf-8")
    return gzip.open(path, "rt", encoding="utf-8")


@dataclass
class Ledger:
    """The games read from ledger files, and where a line could not be read and why."""

    entries: list[dict[str, Any]]
    bad_lines: list[str]

    @classmethod
    def read(cls, paths: Iterable[Path]) -> Ledger:
        entries: list[dict[str, Any]] = []
        bad: list[str] = []
        for path in paths:
            with _open_text(path, "r") as lines:
                try:
                    for number, line in enumerate(lines, 1):
                        _read_line(path, number, line, entries, bad)
                except EOFError as exc:  # a gzip file cut off mid-write: keep what it held
                    bad.append(f"{path}: {exc}")
        return cls(entries, bad)

    def pooled(
        self,
        game: str,
        players: Sequence[PlayerSpec],
        options: dict[str, Any],
        fingerprint: str | None = None,
    ) -> ArenaReport:
        """The games of this pairing (same levels, budgets and seat order, same full options)
        played by the code of ``fingerprint`` (today's by default), each deal and seating once."""
        current = run_fingerprint(game, players) if fingerprint is None else fingerprint
        wanted = [_spec_entry(spec) for spec in players]
        seen: set[tuple[int, int]] = set()
        games: list[GameResult] = []
        seeds: list[int] = []
        for entry in self.entries:
            if (
                entry["game"] != game
                or entry["fingerprint"] != current
                or entry["players"] != wanted
                or entry["options"] != options
            ):
                continue
            deal = (int(entry["deal_seed"]), int(entry["rotation"]))
            if deal in seen:
                continue
            seen.add(deal)
            seeds.append(int(entry["seed"]))
            seats = [SeatResult(**seat) for seat in entry["seats"]]
            games.append(
                GameResult(len(games), deal[0], seats, int(entry["moves"]), float(entry["seconds"]))
            )
        seconds = sum(g.seconds for g in games)
        return ArenaReport(
            game, dict(options), [s.label for s in players], min(seeds, default=0), games,
            seconds, 1,
        )  # fmt: skip


def _read_line(
    path: Path, number: int, line: str, entries: list[dict[str, Any]], bad: list[str]
) -> None:
    if not line.strip():
        return
    try:
        entry = json.loads(line)
        _check_entry(entry)
    except (ValueError, KeyError, TypeError) as exc:
        bad.append(f"{path}:{number}: {exc}")
        return
    entries.append(entry)


#: what :meth:`Ledger.pooled` reads of a line
_FIELDS = (
    "fingerprint", "game", "options", "players", "seed", "deal_seed", "rotation", "seats",
    "moves", "seconds",
)  # fmt: skip


def _check_entry(entry: Any) -> None:
    """Raise when a ledger line is not a game as :func:`record_line` writes it."""
    if not isinstance(entry, dict):
        raise TypeError("not a JSON object")
    missing = [name for name in _FIELDS if name not in entry]
    if missing:
        raise KeyError(f"missing {', '.join(missing)}")
    if not isinstance(entry["seats"], list) or len(entry["seats"]) != len(entry["players"]):
        raise ValueError("seats and players do not match")
    for seat in entry["seats"]:
        SeatResult(**seat)  # TypeError on a missing or unknown field
