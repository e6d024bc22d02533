"""Holomino: one test per clause of the rules the program follows."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import permutations
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import IllegalMoveError, get_game
from holomino_desktop.engine.geometry.hexgrid import (
    Corner,
    Dir,
    fits_window,
    offset_row,
    shared_corner,
    window_spans,
)
from holomino_desktop.engine.holomino import (
    _FIT,
    BOARD_SIZE,
    TILE_BY_NAME,
    TILES,
    HolominoGame,
    HolominoState,
    Place,
    ReturnTile,
    _cell_index,
    _key_of,
    constraint_of,
    next_shift,
    oriented,
    score_holes,
    tile_name,
    window_shifts,
)
from holomino_desktop.engine.record import GameRecord, RecordError

GAME = get_game("holomino")
assert isinstance(GAME, HolominoGame)


def fitting(need: tuple[int, int, int]) -> list[tuple[int, int]]:
    """(tile, rotation) pairs whose (E, NW, SW) meet ``need`` (0 = free)."""
    return sorted(_FIT[_key_of(need)].items())


def ring_around_centre(
    centre_values: tuple[int, int, int], want: dict[tuple[int, int], tuple[int, int]] | None = None
) -> Iterator[list[tuple]]:
    """Every way (depth-first) to fill the six cells around 0,0 so that a tile showing
    ``centre_values`` at (E, NW, SW) fits the centre afterwards.

    The search lays the centre tile first so that its corners constrain the ring, then yields
    the ring alone (N, NE, SE, S, SW, NW: each touches the one before). ``want`` prunes: cell →
    (slot, number) that the ring tile there must show at slot 0/1/2 = E/NW/SW."""
    ring = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
    centre, rotation = next(
        (t, k) for t in range(40) for k in range(3) if oriented(t, k) == centre_values
    )
    start = HolominoState.setup(GAME, [(0, 0, tile_name(centre), rotation)], [[], []])

    def extend(state: HolominoState, layout: list[tuple]) -> Iterator[list[tuple]]:
        if len(layout) == 6:
            yield layout
            return
        q, r = ring[len(layout)]
        used = {ori // 3 for ori in state.board.values()}
        for tile in range(40):
            k = state.fits_rotation(tile, q, r)
            if tile in used or k is None:
                continue
            if want and (q, r) in want and oriented(tile, k)[want[q, r][0]] != want[q, r][1]:
                continue
            nxt = state.clone()
            nxt._put(tile, _cell_index(q, r), k)
            yield from extend(nxt, [*layout, (q, r, tile_name(tile), k)])

    yield from extend(start, [])


# -- tiles ---------------------------------------------------------------------------------
def test_forty_unique_tiles_twenty_triples_two_chiralities() -> None:
    assert len(TILES) == 40
    names = {tile_name(t) for t in range(40)}
    assert len(names) == 40
    triples = {frozenset(t) for t in TILES}
    assert len(triples) == 20
    for triple in triples:
        assert sum(1 for t in TILES if frozenset(t) == triple) == 2


def test_three_different_numbers_from_one_to_six() -> None:
    for tile in TILES:
        assert len(set(tile)) == 3 and all(1 <= v <= 6 for v in tile)


def test_tiles_rotate_but_never_flip() -> None:
    # the two chiralities of {1,2,3} are not rotations of each other
    a, b = (t for t in range(40) if set(TILES[t]) == {1, 2, 3})
    rotations_of_a = {oriented(a, k) for k in range(3)}
    assert all(oriented(b, k) not in rotations_of_a for k in range(3))
    assert {tile_name(a), tile_name(b)} == {"123", "132"}


def test_a_tile_has_three_placements_per_cell() -> None:
    for tile in range(40):
        assert len({oriented(tile, k) for k in range(3)}) == 3


def test_rotation_turns_e_to_nw_to_sw() -> None:
    e, nw, sw = oriented(0, 0)
    assert oriented(0, 1) == (sw, e, nw)


# -- geometry ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("corner", "neighbour", "their_corner"),
    [
        (Corner.E, Dir.NE, Corner.SW),
        (Corner.E, Dir.SE, Corner.NW),
        (Corner.NW, Dir.N, Corner.SW),
        (Corner.NW, Dir.NW, Corner.E),
        (Corner.SW, Dir.SW, Corner.E),
        (Corner.SW, Dir.S, Corner.NW),
    ],
)
def test_which_neighbour_constrains_which_corner(
    corner: Corner, neighbour: Dir, their_corner: Corner
) -> None:
    assert shared_corner(corner, neighbour) == their_corner


def test_numbered_corners_meet_only_numbered_corners() -> None:
    numbers = {Corner.E, Corner.NW, Corner.SW}
    for corner in Corner:
        for d in Dir:
            other = shared_corner(corner, d)
            if other is not None:
                assert (corner in numbers) == (other in numbers)


@pytest.mark.parametrize(
    ("bite", "closers"),
    [(Corner.NE, {Dir.N, Dir.NE}), (Corner.W, {Dir.NW, Dir.SW}), (Corner.SE, {Dir.SE, Dir.S})],
)
def test_which_neighbours_close_which_hole(bite: Corner, closers: set[Dir]) -> None:
    assert {d for d in Dir if shared_corner(bite, d) is not None} == closers


# -- fitting counts ------------------------------------------------------------------------
@pytest.mark.parametrize("value", range(1, 7))
@pytest.mark.parametrize("slot", range(3))
def test_single_number_constraint_met_by_20_tiles(value: int, slot: int) -> None:
    need = [0, 0, 0]
    need[slot] = value
    assert len(fitting(tuple(need))) == 20  # type: ignore[arg-type]


def test_two_different_numbers_met_by_4_tiles() -> None:
    for a, b in permutations(range(1, 7), 2):
        assert len(fitting((a, b, 0))) == 4
        assert len(fitting((0, a, b))) == 4


def test_two_equal_numbers_met_by_0_tiles() -> None:
    for a in range(1, 7):
        assert fitting((a, a, 0)) == [] and fitting((a, 0, a)) == []


def test_three_corners_met_by_exactly_1_tile() -> None:
    for need in permutations(range(1, 7), 3):
        assert len(fitting(need)) == 1


def test_at_most_one_rotation_fits_so_rotation_is_automatic() -> None:
    for key in range(1, 343):
        for tile, rotation in _FIT[key].items():
            others = [
                k
                for k in range(3)
                if all(
                    n == 0 or n == v
                    for n, v in zip(
                        (key % 7, key // 7 % 7, key // 49), oriented(tile, k), strict=True
                    )
                )
            ]
            assert others == [rotation]


# -- holes and scoring ---------------------------------------------------------------------
def test_hole_with_pairs_3_2_5_scores_10() -> None:
    assert score_holes([3 + 2 + 5]) == (10, "hole 10")


def test_hole_value_is_at_least_6_and_at_most_15() -> None:
    # every hole closed in many random games lies in 6..15
    values = []
    for seed in range(40):
        state = GAME.new_initial_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_moves()))
        values += [h.value for h in state.holes]
    assert values and min(values) >= 6 and max(values) <= 15
    assert 6 in values and 15 in values


def test_two_or_three_holes_are_added_and_multiplied_by_their_count() -> None:
    assert score_holes([10, 12]) == (44, "holes 10 + 12, ×2 = 44")
    assert score_holes([6, 7, 8]) == (63, "holes 6 + 7 + 8, ×3 = 63")


def test_product_variant_multiplies_hole_values() -> None:
    assert score_holes([10, 12], product=True) == (120, "holes 10 × 12 = 120")
    assert get_game("holomino", scoring="product").options["scoring"] == "product"


# with 4-5-6 at the centre's (E, NW, SW), each hole reaches 15 when the third number is the
# missing one: N shows 6 at E (hole NE), SE shows 5 at SW (hole SE), SW shows 4 at NW (hole W)
FIFTEENS = {(0, -1): (0, 6), (1, 0): (2, 5), (-1, 1): (1, 4)}


def test_centre_tile_456_closing_three_maximal_holes_scores_135() -> None:
    centre = (4, 5, 6)
    centre_tile = next(t for t in range(40) for k in range(3) if oriented(t, k) == centre)
    for layout in ring_around_centre(centre, FIFTEENS):
        state = HolominoState.setup(GAME, layout, [[tile_name(centre_tile)], ["123"]])
        rotation = state.fits_rotation(centre_tile, 0, 0)
        if rotation is None:
            continue
        result = state.apply(Place(centre_tile, 0, 0, rotation))
        if result.points == 135:
            assert result.describe() == "holes 15 + 15 + 15, ×3 = 135"
            return
    pytest.fail("no ring found in which 4-5-6 closes three 15-holes")


def test_product_variant_scores_three_maximal_holes_3375() -> None:
    product = get_game("holomino", scoring="product")
    assert isinstance(product, HolominoGame)
    centre = (4, 5, 6)
    centre_tile = next(t for t in range(40) for k in range(3) if oriented(t, k) == centre)
    for layout in ring_around_centre(centre, FIFTEENS):
        state = HolominoState.setup(product, layout, [[tile_name(centre_tile)], ["123"]])
        rotation = state.fits_rotation(centre_tile, 0, 0)
        if rotation is not None:
            result = state.apply(Place(centre_tile, 0, 0, rotation))
            if result.points == 15**3:
                return
    pytest.fail("no 3375 move found")


def test_every_hole_closed_scores_its_value() -> None:
    state = GAME.new_initial_state(seed=4)
    rng = random.Random(4)
    while not state.is_terminal():
        player = state.current_player
        before = len(state.holes)
        result = state.apply(rng.choice(state.legal_moves()))
        closed = [h.value for h in state.holes[before:]]
        expected = score_holes(closed)[0] if closed else 0
        assert result.points_for(player) == expected


# -- board -----------------------------------------------------------------------------------
def test_start_tile_is_random_and_placed_at_the_centre() -> None:
    starts = set()
    for seed in range(20):
        state = GAME.new_initial_state(seed=seed)
        q, r, tile, _ = state.tiles_on_board()[0]
        assert (q, r) == (0, 0) and len(state.board) == 1
        starts.add(tile)
    assert len(starts) > 5


def straight_line(length: int, step: tuple[int, int] = (1, 0)) -> list[tuple[int, int, str, int]]:
    """A chain of tiles from 0,0 in direction ``step`` (SE by default), each fitting the one
    before."""
    layout: list[tuple[int, int, str, int]] = [(0, 0, tile_name(0), 0)]
    for k in range(1, length):
        q, r = k * step[0], k * step[1]
        state = HolominoState.setup(GAME, layout, [[], []])
        used = {ori // 3 for ori in state.board.values()}
        tile = next(
            t for t in range(40) if t not in used and state.fits_rotation(t, q, r) is not None
        )
        layout.append((q, r, tile_name(tile), state.fits_rotation(tile, q, r) or 0))
    return layout


def test_board_is_limited_to_12_by_12_tiles() -> None:
    layout = straight_line(BOARD_SIZE)
    state = HolominoState.setup(GAME, layout, [[], []])
    used = {ori // 3 for ori in state.board.values()}
    spare = [t for t in range(40) if t not in used]
    for q, r in [(BOARD_SIZE, 0), (BOARD_SIZE, -1), (-1, 0), (-1, 1)]:
        tile = next((t for t in spare if state.fits_rotation(t, q, r) is not None), None)
        assert tile is not None
        state.hands = [[tile], []]
        move = Place(tile, q, r, state.fits_rotation(tile, q, r) or 0)
        assert move not in state.legal_moves()
        with pytest.raises(IllegalMoveError, match="12 × 12"):
            state.apply(move)
    # inside the 12 columns the same line may still grow sideways
    tile = next(t for t in spare if state.fits_rotation(t, 5, -1) is not None)
    state.hands = [[tile], []]
    assert Place(tile, 5, -1, state.fits_rotation(tile, 5, -1) or 0) in state.legal_moves()


def test_bound_allows_any_lattice_translation() -> None:
    # a vertical line of 12 is allowed; a 13th tile in the same column is not
    layout = straight_line(BOARD_SIZE, step=(0, 1))
    state = HolominoState.setup(GAME, layout, [[], []])
    assert not state._fits_bound(_cell_index(0, BOARD_SIZE))
    assert not state._fits_bound(_cell_index(0, -1))
    assert state._fits_bound(_cell_index(1, 0))


#: Browne's product scoring, seed 10: after these moves the layout spans 11 columns and 13 rows
#: at column parity 0 but 12 at parity 1 (issue 21)
PARITY_GAME = [
    "245@0,1", "135@1,-1", "256@1,-2", "264@0,2", "152@2,-3", "132@2,-4", "243@-1,2", "136@2,-5",
    "154@3,-6", "465@4,-7", "126@2,-2", "165@4,-8", "356@2,-6", "164@1,-3", "143@5,-9",
    "236@6,-9", "163@6,-10", "142@5,-10", "146@6,-11", "345@6,-12", "123@-2,2", "364@7,-13",
    "254@8,-13",
]  # fmt: skip


def parity_game(moves: int = len(PARITY_GAME)) -> HolominoState:
    state = HolominoGame(scoring="product").new_initial_state(seed=10)
    for text in PARITY_GAME[:moves]:
        state.apply_text(text)
    assert isinstance(state, HolominoState)
    return state


def in_window(cells: list[tuple[int, int]], shift: tuple[int, int]) -> bool:
    """Whether every cell lies in the 12 × 12 window at ``shift`` (see ``window_shift``)."""
    dq, dr = shift
    window = range(BOARD_SIZE)
    return all(q + dq in window and offset_row(q + dq, r + dr, 0) in window for q, r in cells)


def test_a_12th_column_fixes_the_column_parity_of_the_window() -> None:
    # 234@9,-14 would make the 12th column (q = -2..9): the window's column shift is then fixed
    # (dq = 2, even), and at that parity the layout needs 13 rows, so no 12 × 12 window holds it
    state = parity_game()
    tiles = [(q, r) for q, r, _, _ in state.tiles_on_board()]
    assert in_window(tiles, state.window_shift())
    cells = {(m.q, m.r) for m in state.legal_moves() if isinstance(m, Place)}
    assert (9, -14) not in cells and (9, -13) not in cells
    assert len(state.legal_moves()) == 43
    with pytest.raises(IllegalMoveError, match="12 × 12") as error:
        state.apply_text("234@9,-14")
    assert error.value.key == "out_of_bounds"
    for cell in cells:  # every offered cell leaves the layout inside the window shown next
        after = [*tiles, cell]
        assert fits_window(after, BOARD_SIZE, BOARD_SIZE)
        assert in_window(after, next_shift(after, state.window_shift()))


def test_a_record_with_a_placement_no_window_holds_is_refused_naming_it() -> None:
    # a record saved while 234@9,-14 was offered no longer replays, and says why
    record = GameRecord.start(HolominoGame(scoring="product"), seed=10)
    record.moves = [*PARITY_GAME, "234@9,-14"]
    with pytest.raises(RecordError) as error:
        GameRecord.loads(record.dumps()).replay()
    assert str(error.value) == (
        "move 24 ('234@9,-14') cannot be played: a tile at 9,-14 would make the layout wider "
        "than 12 × 12"
    )
    record.moves = list(PARITY_GAME)  # the record up to there is legal and loads
    state, results = GameRecord.loads(record.dumps()).replay()
    assert len(results) == 23 and len(state.tiles_on_board()) == 24


def test_window_fit_at_12_columns_counts_the_rows_at_the_forced_parity() -> None:
    # top tile in an odd column, bottom tile in an even one: 13 rows at parity 0, 12 at parity 1
    shape = [(0, 12), (1, 0)]
    assert window_spans(shape) == (2, 13, 12)
    assert fits_window([*shape, (10, 0)], BOARD_SIZE, BOARD_SIZE)  # 11 columns: either parity
    assert not fits_window([*shape, (11, 0)], BOARD_SIZE, BOARD_SIZE)  # 12: dq = 0, parity 0
    moved = [(q + 1, r) for q, r in [*shape, (11, 0)]]  # the same picture, one column on
    assert not fits_window(moved, BOARD_SIZE, BOARD_SIZE)
    assert fits_window([(0, 11), (1, 0), (11, 0)], BOARD_SIZE, BOARD_SIZE)  # 12 rows at parity 0


@settings(max_examples=100, deadline=None)
@given(
    cells=st.lists(
        st.tuples(st.integers(-3, 11), st.integers(-8, 12)), min_size=1, max_size=5, unique=True
    )
)
def test_window_fit_is_exactly_some_translation_into_the_12_by_12_window(
    cells: list[tuple[int, int]],
) -> None:
    some = any(in_window(cells, (dq, dr)) for dq in range(-12, 16) for dr in range(-16, 24))
    assert fits_window(cells, BOARD_SIZE, BOARD_SIZE) == some


def test_window_shift_looks_further_when_no_near_step_holds_the_layout() -> None:
    # from a shift far off, none of the ±2 steps holds the layout: every translation is tried,
    # and the one touching no edge needlessly and moving least wins
    cells = [(0, 0), (1, 0), (0, 1)]
    assert next_shift(cells, (5, 3)) == (5, 3)
    assert next_shift(cells, (20, 20)) == (9, 5)
    assert in_window(cells, (9, 5)) and not in_window(cells, (11, 5))


def test_a_cell_beyond_the_bound_is_not_marked_blocked() -> None:
    # (-1, 3) is blocked while the layout has room; once 364@7,-13 makes the 12th column it lies
    # beyond the bound, outside the window, and the window's edge is its only mark
    state = parity_game(21)
    assert state.blocked_cells() == [(-1, 3), (7, -10), (7, -11)]
    state.apply_text(PARITY_GAME[21])
    assert not state._fits_bound(_cell_index(-1, 3))
    assert state.blocked_cells() == [(7, -10), (7, -11)]
    assert not in_window([(-1, 3)], state.window_shift())


def test_auto_scroll_shifts_away_from_an_edge_with_room_opposite() -> None:
    cells = [(q, 0) for q in range(8)]  # a line growing east from the centre
    shifts = window_shifts(cells)
    for n, (dq, dr) in enumerate(shifts, start=1):
        cols = [q + dq for q, _ in cells[:n]]
        rows = [r + dr + (q + dq) // 2 for q, r in cells[:n]]
        assert min(cols) >= 0 and max(cols) < BOARD_SIZE
        assert min(rows) >= 0 and max(rows) < BOARD_SIZE
        # a tile never rests on the east edge while the west side has room
        assert not (max(cols) == BOARD_SIZE - 1 and min(cols) > 0)
    assert shifts[-1] != shifts[0], "the board must have shifted"


def test_window_shift_follows_a_full_width_game() -> None:
    layout = straight_line(BOARD_SIZE)
    state = HolominoState.setup(GAME, layout, [[], []])
    dq, _ = state.window_shift()
    assert [q + dq for q, *_ in layout] == list(range(BOARD_SIZE))


def test_two_neighbours_showing_3_and_3_block_a_cell() -> None:
    # a cell whose NE neighbour shows 3 at its SW corner (→ E=3) and whose N neighbour shows 3 at
    # its SW corner (→ NW=3): no tile has two 3s, so the cell is blocked for the rest of the game
    for first in range(40):
        for k in range(3):
            a = oriented(first, k)
            if a[2] != 3:  # SW corner of the tile at 1,-1 (NE of 0,0) must be 3
                continue
            for second in range(40):
                if second == first:
                    continue
                for k2 in range(3):
                    layout = [(1, -1, tile_name(first), k), (0, -1, tile_name(second), k2)]
                    try:
                        state = HolominoState.setup(GAME, layout, [[], []])
                    except IllegalMoveError:
                        continue
                    if oriented(second, k2)[2] != 3:
                        continue
                    assert (0, 0) in state.blocked_cells()
                    return
    pytest.fail("no blocking pair found")


# -- play ----------------------------------------------------------------------------------
def test_each_player_gets_3_visible_tiles_and_draws_before_moving() -> None:
    state = GAME.new_initial_state(seed=8)
    mover = state.current_player
    assert len(state.hands[mover]) == 4 and len(state.hands[1 - mover]) == 3
    assert len(state.sack) == 40 - 1 - 7
    # hands are open: the other seat's view shows them unchanged
    view = state.view(1 - mover)
    assert view.hands == state.hands


def test_first_player_is_chosen_at_random_from_the_seed() -> None:
    firsts = {GAME.new_initial_state(seed=s).current_player for s in range(30)}
    assert firsts == {0, 1}
    assert GAME.new_initial_state(seed=5).current_player == GAME.new_initial_state(5).current_player


def test_placement_must_touch_a_tile() -> None:
    state = GAME.new_initial_state(seed=1)
    tile = state.hands[state.current_player][0]
    with pytest.raises(IllegalMoveError, match="does not touch"):
        state.apply(Place(tile, 5, 5, 0))


def test_every_touching_numbered_corner_must_match() -> None:
    state = GAME.new_initial_state(seed=2)
    rng = random.Random(2)
    for _ in range(10):
        state.apply(rng.choice(state.legal_moves()))
    checked = 0
    for q, r in state.frontier():
        need = constraint_of(state, q, r)
        assert need
        for tile in state.hands[state.current_player]:
            for k in range(3):
                values = dict(zip(("E", "NW", "SW"), oriented(tile, k), strict=True))
                matches = "conflict" not in need and all(values[c] == v for c, v in need.items())
                move = Place(tile, q, r, k)
                try:
                    state.check_move(move)
                    legal = True
                except IllegalMoveError:
                    legal = False
                assert legal == matches, (move, need)
                checked += 1
    assert checked > 50


def test_legal_placements_are_exactly_the_matching_ones() -> None:
    state = GAME.new_initial_state(seed=3)
    rng = random.Random(3)
    for _ in range(15):
        hand = state.hands[state.current_player]
        expected = set()
        for q, r in state.frontier():
            for tile in hand:
                rotation = state.fits_rotation(tile, q, r)
                if rotation is not None:
                    expected.add(Place(tile, q, r, rotation))
        assert set(state.legal_moves()) == expected or not expected
        state.apply(rng.choice(state.legal_moves()))


def test_pass_returns_a_chosen_tile_to_the_sack() -> None:
    # the player holds only tiles that fit nowhere: he must return one and pass
    layout = [(0, 0, "123", 0)]
    state = HolominoState.setup(GAME, layout, [["456", "465"], ["145"]], sack=[])
    assert not any(isinstance(m, Place) for m in state.legal_moves())
    assert set(state.legal_moves()) == {ReturnTile(t) for t in state.hands[0]}
    tile = state.hands[0][1]
    result = state.apply(ReturnTile(tile))
    assert "pass" in result.events
    assert state.current_player == 1
    # the next player drew the only tile in the sack: the returned one
    assert tile in state.hands[1] and state.sack == []


def test_may_not_pass_while_a_placement_is_legal() -> None:
    state = GAME.new_initial_state(seed=6)
    assert any(isinstance(m, Place) for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match="may not pass"):
        state.apply(ReturnTile(state.hands[state.current_player][0]))


def test_game_ends_when_a_player_has_no_tiles_left() -> None:
    state = HolominoState.setup(GAME, [(0, 0, "123", 0)], [["145"], ["256"]], sack=[])
    move = next(m for m in state.legal_moves() if isinstance(m, Place))
    result = state.apply(move)
    assert state.is_terminal() and "game_end" in result.events


# 123 and 132 side by side: neither 456 nor 465 fits anywhere next to them
STUCK_LAYOUT = [(0, 0, "123", 0), (0, -1, "132", 0)]


def test_game_ends_when_both_players_pass_in_a_row() -> None:
    state = HolominoState.setup(GAME, STUCK_LAYOUT, [["456"], ["465"]], sack=[])
    state.apply(ReturnTile(state.hands[0][0]))
    assert not state.is_terminal()
    # the second player draws the returned tile; neither it nor his own tile fits
    assert state.hands[1] == [TILE_BY_NAME["465"], TILE_BY_NAME["456"]]
    assert all(isinstance(m, ReturnTile) for m in state.legal_moves())
    result = state.apply(state.legal_moves()[0])
    assert state.is_terminal() and result.events == ("pass", "game_end")


def test_a_placement_between_passes_resets_the_pass_count() -> None:
    state = HolominoState.setup(GAME, STUCK_LAYOUT, [["456", "465"], ["145"]], sack=[])
    state.apply(ReturnTile(state.hands[0][0]))
    assert state.consecutive_passes == 1
    state.apply(next(m for m in state.legal_moves() if isinstance(m, Place)))
    assert state.consecutive_passes == 0 and not state.is_terminal()


def test_a_player_without_tiles_and_nothing_to_draw_ends_the_game() -> None:
    # 0 gives back his only tile; 1 places; 0 then starts a turn with no tile and no sack
    state = HolominoState.setup(GAME, STUCK_LAYOUT, [["456"], ["145", "146"]], sack=[])
    state.apply(ReturnTile(state.hands[0][0]))
    assert state.hands[0] == [] and not state.is_terminal()
    result = state.apply(next(m for m in state.legal_moves() if isinstance(m, Place)))
    assert state.is_terminal() and "game_end" in result.events


def test_highest_score_wins_and_equal_scores_draw() -> None:
    state = HolominoState.setup(
        GAME, [(0, 0, "123", 0)], [["145"], ["256"]], sack=[], scores=(10, 10)
    )
    state.apply(next(m for m in state.legal_moves() if isinstance(m, Place)))
    outcome = state.outcome()
    assert state.scores() == [10, 10] and outcome.is_draw and outcome.winners == (0, 1)
    state = HolominoState.setup(
        GAME, [(0, 0, "123", 0)], [["145"], ["256"]], sack=[], scores=(12, 10)
    )
    state.apply(next(m for m in state.legal_moves() if isinstance(m, Place)))
    assert state.outcome().winners == (0,)


def test_illegal_move_messages_say_why() -> None:
    state = GAME.new_initial_state(seed=12)
    other = 1 - state.current_player
    tile = state.hands[other][0]
    with pytest.raises(IllegalMoveError, match="not in your hand"):
        state.apply(Place(tile, 0, -1, 0))
    with pytest.raises(IllegalMoveError, match="already taken"):
        state.apply(Place(state.hands[state.current_player][0], 0, 0, 0))


def test_notation_names_tiles_clockwise_from_the_smallest() -> None:
    state = GAME.new_initial_state(seed=1)
    move = state.legal_moves()[0]
    assert isinstance(move, Place)
    text = str(move)
    assert state.parse_move(text) == move
    assert state.parse_move(f"{text}/{move.rotation}") == move
    assert str(ReturnTile(0)) == f"return {tile_name(0)}"
    with pytest.raises(ValueError, match="not a Holomino tile"):
        state.parse_move("112@0,1")


def test_pass_tile_is_read_as_returning_the_tile_and_is_documented() -> None:
    state = GAME.new_initial_state(seed=1)
    tile = tile_name(state.hands[state.current_player][0])
    assert state.parse_move(f"pass {tile}") == state.parse_move(f"return {tile}")
    assert state.parse_move(f"PASS {tile}") == ReturnTile(TILE_BY_NAME[tile])
    notation = (Path(__file__).parents[2] / "docs" / "notation.md").read_text(encoding="utf-8")
    holomino = notation.split("## Holomino")[1].split("\n## ")[0]
    assert "`return TILE` (also read: `pass TILE`)" in holomino


def test_fit_table_equals_testing_every_key_against_every_tile() -> None:
    from holomino_desktop.engine.holomino import _FIT, _ORIENTED, TILES

    for key in range(7**3):
        need = (key % 7, key // 7 % 7, key // 49)
        fits: dict[int, int] = {}
        for tile in range(len(TILES)):
            for rotation in range(3):
                vals = _ORIENTED[tile * 3 + rotation]
                if all(n in (0, v) for n, v in zip(need, vals, strict=True)):
                    fits[tile] = rotation
        assert _FIT[key] == fits, key
