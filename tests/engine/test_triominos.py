"""Triominos: one test per clause of the rules, mostly on constructed positions.

Positions are built with :meth:`TriominosState.setup`. Layouts with many tiles are written as a
*number field*: the number at every lattice point; each cell then shows the numbers of its three
corners, which makes every layout consistent by construction (``field_move``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from holomino_desktop.engine import IllegalMoveError, InvalidMoveError
from holomino_desktop.engine.geometry.trigrid import cell_polygon, corner_vertices
from holomino_desktop.engine.triominos import (
    DRAW,
    PASS,
    TILE_NAMES,
    TILES,
    Draw,
    Pass,
    Place,
    TriominosGame,
    TriominosState,
    oriented,
    rack_size,
    tile_numbers,
    tile_rotations,
)

Field = dict[tuple[int, int], int]


def field(text: dict[str, int]) -> Field:
    """``{"h,v": number}`` → lattice point → number."""
    return {(int(k.split(",")[0]), int(k.split(",")[1])): n for k, n in text.items()}


def field_move(numbers: Field, x: int, y: int) -> str:
    """The placement showing the field's numbers at the corners of cell (x, y)."""
    corners = [numbers[v] for v in corner_vertices(x, y)]
    for rotation in range(3):
        clockwise = [corners[(rotation + i) % 3] for i in range(3)]
        if clockwise == sorted(clockwise):
            name = "".join(map(str, clockwise))
            return f"{name}@{x},{y}/{rotation if len(set(clockwise)) > 1 else 0}"
    raise AssertionError(f"no tile shows {corners} clockwise")


def field_state(
    numbers: Field,
    layout: Sequence[tuple[int, int]],
    racks: Sequence[Sequence[str]],
    *,
    players: int = 2,
    **kwargs: object,
) -> TriominosState:
    game = TriominosGame(players=players)
    moves = [field_move(numbers, x, y) for x, y in layout]
    return TriominosState.setup(game, moves, racks, **kwargs)  # type: ignore[arg-type]


def rack_tile(move_text: str) -> str:
    return move_text.split("@")[0]


def at(state: TriominosState, name: str, x: int, y: int) -> Place:
    """The placement of ``name`` at (x, y) in its one fitting rotation."""
    tile = TILE_NAMES.index(name)
    fits = state.rotations_that_fit(tile, x, y)
    assert len(fits) == 1, f"{name} at {x},{y}: rotations {fits}"
    return Place(tile, x, y, fits[0])


def simple(racks: Sequence[Sequence[str]], **kwargs: object) -> TriominosState:
    """Only 012 on the table (0 on top, 1 bottom right, 2 bottom left)."""
    players = len(racks)
    game = TriominosGame(players=players)
    return TriominosState.setup(game, ["012@0,0/0"], racks, **kwargs)  # type: ignore[arg-type]


HIGH = ["345", "445", "455", "355", "344", "335", "334", "444", "555"]  # never fit next to 012


# -- tiles and geometry -------------------------------------------------------------------
def test_set_has_56_tiles_6_triples_30_pairs_20_all_different() -> None:
    assert len(TILES) == 56
    kinds = [len(set(t)) for t in TILES]
    assert kinds.count(1) == 6 and kinds.count(2) == 30 and kinds.count(3) == 20
    assert len(set(TILES)) == 56


def test_tiles_are_printed_ascending_clockwise() -> None:
    # 0-1-2 exists, 0-2-1 does not
    assert "012" in TILE_NAMES and "021" not in TILE_NAMES
    state = simple([["011", "123"], ["013", "124"]])
    with pytest.raises(InvalidMoveError, match="ascending"):
        state.parse_move("021@1,0")
    # rotation k puts the smallest number on corner k, the rest follow clockwise
    assert oriented(TILE_NAMES.index("012"), 0) == (0, 1, 2)
    assert oriented(TILE_NAMES.index("012"), 1) == (2, 0, 1)
    assert oriented(TILE_NAMES.index("012"), 2) == (1, 2, 0)


