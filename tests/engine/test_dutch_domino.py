"""Holandski domino: one test per clause of the rules, mostly on constructed positions."""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import IllegalMoveError, InvalidMoveError
from holomino_desktop.engine.dutch_domino import (
    BUY,
    PASS,
    TILES,
    DutchDominoGame,
    DutchDominoState,
    Place,
    tile_id,
    tile_pips,
)
from holomino_desktop.engine.geometry.domino_line import (
    REACH_X,
    REACH_Y,
    SPINNER,
    Arm,
    LineTile,
    TileRect,
    layout_line,
    overlaps,
    target_rects,
)

N, E, S, W = 0, 1, 2, 3


def position(players: int = 2, **kwargs: object) -> DutchDominoState:
    return DutchDominoState.from_position(DutchDominoGame(players=players), **kwargs)  # type: ignore[arg-type]


def place(name: str, arm: int) -> Place:
    return Place(tile_id(name), arm)


def names(moves: list) -> set[str]:
    return {str(m) for m in moves}


def play_random(state: DutchDominoState, seed: int) -> list:
    rng = random.Random(seed)
    results = []
    while not state.is_terminal():
        results.append(state.apply(rng.choice(state.legal_moves())))
    return results


def census_is_full(state: DutchDominoState) -> bool:
    found = Counter(t for tiles in state.tile_census().values() for t in tiles)
    return found == Counter(state.game.tile_ids())


# -- set and players -----------------------------------------------------------------------
def test_default_set_is_double_nine_with_55_tiles() -> None:
    game = DutchDominoGame()
    assert game.options == {"double": 9, "players": 2}
    assert len(game.tile_ids()) == 55
    assert max(max(TILES[t]) for t in game.tile_ids()) == 9


def test_double_eight_option_has_45_tiles() -> None:
    game = DutchDominoGame(double=8)
    assert len(game.tile_ids()) == 45
    state = game.new_initial_state(seed=1)
    assert census_is_full(state)
    with pytest.raises(InvalidMoveError, match="no 8-9 in the double-8 set"):
        state.parse_move("8-9@N")


def test_two_to_six_players() -> None:
    for players in range(2, 7):
        assert DutchDominoGame(players=players).num_players == players
    for players in (1, 7):
        with pytest.raises(ValueError, match="not allowed"):
            DutchDominoGame(players=players)
    with pytest.raises(ValueError, match="not allowed"):
        DutchDominoGame(double=6)


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 7), (4, 5), (5, 5), (6, 5)])
def test_deal_seven_with_two_or_three_players_five_with_four_or_more(
    players: int, size: int
) -> None:
    state = DutchDominoGame(players=players).new_initial_state(seed=players)
    assert [len(state.hand(p)) for p in range(players)] == [size] * players
    # the rest is the boneyard
    assert state.stock_size == 55 - players * size
    assert census_is_full(state)


# -- opening ---------------------------------------------------------------------------------
def heaviest_double_holder(state: DutchDominoState) -> int | None:
    best = max(
        ((TILES[t][0], p) for p in range(state.num_players) for t in state.hand(p)
         if TILES[t][0] == TILES[t][1]),
        default=None,
    )  # fmt: skip
    return None if best is None else best[1]


def test_round_one_heaviest_double_opens() -> None:
    for seed in range(20):
        state = DutchDominoGame(players=4).new_initial_state(seed=seed)
        holder = heaviest_double_holder(state)
        if holder is not None:
            assert state.opener == holder == state.current_player
            assert state.phase == "opening"


def test_round_one_without_any_double_the_first_seat_is_designated_opener() -> None:
    game = DutchDominoGame(players=2)
    for seed in range(500):
        state = game.new_initial_state(seed=seed)
        if heaviest_double_holder(state) is None:
            break
    else:
        pytest.fail("no deal without doubles found")
    assert state.opener == 0 == state.current_player
    # he has no double, so he must buy
    assert state.legal_moves() == [BUY]


