"""The player's settings, persisted with QSettings, and the Settings dialog.

Every value read back is validated: an unknown or damaged value (one Qt cannot even read, such as
a bogus ``@Variant``, or a window geometry Qt cannot restore) falls back to its default, and
:attr:`LoadedSettings.notice` names each such setting in words. A settings file Qt cannot read at
all is renamed to a backup (never deleted) and the defaults are used; a folder where the file
belongs is left alone, and the notice says plainly that no setting can be saved this session.

Language: when the languages module (``ui/words/i18n.py``: ``available_languages()``,
``set_language(code)``) exists it is used; otherwise the choice is only stored and
:func:`apply_language` is the hook to connect.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from importlib import import_module
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine import GAME_IDS, get_game
from ..tutorial import progress
from . import announce, persistence
from .ai_adapter import ai_levels
from .controller import GameConfig, SeatConfig
from .style import STYLE, arrows
from .words.texts import fmt

ANIMATIONS = ("off", "fast", "normal", "slow")
THINK_TIMES = (0.5, 1.0, 2.0, 5.0)
THEMES = ("dark", "light")
PALETTES = ("standard", "colour-blind")
#: the settings group; "animation" stays where the window has always kept it
GROUP = "comfort"
# the game the player started last (JSON of ``GameConfig.to_json``), offered at the next start
LAST_GAME_KEY = "last_game"
# the recent-file list (JSON text, ``persistence.recent_files``)
RECENT_KEY = "recent_files"
# the window's size and place (``QMainWindow.saveGeometry``)
GEOMETRY_KEY = "geometry"
# the transit relay a hosted table also waits at and a guest tries after the LAN ("": LAN only)
RELAY_KEY = "network/relay"
MAX_NAME = 100
#: each stored setting in words, as a notice names the ones set back to their defaults
SETTING_NAMES = {
    "language": QT_TRANSLATE_NOOP("Settings", "language"),
    "animation": QT_TRANSLATE_NOOP("Settings", "animation speed"),
    "think_time": QT_TRANSLATE_NOOP("Settings", "computer think time"),
    "sound": QT_TRANSLATE_NOOP("Settings", "sound"),
    "theme": QT_TRANSLATE_NOOP("Settings", "theme"),
    "palette": QT_TRANSLATE_NOOP("Settings", "tile colours"),
    "hints": QT_TRANSLATE_NOOP("Settings", "Hint button"),
    "coach": QT_TRANSLATE_NOOP("Settings", "coach"),
    "relay": QT_TRANSLATE_NOOP("Settings", "relay address"),
    "board_echo": QT_TRANSLATE_NOOP("Settings", "game events on the board"),
    RECENT_KEY: QT_TRANSLATE_NOOP("Settings", "recent files"),
    progress.SETTINGS_KEY: QT_TRANSLATE_NOOP("Settings", "tutorial progress"),
    GEOMETRY_KEY: QT_TRANSLATE_NOOP("Settings", "window size and place"),
    LAST_GAME_KEY: QT_TRANSLATE_NOOP("Settings", "last game"),
}


@dataclass
class AppSettings:
    language: str = ""  # "" = follow the system
    animation: str = "normal"
    think_time: float = 1.0
    sound: bool = True
    theme: str = "dark"
    palette: str = "standard"
    hints: bool = True
    coach: bool = False
    relay: str = ""  # "" = LAN only; else a transit relay's host:port
    # announcements also become the focused board's description (``announce.set_echo``)
    board_echo: bool = False


@dataclass
class LoadedSettings:
    settings: AppSettings
    notice: str = ""


def _key(name: str) -> str:
    if name == "relay":
        return RELAY_KEY
    return "animation" if name == "animation" else f"{GROUP}/{name}"


def relay_text(text: str) -> str | None:
    """A relay address as stored (``host:port``), "" for none, None when it is not one."""
    if not text.strip():
        return ""
    from ..net.relay import RelayAddress  # the relay's module (asyncio, argon2) loads late

    try:
        return str(RelayAddress.parse(text))
    except ValueError:
        return None


def _as_bool(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    return None


def _valid(name: str, value: Any) -> Any:
    """The value as its type when it is allowed, else None."""
    if name == "language":  # "" = follow the system
        ok = isinstance(value, str) and (
            value == "" or (len(value) <= 12 and value.replace("_", "").isalnum())
        )
        return value if ok else None
    if name == "animation":
        return value if value in ANIMATIONS else None
    if name == "theme":
        return value if value in THEMES else None
    if name == "palette":
        return value if value in PALETTES else None
    if name == "relay":
        return relay_text(value) if isinstance(value, str) else None
    if name == "think_time":
        if isinstance(value, bool):  # float(True) would be 1.0, a valid think time
            return None
        try:
            number = float(value)
        except (TypeError, ValueError):
            return None
        return number if number in THINK_TIMES else None
    return _as_bool(value)


def load_settings(store: QSettings) -> LoadedSettings:
    """Read and validate; a damaged file is kept as a backup and the defaults are used."""
    notice = ""
    if store.status() != QSettings.Status.NoError:
        notice = _set_aside(store)
    values = AppSettings()
    bad: list[str] = []
    for f in fields(AppSettings):
        raw = store.value(_key(f.name))
        if raw is None:  # absent, or a value Qt cannot read (a bogus @Variant)
            if store.contains(_key(f.name)):
                bad.append(f.name)
            continue
        checked = _valid(f.name, raw)
        if checked is None:
            bad.append(f.name)
        else:
            setattr(values, f.name, checked)
    values.language = stored_language(store, values.language)
    bad += _damaged_lists(store)
    if bad and not notice:
        notice = QCoreApplication.translate(
            "Settings", "Some settings could not be read and were set back to their defaults: %1."
        ).replace("%1", ", ".join(setting_name(name) for name in bad))
    return LoadedSettings(values, notice)


def setting_name(key: str) -> str:
    """A stored setting in words, in the current language."""
    return QCoreApplication.translate("Settings", SETTING_NAMES.get(key, key))


def _damaged_lists(store: QSettings) -> list[str]:
    """The keys kept outside :class:`AppSettings` that are damaged (the recent-file list and
    the tutorial progress fall back to empty ones, the window to its default size; the notice
    names them too)."""
    bad = []
    recent = store.value(RECENT_KEY)
    if recent is not None and not _recent_intact(recent):
        bad.append(RECENT_KEY)
    tutorial = store.value(progress.SETTINGS_KEY)
    if tutorial is not None and not progress.is_intact(tutorial):
        bad.append(progress.SETTINGS_KEY)
    geometry = store.value(GEOMETRY_KEY)
    if geometry is not None and not _restorable(geometry):
        bad.append(GEOMETRY_KEY)  # the window then opens at its default size
    for key in (RECENT_KEY, progress.SETTINGS_KEY, GEOMETRY_KEY, LAST_GAME_KEY):
        if store.value(key) is None and store.contains(key):  # a value Qt cannot read
            bad.append(key)
    return bad


def _restorable(geometry: Any) -> bool:
    """Whether the window can take ``geometry`` back (Qt's own check, on a widget of its own:
    a garbage value is refused there and the window keeps its default size)."""
    if not isinstance(geometry, QByteArray):
        return False
    if not isinstance(QApplication.instance(), QApplication):
        return True  # no window without an application: nothing to restore it to
    return QWidget().restoreGeometry(geometry)


def _recent_intact(raw: Any) -> bool:
    try:
        data = json.loads(raw) if isinstance(raw, str) else None
    except (ValueError, RecursionError):
        return False
    return isinstance(data, list) and all(isinstance(p, str) for p in data)


def first_start(store: QSettings) -> bool:
    """A fresh profile: settings that work, with no game chosen and no tutorial begun yet."""
    return (
        store.status() == QSettings.Status.NoError
        and not store.contains(LAST_GAME_KEY)
        and not store.contains(progress.SETTINGS_KEY)
    )


def remembered_game(raw: Any) -> tuple[GameConfig | None, str]:
    """The game to start from the stored ``last_game`` value: (config, "") when it can really
    start, else (None, a one-line notice) — a damaged value must never stop the program."""
    if raw is None:
        return None, ""
    config = _game_config(raw)
    if config is None:
        notice = QCoreApplication.translate(
            "Settings", "The last game in the settings could not be read: a new game starts."
        )
        return None, notice
    return config, ""


def _game_config(raw: Any) -> GameConfig | None:
    if not isinstance(raw, str) or len(raw) > 100_000:
        return None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    game_id, options, raw_seats = data.get("game_id"), data.get("options", {}), data.get("seats")
    if not isinstance(game_id, str) or game_id not in GAME_IDS or not isinstance(options, dict):
        return None
    if not isinstance(raw_seats, list) or not raw_seats:
        return None
    seats = [_seat_config(seat) for seat in raw_seats]
    if None in seats:
        return None
    try:  # exactly what the controller will do with it
        get_game(game_id, **{**options, "players": len(seats)})
    except Exception:  # noqa: BLE001 - any option the game refuses (type, value, seat count)
        return None
    kept = {k: v for k, v in options.items() if k != "players"}
    return GameConfig(game_id, kept, [seat for seat in seats if seat is not None])


def _seat_config(data: Any) -> SeatConfig | None:
    if not isinstance(data, dict):
        return None
    name, kind, level = data.get("name"), data.get("kind", "human"), data.get("level")
    if not isinstance(name, str) or not _writable(name) or kind not in ("human", "ai"):
        return None
    if kind == "ai" and level not in ai_levels():
        return None
    return SeatConfig(name[:MAX_NAME], kind, level if isinstance(level, str) else "random")


def _writable(text: str) -> bool:
    """Valid Unicode (no lone surrogate): autosave and Save could not write it otherwise."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _set_aside(store: QSettings) -> str:
    """The settings file cannot be read: a damaged file is kept as a backup; a folder (or
    anything else that is no file) is left alone, and then nothing can be saved."""
    name = store.fileName()
    path = Path(name) if name else None
    if path is not None and path.exists() and not path.is_file():
        store.clear()
        if path.is_dir():
            text = QCoreApplication.translate(
                "Settings",
                "Settings cannot be saved in this session: where the settings file belongs "
                "(%1) there is a folder, not a file. The default settings are used.",
            )
        else:
            text = QCoreApplication.translate(
                "Settings",
                "Settings cannot be saved in this session: where the settings file belongs "
                "(%1) there is a device or a pipe, not a file. The default settings are used.",
            )
        return fmt(text, str(path))
    backup = None
    if path is not None and path.is_file():
        store.sync()
        backup = persistence.keep_as_backup(path)
    store.clear()
    if backup is None:
        return QCoreApplication.translate(
            "Settings", "The settings file was damaged: the default settings are used."
        )
    return fmt(
        QCoreApplication.translate(
            "Settings",
            "The settings file was damaged: the default settings are used; the old file was "
            "kept as %1.",
        ),
        backup.name,
    )


