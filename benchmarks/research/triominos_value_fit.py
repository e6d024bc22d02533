"""Triominos: how well a position's features foretell the rest of its round.

Plays Intermediate self-play matches and, at about every third decision, notes for the player
to move and the other one: tiles held, rack points, rack tiles that fit somewhere now, whether
one tile is left, and the mover's best placement now. The target is the points the mover gains
on the other player from there to the round's end (going out and the racks included). It prints
the least-squares weights of the differences (mover less other), the share of the target's
variance they explain on held-out matches (R², every fifth match), and the same share for the
shipped :meth:`TriominosHeuristics.evaluate` taken as it is (its rack, tile and tempo terms).

    python benchmarks/research/triominos_value_fit.py --matches 800 --jobs 2

A round is mostly luck, so no weights explain much; the point is which signs and sizes the
data supports.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository

from holomino_desktop.ai.levels import make_player  # noqa: E402
from holomino_desktop.ai.triominos_ai import TriominosHeuristics  # noqa: E402
from holomino_desktop.engine import get_game  # noqa: E402
from holomino_desktop.engine.triominos import _FIT_MASK, TILE_SUMS, TriominosState  # noqa: E402

FEATURES = ("mover", "tiles", "rack points", "tiles that fit", "one tile left", "best placement")
#: (features, the mover's points on the other to the round's end, the match's seed)
Row = tuple[list[float], float, int]


def _features(state: TriominosState, heuristics: TriominosHeuristics) -> list[float]:
    fit_any = 0
    for key in state.front.values():
        fit_any |= _FIT_MASK[key]
    mover = state.current_player
    seats = []
    for p in (mover, 1 - mover):
        hand = state.hands[p]
        fits = (fit_any & state.masks[p]).bit_count()
        seats.append((len(hand), sum(TILE_SUMS[t] for t in hand), fits, float(len(hand) == 1)))
    best = max(
        (heuristics.place_points(state, m) for m in state._placements(state.masks[mover])),  # type: ignore[arg-type]
        default=0.0,
    )
    mine, theirs = seats
    return [1.0, *(a - b for a, b in zip(mine, theirs, strict=True)), best]


def play_match(seed: int) -> list[Row]:
    """One self-play match: a row for about every third decision on a laid board."""
    heuristics = TriominosHeuristics()
    state = get_game("triominos", players=2).new_initial_state(seed=seed)
    assert isinstance(state, TriominosState)
    note = random.Random(seed)
    players = [make_player("intermediate", seed=seed * 3 + i) for i in (0, 1)]
    rows: list[Row] = []
    pending: list[tuple[list[float], int, list[int]]] = []  # features, mover, points then
    points = [0, 0]
    while not state.is_terminal():
        mover = state.current_player
        if state.board and note.random() < 0.3:
            pending.append((_features(state, heuristics), mover, list(points)))
        result = state.apply(players[mover].choose_move(state.view(mover)))
        for p in (0, 1):
            points[p] += result.points_for(p)
        if "round_end" in result.events:
            for features, who, then in pending:
                gained = [points[p] - then[p] for p in (0, 1)]
                rows.append((features, float(gained[who] - gained[1 - who]), seed))
            pending, points = [], [0, 0]
    return rows


def least_squares(x: list[list[float]], y: list[float]) -> list[float]:
    """Weights minimising the squared error (normal equations, Gauss-Jordan with pivoting)."""
    k = len(x[0])
    a = [[sum(r[i] * r[j] for r in x) for j in range(k)] for i in range(k)]
    b = [sum(r[i] * t for r, t in zip(x, y, strict=True)) for i in range(k)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot], b[col], b[pivot] = a[pivot], a[col], b[pivot], b[col]
        for row in range(k):
            if row != col and a[row][col]:
                factor = a[row][col] / a[col][col]
                a[row] = [u - factor * v for u, v in zip(a[row], a[col], strict=True)]
                b[row] -= factor * b[col]
    return [b[i] / a[i][i] for i in range(k)]


def r_squared(predicted: list[float], y: list[float]) -> float:
    mean = statistics.fmean(y)
    total = sum((t - mean) ** 2 for t in y)
    return 1.0 - sum((t - p) ** 2 for t, p in zip(y, predicted, strict=True)) / total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=40000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        seeds = range(args.seed, args.seed + args.matches)
        rows = [row for match in pool.map(play_match, seeds, chunksize=8) for row in match]
    train = [r for r in rows if r[2] % 5]
    test = [r for r in rows if not r[2] % 5]
    weights = least_squares([r[0] for r in train], [r[1] for r in train])
    y = [r[1] for r in test]
    fitted = r_squared([sum(w * f for w, f in zip(weights, r[0], strict=True)) for r in test], y)
    h = TriominosHeuristics()
    # the shipped evaluation's margin: −rack_weight·points −tile_weight·tiles +tempo·best
    shipped = [-h.rack_weight * r[0][2] - h.tile_weight * r[0][1] + h.tempo_weight * r[0][5]
               for r in test]  # fmt: skip
    print(f"Triominos, Intermediate self-play: {args.matches} matches, {len(rows)} positions "
          f"({len(train)} fitted, {len(test)} held out)")  # fmt: skip
    print("weights (mover less other): " + ", ".join(
        f"{name} {w:+.2f}" for name, w in zip(FEATURES, weights, strict=True)))  # fmt: skip
    print(f"held-out R²: fitted {fitted:.3f}, the shipped evaluation {r_squared(shipped, y):.3f}")
    print(f"{time.perf_counter() - started:.0f} s wall")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
