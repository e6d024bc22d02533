import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
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
