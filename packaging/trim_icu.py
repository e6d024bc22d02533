"""Trim the ICU data library of a Linux bundle to the languages the app speaks (issue #11).

    python packaging/trim_icu.py BUNDLE_DIR     # replaces every libicudata.so.NN under it

PySide6 ships ``libicudata.so.NN`` (≈ 32 MB), which holds nothing but ICU's *common data*
archive, exported as the one symbol ``icudtNN_dat`` that ``libicuuc`` links against. Most of it
(locale data of ~800 locales, CJK/Thai break dictionaries, transliterators, legacy converters)
is never used by an app in English, Dutch, Polish and Serbian. This script

1. finds the archive through the ELF dynamic symbol table (``icudtNN_dat``: value and size);
2. parses its table of contents (ICU data format "CmnD": ``count`` and then ``count`` pairs of
   uint32 ``(nameOffset, dataOffset)`` relative to the table; names like
   ``icudt73l/coll/pl.res``, sorted, items contiguous and 16-byte aligned);
3. keeps the items of :func:`keep_item` (see the policy there) and writes a new archive with the
   same header, a new table and the kept items byte for byte;
4. assembles a replacement ``libicudata.so.NN`` (``.incbin`` of the archive in ``.rodata``, the
   same symbol and SONAME) with the C compiler (``$CC``, ``cc`` or ``gcc``). Without a compiler
   the original library stays and a warning is printed: the bundle is only bigger, not broken.

Only the Python standard library is used, so the build needs nothing new.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

# --- keep policy ---------------------------------------------------------------------------

#: Languages whose locale data stays, in every tree (main, coll, brkitr, lang, region, curr,
#: unit, zone, rbnf) and with every regional/script variant (en_GB, nl_BE, sr_Latn_RS, …):
#: the app's languages. "sh" is ICU's alias of sr_Latn (a few 96-byte stubs).
KEPT_LANGUAGES = frozenset({"en", "nl", "pl", "sr", "sh"})
#: Whole trees nobody in the app uses: transliterators (Qt never calls utrans).
DROPPED_TREES = frozenset({"translit"})
#: Break-iteration dictionaries are only for Thai, Lao, Khmer, Burmese and CJK word breaking;
#: all of them are far larger than this, so in practice every ``.dict`` goes.
MAX_DICT_BYTES = 16 * 1024
#: Table-based converters kept for QStringConverter/QStringDecoder by name. UTF-8/16/32,
#: Latin-1, ASCII and the ISO-2022 family are algorithmic (built into libicuuc, need only
#: cnvalias.icu). These cover the common 8-bit encodings of Western, Central European (Polish)
#: and Cyrillic (Serbian) text, ≈ 3–4 KB each.
KEPT_CONVERTERS = frozenset(
    {
        "ibm-5346_P100-1998",  # windows-1250 (Central European: Polish, Serbian Latin)
        "ibm-5347_P100-1998",  # windows-1251 (Cyrillic)
        "ibm-5348_P100-1997",  # windows-1252 (Western)
        "ibm-912_P100-1995",  # ISO-8859-2
        "ibm-915_P100-1995",  # ISO-8859-5
        "ibm-923_P100-1998",  # ISO-8859-15
        "ibm-878_P100-1996",  # KOI8-R
        "ibm-1168_P100-2002",  # KOI8-U
        "ibm-437_P100-1995",  # IBM437 (DOS US)
        "ibm-850_P100-1995",  # IBM850 (DOS Western)
        "ibm-852_P100-1995",  # IBM852 (DOS Central European)
        "ibm-855_P100-1995",  # IBM855 (DOS Cyrillic)
        "ibm-866_P100-1995",  # IBM866 (DOS Russian)
        "macos-0_2-10.2",  # macintosh (Mac Roman)
        "macos-29-10.2",  # x-mac-centraleurroman
        "macos-7_3-10.2",  # x-mac-cyrillic
    }
)
#: Items of every tree that are indexes or shared string pools, never a locale.
TREE_INDEXES = frozenset({"res_index", "pool"})
_LANGUAGE = re.compile(r"[a-z]{2,3}")


def keep_item(name: str, size: int) -> bool:
    """Whether the archive item ``name`` (e.g. ``icudt73l/coll/pl.res``) stays.

    Kept: every tree's ``res_index.res`` and ``pool.res``; the locales ``root`` and those of
    :data:`KEPT_LANGUAGES` in every tree; all non-locale data (``supplementalData``,
    ``likelySubtags``, ``zoneinfo64``, ``metaZones``, ``plurals``, ``units``, … in the main tree
    and in trees); every core file (``*.icu`` incl. ``coll/ucadata.icu``, the collation root,
    ``*.nrm``, ``*.cfu``, ``*.spp``, ``cnvalias.icu``); the break-iteration rules ``*.brk``;
    the converters of :data:`KEPT_CONVERTERS`. Dropped: other locales, :data:`DROPPED_TREES`,
    big ``*.dict`` dictionaries, other ``*.cnv`` converters.
    """
    path = name.split("/", 1)[1] if "/" in name else name  # drop the "icudt73l/" package
    tree, _, leaf = path.rpartition("/")
    stem, _, extension = leaf.rpartition(".")
    if tree in DROPPED_TREES:
        return False
    if extension == "dict":
        return size <= MAX_DICT_BYTES
    if extension == "cnv":
        return stem in KEPT_CONVERTERS
    if extension != "res" or stem in TREE_INDEXES:
        return True
    if stem == "root" or not is_locale(name):
        return True  # root, or data named in words (supplementalData, zoneinfo64, …)
    return stem.split("_")[0] in KEPT_LANGUAGES


def is_locale(name: str) -> bool:
    """Whether the item is a locale's data, not an index, pool or data named in words."""
    stem = name.rpartition("/")[2].rpartition(".")[0]
    if stem in TREE_INDEXES:
        return False
    return stem == "root" or bool(_LANGUAGE.fullmatch(stem.split("_")[0]))


