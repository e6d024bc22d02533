"""The board in words, for a player who listens: the keyboard cursor's stop, the pieces on
the table and the scores, as the board's accessible description and as announcements.

Each stop of the cursor (``ui/play.py``) is said as a hint says a move — the tile, beside which
tile or on which arm it would go, the points it would score (``describe_hint``: the same words
as the hints and the review) — with which of the highlighted places it is and, where it can be
turned, which way it lies. The keys (View menu): L lists the pieces on the table in the order
they were laid (the deal's start piece first), in the game's own word for the table, and the
period and comma step over them one at a time; S says the seats, their points and whose turn
it is; W says the cursor's stop again. Nothing here decides a rule: the places are the play
input's targets, the points the engine's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QMenu

from ..engine.base import GameError, MoveResult, State
from .announce import ECHO_PROPERTY, announce, echoing
from .board import Board
from .controller import GameController
from .play import PlayInput, nearest_in_direction
from .seats_view import SeatsView
from .status_view import StatusLine
from .words.game_words import game_word
from .words.move_words import describe_hint, describe_laid, describe_start, describe_touch
from .words.texts import fmt


class SpokenBoard(QObject):
    """Says the board: the cursor's stop, the table's tiles, the scores."""

    def __init__(
        self,
        controller: GameController,
        board: Board,
        play: PlayInput,
        seats: SeatsView,
        status: StatusLine,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.play = play
        self.seats = seats
        self.status = status
        self.view = play.view
        # what is announced while the board has the focus may also become its description
        self.view.setProperty(ECHO_PROPERTY, True)
        #: the piece on the table said last by stepping over it (-1: none yet)
        self.table_index = -1
        # whether the arrow keys walk over the laid pieces too (A), the walk's stop, its outline
        self.walking = False
        self.walk_at: Hashable | None = None
        self.walk_mark: QGraphicsRectItem | None = None
        play.cursorMoved.connect(self.say_stop)
        play.walk = self.walk
        board.painterChanged.connect(self._board_cleared)

    # -- the cursor's stop ----------------------------------------------------------------
    def stop_text(self) -> str:
        """Where the cursor is and what placing the tile there would do; "" with no stop."""
        play, state = self.play, self.controller.state
        key = play.hover_key if play.hover_key in play.targets else play.cursor_key
        if state is None or key not in play.targets or self.board.painter is None:
            return ""
        moves = play.targets[key]
        move = moves[play.variant % len(moves)]
        keys = list(play.targets)
        text = fmt(
            self.tr("Place %1 of %2: %3."),
            keys.index(key) + 1,
            len(keys),
            describe_hint(state, move),
        )
        touch = describe_touch(state, move)
        if touch:
            text += " " + touch
        if len(moves) > 1:
            turned = self.tr("Turned %1 (%2 of %3): R turns it.")
            label = self.board.painter.variant_label(move)
            text += " " + fmt(turned, label, play.variant % len(moves) + 1, len(moves))
        return text

    def describe(self) -> None:
        """The board's description: the cursor's stop, then the keys. While announcements are
        echoed on the focused board its description is the last thing said: the keys help put
        back after every move would be read out whole each time."""
        if echoing() and self.view.hasFocus():
            return
        reading = self.tr(
            "L says what has been laid, period and comma step over it one by one, A lets the"
            " arrow keys walk over it too, S reads the scores, W says where the cursor is."
        )
        keys = game_word(self.controller.config.game_id, "keys_help") + ". " + reading
        stop = self.stop_text()
        text = f"{stop}\n{keys}" if stop else keys
        self.view.setAccessibleDescription(text)
        self.view.viewport().setAccessibleDescription(text)

    def _board_cleared(self) -> None:
        """A fresh painter on an empty scene: the walk's outline went with the old one."""
        self.walk_mark, self.walk_at = None, None

    def say_stop(self) -> None:
        """The cursor moved, the tile turned or another tile was chosen: say the stop."""
        self.describe()
        announce(self.view, self.stop_text())

    # -- the table ------------------------------------------------------------------------
    def laid_in_order(self) -> list[str]:
        """Every piece on the table this round, in the order laid: the deal's start piece,
        then each move as the hints word it ("Ana: Place tile 1-6-3 to the right of 4-5-2");
        [] for a position no deal leads to (a lesson's)."""
        return [text for text, _ in self.laid_pieces()]

    def laid_pieces(self) -> list[tuple[str, int]]:
        """:meth:`laid_in_order` with how many tiles each laid on the table (a square domino
        move lays two): the walk over the table finds them among the painter's tiles."""
        controller = self.controller
        if controller.game is None or controller.record is None:
            return []
        try:
            state = controller.game.new_initial_state(seed=controller.seed)
            pieces = self._start(state)
            for result in controller.results:
                pieces += self._laid(state, result)
                state.apply(result.move)
                if "round_end" in result.events:
                    pieces = []  # the next round is dealt afresh: its start comes with its moves
        except GameError:  # moves that do not follow from the deal (not expected)
            return []
        painter = self.board.painter
        if pieces and painter is not None and pieces[0][1] == 0:  # the deal's start tiles
            laid = sum(count for _, count in pieces)
            pieces[0] = (pieces[0][0], max(0, len(painter.placed_items()) - laid))
        return pieces

    def _start(self, state: State) -> list[tuple[str, int]]:
        start = describe_start(state)
        if not start:
            return []
        return [(fmt(game_word(self.controller.config.game_id, "table_start"), start), 0)]

    def _laid(self, before: State, result: MoveResult) -> list[tuple[str, int]]:
        painter = self.board.painter
        if painter is None or painter.placement(result.move) is None:
            return []
        seats = self.controller.seats
        name = seats[result.player].name if result.player < len(seats) else "?"
        said = QCoreApplication.translate("MoveWords", "%1: %2")
        count = len(painter.move_tiles(result.move))
        return [(fmt(said, name, describe_laid(before, result.move)), count)]

    def table_text(self) -> str:
        """The table in words, in the game's own words for it (board, table, layout)."""
        game = self.controller.config.game_id
        lines = self.laid_in_order()
        if not lines:
            return game_word(game, "table_empty")
        return fmt(game_word(game, "table_laid"), "; ".join(lines))

    def say_table(self) -> None:
        announce(self.view, self.table_text())

    def step_table(self, step: int) -> None:
        """Go to the next (+1) or previous (−1) piece on the table, in the order laid, and say
        it: the pieces one at a time, where L says them all at once."""
        lines = self.laid_in_order()
        if not lines:
            announce(self.view, self.table_text())
            return
        if self.table_index < 0:
            self.table_index = 0 if step > 0 else len(lines) - 1
        else:
            self.table_index = max(0, min(len(lines) - 1, self.table_index + step))
        piece = lines[self.table_index]
        announce(self.view, fmt(self.tr("%1 of %2: %3"), self.table_index + 1, len(lines), piece))

    def forget_place(self) -> None:
        """A new game or position: stepping over the table starts again at its end."""
        self.table_index = -1
        self.walk_at = None

    # -- the walk over the table ------------------------------------------------------------
    def toggle_walk(self) -> None:
        """A: the arrow keys walk over the laid pieces as well as the highlighted places (and
        with no tile chosen, over the laid pieces alone), or back to the places only."""
        self.walking = not self.walking
        self.walk_at = None
        self._show_walk_mark(None)
        if self.walking:
            said = self.tr("The arrow keys walk over the laid pieces too.")
        else:
            said = self.tr("The arrow keys walk over the highlighted places only.")
        announce(self.view, said)

    def _walk_stops(self) -> dict[Hashable, tuple[QPointF, QRectF]]:
        """Every stop of the walk: each laid piece (by its place in the order laid) and each
        highlighted place, with where it is in the scene."""
        painter = self.board.painter
        if painter is None:
            return {}
        items = painter.placed_items()
        stops: dict[Hashable, tuple[QPointF, QRectF]] = {}
        first = 0
        for index, (_, count) in enumerate(self.laid_pieces()):
            rects = [painter.home_rect(item) for item in items[first : first + count]]
            first += count
            if rects:
                area = rects[0]
                for rect in rects[1:]:
                    area = area.united(rect)
                stops[("laid", index)] = (area.center(), area)
        for key in self.play.targets:
            centre = self.play.target_centre(key)
            stops[("place", key)] = (centre, QRectF(centre, centre))
        return stops

    def walk(self, direction: str) -> bool:
        """An arrow key while walking over the table: go to the nearest stop that way and say
        it — a laid piece as the move log words it, a highlighted place as the cursor's stop.
        False when not walking (the arrow moves over the highlighted places only)."""
        if not self.walking or direction not in ("left", "right", "up", "down"):
            return False
        stops = self._walk_stops()
        if not stops:
            announce(self.view, self.table_text())
            return True
        here = self._walk_here(stops)
        places = {key: centre for key, (centre, _) in stops.items()}
        current = self.walk_at if self.walk_at in stops else None
        chosen = nearest_in_direction(here, places, direction, current)
        if chosen is None:  # nothing that way yet: the nearest stop of all
            chosen = min(places, key=lambda k: (places[k] - here).manhattanLength())
        self.walk_at = chosen
        kind, which = chosen  # type: ignore[misc]
        if kind == "place":
            self._show_walk_mark(None)
            self.play.go_to_target(which)
            return True
        self.play.leave_targets()
        self._show_walk_mark(stops[chosen][1])
        pieces = self.laid_in_order()
        said = fmt(self.tr("Laid %1 of %2: %3"), which + 1, len(pieces), pieces[which])
        self.view.ensureVisible(stops[chosen][1])
        self.view.setAccessibleDescription(said)
        announce(self.view, said)
        return True

    def _walk_here(self, stops: dict[Hashable, tuple[QPointF, QRectF]]) -> QPointF:
        """Where the walk starts its next step: its stop, else the cursor, else the middle."""
        if self.walk_at in stops:
            return stops[self.walk_at][0]
        if self.play.cursor_key in self.play.targets:
            return self.play.target_centre(self.play.cursor_key)
        return self.view.mapToScene(self.view.viewport().rect().center())

    def _show_walk_mark(self, area: QRectF | None) -> None:
        """Outline the laid piece the walk is on (a player who sees some of the board sees
        where the walk is); None takes the outline away."""
        if self.walk_mark is not None and self.walk_mark.scene() is self.board.scene:
            self.board.scene.removeItem(self.walk_mark)
        self.walk_mark = None
        if area is None:
            return
        pen = QPen(QColor("#ffb347"), 3, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.walk_mark = self.board.scene.addRect(area.adjusted(-4, -4, 4, 4), pen)
        self.walk_mark.setZValue(30)

    def scores_text(self) -> str:
        """Each seat card as a screen reader names it (points, whose turn), then the status
        line's words (what to do now)."""
        cards = [card.accessibleName() for card in self.seats.seat_cards]
        return ". ".join([*cards, self.status.status_text()])

    def say_scores(self) -> None:
        announce(self.view, self.scores_text())

    def say_stop_again(self) -> None:
        announce(self.view, self.stop_text() or self.status.status_text())

    def add_reading_keys(self, menu: QMenu, add: Callable[..., QAction]) -> None:
        """The View menu's entries that read the board (``add``: the window's way to add a
        translated entry with its key): letters no other command uses."""
        table = QT_TRANSLATE_NOOP("MainWindow", "Say what has been lai&d")
        add(menu, table, lambda: self.say_table(), "L")
        next_piece = QT_TRANSLATE_NOOP("MainWindow", "Say what was laid &next")
        add(menu, next_piece, lambda: self.step_table(1), ".")
        previous = QT_TRANSLATE_NOOP("MainWindow", "Say what was laid &before")
        add(menu, previous, lambda: self.step_table(-1), ",")
        scores = QT_TRANSLATE_NOOP("MainWindow", "Read the &scores")
        add(menu, scores, lambda: self.say_scores(), "S")
        where = QT_TRANSLATE_NOOP("MainWindow", "Say &where the cursor is")
        add(menu, where, lambda: self.say_stop_again(), "W")
        walk = QT_TRANSLATE_NOOP("MainWindow", "Arrow &keys walk over the laid pieces too")
        add(menu, walk, lambda: self.toggle_walk(), "A")
