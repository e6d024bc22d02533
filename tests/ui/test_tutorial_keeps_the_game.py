"""A tutorial never throws away the game in progress: before it takes the board the window asks
as before any other game (save, discard or cancel); leaving the tutorial brings the game back
unless the player discarded it, and the autosave keeps it while the tutorial runs."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from holomino_desktop.ui import persistence
from holomino_desktop.ui.main_window import MainWindow

from .helpers import human_turn, start, wait_for_human
from .modal import AnswerLater
from .test_persistence import play_some, snapshot

B = QMessageBox.StandardButton
UNSAVED = "The game in progress has moves that are not saved. Save it first?"


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(data))
    return data


def two_moves_of_holandski(qtbot, window: MainWindow) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    """A Holandski domino game against the computer, two of the player's moves played, the
    autosave on (as in the program)."""
    window.comfort.use_data_folder()
    start(window, "dutch_domino", ["human", "beginner"], seed=12)
    play_some(qtbot, window, 2)
    wait_for_human(qtbot, window)
    assert len(window.controller.record.moves) >= 2
    return snapshot(window)


def autosaved() -> list[str] | None:
    path = persistence.autosave_path()
    return json.loads(path.read_text("utf-8"))["moves"] if path.exists() else None


def learn_holomino(window: MainWindow, answer: QMessageBox.StandardButton) -> AnswerLater:
    """Help → Tutorials → Learn Holomino, the question answered with ``answer``."""
    asked = AnswerLater(QMessageBox, answer)
    window.tutorials.menu_actions["holomino"].trigger()
    return asked


def test_cancel_keeps_the_game_and_starts_no_tutorial(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    before = two_moves_of_holandski(qtbot, window)
    moves = list(window.controller.record.moves)
    asked = learn_holomino(window, B.Cancel)
    assert asked.texts == [UNSAVED]
    assert not window.tutorials.isVisible() and window.tutorials.lesson is None
    assert snapshot(window) == before
    assert window.controller.move_filter is None and not window.controller.held()
    assert autosaved() == moves


def test_save_then_leaving_the_tutorial_brings_the_same_game_back(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    before = two_moves_of_holandski(qtbot, window)
    moves = list(window.controller.record.moves)
    kept = tmp_path / "kept.holomino.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(kept), ""))
    asked = learn_holomino(window, B.Save)
    assert asked.texts == [UNSAVED]
    panel = window.tutorials
    assert panel.isVisible() and panel.lesson is not None and panel.lesson.game_id == "holomino"
    assert json.loads(kept.read_text("utf-8"))["moves"] == moves
    # the tutorial's games never take the autosave's place: the last step is a real game
    panel.go(len(panel.lesson.steps) - 1)
    wait_for_human(qtbot, window)
    human_turn(qtbot, window, random.Random(3))
    assert window.controller.config.game_id == "holomino"
    assert autosaved() == moves
    panel.leave()
    assert window.controller.config.game_id == "dutch_domino"
    assert snapshot(window) == before  # the same game, the same moves, the same position
    assert window.controller.record.moves == moves
    assert window.files.current_path == str(kept) and not window.files.unsaved()
    assert autosaved() == moves
    assert window.status_line.message == "The game in progress is back."


def test_closing_the_panel_brings_the_game_back_too(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """No question when everything is saved; the dock's own close button returns the game."""
    before = two_moves_of_holandski(qtbot, window)
    window.files.saved_moves = list(window.controller.record.moves)  # as after a save
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or B.Cancel)
    window.tutorials.menu_actions["holomino"].trigger()
    assert asked == []  # nothing to lose: not asked
    assert window.tutorials.isVisible()
    window.tutorials.close()
    assert snapshot(window) == before


def test_discard_drops_the_game_and_its_autosave(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    before = two_moves_of_holandski(qtbot, window)
    asked = learn_holomino(window, B.Discard)
    assert asked.texts == [UNSAVED]
    assert window.tutorials.isVisible()
    assert autosaved() is None  # not offered at the next start either
    window.tutorials.leave()
    assert window.controller.config.game_id == "holomino"  # a normal game of the lesson's kind
    assert snapshot(window) != before
    assert autosaved() != before[2]
