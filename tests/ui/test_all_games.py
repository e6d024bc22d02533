"""Every registered game in the window: a whole human-vs-AI match through clicks, hot-seat
hand-over, the square-domino frame, and the actions that need a legal moment."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.scene import has_painter

from .helpers import click_rack, click_target, first_playable, play_to_end, start, wait_for_human


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_board_painter(game_id: str) -> None:
    assert has_painter(game_id)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_human_vs_ai_match_played_to_its_end_through_clicks(
    qtbot, window: MainWindow, game_id: str
) -> None:
    start(window, game_id, ["human", "random"], seed=3)
    done = play_to_end(qtbot, window, seed=5)
    state = window.controller.state
    assert state is not None and state.is_terminal()
    assert done.get("place", 0) > 0, done
    assert done.get("summary_final") == 1
    totals = [0] * state.num_players
    for result in window.controller.results:
        for item in result.items:
            totals[item.player] += item.points
    assert totals == state.scores(), "the move log's items must explain every point"


HIDDEN_RACK_GAMES = [g for g in GAME_IDS if g != "holomino"]


@pytest.mark.parametrize("game_id", HIDDEN_RACK_GAMES)
def test_hot_seat_hand_over_hides_the_rack(qtbot, window: MainWindow, game_id: str) -> None:
    start(window, game_id, ["human", "human"], seed=2)
    rng = random.Random(1)
    handovers = 0
    for _ in range(12):
        wait_for_human(qtbot, window)
        state = window.controller.state
        assert state is not None
        if state.is_terminal() or window.summaries.summary is not None:
            break
        if window.rack_view.handover_seat >= 0:
            # the next player's tiles stay hidden until he clicks
            assert window.widgets.handover.isVisible()
            assert window.widgets.rack.buttons == [] or all(
                b.isHidden() for b in window.widgets.rack.buttons
            )
            assert not window.controller.human_to_move()
            qtbot.mouseClick(window.widgets.handover, Qt.MouseButton.LeftButton)
            handovers += 1
            assert window.rack_view.rack_seat == state.current_player
            assert window.widgets.rack.buttons
            continue
        playable = [i for i, b in enumerate(window.widgets.rack.buttons) if b.playable]
        if playable:
            click_rack(qtbot, window, rng.choice(playable))
            click_target(qtbot, window, sorted(window.play.highlights, key=repr)[0])
        else:
            enabled = [b for b in window.play.action_buttons.values() if b.isEnabled()]
            qtbot.mouseClick(enabled[0], Qt.MouseButton.LeftButton)
    assert handovers >= 2


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_follow_legality(qtbot, window: MainWindow, game_id: str) -> None:
    start(window, game_id, ["human", "human"], seed=4)
    painter = window.board.painter
    assert painter is not None
    for _ in range(6):
        state = window.controller.state
        assert state is not None
        if state.is_terminal() or window.summaries.summary is not None:
            break
        if window.rack_view.handover_seat >= 0:
            window.widgets.handover.click()
        legal = window.controller.legal_moves()
        kinds = {painter.action(m)[0] for m in legal if painter.placement(m) is None}
        for kind, button in window.play.action_buttons.items():
            needs_tile = any(
                painter.action(m)[1] is not None for m in legal if painter.placement(m) is None
            )
            if kind not in kinds:
                assert not button.isEnabled(), f"{kind} is not legal now"
            elif not needs_tile:
                assert button.isEnabled(), f"{kind} is legal now"
        playable = [i for i, b in enumerate(window.widgets.rack.buttons) if b.playable]
        if playable:
            assert not window.widgets.place_button.isEnabled()
            click_rack(qtbot, window, playable[0])
            assert window.widgets.place_button.isEnabled()
            click_target(qtbot, window, sorted(window.play.highlights, key=repr)[0])
        else:
            enabled = [b for b in window.play.action_buttons.values() if b.isEnabled()]
            enabled[0].click()


def test_square_domino_stays_in_its_frame(qtbot, window: MainWindow) -> None:
    if "square_domino" not in GAME_IDS:
        pytest.skip("square domino is not registered")
    start(window, "square_domino", ["random", "random"], seed=6)
    window.controller.hold("test")
    state = window.controller.state
    painter = window.board.painter
    assert state is not None and painter is not None
    frame: QRectF = painter.frame.sceneBoundingRect()  # type: ignore[attr-defined]
    rng = random.Random(2)
    shifts = set()
    moves = 0
    while not state.is_terminal() and moves < 80:
        window.controller.play(rng.choice(state.legal_moves()))
        moves += 1
        shifts.add(state.window_shift())  # type: ignore[attr-defined]
        for item in painter.items:  # type: ignore[attr-defined]
            assert frame.adjusted(-3, -3, 3, 3).contains(
                item.sceneBoundingRect().adjusted(3, 3, -3, -3)
            )
    assert len(shifts) > 1, "the frame should have shifted at least once"


def test_square_domino_match_display_shows_the_round_of_at_most_30(
    qtbot, window: MainWindow
) -> None:
    start(window, "square_domino", ["human", "human"], seed=7)
    window.controller.hold("test")
    state = window.controller.state
    assert state is not None
    window.refresh()
    assert window.widgets.info.text() == (
        "Round 1 of at most 30 · the match ends when someone has 100 points"
    )
    state.match.round_points = [[0, 0] for _ in range(12)]  # type: ignore[attr-defined]
    window.refresh()
    assert window.widgets.info.text().startswith("Round 12 of at most 30 · ")
    state.match.round_points = [[0, 0] for _ in range(31)]  # type: ignore[attr-defined]
    window.refresh()
    assert window.widgets.info.text() == (
        "Round 31 · the totals were equal after round 30: play on until they differ"
    )


def test_square_domino_second_tile_narrows_the_squares(qtbot, window: MainWindow) -> None:
    if "square_domino" not in GAME_IDS:
        pytest.skip("square domino is not registered")
    start(window, "square_domino", ["human", "human"], seed=7)
    wait_for_human(qtbot, window)
    index = first_playable(window)
    click_rack(qtbot, window, index)
    one = sum(len(v) for v in window.play.targets.values())
    first = window.play.selected_tiles[0]
    partners = {t for moves in window.play.targets.values() for m in moves for t in m.tiles}  # type: ignore[attr-defined]
    partners.discard(first)
    partner_index = next(
        i for i, b in enumerate(window.widgets.rack.buttons) if b.tile in partners and i != index
    )
    partner = window.widgets.rack.buttons[partner_index].tile
    click_rack(qtbot, window, partner_index)
    assert window.play.selected_tiles == [first, partner]
    two = sum(len(v) for v in window.play.targets.values())
    assert 0 < two < one
    key = sorted(window.play.highlights, key=repr)[0]
    click_target(qtbot, window, key)
    move = window.controller.results[-1].move
    assert sorted(move.tiles) == sorted([first, partner])  # type: ignore[attr-defined]
