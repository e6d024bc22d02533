"""The rules as a checklist: every clause of every game, where the rules page says it and which
tutorial step lets the learner meet it.

``resources/rules/clauses.json`` lists, per game, each clause's id (``holomino.blocked-place``),
a one-line English summary of the rule the program follows, and the id of the lesson step that
teaches it. Every rules page marks the paragraph that states a clause with
``data-clause="<id>"`` (several ids may share one paragraph, separated by spaces), in every
language. Tests check that no clause is missing from any page or from the lesson, so a rule
added to the list must be written down and taught. Qt-free.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from html.parser import HTMLParser

from ..resources import resource_path


@dataclass(frozen=True)
class Clause:
    id: str
    summary: str
    step: str

    @property
    def game_id(self) -> str:
        return self.id.split(".", 1)[0]


def load_clauses() -> dict[str, list[Clause]]:
    """game id -> its clauses, in the order of the rules."""
    with open(resource_path("rules", "clauses.json"), encoding="utf-8") as handle:
        data = json.load(handle)
    return {
        game: [Clause(str(c["id"]), str(c["summary"]), str(c["step"])) for c in clauses]
        for game, clauses in data.items()
    }


class _ClauseMarks(HTMLParser):
    """Collects the text of every element that carries a ``data-clause`` attribute."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: dict[str, list[str]] = {}
        self._open: list[tuple[str, list[str]]] = []  # (tag, clause ids) of marked elements

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        ids = (dict(attrs).get("data-clause") or "").split()
        if ids:
            for clause in ids:
                self.texts.setdefault(clause, []).append("")
            self._open.append((tag, ids))

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[-1][0] == tag:
            self._open.pop()

    def handle_data(self, data: str) -> None:
        for _, ids in self._open:
            for clause in ids:
                self.texts[clause][-1] += data


def marked_paragraphs(page: str) -> dict[str, list[str]]:
    """clause id -> the text of each paragraph of ``page`` marked with it (normally one)."""
    parser = _ClauseMarks()
    parser.feed(page)
    parser.close()
    return {k: [" ".join(t.split()) for t in v] for k, v in parser.texts.items()}
