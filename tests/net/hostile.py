"""A hostile host for the tests: real messages of a real table, tampered with, sent over the
real protocol (the right code, SPAKE2, sealed frames) from 127.0.0.1.

- :func:`real_messages`: a table's true ``welcome`` and ``state`` for one seat, as JSON objects
  a test may change before :func:`payload` packs them again;
- :func:`real_views`: true views of all five games (several positions, every seat, the games'
  options), as the JSON a guest receives;
- :class:`HostileHost`: listens on a free loopback port and, to every guest that joins with
  the code, sends the payloads its script gives, then keeps the connection open a while.
"""

from __future__ import annotations

import json
import random
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import Game, State
from holomino_desktop.net import protocol
from holomino_desktop.net.channel import Channel, Closed, Knocked, Received
from holomino_desktop.net.codec import encode_view
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.words import InviteCode, new_code

from .positions import player_counts

#: every option variant of a game that changes its view (the set, the scoring)
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "holomino": [{}, {"scoring": "product"}],
    "square_domino": [{}, {"sets": 1}],
    "dutch_domino": [{}, {"double": 8}],
}
#: the moves played before a view is taken: the deal, early, the middle, late, the end
PLIES = (0, 3, 9, 30, 80, 400)


@dataclass(frozen=True)
class RealView:
    """One seat's true view as the guest receives it (``data``), and what goes with it."""

    game: Game
    seat: int
    turn: int
    data: dict[str, Any]


def wire(data: Any) -> Any:
    """``data`` as the guest receives it: through JSON text."""
    return json.loads(json.dumps(data))


def real_views(plies: tuple[int, ...] = PLIES, seeds: range = range(1, 3)) -> Iterator[RealView]:
    """True views of every game, player count and option variant."""
    for game_id in GAME_IDS:
        for players in player_counts(game_id):
            for options in VARIANTS.get(game_id, [{}]):
                game = get_game(game_id, players=players, **options)
                for seed in seeds:
                    for moves in plies:
                        state = _played(game, seed, moves)
                        for seat in range(players):
                            data = wire(encode_view(state.view(seat)))
                            yield RealView(game, seat, state.current_player, data)


def _played(game: Game, seed: int, moves: int) -> State:
    """The position after up to ``moves`` random moves of ``game`` dealt from ``seed``."""
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def real_messages(game_id: str = "square_domino", seat: int = 1, players: int = 2,
                  **options: Any) -> tuple[dict[str, Any], dict[str, Any]]:  # fmt: skip
    """A real table's ``welcome`` and ``state`` for ``seat`` (the other seats guests too)."""
    table = HostTable(
        get_game(game_id, players=players, **options), [SeatSpec("guest")] * players,
        code=new_code(), seed=5,
    )  # fmt: skip
    welcome = protocol.encode(
        "welcome", seat=seat, token="a" * 64, game=game_id, options=table.game.options,
        players=[f"Guest {i + 1}" for i in range(players)], hints=True,
    )  # fmt: skip
    return json.loads(welcome), json.loads(table.state_message(seat))


def payload(message: dict[str, Any]) -> bytes:
    """A message packed as a host packs it."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode()


class HostileHost:
    """A host on 127.0.0.1 that answers each join with ``script(join)``'s payloads (a number
    among them: seconds to wait before the next, so that the guest shows what came before).

    Every wait is bounded: a connection is served for at most ``serve_for`` seconds, and the
    host stops taking connections after ``lifetime`` seconds or :meth:`stop`."""

    def __init__(
        self,
        script: Callable[[dict[str, Any]], list[bytes | float]],
        *,
        code: InviteCode | None = None,
        serve_for: float = 10.0,
        lifetime: float = 60.0,
    ) -> None:
        self.code = code or new_code()
        self.script, self.serve_for = script, serve_for
        self.joins: list[dict[str, Any]] = []
        self._server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._server.bind(("127.0.0.1", 0))
        self._server.listen(4)
        self._server.settimeout(0.2)
        self.port = self._server.getsockname()[1]
        self._until = time.monotonic() + lifetime
        self._stopped = threading.Event()
        self._flush: Callable[[], None] = lambda: None
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stopped.set()
        self._thread.join(timeout=self.serve_for + 2)
        self._server.close()

    def __enter__(self) -> HostileHost:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()

    def _accept(self) -> None:
        while not self._stopped.is_set() and time.monotonic() < self._until:
            try:
                conn, _ = self._server.accept()
            except TimeoutError:
                continue
            with conn:
                self._serve(conn)

    def _serve(self, conn: socket.socket) -> None:
        channel = Channel("host", self.code.password)
        self._flush = lambda: conn.sendall(channel.outgoing())
        conn.settimeout(0.2)
        until = time.monotonic() + self.serve_for
        while not self._stopped.is_set() and time.monotonic() < until:
            conn.sendall(channel.outgoing())
            try:
                data = conn.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                return
            events = channel.receive(data) if data else channel.receive_eof()
            for event in events:
                if isinstance(event, Knocked):  # a hostile host lets its guest try at once
                    channel.admit()
                elif isinstance(event, Received):
                    self._answer(channel, event.payload)
                elif isinstance(event, Closed):
                    conn.sendall(channel.outgoing())
                    return
            conn.sendall(channel.outgoing())
            if not data:
                return

    def _answer(self, channel: Channel, data: bytes) -> None:
        message = json.loads(data)
        if message.get("type") != "join":
            return
        self.joins.append(message)
        for item in self.script(message):
            if isinstance(item, bytes):
                channel.send(item)
                continue
            self._flush()
            time.sleep(item)
