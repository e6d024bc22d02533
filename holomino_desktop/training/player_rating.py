"""The player's rating per game, measured against the AI levels' fixed ratings.

Only a finished match with exactly one person at the table and every other seat an AI level
with a rating in that game counts: a hot-seat game among friends or a networked game says
nothing about the player against a known strength (the window does not even offer it here).

Each match is a ranking of its seats (the winners first, then by score). It updates the
player's rating with openskill's Plackett–Luce model — the model the free-for-all level
ratings are fitted with — in which the AI levels take part at their fitted ratings and with
their fitted uncertainty, and come out unchanged: they are the anchors. A player's strength
may change over time, so every match first widens the player's uncertainty a little
(openskill's ``tau``, about 2.5 rating points). A new player starts between the Beginner and
the Intermediate of the game, with a deviation of 350 (as Glicko starts).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from .level_fit import Finish, LevelRating, elo_per_mu
from .level_table import level_rating

FORMAT = "holomino-ratings"
VERSION = 1
START_DEVIATION = 350.0
#: a rating with no level to start from (a game missing from the table)
START_RATING = 1500.0
#: rated matches a game's history keeps (the oldest are dropped first)
HISTORY_LIMIT = 1000
#: the half-width of a 95 % interval, in deviations
Z95 = 1.96


@dataclass(frozen=True)
class RatingPoint:
    """The rating and its deviation after one rated match."""

    rating: float
    deviation: float


@dataclass
class PlayerRating:
    """The player's rating in one game: its value, its deviation (one standard deviation on
    the rating scale), the rated matches and the rating after each of them."""

    rating: float
    deviation: float = START_DEVIATION
    games: int = 0
    history: list[RatingPoint] = field(default_factory=list)

    @property
    def margin(self) -> float:
        """Half the width of the 95 % interval."""
        return Z95 * self.deviation

    def to_json(self) -> dict[str, Any]:
        return {
            "rating": round(self.rating, 2),
            "deviation": round(self.deviation, 2),
            "games": self.games,
            "history": [[round(p.rating, 2), round(p.deviation, 2)] for p in self.history],
        }

    @classmethod
    def from_json(cls, data: Any) -> PlayerRating:
        if not isinstance(data, dict):
            raise ValueError("a game's rating must be an object")
        rating = _number(data.get("rating"), "rating")
        deviation = _number(data.get("deviation"), "deviation")
        games = data.get("games")
        if not isinstance(games, int) or isinstance(games, bool) or games < 0:
            raise ValueError("'games' must be a whole number, 0 or more")
        raw = data.get("history")
        if not isinstance(raw, list) or len(raw) > min(games, HISTORY_LIMIT):
            raise ValueError("'history' must be a list of at most one point a rated match")
        history = []
        for point in raw:
            if not isinstance(point, list) or len(point) != 2:
                raise ValueError("a history point is a rating and a deviation")
            history.append(RatingPoint(_number(point[0], "rating"), _number(point[1], "deviation")))
        if deviation <= 0 or any(p.deviation <= 0 for p in history):
            raise ValueError("a deviation must be more than 0")
        return cls(rating, deviation, games, history)


def _number(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"'{name}' must be a number")
    return float(value)


def starting_rating(game_id: str) -> PlayerRating:
    """A new player's rating in ``game_id``: halfway between its Beginner and Intermediate."""
    ends = [level_rating(game_id, level) for level in ("beginner", "intermediate")]
    values = [end.rating for end in ends if end is not None]
    start = sum(values) / len(values) if values else START_RATING
    return PlayerRating(start)


def player_model() -> PlackettLuce:
    """The model of the player's updates: openskill's defaults (their ``tau`` included)."""
    return PlackettLuce()


def updated(
    player: PlayerRating, finish: Finish, seat: int, levels: Sequence[LevelRating]
) -> PlayerRating:
    """``player`` after ``finish``, where the player sat at ``seat`` and ``levels`` (in seat
    order, the player's seat left out) held the other seats; the levels stay as they are."""
    model = player_model()
    scale = elo_per_mu(model)
    opponents = iter(levels)
    teams = []
    for place_seat in range(len(finish.places)):
        if place_seat == seat:
            teams.append([model.rating(mu=player.rating / scale, sigma=player.deviation / scale)])
        else:
            level = next(opponents)
            spread = (level.high - level.low) / (2 * Z95)
            teams.append([model.rating(mu=level.rating / scale, sigma=max(spread, 1.0) / scale)])
    rated = model.rate(teams, ranks=[float(place) for place in finish.places])
    after = rated[seat][0]
    point = RatingPoint(after.mu * scale, after.sigma * scale)
    history = [*player.history, point][-HISTORY_LIMIT:]
    return PlayerRating(point.rating, point.deviation, player.games + 1, history)


@dataclass
class RatingBook:
    """The player's rating in every game played against rated AI levels."""

    games: dict[str, PlayerRating] = field(default_factory=dict)

    def rating(self, game_id: str) -> PlayerRating | None:
        """The rating in ``game_id``, None before its first rated match."""
        return self.games.get(game_id)

    def record(
        self,
        game_id: str,
        seats: Sequence[str | None],
        scores: Sequence[int],
        winners: Sequence[int],
    ) -> PlayerRating | None:
        """Rate a finished match: ``seats`` holds each seat's AI level, None for a person.
        None (and nothing changes) unless exactly one seat is a person and every other seat a
        level rated in ``game_id``."""
        people = [seat for seat, level in enumerate(seats) if level is None]
        if len(people) != 1:
            return None
        levels = [level_rating(game_id, level) for level in seats if level is not None]
        rated = [level for level in levels if level is not None]
        if len(rated) != len(levels) or not rated:
            return None
        finish = Finish.from_scores(["" if lv is None else lv for lv in seats], scores, winners)
        before = self.games.get(game_id) or starting_rating(game_id)
        self.games[game_id] = updated(before, finish, people[0], rated)
        return self.games[game_id]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "games": {game: rating.to_json() for game, rating in sorted(self.games.items())},
        }

    @classmethod
    def from_json(cls, data: Any) -> RatingBook:
        """ValueError (with the reason) when ``data`` is not a ratings file's content."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a ratings file")
        if data.get("version") != VERSION:
            raise ValueError("unknown version")
        games = data.get("games")
        if not isinstance(games, Mapping):
            raise ValueError("no games")
        return cls({str(game): PlayerRating.from_json(value) for game, value in games.items()})
