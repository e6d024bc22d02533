"""Triangular cells on a lattice — the Triominos board.

Cells are ``(x, y)``: ``y`` is the row (growing *downwards* on screen), ``x`` the position in
the row, one step per half side. Cell ``(x, y)`` points **up** when ``x + y`` is even and
**down** otherwise, so neighbours in a row alternate up, down, up... The first tile of a round
lies on the up cell ``(0, 0)``.

Lattice points (*vertices*) are ``(h, v)``: ``v`` is the horizontal line (line ``y`` is the top
of row ``y``), ``h`` counts half sides; every vertex has ``h + v`` odd.

Corners of a cell are numbered **clockwise on screen, starting at the point the triangle
points to**:

* up cell ``(x, y)``:   0 = top ``(x+1, y)``, 1 = bottom right ``(x+2, y+1)``,
  2 = bottom left ``(x, y+1)``;
* down cell ``(x, y)``: 0 = bottom ``(x+1, y+1)``, 1 = top left ``(x, y)``,
  2 = top right ``(x+2, y)``.

Side ``k`` is the side *opposite* corner ``k`` (so it joins corners ``k+1`` and ``k+2``).
Around a vertex lie six cells (a hexagon). A cell touches twelve others: three by a side
(:func:`side_neighbour`) and nine only at a corner (:func:`point_neighbours`).

Screen geometry (:func:`cell_polygon`, :func:`vertex_point`, :func:`hexagon_polygon`) is in
abstract units — side length 1, y downwards — for the painter to scale. Everything else is
integer arithmetic derived from :func:`corner_vertices`, not hand-written tables.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SQRT3 = math.sqrt(3.0)
ROW_HEIGHT = SQRT3 / 2.0

#: the six lattice steps from a vertex to its neighbours, clockwise from east
VERTEX_STEPS: tuple[tuple[int, int], ...] = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))


@dataclass(frozen=True, slots=True, order=True)
class Cell:
    """A triangular cell ``(x, y)``; see the module docstring."""

    x: int
    y: int

    @property
    def up(self) -> bool:
        return is_up(self.x, self.y)

    def __str__(self) -> str:
        return f"{self.x},{self.y}"


def is_up(x: int, y: int) -> bool:
    """True when cell (x, y) points up (apex at the top)."""
    return (x + y) % 2 == 0


def corner_vertices(x: int, y: int) -> tuple[tuple[int, int], ...]:
    """The three corners of cell (x, y) as lattice vertices, in corner order."""
    if is_up(x, y):
        return ((x + 1, y), (x + 2, y + 1), (x, y + 1))
    return ((x + 1, y + 1), (x, y), (x + 2, y))


def side_corners(side: int) -> tuple[int, int]:
    """The two corners joined by ``side`` (the side opposite corner ``side``), clockwise."""
    return ((side + 1) % 3, (side + 2) % 3)


def side_neighbour(x: int, y: int, side: int) -> tuple[int, int]:
    """The cell across ``side`` of cell (x, y)."""
    if side == 0:
        return (x, y + 1) if is_up(x, y) else (x, y - 1)
    if side == 1:
        return (x - 1, y) if is_up(x, y) else (x + 1, y)
    return (x + 1, y) if is_up(x, y) else (x - 1, y)


def side_neighbours(x: int, y: int) -> list[tuple[int, int]]:
    """The three cells sharing a side with (x, y), by side number."""
    return [side_neighbour(x, y, side) for side in range(3)]


def cells_at_vertex(h: int, v: int) -> list[tuple[int, int, int]]:
    """The six cells around vertex (h, v) as ``(x, y, corner)``: which corner of each lies there.

    Listed clockwise on screen starting with the cell above-left of the vertex.
    """
    if (h + v) % 2 == 0:
        raise ValueError(f"({h}, {v}) is not a lattice vertex (h + v must be odd)")
    found = []
    for y in (v - 1, v):
        for x in range(h - 2, h + 1):
            for corner, vertex in enumerate(corner_vertices(x, y)):
                if vertex == (h, v):
                    found.append((x, y, corner))
    assert len(found) == 6
    cx, cy = vertex_point(h, v)

    def angle(cell: tuple[int, int, int]) -> float:
        px, py = cell_centroid(cell[0], cell[1])
        return math.atan2(py - cy, px - cx)

    return sorted(found, key=angle)


def point_neighbours(x: int, y: int) -> list[tuple[int, int]]:
    """The nine cells that touch (x, y) only at a corner."""
    sides = set(side_neighbours(x, y))
    result: list[tuple[int, int]] = []
    for h, v in corner_vertices(x, y):
        for cx, cy, _ in cells_at_vertex(h, v):
            cell = (cx, cy)
            if cell != (x, y) and cell not in sides and cell not in result:
                result.append(cell)
    return result


def vertex_neighbours(h: int, v: int) -> list[tuple[int, int]]:
    """The six vertices one side away from (h, v); their hexagons share two cells with its own."""
    return [(h + dh, v + dv) for dh, dv in VERTEX_STEPS]


# -- screen geometry (side 1, y downwards) -----------------------------------------------
def vertex_point(h: int, v: int) -> tuple[float, float]:
    """Screen position of lattice vertex (h, v)."""
    return (h / 2.0, v * ROW_HEIGHT)


def cell_polygon(x: int, y: int) -> list[tuple[float, float]]:
    """The three corners of cell (x, y) on screen, in corner order (apex first, clockwise)."""
    return [vertex_point(h, v) for h, v in corner_vertices(x, y)]


def cell_centroid(x: int, y: int) -> tuple[float, float]:
    """Centre of cell (x, y): where its tile's middle is drawn."""
    points = cell_polygon(x, y)
    return (sum(p[0] for p in points) / 3.0, sum(p[1] for p in points) / 3.0)


def number_point(x: int, y: int, corner: int, inset: float = 0.3) -> tuple[float, float]:
    """Where to print the number of ``corner``: ``inset`` of the way from it to the centre."""
    cx, cy = cell_centroid(x, y)
    px, py = cell_polygon(x, y)[corner]
    return (px + (cx - px) * inset, py + (cy - py) * inset)


def hexagon_polygon(h: int, v: int) -> list[tuple[float, float]]:
    """The outline of the six cells around vertex (h, v), clockwise from the east point."""
    cx, cy = vertex_point(h, v)
    return [
        (cx + math.cos(math.radians(a)), cy + math.sin(math.radians(a))) for a in range(0, 360, 60)
    ]


def pixel_to_cell(px: float, py: float) -> tuple[int, int]:
    """The cell containing screen point (px, py) (side 1, y downwards)."""
    y = math.floor(py / ROW_HEIGHT)
    t = py / ROW_HEIGHT - y  # 0 at the top of the row, 1 at the bottom
    fx = px * 2.0
    base = math.floor(fx)
    for x in (base, base - 1):
        # an up cell is widest at the bottom of the row, a down cell at the top
        half = t if is_up(x, y) else 1 - t
        if x + 1 - half <= fx <= x + 1 + half:
            return (x, y)
    return (base, y)  # on an edge within rounding error


__all__ = [
    "Cell", "ROW_HEIGHT", "SQRT3", "VERTEX_STEPS", "cell_centroid", "cell_polygon",
    "cells_at_vertex", "corner_vertices", "hexagon_polygon", "is_up", "number_point",
    "pixel_to_cell", "point_neighbours", "side_corners", "side_neighbour", "side_neighbours",
    "vertex_neighbours", "vertex_point",
]  # fmt: skip
