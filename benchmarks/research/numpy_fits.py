"""Does numpy pay for the bulk fit test of move generation? (issue 22; docs/decisions.md)

    python benchmarks/research/numpy_fits.py [--positions 200] [--repeat 20]

For mid-game positions of Triominos, Holomino and Hexadomino it times two ways of listing the
placements of the player to move, both returning the same moves:

* ``python``: the engine's own ``_placements`` (a loop over the open cells; per cell one AND of
  the key's fit mask with the hand mask, then the fitting tiles);
* ``numpy``: the open cells' keys gathered into an array, the fit masks looked up and ANDed
  with the hand mask for all cells at once, and only the cells with a fit visited in Python to
  build the moves (they must be Python objects in the end).

Prints the median time per position of each (best of ``--repeat`` calls) and the ratio. numpy
needs ``pip install numpy``; it is not a dependency of the app.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from holomino_desktop.bench import mid_game_positions
from holomino_desktop.engine import hexadomino as hx
from holomino_desktop.engine import holomino as ho
from holomino_desktop.engine import triominos as tr
from holomino_desktop.engine.base import Move, State

TRI_MASKS = np.array(tr._FIT_MASK, dtype=np.uint64)  # 56 tiles: fits in 64 bits
HOLO_MASKS = np.array(ho._FIT_MASK, dtype=np.uint64)
#: Hexadomino: every one of the 7^6 keys' stone mask (64 stones), 0.9 MB
HEX_MASKS = np.array([hx._fit(key)[0] for key in range(7**6)], dtype=np.uint64)


def triominos_numpy(state: tr.TriominosState) -> list[Move]:
    hand_mask = state.masks[state.current_player]
    cells = np.fromiter(state.front.keys(), dtype=np.int64, count=len(state.front))
    keys = np.fromiter(state.front.values(), dtype=np.int64, count=len(state.front))
    fits = TRI_MASKS[keys] & np.uint64(hand_mask)
    moves: list[Move] = []
    for index in np.flatnonzero(fits).tolist():
        cell, key, bits = int(cells[index]), int(keys[index]), int(fits[index])
        x, y = tr._cell_xy(cell)
        rotations = tr._FIT_ROTATION[key]
        while bits:
            low = bits & -bits
            tile = low.bit_length() - 1
            moves.append(tr.Place(tile, x, y, rotations[tile]))
            bits ^= low
    return moves


def holomino_numpy(state: ho.HolominoState) -> list[Move]:
    hand = state.hands[state.current_player]
    hand_mask = sum(1 << t for t in hand)
    items = [(c, k) for c, k in state.req.items() if k >= 0]
    if not state._roomy():
        items = [(c, k) for c, k in items if state._fits_bound(c)]
    keys = np.array([k for _, k in items], dtype=np.int64)
    fits = HOLO_MASKS[keys] & np.uint64(hand_mask)
    moves: list[Move] = []
    for index in np.flatnonzero(fits).tolist():
        cell, key = items[index]
        q, r = ho._cell_qr(cell)
        fit = ho._FIT[key]
        for tile in hand:
            rotation = fit.get(tile)
            if rotation is not None:
                moves.append(ho.Place(tile, q, r, rotation))
    return moves


def hexadomino_numpy(state: hx.HexadominoState) -> list[Move]:
    hand = state.hands[state.current_player]
    hand_mask = sum(1 << t for t in hand)
    cells = np.fromiter(state.req.keys(), dtype=np.int64, count=len(state.req))
    keys = np.fromiter(state.req.values(), dtype=np.int64, count=len(state.req))
    fits = HEX_MASKS[keys] & np.uint64(hand_mask)
    moves: list[Move] = []
    for index in np.flatnonzero(fits).tolist():
        cell = int(cells[index])
        q, r = hx._cell_qr(cell)
        rotations = hx._fit(int(keys[index]))[1]
        for tile in hand:
            for k in rotations[tile]:
                moves.append(hx.Place(tile, q, r, k))
    return moves


CASES: dict[str, tuple[Callable[[Any], list[Move]], Callable[[Any], list[Move]]]] = {
    "triominos": (lambda s: s._placements(s.masks[s.current_player]), triominos_numpy),
    "holomino": (lambda s: s._placements(), holomino_numpy),
    "hexadomino": (lambda s: s._placements(), hexadomino_numpy),
}


def best_time(fn: Callable[[State], list[Move]], state: State, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn(state)
        best = min(best, time.perf_counter() - t0)
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    for game_id, (plain, vector) in CASES.items():
        states = [s for s in mid_game_positions(game_id, args.positions) if s.current_player >= 0]
        states = [s for s in states if game_id != "triominos" or s.board]
        for s in states:
            assert plain(s) == vector(s), f"{game_id}: numpy lists other moves"
        py = [best_time(plain, s, args.repeat) for s in states]
        npy = [best_time(vector, s, args.repeat) for s in states]
        cells = statistics.mean(len(getattr(s, "front", None) or s.req) for s in states)
        print(
            f"{game_id:11s} {len(states):4d} positions, {cells:5.1f} open cells: python "
            f"{statistics.median(py):6.1f} µs, numpy {statistics.median(npy):6.1f} µs "
            f"(numpy/python {statistics.median(npy) / statistics.median(py):4.2f}×)"
        )


if __name__ == "__main__":
    main()
