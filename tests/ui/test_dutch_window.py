"""Holandski domino in the window (issue 18): the seat cards show the pips (Oka) of the hand on
the rack and the totals the kružići of the match; the action buttons stay in one place whatever
hand the rack shows; a waiting or blocked hand and the disabled buttons stay readable (4.5:1)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from holomino_desktop.engine.dutch_domino import Buy, DutchDominoState, tile_numbers
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.settings import LIGHT_STYLE
from holomino_desktop.ui.style import STYLE

from .contrast import AA, contrast, ground_and_ink, lightest_and_darkest
from .helpers import wait_for_human


def pips(state: DutchDominoState, seat: int) -> int:
    """The seed's count: the pips of both halves, Duplo-Golo (0-0) counts 13."""
    total = 0
    for tile in state.hand(seat):
        a, b = tile_numbers(tile)
        total += 13 if a == b == 0 else a + b
    return total


def start(window: MainWindow, seats: list[SeatConfig], seed: int) -> DutchDominoState:
    window.controller.new_game(GameConfig("dutch_domino", {}, seats, seed))
    state = window.controller.state
    assert isinstance(state, DutchDominoState)
    return state


def cards(window: MainWindow) -> list[tuple[str, str]]:
    return [(c.score.text(), c.score.toolTip()) for c in window.seats_view.seat_cards]


def play_turn(window: MainWindow, rng: random.Random, buy_first: bool) -> None:
    moves = window.controller.legal_moves()
    buys = [m for m in moves if isinstance(m, Buy)]
    window.controller.play_human(buys[0] if buy_first and buys else rng.choice(moves))


