"""Game review speed: a full and a quick review of a 2-player Holomino game and of a
2-player Triominos match (the human seat: a careless player; the other: the Intermediate).

    python benchmarks/review_speed.py [--iterations 300] [--jobs 1] [--seed 5]

Targets (issue 23): a full review at the default depth ≤ 15 s per game, a quick review
(greedy points only) ≤ 1 s. ``--jobs 2`` reviews the positions in two processes (every position
has its own seed, so the result is the same review); the window runs one worker. A print, not a
timed test: the machine's load (printed) changes the figures.
"""

from __future__ import annotations

import argparse
import os
import time
from concurrent.futures import ProcessPoolExecutor

from holomino_desktop.ai.greedy import BeginnerPlayer, GreedyPlayer
from holomino_desktop.ai.review import (
    DEFAULT_ITERATIONS,
    MoveReview,
    Task,
    human_seats,
    review_record,
    review_task,
    review_tasks,
)
from holomino_desktop.engine import get_game
from holomino_desktop.engine.record import GameRecord, Seat


def played(game_id: str, seed: int) -> GameRecord:
    game = get_game(game_id, players=2)
    state = game.new_initial_state(seed=seed)
    record = GameRecord.start(game, seed, [Seat("Ana"), Seat("CPU", "ai", "intermediate")])
    players = [BeginnerPlayer(seed=seed), GreedyPlayer(seed=1)]
    while not state.is_terminal():
        move = players[state.current_player].choose_move(state.view(state.current_player))
        record.moves.append(str(move))
        state.apply(move)
    record.finish(state)
    return record


def _one(args: tuple[Task, int, int]) -> MoveReview:
    task, iterations, seed = args
    return review_task(task, iterations, seed, quick=False)


def full_review(record: GameRecord, iterations: int, jobs: int) -> tuple[float, int]:
    start = time.perf_counter()
    if jobs <= 1:
        count = len(review_record(record, budget=iterations, seed=1).moves)
    else:
        tasks = review_tasks(record, human_seats(record))
        with ProcessPoolExecutor(jobs) as pool:
            count = len(list(pool.map(_one, [(t, iterations, 1) for t in tasks], chunksize=4)))
    return time.perf_counter() - start, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f} (cores: {os.cpu_count()})")
    for game_id in ("holomino", "triominos"):
        record = played(game_id, args.seed)
        start = time.perf_counter()
        quick = review_record(record, quick=True)
        quick_s = time.perf_counter() - start
        full_s, count = full_review(record, args.iterations, args.jobs)
        print(
            f"{game_id:10s} {len(record.moves):4d} moves, {count:3d} reviewed: "
            f"full {full_s:6.2f} s ({args.iterations} iterations, {args.jobs} job(s)), "
            f"quick {quick_s:5.3f} s ({len(quick.moves)} moves)"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
