"""Nothing hidden leaks: every byte the host sends a seat is the same after the host re-deals
everything that seat cannot see (``state.sample_hidden(seat, rng)``), over random positions of
all five games.

Two kinds of message describe the game to a seat: the position (``state``, sent after every
move and on joining) and the move just played (``moved``, the same for every seat, and its
entry in the move log a seat gets when it takes its seat: ``log``). They are regenerated from
the re-dealt state and compared byte for byte, before encryption. A move that
ends a round is left out of the ``moved`` comparison: its score lines count the tiles left in
every hand, which the rules show to everyone at that moment (and the full record follows at the
end of the match).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.engine.base import GameError, State
from holomino_desktop.net import protocol
from holomino_desktop.net.codec import encode_move
from holomino_desktop.net.table import HostTable, SeatSpec, _moved_message
from holomino_desktop.net.words import new_code

from .positions import player_counts, random_position

ROUND_ENDS = {"round_end", "game_end"}


def _table(state: State) -> HostTable:
    seats = [SeatSpec("guest") for _ in range(state.num_players)]
    table = HostTable(state.game, seats, code=new_code(1), seed=0)
    table.state = state
    return table


def _moved(state: State, text: str) -> bytes | None:
    """The ``moved`` message of ``text`` played in ``state`` (None: not legal there, or it
    ends a round)."""
    after = state.clone()
    mover = after.current_player
    try:
        move = after.parse_move(text)
        result = after.apply(move)
    except GameError:
        return None
    if ROUND_ENDS & set(result.events):
        return None
    logged = protocol.encode("log", first=0, moves=[{"play": encode_move(move)}])
    return _moved_message(mover, text, 0, result) + logged


@st.composite
def positions(draw: st.DrawFn) -> tuple[State, int, int]:
    game_id = draw(st.sampled_from(GAME_IDS))
    players = draw(st.sampled_from(list(player_counts(game_id))))
    moves = draw(st.one_of(st.integers(0, 12), st.integers(0, 150)))
    state = random_position(game_id, players, draw(st.integers(0, 10**6)), moves)
    return state, draw(st.integers(0, players - 1)), draw(st.integers(0, 2**32))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_what_a_seat_is_sent_does_not_depend_on_what_it_cannot_see(
    case: tuple[State, int, int],
) -> None:
    state, seat, seed = case
    rng = random.Random(seed)
    redealt = state.sample_hidden(seat, rng)
    assert _table(state).state_message(seat) == _table(redealt).state_message(seat)
    if state.is_terminal():
        return
    if state.current_player == seat:
        move = rng.choice(state.legal_moves())  # the seat's own move: legal in both
    else:
        move = rng.choice(redealt.legal_moves())  # a move the other seat could make in both
    text = str(move)
    mine, theirs = _moved(state, text), _moved(redealt, text)
    if mine is not None and theirs is not None:
        assert mine == theirs


def test_the_leak_test_sees_a_leak() -> None:
    """The comparison catches a message that carries a hidden tile: the true state's racks."""
    state = random_position("triominos", 3, 5, 4)
    redealt = state.sample_hidden(0, random.Random(1))
    leaky = [repr(s.tile_census()).encode() for s in (state, redealt)]
    assert leaky[0] != leaky[1]
    assert _table(state).state_message(0) == _table(redealt).state_message(0)
