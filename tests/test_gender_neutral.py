"""The Polish and Serbian texts speak to the player without a grammatical gender.

Both languages mark the speaker's gender in the past tense ("Dobrałeś" / "Dobrałaś", "Uzeo si" /
"Uzela si"), the Polish conditional ("otworzyłbyś") and in adjectives said of "you" ("wybierasz
sam", "ti igraš prvi"): a masculine form talks past every woman at the table. The translations
use the present tense, impersonal or passive forms and nouns instead (see ``i18n/GLOSSARY.md``).

The patterns look for the forms themselves, in every translation (Serbian Cyrillic is read back
into Latin letters) and in the rules pages. The Serbian conditional ("bi otvorio") is the same for
"you" and for "he", so it is left to the translators: the lessons use it only of a named subject.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "i18n"
RULES = ROOT / "holomino_desktop" / "resources" / "rules"
GAMES = ("holomino", "triominos", "hexadomino", "square_domino", "dutch_domino")

sys.path.insert(0, str(ROOT / "scripts"))
from sr_latin_to_cyrillic import to_latin  # noqa: E402

_W = r"[^\W\d_]"  # a letter
#: the end of a clause: an ordinal there is said of the player ("kładziesz pierwszy."), before a
#: noun it is the noun's ("masz ostatni kamień")
_END = r"(?=\s*(?:[.,;:!?()—–]|$))"
#: adjectives and participles that agree with "you" (both genders: neither is neutral)
_PL_ADJ = (
    r"(?:sam|sama|gotów|gotowy|gotowa|pewien|pewny|pewna|zmuszony|zmuszona|zobowiązany"
    rf"|zobowiązana|(?:pierwszy|pierwsza|ostatni|ostatnia){_END})"
)
_SR_ADJ = (
    r"(?:sam|sama|spreman|spremna|siguran|sigurna|gotov|gotova|dužan|dužna|kriv|kriva|srećan"
    rf"|srećna|zadovoljan|zadovoljna|(?:prvi|prva|poslednji|poslednja){_END})"
)
_SR_ADJ_BEFORE = r"(?:sam|sama|prvi|prva|poslednji|poslednja|spreman|spremna|siguran|sigurna)"
_PL_ADJ_BEFORE = r"(?:sam|sama|pierwszy|pierwsza|ostatni|ostatnia|gotów|gotowy|gotowa|pewien)"
#: a Serbian masculine past participle (uzeo, dobio, izašao, čuo), not the word "kao"
_SR_PARTICIPLE = rf"(?!kao\b){_W}+(?:ao|eo|io|uo)"

POLISH = {
    "past tense -łeś/-łaś": rf"\b{_W}+(?:łeś|łaś)\b",
    "conditional -łbyś/-łabyś": rf"\b{_W}+(?:łbyś|łabyś)\b",
    "jesteś + adjective": rf"\bjesteś\s+{_PL_ADJ}\b",
    "2nd-person verb + adjective": rf"\b{_W}+sz\s+{_PL_ADJ}\b",
    "adjective + 2nd-person verb": rf"\b{_PL_ADJ_BEFORE}\s+{_W}+sz\b",
    "jako pierwszy/ostatni": r"\bjako\s+(?:pierwszy|pierwsza|ostatni|ostatnia)\b",
}
SERBIAN = {
    "participle + si": rf"\b(?:{_SR_PARTICIPLE}|{_W}+la)\s+si\b",
    "si + participle": rf"\bsi\s+(?:{_W}+\s+){{0,3}}?{_SR_PARTICIPLE}\b",
    "si/2nd-person verb + adjective": rf"\b(?:si|(?!(?:naš|vaš|baš)\b){_W}+[aei]š)\s+{_SR_ADJ}\b",
    "adjective + si/2nd-person verb": rf"\b{_SR_ADJ_BEFORE}\s+(?:si|{_W}+[aei]š)\b",
    "men-only numeral (dvojica)": r"\b(?:dvojica|trojica|četvorica|petorica|šestorica)\b",
}


def _ts_texts(code: str) -> list[tuple[str, str]]:
    """(where, text) for every translation form of ``holomino_<code>.ts``."""
    root = ET.parse(TS_DIR / f"holomino_{code}.ts").getroot()
    found = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            node = message.find("translation")
            assert node is not None
            forms = node.findall("numerusform") or [node]
            where = f"{context.findtext('name')}: {message.findtext('source')!r}"
            found += [(where, form.text or "") for form in forms]
    return found


def _page_texts(code: str) -> list[tuple[str, str]]:
    """(where, text) for the rules pages of ``code``, tags removed."""
    return [
        (f"rules/{code}/{game}.html", re.sub(r"<[^>]*>", " ", path.read_text(encoding="utf-8")))
        for game in GAMES
        for path in [RULES / code / f"{game}.html"]
    ]


def gendered(texts: list[tuple[str, str]], patterns: dict[str, str]) -> list[str]:
    """One line per text and pattern that matches: where, which form, the words found."""
    found = []
    for where, text in texts:
        flat = " ".join(text.replace("&", "").split())  # accelerators and line breaks out
        for name, pattern in patterns.items():
            hits = [m.group(0) for m in re.finditer(pattern, flat, re.IGNORECASE)]
            if hits:
                found.append(f"{where} — {name}: {hits}")
    return found


def texts_of(code: str) -> list[tuple[str, str]]:
    """Every translation and rules page of ``code``; Serbian Cyrillic read back into Latin."""
    if code == "sr_Cyrl":
        return [(w, to_latin(t)) for w, t in _ts_texts(code) + _page_texts(code)]
    return _ts_texts(code) + _page_texts(code)


PATTERNS = {"pl": POLISH, "sr": SERBIAN, "sr_Cyrl": SERBIAN}


@pytest.mark.parametrize("code", PATTERNS)
def test_no_gendered_address_to_the_player(code: str) -> None:
    found = gendered(texts_of(code), PATTERNS[code])
    assert found == [], f"{len(found)} gendered forms in {code}:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("code", "text", "name"),
    [
        ("pl", "Dobrałeś kamień i straciłeś 5 punktów.", "past tense -łeś/-łaś"),
        ("pl", "Dobrałaś kamień.", "past tense -łeś/-łaś"),
        ("pl", "Z dubletem otworzyłbyś teraz.", "conditional -łbyś/-łabyś"),
        ("pl", "Przy równej liczbie wybierasz sam.", "2nd-person verb + adjective"),
        ("pl", "Czy jesteś gotowy?", "jesteś + adjective"),
        ("pl", "i jako pierwszy pozbądź się kamieni", "jako pierwszy/ostatni"),
        ("sr", "Uzeo si pločicu i izgubio 5 poena.", "participle + si"),
        ("sr", "Izašao si; protivnik dobija kružić.", "participle + si"),
        ("sr", "stavi je na broj koji si više puta izbrojao", "si + participle"),
        ("sr", "Tvoja pločica ima manje oka, pa ti igraš prvi.", "si/2nd-person verb + adjective"),
        ("sr", "trudiš se da prvi ostaneš bez pločica", "adjective + si/2nd-person verb"),
        ("sr", "Siguran si?", "adjective + si/2nd-person verb"),
        ("sr", "Kad igraju dvojica, svako uzima 9 pločica", "men-only numeral (dvojica)"),
    ],
)
def test_each_pattern_catches_its_form(code: str, text: str, name: str) -> None:
    patterns = POLISH if code == "pl" else SERBIAN
    names = [line.split(" — ")[1].split(":")[0] for line in gendered([("t", text)], patterns)]
    assert name in names


@pytest.mark.parametrize(
    ("code", "text"),
    [
        ("pl", "Kamień dobrany: tracisz 5 punktów."),
        ("pl", "Dobrze. Widok sam się przesuwa; program sam obraca płytkę."),
        ("pl", "Połóż kamień na liczbie, która pojawia się częściej."),
        ("pl", "Zapas jest pusty, a ty masz ostatni kamień."),
        ("sr", "Pločica je uzeta: gubiš 5 poena."),
        ("sr", "Prikaz se sam pomera. Prvi put igraš Holomino? Stručnjak bi odigrao 12@1,2."),
        ("sr", "Ovo je kao i ranije; baš prvi potez. Imaš poslednji kamen."),
        ("sr", "Kad igraju dvoje, svako uzima 9 pločica."),
    ],
)
def test_neutral_texts_pass(code: str, text: str) -> None:
    assert gendered([("t", text)], POLISH if code == "pl" else SERBIAN) == []
