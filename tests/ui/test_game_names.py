"""A game is named once, in the window's language: its title, the New game list, the
tutorials' menu and offer and the rules window never add the original name in brackets
("Holandski domino (Hollands domino)" wrapped the title and the tutorial button); the original
name stands once, in the rules page's heading. And every place says the same name."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.tutorial.strings import text
from holomino_desktop.ui.controller import GameConfig
from holomino_desktop.ui.dialogs.new_game import NewGameDialog
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.rules_viewer import show_rules
from holomino_desktop.ui.words import i18n
from holomino_desktop.ui.words.texts import game_name

from .helpers import start

LANGUAGES = ("en", "nl", "pl", "sr", "sr_Cyrl")
#: a second name in brackets
SECOND_NAME = re.compile(r"\(.*\)")


@pytest.fixture(autouse=True)
def back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def names_shown(window: MainWindow, game_id: str) -> dict[str, str]:
    """Where the window names ``game_id`` while it is played: (place, text)."""
    start(window, game_id, ["human", "human"])
    QApplication.processEvents()
    window.tutorials.game_chosen(game_id)  # the first time a game is chosen: its tutorial
    rules = show_rules(window, game_id)
    places = {
        "window title": window.windowTitle(),
        "game title": window.widgets.title.text(),
        "rules window": rules.windowTitle(),
        "rules list": rules.games.currentText(),
    }
    rules.close()
    offer = window.tutorials.suggestion
    if offer.isVisibleTo(window):
        places["tutorial offer"] = offer.text()
    return places


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_interface_names_each_game_once_in_the_windows_language(
    window: MainWindow, code: str
) -> None:
    i18n.set_language(code)
    QApplication.processEvents()
    dialog = NewGameDialog(GameConfig(), window)
    listed = {dialog.game.itemData(i): dialog.game.itemText(i) for i in range(dialog.game.count())}
    dialog.deleteLater()
    menu = {game_id: action.text() for game_id, action in window.tutorials.menu_actions.items()}
    shown: dict[str, str] = {}
    for game_id in GAME_IDS:
        name = game_name(game_id)
        places = names_shown(window, game_id) | {"New game list": listed[game_id]}
        if game_id in menu:
            places["tutorials menu"] = menu[game_id]
            places["lesson title"] = text(f"{game_id}.title")
        for place, said in places.items():
            shown[f"{game_id}, {place}"] = said
            # one name, the same one everywhere (a lesson's "Learn …" around it)
            assert name.casefold() in said.casefold(), (code, game_id, place, said, name)
    assert {where: said for where, said in shown.items() if SECOND_NAME.search(said)} == {}
