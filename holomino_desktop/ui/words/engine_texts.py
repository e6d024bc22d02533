"""Translations of what the engine says: score lines and error messages.

The engine writes English sentences (``ScoreItem.text``, ``GameError.message``) and, beside
them, a stable ``kind``/``key`` and the numbers behind the sentence (``params``). A translated
sentence is built here from those, never by parsing the English; a kind or key this module does
not know falls back to translating the English sentence as a whole (``engine`` context).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.base import GameError, ScoreItem
from .game_words import stone_pips
from .i18n import SOURCE_LANGUAGE, current_language
from .refusals import refusal_text
from .texts import engine_text, fmt

# lupdate only sees literal ``QCoreApplication.translate("engine", ...)`` calls: no wrapper


# -- score lines --------------------------------------------------------------------------
def _holes(item: ScoreItem) -> str:
    holes = [int(v) for v in item.param("holes", ())]
    if len(holes) == 1:
        return fmt(QCoreApplication.translate("engine", "hole %1"), holes[0])
    if item.points == sum(holes) * len(holes):
        return fmt(
            QCoreApplication.translate("engine", "holes %1, ×%2 = %3"),
            " + ".join(map(str, holes)),
            len(holes),
            item.points,
        )
    return fmt(
        QCoreApplication.translate("engine", "holes %1 = %2"),
        " × ".join(map(str, holes)),
        item.points,
    )


def _sides(item: ScoreItem) -> str:
    sides = int(item.param("sides", 0))
    return fmt(QCoreApplication.translate("engine", "%n side(s): %1", None, sides), item.points)


def _hand_pips(item: ScoreItem) -> str:
    """Hexadomino's pips left in hand at the end (its *punten*, Polish *oczka*)."""
    pips = int(item.param("pips", -item.points))
    if pips == 0:
        return QCoreApplication.translate("engine", "hand empty", "hexadomino")
    return QCoreApplication.translate("engine", "−%n pip(s) left in hand", "hexadomino", pips)


def _hand_eyes(item: ScoreItem) -> str:
    """Square domino's pips left in hand at the end of a round (its *ogen*, *oczka*, *Oka*)."""
    pips = int(item.param("pips", -item.points))
    if pips == 0:
        return QCoreApplication.translate("engine", "hand empty", "square_domino")
    return QCoreApplication.translate("engine", "−%n pip(s) left in hand", "square_domino", pips)


def _square(item: ScoreItem) -> str:
    """Square domino's points: each touching side's two numbers, "2 sides: 1+6, 6+5 = 18".
    No side is named: "right 5+3" after "to the left of square 5-3 + 3-6" named the new
    square's side beside the old square's, and read as a contradiction in every language."""
    pairs = [f"{a}+{b}" for _name, a, b in item.param("sides", ())]
    count = len(pairs)  # a name, not a call: lupdate reads a count given by a name only
    sides = QCoreApplication.translate("engine", "%n side(s): %1", "square_domino", count)
    return fmt(
        QCoreApplication.translate("engine", "%1 = %2"), fmt(sides, ", ".join(pairs)), item.points
    )


def _kruzic(item: ScoreItem) -> str:
    """A kružić the round's loser receives: "+1", a circle more (its score item counts −1, as
    the match counts kružići against a player)."""
    reason = item.param("reason", "")
    pips, tiles = item.param("pips", 0), item.param("tiles", 0)
    if reason == "last":
        return QCoreApplication.translate(
            "engine", "+1 kružić: last player holding tiles", "dutch_domino"
        )
    if reason == "blocked_pips":
        return fmt(
            QCoreApplication.translate(
                "engine", "+1 kružić: blocked round, most pips (%1)", "dutch_domino"
            ),
            pips,
        )
    return fmt(
        QCoreApplication.translate(
            "engine", "+1 kružić: blocked round, most pips (%1) and more tiles (%2)", "dutch_domino"
        ),
        pips,
        tiles,
    )


def bonus_name(bonus: str) -> str:
    """The name of a Triominos bonus figure."""
    names = {
        "bridge": QCoreApplication.translate("engine", "bridge"),
        "hexagon": QCoreApplication.translate("engine", "hexagon"),
        "double_hexagon": QCoreApplication.translate("engine", "double hexagon", "triominos"),
        "triple_hexagon": QCoreApplication.translate("engine", "triple hexagon"),
        "triple_opening": QCoreApplication.translate("engine", "triple opening"),
    }
    return names.get(bonus, engine_text(bonus.replace("_", " ")))


def _bonus(item: ScoreItem) -> str:
    points = item.param("sum", 0)
    extra = item.param("bonus_points", item.points - points)
    return fmt(
        QCoreApplication.translate("engine", "%1 + %2 %3"),
        points,
        bonus_name(str(item.param("bonus", item.kind))),
        extra,
    )


