"""The review window (ui/review/): chart, table, costliest moves, worker, hooks, PNG."""

from __future__ import annotations

import os
import random
import re
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from holomino_desktop.ai.greedy import GreedyPlayer
from holomino_desktop.ai.ismcts import ExpertPlayer
from holomino_desktop.ai.review import review_record, store_review
from holomino_desktop.engine import GAME_IDS, get_game
from holomino_desktop.engine.record import GameRecord, Seat
from holomino_desktop.ui.dialogs.summary import SummaryDialog
from holomino_desktop.ui.replay import ReplayViewer
from holomino_desktop.ui.review import ReviewWindow
from holomino_desktop.ui.review.table import MISSED_COLUMN
from holomino_desktop.ui.words import i18n

from ..special_files import make_special, node
from .helpers import play_to_end, start


def played_record(game_id: str = "holomino", seed: int = 3) -> GameRecord:
    """A finished game: a careless human (random moves) against the Intermediate."""
    game = get_game(game_id)
    state = game.new_initial_state(seed=seed)
    seats = [Seat("Ana")] + [
        Seat(f"CPU {p}", "ai", "intermediate") for p in range(1, game.num_players)
    ]
    record = GameRecord.start(game, seed, seats)
    rng, cpu = random.Random(seed), GreedyPlayer(seed=1)
    while not state.is_terminal():
        view = state.view(state.current_player)
        move = (
            rng.choice(view.legal_moves()) if state.current_player == 0 else cpu.choose_move(view)
        )
        record.moves.append(str(move))
        state.apply(move)
    record.finish(state)
    return record


