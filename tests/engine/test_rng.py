"""A state's random stream is copied on write (issue 22): clones share it until one draws."""

from __future__ import annotations

import random

import pytest

from holomino_desktop.engine import GAME_IDS, get_game


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_clone_and_its_original_draw_the_same_numbers_independently(game_id: str) -> None:
    state = get_game(game_id).new_initial_state(seed=11)
    clone = state.clone()
    second = clone.clone()
    first_draws = [state.rng.random() for _ in range(5)]
    assert [clone.rng.random() for _ in range(5)] == first_draws
    assert [second.rng.random() for _ in range(5)] == first_draws
    assert state.rng is not clone.rng and clone.rng is not second.rng
    # and the original goes on where it was, whatever the clones drew
    fresh = get_game(game_id).new_initial_state(seed=11)
    expected = [fresh.rng.random() for _ in range(10)][5:]
    assert [state.rng.random() for _ in range(5)] == expected


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clones_and_samples_copy_no_generator_state(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = get_game(game_id).new_initial_state(seed=3)
    view = state.view(0)
    copies: list[int] = []
    original = random.Random.getstate

    def counting(rng: random.Random) -> tuple[object, ...]:
        copies.append(1)
        return original(rng)

    monkeypatch.setattr(random.Random, "getstate", counting)
    rng = random.Random(5)
    for _ in range(20):
        state.clone()
        view.sample_hidden(0, rng)
    assert copies == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_sample_draws_from_the_stream_its_seed_names(game_id: str) -> None:
    view = get_game(game_id).new_initial_state(seed=4).view(0)
    sample = view.sample_hidden(0, random.Random(9))
    bits = random.Random(9)
    bits.shuffle(list(view.hidden_tiles(0)))  # sample_hidden shuffles first, then seeds
    assert sample.rng.random() == random.Random(bits.getrandbits(64)).random()
