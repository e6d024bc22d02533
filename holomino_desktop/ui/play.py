"""Playing with mouse and keyboard: the selected rack tiles, their legal targets on the board
(highlights, the keyboard cursor, the hover ghost and its rotations) and the action buttons.

Select a rack tile (click, drag, number keys or ``T``) → its legal targets are highlighted →
click one (or press Enter on the keyboard cursor). When a target takes several variants
(rotations), hovering shows a ghost and the wheel / ``R`` cycles. Moves that place no tile
(return, pass, draw, buy) are buttons, enabled only when legal.

:class:`PlayInput` owns the selection; every move it makes goes through
``GameController.play_human``. It asks the engine (through the painter) what is legal.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem, QPushButton

from ..engine.base import GameError, Move, MoveResult
from .board import Board
from .controller import GameController
from .layout import WindowWidgets
from .scene.base import HighlightItem
from .words.engine_texts import error_text
from .words.game_words import game_word
from .words.texts import fmt


class PlayInput(QObject):
    """The human's way of choosing a move on the board, the rack and the action buttons."""

    #: a click or drop on a place the selected tile may not go: (move, GameError) — the
    #: tutorial counts it as a miss, the sounds play a knock
    illegalAttempt = Signal(object, object)
    #: the selection changed: the status line says what to do next
    selectionChanged = Signal()
    #: the keyboard cursor went to another place, the tile turned or another tile was chosen:
    #: the board says its new stop (ui/spoken_board.py)
    cursorMoved = Signal()

    def __init__(
        self,
        controller: GameController,
        board: Board,
        widgets: WindowWidgets,
        say: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.say = say
        self.view = widgets.view
        self.rack = widgets.rack
        self.rack_panel = widgets.rack_panel
        self.actions_box = widgets.actions_box
        self.place_button = widgets.place_button
        self.rotate_button = widgets.rotate_button
        self.hint_button = widgets.hint_button
        #: the seat whose tiles the rack shows, whether a hot-seat hand-over covers the rack,
        #: whether a hint is being searched (set by the window: ui/rack_view.py, ui/hints.py)
        self.rack_seat: Callable[[], int] = lambda: -1
        self.handover_active: Callable[[], bool] = lambda: False
        self.hint_busy: Callable[[], bool] = lambda: False
        #: selected rack tiles (ids), oldest first; one in every game but square domino
        self.selected_tiles: list[int] = []
        self.targets: dict[Hashable, list[Move]] = {}
        self.highlights: dict[Hashable, HighlightItem] = {}
        self.cursor_key: Hashable | None = None
        self.hover_key: Hashable | None = None
        self.variant = 0
        self.ghost: QGraphicsItem | None = None
        self.action_buttons: dict[str, QPushButton] = {}
        self._connect(widgets)

    def _connect(self, widgets: WindowWidgets) -> None:
        view = widgets.view
        view.clicked.connect(self.board_clicked)
        view.hovered.connect(self.board_hovered)
        view.left.connect(lambda: self.set_hover(None))
        view.cycle.connect(self.cycle_variant)
        view.tileDropped.connect(self.tile_dropped)
        view.keyAction.connect(self.key_action)
        widgets.rack.selected.connect(self.rack_selected)
        widgets.place_button.clicked.connect(self.place_at_cursor)
        widgets.rotate_button.clicked.connect(lambda: self.cycle_variant(1))
        self.board.painterChanged.connect(self._board_cleared)

    def _board_cleared(self) -> None:
        """A fresh painter on an empty scene: the old highlights and ghost are gone with it."""
        self.highlights, self.targets, self.ghost = {}, {}, None

    def new_game(self) -> None:
        """Nothing selected, no cursor (a new game or a restored position)."""
        self.selected_tiles, self.cursor_key, self.hover_key = [], None, None

    # -- targets and highlights -----------------------------------------------------------
    def refresh_targets(self) -> None:
        painter = self.board.painter
        assert painter is not None
        self._clear_highlights()
        self.targets = {}
        if not self.selected_tiles or not self.controller.human_to_move():
            return
        for move in self.controller.legal_moves():
            placement = painter.placement(move)
            if placement is not None and _contains(painter.move_tiles(move), self.selected_tiles):
                self.targets.setdefault(placement[1], []).append(move)
        for key in self.targets:
            item = HighlightItem(key, painter.target_path(key), painter.layer)
            self.highlights[key] = item
        if self.cursor_key not in self.targets:
            self.cursor_key = self._first_target()
        self.variant = 0
        self._update_cursor()

    def _clear_highlights(self) -> None:
        self._drop_ghost()
        for item in self.highlights.values():
            self.board.scene.removeItem(item)
        self.highlights = {}

    def _first_target(self) -> Hashable | None:
        if not self.targets:
            return None
        centre = self.view.mapToScene(self.view.viewport().rect().center())
        return min(self.targets, key=lambda k: _distance(self._target_centre(k), centre))

    def _target_centre(self, key: Hashable) -> QPointF:
        item = self.highlights.get(key)
        if item is None:
            return QPointF()
        return item.mapToScene(item.boundingRect().center())

    def _update_cursor(self) -> None:
        for key, item in self.highlights.items():
            item.set_cursor(key == self.cursor_key and self.view.hasFocus())
        shown = self.hover_key if self.hover_key in self.targets else self.cursor_key
        self._show_ghost(shown)

    def _show_ghost(self, key: Hashable | None) -> None:
        self._drop_ghost()
        painter = self.board.painter
        if key is None or painter is None or key not in self.targets:
            self.view.wants_cycle = False
            return
        moves = self.targets[key]
        move = moves[self.variant % len(moves)]
        ghost = painter.make_ghost(move)
        self.view.wants_cycle = len(moves) > 1
        if ghost is not None:
            ghost.setParentItem(painter.layer)
            ghost.setOpacity(0.6)
            ghost.setZValue(20)
            ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.ghost = ghost

    def _drop_ghost(self) -> None:
        if self.ghost is not None:
            self.board.scene.removeItem(self.ghost)
            self.ghost = None

    def _key_at(self, scene_pos: QPointF) -> Hashable | None:
        for item in self.board.scene.items(scene_pos):
            if isinstance(item, HighlightItem) and item.key in self.targets:
                return item.key
        return None

    # -- actions --------------------------------------------------------------------------
    def refresh_actions(self) -> None:
        painter = self.board.painter
        assert painter is not None
        my_turn = self.controller.human_to_move() and not self.handover_active()
        moves = self.controller.legal_moves() if my_turn else []
        kinds: dict[str, list[Move]] = {}
        for move in moves:
            if painter.placement(move) is None:
                kind, _ = painter.action(move)
                kinds.setdefault(kind, []).append(move)
        wanted = painter.action_kinds()
        wanted += [k for k in kinds if k not in wanted]
        self._place_action_buttons(wanted)
        for kind in wanted:
            self.action_buttons[kind].setEnabled(self._action_moves(kind, kinds) != [])
        shown = self.hover_key if self.hover_key in self.targets else self.cursor_key
        has_target = shown in self.targets
        self.place_button.setEnabled(my_turn and has_target)
        hint = my_turn and not self.hint_busy() and self.controller.hints_allowed()
        self.hint_button.setEnabled(hint)
        self.rotate_button.setEnabled(
            my_turn and has_target and len(self.targets.get(shown, [])) > 1
        )

    def _place_action_buttons(self, wanted: list[str]) -> None:
        """One button per kind in ``wanted``, in that order, right above the stretch: a button
        kept from the game before (its "pass") must not move ahead of this game's first."""
        for kind in list(self.action_buttons):
            if kind not in wanted:
                button = self.action_buttons.pop(kind)
                self.actions_box.removeWidget(button)
                button.hide()
                button.setParent(None)
        box = self.actions_box
        places = [box.indexOf(self.action_buttons[k]) for k in wanted if k in self.action_buttons]
        in_order = len(places) == len(wanted) and places == list(
            range(box.count() - 1 - len(wanted), box.count() - 1)
        )
        for kind in wanted:
            button = self.action_buttons.get(kind)
            if button is None:
                button = QPushButton(self.board.action_text(kind), self.rack_panel)
                button.clicked.connect(lambda _=False, k=kind: self.do_action(k))
                self.action_buttons[kind] = button
            elif not in_order:
                box.removeWidget(button)
            # "draw" is −5 in one game, free in another
            button.setText(self.board.action_text(kind))
            button.setAccessibleName(self.board.action_text(kind))
            if not in_order:
                box.insertWidget(box.count() - 1, button)

    def _action_moves(self, kind: str, kinds: dict[str, list[Move]]) -> list[Move]:
        painter = self.board.painter
        assert painter is not None
        result = []
        for move in kinds.get(kind, []):
            _, tile = painter.action(move)
            if tile is None or tile == self.selected_tile:
                result.append(move)
        return result

    def do_action(self, kind: str) -> None:
        """Play the non-placing move ``kind`` (with the selected tile if it needs one)."""
        painter = self.board.painter
        if painter is None or not self.controller.human_to_move():
            return
        kinds: dict[str, list[Move]] = {}
        for move in self.controller.legal_moves():
            if painter.placement(move) is None:
                kinds.setdefault(painter.action(move)[0], []).append(move)
        moves = self._action_moves(kind, kinds)
        if not moves:
            if kinds.get(kind):
                self.say(game_word(self.controller.config.game_id, "choose_first"))
            else:
                self.say(self.tr("That is not allowed now."))
            return
        self.controller.play_human(moves[0])

    # -- selecting and placing ------------------------------------------------------------
    def rack_selected(self, index: int) -> None:
        painter, state = self.board.painter, self.controller.state
        hand = painter.hand(state, self.rack_seat()) if painter and state else []
        self.selected_tiles = [hand[i] for i in self.rack.selection() if i < len(hand)]
        self.cursor_key = None
        self.refresh_targets()
        self.refresh_actions()
        self.selectionChanged.emit()
        if self.selected_tile is not None:
            self.view.setFocus()
            self.cursorMoved.emit()

    @property
    def selected_tile(self) -> int | None:
        """The tile selected last (the one an action such as "return" applies to)."""
        return self.selected_tiles[-1] if self.selected_tiles else None

    def select_tile(self, index: int) -> None:
        """Select rack tile ``index`` (as a click on it would)."""
        self.rack.select(index)

    def board_clicked(self, scene_pos: QPointF) -> None:
        key = self._key_at(scene_pos)
        if key is not None:
            if self.cursor_key == key or len(self.targets[key]) == 1 or self.ghost is not None:
                self.cursor_key = key
                self.place_at_cursor()
            else:
                self.cursor_key = key
                self._update_cursor()
            return
        self._explain(scene_pos)

    def _explain(self, scene_pos: QPointF) -> None:
        """A click or drop on a cell that is not highlighted: say why."""
        state, painter = self.controller.state, self.board.painter
        if state is None or painter is None or not self.controller.human_to_move():
            return
        if self.selected_tile is None:
            self.say(game_word(self.controller.config.game_id, "choose_first"))
            return
        move = painter.probe(state, self.selected_tile, painter.layer.mapFromScene(scene_pos))
        if move is None:
            self.say(game_word(self.controller.config.game_id, "cannot_go_there"))
            return
        try:
            state.check_move(move)
        except GameError as error:
            self.say(error_text(error, self.controller.config.game_id))
            self.illegalAttempt.emit(move, error)
        else:
            self.say(self.tr("Click a highlighted cell."))

    def board_hovered(self, scene_pos: QPointF) -> None:
        self.set_hover(self._key_at(scene_pos))

    def set_hover(self, key: Hashable | None) -> None:
        if key != self.hover_key:
            self.hover_key = key
            if key is not None:
                self.variant = 0
            self._update_cursor()
            self.refresh_actions()

    def cycle_variant(self, step: int) -> None:
        key = self.hover_key if self.hover_key in self.targets else self.cursor_key
        if key is None or len(self.targets.get(key, [])) < 2:
            return
        self.variant = (self.variant + step) % len(self.targets[key])
        self._show_ghost(key)
        assert self.board.painter is not None
        move = self.targets[key][self.variant]
        self.say(
            fmt(
                self.tr("Showing %1 — click or press Enter to place"),
                self.board.painter.variant_label(move),
            )
        )
        self.cursorMoved.emit()  # after the status line: the whole stop is said last

    def place_at_cursor(self) -> None:
        key = self.hover_key if self.hover_key in self.targets else self.cursor_key
        if key is None or key not in self.targets:
            return
        moves = self.targets[key]
        move = moves[self.variant % len(moves)]
        self.hover_key = None
        self.controller.play_human(move)

    def place(self, key: Hashable, variant: int = 0) -> MoveResult | None:
        """Place the selected tile on target ``key`` (tests and keyboard use this)."""
        if key not in self.targets:
            return None
        moves = self.targets[key]
        return self.controller.play_human(moves[variant % len(moves)])

    def tile_dropped(self, index: int, scene_pos: QPointF) -> None:
        if index != self.rack.selected_index():
            self.rack.select(index)
        key = self._key_at(scene_pos)
        if key is None:
            self._explain(scene_pos)
            return
        self.cursor_key = key
        self.place_at_cursor()

    def show_move(self, move: Move) -> None:
        """Select the tiles of ``move`` and aim the cursor and ghost at its target."""
        painter = self.board.painter
        if painter is None:
            return
        placement = painter.placement(move)
        if placement is None:
            self.rack.select(-1)
            kind, tile = painter.action(move)
            if tile is not None:
                self.rack.select([b.tile for b in self.rack.buttons].index(tile))
            action_button = self.action_buttons.get(kind)
            if action_button is not None:
                action_button.setFocus()
            self.refresh_actions()
            return
        self.select_move_tiles(move)
        key = placement[1]
        if key in self.targets:
            self.cursor_key = key
            self.hover_key = None
            self.variant = self.targets[key].index(move) if move in self.targets[key] else 0
            self._update_cursor()
            self.refresh_actions()

    def select_move_tiles(self, move: Move) -> None:
        """Select the rack tiles that ``move`` places, as clicks on them would."""
        painter = self.board.painter
        if painter is None:
            return
        indices: list[int] = []
        for tile in painter.move_tiles(move):
            for index, button in enumerate(self.rack.buttons):
                if button.tile == tile and index not in indices:
                    indices.append(index)
                    break
        self.rack.select(indices[0] if indices else -1)
        for index in indices[1:]:
            self.rack.add(index)

    def key_action(self, action: str) -> None:
        if action == "escape":
            self.rack.select(-1)
            return
        if action == "next_tile":
            count = len(self.rack.buttons)
            if count:
                self.rack.select((self.rack.selected_index() + 1) % count)
            return
        if action == "enter":
            self.place_at_cursor()
            return
        if not self.targets:
            return
        if self.cursor_key not in self.targets:
            self.cursor_key = self._first_target()
        else:
            self.cursor_key = self._step_cursor(action)
        self.hover_key = None
        self.variant = 0
        self._update_cursor()
        self.refresh_actions()
        self.cursorMoved.emit()

    def _step_cursor(self, direction: str) -> Hashable | None:
        here = self._target_centre(self.cursor_key)
        dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[direction]
        best, best_cost = self.cursor_key, math.inf
        for key in self.targets:
            if key == self.cursor_key:
                continue
            delta = self._target_centre(key) - here
            along = delta.x() * dx + delta.y() * dy
            if along <= 1e-6:
                continue
            across = abs(delta.x() * dy - delta.y() * dx)
            cost = along + 2.0 * across
            if cost < best_cost:
                best, best_cost = key, cost
        return best


def _contains(tiles: tuple[int, ...], wanted: list[int]) -> bool:
    """Whether ``tiles`` holds every tile of ``wanted`` (as a multiset)."""
    rest = list(tiles)
    for tile in wanted:
        if tile not in rest:
            return False
        rest.remove(tile)
    return True


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
