"""Every window opens inside the screen's free area and keeps the size the player gave it.

The screens are 800 × 600, 1280 × 800, 1366 × 768 and 1920 × 1080 with a 30-pixel panel; the
profile is fresh. In-process the free area is set by hand; one run in a child process gives
Qt's own offscreen screen 800 × 600 (its configuration file) to check the real plumbing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings, QSize
from PySide6.QtWidgets import QWidget

from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.review.window import ReviewWindow
from holomino_desktop.ui.rules_viewer import RulesDialog
from holomino_desktop.ui.widgets import screen_fit

from .test_review_window import played_record

SCREENS = [(800, 600), (1280, 800), (1366, 768), (1920, 1080)]
PANEL = 30


def _inside(window: QWidget, area: QRect) -> None:
    frame = window.frameGeometry()
    assert area.contains(frame), (
        f"{type(window).__name__} {frame.getRect()} outside {area.getRect()}"
    )


@pytest.mark.parametrize("size", SCREENS)
def test_every_window_opens_inside_the_screen(qtbot, tmp_path: Path, monkeypatch, size) -> None:  # type: ignore[no-untyped-def]
    area = QRect(0, PANEL, size[0], size[1] - PANEL)
    monkeypatch.setattr(screen_fit, "available_area", lambda window: area)
    settings = QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    window = MainWindow(settings, start=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    _inside(window, area)
    if size[0] >= 1280:
        assert window.width() >= 1200, "a large screen gives the window the size it asks for"
    rules = RulesDialog("holomino", window)
    review = ReviewWindow(played_record("square_domino"), parent=window, start=False)
    for dialog in (rules, review):
        dialog.show()
        qtbot.waitExposed(dialog)
        _inside(dialog, area)
        dialog.close()
    assert window.controller.shutdown()


def test_a_window_keeps_its_size_and_shrinks_to_a_smaller_screen(
    qtbot, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    big, small = QRect(0, 0, 1920, 1080), QRect(0, 0, 800, 600)
    shown = [big]
    monkeypatch.setattr(screen_fit, "available_area", lambda window: shown[0])
    settings = QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat)
    screen_fit.remember_in(settings)
    rules = RulesDialog("holomino")
    qtbot.addWidget(rules)
    rules.show()
    rules.resize(900, 640)
    rules.close()
    again = RulesDialog("holomino")
    qtbot.addWidget(again)
    assert again.size() == QSize(900, 640), "the size the player gave it comes back"
    shown[0] = small
    third = RulesDialog("holomino")
    qtbot.addWidget(third)
    third.show()
    qtbot.waitExposed(third)
    _inside(third, small)


_CHILD = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.rules_viewer import RulesDialog
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
window = MainWindow(settings, start=False)
window.show()
rules = RulesDialog("dutch_domino", window)
rules.show()
for _ in range(20):
    app.processEvents()
area = app.primaryScreen().availableGeometry()
frames = [w.frameGeometry().getRect() for w in (window, rules)]
print(json.dumps([area.getRect(), *frames]))
window.controller.shutdown()
"""


def test_on_qts_own_800_by_600_screen(tmp_path: Path) -> None:
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps(
            {
                "windowFrameMargins": True,
                "screens": [{"name": "s", "x": 0, "y": 0, "width": 800, "height": 600}],
            }
        )
    )
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(tmp_path / "fresh.ini")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    area, *frames = (QRect(*r) for r in json.loads(out.stdout.strip().splitlines()[-1]))
    assert area.size() == QSize(800, 600)
    for frame in frames:
        assert area.contains(frame), f"{frame.getRect()} outside the 800 × 600 screen"
