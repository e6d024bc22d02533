"""Repaint time of a full board: a finished 12 × 12 Holomino game and a full Triominos round.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_repaint.py [--repeats 30]

Prints, per board, the median and worst time of rendering the whole board view (viewport
1000 × 700 px, fitted) into an image: "cold" is the first paint after building the board
(every tile drawn from its vector paths), "warm" a repaint (tiles come from their per-zoom
cache, as on screen), and "zoomed" the first paint after a zoom step (caches rebuilt).
Target: < 8 ms for a warm repaint.
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

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import holomino_desktop.ui  # noqa: E402,F401
from holomino_desktop.engine import GAME_IDS  # noqa: E402
from holomino_desktop.ui.controller import GameConfig, SeatConfig  # noqa: E402
from holomino_desktop.ui.main_window import MainWindow  # noqa: E402


def render_ms(window: MainWindow) -> float:
    view = window.widgets.view
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    start = time.perf_counter()
    view.render(painter)
    painter.end()
    return (time.perf_counter() - start) * 1000.0


def full_board(window: MainWindow, game_id: str, seed: int) -> int:
    """Play random moves through the controller until the board is full; returns tiles laid."""
    seats = [SeatConfig("A", "human"), SeatConfig("B", "human")]
    controller = window.controller
    controller.new_game(GameConfig(game_id, {}, seats, seed))
    rng = random.Random(seed)
    state = controller.state
    assert state is not None
    while not state.is_terminal():
        before = state.clone()
        result = controller.play(rng.choice(state.legal_moves()))
        assert result is not None
        if "round_end" in result.events:  # keep the full round on the table
            controller.state = before
            window.board.painter.sync(before, None, 0)  # type: ignore[union-attr]
            break
    window.board.fit()
    return len(
        window.board.painter.items
        if hasattr(window.board.painter, "items")  # type: ignore[union-attr]
        else window.board.painter.tiles
    )  # type: ignore[union-attr]


def measure(window: MainWindow, repeats: int) -> dict[str, float]:
    QApplication.processEvents()
    cold = render_ms(window)
    warm = [render_ms(window) for _ in range(repeats)]
    window.widgets.view.zoom(1.1)
    zoomed = render_ms(window)
    window.board.fit()
    return {
        "cold": cold,
        "warm": statistics.median(warm),
        "warm_worst": max(warm),
        "zoomed": zoomed,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    window = MainWindow(settings, start=False)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.widgets.view.setFixedSize(1000, 700)
    for game_id, seed in (("holomino", 3), ("triominos", 2)):
        if game_id not in GAME_IDS:
            continue
        tiles = full_board(window, game_id, seed)
        figures = measure(window, args.repeats)
        print(
            f"{game_id:10s} {tiles:3d} tiles: cold {figures['cold']:.1f} ms, "
            f"warm median {figures['warm']:.2f} ms (worst {figures['warm_worst']:.2f}), "
            f"after zoom {figures['zoomed']:.1f} ms"
        )
    window.controller.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
