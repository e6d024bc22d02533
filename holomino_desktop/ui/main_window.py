"""The game window, the composition root of the UI: it builds the parts, connects them with
signals and lays them out. It owns no game, history, translation or tutorial logic.

The parts and what each owns (``docs/architecture.md`` draws them with their signals):

* ``controller.py`` — the game: state, results, seats, the AI worker (owner of all game state)
* ``layout.py`` — the widgets and where they sit; ``style.py`` — the dark style sheet
* ``board.py`` — the painter on the scene, animation speed, table theme
* ``play.py`` — selection, targets, cursor, ghost and action buttons (the human's input)
* ``hints.py`` — the Expert's hint; ``coach.py`` — the coach's notes
* ``spoken_board.py`` — the board in words; ``announce.py`` — what a screen reader is told
* ``status_view.py``, ``seats_view.py``, ``rack_view.py``, ``move_log_view.py`` — views that
  re-render from the controller's state; ``summaries.py`` — end-of-round / match dialogs
* ``history.py`` — undo / redo (the redo line); ``files.py`` — save, open, autosave, resume,
  replays; ``statistics.py`` — counting finished matches; ``comfort.py`` — the File / Edit
  menus and the settings; ``sound.py`` — sounds; ``tutorial_panel.py`` — lessons;
  ``network/`` — Game → Play with friends (a networked table is the controller's ``remote``)
"""

from __future__ import annotations

import contextlib
import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QMainWindow, QMenu, QMessageBox

from .. import app_version
from ..engine import GAME_IDS
from ..engine.base import MoveResult, State
from .announce import announce
from .board import Board
from .coach import Coach
from .comfort import Comfort
from .controller import GameConfig, GameController
from .dialogs.new_game import NewGameDialog, default_config, default_name
from .dialogs.welcome import WelcomeDialog
from .files import GameFiles
from .hints import Hints
from .history import HistoryManager
from .layout import MIN_WINDOW, build_layout
from .move_log_view import MoveLogView
from .network.friends import FriendsMenu
from .play import PlayInput
from .rack_view import RackView
from .seats_view import SeatsView
from .settings import first_start, remembered_game
from .sound import SoundEffects
from .spoken_board import SpokenBoard
from .statistics import MatchCounter
from .status_view import StatusLine
from .style import STYLE, theme_palette
from .summaries import Summaries
from .training_menu import TrainingMenu
from .tutorial_panel import TutorialPanel
from .widgets.screen_fit import fit_window, remember_in
from .words.game_words import game_word
from .words.i18n import fill_language_menu
from .words.texts import engine_text, fmt, game_name

