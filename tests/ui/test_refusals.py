"""A click where the selected piece does not fit is refused in words a learner reads ("a 4 of
this tile must touch the 4 on the board"), never in notation (cells, corners, rotations), in
every game and language (issue 42)."""

from __future__ import annotations

import importlib
import itertools
import random
import re
from collections.abc import Hashable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.base import GameError, State
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words.engine_texts import error_text
from holomino_desktop.ui.words.i18n import available_languages, set_language

from .helpers import click_rack, start, wait_for_human

LANGUAGES = [code for code, _ in available_languages()]
#: the engine's keys for a piece that does not fit where it was put
FIT_KEYS = {"no_fit", "wrong_rotation", "blocked_conflict", "blocked_spent", "mismatch",
            "no_match", "spinner_side_value"}  # fmt: skip
#: notation a learner cannot read: a cell "-1,1", a move "256@", a corner "E=4", "rotation 2"
NOTATION = re.compile(r"-?\d+,-?\d+|@|[A-Z]{1,2}=\d|rotation \d|corner \d")
#: the fit refusals each game's rules can give a player
GAME_KEYS = {
    "holomino": {"no_fit"},
    "triominos": {"no_fit"},
    "hexadomino": {"no_fit"},
    "square_domino": {"mismatch"},
    "dutch_domino": {"no_match", "spinner_side_value"},
}


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    code = set_language(request.param)
    yield code
    set_language("en")


def _misfit(window: MainWindow) -> tuple[int, QPointF, GameError] | None:
    """A rack tile and a place (scene point) where it is refused as not fitting, if any. The
    tile is one that can be placed somewhere: a tile that fits nowhere cannot be chosen at all
    (the rack says "Cannot be placed now"), so its misfit is never clicked."""
    painter, state = window.board.painter, window.controller.state
    assert painter is not None and state is not None
    places: list[Hashable] = []
    for legal in state.legal_moves():
        placement = painter.placement(legal)
        if placement is not None and placement[1] not in places:
            places.append(placement[1])
    for index, button in enumerate(window.widgets.rack.buttons):
        if not button.isCheckable():
            continue
        for place in places:
            point = painter.target_path(place).boundingRect().center()
            move = painter.probe(state, button.tile, point)
            if move is None:
                continue
            try:
                state.check_move(move)
            except GameError as error:
                if error.key in FIT_KEYS:
                    return index, painter.layer.mapToScene(point), error
    return None


def _find_misfit(qtbot: Any, window: MainWindow, game_id: str) -> tuple[int, QPointF, GameError]:
    """Play random moves until the human's rack has a tile that does not fit somewhere."""
    rng = random.Random(7)
    for seed in range(5):
        start(window, game_id, ["human", "random"], seed=seed)
        for _ in range(40):
            wait_for_human(qtbot, window)
            state = window.controller.state
            assert state is not None
            if window.summaries.summary is not None or state.is_terminal():
                break
            found = _misfit(window)
            if found is not None:
                return found
            window.controller.play_human(rng.choice(sorted(state.legal_moves(), key=str)))
    raise AssertionError(f"{game_id}: no misfit found")


def _crossed_place(qtbot: Any, window: MainWindow) -> tuple[int, QPointF] | None:
    """A rack tile and a crossed-out Holomino place (every tile that fits it is on the board)
    that the painter takes the tile to, if the human's position has one."""
    painter, state = window.board.painter, window.controller.state
    assert painter is not None and state is not None
    for q, r in state.blocked_cells():  # type: ignore[attr-defined]
        for index, button in enumerate(window.widgets.rack.buttons):
            if not button.isCheckable():
                continue
            point = painter.target_path((q, r)).boundingRect().center()
            move = painter.probe(state, button.tile, point)
            if move is None:
                continue
            try:
                state.check_move(move)
            except GameError:
                return index, painter.layer.mapToScene(point)
    return None


def test_a_crossed_out_holomino_place_is_refused_as_blocked(qtbot: Any, window: MainWindow) -> None:
    """The place is crossed out on the board; the refusal says so, not that a number of the
    tile must touch a number it has."""
    rng = random.Random(11)
    found = None
    for seed in range(12):
        start(window, "holomino", ["human", "random"], seed=seed)
        for _ in range(40):
            wait_for_human(qtbot, window)
            state = window.controller.state
            assert state is not None
            if window.summaries.summary is not None or state.is_terminal():
                break
            found = _crossed_place(qtbot, window)
            if found is not None:
                break
            window.controller.play_human(rng.choice(sorted(state.legal_moves(), key=str)))
        if found is not None:
            break
    assert found is not None, "no crossed-out place met"
    index, scene_point = found
    click_rack(qtbot, window, index)
    view = window.widgets.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point))
    QApplication.processEvents()
    said = window.widgets.status.text()
    assert "blocked" in said and "no turn" not in said, said


