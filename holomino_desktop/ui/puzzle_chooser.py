"""Training → Puzzles: the chooser of a game, a theme and a difficulty band (the shipped
puzzles, ``training/data/puzzles_*.json``, read once, when first asked)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ..engine import GAME_IDS
from ..training.puzzles import THEMES, Puzzle, shipped_puzzles
from .words.puzzle_words import theme_name
from .words.texts import counted, game_name

#: the difficulty bands of the chooser: a third of a game's puzzles each
BANDS = ("any", "easy", "medium", "hard")

_shipped: list[Puzzle] | None = None


def all_puzzles() -> list[Puzzle]:
    """The shipped puzzles (read once)."""
    global _shipped
    if _shipped is None:
        _shipped = shipped_puzzles()
    return _shipped


class PuzzleChooser(QDialog):
    """Which puzzles: a game, one of its themes (or any) and a difficulty band."""

    def __init__(self, puzzles: list[Puzzle], game_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.puzzles = puzzles
        self.setWindowTitle(self.tr("Puzzles"))
        form = QFormLayout(self)
        self.game_box = QComboBox(self)
        for gid in GAME_IDS:
            self.game_box.addItem(game_name(gid), gid)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_id)))
        self.theme_box = QComboBox(self)
        self.band_box = QComboBox(self)
        for band, text in zip(BANDS, (self.tr("Any"), self.tr("Easy"), self.tr("Medium"),
                                      self.tr("Hard")), strict=True):  # fmt: skip
            self.band_box.addItem(text, band)
        self.count = QLabel(self)
        form.addRow(self.tr("Game:"), self.game_box)
        form.addRow(self.tr("Theme:"), self.theme_box)
        form.addRow(self.tr("Difficulty:"), self.band_box)
        form.addRow(self.count)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        form.addRow(buttons)
        self.game_box.currentIndexChanged.connect(self._fill_themes)
        self.theme_box.currentIndexChanged.connect(self._count)
        self.band_box.currentIndexChanged.connect(self._count)
        self._fill_themes()

    def _fill_themes(self) -> None:
        game_id = self.game_box.currentData()
        self.theme_box.blockSignals(True)
        self.theme_box.clear()
        self.theme_box.addItem(self.tr("Any"), "")
        for theme in THEMES[game_id]:
            self.theme_box.addItem(theme_name(game_id, theme), theme)
        self.theme_box.blockSignals(False)
        self._count()

    def chosen(self) -> list[Puzzle]:
        """The puzzles that match, easiest first."""
        game_id, theme = self.game_box.currentData(), self.theme_box.currentData()
        of_game = sorted((p for p in self.puzzles if p.game_id == game_id),
                         key=lambda p: (p.difficulty, p.id))  # fmt: skip
        band = BANDS.index(self.band_box.currentData())
        if band:
            third = len(of_game) / 3
            of_game = of_game[round((band - 1) * third) : round(band * third)]
        return [p for p in of_game if not theme or p.theme == theme]

    def _count(self) -> None:
        found = len(self.chosen())
        self.count.setText(counted(lambda k: self.tr("%n puzzle(s)", "", k), found))
        self.ok_button.setEnabled(found > 0)
