"""Fuzzed game files opened the way the window and ``holomino replay`` open them: by path.

Inputs: byte mutations of real files (non-UTF-8 bytes included), field mutations (tampered
scores and results, moves of another game, lone surrogates, huge integers, deep nesting, long
texts), arbitrary JSON, and special paths (symlinks, FIFOs, folders, devices, files over the
limit). For every input exactly one of these must hold, anything else fails:

* the game loads, and an independent replay of its moves through the engine reproduces the
  position and every stored result; the CLI accepts it too;
* :class:`GameFileError` with a non-empty message of at most ``MAX_MESSAGE`` characters; the
  window's Open (``Comfort.open_path``) refuses it and leaves the current game, the autosave
  and the recent-files list byte for byte as they were; the CLI exits 2 with one line.

The default run tries 1,000+ inputs (a few seconds); ``--runslow`` ten times as many.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from holomino_desktop import cli
from holomino_desktop.engine import get_game
from holomino_desktop.engine.record import MAX_BYTES, MAX_MESSAGE, GameRecord, Seat
from holomino_desktop.ui import persistence
from holomino_desktop.ui.controller import GameConfig, SeatConfig
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.persistence import GameFileError

FUZZ = settings(
    max_examples=260, deadline=None, suppress_health_check=list(HealthCheck), database=None
)
FUZZ_SLOW = settings(FUZZ, max_examples=2600)


def _good_file(game_id: str, seed: int, moves: int | None) -> str:
    """A real game file: ``moves`` random moves, or (None) played to its end with its result."""
    game = get_game(game_id)
    state = game.new_initial_state(seed=seed)
    record = GameRecord.start(game, seed, [Seat("Ana"), Seat("CPU", "ai", "expert")])
    rng = random.Random(seed)
    while not state.is_terminal() and (moves is None or len(record.moves) < moves):
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    if state.is_terminal():
        record.finish(state)
    record.extra["desktop"] = {"redo": [[record.moves[-1], 0]], "budget": 1.0}
    return record.dumps()


GOOD = [
    _good_file("holomino", 3, 12),
    _good_file("triominos", 5, 10),
    _good_file("hexadomino", 7, 10),
    _good_file("square_domino", 9, 8),
    _good_file("dutch_domino", 11, 10),
    _good_file("holomino", 21, None),
    _good_file("triominos", 22, None),
]
GOOD_JSON = [json.loads(text) for text in GOOD]


# -- the oracle ----------------------------------------------------------------------------
def independent_replay(data: dict[str, Any]) -> tuple[object, dict[str, Any] | None]:
    """The engine's own replay of a file's moves (not the loader's code): the final position's
    fingerprint and the result a finished game has."""
    options = dict(data["options"])
    if data.get("players"):
        options["players"] = len(data["players"])
    state = get_game(data["game"], **options).new_initial_state(seed=data["seed"])
    for text in data["moves"]:
        state.apply(state.parse_move(text))
    if not state.is_terminal():
        return state.fingerprint(), None
    outcome = state.outcome()
    return state.fingerprint(), {"scores": list(outcome.scores), "winners": list(outcome.winners)}


class Bench:
    """A window with a game in progress, an autosave and a recent-files list."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        self.store.setValue("animation", "off")
        self.window = MainWindow(self.store, start=False)
        seats = [SeatConfig("Ana", "human"), SeatConfig("Bo", "human")]
        self.window.controller.new_game(GameConfig("triominos", {}, seats, 5))
        self.window.comfort.use_data_folder()
        controller = self.window.controller
        for _ in range(3):
            controller.play_human(controller.legal_moves()[0])
        QApplication.processEvents()
        saved = folder / "saved.holomino.json"
        assert self.window.files.save_to(str(saved))
        assert persistence.autosave_path().is_file()
        self.number = 0

    def snapshot(self) -> tuple[object, ...]:
        comfort = self.window.comfort
        history = comfort.history.history
        assert history is not None and self.window.state is not None
        autosave = persistence.autosave_path()
        return (
            self.window.state.fingerprint(),
            copy.deepcopy(history.record.to_json()),
            [(s.text, s.player) for s in history.redo_steps],
            [(s.name, s.kind, s.level) for s in self.window.controller.seats],
            self.window.files.current_path,
            autosave.read_bytes() if autosave.is_file() else None,
            self.store.value("recent_files"),
        )

    def path(self) -> Path:
        self.number += 1
        return self.folder / f"case-{self.number % 50}.holomino.json"

    def check(self, path: Path) -> str:
        """Open ``path`` every way; assert the one allowed outcome. 'loaded' or 'rejected'."""
        try:
            loaded = persistence.load_game(path)
        except GameFileError as error:
            self._check_rejected(path, str(error))
            return "rejected"
        self._check_loaded(path, loaded)
        return "loaded"

    def _check_rejected(self, path: Path, message: str) -> None:
        assert message.strip(), "a rejection must say why"
        assert len(message) <= MAX_MESSAGE, f"{len(message)} characters"
        before = self.snapshot()
        assert not self.window.files.open_path(str(path), quiet=True)
        assert self.snapshot() == before, "a failed open changed the window or its files"
        code, out, err = run_cli("replay", str(path))
        assert (code, out) == (2, "")
        assert err.startswith("holomino: ") and err.count("\n") == 1, err[:300]

    def _check_loaded(self, path: Path, loaded: persistence.LoadedGame) -> None:
        data = json.loads(path.read_text(encoding="utf-8"))
        fingerprint, result = independent_replay(data)
        assert loaded.state.fingerprint() == fingerprint
        assert len(loaded.results) == len(data["moves"])
        if data.get("result") is not None:  # exactly, types included (true is not 1)
            assert json.dumps(data["result"], sort_keys=True) == json.dumps(result, sort_keys=True)
        code, out, err = run_cli("replay", str(path))
        assert (code, err) == (0, "")
        assert out.startswith(f"{len(data['moves'])} moves replayed")


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(list(argv))
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def bench(qapp, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Bench]:  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("fuzz")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HOLOMINO_DATA_DIR", str(folder / "data"))
        patch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
        bench = Bench(folder)
        yield bench
        assert bench.window.controller.shutdown()
        bench.window.close()
        bench.window.deleteLater()  # not left to answer later tests' events


# -- inputs --------------------------------------------------------------------------------
texts = st.text(max_size=30) | st.sampled_from(["\ud800", "A\udfff", "x" * 5000, "é" * 300])
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True)
    | texts,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=20,
)
KEYS = ["format", "version", "game", "options", "seed", "players", "moves", "result", "desktop"]


