"""A review as a job for a worker process: what it reports goes back as messages on a queue.

The review window runs it in its own process (why: ``ui/review/worker.py``). Qt-free, so that
the worker process loads only the engine and the AI.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..engine.record import GameRecord
from .base import CancelFlag
from .review import ReviewCancelled, review_record


class Outbox(Protocol):
    """Where the job's messages go (a ``multiprocessing`` queue)."""

    def put(self, item: Any) -> None: ...


def run_review_job(
    record: GameRecord, budget: int, seed: int, quick: bool, outbox: Outbox, cancel: CancelFlag
) -> None:
    """Review ``record``; puts ("progress", done, total) after every move, then one of
    ("done", Review), ("cancelled",) or ("failed", message)."""
    try:
        review = review_record(
            record,
            budget=budget,
            seed=seed,
            quick=quick,
            progress=lambda done, total: outbox.put(("progress", done, total)),
            cancel=cancel,
        )
    except ReviewCancelled:
        outbox.put(("cancelled",))
    except Exception as error:  # the window must hear of a bug in the analysis, not wait
        outbox.put(("failed", f"{type(error).__name__}: {error}"))
    else:
        outbox.put(("done", review))
