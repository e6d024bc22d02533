"""AI seats think off the GUI thread; a new game cancels them without leaking a thread."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.self_test import play_ai_game

from .helpers import rss_mb, start


def test_new_game_while_the_ai_thinks_leaks_no_thread(qtbot, window: MainWindow) -> None:
    controller = window.controller
    controller.budget = 5.0  # long searches: only cancelling can end them quickly
    started = time.monotonic()
    for cycle in range(12):
        start(window, "holomino", ["expert", "expert"], seed=cycle)
        qtbot.waitUntil(lambda: controller.thinking_seat >= 0, timeout=3000)
    start(window, "holomino", ["human", "human"], seed=99)
    assert controller.runner.pool.waitForDone(5000)
    assert controller.runner.active_threads() == 0
    assert controller.thinking_seat == -1
    assert time.monotonic() - started < 20, "cancelled searches must stop promptly"
    # the abandoned searches' answers never reach the new game
    QApplication.processEvents()
    assert controller.results == []


def test_the_event_loop_keeps_running_while_the_ai_thinks(qtbot, window: MainWindow) -> None:
    controller = window.controller
    controller.budget = 0.6
    start(window, "holomino", ["expert", "human"], seed=1)
    state = controller.state
    assert state is not None
    if state.current_player != 0:  # let the human start by handing the turn over
        start(window, "holomino", ["human", "expert"], seed=1)
    qtbot.waitUntil(lambda: controller.thinking_seat >= 0, timeout=3000)
    gaps = []
    last = time.perf_counter()
    while controller.thinking_seat >= 0:
        QApplication.processEvents()
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
        time.sleep(0.002)
    # the search runs on the worker: the GUI thread kept turning (a loaded machine may still
    # deschedule us now and then, so the typical gap is what this test checks; the worst one
    # is measured by benchmarks/ui_stall.py)
    assert len(gaps) >= 20, f"only {len(gaps)} event-loop passes during a 0.6 s search"
    gaps.sort()
    assert gaps[len(gaps) // 2] < 0.05, f"median gap {gaps[len(gaps) // 2] * 1000:.0f} ms"
    assert len(controller.results) == 1


def test_every_registered_game_plays_ai_vs_ai_through_the_window(qtbot, window: MainWindow) -> None:
    for index, game_id in enumerate(GAME_IDS):
        moves = play_ai_game(window, game_id, seed=40 + index, max_moves=60, timeout_s=60)
        assert moves > 0
        assert window.widgets.scene.items()


class _BrokenPlayer:
    def choose_move(self, state, budget=1.0, cancel=None):  # type: ignore[no-untyped-def]
        raise RuntimeError("search exploded")


def test_a_failing_ai_seat_does_not_stall_the_game(qtbot, window: MainWindow) -> None:
    start(window, "holomino", ["random", "random"], seed=3)
    controller = window.controller
    controller.hold("test")
    controller.players = {0: _BrokenPlayer(), 1: _BrokenPlayer()}  # type: ignore[dict-item]
    controller.release("test")
    qtbot.waitUntil(lambda: len(controller.results) >= 3, timeout=5000)
    assert "search exploded" in window.widgets.status.text() or controller.results


def test_many_ai_games_in_one_window_keep_memory_flat(qtbot, window: MainWindow) -> None:
    """Short version of benchmarks/ui_stress.py (200 games there)."""
    import gc

    for index, game_id in enumerate(GAME_IDS):  # warm-up: imports, tables, caches
        play_ai_game(window, game_id, seed=index, max_moves=40)
    gc.collect()
    before = rss_mb()
    for number in range(len(GAME_IDS)):
        play_ai_game(window, GAME_IDS[number % len(GAME_IDS)], seed=50 + number, max_moves=40)
    gc.collect()
    assert rss_mb() - before < 20
    assert len(window.widgets.scene.items()) < 400, "old boards must leave the scene"


def test_the_window_expert_searches_on_one_worker_process_per_core(window: MainWindow) -> None:
    from holomino_desktop.ai.search_pool import (
        ParallelExpertPlayer,
        default_processes,
        shared_pool,
    )

    start(window, "hexadomino", ["expert", "human"], seed=3)
    expert = window.controller.players[0]
    assert isinstance(expert, ParallelExpertPlayer)
    assert expert.processes == default_processes()
    assert expert.budget == window.controller.budget
    if expert.processes > 1:  # started with the game, so its first move can use them
        assert shared_pool(expert.processes).alive == expert.processes
    # the other levels are the AI package's own players, in this process
    start(window, "hexadomino", ["intermediate", "human"], seed=3)
    assert not isinstance(window.controller.players[0], ParallelExpertPlayer)


def test_a_hint_is_searched_on_the_experts_workers(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from holomino_desktop.ai import search_pool
    from holomino_desktop.engine import get_game
    from holomino_desktop.ui.ai_adapter import HintPlayer

    asked: list[int] = []
    searched = search_pool.SearchPool.search

    def spy(pool, *args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(pool.processes)
        return searched(pool, *args, **kwargs)

    monkeypatch.setattr(search_pool, "default_processes", lambda: 2)
    monkeypatch.setattr(search_pool.SearchPool, "search", spy)
    state = get_game("hexadomino").new_initial_state(seed=7)
    view = state.view(state.current_player)
    move = HintPlayer().choose_move(view, budget=0.3)
    assert move in state.legal_moves()
    assert asked == [2]
