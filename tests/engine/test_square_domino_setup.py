"""``SquareDominoState.setup``: constructed positions for tests and tutorials."""

from __future__ import annotations

import random

import pytest

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import IllegalMoveError
from holomino_desktop.engine.square_domino import SquareDominoState, tile_name


def _played(seed: int, squares: int) -> SquareDominoState:
    state = get_game("square_domino").new_initial_state(seed)
    rng = random.Random(seed)
    while len(state.placed) < squares:
        state.apply(rng.choice(state.legal_moves()))
    assert isinstance(state, SquareDominoState)
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_setup_rebuilds_a_played_position(seed: int) -> None:
    played = _played(seed, 6)
    hands = [[tile_name(t) for t in hand] for hand in played.hands]
    built = SquareDominoState.setup(
        played.game, [str(s) for s in played.placed], hands, player=played.current_player
    )
    assert sorted(map(str, built.legal_moves())) == sorted(map(str, played.legal_moves()))
    assert [str(s) for s in built.placed] == [str(s) for s in played.placed]
    census = built.tile_census()
    assert sorted(t for tiles in census.values() for t in tiles) == sorted(played.game.tile_ids())
    # hands hold the seat's own set; the first two aside tiles are one of each set
    assert all(t // 28 == seat for seat, hand in enumerate(built.hands) for t in hand)
    assert built.aside[0] // 28 == 0 and built.aside[1] // 28 == 1


def test_setup_rejects_a_square_that_does_not_match() -> None:
    game = get_game("square_domino")
    start = "12+34@0,0/v"  # TL 1, BL 2, TR 3, BR 4
    with pytest.raises(IllegalMoveError):
        SquareDominoState.setup(game, [start, "55+66@1,0/v"], [[], []])


def test_setup_rejects_a_tile_named_too_often() -> None:
    game = get_game("square_domino", sets=1)
    with pytest.raises(ValueError):
        SquareDominoState.setup(game, ["12+34@0,0/v"], [["12"], []])


def test_setup_keeps_scores_and_the_player_to_move() -> None:
    game = get_game("square_domino")
    state = SquareDominoState.setup(
        game, ["12+34@0,0/v"], [["13", "24"], ["00"]], player=1, scores=[10, 20]
    )
    assert state.scores() == [10, 20]
    assert state.current_player == 1
