"""Issue 44 on the real window: what a Polish or Serbian player reads names things one way.

- The Help → Tutorials menu and the lesson it opens name the lesson alike (Polish said "Nauka
  gry: %1" in the menu and "Naucz się …" above the lesson).
- Holandski domino in Serbian says "Oka u ruci" (the seed's German "Handu" read as a foreign
  word) and the hand-over button is read out as "Smena igrača" ("Predaj" means surrender).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from holomino_desktop.tutorial import available_lessons
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.tutorial_panel import TutorialPanel
from holomino_desktop.ui.words import i18n

from .helpers import start


@pytest.fixture
def english_after() -> Iterator[None]:
    """Every other test expects English: restore it whatever happens here."""
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("code", ["pl", "sr", "sr_Cyrl"])
def test_tutorial_menu_and_lesson_title_name_the_lesson_alike(
    window: MainWindow, code: str, english_after: None
) -> None:
    assert i18n.set_language(code) == code
    panel = window.tutorials
    assert isinstance(panel, TutorialPanel)
    for game_id in available_lessons():
        action = panel.menu_actions[game_id]
        action.trigger()
        QApplication.processEvents()
        assert panel.lesson is not None and panel.lesson.game_id == game_id
        shown = panel.title.text()
        assert shown.casefold() == action.text().replace("&", "").casefold(), (game_id, shown)
        panel.leave()


def _everything_said(window: MainWindow) -> list[str]:
    """Texts on screen and the names a screen reader speaks, of every widget of the window."""
    said = []
    for widget in [window, *window.findChildren(QWidget)]:
        said += [widget.accessibleName(), widget.toolTip()]
        text = getattr(widget, "text", None)
        if callable(text):
            value = text()
            if isinstance(value, str):
                said.append(value)
    return [s for s in said if s]


def test_serbian_holandski_window_says_oka_u_ruci_and_smena_igraca(
    window: MainWindow, english_after: None
) -> None:
    assert i18n.set_language("sr") == "sr"
    start(window, "dutch_domino", ["human", "human"], seed=3)
    window.refresh()
    QApplication.processEvents()
    assert window.widgets.handover.accessibleName() == "Smena igrača"
    said = _everything_said(window)
    assert any("Oka u ruci: " in s for s in said), said
    assert not [s for s in said if "Hand" in s]