def test_a_tile_has_three_rotations_per_cell_and_a_triple_one() -> None:
    assert tile_rotations(TILE_NAMES.index("012")) == (0, 1, 2)
    assert tile_rotations(TILE_NAMES.index("001")) == (0, 1, 2)
    assert tile_rotations(TILE_NAMES.index("333")) == (0,)
    state = TriominosGame().new_initial_state(seed=1)
    opening = state.legal_moves()
    expected = sum(len(tile_rotations(t)) for t in state.hand(state.current_player))
    assert len(opening) == expected


# -- legality --------------------------------------------------------------------------------
def test_placement_must_share_a_full_side() -> None:
    state = simple([["123", "013"], HIGH[:2]])
    # (1,1) touches 012 only at its bottom-right corner (number 1)
    assert state.demands(1, 1) is not None
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="full side"):
        state.apply(Place(TILE_NAMES.index("123"), 1, 1, 0))
    assert state.fingerprint() == before


def test_side_numbers_must_match() -> None:
    state = simple([["011", "123"], HIGH[:2]])
    # the cell right of 012 needs 1 at its bottom and 0 at its top left
    with pytest.raises(IllegalMoveError, match="does not fit"):
        state.apply(Place(TILE_NAMES.index("123"), 1, 0, 0))
    move = at(state, "011", 1, 0)
    assert move in state.legal_moves()


BRIDGE = field(
    {
        "-1,0": 3, "0,-1": 4, "0,1": 5, "1,-2": 1, "1,0": 4, "2,-1": 2, "2,1": 4, "3,-2": 2,
        "3,0": 0, "4,-1": 5, "4,1": 1, "5,0": 0,
    }
)  # fmt: skip
# a path from 0,0 round the top to 2,-1, whose bottom point touches the top right of 1,0
BRIDGE_PATH = [(0, 0), (-1, 0), (-1, -1), (0, -1), (0, -2), (1, -2), (2, -2), (2, -1)]
OTHERS = ["555", "335"]  # player 1's rack in the bridge positions


def test_corner_only_mismatch_is_rejected() -> None:
    # 144 would match the side it shares with 0,0 (4, 4) but shows 1 where the bottom point
    # of 2,-1 touches it with 0
    state = field_state(BRIDGE, BRIDGE_PATH, [["144", "044"], OTHERS])
    move = state.parse_move("144@1,0/2")
    assert isinstance(move, Place)
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="does not fit"):
        state.apply(move)
    assert state.fingerprint() == before
    assert move not in state.legal_moves()
    assert at(state, "044", 1, 0) in state.legal_moves()


def test_every_touching_corner_must_match_including_corner_only_contacts() -> None:
    state = field_state(BRIDGE, BRIDGE_PATH, [["044", "123"], OTHERS])
    assert state.demands(1, 0) == (4, 4, 0)  # bottom by side, top left by side, top right by point


def test_only_fitting_rotations_are_offered_and_one_fit_is_used_automatically() -> None:
    state = simple([["023", "011"], HIGH[:2]])
    tile = TILE_NAMES.index("023")
    # the cell left of 012 needs 2 at its bottom and 0 at its top right
    assert state.rotations_that_fit(tile, -1, 0) == [2]
    with pytest.raises(IllegalMoveError, match="only turned to rotation 2"):
        state.apply(Place(tile, -1, 0, 0))
    # notation without a rotation takes the one that fits
    assert state.parse_move("023@-1,0") == Place(tile, -1, 0, 2)


def test_legal_moves_list_every_fitting_tile_cell_and_rotation() -> None:
    rng = random.Random(5)
    for seed in range(6):
        state = TriominosGame(players=2 + seed % 3).new_initial_state(seed=seed)
        for _ in range(rng.randrange(5, 40)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_moves()))
        if state.is_terminal() or not state.board_tiles():
            continue
        listed = {m for m in state.legal_moves() if isinstance(m, Place)}
        brute = set()
        xs = [t.x for t in state.board_tiles()]
        ys = [t.y for t in state.board_tiles()]
        for x in range(min(xs) - 2, max(xs) + 3):
            for y in range(min(ys) - 2, max(ys) + 3):
                for tile in state.hand(state.current_player):
                    for rotation in tile_rotations(tile):
                        move = Place(tile, x, y, rotation)
                        try:
                            state.check_move(move)
                        except IllegalMoveError:
                            continue
                        brute.add(move)
        assert listed == brute


