"""The Training menu and the puzzle window on the real main window, board and rack."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QWidget

from holomino_desktop.training.puzzles import Puzzle, start_rating
from holomino_desktop.ui import puzzle_window as pw
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.puzzle_chooser import PuzzleChooser
from holomino_desktop.ui.puzzle_window import PuzzleWindow
from holomino_desktop.ui.review.practice import PracticeWindow
from holomino_desktop.ui.words import i18n

from .modal import AnswerLater


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    return tmp_path / "data"


def _choose_holomino(widget: QWidget) -> None:
    assert isinstance(widget, PuzzleChooser)
    widget.game_box.setCurrentIndex(widget.game_box.findData("holomino"))
    widget.accept()


def _open_puzzles(qtbot, window: MainWindow) -> PuzzleWindow:  # type: ignore[no-untyped-def]
    """Training → Puzzles…, Holomino, any theme and difficulty, OK."""
    answer = AnswerLater(PuzzleChooser, opened=_choose_holomino)
    training = next(a for a in window.menuBar().actions() if a.menu() is window.training.menu)
    assert training.text() == window.training.menu.title()
    window.training.puzzles_action.trigger()
    assert not answer.errors
    opened = window.training.opened[-1]
    qtbot.waitExposed(opened)
    return opened


def _click_move(qtbot, puzzles: PuzzleWindow, move: object) -> None:  # type: ignore[no-untyped-def]
    """Select the move's tile in the rack and click its place on the board, as a person."""
    puzzles.play.show_move(move)  # type: ignore[arg-type]
    key = next(k for k, moves in puzzles.play.targets.items() if move in moves)
    QApplication.processEvents()
    item = puzzles.play.highlights[key]
    centre = item.path().boundingRect().center()
    point = puzzles.widgets.view.mapFromScene(item.mapToScene(centre))
    qtbot.mouseMove(puzzles.widgets.view.viewport(), point)
    qtbot.mouseClick(puzzles.widgets.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _wrong_move(puzzle: Puzzle, puzzles: PuzzleWindow) -> object:
    state = puzzles.controller.state
    assert state is not None
    return next(m for m in state.legal_moves()
                if m != puzzle.answer and type(m).__name__ == "Place")  # fmt: skip


def _solve(qtbot, window: MainWindow) -> tuple[PuzzleWindow, str, str]:  # type: ignore[no-untyped-def]
    puzzles = _open_puzzles(qtbot, window)
    puzzle = puzzles.puzzle
    assert puzzle is not None and puzzle.game_id == "holomino"
    before = puzzles.controller.state.fingerprint()  # type: ignore[union-attr]
    _click_move(qtbot, puzzles, _wrong_move(puzzle, puzzles))
    refused = puzzles.message.text()
    assert puzzles.controller.state.fingerprint() == before  # type: ignore[union-attr]
    _click_move(qtbot, puzzles, puzzle.answer)
    qtbot.waitUntil(lambda: puzzles.solved)
    return puzzles, refused, puzzles.message.text()


def test_training_puzzles_refuses_a_wrong_move_and_praises_the_answer(
    qtbot,
    window: MainWindow,
    data_folder: Path,  # type: ignore[no-untyped-def]
) -> None:
    puzzles, refused, praised = _solve(qtbot, window)
    puzzle = puzzles.puzzle
    assert puzzle is not None
    assert refused.startswith("That is not the move: another one is clearly better.")
    assert "Hint:" in refused
    assert praised.startswith("Well found!")
    assert f"clear best in {puzzle.clear} of {puzzle.deals}" in praised
    saved = json.loads((data_folder / pw.FILE_NAME).read_text(encoding="utf-8"))
    score = saved["games"]["holomino"]
    # the wrong first try is what counts: the rating fell below the start, once
    assert score["tried"] == 1 and score["solved"] == 0
    assert score["rating"] < start_rating("holomino")
    assert puzzles.rating.text().startswith("Your puzzle rating in Holomino: ")
    # English chooses its plural form too: never "puzzle(s)" or "point(s)" on screen
    assert puzzles.rating.text().endswith("(0 puzzles solved)"), puzzles.rating.text()
    assert "(s)" not in praised and "(s)" not in refused


@pytest.mark.parametrize("code", ["pl", "sr"])
def test_the_puzzle_speaks_the_language(qtbot, window: MainWindow, code: str) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language(code)
    try:
        puzzles, refused, praised = _solve(qtbot, window)
        wrong = QCoreApplication.translate(
            "PuzzleWindow", "That is not the move: another one is clearly better."
        )
        well = QCoreApplication.translate("PuzzleWindow", "Well found!")
        assert wrong != "That is not the move: another one is clearly better."
        assert refused.startswith(wrong) and praised.startswith(well)
        assert window.training.menu.title() != "T&raining"
    finally:
        i18n.set_language("en")


def test_solving_at_the_first_try_raises_the_rating(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    puzzles = _open_puzzles(qtbot, window)
    puzzle = puzzles.puzzle
    assert puzzle is not None
    start = puzzles.ratings.ratings.score("holomino").rating
    _click_move(qtbot, puzzles, puzzle.answer)
    qtbot.waitUntil(lambda: puzzles.solved)
    assert puzzles.ratings.ratings.score("holomino").rating > start
    assert puzzles.ratings.ratings.score("holomino").solved == 1


def test_show_me_comes_after_two_wrong_tries(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    puzzles = _open_puzzles(qtbot, window)
    puzzle = puzzles.puzzle
    assert puzzle is not None
    assert not puzzles.show_button.isEnabled()
    _click_move(qtbot, puzzles, _wrong_move(puzzle, puzzles))
    assert not puzzles.show_button.isEnabled()
    _click_move(qtbot, puzzles, _wrong_move(puzzle, puzzles))
    assert puzzles.show_button.isEnabled()
    qtbot.mouseClick(puzzles.show_button, Qt.MouseButton.LeftButton)
    answer_tiles = set(puzzles.play.selected_tiles)
    assert answer_tiles and puzzles.play.cursor_key is not None


def test_puzzle_of_the_day_is_the_same_on_a_date_and_differs_across_dates(
    qtbot,
    window: MainWindow,  # type: ignore[no-untyped-def]
) -> None:
    day = datetime.date(2026, 12, 7)
    first = window.training.open_daily(day)
    again = window.training.open_daily(day)
    other = window.training.open_daily(day + datetime.timedelta(days=1))
    assert first is not None and again is not None and other is not None
    assert first.puzzle is not None and other.puzzle is not None
    assert first.puzzle.id == again.puzzle.id  # type: ignore[union-attr]
    assert first.puzzle.id != other.puzzle.id
    assert first.heading.text()


def test_a_damaged_rating_file_is_set_aside_and_said(
    qtbot, window: MainWindow, data_folder: Path
) -> None:  # type: ignore[no-untyped-def]
    (data_folder / pw.FILE_NAME).write_text("{not json", encoding="utf-8")
    puzzles = _open_puzzles(qtbot, window)
    assert "could not be read" in puzzles.ratings.notice
    assert "could not be read" in puzzles.widgets.status.text()
    assert (data_folder / (pw.FILE_NAME + ".bak")).exists() or any(
        p.name != pw.FILE_NAME for p in data_folder.iterdir()
    )


def test_practise_my_mistakes_opens_the_kept_set_of_the_game(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Training → Practise my mistakes opens the exercises a review kept for the game in the
    window, unsolved first, as the review's own Practise these moves made them."""
    from .helpers import start
    from .test_practice_window import open_from_review

    review, practice = open_from_review(qtbot)  # keeps the game's exercises on disk
    kept = [exercise.index for exercise in practice.queue]
    practice.close()
    review.close()
    start(window, "holomino", ["human", "beginner"], seed=2)
    window.training.practice_action.trigger()  # the menu's own entry
    windows = QApplication.topLevelWidgets()
    [opened] = [w for w in windows if isinstance(w, PracticeWindow) and w.isVisible()]
    assert opened.isVisible()
    assert [exercise.index for exercise in opened.queue] == kept and kept
    opened.close()
