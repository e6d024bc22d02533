"""Completeness of the rules: every clause of ``resources/rules/clauses.json`` is written on the
game's rules page in every language (a paragraph marked ``data-clause``) and taught by a step of
the game's tutorial."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from holomino_desktop.tutorial import load_lesson
from holomino_desktop.tutorial.clauses import load_clauses, marked_paragraphs

RULES = Path(__file__).resolve().parent.parent / "holomino_desktop" / "resources" / "rules"
CLAUSES = load_clauses()
PAGE_LANGUAGES = ("en", "nl", "pl", "sr", "sr_Cyrl")


def page(game: str, code: str) -> str:
    return (RULES / code / f"{game}.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", CLAUSES)
def test_clause_ids_are_unique_and_named_after_their_game(game: str) -> None:
    ids = [c.id for c in CLAUSES[game]]
    assert len(ids) == len(set(ids))
    for clause in CLAUSES[game]:
        assert clause.game_id == game
        assert re.fullmatch(rf"{game}\.[a-z0-9-]+", clause.id), clause.id
        assert len(clause.summary) > 20, clause.id


@pytest.mark.parametrize("code", PAGE_LANGUAGES)
@pytest.mark.parametrize("game", CLAUSES)
def test_every_clause_has_one_paragraph_on_the_rules_page(game: str, code: str) -> None:
    marks = marked_paragraphs(page(game, code))
    wanted = {c.id for c in CLAUSES[game]}
    missing = sorted(wanted - set(marks))
    unknown = sorted(set(marks) - wanted)
    assert (missing, unknown) == ([], []), f"{code}/{game}.html: missing, unknown"
    for clause, texts in marks.items():
        assert len(texts) == 1, f"{code}/{game}.html marks {clause} {len(texts)} times"
        assert len(texts[0]) > 20, (clause, texts)


@pytest.mark.parametrize("game", CLAUSES)
def test_every_clause_is_taught_by_a_tutorial_step(game: str) -> None:
    steps = {step.id for step in load_lesson(game).steps}
    untaught = [(c.id, c.step) for c in CLAUSES[game] if c.step not in steps]
    assert untaught == []


def test_the_blocked_place_is_two_equal_numbers_in_every_language() -> None:
    """The rule Holomino's page once got wrong: a place is blocked when two of its corners need
    the same number (3 and 3) — not when one corner is asked for two different numbers."""
    for code in PAGE_LANGUAGES:
        text = marked_paragraphs(page("holomino", code))["holomino.blocked-place"][0]
        assert "3 " in text and " 3 " in text, (code, text)
    english = marked_paragraphs(page("holomino", "en"))["holomino.blocked-place"][0]
    assert "same number" in english and "different numbers at the same corner" not in english


def test_every_game_has_its_clause_list() -> None:
    """The checklist covers all five games, each with every rule of its rules file."""
    sizes = {game: len(clauses) for game, clauses in CLAUSES.items()}
    assert sizes == {
        "holomino": 15,
        "triominos": 18,
        "hexadomino": 12,
        "square_domino": 14,
        "dutch_domino": 17,
    }


def test_the_new_rules_are_written_down() -> None:
    """Clauses the pages once lacked, each on its page in English."""
    wanted = {
        "triominos": ["opening-draw", "double-hexagon", "highest-bonus", "empty-pool"],
        "hexadomino": ["cannot-place", "empty-stock", "winner"],
        "square_domino": ["start-square", "bound", "one-set", "match-cap"],
        "dutch_domino": ["opener-first", "open-double", "redeal", "opener-after-tie",
                         "keep-open", "blocked"],
    }  # fmt: skip
    phrases = {
        "triominos.opening-draw": "only they draw again",
        "triominos.double-hexagon": "two hexagons at once",
        "triominos.highest-bonus": "not 50 + 60 + 70",
        "triominos.empty-pool": "without any further penalty",
        "hexadomino.cannot-place": "Drawn stones stay in your hand",
        "hexadomino.winner": "draw",
        "square_domino.match-cap": "at most 30 rounds",
        "square_domino.one-set": "14 dominoes",
        "dutch_domino.open-double": "at most two",
        "dutch_domino.redeal": "dealt again",
        "dutch_domino.blocked": "counts 13",
    }
    for game, ids in wanted.items():
        marks = marked_paragraphs(page(game, "en"))
        for short in ids:
            clause = f"{game}.{short}"
            assert clause in marks, clause
            if clause in phrases:
                assert phrases[clause] in marks[clause][0], (clause, marks[clause][0])
