"""The table chat: a few lines of plain text under the move log, at a networked table only."""

from __future__ import annotations

from PySide6.QtCore import Signal
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
        row.addWidget(self.entry, 1)
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

    def send(self) -> None:
        text = plain_text(self.entry.text(), MAX_CHAT)
        self.entry.clear()
        if text:
            self.said.emit(text)

    def add(self, name: str, text: str) -> None:
        # plain text only: appendPlainText never reads markup
        self.lines.appendPlainText(fmt(self.tr("%1: %2"), name, plain_text(text, MAX_CHAT)))

    def note(self, text: str) -> None:
        """A line from the table itself (someone came, went, or the table closed)."""
        self.lines.appendPlainText("— " + text)

    def clear(self) -> None:
        self.lines.clear()