def mutate_bytes(raw: bytes, data: st.DataObject) -> bytes:
    buffer = bytearray(raw)
    for _ in range(data.draw(st.integers(1, 6))):
        if not buffer:
            break
        kind = data.draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        at = data.draw(st.integers(0, len(buffer) - 1))
        if kind == "flip":
            buffer[at] = data.draw(st.integers(0, 255))
        elif kind == "cut":
            del buffer[at:]
        elif kind == "insert":
            buffer[at:at] = data.draw(
                st.binary(min_size=1, max_size=8)
                | st.sampled_from([b"9" * 5000, b"[" * 5000, b'"\\ud800"', b'"seed": 1, '])
            )
        else:
            del buffer[at : at + data.draw(st.integers(1, 20))]
    return bytes(buffer)


def mutate_fields(record: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    for _ in range(data.draw(st.integers(1, 3))):
        action = data.draw(
            st.sampled_from(
                ["replace", "drop", "move", "player", "option", "score", "winner", "other_moves"]
            )
        )
        key = data.draw(st.sampled_from(KEYS))
        moves = record.get("moves")
        result = record.get("result")
        if action == "replace":
            record[key] = data.draw(json_values)
        elif action == "drop":
            record.pop(key, None)
        elif action == "move" and isinstance(moves, list) and moves:
            at = data.draw(st.integers(0, len(moves) - 1))
            moves[at] = data.draw(st.sampled_from([f"{moves[-1]}x", "", "0@0,0", moves[0], "pass"]))
        elif action == "player" and isinstance(record.get("players"), list):
            record["players"].append(data.draw(json_values))
        elif action == "option" and isinstance(record.get("options"), dict):
            record["options"][data.draw(st.text(max_size=12))] = data.draw(json_values)
        elif action == "score" and isinstance(result, dict):
            scores = result.get("scores")
            if isinstance(scores, list) and scores and isinstance(scores[0], int):
                scores[0] += data.draw(st.integers(-3, 3))
        elif action == "winner" and isinstance(result, dict):
            result["winners"] = data.draw(st.lists(st.integers(0, 3), max_size=3))
        elif action == "other_moves":
            record["moves"] = list(data.draw(st.sampled_from(GOOD_JSON))["moves"])
    return record


def write_case(bench: Bench, data: st.DataObject) -> Path:
    path = bench.path()
    kind = data.draw(st.sampled_from(["bytes", "fields", "fields", "json", "special"]))
    if kind == "bytes":
        path.write_bytes(mutate_bytes(data.draw(st.sampled_from(GOOD)).encode("utf-8"), data))
    elif kind == "fields":
        record = mutate_fields(copy.deepcopy(data.draw(st.sampled_from(GOOD_JSON))), data)
        path.write_text(json.dumps(record), encoding="utf-8")  # surrogates become \\ud800
    elif kind == "json":
        path.write_text(json.dumps(data.draw(json_values)), encoding="utf-8")
    else:
        path = special_path(bench, data.draw(st.sampled_from(SPECIAL)), data)
    return path


SPECIAL = ["symlink", "dangling", "dev-zero", "fifo", "folder", "over-limit", "missing", "nul"]


def special_path(bench: Bench, kind: str, data: st.DataObject | None = None) -> Path:
    path = bench.folder / f"special-{kind}.holomino.json"
    if path.is_symlink() or path.is_file():
        path.unlink()
    if kind == "symlink":  # to a good file: must load
        target = bench.folder / "target.holomino.json"
        index = data.draw(st.integers(0, len(GOOD) - 1)) if data is not None else 0
        target.write_text(GOOD[index], encoding="utf-8")
        path.symlink_to(target)
    elif kind == "dangling":
        path.symlink_to(bench.folder / "nowhere" / "x.json")
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        if not path.exists():
            os.mkfifo(path)
    elif kind == "folder":
        path.mkdir(exist_ok=True)
    elif kind == "over-limit":
        path.write_bytes(GOOD[0].encode("utf-8") + b" " * MAX_BYTES)
    elif kind == "nul":
        return bench.folder / "a\0b.holomino.json"
    return path


# -- the tests -------------------------------------------------------------------------------
def _fuzz(bench: Bench, data: st.DataObject) -> None:
    bench.check(write_case(bench, data))


@FUZZ
@given(st.data())
def test_fuzzed_files_load_honestly_or_fail_cleanly(bench: Bench, data: st.DataObject) -> None:
    _fuzz(bench, data)


@FUZZ
@given(st.data())
def test_fuzzed_records_with_tampered_fields(bench: Bench, data: st.DataObject) -> None:
    path = bench.path()
    record = mutate_fields(copy.deepcopy(data.draw(st.sampled_from(GOOD_JSON))), data)
    path.write_text(json.dumps(record), encoding="utf-8")
    bench.check(path)


@FUZZ
@given(st.data())
def test_fuzzed_bytes(bench: Bench, data: st.DataObject) -> None:
    path = bench.path()
    path.write_bytes(mutate_bytes(data.draw(st.sampled_from(GOOD)).encode("utf-8"), data))
    bench.check(path)


@FUZZ
@given(json_values)
def test_arbitrary_json(bench: Bench, value: Any) -> None:
    path = bench.path()
    path.write_text(json.dumps(value), encoding="utf-8")
    assert bench.check(path) == "rejected"


@pytest.mark.slow
@FUZZ_SLOW
@given(st.data())
def test_fuzzed_files_many_more(bench: Bench, data: st.DataObject) -> None:
    _fuzz(bench, data)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
@pytest.mark.parametrize("kind", SPECIAL)
def test_special_paths(bench: Bench, kind: str) -> None:
    expected = "loaded" if kind == "symlink" else "rejected"
    assert bench.check(special_path(bench, kind)) == expected


@pytest.mark.parametrize("index", range(len(GOOD)))
def test_the_good_files_load_and_reopen_in_the_window(bench: Bench, index: int) -> None:
    """The oracle accepts real files (so the fuzz tests can tell loaded from rejected)."""
    path = bench.path()
    path.write_text(GOOD[index], encoding="utf-8")
    assert bench.check(path) == "loaded"
    assert bench.window.files.open_path(str(path), quiet=True)
    assert bench.window.state is not None
    assert bench.window.state.fingerprint() == independent_replay(GOOD_JSON[index])[0]
