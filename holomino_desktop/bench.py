"""Engine speed figures: random playouts per second and legal-move generation time.

Run as ``holomino bench [--game ID] [--seconds S]``. Figures are for one core (one process).
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass

from .engine import GAME_IDS, get_game
from .engine.base import State


@dataclass
class BenchResult:
    game: str
    playouts_per_s: float
    moves_per_playout: float
    legal_median_us: float
    legal_p90_us: float
    legal_moves_mid: float
    positions: int

    def line(self) -> str:
        return (
            f"{self.game:14s} {self.playouts_per_s:9.1f} playouts/s "
            f"({self.moves_per_playout:5.1f} moves each)   legal_moves() median "
            f"{self.legal_median_us:7.1f} µs, p90 {self.legal_p90_us:7.1f} µs "
            f"({self.legal_moves_mid:.1f} moves, {self.positions} mid-game positions)"
        )


def random_playout(state: State, rng: random.Random) -> int:
    """Play uniformly random legal moves to the end; returns the number of moves."""
    moves = 0
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
        moves += 1
    return moves


def playout_rate(game_id: str, seconds: float, **options: object) -> tuple[float, float]:
    game = get_game(game_id, **options)
    rng = random.Random(1)
    count = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        moves += random_playout(game.new_initial_state(seed=count), rng)
        count += 1
    elapsed = time.perf_counter() - start
    return count / elapsed, moves / max(count, 1)


def mid_game_positions(game_id: str, count: int, **options: object) -> list[State]:
    """Positions halfway through random games (by the length of a replayed twin game)."""
    game = get_game(game_id, **options)
    positions = []
    for seed in range(count):
        rng = random.Random(seed)
        full = game.new_initial_state(seed=seed)
        length = random_playout(full, rng)
        rng = random.Random(seed)
        state = game.new_initial_state(seed=seed)
        for _ in range(length // 2):
            state.apply(rng.choice(state.legal_moves()))
        if not state.is_terminal():
            positions.append(state)
    return positions


def legal_move_times(positions: list[State], repeat: int = 20) -> list[float]:
    """Best-of-``repeat`` time of ``legal_moves()`` per position, in microseconds."""
    times = []
    for state in positions:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            state.legal_moves()
            best = min(best, time.perf_counter() - t0)
        times.append(best * 1e6)
    return times


def bench_game(game_id: str, seconds: float = 3.0, positions: int = 100) -> BenchResult:
    rate, length = playout_rate(game_id, seconds)
    states = mid_game_positions(game_id, positions)
    times = sorted(legal_move_times(states))
    sizes = [len(s.legal_moves()) for s in states]
    return BenchResult(
        game_id,
        rate,
        length,
        statistics.median(times),
        times[int(len(times) * 0.9)],
        statistics.mean(sizes),
        len(states),
    )


def run(games: list[str] | None = None, seconds: float = 3.0) -> list[BenchResult]:
    results = []
    for game_id in games or list(GAME_IDS):
        result = bench_game(game_id, seconds)
        print(result.line(), flush=True)
        results.append(result)
    return results
