"""Puzzles from real games: positions where one move is clearly best, as data.

A puzzle is a position of a self-play game seen by the seat to move — its view
(``State.view``), stored with the network's view codec (``net/codec.py``), so the file holds
exactly what that seat may see: the places it cannot see hold the unseen tiles in the canonical
order ``view`` gives them, the same text whatever the real tiles were — plus the answer, a
theme in the game's own words, a hint and an explanation (both as data: a theme id and
numbers, which the window turns into translated words), and a difficulty on the rating scale
of the AI levels.

**Clearly best.** Across ``DEALS`` deals of what the mover cannot see (``sample_hidden``, the
AI's own determinisation), each legal move is worth the change of the mover's standing (own
score less the best other seat's) over the move itself and a short look-ahead under that deal:
``LOOKAHEAD`` plies in which every seat plays the move its quick judgement (the AI's
``quick_values``) rates best, ending early at the end of a round. In Holandski the look-ahead
plays the round out, since a kružić is settled only then. The answer must beat every other
legal move by the game's ``MARGINS`` in at least ``SHARE`` of the deals (in every deal when
nothing is hidden: then all deals are one). The deals come from a seed stored with the puzzle,
so :func:`verify_puzzle` repeats exactly the check the miner made.

**Difficulty.** The weakest solver on a ladder that finds the answer: the Greedy level (the
best immediate gain), the Intermediate (its judgement, no search), then the Expert's search
(ISMCTS) at ``LADDER`` iterations, each found in at least 90 % of ``SEEDS`` seeds. The ladder is
put on the levels' rating scale (``data/level_ratings.json``): Greedy and Intermediate stand at
their ratings; a search of ``n`` iterations is interpolated linearly in ``log n`` between the
Intermediate (one iteration) and the Expert (the iterations its one second of thought makes,
measured when mining), and extrapolated along the same line above it.
"""

from __future__ import annotations

import contextlib
import json
import math
import random
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ai.base import Clock
from ..ai.heuristics import heuristics_for
from ..ai.ismcts import ISMCTS
from ..ai.levels import make_player
from ..engine import GAME_IDS, get_game
from ..engine.base import Game, Move, MoveResult, State
from ..net.codec import CodecError, decode_move, decode_view, encode_move, encode_view
from .level_table import level_rating

FORMAT = "holomino-puzzles"
VERSION = 1
DATA_DIR = Path(__file__).resolve().parent / "data"
#: deals of the unseen tiles a puzzle is checked on, and the share it must be clear in
DEALS = 64
SHARE = 0.95
#: by how much the answer must beat every other move, in the game's points (Holandski: kružići)
MARGINS: dict[str, float] = {
    "holomino": 5.0,
    "triominos": 10.0,
    "hexadomino": 3.0,
    "square_domino": 5.0,
    "dutch_domino": 1.0,
}
#: plies of look-ahead after the move (a round's end stops it early)
LOOKAHEAD: dict[str, int] = {
    "holomino": 1,
    "triominos": 1,
    "hexadomino": 1,
    "square_domino": 1,
    "dutch_domino": 12,
}
#: where replies only lower a move's value, the best immediate moves the best one is sought among
CANDIDATES = 8
#: the search budgets of the difficulty ladder (ISMCTS iterations) and the seeds tried at each
LADDER = (8, 32, 128, 512)
SEEDS = 10
FOUND_SHARE = 0.9
#: the moves that are not an answer: they place nothing (draw, pass, buy, take back)
NOT_ANSWERS = frozenset({"Draw", "Pass", "Buy", "ReturnTile"})
#: the themes of each game, in its own words; "points" is every game's plain theme
THEMES: dict[str, tuple[str, ...]] = {
    "holomino": ("two_holes", "points"),
    "triominos": ("bridge", "hexagon", "points"),
    "hexadomino": ("three_stones", "points"),
    "square_domino": ("block", "points"),
    "dutch_domino": ("go_out", "avoid_kruzic"),
}


class PuzzleError(ValueError):
    """A puzzle file that is not one this program wrote, or a puzzle that is not well-formed."""


