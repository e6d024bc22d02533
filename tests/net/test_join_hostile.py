"""``holomino join`` against a hostile host (a test's, on 127.0.0.1, with the right code): it
leaves with one line and status 2, never a traceback, never a seat the table has not, and no
control character of the host's reaches the terminal."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from typing import Any

import pytest

from holomino_desktop.net import protocol

from .hostile import HostileHost, payload, real_messages
from .test_processes import HOLOMINO

CANNOT_USE = "the host sent something this program cannot use"
Script = Callable[[dict[str, Any]], list[bytes | float]]


def join(host: HostileHost) -> subprocess.CompletedProcess[str]:
    """``holomino join`` with the hostile host's code, an AI playing the seat (bounded)."""
    return subprocess.run(
        [*HOLOMINO, "join", str(host.code), "--address", f"127.0.0.1:{host.port}",
         "--as", "intermediate"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip


def _seat_7(join: dict[str, Any]) -> list[bytes | float]:
    welcome, _ = real_messages("square_domino", seat=1)
    return [payload({**welcome, "seat": 7})]


def _string_hands(join: dict[str, Any]) -> list[bytes | float]:
    welcome, state = real_messages("holomino", seat=1)
    state["view"]["f"]["hands"] = ["abc", "def"]
    return [payload(welcome), payload(state)]


def _wrong_seat_list(join: dict[str, Any]) -> list[bytes | float]:
    welcome, state = real_messages("triominos", seat=0)
    return [payload(welcome), payload({**state, "seats": [3, None]})]


@pytest.mark.parametrize("script", [_seat_7, _string_hands, _wrong_seat_list],
                         ids=lambda s: s.__name__.strip("_"))  # fmt: skip
def test_join_leaves_a_hostile_host_with_one_line(script: Script) -> None:
    with HostileHost(script) as host:
        done = join(host)
    assert host.joins, "the guest never joined"
    assert done.returncode == 2, done
    assert done.stderr.startswith(f"holomino: {CANNOT_USE}"), done.stderr
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr
    assert "seated at seat 8" not in done.stdout


def _record_steering_the_terminal(join: dict[str, Any]) -> list[bytes | float]:
    """A record whose option name carries escape sequences (retitle the window, clear the
    screen, ring the bell): the engine's refusal names the option."""
    welcome, state = real_messages("square_domino", seat=1)
    record = {
        "format": "holomino-record", "version": 1, "game": "square_domino",
        "options": {"\x1b]0;owned\x07\x1b[2J\x9b31m": 1}, "seed": 1,
        "players": [{"name": "a"}, {"name": "b"}], "moves": [],
    }  # fmt: skip
    return [payload(welcome), payload(state), protocol.encode("end", record=record)]


def test_no_control_character_of_a_host_reaches_the_terminal() -> None:
    with HostileHost(_record_steering_the_terminal) as host:
        done = join(host)
    assert done.returncode == 2, done
    assert CANNOT_USE in done.stderr and "owned" in done.stderr  # said, and named
    printed = done.stdout + done.stderr
    assert not any(c in printed for c in "\x1b\x07\x9b"), repr(done.stderr)
