"""The Holomino game window, driven through clicks like a player."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import QPointF, Qt

from holomino_desktop.engine.holomino import HolominoState, Place, ReturnTile
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.dialogs.new_game import NewGameDialog
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.scene.holomino import _centre

from .helpers import click_rack, click_target, first_playable, play_to_end, start, wait_for_human


def test_human_vs_ai_game_played_to_its_end_through_clicks(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "random"], seed=11)
    done = play_to_end(qtbot, window, seed=1)
    state = window.controller.state
    assert state is not None and state.is_terminal()
    assert done.get("place", 0) > 5
    assert done.get("summary_final") == 1
    # the log explains every point: the items of all moves add up to the scores
    totals = [0, 0]
    for result in window.controller.results:
        for item in result.items:
            totals[item.player] += item.points
    assert totals == state.scores()
    assert window.widgets.log.topLevelItemCount() >= len(window.controller.results)
    assert re.search(r"\bthe game\b", window.widgets.status.text(), re.IGNORECASE)


def test_auto_rotation_places_the_one_rotation_that_fits(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "human"], seed=3)
    state = window.controller.state
    assert isinstance(state, HolominoState)
    click_rack(qtbot, window, first_playable(window))
    tile = window.play.selected_tile
    assert tile is not None and window.play.highlights
    key = sorted(window.play.highlights)[0]
    q, r = key
    expected = state.fits_rotation(tile, q, r)
    assert expected is not None
    # hovering shows the ghost in that rotation
    click_target(qtbot, window, key)
    last = window.controller.results[-1].move
    assert isinstance(last, Place)
    assert (last.tile, last.q, last.r, last.rotation) == (tile, q, r, expected)
    assert state.tiles_on_board()[-1] == (q, r, tile, expected)


def test_ghost_preview_shows_the_rotation_under_the_mouse(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "human"], seed=5)
    click_rack(qtbot, window, first_playable(window))
    key = sorted(window.play.highlights)[0]
    window.play.set_hover(key)
    assert window.play.ghost is not None
    move = window.play.targets[key][0]
    assert isinstance(move, Place)
    from holomino_desktop.engine.holomino import oriented

    assert window.play.ghost.values == oriented(move.tile, move.rotation)  # type: ignore[attr-defined]
    assert window.play.ghost.opacity() < 1.0


def test_edge_shift_moves_the_board_inside_the_window(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["random", "random"], seed=2)
    window.controller.hold("test")  # drive the moves ourselves
    state = window.controller.state
    assert isinstance(state, HolominoState)
    rng = random.Random(4)
    shifts = {state.window_shift()}
    while not state.is_terminal():
        window.controller.play(rng.choice(state.legal_moves()))
        shift = state.window_shift()
        shifts.add(shift)
        # the layer (tiles, holes, highlights) sits where the engine's window says
        assert window.board.painter is not None
        assert window.board.painter.layer.pos() == _centre(*shift)
    assert len(shifts) > 1, "this game should shift the board at least once"


def test_edge_shift_is_animated(qtbot, window: MainWindow) -> None:
    window.set_animation("fast")
    start(window, "holomino", ["random", "random"], seed=2)
    window.controller.hold("test")
    state = window.controller.state
    assert isinstance(state, HolominoState)
    rng = random.Random(4)
    painter = window.board.painter
    assert painter is not None
    while not state.is_terminal():
        before = state.window_shift()
        window.controller.play(rng.choice(state.legal_moves()))
        if state.window_shift() != before:
            target = _centre(*state.window_shift())
            assert painter.layer.pos() != target  # moving, not jumping
            qtbot.waitUntil(lambda t=target: painter.layer.pos() == t, timeout=3000)
            return
    raise AssertionError("no shift happened")


def _position_without_placement() -> HolominoState:
    """A constructed position in which no tile fits anywhere.

    Real games almost never get there (a cell with one demanded number takes half the tiles),
    so we mark every frontier cell as a conflict, as two clashing neighbours would.
    """
    from holomino_desktop.engine import get_game

    state = get_game("holomino").new_initial_state(seed=5)
    rng = random.Random(5)
    for _ in range(10):
        state.apply(rng.choice(state.legal_moves()))
    state.req = {cell: -1 for cell in state.req}
    assert all(isinstance(m, ReturnTile) for m in state.legal_moves())
    return state


def test_actions_enabled_only_when_legal(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "human"], seed=8)
    ret = window.play.action_buttons["return"]
    assert not ret.isEnabled(), "placements exist: returning a tile is illegal"
    assert not window.widgets.place_button.isEnabled(), "nothing selected yet"
    click_rack(qtbot, window, 0)
    assert not ret.isEnabled()
    # a position where no tile fits: return becomes legal once a tile is chosen
    stuck = _position_without_placement()
    window.controller.state = stuck
    window.controller.results = []
    window.play.selected_tiles = []
    window.refresh()
    assert all(not b.playable for b in window.widgets.rack.buttons)
    assert not ret.isEnabled()
    assert "no tile of yours fits" in window.widgets.status.text()
    click_rack(qtbot, window, 0)
    assert ret.isEnabled()
    assert not window.widgets.place_button.isEnabled()
    player = stuck.current_player
    qtbot.mouseClick(ret, Qt.MouseButton.LeftButton)
    result = window.controller.results[-1]
    assert isinstance(result.move, ReturnTile) and result.player == player


def test_rack_and_buttons_disabled_while_the_ai_moves(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "random"], seed=1)
    wait_for_human(qtbot, window)
    state = window.controller.state
    assert state is not None and state.current_player == 0
    click_rack(qtbot, window, first_playable(window))
    click_target(qtbot, window, sorted(window.play.highlights)[0])
    window.controller.hold("test")  # freeze the AI's turn before its search starts
    assert state.current_player == 1
    window.refresh()
    assert all(not b.isEnabled() for b in window.widgets.rack.buttons)
    assert not window.widgets.place_button.isEnabled()
    assert not any(b.isEnabled() for b in window.play.action_buttons.values())


def test_click_on_a_wrong_cell_says_why(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "human"], seed=9)
    click_rack(qtbot, window, first_playable(window))
    painter = window.board.painter
    assert painter is not None
    # a cell far from the layout: not adjacent to any tile
    far = painter.layer.mapToScene(_centre(-4, 0))
    before = len(window.controller.results)
    window.play.board_clicked(far)
    assert len(window.controller.results) == before
    assert window.widgets.status.text() == "This place does not touch the layout."


def test_keyboard_play(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "human"], seed=12)
    playable = [i for i, b in enumerate(window.widgets.rack.buttons) if b.playable]
    qtbot.keyClick(window, Qt.Key(Qt.Key.Key_1 + playable[0]))
    assert window.play.selected_tile is not None and window.play.cursor_key in window.play.targets
    window.widgets.view.setFocus()
    start_key = window.play.cursor_key
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(window.widgets.view, key)
        assert window.play.cursor_key in window.play.targets
    aimed = window.play.cursor_key
    qtbot.keyClick(window.widgets.view, Qt.Key.Key_Return)
    move = window.controller.results[-1].move
    assert isinstance(move, Place) and (move.q, move.r) == aimed
    assert start_key is not None


def test_hot_seat_with_open_hands_needs_no_hand_over(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "human"], seed=4)
    rng = random.Random(2)
    seats_seen = set()
    for _ in range(4):
        state = window.controller.state
        assert state is not None
        seats_seen.add(window.rack_view.rack_seat)
        assert window.rack_view.rack_seat == state.current_player
        assert window.rack_view.handover_seat == -1 and window.widgets.handover.isHidden()
        playable = [i for i, b in enumerate(window.widgets.rack.buttons) if b.playable]
        click_rack(qtbot, window, rng.choice(playable))
        click_target(qtbot, window, sorted(window.play.highlights)[0])
    assert seats_seen == {0, 1}


def test_new_game_dialog_offers_options_and_is_remembered(
    qtbot, window: MainWindow, settings
) -> None:
    dialog = NewGameDialog(
        GameConfig("holomino", {}, [SeatConfig("Ana"), SeatConfig("Bo", "ai", "expert")]), window
    )
    qtbot.addWidget(dialog)
    assert "scoring" in dialog.option_widgets
    combo = dialog.option_widgets["scoring"]
    combo.setCurrentIndex(combo.findData("product"))
    config = dialog.config()
    assert config.options == {"scoring": "product"}
    assert [s.kind for s in config.seats] == ["human", "ai"]
    assert config.seats[1].level == "expert"
    window.start_game(config)
    assert window.controller.game is not None
    assert window.controller.game.options["scoring"] == "product"
    again = MainWindow(settings, start=False)
    qtbot.addWidget(again)
    remembered = again.last_config()
    assert remembered.options == {"scoring": "product"}
    assert [s.name for s in remembered.seats] == ["Ana", "Bo"]
    again.controller.shutdown()


def test_scene_point_mapping_of_holes_and_tiles(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["random", "random"], seed=21)
    window.controller.hold("test")
    state = window.controller.state
    assert isinstance(state, HolominoState)
    rng = random.Random(1)
    while not state.holes:
        window.controller.play(rng.choice(state.legal_moves()))
    painter = window.board.painter
    from holomino_desktop.ui.scene.holomino import HoleItem

    holes = [i for i in painter.extras if isinstance(i, HoleItem)]  # type: ignore[union-attr]
    assert [h.value for h in holes] == [h.value for h in state.holes]
    assert isinstance(holes[0].pos(), QPointF)


def test_dropping_a_tile_places_it_or_says_why(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "human"], seed=14)
    index = first_playable(window)
    click_rack(qtbot, window, index)
    tile = window.play.selected_tile
    painter = window.board.painter
    assert painter is not None and tile is not None
    # a drop far from the layout: the tile stays in the rack and the status line says why
    window.widgets.view.tileDropped.emit(index, painter.layer.mapToScene(_centre(-5, 1)))
    assert window.controller.results == []
    assert window.widgets.status.text() == "This place does not touch the layout."
    # a drop on a highlighted cell places it, turned automatically
    key = sorted(window.play.highlights)[0]
    centre = window.play.highlights[key].mapToScene(
        window.play.highlights[key].boundingRect().center()
    )
    window.widgets.view.tileDropped.emit(index, centre)
    move = window.controller.results[-1].move
    assert isinstance(move, Place) and (move.tile, move.q, move.r) == (tile, *key)


def test_hint_aims_at_a_legal_move_without_playing_it(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["human", "random"], seed=16)
    wait_for_human(qtbot, window)
    played = len(window.controller.results)
    qtbot.mouseClick(window.widgets.hint_button, Qt.MouseButton.LeftButton)
    assert not window.widgets.hint_button.isEnabled(), "one hint search at a time"
    qtbot.waitUntil(lambda: window.widgets.status.text().startswith("Hint"), timeout=10000)
    assert len(window.controller.results) == played  # shown, not played
    assert window.play.selected_tile is not None and window.play.cursor_key in window.play.targets
    assert window.play.ghost is not None
    hinted = window.play.targets[window.play.cursor_key][window.play.variant]
    assert hinted in window.controller.legal_moves()
    assert window.widgets.hint_button.isEnabled()
    window.play.place_at_cursor()
    assert window.controller.results[played].move == hinted


def test_every_tile_is_drawn_inside_the_12_by_12_frame(qtbot, window: MainWindow) -> None:
    # the game of issue 21 that once offered a tile outside any 12 × 12 window, then played on
    from tests.engine.test_holomino import PARITY_GAME

    start(window, "holomino", ["human", "human"], seed=10, scoring="product")
    window.controller.hold("test")
    state = window.controller.state
    painter = window.board.painter
    assert isinstance(state, HolominoState) and painter is not None
    frame = painter.frame.sceneBoundingRect()  # type: ignore[attr-defined]
    rng = random.Random(10)
    texts = list(PARITY_GAME)
    while not state.is_terminal():
        legal = state.legal_moves()
        if not texts and state.parse_move("234@9,-14") in legal:
            texts.append("234@9,-14")  # offered before the fix: it left the frame
        move = state.parse_move(texts.pop(0)) if texts else rng.choice(legal)
        assert move in legal
        window.controller.play(move)
        assert window.controller.results[-1].move == move
        for item in painter.tiles:  # type: ignore[attr-defined]
            centre = item.sceneBoundingRect().center()
            assert frame.contains(centre), f"a tile is drawn outside the frame at {centre}"
