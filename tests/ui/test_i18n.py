"""Languages in the window: each loads, nothing English is left where a translation exists, the
games' own words show, and a switch at runtime retranslates open windows without a restart."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTreeWidget,
    QWidget,
)

from holomino_desktop.engine.base import IllegalMoveError, ScoreItem
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.dialogs.new_game import NewGameDialog, default_config
from holomino_desktop.ui.dialogs.summary import SummaryDialog
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.rules_viewer import RulesDialog, render_diagram, rules_file
from holomino_desktop.ui.words import i18n
from holomino_desktop.ui.words.engine_texts import error_text, score_text

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("nl", "pl", "sr", "sr_Cyrl")


@pytest.fixture(autouse=True)
def back_to_english() -> Iterator[None]:
    """Every other test expects English: restore it whatever happens here."""
    yield
    i18n.set_language("en")


def translated_sources(code: str) -> set[str]:
    """English texts that ``code`` translates into something different (with and without &)."""
    root = ET.parse(ROOT / "i18n" / f"holomino_{code}.ts").getroot()
    found = set()
    for message in root.iter("message"):
        source = message.findtext("source", "")
        node = message.find("translation")
        text = (node.text or "") if node is not None else ""
        if text and text != source and len(source) > 2 and "%" not in source:
            found.add(source)
            found.add(source.replace("&", ""))
    return found


def visible_texts(widget: QWidget) -> list[str]:
    """Every text a person sees in ``widget``: labels, buttons, boxes, menus, headers, combos."""
    texts = [widget.windowTitle()]
    for child in [widget, *widget.findChildren(QWidget)]:
        if isinstance(child, QLabel | QAbstractButton):
            texts.append(child.text())
        if isinstance(child, QGroupBox):
            texts.append(child.title())
        if isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        if isinstance(child, QTreeWidget):
            header = child.headerItem()
            texts += [header.text(i) for i in range(header.columnCount())]
        if isinstance(child, QMenu):
            texts.append(child.title())
        texts += [a.text() for a in child.actions() if isinstance(a, QAction)]
    return [t for t in texts if t]


def english_left(widget: QWidget, code: str) -> list[str]:
    sources = translated_sources(code)
    return [t for t in visible_texts(widget) if t in sources or t.replace("&", "") in sources]


def start(window: MainWindow, game_id: str = "holomino") -> None:
    seats = [SeatConfig("Ana", "human"), SeatConfig("Bo", "human")]
    window.controller.new_game(GameConfig(game_id, {}, seats, 5))
    QApplication.processEvents()


# -- loading --------------------------------------------------------------------------------
@pytest.mark.parametrize("code", LANGUAGES)
def test_each_language_loads(qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    assert code in dict(i18n.available_languages())
    assert i18n.set_language(code) == code
    assert i18n.current_language() == code
    assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"


def test_unknown_language_falls_back_to_english(qapp) -> None:  # type: ignore[no-untyped-def]
    assert i18n.set_language("xx") == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


@pytest.mark.parametrize(
    ("locale", "code"),
    [("nl_BE", "nl"), ("pl_PL", "pl"), ("sr_Latn_RS", "sr"), ("sr_Cyrl_RS", "sr_Cyrl"),
     ("de_DE", "en"), ("en_US", "en")],
)  # fmt: skip
def test_system_locale_picks_the_language(qapp, locale: str, code: str) -> None:  # type: ignore[no-untyped-def]
    assert i18n.language_for_locale(QLocale(locale)) == code


def test_qt_base_translation_is_loaded_with_ours(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("nl")
    # a text of Qt's own (QDialogButtonBox's Cancel), from PySide6's qtbase_nl.qm
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuleren"


# -- the window and the dialogs ------------------------------------------------------------
@pytest.mark.parametrize("code", LANGUAGES)
def test_main_window_has_no_english_left(window: MainWindow, code: str) -> None:
    i18n.set_language(code)
    start(window)
    assert english_left(window, code) == []
    assert window.menuBar().actions()[0].text() != "&File" or code == "en"


@pytest.mark.parametrize("code", LANGUAGES)
def test_new_game_dialog_is_translated(window: MainWindow, code: str) -> None:
    i18n.set_language(code)
    dialog = NewGameDialog(window.controller.config, window)
    assert english_left(dialog, code) == []
    dialog.deleteLater()


@pytest.mark.parametrize("code", LANGUAGES)
def test_summary_and_rules_dialogs_are_translated(window: MainWindow, code: str) -> None:
    i18n.set_language(code)
    summary = SummaryDialog("t", "h", ["a"], [["1"]], [], final=True, parent=window)
    assert english_left(summary, code) == []
    rules = RulesDialog("holomino", window)
    assert english_left(rules, code) == []
    assert f"/rules/{code}/holomino.html" in rules.browser.source().toLocalFile()
    summary.deleteLater()
    rules.deleteLater()


def test_settings_dialog_is_translated(window: MainWindow) -> None:
    settings = pytest.importorskip("holomino_desktop.ui.settings")
    i18n.set_language("pl")
    dialog = settings.SettingsDialog(settings.AppSettings(), window)
    assert english_left(dialog, "pl") == []
    dialog.deleteLater()


# -- the games' own words ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("nl", ["tegel", "passen"]),
        ("pl", ["płytk", "Połóż"]),  # Holomino says płytka; square domino kamień
        ("sr", ["pločic", "Postavi"]),
        ("sr_Cyrl", ["плочиц", "Постави"]),
    ],
)
def test_holomino_window_speaks_the_games_words(
    window: MainWindow, code: str, words: list[str]
) -> None:
    i18n.set_language(code)
    start(window, "holomino")
    shown = " ".join(visible_texts(window)) + " " + window.widgets.status.text()
    shown = shown.replace("&", "")  # the Alt letter's mark sits anywhere in a word
    for word in words:
        assert word.lower() in shown.lower()


def test_dutch_domino_in_serbian_says_kupi_and_kruzici(window: MainWindow) -> None:
    i18n.set_language("sr")
    start(window, "dutch_domino")
    shown = " ".join(visible_texts(window))
    assert "Kupi pločicu" in shown
    assert "Kružić" in shown or "kružić" in shown


def test_score_lines_are_built_from_kind_and_params(qapp) -> None:  # type: ignore[no-untyped-def]
    two = ScoreItem(0, 44, "holes", "holes 10 + 12, ×2 = 44", (("holes", (10, 12)),))
    draw = ScoreItem(0, -5, "draw_penalty", "−5 draw", (("draw", 1),))
    assert score_text(two) == "holes 10 + 12, ×2\u00a0=\u00a044"  # English: the engine's words
    i18n.set_language("nl")
    assert score_text(two) == "gaten 10 + 12, ×2\u00a0=\u00a044"
    assert score_text(draw) == "−5 voor het pakken"
    i18n.set_language("pl")

    def sides(n: int) -> str:
        return score_text(ScoreItem(0, 0, "sides", "", (("sides", n),)))

    assert (sides(1), sides(2), sides(5)) == ("1 bok: 0 pkt", "2 boki: 0 pkt", "5 boków: 0 pkt")
    # square domino counts the touching sides' numbers and names no side
    square = ScoreItem(0, 18, "square", "", (("sides", (("top", 1, 6), ("right", 6, 5))),))
    assert score_text(square) == "2 boki: 1+6, 6+5\u00a0=\u00a018"
    i18n.set_language("sr")
    assert (sides(1), sides(3), sides(6)) == ("1 strana: 0", "3 strane: 0", "6 strana: 0")


def test_error_messages_are_built_from_key_and_params(qapp) -> None:  # type: ignore[no-untyped-def]
    error = IllegalMoveError("cell 1,2 is already taken", key="taken", cell="1,2")
    # the player's words in English too, and the place is the one clicked: no cell named
    assert error_text(error) == "This place is already taken."
    i18n.set_language("nl")
    assert error_text(error) == "Deze plek is al bezet."  # plek on the board, plaats for a seat
    unknown = IllegalMoveError("something new", key="brand_new")
    assert error_text(unknown) == "something new"  # no template: the engine's sentence


# -- switching at runtime ------------------------------------------------------------------
def test_runtime_switch_retranslates_without_restart(window: MainWindow) -> None:
    start(window)
    window.play.place(next(iter(window.play.targets)), 0) if window.play.targets else None
    assert window.menuBar().actions()[-1].text() == "&Help"
    for code, help_title, place in [
        ("nl", "&Help", "&Leggen"),
        ("pl", "Pomo&c", "P&ołóż"),
        ("sr", "Po&moć", "&Postavi"),
        ("sr_Cyrl", "По&моћ", "&Постави"),
        ("en", "&Help", "&Place"),
    ]:
        i18n.set_language(code)
        QApplication.processEvents()
        assert window.menuBar().actions()[-1].text() == help_title
        assert window.widgets.place_button.text() == place
        if code != "en":
            assert english_left(window, code) == []


def test_language_menu_switches_and_remembers(window: MainWindow) -> None:
    start(window)
    menu = window.language_menu
    polish = next(a for a in menu.actions() if a.data() == "pl")
    polish.trigger()
    QApplication.processEvents()
    assert i18n.current_language() == "pl"
    assert window.settings.value(i18n.SETTINGS_KEY) == "pl"
    assert window.widgets.new_button.text() == "Nowa gra…"
    checked = [a.data() for a in window.language_menu.actions() if a.isChecked()]
    assert checked == ["pl"]


def test_move_log_is_rewritten_in_the_new_language(window: MainWindow) -> None:
    start(window)
    scored = None
    for _ in range(40):  # play until a move scores, so the log holds a score line
        state = window.controller.state
        assert state is not None
        moves = state.legal_moves()
        best = max(moves, key=lambda m: state.clone().apply(m).points)
        result = window.controller.play(best)
        if result is not None and result.points:
            scored = result
            break
    assert scored is not None
    i18n.set_language("nl")
    QApplication.processEvents()
    log = window.widgets.log
    text = " ".join(log.topLevelItem(i).text(1) for i in range(log.topLevelItemCount()))
    assert re.search(r"\bgat(en)? ", text), text
    assert log.headerItem().text(1) == "Zet"


# -- rules pages ------------------------------------------------------------------------------
def test_rules_viewer_falls_back_and_draws_with_the_games_painters(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("sr_Cyrl")
    assert rules_file("hexadomino").endswith("rules/sr_Cyrl/hexadomino.html")
    assert rules_file("hexadomino", "de").endswith("rules/en/hexadomino.html")
    image = render_diagram("triominos", 3)
    assert 50 < image.width() <= 320 and 50 < image.height() <= 320
    colours = {image.pixel(x, image.height() // 2) for x in range(0, image.width(), 4)}
    assert len(colours) > 3  # tiles were drawn, not only the table


def test_rules_reachable_from_help_menu_and_new_game(window: MainWindow) -> None:
    start(window, "triominos")
    help_menu = window.menuBar().actions()[-1].menu()
    rules = next(a for a in help_menu.actions() if a.shortcut().toString() == "F1")
    rules.trigger()
    dialog = window.findChild(RulesDialog)
    assert dialog is not None and dialog.game_id() == "triominos"
    new_game = NewGameDialog(window.controller.config, window)
    new_game.game.setCurrentIndex(new_game.game.findData("dutch_domino"))
    new_game.rules_button.click()
    shown = new_game.findChild(RulesDialog)
    assert shown is not None and shown.game_id() == "dutch_domino"
    dialog.close()
    shown.close()
    new_game.deleteLater()


def test_open_dialogs_retranslate_too(window: MainWindow) -> None:
    """The button box resets its own standard buttons on a switch: ours are set after it."""
    from PySide6.QtWidgets import QDialogButtonBox

    dialog = NewGameDialog(window.controller.config, window)
    dialog.show()
    rules = RulesDialog("holomino", window)
    rules.show()
    for code, start_text, close_text in [("sr", "&Počni", "Zatvori"), ("pl", "&Start", "Zamknij")]:
        i18n.set_language(code)
        for _ in range(3):  # the dialogs retranslate from a zero timer
            QApplication.processEvents()
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.text() == start_text
        assert rules.buttons.button(QDialogButtonBox.StandardButton.Close).text() == close_text
        assert english_left(dialog, code) == []
        assert english_left(rules, code) == []
    dialog.close()
    rules.close()


def _new_game_names(window: MainWindow) -> list[str]:
    """Open Game → New game… as a person would and read the visible seat names (then Cancel)."""
    from PySide6.QtCore import QTimer

    seen: list[str] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.extend(name.text() for _, name, _ in dialog.seat_rows if name.isVisibleTo(dialog))
        dialog.reject()

    QTimer.singleShot(0, read)
    window.widgets.new_button.click()
    assert seen, "the New game box did not open"
    return seen


def test_default_names_follow_the_language_and_typed_names_stay(window: MainWindow) -> None:
    """A "You" saved while the program spoke English is "Jij" in the Dutch box (and "Computer
    1" is "Komputer 1" in the Polish one); a name the player typed stays as typed."""
    window.start_game(
        GameConfig(
            "triominos",
            {},
            [SeatConfig("You"), SeatConfig("Computer 1", "ai", "beginner"), SeatConfig("Ana")],
        )
    )
    english = _new_game_names(window)
    assert english == ["You", "Computer 1", "Ana"]
    next(a for a in window.language_menu.actions() if a.data() == "nl").trigger()
    QApplication.processEvents()
    assert _new_game_names(window) == ["Jij", "Computer 1", "Ana"]
    next(a for a in window.language_menu.actions() if a.data() == "pl").trigger()
    QApplication.processEvents()
    assert _new_game_names(window) == ["Ty", "Komputer 1", "Ana"]


def test_an_open_new_game_box_renames_its_defaults_when_the_language_changes(
    window: MainWindow,
) -> None:
    dialog = NewGameDialog(default_config("triominos"), window)
    _, first, _ = dialog.seat_rows[0]
    _, second, _ = dialog.seat_rows[1]
    assert first.text() == "You"
    second.setText("Mira")
    i18n.set_language("pl")
    QApplication.processEvents()
    dialog.retranslate_ui()
    assert first.text() == QCoreApplication.translate("NewGameDialog", "You") != "You"
    assert second.text() == "Mira"
    dialog.deleteLater()


def test_the_new_game_box_fits_its_height_to_the_game_chosen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """From Holandski with six seats to Holomino with two: no gaps left where the rows were."""
    dialog = NewGameDialog(default_config("dutch_domino"), window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seat_count.setValue(6)
    qtbot.waitUntil(lambda: dialog.height() >= dialog.sizeHint().height())
    tall = dialog.height()
    dialog.game.setCurrentIndex(dialog.game.findData("holomino"))
    qtbot.waitUntil(lambda: dialog.height() < tall)
    assert dialog.height() == dialog.sizeHint().height()
    dialog.game.setCurrentIndex(dialog.game.findData("dutch_domino"))
    dialog.seat_count.setValue(6)
    qtbot.waitUntil(lambda: dialog.height() == tall)


def test_the_game_in_progress_renames_its_default_seats_when_the_language_changes(
    window: MainWindow,
) -> None:
    """The seat cards, the status line and the record of a game begun in Polish say "You" and
    "Computer 1" once the window speaks English ("Ty" and "Komputer 1" stayed); a typed name
    stays as typed."""
    i18n.set_language("pl")
    QApplication.processEvents()
    window.start_game(
        GameConfig(
            "triominos",
            {},
            [SeatConfig("Ty"), SeatConfig("Komputer 1", "ai", "beginner"), SeatConfig("Ana")],
        )
    )
    window.controller.hold("test")
    next(a for a in window.language_menu.actions() if a.data() == "en").trigger()
    QApplication.processEvents()
    assert [s.name for s in window.controller.seats] == ["You", "Computer 1", "Ana"]
    record = window.controller.record
    assert record is not None and [p.name for p in record.players] == ["You", "Computer 1", "Ana"]
    cards = " ".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())
    assert "Komputer" not in cards and "Ty" not in cards.split()


def test_a_game_started_later_names_its_default_seats_in_the_language_shown(
    window: MainWindow,
) -> None:
    """A config remembered in Dutch ("Jij") starts in the English window as "You"."""
    seats = [SeatConfig("Jij"), SeatConfig("Computer 1", "ai", "beginner")]
    window.start_game(GameConfig("holomino", {}, seats))
    assert [s.name for s in window.controller.seats] == ["You", "Computer 1"]


def test_a_seat_given_to_the_computer_loses_the_default_you(window: MainWindow) -> None:
    """New game: the first seat switched to the computer is no longer "You" ("You is
    thinking…"), and "You" again when switched back; a typed name stays."""
    dialog = NewGameDialog(default_config("triominos"), window)
    _, first, kind = dialog.seat_rows[0]
    assert first.text() == "You"
    kind.setCurrentIndex(kind.findData("ai:beginner"))
    assert first.text() == "Player 1"
    kind.setCurrentIndex(kind.findData("human"))
    assert first.text() == "You"
    _, second, second_kind = dialog.seat_rows[1]
    second.setText("Mira")
    second_kind.setCurrentIndex(second_kind.findData("human"))
    assert second.text() == "Mira", "a typed name stays"
    dialog.close()
