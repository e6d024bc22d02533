"""Render the one source icon (resources/icons/holomino.svg) into every icon the OSes want.

    python packaging/make_icons.py [OUT_DIR]      (default: build/icons)

Writes PNGs (16…512 px, for Linux hicolor themes and AppImage), ``holomino.ico`` (Windows)
and ``holomino.icns`` (macOS), using Qt's own SVG renderer and image writers.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "holomino.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(size: int):  # -> QImage
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SOURCE)).render(painter)
    painter.end()
    return image


def make_icons(out: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        path = out / f"holomino-{size}.png"
        if not render(size).save(str(path), "PNG"):
            raise RuntimeError(f"could not write {path}")
        written.append(path)
    for fmt, size in (("ico", 256), ("icns", 512)):
        path = out / f"holomino.{fmt}"
        if not render(size).save(str(path), fmt.upper()):
            raise RuntimeError(f"Qt could not write {fmt} (image format plugin missing?)")
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"
    for p in make_icons(target):
        print(p)
