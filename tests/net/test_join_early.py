"""A headless guest whose seat is to move before the last guest has sat down: the table says
``not_started``, and the guest plays its move once the table is full (not never)."""

from __future__ import annotations

import asyncio

from holomino_desktop.engine import get_game
from holomino_desktop.net.guest import GuestSession
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.tcp import direct, play_as_guest, serve
from holomino_desktop.net.words import new_code


def _first_mover_seed() -> int:
    """A seed whose first move is seat 1's (a guest's)."""
    game = get_game("triominos", players=3)
    return next(seed for seed in range(100) if game.new_initial_state(seed).current_player == 0)


def test_a_guest_that_moved_too_early_moves_again_once_the_table_is_full() -> None:
    code = new_code()
    table = HostTable(
        get_game("triominos", players=3),
        [SeatSpec("guest"), SeatSpec("ai", "random"), SeatSpec("guest")],
        code=code, seed=_first_mover_seed(),
    )  # fmt: skip
    refused: list[str] = []

    async def play() -> list[str]:
        listening: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        server = asyncio.create_task(
            serve(table, "127.0.0.1", 0, on_listening=lambda _h, port: listening.set_result(port))
        )
        way = [direct("127.0.0.1", await listening)]

        def heard(event):  # type: ignore[no-untyped-def]
            if event.kind == "error":
                refused.append(event.data["code"])

        first = asyncio.create_task(
            play_as_guest(GuestSession(code, "Ana"), way, "random", on_event=heard)
        )
        for _ in range(200):  # until the first guest's early move was refused (bounded)
            if refused:
                break
            await asyncio.sleep(0.02)
        second = play_as_guest(GuestSession(code, "Bo"), way, "random")
        try:
            return list(await asyncio.wait_for(asyncio.gather(first, second), 60))
        finally:
            server.cancel()

    assert asyncio.run(play()) == ["end", "end"]
    assert refused[0] == "not_started" and table.finished
