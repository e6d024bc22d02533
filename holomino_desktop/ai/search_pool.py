"""The Expert on several cores: root-parallel ISMCTS in worker processes.

Every worker searches the same view for the same time with its own random stream (so its own
determinizations and its own tree); the answer adds up the workers' root statistics, move by
move (visits and summed rewards), and plays the most visited move. This is *root
parallelisation* (Chaslot, Winands & van den Herik 2008, "Parallel Monte-Carlo Tree Search"),
which for determinized searches is close to one search with as many iterations: the trees share
nothing, so no locks, and each worker is the ordinary single search.

Processes, not threads: the search is pure Python and a thread holds the GIL. The workers are
started with "spawn" (the same on every platform, as the review's worker: ``ui/review/worker.py``)
once, on the first decision, and kept for the next ones; they load only the engine and the AI.
The caller waits on a queue, so a window whose AI thread waits here keeps its event loop free.

Cancelling sets a shared event that every worker's clock reads; the caller then still collects
every answer (a worker returns its best so far within one iteration), so the next decision
starts clean. A worker that dies or does not answer breaks the pool: the decision falls back to
the search in the calling process, and the next decision starts new workers.

:class:`ParallelExpertPlayer` is the Expert that searches this way; with one process it is the
Expert itself. The arena names it ``expert@N`` (``N`` processes).
"""

from __future__ import annotations

import atexit
import contextlib
import math
import multiprocessing
import os
import queue
import random
import threading
import time
from collections.abc import Sequence
from typing import Any

from ..engine.base import Move, State
from .base import DEFAULT_BUDGET, CancelFlag, Clock, check_playable
from .heuristics import heuristics_for
from .ismcts import ISMCTS, ExpertPlayer, SearchResult

#: at most this many worker processes, however many cores there are (beyond four the gain of
#: root parallelisation flattens and the machine's owner may want his cores)
MAX_PROCESSES = 4
#: the least a worker thinks, even when its task arrives late
MIN_THINK = 0.05
#: how long a search of fixed iterations waits for the workers to load
BOOT = 60.0
#: how long after its budget a worker may take to answer before the pool counts it as lost
LATE = 2.0

#: one worker's answer: the root's moves in its order with (visits, summed reward), iterations
_Answer = tuple[list[tuple[Move, int, float]], int]


def default_processes() -> int:
    """Worker processes for the Expert on this machine: one per core, at most four."""
    return max(1, min(MAX_PROCESSES, os.cpu_count() or 1))


def merge(answers: Sequence[_Answer], seconds: float) -> SearchResult:
    """One search result from several workers' roots: visits and rewards added per move.

    Ranked like a single search: most visits, then the best mean, then the order the first
    worker gave (its Intermediate's judgement for moves nobody tried)."""
    visits: dict[Move, int] = {}
    totals: dict[Move, float] = {}
    order: dict[Move, int] = {}
    for moves, _ in answers:
        for rank, (move, seen, total) in enumerate(moves):
            visits[move] = visits.get(move, 0) + seen
            totals[move] = totals.get(move, 0.0) + total
            order.setdefault(move, rank)

    def mean(move: Move) -> float:
        return totals[move] / visits[move] if visits[move] else math.nan

    ranked = sorted(
        visits,
        key=lambda m: (visits[m], mean(m) if visits[m] else -math.inf, -order[m]),
        reverse=True,
    )
    iterations = sum(count for _, count in answers)
    return SearchResult([(m, visits[m], mean(m)) for m in ranked], iterations, seconds)


def search_once(
    view: State,
    seed: int,
    budget: float | None,
    iterations: int | None,
    cancel: CancelFlag | None,
) -> _Answer:
    """One worker's search of ``view``: the root's moves with visits and summed rewards."""
    search = ISMCTS(heuristics_for(view), random.Random(seed))
    result = search.search(view, Clock(budget, cancel), iterations)
    moves = [(m, n, 0.0 if n == 0 else mean * n) for m, n, mean in result.moves]
    return moves, result.iterations


#: the job number of a worker's "ready" message (its imports done): decisions count from 1
_READY = 0


