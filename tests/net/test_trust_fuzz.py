"""A hostile host's views by the thousand: true views of all five games, mutated (wrong kinds,
huge and negative numbers, huge lists and texts, fields missing or added, nested garbage,
numbers nudged, items swapped, one field's value put in another), go to the guest's check.

Whatever comes, :func:`~holomino_desktop.net.trust.trusted_view` either refuses it
(``Untrusted``) or returns a view on which everything a guest does (list the legal moves, play
them, draw the table, deal the unseen tiles and play on as the AI does, let the AI choose)
raises nothing; and the check and all that together allocate at most :data:`MEMORY_BOUND`
bytes (tracemalloc's peak). The default run tries :data:`QUICK` mutated views; the slow one
(``pytest --runslow -s tests/net/test_trust_fuzz.py -k hundred``) tries 100,000 and prints
the count.
"""

from __future__ import annotations

import copy
import json
import random
import tracemalloc
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.ai.levels import make_player
from holomino_desktop.engine.base import State
from holomino_desktop.net.schema import Untrusted
from holomino_desktop.net.trust import trusted_view

from .hostile import RealView, real_views

#: mutated views the default run tries (some seconds)
QUICK = 2_000
#: the most the check of one view, and a guest's use of what it accepts, may allocate (a
#: Hexadomino stone id of 2^34 once asked for 4.4 GB)
MEMORY_BOUND = 8_000_000
#: the true views mutated: every game, player count and variant, from the deal to the end
POOL: list[RealView] = list(real_views(plies=(0, 9, 40, 400), seeds=range(1, 2)))

_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 130), st.integers(),
    st.sampled_from([2**34, 2**63, -(2**63), 2**1000, -1, 7**6, 1 << 56]),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12),
)  # fmt: skip
_garbage = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.dictionaries(st.sampled_from(["t", "d", "c", "f", "n", "e", "x"]), inner, max_size=3),
        st.builds(
            lambda tag, fields: {"c": tag, "f": fields},
            st.sampled_from(["holomino.Hole", "match.PointsMatch", "triominos.PlacedTile"]),
            st.dictionaries(st.text(max_size=8), inner, max_size=3),
        ),
    ),
    max_leaves=15,
)
#: what a hostile host puts in a field
hostile = st.one_of(
    _scalars,
    _garbage,
    st.integers(1_000, 60_000).map(lambda n: "x" * n),  # huge texts
    st.integers(1_000, 15_000).map(lambda n: [1] * n),  # huge lists
    st.lists(st.integers(-2, 70), max_size=70),
)
#: one mutation: which field (any, depth first), what is done to it, with what
mutations = st.tuples(st.integers(0, 10**6), st.integers(0, 6), hostile, st.integers(-3, 3))


def _spots(node: Any, parent: Any = None, key: Any = None) -> Iterator[tuple[Any, Any]]:
    """(container, key) of every value in ``node``, depth first."""
    if parent is not None:
        yield parent, key
    if isinstance(node, dict):
        for child_key, child in list(node.items()):
            yield from _spots(child, node, child_key)
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from _spots(child, node, index)


def mutate(data: Any, changes: list[tuple[int, int, Any, int]]) -> Any:
    data = json.loads(json.dumps(data))  # a copy (quicker than deepcopy)
    for where, kind, value, nudge in changes:
        spots = list(_spots(data))
        if not spots:
            break
        parent, key = spots[where % len(spots)]
        old = parent[key]
        if kind == 1 and type(old) is int:
            parent[key] = old + (nudge or 1)  # a number next to the true one
        elif kind == 2:
            del parent[key]  # a field missing, a list shorter
        elif kind == 3 and isinstance(parent, dict):
            parent[f"x{nudge}"] = value  # a field more
        elif kind == 3:
            parent.append(copy.deepcopy(old))  # an item twice
        elif kind == 4 and isinstance(parent, list):
            other = (key + nudge) % len(parent)
            parent[key], parent[other] = parent[other], parent[key]  # items swapped
        elif kind == 5:
            parent[key] = copy.deepcopy(spots[(where // 7) % len(spots)][0])  # another field's
        else:
            parent[key] = value
    return data


def exercise(state: State, seat: int) -> None:
    """What a guest does with a view: the window draws it and lists the moves, the AI plays
    on deals of the unseen tiles, the seat's AI chooses a move."""
    rng = random.Random(0)
    state.legal_moves()
    state.scores()
    state.fingerprint()
    state.tile_census()
    state.hidden_tiles(seat)
    for name in ("board_tiles", "tiles_on_board", "hexagons", "frontier", "squares", "layout",
                 "targets", "window_shift", "blocked_cells", "playable_cells"):  # fmt: skip
        drawn = getattr(state, name, None)
        if callable(drawn):
            drawn()
    getattr(state, "last_round", None)
    if state.is_terminal():
        state.outcome()
        return
    for move in state.legal_moves()[:3]:
        state.clone().apply(move)
    sample = state.sample_hidden(seat, rng)
    for _ in range(6):
        if sample.is_terminal():
            break
        sample.apply(rng.choice(sample.legal_moves()))
    if state.current_player == seat:
        make_player("intermediate", seed=1).choose_move(state)


def check_one(real: RealView, changes: list[tuple[int, int, Any, int]], seen: Counter[str]) -> None:
    """One mutated view through the check, and through a guest's use when it passes; memory
    is traced from the check on (tracing the fuzzer too would slow it threefold)."""
    data = mutate(real.data, changes)
    tracemalloc.start()
    try:
        try:
            state = trusted_view(data, real.game, real.seat, real.turn)
        except Untrusted:
            seen["refused"] += 1
        else:
            seen["accepted"] += 1
            exercise(state, real.seat)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    seen["examples"] += 1
    seen["peak"] = max(seen["peak"], peak)
    assert peak < MEMORY_BOUND, peak


def _run(examples: int, seen: Counter[str]) -> None:
    @settings(
        max_examples=examples, deadline=None, database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )  # fmt: skip
    @given(st.sampled_from(POOL), st.lists(mutations, min_size=1, max_size=4))
    def run(real: RealView, changes: list[tuple[int, int, Any, int]]) -> None:
        check_one(real, changes, seen)

    run()


def _hexadomino() -> RealView:
    return next(r for r in POOL if r.game.id == "hexadomino" and r.data["f"]["hands"][r.seat])


def test_mutated_views_never_get_past_the_check() -> None:
    seen: Counter[str] = Counter()
    _run(QUICK, seen)
    assert seen["examples"] >= QUICK and seen["refused"] > seen["accepted"]


def test_a_stone_id_of_2_to_the_34_is_refused_in_a_few_bytes() -> None:
    real = _hexadomino()
    data = copy.deepcopy(real.data)
    data["f"]["hands"][real.seat][0] = 2**34
    tracemalloc.start()
    try:
        with pytest.raises(Untrusted):
            trusted_view(data, real.game, real.seat, real.turn)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000


@pytest.mark.slow
def test_a_hundred_thousand_mutated_views() -> None:
    seen: Counter[str] = Counter()
    _run(100_000, seen)
    print(
        f"\n{seen['examples']} mutated views: {seen['refused']} refused, "
        f"{seen['accepted']} accepted and used; none raised past the check; the most one "
        f"allocated: {seen['peak']:,} bytes (bound {MEMORY_BOUND:,})"
    )
    assert seen["examples"] >= 100_000