def test_cards_show_the_pips_of_the_shown_hand_and_totals_the_kruzici(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    state = start(window, [SeatConfig("Ana"), SeatConfig("Bo", "ai", "beginner")], 5)
    rng = random.Random(4)
    rounds_seen = set()
    for turn in range(400):
        wait_for_human(qtbot, window)
        if state.is_terminal():
            break
        if window.summaries.summary is not None:
            window.summaries.summary.next_round.click()
            continue
        own = pips(state, 0)
        assert cards(window) == [(str(own), f"Pips in hand: {own}"), ("", "")]
        circles = state.kruzici
        assert window.widgets.totals.text() == f"Kružići: Ana {circles[0]}, Bo {circles[1]}"
        assert window.seats_view.seat_cards[0].accessibleName() == (
            f"Seat 1: Ana, Pips in hand: {own} — to play"  # Ana's turn: she plays now
        )
        rounds_seen.add((state.round_number, tuple(circles)))
        play_turn(window, rng, buy_first=turn % 4 == 0)
    assert any(sum(c) > 0 for _, c in rounds_seen), "no kružić was given: play longer"


def test_hot_seat_shows_only_the_pips_of_the_player_looking(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    state = start(window, [SeatConfig("Ana"), SeatConfig("Bo")], 7)
    rng = random.Random(2)
    checked = 0
    for _ in range(12):
        QApplication.processEvents()
        if window.summaries.summary is not None:
            break
        if window.rack_view.handover_seat >= 0:
            assert cards(window) == [("", ""), ("", "")]  # the rack is covered: nobody's
            window.rack_view.handover_done()
        seat = state.current_player
        own = pips(state, seat)
        expected = [("", ""), ("", "")]
        expected[seat] = (str(own), f"Pips in hand: {own}")
        assert cards(window) == expected
        checked += 1
        play_turn(window, rng, buy_first=False)
    assert checked >= 6


def action_places(window: MainWindow) -> dict[str, QRect]:
    QApplication.processEvents()
    buttons: dict[str, QWidget] = {
        "place": window.widgets.place_button,
        "rotate": window.widgets.rotate_button,
        "hint": window.widgets.hint_button,
        **window.play.action_buttons,
    }
    return {
        name: QRect(b.mapTo(window, b.rect().topLeft()), b.size())
        for name, b in buttons.items()
        if b.isVisible()
    }


@pytest.mark.parametrize("seats", ["computer", "hot-seat"])
def test_action_buttons_stay_in_place_when_the_rack_changes_player(
    qtbot, window: MainWindow, seats: str
) -> None:  # type: ignore[no-untyped-def]
    other = SeatConfig("Bo", "ai", "beginner") if seats == "computer" else SeatConfig("Bo")
    state = start(window, [SeatConfig("Ana"), other], 5)
    rng = random.Random(9)
    first = action_places(window)
    assert {"place", "buy", "pass"} <= set(first)
    sizes = set()
    for turn in range(30):
        wait_for_human(qtbot, window)
        if window.summaries.summary is not None or state.is_terminal():
            break
        if window.rack_view.handover_seat >= 0:
            window.rack_view.handover_done()
        assert action_places(window) == first, (turn, window.widgets.rack_title.text())
        sizes.add(len(window.widgets.rack.buttons))
        play_turn(window, rng, buy_first=True)
    assert max(sizes) >= 11, sizes  # the rack really grew a row meanwhile


@pytest.mark.parametrize("before", ["triominos", "hexadomino", "holomino", "square_domino"])
def test_buy_and_pass_keep_their_places_whatever_game_came_before(
    window: MainWindow, before: str
) -> None:
    """Buy above Pass, at the same places, after any other game (a "pass" button kept from
    Triominos once stayed above a new "Buy")."""
    seats = [SeatConfig("Ana"), SeatConfig("Bo", "ai", "beginner")]
    start(window, seats, 5)
    fresh = action_places(window)
    window.controller.new_game(GameConfig(before, {}, seats, 5))
    QApplication.processEvents()
    start(window, seats, 5)
    again = action_places(window)
    assert again["buy"].top() < again["pass"].top()
    assert again == fresh


@pytest.mark.parametrize("style", [STYLE, LIGHT_STYLE], ids=["dark", "light"])
def test_a_waiting_hand_stays_readable(qtbot, window: MainWindow, style: str) -> None:  # type: ignore[no-untyped-def]
    """Each tile of a waiting player's hand: its darkest ink against its face, as painted on
    the screen, keeps 4.5:1 where the active tile has it, and never loses more than a tenth."""
    window.setStyleSheet(style)
    state = start(window, [SeatConfig("Ana"), SeatConfig("Bo", "ai", "beginner")], 3)
    assert state.current_player == 1  # Bo opens: Ana waits
    window.controller.hold("test")
    window.refresh()
    waiting = tile_contrasts(window)
    assert not any(b.isEnabled() for b in window.widgets.rack.buttons)
    for button in window.widgets.rack.buttons:  # the same tiles, active
        button.setEnabled(True)
        button.playable = True
    active = tile_contrasts(window)
    assert len(waiting) == len(active) == 7
    for dim, full in zip(waiting, active, strict=True):
        assert dim >= 0.9 * full, (waiting, active)
        if full >= AA:
            assert dim >= AA, (waiting, active)
    assert max(active) >= AA  # the tile outline: every tile has such ink


def tile_contrasts(window: MainWindow) -> list[float]:
    QApplication.processEvents()
    shot = window.grab().toImage()
    found = []
    for button in window.widgets.rack.buttons:
        button.repaint()
        corner = button.mapTo(window, button.rect().topLeft())
        box = button.rect().adjusted(12, 12, -12, -12).translated(corner)
        # the domino stands in the middle: its face and its pips, not the panel beside it
        height = min(box.height(), box.width() * 2) * 0.96
        width = height / 2
        centre = box.center()
        face = QRect(
            int(centre.x() - width * 0.42),
            int(centre.y() - height * 0.46),
            int(width * 0.84),
            int(height * 0.92),
        )
        ground, ink = lightest_and_darkest(shot, face)
        found.append(round(contrast(ground, ink), 2))
    return found


@pytest.mark.parametrize("style", [STYLE, LIGHT_STYLE], ids=["dark", "light"])
def test_disabled_buttons_are_readable(qtbot, window: MainWindow, style: str) -> None:  # type: ignore[no-untyped-def]
    """A waiting player's buttons (disabled) as painted: text against the button 4.5:1."""
    window.setStyleSheet(style)
    start(window, [SeatConfig("Ana"), SeatConfig("Bo", "ai", "beginner")], 3)
    window.controller.hold("test")
    window.refresh()
    QApplication.processEvents()
    shot = window.grab().toImage()
    buttons: list[QPushButton] = [
        window.widgets.place_button,
        window.widgets.hint_button,
        *window.play.action_buttons.values(),
    ]
    ratios = {}
    for button in buttons:
        assert not button.isEnabled()
        corner = button.mapTo(window, button.rect().topLeft())
        ground, ink = ground_and_ink(shot, button.rect().adjusted(3, 3, -3, -3).translated(corner))
        ratios[button.text()] = round(contrast(ground, ink), 2)
    assert min(ratios.values()) >= AA, ratios


def card_texts_fit(window: MainWindow) -> list[str]:
    """Every seat card's texts: none squeezed below the height its wrapped lines need, none
    over another (the issue's "5 tiles in hand" running into "Kružići: ●●●●● · out of the
    match")."""
    QApplication.processEvents()
    problems = []
    for card in window.seats_view.seat_cards:
        labels = [card.name, card.kind, card.score, card.detail]
        shown = [label for label in labels if label.text() and label.isVisible()]
        for label in shown:
            if label.wordWrap() and label.heightForWidth(label.width()) > label.height():
                problems.append(f"squeezed: {label.text()!r} {label.height()} px")
        for i, first in enumerate(shown):
            for second in shown[i + 1 :]:
                if first.geometry().intersects(second.geometry()):
                    problems.append(f"overlap: {first.text()!r} × {second.text()!r}")
    return problems


@pytest.mark.parametrize("code", ["en", "nl", "pl", "sr"])
def test_seat_card_texts_fit_at_800_by_600(qtbot, window: MainWindow, code: str) -> None:  # type: ignore[no-untyped-def]
    """The computer's card while it thinks, its hand's pips shown: "Computer · Beginner" and
    "Thinking…  5 tiles in hand" wrap beside the pips, and the card is as tall as its lines
    from the first frame on (it stayed at its old height a few passes, lines over lines)."""
    from holomino_desktop.ui.words import i18n

    i18n.set_language(code)
    try:
        window.resize(800, 600)
        names = ["Ana", "Kružići", "Bogdan"]
        seats = [SeatConfig(name, "ai", "beginner") for name in names]
        state = start(window, seats, 1)
        window.controller.hold("test")  # the test plays the computers' moves
        for _ in range(6):
            QApplication.processEvents()
            window.controller.play(state.legal_moves()[0])
            # the next computer thinks: its card says so, with the pips of its hand
            window.controller._set_thinking(state.current_player)
            assert card_texts_fit(window) == [], state.current_player
    finally:
        i18n.set_language("en")
