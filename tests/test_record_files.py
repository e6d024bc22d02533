"""Opening and writing record files safely (issue 20): one loader for the window and the CLI,
reads that cannot hang or exhaust memory, bounded messages, one size limit, clean CLI errors."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from holomino_desktop import cli
from holomino_desktop.engine import get_game
from holomino_desktop.engine.record import (
    MAX_BYTES,
    MAX_MESSAGE,
    GameRecord,
    RecordError,
    Seat,
    load_record,
)
from holomino_desktop.ui import persistence
from holomino_desktop.ui.persistence import GameFileError, SaveError

from .special_files import KINDS, make_special, node

ROOT = Path(__file__).resolve().parents[1]


def finished_record(game_id: str = "holomino", seed: int = 4) -> GameRecord:
    """A random game played to its end, with its true result stored."""
    game = get_game(game_id)
    record = GameRecord.start(game, seed, [Seat("Ana"), Seat("CPU", "ai", "expert")])
    state = record.initial_state()
    rng = random.Random(seed)
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        record.moves.append(str(move))
        state.apply(move)
    record.finish(state)
    return record


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[object, str, str]:
    try:
        code: object = cli.main(list(argv))
    except SystemExit as exit_:
        code = exit_.code  # argparse's own errors exit
    out, err = capsys.readouterr()
    return code, out, err


# -- one loader: a stored result must be exactly the replayed one -------------------------------
@pytest.mark.parametrize(
    "tamper",
    [
        lambda r: r["result"]["scores"].__setitem__(0, r["result"]["scores"][0] + 1),
        lambda r: r["result"].__setitem__("winners", [1 - r["result"]["winners"][0]]),
        lambda r: r["result"].__setitem__("scores", [0, 0]),
        lambda r: r["result"].__setitem__("note", "tampered"),
        lambda r: r.__setitem__("moves", r["moves"][:-3]),  # a result for an unfinished game
        lambda r: r["result"].__setitem__("scores", [float(s) for s in r["result"]["scores"]]),
        lambda r: r["result"].__setitem__("winners", [w == 1 for w in r["result"]["winners"]]),
    ],
    ids=["score", "winners", "zero-scores", "extra-key", "unfinished", "floats", "booleans"],
)
def test_tampered_results_are_rejected_by_cli_and_window(
    tamper, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:  # type: ignore[no-untyped-def]
    data = finished_record().to_json()
    good = write(tmp_path / "good.holomino.json", data)
    assert run_cli(capsys, "replay", str(good))[0] == 0
    tamper(data)
    bad = write(tmp_path / "bad.holomino.json", data)
    code, out, err = run_cli(capsys, "replay", str(bad))
    assert code == 2
    assert out == ""
    assert err.startswith("holomino: ") and err.count("\n") == 1
    with pytest.raises(GameFileError) as info:
        persistence.load_game(bad)
    assert err == f"holomino: {info.value}\n"  # the very same check and words


def test_the_true_result_is_accepted_and_replayed(tmp_path: Path) -> None:
    record = finished_record("triominos", 6)
    path = write(tmp_path / "t.holomino.json", record.to_json())
    loaded, state, results = load_record(path)
    assert state.is_terminal()
    assert list(state.outcome().scores) == record.result["scores"]  # type: ignore[index]
    assert len(results) == len(record.moves)
    assert persistence.load_game(path).state.fingerprint() == state.fingerprint()


# -- reading: open first, regular files only, at most MAX_BYTES + 1 bytes -------------------------
def _load_in_child(path: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Load in a child with 1 GB of address space and 20 s: the old code read /dev/zero for
    ever and blocked on a FIFO; the test must fail, not take the machine down."""
    script = textwrap.dedent(
        f"""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        from holomino_desktop.ui.persistence import GameFileError, load_game
        try:
            load_game({str(path)!r})
        except GameFileError as error:
            print("rejected:", error)
        """
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=20, env=env
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "folder"])
def test_special_files_are_rejected_without_reading_them(kind: str, tmp_path: Path) -> None:
    path = tmp_path / f"{kind}.holomino.json"
    if kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    started = time.monotonic()
    try:
        child = _load_in_child(path, tmp_path)
    except subprocess.TimeoutExpired:
        pytest.fail(f"loading a {kind} did not return in 20 s")
    assert child.stdout.strip() == (
        "rejected: this is not a regular file (a folder, device or pipe)"
    ), child.stderr[-500:]
    assert time.monotonic() - started < 20


def test_a_file_over_the_limit_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "big.holomino.json"
    path.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(GameFileError, match="too large"):
        persistence.load_game(path)
    path.write_bytes(b" " * MAX_BYTES)
    with pytest.raises(GameFileError, match="not valid JSON"):  # read, then found empty
        persistence.load_game(path)


