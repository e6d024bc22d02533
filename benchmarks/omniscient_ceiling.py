"""How far above an opponent can a search get at all? The Expert, but seeing everything.

    python benchmarks/omniscient_ceiling.py --game triominos [--opponent greedy] [--games 40]
                                            [--seed 5000] [--budget 1.0] [--sees all|racks]
                                            [--players 2]

The "omniscient" Expert is the shipped ISMCTS at the same budget, but every determinization it
samples is the true position (the other racks and the pool in its real order), so it searches
the game as it will really go on. No honest player can know more, so its win rate against an
opponent bounds what any Expert of this search and budget can reach on these deals: where even
the omniscient one stays under a target, the target asks for more than search can find in a
second. It is a measuring stick and never a level: it lives here, not in ``ai/``.

``--sees racks`` lets it see the other racks but not the order of the pool (drawn tiles stay a
matter of chance): what perfect inference of the racks could be worth, as against knowing the
future draws too.

Seats and seeds as in ``holomino arena --players expert,OPPONENT[,OPPONENT…]``: with ``N``
players, game ``index`` deals ``seed + index // N`` and seats the Expert where the arena's
rotation ``index % N`` puts the first player, so every deal is played from every seat and game
``index`` here pairs with the arena's game of the same deal and rotation. One line per game on
stderr, the total on stdout.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from holomino_desktop.ai.arena import seating, wilson
from holomino_desktop.ai.levels import make_player
from holomino_desktop.engine import get_game
from holomino_desktop.engine.base import State


def omniscient(state: State, sees: str = "all") -> State:
    """A copy of ``state`` whose hidden tiles, when sampled, are always the true ones (with
    ``sees="racks"``: the other racks, the stock shuffled)."""

    class Omniscient(type(state)):  # type: ignore[misc]
        __slots__ = ()

        def sample_hidden(self, player: int, rng: random.Random) -> State:
            sample = self.clone()
            if sees == "racks":
                shuffle_stock(sample, player, rng)
            return sample

    copy = state.clone()
    copy.__class__ = Omniscient
    return copy


def shuffle_stock(state: State, player: int, rng: random.Random) -> None:
    """Put the stock's tiles in a random order, every rack as it is."""
    hidden = state.hidden_tiles(player)
    stock = set(state.tile_census().get("stock", []))
    places = [i for i, tile in enumerate(hidden) if tile in stock]
    tiles = [hidden[i] for i in places]
    rng.shuffle(tiles)
    for i, tile in zip(places, tiles, strict=True):
        hidden[i] = tile
    state.set_hidden_tiles(player, hidden)
    state.seed_rng(rng.getrandbits(64))


def expert_seat(index: int, players: int) -> int:
    """The seat ``holomino arena`` gives its first player (here the Expert) in game ``index``."""
    return seating(index, players).index(0)


def play(
    game_id: str,
    opponent: str,
    budget: float,
    index: int,
    seed: int,
    sees: str = "all",
    num_players: int = 2,
) -> float:
    """Game ``index``: the omniscient Expert's share of the win (1, 0, or a shared fraction)."""
    options = {} if num_players == 2 else {"players": num_players}
    state = get_game(game_id, **options).new_initial_state(seed=seed + index // num_players)
    me = expert_seat(index, num_players)
    seeded = (seed * 1_000_003 + index * 101) & 0x7FFFFFFF
    opponents = [
        make_player(opponent, seed=seeded + k, budget=budget) for k in range(1, num_players)
    ]
    players: list[Any] = opponents[:me] + [make_player("expert", seed=seeded, budget=budget)]
    players += opponents[me:]
    while not state.is_terminal():
        seat = state.current_player
        shown = omniscient(state, sees) if seat == me else state.view(seat)
        state.apply(players[seat].choose_move(shown))
    winners = state.outcome().winners
    return 1.0 / len(winners) if me in winners else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="triominos")
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--sees", choices=("all", "racks"), default="all")
    parser.add_argument("--players", type=int, default=2, help="seats at the table (2-4)")
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 4:
        parser.error("--players must be 2, 3 or 4")
    n = args.players
    wins = 0.0
    for index in range(args.games):
        started = time.perf_counter()
        share = play(args.game, args.opponent, args.budget, index, args.seed, args.sees, n)
        wins += share
        print(
            f"game {index + 1}/{args.games} deal {args.seed + index // n} "
            f"seat {expert_seat(index, n)}: "
            f"{share:g} ({time.perf_counter() - started:.0f} s; {wins:g} so far)",
            file=sys.stderr,
            flush=True,
        )
    low, high = wilson(wins, args.games)
    print(
        f"{args.game}: Expert seeing {'the racks' if args.sees == 'racks' else 'everything'} "
        f"({args.budget:g} s) vs {args.opponent if n == 2 else f'{n - 1}× {args.opponent}'}: "
        f"{wins:g} of {args.games} = {100 * wins / args.games:.1f} % "
        f"(95 % interval {100 * low:.1f}-{100 * high:.1f} %)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