def test_first_tile_must_be_a_double_in_the_centre() -> None:
    state = position(hands=[["5-6", "5-5"], ["1-2"]])
    assert names(state.legal_moves()) == {"5-5@C", "buy"}
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="must be a double"):
        state.apply(place("5-6", SPINNER))
    with pytest.raises(IllegalMoveError, match="goes in the centre"):
        state.apply(place("5-5", N))
    assert state.fingerprint() == before
    state.apply(place("5-5", SPINNER))
    assert state.phase == "spinner"


def test_opener_without_a_double_buys_at_most_two_then_the_right_passes_on() -> None:
    state = position(
        players=3, hands=[["1-2"], ["3-3"], ["0-4"]], stock=["2-3", "4-5", "5-6", "6-7"]
    )
    assert state.legal_moves() == [BUY]
    with pytest.raises(IllegalMoveError, match="must buy first"):
        state.apply(PASS)
    state.apply(BUY)
    state.apply(BUY)  # 6-7 and 5-6: still no double
    assert state.legal_moves() == [PASS]
    with pytest.raises(IllegalMoveError, match="already bought 2"):
        state.apply(BUY)
    state.apply(PASS)
    # the next player has the right to open (and may buy first)
    assert state.current_player == 1
    assert names(state.legal_moves()) == {"3-3@C", "buy"}


def test_play_continues_with_the_seat_after_the_opener() -> None:
    state = position(players=3, hands=[["1-2"], ["3-3", "3-4"], ["0-4"]], stock=["2-3", "4-5"])
    state.apply(BUY)
    state.apply(BUY)
    state.apply(PASS)
    state.apply(place("3-3", SPINNER))
    assert state.current_player == 2
    assert state.opener == 0  # the designated opener stays on record


def test_redeal_when_nobody_can_open() -> None:
    state = position(hands=[["1-2"], ["3-4"]], stock=["2-3", "4-5", "5-6", "6-7"])
    for _ in range(2):
        state.apply(BUY)
        state.apply(BUY)
        result = state.apply(PASS)
    assert "redeal" in result.events
    assert state.round_number == 1 and state.kruzici == [0, 0]
    assert [len(state.hand(p)) for p in range(2)] == [7, 7]
    assert state.board_tiles() == [] and state.phase == "opening"
    assert census_is_full(state)


def test_redeal_is_reproducible_from_the_seed() -> None:
    def redealt(seed: int) -> object:
        state = position(hands=[["1-2"], ["3-4"]], stock=["2-3", "4-5", "5-6", "6-7"], seed=seed)
        for move in [BUY, BUY, PASS, BUY, BUY, PASS]:
            state.apply(move)
        return state.fingerprint()

    assert redealt(5) == redealt(5)


# -- the spinner -------------------------------------------------------------------------------
def test_forced_first_four_around_the_spinner() -> None:
    state = position(hands=[["0-1", "6-2", "6-3", "4-4"], ["1-2"]], spinner="6-6", arms=[["6-0"]])
    assert state.phase == "spinner"
    assert names(state.legal_moves()) == {
        "2-6@E", "2-6@S", "2-6@W", "3-6@E", "3-6@S", "3-6@W", "buy",
    }  # fmt: skip
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="four sides of the spinner must be filled first"):
        state.apply(place("0-1", N))  # extending arm N too early
    with pytest.raises(IllegalMoveError, match="side N already has a tile"):
        state.apply(place("6-2", N))
    with pytest.raises(IllegalMoveError, match="must show a 6"):
        state.apply(place("4-4", E))
    with pytest.raises(IllegalMoveError, match="already on the table"):
        state.apply(place("4-4", SPINNER))
    assert state.fingerprint() == before


def test_arms_grow_at_their_open_ends_after_the_four_sides() -> None:
    state = position(
        hands=[["6-4", "0-1", "9-8"], ["1-2"]],
        spinner="6-6",
        arms=[["6-0"], ["6-1"], ["6-2"]],
    )
    state.apply(place("6-4", W))
    assert state.phase == "arms" and state.open_ends() == [0, 1, 2, 4]
    state.apply(BUY)  # seat 1 buys, then lays
    state.apply(place("1-2", S))
    assert state.open_ends() == [0, 1, 1, 4]
    assert names(state.legal_moves()) == {"0-1@N", "0-1@E", "0-1@S", "buy"}
    with pytest.raises(IllegalMoveError, match="does not match the open 0 of arm N"):
        state.apply(place("8-9", N))


