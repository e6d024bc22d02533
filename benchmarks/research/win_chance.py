"""How much a lead is worth: the win chance behind a lead, fitted on self-play.

    python benchmarks/research/win_chance.py --game triominos [--games 3000] [--seed 10000]
    python benchmarks/research/win_chance.py --game holomino [--games 3000] [--seed 10000]
    python benchmarks/research/win_chance.py --game hexadomino [--games 2000] [--seed 10000]

Plays ``--games`` two-player games (matches) between two Intermediates, records every position
and who won, and fits for each band of positions the scale ``s`` of ``P(seat 0 wins) =
sigmoid(lead / s)`` by maximum likelihood (a grid of scales). Next to each fitted scale it
prints the mean of what the game's ``chance_scale`` (the Expert's) gives the band's positions,
so a change of either shows at once (``docs/decisions.md``: issue 22), and what the flat scale
the game had before costs in log-likelihood per position.

- Triominos: the lead is the difference of the match totals. Bands: a running match by the
  points the leader still needs to pass 400; the last round (after someone passed 400, which
  is played out) by the tiles still on the racks.
- Holomino: the lead is the margin of the Expert's evaluation (``HolominoHeuristics.evaluate``:
  the scores plus the tempo of the seat to move), which is what its chance is read from. Bands:
  the tiles still to be placed (sack and both hands).
- Hexadomino (two players): as Holomino, with the stones still to be placed (stock and hands).
"""

from __future__ import annotations

import argparse
import math
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from holomino_desktop.ai.heuristics import Heuristics, sigmoid
from holomino_desktop.ai.hexadomino_ai import HexadominoHeuristics
from holomino_desktop.ai.holomino_ai import HolominoHeuristics
from holomino_desktop.ai.levels import make_player
from holomino_desktop.ai.triominos_ai import TriominosHeuristics
from holomino_desktop.engine.base import Game, State
from holomino_desktop.engine.hexadomino import HexadominoGame, HexadominoState
from holomino_desktop.engine.holomino import HolominoGame, HolominoState
from holomino_desktop.engine.triominos import TARGET, TriominosGame, TriominosState

SCALES = (
    1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 10, 12, 14, 16, 18, 20, 25, 30, 35, 40, 45, 50, 60,
    75, 90, 110, 130, 160, 200,
)  # fmt: skip
#: (kind of band, its lowest value, its width)
Band = tuple[str, int, int]


@dataclass(frozen=True)
class Subject:
    """What the fit needs of one game."""

    game: Callable[[], Game]
    heuristics: Callable[[], Heuristics]
    band: Callable[[State], Band]
    lead: Callable[[Heuristics, State], float]
    #: the flat scale the game's chance was read with before it was fitted
    flat: float


def _triominos_band(state: State) -> Band:
    assert isinstance(state, TriominosState)
    top = max(state.scores())
    if top > TARGET:
        return ("last round, tiles on racks", sum(map(len, state.hands)) // 3 * 3, 3)
    return ("running, points to go", (TARGET + 1 - top) // 50 * 50, 50)


def _score_lead(_: Heuristics, state: State) -> float:
    mine, theirs = state.scores()
    return float(mine - theirs)


def _holomino_band(state: State) -> Band:
    assert isinstance(state, HolominoState)
    left = len(state.sack) + len(state.hands[0]) + len(state.hands[1])
    return ("tiles still to place", left // 4 * 4, 4)


def _hexadomino_band(state: State) -> Band:
    assert isinstance(state, HexadominoState)
    left = len(state.stock) + sum(map(len, state.hands))
    return ("stones still to place", left // 4 * 4, 4)


def _evaluated_lead(heuristics: Heuristics, state: State) -> float:
    mine, theirs = heuristics.evaluate(state)
    return mine - theirs


SUBJECTS: dict[str, Subject] = {
    "triominos": Subject(TriominosGame, TriominosHeuristics, _triominos_band, _score_lead, 30.0),
    "holomino": Subject(HolominoGame, HolominoHeuristics, _holomino_band, _evaluated_lead, 18.0),
    "hexadomino": Subject(
        HexadominoGame, HexadominoHeuristics, _hexadomino_band, _evaluated_lead, 8.0
    ),
}


def positions(subject: Subject, games: int, seed: int) -> list[tuple[Band, float, float, float]]:
    """(band, seat 0's lead, the Expert's scale there, seat 0's share of the win) for every
    position of every game."""
    game = subject.game()
    expert = subject.heuristics()
    rows: list[tuple[Band, float, float, float]] = []
    for index in range(games):
        state = game.new_initial_state(seed=seed + index)
        players = [make_player("intermediate", seed=2 * index + seat) for seat in range(2)]
        seen: list[tuple[Band, float, float]] = []
        while not state.is_terminal():
            lead = subject.lead(expert, state)
            seen.append((subject.band(state), lead, expert.chance_scale(state)))
            seat = state.current_player
            state.apply(players[seat].choose_move(state.view(seat)))
        winners = state.outcome().winners
        share = 1.0 / len(winners) if 0 in winners else 0.0
        rows.extend((band, lead, scale, share) for band, lead, scale in seen)
    return rows


def log_likelihood(data: list[tuple[float, float]], scale: float) -> float:
    total = 0.0
    for lead, share in data:
        p = min(max(sigmoid(lead / scale), 1e-9), 1.0 - 1e-9)
        total += share * math.log(p) + (1.0 - share) * math.log(1.0 - p)
    return total / len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(SUBJECTS), default="triominos")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=10000)
    args = parser.parse_args()
    subject = SUBJECTS[args.game]
    bands: dict[Band, list[tuple[float, float]]] = defaultdict(list)
    shipped: dict[Band, list[float]] = defaultdict(list)
    for band, lead, scale, share in positions(subject, args.games, args.seed):
        bands[band].append((lead, share))
        shipped[band].append(scale)
    flat = f"flat {subject.flat:g} costs"
    print(f"{args.games} Intermediate self-play games of {args.game}, seed {args.seed}")
    print(f"{'band':<36} {'positions':>9} {'fitted':>7} {'shipped':>8} {flat:>14}")
    for band in sorted(bands):
        data = bands[band]
        if len(data) < 200:
            continue
        fitted = max(SCALES, key=lambda s: log_likelihood(data, s))
        worse = log_likelihood(data, fitted) - log_likelihood(data, subject.flat)
        kind, low, width = band
        label = f"{kind} {low}–{low + width - 1}"
        print(
            f"{label:<36} {len(data):>9} {fitted:>7} "
            f"{sum(shipped[band]) / len(shipped[band]):>8.1f} "
            f"{worse:>11.4f}/pos"
        )


if __name__ == "__main__":
    main()
