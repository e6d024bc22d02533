"""Every text of the lessons, marked for translation.

The lesson files (``resources/tutorials/<game>.json``) name their texts by id; ``lupdate``
cannot read JSON, so the English texts live here, each wrapped in ``QT_TRANSLATE_NOOP`` with the
context ``"Tutorial"``. :func:`text` translates one at display time. A new step needs new ids
here (a data edit) and nothing else.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "Tutorial"

#: id -> English source (``QT_TRANSLATE_NOOP`` is typed ``object`` in PySide6's stubs)
STRINGS: dict[str, Any] = {
    # -- titles of the tutorials ---------------------------------------------------------
    "holomino.title": QT_TRANSLATE_NOOP("Tutorial", "Learn Holomino"),
    "triominos.title": QT_TRANSLATE_NOOP("Tutorial", "Learn Triominos"),
    "hexadomino.title": QT_TRANSLATE_NOOP("Tutorial", "Learn Hexadomino"),
    "square_domino.title": QT_TRANSLATE_NOOP("Tutorial", "Learn Domino kwadratowe"),
    "dutch_domino.title": QT_TRANSLATE_NOOP("Tutorial", "Learn Holandski domino"),
    # -- Holomino ---------------------------------------------------------------------------
    "holomino.first.title": QT_TRANSLATE_NOOP("Tutorial", "The tiles"),
    "holomino.first.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Every Holomino tile is a hexagon with three numbers and three round bites. You hold "
        "your tiles in the rack below the board. Click a tile in your rack, then click one of "
        "the highlighted places next to the start tile.",
    ),
    "holomino.first.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Choose any tile that lights up places on the board, then click a place."
    ),
    "holomino.first.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Where two tiles touch, the numbers at their shared corners are the same.",
    ),
    "holomino.match.title": QT_TRANSLATE_NOOP("Tutorial", "Matching corners"),
    "holomino.match.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A tile may only go where every corner it touches shows the same number. Place the "
        "marked tile: it fits in very few places. You never have to turn it yourself — the "
        "program turns it the only way that fits.",
    ),
    "holomino.match.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Use the marked tile. Only the highlighted places have matching numbers for it.",
    ),
    "holomino.match.done": QT_TRANSLATE_NOOP(
        "Tutorial", "The tile was turned for you so that all touching corners match."
    ),
    "holomino.blocked.title": QT_TRANSLATE_NOOP("Tutorial", "Blocked places"),
    "holomino.blocked.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Look at the place marked with a cross. Its neighbours ask for the same number at two "
        "of its corners, but every tile shows three different numbers: no tile can ever fill "
        "it. It stays blocked for the rest of the game. Place a tile somewhere else.",
    ),
    "holomino.blocked.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "The crossed place never lights up. Choose a tile and click a place that does."
    ),
    "holomino.blocked.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A blocked place stays empty, so a hole beside it can never be closed.",
    ),
    "holomino.hole.title": QT_TRANSLATE_NOOP("Tutorial", "Closing a hole"),
    "holomino.hole.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Three bites that meet make a round hole. When your tile closes a hole you score the "
        "three numbers around it. Close a hole now.",
    ),
    "holomino.hole.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Look for a gap where two tiles already have their bites next to each other, and fill it.",
    ),
    "holomino.hole.done": QT_TRANSLATE_NOOP(
        "Tutorial", "You closed a hole and scored the sum of the three numbers around it."
    ),
    "holomino.multiplier.title": QT_TRANSLATE_NOOP("Tutorial", "Two holes at once"),
    "holomino.multiplier.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A tile can close two or three holes in one move. Then the holes are added and "
        "multiplied by their number: two holes count double, three count triple. Find the "
        "move that closes two holes.",
    ),
    "holomino.multiplier.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "One empty place has bites on two sides. Fill that one."
    ),
    "holomino.multiplier.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Two holes, added and then doubled. (In the “product” variant, chosen when "
        "you start a game, the hole values are multiplied instead.)",
    ),
    "holomino.open.title": QT_TRANSLATE_NOOP("Tutorial", "Open hands"),
    "holomino.open.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Both hands are open: you always see your opponent's tiles. The sack is empty, so he "
        "draws nothing and you know exactly what he can play — and one of his tiles would "
        "close a hole now. Place a tile so that he cannot score on his next turn.",
    ),
    "holomino.open.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Find the gap where one of his tiles would close a hole, and place a tile beside it so "
        "that his tile no longer fits there.",
    ),
    "holomino.open.done": QT_TRANSLATE_NOOP(
        "Tutorial", "He has no hole left to close. Always look at his tiles too."
    ),
    "holomino.return.title": QT_TRANSLATE_NOOP("Tutorial", "When nothing fits"),
    "holomino.return.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Before each turn you draw a tile, so you hold up to four. Sometimes none of them "
        "fits: then you give one back to the sack and your turn is over. Select a tile and "
        "press the button to return it.",
    ),
    "holomino.return.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select a tile in your rack, then press the return button beside the rack."
    ),
    "holomino.return.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Returned. If both players have to return a tile one after the other, the game ends.",
    ),
    "holomino.window.title": QT_TRANSLATE_NOOP("Tutorial", "The 12 × 12 board"),
    "holomino.window.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The board holds at most 12 × 12 tiles. This layout is already 12 tiles wide, so a "
        "place beyond its edge stays dark even where a tile would match. Place a tile inside "
        "the board.",
    ),
    "holomino.window.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Only the places inside the 12 × 12 board light up; click one of them."
    ),
    "holomino.window.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The view shifts by itself, so the whole layout always stays on the screen.",
    ),
    "holomino.end.title": QT_TRANSLATE_NOOP("Tutorial", "The end of the game"),
    "holomino.end.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The sack is empty and this is your last tile. The game ends when a player has no "
        "tiles left. Place it.",
    ),
    "holomino.end.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select your last tile and click any highlighted place."
    ),
    "holomino.end.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The game is over: the higher score wins. Click Next to go on.",
    ),
    "holomino.strategy.title": QT_TRANSLATE_NOOP("Tutorial", "A little strategy"),
    "holomino.strategy.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Tip: before you place, compare the holes you can close — big numbers around a hole "
        "mean big points. Find the move that scores the most here.",
    ),
    "holomino.strategy.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Another move closes a hole with larger numbers around it."
    ),
    "holomino.strategy.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "That is the best move. Also watch out: a hole that is almost closed is a gift for "
        "the next player.",
    ),
    "holomino.game.title": QT_TRANSLATE_NOOP("Tutorial", "Your first game"),
    "holomino.game.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Now play a real game against the Beginner. Each turn the Hint shows a good move — "
        "you may follow it or choose your own. Make a few moves to finish the tutorial.",
    ),
    "holomino.game.done": QT_TRANSLATE_NOOP(
        "Tutorial", "You know the game now! Play on to the end, or start a new game."
    ),
    # -- Triominos --------------------------------------------------------------------------
    "triominos.opening.title": QT_TRANSLATE_NOOP("Tutorial", "Who starts"),
    "triominos.opening.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Before the deal each player draws one tile from the pool: the highest sum starts (on "
        "a tie the tied players draw again), and the tiles go back into the pool. Then with 2 "
        "players each takes 9 tiles, with 3 or 4 players 7. You drew the highest, so you "
        "start: place any tile — you score its sum.",
    ),
    "triominos.opening.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Choose any tile and click the middle of the table."
    ),
    "triominos.opening.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The round has begun; a high opening tile scores more. (In the “classic opening” "
        "variant the player holding the highest triple starts with it and scores 10 extra, "
        "40 for 0-0-0.)",
    ),
    "triominos.first.title": QT_TRANSLATE_NOOP("Tutorial", "Tiles and matching"),
    "triominos.first.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A Triominos tile is a triangle with a number from 0 to 5 at each corner. A new tile "
        "shares a whole side with the table, and every corner it touches must show the same "
        "number. Place a tile: you score the sum of its three numbers.",
    ),
    "triominos.first.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Choose a tile that lights up a place, then click the place. The program turns the "
        "tile for you; if several turns fit, R or the wheel changes it.",
    ),
    "triominos.first.done": QT_TRANSLATE_NOOP(
        "Tutorial", "A placed tile scores the sum of its three numbers."
    ),
    "triominos.bridge.title": QT_TRANSLATE_NOOP("Tutorial", "The bridge: +40"),
    "triominos.bridge.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A bridge is a tile that matches one side of the table and, with its opposite "
        "corner, just touches another tile. It earns 40 extra points. Build the bridge.",
    ),
    "triominos.bridge.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Look for a gap where a tile can lean on one side and reach across to a lone corner.",
    ),
    "triominos.bridge.done": QT_TRANSLATE_NOOP("Tutorial", "A bridge: its sum plus 40."),
    "triominos.hexagon.title": QT_TRANSLATE_NOOP("Tutorial", "The hexagon: +50"),
    "triominos.hexagon.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Six tiles around one corner make a hexagon. The tile that completes it earns 50 "
        "extra points (a second hexagon next to another one: 60, three: 70). Complete a "
        "hexagon.",
    ),
    "triominos.hexagon.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Find the corner that already has five tiles around it."
    ),
    "triominos.hexagon.done": QT_TRANSLATE_NOOP("Tutorial", "A hexagon: its sum plus 50."),
    "triominos.highest.title": QT_TRANSLATE_NOOP("Tutorial", "Only the highest bonus"),
    "triominos.highest.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "One tile here completes three hexagons at once. A move earns only its highest bonus: "
        "three hexagons give 70, not 50 + 60 + 70. Find that move.",
    ),
    "triominos.highest.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Look for the empty cell whose three corners each have five tiles around them."
    ),
    "triominos.highest.done": QT_TRANSLATE_NOOP(
        "Tutorial", "A triple hexagon: the sum plus 70, the only bonus counted."
    ),
    "triominos.draw.title": QT_TRANSLATE_NOOP("Tutorial", "Drawing costs points"),
    "triominos.draw.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "None of your tiles fits. Draw a tile from the pool: each draw costs 5 points, and "
        "you may draw up to three times. After three draws without a fit you lose 10 more "
        "and pass.",
    ),
    "triominos.draw.hint": QT_TRANSLATE_NOOP("Tutorial", "Press the draw button beside the rack."),
    "triominos.draw.done": QT_TRANSLATE_NOOP(
        "Tutorial", "You drew a tile and lost 5 points. If it fits, you may place it now."
    ),
    "triominos.pass_empty.title": QT_TRANSLATE_NOOP("Tutorial", "An empty pool"),
    "triominos.pass_empty.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The pool is empty and none of your tiles fits. Then you simply pass, without any "
        "penalty. Press the pass button.",
    ),
    "triominos.pass_empty.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Press the pass button beside the rack."
    ),
    "triominos.pass_empty.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Passed, at no cost. If the pool runs out while you are drawing, you pass without the "
        "extra 10 as well.",
    ),
    "triominos.end.title": QT_TRANSLATE_NOOP("Tutorial", "Going out"),
    "triominos.end.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "This is your last tile. Whoever places his last tile ends the round and scores 25 "
        "plus the numbers left on the other racks. Place it!",
    ),
    "triominos.end.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select your last tile and click its highlighted place."
    ),
    "triominos.end.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Round over! Scores carry over: when someone passes 400 points, that round is the "
        "last one and the highest total wins the match.",
    ),
    "triominos.blocked.title": QT_TRANSLATE_NOOP("Tutorial", "A blocked round"),
    "triominos.blocked.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The pool is empty, and after your move nobody can place a tile: the round is "
        "blocked. Then every player subtracts the sum of the numbers on his own rack. Place "
        "your tile.",
    ),
    "triominos.blocked.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Only one of your tiles fits: place it."
    ),
    "triominos.blocked.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Blocked: you lose the 6 left on your rack, your opponent the 15 on his. (In the "
        "classic variant the player with the lowest rack scores the others' racks instead.)",
    ),
    "triominos.strategy.title": QT_TRANSLATE_NOOP("Tutorial", "A little strategy"),
    "triominos.strategy.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Tip: high tiles score more, and they cost you if they are still on your rack when "
        "someone goes out. Play the move that scores the most here.",
    ),
    "triominos.strategy.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Compare the sums: another tile with higher numbers fits too."
    ),
    "triominos.strategy.done": QT_TRANSLATE_NOOP(
        "Tutorial", "Get rid of your big tiles while they fit."
    ),
    "triominos.game.title": QT_TRANSLATE_NOOP("Tutorial", "Your first game"),
    "triominos.game.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Now play against the Beginner. Each turn the Hint shows a good move. Make a few "
        "moves to finish the tutorial.",
    ),
    "triominos.game.done": QT_TRANSLATE_NOOP(
        "Tutorial", "You know the game now! Play on, or start a new game."
    ),
    # -- Hexadomino -------------------------------------------------------------------------
    "hexadomino.first.title": QT_TRANSLATE_NOOP("Tutorial", "The stones"),
    "hexadomino.first.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A Hexadomino stone is a hexagon with six fields; a field has 1 to 5 pips or is "
        "empty. Where two stones touch, the facing fields must be equal, and at least one "
        "contact must be pips against pips. Place any stone next to the start stone.",
    ),
    "hexadomino.first.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Choose a stone that lights up places, then click one. The program turns it for you.",
    ),
    "hexadomino.first.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Placed. A stone touching only one side scores nothing — the points come from "
        "touching several.",
    ),
    "hexadomino.sides.title": QT_TRANSLATE_NOOP("Tutorial", "Counting sides"),
    "hexadomino.sides.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "A placed stone scores by how many of its sides touch stones: 2 sides 2 points, "
        "3 sides 3, 4 sides 6, 5 sides 10, all 6 sides 20. Place a stone that touches two "
        "stones.",
    ),
    "hexadomino.sides.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Look for a nook between two stones and fill it."
    ),
    "hexadomino.sides.done": QT_TRANSLATE_NOOP("Tutorial", "Two sides touching: 2 points."),
    "hexadomino.draw.title": QT_TRANSLATE_NOOP("Tutorial", "Drawing"),
    "hexadomino.draw.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "No stone in your hand fits. Draw a stone from the stock; if it fits you may place "
        "it, otherwise draw once more and place that one if it fits, or else pass. (After a "
        "normal move you draw one stone automatically.)",
    ),
    "hexadomino.draw.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Press the draw button beside your stones."
    ),
    "hexadomino.draw.done": QT_TRANSLATE_NOOP(
        "Tutorial", "You drew a stone. Drawing costs nothing in Hexadomino, but takes time."
    ),
    "hexadomino.pass.title": QT_TRANSLATE_NOOP("Tutorial", "An empty stock"),
    "hexadomino.pass.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The stock is empty and none of your stones fits, so there is nothing to draw: you "
        "pass. Stones you drew earlier stay in your hand. Press the pass button.",
    ),
    "hexadomino.pass.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Press the pass button beside your stones."
    ),
    "hexadomino.pass.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Passed. Your opponent cannot place either: when he passes too, nobody can place any "
        "more and the game is over.",
    ),
    "hexadomino.strategy.title": QT_TRANSLATE_NOOP("Tutorial", "A little strategy"),
    "hexadomino.strategy.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Tip: the deeper the nook, the bigger the score. Find the place that touches the most "
        "stones.",
    ),
    "hexadomino.strategy.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Another place is surrounded by more stones."
    ),
    "hexadomino.strategy.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The best move here. Try not to leave deep nooks that your opponent can fill.",
    ),
    "hexadomino.end.title": QT_TRANSLATE_NOOP("Tutorial", "The end of the game"),
    "hexadomino.end.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The stock is empty and you hold your last stone. Placing it ends the game; the "
        "game also ends when nobody can place. Place it.",
    ),
    "hexadomino.end.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select your last stone and click a highlighted place."
    ),
    "hexadomino.end.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Game over: the higher score wins; on equal scores, fewer pips in hand win, and if "
        "those are equal too it is a draw. (In a variant the pips left in hand are subtracted "
        "at the end.)",
    ),
    "hexadomino.game.title": QT_TRANSLATE_NOOP("Tutorial", "Your first game"),
    "hexadomino.game.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Now play against the Beginner. Each turn the Hint shows a good move. Make a few "
        "moves to finish the tutorial.",
    ),
    "hexadomino.game.done": QT_TRANSLATE_NOOP(
        "Tutorial", "You know the game now! Play on, or start a new game."
    ),
    # -- square domino ----------------------------------------------------------------------
    "square_domino.start.title": QT_TRANSLATE_NOOP("Tutorial", "The start square"),
    "square_domino.start.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Each player has his own set of 28 dominoes. Both put one domino aside unseen — it takes "
        "no part in the round — and turn one over: the two form the start square, yours on the "
        "left. Your start domino has fewer pips than your opponent's, so you move first (on "
        "equal pips chance decides). Lay a square against it.",
    ),
    "square_domino.start.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select a domino that lights up places, then click one of them."
    ),
    "square_domino.start.done": QT_TRANSLATE_NOOP(
        "Tutorial", "From now on you take turns with your opponent."
    ),
    "square_domino.first.title": QT_TRANSLATE_NOOP("Tutorial", "Squares of two dominoes"),
    "square_domino.first.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "You play two dominoes at a time, side by side, as a square. A square must touch "
        "the table, and on every side where it touches, its two numbers must equal the two "
        "numbers they meet. Choose a domino, click a highlighted place; R or the wheel shows "
        "the other squares that fit there.",
    ),
    "square_domino.first.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select a domino that lights up places, then click one of them."
    ),
    "square_domino.first.done": QT_TRANSLATE_NOOP(
        "Tutorial", "Placed. You scored the pips of the two halves on the side that touches."
    ),
    "square_domino.sides.title": QT_TRANSLATE_NOOP("Tutorial", "More sides, more points"),
    "square_domino.sides.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Each side of your square that touches the table scores its two numbers. Two "
        "touching sides add up. Place a square that touches two sides, for the most points.",
    ),
    "square_domino.sides.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Find the corner place that has squares on two of its sides."
    ),
    "square_domino.sides.done": QT_TRANSLATE_NOOP("Tutorial", "Two matched sides, both counted."),
    "square_domino.bound.title": QT_TRANSLATE_NOOP("Tutorial", "At most 6 × 6"),
    "square_domino.bound.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The layout may be at most 6 squares wide and 6 squares high. This row is already 6 "
        "squares long, so no square may go beyond either end of it, even where it would "
        "match. Lay a square inside the frame.",
    ),
    "square_domino.bound.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Only the places inside the 6 × 6 frame light up; click one of them."
    ),
    "square_domino.bound.done": QT_TRANSLATE_NOOP(
        "Tutorial", "The view shifts by itself so that the layout always fits the frame."
    ),
    "square_domino.pass.title": QT_TRANSLATE_NOOP("Tutorial", "Passing"),
    "square_domino.pass.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "No square of yours fits anywhere, so you must pass. Press the pass button. If "
        "neither player can place, the round ends.",
    ),
    "square_domino.pass.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Press the pass button beside your tiles."
    ),
    "square_domino.pass.done": QT_TRANSLATE_NOOP("Tutorial", "Passed: the turn goes on."),
    "square_domino.one_set.title": QT_TRANSLATE_NOOP("Tutorial", "The variant with one set"),
    "square_domino.one_set.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "In the variant with one set of 28, each player draws 14 dominoes. The starter lays any "
        "domino and the opponent lays one beside it to complete the start square. Nobody can "
        "empty his hand: you always keep at least one domino, so the round ends in blockade. "
        "Lay a square with two of your three dominoes.",
    ),
    "square_domino.one_set.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select a domino that lights up places, then click one of them."
    ),
    "square_domino.one_set.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "One domino left: you cannot lay a square any more. When neither player can, the round "
        "ends in blockade.",
    ),
    "square_domino.strategy.title": QT_TRANSLATE_NOOP("Tutorial", "A little strategy"),
    "square_domino.strategy.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Tip: at the end of a round the pips left in your hand count against you. When "
        "several squares score the same, lay the heaviest dominoes. Find the best square here: "
        "top points, heaviest dominoes.",
    ),
    "square_domino.strategy.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Look for the place that scores the most, then use your heaviest dominoes that fit there.",
    ),
    "square_domino.strategy.done": QT_TRANSLATE_NOOP(
        "Tutorial", "The same points, and twenty pips fewer in your hand."
    ),
    "square_domino.end.title": QT_TRANSLATE_NOOP("Tutorial", "The end of the round"),
    "square_domino.end.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "These are your last two dominoes. The round ends when a player has placed all his "
        "dominoes; everyone then loses the pips left in his hand. Place your last square.",
    ),
    "square_domino.end.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select a domino and click the highlighted place."
    ),
    "square_domino.end.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Round over. Rounds go on until someone has 100 points; the higher total wins, and "
        "equal totals play another round. A match lasts at most 30 rounds: after round 30 the "
        "higher total wins even below 100.",
    ),
    "square_domino.game.title": QT_TRANSLATE_NOOP("Tutorial", "Your first game"),
    "square_domino.game.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Now play against the Beginner. Each turn the Hint shows a good move. Make a few "
        "moves to finish the tutorial.",
    ),
    "square_domino.game.done": QT_TRANSLATE_NOOP(
        "Tutorial", "You know the game now! Play on, or start a new game."
    ),
    # -- Holandski domino ---------------------------------------------------------------
    "dutch_domino.open.title": QT_TRANSLATE_NOOP("Tutorial", "The spinner"),
    "dutch_domino.open.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Holandski domino is played with a double-nine set. A round opens with a double, the "
        "spinner. Place your double in the middle.",
    ),
    "dutch_domino.open.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Select the double (both halves equal) and click the middle of the table."
    ),
    "dutch_domino.open.done": QT_TRANSLATE_NOOP(
        "Tutorial", "The spinner is down. It has four arms: up, right, down and left."
    ),
    "dutch_domino.arms.title": QT_TRANSLATE_NOOP("Tutorial", "Four arms"),
    "dutch_domino.arms.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The next four tiles go on the four sides of the spinner, each matching its number. "
        "Only then do the arms grow at their ends. Fill an empty side.",
    ),
    "dutch_domino.arms.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "A free side of the spinner needs a tile with the spinner's number."
    ),
    "dutch_domino.arms.done": QT_TRANSLATE_NOOP("Tutorial", "One more arm has started."),
    "dutch_domino.buy.title": QT_TRANSLATE_NOOP("Tutorial", "Buying"),
    "dutch_domino.buy.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Before you play you may buy up to two tiles from the boneyard — even when you "
        "could play. Here nothing fits, so you must buy. Press the buy button.",
    ),
    "dutch_domino.buy.hint": QT_TRANSLATE_NOOP("Tutorial", "Press the buy button beside the rack."),
    "dutch_domino.buy.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Bought. If the tile fits you must place it; after two buys without a fit you pass.",
    ),
    "dutch_domino.opener.title": QT_TRANSLATE_NOOP("Tutorial", "Who opens"),
    "dutch_domino.opener.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "In the first round the player with the heaviest double opens; in later rounds the "
        "loser of the previous round. The first tile must be a double. You are to open but "
        "hold no double: you must buy, one tile at a time, at most two. If you still have "
        "none, the right to open passes to the next player; if nobody can open, the tiles are "
        "dealt again. Press the buy button.",
    ),
    "dutch_domino.opener.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Press the buy button beside the rack."
    ),
    "dutch_domino.opener.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Bought. With a double you would open now; without one you may buy once more, and then "
        "the right to open passes to your opponent.",
    ),
    "dutch_domino.heavy.title": QT_TRANSLATE_NOOP("Tutorial", "A little strategy"),
    "dutch_domino.heavy.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Tip: if the table gets blocked, the player with the most pips loses. So play your "
        "heavy tiles first. Play the heaviest tile that fits.",
    ),
    "dutch_domino.heavy.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Count the pips: another tile that fits is heavier."
    ),
    "dutch_domino.heavy.done": QT_TRANSLATE_NOOP("Tutorial", "Fewer pips in hand, less danger."),
    "dutch_domino.leave.title": QT_TRANSLATE_NOOP("Tutorial", "Leaving the round"),
    "dutch_domino.leave.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "This is your last tile. A player who places his last tile leaves the round safely; "
        "the last player still holding tiles loses the round and gets a kružić (a circle). "
        "Place it.",
    ),
    "dutch_domino.leave.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Select your last tile and click its place. If it could go on two numbers, it must go "
        "on the one played more often (keep the game open).",
    ),
    "dutch_domino.leave.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "You are out; your opponent gets a kružić. Five kružići and a player is out of the "
        "match — the last one left wins.",
    ),
    "dutch_domino.keep_open.title": QT_TRANSLATE_NOOP("Tutorial", "Keep the game open"),
    "dutch_domino.keep_open.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Your last tile fits on a 2 and on a 7. When your last tile could go on two numbers, "
        "you must lay it on the number played more often so far (count the tiles on the table "
        "that show it; a double counts once), so that the scarcer number stays open. Place "
        "your last tile.",
    ),
    "dutch_domino.keep_open.hint": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Count the tiles on the table showing a 2 and those showing a 7; lay yours on the "
        "number you counted more often.",
    ),
    "dutch_domino.keep_open.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The 2 had been played eight times and the 7 six times, so the 7 stays open.",
    ),
    "dutch_domino.blocked.title": QT_TRANSLATE_NOOP("Tutorial", "Nobody can lay a tile"),
    "dutch_domino.blocked.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "The boneyard is empty, and after your move nobody can lay a tile: the round is "
        "blocked. Then the player with the most pips loses — and the double-blank, "
        "Duplo-Golo, counts 13, not 0. On equal pips the one with more tiles loses; still "
        "equal, nobody gets a kružić. Lay your tile and see who loses.",
    ),
    "dutch_domino.blocked.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Only one of your tiles fits: lay it."
    ),
    "dutch_domino.blocked.done": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Blocked. You keep 13 pips; your opponent's 1-1 and Duplo-Golo make 2 + 13 = 15, so he "
        "loses, gets a kružić and opens the next round. After a round nobody lost (or whose "
        "loser has just left the match), the heaviest double opens again.",
    ),
    "dutch_domino.game.title": QT_TRANSLATE_NOOP("Tutorial", "Your first game"),
    "dutch_domino.game.prompt": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Now play against the Beginner. Each turn the Hint shows a good move. Make a few "
        "moves to finish the tutorial.",
    ),
    "dutch_domino.game.done": QT_TRANSLATE_NOOP(
        "Tutorial", "You know the game now! Play on, or start a new game."
    ),
}


def text(string_id: str) -> str:
    """The translated text of ``string_id`` (the id itself when it is unknown)."""
    source = STRINGS.get(string_id)
    if source is None:
        return string_id
    return QCoreApplication.translate(CONTEXT, str(source))
