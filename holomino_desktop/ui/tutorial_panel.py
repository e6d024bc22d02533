"""The tutorial panel: lessons played on the window's real board and rack.

A dock beside the board shows the lesson's steps, the instruction of the current one and the
feedback. Each step loads its set-up position into the controller (seat 0 is the learner, seat 1
a Beginner AI that never moves during the step), marks what matters (the tile, its target, the
button) and vets the learner's move through ``controller.move_filter``:

* the asked-for move is played; the step is done (its breakdown is shown, progress saved) and
  the controller is held so the AI does not answer;
* any other legal move is not played: the panel explains why from the engine's own score
  breakdown (what it would score against what the asked-for move scores) and the step's hint;
* after two misses the panel shows the move (tile selected, target under the cursor).

The last step is a guided game against the Beginner with hints on (the Expert's suggestion is
shown before each of the learner's moves); it is complete after a few moves of the learner.

A game in progress is never dropped without asking: before a tutorial takes the board the window
asks as before any other game (save, discard or cancel), and leaving the tutorial brings the game
back unless the player discarded it (``TutorialHost.set_game_aside`` / ``bring_back_game``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QFrame,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.base import GameError, Move, MoveResult, State
from ..tutorial.lessons import (
    Lesson,
    Step,
    Verdict,
    available_lessons,
    expected_moves,
    judge,
    load_lesson,
)
from ..tutorial.progress import Progress
from ..tutorial.strings import text
from .ai_adapter import make_ai
from .announce import announce
from .board import Board
from .controller import GameConfig, GameController, SeatConfig
from .dialogs.new_game import default_config
from .hints import Hints
from .play import PlayInput
from .words.engine_texts import error_text, score_text
from .words.game_words import game_word
from .words.move_words import describe_hint
from .words.texts import fmt, game_name, signed

#: the hold that keeps the AI still once a step is done
HOLD = "tutorial"
#: misses before the panel shows the move
MISSES_BEFORE_SHOWING = 2
MARK_COLOUR = QColor("#f4c542")

PANEL_STYLE = """
QLabel#tutorialTitle { font-size: 13pt; font-weight: bold; color: #f4c542; }
QLabel#tutorialStep { color: #9fb6ba; }
QLabel#tutorialPrompt { font-size: 11pt; }
QLabel#tutorialFeedback { background: #1f3a3e; border-radius: 8px; padding: 8px; }
QLabel#tutorialFeedback[mood="good"] { background: #24502f; }
QLabel#tutorialFeedback[mood="bad"] { background: #5a3424; }
QListWidget { background: #1a3235; border: none; }
"""


class TutorialHost(Protocol):
    """What the panel asks of the window around it (``ui/main_window.py`` provides it)."""

    def last_config(self) -> GameConfig:
        """The game the player last chose (a lesson ends in a normal game of its kind)."""
        ...

    def refresh(self) -> None:
        """Re-render the panels from the controller's state."""
        ...

    def clear_message(self) -> None:
        """No word left over in the status line."""
        ...

    def set_log_visible(self, on: bool) -> None:
        """Show or hide the move log (it makes room for the panel)."""
        ...

    def set_game_aside(self) -> bool:
        """Before a tutorial takes the board: ask about the game in progress (save, discard or
        cancel) and keep it for later; False: the player cancelled, no tutorial."""
        ...

    def bring_back_game(self) -> bool:
        """The tutorial was left: the game set aside is shown again; False: there is none."""
        ...


class TutorialPanel(QDockWidget):
    """The dock that runs one game's lesson on the window's board and rack."""

    def __init__(
        self,
        window: QMainWindow,
        host: TutorialHost,
        store: QSettings,
        parts: tuple[GameController, Board, PlayInput, Hints],
        help_menu: QMenu | None = None,
    ) -> None:
        super().__init__(window)
        self.window_ = window
        self.host = host
        self.controller, self.board, self.play, self.hints = parts
        self.setObjectName("tutorialPanel")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.progress = Progress(store=store)
        self.lesson: Lesson | None = None
        self.index = -1
        self.misses = 0
        self.step_done = False
        self.guided_moves = 0
        self.marks: list[QGraphicsPathItem] = []
        self.marked_button: QPushButton | None = None
        # True while the panel itself selects the tiles of an asked-for move
        self.selecting = False
        # the asked-for places are shown: they follow the learner's choice of tiles
        self.ringing = False
        #: the game the tutorial started: another one (New game, a loaded file) ends the tutorial
        self.config: GameConfig | None = None
        self._build()
        self.setStyleSheet(PANEL_STYLE)
        self.hide()
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.visibilityChanged.connect(self._visibility_changed)
        self.controller.moveApplied.connect(self._move_applied)
        self.controller.gameStarted.connect(self._game_started)
        self.play.illegalAttempt.connect(self._illegal_attempt)
        self.play.selectionChanged.connect(self._selection_changed)
        self._build_menu(help_menu)
        self._build_suggestion()

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        body = QWidget(self)
        body.setObjectName("central")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(8)
        self.title = QLabel(body)
        self.title.setObjectName("tutorialTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.steps = QListWidget(body)
        self.steps.setAccessibleName(self.tr("Tutorial steps"))
        self.steps.itemActivated.connect(self._step_chosen)
        self.steps.itemClicked.connect(self._step_chosen)
        layout.addWidget(self.steps)
        self.step_label = QLabel(body)
        self.step_label.setObjectName("tutorialStep")
        layout.addWidget(self.step_label)
        self.prompt = QLabel(body)
        self.prompt.setObjectName("tutorialPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.prompt)
        self.feedback = QLabel(body)
        self.feedback.setObjectName("tutorialFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.feedback)
        layout.addStretch(1)
        row = QHBoxLayout()
        self.back_button = QPushButton(body)
        self.back_button.clicked.connect(lambda: self.go(self.index - 1))
        self.replay_button = QPushButton(body)
        self.replay_button.clicked.connect(lambda: self.go(self.index))
        row.addWidget(self.back_button)
        row.addWidget(self.replay_button)
        layout.addLayout(row)
        row2 = QHBoxLayout()
        self.show_button = QPushButton(body)
        self.show_button.clicked.connect(self.show_expected)
        self.next_button = QPushButton(body)
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self.next_step)
        row2.addWidget(self.show_button)
        row2.addWidget(self.next_button)
        layout.addLayout(row2)
        self.close_button = QPushButton(body)
        self.close_button.clicked.connect(self.leave)
        layout.addWidget(self.close_button)
        line = QFrame(body)
        line.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(line)
        body.setFixedWidth(340)  # a steady width: the board must not jump between steps
        self.setWidget(body)
        self._set_button_texts()

    def _set_button_texts(self) -> None:
        self.back_button.setText(self.tr("◀ Back"))
        self.replay_button.setText(self.tr("Replay step"))
        self.replay_button.setToolTip(self.tr("Start this step again from its position"))
        self.show_button.setText(self.tr("Show me"))
        game = self.lesson.game_id if self.lesson is not None else "holomino"
        self.show_button.setToolTip(game_word(game, "show_me_tip"))
        self.next_button.setText(self.tr("Next ▶"))
        self.close_button.setText(self.tr("Leave the tutorial"))
        self.setWindowTitle(self.tr("Tutorial"))

    def _build_menu(self, menu: QMenu | None) -> None:
        self.menu = QMenu(self.window_)
        self.menu_actions: dict[str, QAction] = {}
        for game_id in available_lessons():
            action = QAction(self.menu)
            action.triggered.connect(lambda _=False, g=game_id: self.start(g))
            self.menu.addAction(action)
            self.menu_actions[game_id] = action
        if isinstance(menu, QMenu):
            first = menu.actions()[0] if menu.actions() else None
            if first is None:
                menu.addMenu(self.menu)
            else:
                menu.insertMenu(first, self.menu)
                menu.insertSeparator(first)
        self._set_menu_texts()

    def _set_menu_texts(self) -> None:
        self.menu.setTitle(self.tr("&Tutorials"))
        for game_id, action in self.menu_actions.items():
            # the lesson's own title, as its panel shows it: one name in both places
            action.setText(text(f"{game_id}.title"))

    def _build_suggestion(self) -> None:
        """A quiet offer in the status bar the first time a game is chosen."""
        self.suggestion = QPushButton(self.window_)
        self.suggestion.setObjectName("primary")
        self.suggestion.clicked.connect(self._suggestion_taken)
        self.suggestion.hide()
        self.suggested_game = ""
        self.window_.statusBar().addPermanentWidget(self.suggestion)

    # -- entry points -----------------------------------------------------------------------
    def game_chosen(self, game_id: str) -> None:
        """A game was chosen in the new-game dialog: offer its tutorial the first time."""
        if game_id not in available_lessons() or self.progress.was_suggested(game_id):
            self.suggestion.hide()
            return
        self.progress.mark_suggested(game_id)
        self.suggested_game = game_id
        self.suggestion.setText(fmt(self.tr("New to %1? Try the tutorial"), game_name(game_id)))
        self.suggestion.show()

    def _suggestion_taken(self) -> None:
        self.suggestion.hide()
        if self.suggested_game:
            self.start(self.suggested_game)

    def start(self, game_id: str, index: int | None = None) -> bool:
        """Open the tutorial of ``game_id`` at step ``index`` (default: where the learner left);
        the game in progress is set aside first (asked). False: the player cancelled."""
        if self.lesson is None and not self.host.set_game_aside():
            return False  # another tutorial's games are not asked about: they are lessons
        self.suggestion.hide()
        self.lesson = load_lesson(game_id)
        self._set_button_texts()  # the Show me tip names this game's pieces
        self.controller.move_filter = self._vet
        self._set_log_visible(False)
        self.show()
        self.raise_()
        if index is None:
            ids = [step.id for step in self.lesson.steps]
            if self.progress.is_complete(game_id, ids):
                index = 0  # a finished tutorial starts again from the beginning
            else:
                index = min(self.progress.current(game_id), len(ids) - 1)
        self.go(index)
        return True

    def leave(self) -> None:
        """Close the tutorial: the game set aside comes back, else a normal game of the same
        kind starts when a lesson was shown."""
        lesson = self.lesson
        was_lesson = lesson is not None and self._in_lesson_position()
        self._stop()
        self.hide()
        if lesson is not None:
            self._after_tutorial(lesson.game_id, was_lesson)

    def _after_tutorial(self, game_id: str, was_lesson: bool) -> None:
        if not self.host.bring_back_game() and was_lesson:
            self._play_normally(game_id)

    def _stop(self) -> None:
        self._clear_marks()
        self.controller.move_filter = None
        self.controller.release(HOLD)
        self.lesson = None
        self.index = -1
        self._set_log_visible(True)

    def _visibility_changed(self, visible: bool) -> None:
        if not shiboken6.isValid(self.window_) or not self.window_.isVisible():
            return  # the window is closing (or not shown yet): nothing to restore
        if not visible and self.lesson is not None and not self.isVisible():
            # closed with the dock's own button
            game_id = self.lesson.game_id
            was_lesson = self._in_lesson_position()
            self._stop()
            self._after_tutorial(game_id, was_lesson)

    def _play_normally(self, game_id: str) -> None:
        """After a lesson position: a normal game of the same kind (the learner's usual seats
        when they play it, else the default ones)."""
        config = self.host.last_config()
        if config.game_id != game_id:
            config = default_config(game_id)
        self.controller.new_game(config)

    def _set_log_visible(self, on: bool) -> None:
        """The move log makes room for the panel while a tutorial runs."""
        self.host.set_log_visible(on)

    # -- steps ------------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        if self.lesson is None or not 0 <= self.index < len(self.lesson.steps):
            return None
        return self.lesson.steps[self.index]

    def _in_lesson_position(self) -> bool:
        step = self.step
        return step is not None and step.guided is None

    def running(self) -> bool:
        """Whether a tutorial is open (the coach keeps still: the lesson asks for its move)."""
        return self.lesson is not None

    def showing_lesson(self) -> bool:
        """Whether a lesson position is on the board (not the guided game at the end)."""
        return self.lesson is not None and self._in_lesson_position()

    def lesson_hint(self) -> bool:
        """The Hint action inside a lesson step: the step's own hint and its move shown, never
        the Expert's idea of the best move. False outside lesson steps (the guided game has
        the Expert's hints on, as its lesson says)."""
        step = self.step
        if self.lesson is None or step is None or step.guided is not None:
            return False
        if self.step_done:
            self._say(self.tr("This step is done: click Next."), "good")
            return True
        lines = [text(step.hint) if step.hint else text(step.prompt)]
        state = self.controller.state
        moves = expected_moves(state, step) if state is not None else []
        if state is not None and moves:  # and the asked-for move in words, as a hint says it
            lines.append(fmt(self.tr("The move: %1"), describe_hint(state, moves[0])))
        self._say("\n".join(lines), "")
        self.show_expected()
        return True

    def go(self, index: int) -> None:
        """Start step ``index`` (again): its position, instruction and marks."""
        lesson = self.lesson
        if lesson is None:
            return
        index = max(0, min(index, len(lesson.steps) - 1))
        self.index = index
        self.misses = 0
        self.step_done = False
        self.guided_moves = 0
        self.progress.set_current(lesson.game_id, index)
        step = lesson.steps[index]
        self._clear_marks()
        controller = self.controller
        if step.guided is not None:
            guided = step.guided
            seats = [
                SeatConfig(self.tr("You"), "human"),
                SeatConfig(self.tr("Beginner"), "ai", guided.level),
            ]
            options = dict(lesson.options)
            options.update(guided.options)
            self.config = GameConfig(lesson.game_id, options, seats, guided.seed)
            controller.new_game(self.config)
        else:
            state = lesson.state_for(step)
            seats = [
                SeatConfig(self.tr("You"), "human"),
                SeatConfig(self.tr("Beginner"), "ai", "beginner"),
            ]
            self.config = GameConfig(lesson.game_id, lesson.options_for(step), seats, 0)
            controller.config = self.config
            controller.game = state.game
            controller.players = {1: make_ai("beginner", seed=1, budget=controller.budget)}
            controller.seed = 0
            controller.restore(state, [], None)  # no seed's deal: no record (undo, autosave, stats)
        self.host.clear_message()  # no word left over from the previous step
        self.host.refresh()
        self._show_step()
        self._say("", "")
        self._mark_expected()
        self._maybe_hint()

    def next_step(self) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        if self.index + 1 >= len(lesson.steps):
            self.leave()
            return
        self.go(self.index + 1)

    def _step_chosen(self, item: QListWidgetItem) -> None:
        index = self.steps.row(item)
        if index != self.index:
            self.go(index)

    def _show_step(self) -> None:
        lesson, step = self.lesson, self.step
        if lesson is None or step is None:
            return
        self.title.setText(text(lesson.title))
        done = set(self.progress.done_steps(lesson.game_id))
        self.steps.blockSignals(True)
        self.steps.clear()
        for n, s in enumerate(lesson.steps):
            mark = "✓" if s.id in done else "•"
            self.steps.addItem(fmt(self.tr("%1 %2. %3"), mark, n + 1, text(s.title)))
        self.steps.setCurrentRow(self.index)
        self.steps.blockSignals(False)
        rows = self.steps.sizeHintForRow(0) * self.steps.count()
        self.steps.setFixedHeight(rows + 2 * self.steps.frameWidth() + 6)
        self.step_label.setText(
            fmt(self.tr("Step %1 of %2: %3"), self.index + 1, len(lesson.steps), text(step.title))
        )
        self.prompt.setText(text(step.prompt))
        announce(self.prompt, f"{self.step_label.text()}\n{self.prompt.text()}")
        last = self.index + 1 >= len(lesson.steps)
        self.next_button.setText(self.tr("Finish") if last else self.tr("Next ▶"))
        self.back_button.setEnabled(self.index > 0)
        self.show_button.setEnabled(step.guided is None and not self.step_done)
        # Next may always skip a step; it becomes the main button once the step is done
        self.next_button.setObjectName("primary" if self.step_done else "")
        self.next_button.style().unpolish(self.next_button)
        self.next_button.style().polish(self.next_button)

    def _say(self, message: str, mood: str) -> None:
        self.feedback.setText(message)
        announce(self.feedback, message, urgent=mood == "bad")
        self.feedback.setVisible(bool(message))
        self.feedback.setProperty("mood", mood)
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)

    # -- judging ----------------------------------------------------------------------------
    def _vet(self, move: Move) -> bool:
        """The controller's move filter: True lets the move be played."""
        step, state = self.step, self.controller.state
        if step is None or step.guided is not None or self.step_done or state is None:
            return True
        verdict = judge(state, step, move)
        if verdict.ok:
            return True
        self._miss(step, verdict)
        return False

    def _illegal_attempt(self, move: Move, error: GameError) -> None:
        """A click on a place the engine refuses: explained with the engine's own reason."""
        step = self.step
        if step is None or step.guided is not None or self.step_done:
            return
        self._miss(step, Verdict(False, error=error))

    def _miss(self, step: Step, verdict: Verdict) -> None:
        self.misses += 1
        reasons = []
        if verdict.error is not None:
            game = self.lesson.game_id if self.lesson is not None else ""
            reasons.append(
                fmt(self.tr("That move is not allowed: %1"), error_text(verdict.error, game))
            )
        elif verdict.result is not None and (
            verdict.wanted is None
            or (verdict.result.points == verdict.wanted.points and not verdict.result.items)
        ):
            reasons.append(self.tr("Not quite: that move is allowed, but it is not this step's."))
        elif verdict.result is not None:
            reasons.append(
                fmt(
                    self.tr("Not quite. That move would give you %1."),
                    self._breakdown(verdict.result),
                )
            )
            wanted = verdict.wanted
            if wanted is not None and wanted.points != verdict.result.points:
                reasons.append(
                    fmt(self.tr("The move asked for gives %1."), self._breakdown(wanted))
                )
        if step.hint:
            reasons.append(text(step.hint))
        if self.misses >= MISSES_BEFORE_SHOWING:
            game = self.controller.config.game_id
            reasons.append(game_word(game, "marked_on_board"))
        self._say("\n".join(reasons), "bad")
        if self.misses >= MISSES_BEFORE_SHOWING:
            self.show_expected()
        else:
            self._mark_expected()

    def _breakdown(self, result: MoveResult) -> str:
        items = [score_text(item) for item in result.items if item.player == result.player]
        points = result.points
        if not items:
            return signed(self.tr("%n point(s)", "", abs(points)), points)
        text = signed(self.tr("%n point(s) (%1)", "", abs(points)), points)
        return fmt(text, "; ".join(items))

    def show_expected(self) -> None:
        """Select the tiles of the asked-for move and aim the cursor at its place."""
        step, state = self.step, self.controller.state
        if step is None or state is None or step.guided is not None or self.step_done:
            return
        moves = expected_moves(state, step)
        if not moves:
            return
        self.play.show_move(moves[0])
        self._mark_expected(force=True)

    # -- after a move -----------------------------------------------------------------------
    def _move_applied(self, result: MoveResult, before: State) -> None:
        lesson, step = self.lesson, self.step
        if lesson is None or step is None:
            return
        controller = self.controller
        if step.guided is not None:
            if controller.seat_is_ai(result.player) or self.step_done:
                self._maybe_hint()
                return
            self.guided_moves += 1
            if (
                self.guided_moves >= step.guided.moves
                or controller.state is None
                or (controller.state.is_terminal())
            ):
                self._complete(step, result=None)
            else:
                left = step.guided.moves - self.guided_moves
                self._say(signed(self.tr("Good. %n more move(s) to go.", "", left), left), "good")
            self._maybe_hint()
            return
        if self.step_done or controller.seat_is_ai(result.player):
            return
        controller.hold(HOLD)  # the AI stays still: the step is about the learner's move
        self._complete(step, result)
        self.host.refresh()  # the status line says the opponent waits

    def _complete(self, step: Step, result: MoveResult | None) -> None:
        lesson = self.lesson
        assert lesson is not None
        self.step_done = True
        self._clear_marks()
        self.progress.mark_done(lesson.game_id, step.id)
        lines = [self.tr("Well done!")]
        if result is not None and result.items:
            lines.append(fmt(self.tr("This move: %1."), self._breakdown(result)))
        if step.done:
            lines.append(text(step.done))
        last = self.index + 1 >= len(lesson.steps)
        if last:
            lines.append(self.tr("You have finished this tutorial."))
        self._show_step()
        self._say("\n".join(lines), "good")
        self.next_button.setFocus()

    def _game_started(self) -> None:
        if self.lesson is None:
            return
        self._clear_marks(items_only=True)
        if self.controller.config is not self.config:
            # the learner started or loaded another game: the tutorial steps aside
            self._stop()
            self.hide()

    def _maybe_hint(self) -> None:
        """In the guided game, hints are on: the Expert's move is shown before each turn."""
        step = self.step
        if step is None or step.guided is None or not step.guided.hints:
            return
        if self.controller.human_to_move():
            self.hints.ask_hint()

    # -- marks ------------------------------------------------------------------------------
    def _mark_expected(self, force: bool = False, reselect: bool = True) -> None:
        """Ring the places of the asked-for moves open to the selected tiles (``reselect``:
        selecting the tiles of one when the selection has none) and the buttons they need."""
        step, state = self.step, self.controller.state
        painter = self.board.painter
        self._clear_marks()
        if step is None or state is None or painter is None or step.guided is not None:
            return
        if not (step.highlight or force):
            return
        self.ringing = True
        moves = expected_moves(state, step)
        for move in moves:
            if painter.placement(move) is None:
                kind, _ = painter.action(move)
                button = self.play.action_buttons.get(kind)
                if button is not None:
                    button.setStyleSheet("border: 3px solid #f4c542;")
                    self.marked_button = button
        keys: list[Hashable] = []
        for move in self._placements_to_ring(moves, reselect):
            key = self._place_of(move)
            if key not in keys:
                keys.append(key)
        for key in keys:
            item = QGraphicsPathItem(painter.target_path(key), painter.layer)
            pen = QPen(MARK_COLOUR, 4.0)
            pen.setCosmetic(True)
            item.setPen(pen)
            item.setBrush(QBrush(QColor(244, 197, 66, 50)))
            item.setZValue(6)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.marks.append(item)

    def _placements_to_ring(self, moves: list[Move], reselect: bool) -> list[Move]:
        """The asked-for placements open to the tiles selected now: a ring says "the selected
        tile goes here", so a click on it plays an asked-for move. When the selection (or
        nothing selected) places none of them, ``reselect`` selects the first one's tiles."""
        placed = [m for m in moves if self._place_of(m) is not None]
        if placed and reselect and not self._open_to_selection(placed):
            self.selecting = True
            try:
                self.play.select_move_tiles(placed[0])
            finally:
                self.selecting = False
        return self._open_to_selection(placed)

    def _open_to_selection(self, moves: list[Move]) -> list[Move]:
        targets = self.play.targets
        return [m for m in moves if m in targets.get(self._place_of(m), [])]

    def _place_of(self, move: Move) -> Hashable | None:
        """The board place (target key) ``move`` puts tiles on; None: an action (pass, buy)."""
        painter = self.board.painter
        placement = painter.placement(move) if painter is not None else None
        return placement[1] if placement is not None else None

    def _selection_changed(self) -> None:
        """The learner chose other tiles while places are ringed: ring those open to them
        (none: no ring until a tile that fits is chosen), without choosing for the learner."""
        if self.ringing and not self.selecting:
            self._mark_expected(force=True, reselect=False)

    def _clear_marks(self, items_only: bool = False) -> None:
        """Remove the marks; ``items_only``: the scene was cleared, they are gone already."""
        if not items_only:
            for item in self.marks:
                scene = item.scene()
                if scene is not None:
                    scene.removeItem(item)
        self.marks = []
        self.ringing = False
        if self.marked_button is not None:
            self.marked_button.setStyleSheet("")
            self.marked_button = None

    # -- languages --------------------------------------------------------------------------
    def _name_title_buttons(self) -> None:
        """Qt names the title bar's buttons once, when the panel is made, in the language of
        that moment: a screen reader reads them in the new language too."""
        names = {
            "qt_dockwidget_floatbutton": (
                QCoreApplication.translate("QDockWidget", "Float"),
                QCoreApplication.translate(
                    "QDockWidget", "Undocks and re-attaches the dock widget"
                ),
            ),
            "qt_dockwidget_closebutton": (
                QCoreApplication.translate("QDockWidget", "Close"),
                QCoreApplication.translate("QDockWidget", "Closes the dock widget"),
            ),
        }
        for button in self.findChildren(QAbstractButton):
            name, description = names.get(button.objectName(), ("", ""))
            if name:
                button.setAccessibleName(name)
                button.setAccessibleDescription(description)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "suggestion"):
            self._name_title_buttons()
            self._set_button_texts()
            self._set_menu_texts()
            if self.suggested_game:
                self.suggestion.setText(
                    fmt(self.tr("New to %1? Try the tutorial"), game_name(self.suggested_game))
                )
            if self.lesson is not None:
                self._show_step()
        super().changeEvent(event)


__all__ = ["TutorialHost", "TutorialPanel"]
