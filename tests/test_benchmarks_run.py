"""The benchmarks still run on today's code (a tiny run each, not a measurement).

They reach into the window's parts; when a part moved, a benchmark broke silently until someone
next measured with it (``long_session.py`` asked for ``window.summary`` after the UI was split
into parts). A few seconds in the default run keep them honest.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(script: str, *args: str, tmp_path: Path) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOLOMINO_DATA_DIR=str(tmp_path / "data"))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=240,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def benchmark(name: str) -> ModuleType:
    """The benchmark script ``name`` imported as a module (they import each other by name)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))


def test_long_session_runs(tmp_path: Path) -> None:
    out = run(
        "long_session.py", "--games", "2", "--every", "1", "--max-moves", "40", tmp_path=tmp_path
    )
    assert "growth after the first 1 games:" in out


def test_ui_repaint_runs(tmp_path: Path) -> None:
    out = run("ui_repaint.py", "--repeats", "1", "--game", "holomino", tmp_path=tmp_path)
    assert "holomino" in out and "repaint median" in out


def test_ui_screenshots_run(tmp_path: Path) -> None:
    run(
        "ui_screenshots.py",
        "--out",
        str(tmp_path / "shots"),
        "--game",
        "triominos",
        tmp_path=tmp_path,
    )
    assert (tmp_path / "shots" / "triominos_800x600.png").stat().st_size > 10_000


def test_review_speed_runs(tmp_path: Path) -> None:
    out = run("review_speed.py", "--iterations", "10", tmp_path=tmp_path)
    assert "holomino" in out and "triominos" in out and "quick" in out


def test_arena_targets_runs_with_the_targets_of_issue_22(tmp_path: Path) -> None:
    out = run(
        "arena_targets.py",
        *("--only", "cheap", "--game", "dutch_domino", "--cheap-games", "2", "--jobs", "1"),
        tmp_path=tmp_path,
    )
    table = [line.split() for line in out.splitlines() if line.startswith("dutch_domino")]
    # each row once while it runs and once in the table; the goal follows the interval
    goals = [r[[i for i, t in enumerate(r) if t.endswith("]%")][0] + 1] for r in table[-3:]]
    assert [(r[1], r[3], goal) for r, goal in zip(table[-3:], goals, strict=True)] == [
        ("intermediate", "greedy", "60%"),
        ("intermediate", "beginner", "70%"),
        ("beginner", "random", "60%"),
    ]


def test_win_chance_prints_a_fitted_and_the_shipped_scale_per_band(tmp_path: Path) -> None:
    out = run("win_chance.py", "--game", "triominos", "--games", "30", tmp_path=tmp_path)
    rows = [line.split() for line in out.splitlines() if line.startswith("running")]
    assert rows, out
    # "running, points to go 0–49  <positions> <fitted> <shipped> <cost>/pos"
    first = next(r for r in rows if r[4] == "0–49")
    # the Expert's scale there is 45 + 0.2 × (points to go), averaged over the band's positions
    assert 45.0 <= float(first[7]) <= 45.0 + 0.2 * 49


def test_win_chance_of_holomino_bands_the_tiles_still_to_place(tmp_path: Path) -> None:
    out = run("win_chance.py", "--game", "holomino", "--games", "110", tmp_path=tmp_path)
    rows = {
        r[4]: r for r in (line.split() for line in out.splitlines()) if r[:2] == ["tiles", "still"]
    }
    # "tiles still to place 0–3  <positions> <fitted> <shipped> <cost>/pos": the Expert's
    # scale is 4 with six tiles or fewer to place and 18 with 24 or more
    assert float(rows["0–3"][7]) == 4.0
    assert float(rows["36–39"][7]) == 18.0
    # the fitted scale is the best of a grid that holds the flat 18: it never fits worse
    assert all(float(r[8].removesuffix("/pos")) >= 0.0 for r in rows.values())


