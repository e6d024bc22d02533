"""The interactive tutorials: every lesson is completed by clicks, wrong moves are explained, every
lesson position is legal for its engine, progress is remembered, the entry points exist.

The click-through tests run in every language that has a compiled translation.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import Move
from holomino_desktop.tutorial import available_lessons, judge, load_lesson
from holomino_desktop.tutorial.lessons import Lesson, Step, expected_moves
from holomino_desktop.tutorial.positions import build, describe
from holomino_desktop.tutorial.progress import Progress
from holomino_desktop.tutorial.strings import STRINGS, text
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.tutorial_panel import TutorialPanel
from holomino_desktop.ui.words.i18n import available_languages, set_language
from holomino_desktop.ui.words.move_words import describe_hint, describe_move

from .helpers import click_rack, human_turn, target_point, wait_for_human

GAMES = available_lessons()
LANGUAGES = [code for code, _ in available_languages()]


#: how a line of praise begins, per language ("Well done! / Well done!" praised twice)
PRAISE = {
    "en": ("Well done", "Well played", "Good", "Great", "Right", "Excellent"),
    "nl": ("Goed", "Prima", "Mooi"),
    "pl": ("Dobrze", "Brawo", "Świetnie"),
    "sr": ("Dobro", "Bravo", "Odlično"),
    "sr_Cyrl": ("Добро", "Браво", "Одлично"),
}


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    code = set_language(request.param)
    yield code
    set_language("en")


def panel_of(window: MainWindow) -> TutorialPanel:
    panel = window.tutorials
    assert isinstance(panel, TutorialPanel)
    return panel


# -- the data -----------------------------------------------------------------------------------
def test_there_is_a_lesson_for_every_game() -> None:
    assert GAMES == ["holomino", "triominos", "hexadomino", "square_domino", "dutch_domino"]


@pytest.mark.parametrize("game_id", GAMES)
def test_lesson_has_five_to_twelve_steps_ending_with_a_guided_game(game_id: str) -> None:
    lesson = load_lesson(game_id)
    assert 5 <= len(lesson.steps) <= 12
    assert lesson.steps[-1].guided is not None
    assert lesson.steps[-1].guided.level == "beginner" and lesson.steps[-1].guided.hints
    assert all(step.guided is None for step in lesson.steps[:-1])
    assert len({step.id for step in lesson.steps}) == len(lesson.steps)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_id_of_a_lesson_has_a_translatable_string(game_id: str) -> None:
    lesson = load_lesson(game_id)
    ids = [lesson.title]
    for step in lesson.steps:
        ids += [step.title, step.prompt, step.done] + ([step.hint] if step.guided is None else [])
    assert all(i in STRINGS for i in ids), [i for i in ids if i not in STRINGS]


def _placement_replay_is_legal(lesson: Lesson, step: Step) -> None:
    """Rebuild the table one piece at a time: every piece after the first is a legal move.

    Holomino, Triominos, square domino and Holandski domino constructors check this themselves;
    Hexadomino's ``arrange`` does not, so it is checked here by offering each stone in turn.
    """
    position = step.position
    assert position is not None
    if lesson.game_id != "hexadomino":
        return
    board = position["board"]
    for n in range(1, len(board)):
        tile, q, r, rotation = board[n]
        prefix = {"board": board[:n], "hands": [[tile], []], "player": 0}
        state = build("hexadomino", lesson.options_for(step), prefix)
        state.check_move(state.parse_move(f"{tile}@{q},{r}/{rotation}"))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_lesson_position_is_legal_for_the_engine(game_id: str) -> None:
    lesson = load_lesson(game_id)
    for step in lesson.steps:
        if step.guided is not None:
            get_game(game_id, **lesson.options, **step.guided.options)  # the options exist
            continue
        game = get_game(game_id, **lesson.options_for(step))
        state = lesson.state_for(step)
        assert not state.is_terminal()
        assert state.current_player == 0, f"{step.id}: the learner (seat 0) moves first"
        census = state.tile_census()
        assert sorted(t for tiles in census.values() for t in tiles) == sorted(game.tile_ids())
        legal = state.legal_moves()
        wanted = expected_moves(state, step)
        assert wanted, f"{step.id}: no expected move"
        assert all(m in legal for m in wanted), f"{step.id}: an expected move is illegal"
        for move in wanted:
            assert judge(state, step, move).ok
        # the position reads back to the same data (it is the engine's own position)
        again = build(game_id, lesson.options_for(step), describe(state))
        assert again.fingerprint() == state.fingerprint()
        _placement_replay_is_legal(lesson, step)


@pytest.mark.parametrize("game_id", GAMES)
def test_each_lesson_has_a_step_where_a_wrong_move_is_possible(game_id: str) -> None:
    lesson = load_lesson(game_id)
    assert _wrong_step(lesson) is not None


def _wrong_step(lesson: Lesson) -> tuple[int, Move] | None:
    """The first step with a legal move that is not the asked-for one, and that move."""
    for index, step in enumerate(lesson.steps):
        if step.guided is not None:
            continue
        state = lesson.state_for(step)
        wanted = expected_moves(state, step)
        others = [m for m in state.legal_moves() if m not in wanted]
        if others:
            return index, others[0]
    return None


def test_progress_is_kept_in_a_file_when_no_settings_are_given(tmp_path: Any) -> None:
    path = tmp_path / "progress.json"
    progress = Progress(path)
    progress.mark_done("holomino", "hole")
    progress.set_current("holomino", 3)
    again = Progress(path)
    assert again.done_steps("holomino") == ["hole"]
    assert again.current("holomino") == 3


# -- driving the window -------------------------------------------------------------------------
def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def wait_hint(window: MainWindow, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while window.hints.hint_runner.is_busy():
        QApplication.processEvents()
        assert time.monotonic() < deadline, "the hint did not come"
        time.sleep(0.002)
    settle()


def rack_index(window: MainWindow, tile: int) -> int:
    return [b.tile for b in window.widgets.rack.buttons].index(tile)


def play_by_clicks(qtbot: Any, window: MainWindow, move: Move) -> None:
    """Play ``move`` as a person would: its tile in the rack, then its place or its button."""
    painter = window.board.painter
    assert painter is not None
    placement = painter.placement(move)
    if placement is None:
        kind, tile = painter.action(move)
        if tile is not None:
            click_rack(qtbot, window, rack_index(window, tile))
        button = window.play.action_buttons[kind]
        assert button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        settle()
        return
    tile = painter.move_tiles(move)[0]
    if window.play.selected_tile != tile:
        click_rack(qtbot, window, rack_index(window, tile))
    key = placement[1]
    assert key in window.play.targets, "the asked-for place must be highlighted"
    settle()
    point = target_point(window, key)
    qtbot.mouseMove(window.widgets.view.viewport(), point)  # hovering shows the first variant
    settle()
    assert target_point(window, key) == point, "the board moved under the mouse"
    variants = window.play.targets[key]
    if move in variants:  # turn the tile (the Turn button) until the ghost is this move
        for _ in range(len(variants)):
            if variants[window.play.variant % len(variants)] == move:
                break
            qtbot.mouseClick(window.widgets.rotate_button, Qt.MouseButton.LeftButton)
        assert variants[window.play.variant % len(variants)] == move
    qtbot.mouseClick(window.widgets.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    settle()


def close_summary(window: MainWindow) -> None:
    if window.summaries.summary is not None:
        window.summaries.summary.reject()
        settle()


def play_step(qtbot: Any, window: MainWindow, panel: TutorialPanel) -> None:
    step = panel.step
    assert step is not None and step.guided is None
    state = window.controller.state
    assert state is not None
    wanted = expected_moves(state, step)
    play_by_clicks(qtbot, window, wanted[0])
    assert panel.step_done, f"{step.id}: not completed: {panel.feedback.text()}"
    assert len(window.controller.results) == 1
    close_summary(window)


def play_guided(qtbot: Any, window: MainWindow, panel: TutorialPanel) -> None:
    step = panel.step
    assert step is not None and step.guided is not None
    rng = random.Random(5)
    hints = 0
    for _ in range(60):
        if panel.step_done:
            assert hints, "hints are on in the guided game"
            return
        wait_for_human(qtbot, window)
        if window.summaries.summary is not None:
            close_summary(window)
            continue
        wait_hint(window)
        before = len(window.controller.results)
        if window.widgets.place_button.isEnabled():  # hints are on: the Expert's move is aimed at
            hints += 1
            qtbot.mouseClick(window.widgets.place_button, Qt.MouseButton.LeftButton)
        else:
            window.widgets.rack.select(-1)
            human_turn(qtbot, window, rng)
        settle()
        assert len(window.controller.results) > before
    assert hints, "hints are on in the guided game"
    raise AssertionError("the guided game did not finish the tutorial")


@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_completed_by_clicks(
    qtbot: Any, window: MainWindow, settings: QSettings, game_id: str, language: str
) -> None:
    window.hints.hint_budget = 0.05  # the Expert's hints, quickly
    panel = panel_of(window)
    panel.start(game_id, 0)
    assert panel.isVisible()
    lesson = load_lesson(game_id)
    for index, step in enumerate(lesson.steps):
        assert panel.index == index
        assert panel.prompt.text() == text(step.prompt)
        if step.guided is not None:
            play_guided(qtbot, window, panel)
        else:
            play_step(qtbot, window, panel)
            lines = panel.feedback.text().split("\n")
            praised = [line for line in lines if line.startswith(PRAISE[language])]
            assert len(praised) == 1, f"{step.id}: praised {len(praised)} times: {lines}"
        assert panel.feedback.text()
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        settle()
    assert not panel.isVisible(), "Finish closes the tutorial"
    assert window.controller.move_filter is None
    progress = Progress(store=settings)
    assert progress.is_complete(game_id, [s.id for s in lesson.steps])


@pytest.mark.parametrize("game_id", GAMES)
def test_wrong_move_is_undone_and_explained(qtbot: Any, window: MainWindow, game_id: str) -> None:
    lesson = load_lesson(game_id)
    found = _wrong_step(lesson)
    assert found is not None
    index, wrong = found
    panel = panel_of(window)
    panel.start(game_id, index)
    before = window.controller.state
    assert before is not None
    fingerprint = before.fingerprint()
    play_by_clicks(qtbot, window, wrong)
    state = window.controller.state
    assert state is not None
    assert window.controller.results == [], "the wrong move is not played"
    assert state.fingerprint() == fingerprint
    assert panel.misses == 1 and not panel.step_done
    explanation = panel.feedback.text()
    assert "Not quite" in explanation or "not allowed" in explanation
    step = lesson.steps[index]
    assert text(step.hint) in explanation
    # a second miss: the program shows the move (its tile selected, its place aimed at)
    play_by_clicks(qtbot, window, wrong)
    assert panel.misses == 2
    wanted = expected_moves(state, step)
    painter = window.board.painter
    assert painter is not None
    assert (
        window.play.selected_tile in painter.move_tiles(wanted[0])
        or painter.placement(wanted[0]) is None
    )
    assert panel.marks or panel.marked_button is not None
    play_by_clicks(qtbot, window, wanted[0])
    assert panel.step_done


@pytest.mark.parametrize("game_id", GAMES)
def test_show_me_outlines_a_legal_expected_move_in_every_step(
    qtbot: Any, window: MainWindow, game_id: str
) -> None:
    """For every step, "Show me" selects the asked-for tile and rings only places (or buttons)
    of expected moves, all of them legal in the step's position on the real engine."""
    lesson = load_lesson(game_id)
    panel = panel_of(window)
    window.hints.hint_budget = 0.05
    for index, step in enumerate(lesson.steps):
        if step.guided is not None:
            _guided_step_outlines_only_legal_moves(qtbot, window, panel, game_id, index)
            continue
        panel.start(game_id, index)
        state, painter = window.controller.state, window.board.painter
        assert state is not None and painter is not None
        legal = state.legal_moves()
        wanted = expected_moves(state, step)
        assert wanted and all(m in legal for m in wanted), step.id
        legal_keys = {p[1] for p in map(painter.placement, legal) if p is not None}
        # the rings a step shows as it opens (highlight steps) are legal places too
        assert all(
            any(mark.path() == painter.target_path(k) for k in legal_keys) for mark in panel.marks
        )
        panel.show_expected()
        settle()
        placements = [painter.placement(m) for m in wanted]
        rings = {placement[1] for placement in placements if placement is not None}
        shown = [mark.path() for mark in panel.marks]
        assert len(shown) <= len(rings), step.id
        assert all(any(path == painter.target_path(key) for key in rings) for path in shown)
        assert bool(shown) == bool(rings), step.id
        if not rings:
            assert panel.marked_button is not None and panel.marked_button.isEnabled(), step.id
        else:
            assert window.play.selected_tile in {t for m in wanted for t in painter.move_tiles(m)}
    panel.leave()


