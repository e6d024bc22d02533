"""Moves in words: what a hint, the coach, the game review and the move log say about a move.

``describe_move(state_before, move)`` names the tile by its numbers and where it goes in the
game's own terms — next to which tile already on the table (the most recently laid neighbour),
on which arm of the spinner, or to open the game — and non-placing moves (draw, pass, buy,
return) in words, as advice ("Buy a tile"). ``describe_points(result)`` says what the engine
scored for the mover, with its breakdown. ``describe_hint`` joins both: words only, never the
notation (the move log copies a move in notation when the player asks for it).

``describe_played(game_id, move)`` says what a finished move that laid no tile did, in the past
("Bought a tile", "Passed"): the move log and the status line report moves, they do not give
instructions, so they never reuse a button's label.

The points always come from the engine: the move is applied to a clone of the position. No
rule is decided here; the neighbour is read from the board the engine reports.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import import_module
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine.base import GameError, Move, MoveResult, State
from .engine_texts import score_text
from .game_words import KRUZICI, stone_pips
from .i18n import SOURCE_LANGUAGE, current_language
from .texts import fmt

if TYPE_CHECKING:  # each describer imports its own engine: start-up builds no move tables
    from ...engine import dutch_domino, hexadomino, holomino, square_domino, triominos

# lupdate only sees literal ``QCoreApplication.translate("MoveWords", ...)`` calls: no wrapper


def _numbers(digits: Sequence[int] | str) -> str:
    """A tile by its numbers, e.g. ``4-5-2``."""
    return "-".join(str(d) for d in digits)


# -- where: a relation to a neighbouring tile ---------------------------------------------------
#: hexagon directions (dq, dr) from the neighbour to the new tile -> words; literal calls so
#: that lupdate finds them
_HEX_SIDES: dict[tuple[int, int], Callable[[], str]] = {
    (0, -1): lambda: QCoreApplication.translate("MoveWords", "above %1"),
    (1, -1): lambda: QCoreApplication.translate("MoveWords", "to the upper right of %1"),
    (1, 0): lambda: QCoreApplication.translate("MoveWords", "to the lower right of %1"),
    (0, 1): lambda: QCoreApplication.translate("MoveWords", "below %1"),
    (-1, 1): lambda: QCoreApplication.translate("MoveWords", "to the lower left of %1"),
    (-1, 0): lambda: QCoreApplication.translate("MoveWords", "to the upper left of %1"),
}
#: square (and triangle row) directions (dx, dy), y downwards
_SQUARE_SIDES: dict[tuple[int, int], Callable[[], str]] = {
    (0, -1): lambda: QCoreApplication.translate("MoveWords", "above %1"),
    (1, 0): lambda: QCoreApplication.translate("MoveWords", "to the right of %1"),
    (0, 1): lambda: QCoreApplication.translate("MoveWords", "below %1"),
    (-1, 0): lambda: QCoreApplication.translate("MoveWords", "to the left of %1"),
}


def _beside(
    target: tuple[int, int],
    laid: Sequence[tuple[tuple[int, int], str]],
    sides: dict[tuple[int, int], Callable[[], str]],
) -> str:
    """The relation of ``target`` to the most recently laid neighbour, or "" when none."""
    for (x, y), name in reversed(laid):
        delta = (target[0] - x, target[1] - y)
        if delta in sides:
            return fmt(sides[delta](), name)
    return ""


def _triangle_sides(x: int, y: int) -> dict[tuple[int, int], Callable[[], str]]:
    """Triominos: the cells sharing a side with (x, y) — left, right, and below an up cell or
    above a down cell (``x + y`` even points up; docs/notation.md)."""
    up = (x + y) % 2 == 0
    vertical = (
        (0, -1) if up else (0, 1)
    )  # the new tile's offset from a neighbour across the flat side
    return {d: _SQUARE_SIDES[d] for d in ((1, 0), (-1, 0), vertical)}


# -- placements per game ------------------------------------------------------------------------
def _holomino(state: holomino.HolominoState, move: Move) -> str:
    from ...engine import holomino

    if isinstance(move, holomino.ReturnTile):
        return fmt(
            QCoreApplication.translate(
                "MoveWords", "Return tile %1 to the sack and pass", "holomino"
            ),
            _numbers(holomino.tile_name(move.tile)),
        )
    assert isinstance(move, holomino.Place)
    laid = [((q, r), _numbers(holomino.tile_name(t))) for q, r, t, _ in state.tiles_on_board()]
    where = _beside((move.q, move.r), laid, _HEX_SIDES) or QCoreApplication.translate(
        "MoveWords", "to open the game"
    )
    return fmt(
        QCoreApplication.translate("MoveWords", "Place tile %1 %2", "holomino"),
        _numbers(holomino.tile_name(move.tile)),
        where,
    )


def _triominos(state: triominos.TriominosState, move: Move) -> str:
    from ...engine import triominos

    if isinstance(move, triominos.Draw):
        return QCoreApplication.translate("MoveWords", "Draw a tile from the pool", "triominos")
    if isinstance(move, triominos.Pass):
        return QCoreApplication.translate("MoveWords", "Pass without placing a tile", "triominos")
    assert isinstance(move, triominos.Place)
    tile = _numbers(triominos.tile_name(move.tile))
    laid = [((p.x, p.y), _numbers(triominos.tile_name(p.tile))) for p in state.board_tiles()]
    if not laid:
        return fmt(
            QCoreApplication.translate("MoveWords", "Place tile %1 to open the round", "triominos"),
            tile,
        )
    where = _beside((move.x, move.y), laid, _triangle_sides(move.x, move.y))
    return fmt(
        QCoreApplication.translate("MoveWords", "Place tile %1 %2", "triominos"), tile, where
    )


def _hexadomino(state: hexadomino.HexadominoState, move: Move) -> str:
    from ...engine import hexadomino

    if isinstance(move, hexadomino.Draw):
        return QCoreApplication.translate("MoveWords", "Draw a stone from the stock", "hexadomino")
    if isinstance(move, hexadomino.Pass):
        return QCoreApplication.translate("MoveWords", "Pass: no stone fits", "hexadomino")
    assert isinstance(move, hexadomino.Place)
    # a stone by its pips as the player sees it: in the hand (unturned), on the table (turned)
    laid = [
        (
            (s.q, s.r),
            fmt(
                QCoreApplication.translate("MoveWords", "stone %1", "hexadomino"),
                stone_pips(s.fields),
            ),
        )
        for s in state.board_tiles()
    ]
    where = _beside((move.q, move.r), laid, _HEX_SIDES)
    return fmt(
        QCoreApplication.translate("MoveWords", "Place stone %1 %2", "hexadomino"),
        stone_pips(hexadomino.stone_fields(move.tile)),
        where,
    )


def _square_names(state: square_domino.SquareDominoState) -> list[tuple[tuple[int, int], str]]:
    """Every square on the table by its two dominoes as they lie ("the square 5-3 + 3-6", as
    the move log writes a square), the start square by that name."""
    tiles: dict[tuple[int, int], list[str]] = {}
    for tile in state.board_tiles():
        tiles.setdefault((tile.x, tile.y), []).append(_numbers(tile.pips))
    names = []
    for x, y, _corners in state.squares():
        if (x, y) == (0, 0):
            name = QCoreApplication.translate("MoveWords", "the start square", "square_domino")
        else:
            name = fmt(
                QCoreApplication.translate("MoveWords", "the square %1", "square_domino"),
                " + ".join(tiles[x, y]),
            )
        names.append(((x, y), name))
    return names


def _square_domino(state: square_domino.SquareDominoState, move: Move) -> str:
    from ...engine import square_domino

    if isinstance(move, square_domino.Pass):
        return QCoreApplication.translate("MoveWords", "Pass: no square fits", "square_domino")
    if isinstance(move, square_domino.StartTile):
        return fmt(
            QCoreApplication.translate("MoveWords", "Lay %1 as the start tile", "square_domino"),
            _numbers(move.halves),
        )
    if isinstance(move, square_domino.CompleteStart):
        return fmt(
            QCoreApplication.translate(
                "MoveWords", "Complete the start square with %1", "square_domino"
            ),
            _numbers(move.halves),
        )
    assert isinstance(move, square_domino.PlaceSquare)
    h = move.halves
    first, second = _numbers(h[:2]), _numbers(h[2:])
    where = _beside((move.x, move.y), _square_names(state), _SQUARE_SIDES)
    if move.vertical:
        return fmt(
            QCoreApplication.translate("MoveWords", "Lay %1 and %2 upright, side by side, %3"),
            first,
            second,
            where,
        )
    return fmt(
        QCoreApplication.translate("MoveWords", "Lay %1 over %2, lying flat, %3"),
        first,
        second,
        where,
    )


#: "beside the spinner, above it …", per arm N, E, S, W: the table draws the arms going up,
#: right, down and left, and the tutorial says so (whole sentences: the words for the side
#: change with the language's cases)
_SPINNER_SIDES: tuple[Callable[[], str], ...] = (
    lambda: QCoreApplication.translate("MoveWords", "Lay %1 above the spinner %2", "dutch_domino"),
    lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 to the right of the spinner %2", "dutch_domino"
    ),
    lambda: QCoreApplication.translate("MoveWords", "Lay %1 below the spinner %2", "dutch_domino"),
    lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 to the left of the spinner %2", "dutch_domino"
    ),
)
#: "at the end of the … arm, after %2", per arm N, E, S, W
_ARM_ENDS: tuple[Callable[[], str], ...] = (
    lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 on the upper arm, after %2", "dutch_domino"
    ),
    lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 on the right arm, after %2", "dutch_domino"
    ),
    lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 on the lower arm, after %2", "dutch_domino"
    ),
    lambda: QCoreApplication.translate(
        "MoveWords", "Lay %1 on the left arm, after %2", "dutch_domino"
    ),
)


def _dutch_domino(state: dutch_domino.DutchDominoState, move: Move) -> str:
    from ...engine import dutch_domino

    if isinstance(move, dutch_domino.Buy):
        return QCoreApplication.translate("MoveWords", "Buy a tile", "dutch_domino")
    if isinstance(move, dutch_domino.Pass):
        return QCoreApplication.translate("MoveWords", "Pass without laying a tile", "dutch_domino")
    assert isinstance(move, dutch_domino.Place)
    tile = dutch_domino.tile_name(move.tile)
    if move.arm == dutch_domino.SPINNER:
        return fmt(
            QCoreApplication.translate(
                "MoveWords", "Open the round with the double %1 in the centre", "dutch_domino"
            ),
            tile,
        )
    board = state.board_tiles()
    on_arm = [t for t in board if t.arm == move.arm]
    if not on_arm:
        spinner = next(t for t in board if t.arm == dutch_domino.SPINNER)
        return fmt(_SPINNER_SIDES[move.arm](), tile, dutch_domino.tile_name(spinner.tile))
    last = max(on_arm, key=lambda t: t.index)
    return fmt(_ARM_ENDS[move.arm](), tile, dutch_domino.tile_name(last.tile))


_DESCRIBERS: dict[str, Callable[[State, Move], str]] = {
    "holomino": _holomino,  # type: ignore[dict-item]
    "triominos": _triominos,  # type: ignore[dict-item]
    "hexadomino": _hexadomino,  # type: ignore[dict-item]
    "square_domino": _square_domino,  # type: ignore[dict-item]
    "dutch_domino": _dutch_domino,  # type: ignore[dict-item]
}


def describe_start(state: State) -> str:
    """The pieces the deal lays before the first move, by their numbers as the moves name
    them ("1-6-2", "1-2-3-4-5-3", "3-3 + 6-6"); "" when the deal lays none."""
    game_id = state.game.id
    if game_id == "holomino":
        from ...engine import holomino

        tiles = state.tiles_on_board()  # type: ignore[attr-defined]
        return ", ".join(_numbers(holomino.tile_name(t)) for _, _, t, _ in tiles)
    if game_id == "hexadomino":
        return ", ".join(stone_pips(s.fields) for s in state.board_tiles())  # type: ignore[attr-defined]
    if game_id == "square_domino":
        return " + ".join(_numbers(t.pips) for t in state.board_tiles())  # type: ignore[attr-defined]
    return ""


# -- the public words -----------------------------------------------------------------------------
def describe_move(state_before: State, move: Move) -> str:
    """``move`` in words, as it would be played in ``state_before`` (a seat's view will do)."""
    describe = _DESCRIBERS.get(state_before.game.id)
    if describe is None:
        return str(move)
    return describe(state_before, move)


def describe_points(result: MoveResult, counts_points: bool = True) -> str:
    """What the move scored for its mover, e.g. "48 points (8 + bridge 40)". With
    ``counts_points`` False (Holandski domino counts kružići, not points) a move that changes
    nothing says nothing ("")."""
    items = [score_text(item) for item in result.items if item.player == result.player]
    points = result.points
    if not items and points == 0 and not counts_points:
        return ""
    text = points_text(points)
    if not items or items == [str(points)]:
        return text
    return fmt(QCoreApplication.translate("MoveWords", "%1 (%2)"), text, "; ".join(items))


#: the moves that lay a tile, by game (the others draw, buy, return or pass)
_PLACEMENTS: dict[str, tuple[str, ...]] = {
    "holomino": ("Place",),
    "triominos": ("Place",),
    "hexadomino": ("Place",),
    "square_domino": ("PlaceSquare", "StartTile", "CompleteStart"),
}


def lays_a_tile(game_id: str, move: Move) -> bool:
    """True if ``move`` lays a tile in ``game_id`` (that engine is already imported: its
    state made the move)."""
    names = _PLACEMENTS.get(game_id, ())
    module = import_module(f"...engine.{game_id}", __package__) if names else None
    return any(isinstance(move, getattr(module, name)) for name in names)


def points_text(points: int) -> str:
    """``points`` with its plural ("1 point", "−5 points"); Qt fills ``%n`` only when it is 0
    or more, so a loss has its own text."""
    count = abs(points)
    if current_language() == SOURCE_LANGUAGE:  # no translator: English plurals by hand
        return ("−" if points < 0 else "") + (f"{count} point" if count == 1 else f"{count} points")
    if points < 0:
        return QCoreApplication.translate("MoveWords", "−%n point(s)", None, count)
    return QCoreApplication.translate("MoveWords", "%n point(s)", None, count)


def trial(state_before: State, move: Move) -> MoveResult | None:
    """What the engine says ``move`` does, on a clone (None if the engine refuses it)."""
    try:
        return state_before.clone().apply(move)
    except GameError:
        return None


def describe_hint(state_before: State, move: Move) -> str:
    """The move in words and its points: "Place tile 4-5-2 to the right of 5-5-3: 48 points
    (…)". Words only: a player reads a hint, the notation is for files and the log's copy."""
    words = describe_move(state_before, move)
    result = trial(state_before, move)
    # a placement says its points even when they are 0; a draw or pass only when it costs
    game_id = state_before.game.id
    counts = game_id not in KRUZICI and lays_a_tile(game_id, move)
    points = describe_points(result, counts) if result is not None else ""
    if points:
        words = fmt(QCoreApplication.translate("MoveWords", "%1: %2"), words, points)
    return words


# -- a finished move that laid no tile, in the past tense (the log, the status line) ------------
def _played_holomino(move: Move) -> str:
    from ...engine import holomino

    if isinstance(move, holomino.ReturnTile):
        return fmt(
            QCoreApplication.translate("MoveWords", "Returned tile %1 to the sack", "holomino"),
            _numbers(holomino.tile_name(move.tile)),
        )
    return ""


def _played_triominos(move: Move) -> str:
    from ...engine import triominos

    if isinstance(move, triominos.Draw):
        return QCoreApplication.translate("MoveWords", "Drew a tile", "triominos")
    if isinstance(move, triominos.Pass):
        return QCoreApplication.translate("MoveWords", "Passed")
    return ""


def _played_hexadomino(move: Move) -> str:
    from ...engine import hexadomino

    if isinstance(move, hexadomino.Draw):
        return QCoreApplication.translate("MoveWords", "Drew a stone", "hexadomino")
    if isinstance(move, hexadomino.Pass):
        return QCoreApplication.translate("MoveWords", "Passed")
    return ""


def _played_square_domino(move: Move) -> str:
    from ...engine import square_domino

    if isinstance(move, square_domino.Pass):
        return QCoreApplication.translate("MoveWords", "Passed")
    return ""


def _played_dutch_domino(move: Move) -> str:
    from ...engine import dutch_domino

    if isinstance(move, dutch_domino.Buy):
        return QCoreApplication.translate("MoveWords", "Bought a tile", "dutch_domino")
    if isinstance(move, dutch_domino.Pass):
        return QCoreApplication.translate("MoveWords", "Passed")
    return ""


_PLAYED: dict[str, Callable[[Move], str]] = {
    "holomino": _played_holomino,
    "triominos": _played_triominos,
    "hexadomino": _played_hexadomino,
    "square_domino": _played_square_domino,
    "dutch_domino": _played_dutch_domino,
}


def describe_played(game_id: str, move: Move) -> str:
    """What ``move``, played in ``game_id``, did when it laid no tile, in the past tense
    ("Drew a tile", "Bought a tile", "Returned tile 1-2-3 to the sack", "Passed"); "" for a
    move that lays a tile (the log names that tile). That game's engine is already imported:
    its state made the move."""
    said = _PLAYED.get(game_id)
    return said(move) if said is not None else ""


__all__ = [
    "describe_hint",
    "describe_move",
    "describe_played",
    "describe_start",
    "describe_points",
    "points_text",
    "trial",
]
