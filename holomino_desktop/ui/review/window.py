"""The review window: the board on the left; on the right the totals, the three costliest moves
with "Show on board", the score chart and the move table; below, the analysis' progress.

A review stored in the record opens at once; otherwise the full review starts in the
background (the board stays usable meanwhile) and is stored in the record when it is done, so
saving the game keeps it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QGraphicsItem,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import (
    DEFAULT_ITERATIONS,
    MoveReview,
    Review,
    Timeline,
    store_review,
    stored_review,
    timeline,
)
from ...engine.base import State
from ...engine.record import GameRecord, RecordError
from ..file_errors import os_error_text
from ..layout import board_beside
from ..scene import painter_for
from ..scene.base import BoardPainter
from ..widgets.screen_fit import fit_window
from ..words.game_words import KRUZICI
from ..words.texts import counted, figure, fmt, game_name, signed
from .chart import ScoreChart
from .practice import PracticeWindow, keep_exercises, show_practice
from .table import MoveTable, verdict_name
from .words import move_words, played_words
from .worker import ReviewRunner

Reviewed = Callable[[Review], None]


class ReviewWindow(QDialog):
    def __init__(
        self,
        record: GameRecord,
        parent: QWidget | None = None,
        *,
        on_reviewed: Reviewed | None = None,
        start: bool = True,
    ) -> None:
        super().__init__(parent)
        self.record = record
        #: the game counts kružići (Holandski domino): the words count them, not points
        self.kruzici = record.game in KRUZICI
        self.on_reviewed = on_reviewed
        self.positions = _positions(record)
        self.line = timeline(record)
        self.names = [seat.name for seat in record.players] or [
            fmt(self.tr("Player %1"), p + 1) for p in range(self.positions[0].num_players)
        ]
        self.review: Review | None = None
        self.painter: BoardPainter | None = None
        self.ghost: QGraphicsItem | None = None
        self.index = -1
        fit_window(self, QSize(1280, 800), "windows/review")
        self.runner = ReviewRunner(self)
        self.cancel_asked = False  # Cancel was pressed during the review running now
        self._build()
        self.retranslate_ui()
        self._connect()
        self.jump(len(self.positions) - 1)
        self._open(start)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        frame = board_beside(self, layout)
        self.scene, self.view, self.totals = frame.scene, frame.view, frame.totals
        side, right = frame.side, frame.column
        side.addWidget(self._build_costliest(right))
        self.chart = ScoreChart(right)
        side.addWidget(self.chart, 2)
        self.table = MoveTable(right)
        self.table.kruzici = self.kruzici
        side.addWidget(self.table, 3)
        side.addLayout(self._build_practice(right))
        frame.finish([460, 820])  # the move table has nine columns to show
        layout.addLayout(self._build_controls())

    def _build_costliest(self, parent: QWidget) -> QGroupBox:
        self.costly_box = QGroupBox(parent)
        grid = QGridLayout(self.costly_box)
        self.costly_labels: list[QLabel] = []
        self.costly_buttons: list[QPushButton] = []
        for row in range(3):
            label = QLabel(self.costly_box)
            label.setTextFormat(Qt.TextFormat.PlainText)  # names the seat: never markup
            label.setWordWrap(True)
            button = QPushButton(self.costly_box)
            button.clicked.connect(lambda _=False, r=row: self._show_costly(r))
            grid.addWidget(label, row, 0)
            grid.addWidget(button, row, 1)
            self.costly_labels.append(label)
            self.costly_buttons.append(button)
        grid.setColumnStretch(0, 1)
        self.costly_box.setVisible(False)  # until a review names its costliest moves
        return self.costly_box

    def _build_practice(self, parent: QWidget) -> QHBoxLayout:
        """Under the move table: the moves the review faulted, to be played again
        (``practice.py``); beside the table, not in the row of buttons below, which fills an
        800-pixel-wide screen already."""
        row = QHBoxLayout()
        self.inaccuracies_box = QCheckBox(parent)
        self.practise_button = QPushButton(parent)
        self.practice: PracticeWindow | None = None
        row.addWidget(self.inaccuracies_box)
        row.addStretch(1)
        row.addWidget(self.practise_button)
        return row

    def _build_controls(self) -> QHBoxLayout:
        """The progress bar, the status and the buttons. Every button keeps its place whatever
        runs: the hidden progress bar keeps its room, and the status takes the room it is given
        whatever it says (a click meant for Cancel must not land on the button that moved there
        when the review ended)."""
        controls = QHBoxLayout()
        self.progress = QProgressBar(self)
        keep_room = self.progress.sizePolicy()
        keep_room.setRetainSizeWhenHidden(True)
        self.progress.setSizePolicy(keep_room)
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)  # a long message wraps instead of widening the window
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.cancel_button = QPushButton(self)
        self.full_button = QPushButton(self)
        self.quick_button = QPushButton(self)
        self.save_button = QPushButton(self)
        self.close_button = close = QPushButton(self)
        close.clicked.connect(self.accept)
        controls.addWidget(self.progress, 1)
        controls.addWidget(self.status, 1)
        for button in (
            self.cancel_button,
            self.full_button,
            self.quick_button,
            self.save_button,
            close,
        ):
            controls.addWidget(button)
        return controls

    def retranslate_ui(self) -> None:
        """The fixed texts, again after a language switch (and the review's texts with them)."""
        self.setWindowTitle(fmt(self.tr("Review — %1"), game_name(self.record.game)))
        self.setAccessibleName(self.tr("Game review"))
        self._title_costliest()
        for button in self.costly_buttons:
            button.setText(self.tr("Show on board"))
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.full_button.setText(self.tr("Full review"))
        self.quick_button.setText(self.tr("Quick review"))
        self.save_button.setText(self.tr("Save chart as PNG…"))
        self.practise_button.setText(self.tr("Practise these moves"))
        self.inaccuracies_box.setText(self.tr("Include inaccuracies"))
        self.close_button.setText(self.tr("Close"))
        self.chart.retranslate_ui()
        self.table.retranslate_ui()
        if self.review is not None:
            self.show_review(self.review)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.retranslate_ui()
        super().changeEvent(event)

    def _connect(self) -> None:
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.runner.cancelled.connect(self._cancelled)
        self.cancel_button.clicked.connect(self.cancel)
        self.full_button.clicked.connect(lambda: self.start(quick=False))
        self.quick_button.clicked.connect(lambda: self.start(quick=True))
        self.save_button.clicked.connect(self.save_chart)
        self.practise_button.clicked.connect(self.practise)
        self.chart.positionChosen.connect(self.jump)
        self.table.moveChosen.connect(lambda index: self.jump(index + 1))

    def _open(self, start: bool) -> None:
        """Show the stored review, or start the full one."""
        try:
            found = stored_review(self.record)
        except RecordError:  # a stale review (the moves changed): review again
            found = None
        self._set_running(False)
        self._draw_chart()
        if found is not None:
            self.status.setText(self.tr("Stored review"))
            self.show_review(found)
        elif start:
            self.start(quick=False)

    # -- the analysis ---------------------------------------------------------------------
    def start(self, *, quick: bool) -> None:
        self.cancel_asked = False
        self.progress.setValue(0)
        self.status.setText(self.tr("Quick review…") if quick else self.tr("Reviewing…"))
        self._set_running(True)
        self.runner.start(self.record, quick=quick, iterations=DEFAULT_ITERATIONS)

    def _set_running(self, running: bool) -> None:
        self.cancel_button.setEnabled(running)
        self.full_button.setEnabled(not running)
        self.quick_button.setEnabled(not running)
        self.progress.setVisible(running)
        self._offer_practice(running)

    def _offer_practice(self, running: bool = False) -> None:
        """Practice needs the verdicts of a full review."""
        full = self.review is not None and not self.review.quick
        self.practise_button.setEnabled(full and not running)
        self.inaccuracies_box.setEnabled(full and not running)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def cancel(self) -> None:
        """Cancel: what the review finishes meanwhile is not shown (the label said "Full
        review" when its last move was done just as the player pressed Cancel)."""
        self.cancel_asked = True
        self.runner.cancel()

    def _finished(self, review: Review) -> None:
        if self.cancel_asked:
            self._cancelled()
            return
        self._set_running(False)
        self.status.setText(self._finished_text(review.quick))
        store_review(self.record, review)
        if self.on_reviewed is not None:
            self.on_reviewed(review)
        self.show_review(review)

    def _finished_text(self, quick: bool) -> str:
        if not quick:
            return self.tr("Full review")
        if self.kruzici:
            return self.tr("Quick review: kružići only, no verdicts", "dutch_domino")
        return self.tr("Quick review: points only, no verdicts")

    def _failed(self, message: str) -> None:
        self._set_running(False)
        self.status.setText(fmt(self.tr("The review failed: %1"), message))

    def _cancelled(self) -> None:
        self._set_running(False)
        self.status.setText(self.tr("Review cancelled"))

    # -- showing it -----------------------------------------------------------------------
    def show_review(self, review: Review) -> None:
        self.review = review
        self._offer_practice(self.runner.running)
        self._draw_chart()
        self.table.show_review(review, self.names, self.words, self.played)
        self.totals.setText(self.totals_text(review))
        costly = review.costliest()
        for row, (label, button) in enumerate(
            zip(self.costly_labels, self.costly_buttons, strict=True)
        ):
            entry = costly[row] if row < len(costly) else None
            label.setText(self.costly_text(entry) if entry is not None else "")
            # three "Show on board" buttons: each says which move it shows
            button.setAccessibleDescription(label.text())
            button.setVisible(entry is not None)
        self._title_costliest()
        self.costly_box.setVisible(bool(costly))

    def _title_costliest(self) -> None:
        quick = self.review is not None and self.review.quick
        if not quick:
            self.costly_box.setTitle(self.tr("The costliest moves"))
        elif self.kruzici:
            self.costly_box.setTitle(self.tr("The most avoidable kružići", "dutch_domino"))
        else:
            self.costly_box.setTitle(self.tr("The most points missed"))

    def _draw_chart(self) -> None:
        chances: dict[int, list[tuple[int, float]]] = {}
        if self.review is not None:
            for entry in self.review.moves:
                if entry.chance_after is not None:
                    chances.setdefault(entry.seat, []).append((entry.index + 1, entry.chance_after))
        if self.kruzici:  # counted up, as the match counts them, not as negative points
            line = Timeline(
                [[-score for score in row] for row in self.line.scores],
                self.line.movers,
                self.line.round_ends,
            )
            unit = self.tr("Kružići", "dutch_domino")
            self.chart.set_data(line, chances, self.describe, self.names, unit)
        else:
            self.chart.set_data(self.line, chances, self.describe, self.names)
        self.chart.set_current(self.index)

    def words(self, index: int, text: str) -> str:
        """Move ``text`` in the position before move ``index`` (0-based), in words."""
        return move_words(self.positions[index], text)

    def played(self, index: int, text: str) -> str:
        """Move ``text``, played in the position before move ``index``, in words: a draw, a
        purchase or a pass in the past tense."""
        return played_words(self.positions[index], text)

    def describe(self, moves: int) -> str:
        """The chart's tooltip for the position after ``moves`` moves."""
        if moves <= 0:
            return self.tr("The start of the game")
        seat = self.line.movers[moves - 1]
        played = self.played(moves - 1, self.record.moves[moves - 1])
        sign = -1 if self.kruzici else 1  # a kružić counts −1: its player has one more
        scores = ", ".join(
            f"{self._name(p)} {figure(sign * s)}" for p, s in enumerate(self.line.scores[moves])
        )
        if self.kruzici:
            scores = fmt(self.tr("Kružići: %1", "dutch_domino"), scores)
        return fmt(self.tr("Move %1 · %2: %3\n%4"), moves, self._name(seat), played, scores)

    def costly_text(self, entry: MoveReview) -> str:
        if self.kruzici:
            return self._costly_kruzici(entry)
        played = self.played(entry.index, entry.move)
        best = self.words(entry.index, entry.best)
        if self.review is not None and self.review.quick:  # points only: no verdict to name
            text = self.tr(
                "Move %1 (%2): %3, points %4; most points: %5, points %6 — %n point(s) missed",
                "",
                entry.missed,
            )
            return fmt(
                signed(text, entry.missed),
                entry.index + 1,
                self._name(entry.seat),
                played,
                figure(entry.points),
                best,
                figure(entry.best_points),
            )
        return fmt(
            self.tr("Move %1 (%2): %3, points %4; better: %5, points %6 — %7"),
            entry.index + 1,
            self._name(entry.seat),
            played,
            entry.points,
            best,
            entry.best_points,
            verdict_name(entry.verdict),
        )

    def _costly_kruzici(self, entry: MoveReview) -> str:
        """A costly move of a game that counts kružići: those it brought, and the better
        move's."""
        played = self.played(entry.index, entry.move)
        best = self.words(entry.index, entry.best)
        if self.review is not None and self.review.quick:
            # no comma after tr()'s last argument: lupdate would take the message for a plural
            text = self.tr(
                "Move %1 (%2): %3, kružići %4; fewest %5, kružići %6 — %7 avoidable", "dutch_domino"
            )
            last = str(entry.missed)
        else:
            text = self.tr(
                "Move %1 (%2): %3, kružići %4; better: %5, kružići %6 — %7", "dutch_domino"
            )
            last = verdict_name(entry.verdict)
        return fmt(
            text,
            entry.index + 1,
            self._name(entry.seat),
            played,
            -entry.points,
            best,
            -entry.best_points,
            last,
        )

    def totals_text(self, review: Review) -> str:
        if self.kruzici:
            return self._totals_kruzici(review)
        lines = []
        for totals in review.totals():
            if review.quick:  # a count of points: it judges no move
                lines.append(
                    fmt(
                        self.tr("%1: points missed %2 (a quick review counts points only)"),
                        self._name(totals.seat),
                        totals.points_missed,
                    )
                )
                continue
            lines.append(
                fmt(
                    self.tr("%1: points missed %2, mistakes %3, inaccuracies %4"),
                    self._name(totals.seat),
                    totals.points_missed,
                    totals.mistakes,
                    totals.inaccuracies,
                )
            )
        lines.append(self.closeness_text())
        return "\n".join(lines)

    def _totals_kruzici(self, review: Review) -> str:
        """Per player the kružići other moves would have avoided (and the verdicts)."""
        lines = []
        for totals in review.totals():
            if review.quick:
                text = self.tr(
                    "%1: avoidable kružići %2 (a quick review counts kružići only)", "dutch_domino"
                )
                lines.append(fmt(text, self._name(totals.seat), totals.points_missed))
                continue
            text = self.tr("%1: avoidable kružići %2, mistakes %3, inaccuracies %4", "dutch_domino")
            lines.append(
                fmt(
                    text,
                    self._name(totals.seat),
                    totals.points_missed,
                    totals.mistakes,
                    totals.inaccuracies,
                )
            )
        lines.append(self.closeness_text())
        return "\n".join(lines)

    def closeness_text(self) -> str:
        """How close the game was: the winner's lead over the next seat at the end; a game
        still going says who was ahead at its last move, and by how many points (kružići)."""
        final = self.line.final
        order = sorted(range(len(final)), key=lambda seat: final[seat], reverse=True)
        lead = final[order[0]] - final[order[1]] if len(final) > 1 else 0
        if not self.positions[-1].is_terminal():
            return self._lead_text(order[0], lead)
        if lead == 0:
            return self.tr("A dead heat: the game ended level.")
        return fmt(self.tr("Winning margin at the end: %1"), lead)

    def _lead_text(self, leader: int, lead: int) -> str:
        """The game is not over: who was ahead at the last move, by how much, in the game's
        unit (a kružić counts −1: the leader has fewer)."""
        if lead == 0:
            return self.tr("The game is not over; at the last move nobody was ahead.")
        if self.kruzici:
            text = counted(
                lambda k: self.tr(
                    "The game is not over; at the last move %1 was ahead by %n kružić(i).",
                    "dutch_domino",
                    k,
                ),
                lead,
            )
        else:
            text = counted(
                lambda k: self.tr(
                    "The game is not over; at the last move %1 was ahead by %n point(s).", "", k
                ),
                lead,
            )
        return fmt(text, self._name(leader))

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    # -- the board ------------------------------------------------------------------------
    def jump(self, index: int) -> None:
        """Show the position after ``index`` moves."""
        index = max(0, min(index, len(self.positions) - 1))
        self._drop_ghost()
        if index != self.index:
            self.index = index
            state = self.positions[index]
            if self.painter is not None:
                self.painter.clear()
            self.scene.clear()
            self.painter = painter_for(self.record.game, self.scene)
            if index - 1 in self.line.round_ends:  # that move ended a round of a match going on
                self._show_round_end(index)
            else:
                self.painter.sync(state, None, 0)
            self.view.fit_board(self.painter.board_rect())
        self.chart.set_current(index)
        self.table.select_move(index - 1)

    def _show_round_end(self, index: int) -> None:
        """The table as the move before ``index`` left it: that move ended a round, and the
        position after it is the next round's deal with an empty table."""
        before = self.positions[index - 1]
        assert self.painter is not None
        self.painter.sync(before, None, 0)
        laid = self.painter.make_ghost(before.parse_move(self.record.moves[index - 1]))
        if laid is not None:  # a round ended by a pass or a buy lays nothing
            laid.setParentItem(self.painter.layer)
            laid.setZValue(10)

    def show_better(self, entry: MoveReview) -> None:
        """The position before ``entry``'s move, the better move drawn as a ghost."""
        self.jump(entry.index)
        state = self.positions[entry.index]
        assert self.painter is not None
        ghost = self.painter.make_ghost(state.parse_move(entry.best))
        if ghost is not None:
            ghost.setParentItem(self.painter.layer)
            ghost.setOpacity(0.6)
            ghost.setZValue(20)
            self.ghost = ghost
        self.table.select_move(entry.index)

    def _show_costly(self, row: int) -> None:
        if self.review is not None:
            costly = self.review.costliest()
            if row < len(costly):
                self.show_better(costly[row])

    def _drop_ghost(self) -> None:
        if self.ghost is not None:
            self.scene.removeItem(self.ghost)
            self.ghost = None

    # -- practice -------------------------------------------------------------------------
    def practise(self) -> None:
        """Keep the moves the review faulted as exercises of the game, and play them again."""
        if self.review is None or self.review.quick:
            return
        inaccuracies = self.inaccuracies_box.isChecked()
        kept, added, notice = keep_exercises(self.record, self.review, inaccuracies)
        if not kept.exercises:
            self.status.setText(notice or self.tr("The review found no move to practise."))
            return
        self.status.setText(notice or signed(self.tr("%n new exercise(s) kept", "", added), added))
        self.practice = show_practice(kept, self, notice)

    # -- the rest -------------------------------------------------------------------------
    def save_chart(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save chart as PNG"), "review.png", self.tr("PNG images") + " (*.png)"
        )
        if not path:
            return
        try:
            self.chart.save_png(path)
        except OSError as error:
            reason = os_error_text(error)
            self.status.setText(fmt(self.tr("%1 cannot be written: %2"), Path(path).name, reason))

    def done(self, result: int) -> None:
        self.runner.shutdown()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()
        super().closeEvent(event)


def _positions(record: GameRecord) -> list[State]:
    """The state after each number of moves (0: the deal); RecordError for an illegal move."""
    states = [record.initial_state()]
    for after, _result in record.replay_steps():
        states.append(after.clone())
    return states


def open_review(
    record: GameRecord, parent: QWidget | None = None, *, on_reviewed: Reviewed | None = None
) -> ReviewWindow:
    """Open the review of ``record`` beside the window (not modal)."""
    window = ReviewWindow(record, parent, on_reviewed=on_reviewed)
    if parent is not None:
        window.setStyleSheet(parent.styleSheet())
    window.setModal(False)
    window.show()
    return window
