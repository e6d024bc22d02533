"""End of a round / end of the match: per-seat points, settlements, the winner."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class SummaryDialog(QDialog):
    """Shows a table (seat, points this round, total, extra column) and a headline.

    ``final``: the match is over ("New match" / "Review" / "Close"; "New game" with
    ``one_game``, a game of one round); otherwise "Next round", in the game's own word when
    ``next_round`` gives it (Polish *runda* or *partia*).
    "Review" closes the box (``choice`` "review"): the box is window-modal, and the review
    window it leads to belongs to the main window, which the box would keep blocked.
    """

    def __init__(
        self,
        title: str,
        headline: str,
        columns: list[str],
        rows: list[list[str]],
        notes: list[str],
        final: bool,
        parent: QWidget | None = None,
        next_round: Callable[[], str] | None = None,
        one_game: bool = False,
    ) -> None:
        super().__init__(parent)
        self.one_game = one_game
        self.next_round_text = next_round or (lambda: self.tr("Next &round"))
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        head = QLabel(headline, self)
        head.setTextFormat(Qt.TextFormat.PlainText)  # the winners' names: never markup
        font = QFont(head.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        head.setFont(font)
        head.setWordWrap(True)
        head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(head)
        self.table = self._table(columns, rows)
        layout.addWidget(self.table)
        for note in notes:
            label = QLabel(note, self)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            layout.addWidget(label)
        self.choice = "close"
        layout.addWidget(self._buttons(final))

    def _table(self, columns: list[str], rows: list[list[str]]) -> QTableWidget:
        """The scores, exactly as tall as its rows."""
        table = QTableWidget(len(rows), len(columns), self)
        table.setHorizontalHeaderLabels(columns)
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setAccessibleName(self.tr("Scores"))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c > 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        height = table.verticalHeader().length() + table.horizontalHeader().height() + 6
        table.setFixedHeight(height)  # exactly the rows: no empty grid below them
        return table

    def _buttons(self, final: bool) -> QDialogButtonBox:
        """ "New match" (or "New game"), "Review" and "Close" after the match, "Next round"
        after a round."""
        buttons = QDialogButtonBox(self)
        if final:
            self.new_match = QPushButton(self._new_text(), self)
            buttons.addButton(self.new_match, QDialogButtonBox.ButtonRole.AcceptRole)
            self.new_match.clicked.connect(lambda: self._choose("new_match"))
            self.review_button = QPushButton(self.tr("Re&view"), self)
            buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.review_button.clicked.connect(lambda: self._choose("review"))
            close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            close.setText(self.tr("Close"))  # Qt has no Serbian for its standard buttons
            self.close_button = close
            close.clicked.connect(lambda: self._choose("close"))
            self.new_match.setDefault(True)
        else:
            self.next_round = QPushButton(self.next_round_text(), self)
            buttons.addButton(self.next_round, QDialogButtonBox.ButtonRole.AcceptRole)
            self.next_round.clicked.connect(lambda: self._choose("next_round"))
            self.next_round.setDefault(True)
        return buttons

    def _new_text(self) -> str:
        return self.tr("&New game") if self.one_game else self.tr("&New match")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # after the children: the button box resets its standard buttons' texts itself
            QTimer.singleShot(0, self, self.retranslate_ui)
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.table.setAccessibleName(self.tr("Scores"))
        if hasattr(self, "new_match"):
            self.new_match.setText(self._new_text())
            self.review_button.setText(self.tr("Re&view"))
            self.close_button.setText(self.tr("Close"))
        if hasattr(self, "next_round"):
            self.next_round.setText(self.next_round_text())

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()
