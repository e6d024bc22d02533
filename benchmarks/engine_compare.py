"""Engine speed of a git revision next to the working tree, measured side by side.

    python benchmarks/engine_compare.py --base HEAD~3 [--seconds 2] [--rounds 3] [--game ID]

The revision's ``holomino_desktop`` is exported (``git archive``) into a temporary directory.
Then, for every game and round, this same script runs once as a worker in a subprocess with
that directory first on ``PYTHONPATH`` and once with the working tree, alternating which goes
first, so both see the same machine load (the machine is shared; noise is large). A worker only
uses the engine contract (``get_game``, ``legal_moves``, ``apply``), so old and new code are
measured by the same loop: random playouts per second of CPU time (seed ``i`` for playout ``i``,
as ``holomino bench``; CPU time, because on a shared machine the wall clock mostly measures the
others' load) and the median and p90 of ``legal_moves()`` over 100 mid-game positions
(best of 20 calls each). Each figure printed is the median over the rounds; ``×`` is new / base
for playouts and base / new for ``legal_moves``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("holomino", "triominos", "hexadomino", "square_domino", "dutch_domino")


# -- the worker: runs inside the code under test --------------------------------------------
def _playout(state: Any, rng: random.Random) -> int:
    moves = 0
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
        moves += 1
    return moves


def _mid_game(game: Any, count: int) -> list[Any]:
    positions = []
    for seed in range(count):
        length = _playout(game.new_initial_state(seed=seed), random.Random(seed))
        rng = random.Random(seed)
        state = game.new_initial_state(seed=seed)
        for _ in range(length // 2):
            state.apply(rng.choice(state.legal_moves()))
        if not state.is_terminal():
            positions.append(state)
    return positions


def worker(game_id: str, seconds: float) -> dict[str, float]:
    from holomino_desktop.engine import get_game

    game = get_game(game_id)
    rng = random.Random(1)
    count = 0
    # CPU time of this process: on a shared machine the wall clock also counts the time other
    # processes had the core, which differs between two runs far more than the code does
    start = time.process_time()
    while time.process_time() - start < seconds:
        _playout(game.new_initial_state(seed=count), rng)
        count += 1
    rate = count / (time.process_time() - start)
    times = []
    for state in _mid_game(game, 100):
        best = float("inf")
        for _ in range(20):
            t0 = time.perf_counter()
            state.legal_moves()
            best = min(best, time.perf_counter() - t0)
        times.append(best * 1e6)
    times.sort()
    return {
        "playouts": rate,
        "legal_median": statistics.median(times),
        "legal_p90": times[int(len(times) * 0.9)],
    }


# -- the driver -----------------------------------------------------------------------------
def export_revision(rev: str, into: Path) -> Path:
    """``holomino_desktop`` of ``rev`` under ``into`` (via ``git archive``)."""
    archive = into / "rev.tar"
    with archive.open("wb") as out:
        subprocess.run(
            ["git", "archive", rev, "holomino_desktop"], cwd=ROOT, stdout=out, check=True
        )
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    return into


def run_worker(code_dir: Path, game_id: str, seconds: float) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(code_dir), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, __file__, "--worker", game_id, "--seconds", str(seconds)],
        env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def compare(base: str, games: list[str], seconds: float, rounds: int) -> None:
    with tempfile.TemporaryDirectory(prefix="engine_compare_") as tmp:
        base_dir = export_revision(base, Path(tmp))
        sides = {"base": base_dir, "new": ROOT}
        print(f"base = {base}, new = working tree {ROOT}; {rounds} rounds of {seconds:g} s")
        for game_id in games:
            runs: dict[str, list[dict[str, float]]] = {"base": [], "new": []}
            for n in range(rounds):
                order = ["base", "new"] if n % 2 == 0 else ["new", "base"]
                for side in order:
                    runs[side].append(run_worker(sides[side], game_id, seconds))
            med = {
                side: {k: statistics.median(r[k] for r in rs) for k in rs[0]}
                for side, rs in runs.items()
            }
            b, w = med["base"], med["new"]
            print(
                f"{game_id:14s} playouts/s {b['playouts']:8.1f} -> {w['playouts']:8.1f} "
                f"({w['playouts'] / b['playouts']:5.2f}×)   legal_moves median "
                f"{b['legal_median']:6.1f} -> {w['legal_median']:6.1f} µs "
                f"({b['legal_median'] / w['legal_median']:5.2f}×), p90 "
                f"{b['legal_p90']:6.1f} -> {w['legal_p90']:6.1f} µs",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", default="HEAD", help="git revision to compare against")
    parser.add_argument("--seconds", type=float, default=2.0, help="playout time per run")
    parser.add_argument("--rounds", type=int, default=3, help="runs per side and game")
    parser.add_argument("--game", action="append", choices=GAMES, help="repeatable")
    parser.add_argument("--worker", metavar="GAME", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(args.worker, args.seconds)))
        return
    compare(args.base, args.game or list(GAMES), args.seconds, args.rounds)


if __name__ == "__main__":
    main()
