"""The board view: the tile laid last stays in sight, a young table is centred, bounded boards
show their whole frame, tiles travel briefly from the mover's seat, and points pop up."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QCursor, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView

from holomino_desktop.engine import GAME_IDS, game_class
from holomino_desktop.engine.base import MoveResult
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.replay import ReplayViewer
from holomino_desktop.ui.scene.base import (
    TRAVEL_CAP_MS,
    BoardPainter,
    ScorePopup,
    travel_ms,
)

from .helpers import start, wait_for_human
from .test_replay import finished_record

SIZES = ((1280, 800), (800, 600))
#: how far (viewport pixels) a young table's middle may sit from the view's middle
CENTRE_SLACK = 3.0


def laid_tiles(painter: BoardPainter) -> list[QGraphicsItem]:
    """The painter's tiles in the order laid (Holomino calls its list ``tiles``)."""
    tiles = getattr(painter, "tiles", None)
    return list(tiles if tiles is not None else getattr(painter, "items", []))


def visible(view: QGraphicsView) -> QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect()


def check_board_in_view(view: QGraphicsView, painter: BoardPainter, where: str) -> None:
    """The tile laid last lies inside the viewport where it comes to rest; a table of one to
    three tiles is centred in the viewport."""
    painter.finish_animations()  # the rest position: a travelling tile ends there
    tiles = laid_tiles(painter)
    if not tiles:
        return
    shown = visible(view)
    last = tiles[-1].sceneBoundingRect()
    assert shown.contains(last), f"{where}: the last tile {last} is outside the view {shown}"
    if len(tiles) <= 3:
        rect = QRectF()
        for tile in tiles:
            rect = rect.united(tile.sceneBoundingRect())
        offset = view.mapFromScene(rect.center()) - view.viewport().rect().center()
        assert abs(offset.x()) <= CENTRE_SLACK and abs(offset.y()) <= CENTRE_SLACK, (
            f"{where}: {len(tiles)} tile(s) off the view's middle by {offset.x()}, {offset.y()} px"
        )


def ai_seats(game_id: str) -> list[SeatConfig]:
    players = max(2, game_class(game_id).min_players)
    return [SeatConfig(f"AI {p + 1}", "ai", "random") for p in range(players)]


def run_until(window: MainWindow, moves: int, timeout_s: float = 60.0) -> None:
    import time

    deadline = time.monotonic() + timeout_s
    while len(window.controller.results) < moves:
        state = window.controller.state
        if state is None or state.is_terminal() or window.summaries.summary is not None:
            return
        QApplication.processEvents()
        assert time.monotonic() < deadline, "the AI game did not get far enough in time"
        time.sleep(0.0005)


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "800x600"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_tile_laid_last_stays_in_view(qtbot, window: MainWindow, game_id, size) -> None:  # type: ignore[no-untyped-def]
    """AI against AI with animations on (a tile travels from its seat): after every move the
    tile laid last is in sight and a young table is centred."""
    window.resize(*size)
    window.set_animation("normal")
    window.setProperty("quiet_end", True)
    QApplication.processEvents()
    checked: list[int] = []

    def after_move(result: MoveResult, _before: object) -> None:
        # connected after the window's own slot: the board has been brought up to the move
        assert window.board.painter is not None
        check_board_in_view(
            window.widgets.view, window.board.painter, f"{game_id} move {len(checked) + 1}"
        )
        checked.append(result.player)

    window.controller.moveApplied.connect(after_move)
    window.controller.new_game(GameConfig(game_id, {}, ai_seats(game_id), 5))
    window.controller.ai_delay_ms = 0
    assert window.board.painter is not None
    check_board_in_view(window.widgets.view, window.board.painter, f"{game_id} start")
    run_until(window, 30)
    window.controller.moveApplied.disconnect(after_move)
    assert len(checked) >= min(30, len(window.controller.results)) > 0


