"""The game window speaks each game's own words (tests/test_game_terms.py checks the files):
what a click on the board says, the screen-reader names of the rack, the buttons and the stock,
and the engine's refusals, read from the real window after a language switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n
from tests.ui.helpers import wait_for_human


@pytest.fixture(autouse=True)
def back_to_english():  # type: ignore[no-untyped-def]
    yield
    i18n.set_language("en")


def start(window: MainWindow, game: str) -> None:
    seats = [SeatConfig("Jij"), SeatConfig("Computer", "ai", "random")]
    window.controller.new_game(GameConfig(game, {}, seats, 5))
    wait_for_human(None, window)
    window.refresh()
    QApplication.processEvents()


def click_empty_board(qtbot, window: MainWindow) -> str:  # type: ignore[no-untyped-def]
    """Click the board's corner, far from every highlighted place: the status line says why."""
    window.play.selected_tiles = []
    viewport = window.widgets.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
    return window.status_line.label.text()


@pytest.mark.parametrize(
    ("game", "choose", "rack", "place", "stock"),
    [
        ("holomino", "tegel uit je hand", "Jouw tegels", "Leg de tegel", "in de zak"),
        ("triominos", "steen van je plankje", "Jouw plankje", "Leg de steen", "in de pot"),
        ("hexadomino", "steen uit je hand", "Jouw stenen", "Leg de steen", "in de voorraad"),
        ("dutch_domino", "steen uit je hand", "Jouw stenen", "Leg de steen", "te koop"),
    ],
)
def test_dutch_window_names_each_games_pieces(
    qtbot, window: MainWindow, game: str, choose: str, rack: str, place: str, stock: str
) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("nl")
    QApplication.processEvents()
    start(window, game)
    assert choose in click_empty_board(qtbot, window)
    assert window.widgets.rack.accessibleName() == rack
    assert window.widgets.place_button.accessibleName().startswith(place)
    # the stock is read as it shows: how many are left, where
    said = QAccessible.queryAccessibleInterface(window.widgets.stock).text(QAccessible.Text.Name)
    assert stock in said and said == window.widgets.stock.text()


@pytest.mark.parametrize(
    ("code", "game", "words"),
    [
        ("nl", "holomino", "zit niet in je hand"),
        ("nl", "hexadomino", "een van je stenen past"),
        ("pl", "holomino", "nie masz w ręce płytki"),
        ("sr", "hexadomino", "imaš kamen koji odgovara"),
        ("sr", "holomino", "pločica"),
    ],
)
def test_an_illegal_move_is_refused_in_the_games_words(
    window: MainWindow, code: str, game: str, words: str
) -> None:
    """Laying the opponent's tile (Holomino's racks are open) or passing while a stone fits
    (Hexadomino) is refused in words that name the game's own pieces and rack: one message
    per game, not one game's words in all five."""
    i18n.set_language(code)
    QApplication.processEvents()
    start(window, game)
    state = window.controller.state
    assert state is not None
    if game == "holomino":  # the opponent's tile (both racks are open): not in your rack
        from holomino_desktop.engine.holomino import tile_name

        theirs = window.board.painter.hand(state, 1 - state.current_player)  # type: ignore[union-attr]
        where = str(state.legal_moves()[0]).split("@")[1]
        text = "".join(map(str, tile_name(theirs[0]))) + "@" + where
    else:
        text = "pass"
    assert text not in set(map(str, state.legal_moves()))
    window.controller.play(state.parse_move(text))
    assert words in window.status_line.label.text().lower()
