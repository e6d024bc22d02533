"""Triominos' incremental state (issue 22, third round) against from-scratch recomputation.

``_put`` spreads a number only from the lattice points a tile newly shows; ``_place`` reads the
bridge from the cell's key; ``apply`` accepts a legal placement or draw without the general
checks. Each is compared here with the straightforward way on random play that goes through
round ends, draws, passes, clones that go their own way, sampled hidden tiles and records.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import triominos as tr
from holomino_desktop.engine.base import GameError, Move
from holomino_desktop.engine.record import GameRecord

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def keys_from_scratch(state: tr.TriominosState) -> tuple[dict[int, int], list[tuple[int, int]]]:
    """``req`` and ``front`` (in order) rebuilt by replaying the round's tiles the old way:
    all fifteen contacts of each tile, a conflict marked when two tiles disagree at a corner;
    the front without the cells no tile of the set fits."""
    board: dict[int, int] = {}
    req: dict[int, int] = {}
    front: dict[int, int] = {}
    for cell, ori in state.placed:
        values = tr._ORIENTED[ori]
        board[cell] = ori
        req.pop(cell, None)
        front.pop(cell, None)
        parity = cell & 1
        for delta, shift, corner in tr._TOUCH[parity]:
            other = cell + delta
            if other in board:
                continue
            old = req.get(other, 0)
            value = values[corner] + 1
            have = old >> shift & 7
            new = old | value << shift if have == 0 else old | (0 if have == value else 512)
            req[other] = new
            if new >= tr._SIDE:
                front[other] = new & 511
        for delta in tr._SIDES[parity]:
            other = cell + delta
            if other not in board:
                req[other] = req[other] + tr._SIDE
                front[other] = req[other] & 511
    # a cell no tile of the set fits is not playable (and never becomes so again)
    return req, [(cell, key) for cell, key in front.items() if tr._FIT[key]]


def assert_matches_scratch(state: tr.TriominosState) -> None:
    req, front = keys_from_scratch(state)
    assert not any(key & tr._CONFLICT for key in req.values())  # legal play never clashes
    assert state.req == req
    assert list(state.front.items()) == front
    assert set(state.board) == {cell for cell, _ in state.placed}
    for cell, key in state.front.items():
        by_key = key & 7 and key & 56 and key & 448 and state.req[cell] >> 10 == 1
        assert bool(by_key) == (state.req[cell] >> 10 == 1 and state._is_bridge(cell))


def walk(seed: int, players: int, steps: int) -> tr.TriominosState:
    """Random play, checked at every step; clones and samples go their own way for a while."""
    state = tr.TriominosGame(players=players).new_initial_state(seed=seed)
    rng = random.Random(seed)
    rounds = 1
    for step in range(steps):
        if state.is_terminal():
            break
        assert_matches_scratch(state)
        if step % 13 == 0:
            twin = state.clone() if step % 26 else state.sample_hidden(state.current_player, rng)
            assert isinstance(twin, tr.TriominosState)
            for _ in range(5):
                if twin.is_terminal():
                    break
                twin.apply(rng.choice(twin.legal_moves()))
                assert_matches_scratch(twin)
        state.apply(rng.choice(state.legal_moves()))
        rounds = max(rounds, state.round_number)
    assert_matches_scratch(state)
    return state


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4))
def test_keys_equal_a_replay_of_the_fifteen_contacts(seed: int, players: int) -> None:
    walk(seed, players, 400)


def test_walks_cross_round_ends() -> None:
    state = walk(5, 2, 700)
    assert state.round_number >= 2


def test_a_loaded_record_has_the_same_keys() -> None:
    state = tr.TriominosGame().new_initial_state(seed=11)
    rng = random.Random(11)
    record = GameRecord.start(state.game, seed=11)
    results = []
    for _ in range(150):
        move = rng.choice(state.legal_moves())
        results.append(state.apply(move))
        record.moves.append(str(move))
    loaded, replayed = GameRecord.loads(record.dumps()).replay()
    assert isinstance(loaded, tr.TriominosState)
    assert replayed == results
    assert loaded.fingerprint() == state.fingerprint()
    assert loaded.req == state.req and list(loaded.front.items()) == list(state.front.items())
    assert_matches_scratch(loaded)


def near_misses(move: Move) -> list[Move]:
    if not isinstance(move, tr.Place):
        return []
    out: list[Move] = []
    for name in move._fields:
        for step in (-1, 1, 129, -129):
            out.append(move._replace(**{name: getattr(move, name) + step}))
    return out


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_apply_takes_exactly_the_legal_moves(seed: int) -> None:
    """The quick path of apply() accepts what apply_legal() does, with the same result, and
    refuses every near miss (coordinates one step or one row stride off, too) unchanged."""
    state = tr.TriominosGame().new_initial_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(120):
        if state.is_terminal():
            break
        moves = state.legal_moves()
        for move in moves:
            quick, slow = state.clone(), state.clone()
            assert quick.apply(move) == slow.apply_legal(move)
            assert quick.fingerprint() == slow.fingerprint()
        before = state.fingerprint()
        for move in moves[:4]:
            for miss in near_misses(move):
                if miss not in moves:
                    with pytest.raises(GameError):
                        state.apply(miss)
        assert state.fingerprint() == before
        state.apply(rng.choice(moves))


def test_a_finished_match_refuses_a_draw_and_a_placement() -> None:
    state = tr.TriominosGame().new_initial_state(seed=4)
    rng = random.Random(4)
    last: Move = tr.DRAW
    while not state.is_terminal():
        last = rng.choice(state.legal_moves())
        state.apply(last)
    assert state.board and state.legal_moves() == []
    for move in (tr.DRAW, tr.PASS, last):
        with pytest.raises(GameError, match="over"):
            state.apply(move)


def play_to_next_round(state: tr.TriominosState, seed: int) -> tr.TriominosState:
    """First legal moves by a seeded choice until a new round is dealt (or the match ends)."""
    rng = random.Random(seed)
    start = state.round_number
    while not state.is_terminal() and state.round_number == start:
        state.apply(rng.choice(state.legal_moves()))
    return state


def deal_of(state: tr.TriominosState) -> tuple[object, ...]:
    return (state.round_number, tuple(map(tuple, state.hands)), tuple(state.pool))


def test_clones_deal_the_next_rounds_as_if_never_cloned() -> None:
    """The generator a clone shares is copied before either deals: original, clone and the
    clone's clone each deal what the untouched game deals."""
    reference = play_to_next_round(tr.TriominosGame().new_initial_state(seed=21), 5)
    state = tr.TriominosGame().new_initial_state(seed=21)
    twin = state.clone()
    twin_of_twin = twin.clone()
    expected = deal_of(reference)
    assert expected[0] == 2
    for copy in (twin, state, twin_of_twin):  # the clone deals first, then the original
        assert deal_of(play_to_next_round(copy, 5)) == expected
    again = play_to_next_round(reference.clone(), 6)
    assert deal_of(play_to_next_round(reference, 6)) == deal_of(again)


def test_a_sample_deals_as_the_general_sample_hidden() -> None:
    state = tr.TriominosGame().new_initial_state(seed=8)
    play = random.Random(8)
    for _ in range(30):
        state.apply(play.choice(state.legal_moves()))
    ours = state.sample_hidden(1, random.Random(99))
    general = tr.State.sample_hidden(state, 1, random.Random(99))
    assert isinstance(ours, tr.TriominosState) and isinstance(general, tr.TriominosState)
    assert ours.fingerprint() == general.fingerprint() and ours.viewer is None
    assert deal_of(play_to_next_round(ours, 3)) == deal_of(play_to_next_round(general, 3))
