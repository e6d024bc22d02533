"""Qt's own buttons speak the program's language: QMessageBox, QDialogButtonBox and the
(non-native) QFileDialog show no English button text in Dutch, Polish and both Serbian scripts.

Dutch and Polish come from Qt's ``qtbase_<lang>.qm``; Serbian, which Qt does not ship, from the
``QPlatformTheme``/``QFileDialog`` entries of our own translation (``ui/words/qt_texts.py``), and so
does Polish "Zapisz" (Save), which must match the File menu's verb where Qt's file says
"Zachowaj" (issue 44).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QListView,
    QMenu,
    QMessageBox,
    QTextBrowser,
    QTreeView,
    QWidget,
)

from holomino_desktop.ui.words import i18n

B = QMessageBox.StandardButton
#: the buttons the brief names, in this order
BUTTONS = (B.Cancel, B.Close, B.Yes, B.No, B.Ok, B.Save, B.Discard, B.Open)
#: what each language shows on them (OK is "OK" in Dutch and Polish too)
EXPECTED = {
    "en": ["Cancel", "Close", "&Yes", "&No", "OK", "Save", "Discard", "Open"],
    "nl": ["Annuleren", "Sluiten", "&Ja", "&Nee", "OK", "Opslaan", "Niet opslaan", "Openen"],
    "pl": ["Anuluj", "Zamknij", "&Tak", "&Nie", "OK", "Zapisz", "Odrzuć", "Otwórz"],
    "sr": ["Otkaži", "Zatvori", "&Da", "&Ne", "U redu", "Sačuvaj", "Odbaci", "Otvori"],
    "sr_Cyrl": ["Откажи", "Затвори", "&Да", "&Не", "У реду", "Сачувај", "Одбаци", "Отвори"],
}
#: the file dialog's buttons: (accept when opening, accept when saving, cancel)
FILE_DIALOG = {
    "en": ("&Open", "&Save", "Cancel"),
    "nl": ("&Openen", "Op&slaan", "Annuleren"),
    "pl": ("&Otwórz", "&Zapisz", "Anuluj"),
    "sr": ("&Otvori", "&Sačuvaj", "Otkaži"),
    "sr_Cyrl": ("&Отвори", "&Сачувај", "Откажи"),
}


@pytest.fixture(params=list(EXPECTED))
def code(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert i18n.set_language(request.param) == request.param
    yield request.param
    i18n.set_language("en")


def test_message_box_buttons(code: str) -> None:
    box = QMessageBox()
    texts = [box.addButton(button).text() for button in BUTTONS]
    assert texts == EXPECTED[code]
    if code != "en":  # nothing English is left (OK is also Dutch and Polish, not Serbian)
        english = set(EXPECTED["en"]) - ({"OK"} if code in ("nl", "pl") else set())
        assert not set(texts) & english


def test_dialog_button_box_buttons(code: str) -> None:
    box = QDialogButtonBox()
    for button in BUTTONS:
        box.addButton(QDialogButtonBox.StandardButton(button.value))
    texts = [box.button(QDialogButtonBox.StandardButton(b.value)).text() for b in BUTTONS]
    assert texts == EXPECTED[code]


def _file_dialog_buttons(mode: QFileDialog.AcceptMode) -> list[str]:
    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(mode)
    dialog.show()
    QApplication.processEvents()
    try:
        boxes = dialog.findChildren(QDialogButtonBox)
        assert len(boxes) == 1
        return [b.text() for b in boxes[0].buttons()]
    finally:
        dialog.close()


def test_file_dialog_buttons(code: str) -> None:
    opening, saving, cancel = FILE_DIALOG[code]
    assert sorted(_file_dialog_buttons(QFileDialog.AcceptMode.AcceptOpen)) == sorted(
        [opening, cancel]
    )
    assert sorted(_file_dialog_buttons(QFileDialog.AcceptMode.AcceptSave)) == sorted(
        [saving, cancel]
    )


def test_the_bundle_keeps_qts_translations_for_our_languages() -> None:
    """packaging/holomino.spec drops Qt's .qm files except those of KEEP_QT_LANGS: every
    ``qtbase_<lang>.qm`` PySide6 ships for one of our languages must survive that filter."""
    import ast
    from pathlib import Path

    spec = Path(__file__).resolve().parents[2] / "packaging" / "holomino.spec"
    tree = ast.parse(spec.read_text(encoding="utf-8"))
    kept = next(
        ast.literal_eval(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and any(getattr(t, "id", "") == "KEEP_QT_LANGS" for t in node.targets)
    )
    folder = Path(i18n.qt_translations_folder())
    shipped = [
        name + ".qm"
        for code in i18n.LANGUAGE_NAMES
        for name in i18n.qt_base_names(code)
        if (folder / (name + ".qm")).is_file()
    ]
    assert {"qtbase_nl.qm", "qtbase_pl.qm"} <= set(shipped)
    assert all(any(lang in name for lang in kept) for name in shipped), (kept, shipped)


@pytest.mark.parametrize("language", list(EXPECTED))
def test_open_dialog_lists_saved_games_in_every_language(
    window: Any, language: str, tmp_path: Path
) -> None:
    """The open/save filter, as each language shows it, lists a real saved game file (a
    transliterated ``*.холомино.јсон`` listed nothing)."""
    from holomino_desktop.ui import persistence

    saved = tmp_path / ("game" + persistence.SUFFIX)
    saved.write_text("{}", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("", encoding="utf-8")
    assert i18n.set_language(language) == language
    try:
        file_filter = window.files.file_filter()
        dialog = QFileDialog(None, "open", str(tmp_path), file_filter)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.show()
        view = dialog.findChild(QListView, "listView")
        assert view is not None
        deadline = time.monotonic() + 10
        names: list[str] = []
        while not names and time.monotonic() < deadline:
            QApplication.processEvents()
            model, root = view.model(), view.rootIndex()
            names = [model.index(i, 0, root).data() for i in range(model.rowCount(root))]
            time.sleep(0.01)
        dialog.close()
        assert names == [saved.name], (language, file_filter)
    finally:
        i18n.set_language("en")


def test_qt_translations_are_found_when_qts_path_is_wrong(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """In a frozen bundle Qt may report a translations path without Qt's files: the folder
    beside the PySide6 package is used instead, so Dutch buttons stay Dutch."""

    class NoTranslations:
        LibraryPath = i18n.QLibraryInfo.LibraryPath

        @staticmethod
        def path(_which: object) -> str:
            return str(tmp_path)

    monkeypatch.setattr(i18n, "QLibraryInfo", NoTranslations)
    folder = Path(i18n.qt_translations_folder())
    assert (folder / "qtbase_nl.qm").is_file() and folder != tmp_path
    try:
        i18n.set_language("nl")
        assert QMessageBox().addButton(B.Cancel).text() == "Annuleren"
    finally:
        i18n.set_language("en")


def test_polish_save_button_says_the_file_menus_verb(qtbot, window: Any) -> None:  # type: ignore[no-untyped-def]
    """Issue 44: in Polish the File menu says "Zapisz" and so does the Save button of the real
    "save the game in progress first?" question (Qt's own Polish file says "Zachowaj")."""
    import random

    from PySide6.QtCore import QTimer

    from .helpers import human_turn, start, wait_for_human

    assert i18n.set_language("pl") == "pl"
    try:
        start(window, "holomino", ["human", "beginner"], seed=8)
        wait_for_human(qtbot, window)
        human_turn(qtbot, window, random.Random(1))
        wait_for_human(qtbot, window)
        assert window.files.unsaved()
        shown: list[str] = []

        def read_and_cancel() -> None:
            box = QApplication.activeModalWidget()
            assert isinstance(box, QMessageBox)
            shown.extend(button.text() for button in box.buttons())
            box.button(B.Cancel).click()

        QTimer.singleShot(0, read_and_cancel)
        assert not window.files.may_replace()
        menu_verb = window.comfort.save_action.text().replace("&", "")
        assert menu_verb == "Zapisz"
        assert menu_verb in shown, shown
        assert not [text for text in shown if "Zachowaj" in text]
    finally:
        i18n.set_language("en")


# -- Qt's other texts: right-click menus, the file dialog's tools, a panel's title bar ---------
def _menu(widget: QWidget, point: QPoint) -> list[str]:
    """The texts of the menu ``widget`` opens on a right click at ``point`` (shortcuts cut)."""
    shown: list[str] = []

    def read() -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu):
            shown.extend(a.text().split("\t")[0] for a in menu.actions() if a.text())
            menu.close()

    QTimer.singleShot(0, read)  # a spin box's and a scroll bar's menus block in exec()
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, widget.mapToGlobal(point))
    QApplication.sendEvent(widget, event)
    QApplication.processEvents()  # a text field's menu pops up without blocking
    read()
    assert shown, f"{type(widget).__name__} opened no menu"
    return shown


