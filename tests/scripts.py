"""Loading and running the project's stand-alone scripts (``benchmarks/``, ``packaging/``) in
tests: they are folders of scripts, not packages (and "packaging" is a PyPI name)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_script(relative: str) -> ModuleType:
    """Import ``ROOT/relative`` as a module named after the file."""
    path = ROOT / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def run_script(relative: str, *args: str, tmp_path: Path) -> str:
    """Run ``ROOT/relative`` (a benchmark) in its own process, in ``tmp_path`` with a fresh data
    folder; its output (the run must succeed)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOLOMINO_DATA_DIR=str(tmp_path / "data"))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    done = subprocess.run(
        [sys.executable, str(ROOT / relative), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=240,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout
