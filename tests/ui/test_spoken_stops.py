"""The cursor's stop as a screen reader hears it, in every game: no count said twice, a
square domino's tiles said number by number, and the board's keys help naming every key."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from holomino_desktop.ui import announce
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n

from .helpers import start, wait_for_human
from .test_spoken_board import board_description, first_playable_key, press


@pytest.fixture(autouse=True)
def _fresh() -> Iterator[None]:
    announce.forget()
    yield
    i18n.set_language("en")


def _first_stop(window: MainWindow, qtbot, game_id: str, seed: int = 2) -> str:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, game_id, ["human", "beginner"], seed=seed)
    wait_for_human(qtbot, window)
    press(qtbot, window, first_playable_key(window))
    return announce.announced()[-1]


def test_a_triominos_stop_says_its_rotation_count_once(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    said = _first_stop(window, qtbot, "triominos")
    assert said.endswith("(1 of 3): R turns it."), said
    assert not re.search(r"(\d+ of \d+) \(\1\)", said), said
    assert "of 3 (" not in said, said


def test_a_square_domino_stop_says_each_number_alone(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    said = _first_stop(window, qtbot, "square_domino")
    turned = re.search(r"Turned (\S+) with (\S+) \(\d of \d\)", said)
    assert turned is not None, said
    assert all(re.fullmatch(r"\d-\d", tile) for tile in turned.groups()), said


@pytest.mark.parametrize("code", ["en", "nl", "pl", "sr"])
def test_the_boards_keys_help_names_the_reading_keys(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, code: str
) -> None:
    i18n.set_language(code)
    start(window, "holomino", ["human", "human"], seed=1)
    QApplication.processEvents()
    keys = board_description(window)
    for key in ("L", "A", "S", "W"):
        assert re.search(rf"\b{key}\b", keys), (code, keys)
    if code != "en":  # said in the player's language, not left in English
        assert "one by one" not in keys and "reads the scores" not in keys, keys


ARROWS = (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up)


def _walk(window: MainWindow, qtbot, rounds: int = 4) -> list[str]:  # type: ignore[no-untyped-def]
    """Arrow keys pressed round and round on the board: what was said after each."""
    heard = []
    for _ in range(rounds):
        for key in ARROWS:
            for _ in range(2):
                press(qtbot, window, key)
                heard.append(announce.announced()[-1])
    return heard


def test_a_walks_over_the_laid_pieces_too(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, "holomino", ["human", "beginner"], seed=2)
    wait_for_human(qtbot, window)
    window.widgets.view.setFocus()
    press(qtbot, window, Qt.Key.Key_A)
    assert announce.announced()[-1] == "The arrow keys walk over the laid pieces too."
    heard = set(_walk(window, qtbot))
    assert heard >= {
        "Laid 1 of 2: The start tile 1-6-2",
        "Laid 2 of 2: AI2: Placed tile 1-2-6 to the lower left of tile 1-6-2",
    }, heard
    # with a tile chosen, the walk goes over its highlighted places as well; Enter on a laid
    # piece places nothing
    press(qtbot, window, first_playable_key(window))
    heard = set(_walk(window, qtbot))
    assert any(h.startswith("Laid ") for h in heard), heard
    assert any(re.match(r"Place \d+ of \d+: ", h) for h in heard), heard
    # A again: the arrows keep to the highlighted places
    press(qtbot, window, Qt.Key.Key_A)
    assert announce.announced()[-1] == "The arrow keys walk over the highlighted places only."
    assert not any(h.startswith("Laid ") for h in _walk(window, qtbot, rounds=2))


@pytest.mark.parametrize("game_id", ["triominos", "hexadomino", "square_domino", "dutch_domino"])
def test_the_walk_reaches_every_laid_piece(window: MainWindow, qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    start(window, game_id, ["beginner", "human"], seed=2)
    wait_for_human(qtbot, window)
    pieces = window.spoken.laid_in_order()
    assert pieces, "the computer laid a piece first"
    window.widgets.view.setFocus()
    press(qtbot, window, Qt.Key.Key_A)
    heard = set(_walk(window, qtbot, rounds=3))
    for index, piece in enumerate(pieces, start=1):
        assert f"Laid {index} of {len(pieces)}: {piece}" in heard, (piece, heard)


@pytest.mark.parametrize(
    ("game_id", "where"),
    [
        ("holomino", "At the corners"),
        ("triominos", "At the corners"),
        ("hexadomino", "At the edges"),
        ("square_domino", "At the halves"),
        ("dutch_domino", "At the arm's open end|Beside the spinner"),
    ],
)
def test_a_stop_says_what_would_meet_what(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, game_id: str, where: str
) -> None:
    window.activateWindow()
    start(window, game_id, ["beginner", "human"], seed=2)  # the computer opens the round
    wait_for_human(qtbot, window)
    press(qtbot, window, first_playable_key(window))
    said = announce.announced()[-1]
    meets = re.search(rf"(?:{where}): ((?:a \d meets the \d(?:, )?)+)\.", said)
    assert meets is not None, said
    pairs = re.findall(r"a (\d) meets the (\d)", meets.group(1))
    assert pairs and all(mine == theirs for mine, theirs in pairs), said
    # the numbers met are on the tile laid there
    tile = re.search(
        r"(?:tile|Lay) (\d(?:-\d)+(?:(?: over | and )\d-\d)?)|stone (\d(?:-\d)*)",
        said,
    )
    assert tile is not None, said
    numbers = re.findall(r"\d", tile.group(1) or tile.group(2))
    assert all(mine in numbers for mine, _ in pairs), said
