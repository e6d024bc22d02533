"""Moves in words: what a hint, the coach, the game review and the move log say about a move.

``describe_move(state_before, move)`` names the tile by its numbers (a Hexadomino stone by its
pips, a hint's stone as the highlighted one) and where it goes in the game's own terms — beside
which tile already on the table (the most recently laid neighbour, in one whole sentence per
side: ``beside.py``), on which arm of the spinner, or to open the game — and non-placing moves
(draw, pass, buy, return) in words, as advice ("Buy a tile"). ``describe_points(result)`` says
what the engine scored for the mover, with its breakdown. ``describe_hint`` joins both: words
only, never the notation (the move log copies a move in notation when the player asks for it).

``describe_played(game_id, move)`` says what a finished move that laid no tile did, in the past
("Bought a tile", "Passed"): the move log and the status line report moves, they do not give
instructions, so they never reuse a button's label.

The points always come from the engine: the move is applied to a clone of the position. No
rule is decided here; the neighbour is read from the board the engine reports.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication

from ...engine.base import GameError, Move, MoveResult, State
from . import beside
from . import laid as laid_words
from .engine_texts import score_text
from .game_words import KRUZICI, stone_pips
from .i18n import SOURCE_LANGUAGE, current_language
from .texts import fmt

if TYPE_CHECKING:  # each describer imports its own engine: start-up builds no move tables
    from ...engine import dutch_domino, hexadomino, holomino, square_domino, triominos

# lupdate only sees literal ``QCoreApplication.translate("MoveWords", ...)`` calls: no wrapper

#: what a tile on the table is named by (its numbers, a placed stone, a square's dominoes)
_Named = TypeVar("_Named")


def _numbers(digits: Sequence[int] | str) -> str:
    """A tile by its numbers, e.g. ``4-5-2``."""
    return "-".join(str(d) for d in digits)


# -- where: the side of a neighbouring tile ------------------------------------------------------
def _neighbour(
    target: tuple[int, int],
    laid: Sequence[tuple[tuple[int, int], _Named]],
    sides: Collection[tuple[int, int]],
) -> tuple[tuple[int, int], _Named] | None:
    """The side of the most recently laid neighbour that ``target`` lies on, and that
    neighbour (None when none touches it on one of ``sides``)."""
    for (x, y), named in reversed(laid):
        side = (target[0] - x, target[1] - y)
        if side in sides:
            return side, named
    return None


def _triangle_sides(x: int, y: int) -> tuple[tuple[int, int], ...]:
    """Triominos: the sides of a neighbour a tile at (x, y) can lie on — left, right, and below
    an up cell or above a down cell (``x + y`` even points up; docs/notation.md)."""
    up = (x + y) % 2 == 0
    vertical = (0, -1) if up else (0, 1)  # the new tile's offset from a neighbour's flat side
    return ((1, 0), (-1, 0), vertical)


# -- placements per game ------------------------------------------------------------------------
def _holomino(state: holomino.HolominoState, move: Move, shown: bool, past: bool) -> str:
    from ...engine import holomino

    if isinstance(move, holomino.ReturnTile):
        return fmt(
            QCoreApplication.translate(
                "MoveWords", "Return tile %1 to the sack and pass", "holomino"
            ),
            _numbers(holomino.tile_name(move.tile)),
        )
    assert isinstance(move, holomino.Place)
    tile = _numbers(holomino.tile_name(move.tile))
    laid = [((q, r), _numbers(holomino.tile_name(t))) for q, r, t, _ in state.tiles_on_board()]
    found = _neighbour((move.q, move.r), laid, beside.HOLOMINO)
    if found is None:
        if past:
            return fmt(laid_words.OPENINGS["holomino"](), tile)
        return fmt(
            QCoreApplication.translate("MoveWords", "Place tile %1 to open the game", "holomino"),
            tile,
        )
    side, name = found
    return fmt((laid_words.HOLOMINO if past else beside.HOLOMINO)[side](), tile, name)


def _triominos(state: triominos.TriominosState, move: Move, shown: bool, past: bool) -> str:
    from ...engine import triominos

    if isinstance(move, triominos.Draw):
        return QCoreApplication.translate("MoveWords", "Draw a tile from the pool", "triominos")
    if isinstance(move, triominos.Pass):
        return QCoreApplication.translate("MoveWords", "Pass without placing a tile", "triominos")
    assert isinstance(move, triominos.Place)
    tile = _numbers(triominos.tile_name(move.tile))
    laid = [((p.x, p.y), _numbers(triominos.tile_name(p.tile))) for p in state.board_tiles()]
    found = _neighbour((move.x, move.y), laid, _triangle_sides(move.x, move.y))
    if found is None:  # the first tile of the round
        if past:
            return fmt(laid_words.OPENINGS["triominos"](), tile)
        return fmt(
            QCoreApplication.translate("MoveWords", "Place tile %1 to open the round", "triominos"),
            tile,
        )
    side, name = found
    return fmt((laid_words.TRIOMINOS if past else beside.TRIOMINOS)[side](), tile, name)


def _hexadomino(state: hexadomino.HexadominoState, move: Move, shown: bool, past: bool) -> str:
    """A stone by its pips in words, the one in the hand as it lies there (unturned), the
    neighbour as it lies on the table; a hint's stone is the highlighted one (``shown``)."""
    from ...engine import hexadomino

    if isinstance(move, hexadomino.Draw):
        return QCoreApplication.translate("MoveWords", "Draw a stone from the stock", "hexadomino")
    if isinstance(move, hexadomino.Pass):
        return QCoreApplication.translate("MoveWords", "Pass: no stone fits", "hexadomino")
    assert isinstance(move, hexadomino.Place)
    laid = [((s.q, s.r), s) for s in state.board_tiles()]
    found = _neighbour((move.q, move.r), laid, beside.HEXADOMINO)
    assert found is not None, "a stone is always laid beside one on the table"
    side, stone = found
    theirs = stone_pips(stone.fields)
    if past:  # a stone laid is named by its pips, never "the highlighted stone"
        if stone.tile == hexadomino.START_ID:
            return fmt(laid_words.HEXADOMINO_START[side](), _stone(move.tile))
        return fmt(laid_words.HEXADOMINO[side](), _stone(move.tile), theirs)
    if stone.tile == hexadomino.START_ID:
        sentences = beside.HEXADOMINO_SHOWN_START if shown else beside.HEXADOMINO_START
        return sentences[side]() if shown else fmt(sentences[side](), _stone(move.tile))
    if shown:
        return fmt(beside.HEXADOMINO_SHOWN[side](), theirs)
    return fmt(beside.HEXADOMINO[side](), _stone(move.tile), theirs)


