"""The dark look of the game window (Qt style sheet); the light one is in ``ui/settings.py``.

A style sheet colours what its rules name; everything else (the non-native file dialog's lists,
a message box's text, a header) paints with the application palette. :func:`theme_palette`
gives each theme a palette of the same colours, so no dialog is left with light text on Qt's
light default ground (or dark on dark): text keeps 4.5:1 against its ground in both themes.
"""

from PySide6.QtGui import QColor, QPalette

from ..resources import resource_path


def arrows(shade: str, button: str, border: str, hover: str) -> str:
    """Spin-box and combo-box arrows drawn from pictures of ``shade`` ("light" arrows for the
    dark theme): a styled box loses Qt's own arrows, which left the spin boxes without any."""
    up, down = (resource_path("style", f"arrow-{d}-{shade}.png").as_posix() for d in ("up", "down"))
    return f"""
QSpinBox {{ padding-right: 22px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 20px;
              background: {button}; border-left: 1px solid {border}; }}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 5px; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 5px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {hover}; }}
QSpinBox::up-arrow {{ image: url("{up}"); width: 10px; height: 6px; }}
QSpinBox::down-arrow {{ image: url("{down}"); width: 10px; height: 6px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off, QSpinBox::down-arrow:disabled,
QSpinBox::down-arrow:off {{ image: none; }}
QComboBox {{ padding-right: 22px; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: top right; width: 20px;
              border: none; border-left: 1px solid {border}; }}
QComboBox::down-arrow {{ image: url("{down}"); width: 10px; height: 6px; }}
"""


#: (role, active colour, disabled colour or None) per theme
_PALETTES: dict[str, list[tuple[QPalette.ColorRole, str, str | None]]] = {
    "dark": [
        (QPalette.ColorRole.Window, "#15292c", None),
        (QPalette.ColorRole.WindowText, "#e8eef0", "#9fb3b6"),
        (QPalette.ColorRole.Base, "#1f3a3e", "#1a3235"),
        (QPalette.ColorRole.AlternateBase, "#1a3235", None),
        (QPalette.ColorRole.Text, "#e8eef0", "#9fb3b6"),
        (QPalette.ColorRole.PlaceholderText, "#9fb3b6", None),
        (QPalette.ColorRole.Button, "#2c5157", "#203c40"),
        (QPalette.ColorRole.ButtonText, "#f1f5f6", "#9fb3b6"),
        (QPalette.ColorRole.BrightText, "#ffffff", None),
        (QPalette.ColorRole.Highlight, "#3d6a71", "#28474b"),
        (QPalette.ColorRole.HighlightedText, "#ffffff", "#c9d6d8"),
        (QPalette.ColorRole.ToolTipBase, "#f7f1e3", None),
        (QPalette.ColorRole.ToolTipText, "#15292c", None),
        (QPalette.ColorRole.Link, "#f4c542", None),
        (QPalette.ColorRole.Light, "#3d6a71", None),
        (QPalette.ColorRole.Midlight, "#2c5157", None),
        (QPalette.ColorRole.Mid, "#203c40", None),
        (QPalette.ColorRole.Dark, "#102023", None),
        (QPalette.ColorRole.Shadow, "#0a1416", None),
    ],
    "light": [
        (QPalette.ColorRole.Window, "#eef2f0", None),
        (QPalette.ColorRole.WindowText, "#1d2b2d", "#5d6e6c"),
        (QPalette.ColorRole.Base, "#ffffff", "#f2f6f5"),
        (QPalette.ColorRole.AlternateBase, "#f2f6f5", None),
        (QPalette.ColorRole.Text, "#1d2b2d", "#5d6e6c"),
        (QPalette.ColorRole.PlaceholderText, "#5d6e6c", None),
        (QPalette.ColorRole.Button, "#dde8e6", "#eef2f0"),
        (QPalette.ColorRole.ButtonText, "#1d2b2d", "#5d6e6c"),
        (QPalette.ColorRole.BrightText, "#000000", None),
        (QPalette.ColorRole.Highlight, "#cfe0dd", "#e2e9e7"),
        (QPalette.ColorRole.HighlightedText, "#000000", "#3b4f52"),
        (QPalette.ColorRole.ToolTipBase, "#f7f1e3", None),
        (QPalette.ColorRole.ToolTipText, "#15292c", None),
        (QPalette.ColorRole.Link, "#8a4b08", None),
        (QPalette.ColorRole.Light, "#ffffff", None),
        (QPalette.ColorRole.Midlight, "#eef2f0", None),
        (QPalette.ColorRole.Mid, "#a9c0bc", None),
        (QPalette.ColorRole.Dark, "#7d9490", None),
        (QPalette.ColorRole.Shadow, "#4b5f62", None),
    ],
}


