"""Bundle size and cold start to first window: Holomino Desktop vs a PySide6 hello-world.

    python benchmarks/bundle_startup.py [--runs 5]

Needs the bundle from ``python packaging/build.py --bundle-only`` in ``dist/holomino-desktop``.
Builds a hello-world bundle (one QLabel window) the same way — same PyInstaller, same Qt
exclusions — in a temporary folder, then starts each bundle ``--runs`` times offscreen with
``--quit-after-show`` and prints the median time from process start to the first window being
shown (each process prints that moment itself) and the ratio (target ≤ 2.5×, issue 22).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "holomino-desktop" / "holomino-desktop"

HELLO = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
label = QLabel("Hello")
label.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""


def folder_mb(path: Path) -> float:
    return (
        sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6
    )


def build_hello(work: Path) -> Path:
    script = work / "hello.py"
    script.write_text(HELLO)
    spec_text = (ROOT / "packaging" / "holomino.spec").read_text()
    # reuse the app's exclusion lists: same Qt trimming, different entry script and no package data
    spec_text = spec_text.replace('str(ROOT / "packaging" / "entry.py")', f'r"{script}"')
    spec_text = spec_text.replace(
        'datas = collect_data_files("holomino_desktop") + copy_metadata("holomino-desktop")',
        "datas = []",
    )
    spec_text = spec_text.replace('*collect_submodules("holomino_desktop"),', "")
    spec_text = spec_text.replace('NAME = "holomino-desktop"', 'NAME = "hello"')
    spec = work / "hello.spec"
    spec.write_text(spec_text.replace("Path(SPECPATH).resolve().parent", f'Path(r"{ROOT}")'))
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(work / "dist"), "--workpath", str(work / "build"), str(spec)],
        check=True,
    )  # fmt: skip
    return work / "dist" / "hello" / "hello"


def cold_start(exe: Path, args: list[str], runs: int) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(exe), *args], env=env, check=True, capture_output=True, timeout=120)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not BUNDLE.exists():
        print("build the bundle first: python packaging/build.py --bundle-only", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        hello = build_hello(Path(tmp))
        hello_mb, app_mb = folder_mb(hello.parent), folder_mb(BUNDLE.parent)
        t_hello = cold_start(hello, [], args.runs)
        t_app = cold_start(BUNDLE, ["--quit-after-show"], args.runs)
        shutil.rmtree(Path(tmp) / "build", ignore_errors=True)
    print(f"bundle size: holomino-desktop {app_mb:.1f} MB, hello-world {hello_mb:.1f} MB")
    print(
        f"cold start to first window (median of {args.runs}): holomino-desktop {t_app:.2f} s, "
        f"hello-world {t_hello:.2f} s, ratio {t_app / t_hello:.2f}× (target ≤ 2.5×)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
