"""Undo by agreement at a networked table, and the record a guest keeps when the host leaves.

- :class:`UndoVote`: at a networked table Edit → Undo asks the table to take back this seat's
  last move; every other human's window shows the question (Accept / Decline), and everybody
  is told how it ended. The host's table decides (:meth:`~...net.table.HostTable.ask_undo`);
  this is only the window's side of it.
- :func:`save_unfinished`: the host left an unfinished game and sent its record as it stood;
  the guest saves it as a file the window's Open resumes, the other seats then played by the
  computer, and the review reads.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QMessageBox, QWidget

from ...engine.record import GameRecord, Seat
from .. import persistence
from ..ai_adapter import default_level
from ..words.texts import fmt
from .transport import GuestLink, HostLink

#: what the table answers to an undo request it refuses, by the protocol's error code
UNDO_REFUSALS = {
    "nothing_to_undo": QT_TRANSLATE_NOOP("UndoVote", "You have no move to take back."),
    "undo_pending": QT_TRANSLATE_NOOP(
        "UndoVote", "Another request to take back a move is waiting for its answers."
    ),
    "no_undo": QT_TRANSLATE_NOOP("UndoVote", "That request to take back a move is over."),
    "undo_too_soon": QT_TRANSLATE_NOOP("UndoVote", "Wait a little before asking again."),
}
_UNDO_ENDS = {
    "done": QT_TRANSLATE_NOOP(
        "UndoVote", "Everybody agreed: the move was taken back (asked by %1)."
    ),
    "declined": QT_TRANSLATE_NOOP("UndoVote", "Declined: the move stands (asked by %1)."),
    "moved": QT_TRANSLATE_NOOP(
        "UndoVote", "A move was played: the request to take it back is off (asked by %1)."
    ),
    "timeout": QT_TRANSLATE_NOOP(
        "UndoVote", "Not everybody answered in time: the move stands (asked by %1)."
    ),
}

Links = Callable[[], tuple[HostLink | None, GuestLink | None]]


class UndoVote(QObject):
    """The window's side of undo by agreement: asking, the question, the answer, the end."""

    def __init__(self, window: QWidget, links: Links, note: Callable[[str], None]) -> None:
        super().__init__(window)
        self.window, self.links, self.note = window, links, note
        #: the question shown to this window's player (None: nothing asked)
        self.box: QMessageBox | None = None
        self.accept_button: QAbstractButton | None = None

    def can_ask(self) -> bool:
        host, guest = self.links()
        if host is not None:
            table = host.table
            seat = table.host_seat()
            return table.undo is None and not table.finished and seat in table.movers
        if guest is not None:
            session, view = guest.session, guest.session.view
            return (
                not session.closed
                and session.ply > 0
                and view is not None
                and (not view.is_terminal())
            )
        return False

    def ask(self) -> None:
        """Edit → Undo: ask the table (its verdict and the others' answers come later)."""
        host, guest = self.links()
        waiting = self.tr("You asked to take back your last move: waiting for the others…")
        if host is not None:
            seat = host.table.host_seat()
            refusal = "nothing_to_undo" if seat is None else host.table.ask_undo(seat, host.now())
            self.note(self.refusal(refusal) if refusal else waiting)
            host.flush()  # (with only AI seats to agree the move is taken back at once)
        elif guest is not None:
            guest.session.ask_undo()
            guest.flush()
            self.note(waiting)

    def refusal(self, code: str) -> str:
        return self.tr(str(UNDO_REFUSALS.get(code, UNDO_REFUSALS["no_undo"])))

    def asked(self, name: str) -> None:
        """Another seat asks: show the question (not modal: the table goes on drawing)."""
        self.close_question()
        text = fmt(self.tr("A request to take back a move, from %1. Do you agree?"), name)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Take back a move?"), text,
                          QMessageBox.StandardButton.NoButton, self.window)  # fmt: skip
        box.setTextFormat(Qt.TextFormat.PlainText)  # the name is a player's: never markup
        accept = box.addButton(self.tr("&Accept"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("&Decline"), QMessageBox.ButtonRole.RejectRole)
        box.buttonClicked.connect(lambda button: self._answer(box, button is accept))
        self.box, self.accept_button = box, accept
        box.open()
        self.note(fmt(self.tr("A request to take back a move, from %1."), name))

    def _answer(self, box: QMessageBox, accept: bool) -> None:
        if self.box is not box:
            return  # the request ended before this answer
        self.box = None
        box.deleteLater()
        host, guest = self.links()
        if host is not None and (seat := host.table.host_seat()) is not None:
            host.table.answer_undo(seat, accept)
            host.flush()
        elif guest is not None:
            guest.session.answer_undo(accept)
            guest.flush()

    def ended(self, result: str, name: str) -> None:
        """The request ended (``result``: one of the protocol's ``UNDO_RESULTS``)."""
        self.close_question()
        self.note(fmt(self.tr(str(_UNDO_ENDS.get(result, _UNDO_ENDS["timeout"]))), name))

    def close_question(self) -> None:
        box, self.box = self.box, None
        if box is not None:
            box.close()
            box.deleteLater()


def kept_record(record: GameRecord, seat: int) -> GameRecord:
    """The record for ``seat``'s own keeping: every other seat played by the computer, so that
    opening it plays on against the computer from where the table stopped."""
    level = default_level()
    players = [
        p if index == seat else Seat(p.name, "ai", p.level or level)
        for index, p in enumerate(record.players)
    ]
    return dataclasses.replace(record, players=players, moves=list(record.moves))


def save_unfinished(window: QWidget, record: GameRecord, seat: int) -> str | None:
    """Ask where, and save ``record`` there for ``seat``; the path (None: cancelled or failed,
    which is said)."""
    title = QCoreApplication.translate("GameFiles", "Save the game")
    start = str(persistence.data_dir() / ("table" + persistence.SUFFIX))
    files = QCoreApplication.translate(
        "GameFiles", "Holomino games (*.holomino.json);;JSON files (*.json)"
    )
    path, _ = QFileDialog.getSaveFileName(window, title, start, files)
    if not path:
        return None
    if not path.endswith(".json"):
        path += persistence.SUFFIX
    try:
        persistence.save_game(path, kept_record(record, seat))
    except OSError as error:
        text = QCoreApplication.translate("GameFiles", "The game could not be saved: %1")
        QMessageBox.warning(window, title, fmt(text, error.strerror or str(error)))
        return None
    return path