# -- setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(2, 9), (3, 7), (4, 7)])
def test_two_players_take_9_tiles_three_or_four_take_7_and_the_rest_is_the_pool(
    players: int, size: int
) -> None:
    state = TriominosGame(players=players).new_initial_state(seed=players)
    assert rack_size(players) == size
    assert all(len(state.hand(p)) == size for p in range(players))
    assert state.stock_size == 56 - players * size


def test_highest_drawn_sum_starts_and_ties_draw_again() -> None:
    tie_seen = False
    for seed in range(120):
        state = TriominosGame(players=3).new_initial_state(seed=seed)
        draws = state.opening_draws
        for earlier, again in zip(draws, draws[1:], strict=False):
            best = max(sum(tile_numbers(t)) for _, t in earlier)
            tied = [p for p, t in earlier if sum(tile_numbers(t)) == best]
            # only the tied players draw again
            assert len(tied) > 1 and [p for p, _ in again] == tied
            tie_seen = True
        last = draws[-1]
        best = max(sum(tile_numbers(t)) for _, t in last)
        winners = [p for p, t in last if sum(tile_numbers(t)) == best]
        assert winners == [state.current_player]
        # the drawn tiles went back before the deal: all 56 are in racks and pool
        assert len(state.pool) + sum(len(state.hand(p)) for p in range(3)) == 56
    assert tie_seen


def test_starter_places_any_tile_and_scores_its_sum() -> None:
    state = TriominosGame().new_initial_state(seed=4)
    starter = state.current_player
    moves = state.legal_moves()
    assert all(isinstance(m, Place) and m.cell == (0, 0) for m in moves)
    assert {m.tile for m in moves if isinstance(m, Place)} == set(state.hand(starter))
    with pytest.raises(IllegalMoveError):
        state.apply(DRAW)
    tile = state.hand(starter)[0]
    result = state.apply(Place(tile, 0, 0, 0))
    assert result.points == sum(tile_numbers(tile))
    assert state.scores()[starter] == sum(tile_numbers(tile))
    assert state.current_player == (starter + 1) % 2


# -- a turn ----------------------------------------------------------------------------------
def test_placing_scores_the_tile_sum() -> None:
    state = simple([["023", "123"], HIGH[:2]])
    result = state.apply(at(state, "023", -1, 0))
    assert result.points == 5
    assert result.describe() == "5"
    assert state.current_player == 1


def test_draw_costs_5_and_the_turn_goes_on() -> None:
    state = simple([HIGH[:2], HIGH[2:4]], pool=["222", "233"])
    result = state.apply(DRAW)
    assert result.points == -5 and result.items[0].kind == "draw_penalty"
    assert state.scores() == [-5, 0]
    assert state.current_player == 0 and "233" in [TILE_NAMES[t] for t in state.hand(0)]


def test_draw_is_allowed_even_when_a_tile_could_be_placed() -> None:
    state = simple([["023", "345"], HIGH[2:4]])
    assert at(state, "023", -1, 0) in state.legal_moves()
    assert DRAW in state.legal_moves()
    state.apply(DRAW)
    assert state.scores() == [-5, 0]


def test_after_a_draw_any_tile_that_fits_may_be_placed_ending_the_turn() -> None:
    state = simple([["023", "345"], HIGH[2:4]], pool=["222", "011"])
    state.apply(DRAW)  # draws 011
    # the drawn tile or one already on the rack
    assert at(state, "011", 1, 0) in state.legal_moves()
    result = state.apply(at(state, "023", -1, 0))
    assert result.points == 5
    assert state.scores() == [0, 0] and state.current_player == 1


def test_three_fruitless_draws_then_minus_10_is_minus_25_in_all() -> None:
    state = simple([HIGH[:2], HIGH[2:4]], pool=["111", "335", "344", "334"])
    for n in range(3):
        assert PASS not in state.legal_moves()
        state.apply(DRAW)
        assert state.draws_this_turn == n + 1
    assert DRAW not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match="drawn three"):
        state.apply(DRAW)
    result = state.apply(PASS)
    assert result.points == -10 and result.items[0].kind == "pass_penalty"
    assert state.scores() == [-25, 0]
    assert state.current_player == 1 and state.draws_this_turn == 0


