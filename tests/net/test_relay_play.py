"""Tables played through the real transit relay on 127.0.0.1, by separate processes: whole
games, a relay restarted mid-game, a wrong code, and what the relay sees (ciphertext only)."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from holomino_desktop.engine.record import load_record
from holomino_desktop.net.guest import GuestEvent, GuestSession
from holomino_desktop.net.relay import RelayAddress, split_invite
from holomino_desktop.net.tcp import play_as_guest, relayed
from holomino_desktop.net.words import parse_code
from tests.net.helpers import wrong_code
from tests.net.relay_server import RelayServer, close_socket
from tests.net.test_processes import Processes, finish, read_line, read_until

#: every wait is bounded; a proxy thread lives as long as its sockets
WAIT = 30.0


@pytest.fixture
def relay() -> Iterator[RelayServer]:
    server = RelayServer()
    yield server
    server.stop()


@pytest.fixture
def processes() -> Iterator[Processes]:
    started = Processes()
    try:
        yield started
    finally:
        started.kill_all()


def start_host(
    processes: Processes, relay: RelayAddress, out: Path, *args: str
) -> tuple[object, str]:
    host = processes.start(
        "host", "--port", "0", "--bind", "127.0.0.1", "--relay", str(relay), "--out", str(out),
        *args,
    )  # fmt: skip
    code = read_line(host, "invite code: ")
    read_line(host, "listening on ")
    return host, code


@pytest.mark.parametrize(
    ("game", "seats", "guests"),
    [("holomino", "guest,random", 1), ("triominos", "guest,random,guest", 2)],
)
def test_a_whole_game_through_the_relay(
    relay: RelayServer, processes: Processes, tmp_path: Path, game: str, seats: str, guests: int
) -> None:
    out = tmp_path / "record.json"
    host, code = start_host(processes, relay.address, out, "--game", game, "--seats", seats)
    assert split_invite(code)[1] == relay.address  # the code carries the relay
    # the first guest is told a LAN address where nothing listens: it goes on to the relay
    lan_first = [["--address", "127.0.0.1:1"]] + [[]] * (guests - 1)
    joined = [
        processes.start("join", code, "--as", "random", "--name", f"G{i}", *lan_first[i])
        for i in range(guests)
    ]
    for guest in joined:
        status, err = finish(guest)
        assert status == 0, err
    status, err = finish(host)  # type: ignore[arg-type]
    assert status == 0, err
    record, state, _ = load_record(out)
    assert state.is_terminal() and record.result is not None


def test_both_sides_resume_after_the_relay_restarts_mid_game(
    relay: RelayServer, processes: Processes, tmp_path: Path
) -> None:
    out = tmp_path / "record.json"
    host, code = start_host(
        processes, relay.address, out, "--game", "triominos", "--seats", "guest,random",
        "--seed", "3",
    )  # fmt: skip
    guest = processes.start("join", code, "--as", "expert", "--budget", "0.05")
    read_line(guest, "seated at seat ")
    read_line(host, "moved: seat ", timeout=WAIT)  # type: ignore[arg-type]
    relay.restart()  # every relayed connection breaks; the relay comes back on its port
    before = read_until(host, "back: seat 1", timeout=WAIT)  # type: ignore[arg-type]
    assert any(line.startswith("away: seat 1") for line in before)
    assert not any(line.startswith("ended") for line in before)  # resumed mid-game
    status, err = finish(guest)
    assert status == 0, err
    status, err = finish(host)  # type: ignore[arg-type]
    assert status == 0, err
    assert load_record(out)[1].is_terminal()


def test_a_wrong_code_through_the_relay_finds_no_table(
    relay: RelayServer, processes: Processes, tmp_path: Path
) -> None:
    """A mistyped code has doors of its own, where no table waits: the guest is told to check
    the code, and the host never hears of it (no wrong-code try is spent)."""
    host, code = start_host(
        processes, relay.address, tmp_path / "r.json", "--game", "holomino", "--seats",
        "guest,random",
    )  # fmt: skip
    wrong = wrong_code(split_invite(code)[0])
    guest = processes.start("join", f"{wrong}@{relay.address}", "--as", "random")
    status, err = finish(guest)
    assert status == 2 and "no door of that code answered: check the code" in err
    right = processes.start("join", code, "--as", "random")  # the table is still open to all
    status, err = finish(right)
    assert status == 0, err
    said = read_until(host, "finished", timeout=WAIT)  # type: ignore[arg-type]
    assert not any(line.startswith("wrong_code") for line in said)
    status, err = finish(host)  # type: ignore[arg-type]
    assert status == 0, err


class RecordingProxy:
    """A TCP proxy in front of the relay that keeps every byte it carries (the relay's view)."""

    def __init__(self, target: RelayAddress) -> None:
        self.target, self.seen = target, bytearray()
        self.lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.address = RelayAddress("127.0.0.1", self.listener.getsockname()[1])
        self.sockets: list[socket.socket] = [self.listener]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return  # closed
            server = socket.create_connection((self.target.host, self.target.port), timeout=WAIT)
            server.settimeout(None)
            self.sockets += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                with self.lock:
                    self.seen += data
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                close_socket(end)  # the relay hears of it, as without the proxy

    def close(self) -> None:
        for end in self.sockets:
            close_socket(end)


def test_the_relay_sees_no_tile_name_or_chat_in_clear(
    relay: RelayServer, processes: Processes, tmp_path: Path
) -> None:
    proxy = RecordingProxy(relay.address)
    out = tmp_path / "record.json"
    host, code = start_host(processes, proxy.address, out, "--game", "holomino", "--seats",
                            "guest,random", "--name", "Kitchen table Zeta")  # fmt: skip
    text, relay_address = split_invite(code)
    assert relay_address == proxy.address
    chat = "pelican sandwich at midnight"
    session = GuestSession(parse_code(text), "Wilhelmina Q")

    def on_event(event: GuestEvent) -> None:
        if event.kind == "welcome":
            session.send_chat(chat)

    way = relayed(relay_address, parse_code(text))
    reason = asyncio.run(
        asyncio.wait_for(play_as_guest(session, [way], "random", on_event=on_event), 90)
    )
    assert reason == "end"
    status, err = finish(host)  # type: ignore[arg-type]
    assert status == 0, err
    proxy.close()
    record = load_record(out)[0]
    with proxy.lock:
        seen = bytes(proxy.seen)
    assert b"please relay" in seen and len(seen) > 2000  # the capture did see the table
    clear = [chat, "Wilhelmina", "Kitchen table", '"type"', '"view"', *set(record.moves)]
    leaked = [word for word in clear if word.encode() in seen]
    assert leaked == []