# -- a turn ------------------------------------------------------------------------------------
def test_buying_when_able_to_play() -> None:
    state = position(hands=[["3-4", "5-5"], ["1-2"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]])  # fmt: skip
    assert "3-4@W" in names(state.legal_moves()) and BUY in state.legal_moves()
    before = state.stock_size
    result = state.apply(BUY)
    assert result.events == ("buy",)
    assert state.current_player == 0 and state.buys_this_turn == 1
    assert len(state.hand(0)) == 3 and state.stock_size == before - 1
    state.apply(BUY)
    state.apply(place("3-4", W))
    assert state.current_player == 1 and state.buys_this_turn == 0


def test_a_third_buy_is_rejected() -> None:
    state = position(hands=[["3-4"], ["1-2"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]], buys=2)  # fmt: skip
    assert BUY not in state.legal_moves()
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="already bought 2 tiles this turn"):
        state.apply(BUY)
    assert state.fingerprint() == before


def test_unable_to_play_must_buy_then_pass() -> None:
    state = position(hands=[["5-5"], ["1-2"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]],
                     stock=["6-6", "7-7", "8-8"])  # fmt: skip
    assert state.legal_moves() == [BUY]
    with pytest.raises(IllegalMoveError, match="must buy first"):
        state.apply(PASS)
    state.apply(BUY)
    assert state.legal_moves() == [BUY]
    state.apply(BUY)
    assert state.legal_moves() == [PASS]
    state.apply(PASS)
    assert state.current_player == 1 and state.stock_size == 1


def test_unable_to_play_with_an_empty_boneyard_passes_at_once() -> None:
    state = position(hands=[["5-5"], ["1-2"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]], stock=[])  # fmt: skip
    assert state.legal_moves() == [PASS]
    state.apply(PASS)
    assert state.current_player == 1


def test_may_not_pass_when_able_to_place() -> None:
    state = position(hands=[["3-4"], ["1-2"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]], stock=[])  # fmt: skip
    assert PASS not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match="you can lay a tile"):
        state.apply(PASS)


# -- leaving the round ---------------------------------------------------------------------------
def test_a_player_who_lays_his_last_tile_leaves_the_round() -> None:
    state = position(players=3, hands=[["3-4"], ["1-2", "5-5"], ["0-5"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]])  # fmt: skip
    result = state.apply(place("3-4", W))
    assert "left" in result.events and "round_end" not in result.events
    assert state.players_in_round == [False, True, True]
    assert state.current_player == 1
    state.apply(place("1-2", E))
    assert state.current_player == 2  # seat 0 is skipped from now on
    state.apply(place("0-5", N))
    assert state.current_player == 1


def keep_open_position() -> DutchDominoState:
    """The seed's example: five fives and nine sixes played; last tile 5-6; both open."""
    return position(
        players=3,
        hands=[["5-6"], ["1-2"], ["3-4"]],
        spinner="6-6",
        arms=[
            ["6-0", "0-4", "4-6"],  # open 6
            ["6-1", "1-7", "7-6", "6-8", "8-9", "9-6"],  # open 6
            ["6-2", "2-5"],  # open 5
            ["6-3", "3-5", "5-5", "5-7", "7-0", "0-5"],  # open 5
        ],
    )


def test_keep_open_counts_5_vs_9_last_tile_goes_on_the_more_played_value() -> None:
    state = keep_open_position()
    assert state.value_counts()[5] == 5 and state.value_counts()[6] == 9
    assert state.keep_open_value(tile_id("5-6")) == 6
    assert names(state.legal_moves()) == {"5-6@N", "5-6@E", "buy"}
    before = state.fingerprint()
    with pytest.raises(IllegalMoveError, match="must go on a 6") as info:
        state.apply(place("5-6", S))
    assert "sixes have been played 9 times, fives only 5 times" in str(info.value)
    assert info.value.key == "keep_open"
    assert state.fingerprint() == before
    state.apply(place("5-6", N))
    assert state.open_ends() == [5, 6, 5, 5]  # the scarcer five is left open


