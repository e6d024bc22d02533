"""Game files (``.holomino.json``), autosave and resume, the user data folder, recent files.

A game file is the engine's versioned record (``engine/record.py``: game, options, seed,
players, moves) plus the window's own state under the record's extra key ``"desktop"`` (the
redo line, the AI think time). Opening one replays every move through the rules, so the
position, seats, levels and scores come back exactly. A file that is corrupt, truncated, of a
newer version or hostile raises :class:`GameFileError` with a message a person understands —
the only error :func:`load_game` ever raises — and nothing in the window changes. Files are
JSON only: nothing in them is ever executed.

The autosave is written atomically (temporary file + rename, ``record.write_atomic``) after
every move, so a kill at any moment loses at most the move in progress. A save that fails for
any reason (a full disk, a text that is not valid Unicode, a game too large to be opened
again) raises :class:`SaveError` (an ``OSError``) and leaves the previous file as it was; the
temporary files a killed program leaves behind are removed at the next start
(:func:`remove_stray_temp_files`).
"""

from __future__ import annotations

import errno
import json
import os
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication

from ..engine.base import MoveResult, State
from ..engine.record import (
    MAX_MOVES,
    TEMP_SUFFIX,
    GameRecord,
    RecordError,
    clip_message,
    encode_record,
    read_record_text,
    regular_target,
    replay_record,
    write_atomic,
)
from .file_errors import (
    NOT_JSON,
    NOT_TEXT,
    NUMBER_TOO_LARGE,
    TOO_DEEP,
    damage_clause,
    damage_kind,
    reason_clause,
)
from .history import Step

#: overrides the user data folder (tests, portable installs)
DATA_DIR_ENV = "HOLOMINO_DATA_DIR"
SUFFIX = ".holomino.json"
AUTOSAVE_NAME = "autosave" + SUFFIX
#: the record's extra key for the window's state
EXTRA_KEY = "desktop"
MAX_RECENT = 8
# when this program started: only temporary files older than that can be stray ones
PROCESS_START = time.time()
# the temporary files of ``write_atomic`` (``.NAME.XXXXXXXX.tmp``; before: ``NAMEXXXXXXXX.tmp``)
# of the files this program keeps in its data folder (practice sets: ``practice-GAME.json``)
_TEMP_NAME = re.compile(
    r"^\.?(?:.+\.holomino\.json|statistics\.json|ratings\.json|practice-[a-z_]+\.json)"
    r"\.?[a-z0-9_]{8}" + re.escape(TEMP_SUFFIX) + "$"
)


#: the kinds of damage below a record's contents (``file_errors.damage_kind``): said in words
_BELOW_CONTENTS = (NOT_JSON, NOT_TEXT, TOO_DEEP, NUMBER_TOO_LARGE)


class GameFileError(Exception):
    """A game file that cannot be opened; ``str(error)`` says why, in plain words (at most
    ``record.MAX_MESSAGE`` characters, whatever the file holds). ``kind``: a damage below the
    record's contents (``file_errors``: not JSON, not text, nested too deep, a number too
    large, entries of the wrong form), said by its kind, never by the parser's own text; ""
    when the reason is the record's own."""

    def __init__(self, message: str, kind: str = "") -> None:
        super().__init__(clip_message(message))
        self.kind = kind


def _record_damage(error: RecordError) -> str:
    """The damage a record error tells of when it is below the record's contents, else ""."""
    kind = damage_kind(error, otherwise="")
    return kind if kind in _BELOW_CONTENTS else ""


class SaveError(OSError):
    """A game that could not be written (the old file is untouched); ``strerror`` says why."""


def data_dir() -> Path:
    """The user data folder (``$HOLOMINO_DATA_DIR`` if set), created on demand."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("Holomino Desktop", "Holomino"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def backup_name(path: Path) -> Path:
    """Where a damaged file is kept: ``name.corrupt-YYYYmmdd-HHMMSS`` beside it."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    number = 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
    return candidate


def keep_as_backup(path: Path) -> Path | None:
    """Rename a damaged file out of the way (never delete it); the backup's path or None."""
    target = backup_name(path)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


# -- the program's own data files (statistics, ratings) ----------------------------------------
T = TypeVar("T")


