"""The first minute (issue 18): the program asks about the autosave before any game starts,
"resume" shows exactly the newest autosave, a damaged autosave is reported, and opening or
starting another game never drops a game in progress without asking.

The start-up tests run the real entry point (``app.main``) in a child process with a private
home, data folder and settings; the child's resume question waits like a person reading it
(the event loop runs meanwhile), so a game started too early would play and autosave."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui import persistence
from holomino_desktop.ui.main_window import MainWindow

from .helpers import start, wait_for_human
from .test_persistence import play_some, snapshot

ROOT = Path(__file__).resolve().parents[2]
B = QMessageBox.StandardButton

CHILD = textwrap.dedent(
    """
    import json, os, sys, time
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QMessageBox
    import holomino_desktop.ui
    from holomino_desktop import app as entry
    from holomino_desktop.ui import persistence

    mode, last_game = sys.argv[1], sys.argv[2]
    qapp = QApplication([])
    qapp.setApplicationName("Holomino Desktop")
    qapp.setOrganizationName("Holomino")
    store = QSettings()
    store.setValue("last_game", last_game)
    store.setValue("animation", "off")
    store.sync()
    report = {"asked": [], "notices": []}

    def window():
        return next(w for w in QApplication.topLevelWidgets() if hasattr(w, "controller"))

    def autosaved():
        path = persistence.autosave_path()
        return json.loads(path.read_text("utf-8"))["moves"] if path.exists() else None

    def wait(seconds, done=lambda: False):
        end = time.monotonic() + seconds
        while time.monotonic() < end and not done():
            QApplication.processEvents()
            time.sleep(0.005)

    def question(parent, title, text, *args, **kwargs):
        controller = window().controller
        report["asked"].append(
            {"state": controller.state is not None, "autosave": autosaved()}
        )
        wait(1.5)  # a person reads the question: any game started already would play on
        return QMessageBox.StandardButton.Yes if mode == "yes" else QMessageBox.StandardButton.No

    def information(parent, title, text, *args, **kwargs):
        report["notices"].append(text)
        return QMessageBox.StandardButton.Ok

    def run(self):
        win = window()
        controller = win.controller
        report["first_autosave"] = autosaved()
        report["moves"] = list(controller.record.moves)
        report["position"] = repr(controller.state.fingerprint())
        if mode != "yes":  # the new game's first move replaces the old autosave
            def one_move():
                if controller.human_to_move() and not controller.record.moves:
                    controller.play_human(controller.legal_moves()[0])
                return bool(controller.record.moves)
            wait(30, one_move)
            wait(0.2)
            report["new_moves"] = list(controller.record.moves)
            report["later_autosave"] = autosaved()
        controller.shutdown()
        return 0

    QMessageBox.question = staticmethod(question)
    QMessageBox.information = staticmethod(information)
    QApplication.exec = run
    code = entry.main(["holomino-desktop"])
    print("REPORT " + json.dumps(report), flush=True)
    sys.exit(code)
    """
)

#: the game the child starts when the player does not resume: a computer seat first, so a
#: game started before the question would play (and autosave) while it is shown
LAST_GAME = {
    "game_id": "triominos",
    "options": {},
    "seats": [
        {"name": "CPU1", "kind": "ai", "level": "random"},
        {"name": "CPU2", "kind": "ai", "level": "random"},
        {"name": "Ana", "kind": "human", "level": "random"},
    ],
}


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(data))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: B.Ok)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: B.Ok)
    return data


def start_child(mode: str, tmp_path: Path, data: Path) -> dict[str, object]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = dict(
        os.environ,
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        HOLOMINO_DATA_DIR=str(data),
        QT_QPA_PLATFORM="offscreen",
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD, mode, json.dumps(LAST_GAME)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = [x for x in done.stdout.splitlines() if x.startswith("REPORT ")]
    assert len(lines) == 1, done.stdout + done.stderr
    report: dict[str, object] = json.loads(lines[0][len("REPORT ") :])
    return report


def leave_autosave(qtbot, window: MainWindow, game_id: str) -> tuple[list[str], str]:  # type: ignore[no-untyped-def]
    """Play a few moves of ``game_id`` with the autosave on; the moves and the position."""
    window.comfort.use_data_folder()
    start(window, game_id, ["human", "beginner"], seed=21)
    play_some(qtbot, window, 4)
    wait_for_human(qtbot, window)
    moves = list(window.controller.record.moves)
    assert moves and json.loads(persistence.autosave_path().read_text("utf-8"))["moves"] == moves
    return moves, repr(window.state.fingerprint())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_resume_is_asked_first_and_restores_the_newest_autosave(
    qtbot, window: MainWindow, game_id: str, tmp_path: Path, private_data: Path
) -> None:  # type: ignore[no-untyped-def]
    moves, position = leave_autosave(qtbot, window, game_id)
    report = start_child("yes", tmp_path, private_data)
    # asked once, before any game was in the window, with the autosave untouched
    assert report["asked"] == [{"state": False, "autosave": moves}]
    assert report["moves"] == moves and report["position"] == position
    assert report["first_autosave"] == moves
    assert report["notices"] == []


def test_a_new_game_keeps_the_old_autosave_until_its_first_move(
    qtbot, window: MainWindow, tmp_path: Path, private_data: Path
) -> None:  # type: ignore[no-untyped-def]
    moves, _ = leave_autosave(qtbot, window, "hexadomino")
    report = start_child("no", tmp_path, private_data)
    assert report["asked"] == [{"state": False, "autosave": moves}]
    assert report["moves"] == []  # the new game, not yet played
    assert report["first_autosave"] == moves
    new_moves = report["new_moves"]
    assert isinstance(new_moves, list) and len(new_moves) >= 1
    assert report["later_autosave"] == new_moves


def test_a_damaged_autosave_is_reported_at_start_up(tmp_path: Path, private_data: Path) -> None:
    private_data.mkdir(parents=True, exist_ok=True)
    persistence.autosave_path().write_text('{"format": "holomino-record", "ver', "utf-8")
    report = start_child("no", tmp_path, private_data)
    assert report["asked"] == []  # nothing to resume
    notices = report["notices"]
    assert isinstance(notices, list) and len(notices) == 1
    assert notices[0].startswith("The saved game could not be resumed (")
    assert "it was kept as autosave.holomino.json.corrupt-" in notices[0]
    assert len(list(private_data.glob("autosave.holomino.json.corrupt-*"))) == 1
    assert report["moves"] == []


# -- a game in progress is never dropped silently ---------------------------------------------
class Asked:
    """Stands in for ``QMessageBox.question``: answers ``answer`` and counts the questions."""

    def __init__(self, answer: QMessageBox.StandardButton) -> None:
        self.answer = answer
        self.texts: list[str] = []

    def __call__(self, parent: object, title: str, text: str, *args: object) -> object:
        self.texts.append(text)
        return self.answer


UNSAVED = "The game in progress has moves that are not saved. Save it first?"


def saved_game(qtbot, window: MainWindow, tmp_path: Path) -> str:  # type: ignore[no-untyped-def]
    """A file of another game to open."""
    start(window, "square_domino", ["human", "beginner"], seed=3)
    play_some(qtbot, window, 2)
    path = str(tmp_path / "other.holomino.json")
    assert window.files.save_to(path)
    return path


def in_progress(qtbot, window: MainWindow, game_id: str) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    start(window, game_id, ["human", "beginner"], seed=8)
    play_some(qtbot, window, 3)
    wait_for_human(qtbot, window)
    return snapshot(window)


def open_by(how: str, window: MainWindow, path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Open ``path`` the way a person does: File → Open or File → Recent files."""
    if how == "open":
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (path, ""))
        window.files.open_dialog()
    else:
        window.files.open_recent(path)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("how", ["open", "recent"])
