"""1,000 mutated and fuzzed game files: each is either a valid game or rejected with
:class:`GameFileError` and a message — never another exception, never executed, nothing changed.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holomino_desktop.engine import get_game
from holomino_desktop.engine.record import GameRecord, Seat
from holomino_desktop.ui.persistence import GameFileError, parse_game


def _good_file(game_id: str, seed: int, moves: int) -> str:
    game = get_game(game_id)
    state = game.new_initial_state(seed=seed)
    record = GameRecord.start(game, seed, [Seat("Ana"), Seat("CPU", "ai", "expert")])
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    record.extra["desktop"] = {"redo": [[record.moves[-1], 0]], "budget": 1.0}
    return record.dumps()


GOOD = [
    _good_file("holomino", 3, 12),
    _good_file("triominos", 5, 10),
    _good_file("hexadomino", 7, 10),
    _good_file("square_domino", 9, 8),
    _good_file("dutch_domino", 11, 10),
]
ORIGINALS = list(GOOD)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=20,
)
KEYS = ["format", "version", "game", "options", "seed", "players", "moves", "result", "desktop"]


def check(text: str) -> None:
    try:
        loaded = parse_game(text)
    except GameFileError as error:
        assert str(error), "the message must say something"
        return
    # an accepted file is a real, replayable game
    assert loaded.state.num_players >= 2
    assert len(loaded.results) == len(loaded.record.moves)


def _mutate_bytes(text: str, data: st.DataObject) -> str:
    raw = bytearray(text.encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 6))):
        kind = data.draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        if not raw:
            break
        at = data.draw(st.integers(0, len(raw) - 1))
        if kind == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif kind == "cut":
            del raw[at:]
        elif kind == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        else:
            del raw[at : at + data.draw(st.integers(1, 20))]
    return raw.decode("utf-8", errors="replace")


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_byte_mutations_are_rejected_cleanly(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(GOOD))
    check(_mutate_bytes(text, data))


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_field_mutations_are_rejected_cleanly(data: st.DataObject) -> None:
    record: dict[str, Any] = json.loads(data.draw(st.sampled_from(GOOD)))
    for _ in range(data.draw(st.integers(1, 3))):
        key = data.draw(st.sampled_from(KEYS))
        action = data.draw(st.sampled_from(["replace", "drop", "move", "player", "option"]))
        if action == "replace":
            record[key] = data.draw(json_values)
        elif action == "drop":
            record.pop(key, None)
        elif action == "move" and isinstance(record.get("moves"), list) and record["moves"]:
            moves = record["moves"]
            at = data.draw(st.integers(0, len(moves) - 1))
            moves[at] = data.draw(st.sampled_from([f"{moves[-1]}x", "", "0@0,0", moves[0], "pass"]))
        elif action == "player" and isinstance(record.get("players"), list):
            record["players"].append(data.draw(json_values))
        elif action == "option" and isinstance(record.get("options"), dict):
            record["options"][data.draw(st.text(max_size=12))] = data.draw(json_values)
    check(json.dumps(record))


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(json_values)
def test_arbitrary_json_is_rejected_cleanly(value: Any) -> None:
    check(json.dumps(value))


def test_nothing_was_changed_by_the_fuzzing() -> None:
    """Parsing is pure: the good files still load to the same position."""
    assert GOOD == ORIGINALS
    for text in GOOD:
        assert parse_game(text).results