PROBED = [g for g in GAME_IDS if g != "square_domino"]  # a square needs two tiles: no probe


@pytest.mark.parametrize("game_id", PROBED)
def test_a_misfit_click_is_refused_in_words(
    qtbot: Any, window: MainWindow, game_id: str, language: str
) -> None:
    """Select a tile, click a place where it does not fit: the status line says why in
    words, with the numbers that must touch, in the chosen language."""
    index, scene_point, error = _find_misfit(qtbot, window, game_id)
    click_rack(qtbot, window, index)
    view = window.widgets.view
    before = len(window.controller.results)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point))
    QApplication.processEvents()
    assert len(window.controller.results) == before, "the misfit is not played"
    said = window.widgets.status.text()
    assert said == error_text(error, game_id)
    _check_words(said, error, language)


def _check_words(said: str, error: GameError, language: str) -> None:
    assert not NOTATION.search(said), said
    numbers = [error.params[k] for k in ("end", "value", "shows") if k in error.params]
    numbers += list(error.params.get("numbers", ())) + list(error.params.get("need", ()))
    assert all(str(n) in said for n in numbers if isinstance(n, int) and n > 0), said
    if language != "en":
        set_language("en")
        english = error_text(error)
        set_language(language)
        assert said != english, "translated"


def _fit_errors(game_id: str) -> dict[str, GameError]:
    """One engine refusal of each fit kind, from positions of random games: every move that
    differs from a legal one only in its tile (or tiles) is tried."""
    found: dict[str, GameError] = {}
    rng = random.Random(3)
    for seed in range(8):
        state: State = get_game(game_id).new_initial_state(seed=seed)
        for _ in range(30):
            if state.is_terminal() or found.keys() >= GAME_KEYS[game_id]:
                break
            _collect(state, found)
            state.apply(rng.choice(state.legal_moves()))
    return found


def _collect(state: State, found: dict[str, GameError]) -> None:
    """Each legal placement again with other tiles of the hand in its place."""
    module = importlib.import_module(f"holomino_desktop.engine.{state.game.id}")
    name = getattr(module, "tile_name", str)
    hand = [name(t) for t in state.hands[state.current_player]]  # type: ignore[attr-defined]
    others = hand + [f"{a}+{b}" for a, b in itertools.permutations(hand, 2)]
    for text in sorted({str(m) for m in state.legal_moves()})[:30]:
        tiles, _, where = text.partition("@")
        for other in others:
            if where and other.count("+") == tiles.count("+"):
                try:
                    state.check_move(state.parse_move(f"{other}@{where}"))
                except GameError as error:
                    if error.key in FIT_KEYS:
                        found.setdefault(error.key, error)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_fit_refusal_reads_as_words(game_id: str, language: str) -> None:
    """Every kind of fit refusal of each game (found on real positions), in every language:
    no notation, the numbers that matter, translated."""
    errors = _fit_errors(game_id)
    assert errors.keys() >= GAME_KEYS[game_id], sorted(errors)
    for error in errors.values():
        _check_words(error_text(error, game_id), error, language)


@pytest.mark.parametrize("game_id", ["holomino", "hexadomino"])
def test_a_click_beside_the_targets_names_no_cell(
    qtbot: Any, window: MainWindow, game_id: str, language: str
) -> None:
    """Clicks all over the board with a tile selected: on a tile, far from the layout, at its
    edge; what the status line says names no cell ("Plek 3,-2 …", "Place 0,0 is taken")."""
    start(window, game_id, ["human", "random"], seed=2)
    rng = random.Random(5)
    for _ in range(6):  # a few moves in: a layout to click on and around
        wait_for_human(qtbot, window)
        state = window.controller.state
        assert state is not None
        window.controller.play_human(rng.choice(sorted(state.legal_moves(), key=str)))
    wait_for_human(qtbot, window)
    # a tile that can be chosen (one that fits nowhere cannot be, and chooses nothing)
    first = next(i for i, b in enumerate(window.widgets.rack.buttons) if b.isCheckable())
    click_rack(qtbot, window, first)
    view = window.widgets.view
    area = view.viewport().rect()
    said: set[str] = set()
    before = len(window.controller.results)
    for x in range(8, area.width() - 8, max(8, area.width() // 24)):
        for y in range(8, area.height() - 8, max(8, area.height() // 18)):
            if len(window.controller.results) > before:
                break  # a click hit a target and played: enough
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, y))
            said.add(window.widgets.status.text())
            if window.widgets.rack.selected_index() < 0:
                click_rack(qtbot, window, first)
    assert len(said) >= 2, said
    assert not [s for s in said if NOTATION.search(s)], said
