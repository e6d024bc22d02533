"""AI seats for the window: the AI package's levels, or a random stand-in until it exists.

The search runs on a worker of a private :class:`QThreadPool`; a ``threading.Event`` cancels
it. Results come back to the GUI thread through a queued signal, tagged with the request
number so that a late answer for an abandoned game is simply ignored.
"""

from __future__ import annotations

import random
import sys
import threading
from importlib import import_module
from typing import Any, Protocol

from PySide6.QtCore import QObject, QThreadPool, Signal

from ..engine.base import Move, State

#: level id of the stand-in player that picks a uniformly random legal move
RANDOM_LEVEL = "random"


class Player(Protocol):
    def choose_move(
        self, state: State, budget: float = ..., cancel: threading.Event | None = ...
    ) -> Move: ...


class RandomPlayer:
    """Chooses a uniformly random legal move (the fallback behind the AI interface)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose_move(
        self, state: State, budget: float = 1.0, cancel: threading.Event | None = None
    ) -> Move:
        return self.rng.choice(state.legal_moves())


def _levels_module() -> Any | None:
    try:
        return import_module("holomino_desktop.ai.levels")
    except ImportError:
        return None


def ai_levels() -> list[str]:
    """Level ids to offer, strongest last; ``random`` is always available."""
    module = _levels_module()
    levels: list[str] = []
    if module is not None:
        known = getattr(module, "LEVELS", ())
        levels = [str(level) for level in known]
    if RANDOM_LEVEL not in levels:
        levels.insert(0, RANDOM_LEVEL)
    return levels


def default_level() -> str:
    levels = ai_levels()
    for preferred in ("medium", "intermediate", "normal"):
        if preferred in levels:
            return preferred
    return levels[len(levels) // 2]


def make_ai(level: str, seed: int | None = None, budget: float = 1.0) -> Player:
    """A player for ``level``; unknown levels and a missing AI package give a random player.

    The Expert searches on one worker process per core (at most four, ``ai/search_pool.py``):
    the same think time buys it as many times the iterations, and this process only waits."""
    if level == "expert":
        try:
            pool = import_module("holomino_desktop.ai.search_pool")
        except ImportError:
            pass
        else:
            expert = pool.ParallelExpertPlayer(seed=seed, budget=budget)
            if expert.processes > 1:  # load them while the game is set up, not at its move
                pool.shared_pool(expert.processes).start()
            player: Player = expert
            return player
    module = _levels_module()
    if module is not None and level != RANDOM_LEVEL:
        try:
            chosen: Player = module.make_player(level, seed=seed, budget=budget)
            return chosen
        except (KeyError, ValueError):
            pass
    return RandomPlayer(seed)


class _Signals(QObject):
    done = Signal(int, object)  # request id, Move or None
    failed = Signal(int, str)


class _SearchTask:
    """One search, handed to the pool as a plain callable (``QThreadPool.start(task.run)``).

    Not a ``QRunnable`` subclass: PySide6 often never released such a Python runnable after
    it ran (``setAutoDelete(True)`` notwithstanding), and each kept its state clone, Event and
    player — ~70 per game, the main memory growth of a long evening (issue 20). The pool
    drops the callable, and with it the task, once it has run."""

    def __init__(
        self,
        request: int,
        player: Player,
        view: State,
        budget: float,
        cancel: threading.Event,
        signals: _Signals,
    ) -> None:
        self.request = request
        self.player = player
        self.view = view
        self.budget = budget
        self.cancel = cancel
        self.signals = signals

    def run(self) -> None:
        try:
            move = self.player.choose_move(self.view, budget=self.budget, cancel=self.cancel)
        except Exception as error:  # the GUI must survive an AI bug and say so
            if not self.cancel.is_set():
                self.signals.failed.emit(self.request, f"{type(error).__name__}: {error}")
            return
        if not self.cancel.is_set():
            self.signals.done.emit(self.request, move)


class AIRunner(QObject):
    """Runs one AI search at a time off the GUI thread."""

    moveReady = Signal(int, object)
    searchFailed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _Signals(self)
        self.signals.done.connect(self.moveReady)
        self.signals.failed.connect(self.searchFailed)
        self._cancel: threading.Event | None = None
        self._request = 0
        # The search is pure Python and holds the GIL; every Python callback of the GUI thread
        # (a paint, a timer) waits for the next switch. 2 ms instead of 5 keeps the window
        # responsive at a small cost to the search.
        if sys.getswitchinterval() > 0.002:
            sys.setswitchinterval(0.002)

    @property
    def request(self) -> int:
        return self._request

    def start(self, player: Player, view: State, budget: float) -> int:
        """Begin a search; returns the request id that :attr:`moveReady` will carry."""
        self.cancel()
        self._request += 1
        self._cancel = threading.Event()
        task = _SearchTask(self._request, player, view, budget, self._cancel, self.signals)
        self.pool.start(task.run)
        return self._request

    def cancel(self) -> None:
        """Ask the running search to stop; its answer, if any, is ignored."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        self._request += 1

    def is_busy(self) -> bool:
        return self._cancel is not None

    def finished(self) -> None:
        self._cancel = None

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Cancel and wait for the worker thread; True when no thread is left running."""
        self.cancel()
        return bool(self.pool.waitForDone(timeout_ms))

    def active_threads(self) -> int:
        return int(self.pool.activeThreadCount())


class HintPlayer:
    """Answers with the Expert's best move for the seat to move: on the Expert's worker
    processes when it has several, else ``levels.suggest_moves``; without the AI package, the
    first legal move."""

    def choose_move(
        self, state: State, budget: float = 1.0, cancel: threading.Event | None = None
    ) -> Move:
        expert = make_ai("expert", seed=1, budget=budget)
        if getattr(expert, "processes", 1) > 1:
            return expert.choose_move(state, budget=budget, cancel=cancel)
        module = _levels_module()
        if module is not None and hasattr(module, "suggest_moves"):
            best = module.suggest_moves(state, budget=budget, top=1, cancel=cancel, seed=1)
            if best:
                move: Move = best[0][0]
                return move
        return state.legal_moves()[0]
