"""Screenshots of the review window for docs/screenshots/ (review_holomino.png,
review_triominos.png): a careless human against the Intermediate, reviewed at the default
depth, the costliest move put on the board with the better move as a ghost.

    QT_QPA_PLATFORM=offscreen python benchmarks/review_screenshots.py [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

import holomino_desktop.ui  # noqa: F401  (the refcount guard before any Qt work)
from holomino_desktop.ai.review import review_record, store_review
from holomino_desktop.ui.review import ReviewWindow
from holomino_desktop.ui.style import STYLE

sys.path.insert(0, str(Path(__file__).resolve().parent))
from review_speed import played  # noqa: E402  (the benchmark's games, beside this file)


def shoot(game_id: str, out: Path) -> Path:
    record = played(game_id, 5)
    store_review(record, review_record(record, seed=1))
    window = ReviewWindow(record)
    window.setStyleSheet(STYLE)
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    assert window.review is not None
    costly = window.review.costliest()
    if costly:
        window.show_better(costly[0])
    QApplication.processEvents()
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"review_{game_id}.png"
    if not window.grab().save(str(path)):  # QPixmap.save says so only by its result
        raise SystemExit(f"cannot write {path}")
    window.close()
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    for game_id in ("holomino", "triominos"):
        print(shoot(game_id, args.out))
    del app


if __name__ == "__main__":
    main()
