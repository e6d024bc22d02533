"""Fit every AI level's rating per game from the arena's recorded games and print the table.

    python benchmarks/level_ratings.py                       # print, and write the shipped file
    python benchmarks/level_ratings.py --print-only --game triominos --replicates 50
    python benchmarks/level_ratings.py --play --record benchmarks/ledger/ratings.jsonl.gz

Reads the ledgers (``benchmarks/ledger/*.jsonl*`` by default, ``ai/ledger.py``): every match
between the rated levels (Random, Beginner, greedy, Intermediate, Expert at 1 s a move on one
process) under each game's standard rules, with any number of seats, whatever code fingerprint
played it (the file records how many games came from each). Two-seat data is fitted by
Bradley–Terry, games with three seats or more by openskill's free-for-all model; Random is
1000 in every game; the interval is a 95 % bootstrap interval (``training/level_fit.py``).

Writes ``holomino_desktop/training/data/level_ratings.json``, the table the window shows
beside each level in New game and measures the player against (``--out`` elsewhere,
``--print-only`` not at all).

``--play`` plays the pairings the target ledger lacks (:data:`SUPPLEMENT`: each level against
greedy and games of three to six seats; the fast levels only, a few minutes on one core) and
appends them to ``--record``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from holomino_desktop.ai.arena import resolve_run, run_arena
from holomino_desktop.ai.ledger import Ledger, Recorder, RunInfo, run_fingerprint
from holomino_desktop.engine import GAME_IDS
from holomino_desktop.training.level_fit import (
    REPLICATES,
    Finish,
    LevelRating,
    fit_levels,
    is_two_seat,
    pair_table,
)
from holomino_desktop.training.level_table import DATA_PATH, finishes_from_ledger, table_json

LEDGER_FOLDER = Path(__file__).resolve().parent / "ledger"

#: (game, players, games, seed): the runs behind ``ledger/ratings.jsonl.gz``
SUPPLEMENT: tuple[tuple[str, str, int, int], ...] = (
    *(
        run
        for game in ("holomino", "hexadomino", "square_domino", "triominos", "dutch_domino")
        for run in (
            (game, "beginner,greedy", 200, 30000),
            (game, "random,greedy", 100, 31000),
        )
    ),
    ("triominos", "random,beginner,intermediate", 150, 32000),
    ("triominos", "beginner,greedy,intermediate", 150, 33000),
    ("triominos", "random,beginner,greedy,intermediate", 200, 34000),
    ("dutch_domino", "random,beginner,intermediate", 150, 32000),
    ("dutch_domino", "random,beginner,greedy,intermediate", 200, 34000),
    ("dutch_domino", "random,beginner,greedy,intermediate,beginner,greedy", 180, 35000),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ledger", type=Path, nargs="+", help="ledger files (default: all)")
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    parser.add_argument("--replicates", type=int, default=REPLICATES, help="bootstrap draws")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=DATA_PATH, help="the table's JSON file")
    parser.add_argument("--print-only", action="store_true", help="write no file")
    parser.add_argument("--play", action="store_true", help="play the SUPPLEMENT runs")
    parser.add_argument("--record", type=Path, help="with --play: the ledger to append to")
    args = parser.parse_args(argv)
    games = args.game or list(GAME_IDS)
    if args.play:
        if args.record is None:
            parser.error("--play needs --record LEDGER")
        return play(games, args.record)
    if args.replicates < 10:
        parser.error("--replicates takes 10 or more")
    paths = args.ledger or sorted(LEDGER_FOLDER.glob("*.jsonl*"))
    ledger = Ledger.read(paths)
    for bad in ledger.bad_lines:
        print(f"level_ratings: skipped a line that is not a game: {bad}", file=sys.stderr)
    print(f"{len(ledger.entries)} games in {len(paths)} ledger file(s)")
    fitted = {}
    for game in games:
        finishes, fingerprints = finishes_from_ledger(ledger.entries, game)
        if not finishes:
            print(f"\n{game}: no games")
            continue
        model = "bradley-terry" if is_two_seat(finishes) else "plackett-luce"
        table = fit_levels(finishes, replicates=args.replicates, seed=args.seed)
        fitted[game] = (model, table, dict(fingerprints))
        print_game(game, model, table, finishes)
    if not args.print_only and fitted:
        args.out.write_text(table_json(fitted, args.replicates), encoding="utf-8")
        print(f"\nwritten: {args.out}")
    return 0


def print_game(game: str, model: str, table: list[LevelRating], finishes: list[Finish]) -> None:
    seats = sorted({len(f.levels) for f in finishes})
    print(f"\n{game}: {len(finishes)} matches of {', '.join(map(str, seats))} seats, {model}")
    print(f"  {'level':13s} {'rating':>6s}  {'95% interval':>14s} {'games':>6s}")
    for row in reversed(table):
        print(
            f"  {row.level:13s} {row.rating:6.0f}  [{row.low:5.0f}, {row.high:5.0f}] {row.games:6d}"
        )
    for note in one_sided(finishes):
        print(f"  note: {note}")


def one_sided(finishes: list[Finish]) -> list[str]:
    """The two-seat pairings one level never won or drew: their gap rests on the prior."""
    if not is_two_seat(finishes):
        return []
    notes = []
    for (a, b), (share, games) in sorted(pair_table(finishes).items()):
        if share in (0, games):
            loser = a if share == 0 else b
            winner = b if loser == a else a
            notes.append(f"{loser} took nothing from {winner} in {games} games")
    return notes


def play(games: list[str], record: Path) -> int:
    recorder = Recorder(record)
    for game, players, count, seed in SUPPLEMENT:
        if game not in games:
            continue
        seats = players.split(",")
        report = run_arena(game, seats, count, seed=seed, jobs=1)
        specs, options = resolve_run(game, seats)
        run = RunInfo(game, options, specs, seed, 1, run_fingerprint(game, specs))
        for result in sorted(report.games, key=lambda g: g.index):
            recorder.add(run, result)
        print(report.table(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
