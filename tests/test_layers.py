"""The import contracts of ``pyproject.toml`` ([tool.importlinter]) hold: the engine and the AI
import no Qt, no ui and nothing of training, training imports no Qt and no ui, the networked
table (``net/``) no Qt, no ui and no entry point, the tutorial imports no ui, no ui part imports
``main_window`` and the modules of ``ui/`` and those of ``ai/`` form no import cycle
(docs/architecture.md)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_import_contracts_are_kept() -> None:
    code = (
        "import sys\n"
        "from importlinter.cli import lint_imports\n"
        "sys.exit(lint_imports(config_filename='pyproject.toml', no_cache=True, no_logo=True))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "10 kept, 0 broken" in done.stdout, done.stdout
