"""Settings: defaults, validation, damaged files kept as backups, the dialog, applying."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.scene import base
from holomino_desktop.ui.settings import (
    AppSettings,
    SettingsDialog,
    apply_palette,
    available_languages,
    load_settings,
    save_settings,
)
from holomino_desktop.ui.words import i18n


def test_settings_round_trip(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    values = AppSettings("en", "fast", 2.0, False, "light", "colour-blind", False, True)
    save_settings(store, values)
    again = load_settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert again.settings == values
    assert again.notice == ""


def test_invalid_values_fall_back_to_defaults_with_a_notice(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue("comfort/theme", "purple")
    store.setValue("comfort/think_time", "forever")
    store.setValue("animation", "warp")
    store.setValue("comfort/sound", "false")
    loaded = load_settings(store)
    assert loaded.settings.theme == "dark"
    assert loaded.settings.think_time == 1.0
    assert loaded.settings.animation == "normal"
    assert loaded.settings.sound is False
    assert "theme" in loaded.notice and "computer think time" in loaded.notice


def test_unreadable_settings_file_is_kept_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    damaged = b"[comfort\ntheme=light\ngarbage line without a value\n"
    path.write_bytes(damaged)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    assert store.status() == QSettings.Status.FormatError
    loaded = load_settings(store)
    assert loaded.settings == AppSettings()
    assert "damaged" in loaded.notice
    backups = list(tmp_path.glob("s.ini.corrupt-*"))
    assert len(backups) == 1 and backups[0].read_bytes() == damaged
    store.setValue("comfort/theme", "light")  # the settings work again
    store.sync()
    assert load_settings(QSettings(str(path), QSettings.Format.IniFormat)).settings.theme == "light"


def test_dialog_shows_and_returns_the_values(qtbot) -> None:  # type: ignore[no-untyped-def]
    values = AppSettings(animation="slow", think_time=5.0, theme="light", coach=True)
    dialog = SettingsDialog(values)
    qtbot.addWidget(dialog)
    assert dialog.values().animation == "slow"
    dialog.palette_box.setCurrentIndex(dialog.palette_box.findData("colour-blind"))
    dialog.hints.setChecked(False)
    result = dialog.values()
    assert result.palette == "colour-blind" and result.hints is False
    assert result.think_time == 5.0 and result.theme == "light" and result.coach is True
    assert dialog.language.count() >= len(available_languages())


def test_applying_settings_changes_the_window(window: MainWindow) -> None:
    comfort = window.comfort
    standard = base.NUMBER_COLOURS
    comfort.apply(
        AppSettings(
            animation="off",
            think_time=2.0,
            theme="light",
            palette="colour-blind",
            hints=False,
            coach=True,
        )
    )
    try:
        assert window.controller.budget == 2.0
        assert window.hints.hint_budget == 2.0
        assert window.board.animation == "off"
        assert "#eef2f0" in window.styleSheet()
        assert standard != base.NUMBER_COLOURS
        assert window.widgets.hint_button.isHidden()
        assert comfort.coach.enabled and comfort.coach_action.isChecked()
        stored = load_settings(window.settings).settings
        assert stored.theme == "light" and stored.coach is True
        # the table itself turns light too, not only the panels around it
        assert window.widgets.view.backgroundBrush().color() == base.TABLE_THEMES["light"].table
    finally:
        apply_palette("standard")
        base.set_table_theme("dark")
    assert standard == base.NUMBER_COLOURS


def test_board_is_rebuilt_only_when_the_theme_changes(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from .helpers import start, wait_for_human

    start(window, "holomino", ["human", "intermediate"], seed=2)
    wait_for_human(qtbot, window)
    painter = window.board.painter
    window.comfort.apply(AppSettings(animation="off", theme="dark"))
    assert window.board.painter is painter  # same theme: nothing redrawn
    try:
        window.comfort.apply(AppSettings(animation="off", theme="light"))
        assert window.board.painter is not painter
        assert window.widgets.view.backgroundBrush().color() == base.TABLE_THEMES["light"].table
        assert window.widgets.scene.items()  # the board is there again, in the new colours
    finally:
        base.set_table_theme("dark")


# -- one language setting, shown the same in the Settings dialog and in View → Language --------
def _settings_dialog_language(window: MainWindow, pick: str | None = None) -> str:
    """Open Edit → Settings… as a person would, read its language combo, then pick ``pick``
    and press OK (or Cancel when ``pick`` is None)."""
    seen: list[str] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        seen.append(str(dialog.language.currentData()))
        if pick is None:
            dialog.reject()
            return
        dialog.language.setCurrentIndex(dialog.language.findData(pick))
        dialog.accept()

    QTimer.singleShot(0, read)
    settings_key = QKeySequence("Ctrl+,")  # the texts are translated: find it by its keys
    action = next(a for a in window.comfort.edit_menu.actions() if a.shortcut() == settings_key)
    action.trigger()
    QApplication.processEvents()
    assert len(seen) == 1, "the Settings dialog did not open"
    return seen[0]


def _menu_checked(window: MainWindow) -> list[str]:
    return [a.data() for a in window.language_menu.actions() if a.isChecked()]


def test_settings_dialog_shows_the_language_picked_in_the_view_menu(window: MainWindow) -> None:
    try:
        for code in ("nl", "en", "pl"):
            next(a for a in window.language_menu.actions() if a.data() == code).trigger()
            QApplication.processEvents()
            assert _settings_dialog_language(window) == code
    finally:
        i18n.set_language("en")


def test_view_menu_checks_the_language_picked_in_the_settings_dialog(window: MainWindow) -> None:
    try:
        for code in ("nl", "", "en", "sr"):
            _settings_dialog_language(window, pick=code)
            assert _menu_checked(window) == [code]
            assert _settings_dialog_language(window) == code
    finally:
        i18n.set_language("en")
