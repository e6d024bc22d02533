"""Practice: the moves a player got wrong in a reviewed game, to be played again.

Every move of a seat that the game's review (``ai/review.py``) called a mistake (and, when
asked, an inaccuracy) becomes an :class:`Exercise` at the position before it. The exercise
keeps the mover's *view* only (``state.view(seat)``, as JSON through the networked table's
codec): the tiles of other seats and the order of the stock are never in it, so a kept
practice set tells nothing the player could not see at the table.

Which moves an exercise accepts is the review's own judgement, not a second one: a move tried
is judged by :func:`~..ai.review.review_position` on that view with the review's iterations,
seed and move number (so the same deals of the hidden tiles), and it is right when the review
calls it "best" or "good". The review looks at nothing but the seat's view, so judging the
view gives the verdict the review gives on the true position. Verdicts are kept in the
exercise: a move is searched once.

Qt-free: the window (``ui/practice.py``) keeps the set in the data folder and shows it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..ai.heuristics import heuristics_for
from ..ai.review import Review, immediate_points, review_position, review_tasks
from ..engine import get_game
from ..engine.base import Move, State
from ..engine.record import GameRecord, Seat
from ..net.codec import encode_view
from ..net.trust import trusted_view

#: the version of a kept practice set's JSON
VERSION = 1
#: verdicts that make an exercise always (the review's worst; "blunder" if it ever names one)
ALWAYS = ("mistake", "blunder")
#: verdicts that make an exercise when the player asks for inaccuracies too
INACCURACY = "inaccuracy"
#: the verdicts an exercise accepts: what the review calls right
ACCEPTED = ("best", "good")


@dataclass
class Exercise:
    """One position to play again: the mover's view before a move the review faulted."""

    game: str
    options: dict[str, Any]
    seat: int
    index: int  # the move's place in its record (the review's seed per position needs it)
    iterations: int
    seed: int
    view: dict[str, Any]  # encode_view(state.view(seat)): what the mover could see
    played: str  # the move played, in notation
    verdict: str  # the review's verdict on it
    best: str  # the review's better move, in notation
    points: int  # what the move played scored at once
    best_points: int  # what the better move scores at once
    top_points: int  # the most any move scored at once
    chance_before: float | None  # the win chance the better move keeps
    chance_after: float | None  # the win chance the move played left
    #: the review's verdicts on the moves tried so far (notation -> verdict)
    judged: dict[str, str] = field(default_factory=dict)
    solved: bool = False
    #: the players as the record has them: name, kind ("human", "ai") and level (public:
    #: the table showed them)
    players: list[Seat] = field(default_factory=list)
    _state: State | None = field(default=None, repr=False, compare=False)

    @property
    def key(self) -> str:
        """The same position and move played: the same exercise (kept once in a set)."""
        return json.dumps([self.seat, self.played, self.view], sort_keys=True)

    @property
    def given_away(self) -> int:
        """Points the move played left on the table at once (the review's "points missed")."""
        return max(0, self.top_points - self.points)

    def position(self) -> State:
        """A copy of the mover's view, the seat to move being :attr:`seat`."""
        if self._state is None:
            game = get_game(self.game, **self.options)
            self._state = trusted_view(self.view, game, self.seat, self.seat)
        return self._state.clone()

    def parse(self, text: str) -> Move:
        return self.position().parse_move(text)

    # -- the review's judgement -----------------------------------------------------------
    def judge(self, move: Move) -> str:
        """The review's verdict on ``move`` here: the same search, budget, seed and deals."""
        text = str(move)
        if text not in self.judged:
            view = self.position()
            points = immediate_points(view, move)
            found = review_position(
                view, move, points, self.index, iterations=self.iterations, seed=self.seed
            )
            self.judged[text] = found.verdict
        return self.judged[text]

    def accepts(self, move: Move) -> bool:
        """True when the review calls ``move`` best or good here."""
        return self.judge(move) in ACCEPTED

    def answer(self) -> Move:
        """A move this exercise accepts: the review's better move, or (should the review's
        search judge that one otherwise on its own) the first accepted move, the likeliest
        tried first."""
        view = self.position()
        best = view.parse_move(self.best)
        if self.accepts(best):
            return best
        legal = view.legal_moves()
        values = heuristics_for(view).quick_values(view, legal)
        for _value, move in sorted(zip(values, legal, strict=True), key=lambda p: -p[0]):
            if self.accepts(move):
                return move
        return best  # no legal move is accepted: cannot happen, the search's choice is "best"

    # -- JSON -----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.options,
            "seat": self.seat,
            "index": self.index,
            "iterations": self.iterations,
            "seed": self.seed,
            "view": self.view,
            "played": self.played,
            "verdict": self.verdict,
            "best": self.best,
            "points": self.points,
            "best_points": self.best_points,
            "top_points": self.top_points,
            "chance_before": self.chance_before,
            "chance_after": self.chance_after,
            "judged": dict(self.judged),
            "solved": self.solved,
            "players": [seat.to_json() for seat in self.players],
        }

    @classmethod
    def from_json(cls, data: Any, game: str) -> Exercise:
        """An exercise of ``game`` read back; ValueError or TypeError when it is not one."""
        if not isinstance(data, Mapping) or data.get("game") != game:
            raise ValueError(f"not an exercise of {game}")
        exercise = cls(
            game,
            _typed(data, "options", dict),
            _typed(data, "seat", int),
            _typed(data, "index", int),
            _typed(data, "iterations", int),
            _typed(data, "seed", int),
            _typed(data, "view", dict),
            _typed(data, "played", str),
            _typed(data, "verdict", str),
            _typed(data, "best", str),
            _typed(data, "points", int),
            _typed(data, "best_points", int),
            _typed(data, "top_points", int),
            _chance(data.get("chance_before")),
            _chance(data.get("chance_after")),
            _verdicts(data.get("judged", {})),
            bool(data.get("solved", False)),
            _players(data.get("players", [])),
        )
        exercise.position()  # the view must be one the engine could have made
        exercise.parse(exercise.played)
        exercise.parse(exercise.best)
        return exercise


