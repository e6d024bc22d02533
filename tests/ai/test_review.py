"""The game review (ai/review.py): verdicts, blunders, honesty, the chart's data, storage."""

from __future__ import annotations

import json
import random
import threading
from collections import Counter

import pytest

from holomino_desktop.ai.base import Clock
from holomino_desktop.ai.greedy import GreedyPlayer
from holomino_desktop.ai.heuristics import heuristics_for
from holomino_desktop.ai.holomino_ai import best_by_tile
from holomino_desktop.ai.ismcts import ISMCTS, ExpertPlayer
from holomino_desktop.ai.review import (
    UNJUDGED,
    Review,
    ReviewCancelled,
    immediate_points,
    review_position,
    review_record,
    review_task,
    review_tasks,
    settled_chance,
    store_review,
    stored_review,
    timeline,
    verdict_for_drop,
    win_chance,
)
from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import Move, State
from holomino_desktop.engine.record import GameRecord, RecordError, Seat

ITERATIONS = 200
#: moves played before the review of the "human played the Expert's choice" records
EXPERT_MOVES = {"holomino": 20, "square_domino": 10}


def greedy_game(game_id: str, seed: int, moves: int | None = None) -> tuple[State, list[Move]]:
    """The start of a seeded game and the moves the Intermediate plays in it."""
    start = get_game(game_id).new_initial_state(seed=seed)
    state, played, player = start.clone(), [], GreedyPlayer(seed=1)
    while not state.is_terminal() and (moves is None or len(played) < moves):
        move = player.choose_move(state.view(state.current_player))
        state.apply(move)
        played.append(move)
    return start, played


def record_of(game_id: str, seed: int, moves: list[Move]) -> GameRecord:
    game = get_game(game_id)
    seats = [Seat("Ana", "human")] + [
        Seat(f"CPU {p}", "ai", "intermediate") for p in range(1, game.num_players)
    ]
    record = GameRecord.start(game, seed, seats)
    record.moves = [str(m) for m in moves]
    return record


# -- verdicts ----------------------------------------------------------------------------
def test_verdict_thresholds() -> None:
    assert [verdict_for_drop(d) for d in (0.0, 0.019, 0.02, 0.049, 0.05, 0.119, 0.12, 0.5)] == [
        "best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake",
    ]  # fmt: skip


def test_win_chance_reads_the_margin_back() -> None:
    assert win_chance(0.5, 0.0, 20.0) == 0.5
    # a reward of sigmoid(1) means one scale gained: 20 points ahead through sigmoid(x / 40)
    assert win_chance(1 / (1 + 2.718281828459045**-1), 0.0, 20.0) == pytest.approx(0.6225, abs=1e-4)
    assert win_chance(0.5, -40.0, 20.0) == pytest.approx(0.2689, abs=1e-4)


def test_search_result_stats_and_a_restricted_root() -> None:
    start, moves = greedy_game("holomino", 1, 6)
    state = start.clone()
    for move in moves:
        state.apply(move)
    view = state.view(state.current_player)
    legal = view.legal_moves()
    h = heuristics_for(view)
    result = ISMCTS(h, random.Random(1)).search(view, Clock(None), 100)
    move, visits, mean = result.moves[0]
    assert result.stats(move) == (visits, mean)
    only = ISMCTS(h, random.Random(1)).search(view, Clock(None), 40, root_moves=[legal[-1]])
    assert [(m, n) for m, n, _ in only.moves] == [(legal[-1], 40)]


# -- the Expert's own choices are never mistakes -------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_playing_the_experts_choice_is_no_mistake(game_id: str) -> None:
    start = get_game(game_id).new_initial_state(seed=11)
    state, moves = start.clone(), []
    expert, other = ExpertPlayer(seed=2, iterations=ITERATIONS), GreedyPlayer(seed=1)
    while not state.is_terminal() and len(moves) < EXPERT_MOVES.get(game_id, 24):
        player = expert if state.current_player == 0 else other
        moves.append(player.choose_move(state.view(state.current_player)))
        state.apply(moves[-1])
    review = review_record((start, moves), seats=[0], budget=ITERATIONS, seed=7)
    assert review.moves, "seat 0 made moves"
    assert all(m.seat == 0 for m in review.moves)
    assert Counter(m.verdict for m in review.moves)["mistake"] == 0
    assert review.totals()[0].mistakes == 0


