"""The words of the game screens: second person for the one human, plural forms for counts,
each game's own terms, translated file errors, and no Alt-key letter used twice."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import GameError
from holomino_desktop.engine.record import GameRecord
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.file_errors import _REASONS, file_error_text
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.persistence import GameFileError, parse_game
from holomino_desktop.ui.words import i18n
from holomino_desktop.ui.words.engine_texts import _ERROR_TEMPLATES, _SENTENCES, error_text
from holomino_desktop.ui.words.game_words import GAME_WORDS, game_word
from holomino_desktop.ui.words.refusals import REFUSAL_KEYS

from .helpers import start


def default_human_name() -> str:
    """The name the new-game dialog gives the first seat (translated)."""
    return QCoreApplication.translate("NewGameDialog", "You")


ROOT = Path(__file__).resolve().parents[2]
GAMES = ("holomino", "triominos", "hexadomino", "square_domino", "dutch_domino")


@pytest.fixture(autouse=True)
def back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def solo(window: MainWindow, game: str = "holomino", seed: int = 3) -> None:
    """The default table: the one human, under the default name, against the computer."""
    seats = [SeatConfig(default_human_name()), SeatConfig("Computer 2", "ai", "random")]
    window.controller.new_game(GameConfig(game, {}, seats, seed))
    window.refresh()


def finish_with_winner(window: MainWindow, winner: int, points: tuple[int, int] = (37, 10)) -> None:
    """End the game in the controller's state with ``winner`` ahead, the winner's score first
    in ``points`` (the view only reads it)."""
    state = window.controller.state
    assert state is not None
    scores = [points[1], points[1]]
    scores[winner] = points[0]
    state.is_terminal = lambda: True  # type: ignore[method-assign]
    state.scores = lambda: list(scores)  # type: ignore[method-assign]
    from holomino_desktop.engine.base import Outcome

    state.outcome = lambda: Outcome(tuple(scores), (winner,))  # type: ignore[method-assign]


# -- 1. second person for the one human at the table ----------------------------------------
def test_default_name_gets_second_person_in_english(window: MainWindow) -> None:
    solo(window)
    assert window.controller.human_to_move() or window.controller.state is not None
    if not window.controller.human_to_move():  # the computer opened: wait for the human
        from tests.ui.helpers import wait_for_human

        wait_for_human(None, window)
        window.refresh()
    assert window.widgets.rack_title.text() == "Your tiles — choose one"
    assert window.status_line.status_text() == "Your turn: choose a tile from your rack."
    finish_with_winner(window, 0)
    assert window.status_line.status_text() == "You win the game with 37 points."
    finish_with_winner(window, 1)
    assert window.status_line.status_text() == "Winner of the game: Computer 2, with 37 points."


def test_default_name_gets_second_person_in_polish(window: MainWindow) -> None:
    i18n.set_language("pl")
    solo(window, "square_domino")
    from tests.ui.helpers import wait_for_human

    wait_for_human(None, window)
    window.refresh()
    assert default_human_name() == "Ty"
    assert window.widgets.rack_title.text() == "Twoje kamienie — wybierz jeden"
    assert window.status_line.status_text() == "Twój ruch: wybierz kamień z ręki."
    finish_with_winner(window, 0)
    assert window.status_line.status_text() == "Wygrywasz mecz, zdobywając 37 punktów."


def test_serbian_default_name_is_ti(window: MainWindow) -> None:
    i18n.set_language("sr")
    assert default_human_name() == "Ti"
    solo(window, "dutch_domino")
    from tests.ui.helpers import wait_for_human

    wait_for_human(None, window)
    window.refresh()
    assert window.widgets.rack_title.text() == "Tvoje pločice — izaberi jednu"
    finish_with_winner(window, 0, (-2, -5))  # Holandski domino counts kružići, never points
    assert window.status_line.status_text() == "Meč je tvoj: 2 kružića."


def test_several_humans_keep_names_out_of_english_grammar(window: MainWindow) -> None:
    seats = [SeatConfig("You"), SeatConfig("Ana")]
    window.controller.new_game(GameConfig("holomino", {}, seats, 3))
    window.refresh()
    current = window.controller.state.current_player  # type: ignore[union-attr]
    name = ("You", "Ana")[current]
    assert window.widgets.rack_title.text() == f"{name}: Your tiles — choose one"
    assert window.status_line.status_text() == f"Turn: {name} — choose a tile from your rack."
    finish_with_winner(window, 0)
    assert window.status_line.status_text() == "Winner of the game: You, with 37 points."
    texts = [t for t in english_sources() if re.search(r"%\d's|%\d (wins|plays|scored)\b", t)]
    assert texts == []


def english_sources() -> list[str]:
    root = ET.parse(ROOT / "i18n" / "holomino_nl.ts").getroot()
    return [m.findtext("source", "") for m in root.iter("message")]


# -- 2. plural forms --------------------------------------------------------------------------
#: a placeholder right next to a count word ("%1 more moves", "%1 tiles") is a count
_COUNT = re.compile(
    r"%\d+\s+(more\s+)?(moves?|tiles?|stones?|points?|rounds?|games?|wins?|"
    r"losses|won|lost|places?|fields?|sides?|pips?|kružići|players?|seats?|draws|rotations)\b",
    re.IGNORECASE,
)

#: every message that shows a count, as plurals (the source with %n)
NUMERUS = {
    ("engine", "%n side(s): %1"),
    ("engine", "−%n pip(s) left in hand"),
    ("engine", "You have bought %n tile(s) this turn already: lay a tile or pass."),
    ("Board", "Round %1 · %n kružići put a player out"),
    ("Refusals", "%n pip(s)"),
    (
        "FileErrors",
        "the match ended after round %1, the last of at most %n round(s)",
    ),
    ("SeatCard", "Seat %1: %2, %n point(s)"),
    ("StatisticsDialog", "%n win(s)"),
    ("StatisticsDialog", "%n loss(es)"),
    ("StatusLine", "The game ends in a draw: you and %1 have %n point(s) each."),
    ("StatusLine", "The match ends in a draw: you and %1 have %n point(s) each."),
    ("StatusLine", "The game ends in a draw at %n point(s) each between %1."),
    ("StatusLine", "The match ends in a draw at %n point(s) each between %1."),
    ("StatusLine", "You win the game with %n point(s)."),
    ("StatusLine", "You win the match with %n point(s)."),
    ("StatusLine", "Winner of the game: %1, with %n point(s)."),
    ("StatusLine", "Winner of the match: %1, with %n point(s)."),
    ("StatusLine", "You win the match, with %n kružić(i)."),
    ("StatusLine", "Winner of the match: %1, with %n kružić(i)."),
    ("TutorialPanel", "%n point(s)"),
    ("TutorialPanel", "%n point(s) (%1)"),
    ("TutorialPanel", "Good. %n more move(s) to go."),
    ("FileErrors", "The file names %n player(s), but the game is for %1."),
    ("GameWords", "%n tile(s) in hand"),
    ("GameWords", "%n tile(s) on the rack"),
    ("GameWords", "%n stone(s) in hand"),
    ("GameWords", "%n tile(s) in the sack"),
    ("GameWords", "%n tile(s) in the pool"),
    ("GameWords", "%n stone(s) in the stock"),
    ("GameWords", "%n tile(s) left to buy"),
    ("GameWords", "%n place(s) for this tile (highlighted): click one."),
    ("GameWords", "%n field(s) for this stone (highlighted): click one."),
    ("GameWords", "%n place(s) on the layout for this tile (highlighted): click one."),
    ("MoveWords", "%n point(s)"),
    ("MoveWords", "−%n point(s)"),
    ("RatingPanel", "%1 ± %2 (95 %) after %n rated game(s)"),
    (
        "ReviewWindow",
        "Move %1 (%2): %3, points %4; most points: %5, points %6 — %n point(s) missed",
    ),
    ("ReviewWindow", "%n new exercise(s) kept"),
    ("ReviewWindow", "The game is not over; at the last move %1 was ahead by %n point(s)."),
    ("ReviewWindow", "The game is not over; at the last move %1 was ahead by %n kružić(i)."),
    ("PracticeWindow", "The most a move scores here at once: %n point(s)."),
    ("PracticeWindow", "It scores %n point(s) at once."),
    ("PracticeWindow", "Your move scored %n point(s)."),
    ("PuzzleWords", "It scores %n point(s)"),
    ("PuzzleWindow", "Your puzzle rating in %1: %2 (%n puzzle(s) solved)"),
    ("PuzzleChooser", "%n puzzle(s)"),
}


@pytest.mark.parametrize("code", ("nl", "pl", "sr", "sr_Cyrl"))
def test_every_count_is_a_plural_message(code: str) -> None:
    root = ET.parse(ROOT / "i18n" / f"holomino_{code}.ts").getroot()
    plurals, counts = set(), []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            if message.get("numerus") == "yes":
                plurals.add((name, source))
            elif _COUNT.search(source):
                counts.append((name, source))
    assert counts == []
    assert plurals == NUMERUS


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", ["1 tile in the sack", "3 tiles in the sack", "5 tiles in the sack"]),
        ("pl", ["1 płytka w worku", "3 płytki w worku", "5 płytek w worku"]),
        ("sr", ["1 pločica u vreći", "3 pločice u vreći", "5 pločica u vreći"]),
        ("nl", ["1 tegel in de zak", "3 tegels in de zak", "5 tegels in de zak"]),
    ],
)
def test_counts_take_the_languages_plural_forms(qapp, code: str, expected: list[str]) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language(code)
    assert [game_word("holomino", "stock", n) for n in (1, 3, 5)] == expected


def test_tutorial_counts_moves_and_negative_points(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("pl")
    left = [QCoreApplication.translate("TutorialPanel", "Good. %n more move(s) to go.", "", n)
            for n in (1, 2, 5)]  # fmt: skip
    assert left == [
        "Dobrze. Został jeszcze 1 ruch.",
        "Dobrze. Zostały jeszcze 2 ruchy.",
        "Dobrze. Zostało jeszcze 5 ruchów.",
    ]
    from holomino_desktop.ui.words.texts import signed

    text = QCoreApplication.translate("TutorialPanel", "%n point(s)", "", 5)
    assert signed(text, -5) == "−5 punktów"


# -- 3. each game's own words -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "game", "rack", "in_hand", "stock"),
    [
        ("pl", "square_domino", "Twoje kamienie", "2 kamienie w ręce", ""),
        ("pl", "holomino", "Twoje płytki", "2 płytki w ręce", "2 płytki w worku"),
        ("pl", "triominos", "Twoja podstawka", "2 kamienie na podstawce", "2 kamienie w puli"),
        ("nl", "holomino", "Jouw tegels", "2 tegels in de hand", "2 tegels in de zak"),
        ("nl", "triominos", "Jouw plankje", "2 stenen op het plankje", "2 stenen in de pot"),
        ("nl", "hexadomino", "Jouw stenen", "2 stenen in de hand", "2 stenen in de voorraad"),
        ("sr", "hexadomino", "Tvoji kamenovi", "2 kamena u ruci", "2 kamena u zalihi"),
        ("sr", "dutch_domino", "Tvoje pločice", "2 pločice u ruci", "Za kupovinu: još 2 pločice"),
    ],
)
def test_each_game_uses_its_own_words(
    qapp, code: str, game: str, rack: str, in_hand: str, stock: str
) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language(code)
    assert game_word(game, "rack") == rack
    assert game_word(game, "in_hand", 2) == in_hand
    assert game_word(game, "stock", 2) == stock


def test_serbian_dutch_domino_says_talon(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("sr")
    assert "talonu" in game_word("dutch_domino", "cannot_place")
    assert game_word("dutch_domino", "places", 3) == (
        "Na talonu su za ovu pločicu označena 3 mesta: klikni na jedno od njih."
    )
    assert "talon" not in game_word("holomino", "places", 3)
    assert game_word("dutch_domino", "marked_on_board") == (
        "Evo poteza: označen je na talonu. Klikni na njega."
    )
    assert (
        game_word("square_domino", "see_on_board") == "Klikni da vidiš potez u rasporedu na stolu"
    )
    assert game_word("holomino", "see_on_board") == "Klikni da vidiš potez na tabli"


def test_polish_square_domino_screen_names_kamienie(window: MainWindow) -> None:
    i18n.set_language("pl")
    solo(window, "square_domino")
    from tests.ui.helpers import wait_for_human

    wait_for_human(None, window)
    window.refresh()
    assert window.widgets.rack_title.text().startswith("Twoje kamienie")
    state = window.controller.state
    assert state is not None
    hand = len(window.board.painter.hand(state, 0))  # type: ignore[union-attr]
    assert hand >= 5
    assert f"{hand} kamieni w ręce" in card_texts(window.seats_view.seat_cards[0])
    assert window.widgets.stock.text() == ""  # nothing is drawn in square domino
    solo(window, "holomino")
    assert "3 płytki w ręce" in card_texts(window.seats_view.seat_cards[0])
    assert window.widgets.stock.text() == "32 płytki w worku"  # 32: the few form, not 5+


def card_texts(card) -> list[str]:  # type: ignore[no-untyped-def]
    """Every line of every label on a seat card."""
    from PySide6.QtWidgets import QLabel

    return [line for label in card.findChildren(QLabel) for line in label.text().split("\n")]


def test_every_game_has_every_word() -> None:
    keys = set(GAME_WORDS["holomino"])
    for game in GAMES:
        assert set(GAME_WORDS[game]) == keys, game


# -- 5. file errors and engine errors are translated ------------------------------------------
def record_errors() -> list[BaseException]:
    """A file error of every shape the record and persistence raise."""
    good = GameRecord.start(get_game("holomino"), 5).to_json()
    texts = [
        "[]",
        '{"format": "x"}',
        '{"format": "holomino-record"}',
        '{"format": "holomino-record", "version": 9}',
        '{"format": "holomino-record", "version": 1, "game": "chess"}',
        "{",
    ]
    broken = [
        dict(good, moves=[1]),
        dict(good, result=3),
        dict(good, options={"colour": 1}),
        dict(good, options={"scoring": "max"}),
        dict(good, players=[{"name": "a"}]),
        dict(good, players=[{"nome": "a"}, {"name": "b"}]),
        dict(good, players=[{"name": "a", "kind": "x"}, {"name": "b"}]),
        dict(good, players=[{"name": "a", "level": 3}, {"name": "b"}]),
        dict(good, seed="x"),
        dict(good, moves=["zzz"]),
        dict(good, moves=["pass"], result={"scores": [1, 2]}),
    ]
    texts += [json.dumps(b) for b in broken]
    errors: list[BaseException] = []
    for text in texts:
        with pytest.raises(GameFileError) as caught:
            parse_game(text)
        errors.append(caught.value)
    return errors


@pytest.mark.parametrize("code", ("nl", "pl", "sr"))
def test_file_error_reasons_are_translated(qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    errors = record_errors()
    english = [str(e) for e in errors]
    i18n.set_language(code)
    shown = [file_error_text(e) for e in errors]
    same = [(e, s) for e, s in zip(english, shown, strict=True) if e == s or e in s]
    assert same == []


def test_every_file_error_shape_has_a_finished_translation() -> None:
    """Each reason rebuilt by ui/file_errors.py and each engine error key has a finished
    translation in every language, different from its English."""
    assert len(_REASONS) == 44
    for code in ("nl", "pl", "sr"):
        root = ET.parse(ROOT / "i18n" / f"holomino_{code}.ts").getroot()
        found = {
            m.findtext("source", ""): m.find("translation")
            for c in root.iter("context")
            if c.findtext("name") == "FileErrors"
            for m in c.iter("message")
        }
        # 41 reasons (a save error has Persistence's words), a round limit, and the kinds of
        # damage a file is told by (not JSON, not text, nested too deep, a number too large)
        assert len(found) == 48
        for source, node in found.items():
            assert node is not None and node.get("type") is None, source
            assert node.text and node.text != source, source


ENGINE_KEYS = (
    "ambiguous_rotation",
    "bad_halves",
    "bad_layout",
    "bad_option",
    "missing_arm",
    "not_in_set",
    "unknown_game",
    "unknown_option",
)


@pytest.mark.parametrize("code", ("nl", "pl", "sr"))
def test_every_engine_error_key_is_translated(qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    engine = ROOT / "holomino_desktop" / "engine"
    keys = set()
    for path in engine.rglob("*.py"):
        keys |= set(re.findall(r'key="([a-z_]+)"', path.read_text(encoding="utf-8")))
    known = set(_ERROR_TEMPLATES) | set(_SENTENCES) | REFUSAL_KEYS  # misfits: refusals.py
    assert keys <= known, sorted(keys - known)
    params = {"tile": "5", "shown": "34", "option": "x", "text": "5-6", "game": "g", "limit": 2}
    params |= {"cell": "1,2", "size": 6, "arm": "N", "value": 5, "required": 6}
    params |= {"numbers": (4,), "need": (1, 2), "have": (3, 4), "end": 5, "shows": 2, "touches": 0}
    errors = [GameError("english words", key=key, **params) for key in sorted(keys)]
    i18n.set_language("en")
    english = [error_text(e) for e in errors]  # the English sources of templates and refusals
    i18n.set_language(code)
    shown = [error_text(e) for e in errors]
    same = [e.key for e, a, b in zip(errors, english, shown, strict=True) if a == b]
    assert same == []


# -- 4. Alt-key letters ---------------------------------------------------------------------------
def _mnemonic(text: str) -> str | None:
    match = re.search(r"&([^&\s])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def _clashes(texts: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    bad = []
    for text in texts:
        key = _mnemonic(text)
        if key is None:
            continue
        if key in seen:
            bad.append(f"{seen[key]!r} / {text!r}")
        seen[key] = text
    return bad


def _dialog_clashes(dialog) -> list[str]:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = [b.text() for b in dialog.findChildren(QAbstractButton) if b.isVisibleTo(dialog)]
    texts += [
        label.text()
        for label in dialog.findChildren(QLabel)
        if label.buddy() is not None and label.isVisibleTo(dialog)
    ]
    return _clashes(texts)


def window_alt_scopes(window: MainWindow) -> dict[str, list[str]]:
    """What the window shows, grouped by where one Alt letter must be unique: the menu bar's
    titles together with the main window's own buttons (Alt+letter reaches both from the
    board), and each menu, submenus included, on its own."""
    from PySide6.QtWidgets import QAbstractButton, QMenu

    main = [a.text() for a in window.menuBar().actions() if a.isVisible()]
    main += [
        b.text()
        for b in window.findChildren(QAbstractButton)
        if b.isVisibleTo(window) and b.window() is window
    ]
    scopes = {"menu bar and buttons": main}
    for menu in window.findChildren(QMenu):
        scopes[menu.title()] = [a.text() for a in menu.actions() if a.isVisible() and a.text()]
    return scopes


@pytest.mark.parametrize("code", ("en", "nl", "pl", "sr", "sr_Cyrl"))
def test_no_alt_letter_twice_in_a_menu_or_dialog(
    window: MainWindow, code: str, tmp_path: Path
) -> None:
    """Switch the language as the Language menu does, let the window retranslate itself
    (Qt delivers LanguageChange through the event loop), then read every menu and the
    buttons beside the menu bar in each game: the texts a person sees."""
    from PySide6.QtWidgets import QApplication

    from holomino_desktop.ui.dialogs.new_game import NewGameDialog
    from holomino_desktop.ui.dialogs.summary import SummaryDialog
    from holomino_desktop.ui.settings import AppSettings, SettingsDialog
    from holomino_desktop.ui.statistics import Statistics, StatisticsDialog

    i18n.set_language(code)
    QApplication.processEvents()
    file_menu = window.menuBar().actions()[0].text()
    assert (file_menu == "&File") == (code == "en"), file_menu  # the window shows `code`
    bad = []
    for game in GAMES:
        solo(window, game)
        QApplication.processEvents()
        for scope, texts in window_alt_scopes(window).items():
            bad += [f"{game}, {scope}: {clash}" for clash in _clashes(texts)]
    dialogs = [
        NewGameDialog(window.controller.config, window),
        SummaryDialog("t", "h", ["a"], [["1"]], [], final=True, parent=window),
        SummaryDialog("t", "h", ["a"], [["1"]], [], final=False, parent=window),
    ]
    dialogs.append(SettingsDialog(AppSettings(), window))
    dialogs.append(StatisticsDialog(Statistics(tmp_path / "statistics.json"), window))
    dialogs += network_dialogs(window)
    for dialog in dialogs:
        bad += _dialog_clashes(dialog)
        dialog.deleteLater()
    assert sorted(set(bad)) == [], code


def network_dialogs(window: MainWindow) -> list:  # type: ignore[type-arg]
    """Game → Play with friends: the host's setup and lobby, the join dialog."""
    from holomino_desktop.net.words import new_code
    from holomino_desktop.ui.network.dialogs import HostLobbyDialog, HostSetupDialog, JoinDialog
    from holomino_desktop.ui.network.seat_memory import LastJoin

    lobby = HostLobbyDialog(new_code(), "127.0.0.1:47145", lambda: [], lambda: True, window)
    join = JoinDialog(lambda *args: None, 47145, LastJoin(name="Ana"), window)
    return [HostSetupDialog(window.controller.config, window), lobby, join]


