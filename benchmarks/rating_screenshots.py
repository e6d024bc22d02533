"""Screenshots of the ratings in the window, for docs/screenshots/.

    python benchmarks/rating_screenshots.py [--out docs/screenshots] [--screen 1280x800]
                                            [--language pl]

A player's rated Holomino and Triominos matches are played out in the ratings (a seeded run of
wins and losses against the levels, through ``RatingBook.record`` as the window records them,
kept in a temporary data folder, and counted in the statistics), then the real Statistics
dialog (``statistics_rating.png``) and New game dialog (``new_game_ratings.png``) are shot on
an offscreen screen of ``--screen`` (names get ``_<screen>`` unless it is 1280×800, and
``_<language>`` for another language).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path


def configure(screen: str) -> None:
    """An offscreen screen of ``screen`` (``WxH``) before Qt starts."""
    width, _, height = screen.partition("x")
    config = {
        "screens": [
            {"name": "shot", "x": 0, "y": 0, "width": int(width), "height": int(height),
             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
        ]
    }  # fmt: skip
    path = Path(tempfile.mkdtemp()) / "screen.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={path}"
    os.environ["HOLOMINO_DATA_DIR"] = tempfile.mkdtemp()
    os.environ["HOLOMINO_MUTE"] = "1"


def play_rated_matches(seed: int = 7) -> None:
    """A player a little above the Beginner in Holomino and near the Intermediate in Triominos."""
    from holomino_desktop.ui.ratings import Ratings
    from holomino_desktop.ui.statistics import Statistics

    ratings, statistics = Ratings(), Statistics()
    rng = random.Random(seed)
    plan = [("holomino", "beginner", 0.65)] * 8 + [("holomino", "intermediate", 0.3)] * 6
    plan += [("triominos", "intermediate", 0.5)] * 12 + [("triominos", "expert", 0.4)] * 4
    for game, level, chance in plan:
        won = rng.random() < chance
        mine, theirs = rng.randrange(150, 400), rng.randrange(150, 400)
        scores = [max(mine, theirs) + 1, min(mine, theirs)] if won else sorted([mine, theirs])
        ratings.record(game, [None, level], scores, [0] if won else [1])
        statistics.record_game(game, level, "win" if won else "loss", scores[0])


def pump(seconds: float) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--screen", default="1280x800")
    parser.add_argument("--language", default="en")
    args = parser.parse_args(argv)
    configure(args.screen)

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    import holomino_desktop.ui  # noqa: F401  (refcount guard first)
    from holomino_desktop.ui.dialogs.new_game import NewGameDialog, default_config
    from holomino_desktop.ui.main_window import MainWindow
    from holomino_desktop.ui.words.i18n import set_language

    set_language(args.language)
    play_rated_matches()
    store = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(store, start=False)
    window.comfort.use_data_folder()
    window.show()
    pump(0.3)
    suffix = ("" if args.screen == "1280x800" else f"_{args.screen}") + (
        "" if args.language == "en" else f"_{args.language}"
    )
    args.out.mkdir(parents=True, exist_ok=True)
    dialog = window.comfort.statistics_dialog()
    assert dialog is not None
    dialog.rating_panel.tabs.setCurrentIndex(1)  # Triominos: the longer history
    pump(0.3)
    dialog.grab().save(str(args.out / f"statistics_rating{suffix}.png"))
    dialog.close()
    new_game = NewGameDialog(default_config("triominos"), window, window.counter.rating_book())
    new_game.show()
    pump(0.3)
    new_game.grab().save(str(args.out / f"new_game_ratings{suffix}.png"))
    print(f"written: statistics_rating{suffix}.png, new_game_ratings{suffix}.png in {args.out}")
    new_game.close()
    window.controller.shutdown()
    window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
