"""Fitting the AI levels' ratings from finished games, on the Elo scale, with a bootstrap.

A finished match is a :class:`Finish`: the level at each seat and each seat's place (0 = won;
seats with the same place tied). Two models, both giving ratings on the Elo scale, where a
difference ``D`` means the stronger level wins a two-seat game with probability
``1 / (1 + 10 ** (-D / 400))``:

* :func:`bradley_terry` — two-seat games: the Bradley–Terry maximum-likelihood fit (Newton's
  method on the log-strengths). A draw (a shared top score) counts half a win for each seat.
  Every pairing that was played also counts one virtual draw (the prior BayesElo uses): a
  pairing one level never won — Hexadomino's Beginner took no game from the Intermediate — would
  otherwise push the gap to infinity.
* :func:`free_for_all` — games of three or more seats (Triominos, Holandski domino): each match
  is a ranking of all seats, rated with openskill's Plackett–Luce model (Weng and Lin's Bayesian
  approximation; the levels' strengths do not drift, ``tau = 0``, and their uncertainty shrinks
  by the plain update, ``gamma = 1``). A level at several seats of one match (one Expert among
  three Intermediates) gets the sum of its seats' updates. The updates depend on the order of
  the matches, so the fit averages several shuffled orders. Openskill's ``mu`` maps onto the
  Elo scale through the two-seat case: its win probability
  ``1 / (1 + exp(-(mu_a - mu_b) / (sqrt(2) * beta)))`` is the Elo one when
  ``D = (mu_a - mu_b) * 400 / (ln 10 * sqrt(2) * beta)``.

:func:`fit_levels` anchors one level (Random = 1000) and adds a 95 % interval from a bootstrap:
the matches are resampled within each seating (the same levels at the table), as many as were
played, and fitted again. A two-seat pairing's matches are drawn together with the prior's
virtual draw: a pairing one level never won would otherwise be drawn as the same clean sweep
every time, and the interval would hide that the gap's size rests on the prior (its upper
end is then the fitted figure itself).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

#: Elo points per unit of natural-log odds
ELO_PER_LOG_ODDS = 400.0 / math.log(10.0)
#: virtual draws added to every pairing that was played (the Bradley–Terry prior)
PRIOR_DRAWS = 1.0
#: the level every other is measured from, and its rating
ANCHOR_LEVEL = "random"
ANCHOR_RATING = 1000.0
#: bootstrap replicates behind a 95 % interval
REPLICATES = 200
#: shuffled orders a free-for-all fit averages (each bootstrap replicate takes one)
ORDERS = 16


@dataclass(frozen=True)
class Finish:
    """One finished match: the level at each seat and its place (0 = first; equal = tied)."""

    levels: tuple[str, ...]
    places: tuple[int, ...]

    @classmethod
    def from_scores(
        cls, levels: Sequence[str], scores: Sequence[float], winners: Iterable[int]
    ) -> Finish:
        """The places of a match from its final scores: the winners first (they share a place),
        then the others by score, higher first (Holandski domino's scores are minus the
        kružići, so higher is better there too)."""
        won = set(winners)
        keys = [(0 if seat in won else 1, -score) for seat, score in enumerate(scores)]
        places = tuple(sum(other < key for other in keys) for key in keys)
        return cls(tuple(levels), places)

    @property
    def seating(self) -> tuple[str, ...]:
        """The levels at the table, sorted: the stratum a bootstrap resamples within."""
        return tuple(sorted(self.levels))

    def share(self, seat: int) -> float:
        """What a two-seat game gives ``seat``: 1 for a win, 1/2 for a draw, 0 for a loss."""
        mine, theirs = self.places[seat], self.places[1 - seat]
        return 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0


@dataclass(frozen=True)
class LevelRating:
    """A level's rating on the Elo scale, its 95 % interval and the games behind it."""

    level: str
    rating: float
    low: float
    high: float
    games: int


Fit = Callable[[Sequence[Finish], random.Random], dict[str, float]]


# -- two seats: Bradley–Terry -------------------------------------------------------------------
def pair_table(finishes: Iterable[Finish]) -> dict[tuple[str, str], tuple[float, int]]:
    """Per pairing ``(a, b)`` with ``a < b``: ``a``'s total share and the number of games."""
    table: dict[tuple[str, str], tuple[float, int]] = {}
    for finish in finishes:
        if len(finish.levels) != 2:
            raise ValueError("the Bradley–Terry fit takes two-seat games only")
        first, second = finish.levels
        if first == second:
            continue  # a level against itself says nothing about its strength
        seat = 0 if first < second else 1
        key = (min(first, second), max(first, second))
        share, games = table.get(key, (0.0, 0))
        table[key] = (share + finish.share(seat), games + 1)
    return table


