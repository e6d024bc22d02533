"""Trimming PySide6's ICU data library for the Linux bundle (packaging/trim_icu.py, issue #11).

Works on the real ``libicudata.so.*`` of the installed PySide6; the end-to-end test builds the
trimmed library and makes Qt use it in a subprocess (``LD_PRELOAD``, proven by /proc/self/maps).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from ..scripts import load_script

ROOT = Path(__file__).resolve().parents[2]


def _qt_icu_library() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not sys.platform.startswith("linux"):
        return None
    folders = spec.submodule_search_locations or []
    found = sorted(p for f in folders for p in (Path(f) / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


ICU_LIBRARY = _qt_icu_library()
pytestmark = pytest.mark.skipif(
    ICU_LIBRARY is None, reason="needs Linux and PySide6's bundled libicudata.so.*"
)


trim_icu = load_script("packaging/trim_icu.py")


@pytest.fixture(scope="module")
def archive_bytes() -> bytes:
    assert ICU_LIBRARY is not None
    elf = ICU_LIBRARY.read_bytes()
    found = trim_icu.locate_archive(elf)
    return elf[found.offset : found.offset + found.size]


def _data_offsets(blob: bytes) -> tuple[int, list[int]]:
    """Header size and the raw dataOffset column of a little-endian archive's table."""
    (header_size,) = struct.unpack_from("<H", blob, 0)
    (count,) = struct.unpack_from("<I", blob, header_size)
    pairs = struct.unpack_from(f"<{2 * count}I", blob, header_size + 4)
    return header_size, list(pairs[1::2])


def test_symbol_and_soname_are_found() -> None:
    assert ICU_LIBRARY is not None
    found = trim_icu.locate_archive(ICU_LIBRARY.read_bytes())
    major = ICU_LIBRARY.name.rsplit(".", 1)[1]
    assert found.symbol == f"icudt{major}_dat"
    assert found.soname == ICU_LIBRARY.name
    assert found.size > 1_000_000


def test_table_of_contents_parses(archive_bytes: bytes) -> None:
    data = trim_icu.parse_common_data(archive_bytes)
    names = [item.name for item in data.items]
    assert len(names) > 1000
    assert names == sorted(names)
    package = names[0].split("/")[0]
    assert package.startswith("icudt") and all(n.startswith(package + "/") for n in names)
    assert {f"{package}/coll/ucadata.icu", f"{package}/root.res", f"{package}/coll/pl.res"} <= set(
        names
    )
    header_size, offsets = _data_offsets(archive_bytes)
    assert offsets == sorted(offsets)
    assert header_size + offsets[-1] + len(data.items[-1].data) == len(archive_bytes)
    assert len(data.header) + sum(len(item.data) for item in data.items) < len(archive_bytes)


def test_rebuilding_the_whole_archive_is_byte_identical(archive_bytes: bytes) -> None:
    # the writer reproduces ICU's own layout exactly, so its trimmed output follows it too
    data = trim_icu.parse_common_data(archive_bytes)
    assert trim_icu.build_common_data(data) == archive_bytes


@pytest.mark.parametrize(
    ("path", "kept"),
    [
        ("coll/ucadata.icu", True),
        ("coll/root.res", True),
        ("coll/pl.res", True),
        ("coll/sr_Latn.res", True),
        ("sr_Cyrl_RS.res", True),
        ("nl_BE.res", True),
        ("en_US_POSIX.res", True),
        ("zone/res_index.res", True),
        ("curr/pool.res", True),
        ("curr/supplementalData.res", True),
        ("supplementalData.res", True),
        ("likelySubtags.res", True),
        ("zoneinfo64.res", True),
        ("brkitr/word.brk", True),
        ("brkitr/en.res", True),
        ("cnvalias.icu", True),
        ("uts46.nrm", True),
        ("ibm-5346_P100-1998.cnv", True),  # windows-1250
        ("coll/de.res", False),
        ("coll/de__PHONEBOOK.res", False),
        ("zh_Hant_TW.res", False),
        ("unit/fr.res", False),
        ("translit/root.res", False),
        ("brkitr/cjdict.dict", False),
        ("gb18030.cnv", False),
    ],
)
def test_keep_policy(path: str, kept: bool) -> None:
    assert trim_icu.keep_item(f"icudt73l/{path}", 300_000) is kept


