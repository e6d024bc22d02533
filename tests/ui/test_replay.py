"""The replay viewer: stepping, jumping, play / pause, log and breakdown in sync."""

from __future__ import annotations

import random

from holomino_desktop.engine import get_game
from holomino_desktop.engine.record import GameRecord, Seat
from holomino_desktop.ui.replay import ReplayViewer


def finished_record(game_id: str = "holomino", seed: int = 3) -> GameRecord:
    game = get_game(game_id)
    state = game.new_initial_state(seed=seed)
    record = GameRecord.start(game, seed, [Seat("Ana"), Seat("Bo", "ai", "expert")])
    rng = random.Random(seed)
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    record.finish(state)
    return record


def test_replay_steps_and_jumps_in_sync(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = finished_record()
    viewer = ReplayViewer.from_record(record)
    qtbot.addWidget(viewer)
    viewer.show()
    total = len(record.moves)
    assert viewer.index == 0 and not viewer.back_button.isEnabled()
    viewer.step_forward()
    viewer.step_forward()
    assert viewer.index == 2
    assert viewer.slider.value() == 2
    assert viewer.log.currentItem() is viewer.log.topLevelItem(2)
    assert viewer.log.topLevelItem(2).text(1) in viewer.breakdown.text()  # "Bo: 1-2-3"
    state, _ = GameRecord(
        record.game, record.options, record.seed, record.players, record.moves[:2]
    ).replay()
    assert viewer.positions[2].fingerprint() == state.fingerprint()
    viewer.jump(total)
    assert viewer.index == total and not viewer.next_button.isEnabled()
    assert str(record.result["scores"][0]) in viewer.totals.text()
    viewer.step_back()
    assert viewer.index == total - 1
    viewer.log.setCurrentItem(viewer.log.topLevelItem(5))  # a click in the move list
    assert viewer.index == 5 and viewer.slider.value() == 5
    viewer.slider.setValue(1)
    assert viewer.index == 1
    assert viewer.scene.items()


def test_replay_play_and_pause(qtbot) -> None:  # type: ignore[no-untyped-def]
    viewer = ReplayViewer.from_record(finished_record("dutch_domino", 4))
    qtbot.addWidget(viewer)
    viewer.speed.setCurrentIndex(viewer.speed.count() - 1)  # very fast
    viewer.toggle_play()
    assert viewer.playing
    qtbot.waitUntil(lambda: viewer.index >= 2, timeout=5000)
    viewer.toggle_play()
    assert not viewer.playing
    stopped = viewer.index
    qtbot.wait(400)
    assert viewer.index == stopped


def test_every_game_replays(qtbot) -> None:  # type: ignore[no-untyped-def]
    for game_id in ("triominos", "hexadomino", "square_domino"):
        record = finished_record(game_id, 2)
        viewer = ReplayViewer.from_record(record)
        qtbot.addWidget(viewer)
        viewer.jump(len(record.moves) // 2)
        viewer.jump(len(record.moves))
        assert viewer.positions[-1].is_terminal()


def test_the_move_list_says_the_moves_in_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A row names the mover and the tiles by their numbers, or what a move that laid no tile
    did ("Bought a tile", "Passed"), never the notation ("4-7@E", "buy")."""
    record = finished_record("dutch_domino", 4)
    viewer = ReplayViewer.from_record(record)
    qtbot.addWidget(viewer)
    rows = [viewer.log.topLevelItem(i).text(1) for i in range(1, viewer.log.topLevelItemCount())]
    assert len(rows) == len(record.moves)
    for row, move in zip(rows, record.moves, strict=True):
        assert "@" not in row and not row.endswith(f": {move}"), row
    assert any(row.endswith(": Bought a tile") for row in rows), rows
    viewer.jump(len(record.moves))
    assert "@" not in viewer.breakdown.text()
