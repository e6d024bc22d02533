"""Triominos decisions against a rack-seeing oracle: what a player's choice gives up.

A round of Triominos is decided mostly by the deal, so comparing two versions of the Expert by
the rounds they win needs thousands of rounds (``triominos_rounds.py``: ±7 points a round on
160). This benchmark compares choices instead. It takes positions of Intermediate self-play (the
first round of each deal; a decision between two or more placements, one in four) and has an
*oracle* value every candidate placement once: the Expert's search that sees the other rack
(the pool shuffled, as ``omniscient_ceiling.py --sees racks``), every candidate searched, each
sampled game played to the round's end (a position after it is worth the totals at that end, so
the evaluation's weights do not decide), many iterations per candidate. A player's *regret* on
a position is the best candidate's value less the value of the one it chose, in the search's
reward units (about 0.0025 per point of margin in a first round). Every player is judged on the
same positions against the same values, so two versions differ by a paired mean with a small
standard error.

    python benchmarks/research/triominos_regret.py oracle --positions 400 --jobs 2 \\
        --out oracle.jsonl
    python benchmarks/research/triominos_regret.py judge --oracle oracle.jsonl --player expert \\
        --iterations 2000 --out expert.jsonl
    python benchmarks/research/triominos_regret.py judge --oracle oracle.jsonl --player expert \\
        --iterations 2000 --set rollout_depth=80 --against expert.jsonl

``--player`` is ``expert`` (sees the view, as it plays), ``racks`` (the Expert seeing the other
rack: the room that knowing it leaves), ``intermediate``, ``greedy``, or ``pimc``: an honest
player with the oracle's own search, run on ``--worlds`` racks dealt from what the table showed
(``sample_hidden``, as the Expert samples them), the candidates' values averaged over the worlds
(``--iterations`` a candidate in each world; about ten seconds a position). It shows what much
more search, with the rack sampled instead of seen, could reach.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # benchmarks/: omniscient_ceiling
sys.path.insert(0, str(Path(__file__).resolve().parent))  # research/: its siblings

from dutch_rounds import parse_settings, tune  # noqa: E402
from omniscient_ceiling import omniscient  # noqa: E402
from triominos_rounds import parse_search, run_writing  # noqa: E402

from holomino_desktop.ai.base import Clock  # noqa: E402
from holomino_desktop.ai.ismcts import ISMCTS, ExpertPlayer  # noqa: E402
from holomino_desktop.ai.levels import make_player  # noqa: E402
from holomino_desktop.ai.triominos_ai import TriominosHeuristics  # noqa: E402
from holomino_desktop.engine import get_game  # noqa: E402
from holomino_desktop.engine.base import State  # noqa: E402
from holomino_desktop.engine.triominos import TriominosState  # noqa: E402

#: share of the qualifying decisions kept as positions (spreads them over more deals)
KEEP = 0.25
FIRST_DEAL = 50000


class OracleHeuristics(TriominosHeuristics):
    """The shipped heuristics, but every sampled game is played to the round's end and a
    position after it is worth the match totals at that end: the values do not depend on
    :meth:`TriominosHeuristics.evaluate`'s weights, which the judged players may change."""

    rollout_depth = 80  # a first round is about 54 plies; the search's own plies come first

    def __init__(self, state: TriominosState) -> None:
        super().__init__(state)
        self.round = state.match.round_number

    def evaluate(self, state: State) -> list[float]:
        assert isinstance(state, TriominosState)
        rounds = state.match.round_points
        if len(rounds) > self.round:
            return [float(sum(r[p] for r in rounds[: self.round])) for p in range(len(rounds[0]))]
        return super().evaluate(state)


