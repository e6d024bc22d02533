"""Square lattice of Domino kwadratowe: squares of 2 × 2 half-cells, edge to edge.

Coordinates (screen convention, y grows *downwards*):

* A **square** sits at lattice position ``(x, y)``; the start square is ``(0, 0)``, the square
  to its right is ``(1, 0)``, the one above it ``(0, -1)``.
* A square has four **halves** (one half of a domino each), in the order used everywhere:
  top-left, top-right, bottom-left, bottom-right (:class:`Half`). A square's numbers are a
  4-tuple in that order ("corners").
* A **side** is two halves, read left to right (top, bottom) or top to bottom (left, right).
  Two squares touch only along a whole side; the halves face each other cell against cell.
* **Half-cells** address single halves: square ``(x, y)`` covers half-cell columns ``2x, 2x+1``
  and rows ``2y, 2y+1``. A domino is placed by the half-cell of its first half (its left half
  when horizontal, its top half when vertical).
* A square of two dominoes has a **layout**: ``"h"`` (both horizontal: the first domino on top,
  the second below) or ``"v"`` (both vertical: the first on the left, the second on the right).

Drawing units: a square has side 1, a half-cell side 0.5; rectangles are ``(x0, y0, x1, y1)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

#: the layout may be at most this many squares wide and high
FRAME = 6


class Half(IntEnum):
    """The four halves of a square, in the order a square stores its numbers."""

    TL = 0
    TR = 1
    BL = 2
    BR = 3


class Side(IntEnum):
    """The sides of a square, clockwise from the top."""

    TOP = 0
    RIGHT = 1
    BOTTOM = 2
    LEFT = 3


#: lattice offset (dx, dy) of the neighbour beyond each side, by :class:`Side`
SIDE_OFFSETS: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))

#: the two halves on each side, read left to right or top to bottom, by :class:`Side`
SIDE_HALVES: tuple[tuple[Half, Half], ...] = (
    (Half.TL, Half.TR),  # top
    (Half.TR, Half.BR),  # right
    (Half.BL, Half.BR),  # bottom
    (Half.TL, Half.BL),  # left
)

#: the halves each domino of a square covers, in its notation order, by layout:
#: ``LAYOUT_HALVES[layout][k]`` for the first (k = 0) and second (k = 1) domino
LAYOUT_HALVES: dict[str, tuple[tuple[Half, Half], tuple[Half, Half]]] = {
    "h": ((Half.TL, Half.TR), (Half.BL, Half.BR)),
    "v": ((Half.TL, Half.BL), (Half.TR, Half.BR)),
}

SIDE_NAMES: tuple[str, ...] = ("top", "right", "bottom", "left")


def opposite(side: Side) -> Side:
    return Side((side + 2) % 4)


def facing_halves(side: Side) -> tuple[tuple[Half, Half], tuple[Half, Half]]:
    """For a neighbour beyond ``side``: pairs (my half, its half) that touch, in reading order.

    E.g. the top side: my top-left touches the bottom-left of the square above.
    """
    mine = SIDE_HALVES[side]
    theirs = SIDE_HALVES[opposite(side)]
    return ((mine[0], theirs[0]), (mine[1], theirs[1]))


def square_corners(layout: str, halves: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The square's numbers in :class:`Half` order, from the two dominoes' halves as laid.

    ``halves`` is the first domino's two halves then the second's, each in reading order.
    """
    corners = [0, 0, 0, 0]
    first, second = LAYOUT_HALVES[layout]
    corners[first[0]], corners[first[1]] = halves[0], halves[1]
    corners[second[0]], corners[second[1]] = halves[2], halves[3]
    return (corners[0], corners[1], corners[2], corners[3])


@dataclass(frozen=True, slots=True, order=True)
class Square:
    """A lattice position."""

    x: int
    y: int

    def neighbour(self, side: Side) -> Square:
        dx, dy = SIDE_OFFSETS[side]
        return Square(self.x + dx, self.y + dy)

    def neighbours(self) -> list[Square]:
        return [self.neighbour(side) for side in Side]

    def __str__(self) -> str:
        return f"{self.x},{self.y}"


# -- drawing (square side 1, y downwards) ----------------------------------------------------
Rect = tuple[float, float, float, float]


def square_rect(x: int, y: int) -> Rect:
    """The square at (x, y) as ``(x0, y0, x1, y1)``."""
    return (float(x), float(y), x + 1.0, y + 1.0)


def half_rect(x: int, y: int, half: Half) -> Rect:
    """One half-cell of the square at (x, y)."""
    x0 = x + 0.5 * (half % 2)
    y0 = y + 0.5 * (half // 2)
    return (x0, y0, x0 + 0.5, y0 + 0.5)


def domino_cell(x: int, y: int, layout: str, which: int) -> tuple[int, int]:
    """Half-cell (column, row) of the first half of domino ``which`` (0/1) of a square."""
    first = LAYOUT_HALVES[layout][which][0]
    return (2 * x + first % 2, 2 * y + first // 2)


def domino_rect(col: int, row: int, vertical: bool) -> Rect:
    """A domino whose first half is at half-cell (col, row): 1 × 0.5 or 0.5 × 1."""
    x0, y0 = col * 0.5, row * 0.5
    return (x0, y0, x0 + 0.5, y0 + 1.0) if vertical else (x0, y0, x0 + 1.0, y0 + 0.5)


def pixel_to_square(px: float, py: float) -> Square:
    """The lattice position containing point (px, py) in drawing units."""
    return Square(int(px // 1), int(py // 1))


# -- the 6 × 6 frame -------------------------------------------------------------------------
def fits_frame(xs: list[int], ys: list[int], size: int = FRAME) -> bool:
    """Whether positions with these x and y coordinates span at most ``size`` × ``size``."""
    return max(xs) - min(xs) < size and max(ys) - min(ys) < size


def frame_shift(
    previous: tuple[int, int], box: tuple[int, int, int, int], size: int = FRAME
) -> tuple[int, int]:
    """The smallest change of the view shift that keeps bounding ``box`` in the frame.

    ``box`` is ``(xmin, xmax, ymin, ymax)`` of the occupied squares (at most ``size`` wide and
    high); a square (x, y) is drawn in frame column ``x + dx``, row ``y + dy`` (both 0..size-1).
    The view moves only when a square would fall outside, and then just enough.
    """
    xmin, xmax, ymin, ymax = box
    dx = min(max(previous[0], -xmin), size - 1 - xmax)
    dy = min(max(previous[1], -ymin), size - 1 - ymax)
    return (dx, dy)


__all__ = [
    "FRAME", "Half", "Side", "SIDE_OFFSETS", "SIDE_HALVES", "SIDE_NAMES", "LAYOUT_HALVES",
    "Square", "opposite", "facing_halves", "square_corners", "square_rect", "half_rect",
    "domino_cell", "domino_rect", "pixel_to_square", "fits_frame", "frame_shift",
]  # fmt: skip
