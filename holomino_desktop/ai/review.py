"""The game review: where a finished (or saved) game was won and lost, move by move.

For every move of the reviewed seats the Expert's search (:class:`~.ismcts.ISMCTS`) looks at the
position *before* the move from that seat's own view (``state.view(seat)``: hidden tiles stay
hidden and are sampled, exactly as when the Expert plays). It reports the best move it found,
the value of that move and of the move played, and a verdict from the drop between them.

The search runs a fixed number of iterations with a seed derived from the review's seed and the
move's number, so a review is reproducible (and the honesty test can compare two reviews).

A move the search chose, or one within the "good" limit of its choice, is judged by that one
search. Any other move played, and its rival, are each searched alone with the same iterations,
seed and deals of the hidden tiles, and the verdict reads the drop between them only beyond 1.5
standard errors: so the review never holds the sampled tiles' luck, or the depth a shared search
happened to give a move, against a player (issue 42: it called moves the Hint recommends
mistakes, and another seed gave another verdict). A move that scores 20 points or more below the
move that scores most is valued against that move too: given away for nothing later, in a game
not yet decided, it is an inaccuracy at least. "Points missed" count every move's points below
the most any move scored at once.

Win chance. The search's reward is mostly a chance of winning (``Heuristics.rewards``: 0.8 ×
the chance plus 0.2 × the margin's change); ``Heuristics.win_chance`` reads the chance back
(Holandski domino, whose running reward is the standing's change, reads the standing back with
:func:`win_chance` and turns it into a chance through a sigmoid of twice the scale). Verdicts
use the drop of that chance (``docs/decisions.md``), so a slip in a
game already decided costs little, as in a chess engine's win-percentage review. In a position
the seat has as good as won or lost already (:func:`settled_chance`: its own chance, read from
the position's evaluation, is within ``DECIDED`` of 0 or 1) the review shows that value, 0 or
1, for every move, and calls the search's choice "best" and any other move "good": no move
changes a decided game, and the search's mean there still holds its sampled tiles' luck (a
Holomino game lost at 12–104 read 6 % and 11 %).

The quick review plays no search and judges no move: it counts points only. Its better move is
the one that scores most at once, and each move shows the points it left on the table; its
verdict is :data:`UNJUDGED`. A verdict from points alone contradicted the full review (moves the
full review calls "best" were "mistakes" by their points: a move that scores less now may win
more later).

Qt-free; imports the engine and the AI only.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from ..engine.base import Move, State
from ..engine.record import REVIEW_VERSION, GameRecord, validate_review
from .base import CancelFlag, Clock
from .heuristics import Heuristics, heuristics_for, margin_win_chance
from .ismcts import ISMCTS, SearchResult

#: iterations of the search per reviewed position (the "default depth")
DEFAULT_ITERATIONS = 300
#: how many standard errors of the compared moves' means the verdict takes off the drop
CONFIDENCE = 1.5
#: points given up at once that make a move at least an "inaccuracy" (when the search finds
#: nothing gained for them later and the game is still open)
GIVE_AWAY = 20
#: a win chance this close to 0 or 1: the game is decided
DECIDED = 0.01
#: how many of the moves with the best quick values have their points counted exactly
SHORTLIST = 8
#: the verdicts, best first
VERDICTS: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake")
#: the verdict of a quick review's move: none (it counts points, it cannot judge a move)
UNJUDGED = ""
#: upper bounds of the win-chance drop for "best", "good" and "inaccuracy"; above: "mistake"
CHANCE_LIMITS: tuple[float, float, float] = (0.02, 0.05, 0.12)
#: how many of the costliest moves the review lists at the top
COSTLIEST = 3

Progress = Callable[[int, int], None]


class ReviewCancelled(Exception):
    """The review was cancelled (its ``cancel`` event was set)."""


@dataclass(frozen=True)
class MoveReview:
    """One reviewed move: ``index`` is its place in the record (0 = the first move)."""

    index: int
    seat: int
    move: str  # notation, as in the record
    points: int  # what the move scored for its mover (settlement included)
    best: str  # the best move found, in notation
    best_points: int  # what the best move would have scored at once
    chance_before: float | None  # win chance with the best move (None: quick or forced)
    chance_after: float | None  # win chance with the move played
    verdict: str
    #: the most points any legal move would have scored at once (what "points missed" counts
    #: from; a review stored before it was kept reads the best move's points)
    top_points: int = 0

    @property
    def drop(self) -> float:
        """The win chance the move gave away (0 for a quick review or a forced move)."""
        if self.chance_before is None or self.chance_after is None:
            return 0.0
        return max(0.0, self.chance_before - self.chance_after)

    @property
    def missed(self) -> int:
        """Points the move left on the table: the most any move scored at once, less its own."""
        return max(0, self.top_points - self.points)


@dataclass(frozen=True)
class SeatTotals:
    seat: int
    moves: int
    points_missed: int
    mistakes: int
    inaccuracies: int


@dataclass
class Review:
    """The review of one record: the analysed moves and how they were analysed."""

    seats: tuple[int, ...]
    quick: bool
    iterations: int
    seed: int
    moves: list[MoveReview] = field(default_factory=list)

    def totals(self) -> list[SeatTotals]:
        out = []
        for seat in self.seats:
            mine = [m for m in self.moves if m.seat == seat]
            out.append(
                SeatTotals(
                    seat,
                    len(mine),
                    sum(m.missed for m in mine),
                    sum(m.verdict == "mistake" for m in mine),
                    sum(m.verdict == "inaccuracy" for m in mine),
                )
            )
        return out

    def costliest(self, count: int = COSTLIEST) -> list[MoveReview]:
        """The moves that gave away most (win chance, then points), worst first; in a quick
        review the moves that left most points on the table."""
        if self.quick:
            bad = [m for m in self.moves if m.missed > 0]
        else:
            bad = [m for m in self.moves if m.verdict != "best"]
        bad.sort(key=lambda m: (-m.drop, -m.missed, m.index))
        return bad[:count]

    def by_index(self) -> dict[int, MoveReview]:
        return {m.index: m for m in self.moves}

    # -- JSON (the record's optional "review" field, docs/notation.md) ---------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": REVIEW_VERSION,
            "quick": self.quick,
            "iterations": self.iterations,
            "seed": self.seed,
            "seats": list(self.seats),
            "moves": [_round_chances(asdict(m)) for m in self.moves],
        }

    @classmethod
    def from_json(cls, data: Any, record: GameRecord) -> Review:
        """Build from a record's "review" field; RecordError when it does not fit ``record``."""
        validate_review(data, record.moves, len(record.players) or None)
        # a review kept before "top_points" was: the best move found is what it knew of
        moves = [
            MoveReview(**{"top_points": max(m["points"], m["best_points"]), **m})
            for m in data["moves"]
        ]
        if data["quick"]:  # a quick review kept when it still judged by points: it cannot
            moves = [dataclasses.replace(m, verdict=UNJUDGED) for m in moves]
        return cls(tuple(data["seats"]), data["quick"], data["iterations"], data["seed"], moves)


