"""The rules viewer: each game's rules page in the current language, with live board diagrams.

Pages are HTML files in ``holomino_desktop/resources/rules/<lang>/<game>.html`` (English when a
language has no page). A page shows a diagram with ``<img src="diagram:<game>/<moves>">``: the
viewer plays ``<moves>`` placing moves of a fixed seed and draws the position with the game's
own board painter (``ui/scene``), so the pictures always look like the board in the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine import GAME_IDS, get_game
from ..engine.base import State
from ..resources import resource_path
from .scene import painter_for
from .widgets.screen_fit import fit_window
from .words.i18n import current_language
from .words.texts import game_name

#: the seed every diagram is played from (a fixed seed: the same picture every time)
DIAGRAM_SEED = 7
#: the largest side of a diagram in pixels
DIAGRAM_WIDTH = 320
#: the table colour behind a diagram (the board view's)
BACKGROUND = "#15292c"
PAGE_STYLE = """
body { font-size: 11pt; }
h1 { color: #8a4b08; }
h2 { color: #8a4b08; margin-top: 14px; }
td.caption { color: #55676a; font-style: italic; }
"""
#: a page of paper whatever the window's theme (dark or light)
BROWSER_STYLE = (
    "QTextBrowser { background: #fbf7ee; color: #1d2426; border: 1px solid #c9bfa8;"
    " border-radius: 6px; padding: 6px; }"
)


def rules_file(game_id: str, language: str | None = None) -> str:
    """The path of the rules page of ``game_id`` in ``language`` (English as a fallback)."""
    language = language or current_language()
    for code in (language, language.split("_")[0], "en"):
        path = resource_path("rules", code, f"{game_id}.html")
        if path.is_file():
            return str(path)
    return str(resource_path("rules", "en", f"{game_id}.html"))


def diagram_state(game_id: str, moves: int) -> State:
    """The position after ``moves`` placing moves of a fixed seed: the first legal placement
    that scores most, so the pictures show scoring shapes rather than a bare line."""
    state = get_game(game_id).new_initial_state(DIAGRAM_SEED)
    scene = QGraphicsScene()
    painter = painter_for(game_id, scene)
    placed = 0
    for _ in range(moves * 6):  # draws and passes may come between placements
        if placed >= moves or state.is_terminal():
            break
        legal = state.legal_moves()
        placing = [m for m in legal if painter.placement(m) is not None]
        if not placing:
            state.apply(legal[0])
            continue
        best, best_points = placing[0], None
        for move in placing[:60]:  # enough to find a good one; diagrams must open fast
            points = state.clone().apply(move).points
            if best_points is None or points > best_points:
                best, best_points = move, points
        state.apply(best)
        placed += 1
    painter.clear()
    return state


def render_diagram(game_id: str, moves: int, width: int = DIAGRAM_WIDTH) -> QImage:
    """A picture of ``diagram_state(game_id, moves)`` drawn by the game's own painter.

    The board is drawn large, then cut to the tiles (light pixels) with a margin, so a frame of
    empty cells (Holomino's 12 × 12 grid, square domino's 6 × 6) does not shrink the tiles.
    """
    state = diagram_state(game_id, moves)
    scene = QGraphicsScene()
    painter = painter_for(game_id, scene)
    painter.sync(state, None, 0)
    source = painter.board_rect().adjusted(-8, -8, 8, 8)
    big = 1400
    scale = big / max(source.width(), source.height(), 1.0)
    image = QImage(
        max(1, int(source.width() * scale)),
        max(1, int(source.height() * scale)),
        QImage.Format.Format_ARGB32,
    )
    image.fill(QColor(BACKGROUND))
    canvas = QPainter(image)
    canvas.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(canvas, QRectF(0, 0, image.width(), image.height()), source)
    canvas.end()
    painter.clear()
    crop = _tiles_rect(image, margin=int(0.35 * big / 12))
    image = image.copy(crop)
    if image.width() > width or image.height() > width:
        image = image.scaled(
            width,
            width,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    return image


def _tiles_rect(image: QImage, margin: int) -> QRect:
    """The rectangle around the light (tile) pixels of ``image``, widened by ``margin``.

    Scans a copy shrunk to about 160 pixels across (Qt scales in C), so the Python loop stays
    small; the found box is scaled back up.
    """
    width, height = image.width(), image.height()
    step = max(1, width // 160, height // 160)
    small = image.scaled(
        max(1, width // step),
        max(1, height // step),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.FastTransformation,
    )
    xs: list[int] = []
    ys: list[int] = []
    for y in range(small.height()):
        for x in range(small.width()):
            rgb = small.pixel(x, y)
            # tiles are light or coloured; the table is dark
            if max((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF) > 120:
                xs.append(x)
                ys.append(y)
    if not xs:
        return QRect(0, 0, width, height)
    left = max(0, min(xs) * step - margin)
    right = min(width - 1, (max(xs) + 1) * step + margin)
    top = max(0, min(ys) * step - margin)
    bottom = min(height - 1, (max(ys) + 1) * step + margin)
    return QRect(left, top, right - left + 1, bottom - top + 1)


class RulesBrowser(QTextBrowser):
    """A text browser that draws ``diagram:`` images with the games' painters."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenExternalLinks(True)
        self.diagrams: dict[str, QImage] = {}

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        url = QUrl(name)
        if url.scheme() == "diagram":
            key = url.toString()
            if key not in self.diagrams:
                game_id, _, moves = url.path().partition("/")
                if not game_id:  # "diagram://game/3" puts the game in the host
                    game_id, moves = url.host(), url.path().strip("/")
                self.diagrams[key] = render_diagram(game_id, int(moves or 0))
            return self.diagrams[key]
        return super().loadResource(kind, name)


class RulesDialog(QDialog):
    """The rules of every game; the combo box switches between them."""

    def __init__(self, game_id: str = "holomino", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        fit_window(self, QSize(760, 720), "windows/rules")
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_label = QLabel(self)
        self.games = QComboBox(self)
        self.game_label.setBuddy(self.games)
        top.addWidget(self.game_label)
        top.addWidget(self.games, 1)
        layout.addLayout(top)
        self.browser = RulesBrowser(self)
        self.browser.document().setDefaultStyleSheet(PAGE_STYLE)
        self.browser.setStyleSheet(BROWSER_STYLE)
        layout.addWidget(self.browser, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for gid in GAME_IDS:
            self.games.addItem(game_name(gid), gid)
        self.games.setCurrentIndex(max(0, self.games.findData(game_id)))
        self.games.currentIndexChanged.connect(self.show_page)
        self.retranslate_ui()

    def game_id(self) -> str:
        return str(self.games.currentData())

    def show_game(self, game_id: str) -> None:
        self.games.setCurrentIndex(max(0, self.games.findData(game_id)))
        self.show_page()

    def show_page(self) -> None:
        path = rules_file(self.game_id())
        self.browser.setSearchPaths([str(resource_path("rules"))])
        self.browser.setSource(QUrl.fromLocalFile(path), QTextDocument.ResourceType.HtmlResource)
        self.setWindowTitle(fmt_title(game_name(self.game_id())))

    def retranslate_ui(self) -> None:
        self.game_label.setText(self.tr("&Game:"))
        self.games.setAccessibleName(self.tr("Game"))
        self.browser.setAccessibleName(self.tr("Rules"))
        # set here: Qt ships no Serbian translation of its standard buttons
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        for index in range(self.games.count()):
            self.games.setItemText(index, game_name(str(self.games.itemData(index))))
        self.show_page()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # after the children: the button box resets its standard buttons' texts itself
            QTimer.singleShot(0, self, self.retranslate_ui)
        super().changeEvent(event)


def fmt_title(name: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("RulesDialog", "Rules of %1").replace("%1", name)


def show_rules(parent: QWidget | None, game_id: str) -> RulesDialog:
    """Open (or bring forward) the rules window for ``game_id``; it is not modal."""
    existing = parent.findChild(RulesDialog, "rulesDialog") if parent is not None else None
    dialog = existing if isinstance(existing, RulesDialog) else RulesDialog(game_id, parent)
    dialog.setWindowFlag(Qt.WindowType.Window, True)
    dialog.show_game(game_id)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


__all__ = ["RulesDialog", "render_diagram", "rules_file", "show_rules"]