def test_the_omniscient_expert_samples_the_true_position_and_prints_a_total(
    tmp_path: Path,
) -> None:
    omniscient = benchmark("omniscient_ceiling").omniscient
    import random

    from holomino_desktop.engine import get_game

    state = get_game("triominos").new_initial_state(seed=4)
    seen = omniscient(state).sample_hidden(0, random.Random(1))
    honest = state.view(0).sample_hidden(0, random.Random(1))
    assert seen.hands == state.hands and seen.pool == state.pool  # the truth, pool order too
    assert honest.hands[1] != state.hands[1]  # what an honest view samples differs
    racks = omniscient(state, "racks").sample_hidden(0, random.Random(1))
    assert racks.hands == state.hands  # the racks as they are
    assert racks.pool != state.pool and sorted(racks.pool) == sorted(state.pool)
    out = run(
        "omniscient_ceiling.py",
        "--game",
        "holomino",
        "--games",
        "2",
        "--budget",
        "0.05",
        tmp_path=tmp_path,
    )
    assert out.startswith("holomino: Expert seeing everything (0.05 s) vs greedy: ")
    assert " of 2 = " in out


def test_the_omniscient_expert_sits_where_the_arena_seats_its_first_player(
    tmp_path: Path,
) -> None:
    expert_seat = benchmark("omniscient_ceiling").expert_seat
    from holomino_desktop.ai.arena import PlayerSpec, play_game

    # where a 4-seat arena game seats its first player, for the 4 games of one deal
    specs = [PlayerSpec("random", 1.0, label) for label in ("first", "b", "c", "d")]
    arena_seats = [
        [s.label for s in play_game("triominos", {"players": 4}, specs, i, 7).seats].index("first")
        for i in range(4)
    ]
    assert arena_seats == [0, 3, 2, 1] == [expert_seat(i, 4) for i in range(4)]
    for n in (2, 3, 4):  # every deal (n games in a row) from every seat
        assert sorted(expert_seat(i, n) for i in range(n, 2 * n)) == list(range(n))
    assert [expert_seat(i, 2) for i in range(4)] == [0, 1, 0, 1]  # two seats: as before
    out = run(
        "omniscient_ceiling.py", "--game", "triominos", "--players", "4", "--games", "4",
        "--budget", "0.02", "--sees", "racks", "--opponent", "random", tmp_path=tmp_path,
    )  # fmt: skip
    assert out.startswith("triominos: Expert seeing the racks (0.02 s) vs 3× random: ")
    assert " of 4 = " in out


def test_the_evidence_check_finds_greedy_players_never_break_the_triominos_guesses(
    tmp_path: Path,
) -> None:
    # greedy lays the tile scoring most and draws only when nothing fits: every guess holds
    out = run("triominos_evidence_check.py", "--players", "greedy,greedy", "--games", "2",
              tmp_path=tmp_path)  # fmt: skip
    head, _, counts = out.strip().partition("in ")
    held, _, checks = counts.removesuffix(" checks").partition(" of ")
    assert head == "greedy vs greedy, 2 games: the racks fitted the evidence "
    assert int(checks) > 100 and held == checks


def test_the_overlap_check_finds_draws_tell_the_sampler_more_than_a_uniform_deal(
    tmp_path: Path,
) -> None:
    # a greedy player draws only when nothing fits: a sampler that reads the draws deals more of
    # the true rack than a uniform deal (one that ignored them would print about the same share)
    out = run("triominos_evidence_check.py", "--overlap", "--players", "greedy,greedy",
              "--games", "1", "--samples", "4", "--slack", "99,0", tmp_path=tmp_path)  # fmt: skip
    head, _, shares = out.strip().partition(": share of the other rack dealt right: ")
    assert head == "greedy vs greedy, 1 games, 74 positions"
    figures = dict(part.split(": ") for part in shares.split(", "))
    assert list(figures) == ["uniform", "slack 99", "slack 0"]
    assert float(figures["slack 99"]) > float(figures["uniform"]) + 0.1
    assert float(figures["slack 0"]) >= float(figures["slack 99"])


def test_triominos_rounds_books_each_margin_as_the_match_does_and_pairs_the_same_deals(
    tmp_path: Path,
) -> None:
    first = tmp_path / "first.jsonl"
    common = ("--deals", "2", "--iterations", "20", "--seed", "20000")
    out = run("triominos_rounds.py", *common, "--out", str(first), tmp_path=tmp_path)
    assert "4 rounds: mean margin " in out and "WARNING" not in out
    rounds = [json.loads(line) for line in first.read_text().splitlines()]
    assert [(r["deal"], r["seat"]) for r in rounds] == [
        (20000, 0),
        (20000, 1),
        (20001, 0),
        (20001, 1),
    ]
    assert all(r["booked"] for r in rounds)  # the moves' points add up to the match totals
    # a search of fixed iterations is deterministic: the same settings again differ by nothing
    again = run("triominos_rounds.py", *common, "--against", str(first), tmp_path=tmp_path)
    assert "on 4 same deals and seats: margin +0.0 points (standard error 0.0)" in again