# -- planted blunders --------------------------------------------------------------------
def _position(game_id: str, seed: int, moves: int) -> State:
    start, played = greedy_game(game_id, seed, moves)
    for move in played:
        start.apply(move)
    assert start.current_player == 0
    return start


def test_holomino_handing_over_a_hole_of_20_is_a_mistake() -> None:
    state = _position("holomino", 1, 16)
    view = state.view(0)
    threats = {}
    for move in view.legal_moves():
        after = view.clone()
        after.apply_legal(move)
        threats[move] = max(best_by_tile(after, set(after.hands[1])).values(), default=0)
    blunder = next(
        m
        for m, t in threats.items()
        if t >= 20 and heuristics_for(view).quick_values(view, [m]) == [0.0]
    )
    assert (
        threats[blunder] == 42 and min(threats.values()) < 5
    )  # the opponent's hole, and a safe move
    points = state.clone().apply(blunder).points_for(0)
    found = review_position(state, blunder, points, 16, iterations=300, seed=7)
    assert found.verdict == "mistake"
    assert found.best != str(blunder) and threats[state.parse_move(found.best)] < 20
    assert found.drop >= 0.12


@pytest.mark.parametrize(
    ("game_id", "seed", "moves"),
    [("triominos", 1, 118), ("hexadomino", 5, 49), ("square_domino", 5, 2)],
)
def test_the_worst_placement_is_a_mistake_with_the_better_move_named(
    game_id: str, seed: int, moves: int
) -> None:
    state = _position(game_id, seed, moves)
    view = state.view(0)
    h = heuristics_for(view)
    places = [m for m in view.legal_moves() if str(m) not in ("draw", "pass", "buy")]
    values = h.quick_values(view, places)
    assert max(values) - min(values) >= h.scale  # a placement a whole scale worse than the best
    blunder = places[values.index(min(values))]
    points = state.clone().apply(blunder).points_for(0)
    found = review_position(state, blunder, points, moves, iterations=ITERATIONS, seed=7)
    assert found.verdict == "mistake"
    better = state.parse_move(found.best)
    assert better != blunder and better in view.legal_moves()


def test_holandski_buying_instead_of_laying_the_last_tile_is_flagged() -> None:
    """Seat 0 could lay its last tile and leave the round; it buys instead. Seat 1's last tile
    fits nowhere yet, so the round is not lost outright: the buy costs about a quarter of the
    round (0–1 in kružići: some 7 % of the match), an inaccuracy at least."""
    state = _position("dutch_domino", 4, 87)
    view = state.view(0)
    leaving = [m for m in view.legal_moves() if "left" in view.clone().apply_legal(m).events]
    assert [str(m) for m in leaving] == ["2-9@N"]
    buy = state.parse_move("buy")
    found = review_position(state, buy, 0, 87, iterations=ITERATIONS, seed=7)
    assert found.verdict in ("inaccuracy", "mistake") and found.best == "2-9@N"


# -- honesty -----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["triominos", "hexadomino", "dutch_domino", "square_domino"])
def test_hidden_tiles_do_not_change_a_seats_review(game_id: str) -> None:
    """Deal the tiles a seat cannot see differently: its review is the same, to the digit."""
    start, played = greedy_game(game_id, 3, 12)
    state = start.clone()
    compared = 0
    for index, move in enumerate(played):
        seat = state.current_player
        hidden = state.hidden_tiles(seat)
        other = state.clone()
        shuffled = list(hidden)
        random.Random(index).shuffle(shuffled)
        other.set_hidden_tiles(seat, other.arrange_hidden(seat, shuffled))
        if other.fingerprint() != state.fingerprint() and len(state.legal_moves()) > 1:
            assert other.view(seat).fingerprint() == state.view(seat).fingerprint()
            a = review_position(state, move, 0, index, iterations=60, seed=5)
            b = review_position(other, move, 0, index, iterations=60, seed=5)
            assert a == b
            compared += 1
        state.apply(move)
    assert compared >= 3


# -- the chart's data --------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_timeline_has_a_point_per_move_and_ends_on_the_final_scores(game_id: str) -> None:
    _, moves = greedy_game(game_id, 2)
    record = record_of(game_id, 2, moves)
    final, _ = record.replay()
    line = timeline(record)
    assert len(line.scores) == len(record.moves) + 1
    assert line.final == final.scores() == list(final.outcome().scores)
    assert len(line.movers) == len(record.moves)
    quick = review_record(record, quick=True)
    assert len(quick.moves) == line.movers.count(0)  # one reviewed move per move of the human


