"""Play waits while the window asks something: no AI move is played, and no end-of-match box
appears, behind a modal question or dialog; play goes on once it is answered."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from holomino_desktop.ui.dialogs.new_game import NewGameDialog
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.settings import SettingsDialog
from holomino_desktop.ui.statistics import StatisticsDialog

from .helpers import start
from .modal import AnswerLater

B = QMessageBox.StandardButton
UNSAVED = "The game in progress has moves that are not saved. Save it first?"
#: how long each question stays open: the computers would play several moves meanwhile
OPEN_MS = 700


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(data))
    return data


def computers_playing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A game of two computers under way (a short pause between moves, as animations make)."""
    window.controller.ai_delay_ms = 40
    start(window, "holomino", ["random", "random"], seed=4)
    qtbot.waitUntil(lambda: len(window.controller.results) >= 2, timeout=10000)


def moves(window: MainWindow) -> int:
    return len(window.controller.results)


def run_events(ms: int) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.002)


ASKED: dict[str, tuple[type[QWidget], Callable[[MainWindow], object]]] = {
    "save or discard question": (QMessageBox, lambda w: w.restart_asked()),
    "new game dialog": (NewGameDialog, lambda w: w.show_new_game()),
    "settings dialog": (SettingsDialog, lambda w: w.comfort.settings_dialog()),
    "save as file dialog": (QFileDialog, lambda w: w.files.save_as()),
    "open file dialog": (QFileDialog, lambda w: w.files.open_dialog()),
    "about box": (QMessageBox, lambda w: w._about()),
}


@pytest.mark.parametrize("case", list(ASKED))
def test_no_move_is_played_while_a_modal_question_is_open(
    qtbot, window: MainWindow, case: str
) -> None:  # type: ignore[no-untyped-def]
    kind, ask = ASKED[case]
    computers_playing(qtbot, window)
    counts: dict[str, int] = {}
    answer = AnswerLater(
        kind,
        B.Cancel,
        wait_ms=OPEN_MS,
        opened=lambda _: counts.setdefault("opened", moves(window)),
        closing=lambda _: counts.setdefault("closing", moves(window)),
    )
    ask(window)
    assert answer.seen, f"the {case} was not shown"
    if case == "save or discard question":
        assert answer.texts == [UNSAVED]
    assert counts["opened"] == counts["closing"], "moves were played behind the question"
    assert window.summaries.summary is None  # no end-of-match box stacked on it
    assert not window.controller.held()
    qtbot.waitUntil(lambda: moves(window) > counts["closing"], timeout=10000)  # play goes on


def test_no_move_is_played_while_the_statistics_are_open(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    computers_playing(qtbot, window)
    dialog = window.comfort.statistics_dialog()
    assert isinstance(dialog, StatisticsDialog) and dialog.isModal()
    before = moves(window)
    run_events(OPEN_MS)
    assert moves(window) == before
    dialog.reject()
    qtbot.waitUntil(lambda: moves(window) > before, timeout=10000)


class SlowPlayer:
    """A computer that thinks a while: its search is still running when the question opens."""

    def __init__(self, player: Any) -> None:
        self.player = player
        self.started = 0
        self.found: list[float] = []  # when each search ended

    def choose_move(self, state: Any, budget: float = 1.0, cancel: Any = None) -> Any:
        self.started += 1
        time.sleep(0.3)
        self.found.append(time.monotonic())
        return self.player.choose_move(state, budget=budget, cancel=cancel)


def test_a_move_found_while_the_question_is_open_waits_for_the_answer(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    """The computer's search was under way when the question opened and ended behind it: its
    move is played after the answer, not behind the question."""
    computers_playing(qtbot, window)
    controller = window.controller
    slow = SlowPlayer(controller.players[0])
    controller.players = {seat: slow for seat in controller.players}
    qtbot.waitUntil(lambda: slow.started > 0, timeout=10000)
    before = moves(window)
    times: dict[str, float] = {}
    AnswerLater(
        QMessageBox,
        B.Cancel,
        wait_ms=OPEN_MS,
        opened=lambda _: times.setdefault("opened", time.monotonic()),
        closing=lambda _: times.setdefault("closing", time.monotonic()),
    )
    window.restart_asked()
    assert any(times["opened"] < t < times["closing"] for t in slow.found)  # found behind it
    assert moves(window) == before, "the move was played behind the question"
    qtbot.waitUntil(lambda: moves(window) > before, timeout=10000)
