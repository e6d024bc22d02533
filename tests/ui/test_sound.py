"""Sound effects: the synthesised WAV files, the player process, and which move makes which sound.

A real audio device is not needed: a fake player script (on PATH through
``HOLOMINO_SOUND_COMMAND``) writes down every file it is asked to play, exactly as ``paplay``
would receive it.
"""

from __future__ import annotations

import random
import stat
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from holomino_desktop.engine.base import MoveResult, ScoreItem
from holomino_desktop.engine.holomino import HolominoGame
from holomino_desktop.ui import sound
from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.settings import AppSettings
from holomino_desktop.ui.sound import SOUNDS, SoundPlayer, end_sound, find_player, sound_for

from .helpers import human_turn, start, wait_for_human

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the fake player is a sh script")


@pytest.fixture
def fake_player(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A 'player' that appends the file it gets to a log; sound switched on for this test."""
    log = tmp_path / "played.log"
    script = tmp_path / "fakeplay"
    script.write_text(f'#!/bin/sh\nprintf "%s\\n" "$*" >> "{log}"\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("HOLOMINO_SOUND_COMMAND", f"{script} --quiet")
    monkeypatch.delenv("HOLOMINO_MUTE", raising=False)
    return log


def _read(path: Path) -> list[int]:
    with wave.open(str(path), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, sound.RATE)
        raw = wav.readframes(wav.getnframes())
    return [int.from_bytes(raw[i : i + 2], "little", signed=True) for i in range(0, len(raw), 2)]


def test_every_sound_is_a_short_clean_wav(tmp_path: Path) -> None:
    player = SoundPlayer(folder=tmp_path)
    for name in SOUNDS:
        samples = _read(player.file_for(name))
        seconds = len(samples) / sound.RATE
        assert 0.05 <= seconds <= 1.2, name
        peak = max(abs(s) for s in samples)
        assert 3000 < peak <= 32000, name  # audible, never clipped
        # starts and ends near silence: no click at either end
        assert abs(samples[0]) < 2000 and abs(samples[-1]) < 500, name


def test_sounds_are_made_once_and_kept(tmp_path: Path) -> None:
    player = SoundPlayer(folder=tmp_path)
    path = player.file_for("score")
    made = path.stat().st_mtime_ns
    assert player.file_for("score").stat().st_mtime_ns == made
    assert not list(tmp_path.glob("*.part"))


def test_player_command_from_the_environment(fake_player: Path) -> None:
    command = find_player()
    assert command is not None and command[0].endswith("fakeplay") and command[1] == "--quiet"


def test_missing_player_means_silence_not_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOLOMINO_SOUND_COMMAND", str(tmp_path / "no-such-player"))
    monkeypatch.delenv("HOLOMINO_MUTE", raising=False)
    player = SoundPlayer(folder=tmp_path)
    assert not player.available
    assert player.play("place") is False
    assert list(player.played) == ["place"]


def test_linux_players_are_searched_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HOLOMINO_SOUND_COMMAND", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    present = {"paplay": "/usr/bin/paplay", "aplay": "/usr/bin/aplay"}
    monkeypatch.setattr(sound.shutil, "which", present.get)
    assert find_player() == ["/usr/bin/paplay"]
    present.pop("paplay")
    assert find_player() == ["/usr/bin/aplay", "-q"]
    present.clear()
    assert find_player() is None


def test_play_hands_the_wav_to_the_player(qtbot, tmp_path: Path, fake_player: Path) -> None:  # type: ignore[no-untyped-def]
    player = SoundPlayer(folder=tmp_path / "cache")
    assert player.play("bonus")
    player.wait()
    line = fake_player.read_text().strip()
    assert line.startswith("--quiet ") and line.endswith("bonus.wav")
    assert _read(Path(line.split(" ", 1)[1]))


def test_switched_off_or_muted_plays_nothing(
    qtbot, tmp_path: Path, fake_player: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    player = SoundPlayer(folder=tmp_path)
    player.enabled = False
    assert not player.play("place")
    player.enabled = True
    monkeypatch.setenv("HOLOMINO_MUTE", "1")
    assert not player.play("place")
    assert not player.played and not fake_player.exists()


def test_no_pile_up_of_sounds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = tmp_path / "slowplay"
    script.write_text("#!/bin/sh\nsleep 2\n")
    script.chmod(0o755)
    monkeypatch.setenv("HOLOMINO_SOUND_COMMAND", str(script))
    monkeypatch.delenv("HOLOMINO_MUTE", raising=False)
    player = SoundPlayer(folder=tmp_path)
    started = [player.play("place") for _ in range(sound.MAX_PLAYING + 2)]
    assert started == [True] * sound.MAX_PLAYING + [False, False]
    player.stop()
    assert player._playing == []


def _result(
    points: int, kind: str = "tile", events: tuple[str, ...] = (), **params: object
) -> MoveResult:
    move = HolominoGame().new_initial_state(1).legal_moves()[0]
    items = (ScoreItem(0, points, kind, str(points), tuple(params.items())),) if points else ()
    return MoveResult(0, move, items, events)


def test_which_move_makes_which_sound() -> None:
    assert sound_for(_result(0), "place") == "place"
    assert sound_for(_result(9), "place") == "score"
    assert sound_for(_result(44, "holes"), "place") == "bonus"
    assert sound_for(_result(14, "bridge", bonus="bridge"), "place") == "bonus"
    assert sound_for(_result(-5, "draw_penalty", ("draw",)), "draw") == "draw"
    assert sound_for(_result(0), "buy") == "draw"
    assert sound_for(_result(0), "pass") == "pass"
    assert sound_for(_result(-10, "pass_penalty"), "pass") == "penalty"
    assert sound_for(_result(25, events=("round_end",)), "place") == "round_end"


def test_match_end_sound_depends_on_who_won() -> None:
    state = HolominoGame().new_initial_state(3)
    rng = random.Random(3)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
    winners = state.outcome().winners
    loser = next(p for p in range(state.num_players) if p not in winners)
    assert end_sound(state, [winners[0]]) == "win"
    assert end_sound(state, [loser]) == ("win" if len(winners) == state.num_players else "lose")
    assert end_sound(state, []) == "win"  # computers only: the table still cheers


def test_window_plays_a_sound_per_move_and_for_illegal_drops(
    qtbot, window: MainWindow, tmp_path: Path, fake_player: Path
) -> None:  # type: ignore[no-untyped-def]
    sounds = window.comfort.sounds
    sounds.player = SoundPlayer(folder=tmp_path / "cache", parent=sounds)
    window.comfort.apply(AppSettings(animation="off", sound=True))
    start(window, "holomino", ["human", "intermediate"], seed=5)
    wait_for_human(qtbot, window)
    rng = random.Random(1)
    for _ in range(3):
        moves_before = len(window.controller.results)
        heard_before = len(sounds.player.played)
        human_turn(qtbot, window, rng)
        wait_for_human(qtbot, window)
        new = len(window.controller.results) - moves_before
        assert len(sounds.player.played) - heard_before == new  # one sound per move
    assert set(sounds.player.played) <= {"place", "score", "bonus", "draw", "pass", "penalty"}
    state = window.controller.state
    assert state is not None
    illegal = next(m for m in HolominoGame().new_initial_state(9).legal_moves())
    if illegal not in state.legal_moves():
        window.play.illegalAttempt.emit(illegal, None)
        assert sounds.player.played[-1] == "illegal"
    sounds.player.wait()
    QApplication.processEvents()
    assert fake_player.read_text().count(".wav") >= 1

    window.comfort.apply(AppSettings(animation="off", sound=False))
    heard = len(sounds.player.played)
    human_turn(qtbot, window, rng)
    wait_for_human(qtbot, window)
    assert len(sounds.player.played) == heard


def test_a_bundled_app_gives_the_player_the_users_library_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/holomino/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/home/me/lib")
    assert sound.player_environment().value("LD_LIBRARY_PATH") == "/home/me/lib"
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG")
    assert not sound.player_environment().contains("LD_LIBRARY_PATH")
    monkeypatch.setattr(sys, "frozen", False)
    assert sound.player_environment().value("LD_LIBRARY_PATH") == "/opt/holomino/_internal"


def test_sound_menu_toggle_is_remembered(window: MainWindow) -> None:
    comfort = window.comfort
    assert comfort.sound_action.isChecked() == comfort.values.sound
    comfort.sound_action.setChecked(False)
    assert comfort.sounds.player.enabled is False
    from holomino_desktop.ui.settings import load_settings

    assert load_settings(window.settings).settings.sound is False
    comfort.apply(AppSettings(animation="off", sound=True))
    assert comfort.sound_action.isChecked() and comfort.sounds.player.enabled
