"""Words a player can follow, in every language, read from the real window.

Native readers found texts the program made wrong whatever the translation: Hexadomino stones
named by an id no stone shows ("Place stone 43 below left of stone 48"), a square domino's
neighbour in notation ("above the square 53/36"), Holandski domino's arms by the compass while
the table draws them up, right, down and left, a kružić received written "−1", a game scored in
kružići with "Points" columns, an unlabelled figure on the seat card, option labels that asked
a question their values answered ("Set: double-nine or double-eight:" — "9"), the end of a
one-round game called a match, and a move log that cut its explanations.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QLabel,
    QStyle,
    QStyleOptionViewItem,
    QTreeWidgetItem,
)

import holomino_desktop.ui.hints as hints_module
from holomino_desktop.ai.review import review_record
from holomino_desktop.engine import GAME_IDS, hexadomino, square_domino
from holomino_desktop.engine.base import IllegalMoveError
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.dialogs.new_game import NewGameDialog
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.network.dialogs import HostSetupDialog
from holomino_desktop.ui.review import ReviewWindow
from holomino_desktop.ui.widgets.seats import MoveLog
from holomino_desktop.ui.words import i18n
from holomino_desktop.ui.words.move_words import describe_move
from holomino_desktop.ui.words.texts import after_colon

from .test_move_words import BestPlacement, real_position, wait_idle

LANGUAGES = ("en", "nl", "pl", "sr", "sr_Cyrl")
#: a Hexadomino stone as a player reads it: six fields' pips from the top, clockwise
PIPS = re.compile(r"(?<![\d-])\d(?:-\d)+(?![\d-])")


@pytest.fixture(autouse=True)
def back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def tr(context: str, text: str, game: str = "") -> str:
    return QCoreApplication.translate(context, text, game or None)


def play_out(window: MainWindow, game_id: str, seed: int = 3, moves: int = 5000) -> None:
    """Two people at the window play random legal moves until the match is over (or after
    ``moves`` moves, the next player's hand on the rack); each round's summary is closed with
    its Next round button."""
    seats = [SeatConfig("Ana", "human"), SeatConfig("Bob", "human")]
    window.controller.new_game(GameConfig(game_id, {}, seats, seed))
    rng = random.Random(seed)
    played = 0
    for _ in range(4 * moves):
        QApplication.processEvents()
        state = window.controller.state
        assert state is not None
        summary = window.summaries.summary
        if state.is_terminal():
            return
        if summary is not None:
            summary.next_round.click()
        elif window.rack_view.handover_seat >= 0:
            window.widgets.handover.click()
        elif played == moves:
            return
        else:
            painter = window.board.painter
            assert painter is not None
            legal = state.legal_moves()
            window.controller.play(rng.choice([m for m in legal if painter.placement(m)] or legal))
            played += 1
    raise AssertionError("the match did not end")


def whole_rows(window: MainWindow) -> list[str]:
    log = window.widgets.log
    items = [log.topLevelItem(i) for i in range(log.topLevelItemCount())]
    return [MoveLog.whole_text(item) for item in items if item is not None]


# -- P1: a Hexadomino stone by what a player sees ----------------------------------------------
def pips_words(fields: tuple[int, ...] | list[int]) -> str:
    """A stone's pip fields from the top, clockwise, joined as a tile's numbers ("4-5-2-1"),
    the empty fields left out: how the messages name a stone."""
    return "-".join(str(pips) for pips in fields if pips)


def _no_code(text: str) -> bool:
    """``text`` names no stone by a code: no six-field reading with its empty fields
    ("0-4-5-0-2-1"); a name joins only the fields that have pips ("4-5-2-1")."""
    return all("0" not in chain.split("-") for chain in PIPS.findall(text))


@pytest.mark.parametrize("language", LANGUAGES)
def test_hexadomino_names_every_stone_by_its_pips_in_words(
    qtbot: Any, window: MainWindow, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Readers could not read "Place stone 0-4-5-0-2-1 below left of stone 0-0-0-0-1-4" (nor
    the id before it, "stone 43"). A stone is named by its pips in words, "stone 4-5-2-1",
    the start stone so; the hint's own stone is the highlighted one, as it is
    selected in the hand and shown on the table. The log, the rack and a refusal say the same."""
    monkeypatch.setattr(hints_module, "HintPlayer", BestPlacement)
    real_position(window, "hexadomino", 6)
    assert i18n.set_language(language) == language
    QApplication.processEvents()
    state = window.controller.state
    assert isinstance(state, hexadomino.HexadominoState)
    before = state.clone()
    window.hints.hint_budget = 0.05
    qtbot.mouseClick(window.play.hint_button, Qt.MouseButton.LeftButton)
    wait_idle(window.hints.hint_runner)
    move = window.hints.shown
    assert isinstance(move, hexadomino.Place)
    said = window.widgets.status.text()
    words = describe_move(before.view(before.current_player), move, shown=True)
    assert after_colon(words) in said and _no_code(said), (words, said)
    laid = [pips_words(s.fields) for s in before.board_tiles()]  # as they lie on the table
    sides = ("above", "to the upper right of", "to the lower right of", "below",
             "to the lower left of", "to the upper left of")  # fmt: skip
    hints = {
        tr("MoveWords", f"Place the highlighted stone {side} the start stone", "hexadomino")
        for side in sides
    } | {
        tr("MoveWords", f"Place the highlighted stone {side} stone %1", "hexadomino").replace(
            "%1", neighbour
        )
        for side in sides
        for neighbour in laid
    }
    assert words in hints, words
    # the coach's and the review's words name the stone itself by its pips
    named = describe_move(before.view(before.current_player), move)
    assert pips_words(hexadomino.stone_fields(move.tile)) in named and _no_code(named), named
    # the log: a placement's row names the stone by its pips as it lies on the table
    placed = [r.move for r in window.controller.results if isinstance(r.move, hexadomino.Place)]
    rows = [row.split("\n")[1] for row in whole_rows(window)[: len(placed) + 1]]
    stones = [row for row in rows if row.startswith(tr("Board", "Stone %1", "hexadomino")[:4])]
    assert len(stones) == len(placed) > 0, rows
    for row, done in zip(stones, placed, strict=True):
        assert isinstance(done, hexadomino.Place)
        turned = hexadomino.oriented(done.tile, done.rotation)
        stone = tr("Board", "Stone %1", "hexadomino").replace("%1", pips_words(turned))
        assert row == stone and _no_code(row), (row, stone)
    # the rack: every stone's name and tooltip
    for button in window.widgets.rack.buttons:
        name = button.accessibleName()
        assert pips_words(hexadomino.stone_fields(button.tile)) in name and _no_code(name), name
        assert button.toolTip() == name
    # a refusal: a stone that is not in the hand
    stranger = next(t for t in hexadomino.TILE_IDS if t not in state.hand(state.current_player))
    window.controller.play(hexadomino.Place(stranger, 0, 0, 0))
    refused = window.widgets.status.text()
    assert pips_words(hexadomino.stone_fields(stranger)) in refused and _no_code(refused), refused


def test_hexadomino_reviews_and_refusals_name_stones_by_their_pips() -> None:
    """The review says a move as the hint does; the engine's refusals of a typed move name the
    stone by its pips in words too."""
    from holomino_desktop.engine import get_game
    from holomino_desktop.ui.words.engine_texts import error_text

    state = get_game("hexadomino").new_initial_state(seed=5)
    for move in state.legal_moves()[:20]:
        if isinstance(move, hexadomino.Place):
            assert _no_code(describe_move(state, move))
    for code in LANGUAGES:
        i18n.set_language(code)
        for key in ("not_in_hand", "ambiguous_rotation"):
            text = error_text(IllegalMoveError("", key=key, tile=48), "hexadomino")
            assert pips_words(hexadomino.STONES[48]) in text and _no_code(text), text
            assert "48" not in text, text


# -- a neighbour named with its noun -------------------------------------------------------
#: the word for a tile in each language, as the hint names a neighbour after a side ("above
#: tile 3-5-6"; Polish and Serbian in the case the preposition needs: *nad płytką*, *obok
#: płytki*, *iznad pločice*)
NEIGHBOUR_NOUN = {
    "holomino": {
        "en": "tile", "nl": "tegel", "pl": "płytką|płytki", "sr": "pločice", "sr_Cyrl": "плочице"
    },
    "triominos": {
        "en": "tile", "nl": "steen", "pl": "kamieniem|kamienia", "sr": "pločice",
        "sr_Cyrl": "плочице"
    },
}  # fmt: skip
#: Polish names a slanted hex side after the neighbour: "obok płytki 3-5-6, u góry z prawej"
SIDE_AFTER_NEIGHBOUR = {"pl": r"(?:, u (?:góry|dołu) z (?:prawej|lewej))?"}


@pytest.mark.parametrize("game_id", ["holomino", "triominos"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hint_names_the_neighbour_with_its_noun(
    window: MainWindow, game_id: str, language: str
) -> None:
    """Polish hints read "Połóż płytkę 1-2-4 nad 3-5-6": a side stitched to the bare
    numbers of the neighbour. Each game has one whole sentence per side, with the neighbour's
    noun in the case that sentence needs."""
    real_position(window, game_id, 8)
    assert i18n.set_language(language) == language
    state = window.controller.state
    assert state is not None
    noun = NEIGHBOUR_NOUN[game_id][language]
    said = [describe_move(state, m) for m in state.legal_moves() if hasattr(m, "tile")]
    assert said
    for words in said:
        after = SIDE_AFTER_NEIGHBOUR.get(language, "")
        assert re.search(rf"\b(?:{noun}) \d-\d-\d{after}$", words), words


# -- P2: a square domino's neighbour by its dominoes ---------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
def test_square_domino_names_a_square_by_its_dominoes(window: MainWindow, language: str) -> None:
    """ "above the square 53/36" was the notation: a hint names the square beside the move by
    its two dominoes as they lie, as the move log writes a square ("5-3 + 3-6")."""
    real_position(window, "square_domino", 8)
    assert i18n.set_language(language) == language
    state = window.controller.state
    assert isinstance(state, square_domino.SquareDominoState)
    laid: dict[tuple[int, int], list[str]] = {}
    for tile in state.board_tiles():
        laid.setdefault((tile.x, tile.y), []).append("-".join(map(str, tile.pips)))
    squares = {" + ".join(pair) for xy, pair in laid.items() if xy != (0, 0)}
    named = 0
    for move in state.legal_moves():
        words = describe_move(state, move)
        assert not re.search(r"\d\d/\d\d|\d/\d", words), words
        found = re.findall(r"\d-\d \+ \d-\d", words)
        assert set(found) <= squares, (found, squares)
        named += len(found)
    assert named, "no move was beside a square other than the start square"
    window.refresh()
    for button in window.widgets.rack.buttons:  # "Tile 0, 6" said number by number, never "06"
        name = button.accessibleName()
        assert re.search(r"\d, \d", name) and not re.search(r"\d\d", name), name


# -- P9: Holandski domino's arms as the table draws them ----------------------------------------
COMPASS = {
    "en": r"north|east|south|west",
    "nl": r"noord|oost|zuid|west",
    "pl": r"półn|wschod|połud|zachod",
    "sr": r"sever|istoč|juž|zapad",
    "sr_Cyrl": r"север|исто|јуж|запад",
}
SCREEN = {
    "en": r"upper|right|lower|left|above|below",
    "nl": r"bovenste|rechter|onderste|linker|boven|onder|rechts|links",
    "pl": r"górn|prawe|doln|lewe|nad |pod |prawej|lewej",
    "sr": r"gornji|desni|donji|levi|iznad|ispod|desno|levo",
    "sr_Cyrl": r"горњи|десни|доњи|леви|изнад|испод|десно|лево",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_holandski_arms_go_up_right_down_and_left(
    qtbot: Any, window: MainWindow, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table draws the arms going up, right, down and left, and the tutorial names them
    so: the hint said "the south arm", "its north side"."""
    from holomino_desktop.engine import dutch_domino

    monkeypatch.setattr(hints_module, "HintPlayer", BestPlacement)
    real_position(window, "dutch_domino", 6)
    assert i18n.set_language(language) == language
    state = window.controller.state
    assert state is not None
    arms = [
        m
        for m in state.legal_moves()
        if isinstance(m, dutch_domino.Place) and m.arm != dutch_domino.SPINNER
    ]
    assert arms
    for move in arms:
        words = describe_move(state, move)
        assert not re.search(COMPASS[language], words, re.I), words
        assert re.search(SCREEN[language], words, re.I), words
    window.hints.hint_budget = 0.05
    qtbot.mouseClick(window.play.hint_button, Qt.MouseButton.LeftButton)
    wait_idle(window.hints.hint_runner)
    assert not re.search(COMPASS[language], window.widgets.status.text(), re.I)


def test_holandski_arms_in_english() -> None:
    """Beside the spinner: above it, to its right, below it, to its left (the lesson's table,
    its four sides free)."""
    from holomino_desktop.tutorial.lessons import load_lesson

    lesson = load_lesson("dutch_domino")
    state = lesson.state_for(lesson.steps[lesson.step_index("arms")])
    said = {describe_move(state, m) for m in state.legal_moves()}
    beside = {re.sub(r"^Lay \S+ | the spinner \S+$", "", s) for s in said if "spinner" in s}
    assert beside and beside <= {"above", "to the right of", "below", "to the left of"}, said


# -- P3, P7: Holandski domino counts kružići received ------------------------------------------
@pytest.fixture(scope="module")
def holandski_end(qapp: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[MainWindow]:
    """A finished Holandski domino match in a real window (its end box open)."""
    from PySide6.QtCore import QSettings

    path = tmp_path_factory.mktemp("holandski") / "settings.ini"
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    window = MainWindow(settings, start=False)
    window.resize(1280, 800)
    window.show()
    play_out(window, "dutch_domino")
    yield window
    window.summaries.close_summary()  # its window-modal box would block later tests' windows
    window.controller.shutdown()
    window.close()
    window.deleteLater()  # not left to answer later tests' events


def _summary_texts(window: MainWindow) -> tuple[list[str], list[list[str]], list[str]]:
    """The open end box: its columns, its rows, its labels."""
    dialog = window.summaries.summary
    assert dialog is not None
    table = dialog.table
    columns = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    rows = [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    return columns, rows, labels


@pytest.mark.parametrize("language", LANGUAGES)
def test_holandski_says_a_kruzic_is_received_and_counts_kruzici(
    holandski_end: MainWindow, language: str
) -> None:
    """ "−1 kružić: last player holding tiles" read as a kružić taken away: the end box, the
    move log and the status line say it is received (+1) and count kružići, never points."""
    window = holandski_end
    assert i18n.set_language(language) == language
    QApplication.processEvents()
    window.summaries.close_summary()
    window.summaries.game_over()  # the end box, made in this language
    columns, rows, labels = _summary_texts(window)
    kruzici = tr("Summaries", "Kružići", "dutch_domino")
    assert columns[2] == kruzici and tr("Summaries", "Total") not in columns
    assert not [cell for row in rows for cell in row[1:3] if "−" in cell], rows
    assert any(row[1] == "+1" for row in rows), rows
    # the Match column shows the marks under its own name, not "Kružići: ●○○○○" again
    assert columns[3] == tr("Summaries", "Match"), columns
    marks = [row[3] for row in rows]
    assert all(re.match(r"[●○]{5}", cell) for cell in marks), marks
    notes = [text for text in labels if re.search(r": \+1 ", text)]
    assert notes, labels
    assert not [text for text in labels if "−" in text], labels  # nor the headline's points
    log = window.widgets.log
    assert log.headerItem().text(2) == tr("MoveLog", "Kružići", "dutch_domino")
    rows_said = "\n".join(whole_rows(window))
    assert "−" not in rows_said and re.search(r"\+1 \w", rows_said)
    points = [log.topLevelItem(i).text(2) for i in range(log.topLevelItemCount())]
    assert not [p for p in points if "−" in p]


@pytest.mark.parametrize("language", LANGUAGES)
def test_holandski_review_counts_kruzici(
    qtbot: Any, holandski_end: MainWindow, language: str
) -> None:
    """The review's columns, totals and chart count kružići in a game scored in kružići."""
    record = holandski_end.controller.record
    assert record is not None
    review = review_record(record, quick=True)
    assert i18n.set_language(language) == language
    window = ReviewWindow(record, start=False)
    qtbot.addWidget(window)
    window.show_review(review)
    table = window.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers[3] == tr("MoveTable", "Kružići", "dutch_domino")
    assert headers[8] == tr("MoveTable", "Avoidable kružići", "dutch_domino")
    assert tr("MoveTable", "Points") not in headers
    assert tr("MoveTable", "Points missed") not in headers
    cells = [table.item(r, 3).text() for r in range(table.rowCount())]
    assert not [c for c in cells if "−" in c]
    said = window.totals.text() + window.describe(len(record.moves))
    assert "−" not in said
    assert tr("ReviewWindow", "Kružići: %1", "dutch_domino").split("%1")[0] in said


@pytest.mark.parametrize("language", LANGUAGES)
def test_holandski_replay_counts_kruzici(
    qtbot: Any, holandski_end: MainWindow, language: str
) -> None:
    """The replay's move list counts kružići received, and its breakdown says the kružić line
    in the window's language (it showed the engine's English sentence, "−1 kružić: …")."""
    from holomino_desktop.ui.replay import ReplayViewer
    from holomino_desktop.ui.words.engine_texts import score_text

    record = holandski_end.controller.record
    assert record is not None
    assert i18n.set_language(language) == language
    viewer = ReplayViewer.from_record(record)
    qtbot.addWidget(viewer)
    log = viewer.log
    assert log.headerItem().text(2) == tr("ReplayViewer", "Kružići", "dutch_domino")
    figures = [log.topLevelItem(i).text(2) for i in range(log.topLevelItemCount())]
    assert not [f for f in figures if "−" in f or "-" in f]
    last = holandski_end.controller.results[-1]
    kruzic = next(item for item in last.items if item.kind == "kruzic")
    viewer.jump(len(record.moves))
    assert score_text(kruzic) in viewer.breakdown.text()
    assert score_text(kruzic).startswith("+1 ")
    assert "−" not in viewer.totals.text() and "-" not in viewer.totals.text()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_holandski_seat_card_says_what_its_figure_counts(
    window: MainWindow, language: str
) -> None:
    """The big figure on the card of the hand the viewer sees is its pips: the words say so
    under it (only a tooltip did)."""
    play_out(window, "dutch_domino", moves=4)
    assert i18n.set_language(language) == language
    window.refresh()
    shown = [card for card in window.seats_view.seat_cards if card.score.text()]
    assert shown, "the hand on the rack shows its pips"
    for card in shown:
        assert card.caption.isVisible()
        assert card.caption.text() == tr("Board", "pips in hand", "dutch_domino")
    hidden = [card for card in window.seats_view.seat_cards if not card.score.text()]
    assert all(not card.caption.isVisible() for card in hidden)


# -- P6: a game of one round ends as a game ----------------------------------------------------
@pytest.mark.parametrize("game_id", ["holomino", "hexadomino"])
def test_a_one_round_game_ends_as_a_game(window: MainWindow, game_id: str) -> None:
    """Holomino and Hexadomino are single games: their end box said "End of the match", "New
    match" and had a "This round" column."""
    play_out(window, game_id)
    for language in LANGUAGES:
        assert i18n.set_language(language) == language
        window.summaries.close_summary()
        window.summaries.game_over()
        dialog = window.summaries.summary
        assert dialog is not None
        assert dialog.windowTitle() == tr("Summaries", "End of the game")
        assert dialog.new_match.text() == tr("SummaryDialog", "&New game")
        columns, _rows, _labels = _summary_texts(window)
        assert game_word_round(game_id) not in columns
        assert columns == [tr("Summaries", "Player"), tr("Summaries", "Total")]
    window.summaries.close_summary()  # a box left open would block the next test's windows


#: the noun of each language's end box heading, "End of the match" / "End of the game"
#: one game played is a Dutch *partij* (*spel* is the game itself: i18n/GLOSSARY.md)
MATCH_WORD = {"en": "match", "nl": "wedstrijd", "pl": "mecz", "sr": "meč", "sr_Cyrl": "меч"}
GAME_WORD = {"en": "game", "nl": "partij", "pl": "gr", "sr": "igr", "sr_Cyrl": "игр"}


@pytest.mark.parametrize(
    "game_id", ["holomino", "hexadomino", "triominos", "square_domino", "dutch_domino"]
)
def test_the_end_box_says_how_the_match_or_the_game_ended(window: MainWindow, game_id: str) -> None:
    """The box headed "End of the match" said "Game over: you win…" under it. A match's line
    says the match was won (or drawn), a one-round game's line the game, in every language."""
    from .test_words import finish_with_winner, solo

    solo(window, game_id)
    match = game_id not in ("holomino", "hexadomino")
    lines = set()
    for winner in (0, 1):
        finish_with_winner(window, winner, (-2, -5) if game_id == "dutch_domino" else (37, 10))
        for language in LANGUAGES:
            assert i18n.set_language(language) == language
            window.summaries.close_summary()
            window.summaries.game_over()
            dialog = window.summaries.summary
            assert dialog is not None
            heading = tr("Summaries", "End of the match" if match else "End of the game")
            assert dialog.windowTitle() == heading
            _columns, _rows, labels = _summary_texts(window)
            line = labels[0]
            assert line == window.status_line.status_text()
            noun = (MATCH_WORD if match else GAME_WORD)[language]
            assert noun in heading.lower() and noun in line.lower(), (heading, line)
            assert "Game over" not in line
            lines.add(line)
    assert len(lines) == 2 * len(LANGUAGES)  # the winner's and the loser's view differ
    window.summaries.close_summary()


def game_word_round(game_id: str) -> str:
    from holomino_desktop.ui.words.game_words import game_word

    return game_word(game_id, "this_round")


# -- P4: short option names, values that say what they are ---------------------------------
def _options(dialog: NewGameDialog, game_id: str) -> list[tuple[str, list[str]]]:
    dialog.game.setCurrentIndex(dialog.game.findData(game_id))
    form = dialog.options_form
    rows = []
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
        combo = form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget()
        assert isinstance(label, QLabel) and isinstance(combo, QComboBox)
        rows.append((label.text(), [combo.itemText(i) for i in range(combo.count())]))
    return rows


@pytest.mark.parametrize("language", LANGUAGES)
def test_option_labels_are_names_and_values_say_what_they_are(
    window: MainWindow, language: str
) -> None:
    """ "Set: double-nine or double-eight:" with the values "9 (standard)" and "8": a label
    asked a question its values answered, and the form put its colon after the label's own.
    In New game and Host a table, every game's options have a short name with one colon and
    values in words."""
    assert i18n.set_language(language) == language
    dialogs = [NewGameDialog(window.controller.config, window)]
    dialogs.append(HostSetupDialog(window.controller.config, window))
    standard = tr("NewGameDialog", "%1 (standard)")
    for dialog in dialogs:
        for game_id in GAME_IDS:
            for label, values in _options(dialog, game_id):
                assert label.endswith(":") and ":" not in label[:-1], (game_id, label)
                assert not [v for v in values if re.fullmatch(r"\d+( \(.*\))?", v)], values
            expected = {
                "dutch_domino": ["double-nine", "double-eight"],
                "square_domino": ["two sets", "one set (variant)"],
            }.get(game_id)
            if expected:
                ((_, values),) = _options(dialog, game_id)
                words = [tr("engine", text, game_id) for text in expected]
                assert values == [standard.replace("%1", words[0]), words[1]]
        dialog.close()
    if language == "sr":
        assert tr("engine", "double-nine", "dutch_domino") == "9×9"


# -- P5: the move log cuts no explanation --------------------------------------------------
def _cut_rows(log: MoveLog) -> list[str]:
    """The rows whose text Qt cannot draw whole: a line wider than the text's room in the
    move column, or more lines than its height holds."""
    cut = []
    style = log.style()
    for index in range(log.topLevelItemCount()):
        item: QTreeWidgetItem | None = log.topLevelItem(index)
        assert item is not None
        model_index = log.indexFromItem(item, 1)
        option = QStyleOptionViewItem()
        log.itemDelegate().initStyleOption(option, model_index)
        option.rect = log.visualRect(model_index)
        option.decorationSize = log.iconSize()
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, log)
        # the item painter keeps a margin each side and lays the text out in fractions of a
        # pixel: a line 162.3 wide is drawn cut ("= …") in a room of 162
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, log) + 1
        width = room.width() - 2 * margin
        metrics = QFontMetricsF(option.font)
        lines = item.text(1).split("\n")
        wide = [line for line in lines if metrics.horizontalAdvance(line) > width]
        if wide or len(lines) * metrics.lineSpacing() > room.height() + 2:
            cut.append(f"{item.text(1)!r} in {width} × {room.height()}")
    return cut


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_serbian_square_domino_log_fits_its_rows_at_every_width(
    window: MainWindow, size: tuple[int, int]
) -> None:
    """Serbian square domino's score lines ("gore 6+2, levo 6+4 = 18") came out cut at one
    width of the move log: the line measured 162 whole pixels, fitting a room of 162, but Qt
    draws it 162.3 wide. Dragged through every width, the log cuts no row."""
    assert i18n.set_language("sr") == "sr"
    window.resize(*size)
    play_out(window, "square_domino", moves=24)
    splitter = window.widgets.splitter
    log = window.widgets.log
    left, board, right = splitter.sizes()
    cut: dict[int, list[str]] = {}
    for width in range(190, 331):
        splitter.setSizes([left, board + right - width, width])
        for _ in range(2):
            QApplication.processEvents()
        if _cut_rows(log):
            cut[log.text_width()] = _cut_rows(log)
    assert cut == {}, next(iter(cut.items()))


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_move_log_shows_every_explanation_whole(
    window: MainWindow, size: tuple[int, int], language: str
) -> None:
    """ "above 1+6, right 6…": the square domino log cut its score lines (worse at 800 × 600).
    A line too wide for the move column goes on at the next line; nothing is lost."""
    assert i18n.set_language(language) == language
    window.resize(*size)
    play_out(window, "square_domino", moves=24)
    for _ in range(3):
        QApplication.processEvents()
    log = window.widgets.log
    assert log.topLevelItemCount() >= 24
    assert _cut_rows(log) == []
    for index in range(log.topLevelItemCount()):
        item = log.topLevelItem(index)
        assert item is not None
        whole = MoveLog.whole_text(item)
        assert item.text(1).split() == whole.split()  # only line breaks added
