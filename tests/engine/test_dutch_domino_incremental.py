"""Holandski domino's incremental parts equal a from-scratch recomputation (issue 22).

``_by_end`` (which arms a tile showing each number may go on) and ``_open`` (the numbers a tile
must show) are kept by ``_lay``, and plain results are shared. After random play (buys,
passes, round ends, redeals, clones, sampled states, a replay from the moves' notation) they
must equal what the table says, and the placements must be the rules' own list.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import dutch_domino as dd
from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import Move, move_result


def scratch_by_end(state: dd.DutchDominoState) -> tuple[list[int], int]:
    """(arms by number, open numbers) read from the spinner and the four ends."""
    by_end = [0] * 10
    if state.spinner < 0:
        return by_end, 0
    if -1 in state.ends:  # the spinner's free sides take its number
        v = state.spinner_value
        by_end[v] = sum(1 << arm for arm in range(4) if state.ends[arm] < 0)
        return by_end, 1 << v
    for arm, end in enumerate(state.ends):
        by_end[end] |= 1 << arm
    return by_end, sum(1 << v for v in range(10) if by_end[v])


def reference_moves(state: dd.DutchDominoState) -> list[Move]:
    """The rules' list: each tile in hand order on each arm its numbers meet (the spinner's
    sides first), the keep-open rule for a last tile, then buy or pass."""
    if state.is_terminal():
        return []
    hand = state.hands[state.current_player]
    moves: list[Move] = []
    if state.spinner < 0:
        moves = [dd.Place(t, dd.SPINNER) for t in hand if dd.TILES[t][0] == dd.TILES[t][1]]
    else:
        sides = -1 in state.ends
        for t in hand:
            for arm in range(4):
                end = state.ends[arm]
                need = state.spinner_value if sides else end
                if (end < 0 or not sides) and need in dd.TILES[t]:
                    moves.append(dd.Place(t, arm))
        if len(hand) == 1 and len(moves) > 1:
            required = state.keep_open_value(hand[0])
            if required is not None:
                moves = [m for m in moves if state.ends[m.arm] == required]  # type: ignore[attr-defined]
    if state.buys_this_turn < dd.BUYS_PER_TURN and state.stock:
        moves.append(dd.BUY)
    elif not moves:
        moves.append(dd.PASS)
    return moves


def check(state: dd.DutchDominoState) -> None:
    assert (state._by_end, state._open) == scratch_by_end(state)
    assert state.legal_moves() == reference_moves(state)


def walk(seed: int, players: int) -> int:
    """A random match checked at every position, in clones, sampled states and its replay.
    Returns the number of rounds played."""
    game = get_game("dutch_domino", players=players)
    state = game.new_initial_state(seed=seed)
    assert isinstance(state, dd.DutchDominoState)
    rng = random.Random(seed)
    played: list[str] = []
    while not state.is_terminal() and len(played) < 3000:
        check(state)
        if len(played) % 7 == 0:
            twin = state.clone()
            for _ in range(5):
                if twin.is_terminal():
                    break
                result = twin.apply(rng.choice(twin.legal_moves()))
                assert result == move_result(
                    result.player, result.move, result.items, result.events
                )
                check(twin)
            check(state)
            sample = state.sample_hidden(state.current_player, rng)
            assert isinstance(sample, dd.DutchDominoState)
            check(sample)
        move = rng.choice(state.legal_moves())
        state.apply(move)
        played.append(str(move))
    replay = game.new_initial_state(seed=seed)
    for text in played:
        replay.apply_text(text)
    assert isinstance(replay, dd.DutchDominoState)
    check(replay)
    assert replay.fingerprint() == state.fingerprint()
    return state.round_number


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3, 4, 6]))
def test_incremental_parts_equal_a_recomputation(seed: int, players: int) -> None:
    assert walk(seed, players) > 1


def test_set_up_positions_keep_their_arms_right() -> None:
    game = get_game("dutch_domino")
    assert isinstance(game, dd.DutchDominoGame)
    sides = dd.DutchDominoState.from_position(
        game, [["6-1", "6-2", "3-4"], ["0-0"]], spinner="6-6", arms=[["6-5"], [], ["6-3"], []]
    )
    check(sides)
    assert sides._by_end[6] == 0b1010 and sides._open == 1 << 6
    arms = dd.DutchDominoState.from_position(
        game,
        [["5-1", "2-7", "3-4"], ["0-0"]],
        spinner="6-6",
        arms=[["6-5"], ["6-2"], ["6-3", "3-3"], ["6-4"]],
    )
    check(arms)
    assert arms._by_end[5] == 0b0001 and arms._by_end[2] == 0b0010
    assert arms._by_end[3] == 0b0100 and arms._by_end[4] == 0b1000
    assert [str(m) for m in arms.legal_moves()] == ["1-5@N", "2-7@E", "3-4@S", "3-4@W", "buy"]
    arms.apply_text("3-4@S")  # S now ends in 4, like W: one number, two arms
    check(arms)
    assert arms._by_end[4] == 0b1100 and arms._by_end[3] == 0 and not arms._open & 1 << 3