def test_undo_redo_load_keep_the_board_in_view(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.resize(800, 600)
    QApplication.processEvents()
    window.set_animation("normal")
    start(window, "triominos", ["human", "random"], seed=4)
    rng = random.Random(3)
    painter = window.board.painter
    assert painter is not None
    for _ in range(3):  # three human moves, each answered by the AI
        wait_for_human(qtbot, window)
        state = window.controller.state
        assert state is not None
        window.controller.play_human(rng.choice(state.legal_moves()))
        check_board_in_view(window.widgets.view, window.board.painter, "human move")  # type: ignore[arg-type]
    wait_for_human(qtbot, window)
    window.comfort.undo()
    check_board_in_view(window.widgets.view, window.board.painter, "undo")  # type: ignore[arg-type]
    window.comfort.redo()
    wait_for_human(qtbot, window)
    check_board_in_view(window.widgets.view, window.board.painter, "redo")  # type: ignore[arg-type]
    path = str(tmp_path / "game.json")
    assert window.files.save_to(path)
    window.controller.new_game(GameConfig("holomino", {}, ai_seats("holomino"), 1))
    window.controller.hold("test")
    assert window.files.open_path(path, quiet=True)
    check_board_in_view(window.widgets.view, window.board.painter, "load")  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", ["triominos", "hexadomino", "dutch_domino"])
def test_replay_steps_keep_the_board_in_view(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    viewer = ReplayViewer.from_record(finished_record(game_id, 2))
    qtbot.addWidget(viewer)
    viewer.resize(900, 640)
    viewer.show()
    qtbot.waitExposed(viewer)
    for step in range(12):
        viewer.step_forward()
        assert viewer.painter is not None
        check_board_in_view(viewer.view, viewer.painter, f"replay step {step + 1}")


def bound_rect(painter: BoardPainter) -> QRectF:
    """A bounded board's frame with everything on it: tiles, blocked-place marks, holes."""
    rect = painter.frame.sceneBoundingRect()  # type: ignore[attr-defined]
    for item in painter.layer.childItems():
        if item.isVisible() and not isinstance(item, ScorePopup):
            rect = rect.united(item.sceneBoundingRect())
    return rect


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "800x600"])
@pytest.mark.parametrize("game_id", ["square_domino"])
def test_a_bounded_board_shows_its_whole_frame(qtbot, window: MainWindow, game_id, size) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    QApplication.processEvents()  # the new size laid out
    start(window, game_id, ["random", "random"], seed=6)
    window.controller.hold("test")
    state = window.controller.state
    assert state is not None
    rng = random.Random(2)
    for _ in range(30):
        if state.is_terminal():
            break
        result = window.controller.play(rng.choice(state.legal_moves()))
        assert result is not None
        if "round_end" in result.events:
            break
        window.board.fit()
        assert window.board.painter is not None
        shown = visible(window.widgets.view)
        bound = bound_rect(window.board.painter)
        assert shown.contains(bound), f"{bound} is not inside the view {shown}"
        # a margin round the frame: its edge cells' marks are not at the very border
        frame = window.board.painter.frame.sceneBoundingRect()  # type: ignore[attr-defined]
        margin = min(
            frame.left() - shown.left(),
            shown.right() - frame.right(),
            frame.top() - shown.top(),
            shown.bottom() - frame.bottom(),
        )
        assert margin * window.widgets.view.transform().m11() >= 8.0


def tile_width_px(window: MainWindow) -> float:
    """How wide a Holomino tile is on the screen now."""
    painter = window.board.painter
    assert painter is not None and painter.placed_items()
    item = painter.placed_items()[0]
    return window.widgets.view.mapFromScene(item.sceneBoundingRect()).boundingRect().width()


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "800x600"])
def test_holomino_fills_the_view_with_its_tiles_and_their_marks(
    qtbot, window: MainWindow, size
) -> None:  # type: ignore[no-untyped-def]
    """The board fits the tiles and a ring of cells round them (as the other games fit their
    tables), not the whole 12 × 12 window: at 1280 × 800 a tile is no longer about 40 px."""
    window.resize(*size)
    QApplication.processEvents()
    start(window, "holomino", ["random", "random"], seed=6)
    window.controller.hold("test")
    state = window.controller.state
    assert state is not None
    rng = random.Random(2)
    widths = []
    for _ in range(24):
        window.controller.play(rng.choice(state.legal_moves()))
        QApplication.processEvents()
        painter = window.board.painter
        assert painter is not None
        shown = visible(window.widgets.view)
        marks = QRectF()
        for item in [*painter.placed_items(), *painter.extras]:  # type: ignore[attr-defined]
            marks = marks.united(item.sceneBoundingRect())
        assert shown.contains(marks), f"{marks} is not inside the view {shown}"
        widths.append(tile_width_px(window))
    least = 60 if size == (1280, 800) else 35  # the whole window: about 49 and 27
    assert min(widths) >= least, widths