def _stone(tile: int) -> str:
    """A Hexadomino stone in the hand by its pips, as the hand shows it."""
    from ...engine import hexadomino

    return stone_pips(hexadomino.stone_fields(tile))


def _square_names(
    state: square_domino.SquareDominoState,
) -> list[tuple[tuple[int, int], str | None]]:
    """Every square on the table by its two dominoes as they lie ("5-3 + 3-6", as the move log
    writes a square); the start square None (its sentences call it so)."""
    tiles: dict[tuple[int, int], list[str]] = {}
    for tile in state.board_tiles():
        tiles.setdefault((tile.x, tile.y), []).append(_numbers(tile.pips))
    return [
        ((x, y), None if (x, y) == (0, 0) else " + ".join(tiles[x, y]))
        for x, y, _corners in state.squares()
    ]


def _square_domino(
    state: square_domino.SquareDominoState, move: Move, shown: bool, past: bool
) -> str:
    from ...engine import square_domino

    if isinstance(move, square_domino.Pass):
        return QCoreApplication.translate("MoveWords", "Pass: no square fits", "square_domino")
    if isinstance(move, square_domino.StartTile) and past:
        return fmt(laid_words.OPENINGS["square_domino_start"](), _numbers(move.halves))
    if isinstance(move, square_domino.CompleteStart) and past:
        return fmt(laid_words.OPENINGS["square_domino_complete"](), _numbers(move.halves))
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
    found = _neighbour((move.x, move.y), _square_names(state), beside.SQUARE_FLAT)
    assert found is not None, "a square is always laid beside one on the table"
    side, square = found
    words = laid_words if past else beside
    if square is None:
        start = words.SQUARE_UPRIGHT_START if move.vertical else words.SQUARE_FLAT_START
        return fmt(start[side](), first, second)
    sentences = words.SQUARE_UPRIGHT if move.vertical else words.SQUARE_FLAT
    return fmt(sentences[side](), first, second, square)


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


