"""The real magic-wormhole transit relay, started by the tests on 127.0.0.1 at a free port.

It comes with the project's test extra (``magic-wormhole-transit-relay`` in pyproject.toml), so
a fresh clone's test command has it; nothing is installed by hand.
"""

from __future__ import annotations

import contextlib
import re
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from holomino_desktop.net.relay import RelayAddress

STARTED = re.compile(r"ServerFactory starting on (\d+)")
START_SECONDS = 30.0
#: the longest a witnessed connection takes to greet (seconds)
WITNESS_WAIT = 30.0


class RelayServer:
    """One ``twist transitrelay`` process; :meth:`restart` brings it back on the same port."""

    def __init__(self, port: int = 0) -> None:
        self.port = port
        self.process: subprocess.Popen[str] | None = None
        self.start()

    @property
    def address(self) -> RelayAddress:
        return RelayAddress("127.0.0.1", self.port)

    def start(self) -> None:
        twist = Path(sys.executable).parent / "twist"
        command = [str(twist), "transitrelay", f"--port=tcp:{self.port}:interface=127.0.0.1"]
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        self.port = self._wait_for_port(self.process)

    def _wait_for_port(self, process: subprocess.Popen[str]) -> int:
        found: list[int] = []
        done = threading.Event()

        def read() -> None:  # the relay logs JSON lines; its port is in one of them
            assert process.stdout is not None
            for line in process.stdout:
                match = STARTED.search(line)
                if match and not found:
                    found.append(int(match.group(1)))
                    done.set()
            done.set()

        threading.Thread(target=read, daemon=True).start()
        deadline = time.monotonic() + START_SECONDS
        while not done.wait(0.1) and time.monotonic() < deadline:
            pass
        if not found:
            self.stop()
            raise RuntimeError("the transit relay did not start")
        return found[0]

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        self.process = None

    def restart(self) -> None:
        self.stop()
        self.start()


class RelayWitness:
    """A proxy in front of a relay that notes, for every connection, its greeting's token and
    side and whether the relay paired it (``ok``): what the relay learns of each connection.
    Threads, so that asyncio and Qt tests alike can put it between a table and the relay."""

    def __init__(self, target: RelayAddress) -> None:
        self.target = target
        self.greetings: list[tuple[str, str]] = []  # (token, side) of every connection
        self.paired: list[str] = []  # the token of every connection the relay paired
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
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        try:
            client.settimeout(WITNESS_WAIT)
            line = b""
            while not line.endswith(b"\n") and len(line) < 200:
                byte = client.recv(1)  # the greeting alone: nothing of the other end's
                if not byte:
                    raise OSError("closed before its greeting")
                line += byte
            words = line.decode("ascii").split()  # please relay TOKEN for side SIDE
            upstream = socket.create_connection((self.target.host, self.target.port), 10)
        except (OSError, UnicodeDecodeError):
            client.close()
            return
        client.settimeout(None)
        upstream.settimeout(None)
        with self.lock:
            self.sockets += [client, upstream]
            if len(words) == 6:
                self.greetings.append((words[2], words[5]))
        upstream.sendall(line)
        token = words[2] if len(words) == 6 else ""
        # both ways at once from the start: a greeting closed while it waits reaches the relay
        threading.Thread(target=self._pump, args=(client, upstream, ""), daemon=True).start()
        self._pump(upstream, client, token)

    def _pump(self, source: socket.socket, sink: socket.socket, token: str) -> None:
        first = True
        try:
            while data := source.recv(65536):
                if first and token and data.startswith(b"ok\n"):
                    with self.lock:
                        self.paired.append(token)
                first = False
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                close_socket(end)

    def close(self) -> None:
        with self.lock:
            for end in self.sockets:
                close_socket(end)


def close_socket(end: socket.socket) -> None:
    """Close ``end`` so that a thread blocked reading it wakes (a bare close would not)."""
    with contextlib.suppress(OSError):
        end.shutdown(socket.SHUT_RDWR)
    end.close()
