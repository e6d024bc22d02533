"""Whole games over loopback between separate processes: ``holomino host`` and 2–3
``holomino join`` guests, AI seats included; the host's record replays exactly; a guest
killed mid-game comes back with its token and the match finishes."""

from __future__ import annotations

import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from holomino_desktop.engine.record import load_record
from tests.net.helpers import wrong_code

HOLOMINO = [sys.executable, "-m", "holomino_desktop.cli"]
#: every wait is bounded: a whole game of random players ends in seconds
GAME_TIMEOUT = 60.0


class Processes:
    """Started processes, all killed at teardown whatever happened."""

    def __init__(self) -> None:
        self.started: list[subprocess.Popen[str]] = []

    def start(self, *args: str) -> subprocess.Popen[str]:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        process = subprocess.Popen(
            [*HOLOMINO, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
        )
        self.started.append(process)
        return process

    def kill_all(self) -> None:
        for process in self.started:
            if process.poll() is None:
                process.kill()
            process.wait(timeout=10)
            if process.stderr is not None:
                process.stderr.close()


@pytest.fixture
def processes() -> Iterator[Processes]:
    started = Processes()
    try:
        yield started
    finally:
        started.kill_all()


def read_line(process: subprocess.Popen[str], prefix: str, timeout: float = 20.0) -> str:
    """The rest of the next stdout line starting with ``prefix`` (bounded in time)."""
    return read_until(process, prefix, timeout)[-1][len(prefix) :].strip()


def read_until(process: subprocess.Popen[str], prefix: str, timeout: float = 20.0) -> list[str]:
    """The stdout lines up to the next one starting with ``prefix``, that one last."""
    lines, seen = _lines(process), []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            break
        if line is None:
            break
        seen.append(line)
        if line.startswith(prefix):
            return seen
    raise AssertionError(f"no '{prefix}' line from {process.args}")


_readers: dict[int, queue.Queue[str | None]] = {}


def _lines(process: subprocess.Popen[str]) -> queue.Queue[str | None]:
    """The process's stdout lines, read by a thread (a pipe read never blocks the test)."""
    if process.pid not in _readers:
        lines: queue.Queue[str | None] = queue.Queue()

        def pump() -> None:
            assert process.stdout is not None
            for line in process.stdout:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=pump, daemon=True).start()
        _readers[process.pid] = lines
    return _readers[process.pid]


def start_host(
    processes: Processes, out: Path, *args: str
) -> tuple[subprocess.Popen[str], str, str]:
    host = processes.start("host", "--port", "0", "--bind", "127.0.0.1", "--out", str(out), *args)
    code = read_line(host, "invite code: ")
    address = read_line(host, "listening on ")
    return host, code, address


def finish(process: subprocess.Popen[str]) -> tuple[int, str]:
    """Wait (bounded) for the process to end: its status and its stderr."""
    _lines(process)  # stdout keeps being drained, so the process never blocks on it
    status = process.wait(timeout=GAME_TIMEOUT)
    assert process.stderr is not None
    return status, process.stderr.read()


GAMES = [
    ("holomino", ["--seats", "guest,random"], 1),
    ("triominos", ["--seats", "guest,random,guest"], 2),
    ("hexadomino", ["--seats", "guest,guest,guest,beginner"], 3),
    ("square_domino", ["--seats", "random,guest", "-o", "sets=1"], 1),
    ("dutch_domino", ["--seats", "guest,beginner,guest", "-o", "double=8"], 2),
]


