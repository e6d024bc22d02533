"""The real magic-wormhole transit relay, started by the tests on 127.0.0.1 at a free port.

It comes with the project's test extra (``magic-wormhole-transit-relay`` in pyproject.toml), so
a fresh clone's test command has it; nothing is installed by hand.
"""

from __future__ import annotations

import re
import subprocess
import sys
import threading
import time
from pathlib import Path

from holomino_desktop.net.relay import RelayAddress

STARTED = re.compile(r"ServerFactory starting on (\d+)")
START_SECONDS = 30.0


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
