"""The practice window (ui/review/practice.py), opened from the real review window: wrong moves
refused in words, Show me after two, the right move praised; the kept set on disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from holomino_desktop.ai.review import (
    immediate_points,
    review_position,
    review_record,
    review_tasks,
)
from holomino_desktop.engine.base import Move
from holomino_desktop.engine.record import GameRecord
from holomino_desktop.training.practice import ACCEPTED
from holomino_desktop.ui.practice import open_practice
from holomino_desktop.ui.review import ReviewWindow
from holomino_desktop.ui.review.practice import PracticeWindow, practice_path
from holomino_desktop.ui.words import i18n

from ..training.test_practice import careless_record
from .helpers import target_point

BUDGET = 40


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(data))
    return data


_records: dict[str, GameRecord] = {}


def reviewed_record() -> GameRecord:
    """A careless human's Holomino game with its full review stored (as the window keeps it)."""
    if "holomino" not in _records:
        record = careless_record("holomino")
        from holomino_desktop.ai.review import store_review

        store_review(record, review_record(record, budget=BUDGET, seed=1))
        _records["holomino"] = record
    return GameRecord.from_json(json.loads(json.dumps(_records["holomino"].to_json())))


def open_from_review(qtbot, inaccuracies: bool = False) -> tuple[ReviewWindow, PracticeWindow]:  # type: ignore[no-untyped-def]
    review = ReviewWindow(reviewed_record(), start=False)
    qtbot.addWidget(review)
    review.show()
    assert review.practise_button.isEnabled()
    if inaccuracies:
        qtbot.mouseClick(review.inaccuracies_box, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(review.practise_button, Qt.MouseButton.LeftButton)
    practice = review.practice
    assert practice is not None and practice.isVisible()  # deleted when closed: not qtbot's
    return review, practice


def refused_moves(practice: PracticeWindow, count: int) -> list[Move]:
    """Moves the review itself (on the true position) calls neither best nor good, each the
    first variant of its target (one click places it), the move played first."""
    exercise = practice.exercise
    assert exercise is not None
    record = reviewed_record()
    state = next(t.state for t in review_tasks(record, [0]) if t.index == exercise.index)
    painter = practice.board.painter
    assert painter is not None
    played = state.parse_move(exercise.played)
    out = []
    for move in [played] + [m for m in state.legal_moves() if m != played]:
        placement = painter.placement(move)
        if placement is None:
            continue
        first = [m for m in state.legal_moves() if painter.placement(m) == placement]
        if first[0] != move and move != played:
            continue
        points = immediate_points(state.view(0), move)
        found = review_position(state, move, points, exercise.index, iterations=BUDGET, seed=1)
        if found.verdict not in ACCEPTED:
            out.append(move)
        if len(out) == count:
            return out
    raise AssertionError("not enough refused moves")


def click_move(qtbot, practice: PracticeWindow, move: Move) -> None:  # type: ignore[no-untyped-def]
    """Click the move's tile on the rack, then its place on the board (turning it first)."""
    painter = practice.board.painter
    assert painter is not None
    tile = painter.move_tiles(move)[0]
    index = [b.tile for b in practice.widgets.rack.buttons].index(tile)
    qtbot.mouseClick(practice.widgets.rack.buttons[index], Qt.MouseButton.LeftButton)
    placement = painter.placement(move)
    assert placement is not None
    key = placement[1]
    viewport = practice.widgets.view.viewport()
    point = target_point(practice, key)  # type: ignore[arg-type]
    qtbot.mouseMove(viewport, point)
    for _ in range(practice.play.targets[key].index(move)):
        practice.play.cycle_variant(1)  # the wheel over the target
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)


def wait_judged(qtbot, practice: PracticeWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not practice.judge.busy, timeout=60000)
    QApplication.processEvents()


