"""Sound effects: a few short sounds made here from sine tones and noise, played by the system.

Why no QtMultimedia: it lives in PySide6-Addons (a 175 MB wheel), needs libpulse on Linux and,
for its media backend, FFmpeg and Qt Quick in the bundle — far more than a dozen clicks and
chimes are worth. Every desktop already has a player for a WAV file: ``winsound`` (standard
library) on Windows, ``afplay`` on macOS, ``pw-play`` / ``paplay`` / ``aplay`` on Linux. The
sounds are synthesised once into WAV files in the cache folder and handed to that player in a
:class:`QProcess`, so nothing ever waits for audio. Without a player the game stays silent and
says so once in the log.

``HOLOMINO_SOUND_COMMAND`` (e.g. ``"paplay --volume 40000"``) overrides the player;
``HOLOMINO_MUTE`` silences everything (the test suite sets it).
"""

from __future__ import annotations

import contextlib
import io
import logging
import math
import os
import random
import shlex
import shutil
import struct
import sys
import wave
from collections import deque
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, QStandardPaths, SignalInstance

from ..engine.base import MoveResult, State
from ..engine.record import write_atomic
from .board import Board
from .controller import GameController

log = logging.getLogger(__name__)

RATE = 22050
#: bump when a sound changes, so old cached files are not used
SOUND_VERSION = 1
#: more sounds than this at once are dropped (a fast AI-vs-AI game must not pile them up)
MAX_PLAYING = 3
#: a placement worth this much, or carrying a named bonus, gets the brighter sound
BIG_SCORE = 30


# -- synthesis ----------------------------------------------------------------------------
def _envelope(i: int, n: int, attack: int, decay: float) -> float:
    """A fast rise then an exponential fall, so no sound starts or ends with a click."""
    rise = min(1.0, i / attack) if attack else 1.0
    fade = min(1.0, (n - i) / (RATE * 0.005))
    return rise * fade * math.exp(-decay * i / RATE)


def _tone(freq: float, seconds: float, decay: float, volume: float = 0.5) -> list[float]:
    """A bell-like note: the tone plus a soft octave and twelfth."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        wave_ = (
            math.sin(2 * math.pi * freq * t)
            + 0.3 * math.sin(4 * math.pi * freq * t)
            + 0.1 * math.sin(6 * math.pi * freq * t)
        )
        out.append(volume * wave_ / 1.4 * _envelope(i, n, int(RATE * 0.004), decay))
    return out


def _knock(seconds: float, pitch: float, volume: float, seed: int) -> list[float]:
    """A tile set down on wood: a low thump under a short burst of filtered noise."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out, smooth = [], 0.0
    for i in range(n):
        smooth += 0.35 * (rng.uniform(-1.0, 1.0) - smooth)  # a one-pole low-pass: softer noise
        thump = math.sin(2 * math.pi * pitch * i / RATE)
        out.append(volume * (0.6 * smooth + 0.5 * thump) * _envelope(i, n, 30, 45.0))
    return out


