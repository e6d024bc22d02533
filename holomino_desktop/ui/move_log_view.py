"""The move log: one row per result of the controller (who played which tile, shown as a small
picture and by its numbers, or what a move that laid no tile did, in the past tense: "Drew a
tile", never a button's "Draw a tile"; each score item with who it went to), notes at the end
of a round and of the game. Rows and their tooltips are words; the notation stays with each row
only for the copy the player asks for (Ctrl+C, the context menu).

:class:`MoveLogView` draws from ``GameController.results`` alone: a move adds its row, a new
game or a restored position (undo, redo, a loaded file) draws the whole list again, and so does
a language switch (:meth:`MoveLogView.render`). The row the pointer is on (or the selected one)
has its tile outlined on the board (:meth:`MoveLogView.outline`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsPathItem
from shiboken6 import isValid

from ..engine.base import Move, MoveResult, State
from .board import Board
from .controller import GameController
from .scene.base import BoardPainter, TileItem
from .widgets.seats import LOG_TILE, SEAT_COLOURS, MoveLog
from .words.engine_texts import score_text
from .words.game_words import KRUZICI, game_word
from .words.move_words import describe_played
from .words.texts import figure, fmt

# the outline of the tile whose row the pointer is on
OUTLINE = QColor("#ffd43b")


class MoveLogView(QObject):
    """Keeps ``log`` in step with the controller's results and outlines a row's tile."""

    def __init__(
        self,
        controller: GameController,
        log: MoveLog,
        board: Board,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.log = log
        self.board = board
        self.outline_item: QGraphicsPathItem | None = None
        log.moveShown.connect(self.outline)

    def render(self) -> None:
        """Draw the whole log again (a new game, a restored position, another language)."""
        self.outline(0)
        self.log.clear()
        if self.controller.config.game_id in KRUZICI:  # what its last column counts
            self.log.set_points_title(
                lambda: QCoreApplication.translate("MoveLog", "Kružići", "dutch_domino")
            )
        else:
            self.log.set_points_title()
        for number, result in enumerate(self.controller.results, start=1):
            self.add(number, result)

    def move_applied(self, result: MoveResult, _before: State) -> None:
        self.add(len(self.controller.results), result)

    def _name(self, seat: int) -> str:
        seats = self.controller.seats
        return seats[seat].name if seat < len(seats) else "?"

    # -- a row ----------------------------------------------------------------------------
    def what(self, result: MoveResult) -> tuple[str, tuple[int, ...]]:
        """The move in the game's words ("1-2-3", "Bought a tile") and the tiles it shows."""
        return move_in_words(self.board.painter, result, self.controller.config.game_id)

    def add(self, number: int, result: MoveResult) -> None:
        """The row of move ``number`` (1 = the first) and the notes it ends with."""
        words, tiles = self.what(result)
        game_id = self.controller.config.game_id
        laid = self.board.painter is not None and bool(self.board.painter.move_tiles(result.move))
        # the name above the tile's words: a narrow log (800 × 600) keeps both readable
        lines = [self._name(result.player), words]
        tips = list(lines)
        for item in result.items:
            text = score_text(item)
            if item.player != result.player:
                text = fmt(self.tr("%1: %2"), self._name(item.player), text)
            elif text == str(item.points) or (
                not laid and item.points == result.points and item.kind != "kruzic"
            ):
                tips.append(text)
                continue  # "9", or a draw's "−5 draw": the points column says it
            lines.append("   " + text)
            tips.append(text)
        # a kružić counts −1 against its player: the column shows it received, "+1"
        points = -result.points if game_id in KRUZICI else result.points
        shown = figure(points, plus=True) if points else ""
        colour = SEAT_COLOURS[result.player % len(SEAT_COLOURS)]
        picture = self.picture(result.move, tiles)
        # the tooltip repeats the row whole (a narrow log cuts it): words, never the notation
        self.log.add_move(
            number, "\n".join(lines), shown, colour, "\n".join(tips), str(result.move), picture
        )
        if "round_end" in result.events and "game_end" not in result.events:
            self.log.add_note(game_word(self.controller.config.game_id, "round_end"))
        if "game_end" in result.events:
            self.log.add_note(self.tr("End of the game"))

    def picture(self, move: Move, tiles: tuple[int, ...]) -> QPixmap | None:
        """The tiles side by side as ``move`` laid them (a Hexadomino stone turned as on the
        table), sized for a log row."""
        painter = self.board.painter
        if painter is None or not tiles:
            return None
        ratio = self.log.devicePixelRatioF()
        width, height = LOG_TILE.width(), LOG_TILE.height()
        pixmap = QPixmap(int(width * ratio), int(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        brush = QPainter(pixmap)
        brush.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        step = width / len(tiles)
        for index, tile in enumerate(tiles):
            rect = QRectF(index * step + 1, 1, step - 2, height - 2)
            painter.paint_laid(brush, rect, move, tile)
        brush.end()
        return pixmap

    # -- the tile of a row on the board -----------------------------------------------------
    def move_items(self, number: int) -> list[TileItem]:
        """The board's tiles laid by move ``number`` (none when a later round cleared them)."""
        painter = self.board.painter
        results = self.controller.results
        if painter is None or not 1 <= number <= len(results):
            return []
        later = results[number - 1 :]
        if any("round_end" in r.events and "game_end" not in r.events for r in later):
            return []  # the board of that round was cleared
        placed = painter.placed_items()
        end = len(placed) - sum(len(_laid(painter, r)) for r in later[1:])
        start = end - len(_laid(painter, later[0]))
        return placed[start:end] if start < end and start >= 0 else []

    def outline(self, number: int) -> None:
        """Outline on the board the tiles of move ``number`` (0: take the outline away)."""
        if self.outline_item is not None and isValid(self.outline_item):
            scene = self.outline_item.scene()
            if scene is not None:
                scene.removeItem(self.outline_item)
        self.outline_item = None
        items = self.move_items(number) if number else []
        if not items:
            return
        path = QPainterPath()
        for item in items:
            path = path.united(item.mapToScene(item.shape()))
        outline = QGraphicsPathItem(path)
        pen = QPen(OUTLINE, 4)
        pen.setCosmetic(True)  # as thick at any zoom
        outline.setPen(pen)
        outline.setZValue(50)
        self.board.scene.addItem(outline)
        self.outline_item = outline


def _laid(painter: BoardPainter, result: MoveResult) -> tuple[int, ...]:
    """The tiles ``result``'s move laid on the board."""
    return painter.move_tiles(result.move)


def move_in_words(
    painter: BoardPainter | None, result: MoveResult, game_id: str
) -> tuple[str, tuple[int, ...]]:
    """A finished move as a player reads it and the tiles it shows (the move log, the status
    line): the tiles it laid by their numbers ("1-2-3"), or what it did in the past tense
    ("Bought a tile", "Returned tile 1-2-3 to the sack"), never a button's instruction."""
    if painter is None:  # no board yet: only a move that lays no tile can be said
        return describe_played(game_id, result.move), ()
    tiles = painter.move_tiles(result.move)
    if tiles:
        return " + ".join(painter.laid_label(result.move, t) for t in tiles), tiles
    _kind, tile = painter.action(result.move)
    return describe_played(game_id, result.move), (tile,) if tile is not None else ()