def test_practise_a_wrong_move_twice_then_show_me_then_the_right_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    review, practice = open_from_review(qtbot)
    first = practice.exercise
    assert first is not None and first.verdict == "mistake"
    assert practice.windowTitle() == "Practice — Holomino"
    assert practice.widgets.log_title.text().startswith("Exercise 1 of ")
    assert practice.task.text().startswith("You played ") and "mistake" in practice.task.text()
    assert not practice.show_button.isEnabled()
    wrong, other = refused_moves(practice, 2)
    click_move(qtbot, practice, wrong)
    wait_judged(qtbot, practice)
    assert practice.verdict.text().startswith("Not this one: ")
    assert "Try another move." in practice.verdict.text()
    assert not practice.show_button.isEnabled()  # one wrong try: no answer yet
    click_move(qtbot, practice, other)
    wait_judged(qtbot, practice)
    assert practice.verdict.text().startswith("Not this one: ")
    assert practice.exercise is first and practice.controller.state is not None  # still here
    assert practice.show_button.isEnabled()
    qtbot.mouseClick(practice.show_button, Qt.MouseButton.LeftButton)
    wait_judged(qtbot, practice)
    answer = first.answer()
    assert practice.verdict.text().startswith("The review's move: ")
    assert practice.play.ghost is not None  # the hint's ghost tile, on the answer's place
    painter = practice.board.painter
    assert painter is not None and practice.play.cursor_key == painter.placement(answer)[1]  # type: ignore[index]
    assert "point" in practice.reason.text()
    # the shown move, placed with the Place button as after a hint
    qtbot.mouseClick(practice.widgets.place_button, Qt.MouseButton.LeftButton)
    wait_judged(qtbot, practice)
    assert practice.verdict.text().startswith("Well played: ")
    assert first.solved and practice.exercise is not first  # the next exercise came
    kept = json.loads(practice_path("holomino").read_text(encoding="utf-8"))
    assert kept["exercises"][0]["solved"] is True
    last = practice.exercise
    assert last is not None and len(practice.queue) == 2
    practice.controller.play_human(last.answer())  # where a click on the board sends it
    wait_judged(qtbot, practice)
    assert practice.verdict.text().endswith("\nEvery exercise of this set is solved.")
    practice.close()
    review.close()


def test_practice_in_polish(qtbot) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("pl")
    try:
        review, practice = open_from_review(qtbot)
        assert review.practise_button.text() != "Practise these moves"
        assert practice.show_button.text() != "Show me"
        (wrong,) = refused_moves(practice, 1)
        click_move(qtbot, practice, wrong)
        wait_judged(qtbot, practice)
        refused = practice.verdict.text()
        assert refused.startswith("Nie ten: ") and "ocena analizy: błąd." in refused
        practice.close()
        review.close()
    finally:
        i18n.set_language("en")


def test_the_kept_set_comes_back_after_a_restart_unsolved_first(qtbot) -> None:  # type: ignore[no-untyped-def]
    review, practice = open_from_review(qtbot, inaccuracies=True)
    count = len(practice.queue)
    assert count >= 2 and {e.verdict for e in practice.queue} >= {"mistake", "inaccuracy"}
    practice.queue[0].solved = True
    practice._save()
    practice.close()
    review.close()
    again = open_practice(None, "holomino")  # as a menu opens it, another time
    assert len(again.queue) == count
    assert again.exercise is not None and not again.exercise.solved
    assert again.queue[-1].solved
    again.close()


def test_a_damaged_set_is_set_aside_and_said(qtbot, data_folder: Path) -> None:  # type: ignore[no-untyped-def]
    data_folder.mkdir(parents=True, exist_ok=True)
    path = data_folder / "practice-holomino.json"
    path.write_text('{"version": 1, "game": "holomino", "exercises": [{"seat": ', "utf-8")
    practice = open_practice(None, "holomino")
    assert practice.verdict.text().startswith("The practice file was damaged")
    backups = [p.name for p in data_folder.iterdir() if ".corrupt-" in p.name]
    assert len(backups) == 1 and backups[0] in practice.verdict.text()
    assert not path.exists() and practice.exercise is None
    assert practice.task.text().startswith("No moves of Holomino are kept to practise yet")
    practice.close()


def test_a_practice_save_cut_short_leaves_no_stray_file(data_folder: Path) -> None:
    """A kill during a save of a practice set leaves ``write_atomic``'s temporary file: the next
    start removes it, as it does the autosave's."""
    import os
    import time

    from holomino_desktop.ui import persistence

    data_folder.mkdir(parents=True, exist_ok=True)
    stray = data_folder / ".practice-square_domino.json.a1b2c3d4.tmp"
    stray.write_text("half a set", encoding="utf-8")
    kept = data_folder / "practice-square_domino.json"
    kept.write_text("{}", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stray, (old, old))
    os.utime(kept, (old, old))
    assert persistence.remove_stray_temp_files(data_folder) == 1
    assert not stray.exists() and kept.exists()


def test_a_quick_review_offers_no_practice(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A quick review counts points and judges no move: nothing to practise."""
    from holomino_desktop.ai.review import store_review

    record = reviewed_record()
    store_review(record, review_record(record, quick=True))
    review = ReviewWindow(record, start=False)
    qtbot.addWidget(review)
    assert not review.practise_button.isEnabled()
    assert not review.inaccuracies_box.isEnabled()
