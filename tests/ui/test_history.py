"""Undo / redo from the game record: against AI seats, in hot-seat games; an undo reshuffles
the stock nobody has seen, a redo gives back exactly what was seen."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import State
from holomino_desktop.engine.record import GameRecord, load_record
from holomino_desktop.ui.history import GameHistory, replay_moves
from holomino_desktop.ui.main_window import MainWindow

from .helpers import start, wait_for_human


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(tmp_path / "data"))


def play_random(window: MainWindow, rng: random.Random) -> None:
    """One legal move for the human to move, through the controller."""
    if window.rack_view.handover_seat >= 0:  # hot-seat: the next player takes the computer
        window.rack_view.handover_done()
    moves = window.controller.legal_moves()
    assert window.controller.play_human(rng.choice(moves)) is not None


def test_history_undo_target_skips_ai_moves() -> None:
    record = GameRecord("holomino", {}, 1)
    history = GameHistory(record)
    for text, player in [("a", 0), ("b", 1), ("c", 0), ("d", 1)]:
        history.push(text, player)
    human = lambda seat: seat == 0  # noqa: E731
    assert history.undo_target(human) == 2
    history.take_back(2)
    assert history.moves == ["a", "b"]
    assert history.redo_count(human) == 2
    assert history.undo_target(human) == 0


def test_history_new_move_clears_redo_but_same_move_keeps_it() -> None:
    history = GameHistory(GameRecord("holomino", {}, 1))
    for text, player in [("a", 0), ("b", 1), ("c", 0)]:
        history.push(text, player)
    history.take_back(1)
    history.push("b", 1)  # the move redo would replay: the rest of redo stays
    assert [s.text for s in history.redo_steps] == ["c"]
    history.push("x", 0)
    assert history.redo_steps == []


def test_replaying_a_prefix_rebuilds_the_exact_position() -> None:
    game = get_game("triominos")
    state = game.new_initial_state(seed=11)
    rng = random.Random(3)
    texts, prints = [], [state.fingerprint()]
    for _ in range(12):
        if state.is_terminal():
            break
        move = rng.choice(state.legal_moves())
        texts.append(str(move))
        state.apply(move)
        prints.append(state.fingerprint())
    record = GameRecord.start(game, 11)
    for upto in (0, 3, len(texts)):
        replayed, results = replay_moves(record, texts[:upto])
        assert replayed.fingerprint() == prints[upto]
        assert len(results) == upto


def test_undo_against_ai_rewinds_to_the_humans_decision(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(window, "holomino", ["human", "random"], seed=5)
    rng = random.Random(1)
    wait_for_human(qtbot, window)
    before_first = seen(window.state)
    opening = list(window.comfort.history.history.moves)  # the AI may have opened
    play_random(window, rng)
    wait_for_human(qtbot, window)
    after_reply = window.state.fingerprint()
    moves_after_reply = list(window.comfort.history.history.moves)
    assert len(moves_after_reply) == len(opening) + 2  # the human's move and the AI's reply
    assert window.comfort.undo_action.isEnabled()

    window.comfort.undo()
    assert seen(window.state) == before_first  # the stock nobody has seen is reshuffled
    assert window.controller.human_to_move()
    assert window.comfort.history.history.moves == opening
    assert len(window.controller.results) == len(opening)
    assert not window.comfort.undo_action.isEnabled()
    assert window.comfort.redo_action.isEnabled()

    window.comfort.redo()
    assert window.state.fingerprint() == after_reply
    assert window.comfort.history.history.moves == moves_after_reply
    assert len(window.controller.results) == len(moves_after_reply)
    assert window.widgets.log.topLevelItemCount() >= len(moves_after_reply)


def test_undo_while_the_ai_thinks_cancels_the_search(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.controller.ai_delay_ms = 10_000  # the AI would start only much later
    start(window, "square_domino", ["human", "random"], seed=3)
    wait_for_human(qtbot, window)
    before = window.state.fingerprint()
    play_random(window, random.Random(2))
    assert window.controller.seat_is_ai(window.state.current_player)
    window.comfort.undo()
    assert window.state.fingerprint() == before
    assert not window.controller.runner.is_busy()
    assert not window.controller._timer.isActive()
    assert window.controller.human_to_move()


def _drawn(qtbot, window: MainWindow) -> int:  # type: ignore[no-untyped-def]
    """The human clicks Draw (Triominos): the tile that came into the rack."""
    before = list(window.state.hand(0))
    qtbot.mouseClick(window.play.action_buttons["draw"], Qt.MouseButton.LeftButton)
    after = list(window.state.hand(0))
    for tile in before:
        after.remove(tile)
    assert len(after) == 1
    return after[0]


def test_a_draw_taken_back_does_not_tell_the_next_draw(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Against the computer nobody is asked: draw, Edit → Undo, draw again, six times. The
    undo reshuffles the stock nobody has seen, so the draws differ; the record (reshuffles
    included) saved and opened again replays to exactly the position on the table."""
    start(window, "triominos", ["human", "random"], seed=6)
    rng = random.Random(2)
    wait_for_human(qtbot, window)
    for _ in range(4):  # past the opening, the human to move
        if window.controller.record.moves and window.controller.human_to_move():
            break
        play_random(window, rng)
        wait_for_human(qtbot, window)
    first = _drawn(qtbot, window)
    again = []
    for _ in range(6):
        window.comfort.undo_action.trigger()
        assert first not in window.state.hand(0) and window.controller.human_to_move()
        again.append(_drawn(qtbot, window))
    assert any(tile != first for tile in again)
    path = tmp_path / "undone.holomino.json"
    assert window.files.save_to(str(path))
    record, state, _ = load_record(path)
    assert state.fingerprint() == window.state.fingerprint()
    assert record.reshuffles and json.loads(path.read_text())["version"] == 2


