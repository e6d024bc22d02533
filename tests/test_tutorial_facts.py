"""What the new lesson steps say is what the engine does in their positions: the numbers and
claims in the texts (counts, pips, bonuses, the blocked place, the bounds) are checked against
the real engine, so a changed position cannot leave a text telling something false."""

from __future__ import annotations

from typing import Any

from holomino_desktop.engine import holomino as h
from holomino_desktop.engine import square_domino as sd
from holomino_desktop.engine import triominos as tri
from holomino_desktop.engine.dutch_domino import TILES, tile_id
from holomino_desktop.tutorial import load_lesson
from holomino_desktop.tutorial.lessons import expected_moves
from holomino_desktop.tutorial.strings import STRINGS


def start(game: str, step_id: str) -> tuple[Any, list[Any]]:
    lesson = load_lesson(game)
    step = lesson.steps[lesson.step_index(step_id)]
    state = lesson.state_for(step)
    return state, expected_moves(state, step)


def after(state: Any, move: Any) -> tuple[Any, Any]:
    trial = state.clone()
    return trial, trial.apply(move)


# -- Holomino ------------------------------------------------------------------------------------
def test_holomino_blocked_place_needs_one_number_at_two_corners() -> None:
    state, _ = start("holomino", "blocked")
    blocked = [cell for cell, key in state.req.items() if key >= 0 and not h._FIT[key]]
    assert len(blocked) == 1
    need = h.constraint_of(state, *h._cell_qr(blocked[0]))
    assert need is not None and len(need) == 2 and len(set(need.values())) == 1, need
    assert not any(
        isinstance(m, h.Place) and (m.q, m.r) == h._cell_qr(blocked[0]) for m in state.legal_moves()
    )


def test_holomino_window_step_hides_a_matching_place_beyond_the_edge() -> None:
    state, wanted = start("holomino", "window")
    hand = state.hands[0]
    beyond = [
        cell
        for cell, key in state.req.items()
        if key >= 0 and not state._fits_bound(cell) and any(t in h._FIT[key] for t in hand)
    ]
    assert beyond, "some tile would match beyond the 12 × 12 board"
    assert {str(m) for m in wanted} == {str(m) for m in state.legal_moves()}


def test_holomino_open_hands_step_spoils_the_opponents_hole() -> None:
    state, wanted = start("holomino", "open")
    assert state.sack_size == 0
    threat = state.clone()
    threat._player = 1  # what he could do now
    assert any(after(threat, m)[1].items for m in threat.legal_moves())
    for move in state.legal_moves():
        trial, _ = after(state, move)
        opponent_scores = any(after(trial, m)[1].items for m in trial.legal_moves())
        assert opponent_scores == (move not in wanted), str(move)


# -- Triominos -----------------------------------------------------------------------------------
def test_triominos_highest_bonus_is_one_triple_hexagon() -> None:
    state, wanted = start("triominos", "highest")
    assert len(wanted) == 1
    _, result = after(state, wanted[0])
    bonuses = [dict(i.params).get("bonus") for i in result.items if dict(i.params).get("bonus")]
    assert bonuses == ["triple_hexagon"]
    assert result.items[0].points == sum(tri.TILES[wanted[0].tile]) + 70


def test_triominos_empty_pool_pass_costs_nothing() -> None:
    state, wanted = start("triominos", "pass_empty")
    assert state.pool == [] and [str(m) for m in wanted] == ["pass"]
    _, result = after(state, wanted[0])
    assert result.items == ()


def test_triominos_blocked_round_takes_each_players_own_rack() -> None:
    state, wanted = start("triominos", "blocked")
    _, result = after(state, wanted[0])
    assert "blocked" in result.events
    own = {i.player: i.points for i in result.items if i.points < 0}
    assert own == {0: -6, 1: -15}
    assert "6" in str(STRINGS["triominos.blocked.done"])
    assert "15" in str(STRINGS["triominos.blocked.done"])


def test_triominos_opening_is_an_empty_table() -> None:
    state, wanted = start("triominos", "opening")
    assert not state.board and len(state.hands[0]) == 9 and len(state.hands[1]) == 9
    assert {m.tile for m in wanted} == set(state.hands[0])


# -- Hexadomino ----------------------------------------------------------------------------------
def test_hexadomino_pass_with_an_empty_stock() -> None:
    state, wanted = start("hexadomino", "pass")
    assert state.stock == [] and [str(m) for m in state.legal_moves()] == ["pass"]
    assert [str(m) for m in wanted] == ["pass"]


# -- square domino --------------------------------------------------------------------------------
def test_square_domino_learner_moves_first_with_the_lighter_start_domino() -> None:
    for step_id in ("start", "first"):
        state, _ = start("square_domino", step_id)
        left, right = str(state.placed[0]).split("@")[0].split("+")
        assert sum(map(int, left)) < sum(map(int, right)), (step_id, left, right)


def test_square_domino_bound_step_row_is_six_wide() -> None:
    state, wanted = start("square_domino", "bound")
    xs = [s.x for s in state.placed]
    assert max(xs) - min(xs) == sd.FRAME - 1 == 5
    free = state.clone()
    # every frontier position, the 6 × 6 bound left out (the engine checks it in _open_cells)
    free._open_cells = lambda: [(c, k) for c, k in free.req.items() if k >= 0]  # type: ignore[method-assign]
    assert len(free._placements(0)) > len(state.legal_moves()), "the frame hides squares"
    assert set(map(str, wanted)) == set(map(str, state.legal_moves()))


def test_square_domino_one_set_step_keeps_a_domino_in_hand() -> None:
    state, wanted = start("square_domino", "one_set")
    assert state.sets == 1 and len(state.hands[0]) == 3
    for move in wanted:  # one domino is left: nobody can lay a square, the round ends
        _, result = after(state, move)
        assert result.events == ("blockade", "round_end"), result.events


# -- Holandski domino ----------------------------------------------------------------------------
def test_dutch_opener_without_a_double_must_buy() -> None:
    state, wanted = start("dutch_domino", "opener")
    assert state.spinner < 0 and state.opener == 0
    assert not any(a == b for a, b in (TILES[t] for t in state.hands[0])), "no double"
    assert [str(m) for m in state.legal_moves()] == ["buy"] == [str(m) for m in wanted]


def test_dutch_keep_open_counts_match_the_text() -> None:
    state, wanted = start("dutch_domino", "keep_open")
    assert (state.counts[2], state.counts[7]) == (8, 6)
    assert [str(m) for m in wanted] == ["2-7@E"] and state.ends[1] == 2
    assert "eight" in str(STRINGS["dutch_domino.keep_open.done"])


def test_dutch_blocked_round_duplo_golo_counts_thirteen() -> None:
    state, wanted = start("dutch_domino", "blocked")
    trial, result = after(state, wanted[0])
    assert "blocked" in result.events
    assert trial.last_round.loser == 1 and trial.last_round.pips == (13, 15)
    assert tile_id("0-0") in state.hands[1]
