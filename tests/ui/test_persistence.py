"""Game files, autosave, resume after a crash, recent files, the user data folder."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from holomino_desktop import cli
from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui import persistence
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.persistence import GameFileError

from .helpers import start, wait_for_human

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(data))
    # no modal box may block a test
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: QMessageBox.StandardButton.Ok)
    return data


def play_some(qtbot, window: MainWindow, moves: int, seed: int = 1) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    for _ in range(moves):
        wait_for_human(qtbot, window)
        if window.summaries.summary is not None or window.state.is_terminal():
            break
        if window.rack_view.handover_seat >= 0:
            window.rack_view.handover_done()
        window.controller.play_human(rng.choice(window.controller.legal_moves()))


def snapshot(window: MainWindow) -> tuple[object, list[int], list[str], list[tuple[str, str, str]]]:
    state = window.state
    return (
        state.fingerprint(),
        state.scores(),
        list(window.comfort.history.history.moves),
        [(s.name, s.kind, s.level if s.is_ai else "") for s in window.controller.seats],
    )


def test_data_folder_is_overridable(private_data: Path) -> None:
    assert persistence.data_dir() == private_data
    assert private_data.is_dir()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_save_and_open_round_trip_mid_round(
    qtbot, window: MainWindow, tmp_path: Path, game_id: str
) -> None:  # type: ignore[no-untyped-def]
    start(window, game_id, ["human", "intermediate"], seed=21)
    play_some(qtbot, window, 4)
    wait_for_human(qtbot, window)
    before = snapshot(window)
    assert len(before[2]) >= 4
    path = tmp_path / f"{game_id}.holomino.json"
    assert window.files.save_to(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "holomino-record" and data["version"] == 1
    assert "desktop" in data

    start(window, "holomino", ["human", "human"], seed=99)  # something else in between
    assert window.files.open_path(str(path))
    assert snapshot(window) == before
    assert window.controller.config.game_id == game_id
    assert window.widgets.log.topLevelItemCount() >= len(before[2])
    assert str(path.resolve()) in persistence.recent_files(window.settings.value("recent_files"))


def test_saved_redo_line_survives_the_file(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    start(window, "holomino", ["human", "human"], seed=4)
    play_some(qtbot, window, 3)
    full = snapshot(window)
    window.comfort.undo()
    path = tmp_path / "undone.holomino.json"
    assert window.files.save_to(str(path))
    start(window, "triominos", ["human", "human"], seed=1)
    assert window.files.open_path(str(path))
    assert window.comfort.history.can_redo()
    window.comfort.redo()
    assert snapshot(window) == full


BAD_FILES = {
    "not json": "this is not JSON {",
    "truncated": None,  # filled from a real file below
    "newer version": None,
    "unknown game": None,
    "illegal move": None,
    "wrong type": '{"format": "holomino-record", "version": 1, "game": 5}',
    "a list": "[1, 2, 3]",
    "hostile python": '{"format": "holomino-record", "version": 1, "game": "__import__(\'os\')"}',
    "huge number": '{"format": "holomino-record", "version": 1, "seed": ' + "9" * 5000 + "}",
    "deep nesting": "[" * 100_000 + "]" * 100_000,
}


def bad_texts(good: str) -> dict[str, str]:
    data = json.loads(good)
    texts = {k: v for k, v in BAD_FILES.items() if v is not None}
    texts["truncated"] = good[: len(good) // 2]
    texts["newer version"] = json.dumps({**data, "version": 99})
    texts["unknown game"] = json.dumps({**data, "game": "chess"})
    texts["illegal move"] = json.dumps({**data, "moves": data["moves"] + ["nonsense 1 2 3"]})
    return texts


def test_bad_game_files_change_nothing(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    start(window, "holomino", ["human", "intermediate"], seed=8)
    play_some(qtbot, window, 2)
    good_path = tmp_path / "good.holomino.json"
    assert window.files.save_to(str(good_path))
    before = snapshot(window)
    for name, text in bad_texts(good_path.read_text(encoding="utf-8")).items():
        path = tmp_path / f"bad-{name.replace(' ', '-')}.holomino.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(GameFileError) as info:
            persistence.load_game(path)
        assert str(info.value), name
        assert not window.files.open_path(str(path)), name
        assert snapshot(window) == before, name
        assert "cannot be opened" in window.status_line.message
    with pytest.raises(GameFileError, match="cannot read"):
        persistence.load_game(tmp_path / "missing.holomino.json")
    binary = tmp_path / "binary.holomino.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(GameFileError, match="not a text file"):
        persistence.load_game(binary)


def test_autosave_after_every_move_and_resume(qtbot, window: MainWindow, settings) -> None:  # type: ignore[no-untyped-def]
    window.comfort.use_data_folder()
    start(window, "triominos", ["human", "intermediate"], seed=13)
    play_some(qtbot, window, 3)
    wait_for_human(qtbot, window)
    saved = json.loads(persistence.autosave_path().read_text(encoding="utf-8"))
    assert saved["moves"] == window.comfort.history.history.moves
    before = snapshot(window)

    other = MainWindow(settings, start=False)
    qtbot.addWidget(other)
    assert other.files.offer_resume(ask=False)
    assert snapshot(other) == before
    other.controller.shutdown()


def test_damaged_autosave_is_kept_as_backup(private_data: Path) -> None:
    path = persistence.autosave_path()
    path.write_text('{"format": "holomino-record", "vers', encoding="utf-8")
    loaded, notice = persistence.read_autosave()
    assert loaded is None
    assert "could not be resumed" in notice
    assert not path.exists()
    backups = list(private_data.glob("autosave.holomino.json.corrupt-*"))
    assert len(backups) == 1
    assert backups[0].read_text(encoding="utf-8").startswith('{"format"')


def test_recent_files_list_is_validated() -> None:
    assert persistence.recent_files(None) == []
    assert persistence.recent_files("{not json") == []
    assert persistence.recent_files('{"a": 1}') == []
    assert persistence.recent_files('["a", 3, "b"]') == ["a", "b"]
    files = persistence.add_recent(["/x/a"], "/x/b")
    assert files[0].endswith("b") and len(persistence.add_recent(files * 10, "/c")) <= 8


CHILD = textwrap.dedent(
    """
    import os, random, sys, time
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    import holomino_desktop.ui
    from holomino_desktop.ui.main_window import MainWindow
    from holomino_desktop.ui.controller import GameConfig, SeatConfig

    app = QApplication([])
    settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
    window = MainWindow(settings, start=False)
    window.controller.ai_delay_ms = 0
    if sys.argv[2] == "play":
        window.comfort.use_data_folder()
        seats = [SeatConfig("Ana"), SeatConfig("CPU", "ai", "intermediate")]
        window.controller.new_game(GameConfig("hexadomino", {}, seats, 77))
        rng = random.Random(3)
        played = 0
        while played < 5 and not window.state.is_terminal():
            app.processEvents()
            if window.controller.human_to_move():
                window.controller.play_human(rng.choice(window.controller.legal_moves()))
                played += 1
        while not window.controller.human_to_move() and not window.state.is_terminal():
            app.processEvents()
        print("POSITION", repr(window.state.fingerprint()), flush=True)
        while True:  # the parent kills us here, mid-game
            app.processEvents()
            time.sleep(0.01)
    else:
        assert window.files.offer_resume(ask=False)
        print("POSITION", repr(window.state.fingerprint()), flush=True)
        window.controller.shutdown()
    """
)


def test_resume_after_kill_9_gives_the_same_position(tmp_path: Path, private_data: Path) -> None:
    env = dict(os.environ, HOLOMINO_DATA_DIR=str(private_data), QT_QPA_PLATFORM="offscreen")
    ini = str(tmp_path / "child.ini")
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, ini, "play"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        deadline = time.monotonic() + 60
        line = ""
        while not line.startswith("POSITION") and time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line and child.poll() is not None:
                break
        assert line.startswith("POSITION"), "the child did not reach its position"
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
    again = subprocess.run(
        [sys.executable, "-c", CHILD, ini, "resume"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert again.returncode == 0, again.stderr
    resumed = [x for x in again.stdout.splitlines() if x.startswith("POSITION")]
    assert resumed == [line.strip()]


def test_recent_files_menu_opens_a_game(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    start(window, "dutch_domino", ["human", "beginner"], seed=31)
    play_some(qtbot, window, 2)
    wait_for_human(qtbot, window)
    before = snapshot(window)
    path = tmp_path / "recent.holomino.json"
    assert window.files.save_to(str(path))
    start(window, "holomino", ["human", "human"], seed=1)
    menu = window.comfort.recent_menu
    menu.aboutToShow.emit()
    entries = [a for a in menu.actions() if a.text() == path.name]
    assert entries
    entries[0].trigger()
    assert snapshot(window) == before
    assert window.files.current_path == str(path.resolve()) or window.files.current_path


def test_replay_of_the_game_in_the_window(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(window, "hexadomino", ["human", "intermediate"], seed=5)
    play_some(qtbot, window, 3)
    viewer = window.files.replay(window.comfort.history.history.record)
    assert viewer is not None
    qtbot.addWidget(viewer)
    assert len(viewer.results) == len(window.comfort.history.history.moves)
    viewer.jump(len(viewer.results))
    assert viewer.positions[-1].fingerprint() == window.state.fingerprint()


def _finish_by_moves(qtbot, window: MainWindow, seed: int) -> None:  # type: ignore[no-untyped-def]
    """Play the human seat by random moves until the match is over, every summary closed."""
    rng = random.Random(seed)
    for _ in range(3000):
        wait_for_human(qtbot, window)
        summary = window.summaries.summary
        if window.state.is_terminal():
            if summary is not None:
                summary.reject()
            return
        if summary is not None:
            summary.next_round.click()
            continue
        moves = sorted(window.controller.legal_moves(), key=str)
        window.controller.play_human(rng.choice(moves))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_last_finished_holds_the_final_move(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, settings, capsys, game_id: str
) -> None:
    """A finished match is kept whole: the file's record has every move (the final one too),
    replays to the end through the rules (as ``holomino replay`` does), and opening it shows
    the finished game, not a turn to play."""
    window.comfort.use_data_folder()
    start(window, game_id, ["human", "random"], seed=4)
    _finish_by_moves(qtbot, window, seed=4)
    played = list(window.controller.record.moves)
    path = persistence.data_dir() / "last-finished.holomino.json"
    assert json.loads(path.read_text(encoding="utf-8"))["moves"] == played
    assert not persistence.autosave_path().exists(), "nothing is left to resume"
    loaded = persistence.load_game(path)
    assert loaded.finished and loaded.state.is_terminal()
    assert loaded.state.scores() == window.state.scores()
    assert cli.main(["replay", str(path)]) == 0  # as "holomino replay" counts it
    said = capsys.readouterr().out
    assert f"{len(played)} moves replayed" in said and "finished" in said

    other = MainWindow(settings, start=False)
    qtbot.addWidget(other)
    assert other.files.open_path(str(path))
    assert other.state.is_terminal() and not other.controller.human_to_move()
    assert list(other.controller.record.moves) == played
    assert not any(button.playable for button in other.widgets.rack.buttons)
    other.status_line.clear_message()  # the "Opened …" notice aside, the line tells the end
    other.status_line.refresh()
    assert other.widgets.status.text() == window.status_line.result_line(window.state)
    other.controller.shutdown()
