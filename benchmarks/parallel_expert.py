"""What the Expert's worker processes buy: iterations per decision at the same think time.

    python benchmarks/parallel_expert.py [--processes 1,2] [--views 6] [--budget 1.0] [--game ID]

For every game, ``--views`` mid-game positions (seeded random play, as the AI tests) are
decided by the Expert at ``--budget`` seconds once per process count; the table gives the mean
iterations of a decision, the mean and longest think time (wall clock) and the ratio of
iterations to the one-process Expert. Run it on a quiet machine: the budget is wall-clock time,
so a busy core is iterations lost. The workers are started (and waited for) before the clock
runs; the first decision of a game in the window is searched in the window's thread instead.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from holomino_desktop.ai.ismcts import ExpertPlayer
from holomino_desktop.ai.search_pool import ParallelExpertPlayer, close_pools, shared_pool
from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import State


def views(game_id: str, count: int) -> list[State]:
    """``count`` views with a choice, after 8–20 random plies of seeded deals."""
    found: list[State] = []
    seed = 0
    while len(found) < count and seed < 50 * count:
        state = get_game(game_id).new_initial_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(8 + seed % 13):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_moves()))
        if not state.is_terminal() and len(state.legal_moves()) > 2:
            found.append(state.view(state.current_player))
        seed += 1
    return found


def decide(view: State, processes: int, budget: float, seed: int) -> tuple[int, float]:
    player: ExpertPlayer = (
        ExpertPlayer(seed=seed, budget=budget)
        if processes == 1
        else ParallelExpertPlayer(seed=seed, budget=budget, processes=processes)
    )
    started = time.perf_counter()
    player.choose_move(view)
    assert player.last is not None
    return player.last.iterations, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--processes", default="1,2", help="comma-separated process counts")
    parser.add_argument("--views", type=int, default=6)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--game", action="append", choices=GAME_IDS, help="repeatable")
    args = parser.parse_args()
    counts = [int(c) for c in args.processes.split(",")]
    for n in counts:
        if n > 1:
            shared_pool(n).wait_ready(60.0)
    print(f"budget {args.budget:g} s, {args.views} views a game")
    print(f"{'game':14s} {'processes':>9s} {'iterations':>10s} {'×':>6s} {'think':>7s} {'max':>7s}")
    for game_id in args.game or GAME_IDS:
        positions = views(game_id, args.views)
        single = 0.0
        for n in counts:
            runs = [decide(v, n, args.budget, seed=i) for i, v in enumerate(positions)]
            mean = statistics.mean(r[0] for r in runs)
            single = single or mean
            think = [r[1] for r in runs]
            print(
                f"{game_id:14s} {n:9d} {mean:10.0f} {mean / single:6.2f} "
                f"{statistics.mean(think):6.3f}s {max(think):6.3f}s",
                flush=True,
            )
    close_pools()


if __name__ == "__main__":
    main()
