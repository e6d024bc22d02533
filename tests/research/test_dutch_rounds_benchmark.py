"""``benchmarks/research/dutch_rounds.py``: the same deals and seats under two settings, compared
round by round (how the Holandski rewards of commit 73d00a5 were measured)."""

from __future__ import annotations

from types import ModuleType

import pytest

from ..scripts import load_script


@pytest.fixture(scope="module")
def rounds() -> ModuleType:
    return load_script("benchmarks/research/dutch_rounds.py")


def test_the_baseline_comparison_counts_rounds_won_by_only_one_side(
    rounds: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    code = rounds.main(
        ["--deals", "1", "--budget", "0.01", "--jobs", "1", "--opponent", "greedy",
         "--baseline", "bank_rounds=0"]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0
    assert "against greedy" in out
    assert "settings (shipped)" in out and "baseline {'bank_rounds': 0.0}" in out
    line = next(s for s in out.splitlines() if s.startswith("same deal and seat"))
    assert line.endswith("(of 2 rounds)")


def test_an_unknown_setting_is_refused(rounds: ModuleType) -> None:
    with pytest.raises(SystemExit, match="no attribute 'nonsense'"):
        rounds.tuned_heuristics({"nonsense": 1.0})
