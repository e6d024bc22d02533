"""``holomino`` — headless commands for people, tests and benchmarks.

holomino bench [--game ID ...] [--seconds S]      engine speed figures
holomino replay FILE [--verbose]                  check a game record move by move
holomino selfplay --game ID [--seed S] [--out F]  a random game, written as a record
holomino games                                    the game ids and their options
holomino host --game ID --seats SPEC,...          a table for friends on other computers
holomino join CODE --address HOST:PORT --as LEVEL join a table; an AI plays the seat
holomino tables                                   the tables announced on the LAN
holomino puzzles mine --game ID --games N --out F find puzzles in self-play games
holomino puzzles verify FILE                      check a puzzle file again

Every error is one line on stderr (``holomino: ...``) and exit status 2. ``replay`` opens a
file exactly as the window does (``record.load_record``: every move legal, every stored
result reproduced). ``selfplay --out`` does not create folders: the folder must exist.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from .engine import GAME_IDS, game_class, get_game
from .engine.base import GameError
from .engine.record import GameRecord, RecordError, clip_message, load_record
from .net.protocol import terminal_text
from .options import option_argument, seconds_argument


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (``holomino: error: ...``), status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {clip_message(message)}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="holomino", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=_Parser
    )

    bench = sub.add_parser("bench", help="print engine speed figures")
    bench.add_argument("--game", action="append", choices=GAME_IDS, help="repeatable")
    bench.add_argument("--seconds", type=seconds_argument, default=3.0, help="per game (default 3)")

    replay = sub.add_parser("replay", help="replay a game record through the rules")
    replay.add_argument("file")
    replay.add_argument("--verbose", "-v", action="store_true", help="print every move")

    selfplay = sub.add_parser("selfplay", help="play a random game and print its record")
    selfplay.add_argument("--game", required=True, choices=GAME_IDS)
    selfplay.add_argument("--seed", type=int, default=1)
    selfplay.add_argument("--option", "-o", action="append", type=option_argument, default=[])
    selfplay.add_argument("--out", help="write the record here instead of printing it")

    sub.add_parser("games", help="list the games and their options")
    _add_plugins(sub)
    return parser


def _add_plugins(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Commands that live in other modules (e.g. the AI arena) register themselves here."""
    try:
        from .ai import arena_cli
    except ImportError:
        return
    arena_cli.add_parser(sub)
    from .net import commands

    commands.add_parsers(sub)
    from .training import puzzle_cli

    puzzle_cli.add_parser(sub)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(_dispatch(args))
    except (RecordError, GameError) as exc:
        return _fail(str(exc))
    except OSError as exc:  # e.g. --out into a folder that cannot be written
        where = f" ({exc.filename})" if exc.filename else ""
        return _fail(f"{exc.strerror or type(exc).__name__}{where}")


def _fail(message: str) -> int:
    """One clear line on stderr, exit status 2 (no control character of a file or a host
    reaches the terminal)."""
    print(f"holomino: {clip_message(terminal_text(' '.join(message.split())))}", file=sys.stderr)
    return 2


def _dispatch(args: argparse.Namespace) -> int:
    if args.command == "bench":
        from .bench import run

        run(args.game, args.seconds)
        return 0
    if args.command == "replay":
        return _replay(args.file, args.verbose)
    if args.command == "selfplay":
        return _selfplay(args)
    if args.command == "games":
        for game_id in GAME_IDS:
            cls = game_class(game_id)
            opts = ", ".join(
                f"{spec.name}={'|'.join(map(str, spec.choices))} (default {spec.default})"
                for spec in cls.option_specs
            )
            print(f"{game_id:14s} {cls.min_players}-{cls.max_players} players  {opts}")
        return 0
    handler = getattr(args, "handler", None)
    if handler is not None:
        return int(handler(args))
    raise AssertionError(args.command)


def _replay(path: str, verbose: bool) -> int:
    record, state, results = load_record(path)  # checked in full before anything is printed
    if verbose:
        for number, result in enumerate(results, start=1):
            print(f"{number:4d}. P{result.player + 1} {result.move!s:24s} {result.describe()}")
    print(f"{len(record.moves)} moves replayed; scores {state.scores()}")
    if state.is_terminal():
        print(f"finished; winners: {', '.join(f'P{w + 1}' for w in state.outcome().winners)}")
    return 0


def _selfplay(args: argparse.Namespace) -> int:
    game = get_game(args.game, **dict(args.option))
    record = GameRecord.start(game, args.seed)
    state = record.initial_state()
    rng = random.Random(args.seed)
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    record.finish(state)
    if args.out:
        _check_folder(args.out)
        record.save(args.out)
    else:
        print(json.dumps(record.to_json()))
    return 0


def _check_folder(path: str) -> None:
    folder = Path(path).parent
    if not folder.is_dir():
        raise RecordError(f"the folder {str(folder)!r} does not exist (it is not created)")


if __name__ == "__main__":
    sys.exit(main())