def test_wheel_keys_and_corner_buttons_zoom_and_fit(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(window, "holomino", ["random", "random"], seed=6)
    window.controller.hold("test")
    QApplication.processEvents()
    view = window.widgets.view
    fitted = view.transform().m11()
    centre = view.viewport().rect().center()
    wheel = QWheelEvent(
        QPointF(centre),
        QPointF(view.viewport().mapToGlobal(centre)),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.transform().m11() == pytest.approx(fitted * 1.15**2)
    qtbot.mouseClick(view.fit_button, Qt.MouseButton.LeftButton)
    assert view.transform().m11() == pytest.approx(fitted) and view.auto_fit
    window.widgets.status.setFocus()  # + and - work wherever the focus is
    qtbot.keyClick(window.widgets.status, Qt.Key.Key_Plus)
    assert view.transform().m11() == pytest.approx(fitted * 1.2)
    qtbot.keyClick(window.widgets.status, Qt.Key.Key_Minus)
    qtbot.keyClick(window.widgets.status, Qt.Key.Key_Minus)
    assert view.transform().m11() == pytest.approx(fitted / 1.2)
    qtbot.mouseClick(view.zoom_in_button, Qt.MouseButton.LeftButton)
    assert view.transform().m11() == pytest.approx(fitted)
    assert view.fit_button.text() == "Fit board" and view.fit_button.isVisible()


def test_the_zoom_buttons_zoom_around_the_views_centre(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The pointer rests on the button in the corner, yet the board's middle stays put (the
    buttons zoomed towards their own corner and pushed the board aside)."""
    start(window, "holomino", ["random", "random"], seed=6)
    window.controller.hold("test")
    QApplication.processEvents()
    view = window.widgets.view
    for button in (view.zoom_in_button, view.zoom_out_button, view.zoom_in_button):
        centre = view.viewport().rect().center()
        middle = view.mapToScene(centre)
        corner = button.mapTo(view.viewport(), button.rect().center())
        view.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)  # the pointer is over it
        QCursor.setPos(view.viewport().mapToGlobal(corner))
        QApplication.sendEvent(
            view.viewport(),
            QMouseEvent(
                QEvent.Type.MouseMove,
                QPointF(corner),
                QPointF(view.viewport().mapToGlobal(corner)),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        moved = view.mapFromScene(middle) - centre
        assert abs(moved.x()) <= 2 and abs(moved.y()) <= 2, f"the middle moved by {moved}"


def test_travel_follows_the_speed_and_its_cap(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A computer's tile travels from its seat in at most 300 ms: shorter when faster, not at
    all with animations off."""
    assert [travel_ms(ms) for ms in (0, 180, 360, 700)] == [0, 108, 216, 300]
    for speed, expected in (("slow", TRAVEL_CAP_MS), ("normal", 216), ("off", None)):
        window.set_animation(speed)
        window.controller.new_game(GameConfig("hexadomino", {}, ai_seats("hexadomino"), 3))
        window.controller.hold("test")
        state = window.controller.state
        painter = window.board.painter
        assert state is not None and painter is not None
        before = len(laid_tiles(painter))
        while len(laid_tiles(painter)) == before:  # an AI seat's move through the window
            window.controller.play(random.Random(1).choice(state.legal_moves()))
        # no event loop ran since: the trip of the tile just laid has only begun
        seen = [anim.duration() for anim in painter.running("travel")]
        tile = laid_tiles(painter)[-1]
        if expected is None:
            assert seen == [] and painter.running("travel") == []
            assert tile.pos() == tile.home  # type: ignore[attr-defined]
            assert painter.shadows.path.contains(tile.home)  # type: ignore[attr-defined]
        else:
            assert seen == [expected]
            assert tile.pos() != tile.home  # type: ignore[attr-defined]  # on its way
            # its shadow falls where it lands only once it is there
            assert not painter.shadows.path.contains(tile.home)  # type: ignore[attr-defined]
            painter.finish_animations()
            assert tile.pos() == tile.home  # type: ignore[attr-defined]
            assert painter.shadows.path.contains(tile.home)  # type: ignore[attr-defined]


def test_points_pop_up_over_the_tile(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """ "+N" over the tile just laid for a move with points, after its trip; none for a move
    without points or with animations off; it goes once it has faded."""
    window.set_animation("fast")
    window.controller.new_game(GameConfig("triominos", {}, ai_seats("triominos"), 8))
    window.controller.hold("test")
    state = window.controller.state
    painter = window.board.painter
    assert state is not None and painter is not None
    rng = random.Random(5)
    shown: list[tuple[int, list[str]]] = []
    for _ in range(12):
        if state.is_terminal():
            break
        result = window.controller.play(rng.choice(state.legal_moves()))
        assert result is not None
        popups = [p for p in painter.layer.childItems() if isinstance(p, ScorePopup)]
        laid = painter.placement(result.move) is not None
        shown.append((result.points if laid else 0, [p.text for p in popups]))
        if popups:
            tile = laid_tiles(painter)[-1]
            assert popups[0].pos() == tile.home  # type: ignore[attr-defined]
        painter.finish_animations()
        assert not [p for p in painter.layer.childItems() if isinstance(p, ScorePopup)]
    assert shown and all(texts == ([f"+{p}"] if p > 0 else []) for p, texts in shown)
    assert any(p > 0 for p, _ in shown)
    window.set_animation("off")
    while not state.is_terminal():
        result = window.controller.play(rng.choice(state.legal_moves()))
        assert result is not None
        if result.points > 0:
            break
    assert result.points > 0
    assert not [p for p in painter.layer.childItems() if isinstance(p, ScorePopup)]


def test_a_move_updates_only_what_it_changed(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The 12 × 12 frame is cached; a move keeps the items of the holes and blocked places
    that stay, and repaints only the tiles whose last-move mark changes."""
    start(window, "holomino", ["random", "random"], seed=21)
    window.controller.hold("test")
    state = window.controller.state
    painter = window.board.painter
    assert state is not None and painter is not None
    frame = painter.frame  # type: ignore[attr-defined]
    assert frame.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    rng = random.Random(1)
    kept = 0
    for _ in range(25):
        if state.is_terminal():
            break
        extras = {id(item): item for item in painter.extras}  # type: ignore[attr-defined]
        window.controller.play(rng.choice(state.legal_moves()))
        after = {id(item) for item in painter.extras}  # type: ignore[attr-defined]
        kept += len(set(extras) & after)
        for item_id, item in extras.items():
            if item_id not in after:  # gone: a blocked place that a tile has since filled
                assert item.scene() is None
    assert kept > 0
    assert painter.frame is frame  # type: ignore[attr-defined]
    tiles = laid_tiles(painter)
    assert sum(bool(t.marked) for t in tiles) <= 1  # type: ignore[attr-defined]


def test_shadows_lie_under_every_tile(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(window, "dutch_domino", ["random", "random"], seed=3)
    window.controller.hold("test")
    state = window.controller.state
    painter = window.board.painter
    assert state is not None and painter is not None
    rng = random.Random(4)
    for _ in range(10):
        window.controller.play(rng.choice(state.legal_moves()))
    tiles = laid_tiles(painter)
    shadow = painter.shadows.path
    for tile in tiles:
        assert shadow.contains(QPointF(tile.pos())), "every tile casts a shadow"
    assert painter.shadows.zValue() < min(t.zValue() for t in tiles)


def test_a_board_closed_while_a_pop_up_runs_leaves_no_animation_behind(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A window (and so its scene) that goes while a "+N" is still rising takes its
    animations along: none of them steps a deleted item afterwards (that raised in the event
    loop and failed whatever ran next)."""
    from PySide6.QtWidgets import QGraphicsScene

    from holomino_desktop.engine import get_game
    from holomino_desktop.ui.scene import painter_for

    scene = QGraphicsScene()
    painter = painter_for("triominos", scene)
    state = get_game("triominos").new_initial_state(seed=8)
    rng = random.Random(5)
    painter.sync(state, None, 0)
    while True:
        result = state.apply(rng.choice(state.legal_moves()))
        painter.sync(state, result, 300)
        if painter.running("points"):
            break
    animations = painter.running("points")
    assert animations
    scene.deleteLater()
    del scene
    qtbot.wait(50)  # the scene is deleted in the event loop
    assert not shiboken6.isValid(animations[0])  # gone with the scene, not stepping on
    qtbot.wait(600)  # longer than any trip and pop-up: nothing raised meanwhile
