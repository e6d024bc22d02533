"""The AI levels' ratings per game, as the program ships them (``data/level_ratings.json``).

``benchmarks/level_ratings.py`` fits them from the arena's recorded games
(:func:`finishes_from_ledger`, :func:`~.level_fit.fit_levels`) and writes the file with
:func:`table_json`; the window reads it with :func:`level_ratings`. A missing or unreadable
file gives no ratings (the window then shows the levels without a number), never an error.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from ..engine import GAME_IDS, game_class
from .level_fit import ANCHOR_LEVEL, ANCHOR_RATING, PRIOR_DRAWS, Finish, LevelRating

DATA_PATH = Path(__file__).resolve().parent / "data" / "level_ratings.json"
FORMAT = "holomino-level-ratings"
VERSION = 1
#: the levels rated: the window's (and the arena's greedy yardstick)
RATED_LEVELS = ("random", "beginner", "greedy", "intermediate", "expert")
#: the think time of the rated levels (the Expert's; the others answer at once)
RATED_BUDGET = 1.0


def finishes_from_ledger(
    entries: Iterable[Mapping[str, Any]], game_id: str
) -> tuple[list[Finish], Counter[str]]:
    """The matches of ``game_id`` in arena ledger lines (``ai/ledger.py``) between rated levels
    at the default think time on one process, with the game's standard rules (any number of
    seats), each deal and seating once; and how many came from each code fingerprint."""
    standard = {
        spec.name: spec.default
        for spec in game_class(game_id).option_specs
        if spec.name != "players"
    }
    seen: set[tuple[Any, ...]] = set()
    finishes: list[Finish] = []
    fingerprints: Counter[str] = Counter()
    for entry in entries:
        if entry["game"] != game_id or not _rated_run(entry, standard):
            continue
        labels = tuple(seat["label"] for seat in entry["seats"])
        deal = (entry["fingerprint"], labels, json.dumps(entry["options"], sort_keys=True),
                entry["deal_seed"], entry["rotation"])  # fmt: skip
        if deal in seen:
            continue
        seen.add(deal)
        scores = [seat["score"] for seat in entry["seats"]]
        winners = [seat for seat, s in enumerate(entry["seats"]) if s["share"] > 0]
        finishes.append(Finish.from_scores(labels, scores, winners))
        fingerprints[str(entry["fingerprint"])] += 1
    return finishes, fingerprints


def _rated_run(entry: Mapping[str, Any], standard: Mapping[str, Any]) -> bool:
    options = {k: v for k, v in entry["options"].items() if k != "players"}
    if options != standard:
        return False
    return all(
        player.get("label") == player.get("level")
        and player.get("level") in RATED_LEVELS
        and player.get("budget") == RATED_BUDGET
        and player.get("processes", 1) == 1
        for player in entry["players"]
    )


def table_json(
    fitted: Mapping[str, tuple[str, Sequence[LevelRating], Mapping[str, int]]],
    replicates: int,
) -> str:
    """The shipped file: per game its model, each level's rating, interval and games, and the
    code fingerprints of the games behind them."""
    games = {}
    for game_id, (model, ratings, fingerprints) in fitted.items():
        games[game_id] = {
            "model": model,
            "levels": {
                r.level: {
                    "rating": round(r.rating, 1),
                    "low": round(r.low, 1),
                    "high": round(r.high, 1),
                    "games": r.games,
                }
                for r in ratings
            },
            "fingerprints": dict(sorted(fingerprints.items())),
        }
    data = {
        "format": FORMAT,
        "version": VERSION,
        "anchor": {"level": ANCHOR_LEVEL, "rating": ANCHOR_RATING},
        "prior_draws": PRIOR_DRAWS,
        "replicates": replicates,
        "games": games,
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def read_table(text: str) -> dict[str, dict[str, LevelRating]]:
    """Per game, per level, the :class:`LevelRating` of a file :func:`table_json` wrote;
    ValueError when it is not one."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a level ratings file")
    if data.get("version") != VERSION:
        raise ValueError("unknown version")
    table: dict[str, dict[str, LevelRating]] = {}
    for game_id, game in dict(data["games"]).items():
        if game_id not in GAME_IDS:
            continue
        levels = {}
        for level, row in dict(game["levels"]).items():
            rating, low, high = (float(row[name]) for name in ("rating", "low", "high"))
            if not all(math.isfinite(v) for v in (rating, low, high)):
                raise ValueError(f"{game_id}/{level}: not a number")
            levels[str(level)] = LevelRating(str(level), rating, low, high, int(row["games"]))
        table[game_id] = levels
    return table


@cache
def level_ratings() -> dict[str, dict[str, LevelRating]]:
    """The shipped table (read once); empty when the file is missing or damaged."""
    try:
        return read_table(DATA_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def level_rating(game_id: str, level: str) -> LevelRating | None:
    """``level``'s rating in ``game_id``, None when it has none."""
    return level_ratings().get(game_id, {}).get(level)


def nearest_level(game_id: str, rating: float, levels: Iterable[str]) -> str | None:
    """Of ``levels``, the one whose rating in ``game_id`` is nearest ``rating`` (None when none
    of them is rated)."""
    rated = [(abs(r.rating - rating), r.rating, r.level) for lv in levels
             if (r := level_rating(game_id, lv)) is not None]  # fmt: skip
    return min(rated)[2] if rated else None