def _tools(widget: QWidget) -> list[str]:
    """Every button's tooltip, accessible name and description inside ``widget``."""
    return [
        text
        for button in widget.findChildren(QAbstractButton)
        for text in (button.toolTip(), button.accessibleName(), button.accessibleDescription())
        if text
    ]


def _file_dialog(folder: Path) -> list[str]:
    """The non-native file dialog the program opens games with, in detail view on a folder
    holding a sub-folder: its tools, its side bar's first place, its columns and their menu,
    the type of the sub-folder."""
    dialog = QFileDialog(None, "", str(folder), "*.holomino.json")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.show()
    try:
        tree = dialog.findChild(QTreeView, "treeView")
        assert tree is not None
        model, root = tree.model(), tree.rootIndex()
        deadline = time.monotonic() + 10
        while not (model.rowCount(root) and model.index(0, 2, root).data()):
            QApplication.processEvents()
            assert time.monotonic() < deadline, "the folder was not listed"
            time.sleep(0.01)
        sidebar = dialog.findChild(QListView, "sidebar")
        assert sidebar is not None
        columns = [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(4)]
        return [
            *_tools(dialog),
            str(sidebar.model().index(0, 0).data()),
            *columns,
            *(action.text() for action in tree.header().actions()),
            str(model.index(0, 2, root).data()),  # "Folder"
        ]
    finally:
        dialog.close()


