"""Runs one review at a time off the GUI thread: a plain callable on a QThreadPool.

A plain callable and not a ``QRunnable`` subclass (those leak in PySide6); its signals live on a
QObject of the GUI thread, so they arrive there queued. A ``threading.Event`` cancels: the
search looks at it between iterations and the review stops with ``ReviewCancelled``.
"""

from __future__ import annotations

import sys
import threading

from PySide6.QtCore import QObject, QThreadPool, Signal

from ...ai.review import Review, ReviewCancelled, review_record
from ...engine.record import GameRecord


def snapshot(record: GameRecord) -> GameRecord:
    """A copy of what a review reads, so that the game going on cannot change it underfoot."""
    return GameRecord(
        record.game, dict(record.options), record.seed, list(record.players), list(record.moves)
    )


class ReviewRunner(QObject):
    """``start`` a review; ``progress``, then ``finished`` (or ``failed`` / ``cancelled``)."""

    progress = Signal(int, int)  # moves reviewed, moves to review
    finished = Signal(object)  # Review
    failed = Signal(str)
    cancelled = Signal()
    # the worker's signals carry the job number: a cancelled job's late signals are dropped
    _progress = Signal(int, int, int)
    _done = Signal(int, object)
    _failed = Signal(int, str)
    _cancelled = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.job = 0
        self._cancel: threading.Event | None = None
        self._progress.connect(self._on_progress)
        self._done.connect(self._on_done)
        self._failed.connect(self._on_failed)
        self._cancelled.connect(self._on_cancelled)
        # the search holds the GIL: switch often so that the board stays responsive
        if sys.getswitchinterval() > 0.002:
            sys.setswitchinterval(0.002)

    @property
    def running(self) -> bool:
        return self._cancel is not None

    def start(self, record: GameRecord, *, quick: bool, iterations: int, seed: int = 0) -> None:
        self.cancel()
        self.job += 1
        job, cancel, copy = self.job, threading.Event(), snapshot(record)
        self._cancel = cancel

        def run() -> None:
            try:
                review = review_record(
                    copy,
                    budget=iterations,
                    seed=seed,
                    quick=quick,
                    progress=lambda done, total: self._progress.emit(job, done, total),
                    cancel=cancel,
                )
            except ReviewCancelled:
                self._cancelled.emit(job)
            except Exception as error:  # the window must survive a bug in the analysis
                self._failed.emit(job, f"{type(error).__name__}: {error}")
            else:
                self._done.emit(job, review)

        self.pool.start(run)

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def shutdown(self, wait_ms: int = 3000) -> bool:
        """Cancel and wait for the worker; True when it has stopped."""
        self.cancel()
        return self.pool.waitForDone(wait_ms)

    def _on_progress(self, job: int, done: int, total: int) -> None:
        if job == self.job:
            self.progress.emit(done, total)

    def _on_done(self, job: int, review: Review) -> None:
        if job == self.job:
            self._cancel = None
            self.finished.emit(review)

    def _on_failed(self, job: int, message: str) -> None:
        if job == self.job:
            self._cancel = None
            self.failed.emit(message)

    def _on_cancelled(self, job: int) -> None:
        if job == self.job:
            self._cancel = None
            self.cancelled.emit()
