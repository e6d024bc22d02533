"""The player's rating in the window: rated after finished games against the computer, shown
in the real Statistics dialog with its chart, kept in a file whose damage is reported, and the
levels' ratings and the suggested level in New game."""

from __future__ import annotations

import random
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialog

from holomino_desktop.training.level_table import level_rating
from holomino_desktop.training.player_rating import PlayerRating, RatingBook
from holomino_desktop.ui.dialogs import new_game
from holomino_desktop.ui.dialogs.new_game import NewGameDialog, default_config
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.ratings import Ratings, rating_number
from holomino_desktop.ui.words.i18n import set_language
from holomino_desktop.ui.words.texts import game_name

from .helpers import start, wait_for_human


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(data))
    return data


def finish(qtbot, window: MainWindow, kinds: list[str], seed: int) -> None:  # type: ignore[no-untyped-def]
    """Start a match and play the person's seat by random moves to its end."""
    start(window, "holomino", kinds, seed=seed)
    rng = random.Random(seed)
    while not window.state.is_terminal():
        wait_for_human(qtbot, window)
        if window.summaries.summary is not None:
            window.summaries.summary.accept()
            continue
        if window.state.is_terminal():
            break
        window.controller.play_human(rng.choice(window.controller.legal_moves()))


def test_statistics_dialog_shows_the_rating_after_finished_games(
    qtbot, window: MainWindow, private_data: Path
) -> None:  # type: ignore[no-untyped-def]
    window.comfort.use_data_folder()
    window.setProperty("quiet_end", True)
    finish(qtbot, window, ["human", "random"], seed=3)
    finish(qtbot, window, ["human", "beginner"], seed=4)
    stored = Ratings().book.rating("holomino")
    assert stored is not None and stored.games == 2 and len(stored.history) == 2

    dialog = window.comfort.statistics_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    panel = dialog.rating_panel
    assert panel.isVisible() and not panel.empty.isVisible()
    assert [panel.tabs.tabText(i) for i in range(panel.tabs.count())] == [game_name("holomino")]
    summary = panel.summaries["holomino"].text()
    assert rating_number(stored.rating) in summary
    assert rating_number(stored.margin) in summary and "after 2 rated games" in summary
    chart = panel.charts["holomino"]
    assert chart.rating is not None and len(chart.rating.history) == 2
    assert chart.isVisible() and chart.height() >= 150


def test_a_networked_table_is_not_rated(qtbot, window: MainWindow, private_data: Path) -> None:  # type: ignore[no-untyped-def]
    window.comfort.use_data_folder()
    window.setProperty("quiet_end", True)
    finish(qtbot, window, ["human", "random"], seed=5)
    assert window.counter.ratings().book.rating("holomino").games == 1  # type: ignore[union-attr]
    # the same end seen at a networked table (the other seat a person far away): not rated
    window.controller.remote = SimpleNamespace(local_seat=0)  # type: ignore[assignment]
    window.counter.counted = False
    window.controller.gameOver.emit()
    assert Ratings().book.rating("holomino").games == 1  # type: ignore[union-attr]
    window.controller.remote = None
    window.counter.counted = False
    window.controller.gameOver.emit()  # and at home it would have counted
    assert Ratings().book.rating("holomino").games == 2  # type: ignore[union-attr]


def test_a_damaged_ratings_file_is_kept_and_reported(
    window: MainWindow, private_data: Path
) -> None:
    private_data.mkdir(parents=True)
    path = private_data / "ratings.json"
    path.write_text('{"format": "holomino-ratings", "version": 1, "games": {"x": 5}}', "utf-8")
    window.comfort.use_data_folder()
    assert any("ratings file was damaged" in notice for notice in window.comfort.notices)
    backups = list(private_data.glob("ratings.json.corrupt-*"))
    assert len(backups) == 1 and '"x": 5' in backups[0].read_text(encoding="utf-8")
    ratings = window.counter.ratings()
    assert ratings.book.games == {}
    assert ratings.record("holomino", [None, "expert"], [30, 12], [0]) is not None
    assert Ratings().book.rating("holomino") is not None  # a fresh file works again


def level_items(dialog: NewGameDialog) -> list[str]:
    _, _, kind = dialog.seat_rows[1]
    return [kind.itemText(i) for i in range(kind.count())]


def test_new_game_shows_each_levels_rating_and_the_suggested_level(qtbot) -> None:  # type: ignore[no-untyped-def]
    beginner = level_rating("holomino", "beginner")
    expert = level_rating("triominos", "expert")
    assert beginner is not None and expert is not None
    book = RatingBook({"holomino": PlayerRating(beginner.rating + 30, 80.0, 4)})
    dialog = NewGameDialog(default_config("holomino"), None, book)
    qtbot.addWidget(dialog)
    dialog.show()
    about = f"Computer: Beginner · about {QLocale().toString(round(beginner.rating))}"
    assert about in level_items(dialog)
    assert dialog.suggestion.isVisible()
    assert dialog.suggestion.text() == "Suggested for you: Beginner"

    dialog.game.setCurrentIndex(dialog.game.findData("triominos"))
    assert f"Computer: Expert · about {rating_number(expert.rating)}" in level_items(dialog)
    assert not dialog.suggestion.isVisible()  # no rated Triominos game yet

    assert expert.rating >= 1000
    try:
        set_language("sr")  # Serbian groups thousands with a dot: 1.532
        serbian = f"{round(expert.rating) // 1000}.{round(expert.rating) % 1000:03d}"
        qtbot.waitUntil(lambda: f"Računar: Stručnjak · oko {serbian}" in level_items(dialog))
    finally:
        set_language("en")


def test_main_windows_new_game_suggests_from_the_players_ratings(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window.comfort.use_data_folder()
    window.counter.ratings().record("holomino", [None, "expert"], [50, 10], [0])
    shown: list[NewGameDialog] = []

    def look(dialog: NewGameDialog) -> int:
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(new_game.NewGameDialog, "exec", look)
    window.controller.config = default_config("holomino")
    window.show_new_game()
    assert shown and shown[0].suggestion.text().startswith("Suggested for you: ")


def test_the_self_test_reads_the_shipped_ratings_and_rates_a_match() -> None:
    from holomino_desktop.ui.self_test import ratings_work

    assert ratings_work() == 5
