"""The translation files: complete, plurals right, compiled files current, Serbian scripts in step.

Run ``python scripts/update_translations.py`` after changing texts in the code, translate the new
entries in ``i18n/*.ts`` (Qt Linguist or an editor), then ``... --release``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / "holomino_desktop" / "resources" / "i18n"
RULES = ROOT / "holomino_desktop" / "resources" / "rules"
GAMES = ("holomino", "triominos", "hexadomino", "square_domino", "dutch_domino")
#: every translation file and how many plural forms its language has
LANGUAGES = {"nl": 2, "pl": 3, "sr": 3, "sr_Cyrl": 3}

sys.path.insert(0, str(ROOT / "scripts"))
import sr_latin_to_cyrillic as translit  # noqa: E402
import update_translations as updater  # noqa: E402


def messages(code: str) -> list[tuple[str, ET.Element]]:
    root = ET.parse(TS_DIR / f"holomino_{code}.ts").getroot()
    return [
        (context.findtext("name", ""), message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def translations(message: ET.Element) -> list[str]:
    node = message.find("translation")
    assert node is not None
    forms = node.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [node.text or ""]


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_unfinished_or_obsolete_entries(code: str) -> None:
    bad = []
    for context, message in messages(code):
        kind = message.find("translation").get("type")  # type: ignore[union-attr]
        if kind is not None or not all(translations(message)):
            bad.append(f"{context}: {message.findtext('source')!r} ({kind or 'empty'})")
    assert not bad, f"{len(bad)} entries of holomino_{code}.ts are not finished:\n" + "\n".join(
        bad[:40]
    )


@pytest.mark.parametrize(("code", "forms"), LANGUAGES.items())
def test_plural_forms_per_language(code: str, forms: int) -> None:
    plurals = [(c, m) for c, m in messages(code) if m.get("numerus") == "yes"]
    assert plurals, "the %n texts must be plural entries"
    for _, message in plurals:
        found = translations(message)
        assert len(found) == forms, (message.findtext("source"), found)
        assert all("%n" in text for text in found), found


def test_polish_and_serbian_plurals_differ_by_number() -> None:
    """Three different forms, not one form copied three times (1 bok, 2 boki, 5 boków)."""
    for code in ("pl", "sr"):
        for _, message in messages(code):
            if message.get("numerus") == "yes":
                assert len(set(translations(message))) >= 2, translations(message)


_PLACEHOLDER = re.compile(r"%\d+|%n")


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_keep_every_placeholder(code: str) -> None:
    for context, message in messages(code):
        wanted = sorted(set(_PLACEHOLDER.findall(message.findtext("source", ""))))
        for text in translations(message):
            assert sorted(set(_PLACEHOLDER.findall(text))) == wanted, (context, text)


def test_translations_keep_keyboard_accelerators() -> None:
    for code in LANGUAGES:
        for _, message in messages(code):
            source = message.findtext("source", "")
            if re.search(r"&\w", source):
                assert all(re.search(r"&\w", t) for t in translations(message)), source


@pytest.mark.parametrize("code", LANGUAGES)
def test_qm_equals_what_lrelease_builds_now(code: str, tmp_path: Path) -> None:
    ts = TS_DIR / f"holomino_{code}.ts"
    built = tmp_path / f"holomino_{code}.qm"
    subprocess.run(updater.lrelease_command(ts, built), check=True, cwd=ROOT)
    committed = QM_DIR / f"holomino_{code}.qm"
    assert committed.read_bytes() == built.read_bytes(), (
        f"{committed.name} is stale: run python scripts/update_translations.py --release"
    )


def test_no_new_texts_in_the_code_left_untranslated(tmp_path: Path) -> None:
    """lupdate over the package now finds nothing that the .ts files do not translate."""
    if shutil.which("pyside6-lupdate") is None and not Path(updater.tool("pyside6-lupdate")):
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "holomino_pl.ts"
    shutil.copy(TS_DIR / "holomino_pl.ts", ts)
    kept = updater.read_translations(ts)
    command = [updater.tool("pyside6-lupdate"), "-locations", "none", "-no-obsolete", "-silent"]
    subprocess.run(
        [*command, *updater.sources(), "-target-language", "pl", "-ts", str(ts)],
        check=True,
        cwd=ROOT,
    )
    updater.mark_plurals(ts, kept)
    root = ET.parse(ts).getroot()
    new = [
        f"{c.findtext('name')}: {m.findtext('source')!r}"
        for c in root.iter("context")
        for m in c.iter("message")
        if m.find("translation").get("type") is not None  # type: ignore[union-attr]
    ]
    assert not new, "texts without a translation (run scripts/update_translations.py):\n" + (
        "\n".join(new[:40])
    )


def test_engine_strings_module_is_current() -> None:
    listed = (ROOT / "holomino_desktop" / "ui" / "words" / "engine_strings.py").read_text(
        encoding="utf-8"
    )
    for text in updater.engine_texts():
        assert updater.quoted(text) in listed, f"{text!r}: run scripts/update_translations.py"


# -- Serbian: Cyrillic from Latin ---------------------------------------------------------
def test_cyrillic_file_is_the_transliterated_latin_file(tmp_path: Path) -> None:
    target = tmp_path / "holomino_sr_Cyrl.ts"
    translit.transliterate_ts(TS_DIR / "holomino_sr.ts", target)
    assert target.read_text(encoding="utf-8") == (TS_DIR / "holomino_sr_Cyrl.ts").read_text(
        encoding="utf-8"
    )


@pytest.mark.parametrize("game", GAMES)
def test_cyrillic_rules_pages_are_transliterated(game: str) -> None:
    latin = (RULES / "sr" / f"{game}.html").read_text(encoding="utf-8")
    cyrillic = (RULES / "sr_Cyrl" / f"{game}.html").read_text(encoding="utf-8")
    assert cyrillic == translit.to_cyrillic(latin)


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [
        ("Ljubljana", "Љубљана"),
        ("njegov konj", "његов коњ"),
        ("džep", "џеп"),
        ("LJUBAV NJIVA DŽEM", "ЉУБАВ ЊИВА ЏЕМ"),
        ("Đorđe, ćao, čaša, šuma, žaba", "Ђорђе, ћао, чаша, шума, жаба"),
        ("Duplo-Golo", "Дупло-Голо"),
        ("Kružić", "Кружић"),
    ],
)
def test_vuk_alphabet_one_to_one(latin: str, cyrillic: str) -> None:
    assert translit.to_cyrillic(latin) == cyrillic
    assert translit.to_latin(cyrillic) == latin


def test_transliteration_keeps_placeholders_tags_and_keys() -> None:
    text = '<b>Pritisnite</b> R ili Enter: %1 od %2 &amp; %n <img src="diagram:holomino/3">'
    out = translit.to_cyrillic(text)
    assert out == '<b>Притисните</b> R или Enter: %1 од %2 &amp; %n <img src="diagram:holomino/3">'


def test_every_serbian_text_round_trips() -> None:
    """Latin → Cyrillic → Latin gives back every Serbian translation and rules page exactly."""
    texts = [t for _, m in messages("sr") for t in translations(m)]
    texts += [(RULES / "sr" / f"{g}.html").read_text(encoding="utf-8") for g in GAMES]
    for text in texts:
        assert translit.to_latin(translit.to_cyrillic(text)) == text


# -- rules pages and the glossary -----------------------------------------------------------
def glossary() -> dict[str, list[list[str]]]:
    sections: dict[str, list[list[str]]] = {}
    current = None
    for line in (TS_DIR / "GLOSSARY.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            current = line[3:].strip()
            sections[current] = []
        elif current and line.startswith("|") and not line.startswith(("|---", "| term")):
            sections[current].append([c.strip() for c in line.strip("|").split("|")])
    return sections


def stem(cell: str) -> str:
    """The part of a glossary cell every inflected form starts with."""
    found = re.match(r"(.*?)\s*\((.+)-\)$", cell)
    return (found.group(2) if found else cell).lower()


def test_glossary_covers_every_game_and_language() -> None:
    sections = glossary()
    assert set(GAMES) | {"UI"} <= set(sections)
    for rows in sections.values():
        assert rows and all(len(row) == 5 and all(row) for row in rows)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("column", "code"), [(1, "en"), (2, "nl"), (3, "pl"), (4, "sr")])
def test_rules_page_uses_the_glossary_terms(game: str, column: int, code: str) -> None:
    page = (RULES / code / f"{game}.html").read_text(encoding="utf-8").lower()
    missing = [row[column] for row in glossary()[game] if stem(row[column]) not in page]
    assert not missing, f"{code}/{game}.html lacks {missing}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", ["en", "nl", "pl", "sr", "sr_Cyrl"])
def test_rules_page_exists_with_diagrams(game: str, code: str) -> None:
    page = (RULES / code / f"{game}.html").read_text(encoding="utf-8")
    assert page.count(f'src="diagram:{game}/') >= 2
    assert "<h1>" in page and "<h2>" in page


def test_serbian_dutch_domino_uses_the_seed_words() -> None:
    """Holandski domino's Serbian: pločica, duplet, kupovati, talon, kružić, duplo-golo — the
    seed's words in lower case, as Serbian spelling writes common nouns (capital only at a
    sentence's start, a label's or a column header's)."""
    texts = " ".join(t for _, m in messages("sr") for t in translations(m))
    page = (RULES / "sr" / "dutch_domino.html").read_text(encoding="utf-8")
    for word in ("pločic", "duplet", "kup", "talon", "kružić", "duplo-golo", "oka"):
        assert word in page
    for word in ("pločic", "duplet", "Kupi", "talon", "kružić", "oka"):
        assert word in texts
    # no capitalised common noun inside a sentence (after a lower-case word and a space)
    noun = r"\b[a-zčćžšđ]+,? (?:Duplet\w*|Kružić\w*|Ok[aou]\b|Duplo-)"
    each = [t for _, m in messages("sr") for t in translations(m)] + [page]
    inside = [found for text in each for found in re.findall(noun, text)]
    assert not inside, inside


