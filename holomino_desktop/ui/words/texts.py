"""Display texts: every user-visible string goes through Qt's translation system here.

Engine texts (game names, option labels, score breakdowns, error messages) are English and are
translated in the ``engine`` context at display time.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.base import OptionSpec
from .i18n import language_locale


def engine_text(text: str) -> str:
    """An English text produced by the engine, translated at display time."""
    return QCoreApplication.translate("engine", text)


def game_name(game_id: str) -> str:
    from ...engine import GAME_NAMES  # not game_class(): that would import the engine

    return engine_text(GAME_NAMES.get(game_id, game_id))


def level_name(level: str) -> str:
    names = {
        "random": QCoreApplication.translate("Levels", "Random"),
        "beginner": QCoreApplication.translate("Levels", "Beginner"),
        "easy": QCoreApplication.translate("Levels", "Easy"),
        "medium": QCoreApplication.translate("Levels", "Medium"),
        "intermediate": QCoreApplication.translate("Levels", "Intermediate"),
        "normal": QCoreApplication.translate("Levels", "Normal"),
        "hard": QCoreApplication.translate("Levels", "Hard"),
        "strong": QCoreApplication.translate("Levels", "Strong"),
        "expert": QCoreApplication.translate("Levels", "Expert"),
        "master": QCoreApplication.translate("Levels", "Master"),
    }
    return names.get(level, engine_text(level.replace("_", " ").capitalize()))


def option_value_name(game_id: str, spec: OptionSpec, value: Any) -> str:
    """What value ``value`` of option ``spec`` is called ("double-nine"), in the words of
    ``game_id``: an option one game alone offers has that game's id as its disambiguation
    (``scripts/update_translations.py``), so its words may name that game's pieces; Qt falls
    back to the message without one."""
    if spec.value_labels:
        label = spec.value_labels[spec.choices.index(value)]
        return QCoreApplication.translate("engine", label, game_id)
    if value is True:
        return QCoreApplication.translate("Options", "on")
    if value is False:
        return QCoreApplication.translate("Options", "off")
    return QCoreApplication.translate("engine", str(value).replace("_", " "), game_id)


def option_label(game_id: str, spec: OptionSpec) -> str:
    """The option's short name ("Set", "Domino sets") in the words of ``game_id``."""
    label = spec.label or spec.name.replace("_", " ").capitalize()
    return QCoreApplication.translate("engine", label, game_id)


def fmt(text: str, *args: object) -> str:
    """Fill Qt-style placeholders ``%1``, ``%2``... of an already translated ``text``.

    Translators may reorder the placeholders; the highest number is replaced first so ``%1``
    never eats the start of ``%10``.
    """
    for number in range(len(args), 0, -1):
        text = text.replace(f"%{number}", str(args[number - 1]))
    return text


def after_colon(sentence: str) -> str:
    """``sentence`` put after a label and a colon ("Hint: place tile 2-6-5 …"): its first letter
    in lower case, as Dutch, Polish and Serbian write after a colon (and English allows); the
    move's sentence stands whole, with a capital, where it stands alone."""
    return sentence[:1].lower() + sentence[1:]


_NUMBER = r"(?<![%\d]){}(?!\d)"


def spoken_numbers(numbers: str) -> str:
    """A tile's numbers said one by one ("1, 6, 3"): a screen reader reads "163" as a hundred
    and sixty-three. ``numbers`` is the engine's name of the tile ("163", "5-6")."""
    return ", ".join(c for c in numbers if c.isdigit())


def figure(n: int, plus: bool = False) -> str:
    """``n`` as shown to a player: a true minus sign (−5, as every message writes it, never
    the hyphen "-5"), and with ``plus`` a plus sign before a gain (+5)."""
    if n < 0:
        return f"\u2212{-n}"
    return f"+{n}" if plus and n > 0 else str(n)


def percent(share: float) -> str:
    """A share of 0..1 as a whole percentage written as the window's language writes numbers
    ("50%", "100%"): never the share itself nor a rounded score ("1", "0", "0")."""
    locale = language_locale()
    return locale.toString(round(share * 100)) + locale.percent()


def signed(text: str, n: int) -> str:
    """A plural text translated for ``abs(n)`` made right for ``n``.

    Qt leaves ``%n`` unfilled for negative counts, so the text is translated for ``abs(n)`` and
    the minus sign is put back in front of its number here; and English, which has no
    translation file, chooses between the forms of its source: ``point(s)``, ``loss(es)``,
    ``kružić(i)``.
    """
    # a text translated for the signed count still has its %n (Qt fills it only for 0 or
    # more): the number goes in here, so a placeholder never reaches the screen
    text = text.replace("%n", str(abs(n)))
    text = re.sub(r"\((e?s|i)\)", "" if abs(n) == 1 else r"\1", text)
    if n >= 0:
        return text
    return re.sub(_NUMBER.format(abs(n)), f"−{abs(n)}", text, count=1)


def counted(translate: Callable[[int], str], n: int) -> str:
    """The plural text ``translate`` makes for the count ``n``, which may be negative (a score).

    ``translate`` is a literal ``tr(text, "", k)`` call wrapped in a lambda (lupdate sees it);
    it is asked for ``abs(n)``, the form Qt can choose and fill, and :func:`signed` puts the
    minus back: the caller cannot hand Qt a negative count by mistake.
    """
    return signed(translate(abs(n)), n)
