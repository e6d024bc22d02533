"""The arena's ledger: games recorded as they end, pooled per pairing for today's code only."""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path

import pytest

from holomino_desktop.ai.arena import resolve_run
from holomino_desktop.ai.ledger import PACKAGE_ROOT, Ledger, code_fingerprint
from holomino_desktop.cli import main

from ..special_files import KINDS, make_special, node

ARENA = ["arena", "--game", "holomino", "--players", "beginner,random", "-q"]


def _record(path: Path, *extra: str) -> None:
    assert main([*ARENA, "--record", str(path), *extra]) == 0


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_the_cli_appends_one_line_per_finished_game(tmp_path: Path) -> None:
    ledger = tmp_path / "runs.jsonl"
    _record(ledger, "--games", "4", "--seed", "10")
    _record(ledger, "--games", "2", "--seed", "20", "--jobs", "2")
    entries = _lines(ledger)
    assert len(entries) == 6
    first = entries[0]
    assert first["fingerprint"] == code_fingerprint("holomino")
    assert first["players"] == [
        {"label": "beginner", "level": "beginner", "budget": 1.0},
        {"label": "random", "level": "random", "budget": 1.0},
    ]
    assert first["options"] == {"players": 2, "scoring": "sum"}
    # game i deals seed S + i // 2 and rotates the seats by i % 2
    assert sorted((e["seed"], e["deal_seed"], e["rotation"]) for e in entries) == [
        (10, 10, 0), (10, 10, 1), (10, 11, 0), (10, 11, 1), (20, 20, 0), (20, 20, 1),
    ]  # fmt: skip
    for entry in entries:
        labels = [seat["label"] for seat in entry["seats"]]
        assert labels == (
            ["beginner", "random"] if entry["rotation"] == 0 else ["random", "beginner"]
        )
        assert sum(seat["share"] for seat in entry["seats"]) == pytest.approx(1.0)


def test_an_unwritable_ledger_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*ARENA, "--games", "2", "--record", str(tmp_path)]) == 2  # a folder
    err = capsys.readouterr().err
    assert "cannot write the ledger" in err and str(tmp_path) in err


