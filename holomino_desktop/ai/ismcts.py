"""The Expert: Information-Set Monte Carlo Tree Search.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012, "Information Set Monte Carlo Tree
Search", IEEE TCIAIG 4(2)). Every iteration

1. samples a *determinization*: ``view.sample_hidden(seat, rng)`` deals the tiles the seat cannot
   see (other racks, the order of the stock) at random, and reseeds the state's RNG, so every
   draw inside the iteration is a sampled chance event too;
2. walks down one tree shared by all determinizations, choosing among the children whose moves
   are legal in *this* determinization by UCB with availability counts, plus a progressive bias
   from the game heuristics (the Intermediate's judgement at the root, the immediate gain below)
   that fades as visits accumulate;
3. adds one node (progressive widening keeps wide nodes narrow until they are visited often);
4. plays a short heuristic rollout and scores the position with :meth:`Heuristics.rewards`;
5. backs the reward of each node's *mover* up the path, so in a multi-player game every seat
   maximises its own result.

The tree only ever sees the view and states sampled from it.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from ..engine.base import Move, State
from .base import DEFAULT_BUDGET, CancelFlag, Clock, SeededPlayer, check_playable
from .greedy import judge
from .heuristics import Heuristics, heuristics_for, sigmoid


class Node:
    """A tree node: the move that led here, who made it, and that seat's statistics."""

    __slots__ = (
        "move", "mover", "children", "visits", "avail", "total", "squares", "bias", "values",
    )  # fmt: skip

    def __init__(self, move: Move | None, mover: int, bias: float = 0.0) -> None:
        self.move = move
        self.mover = mover
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        #: the sum of the squared rewards: how much they spread (the game review's confidence)
        self.squares = 0.0
        self.bias = bias
        #: immediate values of the moves seen at this node (cache across determinizations)
        self.values: dict[Move, float] = {}

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    @property
    def error(self) -> float:
        """The standard error of :attr:`mean` (how far it may be off by chance alone)."""
        if self.visits < 2:
            return math.inf
        spread = max(0.0, self.squares / self.visits - self.mean**2)
        return math.sqrt(spread / (self.visits - 1))


@dataclass(frozen=True)
class SearchResult:
    """What one search found: root moves with visits and mean reward, and the effort spent."""

    moves: list[tuple[Move, int, float]]  # (move, visits, mean reward), most visited first
    iterations: int
    seconds: float
    #: the standard error of each searched root move's mean reward (the game review reads it)
    errors: dict[Move, float] = field(default_factory=dict)

    @property
    def best(self) -> Move:
        return self.moves[0][0]

    def stats(self, move: Move) -> tuple[int, float]:
        """(visits, mean reward) of ``move`` at the root; (0, nan) when it was not searched."""
        for candidate, visits, mean in self.moves:
            if candidate == move:
                return visits, mean
        return 0, math.nan