def ringed_places(window: MainWindow, panel: TutorialPanel) -> list[Any]:
    """The board places the tutorial rings, each one checked to be a place the selected tiles
    can go (a highlighted target of the selection)."""
    painter = window.board.painter
    assert painter is not None
    places = []
    for mark in panel.marks:
        found = [k for k in window.play.targets if painter.target_path(k) == mark.path()]
        assert found, f"a ring where the selected tiles {window.play.selected_tiles} do not go"
        places.append(found[0])
    return places


def click_place(qtbot: Any, window: MainWindow, key: Any) -> None:
    """Point at a place and click it, as a learner does (a second click when the first only
    aimed at one of several ways to lay the tile there)."""
    point = target_point(window, key)
    viewport = window.widgets.view.viewport()
    qtbot.mouseMove(viewport, point)
    settle()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    settle()
    if not window.controller.results and window.play.cursor_key == key:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        settle()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_show_me_ring_takes_the_selected_tile(
    qtbot: Any, window: MainWindow, game_id: str
) -> None:
    """Issue 42: "Show me" ringed places where the selected tile does not fit (Holomino steps
    1 and 3, Hexadomino 1, square domino 1). For every step, each ring is clicked in turn on
    the step's fresh position: the tile goes there and the step is done, never refused."""
    lesson = load_lesson(game_id)
    panel = panel_of(window)
    rings = 0
    for index, step in enumerate(lesson.steps):
        if step.guided is not None:
            continue
        panel.start(game_id, index)
        settle()
        ringed_places(window, panel)  # the rings a step opens with fit the selected tile too
        qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
        settle()
        for key in ringed_places(window, panel):
            panel.start(game_id, index)  # the step again, for each ring
            qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
            settle()
            assert key in ringed_places(window, panel)
            click_place(qtbot, window, key)
            feedback = panel.feedback.text()
            assert len(window.controller.results) == 1, (step.id, key, feedback)
            assert panel.step_done and panel.misses == 0, (step.id, key, feedback)
            rings += 1
    assert rings >= len(lesson.steps) // 2
    panel.leave()