@dataclass(frozen=True)
class SetAside:
    """Why a data file was not read: ``damaged`` (its ``error``), or a ``folder`` or a
    ``device`` (or pipe) where the file belongs; ``backup`` is where it was kept, None when it
    could not be moved (nothing can then be saved there this session)."""

    kind: str
    backup: Path | None
    error: BaseException | None = None


def read_data_file(path: Path, parse: Callable[[Any], T]) -> tuple[T | None, SetAside | None]:
    """The parsed JSON of ``path`` (None when there is no file yet), or why it was set aside.

    Never raises and never reads what is not a regular file (a pipe would never answer): a
    folder, device or pipe, or a file ``parse`` refuses, is renamed aside, never deleted."""
    if not path.exists():
        return None, None
    try:
        regular_target(path)
    except OSError:
        kind = "folder" if path.is_dir() else "device"
        return None, SetAside(kind, keep_as_backup(path))
    try:
        return parse(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, ValueError, RecursionError, TypeError) as error:
        return None, SetAside("damaged", keep_as_backup(path), error)


# -- what a game file holds ---------------------------------------------------------------------
@dataclass
class LoadedGame:
    """A validated game file: the record, its replayed position and the window's extras."""

    record: GameRecord
    state: State
    results: list[MoveResult]
    redo: list[Step] = field(default_factory=list)
    budget: float | None = None

    @property
    def movers(self) -> list[int]:
        return [r.player for r in self.results]

    @property
    def finished(self) -> bool:
        return self.state.is_terminal()


