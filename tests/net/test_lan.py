"""Tables announced on the LAN: the datagram, its strict reading, the list, and a loopback run."""

from __future__ import annotations

import asyncio
import json
import socket

import pytest

from holomino_desktop.engine import get_game
from holomino_desktop.net.lan import (
    MAX_DATAGRAM,
    TableAd,
    TableList,
    announcement,
    read_announcement,
)
from holomino_desktop.net.table import HostTable, SeatSpec
from holomino_desktop.net.tcp import listen_for_tables, serve
from holomino_desktop.net.words import new_code


def test_an_announcement_reads_back_and_never_holds_the_code() -> None:
    data = announcement("Club\nnight", "triominos", 1, 3, 47145)
    ad = read_announcement(data, "127.0.0.20")
    assert ad == TableAd("127.0.0.20", 47145, "Club night", "triominos", 1, 3)
    assert set(json.loads(data)) == {"kind", "v", "name", "game", "free", "seats", "port"}


@pytest.mark.parametrize(
    "data",
    [
        b"", b"\xff", b"[]", b"{}", b"x" * (MAX_DATAGRAM + 1),
        announcement("a", "triominos", 1, 3, 47145).replace(b'"v":1', b'"v":2'),
        announcement("a", "triominos", 1, 3, 47145).replace(b"triominos", b"chess"),
        announcement("a", "triominos", 4, 3, 47145),
        announcement("a", "triominos", 1, 3, 0),
        announcement("a", "triominos", 1, 3, 47145).replace(b'"free":1', b'"free":true'),
        announcement("a", "triominos", 1, 3, 47145).replace(b"}", b',"code":"7-a-b"}'),
    ],
)  # fmt: skip
def test_anything_else_is_ignored(data: bytes) -> None:
    assert read_announcement(data, "127.0.0.11") is None


def test_the_list_keeps_the_newest_of_each_table_and_forgets_the_silent() -> None:
    tables = TableList(forget_after=5.0)
    tables.heard(TableAd("127.0.0.11", 1, "B", "holomino", 1, 2), now=0.0)
    tables.heard(TableAd("127.0.0.12", 1, "A", "holomino", 1, 2), now=1.0)
    tables.heard(TableAd("127.0.0.11", 1, "B", "holomino", 0, 2), now=2.0)
    assert [(t.name, t.free) for t in tables.tables(now=3.0)] == [("A", 1), ("B", 0)]
    assert [t.name for t in tables.tables(now=6.5)] == ["B"]


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_served_table_is_heard_on_loopback() -> None:
    async def run() -> tuple[list[TableAd], int]:
        table = HostTable(
            get_game("holomino"), [SeatSpec("guest"), SeatSpec("ai", "random")], code=new_code()
        )
        port = _free_udp_port()
        listening: list[int] = []
        server = asyncio.create_task(serve(
            table, "127.0.0.1", 0, on_listening=lambda h, p: listening.append(p),
            announce_to=("127.0.0.1", port), name="Loop",
        ))  # fmt: skip
        heard = await listen_for_tables(2.5, port, bind="127.0.0.1")  # one announcement lands
        table.leave()
        await asyncio.wait_for(server, timeout=10)
        return heard, listening[0]

    heard, tcp_port = asyncio.run(run())
    assert heard == [TableAd("127.0.0.1", tcp_port, "Loop", "holomino", 1, 2)]
