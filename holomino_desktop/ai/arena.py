"""``holomino arena``: seeded games between AI levels, seats rotated, in parallel processes.

    holomino arena --game holomino --players expert,greedy --games 200 --seed 1 --jobs 2
    holomino arena --game triominos --players expert,greedy,greedy,greedy -o players=4 --json

Game ``i`` deals with seed ``S + i // n`` (``n`` = number of seats) and seats the players rotated
by ``i % n``, so every deal is played once from every seat: the luck of the deal cancels out.
Each player is a level (``random``, ``greedy`` — the move scoring most now —, ``beginner``,
``intermediate``, ``expert``),
optionally with its own budget: ``expert:0.2``, and the Expert on several worker processes:
``expert@2``, ``expert:3@2``. Players only ever receive ``state.view(seat)``.

Per player (all seats of the same spec together) the table gives: games, wins (sole winner),
draws (shared top score), win rate = (wins + shared wins split evenly) / games with a 95 % Wilson
interval, mean final score, and the mean and max wall-clock think time per move.
"""

from __future__ import annotations

import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from typing import Any

from ..engine import game_class, get_game
from .base import DEFAULT_BUDGET, Player
from .levels import canonical_level, make_player

MAX_MOVES = 20_000


@dataclass(frozen=True)
class PlayerSpec:
    """A level, its budget and for the Expert its worker processes, as written on the command
    line: ``expert:0.5`` (half a second a move), ``expert@2`` (the default budget, searched on
    two processes: ``ai/search_pool.py``), ``expert:3@2``."""

    level: str
    budget: float
    label: str
    processes: int = 1

    @classmethod
    def parse(cls, text: str, default_budget: float) -> PlayerSpec:
        head, at, count = text.strip().partition("@")
        level, _, budget = head.partition(":")
        try:
            value = float(budget) if budget else default_budget
        except ValueError:
            raise ValueError(
                f"the think time after ':' is a number of seconds in '{text}'"
            ) from None
        if not 0 < value < math.inf:  # nan and inf too: a think time that never ends
            raise ValueError(f"the think time must be more than 0 seconds in '{text}'")
        processes = 1
        if at:
            if not count.isdigit() or int(count) < 1:
                raise ValueError(f"'@' takes a number of processes (1 or more) in '{text}'")
            processes = int(count)
        name = canonical_level(level)
        if processes > 1 and name != "expert":
            raise ValueError(f"only the Expert searches on several processes: '{text}'")
        return cls(name, value, text.strip(), processes)

    def player(self, seed: int) -> Player:
        if self.processes > 1:
            from .search_pool import ParallelExpertPlayer  # spawns workers: only when asked

            return ParallelExpertPlayer(seed=seed, budget=self.budget, processes=self.processes)
        return make_player(self.level, seed=seed, budget=self.budget)


@dataclass
class SeatResult:
    label: str
    score: int
    share: float  # 1 for a sole win, 1/k when k seats share the top score, else 0
    moves: int = 0
    think_total: float = 0.0
    think_max: float = 0.0


@dataclass
class GameResult:
    index: int
    seed: int
    seats: list[SeatResult]
    moves: int
    seconds: float


def seating(index: int, n: int) -> list[int]:
    """Which of the run's ``n`` players sits at each seat in game ``index``: rotated by
    ``index % n``, so the ``n`` games of a deal play it once from every seat."""
    rotation = index % n
    return [(seat + rotation) % n for seat in range(n)]


def play_game(
    game_id: str,
    options: dict[str, Any],
    specs: Sequence[PlayerSpec],
    index: int,
    base_seed: int,
) -> GameResult:
    """Game ``index`` of an arena run (see the module docstring for seeds and rotation)."""
    n = len(specs)
    deal_seed = base_seed + index // n
    seated = [specs[k] for k in seating(index, n)]
    players = [
        spec.player(seed=(base_seed * 1_000_003 + index * 101 + seat) & 0x7FFFFFFF)
        for seat, spec in enumerate(seated)
    ]
    game = get_game(game_id, **options)
    state = game.new_initial_state(seed=deal_seed)
    results = [SeatResult(spec.label, 0, 0.0) for spec in seated]
    started = time.perf_counter()
    moves = 0
    while not state.is_terminal():
        seat = state.current_player
        view = state.view(seat)
        t0 = time.perf_counter()
        move = players[seat].choose_move(view)
        think = time.perf_counter() - t0
        state.apply(move)  # checked: an illegal AI move is a bug and must fail loudly
        seat_result = results[seat]
        seat_result.moves += 1
        seat_result.think_total += think
        seat_result.think_max = max(seat_result.think_max, think)
        moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"game {index} (seed {deal_seed}) does not end")
    outcome = state.outcome()
    for seat, seat_result in enumerate(results):
        seat_result.score = outcome.scores[seat]
        seat_result.share = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    return GameResult(index, deal_seed, results, moves, time.perf_counter() - started)