_SCORE_LINES: dict[str, Callable[[ScoreItem], str]] = {
    # Holomino
    "holes": _holes,
    # Hexadomino
    "sides": _sides,
    "hand_pips": _hand_pips,
    # square domino
    "square": _square,
    "hand": _hand_eyes,
    # Holandski domino
    "kruzic": _kruzic,
    # Triominos
    "tile": lambda item: str(item.points),
    "bridge": _bonus,
    "hexagon": _bonus,
    "double_hexagon": _bonus,
    "triple_hexagon": _bonus,
    "triple_opening": _bonus,
    "draw_penalty": lambda item: fmt(
        QCoreApplication.translate("engine", "−%1 draw", "triominos"), -item.points
    ),
    "pass_penalty": lambda item: fmt(
        QCoreApplication.translate("engine", "−%1 three draws, nothing placed", "triominos"),
        -item.points,
    ),
    "going_out": lambda item: fmt(
        QCoreApplication.translate("engine", "+%1 going out", "triominos"), item.points
    ),
    "opponents_racks": lambda item: fmt(
        QCoreApplication.translate("engine", "+%1 opponents' racks", "triominos"), item.points
    ),
    "own_rack": lambda item: fmt(
        QCoreApplication.translate("engine", "−%1 own rack", "triominos"), -item.points
    ),
    "lowest_rack": lambda item: fmt(
        QCoreApplication.translate("engine", "+%1 others' racks (lowest rack)", "triominos"),
        item.points,
    ),
}


def score_text(item: ScoreItem) -> str:
    """The translated explanation of one score line, built from its kind and numbers."""
    return _whole_sum(_score_text(item))


def _whole_sum(text: str) -> str:
    """The total stays with what it adds up: a narrow move log wrapped "1+6, 6+5 =" / "18"."""
    return text.replace(" = ", "\u00a0=\u00a0")


def _score_text(item: ScoreItem) -> str:
    make = _SCORE_LINES.get(item.kind)
    if make is None or current_language() == SOURCE_LANGUAGE:  # English: the engine's own words
        return engine_text(item.text)
    try:
        return make(item)
    except (TypeError, ValueError, KeyError):  # params of an unexpected shape: the English
        return engine_text(item.text)


# -- error messages -----------------------------------------------------------------------
def _p(error: GameError, name: str) -> Any:
    return error.params.get(name, "")


def _stone(error: GameError) -> str:
    """The Hexadomino stone an error names, by its pips as the hand shows it (its id is a
    number no player sees)."""
    from ...engine.hexadomino import STONES

    tile = _p(error, "tile")
    return stone_pips(STONES[tile]) if tile in STONES else str(tile)


def _buy_limit(limit: int) -> str:
    return QCoreApplication.translate(
        "engine",
        "You have bought %n tile(s) this turn already: lay a tile or pass.",
        "dutch_domino",
        limit,
    )


