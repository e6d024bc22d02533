"""The review window's totals count every move's missed points (issue 42, fault 6)."""

from __future__ import annotations

from holomino_desktop.ai.review import immediate_points
from holomino_desktop.ui.review import ReviewWindow
from tests.ui.test_review_window import played_record


def test_the_full_review_counts_the_points_every_move_left(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A careless player's Holomino game: after a click on "Full review" the totals say the
    points missed of every move (the most any move scored at once, less the move's own), not
    only of the moves the search would have played otherwise."""
    record = played_record("holomino")
    state, expected = record.initial_state(), 0
    for text in record.moves:
        move = state.parse_move(text)
        if state.current_player == 0:
            view = state.view(0)
            most = max(immediate_points(view, m) for m in view.legal_moves())
            expected += most - immediate_points(view, move)
        state.apply(move)
    window = ReviewWindow(record, start=False)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.runner.finished, timeout=120_000):
        window.full_button.click()
    assert expected > 0
    assert window.totals.text().startswith(f"Ana: points missed {expected}, mistakes ")
