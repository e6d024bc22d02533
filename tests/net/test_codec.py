"""A seat's view travels as JSON and comes back as a State that plays exactly as the view."""

from __future__ import annotations

import json
import random

import pytest

from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.net.channel import MAX_PAYLOAD
from holomino_desktop.net.codec import CodecError, decode_view, encode_view

from .positions import player_counts, random_position


def _wire(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_decoded_view_plays_as_the_view(game_id: str) -> None:
    largest = 0
    for players in player_counts(game_id):
        for seed, moves in ((1, 0), (2, 7), (3, 25), (4, 60), (5, 400)):
            state = random_position(game_id, players, seed, moves)
            for seat in range(players):
                view = state.view(seat)
                text = _wire(encode_view(view))
                largest = max(largest, len(text))
                back = decode_view(json.loads(text), get_game(game_id, players=players), seat)
                assert back.fingerprint() == view.fingerprint()
                assert back.scores() == view.scores() and back.current_player == view.current_player
                assert _wire(encode_view(back)) == text
                if view.is_terminal():
                    continue
                assert [str(m) for m in back.legal_moves()] == [str(m) for m in view.legal_moves()]
                legal = view.legal_moves()
                for move in random.Random(seed).sample(legal, min(3, len(legal))):
                    after, after_back = view.clone(), back.clone()
                    assert after.apply(move) == after_back.apply(move)
                    assert after.fingerprint() == after_back.fingerprint()
    assert largest < MAX_PAYLOAD // 4, largest


def test_the_true_state_is_never_encoded() -> None:
    with pytest.raises(CodecError):
        encode_view(get_game("triominos").new_initial_state(1))


def test_square_dominos_placement_cache_does_not_travel() -> None:
    """The cache remembers placements worked out for the other hand: it must stay home."""
    state = random_position("square_domino", 2, 4, 12)
    state.legal_moves()
    state.clone().apply(state.legal_moves()[0])
    assert "_known" not in _wire(encode_view(state.view(0)))


@pytest.mark.parametrize(
    "data",
    [
        None, [], {"c": "holomino.HolominoState"}, {"c": "os.system", "f": {}},
        {"c": "builtins.eval", "e": "1"}, {"t": 5}, {"d": [[[1], 2]]},
        {"c": "holomino.HolominoState", "f": {"viewer": 0}},
    ],
)  # fmt: skip
def test_what_is_not_a_view_is_refused(data: object) -> None:
    with pytest.raises(CodecError):
        decode_view(data, get_game("holomino"), 0)


def test_a_view_of_another_game_or_seat_is_refused() -> None:
    data = encode_view(random_position("hexadomino", 2, 1, 3).view(0))
    with pytest.raises(CodecError):
        decode_view(data, get_game("holomino"), 0)
    with pytest.raises(CodecError):
        decode_view(data, get_game("hexadomino", players=2), 1)


def test_a_field_too_many_or_missing_is_refused() -> None:
    data = encode_view(random_position("dutch_domino", 3, 1, 3).view(0))
    extra = json.loads(_wire(data))
    extra["f"]["evil"] = 1
    missing = json.loads(_wire(data))
    del missing["f"]["stock"]
    for bad in (extra, missing):
        with pytest.raises(CodecError):
            decode_view(bad, get_game("dutch_domino", players=3), 0)