def save_settings(store: QSettings, values: AppSettings) -> None:
    for f in fields(AppSettings):
        store.setValue(_key(f.name), getattr(values, f.name))
    store.sync()


# -- languages ----------------------------------------------------------------------------
def _i18n() -> Any | None:
    try:
        return import_module("holomino_desktop.ui.words.i18n")
    except ImportError:
        return None


def available_languages() -> list[tuple[str, str]]:
    """(code, name) pairs to offer; English only without the languages module."""
    module = _i18n()
    if module is not None and hasattr(module, "available_languages"):
        try:
            found = module.available_languages()
            pairs = []
            for entry in found:
                if isinstance(entry, (tuple, list)) and len(entry) >= 2:
                    pairs.append((str(entry[0]), str(entry[1])))
                else:
                    pairs.append((str(entry), str(entry)))
            if pairs:
                return pairs
        except Exception:  # noqa: BLE001 - a broken language list must not stop the dialog
            pass
    return [("en", "English")]


def apply_language(code: str, store: QSettings | None = None) -> bool:
    """HOOK for the languages module: remember and switch the UI language (its own settings
    key, through ``choose_language``); False when the choice can only be stored here."""
    module = _i18n()
    if module is None:
        return False
    try:
        if store is not None and hasattr(module, "choose_language"):
            module.choose_language(store, code)
        elif hasattr(module, "set_language"):
            module.set_language(code)
        else:
            return False
    except Exception:  # noqa: BLE001 - an unknown language keeps the current one
        return False
    return True


