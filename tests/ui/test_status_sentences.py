"""Sentences of the status line that a count or a list shapes.

A chosen tile with a single place says so ("One place for this tile … click it."), not
"1 place(s) … click one" — a choice among one; with more places the count stays. (A
Holomino tile fits a hole in several places almost always: no deal here gives it one.)"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n
from holomino_desktop.ui.words.game_words import game_word
from tests.ui.helpers import click_rack, human_turn, start, wait_for_human


@pytest.fixture(autouse=True)
def back_to_english():  # type: ignore[no-untyped-def]
    yield
    i18n.set_language("en")


def _counts_said(qtbot, window: MainWindow, game: str) -> dict[int, str]:  # type: ignore[no-untyped-def]
    """Click every playable rack tile over a few deals and turns: how many places -> the
    status line."""
    said: dict[int, str] = {}
    rng = random.Random(5)
    for seed in range(1, 9):
        start(window, game, ["human", "random"], seed=seed)
        for _turn in range(6):
            wait_for_human(qtbot, window)
            if window.controller.state.is_terminal() or window.summaries.summary is not None:
                break
            for index, button in enumerate(window.widgets.rack.buttons):
                if button.playable:
                    click_rack(qtbot, window, index)
                    QApplication.processEvents()
                    said.setdefault(len(window.play.targets), window.status_line.label.text())
            if 1 in said and any(count > 1 for count in said):
                return said
            chosen = [i for i, b in enumerate(window.widgets.rack.buttons) if b.isChecked()]
            for index in chosen:  # a second click puts the tile back
                click_rack(qtbot, window, index)
            human_turn(qtbot, window, rng)
    return said


@pytest.mark.parametrize("game", ["triominos", "hexadomino", "square_domino", "dutch_domino"])
@pytest.mark.parametrize("language", ["en", "sr"])
def test_a_single_place_is_not_counted(qtbot, window: MainWindow, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language(language)
    QApplication.processEvents()
    said = _counts_said(qtbot, window, game)
    assert 1 in said, f"no tile with a single place in eight deals: {sorted(said)}"
    one = said[1]
    assert one.startswith(game_word(game, "one_place"))
    assert "%n" not in one and " 1 " not in one
    many = next(count for count in said if count > 1)
    assert said[many].startswith(game_word(game, "places", many))


@pytest.mark.parametrize(("language", "joined"), [("en", "P1, P2 and P3"), ("nl", "P1, P2 en P3")])
def test_a_draw_between_others_names_them_as_a_list(
    window: MainWindow, language: str, joined: str
) -> None:  # type: ignore[no-untyped-def]
    """A three-way draw the player watched names the players as the language lists them."""
    i18n.set_language(language)
    start(window, "triominos", ["human", "human", "human"])
    line = window.status_line._draw_line((0, 1, 2), 7, -1, "triominos")
    assert joined in line
