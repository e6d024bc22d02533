"""WCAG 2 contrast from real colours: relative luminance and the contrast ratio, and the colours
of a rendered picture (the face of a tile, its darkest ink)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage

#: WCAG 2 AA for normal text
AA = 4.5


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an opaque colour."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def pixels(image: QImage, box: QRect) -> list[QColor]:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    box = box.intersected(image.rect())
    return [
        image.pixelColor(x, y)
        for y in range(box.top(), box.bottom() + 1)
        for x in range(box.left(), box.right() + 1)
    ]


def ground_and_ink(image: QImage, box: QRect) -> tuple[QColor, QColor]:
    """The most common colour in ``box`` (the background) and the pixel that stands out most
    from it (the text or the darkest pip: anti-aliasing only ever lowers the contrast)."""
    found = pixels(image, box)
    ground = QColor(Counter(c.rgb() for c in found).most_common(1)[0][0])
    ink = max(found, key=lambda c: contrast(c, ground))
    return ground, ink


def lightest_and_darkest(image: QImage, box: QRect) -> tuple[QColor, QColor]:
    """The lightest and the darkest pixel in ``box``: a tile's face (a gradient, so no colour
    is the most common) and its darkest ink."""
    found = pixels(image, box)
    return max(found, key=luminance), min(found, key=luminance)
