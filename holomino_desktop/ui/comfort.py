"""The File, Edit and Game-menu extras and the settings: the menus themselves, undo / redo
(``ui/history.py``), the coach and sound switches, the statistics dialog, the Settings dialog
(``ui/settings.py``), the data folder switch and the start-up notices.

Its modal questions (the notices, the Settings dialog, the window-modal statistics) hold play
while they are open (``GameController.paused`` / ``hold``).

What the File menu does lives in ``ui/files.py`` (save, open, autosave, resume, replays), the
counting of finished matches in ``ui/statistics.py`` (:class:`~.statistics.MatchCounter`).
:class:`Comfort` is given those parts and a :class:`~.settings.SettingsTarget`; ``window`` is
only the parent of its menus and dialogs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from . import persistence
from .coach import Coach
from .controller import GameController
from .files import GameFiles
from .hints import Hints
from .history import HistoryManager
from .settings import (
    AppSettings,
    SettingsDialog,
    SettingsTarget,
    apply_settings,
    load_settings,
    save_settings,
    stored_language,
)
from .sound import SoundEffects
from .statistics import MatchCounter, StatisticsDialog
from .words.texts import fmt

#: the hold that keeps play still while the (window-modal) statistics dialog is open
STATISTICS_HOLD = "statistics"


class Comfort(QObject):
    """The menus of files, undo / redo, statistics and settings; the settings themselves."""

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        store: QSettings,
        parts: tuple[HistoryManager, Coach, SoundEffects, Hints, GameFiles, MatchCounter],
        target: SettingsTarget,
        say: Callable[[str], None],
        game_menu: QMenu | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.store = store
        self.target = target
        self.say = say
        self.notices: list[str] = []
        loaded = load_settings(self.store)
        self.values: AppSettings = loaded.settings
        if loaded.notice:
            self.notices.append(loaded.notice)
        self.history, self.coach, self.sounds, self.hints, self.files, self.counter = parts
        self.files.notice.connect(self.notices.append)
        self.files.loaded.connect(self._loaded)
        self.counter.notice.connect(self.notices.append)
        self.history.changed.connect(self._history_changed)
        # at a networked table the moves come from the table, not through the history
        controller.gameStarted.connect(self._refresh_actions)
        controller.moveApplied.connect(lambda *_: self._refresh_actions())
        self._texts: list[tuple[QAction, str]] = []
        self._build_menus(game_menu)
        window.installEventFilter(self)
        apply_settings(target, self.values)
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

    def _build_menus(self, game_menu: QMenu | None) -> None:
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
            self._action(self.tr("&Open…"), self.files.open_dialog, QKeySequence.StandardKey.Open)
        )
        self.save_action = self._action(
            self.tr("&Save"), self.files.save, QKeySequence.StandardKey.Save
        )
        file_menu.addAction(self.save_action)
        file_menu.addAction(
            self._action(self.tr("Save &as…"), self.files.save_as, QKeySequence("Ctrl+Shift+S"))
        )
        self.recent_menu = file_menu.addMenu(self.tr("&Recent files"))
        self._menus.append((self.recent_menu, "&Recent files"))
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent(self.recent_menu))
        file_menu.addSeparator()
        file_menu.addAction(self._action(self.tr("Re&play…"), self.files.replay_dialog))
        self.undo_action = self._action(self.tr("&Undo"), self.undo, QKeySequence("Ctrl+Z"))
        self.redo_action = self._action(self.tr("&Redo"), self.redo, QKeySequence("Ctrl+Shift+Z"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self._action(self.tr("&Settings…"), self.settings_dialog, "Ctrl+,"))

        if game_menu is None:
            game_menu = bar.addMenu(self.tr("&Game"))
        before = game_menu.actions()[-2] if len(game_menu.actions()) >= 2 else None  # above Quit
        self.hint_action = self._action(self.tr("&Hint"), self.hints.ask_hint, "H")
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

    def _refresh_actions(self) -> None:
        self.undo_action.setEnabled(self.history.can_undo())
        self.redo_action.setEnabled(self.history.can_redo())
        self.hint_action.setEnabled(self.values.hints and self.controller.hints_allowed())

    # -- following the game -----------------------------------------------------------------
    def _history_changed(self) -> None:
        self._refresh_actions()

    def _loaded(self, finished: bool) -> None:
        self.counter.counted = finished  # an opened finished match is not counted again

    def use_data_folder(self, on: bool = True) -> None:
        """Autosave after every move and count finished games (the real program does).

        The statistics file is read now, so that a damaged one is reported at start-up."""
        self.files.autosave_enabled = self.counter.enabled = on
        if on:
            persistence.remove_stray_temp_files()  # left by interrupted saves of earlier runs
            try:
                self.counter.statistics()
                self.counter.ratings()
            except OSError as error:  # an unwritable data folder: play on without saving
                self.files.autosave_enabled = self.counter.enabled = False
                self.notices.append(
                    fmt(
                        self.tr("The data folder cannot be used (%1): nothing will be saved."),
                        error.strerror or str(error),
                    )
                )

    # -- undo / redo ------------------------------------------------------------------------
    def undo(self) -> None:
        self.hints.cancel()
        if self.controller.remote is not None:
            self.controller.remote.ask_undo()  # a networked table: only if all others agree
        elif self.history.undo():
            self.say(self.tr("Move taken back."))

    def redo(self) -> None:
        self.hints.cancel()
        if self.history.redo():
            self.say(self.tr("Move played again."))

    def show_notices(self) -> None:
        """Tell the player about damaged files that were set aside (once, at start-up)."""
        with self.controller.paused():
            for notice in self.notices:
                QMessageBox.information(self.window, self.tr("Holomino Desktop"), notice)
        self.notices = []

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

    def statistics_dialog(self) -> StatisticsDialog | None:
        try:
            stats = self.counter.statistics()
            ratings = self.counter.ratings()
        except OSError as error:  # a folder, device or pipe where the file should be
            self.counter.not_saved(error)
            return None
        dialog = StatisticsDialog(stats, self.window, ratings)
        # window-modal: play waits until it is closed
        self.controller.hold(STATISTICS_HOLD)
        dialog.finished.connect(lambda _: self.controller.release(STATISTICS_HOLD))
        dialog.open()
        return dialog

    def settings_dialog(self) -> None:
        # the View → Language menu stores the same choice: read it, never a stale copy
        self.values.language = stored_language(self.store, self.values.language)
        dialog = SettingsDialog(self.values, self.window)
        with self.controller.paused():
            accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
        if accepted:
            self.apply(dialog.values())

    def apply(self, values: AppSettings) -> None:
        language_changed = values.language != self.values.language
        self.values = values
        save_settings(self.store, values)
        apply_settings(self.target, values, language=language_changed)
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