def _round_chances(data: dict[str, Any]) -> dict[str, Any]:
    for key in ("chance_before", "chance_after"):
        if data[key] is not None:
            data[key] = round(data[key], 4)
    return data


# -- the verdicts -------------------------------------------------------------------------
def verdict_for_drop(drop: float) -> str:
    """ "best" / "good" / "inaccuracy" / "mistake" for a drop of win chance (0..1)."""
    for verdict, limit in zip(VERDICTS, CHANCE_LIMITS, strict=False):
        if drop < limit:
            return verdict
    return VERDICTS[-1]


def win_chance(reward: float, margin: float, scale: float) -> float:
    """The chance of winning behind a reward that is a margin's change (Holandski domino's
    running reward): see :func:`.heuristics.margin_win_chance`."""
    return margin_win_chance(reward, margin, scale)


# -- one position -------------------------------------------------------------------------
def position_seed(seed: int, index: int) -> int:
    """The search seed of move ``index``: fixed by the review's seed, different per move."""
    return (seed * 1_000_003 + index * 7_919) & ((1 << 63) - 1)


def immediate_points(view: State, move: Move) -> int:
    """What ``move`` scores at once for the seat to move, played on a copy of ``view``."""
    seat = view.current_player
    return view.clone().apply_legal(move).points_for(seat)


