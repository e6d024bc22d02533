"""Lines of dominoes around a four-armed spinner (Holandski domino) — the layout model, no Qt.

The model
---------
The opening double is the **spinner** (arm :data:`SPINNER` = ``-1``, index 0). Four **arms**
grow from it: :class:`Arm` ``N``, ``E``, ``S``, ``W`` (0..3, clockwise). Index 0 of an arm is the
tile touching the spinner; index ``i + 1`` touches index ``i``. A tile on the table is a
:class:`LineTile`: its id, arm, index and its two numbers as they lie — ``near`` (the half that
touches the previous tile or the spinner) and ``far`` (the half that points away; the open end
of the arm when it is the last tile). A double shows the same number on both halves.

The layout (abstract units)
---------------------------
Screen convention: x grows to the right, y grows *downwards*; one unit is the short side of a
tile, so a tile is 2 × 1. The spinner is centred at (0, 0), standing upright (1 wide, 2 high):
the N and S arms leave from its short ends, the E and W arms from the middle of its long sides.

:func:`layout_line` turns the tiles into :class:`TileRect` rectangles. Each arm runs straight
out from the spinner; when it would pass ``reach`` units (``reach_x`` for E/W, ``reach_y`` for
N/S) it *bends*: one tile is laid across, turning clockwise, and the arm comes back towards the
spinner in a new row 2 units further on, then bends again at ``INNER`` units from the centre,
and so on — a snake. Each arm therefore keeps to its own quadrant (N → north-east, E →
south-east, S → south-west, W → north-west), so arms never overlap however long they get, and
the whole layout stays within a screen-shaped box. Doubles inside a straight run lie across
the line (1 along it, 2 across), as people lay them; the bend tile and the tile just after a
bend always lie lengthwise so that rows never overlap. Placing a tile never moves a tile that
is already laid out (the layout is computed tile by tile from the spinner outwards).

:func:`target_rects` gives, for each arm, where its next (non-double) tile would go, so the view
can draw drop targets for the moves ``TILE@N`` … ``TILE@W``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum


class Arm(IntEnum):
    """The four arms of the spinner, clockwise from north."""

    N = 0
    E = 1
    S = 2
    W = 3


#: the "arm" of the opening double itself
SPINNER = -1

#: unit step of each arm's direction (x right, y down)
DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIRECTION_NAMES: tuple[str, ...] = ("N", "E", "S", "W")

#: how far (in units from the centre) a row coming back towards the spinner may reach inward
INNER = 2.5
#: default reach of the straight runs: horizontal (E/W arms) and vertical (N/S arms)
REACH_X = 12.0
REACH_Y = 8.0


@dataclass(frozen=True, slots=True)
class LineTile:
    """One tile on the table: where it is in the line and how its numbers lie."""

    tile: int
    arm: int  # SPINNER or an Arm
    index: int  # 0 = touching the spinner
    near: int  # number on the half towards the spinner
    far: int  # number on the half pointing away (the open end if it is last)

    @property
    def is_double(self) -> bool:
        return self.near == self.far


@dataclass(frozen=True, slots=True)
class TileRect:
    """A tile's rectangle in abstract units and how to paint it.

    ``x``/``y`` is the centre, ``width``/``height`` the size (2 × 1 or 1 × 2). ``direction`` is
    the way from the ``near`` half to the ``far`` half ("N", "E", "S" or "W"); for a double laid
    across the line the halves are split across it and both show the same number.
    """

    tile: int
    arm: int
    index: int
    x: float
    y: float
    width: float
    height: float
    direction: str
    near: int
    far: int
    crosswise: bool = False

    @property
    def left(self) -> float:
        return self.x - self.width / 2

    @property
    def top(self) -> float:
        return self.y - self.height / 2

    def rect(self) -> tuple[float, float, float, float]:
        """(left, top, width, height)."""
        return (self.left, self.top, self.width, self.height)

    def corners(self) -> list[tuple[float, float]]:
        """The rectangle as a polygon, clockwise from the top-left corner."""
        l, t = self.left, self.top
        r, b = l + self.width, t + self.height
        return [(l, t), (r, t), (r, b), (l, b)]

    def halves(self) -> tuple[tuple[float, float, float, float], tuple[float, float, float, float]]:
        """(near half, far half) as (left, top, width, height) — where each number is drawn."""
        l, t, w, h = self.rect()
        if w >= h:  # lying horizontally: halves side by side
            west, east = (l, t, w / 2, h), (l + w / 2, t, w / 2, h)
            return (west, east) if self.direction == "E" else (east, west)
        north, south = (l, t, w, h / 2), (l, t + h / 2, w, h / 2)
        return (north, south) if self.direction == "S" else (south, north)


def _to_screen(arm: int, u: float, w: float) -> tuple[float, float]:
    """Arm-local (u along the arm, w towards its clockwise side) to screen (x, y)."""
    dx, dy = DIRECTIONS[arm]
    sx, sy = DIRECTIONS[(arm + 1) % 4]
    return (u * dx + w * sx, u * dy + w * sy)


def _rect(
    tile: LineTile, u0: float, u1: float, w0: float, w1: float, direction: int, crosswise: bool
) -> TileRect:
    """A TileRect from an arm-local box [u0, u1] × [w0, w1]."""
    x0, y0 = _to_screen(tile.arm, u0, w0)
    x1, y1 = _to_screen(tile.arm, u1, w1)
    return TileRect(
        tile.tile, tile.arm, tile.index,
        (x0 + x1) / 2, (y0 + y1) / 2, abs(x1 - x0), abs(y1 - y0),
        DIRECTION_NAMES[direction], tile.near, tile.far, crosswise,
    )  # fmt: skip


def spinner_rect(tile: LineTile) -> TileRect:
    """The opening double, upright at the centre."""
    return TileRect(tile.tile, SPINNER, 0, 0.0, 0.0, 1.0, 2.0, "S", tile.near, tile.far)


def _layout_arm(arm: int, tiles: Sequence[LineTile], reach: float) -> list[TileRect]:
    """Snake one arm out from the spinner (see the module docstring)."""
    start = 1.0 if arm in (Arm.N, Arm.S) else 0.5  # half the spinner along this arm
    u, row, sign, just_bent = start, 0, 1, False
    rects = []
    for tile in tiles:
        crosswise = tile.is_double and not just_bent
        length = 1.0 if crosswise else 2.0
        w = 2.0 * row
        # leave room for the bend tile at the end of every row
        fits = u + length + 1 <= reach if sign > 0 else u - length - 1 >= INNER
        if fits:
            end = u + sign * length
            half = 1.0 if crosswise else 0.5
            direction = arm if sign > 0 else (arm + 2) % 4
            rects.append(
                _rect(tile, min(u, end), max(u, end), w - half, w + half, direction, crosswise)
            )
            u, just_bent = end, False
            continue
        # the bend: one tile across, towards the clockwise side, into the next row
        end = u + sign
        rects.append(_rect(tile, min(u, end), max(u, end), w - 0.5, w + 1.5, (arm + 1) % 4, False))
        u, row, sign, just_bent = end, row + 1, -sign, True
    return rects


def layout_line(
    tiles: Sequence[LineTile], reach_x: float = REACH_X, reach_y: float = REACH_Y
) -> list[TileRect]:
    """Rectangles of every tile, in the order of ``tiles`` (e.g. the order placed)."""
    by_arm: list[list[LineTile]] = [[], [], [], []]
    placed: dict[tuple[int, int], TileRect] = {}
    for tile in tiles:
        if tile.arm == SPINNER:
            placed[(SPINNER, 0)] = spinner_rect(tile)
        else:
            by_arm[tile.arm].append(tile)
    for arm, arm_tiles in enumerate(by_arm):
        arm_tiles.sort(key=lambda t: t.index)
        reach = reach_y if arm in (Arm.N, Arm.S) else reach_x
        for rect in _layout_arm(arm, arm_tiles, reach):
            placed[(arm, rect.index)] = rect
    return [placed[(t.arm, t.index)] for t in tiles]


def target_rects(
    tiles: Sequence[LineTile], reach_x: float = REACH_X, reach_y: float = REACH_Y
) -> dict[int, TileRect]:
    """Where the next tile of each arm would lie (a non-double; -1 as its tile id and numbers).

    With no spinner on the table the only target is the centre (key :data:`SPINNER`).
    """
    if not any(t.arm == SPINNER for t in tiles):
        return {SPINNER: spinner_rect(LineTile(-1, SPINNER, 0, -1, -1))}
    targets = {}
    for arm in Arm:
        arm_tiles = sorted((t for t in tiles if t.arm == arm), key=lambda t: t.index)
        phantom = LineTile(-1, arm, len(arm_tiles), -1, -2)
        reach = reach_y if arm in (Arm.N, Arm.S) else reach_x
        targets[int(arm)] = _layout_arm(arm, [*arm_tiles, phantom], reach)[-1]
    return targets


def bounds(rects: Sequence[TileRect]) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) around ``rects`` ((0, 0, 0, 0) when empty)."""
    if not rects:
        return (0.0, 0.0, 0.0, 0.0)
    return (
        min(r.left for r in rects),
        min(r.top for r in rects),
        max(r.left + r.width for r in rects),
        max(r.top + r.height for r in rects),
    )


def overlaps(a: TileRect, b: TileRect) -> bool:
    """True if two rectangles share inner area (touching edges do not count)."""
    eps = 1e-9
    return (
        a.left + eps < b.left + b.width
        and b.left + eps < a.left + a.width
        and a.top + eps < b.top + b.height
        and b.top + eps < a.top + a.height
    )
