"""Why a piece does not fit where the player put it, in words a learner reads ("a 4 of this
tile must touch the 4 on the board"), in every game and language.

The engine's own messages name cells, corners and rotations in notation ("tile 256 does not
fit at -1,1: the corners there must show E=4"); the numbers they carry in their params are put
into sentences here, in each game's own words (the game id is the message's disambiguation, as
in ``game_words.py``). Used for English too: :func:`engine_texts.error_text` asks here first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ...engine.base import GameError
from .texts import counted, fmt


def _listed(numbers: Sequence[object]) -> str:
    """``4``, ``4 and 2``, ``4, 2 and 5``."""
    items = [str(n) for n in numbers]
    if len(items) <= 1:
        return "".join(items)
    both = QCoreApplication.translate("Refusals", "%1 and %2")
    return fmt(both, ", ".join(items[:-1]), items[-1])


def _numbers(error: GameError) -> tuple[object, ...]:
    return tuple(error.params.get("numbers", ()))


# lupdate sees only literal translate calls: one per game and text, no wrapper in between
def _number_texts(game_id: str) -> tuple[str, str]:
    """A tile that no turn fits: (one number must touch, several numbers must touch)."""
    if game_id == "triominos":
        return (
            QCoreApplication.translate(
                "Refusals",
                "This tile does not fit here: a %1 of this tile must touch the %1 on the table, "
                "and no turn of the tile does that.",
                "triominos",
            ),
            QCoreApplication.translate(
                "Refusals",
                "This tile does not fit here: it must touch the %1 on the table with the same "
                "numbers, and no turn of the tile does that.",
                "triominos",
            ),
        )
    return (
        QCoreApplication.translate(
            "Refusals",
            "This tile does not fit here: a %1 of this tile must touch the %1 on the board, "
            "and no turn of the tile does that.",
            "holomino",
        ),
        QCoreApplication.translate(
            "Refusals",
            "This tile does not fit here: it must touch the %1 on the board with the same "
            "numbers, and no turn of the tile does that.",
            "holomino",
        ),
    )


def _numbers_no_fit(error: GameError, game_id: str) -> str:
    """Holomino and Triominos: the numbers the neighbours show that the tile cannot match."""
    numbers = _numbers(error)
    one, several = _number_texts(game_id)
    if len(numbers) == 1:
        return fmt(one, numbers[0])
    return fmt(several, _listed(numbers))


def _field(value: int) -> str:
    """A Hexadomino field: "an empty field" or "3 pips"."""
    if value <= 0:
        return QCoreApplication.translate("Refusals", "an empty field", "hexadomino")
    return counted(
        lambda k: QCoreApplication.translate("Refusals", "%n pip(s)", "hexadomino", k), value
    )


def _hexadomino_no_fit(error: GameError) -> str:
    params = error.params
    if "shows" not in params:
        return QCoreApplication.translate(
            "Refusals",
            "This stone does not fit here: it must touch the stones beside it with a field "
            "that has pips.",
            "hexadomino",
        )
    text = QCoreApplication.translate(
        "Refusals",
        "This stone does not fit here turned this way: it would put %1 against %2 of the stone "
        "beside it, and touching fields must be the same.",
        "hexadomino",
    )
    return fmt(text, _field(int(params["shows"])), _field(int(params["touches"])))


def _no_fit(error: GameError, game_id: str) -> str:
    if game_id == "hexadomino" or "reason" in error.params:
        return _hexadomino_no_fit(error)
    return _numbers_no_fit(error, game_id)


def _wrong_rotation(error: GameError, game_id: str) -> str:
    if game_id == "triominos":
        return QCoreApplication.translate(
            "Refusals", "This tile fits here, but only turned another way.", "triominos"
        )
    return QCoreApplication.translate(
        "Refusals", "This tile fits here, but only turned another way.", "holomino"
    )


def _blocked(error: GameError, game_id: str) -> str:
    if game_id == "triominos":
        return QCoreApplication.translate(
            "Refusals",
            "Nothing can go here: the tiles around this place need two different numbers at "
            "one corner.",
            "triominos",
        )
    return QCoreApplication.translate(
        "Refusals",
        "Nothing can go here: the tiles around this place need two different numbers at one "
        "corner.",
        "holomino",
    )


def _spent(error: GameError, game_id: str) -> str:
    return QCoreApplication.translate(
        "Refusals",
        "This place is blocked: every tile that would fit it is already on the board.",
        "holomino",
    )


def _mismatch(error: GameError, game_id: str) -> str:
    need, have = error.params["need"], error.params["have"]
    text = QCoreApplication.translate(
        "Refusals",
        "The new square does not fit here: where it touches the square beside it, it shows %1 "
        "and %2, and it must show %3 and %4 there, the same numbers.",
        "square_domino",
    )
    return fmt(text, have[0], have[1], need[0], need[1])


def _no_match(error: GameError, game_id: str) -> str:
    text = QCoreApplication.translate(
        "Refusals",
        "This tile has no %1, so it cannot be laid against the open %1 at the end of that arm.",
        "dutch_domino",
    )
    return fmt(text, error.params["end"])


def _spinner_side(error: GameError, game_id: str) -> str:
    text = QCoreApplication.translate(
        "Refusals",
        "A tile beside the spinner must show the number %1, and this tile has none.",
        "dutch_domino",
    )
    return fmt(text, error.params["value"])


#: error key -> its sentence (the game id picks the game's words where keys are shared)
_REFUSALS: dict[str, Callable[[GameError, str], str]] = {
    "no_fit": _no_fit,
    "wrong_rotation": _wrong_rotation,
    "blocked_conflict": _blocked,
    "blocked_spent": _spent,
    "mismatch": _mismatch,
    "no_match": _no_match,
    "spinner_side_value": _spinner_side,
}


def refusal_text(error: GameError, game_id: str = "") -> str | None:
    """The learner's words for a piece that does not fit (None: not such a refusal, or its
    params are not of the shape the engine gives)."""
    make = _REFUSALS.get(error.key)
    if make is None:
        return None
    try:
        return make(error, game_id)
    except (KeyError, IndexError, TypeError, ValueError):
        return None


#: the engine error keys told here
REFUSAL_KEYS = frozenset(_REFUSALS)

__all__ = ["REFUSAL_KEYS", "refusal_text"]