def _serve(tasks: Any, answers: Any, cancel: Any) -> None:
    """A worker process: say it is ready, then search every task until told to stop
    (``None``)."""
    answers.put((_READY, os.getpid()))
    parent = multiprocessing.parent_process()
    while True:
        try:
            task = tasks.get(timeout=1.0)
        except queue.Empty:
            # a caller killed without its exit handlers (a crash, a signal) says nothing:
            # its workers must not wait for it for ever
            if parent is not None and not parent.is_alive():
                return
            continue
        if task is None:
            return
        job, view, seed, until, iterations = task
        # the deadline is the caller's (wall clock, the one clock processes share): a task
        # that waited for this process to start gets only what is left of it
        budget = None if until is None else max(MIN_THINK, until - time.time())
        try:
            answers.put((job, search_once(view, seed, budget, iterations, cancel)))
        except Exception as error:  # the caller must hear of it, not wait for it
            answers.put((job, f"{type(error).__name__}: {error}"))


class SearchPool:
    """``processes`` worker processes that search one view together (see the module)."""

    def __init__(self, processes: int) -> None:
        if processes < 1:
            raise ValueError("a search pool needs at least one process")
        self.processes = processes
        self._context = multiprocessing.get_context("spawn")
        self._workers: list[Any] = []
        self._tasks: list[Any] = []
        self._answers: Any = None
        self._cancel: Any = None
        self._job = 0
        self._ready = 0  # workers that said they are ready
        self._lock = threading.Lock()  # one decision at a time

    # -- life -------------------------------------------------------------------------
    def start(self) -> None:
        """Start the workers now, without waiting for them (a spawn takes about 0.3 s; else
        the first decision starts them)."""
        with self._lock:
            self._start()

    def _start(self) -> None:
        if self._workers and all(w.is_alive() for w in self._workers):
            return
        self._stop()
        ctx = self._context
        self._answers, self._cancel = ctx.Queue(), ctx.Event()
        self._tasks = [ctx.Queue() for _ in range(self.processes)]
        self._ready = 0
        for tasks in self._tasks:
            worker = ctx.Process(
                target=_serve, args=(tasks, self._answers, self._cancel), daemon=True
            )
            worker.start()
            self._workers.append(worker)

    def wait_ready(self, timeout: float = 30.0) -> bool:
        """Start the workers and wait until all have loaded (tests, the self-test)."""
        with self._lock:
            self._start()
            return self._await_ready(time.perf_counter() + timeout)

    def _await_ready(self, until: float) -> bool:
        """Read the workers' "ready" messages until all came, ``until`` passed (in the past:
        only those already there) or a worker died."""
        while self._ready < self.processes:
            wait = min(0.1, until - time.perf_counter())
            try:
                job, _ = self._answers.get(timeout=wait) if wait > 0 else self._answers.get_nowait()
            except queue.Empty:
                if wait <= 0 or self.alive < self.processes:
                    return False
                continue
            if job == _READY:
                self._ready += 1
        return True

    def close(self) -> None:
        """Stop the workers (they finish the task in hand first, unless it is cancelled)."""
        with self._lock:
            self._stop()

    def _stop(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
        for tasks in self._tasks:
            with contextlib.suppress(OSError, ValueError):  # a queue whose process is gone
                tasks.put(None)
        for worker in self._workers:
            worker.join(timeout=1.0)
            if worker.is_alive():
                worker.terminate()
                worker.join(timeout=1.0)
        self._workers, self._tasks, self._ready = [], [], 0

    @property
    def alive(self) -> int:
        return sum(1 for w in self._workers if w.is_alive())

    # -- one decision -----------------------------------------------------------------
    def search(
        self,
        view: State,
        seeds: Sequence[int],
        *,
        budget: float | None,
        iterations: int | None = None,
        cancel: CancelFlag | None = None,
    ) -> SearchResult:
        """Search ``view`` on every worker (worker ``i`` with ``seeds[i]``) for ``budget``
        seconds or ``iterations`` iterations each.

        While the workers are still starting (the first decision) or when one is lost, this
        decision is searched here, in the time that is left, so the budget holds; a fixed
        number of iterations waits for the workers instead (the same answer every time)."""
        started = time.perf_counter()
        with self._lock:
            answers = self._dispatch(view, seeds, budget, iterations, cancel, started)
        seconds = time.perf_counter() - started
        if answers is None:
            left = None if budget is None else max(MIN_THINK, budget - seconds)
            answer = search_once(view, seeds[0], left, iterations, cancel)
            return merge([answer], time.perf_counter() - started)
        return merge(answers, seconds)

    def _dispatch(
        self,
        view: State,
        seeds: Sequence[int],
        budget: float | None,
        iterations: int | None,
        cancel: CancelFlag | None,
        started: float,
    ) -> list[_Answer] | None:
        """The workers' answers, or None: not all ready (with a budget), or one lost."""
        self._start()
        # a fixed number of iterations waits for the workers (the same answer every time),
        # though not for ever; a budget does not wait at all
        ready = self._await_ready(started + (BOOT if budget is None else 0.0))
        if not ready:
            if self.alive < self.processes:
                self._stop()
            return None
        self._job += 1
        job = self._job
        self._cancel.clear()
        # the budget counts from the caller's start: pickling and the queue are inside it
        until = None if budget is None else time.time() + budget - (time.perf_counter() - started)
        for tasks, seed in zip(self._tasks, seeds, strict=False):
            tasks.put((job, view, seed, until, iterations))
        return self._collect(job, min(len(seeds), self.processes), budget, cancel, started)

    def _collect(
        self,
        job: int,
        wanted: int,
        budget: float | None,
        cancel: CancelFlag | None,
        started: float,
    ) -> list[_Answer] | None:
        deadline = math.inf if budget is None else started + budget + LATE
        answers: list[_Answer] = []
        while len(answers) < wanted:
            if cancel is not None and cancel.is_set():
                self._cancel.set()
            try:
                got_job, answer = self._answers.get(timeout=0.02)
            except queue.Empty:
                if time.perf_counter() > deadline or self.alive < self.processes:
                    self._stop()  # lost: the next decision starts new workers
                    return None
                continue
            if got_job != job:
                continue  # a late answer of an earlier decision
            if isinstance(answer, str):
                self._stop()
                raise RuntimeError(f"a search worker failed: {answer}")
            answers.append(answer)
        return answers


_POOLS: dict[int, SearchPool] = {}
_POOLS_LOCK = threading.Lock()


def shared_pool(processes: int) -> SearchPool:
    """The process-wide pool of ``processes`` workers (made on first use, stopped at exit)."""
    with _POOLS_LOCK:
        pool = _POOLS.get(processes)
        if pool is None:
            pool = _POOLS[processes] = SearchPool(processes)
        return pool


def close_pools() -> None:
    """Stop every shared pool's workers (at exit; benchmarks and tests call it too)."""
    with _POOLS_LOCK:
        pools = list(_POOLS.values())
        _POOLS.clear()
    for pool in pools:
        pool.close()


# before multiprocessing's own exit handler (registered earlier, so run later) terminates them
atexit.register(close_pools)


class ParallelExpertPlayer(ExpertPlayer):
    """The Expert searching on ``processes`` worker processes at once (see the module).

    ``iterations`` (tests) is shared out among the workers. A single candidate move is answered
    at once, here, as the Expert does; one process is the Expert's own search.
    """

    def __init__(
        self,
        *,
        seed: int | None = None,
        name: str | None = None,
        budget: float = DEFAULT_BUDGET,
        iterations: int | None = None,
        processes: int | None = None,
    ) -> None:
        super().__init__(seed=seed, name=name, budget=budget, iterations=iterations)
        self.processes = default_processes() if processes is None else processes
        if self.processes < 1:
            raise ValueError("an Expert searches in at least one process")

    def search(
        self,
        view: State,
        *,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> SearchResult:
        if (
            self.processes < 2
            or len(heuristics_for(view).candidates(view, check_playable(view))) < 2
        ):
            return super().search(view, budget=budget, cancel=cancel)
        rng = self.decision_rng()
        seeds = [rng.getrandbits(64) for _ in range(self.processes)]
        pool = shared_pool(self.processes)
        if self.iterations is not None:
            share = max(1, self.iterations // self.processes)
            self.last = pool.search(view, seeds, budget=None, iterations=share, cancel=cancel)
        else:
            think = self.budget if budget is None else budget
            self.last = pool.search(view, seeds, budget=think, cancel=cancel)
        return self.last