# -- messages quote little of the input ------------------------------------------------------
@pytest.mark.parametrize("field", ["game", "version", "kind", "option"])
def test_messages_quote_at_most_a_few_hundred_characters(field: str, tmp_path: Path) -> None:
    data = finished_record().to_json()
    huge = "x" * 4_000_000
    if field == "game":
        data["game"] = huge
    elif field == "version":
        data["version"] = [huge]
    elif field == "kind":
        data["players"][0]["kind"] = huge
    else:
        data["options"]["scoring"] = huge
    path = write(tmp_path / "huge.holomino.json", data)
    with pytest.raises(GameFileError) as info:
        persistence.load_game(path)
    message = str(info.value)
    assert 0 < len(message) <= MAX_MESSAGE
    assert "xxxx" in message or field == "version"
    with pytest.raises(RecordError) as cli_info:
        load_record(path)
    assert len(str(cli_info.value)) <= MAX_MESSAGE


# -- one size limit: what the program saves, it can open -------------------------------------
def test_what_the_program_saves_it_can_open_again(tmp_path: Path) -> None:
    """A compact file just under the limit grows when it is written again (indentation): it
    must be refused at once, not accepted and then unopenable after Save."""
    data = finished_record().to_json()
    data["padding"] = ["x"] * ((MAX_BYTES - 50_000) // 4)  # 4 bytes each, 7 when indented
    path = tmp_path / "near.holomino.json"
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    assert path.stat().st_size < MAX_BYTES
    try:
        loaded = persistence.load_game(path)
    except GameFileError as error:
        assert "too large" in str(error)
    else:  # accepted: then it must survive a Save and an Open
        again = tmp_path / "again.holomino.json"
        persistence.save_game(again, loaded.record, loaded.redo, loaded.budget)
        persistence.load_game(again)
    smaller = dict(data, padding=["x"] * 1000)
    path.write_text(json.dumps(smaller, separators=(",", ":")), encoding="utf-8")
    loaded = persistence.load_game(path)
    again = tmp_path / "again.holomino.json"
    persistence.save_game(again, loaded.record, loaded.redo, loaded.budget)
    assert persistence.load_game(again).state.fingerprint() == loaded.state.fingerprint()


def test_a_game_too_large_to_open_again_is_not_written(tmp_path: Path) -> None:
    record = finished_record()
    path = tmp_path / "g.holomino.json"
    persistence.save_game(path, record)
    before = path.read_bytes()
    record.extra["padding"] = "x" * MAX_BYTES
    with pytest.raises(SaveError, match="too large"):
        persistence.save_game(path, record)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.holomino.json"]  # no temp file


# -- format checks -----------------------------------------------------------------------------
@pytest.mark.parametrize("version", [0, -1, -(10**6)])
def test_version_zero_or_less_is_rejected(version: int, tmp_path: Path) -> None:
    data = finished_record().to_json()
    data["version"] = version
    path = write(tmp_path / "v.holomino.json", data)
    message = f"the record's version {version} is not a valid version (1 or more)"
    with pytest.raises(GameFileError) as info:
        persistence.load_game(path)
    assert str(info.value) == message
    with pytest.raises(RecordError) as cli_info:
        load_record(path)
    assert str(cli_info.value) == message


@pytest.mark.parametrize("where", ["top", "result", "player"])
def test_duplicate_keys_are_rejected(where: str, tmp_path: Path) -> None:
    text = finished_record().dumps()
    if where == "top":
        text = text.replace('"seed":', '"seed": 1,\n "seed":', 1)
        key = "seed"
    elif where == "result":
        text = text.replace('"winners":', '"scores": [0, 0],\n  "winners":', 1)
        key = "scores"
    else:
        text = text.replace('"name": "Ana"', '"name": "Ana", "name": "Eve"', 1)
        key = "name"
    path = tmp_path / "d.holomino.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GameFileError) as info:
        persistence.load_game(path)
    assert str(info.value) == f"the key '{key}' appears twice in one object"


def test_lone_surrogates_are_refused_on_load(tmp_path: Path) -> None:
    data = finished_record().to_json()
    data["players"][0]["name"] = "Ana\ud800"
    path = tmp_path / "s.holomino.json"
    path.write_text(json.dumps(data), encoding="ascii")  # "\ud800" written as an escape
    with pytest.raises(GameFileError) as info:
        persistence.load_game(path)
    assert str(info.value) == "the game holds a text that is not valid Unicode"


# -- stray temporary files -------------------------------------------------------------------
def test_stray_temp_files_are_removed_only_ours_and_only_old(tmp_path: Path) -> None:
    old = time.time() - 3600
    ours_old = [
        ".autosave.holomino.json.a1b2c3d4.tmp",
        "autosave.holomino.jsonq_w9e8r7.tmp",  # the names of earlier versions
        ".statistics.json.zz11yy22.tmp",
        ".game.holomino.json.abcdefgh.tmp",
    ]
    kept = ["notes.tmp", ".autosave.holomino.json.short.tmp", "autosave.holomino.json"]
    for name in ours_old + kept:
        (tmp_path / name).write_text("x", encoding="utf-8")
        os.utime(tmp_path / name, (old, old))
    young = tmp_path / ".autosave.holomino.json.n3wf1le5.tmp"  # another copy saving right now
    young.write_text("x", encoding="utf-8")
    assert persistence.remove_stray_temp_files(tmp_path, before=time.time() - 60) == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*kept, young.name])


