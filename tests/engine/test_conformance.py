"""One suite for every registered game: the engine contract, checked on random seeded games."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import GAME_IDS, IllegalMoveError, InvalidMoveError, get_game
from holomino_desktop.engine.base import GameError, MoveResult, State
from holomino_desktop.engine.record import GameRecord

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def play_random(game_id: str, seed: int, **options: object) -> tuple[State, list[MoveResult]]:
    """A whole random game, checking the contract at every step."""
    game = get_game(game_id, **options)
    state = game.new_initial_state(seed=seed)
    rng = random.Random(seed)
    results = []
    full_set = Counter(game.tile_ids())
    while not state.is_terminal():
        moves = state.legal_moves()
        assert moves, "a running game must offer at least one move"
        assert len(set(moves)) == len(moves), "legal moves must be distinct"
        move = rng.choice(moves)
        assert str(move).isascii(), f"notation is ASCII only: {move}"
        assert state.parse_move(str(move)) == move, f"notation does not round-trip: {move}"
        player = state.current_player
        result = state.apply(move)
        assert result.player == player and result.move == move
        census = Counter(t for tiles in state.tile_census().values() for t in tiles)
        assert census == full_set, "tiles must be conserved"
        results.append(result)
        assert len(results) < 20_000, "game does not end"
    assert state.legal_moves() == []
    assert state.current_player == -1
    return state, results


def foreign_moves(state: State, game_id: str, count: int = 10) -> list:
    """Moves legal in other random positions of the same game but not in ``state``."""
    legal = set(state.legal_moves())
    found: list = []
    for seed in range(100, 160):
        other = get_game(game_id, players=state.num_players).new_initial_state(seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 12)):
            if other.is_terminal():
                break
            other.apply(rng.choice(other.legal_moves()))
        if other.is_terminal():
            continue
        found.extend(m for m in other.legal_moves() if m not in legal and m not in found)
        if len(found) >= count:
            break
    return found[:count]


def recomputed_scores(num_players: int, results: list[MoveResult]) -> list[int]:
    totals = [0] * num_players
    for result in results:
        for item in result.items:
            totals[item.player] += item.points
    return totals


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_random_games_keep_the_contract(game_id: str, seed: int) -> None:
    state, results = play_random(game_id, seed)
    assert recomputed_scores(state.num_players, results) == state.scores()
    outcome = state.outcome()
    assert outcome.winners and set(outcome.winners) <= set(range(state.num_players))


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_every_player_count_plays_to_the_end(game_id: str, players: int) -> None:
    cls = type(get_game(game_id))
    if not cls.min_players <= players <= cls.max_players:
        pytest.skip(f"{game_id} has no {players}-player game")
    state, results = play_random(game_id, 7, players=players)
    assert recomputed_scores(players, results) == state.scores()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_game(game_id: str) -> None:
    a, ra = play_random(game_id, 42)
    b, rb = play_random(game_id, 42)
    assert [str(r.move) for r in ra] == [str(r.move) for r in rb]
    assert a.fingerprint() == b.fingerprint()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clone_is_independent(game_id: str) -> None:
    state = get_game(game_id).new_initial_state(seed=3)
    rng = random.Random(3)
    for _ in range(5):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    before = state.fingerprint()
    copy = state.clone()
    assert copy.fingerprint() == before
    while not copy.is_terminal():
        copy.apply(rng.choice(copy.legal_moves()))
    assert state.fingerprint() == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_record_round_trip_and_replay(game_id: str, tmp_path) -> None:
    game = get_game(game_id)
    record = GameRecord.start(game, seed=11)
    state = record.initial_state()
    rng = random.Random(11)
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    record.finish(state)
    path = tmp_path / "game.holomino.json"
    record.save(path)
    loaded = GameRecord.load(path)
    assert loaded.to_json() == json.loads(path.read_text())
    replayed, results = loaded.replay()
    assert replayed.fingerprint() == state.fingerprint()
    assert recomputed_scores(state.num_players, results) == state.scores()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replay_rejects_an_illegal_move_and_names_it(game_id: str) -> None:
    game = get_game(game_id)
    record = GameRecord.start(game, seed=5)
    state = record.initial_state()
    rng = random.Random(5)
    for _ in range(3):
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    after_one = record.initial_state()
    after_one.apply_text(record.moves[0])
    record.moves.insert(1, str(foreign_moves(after_one, game_id, 1)[0]))
    with pytest.raises(ValueError, match="move 2"):
        record.replay()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_errors_leave_the_state_untouched(game_id: str) -> None:
    state = get_game(game_id).new_initial_state(seed=9)
    rng = random.Random(9)
    for _ in range(4):
        state.apply(rng.choice(state.legal_moves()))
    before = state.fingerprint()
    foreign = foreign_moves(state, game_id)
    assert foreign, "no illegal move found to try"
    for move in foreign:
        with pytest.raises(IllegalMoveError) as info:
            state.apply(move)
        assert str(info.value), "an error needs a message"
        assert state.fingerprint() == before
    for text in ["", "nonsense", "@@", "999@99,99"]:
        with pytest.raises(GameError):
            state.apply_text(text)
        assert state.fingerprint() == before
    with pytest.raises(InvalidMoveError):
        state.parse_move("certainly not a move")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("value", [None, b"pass", b"132@1,-1", 42, ["pass"]])
def test_a_value_that_is_not_a_string_is_not_a_move(game_id: str, value: object) -> None:
    state = get_game(game_id).new_initial_state(seed=3)
    before = state.fingerprint()
    with pytest.raises(InvalidMoveError) as info:
        state.parse_move(value)  # type: ignore[arg-type]
    assert info.value.key == "not_a_move"
    assert str(info.value).endswith("move: a move is a text in the game's notation")
    with pytest.raises(InvalidMoveError):
        state.apply_text(value)  # type: ignore[arg-type]
    assert state.fingerprint() == before


#: digits that ``str.isdigit`` and ``int`` accept but the notation does not
FOREIGN_DIGITS = {"arabic-indic": "٠١٢٣٤٥٦٧٨٩", "full-width": "０１２３４５６７８９"}


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("script", list(FOREIGN_DIGITS))
def test_notation_is_ascii_only_other_digits_are_not_read(game_id: str, script: str) -> None:
    state = get_game(game_id).new_initial_state(seed=4)
    rng = random.Random(4)
    for _ in range(3):
        state.apply(rng.choice(state.legal_moves()))
    while all(str(m).isalpha() for m in state.legal_moves()):  # only "buy", "draw", "pass"
        state.apply(rng.choice(state.legal_moves()))
    foreign = str.maketrans("0123456789", FOREIGN_DIGITS[script])
    tried = 0
    for move in state.legal_moves():
        text = str(move)
        head, at, where = text.partition("@")
        # the coordinates if they have digits (else the tile: Holandski domino's arms are letters)
        written = head + at + where.translate(foreign) if any(c.isdigit() for c in where) else ""
        written = written or text.translate(foreign)
        if written == text:
            continue
        tried += 1
        with pytest.raises(InvalidMoveError) as info:
            state.parse_move(written)
        assert info.value.key == "bad_notation", written
        assert "ASCII characters only" in str(info.value)
    assert tried > 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_view_hides_exactly_what_is_hidden(game_id: str) -> None:
    state = get_game(game_id).new_initial_state(seed=21)
    rng = random.Random(21)
    for _ in range(6):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_moves()))
    player = state.current_player
    view = state.view(player)
    for k in range(5):
        sample = state.sample_hidden(player, random.Random(k))
        # a determinization looks the same to the player and keeps every tile
        assert sample.view(player).fingerprint() == view.fingerprint()
        assert sorted(sample.hidden_tiles(player)) == sorted(state.hidden_tiles(player))
        assert set(sample.legal_moves()) == set(state.legal_moves())
    # the player's own legal moves never depend on hidden tiles
    assert set(view.legal_moves()) == set(state.legal_moves())


def test_unknown_game_and_option_are_clear_errors() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        get_game("chess")
    with pytest.raises(ValueError, match="no option"):
        get_game(GAME_IDS[0], colour="blue")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_names_table_matches_the_engines(game_id: str) -> None:
    from holomino_desktop.engine import GAME_NAMES, game_class

    assert GAME_NAMES[game_id] == game_class(game_id).name