@dataclass(frozen=True)
class Verdict:
    """What the clarity check found: the answer, in how many deals it was clear, of how many,
    and by how much it led the best other move (the median over the deals it was clear in)."""

    answer: Move
    clear: int
    deals: int
    lead: float


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a game, the mover's view, the answer and what the window says about it."""

    id: str
    game: Game
    view: State
    answer: Move
    theme: str
    difficulty: float
    deal_seed: int
    #: the explanation's numbers: the answer's points, its lead, clear deals of all deals
    points: int
    lead: float
    clear: int
    deals: int

    @property
    def game_id(self) -> str:
        return self.game.id

    @property
    def seat(self) -> int:
        return self.view.current_player


# -- the clarity check ----------------------------------------------------------------------
def standing(state: State, seat: int) -> float:
    """``seat``'s score less the best other seat's (its own score alone when it plays alone)."""
    scores = state.scores()
    others = [s for p, s in enumerate(scores) if p != seat]
    return float(scores[seat] - (max(others) if others else 0))


def move_value(deal: State, move: Move, seat: int, plies: int) -> float:
    """The change of ``seat``'s standing over ``move`` and ``plies`` quick-best replies in
    ``deal`` (a full state), stopping at the end of the round or the game (Holandski:
    :func:`next_turn_value`)."""
    if deal.game.id == "dutch_domino":
        return next_turn_value(deal, move, seat, plies)
    before = standing(deal, seat)
    after = deal.clone()
    result = after.apply_legal(move)
    h = heuristics_for(deal)
    while plies > 0 and not _round_over(result) and not after.is_terminal():
        moves = after.legal_moves()
        values = h.quick_values(after, moves)
        result = after.apply_legal(moves[max(range(len(moves)), key=values.__getitem__)])
        plies -= 1
    return standing(after, seat) - before


def next_turn_value(deal: State, move: Move, seat: int, plies: int) -> float:
    """Holandski, where a round's only score is the kružić of the last seat holding tiles: after
    ``move`` every seat plays its quick-best moves (the seat first finishes its turn: after a
    buy it still lays a tile if one fits) until the seat's next turn. -1 when the seat got a
    kružić; 1 when it has left the round or then holds a tile it can lay without buying;
    else 0."""
    after = deal.clone()
    result = after.apply_legal(move)
    h = heuristics_for(deal)
    left_turn = after.current_player != seat
    while (
        plies > 0 and not _round_over(result) and not (left_turn and after.current_player == seat)
    ):
        moves = after.legal_moves()
        values = h.quick_values(after, moves)
        result = after.apply_legal(moves[max(range(len(moves)), key=values.__getitem__)])
        left_turn = left_turn or after.current_player != seat
        plies -= 1
    kruzici = sum(item.points for item in result.items if item.player == seat)
    if kruzici < 0 or after.is_terminal():
        return float(min(kruzici, 0)) if kruzici < 0 else 1.0
    if _round_over(result) or not after.hand(seat):  # type: ignore[attr-defined]
        return 1.0
    if after.current_player != seat:
        return 0.0
    return 1.0 if any(is_answer_kind(m) for m in after.legal_moves()) else 0.0


def _round_over(result: MoveResult) -> bool:
    return "round_end" in result.events or "game_end" in result.events


def is_answer_kind(move: Move) -> bool:
    """True for a move that places a tile (a draw, pass, buy or take-back is never an answer)."""
    return type(move).__name__ not in NOT_ANSWERS


