"""The move table of a review: per reviewed move what was played, its points, the Expert's best
move and its points, the win chance, the verdict and the points missed (of the most any move
scored at once). A quick review judges no move: its table names the move that scored most and
has no win chance or verdict. Choosing a row emits ``moveChosen(i)`` (``i``: the move's place
in the record)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...ai.review import MoveReview, Review
from ..words.texts import figure, fmt

VERDICT_COLOURS = {
    "best": "#1dd1a1",
    "good": "#c8d6e5",
    "inaccuracy": "#feca57",
    "mistake": "#ff6b6b",
}


def verdict_name(verdict: str) -> str:
    names = {
        "best": QCoreApplication.translate("Review", "best"),
        "good": QCoreApplication.translate("Review", "good"),
        "inaccuracy": QCoreApplication.translate("Review", "inaccuracy"),
        "mistake": QCoreApplication.translate("Review", "mistake"),
    }
    return names.get(verdict, verdict)


def chance_text(value: float | None) -> str:
    return "—" if value is None else f"{round(value * 100)}%"


# the columns a quick review leaves out: win chance and verdict (it only counts points)
JUDGED_COLUMNS = (6, 7)
# the points missed, last so the columns before keep their places
MISSED_COLUMN = 8


class MoveTable(QTableWidget):
    moveChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 9, parent)
        self.verticalHeader().setVisible(False)
        self.setAlternatingRowColors(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.indices: list[int] = []
        self.quick = False  # the review shown is a quick one
        self.retranslate_ui()
        self.currentCellChanged.connect(self._chosen)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Reviewed moves"))
        self.setHorizontalHeaderLabels(
            [
                self.tr("Move"),
                self.tr("Player"),
                self.tr("Played"),
                self.tr("Points"),
                self.tr("Most points") if self.quick else self.tr("Best move"),
                self.tr("Its points"),
                self.tr("Win chance"),
                self.tr("Verdict"),
                self.tr("Points missed"),
            ]
        )
        self.horizontalHeaderItem(MISSED_COLUMN).setToolTip(
            self.tr("The most points any move scored at once, less the move's own points")
        )

    def show_review(
        self, review: Review, names: list[str], words: Callable[[int, str], str]
    ) -> None:
        """Fill the rows; ``words(i, text)`` says move text ``text`` of position ``i``."""
        self.blockSignals(True)
        if review.quick != self.quick:
            self.quick = review.quick
            self.retranslate_ui()
        for column in JUDGED_COLUMNS:
            self.setColumnHidden(column, review.quick)
        self.setRowCount(len(review.moves))
        self.indices = [m.index for m in review.moves]
        for row, entry in enumerate(review.moves):
            for column, text in enumerate(self._cells(entry, names, words)):
                item = QTableWidgetItem(text)
                if column in (0, 3, 5, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if column == 7:
                    item.setForeground(QColor(VERDICT_COLOURS.get(entry.verdict, "#ffffff")))
                self.setItem(row, column, item)
            self.setItem(row, MISSED_COLUMN, self._missed_item(entry))
        self.resizeColumnsToContents()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.horizontalHeader().setStretchLastSection(True)
        self.blockSignals(False)

    @staticmethod
    def _cells(entry: MoveReview, names: list[str], words: Callable[[int, str], str]) -> list[str]:
        best = words(entry.index, entry.best) if entry.best != entry.move else "="
        chance = chance_text(entry.chance_after)
        if entry.chance_before is not None and entry.best != entry.move:
            chance = f"{chance_text(entry.chance_after)} / {chance_text(entry.chance_before)}"
        return [
            str(entry.index + 1),
            names[entry.seat] if entry.seat < len(names) else str(entry.seat + 1),
            words(entry.index, entry.move),
            figure(entry.points, plus=True),
            best,
            figure(entry.best_points, plus=True),
            chance,
            verdict_name(entry.verdict),
        ]

    def _missed_item(self, entry: MoveReview) -> QTableWidgetItem:
        """The points ``entry`` left on the table, of the most any move scored at once."""
        top = figure(entry.top_points, plus=True)
        text = fmt(self.tr("%1 (top %2)"), entry.missed, top) if entry.missed else "0"
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setToolTip(
            fmt(
                self.tr("This move scored %1; the most any move scored at once here: %2"),
                figure(entry.points, plus=True),
                top,
            )
        )
        return item

    def select_move(self, index: int) -> None:
        """Select the row of record move ``index`` (if it was reviewed), without a signal."""
        if index in self.indices:
            self.blockSignals(True)
            self.selectRow(self.indices.index(index))
            self.blockSignals(False)

    def _chosen(self, row: int, _column: int, _old_row: int, _old_column: int) -> None:
        if 0 <= row < len(self.indices):
            self.moveChosen.emit(self.indices[row])
