"""``holomino`` — headless commands for people, tests and benchmarks.

holomino bench [--game ID ...] [--seconds S]      engine speed figures
holomino replay FILE [--verbose]                  check a game record move by move
holomino selfplay --game ID [--seed S] [--out F]  a random game, written as a record
holomino games                                    the game ids and their options
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence

from .engine import GAME_IDS, game_class, get_game
from .engine.base import GameError
from .engine.record import GameRecord, RecordError
from .options import option_argument


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="holomino", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    bench = sub.add_parser("bench", help="print engine speed figures")
    bench.add_argument("--game", action="append", choices=GAME_IDS, help="repeatable")
    bench.add_argument("--seconds", type=float, default=3.0, help="per game (default 3)")

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
        from .ai import arena
    except ImportError:
        return
    arena.add_parser(sub)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(_dispatch(args))
    except (RecordError, GameError) as exc:
        print(f"holomino: {exc}", file=sys.stderr)
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
    record = GameRecord.load(path)
    state = record.initial_state()
    for number, (after, result) in enumerate(record.replay_steps(), start=1):
        state = after
        if verbose:
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
        record.save(args.out)
    else:
        print(json.dumps(record.to_json()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
