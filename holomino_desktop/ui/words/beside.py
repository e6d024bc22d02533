"""Whole sentences that lay a tile beside a tile already on the table, per game and side.

A side alone ("above %1") left the neighbour without its noun, and the noun's case is the
sentence's business: Polish says *powyżej płytki 3-5-6* (genitive) where the stitched text read
*powyżej 3-5-6*. So each game has one whole sentence per side of the neighbour, the nouns of
both tiles in it, and a translator writes each in the case it needs.

The keys are the side of the neighbour the new tile lies on: hexagon directions (dq, dr) for
Holomino and Hexadomino, square directions (dx, dy) with y downwards for Triominos' rows and
square domino. A Hexadomino stone is named by its pips (``game_words.stone_pips``); the stone a
hint shows is "the highlighted stone", and the start stone is called so.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

#: a side of the neighbour -> the sentence laying the new tile there
Sides = dict[tuple[int, int], Callable[[], str]]

# lupdate only sees literal ``QCoreApplication.translate("MoveWords", ...)`` calls: no wrapper

#: Holomino: %1 the new tile's numbers, %2 the neighbour's
HOLOMINO: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 above tile %2", "holomino"
    ),
    (1, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 to the upper right of tile %2", "holomino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 to the lower right of tile %2", "holomino"
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 below tile %2", "holomino"
    ),
    (-1, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 to the lower left of tile %2", "holomino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 to the upper left of tile %2", "holomino"
    ),
}

#: Triominos: %1 the new tile's numbers, %2 the neighbour's (a triangle meets its neighbours
#: left, right, and above or below)
TRIOMINOS: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 above tile %2", "triominos"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 to the right of tile %2", "triominos"
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 below tile %2", "triominos"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Place tile %1 to the left of tile %2", "triominos"
    ),
}

#: Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's
HEXADOMINO: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Place stone %1 above stone %2", "hexadomino"
    ),
    (1, -1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place stone %1 to the upper right of stone %2",
        "hexadomino",
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place stone %1 to the lower right of stone %2",
        "hexadomino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Place stone %1 below stone %2", "hexadomino"
    ),
    (-1, 1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place stone %1 to the lower left of stone %2",
        "hexadomino",
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place stone %1 to the upper left of stone %2",
        "hexadomino",
    ),
}

#: Hexadomino beside the start stone: %1 the new stone's pips
HEXADOMINO_START: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Place stone %1 above the start stone", "hexadomino"
    ),
    (1, -1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place stone %1 to the upper right of the start stone",
        "hexadomino",
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place stone %1 to the lower right of the start stone",
        "hexadomino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Place stone %1 below the start stone", "hexadomino"
    ),
    (-1, 1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place stone %1 to the lower left of the start stone",
        "hexadomino",
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place stone %1 to the upper left of the start stone",
        "hexadomino",
    ),
}

#: a hint's Hexadomino stone is highlighted in the hand and on the table: %1 the neighbour's
#: pips
HEXADOMINO_SHOWN: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Place the highlighted stone above stone %1", "hexadomino"
    ),
    (1, -1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place the highlighted stone to the upper right of stone %1",
        "hexadomino",
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place the highlighted stone to the lower right of stone %1",
        "hexadomino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Place the highlighted stone below stone %1", "hexadomino"
    ),
    (-1, 1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place the highlighted stone to the lower left of stone %1",
        "hexadomino",
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place the highlighted stone to the upper left of stone %1",
        "hexadomino",
    ),
}

#: a hint's Hexadomino stone beside the start stone (no placeholder)
HEXADOMINO_SHOWN_START: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Place the highlighted stone above the start stone", "hexadomino"
    ),
    (1, -1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place the highlighted stone to the upper right of the start stone",
        "hexadomino",
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place the highlighted stone to the lower right of the start stone",
        "hexadomino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Place the highlighted stone below the start stone", "hexadomino"
    ),
    (-1, 1): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place the highlighted stone to the lower left of the start stone",
        "hexadomino",
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Place the highlighted stone to the upper left of the start stone",
        "hexadomino",
    ),
}

#: square domino, two dominoes upright: %1 and %2 the dominoes, %3 the neighbouring square's
#: two dominoes ("5-3 + 3-6")
SQUARE_UPRIGHT: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 and %2 upright, side by side, above the square %3", "square_domino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Lay %1 and %2 upright, side by side, to the right of the square %3",
        "square_domino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 and %2 upright, side by side, below the square %3", "square_domino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Lay %1 and %2 upright, side by side, to the left of the square %3",
        "square_domino",
    ),
}

#: square domino, two dominoes flat, one over the other: %1 over %2, %3 the neighbour
SQUARE_FLAT: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 over %2, lying flat, above the square %3", "square_domino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 over %2, lying flat, to the right of the square %3", "square_domino"
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 over %2, lying flat, below the square %3", "square_domino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 over %2, lying flat, to the left of the square %3", "square_domino"
    ),
}

#: square domino beside the start square, upright: %1 and %2 the dominoes
SQUARE_UPRIGHT_START: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 and %2 upright, side by side, above the start square", "square_domino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Lay %1 and %2 upright, side by side, to the right of the start square",
        "square_domino",
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 and %2 upright, side by side, below the start square", "square_domino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords",
        "Lay %1 and %2 upright, side by side, to the left of the start square",
        "square_domino",
    ),
}

#: square domino beside the start square, flat: %1 over %2
SQUARE_FLAT_START: Sides = {
    (0, -1): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 over %2, lying flat, above the start square", "square_domino"
    ),
    (1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 over %2, lying flat, to the right of the start square", "square_domino"
    ),
    (0, 1): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 over %2, lying flat, below the start square", "square_domino"
    ),
    (-1, 0): lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 over %2, lying flat, to the left of the start square", "square_domino"
    ),
}

__all__ = [
    "HEXADOMINO",
    "HEXADOMINO_SHOWN",
    "HEXADOMINO_SHOWN_START",
    "HEXADOMINO_START",
    "HOLOMINO",
    "SQUARE_FLAT",
    "SQUARE_FLAT_START",
    "SQUARE_UPRIGHT",
    "SQUARE_UPRIGHT_START",
    "TRIOMINOS",
    "Sides",
]
