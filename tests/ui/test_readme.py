"""The README tells a new player what the window really has: its menu paths (Help → Tutorials,
Game → Quit with Ctrl+Q) exist, and its command examples run as the install leaves them."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from holomino_desktop.ui.main_window import MainWindow

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def _menu(window: MainWindow, title: str) -> QMenu:
    for action in window.menuBar().actions():
        if action.menu() is not None and action.text().replace("&", "") == title:
            return action.menu()
    raise AssertionError(f"no {title} menu")


def _entries(menu: QMenu) -> dict[str, QKeySequence]:
    return {a.text().replace("&", ""): a.shortcut() for a in menu.actions() if a.text()}


def test_the_menu_paths_the_readme_names_exist(window: MainWindow) -> None:
    assert "Help → Tutorials" in README and "Game → Quit" in README
    assert "Tutorials" in _entries(_menu(window, "Help"))
    game = _entries(_menu(window, "Game"))
    assert game["Quit"] == QKeySequence(QKeySequence.StandardKey.Quit)
    assert "Ctrl+Q" in README and "Quit" not in _entries(_menu(window, "File"))
    assert "there is no File → Quit" in README


def test_command_examples_name_the_commands_where_the_install_puts_them() -> None:
    block = README.split("## Command line", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    commands = [line for line in block.splitlines() if line.strip()]
    assert commands
    for line in commands:
        assert re.match(r"\.venv/bin/holomino(-desktop)? ", line), line
    assert "source .venv/bin/activate" in README
