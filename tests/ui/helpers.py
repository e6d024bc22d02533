"""Driving the window like a person: clicks on rack tiles, highlighted cells and buttons."""

from __future__ import annotations

import random
import time
from collections.abc import Hashable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow


def start(
    window: MainWindow, game_id: str, kinds: list[str], seed: int = 1, **options: object
) -> None:
    seats = [
        SeatConfig(f"P{i + 1}", "human")
        if kind == "human"
        else SeatConfig(f"AI{i + 1}", "ai", kind)
        for i, kind in enumerate(kinds)
    ]
    window.controller.new_game(GameConfig(game_id, dict(options), seats, seed))


def target_point(window: MainWindow, key: Hashable) -> QPoint:
    """Viewport point of a highlighted target (a point inside it that hits its item)."""
    QApplication.processEvents()  # let pending layouts settle before measuring
    item = window.play.highlights[key]
    path = item.path()
    centre = path.boundingRect().center()
    if not path.contains(centre):  # an odd shape: take any point of it
        centre = path.pointAtPercent(0.5)
    return window.widgets.view.mapFromScene(item.mapToScene(centre))


def click_target(qtbot, window: MainWindow, key: Hashable) -> None:  # type: ignore[no-untyped-def]
    point = target_point(window, key)
    qtbot.mouseMove(window.widgets.view.viewport(), point)
    qtbot.mouseClick(window.widgets.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_rack(qtbot, window: MainWindow, index: int) -> None:  # type: ignore[no-untyped-def]
    button = window.widgets.rack.buttons[index]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def wait_for_human(qtbot, window: MainWindow, timeout: int = 20000) -> None:  # type: ignore[no-untyped-def]
    """Run the event loop until a person must act (or the match is over).

    A tight loop rather than ``qtbot.waitUntil``, whose 10 ms naps would add up over the
    hundreds of AI moves of a match.
    """

    def ready() -> bool:
        if window.summaries.summary is not None:
            return True
        state = window.controller.state
        return state is not None and (
            state.is_terminal()
            or window.controller.human_to_move()
            or window.rack_view.handover_seat >= 0
        )

    deadline = time.monotonic() + timeout / 1000
    while not ready():
        QApplication.processEvents()
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting for the human's turn")
        time.sleep(0.0002)


def human_turn(qtbot, window: MainWindow, rng: random.Random) -> str:  # type: ignore[no-untyped-def]
    """Play one human turn through clicks; returns what was done."""
    if window.rack_view.handover_seat >= 0:
        qtbot.mouseClick(window.widgets.handover, Qt.MouseButton.LeftButton)
        return "handover"
    playable = [i for i, b in enumerate(window.widgets.rack.buttons) if b.playable]
    if playable:
        index = rng.choice(playable)
        click_rack(qtbot, window, index)
        assert window.play.selected_tile == window.widgets.rack.buttons[index].tile
        assert window.play.highlights, "a playable tile must highlight its targets"
        key = rng.choice(sorted(window.play.highlights, key=repr))
        before = len(window.controller.results)
        click_target(qtbot, window, key)
        if len(window.controller.results) == before:  # several variants: first click aims
            click_target(qtbot, window, key)
        assert len(window.controller.results) == before + 1
        return "place"
    # no placement: an action button (some need a tile selected first)
    for button in window.play.action_buttons.values():
        if button.isEnabled():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return "action"
    for index in range(len(window.widgets.rack.buttons)):
        click_rack(qtbot, window, index)
        for button in window.play.action_buttons.values():
            if button.isEnabled():
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return "action"
    raise AssertionError("the human has no enabled way to move: " + window.widgets.status.text())


def play_to_end(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, seed: int = 0, max_turns: int = 2000, close_final: bool = True
) -> dict[str, int]:
    """Play the human seats by random clicks to the end of the match; the match summary is
    closed at the end unless ``close_final`` is False (it is left open)."""
    rng = random.Random(seed)
    done: dict[str, int] = {}
    for _ in range(max_turns):
        wait_for_human(qtbot, window)
        if window.summaries.summary is not None:
            dialog = window.summaries.summary
            if window.controller.state is not None and window.controller.state.is_terminal():
                done["summary_final"] = done.get("summary_final", 0) + 1
                if close_final:
                    dialog.reject()
                return done
            done["round_summary"] = done.get("round_summary", 0) + 1
            dialog.next_round.click()
            continue
        state = window.controller.state
        assert state is not None
        if state.is_terminal():
            return done
        what = human_turn(qtbot, window, rng)
        done[what] = done.get(what, 0) + 1
    raise AssertionError("the game did not end")


def first_playable(window: MainWindow) -> int:
    return [b.playable for b in window.widgets.rack.buttons].index(True)


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc)."""
    import os

    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
