"""Statistics per game and opponent level: counting, streaks, damaged files, the dialog."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.statistics import Line, Statistics, StatisticsDialog, opponent_level

from .helpers import start, wait_for_human


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(data))
    return data


def test_line_counts_wins_draws_losses_best_average_and_streaks() -> None:
    line = Line()
    for result, score in [("win", 10), ("win", 30), ("loss", 5), ("draw", 12), ("win", 8)]:
        line.add(result, score)
    assert (line.games, line.wins, line.draws, line.losses) == (5, 3, 1, 1)
    assert line.best == 30
    assert line.average == pytest.approx(13.0)
    assert line.streak == 1 and line.best_streak == 2
    line.add("loss", 0)
    line.add("loss", 0)
    assert line.streak == -2


def test_statistics_are_kept_per_game_and_level_and_survive_a_restart(private_data: Path) -> None:
    stats = Statistics()
    stats.record_game("holomino", "expert", "win", 40)
    stats.record_game("holomino", "beginner", "loss", 10)
    stats.record_game("triominos", "expert", "draw", 400)
    again = Statistics()
    assert again.line("holomino", "expert").wins == 1
    assert again.line("holomino", "beginner").losses == 1
    assert again.line("triominos", "expert").draws == 1
    assert opponent_level(["expert", "beginner", "expert"]) == "beginner+expert"
    again.reset()
    assert Statistics().lines == {}


@pytest.mark.parametrize(
    "text",
    [
        "{broken",
        "[]",
        '{"format": "holomino-statistics", "version": 1, "lines": {"x": {"games": -1}}}',
        '{"format": "holomino-statistics", "version": 7, "lines": {}}',
        '{"format": "holomino-statistics", "version": 1,'
        ' "lines": {"a/b": {"games": 2, "wins": 1}}}',
    ],
)
def test_damaged_statistics_file_gives_defaults_a_notice_and_a_backup(
    private_data: Path, text: str
) -> None:
    path = private_data / "statistics.json"
    private_data.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    stats = Statistics()
    assert stats.lines == {}
    assert "damaged" in stats.notice
    backups = list(private_data.glob("statistics.json.corrupt-*"))
    assert len(backups) == 1 and backups[0].read_text(encoding="utf-8") == text
    stats.record_game("holomino", "expert", "win", 1)  # a fresh file works again
    assert json.loads(path.read_text(encoding="utf-8"))["lines"]["holomino/expert"]["wins"] == 1


def test_statistics_update_after_a_finished_match(
    qtbot, window: MainWindow, private_data: Path
) -> None:  # type: ignore[no-untyped-def]
    window.comfort.use_data_folder()
    window.setProperty("quiet_end", True)
    start(window, "holomino", ["human", "random"], seed=17)
    rng = random.Random(6)
    while not window.state.is_terminal():
        wait_for_human(qtbot, window)
        if window.summaries.summary is not None:
            window.summaries.summary.accept()
            continue
        if window.state.is_terminal():
            break
        window.controller.play_human(rng.choice(window.controller.legal_moves()))
    outcome = window.state.outcome()
    line = Statistics().line("holomino", "random")
    assert line.games == 1
    human_won = 0 in outcome.winners and len(outcome.winners) == 1
    assert line.wins == int(human_won)
    assert line.best == outcome.scores[0]
    # an undo and the same finish do not count the match twice
    window.comfort.undo()
    assert Statistics().line("holomino", "random").games == 1


def test_statistics_dialog_shows_and_resets(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    stats = Statistics()
    stats.record_game("holomino", "expert", "win", 44)
    stats.record_game("dutch_domino", "beginner+expert", "loss", 3)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 2
    texts = [
        dialog.table.item(r, c).text() for r in range(2) for c in range(dialog.table.columnCount())
    ]
    assert "44" in texts
    dialog.reset()
    assert dialog.table.rowCount() == 0
    assert Statistics().lines == {}