def test_keep_open_does_not_bind_a_tile_that_is_not_the_last() -> None:
    state = keep_open_position()
    state.apply(BUY)  # two tiles in hand now: free choice
    assert {"5-6@S", "5-6@W", "5-6@N", "5-6@E"} <= names(state.legal_moves())


def test_keep_open_equal_counts_free_choice() -> None:
    state = position(hands=[["1-2"], ["7-8"]], spinner="3-3",
                     arms=[["3-1"], ["3-2"], ["3-4"], ["3-0"]])  # fmt: skip
    assert state.value_counts()[1] == state.value_counts()[2] == 1
    assert state.keep_open_value(tile_id("1-2")) is None
    assert names(state.legal_moves()) == {"1-2@N", "1-2@E", "buy"}
    state.clone().apply(place("1-2", N))
    state.apply(place("1-2", E))


def test_keep_open_a_double_counts_once_the_opening_double_too() -> None:
    state = position(hands=[["1-2"], ["7-8"]], spinner="5-5",
                     arms=[["5-1", "1-1"], ["5-2"], ["5-0", "0-2"], ["5-4"]])  # fmt: skip
    counts = state.value_counts()
    assert counts[5] == 5  # 5-5 once + four side tiles
    assert counts[1] == 2  # 5-1 and 1-1 (once)
    assert counts[2] == 2  # 5-2 and 0-2
    assert names(state.legal_moves()) == {"1-2@N", "1-2@E", "1-2@S", "buy"}


# -- the end of a round ----------------------------------------------------------------------
def blocking_position(hands: list[list[str]], players: int = 3) -> DutchDominoState:
    """Seat 0 lays 3-4 on W; afterwards 0, 1, 2 and 4 are open and nobody holds one."""
    return position(players=players, hands=hands, spinner="9-9",
                    arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]], stock=[])  # fmt: skip


def test_last_player_holding_tiles_gets_a_kruzic() -> None:
    state = position(hands=[["3-4"], ["1-2", "5-5"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]])  # fmt: skip
    result = state.apply(place("3-4", W))
    assert "round_end" in result.events
    assert [(i.player, i.points, i.kind) for i in result.items] == [(1, -1, "kruzic")]
    assert "last player holding tiles" in result.items[0].text
    assert state.kruzici == [0, 1] and state.scores() == [0, -1]
    assert state.last_round is not None and state.last_round.loser == 1
    assert state.last_round.reason == "last"
    assert state.round_number == 2 and census_is_full(state)


def test_blocked_round_most_pips_loses() -> None:
    state = blocking_position([["3-4", "5-6"], ["7-8"], ["5-5"]])
    result = state.apply(place("3-4", W))
    assert "blocked" in result.events and "round_end" in result.events
    assert [(i.player, i.points) for i in result.items] == [(1, -1)]
    assert result.items[0].text == "+1 kružić: blocked round, most pips (15)"
    assert state.last_round is not None
    assert state.last_round.pips == (11, 15, 10) and state.last_round.reason == "blocked_pips"


def test_blocked_round_equal_pips_more_tiles_loses() -> None:
    state = blocking_position([["3-4", "7-7"], ["8-9"], ["3-3", "5-6"]])
    result = state.apply(place("3-4", W))
    assert [(i.player, i.points) for i in result.items] == [(2, -1)]
    assert "more tiles (2)" in result.items[0].text
    assert state.last_round is not None and state.last_round.reason == "blocked_tiles"
    assert state.kruzici == [0, 0, 1]


def test_blocked_round_equal_pips_and_tiles_nobody_gets_a_kruzic() -> None:
    state = blocking_position([["3-4", "7-7"], ["3-3", "5-6"], ["3-5", "3-6"]])
    result = state.apply(place("3-4", W))
    assert result.items == ()
    assert "blocked" in result.events and "round_end" in result.events
    assert state.last_round is not None and state.last_round.loser is None
    assert state.last_round.reason == "blocked_draw"
    assert state.kruzici == [0, 0, 0] and state.round_number == 2


