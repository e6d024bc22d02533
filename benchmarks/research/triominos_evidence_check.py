"""Does what the table infers of the Triominos racks hold against real players?

    python benchmarks/research/triominos_evidence_check.py [--players greedy,intermediate] \\
        [--games 12]
    python benchmarks/research/triominos_evidence_check.py --overlap [--slack 5,0] [--samples 16]

Plays seeded 2-player games between two levels (not the Expert: it is slow, and its draws are
not what the evidence reads) and after every move checks both true racks against
``TriominosState.void_evidence``. Prints how many checks held; each miss is a guess the
players broke (the evidence is taken, not proven: see docs/decisions.md).

``--overlap`` measures what the evidence is worth to the Expert instead: at every third position
the seat to move deals the unseen tiles ``--samples`` times (``sample_hidden``, as the search
does) and the share of the other rack's true tiles that the dealt rack holds is averaged. It is
printed for a uniform deal (the rack's share of the unseen tiles), for each ``POINTS_SLACK`` of
``--slack`` (a slack of 99 keeps only what draws and passes showed); a seat that saw the rack
would have 1.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator

from holomino_desktop.ai.levels import make_player
from holomino_desktop.engine import get_game, triominos
from holomino_desktop.engine.triominos import TriominosState, rack_fits_evidence


def played(levels: list[str], games: int) -> Iterator[tuple[int, int, TriominosState]]:
    """(seed, ply, position) before every move and at the end of ``games`` games between
    ``levels``, game ``i`` dealt with seed ``i``."""
    for seed in range(games):
        state = get_game("triominos").new_initial_state(seed=seed)
        assert isinstance(state, TriominosState)
        players = [make_player(level, seed=seed + k) for k, level in enumerate(levels)]
        ply = 0
        while True:
            yield seed, ply, state
            if state.is_terminal():
                break
            seat = state.current_player
            state.apply(players[seat].choose_move(state.view(seat)))
            ply += 1


def check(levels: list[str], games: int) -> tuple[int, int]:
    """(checks that held, checks): both racks after every move."""
    held = checks = 0
    for _, ply, state in played(levels, games):
        if ply:
            for p in range(len(levels)):
                checks += 1
                held += rack_fits_evidence(state.hand(p), state.void_evidence(p))
    return held, checks


def overlap(
    levels: list[str], games: int, slacks: list[int], samples: int
) -> tuple[float, dict[int, float], int]:
    """(uniform share, share by slack, positions sampled), every third position of
    :func:`played`."""
    uniform, positions = 0.0, 0
    dealt_right = dict.fromkeys(slacks, 0.0)
    kept = triominos.POINTS_SLACK
    try:
        for seed, ply, state in played(levels, games):
            if state.is_terminal() or ply % 3:
                continue
            seat = state.current_player
            rack = set(state.hand(1 - seat))
            if not rack:
                continue
            view = state.view(seat)
            assert isinstance(view, TriominosState)
            positions += 1
            uniform += len(rack) / len(view.hidden_tiles(seat))
            for slack in slacks:
                triominos.POINTS_SLACK = slack  # read when the evidence is worked out
                view._voids = None  # cached by the log's length: work it out again
                rng = random.Random(seed * 100_000 + ply)
                for _ in range(samples):
                    sample = view.sample_hidden(seat, rng)
                    assert isinstance(sample, TriominosState)
                    right = len(rack & set(sample.hand(1 - seat)))
                    dealt_right[slack] += right / len(rack) / samples
    finally:
        triominos.POINTS_SLACK = kept
    shares = {slack: total / max(1, positions) for slack, total in dealt_right.items()}
    return uniform / max(1, positions), shares, positions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="greedy,intermediate")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument(
        "--overlap", action="store_true", help="how much of a rack a deal gets right"
    )
    parser.add_argument("--slack", default=f"99,{triominos.POINTS_SLACK},0")
    parser.add_argument("--samples", type=int, default=16)
    args = parser.parse_args(argv)
    levels = args.players.split(",")
    if len(levels) != 2 or "expert" in levels:
        parser.error("two levels, not the Expert, e.g. greedy,intermediate")
    if args.overlap:
        try:
            slacks = [int(s) for s in args.slack.split(",")]
        except ValueError:
            parser.error("--slack takes whole numbers of points, e.g. 99,5,0")
        uniform, shares, positions = overlap(levels, args.games, slacks, args.samples)
        by_slack = ", ".join(f"slack {s}: {share:.3f}" for s, share in shares.items())
        print(
            f"{' vs '.join(levels)}, {args.games} games, {positions} positions: share of the other "
            f"rack dealt right: uniform: {uniform:.3f}, {by_slack}"
        )
        return 0
    held, checks = check(levels, args.games)
    print(
        f"{' vs '.join(levels)}, {args.games} games: the racks fitted the evidence in "
        f"{held} of {checks} checks"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
