"""Stress the game window: new games while the AI thinks, and many AI-vs-AI games.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_stress.py [--cycles 100] [--games 200]

1. ``--cycles`` times: start a game with two Expert seats, wait until the search runs, start
   another game at once. Afterwards no search may be left running (no leaked thread) and no
   abandoned answer may reach the new game.
2. ``--games`` AI-vs-AI games (random seats, every registered game in turn, each played to its
   end or ``--max-moves``) in one window; prints the growth of resident memory, which must stay
   under 20 MB (measured after a first warm-up game of each kind).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import holomino_desktop.ui  # noqa: E402,F401
from holomino_desktop.engine import GAME_IDS  # noqa: E402
from holomino_desktop.ui.controller import GameConfig, SeatConfig  # noqa: E402
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.self_test import play_ai_game  # noqa: E402


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; falls back to ru_maxrss)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def new_game_cycles(app: QApplication, window: MainWindow, cycles: int) -> tuple[bool, float]:
    controller = window.controller
    controller.budget = 5.0
    start = time.monotonic()
    for cycle in range(cycles):
        seats = [SeatConfig("E1", "ai", "expert"), SeatConfig("E2", "ai", "expert")]
        controller.new_game(GameConfig("holomino", {}, seats, cycle))
        deadline = time.monotonic() + 5
        while controller.thinking_seat < 0 and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.001)
    seats = [SeatConfig("H1", "human"), SeatConfig("H2", "human")]
    controller.new_game(GameConfig("holomino", {}, seats, 0))
    finished = controller.runner.pool.waitForDone(10000)
    app.processEvents()
    clean = finished and controller.runner.active_threads() == 0 and not controller.results
    return clean, time.monotonic() - start


def ai_games(window: MainWindow, games: int, max_moves: int) -> tuple[float, float, int]:
    window.controller.budget = 0.05
    for index, game_id in enumerate(GAME_IDS):  # warm-up: imports, caches, tables
        play_ai_game(window, game_id, seed=index, max_moves=max_moves)
    gc.collect()
    before = rss_mb()
    moves = 0
    for number in range(games):
        game_id = GAME_IDS[number % len(GAME_IDS)]
        moves += play_ai_game(window, game_id, seed=1000 + number, max_moves=max_moves)
    gc.collect()
    return before, rss_mb(), moves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cycles", type=int, default=100)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--max-moves", type=int, default=400)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    window = MainWindow(settings, start=False)
    window.resize(1280, 800)
    window.show()
    ok = True
    if args.cycles:
        clean, seconds = new_game_cycles(app, window, args.cycles)
        print(
            f"{args.cycles} new games while the AI thinks: "
            f"{'no leaked thread' if clean else 'LEAKED A SEARCH'} ({seconds:.1f} s)"
        )
        ok = ok and clean
    if args.games:
        start = time.monotonic()
        before, after, moves = ai_games(window, args.games, args.max_moves)
        growth = after - before
        print(
            f"{args.games} AI-vs-AI games ({moves} moves, {time.monotonic() - start:.0f} s): "
            f"RSS {before:.1f} -> {after:.1f} MB, growth {growth:+.1f} MB (limit 20 MB)"
        )
        ok = ok and growth < 20
    window.controller.shutdown()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
