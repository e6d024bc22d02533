"""The first start (a fresh profile, no autosave) welcomes a newcomer in one screen: the five
games, each with a line on what makes it special, in the window's language, and the choice
between the chosen game's tutorial and a game against the computer. Later starts resume as
before: no welcome."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget

from holomino_desktop.engine import GAME_IDS
from holomino_desktop.ui.dialogs.welcome import WelcomeDialog
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n
from holomino_desktop.ui.words.texts import game_name

from .modal import AnswerLater

B = QMessageBox.StandardButton


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("HOLOMINO_DATA_DIR", str(data))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: B.Ok)
    return data


@pytest.fixture
def fresh(tmp_path: Path) -> QSettings:
    """A fresh profile: nothing stored yet (animations off only to keep the test quick)."""
    store = QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat)
    store.setValue("animation", "off")
    return store


@pytest.fixture(params=["en", "pl", "sr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    code = i18n.set_language(request.param)
    yield code
    i18n.set_language("en")


def first_start(qtbot, store: QSettings, answer) -> tuple[MainWindow, AnswerLater]:  # type: ignore[no-untyped-def]
    """Start the program's way (``start_up``); ``answer`` acts on the welcome when it shows."""
    window = MainWindow(store, start=False)
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 0
    window.show()
    welcome = AnswerLater(WelcomeDialog, opened=answer)
    window.start_up()
    assert welcome.errors == []
    return window, welcome


def pick(game_id: str, button: str, on_line: bool = False):  # type: ignore[no-untyped-def]
    """Choose ``game_id`` (a click on its name, or ``on_line``: on its line), then ``button``."""

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, WelcomeDialog)
        chosen = dialog.game_lines[game_id] if on_line else dialog.game_buttons[game_id]
        at = QPoint(12, chosen.height() // 2)  # on the round button, or the line's first words
        QTest.mouseClick(chosen, Qt.MouseButton.LeftButton, pos=at)
        assert dialog.game_id() == game_id
        QTest.mouseClick(getattr(dialog, button), Qt.MouseButton.LeftButton)

    return act


def test_the_welcome_names_every_game_with_its_line_in_the_windows_language(
    qtbot, fresh: QSettings, language: str
) -> None:  # type: ignore[no-untyped-def]
    shown: dict[str, tuple[str, str]] = {}
    buttons: list[str] = []

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, WelcomeDialog)
        for game_id in GAME_IDS:
            shown[game_id] = (
                dialog.game_buttons[game_id].text(),
                dialog.game_lines[game_id].text(),
            )
        buttons.extend((dialog.tutorial_button.text(), dialog.play_button.text()))
        dialog.play_button.click()

    window, welcome = first_start(qtbot, fresh, read)
    assert len(welcome.seen) == 1
    assert list(shown) == list(GAME_IDS)
    lines = [line for _, line in shown.values()]
    assert [name for name, _ in shown.values()] == [game_name(g) for g in GAME_IDS]
    assert all(len(line) > 30 for line in lines) and len(set(lines)) == 5
    english = {
        "Start the &tutorial",
        "&Play against the computer",
        "For two: lay hexagonal tiles and score by closing the round holes between them.",
    }
    if language == "en":
        assert set(buttons) | {lines[0]} == english
    else:  # translated, every line
        assert not (set(buttons) | set(lines)) & english
        assert "hexagonal" not in " ".join(lines)
    assert window.controller.shutdown()


@pytest.mark.parametrize("game_id", ["triominos", "dutch_domino"])
def test_start_the_tutorial_opens_the_chosen_games_lesson(
    qtbot, fresh: QSettings, game_id: str
) -> None:  # type: ignore[no-untyped-def]
    window, welcome = first_start(qtbot, fresh, pick(game_id, "tutorial_button"))
    assert len(welcome.seen) == 1
    panel = window.tutorials
    assert panel.isVisible() and panel.lesson is not None and panel.lesson.game_id == game_id
    assert not panel.suggestion.isVisible()  # offered in the welcome: not again
    panel.leave()  # leaving the lesson plays the chosen game against the computer
    assert window.controller.config.game_id == game_id
    assert [s.kind for s in window.controller.seats][:2] == ["human", "ai"]
    assert window.controller.shutdown()


def test_play_against_the_computer_starts_the_chosen_game_and_later_starts_resume(
    qtbot, fresh: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window, welcome = first_start(qtbot, fresh, pick("hexadomino", "play_button", on_line=True))
    assert len(welcome.seen) == 1
    assert window.controller.config.game_id == "hexadomino"
    assert [s.kind for s in window.controller.seats] == ["human", "ai"]
    assert not window.tutorials.isVisible() and not window.tutorials.suggestion.isVisible()
    window.comfort.use_data_folder()
    controller = window.controller
    qtbot.waitUntil(controller.human_to_move, timeout=10000)
    controller.play_human(controller.legal_moves()[0])
    moves = list(controller.record.moves)
    assert controller.shutdown()
    window.close()
    # the next start: no welcome, the resume question as before
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or B.Yes)
    again, welcome = first_start(qtbot, fresh, pick("holomino", "play_button"))
    assert welcome.seen == []
    assert asked == ["A game was in progress when the program closed. Continue it?"]
    assert again.controller.record.moves == moves
    assert again.controller.shutdown()
