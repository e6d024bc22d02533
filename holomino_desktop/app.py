"""GUI entry point: ``holomino-desktop`` / ``python -m holomino_desktop``."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from .ui.main_window import MainWindow

    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("Holomino Desktop")
    app.setOrganizationName("Holomino")
    window = MainWindow()
    window.show()
    if "--self-test" in args:
        from .ui.main_window import self_test

        return self_test(window)
    return int(app.exec())
