"""The player protocol and what every player shares: the clock of one decision and seeding.

A player is given ``state.view(seat)`` — what its seat may see — and returns a legal move.
It never receives the true state; whatever it cannot see it samples with
``view.sample_hidden(seat, rng)``. That is the whole of the AI's honesty, and the tests check it.
"""

from __future__ import annotations

import random
import threading
import time
from typing import Protocol, runtime_checkable

from ..engine.base import Move, State

#: the think time of one decision when nobody says otherwise (seconds)
DEFAULT_BUDGET = 1.0
#: the range the settings dialog offers (seconds)
BUDGET_RANGE = (0.2, 5.0)


@runtime_checkable
class Player(Protocol):
    """Something that picks a move for the seat whose view it is given."""

    name: str

    def choose_move(
        self,
        view: State,
        *,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> Move:
        """A legal move for ``view.current_player``.

        ``budget`` (seconds) overrides the player's own think time for this decision. When
        ``cancel`` is set the player returns its best move so far within 100 ms; it always
        returns a legal move, never raises for lack of time.
        """
        ...


class CancelFlag(Protocol):
    """What cancels a decision: a ``threading.Event`` in the window's AI thread, a
    ``multiprocessing`` event in the review's process."""

    def is_set(self) -> bool: ...


class Clock:
    """The deadline of one decision: ``budget`` seconds from now, or as soon as ``cancel`` is set.

    ``budget=None`` means no time limit (the caller limits the work some other way, e.g. by a
    number of iterations). A small ``reserve`` is kept for returning the move, so that the
    measured think time stays under the budget even on a busy machine.
    """

    __slots__ = ("start", "deadline", "cancel")

    def __init__(
        self,
        budget: float | None,
        cancel: CancelFlag | None = None,
        *,
        reserve: float | None = None,
    ) -> None:
        self.start = time.perf_counter()
        self.cancel = cancel
        if budget is None:
            self.deadline = float("inf")
        else:
            # Keep a reserve (5 %, at least 30 ms: a busy machine can stall one iteration),
            # but never less than half the budget to think.
            keep = max(0.03, 0.05 * budget) if reserve is None else reserve
            self.deadline = self.start + max(budget - keep, budget * 0.5)

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def remaining(self) -> float:
        return self.deadline - time.perf_counter()

    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()

    def expired(self, margin: float = 0.0) -> bool:
        """True once the deadline (less ``margin``) has passed or the decision was cancelled."""
        if self.cancel is not None and self.cancel.is_set():
            return True
        if threading.current_thread() is not threading.main_thread():
            # Hand the GIL over for a moment: CPython 3.11 honours another thread's request for
            # it only sluggishly while this one runs the search, and the window's event loop
            # stalled for hundreds of milliseconds (tests/ui/test_ai_thread.py); every Python
            # call back from Qt waits for it again, so once every few milliseconds is not
            # enough (tests/ui/test_review_window.py). Not in the main thread: there no window
            # waits (the arena, benchmarks, the CLI), and a zero sleep also gives the CPU away
            # to any other runnable process, which on a busy machine cost the Expert half its
            # iterations (400 Triominos iterations in 3.1 s instead of 1.4 s).
            time.sleep(0)
        return time.perf_counter() + margin >= self.deadline


def seat_of(view: State) -> int:
    """The seat a view belongs to: the player to move (the viewer, for a proper view)."""
    return view.current_player


def check_playable(view: State) -> list[Move]:
    """The legal moves of ``view``; raises ValueError when the game is over."""
    if view.is_terminal():
        raise ValueError("the game is over: there is no move to choose")
    return view.legal_moves()


class SeededPlayer:
    """Common part of the players: a name and a random stream fixed by ``seed``.

    Every decision draws a fresh sub-seed from the stream, so a given seed and the same sequence
    of views give the same moves (the arena and the tests rely on it).
    """

    name: str = "player"

    def __init__(self, *, seed: int | None = None, name: str | None = None) -> None:
        self.rng = random.Random(seed)
        if name is not None:
            self.name = name

    def decision_rng(self) -> random.Random:
        return random.Random(self.rng.getrandbits(64))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
