"""The engine and the AI never import Qt (they must run and be tested without it)."""

import subprocess
import sys


def test_engine_and_ai_load_no_qt() -> None:
    code = (
        "import sys, holomino_desktop.engine, holomino_desktop.ai\n"
        "from holomino_desktop.engine import GAME_IDS, get_game\n"
        "for g in GAME_IDS: get_game(g).new_initial_state(seed=1).legal_moves()\n"
        "import holomino_desktop.engine.record, holomino_desktop.engine.match\n"
        "import pkgutil, importlib\n"
        "for pkg in (holomino_desktop.engine, holomino_desktop.ai):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "qt = ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in qt]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
