"""Issue 20 in the window: no setting can stop the start, a failed save keeps the old file,
and the AI's search tasks do not pile up over many games."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from holomino_desktop.tutorial import progress
from holomino_desktop.ui import ai_adapter, persistence, statistics
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.self_test import play_ai_game
from holomino_desktop.ui.words import i18n

from ..special_files import make_special, node
from .helpers import start, wait_for_human

LAST_GAME_NOTICE = "The last game in the settings could not be read: a new game starts."
#: every key the program reads from its settings
KEYS = [
    "last_game",
    "animation",
    "geometry",
    "recent_files",
    progress.SETTINGS_KEY,
    "comfort/language",
    "comfort/think_time",
    "comfort/sound",
    "comfort/theme",
    "comfort/palette",
    "comfort/hints",
    "comfort/coach",
]
SEATS = [{"name": "Ana", "kind": "human"}, {"name": "CPU", "kind": "ai", "level": "expert"}]
GARBAGE = [
    12345,
    -1,
    2**62,
    1e308,
    True,
    [1, "a"],
    {"x": [1]},
    QByteArray(b"\xff\xfe\x00garbage"),
    "",
    "132@1,-1",  # a move, where no move belongs
    "return 245",
    "{not json",
    "[" * 5000,
    "9" * 5000,
    '{"games": 5, "suggested": 7}',
    '{"games": {"holomino": {"done": 3, "current": "x"}}}',
    '{"game_id": "chess", "seats": []}',
    '["/tmp/a", 3]',
]
#: ``last_game`` values that look right but cannot start (each used to be a start-up crash or a
#: game that could never be saved)
BAD_LAST_GAMES = {
    "unknown game": {"game_id": "chess", "options": {}, "seats": SEATS},
    "bad option value": {"game_id": "holomino", "options": {"scoring": "bogus"}, "seats": SEATS},
    "option of a wrong type": {"game_id": "holomino", "options": {"scoring": [1]}, "seats": SEATS},
    "unknown option": {"game_id": "triominos", "options": {"colour": "red"}, "seats": SEATS},
    "too many seats": {"game_id": "holomino", "options": {}, "seats": SEATS * 5},
    "one seat": {"game_id": "holomino", "options": {}, "seats": SEATS[:1]},
    "no seats": {"game_id": "holomino", "options": {}, "seats": []},
    "seats not a list": {"game_id": "holomino", "options": {}, "seats": "Ana"},
    "seat not an object": {"game_id": "holomino", "options": {}, "seats": ["Ana", "CPU"]},
    "name not a text": {
        "game_id": "holomino",
        "options": {},
        "seats": [{"name": 7, "kind": "human"}, SEATS[1]],
    },
    "lone surrogate in a name": {
        "game_id": "holomino",
        "options": {},
        "seats": [{"name": "Ana\ud800", "kind": "human"}, SEATS[1]],
    },
    "unknown level": {
        "game_id": "holomino",
        "options": {},
        "seats": [SEATS[0], {"name": "CPU", "kind": "ai", "level": "godlike"}],
    },
    "unknown kind": {
        "game_id": "holomino",
        "options": {},
        "seats": [SEATS[0], {"name": "CPU", "kind": "robot"}],
    },
    "options not an object": {"game_id": "holomino", "options": [1, 2], "seats": SEATS},
    "game id not a text": {"game_id": ["holomino"], "options": {}, "seats": SEATS},
    "a move as the game": {"game_id": "132@1,-1", "options": {}, "seats": SEATS},
}


@pytest.fixture(autouse=True)
def no_boxes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(tmp_path / "data"))
    shown: list[tuple[str, str]] = []

    def warning(parent: object, title: str, text: str, *args: object) -> object:
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "information", warning)
    return shown


def open_window(qtbot, store: QSettings) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window as the program opens it: start=True, the game of the settings started."""
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    assert window.controller.state is not None, "no game was started"
    assert window.widgets.scene.items(), "the board is empty"
    return window


@pytest.mark.parametrize("value", GARBAGE, ids=[f"garbage{i}" for i in range(len(GARBAGE))])
def test_garbage_in_every_setting_still_opens_the_window(qtbot, tmp_path: Path, value) -> None:  # type: ignore[no-untyped-def]
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key in KEYS:
        store.setValue(key, value)
    store.sync()
    window = open_window(qtbot, store)
    assert window.controller.config.game_id == "holomino"  # the default game
    window.files.fill_recent(
        window.comfort.recent_menu
    )  # the recent-file menu copes with what is stored
    window.tutorials.game_chosen("triominos")
    assert window.comfort.values.think_time in (0.5, 1.0, 2.0, 5.0)
    # each damaged value is reported, in words: the last game in the status line, the others in
    # a notice (a window geometry too: Qt refuses every one of these values)
    if value not in ("",):
        assert window.status_line.message == LAST_GAME_NOTICE
    notice = " ".join(window.comfort.notices)
    for name in ("computer think time", "theme", "tile colours", "window size and place"):
        assert name in notice
    if not isinstance(value, str):
        assert "recent files" in notice and "tutorial progress" in notice
    assert window.controller.shutdown()


