"""Which tutorial steps the learner has completed, kept as a small JSON document.

The window keeps it in its ``QSettings`` (key ``tutorial/progress``, so tests with private
settings never touch the user's data); without settings it is a file in the user's data folder
(``QStandardPaths.AppDataLocation``/``tutorial_progress.json``), overridable with a path or the
environment variable ``HOLOMINO_TUTORIAL_PROGRESS``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Protocol

from ..engine.record import write_atomic

ENV_VARIABLE = "HOLOMINO_TUTORIAL_PROGRESS"
FILE_NAME = "tutorial_progress.json"
SETTINGS_KEY = "tutorial/progress"


class Store(Protocol):
    """What :class:`Progress` needs of a ``QSettings``."""

    def value(self, key: str, default: Any = None) -> Any: ...

    def setValue(self, key: str, value: Any) -> None: ...  # noqa: N802 (Qt's name)


def default_path() -> Path:
    override = os.environ.get(ENV_VARIABLE)
    if override:
        return Path(override)
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or ".") / FILE_NAME


def _valid_games(raw: Any) -> dict[str, dict[str, Any]]:
    """The per-game progress that is well formed; anything damaged is simply forgotten (a
    bad value in the settings must never stop the program)."""
    games: dict[str, dict[str, Any]] = {}
    if not isinstance(raw, dict):
        return games
    for game_id, entry in raw.items():
        if not isinstance(entry, dict):
            continue
        done = entry.get("done", [])
        current = entry.get("current", 0)
        if not isinstance(done, list):
            continue
        if not isinstance(current, int) or isinstance(current, bool) or not 0 <= current < 1000:
            current = 0
        games[game_id] = {"done": [d for d in done if isinstance(d, str)], "current": current}
    return games


def is_intact(text: Any) -> bool:
    """Whether a stored progress text is well formed (else :meth:`Progress.load` drops parts)."""
    if not isinstance(text, str):
        return False
    try:
        raw = json.loads(text or "{}")
    except (ValueError, RecursionError):
        return False
    if not isinstance(raw, dict):
        return False
    games, suggested = raw.get("games", {}), raw.get("suggested", [])
    return (
        _valid_games(games) == games
        and isinstance(suggested, list)
        and all(isinstance(g, str) for g in suggested)
    )


class Progress:
    """Completed steps per game, the step to resume at, and the games already suggested."""

    def __init__(self, path: Path | str | None = None, store: Store | None = None) -> None:
        self.store = store
        self.path = Path(path) if path is not None else None
        if store is None and self.path is None:
            self.path = default_path()
        self.data: dict[str, Any] = {"games": {}, "suggested": []}
        self.load()

    def _read(self) -> str:
        if self.store is not None:
            value = self.store.value(SETTINGS_KEY, "")
            return value if isinstance(value, str) else ""
        assert self.path is not None
        return self.path.read_text(encoding="utf-8")

    def load(self) -> None:
        try:
            raw = json.loads(self._read() or "{}")
        except (OSError, ValueError):
            return  # no file yet, or a damaged one: start afresh
        except RecursionError:
            return
        if isinstance(raw, dict):
            self.data["games"] = _valid_games(raw.get("games"))
            suggested = raw.get("suggested")
            if isinstance(suggested, list):
                self.data["suggested"] = [g for g in suggested if isinstance(g, str)]

    def save(self) -> None:
        text = json.dumps(self.data)
        if self.store is not None:
            self.store.setValue(SETTINGS_KEY, text)
            return
        assert self.path is not None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, text)  # never into a pipe or device
        except OSError:
            pass  # progress is a comfort: never fail a lesson because the disk is read-only

    def _game(self, game_id: str) -> dict[str, Any]:
        games: dict[str, dict[str, Any]] = self.data["games"]
        return games.setdefault(game_id, {"done": [], "current": 0})

    def done_steps(self, game_id: str) -> list[str]:
        return list(self._game(game_id)["done"])

    def mark_done(self, game_id: str, step_id: str) -> None:
        done = self._game(game_id)["done"]
        if step_id not in done:
            done.append(step_id)
        self.save()

    def current(self, game_id: str) -> int:
        return int(self._game(game_id).get("current", 0))

    def set_current(self, game_id: str, index: int) -> None:
        self._game(game_id)["current"] = index
        self.save()

    def is_complete(self, game_id: str, step_ids: list[str]) -> bool:
        done = set(self.done_steps(game_id))
        return all(s in done for s in step_ids)

    def was_suggested(self, game_id: str) -> bool:
        return game_id in self.data["suggested"]

    def mark_suggested(self, game_id: str) -> None:
        if game_id not in self.data["suggested"]:
            self.data["suggested"].append(game_id)
            self.save()

    def reset(self, game_id: str) -> None:
        self.data["games"].pop(game_id, None)
        self.save()
