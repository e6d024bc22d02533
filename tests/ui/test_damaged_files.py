"""Damaged settings, statistics and autosave, said plainly at start-up: the real window starts
up over files made damaged in a private folder, and the notices it shows are read. Each kind of
damage is said in words of its kind, in the window's language, never with Python's own text;
a folder where the statistics file belongs is set aside and the autosave goes on."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMessageBox

from holomino_desktop.ui import persistence, ratings, statistics
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n

B = QMessageBox.StandardButton
LAST_GAME = json.dumps(
    {
        "game_id": "triominos",
        "options": {},
        "seats": [
            {"name": "Ana", "kind": "human"},
            {"name": "CPU", "kind": "ai", "level": "random"},
        ],
    }
)
#: Python's own words that must never reach the player
RAW = (
    "Expecting",
    "Exceeds the limit",
    "integer string conversion",
    "recursion",
    "codec",
    "can't decode",
    "must be",
    "not a statistics file",
    "ValueError",
    "RecursionError",
    "?.",
)
#: a damaged statistics file's text for each kind of damage
DAMAGE = {
    "not json": '{"format": "holomino-statistics", "vers',
    "not text": b"\xff\xfe\x00garbage",
    "nested too deep": "[" * 100_000 + "]" * 100_000,
    "number too large": '{"format": "holomino-statistics", "version": ' + "9" * 5000 + "}",
    "wrong shape": '{"format": "holomino-statistics", "version": 1, "lines": {"x": {"games": '
    '"many"}}}',
}
#: how each kind of damage is said (the English source of the translated sentence)
SAID = {
    "not json": "The file is not valid JSON: it may have been cut short.",
    "not text": "The file is not a text file (not UTF-8).",
    "nested too deep": "The file's entries are nested too deep to be read.",
    "number too large": "The file holds a number too large to be read.",
    "wrong shape": "The file's entries do not have the expected form.",
}
#: the same kinds in an autosave (a game record)
AUTOSAVE_DAMAGE = {
    "not json": '{"format": "holomino-record", "vers',
    "not text": b"\xff\xfe\x00garbage",
    "nested too deep": "[" * 100_000 + "]" * 100_000,
    "number too large": '{"format": "holomino-record", "version": 1, "seed": ' + "9" * 5000 + "}",
}


@pytest.fixture(autouse=True)
def notices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the notices the window shows (each in its own box, answered OK)."""
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(tmp_path / "data"))
    shown: list[str] = []

    def information(parent: object, title: str, text: str, *args: object) -> object:
        shown.append(text)
        return B.Ok

    monkeypatch.setattr(QMessageBox, "information", information)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: B.No)  # no resume
    return shown


