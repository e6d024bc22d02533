"""Game files: save, save as, open, recent files, the autosave and the resume offer at start-up,
the game in progress set aside while a tutorial uses the board, and replays of a file or of the
game being played (``ui/persistence.py`` reads and writes them, ``ui/replay.py`` shows a replay).

:class:`GameFiles` works on the controller's record and the history's redo line; a loaded game
is shown through ``GameController.new_game`` and ``HistoryManager.load``. Every modal question
and file dialog it opens holds play (``GameController.paused``): no AI move, no end of the match
behind a question.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from ..engine.record import GameRecord, RecordError
from . import persistence
from .ai_adapter import ai_levels, default_level
from .controller import GameConfig, GameController, SeatConfig
from .file_errors import file_error_text, os_error_text
from .history import HistoryManager
from .persistence import GameFileError, LoadedGame
from .words.texts import fmt

if TYPE_CHECKING:  # the replay viewer (and its review) is imported when first opened
    from .replay import ReplayViewer

#: what the save / discard / cancel question settled: nothing to ask, saved, discarded, cancelled
NOTHING, SAVED, DISCARDED, CANCELLED = "nothing", "saved", "discarded", "cancelled"


@dataclass
class KeptGame:
    """The game in progress while a tutorial uses the board: the game and its file."""

    game: LoadedGame
    path: str | None
    saved_moves: list[str] | None


class GameFiles(QObject):
    """The File menu's work and the autosave."""

    #: a game file was shown: (whether its match was already over)
    loaded = Signal(bool)
    #: something the player should hear about at start-up (a damaged autosave set aside)
    notice = Signal(str)

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        history: HistoryManager,
        store: QSettings,
        say: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.history = history
        self.store = store
        self.say = say
        #: the autosave writes to the user data folder only when the program (not a test
        #: window) switches it on (``Comfort.use_data_folder``)
        self.autosave_enabled = False
        #: True while the autosave must keep the game it holds (a tutorial runs: its games are
        #: not the player's game in progress)
        self.autosave_paused: Callable[[], bool] = lambda: False
        #: the game set aside while a tutorial runs (:meth:`set_aside`, :meth:`bring_back`)
        self.kept: KeptGame | None = None
        self.current_path: str | None = None
        #: the moves of the game as last saved or opened (None: never): what is not lost
        self.saved_moves: list[str] | None = None
        controller.gameStarted.connect(self._game_started)
        history.changed.connect(self.autosave)

    def _game_started(self) -> None:
        if not self.history.restoring:
            self.current_path = None
            self.saved_moves = None

    # -- a game in progress is never dropped silently ----------------------------------------
    def unsaved(self) -> bool:
        """A game in progress has moves that no file holds (opening another would drop them)."""
        record, state = self.controller.record, self.controller.state
        if record is None or state is None or not record.moves or state.is_terminal():
            return False
        return record.moves != self.saved_moves

    def may_replace(self) -> bool:
        """Before another game takes the window's place: ask to save, discard or cancel a game
        in progress; True when the caller may go on (saved or discarded), False: change nothing.
        """
        return self._settle() != CANCELLED

    def _settle(self) -> str:
        """Ask to save, discard or cancel a game in progress with unsaved moves (play waits
        meanwhile); what was settled: NOTHING (no question), SAVED, DISCARDED or CANCELLED."""
        if not self.unsaved():
            return NOTHING
        buttons = QMessageBox.StandardButton
        with self.controller.paused():
            answer = QMessageBox.question(
                self.window,
                self.tr("Game in progress"),
                self.tr("The game in progress has moves that are not saved. Save it first?"),
                buttons.Save | buttons.Discard | buttons.Cancel,
                buttons.Save,
            )
            if answer == buttons.Save:
                return SAVED if self.save() else CANCELLED
        return DISCARDED if answer == buttons.Discard else CANCELLED

    # -- the game in progress while a tutorial uses the board ---------------------------------
    def set_aside(self) -> bool:
        """Before a tutorial takes the board: the same question as before another game (save,
        discard or cancel). False: cancelled, nothing changes. Unless discarded, the game in
        progress is kept to come back when the tutorial is left (:meth:`bring_back`); the
        autosave keeps it meanwhile. A discarded game is gone, from the autosave too."""
        kept = self._game_in_progress()
        settled = self._settle()
        if settled == CANCELLED:
            return False
        if settled == DISCARDED:
            self.kept = None
            if self.autosave_enabled:  # not offered again at the next start
                persistence.autosave_path().unlink(missing_ok=True)
            return True
        self.kept = None if kept is None else KeptGame(kept, self.current_path, self.saved_moves)
        return True

    def _game_in_progress(self) -> LoadedGame | None:
        """A copy of the game in the window when it has moves and is not over (None else)."""
        history, state = self.history.history, self.controller.state
        if history is None or state is None or not history.moves or state.is_terminal():
            return None
        if self.controller.remote is not None:
            return None  # a networked table's game lives at its host
        record = replace(
            history.record,
            options=dict(history.record.options),
            players=list(history.record.players),
            moves=list(history.moves),
            extra={},
        )
        redo = list(history.redo_steps)
        results = list(self.controller.results)
        return LoadedGame(record, state.clone(), results, redo, self.controller.budget)

    def bring_back(self) -> bool:
        """The tutorial was left: the game set aside comes back as it was (False: none)."""
        kept, self.kept = self.kept, None
        if kept is None:
            return False
        self.adopt(kept.game)
        self.current_path, self.saved_moves = kept.path, kept.saved_moves
        self.say(self.tr("The game in progress is back."))
        return True

    def file_filter(self) -> str:
        return self.tr("Holomino games (*.holomino.json);;JSON files (*.json)")

    def fill_recent(self, menu: QMenu) -> None:
        """(Re)fill the File → Recent files menu."""
        menu.clear()
        files = persistence.recent_files(self.store.value("recent_files"))
        for path in files:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        if not files:
            empty = menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)

    def _remember(self, path: str) -> None:
        files = persistence.add_recent(
            persistence.recent_files(self.store.value("recent_files")), path
        )
        self.store.setValue("recent_files", json.dumps(files))

    def autosave(self) -> None:
        history = self.history.history
        state = self.controller.state
        if not self.autosave_enabled or history is None or state is None:
            return
        if self.autosave_paused():
            return  # a tutorial's game: the autosave keeps the player's own
        if not history.record.moves or not self.controller.human_seats():
            return  # nothing worth resuming yet, or a computer-only game
        if self.controller.remote is not None:
            return  # a networked table is not resumed alone: it lives at the host's table
        try:
            # a finished game is kept whole as "last-finished"; one in progress as the autosave
            finished = state.is_terminal()
            save = persistence.finish_autosave if finished else persistence.write_autosave
            save(history.record, history.redo_steps, self.controller.budget)
        except OSError as error:
            self.say(fmt(self.tr("Autosave failed: %1"), os_error_text(error)))

    # -- files ------------------------------------------------------------------------------
    def save(self) -> bool:
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self) -> bool:
        start = self.current_path or str(persistence.data_dir() / ("game" + persistence.SUFFIX))
        with self.controller.paused():
            path, _ = QFileDialog.getSaveFileName(
                self.window, self.tr("Save the game"), start, self.file_filter()
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
            with self.controller.paused():
                QMessageBox.warning(
                    self.window,
                    self.tr("Save the game"),
                    fmt(self.tr("The game could not be saved: %1"), os_error_text(error)),
                )
            return False
        self.current_path = path
        self.saved_moves = list(history.record.moves)
        self._remember(path)
        self.say(fmt(self.tr("Game saved to %1."), Path(path).name))
        return True

    def open_dialog(self) -> None:
        with self.controller.paused():
            path, _ = QFileDialog.getOpenFileName(
                self.window, self.tr("Open a game"), str(persistence.data_dir()), self.file_filter()
            )
        if path and self.may_replace():
            self.open_path(path)

    def open_recent(self, path: str) -> bool:
        """File → Recent files: the game in progress is saved or discarded first (asked)."""
        return self.may_replace() and self.open_path(path)

    def open_path(self, path: str, quiet: bool = False) -> bool:
        """Open a game file; on any problem a clear message and nothing changes."""
        try:
            loaded = persistence.load_game(path)
        except GameFileError as error:
            if not quiet:
                with self.controller.paused():
                    QMessageBox.warning(
                        self.window,
                        self.tr("Open a game"),
                        fmt(
                            self.tr("%1 cannot be opened: %2"),
                            Path(path).name,
                            file_error_text(error),
                        ),
                    )
            self.say(
                fmt(self.tr("%1 cannot be opened: %2"), Path(path).name, file_error_text(error))
            )
            return False
        self.adopt(loaded)
        self.current_path = path
        self.saved_moves = list(loaded.record.moves)
        self._remember(path)
        self.say(fmt(self.tr("Opened %1."), Path(path).name))
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
        self.loaded.emit(loaded.finished)  # an opened finished game is not counted again
        self.history.load(loaded.state, loaded.results, record, loaded.movers, loaded.redo)

    # -- resume -----------------------------------------------------------------------------
    def read_resume(self) -> LoadedGame | None:
        """The game the autosave holds, or None; a damaged autosave is set aside and reported
        through :attr:`notice` (at start-up, before the resume question)."""
        try:
            loaded, notice = persistence.read_autosave()
        except OSError:
            return None
        if notice:
            self.notice.emit(notice)
        return loaded

    def offer_resume(self, ask: bool = True, loaded: LoadedGame | None = None) -> bool:
        """At start-up, before any game starts: offer to continue the game of the autosave
        (``loaded``: already read by :meth:`read_resume`). It is shown exactly as saved."""
        if loaded is None:
            loaded = self.read_resume()
        if loaded is None:
            return False
        if ask:
            with self.controller.paused():
                answer = QMessageBox.question(
                    self.window,
                    self.tr("Resume"),
                    self.tr("A game was in progress when the program closed. Continue it?"),
                )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.adopt(loaded)
        self.say(self.tr("The game in progress was restored."))
        return True

    # -- replays ----------------------------------------------------------------------------
    def replay_dialog(self) -> None:
        """Replay a game file, or the game in the window when none is chosen."""
        with self.controller.paused():
            path, _ = QFileDialog.getOpenFileName(
                self.window,
                self.tr("Replay a game"),
                str(persistence.data_dir()),
                self.file_filter(),
            )
        if path:
            try:
                loaded = persistence.load_game(path)
            except GameFileError as error:
                with self.controller.paused():
                    QMessageBox.warning(
                        self.window,
                        self.tr("Replay a game"),
                        fmt(
                            self.tr("%1 cannot be opened: %2"),
                            Path(path).name,
                            file_error_text(error),
                        ),
                    )
                return
            record = loaded.record
        else:
            history = self.history.history
            if history is None:
                return
            record = history.record
        self.replay(record, path or None)

    def keep_review(self, record: GameRecord, path: str) -> None:
        """Write the record with its new review back to its file (opens at once next time)."""
        try:
            record.save(path)
        except (OSError, RecordError) as error:  # a disk fault, or a record it cannot write
            reason = (
                file_error_text(error) if isinstance(error, RecordError) else os_error_text(error)
            )
            self.say(fmt(self.tr("%1 cannot be written: %2"), Path(path).name, reason))

    def replay(self, record: GameRecord, path: str | None = None) -> ReplayViewer | None:
        """Replay ``record``; a review made there is written back into ``path``, its file."""
        from .replay import ReplayViewer  # not at start-up: most sessions never replay

        try:
            viewer = ReplayViewer.from_record(record, self.window)
        except RecordError as error:
            self.say(file_error_text(error))
            return None
        if path is not None:
            viewer.on_reviewed = lambda _review: self.keep_review(record, path)
        viewer.setStyleSheet(self.window.styleSheet())
        viewer.setModal(False)
        viewer.show()
        return viewer
