"""Hexadomino: one test per clause of the rules file, mostly on constructed positions.

Positions used again and again (start stone at 0,0 in rotation 0 shows 1 2 3 4 5 3 on N..NW):
* ``RING5``: the start stone with five end stones around it, each turned so its single pip
  faces the start stone. Every cell next to the layout then demands only empty fields, except
  the cell north of the start (0,-1): bottom 1 pip, lower-right and lower-left empty.
* ``RING6``: all six end stones around the start: no stone fits anywhere (a blockade).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from holomino_desktop.engine import IllegalMoveError, InvalidMoveError
from holomino_desktop.engine.geometry.hexgrid import DIR_OFFSETS
from holomino_desktop.engine.hexadomino import (
    DRAW,
    PASS,
    SIDE_POINTS,
    STONES,
    TILE_IDS,
    Draw,
    HexadominoGame,
    HexadominoState,
    Pass,
    Place,
    cell_polygon,
    distinct_rotations,
    field_centre,
    field_polygon,
    load_set_list,
    make_stones,
    oriented,
    set_list,
    stone_kind,
    stone_pips,
)

START = (63, 0, 0, 0)
RING5 = [START, (2, 1, -1, 3), (4, 1, 0, 3), (8, 0, 1, 3), (16, -1, 1, 3), (32, -1, 0, 3)]
RING6 = [*RING5, (1, 0, -1, 3)]
#: stones that fit nowhere around RING5 (checked in test_ring_positions_are_what_tests_assume)
STUCK_HAND = [3, 5, 6, 7, 9]
OTHER_HAND = [13, 14, 15, 19, 21]


def arrange(board, hands, stock=(), player=0, scores=None, **options) -> HexadominoState:
    game = HexadominoGame(players=len(hands), **options)
    return HexadominoState.arrange(game, board, hands, stock, player, scores)


def facing_fields_agree(state: HexadominoState) -> bool:
    """Independent check of a layout: every shared edge shows equal fields on both sides."""
    where = {(s.q, s.r): s.fields for s in state.board_tiles()}
    for (q, r), fields in where.items():
        for d, (dq, dr) in enumerate(DIR_OFFSETS):
            other = where.get((q + dq, r + dr))
            if other is not None and other[(d + 3) % 6] != fields[d]:
                return False
    return True


def test_ring_positions_are_what_tests_assume() -> None:
    ring5 = arrange(RING5, [STUCK_HAND, OTHER_HAND])
    assert facing_fields_agree(ring5)
    assert ring5.requirement(0, -1) == (None, None, 0, 1, 0, None)
    for tile in STUCK_HAND + OTHER_HAND:
        assert all(not ring5.fitting_rotations(tile, q, r) for q, r in ring5.frontier())
    ring6 = arrange(RING6, [[], []])
    assert facing_fields_agree(ring6)
    assert all(not ring6.fitting_rotations(t, q, r) for t in TILE_IDS for q, r in ring6.frontier())


# -- stones --------------------------------------------------------------------------------
def test_set_is_generated_from_the_rule_and_equals_the_json_list() -> None:
    assert set_list() == load_set_list()
    assert {s["id"]: tuple(s["fields"]) for s in load_set_list()} == make_stones()


def test_set_has_one_start_56_connecting_and_6_end_stones() -> None:
    kinds = Counter(stone_kind(t) for t in TILE_IDS)
    assert kinds == {"start": 1, "connect": 56, "end": 6}
    assert len(TILE_IDS) == 63 == 2**6 - 1
    assert HexadominoGame().tile_ids() == list(range(1, 64))


def test_stone_id_is_the_sum_of_two_to_the_pip_fields() -> None:
    for tile, fields in STONES.items():
        assert sum(1 << i for i, v in enumerate(fields) if v) == tile


def test_start_stone_shows_1_2_3_4_5_3() -> None:
    assert STONES[63] == (1, 2, 3, 4, 5, 3)


def test_values_are_the_start_value_raised_by_pip_fields_minus_one_counting_round() -> None:
    assert STONES[3] == (2, 3, 0, 0, 0, 0)  # two fields: raised by 1
    assert STONES[31] == (5, 1, 2, 3, 4, 0)  # five fields: raised by 4, 5 wraps round to 1
    assert STONES[36] == (0, 0, 4, 0, 0, 4)


def test_end_stones_show_1_2_3_4_5_3_and_the_two_threes_are_the_only_identical_pair() -> None:
    ends = [t for t in TILE_IDS if stone_kind(t) == "end"]
    assert [max(STONES[t]) for t in ends] == [1, 2, 3, 4, 5, 3]
    pictures: dict[frozenset[tuple[int, ...]], list[int]] = {}
    for tile in TILE_IDS:
        every_turn = frozenset(oriented(tile, k) for k in range(6))
        pictures.setdefault(every_turn, []).append(tile)
    assert [ids for ids in pictures.values() if len(ids) > 1] == [[4, 32]]


def test_stones_rotate_six_ways_clockwise_and_never_flip() -> None:
    assert oriented(3, 0) == (2, 3, 0, 0, 0, 0)
    assert oriented(3, 1) == (0, 2, 3, 0, 0, 0)  # the top field moved to upper-right
    assert oriented(3, 5) == (3, 0, 0, 0, 0, 2)
    # never flipped: the mirror picture (3 then 2 clockwise) is no rotation of stone 3
    assert (3, 2, 0, 0, 0, 0) not in {oriented(3, k) for k in range(6)}


# -- setting up ------------------------------------------------------------------------------
def test_start_stone_lies_in_the_centre() -> None:
    state = HexadominoGame().new_initial_state(seed=1)
    [start] = state.board_tiles()
    assert (start.q, start.r, start.tile, start.rotation) == (0, 0, 63, 0)
    assert start.fields == (1, 2, 3, 4, 5, 3)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_takes_five_hidden_stones_and_the_rest_is_the_stock(players: int) -> None:
    state = HexadominoGame(players=players).new_initial_state(seed=players)
    assert [len(state.hand(p)) for p in range(players)] == [5] * players
    assert state.stock_size == 62 - 5 * players
    # hidden: the others' hands and the stock, never one's own hand
    hidden = state.hidden_tiles(0)
    assert not set(hidden) & set(state.hand(0))
    assert set(state.hand(1)) <= set(hidden) and set(state.stock) <= set(hidden)


def test_first_player_is_chosen_at_random_from_the_seed() -> None:
    game = HexadominoGame(players=3)
    firsts = {game.new_initial_state(seed=s).current_player for s in range(40)}
    assert firsts == {0, 1, 2}
    assert game.new_initial_state(seed=8).current_player == (
        game.new_initial_state(seed=8).current_player
    )


def test_turns_go_round_in_seat_order() -> None:
    state = HexadominoGame(players=3).new_initial_state(seed=4)
    first = state.current_player
    seen = []
    for _ in range(6):
        seen.append(state.current_player)
        state.apply(state.legal_moves()[0])
    assert seen == [(first + i) % 3 for i in range(6)]


def test_options_players_2_to_4_and_subtract_hand() -> None:
    assert HexadominoGame().options == {"players": 2, "subtract_hand": False}
    assert HexadominoGame(players=4, subtract_hand=True).num_players == 4
    with pytest.raises(ValueError):
        HexadominoGame(players=5)
    with pytest.raises(ValueError):
        HexadominoGame(subtract_hand="yes")


# -- placing -------------------------------------------------------------------------------
def test_facing_fields_must_be_equal_on_every_shared_edge() -> None:
    state = arrange(RING5, [[14, 11], [3]])
    # 14 turned 0 shows 1 at the bottom (fits the start stone) but 5 at the lower-right,
    # where the end stone beside it is empty
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="lower-right field is 5 pips .* shows empty"):
        state.apply(Place(14, 0, -1, 0))
    assert state.fingerprint() == before
    assert Place(14, 0, -1, 0) not in state.legal_moves()


def test_empty_fields_match_empty_fields_next_to_a_pip_contact() -> None:
    state = arrange(RING5, [[11], OTHER_HAND], stock=[60])
    # 11 turned 0: bottom 1 on the start stone's top 1; its empty lower sides meet empty fields
    assert state.fitting_rotations(11, 0, -1) == (0,)
    result = state.apply(Place(11, 0, -1, 0))
    assert result.points == 3
    assert facing_fields_agree(state)


def test_rotation_that_fits_only_by_empty_empty_contact_is_rejected() -> None:
    state = arrange(RING5, [[3, 11], OTHER_HAND])
    # cell 1,-2 touches only the empty top of the end stone at 1,-1; stone 3 turned 0 has an
    # empty bottom, so every facing field matches, but no pip field attaches
    assert state.requirement(1, -2) == (None, None, None, 0, None, None)
    assert oriented(3, 0)[3] == 0
    assert state.fitting_rotations(3, 1, -2) == ()
    assert not any(isinstance(m, Place) and (m.q, m.r) == (1, -2) for m in state.legal_moves())
    with pytest.raises(IllegalMoveError, match="only with empty fields"):
        state.apply(Place(3, 1, -2, 0))


def test_stone_must_touch_the_layout() -> None:
    state = arrange([START], [[3], [5]])
    with pytest.raises(IllegalMoveError, match="not next to the layout"):
        state.apply(Place(3, 3, 3, 0))
    with pytest.raises(IllegalMoveError, match="already taken"):
        state.apply(Place(3, 0, 0, 0))
    with pytest.raises(IllegalMoveError, match="not in your hand"):
        state.apply(Place(5, 0, -1, 0))


def test_placement_draws_one_stone_while_the_stock_lasts() -> None:
    state = arrange([START], [[1, 3], OTHER_HAND], stock=[60, 61])
    state.apply(Place(1, 0, -1, 3))
    assert sorted(state.hand(0)) == [3, 61] and state.stock == [60]
    state = arrange([START], [[1, 3], OTHER_HAND], stock=[])
    state.apply(Place(1, 0, -1, 3))
    assert state.hand(0) == [3] and not state.is_terminal()


def test_player_with_a_legal_placement_cannot_draw_or_pass() -> None:
    state = arrange(RING5, [[11, 3], OTHER_HAND], stock=[60])
    assert DRAW not in state.legal_moves() and PASS not in state.legal_moves()
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="must place it and may not draw"):
        state.apply(DRAW)
    with pytest.raises(IllegalMoveError, match="must place it and may not pass"):
        state.apply(PASS)
    assert state.fingerprint() == before


def test_stuck_player_draws_one_and_places_it_if_it_fits() -> None:
    state = arrange(RING5, [STUCK_HAND, OTHER_HAND], stock=[60, 11])
    assert state.legal_moves() == [DRAW]
    with pytest.raises(IllegalMoveError, match="draw one from the stock first"):
        state.apply(PASS)
    result = state.apply(DRAW)
    assert result.events == ("draw",) and 11 in state.hand(0) and state.stuck_draws == 1
    assert state.current_player == 0
    assert state.legal_moves() == [Place(11, 0, -1, 0)]
    state.apply(Place(11, 0, -1, 0))
    assert state.current_player == 1


def test_second_draw_sequence_draw_misses_draw_again_then_place() -> None:
    # the stock is drawn from its end: first 12 (fits nowhere), then 1 (fits north of start)
    state = arrange(RING5, [STUCK_HAND, OTHER_HAND], stock=[10, 1, 12])
    state.apply(DRAW)
    assert 12 in state.hand(0) and state.legal_moves() == [DRAW]
    state.apply(DRAW)
    assert 1 in state.hand(0) and state.stuck_draws == 2
    assert state.legal_moves() == [Place(1, 0, -1, 3)]
    result = state.apply(Place(1, 0, -1, 3))
    assert result.points == 3  # bottom on the start stone, both lower sides on end stones
    assert state.current_player == 1 and state.stuck_draws == 0


def test_placing_a_drawn_stone_brings_no_extra_draw() -> None:
    state = arrange(RING5, [STUCK_HAND, OTHER_HAND], stock=[10, 1, 12])
    state.apply(DRAW)
    state.apply(DRAW)
    state.apply(Place(1, 0, -1, 3))
    assert state.stock == [10]
    assert sorted(state.hand(0)) == sorted([*STUCK_HAND, 12])


def test_second_draw_misses_then_pass_and_drawn_stones_stay_in_hand() -> None:
    state = arrange(RING5, [STUCK_HAND, OTHER_HAND], stock=[10, 22, 12])
    state.apply(DRAW)
    state.apply(DRAW)
    assert state.legal_moves() == [PASS]
    with pytest.raises(IllegalMoveError, match="drawn twice"):
        state.apply(DRAW)
    assert state.apply(PASS).events == ("pass",)
    assert sorted(state.hand(0)) == sorted([*STUCK_HAND, 12, 22])
    assert state.current_player == 1 and state.stock == [10]


def test_stock_empty_stuck_player_passes() -> None:
    state = arrange(RING5, [STUCK_HAND, OTHER_HAND], stock=[])
    assert state.legal_moves() == [PASS]
    with pytest.raises(IllegalMoveError, match="stock is empty"):
        state.apply(DRAW)
    # after one draw that empties the stock, a miss is a pass too
    state = arrange(RING5, [STUCK_HAND, OTHER_HAND], stock=[12])
    state.apply(DRAW)
    assert state.legal_moves() == [PASS]


def test_rotations_with_the_same_picture_are_one_placement() -> None:
    assert distinct_rotations(36) == (0, 1, 2)  # half-turn symmetric
    assert all(distinct_rotations(t) == tuple(range(6)) for t in TILE_IDS if t != 36)
    state = arrange([START], [[36], [5]])
    # the cell south of the start needs 4 on top: stone 36 turned 1 or 4 — one picture
    assert state.legal_moves() == [Place(36, 0, 1, 1)]
    assert state.parse_move("36@0,1/4") == Place(36, 0, 1, 1)
    with pytest.raises(IllegalMoveError, match="looks the same as in rotation 1"):
        state.apply(Place(36, 0, 1, 4))


def test_only_fitting_rotations_are_offered_and_a_single_fit_is_applied_automatically() -> None:
    state = arrange([START], [[39, 11], [5]])
    # 39 shows 1 on two fields: two rotations put a 1 at the bottom of the cell north of start
    assert state.fitting_rotations(39, 0, -1) == (1, 4)
    assert {m for m in state.legal_moves() if m.tile == 39 and (m.q, m.r) == (0, -1)} == {
        Place(39, 0, -1, 1),
        Place(39, 0, -1, 4),
    }
    with pytest.raises(InvalidMoveError, match="2 rotations; say which"):
        state.parse_move("39@0,-1")
    assert state.fitting_rotations(11, 0, -1) == (0,)
    assert state.parse_move("11@0,-1") == Place(11, 0, -1, 0)


# -- scoring -------------------------------------------------------------------------------
def test_points_by_touching_sides_are_0_2_3_6_10_20() -> None:
    assert SIDE_POINTS[1:] == (0, 2, 3, 6, 10, 20)
    seen: set[int] = set()
    for seed in range(12):
        state = HexadominoGame().new_initial_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            move = rng.choice(state.legal_moves())
            if isinstance(move, Place):
                taken = {(s.q, s.r) for s in state.board_tiles()}
                sides = sum((move.q + dq, move.r + dr) in taken for dq, dr in DIR_OFFSETS)
                [item] = [i for i in state.apply(move).items if i.kind == "sides"]
                expected = {1: 0, 2: 2, 3: 3, 4: 6, 5: 10, 6: 20}[sides]
                assert item.points == expected
                assert item.text == (f"{sides} side" if sides == 1 else f"{sides} sides") + (
                    f": {expected}"
                )
                seen.add(sides)
            else:
                state.apply(move)
    assert {1, 2, 3, 4, 5} <= seen


#: the end stone 4 at -1,0 closes a ring of six stones (the start stone among them)
FLOWER = [START, (17, 0, -1, 5), (5, -1, -1, 2), (11, -2, 0, 0), (1, -2, 1, 0), (9, -1, 1, 4)]


def test_six_sided_placement_scores_20() -> None:
    state = arrange(FLOWER, [[4, 3], OTHER_HAND], stock=[60], scores=[7, 0])
    assert facing_fields_agree(state)
    assert state.fitting_rotations(4, -1, 0) == (0,)
    result = state.apply(Place(4, -1, 0, 0))
    assert [(i.points, i.text) for i in result.items] == [(20, "6 sides: 20")]
    assert state.scores() == [27, 0]
    assert facing_fields_agree(state)


def test_three_sided_placement_scores_3_with_text() -> None:
    state = arrange(RING5, [[1, 3], OTHER_HAND], stock=[60])
    result = state.apply(Place(1, 0, -1, 3))
    assert result.describe() == "3 sides: 3" and state.scores() == [3, 0]


# -- end -----------------------------------------------------------------------------------
def test_game_ends_when_the_stock_is_empty_and_a_player_places_his_last_stone() -> None:
    state = arrange(RING5, [[1], [3]], stock=[])
    result = state.apply(Place(1, 0, -1, 3))
    assert "game_end" in result.events and state.is_terminal()
    assert state.current_player == -1 and state.legal_moves() == []


def test_last_stone_placed_with_stock_left_draws_and_plays_on() -> None:
    state = arrange(RING5, [[1], [3]], stock=[60])
    state.apply(Place(1, 0, -1, 3))
    assert not state.is_terminal() and state.hand(0) == [60]


def test_game_ends_when_nobody_can_place() -> None:
    state = arrange(RING6, [[3, 5], [6], [7]], stock=[])
    for _ in range(2):
        assert state.legal_moves() == [PASS]
        state.apply(PASS)
    assert not state.is_terminal()
    result = state.apply(PASS)
    assert result.events == ("pass", "game_end") and state.is_terminal()


def test_passes_while_the_stock_lasts_do_not_end_the_game() -> None:
    state = arrange(RING6, [[3], [5]], stock=[6, 7, 9, 10, 12])
    for player, moves in [(0, [DRAW, DRAW, PASS]), (1, [DRAW, DRAW, PASS])]:
        for move in moves:
            assert state.current_player == player
            state.apply(move)
    assert state.consecutive_passes == 0 and state.stock_size == 1
    state.apply(DRAW)  # the last stone
    state.apply(PASS)
    assert not state.is_terminal()
    state.apply(PASS)
    assert state.is_terminal()


def test_highest_score_wins() -> None:
    state = arrange(RING6, [[3], [5]], scores=[4, 9])
    state.apply(PASS)
    state.apply(PASS)
    assert state.outcome().winners == (1,) and not state.outcome().is_draw


def test_end_of_game_tie_break_fewer_pips_in_hand_wins() -> None:
    # blockade: equal scores, stone 7 (12 pips) against stone 3 (5 pips)
    state = arrange(RING6, [[7], [3]], scores=[10, 10])
    state.apply(PASS)
    state.apply(PASS)
    assert state.scores() == [10, 10]
    assert state.outcome().winners == (1,)
    # going out: seat 0 places its last stone for 3 and draws level, with nothing in hand
    state = arrange(RING5, [[1], [3]], scores=[5, 8])
    state.apply(Place(1, 0, -1, 3))
    assert state.scores() == [8, 8]
    assert state.outcome().winners == (0,)


def test_equal_scores_and_equal_pips_is_a_draw() -> None:
    assert stone_pips(3) == stone_pips(20) == 5
    state = arrange(RING6, [[3], [20]], scores=[6, 6])
    state.apply(PASS)
    state.apply(PASS)
    assert state.outcome().winners == (0, 1) and state.outcome().is_draw


def test_variant_subtracts_pips_left_in_hand_at_the_end() -> None:
    state = arrange(RING6, [[7, 3], [6]], scores=[20, 15], subtract_hand=True)
    state.apply(PASS)
    result = state.apply(PASS)
    assert [(i.player, i.points, i.kind, i.text) for i in result.items] == [
        (0, -17, "hand_pips", "\u221217 pips left in hand"),
        (1, -7, "hand_pips", "\u22127 pips left in hand"),
    ]
    assert state.scores() == [3, 8] and state.outcome().winners == (1,)


def test_variant_off_by_default_keeps_scores() -> None:
    state = arrange(RING6, [[7, 3], [6]], scores=[20, 15])
    state.apply(PASS)
    assert state.apply(PASS).items == ()
    assert state.scores() == [20, 15]


def test_variant_items_sum_to_the_scores_in_a_whole_game() -> None:
    game = HexadominoGame(players=3, subtract_hand=True)
    state = game.new_initial_state(seed=5)
    rng = random.Random(5)
    totals = [0, 0, 0]
    while not state.is_terminal():
        for item in state.apply(rng.choice(state.legal_moves())).items:
            totals[item.player] += item.points
        assert totals == state.scores()


# -- notation, views and drawing data ----------------------------------------------------------
def test_notation_round_trips_and_bad_text_is_refused() -> None:
    state = arrange([START], [[39], [5]])
    for move in [Place(39, 0, -1, 4), DRAW, PASS]:
        assert state.parse_move(str(move)) == move
    assert str(Place(27, -1, 2, 3)) == "27@-1,2/3" and str(Draw()) == "draw"
    assert state.parse_move(" PASS ") == Pass()
    for text in ["", "64@0,1/0", "0@0,1/0", "3@0,1/6", "3@0", "drew"]:
        with pytest.raises(InvalidMoveError):
            state.parse_move(text)


def test_view_hides_other_hands_and_the_stock_order() -> None:
    state = HexadominoGame(players=3).new_initial_state(seed=2)
    me = state.current_player
    others = [p for p in range(3) if p != me]
    view = state.view(me)
    assert view.hand(me) == state.hand(me)
    seen = view.hand(others[0]) + view.hand(others[1]) + view.stock
    assert seen == sorted(state.hidden_tiles(me))
    assert set(view.legal_moves()) == set(state.legal_moves())
    sample = state.sample_hidden(me, random.Random(1))
    assert sample.view(me).fingerprint() == view.fingerprint()
    assert sample.hand(me) == state.hand(me)


def test_board_tiles_give_fields_after_rotation_in_the_order_placed() -> None:
    state = arrange(RING5, [[1], [3]], stock=[60])
    state.apply(Place(1, 0, -1, 3))
    last = state.board_tiles()[-1]
    assert (last.q, last.r, last.tile, last.rotation) == (0, -1, 1, 3)
    assert last.fields == (0, 0, 0, 1, 0, 0)
    assert [s.tile for s in state.board_tiles()] == [63, 2, 4, 8, 16, 32, 1]


def test_geometry_helpers_give_cell_and_field_polygons() -> None:
    assert len(cell_polygon(0, 0)) == 6
    top = field_polygon(0, 0, 0)
    assert top[0] == (0.0, 0.0) and all(y < 0 for _, y in top[1:])  # y grows downwards
    x, y = field_centre(0, 0, 3)
    assert abs(x) < 1e-9 and y > 0
    x, y = field_centre(1, 0, 4)  # lower-left field of the cell south-east of the start
    assert x < 1.5


def test_tiles_are_conserved_in_constructed_positions() -> None:
    state = arrange(RING5, [[1], [3]], stock=[60])
    census = state.tile_census()
    assert sorted(t for tiles in census.values() for t in tiles) == list(TILE_IDS)
    with pytest.raises(ValueError):
        arrange(RING5, [[1], [1]])