def clear_best(view: State, seed: int, deals: int = DEALS, share: float = SHARE) -> Verdict | None:
    """The move that beats every other legal move of ``view`` by the game's margin in at least
    ``share`` of ``deals`` deals (every deal when nothing is hidden), or None.

    It stops as soon as too many deals went wrong, so an unclear position costs a few deals."""
    seat = view.current_player
    legal = view.legal_moves()
    if len(legal) < 2:
        return None
    if not view.hidden_tiles(seat):
        deals = 1
    allowed = deals - math.ceil(share * deals - 1e-9)
    margin = MARGINS[view.game.id]
    plies = LOOKAHEAD[view.game.id]
    rng = random.Random(seed)
    answer: Move | None = None
    failed = 0
    leads: list[float] = []
    for _ in range(deals):
        deal = view.sample_hidden(seat, rng)
        if answer is None:
            best, lead = _best_and_lead(deal, legal, seat, plies, margin)
        else:
            best, lead = answer, _answer_lead(deal, legal, answer, seat, plies, margin)
        if answer is None and lead >= margin and is_answer_kind(best):
            answer = best
        if lead >= margin and best == answer:
            leads.append(lead)
        else:
            failed += 1
            if failed > allowed:
                return None
    if answer is None:
        return None
    leads.sort()
    return Verdict(answer, len(leads), deals, leads[len(leads) // 2])


def _best_and_lead(
    deal: State, legal: list[Move], seat: int, plies: int, margin: float
) -> tuple[Move, float]:
    """The best move of ``deal`` and its lead over the next best (exact when under ``margin``;
    otherwise at least ``margin``)."""
    if not _reply_never_helps(deal):
        values = [move_value(deal, move, seat, plies) for move in legal]
        order = sorted(range(len(legal)), key=values.__getitem__, reverse=True)
        return legal[order[0]], values[order[0]] - values[order[1]]
    # The replies can only lower a move's value below its immediate one: the best move is
    # looked for among the best immediate ones, and then checked against every other move.
    now = _immediate(deal, legal, seat)
    order = sorted(range(len(legal)), key=now.__getitem__, reverse=True)[:CANDIDATES]
    exact = {index: move_value(deal, legal[index], seat, plies) for index in order}
    best = legal[max(order, key=exact.__getitem__)]
    return best, _answer_lead(deal, legal, best, seat, plies, margin)


def _answer_lead(
    deal: State, legal: list[Move], answer: Move, seat: int, plies: int, margin: float
) -> float:
    """How far ``answer`` leads every other move in ``deal``: exact when under ``margin`` (it
    stops at the first move that comes that close), otherwise at least ``margin``."""
    mine = move_value(deal, answer, seat, plies)
    others = [move for move in legal if move != answer]
    if _reply_never_helps(deal):
        now = _immediate(deal, others, seat)
        order = sorted(range(len(others)), key=now.__getitem__, reverse=True)
    else:
        now, order = [], list(range(len(others)))
    lead = math.inf
    for index in order:
        if now and now[index] < mine - margin:
            return min(lead, mine - now[index])
        lead = min(lead, mine - move_value(deal, others[index], seat, plies))
        if lead < margin:
            return lead
    return lead


def _immediate(deal: State, moves: list[Move], seat: int) -> list[float]:
    """Each move's own change of ``seat``'s standing, where replies never help (square domino
    for two): a square's points (the AI's quick values) while the mover keeps tiles after it;
    a move that may empty the hand ends the round, so it is played out."""
    if len(deal.hand(seat)) > 2:  # type: ignore[attr-defined]
        return heuristics_for(deal).quick_values(deal, moves)
    return [move_value(deal, move, seat, 0) for move in moves]


def _reply_never_helps(state: State) -> bool:
    """True where no other seat's ply can raise the mover's standing, so a move is worth at
    most its immediate change: square domino for two, where a square scores for its layer only
    and a round ends on a reply only when the replier goes out (an empty hand loses nothing, the
    mover loses its pips)."""
    return state.game.id == "square_domino" and state.num_players == 2


# -- themes ---------------------------------------------------------------------------------
def theme_of(view: State, answer: Move, seed: int) -> str:
    """The answer's theme in the game's own words (``THEMES``), from what the move does."""
    game_id = view.game.id
    deal = view.sample_hidden(view.current_player, random.Random(seed))
    seat = view.current_player
    after = deal.clone()
    result = after.apply_legal(answer)
    kinds = {item.kind: item for item in result.items if item.player == seat}
    holes = kinds["holes"].param("holes", ()) if "holes" in kinds else ()
    if game_id == "holomino" and len(holes) >= 2:
        return "two_holes"
    if game_id == "triominos":
        if "bridge" in kinds:
            return "bridge"
        if any(kind.endswith("hexagon") for kind in kinds):
            return "hexagon"
    if game_id == "hexadomino" and "sides" in kinds and kinds["sides"].param("sides", 0) >= 3:
        return "three_stones"
    if game_id == "square_domino" and _blocks(view, answer, seed):
        return "block"
    if game_id == "dutch_domino":
        return "go_out" if len(after.hand(seat)) <= 1 else "avoid_kruzic"  # type: ignore[attr-defined]
    return "points"


def _blocks(view: State, answer: Move, seed: int) -> bool:
    """True when after ``answer`` the next seat has no tile to lay in most deals (it must
    pass): blocking the opponent."""
    seat = view.current_player
    rng = random.Random(seed)
    blocked = 0
    tries = 16
    for _ in range(tries):
        after = view.sample_hidden(seat, rng)
        after.apply_legal(answer)
        if after.is_terminal() or after.current_player == seat:
            continue
        if all(not is_answer_kind(move) for move in after.legal_moves()):
            blocked += 1
    return blocked >= tries * 0.9


# -- difficulty -----------------------------------------------------------------------------
def solver_ladder(
    view: State,
) -> list[tuple[str, int, Callable[[int], Move]]]:
    """The solvers from weakest to strongest: (level, iterations, seed → chosen move)."""
    h = heuristics_for(view)
    legal = view.legal_moves()

    def top(values: Sequence[float]) -> Move:
        best = max(values)
        tied = [m for m, v in zip(legal, values, strict=True) if v >= best - 1e-9]
        return tied[0] if len(tied) == 1 else Move()  # a tie finds nothing for sure

    quick = top(h.quick_values(view, legal))
    greedy = top(h.greedy_values(view, legal))

    def search(iterations: int) -> Callable[[int], Move]:
        def run(seed: int) -> Move:
            found = ISMCTS(h, random.Random(seed)).search(view, Clock(None), iterations)
            return found.best

        return run

    ladder: list[tuple[str, int, Callable[[int], Move]]] = [
        ("greedy", 0, lambda _seed: quick),
        ("intermediate", 1, lambda _seed: greedy),
    ]
    ladder.extend(("expert", n, search(n)) for n in LADDER)
    return ladder


def solving_budget(view: State, answer: Move) -> tuple[str, int] | None:
    """The weakest rung of :func:`solver_ladder` that plays ``answer`` in at least 90 % of
    ``SEEDS`` seeds (it gives up on a rung once that is out of reach); None above the ladder."""
    allowed = SEEDS - math.ceil(FOUND_SHARE * SEEDS - 1e-9)
    for level, iterations, solve in solver_ladder(view):
        seeds = 1 if level != "expert" else SEEDS
        missed = 0
        for seed in range(seeds):
            if solve(seed) != answer:
                missed += 1
                if missed > (allowed if seeds > 1 else 0):
                    break
        else:
            return level, iterations
    return None


def difficulty_rating(game_id: str, rung: tuple[str, int] | None, expert_iterations: int) -> float:
    """The rating of a puzzle solved first by ``rung`` (None: by no rung of the ladder)."""
    greedy = level_rating(game_id, "greedy")
    middle = level_rating(game_id, "intermediate")
    expert = level_rating(game_id, "expert")
    if greedy is None or middle is None or expert is None:
        return 1500.0
    if rung is not None and rung[0] == "greedy":
        return round(greedy.rating, 1)
    iterations = 2 * LADDER[-1] if rung is None else max(rung[1], 1)
    slope = (expert.rating - middle.rating) / math.log(max(expert_iterations, 2))
    return round(middle.rating + slope * math.log(iterations), 1)


def expert_iterations(game_id: str, seconds: float = 1.0, seed: int = 1) -> int:
    """The iterations the Expert's ``seconds`` of thought make on middle-game positions of
    ``game_id`` (its level's budget), counted in processor time so that a busy machine does
    not make the Expert look weaker."""
    iterations = 0
    spent = 0.0
    for game_seed in range(seed, seed + 20):
        state = _middle_game(get_game(game_id), game_seed)
        view = state.view(state.current_player)
        if len(view.legal_moves()) < 3:
            continue
        started = time.process_time()
        found = ISMCTS(heuristics_for(view), random.Random(seed)).search(view, Clock(None), 200)
        spent += time.process_time() - started
        iterations += found.iterations
        if spent >= seconds / 2:
            break
    return max(round(iterations / spent * seconds), 2) if spent > 0 else 2


def _middle_game(game: Game, seed: int) -> State:
    state = game.new_initial_state(seed)
    player = make_player("intermediate", seed=seed)
    for _ in range(8):
        if state.is_terminal():
            break
        state.apply(player.choose_move(state.view(state.current_player)))
    return state


# -- the file -------------------------------------------------------------------------------
def puzzle_json(puzzle: Puzzle) -> dict[str, Any]:
    return {
        "id": puzzle.id,
        "game": puzzle.game_id,
        "options": puzzle.game.options,
        "seat": puzzle.seat,
        "view": encode_view(puzzle.view),
        "answer": encode_move(puzzle.answer),
        "notation": str(puzzle.answer),
        "theme": puzzle.theme,
        "difficulty": puzzle.difficulty,
        "deal_seed": puzzle.deal_seed,
        "hint": {"theme": puzzle.theme},
        "explanation": {
            "theme": puzzle.theme,
            "points": puzzle.points,
            "lead": puzzle.lead,
            "clear": puzzle.clear,
            "deals": puzzle.deals,
        },
    }


def file_json(puzzles: Iterable[Puzzle], meta: Mapping[str, Any]) -> str:
    """The text of a puzzle file: format, version, how it was made, the puzzles."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "criterion": {
            "deals": DEALS,
            "share": SHARE,
            "margins": MARGINS,
            "lookahead": LOOKAHEAD,
        },
        **meta,
        "puzzles": [puzzle_json(p) for p in puzzles],
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def read_puzzle(row: Mapping[str, Any]) -> Puzzle:
    """A :class:`Puzzle` from one entry of a file; PuzzleError when it is not one."""
    try:
        game = get_game(str(row["game"]), **dict(row["options"]))
        seat = int(row["seat"])
        view = decode_view(row["view"], game, seat)
        answer = decode_move(row["answer"], game)
        explanation = dict(row["explanation"])
        theme = str(row["theme"])
        if theme not in THEMES[game.id]:
            raise PuzzleError(f"unknown theme {theme!r}")
        return Puzzle(
            str(row["id"]), game, view, answer, theme, float(row["difficulty"]),
            int(row["deal_seed"]), int(explanation["points"]), float(explanation["lead"]),
            int(explanation["clear"]), int(explanation["deals"]),
        )  # fmt: skip
    except PuzzleError:
        raise
    except (CodecError, KeyError, TypeError, ValueError) as exc:
        raise PuzzleError(f"a puzzle that cannot be read ({exc})") from None


def read_puzzles(text: str) -> tuple[dict[str, Any], list[Puzzle]]:
    """The header and puzzles of a puzzle file's text; PuzzleError when it is not one."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise PuzzleError(f"not JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PuzzleError("not a puzzle file")
    if data.get("version") != VERSION:
        raise PuzzleError(f"puzzle file version {data.get('version')!r} is not {VERSION}")
    rows = data.get("puzzles")
    if not isinstance(rows, list):
        raise PuzzleError("a puzzle file without puzzles")
    header = {k: v for k, v in data.items() if k != "puzzles"}
    return header, [read_puzzle(row) for row in rows]


def load_file(path: str | Path) -> list[Puzzle]:
    return read_puzzles(Path(path).read_text(encoding="utf-8"))[1]


def shipped_paths() -> list[Path]:
    """The puzzle files the program ships, one per game."""
    return [DATA_DIR / f"puzzles_{game_id}.json" for game_id in GAME_IDS]


def shipped_puzzles() -> list[Puzzle]:
    """Every shipped puzzle (a missing or damaged file gives none of its game)."""
    out: list[Puzzle] = []
    for path in shipped_paths():
        try:
            out.extend(load_file(path))
        except (OSError, PuzzleError):
            continue
    return out


# -- verify ---------------------------------------------------------------------------------
def verify_puzzle(puzzle: Puzzle) -> str:
    """Empty when ``puzzle`` passes the miner's check again; else what is wrong, in words."""
    view = puzzle.view
    if view.is_terminal() or view.viewer != puzzle.seat:
        return "not a position with a seat to move"
    if canonical_text(view) != json.dumps(encode_view(view), sort_keys=True):
        return "the view holds what the seat cannot see"
    legal = view.legal_moves()
    if puzzle.answer not in legal:
        return f"the answer {puzzle.answer} is not a legal move"
    verdict = clear_best(view, puzzle.deal_seed)
    if verdict is None:
        return "no move is clearly best"
    if verdict.answer != puzzle.answer:
        return f"the clearly best move is {verdict.answer}, not {puzzle.answer}"
    return ""


def canonical_text(view: State) -> str:
    """The view's JSON after dealing its unseen tiles afresh and looking again: the same text
    as the view's own exactly when the view holds nothing of what its seat cannot see."""
    seat = view.current_player
    deal = view.sample_hidden(seat, random.Random(7))
    return json.dumps(encode_view(deal.view(seat)), sort_keys=True)


def verify_file(path: str | Path, out: Callable[[str], None] = print) -> int:
    """Re-check every puzzle of a file; print the failures and the counts per game and theme.
    The number of failures (0: all verified)."""
    try:
        puzzles = load_file(path)
    except (OSError, PuzzleError) as exc:
        out(f"{path}: {exc}")
        return 1
    failures = 0
    counts: dict[tuple[str, str], int] = {}
    for puzzle in puzzles:
        problem = verify_puzzle(puzzle)
        if problem:
            failures += 1
            out(f"{puzzle.id}: {problem}")
            continue
        key = (puzzle.game_id, puzzle.theme)
        counts[key] = counts.get(key, 0) + 1
    for (game_id, theme), count in sorted(counts.items()):
        out(f"{game_id:14s} {theme:14s} {count:5d}")
    out(f"{len(puzzles) - failures} verified, {failures} failed")
    return failures


# -- mining ---------------------------------------------------------------------------------
@dataclass
class MineReport:
    """What a mining run found and what it cost (processor seconds)."""

    puzzles: list[Puzzle]
    games: int
    checked: int
    seconds: float


def worth_checking(view: State) -> bool:
    """A position worth the clarity check: a choice of a few moves or more (and in Holandski
    the end of a round is near: a short hand)."""
    moves = len(view.legal_moves())
    if moves < 3 or (moves > 60 and not _reply_never_helps(view)):
        return False
    if view.game.id == "dutch_domino":
        return len(view.hand(view.current_player)) <= 4  # type: ignore[attr-defined]
    return True


def mine(
    game_id: str,
    games: int,
    seed: int = 1,
    *,
    expert_iters: int | None = None,
    limit: int | None = None,
    cpu_seconds: float | None = None,
    progress: Callable[[str], None] | None = None,
) -> MineReport:
    """Puzzles from ``games`` self-play games of ``game_id`` (Intermediate and Beginner seats);
    ``limit`` stops once that many are found, ``cpu_seconds`` after the game that used them
    up (processor time), Ctrl+C after the last finished game."""
    game = get_game(game_id)
    started = time.process_time()
    iters = expert_iters if expert_iters is not None else expert_iterations(game_id)
    report = MineReport([], 0, 0, 0.0)
    # Ctrl+C (SIGINT) stops the mining: what the finished games gave is kept
    with contextlib.suppress(KeyboardInterrupt):
        _mine_games(game, games, seed, iters, report, limit, cpu_seconds, progress)
    report.seconds = time.process_time() - started
    return report


def _mine_games(
    game: Game,
    games: int,
    seed: int,
    iters: int,
    report: MineReport,
    limit: int | None,
    cpu_seconds: float | None,
    progress: Callable[[str], None] | None,
) -> None:
    game_id = game.id
    started = time.process_time()
    for number in range(games):
        found = list(_mine_game(game, seed * 100_003 + number, iters, report))
        report.puzzles.extend(found)
        report.games += 1
        if progress is not None:
            progress(f"{game_id}: game {number + 1}/{games}, {len(report.puzzles)} puzzles")
        if limit is not None and len(report.puzzles) >= limit:
            del report.puzzles[limit:]
            break
        if cpu_seconds is not None and time.process_time() - started >= cpu_seconds:
            break


def _mine_game(game: Game, game_seed: int, iters: int, report: MineReport) -> Iterable[Puzzle]:
    """The puzzles of one self-play game. Positions a few plies apart are too alike: after a
    puzzle the next six plies are skipped, and half the positions are never looked at."""
    rng = random.Random(game_seed)
    state = game.new_initial_state(game_seed)
    players = [make_player(rng.choice(("intermediate", "beginner")), seed=rng.getrandbits(32))
               for _ in range(game.num_players)]  # fmt: skip
    ply = 0
    last_found = -99
    while not state.is_terminal() and ply < 600:
        seat = state.current_player
        view = state.view(seat)
        looked_at = game.id == "dutch_domino" or rng.random() < 0.5
        if ply - last_found >= 6 and looked_at and worth_checking(view):
            report.checked += 1
            puzzle = make_puzzle(view, f"{game.id}-{game_seed}-{ply}", rng.getrandbits(32), iters)
            if puzzle is not None:
                last_found = ply
                yield puzzle
        state.apply(players[seat].choose_move(view))
        ply += 1


def make_puzzle(view: State, puzzle_id: str, deal_seed: int, iters: int) -> Puzzle | None:
    """A puzzle of ``view`` when one move is clearly best, with its theme and difficulty."""
    verdict = clear_best(view, deal_seed)
    if verdict is None:
        return None
    theme = theme_of(view, verdict.answer, deal_seed)
    rung = solving_budget(view, verdict.answer)
    after = view.sample_hidden(view.current_player, random.Random(deal_seed)).clone()
    points = after.apply_legal(verdict.answer).points
    return Puzzle(
        puzzle_id, view.game, view, verdict.answer, theme,
        difficulty_rating(view.game.id, rung, iters), deal_seed, points,
        round(verdict.lead, 2), verdict.clear, verdict.deals,
    )  # fmt: skip


# -- the puzzle of the day and the solver's rating --------------------------------------------
def puzzle_of_the_day(puzzles: Sequence[Puzzle], day_number: int) -> Puzzle | None:
    """The puzzle of a day (``date.toordinal()``): the same for everyone, offline; days in a
    row walk through the puzzles in a fixed shuffled order, so none comes back before all
    have been shown."""
    if not puzzles:
        return None
    ordered = sorted(puzzles, key=lambda p: p.id)
    order = list(range(len(ordered)))
    random.Random(20261207).shuffle(order)
    return ordered[order[day_number % len(ordered)]]


#: how far one puzzle moves the rating (Elo's K for a new player's few games)
K_FACTOR = 32.0


def expected_score(rating: float, difficulty: float) -> float:
    """The chance to solve a puzzle of ``difficulty`` at ``rating`` (Elo's logistic curve)."""
    return 1.0 / (1.0 + math.pow(10.0, (difficulty - rating) / 400.0))


def updated_rating(rating: float, difficulty: float, solved: bool) -> float:
    """The puzzle rating after one attempt, the puzzle's difficulty as the opponent."""
    return rating + K_FACTOR * ((1.0 if solved else 0.0) - expected_score(rating, difficulty))


def start_rating(game_id: str) -> float:
    """A new solver's puzzle rating: the Greedy level's rating in the game (1500 without it)."""
    greedy = level_rating(game_id, "greedy")
    return greedy.rating if greedy is not None else 1500.0


RATINGS_FORMAT = "holomino-puzzle-ratings"


@dataclass
class PuzzleScore:
    """A solver's puzzle rating in one game and the puzzles behind it."""

    rating: float
    tried: int = 0
    solved: int = 0


@dataclass
class PuzzleRatings:
    """The solver's puzzle rating per game (the file the window keeps in its data folder)."""

    games: dict[str, PuzzleScore]

    @classmethod
    def empty(cls) -> PuzzleRatings:
        return cls({})

    def score(self, game_id: str) -> PuzzleScore:
        return self.games.get(game_id) or PuzzleScore(start_rating(game_id))

    def record(self, game_id: str, difficulty: float, solved: bool) -> PuzzleScore:
        """Count one puzzle of ``game_id``: solved at the first try, or not."""
        old = self.score(game_id)
        new = PuzzleScore(
            updated_rating(old.rating, difficulty, solved), old.tried + 1, old.solved + solved
        )
        self.games[game_id] = new
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RATINGS_FORMAT,
            "version": VERSION,
            "games": {
                game_id: {"rating": round(s.rating, 1), "tried": s.tried, "solved": s.solved}
                for game_id, s in sorted(self.games.items())
            },
        }

    @classmethod
    def from_json(cls, data: Any) -> PuzzleRatings:
        """ValueError (or TypeError) when ``data`` is not a puzzle ratings file."""
        if not isinstance(data, dict) or data.get("format") != RATINGS_FORMAT:
            raise ValueError("not a puzzle ratings file")
        if data.get("version") != VERSION:
            raise ValueError("unknown version")
        games: dict[str, PuzzleScore] = {}
        for game_id, row in dict(data["games"]).items():
            if game_id not in GAME_IDS:
                continue
            rating = float(row["rating"])
            tried, solved = int(row["tried"]), int(row["solved"])
            if not math.isfinite(rating) or not 0 <= solved <= tried:
                raise ValueError(f"{game_id}: not a rating")
            games[game_id] = PuzzleScore(rating, tried, solved)
        return cls(games)