def bradley_terry(finishes: Sequence[Finish], rng: random.Random | None = None) -> dict[str, float]:
    """Elo-scale ratings of the levels in two-seat ``finishes`` (the first level alphabetically
    at 0). ValueError when the pairings do not connect every level."""
    del rng  # deterministic; the parameter keeps the signature of the other fits
    table = pair_table(finishes)
    levels = sorted({level for pair in table for level in pair})
    _check_connected(levels, table)
    index = {level: i for i, level in enumerate(levels)}
    pairs = [
        (index[a], index[b], share + PRIOR_DRAWS / 2, games + PRIOR_DRAWS)
        for (a, b), (share, games) in table.items()
    ]
    theta = [0.0] * len(levels)
    for _ in range(200):
        step = _newton_step(theta, pairs)
        scale = 1.0
        before = _log_likelihood(theta, pairs)
        while scale > 1e-6:
            trial = [t + scale * s for t, s in zip(theta, step, strict=True)]
            if _log_likelihood(trial, pairs) >= before - 1e-12:
                break
            scale /= 2
        theta = trial
        if max(abs(s) for s in step) * scale < 1e-10:
            break
    return {level: ELO_PER_LOG_ODDS * theta[index[level]] for level in levels}


def _check_connected(levels: list[str], table: dict[tuple[str, str], tuple[float, int]]) -> None:
    if not levels:
        raise ValueError("no games to fit")
    reached = {levels[0]}
    changed = True
    while changed:
        changed = False
        for a, b in table:
            if (a in reached) != (b in reached):
                reached |= {a, b}
                changed = True
    if len(reached) != len(levels):
        apart = ", ".join(sorted(set(levels) - reached))
        raise ValueError(f"no games link {apart} to {levels[0]}")


def _log_likelihood(theta: list[float], pairs: list[tuple[int, int, float, float]]) -> float:
    total = 0.0
    for a, b, share, games in pairs:
        d = theta[a] - theta[b]
        total -= share * _softplus(-d) + (games - share) * _softplus(d)
    return total


def _softplus(x: float) -> float:
    """log(1 + e^x) without overflow."""
    return x + math.log1p(math.exp(-x)) if x > 0 else math.log1p(math.exp(x))