# --- ICU common data ("CmnD") ----------------------------------------------------------------

ALIGNMENT = 16  # ICU maps items in place: 16-byte alignment keeps every data type aligned
FILLER = b"\xaa"  # what ICU's pkgdata pads with
_MAGIC = b"\xda\x27"


class TrimError(Exception):
    """The library or archive is not what this script understands."""


@dataclass(frozen=True, slots=True)
class Item:
    """One archive entry: full name and bytes (up to the next entry, padding included)."""

    name: str
    data: bytes


@dataclass(frozen=True, slots=True)
class CommonData:
    """A parsed ICU common-data archive."""

    header: bytes  # the MappedData header + UDataInfo (+ copyright), copied as is
    byte_order: str  # "<" or ">" (struct notation) from UDataInfo.isBigEndian
    items: tuple[Item, ...]


def parse_common_data(blob: bytes) -> CommonData:
    """Parse the archive bytes (exactly the ``icudtNN_dat`` object)."""
    if len(blob) < 32 or blob[2:4] != _MAGIC:
        raise TrimError("no ICU data header (magic 0xda27) at the symbol")
    byte_order = ">" if blob[8] else "<"
    (header_size,) = struct.unpack_from(byte_order + "H", blob, 0)
    if blob[12:16] != b"CmnD":
        raise TrimError(f"data format is {blob[12:16]!r}, not the common data b'CmnD'")
    table = blob[header_size:]
    (count,) = struct.unpack_from(byte_order + "I", table, 0)
    if not 0 < count < len(table) // 8:
        raise TrimError(f"implausible item count {count}")
    pairs = struct.unpack_from(f"{byte_order}{2 * count}I", table, 4)
    items = []
    for index in range(count):
        name_offset, data_offset = pairs[2 * index], pairs[2 * index + 1]
        end = pairs[2 * index + 3] if index + 1 < count else len(table)
        if not (name_offset < len(table) and data_offset <= end <= len(table)):
            raise TrimError(f"item {index} lies outside the archive")
        name_end = table.index(b"\0", name_offset)
        name = table[name_offset:name_end].decode("ascii")
        items.append(Item(name, table[data_offset:end]))
    return CommonData(blob[:header_size], byte_order, tuple(items))


def _pad(length: int, base: int = 0) -> int:
    """Bytes of padding that bring ``base + length`` to the next multiple of ALIGNMENT."""
    return -(base + length) % ALIGNMENT


def build_common_data(data: CommonData) -> bytes:
    """Serialise: same header, new table of contents, items 16-byte aligned in name order."""
    names = [item.name.encode("ascii") + b"\0" for item in data.items]
    if [item.name for item in data.items] != sorted(item.name for item in data.items):
        raise TrimError("ICU looks names up by binary search: items must stay sorted")
    table_size = 4 + 8 * len(data.items)
    name_offsets = []
    offset = table_size
    for name in names:
        name_offsets.append(offset)
        offset += len(name)
    # ICU's pointers are header + offset: align the absolute position, not just the offset
    offset += _pad(offset, len(data.header))
    data_offsets = []
    for item in data.items:
        data_offsets.append(offset)
        offset += len(item.data) + _pad(len(item.data))
    order = data.byte_order
    parts = [data.header, struct.pack(order + "I", len(data.items))]
    parts += [
        struct.pack(order + "II", n, d) for n, d in zip(name_offsets, data_offsets, strict=True)
    ]
    parts += names
    parts.append(FILLER * _pad(table_size + sum(map(len, names)), len(data.header)))
    for item in data.items:
        parts += [item.data, FILLER * _pad(len(item.data))]
    return b"".join(parts)


