"""Whole sentences for a tile already laid, in the past tense: the review's list of the moves
played and the table read out in the order laid ("Ana: Placed tile 1-2-6 above tile 1-6-2").

The hints and the cursor's stops say a move still to make as an order (:mod:`.beside`: "Place
tile 1-2-6 above tile 1-6-2"); a list of what happened in orders read as advice. Each sentence
here is :mod:`.beside`'s, or ``move_words``' opening, spinner or arm sentence, in the past
tense, whole, with the same placeholders, so a translator writes each in its own case.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from .beside import Sides

# lupdate only sees literal ``QCoreApplication.translate("MoveWords", ...)`` calls: no wrapper

#: Holomino: %1 the new tile's numbers, %2 the neighbour's
HOLOMINO: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 above tile %2", "holomino"
    ),
    (1, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 to the upper right of tile %2", "holomino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 to the lower right of tile %2", "holomino"
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 below tile %2", "holomino"
    ),
    (-1, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 to the lower left of tile %2", "holomino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 to the upper left of tile %2", "holomino"
    ),
}

#: Triominos: %1 the new tile's numbers, %2 the neighbour's
TRIOMINOS: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 above tile %2", "triominos"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 to the right of tile %2", "triominos"
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 below tile %2", "triominos"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 to the left of tile %2", "triominos"
    ),
}

#: Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's
HEXADOMINO: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed stone %1 above stone %2", "hexadomino"
    ),
    (1, -1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Placed stone %1 to the upper right of stone %2",
        "hexadomino",
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Placed stone %1 to the lower right of stone %2",
        "hexadomino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed stone %1 below stone %2", "hexadomino"
    ),
    (-1, 1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Placed stone %1 to the lower left of stone %2",
        "hexadomino",
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Placed stone %1 to the upper left of stone %2",
        "hexadomino",
    ),
}

#: Hexadomino, beside the start stone: %1 the new stone's pips
HEXADOMINO_START: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed stone %1 above the start stone", "hexadomino"
    ),
    (1, -1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Placed stone %1 to the upper right of the start stone",
        "hexadomino",
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Placed stone %1 to the lower right of the start stone",
        "hexadomino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Placed stone %1 below the start stone", "hexadomino"
    ),
    (-1, 1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Placed stone %1 to the lower left of the start stone",
        "hexadomino",
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Placed stone %1 to the upper left of the start stone",
        "hexadomino",
    ),
}

#: square domino, two upright tiles side by side: %1 and %2 the tiles, %3 the square beside
SQUARE_UPRIGHT: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 and %2 upright, side by side, above the square %3", "square_domino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Laid %1 and %2 upright, side by side, to the right of the square %3",
        "square_domino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 and %2 upright, side by side, below the square %3", "square_domino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Laid %1 and %2 upright, side by side, to the left of the square %3",
        "square_domino",
    ),
}

#: square domino, one tile over the other, lying flat: %1 and %2 the tiles, %3 the square beside
SQUARE_FLAT: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 over %2, lying flat, above the square %3", "square_domino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 over %2, lying flat, to the right of the square %3", "square_domino"
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 over %2, lying flat, below the square %3", "square_domino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 over %2, lying flat, to the left of the square %3", "square_domino"
    ),
}

#: square domino, upright beside the start square
SQUARE_UPRIGHT_START: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 and %2 upright, side by side, above the start square", "square_domino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Laid %1 and %2 upright, side by side, to the right of the start square",
        "square_domino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 and %2 upright, side by side, below the start square", "square_domino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Laid %1 and %2 upright, side by side, to the left of the start square",
        "square_domino",
    ),
}

#: square domino, lying flat beside the start square
SQUARE_FLAT_START: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 over %2, lying flat, above the start square", "square_domino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Laid %1 over %2, lying flat, to the right of the start square",
        "square_domino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 over %2, lying flat, below the start square", "square_domino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 over %2, lying flat, to the left of the start square", "square_domino"
    ),
}

#: the first tile of a game or round, and square domino's start square
OPENINGS: dict[str, Callable[[], str]] = {
    "holomino": lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 to open the game", "holomino"
    ),
    "triominos": lambda: QCoreApplication.translate(
        "MoveWords", "Placed tile %1 to open the round", "triominos"
    ),
    "dutch_domino": lambda: QCoreApplication.translate(
        "MoveWords", "Opened the round with the double %1 in the centre", "dutch_domino"
    ),
    "square_domino_start": lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 as the start tile", "square_domino"
    ),
    "square_domino_complete": lambda: QCoreApplication.translate(
        "MoveWords", "Completed the start square with %1", "square_domino"
    ),
}

#: Holandski domino: beside the spinner, per arm N, E, S, W (%1 the tile, %2 the spinner)
SPINNER_SIDES: tuple[Callable[[], str], ...] = (
    lambda: QCoreApplication.translate("MoveWords", "Laid %1 above the spinner %2", "dutch_domino"),
    lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 to the right of the spinner %2", "dutch_domino"
    ),
    lambda: QCoreApplication.translate("MoveWords", "Laid %1 below the spinner %2", "dutch_domino"),
    lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 to the left of the spinner %2", "dutch_domino"
    ),
)
#: Holandski domino: at the end of an arm, per arm N, E, S, W (%2 the arm's last tile)
ARM_ENDS: tuple[Callable[[], str], ...] = (
    lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 on the upper arm, after %2", "dutch_domino"
    ),
    lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 on the right arm, after %2", "dutch_domino"
    ),
    lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 on the lower arm, after %2", "dutch_domino"
    ),
    lambda: QCoreApplication.translate(
        "MoveWords", "Laid %1 on the left arm, after %2", "dutch_domino"
    ),
)
