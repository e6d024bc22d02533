"""Serbian Latin → Cyrillic transliteration (Vuk Karadžić's one-to-one alphabet).

``python scripts/sr_latin_to_cyrillic.py i18n/holomino_sr.ts i18n/holomino_sr_Cyrl.ts`` writes
the Cyrillic translation file from the Latin one. Serbian's two alphabets match letter for
letter (the Latin digraphs lj, nj and dž are single letters љ, њ, џ), so nobody translates the
Cyrillic file by hand.

Left as they are: Qt placeholders (``%1``, ``%n``), HTML tags and entities, the ``&`` of
keyboard accelerators, key names and notation letters that stay Latin on a Serbian keyboard
(``R``, ``Enter``, ``Ctrl+C``, ``F1``, ``N``/``E``/``S``/``W`` arms...), the square-domino layout
letters ``(h)`` and ``(v)`` that a move's notation takes, and machine text, which a program or
a person types or matches letter for letter: file patterns and names (``*.holomino.json``,
which the file dialog matches against real file names; ``review.png``), move notation
(``132@1,-1``, ``12@3,-2/4``), which the program parses, invite codes (``7-plaid-orbit``: the
program knows only the Latin words) and addresses (``relay.example.org:4001``,
``127.0.0.1``, ``host:port``) and the names of formats (``JSON``, ``PNG``, ``UTF-8``), which
a person finds written so on files and in other programs. ``tests/test_translations.py``
checks that every such piece of a Cyrillic message or rules page is the Latin one, byte for
byte.

An accelerator ``&`` inside a word is part of that word: ``P&odešavanja`` becomes
``П&одешавања``, never a Latin ``P`` before Cyrillic letters.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

_LOWER = {
    "a": "а", "b": "б", "v": "в", "g": "г", "d": "д", "đ": "ђ", "e": "е", "ž": "ж", "z": "з",
    "i": "и", "j": "ј", "k": "к", "l": "л", "lj": "љ", "m": "м", "n": "н", "nj": "њ", "o": "о",
    "p": "п", "r": "р", "s": "с", "t": "т", "ć": "ћ", "u": "у", "f": "ф", "h": "х", "c": "ц",
    "č": "ч", "dž": "џ", "š": "ш",
}  # fmt: skip
#: Latin → Cyrillic, every case form of every letter ("Lj" and "LJ" both give "Љ")
LATIN_TO_CYRILLIC: dict[str, str] = {}
for _lat, _cyr in _LOWER.items():
    LATIN_TO_CYRILLIC[_lat] = _cyr
    LATIN_TO_CYRILLIC[_lat.upper()] = _cyr.upper()
    LATIN_TO_CYRILLIC[_lat.capitalize()] = _cyr.upper()
#: Cyrillic → Latin (lower case and title case; all-capitals words are handled in to_latin)
CYRILLIC_TO_LATIN: dict[str, str] = {}
for _lat, _cyr in _LOWER.items():
    CYRILLIC_TO_LATIN[_cyr] = _lat
    CYRILLIC_TO_LATIN[_cyr.upper()] = _lat.capitalize()

#: words kept in Latin letters: key names and notation that the keyboard or the program shows
KEEP_LATIN = (
    "Enter", "Esc", "Ctrl", "Shift", "Tab", "Alt", "Home", "End", "Holomino Desktop",
    "Triominos", "Hexadomino", "Holomino", "Domino kwadratowe", "Cameron Browne",
    "Lech Pijanowski", "JSON", "PNG", "UTF-8",
)  # fmt: skip
#: the keys and values of a game file that the file errors quote: the file holds them so
FILE_KEYS = ("result", "human", "ai", "review", "seats", "moves")

_PROTECTED = re.compile(
    r"%L?\d+|%n|<[^>]*>|&[a-zA-Z]+;|&#\d+;"
    r"|\*\.[\w.*]+"  # file patterns: *.holomino.json
    r"|[\w,/-]*@[\w,/-]+"  # move notation: 132@1,-1, 12@3,-2/4
    r"|\b\d{1,3}-[a-z]+-[a-z]+\b"  # invite codes: 7-plaid-orbit
    r"|\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?"  # addresses: 127.0.0.1:4001
    r"|\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\b"  # relay.example.org:4001, review.png
    r"|\bhost:port\b|\blocalhost\b"
    r"|\b(?:Ctrl|Shift|Alt|Meta)\+\w+|\bF\d{1,2}\b"  # key combinations, function keys
    r"|\b(?:" + "|".join(re.escape(w) for w in KEEP_LATIN) + r")\b"
    r"|(?<=„)(?:" + "|".join(FILE_KEYS) + r")(?=“)"
    r"|(?<![\w&])[A-Z](?![\w&])(?<![AIUOKSV])"  # single capitals: keys (R, T, F) and arms (N, E, W)
    # A, I, U, O, K, S, V are also words ("U varijanti…"), capital only where a sentence
    # starts; after a word and a space, mid-sentence, a capital one is a key: "…, S čita"
    r"|(?<=[\w,;] )[AIUOKSV](?![\w&])"
    r"|(?<=\()[hv](?=\))"  # a square's layout letter, "(h)" or "(v)": the game reads only these
)
_DIGRAPH = re.compile(r"[LlNn][Jj]|[Dd][Žž]")
_LETTER = re.compile(r"[A-Za-zĐđŽžĆćČčŠš]")


def _convert(text: str) -> str:
    text = _DIGRAPH.sub(lambda m: LATIN_TO_CYRILLIC[m.group(0)], text)
    return _LETTER.sub(lambda m: LATIN_TO_CYRILLIC.get(m.group(0), m.group(0)), text)


def to_cyrillic(text: str) -> str:
    """Transliterate Serbian Latin ``text``, leaving protected pieces (see module doc) alone."""
    out, last = [], 0
    for match in _PROTECTED.finditer(text):
        out.append(_convert(text[last : match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(_convert(text[last:]))
    return "".join(out)


_CYR_WORD = re.compile(r"[\u0400-\u04FF]+")


def to_latin(text: str) -> str:
    """Transliterate Serbian Cyrillic back to Latin (an all-capitals ``Љ`` becomes ``LJ``)."""

    def word(match: re.Match[str]) -> str:
        cyr = match.group(0)
        latin = "".join(CYRILLIC_TO_LATIN.get(ch, ch) for ch in cyr)
        if len(cyr) > 1 and cyr.isupper():
            return latin.upper()
        return latin

    return _CYR_WORD.sub(word, text)


def transliterate_ts(source: Path, target: Path) -> int:
    """Write ``target`` (Cyrillic) from the Latin ``source`` .ts; returns the messages done."""
    tree = ET.parse(source)
    root = tree.getroot()
    root.set("language", "sr_Cyrl_RS")
    count = 0
    for translation in root.iter("translation"):
        forms = translation.findall("numerusform")
        for node in forms or [translation]:
            if node.text:
                node.text = to_cyrillic(node.text)
        count += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    target.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    return count


def transliterate_html(source: Path, target: Path) -> None:
    """Write the Cyrillic ``target`` page from the Latin ``source`` page (tags stay as they are)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(to_cyrillic(source.read_text(encoding="utf-8")), encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2])
        return 2
    count = transliterate_ts(Path(argv[1]), Path(argv[2]))
    print(f"{argv[2]}: {count} messages transliterated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
