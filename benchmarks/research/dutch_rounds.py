"""Holandski domino, round by round: the Expert against Intermediates on rotated deals.

A match of Holandski domino lasts nine rounds or more, so match results are a slow and noisy
way to compare players. This benchmark plays single rounds instead: every deal is played once
with the Expert in each seat (the others Intermediates, or with ``--opponent greedy`` the greedy
reference of the arena), and it prints the share of rounds in which the Expert escaped the
kružić, with a 95 % interval and the par for the table size, plus how often each side had to buy
or pass. Two players: a round share p wins a match to five kružići about as often as
``benchmarks/research/dutch_match_model.py`` says (p = 0.69 → 89 %, 0.70 → 90 %).

    python benchmarks/research/dutch_rounds.py --deals 100 --budget 1.0 --jobs 2
    python benchmarks/research/dutch_rounds.py --deals 100 --budget 1.0 --opponent greedy
    python benchmarks/research/dutch_rounds.py --players 4 --deals 60 --budget 0.3
    python benchmarks/research/dutch_rounds.py --deals 60 --budget 0.3 --set rollout_depth=10
    python benchmarks/research/dutch_rounds.py --deals 60 --budget 0.5 --baseline bank_rounds=0

``--baseline NAME=VALUE`` plays every round a second time with other settings and counts the
rounds that only one of the two escaped (same deal, same seat: the deal's luck cancels out).

``--plain-sampling`` makes the Expert deal the unseen tiles at random, ignoring what passes and
buys revealed (to measure what that evidence is worth). ``--set NAME=VALUE`` changes an
attribute of the Expert's heuristics (tuning experiments); the Intermediate keeps the shipped
values because it reads the same knowledge through its own copy.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository

from holomino_desktop.ai.arena import wilson  # noqa: E402
from holomino_desktop.ai.dutch_domino_ai import DutchDominoHeuristics  # noqa: E402
from holomino_desktop.ai.ismcts import ExpertPlayer  # noqa: E402
from holomino_desktop.ai.levels import make_player  # noqa: E402
from holomino_desktop.engine import get_game  # noqa: E402
from holomino_desktop.engine.dutch_domino import Buy, Pass  # noqa: E402

H = TypeVar("H")


def tune(h: H, settings: dict[str, float]) -> H:
    """``h`` with the attributes ``settings`` names set (each in the type it has); stops the
    run for a name ``h`` does not have (also ``triominos_rounds.py``)."""
    for name, value in settings.items():
        if not hasattr(h, name):
            raise SystemExit(f"{type(h).__name__} has no attribute '{name}'")
        setattr(h, name, type(getattr(h, name))(value))
    return h


def tuned_heuristics(settings: dict[str, float]) -> DutchDominoHeuristics:
    return tune(DutchDominoHeuristics(), settings)


#: (seed, seats, the Expert's seat, budget, settings, plain sampling, opponent level)
Job = tuple[int, int, int, float, dict[str, float], bool, str]


def play_round(job: Job) -> dict[str, Any]:
    """Deal ``seed`` for ``n`` seats; the Expert sits at ``expert_seat``, ``opponent`` players
    (Intermediates or the greedy reference) at the others. Returns whether the Expert got the
    kružić and how often each side bought/passed."""
    seed, n, expert_seat, budget, settings, plain, opponent = job
    if plain:
        from holomino_desktop.engine.base import State
        from holomino_desktop.engine.dutch_domino import DutchDominoState

        DutchDominoState.arrange_hidden = State.arrange_hidden  # type: ignore[method-assign]
    state = get_game("dutch_domino", players=n).new_initial_state(seed=seed)
    players: dict[int, Any] = {
        seat: make_player(opponent, seed=seed * 7 + 2 + seat)
        for seat in range(n)
        if seat != expert_seat
    }
    heuristics = tuned_heuristics(settings) if settings else None
    players[expert_seat] = ExpertPlayer(seed=seed * 7 + 1, budget=budget, heuristics=heuristics)
    buys = [0] * n
    passes = [0] * n
    places = 0
    think_max = 0.0
    while True:
        seat = state.current_player
        t0 = time.perf_counter()
        move = players[seat].choose_move(state.view(seat))
        if seat == expert_seat:
            think_max = max(think_max, time.perf_counter() - t0)
        result = state.apply(move)
        if isinstance(move, Buy):
            buys[seat] += 1
        elif isinstance(move, Pass):
            passes[seat] += 1
        else:
            places += 1
        if "round_end" in result.events:
            lost = [item.player for item in result.items]
            others = n - 1
            return {
                "expert_lost": expert_seat in lost,
                "expert_buys": buys[expert_seat],
                "others_buys": (sum(buys) - buys[expert_seat]) / others,
                "expert_passes": passes[expert_seat],
                "others_passes": (sum(passes) - passes[expert_seat]) / others,
                "places": places,
                "think_max": think_max,
            }


def parse_settings(items: list[str]) -> dict[str, float]:
    settings = {}
    for item in items:
        name, _, value = item.partition("=")
        settings[name] = float(value)
    return settings


def _summary(label: str, results: list[dict[str, Any]], players: int) -> None:
    # a draw (blocked, nobody loses) counts as a round without the kružić
    won = sum(0.0 if r["expert_lost"] else 1.0 for r in results)
    n = len(results)
    low, high = wilson(won, n)
    par = (players - 1) / players
    print(f"{label}: the Expert escaped the kružić in {won / n:.1%} of {n} rounds "
          f"(95 % {low:.1%}–{high:.1%}; par {par:.0%})")  # fmt: skip
    for key in ("expert_buys", "others_buys", "expert_passes", "others_passes", "places"):
        print(f"  mean {key}: {sum(r[key] for r in results) / n:.2f}")
    print(f"  max think {max(r['think_max'] for r in results):.3f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=range(2, 7))
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--opponent", choices=("intermediate", "greedy"), default="intermediate")
    parser.add_argument("--plain-sampling", action="store_true")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument(
        "--baseline",
        action="append",
        default=None,
        metavar="NAME=VALUE",
        help="also play every round with these settings instead (e.g. bank_rounds=0) and "
        "compare round by round",
    )
    args = parser.parse_args(argv)
    variants = {"settings": parse_settings(args.set)}
    if args.baseline is not None:
        variants["baseline"] = parse_settings(args.baseline)

    def jobs(settings: dict[str, float]) -> list[Job]:
        return [
            (
                args.seed + d,
                args.players,
                seat,
                args.budget,
                settings,
                args.plain_sampling,
                args.opponent,
            )
            for d in range(args.deals)
            for seat in range(args.players)
        ]

    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        # both variants interleaved, so that a busy machine slows them alike
        work = [
            job for pair in zip(*(jobs(v) for v in variants.values()), strict=True) for job in pair
        ]
        flat = list(pool.map(play_round, work))
    results = {name: flat[i :: len(variants)] for i, name in enumerate(variants)}
    sampling = "plain sampling" if args.plain_sampling else "sampling by void evidence"
    print(f"{sampling}, against {args.opponent}; budget {args.budget} s, {args.deals} deals, "
          f"seed {args.seed}, {args.players} players")  # fmt: skip
    for name, settings in variants.items():
        _summary(f"{name} {settings or '(shipped)'}", results[name], args.players)
    if "baseline" in results:
        mine = [not r["expert_lost"] for r in results["settings"]]
        base = [not r["expert_lost"] for r in results["baseline"]]
        only_mine = sum(a and not b for a, b in zip(mine, base, strict=True))
        only_base = sum(b and not a for a, b in zip(mine, base, strict=True))
        print(f"same deal and seat: escaped only with the settings {only_mine}, only with the "
              f"baseline {only_base} (of {len(mine)} rounds)")  # fmt: skip
    print(f"{time.perf_counter() - started:.0f} s wall")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