def test_a_move_error_inside_a_file_error_is_translated_by_its_key(qapp) -> None:  # type: ignore[no-untyped-def]
    text = json.dumps(dict(GameRecord.start(get_game("holomino"), 5).to_json(), moves=["zzz"]))
    with pytest.raises(GameFileError) as caught:
        parse_game(text)
    assert str(caught.value).startswith("move 1 ('zzz') cannot be played: ")
    i18n.set_language("pl")
    assert file_error_text(caught.value) == (
        "Ruchu 1 („zzz”) nie można wykonać: „zzz” nie jest ruchem w tej grze."
    )


# -- the per-game glossary (docs/glossary.md) drives the GameWords translations -----------------
def glossary() -> dict[str, dict[str, dict[str, list[str]]]]:
    """game -> term -> language -> the stems of docs/glossary.md's cells."""
    tables: dict[str, dict[str, dict[str, list[str]]]] = {}
    game, never = "", False  # a "never" table lists other games' words (test_game_terms.py)
    text = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("## "):
            game = line[3:].strip()
            tables[game] = {}
        elif line.startswith(("| term", "| never")):
            never = line.startswith("| never")
        elif game and not never and line.startswith("| ") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            stems = [re.search(r"\((.*)\)", c) for c in cells[2:]]
            tables[game][cells[0]] = {
                code: m.group(1).split("/") if m else []
                for code, m in zip(("nl", "pl", "sr"), stems, strict=True)
            }
    return tables