# -- the CLI: one line on stderr, status 2 -----------------------------------------------------
def test_selfplay_into_an_unwritable_folder_is_one_clean_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run_cli(capsys, "selfplay", "--game", "holomino", "--out", "/proc/x.json")
    assert code == 2
    assert out == ""
    assert err.startswith("holomino: ") and err.count("\n") == 1
    assert "Traceback" not in err


def test_selfplay_does_not_create_missing_folders(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "missing" / "deeper" / "g.holomino.json"
    code, out, err = run_cli(capsys, "selfplay", "--game", "triominos", "--out", str(target))
    assert code == 2
    assert err == (
        f"holomino: the folder {str(target.parent)!r} does not exist (it is not created)\n"
    )
    assert not (tmp_path / "missing").exists()
    target = tmp_path / "g.holomino.json"
    assert run_cli(capsys, "selfplay", "--game", "triominos", "--out", str(target))[0] == 0
    assert load_record(target)[1].is_terminal()


@pytest.mark.parametrize(
    "argv",
    [
        ["replay"],
        ["selfplay", "--game", "chess"],
        ["bench", "--seconds", "soon"],
        ["nonsense"],
        ["replay", "/no/such/file.json"],
        ["replay", "/dev"],
    ],
)
def test_every_cli_error_is_one_line_and_status_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_cli(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.startswith("holomino") and err.count("\n") == 1, err


# -- saving over a special file: refused, the node left as it is --------------------------------
@pytest.mark.parametrize("kind", KINDS)
def test_selfplay_out_refuses_a_special_file_and_leaves_it(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / kind
    before = make_special(kind, target)
    code, out, err = run_cli(capsys, "selfplay", "--game", "holomino", "--out", str(target))
    assert (code, out) == (2, "")
    assert err == f"holomino: this is not a regular file (a folder, device or pipe) ({target})\n"
    assert node(target) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [kind]  # no temporary file left


def test_selfplay_out_writes_through_a_link_to_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real = tmp_path / "real.holomino.json"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.holomino.json"
    link.symlink_to(real.name)
    assert run_cli(capsys, "selfplay", "--game", "holomino", "--out", str(link))[0] == 0
    assert link.is_symlink() and os.readlink(link) == real.name
    assert load_record(real)[1].is_terminal()
    assert sorted(p.name for p in tmp_path.iterdir()) == [link.name, real.name]


def test_selfplay_out_names_the_target_not_the_temporary_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run_cli(capsys, "selfplay", "--game", "holomino", "--out", "/proc/version")
    assert (code, out) == (2, "")
    assert err.startswith("holomino: ") and err.endswith(" (/proc/version)\n"), err
    assert ".tmp" not in err


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["bench", "--seconds", "-1"], "argument --seconds: takes more than 0 seconds, not -1"),
        (["bench", "--seconds", "nan"], "argument --seconds: takes more than 0 seconds, not nan"),
        (["arena", "--game", "triominos", "--players", "greedy,random", "--jobs", "0"],
         "argument --jobs: takes 1 or more, not 0"),
        (["arena", "--game", "triominos", "--players", "greedy,random", "--games", "0"],
         "argument --games: takes 1 or more, not 0"),
        (["arena", "--game", "triominos", "--players", "expert:abc,greedy"],
         "the think time after ':' is a number of seconds in 'expert:abc'"),
        (["arena", "--game", "triominos", "--players", "expert:inf,greedy"],
         "the think time must be more than 0 seconds in 'expert:inf'"),
    ],
)  # fmt: skip
def test_a_count_or_time_out_of_range_is_one_line_and_status_2(
    argv: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_cli(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.rstrip("\n").endswith(reason), err
