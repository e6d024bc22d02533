"""Each game's own words in the texts every game screen shows (``docs/glossary.md``).

The rack title, the tiles in hand, the stock, the board read out to a screen reader, the status
line's hints and the end of a round name the game's pieces, rack, stock, layout and rounds, and
those words differ per game and language
(Polish *płytka* in Holomino but *kamień* in square domino, *runda* in Triominos but *partia* in
square domino, Dutch *tegel* against *steen*, Triominos' *plankje* and *pot*). So every such
text is one message per game in the ``GameWords`` context: the same English source, the game id
as its disambiguation, and each translation uses that game's terms.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from .texts import signed

#: a word's key -> its message for the game (``n`` is the count of ``%n`` texts)
Words = dict[str, Callable[[int], str]]

#: games played as one game, never a match of rounds: their end is "the end of the game", with
#: no column for a round
ONE_GAME = frozenset({"holomino", "hexadomino"})
#: games that count kružići, not points: a round's loser receives one (its score item counts
#: −1 against him); the screens show them received, "+1 kružić", and count them up
KRUZICI = frozenset({"dutch_domino"})

# lupdate only sees literal ``QCoreApplication.translate("GameWords", ...)`` calls: no wrapper

HOLOMINO: Words = {
    "rack_choose": lambda n: QCoreApplication.translate(
        "GameWords", "Your tiles — choose one", "holomino"
    ),
    "rack": lambda n: QCoreApplication.translate("GameWords", "Your tiles", "holomino"),
    "rack_of": lambda n: QCoreApplication.translate("GameWords", "Tiles: %1", "holomino"),
    "in_hand": lambda n: QCoreApplication.translate(
        "GameWords", "%n tile(s) in hand", "holomino", n
    ),
    "stock": lambda n: QCoreApplication.translate(
        "GameWords", "%n tile(s) in the sack", "holomino", n
    ),
    "choose": lambda n: QCoreApplication.translate(
        "GameWords", "choose a tile from your rack.", "holomino"
    ),
    "cannot_place": lambda n: QCoreApplication.translate(
        "GameWords", "no tile of yours fits: use a button to the right of the rack.", "holomino"
    ),
    "fits_nowhere": lambda n: QCoreApplication.translate(
        "GameWords", "This tile fits nowhere now: choose another one.", "holomino"
    ),
    "one_place": lambda n: QCoreApplication.translate(
        "GameWords",
        "One place for this tile (highlighted): click it.",
        "holomino",
    ),
    "places": lambda n: QCoreApplication.translate(
        "GameWords", "%n place(s) for this tile (highlighted): click one.", "holomino", n
    ),
    "round_end": lambda n: QCoreApplication.translate("GameWords", "End of the round", "holomino"),
    "round_over": lambda n: QCoreApplication.translate(
        "GameWords", "The round is over", "holomino"
    ),
    "this_round": lambda n: QCoreApplication.translate("GameWords", "This round", "holomino"),
    "next_round": lambda n: QCoreApplication.translate("GameWords", "Next &round", "holomino"),
    "see_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Click to see the move on the board", "holomino"
    ),
    "marked_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Here is the move: it is marked on the board. Click it.", "holomino"
    ),
    "choose_first": lambda n: QCoreApplication.translate(
        "GameWords", "Choose a tile in your rack first.", "holomino"
    ),
    "cannot_go_there": lambda n: QCoreApplication.translate(
        "GameWords", "The selected tile cannot go there: use a highlighted place.", "holomino"
    ),
    "dealt": lambda n: QCoreApplication.translate(
        "GameWords", "The tiles have been dealt.", "holomino"
    ),
    "show_me_tip": lambda n: QCoreApplication.translate(
        "GameWords", "Select the tile and aim at the place asked for", "holomino"
    ),
    "keys_help": lambda n: QCoreApplication.translate(
        "GameWords",
        "Arrow keys move over the highlighted cells, R turns, Enter places the tile",
        "holomino",
    ),
    "place_name": lambda n: QCoreApplication.translate("GameWords", "Place the tile", "holomino"),
    "turn_name": lambda n: QCoreApplication.translate("GameWords", "Turn the tile", "holomino"),
    "table_start": lambda n: QCoreApplication.translate(
        "GameWords", "The start tile %1", "holomino"
    ),
    #: the board's name for a screen reader (the game's own word for where the tiles lie)
    "board_name": lambda n: QCoreApplication.translate("GameWords", "Board", "holomino"),
    "place_button": lambda n: QCoreApplication.translate("GameWords", "&Place", "holomino"),
    "table_laid": lambda n: QCoreApplication.translate(
        "GameWords", "On the board, in the order laid: %1.", "holomino"
    ),
    "table_empty": lambda n: "",  # the deal lays a start piece: never empty
}

TRIOMINOS: Words = {
    "rack_choose": lambda n: QCoreApplication.translate(
        "GameWords", "Your rack — choose a tile", "triominos"
    ),
    "rack": lambda n: QCoreApplication.translate("GameWords", "Your rack", "triominos"),
    "rack_of": lambda n: QCoreApplication.translate("GameWords", "Rack: %1", "triominos"),
    "in_hand": lambda n: QCoreApplication.translate(
        "GameWords", "%n tile(s) on the rack", "triominos", n
    ),
    "stock": lambda n: QCoreApplication.translate(
        "GameWords", "%n tile(s) in the pool", "triominos", n
    ),
    "choose": lambda n: QCoreApplication.translate(
        "GameWords", "choose a tile from your rack.", "triominos"
    ),
    "cannot_place": lambda n: QCoreApplication.translate(
        "GameWords", "no tile of yours fits: use a button to the right of the rack.", "triominos"
    ),
    "fits_nowhere": lambda n: QCoreApplication.translate(
        "GameWords", "This tile fits nowhere now: choose another one.", "triominos"
    ),
    "one_place": lambda n: QCoreApplication.translate(
        "GameWords",
        "One place for this tile (highlighted): click it.",
        "triominos",
    ),
    "places": lambda n: QCoreApplication.translate(
        "GameWords", "%n place(s) for this tile (highlighted): click one.", "triominos", n
    ),
    "round_end": lambda n: QCoreApplication.translate("GameWords", "End of the round", "triominos"),
    "round_over": lambda n: QCoreApplication.translate(
        "GameWords", "The round is over", "triominos"
    ),
    "this_round": lambda n: QCoreApplication.translate("GameWords", "This round", "triominos"),
    "next_round": lambda n: QCoreApplication.translate("GameWords", "Next &round", "triominos"),
    "see_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Click to see the move on the board", "triominos"
    ),
    "marked_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Here is the move: it is marked on the board. Click it.", "triominos"
    ),
    "choose_first": lambda n: QCoreApplication.translate(
        "GameWords", "Choose a tile in your rack first.", "triominos"
    ),
    "cannot_go_there": lambda n: QCoreApplication.translate(
        "GameWords", "The selected tile cannot go there: use a highlighted place.", "triominos"
    ),
    "dealt": lambda n: QCoreApplication.translate(
        "GameWords", "The tiles have been dealt.", "triominos"
    ),
    "show_me_tip": lambda n: QCoreApplication.translate(
        "GameWords", "Select the tile and aim at the place asked for", "triominos"
    ),
    "keys_help": lambda n: QCoreApplication.translate(
        "GameWords",
        "Arrow keys move over the highlighted cells, R turns, Enter places the tile",
        "triominos",
    ),
    "place_name": lambda n: QCoreApplication.translate("GameWords", "Place the tile", "triominos"),
    "turn_name": lambda n: QCoreApplication.translate("GameWords", "Turn the tile", "triominos"),
    "table_start": lambda n: "",  # the deal lays nothing
    #: the board's name for a screen reader (the game's own word for where the tiles lie)
    "board_name": lambda n: QCoreApplication.translate("GameWords", "Table", "triominos"),
    "place_button": lambda n: QCoreApplication.translate("GameWords", "&Place", "triominos"),
    "table_laid": lambda n: QCoreApplication.translate(
        "GameWords", "On the table, in the order laid: %1.", "triominos"
    ),
    "table_empty": lambda n: QCoreApplication.translate(
        "GameWords", "Nothing is on the table yet.", "triominos"
    ),
}

HEXADOMINO: Words = {
    "rack_choose": lambda n: QCoreApplication.translate(
        "GameWords", "Your stones — choose one", "hexadomino"
    ),
    "rack": lambda n: QCoreApplication.translate("GameWords", "Your stones", "hexadomino"),
    "rack_of": lambda n: QCoreApplication.translate("GameWords", "Stones: %1", "hexadomino"),
    "in_hand": lambda n: QCoreApplication.translate(
        "GameWords", "%n stone(s) in hand", "hexadomino", n
    ),
    "stock": lambda n: QCoreApplication.translate(
        "GameWords", "%n stone(s) in the stock", "hexadomino", n
    ),
    "choose": lambda n: QCoreApplication.translate(
        "GameWords", "choose a stone from your hand.", "hexadomino"
    ),
    "cannot_place": lambda n: QCoreApplication.translate(
        "GameWords",
        "no stone of yours fits: use a button to the right of your stones.",
        "hexadomino",
    ),
    "fits_nowhere": lambda n: QCoreApplication.translate(
        "GameWords", "This stone fits nowhere now: choose another one.", "hexadomino"
    ),
    "one_place": lambda n: QCoreApplication.translate(
        "GameWords",
        "One field for this stone (highlighted): click it.",
        "hexadomino",
    ),
    "places": lambda n: QCoreApplication.translate(
        "GameWords", "%n field(s) for this stone (highlighted): click one.", "hexadomino", n
    ),
    "round_end": lambda n: QCoreApplication.translate(
        "GameWords", "End of the round", "hexadomino"
    ),
    "round_over": lambda n: QCoreApplication.translate(
        "GameWords", "The round is over", "hexadomino"
    ),
    "this_round": lambda n: QCoreApplication.translate("GameWords", "This round", "hexadomino"),
    "next_round": lambda n: QCoreApplication.translate("GameWords", "Next &round", "hexadomino"),
    "see_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Click to see the move on the board", "hexadomino"
    ),
    "marked_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Here is the move: it is marked on the board. Click it.", "hexadomino"
    ),
    "choose_first": lambda n: QCoreApplication.translate(
        "GameWords", "Choose a stone in your hand first.", "hexadomino"
    ),
    "cannot_go_there": lambda n: QCoreApplication.translate(
        "GameWords", "The selected stone cannot go there: use a highlighted field.", "hexadomino"
    ),
    "dealt": lambda n: QCoreApplication.translate(
        "GameWords", "The stones have been dealt.", "hexadomino"
    ),
    "show_me_tip": lambda n: QCoreApplication.translate(
        "GameWords", "Select the stone and aim at the field asked for", "hexadomino"
    ),
    "keys_help": lambda n: QCoreApplication.translate(
        "GameWords",
        "Arrow keys move over the highlighted fields, R turns, Enter places the stone",
        "hexadomino",
    ),
    "place_name": lambda n: QCoreApplication.translate(
        "GameWords", "Place the stone", "hexadomino"
    ),
    "turn_name": lambda n: QCoreApplication.translate("GameWords", "Turn the stone", "hexadomino"),
    "table_start": lambda n: QCoreApplication.translate(
        "GameWords", "The start stone %1", "hexadomino"
    ),
    #: the board's name for a screen reader (the game's own word for where the tiles lie)
    "board_name": lambda n: QCoreApplication.translate("GameWords", "Board", "hexadomino"),
    "place_button": lambda n: QCoreApplication.translate("GameWords", "&Place", "hexadomino"),
    "table_laid": lambda n: QCoreApplication.translate(
        "GameWords", "On the board, in the order laid: %1.", "hexadomino"
    ),
    "table_empty": lambda n: "",  # the deal lays a start piece: never empty
}

SQUARE_DOMINO: Words = {
    "rack_choose": lambda n: QCoreApplication.translate(
        "GameWords", "Your tiles — choose one", "square_domino"
    ),
    "rack": lambda n: QCoreApplication.translate("GameWords", "Your tiles", "square_domino"),
    "rack_of": lambda n: QCoreApplication.translate("GameWords", "Tiles: %1", "square_domino"),
    "in_hand": lambda n: QCoreApplication.translate(
        "GameWords", "%n tile(s) in hand", "square_domino", n
    ),
    "stock": lambda n: "",  # nothing is drawn in square domino
    "choose": lambda n: QCoreApplication.translate(
        "GameWords", "choose a tile from your hand.", "square_domino"
    ),
    "cannot_place": lambda n: QCoreApplication.translate(
        "GameWords",
        "no square of yours fits: use the button to the right of your tiles.",
        "square_domino",
    ),
    "fits_nowhere": lambda n: QCoreApplication.translate(
        "GameWords", "This tile fits nowhere now: choose another one.", "square_domino"
    ),
    "one_place": lambda n: QCoreApplication.translate(
        "GameWords",
        "One place for this tile (highlighted): click it.",
        "square_domino",
    ),
    "places": lambda n: QCoreApplication.translate(
        "GameWords", "%n place(s) for this tile (highlighted): click one.", "square_domino", n
    ),
    "round_end": lambda n: QCoreApplication.translate(
        "GameWords", "End of the round", "square_domino"
    ),
    "round_over": lambda n: QCoreApplication.translate(
        "GameWords", "The round is over", "square_domino"
    ),
    "this_round": lambda n: QCoreApplication.translate("GameWords", "This round", "square_domino"),
    "next_round": lambda n: QCoreApplication.translate("GameWords", "Next &round", "square_domino"),
    "see_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Click to see the move on the board", "square_domino"
    ),
    "marked_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Here is the move: it is marked on the board. Click it.", "square_domino"
    ),
    "choose_first": lambda n: QCoreApplication.translate(
        "GameWords", "Choose a tile in your hand first.", "square_domino"
    ),
    "cannot_go_there": lambda n: QCoreApplication.translate(
        "GameWords", "The selected tile cannot go there: use a highlighted place.", "square_domino"
    ),
    "dealt": lambda n: QCoreApplication.translate(
        "GameWords", "The tiles have been dealt.", "square_domino"
    ),
    "show_me_tip": lambda n: QCoreApplication.translate(
        "GameWords", "Select the tile and aim at the place asked for", "square_domino"
    ),
    "keys_help": lambda n: QCoreApplication.translate(
        "GameWords",
        "Arrow keys move over the highlighted cells, R turns, Enter places the tile",
        "square_domino",
    ),
    "place_name": lambda n: QCoreApplication.translate(
        "GameWords", "Place the tile", "square_domino"
    ),
    "turn_name": lambda n: QCoreApplication.translate(
        "GameWords", "Turn the tile", "square_domino"
    ),
    "table_start": lambda n: QCoreApplication.translate(
        "GameWords", "The start square %1", "square_domino"
    ),
    #: the board's name for a screen reader (the game's own word for where the tiles lie)
    "board_name": lambda n: QCoreApplication.translate("GameWords", "Layout", "square_domino"),
    "place_button": lambda n: QCoreApplication.translate("GameWords", "&Place", "square_domino"),
    "table_laid": lambda n: QCoreApplication.translate(
        "GameWords", "In the layout, in the order laid: %1.", "square_domino"
    ),
    "table_empty": lambda n: "",  # the deal lays a start piece: never empty
}

DUTCH_DOMINO: Words = {
    "rack_choose": lambda n: QCoreApplication.translate(
        "GameWords", "Your tiles — choose one", "dutch_domino"
    ),
    "rack": lambda n: QCoreApplication.translate("GameWords", "Your tiles", "dutch_domino"),
    "rack_of": lambda n: QCoreApplication.translate("GameWords", "Tiles: %1", "dutch_domino"),
    "in_hand": lambda n: QCoreApplication.translate(
        "GameWords", "%n tile(s) in hand", "dutch_domino", n
    ),
    "stock": lambda n: QCoreApplication.translate(
        "GameWords", "%n tile(s) left to buy", "dutch_domino", n
    ),
    "choose": lambda n: QCoreApplication.translate(
        "GameWords", "choose a tile from your hand.", "dutch_domino"
    ),
    "cannot_place": lambda n: QCoreApplication.translate(
        "GameWords",
        "no tile of yours fits the layout: buy or pass with the buttons on the right.",
        "dutch_domino",
    ),
    "fits_nowhere": lambda n: QCoreApplication.translate(
        "GameWords",
        "This tile fits nowhere on the layout now: choose another one.",
        "dutch_domino",
    ),
    "one_place": lambda n: QCoreApplication.translate(
        "GameWords",
        "One place on the layout for this tile (highlighted): click it.",
        "dutch_domino",
    ),
    "places": lambda n: QCoreApplication.translate(
        "GameWords",
        "%n place(s) on the layout for this tile (highlighted): click one.",
        "dutch_domino",
        n,
    ),
    "round_end": lambda n: QCoreApplication.translate(
        "GameWords", "End of the round", "dutch_domino"
    ),
    "round_over": lambda n: QCoreApplication.translate(
        "GameWords", "The round is over", "dutch_domino"
    ),
    "this_round": lambda n: QCoreApplication.translate("GameWords", "This round", "dutch_domino"),
    "next_round": lambda n: QCoreApplication.translate("GameWords", "Next &round", "dutch_domino"),
    "see_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Click to see the move on the board", "dutch_domino"
    ),
    "marked_on_board": lambda n: QCoreApplication.translate(
        "GameWords", "Here is the move: it is marked on the board. Click it.", "dutch_domino"
    ),
    "choose_first": lambda n: QCoreApplication.translate(
        "GameWords", "Choose a tile in your hand first.", "dutch_domino"
    ),
    "cannot_go_there": lambda n: QCoreApplication.translate(
        "GameWords", "The selected tile cannot go there: use a highlighted place.", "dutch_domino"
    ),
    "dealt": lambda n: QCoreApplication.translate(
        "GameWords", "The tiles have been dealt.", "dutch_domino"
    ),
    "show_me_tip": lambda n: QCoreApplication.translate(
        "GameWords", "Select the tile and aim at the place asked for", "dutch_domino"
    ),
    "keys_help": lambda n: QCoreApplication.translate(
        "GameWords",
        "Arrow keys move over the highlighted cells, R turns, Enter places the tile",
        "dutch_domino",
    ),
    "place_name": lambda n: QCoreApplication.translate(
        "GameWords", "Place the tile", "dutch_domino"
    ),
    "turn_name": lambda n: QCoreApplication.translate("GameWords", "Turn the tile", "dutch_domino"),
    "table_start": lambda n: "",  # the deal lays nothing
    #: the board's name for a screen reader (the game's own word for where the tiles lie)
    "board_name": lambda n: QCoreApplication.translate("GameWords", "Layout", "dutch_domino"),
    "place_button": lambda n: QCoreApplication.translate("GameWords", "&Place", "dutch_domino"),
    "table_laid": lambda n: QCoreApplication.translate(
        "GameWords", "In the layout, in the order laid: %1.", "dutch_domino"
    ),
    "table_empty": lambda n: QCoreApplication.translate(
        "GameWords", "Nothing is in the layout yet.", "dutch_domino"
    ),
}

GAME_WORDS: dict[str, Words] = {
    "holomino": HOLOMINO,
    "triominos": TRIOMINOS,
    "hexadomino": HEXADOMINO,
    "square_domino": SQUARE_DOMINO,
    "dutch_domino": DUTCH_DOMINO,
}


def stone_pips(fields: Sequence[int]) -> str:
    """A Hexadomino stone's name: its pip fields from the top, clockwise, the empty ones left
    out, joined as the other games join a tile's numbers ("4-5-2-1", as Holomino's tile
    1-4-2). The messages around it say "stone 4-5-2-1". Its stones carry no number a player
    could look for (the engine's id is for files and notation only), and "the stone with 4, 5,
    2 and 1 pips" read as a form's label, wrapped in narrow columns, and said "1 pips"."""
    return "-".join(str(pips) for pips in fields if pips)


def game_word(game_id: str, key: str, n: int | None = None) -> str:
    """The text ``key`` in ``game_id``'s own words, translated now; ``n`` fills ``%n``."""
    words = GAME_WORDS.get(game_id, HOLOMINO)
    if n is None:
        return words[key](-1)
    return signed(words[key](abs(n)), n)


__all__ = ["GAME_WORDS", "KRUZICI", "ONE_GAME", "game_word", "stone_pips"]
