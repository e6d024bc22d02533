"""Holandski domino: what round-level strength means for a whole match.

Whole matches are slow to measure (a four-player match lasts some 17 rounds, 40 of them take half
an hour) and swing widely, while ``dutch_rounds.py`` measures single rounds quickly. This script
joins the two: given how often one seat gets the kružić in a round at each table size, it
computes exactly (a small Markov chain over everybody's kružići) how often that seat wins the
match — the last one with fewer than 5 kružići — and the par for the table.

    python benchmarks/research/dutch_match_model.py --loss 4=0.188 3=0.298 2=0.421

Each ``N=P`` is the seat's chance of getting the kružić in a round with N seats still playing;
the other seats share the rest equally (a blocked tie, where nobody gets one, is counted as a
round the seat escaped, as ``dutch_rounds.py`` does). A table size left out is played at par.
"""

from __future__ import annotations

import argparse
from functools import cache

ELIMINATED_AT = 5


def match_win_chance(players: int, loss: dict[int, float], limit: int = ELIMINATED_AT) -> float:
    """The chance that one seat wins a match of ``players`` seats from nobody having a kružić,
    when it gets the round's kružić with chance ``loss[n]`` at a table of ``n`` seats."""

    @cache
    def win(mine: int, others: tuple[int, ...]) -> float:
        if mine >= limit:
            return 0.0
        if not others:
            return 1.0
        seats = len(others) + 1
        own = loss.get(seats, 1.0 / seats)
        each = (1.0 - own) / len(others)
        chance = own * win(mine + 1, others)
        for i in range(len(others)):
            after = list(others)
            after[i] += 1
            chance += each * win(mine, tuple(sorted(c for c in after if c < limit)))
        return chance

    return win(0, (0,) * (players - 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7))
    parser.add_argument("--loss", nargs="+", default=[], metavar="N=P")
    args = parser.parse_args(argv)
    loss: dict[int, float] = {}
    for item in args.loss:
        seats, _, text = item.partition("=")
        try:
            size, chance = int(seats), float(text)
        except ValueError:
            parser.error(f"--loss wants N=P (seats=chance), not '{item}'")
        if not 0.0 <= chance <= 1.0:
            parser.error(f"a chance lies between 0 and 1, not {text}")
        loss[size] = chance
    for seats in range(args.players, 1, -1):
        print(f"  {seats} seats: gets the kružić in {loss.get(seats, 1 / seats):.1%} of rounds "
              f"(par {1 / seats:.1%})")  # fmt: skip
    chance = match_win_chance(args.players, loss)
    print(f"{args.players} players: wins {chance:.1%} of matches (par {1 / args.players:.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