def _shuffle(seconds: float, volume: float, seed: int) -> list[float]:
    """A tile pulled from the stock: two quick rustles of noise."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    half = n // 2
    out, smooth = [], 0.0
    for i in range(n):
        smooth += 0.2 * (rng.uniform(-1.0, 1.0) - smooth)
        j = i % half
        out.append(volume * smooth * _envelope(j, half, int(RATE * 0.01), 18.0))
    return out


def _sequence(notes: list[tuple[float, float]], step: float, decay: float) -> list[float]:
    """Notes (frequency, volume) starting ``step`` seconds apart, each ringing on."""
    ring = 0.45
    total = int(RATE * (step * (len(notes) - 1) + ring))
    out = [0.0] * total
    for k, (freq, volume) in enumerate(notes):
        start = int(RATE * step * k)
        for i, value in enumerate(_tone(freq, ring, decay, volume)):
            out[start + i] += value
    return out


def _mix(*parts: list[float]) -> list[float]:
    out = [0.0] * max(len(p) for p in parts)
    for part in parts:
        for i, value in enumerate(part):
            out[i] += value
    return out


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "place": lambda: _knock(0.09, 140.0, 0.55, 1),
    "score": lambda: _sequence([(784.0, 0.35), (1175.0, 0.35)], 0.07, 9.0),
    "bonus": lambda: _sequence(
        [(659.0, 0.3), (880.0, 0.3), (1109.0, 0.3), (1319.0, 0.35)], 0.07, 7.0
    ),
    "penalty": lambda: _sequence([(392.0, 0.3), (330.0, 0.3)], 0.09, 10.0),
    "draw": lambda: _shuffle(0.16, 0.5, 2),
    "pass": lambda: _tone(294.0, 0.22, 14.0, 0.3),
    "illegal": lambda: _mix(_tone(155.0, 0.16, 12.0, 0.3), _tone(164.0, 0.16, 12.0, 0.3)),
    "round_end": lambda: _sequence([(523.0, 0.3), (659.0, 0.3), (784.0, 0.35)], 0.11, 6.0),
    "win": lambda: _sequence(
        [(523.0, 0.3), (659.0, 0.3), (784.0, 0.3), (1047.0, 0.4), (784.0, 0.25), (1047.0, 0.4)],
        0.12,
        4.0,
    ),
    "lose": lambda: _sequence([(440.0, 0.3), (415.0, 0.3), (392.0, 0.3), (370.0, 0.35)], 0.2, 5.0),
}


def pcm_frames(samples: list[float]) -> bytes:
    """16-bit little-endian mono PCM; the samples are clipped to ±1."""
    return struct.pack(f"<{len(samples)}h", *(int(max(-1.0, min(1.0, s)) * 32000) for s in samples))


def write_wav(path: Path, samples: list[float]) -> None:
    """Write the effect as every file is written (``record.write_atomic``): a half-written file
    is never played, and nothing is written over a device or pipe at that name."""
    data = io.BytesIO()
    with wave.open(data, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm_frames(samples))
    write_atomic(path, data.getvalue())


# -- the system's player ------------------------------------------------------------------
LINUX_PLAYERS = (["pw-play"], ["paplay"], ["aplay", "-q"])


def find_player() -> list[str] | None:
    """The command that plays a WAV file (file name appended), or ``["winsound"]``."""
    custom = os.environ.get("HOLOMINO_SOUND_COMMAND", "").strip()
    if custom:
        command = shlex.split(custom)
        return command if shutil.which(command[0]) else None
    if sys.platform == "win32":
        return ["winsound"]
    candidates = [["afplay"]] if sys.platform == "darwin" else list(LINUX_PLAYERS)
    for command in candidates:
        found = shutil.which(command[0])
        if found:
            return [found, *command[1:]]
    return None


def player_environment() -> QProcessEnvironment:
    """The environment for the system's player: inside a PyInstaller bundle, the library path
    the bundle's loader set would make ``paplay`` load the bundle's libraries; give it back the
    path the user had (PyInstaller keeps it as ``LD_LIBRARY_PATH_ORIG``)."""
    env = QProcessEnvironment.systemEnvironment()
    if getattr(sys, "frozen", False) and env.contains("LD_LIBRARY_PATH"):
        original = env.value("LD_LIBRARY_PATH_ORIG", "")
        if original:
            env.insert("LD_LIBRARY_PATH", original)
        else:
            env.remove("LD_LIBRARY_PATH")
    return env


def default_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    root = Path(base) if base else Path.home() / ".cache" / "holomino-desktop"
    return root / f"sounds-{SOUND_VERSION}"


class SoundPlayer(QObject):
    """Plays the named sounds; silently does nothing when off or when no player exists."""

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder or default_folder()
        self.enabled = True
        self.player = find_player()
        self._playing: list[QProcess] = []
        self._warned = False
        #: the last sounds asked for while on, in order (the tests read it; bounded for long
        #: sessions)
        self.played: deque[str] = deque(maxlen=200)

    @property
    def available(self) -> bool:
        return self.player is not None

    def file_for(self, name: str) -> Path:
        """The WAV file of ``name``, made on first use."""
        path = self.folder / f"{name}.wav"
        if not path.is_file():
            self.folder.mkdir(parents=True, exist_ok=True)
            write_wav(path, SOUNDS[name]())
        return path

    def play(self, name: str) -> bool:
        """Start ``name``; True when a player was started."""
        if not self.enabled or os.environ.get("HOLOMINO_MUTE") or name not in SOUNDS:
            return False
        self.played.append(name)
        if self.player is None:
            if not self._warned:
                log.info("no sound player found (tried pw-play, paplay, aplay, afplay)")
                self._warned = True
            return False
        try:
            path = self.file_for(name)
        except OSError as error:  # a full or read-only cache folder: stay quiet, keep playing
            log.warning("cannot write sound %s: %s", name, error)
            return False
        if self.player == ["winsound"]:
            return self._play_windows(path)
        return self._start(path)

    def _play_windows(self, path: Path) -> bool:
        import winsound  # only on Windows

        flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
        winsound.PlaySound(str(path), flags)
        return True

    def _start(self, path: Path) -> bool:
        if len(self._playing) >= MAX_PLAYING:
            return False
        assert self.player is not None
        process = QProcess(self)
        process.setProcessEnvironment(player_environment())
        # slots of the player itself, never lambdas: Qt cuts a connection to a deleted
        # receiver, so a process still ending while its player is deleted calls nothing
        process.finished.connect(self._process_ended)
        process.errorOccurred.connect(self._process_ended)  # e.g. failed to start
        self._playing.append(process)
        process.start(self.player[0], [*self.player[1:], str(path)])
        return True

    def _process_ended(self, *_: object) -> None:
        process = self.sender()
        if isinstance(process, QProcess):
            self._ended(process)

    def _ended(self, process: QProcess) -> None:
        if process in self._playing:  # finished and errorOccurred may both come
            self._playing.remove(process)
            with contextlib.suppress(RuntimeError):  # already gone with its parent at exit
                process.deleteLater()

    def stop(self) -> None:
        """Cut running sounds short (the window is closing). Each process is told nothing more
        and goes at once: a process deleted later with the window, still running, would call
        back into a player being deleted."""
        for process in list(self._playing):
            process.blockSignals(True)
            process.kill()
            process.waitForFinished(500)
            process.deleteLater()
        self._playing.clear()

    def wait(self, msecs: int = 3000) -> None:
        """Let running sounds end (for tests and for quitting)."""
        for process in list(self._playing):
            process.waitForFinished(msecs)


# -- which sound a move makes -------------------------------------------------------------
def sound_for(result: MoveResult, kind: str) -> str:
    """The sound of one move; ``kind`` is "place" for a tile laid, else the board painter's
    action kind ("draw", "buy", "pass", "return"...). The end of a round comes first."""
    if "round_end" in result.events:
        return "round_end"
    points = result.points
    if kind == "place":
        bonus = any(item.param("bonus") for item in result.items if item.player == result.player)
        if bonus or points >= BIG_SCORE:
            return "bonus"
        return "score" if points > 0 else "place"
    if kind in ("draw", "buy") or "draw" in result.events:
        return "draw"
    return "penalty" if points < 0 else "pass"


def end_sound(state: State, human_seats: list[int]) -> str:
    """At the end of a match: a fanfare when a person (or, with none, anyone) won."""
    winners = state.outcome().winners
    if not human_seats or any(seat in winners for seat in human_seats):
        return "win"
    return "lose"


class SoundEffects(QObject):
    """Connects the controller's game to the sounds; ``illegal`` is a signal of refused
    attempts (``PlayInput.illegalAttempt``)."""

    def __init__(
        self,
        controller: GameController,
        board: Board,
        illegal: SignalInstance,
        player: SoundPlayer | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.player = player or SoundPlayer(parent=self)
        controller.moveApplied.connect(self._move_applied)
        controller.gameOver.connect(self._game_over)
        illegal.connect(lambda _move, _error: self.player.play("illegal"))

    def set_enabled(self, on: bool) -> None:
        self.player.enabled = on

    def _move_applied(self, result: MoveResult, _before: State) -> None:
        state = self.controller.state
        if state is not None and state.is_terminal():
            return  # the match-end sound follows
        painter = self.board.painter
        if painter is None or painter.placement(result.move) is not None:
            kind = "place"
        else:
            kind = painter.action(result.move)[0]
        self.player.play(sound_for(result, kind))

    def _game_over(self) -> None:
        state = self.controller.state
        if state is not None:
            self.player.play(end_sound(state, self.controller.human_seats()))
