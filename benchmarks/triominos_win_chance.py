"""How much a Triominos lead is worth: the win chance behind a lead, fitted on self-play.

    python benchmarks/triominos_win_chance.py [--games 3000] [--seed 10000]

Plays ``--games`` two-player matches between two Intermediates, records every position (both
totals, the tiles on the racks) and who won the match, and fits for each band of positions the
scale ``s`` of ``P(seat 0 wins) = sigmoid(lead / s)`` by maximum likelihood (a grid of scales).
Bands: a running match by the points the leader still needs to pass 400; the last round (after
someone passed 400, which is played out) by the tiles still on the racks. Next to each fitted
scale it prints the mean of what :meth:`TriominosHeuristics.chance_scale` (the Expert's) gives
the band's positions, so a change of either shows at once (``docs/decisions.md``: issue 22).
"""

from __future__ import annotations

import argparse
import math
from collections import defaultdict

from holomino_desktop.ai.heuristics import sigmoid
from holomino_desktop.ai.levels import make_player
from holomino_desktop.ai.triominos_ai import TriominosHeuristics
from holomino_desktop.engine.triominos import TARGET, TriominosGame

SCALES = (10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 110, 130, 160, 200)
Band = tuple[str, int]


def positions(games: int, seed: int) -> list[tuple[Band, int, float, float]]:
    """(band, seat 0's lead, the Expert's scale there, seat 0's share of the win) for every
    position of every match."""
    game = TriominosGame()
    expert = TriominosHeuristics()
    rows: list[tuple[Band, int, float, float]] = []
    for index in range(games):
        state = game.new_initial_state(seed=seed + index)
        players = [make_player("intermediate", seed=2 * index + seat) for seat in range(2)]
        seen: list[tuple[Band, int, float]] = []
        while not state.is_terminal():
            mine, theirs = state.scores()
            top = max(mine, theirs)
            if top > TARGET:
                band: Band = ("last round, tiles on racks", sum(map(len, state.hands)) // 3 * 3)
            else:
                band = ("running, points to go", (TARGET + 1 - top) // 50 * 50)
            seen.append((band, mine - theirs, expert.chance_scale(state)))
            seat = state.current_player
            state.apply(players[seat].choose_move(state.view(seat)))
        winners = state.outcome().winners
        share = 1.0 / len(winners) if 0 in winners else 0.0
        rows.extend((band, lead, scale, share) for band, lead, scale in seen)
    return rows


def log_likelihood(data: list[tuple[int, float]], scale: float) -> float:
    total = 0.0
    for lead, share in data:
        p = min(max(sigmoid(lead / scale), 1e-9), 1.0 - 1e-9)
        total += share * math.log(p) + (1.0 - share) * math.log(1.0 - p)
    return total / len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=10000)
    args = parser.parse_args()
    bands: dict[Band, list[tuple[int, float]]] = defaultdict(list)
    shipped: dict[Band, list[float]] = defaultdict(list)
    for band, lead, scale, share in positions(args.games, args.seed):
        bands[band].append((lead, share))
        shipped[band].append(scale)
    print(f"{args.games} Intermediate self-play matches, seed {args.seed}")
    print(f"{'band':<36} {'positions':>9} {'fitted':>7} {'shipped':>8} {'flat 30 costs':>14}")
    for band in sorted(bands):
        data = bands[band]
        if len(data) < 200:
            continue
        fitted = max(SCALES, key=lambda s: log_likelihood(data, s))
        worse = log_likelihood(data, fitted) - log_likelihood(data, 30)
        kind, low = band
        width = 50 if kind.startswith("running") else 3
        label = f"{kind} {low}–{low + width - 1}"
        print(
            f"{label:<36} {len(data):>9} {fitted:>7} "
            f"{sum(shipped[band]) / len(shipped[band]):>8.1f} "
            f"{worse:>11.4f}/pos"
        )


if __name__ == "__main__":
    main()