def test_triominos_regret_is_the_oracle_best_less_the_chosen_value_on_the_same_positions(
    tmp_path: Path,
) -> None:
    oracle = tmp_path / "oracle.jsonl"
    out = run(
        "triominos_regret.py", "oracle", "--positions", "4", "--per-candidate", "20",
        "--out", str(oracle), tmp_path=tmp_path,
    )  # fmt: skip
    assert "oracle: 4 positions from 1 deals, 20 iterations a candidate" in out
    valued = {(v["deal"], v["ply"]): v["values"] for v in map(json.loads, oracle.open())}
    assert len(valued) == 4 and all(len(v) >= 2 for v in valued.values())  # real choices only
    greedy = tmp_path / "greedy.jsonl"
    run("triominos_regret.py", "judge", "--oracle", str(oracle), "--player", "greedy",
        "--out", str(greedy), tmp_path=tmp_path)  # fmt: skip
    judged = [json.loads(line) for line in greedy.read_text().splitlines()]
    assert [(j["deal"], j["ply"]) for j in judged] == list(valued)
    for j in judged:
        values = valued[(j["deal"], j["ply"])]
        assert j["regret"] == max(values.values()) - values[j["move"]]
    # a search of fixed iterations is deterministic: the same player again differs by nothing
    expert = tmp_path / "expert.jsonl"
    common = ("judge", "--oracle", str(oracle), "--player", "expert", "--iterations", "30")
    run("triominos_regret.py", *common, "--out", str(expert), tmp_path=tmp_path)
    again = run("triominos_regret.py", *common, "--against", str(expert), tmp_path=tmp_path)
    assert (
        "on 4 same positions: regret +0.0000 (standard error 0.0000); another move chosen on 0"
        in again
    )


def test_triominos_regret_oracle_values_a_finished_round_by_its_totals() -> None:
    regret = benchmark("triominos_regret")
    deal, ply, position = next(regret.positions(1))
    with pytest.raises(RuntimeError, match="not searched"):  # no value is stored as a NaN
        regret.oracle_values((deal, ply, position, 0))

    from holomino_desktop.engine import get_game
    from holomino_desktop.engine.triominos import TriominosState

    state = get_game("triominos", players=2).new_initial_state(seed=3)
    assert isinstance(state, TriominosState)
    oracle = regret.OracleHeuristics(state)
    while state.match.round_number == 1:
        state.apply(state.legal_moves()[0])
    at_end = list(state.match.totals)
    # into the next round: its points and its new racks do not count
    for _ in range(6):
        state.apply(state.legal_moves()[0])
    assert state.match.round_points[1] != [0, 0]
    assert oracle.evaluate(state) == [float(t) for t in at_end]


def test_triominos_value_fit_recovers_known_weights_and_runs(tmp_path: Path) -> None:
    fit = benchmark("triominos_value_fit")
    x = [[1.0, a, b] for a in range(-3, 4) for b in (0.5, 2.0, -1.0)]
    y = [2.0 + 3.0 * r[1] - 1.5 * r[2] for r in x]
    weights = fit.least_squares(x, y)
    assert [round(w, 9) for w in weights] == [2.0, 3.0, -1.5]
    assert fit.r_squared(y, y) == 1.0
    out = run("triominos_value_fit.py", "--matches", "10", tmp_path=tmp_path)
    assert "Triominos, Intermediate self-play: 10 matches, " in out
    assert "held-out R²: fitted " in out


def test_net_roundtrip_prints_round_trips_and_idle_tables(tmp_path: Path) -> None:
    from tests.net.relay_server import RelayServer

    relay = RelayServer()
    try:
        out = run(
            "net_roundtrip.py", "--moves", "3", "--tables", "2", "--relay", str(relay.address),
            tmp_path=tmp_path,
        )  # fmt: skip
    finally:
        relay.stop()
    assert out.count("round trip, 3 moves: median ") == 3
    assert out.count(f"round trip through the relay {relay.address}, 3 moves: median ") == 3
    assert "2 idle tables (3-seat Triominos, 2 guests seated at each" in out
    assert "MB for the tables" in out
