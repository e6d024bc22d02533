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
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QListView, QMessageBox

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
