"""The player's statistics per game and opponent level: games, wins, draws, losses, best and
average score, streaks. Stored as JSON in the user data folder; resettable.

A damaged statistics file is never deleted: it is renamed to a backup, the statistics start
from zero and :attr:`Statistics.notice` says so, in words of the kind of damage (never the
parser's own text). A folder, device or pipe where the file belongs is never read (a pipe would
never answer): it is renamed aside as well, and a fresh file is used; if it cannot be moved, the
statistics of the session are kept in memory only. Either way the autosave goes on. Only games
with exactly one human seat count (hot-seat games among friends are not "your" statistics).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.record import write_atomic
from ..training.player_rating import RatingBook
from . import persistence
from .controller import GameController
from .file_errors import damage_clause, damage_kind, os_error_text
from .ratings import RatingPanel, Ratings
from .widgets.screen_fit import fit_window
from .words.texts import fmt, game_name, level_name, signed

FILE_NAME = "statistics.json"
FORMAT = "holomino-statistics"
VERSION = 1


@dataclass
class Line:
    """One game and opponent level."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    best: int | None = None
    total: int = 0  # sum of the human's final scores (for the average)
    streak: int = 0  # > 0: wins in a row now; < 0: losses in a row now
    best_streak: int = 0  # most wins in a row

    @property
    def average(self) -> float | None:
        return self.total / self.games if self.games else None

    def add(self, result: str, score: int) -> None:
        self.games += 1
        self.total += score
        self.best = score if self.best is None else max(self.best, score)
        if result == "win":
            self.wins += 1
            self.streak = self.streak + 1 if self.streak > 0 else 1
            self.best_streak = max(self.best_streak, self.streak)
        elif result == "loss":
            self.losses += 1
            self.streak = self.streak - 1 if self.streak < 0 else -1
        else:
            self.draws += 1
            self.streak = 0

    @classmethod
    def from_json(cls, data: Any) -> Line:
        if not isinstance(data, dict):
            raise ValueError("a line must be an object")
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = data.get(f.name, None if f.name == "best" else 0)
            if value is None and f.name == "best":
                values[f.name] = None
                continue
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"'{f.name}' must be a whole number")
            values[f.name] = value
        line = cls(**values)
        if min(line.games, line.wins, line.draws, line.losses, line.best_streak) < 0 or (
            line.wins + line.draws + line.losses != line.games
        ):
            raise ValueError("the counts do not add up")
        return line


def key_for(game_id: str, level: str) -> str:
    return f"{game_id}/{level}"


def opponent_level(levels: list[str]) -> str:
    """The opponents' level: one id, or several joined with '+' (mixed tables)."""
    unique = sorted(set(levels))
    return "+".join(unique) if unique else "human"


def outcome_for(seat: int, scores: list[int], winners: list[int]) -> str:
    if seat in winners:
        return "win" if len(winners) == 1 else "draw"
    return "loss"