def test_no_pass_while_the_pool_has_tiles_and_fewer_than_three_draws() -> None:
    state = simple([HIGH[:2], HIGH[2:4]], pool=["111", "335"])
    assert state.legal_moves() == [DRAW]
    with pytest.raises(IllegalMoveError, match="draw"):
        state.apply(PASS)


def test_after_three_draws_a_player_who_could_place_may_still_pass_for_minus_10() -> None:
    # decision (docs/decisions.md): declining to place costs the −10 after the third draw
    state = simple([HIGH[:2], HIGH[2:4]], pool=["111", "023", "335", "344"])
    for _ in range(3):
        state.apply(DRAW)  # 344, 335, 023
    assert at(state, "023", -1, 0) in state.legal_moves() and PASS in state.legal_moves()
    state.apply(PASS)
    assert state.scores() == [-25, 0]


def test_empty_pool_and_nothing_to_place_is_a_free_pass() -> None:
    # player 1 can still place, so the round goes on
    state = simple([HIGH[:2], ["023", "455"]], pool=[])
    assert state.legal_moves() == [PASS]
    result = state.apply(PASS)
    assert result.items == () and result.points == 0
    assert state.scores() == [0, 0] and state.current_player == 1
    assert "round_end" not in result.events


def test_pool_emptied_before_three_draws_then_a_free_pass() -> None:
    state = simple([HIGH[:2], ["023", "455"]], pool=["335"])
    state.apply(DRAW)
    assert state.legal_moves() == [PASS]
    result = state.apply(PASS)
    assert result.points == 0 and state.scores() == [-5, 0]


def test_empty_pool_and_a_tile_that_fits_means_no_pass() -> None:
    state = simple([["023", "445"], HIGH[2:4]], pool=[])
    assert PASS not in state.legal_moves() and DRAW not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match="may not pass"):
        state.apply(PASS)


# -- bonuses ---------------------------------------------------------------------------------
def test_bridge_scores_40() -> None:
    # 044 on 1,0: its left side matches 0,0, its top-right point touches the bottom point of
    # 2,-1 (0 = 0), and its other two sides (top, right) are free
    state = field_state(BRIDGE, BRIDGE_PATH, [["044", "123"], OTHERS])
    result = state.apply(at(state, "044", 1, 0))
    assert result.points == 8 + 40
    assert result.items[0].kind == "bridge"
    assert result.describe() == "8 + bridge 40"


def test_no_bridge_when_another_side_of_the_tile_touches() -> None:
    # the same placement, but 2,0 (reached via 3,-1 and 3,0) lies against its right side
    layout = [*BRIDGE_PATH, (3, -1), (3, 0), (2, 0)]
    state = field_state(BRIDGE, layout, [["044", "123"], OTHERS])
    result = state.apply(at(state, "044", 1, 0))
    assert result.points == 8 and result.items[0].kind == "tile"


def test_no_bridge_without_a_tile_at_the_opposite_point() -> None:
    state = field_state(BRIDGE, BRIDGE_PATH[:-1], [["044", "123"], OTHERS])
    result = state.apply(at(state, "044", 1, 0))
    assert result.points == 8


HEXAGON = field({"-1,0": 4, "0,-1": 0, "0,1": 2, "1,0": 0, "2,-1": 1, "2,1": 0, "3,0": 5})
AROUND_1_0 = [(0, 0), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0)]  # the six cells at 1,0


def test_hexagon_scores_50() -> None:
    last = field_move(HEXAGON, -1, 0)
    state = field_state(HEXAGON, AROUND_1_0[:-1], [[rack_tile(last), "123"], HIGH[:2]])
    result = state.apply(state.parse_move(last))
    assert rack_tile(last) == "024"
    assert result.points == 6 + 50
    assert result.describe() == "6 + hexagon 50"
    assert state.hexagons() == [(1, 0)]


def test_hexagon_is_completed_at_any_corner_of_the_tile() -> None:
    # the same hexagon, completed by the tile at 1,-1 (its bottom-left corner is the centre)
    order = [(0, 0), (1, 0), (-1, 0), (-1, -1), (0, -1), (1, -1)]
    last = field_move(HEXAGON, 1, -1)
    state = field_state(HEXAGON, order[:-1], [[rack_tile(last), "123"], HIGH[:2]])
    result = state.apply(state.parse_move(last))
    assert result.items[0].kind == "hexagon"
    assert result.points == sum(tile_numbers(TILE_NAMES.index(rack_tile(last)))) + 50


