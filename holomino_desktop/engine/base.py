"""The engine contract shared by all five games.

A :class:`Game` is the static description of one game with its options; a :class:`State` is
one position of a match in progress. Every game module subclasses both.

Chance (shuffles and draws) comes from a ``random.Random`` owned by the state and seeded from
``new_initial_state(seed)``, so a seed plus the list of moves reproduces a game exactly.

Texts produced here are English and *marked* for translation: the UI translates them at
display time from the ``kind``/``params`` of a :class:`ScoreItem` or the ``key``/``params`` of
an error, never by parsing the English sentence.
"""

from __future__ import annotations

import random
import reprlib
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .randomness import copy_random


def N_(text: str) -> str:
    """Mark ``text`` for translation without translating it (translation happens in the UI)."""
    return text


class GameError(ValueError):
    """Base of the engine's errors: a sentence a person understands plus a key for translation."""

    def __init__(self, message: str, *, key: str = "", **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.key = key or type(self).__name__
        self.params = params
        #: the game that raised it, where known (a record's replay says): its translation
        #: names that game's pieces
        self.game_id = ""


class IllegalMoveError(GameError):
    """A well-formed move that the rules do not allow in this position."""


class InvalidMoveError(GameError):
    """Text or a value that is not a move of this game at all."""


#: longest move text read; the longest real move is under 30 characters, and a bound keeps a
#: coordinate of thousands of digits from reaching ``int`` (which refuses over 4300 digits)
MAX_NOTATION = 200


def notation_text(text: object, game: str) -> str:
    """``text`` if it can be a move of ``game`` in notation, else InvalidMoveError."""
    if not isinstance(text, str):
        raise InvalidMoveError(
            f"{reprlib.repr(text)} is not a {game} move: a move is a text in the game's notation",
            key="not_a_move",
        )
    if not text.isascii():
        raise InvalidMoveError(
            f"'{text[:MAX_NOTATION]}' is not a {game} move: the notation uses ASCII characters "
            "only (digits 0-9)",
            key="bad_notation", text=text[:MAX_NOTATION],
        )  # fmt: skip
    if len(text) > MAX_NOTATION:
        raise InvalidMoveError(
            f"'{text[:40]}…' is not a {game} move: a move text is at most {MAX_NOTATION} "
            "characters",
            key="bad_notation", text=text[:40] + "…",
        )  # fmt: skip
    return text


class Move:
    """Marker base for moves. Every game's moves are immutable and hashable, with ``__str__``
    giving the notation of ``docs/notation.md``: frozen, slotted dataclasses, except the
    placements of the tile games, which are named tuples (``legal_moves()`` builds them by the
    hundred, and ``tuple.__new__`` is five times quicker than a dataclass)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a move's score: who gets ``points``, why (``kind``), and the numbers behind it.

    ``kind`` is a stable id ("holes", "draw_penalty", "bridge", ...); ``text`` is the English
    explanation, e.g. ``"holes 10 + 12, ×2 = 44"``.
    """

    player: int
    points: int
    kind: str
    text: str
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True, slots=True)
class MoveResult:
    """What :meth:`State.apply` returns: the move, its mover and every score change it caused.

    Several players can be scored by one move (e.g. the end-of-round settlement that the last
    move of a round triggers), so the items name their player. ``events`` lists stable ids of
    things that happened (``"round_end"``, ``"game_end"``, ``"shift"``...).
    """

    player: int
    move: Move
    items: tuple[ScoreItem, ...] = ()
    events: tuple[str, ...] = ()

    @property
    def points(self) -> int:
        """Points the mover gained (or lost) with this move, settlement included."""
        return self.points_for(self.player)

    def points_for(self, player: int) -> int:
        return sum(item.points for item in self.items if item.player == player)

    def describe(self) -> str:
        """English one-line explanation of the mover's points, e.g. ``"sum 9 + bridge 40"``."""
        texts = [item.text for item in self.items if item.player == self.player]
        return "; ".join(texts) if texts else "0"


_new_object = object.__new__
#: the slots' setters (member descriptors) of MoveResult's four fields
_set_player, _set_move, _set_items, _set_events = (
    MoveResult.__dict__[name].__set__ for name in ("player", "move", "items", "events")
)


def move_result(
    player: int, move: Move, items: tuple[ScoreItem, ...] = (), events: tuple[str, ...] = ()
) -> MoveResult:
    """``MoveResult(player, move, items, events)``, the same object built in half the time:
    the fields are set through their slots as the frozen dataclass's ``__init__`` does, without
    its ``object.__setattr__`` calls (every move makes one; 0.3 of 0.6 µs)."""
    result: MoveResult = _new_object(MoveResult)
    _set_player(result, player)
    _set_move(result, move)
    _set_items(result, items)
    _set_events(result, events)
    return result


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: final scores and the winning seats (several on a draw)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        return len(self.winners) != 1