def positions(count: int, first_deal: int = FIRST_DEAL) -> Iterator[tuple[int, int, State]]:
    """``count`` positions ``(deal, ply, state)`` of Intermediate self-play, first rounds only,
    the same every time: decisions between two or more placements, one in four."""
    judge = TriominosHeuristics()
    found = 0
    deal = first_deal
    while found < count:
        state = get_game("triominos", players=2).new_initial_state(seed=deal)
        keep = random.Random(deal)
        players = [make_player("intermediate", seed=deal * 3 + i) for i in (0, 1)]
        ply = 0
        while found < count:
            mover = state.current_player
            candidates = judge.candidates(state, state.legal_moves())
            if state.board and len(candidates) >= 2 and keep.random() < KEEP:
                yield deal, ply, state.clone()
                found += 1
            result = state.apply(players[mover].choose_move(state.view(mover)))
            ply += 1
            if "round_end" in result.events:
                break
        deal += 1


def oracle_values(job: tuple[int, int, State, int]) -> dict[str, Any]:
    """Every candidate placement's value to the mover, seeing the other rack."""
    deal, ply, state, per_candidate = job
    assert isinstance(state, TriominosState)
    heuristics = OracleHeuristics(state)
    candidates = heuristics.candidates(state, state.legal_moves())
    search = ISMCTS(heuristics, random.Random(deal * 1000 + ply))
    found = search.search(
        omniscient(state, "racks"),
        Clock(None),
        per_candidate * len(candidates),
        root_moves=candidates,
    )
    unvalued = [str(m) for m, visits, _ in found.moves if not visits]
    if unvalued:  # the regret needs every candidate's value: say so rather than store a NaN
        raise RuntimeError(f"deal {deal} ply {ply}: {unvalued} not searched; more iterations")
    return {"deal": deal, "ply": ply, "values": {str(m): mean for m, _, mean in found.moves}}


#: (deal, ply, state, the oracle's values, player, iterations, pimc's worlds, heuristics
#: settings, search options)
JudgeJob = tuple[
    int, int, State, dict[str, float], str, int, int, dict[str, float], dict[str, float]
]


def pimc_choice(deal: int, ply: int, state: State, worlds: int, per_candidate: int) -> str:
    """The candidate with the best mean value over ``worlds`` racks sampled from the view,
    each valued as the oracle values the true one."""
    assert isinstance(state, TriominosState)
    mover = state.current_player
    view = state.view(mover)
    candidates = TriominosHeuristics().candidates(state, state.legal_moves())
    rng = random.Random(deal * 1000 + ply + 1)
    totals = dict.fromkeys(map(str, candidates), 0.0)
    for _ in range(worlds):
        world = omniscient(view.sample_hidden(mover, rng), "racks")
        search = ISMCTS(OracleHeuristics(state), random.Random(rng.getrandbits(32)))
        found = search.search(
            world, Clock(None), per_candidate * len(candidates), root_moves=candidates
        )
        for move, visits, mean in found.moves:
            if visits:  # an unsearched candidate adds nothing rather than a NaN
                totals[str(move)] += mean
    return max(totals, key=totals.__getitem__)


def judge(job: JudgeJob) -> dict[str, Any]:
    """The player's choice on one position and its regret against the oracle's values."""
    deal, ply, state, values, player, iterations, worlds, settings, search = job
    mover = state.current_player
    if player == "pimc":
        move = pimc_choice(deal, ply, state, worlds, iterations)
    elif player in ("expert", "racks"):
        expert = ExpertPlayer(
            seed=deal * 1000 + ply,
            iterations=iterations,
            heuristics=tune(TriominosHeuristics(), settings),
            **search,
        )
        shown = omniscient(state, "racks") if player == "racks" else state.view(mover)
        move = str(expert.choose_move(shown))
    else:
        move = str(make_player(player, seed=deal * 1000 + ply).choose_move(state.view(mover)))
    best = max(values.values())
    # a move the oracle did not value (a draw while a tile fits) counts as the worst candidate
    value = values.get(move, min(values.values()))
    return {"deal": deal, "ply": ply, "move": move, "regret": best - value}


def _summary(judged: list[dict[str, Any]]) -> str:
    regrets = [j["regret"] for j in judged]
    se = statistics.stdev(regrets) / math.sqrt(len(regrets)) if len(regrets) > 1 else math.nan
    best = sum(j["regret"] == 0.0 for j in judged)
    return (
        f"{len(judged)} positions: mean regret {statistics.fmean(regrets):.4f} "
        f"(standard error {se:.4f}), the oracle's best chosen {best} ({best / len(judged):.1%})"
    )


