"""Build the Holomino Desktop bundle and the installer form for this operating system.

    python packaging/build.py                # icons + PyInstaller bundle + installer form
    python packaging/build.py --bundle-only  # icons + bundle (what CI's self-test needs)
    python packaging/build.py --self-test    # … then run the bundle's --self-test offscreen
    python packaging/build.py --keep-icu     # Linux: skip trimming the ICU data (trim_icu.py)

Needs the dev extra (``pip install -e ".[dev]"``). Results go to ``dist/``:

* Linux: ``dist/holomino-desktop/`` (the one-folder bundle, with the .desktop file, AppStream
  metainfo and hicolor PNG icons inside ``share/``) and
  ``dist/holomino-desktop-VERSION-linux-ARCH.tar.gz``.
  An AppImage is made from the same tree with ``appimagetool`` (see README → Packaging).
* Windows: ``dist/holomino-desktop/`` and, if Inno Setup's ``iscc`` is on PATH, the installer
  ``dist/HolominoDesktop-VERSION-setup.exe`` (script: ``packaging/windows/holomino.iss``).
* macOS: ``dist/Holomino Desktop.app`` and, with ``hdiutil``, ``dist/HolominoDesktop-VERSION.dmg``.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUILD = ROOT / "build"
ICONS = BUILD / "icons"
APP_ID = "io.github.holomino.HolominoDesktop"
BUNDLE = DIST / "holomino-desktop"


def version() -> str:
    """The one source of truth: pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def run(*cmd: str, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT, env=env)


def make_icons() -> None:
    run(sys.executable, str(ROOT / "packaging" / "make_icons.py"), str(ICONS))


def pyinstaller() -> None:
    env = dict(os.environ, HOLOMINO_ICON_DIR=str(ICONS))
    run(
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"),
        str(ROOT / "packaging" / "holomino.spec"), env=env,
    )  # fmt: skip


def linux_extras() -> Path:
    """Put the desktop integration files into the bundle and make a tarball."""
    share = BUNDLE / "share"
    apps = share / "applications"
    meta = share / "metainfo"
    apps.mkdir(parents=True, exist_ok=True)
    meta.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "packaging" / "linux" / f"{APP_ID}.desktop", apps)
    metainfo = (ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml").read_text()
    (meta / f"{APP_ID}.metainfo.xml").write_text(metainfo.replace("@VERSION@", version()))
    for png in ICONS.glob("holomino-*.png"):
        size = png.stem.split("-")[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target / f"{APP_ID}.png")
    shutil.copy(ROOT / "packaging" / "linux" / "install.sh", BUNDLE)
    shutil.copy(ROOT / "packaging" / "linux" / "uninstall.sh", BUNDLE)
    tarball = DIST / f"holomino-desktop-{version()}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(tarball, "w:gz") as tar:
        tar.add(BUNDLE, arcname=f"holomino-desktop-{version()}")
    return tarball


def windows_installer() -> Path | None:
    iscc = shutil.which("iscc")
    if iscc is None:
        print("Inno Setup (iscc) not found: bundle only")
        return None
    run(
        iscc, f"/DAppVersion={version()}", f"/DSourceDir={BUNDLE}",
        f"/DIconFile={ICONS / 'holomino.ico'}", f"/O{DIST}",
        str(ROOT / "packaging" / "windows" / "holomino.iss"),
    )  # fmt: skip
    return DIST / f"HolominoDesktop-{version()}-setup.exe"


def mac_dmg() -> Path | None:
    if shutil.which("hdiutil") is None:
        return None
    dmg = DIST / f"HolominoDesktop-{version()}.dmg"
    dmg.unlink(missing_ok=True)
    run("hdiutil", "create", "-volname", "Holomino Desktop", "-srcfolder",
        str(DIST / "Holomino Desktop.app"), "-ov", "-format", "UDZO", str(dmg))  # fmt: skip
    return dmg


def executable() -> Path:
    name = "holomino-desktop.exe" if sys.platform == "win32" else "holomino-desktop"
    return BUNDLE / name


def self_test() -> float:
    """Run the bundle's --self-test offscreen; returns seconds taken."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    done = subprocess.run([str(executable()), "--self-test"], env=env, timeout=600,
                          capture_output=True, text=True)  # fmt: skip
    print(done.stdout[-2000:], done.stderr[-2000:], sep="\n")
    if done.returncode != 0:
        raise SystemExit(f"bundle self-test failed with exit code {done.returncode}")
    return time.perf_counter() - start


def trim_icu_data() -> None:
    """Linux: cut PySide6's ≈ 32 MB ICU data down to the app's languages (issue #11)."""
    from trim_icu import trim_bundle  # packaging/ is this script's folder, first on sys.path

    trim_bundle(BUNDLE)


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bundle-only", action="store_true", help="skip the installer form")
    parser.add_argument("--self-test", action="store_true", help="run the bundle's self-test")
    parser.add_argument("--keep-icu", action="store_true", help="Linux: keep all ICU data")
    args = parser.parse_args()
    started = time.perf_counter()
    make_icons()
    pyinstaller()
    if sys.platform.startswith("linux") and not args.keep_icu:
        trim_icu_data()
    print(f"bundle: {BUNDLE} ({folder_size(BUNDLE) / 1e6:.1f} MB)")
    if not args.bundle_only:
        if sys.platform.startswith("linux"):
            print("tarball:", linux_extras())
        elif sys.platform == "win32":
            print("installer:", windows_installer())
        elif sys.platform == "darwin":
            print("dmg:", mac_dmg())
    print(f"build took {time.perf_counter() - started:.0f} s")
    if args.self_test:
        print(f"self-test passed in {self_test():.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