def reviewed_window(qtbot, record: GameRecord, budget: int = 40) -> ReviewWindow:  # type: ignore[no-untyped-def]
    store_review(record, review_record(record, budget=budget, seed=1))
    window = ReviewWindow(record)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_chart_has_a_point_per_move_ending_on_the_final_scores(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    record = played_record(game_id)
    store_review(record, review_record(record, quick=True))
    window = ReviewWindow(record)
    qtbot.addWidget(window)
    line = window.chart.line
    assert line is not None
    assert len(line.scores) == len(record.moves) + 1
    if game_id == "dutch_domino":  # kružići are counted up, as the match counts them
        assert line.final == [-score for score in record.result["scores"]]
        assert window.chart.unit == "Kružići"
        assert all(value >= 0 for value, _ in window.chart.score_marks())
        said = window.chart.accessibleDescription().split(":", 1)[1]
        assert "-" not in said and "\u2212" not in said
    else:
        assert line.final == record.result["scores"]
        assert window.chart.unit == ""
    humans = line.movers.count(0)
    assert window.table.rowCount() == humans
    assert window.status.text() == "Stored review"  # opened at once, no analysis
    assert not window.runner.running


def test_clicking_the_chart_and_the_table_moves_the_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = played_record("holomino")
    window = reviewed_window(qtbot, record)
    assert window.index == len(record.moves)  # opens on the end of the game
    chart = window.chart
    target = chart.point(5, 0.0, 0.0, 1.0)
    qtbot.mouseClick(
        chart, Qt.MouseButton.LeftButton, pos=QPointF(target.x(), chart.height() / 2).toPoint()
    )
    assert window.index == 5 and chart.current == 5
    assert "Move 5 · " in window.describe(5)
    assert window.played(4, record.moves[4]) in window.describe(5)  # the move in words
    window.table.selectRow(2)
    first = window.table.indices[2]
    assert window.index == first + 1  # the position after that move


def test_show_on_board_draws_the_better_move_as_a_ghost(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = played_record("holomino")
    window = reviewed_window(qtbot, record)
    review = window.review
    assert review is not None
    costly = review.costliest()
    assert costly and costly[0].verdict != "best"
    assert window.costly_buttons[0].isVisibleTo(window)
    assert window.words(costly[0].index, costly[0].best) in window.costly_labels[0].text()
    window.costly_buttons[0].click()
    assert window.index == costly[0].index  # the position before the move
    assert window.ghost is not None and window.ghost.scene() is window.scene
    window.jump(0)
    assert window.ghost is None


@pytest.mark.parametrize("game_id", ["holomino", "dutch_domino"])
def test_the_review_says_the_moves_in_words_never_in_notation(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """The table's played and best moves, the costliest moves and the chart's tooltips say
    a move in words ("Pass without laying a tile"), never with its notation after it
    ("· pass", "· 2-3@N")."""
    record = played_record(game_id)
    window = reviewed_window(qtbot, record, budget=20)
    review = window.review
    assert review is not None and review.moves
    notation = set(record.moves) | {entry.best for entry in review.moves}
    table = window.table
    shown = [table.item(r, c).text() for r in range(table.rowCount()) for c in (2, 4)]
    shown += [label.text() for label in window.costly_labels if label.text()]
    shown += [window.describe(n) for n in range(1, len(record.moves) + 1)]
    for text in shown:
        found = [n for n in notation if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)]
        assert found == [] and "@" not in text, text


def test_totals_say_the_points_missed_and_how_close_it_was(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = played_record("holomino")
    window = reviewed_window(qtbot, record)
    review = window.review
    assert review is not None
    totals = review.totals()[0]
    text = window.totals.text()
    assert f"Ana: points missed {totals.points_missed}, mistakes {totals.mistakes}," in text
    scores = sorted(record.result["scores"], reverse=True)
    assert window.closeness_text() in text
    assert window.closeness_text() == f"Winning margin at the end: {scores[0] - scores[1]}"


def test_the_review_runs_in_the_background_and_is_stored(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = played_record("holomino")
    window = ReviewWindow(record, start=False)
    qtbot.addWidget(window)
    assert "review" not in record.extra and window.table.rowCount() == 0
    with qtbot.waitSignal(window.runner.finished, timeout=20000):
        window.start(quick=True)
    assert window.runner.running is False
    assert record.extra["review"]["quick"] is True
    assert window.table.rowCount() == len(record.extra["review"]["moves"])
    again = ReviewWindow(GameRecord.loads(record.dumps()))  # the stored review opens at once
    qtbot.addWidget(again)
    assert again.review is not None and again.review.quick


def test_a_full_review_can_be_cancelled(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = ReviewWindow(played_record("triominos"), start=False)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.runner.progress, timeout=20000):
        window.start(quick=False)
    assert window.cancel_button.isEnabled() and not window.full_button.isEnabled()
    with qtbot.waitSignal(window.runner.cancelled, timeout=5000):
        window.cancel_button.click()
    assert window.status.text() == "Review cancelled" and window.full_button.isEnabled()
    assert "review" not in window.record.extra


def test_cancel_pressed_as_the_review_ends_reads_cancelled(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The review's last move is done and its result is on its way when the player presses
    Cancel: the label says "Review cancelled", never "Full review", and nothing is stored."""
    window = ReviewWindow(played_record("square_domino"), start=False)
    qtbot.addWidget(window)
    window.show()
    window.runner._timer.stop()  # the window reads the worker's messages only after Cancel
    window.start(quick=True)
    window.runner._timer.stop()
    job = window.runner._job
    assert job is not None
    job.process.join(60)  # the review is done: its result waits in the queue
    assert not job.process.is_alive()
    window.cancel_button.click()
    with qtbot.waitSignal(window.runner.finished, timeout=5000):
        window.runner._timer.start()
    assert window.status.text() == "Review cancelled" and window.full_button.isEnabled()
    assert "review" not in window.record.extra


def test_the_chart_saves_as_png(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = reviewed_window(qtbot, played_record("holomino"))
    path = tmp_path / "chart.png"
    window.chart.save_png(str(path))
    image = QImage(str(path))
    assert not image.isNull()
    assert (image.width(), image.height()) == (window.chart.width(), window.chart.height())


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_the_chart_is_never_saved_over_a_special_file(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:  # type: ignore[no-untyped-def]
    window = reviewed_window(qtbot, played_record("holomino"))
    target = tmp_path / f"{kind}.png"
    before = make_special(kind, target)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    i18n.set_language("nl")
    try:
        window.save_button.click()
        shown = window.status.text()
    finally:
        i18n.set_language("en")
    assert shown == (
        f"{target.name} kan niet worden geschreven: "
        "Dit is geen gewoon bestand (maar een map, een apparaat of een speciaal bestand)."
    )
    assert node(target) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]


def test_the_summary_and_the_replay_offer_the_review(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = SummaryDialog("End", "Ana wins", ["Player"], [["Ana"]], [], final=True)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.review_button.click()
    assert not dialog.isVisible() and dialog.choice == "review"  # the box makes way
    record = played_record("holomino")
    store_review(record, review_record(record, quick=True))
    viewer = ReplayViewer.from_record(record)
    qtbot.addWidget(viewer)
    viewer.review_button.click()
    reviews = viewer.findChildren(ReviewWindow)
    assert len(reviews) == 1 and reviews[0].review is not None


def test_the_main_window_opens_the_review_from_the_match_summary(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    record = played_record("holomino")
    window.controller.record = record
    window.summaries.reviewRequested.emit()
    reviews = window.findChildren(ReviewWindow)
    assert len(reviews) == 1 and reviews[0].record is record
    reviews[0].runner.shutdown()


def _jump_gaps(window: ReviewWindow, go_on, at_most: int) -> list[float]:  # type: ignore[no-untyped-def]
    """The time of each event-loop pass while the player clicks through the moves."""
    gaps = []
    last = time.perf_counter()
    deadline = last + 60
    while go_on() and len(gaps) < at_most and last < deadline:
        QApplication.processEvents()
        window.jump(len(gaps) % 10)  # every pass redraws the board
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
        time.sleep(0.002)
    return sorted(gaps)


def test_the_board_stays_responsive_while_the_review_runs(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Compared with the same clicks while nothing runs, so a slow machine slows both. In a
    # thread the review shared the GIL with the board: each pass took 2.3-2.5 times as long
    # (median 46-54 ms against 21 ms); in its own process, the same as without it.
    window = ReviewWindow(played_record("holomino"), start=False)
    qtbot.addWidget(window)
    window.show()
    idle = _jump_gaps(window, lambda: True, 60)
    window.start(quick=False)
    busy = _jump_gaps(window, lambda: window.runner.running, 10_000)
    assert not window.runner.running and window.review is not None
    assert len(busy) >= 20, f"only {len(busy)} event-loop passes during the review"
    median_idle, median_busy = idle[len(idle) // 2], busy[len(busy) // 2]
    assert median_busy < 1.6 * median_idle, (
        f"median pass {median_busy * 1000:.0f} ms during the review, "
        f"{median_idle * 1000:.0f} ms without"
    )


def running_review(qtbot):  # type: ignore[no-untyped-def]
    """A review window whose full review has started; and the review's job (its process)."""
    window = ReviewWindow(played_record("triominos"), start=False)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.runner.progress, timeout=20000):
        window.start(quick=False)
    job = window.runner._job
    assert job is not None
    return window, job


def test_a_review_whose_process_dies_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, job = running_review(qtbot)
    job.process.kill()  # as the system would, out of memory
    with qtbot.waitSignal(window.runner.failed, timeout=5000) as failed:
        pass
    assert failed.args == ["the review process stopped (exit code -9)"]
    assert window.status.text() == "The review failed: the review process stopped (exit code -9)"
    assert not window.runner.running and window.full_button.isEnabled()


def test_closing_the_review_stops_its_process(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, job = running_review(qtbot)
    assert job.process.is_alive()
    window.close()
    assert not job.process.is_alive() and job.process.exitcode == 0  # it stopped, not killed
    assert not window.runner.running


def test_the_self_test_reviews_in_a_worker_process(qtbot) -> None:  # type: ignore[no-untyped-def]
    from holomino_desktop.ui.self_test import review_in_its_process

    record = played_record("hexadomino")
    human_moves = len(review_record(record, quick=True).moves)  # the same moves, no search
    assert human_moves > 5 and review_in_its_process(record) == human_moves


def test_a_new_review_replaces_the_running_one_unheard(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = played_record("triominos")
    window = ReviewWindow(record, start=False)
    qtbot.addWidget(window)
    heard: list[str] = []
    window.runner.cancelled.connect(lambda: heard.append("cancelled"))
    window.runner.failed.connect(heard.append)
    with qtbot.waitSignal(window.runner.progress, timeout=20000):
        window.start(quick=False)
    first = window.runner._job
    assert first is not None
    with qtbot.waitSignal(window.runner.finished, timeout=20000):
        window.start(quick=True)
    assert not first.process.is_alive() and heard == []
    assert window.review is not None and window.review.quick


def test_the_review_speaks_the_chosen_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    from holomino_desktop.ui.words import i18n

    window = reviewed_window(qtbot, played_record("holomino"))
    try:
        i18n.set_language("nl")
        QApplication.processEvents()
        assert window.full_button.text() == "Volledige analyse"
        assert window.costly_buttons[0].text() == "Zet tonen"
        assert window.table.horizontalHeaderItem(7).text() == "Oordeel"
        assert window.totals.text().startswith("Ana — gemiste punten: ")
        verdicts = {window.table.item(r, 7).text() for r in range(window.table.rowCount())}
        assert verdicts <= {"beste zet", "goed", "onnauwkeurigheid", "fout"}
    finally:
        i18n.set_language("en")
    QApplication.processEvents()
    assert window.full_button.text() == "Full review"


def test_a_review_of_a_replayed_file_is_kept_in_the_file(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record = played_record("holomino")
    path = tmp_path / "game.holomino.json"
    record.save(path)
    viewer = window.files.replay(GameRecord.load(path), str(path))
    assert viewer is not None
    qtbot.addWidget(viewer)
    viewer.review_button.click()
    review = viewer.findChildren(ReviewWindow)[0]
    review.runner.shutdown()  # the full review started; a quick one is enough here
    with qtbot.waitSignal(review.runner.finished, timeout=20000):
        review.start(quick=True)
    again = GameRecord.load(path)
    assert again.extra["review"] == review.review.to_json()
    opened = ReviewWindow(again)
    qtbot.addWidget(opened)
    assert opened.review is not None and not opened.runner.running


def test_an_unfinished_game_says_so_in_the_totals(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = played_record("holomino")
    record.moves = record.moves[:6]
    record.result = None
    window = reviewed_window(qtbot, record)
    final = window.line.final
    leader = max(range(len(final)), key=lambda seat: final[seat])
    lead = final[leader] - min(final)
    said = window.closeness_text()
    if lead == 0:
        assert said == "The game is not over; at the last move nobody was ahead."
    else:  # who was ahead, and by how many points
        name = record.players[leader].name
        unit = "point" if lead == 1 else "points"
        assert said == f"The game is not over; at the last move {name} was ahead by {lead} {unit}."
    assert window.table.rowCount() == window.line.movers.count(0)


def test_an_unfinished_holandski_game_says_who_has_fewer_kruzici(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Holandski domino counts kružići (fewer is better): a review of a match still going names
    who was ahead at its last move, in kružići, never a bare number."""
    record = played_record("dutch_domino")
    window = ReviewWindow(record)
    qtbot.addWidget(window)
    rounds_over = [
        i
        for i, s in enumerate(window.positions)
        if i and s.scores() != window.positions[i - 1].scores()
    ]
    assert rounds_over, "a round ended with a kružić"
    record.moves = record.moves[: rounds_over[0]]
    record.result = None
    window = ReviewWindow(record)
    qtbot.addWidget(window)
    said = window.closeness_text()
    assert re.fullmatch(
        r"The game is not over; at the last move (Ana|CPU \d) was ahead by 1 kružić\.", said
    ), said


def test_a_review_that_cannot_be_written_back_is_said_not_raised(
    qtbot, window, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Writing a reviewed record back into its file may fail for the record itself (too large,
    text that is not Unicode), not only for the disk: the player is told, nothing raises."""
    from holomino_desktop.engine import get_game
    from holomino_desktop.engine.record import GameRecord, RecordError

    record = GameRecord.start(get_game("holomino"), 3)
    assert record is not None
    path = tmp_path / "game.holomino.json"

    def refuse(self: GameRecord, where: object) -> None:
        raise RecordError("the game holds a text that is not valid Unicode")

    monkeypatch.setattr(GameRecord, "save", refuse)
    window.files.keep_review(record, str(path))
    assert window.status_line.message == (
        "game.holomino.json cannot be written: the game holds a text that is not valid Unicode"
    )
    assert not path.exists()


def test_the_review_opened_from_the_end_box_answers_clicks(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Finish a game, press the real end box's Review: the box closes (it is window-modal and
    would block the main window the review belongs to), and the review's controls work."""
    start(window, "holomino", ["human", "random"], seed=2)
    play_to_end(qtbot, window, seed=2, close_final=False)
    box = window.summaries.summary
    assert box is not None and box.isVisible() and box.isModal()
    assert QApplication.activeModalWidget() is box  # it blocks the main window meanwhile
    qtbot.mouseClick(box.review_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert window.summaries.summary is None and not box.isVisible()
    assert QApplication.activeModalWidget() is None, "nothing blocks the review"
    reviews = window.findChildren(ReviewWindow)
    assert len(reviews) == 1 and reviews[0].isVisible()
    review = reviews[0]
    assert review.runner.running  # the full review starts by itself; the player stops it
    with qtbot.waitSignal(review.runner.cancelled, timeout=10000):
        qtbot.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(review.runner.finished, timeout=60000):
        qtbot.mouseClick(review.quick_button, Qt.MouseButton.LeftButton)
    assert review.status.text() == "Quick review: points only, no verdicts"
    assert review.review is not None
    # a row of the move table shows the position after that move
    table = review.table
    row = 3
    point = table.visualRect(table.model().index(row, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert review.index == table.indices[row] + 1
    # "Show on board" draws the better move on the position before the costly one
    entry = review.review.costliest()[0]
    qtbot.mouseClick(review.costly_buttons[0], Qt.MouseButton.LeftButton)
    assert review.index == entry.index and review.ghost is not None
    review.close()


# -- the quick review, the points missed, decided positions, the button row -----------------
#: the verdicts that hold a move against the player
FAULTS = ("inaccuracy", "mistake")
#: the move table's columns of the win chance and the verdict
CHANCE_COLUMN, VERDICT_COLUMN = 6, 7


def hinted_record(seed: int) -> GameRecord:
    """A Holomino game in which Ana plays every hint (the Expert's search, 200 iterations; the
    Hint itself thinks longer) against the Intermediate."""
    game = get_game("holomino")
    state = game.new_initial_state(seed=seed)
    record = GameRecord.start(game, seed, [Seat("Ana"), Seat("CPU", "ai", "intermediate")])
    hint, other = ExpertPlayer(seed=1, iterations=200), GreedyPlayer(seed=1)
    while not state.is_terminal():
        player = hint if state.current_player == 0 else other
        move = player.choose_move(state.view(state.current_player))
        record.moves.append(str(move))
        state.apply(move)
    record.finish(state)
    return record


def shown_verdicts(window: ReviewWindow) -> dict[int, str]:
    """The verdict each row shows (by record move), "" where the column is not shown."""
    table = window.table
    if table.isColumnHidden(VERDICT_COLUMN):
        return {index: "" for index in table.indices}
    return {
        index: table.item(row, VERDICT_COLUMN).text() for row, index in enumerate(table.indices)
    }


def shown_missed(window: ReviewWindow) -> list[int]:
    """The points missed each row shows."""
    table = window.table
    assert table.horizontalHeaderItem(MISSED_COLUMN).text() == "Points missed"
    assert not table.isColumnHidden(MISSED_COLUMN)
    return [
        int(table.item(row, MISSED_COLUMN).text().split()[0]) for row in range(table.rowCount())
    ]


def test_the_quick_review_of_a_hinted_game_judges_no_move_and_its_points_add_up(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ana follows every hint. The full review holds none of her moves against her; the quick
    review, which only counts points, called six of them inaccuracies and mistakes. Now it
    judges no move, says it counts points only, and every row shows the points it missed, of
    the most any move scored there: they add up to the total."""
    record = hinted_record(3)
    full = review_record(record, budget=100, seed=1)
    sound = {m.index for m in full.moves if m.verdict in ("best", "good")}
    assert len(sound) >= len(full.moves) - 1
    window = ReviewWindow(record, start=False)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.runner.finished, timeout=30000):
        qtbot.mouseClick(window.quick_button, Qt.MouseButton.LeftButton)
    assert window.review is not None and window.review.quick
    verdicts = shown_verdicts(window)
    assert not [i for i in sound if verdicts[i] in FAULTS], verdicts
    assert window.status.text() == "Quick review: points only, no verdicts"
    assert window.table.isColumnHidden(VERDICT_COLUMN)
    missed = shown_missed(window)
    assert sum(missed) > 0
    assert window.totals.text().startswith(
        f"Ana: points missed {sum(missed)} (a quick review counts points only)"
    )
    assert "inaccuracies" not in window.totals.text()
    # the full review's rows explain its total the same way, beside its verdicts
    store_review(record, full)
    again = ReviewWindow(record)
    qtbot.addWidget(again)
    assert not again.table.isColumnHidden(VERDICT_COLUMN)
    assert sum(shown_missed(again)) == full.totals()[0].points_missed == sum(missed)
    assert f"Ana: points missed {sum(missed)}, mistakes 0," in again.totals.text()
    row = next(r for r, m in enumerate(full.moves) if m.missed)
    entry = full.moves[row]
    assert (
        again.table.item(row, MISSED_COLUMN).text() == f"{entry.missed} (top {entry.top_points:+d})"
    )


def test_a_decided_position_shows_its_decided_value_in_the_table_and_the_chart(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A careless player loses 12–149: from 12–104 on the review's decided check says the game
    is lost, and the table and the chart show 0 % there (the search's mean read up to 11 %)."""
    from holomino_desktop.ai.heuristics import heuristics_for
    from holomino_desktop.ai.review import settled_chance

    record = played_record("holomino", seed=3)
    window = reviewed_window(qtbot, record)
    review = window.review
    assert review is not None
    settled = {}
    for entry in review.moves:
        view = window.positions[entry.index].view(entry.seat)
        value = settled_chance(view, heuristics_for(view))
        if value is not None and entry.chance_after is not None:
            settled[entry.index] = value
    assert len(settled) >= 3 and set(settled.values()) == {0.0}
    chart = dict(window.chart.chances[0])
    for row, index in enumerate(window.table.indices):
        if index in settled:
            assert chart[index + 1] == settled[index]
            assert window.table.item(row, CHANCE_COLUMN).text() in ("0%", "0% / 0%")


def button_places(window: ReviewWindow) -> list[int]:
    QApplication.processEvents()
    buttons = (
        window.cancel_button,
        window.full_button,
        window.quick_button,
        window.save_button,
        window.close_button,
    )
    assert all(button.isVisible() for button in buttons)
    return [button.mapTo(window, QPoint(0, 0)).x() for button in buttons]


def test_the_buttons_keep_their_places_before_during_and_after_a_review(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Cancel sat at x≈790 while the review ran and at x≈324 once it stopped: a second click
    landed on another button. Every button now stays where it is."""
    window = ReviewWindow(played_record("triominos"), start=False)
    qtbot.addWidget(window)
    window.show()
    idle = button_places(window)
    with qtbot.waitSignal(window.runner.progress, timeout=20000):
        qtbot.mouseClick(window.full_button, Qt.MouseButton.LeftButton)
    assert window.runner.running and button_places(window) == idle
    with qtbot.waitSignal(window.runner.cancelled, timeout=10000):
        qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    assert window.status.text() == "Review cancelled" and button_places(window) == idle
    with qtbot.waitSignal(window.runner.finished, timeout=30000):
        qtbot.mouseClick(window.quick_button, Qt.MouseButton.LeftButton)
    assert window.review is not None and button_places(window) == idle


def assert_every_button_does_something(qtbot, window: ReviewWindow) -> None:  # type: ignore[no-untyped-def]
    """No visible button is empty; each "Show on board" has its move and shows it."""
    visible = [b for b in window.findChildren(QPushButton) if b.isVisibleTo(window)]
    assert visible and all(b.text().strip() for b in visible)
    for label, button in zip(window.costly_labels, window.costly_buttons, strict=True):
        if button.isVisibleTo(window):
            assert label.text()
            window.jump(len(window.positions) - 1)
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert window.ghost is not None and window.index < len(window.positions) - 1


def test_after_cancel_no_button_is_empty_or_does_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Cancelled before any review was done, the window showed three "Show on board" buttons
    beside empty lines, and they did nothing. Cancelled while a new review ran over a stored
    one, the stored review's moves stay and their buttons show them."""
    window = ReviewWindow(played_record("triominos"), start=False)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.runner.progress, timeout=20000):
        qtbot.mouseClick(window.full_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.runner.cancelled, timeout=10000):
        qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
    assert not [b for b in window.costly_buttons if b.isVisibleTo(window)]
    assert_every_button_does_something(qtbot, window)
    reviewed = reviewed_window(qtbot, played_record("holomino"))
    with qtbot.waitSignal(reviewed.runner.progress, timeout=20000):
        qtbot.mouseClick(reviewed.full_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(reviewed.runner.cancelled, timeout=10000):
        qtbot.mouseClick(reviewed.cancel_button, Qt.MouseButton.LeftButton)
    assert [b for b in reviewed.costly_buttons if b.isVisibleTo(reviewed)]
    assert_every_button_does_something(qtbot, reviewed)


@pytest.mark.parametrize("language", ["en", "nl", "pl", "sr"])
def test_the_charts_axes_read_as_points_and_percentages(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """A game one move in, no points yet, marked its score axis "1", "0", "0" (a 0..1 range
    rounded). The score axis marks three different whole numbers, and the win-chance axis
    percentages in the window's language."""
    assert i18n.set_language(language) == language
    try:
        game = get_game("hexadomino")
        state = game.new_initial_state(seed=3)
        record = GameRecord.start(game, 3, [Seat("Ana"), Seat("CPU", "ai", "intermediate")])
        move = next(m for m in state.legal_moves() if state.clone().apply(m).points == 0)
        record.moves.append(str(move))
        store_review(record, review_record(record, quick=True))
        window = ReviewWindow(record)
        qtbot.addWidget(window)
        assert [text for _, text in window.chart.score_marks()] == ["0", "1", "2"]
        assert window.chart.chance_marks() == []  # a quick review draws no win chance
        judged = reviewed_window(qtbot, played_record("holomino"))
        marks = [text for _, text in judged.chart.score_marks()]
        assert len(set(marks)) == 3 and all(re.fullmatch(r"−?\d+", m) for m in marks), marks
        assert [text for _, text in judged.chart.chance_marks()] == ["0%", "50%", "100%"]
        chances = [judged.table.item(row, 6).text() for row in range(judged.table.rowCount())]
        assert chances and all(re.fullmatch(r"(\d+%|—)( / (\d+%|—))?", c) for c in chances), chances
    finally:
        i18n.set_language("en")


#: the first word of a move to make (a hint, the better move): never the start of a move played
ORDERS = re.compile(r"^(Place|Lay|Open|Buy|Pass|Draw|Return|Complete)\b")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_played_column_says_what_happened_and_the_best_move_what_to_do(  # type: ignore[no-untyped-def]
    qtbot, game_id: str
) -> None:
    """A list of the moves played reads as a record, in the past tense ("Placed tile …",
    "Bought a tile", "Passed"), not as orders; the better move is one to make, as a hint says
    it. The chart's tooltip says the played move so too."""
    record = played_record(game_id)
    store_review(record, review_record(record, quick=True))
    window = ReviewWindow(record)
    qtbot.addWidget(window)
    table = window.table
    played = [table.item(row, 2).text() for row in range(table.rowCount())]
    best = [table.item(row, 4).text() for row in range(table.rowCount())]
    assert played and not [text for text in played if ORDERS.match(text)], played
    assert all(re.match(r"(Placed|Laid|Opened|Bought|Passed|Drew|Returned|Completed) ", t)
               or t == "Passed" for t in played), played  # fmt: skip
    assert "=" not in best, best  # the best move is the one played: said in words
    assert all(ORDERS.match(text) for text in best if text != "the move played"), best
    assert not ORDERS.search(window.describe(len(record.moves)).split(": ", 1)[1])


def _cut_after_first_round(game_id: str) -> tuple[GameRecord, int]:
    """A match still going: three moves into its second round; and the number of moves after
    which its first round ended."""
    game = get_game(game_id)
    state = game.new_initial_state(seed=3)
    seats = [Seat("Ana")] + [Seat(f"CPU {p}", "ai") for p in range(1, game.num_players)]
    record, cpu, ended = GameRecord.start(game, 3, seats), GreedyPlayer(seed=1), 0
    while not state.is_terminal() and (not ended or len(record.moves) < ended + 3):
        move = cpu.choose_move(state.view(state.current_player))
        record.moves.append(str(move))
        if "round_end" in state.apply(move).events and not ended:
            ended = len(record.moves)
    assert ended and not state.is_terminal()
    return record, ended


@pytest.mark.parametrize("game_id", ["triominos", "dutch_domino"])
def test_the_move_that_ends_a_round_shows_the_table_it_left(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """After the last move of a round the next round is dealt with an empty table; the review
    shows that move laid on the table of its round, not the next deal."""
    record, ended = _cut_after_first_round(game_id)
    window = reviewed_window(qtbot, record, budget=5)

    def pieces() -> int:
        assert window.painter is not None
        return len(window.painter.layer.childItems())

    chart = window.chart

    def click_chart(index: int) -> None:
        """Click the chart at the point after ``index`` moves."""
        x = chart.point(index, 0.0, 0.0, 1.0).x()
        qtbot.mouseClick(
            chart, Qt.MouseButton.LeftButton, pos=QPointF(x, chart.height() / 2).toPoint()
        )
        assert window.index == index

    click_chart(ended - 1)  # before the last move of the round
    before = pieces()
    click_chart(ended)  # after it
    assert pieces() == before + 1  # its tile laid on the same table
    click_chart(ended + 1)  # the next round's first move: a new table
    assert pieces() < before


@pytest.mark.parametrize("game_id", ["triominos", "dutch_domino"])
def test_every_column_of_the_move_table_is_in_view(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """The sentences of the played and the better move wrap, so that the columns after them,
    headings and all, stay in view (a long Polish heading was cut off at the right)."""
    i18n.set_language("pl")
    try:
        window = reviewed_window(qtbot, played_record(game_id), budget=5)
        window.resize(1280, 800)
        qtbot.waitUntil(lambda: window.table.isVisible())
        QApplication.processEvents()
        table, header = window.table, window.table.horizontalHeader()
        shown = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
        assert sum(table.columnWidth(c) for c in shown) <= table.viewport().width()
        metrics, wrapped = header.fontMetrics(), False
        for column in shown:  # a heading may wrap at its spaces, never inside a word
            heading = table.horizontalHeaderItem(column).text()
            assert max(map(metrics.horizontalAdvance, heading.split())) < table.columnWidth(column)
            wrapped |= metrics.horizontalAdvance(heading) > table.columnWidth(column)
        if wrapped:  # the header has room for a second line
            assert header.height() >= 2 * metrics.lineSpacing()
        assert not table.horizontalScrollBar().isVisible()
    finally:
        i18n.set_language("en")


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX process priorities")
def test_the_review_process_gives_way_to_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On a busy machine the window gets the CPU before the review: its process runs at a
    lower priority than the window's."""
    window, job = running_review(qtbot)
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, job.process.pid) >= min(19, mine + 10)
    window.close()