# -- machine text is never translated or transliterated ---------------------------------------
_FILE_PATTERN = re.compile(r"\*\.[\w.*]+")
_NOTATION = re.compile(r"[\w,/-]*@[\w,/-]+")
_LATIN_LETTER = re.compile(r"[A-Za-zĐđŽžĆćČčŠš]")
_CYRILLIC_LETTER = re.compile(r"[\u0400-\u04FF]")


def test_file_patterns_and_notation_are_not_transliterated() -> None:
    text = "Holomino igre (*.holomino.json);;JSON datoteke (*.json) — igraj 132@1,-1 ili 12@3,-2/4"
    assert translit.to_cyrillic(text) == (
        "Holomino игре (*.holomino.json);;JSON датотеке (*.json) — играј 132@1,-1 или 12@3,-2/4"
    )


def test_accelerator_inside_a_word_takes_the_words_script() -> None:
    assert translit.to_cyrillic("P&odešavanja…") == "П&одешавања…"
    assert translit.to_cyrillic("&Ruka, pritisni R") == "&Рука, притисни R"


def test_square_layout_letters_stay_latin_in_cyrillic() -> None:
    """Issue 44: the square-domino help names the layouts the game accepts, (h) and (v); in
    Cyrillic they became (х) and (в), letters no move can use."""
    latin = "vodoravno (h) ili uspravno (v)"
    assert translit.to_cyrillic(latin) == "водоравно (h) или усправно (v)"
    shown = [
        text
        for _, message in messages("sr_Cyrl")
        if message.findtext("source", "") == "A square lies horizontally (h) or vertically (v)."
        for text in translations(message)
    ]
    assert len(shown) == 1 and "(h)" in shown[0] and "(v)" in shown[0], shown


