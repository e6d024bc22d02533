"""The table chat: a few lines of plain text under the move log, at a networked table only.

Each line begins with a dot in the colour of the seat that said it (the seat cards' and the move
log's colour: two players of similar names are told apart at a glance); the line to type shows
how many characters it has of the most a line may have (:data:`~...net.protocol.MAX_CHAT`).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.protocol import MAX_CHAT, plain_text
from ..widgets.seats import SEAT_COLOURS
from ..words.texts import fmt

# lines the chat keeps (the oldest go first)
CHAT_LINES = 200


class ChatPanel(QFrame):
    """What was said at the table, a line to type and a Send button."""

    # the player sends a line (already plain text, capped)
    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.title = QLabel(self)
        self.title.setObjectName("rackTitle")
        layout.addWidget(self.title)
        self.lines = QPlainTextEdit(self)
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(CHAT_LINES)
        self.lines.setMinimumHeight(80)
        self.lines.setMaximumHeight(160)
        layout.addWidget(self.lines)
        row = QHBoxLayout()
        self.entry = QLineEdit(self)
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.returnPressed.connect(self.send)
        self.entry.textChanged.connect(self._count)
        row.addWidget(self.entry, 1)
        self.counter = QLabel(self)  # "120/300": the line stops at the most it may have
        self.counter.setObjectName("info")
        row.addWidget(self.counter)
        self.send_button = QPushButton(self)
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.send_button)
        layout.addLayout(row)
        # shown at the end of a match: the same table plays again
        self.rematch_button = QPushButton(self)
        self.rematch_button.hide()
        layout.addWidget(self.rematch_button)
        # shown to a guest whose connection broke: the seat is taken back with its token
        self.reconnect_button = QPushButton(self)
        self.reconnect_button.hide()
        layout.addWidget(self.reconnect_button)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Table chat"))
        self.entry.setAccessibleName(self.tr("Message to the table"))
        self.entry.setPlaceholderText(self.tr("Say something to the table"))
        self.send_button.setText(self.tr("Send"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.rematch_button.setAccessibleName(self.tr("Play again at the same table"))
        self.reconnect_button.setText(self.tr("Take your seat back"))
        self._count()

    def _count(self) -> None:
        length = len(self.entry.text())
        self.counter.setText(fmt(self.tr("%1/%2"), length, MAX_CHAT))
        self.counter.setToolTip(fmt(self.tr("A chat line has at most %1 characters."), MAX_CHAT))
        self.counter.setAccessibleName(self.counter.toolTip())
        self.counter.setVisible(length > 0)

    def send(self) -> None:
        text = plain_text(self.entry.text(), MAX_CHAT)
        self.entry.clear()
        if text:
            self.said.emit(text)

    def add(self, name: str, text: str, seat: int = -1) -> None:
        """A line someone said: a dot in the seat's colour (none for the table), the line.
        Plain text only: the text is inserted as characters, never read as markup."""
        self.lines.appendPlainText("")
        cursor = self.lines.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        plain = QTextCharFormat()
        if seat >= 0:
            dot = QTextCharFormat()
            dot.setForeground(QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)]))
            cursor.insertText("● ", dot)
        cursor.insertText(fmt(self.tr("%1: %2"), name, plain_text(text, MAX_CHAT)), plain)

    def note(self, text: str) -> None:
        """A line from the table itself (someone came, went, or the table closed)."""
        self.lines.appendPlainText("— " + text)

    def clear(self) -> None:
        self.lines.clear()
