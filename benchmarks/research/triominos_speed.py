"""Triominos engine speed: random full rounds per second, random full matches, and the median
time of ``legal_moves()`` in mid-game positions where the player holds 9 tiles.

    python benchmarks/research/triominos_speed.py [--seconds 3] [--players 2] [--positions 200]

Targets (issue 3): ≥ 300 random full rounds/s; median legal_moves() < 200 µs. One core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from holomino_desktop.engine.triominos import TriominosGame, TriominosState


def random_round(state: TriominosState, rng: random.Random) -> int:
    """Play random legal moves until the current round ends; returns the number of moves."""
    moves = 0
    while True:
        result = state.apply(rng.choice(state.legal_moves()))
        moves += 1
        if "round_end" in result.events:
            return moves


def rounds_per_second(players: int, seconds: float) -> tuple[float, float]:
    game = TriominosGame(players=players)
    rng = random.Random(1)
    count = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        moves += random_round(game.new_initial_state(seed=count), rng)
        count += 1
    return count / (time.perf_counter() - start), moves / count


def match_times(players: int, seconds: float) -> tuple[float, float, float, float]:
    """Mean and max seconds per random full match, mean rounds and moves per match."""
    game = TriominosGame(players=players)
    rng = random.Random(2)
    times: list[float] = []
    rounds: list[int] = []
    lengths: list[int] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or not times:
        state = game.new_initial_state(seed=len(times))
        t0 = time.perf_counter()
        n = 0
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_moves()))
            n += 1
        times.append(time.perf_counter() - t0)
        rounds.append(state.round_number)
        lengths.append(n)
    return statistics.mean(times), max(times), statistics.mean(rounds), statistics.mean(lengths)


def mid_game_positions(count: int, rack: int = 9) -> list[TriominosState]:
    """Two-player positions with 10-30 tiles on the table and ``rack`` tiles to play with."""
    game = TriominosGame(players=2)
    positions: list[TriominosState] = []
    seed = 0
    while len(positions) < count:
        state = game.new_initial_state(seed=seed)
        rng = random.Random(seed)
        seed += 1
        while state.round_number == 1 and not state.is_terminal():
            placed = len(state.board_tiles())
            if placed > 30:
                break
            if placed >= 10 and len(state.hand(state.current_player)) == rack:
                positions.append(state.clone())
                break
            state.apply(rng.choice(state.legal_moves()))
    return positions


def legal_move_times(positions: list[TriominosState], repeat: int = 20) -> list[float]:
    times = []
    for state in positions:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            state.legal_moves()
            best = min(best, time.perf_counter() - t0)
        times.append(best * 1e6)
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--positions", type=int, default=200)
    args = parser.parse_args()

    rate, length = rounds_per_second(args.players, args.seconds)
    print(f"random full rounds ({args.players} players): {rate:8.1f} /s ({length:.1f} moves each)")
    mean, worst, rounds, moves = match_times(args.players, args.seconds)
    print(
        f"random full matches to 400 ({args.players} players): {mean * 1000:.1f} ms mean, "
        f"{worst * 1000:.1f} ms max ({rounds:.1f} rounds, {moves:.0f} moves each)"
    )
    positions = mid_game_positions(args.positions)
    times = legal_move_times(positions)
    sizes = [len(s.legal_moves()) for s in positions]
    print(
        f"legal_moves() with a 9-tile rack: median {statistics.median(times):.1f} µs, "
        f"p90 {times[int(len(times) * 0.9)]:.1f} µs "
        f"({statistics.mean(sizes):.1f} moves, {len(positions)} mid-game positions)"
    )


if __name__ == "__main__":
    main()
