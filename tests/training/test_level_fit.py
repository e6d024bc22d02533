"""The level fits recover known strengths from synthetic matches, and their bootstrap
intervals hold the truth."""

from __future__ import annotations

import random

import pytest

from holomino_desktop.training.level_fit import (
    Finish,
    LevelRating,
    bradley_terry,
    fit_levels,
    free_for_all,
    openskill_model,
    rate_finish,
    resample,
)

from .synthetic import rankings, two_seat

#: known strengths, Random at 0 (gaps as wide as the real levels')
TRUTH = {"random": 0.0, "beginner": 350.0, "greedy": 800.0, "intermediate": 900.0, "expert": 1250.0}
LADDER = [
    ("beginner", "random"),
    ("intermediate", "beginner"),
    ("greedy", "beginner"),
    ("intermediate", "greedy"),
    ("expert", "greedy"),
    ("expert", "intermediate"),
]


def relative(ratings: dict[str, float]) -> dict[str, float]:
    return {level: value - ratings["random"] for level, value in ratings.items()}


def test_places_come_from_winners_then_scores() -> None:
    # Holandski domino: scores are minus the kružići; the last one standing wins
    finish = Finish.from_scores(["a", "b", "c", "d"], [-2, -5, -5, -4], [0])
    assert finish.places == (0, 2, 2, 1)
    shared = Finish.from_scores(["a", "b", "c"], [40, 40, 12], [0, 1])
    assert shared.places == (0, 0, 2)
    assert (shared.share(0), Finish(("a", "b"), (1, 0)).share(0)) == (0.5, 0.0)


def test_bradley_terry_recovers_known_strengths() -> None:
    finishes = two_seat(TRUTH, LADDER, 600, random.Random(11))
    fitted = relative(bradley_terry(finishes))
    for level, truth in TRUTH.items():
        assert fitted[level] == pytest.approx(truth, abs=70), level


def test_bradley_terry_keeps_a_clean_sweep_finite() -> None:
    finishes = [Finish(("a", "b"), (0, 1))] * 200  # b never won: the prior's draw bounds it
    fitted = bradley_terry(finishes)
    assert 900 < fitted["a"] - fitted["b"] < 1100  # 400·log10(200.5 / 0.5) ≈ 1041
    with pytest.raises(ValueError, match="no games link"):
        bradley_terry([Finish(("a", "b"), (0, 1)), Finish(("c", "d"), (1, 0))])


def test_free_for_all_recovers_known_strengths() -> None:
    tables = [
        ("random", "beginner"),
        ("beginner", "intermediate"),
        ("greedy", "intermediate"),
        ("random", "beginner", "greedy", "intermediate"),
        ("beginner", "greedy", "intermediate"),
        ("expert", "intermediate", "intermediate", "intermediate"),  # one level at three seats
        ("expert", "greedy"),
    ]
    finishes = rankings(TRUTH, tables, 250, random.Random(5))
    fitted = relative(free_for_all(finishes, random.Random(2), orders=4))
    for level, truth in TRUTH.items():
        assert fitted[level] == pytest.approx(truth, abs=80), level


def test_bootstrap_resamples_within_each_seating() -> None:
    finishes = two_seat(TRUTH, LADDER[:2], 30, random.Random(1))
    drawn = resample(finishes, random.Random(3))
    seatings = sorted(f.seating for f in finishes)
    assert sorted(f.seating for f in drawn) == seatings
    assert drawn != finishes


def test_two_seat_intervals_hold_the_truth_about_95_percent_of_the_time() -> None:
    truth = {"random": 0.0, "beginner": 300.0, "intermediate": 550.0}
    pairings = [("beginner", "random"), ("intermediate", "beginner"), ("intermediate", "random")]
    held = 0
    trials = 20
    for trial in range(trials):
        finishes = two_seat(truth, pairings, 60, random.Random(100 + trial))
        table = {r.level: r for r in fit_levels(finishes, replicates=80, seed=trial)}
        rows = [table["beginner"], table["intermediate"]]
        assert all(r.high - r.low > 40 for r in rows), "a real interval, not a point"
        held += all(r.low <= 1000 + truth[r.level] <= r.high for r in rows)
    assert held >= 16  # both intervals of 95 %: about 18 of 20 expected


def test_free_for_all_interval_holds_the_truth() -> None:
    truth = {"random": 0.0, "beginner": 150.0, "intermediate": 300.0}
    tables = [("random", "beginner", "intermediate"), ("random", "intermediate")]
    finishes = rankings(truth, tables, 300, random.Random(8))
    table = fit_levels(finishes, replicates=40, seed=4)
    assert [r.level for r in table] == ["random", "beginner", "intermediate"]
    for row in table[1:]:
        assert row.low <= 1000 + truth[row.level] <= row.high, row
        assert 30 < row.high - row.low < 300
    assert table[0] == LevelRating("random", 1000.0, 1000.0, 1000.0, 600)


def test_free_for_all_agrees_with_bradley_terry_on_two_seat_games() -> None:
    """Gaps like Triominos' (57–75 % a pairing): the online fit gives Bradley–Terry's figures
    (within 9 here; with openskill's default gamma its gaps come out 41 wider)."""
    truth = {"random": 0.0, "beginner": 170.0, "greedy": 300.0, "intermediate": 390.0}
    pairings = [("beginner", "random"), ("intermediate", "beginner"), ("intermediate", "greedy")]
    finishes = two_seat(truth, pairings, 400, random.Random(21))
    exact = relative(bradley_terry(finishes))
    online = relative(free_for_all(finishes, random.Random(1), orders=4))
    for level in exact:
        assert online[level] == pytest.approx(exact[level], abs=25), level


def test_a_level_at_several_seats_takes_every_seats_update() -> None:
    """One Expert among three Intermediates: the Intermediate moves as three players would."""
    model = openskill_model()
    table = ("expert", "intermediate", "intermediate", "intermediate")
    ratings = {"expert": model.rating(), "intermediate": model.rating()}
    rate_finish(model, ratings, Finish(table, (0, 1, 2, 3)))
    apart = {level: model.rating() for level in ("expert", "i1", "i2", "i3")}
    rate_finish(model, apart, Finish(("expert", "i1", "i2", "i3"), (0, 1, 2, 3)))
    moved = sum(apart[seat].mu - model.mu for seat in ("i1", "i2", "i3"))
    assert ratings["intermediate"].mu - model.mu == pytest.approx(moved)
    assert ratings["expert"].mu == pytest.approx(apart["expert"].mu)
    fewest = min(apart[seat].sigma for seat in ("i1", "i2", "i3"))
    assert ratings["intermediate"].sigma < fewest  # three observations, not one
