"""Triominos: what the table learns of a rack from its draws and passes, and the Expert's
sampler that deals the unseen tiles to fit it (``void_evidence``, ``arrange_hidden``)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from holomino_desktop.engine.triominos import (
    DRAW,
    PASS,
    POINTS_SLACK,
    TILE_NAMES,
    TILES,
    Place,
    TriominosGame,
    TriominosState,
    rack_fits_evidence,
)

HIGH = ["345", "445", "455", "355", "344", "335", "334", "444", "555"]  # never fit next to 012


def simple(racks: list[list[str]], **kwargs: object) -> TriominosState:
    """Only 012 on the table."""
    game = TriominosGame(players=len(racks))
    return TriominosState.setup(game, ["012@0,0/0"], racks, **kwargs)  # type: ignore[arg-type]


def tile(name: str) -> int:
    return TILE_NAMES.index(name)


def laying(state: TriominosState, name: str) -> Place:
    """A legal placement of the tile ``name``."""
    return next(m for m in state.legal_moves() if isinstance(m, Place) and m.tile == tile(name))


def fitting(state: TriominosState) -> int:
    """Every tile that fits somewhere now, found through the public API only."""
    mask = 0
    for x, y in state.playable_cells():
        for t in range(len(TILES)):
            if state.rotations_that_fit(t, x, y):
                mask |= 1 << t
    return mask


def points(state: TriominosState, move: Place) -> int:
    """What ``move`` scores (its tile and bonus), played on a copy."""
    return state.clone().apply(move).items[0].points


def sensible_move(state: TriominosState, rng: random.Random) -> object:
    """A player as the evidence assumes: a placement within ``POINTS_SLACK`` of the best one
    when a tile fits, otherwise a draw or a pass."""
    moves = state.legal_moves()
    places = [m for m in moves if isinstance(m, Place)]
    if not places:
        return rng.choice(moves)
    scored = [(points(state, m), m) for m in places]
    best = max(p for p, _ in scored)
    return rng.choice([m for p, m in scored if p >= best - POINTS_SLACK])


def same_tiles(sample: TriominosState, state: TriominosState) -> bool:
    """The sample holds exactly the tiles of the state, each once (tile conservation)."""
    every = [t for tiles in sample.tile_census().values() for t in tiles]
    known = [t for tiles in state.tile_census().values() for t in tiles]
    return len(every) == len(set(every)) and sorted(every) == sorted(known)


def test_a_draw_is_taken_as_having_no_tile_that_fits() -> None:
    state = simple([["011", "123"], HIGH[:3]], player=1, pool=["555", "444"])
    fits = fitting(state)
    assert fits and not fits >> tile("444") & 1
    assert state.void_evidence(1) == [0, 0, 0]
    state.apply(DRAW)  # draws 444: nothing known of it
    assert state.void_evidence(1) == [fits, fits, fits, 0]
    assert state.void_evidence(0) == [0, 0]


def test_a_second_draw_says_the_first_drawn_tile_did_not_fit_either() -> None:
    state = simple([["011", "123"], HIGH[:3]], player=1, pool=["555", "444"])
    fits = fitting(state)
    state.apply(DRAW)
    state.apply(DRAW)
    assert state.void_evidence(1) == [fits] * 4 + [0]


def test_a_pass_after_three_draws_says_nothing_of_the_third_drawn_tile() -> None:
    # passing after three draws is allowed with a tile that fits (the Intermediate does)
    state = simple([["011", "123"], HIGH[:2]], player=1, pool=["555", "444", "334", "335"])
    fits = fitting(state)
    for _ in range(3):
        state.apply(DRAW)
    state.apply(PASS)
    assert state.void_evidence(1) == [fits] * 4 + [0]


def test_a_pass_with_the_pool_empty_covers_the_whole_rack() -> None:
    state = simple([["011", "123"], HIGH[:3]], player=1, pool=[])
    fits = fitting(state)
    assert PASS in state.legal_moves()
    state.apply(PASS)
    assert state.void_evidence(1) == [fits] * 3


def test_laying_the_drawn_tile_removes_the_unknown_one() -> None:
    state = simple([["011", "123"], HIGH[:3]], player=1, pool=["555", "002"])
    fits = fitting(state)
    state.apply(DRAW)  # 002, which fits
    move = next(m for m in state.legal_moves() if isinstance(m, Place))
    assert move.tile == tile("002")
    state.apply(move)
    assert state.void_evidence(1) == [fits, fits, fits]


def test_a_tile_laid_against_the_evidence_makes_it_forgotten() -> None:
    # seat 1 draws although 002 and 022 fit (legal): laying one of them is explained by the
    # drawn tile, laying the other shows the guess wrong
    state = simple([["011", "123"], ["002", "022", HIGH[0]]], player=1, pool=["555", "444"])
    state.apply(DRAW)
    assert all(v >> tile("022") & 1 for v in state.void_evidence(1)[:3])
    state.apply(laying(state, "002"))
    state.apply(laying(state, "011"))
    state.apply(laying(state, "022"))
    assert state.void_evidence(1) == [0, 0]


def test_laying_a_fitting_tile_after_a_draw_is_explained_by_the_drawn_one() -> None:
    # nobody can tell whether 002 was held before the draw or drawn: the guess stays
    state = simple([["011", "123"], ["002", *HIGH[:2]]], player=1, pool=["555", "444"])
    fits = fitting(state)
    state.apply(DRAW)
    state.apply(next(m for m in state.legal_moves() if isinstance(m, Place)))
    assert state.void_evidence(1) == [fits, fits, fits]


def test_evidence_starts_afresh_every_round() -> None:
    state = simple([["011"], HIGH[:2]], player=1, pool=["335", "334", "444", "555"])
    state.apply(DRAW)
    assert state.void_evidence(1) != [0, 0, 0]
    while state.current_player == 1:
        state.apply(state.legal_moves()[-1])  # draws, then the pass
    state.apply(next(m for m in state.legal_moves() if isinstance(m, Place)))  # seat 0 goes out
    assert state.round_number == 2
    assert all(
        v == [0] * len(state.hand(p)) for p, v in enumerate(map(state.void_evidence, (0, 1)))
    )


def test_a_clone_works_out_its_own_evidence_after_its_own_moves() -> None:
    state = simple([["011", "123"], HIGH[:3]], player=1, pool=["555", "444"])
    before = state.void_evidence(1)
    other = state.clone()
    other.apply(DRAW)
    assert state.void_evidence(1) == before == [0, 0, 0]
    assert len(other.void_evidence(1)) == 4 and other.void_evidence(1)[0]


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), players=st.integers(2, 4))
def test_evidence_is_true_when_players_play_as_it_assumes(seed: int, players: int) -> None:
    """With players who draw only when no tile fits and lay a tile within ``POINTS_SLACK`` of
    their best (as the guesses assume), every rack can be matched to its masks after every
    move."""
    state = TriominosGame(players=players).new_initial_state(seed=seed)
    rng = random.Random(seed)
    learned = 0
    for _ in range(600):
        if state.is_terminal():
            break
        state.apply(sensible_move(state, rng))  # type: ignore[arg-type]
        for p in range(players):
            voids = state.void_evidence(p)
            assert rack_fits_evidence(state.hand(p), voids)
            learned += sum(v.bit_count() for v in voids)
    assert learned > 0


def test_a_tile_laid_says_no_other_tile_of_the_rack_could_score_much_more() -> None:
    rng = random.Random(2)
    state = TriominosGame(players=2).new_initial_state(seed=2)
    for _ in range(400):
        seat = state.current_player
        move = sensible_move(state, rng)
        if isinstance(move, Place) and state.board_tiles() and seat == 1:
            scored = points(state, move)
            unseen = [t for t in range(len(TILES)) if t in state.hidden_tiles(0)]
            better = 0
            for t in unseen:  # every tile the others might hold, tried everywhere
                probe = state.clone()
                probe.set_hidden_tiles(0, [t, *[u for u in state.hidden_tiles(0) if u != t]])
                for other in probe.legal_moves():
                    good = isinstance(other, Place) and other.tile == t
                    if good and points(probe, other) > scored + POINTS_SLACK:
                        better |= 1 << t
            before = state.void_evidence(1)
            state.apply(move)
            if better and state.current_player == 0 and before == [0] * len(before):
                hidden = sum(1 << t for t in unseen)
                assert [v & hidden for v in state.void_evidence(1)] == [better] * len(state.hand(1))
                return
        else:
            state.apply(move)  # type: ignore[arg-type]
        assert not state.is_terminal()
    raise AssertionError("no placement passed over a much better one")


def _view_with_evidence(seed: int) -> TriominosState:
    state = TriominosGame(players=3).new_initial_state(seed=seed)
    rng = random.Random(seed)
    while sum(v.bit_count() for v in state.void_evidence(1)) < 40 or state.current_player != 0:
        moves = state.legal_moves()
        places = [m for m in moves if isinstance(m, Place)]
        state.apply(rng.choice(places or moves))
        assert not state.is_terminal()
    return state


def test_sample_hidden_deals_the_others_racks_that_fit_what_the_table_saw() -> None:
    state = _view_with_evidence(4)
    view = state.view(0)
    spread = set()
    for k in range(30):
        sample = view.sample_hidden(0, random.Random(k))
        assert sample.view(0).fingerprint() == view.fingerprint()
        assert same_tiles(sample, state)
        for p in (1, 2):
            assert rack_fits_evidence(sample.hand(p), state.void_evidence(p))
        spread.add(tuple(sorted(sample.hand(1))))
    assert len(spread) > 10  # still a random deal among the fitting ones


def test_the_sampler_honours_evidence_a_uniform_deal_would_break() -> None:
    state = _view_with_evidence(4)
    voids = state.void_evidence(1)
    broken = 0
    for k in range(30):
        sample = state.clone()
        unseen = state.hidden_tiles(0)
        random.Random(k).shuffle(unseen)
        sample.set_hidden_tiles(0, unseen)  # uniform, as before the evidence
        broken += not rack_fits_evidence(sample.hand(1), voids)
    assert broken >= 10


def test_sample_hidden_relaxes_evidence_that_cannot_hold() -> None:
    # every unseen tile is ruled out for seat 1's three tiles: the deal still gives it three
    state = simple([["011", "123"], HIGH[:3]], player=1, pool=["555", "444"])
    state._voids = (len(state._log), [[0, 0], [(1 << len(TILES)) - 1] * 3])
    for k in range(5):
        sample = state.sample_hidden(0, random.Random(k))
        assert len(sample.hand(1)) == 3 and same_tiles(sample, state)