def test_a_match_marks_its_round_ends() -> None:
    _, moves = greedy_game("triominos", 2)
    line = timeline(record_of("triominos", 2, moves))
    assert len(line.round_ends) >= 1
    assert all(0 <= i < len(moves) - 1 for i in line.round_ends)


# -- quick review, progress, cancel -------------------------------------------------------
def test_quick_review_counts_the_points_missed() -> None:
    start, moves = greedy_game("holomino", 1, 17)
    state = start.clone()
    for move in moves[:16]:
        state.apply(move)
    view = state.view(0)
    legal = view.legal_moves()
    values = heuristics_for(view).quick_values(view, legal)
    worst = legal[values.index(min(values))]
    found = review_position(state, worst, int(min(values)), 16, quick=True)
    assert found.missed == max(values) - min(values) and found.chance_before is None


def test_the_quick_review_counts_points_and_judges_no_move() -> None:
    """Points alone cannot judge a move (one that scores less now may win more later): the
    quick review names the move that scored most, the points missed, and no verdict; a quick
    review kept when it still judged by points opens without its verdicts."""
    _, moves = greedy_game("holomino", 1)
    record = record_of("holomino", 1, moves)
    review = review_record(record, quick=True)
    assert {m.verdict for m in review.moves} == {UNJUDGED}
    assert all(m.best_points == m.top_points for m in review.moves)
    assert sum(m.missed for m in review.moves) > 0
    assert [(t.mistakes, t.inaccuracies) for t in review.totals()] == [(0, 0)]
    assert review.costliest() and all(m.missed > 0 for m in review.costliest())
    store_review(record, review)
    assert stored_review(GameRecord.loads(record.dumps())) == review
    data = record.to_json()
    for entry in data["review"]["moves"]:
        entry["verdict"] = "mistake"  # as a quick review judged by its points once
    loaded = stored_review(GameRecord.loads(json.dumps(data)))
    assert loaded is not None and {m.verdict for m in loaded.moves} == {UNJUDGED}
    data["review"]["quick"] = False  # a full review judges every move
    with pytest.raises(RecordError, match="verdict"):
        GameRecord.loads(json.dumps(data).replace('"verdict": "mistake"', '"verdict": ""'))


def decided_position() -> tuple[State, Move, int]:
    """A careless player (random moves) against the Intermediate in Holomino, at 12–104: the
    position is decided (the player has as good as lost); the move the player made there."""
    from holomino_desktop.ai.random_player import RandomPlayer

    state = get_game("holomino").new_initial_state(seed=3)
    players = [RandomPlayer(seed=3), GreedyPlayer(seed=1)]
    number = 0
    while state.scores() != [12, 104] or state.current_player != 0:
        state.apply(players[state.current_player].choose_move(state.view(state.current_player)))
        number += 1
    return state, RandomPlayer(seed=3).choose_move(state.view(0)), number


def test_a_decided_position_shows_its_decided_value() -> None:
    """No move changes a decided game: the review shows the chance the decided check read (0
    here), not the search's mean, which still holds its sampled tiles' luck (it read 6 %)."""
    state, move, number = decided_position()
    view = state.view(0)
    assert settled_chance(view, heuristics_for(view)) == 0.0
    found = review_position(
        state, move, immediate_points(view, move), number, iterations=40, seed=1
    )
    assert (found.chance_before, found.chance_after) == (0.0, 0.0)
    assert found.verdict in ("best", "good")


def test_progress_and_cancel() -> None:
    _, moves = greedy_game("holomino", 1)
    record = record_of("holomino", 1, moves)
    seen: list[tuple[int, int]] = []
    review_record(record, quick=True, progress=lambda done, total: seen.append((done, total)))
    total = timeline(record).movers.count(0)
    assert seen == [(i, total) for i in range(1, total + 1)]
    cancel = threading.Event()
    with pytest.raises(ReviewCancelled):
        review_record(record, budget=50, progress=lambda done, total: cancel.set(), cancel=cancel)


