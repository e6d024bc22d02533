"""Screenshots of every registered game mid-match, for docs/screenshots and the README.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_screenshots.py [--out docs/screenshots]

The human seat's moves are chosen by the Intermediate AI (so the picture shows a sensible
game), played through the real controller; then a rack tile is selected so the legal targets
and the ghost preview show. Each game is saved at the smallest window, 800×600
(``<game>_800x600.png``), at 1280×800 (``<game>_1280x800.png``, and ``<game>.png`` for the
README) and at 1920×1080 (``<game>_1920x1080.png``); ``--theme light`` adds ``_light`` to the
names. Holomino is shot once more with the move log's last scoring row selected, its tile
outlined on the board (``move_log_<size>.png``, ``move_log.png`` at 1280×800).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import holomino_desktop.ui  # noqa: E402,F401  (refcount guard first)
from holomino_desktop.engine import GAME_IDS  # noqa: E402
from holomino_desktop.ui.ai_adapter import make_ai  # noqa: E402
from holomino_desktop.ui.controller import GameConfig, SeatConfig  # noqa: E402
from holomino_desktop.ui.main_window import MainWindow  # noqa: E402

MOVES = {"holomino": 22, "triominos": 18, "hexadomino": 26, "dutch_domino": 16, "square_domino": 9}
#: the window sizes shot: the smallest the window allows, the default, a large screen
SIZES = ((800, 600), (1280, 800), (1920, 1080))
SEEDS = {"holomino": 7, "triominos": 5, "hexadomino": 3, "dutch_domino": 11, "square_domino": 4}


def pump(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


def stage(app: QApplication, window: MainWindow, game_id: str) -> None:
    from holomino_desktop.engine import game_class

    players = max(2, game_class(game_id).min_players)
    seats = [SeatConfig("Ana", "human")] + [
        SeatConfig(name, "ai", "intermediate") for name in ("Bora", "Cees", "Dana")[: players - 1]
    ]
    window.controller.new_game(GameConfig(game_id, {}, seats, SEEDS.get(game_id, 1)))
    helper = make_ai("intermediate", seed=1)
    controller = window.controller
    deadline = time.monotonic() + 60
    while len(controller.results) < MOVES.get(game_id, 20) and time.monotonic() < deadline:
        state = controller.state
        assert state is not None
        if state.is_terminal():
            break
        if window.summaries.summary is not None:
            window.summaries.summary.next_round.click()
        if controller.human_to_move():
            controller.play_human(helper.choose_move(state.view(state.current_player)))
        pump(app, 0.01)
    # wait for the human's turn, then show a selected tile with its targets and ghost
    while not controller.human_to_move() and time.monotonic() < deadline:
        if window.summaries.summary is not None:
            window.summaries.summary.next_round.click()
        pump(app, 0.01)
    best = None
    for index, button in enumerate(window.widgets.rack.buttons):
        if button.playable:
            window.play.select_tile(index)
            pump(app, 0.02)
            if best is None or len(window.play.targets) > best[1]:
                best = (index, len(window.play.targets))
    if best is not None:
        window.play.select_tile(best[0])
        pump(app, 0.05)
        if window.play.targets:
            key = sorted(window.play.targets, key=repr)[len(window.play.targets) // 2]
            window.play.set_hover(key)
    window.status_line.message = ""
    window.refresh() if best is None else window.status_line.refresh()
    pump(app, 0.3)


def select_scoring_row(app: QApplication, window: MainWindow) -> None:
    """Select the move log's last row that scored: the board outlines that move's tile."""
    log = window.widgets.log
    rows = [log.topLevelItem(i) for i in range(log.topLevelItemCount())]
    scoring = [row for row in rows if row is not None and row.text(2).startswith("+")]
    if scoring:
        log.setCurrentItem(scoring[-1])
        log.scrollToItem(scoring[-1])
    pump(app, 0.2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    parser.add_argument("--theme", choices=("dark", "light"), default="dark")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    settings.setValue("comfort/theme", args.theme)
    suffix_theme = "" if args.theme == "dark" else "_light"
    for game_id in args.game or GAME_IDS:
        for width, height in SIZES:
            window = MainWindow(settings, start=False)
            window.resize(width, height)
            window.show()
            pump(app, 0.1)
            stage(app, window, game_id)
            picture = window.grab()
            names = [f"{game_id}{suffix_theme}_{width}x{height}.png"]
            if (width, height) == (1280, 800):
                names.append(f"{game_id}{suffix_theme}.png")  # the README's
            shots = [(names, picture)]
            if game_id == "holomino" and not suffix_theme:
                select_scoring_row(app, window)
                logs = [f"move_log_{width}x{height}.png"]
                logs += ["move_log.png"] if (width, height) == (1280, 800) else []
                shots.append((logs, window.grab()))
            for files, shot in shots:
                for name in files:
                    shot.save(str(out / name))
                    print(out / name, window.size().width(), "x", window.size().height())
            window.controller.shutdown()
            window.close()
            window.deleteLater()
            pump(app, 0.05)
    return 0


if __name__ == "__main__":
    sys.exit(main())
