"""Game → Play with friends → Join a table: the example code in the empty code field is read
whole in every language (it was cut after "@relay.ex…" at the dialog's own size)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyleOptionFrame

from holomino_desktop.ui.main_window import MainWindow
from holomino_desktop.ui.words import i18n


def _room_for_text(edit: QLineEdit) -> int:
    """The width the line edit draws its text in (its frame, contents and text margins off)."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    area = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    return area.width() - margins.left() - margins.right() - 4  # QLineEdit's own 2 px a side


@pytest.mark.parametrize("language", ["en", "nl", "pl", "sr", "sr_Cyrl"])
def test_the_join_dialogs_example_code_is_not_cut(window: MainWindow, language: str) -> None:
    assert i18n.set_language(language) == language
    dialog = window.network.join_table_dialog()
    assert dialog is not None
    dialog.show()
    QApplication.processEvents()
    edit = dialog.code_edit
    edit.clear()
    example = edit.placeholderText()
    assert "@" in example
    # as QLineEdit draws it: elided to the room it has
    drawn = edit.fontMetrics().elidedText(
        example, Qt.TextElideMode.ElideRight, _room_for_text(edit)
    )
    assert drawn == example
    dialog.reject()
