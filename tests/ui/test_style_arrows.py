"""Spin boxes and combo boxes show their arrows in both themes (the dark one lost them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QSpinBox, QStyle, QStyleOptionSpinBox, QWidget

from holomino_desktop.ui.settings import LIGHT_STYLE
from holomino_desktop.ui.style import STYLE


def _contrasting_pixels(widget: QWidget, area: QRect) -> int:
    """Pixels of ``area`` far in lightness from the area's most common colour (its ground)."""
    image = widget.grab().toImage()
    colours = [
        QColor(image.pixel(x, y)).lightness()
        for x in range(area.left(), area.right() + 1)
        for y in range(area.top(), area.bottom() + 1)
    ]
    ground = max(set(colours), key=colours.count)
    return sum(1 for c in colours if abs(c - ground) > 90)


@pytest.mark.parametrize("style", [STYLE, LIGHT_STYLE], ids=["dark", "light"])
def test_the_arrows_show(qtbot, style: str) -> None:  # type: ignore[no-untyped-def]
    holder = QWidget()
    qtbot.addWidget(holder)
    holder.setStyleSheet(style)
    spin, combo = QSpinBox(holder), QComboBox(holder)
    spin.setRange(1, 9)
    spin.setValue(4)  # both arrows enabled
    combo.addItem("Beginner")
    spin.setGeometry(10, 10, 140, 34)
    combo.setGeometry(10, 60, 140, 34)
    holder.resize(170, 110)
    holder.show()
    qtbot.waitExposed(holder)
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    for control in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
        area = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, control, spin)
        assert _contrasting_pixels(spin, area) >= 8, f"no arrow drawn in {control}"
    right = QRect(QPoint(combo.width() - 22, 4), QPoint(combo.width() - 4, combo.height() - 5))
    assert _contrasting_pixels(combo, right) >= 8, "no combo arrow"
