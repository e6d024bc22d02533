"""Special files (a pipe, a character device, a socket, a folder) in a test's temporary folder,
to check that no writer replaces one: a save renames its temporary file over its target."""

from __future__ import annotations

import os
import socket
import stat
from pathlib import Path

import pytest

#: the kinds every writer is tried with (``device`` is skipped where mknod is not permitted)
KINDS = ["fifo", "device", "socket", "folder"]


def make_special(kind: str, path: Path) -> tuple[int, int]:
    """Make a ``kind`` node at ``path``; what :func:`node` says of it (to compare after)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("POSIX only")
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":  # like /dev/null: character device 1, 3
        try:
            os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
        except PermissionError:
            pytest.skip("mknod is not permitted here")
    elif kind == "socket":
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(path))
        server.close()  # the node stays
    else:
        path.mkdir()
    return node(path)


def node(path: Path) -> tuple[int, int]:
    """The file type and device number of ``path`` itself (a link is not followed)."""
    info = os.lstat(path)
    return stat.S_IFMT(info.st_mode), info.st_rdev