def test_duplo_golo_counts_13() -> None:
    assert tile_pips(tile_id("0-0")) == 13
    assert tile_pips(tile_id("6-6")) == 12
    # 1, 2, 3 and 5 open after 4-5@W: seat 1's Duplo-Golo (13) outweighs seat 2's 6-6 (12)
    state = position(players=3, hands=[["4-5", "4-4"], ["0-0"], ["6-6"]], spinner="9-9",
                     arms=[["9-1"], ["9-2"], ["9-3"], ["9-4"]], stock=[])  # fmt: skip
    result = state.apply(place("4-5", W))
    assert [(i.player, i.points) for i in result.items] == [(1, -1)]
    assert "most pips (13)" in result.items[0].text


def test_the_last_buy_can_block_the_round() -> None:
    state = position(hands=[["5-5"], ["6-6"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]], stock=["7-7"])  # fmt: skip
    result = state.apply(BUY)
    assert "blocked" in result.events
    assert [(i.player, i.points) for i in result.items] == [(0, -1)]  # 10 + 14 > 12


# -- the match -------------------------------------------------------------------------------
def test_the_loser_opens_the_next_round() -> None:
    state = position(players=3, hands=[["3-4"], ["1-2", "5-5"], []], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]])  # fmt: skip
    state.apply(place("3-4", W))
    assert state.round_number == 2
    assert state.opener == 1 == state.current_player
    assert [len(state.hand(p)) for p in range(3)] == [7, 7, 7]


def test_after_a_blocked_draw_the_round_one_rule_chooses_the_opener() -> None:
    state = blocking_position([["3-4", "7-7"], ["3-3", "5-6"], ["3-5", "3-6"]])
    state.apply(place("3-4", W))
    holder = heaviest_double_holder(state)
    assert state.opener == (0 if holder is None else holder)


def test_elimination_at_five_kruzici_and_deal_for_those_left() -> None:
    state = position(players=4, hands=[["3-4"], [], [], ["1-2", "5-5"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]], kruzici=[0, 2, 3, 4])  # fmt: skip
    result = state.apply(place("3-4", W))
    assert "eliminated" in result.events and "game_end" not in result.events
    assert state.kruzici == [0, 2, 3, 5] and state.out == [False, False, False, True]
    # three players left: 7 tiles each, none for the eliminated seat
    assert [len(state.hand(p)) for p in range(4)] == [7, 7, 7, 0]
    assert state.players_in_round == [True, True, True, False]
    # his elimination hands the opening to the round-1 rule
    holder = heaviest_double_holder(state)
    assert state.opener == (0 if holder is None else holder)
    assert census_is_full(state)


def test_the_last_player_standing_wins() -> None:
    state = position(players=3, hands=[["3-4"], [], ["1-2", "5-5"]], spinner="9-9",
                     arms=[["9-0"], ["9-1"], ["9-2"], ["9-3"]], kruzici=[1, 5, 4])  # fmt: skip
    result = state.apply(place("3-4", W))
    assert "game_end" in result.events and "eliminated" in result.events
    assert state.is_terminal() and state.current_player == -1 and state.legal_moves() == []
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.scores == (-1, -5, -5)
    with pytest.raises(IllegalMoveError, match="game is over"):
        state.apply(BUY)


def test_a_six_player_game_to_the_end() -> None:
    state = DutchDominoGame(players=6).new_initial_state(seed=2026)
    results = play_random(state, 2026)
    assert state.is_terminal()
    winners = state.outcome().winners
    assert len(winners) == 1 and state.kruzici[winners[0]] < 5
    assert sorted(state.kruzici)[1:] == [5] * 5
    totals = [0] * 6
    for result in results:
        for item in result.items:
            assert item.kind == "kruzic" and item.points == -1
            totals[item.player] += item.points
    assert totals == state.scores() == [-k for k in state.kruzici]
    assert state.round_number > 25


def test_a_random_six_player_match_takes_well_under_two_seconds() -> None:
    start = time.perf_counter()
    state = DutchDominoGame(players=6).new_initial_state(seed=7)
    moves = len(play_random(state, 7))
    elapsed = time.perf_counter() - start
    assert moves > 500 and elapsed < 2.0