def test_show_me_then_a_click_where_the_tile_does_not_fit_says_why_in_words(
    qtbot: Any, window: MainWindow
) -> None:
    """The click of issue 42: Holomino step 1, Show me (tile 256), the lower-left place -1,1.
    It is not ringed now; the refusal names the numbers that must touch, not notation."""
    panel = panel_of(window)
    panel.start("holomino", 0)
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    settle()
    painter = window.board.painter
    assert painter is not None
    assert painter.move_tiles(expected_moves(window.state, panel.step)[0]) == (
        window.play.selected_tile,
    )
    assert (-1, 1) not in ringed_places(window, panel)
    path = painter.target_path((-1, 1))
    point = window.widgets.view.mapFromScene(painter.layer.mapToScene(path.boundingRect().center()))
    qtbot.mouseClick(window.widgets.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    settle()
    assert window.controller.results == []
    feedback = panel.feedback.text()
    assert "a 4 of this tile must touch the 4 on the board" in feedback, feedback
    assert "-1,1" not in feedback and "E=4" not in feedback
    panel.leave()


def test_rings_follow_the_learners_choice_of_tile(qtbot: Any, window: MainWindow) -> None:
    """Rings stay true when the learner picks another tile: only places that tile can take
    (Holomino step 1 asks for any of several tiles, each with its own places)."""
    panel = panel_of(window)
    panel.start("holomino", 0)
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    settle()
    assert ringed_places(window, panel)
    shown = window.play.selected_tile
    counts = set()
    for index in range(len(window.widgets.rack.buttons)):
        click_rack(qtbot, window, index)
        settle()
        counts.add(len(ringed_places(window, panel)))  # each checked against the new tile
    assert len(counts) > 1, "different tiles fit different ringed places"
    click_rack(qtbot, window, rack_index(window, shown))  # the tile shown first: rings again
    settle()
    assert ringed_places(window, panel)
    # step 2 asks for one tile: another tile has no ring, and the asked-for one gets them back
    panel.start("holomino", load_lesson("holomino").step_index("match"))
    asked = window.play.selected_tile
    assert asked is not None and ringed_places(window, panel)
    other = next(i for i, b in enumerate(window.widgets.rack.buttons) if b.tile != asked)
    click_rack(qtbot, window, other)
    settle()
    assert ringed_places(window, panel) == []
    click_rack(qtbot, window, rack_index(window, asked))
    settle()
    assert ringed_places(window, panel)
    panel.leave()


def _guided_step_outlines_only_legal_moves(
    qtbot: Any, window: MainWindow, panel: TutorialPanel, game_id: str, index: int
) -> None:
    """The guided game has no "Show me" (the button is off, nothing is ringed); what it shows
    is the Expert's hint, a legal move aimed at on the board."""
    panel.start(game_id, index)
    assert not panel.show_button.isEnabled()
    panel.show_expected()
    assert panel.marks == [] and panel.marked_button is None
    wait_for_human(qtbot, window)
    wait_hint(window)
    state, painter = window.controller.state, window.board.painter
    assert state is not None and painter is not None
    key = window.play.cursor_key
    if key is not None:
        shown = window.play.targets[key][window.play.variant % len(window.play.targets[key])]
        assert shown in state.legal_moves()


def test_replay_step_restores_its_position(qtbot: Any, window: MainWindow) -> None:
    panel = panel_of(window)
    panel.start("holomino", 0)
    state = window.controller.state
    assert state is not None
    start = state.fingerprint()
    play_step(qtbot, window, panel)
    assert window.controller.state is not None
    assert window.controller.state.fingerprint() != start
    qtbot.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)
    assert window.controller.state is not None
    assert window.controller.state.fingerprint() == start
    assert not panel.step_done and window.controller.results == []


