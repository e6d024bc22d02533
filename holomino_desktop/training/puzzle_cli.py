"""``holomino puzzles mine`` and ``holomino puzzles verify`` on the command line.

``mine`` plays self-play games and writes the positions where one move is clearly best
(:mod:`.puzzles`) to a puzzle file; ``verify`` checks every puzzle of a file again with the
same criterion, prints the counts per game and theme, and exits 1 when any puzzle fails.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..engine import GAME_IDS
from ..options import count_argument
from . import puzzles


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the ``puzzles`` command (``mine``, ``verify``) to the CLI's sub-parsers."""
    command = sub.add_parser("puzzles", help="mine puzzles from self-play, or verify a file")
    actions = command.add_subparsers(dest="action", required=True, metavar="ACTION")
    mine = actions.add_parser("mine", help="find puzzles in self-play games")
    mine.add_argument("--game", required=True, choices=GAME_IDS)
    mine.add_argument("--games", type=count_argument, required=True)
    mine.add_argument("--out", required=True, help="the puzzle file to write")
    mine.add_argument("--seed", type=int, default=1)
    mine.add_argument("--limit", type=count_argument, help="stop after this many puzzles")
    mine.add_argument("--cpu-minutes", type=float, help="stop after this much processor time")
    mine.add_argument("--quiet", "-q", action="store_true", help="no progress on stderr")
    mine.set_defaults(handler=run_mine)
    verify = actions.add_parser("verify", help="check every puzzle of a file again")
    verify.add_argument("file")
    verify.set_defaults(handler=run_verify)


def run_mine(args: argparse.Namespace) -> int:
    out = Path(args.out)
    if not out.parent.is_dir():
        raise OSError(2, "the folder does not exist (it is not created)", str(out.parent))
    iterations = puzzles.expert_iterations(args.game)
    report = puzzles.mine(
        args.game, args.games, args.seed, expert_iters=iterations, limit=args.limit,
        cpu_seconds=args.cpu_minutes * 60 if args.cpu_minutes else None,
        progress=None if args.quiet else lambda line: print(line, file=sys.stderr),
    )  # fmt: skip
    meta = {"mined": {"game": args.game, "games": report.games, "seed": args.seed,
                      "checked": report.checked, "cpu_seconds": round(report.seconds, 1),
                      "expert_iterations": iterations}}  # fmt: skip
    out.write_text(puzzles.file_json(report.puzzles, meta), encoding="utf-8")
    rate = len(report.puzzles) / (report.seconds / 60.0) if report.seconds > 0 else 0.0
    print(f"{len(report.puzzles)} puzzles from {report.games} games "
          f"({report.checked} positions checked) in {report.seconds:.1f} CPU s: "
          f"{rate:.1f} puzzles per CPU minute")  # fmt: skip
    return 0


def run_verify(args: argparse.Namespace) -> int:
    return 1 if puzzles.verify_file(args.file) else 0
