"""The player's rating: it moves the right way after wins and losses, the AI levels stay fixed
anchors, people-only tables are not rated, and the stored form is checked."""

from __future__ import annotations

import json

import pytest

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.training.level_table import (
    RATED_LEVELS,
    level_rating,
    level_ratings,
    nearest_level,
)
from holomino_desktop.training.player_rating import (
    PlayerRating,
    RatingBook,
    starting_rating,
)

WINDOW_LEVELS = ("random", "beginner", "intermediate", "expert")


def won(book: RatingBook, game: str, opponents: list[str]) -> PlayerRating | None:
    seats: list[str | None] = [None, *opponents]
    return book.record(game, seats, [10, *[0] * len(opponents)], [0])


def lost(book: RatingBook, game: str, opponents: list[str]) -> PlayerRating | None:
    seats: list[str | None] = [None, *opponents]
    return book.record(game, seats, [0, *[10] * len(opponents)], [1])


def test_the_shipped_table_rates_every_level_of_every_game_in_order() -> None:
    table = level_ratings()
    assert set(table) == set(GAME_IDS)
    for game in GAME_IDS:
        assert set(table[game]) == set(RATED_LEVELS), game
        ratings = [table[game][level].rating for level in WINDOW_LEVELS]
        assert ratings == sorted(ratings), (game, ratings)  # Random < Beginner < … < Expert
        assert table[game]["random"].rating == 1000.0
        for row in table[game].values():
            assert row.low <= row.high and row.games > 0


def test_a_win_raises_the_rating_a_loss_lowers_it_and_the_levels_stay() -> None:
    before = {level: level_rating("holomino", level) for level in RATED_LEVELS}
    book = RatingBook()
    start = starting_rating("holomino")
    first = won(book, "holomino", ["intermediate"])
    assert first is not None and first.rating > start.rating
    assert first.deviation < start.deviation  # a match tells something
    second = lost(book, "holomino", ["intermediate"])
    assert second is not None and second.rating < first.rating
    assert [p.rating for p in second.history] == [first.rating, second.rating]
    assert second.games == 2
    assert {level: level_rating("holomino", level) for level in RATED_LEVELS} == before


def test_even_results_against_a_level_settle_near_its_rating() -> None:
    """The level is an anchor: winning half the games against it puts the player at it."""
    anchor = level_rating("triominos", "intermediate")
    assert anchor is not None
    book = RatingBook()
    for game in range(120):
        (won if game % 2 else lost)(book, "triominos", ["intermediate"])
    rating = book.rating("triominos")
    assert rating is not None and rating.games == 120
    assert rating.rating == pytest.approx(anchor.rating, abs=60)
    assert nearest_level("triominos", rating.rating, WINDOW_LEVELS) == "intermediate"


def test_losing_to_beginners_ranks_below_winning_among_experts() -> None:
    low, high = RatingBook(), RatingBook()
    for _ in range(5):
        lost(low, "dutch_domino", ["beginner", "beginner", "beginner"])
        won(high, "dutch_domino", ["expert", "expert", "expert"])
    low_rating, high_rating = low.rating("dutch_domino"), high.rating("dutch_domino")
    assert low_rating is not None and high_rating is not None
    assert low_rating.rating < starting_rating("dutch_domino").rating < high_rating.rating
    expert = level_rating("dutch_domino", "expert")
    assert expert is not None and high_rating.rating > expert.rating  # beat three of them


def test_people_only_tables_and_unknown_levels_are_not_rated() -> None:
    book = RatingBook()
    assert book.record("holomino", [None, None], [5, 3], [0]) is None  # hot-seat
    assert book.record("triominos", [None, None, "expert"], [9, 5, 3], [0]) is None  # two people
    assert book.record("holomino", ["expert", "beginner"], [5, 3], [0]) is None  # no person
    assert book.record("holomino", [None, "grandmaster"], [5, 3], [0]) is None
    assert book.games == {}


def test_the_book_round_trips_and_refuses_damaged_data() -> None:
    book = RatingBook()
    won(book, "square_domino", ["beginner"])
    lost(book, "triominos", ["expert", "intermediate"])
    again = RatingBook.from_json(json.loads(json.dumps(book.to_json())))
    kept, rated = again.rating("square_domino"), book.rating("square_domino")
    assert kept is not None and rated is not None
    assert (kept.rating, kept.deviation) == pytest.approx((rated.rating, rated.deviation), abs=0.01)
    assert kept.games == 1 and len(kept.history) == 1
    assert sorted(again.games) == ["square_domino", "triominos"]
    good = book.to_json()
    for damage in (
        {"format": "something else"},
        {**good, "version": 9},
        {
            **good,
            "games": {"holomino": {"rating": "high", "deviation": 1, "games": 0, "history": []}},
        },  # fmt: skip
        {
            **good,
            "games": {"holomino": {"rating": 1, "deviation": -3, "games": 0, "history": []}},
        },  # fmt: skip
        {
            **good,
            "games": {"holomino": {"rating": 1, "deviation": 3, "games": 0, "history": [[1, 3]]}},
        },  # fmt: skip
    ):
        with pytest.raises(ValueError):
            RatingBook.from_json(damage)