def desktop_extra(redo: list[Step], budget: float | None) -> dict[str, Any]:
    extra: dict[str, Any] = {
        "redo": [[s.text, s.player] for s in redo],
        "saved": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if budget is not None:
        extra["budget"] = budget
    return extra


def game_text(record: GameRecord, redo: list[Step], budget: float | None) -> str:
    record.extra[EXTRA_KEY] = desktop_extra(redo, budget)
    return record.dumps()


def save_game(
    path: str | os.PathLike[str],
    record: GameRecord,
    redo: list[Step] | None = None,
    budget: float | None = None,
) -> None:
    """Write ``record`` atomically; OSError (:class:`SaveError` included) when it fails."""
    write_atomic(Path(path), game_bytes(record, redo or [], budget))


def game_bytes(record: GameRecord, redo: list[Step], budget: float | None) -> bytes:
    """The file's bytes; :class:`SaveError` when it could not be written or opened again."""
    try:
        return encode_record(game_text(record, redo, budget))
    except RecordError as error:
        raise _save_error(str(error)) from None
    except (TypeError, ValueError, RecursionError) as error:  # a value JSON cannot hold
        raise _save_error(type(error).__name__) from None


def _save_error(reason: str) -> SaveError:
    text = QCoreApplication.translate("Persistence", "the game cannot be written as a file (%1)")
    # the record's English reason inside, in the same language as the words around it
    return SaveError(errno.EINVAL, text.replace("%1", reason_clause(reason)))


def parse_game(text: str) -> LoadedGame:
    """Validate a game file's text and replay it; only ever raises :class:`GameFileError`.

    The same checks as ``holomino replay`` (``record.replay_record``): every move legal, every
    stored result reproduced exactly; and the game can be saved again as it is."""
    try:
        record = GameRecord.loads(text)
    except RecordError as error:
        raise GameFileError(str(error), _record_damage(error)) from None
    except (ValueError, TypeError, RecursionError, OverflowError, MemoryError) as error:
        # json's own limits (e.g. an integer of thousands of digits) and odd option values
        raise GameFileError(
            f"the file is not a valid game record ({type(error).__name__})", damage_kind(error)
        ) from None
    try:
        _, state, results = replay_record(record)
    except RecordError as error:
        raise GameFileError(str(error)) from None
    if record.players and len(record.players) != state.num_players:
        raise GameFileError("the file's players do not match the game")
    redo, budget = _read_extra(record.extra.get(EXTRA_KEY), state.num_players)
    try:
        # what is opened can be saved, and opened again (on a copy: the record stays as read)
        game_bytes(replace(record, extra=dict(record.extra)), redo, budget)
    except SaveError as error:
        raise GameFileError(error.strerror or str(error)) from None
    return LoadedGame(record, state, results, redo, budget)


def load_game(path: str | os.PathLike[str]) -> LoadedGame:
    """Open a ``.holomino.json`` file; only ever raises :class:`GameFileError`."""
    try:
        record_text = read_record_text(path)
    except RecordError as error:
        raise GameFileError(str(error), _record_damage(error)) from None
    return parse_game(record_text)


def _read_extra(extra: Any, players: int) -> tuple[list[Step], float | None]:
    """The window's extras; anything malformed there is ignored (the record itself is valid)."""
    if not isinstance(extra, Mapping):
        return [], None
    redo: list[Step] = []
    raw = extra.get("redo")
    if isinstance(raw, list) and len(raw) <= MAX_MOVES:
        for entry in raw:
            if (
                isinstance(entry, list)
                and len(entry) == 2
                and isinstance(entry[0], str)
                and len(entry[0]) < 200
                and isinstance(entry[1], int)
                and not isinstance(entry[1], bool)
                and 0 <= entry[1] < players
            ):
                redo.append(Step(entry[0], entry[1]))
            else:
                redo = []
                break
    budget = extra.get("budget")
    if not isinstance(budget, (int, float)) or isinstance(budget, bool) or not 0.05 <= budget <= 60:
        budget = None
    return redo, float(budget) if budget is not None else None


# -- autosave ---------------------------------------------------------------------------------
def write_autosave(record: GameRecord, redo: list[Step], budget: float | None) -> Path:
    """OSError (:class:`SaveError` included) when it fails; the last autosave stays."""
    path = autosave_path()
    write_atomic(path, game_bytes(record, redo, budget))
    return path


def remove_stray_temp_files(folder: Path | None = None, before: float | None = None) -> int:
    """Remove the temporary files interrupted saves left in the data folder; how many.

    Only this program's own (named as ``write_atomic`` names them, of the files it keeps
    there) and only those older than this process (``before``, default: its start), so a
    save in progress of another running copy is left alone."""
    try:
        folder = folder if folder is not None else data_dir()
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    limit = PROCESS_START if before is None else before
    removed = 0
    for entry in entries:
        try:
            if (
                _TEMP_NAME.match(entry.name)
                and entry.is_file(follow_symlinks=False)
                and entry.stat(follow_symlinks=False).st_mtime < limit
            ):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue  # not ours to force: another user's file, a read-only folder
    return removed


def read_autosave() -> tuple[LoadedGame | None, str]:
    """The game in progress saved last time, or None; a damaged autosave is kept as a backup
    and the second value says so."""
    path = autosave_path()
    if not path.exists():
        return None, ""
    try:
        loaded = load_game(path)
    except GameFileError as error:
        backup = keep_as_backup(path)
        where = backup.name if backup is not None else path.name
        text = QCoreApplication.translate(
            "Persistence", "The saved game could not be resumed (%1); it was kept as %2."
        )
        reason = damage_clause(error.kind) if error.kind else reason_clause(str(error))
        return None, text.replace("%2", where).replace("%1", reason)
    if loaded.finished:
        return None, ""
    return loaded, ""


def last_finished_path() -> Path:
    return data_dir() / ("last-finished" + SUFFIX)


def finish_autosave(record: GameRecord, redo: list[Step], budget: float | None) -> Path:
    """The game in progress ended: its whole record, the final move included, is kept as
    ``last-finished`` and nothing is left to resume. (The autosave on disk is one move behind
    here: it was written before the final move, so it is not what is kept.)"""
    path = last_finished_path()
    write_atomic(path, game_bytes(record, redo, budget))
    autosave_path().unlink(missing_ok=True)
    return path


# -- recent files -------------------------------------------------------------------------------
def recent_files(raw: Any) -> list[str]:
    """The recent-file list from its stored JSON text; anything odd gives an empty list."""
    if not isinstance(raw, str):
        return []
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):  # RecursionError: "[[[[…" nested thousands deep
        return []
    if not isinstance(data, list):
        return []
    return [p for p in data if isinstance(p, str)][:MAX_RECENT]


def add_recent(files: list[str], path: str) -> list[str]:
    path = str(Path(path).resolve())
    return ([path] + [p for p in files if p != path])[:MAX_RECENT]