@dataclass
class PlayerStats:
    label: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    shares: float = 0.0
    score_total: float = 0.0
    moves: int = 0
    think_total: float = 0.0
    think_max: float = 0.0
    scores: list[int] = field(default_factory=list)

    def add(self, seat: SeatResult) -> None:
        self.games += 1
        if seat.share == 1.0:
            self.wins += 1
        elif seat.share > 0:
            self.draws += 1
        self.shares += seat.share
        self.score_total += seat.score
        self.scores.append(seat.score)
        self.moves += seat.moves
        self.think_total += seat.think_total
        self.think_max = max(self.think_max, seat.think_max)

    @property
    def win_rate(self) -> float:
        return self.shares / self.games if self.games else math.nan

    def interval(self) -> tuple[float, float]:
        return wilson(self.shares, self.games)

    @property
    def mean_score(self) -> float:
        return self.score_total / self.games if self.games else math.nan

    @property
    def mean_think(self) -> float:
        return self.think_total / self.moves if self.moves else 0.0

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval()
        return {
            "player": self.label, "games": self.games, "wins": self.wins, "draws": self.draws,
            "win_rate": self.win_rate, "ci95": [low, high], "mean_score": self.mean_score,
            "moves": self.moves, "mean_think": self.mean_think, "max_think": self.think_max,
        }  # fmt: skip


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a rate (shared wins count fractionally)."""
    if trials == 0:
        return (math.nan, math.nan)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class ArenaReport:
    game: str
    options: dict[str, Any]
    players: list[str]
    seed: int
    games: list[GameResult]
    seconds: float
    jobs: int

    def stats(self) -> list[PlayerStats]:
        by_label: dict[str, PlayerStats] = {}
        for label in self.players:
            by_label.setdefault(label, PlayerStats(label))
        for game in sorted(self.games, key=lambda g: g.index):
            for seat in game.seats:
                by_label[seat.label].add(seat)
        return list(by_label.values())

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "options": self.options, "players": self.players,
            "seed": self.seed, "games": len(self.games), "jobs": self.jobs,
            "seconds": self.seconds, "stats": [s.to_json() for s in self.stats()],
            "results": [asdict(g) for g in sorted(self.games, key=lambda g: g.index)],
        }  # fmt: skip

    def table(self) -> str:
        opts = ", ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        lines = [
            f"{self.game} ({opts}): {len(self.games)} games, seed {self.seed}, "
            f"{self.jobs} job(s), {self.seconds:.0f} s",
            f"{'player':16s} {'games':>5s} {'wins':>5s} {'draws':>5s} {'win rate':>8s} "
            f"{'95% interval':>15s} {'mean score':>10s} {'think mean':>10s} {'think max':>9s}",
        ]
        for s in self.stats():
            low, high = s.interval()
            lines.append(
                f"{s.label:16s} {s.games:5d} {s.wins:5d} {s.draws:5d} {100 * s.win_rate:7.1f}% "
                f"  [{100 * low:5.1f}, {100 * high:5.1f}]% {s.mean_score:10.1f} "
                f"{s.mean_think:9.3f}s {s.think_max:8.3f}s"
            )
        return "\n".join(lines)


def resolve_run(
    game_id: str,
    players: Sequence[str],
    budget: float = DEFAULT_BUDGET,
    options: dict[str, Any] | None = None,
) -> tuple[list[PlayerSpec], dict[str, Any]]:
    """The players' specs and the game's full options for a run (ValueError when they do not
    make a game: an unknown level, a bad option, the wrong number of players)."""
    specs = [PlayerSpec.parse(p, budget) for p in players]
    opts = dict(options or {})
    cls = game_class(game_id)
    if "players" not in opts and cls.min_players <= len(specs) <= cls.max_players:
        opts["players"] = len(specs)
    game = get_game(game_id, **opts)  # validates the options early, in this process
    if game.num_players != len(specs):
        raise ValueError(
            f"{game_id} is played by {game.num_players} here, but {len(specs)} players were given"
        )
    return specs, dict(game.options)


def run_arena(
    game_id: str,
    players: Sequence[str],
    games: int,
    *,
    seed: int = 1,
    jobs: int = 1,
    budget: float = DEFAULT_BUDGET,
    options: dict[str, Any] | None = None,
    progress: Callable[[GameResult, int], None] | None = None,
) -> ArenaReport:
    """Play ``games`` games and collect the results (``jobs`` worker processes)."""
    specs, opts = resolve_run(game_id, players, budget, options)
    started = time.perf_counter()
    results: list[GameResult] = []
    if jobs <= 1:
        for index in range(games):
            results.append(play_game(game_id, opts, specs, index, seed))
            if progress:
                progress(results[-1], len(results))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [
                pool.submit(play_game, game_id, opts, specs, index, seed) for index in range(games)
            ]
            for future in as_completed(futures):
                results.append(future.result())
                if progress:
                    progress(results[-1], len(results))
    return ArenaReport(
        game_id, opts, [s.label for s in specs], seed, results,
        time.perf_counter() - started, max(jobs, 1),
    )  # fmt: skip


def warn_if_crowded(specs: Sequence[PlayerSpec], jobs: int, who: str = "holomino arena") -> None:
    """Say so (as ``who``) when the Experts' worker processes would need more cores than there
    are: the budget is wall-clock time, so such a run measures a weaker Expert."""
    processes = max(spec.processes for spec in specs)
    cores = os.cpu_count() or 1
    if processes > 1 and jobs * processes > cores:
        print(
            f"{who}: {jobs} job(s) × {processes} Expert processes exceed the {cores} "
            "cores: the Expert gets fewer iterations than its budget would buy",
            file=sys.stderr,
        )