def test_cancel_leaves_the_game_in_progress_unchanged(  # type: ignore[no-untyped-def]
    qtbot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    how: str,
    game_id: str,
) -> None:
    path = saved_game(qtbot, window, tmp_path)
    before = in_progress(qtbot, window, game_id)
    asked = Asked(B.Cancel)
    monkeypatch.setattr(QMessageBox, "question", asked)
    open_by(how, window, path, monkeypatch)
    assert asked.texts == [UNSAVED]
    assert snapshot(window) == before
    assert window.files.current_path is None


@pytest.mark.parametrize("how", ["open", "recent"])
def test_discard_opens_and_save_keeps_the_game_first(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:  # type: ignore[no-untyped-def]
    path = saved_game(qtbot, window, tmp_path)
    other = snapshot(window)
    before = in_progress(qtbot, window, "dutch_domino")
    monkeypatch.setattr(QMessageBox, "question", Asked(B.Discard))
    open_by(how, window, path, monkeypatch)
    assert snapshot(window) == other
    # again, now saving the game in progress first (Save as asks where)
    in_progress(qtbot, window, "dutch_domino")
    kept = str(tmp_path / "kept.holomino.json")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (kept, ""))
    asked = Asked(B.Save)
    monkeypatch.setattr(QMessageBox, "question", asked)
    open_by(how, window, path, monkeypatch)
    assert asked.texts == [UNSAVED]
    assert snapshot(window) == other
    assert snapshot_of(window, kept) == before


def snapshot_of(window: MainWindow, path: str) -> tuple[object, ...]:
    assert window.files.open_path(path)
    return snapshot(window)