DOUBLE = field(
    {
        "-1,0": 1, "0,-1": 2, "0,1": 5, "1,0": 1, "1,2": 5, "2,-1": 2, "2,1": 3, "3,0": 3,
        "3,2": 4, "4,1": 3,
    }
)  # fmt: skip
AROUND_2_1 = [(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1)]


def test_double_hexagon_scores_60_when_next_to_a_complete_hexagon() -> None:
    # the hexagon at 1,0 is complete; 0,1 completes the one at 2,1, which shares two cells
    layout = [*AROUND_1_0, (2, 0), (2, 1), (1, 1)]
    last = field_move(DOUBLE, 0, 1)
    state = field_state(DOUBLE, layout, [[rack_tile(last), "124"], ["000", "444"]])
    assert state.hexagons() == [(1, 0)]
    result = state.apply(state.parse_move(last))
    assert result.items[0].kind == "double_hexagon"
    assert result.points == sum(tile_numbers(TILE_NAMES.index(rack_tile(last)))) + 60
    assert state.hexagons() == [(1, 0), (2, 1)]


def test_double_hexagon_when_two_are_completed_at_once() -> None:
    order = [(0, 0), (0, 1), (1, 1), (2, 1), (2, 0), (-1, 0), (-1, -1), (0, -1), (1, -1)]
    last = field_move(DOUBLE, 1, 0)  # the cell both hexagons share
    state = field_state(DOUBLE, order, [[rack_tile(last), "124"], ["000", "444"]])
    assert state.hexagons() == []
    result = state.apply(state.parse_move(last))
    assert result.items[0].kind == "double_hexagon"
    assert result.points == sum(tile_numbers(TILE_NAMES.index(rack_tile(last)))) + 60
    assert sorted(state.hexagons()) == [(1, 0), (2, 1)]


TRIPLE = field(
    {
        "-2,1": 2, "-1,0": 4, "-1,2": 1, "0,-1": 5, "0,1": 1, "1,0": 5, "1,2": 0, "2,-1": 5,
        "2,1": 0, "3,0": 0, "3,2": 3, "4,1": 2,
    }
)  # fmt: skip


def test_triple_hexagon_scores_70_for_the_13_cell_triangle() -> None:
    # hexagons at 1,0 and 2,1 are complete; -2,1 completes the one at 0,1: the three centres are
    # the corners of cell 0,0, the 13 cells form one large triangle
    layout = [*AROUND_1_0, (2, 0), (2, 1), (1, 1), (0, 1), (-2, 0), (-1, 1)]
    assert len(set(layout)) == 12
    last = field_move(TRIPLE, -2, 1)
    state = field_state(TRIPLE, layout, [[rack_tile(last), "123"], HIGH[:2]])
    result = state.apply(state.parse_move(last))
    # only the highest bonus applies: 70, not 70 + 60 + 50
    assert [i.kind for i in result.items] == ["triple_hexagon"]
    assert result.points == sum(tile_numbers(TILE_NAMES.index(rack_tile(last)))) + 70
    assert sorted(state.hexagons()) == [(0, 1), (1, 0), (2, 1)]


def test_only_the_highest_bonus_applies() -> None:
    # completing two hexagons at once is one double hexagon (60), not 50 + 50 or 60 + 50
    order = [(0, 0), (0, 1), (1, 1), (2, 1), (2, 0), (-1, 0), (-1, -1), (0, -1), (1, -1)]
    last = field_move(DOUBLE, 1, 0)
    state = field_state(DOUBLE, order, [[rack_tile(last), "124"], ["000", "444"]])
    result = state.apply(state.parse_move(last))
    assert len(result.items) == 1 and result.items[0].param("bonus_points") == 60