def stored_language(store: QSettings, fallback: str) -> str:
    """The language the languages module remembers ("" = the system's), else ``fallback``."""
    module = _i18n()
    key = getattr(module, "SETTINGS_KEY", None)
    if module is not None and hasattr(module, "saved_language") and key and store.contains(key):
        try:
            value = module.saved_language(store)
        except Exception:  # noqa: BLE001
            return fallback
        if isinstance(value, str):
            return value
    return fallback


# -- tile palette -------------------------------------------------------------------------
#: Okabe & Ito's colour-blind-safe colours, extended with distinct greys/browns for 8 and 9
COLOUR_BLIND_NUMBERS = (
    "#999999",
    "#e69f00",
    "#56b4e9",
    "#009e73",
    "#f0e442",
    "#0072b2",
    "#d55e00",
    "#cc79a7",
    "#000000",
    "#8c6d31",
)


# the painters' own number colours, kept here the first time a palette is applied
_standard_numbers: list[Any] = []


def apply_palette(palette: str) -> None:
    """Swap the painters' number colours (they look them up at paint time)."""
    from .scene import base

    if not _standard_numbers:
        _standard_numbers.append(base.NUMBER_COLOURS)
    if palette == "colour-blind":
        base.NUMBER_COLOURS = tuple(QColor(c) for c in COLOUR_BLIND_NUMBERS)  # type: ignore[assignment]
    else:
        base.NUMBER_COLOURS = _standard_numbers[0]