#: error key -> translated sentence (translated when shown). Keys shared by several games mean
#: the same there.
_ERROR_TEMPLATES: dict[str, Callable[[GameError], str]] = {
    "game_over": lambda e: QCoreApplication.translate("engine", "The game is over."),
    # the place is the one the player just clicked: named by "this", never by its cell
    "taken": lambda e: QCoreApplication.translate("engine", "This place is already taken."),
    "must_buy": lambda e: QCoreApplication.translate(
        "engine", "No tile fits, so you must buy first.", "dutch_domino"
    ),
    "pool_empty": lambda e: QCoreApplication.translate("engine", "The pool is empty.", "triominos"),
    "drawn_twice": lambda e: QCoreApplication.translate(
        "engine", "You have drawn twice this turn: now you must pass.", "hexadomino"
    ),
    "draw_limit": lambda e: QCoreApplication.translate(
        "engine", "You have drawn three tiles this turn: place a tile or pass (−10).", "triominos"
    ),
    "buy_limit": lambda e: _buy_limit(int(_p(e, "limit"))),
    "same_picture": lambda e: QCoreApplication.translate(
        "engine", "That rotation looks the same as another one."
    ),
    "start_incomplete": lambda e: QCoreApplication.translate(
        "engine", "The start square must be completed first.", "square_domino"
    ),
    "start_done": lambda e: QCoreApplication.translate(
        "engine", "The start tile is already on the table.", "square_domino"
    ),
    "same_tile": lambda e: QCoreApplication.translate(
        "engine", "A square needs two different tiles.", "square_domino"
    ),
    "not_completing": lambda e: QCoreApplication.translate(
        "engine",
        "Only the second player completes the start square, right after the start tile.",
        "square_domino",
    ),
    "open_with_double": lambda e: fmt(
        QCoreApplication.translate(
            "engine", "The first tile of a round must be a Duplet, not %1.", "dutch_domino"
        ),
        _p(e, "tile"),
    ),
    "open_in_centre": lambda e: QCoreApplication.translate(
        "engine", "The opening Duplet goes in the centre.", "dutch_domino"
    ),
    "spinner_taken": lambda e: QCoreApplication.translate(
        "engine", "The spinner is already on the table: lay on an arm.", "dutch_domino"
    ),
    "spinner_side_taken": lambda e: QCoreApplication.translate(
        "engine",
        "Fill the four sides of the spinner first: that side already has a tile.",
        "dutch_domino",
    ),
    "keep_open": lambda e: fmt(
        QCoreApplication.translate(
            "engine", "Keep the game open: your last tile %1 must go on a %2.", "dutch_domino"
        ),
        _p(e, "tile"),
        _p(e, "required"),
    ),
    "opening_cell": lambda e: QCoreApplication.translate(
        "engine", "The first tile of a round goes in the middle.", "triominos"
    ),
    "opening_triple": lambda e: fmt(
        QCoreApplication.translate(
            "engine", "Classic opening: you must start with your highest triple %1.", "triominos"
        ),
        "-".join(str(_p(e, "tile"))),  # "5-5-5", as every message names a tile
    ),
    "opening_place": lambda e: QCoreApplication.translate(
        "engine", "The starter must place the first tile.", "triominos"
    ),
    "not_a_move": lambda e: QCoreApplication.translate(
        "engine", "That is not a move of this game."
    ),
    "bad_notation": lambda e: fmt(
        QCoreApplication.translate("engine", "“%1” is not a move of this game."), _p(e, "text")
    ),
    "bad_rotation": lambda e: QCoreApplication.translate("engine", "That rotation does not exist."),
    "ambiguous_rotation": lambda e: fmt(
        QCoreApplication.translate(
            "engine",
            "Stone %1 fits there in several rotations: say which one.",
            "hexadomino",
        ),
        _stone(e),
    ),
    "bad_halves": lambda e: fmt(
        QCoreApplication.translate("engine", "Tile %1 cannot show %2.", "square_domino"),
        _p(e, "tile"),
        _p(e, "shown"),
    ),
    "bad_layout": lambda e: QCoreApplication.translate(
        "engine", "A square lies horizontally (h) or vertically (v).", "square_domino"
    ),
    "bad_option": lambda e: fmt(
        QCoreApplication.translate("engine", "This value of the option “%1” is not allowed."),
        _p(e, "option"),
    ),
    "unknown_option": lambda e: fmt(
        QCoreApplication.translate("engine", "This game has no option “%1”."), _p(e, "option")
    ),
    "unknown_game": lambda e: fmt(
        QCoreApplication.translate("engine", "There is no game “%1”."), _p(e, "game")
    ),
    "missing_arm": lambda e: fmt(
        QCoreApplication.translate(
            "engine", "“%1”: say on which arm the tile goes.", "dutch_domino"
        ),
        _p(e, "text"),
    ),
    "not_in_set": lambda e: fmt(
        QCoreApplication.translate("engine", "“%1”: that tile is not in this set.", "dutch_domino"),
        _p(e, "text"),
    ),
}


