"""Does what the table infers of the Triominos racks hold against real players?

    python benchmarks/triominos_evidence_check.py [--players greedy,intermediate] [--games 12]

Plays seeded 2-player games between two levels (not the Expert: it is slow, and its draws are
not what the evidence reads) and after every move checks both true racks against
``TriominosState.void_evidence``. Prints how many checks held; each miss is a guess the
players broke (the evidence is taken, not proven: see docs/decisions.md).
"""

from __future__ import annotations

import argparse
import sys

from holomino_desktop.ai.levels import make_player
from holomino_desktop.engine import get_game
from holomino_desktop.engine.triominos import TriominosState, rack_fits_evidence


def check(levels: list[str], games: int) -> tuple[int, int]:
    """(checks that held, checks) over ``games`` games, game ``i`` dealt with seed ``i``."""
    held = checks = 0
    for seed in range(games):
        state = get_game("triominos").new_initial_state(seed=seed)
        assert isinstance(state, TriominosState)
        players = [make_player(level, seed=seed + k) for k, level in enumerate(levels)]
        while not state.is_terminal():
            seat = state.current_player
            state.apply(players[seat].choose_move(state.view(seat)))
            for p in range(len(levels)):
                checks += 1
                held += rack_fits_evidence(state.hand(p), state.void_evidence(p))
    return held, checks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="greedy,intermediate")
    parser.add_argument("--games", type=int, default=12)
    args = parser.parse_args(argv)
    levels = args.players.split(",")
    if len(levels) != 2 or "expert" in levels:
        parser.error("two levels, not the Expert, e.g. greedy,intermediate")
    held, checks = check(levels, args.games)
    print(
        f"{' vs '.join(levels)}, {args.games} games: the racks fitted the evidence in "
        f"{held} of {checks} checks"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