if TYPE_CHECKING:
    from .network.table_play import NetworkPlay

Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings | None = None, start: bool = True) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self._closing = False  # the host agreed to close its table with the window
        self.setWindowTitle(self.tr("Holomino Desktop"))
        self.setObjectName("mainWindow")
        self.setStyleSheet(STYLE)
        self.controller = GameController(self)
        self.controller.default_name = default_name
        self.widgets = build_layout(self, QGraphicsScene(self))
        self._build_views()
        self._connect_views()
        self._build_menus()
        self._build_features()
        self.setMinimumSize(*MIN_WINDOW)
        remember_in(self.settings)
        fit_window(self, QSize(1280, 800), "geometry")
        self.board.apply_animation_speed()
        if start:
            self.start_remembered_game()

    # -- building the parts ---------------------------------------------------------------
    def _build_views(self) -> None:
        """The board, the input and the views that re-render from the controller."""
        controller, widgets = self.controller, self.widgets
        self.board = Board(controller, widgets.scene, widgets.view, self.settings, self)
        self.play = PlayInput(controller, self.board, widgets, self.say, self)
        self.status_line = StatusLine(
            controller, self.board, self.play, widgets.status, widgets.busy, self
        )
        self.seats_view = SeatsView(controller, self.board, widgets, self)
        self.rack_view = RackView(controller, self.board, self.play, widgets, self)
        self.hints = Hints(controller, self.play, self.say, self)
        self.log_view = MoveLogView(controller, widgets.log, self.board, self)
        self.spoken = SpokenBoard(
            controller, self.board, self.play, self.seats_view, self.status_line, self
        )
        self.board.entry_point = self.seats_view.seat_point
        self.seats_view.shown_hand = self.rack_view.shown_hand
        self.play.rack_seat = lambda: self.rack_view.rack_seat
        self.play.handover_active = self.status_line.handover_active = self._handover_active

    def _handover_active(self) -> bool:
        return self.rack_view.handover_seat >= 0

    def _connect_views(self) -> None:
        controller = self.controller
        # the views first: the parts built later (history, coach, sounds, tutorial) see a
        # window that shows the move already
        controller.gameStarted.connect(self._game_started)
        controller.moveApplied.connect(self._move_applied)
        controller.thinkingChanged.connect(self._thinking_changed)
        controller.roundEnded.connect(self._round_ended)
        self.summaries = Summaries(controller, self.board, self.status_line, self, self.restart)
        self.status_line.summary_open = lambda: self.summaries.summary is not None
        controller.problem.connect(lambda text: self.say(engine_text(text)))
        self.summaries.closed.connect(self.refresh)
        self.summaries.reviewRequested.connect(self._open_review)
        self.board.redrawn.connect(self.refresh)
        self.rack_view.handedOver.connect(self.refresh)
        self.play.selectionChanged.connect(self._fresh_status)
        self.widgets.new_button.clicked.connect(self.show_new_game)

    def _build_features(self) -> None:
        """Undo / redo, coach, sounds, files and settings, the tutorial."""
        controller = self.controller
        self.history = HistoryManager(controller, self)
        self.history.restored.connect(self._restored)
        self.coach = Coach(controller, self.board, self.statusBar(), self.say, self._restoring)
        self.sounds = SoundEffects(controller, self.board, self.play.illegalAttempt, parent=self)
        self.files = GameFiles(self, controller, self.history, self.settings, self.say)
        self.counter = MatchCounter(controller, self._restoring, self.say, self)
        parts = (self.history, self.coach, self.sounds, self.hints, self.files, self.counter)
        self.comfort = Comfort(
            self, controller, self.settings, parts, self, self.say, self.game_menu
        )
        # the network stack loads when a table is first hosted or joined (self.network)
        self.friends = FriendsMenu(
            self, controller, self.widgets, self.say, self.refresh, self.game_menu, self.settings
        )
        self.friends.host_hints = lambda: self.comfort.values.hints  # told to the guests
        tutorial_parts = (controller, self.board, self.play, self.hints)
        self.tutorials = TutorialPanel(self, self, self.settings, tutorial_parts, self.help_menu)
        # a lesson speaks for itself: no coach, no summary dialog over its panel
        self.coach.quiet = self.tutorials.running
        self.summaries.quiet = self.tutorials.showing_lesson
        self.hints.answer_first = self.tutorials.lesson_hint
        self.files.autosave_paused = self.tutorials.running  # it keeps the player's own game
        self.training = TrainingMenu(self, self.help_menu, lambda: self.controller.config.game_id)

    def _restoring(self) -> bool:
        return self.history.restoring

    @property
    def network(self) -> NetworkPlay:
        """The window's side of its networked table, built (with the network stack) on the
        first use."""
        return self.friends.table()

    # -- menus ----------------------------------------------------------------------------
    def _menu(self, marked: object) -> QMenu:
        source = str(marked)  # a QT_TRANSLATE_NOOP text
        menu = self.menuBar().addMenu(self.tr(source))
        self.menu_texts.append((menu.menuAction(), source))
        return menu

    def _add(self, menu: QMenu, marked: object, slot: Any, shortcut: Shortcut = None) -> QAction:
        """A menu entry whose text (marked for lupdate) is set again after a language switch."""
        source = str(marked)
        action = QAction(self.tr(source), self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        self.menu_texts.append((action, source))
        return action

    def _build_menus(self) -> None:
        #: every menu text with its English source: retranslate_ui sets them again
        self.menu_texts: list[tuple[QAction, str]] = []
        keys = QKeySequence.StandardKey
        game = self.game_menu = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Game"))
        self._add(game, QT_TRANSLATE_NOOP("MainWindow", "&New game…"), self.show_new_game, keys.New)
        restart = QT_TRANSLATE_NOOP("MainWindow", "&Restart with the same players")
        self._add(game, restart, self.restart_asked, "Ctrl+R")
        game.addSeparator()
        self._add(game, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), self.close, keys.Quit)
        view = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&View"))
        self._add(view, QT_TRANSLATE_NOOP("MainWindow", "&Fit board"), self.board.fit, "F")
        zoom = self.widgets.view.zoom
        zoom_in = QT_TRANSLATE_NOOP("MainWindow", "Zoom &in")
        zoom_out = QT_TRANSLATE_NOOP("MainWindow", "Zoom &out")
        # + and - as well as Ctrl++ and Ctrl+-, wherever the focus is
        self._add(view, zoom_in, lambda: zoom(1.2)).setShortcuts([keys.ZoomIn, "+", "="])
        self._add(view, zoom_out, lambda: zoom(1 / 1.2)).setShortcuts([keys.ZoomOut, "-"])
        view.addSeparator()
        self.spoken.add_reading_keys(view, self._add)
        view.addSeparator()
        speeds = self.board.add_speed_menu(view, self._add, self.menu_texts)
        speeds.triggered.connect(lambda action: self.set_animation(action.data()))
        self.language_menu = view.addMenu(self.tr("&Language"))
        self.menu_texts.append((self.language_menu.menuAction(), "&Language"))
        fill_language_menu(self.language_menu, self.settings)
        help_menu = self.help_menu = self._menu(QT_TRANSLATE_NOOP("MainWindow", "&Help"))
        rules = QT_TRANSLATE_NOOP("MainWindow", "&Rules of the game")
        self._add(help_menu, rules, self._show_rules, keys.HelpContents)
        self._add(help_menu, QT_TRANSLATE_NOOP("MainWindow", "&About"), self._about)

    def _show_rules(self) -> None:
        from .rules_viewer import show_rules  # the rules pages load when first shown

        show_rules(self, self.controller.config.game_id)

    def _about(self) -> None:
        text = self.tr(
            "Holomino Desktop %1\nFive domino-family tile games against the computer or friends."
        )
        with self.controller.paused():
            QMessageBox.about(self, self.tr("About Holomino Desktop"), fmt(text, app_version()))

    # -- settings (ui/settings.py: SettingsTarget) ----------------------------------------
    def last_config(self) -> GameConfig:
        config, notice = remembered_game(self.settings.value("last_game"))
        if notice:
            self.say(notice)
        return config if config is not None else default_config(GAME_IDS[0])

    def start_remembered_game(self) -> None:
        """The last kind of game afresh; a setting that could not be read is said after the
        start (a new game clears the status line)."""
        config, notice = remembered_game(self.settings.value("last_game"))
        self.controller.new_game(config if config is not None else default_config(GAME_IDS[0]))
        if notice:
            self.say(notice)

    def set_animation(self, speed: str) -> None:
        self.board.set_animation(speed)

    def set_think_time(self, seconds: float) -> None:
        self.controller.budget = seconds
        self.hints.hint_budget = seconds  # a hint is the Expert's move: it thinks as long

    def set_look(self, style_sheet: str, theme: str) -> None:
        # the palette too: the dialogs' widgets no style sheet rule names use it (ui/style.py)
        QApplication.setPalette(theme_palette(theme))
        self.setStyleSheet(style_sheet)
        self.board.set_table_theme(theme)

    def repaint_tiles(self) -> None:
        self.widgets.scene.update()
        self.widgets.rack.update()

    def show_hint_button(self, on: bool) -> None:
        self.widgets.hint_button.setVisible(on)

    # -- the tutorial's host (ui/tutorial_panel.py: TutorialHost) -------------------------
    def set_game_aside(self) -> bool:
        return self.files.set_aside()

    def bring_back_game(self) -> bool:
        return self.files.bring_back()

    # -- starting games -------------------------------------------------------------------
    def _open_review(self) -> None:
        from .review import open_review  # the review (and its search) loads when first asked

        open_review(self.controller.record, self)

    def start_up(self) -> None:
        """The program starts (``app.py``): the data folder, the notices (a damaged autosave
        among them), then the questions — all before any game starts, so nothing plays or
        autosaves meanwhile: first whether to rejoin the table whose seat this window held when
        it closed (the others wait there), else whether to resume the autosave; then the
        resumed game, or the last kind of game afresh (which leaves the old autosave alone
        until its first move). The first start welcomes instead."""
        self.comfort.use_data_folder()
        pending = self.files.read_resume()
        self.comfort.show_notices()
        seat = self.friends.offer_rejoin()  # a seat at a table first: the others wait there
        if seat is not None:
            self.start_remembered_game()  # shown until the table answers (or if it does not)
            self.friends.rejoin(seat)
            return
        if pending is None and first_start(self.settings):
            self.welcome()
            return
        resumed = pending is not None and self.files.offer_resume(loaded=pending)
        if not resumed:
            self.start_remembered_game()

    def welcome(self) -> None:
        """The first start: the newcomer picks a game, then its tutorial or a game against the
        computer (the tutorial is offered here, so not again in the status bar)."""
        dialog = WelcomeDialog(self)
        dialog.exec()
        game_id = dialog.game_id()
        self.tutorials.progress.mark_suggested(game_id)
        config = default_config(game_id)
        if dialog.wants_tutorial():
            self.remember_game(config)  # leaving the lesson plays this game
            self.tutorials.start(game_id)
        else:
            self.start_game(config)

    def show_new_game(self) -> None:
        """Game → New game (a host's friends are asked about first: ``ask_to_close_table``)."""
        if self.friends.ask_to_close_table(self._new_game_dialog):
            self._new_game_dialog()

    def _new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.controller.config, self, self.counter.rating_book())
        with self.controller.paused():  # the game waits while the player chooses
            chosen = dialog.exec() == NewGameDialog.DialogCode.Accepted
            chosen = chosen and self.files.may_replace()
        if chosen:
            self.start_game(dialog.config())

    def start_game(self, config: GameConfig) -> None:
        self.remember_game(config)
        self.controller.new_game(config)
        self.tutorials.game_chosen(config.game_id)  # the first time: offer the tutorial

    def remember_game(self, config: GameConfig) -> None:
        """The game the next start (and the end of a lesson) plays."""
        with contextlib.suppress(TypeError):  # an option value JSON cannot hold: not remembered
            self.settings.setValue("last_game", json.dumps(config.to_json()))

    def restart_asked(self) -> None:
        """Game → Restart: the game in progress is saved or discarded first (asked)."""
        if self.files.may_replace():
            self.restart()

    def restart(self) -> None:
        if self.friends.is_table(self.controller.remote):  # a networked table: a rematch
            self.friends.rematch()
            return
        config = GameConfig(
            self.controller.config.game_id,
            dict(self.controller.config.options),
            list(self.controller.config.seats),
        )
        self.controller.new_game(config)

    @property
    def state(self) -> State | None:
        return self.controller.state

    # -- following the controller ---------------------------------------------------------
    def _game_started(self) -> None:
        self.summaries.close_summary()
        self.hints.cancel()
        # no word of the game before stays (a load or an undo says its own after this)
        self.status_line.clear_message()
        state = self.state
        assert state is not None
        self.play.new_game()
        self.spoken.forget_place()
        self.rack_view.new_game()
        self.seats_view.make_cards()
        self._show_title()
        self.board.show_new_game(state)
        self.log_view.render()  # after the board: its painter words the moves (a guest's log)
        self.refresh()
        self.rack_view.focus_rack()

    def _show_title(self) -> None:
        game_id = self.controller.config.game_id
        name = game_name(game_id)
        self.widgets.title.setText(name)
        self.widgets.show_game(game_id)
        self.setWindowTitle(fmt(self.tr("%1 — Holomino Desktop"), name))

    def _move_applied(self, result: MoveResult, before: State) -> None:
        state = self.state
        assert state is not None and self.board.painter is not None
        self.log_view.move_applied(result, before)
        self.board.show_move(result, state)
        self.status_line.announce(result)
        self.refresh()
        self._announce_move(result, before)

    def _announce_move(self, result: MoveResult, before: State) -> None:
        """Say what the move did (another player's move, the points) and, when the turn
        passes to someone else or the game ends, whose turn it is now."""
        state = self.state
        assert state is not None
        announce(self, self.status_line.message)
        if state.is_terminal() or state.current_player != before.current_player:
            announce(self, self.status_line.status_text())

    def _round_ended(self, _result: MoveResult) -> None:
        announce(self, game_word(self.controller.config.game_id, "round_over"))

    def _thinking_changed(self, seat: int) -> None:
        self.status_line.set_thinking(seat)
        if self.state is not None and self.board.painter is not None:
            self.seats_view.refresh(self.state)
            self.status_line.refresh()

    def _restored(self) -> None:
        """Undo, redo or a load showed another position: no word left from before."""
        self._fresh_status()
        self.refresh()

    def _fresh_status(self) -> None:
        self.status_line.clear_message()
        self.status_line.refresh()

    # -- the views ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring seats, rack, actions, highlights and the status line up to the state."""
        state = self.state
        if state is None or self.board.painter is None:
            return
        self.seats_view.refresh(state)
        self.rack_view.refresh(state)
        self.play.refresh_targets()
        self.play.refresh_actions()
        self.status_line.refresh()
        self.spoken.describe()

    def say(self, text: str) -> None:
        """Put ``text`` in the status line (until the next move or selection) and have a
        screen reader say it."""
        self.status_line.say(text)
        announce(self, text)

    def clear_message(self) -> None:
        self.status_line.clear_message()

    def set_log_visible(self, on: bool) -> None:
        self.widgets.log_panel().setVisible(on)

    # -- events ---------------------------------------------------------------------------
    def keyPressEvent(self, event: Any) -> None:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.widgets.rack.select(key - Qt.Key.Key_1)
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.rack_view.window_resized()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _close_anyway(self) -> None:
        self._closing = True
        self.close()

    def retranslate_ui(self) -> None:
        """Set every text again in the language installed now: the menus and the fixed texts,
        then the views re-render (the move log too: its lines are translated texts)."""
        for action, source in getattr(self, "menu_texts", []):
            action.setText(self.tr(source))
        if not hasattr(self, "tutorials"):
            return  # still being built
        # a word said in the language before would stay untranslated: the views say anew
        self.status_line.clear_message()
        self.statusBar().clearMessage()
        self.coach.clear()
        fill_language_menu(self.language_menu, self.settings)
        self.setWindowTitle(self.tr("Holomino Desktop"))
        self.widgets.retranslate()
        for kind, button in self.play.action_buttons.items():
            button.setText(self.board.action_text(kind))
            button.setAccessibleName(self.board.action_text(kind))
        if self.state is None or self.board.painter is None:
            return
        if self.controller.remote is None:  # a networked table's names are the host's
            self.controller.rename_default_seats()
        self._show_title()
        self.log_view.render()
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._closing and not self.friends.ask_to_close_table(self._close_anyway):
            event.ignore()  # the host's friends play on unless the host says to close
            return
        self.friends.shutdown()
        self.controller.shutdown()
        self.hints.shutdown()
        self.comfort.shutdown()
        super().closeEvent(event)


__all__ = ["MainWindow"]