def review_position(
    state: State,
    move: Move,
    points: int,
    index: int,
    *,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    quick: bool = False,
    cancel: CancelFlag | None = None,
    notation: str | None = None,
) -> MoveReview:
    """Review ``move`` (which scored ``points``) played in ``state`` by the seat to move.

    Only ``state.view(seat)`` is looked at: the review knows what the seat knew. ``notation``
    is the move's text in the record (written as it stands there).
    """
    found = _review_position(state, move, points, index, iterations, seed, quick, cancel)
    if notation is None or notation == found.move:
        return found
    best = notation if found.best == found.move else found.best
    return dataclasses.replace(found, move=notation, best=best)


def _review_position(
    state: State,
    move: Move,
    points: int,
    index: int,
    iterations: int,
    seed: int,
    quick: bool,
    cancel: CancelFlag | None,
) -> MoveReview:
    seat = state.current_player
    view = state.view(seat)
    legal = view.legal_moves()
    played = next((m for m in legal if m == move), move)
    h = heuristics_for(view)
    top, top_points = most_points(view, legal, played, points)
    if quick:  # points only: the better move is the one that scores most at once
        return MoveReview(
            index, seat, str(played), points, str(top), top_points, None, None, UNJUDGED,
            top_points,
        )  # fmt: skip
    if len(legal) == 1:
        return MoveReview(
            index, seat, str(played), points, str(played), points, None, None, "best", points
        )
    clock = Clock(None, cancel)
    found = ISMCTS(h, random.Random(position_seed(seed, index))).search(view, clock, iterations)
    settled = settled_chance(view, h)
    if settled is not None:  # no move changes the result: the search only names its choice
        best = found.best
        best_points = points if best == played else immediate_points(view, best)
        verdict = "best" if best == played else "good"
        return MoveReview(
            index, seat, str(played), points, str(best), best_points, settled, settled, verdict,
            top_points,
        )  # fmt: skip
    given_away = top_points - points
    # the rivals of the move played: the search's choice, and the move that scored most at once
    # when the move played gave much of that away (was anything gained for it later?)
    rivals = [found.best, top] if given_away >= GIVE_AWAY else [found.best]
    rivals = [m for m in dict.fromkeys(rivals) if m != played]
    # the seat's standing as the search measures it (its lead, or in Holandski domino its
    # kružići against par): what the rewards' changes are read back onto
    margin = h.baseline(view)[seat]
    shared = None if given_away >= GIVE_AWAY else _shared_verdict(found, played, rivals, h, margin)
    if shared is not None:  # the search's own choice, or close enough to it
        best, before, after, verdict = shared
        best_points = points if best == played else immediate_points(view, best)
        return MoveReview(
            index, seat, str(played), points, str(best), best_points, before, after, verdict,
            top_points,
        )  # fmt: skip
    valued = {m: _valued(view, h, m, iterations, position_seed(seed, index), clock) for m in
              (played, *rivals)}  # fmt: skip
    if cancel is not None and cancel.is_set():
        raise ReviewCancelled
    best = max(rivals, key=lambda m: valued[m][0])
    best_reward, best_error = valued[best]
    played_reward, played_error = valued[played]
    if best_reward <= played_reward:  # the move played was as good as its rivals
        best, best_reward, best_error = played, played_reward, played_error
    before = h.win_chance(best_reward, margin)
    after = h.win_chance(played_reward, margin)
    # the verdict reads the drop only as far as it is more than chance: the part of it within
    # CONFIDENCE standard errors could be the sampled tiles' luck (issue 42)
    sure = h.win_chance(min(best_reward, played_reward + _doubt(best_error, played_error)), margin)
    verdict = verdict_for_drop(before - sure)
    if given_away >= GIVE_AWAY:  # (a decided game was settled above)
        verdict = _given_away(verdict, valued[top], valued[played])
    best_points = points if best == played else immediate_points(view, best)
    return MoveReview(
        index, seat, str(played), points, str(best), best_points, before, after, verdict,
        top_points,
    )  # fmt: skip


def _shared_verdict(
    found: SearchResult, played: Move, rivals: list[Move], h: Heuristics, margin: float
) -> tuple[Move, float | None, float | None, str] | None:
    """The verdict the shared search gives on its own (best move, chances, verdict), when it
    may: the move played is the search's choice, or it was searched and came within the
    "good" limit of it. A shared search judges a move it chose less often on a shallower
    tree, which mostly makes it look worse than it is: a small drop there is seldom smaller
    alone. Anything else (``None``) is settled by searching the moves alone."""
    visits, reward = found.stats(played)
    if not rivals:  # its only candidate comes back unsearched: no chance to tell
        after = h.win_chance(reward, margin) if visits else None
        return played, after, after, VERDICTS[0]
    if not visits:
        return None
    after = h.win_chance(reward, margin)
    before = max(after, h.win_chance(found.stats(found.best)[1], margin))
    if before - after >= CHANCE_LIMITS[1]:
        return None
    return found.best if before > after else played, before, after, verdict_for_drop(before - after)


