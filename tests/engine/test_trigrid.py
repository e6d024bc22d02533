"""Triangular lattice geometry (engine/geometry/trigrid.py)."""

from __future__ import annotations

import math
import random

import pytest

from holomino_desktop.engine.geometry.trigrid import (
    Cell,
    cell_centroid,
    cell_polygon,
    cells_at_vertex,
    corner_vertices,
    hexagon_polygon,
    is_up,
    number_point,
    pixel_to_cell,
    point_neighbours,
    side_corners,
    side_neighbour,
    side_neighbours,
    vertex_neighbours,
    vertex_point,
)

CELLS = [(x, y) for x in range(-4, 5) for y in range(-3, 4)]


def test_origin_points_up_and_neighbours_in_a_row_alternate() -> None:
    assert is_up(0, 0) and Cell(0, 0).up
    assert not is_up(1, 0) and not is_up(-1, 0) and not is_up(0, 1)
    assert is_up(1, 1)
    assert str(Cell(3, -2)) == "3,-2"


def test_corners_are_numbered_clockwise_from_the_apex() -> None:
    # up cell: top, bottom right, bottom left; down cell: bottom, top left, top right
    assert corner_vertices(0, 0) == ((1, 0), (2, 1), (0, 1))
    assert corner_vertices(1, 0) == ((2, 1), (1, 0), (3, 0))
    for x, y in CELLS:
        (ax, ay), (bx, by), (cx, cy) = cell_polygon(x, y)
        # positive cross product = clockwise on a screen whose y axis points down
        cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        assert cross > 0
        apex_y = ay
        others = (by, cy)
        assert (apex_y < min(others)) == is_up(x, y)


def test_every_vertex_has_odd_coordinate_sum() -> None:
    for x, y in CELLS:
        assert all((h + v) % 2 == 1 for h, v in corner_vertices(x, y))


def test_side_neighbour_shares_exactly_the_two_corners_of_that_side() -> None:
    for x, y in CELLS:
        mine = corner_vertices(x, y)
        for side in range(3):
            nx, ny = side_neighbour(x, y, side)
            assert is_up(nx, ny) != is_up(x, y)
            shared = set(mine) & set(corner_vertices(nx, ny))
            assert shared == {mine[c] for c in side_corners(side)}
            # and the neighbour's neighbour across the same side is the cell itself
            assert (x, y) in side_neighbours(nx, ny)


def test_six_cells_meet_at_every_vertex() -> None:
    for h, v in [(1, 0), (0, 1), (-3, 2), (4, -5)]:
        around = cells_at_vertex(h, v)
        assert len({(x, y) for x, y, _ in around}) == 6
        assert sum(is_up(x, y) for x, y, _ in around) == 3
        for x, y, corner in around:
            assert corner_vertices(x, y)[corner] == (h, v)
        # listed clockwise round the vertex: consecutive cells share a side
        for (x1, y1, _), (x2, y2, _) in zip(around, around[1:] + around[:1], strict=True):
            assert (x2, y2) in side_neighbours(x1, y1)
    with pytest.raises(ValueError):
        cells_at_vertex(0, 0)


def test_a_cell_touches_three_by_side_and_nine_only_at_a_corner() -> None:
    for x, y in CELLS:
        points = point_neighbours(x, y)
        assert len(points) == 9
        assert not set(points) & set(side_neighbours(x, y))
        mine = set(corner_vertices(x, y))
        for px, py in points:
            assert len(mine & set(corner_vertices(px, py))) == 1


def test_neighbouring_vertices_are_one_side_apart_and_share_two_cells() -> None:
    for h, v in [(1, 0), (2, 1)]:
        cells = {(x, y) for x, y, _ in cells_at_vertex(h, v)}
        for nh, nv in vertex_neighbours(h, v):
            (ax, ay), (bx, by) = vertex_point(h, v), vertex_point(nh, nv)
            assert math.hypot(ax - bx, ay - by) == pytest.approx(1.0)
            other = {(x, y) for x, y, _ in cells_at_vertex(nh, nv)}
            assert len(cells & other) == 2


def test_cell_polygon_has_unit_sides() -> None:
    for x, y in CELLS:
        pts = cell_polygon(x, y)
        for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
            assert math.dist(a, b) == pytest.approx(1.0)


def test_pixel_to_cell_finds_the_cell_of_its_centroid_and_of_random_points() -> None:
    for x, y in CELLS:
        assert pixel_to_cell(*cell_centroid(x, y)) == (x, y)
        assert pixel_to_cell(*number_point(x, y, 1)) == (x, y)
    rng = random.Random(1)
    for _ in range(200):
        x, y = rng.choice(CELLS)
        pts = cell_polygon(x, y)
        weights = [rng.random() + 0.05 for _ in range(3)]
        total = sum(weights)
        px = sum(w * p[0] for w, p in zip(weights, pts, strict=True)) / total
        py = sum(w * p[1] for w, p in zip(weights, pts, strict=True)) / total
        assert pixel_to_cell(px, py) == (x, y)


def test_hexagon_polygon_surrounds_the_six_cells() -> None:
    outline = hexagon_polygon(1, 0)
    assert len(outline) == 6
    corners = {(round(px, 6), round(py, 6)) for px, py in outline}
    for x, y, _ in cells_at_vertex(1, 0):
        for px, py in cell_polygon(x, y):
            if (px, py) != vertex_point(1, 0):
                assert (round(px, 6), round(py, 6)) in corners