@pytest.fixture(params=["en", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    code = i18n.set_language(request.param)
    yield code
    i18n.set_language("en")


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def start_up(qtbot, store: QSettings) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window as the program starts it: data folder, notices, then a game."""
    window = MainWindow(store, start=False)
    qtbot.addWidget(window)
    window.show()
    window.start_up()
    assert window.controller.state is not None
    return window


def store_in(tmp_path: Path) -> QSettings:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("last_game", LAST_GAME)  # not a first start: no welcome
    store.setValue("animation", "off")
    return store


def data_file(name: str, content: str | bytes) -> Path:
    path = persistence.data_dir() / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, "utf-8")
    return path


def clause(english: str) -> str:
    """The translated sentence as a notice quotes it: no capital, no full stop."""
    text = tr("FileErrors", english).rstrip(".")
    return text[:1].lower() + text[1:]


def said_plainly(text: str) -> None:
    assert not any(raw in text for raw in RAW), text


# -- settings ---------------------------------------------------------------------------------
def test_a_folder_for_the_settings_file_says_settings_cannot_be_saved(
    qtbot, tmp_path: Path, notices: list[str], language: str
) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "settings.ini"
    folder.mkdir()
    window = start_up(qtbot, QSettings(str(folder), QSettings.Format.IniFormat))
    said = tr(
        "Settings",
        "Settings cannot be saved in this session: where the settings file belongs (%1) there "
        "is a folder, not a file. The default settings are used.",
    )
    assert notices == [said.replace("%1", str(folder))]
    if language == "pl":
        assert "cannot be saved" not in notices[0] and "not a file" not in notices[0]
    said_plainly(notices[0])
    assert folder.is_dir() and list(folder.iterdir()) == []  # left as it was
    assert window.controller.shutdown()


def test_settings_qt_cannot_read_are_named_in_one_line(
    qtbot, tmp_path: Path, notices: list[str], language: str
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "settings.ini"
    path.write_text(
        "[General]\n"
        "animation=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18bogus)\n"
        "geometry=@ByteArray(garbage, not a window geometry)\n"
        f"last_game={json.dumps(LAST_GAME)}\n"
        "\n[comfort]\n"
        "hints=@Variant(garbage)\n"
        "theme=dark\n",
        "utf-8",
    )
    window = start_up(qtbot, QSettings(str(path), QSettings.Format.IniFormat))
    names = ", ".join(tr("Settings", n) for n in ("animation speed", "Hint button",
                                                     "window size and place"))  # fmt: skip
    said = tr(
        "Settings", "Some settings could not be read and were set back to their defaults: %1."
    )
    assert notices == [said.replace("%1", names)]
    assert "\n" not in notices[0]
    assert window.comfort.values.hints is True and window.board.animation == "normal"
    assert window.controller.shutdown()


# -- statistics -------------------------------------------------------------------------------
def test_a_folder_for_the_statistics_is_set_aside_and_the_autosave_goes_on(
    qtbot, tmp_path: Path, notices: list[str], language: str
) -> None:  # type: ignore[no-untyped-def]
    folder = persistence.data_dir() / statistics.FILE_NAME
    folder.mkdir()
    (folder / "inside.txt").write_text("kept", "utf-8")
    window = start_up(qtbot, store_in(tmp_path))
    backups = list(folder.parent.glob("statistics.json.corrupt-*"))
    assert len(backups) == 1 and (backups[0] / "inside.txt").read_text("utf-8") == "kept"
    said = tr(
        "Statistics",
        "Where the statistics file belongs there was a folder, not a file: it was kept as %1, "
        "and the statistics start again from zero.",
    )
    assert notices == [said.replace("%1", backups[0].name)]
    said_plainly(notices[0])
    # this session's moves are autosaved: the next start offers them
    assert window.files.autosave_enabled and window.counter.enabled
    controller = window.controller
    qtbot.waitUntil(controller.human_to_move, timeout=10000)
    controller.play_human(controller.legal_moves()[0])
    saved = json.loads(persistence.autosave_path().read_text("utf-8"))["moves"]
    assert saved == controller.record.moves and saved
    # and the statistics are counted in a fresh file
    window.counter.statistics().record_game("triominos", "random", "win", 50)
    assert statistics.Statistics().line("triominos", "random").wins == 1
    assert controller.shutdown()


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_damaged_statistics_are_said_in_words_of_the_damage(
    qtbot, tmp_path: Path, notices: list[str], language: str, kind: str
) -> None:  # type: ignore[no-untyped-def]
    data_file(statistics.FILE_NAME, DAMAGE[kind])
    window = start_up(qtbot, store_in(tmp_path))
    assert len(notices) == 1
    said_plainly(notices[0])
    assert clause(SAID[kind]) in notices[0]
    assert notices[0].startswith(
        tr("Statistics", "The statistics file was damaged (%1): the statistics start again "
           "from zero; the old file was kept as %2.").split("(%1)")[0]
    )  # fmt: skip
    assert window.files.autosave_enabled
    assert window.controller.shutdown()


# -- ratings ----------------------------------------------------------------------------------
def test_a_folder_for_the_ratings_is_set_aside_and_the_autosave_goes_on(
    qtbot, tmp_path: Path, notices: list[str], language: str
) -> None:  # type: ignore[no-untyped-def]
    folder = persistence.data_dir() / ratings.FILE_NAME
    folder.mkdir()
    window = start_up(qtbot, store_in(tmp_path))
    (backup,) = folder.parent.glob("ratings.json.corrupt-*")
    assert backup.is_dir() and not folder.exists()
    said = tr(
        "Ratings",
        "Where the ratings file belongs there was a folder, not a file: it was kept as %1, and "
        "your ratings start again.",
    )
    assert notices == [said.replace("%1", backup.name)]
    assert window.files.autosave_enabled and window.counter.enabled
    controller = window.controller
    qtbot.waitUntil(controller.human_to_move, timeout=10000)
    controller.play_human(controller.legal_moves()[0])
    assert json.loads(persistence.autosave_path().read_text("utf-8"))["moves"]
    assert controller.shutdown()


@pytest.mark.parametrize("kind", ["not json", "nested too deep", "number too large"])
def test_damaged_ratings_are_said_in_words_of_the_damage(
    qtbot, tmp_path: Path, notices: list[str], language: str, kind: str
) -> None:  # type: ignore[no-untyped-def]
    data_file(ratings.FILE_NAME, DAMAGE[kind])
    window = start_up(qtbot, store_in(tmp_path))
    assert len(notices) == 1
    said_plainly(notices[0])
    assert clause(SAID[kind]) in notices[0]
    assert window.files.autosave_enabled
    assert window.controller.shutdown()


# -- the autosave -----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", list(AUTOSAVE_DAMAGE))
def test_a_damaged_autosave_is_said_in_words_of_the_damage(
    qtbot, tmp_path: Path, notices: list[str], language: str, kind: str
) -> None:  # type: ignore[no-untyped-def]
    data_file(persistence.AUTOSAVE_NAME, AUTOSAVE_DAMAGE[kind])
    window = start_up(qtbot, store_in(tmp_path))
    assert len(notices) == 1
    said_plainly(notices[0])
    head = tr("Persistence", "The saved game could not be resumed (%1); it was kept as %2.")
    assert notices[0].startswith(head.split("(%1)")[0])
    assert "autosave.holomino.json.corrupt-" in notices[0]
    assert clause(SAID[kind]) in notices[0]
    assert window.controller.shutdown()
