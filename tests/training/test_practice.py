"""Practice (training/practice.py): exercises from a review, judged by the review itself."""

from __future__ import annotations

import json
import random

import pytest

from holomino_desktop.ai.review import (
    Review,
    immediate_points,
    review_position,
    review_record,
    review_tasks,
)
from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import State
from holomino_desktop.engine.record import GameRecord, Seat
from holomino_desktop.training.practice import (
    ACCEPTED,
    Exercise,
    PracticeSet,
    exercises_of,
    seen_by,
)

BUDGET = 40
#: deals in which the careless player's review faults a move (Holandski domino's random play
#: mostly leaves a game decided early: no move of it is faulted in the other deals tried)
SEEDS = {"dutch_domino": 5, "square_domino": 1}


def careless_record(game_id: str, seed: int = 3) -> GameRecord:
    """A finished game: a careless human (random moves) against the Intermediate."""
    from holomino_desktop.ai.greedy import GreedyPlayer

    game = get_game(game_id)
    state = game.new_initial_state(seed=seed)
    seats = [Seat("Ana")] + [Seat(f"CPU {p}", "ai", "intermediate") for p in range(1, 4)]
    record = GameRecord.start(game, seed, seats[: game.num_players])
    rng, cpu = random.Random(seed), GreedyPlayer(seed=1)
    while not state.is_terminal():
        view = state.view(state.current_player)
        move = (
            rng.choice(view.legal_moves()) if state.current_player == 0 else cpu.choose_move(view)
        )
        record.moves.append(str(move))
        state.apply(move)
    record.finish(state)
    return record


_reviewed: dict[str, tuple[GameRecord, Review]] = {}


def reviewed(game_id: str) -> tuple[GameRecord, Review]:
    if game_id not in _reviewed:
        record = careless_record(game_id, SEEDS.get(game_id, 3))
        _reviewed[game_id] = record, review_record(record, budget=BUDGET, seed=1)
    return _reviewed[game_id]


def true_position(record: GameRecord, index: int) -> State:
    return next(t.state for t in review_tasks(record, [0]) if t.index == index)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_exercise_accepts_exactly_what_the_review_calls_best_or_good(game_id: str) -> None:
    record, review = reviewed(game_id)
    exercises = exercises_of(record, review, inaccuracies=True)
    faulted = [m for m in review.moves if m.verdict in ("inaccuracy", "mistake")]
    assert [e.index for e in exercises] == [m.index for m in faulted] and exercises
    exercise = exercises[0]
    state = true_position(record, exercise.index)
    legal = state.legal_moves()[:40]  # square domino has hundreds: the first 40 tell
    verdicts = set()
    for move in legal:
        # the review's own judgement of the move on the true position (it looks at the view)
        points = immediate_points(state.view(0), move)
        said = review_position(
            state, move, points, exercise.index, iterations=BUDGET, seed=review.seed
        )
        assert exercise.accepts(move) == (said.verdict in ACCEPTED), str(move)
        verdicts.add(said.verdict)
    refused = exercise.parse(exercise.played)
    assert not exercise.accepts(refused)
    assert exercise.accepts(exercise.answer())
    assert verdicts & set(ACCEPTED)


def test_only_mistakes_unless_inaccuracies_are_asked_for() -> None:
    record, review = reviewed("holomino")
    mistakes = exercises_of(record, review)
    every = exercises_of(record, review, inaccuracies=True)
    assert {e.verdict for e in mistakes} == {"mistake"}
    assert {e.verdict for e in every} == {"mistake", "inaccuracy"}
    assert len(every) > len(mistakes)


@pytest.mark.parametrize("game_id", ["holomino", "triominos", "dutch_domino"])
def test_an_exercise_holds_no_hidden_tile(game_id: str) -> None:
    """Deal the tiles the mover cannot see otherwise: the stored exercise is the same to the
    character, so nothing of another rack or of the stock's order is in it."""
    record, review = reviewed(game_id)
    exercise = exercises_of(record, review, inaccuracies=True)[0]
    state = true_position(record, exercise.index)
    hidden = state.hidden_tiles(0)
    other = state.clone()
    shuffled = list(hidden)
    random.Random(9).shuffle(shuffled)
    other.set_hidden_tiles(0, other.arrange_hidden(0, shuffled))
    assert other.fingerprint() != state.fingerprint()  # other racks, another stock order
    assert json.dumps(seen_by(other, 0)) == json.dumps(exercise.view)
    # and what the view holds of the hidden tiles is the canonical order, not the deal's
    assert sorted(exercise.position().hidden_tiles(0)) == exercise.position().hidden_tiles(0)
    assert exercise.position().hidden_tiles(0) != hidden


def test_a_practice_set_is_json_and_comes_back_solved_marks_and_verdicts() -> None:
    record, review = reviewed("hexadomino")
    kept = PracticeSet("hexadomino")
    assert kept.add(exercises_of(record, review, inaccuracies=True)) >= 2
    assert kept.add(exercises_of(record, review, inaccuracies=True)) == 0  # kept once
    first = kept.exercises[0]
    first.accepts(first.answer())
    first.solved = True
    text = json.dumps(kept.to_json())
    again = PracticeSet.from_json(json.loads(text), "hexadomino")
    assert [e.to_json() for e in again.exercises] == [e.to_json() for e in kept.exercises]
    assert again.exercises[0].solved and again.unsolved() == kept.exercises[1:]


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(version=99),
        lambda d: d.update(game="triominos"),
        lambda d: d["exercises"][0].update(seat="0"),
        lambda d: d["exercises"][0]["view"]["f"].update(hands=[[1, 2], [3]]),
        lambda d: d["exercises"][0].update(chance_before=7),
        lambda d: d["exercises"][0].update(best="not a move"),
        lambda d: d["exercises"][0].update(options={"players": 99}),
        lambda d: d["exercises"][0].update(players=[{"name": "Ana", "kind": "ghost"}]),
    ],
)
def test_a_damaged_set_is_refused(damage) -> None:  # type: ignore[no-untyped-def]
    record, review = reviewed("hexadomino")
    data = PracticeSet("hexadomino", exercises_of(record, review)).to_json()
    data = json.loads(json.dumps(data))
    damage(data)
    with pytest.raises((ValueError, TypeError)):
        PracticeSet.from_json(data, "hexadomino")


def test_a_quick_review_makes_no_exercise() -> None:
    record, _ = reviewed("hexadomino")
    assert exercises_of(record, review_record(record, quick=True)) == []


def test_an_exercise_reads_back_equal() -> None:
    record, review = reviewed("triominos")
    exercise = exercises_of(record, review)[0]
    assert Exercise.from_json(exercise.to_json(), "triominos").to_json() == exercise.to_json()
