"""History and comfort, wired into the main window: the File and Edit menus, undo / redo,
save / open, recent files, autosave and resume, replays, hint and coach, statistics, settings.

``MainWindow`` calls :func:`install` once after building its menus; everything else lives in
the modules named above so that the window itself stays small.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from ..engine.record import GameRecord, RecordError
from . import persistence
from .ai_adapter import ai_levels, default_level
from .coach import Coach
from .controller import GameConfig, SeatConfig
from .history import HistoryManager
from .persistence import GameFileError, LoadedGame
from .replay import ReplayViewer
from .settings import AppSettings, SettingsDialog, apply_settings, load_settings, save_settings
from .sound import SoundEffects
from .statistics import Statistics, StatisticsDialog, record_finished_match
from .texts import fmt

if TYPE_CHECKING:
    from .main_window import MainWindow


class Comfort(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.store: QSettings = window.settings
        self.notices: list[str] = []
        loaded = load_settings(self.store)
        self.values: AppSettings = loaded.settings
        if loaded.notice:
            self.notices.append(loaded.notice)
        self.history = HistoryManager(window)
        self.coach = Coach(window)
        self.stats: Statistics | None = None
        #: autosave and statistics write to the user data folder only when the program (not a
        #: test window) switches this on: see :meth:`use_data_folder`
        self.autosave_enabled = False
        self.current_path: str | None = None
        self._stats_counted = False
        self.history.changed.connect(self._history_changed)
        self.controller.gameOver.connect(self._game_over)
        self.controller.gameStarted.connect(self._game_started)
        self._texts: list[tuple[QAction, str]] = []
        self._build_menus()
        window.installEventFilter(self)
        self.sounds = SoundEffects(window)
        apply_settings(window, self.values)
        self.sounds.set_enabled(self.values.sound)
        self.coach.set_enabled(self.values.coach)
        self.coach_action.setChecked(self.values.coach)
        self.sound_action.blockSignals(True)
        self.sound_action.setChecked(self.values.sound)
        self.sound_action.blockSignals(False)
        self._refresh_actions()

    # -- menus ----------------------------------------------------------------------------
    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self.window)
        self._texts.append((action, text))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())  # type: ignore[operator]
        return action

    def _build_menus(self) -> None:
        window = self.window
        bar = window.menuBar()
        first = bar.actions()[0] if bar.actions() else None
        file_menu = QMenu(self.tr("&File"), window)
        edit_menu = QMenu(self.tr("&Edit"), window)
        self._menus = [(file_menu, "&File"), (edit_menu, "&Edit")]
        if first is not None:
            bar.insertMenu(first, file_menu)
            bar.insertMenu(first, edit_menu)
        else:
            bar.addMenu(file_menu)
            bar.addMenu(edit_menu)
        self.file_menu, self.edit_menu = file_menu, edit_menu
        file_menu.addAction(
            self._action(self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        )
        self.save_action = self._action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        file_menu.addAction(self.save_action)
        file_menu.addAction(
            self._action(self.tr("Save &as…"), self.save_as, QKeySequence("Ctrl+Shift+S"))
        )
        self.recent_menu = file_menu.addMenu(self.tr("&Recent files"))
        self._menus.append((self.recent_menu, "&Recent files"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file_menu.addSeparator()
        file_menu.addAction(self._action(self.tr("Re&play…"), self.replay_dialog))
        self.undo_action = self._action(self.tr("&Undo"), self.undo, QKeySequence("Ctrl+Z"))
        self.redo_action = self._action(self.tr("&Redo"), self.redo, QKeySequence("Ctrl+Shift+Z"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self._action(self.tr("&Settings…"), self.settings_dialog, "Ctrl+,"))

        game_menu = getattr(window, "game_menu", None)
        if game_menu is None:
            game_menu = bar.addMenu(self.tr("&Game"))
        before = game_menu.actions()[-2] if len(game_menu.actions()) >= 2 else None  # above Quit
        self.hint_action = self._action(self.tr("&Hint"), window.ask_hint, "H")
        self.coach_action = self._action(self.tr("&Coach"), lambda: None)
        self.coach_action.setCheckable(True)
        self.coach_action.toggled.connect(self.set_coach)
        self.sound_action = self._action(self.tr("&Sound"), lambda: None, "Ctrl+Shift+M")
        self.sound_action.setCheckable(True)
        self.sound_action.toggled.connect(self.set_sound)
        stats_action = self._action(self.tr("S&tatistics…"), self.statistics_dialog)
        for action in (self.hint_action, self.coach_action, self.sound_action, stats_action):
            if before is not None:
                game_menu.insertAction(before, action)
            else:
                game_menu.addAction(action)
        if before is not None:
            game_menu.insertSeparator(before)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        """The language changed: set the menu texts again (the sources were marked above)."""
        for action, source in self._texts:
            action.setText(self.tr(source))
        for menu, source in self._menus:
            menu.setTitle(self.tr(source))

    def _file_filter(self) -> str:
        return self.tr("Holomino games (*.holomino.json);;JSON files (*.json)")

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = persistence.recent_files(self.store.value("recent_files"))
        for path in files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not files:
            empty = self.recent_menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)

    def _remember(self, path: str) -> None:
        files = persistence.add_recent(
            persistence.recent_files(self.store.value("recent_files")), path
        )
        import json

        self.store.setValue("recent_files", json.dumps(files))

    def _refresh_actions(self) -> None:
        self.undo_action.setEnabled(self.history.can_undo())
        self.redo_action.setEnabled(self.history.can_redo())
        self.hint_action.setEnabled(self.values.hints)

    # -- following the game -----------------------------------------------------------------
    def _game_started(self) -> None:
        if not self.history._restoring:
            self._stats_counted = False
            self.current_path = None

    def _history_changed(self) -> None:
        self._refresh_actions()
        self.autosave()

    def autosave(self) -> None:
        history = self.history.history
        state = self.controller.state
        if not self.autosave_enabled or history is None or state is None:
            return
        if not history.record.moves or not self.controller.human_seats():
            return  # nothing worth resuming yet, or a computer-only game
        try:
            if state.is_terminal():
                persistence.clear_autosave()
            else:
                persistence.write_autosave(
                    history.record, history.redo_steps, self.controller.budget
                )
        except OSError as error:
            self.window.say(fmt(self.tr("Autosave failed: %1"), error.strerror or str(error)))

    def _game_over(self) -> None:
        if self._stats_counted or self.history._restoring or not self.autosave_enabled:
            return
        self._stats_counted = True
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
            self.window.say(fmt(self.tr("Statistics not saved: %1"), error.strerror or str(error)))

    def use_data_folder(self, on: bool = True) -> None:
        """Autosave after every move and count finished games (the real program does).

        The statistics file is read now, so that a damaged one is reported at start-up."""
        self.autosave_enabled = on
        if on:
            persistence.remove_stray_temp_files()  # left by interrupted saves of earlier runs
            try:
                self.statistics()
            except OSError as error:  # an unwritable data folder: play on without saving
                self.autosave_enabled = False
                self.notices.append(
                    fmt(
                        self.tr("The data folder cannot be used (%1): nothing will be saved."),
                        error.strerror or str(error),
                    )
                )

    def statistics(self) -> Statistics:
        if self.stats is None:
            self.stats = Statistics()
            if self.stats.notice:
                self.notices.append(self.stats.notice)
        return self.stats

    # -- undo / redo ------------------------------------------------------------------------
    def undo(self) -> None:
        self.window.hint_runner.cancel()
        if self.history.undo():
            self.window.say(self.tr("Move taken back."))

    def redo(self) -> None:
        self.window.hint_runner.cancel()
        if self.history.redo():
            self.window.say(self.tr("Move played again."))

    # -- files ------------------------------------------------------------------------------
    def save(self) -> bool:
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self) -> bool:
        start = self.current_path or str(persistence.data_dir() / ("game" + persistence.SUFFIX))
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save the game"), start, self._file_filter()
        )
        if not path:
            return False
        if not path.endswith(".json"):
            path += persistence.SUFFIX
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        history = self.history.history
        if history is None:
            return False
        try:
            persistence.save_game(path, history.record, history.redo_steps, self.controller.budget)
        except OSError as error:
            QMessageBox.warning(
                self.window,
                self.tr("Save the game"),
                fmt(self.tr("The game could not be saved: %1"), error.strerror or str(error)),
            )
            return False
        self.current_path = path
        self._remember(path)
        self.window.say(fmt(self.tr("Game saved to %1."), Path(path).name))
        return True

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open a game"), str(persistence.data_dir()), self._file_filter()
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str, quiet: bool = False) -> bool:
        """Open a game file; on any problem a clear message and nothing changes."""
        try:
            loaded = persistence.load_game(path)
        except GameFileError as error:
            if not quiet:
                QMessageBox.warning(
                    self.window,
                    self.tr("Open a game"),
                    fmt(self.tr("%1 cannot be opened: %2"), Path(path).name, str(error)),
                )
            self.window.say(fmt(self.tr("%1 cannot be opened: %2"), Path(path).name, str(error)))
            return False
        self.adopt(loaded)
        self.current_path = path
        self._remember(path)
        self.window.say(fmt(self.tr("Opened %1."), Path(path).name))
        return True

    def adopt(self, loaded: LoadedGame) -> None:
        """Show a validated game in the window: seats, levels, position, scores, redo line."""
        record = loaded.record
        levels = ai_levels()
        seats = []
        for p in range(loaded.state.num_players):
            seat = record.players[p] if p < len(record.players) else None
            if seat is None:
                seats.append(SeatConfig(fmt(self.tr("Player %1"), p + 1)))
            elif seat.kind == "ai":
                level = seat.level if seat.level in levels else default_level()
                seats.append(SeatConfig(seat.name, "ai", level))
            else:
                seats.append(SeatConfig(seat.name))
        options = {k: v for k, v in record.options.items() if k != "players"}
        if loaded.budget is not None:
            self.controller.budget = loaded.budget
        self.controller.new_game(GameConfig(record.game, options, seats, record.seed))
        self._stats_counted = loaded.finished  # an opened finished game is not counted again
        self.history.restore(loaded.state, loaded.results)
        self.history.adopt(record, loaded.movers, loaded.redo)

    # -- resume -----------------------------------------------------------------------------
    def offer_resume(self, ask: bool = True) -> bool:
        """At start-up: offer to continue the game saved by the autosave."""
        try:
            loaded, notice = persistence.read_autosave()
        except OSError:
            return False
        if notice:
            self.notices.append(notice)
        if loaded is None:
            return False
        if ask:
            answer = QMessageBox.question(
                self.window,
                self.tr("Resume"),
                self.tr("A game was in progress when the program closed. Continue it?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.adopt(loaded)
        self.window.say(self.tr("The game in progress was restored."))
        return True

    def show_notices(self) -> None:
        """Tell the player about damaged files that were set aside (once, at start-up)."""
        for notice in self.notices:
            QMessageBox.information(self.window, self.tr("Holomino Desktop"), notice)
        self.notices = []

    # -- replays ----------------------------------------------------------------------------
    def replay_dialog(self) -> None:
        """Replay a game file, or the game in the window when none is chosen."""
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Replay a game"), str(persistence.data_dir()), self._file_filter()
        )
        if path:
            try:
                loaded = persistence.load_game(path)
            except GameFileError as error:
                QMessageBox.warning(
                    self.window,
                    self.tr("Replay a game"),
                    fmt(self.tr("%1 cannot be opened: %2"), Path(path).name, str(error)),
                )
                return
            record = loaded.record
        else:
            history = self.history.history
            if history is None:
                return
            record = history.record
        self.replay(record)

    def replay(self, record: GameRecord) -> ReplayViewer | None:
        try:
            viewer = ReplayViewer.from_record(record, self.window)
        except RecordError as error:
            self.window.say(str(error))
            return None
        viewer.setStyleSheet(self.window.styleSheet())
        viewer.setModal(False)
        viewer.show()
        return viewer

    # -- coach, statistics, settings ----------------------------------------------------------
    def set_coach(self, on: bool) -> None:
        if self.values.coach != on:
            self.values.coach = on
            save_settings(self.store, self.values)
        self.coach.set_enabled(on)

    def set_sound(self, on: bool) -> None:
        if self.values.sound != on:
            self.values.sound = on
            save_settings(self.store, self.values)
        self.sounds.set_enabled(on)

    def statistics_dialog(self) -> StatisticsDialog:
        dialog = StatisticsDialog(self.statistics(), self.window)
        dialog.open()
        return dialog

    def settings_dialog(self) -> None:
        dialog = SettingsDialog(self.values, self.window)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply(dialog.values())

    def apply(self, values: AppSettings) -> None:
        language_changed = values.language != self.values.language
        self.values = values
        save_settings(self.store, values)
        apply_settings(self.window, values, language=language_changed)
        self.sounds.set_enabled(values.sound)
        self.coach.set_enabled(values.coach)
        for action, on in ((self.coach_action, values.coach), (self.sound_action, values.sound)):
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        self._refresh_actions()

    def shutdown(self) -> None:
        self.coach.shutdown()
        self.sounds.player.stop()


def install(window: MainWindow) -> Comfort:
    return Comfort(window)
