"""Is the review's win chance a chance? Predicted against observed wins, per game.

    python benchmarks/win_chance_calibration.py --game holomino --positions 200
        [--iterations 300] [--playouts 8] [--per-game 6] [--seed 1]

Plays two-player games (a Beginner against an Intermediate, the Beginner's seat alternating),
picks ``--per-game`` positions at random among one seat's moves that had a choice, and reviews
each move there as the review does (``review_position``, ``--iterations`` per position, the
review's default): the win chance it shows after the move (a decided position shows 0 or 1).
Then it plays the game on to the end ``--playouts`` times from the position after the move —
each time the hidden tiles dealt again from that seat's view (what the seat knew), and two
Intermediates playing both seats (the self-play the Expert's chance scales were fitted on) —
and counts the seat's share of wins.

It prints, per bin of predicted chance, the positions, their mean predicted chance and their
observed win rate; then the calibration error (the positions' weighted mean of |mean predicted −
observed| over the bins), the Brier score over the playouts (next to that of saying the
overall win rate everywhere), and how the positions the review calls decided came out. A
print, not a timed test.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from dataclasses import dataclass

from holomino_desktop.ai.greedy import BeginnerPlayer, GreedyPlayer
from holomino_desktop.ai.heuristics import heuristics_for
from holomino_desktop.ai.review import DEFAULT_ITERATIONS, review_position, settled_chance
from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import Move, State

#: the bins of predicted chance: [0, 0.1), [0.1, 0.2) ... [0.9, 1]
BINS = 10


@dataclass(frozen=True)
class Position:
    """A reviewed move: the chance the review shows after it and the wins that followed."""

    predicted: float
    observed: float  # the seat's share of wins over the playouts
    decided: bool  # the review called the position decided (and showed 0 or 1)


def game_positions(game_id: str, seed: int, per_game: int) -> list[tuple[State, Move, int]]:
    """Up to ``per_game`` (state before, move, move number) of one seat's moves with a choice,
    at random, from one game of a Beginner against an Intermediate."""
    state = get_game(game_id, players=2).new_initial_state(seed=seed)
    careless = seed % 2  # the Beginner's seat
    players = [
        BeginnerPlayer(seed=seed) if p == careless else GreedyPlayer(seed=seed) for p in range(2)
    ]
    reviewed = (seed // 2) % 2  # the seat whose moves are reviewed
    choices: list[tuple[State, Move, int]] = []
    number = 0
    while not state.is_terminal():
        seat = state.current_player
        view = state.view(seat)
        move = players[seat].choose_move(view)
        if seat == reviewed and len(view.legal_moves()) > 1:
            choices.append((state.clone(), move, number))
        state.apply(move)
        number += 1
    rng = random.Random(seed)
    return rng.sample(choices, min(per_game, len(choices)))


def playouts(after: State, seat: int, count: int, rng: random.Random) -> float:
    """``seat``'s share of wins over ``count`` games played on from ``after`` by two
    Intermediates, the tiles ``seat`` cannot see dealt again each time."""
    total = 0.0
    for _ in range(count):
        state = after.view(seat).sample_hidden(seat, rng)
        players = [GreedyPlayer(seed=rng.getrandbits(32)) for _ in range(state.num_players)]
        while not state.is_terminal():
            mover = state.current_player
            state.apply(players[mover].choose_move(state.view(mover)))
        winners = state.outcome().winners
        total += 1.0 / len(winners) if seat in winners else 0.0
    return total / count


def measure(game_id: str, positions: int, iterations: int, count: int, per_game: int,
            seed: int) -> list[Position]:  # fmt: skip
    """``positions`` reviewed positions of ``game_id`` and how they came out."""
    out: list[Position] = []
    game_seed = seed * 100_000
    rng = random.Random(seed)
    while len(out) < positions:
        for state, move, number in game_positions(game_id, game_seed, per_game):
            if len(out) >= positions:
                break
            seat = state.current_player
            after = state.clone()
            points = after.apply(move).points_for(seat)
            found = review_position(state, move, points, number, iterations=iterations, seed=1)
            if found.chance_after is None:  # a forced move: the review shows no chance
                continue
            view = state.view(seat)
            decided = settled_chance(view, heuristics_for(view)) is not None
            observed = playouts(after, seat, count, rng)
            out.append(Position(found.chance_after, observed, decided))
        game_seed += 1
    return out


def brier(chances: list[float], found: list[Position]) -> float:
    """The mean squared error of ``chances`` against every playout's result (1 won, 0 lost;
    a shared win counts as its share)."""
    total = 0.0
    for chance, p in zip(chances, found, strict=True):
        total += p.observed * (1.0 - chance) ** 2 + (1.0 - p.observed) * chance**2
    return total / len(found)


def report(game_id: str, found: list[Position]) -> None:
    print(f"{'predicted':>11} {'positions':>9} {'mean predicted':>15} {'observed wins':>14}")
    error = 0.0
    for low in range(BINS):
        inside = [
            p for p in found if low <= p.predicted * BINS < low + 1 or (low == BINS - 1 and
                                                                          p.predicted == 1.0)
        ]  # fmt: skip
        if not inside:
            continue
        predicted = sum(p.predicted for p in inside) / len(inside)
        observed = sum(p.observed for p in inside) / len(inside)
        error += len(inside) * abs(predicted - observed)
        span = f"{low / BINS:.1f}-{(low + 1) / BINS:.1f}"
        print(f"{span:>11} {len(inside):9d} {predicted:15.3f} {observed:14.3f}")
    rate = sum(p.observed for p in found) / len(found)
    print(f"{game_id}: calibration error {error / len(found):.3f} (weighted mean |predicted − "
          f"observed| over the bins), {len(found)} positions")  # fmt: skip
    print(f"Brier score {brier([p.predicted for p in found], found):.3f} over the playouts "
          f"(saying {rate:.2f} everywhere: {brier([rate] * len(found), found):.3f})")  # fmt: skip
    decided = [p for p in found if p.decided]
    if decided:
        wrong = sum(abs(p.predicted - p.observed) for p in decided) / len(decided)
        print(f"decided: {len(decided)} positions shown at 0 or 1, mean |shown − observed| "
              f"{wrong:.3f}")  # fmt: skip
    else:
        print("decided: no position")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=GAME_IDS, default="holomino")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    parser.add_argument("--playouts", type=int, default=8)
    parser.add_argument("--per-game", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f} (cores: {os.cpu_count()})")
    start = time.perf_counter()
    found = measure(
        args.game, args.positions, args.iterations, args.playouts, args.per_game, args.seed
    )
    print(
        f"{args.game}: the review's chance after the move ({args.iterations} iterations) "
        f"against {args.playouts} Intermediate playouts per position"
    )
    report(args.game, found)
    print(f"{time.perf_counter() - start:.0f} s; load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