def _compare(judged: list[dict[str, Any]], path: Path) -> str:
    before = {(j["deal"], j["ply"]): j for j in map(json.loads, path.open())}
    pairs = [(j, before[(j["deal"], j["ply"])]) for j in judged if (j["deal"], j["ply"]) in before]
    if len(pairs) < 2:
        return f"against {path}: fewer than 2 of the same positions"
    diff = [a["regret"] - b["regret"] for a, b in pairs]
    se = statistics.stdev(diff) / math.sqrt(len(diff))
    changed = sum(a["move"] != b["move"] for a, b in pairs)
    return (
        f"against {path} on {len(pairs)} same positions: regret {statistics.fmean(diff):+.4f} "
        f"(standard error {se:.4f}); another move chosen on {changed}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    make = sub.add_parser("oracle", help="value the candidates of each position")
    make.add_argument("--positions", type=int, default=400)
    make.add_argument("--first-deal", type=int, default=FIRST_DEAL)
    make.add_argument("--per-candidate", type=int, default=2000, help="oracle iterations")
    make.add_argument("--jobs", type=int, default=1)
    make.add_argument("--out", type=Path, required=True)
    rate = sub.add_parser("judge", help="a player's regret on the oracle's positions")
    rate.add_argument("--oracle", type=Path, required=True)
    rate.add_argument(
        "--player", choices=("expert", "racks", "intermediate", "greedy", "pimc"), required=True
    )
    rate.add_argument("--worlds", type=int, default=12, help="pimc: racks sampled")
    rate.add_argument("--limit", type=int, help="only the oracle's first positions")
    rate.add_argument("--iterations", type=int, default=2000, help="the Expert's, fixed")
    rate.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    rate.add_argument("--search", action="append", default=[], metavar="NAME=VALUE")
    rate.add_argument("--jobs", type=int, default=1)
    rate.add_argument("--out", type=Path, help="write one JSON line per position")
    rate.add_argument("--against", type=Path, help="an earlier --out to pair the positions with")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.command == "oracle":
        jobs = [
            (deal, ply, state, args.per_candidate)
            for deal, ply, state in positions(args.positions, args.first_deal)
        ]
        valued = run_writing(oracle_values, jobs, args.jobs, args.out)
        deals = {v["deal"] for v in valued}
        print(f"oracle: {len(valued)} positions from {len(deals)} deals, "
              f"{args.per_candidate} iterations a candidate")  # fmt: skip
    else:
        settings, search = parse_settings(args.set), parse_search(args.search)
        tune(TriominosHeuristics(), settings)  # an unknown name stops here, not in a worker
        lines = [json.loads(line) for line in args.oracle.open()][: args.limit]
        values = {(v["deal"], v["ply"]): v["values"] for v in lines}
        if not values:
            raise SystemExit(f"{args.oracle} holds no positions")
        first = min(deal for deal, _ in values)
        if args.player == "pimc" and (settings or search):
            raise SystemExit("pimc searches as the oracle does: no --set or --search")
        judge_jobs: list[JudgeJob] = [
            (deal, ply, state, values[(deal, ply)], args.player, args.iterations, args.worlds,
             settings, search)
            for deal, ply, state in positions(len(values), first)
            if (deal, ply) in values
        ]  # fmt: skip
        if len(judge_jobs) != len(values):
            raise SystemExit(f"{args.oracle}: {len(values) - len(judge_jobs)} positions "
                             "are not where this code's self-play puts them")  # fmt: skip
        judged = run_writing(judge, judge_jobs, args.jobs, args.out)
        effort = f", {args.iterations} iterations" if args.player in ("expert", "racks") else ""
        if args.player == "pimc":
            effort = f", {args.worlds} worlds x {args.iterations} iterations a candidate"
        print(f"Triominos regret: {args.player}{effort}; settings {settings or 'shipped'}, "
              f"search {search or 'shipped'}; oracle {args.oracle}")  # fmt: skip
        print(_summary(judged))
        if args.against:
            print(_compare(judged, args.against))
    print(f"{time.perf_counter() - started:.0f} s wall")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
