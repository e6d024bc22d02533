import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # a desktop-sized screen (Qt's offscreen screen is 800 × 600 unless told otherwise): the
    # windows open at the size they ask for; tests/ui/test_screen_fit.py tries smaller screens
    _SCREEN = Path(__file__).with_name("offscreen_screen.json")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
# no sounds from the suite; tests/ui/test_sound.py turns them on with a fake player
os.environ.setdefault("HOLOMINO_MUTE", "1")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", help="also run tests marked slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="slow: give --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test() -> Iterator[None]:
    """Every top-level window a test opened is closed and deleted when the test ends (the AI and
    network stopped as the window's own close does). A window left alive would go on answering
    every later test's language and palette changes and timers: the suite would slow with each
    test and one test's leftovers could act inside another's."""
    if _top_level_windows():
        # the windows the test before left (deleted later, below) go now, in an event loop
        # of their own: deleting them in their own test's teardown crashed (a sound's process
        # still ending), and with no test running a loop they piled up, each answering every
        # later language switch
        from PySide6.QtTest import QTest

        QTest.qWait(1)
    before = _top_level_windows()
    yield
    left = [w for w in _top_level_windows() if all(w is not b for b in before)]
    if not left:
        return
    for widget in left:
        if hasattr(widget, "_closing"):  # the main window: no question about a hosted table
            widget._closing = True
        widget.close()
        # deleted when an event loop next runs, as pytest-qt deletes the widgets it was given
        # (deleting them here, while their parts may still be winding down, is not safe)
        widget.deleteLater()


def _top_level_windows() -> list[Any]:
    """The application's parentless top-level widgets (none before Qt's widgets are loaded)."""
    if "PySide6.QtWidgets" not in sys.modules:
        return []
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return []
    return [w for w in app.topLevelWidgets() if w.parentWidget() is None]
