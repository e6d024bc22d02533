"""The maintained benchmarks still run on today's code (a tiny run each, not a measurement).

They reach into the window's parts; when a part moved, a benchmark broke silently until someone
next measured with it (``long_session.py`` asked for ``window.summary`` after the UI was split
into parts). A few seconds in the default run keep them honest. The research instruments'
runs are in ``tests/research/``.
"""

from __future__ import annotations

from pathlib import Path

from .scripts import load_script, run_script


def run(script: str, *args: str, tmp_path: Path) -> str:
    """Run ``benchmarks/script``; its output."""
    return run_script(f"benchmarks/{script}", *args, tmp_path=tmp_path)


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


def test_win_chance_calibration_runs(tmp_path: Path) -> None:
    out = run(
        "win_chance_calibration.py",
        *("--game", "holomino", "--positions", "6", "--iterations", "20", "--playouts", "1"),
        tmp_path=tmp_path,
    )
    assert "holomino: calibration error" in out and "6 positions" in out and "Brier score" in out


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


def test_the_omniscient_expert_samples_the_true_position_and_prints_a_total(
    tmp_path: Path,
) -> None:
    omniscient = load_script("benchmarks/omniscient_ceiling.py").omniscient
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
    expert_seat = load_script("benchmarks/omniscient_ceiling.py").expert_seat
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


def test_the_triominos_expert_targets_sit_below_the_information_ceiling() -> None:
    targets = load_script("benchmarks/arena_targets.py").targets
    goals = {(t.game, t.label): t.goal for t in targets(["triominos", "dutch_domino", "holomino"])}
    assert goals[("triominos", "expert vs greedy")] == 0.75
    assert goals[("triominos", "expert vs intermediate")] == 0.60
    assert goals[("triominos", "expert vs 3× intermediate")] == 0.35
    # the other games keep theirs
    assert goals[("dutch_domino", "expert vs greedy")] == goals[("holomino", "expert vs greedy")]
    assert goals[("dutch_domino", "expert vs greedy")] == 0.90
    assert goals[("dutch_domino", "expert vs 3× intermediate")] == 0.45
    assert goals[("holomino", "expert vs intermediate")] == 0.85
    assert goals[("dutch_domino", "expert vs intermediate")] == 0.75


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
    assert "table key (argon2id, 64 MiB, 2 passes), 5 codes: median " in out
    assert out.count("round trip, 3 moves: median ") == 3
    assert out.count(f"round trip through the relay {relay.address}, 3 moves: median ") == 3
    assert "2 idle tables (3-seat Triominos, 2 guests seated at each" in out
    assert "MB for the tables" in out


def test_language_screens_run(tmp_path: Path) -> None:
    shots = tmp_path / "pl"
    run("language_screens.py", "--lang", "pl", "--out", str(shots), "--game", "square_domino",
        tmp_path=tmp_path)  # fmt: skip
    for name in ("square_domino_main", "square_domino_hint", "square_domino_rules", "join_table"):
        assert (shots / f"{name}.png").stat().st_size > 5_000
    assert "Domino kwadratowe" in (shots / "square_domino_rules.txt").read_text(encoding="utf-8")


def test_level_ratings_prints_the_table_and_writes_the_file(tmp_path: Path) -> None:
    from holomino_desktop.training.level_table import RATED_LEVELS, read_table

    written = tmp_path / "level_ratings.json"
    out = run(
        "level_ratings.py",
        *("--game", "holomino", "--replicates", "10", "--out", str(written)),
        tmp_path=tmp_path,
    )
    assert "holomino: " in out and "bradley-terry" in out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.startswith("  ")}
    assert rows["random"][1] == "1000" and set(RATED_LEVELS) <= set(rows)
    assert set(read_table(written.read_text(encoding="utf-8"))["holomino"]) == set(RATED_LEVELS)


def test_rating_screenshots_run(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    run("rating_screenshots.py", "--out", str(shots), "--screen", "800x600", tmp_path=tmp_path)
    for name in ("statistics_rating_800x600.png", "new_game_ratings_800x600.png"):
        assert (shots / name).stat().st_size > 10_000
