"""Polish and Serbian read as a native game publisher's (issue 44): faults native readers found
in the messages and rules pages stay out.

- Polish spelling has no *ž* and no *ć* before a vowel: Polish players count *kółka*, and the
  Holandski domino page names the Serbian *kružić* once.
- Serbian says *ruka*, not the seed's German *Hand* ("Oka u Handu"), and uses no English word.
- Each language keeps clear of the phrasings the readers rejected (listed below with why).

Serbian Cyrillic is read back into Latin letters, so one list checks both scripts.
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

#: per language: a phrasing the native readers rejected → what is wrong with it
REJECTED = {
    "pl": {
        r"Łeb w łeb": "a close race, not a tie",
        r"\bZachowaj\b": "Save is 'Zapisz' in the menus: one verb",
        r"\bNaucz się\b": "the tutorials are 'Nauka gry: …' in the menu: one form",
        r"(?<!\()\bHolandski domino\b(?!\))": "not a Polish noun: 'domino holenderskie'",
        r"\bnajniższ\w*\s+podstawk\w*": "a rack is not low: 'najmniejsza suma na podstawce'",
        r"kilka dziur się": "holes are not multiplied: their values are",
        r"wygrywasz z %n": "reads 'you beat one point'",
        r"^Zaawansowany$": "Intermediate is 'Średnio zaawansowany' (this means advanced)",
        r"^(?:góra|dół|prawy|lewy)$": "a side of a square: 'u góry', 'z prawej'…",
        r"tylko rogiem się nie\s+stykają": "contradicts itself",
        r"otwarcie partii|Otwórz partię": "Triominos plays rundy",
        r"liczy się\s+(?:jako|za)\s+13\b(?!\s+oczek)": "Duplo-Golo counts 13 what: 13 oczek",
    },
    "sr": {
        r"\bHand\w*": "the seed's German word: 'ruka' ('u ruci')",
        r"\bUnicode\b": "Serbian writes 'Unikod' (Cyrillic 'Уникод', not 'Уницоде')",
        r"\btipk\w*": "Croatian: 'taster'",
        r"\bispražn\w*": "misspelt: 'isprazni'",
        r"\bObično domino": "domino is masculine: 'Običan domino'",
        r"\bnajniž\w*\s+stal\w*|\bnajmanj\w*\s+stalk\w*": "'najmanji zbir na stalku'",
        r"\bPomoć pokazuje": "the hint button is 'Savet' ('Pomoć' is the Help menu)",
        r"\bigru otvorenom": "the seed's form: ostavi „otvorenu“ igru",
        r"^Predaj$": "means surrender: 'Smena igrača'",
        r"^Sledeći potez: ": "'Sledeći na potezu: %1.'",
        r"Prvo je sačuvati\?": "not a Serbian question: 'Želiš li prvo da je sačuvaš?'",
        r"samo u\s+uglu se ne\s+dodiruju": "contradicts itself",
        r"(?i)duplet jednom, i\s+početni duplet": "garbled",
        r"(?i)\b(?:računa|broji)(?:\s+kao)?\s+13\b(?!\s+oka)": "duplo-golo counts 13 what: 13 oka",
        r"okrenut\w*\s+naopako": "upside down: 'licem nadole' (face down)",
        r"\bspinner\b": "English",
    },
}


def translations(code: str) -> list[str]:
    """Every translated text of ``code`` (every plural form), Cyrillic read back into Latin."""
    root = ET.parse(TS_DIR / f"holomino_{code}.ts").getroot()
    texts = []
    for node in root.iter("translation"):
        forms = node.findall("numerusform")
        texts += [f.text or "" for f in forms] if forms else [node.text or ""]
    return [to_latin(t) for t in texts] if code == "sr_Cyrl" else texts


def pages(code: str) -> list[str]:
    """The words of every rules page of ``code`` (tags dropped), Cyrillic read back."""
    texts = [(RULES / code / f"{game}.html").read_text(encoding="utf-8") for game in GAMES]
    texts = [re.sub(r"<[^>]*>", "", t) for t in texts]
    return [to_latin(t) for t in texts] if code == "sr_Cyrl" else texts


def test_polish_counts_kolka_and_names_kruzic_once_in_the_rules() -> None:
    """Polish spelling has no ž and no ć before a vowel: the messages say *kółko*, and the
    Holandski domino page names the Serbian *kružić* once."""
    assert [t for t in translations("pl") if re.search(r"kruži", t, re.I)] == []
    page = ROOT / "holomino_desktop" / "resources" / "rules" / "pl" / "dutch_domino.html"
    text = page.read_text(encoding="utf-8")
    assert re.search(r"\bkół(ko|ka|ek)\b", text)
    assert len(re.findall(r"kruži", text, re.I)) == 1


@pytest.mark.parametrize("code", ["pl", "sr", "sr_Cyrl"])
def test_texts_keep_clear_of_the_rejected_phrasings(code: str) -> None:
    rejected = REJECTED[code.split("_")[0]]
    found = [
        (why, text[:80])
        for text in translations(code) + pages(code)
        for pattern, why in rejected.items()
        if re.search(pattern, text, re.M)
    ]
    assert found == []
