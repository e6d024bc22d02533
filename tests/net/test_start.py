"""Start begins the game, at the headless table as in the window: no move before it, and when
the table starts every seat gets the position again (a guest that joined first and moves first
plays its first move then, instead of waiting for ever)."""

from __future__ import annotations

import asyncio

from holomino_desktop.engine import get_game
from holomino_desktop.net.guest import GuestEvent, GuestSession
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.tcp import direct, play_as_guest, serve
from holomino_desktop.net.words import new_code

from .helpers import join, legal_text, pump

GAME = "square_domino"
#: a whole square-domino match of two Random guests takes well under a second on loopback
GAME_TIMEOUT = 30.0


def first_guest_moves_first(count: int) -> list[int]:
    """Seeds whose deal gives the first seat (the guest that joins first) the first move."""
    game = get_game(GAME, players=2)
    return [s for s in range(200) if game.new_initial_state(s).current_player == 0][:count]


async def _one_table(seed: int) -> tuple[str, str, bool]:
    """A headless host and two headless guests; the second joins only once the first has
    seen its seat's position (and, before Start was one rule, had sent its first move)."""
    table = HostTable(
        get_game(GAME, players=2), [SeatSpec("guest"), SeatSpec("guest")], code=new_code(),
        seed=seed,
    )  # fmt: skip
    listening: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    server = asyncio.create_task(
        serve(table, "127.0.0.1", 0, on_listening=lambda host, port: listening.set_result(port))
    )
    port = await asyncio.wait_for(listening, 5)
    seen = asyncio.Event()

    def first_heard(event: GuestEvent) -> None:
        if event.kind == "state":
            seen.set()

    way = [direct("127.0.0.1", port)]
    first = asyncio.create_task(
        play_as_guest(GuestSession(table.code, "Ana"), way, "random", on_event=first_heard)
    )
    await asyncio.wait_for(seen.wait(), 5)
    await asyncio.sleep(0.2)  # the first guest's AI answers in milliseconds
    second = asyncio.create_task(play_as_guest(GuestSession(table.code, "Bo"), way, "random"))
    try:
        ends = await asyncio.wait_for(asyncio.gather(first, second), GAME_TIMEOUT)
        await asyncio.wait_for(server, 5)
    finally:
        for task in (first, second, server):
            task.cancel()
    return ends[0], ends[1], table.finished


def test_a_first_guest_that_moves_first_plays_once_the_table_starts() -> None:
    seeds = first_guest_moves_first(20)
    assert len(seeds) == 20
    for seed in seeds:
        assert asyncio.run(_one_table(seed)) == ("end", "end", True), seed


def test_no_move_is_played_before_start_and_start_sends_every_seat_the_position() -> None:
    code = new_code()
    table = HostTable(
        get_game(GAME, players=2), [SeatSpec("host"), SeatSpec("guest")], code=code, seed=2
    )
    guest = join(table, code, "Ana")
    pump(table, [guest])
    assert table.seated and not table.started
    assert not guest.session.started and not guest.session.my_turn
    view = guest.session.view
    assert view is not None
    if view.current_player == 1:  # a move sent anyway is refused, and nothing changes
        guest.session.send_move(legal_text(view))
        pump(table, [guest])
        assert guest.errors() == ["not_started"] and table.ply == 0
    states = guest.kinds().count("state")
    table.start()
    pump(table, [guest])
    assert table.started and guest.session.started
    assert guest.kinds().count("state") == states + 1  # the position again, now started
    assert guest.session.my_turn is (table.state.current_player == 1)


def test_start_waits_for_every_friend() -> None:
    code = new_code()
    table = HostTable(
        get_game(GAME, players=2), [SeatSpec("host"), SeatSpec("guest")], code=code, seed=2
    )
    assert not table.start() and not table.started  # the friend's seat is empty
    guest = join(table, code, "Ana")
    pump(table, [guest])
    assert table.start() and table.started
