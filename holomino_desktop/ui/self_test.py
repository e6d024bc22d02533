"""The self-test used by packaging (``holomino-desktop --self-test``): a short AI-vs-AI game of
every registered game, played through the real window."""

from __future__ import annotations

import time
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ..ai.review import Review
from ..engine import GAME_IDS
from ..engine.record import GameRecord
from .ai_adapter import RANDOM_LEVEL
from .board import Board
from .controller import GameConfig, GameController, SeatConfig
from .review.worker import ReviewRunner
from .words.texts import fmt


class SelfTestWindow(Protocol):
    """What the self-test uses of the game window."""

    controller: GameController
    board: Board

    def set_animation(self, speed: str) -> None: ...

    def setProperty(self, name: str, value: Any) -> bool: ...

    def close(self) -> bool: ...


def play_ai_game(
    window: SelfTestWindow, game_id: str, seed: int, max_moves: int = 400, timeout_s: float = 60.0
) -> int:
    """Play an AI-vs-AI game of ``game_id`` through the window; returns the moves played."""
    from ..engine import game_class

    cls = game_class(game_id)
    seats = [
        SeatConfig(fmt(QCoreApplication.translate("SelfTest", "AI %1"), p + 1), "ai", RANDOM_LEVEL)
        for p in range(cls.min_players)
    ]
    window.setProperty("quiet_end", True)
    window.controller.ai_delay_ms = 0  # as fast as possible: nobody watches
    window.controller.new_game(GameConfig(game_id, {}, seats, seed))
    deadline = time.monotonic() + timeout_s
    state = window.controller.state
    assert state is not None
    while not state.is_terminal() and len(window.controller.results) < max_moves:
        QApplication.processEvents()
        if time.monotonic() > deadline:
            raise TimeoutError(f"{game_id}: the AI game did not finish in time")
        time.sleep(0.001)
        state = window.controller.state
        assert state is not None
    return len(window.controller.results)


def review_in_its_process(record: GameRecord, timeout_s: float = 120.0) -> int:
    """Review ``record`` the way the review window does, in a worker process (which a bundle
    must be able to start: multiprocessing's "spawn" runs the bundle's own executable again);
    returns the moves reviewed."""
    runner = ReviewRunner()
    outcome: list[object] = []
    runner.finished.connect(outcome.append)
    runner.failed.connect(outcome.append)
    runner.start(record, quick=False, iterations=20)
    deadline = time.monotonic() + timeout_s
    while not outcome:
        QApplication.processEvents()
        if time.monotonic() > deadline:
            runner.shutdown(0)
            raise TimeoutError("the review did not finish in time")
        time.sleep(0.01)
    review = outcome[0]
    if not isinstance(review, Review):
        raise RuntimeError(f"the review failed: {review}")
    return len(review.moves)


def expert_on_workers(timeout_s: float = 60.0) -> int:
    """One Expert decision on two worker processes, as the window's Expert searches (a bundle
    must be able to start them); returns the iterations the workers made."""
    from ..ai.search_pool import SearchPool
    from ..engine import get_game

    state = get_game("hexadomino").new_initial_state(seed=7)
    pool = SearchPool(2)
    try:
        if not pool.wait_ready(timeout_s):
            raise TimeoutError("the search workers did not start in time")
        result = pool.search(state.view(state.current_player), [1, 2], budget=None, iterations=40)
    finally:
        pool.close()
    if result.iterations != 80 or result.best not in state.legal_moves():
        raise RuntimeError(f"the workers answered {result.iterations} iterations, {result.best}")
    return result.iterations


def secure_channel() -> int:
    """The networked table's channel in memory: SPAKE2 on a code, then sealed frames both ways
    (a bundle must carry spake2, its cryptography and PyNaCl's libsodium); returns the bytes
    that crossed."""
    from ..net.channel import Channel, Established, Knocked, Received
    from ..net.words import new_code

    code = new_code()
    host, guest = Channel("host", code.password), Channel("guest", code.password)
    crossed, events = 0, []
    for _ in range(4):  # hello, confirmations: a few rounds settle it
        for sender, receiver in ((guest, host), (host, guest)):
            data = sender.outgoing()
            crossed += len(data)
            for event in receiver.receive(data):
                # the host's door lets a knocking guest in (net/gate.py decides that at a table)
                events += receiver.admit() if isinstance(event, Knocked) else [event]
    if sum(isinstance(e, Established) for e in events) != 2:
        raise RuntimeError(f"the channel did not open: {events}")
    guest.send(b"self-test")
    opened = host.receive(guest.outgoing())
    if opened != [Received(b"self-test")]:
        raise RuntimeError(f"a sealed frame did not open: {opened}")
    return crossed


def ratings_work() -> int:
    """The shipped level ratings load and openskill rates a match (``training/``); the number
    of games rated."""
    from ..training.level_table import level_ratings
    from ..training.player_rating import RatingBook

    table = level_ratings()
    if set(table) != set(GAME_IDS):
        raise RuntimeError(f"the level ratings cover {sorted(table)}, not every game")
    rated = RatingBook().record("holomino", [None, "expert"], [10, 0], [0])
    if rated is None or not rated.rating > table["holomino"]["beginner"].rating:
        raise RuntimeError(f"a win against the Expert was rated {rated}")
    return len(table)


def self_test(window: SelfTestWindow) -> int:
    """Play a short AI-vs-AI game of every registered game in the window; 0 when all went well."""
    window.set_animation("off")
    QApplication.processEvents()
    failures = []
    for index, game_id in enumerate(GAME_IDS):
        try:
            moves = play_ai_game(window, game_id, seed=1000 + index, max_moves=200)
            assert window.board.scene.items(), "the board is empty"
            print(f"self-test {game_id}: {moves} moves")
        except Exception as error:  # report every game, then fail
            failures.append(f"{game_id}: {type(error).__name__}: {error}")
    try:
        reviewed = review_in_its_process(window.controller.record)
        print(f"self-test review: {reviewed} moves reviewed in a worker process")
    except Exception as error:
        failures.append(f"review: {type(error).__name__}: {error}")
    try:
        iterations = expert_on_workers()
        print(f"self-test Expert: {iterations} iterations on two worker processes")
    except Exception as error:
        failures.append(f"Expert workers: {type(error).__name__}: {error}")
    try:
        crossed = secure_channel()
        print(f"self-test network: a secure channel opened ({crossed} bytes of key exchange)")
    except Exception as error:
        failures.append(f"secure channel: {type(error).__name__}: {error}")
    try:
        print(f"self-test ratings: the levels of {ratings_work()} games rated, a match rated")
    except Exception as error:
        failures.append(f"ratings: {type(error).__name__}: {error}")
    ok = window.controller.shutdown()
    window.close()
    if not ok:
        failures.append("the AI thread did not stop")
    for failure in failures:
        print("self-test FAILED", failure)
    if failures:
        return 1
    print("self-test passed")
    return 0


__all__ = [
    "SelfTestWindow",
    "expert_on_workers",
    "play_ai_game",
    "ratings_work",
    "secure_channel",
    "self_test",
]
