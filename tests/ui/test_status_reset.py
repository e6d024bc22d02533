"""No text of a game before, or of the language before, stays on screen (issue 18): after a new
game, a load and a language switch every label of the window shows exactly its new text."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n

from .test_persistence import play_some

SEATS = [SeatConfig("Ana"), SeatConfig("Bo", "ai", "beginner")]
CARD_KINDS = ("Human", "Computer · Beginner")

#: every label after a new game of each game (seed 5, Ana against the Beginner Bo)
NEW_GAME: dict[str, dict[str, object]] = {
    "holomino": {
        "title": "Holomino",
        "info": "Scoring: several holes are added, × their number",
        "stock": "32 tiles in the sack",
        "rack_title": "Your tiles",
        "log_title": "Moves",
        "totals": "Totals: Ana 0, Bo 0",
        "status": "Bo is thinking…",
        "cards": [("0", "3 tiles in hand"), ("0", "4 tiles in hand")],
    },
    "triominos": {
        "title": "Triominos",
        "info": "Round 1 · the match ends after a round in which someone passes 400",
        "stock": "38 tiles in the pool",
        "rack_title": "Your rack — choose a tile",
        "log_title": "Moves",
        "totals": "Totals: Ana 0, Bo 0",
        "status": "Your turn: choose a tile from your rack.",
        "cards": [("0", "9 tiles on the rack"), ("0", "9 tiles on the rack")],
    },
    "hexadomino": {
        "title": "Hexadomino",
        "info": "",
        "stock": "52 stones in the stock",
        "rack_title": "Your stones",
        "log_title": "Moves",
        "totals": "Totals: Ana 0, Bo 0",
        "status": "Bo is thinking…",
        "cards": [("0", "5 stones in hand"), ("0", "5 stones in hand")],
    },
    "square_domino": {
        "title": "Domino kwadratowe",
        "info": "Round 1 of at most 30 · the match ends when someone has 100 points",
        "stock": "",
        "rack_title": "Your tiles — choose one",
        "log_title": "Moves",
        "totals": "Totals: Ana 0, Bo 0",
        "status": "Your turn: choose a tile from your hand.",
        "cards": [("0", "26 tiles in hand"), ("0", "26 tiles in hand")],
    },
    "dutch_domino": {
        "title": "Holandski domino",
        "info": "Round 1 · 5 kružići put a player out",
        "stock": "41 tiles left to buy",
        "rack_title": "Your tiles — choose one",
        "log_title": "Moves",
        "totals": "Kružići: Ana 0, Bo 0",
        "status": "Your turn: choose a tile from your hand.",
        "cards": [
            ("87", "7 tiles in hand\nKružići: ○○○○○"),
            ("", "7 tiles in hand\nKružići: ○○○○○"),
        ],
    },
}

#: the same window after a switch to Dutch (Hollands domino, where a kružić is a kringetje)
DUTCH: dict[str, object] = {
    "title": "Hollands domino",
    "info": "Ronde 1 · wie 5 kringetjes heeft, ligt eruit",
    "stock": "Nog 41 stenen te koop",
    "rack_title": "Jouw stenen — kies er één",
    "log_title": "Zetten",
    "totals": "Kringetjes: Ana 0, Bo 0",
    "status": "Jij bent aan de beurt: kies een steen uit je hand.",
    "cards": [
        ("87", "7 stenen in de hand\nKringetjes: ○○○○○"),
        ("", "7 stenen in de hand\nKringetjes: ○○○○○"),
    ],
}


@pytest.fixture(autouse=True)
def back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def labels(window: MainWindow) -> dict[str, object]:
    widgets = window.widgets
    names = ("title", "info", "stock", "rack_title", "log_title", "totals", "status")
    shown: dict[str, object] = {name: getattr(widgets, name).text() for name in names}
    shown["cards"] = [(c.score.text(), c.detail.text()) for c in window.seats_view.seat_cards]
    return shown


def new_game(window: MainWindow, game_id: str) -> None:
    window.controller.new_game(GameConfig(game_id, {}, list(SEATS), 5))


def assert_cards_named(window: MainWindow) -> None:
    cards = window.seats_view.seat_cards
    assert [(c.name.text(), c.kind.text()) for c in cards] == list(
        zip(("Ana", "Bo"), CARD_KINDS, strict=True)
    )


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_new_game_resets_every_label(qtbot, window: MainWindow, game_id: str) -> None:  # type: ignore[no-untyped-def]
    other = GAME_IDS[(GAME_IDS.index(game_id) + 1) % len(GAME_IDS)]
    new_game(window, other)
    play_some(qtbot, window, 2)
    window.say("Game saved to old.holomino.json.")
    window.statusBar().showMessage("an old note")
    new_game(window, game_id)
    assert labels(window) == NEW_GAME[game_id]
    assert window.statusBar().currentMessage() == "an old note"  # timed notes run out alone
    assert_cards_named(window)
    assert window.windowTitle() == f"{NEW_GAME[game_id]['title']} — Holomino Desktop"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_load_resets_every_label(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(tmp_path / "data"))
    new_game(window, game_id)
    path = tmp_path / "fresh.holomino.json"
    assert window.files.save_to(str(path))
    new_game(window, GAME_IDS[(GAME_IDS.index(game_id) + 2) % len(GAME_IDS)])
    play_some(qtbot, window, 2)
    window.say("Hint: an old move")
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard)
    assert window.files.open_recent(str(path))
    expected = dict(NEW_GAME[game_id])
    expected["status"] = "Opened fresh.holomino.json."  # the load's own word, alone
    assert labels(window) == expected
    assert_cards_named(window)
    window.refresh()  # the next re-render puts what to do after it
    expected["status"] = f"Opened fresh.holomino.json. — {NEW_GAME[game_id]['status']}"
    assert labels(window) == expected


def test_a_language_switch_resets_every_label(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    new_game(window, "dutch_domino")
    window.say("Move taken back.")
    window.statusBar().showMessage("an English note")
    assert i18n.set_language("nl") == "nl"
    QApplication.processEvents()
    assert labels(window) == DUTCH
    assert window.statusBar().currentMessage() == ""
    assert window.windowTitle() == "Hollands domino — Holomino Desktop"