class ISMCTS:
    """The search itself; :class:`ExpertPlayer` wraps it in the player protocol."""

    def __init__(
        self,
        heuristics: Heuristics,
        rng: random.Random,
        *,
        exploration: float = 0.7,
        bias_weight: float | None = None,
        widen_base: float = 3.0,
        widen_factor: float = 1.5,
        root_widen_base: float = 4.0,
        root_widen_factor: float = 0.6,
    ) -> None:
        self.h = heuristics
        self.rng = rng
        #: what deals the hidden tiles of each iteration (``rng`` unless set): two searches
        #: given equal ``deals`` see the same deals, so the game review compares two moves on
        #: the same luck
        self.deals = rng
        self.exploration = exploration
        self.bias_weight = heuristics.bias_weight if bias_weight is None else bias_weight
        self.widen_base = widen_base
        self.widen_factor = widen_factor
        # The root's moves are ordered by the Intermediate's judgement, which is good: widen
        # it slowly so that a short search studies the few best candidates properly.
        self.root_widen_base = root_widen_base
        self.root_widen_factor = root_widen_factor
        self.base: list[float] = []
        #: the moves the root is restricted to (``search(root_moves=...)``), or None
        self.root_only: frozenset[Move] | None = None

    # -- public --------------------------------------------------------------------------
    def search(
        self,
        view: State,
        clock: Clock,
        max_iterations: int | None = None,
        *,
        root_moves: list[Move] | None = None,
    ) -> SearchResult:
        """Search ``view`` until ``clock`` runs out or after ``max_iterations`` iterations.

        ``root_moves`` (legal moves of ``view``) restricts the root to those moves and searches
        them even when there is only one: the game review asks what a move it did not choose
        is worth (``ai/review.py``).
        """
        seat = view.current_player
        legal = check_playable(view)
        moves = list(root_moves) if root_moves else self.h.candidates(view, legal)
        self.root_only = frozenset(moves) if root_moves else None
        root = Node(None, -1)
        if len(moves) == 1 and not root_moves:
            return SearchResult([(moves[0], 0, 0.5)], 0, clock.elapsed())
        # The seat's own moves do not depend on what it cannot see: judge them once, on the view.
        values = judge(view, moves, self.h.greedy_values, clock)
        root.values = dict(zip(moves, values, strict=True))
        self.base = self.h.baseline(view)
        iterations = 0
        slowest = 0.0
        limit = max_iterations if max_iterations is not None else 1 << 62
        while iterations < limit and not clock.expired(margin=slowest):
            started = time.perf_counter()
            self._iterate(root, view.sample_hidden(seat, self.deals))
            iterations += 1
            slowest = max(slowest * 0.98, time.perf_counter() - started)
            if iterations % 64 == 0 and max_iterations is None and self._settled(root, clock):
                break
        return self._result(root, moves, iterations, clock.elapsed())

    @staticmethod
    def _settled(root: Node, clock: Clock) -> bool:
        """True when no other move can overtake the most visited one in the time left, even
        if it got every remaining iteration (the answer cannot change: stop thinking)."""
        if clock.deadline == float("inf"):
            return False
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        if len(visits) < 2:
            return False
        elapsed = clock.elapsed()
        rate = root.visits / elapsed if elapsed > 0 else 0.0
        return visits[0] - visits[1] > rate * clock.remaining()

    # -- one iteration -------------------------------------------------------------------
    def _iterate(self, root: Node, state: State) -> None:
        h = self.h
        node = root
        path: list[Node] = []
        expanded = False
        while not expanded and not state.is_terminal():
            if node is root and self.root_only is not None:
                # the seat's own moves: legal in every determinization of its view
                moves = [m for m in state.legal_moves() if m in self.root_only]
            else:
                moves = h.candidates(state, state.legal_moves())
            children = node.children
            available = [children[m] for m in moves if m in children]
            width = self._width(node.visits, node is root)
            if len(available) < len(moves) and len(available) < width:
                child = self._expand(node, state, moves)
                expanded = True
            else:
                child = self._select(node, available)
            for other in available:
                other.avail += 1
            assert child.move is not None  # only the root has no move
            state.apply_legal(child.move)  # legal in this determinization
            path.append(child)
            node = child
        depth = h.rollout_depth
        rng = self.rng
        while depth > 0 and not state.is_terminal():
            state.apply_legal(h.rollout_move(state, state.legal_moves(), rng))
            depth -= 1
        rewards = h.rewards(state, self.base)
        root.visits += 1
        for visited in path:
            reward = rewards[visited.mover]
            visited.visits += 1
            visited.total += reward
            visited.squares += reward * reward

    def _width(self, visits: int, at_root: bool) -> float:
        """How many children a node with ``visits`` visits may have (progressive widening)."""
        if at_root:
            return self.root_widen_base + self.root_widen_factor * math.sqrt(visits)
        return self.widen_base + self.widen_factor * math.sqrt(visits)

    def _expand(self, node: Node, state: State, moves: list[Move]) -> Node:
        """Add the untried move with the best immediate value (ties at random)."""
        known = node.values
        fresh = [m for m in moves if m not in known]
        if fresh:
            known.update(zip(fresh, self.h.quick_values(state, fresh), strict=True))
        children = node.children
        best_value = -math.inf
        best: list[Move] = []
        for move in moves:
            if move in children:
                continue
            value = known[move]
            if value > best_value:
                best_value, best = value, [move]
            elif value == best_value:
                best.append(move)
        move = best[self.rng.randrange(len(best))]
        top = max(known[m] for m in moves)
        bias = 2.0 * sigmoid((best_value - top) / self.h.scale) if top > -math.inf else 0.0
        child = Node(move, state.current_player, bias)
        children[move] = child
        return child

    def _select(self, node: Node, available: list[Node]) -> Node:
        c, w = self.exploration, self.bias_weight
        best: Node = available[0]
        best_score = -math.inf
        for child in available:
            visits = child.visits
            score = (
                child.total / visits
                + c * math.sqrt(math.log(child.avail) / visits)
                + w * child.bias / (visits + 1)
            )
            if score > best_score:
                best, best_score = child, score
        return best

    # -- the answer ----------------------------------------------------------------------
    def _result(
        self, root: Node, moves: list[Move], iterations: int, seconds: float
    ) -> SearchResult:
        prior = root.values
        ranked = sorted(
            moves,
            key=lambda m: (
                root.children[m].visits if m in root.children else 0,
                root.children[m].mean if m in root.children else 0.0,
                prior.get(m, -math.inf),
            ),
            reverse=True,
        )
        out = []
        errors = {}
        for move in ranked:
            child = root.children.get(move)
            if child is not None and child.visits:
                out.append((move, child.visits, child.mean))
                errors[move] = child.error
            else:
                out.append((move, 0, math.nan))
        return SearchResult(out, iterations, seconds, errors)


class ExpertPlayer(SeededPlayer):
    """Expert: ISMCTS for ``budget`` seconds per move (or ``iterations`` iterations, for tests)."""

    name = "expert"

    def __init__(
        self,
        *,
        seed: int | None = None,
        name: str | None = None,
        budget: float = DEFAULT_BUDGET,
        iterations: int | None = None,
        heuristics: Heuristics | None = None,
        **search_options: float,
    ) -> None:
        super().__init__(seed=seed, name=name)
        self.budget = budget
        self.iterations = iterations
        #: the game knowledge to search with (None: the game's own, :func:`heuristics_for`)
        self.heuristics = heuristics
        self.search_options = search_options
        self.last: SearchResult | None = None

    def search(
        self,
        view: State,
        *,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> SearchResult:
        think = self.budget if budget is None else budget
        # A fixed number of iterations is a deterministic search: no clock, only cancel.
        clock = Clock(None if self.iterations is not None else think, cancel)
        h = self.heuristics if self.heuristics is not None else heuristics_for(view)
        search = ISMCTS(h, self.decision_rng(), **self.search_options)
        self.last = search.search(view, clock, self.iterations)
        return self.last

    def choose_move(
        self,
        view: State,
        *,
        budget: float | None = None,
        cancel: CancelFlag | None = None,
    ) -> Move:
        return self.search(view, budget=budget, cancel=cancel).best
