"""On-screen repaint time of a full board, for every game.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_repaint.py [--repeats 30] [--game ID]
    xvfb-run -a -s "-screen 0 1920x1080x24" python benchmarks/ui_repaint.py --platform xcb

Each game is played with random moves until its table is full (the last position of a round,
before the round's end clears it); then the shown 1280 × 800 window's board viewport is
repainted with ``view.viewport().repaint()``, the synchronous paint the screen gets (not
``view.render()`` into an image, which skips the backing store and is several times faster).

Printed per game: the median and worst of ``--repeats`` warm repaints (tiles and frame from
their caches, as on screen between moves), in wall time and in CPU time (which a busy
machine's other processes do not inflate); "cold", the first paint after building the board
(every cache filled); "zoomed", the first paint after a zoom step (caches rebuilt); and
"move", the median time the window takes to bring the board up to one more move
(``painter.sync`` and the view's follow), measured over the last moves of the game.
Target: a warm repaint < 8 ms in every game.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

if "--platform" not in sys.argv:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import holomino_desktop.ui  # noqa: E402,F401
from holomino_desktop.engine import GAME_IDS, game_class  # noqa: E402
from holomino_desktop.engine.base import State  # noqa: E402
from holomino_desktop.ui.controller import GameConfig, SeatConfig  # noqa: E402
from holomino_desktop.ui.main_window import MainWindow  # noqa: E402

SEEDS = {"holomino": 3, "triominos": 2, "hexadomino": 4, "square_domino": 5, "dutch_domino": 6}


def repaint_ms(window: MainWindow) -> float:
    return repaint_times(window)[0]


def repaint_times(window: MainWindow) -> tuple[float, float]:
    """(wall, CPU) milliseconds of one synchronous repaint of the board's viewport; the CPU
    time leaves out the waits of a busy machine's other processes."""
    viewport = window.widgets.view.viewport()
    start, cpu = time.perf_counter(), time.process_time()
    viewport.repaint()
    return (time.perf_counter() - start) * 1000.0, (time.process_time() - cpu) * 1000.0


def sync_ms(window: MainWindow, state: State) -> float:
    """One board update as after a move: the painter's sync and the view's follow."""
    painter = window.board.painter
    assert painter is not None
    start = time.perf_counter()
    painter.sync(state, None, 0)
    window.widgets.view.follow(painter.board_rect())
    return (time.perf_counter() - start) * 1000.0


def full_board(window: MainWindow, game_id: str, seed: int) -> list[State]:
    """Play random moves until the table is full; returns the positions after each move."""
    players = max(2, game_class(game_id).min_players)
    seats = [SeatConfig(f"P{p + 1}", "human") for p in range(players)]
    controller = window.controller
    controller.new_game(GameConfig(game_id, {}, seats, seed))
    rng = random.Random(seed)
    state = controller.state
    assert state is not None
    positions = [state.clone()]
    while not state.is_terminal():
        before = state.clone()
        result = controller.play(rng.choice(state.legal_moves()))
        assert result is not None
        if "round_end" in result.events:  # keep the full round on the table
            controller.state = before
            break
        state = controller.state
        assert state is not None
        positions.append(state.clone())
    rebuild_board(window)
    window.board.fit()
    return positions


def rebuild_board(window: MainWindow) -> None:
    """Draw the controller's position afresh (a new painter, no animation) and fit it."""
    state = window.controller.state
    assert state is not None
    painter = window.board.new_painter()
    painter.sync(state, None, 0)
    window.widgets.view.follow(painter.board_rect())
    window.refresh()


def tile_count(window: MainWindow) -> int:
    painter = window.board.painter
    placed = getattr(painter, "placed_items", None)  # older painters: their own lists
    items = placed() if callable(placed) else getattr(painter, "items", None)
    return len(items if items is not None else getattr(painter, "tiles", []))


def measure(app: QApplication, window: MainWindow, positions: list[State], repeats: int) -> dict:
    app.processEvents()
    cold = repaint_ms(window)
    times = [repaint_times(window) for _ in range(repeats)]
    warm = [wall for wall, _ in times]
    cpu = [used for _, used in times]
    window.widgets.view.zoom(1.1)
    zoomed = repaint_ms(window)
    window.board.fit()
    repaint_ms(window)
    # the last moves again, one at a time, on a board rebuilt a few moves earlier
    back = min(10, len(positions) - 1)
    window.controller.state = positions[-1 - back]
    rebuild_board(window)
    moves = [sync_ms(window, state) for state in positions[-back:]]
    return {
        "cold": cold,
        "warm": statistics.median(warm),
        "warm_worst": max(warm),
        "cpu": statistics.median(cpu),
        "cpu_worst": max(cpu),
        "zoomed": zoomed,
        "move": statistics.median(moves) if moves else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    parser.add_argument("--platform", help="Qt platform plugin (default offscreen)")
    args = parser.parse_args(argv)
    if args.platform:
        os.environ["QT_QPA_PLATFORM"] = args.platform
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    window = MainWindow(settings, start=False)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    size = window.widgets.view.viewport().size()
    print(f"platform {app.platformName()}, board viewport {size.width()} × {size.height()} px")
    for game_id in args.game or GAME_IDS:
        positions = full_board(window, game_id, SEEDS.get(game_id, 1))
        tiles = tile_count(window)
        figures = measure(app, window, positions, args.repeats)
        print(
            f"{game_id:13s} {tiles:3d} tiles: repaint median {figures['warm']:5.2f} ms, "
            f"worst {figures['warm_worst']:5.2f} ms (CPU {figures['cpu']:4.2f}, "
            f"worst {figures['cpu_worst']:4.2f}); cold {figures['cold']:5.1f} ms, "
            f"after zoom {figures['zoomed']:5.1f} ms; one move {figures['move']:5.2f} ms"
        )
    window.controller.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
