"""Holandski domino's table: the spinner (gold) with four arms that bend into rows so the
layout stays on screen (``geometry.domino_line``); drop targets at the open end of each arm."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...engine.base import Move, MoveResult, State
from ...engine.dutch_domino import (
    KRUZIC_LIMIT,
    Buy,
    DutchDominoState,
    tile_name,
    tile_numbers,
    tile_pips,
)
from ...engine.dutch_domino import Pass as DutchPass
from ...engine.dutch_domino import Place as DutchPlace
from ...engine.geometry.domino_line import SPINNER, TileRect
from ..words.texts import fmt, spoken_numbers
from .base import BoardPainter, TileItem
from .domino import DominoItem, paint_rack_domino

U = 44.0  # one unit (the short side of a domino) in scene units
SPINNER_GOLD = QColor("#d9a21f")


def _rect(tile: TileRect) -> QRectF:
    return QRectF(tile.left * U, tile.top * U, tile.width * U, tile.height * U)


def _ordered(tile: TileRect) -> tuple[int, int]:
    """(number in the left/top half, number in the right/bottom half) of a laid tile."""
    near, far = tile.halves()
    if (near[0], near[1]) <= (far[0], far[1]):
        return tile.near, tile.far
    return tile.far, tile.near


class DutchDominoPainter(BoardPainter):
    game_id = "dutch_domino"
    tile_aspect = 0.62

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.items: list[DominoItem] = []
        self.drawn: list[Any] = []
        self.state: DutchDominoState | None = None

    def placed_items(self) -> list[TileItem]:
        return list(self.items)

    def sync(self, state: State, result: MoveResult | None, animate_ms: int) -> None:
        assert isinstance(state, DutchDominoState)
        self.state = state
        rects = state.layout()
        key = [(r.tile, r.arm, r.index, r.x, r.y, r.width) for r in rects]
        if key[: len(self.drawn)] != self.drawn:  # a new round, or a re-laid arm
            self.clear()
            self.items, self.drawn = [], []
        new = []
        for rect in rects[len(self.drawn) :]:
            first, second = _ordered(rect)
            item = DominoItem(_rect(rect), first, second)
            if rect.arm == SPINNER:
                item.special = SPINNER_GOLD
            self.lay(item)
            self.items.append(item)
            new.append(item)
        self.drawn = key
        for item in self.items[-len(new) - 1 :]:  # only the last move's mark changes
            item.set_marked(False)
        if result is not None and isinstance(result.move, DutchPlace) and new:
            new[-1].set_marked(True)
        # a move lays one tile: after a re-laid arm every tile is new, but only it travels
        self.arrive(new, result, animate_ms, new[-1:])
        self.show_points(result, animate_ms)

    def board_rect(self) -> QRectF:
        rect = QRectF(-7 * U, -5 * U, 14 * U, 10 * U)
        if self.state is not None:
            for tile in [*self.state.layout(), *self.state.targets().values()]:
                rect = rect.united(_rect(tile))
        return self.centred_on_few(rect.adjusted(-U, -U, U, U))

    def paint_tile(self, painter: QPainter, rect: QRectF, tile: int) -> None:
        a, b = tile_numbers(tile)
        paint_rack_domino(painter, rect, a, b)

    def log_label(self, tile: int) -> str:
        return tile_name(tile)  # beside its picture in the move log: its numbers say enough

    def tile_label(self, tile: int) -> str:
        return fmt(
            QCoreApplication.translate("Board", "Tile %1", "dutch_domino"),
            spoken_numbers(tile_name(tile)),
        )

    def seat_detail(self, state: State, seat: int) -> str:
        assert isinstance(state, DutchDominoState)
        circles = state.kruzici[seat]
        marks = "●" * circles + "○" * max(0, KRUZIC_LIMIT - circles)
        text = fmt(QCoreApplication.translate("Board", "Kružići: %1", "dutch_domino"), marks)
        if state.out[seat]:
            text += " · " + QCoreApplication.translate("Board", "out of the match")
        elif not state.players_in_round[seat]:
            text += " · " + QCoreApplication.translate("Board", "safe this round", "dutch_domino")
        return text

    def seat_score(self, state: State, seat: int, shown: bool) -> tuple[str, str, str]:
        """The pips (Oka, Duplo-Golo 13) of a hand the viewer may see: what a blocked round
        would count, written under the figure (the game counts kružići, not points); a hidden
        hand's pips stay hidden (the seed counts them only at the end)."""
        assert isinstance(state, DutchDominoState)
        if not shown:
            return "", "", ""
        pips = sum(tile_pips(t) for t in state.hand(seat))
        spoken = fmt(QCoreApplication.translate("Board", "Pips in hand: %1", "dutch_domino"), pips)
        caption = QCoreApplication.translate("Board", "pips in hand", "dutch_domino")
        return str(pips), spoken, caption

    def totals(self, state: State, names: list[str]) -> str:
        """The match's totals: each player's kružići."""
        assert isinstance(state, DutchDominoState)
        circles = ", ".join(f"{name} {c}" for name, c in zip(names, state.kruzici, strict=False))
        return fmt(QCoreApplication.translate("Board", "Kružići: %1", "dutch_domino"), circles)

    # -- moves ----------------------------------------------------------------------------
    def placement(self, move: Move) -> tuple[int, Hashable] | None:
        if isinstance(move, DutchPlace):
            return move.tile, move.arm
        return None

    def action(self, move: Move) -> tuple[str, int | None]:
        if isinstance(move, Buy):
            return "buy", None
        if isinstance(move, DutchPass):
            return "pass", None
        return str(move), None

    def action_kinds(self) -> list[str]:
        return ["buy", "pass"]

    def action_text(self, kind: str) -> str:
        if kind == "buy":
            return QCoreApplication.translate("Board", "Buy a tile", "dutch_domino")
        if kind == "pass":
            return QCoreApplication.translate("Board", "Pass")
        return kind

    def _target(self, arm: int) -> TileRect | None:
        if self.state is None:
            return None
        return self.state.targets().get(arm)

    def target_path(self, key: Hashable) -> QPainterPath:
        path = QPainterPath()
        target = self._target(int(key))  # type: ignore[call-overload]
        if target is not None:
            path.addRoundedRect(_rect(target).adjusted(2, 2, -2, -2), 6, 6)
        return path

    def make_ghost(self, move: Move) -> QGraphicsItem | None:
        state = self.state
        if not isinstance(move, DutchPlace) or state is None:
            return None
        target = self._target(move.arm)
        if target is None:
            return None
        a, b = tile_numbers(move.tile)
        if move.arm == SPINNER:
            return DominoItem(_rect(target), a, b)
        ends = state.open_ends()
        near = ends[move.arm] if ends[move.arm] >= 0 else state.spinner_value
        far = b if a == near else a
        laid = TileRect(
            move.tile,
            move.arm,
            target.index,
            target.x,
            target.y,
            target.width,
            target.height,
            target.direction,
            near,
            far,
        )
        first, second = _ordered(laid)
        return DominoItem(_rect(target), first, second)

    def probe(self, state: State, tile: int, layer_pos: QPointF) -> Move | None:
        assert isinstance(state, DutchDominoState)
        best, best_distance = None, 1e18
        for arm, target in state.targets().items():
            centre = _rect(target).center()
            distance = (centre - layer_pos).manhattanLength()
            if distance < best_distance:
                best, best_distance = arm, distance
        return None if best is None else DutchPlace(tile, best)

    def variant_label(self, move: Move) -> str:
        return str(move)

    def round_info(self, state: State) -> str:
        assert isinstance(state, DutchDominoState)
        text = fmt(
            QCoreApplication.translate(
                "Board", "Round %1 · %n kružići put a player out", "dutch_domino", KRUZIC_LIMIT
            ),
            state.round_number,
        )
        if state.buys_this_turn:
            text += "\n" + fmt(
                QCoreApplication.translate(
                    "Board", "Tiles bought this turn: %1 of 2", "dutch_domino"
                ),
                state.buys_this_turn,
            )
        return text