@dataclass(frozen=True)
class OptionSpec:
    """A game option: its default and the values it allows (for dialogs, CLI and records)."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    label: str = ""


class Game(ABC):
    """Static description of a game: id, player counts and the chosen options."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()

    def __init__(self, **options: Any) -> None:
        self.options: dict[str, Any] = self.validate_options(options)

    @classmethod
    def validate_options(cls, options: Mapping[str, Any]) -> dict[str, Any]:
        """Fill defaults and reject unknown options or values, with a clear message."""
        specs = {spec.name: spec for spec in cls.option_specs}
        players_spec = OptionSpec(
            "players", cls.min_players, tuple(range(cls.min_players, cls.max_players + 1))
        )
        specs.setdefault("players", players_spec)
        result: dict[str, Any] = {}
        for name, value in options.items():
            if name not in specs:
                known = ", ".join(sorted(specs))
                raise InvalidMoveError(
                    f"{cls.name} has no option '{name}' (options: {known})",
                    key="unknown_option",
                    option=name,
                )
            if value not in specs[name].choices:
                allowed = ", ".join(str(c) for c in specs[name].choices)
                raise InvalidMoveError(
                    f"option {name}={value!r} is not allowed for {cls.name} (allowed: {allowed})",
                    key="bad_option",
                    option=name,
                )
            result[name] = value
        for name, spec in specs.items():
            result.setdefault(name, spec.default)
        return result

    @property
    def num_players(self) -> int:
        return int(self.options["players"])

    @abstractmethod
    def tile_ids(self) -> list[int]:
        """Every tile of the game's set(s) by id (a multiset: two sets list ids twice)."""

    @abstractmethod
    def new_initial_state(self, seed: int | None = None) -> State:
        """A fresh match; the same seed gives the same shuffles and draws."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.options})"


class State(ABC):
    """One position of a match. Mutable: :meth:`apply` changes it in place; :meth:`clone` copies.

    Hidden information: :meth:`view` returns a state in which everything ``player`` may not see
    (the order of the stock, other seats' hidden racks, the RNG) is replaced by a canonical
    arrangement, so two positions that look the same to ``player`` give equal views;
    :meth:`sample_hidden` fills that unseen part at random, for the AI's determinizations.
    """

    game: Game
    #: the random stream (see :attr:`rng`): a ``Random``, or the seed of one not made yet
    _rng: random.Random | int
    #: True while ``_rng`` may be shared with a clone (or is only a seed): copy before use
    _rng_shared: bool
    #: seat whose view this is, or ``None`` for the true state
    viewer: int | None

    # -- the random stream, copied on write ------------------------------------------------
    @property
    def rng(self) -> random.Random:
        """This state's random stream: the deals and draws still to come.

        A clone shares its original's stream until either of them uses it (copy on write):
        the AI clones a state for every iteration and hardly any clone draws a random number,
        while copying a Mersenne Twister's 625 words cost more than the rest of the clone.
        """
        rng = self._rng
        if self._rng_shared:
            # a seed (sample_hidden, view) is made a generator on first use
            rng = random.Random(rng) if isinstance(rng, int) else copy_random(rng)
            self._rng, self._rng_shared = rng, False
        assert isinstance(rng, random.Random)
        return rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_shared = value, False

    def share_rng(self, clone: State) -> None:
        """Give ``clone`` this state's random stream, to be copied when either first uses it."""
        clone._rng = self._rng
        clone._rng_shared = self._rng_shared = True

    def seed_rng(self, seed: int) -> None:
        """Use ``random.Random(seed)`` from now on (made only if a random number is needed)."""
        self._rng, self._rng_shared = seed, True

    # -- the contract -------------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to move (``-1`` when the game is over)."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every legal move for the current player; empty only when the game is over."""

    @abstractmethod
    def _apply(self, move: Move) -> MoveResult:
        """Apply a move already known to be legal."""

    @abstractmethod
    def check_move(self, move: Move) -> None:
        """Raise :class:`IllegalMoveError` (or :class:`InvalidMoveError`) if ``move`` is not
        legal now, with a message that says why."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]:
        """Running (match) score of every seat."""

    @abstractmethod
    def clone(self) -> State: ...

    def parse_move(self, text: str) -> Move:
        """Read a move in the notation of ``docs/notation.md``; raises InvalidMoveError.

        The checks every game shares are made here, once: a value that is not a ``str`` (None,
        bytes...) is ``not_a_move``; a text with a character outside ASCII (a full-width or
        Arabic-Indic digit, say) or longer than :data:`MAX_NOTATION` is ``bad_notation``.
        """
        return self._parse_move(notation_text(text, self.game.name))

    @abstractmethod
    def _parse_move(self, text: str) -> Move:
        """Read a move text that :meth:`parse_move` found to be a short ASCII string."""

    @abstractmethod
    def hidden_tiles(self, player: int) -> list[int]:
        """Ids of the tiles ``player`` cannot see, in the order of :meth:`set_hidden_tiles`."""

    @abstractmethod
    def set_hidden_tiles(self, player: int, tiles: Sequence[int]) -> None:
        """Put ``tiles`` into the places ``player`` cannot see (same count, same order rule)."""

    # -- provided ------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.game.num_players

    def apply(self, move: Move) -> MoveResult:
        """Check and apply ``move``; on error the state is unchanged."""
        if self.is_terminal():
            raise IllegalMoveError("the game is over", key="game_over")
        self.check_move(move)
        return self._apply(move)

    def apply_legal(self, move: Move) -> MoveResult:
        """Apply a move taken from this very state's :meth:`legal_moves`, without checking it
        again. For search and playout loops only; anything from outside goes through
        :meth:`apply`."""
        return self._apply(move)

    def end_reason(self) -> str:
        """English words on why a finished game ended when it ended by a limit of the rules
        rather than by play (a round limit, say); empty otherwise. A record whose moves go on
        after the end quotes it."""
        return ""

    def apply_text(self, text: str) -> MoveResult:
        return self.apply(self.parse_move(text))

    def outcome(self) -> Outcome:
        """Final scores and winners (every seat with the top score). Only when terminal."""
        scores = tuple(self.scores())
        best = max(scores)
        return Outcome(scores, tuple(p for p, s in enumerate(scores) if s == best))

    def view(self, player: int) -> State:
        """What ``player`` may see: a copy whose unseen part is sorted canonically."""
        view = self.clone()
        unseen = sorted(self.hidden_tiles(player))
        view.set_hidden_tiles(player, unseen)
        view.seed_rng(0)
        view.viewer = player
        return view

    def sample_hidden(self, player: int, rng: random.Random) -> State:
        """A full state consistent with ``player``'s view, unseen tiles dealt at random."""
        sample = self.clone()
        unseen = list(self.hidden_tiles(player))
        rng.shuffle(unseen)
        sample.set_hidden_tiles(player, self.arrange_hidden(player, unseen))
        sample.seed_rng(rng.getrandbits(64))
        sample.viewer = None
        return sample

    def reshuffle_unseen(self, seed: int) -> None:
        """Shuffle the stock (the tiles no seat has seen) and take every later chance (a draw,
        a tile put back, the next round's deal) from a new stream, both from ``seed``.

        An undo calls it: replayed from the game's seed, the moves would deal again the tiles
        they dealt, so a seat that drew and took its draw back would know its next draw (or the
        next round's deal). The record keeps ``seed`` (``GameRecord.reshuffles``), so a game
        with undos still replays exactly. Every game lists its stock last among a seat's hidden
        tiles (in drawing order), so the stock is shuffled there, and nothing else moves.
        """
        rng = random.Random(seed)
        stock = self.tile_census().get("stock", [])
        if len(stock) > 1:
            hidden = self.hidden_tiles(0)
            others, tail = hidden[: len(hidden) - len(stock)], hidden[len(hidden) - len(stock) :]
            if sorted(tail) != sorted(stock):
                raise ValueError(f"{self.game.name} does not list its stock last")
            rng.shuffle(tail)
            self.set_hidden_tiles(0, others + tail)
        self.rng = random.Random(rng.getrandbits(64))

    def arrange_hidden(self, player: int, shuffled: list[int]) -> list[int]:
        """Order the shuffled unseen tiles for :meth:`set_hidden_tiles`. As they come, unless a
        game knows something public about the hidden hands (what a pass revealed, say)."""
        return shuffled

    @abstractmethod
    def tile_census(self) -> dict[str, list[int]]:
        """Where every tile is now — "board", "hand0", "hand1", "stock", "aside"... — by id.

        Together the lists always hold exactly :meth:`Game.tile_ids` (tile conservation).
        """

    @abstractmethod
    def fingerprint(self) -> Hashable:
        """A hashable summary of the whole state (RNG excluded), for tests and caches."""