@pytest.mark.parametrize(("game", "args", "guests"), GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_over_the_network(
    processes: Processes, tmp_path: Path, game: str, args: list[str], guests: int
) -> None:
    out = tmp_path / "record.json"
    host, code, address = start_host(processes, out, "--game", game, "--seed", "7", *args)
    joined = [
        processes.start("join", code, "--address", address, "--as", "random", "--name", f"G{i}")
        for i in range(guests)
    ]
    for guest in joined:
        status, err = finish(guest)
        assert status == 0, err
    status, err = finish(host)
    assert status == 0, err
    record, state, _results = load_record(out)  # replays exactly, the stored result included
    assert state.is_terminal() and record.result is not None
    assert record.seed == 7 and record.game == game
    replay = subprocess.run(
        [*HOLOMINO, "replay", str(out)], capture_output=True, text=True, timeout=60
    )
    assert replay.returncode == 0 and "finished" in replay.stdout


def test_a_guest_killed_mid_game_comes_back_with_its_token(
    processes: Processes, tmp_path: Path
) -> None:
    out, token = tmp_path / "record.json", tmp_path / "token"
    host, code, address = start_host(
        processes, out, "--game", "triominos", "--seats", "guest,random", "--seed", "3"
    )
    slow = ["--as", "expert", "--budget", "0.05", "--token-file", str(token)]  # 7 s a game
    first = processes.start("join", code, "--address", address, *slow)
    read_line(first, "seated at seat ")
    read_line(host, "moved: seat ", timeout=20)  # the game is under way
    first.kill()
    first.wait(timeout=10)
    read_line(host, "away: seat 1", timeout=20)
    assert len(token.read_text().strip()) == 64
    again = processes.start("join", code, "--address", address, *slow)
    before_back = read_until(host, "back: seat 1")
    assert not any(line.startswith("ended") for line in before_back)  # it came back mid-game
    status, err = finish(again)
    assert status == 0, err
    status, err = finish(host)
    assert status == 0, err
    record, state, _ = load_record(out)
    assert state.is_terminal()


def test_a_wrong_code_a_full_table_and_bad_arguments_are_one_line_and_status_2(
    processes: Processes, tmp_path: Path
) -> None:
    host, code, address = start_host(
        processes, tmp_path / "r.json", "--game", "holomino", "--seats", "guest,random"
    )
    wrong = subprocess.run(
        [*HOLOMINO, "join", wrong_code(code), "--address", address, "--as", "random"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert wrong.returncode == 2 and wrong.stderr.strip() == "holomino: wrong invite code"
    slow = ["--as", "expert", "--budget", "0.3"]  # the game lasts while the others knock
    seated = processes.start("join", code, "--address", address, *slow)
    read_line(seated, "seated at seat ")
    full = subprocess.run(
        [*HOLOMINO, "join", code, "--address", address, "--as", "random"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert full.returncode == 2 and full.stderr.strip() == "holomino: the table is full"
    for bad in (["host", "--game", "holomino", "--seats", "guest,wizard"],
                ["host", "--game", "holomino", "--seats", "guest,guest,guest"],
                ["join", "7-plaid", "--as", "random"],
                ["join", code, "--address", "127.0.0.1:1", "--as", "random"]):  # fmt: skip
        done = subprocess.run([*HOLOMINO, *bad], capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_a_host_stopped_mid_game_tells_its_guests(processes: Processes, tmp_path: Path) -> None:
    host, code, address = start_host(
        processes, tmp_path / "r.json", "--game", "triominos", "--seats", "guest,random"
    )
    guest = processes.start("join", code, "--address", address, "--as", "expert", "--budget", "0.3")
    read_line(guest, "seated at seat ")
    read_line(host, "moved: seat ")
    host.send_signal(signal.SIGTERM)
    status, err = finish(host)
    assert status == 2 and "before the end of the match" in err
    status, err = finish(guest)
    assert status == 2 and err.strip() == "holomino: the host closed the table"
    assert not (tmp_path / "r.json").exists()


def test_a_host_whose_port_is_taken_listens_on_a_free_one(
    processes: Processes, tmp_path: Path
) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        out = tmp_path / "record.json"
        host = processes.start(
            "host", "--port", str(port), "--bind", "127.0.0.1", "--out", str(out),
            "--game", "holomino", "--seats", "guest,random",
        )  # fmt: skip
        said = read_until(host, "invite code: ")
        assert said[0] == f"port {port} is taken: the table listens on another one\n"
        code = said[-1].removeprefix("invite code: ").strip()
        address = read_line(host, "listening on ")
        assert address.startswith("127.0.0.1:") and address != f"127.0.0.1:{port}"
        guest = processes.start("join", code, "--address", address, "--as", "random")
        status, err = finish(guest)
        assert status == 0, err
        status, err = finish(host)
        assert status == 0, err
    finally:
        taken.close()