#: machine text a Serbian text may hold, by kind: what a person types or a program reads or
#: matches letter for letter, so its Cyrillic text keeps it in Latin letters, unchanged
_MACHINE_TEXT = {
    "invite code": re.compile(r"\b\d{1,3}-[a-z]+-[a-z]+\b"),
    "move notation": _NOTATION,
    "file name or pattern": re.compile(r"[\w*-]*(?:\.[\w*-]+)*\.(?:json|png|html|txt|ini)\b"),
    "address": re.compile(
        r"\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?|\b(?:[a-z0-9-]+\.)+(?:org|com|net|lan|local)\b"
        r"(?::\d+)?|\bhost:port\b|\blocalhost\b"
    ),
    "key name": re.compile(
        r"\b(?:Enter|Esc|Home|End|Tab|Ctrl|Shift|Alt|Delete|Backspace)\b|\bF\d{1,2}\b"
        r"|\b(?:Ctrl|Shift|Alt)\+\w+"
        r"|(?<![\w&])[BCDFGHJLMNPQRTWXYZ](?![\w&])"  # a key letter (R); not the words a, i, u…
        r"|(?<=[\w,;] )[AIUOKSV](?![\w&])"  # mid-sentence, a capital A or S is a key too
    ),
    "game file key": re.compile(r"„(?:result|human|ai|review|seats|moves)“"),
    # the names of formats, written so on files and in every program: never "ПНГ", "УТФ-8"
    "format name": re.compile(r"\b(?:JSON|PNG|UTF-8)\b"),
}


