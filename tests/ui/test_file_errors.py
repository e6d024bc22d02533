"""Every reason a game file can be refused for, or a game not saved, reaches the player in
their language: the reasons are read from the source (each ``RecordError``, ``GameFileError``
and ``SaveError`` raised in ``engine/record.py`` and ``ui/persistence.py``), so a reason added
later without a translation fails here."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from holomino_desktop.engine import record
from holomino_desktop.engine.record import RecordError
from holomino_desktop.ui.file_errors import file_error_text
from holomino_desktop.ui.persistence import GameFileError, SaveError, _save_error
from holomino_desktop.ui.words import i18n

PACKAGE = Path(__file__).resolve().parents[2] / "holomino_desktop"
SOURCES = (PACKAGE / "engine" / "record.py", PACKAGE / "ui" / "persistence.py")
RAISERS = {"RecordError": RecordError, "GameFileError": GameFileError}
#: arguments that pass on a reason already raised (and checked) elsewhere
PASSED_ON = {"str(error)", "error.strerror or str(error)"}
#: what the formatted parts of a reason stand for (numbers, quotations from the file, names)
SAMPLES = {
    "number": "3",
    "number - 1": "2",
    "index + 1": "4",
    "len(players)": "3",
    "game_obj.num_players": "2",
    "VERSION": "1",
    "quote(version)": "9",
    "quote(game)": "'xyz'",
    "quote(kind)": "'xyz'",
    "quote(key)": "'xyz'",
    "quote(stored)": "[1, 2]",
    "replayed['scores']": "[3, 4]",
    "quote(self.result)": "{'scores': [1, 2]}",
    "replayed": "{'scores': [3, 4], 'winners': [0]}",
    "data.get('version')": "2",
    "name": "seed",
    "text": "zzz",
    "exc": "'xyz'",
    "exc.strerror or exc": "'xyz'",
    "reason": "'xyz'",
    "', '.join(_REVIEW_MOVE)": ", ".join(record._REVIEW_MOVE),
    "MAX_BYTES": f"{record.MAX_BYTES:,}",
}
#: English words a translation may share with the English reason
SHARED = {"json", "object", "format", "unicode", "holomino", "desktop"}
#: and those one language shares with it (Polish says *folder*, as the file dialog does)
SHARED_IN = {"nl": {"scores", "pipe"}, "pl": {"folder"}, "sr": set(), "sr_Cyrl": set()}


def _functions(tree: ast.Module) -> dict[str, ast.FunctionDef]:
    return {node.name: node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def _expand(node: ast.expr, scope: ast.FunctionDef, module: ast.Module) -> list[str]:
    """The reasons ``node`` can build, with samples for its formatted parts (between NUL
    marks, so the reason's own words can be told from them)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        texts = [""]
        for part in node.values:
            texts = [t + p for t in texts for p in _expand(part, scope, module)]
        return texts
    if isinstance(node, ast.FormattedValue):
        built = _built_before(node.value, scope)
        if built is not None:  # a part of the reason built earlier in the same function
            return _expand(built, scope, module)
        return [f"\0{_sample(node)}\0"]
    if isinstance(node, ast.IfExp):  # the text when the condition holds
        return _expand(node.body, scope, module)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        helper = _functions(module).get(node.func.id)
        if helper is not None:  # a helper that builds the reason: what it returns
            returns = [n for n in ast.walk(helper) if isinstance(n, ast.Return) and n.value]
            return [t for r in returns for t in _expand(r.value, helper, module)]  # type: ignore[arg-type]
    raise AssertionError(f"a reason of an unknown shape: {ast.unparse(node)}")


def _built_before(value: ast.expr, scope: ast.FunctionDef) -> ast.expr | None:
    if not isinstance(value, ast.Name):
        return None
    for assign in ast.walk(scope):
        if (
            isinstance(assign, ast.Assign)
            and ast.unparse(assign.targets[0]) == value.id
            and isinstance(assign.value, (ast.JoinedStr, ast.IfExp))
        ):
            return assign.value
    return None


def _sample(node: ast.FormattedValue) -> str:
    source = ast.unparse(node.value)
    if source.endswith("__name__"):
        return "ValueError" if "exc" in source or "error" in source else "int"
    return SAMPLES.get(source, "7")  # a new part: a number, which every shape may quote


def reasons() -> Iterator[tuple[type[Exception], str]]:
    """(the exception, its message with NUL marks around the samples) of every raise site."""
    for path in SOURCES:
        module = ast.parse(path.read_text(encoding="utf-8"))
        for scope in _functions(module).values():
            for node in ast.walk(scope):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                    continue
                name = node.func.id
                if name == "SaveError":
                    assert scope.name == "_save_error", "a SaveError not made by _save_error"
                elif name in RAISERS and ast.unparse(node.args[0]) not in PASSED_ON:
                    for text in _expand(node.args[0], scope, module):
                        yield RAISERS[name], text


REASONS = sorted(set(reasons()), key=lambda r: (r[0].__name__, r[1]))


def test_the_reasons_are_read_from_the_source() -> None:
    messages = [text.replace("\0", "") for _, text in REASONS]
    assert len(REASONS) == 43
    assert "the file is not a text file (not UTF-8)" in messages
    assert "the review's entry 3 does not match move 4 of the game" in messages
    assert "the file is too large to be a game record (over 5,000,000 bytes)" in messages


def _english_words(marked: str) -> set[str]:
    """The words of the reason's own English (not its samples, not the keys it quotes)."""
    fixed = "".join(marked.split("\0")[::2])
    fixed = re.sub(r"(?<![A-Za-z])'[^' ]*'", "", fixed)
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", fixed)} - SHARED


def _left_in_english(english: str, shown: str, marked: str, code: str) -> list[str]:
    if shown == english:
        return ["all"]
    words = _english_words(marked) - SHARED_IN[code]
    unquoted = re.sub(r"[„“'][^„“”']*[”“']", "", shown)  # the keys of the file it quotes
    return sorted(w for w in words if re.search(rf"\b{w}\b", unquoted, re.IGNORECASE))


@pytest.fixture(autouse=True)
def back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("code", ("nl", "pl", "sr", "sr_Cyrl"))
def test_every_file_reason_is_translated(qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    left = {}
    i18n.set_language(code)
    for kind, marked in REASONS:
        english = marked.replace("\0", "")
        shown = file_error_text(kind(english))
        words = _left_in_english(english, shown, marked, code)
        if words:
            left[english] = (shown, words)
    assert left == {}


@pytest.mark.parametrize("code", ("nl", "pl", "sr", "sr_Cyrl"))
def test_every_save_error_is_translated(qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    """A save fails for a record's reason (the ones ``encode_record`` gives, any in fact) or
    for a value JSON cannot hold (its exception's name); the opened game must be savable too,
    so the same sentence can come back as a GameFileError."""
    left = {}
    marked_inner = [m for k, m in REASONS if k is RecordError] + ["\0TypeError\0"]
    english_text = "the game cannot be written as a file (%1)"
    for inner in marked_inner:
        marked = english_text.replace("%1", inner)
        english = marked.replace("\0", "")
        i18n.set_language(code)
        saved = _save_error(inner.replace("\0", ""))
        assert isinstance(saved, SaveError)
        for shown in (saved.strerror, file_error_text(GameFileError(english))):
            words = _left_in_english(english, shown, marked, code)
            if words:
                left[english] = (shown, words)
        i18n.set_language("en")
        assert _save_error(inner.replace("\0", "")).strerror == english
    assert left == {}