def test_progress_is_remembered_between_windows(
    qtbot: Any, window: MainWindow, settings: QSettings
) -> None:
    panel = panel_of(window)
    panel.start("triominos", 0)
    play_step(qtbot, window, panel)
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert panel.index == 1
    other = MainWindow(settings, start=False)
    qtbot.addWidget(other)
    try:
        again = panel_of(other)
        again.start("triominos")
        assert again.index == 1, "the tutorial resumes where the learner left it"
        assert "✓" in again.steps.item(0).text()
    finally:
        other.controller.shutdown()


def test_help_menu_lists_every_tutorial(window: MainWindow) -> None:
    panel = panel_of(window)
    assert list(panel.menu_actions) == GAMES
    help_actions = window.help_menu.actions()
    assert panel.menu.menuAction() in help_actions
    panel.menu_actions["hexadomino"].trigger()
    assert panel.isVisible() and panel.lesson is not None
    assert panel.lesson.game_id == "hexadomino"
    panel.leave()
    assert not panel.isVisible()
    assert window.controller.move_filter is None


@pytest.mark.parametrize("code", ["en", "pl", "nl"])
def test_each_tutorial_has_one_name_in_the_menu_and_in_its_panel(
    window: MainWindow, code: str
) -> None:
    """Help → Tutorials says what the panel's title says ("Learn Domino kwadratowe" in both,
    never "Learn square domino" in one), and both name the game as the game list does."""
    set_language(code)
    try:
        QApplication.processEvents()
        panel = panel_of(window)
        for game_id, action in panel.menu_actions.items():
            action.trigger()
            QApplication.processEvents()
            assert panel.title.text() == action.text(), game_id
            panel.leave()
        if code == "en":
            assert panel.menu_actions["square_domino"].text() == "Learn Domino kwadratowe"
    finally:
        set_language("en")


