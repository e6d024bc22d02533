"""Multi-round matches: points to a target (Triominos 400, square domino 100) or loss circles
(kružići, Holandski domino). A game's state owns one of these and tells it when a round ends.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PointsMatch:
    """Totals carried over between rounds until someone reaches ``target``.

    ``strictly_above``: the target must be *passed* (Triominos: "more than 400") rather than
    reached (square domino: "at least 100"). ``tie_plays_on``: an exact tie at the top after the
    target is reached means another round (square domino) instead of a shared win.
    ``crossing_ends_match``: the round in which any total goes beyond the target at any moment is
    the last one, even if that total falls back before the round ends (Triominos: "when a
    player passes 400 during a round, that round is played out and is the last").
    ``max_rounds``: after that round the match ends even below the target (square domino: at
    most 30 rounds, because round scores can be negative and weak play never reaches 100); a
    tie at the top still plays on when ``tie_plays_on``.
    """

    players: int
    target: int
    strictly_above: bool = False
    tie_plays_on: bool = False
    crossing_ends_match: bool = False
    totals: list[int] = field(default_factory=list)
    round_points: list[list[int]] = field(default_factory=list)
    over: bool = False
    crossed: bool = False  # some total went beyond the target during this match
    max_rounds: int | None = None

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = [0] * self.players
        if not self.round_points:
            self.round_points = [[0] * self.players]

    @property
    def round_number(self) -> int:
        """1 for the first round."""
        return len(self.round_points)

    def add(self, player: int, points: int) -> None:
        self.totals[player] += points
        self.round_points[-1][player] += points
        if self._beyond(self.totals[player]):
            self.crossed = True

    def _beyond(self, total: int) -> bool:
        return total > self.target if self.strictly_above else total >= self.target

    def reached(self) -> bool:
        """Whether the target counts as reached now, at the end of a round."""
        if self.crossing_ends_match and self.crossed:
            return True
        return self._beyond(max(self.totals)) or self.last_round_played()

    def last_round_played(self) -> bool:
        """Whether the current round is the last one ``max_rounds`` allows (or beyond it)."""
        return self.max_rounds is not None and self.round_number >= self.max_rounds

    def end_round(self) -> bool:
        """Close the current round; returns True when the match is over."""
        if self.reached():
            best = max(self.totals)
            tied = sum(1 for t in self.totals if t == best) > 1
            if not (tied and self.tie_plays_on):
                self.over = True
                return True
        self.round_points.append([0] * self.players)
        return False

    @property
    def ended_by_round_limit(self) -> bool:
        """Whether the match is over because of ``max_rounds`` with nobody at the target."""
        if not self.over or self.max_rounds is None:
            return False
        if self.crossing_ends_match and self.crossed:
            return False
        return not self._beyond(max(self.totals))

    def winners(self) -> tuple[int, ...]:
        best = max(self.totals)
        return tuple(p for p, t in enumerate(self.totals) if t == best)

    def copy(self) -> PointsMatch:
        return PointsMatch(
            self.players, self.target, self.strictly_above, self.tie_plays_on,
            self.crossing_ends_match, self.totals[:], [r[:] for r in self.round_points],
            self.over, self.crossed, self.max_rounds,
        )  # fmt: skip


@dataclass
class CircleMatch:
    """Loss circles (kružići): the loser of a round gets one; ``limit`` circles put a player
    out; the last player left wins."""

    players: int
    limit: int = 5
    circles: list[int] = field(default_factory=list)
    losers: list[int | None] = field(default_factory=list)  # per finished round

    def __post_init__(self) -> None:
        if not self.circles:
            self.circles = [0] * self.players

    @property
    def round_number(self) -> int:
        return len(self.losers) + 1

    def active(self) -> list[int]:
        """Seats still in the match, in seat order."""
        return [p for p, c in enumerate(self.circles) if c < self.limit]

    @property
    def over(self) -> bool:
        return len(self.active()) <= 1

    def end_round(self, loser: int | None) -> bool:
        """Give the loser (None: nobody) a circle; returns True when the match is over."""
        if loser is not None:
            self.circles[loser] += 1
        self.losers.append(loser)
        return self.over

    def winners(self) -> tuple[int, ...]:
        return tuple(self.active())

    def copy(self) -> CircleMatch:
        return CircleMatch(self.players, self.limit, self.circles[:], self.losers[:])
