"""The game knowledge behind the levels: fast move values agree with the engines' scoring, and
each game's Intermediate follows its rules of thumb."""

from __future__ import annotations

import random

import pytest

from holomino_desktop.ai.heuristics import Heuristics, heuristics_for
from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import State

from .conftest import position

SETTLEMENT = {"hand", "own_rack", "lowest_rack", "hand_pips"}
SCORING_GAMES = [g for g in GAME_IDS if g != "dutch_domino"]  # Holandski domino has no points


def _positions(game_id: str, count: int = 6) -> list[State]:
    found = []
    for seed in range(count):
        state = position(game_id, seed=seed + 40, plies=4 + 5 * seed)
        found.append(state.sample_hidden(state.current_player, random.Random(seed)))
    return found


@pytest.mark.parametrize("game_id", SCORING_GAMES)
def test_quick_values_are_the_points_the_engine_gives(game_id: str) -> None:
    for state in _positions(game_id):
        moves = state.legal_moves()
        values = heuristics_for(state).quick_values(state, moves)
        generic = Heuristics().quick_values(state, moves)
        for move, fast, slow in zip(moves, values, generic, strict=True):
            player = state.current_player
            result = state.clone().apply(move)
            # the quick value is what the move itself scores; a round's settlement of the
            # hands left (blockade, blocked round) is the evaluation's business
            scored = sum(
                i.points for i in result.items if i.player == player and i.kind not in SETTLEMENT
            )
            if scored > 0 or fast > 0:
                assert fast == pytest.approx(scored), str(move)
            assert slow == pytest.approx(result.points_for(player) - max(
                (result.points_for(p) for p in range(state.num_players) if p != player),
                default=0,
            ))  # fmt: skip


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_own_heuristics(game_id: str) -> None:
    state = get_game(game_id).new_initial_state(seed=1)
    assert type(heuristics_for(state)) is not Heuristics


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rewards_are_between_0_and_1_for_every_seat(game_id: str) -> None:
    state = position(game_id, seed=3, plies=15)
    h = heuristics_for(state)
    base = h.baseline(state.view(state.current_player))
    rewards = h.rewards(state.sample_hidden(state.current_player, random.Random(1)), base)
    assert len(rewards) == state.num_players
    assert all(0.0 <= r <= 1.0 for r in rewards)


# -- Holomino ---------------------------------------------------------------------------------
def _opponent_best_reply(state: State, move: object) -> int:
    """The most the opponent can score next turn with the tiles he holds openly now."""
    from holomino_desktop.ai.holomino_ai import best_by_tile

    after = state.clone()
    opponent = 1 - state.current_player
    known = list(after.hands[opponent])  # type: ignore[attr-defined]
    after.apply(move)  # type: ignore[arg-type]
    if after.is_terminal():
        return 0
    best = best_by_tile(after, set(known))  # type: ignore[arg-type]
    return max((best.get(t, 0) for t in known), default=0)


def test_holomino_intermediate_does_not_leave_holes_the_opponent_can_close() -> None:
    h = heuristics_for(get_game("holomino").new_initial_state(seed=0))
    greedy_net = quick_net = 0
    for seed in range(30):
        state = position("holomino", seed=seed, plies=6 + seed % 12)
        moves = state.legal_moves()
        view = state.view(state.current_player)
        quick = h.quick_values(view, moves)
        judged = h.greedy_values(view, moves)
        for values in (quick, judged):
            move = moves[max(range(len(moves)), key=values.__getitem__)]
            net = int(quick[moves.index(move)]) - _opponent_best_reply(state, move)
            if values is quick:
                quick_net += net
            else:
                greedy_net += net
    # points taken less points handed over: the Intermediate beats the plain point-grabber
    assert greedy_net > quick_net


# -- Triominos --------------------------------------------------------------------------------
def test_triominos_intermediate_never_draws_while_a_tile_fits() -> None:
    from holomino_desktop.ai.levels import make_player
    from holomino_desktop.engine.triominos import Draw, Place

    checked = 0
    for seed in range(12):
        state = position("triominos", seed=seed, plies=3 + seed)
        moves = state.legal_moves()
        if any(isinstance(m, Place) for m in moves) and any(isinstance(m, Draw) for m in moves):
            move = make_player("intermediate", seed=1).choose_move(state.view(state.current_player))
            assert isinstance(move, Place)
            checked += 1
    assert checked


def test_triominos_intermediate_dumps_high_tiles_late_in_the_round() -> None:
    from holomino_desktop.engine.triominos import TILE_SUMS, Place

    h = heuristics_for(get_game("triominos").new_initial_state(seed=0))
    for seed in range(20):
        state = position("triominos", seed=seed, plies=10)
        view = state.view(state.current_player)
        places = [m for m in view.legal_moves() if isinstance(m, Place)]
        if len({TILE_SUMS[m.tile] for m in places}) < 2:
            continue
        early = h.greedy_values(view, places)
        view.pool = []  # type: ignore[attr-defined]  # the pool is empty: the round is nearly over
        late = h.greedy_values(view, places)
        light = min(places, key=lambda m: TILE_SUMS[m.tile])
        heavy = max(places, key=lambda m: TILE_SUMS[m.tile])
        gap_early = early[places.index(heavy)] - early[places.index(light)]
        gap_late = late[places.index(heavy)] - late[places.index(light)]
        assert gap_late > gap_early
        return
    raise AssertionError("no position with two tile sums to compare")