def test_tutorial_is_suggested_the_first_time_a_game_is_chosen(
    qtbot: Any, window: MainWindow
) -> None:
    from holomino_desktop.ui.dialogs.new_game import default_config

    panel = panel_of(window)
    window.start_game(default_config("square_domino"))
    assert panel.suggestion.isVisible()
    qtbot.mouseClick(panel.suggestion, Qt.MouseButton.LeftButton)
    assert panel.isVisible() and panel.lesson is not None
    assert panel.lesson.game_id == "square_domino"
    panel.leave()
    window.start_game(default_config("square_domino"))
    assert not panel.suggestion.isVisible(), "only the first time"


def test_click_where_the_tile_does_not_fit_is_explained_by_the_engine(
    qtbot: Any, window: MainWindow
) -> None:
    lesson = load_lesson("holomino")
    index = lesson.step_index("match")
    panel = panel_of(window)
    panel.start("holomino", index)
    state = window.controller.state
    painter = window.board.painter
    assert state is not None and painter is not None
    wanted = expected_moves(state, lesson.steps[index])
    tile = painter.move_tiles(wanted[0])[0]
    assert window.play.selected_tile == tile, "the step marks its tile by selecting it"
    # a place where another tile fits but the marked one does not
    keys = {painter.placement(m)[1] for m in state.legal_moves() if painter.placement(m)}
    wrong_keys = sorted((k for k in keys if k not in window.play.targets), key=repr)
    assert wrong_keys
    path = painter.target_path(wrong_keys[0])
    scene_point = painter.layer.mapToScene(path.boundingRect().center())
    point = window.widgets.view.mapFromScene(scene_point)
    qtbot.mouseClick(window.widgets.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    settle()
    assert window.controller.results == []
    assert panel.misses == 1
    feedback = panel.feedback.text()
    assert "not allowed" in feedback and "does not fit" in feedback, feedback


def test_a_new_game_ends_the_tutorial(qtbot: Any, window: MainWindow) -> None:
    from holomino_desktop.ui.dialogs.new_game import default_config

    panel = panel_of(window)
    panel.start("dutch_domino", 1)
    assert window.controller.move_filter is not None
    window.start_game(default_config("holomino"))
    assert not panel.isVisible() and panel.lesson is None
    assert window.controller.move_filter is None
    assert not window.controller.held()


def _assert_panel_shows(
    window: MainWindow, panel: TutorialPanel, lesson: Lesson, index: int
) -> None:
    """The panel shows step ``index``: its exact texts, and the board holds its position."""
    step = lesson.steps[index]
    assert panel.index == index
    assert panel.prompt.text() == text(step.prompt)
    assert panel.step_label.text() == (
        f"Step {index + 1} of {len(lesson.steps)}: {text(step.title)}"
    )
    assert not panel.step_done and not panel.feedback.isVisible()
    state = window.controller.state
    assert state is not None
    if step.guided is None:
        assert window.controller.results == []
        assert state.fingerprint() == lesson.state_for(step).fingerprint(), step.id
    else:  # a fresh game of the guided seed; the Beginner may have opened it
        assert window.controller.config.seed == step.guided.seed
        assert all(result.player == 1 for result in window.controller.results)
    assert window.summaries.summary is None
    assert QApplication.activeModalWidget() is None, "nothing covers the panel"


@pytest.mark.parametrize("game_id", GAMES)
def test_next_button_leads_through_every_step_of_every_tutorial(
    qtbot: Any, window: MainWindow, game_id: str
) -> None:
    """Played as a person would: the step's move through the window, then the panel's button.
    After each click the panel shows exactly the next step, in that step's position; no dialog
    of the normal game (a round or match summary) stands between the learner and the button."""
    window.hints.hint_budget = 0.05
    lesson = load_lesson(game_id)
    panel = panel_of(window)
    panel.start(game_id, 0)
    _assert_panel_shows(window, panel, lesson, 0)
    for index, step in enumerate(lesson.steps):
        if step.guided is not None:
            play_guided(qtbot, window, panel)
        else:
            state = window.controller.state
            assert state is not None
            play_by_clicks(qtbot, window, expected_moves(state, step)[0])
            assert panel.step_done, f"{step.id}: {panel.feedback.text()}"
        assert window.summaries.summary is None, f"{step.id}: a summary covers the panel"
        assert QApplication.activeModalWidget() is None, step.id
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        settle()
        if index + 1 < len(lesson.steps):
            _assert_panel_shows(window, panel, lesson, index + 1)
    assert not panel.isVisible() and panel.lesson is None


@pytest.mark.parametrize("game_id", GAMES)
def test_no_coach_and_the_lessons_own_hint_inside_a_tutorial(
    qtbot: Any, window: MainWindow, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the coach on, a lesson's move gets no "a better move was…" note (the Expert is made
    to prefer another move, so a coach that judged would speak); the Hint action in a lesson
    step gives the step's own hint and shows its move, and the Expert is not asked."""
    import holomino_desktop.ui.coach as coach_module

    def other_move_first(view: Any, budget: float, cancel: Any) -> list[Any]:
        moves = view.legal_moves()
        return [(moves[-1], 0.95), *((m, 0.05) for m in moves[:-1])]

    monkeypatch.setattr(coach_module, "rank_moves", other_move_first)
    window.comfort.set_coach(True)
    lesson = load_lesson(game_id)
    panel = panel_of(window)
    index = next(i for i, s in enumerate(lesson.steps) if s.guided is None and s.hint)
    step = lesson.steps[index]
    panel.start(game_id, index)
    window.widgets.rack.select(-1)
    window.comfort.hint_action.trigger()
    assert not window.hints.hint_runner.is_busy(), "the Expert is not asked in a lesson"
    state = window.controller.state
    painter = window.board.painter
    assert state is not None and painter is not None
    wanted = expected_moves(state, step)[0]
    words = describe_move(state, wanted)
    hint, move_line = panel.feedback.text().split("\n")
    assert hint == text(step.hint)
    assert move_line.startswith(f"The move: {words}")
    assert move_line == f"The move: {describe_hint(state, wanted)}"  # words, no notation after
    if painter.placement(wanted) is not None:
        assert window.play.selected_tile in painter.move_tiles(wanted)
        assert window.play.cursor_key == painter.placement(wanted)[1]
    play_by_clicks(qtbot, window, wanted)
    assert panel.step_done
    coach = window.comfort.coach
    assert not coach.runner.is_busy() and coach.request == -1, "the coach did not judge"
    settle()
    assert not coach.note.isVisible() and coach.verdict is None
    # the guided game at the end: still no coach
    guided = next(i for i, s in enumerate(lesson.steps) if s.guided is not None)
    window.hints.hint_budget = 0.05
    panel.start(game_id, guided)
    wait_for_human(qtbot, window)
    wait_hint(window)
    window.controller.play_human(window.controller.legal_moves()[0])
    assert not coach.runner.is_busy() and coach.request == -1
    panel.leave()
