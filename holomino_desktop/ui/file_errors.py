"""Translations of why a game file cannot be opened (``GameFileError`` reasons).

The engine's record (``engine/record.py``) and ``ui/persistence.py`` say why in English
sentences with the facts inside them (a move number, a version). The record never imports Qt, so
the translated sentence is matched here against the shape of each English reason and rebuilt
from its facts; an engine error quoted inside a reason is translated from the ``GameError``
itself (the exception's cause chain), by its key. A reason of an unknown shape stays English.

A file damaged below the level of its contents — not JSON, not text, nested too deep, a number
too large, entries of the wrong form — is said in words of its kind (:func:`damage_text`), never
with the parser's own English (``Expecting ',' delimiter…``, ``Exceeds the limit (4300 digits)…``,
``maximum recursion depth exceeded``, ``'utf-8' codec can't decode…``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..engine.base import GameError
from .words.engine_texts import error_text
from .words.i18n import SOURCE_LANGUAGE, current_language
from .words.texts import engine_text, fmt, signed

Rebuild = Callable[[re.Match[str], str], str]


def _inner(match: re.Match[str], cause: str) -> str:
    """The quoted engine error: translated from the GameError when there is one."""
    return cause or engine_text(match.group("inner"))


def _ended(match: re.Match[str], cause: str) -> str:
    why = match.group("why")
    limit = re.fullmatch(
        r"the match ended after round (\d+): a match lasts at most (\d+) rounds, "
        r"then the higher total wins even below (\d+)",
        why or "",
    )
    if limit:
        rounds, most, _target = limit.groups()
        k = int(most)
        text = QCoreApplication.translate(
            "FileErrors", "the match ended after round %1, the last of at most %n round(s)", None, k
        )
        why = fmt(signed(text, k), rounds)
    text = QCoreApplication.translate(
        "FileErrors",
        "Move %1 (“%2”) cannot be played: the game ended with move %3. The file goes on after "
        "the end, so it was probably saved by an older version whose rules let the game go on.",
    )
    text = fmt(text, match.group(1), match.group(2), match.group(3))
    return f"{text} ({why})" if why else text


def _megabytes(number: str) -> str:
    """``5,000,000`` (bytes) as ``5`` (MB); every translation writes a decimal comma."""
    return f"{int(number.replace(',', '')) / 1_000_000:g}".replace(".", ",")


def _saving(match: re.Match[str], cause: str) -> str:
    """A save error: the reason inside is a record's reason (or an exception's name)."""
    text = QCoreApplication.translate("Persistence", "the game cannot be written as a file (%1)")
    return fmt(text, reason_clause(match.group("inner"), cause))


def reason_clause(reason: str, cause: str = "") -> str:
    """:func:`reason_text` to be quoted inside a sentence: no capital, no full stop."""
    text = reason_text(reason, cause)
    if text == reason:  # English, or a name such as TypeError
        return text
    return _as_clause(text)


def _players(named: int) -> str:
    return signed(
        QCoreApplication.translate(
            "FileErrors", "The file names %n player(s), but the game is for %1.", None, named
        ),
        named,
    )


#: (the English reason's shape, how to say it in the current language); first match wins
_REASONS: list[tuple[str, Rebuild]] = [
    (
        r"move (\d+) \('(.*)'\) cannot be played: the game ended with move (\d+)"
        r"(?: \((?P<why>.*)\))?\. The record goes on after the end.*",
        _ended,
    ),
    (
        r"move (\d+) \('(.*)'\) cannot be played: (?P<inner>.*)",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "Move %1 (“%2”) cannot be played: %3"),
            m.group(1),
            m.group(2),
            _inner(m, c),
        ),
    ),
    (
        r"record cannot start a game: (?P<inner>.*)",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "The game cannot be started: %1"),
            _inner(m, c),
        ),
    ),
    (
        r"bad options: (?P<inner>.*)",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "The game's options are wrong: %1"),
            _inner(m, c),
        ),
    ),
    (
        r"stored scores (.*) differ from the replayed scores (.*)",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The scores in the file (%1) differ from the replayed ones (%2)."
            ),
            m.group(1),
            m.group(2),
        ),
    ),
    (
        r"a game record must be a JSON object",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "A game file must hold one JSON object."
        ),
    ),
    (
        r"this is not a Holomino Desktop game record",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "This is not a Holomino Desktop game file."
        ),
    ),
    (
        r"the record has no valid version number",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The file has no valid version number."
        ),
    ),
    (
        r"the record was written by a newer version \(format (\d+); this program reads up to "
        r"(\d+)\)",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors",
                "The file was written by a newer version of the program (format %1; this one "
                "reads up to format %2).",
            ),
            m.group(1),
            m.group(2),
        ),
    ),
    (
        r"unknown game ['\"](.*)['\"]",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "The file is for an unknown game “%1”."),
            m.group(1),
        ),
    ),
    (
        r"the moves must be a list of short texts",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The moves must be a list of short texts."
        ),
    ),
    (
        r"'reshuffles' must be a list of \[moves kept, seed\] pairs",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The reshuffles after undos must be a list of pairs: moves kept, seed."
        ),
    ),
    (
        r"the reshuffle (.+) is not \[moves kept, seed\] in order",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The reshuffle %1 is not a pair of moves kept and a seed, in order."
            ),
            m.group(1),
        ),
    ),
    (
        r"'result' must be an object",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The “result” entry must be a JSON object."
        ),
    ),
    (
        r"the record names (\d+) players but the game has (\d+) seats",
        lambda m, c: fmt(_players(int(m.group(1))), m.group(2)),
    ),
    (
        r"the file is too large to be a game record \(over ([\d,]+) bytes\)",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The file is too large to be a game file (more than %1 MB)."
            ),
            _megabytes(m.group(1)),
        ),
    ),
    (
        r"the file is not valid JSON: (.*)",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "The file is not valid JSON (%1)."),
            m.group(1),
        ),
    ),
    (
        r"the file is not a text file \(not UTF-8\)",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The file is not a text file (not UTF-8)."
        ),
    ),
    (
        r"cannot read the file: (.*)",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "The file cannot be read (%1)."),
            m.group(1),
        ),
    ),
    (
        r"the record's '(.*)' is missing or not an? \w+",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The entry “%1” is missing from the file or has the wrong kind."
            ),
            m.group(1),
        ),
    ),
    (
        r"every player needs a name",
        lambda m, c: QCoreApplication.translate("FileErrors", "Every player needs a name."),
    ),
    (
        r"player kind must be 'human' or 'ai', not (.*)",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "A player is “human” or “ai”, not %1."),
            m.group(1),
        ),
    ),
    (
        r"a player's level must be a text",
        lambda m, c: QCoreApplication.translate("FileErrors", "A player's level must be a text."),
    ),
    (
        r"the file is not a valid game record \((\w+)\)",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "The file is not a valid game file (%1)."),
            m.group(1),
        ),
    ),
    (
        r"the game in the file cannot be replayed \((\w+)\)",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The game in the file cannot be replayed (%1)."
            ),
            m.group(1),
        ),
    ),
    (
        r"the file's players do not match the game",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The players in the file do not match the game."
        ),
    ),
]


# the reasons of the record's later checks (result, version, writing back, file kind)
_CHECKS: list[tuple[str, Rebuild]] = [
    (
        r"the record stores a result, but its game is not finished",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The file stores a result, but its game is not finished."
        ),
    ),
    (
        r"the stored result (.*) differs from the replayed result (.*)",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The result in the file (%1) differs from the replayed one (%2)."
            ),
            m.group(1),
            m.group(2),
        ),
    ),
    (
        r"the record's version (.*) is not a valid version \(1 or more\)",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The file's version %1 is not valid (it must be 1 or more)."
            ),
            m.group(1),
        ),
    ),
    (
        r"bad options \((\w+)\)",
        lambda m, c: fmt(
            QCoreApplication.translate("FileErrors", "The game's options are wrong (%1)."),
            m.group(1),
        ),
    ),
    (
        r"the record cannot be written again \((\w+)\)",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The game in the file could not be saved again as it is (%1)."
            ),
            m.group(1),
        ),
    ),
    (
        r"this is not a regular file \(a folder, device or pipe\)",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "This is not an ordinary file (it is a folder, a device or a pipe)."
        ),
    ),
    (
        r"the game holds a text that is not valid Unicode",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The game holds a text that is not valid Unicode."
        ),
    ),
    (
        r"the key (.*) appears twice in one object",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The key %1 appears twice in one JSON object."
            ),
            m.group(1),
        ),
    ),
    (r"the game cannot be written as a file \((?P<inner>.*)\)", _saving),
]

# the reasons of the optional game review (``record.validate_review``)
_REVIEW: list[tuple[str, Rebuild]] = [
    (
        r"the record's 'review' must be an object",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The game review in the file (“review”) must be a JSON object."
        ),
    ),
    (
        r"the record's review has version (.*), not 1",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors",
                "The game review in the file has version %1; this program reads version 1.",
            ),
            m.group(1),
        ),
    ),
    (
        r"the review's '(.*)' is missing or not an? \w+",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "The game review's entry “%1” is missing or has the wrong kind."
            ),
            m.group(1),
        ),
    ),
    (
        r"the review's 'seats' must be a list of seat numbers",
        lambda m, c: QCoreApplication.translate(
            "FileErrors", "The game review's entry “seats” must be a list of seat numbers."
        ),
    ),
    (
        r"the review's 'moves' must be a list no longer than the game's moves",
        lambda m, c: QCoreApplication.translate(
            "FileErrors",
            "The game review's entry “moves” must be a list no longer than the game's moves.",
        ),
    ),
    (
        r"the review's entry (\d+) must be an object with (.*)",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "Item %1 of the game review must be a JSON object with: %2."
            ),
            m.group(1),
            m.group(2),
        ),
    ),
    (
        r"the review's entry (\d+) has a bad '(.*)'",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "Item %1 of the game review has a wrong “%2”."
            ),
            m.group(1),
            m.group(2),
        ),
    ),
    (
        r"the review's entry (\d+) does not match move (\d+) of the game",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors", "Item %1 of the game review does not match move %2 of the game."
            ),
            m.group(1),
            m.group(2),
        ),
    ),
    (
        r"the review's entry (\d+) has a seat or verdict this review does not know",
        lambda m, c: fmt(
            QCoreApplication.translate(
                "FileErrors",
                "Item %1 of the game review names a seat or a verdict this review does not know.",
            ),
            m.group(1),
        ),
    ),
]
_REASONS += _CHECKS + _REVIEW


# -- damage below the contents: said by its kind --------------------------------------------------
NOT_JSON, NOT_TEXT, TOO_DEEP, NUMBER_TOO_LARGE, WRONG_SHAPE, NOT_A_FILE, UNREADABLE = (
    "not-json",
    "not-text",
    "too-deep",
    "number-too-large",
    "wrong-shape",
    "not-a-file",
    "unreadable",
)
#: Python's own message when a JSON number has more digits than it converts (``sys.int_info``)
_DIGITS_LIMIT = "integer string conversion"


def _chain(error: BaseException) -> list[BaseException]:
    """``error`` and the errors it was raised from (or while handling), innermost last."""
    seen: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in seen:
        seen.append(current)
        current = current.__cause__ or current.__context__
    return seen


def damage_kind(error: BaseException, otherwise: str = WRONG_SHAPE) -> str:
    """The kind of damage ``error`` tells of (looking through what it was raised from);
    ``otherwise`` when it tells of none of them (a record's own reason: "")."""
    for seen in _chain(error):
        if isinstance(seen, UnicodeError):
            return NOT_TEXT
        if isinstance(seen, RecursionError):
            return TOO_DEEP
        if isinstance(seen, OverflowError) or (
            isinstance(seen, ValueError) and _DIGITS_LIMIT in str(seen)
        ):
            return NUMBER_TOO_LARGE
        if isinstance(seen, json.JSONDecodeError):
            return NOT_JSON
        if isinstance(seen, OSError):
            return UNREADABLE
    return otherwise


def damage_text(kind: str, error: BaseException | None = None) -> str:
    """A sentence on a file damaged in the way ``kind`` says, in the current language
    (``error``: the OSError of an unreadable file, whose reason it quotes)."""
    if kind == UNREADABLE and isinstance(error, OSError):
        text = QCoreApplication.translate("FileErrors", "The file cannot be read (%1).")
        return fmt(text, os_error_text(error))
    texts = {
        NOT_JSON: QCoreApplication.translate(
            "FileErrors", "The file is not valid JSON: it may have been cut short."
        ),
        NOT_TEXT: QCoreApplication.translate(
            "FileErrors", "The file is not a text file (not UTF-8)."
        ),
        TOO_DEEP: QCoreApplication.translate(
            "FileErrors", "The file's entries are nested too deep to be read."
        ),
        NUMBER_TOO_LARGE: QCoreApplication.translate(
            "FileErrors", "The file holds a number too large to be read."
        ),
        NOT_A_FILE: QCoreApplication.translate(
            "FileErrors", "This is not an ordinary file (it is a folder, a device or a pipe)."
        ),
    }
    wrong = QCoreApplication.translate(
        "FileErrors", "The file's entries do not have the expected form."
    )
    return texts.get(kind, wrong)


def damage_clause(kind: str, error: BaseException | None = None) -> str:
    """:func:`damage_text` to be quoted inside a sentence: no capital, no full stop."""
    return _as_clause(damage_text(kind, error))


def _as_clause(text: str) -> str:
    text = text.rstrip(".")
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def _game_error(error: BaseException) -> GameError | None:
    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, GameError):
            return seen
        seen = seen.__cause__ or seen.__context__
    return None


