"""An undo's reshuffle: only the stock nobody has seen moves, and the record replays it."""

from __future__ import annotations

import json
import random

import pytest

from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import State
from holomino_desktop.engine.record import GameRecord, RecordError


def known(state: State) -> tuple[object, ...]:
    """What the seats know: every seat's view, and which tiles are where (in any order)."""
    views = tuple(state.view(seat).fingerprint() for seat in range(state.num_players))
    places = sorted((where, sorted(tiles)) for where, tiles in state.tile_census().items())
    return views, str(places), state.current_player, tuple(state.scores())


def played(game_id: str, moves: int, seed: int = 7) -> tuple[GameRecord, State]:
    record = GameRecord.start(get_game(game_id), seed)
    state, rng = record.initial_state(), random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    return record, state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_reshuffle_moves_only_the_stock_and_the_record_replays_it(game_id: str) -> None:
    record, state = played(game_id, 8)
    before, stock = known(state), state.tile_census().get("stock", [])
    orders = set()
    for _ in range(6):  # undos back to this position, one after the other
        seed = record.reshuffle_here()
        state.reshuffle_unseen(seed)
        assert known(state) == before  # nothing any seat has seen moved
        orders.add(tuple(state.tile_census().get("stock", [])))
    assert len(orders) > 1 or len(stock) < 2  # the stock's order did change
    rng = random.Random(3)
    for _ in range(8):  # play goes on from the reshuffled stock
        if state.is_terminal():
            break
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    data = json.loads(record.dumps())
    assert data["version"] == 2 and len(data["reshuffles"]) == 6
    replayed = GameRecord.from_json(data).replay()[0]
    assert replayed.fingerprint() == state.fingerprint()
    assert known(replayed) == known(state)


def test_moves_taken_back_take_their_reshuffles_with_them_and_a_redo_forgets_one() -> None:
    record, _ = played("triominos", 10)
    record.reshuffle_here(11)
    del record.moves[6:]
    record.reshuffle_here(12)
    assert record.reshuffles == [(6, 12)]  # the one at move 10 belonged to moves taken back
    record.reshuffle_here(13)
    record.forget_reshuffle_here()  # a redo right after the last undo
    assert record.reshuffles == [(6, 12)]
    del record.moves[2:]
    record.forget_reshuffle_here()  # none at move 2: nothing goes
    assert record.reshuffles == [(6, 12)]


def test_a_record_without_reshuffles_stays_version_1() -> None:
    record, _ = played("hexadomino", 5)
    data = json.loads(record.dumps())
    assert data["version"] == 1 and "reshuffles" not in data


@pytest.mark.parametrize(
    "reshuffles",
    [
        "no",
        [[1]],
        [[1, 2, 3]],
        [[-1, 5]],
        [[99, 5]],
        [[1, -5]],
        [[1, 2**64]],
        [[True, 5]],
        [[1, 5.0]],
        [[3, 5], [2, 5]],
        [{"ply": 1}],
    ],
)
def test_bad_reshuffles_are_refused(reshuffles: object) -> None:
    record, _ = played("triominos", 5)
    data = {**record.to_json(), "version": 2, "reshuffles": reshuffles}
    with pytest.raises(RecordError, match="reshuffle"):
        GameRecord.from_json(data)
