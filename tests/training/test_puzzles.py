"""Puzzles: the clarity check, verify, the shipped files, the puzzle of the day, the rating."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

import pytest

from holomino_desktop.cli import main
from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import State
from holomino_desktop.net.codec import encode_view
from holomino_desktop.training import puzzles as P


def _triominos_opening() -> State:
    """The first move of Triominos: one tile placed in any of its turns scores the same, so
    several moves are equally good and none is clearly best."""
    state = get_game("triominos").new_initial_state(3)
    return state.view(state.current_player)


@cache
def _clear_holomino() -> tuple[State, str]:
    """A Holomino position of a self-play game where one move is clearly best (found by the
    miner with these seeds; its answer below)."""
    report = P.mine("holomino", 1, seed=11, expert_iters=2000, limit=1)
    assert report.puzzles, "the miner found no puzzle in this game"
    puzzle = report.puzzles[0]
    return puzzle.view, str(puzzle.answer)


def _puzzle(view: State, answer_text: str, theme: str = "points") -> P.Puzzle:
    return P.Puzzle(f"planted-{view.game.id}", view.game, view, view.parse_move(answer_text),
                    theme, 1500.0, 5, 0, 0.0, 0, 0)  # fmt: skip


def test_the_miner_keeps_a_clear_position_and_drops_an_unclear_one() -> None:
    view, answer = _clear_holomino()
    verdict = P.clear_best(view, 5)
    assert verdict is not None and str(verdict.answer) == answer
    assert verdict.clear >= 0.95 * verdict.deals
    unclear = _triominos_opening()
    assert P.clear_best(unclear, 5) is None
    assert P.make_puzzle(unclear, "x", 5, 1000) is None


def test_verify_rejects_a_planted_puzzle_with_two_good_answers(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    view = _triominos_opening()
    deal = view.sample_hidden(view.current_player, random.Random(1))
    values = {str(m): P.move_value(deal, m, view.current_player, 1) for m in view.legal_moves()}
    best = sorted(values, key=values.__getitem__, reverse=True)[:2]
    assert values[best[0]] == values[best[1]]  # two good answers
    planted = _puzzle(view, best[0])
    assert P.verify_puzzle(planted) == "no move is clearly best"
    clear_view, answer = _clear_holomino()
    path = tmp_path / "planted.json"
    path.write_text(P.file_json([_puzzle(clear_view, answer), planted], {}), encoding="utf-8")
    assert main(["puzzles", "verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "planted-triominos: no move is clearly best" in out
    assert "1 verified, 1 failed" in out


def test_verify_passes_a_clear_puzzle_and_prints_counts(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    view, answer = _clear_holomino()
    path = tmp_path / "clear.json"
    path.write_text(P.file_json([_puzzle(view, answer)], {}), encoding="utf-8")
    assert main(["puzzles", "verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert "holomino       points             1" in out and "1 verified, 0 failed" in out


def test_a_view_with_the_real_hidden_tiles_is_refused() -> None:
    """A position that keeps the real order of the unseen tiles (here the sack) tells what the
    seat cannot see: verify refuses it."""
    state = get_game("holomino").new_initial_state(4)
    leaky = state.clone()
    leaky.viewer = state.current_player
    assert P.canonical_text(leaky) != json.dumps(encode_view(leaky), sort_keys=True)
    view = state.view(state.current_player)
    assert P.canonical_text(view) == json.dumps(encode_view(view), sort_keys=True)
    puzzle = _puzzle(leaky, str(view.legal_moves()[0]))
    assert P.verify_puzzle(puzzle) == "the view holds what the seat cannot see"


def test_shipped_puzzles_never_hold_hidden_tiles_and_fit_in_two_megabytes() -> None:
    """Every shipped puzzle's stored view is the same text whatever the unseen tiles are (dealt
    afresh, looked at again), and its answer is legal there."""
    total = sum(path.stat().st_size for path in P.shipped_paths() if path.exists())
    assert total <= 2 * 1024 * 1024
    puzzles = P.shipped_puzzles()
    assert {p.game_id for p in puzzles} == set(GAME_IDS)
    for puzzle in puzzles:
        stored = json.dumps(encode_view(puzzle.view), sort_keys=True)
        assert P.canonical_text(puzzle.view) == stored, puzzle.id
        assert puzzle.view.viewer == puzzle.seat
        assert puzzle.answer in puzzle.view.legal_moves()
        assert puzzle.theme in P.THEMES[puzzle.game_id]


def test_a_damaged_puzzle_file_is_refused_in_words(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "holomino-puzzles", "version": 1, "puzzles": [{"game": 1}]}')
    with pytest.raises(P.PuzzleError, match="cannot be read"):
        P.load_file(path)
    assert main(["puzzles", "verify", str(path)]) == 1


def test_the_puzzle_of_the_day_is_fixed_by_the_date() -> None:
    puzzles = P.shipped_puzzles()
    day = 739_000
    first = P.puzzle_of_the_day(puzzles, day)
    assert first is not None
    assert P.puzzle_of_the_day(list(reversed(puzzles)), day) is first  # not the file's order
    week = {P.puzzle_of_the_day(puzzles, day + n).id for n in range(7)}  # type: ignore[union-attr]
    assert len(week) == 7


def test_difficulty_follows_the_ladder_onto_the_level_ratings() -> None:
    from holomino_desktop.training.level_table import level_rating

    greedy = level_rating("holomino", "greedy")
    middle = level_rating("holomino", "intermediate")
    expert = level_rating("holomino", "expert")
    assert greedy and middle and expert
    assert P.difficulty_rating("holomino", ("greedy", 0), 1000) == round(greedy.rating, 1)
    assert P.difficulty_rating("holomino", ("intermediate", 1), 1000) == round(middle.rating, 1)
    assert P.difficulty_rating("holomino", ("expert", 1000), 1000) == pytest.approx(
        expert.rating, abs=0.1
    )
    ladder = [P.difficulty_rating("holomino", ("expert", n), 1000) for n in P.LADDER]
    assert ladder == sorted(ladder) and P.difficulty_rating("holomino", None, 1000) > ladder[-1]


def test_the_puzzle_rating_rises_on_a_solve_and_falls_on_a_miss() -> None:
    ratings = P.PuzzleRatings.empty()
    start = ratings.score("hexadomino").rating
    assert ratings.record("hexadomino", start, True).rating == pytest.approx(start + 16)
    again = P.PuzzleRatings.from_json(json.loads(json.dumps(ratings.to_json())))
    assert again.score("hexadomino").solved == 1
    assert again.record("hexadomino", start, False).rating < start + 16
    with pytest.raises(ValueError):
        P.PuzzleRatings.from_json({"format": "holomino-puzzle-ratings", "version": 1,
                                   "games": {"holomino": {"rating": 1, "tried": 1,
                                                          "solved": 3}}})  # fmt: skip
