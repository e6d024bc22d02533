"""In-process wiring of a HostTable and its guests: bytes passed by hand, no sockets."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import State
from holomino_desktop.net.guest import GuestEvent, GuestSession
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.words import InviteCode, new_code


@dataclass
class Link:
    """One guest on one connection of the table, and everything it heard."""

    session: GuestSession
    conn: int
    events: list[GuestEvent] = field(default_factory=list)

    def kinds(self) -> list[str]:
        return [event.kind for event in self.events]

    def errors(self) -> list[str]:
        return [e.data["code"] for e in self.events if e.kind == "error"]


def pump(table: HostTable, links: list[Link], now: float = 0.0, rounds: int = 6) -> None:
    """Pass bytes both ways until nothing moves (bounded)."""
    for _ in range(rounds):
        moved = False
        for link in links:
            data = link.session.outgoing()
            if data:
                moved = True
                table.receive(link.conn, data, now)
        for link in links:
            data = table.outgoing(link.conn)
            if data:
                moved = True
                link.events.extend(link.session.receive(data))
        if not moved:
            return


def join(table: HostTable, code: InviteCode, name: str, token: str | None = None,
         now: float = 0.0, source: str = "") -> Link:  # fmt: skip
    return Link(GuestSession(code, name, token), table.connect(now, source))


def wrong_code(text: str) -> str:
    """The invite code ``text`` with its last word changed: a wrong code for the same table."""
    *rest, last = text.split("-")
    return "-".join([*rest, "moon" if last != "moon" else "tiger"])


def two_guest_table(game_id: str = "hexadomino", seed: int = 3) -> tuple[HostTable, list[Link]]:
    """A 3-seat table: guest, guest, beginner AI; both guests joined, and started."""
    code = new_code()
    table = HostTable(
        get_game(game_id, players=3),
        [SeatSpec("guest"), SeatSpec("guest"), SeatSpec("ai", "beginner")],
        code=code,
        seed=seed,
    )
    links = [join(table, code, "Ana"), join(table, code, "Bo")]
    pump(table, links)
    assert table.start()
    pump(table, links)
    return table, links


def legal_text(view: State) -> str:
    return str(random.Random(0).choice(view.legal_moves()))


def illegal_text(state: State) -> str | None:
    """A move text the position refuses although it parses (a legal move of another position)."""
    legal = {str(m) for m in state.legal_moves()}
    for move in state.game.new_initial_state(seed=99).legal_moves():
        if str(move) not in legal:
            try:
                state.parse_move(str(move))
            except ValueError:
                continue
            return str(move)
    return None
