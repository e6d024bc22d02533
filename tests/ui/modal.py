"""Answering the window's real modal questions and dialogs from a timer, as a person would: the
blocking call runs its own event loop, and the answer comes while it waits."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

#: how long (ms) to look for the modal widget before giving up
LOOK_FOR_MS = 5000
STEP_MS = 10


class AnswerLater:
    """Waits for the next modal widget of ``kind``, calls ``opened`` (once it shows), keeps it
    open ``wait_ms`` while the event loop runs, calls ``closing``, then answers: clicks
    ``button`` on a message box (one without it, as the About box, is closed), rejects any
    other dialog."""

    def __init__(
        self,
        kind: type[QWidget] = QMessageBox,
        button: QMessageBox.StandardButton = QMessageBox.StandardButton.Cancel,
        wait_ms: int = 0,
        opened: Callable[[QWidget], None] | None = None,
        closing: Callable[[QWidget], None] | None = None,
    ) -> None:
        self.kind, self.button, self.wait_ms = kind, button, wait_ms
        self.opened, self.closing = opened, closing
        self.texts: list[str] = []
        self.seen: list[QWidget] = []
        #: what ``opened`` raised (a failed check inside the modal loop)
        self.errors: list[BaseException] = []
        self.tries = LOOK_FOR_MS // STEP_MS
        QTimer.singleShot(0, self._look)

    def _look(self) -> None:
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, self.kind):
            self.tries -= 1
            if self.tries > 0:
                QTimer.singleShot(STEP_MS, self._look)
            return
        self.seen.append(widget)
        if isinstance(widget, QMessageBox):
            self.texts.append(widget.text())
        if self.opened is not None:
            try:
                self.opened(widget)
            except Exception as error:  # noqa: BLE001 - kept for the test: the box must close
                self.errors.append(error)
        QTimer.singleShot(self.wait_ms, lambda: self._answer(widget))

    def _answer(self, widget: QWidget) -> None:
        if not widget.isVisible():
            return  # answered by ``opened`` already
        if self.closing is not None:
            self.closing(widget)
        if isinstance(widget, QMessageBox) and widget.button(self.button) is not None:
            widget.button(self.button).click()
        elif isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()