class Statistics:
    """The statistics file: load (never failing), add a finished game, reset, save."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else persistence.data_dir() / FILE_NAME
        self.lines: dict[str, Line] = {}
        # set when a file was set aside at start-up: the notice that says so
        self.notice = ""
        self.load()

    def load(self) -> None:
        """Never fails: a damaged file, or a folder, device or pipe where the file belongs, is
        renamed aside (``persistence.read_data_file``) and the statistics start from zero; when
        it cannot be moved, each save says why in the status line and the games are counted in
        memory."""
        lines, aside = persistence.read_data_file(self.path, _lines_of)
        self.lines = lines or {}
        if aside is not None:
            self.notice = self._set_aside_text(aside)

    def _set_aside_text(self, aside: persistence.SetAside) -> str:
        """The start-up notice for a statistics file that was not read."""
        if aside.backup is None and aside.kind != "damaged":
            text = QCoreApplication.translate(
                "Statistics",
                "The statistics cannot be saved in this session: where their file belongs (%1) "
                "there is a folder, a device or a pipe, not a file.",
            )
            return fmt(text, str(self.path))
        where = aside.backup.name if aside.backup is not None else self.path.name
        if aside.kind == "folder":
            text = QCoreApplication.translate(
                "Statistics",
                "Where the statistics file belongs there was a folder, not a file: it was "
                "kept as %1, and the statistics start again from zero.",
            )
            return fmt(text, where)
        if aside.kind == "device":
            text = QCoreApplication.translate(
                "Statistics",
                "Where the statistics file belongs there was a device or a pipe, not a "
                "file: it was kept as %1, and the statistics start again from zero.",
            )
            return fmt(text, where)
        text = QCoreApplication.translate(
            "Statistics",
            "The statistics file was damaged (%1): the statistics start again from "
            "zero; the old file was kept as %2.",
        )
        error = aside.error or ValueError()
        return fmt(text, damage_clause(damage_kind(error), error), where)

    def save(self) -> None:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "lines": {k: asdict(v) for k, v in sorted(self.lines.items())},
        }
        write_atomic(self.path, json.dumps(data, indent=1))

    def record_game(
        self, game_id: str, level: str, result: str, score: int, save: bool = True
    ) -> Line:
        line = self.lines.setdefault(key_for(game_id, level), Line())
        line.add(result, score)
        if save:
            self.save()
        return line

    def line(self, game_id: str, level: str) -> Line:
        return self.lines.get(key_for(game_id, level), Line())

    def reset(self) -> None:
        self.lines = {}
        self.save()


def _lines_of(data: Any) -> dict[str, Line]:
    """The lines of a statistics file's JSON; ValueError (or TypeError) when it is not one."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a statistics file")
    if data.get("version") != VERSION:
        raise ValueError("unknown version")
    raw = data.get("lines")
    if not isinstance(raw, dict):
        raise ValueError("no lines")
    return {str(k): Line.from_json(v) for k, v in raw.items()}


def record_finished_match(
    stats: Statistics,
    game_id: str,
    seats_kinds: list[tuple[bool, str]],
    scores: list[int],
    winners: list[int],
) -> Line | None:
    """Count a finished match if exactly one seat is human; ``seats_kinds``: (is_ai, level)."""
    humans = [p for p, (is_ai, _) in enumerate(seats_kinds) if not is_ai]
    if len(humans) != 1:
        return None
    seat = humans[0]
    level = opponent_level([lvl for is_ai, lvl in seats_kinds if is_ai])
    return stats.record_game(game_id, level, outcome_for(seat, scores, winners), scores[seat])