def _dutch_domino(state: dutch_domino.DutchDominoState, move: Move, shown: bool, past: bool) -> str:
    from ...engine import dutch_domino

    if isinstance(move, dutch_domino.Buy):
        return QCoreApplication.translate("MoveWords", "Buy a tile", "dutch_domino")
    if isinstance(move, dutch_domino.Pass):
        return QCoreApplication.translate("MoveWords", "Pass without laying a tile", "dutch_domino")
    assert isinstance(move, dutch_domino.Place)
    tile = dutch_domino.tile_name(move.tile)
    if move.arm == dutch_domino.SPINNER and past:
        return fmt(laid_words.OPENINGS["dutch_domino"](), tile)
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
        sides = laid_words.SPINNER_SIDES if past else _SPINNER_SIDES
        return fmt(sides[move.arm](), tile, dutch_domino.tile_name(spinner.tile))
    last = max(on_arm, key=lambda t: t.index)
    ends = laid_words.ARM_ENDS if past else _ARM_ENDS
    return fmt(ends[move.arm](), tile, dutch_domino.tile_name(last.tile))


_DESCRIBERS: dict[str, Callable[[State, Move, bool, bool], str]] = {
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
def describe_move(state_before: State, move: Move, shown: bool = False) -> str:
    """``move`` in words, as it would be played in ``state_before`` (a seat's view will do);
    ``shown``: the window shows the move (its tile highlighted), as a hint does."""
    describe = _DESCRIBERS.get(state_before.game.id)
    if describe is None:
        return str(move)
    return describe(state_before, move, shown, False)


def describe_laid(state_before: State, move: Move) -> str:
    """``move``, played in ``state_before``, in the past tense: a placement as a whole
    sentence of :mod:`.laid` ("Placed tile 1-2-6 above tile 1-6-2"), any other move as the
    move log says it ("Bought a tile", "Passed"). A list of what happened reads no orders."""
    game_id = state_before.game.id
    describe = _DESCRIBERS.get(game_id)
    if describe is None:
        return str(move)
    return describe_played(game_id, move) or describe(state_before, move, False, True)


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


def describe_hint(state_before: State, move: Move, shown: bool = False) -> str:
    """The move in words and its points: "Place tile 4-5-2 to the right of tile 5-5-3: 48
    points (…)". Words only: a player reads a hint, the notation is for files and the log's
    copy. ``shown``: the window shows the move, its tile highlighted."""
    words = describe_move(state_before, move, shown)
    result = trial(state_before, move)
    # a placement says its points even when they are 0; a draw or pass only when it costs
    game_id = state_before.game.id
    counts = game_id not in KRUZICI and lays_a_tile(game_id, move)
    points = describe_points(result, counts) if result is not None else ""
    if points:
        words = fmt(QCoreApplication.translate("MoveWords", "%1: %2"), words, points)
    return words


# -- what a placement's numbers meet on the table (the cursor's stop) ---------------------------
def _meetings(numbers: Sequence[int], game_id: str) -> str:
    """ "a 4 meets the 4, a 5 meets the 5": each number the tile shows where it touches."""
    meets = {
        "holomino": lambda: QCoreApplication.translate(
            "MoveWords", "a %1 meets the %1", "holomino"
        ),
        "triominos": lambda: QCoreApplication.translate(
            "MoveWords", "a %1 meets the %1", "triominos"
        ),
        "hexadomino": lambda: QCoreApplication.translate(
            "MoveWords", "a %1 meets the %1", "hexadomino"
        ),
        "square_domino": lambda: QCoreApplication.translate(
            "MoveWords", "a %1 meets the %1", "square_domino"
        ),
        "dutch_domino": lambda: QCoreApplication.translate(
            "MoveWords", "a %1 meets the %1", "dutch_domino"
        ),
    }[game_id]
    return ", ".join(fmt(meets(), n) for n in numbers)


def _touch_holomino(state: holomino.HolominoState, move: Move) -> str:
    from ...engine import holomino

    if not isinstance(move, holomino.Place):
        return ""
    # the numbers the cell asks for, by corner; the tile turned as placed shows the same there
    needed = holomino.constraint_of(state, move.q, move.r) or {}
    shown = dict(zip((c.name for c in holomino.NUMBER_CORNERS),
                     holomino.oriented(move.tile, move.rotation), strict=True))  # fmt: skip
    numbers = [shown[corner] for corner in shown if corner in needed]
    if not numbers:  # the first tile touches nothing
        return ""
    return fmt(
        QCoreApplication.translate("MoveWords", "At the corners: %1.", "holomino"),
        _meetings(numbers, "holomino"),
    )


def _touch_triominos(state: triominos.TriominosState, move: Move) -> str:
    from ...engine import triominos

    if not isinstance(move, triominos.Place):
        return ""
    numbers = state.corner_numbers(move.x, move.y)
    if not numbers:  # the opening tile touches nothing
        return ""
    return fmt(
        QCoreApplication.translate("MoveWords", "At the corners: %1.", "triominos"),
        _meetings(numbers, "triominos"),
    )


def _touch_hexadomino(state: hexadomino.HexadominoState, move: Move) -> str:
    from ...engine import hexadomino

    if not isinstance(move, hexadomino.Place):
        return ""
    needed = state.requirement(move.q, move.r) or ()
    shown = hexadomino.oriented(move.tile, move.rotation)
    # each edge that touches a stone on the table, N to NW, where the fields show pips (an
    # empty field against an empty one has no number to say)
    numbers = [shown[edge] for edge, need in enumerate(needed) if need and shown[edge]]
    if not numbers:
        return ""
    return fmt(
        QCoreApplication.translate("MoveWords", "At the edges: %1.", "hexadomino"),
        _meetings(list(dict.fromkeys(numbers)), "hexadomino"),
    )


def _touch_square_domino(state: square_domino.SquareDominoState, move: Move) -> str:
    from ...engine import square_domino

    if not isinstance(move, square_domino.PlaceSquare):
        return ""
    # a legal square shows at each half a neighbour touches the number that neighbour shows
    needed = state.required_halves(move.x, move.y) or {}
    numbers = list(dict.fromkeys(needed[half] for half in sorted(needed)))
    if not numbers:
        return ""
    return fmt(
        QCoreApplication.translate("MoveWords", "At the halves: %1.", "square_domino"),
        _meetings(numbers, "square_domino"),
    )


def _touch_dutch_domino(state: dutch_domino.DutchDominoState, move: Move) -> str:
    from ...engine import dutch_domino

    if not isinstance(move, dutch_domino.Place) or move.arm == dutch_domino.SPINNER:
        return ""
    end = state.open_ends()[move.arm]
    if end < 0:  # a side of the spinner still empty: the tile meets the spinner's number
        said = QCoreApplication.translate("MoveWords", "Beside the spinner: %1.", "dutch_domino")
        return fmt(said, _meetings([state.spinner_value], "dutch_domino"))
    said = QCoreApplication.translate("MoveWords", "At the arm's open end: %1.", "dutch_domino")
    return fmt(said, _meetings([end], "dutch_domino"))


_TOUCHES: dict[str, Callable[[State, Move], str]] = {
    "holomino": _touch_holomino,  # type: ignore[dict-item]
    "triominos": _touch_triominos,  # type: ignore[dict-item]
    "hexadomino": _touch_hexadomino,  # type: ignore[dict-item]
    "square_domino": _touch_square_domino,  # type: ignore[dict-item]
    "dutch_domino": _touch_dutch_domino,  # type: ignore[dict-item]
}


def describe_touch(state_before: State, move: Move) -> str:
    """What the placed tile's numbers would meet on the table, in the game's words: "At the
    corners: a 4 meets the 4, a 5 meets the 5." (Triominos; Hexadomino: "At the edges: …"),
    "At the arm's open end: a 6
    meets the 6." (Holandski domino); "" for the opening and a move that places nothing."""
    touch = _TOUCHES.get(state_before.game.id)
    return touch(state_before, move) if touch is not None else ""


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
    "describe_laid",
    "describe_move",
    "describe_played",
    "describe_start",
    "describe_points",
    "points_text",
    "trial",
]