def game_texts(code: str, game: str) -> str:
    root = ET.parse(ROOT / "i18n" / f"holomino_{code}.ts").getroot()
    texts = []
    for context in root.iter("context"):
        if context.findtext("name") != "GameWords":
            continue
        for message in context.iter("message"):
            if message.findtext("comment") == game:
                node = message.find("translation")
                assert node is not None
                forms = node.findall("numerusform")
                texts += [f.text or "" for f in forms] if forms else [node.text or ""]
    return " ".join(texts).lower()


@pytest.mark.parametrize("code", ("nl", "pl", "sr"))
@pytest.mark.parametrize("game", GAMES)
def test_game_words_follow_the_per_game_glossary(code: str, game: str) -> None:
    terms = glossary()
    assert set(terms) == set(GAMES)
    shown = game_texts(code, game)
    for term, stems in terms[game].items():
        assert any(stem in shown for stem in stems[code]), (game, term, stems[code])
    piece = terms[game]["piece"][code]
    others = {s for g in GAMES for s in terms[g]["piece"][code]} - set(piece)
    wrong = [s for s in others if re.search(rf"\b{s}", shown)]
    assert wrong == [], (game, code, wrong)


def test_the_whole_serbian_interface_says_ti() -> None:
    """Not only the lessons and rules pages: every Serbian message speaks to one player as ti."""
    import tests.test_translations as checks

    texts = [t for _, m in checks.messages("sr") for t in checks.translations(m)]
    extra = re.compile(
        r"\b(?:koristite|predajte|probajte|ostavite|popunite|kupujete|igrate|završili|"
        r"pokažite|uzeli|kupili|vašoj|vaših)\b",
        re.IGNORECASE,
    )
    found = sorted(
        {m.group(0) for text in texts for pattern in (checks._SERBIAN_VI, extra)
         for m in pattern.finditer(text)}
    )  # fmt: skip
    assert found == []


