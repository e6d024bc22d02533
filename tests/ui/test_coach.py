"""Hint and coach: the Expert's verdict on a move, the quiet note, the menu entries."""

from __future__ import annotations

from holomino_desktop.engine import get_game
from holomino_desktop.ui.coach import Verdict, judge
from holomino_desktop.ui.main_window import MainWindow

from .helpers import start, wait_for_human


def test_verdict_clearly_better_needs_a_margin() -> None:
    state = get_game("holomino").new_initial_state(seed=1)
    a, b = state.legal_moves()[:2]
    assert Verdict(a, b, 0.70, 0.50).clearly_better()
    assert not Verdict(a, b, 0.52, 0.50).clearly_better()
    assert not Verdict(a, a, 0.9, 0.1).clearly_better()
    assert Verdict(a, b, 0.6, None).clearly_better()  # the Expert did not even study it


def test_judge_uses_the_experts_search_on_the_view() -> None:
    state = get_game("dutch_domino").new_initial_state(seed=2)
    view = state.view(state.current_player)
    played = view.legal_moves()[-1]
    verdict = judge(view, played, budget=0.2)
    assert verdict is not None
    assert verdict.best in view.legal_moves()
    assert 0.0 <= verdict.best_value <= 1.0


def test_coach_note_after_a_human_move(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    comfort = window.comfort
    comfort.set_coach(True)
    assert comfort.coach_action.isChecked() or comfort.coach.enabled
    start(window, "holomino", ["human", "human"], seed=6)
    wait_for_human(qtbot, window)
    comfort.coach.verdict = None
    window.controller.play_human(window.controller.legal_moves()[-1])
    assert comfort.coach.runner.is_busy()  # judged off the GUI thread
    qtbot.waitUntil(lambda: not comfort.coach.runner.is_busy(), timeout=10000)
    if comfort.coach.verdict is not None:
        assert comfort.coach.note.isVisible()
        comfort.coach.note.click()  # shows the better move on the board
        assert comfort.coach._ghost is not None
    comfort.set_coach(False)
    assert not comfort.coach.note.isVisible()


def test_hint_coach_and_statistics_are_in_the_game_menu(window: MainWindow) -> None:
    texts = [a.text().replace("&", "") for a in window.game_menu.actions()]
    assert {"Hint", "Coach", "Statistics…"} <= set(texts)
    files = [a.text().replace("&", "") for a in window.comfort.file_menu.actions()]
    assert {"Open…", "Save", "Save as…", "Recent files", "Replay…"} <= set(files)