def seen(state: State) -> tuple[object, ...]:
    """A position as the players know it: every seat's view and where every tile is (the
    order of the stock, which nobody has seen, left out)."""
    views = tuple(state.view(seat).fingerprint() for seat in range(state.num_players))
    census = sorted((where, sorted(tiles)) for where, tiles in state.tile_census().items())
    return views, str(census), state.current_player


def test_hot_seat_undo_steps_one_move_and_redo_all_the_way(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(window, "hexadomino", ["human", "human"], seed=2)
    rng = random.Random(5)
    prints, seens = [window.state.fingerprint()], [seen(window.state)]
    for _ in range(4):
        play_random(window, rng)
        prints.append(window.state.fingerprint())
        seens.append(seen(window.state))
    for back in range(1, 5):
        window.comfort.undo()  # the same position, the stock reshuffled
        assert seen(window.state) == seens[-1 - back]
    assert not window.comfort.history.can_undo()
    for forward in range(1, 5):
        window.comfort.redo()
        assert window.state.fingerprint() == prints[forward]
    assert not window.comfort.history.can_redo()


def test_undo_shortcuts_are_in_the_edit_menu(window: MainWindow) -> None:
    comfort = window.comfort
    assert comfort.undo_action.shortcut().toString() == "Ctrl+Z"
    assert comfort.redo_action.shortcut().toString() == "Ctrl+Shift+Z"
    assert comfort.undo_action in comfort.edit_menu.actions()


def test_undo_after_a_round_end_closes_the_summary_and_resumes(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Square domino is played over rounds: undo from the round summary goes back into the
    round, redo brings the end of the round back."""
    start(window, "square_domino", ["human", "random"], seed=12)
    rng = random.Random(8)
    for _ in range(400):
        wait_for_human(qtbot, window)
        if window.summaries.summary is not None or window.state.is_terminal():
            break
        play_random(window, rng)
    assert window.summaries.summary is not None, "no round ended"
    ended = window.state.fingerprint()
    window.comfort.undo()
    assert window.summaries.summary is None
    assert not window.controller.held()
    assert window.controller.human_to_move()
    assert not any("round_end" in r.events for r in window.controller.results[-1:])
    window.comfort.redo()
    assert window.state.fingerprint() == ended