def theme_palette(theme: str) -> QPalette:
    """The application palette of ``theme`` ("dark" or "light"; anything else: dark)."""
    palette = QPalette()
    for role, colour, disabled in _PALETTES.get(theme, _PALETTES["dark"]):
        palette.setColor(role, QColor(colour))
        if disabled is not None:
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


STYLE = """
QMainWindow, QWidget#central { background: #15292c; }
QWidget { color: #e8eef0; }
QLabel#title { font-size: 15pt; font-weight: bold; color: #f4c542; }
QLabel#info, QLabel#seatKind, QLabel#seatDetail { color: #adc1c4; }
QLabel#rackTitle { color: #c9d6d8; font-weight: bold; }
QFrame#panel { background: #1a3235; border-radius: 10px; }
QTreeWidget { background: #1a3235; alternate-background-color: #1f3a3e; border: none;
              color: #e8eef0; }
QHeaderView::section { background: #15292c; color: #9fb6ba; border: none; padding: 4px; }
QPushButton { background: #2c5157; border: 1px solid #3d6a71; border-radius: 6px;
              padding: 7px 14px; color: #f1f5f6; }
QPushButton:hover { background: #366169; }
QPushButton:disabled { background: #203c40; color: #9fb3b6; border-color: #28474b; }
QPushButton#primary { background: #d9962b; border-color: #f0b34f; color: #1b1204;
                      font-weight: bold; }
QPushButton#primary:disabled { background: #5a4a2c; color: #d8c9a8; border-color: #5a4a2c; }
QStatusBar { background: #102023; color: #e8eef0; }
QStatusBar QLabel { color: #e8eef0; }
QDialog, QMessageBox { background: #15292c; }
QGroupBox { border: 1px solid #2c5157; border-radius: 8px; margin-top: 16px;
            padding: 8px 6px 4px 6px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #f4c542; }
QLineEdit, QComboBox, QSpinBox { background: #1f3a3e; border: 1px solid #3d6a71;
              border-radius: 5px; padding: 4px 6px; color: #e8eef0; }
QLineEdit:disabled, QComboBox:disabled, QSpinBox:disabled { color: #9fb3b6; }
QComboBox QAbstractItemView { background: #1f3a3e; color: #e8eef0;
              selection-background-color: #2c5157; }
QTableWidget { background: #1a3235; alternate-background-color: #1f3a3e; gridline-color: #2c5157;
              color: #e8eef0; border: none; }
QTableWidget::item:selected, QTreeWidget::item:selected { background: #2c5157; color: #ffffff; }
QToolTip { color: #15292c; background: #f7f1e3; border: 1px solid #5b4a33; }
QScrollArea { border: none; background: transparent; }
QScrollBar:vertical { background: #15292c; width: 10px; margin: 0; }
QScrollBar::handle:vertical { background: #3d6a71; border-radius: 5px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { height: 0; width: 0; }
QScrollBar:horizontal { background: #15292c; height: 10px; margin: 0; }
QScrollBar::handle:horizontal { background: #3d6a71; border-radius: 5px; min-width: 24px; }
QMenuBar { background: #102023; color: #e8eef0; }
QMenuBar::item:selected { background: #2c5157; }
QMenu { background: #1a3235; color: #e8eef0; }
QMenu::item:selected { background: #2c5157; }
QProgressBar { border: 1px solid #3d6a71; border-radius: 4px; background: #1a3235;
               max-height: 10px; }
QProgressBar::chunk { background: #f4c542; }
""" + arrows("light", "#2c5157", "#3d6a71", "#366169")