def _typed(data: Mapping[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"{name}: not a {kind.__name__}")
    return value


def _chance(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise ValueError("a win chance out of 0..1")
    return float(value)


def _verdicts(value: Any) -> dict[str, str]:
    if not isinstance(value, Mapping) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    ):
        raise TypeError("judged: not a map of moves to verdicts")
    return dict(value)


def _players(value: Any) -> list[Seat]:
    if not isinstance(value, list):
        raise TypeError("players: not a list")
    out = []
    for seat in value:
        if not isinstance(seat, Mapping):
            raise TypeError("players: not a seat")
        level = seat.get("level")
        if seat.get("kind") not in ("human", "ai") or not isinstance(level, (str, type(None))):
            raise ValueError("players: not a seat")
        out.append(Seat(_typed(seat, "name", str), seat["kind"], level))
    return out


# -- from a reviewed game ---------------------------------------------------------------------
def practised_verdicts(inaccuracies: bool) -> tuple[str, ...]:
    return (*ALWAYS, INACCURACY) if inaccuracies else ALWAYS


def exercises_of(
    record: GameRecord,
    review: Review,
    seats: Iterable[int] | None = None,
    *,
    inaccuracies: bool = False,
) -> list[Exercise]:
    """The exercises of ``seats`` (default: the seats the review is for) in a record and its
    (full) review, in the order of the game. A quick review judges no move: none."""
    if review.quick:
        return []
    chosen = tuple(review.seats if seats is None else seats)
    wanted = practised_verdicts(inaccuracies)
    faulted = {m.index: m for m in review.moves if m.seat in chosen and m.verdict in wanted}
    if not faulted:
        return []
    out = []
    for task in review_tasks(record, chosen):
        entry = faulted.get(task.index)
        if entry is None:
            continue
        out.append(
            Exercise(
                record.game,
                dict(record.options),
                entry.seat,
                entry.index,
                review.iterations,
                review.seed,
                seen_by(task.state, entry.seat),
                entry.move,
                entry.verdict,
                entry.best,
                entry.points,
                entry.best_points,
                entry.top_points,
                entry.chance_before,
                entry.chance_after,
                {entry.move: entry.verdict},  # the review's own verdict on the move played
                players=list(record.players),
            )
        )
    return out


def seen_by(state: State, seat: int) -> dict[str, Any]:
    """What ``seat`` sees of ``state``, as plain JSON (the codec leaves enum members as they
    are: JSON makes them the numbers the view's schema reads)."""
    data: dict[str, Any] = json.loads(json.dumps(encode_view(state.view(seat))))
    return data


# -- a kept set -------------------------------------------------------------------------------
@dataclass
class PracticeSet:
    """The exercises kept for one game, in the order they were added."""

    game: str
    exercises: list[Exercise] = field(default_factory=list)

    def add(self, new: Iterable[Exercise]) -> int:
        """Add the exercises not kept yet (the same position and move once); how many."""
        keys = {e.key for e in self.exercises}
        added = 0
        for exercise in new:
            if exercise.game == self.game and exercise.key not in keys:
                self.exercises.append(exercise)
                keys.add(exercise.key)
                added += 1
        return added

    def unsolved(self) -> list[Exercise]:
        return [e for e in self.exercises if not e.solved]

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "game": self.game,
            "exercises": [e.to_json() for e in self.exercises],
        }

    @classmethod
    def from_json(cls, data: Any, game: str) -> PracticeSet:
        """The kept set of ``game``; ValueError or TypeError for anything else."""
        if not isinstance(data, Mapping) or data.get("version") != VERSION:
            raise ValueError("not a practice set of this version")
        if data.get("game") != game or not isinstance(data.get("exercises"), list):
            raise ValueError(f"not a practice set of {game}")
        return cls(game, [Exercise.from_json(e, game) for e in data["exercises"]])
