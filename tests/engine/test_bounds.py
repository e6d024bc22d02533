"""Bounded boards (Holomino 12 × 12, Domino kwadratowe 6 × 6): the window the engine reports.

After every move of random games every tile lies inside the window that ``window_shift()``
reports, and every placement ``legal_moves()`` offers keeps that true. A placement is checked
once per place (the window depends only on where the tiles lie). Square domino plays it on a
copy and reads the copy's window; Holomino's ``window_shift()`` replays the whole game, so its
offered placements are checked with ``next_shift`` from the window now, which is the step
``window_shift()`` of the position after the placement ends with.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import Move, State
from holomino_desktop.engine.geometry.hexgrid import offset_row
from holomino_desktop.engine.geometry.squaregrid import FRAME
from holomino_desktop.engine.holomino import BOARD_SIZE, HolominoState, Place, next_shift
from holomino_desktop.engine.square_domino import PlaceSquare, SquareDominoState


def holomino_outside(state: State) -> list[tuple[int, int]]:
    """Tiles (q, r) outside the reported 12 × 12 window."""
    assert isinstance(state, HolominoState)
    cells = [(q, r) for q, r, _, _ in state.tiles_on_board()]
    return outside_hex_window(cells, state.window_shift())


def outside_hex_window(
    cells: list[tuple[int, int]], shift: tuple[int, int]
) -> list[tuple[int, int]]:
    """Cells outside the window at ``shift``: column q + dq, row offset_row(q + dq, r + dr, 0)."""
    dq, dr = shift
    window = range(BOARD_SIZE)
    return [
        (q, r)
        for q, r in cells
        if q + dq not in window or offset_row(q + dq, r + dr, 0) not in window
    ]


def square_outside(state: State) -> list[tuple[int, int]]:
    """Squares (x, y) outside the 6 × 6 frame: column x + dx, row y + dy."""
    assert isinstance(state, SquareDominoState)
    dx, dy = state.window_shift()
    frame = range(FRAME)
    return [(x, y) for x, y, _ in state.squares() if x + dx not in frame or y + dy not in frame]


def holomino_place(move: Move) -> Hashable | None:
    return (move.q, move.r) if isinstance(move, Place) else None


def square_place(move: Move) -> Hashable | None:
    return (move.x, move.y) if isinstance(move, PlaceSquare) else None


BOUNDED: dict[str, tuple[dict[str, object], Callable[[State], list], Callable]] = {
    "holomino": ({}, holomino_outside, holomino_place),
    "square_domino": ({"sets": 2}, square_outside, square_place),
    "square_domino-one-set": ({"sets": 1}, square_outside, square_place),
}


def check_offered(state: State, outside: Callable[[State], list], place: Callable) -> None:
    places = {place(m) for m in state.legal_moves()} - {None}
    if isinstance(state, HolominoState):
        cells = [(q, r) for q, r, _, _ in state.tiles_on_board()]
        shift = state.window_shift()
        for where in sorted(places):
            after = [*cells, where]
            assert outside_hex_window(after, next_shift(after, shift)) == [], f"offered {where}"
        return
    for move in state.legal_moves():
        where = place(move)
        if where not in places:
            continue
        places.discard(where)
        after = state.clone()
        result = after.apply(move)
        if "round_end" in result.events:
            continue  # the table was cleared for the next round
        assert outside(after) == [], f"offered {move} leaves tiles outside the window"


def play_checking_the_window(case: str, seed: int, max_moves: int) -> int:
    options, outside, place = BOUNDED[case]
    game_id = case.split("-")[0]
    state = get_game(game_id, **options).new_initial_state(seed=seed)
    rng = random.Random(seed)
    moves = 0
    while not state.is_terminal() and moves < max_moves:
        check_offered(state, outside, place)
        state.apply(rng.choice(state.legal_moves()))
        moves += 1
        assert outside(state) == [], f"move {moves}: tiles outside the window"
    return moves


@pytest.mark.parametrize("case", list(BOUNDED))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_every_tile_stays_inside_the_reported_window(case: str, seed: int) -> None:
    play_checking_the_window(case, seed, max_moves=60)
