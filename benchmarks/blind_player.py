"""A blind player under Xvfb: hears only what AT-SPI exposes, acts only by key presses.

    python benchmarks/blind_player.py --games holomino          # one game
    python benchmarks/blind_player.py --tutorial --games all --review
    python benchmarks/blind_player.py --tree-only               # the tree walk alone
    python benchmarks/blind_player.py --turns 4 --orca docs/accessibility-orca-holomino.txt

It starts its own virtual display (Xvfb on a free display number), a D-Bus session, the AT-SPI
bus (at-spi-bus-launcher, which starts at-spi2-registryd), a window manager (openbox: it gives
each new window the focus, as on a desktop), then the program on a fresh data folder (its own
HOME) with Qt's accessibility on, in English. The player runs under the system
python (``/usr/bin/python3``, where Debian's ``python3-pyatspi`` lives: the script re-executes
itself there; the program runs under the python that started the script, or ``--app-python``).
It reads names, descriptions, states, text and the announcements (``object:announcement``
events) and presses keys with ``xdotool key``. Install what it needs with
``scripts/install_atspi.sh``.

Printed: a tree walk of every window (interactive objects without a name, labels whose name
hides their text), then per game the moves made, keys pressed, and every point where the
player had to guess — an action it could not decide from what it heard.

Every wait is bounded in time, every loop in count; every process started (Xvfb, dbus, the
AT-SPI bus, the program) is ended by its own id on exit, also on error or Ctrl+C.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"
APP_PYTHON_ENV = "HOLOMINO_APP_PYTHON"
GAMES = {
    "holomino": "Holomino",
    "triominos": "Triominos",
    "hexadomino": "Hexadomino",
    "square_domino": "Domino kwadratowe",
    "dutch_domino": "Holandski domino",
}
#: the role names a user acts on: each needs a name that says what it is
INTERACTIVE = {
    "push button",
    "check box",
    "radio button",
    "combo box",
    "menu item",
    "spin button",
    "text",
    "entry",
    "slider",
    "toggle button",
    "page tab",
    "link",
    "password text",
}


def run_under_system_python() -> None:
    """pyatspi is a Debian package of the system python: re-execute there, remembering the
    python that started us (the project's, with PySide6) for the program."""
    if importlib.util.find_spec("pyatspi") is not None:
        return
    if os.path.realpath(sys.executable) == os.path.realpath(SYSTEM_PYTHON):
        sys.exit("pyatspi is missing: run scripts/install_atspi.sh")
    os.environ.setdefault(APP_PYTHON_ENV, sys.executable)
    os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON, str(Path(__file__).resolve()), *sys.argv[1:]])


# --------------------------------------------------------------------------- processes


class Processes:
    """Every process this script starts, each in its own session so that ending its group
    ends what it started (the AT-SPI bus launcher starts a dbus-daemon and the registry)."""

    def __init__(self) -> None:
        self.started: list[subprocess.Popen[bytes]] = []

    def start(self, args: list[str], env: dict[str, str], **kw: Any) -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(args, env=env, start_new_session=True, **kw)
        self.started.append(proc)
        return proc

    def stop(self, proc: subprocess.Popen[bytes]) -> None:
        self._stop(proc)
        self.started.remove(proc)

    def stop_all(self) -> None:
        for proc in reversed(self.started):  # the program first, Xvfb last
            self._stop(proc)
        self.started.clear()

    @staticmethod
    def _stop(proc: subprocess.Popen[bytes]) -> None:
        """SIGTERM to its group, SIGKILL after 3 s; then SIGKILL to what the group left
        behind (a child that outlived its leader)."""
        with suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)  # its own group: the ids it started
            try:
                proc.wait(timeout=3)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=3)
        with suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)


def free_display() -> int:
    for number in range(91, 400):
        if (
            not Path(f"/tmp/.X{number}-lock").exists()
            and not Path(f"/tmp/.X11-unix/X{number}").exists()
        ):
            return number
    raise RuntimeError("no free X display number")