@pytest.mark.parametrize("case", list(BAD_LAST_GAMES))
def test_a_last_game_that_cannot_start_falls_back_with_a_notice(
    qtbot, tmp_path: Path, case: str
) -> None:  # type: ignore[no-untyped-def]
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("animation", "off")
    store.setValue("last_game", json.dumps(BAD_LAST_GAMES[case]))
    window = open_window(qtbot, store)
    assert window.controller.config.game_id == "holomino"
    assert [s.kind for s in window.controller.seats] == ["human", "ai"]
    assert window.status_line.message == LAST_GAME_NOTICE
    assert window.widgets.status.text().startswith(LAST_GAME_NOTICE)
    assert window.controller.shutdown()


def test_a_good_last_game_starts_again_without_a_notice(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("animation", "off")
    seats = [{"name": "Ana", "kind": "human", "level": "random"}, SEATS[1]]
    good = {"game_id": "triominos", "options": {}, "seats": seats}
    store.setValue("last_game", json.dumps(good))
    window = open_window(qtbot, store)
    assert window.controller.config.game_id == "triominos"
    assert [(s.name, s.kind, s.level) for s in window.controller.seats] == [
        ("Ana", "human", "random"),
        ("CPU", "ai", "expert"),
    ]
    assert window.status_line.message == ""
    assert window.controller.shutdown()


def test_tutorial_progress_keeps_what_is_well_formed() -> None:
    text = json.dumps(
        {
            "games": {
                "holomino": {"done": ["a", 3, "b"], "current": 2},
                "triominos": "broken",
                "hexadomino": {"done": "x"},
                "square_domino": {"done": [], "current": True},
            },
            "suggested": ["holomino", 4],
        }
    )
    store = QSettings()
    store.setValue(progress.SETTINGS_KEY, text)
    loaded = progress.Progress(store=store)
    assert loaded.data == {
        "games": {
            "holomino": {"done": ["a", "b"], "current": 2},
            "square_domino": {"done": [], "current": 0},
        },
        "suggested": ["holomino"],
    }
    assert not progress.is_intact(text)
    assert progress.is_intact(json.dumps(loaded.data))
    store.remove(progress.SETTINGS_KEY)


# -- a save that fails keeps the previous file -----------------------------------------------
def test_a_failed_save_shows_a_message_and_keeps_the_old_file(
    qtbot, window: MainWindow, tmp_path: Path, no_boxes: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    start(window, "holomino", ["human", "human"], seed=3)
    window.controller.play_human(window.controller.legal_moves()[0])
    path = tmp_path / "game.holomino.json"
    assert window.files.save_to(str(path))
    before = path.read_bytes()
    history = window.comfort.history.history
    assert history is not None
    history.record.players[0].name = "Ana\ud800"  # e.g. from a file of an older version
    assert not window.files.save_to(str(path))
    assert no_boxes == [
        (
            "Save the game",
            "The game could not be saved: the game cannot be written as a file "
            "(the game holds a text that is not valid Unicode)",
        )
    ]
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == [
        "game.holomino.json",
        "settings.ini",
    ]


def test_a_failed_autosave_says_so_and_keeps_the_last_autosave(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.comfort.use_data_folder()
    start(window, "triominos", ["human", "human"], seed=5)
    window.controller.play_human(window.controller.legal_moves()[0])
    autosave = persistence.autosave_path()
    before = autosave.read_bytes()
    history = window.comfort.history.history
    assert history is not None
    history.record.players[1].name = "\udfffBo"
    window.files.autosave()
    assert window.status_line.message == (
        "Autosave failed: the game cannot be written as a file "
        "(the game holds a text that is not valid Unicode)"
    )
    assert autosave.read_bytes() == before
    assert [p.name for p in autosave.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_stray_temp_files_are_removed_when_the_data_folder_is_taken(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    import os
    import time

    folder = persistence.data_dir()
    stray = folder / ".autosave.holomino.json.a1b2c3d4.tmp"
    stray.write_text("half a save", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stray, (old, old))
    window.comfort.use_data_folder()
    assert not stray.exists()


# -- the AI's search tasks are released --------------------------------------------------------
def live_search_tasks() -> int:
    gc.collect()
    return sum(isinstance(o, ai_adapter._SearchTask) for o in gc.get_objects())


def test_no_search_task_stays_alive_after_many_games(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Each task held a state clone, an Event and the player; PySide6 kept most QRunnable
    subclasses alive after they ran (~0.27 MB per game over a long evening)."""
    window.setProperty("quiet_end", True)
    before = live_search_tasks()
    moves = sum(play_ai_game(window, "holomino", seed=s) for s in range(3))
    assert moves > 60  # that many searches ran
    assert window.controller.runner.pool.waitForDone(5000)
    QApplication.processEvents()
    assert live_search_tasks() - before == 0


def test_no_search_task_stays_alive_after_cancelled_searches(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """New games while the AI thinks: every abandoned search is released too."""
    before = live_search_tasks()
    for seed in range(40):
        start(window, "holomino", ["human", "random"], seed=seed)
        start(window, "holomino", ["random", "human"], seed=seed)
        wait_for_human(qtbot, window)
    assert window.controller.runner.pool.waitForDone(5000)
    QApplication.processEvents()
    assert live_search_tasks() - before == 0


# -- saving over a special file: a message, the node left as it is -----------------------------
def _save_as(window: MainWindow) -> QAction:
    """The window's own "Save as…" action (found by its shortcut: the text is translated)."""
    return next(
        a for a in window.findChildren(QAction) if a.shortcut() == QKeySequence("Ctrl+Shift+S")
    )


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_save_as_over_a_special_file_says_so_and_leaves_it(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    no_boxes: list[tuple[str, str]], kind: str,
) -> None:  # type: ignore[no-untyped-def]  # fmt: skip
    start(window, "holomino", ["human", "human"], seed=3)
    window.controller.play_human(window.controller.legal_moves()[0])
    target = tmp_path / f"{kind}.holomino.json"
    before = make_special(kind, target)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    i18n.set_language("pl")
    try:
        _save_as(window).trigger()
    finally:
        i18n.set_language("en")
    assert no_boxes == [
        (
            "Zapisz grę",
            "Nie udało się zapisać gry: "
            "To nie jest zwykły plik, lecz folder, urządzenie albo potok.",
        )
    ]
    assert node(target) == before
    assert window.files.current_path is None  # not taken as the game's file
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", target.name, "settings.ini"]


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_autosave_and_statistics_never_write_over_a_special_file(
    qtbot, window: MainWindow, kind: str
) -> None:  # type: ignore[no-untyped-def]
    window.comfort.use_data_folder()
    autosave = persistence.autosave_path()
    before = make_special(kind, autosave)
    start(window, "triominos", ["human", "human"], seed=5)
    window.controller.play_human(window.controller.legal_moves()[0])
    assert window.status_line.message == (
        "Autosave failed: this is not a regular file (a folder, device or pipe)"
    )
    assert node(autosave) == before
    stats = statistics.Statistics(autosave.parent / "stats.json")
    folder_before = make_special(kind, stats.path)
    with pytest.raises(OSError, match="not a regular file"):
        stats.record_game("triominos", "human", "win", 10)
    assert node(stats.path) == folder_before
    # read again (the next start): never read (a pipe would hang), set aside as it is
    again = statistics.Statistics(stats.path)
    assert again.lines == {} and "kept as stats.json.corrupt-" in again.notice
    (backup,) = stats.path.parent.glob("stats.json.corrupt-*")
    assert node(backup) == folder_before and not stats.path.exists()


def _action(window: MainWindow, text: str) -> QAction:
    return next(a for a in window.findChildren(QAction) if a.text() == text)


def test_statistics_over_a_special_file_are_neither_read_nor_written(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, no_boxes: list[tuple[str, str]]
) -> None:  # type: ignore[no-untyped-def]
    window.comfort.use_data_folder()
    path = persistence.data_dir() / statistics.FILE_NAME
    before = make_special("fifo", path)
    window.comfort.counter.stats = None  # read again, as at the next start
    _action(window, "S&tatistics…").trigger()  # a pipe read would never return
    dialog = window.findChild(statistics.StatisticsDialog)
    assert dialog is not None and dialog.notice.text().startswith("Where the statistics file")
    (backup,) = path.parent.glob("statistics.json.corrupt-*")
    assert node(backup) == before  # set aside, never read
    dialog.reject()
    first = dialog
    # a file that turns into one while the dialog is open: the reset says so, changes nothing
    statistics.Statistics(path).record_game("triominos", "expert", "win", 120)
    window.comfort.counter.stats = None
    _action(window, "S&tatistics…").trigger()
    dialog = next(d for d in window.findChildren(statistics.StatisticsDialog) if d is not first)
    assert dialog.table.rowCount() == 1
    path.unlink()
    before = make_special("fifo", path)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.reset_button.click()
    assert no_boxes == [
        (
            "Reset statistics",
            "Statistics not saved: this is not a regular file (a folder, device or pipe)",
        )
    ]
    assert node(path) == before
    assert dialog.table.rowCount() == 1  # the counts on screen stay