# -- stored in the record ----------------------------------------------------------------
def test_a_review_is_saved_in_the_record_and_read_back() -> None:
    _, moves = greedy_game("holomino", 1, 10)
    record = record_of("holomino", 1, moves)
    review = review_record(record, budget=40, seed=3)
    store_review(record, review)
    again = GameRecord.loads(record.dumps())
    loaded = stored_review(again)
    assert isinstance(loaded, Review)
    assert loaded.seats == (0,) and loaded.iterations == 40 and loaded.seed == 3
    assert [m.move for m in loaded.moves] == [m.move for m in review.moves]
    assert [m.verdict for m in loaded.moves] == [m.verdict for m in review.moves]
    assert loaded.to_json() == review.to_json()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(version=2), "version 2"),
        (lambda r: r.update(seats="0"), "'seats'"),
        (lambda r: r.update(quick="no"), "'quick'"),
        (lambda r: r["moves"][0].update(points="7"), "entry 1 has a bad 'points'"),
        (lambda r: r["moves"][0].update(chance_before=1.5), "entry 1 has a bad 'chance_before'"),
        (lambda r: r["moves"][0].update(move="999@9,9"), "does not match move"),
        (lambda r: r["moves"][0].update(verdict="brilliant"), "verdict"),
        (lambda r: r["moves"][0].pop("best"), "must be an object with"),
    ],
)
def test_a_bad_review_is_refused_with_a_clear_message(change, message: str) -> None:  # type: ignore[no-untyped-def]
    _, moves = greedy_game("holomino", 1, 6)
    record = record_of("holomino", 1, moves)
    store_review(record, review_record(record, quick=True))
    data = record.to_json()
    change(data["review"])
    with pytest.raises(RecordError, match=message.replace("(", r"\(")):
        GameRecord.loads(json.dumps(data))


def test_positions_reviewed_in_any_order_give_the_same_review() -> None:
    """Every position has its own seed: the benchmark's parallel review equals the serial one."""
    _, moves = greedy_game("holomino", 1, 12)
    record = record_of("holomino", 1, moves)
    serial = review_record(record, budget=40, seed=3)
    tasks = review_tasks(record, (0,))
    backwards = [review_task(t, 40, 3, quick=False) for t in reversed(tasks)]
    assert list(reversed(backwards)) == serial.moves


def test_a_review_gone_stale_by_an_undo_is_not_written() -> None:
    _, moves = greedy_game("holomino", 1, 10)
    record = record_of("holomino", 1, moves)
    review = review_record(record, quick=True)
    store_review(record, review)
    assert "review" in record.to_json()
    del record.moves[review.moves[-1].index :]  # take back the last reviewed move and after
    assert "review" not in record.to_json()
    again = GameRecord.loads(record.dumps())
    assert "review" not in again.extra and again.moves == record.moves


@pytest.mark.parametrize("game_id", ["holomino", "triominos", "hexadomino", "square_domino"])
def test_win_chance_reads_the_experts_rewards_back(game_id: str) -> None:
    """The Expert's rewards are 0.8 × the chance of winning plus a margin term (issue 22):
    a won game reads as at least 87.5 %, a lost one as at most 12.5 %, an even running
    position as one half — not the margin counted a second time."""
    state = get_game(game_id).new_initial_state(seed=3)
    h = heuristics_for(state)
    baseline = h.margins(h.evaluate(state))
    even = h.rewards(state, baseline)[0]
    assert h.win_chance(even, 0.0) == pytest.approx(0.5, abs=0.13)
    assert h.win_chance(0.8 + 0.2 * 0.5, 0.0) == pytest.approx(1.0)
    assert h.win_chance(0.2 * 0.5, 0.0) == pytest.approx(0.0)
    assert h.win_chance(0.8 + 0.1, 500.0) == h.win_chance(0.8 + 0.1, -500.0)  # no double count


@pytest.mark.parametrize("kruzici", [(0, 0), (3, 3), (4, 4)])
def test_holandski_a_blunder_stays_a_mistake_late_in_an_even_match(
    kruzici: tuple[int, int],
) -> None:
    """Seat 0 could lay its last tile and win the round; it buys instead, and seat 1 goes out
    with its own last tile. Read against minus its kružići alone, the chance of winning late
    in an even match looked near 0 either way, and the review called the buy "best" at 3–3
    (issue 22, commit 73d00a5)."""
    from holomino_desktop.engine.dutch_domino import DutchDominoState

    state = DutchDominoState.from_position(
        get_game("dutch_domino", players=2),  # type: ignore[arg-type]
        [["1-5"], ["2-7"]],
        spinner="6-6",
        arms=(("6-1",), ("6-2",), ("6-3",), ("6-4",)),
        kruzici=kruzici,
    )
    found = review_position(state, state.parse_move("buy"), 0, 40, iterations=ITERATIONS, seed=3)
    assert found.best.startswith("1-5")
    assert found.verdict == "mistake"
