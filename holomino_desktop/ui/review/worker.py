"""Runs one review at a time in a worker process, so that the board keeps its speed.

A thread would share the GIL with the window: while a review ran in one, every redraw of the
review's board took twice as long (21 ms became 50 ms) and the review got half a core. The
process is started with "spawn", as on Windows and macOS, so every platform runs the same way
(a fork of a process that runs Qt is unsafe). Its messages come back on a queue that a timer
reads in the GUI thread; an event cancels, and a process that does not stop is terminated.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
from multiprocessing.context import SpawnProcess
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...ai.review import Review
from ...ai.review_job import run_review_job
from ...engine.record import GameRecord
from ..words.texts import fmt

# how often the window looks for the worker's messages (ms)
POLL_MS = 30
#: how much a review's process gives way to the window (POSIX niceness added, up to 19)
GIVE_WAY = 10


def give_way(pid: int | None) -> None:
    """Lower process ``pid``'s priority below the window's from its start (its imports
    included): on a busy machine the window, not the review, gets the CPU first, so the board
    stays as quick while a review runs. Windows keeps its default."""
    if pid is None or not hasattr(os, "setpriority"):
        return
    with contextlib.suppress(OSError):  # not allowed here: it runs at the usual priority
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        os.setpriority(os.PRIO_PROCESS, pid, min(19, mine + GIVE_WAY))


class _Job:
    """One review in its process: the queue it reports on and the event that cancels it."""

    def __init__(self, record: GameRecord, quick: bool, iterations: int, seed: int) -> None:
        context = multiprocessing.get_context("spawn")
        self.messages: Any = context.Queue()
        self.cancel = context.Event()
        # start() pickles the arguments at once: the game going on cannot change the record
        # the review reads
        self.process: SpawnProcess = context.Process(
            target=run_review_job,
            args=(record, iterations, seed, quick, self.messages, self.cancel),
            name="holomino-review",
            daemon=True,  # never outlive the window
        )
        self.process.start()
        give_way(self.process.pid)

    def take(self) -> list[tuple[Any, ...]]:
        """The messages that have arrived (none when the queue is empty for now)."""
        out = []
        while True:
            try:
                out.append(self.messages.get_nowait())
            except (queue.Empty, EOFError, OSError):
                return out

    def stop(self, wait_ms: int) -> bool:
        """Cancel, wait up to ``wait_ms``, then terminate; True when the process has ended."""
        self.cancel.set()
        self.process.join(wait_ms / 1000)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(1.0)
        self.messages.close()
        return not self.process.is_alive()


class ReviewRunner(QObject):
    """``start`` a review; ``progress``, then ``finished`` (or ``failed`` / ``cancelled``)."""

    progress = Signal(int, int)  # moves reviewed, moves to review
    finished = Signal(object)  # Review
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job: _Job | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def running(self) -> bool:
        return self._job is not None

    def start(self, record: GameRecord, *, quick: bool, iterations: int, seed: int = 0) -> None:
        """Start a review of ``record``; a review still running is stopped first, unheard."""
        if self._job is not None:
            self._end().stop(0)
        self._job = _Job(record, quick, iterations, seed)
        self._timer.start()

    def cancel(self) -> None:
        """Ask the review to stop; ``cancelled`` follows when it has."""
        if self._job is not None:
            self._job.cancel.set()

    def shutdown(self, wait_ms: int = 3000) -> bool:
        """Stop the review (terminating it after ``wait_ms``); True when it has stopped."""
        if self._job is None:
            return True
        return self._end().stop(wait_ms)

    def _end(self) -> _Job:
        job, self._job = self._job, None
        assert job is not None
        self._timer.stop()
        return job

    def _poll(self) -> None:
        job = self._job
        if job is None:
            return
        for message in job.take():
            if self._handle(message):
                return
        if not job.process.is_alive():
            for message in job.take():  # what it put just before it ended
                if self._handle(message):
                    return
            code = job.process.exitcode
            self._end().messages.close()
            self.failed.emit(fmt(self.tr("the review process stopped (exit code %1)"), str(code)))

    def _handle(self, message: tuple[Any, ...]) -> bool:
        """Pass one message on; True when it was the last one of the job."""
        kind = message[0]
        if kind == "progress":
            self.progress.emit(message[1], message[2])
            return False
        # the last message: the process ends by itself (waiting for it here held the GUI
        # thread 20-30 ms), and what is left of it is reaped by multiprocessing
        self._end().messages.close()
        if kind == "done":
            review: Review = message[1]
            self.finished.emit(review)
        elif kind == "failed":
            self.failed.emit(message[1])
        else:
            self.cancelled.emit()
        return True
