"""Holomino's incremental structures equal a from-scratch recomputation (issue 22).

``req`` (each frontier cell's demands) is updated from transition tables as tiles are laid,
``_wide`` is kept from the bounds' last change, ``_in_bound`` is ``_fits_bound`` in plain
arithmetic and ``_bound_ok`` remembers answers: after random play, passes, clones, sampled
states and a record's replay all of them must equal what the board itself says.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import get_game
from holomino_desktop.engine import holomino as ho
from holomino_desktop.engine.geometry.hexgrid import DIR_OFFSETS, fits_window, shared_corner


def scratch_req(board: dict[int, int]) -> dict[int, int]:
    """Every empty cell next to the board and its packed demands, read from the neighbours."""
    req: dict[int, int] = {}
    for cell in board:
        q, r = ho._cell_qr(cell)
        for dq, dr in DIR_OFFSETS:
            other = ho._cell_index(q + dq, r + dr)
            if other not in board:
                req[other] = demands(board, q + dq, r + dr)
    return req


def demands(board: dict[int, int], q: int, r: int) -> int:
    need = [0, 0, 0]
    for d, (dq, dr) in enumerate(DIR_OFFSETS):
        ori = board.get(ho._cell_index(q + dq, r + dr))
        if ori is None:
            continue
        for slot, corner in enumerate(ho.NUMBER_CORNERS):
            theirs = shared_corner(corner, d)  # type: ignore[arg-type]
            if theirs is None or theirs not in ho.NUMBER_CORNERS:
                continue
            value = ho._ORIENTED[ori][ho.NUMBER_CORNERS.index(theirs)]
            if need[slot] in (0, value):
                need[slot] = value
            else:
                return -1
    return ho._key_of(need)


def in_window(state: ho.HolominoState, cell: int) -> bool:
    cells = [ho._cell_qr(c) for c in state.board] + [ho._cell_qr(cell)]
    return fits_window(cells, ho.BOARD_SIZE, ho.BOARD_SIZE)


def check(state: ho.HolominoState) -> int:
    """Assert the incremental parts equal the recomputation; returns the cells compared."""
    assert state.req == scratch_req(state.board)
    assert state._wide is (not state._roomy())
    for cell, ok in state._bound_ok.items():
        assert ok is state._fits_bound(cell), ho._cell_qr(cell)
    q0, r0 = ho._cell_qr(next(iter(state.board)))
    compared = 0
    far = [ho._cell_index(q0 + dq, r0 + dr) for dq in (-13, 13) for dr in (-7, 0, 7)]
    for cell in list(state.req) + far:
        assert state._in_bound(cell) is state._fits_bound(cell) is in_window(state, cell)
        compared += 1
    return compared


def walk(seed: int) -> tuple[int, int]:
    """A random game checked at every position, in a clone that plays on, in a sampled state
    and in the game replayed from its moves' notation. Returns (cells compared, positions
    where the layout was wide)."""
    game = get_game("holomino")
    state = game.new_initial_state(seed=seed)
    assert isinstance(state, ho.HolominoState)
    rng = random.Random(seed)
    played = []
    compared = wide = 0
    while not state.is_terminal():
        compared += check(state)
        wide += state._wide
        if len(played) % 5 == 0:
            twin = state.clone()
            for _ in range(4):
                if twin.is_terminal():
                    break
                twin.apply(rng.choice(twin.legal_moves()))
                compared += check(twin)
            compared += check(state)
            sample = state.sample_hidden(state.current_player, rng)
            assert isinstance(sample, ho.HolominoState)
            compared += check(sample)
        move = rng.choice(state.legal_moves())
        state.apply(move)
        played.append(str(move))
    replay = game.new_initial_state(seed=seed)
    assert isinstance(replay, ho.HolominoState)
    for text in played:
        replay.apply_text(text)
        compared += check(replay)
    assert replay.fingerprint() == state.fingerprint()
    return compared, wide


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_incremental_parts_equal_a_recomputation(seed: int) -> None:
    assert walk(seed)[0] > 0


def test_wide_layouts_keep_the_bound_answers_right() -> None:
    # random games that reach 11 and 12 columns or rows, where _wide and _bound_ok matter
    assert sum(walk(seed)[1] for seed in range(20)) > 20


def test_a_set_up_hand_of_any_size_lists_its_placements_in_hand_order() -> None:
    # a tutorial's set-up may hand a seat more than 3 + 1 tiles: every fitting tile of the
    # hand, cell by cell in frontier order, tiles in hand order (as the reference test lists)
    game = get_game("holomino")
    assert isinstance(game, ho.HolominoGame)
    hand = ["153", "124", "156", "132", "145", "135"]
    state = ho.HolominoState.setup(game, [(0, 0, "123", 0)], [hand, []])
    moves = state.legal_moves()
    expected = []
    for cell, key in state.req.items():
        q, r = ho._cell_qr(cell)
        for name in hand:
            tile = ho.TILE_BY_NAME[name]
            rotation = ho._FIT[key].get(tile)
            if rotation is not None:
                expected.append(ho.Place(tile, q, r, rotation))
    assert moves == expected
    # each of the six cells around 123 demands one of its numbers, two cells each: all six
    # tiles hold a 1, two a 2 (124, 132), three a 3 (153, 132, 135): 2 × (6 + 2 + 3)
    assert len(moves) == 22
    # the cell north of it (0,-1) demands a 3: its three holders, in hand order
    assert [str(m) for m in moves[:3]] == ["153@0,-1", "132@0,-1", "135@0,-1"]