def _given_away(verdict: str, took: tuple[float, float], played: tuple[float, float]) -> str:
    """The verdict on a move that gave up ``GIVE_AWAY`` points or more at once in an open game,
    given the values of the move that took them and of the move played: an "inaccuracy" at
    least when the points were given up for nothing later (the move that took them is surely
    worth more), "good" at most when the search finds the two alike. Issue 42: a random
    player that lost 0–176 had two "mistakes" while the win chance, long near 0, hardly
    moved."""
    if _surely_better(took, played):
        floor = "inaccuracy"
    elif _surely_better(played, took):
        return verdict
    else:
        floor = "good"
    return VERDICTS[max(VERDICTS.index(verdict), VERDICTS.index(floor))]


def _doubt(error: float, other: float) -> float:
    """How far apart two means from searches alone may be by chance alone."""
    return CONFIDENCE * math.hypot(error, other)


def _surely_better(value: tuple[float, float], other: tuple[float, float]) -> bool:
    """True when a (mean, standard error) from :func:`_valued` is above ``other`` by more
    than chance."""
    return value[0] - other[0] > _doubt(value[1], other[1])


def _valued(
    view: State, h: Heuristics, move: Move, iterations: int, seed: int, clock: Clock
) -> tuple[float, float]:
    """``move``'s mean reward and its standard error, from a search of that move alone.

    Every move a verdict compares is valued this way, with the same iterations and the same
    seed: a move's mean in a shared search depends on how often the search chose it (a move
    visited 20 times is judged on a shallow tree, one visited 200 times on a deep one), so
    two means from one search, or from searches of different sizes, differ by more than the
    moves do (issue 42: a hinted move called a "mistake" by 0.17 that 20,000 iterations
    found equal)."""
    search = ISMCTS(h, random.Random(seed))
    search.deals = random.Random(seed + 1)
    result = search.search(view, clock, iterations, root_moves=[move])
    _visits, mean = result.stats(move)
    return mean, result.errors.get(move, math.inf)


def decided(view: State, h: Heuristics) -> bool:
    """True when the seat to move has as good as won or lost already: points given away then
    change nothing (see :func:`settled_chance`)."""
    return settled_chance(view, h) is not None


def settled_chance(view: State, h: Heuristics) -> float | None:
    """0.0 or 1.0 when the seat to move has as good as lost or won already (its chance, read
    from the position's evaluation, is within ``DECIDED`` of 0 or 1); None while it is open."""
    seat = view.current_player
    # measured against its own evaluation, the reward's margin term is exactly its middle, so
    # the chance reads back without the up to 0.125 that term adds (a 12–149 Holomino game
    # read 4 % with the root's scores as the measure)
    standing = h.margins(h.evaluate(view))
    chance = h.win_chance(h.rewards(view, standing)[seat], h.baseline(view)[seat])
    if chance < DECIDED:
        return 0.0
    if chance > 1.0 - DECIDED:
        return 1.0
    return None


def most_points(view: State, legal: list[Move], played: Move, points: int) -> tuple[Move, int]:
    """The move that scores most at once, and its points (``played`` on a tie).

    Every game's quick values rank its placements by their points: the exact points of the
    few best are counted (square domino has hundreds of moves)."""
    values = heuristics_for(view).quick_values(view, legal)
    ranked = sorted(range(len(legal)), key=lambda i: -values[i])[:SHORTLIST]
    top, top_points = played, points
    for i in ranked:
        scored = immediate_points(view, legal[i])
        if scored > top_points:
            top, top_points = legal[i], scored
    return top, top_points


# -- a whole game -------------------------------------------------------------------------
def human_seats(record: GameRecord) -> tuple[int, ...]:
    """The seats a review is for: the record's human seats, or every seat when none is human."""
    humans = tuple(p for p, seat in enumerate(record.players) if seat.kind == "human")
    if humans:
        return humans
    return tuple(range(record.new_game().num_players))