# -- notation, hidden information, drawing data -----------------------------------------
def test_notation_round_trips_and_accepts_aliases() -> None:
    state = DutchDominoGame().new_initial_state(seed=1)
    for text in ["buy", "pass", "5-6@N", "0-9@W", "6-6@C"]:
        assert str(state.parse_move(text)) == text
    assert state.parse_move("6-5@arm2") == place("5-6", S)
    assert state.parse_move(" PASS ") == PASS
    assert state.parse_move("4-4") == place("4-4", SPINNER)
    assert state.parse_move("6-6@spinner") == place("6-6", SPINNER)
    for bad in ["5-6", "5-6@X", "56@N", "buy 2", "10-1@N"]:
        with pytest.raises(InvalidMoveError):
            state.parse_move(bad)


def test_others_racks_and_the_boneyard_are_hidden() -> None:
    state = DutchDominoGame(players=3).new_initial_state(seed=4)
    hidden = state.hidden_tiles(0)
    assert sorted(hidden) == sorted(state.hand(1) + state.hand(2) + state.stock)
    view = state.view(0)
    assert view.hand(0) == state.hand(0)
    assert view.hidden_tiles(0) == sorted(hidden)
    assert [len(view.hand(p)) for p in range(3)] == [len(state.hand(p)) for p in range(3)]
    sample = state.sample_hidden(0, random.Random(1))
    assert sample.view(0).fingerprint() == view.fingerprint()
    with pytest.raises(ValueError):
        state.set_hidden_tiles(0, hidden[:-1])


def bits(*numbers: int) -> int:
    return sum(1 << n for n in set(numbers))


def test_a_pass_shows_the_seat_holds_nothing_for_the_open_ends() -> None:
    state = position(hands=[["0-1"], ["7-8", "1-3"]], spinner="6-6",
                     arms=[["6-4"], ["6-5"], ["6-9"], ["6-2"]], stock=[], player=1)  # fmt: skip
    state.apply(PASS)
    assert state.void_evidence(1) == (bits(4, 5, 9, 2), 0, 0)
    assert state.void_evidence(0) == (0, 0, 0)


def test_a_buy_is_taken_as_having_nothing_and_the_bought_tile_is_unknown() -> None:
    state = position(hands=[["0-1", "0-0"], ["7-8", "2-3"]], spinner="6-6",
                     arms=[["6-4"], ["6-5"], ["6-9"], ["6-2"]], player=1)  # fmt: skip
    state.apply(BUY)
    assert state.void_evidence(1) == (0, bits(4, 5, 9, 2), 1)
    # a second buy: the first bought tile did not fit either, so now every tile is covered
    state.apply(BUY)
    all_mask, old, fresh = state.void_evidence(1)
    assert (all_mask | old) == bits(4, 5, 9, 2) and fresh == 1


def test_laying_a_tile_of_a_void_number_proves_the_guess_wrong() -> None:
    # seat 1 buys although it holds 2-3 (legal): the guess "no 2" is wrong and is dropped
    state = position(hands=[["0-1", "0-0"], ["7-8", "2-3"]], spinner="6-6",
                     arms=[["6-4"], ["6-5"], ["6-9"], ["6-2"]], player=1,
                     stock=["1-1", "0-9"])  # fmt: skip
    state.apply(BUY)  # 0-9, a fresh tile
    state.apply(place("0-9", S))  # shows a 9 from the void mask: it must be the fresh one
    assert state.void_evidence(1) == (0, bits(4, 5, 9, 2), 0)


def test_a_void_guess_contradicted_by_an_old_tile_is_forgotten() -> None:
    # seat 1 buys although it could lay (legal): nobody can tell which tile was bought, so
    # its first 2 may be the fresh tile; a second tile of a "void" number proves the guess wrong
    state = position(hands=[["0-3", "1-1"], ["2-3", "4-7"]], spinner="6-6",
                     arms=[["6-4"], ["6-5"], ["6-9"], ["6-2"]], player=1,
                     stock=["0-8"])  # fmt: skip
    state.apply(BUY)
    state.apply(place("2-3", W))
    assert state.void_evidence(1) == (0, bits(4, 5, 9, 2), 0)
    state.apply(place("0-3", W))
    state.apply(place("4-7", N))
    assert state.void_evidence(1) == (0, 0, 0)


