"""The welcome at the first start: the five games, each with what makes it special, and the
newcomer's two ways in — its tutorial, or a game against the computer — in one screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFont, QMouseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAME_IDS
from ..words.texts import game_name

#: the two ways in
TUTORIAL, PLAY = "tutorial", "play"


class _GameLine(QLabel):
    """A game's line under its name: a click on it chooses the game too."""

    def __init__(self, button: QRadioButton, parent: QWidget) -> None:
        super().__init__(parent)
        self.button = button
        self.setObjectName("info")
        self.setWordWrap(True)
        self.setIndent(24)  # under the game's name, past its round button

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.button.setChecked(True)
        self.button.setFocus()
        super().mousePressEvent(event)


class WelcomeDialog(QDialog):
    """Choose a game (Holomino first) and start its tutorial or a game against the computer.

    Closed without a choice, it counts as "play the chosen game" (``choice`` stays PLAY)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.setMinimumWidth(560)
        self.choice = PLAY
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        self.heading = QLabel(self)
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.games = QButtonGroup(self)
        self.game_buttons: dict[str, QRadioButton] = {}
        self.game_lines: dict[str, QLabel] = {}
        for game_id in GAME_IDS:
            self._add_game(layout, game_id)
        self.game_buttons[GAME_IDS[0]].setChecked(True)
        self.note = QLabel(self)
        self.note.setObjectName("info")
        self.note.setWordWrap(True)
        layout.addSpacing(8)
        layout.addWidget(self.note)
        self._add_buttons(layout)
        self._set_texts()

    def _add_game(self, layout: QVBoxLayout, game_id: str) -> None:
        button = QRadioButton(self)
        font = QFont(button.font())
        font.setBold(True)
        button.setFont(font)
        line = _GameLine(button, self)
        self.games.addButton(button)
        self.game_buttons[game_id] = button
        self.game_lines[game_id] = line
        rows = QVBoxLayout()
        rows.setSpacing(0)
        rows.addWidget(button)
        rows.addWidget(line)
        layout.addSpacing(6)
        layout.addLayout(rows)

    def _add_buttons(self, layout: QVBoxLayout) -> None:
        buttons = QDialogButtonBox(self)
        self.tutorial_button = QPushButton(self)
        self.tutorial_button.setObjectName("primary")
        self.tutorial_button.setDefault(True)
        self.play_button = QPushButton(self)
        buttons.addButton(self.tutorial_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.tutorial_button.clicked.connect(lambda: self._choose(TUTORIAL))
        self.play_button.clicked.connect(lambda: self._choose(PLAY))
        layout.addWidget(buttons)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    def _set_texts(self) -> None:
        self.setWindowTitle(self.tr("Welcome to Holomino Desktop"))
        self.setAccessibleName(self.tr("Welcome to Holomino Desktop"))
        self.heading.setText(self.tr("Welcome to Holomino Desktop"))
        self.intro.setText(self.tr("Five games of the domino family. Which one would you like?"))
        for game_id in GAME_IDS:
            self.game_buttons[game_id].setText(game_name(game_id))
            self.game_lines[game_id].setText(self.special(game_id))
        self.note.setText(
            self.tr(
                "The tutorial teaches the game step by step, with real moves, and ends with a "
                "game against the computer. Every tutorial is also in Help → Tutorials."
            )
        )
        self.tutorial_button.setText(self.tr("Start the &tutorial"))
        self.play_button.setText(self.tr("&Play against the computer"))

    def special(self, game_id: str) -> str:
        """One line on what makes ``game_id`` special, in its own words (the game id is the
        message's disambiguation: each game's line uses that game's words for its pieces)."""
        lines = {
            "holomino": QCoreApplication.translate(
                "WelcomeDialog",
                "For two: lay hexagonal tiles and score by closing the round holes between them.",
                "holomino",
            ),
            "triominos": QCoreApplication.translate(
                "WelcomeDialog",
                "Triangular tiles for 2 to 4 players: build bridges and hexagons for bonus points.",
                "triominos",
            ),
            "hexadomino": QCoreApplication.translate(
                "WelcomeDialog",
                "Hexagonal stones for 2 to 4 players: the more sides a stone touches, the more "
                "it scores.",
                "hexadomino",
            ),
            "square_domino": QCoreApplication.translate(
                "WelcomeDialog",
                "For two, with dominoes: build an island of squares instead of a line.",
                "square_domino",
            ),
            "dutch_domino": QCoreApplication.translate(
                "WelcomeDialog",
                "Double-nine dominoes with a four-armed spinner, for 2 to 6 players: nobody wants "
                "to be the last one holding tiles.",
                "dutch_domino",
            ),
        }
        return lines.get(game_id, "")

    def game_id(self) -> str:
        """The game chosen."""
        for game_id, button in self.game_buttons.items():
            if button.isChecked():
                return game_id
        return GAME_IDS[0]

    def wants_tutorial(self) -> bool:
        return self.choice == TUTORIAL

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "play_button"):
            self._set_texts()
        super().changeEvent(event)


__all__ = ["PLAY", "TUTORIAL", "WelcomeDialog"]