def test_trimmed_archive_parses_with_exactly_the_kept_items(archive_bytes: bytes) -> None:
    data = trim_icu.parse_common_data(archive_bytes)
    reduced, dropped = trim_icu.filter_items(data)
    rebuilt = trim_icu.build_common_data(reduced)
    again = trim_icu.parse_common_data(rebuilt)
    kept = [i for i in data.items if trim_icu.keep_item(i.name, len(i.data))]
    assert [i.name for i in again.items] == [i.name for i in kept]
    assert all(new.data == old.data for new, old in zip(again.items, kept, strict=True))
    assert len(kept) + len(dropped) == len(data.items)
    header_size, offsets = _data_offsets(rebuilt)
    assert all((header_size + offset) % 16 == 0 for offset in offsets)
    assert again.header == data.header
    assert len(rebuilt) < len(archive_bytes) / 4


def test_without_a_compiler_the_library_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ICU_LIBRARY is not None
    copy = tmp_path / ICU_LIBRARY.name
    shutil.copyfile(ICU_LIBRARY, copy)
    monkeypatch.setenv("CC", str(tmp_path / "no-such-cc"))
    assert trim_icu.trim_library(copy) is None
    assert copy.stat().st_size == ICU_LIBRARY.stat().st_size
    assert "warning" in capsys.readouterr().out


# Runs in a subprocess under the original and the trimmed library; prints what ICU answered.
PROBE = r"""
import json
from PySide6.QtCore import QCollator, QLocale, QStringDecoder, QTimeZone

words = ["żaba", "zebra", "ćma", "cyrk", "łódź", "lato", "świat", "sen", "źródło", "ząb",
         "ärm", "dž", "đak", "dz", "čar", "ворона", "ђак", "жаба", "љиљан", "лав"]
out = {"maps": sorted({line.split()[-1] for line in open("/proc/self/maps")
                       if "libicudata" in line})}
for name in ["pl", "nl", "en", "en_GB", "sr", "sr_Latn", "sr_Cyrl", "sv"]:
    out["sort " + name] = sorted(words, key=QCollator(QLocale(name)).sortKey)
out["pl ź z"] = QCollator(QLocale("pl")).compare("ź", "z")
out["upper"] = [QLocale(n).toUpper(s) for n, s in
                [("sr_Latn", "đurđevak ǆ"), ("nl", "ijsje"), ("pl", "źdźbło"), ("sr", "љубав")]]
for codec in ["windows-1250", "windows-1251", "ISO-8859-2", "KOI8-R", "IBM852", "Shift_JIS"]:
    out["codec " + codec] = QStringDecoder(codec).isValid()
zone = QTimeZone(b"Europe/Warsaw")
out["zone"] = [zone.displayName(QTimeZone.StandardTime, QTimeZone.LongName, QLocale(n))
               for n in ["pl", "nl", "sr", "sr_Latn", "en"]]
print(json.dumps(out))
"""


def _probe(preload: Path | None) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("LD_PRELOAD", None)
    if preload is not None:
        # Qt's RUNPATH ($ORIGIN) would find the original next to libicuuc; a preloaded object
        # with the same SONAME satisfies libicuuc's DT_NEEDED first
        env["LD_PRELOAD"] = str(preload)
    done = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


@pytest.mark.skipif(trim_icu.find_compiler() is None, reason="needs a C compiler (cc/gcc/$CC)")
def test_trimmed_library_serves_the_app_languages_through_qt(tmp_path: Path) -> None:
    assert ICU_LIBRARY is not None
    trimmed = tmp_path / ICU_LIBRARY.name
    result = trim_icu.trim_library(ICU_LIBRARY, target=trimmed)
    assert result is not None and result.size_after < result.size_before / 4
    assert ICU_LIBRARY.stat().st_size == result.size_before  # the source is untouched

    original, reduced = _probe(None), _probe(trimmed)

    assert reduced["maps"] == [str(trimmed)]  # Qt really ran on the trimmed data
    assert original["maps"] == [str(ICU_LIBRARY)]
    assert reduced["sort pl"][:12] == [  # type: ignore[index]
        "ärm", "čar", "cyrk", "ćma", "đak", "dz", "dž", "lato", "łódź", "sen", "świat", "ząb",
    ]  # fmt: skip
    assert reduced["sort pl"][12:15] == ["zebra", "źródło", "żaba"]  # type: ignore[index]
    assert reduced["pl ź z"] == 1
    same = [key for key in original if key not in ("maps", "sort sv", "codec Shift_JIS")]
    assert {k: reduced[k] for k in same} == {k: original[k] for k in same}
    # dropped data: Swedish collation falls back to root, Shift_JIS is no longer available
    assert original["sort sv"] != original["sort en"]
    assert reduced["sort sv"] == reduced["sort en"]
    assert original["codec Shift_JIS"] is True and reduced["codec Shift_JIS"] is False