def wait_until(check: Callable[[], Any], timeout: float, what: str, step: float = 0.05) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(step)
    raise TimeoutError(f"waited {timeout:.0f} s for {what}")


@contextmanager
def desktop(
    app_python: str, keep_log: Path | None, board_echo: bool = False
) -> Iterator[tuple[Processes, int]]:
    """Xvfb, D-Bus, the AT-SPI bus and the program on a fresh data folder; yields the
    processes and the program's process id. Everything is ended on the way out.
    ``board_echo``: the setting "Screen reader: also say game events on the board" is on."""
    procs = Processes()
    home = Path(tempfile.mkdtemp(prefix="holomino-blind-"))
    try:
        if board_echo:  # the program's own settings file (QSettings under XDG_CONFIG_HOME)
            conf = home / "config" / "Holomino" / "Holomino Desktop.conf"
            conf.parent.mkdir(parents=True)
            conf.write_text("[comfort]\nboard_echo=true\n", encoding="utf-8")
        number = free_display()
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(home),
            "DISPLAY": f":{number}",
            "XDG_RUNTIME_DIR": str(home / "run"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "LANG": "C.UTF-8",
            "LANGUAGE": "en",
        }
        (home / "run").mkdir(mode=0o700)
        procs.start(
            ["Xvfb", f":{number}", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
            env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wait_until(lambda: Path(f"/tmp/.X11-unix/X{number}").exists(), 15, "Xvfb")
        bus = procs.start(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert bus.stdout is not None
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().decode().strip()
        procs.start(
            ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
            env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # a window manager gives each new window (a dialog, the window after it) the focus
        procs.start(
            ["openbox", "--sm-disable"], env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        os.environ.update(env)  # pyatspi, xdotool and Orca talk to this display and bus
        app_env = dict(
            env,
            PYTHONPATH=str(REPO),
            QT_QPA_PLATFORM="xcb",
            QT_ACCESSIBILITY="1",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            HOLOMINO_DATA_DIR=str(home / "holomino"),
            HOLOMINO_MUTE="1",
        )
        log = open(keep_log or os.devnull, "wb")  # noqa: SIM115 - closed with the process
        app = procs.start([app_python, "-m", "holomino_desktop"], app_env, stdout=log, stderr=log)
        yield procs, app.pid
    finally:
        procs.stop_all()
        shutil.rmtree(home, ignore_errors=True)


# --------------------------------------------------------------------------- hearing


@dataclass
class Heard:
    """What the player heard and did, for the report."""

    announcements: list[str] = field(default_factory=list)
    keys: int = 0
    moves: int = 0
    guesses: list[str] = field(default_factory=list)

    def guess(self, why: str) -> None:
        self.guesses.append(why)
        print(f"    guess: {why}", flush=True)


class Ear:
    """The AT-SPI side: the program's objects and its announcements."""

    def __init__(self, pid: int, heard: Heard, verbose: bool = False) -> None:
        import pyatspi  # type: ignore[import-not-found]  # the system python's (Debian)
        from gi.repository import GLib  # type: ignore[import-not-found]

        self.pyatspi = pyatspi
        self.context = GLib.MainContext.default()
        self.pid = pid
        self.heard = heard
        self.app: Any = None
        self.verbose = verbose
        self.focus: Any = None  # the object that last said it took the focus
        pyatspi.Registry.registerEventListener(self._on_announcement, "object:announcement")
        pyatspi.Registry.registerEventListener(self._on_focus, "object:state-changed:focused")
        self.app = wait_until(self._find_app, 60, "the program on the AT-SPI bus", 0.3)

    def _on_announcement(self, event: Any) -> None:
        text = str(event.any_data or "")
        if text:
            self.heard.announcements.append(text)
            if self.verbose:
                print(f"      said: {text!r}", flush=True)

    def _on_focus(self, event: Any) -> None:
        # a screen reader follows the focus by these events (a state found by walking the
        # tree can be stale: a table's cell keeps "focused" after the focus left the table)
        if event.detail1 == 1:
            self.focus = event.source
            if self.verbose:
                print(f"      focus: {role(event.source)} {name(event.source)!r}", flush=True)

    def _find_app(self) -> Any:
        self.pump(0.05)
        desk = self.pyatspi.Registry.getDesktop(0)
        for index in range(desk.childCount):
            app = desk.getChildAtIndex(index)
            try:
                if app is not None and app.get_process_id() == self.pid and app.childCount:
                    return app
            except Exception:  # an application leaving the bus meanwhile
                continue
        return None

    def pump(self, seconds: float = 0.0) -> None:
        """Let the events that arrived be delivered (bounded in time)."""
        end = time.monotonic() + seconds
        for _ in range(10_000):
            while self.context.pending():
                self.context.iteration(False)
            if time.monotonic() >= end:
                return
            time.sleep(0.01)

    def windows(self) -> list[Any]:
        return [w for w in children(self.app) if w is not None]

    def active_window(self) -> Any:
        for window in self.windows():
            if has_state(window, self.pyatspi.STATE_ACTIVE):
                return window
        return self.windows()[-1] if self.windows() else None

    def focused(self) -> Any:
        self.pump(0.02)
        return self.focus


def children(obj: Any) -> list[Any]:
    try:
        return [obj.getChildAtIndex(i) for i in range(min(obj.childCount, 500))]
    except Exception:
        return []


def has_state(obj: Any, state: Any) -> bool:
    try:
        return bool(obj.getState().contains(state))
    except Exception:
        return False


def walk(obj: Any, limit: int = 3000) -> list[Any]:
    """Every showing object under ``obj`` (bounded), depth first."""
    import pyatspi  # the system python's (Debian)

    found: list[Any] = []
    todo = [obj]
    while todo and len(found) < limit:
        item = todo.pop()
        if item is None:
            continue
        if item is not obj and not has_state(item, pyatspi.STATE_SHOWING):
            continue
        found.append(item)
        todo.extend(reversed(children(item)))
    return found


def name(obj: Any) -> str:
    try:
        return str(obj.name or "")
    except Exception:
        return ""


def description(obj: Any) -> str:
    try:
        return str(obj.description or "")
    except Exception:
        return ""


def role(obj: Any) -> str:
    try:
        return str(obj.getRoleName())
    except Exception:
        return ""


def text_of(obj: Any) -> str:
    try:
        text = obj.queryText()
        return str(text.getText(0, text.characterCount))
    except Exception:
        return ""


# --------------------------------------------------------------------------- acting


#: seconds between key presses (--pace: Orca needs time to speak each)
PACE = [0.03]


def press(heard: Heard, *keys: str) -> None:
    """Key presses through the X server (xdotool's XTEST), into the window with the focus."""
    for key in keys:
        subprocess.run(["xdotool", "key", key], check=True, timeout=10)
        heard.keys += 1
        time.sleep(PACE[0])


def tree_walk(ear: Ear, seen: dict[str, tuple[list[str], list[str]]]) -> None:
    """Walk every window not walked yet: interactive objects without a name, labels whose
    name hides their text (a label whose text, where AT-SPI gives it, differs from its name)."""
    for window in ear.windows():
        title = f"{role(window)} {name(window)!r}"
        if title in seen or not has_state(window, ear.pyatspi.STATE_SHOWING):
            continue
        unnamed, hiding = [], []
        for obj in walk(window):
            kind, said, text = role(obj), name(obj).strip(), text_of(obj).strip()
            if kind in INTERACTIVE and not said:
                unnamed.append(f"{kind} (description {description(obj)!r}, text {text!r})")
            if kind == "label" and text and text != said:
                hiding.append(f"label named {said!r} shows {text!r}")
        seen[title] = (unnamed, hiding)


def print_tree_walk(seen: dict[str, tuple[list[str], list[str]]]) -> None:
    unnamed = sum(len(u) for u, _ in seen.values())
    hiding = sum(len(h) for _, h in seen.values())
    print(
        f"tree walk: {len(seen)} windows, {unnamed} interactive objects without a name, "
        f"{hiding} labels whose name hides their text"
    )
    for title, (u, h) in seen.items():
        print(f"  {title}: {len(u)} unnamed, {len(h)} hiding")
        for line in u + h:
            print(f"    {line}")


class Player:
    """Plays by ear: decides from the words heard, acts by keys."""

    def __init__(self, ear: Ear, heard: Heard, seen: dict[str, Any]) -> None:
        self.ear, self.heard, self.seen = ear, heard, seen
        self.review_wanted = False  # at the end of the next game, open its review
        self.costliest = ""  # the review's costliest move, as heard

    # ---- hearing
    def main_window(self) -> Any:
        for window in self.ear.windows():
            if role(window) == "frame":
                return window
        raise RuntimeError("no main window heard")

    def top(self) -> Any:
        """The window on top: the last showing dialog, else the main window."""
        dialogs = [
            w
            for w in self.ear.windows()
            if role(w) in {"dialog", "alert", "file chooser"}
            and has_state(w, self.ear.pyatspi.STATE_SHOWING)
        ]
        active = [w for w in dialogs if has_state(w, self.ear.pyatspi.STATE_ACTIVE)]
        return (active or dialogs or [self.main_window()])[-1]

    def showing(self, title: str) -> bool:
        showing = self.ear.pyatspi.STATE_SHOWING
        return any(name(w) == title and has_state(w, showing) for w in self.ear.windows())

    def status(self) -> str:
        for obj in walk(self.main_window()):
            if role(obj) == "status bar":
                return " ".join(name(o) for o in walk(obj) if role(o) == "label")
        return ""

    def rack(self) -> list[tuple[str, str]]:
        """The hand's tiles in order, as heard: each says whether it can be placed now (one
        that can is a check box, one that cannot a plain button: both are the hand's)."""
        said = ("Can be placed now", "Cannot be placed now")
        return [
            (name(o), description(o))
            for o in walk(self.main_window())
            if role(o) in ("check box", "push button") and description(o) in said
        ]

    def buttons(self, window: Any) -> list[tuple[str, bool]]:
        sensitive = self.ear.pyatspi.STATE_SENSITIVE
        return [
            (name(o), has_state(o, sensitive)) for o in walk(window) if role(o) == "push button"
        ]

    def said_after(self, before: int, timeout: float = 4.0) -> str:
        """The newest announcement after the first ``before`` ones ("" when none came)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.ear.pump(0.02)
            if len(self.heard.announcements) > before:
                self.ear.pump(0.1)  # the rest of a burst
                return self.heard.announcements[-1]
        return ""

    def key(self, *keys: str) -> str:
        """Press keys; the announcement they brought ("" when none)."""
        before = len(self.heard.announcements)
        press(self.heard, *keys)
        return self.said_after(before, 2.0)

    def focused_name(self) -> tuple[str, str]:
        obj = self.ear.focused()
        return (role(obj), name(obj)) if obj is not None else ("", "")

    def tab_to(self, wanted: Callable[[str, str], bool], limit: int = 40) -> bool:
        """Tab until the focused object is ``wanted`` (role, name); when Tab stops moving the
        focus (five presses heard nothing new), Shift+Tab the other way round. What the
        focus went through is kept in ``self.tabbed`` for the report."""
        self.tabbed: list[str] = []
        key, still = "Tab", 0
        for _ in range(limit):
            focus = self.focused_name()
            if wanted(*focus):
                return True
            label = f"{focus[0]} {focus[1]!r}"
            still = still + 1 if self.tabbed and self.tabbed[-1] == label else 0
            self.tabbed.append(label)
            if still >= 5 and key == "Tab":
                key = "shift+Tab"
                self.tabbed.append("(Tab stuck: Shift+Tab)")
            press(self.heard, key)
            self.ear.pump(0.1)
        return False

    # ---- a game
    def new_game(self, game_id: str) -> None:
        """Game → New game (Ctrl+N): the game by its name, seat 2 the Beginner, Start."""
        for _attempt in range(3):  # a window of the last game may still be closing
            if role(self.top()) != "frame":
                press(self.heard, "Escape")
            press(self.heard, "ctrl+n")
            with suppress(TimeoutError):
                wait_until(lambda: self.showing("New game"), 10, "New game", 0.2)
                break
        else:
            raise RuntimeError("Ctrl+N opened no New game window")
        tree_walk(self.ear, self.seen)
        press(self.heard, "Home")
        for _ in range(len(GAMES)):
            self.ear.pump(0.2)
            if self.focused_name()[1] == GAMES[game_id]:
                break
            press(self.heard, "Down")
        else:
            raise RuntimeError(f"the game box never said {GAMES[game_id]}")
        if not self.tab_to(lambda r, n: r == "combo box" and n.startswith("Computer")):
            raise RuntimeError("no seat played by the computer was heard")
        press(self.heard, "Home")  # Human, then the levels from the Beginner up
        for _ in range(12):
            self.ear.pump(0.2)
            if "Beginner" in self.focused_name()[1]:
                break
            press(self.heard, "Down")
        else:
            raise RuntimeError("no Beginner heard in the seat's box")
        press(self.heard, "Return")
        self.answer_dialogs(lambda t: t != "New game")

    def answer_dialogs(self, until: Callable[[str], bool], timeout: float = 20) -> None:
        """Dialogs that ask (leave the running game?) are read and answered with their default
        button, which the player hears as the focused button; then wait for ``until``."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.ear.pump(0.2)
            window = self.top()
            if until(name(window)) and role(window) == "frame":
                return
            if role(window) != "frame" and name(window) != "New game":
                tree_walk(self.ear, self.seen)
                words = " / ".join(name(o) for o in walk(window) if role(o) == "label")
                print(f"    dialog {name(window)!r}: {words[:200]}", flush=True)
                self.answer(window)

    def answer(self, window: Any) -> None:
        """A question before the new game (save the game in progress?): the button that
        leaves it unsaved, found by its name and reached with Tab; else the default."""
        names = [n for n, on in self.buttons(window) if on]
        leave = [n for n in names if re.search(r"don.t save|discard|without saving", n, re.I)]
        if leave and self.tab_to(lambda r, n: r == "push button" and n == leave[0], 12):
            press(self.heard, "space")
        else:
            if role(window) == "dialog" and name(window) != "New game":
                self.heard.guess(f"{name(window)!r}: Enter on {names}")
            press(self.heard, "Return")
        self.ear.pump(0.5)

    def wait_for_turn(self, timeout: float = 90) -> str:
        """Until the status line says it is our turn or the game is over; a dialog on the
        way (the end of a round, of the game) is read, walked and closed with its default."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.ear.pump(0.1)
            window = self.top()
            if role(window) != "frame":
                tree_walk(self.ear, self.seen)
                words = " / ".join(name(o) for o in walk(window) if role(o) == "label")
                print(f"    window {name(window)!r}: {words[:240]}", flush=True)
                over = any("over" in n.lower() or "win" in n.lower() for n in words.split(" / "))
                if over and "round" not in words.lower():
                    if self.review_wanted:
                        self.review()
                    else:
                        press(self.heard, "Return")
                    return "Game over"
                press(self.heard, "Return")
                continue
            said = self.status()
            if "Your turn" in said or "Game over" in said:
                return said
        raise TimeoutError(f"heard no turn: {self.status()!r}")

    def review(self) -> None:
        """At the game's end: Tab to the summary's Review button, open it, wait for the review
        to name its costliest moves (it works them out meanwhile) and read the first."""
        self.review_wanted = False
        if not self.tab_to(lambda r, n: r == "push button" and n.lower() == "review", 20):
            self.heard.guess(f"no Review button heard, only {', '.join(self.tabbed)}")
            press(self.heard, "Return")
            return
        press(self.heard, "space")

        def costliest() -> Any:
            for window in self.ear.windows():
                for obj in walk(window):
                    if re.search(r"costliest|most points missed|most avoidable", name(obj), re.I):
                        return obj
            return None

        box = wait_until(costliest, 240, "the review's costliest moves", 1.0)
        tree_walk(self.ear, self.seen)
        said = [name(o) for o in walk(box) if role(o) == "label" and name(o)]
        shows = [description(o) for o in walk(box) if role(o) == "push button"]
        self.costliest = said[0] if said else ""
        if not said:
            self.heard.guess(f"{name(box)!r} named no move")
        print(f"  review: {name(box)}: {self.costliest!r} (its button: {shows[:1]})", flush=True)
        press(self.heard, "Escape")

    def tutorial(self, limit: int = 400, seconds: float = 900) -> dict[str, Any]:
        """The Holomino tutorial, started from the welcome (its default button): each step's
        instruction is heard; H asks for the step's hint, which says the move asked for and
        aims the cursor at it; Tab to the board and Enter play it; "Well done" is heard and
        Space on Next (which then has the focus) goes on, until "You have finished this
        tutorial"."""
        keys0, moves0, guesses0 = self.heard.keys, self.heard.moves, len(self.heard.guesses)
        began, steps, finished = time.monotonic(), 0, False
        press(self.heard, "Return")  # the welcome's default: Start the tutorial
        self.ear.pump(2)
        tree_walk(self.ear, self.seen)
        mark, idle = 0, 0
        for _ in range(limit):
            if time.monotonic() - began > seconds:
                break
            self.ear.pump(0.5)
            said = self.heard.announcements[mark:]
            mark = len(self.heard.announcements)
            if any("You have finished this tutorial" in t for t in said):
                finished = True
                break
            if any(t.startswith("Well done") or "This step is done" in t for t in said):
                steps += 1
                if not self.tab_to(lambda r, n: r == "push button" and n.startswith("Next"), 30):
                    self.heard.guess(f"no Next button heard: {', '.join(self.tabbed)}")
                press(self.heard, "space")
                continue
            # our move is wanted when a rack tile is heard to fit and nobody else is thinking
            fits = any(d == "Can be placed now" for _, d in self.rack())
            if "thinking" in self.status():
                continue
            if not fits:
                idle += 1
                if idle >= 6:  # a step where nothing fits: hear the hint, draw or pass
                    idle = 0
                    self.key("h")
                    self.draw_or_pass()
                continue
            idle = 0
            hint = self.key("h")
            if not hint:
                self.heard.guess("H said nothing")
            if self.tab_to(lambda r, n: r == "filler" and n == "Board", 30):
                press(self.heard, "Return")
                self.heard.moves += 1
            else:
                self.heard.guess(f"no board heard: {', '.join(self.tabbed)}")
            self.ear.pump(1)
        return {
            "game": "tutorial (holomino)",
            "finished": finished,
            "steps": steps,
            "moves": self.heard.moves - moves0,
            "keys": self.heard.keys - keys0,
            "guesses": self.heard.guesses[guesses0:],
            "seconds": round(time.monotonic() - began, 1),
        }

    def play(self, game_id: str, max_turns: int = 400, fresh: bool = True) -> dict[str, Any]:
        """A whole game (at most ``max_turns`` of our turns) against the Beginner; ``fresh``
        False plays on the game the welcome started (the Orca trial: fewer windows to read)."""
        keys0, moves0, guesses0 = self.heard.keys, self.heard.moves, len(self.heard.guesses)
        began = time.monotonic()
        if fresh:
            self.new_game(game_id)
        over = False
        for _ in range(max_turns):
            said = self.wait_for_turn()
            if "Game over" in said:
                over = True
                break
            tiles = self.rack()
            playable = [i for i, (_, fits) in enumerate(tiles) if fits == "Can be placed now"]
            if playable:
                self.place(playable[0])
            else:
                self.draw_or_pass()
        return {
            "game": game_id,
            "finished": over,
            "moves": self.heard.moves - moves0,
            "keys": self.heard.keys - keys0,
            "guesses": self.heard.guesses[guesses0:],
            "seconds": round(time.monotonic() - began, 1),
        }

    def choose(self, index: int) -> str:
        """Choose rack tile ``index``: its digit (1 to 9); a tile further along, with T on the
        board, which goes to the next tile that can be chosen (the ones before it that fit
        nowhere are passed over, as they cannot be chosen: the hand is read to count them)."""
        if index <= 8:
            return self.key(str(index + 1))
        fits = [i for i, (_, said) in enumerate(self.rack()) if said == "Can be placed now"]
        before = [i for i in fits if i < index]
        if before and before[-1] <= 8:
            said = self.key(str(before[-1] + 1))  # the board has the focus now
            steps = 1
        else:  # none to start from among the first nine: Tab to the board, T from no tile
            self.tab_to(lambda r, n: n in BOARD_NAMES)
            said, steps = "", len(before) + 1
        for _ in range(steps):
            said = self.key("t")
        return said

    def place(self, index: int) -> None:
        """Choose the tile, hear every place the cursor stops at going right, and place it
        where it was heard to score the most."""
        stop = self.choose(index)
        found = re.match(r"Place \d+ of (\d+): ", stop)
        if not found:
            self.heard.guess(f"the chosen tile's stop was not heard as a place: {stop!r}")
            self.key("Return")
            self.heard.moves += 1
            return
        walked = [stop]
        for _ in range(int(found.group(1)) - 1):
            said = self.key("Right")
            if not said or said == walked[-1]:
                break  # nothing further to the right
            walked.append(said)
        best = max(range(len(walked)), key=lambda i: points(walked[i]))
        for _ in range(len(walked) - 1 - best):
            self.key("Left")
        self.key("Return")
        self.heard.moves += 1

    def draw_or_pass(self) -> None:
        """No tile fits: the button that draws or buys, else the one that passes — found by
        its name among the enabled buttons, reached with Tab."""

        def enabled() -> list[str]:
            return [n for n, on in self.buttons(self.main_window()) if on]

        wanted = [n for n in enabled() if re.search(r"draw|buy|take", n, re.I)]
        if not wanted:
            self.choose(0)  # a pass may need a chosen tile (Holomino returns it)
            wanted = [n for n in enabled() if re.search(r"pass", n, re.I)]
        if not wanted:
            self.heard.guess(f"nothing fits and no button draws or passes: {enabled()}")
            return
        if not self.tab_to(lambda r, n: r == "push button" and n == wanted[0]):
            cycle = ", ".join(dict.fromkeys(self.tabbed))
            self.heard.guess(f"Tab never reached {wanted[0]!r}, only {cycle}")
            return
        press(self.heard, "space")
        self.heard.moves += 1


#: the board's name in each game, as the program names it in English
BOARD_NAMES = ("Board", "Table", "Layout")


def points(stop: str) -> int:
    found = re.search(r": (−?\d+) points?", stop)
    return int(found.group(1).replace("−", "-")) if found else 0


def start_orca(procs: Processes) -> Path:
    """Orca on the same display and bus, its preferences in the fresh HOME, its debug log
    (where it writes every utterance as "SPEECH OUTPUT: '…'") in that folder too."""
    home = Path(os.environ["HOME"])
    log = home / "orca-debug.out"
    prefs = home / "orca-prefs"
    prefs.mkdir(exist_ok=True)
    procs.start(
        ["orca", "--replace", "-u", str(prefs), "--debug-file", str(log)],
        dict(os.environ),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wait_until(
        lambda: log.exists() and "SPEECH OUTPUT" in log.read_text(errors="replace"),
        30,
        "Orca's first words",
        0.5,
    )
    return log


def orca_drained(log: Path, quiet: float = 8.0, most: float = 180.0) -> None:
    """Wait until Orca has worked through its queue of events: its log stops growing for
    ``quiet`` seconds (at most ``most`` seconds; on a busy machine Orca lags behind)."""
    end, size, since = time.monotonic() + most, -1, time.monotonic()
    while time.monotonic() < end and time.monotonic() - since < quiet:
        now = log.stat().st_size
        if now != size:
            size, since = now, time.monotonic()
        time.sleep(0.5)


def orca_speech(log: Path) -> list[str]:
    """What Orca spoke, in order, from its debug log: one utterance a line (an utterance of
    several lines, such as the board's description, is joined with " / ")."""
    text = log.read_text(encoding="utf-8", errors="replace")
    said = re.finditer(r"SPEECH OUTPUT: '(.*?)'\s*?(?:\{|$)", text, re.S | re.M)
    return [
        " / ".join(x.strip() for x in m.group(1).split("\n")) for m in said if m.group(1).strip()
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="holomino", help="comma-separated game ids or all")
    parser.add_argument("--tutorial", action="store_true", help="first the Holomino tutorial")
    parser.add_argument(
        "--review", action="store_true", help="open the last game's review, read its costliest move"
    )
    parser.add_argument("--tree-only", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="print every focus and announcement")
    parser.add_argument("--app-python", default=os.environ.get(APP_PYTHON_ENV, ""))
    parser.add_argument("--app-log", type=Path)
    parser.add_argument("--turns", type=int, default=400, help="at most this many turns a game")
    parser.add_argument(
        "--orca", type=Path, help="run Orca meanwhile; write what it spoke to this text file"
    )
    parser.add_argument("--pace", type=float, help="seconds between keys (Orca: 2.5)")
    parser.add_argument(
        "--board-echo",
        action="store_true",
        help="turn on Settings: Screen reader: also say game events on the board",
    )
    args = parser.parse_args(argv)
    PACE[0] = args.pace if args.pace is not None else 2.5 if args.orca else 0.03
    app_python = args.app_python or str(REPO / ".venv/bin/python")
    heard = Heard()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # cleanup runs on SIGTERM too
    with desktop(app_python, args.app_log, args.board_echo) as (procs, pid):
        ear = Ear(pid, heard, args.verbose)
        ear.pump(2)
        orca_log = start_orca(procs) if args.orca else None
        seen: dict[str, tuple[list[str], list[str]]] = {}
        tree_walk(ear, seen)
        player = Player(ear, heard, seen)
        results = []
        if args.tutorial:
            lesson = player.tutorial()
            print(
                f"tutorial: finished={lesson['finished']} steps={lesson['steps']} "
                f"moves={lesson['moves']} keys={lesson['keys']} "
                f"guesses={len(lesson['guesses'])} seconds={lesson['seconds']}",
                flush=True,
            )
        else:
            press(heard, "Escape")  # the welcome: play the game it offers
        ear.pump(2)
        tree_walk(ear, seen)
        games = list(GAMES) if args.games == "all" else args.games.split(",")
        for game_id in [] if args.tree_only else games:
            whom = "the Intermediate (the welcome's game)" if args.orca else "the Beginner"
            print(f"{game_id}: playing against {whom}", flush=True)
            player.review_wanted = args.review and game_id == games[-1]
            result = player.play(game_id, args.turns, fresh=not args.orca)
            results.append(result)
            print(
                f"{game_id}: finished={result['finished']} moves={result['moves']} "
                f"keys={result['keys']} guesses={len(result['guesses'])} "
                f"seconds={result['seconds']}",
                flush=True,
            )
        print_tree_walk(seen)
        print(f"announcements heard: {len(heard.announcements)}; keys pressed: {heard.keys}")
        if orca_log is not None:
            orca_drained(orca_log)
            procs.stop(procs.started[-1])  # Orca ends itself and its log in order
            if args.verbose:  # Orca's whole debug log beside the words
                shutil.copy(orca_log, args.orca.with_suffix(".debug.out"))
            spoken = orca_speech(orca_log)
            args.orca.write_text("\n".join(spoken) + "\n", encoding="utf-8")
            print(f"Orca spoke {len(spoken)} utterances: {args.orca}")
    return 0


if __name__ == "__main__":
    run_under_system_python()
    sys.exit(main())