def filter_items(data: CommonData) -> tuple[CommonData, list[Item]]:
    """Apply :func:`keep_item`: the reduced archive and the dropped items."""
    kept = tuple(item for item in data.items if keep_item(item.name, len(item.data)))
    dropped = [item for item in data.items if not keep_item(item.name, len(item.data))]
    return CommonData(data.header, data.byte_order, kept), dropped


# --- ELF ----------------------------------------------------------------------------------

_SHT_DYNSYM, _SHT_DYNAMIC, _DT_SONAME = 11, 6, 14
_SYMBOL = re.compile(rb"icudt\d+_dat")


@dataclass(frozen=True, slots=True)
class _Section:
    kind: int
    address: int
    offset: int
    size: int
    link: int
    entry_size: int


@dataclass(frozen=True, slots=True)
class IcuLibrary:
    """Where the archive sits in a libicudata ELF file."""

    symbol: str  # e.g. "icudt73_dat"
    soname: str  # e.g. "libicudata.so.73"
    machine: int  # ELF e_machine, to check the rebuilt file is for the same CPU
    offset: int  # file offset of the archive
    size: int  # symbol size = archive size


def _sections(elf: bytes) -> tuple[str, list[_Section]]:
    if elf[:4] != b"\x7fELF":
        raise TrimError("not an ELF file")
    wide, order = elf[4] == 2, "<" if elf[5] == 1 else ">"
    if wide:
        shoff, shentsize, shnum = (struct.unpack_from(order + "Q", elf, 0x28)[0],
                                   *struct.unpack_from(order + "HH", elf, 0x3A))  # fmt: skip
        layout = order + "IIQQQQIIQQ"
    else:
        shoff, shentsize, shnum = (struct.unpack_from(order + "I", elf, 0x20)[0],
                                   *struct.unpack_from(order + "HH", elf, 0x2E))  # fmt: skip
        layout = order + "IIIIIIIIII"
    sections = []
    for index in range(shnum):
        fields = struct.unpack_from(layout, elf, shoff + index * shentsize)
        _, kind, _, address, offset, size, link, _, _, entry_size = fields
        sections.append(_Section(kind, address, offset, size, link, entry_size))
    return order, sections


def _string(elf: bytes, table: _Section, index: int) -> bytes:
    start = table.offset + index
    return elf[start : elf.index(b"\0", start)]


def locate_archive(elf: bytes) -> IcuLibrary:
    """Find ``icudtNN_dat`` in the dynamic symbol table, and the SONAME."""
    order, sections = _sections(elf)
    wide = elf[4] == 2
    (machine,) = struct.unpack_from(order + "H", elf, 0x12)
    soname = ""
    for dynamic in (s for s in sections if s.kind == _SHT_DYNAMIC):
        for at in range(dynamic.offset, dynamic.offset + dynamic.size, dynamic.entry_size):
            tag, value = struct.unpack_from(order + ("qQ" if wide else "iI"), elf, at)
            if tag == _DT_SONAME:
                soname = _string(elf, sections[dynamic.link], value).decode()
    for table in (s for s in sections if s.kind == _SHT_DYNSYM):
        strings = sections[table.link]
        for at in range(table.offset, table.offset + table.size, table.entry_size):
            if wide:
                name, _, _, shndx, value, size = struct.unpack_from(order + "IBBHQQ", elf, at)
            else:
                name, value, size, _, _, shndx = struct.unpack_from(order + "IIIBBH", elf, at)
            symbol = _string(elf, strings, name)
            if _SYMBOL.fullmatch(symbol) and 0 < shndx < len(sections) and size:
                home = sections[shndx]
                offset = home.offset + value - home.address
                return IcuLibrary(symbol.decode(), soname, machine, offset, size)
    raise TrimError("no icudtNN_dat symbol in the dynamic symbol table")


def _machine(path: Path) -> int:
    head = path.read_bytes()[:0x14]
    return int(struct.unpack_from("<H" if head[5] == 1 else ">H", head, 0x12)[0])


# --- building the replacement library ------------------------------------------------------


def find_compiler() -> str | None:
    """``$CC`` if set, else ``cc`` or ``gcc`` on PATH."""
    if os.environ.get("CC"):
        return shutil.which(os.environ["CC"].split()[0])
    return shutil.which("cc") or shutil.which("gcc")