# -- end of a round --------------------------------------------------------------------------
def test_going_out_scores_25_plus_the_other_racks() -> None:
    state = simple([["023"], ["123", "455"], ["000", "345"]])
    result = state.apply(at(state, "023", -1, 0))
    kinds = {i.kind: i.points for i in result.items}
    assert kinds == {"tile": 5, "going_out": 25, "opponents_racks": 6 + 14 + 0 + 12}
    assert "round_end" in result.events and "round_start" in result.events
    assert state.scores() == [5 + 25 + 32, 0, 0]
    summary = state.last_round
    assert summary is not None and summary.reason == "out" and summary.player == 0
    assert summary.points == (62, 0, 0)


def test_blocked_round_each_player_subtracts_his_own_rack() -> None:
    # pool empty, nobody can place: the pass that shows it ends the round
    state = simple([HIGH[:2], HIGH[2:5]], pool=[], scores=[50, 60])
    result = state.apply(PASS)
    assert "blocked" in result.events and "round_end" in result.events
    assert {(i.player, i.points) for i in result.items} == {(0, -(12 + 13)), (1, -(13 + 14 + 11))}
    assert state.scores() == [25, 22]
    assert state.last_round is not None and state.last_round.reason == "blocked"


def test_blocked_classic_scoring_lowest_rack_scores_the_others() -> None:
    game = TriominosGame(players=3, classic_blocked=True)
    state = TriominosState.setup(game, ["012@0,0/0"], [HIGH[:2], ["333"], HIGH[5:7]], pool=[])
    result = state.apply(PASS)
    assert {(i.player, i.points) for i in result.items} == {(1, 25 + 21)}
    assert state.scores() == [0, 46, 0]


# -- the match -------------------------------------------------------------------------------
def test_scores_carry_over_and_a_new_round_is_dealt() -> None:
    state = simple([["023"], ["123", "455"]], scores=[100, 90])
    state.apply(at(state, "023", -1, 0))
    assert not state.is_terminal()
    assert state.round_number == 2
    assert state.scores() == [100 + 5 + 25 + 20, 90]
    assert state.round_scores() == [[150, 90], [0, 0]]
    assert state.board_tiles() == [] and state.opening_draws
    assert all(len(state.hand(p)) == 9 for p in range(2)) and state.stock_size == 38
    assert state.legal_moves() and all(isinstance(m, Place) for m in state.legal_moves())


def test_passing_400_makes_the_round_the_last_and_two_players_may_cross_it() -> None:
    state = simple([["023", "112"], ["011", "123"]], pool=HIGH[:3], scores=[398, 399])
    state.apply(at(state, "023", -1, 0))  # 403
    assert not state.is_terminal() and state.round_number == 1
    state.apply(at(state, "011", 1, 0))  # 401
    assert not state.is_terminal()
    assert min(state.scores()) > 400
    result = state.apply(at(state, "112", 0, 1))  # player 0 goes out: the round is played out
    assert result.events[-1] == "game_end"
    assert state.is_terminal() and state.round_number == 1
    outcome = state.outcome()
    assert outcome.scores == (403 + 4 + 25 + 6, 401)
    assert outcome.winners == (0,)
    assert state.legal_moves() == [] and state.current_player == -1


def test_a_round_stays_the_last_after_dropping_below_400_again() -> None:
    state = simple([["023", "112"], ["123", "222"]], pool=HIGH, scores=[398, 0])
    state.apply(at(state, "023", -1, 0))  # 403: passed 400
    for _ in range(2):  # both draw three times and pass (-25 each time)
        for _ in range(3):
            state.apply(DRAW)
        state.apply(PASS)
    assert state.scores()[0] == 378
    while state.round_number == 1 and not state.is_terminal():
        moves = state.legal_moves()
        places = [m for m in moves if isinstance(m, Place)]
        state.apply(places[0] if places else moves[-1])
    assert state.is_terminal() and state.round_number == 1
    assert max(state.scores()) < 400


def test_highest_total_wins() -> None:
    state = simple([["023"], ["123", "455"]], scores=[380, 420])
    state.apply(at(state, "023", -1, 0))  # 380 + 5 + 25 + 20 = 430
    assert state.is_terminal()
    assert state.outcome().winners == (0,)