@pytest.mark.parametrize("kind", KINDS)
def test_a_ledger_that_is_no_regular_file_is_refused_and_left_as_it_is(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ledger = tmp_path / f"{kind}.jsonl"
    before = make_special(kind, ledger)
    assert main([*ARENA, "--games", "2", "--record", str(ledger)]) == 2  # not blocked by a pipe
    err = capsys.readouterr().err
    assert err == (
        f"holomino arena: cannot write the ledger {ledger}: "
        "this is not a regular file (a folder, device or pipe)\n"
    )
    assert node(ledger) == before


def test_pooling_counts_each_deal_and_seating_once_for_this_pairing_and_code(
    tmp_path: Path,
) -> None:
    ledger = tmp_path / "runs.jsonl"
    _record(ledger, "--games", "4", "--seed", "1")  # deals 1, 2
    _record(ledger, "--games", "4", "--seed", "2")  # deals 2, 3: deal 2 again
    _record(ledger, "--games", "2", "--seed", "9", "--budget", "0.5")  # another budget
    entries = _lines(ledger)
    stale = dict(entries[0], fingerprint="0123456789abcdef", deal_seed=77)
    with ledger.open("a", encoding="utf-8") as out:
        out.write(json.dumps(stale) + "\n")
    specs, options = resolve_run("holomino", ["beginner", "random"])
    report = Ledger.read([ledger]).pooled("holomino", specs, options)
    assert sorted((g.seed, [s.label for s in g.seats][0]) for g in report.games) == [
        (1, "beginner"), (1, "random"), (2, "beginner"), (2, "random"),
        (3, "beginner"), (3, "random"),
    ]  # fmt: skip
    # the first recording of deal 2 is the one kept
    kept = [e for e in entries[:4] if e["deal_seed"] == 2]
    pooled = [g for g in report.games if g.seed == 2]
    assert [g.seats[0].score for g in pooled] == [e["seats"][0]["score"] for e in kept]
    stats = {s.label: s for s in report.stats()}
    expected = sum(
        seat["share"]
        for e in entries[:4] + entries[6:8]
        for seat in e["seats"]
        if seat["label"] == "beginner"
    )
    assert stats["beginner"].games == 6
    assert stats["beginner"].shares == pytest.approx(expected)
    half, _ = resolve_run("holomino", ["beginner", "random"], budget=0.5)
    assert len(Ledger.read([ledger]).pooled("holomino", half, options).games) == 2
    swapped, _ = resolve_run("holomino", ["random", "beginner"])
    assert Ledger.read([ledger]).pooled("holomino", swapped, options).games == []


def test_a_broken_line_is_reported_and_the_rest_is_read(tmp_path: Path) -> None:
    ledger = tmp_path / "runs.jsonl"
    _record(ledger, "--games", "2")
    good = ledger.read_text(encoding="utf-8")
    entry = json.loads(good.splitlines()[0])
    no_moves = {key: value for key, value in entry.items() if key != "moves"}
    del entry["seats"][0]["score"]
    broken = ["{not json", json.dumps(entry), "[1, 2]", "", json.dumps(no_moves)]
    ledger.write_text(good + "\n".join(broken) + "\n", encoding="utf-8")
    read = Ledger.read([ledger])
    assert len(read.entries) == 2
    assert [bad.split(":")[1] for bad in read.bad_lines] == ["3", "4", "5", "7"]
    assert read.bad_lines[-1].endswith("'missing moves'")


def _games(ledger: Ledger) -> list[tuple[int, int, list[tuple[str, int]]]]:
    """Deal, seating and scores of every game (think times differ from run to run)."""
    return [
        (e["deal_seed"], e["rotation"], [(s["label"], s["score"]) for s in e["seats"]])
        for e in ledger.entries
    ]


def test_a_gzip_ledger_is_appended_to_and_read_as_a_plain_one(tmp_path: Path) -> None:
    plain, packed = tmp_path / "runs.jsonl", tmp_path / "runs.jsonl.gz"
    for path in (plain, packed):
        _record(path, "--games", "4", "--seed", "10")
        _record(path, "--games", "2", "--seed", "20")  # a second gzip member
    with gzip.open(packed, "rt", encoding="utf-8") as text:
        assert len(text.read().splitlines()) == 6  # really gzip, not plain text named .gz
    read = Ledger.read([packed])
    assert read.bad_lines == []
    assert len(read.entries) == 6
    assert _games(read) == _games(Ledger.read([plain]))


def test_a_gzip_ledger_cut_off_mid_write_keeps_the_games_before_the_cut(tmp_path: Path) -> None:
    packed = tmp_path / "runs.jsonl.gz"
    _record(packed, "--games", "4", "--seed", "10")
    whole = packed.read_bytes()
    assert whole[:2] == b"\x1f\x8b"  # gzip's magic number
    _record(packed, "--games", "2", "--seed", "20")
    packed.write_bytes(packed.read_bytes()[: len(whole) + 30])  # the second member cut short
    read = Ledger.read([packed])
    assert len(read.entries) == 4
    assert len(read.bad_lines) == 1 and "runs.jsonl.gz" in read.bad_lines[0]


def _copy_sources(root: Path) -> Path:
    for folder in ("engine", "ai"):
        shutil.copytree(
            PACKAGE_ROOT / folder, root / folder, ignore=shutil.ignore_patterns("__pycache__")
        )
    return root


def test_the_fingerprint_follows_the_files_a_game_is_played_with(tmp_path: Path) -> None:
    root = _copy_sources(tmp_path / "pkg")
    before = {game: code_fingerprint(game, root) for game in ("holomino", "triominos")}
    assert before["holomino"] == code_fingerprint("holomino")  # the copy is today's code
    assert before["holomino"] != before["triominos"]

    def edit(relative: str) -> dict[str, str]:
        path = root / relative
        path.write_text(path.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
        return {game: code_fingerprint(game, root) for game in before}

    after = edit("ai/triominos_ai.py")  # Triominos' own AI
    assert after["triominos"] != before["triominos"] and after["holomino"] == before["holomino"]
    before = after
    after = edit("ai/review.py")  # not part of play
    assert after == before
    after = edit("engine/record.py")  # the record's file format: no game's play reads it
    assert after == before
    after = edit("ai/arena_cli.py")  # the arena's command line
    assert after == before
    after = edit("engine/data/hexadomino_set.json")  # another game's data
    assert after == before
    after = edit("ai/ismcts.py")  # the Expert of every game
    assert all(after[game] != before[game] for game in before)
    assert code_fingerprint("holomino", tmp_path / "nothing") == "no-source"


def test_arena_targets_prints_the_table_from_a_ledger_without_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import runpy

    ledger = tmp_path / "runs.jsonl"
    _record(ledger, "--games", "4")
    script = Path(__file__).resolve().parents[2] / "benchmarks" / "arena_targets.py"
    module = runpy.run_path(str(script))
    argv = ["--ledger", str(ledger), "--game", "holomino", "--only", "cheap"]
    assert module["main"](argv) == 0
    out = capsys.readouterr().out
    rows = {
        line[:47].split(None, 1)[1].strip(): line
        for line in out.splitlines()
        if line.startswith("holomino ")
    }
    assert "no games of today's code" in rows["intermediate vs greedy"]
    beginner = rows["beginner vs random"].split()
    assert beginner[4] == "4"  # games
    assert "no games" not in rows["beginner vs random"]


def test_arena_targets_plays_and_pools_the_expert_rows_on_worker_processes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import os
    import runpy

    monkeypatch.setattr(os, "cpu_count", lambda: 1)  # 1 job × 2 processes crowd one core

    ledger = tmp_path / "runs.jsonl"
    script = Path(__file__).resolve().parents[2] / "benchmarks" / "arena_targets.py"
    main_of = runpy.run_path(str(script))["main"]
    common = ["--game", "holomino", "--only", "greedy", "--budget", "0.05"]
    played = [*common, "--games", "2", "--cheap-games", "2", "--jobs", "1", "--processes", "2"]
    assert main_of([*played, "--record", str(ledger)]) == 0
    players = {tuple(s["label"] for s in entry["players"]) for entry in _lines(ledger)}
    assert players == {("expert@2", "greedy"), ("intermediate", "greedy")}
    warned = capsys.readouterr().err
    assert "arena_targets: 1 job(s) × 2 Expert processes exceed the 1 cores" in warned

    def expert_row(*extra: str) -> str:
        assert main_of([*common, "--ledger", str(ledger), *extra]) == 0
        lines = capsys.readouterr().out.splitlines()
        return next(line for line in lines if line.startswith("holomino ") and "expert" in line)

    pooled = expert_row("--processes", "2").split()
    assert pooled[1:5] == ["expert@2", "vs", "greedy", "2"]  # the pairing and its 2 games
    assert "no games of today's code" in expert_row()  # the one-process Expert played none