def test_a_saved_or_fresh_game_is_replaced_without_a_question(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    path = saved_game(qtbot, window, tmp_path)  # saved: nothing to lose
    asked = Asked(B.Cancel)
    monkeypatch.setattr(QMessageBox, "question", asked)
    start(window, "holomino", ["human", "beginner"], seed=2)  # no move yet
    assert window.files.open_recent(path)
    assert asked.texts == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_new_game_and_restart_ask_first(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:  # type: ignore[no-untyped-def]
    from holomino_desktop.ui.dialogs.new_game import NewGameDialog

    before = in_progress(qtbot, window, game_id)
    asked = Asked(B.Cancel)
    monkeypatch.setattr(QMessageBox, "question", asked)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    window.show_new_game()
    window.restart_asked()
    assert asked.texts == [UNSAVED, UNSAVED]
    assert snapshot(window) == before
    asked.answer = B.Discard
    window.restart_asked()
    assert window.controller.record is not None and window.controller.record.moves == []
    assert window.controller.config.game_id == game_id


def test_the_empty_window_offers_no_move_before_a_game(window: MainWindow) -> None:
    """While the resume question is shown no game is in the window: its move buttons are off."""
    assert window.controller.state is None
    buttons = (window.widgets.place_button, window.widgets.rotate_button)
    assert [b.isEnabled() for b in (*buttons, window.widgets.hint_button)] == [False] * 3


def test_the_window_module_imports_no_game_engine_nor_replay_and_review() -> None:
    """Importing an engine builds its move tables (Triominos' fit table alone is a fifth of a
    second), and the replay viewer brings the review and its search: the window imports only
    the engine of the game it starts, and the others when first used (issue 22: start-up)."""
    code = (
        "import sys, holomino_desktop.ui.main_window, holomino_desktop.app\n"
        "print(sorted(m for m in sys.modules if m.startswith('holomino_desktop.')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    loaded = set(ast.literal_eval(done.stdout))
    engines = {"triominos", "hexadomino", "holomino", "square_domino", "dutch_domino"}
    late = {f"holomino_desktop.engine.{name}" for name in engines} | {
        "holomino_desktop.ui.replay",
        "holomino_desktop.ui.review",
        "holomino_desktop.ai.review",
        "holomino_desktop.ai.ismcts",
        "holomino_desktop.ui.rules_viewer",
        "holomino_desktop.ui.self_test",
    }
    assert loaded & late == set()


#: loaded when first needed: a table hosted or joined; a rating updated (openskill)
LOADED_LATER = (
    "holomino_desktop.net.channel",
    "holomino_desktop.net.relay",
    "holomino_desktop.net.guest",
    "holomino_desktop.net.table",
    "holomino_desktop.ui.network.table_play",
    "spake2",
    "nacl",
    "asyncio",
    "openskill",
)
STARTED_WINDOW = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    from holomino_desktop.ui.main_window import MainWindow

    qapp = QApplication([])
    store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
    if sys.argv[2]:
        store.setValue("network/seat", sys.argv[2])  # the seat kept when the window closed
    store.setValue("last_game", '{"game_id": "holomino"}')  # not a first start: no welcome
    window = MainWindow(store, start=False)
    window.start_up()  # as the program starts (app.main): the notices, the questions, a game
    game = [a.menu() for a in window.menuBar().actions() if a.text() == "&Game"][0]
    friends = [a.menu() for a in game.actions() if a.text() == "Play with &friends"]
    stack = json.loads(sys.argv[3])
    report = {
        "game": window.controller.config.game_id if window.controller.state else None,
        "menu": [[a.text() for a in m.actions()] for m in friends],
        "loaded": [m for m in stack if m in sys.modules],
    }
    window.close()
    print(json.dumps(report))
    """
)


def _started_window(tmp_path: Path, seat: str = "") -> dict[str, Any]:
    env = dict(os.environ, HOLOMINO_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    args = [str(tmp_path / "settings.ini"), seat, json.dumps(LOADED_LATER)]
    done = subprocess.run(
        [sys.executable, "-c", STARTED_WINDOW, *args],
        capture_output=True, text=True, timeout=120, check=True, env=env, cwd=ROOT,
    )  # fmt: skip
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def test_the_started_window_loads_no_network_stack_until_a_table(tmp_path: Path) -> None:
    """Most evenings open no table: the secure channel, the key exchange, argon2 and asyncio
    (a good part of the start) load when a table is first hosted or joined, though the window
    shows Game → Play with friends from the start; openskill when a rating is updated."""
    report = _started_window(tmp_path)
    assert report["game"] is not None
    assert report["menu"] == [["&Host a table…", "&Join a table…"]]
    assert report["loaded"] == []


def test_a_seat_kept_at_a_table_loads_the_network_stack_to_read_it(tmp_path: Path) -> None:
    """A value under the seat's key is read by the table's own part (here a damaged one: it
    reads as no seat, nothing is asked and the window starts its game)."""
    report = _started_window(tmp_path, '{"code": "7-plaid-orbit", "token": 5}')
    assert report["game"] is not None
    assert "holomino_desktop.ui.network.table_play" in report["loaded"]


def test_the_self_test_opens_the_networked_tables_secure_channel(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from holomino_desktop.net import channel
    from holomino_desktop.ui.self_test import secure_channel

    assert secure_channel() > 100  # the SPAKE2 messages and confirmations crossed
    real = channel.Channel

    def mistyped(role: str, password: bytes) -> channel.Channel:  # the guest typed another code
        return real(role, password + (b"x" if role == "guest" else b""))  # type: ignore[arg-type]

    monkeypatch.setattr(channel, "Channel", mistyped)
    with pytest.raises(RuntimeError, match="did not open"):
        secure_channel()