def machine_text(text: str) -> list[tuple[str, str]]:
    """Every piece of machine text in ``text``: (kind, the text), in order per kind."""
    return [(kind, m.group(0)) for kind, rx in _MACHINE_TEXT.items() for m in rx.finditer(text)]


def serbian_pairs() -> list[tuple[str, str, str]]:
    """(where, Latin, Cyrillic) for every Serbian message form and rules page."""
    latin, cyrillic = messages("sr"), messages("sr_Cyrl")
    key = lambda found: [(c, m.findtext("source"), m.findtext("comment")) for c, m in found]  # noqa: E731
    assert key(latin) == key(cyrillic), "holomino_sr_Cyrl.ts is not generated from holomino_sr.ts"
    pairs = [
        (f"{context}: {lat.findtext('source')!r}", a, b)
        for (context, lat), (_, cyr) in zip(latin, cyrillic, strict=True)
        for a, b in zip(translations(lat), translations(cyr), strict=True)
    ]
    for game in GAMES:
        pages = [
            (RULES / code / f"{game}.html").read_text(encoding="utf-8")
            for code in ("sr", "sr_Cyrl")
        ]
        pairs.append((f"rules/sr_Cyrl/{game}.html", *pages))
    return pairs


def test_cyrillic_keeps_every_piece_of_machine_text_byte_for_byte() -> None:
    """The Cyrillic messages and rules pages hold the Latin ones' invite codes, notation, file
    names, addresses and key names unchanged: "7-plaid-orbit", never "7-плаид-орбит", which
    the program refuses as an invite code."""
    from holomino_desktop.net.words import parse_code

    bad, checked = [], 0
    for where, latin, cyrillic in serbian_pairs():
        wanted = machine_text(latin)
        checked += len(wanted)
        if machine_text(cyrillic) != wanted:
            bad.append(f"{where}: {wanted} became {machine_text(cyrillic)}")
        for kind, code in machine_text(cyrillic):
            if kind == "invite code":
                parse_code(code)  # the program takes the code the Cyrillic text teaches
    assert bad == [], "\n".join(bad)
    assert checked > 20, "the Serbian texts name keys, a file pattern and an invite code"


