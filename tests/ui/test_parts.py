"""The parts of the window stand alone (issue 17): the controller owns the game's record, the
history and the move log follow the controller without a window."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QGraphicsScene

from holomino_desktop.engine.record import GameRecord
from holomino_desktop.ui.board import Board
from holomino_desktop.ui.controller import GameConfig, GameController, SeatConfig
from holomino_desktop.ui.history import HistoryManager
from holomino_desktop.ui.move_log_view import MoveLogView
from holomino_desktop.ui.scene.view import BoardView
from holomino_desktop.ui.widgets.seats import MoveLog


def hot_seat(controller: GameController, game_id: str = "triominos", seed: int = 5) -> None:
    seats = [SeatConfig("Ana"), SeatConfig("Bo")]
    controller.new_game(GameConfig(game_id, {}, seats, seed))


def play(controller: GameController, count: int, rng: random.Random) -> list[str]:
    played = []
    for _ in range(count):
        result = controller.play_human(rng.choice(controller.legal_moves()))
        assert result is not None
        played.append(str(result.move))
    return played


def test_the_controller_records_every_move_it_plays(qapp) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    hot_seat(controller)
    played = play(controller, 6, random.Random(3))
    record = controller.record
    assert record is not None
    assert (record.game, record.seed) == ("triominos", 5)
    assert [(s.name, s.kind) for s in record.players] == [("Ana", "human"), ("Bo", "human")]
    assert record.moves == played
    assert controller.movers == [r.player for r in controller.results]
    # the record replays to the very position the controller shows
    replayed, _ = GameRecord.from_json(record.to_json()).replay()
    assert controller.state is not None
    assert replayed.fingerprint() == controller.state.fingerprint()
    controller.restore(controller.state, [], None)  # a lesson position: no record
    assert controller.record is None and controller.movers == []
    controller.shutdown()


def test_history_rewinds_the_controllers_record(qapp) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    history = HistoryManager(controller)
    hot_seat(controller)
    played = play(controller, 4, random.Random(8))
    assert history.undo()
    assert controller.record is not None and controller.record.moves == played[:3]
    assert [s.text for s in history.redo_steps] == [played[3]]
    assert history.redo()
    assert controller.record.moves == played and history.redo_steps == []
    controller.shutdown()


def test_the_move_log_is_drawn_from_the_controllers_results(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    log = MoveLog()
    scene = QGraphicsScene()
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    board = Board(controller, scene, BoardView(scene), store)
    view = MoveLogView(controller, log, board)
    controller.gameStarted.connect(lambda: board.new_painter())
    controller.moveApplied.connect(view.move_applied)
    hot_seat(controller)
    play(controller, 5, random.Random(2))
    shown = [log.topLevelItem(i).text(1) for i in range(log.topLevelItemCount())]
    view.render()  # a language switch or a restored position draws it again, the same
    assert [log.topLevelItem(i).text(1) for i in range(log.topLevelItemCount())] == shown
    assert len(shown) == 5 and shown[0].startswith("Ana\n")
    controller.shutdown()