#: Triominos seed 3, 37 moves of the Intermediate's own play; here the Intermediate before
#: issue 22 laid 225 for 9 points and left the next player a bridge worth 50 with a tile he held
_TRIOMINOS_OPENING_A_BRIDGE = (
    "445@0,0/0 344@1,0/2 draw 045@-1,0/1 134@1,-1/0 005@-2,0/2 133@2,-1/1 333@3,-1/0 335@3,0/1 "
    "000@-3,0/0 355@4,0/0 044@-1,-1/2 draw 001@-4,0/0 draw 345@5,0/1 draw draw draw pass draw "
    "334@4,-1/0 draw 003@-3,-1/1 draw 015@-5,0/2 draw draw 033@-4,-1/0 115@-6,0/1 111@-6,1/0 "
    "draw 455@4,1/0 114@-7,1/0 draw draw 125@-7,0/0"
)


def _bridge_position() -> State:
    state = get_game("triominos").new_initial_state(seed=3)
    for text in _TRIOMINOS_OPENING_A_BRIDGE.split():
        state.apply(state.parse_move(text))
    return state


def _best_reply(state: State, move: object) -> float:
    """The most the next player really scores after ``move`` (full information)."""
    after = state.clone()
    after.apply(move)  # type: ignore[arg-type]
    h = heuristics_for(after)
    return max(h.quick_values(after, after.legal_moves()))


def test_triominos_intermediate_does_not_open_a_bridge_the_next_player_takes() -> None:
    from holomino_desktop.ai.levels import make_player

    state = _bridge_position()
    view = state.view(state.current_player)
    old = state.parse_move("225@-7,-1/2")
    assert _best_reply(state, old) == 50.0  # what the pre-issue-22 Intermediate handed over
    move = make_player("intermediate", seed=1).choose_move(view)
    assert str(move) == "124@-7,2/2"
    assert _best_reply(state, move) == 10.0


def test_triominos_expected_reply_is_the_best_reply_when_every_unseen_tile_is_his() -> None:
    from holomino_desktop.ai.triominos_ai import TriominosHeuristics, expected_best

    state = _bridge_position()
    after = state.view(0)
    after.apply_legal(after.parse_move("225@-7,-1/2"))
    unseen = after.hidden_tiles(0)
    mask = sum(1 << t for t in unseen)
    # p = 1: the expected best is the best placement of any unseen tile, as the engine lists them
    h = TriominosHeuristics()
    best = max(h.place_points(after, m) for m in after._placements(mask))  # type: ignore[arg-type]
    assert best >= 50.0
    replies = list(h.best_by_tile(after, mask).values())  # type: ignore[arg-type]
    assert expected_best(replies, len(unseen), len(unseen)) == best
    # one tile of many: each tile's best counts with its chance of being the one
    one = expected_best(replies, len(unseen), 1)
    assert 0.0 < one < 50.0


def test_triominos_expert_searches_only_placements_while_a_tile_fits() -> None:
    from holomino_desktop.ai.ismcts import ExpertPlayer
    from holomino_desktop.ai.triominos_ai import TriominosHeuristics
    from holomino_desktop.engine.triominos import Draw, Place

    state = _bridge_position()
    view = state.view(state.current_player)
    assert any(isinstance(m, Draw) for m in view.legal_moves())
    searched = {}
    for voluntary in (False, True):
        h = TriominosHeuristics()
        h.search_voluntary_draws = voluntary
        expert = ExpertPlayer(seed=1, iterations=200, heuristics=h)
        expert.choose_move(view)
        assert expert.last is not None
        searched[voluntary] = [m for m, _, _ in expert.last.moves]
    assert all(isinstance(m, Place) for m in searched[False])
    assert any(isinstance(m, Draw) for m in searched[True])  # the switch is what leaves it out


def test_triominos_triples_are_the_awkward_tiles() -> None:
    """A triple meets 3 of the one-side constraints (two numbers fixed), every other tile 9:
    the Intermediate gets rid of exactly those tiles first."""
    from holomino_desktop.ai.triominos_ai import TRIPLES
    from holomino_desktop.engine.triominos import _FIT, TILES, _key_demands

    sides = [0] * len(TILES)
    for key, fit in enumerate(_FIT):
        if sum(d >= 0 for d in _key_demands(key)) == 2:
            for tile in fit:
                sides[tile] += 1
    assert {t for t, count in enumerate(sides) if count == 3} == set(TRIPLES)
    assert sorted(TILES[t] for t in TRIPLES) == [(n, n, n) for n in range(6)]
    assert all(count == 9 for t, count in enumerate(sides) if t not in TRIPLES)


