"""A table hosted by the real window at its door: a guest that never reads is not read either
(the Qt transport reads nothing more from a peer with over READ_PAUSE bytes unsent) and is
dropped after STALL_TIMEOUT, and a guest window the table
turns away for now knocks again and is seated."""

from __future__ import annotations

import contextlib
import socket
import time

import pytest
from PySide6.QtNetwork import QAbstractSocket

from holomino_desktop.net.gate import READ_PAUSE
from holomino_desktop.net.guest import GuestSession
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.network import transport

from .test_network_window import TWO, WAIT, open_table, pair, type_and_join

__all__ = ["pair"]  # the two windows of the loopback tests


def _read_until_seated(qtbot, mallory: GuestSession, sock: socket.socket) -> None:  # type: ignore[no-untyped-def]
    for _ in range(400):
        qtbot.wait(10)
        with contextlib.suppress(BlockingIOError):
            data = sock.recv(65536)
            mallory.receive(data)
            sock.sendall(mallory.outgoing())
        if mallory.seat is not None:
            return
    raise AssertionError("Mallory was not seated")


def test_a_guest_that_never_reads_is_not_read_and_is_dropped_by_the_window_hosting_the_table(
    qtbot, pair: tuple[MainWindow, MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(transport, "STALL_TIMEOUT", 2.0)  # the test's own patience
    host, _ = pair
    lobby = open_table(host, TWO)
    link = host.network.host
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", link.port))
    sock.setblocking(False)
    mallory = GuestSession(lobby.code, "Mallory")
    sock.sendall(mallory.outgoing())
    _read_until_seated(qtbot, mallory, sock)
    [(conn, host_side)] = link.sockets.items()
    # a slow line: the system takes little, the rest would wait in the window's memory
    host_side.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption, 4096)
    most, until = 0, time.monotonic() + 20
    while time.monotonic() < until:
        for _ in range(50):
            mallory.send_chat("x")  # past the chat limit: an error for each line
        with contextlib.suppress(BlockingIOError, ConnectionError):
            sock.sendall(mallory.outgoing())
        qtbot.wait(1)
        if conn not in link.sockets:
            break
        most = max(most, host_side.bytesToWrite())
    sock.close()
    assert conn not in link.sockets  # dropped
    # her requests stopped being read: what waits for her stays near the pause mark (the
    # answers to the last read), far below the 2 MiB a host reading on would queue
    assert most <= READ_PAUSE + 256 * 1024
    said = host.network.chat.lines
    qtbot.waitUntil(lambda: "Mallory is away." in said.toPlainText(), timeout=WAIT)


def test_a_guest_window_turned_away_for_now_knocks_again_and_is_seated(
    qtbot, pair: tuple[MainWindow, MainWindow]
) -> None:  # type: ignore[no-untyped-def]
    host, guest = pair
    lobby = open_table(host, TWO)
    table = host.network.host.table
    turned: list[int] = []
    knocked = table._knocked

    def busy_at_first(number, conn, now) -> None:  # type: ignore[no-untyped-def]
        if len(turned) < 2:
            turned.append(number)
            table._turn_away(number)
        else:
            knocked(number, conn, now)

    table._knocked = busy_at_first  # type: ignore[method-assign]
    dialog = type_and_join(qtbot, guest, str(lobby.code), host.network.host.port)
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=WAIT)  # the friend is seated
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=WAIT)
    assert len(turned) == 2
