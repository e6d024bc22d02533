"""The move table of a review: per reviewed move what was played, its points, the Expert's best
move and its points, the win chance, the verdict and the points missed (of the most any move
scored at once). A quick review judges no move: its table names the move that scored most and
has no win chance or verdict. Choosing a row emits ``moveChosen(i)`` (``i``: the move's place
in the record). A game that counts kružići (Holandski domino) has its columns count them: those a
move brought its player (+1), and the ones another move would have avoided."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...ai.review import MoveReview, Review
from ..words.texts import figure, fmt, percent

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
    return "—" if value is None else percent(value)


# the columns a quick review leaves out: win chance and verdict (it only counts points)
JUDGED_COLUMNS = (6, 7)
# the points missed, last so the columns before keep their places
MISSED_COLUMN = 8
# the columns that say a move in a sentence: they give up width first, their words wrapping
SENTENCE_COLUMNS = (2, 4)
# the narrowest a sentence column is made to fit the others in
SENTENCE_MIN_WIDTH = 130


class MoveTable(QTableWidget):
    moveChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 9, parent)
        self.verticalHeader().setVisible(False)
        # a heading wraps onto a second line where fit_columns makes its column narrow
        self.horizontalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap  # type: ignore[operator]
        )
        self.setAlternatingRowColors(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.indices: list[int] = []
        self.quick = False  # the review shown is a quick one
        #: the game counts kružići (a move's −1 is a kružić received), not points
        self.kruzici = False
        self.retranslate_ui()
        self.currentCellChanged.connect(self._chosen)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Reviewed moves"))
        if self.kruzici:
            self._title_kruzici()
            return
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

    def _title_kruzici(self) -> None:
        """The columns of a game that counts kružići (Holandski domino) name them."""
        self.setHorizontalHeaderLabels(
            [
                self.tr("Move"),
                self.tr("Player"),
                self.tr("Played"),
                self.tr("Kružići", "dutch_domino"),
                self.tr("Fewest kružići", "dutch_domino") if self.quick else self.tr("Best move"),
                self.tr("Its kružići", "dutch_domino"),
                self.tr("Win chance"),
                self.tr("Verdict"),
                self.tr("Avoidable kružići", "dutch_domino"),
            ]
        )
        self.horizontalHeaderItem(MISSED_COLUMN).setToolTip(
            self.tr(
                "The kružići this move brought that another move would have avoided", "dutch_domino"
            )
        )

    def show_review(
        self,
        review: Review,
        names: list[str],
        words: Callable[[int, str], str],
        played: Callable[[int, str], str],
    ) -> None:
        """Fill the rows; ``words(i, text)`` says move text ``text`` of position ``i`` as a
        move to make (the better move), ``played(i, text)`` as the move played there."""
        self.blockSignals(True)
        if review.quick != self.quick:
            self.quick = review.quick
            self.retranslate_ui()
        for column in JUDGED_COLUMNS:
            self.setColumnHidden(column, review.quick)
        self.setRowCount(len(review.moves))
        self.indices = [m.index for m in review.moves]
        for row, entry in enumerate(review.moves):
            for column, text in enumerate(self._cells(entry, names, (words, played), self.kruzici)):
                item = QTableWidgetItem(text)
                if column in (0, 3, 5, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if column == 7:
                    item.setForeground(QColor(VERDICT_COLOURS.get(entry.verdict, "#ffffff")))
                self.setItem(row, column, item)
            self.setItem(row, MISSED_COLUMN, self._missed_item(entry))
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.horizontalHeader().setStretchLastSection(True)
        self.fit_columns()
        self.blockSignals(False)

    def fit_columns(self) -> None:
        """Every column in view: sized to its contents; where they are wider than the table,
        the headings of the number columns wrap onto two lines, and then the sentence columns
        give up width (their words wrap) until the last column is no longer cut off."""
        self.resizeColumnsToContents()
        shown = [c for c in range(self.columnCount()) if not self.isColumnHidden(c)]
        sentences = [c for c in SENTENCE_COLUMNS if c in shown]
        header = self.horizontalHeader()
        if sum(self.columnWidth(c) for c in shown) <= self.viewport().width():
            header.setMinimumHeight(0)
            return
        for column in shown:
            if column not in sentences:
                self.setColumnWidth(column, self._wrapped_width(column))
        one_line = header.sizeHint().height()
        header.setMinimumHeight(one_line + header.fontMetrics().lineSpacing())
        room = self.viewport().width() - sum(
            self.columnWidth(c) for c in shown if c not in sentences
        )
        # the narrower sentence column keeps its width if it can; the wider takes what is left
        sentences.sort(key=self.columnWidth)
        for left, column in enumerate(sentences):
            share = max(SENTENCE_MIN_WIDTH, room // (len(sentences) - left))
            self.setColumnWidth(column, min(self.columnWidth(column), share))
            room -= self.columnWidth(column)
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # a one-line row keeps its height
        self.resizeRowsToContents()

    def _wrapped_width(self, column: int) -> int:
        """The width column ``column`` needs with its heading on two lines at most."""
        header = self.horizontalHeader()
        item = self.horizontalHeaderItem(column)
        words = item.text().split() if item is not None else []
        metrics = header.fontMetrics()
        padding = header.sectionSizeHint(column) - metrics.horizontalAdvance(" ".join(words))
        two_lines = min(
            (
                max(
                    metrics.horizontalAdvance(" ".join(words[:cut])),
                    metrics.horizontalAdvance(" ".join(words[cut:])),
                )
                for cut in range(1, len(words))
            ),
            default=metrics.horizontalAdvance(" ".join(words)),
        )
        return max(self.sizeHintForColumn(column), two_lines + padding)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # only a new width changes what fits: a taller or shorter table keeps its columns
        if self.rowCount() and event.size().width() != event.oldSize().width():
            self.fit_columns()

    @staticmethod
    def _cells(
        entry: MoveReview,
        names: list[str],
        said: tuple[Callable[[int, str], str], Callable[[int, str], str]],
        kruzici: bool,
    ) -> list[str]:
        words, played = said
        # the move played was the best one: said in words ("=" was a sign nobody explained)
        same = QCoreApplication.translate("ReviewTable", "the move played")
        best = words(entry.index, entry.best) if entry.best != entry.move else same
        sign = -1 if kruzici else 1  # a kružić counts −1: shown received, "+1"
        chance = chance_text(entry.chance_after)
        if entry.chance_before is not None and entry.best != entry.move:
            chance = f"{chance_text(entry.chance_after)} / {chance_text(entry.chance_before)}"
        return [
            str(entry.index + 1),
            names[entry.seat] if entry.seat < len(names) else str(entry.seat + 1),
            played(entry.index, entry.move),
            figure(sign * entry.points, plus=True),
            best,
            figure(sign * entry.best_points, plus=True),
            chance,
            verdict_name(entry.verdict),
        ]

    def _missed_item(self, entry: MoveReview) -> QTableWidgetItem:
        """The points ``entry`` left on the table, of the most any move scored at once."""
        if self.kruzici:
            return self._avoidable_item(entry)
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

    def _avoidable_item(self, entry: MoveReview) -> QTableWidgetItem:
        """The kružići ``entry`` brought that the move bringing fewest would have avoided."""
        fewest = figure(-entry.top_points, plus=True)
        text = fmt(self.tr("%1 (fewest %2)", "dutch_domino"), entry.missed, fewest)
        item = QTableWidgetItem(text if entry.missed else "0")
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        # (no comma after the last argument of tr(): lupdate would take the message for a plural)
        tip = self.tr(
            "Kružići this move brought: %1; the fewest any move brought here: %2", "dutch_domino"
        )
        item.setToolTip(fmt(tip, -entry.points, -entry.top_points))
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