# -- square domino ----------------------------------------------------------------------------
def test_square_domino_intermediate_lays_heavy_dominoes_first_on_equal_points() -> None:
    from holomino_desktop.ai.square_domino_ai import square_points
    from holomino_desktop.engine.square_domino import PlaceSquare, tile_total

    state = position("square_domino", seed=4, plies=4)
    h = heuristics_for(state)
    squares = [m for m in state.legal_moves() if isinstance(m, PlaceSquare)]
    values = h.greedy_values(state, squares)
    by_points: dict[int, list[int]] = {}
    for i, move in enumerate(squares):
        by_points.setdefault(square_points(state.board, move), []).append(i)  # type: ignore[attr-defined]
    compared = 0
    for group in by_points.values():
        pips = {i: tile_total(squares[i].first) + tile_total(squares[i].second) for i in group}
        heavy, light = max(group, key=pips.__getitem__), min(group, key=pips.__getitem__)
        if pips[heavy] > pips[light]:
            assert values[heavy] > values[light]
            compared += 1
    assert compared


# -- Holandski domino -------------------------------------------------------------------------
def _dutch_positions_with_a_choice_to_buy() -> list[State]:
    """Positions where the seat to move could lay a tile or (legally) buy one."""
    from holomino_desktop.engine.dutch_domino import Buy, Place

    found = []
    for seed in range(12):
        state = position("dutch_domino", seed=seed, plies=30 + 3 * seed)
        moves = state.legal_moves()
        if any(isinstance(m, Place) for m in moves) and any(isinstance(m, Buy) for m in moves):
            found.append(state)
    assert found
    return found


def test_dutch_domino_intermediate_never_buys_while_it_can_lay_a_tile() -> None:
    from holomino_desktop.ai.levels import make_player
    from holomino_desktop.engine.dutch_domino import Place

    for state in _dutch_positions_with_a_choice_to_buy():
        move = make_player("intermediate", seed=1).choose_move(state.view(state.current_player))
        assert isinstance(move, Place)


def test_dutch_domino_expert_searches_only_placements_while_a_tile_fits() -> None:
    from holomino_desktop.ai.ismcts import ExpertPlayer
    from holomino_desktop.engine.dutch_domino import Buy, Place

    for state in _dutch_positions_with_a_choice_to_buy():
        expert = ExpertPlayer(seed=1, iterations=60)
        move = expert.choose_move(state.view(state.current_player))
        assert isinstance(move, Place)
        assert expert.last is not None
        assert not any(isinstance(m, Buy) for m, _, _ in expert.last.moves)


def test_dutch_domino_expert_given_other_heuristics_searches_with_them() -> None:
    from holomino_desktop.ai.dutch_domino_ai import DutchDominoHeuristics
    from holomino_desktop.ai.ismcts import ExpertPlayer
    from holomino_desktop.engine.dutch_domino import Buy

    h = DutchDominoHeuristics()
    h.search_voluntary_buys = True
    state = _dutch_positions_with_a_choice_to_buy()[0]
    expert = ExpertPlayer(seed=1, iterations=60, heuristics=h)
    expert.choose_move(state.view(state.current_player))
    assert expert.last is not None
    assert any(isinstance(m, Buy) for m, _, _ in expert.last.moves)


def test_dutch_domino_intermediate_leaves_ends_it_can_follow() -> None:
    from holomino_desktop.ai.dutch_domino_ai import DutchDominoHeuristics

    h = DutchDominoHeuristics()
    plain = DutchDominoHeuristics()
    plain.mobility_weight = 0.0
    differs = 0
    for seed in range(15):
        state = position("dutch_domino", seed=seed, plies=30 + 3 * seed)
        view = state.view(state.current_player)
        moves = view.legal_moves()
        if len(moves) < 3:
            continue
        with_mobility = h.greedy_values(view, moves)
        without = plain.greedy_values(view, moves)
        differs += with_mobility != without
    assert differs


# -- Hexadomino -------------------------------------------------------------------------------
def test_hexadomino_intermediate_avoids_opening_big_gaps_for_the_next_player() -> None:
    from holomino_desktop.ai.hexadomino_ai import HexadominoHeuristics
    from holomino_desktop.engine.hexadomino import Place, _cell_index

    h = HexadominoHeuristics()
    penalised = 0
    for seed in range(20):
        state = position("hexadomino", seed=seed, plies=6 + seed)
        view = state.view(state.current_player)
        places = [m for m in view.legal_moves() if isinstance(m, Place)]
        if not places:
            continue
        quick = h.quick_values(view, places)
        judged = h.greedy_values(view, places)
        for move, now, value in zip(places, quick, judged, strict=True):
            after = view.clone()
            after.hands[view.current_player].remove(move.tile)  # type: ignore[attr-defined]
            after._put(move.tile, _cell_index(move.q, move.r), move.rotation)  # type: ignore[attr-defined]
            if h._threat(after, (1 << 64) - 2, 30, 5) > 0:
                penalised += value < now + h.option_weight * 5
    assert penalised
