"""GUI entry point: ``holomino-desktop`` / ``python -m holomino_desktop``.

``holomino-desktop --self-test`` opens the main window (works with ``QT_QPA_PLATFORM=offscreen``),
plays a short AI-vs-AI game of every registered game through the real controller and scene and
exits 0 when all went well (packaging runs it).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from .ui.main_window import MainWindow
    from .ui.words.i18n import apply_saved_language

    args = list(sys.argv if argv is None else argv)
    testing = "--self-test" in args
    # --quit-after-show: start up, show the first window, quit (benchmarks/bundle_startup.py)
    quick = "--quit-after-show" in args
    if testing and sys.platform.startswith("linux"):
        # a build machine without a display still runs the self-test
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("Holomino Desktop")
    app.setOrganizationName("Holomino")
    if testing or quick:
        # never touch the user's saved choices from a self-test or a start-up measurement
        settings = QSettings(
            QSettings.Format.IniFormat,
            QSettings.Scope.UserScope,
            "Holomino",
            "Holomino Desktop self-test",
        )
        settings.clear()
    else:
        settings = QSettings()
    apply_saved_language(settings)  # the chosen language, else the system's
    # the real program starts no game before the resume question (MainWindow.start_up)
    window = MainWindow(settings, start=testing or quick)
    window.show()
    if testing:
        from .ui.self_test import self_test

        return self_test(window)
    if quick:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, app.quit)
        return int(app.exec())
    # autosave, statistics, damaged-file notices (ui/comfort.py), the resume offer (ui/files.py)
    # and only then a game
    window.start_up()
    return int(app.exec())