def _qt_texts(window: Any, folder: Path) -> list[str]:
    """Qt's own texts in the real window's parts, in the order they are read."""
    from holomino_desktop.ui.dialogs.new_game import NewGameDialog, default_config
    from holomino_desktop.ui.rules_viewer import show_rules

    dialog = NewGameDialog(default_config("triominos"), window)  # 2 to 4 players: a spin box
    dialog.show()
    rules = show_rules(window, "holomino")
    browser = rules.findChild(QTextBrowser)
    assert browser is not None
    log_bar = window.widgets.log.verticalScrollBar()
    board_bar = window.widgets.view.horizontalScrollBar()
    buttons = QDialogButtonBox()
    for standard in (QDialogButtonBox.StandardButton.Reset, QDialogButtonBox.StandardButton.Help):
        buttons.addButton(standard)
    try:
        return [
            *_menu(dialog.seat_rows[0][1], QPoint(4, 4)),  # a seat's name
            *_menu(dialog.seat_count, QPoint(4, 4)),
            *_menu(browser.viewport(), QPoint(10, 10)),
            *_menu(log_bar, QPoint(2, 2)),
            *_menu(board_bar, QPoint(2, 2)),
            *_tools(window.tutorials),
            *(button.text() for button in buttons.buttons()),
            *_file_dialog(folder),
        ]
    finally:
        dialog.close()
        rules.close()


#: Qt's texts a language writes as English does
SAME_AS_ENGLISH = {
    "nl": {"Computer", "Type", "Help"},
    "pl": {"Folder"},  # the file dialog says *folder*, as Polish software does
    "sr": set(),
    "sr_Cyrl": set(),
}


@pytest.mark.parametrize("language", list(SAME_AS_ENGLISH))
def test_qts_menus_tools_and_file_dialog_speak_the_language(
    window: Any, language: str, tmp_path: Path
) -> None:
    """A right click in a name field showed "&Undo", "Cu&t", "&Paste" in Serbian, the file
    dialog's sub-folder was a "Folder" in every language and its standard Reset button said
    "Reset" in Dutch: every text of Qt's own that the window shows is in its language."""
    (tmp_path / "games").mkdir()
    english = _qt_texts(window, tmp_path)
    assert i18n.set_language(language) == language
    try:
        shown = _qt_texts(window, tmp_path)
    finally:
        i18n.set_language("en")
    assert len(shown) == len(english), (english, shown)
    left = [
        text
        for text, source in zip(shown, english, strict=True)
        if text == source and text.replace("&", "") not in SAME_AS_ENGLISH[language]
    ]
    assert left == [], f"English left in {language}: {left}"
    if language == "nl":  # the Dutch systems' words
        assert "Bovenliggende map" in shown and "Opnieuw instellen" in shown
