"""Triominos, round by round: the Expert's point margin against an opponent on paired deals.

A match of Triominos runs to 400 points over several rounds and is decided mostly by the deal,
so 40 matches tell two settings apart only when they differ a lot. This benchmark plays the
first round of each deal twice, once with the Expert in each seat, and prints the Expert's mean
margin (its points in the round less the opponent's, with the going-out bonus and the racks
settled), its standard error, and the rounds it won. With ``--against FILE`` (an earlier run's
``--out``) it pairs the rounds by deal and seat and prints the mean difference of the margins.

    python benchmarks/research/triominos_rounds.py --deals 80 --budget 0.5 --seed 20000 \\
        --out base.jsonl
    python benchmarks/research/triominos_rounds.py --deals 80 --budget 0.5 --seed 20000 \\
        --set rollout_depth=40 --out deep.jsonl --against base.jsonl
    python benchmarks/research/triominos_rounds.py --deals 80 --budget 0.5 --seed 20000 --sees racks

``--set NAME=VALUE`` changes an attribute of the Expert's :class:`TriominosHeuristics`,
``--search NAME=VALUE`` an option of its search (``exploration``, ``bias_weight`` …), and
``--sees racks`` lets it see the other rack (``omniscient_ceiling.py``): the room that reading
the rack could win, in points a round.
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # benchmarks/: omniscient_ceiling
sys.path.insert(0, str(Path(__file__).resolve().parent))  # research/: its siblings

from dutch_rounds import parse_settings, tune  # noqa: E402
from omniscient_ceiling import omniscient  # noqa: E402

from holomino_desktop.ai.ismcts import ISMCTS, ExpertPlayer  # noqa: E402
from holomino_desktop.ai.levels import make_player  # noqa: E402
from holomino_desktop.ai.triominos_ai import TriominosHeuristics  # noqa: E402
from holomino_desktop.engine import get_game  # noqa: E402

J = TypeVar("J")

#: (deal, the Expert's seat, budget, iterations or None, heuristics settings, search options,
#: opponent level, what the Expert sees)
Job = tuple[int, int, float, int | None, dict[str, float], dict[str, float], str, str]


def tuned_heuristics(settings: dict[str, float]) -> TriominosHeuristics:
    return tune(TriominosHeuristics(), settings)


def play_round(job: Job) -> dict[str, Any]:
    """The first round of deal ``seed`` with the Expert at ``seat``: its margin and whether the
    match totals agree with the points the moves reported."""
    seed, seat, budget, iterations, settings, search, opponent, sees = job
    state = get_game("triominos", players=2).new_initial_state(seed=seed)
    expert = ExpertPlayer(
        seed=seed * 7 + 1,
        budget=budget,
        iterations=iterations,
        heuristics=tuned_heuristics(settings),
        **search,
    )
    other = make_player(opponent, seed=seed * 7 + 2)
    points = [0, 0]
    while True:
        mover = state.current_player
        if mover == seat:
            shown = omniscient(state, "racks") if sees == "racks" else state.view(mover)
            move = expert.choose_move(shown)
        else:
            move = other.choose_move(state.view(mover))
        result = state.apply(move)
        for p in (0, 1):
            points[p] += result.points_for(p)
        if "round_end" in result.events:
            margin = points[seat] - points[1 - seat]
            totals = state.match.totals
            return {
                "deal": seed,
                "seat": seat,
                "margin": margin,
                "booked": totals[seat] - totals[1 - seat] == margin,
            }


def parse_search(items: list[str]) -> dict[str, float]:
    """``--search NAME=VALUE`` options of :class:`ISMCTS`; an unknown name stops the run here,
    not in a worker (also ``triominos_regret.py``)."""
    search = parse_settings(items)
    unknown = set(search) - (set(inspect.signature(ISMCTS).parameters) - {"heuristics", "rng"})
    if unknown:
        raise SystemExit(f"the search has no option {', '.join(sorted(unknown))}")
    return search


def run_writing(
    worker: Callable[[J], dict[str, Any]], jobs: list[J], workers: int, out_path: Path | None
) -> list[dict[str, Any]]:
    """``worker`` over ``jobs`` on ``workers`` processes, in order; each result is also written
    to ``out_path`` as a JSON line as soon as it is done, so a long run stopped early keeps
    what it did (also ``triominos_regret.py``)."""
    done: list[dict[str, Any]] = []
    with ProcessPoolExecutor(max_workers=workers) as pool, ExitStack() as files:
        out = files.enter_context(out_path.open("w")) if out_path else None
        for result in pool.map(worker, jobs):
            done.append(result)
            if out:
                out.write(json.dumps(result) + "\n")
                out.flush()
    return done


def _summary(rounds: list[dict[str, Any]]) -> str:
    margins = [r["margin"] for r in rounds]
    se = statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else math.nan
    won = sum(r["margin"] > 0 for r in rounds)
    return (
        f"{len(rounds)} rounds: mean margin {statistics.fmean(margins):+.1f} points "
        f"(standard error {se:.1f}), won {won} ({won / len(rounds):.1%})"
    )


def _compare(rounds: list[dict[str, Any]], path: Path) -> str:
    before = {(r["deal"], r["seat"]): r for r in map(json.loads, path.open())}
    pairs = [
        (r, before[(r["deal"], r["seat"])]) for r in rounds if (r["deal"], r["seat"]) in before
    ]
    if len(pairs) < 2:
        return f"against {path}: fewer than 2 rounds on the same deal and seat"
    diff = [a["margin"] - b["margin"] for a, b in pairs]
    se = statistics.stdev(diff) / math.sqrt(len(diff))
    only_now = sum(a["margin"] > 0 >= b["margin"] for a, b in pairs)
    only_then = sum(b["margin"] > 0 >= a["margin"] for a, b in pairs)
    return (
        f"against {path} on {len(pairs)} same deals and seats: margin {statistics.fmean(diff):+.1f}"
        f" points (standard error {se:.1f}); won only now {only_now}, only then {only_then}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--budget", type=float, default=0.5)
    parser.add_argument(
        "--iterations", type=int, default=None, help="fixed search iterations, not the budget"
    )
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--opponent", choices=("intermediate", "greedy"), default="intermediate")
    parser.add_argument("--sees", choices=("view", "racks"), default="view")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--search", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--out", type=Path, help="write one JSON line per round")
    parser.add_argument("--against", type=Path, help="an earlier --out to pair the rounds with")
    args = parser.parse_args(argv)
    settings, search = parse_settings(args.set), parse_search(args.search)
    tuned_heuristics(settings)  # an unknown name stops here, not in a worker
    jobs: list[Job] = [
        (args.seed + d, seat, args.budget, args.iterations, settings, search, args.opponent,
         args.sees)
        for d in range(args.deals)
        for seat in (0, 1)
    ]  # fmt: skip
    started = time.perf_counter()
    rounds = run_writing(play_round, jobs, args.jobs, args.out)
    effort = f"{args.iterations} iterations" if args.iterations else f"{args.budget:g} s"
    print(f"Triominos, first rounds: Expert ({effort}, sees the {args.sees}; settings "
          f"{settings or 'shipped'}, search {search or 'shipped'}) vs {args.opponent}, "
          f"deals {args.seed}-{args.seed + args.deals - 1}")  # fmt: skip
    print(_summary(rounds))
    if not all(r["booked"] for r in rounds):
        print("WARNING: a round's margin differs from the match totals")
    if args.against:
        print(_compare(rounds, args.against))
    print(f"{time.perf_counter() - started:.0f} s wall")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