def test_the_transliteration_leaves_every_kind_of_machine_text_alone() -> None:
    latin = (
        "Upiši kod, npr. 7-plaid-orbit, relej relay.example.org:4001 ili 127.0.0.1:4001 "
        "(host:port); sačuvaj review.png kao PNG; nije UTF-8 ni JSON; pritisni Ctrl+S, F1 ili R."
    )
    assert translit.to_cyrillic(latin) == (
        "Упиши код, нпр. 7-plaid-orbit, релеј relay.example.org:4001 или 127.0.0.1:4001 "
        "(host:port); сачувај review.png као PNG; није UTF-8 ни JSON; притисни Ctrl+S, F1 или R."
    )
    assert machine_text(latin) == machine_text(translit.to_cyrillic(latin))


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_keep_file_patterns_and_notation(code: str) -> None:
    """The .ts keeps every ``*.ext`` pattern and every move in notation exactly."""
    checked = 0
    for context, message in messages(code):
        source = message.findtext("source", "")
        for pattern in (_FILE_PATTERN, _NOTATION):
            wanted = pattern.findall(source)
            if not wanted:
                continue
            checked += 1
            for text in translations(message):
                assert pattern.findall(text) == wanted, (context, source, text)
    assert checked, "the file filter text has a pattern"


@pytest.mark.parametrize("code", LANGUAGES)
def test_compiled_file_filter_matches_a_saved_game_file(code: str) -> None:
    """Every filter of the open/save dialog, as the .qm gives it, lists ``x.holomino.json``."""
    import fnmatch

    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(QM_DIR / f"holomino_{code}.qm"))
    filters = [
        (context, message.findtext("source", ""))
        for context, message in messages(code)
        if "(*." in message.findtext("source", "")
    ]
    assert filters
    for context, source in filters:
        shown = translator.translate(context, source)
        assert shown and shown != source or code == "en"
        for entry in shown.split(";;"):
            patterns = re.search(r"\(([^)]*)\)", entry)
            assert patterns is not None, entry
            names = patterns.group(1).split()
            assert any(fnmatch.fnmatch("2026-12-01 holomino.holomino.json", p) for p in names), (
                code,
                entry,
            )


def _words(text: str) -> list[str]:
    """Words of ``text`` with accelerator ampersands removed and tags skipped."""
    text = re.sub(r"<[^>]*>|&[a-zA-Z]+;|&#\d+;", " ", text).replace("&", "")
    return re.findall(r"[^\W\d_]+", text)


def test_no_cyrillic_word_contains_latin_letters() -> None:
    texts = [t for _, m in messages("sr_Cyrl") for t in translations(m)]
    texts += [(RULES / "sr_Cyrl" / f"{g}.html").read_text(encoding="utf-8") for g in GAMES]
    mixed = sorted(
        {
            word
            for text in texts
            for word in _words(text)
            if _LATIN_LETTER.search(word) and _CYRILLIC_LETTER.search(word)
        }
    )
    assert mixed == []


#: forms of the polite/plural "vi" that a text speaking to one player as "ti" never uses
_SERBIAN_VI = re.compile(
    r"\b(?:vi|vas|vam|vaš|vaša|vaše|vašu|vašeg|vašim|ste|izaberite|kliknite|postavite|"
    r"pritisnite|odigrajte|morate|možete|smete|imate|preskačete|uzmite|nađite|prebrojte)\b",
    re.IGNORECASE,
)


def test_serbian_tutorial_and_rules_speak_to_the_player_as_ti() -> None:
    """One address form per language: the Serbian lessons and rules pages say "ti"."""
    texts = [t for context, m in messages("sr") if context == "Tutorial" for t in translations(m)]
    texts += [(RULES / "sr" / f"{g}.html").read_text(encoding="utf-8") for g in GAMES]
    found = sorted({match.group(0) for text in texts for match in _SERBIAN_VI.finditer(text)})
    assert found == []