@pytest.mark.parametrize(
    ("game", "title", "column", "button"),
    [
        ("square_domino", "Koniec partii", "Ta partia", "Następna &partia"),
        ("triominos", "Koniec rundy", "Ta runda", "Następna &runda"),
        ("dutch_domino", "Koniec partii", "Ta partia", "Następna &partia"),
    ],
)
def test_polish_round_summary_uses_the_games_word_for_a_round(
    window: MainWindow, game: str, title: str, column: str, button: str
) -> None:
    """Square domino's seed plays *partie* and Holandski domino's *partije*; the Polish
    Triominos rules say *runda*: the round summary says what the game's own rules page says."""
    from holomino_desktop.engine.base import MoveResult

    i18n.set_language("pl")
    solo(window, game)
    window.controller.hold("test")
    window.summaries.round_ended(MoveResult(0, window.controller.state.legal_moves()[0]))  # type: ignore[union-attr]
    dialog = window.summaries.summary
    assert dialog is not None
    assert dialog.windowTitle() == title
    header = dialog.table.horizontalHeaderItem(1)
    assert header is not None and header.text() == column
    assert dialog.next_round.text() == button
    window.summaries.close_summary()


def _text(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source).replace("&", "").rstrip(" ▶").lower()


@pytest.mark.parametrize("code", ("nl", "pl", "sr", "sr_Cyrl"))
def test_texts_seen_side_by_side_differ(qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    """Hint and Help sit in one menu bar, Pass next to the tutorial's Next, the new-game
    dialog's Played-by column under Game; each pair needs two different words."""
    i18n.set_language(code)
    pairs = [
        (("MainWindow", "H&int"), ("MainWindow", "&Help")),
        (("Comfort", "&Hint"), ("MainWindow", "&Help")),
        (("Board", "Pass"), ("TutorialPanel", "Next ▶")),
        (("NewGameDialog", "Played by"), ("NewGameDialog", "Game")),
        (("NewGameDialog", "Played by"), ("NewGameDialog", "&Game:")),
    ]
    same = [(a, b) for a, b in pairs if _text(*a) == _text(*b).rstrip(":")]
    assert same == []


def test_serbian_and_polish_words_the_issue_named(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("sr")
    assert QCoreApplication.translate("Board", "Pass") == "Preskoči"
    assert QCoreApplication.translate("MainWindow", "H&int") == "&Savet"
    assert QCoreApplication.translate("Levels", "Strong") == "Jak"
    i18n.set_language("pl")
    assert QCoreApplication.translate("MainWindow", "Normal") == "Normalnie"
    assert QCoreApplication.translate("NewGameDialog", "Played by") == "Kto gra"


@pytest.mark.parametrize(("game_id", "text"), [("holomino", "P&ołóż"), ("square_domino", "D&ołóż"),
                                               ("dutch_domino", "D&ołóż")])  # fmt: skip
def test_the_place_button_says_each_games_own_verb(window, game_id: str, text: str) -> None:  # type: ignore[no-untyped-def]
    """Polish lays a tile (połóż) in Holomino but adds one to the layout (dołóż) in the domino
    games, as their hints and lessons say: the button follows the game, and a language switch."""
    i18n.set_language("pl")
    try:
        start(window, game_id, ["human", "beginner"], seed=1)
        assert window.widgets.place_button.text() == text
        i18n.set_language("en")
        QApplication.processEvents()  # the language change reaches the window
        assert window.widgets.place_button.text() == "&Place"
        i18n.set_language("pl")
        QApplication.processEvents()
        assert window.widgets.place_button.text() == text
    finally:
        i18n.set_language("en")
