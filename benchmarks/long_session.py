"""A long evening in one window: many AI-vs-AI games, resident memory every 20 games.

    QT_QPA_PLATFORM=offscreen python benchmarks/long_session.py [--games 200] [--level random]
        [--budget 0.05] [--every 20] [--max-moves 400]

Every registered game in turn, each played to its end through the real window (controller,
AI thread, scene, move log). Prints RSS and the AI search tasks still alive every ``--every``
games; the target is a growth after the first ``--every`` games of under 10 MB (issue 20: it
was ~0.27 MB per game, 102 -> 154 MB over 200 games). Exit status 1 when the target is missed.
Not a timed test: it takes minutes.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from ui_stress import rss_mb  # noqa: E402  (a sibling script: benchmarks/ is on sys.path)

import holomino_desktop.ui  # noqa: E402,F401
from holomino_desktop.engine import GAME_IDS, game_class  # noqa: E402
from holomino_desktop.ui import ai_adapter  # noqa: E402
from holomino_desktop.ui.controller import GameConfig, SeatConfig  # noqa: E402
from holomino_desktop.ui.main_window import MainWindow  # noqa: E402

TARGET_MB = 10.0


def live_tasks() -> int:
    """AI search tasks still alive (each holds a state clone, an Event and the player)."""
    return sum(isinstance(o, ai_adapter._SearchTask) for o in gc.get_objects())


def play(app: QApplication, window: MainWindow, game_id: str, seed: int, args: Any) -> int:
    """One AI-vs-AI game of ``game_id`` through the window, to its end; the moves played."""
    seats = [
        SeatConfig(f"AI {p + 1}", "ai", args.level) for p in range(game_class(game_id).min_players)
    ]
    window.controller.new_game(GameConfig(game_id, {}, seats, seed))
    deadline = time.monotonic() + args.timeout
    while True:
        state = window.controller.state
        assert state is not None
        if state.is_terminal() or len(window.controller.results) >= args.max_moves:
            return len(window.controller.results)
        if window.summaries.summary is not None:  # a round summary holds the match: go on
            window.summaries.summary.accept()
        if time.monotonic() > deadline:
            raise TimeoutError(f"{game_id} seed {seed}: the game did not finish in time")
        app.processEvents()
        time.sleep(0.0005)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--every", type=int, default=20, help="print RSS every N games")
    parser.add_argument("--level", default=ai_adapter.RANDOM_LEVEL, choices=ai_adapter.ai_levels())
    parser.add_argument("--budget", type=float, default=0.05, help="AI think time per move")
    parser.add_argument("--max-moves", type=int, default=400)
    parser.add_argument("--timeout", type=float, default=300.0, help="per game, seconds")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    window = MainWindow(settings, start=False)
    window.setProperty("quiet_end", True)
    window.resize(1280, 800)
    window.show()
    window.controller.budget = args.budget
    window.controller.ai_delay_ms = 0
    start = time.monotonic()
    first: float | None = None
    moves = 0
    print(f"{'games':>5} {'RSS MB':>8} {'growth':>7} {'tasks':>6} {'moves':>6} {'s':>5}")
    for number in range(1, args.games + 1):
        moves += play(app, window, GAME_IDS[number % len(GAME_IDS)], 1000 + number, args)
        if number % args.every == 0 or number == args.games:
            app.processEvents()
            gc.collect()
            rss = rss_mb()
            first = rss if first is None else first
            elapsed = time.monotonic() - start
            print(
                f"{number:5d} {rss:8.1f} {rss - first:+7.1f} {live_tasks():6d} {moves:6d} "
                f"{elapsed:5.0f}",
                flush=True,
            )
    growth = rss_mb() - (first if first is not None else rss_mb())
    verdict = "ok" if growth < TARGET_MB else "MISSED"
    print(
        f"growth after the first {args.every} games: {growth:+.1f} MB "
        f"(target < {TARGET_MB:g} MB: {verdict}); level {args.level}, budget {args.budget} s"
    )
    window.controller.shutdown()
    return 0 if growth < TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
