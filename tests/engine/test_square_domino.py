"""Domino kwadratowe: one test per clause of the rules, mostly on constructed positions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from holomino_desktop.engine import IllegalMoveError, InvalidMoveError, square_domino
from holomino_desktop.engine.base import GameError
from holomino_desktop.engine.geometry.squaregrid import (
    FRAME,
    Half,
    Side,
    domino_rect,
    facing_halves,
    frame_shift,
    half_rect,
    square_corners,
    square_rect,
)
from holomino_desktop.engine.match import PointsMatch
from holomino_desktop.engine.record import GameRecord, RecordError
from holomino_desktop.engine.square_domino import (
    DOMINO_BY_PIPS,
    DOMINOES,
    SET_SIZE,
    START_SHIFT,
    CompleteStart,
    Pass,
    PlaceSquare,
    SquareDominoGame,
    SquareDominoState,
    StartTile,
    tile_name,
    tile_pips,
)

Corners = tuple[int, int, int, int]


# -- helpers -----------------------------------------------------------------------------------
def tile_id(name: str, player: int, sets: int = 2) -> int:
    domino = DOMINO_BY_PIPS[(int(name[0]), int(name[1]))]
    return (player * SET_SIZE if sets == 2 else 0) + domino


def position(
    squares: list[tuple[int, int, Corners]],
    hands: list[list[str]],
    *,
    player: int = 0,
    sets: int = 2,
    totals: tuple[int, int] | None = None,
    round_number: int = 1,
) -> SquareDominoState:
    """A play position: ``squares`` (x, y, numbers at TL, TR, BL, BR) and the hands by name,
    in round ``round_number`` of the match (the earlier rounds scored nothing)."""
    state = SquareDominoGame(sets=sets).new_initial_state(seed=1)
    state.board, state.req, state.placed, state.lone = {}, {}, [], None
    state._shift = START_SHIFT
    for x, y, c in squares:
        top = DOMINO_BY_PIPS[(c[0], c[1])]
        bottom = DOMINO_BY_PIPS[(c[2], c[3])]
        state._put(PlaceSquare(top, bottom, x, y, "h", c))
    state.hands = [[tile_id(n, p, sets) for n in hand] for p, hand in enumerate(hands)]
    state._player = player
    state._phase = "play"
    if totals is not None:
        state.match = PointsMatch(2, 100, tie_plays_on=True, totals=list(totals), max_rounds=30)
    state.match.round_points = [[0, 0] for _ in range(round_number)]
    return state


def texts(state: SquareDominoState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def brute_force_moves(state: SquareDominoState) -> set[PlaceSquare]:
    """Every square of two hand tiles, any layout, any position near the layout, that
    ``check_move`` accepts — the slow definition the indexed generator must equal."""
    player = state.current_player
    hand = state.hands[player]
    xs = [sq.x for sq in state.placed]
    ys = [sq.y for sq in state.placed]
    legal = set()
    for first in hand:
        for second in hand:
            if first == second:
                continue
            for layout in ("h", "v"):
                for a in {tile_pips(first), tile_pips(first)[::-1]}:
                    for b in {tile_pips(second), tile_pips(second)[::-1]}:
                        for x in range(min(xs) - 1, max(xs) + 2):
                            for y in range(min(ys) - 1, max(ys) + 2):
                                move = PlaceSquare(first, second, x, y, layout, (*a, *b))
                                try:
                                    state.check_move(move)
                                except IllegalMoveError:
                                    continue
                                legal.add(move)
    return legal


def random_position(seed: int, sets: int, depth: int) -> SquareDominoState:
    state = SquareDominoGame(sets=sets).new_initial_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(depth):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


SIXES: Corners = (6, 6, 6, 6)


# -- pieces and geometry ---------------------------------------------------------------------
def test_pieces_are_double_six_dominoes_28_per_set() -> None:
    assert len(DOMINOES) == 28
    assert set(DOMINOES) == {(a, b) for a in range(7) for b in range(7) if a <= b}
    assert tile_name(DOMINO_BY_PIPS[(4, 2)]) == "24"


def test_standard_game_gives_every_physical_tile_its_own_id() -> None:
    game = SquareDominoGame()
    assert game.tile_ids() == list(range(56))
    assert tile_pips(28 + 5) == tile_pips(5)
    assert SquareDominoGame(sets=1).tile_ids() == list(range(28))


def test_only_two_players_and_one_or_two_sets() -> None:
    with pytest.raises(ValueError):
        SquareDominoGame(players=3)
    with pytest.raises(ValueError):
        SquareDominoGame(sets=3)
    assert SquareDominoGame().options == {"sets": 2, "players": 2}


def test_square_is_two_parallel_dominoes_horizontal_or_vertical() -> None:
    # h: first domino on top, read left to right; v: first on the left, read top to bottom
    assert square_corners("h", (2, 4, 1, 0)) == (2, 4, 1, 0)
    assert square_corners("v", (2, 4, 1, 0)) == (2, 1, 4, 0)
    move = PlaceSquare(0, 1, 0, 0, "v", (2, 4, 1, 0))
    assert move.corners == (2, 1, 4, 0) and move.vertical


def test_every_layout_is_a_distinct_legal_move() -> None:
    # the start square's right side shows 1 over 2: a square at 1,0 needs TL=1, BL=2
    state = position([(0, 0, (3, 1, 5, 2))], [["12", "13", "25"], ["00"]])
    at = {t for t in texts(state) if t.endswith("@1,0/h") or t.endswith("@1,0/v")}
    assert at == {
        "12+25@1,0/h", "13+21@1,0/h", "13+25@1,0/h",  # either tile first, either way round
        "12+13@1,0/v", "12+31@1,0/v", "12+25@1,0/v", "12+52@1,0/v",
    }  # fmt: skip
    moves = state.legal_moves()
    assert len(set(moves)) == len(moves)


@pytest.mark.parametrize(("sets", "seed", "depth"), [(2, 3, 14), (2, 8, 18), (1, 5, 6)])
def test_legal_moves_equal_every_square_the_rules_allow(sets: int, seed: int, depth: int) -> None:
    state = random_position(seed, sets, depth)
    assert not state.is_terminal() and state.phase == "play"
    expected = brute_force_moves(state)
    generated = [m for m in state.legal_moves() if isinstance(m, PlaceSquare)]
    assert set(generated) == expected
    assert len(generated) == len(expected)


def test_a_square_must_touch_the_layout() -> None:
    state = position([(0, 0, SIXES)], [["56", "46"], ["00"]])
    with pytest.raises(IllegalMoveError, match="not touch"):
        state.apply(state.parse_move("65+64@3,0/h"))


def test_squares_meeting_only_at_a_corner_do_not_touch() -> None:
    state = position([(0, 0, SIXES)], [["56", "46"], ["00"]])
    with pytest.raises(IllegalMoveError, match="not touch"):
        state.apply(state.parse_move("65+64@1,1/h"))
    assert not any(m.x == 1 and m.y == 1 for m in state.legal_moves() if isinstance(m, PlaceSquare))


def test_touching_sides_match_cell_against_cell() -> None:
    # right side of the start square: 1 over 2; the same numbers the other way round are wrong
    state = position([(0, 0, (3, 1, 5, 2))], [["12", "13", "25"], ["00"]])
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="left side .* must show 1 and 2"):
        state.apply(state.parse_move("21+13@1,0/v"))
    assert state.fingerprint() == before


def test_square_touching_two_squares_with_one_side_mismatched_is_illegal() -> None:
    board = [(0, 0, (5, 6, 2, 4)), (1, 0, (6, 5, 4, 3)), (0, 1, (2, 4, 2, 1))]
    state = position(board, [["34", "01"], ["00"]])
    # top 4+3 matches the square above; left 4 over 0 misses the 4 over 1 of the left square
    with pytest.raises(IllegalMoveError, match="left side at 1,1 must show 4 and 1"):
        state.apply(state.parse_move("43+01@1,1/h"))
    assert "43+01@1,1/h" not in texts(state)
    assert "43+10@1,1/h" in texts(state)


def test_two_neighbours_demanding_different_numbers_block_a_position() -> None:
    board = [(0, 0, (5, 6, 2, 4)), (1, 0, (6, 5, 4, 3)), (0, 1, (2, 4, 2, 1))]
    state = position(board, [["34", "01"], ["00"]])
    assert state.required_halves(1, 1) == {Half.TL: 4, Half.TR: 3, Half.BL: 1}
    # a ring around (1,1): the square above wants 5 at its top-right, the one on the right 6
    ring = [
        (0, 0, (0, 1, 2, 3)), (1, 0, (1, 4, 3, 5)), (0, 1, (2, 3, 4, 6)), (0, 2, (4, 6, 0, 2)),
        (1, 2, (6, 1, 2, 0)), (2, 2, (1, 5, 0, 4)), (2, 1, (6, 6, 1, 5)),
    ]  # fmt: skip
    blocked = position(ring, [["35", "36", "16", "15"], ["00"]])
    assert blocked.required_halves(1, 1) is None
    assert (1, 1) not in blocked.frontier()
    assert not any(
        m.x == 1 and m.y == 1 for m in blocked.legal_moves() if isinstance(m, PlaceSquare)
    )


def test_layout_is_at_most_6_squares_wide() -> None:
    row = [(x, 0, SIXES) for x in range(FRAME)]
    state = position(row, [["56", "46"], ["00"]])
    with pytest.raises(IllegalMoveError, match="wider or higher than 6"):
        state.apply(state.parse_move("65+64@6,0/h"))
    with pytest.raises(IllegalMoveError, match="wider or higher than 6"):
        state.apply(state.parse_move("56+46@-1,0/h"))
    legal = texts(state)
    assert "65+64@6,0/h" not in legal and "56+46@-1,0/h" not in legal
    assert "65+64@0,1/v" in legal  # below the row is still inside the frame
    assert all(0 <= x < FRAME for x, _ in state.frontier())


def test_layout_is_at_most_6_squares_high() -> None:
    column = [(0, y, SIXES) for y in range(-2, FRAME - 2)]
    state = position(column, [["56", "46"], ["00"]])
    with pytest.raises(IllegalMoveError, match="wider or higher"):
        state.apply(state.parse_move("65+64@0,4/v"))
    assert "65+64@1,0/h" in texts(state)
    assert not any(y in (-3, 4) for _, y in state.frontier())


def test_view_shift_keeps_the_layout_in_the_6_by_6_frame() -> None:
    state = position([(0, 0, SIXES)], [[], []])
    assert state.window_shift() == START_SHIFT
    for x in range(1, FRAME):
        state._put(PlaceSquare(27, 27, x, 0, "h", SIXES))
    dx, dy = state.window_shift()
    assert (dx, dy) == (0, 2)  # moved left only as far as needed
    assert frame_shift((2, 2), (-3, 2, -1, 0)) == (3, 2)
    for seed in range(3):
        game_state = SquareDominoGame().new_initial_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(30):
            if game_state.is_terminal():
                break
            game_state.apply(rng.choice(game_state.legal_moves()))
            sdx, sdy = game_state.window_shift()
            for x, y, _ in game_state.squares():
                assert 0 <= x + sdx < FRAME and 0 <= y + sdy < FRAME


def test_geometry_rectangles_for_the_painter() -> None:
    assert square_rect(1, -1) == (1.0, -1.0, 2.0, 0.0)
    assert half_rect(0, 0, Half.BR) == (0.5, 0.5, 1.0, 1.0)
    assert domino_rect(1, 0, True) == (0.5, 0.0, 1.0, 1.0)
    assert facing_halves(Side.TOP) == ((Half.TL, Half.BL), (Half.TR, Half.BR))


# -- scoring ---------------------------------------------------------------------------------
def test_seed_example_22_over_41_matched_on_the_left_scores_6() -> None:
    state = position([(0, 0, (3, 2, 5, 4))], [["22", "14"], ["00"]])
    result = state.apply(state.parse_move("22+41@1,0/h"))
    square = [i for i in result.items if i.kind == "square"]
    assert square[0].points == 6 and square[0].text == "1 side: 2+4 = 6"


def test_seed_example_20_over_41_matched_on_the_left_scores_6() -> None:
    state = position([(0, 0, (3, 2, 5, 4))], [["02", "14", "55"], ["00"]])
    result = state.apply(state.parse_move("20+41@1,0/h"))
    square = result.items[0]
    assert (square.kind, square.points, square.text) == ("square", 6, "1 side: 2+4 = 6")


def test_seed_example_43_over_10_matched_top_and_left_scores_12() -> None:
    board = [(0, 0, (5, 6, 2, 4)), (1, 0, (6, 5, 4, 3)), (0, 1, (2, 4, 2, 1))]
    state = position(board, [["34", "01", "55"], ["00"]])
    result = state.apply(state.parse_move("43+10@1,1/h"))
    square = result.items[0]
    assert (square.kind, square.points) == ("square", 12)
    assert square.text == "2 sides: 4+3, 4+1 = 12"
    assert square.param("sides") == (("top", 4, 3), ("left", 4, 1))
    # the round ends in blockade: 12 minus the 10 pips of the 55 left in hand
    assert state.scores() == [12 - 10, 0]


# -- the standard game -----------------------------------------------------------------------
def test_standard_each_player_owns_a_set_and_sets_one_tile_aside() -> None:
    state = SquareDominoGame().new_initial_state(seed=4)
    census = state.tile_census()
    assert len(census["aside"]) == 2
    assert census["aside"][0] < SET_SIZE <= census["aside"][1]
    assert len(census["hand0"]) == len(census["hand1"]) == 26
    assert all(t < SET_SIZE for t in census["hand0"])
    assert all(t >= SET_SIZE for t in census["hand1"])
    assert Counter(t for tiles in census.values() for t in tiles) == Counter(range(56))


def test_set_aside_tile_is_unseen_by_the_opponent_and_takes_no_part() -> None:
    state = SquareDominoGame().new_initial_state(seed=4)
    hidden = state.hidden_tiles(0)
    assert hidden[0] == state.aside[1] and hidden[1:] == state.hands[1]
    assert state.aside[0] not in hidden  # his own: the one tile of his set he cannot see
    view = state.view(0)
    assert view.hands[0] == state.hands[0]
    assert sorted([view.aside[1], *view.hands[1]]) == sorted(hidden)
    for move in state.legal_moves():
        assert isinstance(move, PlaceSquare)
        assert state.aside[state.current_player] not in move.tiles


def test_start_square_both_vertical_first_seat_on_the_left() -> None:
    state = SquareDominoGame().new_initial_state(seed=6)
    (start,) = state.placed
    assert (start.x, start.y, start.layout) == (0, 0, "v")
    assert start.first < SET_SIZE <= start.second
    tiles = state.board_tiles()
    assert [(t.col, t.row, t.vertical) for t in tiles] == [(0, 0, True), (1, 0, True)]
    assert tiles[0].pips == start.halves[:2] and tiles[1].pips == start.halves[2:]


def test_start_tiles_are_turned_end_for_end_at_random() -> None:
    seen = set()
    for seed in range(40):
        start = SquareDominoGame().new_initial_state(seed=seed).placed[0]
        a, b = start.halves[:2]
        if a != b:
            seen.add(a < b)
    assert seen == {True, False}


def test_fewer_pips_on_the_start_tile_moves_first() -> None:
    checked = 0
    for seed in range(30):
        state = SquareDominoGame().new_initial_state(seed=seed)
        start = state.placed[0]
        pips = [sum(start.halves[:2]), sum(start.halves[2:])]
        if pips[0] != pips[1]:
            assert state.current_player == pips.index(min(pips))
            checked += 1
    assert checked > 10


def test_equal_pips_starter_is_chosen_at_random_from_the_seed() -> None:
    starters = set()
    for seed in range(400):
        state = SquareDominoGame().new_initial_state(seed=seed)
        start = state.placed[0]
        if sum(start.halves[:2]) == sum(start.halves[2:]):
            again = SquareDominoGame().new_initial_state(seed=seed)
            assert again.current_player == state.current_player
            starters.add(state.current_player)
    assert starters == {0, 1}


def test_must_place_a_square_when_one_fits() -> None:
    state = position([(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]])
    assert Pass() not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match="may not pass"):
        state.apply(Pass())


def test_pass_when_no_square_fits() -> None:
    state = position([(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]], player=1)
    assert state.legal_moves() == [Pass()]
    result = state.apply_text("pass")
    assert "pass" in result.events and state.current_player == 0


def test_round_ends_when_a_player_has_placed_all_his_tiles() -> None:
    state = position([(0, 0, SIXES)], [["56", "46"], ["00", "11", "25"]])
    result = state.apply_text("65+64@1,0/h")
    assert "hand_empty" in result.events and "round_end" in result.events
    hand = [i for i in result.items if i.kind == "hand"]
    assert [(i.player, i.points, i.text) for i in hand] == [
        (0, 0, "hand empty"),
        (1, -9, "−9 pips left in hand"),
    ]
    assert state.scores() == [12, -9]


def test_blockade_ends_the_round_when_neither_can_place() -> None:
    state = position([(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]])
    result = state.apply_text("65+64@1,0/h")
    assert "blockade" in result.events and "round_end" in result.events
    assert state.scores() == [12 - 1, -2]
    assert state.round_number == 2


def test_round_score_is_points_minus_pips_left_in_hand() -> None:
    state = position([(0, 0, SIXES)], [["56", "46", "23"], ["00", "44"]], totals=(10, 20))
    result = state.apply_text("65+64@1,0/h")
    assert result.points_for(0) == 12 - 5 and result.points_for(1) == -8
    assert state.scores() == [10 + 7, 20 - 8]
    assert state.match.round_points[0] == [7, -8]


def test_a_new_round_is_dealt_when_nobody_has_100() -> None:
    state = position([(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]])
    state.apply_text("65+64@1,0/h")
    assert not state.is_terminal()
    assert len(state.hands[0]) == len(state.hands[1]) == 26 and len(state.placed) == 1


def test_match_ends_when_a_player_reaches_100_and_the_higher_total_wins() -> None:
    state = position([(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]], totals=(89, 95))
    result = state.apply_text("65+64@1,0/h")
    assert "game_end" in result.events and state.is_terminal()
    assert state.scores() == [100, 93]
    assert state.outcome().winners == (0,)
    assert state.legal_moves() == [] and state.current_player == -1


def test_exact_tie_at_100_plays_another_round() -> None:
    state = position([(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]], totals=(95, 108))
    result = state.apply_text("65+64@1,0/h")
    assert state.scores() == [106, 106]
    assert "game_end" not in result.events and not state.is_terminal()
    assert state.round_number == 2


def lowest_notation_play(state: SquareDominoState, rounds: int) -> int:
    """Play the move with the smallest notation (weak, and independent of the order of
    ``legal_moves``) while the match runs and the round is at most ``rounds``; moves made."""
    moves = 0
    while not state.is_terminal() and state.round_number <= rounds:
        state.apply(min(state.legal_moves(), key=str))
        moves += 1
    return moves


def test_match_ends_after_at_most_30_rounds_the_higher_total_winning_below_100() -> None:
    state = position(
        [(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]], totals=(-50, -40), round_number=30
    )
    result = state.apply_text("65+64@1,0/h")
    assert "game_end" in result.events and state.is_terminal()
    assert state.scores() == [-39, -42]
    assert state.outcome().winners == (0,)
    assert state.round_number == 30
    assert state.end_reason() == (
        "the match ended after round 30: a match lasts at most 30 rounds, then the higher "
        "total wins even below 100"
    )


def test_round_29_below_100_plays_another_round() -> None:
    state = position(
        [(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]], totals=(-50, -40), round_number=29
    )
    result = state.apply_text("65+64@1,0/h")
    assert "game_end" not in result.events and not state.is_terminal()
    assert state.round_number == 30 and state.end_reason() == ""


def test_equal_totals_after_round_30_play_on_until_they_differ() -> None:
    state = position(
        [(0, 0, SIXES)], [["56", "46", "01"], ["00", "11"]], totals=(-13, 0), round_number=30
    )
    result = state.apply_text("65+64@1,0/h")
    assert state.scores() == [-2, -2]
    assert "game_end" not in result.events and not state.is_terminal()
    assert state.round_number == 31
    lowest_notation_play(state, rounds=31)
    assert state.is_terminal() and state.round_number == 31
    low, high = sorted(state.scores())
    assert low < high and state.outcome().winners == (state.scores().index(high),)


def test_weak_play_ends_after_round_30_below_100() -> None:
    # the smallest-notation move every time: without the cap this match runs to round 77
    state = SquareDominoGame().new_initial_state(seed=7)
    moves = lowest_notation_play(state, rounds=1000)
    assert state.is_terminal()
    assert (moves, state.round_number, state.scores()) == (603, 30, [-2, 34])
    assert state.outcome().winners == (1,)


def test_a_record_going_on_after_round_30_is_refused_with_the_reason(monkeypatch) -> None:
    # a record saved before the cap: the same weak play, 31 rounds
    monkeypatch.setattr(square_domino, "MAX_ROUNDS", None)
    old = SquareDominoGame().new_initial_state(seed=7)
    record = GameRecord.start(old.game, seed=7)
    while old.round_number <= 31:
        move = min(old.legal_moves(), key=str)
        record.moves.append(str(move))
        old.apply(move)
    monkeypatch.undo()
    loaded = GameRecord.loads(record.dumps())
    with pytest.raises(RecordError) as error:
        loaded.replay()
    assert str(error.value) == (
        f"move 604 ('{record.moves[603]}') cannot be played: the game ended with move 603 (the "
        "match ended after round 30: a match lasts at most 30 rounds, then the higher total "
        "wins even below 100). The record goes on after the end, so it was probably saved by "
        "an older version whose rules let the game go on"
    )
    # the same record cut at the end of round 30 is legal under the new rule and loads
    loaded.moves = record.moves[:603]
    state, results = loaded.replay()
    assert state.is_terminal() and state.scores() == [-2, 34] and len(results) == 603


def test_score_items_explain_every_point_of_a_match() -> None:
    for sets in (2, 1):
        state = SquareDominoGame(sets=sets).new_initial_state(seed=12)
        rng = random.Random(12)
        totals = [0, 0]
        while not state.is_terminal():
            result = state.apply(rng.choice(state.legal_moves()))
            for item in result.items:
                totals[item.player] += item.points
            assert totals == state.scores()
        assert max(state.scores()) >= 100


# -- the one-set variant ---------------------------------------------------------------------
def test_one_set_each_player_draws_14_and_the_starter_is_random() -> None:
    starters = set()
    for seed in range(12):
        state = SquareDominoGame(sets=1).new_initial_state(seed=seed)
        assert len(state.hands[0]) == len(state.hands[1]) == 14
        assert state.aside == [] and state.placed == []
        assert state.phase == "open"
        starters.add(state.current_player)
    assert starters == {0, 1}


def test_one_set_starter_lays_any_tile_and_opponent_completes_the_start_square() -> None:
    state = SquareDominoGame(sets=1).new_initial_state(seed=2)
    starter = state.current_player
    opening = state.legal_moves()
    assert {m.tile for m in opening if isinstance(m, StartTile)} == set(state.hands[starter])
    first = opening[0]
    assert isinstance(first, StartTile)
    state.apply(first)
    assert state.current_player == 1 - starter and state.phase == "complete"
    assert state.board_tiles()[0].tile == first.tile
    completing = state.legal_moves()
    # any tile, either way round, no matching needed (a double only once)
    expected = sum(1 if tile_pips(t)[0] == tile_pips(t)[1] else 2 for t in state.hands[1 - starter])
    assert len(completing) == expected and all(isinstance(m, CompleteStart) for m in completing)
    move = completing[-1]
    assert state.parse_move(str(move)) == move
    result = state.apply(move)
    assert result.items == ()
    (square,) = state.placed
    assert (square.first, square.second, square.layout) == (first.tile, move.tile, "v")
    assert state.current_player == starter and state.phase == "play"
    with pytest.raises(IllegalMoveError, match="completes"):
        state.check_move(move)


def test_one_set_round_ends_with_one_tile_each() -> None:
    state = position([(0, 0, (6, 5, 6, 6))], [["46", "36", "02"], ["26", "16", "11"]], sets=1)
    state.apply_text("46+36@-1,0/h")
    assert len(state.hands[0]) == 1 and state.current_player == 1
    result = state.apply_text("62+61@0,1/v")
    assert "blockade" in result.events and "round_end" in result.events
    hand = {i.player: i.points for i in result.items if i.kind == "hand"}
    assert hand == {0: -2, 1: -2}


def test_one_set_nobody_can_empty_his_hand() -> None:
    for seed in range(4):
        state = SquareDominoGame(sets=1).new_initial_state(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            result = state.apply(rng.choice(state.legal_moves()))
            assert "hand_empty" not in result.events
            if "round_end" in result.events:
                assert "blockade" in result.events


def test_one_set_hidden_tiles_are_the_opponents_hand() -> None:
    state = SquareDominoGame(sets=1).new_initial_state(seed=3)
    assert state.hidden_tiles(0) == state.hands[1]
    census = state.tile_census()
    assert census["aside"] == []
    assert Counter(t for tiles in census.values() for t in tiles) == Counter(range(28))


# -- notation and errors ---------------------------------------------------------------------
def test_notation_names_both_tiles_and_the_layout_and_round_trips() -> None:
    state = position([(0, 0, (3, 1, 5, 2))], [["12", "13", "25"], ["00"]])
    move = state.parse_move(" 13+21 @ 1,0 / h ")
    assert move == PlaceSquare(tile_id("13", 0), tile_id("12", 0), 1, 0, "h", (1, 3, 2, 1))
    assert str(move) == "13+21@1,0/h"
    for legal in state.legal_moves():
        assert state.parse_move(str(legal)) == legal
    assert str(Pass()) == "pass" and state.parse_move("PASS") == Pass()
    assert str(StartTile(DOMINO_BY_PIPS[(2, 4)])) == "start 24"
    assert str(CompleteStart(DOMINO_BY_PIPS[(0, 1)], (1, 0))) == "complete 10"


def test_notation_uses_the_movers_own_set_in_the_standard_game() -> None:
    state = position([(0, 0, (3, 1, 5, 2))], [["00"], ["12", "13", "25"]], player=1)
    move = state.parse_move("12+25@1,0/v")
    assert isinstance(move, PlaceSquare)
    assert move.first == SET_SIZE + DOMINO_BY_PIPS[(1, 2)]


@pytest.mark.parametrize("text", ["", "nonsense", "12+34@1,0", "17+00@0,0/h", "12+34@1,0/d"])
def test_bad_notation_is_an_invalid_move(text: str) -> None:
    state = SquareDominoGame().new_initial_state(seed=1)
    with pytest.raises(InvalidMoveError):
        state.parse_move(text)


def test_illegal_squares_are_explained_and_leave_the_state_untouched() -> None:
    state = position([(0, 0, (3, 1, 5, 2))], [["12", "13", "25"], ["44"]])
    before = state.fingerprint()
    cases = [
        ("44+12@1,0/h", "not in your hand"),
        ("12+25@0,0/h", "already taken"),
        ("12+25@20,0/h", "far off"),
        ("start 12", "already on the table"),
    ]
    for text, message in cases:
        with pytest.raises(IllegalMoveError, match=message):
            state.apply_text(text)
        assert state.fingerprint() == before
    with pytest.raises(GameError, match="two different tiles"):
        state.apply(PlaceSquare(tile_id("12", 0), tile_id("12", 0), 1, 0, "v", (1, 2, 2, 1)))
    with pytest.raises(InvalidMoveError, match="cannot show"):
        state.apply(PlaceSquare(tile_id("12", 0), tile_id("13", 0), 1, 0, "v", (1, 4, 1, 3)))
    assert state.fingerprint() == before


def test_same_seed_and_moves_reproduce_the_game() -> None:
    for sets in (2, 1):
        a = random_position(31, sets, 25)
        b = random_position(31, sets, 25)
        assert a.fingerprint() == b.fingerprint()
