"""The arena: a short smoke run in CI (the target tables are ``benchmarks/arena_targets.py``)."""

from __future__ import annotations

import json

import pytest

from holomino_desktop.ai.arena import PlayerSpec, run_arena, wilson
from holomino_desktop.cli import main


def test_arena_smoke_run_rotates_seats_and_counts_everything() -> None:
    report = run_arena("holomino", ["expert:0.05", "beginner"], 2, seed=3)
    assert len(report.games) == 2
    first, second = sorted(report.games, key=lambda g: g.index)
    assert first.seed == second.seed  # the same deal, seats swapped
    assert [s.label for s in first.seats] == ["expert:0.05", "beginner"]
    assert [s.label for s in second.seats] == ["beginner", "expert:0.05"]
    stats = {s.label: s for s in report.stats()}
    assert stats["expert:0.05"].games == 2 and stats["beginner"].games == 2
    shares = sum(s.shares for s in stats.values())
    assert shares == pytest.approx(2.0)
    assert 0 < stats["expert:0.05"].think_max < 1.0  # the budget itself: test_players.py
    assert "win rate" in report.table()


def test_arena_cli_prints_the_table_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["arena", "--game", "holomino", "--players", "random,beginner", "--games", "2", "-q"]
    assert main(args) == 0
    assert "beginner" in capsys.readouterr().out
    assert main([*args, "--json", "--jobs", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2
    assert {s["player"] for s in data["stats"]} == {"random", "beginner"}


def test_arena_refuses_a_wrong_number_of_players(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["arena", "--game", "holomino", "--players", "random,random,random", "--games", "1"]
    assert main(args) == 2
    assert "players" in capsys.readouterr().err


def test_player_spec_reads_a_budget() -> None:
    spec = PlayerSpec.parse("expert:0.5", 1.0)
    assert (spec.level, spec.budget) == ("expert", 0.5)
    assert PlayerSpec.parse("greedy", 1.0).level == "greedy"  # the reference, no alias


def test_wilson_interval_contains_the_rate() -> None:
    low, high = wilson(65, 100)
    assert low < 0.65 < high
    assert (round(low, 3), round(high, 3)) == (0.553, 0.736)