def build_library(archive: bytes, symbol: str, soname: str, target: Path, compiler: str) -> None:
    """Assemble a data-only shared library exporting ``symbol`` = ``archive``."""
    with tempfile.TemporaryDirectory(prefix="trim-icu-") as work:
        blob = Path(work) / "icudata.bin"
        blob.write_bytes(archive)
        quoted = str(blob).replace("\\", "\\\\").replace('"', '\\"')
        source = Path(work) / "icudata.s"
        source.write_text(
            "\t.section .rodata\n"
            f"\t.balign {ALIGNMENT}\n"
            f"\t.globl {symbol}\n"
            f'\t.type {symbol}, "object"\n'
            f"{symbol}:\n"
            f'\t.incbin "{quoted}"\n'
            f"\t.size {symbol}, . - {symbol}\n"
            '\t.section .note.GNU-stack,"",%progbits\n'
        )
        command = [compiler, "-shared", "-nostdlib", "-s", f"-Wl,-soname,{soname}",
                   "-Wl,-z,noexecstack", "-o", str(target), str(source)]  # fmt: skip
        subprocess.run(command, check=True, capture_output=True, text=True)


@dataclass(frozen=True, slots=True)
class TrimResult:
    library: Path
    size_before: int
    size_after: int
    kept: tuple[Item, ...]
    dropped: tuple[Item, ...]


def trim_library(
    library: Path, *, target: Path | None = None, compiler: str | None = None
) -> TrimResult | None:
    """Write the trimmed copy of ``library`` to ``target`` (default: replace it in place).

    Returns None, after a printed warning, when no C compiler is found or it fails: the
    original library is left untouched then.
    """
    compiler = compiler or find_compiler()
    elf = library.read_bytes()
    found = locate_archive(elf)
    data = parse_common_data(elf[found.offset : found.offset + found.size])
    reduced, dropped = filter_items(data)
    if compiler is None:
        print(f"warning: no C compiler (CC, cc, gcc): {library.name} left untrimmed")
        return None
    target = target or library
    scratch = target.with_name(target.name + ".trimmed")
    try:
        build_library(build_common_data(reduced), found.symbol, found.soname, scratch, compiler)
        if _machine(scratch) != found.machine:
            raise TrimError(f"{compiler} builds for another CPU than {library.name}'s")
    except (subprocess.CalledProcessError, OSError, TrimError) as error:
        detail = getattr(error, "stderr", "") or error
        print(f"warning: could not build the trimmed {library.name} ({detail}): left as is")
        scratch.unlink(missing_ok=True)
        return None
    scratch.chmod(library.stat().st_mode & 0o777)
    os.replace(scratch, target)  # atomic: symlinks to the library follow
    return TrimResult(library, len(elf), target.stat().st_size, reduced.items, tuple(dropped))


# --- reporting and CLI ----------------------------------------------------------------------


def _tree(name: str) -> str:
    path = name.split("/", 1)[-1]
    return path.rpartition("/")[0] or "(main)"


def summary(result: TrimResult) -> str:
    """Kept/dropped bytes per tree and the kept locales, for the build log."""
    lines = [f"{result.library}: {result.size_before / 1e6:.1f} MB -> "
             f"{result.size_after / 1e6:.1f} MB"]  # fmt: skip
    trees = sorted({_tree(item.name) for item in (*result.kept, *result.dropped)})
    for tree in trees:
        kept = [i for i in result.kept if _tree(i.name) == tree]
        dropped = [i for i in result.dropped if _tree(i.name) == tree]
        lines.append(
            f"  {tree:9} kept {len(kept):4} items {_megabytes(kept):6.2f} MB, "
            f"dropped {len(dropped):4} items {_megabytes(dropped):6.2f} MB"
        )
    locales = sorted({i.name.rpartition("/")[2][:-4] for i in result.kept
                      if i.name.endswith(".res") and is_locale(i.name)})  # fmt: skip
    lines.append("  locales kept: " + " ".join(locales))
    converters = sorted(i.name.rpartition("/")[2] for i in result.kept if i.name.endswith(".cnv"))
    lines.append("  converters kept: " + " ".join(converters))
    return "\n".join(lines)


def _megabytes(items: Iterable[Item]) -> float:
    return sum(len(item.data) for item in items) / 1e6


def icu_libraries(bundle: Path) -> list[Path]:
    """The real (non-symlink) libicudata.so.* files under a bundle folder."""
    return sorted(p for p in bundle.rglob("libicudata.so*") if p.is_file() and not p.is_symlink())


def trim_bundle(bundle: Path) -> list[TrimResult]:
    """Trim every libicudata in ``bundle`` in place and print what changed."""
    results = []
    libraries = icu_libraries(bundle)
    if not libraries:
        print(f"no libicudata.so.* under {bundle}: nothing to trim")
    for library in libraries:
        result = trim_library(library)
        if result is not None:
            print(summary(result))
            results.append(result)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bundle", type=Path, help="bundle folder, e.g. dist/holomino-desktop")
    args = parser.parse_args(argv)
    trim_bundle(args.bundle)
    return 0


if __name__ == "__main__":
    sys.exit(main())
