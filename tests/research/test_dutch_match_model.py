"""The Holandski domino match model (``benchmarks/research/dutch_match_model.py``) that turns
round rates into match win chances: checked against cases whose answer is known without it."""

from __future__ import annotations

from math import comb
from types import ModuleType

import pytest

from ..scripts import load_script


@pytest.fixture(scope="module")
def model() -> ModuleType:
    return load_script("benchmarks/research/dutch_match_model.py")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_par_round_rates_give_par_match_chance(model: ModuleType, players: int) -> None:
    assert model.match_win_chance(players, {}) == pytest.approx(1.0 / players)


def test_two_seats_follow_the_race_to_five_kruzici(model: ModuleType) -> None:
    # a race to 5 losses: the seat wins if the other loses 5 rounds before it loses 5
    p = 0.4  # the seat's loss chance per round
    expected = sum(comb(4 + k, k) * (1 - p) ** 5 * p**k for k in range(5))
    assert model.match_win_chance(2, {2: p}) == pytest.approx(expected)


def test_a_seat_that_never_loses_always_wins_and_one_that_always_loses_never(
    model: ModuleType,
) -> None:
    assert model.match_win_chance(4, {4: 0.0, 3: 0.0, 2: 0.0}) == pytest.approx(1.0)
    assert model.match_win_chance(4, {4: 1.0}) == pytest.approx(0.0)


def test_fewer_losses_at_any_table_size_mean_more_match_wins(model: ModuleType) -> None:
    base = model.match_win_chance(4, {4: 0.2, 3: 0.3, 2: 0.45})
    assert model.match_win_chance(4, {4: 0.18, 3: 0.3, 2: 0.45}) > base
    assert model.match_win_chance(4, {4: 0.2, 3: 0.28, 2: 0.45}) > base
    assert model.match_win_chance(4, {4: 0.2, 3: 0.3, 2: 0.43}) > base


def test_command_line_prints_the_chance_and_refuses_bad_rates(
    model: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    assert model.main(["--players", "2", "--loss", "2=0.5"]) == 0
    assert "wins 50.0% of matches" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        model.main(["--loss", "4=x"])
    with pytest.raises(SystemExit):
        model.main(["--loss", "4=1.5"])
