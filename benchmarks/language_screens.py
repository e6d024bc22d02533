"""Every screen a reader of one language should see, as pictures (for a native reader's check).

    QT_QPA_PLATFORM=offscreen python benchmarks/language_screens.py --lang nl --out /tmp/nl

For each game, in the chosen language: the game mid-match with a tile selected
(``<game>_main.png``), the hint (``<game>_hint.png``), the end-of-round or end-of-match box
(``<game>_end.png``), the first tutorial step (``<game>_tutorial.png``), the rules window
(``<game>_rules.png``); then the New game, Host a table and Join a table dialogs and the review
window of the last game after a quick review (``review.png``). Each picture's visible
texts are written beside it (``<name>.txt``) so a reader can quote them. Nothing is hosted: the
networked-table dialogs are only opened.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

if os.environ.setdefault("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    # a desktop-sized screen (Qt's offscreen one is 800 × 800): windows open at their own size
    _SCREEN = Path(__file__).resolve().parent.parent / "tests" / "offscreen_screen.json"
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTreeWidget,
    QWidget,
)

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ui_screenshots import pump, stage  # noqa: E402

import holomino_desktop.ui  # noqa: E402,F401  (refcount guard first)
from holomino_desktop.engine import GAME_IDS  # noqa: E402
from holomino_desktop.engine.record import GameRecord  # noqa: E402
from holomino_desktop.ui.main_window import MainWindow  # noqa: E402
from holomino_desktop.ui.rules_viewer import show_rules  # noqa: E402
from holomino_desktop.ui.words.i18n import set_language  # noqa: E402


def texts(widget: QWidget) -> list[str]:
    """The visible words of ``widget``: labels, buttons, table and tree cells, its title."""
    found = [widget.windowTitle()]
    for label in widget.findChildren(QLabel):
        if label.isVisible() and label.text():
            found.append(label.text())
    for button in widget.findChildren(QAbstractButton):
        if button.isVisible() and button.text():
            found.append(button.text())
    for table in widget.findChildren(QTableWidget):
        for r in range(table.rowCount()):
            found.append(
                " | ".join(
                    table.item(r, c).text() if table.item(r, c) else ""
                    for c in range(table.columnCount())
                )
            )
    for tree in widget.findChildren(QTreeWidget):
        for i in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            if item is not None:
                found.append(" | ".join(item.text(c) for c in range(tree.columnCount())))
    return [t for t in found if t.strip()]


def save(widget: QWidget, out: Path, name: str) -> None:
    widget.grab().save(str(out / f"{name}.png"))
    (out / f"{name}.txt").write_text("\n".join(texts(widget)) + "\n", encoding="utf-8")
    print(out / f"{name}.png")


def discard_question() -> None:
    """Answer "Save the game in progress?" with Discard, if it is asked."""
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        button = box.button(QMessageBox.StandardButton.Discard)
        if button is not None:
            button.click()


def end_box(app: QApplication, window: MainWindow) -> bool:
    """Play the human seat by the Beginner until a round or the match ends; True when a box
    is shown."""
    from holomino_desktop.ui.ai_adapter import make_ai

    helper = make_ai("beginner", seed=3)
    controller = window.controller
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if window.summaries.summary is not None:
            return True
        state = controller.state
        if state is None or state.is_terminal():
            return window.summaries.summary is not None
        if controller.human_to_move():
            controller.play_human(helper.choose_move(state.view(state.current_player)))
        pump(app, 0.005)
    return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("animation", "off")
    set_language(args.lang)
    window = MainWindow(settings, start=False)
    window.resize(1280, 800)
    window.show()
    pump(app, 0.2)
    finished = None  # the last game played to its end: the review's
    for game_id in args.game or GAME_IDS:
        stage(app, window, game_id)
        save(window, out, f"{game_id}_main")
        window.hints.hint_budget = 0.3
        window.hints.ask_hint()
        deadline = time.monotonic() + 20
        pump(app, 0.2)
        while window.hints.hint_runner.is_busy() and time.monotonic() < deadline:
            pump(app, 0.05)
        pump(app, 0.3)
        save(window, out, f"{game_id}_hint")
        if end_box(app, window) and window.summaries.summary is not None:
            finished = window.controller.record
            pump(app, 0.2)
            save(window.summaries.summary, out, f"{game_id}_end")
            window.summaries.summary.reject()
            pump(app, 0.1)
        rules = show_rules(window, game_id)
        pump(app, 0.4)
        save(rules, out, f"{game_id}_rules")
        rules.close()
        QTimer.singleShot(300, discard_question)  # the game in progress: not kept
        window.tutorials.start(game_id)
        pump(app, 0.5)
        save(window, out, f"{game_id}_tutorial")
        window.tutorials.leave()
        pump(app, 0.2)
    dialogs(app, window, out, finished)
    window.controller.shutdown()
    return 0


def dialogs(app: QApplication, window: MainWindow, out: Path, record: GameRecord | None) -> None:
    """New game, Host a table, Join a table (opened, not used) and the review of ``record``
    (the window's own game after the tutorials is a lesson's, which has no record to review)."""
    from holomino_desktop.ui.dialogs.new_game import NewGameDialog
    from holomino_desktop.ui.review.window import ReviewWindow

    new_game = NewGameDialog(window.controller.config, window)
    new_game.show()
    pump(app, 0.3)
    save(new_game, out, "new_game")
    new_game.reject()
    for name, opener in (
        ("host_table", window.network.host_dialog),
        ("join_table", window.network.join_table_dialog),
    ):
        dialog = opener()
        pump(app, 0.3)
        save(dialog, out, name)
        dialog.reject()
        pump(app, 0.1)
    if record is not None and record.moves:
        review = ReviewWindow(record, parent=window, start=False)
        review.show()
        review.start(quick=True)
        deadline = time.monotonic() + 60
        while review.runner.running and time.monotonic() < deadline:
            pump(app, 0.1)
        pump(app, 0.3)
        save(review, out, "review")
        review.close()


if __name__ == "__main__":
    raise SystemExit(main())