def test_void_evidence_starts_afresh_every_round() -> None:
    state = position(hands=[["2-4"], ["7-8", "1-3"]], spinner="6-6",
                     arms=[["6-4"], ["6-5"], ["6-9"], ["6-2"]], player=1)  # fmt: skip
    state.apply(BUY)
    assert state.void_evidence(1) != (0, 0, 0)
    while state.current_player == 1:
        state.apply(state.legal_moves()[0])
    state.apply(place("2-4", N))  # seat 0 goes out: the round ends and a new one is dealt
    assert state.round_number == 2
    assert all(state.void_evidence(p) == (0, 0, 0) for p in range(2))


def test_sample_hidden_deals_others_only_tiles_that_fit_what_the_table_saw() -> None:
    state = DutchDominoGame(players=3).new_initial_state(seed=8)
    rng = random.Random(3)
    guard = 0
    while state.void_evidence(1) == (0, 0, 0) or state.current_player != 0:
        state.apply(rng.choice(state.legal_moves()))
        guard += 1
        assert guard < 2000 and not state.is_terminal()
    view = state.view(0)
    every, old, fresh = state.void_evidence(1)
    for k in range(30):
        sample = view.sample_hidden(0, random.Random(k))
        assert sample.view(0).fingerprint() == view.fingerprint()
        assert census_is_full(sample)
        hand = sample.hand(1)
        assert not any(_mask(t) & every for t in hand)
        assert sum(1 for t in hand if _mask(t) & old) <= fresh


def test_sample_hidden_relaxes_evidence_that_cannot_hold() -> None:
    # seat 1 is taken to be void in 1..9, but of the unseen tiles only 0-0 shows no 1..9
    state = position(hands=[["5-5"], ["0-0", "0-1", "0-2"]], spinner="9-9",
                     arms=[["9-3"], ["9-4"], ["9-5"], ["9-6"]], stock=["1-2"])  # fmt: skip
    state.void_all[1] = bits(1, 2, 3, 4, 5, 6, 7, 8, 9)
    for k in range(5):
        sample = state.sample_hidden(0, random.Random(k))
        assert len(sample.hand(1)) == 3 and census_is_full(sample)
        assert tile_id("0-0") in sample.hand(1)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), players=st.integers(2, 4))
def test_void_evidence_is_true_when_players_buy_only_when_they_must(
    seed: int, players: int
) -> None:
    """With players who buy only when nothing fits (as the guess assumes), the evidence never
    says anything false about a real hand, and a pass always adds to it."""
    state = DutchDominoGame(players=players).new_initial_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if state.is_terminal():
            break
        moves = state.legal_moves()
        places = [m for m in moves if isinstance(m, Place)]
        seat = state.current_player
        spinner = state.spinner_value  # -1 before the opening double
        ends = state.open_ends()
        # while the spinner has free sides, only its own number is open
        open_numbers = 0 if spinner < 0 else bits(spinner) if -1 in ends else bits(*ends)
        move = rng.choice(places or moves)
        result = state.apply(move)
        for p in range(players):
            every, old, fresh = state.void_evidence(p)
            hand = state.hand(p)
            assert not any(_mask(t) & every for t in hand)
            assert sum(1 for t in hand if _mask(t) & old) <= fresh
        if move == PASS and spinner >= 0 and "round_end" not in result.events:
            assert state.void_evidence(seat)[0] & open_numbers == open_numbers


def _mask(tile: int) -> int:
    a, b = TILES[tile]
    return bits(a, b)


def test_board_tiles_give_arm_index_and_orientation_in_the_order_placed() -> None:
    state = position(hands=[["4-6", "0-1"], ["1-2", "8-8"]], spinner="6-6",
                     arms=[["6-0"], ["6-1"], ["6-2"]])  # fmt: skip
    state.apply(place("4-6", W))
    state.apply(place("1-2", E))
    tiles = state.board_tiles()
    assert tiles[0] == LineTile(tile_id("6-6"), SPINNER, 0, 6, 6)
    assert tiles[-2] == LineTile(tile_id("4-6"), W, 0, 6, 4)
    assert tiles[-1] == LineTile(tile_id("1-2"), E, 1, 1, 2)
    rects = state.layout()
    assert [(r.tile, r.arm, r.index) for r in rects] == [(t.tile, t.arm, t.index) for t in tiles]
    assert set(state.targets()) == {0, 1, 2, 3}