#: error key -> game -> its sentence in that game's words, for the keys several games raise
#: (Holomino's *tegel* is a *steen* elsewhere; the stock a *voorraad* in Hexadomino but "te koop"
#: in Holandski domino); the first game's sentence stands in for an unknown game
_SENTENCES: dict[str, dict[str, Callable[[], str]]] = {
    "not_in_hand": {
        "holomino": lambda: QCoreApplication.translate(
            "engine", "Tile %1 is not in your hand.", "holomino"
        ),
        "triominos": lambda: QCoreApplication.translate(
            "engine", "Tile %1 is not in your hand.", "triominos"
        ),
        "hexadomino": lambda: QCoreApplication.translate(
            "engine", "Stone %1 is not in your hand.", "hexadomino"
        ),
        "square_domino": lambda: QCoreApplication.translate(
            "engine", "Tile %1 is not in your hand.", "square_domino"
        ),
        "dutch_domino": lambda: QCoreApplication.translate(
            "engine", "Tile %1 is not in your hand.", "dutch_domino"
        ),
    },
    "off_board": {
        "holomino": lambda: QCoreApplication.translate(
            "engine", "That place is too far off the table.", "holomino"
        ),
        "square_domino": lambda: QCoreApplication.translate(
            "engine", "That place is too far off the table.", "square_domino"
        ),
    },
    "not_adjacent": {
        "hexadomino": lambda: QCoreApplication.translate(
            "engine", "This place does not touch the layout.", "hexadomino"
        ),
        "holomino": lambda: QCoreApplication.translate(
            "engine", "This place does not touch the layout.", "holomino"
        ),
        "square_domino": lambda: QCoreApplication.translate(
            "engine", "This place does not touch the layout.", "square_domino"
        ),
    },
    "out_of_bounds": {
        "holomino": lambda: QCoreApplication.translate(
            "engine", "A tile here would make the layout larger than %1 × %1.", "holomino"
        ),
        "square_domino": lambda: QCoreApplication.translate(
            "engine", "A tile here would make the layout larger than %1 × %1.", "square_domino"
        ),
    },
    "must_place": {
        "holomino": lambda: QCoreApplication.translate(
            "engine", "A tile of yours fits, so you must place it.", "holomino"
        ),
        "triominos": lambda: QCoreApplication.translate(
            "engine", "A tile of yours fits, so you must place it.", "triominos"
        ),
        "hexadomino": lambda: QCoreApplication.translate(
            "engine", "A tile of yours fits, so you must place it.", "hexadomino"
        ),
        "square_domino": lambda: QCoreApplication.translate(
            "engine", "A tile of yours fits, so you must place it.", "square_domino"
        ),
        "dutch_domino": lambda: QCoreApplication.translate(
            "engine", "A tile of yours fits, so you must place it.", "dutch_domino"
        ),
    },
    "must_draw": {
        "hexadomino": lambda: QCoreApplication.translate(
            "engine", "You may not pass yet: draw from the stock first.", "hexadomino"
        ),
        "triominos": lambda: QCoreApplication.translate(
            "engine", "You may not pass yet: draw from the stock first.", "triominos"
        ),
    },
    "stock_empty": {
        "hexadomino": lambda: QCoreApplication.translate(
            "engine", "The stock is empty.", "hexadomino"
        ),
        "dutch_domino": lambda: QCoreApplication.translate(
            "engine", "The stock is empty.", "dutch_domino"
        ),
    },
    "bad_tile": {
        "holomino": lambda: QCoreApplication.translate(
            "engine", "“%1” is not a tile of this game.", "holomino"
        ),
        "triominos": lambda: QCoreApplication.translate(
            "engine", "“%1” is not a tile of this game.", "triominos"
        ),
        "hexadomino": lambda: QCoreApplication.translate(
            "engine", "“%1” is not a tile of this game.", "hexadomino"
        ),
        "square_domino": lambda: QCoreApplication.translate(
            "engine", "“%1” is not a tile of this game.", "square_domino"
        ),
        "dutch_domino": lambda: QCoreApplication.translate(
            "engine", "“%1” is not a tile of this game.", "dutch_domino"
        ),
    },
}
#: error key -> the sentence filled with the error's params
_FILL: dict[str, Callable[[GameError, str], str]] = {
    "not_in_hand": lambda e, t: fmt(t, _p(e, "tile")),
    "off_board": lambda e, t: t,
    "not_adjacent": lambda e, t: t,
    "out_of_bounds": lambda e, t: fmt(t, _p(e, "size")),
    "must_place": lambda e, t: t,
    "must_draw": lambda e, t: t,
    "stock_empty": lambda e, t: t,
    "bad_tile": lambda e, t: fmt(t, _p(e, "tile")),
}


def _template(key: str, game: str) -> Callable[[GameError], str] | None:
    """The sentence builder of error ``key`` in ``game``'s words (None: an unknown key)."""
    sentences = _SENTENCES.get(key)
    if sentences is None:
        return _ERROR_TEMPLATES.get(key)
    sentence = sentences.get(game, next(iter(sentences.values())))
    if key == "not_in_hand" and game == "hexadomino":  # the stone's id: said by its pips
        return lambda e: fmt(sentence(), _stone(e))
    return lambda e: _FILL[key](e, sentence())


def error_text(error: GameError, game: str = "") -> str:
    """The translated message of an engine error, built from its key and params, in the words
    of ``game`` (its id) where the sentence names a game object; a piece that does not fit is
    told in words (``refusals.py``, every language, English too)."""
    refusal = refusal_text(error, game)
    if refusal is not None:
        return refusal
    make = _template(error.key, game)
    if make is None:  # a key without a sentence of its own: the engine's words, translated
        return engine_text(error.message)
    try:
        return make(error)
    except (TypeError, ValueError, KeyError):
        return engine_text(error.message)


__all__ = ["bonus_name", "error_text", "score_text"]