def _newton_step(theta: list[float], pairs: list[tuple[int, int, float, float]]) -> list[float]:
    """The Newton step on the log-strengths, the first level held at 0."""
    k = len(theta)
    grad = [0.0] * k
    hess = [[0.0] * k for _ in range(k)]
    for a, b, share, games in pairs:
        p = 1.0 / (1.0 + math.exp(theta[b] - theta[a]))
        grad[a] += share - games * p
        grad[b] -= share - games * p
        w = games * p * (1.0 - p)
        hess[a][a] += w
        hess[b][b] += w
        hess[a][b] -= w
        hess[b][a] -= w
    # the information matrix is singular along "everyone + c": fix the first level
    solved = _solve([row[1:] for row in hess[1:]], grad[1:])
    return [0.0, *solved]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``x`` with ``matrix · x = vector`` (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        head = rows[col][col]
        for r in range(col + 1, n):
            factor = rows[r][col] / head
            for c in range(col, n + 1):
                rows[r][c] -= factor * rows[col][c]
    x = [0.0] * n
    for r in reversed(range(n)):
        x[r] = (rows[r][n] - sum(rows[r][c] * x[c] for c in range(r + 1, n))) / rows[r][r]
    return x


def elo_expectation(difference: float) -> float:
    """The stronger side's expected share of a two-seat game ``difference`` Elo points apart."""
    return 1.0 / (1.0 + math.pow(10.0, -difference / 400.0))


# -- three seats or more: openskill's Plackett–Luce ---------------------------------------------
def openskill_model() -> PlackettLuce:
    """The free-for-all model: openskill's defaults, but strengths that do not drift
    (``tau = 0``) and the plain update of the uncertainty (``gamma = 1``). Weng and Lin's
    default ``gamma = sigma / c`` slows the shrinking of ``sigma`` for players who change;
    levels do not, and a ``sigma`` left large widens ``c`` and so every fitted gap: some 8 %
    wider than Bradley–Terry's on the same two-seat games (tests/training/test_level_fit.py)."""
    return PlackettLuce(tau=0.0, gamma=_plain_gamma)


def _plain_gamma(*_: object) -> float:
    return 1.0


def elo_per_mu(model: PlackettLuce) -> float:
    """Elo points per unit of the model's ``mu`` (the two-seat case; module docstring)."""
    return ELO_PER_LOG_ODDS / (math.sqrt(2.0) * float(model.beta))


def free_for_all(
    finishes: Sequence[Finish], rng: random.Random | None = None, orders: int = 1
) -> dict[str, float]:
    """Elo-scale ratings (the first level alphabetically at 0) from matches of any number of
    seats, each a ranking. The online updates depend on the order of the matches (the first
    ones move the ratings most), so the matches are rated in ``orders`` orders shuffled by
    ``rng`` and the ratings averaged."""
    levels = sorted({level for finish in finishes for level in finish.levels})
    if not levels:
        raise ValueError("no games to fit")
    rng = rng or random.Random(0)
    total = dict.fromkeys(levels, 0.0)
    for _ in range(orders):
        order = list(finishes)
        rng.shuffle(order)
        for level, rating in _rated_in_order(order, levels).items():
            total[level] += rating / orders
    return total


def _rated_in_order(order: Sequence[Finish], levels: list[str]) -> dict[str, float]:
    model = openskill_model()
    ratings = {level: model.rating() for level in levels}
    for finish in order:
        rate_finish(model, ratings, finish)
    scale = elo_per_mu(model)
    base = ratings[levels[0]].mu
    return {level: scale * (rating.mu - base) for level, rating in ratings.items()}


def rate_finish(
    model: PlackettLuce, ratings: dict[str, PlackettLuceRating], finish: Finish
) -> None:
    """Update ``ratings`` of the levels at ``finish``'s table by its ranking. A level at
    several seats: each seat is rated as a copy, and the level takes the sum of their changes
    (each seat is one more observation of the same strength)."""
    seats = [[model.rating(mu=ratings[lv].mu, sigma=ratings[lv].sigma)] for lv in finish.levels]
    rated = model.rate(seats, ranks=[float(place) for place in finish.places])
    changes: dict[str, tuple[float, float]] = {}
    for level, (after,) in zip(finish.levels, rated, strict=True):
        old = ratings[level]
        moved, shrunk = changes.get(level, (0.0, 0.0))
        changes[level] = (moved + after.mu - old.mu, shrunk + 1 - (after.sigma / old.sigma) ** 2)
    for level, (moved, shrunk) in changes.items():
        old = ratings[level]
        sigma = old.sigma * math.sqrt(max(1.0 - shrunk, model.kappa))
        ratings[level] = model.rating(mu=old.mu + moved, sigma=sigma)


def resample(
    finishes: Sequence[Finish], rng: random.Random, virtual_draw: bool = False
) -> list[Finish]:
    """As many matches as were played of each seating, drawn with replacement; with
    ``virtual_draw`` from each two-seat pairing's matches and one drawn game more (the
    Bradley–Terry prior), so a pairing one level never won is not drawn as the same clean
    sweep every time."""
    strata: dict[tuple[str, ...], list[Finish]] = {}
    for finish in finishes:
        strata.setdefault(finish.seating, []).append(finish)
    drawn: list[Finish] = []
    for seating, group in strata.items():
        pool = group
        if virtual_draw and len(seating) == 2 and seating[0] != seating[1]:
            pool = [*group, Finish(seating, (0, 0))]
        drawn += rng.choices(pool, k=len(group))
    return drawn


# -- the table of one game ------------------------------------------------------------------------
def is_two_seat(finishes: Iterable[Finish]) -> bool:
    return all(len(finish.levels) == 2 for finish in finishes)


def fit_levels(
    finishes: Sequence[Finish],
    *,
    replicates: int = REPLICATES,
    seed: int = 1,
    anchor: str = ANCHOR_LEVEL,
    anchor_rating: float = ANCHOR_RATING,
) -> list[LevelRating]:
    """Every level's rating with ``anchor`` at ``anchor_rating``, strongest last, each with its
    95 % bootstrap interval and the number of matches it played. Two-seat data is fitted by
    Bradley–Terry, anything with more seats by the free-for-all model (module docstring)."""
    rng = random.Random(seed)
    two_seat = is_two_seat(finishes)
    fit: Fit = bradley_terry if two_seat else free_for_all
    point = bradley_terry(finishes) if two_seat else free_for_all(finishes, rng, ORDERS)
    if anchor not in point:
        raise ValueError(f"the anchor level '{anchor}' played no game")
    draws = [fit(resample(finishes, rng, two_seat), rng) for _ in range(replicates)]
    games = Counter(level for finish in finishes for level in set(finish.levels))
    table = []
    for level in sorted(point, key=lambda lv: point[lv]):
        spread = sorted(draw[level] - draw[anchor] for draw in draws)
        low, high = _percentile(spread, 0.025), _percentile(spread, 0.975)
        table.append(
            LevelRating(
                level,
                anchor_rating + point[level] - point[anchor],
                anchor_rating + low,
                anchor_rating + high,
                games[level],
            )
        )
    return table


def _percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile of sorted ``values`` (linear between neighbours)."""
    if not values:
        return math.nan
    at = q * (len(values) - 1)
    lower = math.floor(at)
    upper = min(lower + 1, len(values) - 1)
    return values[lower] + (values[upper] - values[lower]) * (at - lower)
