"""Event-loop stall while the Expert AI searches on its worker thread.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_stall.py [--moves 4] [--budget 1.0]

A 5 ms QTimer runs on the GUI thread while AI-vs-AI moves are searched; the longest gap between
two ticks during a search is the worst stall a person would feel. Target: < 50 ms. Gaps that
include the GUI thread's own work of applying and drawing a finished move are reported apart.
On a loaded machine the OS may deschedule the process; run it on an idle one.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import holomino_desktop.ui  # noqa: E402,F401
from holomino_desktop.engine import GAME_IDS  # noqa: E402
from holomino_desktop.ui.controller import GameConfig, SeatConfig  # noqa: E402
from holomino_desktop.ui.main_window import MainWindow  # noqa: E402


def stall(
    app: QApplication, window: MainWindow, game_id: str, moves: int
) -> tuple[list[float], list[float]]:
    """Tick gaps while a search runs, and gaps that include applying and drawing a move."""
    gaps: list[float] = []
    move_gaps: list[float] = []
    last = [time.perf_counter(), 0]

    def tick() -> None:
        now = time.perf_counter()
        played = len(window.controller.results)
        if played != last[1]:
            move_gaps.append((now - last[0]) * 1000.0)  # the GUI thread drew a move
        elif window.controller.thinking_seat >= 0:
            gaps.append((now - last[0]) * 1000.0)
        last[0], last[1] = now, played

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    seats = [SeatConfig("E1", "ai", "expert"), SeatConfig("E2", "ai", "expert")]
    window.controller.new_game(GameConfig(game_id, {}, seats, 1))
    timer.start()
    deadline = time.monotonic() + moves * (window.controller.budget + 2) + 10
    while len(window.controller.results) < moves and time.monotonic() < deadline:
        state = window.controller.state
        if state is None or state.is_terminal():
            break
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    return gaps, move_gaps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=4)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    window = MainWindow(settings, start=False)
    window.resize(1280, 800)
    window.show()
    window.controller.budget = args.budget
    worst_all = 0.0
    for game_id in args.game or ["holomino"]:
        gaps, move_gaps = stall(app, window, game_id, args.moves)
        if not gaps:
            print(f"{game_id}: no search observed")
            continue
        worst = max(gaps)
        worst_all = max(worst_all, worst)
        print(
            f"{game_id}: {len(window.controller.results)} expert moves, budget {args.budget} s: "
            f"during the search tick gap median {statistics.median(gaps):.1f} ms, "
            f"p99 {sorted(gaps)[int(len(gaps) * 0.99) - 1]:.1f} ms, worst {worst:.1f} ms; "
            f"applying + drawing a move: worst {max(move_gaps, default=0.0):.1f} ms"
        )
    window.controller.shutdown()
    print(f"worst event-loop stall during a search: {worst_all:.1f} ms (target < 50 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