class MatchCounter(QObject):
    """Counts each finished match of the controller once in :class:`Statistics`.

    Only when switched on (``enabled``: the real program, not a test window); a position being
    restored (``restoring``: undo, redo, a load) and a tutorial's lesson position (no record)
    are not new matches."""

    #: something the player should hear about at start-up (a damaged statistics file)
    notice = Signal(str)

    def __init__(
        self,
        controller: GameController,
        restoring: Callable[[], bool],
        say: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.restoring = restoring
        self.say = say
        self.enabled = False
        self.stats: Statistics | None = None
        self.rated: Ratings | None = None
        self.counted = False
        controller.gameStarted.connect(self._game_started)
        controller.gameOver.connect(self._game_over)

    def statistics(self) -> Statistics:
        """The statistics, read from the file the first time."""
        if self.stats is None:
            self.stats = Statistics()
            if self.stats.notice:
                self.notice.emit(self.stats.notice)
        return self.stats

    def ratings(self) -> Ratings:
        """The player's ratings, read from their file the first time."""
        if self.rated is None:
            self.rated = Ratings()
            if self.rated.notice:
                self.notice.emit(self.rated.notice)
        return self.rated

    def rating_book(self) -> RatingBook | None:
        """The player's ratings when matches are counted (the real program), else None."""
        if not self.enabled:
            return None
        try:
            return self.ratings().book
        except OSError:  # a folder or pipe where the file should be: no suggestion
            return None

    def _game_started(self) -> None:
        if not self.restoring():
            self.counted = False

    def _game_over(self) -> None:
        if self.counted or self.restoring() or not self.enabled:
            return
        if self.controller.record is None:
            return  # a tutorial's lesson position: no real match
        self.counted = True
        state = self.controller.state
        if state is None:
            return
        outcome = state.outcome()
        kinds = [(seat.is_ai, seat.level) for seat in self.controller.seats]
        try:
            stats = self.statistics()
            record_finished_match(
                stats,
                self.controller.config.game_id,
                kinds,
                list(outcome.scores),
                list(outcome.winners),
            )
        except OSError as error:
            self.not_saved(error)
        self._rate(list(outcome.scores), list(outcome.winners))

    def _rate(self, scores: list[int], winners: list[int]) -> None:
        """Rate the match against the AI levels: never at a networked table (the other seats
        are people, or the host's computer at its own think time)."""
        if self.controller.remote is not None:
            return
        seats = [seat.level if seat.is_ai else None for seat in self.controller.seats]
        try:
            self.ratings().record(self.controller.config.game_id, seats, scores, winners)
        except OSError as error:
            self.not_saved(error)

    def not_saved(self, error: OSError) -> None:
        """Say in the status line why the statistics file cannot be used."""
        self.say(not_saved_text(error))


def not_saved_text(error: OSError) -> str:
    """ "Statistics not saved: <why>", in the current language."""
    text = QCoreApplication.translate("MatchCounter", "Statistics not saved: %1")
    return fmt(text, os_error_text(error))


class StatisticsDialog(QDialog):
    """A table of every game and level played, with a reset button."""

    COLUMNS = 9

    def __init__(
        self, stats: Statistics, parent: QWidget | None = None, ratings: Ratings | None = None
    ) -> None:
        super().__init__(parent)
        self.stats = stats
        self.ratings = ratings
        self.setWindowTitle(self.tr("Statistics"))
        self.setAccessibleName(self.tr("Statistics"))
        fit_window(self, QSize(860, 420 if ratings is None else 640), "windows/statistics")
        layout = QVBoxLayout(self)
        self.notice = QLabel(stats.notice, self)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)  # names a file: never markup
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(stats.notice))
        layout.addWidget(self.notice)
        self.table = QTableWidget(0, self.COLUMNS, self)
        self.table.setAccessibleName(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Opponents"),
                self.tr("Games"),
                self.tr("Wins"),
                self.tr("Draws"),
                self.tr("Losses"),
                self.tr("Best score"),
                self.tr("Average score"),
                self.tr("Streak (best)"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.empty = QLabel(self.tr("No finished games against the computer yet."), self)
        layout.addWidget(self.empty)
        self.rating_panel = RatingPanel(self)
        self.rating_panel.setVisible(ratings is not None)
        layout.addWidget(self.rating_panel, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self.tr("&Reset statistics…"), self)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.fill()

    def fill(self) -> None:
        lines = sorted(self.stats.lines.items())
        self.table.setRowCount(len(lines))
        for row, (key, line) in enumerate(lines):
            game_id, _, level = key.partition("/")
            levels = " + ".join(level_name(part) for part in level.split("+"))
            average = line.average
            streak = (
                signed(self.tr("%n win(s)", "", line.streak), line.streak)
                if line.streak > 0
                else signed(self.tr("%n loss(es)", "", -line.streak), -line.streak)
                if line.streak < 0
                else "—"
            )
            cells = [
                game_name(game_id),
                levels,
                str(line.games),
                str(line.wins),
                str(line.draws),
                str(line.losses),
                "—" if line.best is None else str(line.best),
                "—" if average is None else f"{average:.1f}",
                fmt(self.tr("%1 (%2)"), streak, line.best_streak),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.empty.setVisible(not lines)
        rated = self.ratings is not None and bool(self.ratings.book.games)
        self.reset_button.setEnabled(bool(lines) or rated)
        if self.ratings is not None:
            self.rating_panel.fill(self.ratings.book)

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget every game in the statistics? This cannot be undone.")
            if self.ratings is None
            else self.tr(
                "Forget every game in the statistics and your ratings? This cannot be undone."
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.reset()

    def reset(self) -> None:
        try:
            self.stats.reset()
            if self.ratings is not None:
                self.ratings.reset()
        except OSError as error:  # the file cannot be written: the counts on screen stay
            QMessageBox.warning(self, self.tr("Reset statistics"), not_saved_text(error))
            return
        self.fill()
