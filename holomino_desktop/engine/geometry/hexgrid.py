"""Flat-topped hexagons in axial coordinates ``(q, r)`` — shared by Holomino and Hexadomino.

Screen convention: x grows to the right, y grows *downwards*, so N is up.

Neighbour directions (axial): N (0,-1), NE (+1,-1), SE (+1,0), S (0,+1), SW (-1,+1), NW (-1,0).
Corners of a flat-topped hex: E, NE, NW, W, SW, SE (E and W are the pointed ends).

Everything here is pure arithmetic on integers; :func:`pixel_center` and :func:`corner_points`
give float coordinates for a hex of circumradius 1 so the view can scale them.

The integer *lattice-vertex* coordinates below (x in half-radii, y in half-heights) let us
derive which corner of which neighbour coincides with which corner of a cell, instead of
writing those tables by hand.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import IntEnum


class Dir(IntEnum):
    """Neighbour directions of a flat-topped hex, clockwise from north."""

    N = 0
    NE = 1
    SE = 2
    S = 3
    SW = 4
    NW = 5


class Corner(IntEnum):
    """Corners of a flat-topped hex, clockwise from east."""

    E = 0
    SE = 1
    SW = 2
    W = 3
    NW = 4
    NE = 5


#: axial offset of each direction, indexed by :class:`Dir`
DIR_OFFSETS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))

#: vertex of each corner relative to the cell centre, in lattice-vertex units, by :class:`Corner`
_CORNER_VERTEX: tuple[tuple[int, int], ...] = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))

#: the two corners at the ends of the edge facing each direction (clockwise order)
EDGE_CORNERS: tuple[tuple[Corner, Corner], ...] = (
    (Corner.NW, Corner.NE),  # N
    (Corner.NE, Corner.E),  # NE
    (Corner.E, Corner.SE),  # SE
    (Corner.SE, Corner.SW),  # S
    (Corner.SW, Corner.W),  # SW
    (Corner.W, Corner.NW),  # NW
)


@dataclass(frozen=True, slots=True, order=True)
class Hex:
    """An axial cell coordinate."""

    q: int
    r: int

    def neighbour(self, d: Dir) -> Hex:
        dq, dr = DIR_OFFSETS[d]
        return Hex(self.q + dq, self.r + dr)

    def neighbours(self) -> list[Hex]:
        return [Hex(self.q + dq, self.r + dr) for dq, dr in DIR_OFFSETS]

    def __str__(self) -> str:
        return f"{self.q},{self.r}"


def opposite(d: Dir) -> Dir:
    return Dir((d + 3) % 6)


def centre_vertex(q: int, r: int) -> tuple[int, int]:
    """Centre of cell (q, r) in lattice-vertex units."""
    return (3 * q, 2 * r + q)


def corner_vertex(q: int, r: int, corner: Corner) -> tuple[int, int]:
    cx, cy = centre_vertex(q, r)
    dx, dy = _CORNER_VERTEX[corner]
    return (cx + dx, cy + dy)


def shared_corner(corner: Corner, d: Dir) -> Corner | None:
    """Which corner of the neighbour in direction ``d`` coincides with ``corner`` of a cell."""
    here = corner_vertex(0, 0, corner)
    dq, dr = DIR_OFFSETS[d]
    for other in Corner:
        if corner_vertex(dq, dr, other) == here:
            return other
    return None


def cells_at_corner(corner: Corner) -> list[tuple[Dir, Corner]]:
    """The two neighbours that also meet at ``corner`` of a cell, with their own corner there."""
    result = []
    for d in Dir:
        other = shared_corner(corner, d)
        if other is not None:
            result.append((d, other))
    return result


# -- pixel geometry (circumradius 1, y downwards) -----------------------------------------
SQRT3 = math.sqrt(3.0)


def pixel_center(q: int, r: int) -> tuple[float, float]:
    """Centre of cell (q, r) for a hex of circumradius 1."""
    return (1.5 * q, SQRT3 * (r + q / 2.0))


def corner_points(q: int, r: int) -> list[tuple[float, float]]:
    """The six corners of cell (q, r), in :class:`Corner` order (E, SE, SW, W, NW, NE)."""
    cx, cy = pixel_center(q, r)
    return [(cx + dx / 2.0, cy + dy * SQRT3 / 2.0) for dx, dy in _CORNER_VERTEX]


def pixel_to_hex(x: float, y: float) -> Hex:
    """The cell containing pixel (x, y) (circumradius 1)."""
    qf = x / 1.5
    rf = y / SQRT3 - qf / 2.0
    return _round_axial(qf, rf)


def _round_axial(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


# -- offset windows (odd/even columns) -----------------------------------------------------
def offset_row(q: int, r: int, parity: int) -> int:
    """Row of (q, r) in an offset grid whose lattice translation has column parity ``parity``.

    A window of W × H cells in "offset" layout is a rectangle of columns in which alternate
    columns sit half a row lower. Translating the lattice by an odd number of columns flips
    which columns those are, so the row of a cell depends on that parity.
    """
    return r + (q + parity) // 2


def window_spans(cells: list[tuple[int, int]]) -> tuple[int, int, int]:
    """(columns, rows at parity 0, rows at parity 1) spanned by ``cells``."""
    qs = [q for q, _ in cells]
    rows0 = [offset_row(q, r, 0) for q, r in cells]
    rows1 = [offset_row(q, r, 1) for q, r in cells]
    return (
        max(qs) - min(qs) + 1,
        max(rows0) - min(rows0) + 1,
        max(rows1) - min(rows1) + 1,
    )


def fits_spans(
    first_column: int, cols: int, rows0: int, rows1: int, width: int, height: int
) -> bool:
    """Whether a layout fits a ``width`` × ``height`` offset window under some lattice translation.

    The layout spans ``cols`` columns from ``first_column`` and ``rows0`` / ``rows1`` rows at
    parity 0 / 1 (:func:`window_spans`). The window is one fixed picture; the layout may be
    moved by any lattice translation (the picture shifts, never rotates), and a translation by
    ``dq`` columns counts rows at parity ``dq mod 2``. While there are spare columns the shift
    can take either parity; a layout exactly ``width`` columns wide has only one column shift,
    ``-first_column``, so only the rows at that parity count.
    """
    if cols > width:
        return False
    if cols == width:
        return (rows1 if first_column & 1 else rows0) <= height
    return min(rows0, rows1) <= height


def fits_window(cells: list[tuple[int, int]], width: int, height: int) -> bool:
    """Whether ``cells`` fit in a ``width`` × ``height`` offset window under some translation."""
    if not cells:
        return True
    cols, rows0, rows1 = window_spans(cells)
    first = min(q for q, _ in cells)
    return fits_spans(first, cols, rows0, rows1, width, height)