# -- variants ----------------------------------------------------------------------------------
def test_classic_opening_highest_triple_starts_with_it_and_scores_10() -> None:
    for seed in range(40):
        state = TriominosGame(classic_opening=True).new_initial_state(seed=seed)
        triples = [(t, p) for p in range(2) for t in state.hand(p) if len(set(TILES[t])) == 1]
        if not triples or max(triples)[0] == 0:
            continue
        tile, holder = max(triples)
        assert state.current_player == holder and state.forced_opening == tile
        assert state.legal_moves() == [Place(tile, 0, 0, 0)]
        result = state.apply(Place(tile, 0, 0, 0))
        assert result.points == sum(TILES[tile]) + 10
        assert result.items[0].kind == "triple_opening"
        return
    raise AssertionError("no seed with a triple")


def test_classic_opening_with_000_scores_40() -> None:
    for seed in range(400):
        state = TriominosGame(classic_opening=True).new_initial_state(seed=seed)
        if state.forced_opening == 0:
            result = state.apply(state.legal_moves()[0])
            assert result.points == 40 and result.describe() == "0 + triple opening 40"
            return
    raise AssertionError("no seed where 000 is the highest triple")


def test_classic_opening_without_triples_falls_back_to_the_drawn_starter() -> None:
    for seed in range(400):
        state = TriominosGame(classic_opening=True).new_initial_state(seed=seed)
        if state.forced_opening is None:
            plain = TriominosGame().new_initial_state(seed=seed)
            assert state.current_player == plain.current_player
            assert len(state.legal_moves()) > 1
            return
    raise AssertionError("no seed without a triple")


def test_variants_are_off_by_default() -> None:
    game = TriominosGame()
    assert game.options == {"players": 2, "classic_opening": False, "classic_blocked": False}


# -- notation, views and drawing data ----------------------------------------------------------
def test_notation_is_readable_and_round_trips() -> None:
    state = simple([["013", "015"], HIGH[:2]])
    move = Place(TILE_NAMES.index("015"), 3, -2, 1)
    assert str(move) == "015@3,-2/1"
    assert state.parse_move("015@3,-2/1") == move
    assert state.parse_move(" draw ") == DRAW and str(Draw()) == "draw"
    assert state.parse_move("PASS") == PASS and str(Pass()) == "pass"
    assert state.parse_move("333@1,0/2") == Place(TILE_NAMES.index("333"), 1, 0, 0)
    for text in ["013", "013@1", "013@1,0/5", "678@0,0"]:
        with pytest.raises(InvalidMoveError):
            state.parse_move(text)


def test_board_tiles_give_the_painter_numbers_in_corner_order() -> None:
    state = field_state(HEXAGON, AROUND_1_0, [["123"], ["345"]])
    tiles = state.board_tiles()
    assert [(t.x, t.y) for t in tiles] == AROUND_1_0
    for placed in tiles:
        assert placed.numbers == tuple(HEXAGON[v] for v in corner_vertices(placed.x, placed.y))
        assert placed.numbers == oriented(placed.tile, placed.rotation)
        assert len(cell_polygon(placed.x, placed.y)) == 3
    assert state.hand(0) == [TILE_NAMES.index("123")]
    assert state.stock_size == 56 - 6 - 2


def test_view_hides_other_racks_and_the_pool() -> None:
    state = TriominosGame(players=3).new_initial_state(seed=8)
    state.apply(state.legal_moves()[0])
    me = state.current_player
    view = state.view(me)
    assert view.hand(me) == state.hand(me)
    assert set(view.legal_moves()) == set(state.legal_moves())
    hidden = state.hidden_tiles(me)
    assert len(hidden) == 56 - 1 - 7
    sample = state.sample_hidden(me, random.Random(1))
    assert sample.hand(me) == state.hand(me)
    assert [len(sample.hand(p)) for p in range(3)] == [len(state.hand(p)) for p in range(3)]


def test_random_matches_end_and_items_add_up_to_the_scores() -> None:
    for players in (2, 3, 4):
        state = TriominosGame(players=players).new_initial_state(seed=players)
        rng = random.Random(players)
        totals = [0] * players
        moves = 0
        while not state.is_terminal():
            result = state.apply(rng.choice(state.legal_moves()))
            for item in result.items:
                totals[item.player] += item.points
            assert totals == state.scores()
            moves += 1
            assert moves < 20_000
        assert max(state.scores()) > 400
