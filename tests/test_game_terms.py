"""Each game's messages say only that game's words (``docs/glossary.md``).

A message is shown in the games it belongs to: the game whose id is its disambiguation (the
``.ts`` comment: ``GameWords``, ``MoveWords``, ``engine``, ``Board``…), the games whose lessons
use it (the ``Tutorial`` ids start with the game), or else every game. Each language lists, per
game, the words of the *other* games that this game's pieces, rack, stock, layout or rounds are
never called (Dutch Holomino lays *tegels*, never *stenen*; Polish Holomino has *płytki*, never
*kamienie*…). A message shown in every game may use none of them: it names a game object only
in words that are right in all five games, or it is split into one message per game.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from holomino_desktop.tutorial.strings import STRINGS

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("holomino", "triominos", "hexadomino", "square_domino", "dutch_domino")

#: language -> word pattern -> the games whose glossary word it is (every other game must not
#: use it). No language leaves the English "spinner" untranslated: no game owns that word.
OWNED: dict[str, dict[str, tuple[str, ...]]] = {
    "nl": {
        r"(?<![a-z])(begin|start)?ste(e)?n(en|tje|tjes)?\b": (
            "triominos",
            "hexadomino",
            "square_domino",
            "dutch_domino",
        ),
        r"\btegel(s|tje|tjes)?\b": ("holomino",),
        r"\brek(je|jes|ken)?\b": (),  # Holomino keeps its tiles in the hand (its rule book)
        r"\bplankje(s)?\b": ("triominos",),
        r"\bzak\b": ("holomino",),
        r"\bpot\b": ("triominos",),
        r"\bvoorraad\b": ("hexadomino",),
        r"\b(ge)?pak(t|ken|te)?\b|\bpak-knop": ("triominos",),
        r"\b(ge)?tr(e|o)k(t|ken)?\b|\bgetrokken\b|\btrek-knop": ("hexadomino",),
        r"\b(speel)?bord\b": (),  # the board is a speelveld (Hollands domino: a tafel)
        r"\b(oog|ogen)\b": ("square_domino", "dutch_domino"),  # Hexadomino's pips are punten
        r"\bkringetje(s)?\b": ("dutch_domino",),
        r"\bkruži": (),  # Serbian: Dutch players say kringetje (its rules page names it once)
        r"\bspinner": (),
    },
    "pl": {
        r"\bkamie[nń]": ("triominos", "hexadomino", "square_domino", "dutch_domino"),
        r"\bpłyt(k|ek|ce)": ("holomino",),
        r"\bpodstaw(k|ek|ce)": ("triominos",),
        r"\bwor(ek|ka|ku|kiem|ków)\b": ("holomino",),
        r"\bpul(a|i|ę|ą)\b": ("triominos",),
        r"\bzapas(u|ie|em)?\b": ("hexadomino",),
        r"\boczk|\boczek\b": ("hexadomino", "square_domino", "dutch_domino"),
        r"\bkruži": (),  # Serbian: Polish players count kółka (its rules page names it once)
        r"\bspinner": (),
    },
    "sr": {
        r"\bkam(en|enj|eni|enov)": ("hexadomino",),
        r"\bpločic": ("holomino", "triominos", "square_domino", "dutch_domino"),
        r"\bstal(ak|ku|ka|cima)\b": ("triominos",),
        r"\bvreć": ("holomino",),
        r"\bzalih": ("triominos", "hexadomino"),
        r"\btalon": ("dutch_domino",),
        r"\boka\b|%n oko\b": ("square_domino", "dutch_domino"),  # Hexadomino's are tačkice
        r"\btačkic": ("hexadomino",),
        r"\bkruži": ("dutch_domino",),
        r"\bspinner": (),
    },
}


#: words checked in the messages of one game only: a message shown in every game may say
#: *partia* for a whole game (a *partie*), which no pattern tells from a round, or seat the
#: players *aan tafel*
ONE_GAME: dict[str, dict[str, tuple[str, ...]]] = {
    "nl": {r"\btafel\b": ("triominos", "dutch_domino")},
    "pl": {
        r"\bparti(a|i|ę|ą|e)\b": ("holomino", "hexadomino", "square_domino", "dutch_domino"),
        r"\brund(a|y|zie|ę|ą)\b": ("triominos",),
        r"\bplansz": ("holomino", "hexadomino"),
    },
    "sr": {
        r"\btabl(a|i|u|om)\b": ("holomino", "hexadomino"),
    },
}


def forbidden(code: str, game: str, shared: bool = False) -> list[str]:
    """The word patterns ``game``'s messages never use in ``code`` (``shared``: in a message
    every game shows, where the round words are not checked)."""
    owned = OWNED[code] if shared else OWNED[code] | ONE_GAME[code]
    return [pattern for pattern, owners in owned.items() if game not in owners]


def _glossary_rows(path: Path) -> list[tuple[str, str, list[str]]]:
    """(game, table, cells) of every row of a glossary's per-game tables; ``table`` is "term"
    (the game's own words) or "never" (the words of other games it never uses)."""
    rows, game, table = [], "", ""
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("## "):
            game, table = line[3:].strip(), ""
        elif line.startswith(("| term", "| never")):
            table = line.split("|")[1].strip()
        elif game in GAMES and line.startswith("| ") and table:
            rows.append((game, table, [c.strip() for c in line.strip("|").split("|")]))
        elif not line.startswith("|"):
            table = ""
    return rows


def _glossary_words(code: str) -> dict[str, str]:
    """game -> every word docs/glossary.md and i18n/GLOSSARY.md give that game in ``code``."""
    column = ("nl", "pl", "sr").index(code) + 2
    words: dict[str, str] = {}
    for path in (ROOT / "docs" / "glossary.md", ROOT / "i18n" / "GLOSSARY.md"):
        for game, table, cells in _glossary_rows(path):
            if table == "term":
                cell = re.sub(r"\(.*?\)", "", cells[column]).strip()
                words[game] = words.get(game, "") + " " + cell
    return words


def never_words(code: str) -> dict[str, list[str]]:
    """game -> the words docs/glossary.md says that game never uses in ``code``."""
    column = ("nl", "pl", "sr").index(code) + 1
    found: dict[str, list[str]] = {game: [] for game in GAMES}
    for game, table, cells in _glossary_rows(ROOT / "docs" / "glossary.md"):
        if table == "never":
            found[game] += [w.strip() for w in cells[column].split(",") if w.strip()]
    return found


def option_labels() -> dict[str, tuple[str, ...]]:
    """An option's label (the ``engine`` context) -> the games that offer the option."""
    from holomino_desktop.engine import game_class

    games: dict[str, set[str]] = {}
    for game in GAMES:
        for spec in game_class(game).option_specs:
            if spec.label:
                games.setdefault(spec.label, set()).add(game)
    return {label: tuple(sorted(owners)) for label, owners in games.items()}


def shown_in() -> dict[tuple[str, str, str], tuple[str, ...]]:
    """(context, source, disambiguation) -> the games that show the message."""
    lessons: dict[str, set[str]] = {}
    for string_id, source in STRINGS.items():
        lessons.setdefault(str(source), set()).add(string_id.split(".")[0])
    options = option_labels()
    root = ET.parse(ROOT / "i18n" / "holomino_nl.ts").getroot()
    games = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source, comment = message.findtext("source", ""), message.findtext("comment", "")
            if comment in GAMES:
                games[(name, source, comment)] = (comment,)
            elif name == "Tutorial" and source in lessons:
                games[(name, source, comment)] = tuple(sorted(lessons[source]))
            elif name == "engine" and source in options:  # the New game dialog of that game
                games[(name, source, comment)] = options[source]
            else:
                games[(name, source, comment)] = GAMES
    return games


def texts(code: str) -> dict[tuple[str, str, str], str]:
    root = ET.parse(ROOT / "i18n" / f"holomino_{code}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            node = message.find("translation")
            assert node is not None
            forms = node.findall("numerusform")
            text = " | ".join(f.text or "" for f in forms) if forms else node.text or ""
            key = (context.findtext("name", ""), message.findtext("source", ""))
            found[(*key, message.findtext("comment", ""))] = text
    return found


@pytest.mark.parametrize("code", ("nl", "pl", "sr"))
def test_forbidden_words_come_from_the_glossary(code: str) -> None:
    """Each game's own glossary words pass its list; each owned word is an owner's word."""
    words = _glossary_words(code)
    for game in GAMES:
        wrong = [p for p in forbidden(code, game) if re.search(p, words[game], re.IGNORECASE)]
        assert wrong == [], (game, words[game])
    for pattern, owners in (OWNED[code] | ONE_GAME[code]).items():
        for owner in owners:
            assert re.search(pattern, words[owner], re.IGNORECASE), (pattern, owner)


@pytest.mark.parametrize("code", ("nl", "pl", "sr"))
def test_the_glossary_lists_the_words_each_game_never_uses(code: str) -> None:
    """docs/glossary.md's "never" row of each game is this test's list: every word it names is
    refused in that game's messages, and every word refused there is named in it."""
    never = never_words(code)
    for game in GAMES:
        patterns = forbidden(code, game)
        unlisted = [p for p in patterns if not any(re.search(p, w, re.I) for w in never[game])]
        unchecked = [w for w in never[game] if not any(re.search(p, w, re.I) for p in patterns)]
        assert (unlisted, unchecked) == ([], []), (game, "not in the glossary", unlisted,
                                                   "in the glossary only", unchecked)  # fmt: skip


def test_dutch_says_kringetje_and_names_the_serbian_word_once_on_the_rules_page() -> None:
    """Dutch players cannot say *kružić* and their *rondje* is a round (*ronde*): the Dutch
    Holandski domino counts *kringetjes*; its rules page gives the Serbian word once."""
    said = {key: text for key, text in texts("nl").items() if re.search(r"kruži", key[1], re.I)}
    assert said, "the English names the kružići"
    assert [text for text in said.values() if not re.search(r"\bkringetje", text, re.I)] == []
    page = ROOT / "holomino_desktop" / "resources" / "rules" / "nl" / "dutch_domino.html"
    text = re.sub(r"<[^>]*>", "", page.read_text(encoding="utf-8"))
    assert re.search(r"\bkringetjes?\b", text)
    assert len(re.findall(r"kruži", text, re.I)) <= 1, re.findall(r"\w*kruži\w*", text, re.I)


def test_dutch_square_domino_is_played_on_a_speelveld_not_an_opstelling() -> None:
    """A Dutch reader takes an *opstelling* for a team's line-up: square domino's 6 × 6 layout
    is the *speelveld* of docs/glossary.md, in every message the game shows and on its rules
    page; where the squares already laid are meant, the messages say just that."""
    glossary = ROOT / "docs" / "glossary.md"
    board = [
        re.sub(r"\(.*?\)", "", cells[2]).strip()
        for game, table, cells in _glossary_rows(glossary)
        if (game, table, cells[0]) == ("square_domino", "term", "board")
    ]
    assert board == ["speelveld"]
    shown, said = shown_in(), texts("nl")
    page = ROOT / "holomino_desktop" / "resources" / "rules" / "nl" / "square_domino.html"
    rules = re.sub(r"<[^>]*>", "", page.read_text(encoding="utf-8"))
    square_domino = [text for key, text in said.items() if "square_domino" in shown[key]]
    assert [text for text in [*square_domino, rules] if re.search(r"opstelling", text, re.I)] == []
    assert said[("GameWords", "Layout", "square_domino")] == "Speelveld"
    assert re.search(r"\bspeelveld\b", rules)


@pytest.mark.parametrize("code", ("nl", "pl", "sr"))
@pytest.mark.parametrize("game", GAMES)
def test_each_games_messages_use_only_its_own_words(code: str, game: str) -> None:
    shown = shown_in()
    own = [re.compile(p, re.IGNORECASE) for p in forbidden(code, game)]
    everywhere = [re.compile(p, re.IGNORECASE) for p in forbidden(code, game, shared=True)]
    bad = [
        f"{context} {source!r}{' [' + comment + ']' if comment else ''}: {text!r}"
        for key, text in texts(code).items()
        if game in shown[key]
        and any(p.search(text) for p in (everywhere if len(shown[key]) > 1 else own))
        for context, source, comment in [key]
    ]
    assert bad == [], f"{len(bad)} messages shown in {game} use another game's word:\n" + (
        "\n".join(bad)
    )


#: an English word that names a game object: its piece, where it is kept or drawn from, the
#: layout, a round or the spinner
_OBJECT = re.compile(
    r"\b(tiles?|stones?|dominoe?s?|racks?|stock|pool|sack|boneyard|draws?|drawn|drawing|buy|"
    r"bought|rounds?|spinner|hand|table|layout|board|double|pips?|kružić|kružići)\b",
    re.IGNORECASE,
)

#: messages shown in several games whose English names an object, and why that is right
SHARED: dict[tuple[str, str], str] = {
    ("Board", "This game's board cannot be drawn yet: use the move buttons."): "no game: a "
    "fallback for a game without a board painter",
    ("BoardView", "Board"): "the board widget in every game: the one app-wide word",
    ("MainWindow", "&Fit board"): "a View menu item of the application",
    ("ReviewWindow", "Show on board"): "the review window's button in every game",
    ("FileErrors", "the match ended after round %1, the last of at most %n round(s)"): "a "
    "file error: what the file says, not a game screen",
    ("MainWindow", "Hand over"): "handing the computer over, not a hand of tiles",
    ("RackView", "Next: %1. Hand over the computer, then click here when no one else looks."): (
        "handing the computer over"
    ),
    ("StatusLine", "Hand the computer over. Next: %1."): "handing the computer over",
    (
        "MainWindow",
        "Holomino Desktop %1\nFive domino-family tile games against the computer or friends.",
    ): "the About box",  # fmt: skip
    ("SettingsDialog", "Tile &colours:"): "one setting for the pieces of all five games",
    ("SettingsDialog", "Screen reader: also say game e&vents on the board"): "a setting of "
    "the application: the board widget, named Board in every game",
    (
        "SettingsDialog",
        "For a screen reader that is silent about the other players' moves "
        "(such as Orca 43): what is announced becomes the board's description, which it reads. "
        "Leave it off if you hear things twice.",
    ): "the same setting's tooltip",  # fmt: skip
    ("Settings", "game events on the board"): "the same setting, named in a notice",
    ("Settings", "tile colours"): "the same setting, named in a notice",
    ("WelcomeDialog", "Five games of the domino family. Which one would you like?"): "the "
    "welcome at the first start, before any game: the family all five belong to",
    ("StatisticsDialog", "Draws"): "a draw is a tie",
    ("StatusLine", "The game ends in a draw: you and %1 have %n point(s) each."): "a tie",
    ("StatusLine", "The match ends in a draw: you and %1 have %n point(s) each."): "a tie",
    ("StatusLine", "The game ends in a draw at %n point(s) each between %1."): "a tie",
    ("StatusLine", "The match ends in a draw at %n point(s) each between %1."): "a tie",
    ("SummaryDialog", "Next &round"): "unused default: every game passes its own word",
    ("Hints", "The host's table plays without hints."): "the networked table, a gathering of "
    "players in every game",
    ("engine", "Holandski domino"): "a game's name, in the New game list of every game",
    ("engine", "Domino kwadratowe"): "a game's name, in the New game list of every game",
    ("engine", "double hexagon"): "the engine's mark of a Triominos bonus, for lupdate: the "
    "window says it with the triominos id (ui/words/engine_texts.bonus_name)",
}


#: contexts whose "table" is the networked table, the gathering of players friends join (ui/
#: network/), never a game's layout: one word for all five games
NETWORKED_TABLE = {"ChatPanel", "HostLobbyDialog", "HostSetupDialog", "JoinDialog", "Network",
                   "NetworkPlay"}  # fmt: skip


def test_a_message_naming_a_game_object_belongs_to_its_game() -> None:
    """Every message that names a game object is one game's (its id as disambiguation, or one
    lesson's), except the texts of the application around the games (``SHARED``). The engine's
    texts are no exception: an option one game offers carries that game's id
    (:func:`test_an_option_one_game_offers_is_that_games_message`), and the triple opening, a
    Triominos rule, said "Classic opening (highest triple)" in every game."""
    shared = [
        (context, source)
        for (context, source, _), games in shown_in().items()
        if len(games) > 1 and _OBJECT.search(source)
    ]
    unclaimed = [
        key
        for key in shared
        if key not in SHARED
        and not (
            key[0] in NETWORKED_TABLE and {w.lower() for w in _OBJECT.findall(key[1])} == {"table"}
        )
    ]
    assert unclaimed == []
    assert set(SHARED) <= set(shared)  # no stale exemption


def test_an_option_one_game_offers_is_that_games_message() -> None:
    """The New game dialog shows an option's name and its values' names in one game only: each
    such text is a message with that game's id, so its translation may name that game's pieces
    (Serbian "najveća trostruka pločica", never a word of every game); the engine's texts of
    one game's score lines and refusals, "+%1 going out" and "you must start with your highest
    triple", are Triominos' too."""
    from holomino_desktop.engine import game_class

    root = ET.parse(ROOT / "i18n" / "holomino_nl.ts").getroot()
    keys = {
        (context.findtext("name", ""), m.findtext("source", ""), m.findtext("comment", ""))
        for context in root.iter("context")
        for m in context.iter("message")
    }
    offered: dict[str, set[str]] = {}
    for game in GAMES:
        for spec in game_class(game).option_specs:
            for text in (spec.label, *spec.value_labels):
                offered.setdefault(text, set()).add(game)
    one_game = {text: games.pop() for text, games in offered.items() if len(games) == 1}
    assert {"Opening", "the highest triple (classic)", "Set", "double-nine"} <= set(one_game)
    wrong = [
        (text, game)
        for text, game in one_game.items()
        if ("engine", text, game) not in keys or ("engine", text, "") in keys
    ]
    assert wrong == []
    for source in ("+%1 going out", "Classic opening: you must start with your highest triple %1."):
        assert ("engine", source, "triominos") in keys and ("engine", source, "") not in keys


#: Triominos' triple (a tile with three equal numbers, 5-5-5) has one Polish name, *trójka*;
#: the two descriptions that once named it as well
TRIPLE_PL = re.compile(r"\btrój(k(a|i|ę|ą|ami|ach|om)|ce|ek)\b", re.IGNORECASE)
NOT_TRIPLE_PL = re.compile(
    r"trzema\s+jednakowymi\s+liczbami|trzech\s+jednakowych\s+liczbach", re.IGNORECASE
)


def test_polish_triominos_names_the_triple_one_way() -> None:
    """The Polish Triominos called a tile with three equal numbers three ways (*trójka*, *kamień
    z trzema jednakowymi liczbami*, *kamień o trzech jednakowych liczbach*): its messages, its
    rules page and both glossaries now say *trójka*, and never the other two."""
    shown = shown_in()
    triominos = {key: text for key, text in texts("pl").items() if "triominos" in shown[key]}
    page = ROOT / "holomino_desktop" / "resources" / "rules" / "pl" / "triominos.html"
    rules = re.sub(r"<[^>]*>", "", page.read_text(encoding="utf-8"))
    cells = [
        " ".join(cells)
        for path in (ROOT / "docs" / "glossary.md", ROOT / "i18n" / "GLOSSARY.md")
        for game, _, cells in _glossary_rows(path)
        if game == "triominos"
    ]
    said = [*triominos.values(), rules, *cells]
    assert [text for text in said if NOT_TRIPLE_PL.search(text)] == []
    # every message about the triple tile (not the triple hexagon, nor holes counted triple)
    about = [
        text
        for (_, source, _), text in triominos.items()
        if re.search(r"\btriple\b(?! hexagon)", source) and "count triple" not in source
    ]
    assert len(about) >= 3 and all(TRIPLE_PL.search(text) for text in about), about
    assert TRIPLE_PL.search(rules) and any(TRIPLE_PL.search(cell) for cell in cells)