@dataclass(frozen=True)
class Task:
    """One position to review: the true state before move ``index`` and what the move was."""

    state: State
    move: Move
    points: int
    index: int
    notation: str | None


def review_tasks(
    game: GameRecord | tuple[State, Sequence[Move | str]], seats: Sequence[int]
) -> list[Task]:
    """The positions of ``seats``' moves, in order (each task is independent of the others:
    its search has its own seed, so the tasks may be reviewed in any order or in parallel)."""
    start, moves = _start_and_moves(game)
    state = start.clone()
    tasks = []
    for index, text in enumerate(moves):
        move = state.parse_move(text) if isinstance(text, str) else text
        seat = state.current_player
        before = state.clone() if seat in seats else None
        points = state.apply(move).points_for(seat)
        if isinstance(game, GameRecord):
            game.reshuffle_at(state, index + 1)  # an undo's reshuffle: the draws after it
        if before is not None:
            notation = text if isinstance(text, str) else None
            tasks.append(Task(before, move, points, index, notation))
    return tasks


def review_task(
    task: Task, iterations: int, seed: int, quick: bool, cancel: CancelFlag | None = None
) -> MoveReview:
    return review_position(
        task.state, task.move, task.points, task.index, iterations=iterations, seed=seed,
        quick=quick, cancel=cancel, notation=task.notation,
    )  # fmt: skip


def review_seats(game: GameRecord | tuple[State, Sequence[Move | str]]) -> tuple[int, ...]:
    if isinstance(game, GameRecord):
        return human_seats(game)
    return tuple(range(game[0].num_players))


def review_record(
    game: GameRecord | tuple[State, Sequence[Move | str]],
    seats: Sequence[int] | None = None,
    budget: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    *,
    quick: bool = False,
    progress: Progress | None = None,
    cancel: CancelFlag | None = None,
) -> Review:
    """Review every move of ``seats`` in a record (or an initial state and its moves).

    ``seats`` defaults to the record's human seats (every seat when none is human).
    ``budget`` is the number of search iterations per position (not seconds: a review is
    reproducible). ``progress(done, total)`` is called after every reviewed move; setting
    ``cancel`` stops the review with :class:`ReviewCancelled`.
    """
    chosen = tuple(sorted(set(review_seats(game) if seats is None else seats)))
    tasks = review_tasks(game, chosen)
    review = Review(chosen, quick, 0 if quick else budget, seed)
    for task in tasks:
        if cancel is not None and cancel.is_set():
            raise ReviewCancelled
        review.moves.append(review_task(task, budget, seed, quick, cancel))
        if progress is not None:
            progress(len(review.moves), len(tasks))
    return review


def _start_and_moves(
    game: GameRecord | tuple[State, Sequence[Move | str]],
) -> tuple[State, Sequence[Move | str]]:
    if isinstance(game, GameRecord):
        return game.initial_state(), game.moves
    state, moves = game
    return state, moves


# -- the chart's data ---------------------------------------------------------------------
@dataclass(frozen=True)
class Timeline:
    """Every seat's score after each move (``scores[0]``: the start) and where rounds ended."""

    scores: list[list[int]]
    movers: list[int]  # movers[i]: the seat that played move i
    round_ends: list[int]  # move indices (0-based) whose move ended a round

    @property
    def final(self) -> list[int]:
        return self.scores[-1]


def timeline(record: GameRecord) -> Timeline:
    """The scores over the moves of ``record`` (RecordError if a move cannot be played)."""
    state = record.initial_state()
    scores = [state.scores()]
    movers: list[int] = []
    round_ends: list[int] = []
    for index, text in enumerate(record.moves):
        movers.append(state.current_player)
        result = state.apply(state.parse_move(text))
        record.reshuffle_at(state, index + 1)
        scores.append(state.scores())
        if "round_end" in result.events and not state.is_terminal():
            round_ends.append(index)
    return Timeline(scores, movers, round_ends)


def stored_review(record: GameRecord) -> Review | None:
    """The review kept in ``record`` (validated when the record was loaded), if any."""
    data = record.extra.get("review")
    if not isinstance(data, Mapping):
        return None
    return Review.from_json(data, record)


def store_review(record: GameRecord, review: Review) -> None:
    """Keep ``review`` in ``record`` so that saving the record saves it too."""
    record.extra["review"] = review.to_json()
