"""The puzzles' words: each theme's name, hint and reason in the game's own words.

A puzzle file holds a theme id and numbers only (``training/puzzles.py``); these messages turn
them into words. Every message names a game's pieces or moves, so each is one message per game
(context ``PuzzleWords``, the game id as its disambiguation), like ``game_words.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from .game_words import KRUZICI
from .texts import counted, fmt

Text = Callable[[], str]

# lupdate only sees literal ``QCoreApplication.translate("PuzzleWords", ...)`` calls

#: (game, theme) -> its name in a list of puzzles
THEME_NAMES: dict[tuple[str, str], Text] = {
    ("holomino", "two_holes"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Close two holes at once", "holomino"),
    ("holomino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Most points", "holomino"),
    ("triominos", "bridge"): lambda: QCoreApplication.translate(
        "PuzzleWords", "A bridge", "triominos"),
    ("triominos", "hexagon"): lambda: QCoreApplication.translate(
        "PuzzleWords", "A hexagon", "triominos"),
    ("triominos", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Most points", "triominos"),
    ("hexadomino", "three_stones"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Touch three stones", "hexadomino"),
    ("hexadomino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Most points", "hexadomino"),
    ("square_domino", "block"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Block the opponent", "square_domino"),
    ("square_domino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Most points", "square_domino"),
    ("dutch_domino", "go_out"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Go out before the others", "dutch_domino"),
    ("dutch_domino", "avoid_kruzic"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Avoid a kružić", "dutch_domino"),
}  # fmt: skip

#: (game, theme) -> the hint after a wrong move
HINTS: dict[tuple[str, str], Text] = {
    ("holomino", "two_holes"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: one tile can close two holes at once.", "holomino"),
    ("holomino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: look for the tile that closes the richest hole, and count what "
        "your opponent can close next.", "holomino"),
    ("triominos", "bridge"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: one tile can make a bridge.", "triominos"),
    ("triominos", "hexagon"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: one tile can complete a hexagon.", "triominos"),
    ("triominos", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: look for the tile with the most points that fits, and count "
        "what your opponent can score next.", "triominos"),
    ("hexadomino", "three_stones"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: one stone can touch three stones at once.", "hexadomino"),
    ("hexadomino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: look for the field where a stone touches the most stones, and "
        "count what your opponent can score next.", "hexadomino"),
    ("square_domino", "block"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: after the right square your opponent cannot lay any tile.",
        "square_domino"),
    ("square_domino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: look for the square that scores the most, and count what your "
        "opponent can score next.", "square_domino"),
    ("dutch_domino", "go_out"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: keep the tile you can still lay on your next turn, whatever the "
        "others lay.", "dutch_domino"),
    ("dutch_domino", "avoid_kruzic"): lambda: QCoreApplication.translate(
        "PuzzleWords", "Hint: think about which ends will still be open for you on your next "
        "turn.", "dutch_domino"),
}  # fmt: skip

#: (game, theme) -> why the answer is right
REASONS: dict[tuple[str, str], Text] = {
    ("holomino", "two_holes"): lambda: QCoreApplication.translate(
        "PuzzleWords", "This tile closes two holes at once.", "holomino"),
    ("holomino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "No other tile scores as much once your opponent's best answer is "
        "counted.", "holomino"),
    ("triominos", "bridge"): lambda: QCoreApplication.translate(
        "PuzzleWords", "This tile makes a bridge.", "triominos"),
    ("triominos", "hexagon"): lambda: QCoreApplication.translate(
        "PuzzleWords", "This tile completes a hexagon.", "triominos"),
    ("triominos", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "No other tile scores as much once your opponent's best answer is "
        "counted.", "triominos"),
    ("hexadomino", "three_stones"): lambda: QCoreApplication.translate(
        "PuzzleWords", "This stone touches three stones.", "hexadomino"),
    ("hexadomino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "No other stone scores as much once your opponent's best answer is "
        "counted.", "hexadomino"),
    ("square_domino", "block"): lambda: QCoreApplication.translate(
        "PuzzleWords", "After this square your opponent cannot lay a tile.", "square_domino"),
    ("square_domino", "points"): lambda: QCoreApplication.translate(
        "PuzzleWords", "No other square scores as much once your opponent's best answer is "
        "counted.", "square_domino"),
    ("dutch_domino", "go_out"): lambda: QCoreApplication.translate(
        "PuzzleWords", "This tile brings you to your last tile, one you can still lay: you go "
        "out before the others.", "dutch_domino"),
    ("dutch_domino", "avoid_kruzic"): lambda: QCoreApplication.translate(
        "PuzzleWords", "After this tile you still have a tile to lay on your next turn; after "
        "any other you are left buying, or with a kružić.", "dutch_domino"),
}  # fmt: skip


def theme_name(game_id: str, theme: str) -> str:
    return THEME_NAMES[game_id, theme]()


def hint_text(game_id: str, theme: str) -> str:
    return HINTS[game_id, theme]()


def reason_text(game_id: str, theme: str) -> str:
    return REASONS[game_id, theme]()


#: game -> "%1 (it scores …), and it was the clear best in %2 of %3 deals", in its words
PROOFS: dict[str, Text] = {
    "holomino": lambda: QCoreApplication.translate(
        "PuzzleWords", "%1, and it was the clear best in %2 of %3 ways the tiles you cannot "
        "see may lie.", "holomino"),
    "triominos": lambda: QCoreApplication.translate(
        "PuzzleWords", "%1, and it was the clear best in %2 of %3 ways the tiles you cannot "
        "see may lie.", "triominos"),
    "hexadomino": lambda: QCoreApplication.translate(
        "PuzzleWords", "%1, and it was the clear best in %2 of %3 ways the stones you cannot "
        "see may lie.", "hexadomino"),
    "square_domino": lambda: QCoreApplication.translate(
        "PuzzleWords", "%1, and it was the clear best in %2 of %3 ways the tiles you cannot "
        "see may lie.", "square_domino"),
}  # fmt: skip


def proof_text(game_id: str, points: int, clear: int, deals: int) -> str:
    """How sure the answer is: the points it scores and in how many deals of the unseen tiles
    it was the clear best."""
    if game_id in KRUZICI:
        text = QCoreApplication.translate(
            "PuzzleWords",
            "It was the best move in %1 of %2 ways the tiles you cannot see may lie.",
            "dutch_domino",
        )
        return fmt(text, clear, deals)
    scored = counted(
        lambda k: QCoreApplication.translate("PuzzleWords", "It scores %n point(s)", "", k), points
    )
    return fmt(PROOFS[game_id](), scored, clear, deals)