# -- theme --------------------------------------------------------------------------------
LIGHT_STYLE = """
QMainWindow, QWidget#central { background: #eef2f0; }
QWidget { color: #1d2b2d; }
QLabel#title { font-size: 15pt; font-weight: bold; color: #9a5b00; }
QLabel#info, QLabel#seatKind, QLabel#seatDetail, QLabel#seatCaption { color: #4b5f62; }
QLabel#rackTitle { color: #263a3d; font-weight: bold; }
QFrame#panel { background: #ffffff; border-radius: 10px; }
QTreeWidget { background: #ffffff; alternate-background-color: #f2f6f5; border: none;
              color: #1d2b2d; }
QHeaderView::section { background: #e2e9e7; color: #3b4f52; border: none; padding: 4px; }
QPushButton { background: #dde8e6; border: 1px solid #a9c0bc; border-radius: 6px;
              padding: 7px 14px; color: #1d2b2d; }
QPushButton:hover { background: #cfe0dd; }
QPushButton:disabled { background: #eef2f0; color: #5d6e6c; border-color: #d4dedc; }
QPushButton#primary { background: #d9962b; border-color: #b57717; color: #1b1204;
                      font-weight: bold; }
QPushButton#primary:disabled { background: #eadcc2; color: #5e5036; border-color: #eadcc2; }
QStatusBar { background: #dde6e4; color: #1d2b2d; }
QStatusBar QLabel { color: #1d2b2d; }
QDialog, QMessageBox { background: #eef2f0; }
QGroupBox { border: 1px solid #a9c0bc; border-radius: 8px; margin-top: 16px;
            padding: 8px 6px 4px 6px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #9a5b00; }
QLineEdit, QComboBox, QSpinBox { background: #ffffff; border: 1px solid #a9c0bc;
              border-radius: 5px; padding: 4px 6px; color: #1d2b2d; }
QComboBox QAbstractItemView { background: #ffffff; color: #1d2b2d;
              selection-background-color: #cfe0dd; }
QTableWidget { background: #ffffff; alternate-background-color: #f2f6f5;
              gridline-color: #d4dedc; color: #1d2b2d; border: none; }
QTableWidget::item:selected, QTreeWidget::item:selected { background: #cfe0dd;
              color: #000000; }
QScrollArea { border: none; background: transparent; }
QMenuBar { background: #dde6e4; color: #1d2b2d; }
QMenuBar::item:selected { background: #cfe0dd; }
QMenu { background: #ffffff; color: #1d2b2d; }
QMenu::item:selected { background: #cfe0dd; }
QProgressBar { border: 1px solid #a9c0bc; border-radius: 4px; background: #ffffff;
               max-height: 10px; }
QProgressBar::chunk { background: #d9962b; }
""" + arrows("dark", "#dde8e6", "#a9c0bc", "#cfe0dd")


class SettingsTarget(Protocol):
    """What the settings change in the game window (``ui/main_window.py`` provides it)."""

    settings: QSettings

    def set_animation(self, speed: str) -> None: ...

    def set_think_time(self, seconds: float) -> None: ...

    def set_look(self, style_sheet: str, theme: str) -> None: ...

    def repaint_tiles(self) -> None: ...

    def show_hint_button(self, on: bool) -> None: ...


def apply_settings(window: SettingsTarget, values: AppSettings, language: bool = False) -> None:
    """Make ``values`` take effect in ``window`` (the caller stores them).

    ``language``: also switch the language (only when the player changed it in the dialog, so
    the languages module's own start-up choice is not overridden)."""
    window.set_animation(values.animation)
    window.set_think_time(values.think_time)  # the AI's and the hint's (the Expert's move)
    window.set_look(LIGHT_STYLE if values.theme == "light" else STYLE, values.theme)
    apply_palette(values.palette)
    window.repaint_tiles()
    window.show_hint_button(values.hints)
    announce.set_echo(values.board_echo)
    if language:
        apply_language(values.language, window.settings)


