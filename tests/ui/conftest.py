"""Fixtures for the window tests: a main window with private settings and no animations."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

import holomino_desktop.ui  # noqa: F401  (installs the None-refcount guard before Qt work)
from holomino_desktop.ui.main_window import MainWindow


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("animation", "off")
    return store


@pytest.fixture
def window(qtbot, settings: QSettings) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    win = MainWindow(settings, start=False)
    qtbot.addWidget(win)
    win.controller.ai_delay_ms = 0  # no pause before AI searches: the tests run faster
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    assert win.controller.shutdown(), "the AI worker thread did not stop"


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """A test that switches the language leaves the next one in English (the source texts
    most tests read)."""
    yield
    from holomino_desktop.ui.words import i18n

    if i18n.current_language() != "en":
        i18n.set_language("en")
