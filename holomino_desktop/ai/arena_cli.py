"""``holomino arena`` on the command line: the arena's parser and its run, with ``--record``
writing each game to a ledger as it ends.

Kept apart from ``arena.py`` so that the imports run one way: the ledger stores what the arena
reports (``ledger`` imports ``arena``), and this module uses both.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from ..engine import GAME_IDS
from ..options import count_argument, option_argument, seconds_argument
from . import arena
from .arena import GameResult, resolve_run, run_arena, warn_if_crowded
from .base import DEFAULT_BUDGET
from .ledger import Recorder, RunInfo, run_fingerprint


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the ``arena`` command to the CLI's sub-parsers."""
    command = sub.add_parser(
        "arena",
        help="play AI levels against each other and print win rates",
        description=(arena.__doc__ or "").split("\n\n")[0],
    )
    command.add_argument("--game", required=True, choices=GAME_IDS)
    command.add_argument(
        "--players", required=True,
        help="comma-separated levels, one per seat: random, greedy (the move scoring most "
        "now), beginner, intermediate, expert; LEVEL:SECONDS sets that player's budget, "
        "expert@N searches on N worker processes (expert:SECONDS@N)",
    )  # fmt: skip
    command.add_argument("--games", type=count_argument, default=20)
    command.add_argument("--seed", type=int, default=1)
    command.add_argument("--jobs", type=count_argument, default=1, help="worker processes")
    command.add_argument(
        "--budget",
        type=seconds_argument,
        default=DEFAULT_BUDGET,
        help="Expert seconds per move (default 1)",
    )
    command.add_argument("--option", "-o", action="append", type=option_argument, default=[],
                         help="game option NAME=VALUE, e.g. players=4")  # fmt: skip
    command.add_argument("--json", action="store_true", help="print the results as JSON")
    command.add_argument(
        "--record", metavar="FILE",
        help="append each finished game to this ledger file (JSON lines; see ai/ledger.py)",
    )  # fmt: skip
    command.add_argument("--quiet", "-q", action="store_true", help="no progress on stderr")
    command.set_defaults(handler=_run_cli)


def _run_cli(args: argparse.Namespace) -> int:
    players = [p for p in args.players.split(",") if p.strip()]
    if not players:
        print("holomino arena: give at least one player", file=sys.stderr)
        return 2
    record: Callable[[GameResult], None] | None = None
    try:
        specs, opts = resolve_run(args.game, players, args.budget, dict(args.option))
        if args.record:
            recorder = Recorder(Path(args.record))
            fingerprint = run_fingerprint(args.game, specs)
            run = RunInfo(args.game, opts, specs, args.seed, args.jobs, fingerprint)
            record = partial(recorder.add, run)
    except ValueError as exc:
        print(f"holomino arena: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        reason = exc.strerror or exc
        print(f"holomino arena: cannot write the ledger {args.record}: {reason}", file=sys.stderr)
        return 2

    warn_if_crowded(specs, args.jobs)

    def progress(result: GameResult, done: int) -> None:
        if record is not None:
            record(result)
        if args.quiet:
            return
        seats = ", ".join(f"{s.label} {s.score}" for s in result.seats)
        print(
            f"[{done}/{args.games}] game {result.index} seed {result.seed}: {seats} "
            f"({result.moves} moves, {result.seconds:.0f} s)",
            file=sys.stderr, flush=True,
        )  # fmt: skip

    try:
        report = run_arena(
            args.game, players, args.games, seed=args.seed, jobs=args.jobs,
            budget=args.budget, options=dict(args.option), progress=progress,
        )  # fmt: skip
    except ValueError as exc:
        print(f"holomino arena: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report.to_json(), indent=1))
    else:
        print(report.table())
    return 0
