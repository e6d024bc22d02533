import os
from pathlib import Path

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