class SettingsDialog(QDialog):
    """Language, animation speed, AI think time, sound, theme, tile palette, hint and coach."""

    def __init__(self, values: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        self.language = QComboBox(self)
        if _i18n() is not None:
            self.language.addItem(self.tr("System language"), "")
        for code, name in available_languages():
            self.language.addItem(name, code)
        self._select(self.language, values.language)
        form.addRow(self.tr("&Language:"), self.language)

        self.animation = QComboBox(self)
        names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in ANIMATIONS:
            self.animation.addItem(names[speed], speed)
        self._select(self.animation, values.animation)
        form.addRow(self.tr("&Animation speed:"), self.animation)

        self.think_time = QComboBox(self)
        for seconds in THINK_TIMES:
            self.think_time.addItem(self.tr("%1 s").replace("%1", f"{seconds:g}"), seconds)
        self._select(self.think_time, values.think_time)
        form.addRow(self.tr("Computer &think time:"), self.think_time)

        self.theme = QComboBox(self)
        self.theme.addItem(self.tr("Dark"), "dark")
        self.theme.addItem(self.tr("Light"), "light")
        self._select(self.theme, values.theme)
        form.addRow(self.tr("Th&eme:"), self.theme)

        self.palette_box = QComboBox(self)
        self.palette_box.addItem(self.tr("Standard colours"), "standard")
        self.palette_box.addItem(self.tr("Colour-blind-safe colours"), "colour-blind")
        self._select(self.palette_box, values.palette)
        form.addRow(self.tr("Tile &colours:"), self.palette_box)

        self._add_switches(form, values)
        self._add_network(layout, values)
        self._add_note_and_buttons(layout)

    def _add_switches(self, form: QFormLayout, values: AppSettings) -> None:
        self.sound = QCheckBox(self.tr("&Sound"), self)
        self.sound.setChecked(values.sound)
        form.addRow("", self.sound)
        self.hints = QCheckBox(self.tr("Show the &Hint button"), self)
        self.hints.setChecked(values.hints)
        form.addRow("", self.hints)
        self.coach = QCheckBox(self.tr("C&oach: comment on my moves"), self)
        self.coach.setChecked(values.coach)
        form.addRow("", self.coach)
        echo = self.tr("Screen reader: also say game e&vents on the board")
        self.board_echo = QCheckBox(echo, self)
        self.board_echo.setChecked(values.board_echo)
        self.board_echo.setToolTip(
            self.tr("For a screen reader that is silent about the other players' moves (such as "
                    "Orca 43): what is announced becomes the board's description, which it "
                    "reads. Leave it off if you hear things twice.")
        )  # fmt: skip
        self.board_echo.setAccessibleDescription(self.board_echo.toolTip())
        form.addRow("", self.board_echo)

    def _add_network(self, layout: QVBoxLayout, values: AppSettings) -> None:
        """Settings → Network: the transit relay that lets friends join from anywhere."""
        self.network = QGroupBox(self.tr("Network"), self)
        form = QFormLayout(self.network)
        self.relay_message = QLabel(self.network)  # why OK did not close the dialog
        self.relay_message.setObjectName("relayMessage")
        self.relay_message.setWordWrap(True)
        self.relay = QLineEdit(values.relay, self.network)
        self.relay.textChanged.connect(lambda _: self.relay_message.clear())
        self.relay.setPlaceholderText("relay.example.org:4001")
        self.relay.setAccessibleName(self.tr("Relay address"))
        form.addRow(self.tr("&Relay address:"), self.relay)
        self.relay_note = QLabel(
            self.tr("Empty: LAN only, friends on your network can join. With a relay, friends "
                    "anywhere can join: see the network guide for running one."), self.network
        )  # fmt: skip
        self.relay_note.setObjectName("info")
        self.relay_note.setWordWrap(True)
        form.addRow(self.relay_note)
        form.addRow(self.relay_message)
        layout.addWidget(self.network)

    def accept(self) -> None:
        """OK closes only with a relay address that is one (or none)."""
        if relay_text(self.relay.text()) is None:
            self.relay_message.setText(
                self.tr("That is not a relay address: type host:port, e.g. "
                        "relay.example.org:4001, or leave it empty for LAN only.")
            )  # fmt: skip
            self.relay.setFocus()
            return
        super().accept()

    def _add_note_and_buttons(self, layout: QVBoxLayout) -> None:
        note = QLabel(self.tr("The think time applies to the Expert level and to hints."), self)
        note.setObjectName("info")
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @staticmethod
    def _select(box: QComboBox, value: Any) -> None:
        index = box.findData(value)
        if index >= 0:
            box.setCurrentIndex(index)

    def values(self) -> AppSettings:
        return AppSettings(
            language=str(self.language.currentData()),
            animation=str(self.animation.currentData()),
            think_time=float(self.think_time.currentData()),
            sound=self.sound.isChecked(),
            theme=str(self.theme.currentData()),
            palette=str(self.palette_box.currentData()),
            hints=self.hints.isChecked(),
            coach=self.coach.isChecked(),
            board_echo=self.board_echo.isChecked(),
            relay=relay_text(self.relay.text()) or "",
        )
