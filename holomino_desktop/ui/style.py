"""The dark look of the game window (Qt style sheet); the light one is in ``ui/settings.py``."""

STYLE = """
QMainWindow, QWidget#central { background: #15292c; }
QWidget { color: #e8eef0; }
QLabel#title { font-size: 15pt; font-weight: bold; color: #f4c542; }
QLabel#info, QLabel#seatKind, QLabel#seatDetail { color: #9fb6ba; }
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
"""
