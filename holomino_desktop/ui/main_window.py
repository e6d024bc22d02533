"""The main window (a first, minimal version until the full game window lands)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QMainWindow, QVBoxLayout, QWidget

from .. import __version__
from ..engine import GAME_IDS, game_class, get_game


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Holomino Desktop"))
        central = QWidget(self)
        layout = QVBoxLayout(central)
        title = QLabel(self.tr("Holomino Desktop %1").replace("%1", __version__))
        title.setAccessibleName(self.tr("Title"))
        layout.addWidget(title)
        self.games = QListWidget(central)
        self.games.setAccessibleName(self.tr("Games"))
        for game_id in GAME_IDS:
            self.games.addItem(game_class(game_id).name)
        layout.addWidget(self.games)
        self.setCentralWidget(central)
        self.resize(1280, 800)


def self_test(window: MainWindow) -> int:
    """Play a short random game of every game headlessly; 0 when all went well."""
    QApplication.processEvents()
    for game_id in GAME_IDS:
        state = get_game(game_id).new_initial_state(seed=1)
        rng = random.Random(1)
        for _ in range(30):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_moves()))
    window.close()
    print("self-test passed")
    return 0
