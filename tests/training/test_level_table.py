"""Which arena games the level ratings are fitted from, and the shipped file's form."""

from __future__ import annotations

import json
from typing import Any

import pytest

from holomino_desktop.training.level_fit import LevelRating
from holomino_desktop.training.level_table import finishes_from_ledger, read_table, table_json

STANDARD = {"players": 2, "scoring": "sum"}


def entry(players: list[dict[str, Any]], scores: list[int], **changes: Any) -> dict[str, Any]:
    shares = [1.0 if s == max(scores) else 0.0 for s in scores]
    line = {
        "fingerprint": "abc",
        "game": "holomino",
        "options": STANDARD,
        "players": players,
        "deal_seed": 7,
        "rotation": 0,
        "seats": [
            {"label": p["label"], "score": s, "share": sh}
            for p, s, sh in zip(players, scores, shares, strict=True)
        ],  # fmt: skip
    }
    return {**line, **changes}


def level(name: str, budget: float = 1.0, **extra: Any) -> dict[str, Any]:
    return {"label": name, "level": name, "budget": budget, **extra}


def test_only_rated_levels_at_their_standard_budget_and_rules_count() -> None:
    rated = entry([level("expert"), level("greedy")], [30, 12])
    lines = [
        rated,
        rated,  # the same deal and seating again: once
        entry([level("expert"), level("greedy")], [12, 30], rotation=1),
        entry([level("expert", 0.5), level("greedy")], [30, 12], deal_seed=8),  # other budget
        entry([level("expert", processes=2), level("greedy")], [30, 12], deal_seed=9),
        entry(
            [level("expert"), level("greedy")],
            [30, 12],
            deal_seed=10,
            options={"players": 2, "scoring": "product"},
        ),  # fmt: skip  (a variant)
        entry([level("expert"), level("greedy")], [30, 12], deal_seed=11, game="triominos"),
    ]
    finishes, fingerprints = finishes_from_ledger(lines, "holomino")
    assert [(f.levels, f.places) for f in finishes] == [
        (("expert", "greedy"), (0, 1)),
        (("expert", "greedy"), (1, 0)),
    ]
    assert fingerprints == {"abc": 2}


def test_the_table_file_round_trips_and_refuses_what_it_is_not() -> None:
    rows = [
        LevelRating("random", 1000, 1000, 1000, 30),
        LevelRating("expert", 1800, 1700, 1900, 30),
    ]
    text = table_json({"holomino": ("bradley-terry", rows, {"abc": 30})}, replicates=50)
    table = read_table(text)
    assert table["holomino"]["expert"] == rows[1]
    data = json.loads(text)
    data["games"]["holomino"]["levels"]["expert"]["high"] = "NaN"
    with pytest.raises(ValueError):
        read_table(json.dumps(data))
    with pytest.raises(ValueError):
        read_table('{"format": "holomino-statistics"}')