# -- the layout of the line (geometry) ---------------------------------------------------
def long_line(per_arm: int) -> list[LineTile]:
    """A spinner and ``per_arm`` tiles on every arm, every third one a double."""
    tiles = [LineTile(54, SPINNER, 0, 9, 9)]
    for arm in Arm:
        for index in range(per_arm):
            double = index % 3 == 2
            tiles.append(LineTile(index, int(arm), index, 1, 1 if double else 2))
    return tiles


def touches(a: TileRect, b: TileRect) -> bool:
    """Two rectangles share a stretch of edge."""

    def meet(lo1: float, hi1: float, lo2: float, hi2: float) -> bool:
        return abs(hi1 - lo2) < 1e-9 or abs(hi2 - lo1) < 1e-9

    def span(lo1: float, hi1: float, lo2: float, hi2: float) -> bool:
        return min(hi1, hi2) - max(lo1, lo2) > 1e-9

    ax, ay, bx, by = a.left, a.top, b.left, b.top
    return (
        meet(ax, ax + a.width, bx, bx + b.width) and span(ay, ay + a.height, by, by + b.height)
    ) or (meet(ay, ay + a.height, by, by + b.height) and span(ax, ax + a.width, bx, bx + b.width))


def test_layout_long_arms_never_overlap_and_stay_connected() -> None:
    rects = layout_line(long_line(14))
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not overlaps(a, b), (a, b)
    by_place = {(r.arm, r.index): r for r in rects}
    for arm in Arm:
        previous = by_place[(SPINNER, 0)]
        for index in range(14):
            current = by_place[(int(arm), index)]
            assert touches(previous, current), (arm, index)
            previous = current


def test_layout_bends_long_arms_into_rows_within_reach() -> None:
    rects = layout_line(long_line(14))
    east = [r for r in rects if r.arm == Arm.E]
    assert max(r.left + r.width for r in east) <= REACH_X
    assert len({r.y for r in east if r.width == 2}) >= 3  # several rows
    north = [r for r in rects if r.arm == Arm.N]
    assert min(r.top for r in north) >= -REACH_Y
    # each arm keeps to its quadrant: E south-east, W north-west, N north-east, S south-west
    assert all(r.top >= -1 for r in east)
    assert all(r.left >= -1 for r in north)


def test_layout_lays_doubles_across_the_line() -> None:
    rects = layout_line(long_line(3))
    double = next(r for r in rects if r.arm == Arm.E and r.index == 2)
    assert double.crosswise and (double.width, double.height) == (1.0, 2.0)
    single = next(r for r in rects if r.arm == Arm.E and r.index == 1)
    assert (single.width, single.height) == (2.0, 1.0) and single.direction == "E"
    near, far = single.halves()
    assert near[0] < far[0]  # pointing east: the near half is the western one


def test_layout_placing_a_tile_never_moves_the_others() -> None:
    tiles = long_line(12)
    full = layout_line(tiles)
    for count in range(1, len(tiles)):
        assert layout_line(tiles[:count]) == full[:count]


def test_targets_show_where_the_next_tile_of_each_arm_goes() -> None:
    assert set(target_rects([])) == {SPINNER}
    tiles = long_line(5)
    targets = target_rects(tiles)
    rects = layout_line(tiles)
    assert set(targets) == {0, 1, 2, 3}
    for target in targets.values():
        assert not any(overlaps(target, r) for r in rects)


@pytest.mark.parametrize(("reach_x", "reach_y"), [(REACH_X, REACH_Y), (8.0, 6.0), (20.0, 10.0)])
def test_layout_random_lines_never_overlap(reach_x: float, reach_y: float) -> None:
    rng = random.Random(int(reach_x))
    for _ in range(40):
        tiles = [LineTile(54, SPINNER, 0, 9, 9)]
        for arm in Arm:
            for index in range(rng.randrange(25)):
                double = rng.random() < 0.35  # doubles anywhere, also first and after bends
                tiles.append(LineTile(index, int(arm), index, 1, 1 if double else 2))
        rects = layout_line(tiles, reach_x, reach_y)
        assert not any(overlaps(a, b) for i, a in enumerate(rects) for b in rects[i + 1 :])