def file_error_text(error: BaseException) -> str:
    """Why a game file cannot be opened, in the current language (a file damaged below its
    contents, ``error.kind``, in words of that kind)."""
    kind = getattr(error, "kind", "")
    if kind:
        return damage_text(kind)
    reason = str(error)
    if current_language() == SOURCE_LANGUAGE:
        return reason
    engine_error = _game_error(error)
    if engine_error is None:
        return reason_text(reason)
    return reason_text(reason, error_text(engine_error, engine_error.game_id))


def reason_text(reason: str, cause: str = "") -> str:
    """An English reason (of a record, a game file or a save) in the current language;
    ``cause``: the engine error quoted in it, already translated."""
    if current_language() == SOURCE_LANGUAGE:
        return reason
    for shape, rebuild in _REASONS:
        match = re.fullmatch(shape, reason, re.DOTALL)
        if match:
            return rebuild(match, cause)
    return engine_text(reason)


def os_error_text(error: OSError) -> str:
    """Why a file could not be written or read, in the current language where the program
    knows the words (its own reasons: "this is not a regular file …"); the system's otherwise."""
    return reason_text(error.strerror) if error.strerror else str(error)


__all__ = [
    "damage_clause",
    "damage_kind",
    "damage_text",
    "file_error_text",
    "os_error_text",
    "reason_clause",
    "reason_text",
]
