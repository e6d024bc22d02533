"""The review chart tells its players apart in more than colour: each seat's line has its own
dashes and marks, and the legend shows them beside the player's name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from holomino_desktop.ai.review import review_record, store_review
from holomino_desktop.ui.review import ReviewWindow
from holomino_desktop.ui.review import chart as chart_module

from .test_review_window import played_record


def _grey(image: QImage, ratio: float, area: QRectF) -> QImage:
    """``area`` (in the widget's pixels) of ``image``, in grey."""
    box = QRectF(area.topLeft() * ratio, area.size() * ratio).toRect()
    return image.copy(box).convertToFormat(QImage.Format.Format_Grayscale8)


def test_the_seats_differ_on_the_chart_without_their_colours(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # one colour for every seat: whatever still tells them apart is not colour
    monkeypatch.setattr(chart_module, "SEAT_COLOURS", ("#ffcc00",) * 4)
    record = played_record("holomino")
    store_review(record, review_record(record, quick=True))
    window = ReviewWindow(record)
    qtbot.addWidget(window)
    window.show()
    chart = window.chart
    chart.resize(720, 320)
    samples = chart.legend_samples()
    assert [name for name, _ in samples[:2]] == ["Ana", "CPU 1"]  # the legend names them
    image = chart.grab().toImage()
    ratio = image.devicePixelRatio()
    first, second = (_grey(image, ratio, area) for _, area in samples[:2])
    assert first != second, "the two seats' legend samples look the same without colour"
