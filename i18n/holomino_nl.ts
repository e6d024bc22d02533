<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
    <context>
        <name>Board</name>
        <message>
            <source>This game's board cannot be drawn yet: use the move buttons.</source>
            <extracomment>the cells of a fixed board window (Holomino's 12 × 12, the 6 × 6 square board) plain words drawn on the table where a tile's shadow falls (scene units: the light comes from the top left) one colour per number 0..9 (pips and corner numbers) a table with up to this many tiles is shown centred on them the longest a tile travels from the mover's seat to its place (ms), whatever the speed how long a score pop-up stays (ms): long enough to read, short enough not to linger per tile outline: its face brush and its bevel's rim (stroking curves is the costly part of painting a tile, so each outline is stroked once, not on every cache refill) racks visible to every seat (Holomino): no hand-over screen, seat cards show hands aspect of a rack tile (width / height) rack tiles one move may need (square domino lays two at once) scene point new tiles slide in from (set by the window: the mover's seat card) where the layer rests (a shifting board animates towards it)</extracomment>
            <translation>Het speelveld van dit spel kan nog niet getekend worden: speel met de knoppen.</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>dutch_domino</comment>
            <translation>Steen %1</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes: %1</translation>
        </message>
        <message>
            <source>out of the match</source>
            <translation>uitgeschakeld</translation>
        </message>
        <message>
            <source>safe this round</source>
            <comment>dutch_domino</comment>
            <translation>deze ronde veilig</translation>
        </message>
        <message>
            <source>Pips in hand: %1</source>
            <comment>dutch_domino</comment>
            <translation>Ogen in de hand: %1</translation>
        </message>
        <message>
            <source>pips in hand</source>
            <comment>dutch_domino</comment>
            <translation>ogen in de hand</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <comment>dutch_domino</comment>
            <translation>Steen kopen</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n kružići put a player out</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Ronde %1 · wie %n kringetje heeft, ligt eruit</numerusform>
                <numerusform>Ronde %1 · wie %n kringetjes heeft, ligt eruit</numerusform>
            </translation>
        </message>
        <message>
            <source>Tiles bought this turn: %1 of 2</source>
            <comment>dutch_domino</comment>
            <translation>Deze beurt gekocht: %1 van 2</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Stone %1, pips from the top, clockwise</source>
            <comment>hexadomino</comment>
            <extracomment>dot offsets (in units of SPREAD) for 1..5 pips a stone in the hand by what its player sees: its pips, from the top, clockwise</extracomment>
            <translation>Steen %1, puntjes van boven af met de klok mee</translation>
        </message>
        <message>
            <source>Stone %1</source>
            <comment>hexadomino</comment>
            <extracomment>a stone in a row of the move log, by its pips as the row's picture shows them</extracomment>
            <translation>Steen %1</translation>
        </message>
        <message>
            <source>Draw a stone</source>
            <comment>hexadomino</comment>
            <translation>Steen trekken</translation>
        </message>
        <message>
            <source>Stones drawn this turn: %1 of 2</source>
            <comment>hexadomino</comment>
            <translation>Deze beurt getrokken: %1 van 2</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>holomino</comment>
            <translation>Tegel %1</translation>
        </message>
        <message>
            <source>Blocked: no tile still in play fits here</source>
            <comment>holomino</comment>
            <translation>Geblokkeerd: hier past geen tegel meer die nog in het spel is</translation>
        </message>
        <message>
            <source>Return tile and pass</source>
            <comment>holomino</comment>
            <translation>Tegel terugleggen en passen</translation>
        </message>
        <message>
            <source>rotation %1</source>
            <translation>stand %1</translation>
        </message>
        <message>
            <source>Scoring: several holes are multiplied</source>
            <translation>Telling van meerdere gaten: met elkaar vermenigvuldigd</translation>
        </message>
        <message>
            <source>Scoring: several holes are added, × their number</source>
            <translation>Telling van meerdere gaten: opgeteld en vermenigvuldigd met het aantal gaten</translation>
        </message>
        <message>
            <source>A square takes two tiles: select a second one to choose its partner, or let R and the wheel show the squares that fit.</source>
            <comment>square_domino</comment>
            <translation>Een vierkant bestaat uit twee stenen: kies er een tweede steen bij, of bekijk met R of het muiswiel de vierkanten die passen.</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>square_domino</comment>
            <translation>Steen %1</translation>
        </message>
        <message>
            <source>%1 with %2</source>
            <translation>%1 met %2</translation>
        </message>
        <message>
            <source>Round %1 · the totals were equal after round %2: play on until they differ</source>
            <comment>square_domino</comment>
            <translation>Ronde %1 · na ronde %2 stonden de totalen gelijk: er wordt doorgespeeld tot ze verschillen</translation>
        </message>
        <message>
            <source>Round %1 of at most %2 · the match ends when someone has 100 points</source>
            <comment>square_domino</comment>
            <translation>Ronde %1 van maximaal %2 · de wedstrijd eindigt na de ronde waarin iemand de 100 punten haalt</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>triominos</comment>
            <extracomment>gold outlines of the completed hexagons, by hexagon</extracomment>
            <translation>Steen %1</translation>
        </message>
        <message>
            <source>Draw a tile (−5)</source>
            <comment>triominos</comment>
            <translation>Steen pakken (−5)</translation>
        </message>
        <message>
            <source>Round %1 · the match ends after a round in which someone passes 400</source>
            <comment>triominos</comment>
            <translation>Ronde %1 · de wedstrijd eindigt na de ronde waarin iemand boven de 400 punten komt</translation>
        </message>
        <message>
            <source>Tiles drawn this turn: %1 of 3</source>
            <comment>triominos</comment>
            <translation>Deze beurt gepakt: %1 van 3</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>Board</source>
            <extracomment>pixels kept clear round a fitted board wheel or R on a target with several variants: +1 / -1 a rack tile (index in the rack) dropped at a scene point keyboard play: "left", "right", "up", "down", "enter", "rotate", "escape", "next_tile" says the board's name in the game's words (none before a game: "Board")</extracomment>
            <translation>Speelveld</translation>
        </message>
    </context>
    <context>
        <name>ChatPanel</name>
        <message>
            <source>Table chat</source>
            <translation>Tafelchat</translation>
        </message>
        <message>
            <source>Message to the table</source>
            <translation>Bericht aan de tafel</translation>
        </message>
        <message>
            <source>Say something to the table</source>
            <translation>Zeg iets tegen de tafel</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Versturen</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Revanche</translation>
        </message>
        <message>
            <source>Play again at the same table</source>
            <translation>Nog eens spelen aan dezelfde tafel</translation>
        </message>
        <message>
            <source>Take your seat back</source>
            <translation>Je plaats terugnemen</translation>
        </message>
        <message>
            <source>%1/%2</source>
            <translation>%1/%2</translation>
        </message>
        <message>
            <source>A chat line has at most %1 characters.</source>
            <translation>Een chatregel heeft maximaal %1 tekens.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>Coach note</source>
            <extracomment>how much higher (winning chance, 0..1) the Expert's move must be to be worth a note think time of the coach's search (seconds) widest the note in the status bar may be (pixels of text) True while a tutorial runs: the lesson asks for its own move, the coach keeps still the position the judged move was played in (as its mover saw it), for the words</extracomment>
            <translation>Opmerking van de coach</translation>
        </message>
        <message>
            <source>Coach: a better move was: %1 (about %2 % more chance of winning)</source>
            <translation>Beter volgens de coach: %1 (ongeveer %2% meer winkans)</translation>
        </message>
        <message>
            <source>Coach: the Expert's move: %1</source>
            <translation>Coach: de zet van de Expert: %1</translation>
        </message>
        <message>
            <source>The coach's move: %1</source>
            <translation>Zet van de coach: %1</translation>
        </message>
    </context>
    <context>
        <name>Comfort</name>
        <message>
            <source>&amp;File</source>
            <extracomment>the hold that keeps play still while the (window-modal) statistics dialog is open</extracomment>
            <translation>&amp;Bestand</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>Be&amp;werken</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Openen…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>Op&amp;slaan</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Opslaan &amp;als…</translation>
        </message>
        <message>
            <source>&amp;Recent files</source>
            <translation>&amp;Recente bestanden</translation>
        </message>
        <message>
            <source>Re&amp;play…</source>
            <translation>&amp;Terugkijken…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Ongedaan maken</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Opnieuw &amp;uitvoeren</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Instellingen…</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spel</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tip</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Coach</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Geluid</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>Stat&amp;istieken…</translation>
        </message>
        <message>
            <source>The data folder cannot be used (%1): nothing will be saved.</source>
            <translation>De gegevensmap kan niet gebruikt worden (%1): er wordt niets opgeslagen.</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Zet teruggenomen.</translation>
        </message>
        <message>
            <source>Move played again.</source>
            <translation>Zet opnieuw gespeeld.</translation>
        </message>
        <message>
            <source>Holomino Desktop</source>
            <translation>Holomino Desktop</translation>
        </message>
    </context>
    <context>
        <name>FileErrors</name>
        <message numerus="yes">
            <source>the match ended after round %1, the last of at most %n round(s)</source>
            <translation>
                <numerusform>de wedstrijd eindigde na ronde %1, de laatste van maximaal %n ronde</numerusform>
                <numerusform>de wedstrijd eindigde na ronde %1, de laatste van maximaal %n rondes</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (“%2”) cannot be played: the game ended with move %3. The file goes on after the end, so it was probably saved by an older version whose rules let the game go on.</source>
            <translation>Zet %1 („%2”) kan niet gespeeld worden: de partij was al afgelopen met zet %3. Het bestand bevat daarna nog zetten; waarschijnlijk is het opgeslagen door een oudere versie die de partij liet doorgaan.</translation>
        </message>
        <message numerus="yes">
            <source>The file names %n player(s), but the game is for %1.</source>
            <translation>
                <numerusform>Het bestand noemt %n speler, maar het spel is voor %1.</numerusform>
                <numerusform>Het bestand noemt %n spelers, maar het spel is voor %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (“%2”) cannot be played: %3</source>
            <extracomment>(the English reason's shape, how to say it in the current language); first match wins</extracomment>
            <translation>Zet %1 („%2”) kan niet gespeeld worden. %3</translation>
        </message>
        <message>
            <source>The game cannot be started: %1</source>
            <translation>De partij kan niet beginnen. %1</translation>
        </message>
        <message>
            <source>The game's options are wrong: %1</source>
            <translation>De spelopties kloppen niet. %1</translation>
        </message>
        <message>
            <source>The scores in the file (%1) differ from the replayed ones (%2).</source>
            <translation>De scores in het bestand (%1) verschillen van die bij het naspelen (%2).</translation>
        </message>
        <message>
            <source>A game file must hold one JSON object.</source>
            <translation>Een spelbestand moet één JSON-object bevatten.</translation>
        </message>
        <message>
            <source>This is not a Holomino Desktop game file.</source>
            <translation>Dit is geen spelbestand van Holomino Desktop.</translation>
        </message>
        <message>
            <source>The file has no valid version number.</source>
            <translation>Het bestand heeft geen geldig versienummer.</translation>
        </message>
        <message>
            <source>The file was written by a newer version of the program (format %1; this one reads up to format %2).</source>
            <translation>Het bestand is gemaakt door een nieuwere versie van het programma (formaat %1; deze versie leest tot en met formaat %2).</translation>
        </message>
        <message>
            <source>The file is for an unknown game “%1”.</source>
            <translation>Het bestand hoort bij een onbekend spel: „%1”.</translation>
        </message>
        <message>
            <source>The moves must be a list of short texts.</source>
            <translation>De zetten moeten een lijst van korte teksten zijn.</translation>
        </message>
        <message>
            <source>The reshuffles after undos must be a list of pairs: moves kept, seed.</source>
            <translation>De herschuddingen na het terugnemen moeten een lijst van paren zijn: bewaarde zetten, beginwaarde.</translation>
        </message>
        <message>
            <source>The reshuffle %1 is not a pair of moves kept and a seed, in order.</source>
            <translation>Herschudding %1 is geen paar van bewaarde zetten en een beginwaarde, in die volgorde.</translation>
        </message>
        <message>
            <source>The “result” entry must be a JSON object.</source>
            <translation>Het onderdeel „result” moet een JSON-object zijn.</translation>
        </message>
        <message>
            <source>The file is too large to be a game file (more than %1 MB).</source>
            <translation>Het bestand is te groot voor een spelbestand (meer dan %1 MB).</translation>
        </message>
        <message>
            <source>The file is not a text file (not UTF-8).</source>
            <translation>Het bestand is geen tekstbestand (geen UTF-8).</translation>
        </message>
        <message>
            <source>The file stores a result, but its game is not finished.</source>
            <translation>Het bestand bevat een uitslag, maar de partij erin is nog niet afgelopen.</translation>
        </message>
        <message>
            <source>The result in the file (%1) differs from the replayed one (%2).</source>
            <translation>De uitslag in het bestand (%1) verschilt van die bij het naspelen (%2).</translation>
        </message>
        <message>
            <source>The file's version %1 is not valid (it must be 1 or more).</source>
            <translation>Versie %1 van het bestand is ongeldig (die moet 1 of hoger zijn).</translation>
        </message>
        <message>
            <source>The game's options are wrong (%1).</source>
            <translation>De spelopties kloppen niet (%1).</translation>
        </message>
        <message>
            <source>The game in the file could not be saved again as it is (%1).</source>
            <translation>De partij in het bestand kan niet ongewijzigd opnieuw worden opgeslagen (%1).</translation>
        </message>
        <message>
            <source>This is not an ordinary file (it is a folder, a device or a pipe).</source>
            <translation>Dit is geen gewoon bestand (maar een map, een apparaat of een speciaal bestand).</translation>
        </message>
        <message>
            <source>The game holds a text that is not valid Unicode.</source>
            <translation>De partij bevat een tekst die geen geldige Unicode is.</translation>
        </message>
        <message>
            <source>The key %1 appears twice in one JSON object.</source>
            <translation>De sleutel %1 komt twee keer voor in één JSON-object.</translation>
        </message>
        <message>
            <source>The game review in the file (“review”) must be a JSON object.</source>
            <translation>De analyse van de partij in het bestand („review”) moet een JSON-object zijn.</translation>
        </message>
        <message>
            <source>The game review in the file has version %1; this program reads version 1.</source>
            <translation>De analyse van de partij in het bestand heeft versie %1; dit programma leest versie 1.</translation>
        </message>
        <message>
            <source>The game review's entry “%1” is missing or has the wrong kind.</source>
            <translation>Het onderdeel „%1” van de analyse ontbreekt of is van de verkeerde soort.</translation>
        </message>
        <message>
            <source>The game review's entry “seats” must be a list of seat numbers.</source>
            <translation>Het onderdeel „seats” van de analyse moet een lijst van plaatsnummers zijn.</translation>
        </message>
        <message>
            <source>The game review's entry “moves” must be a list no longer than the game's moves.</source>
            <translation>Het onderdeel „moves” van de analyse moet een lijst zijn die niet langer is dan de zetten van de partij.</translation>
        </message>
        <message>
            <source>Item %1 of the game review must be a JSON object with: %2.</source>
            <translation>Onderdeel %1 van de analyse moet een JSON-object zijn met: %2.</translation>
        </message>
        <message>
            <source>Item %1 of the game review has a wrong “%2”.</source>
            <translation>Onderdeel %1 van de analyse heeft een verkeerde „%2”.</translation>
        </message>
        <message>
            <source>Item %1 of the game review does not match move %2 of the game.</source>
            <translation>Onderdeel %1 van de analyse past niet bij zet %2 van de partij.</translation>
        </message>
        <message>
            <source>Item %1 of the game review names a seat or a verdict this review does not know.</source>
            <translation>Onderdeel %1 van de analyse noemt een plaats of een oordeel dat deze analyse niet kent.</translation>
        </message>
        <message>
            <source>The file is not valid JSON: it may have been cut short.</source>
            <translation>Het bestand is geen geldige JSON: het is misschien afgebroken.</translation>
        </message>
        <message>
            <source>The file's entries are nested too deep to be read.</source>
            <translation>De gegevens in het bestand zijn te diep genest om gelezen te worden.</translation>
        </message>
        <message>
            <source>The file holds a number too large to be read.</source>
            <translation>Het bestand bevat een getal dat te groot is om te lezen.</translation>
        </message>
        <message>
            <source>The file's entries do not have the expected form.</source>
            <translation>De gegevens in het bestand hebben niet de verwachte vorm.</translation>
        </message>
        <message>
            <source>The file is not valid JSON (%1).</source>
            <translation>Het bestand is geen geldige JSON (%1).</translation>
        </message>
        <message>
            <source>The file cannot be read (%1).</source>
            <extracomment>Python's own message when a JSON number has more digits than it converts (``sys.int_info``)</extracomment>
            <translation>Het bestand kan niet gelezen worden (%1).</translation>
        </message>
        <message>
            <source>The entry “%1” is missing from the file or has the wrong kind.</source>
            <translation>Het onderdeel „%1” ontbreekt in het bestand of is van de verkeerde soort.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Elke speler heeft een naam nodig.</translation>
        </message>
        <message>
            <source>A player is “human” or “ai”, not %1.</source>
            <translation>Een speler is „human” of „ai”, niet %1.</translation>
        </message>
        <message>
            <source>A player's level must be a text.</source>
            <translation>Het niveau van een speler moet een tekst zijn.</translation>
        </message>
        <message>
            <source>The file is not a valid game file (%1).</source>
            <translation>Het bestand is geen geldig spelbestand (%1).</translation>
        </message>
        <message>
            <source>The game in the file cannot be replayed (%1).</source>
            <translation>De partij in het bestand kan niet worden nagespeeld (%1).</translation>
        </message>
        <message>
            <source>The players in the file do not match the game.</source>
            <translation>De spelers in het bestand passen niet bij de partij.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Game in progress</source>
            <extracomment>what the save / discard / cancel question settled: nothing to ask, saved, discarded, cancelled a game file was shown: (whether its match was already over) something the player should hear about at start-up (a damaged autosave set aside) the autosave writes to the user data folder only when the program (not a test window) switches it on (``Comfort.use_data_folder``) True while the autosave must keep the game it holds (a tutorial runs: its games are not the player's game in progress) the game set aside while a tutorial runs (:meth:`set_aside`, :meth:`bring_back`) the moves of the game as last saved or opened (None: never): what is not lost</extracomment>
            <translation>Lopende partij</translation>
        </message>
        <message>
            <source>The game in progress has moves that are not saved. Save it first?</source>
            <translation>De lopende partij heeft zetten die nog niet zijn opgeslagen. Wil je die eerst opslaan?</translation>
        </message>
        <message>
            <source>The game in progress is back.</source>
            <translation>Je speelt verder met de onderbroken partij.</translation>
        </message>
        <message>
            <source>Holomino games (*.holomino.json);;JSON files (*.json)</source>
            <translation>Holomino-partijen (*.holomino.json);;JSON-bestanden (*.json)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(geen)</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Automatisch opslaan mislukt: %1</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Partij opslaan</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>De partij kon niet worden opgeslagen: %1</translation>
        </message>
        <message>
            <source>Game saved to %1.</source>
            <translation>Partij opgeslagen als %1.</translation>
        </message>
        <message>
            <source>Open a game</source>
            <translation>Partij openen</translation>
        </message>
        <message>
            <source>%1 cannot be opened: %2</source>
            <translation>%1 kan niet worden geopend: %2</translation>
        </message>
        <message>
            <source>Opened %1.</source>
            <translation>%1 geopend.</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Verder spelen</translation>
        </message>
        <message>
            <source>A game was in progress when the program closed. Continue it?</source>
            <translation>Er was nog een partij bezig toen het programma werd afgesloten. Wil je verder spelen?</translation>
        </message>
        <message>
            <source>The game in progress was restored.</source>
            <translation>De onderbroken partij is hersteld.</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>Een partij terugkijken</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>%1 kan niet worden geschreven: %2</translation>
        </message>
    </context>
    <context>
        <name>GameWords</name>
        <message>
            <source>Your tiles — choose one</source>
            <comment>holomino</comment>
            <extracomment>a word's key -&gt; its message for the game (``n`` is the count of ``%n`` texts) games played as one game, never a match of rounds: their end is "the end of the game", with no column for a round games that count kružići, not points: a round's loser receives one (its score item counts −1 against him); the screens show them received, "+1 kružić", and count them up</extracomment>
            <translation>Jouw tegels — kies er één</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>holomino</comment>
            <translation>Jouw tegels</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>holomino</comment>
            <translation>Tegels: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n tegel in de hand</numerusform>
                <numerusform>%n tegels in de hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the sack</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n tegel in de zak</numerusform>
                <numerusform>%n tegels in de zak</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your rack.</source>
            <comment>holomino</comment>
            <translation>kies een tegel uit je hand.</translation>
        </message>
        <message>
            <source>no tile of yours fits: use a button to the right of the rack.</source>
            <comment>holomino</comment>
            <translation>geen van je tegels past: gebruik een knop rechts van je tegels.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>holomino</comment>
            <translation>Deze tegel past nu nergens: kies een andere.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>holomino</comment>
            <translation>Eén plek voor deze tegel (gemarkeerd): klik erop.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n plek voor deze tegel (gemarkeerd): klik erop.</numerusform>
                <numerusform>%n plekken voor deze tegel (gemarkeerd): klik er één aan.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>holomino</comment>
            <translation>Einde van de ronde</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>holomino</comment>
            <translation>De ronde is voorbij</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>holomino</comment>
            <translation>Deze ronde</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>holomino</comment>
            <translation>Volgende &amp;ronde</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>holomino</comment>
            <translation>Klik om de zet op het speelveld te zien</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>holomino</comment>
            <translation>Hier is de zet: hij is op het speelveld gemarkeerd. Klik erop.</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <comment>holomino</comment>
            <translation>Kies eerst een tegel uit je hand.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>holomino</comment>
            <translation>Die tegel past daar niet: kies een gemarkeerde plek.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>holomino</comment>
            <translation>De tegels zijn uitgedeeld.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>holomino</comment>
            <translation>Laat zien welke tegel je waar moet leggen</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>holomino</comment>
            <translation>Met de pijltjestoetsen ga je langs de gemarkeerde plekken, R draait de tegel, Enter legt hem</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>holomino</comment>
            <translation>Leg de tegel op de gekozen plek</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>holomino</comment>
            <translation>Draai de gekozen tegel</translation>
        </message>
        <message>
            <source>The start tile %1</source>
            <comment>holomino</comment>
            <translation>De starttegel %1</translation>
        </message>
        <message>
            <source>Board</source>
            <comment>holomino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Speelveld</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>holomino</comment>
            <translation>&amp;Leggen</translation>
        </message>
        <message>
            <source>On the board, in the order laid: %1.</source>
            <comment>holomino</comment>
            <translation>Op het speelveld, in de volgorde van leggen: %1.</translation>
        </message>
        <message>
            <source>Your rack — choose a tile</source>
            <comment>triominos</comment>
            <translation>Jouw plankje — kies een steen</translation>
        </message>
        <message>
            <source>Your rack</source>
            <comment>triominos</comment>
            <translation>Jouw plankje</translation>
        </message>
        <message>
            <source>Rack: %1</source>
            <comment>triominos</comment>
            <translation>Plankje: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) on the rack</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n steen op het plankje</numerusform>
                <numerusform>%n stenen op het plankje</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the pool</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n steen in de pot</numerusform>
                <numerusform>%n stenen in de pot</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your rack.</source>
            <comment>triominos</comment>
            <translation>kies een steen van je plankje.</translation>
        </message>
        <message>
            <source>no tile of yours fits: use a button to the right of the rack.</source>
            <comment>triominos</comment>
            <translation>geen van je stenen past: gebruik een knop rechts van je plankje.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>triominos</comment>
            <translation>Deze steen past nu nergens: kies een andere.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>triominos</comment>
            <translation>Eén plek voor deze steen (gemarkeerd): klik erop.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n plek voor deze steen (gemarkeerd): klik erop.</numerusform>
                <numerusform>%n plekken voor deze steen (gemarkeerd): klik er één aan.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>triominos</comment>
            <translation>Einde van de ronde</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>triominos</comment>
            <translation>De ronde is voorbij</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>triominos</comment>
            <translation>Deze ronde</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>triominos</comment>
            <translation>Volgende &amp;ronde</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>triominos</comment>
            <translation>Klik om de zet op tafel te zien</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>triominos</comment>
            <translation>Hier is de zet: hij is op tafel gemarkeerd. Klik erop.</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <comment>triominos</comment>
            <translation>Kies eerst een steen van je plankje.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>triominos</comment>
            <translation>Die steen past daar niet: kies een gemarkeerde plek.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>triominos</comment>
            <translation>De stenen zijn uitgedeeld.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>triominos</comment>
            <translation>Laat zien welke steen je waar moet leggen</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>triominos</comment>
            <translation>Met de pijltjestoetsen ga je langs de gemarkeerde plekken, R draait de steen, Enter legt hem</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>triominos</comment>
            <translation>Leg de steen op de gekozen plek</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>triominos</comment>
            <translation>Draai de gekozen steen</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>triominos</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Tafel</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>triominos</comment>
            <translation>&amp;Leggen</translation>
        </message>
        <message>
            <source>On the table, in the order laid: %1.</source>
            <comment>triominos</comment>
            <translation>Op tafel, in de volgorde van leggen: %1.</translation>
        </message>
        <message>
            <source>Nothing is on the table yet.</source>
            <comment>triominos</comment>
            <translation>Er ligt nog niets op tafel.</translation>
        </message>
        <message>
            <source>Your stones — choose one</source>
            <comment>hexadomino</comment>
            <translation>Jouw stenen — kies er één</translation>
        </message>
        <message>
            <source>Your stones</source>
            <comment>hexadomino</comment>
            <translation>Jouw stenen</translation>
        </message>
        <message>
            <source>Stones: %1</source>
            <comment>hexadomino</comment>
            <translation>Stenen: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in hand</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n steen in de hand</numerusform>
                <numerusform>%n stenen in de hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in the stock</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n steen in de voorraad</numerusform>
                <numerusform>%n stenen in de voorraad</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a stone from your hand.</source>
            <comment>hexadomino</comment>
            <translation>kies een steen uit je hand.</translation>
        </message>
        <message>
            <source>no stone of yours fits: use a button to the right of your stones.</source>
            <comment>hexadomino</comment>
            <translation>geen van je stenen past: gebruik een knop rechts van je stenen.</translation>
        </message>
        <message>
            <source>This stone fits nowhere now: choose another one.</source>
            <comment>hexadomino</comment>
            <translation>Deze steen past nu nergens: kies een andere.</translation>
        </message>
        <message>
            <source>One field for this stone (highlighted): click it.</source>
            <comment>hexadomino</comment>
            <translation>Eén plek voor deze steen (gemarkeerd): klik erop.</translation>
        </message>
        <message numerus="yes">
            <source>%n field(s) for this stone (highlighted): click one.</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n plek voor deze steen (gemarkeerd): klik erop.</numerusform>
                <numerusform>%n plekken voor deze steen (gemarkeerd): klik er één aan.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>hexadomino</comment>
            <translation>Einde van de ronde</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>hexadomino</comment>
            <translation>De ronde is voorbij</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>hexadomino</comment>
            <translation>Deze ronde</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>hexadomino</comment>
            <translation>Volgende &amp;ronde</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>hexadomino</comment>
            <translation>Klik om de zet op het speelveld te zien</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>hexadomino</comment>
            <translation>Hier is de zet: hij is op het speelveld gemarkeerd. Klik erop.</translation>
        </message>
        <message>
            <source>Choose a stone in your hand first.</source>
            <comment>hexadomino</comment>
            <translation>Kies eerst een steen uit je hand.</translation>
        </message>
        <message>
            <source>The selected stone cannot go there: use a highlighted field.</source>
            <comment>hexadomino</comment>
            <translation>Die steen past daar niet: kies een gemarkeerde plek.</translation>
        </message>
        <message>
            <source>The stones have been dealt.</source>
            <comment>hexadomino</comment>
            <translation>De stenen zijn uitgedeeld.</translation>
        </message>
        <message>
            <source>Select the stone and aim at the field asked for</source>
            <comment>hexadomino</comment>
            <translation>Laat zien welke steen je waar moet leggen</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted fields, R turns, Enter places the stone</source>
            <comment>hexadomino</comment>
            <translation>Met de pijltjestoetsen ga je langs de gemarkeerde plekken, R draait de steen, Enter legt hem</translation>
        </message>
        <message>
            <source>Place the stone</source>
            <comment>hexadomino</comment>
            <translation>Leg de steen op de gekozen plek</translation>
        </message>
        <message>
            <source>Turn the stone</source>
            <comment>hexadomino</comment>
            <translation>Draai de gekozen steen</translation>
        </message>
        <message>
            <source>The start stone %1</source>
            <comment>hexadomino</comment>
            <translation>De beginsteen %1</translation>
        </message>
        <message>
            <source>Board</source>
            <comment>hexadomino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Speelveld</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>hexadomino</comment>
            <translation>&amp;Leggen</translation>
        </message>
        <message>
            <source>On the board, in the order laid: %1.</source>
            <comment>hexadomino</comment>
            <translation>Op het speelveld, in de volgorde van leggen: %1.</translation>
        </message>
        <message>
            <source>Your tiles — choose one</source>
            <comment>square_domino</comment>
            <translation>Jouw stenen — kies er één</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>square_domino</comment>
            <translation>Jouw stenen</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>square_domino</comment>
            <translation>Stenen: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n steen in de hand</numerusform>
                <numerusform>%n stenen in de hand</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your hand.</source>
            <comment>square_domino</comment>
            <translation>kies een steen uit je hand.</translation>
        </message>
        <message>
            <source>no square of yours fits: use the button to the right of your tiles.</source>
            <comment>square_domino</comment>
            <translation>je kunt geen vierkant leggen: gebruik de knop rechts van je stenen.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>square_domino</comment>
            <translation>Deze steen past nu nergens: kies een andere.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>square_domino</comment>
            <translation>Eén plek voor deze steen (gemarkeerd): klik erop.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n plek voor deze steen (gemarkeerd): klik erop.</numerusform>
                <numerusform>%n plekken voor deze steen (gemarkeerd): klik er één aan.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>square_domino</comment>
            <translation>Einde van de ronde</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>square_domino</comment>
            <translation>De ronde is voorbij</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>square_domino</comment>
            <translation>Deze ronde</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>square_domino</comment>
            <translation>Volgende &amp;ronde</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>square_domino</comment>
            <translation>Klik om de zet op het speelveld te zien</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>square_domino</comment>
            <translation>Hier is de zet: hij is op het speelveld gemarkeerd. Klik erop.</translation>
        </message>
        <message>
            <source>Choose a tile in your hand first.</source>
            <comment>square_domino</comment>
            <translation>Kies eerst een steen uit je hand.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>square_domino</comment>
            <translation>Die steen past daar niet: kies een gemarkeerde plek.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>square_domino</comment>
            <translation>De stenen zijn uitgedeeld.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>square_domino</comment>
            <translation>Laat zien welke steen je waar moet leggen</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>square_domino</comment>
            <translation>Met de pijltjestoetsen ga je langs de gemarkeerde plekken, R draait de steen, Enter legt hem</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>square_domino</comment>
            <translation>Leg de steen op de gekozen plek</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>square_domino</comment>
            <translation>Draai de gekozen steen</translation>
        </message>
        <message>
            <source>The start square %1</source>
            <comment>square_domino</comment>
            <translation>Het startvierkant %1</translation>
        </message>
        <message>
            <source>Layout</source>
            <comment>square_domino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Speelveld</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>square_domino</comment>
            <translation>&amp;Leggen</translation>
        </message>
        <message>
            <source>In the layout, in the order laid: %1.</source>
            <comment>square_domino</comment>
            <translation>Op het speelveld, in de volgorde van leggen: %1.</translation>
        </message>
        <message>
            <source>Your tiles — choose one</source>
            <comment>dutch_domino</comment>
            <translation>Jouw stenen — kies er één</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>dutch_domino</comment>
            <translation>Jouw stenen</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>dutch_domino</comment>
            <translation>Stenen: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>%n steen in de hand</numerusform>
                <numerusform>%n stenen in de hand</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) left to buy</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Nog %n steen te koop</numerusform>
                <numerusform>Nog %n stenen te koop</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your hand.</source>
            <comment>dutch_domino</comment>
            <translation>kies een steen uit je hand.</translation>
        </message>
        <message>
            <source>no tile of yours fits the layout: buy or pass with the buttons on the right.</source>
            <comment>dutch_domino</comment>
            <translation>geen van je stenen past op tafel: koop of pas met de knoppen rechts.</translation>
        </message>
        <message>
            <source>This tile fits nowhere on the layout now: choose another one.</source>
            <comment>dutch_domino</comment>
            <translation>Deze steen past nu nergens op tafel: kies een andere.</translation>
        </message>
        <message>
            <source>One place on the layout for this tile (highlighted): click it.</source>
            <comment>dutch_domino</comment>
            <translation>Eén plek op tafel voor deze steen (gemarkeerd): klik erop.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) on the layout for this tile (highlighted): click one.</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>%n plek op tafel voor deze steen (gemarkeerd): klik erop.</numerusform>
                <numerusform>%n plekken op tafel voor deze steen (gemarkeerd): klik er één aan.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>dutch_domino</comment>
            <translation>Einde van de ronde</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>dutch_domino</comment>
            <translation>De ronde is voorbij</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>dutch_domino</comment>
            <translation>Deze ronde</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>dutch_domino</comment>
            <translation>Volgende &amp;ronde</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>dutch_domino</comment>
            <translation>Klik om de zet op tafel te zien</translation>
        </message>
        <message>
            <source>Layout</source>
            <comment>dutch_domino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Tafel</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>dutch_domino</comment>
            <translation>&amp;Leggen</translation>
        </message>
        <message>
            <source>In the layout, in the order laid: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Op tafel, in de volgorde van leggen: %1.</translation>
        </message>
        <message>
            <source>Nothing is in the layout yet.</source>
            <comment>dutch_domino</comment>
            <translation>Er ligt nog niets op tafel.</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>dutch_domino</comment>
            <translation>Hier is de zet: hij is op tafel gemarkeerd. Klik erop.</translation>
        </message>
        <message>
            <source>Choose a tile in your hand first.</source>
            <comment>dutch_domino</comment>
            <translation>Kies eerst een steen uit je hand.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>dutch_domino</comment>
            <translation>Die steen past daar niet: kies een gemarkeerde plek op tafel.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>dutch_domino</comment>
            <translation>De stenen zijn uitgedeeld.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>dutch_domino</comment>
            <translation>Laat zien welke steen je waar moet leggen</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>dutch_domino</comment>
            <translation>Met de pijltjestoetsen ga je langs de gemarkeerde plekken, R draait de steen, Enter legt hem</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>dutch_domino</comment>
            <translation>Leg de steen op de gekozen plek</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>dutch_domino</comment>
            <translation>Draai de gekozen steen</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>The host's table plays without hints.</source>
            <extracomment>the move the last hint showed (None: no hint shown yet) answers a hint before the Expert is asked: True when it did (a tutorial's lesson step gives its own hint, so the normal game's hint never contradicts the lesson)</extracomment>
            <translation>Aan deze tafel heeft de host de tips uitgeschakeld.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Op zoek naar een goede zet…</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Tip: %1</translation>
        </message>
    </context>
    <context>
        <name>HostLobbyDialog</name>
        <message>
            <source>Your table</source>
            <translation>Jouw tafel</translation>
        </message>
        <message>
            <source>Tell your friends this invite code. They choose Game → Play with friends → Join a table and type it.</source>
            <translation>Geef je vrienden deze uitnodigingscode. Zij kiezen Spel → Spelen met vrienden → Aan een tafel aanschuiven en typen daar de code in.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiëren</translation>
        </message>
        <message>
            <source>Copy the invite code</source>
            <translation>De uitnodigingscode kopiëren</translation>
        </message>
        <message>
            <source>Address: %1</source>
            <translation>Adres: %1</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Beginnen</translation>
        </message>
        <message>
            <source>Close the table</source>
            <translation>Tafel sluiten</translation>
        </message>
        <message>
            <source>Relay %1: connecting…</source>
            <translation>Relayserver %1: verbinden…</translation>
        </message>
        <message>
            <source>Relay %1 answers: friends anywhere can join with the code.</source>
            <translation>Relayserver %1 antwoordt: vrienden kunnen van overal aanschuiven met de code.</translation>
        </message>
        <message>
            <source>Relay %1 does not answer: trying again. Friends on your network can still join.</source>
            <translation>Relayserver %1 antwoordt niet: we proberen het opnieuw. Vrienden op je netwerk kunnen nog steeds aanschuiven.</translation>
        </message>
    </context>
    <context>
        <name>HostSetupDialog</name>
        <message>
            <source>Host</source>
            <comment>the host's name at the table, as every guest sees it</comment>
            <translation>Host</translation>
        </message>
        <message>
            <source>Friend %1</source>
            <translation>Vriend %1</translation>
        </message>
        <message>
            <source>A friend (joins with the code)</source>
            <translation>Een vriend (schuift aan met de code)</translation>
        </message>
        <message>
            <source>Play with friends</source>
            <translation>Spelen met vrienden</translation>
        </message>
        <message>
            <source>&amp;Open the table</source>
            <translation>Tafel &amp;openen</translation>
        </message>
        <message>
            <source>&amp;Wait for a friend who drops (minutes):</source>
            <translation>&amp;Wachten als een vriend wegvalt (minuten):</translation>
        </message>
        <message>
            <source>Then the computer plays at:</source>
            <translation>Daarna speelt de computer op niveau:</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Join a table</source>
            <translation>Aan een tafel aanschuiven</translation>
        </message>
        <message>
            <source>Invite &amp;code:</source>
            <translation>Uitnodigings&amp;code:</translation>
        </message>
        <message>
            <source>&amp;Address (if not listed):</source>
            <translation>&amp;Adres (als de tafel er niet bij staat):</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Je &amp;naam:</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>De naam die de anderen zien</translation>
        </message>
        <message>
            <source>Tables on your network:</source>
            <translation>Tafels op je netwerk:</translation>
        </message>
        <message>
            <source>&amp;Join</source>
            <translation>Aan&amp;schuiven</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>%1 — %2, free seats: %3 (%4:%5)</source>
            <translation>%1 — %2, vrije plaatsen: %3 (%4:%5)</translation>
        </message>
        <message>
            <source>The relay after @ in that code is not an address: check the part after @.</source>
            <translation>Wat na @ in die code staat, is geen adres van een relayserver: controleer het deel na @.</translation>
        </message>
        <message>
            <source>That is not an invite code: a code looks like %1.</source>
            <translation>Dat is geen uitnodigingscode; een code ziet er zo uit: %1.</translation>
        </message>
        <message>
            <source>Type the table's address, or pick a table from the list.</source>
            <translation>Typ het adres van de tafel, of kies een tafel uit de lijst.</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Verbinden…</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>System language</source>
            <extracomment>the settings key holding the chosen language (shared with the Settings dialog of ``ui/settings.py``; missing or "" follows the system) the language of the source texts every language the program can speak, with its name in that language (never translated: a person looks for their own language's name) the QLocale each language code stands for (numbers, plural rules of Qt's base texts)</extracomment>
            <translation>Systeemtaal</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation>Willekeurig</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Makkelijk</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Gemiddeld</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Halfgevorderd</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Moeilijk</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Sterk</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Meester</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Holomino Desktop</source>
            <translation>Holomino Desktop</translation>
        </message>
        <message>
            <source>New game…</source>
            <extracomment>(widget attribute of WindowWidgets, setter, English source): set when built and again after a language switch. A label that shows text (the title, the status line) has no name of its own: a screen reader reads the text it shows.</extracomment>
            <translation>Nieuw spel…</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>&amp;Leggen</translation>
        </message>
        <message>
            <source>&amp;Turn (R)</source>
            <translation>&amp;Draaien (R)</translation>
        </message>
        <message>
            <source>H&amp;int</source>
            <translation>&amp;Tip</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Laat een goede zet zien</translation>
        </message>
        <message>
            <source>The Expert suggests a move (about a second)</source>
            <translation>De Expert stelt een zet voor (ongeveer een seconde)</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>Doorgeven</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Zetten</translation>
        </message>
        <message>
            <source>Computer is thinking</source>
            <translation>De computer denkt na</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <extracomment>every menu text with its English source: retranslate_ui sets them again</extracomment>
            <translation>&amp;Spel</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nieuw spel…</translation>
        </message>
        <message>
            <source>&amp;Restart with the same players</source>
            <translation>Opnieuw &amp;beginnen met dezelfde spelers</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Afsluiten</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>B&amp;eeld</translation>
        </message>
        <message>
            <source>&amp;Fit board</source>
            <translation>&amp;Alles in beeld</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Inzoomen</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Uitzoomen</translation>
        </message>
        <message>
            <source>Say what was laid &amp;next</source>
            <translation>Voorlezen wat daar&amp;na gelegd is</translation>
        </message>
        <message>
            <source>Say what was laid &amp;before</source>
            <translation>Voorlezen wat daar&amp;voor gelegd is</translation>
        </message>
        <message>
            <source>Read the &amp;scores</source>
            <translation>Stan&amp;d voorlezen</translation>
        </message>
        <message>
            <source>Say &amp;where the cursor is</source>
            <translation>Voorlezen &amp;waar de cursor staat</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <extracomment>pause before an AI search when animations are off (the window paints the last move first) a fresh painter on an empty scene: whatever was drawn on the old one is gone the board was drawn again in other colours: the panels refresh where an AI move's tile comes from (the mover's seat card), scene coordinates</extracomment>
            <translation>&amp;Snelheid van animaties</translation>
        </message>
        <message>
            <source>Off</source>
            <extracomment>animation speeds: id -&gt; milliseconds for one tile View → Animation speed: setting id and its English label</extracomment>
            <translation>Geen animatie</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Snel</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langzaam</translation>
        </message>
        <message>
            <source>Say what has been lai&amp;d</source>
            <translation>Voorlezen wat er ge&amp;legd is</translation>
        </message>
        <message>
            <source>Arrow &amp;keys walk over the laid pieces too</source>
            <translation>&amp;Pijltjestoetsen gaan ook langs wat er gelegd is</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Taal</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Rules of the game</source>
            <translation>&amp;Spelregels</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;Over</translation>
        </message>
        <message>
            <source>About Holomino Desktop</source>
            <translation>Over Holomino Desktop</translation>
        </message>
        <message>
            <source>Holomino Desktop %1
Five domino-family tile games against the computer or friends.</source>
            <translation>Holomino Desktop %1
Vijf spellen uit de dominofamilie, tegen de computer of tegen vrienden.</translation>
        </message>
        <message>
            <source>%1 — Holomino Desktop</source>
            <translation>%1 — Holomino Desktop</translation>
        </message>
    </context>
    <context>
        <name>MatchCounter</name>
        <message>
            <source>Statistics not saved: %1</source>
            <extracomment>something the player should hear about at start-up (a damaged statistics file)</extracomment>
            <translation>Statistieken niet opgeslagen: %1</translation>
        </message>
    </context>
    <context>
        <name>MoveLog</name>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Zet</translation>
        </message>
        <message>
            <source>Points</source>
            <extracomment>what the last column counts: points, or what the game counts instead (kružići)</extracomment>
            <translation>Punten</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>Verloop van de zetten</translation>
        </message>
        <message>
            <source>&amp;Copy the moves in notation</source>
            <translation>Zetten in notatie &amp;kopiëren</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes</translation>
        </message>
    </context>
    <context>
        <name>MoveLogView</name>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Einde van de partij</translation>
        </message>
    </context>
    <context>
        <name>MoveTable</name>
        <message>
            <source>Reviewed moves</source>
            <extracomment>the game counts kružići (a move's −1 is a kružić received), not points</extracomment>
            <translation>Geanalyseerde zetten</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Zet</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Gespeeld</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>Best move</source>
            <translation>Beste zet</translation>
        </message>
        <message>
            <source>Most points</source>
            <translation>Meeste punten</translation>
        </message>
        <message>
            <source>Its points</source>
            <translation>Punten beste zet</translation>
        </message>
        <message>
            <source>Win chance</source>
            <translation>Winkans</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Oordeel</translation>
        </message>
        <message>
            <source>Points missed</source>
            <translation>Gemiste punten</translation>
        </message>
        <message>
            <source>The most points any move scored at once, less the move's own points</source>
            <translation>De meeste punten die hier met één zet te halen waren, min de punten van deze zet</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes</translation>
        </message>
        <message>
            <source>Fewest kružići</source>
            <comment>dutch_domino</comment>
            <translation>Minste kringetjes</translation>
        </message>
        <message>
            <source>Its kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes beste zet</translation>
        </message>
        <message>
            <source>Avoidable kružići</source>
            <comment>dutch_domino</comment>
            <translation>Vermijdbare kringetjes</translation>
        </message>
        <message>
            <source>The kružići this move brought that another move would have avoided</source>
            <comment>dutch_domino</comment>
            <translation>De kringetjes die deze zet opleverde en die een andere zet had vermeden</translation>
        </message>
        <message>
            <source>%1 (top %2)</source>
            <translation>%1 (hoogste %2)</translation>
        </message>
        <message>
            <source>This move scored %1; the most any move scored at once here: %2</source>
            <translation>Deze zet leverde %1 op; de meeste punten die hier met één zet te halen waren: %2</translation>
        </message>
        <message>
            <source>%1 (fewest %2)</source>
            <comment>dutch_domino</comment>
            <translation>%1 (minste %2)</translation>
        </message>
        <message>
            <source>Kružići this move brought: %1; the fewest any move brought here: %2</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes door deze zet: %1; het kleinste aantal dat hier met één zet mogelijk was: %2</translation>
        </message>
    </context>
    <context>
        <name>MoveWords</name>
        <message>
            <source>Return tile %1 to the sack and pass</source>
            <comment>holomino</comment>
            <extracomment>what a tile on the table is named by (its numbers, a placed stone, a square's dominoes)</extracomment>
            <translation>Leg tegel %1 terug in de zak en pas</translation>
        </message>
        <message>
            <source>Place tile %1 to open the game</source>
            <comment>holomino</comment>
            <translation>Leg tegel %1 om de partij te openen</translation>
        </message>
        <message>
            <source>Draw a tile from the pool</source>
            <comment>triominos</comment>
            <translation>Pak een steen uit de pot</translation>
        </message>
        <message>
            <source>Pass without placing a tile</source>
            <comment>triominos</comment>
            <translation>Pas zonder een steen te leggen</translation>
        </message>
        <message>
            <source>Place tile %1 to open the round</source>
            <comment>triominos</comment>
            <translation>Leg steen %1 om de ronde te openen</translation>
        </message>
        <message>
            <source>Draw a stone from the stock</source>
            <comment>hexadomino</comment>
            <translation>Trek een steen uit de voorraad</translation>
        </message>
        <message>
            <source>Pass: no stone fits</source>
            <comment>hexadomino</comment>
            <translation>Passen: geen steen past</translation>
        </message>
        <message>
            <source>Pass: no square fits</source>
            <comment>square_domino</comment>
            <translation>Passen: geen vierkant past</translation>
        </message>
        <message>
            <source>Lay %1 as the start tile</source>
            <comment>square_domino</comment>
            <translation>Leg %1 als startsteen</translation>
        </message>
        <message>
            <source>Complete the start square with %1</source>
            <comment>square_domino</comment>
            <translation>Maak het startvierkant af met %1</translation>
        </message>
        <message>
            <source>Lay %1 above the spinner %2</source>
            <comment>dutch_domino</comment>
            <extracomment>"beside the spinner, above it …", per arm N, E, S, W: the table draws the arms going up, right, down and left, and the tutorial says so (whole sentences: the words for the side change with the language's cases)</extracomment>
            <translation>Leg %1 boven de middensteen %2</translation>
        </message>
        <message>
            <source>Lay %1 to the right of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Leg %1 rechts van de middensteen %2</translation>
        </message>
        <message>
            <source>Lay %1 below the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Leg %1 onder de middensteen %2</translation>
        </message>
        <message>
            <source>Lay %1 to the left of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Leg %1 links van de middensteen %2</translation>
        </message>
        <message>
            <source>Lay %1 on the upper arm, after %2</source>
            <comment>dutch_domino</comment>
            <extracomment>"at the end of the … arm, after %2", per arm N, E, S, W</extracomment>
            <translation>Leg %1 aan het eind van de bovenste arm, tegen %2</translation>
        </message>
        <message>
            <source>Lay %1 on the right arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Leg %1 aan het eind van de rechterarm, tegen %2</translation>
        </message>
        <message>
            <source>Lay %1 on the lower arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Leg %1 aan het eind van de onderste arm, tegen %2</translation>
        </message>
        <message>
            <source>Lay %1 on the left arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Leg %1 aan het eind van de linkerarm, tegen %2</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <comment>dutch_domino</comment>
            <translation>Koop een steen</translation>
        </message>
        <message>
            <source>Pass without laying a tile</source>
            <comment>dutch_domino</comment>
            <translation>Pas zonder een steen te leggen</translation>
        </message>
        <message>
            <source>Open the round with the double %1 in the centre</source>
            <comment>dutch_domino</comment>
            <translation>Open de ronde met de dubbele %1 in het midden</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>holomino</comment>
            <translation>een %1 raakt de %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>triominos</comment>
            <translation>een %1 raakt de %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>hexadomino</comment>
            <translation>een %1 raakt de %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>square_domino</comment>
            <translation>een %1 raakt de %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>dutch_domino</comment>
            <translation>een %1 raakt de %1</translation>
        </message>
        <message>
            <source>At the corners: %1.</source>
            <comment>holomino</comment>
            <translation>Bij de hoeken: %1.</translation>
        </message>
        <message>
            <source>At the corners: %1.</source>
            <comment>triominos</comment>
            <translation>Bij de hoeken: %1.</translation>
        </message>
        <message>
            <source>At the edges: %1.</source>
            <comment>hexadomino</comment>
            <translation>Aan de zijden: %1.</translation>
        </message>
        <message>
            <source>At the halves: %1.</source>
            <comment>square_domino</comment>
            <translation>Bij de helften: %1.</translation>
        </message>
        <message>
            <source>Beside the spinner: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Naast de middensteen: %1.</translation>
        </message>
        <message>
            <source>At the arm's open end: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Aan het open eind van de arm: %1.</translation>
        </message>
        <message>
            <source>Returned tile %1 to the sack</source>
            <comment>holomino</comment>
            <translation>Tegel %1 teruggelegd in de zak</translation>
        </message>
        <message>
            <source>Drew a tile</source>
            <comment>triominos</comment>
            <translation>Steen gepakt</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Gepast</translation>
        </message>
        <message>
            <source>Drew a stone</source>
            <comment>hexadomino</comment>
            <translation>Steen getrokken</translation>
        </message>
        <message>
            <source>Bought a tile</source>
            <comment>dutch_domino</comment>
            <translation>Steen gekocht</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <source>−%n point(s)</source>
            <extracomment>the moves that lay a tile, by game (the others draw, buy, return or pass)</extracomment>
            <translation>
                <numerusform>−%n punt</numerusform>
                <numerusform>−%n punten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Place tile %1 above tile %2</source>
            <comment>holomino</comment>
            <extracomment>a side of the neighbour -&gt; the sentence laying the new tile there Holomino: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Leg tegel %1 boven tegel %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the upper right of tile %2</source>
            <comment>holomino</comment>
            <translation>Leg tegel %1 rechtsboven naast tegel %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the lower right of tile %2</source>
            <comment>holomino</comment>
            <translation>Leg tegel %1 rechtsonder naast tegel %2</translation>
        </message>
        <message>
            <source>Place tile %1 below tile %2</source>
            <comment>holomino</comment>
            <translation>Leg tegel %1 onder tegel %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the lower left of tile %2</source>
            <comment>holomino</comment>
            <translation>Leg tegel %1 linksonder naast tegel %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the upper left of tile %2</source>
            <comment>holomino</comment>
            <translation>Leg tegel %1 linksboven naast tegel %2</translation>
        </message>
        <message>
            <source>Place tile %1 above tile %2</source>
            <comment>triominos</comment>
            <extracomment>Triominos: %1 the new tile's numbers, %2 the neighbour's (a triangle meets its neighbours left, right, and above or below)</extracomment>
            <translation>Leg steen %1 boven steen %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the right of tile %2</source>
            <comment>triominos</comment>
            <translation>Leg steen %1 rechts van steen %2</translation>
        </message>
        <message>
            <source>Place tile %1 below tile %2</source>
            <comment>triominos</comment>
            <translation>Leg steen %1 onder steen %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the left of tile %2</source>
            <comment>triominos</comment>
            <translation>Leg steen %1 links van steen %2</translation>
        </message>
        <message>
            <source>Place stone %1 above stone %2</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's</extracomment>
            <translation>Leg steen %1 boven steen %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 rechtsboven naast steen %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 rechtsonder naast steen %2</translation>
        </message>
        <message>
            <source>Place stone %1 below stone %2</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 onder steen %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 linksonder naast steen %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 linksboven naast steen %2</translation>
        </message>
        <message>
            <source>Place stone %1 above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino beside the start stone: %1 the new stone's pips</extracomment>
            <translation>Leg steen %1 boven de beginsteen</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 rechtsboven naast de beginsteen</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 rechtsonder naast de beginsteen</translation>
        </message>
        <message>
            <source>Place stone %1 below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 onder de beginsteen</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 linksonder naast de beginsteen</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg steen %1 linksboven naast de beginsteen</translation>
        </message>
        <message>
            <source>Place the highlighted stone above stone %1</source>
            <comment>hexadomino</comment>
            <extracomment>a hint's Hexadomino stone is highlighted in the hand and on the table: %1 the neighbour's pips</extracomment>
            <translation>Leg de gemarkeerde steen boven steen %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper right of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen rechtsboven naast steen %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower right of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen rechtsonder naast steen %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone below stone %1</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen onder steen %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower left of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen linksonder naast steen %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper left of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen linksboven naast steen %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>a hint's Hexadomino stone beside the start stone (no placeholder)</extracomment>
            <translation>Leg de gemarkeerde steen boven de beginsteen</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen rechtsboven naast de beginsteen</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen rechtsonder naast de beginsteen</translation>
        </message>
        <message>
            <source>Place the highlighted stone below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen onder de beginsteen</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen linksonder naast de beginsteen</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Leg de gemarkeerde steen linksboven naast de beginsteen</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two dominoes upright: %1 and %2 the dominoes, %3 the neighbouring square's two dominoes ("5-3 + 3-6")</extracomment>
            <translation>Leg %1 en %2 staand naast elkaar, boven het vierkant %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en %2 staand naast elkaar, rechts van het vierkant %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en %2 staand naast elkaar, onder het vierkant %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en %2 staand naast elkaar, links van het vierkant %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two dominoes flat, one over the other: %1 over %2, %3 the neighbour</extracomment>
            <translation>Leg %1 en daaronder %2, allebei liggend, boven het vierkant %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en daaronder %2, allebei liggend, rechts van het vierkant %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en daaronder %2, allebei liggend, onder het vierkant %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en daaronder %2, allebei liggend, links van het vierkant %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino beside the start square, upright: %1 and %2 the dominoes</extracomment>
            <translation>Leg %1 en %2 staand naast elkaar, boven het startvierkant</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en %2 staand naast elkaar, rechts van het startvierkant</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, below the start square</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en %2 staand naast elkaar, onder het startvierkant</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en %2 staand naast elkaar, links van het startvierkant</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino beside the start square, flat: %1 over %2</extracomment>
            <translation>Leg %1 en daaronder %2, allebei liggend, boven het startvierkant</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en daaronder %2, allebei liggend, rechts van het startvierkant</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, below the start square</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en daaronder %2, allebei liggend, onder het startvierkant</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Leg %1 en daaronder %2, allebei liggend, links van het startvierkant</translation>
        </message>
        <message>
            <source>Placed tile %1 above tile %2</source>
            <comment>holomino</comment>
            <extracomment>Holomino: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Tegel %1 gelegd boven tegel %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the upper right of tile %2</source>
            <comment>holomino</comment>
            <translation>Tegel %1 gelegd rechtsboven naast tegel %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the lower right of tile %2</source>
            <comment>holomino</comment>
            <translation>Tegel %1 gelegd rechtsonder naast tegel %2</translation>
        </message>
        <message>
            <source>Placed tile %1 below tile %2</source>
            <comment>holomino</comment>
            <translation>Tegel %1 gelegd onder tegel %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the lower left of tile %2</source>
            <comment>holomino</comment>
            <translation>Tegel %1 gelegd linksonder naast tegel %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the upper left of tile %2</source>
            <comment>holomino</comment>
            <translation>Tegel %1 gelegd linksboven naast tegel %2</translation>
        </message>
        <message>
            <source>Placed tile %1 above tile %2</source>
            <comment>triominos</comment>
            <extracomment>Triominos: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Steen %1 gelegd boven steen %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the right of tile %2</source>
            <comment>triominos</comment>
            <translation>Steen %1 gelegd rechts van steen %2</translation>
        </message>
        <message>
            <source>Placed tile %1 below tile %2</source>
            <comment>triominos</comment>
            <translation>Steen %1 gelegd onder steen %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the left of tile %2</source>
            <comment>triominos</comment>
            <translation>Steen %1 gelegd links van steen %2</translation>
        </message>
        <message>
            <source>Placed stone %1 above stone %2</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's</extracomment>
            <translation>Steen %1 gelegd boven steen %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd rechtsboven naast steen %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd rechtsonder naast steen %2</translation>
        </message>
        <message>
            <source>Placed stone %1 below stone %2</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd onder steen %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd linksonder naast steen %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd linksboven naast steen %2</translation>
        </message>
        <message>
            <source>Placed stone %1 above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, beside the start stone: %1 the new stone's pips</extracomment>
            <translation>Steen %1 gelegd boven de beginsteen</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd rechtsboven naast de beginsteen</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd rechtsonder naast de beginsteen</translation>
        </message>
        <message>
            <source>Placed stone %1 below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd onder de beginsteen</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd linksonder naast de beginsteen</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 gelegd linksboven naast de beginsteen</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two upright tiles side by side: %1 and %2 the tiles, %3 the square beside</extracomment>
            <translation>%1 en %2 staand naast elkaar gelegd, boven het vierkant %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>%1 en %2 staand naast elkaar gelegd, rechts van het vierkant %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, below the square %3</source>
            <comment>square_domino</comment>
            <translation>%1 en %2 staand naast elkaar gelegd, onder het vierkant %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>%1 en %2 staand naast elkaar gelegd, links van het vierkant %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, one tile over the other, lying flat: %1 and %2 the tiles, %3 the square beside</extracomment>
            <translation>%1 en daaronder %2 gelegd, allebei liggend, boven het vierkant %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>%1 en daaronder %2 gelegd, allebei liggend, rechts van het vierkant %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, below the square %3</source>
            <comment>square_domino</comment>
            <translation>%1 en daaronder %2 gelegd, allebei liggend, onder het vierkant %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>%1 en daaronder %2 gelegd, allebei liggend, links van het vierkant %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino, upright beside the start square</extracomment>
            <translation>%1 en %2 staand naast elkaar gelegd, boven het startvierkant</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>%1 en %2 staand naast elkaar gelegd, rechts van het startvierkant</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, below the start square</source>
            <comment>square_domino</comment>
            <translation>%1 en %2 staand naast elkaar gelegd, onder het startvierkant</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>%1 en %2 staand naast elkaar gelegd, links van het startvierkant</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino, lying flat beside the start square</extracomment>
            <translation>%1 en daaronder %2 gelegd, allebei liggend, boven het startvierkant</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>%1 en daaronder %2 gelegd, allebei liggend, rechts van het startvierkant</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, below the start square</source>
            <comment>square_domino</comment>
            <translation>%1 en daaronder %2 gelegd, allebei liggend, onder het startvierkant</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>%1 en daaronder %2 gelegd, allebei liggend, links van het startvierkant</translation>
        </message>
        <message>
            <source>Placed tile %1 to open the game</source>
            <comment>holomino</comment>
            <extracomment>the first tile of a game or round, and square domino's start square</extracomment>
            <translation>Partij geopend met tegel %1</translation>
        </message>
        <message>
            <source>Placed tile %1 to open the round</source>
            <comment>triominos</comment>
            <translation>Ronde geopend met steen %1</translation>
        </message>
        <message>
            <source>Opened the round with the double %1 in the centre</source>
            <comment>dutch_domino</comment>
            <translation>Ronde geopend met de dubbele %1 in het midden</translation>
        </message>
        <message>
            <source>Laid %1 as the start tile</source>
            <comment>square_domino</comment>
            <translation>%1 gelegd als startsteen</translation>
        </message>
        <message>
            <source>Completed the start square with %1</source>
            <comment>square_domino</comment>
            <translation>Startvierkant afgemaakt met %1</translation>
        </message>
        <message>
            <source>Laid %1 above the spinner %2</source>
            <comment>dutch_domino</comment>
            <extracomment>Holandski domino: beside the spinner, per arm N, E, S, W (%1 the tile, %2 the spinner)</extracomment>
            <translation>%1 gelegd boven de middensteen %2</translation>
        </message>
        <message>
            <source>Laid %1 to the right of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>%1 gelegd rechts van de middensteen %2</translation>
        </message>
        <message>
            <source>Laid %1 below the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>%1 gelegd onder de middensteen %2</translation>
        </message>
        <message>
            <source>Laid %1 to the left of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>%1 gelegd links van de middensteen %2</translation>
        </message>
        <message>
            <source>Laid %1 on the upper arm, after %2</source>
            <comment>dutch_domino</comment>
            <extracomment>Holandski domino: at the end of an arm, per arm N, E, S, W (%2 the arm's last tile)</extracomment>
            <translation>%1 gelegd aan het eind van de bovenste arm, tegen %2</translation>
        </message>
        <message>
            <source>Laid %1 on the right arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>%1 gelegd aan het eind van de rechterarm, tegen %2</translation>
        </message>
        <message>
            <source>Laid %1 on the lower arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>%1 gelegd aan het eind van de onderste arm, tegen %2</translation>
        </message>
        <message>
            <source>Laid %1 on the left arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>%1 gelegd aan het eind van de linkerarm, tegen %2</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>The table refused that code. Check it and try again.</source>
            <translation>De tafel weigert die code. Controleer hem en probeer het opnieuw.</translation>
        </message>
        <message>
            <source>The table is busy letting others in. Try again in a moment.</source>
            <translation>De tafel laat net andere spelers binnen. Probeer het zo meteen opnieuw.</translation>
        </message>
        <message>
            <source>No table answered. Check the code and try again in a moment.</source>
            <translation>Er antwoordde geen tafel. Controleer de code en probeer het zo meteen opnieuw.</translation>
        </message>
        <message>
            <source>That table has no free seat.</source>
            <translation>Aan die tafel is geen plaats meer vrij.</translation>
        </message>
        <message>
            <source>The host closed the table.</source>
            <translation>De host heeft de tafel gesloten.</translation>
        </message>
        <message>
            <source>That table no longer knows your seat.</source>
            <translation>Die tafel kent je plaats niet meer.</translation>
        </message>
        <message>
            <source>No table answers at that address.</source>
            <translation>Op dat adres antwoordt geen tafel.</translation>
        </message>
        <message>
            <source>No table with that code waits at the relay. Check the code, and ask the host whether the table is open.</source>
            <translation>Er wacht geen tafel met die code bij de relayserver. Controleer de code en vraag de host of de tafel open is.</translation>
        </message>
        <message>
            <source>Your seat was taken over from another window.</source>
            <translation>Je plaats is vanuit een ander venster overgenomen.</translation>
        </message>
        <message>
            <source>The match is over and the host has closed the table.</source>
            <translation>De wedstrijd is afgelopen en de host heeft de tafel gesloten.</translation>
        </message>
        <message>
            <source>The host sent something this program cannot use.</source>
            <translation>De host heeft iets gestuurd waar dit programma niets mee kan.</translation>
        </message>
        <message>
            <source>The connection to the table was lost.</source>
            <translation>De verbinding met de tafel is verbroken.</translation>
        </message>
        <message>
            <source>LAN only: friends on your network can join. To let friends anywhere join, set a relay in Settings → Network.</source>
            <translation>Alleen LAN: vrienden op je netwerk kunnen aanschuiven. Wil je dat vrienden van overal aanschuiven, stel dan een relayserver in bij Instellingen → Netwerk.</translation>
        </message>
        <message>
            <source>Friends on your network can join, and friends anywhere through the relay %1.</source>
            <translation>Vrienden op je netwerk kunnen aanschuiven, en vrienden van overal via relayserver %1.</translation>
        </message>
        <message>
            <source>%1 — you</source>
            <translation>%1 — jij</translation>
        </message>
        <message>
            <source>%1 — computer: %2</source>
            <translation>%1 — computer: %2</translation>
        </message>
        <message>
            <source>Waiting for a friend…</source>
            <translation>Wachten op een vriend…</translation>
        </message>
        <message>
            <source>%1 — away</source>
            <translation>%1 — afwezig</translation>
        </message>
        <message>
            <source>%1 — here</source>
            <translation>%1 — aanwezig</translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>The table refused that move.</source>
            <translation>De tafel weigert die zet.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Je bent niet aan de beurt.</translation>
        </message>
        <message>
            <source>That move came too late: the table has moved on.</source>
            <translation>Die zet kwam te laat: de tafel is al verder.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>De partij is afgelopen.</translation>
        </message>
        <message>
            <source>The game has not started: the host starts it with Start.</source>
            <translation>De partij is nog niet begonnen: de host start de partij met de knop „Beginnen”.</translation>
        </message>
        <message>
            <source>Too many chat lines at once: wait a moment.</source>
            <translation>Te veel chatregels tegelijk: wacht even.</translation>
        </message>
        <message>
            <source>The table refused what this window sent.</source>
            <translation>De tafel weigert wat dit venster stuurde.</translation>
        </message>
        <message>
            <source>Play with &amp;friends</source>
            <translation>Spelen met &amp;vrienden</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>Een tafel &amp;openen…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>Aan een tafel &amp;aanschuiven…</translation>
        </message>
        <message>
            <source>The connection is lost: wait until it is back, then play.</source>
            <translation>De verbinding is weg: wacht tot die hersteld is en speel dan.</translation>
        </message>
        <message>
            <source>The table is closed: no more moves can be played.</source>
            <translation>De tafel is gesloten: er kunnen geen zetten meer gespeeld worden.</translation>
        </message>
        <message>
            <source>Connection lost — reconnecting…</source>
            <translation>Verbinding verbroken — opnieuw verbinden…</translation>
        </message>
        <message>
            <source>Waiting for the host to start the game…</source>
            <translation>Wachten tot de host de partij begint…</translation>
        </message>
        <message>
            <source>Away · the computer plays</source>
            <translation>Afwezig · de computer speelt</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>Afwezig</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Vriend</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Host</translation>
        </message>
        <message>
            <source>Close the table?</source>
            <translation>De tafel sluiten?</translation>
        </message>
        <message>
            <source>Your friends are playing at your table. Closing it ends the game for everyone.</source>
            <translation>Je vrienden spelen aan je tafel. Als je de tafel sluit, eindigt de partij voor iedereen.</translation>
        </message>
        <message>
            <source>&amp;Close the table</source>
            <translation>Tafel &amp;sluiten</translation>
        </message>
        <message>
            <source>&amp;Keep playing</source>
            <translation>&amp;Verder spelen</translation>
        </message>
        <message>
            <source>The table could not open a network port.</source>
            <translation>De tafel kon geen netwerkpoort openen.</translation>
        </message>
        <message>
            <source>A friend's seat is free again: wait for them, then press Start.</source>
            <translation>Een plaats voor een vriend is weer vrij: wacht tot die er weer is en druk dan op „Beginnen”.</translation>
        </message>
        <message>
            <source>%1 has joined the table.</source>
            <translation>%1 is aangeschoven.</translation>
        </message>
        <message>
            <source>%1 is away.</source>
            <translation>%1 is afwezig.</translation>
        </message>
        <message>
            <source>The computer plays for %1 until they are back.</source>
            <translation>De computer speelt voor %1 tot die terug is.</translation>
        </message>
        <message>
            <source>Someone tried to join with a wrong code.</source>
            <translation>Iemand probeerde aan te schuiven met een verkeerde code.</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gast</translation>
        </message>
        <message>
            <source>Rejoin the table?</source>
            <translation>Terug naar de tafel?</translation>
        </message>
        <message>
            <source>You were at a table — rejoin?</source>
            <translation>Je zat aan een tafel — terugkeren?</translation>
        </message>
        <message>
            <source>%1, invite code %2, as %3.</source>
            <translation>%1, uitnodigingscode %2, als %3.</translation>
        </message>
        <message>
            <source>&amp;Rejoin</source>
            <translation>&amp;Terugkeren</translation>
        </message>
        <message>
            <source>&amp;Not now</source>
            <translation>&amp;Niet nu</translation>
        </message>
        <message>
            <source>Rejoining the table…</source>
            <translation>Terug naar de tafel…</translation>
        </message>
        <message>
            <source>Waiting for the host to open the table again…</source>
            <translation>Wachten tot de host de tafel opnieuw opent…</translation>
        </message>
        <message>
            <source>Your move did not reach the table: play it again.</source>
            <translation>Je zet heeft de tafel niet bereikt: speel hem opnieuw.</translation>
        </message>
        <message>
            <source>Connected again: you are back at the table.</source>
            <translation>Weer verbonden: je zit weer aan tafel.</translation>
        </message>
        <message>
            <source>If the host has gone, no record of this game could be saved: the host sends it only when leaving the table.</source>
            <translation>Is de host weg, dan is er geen verslag van deze partij bewaard: de host stuurt dat pas bij het verlaten van de tafel.</translation>
        </message>
        <message>
            <source>You may save the game as it stood, to play it on against the computer or to review it later.</source>
            <translation>Je kunt de partij opslaan zoals die stond, om die tegen de computer uit te spelen of later te analyseren.</translation>
        </message>
        <message>
            <source>The table is closed</source>
            <translation>De tafel is gesloten</translation>
        </message>
        <message>
            <source>&amp;Save the game…</source>
            <translation>Partij &amp;opslaan…</translation>
        </message>
        <message>
            <source>The game was saved to %1: open it to play on.</source>
            <translation>De partij is opgeslagen als %1: open dat bestand om verder te spelen.</translation>
        </message>
        <message>
            <source>If the host opens the table again, press Rematch.</source>
            <translation>Als de host de tafel opnieuw opent, druk dan op „Revanche”.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>You</source>
            <translation>Jij</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nieuw spel</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Spel:</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Aantal spelers</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>S&amp;pelers:</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>Spelregelopties</translation>
        </message>
        <message>
            <source>Suggested level</source>
            <translation>Voorgesteld niveau</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Spelers aan tafel</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Gespeeld door</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Plaats %1</translation>
        </message>
        <message>
            <source>Name of seat %1</source>
            <translation>Naam op plaats %1</translation>
        </message>
        <message>
            <source>Player of seat %1</source>
            <translation>Speler op plaats %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mens</translation>
        </message>
        <message>
            <source>Computer: %1</source>
            <translation>Computer: %1</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>%1:</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Beginnen</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>Spel&amp;regels…</translation>
        </message>
        <message>
            <source>%1 (standard)</source>
            <translation>%1 (standaard)</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>on</source>
            <translation>aan</translation>
        </message>
        <message>
            <source>off</source>
            <translation>uit</translation>
        </message>
    </context>
    <context>
        <name>Persistence</name>
        <message>
            <source>the game cannot be written as a file (%1)</source>
            <extracomment>overrides the user data folder (tests, portable installs) the record's extra key for the window's state the kinds of damage below a record's contents (``file_errors.damage_kind``): said in words</extracomment>
            <translation>de partij kan niet als bestand worden geschreven (%1)</translation>
        </message>
        <message>
            <source>The saved game could not be resumed (%1); it was kept as %2.</source>
            <translation>De opgeslagen partij kan niet worden hervat (%1); het bestand is bewaard als %2.</translation>
        </message>
    </context>
    <context>
        <name>PlayInput</name>
        <message>
            <source>That is not allowed now.</source>
            <extracomment>a click or drop on a place the selected tile may not go: (move, GameError) — the tutorial counts it as a miss, the sounds play a knock the selection changed: the status line says what to do next the keyboard cursor went to another place, the tile turned or another tile was chosen: the board says its new stop (ui/spoken_board.py) the seat whose tiles the rack shows, whether a hot-seat hand-over covers the rack, whether a hint is being searched (set by the window: ui/rack_view.py, ui/hints.py) selected rack tiles (ids), oldest first; one in every game but square domino</extracomment>
            <translation>Dat mag nu niet.</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Click a highlighted cell.</source>
            <translation>Klik op een gemarkeerde plek.</translation>
        </message>
        <message>
            <source>Showing %1 — click or press Enter to place</source>
            <translation>Je ziet %1 — klik of druk op Enter om te leggen</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>The practice file was damaged (%1): the exercises start again; the old file was kept as %2.</source>
            <translation>Het oefenbestand was beschadigd (%1): de oefeningen beginnen opnieuw; het oude bestand is bewaard als %2.</translation>
        </message>
        <message>
            <source>Where the practice file belongs there was no file but a folder, a device or a pipe: it was kept as %1, and the exercises start again.</source>
            <translation>Waar het oefenbestand hoort stond geen gewoon bestand maar een map, een apparaat of een speciaal bestand: dat is bewaard als %1, en de oefeningen beginnen opnieuw.</translation>
        </message>
        <message>
            <source>The exercises cannot be saved: %1</source>
            <translation>De oefeningen kunnen niet worden bewaard: %1</translation>
        </message>
    </context>
    <context>
        <name>PracticeWindow</name>
        <message>
            <source>Practice — %1</source>
            <translation>Oefenen — %1</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Voordoen</translation>
        </message>
        <message>
            <source>Next exercise</source>
            <translation>Volgende oefening</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
        <message>
            <source>No moves of %1 are kept to practise yet: review a game and press Practise these moves.</source>
            <translation>Er zijn nog geen zetten van %1 bewaard om te oefenen: analyseer een partij en klik op „Deze zetten oefenen”.</translation>
        </message>
        <message>
            <source>Exercise %1 of %2 · move %3</source>
            <translation>Oefening %1 van %2 · zet %3</translation>
        </message>
        <message>
            <source>%1 (solved)</source>
            <translation>%1 (opgelost)</translation>
        </message>
        <message>
            <source>You played %1 here; the review's verdict: %2. Find a better move.</source>
            <translation>Hier speelde je %1; oordeel van de analyse: %2. Zoek een betere zet.</translation>
        </message>
        <message>
            <source>Checking your move…</source>
            <translation>Je zet wordt beoordeeld…</translation>
        </message>
        <message>
            <source>The move could not be judged: %1</source>
            <translation>De zet kon niet worden beoordeeld: %1</translation>
        </message>
        <message>
            <source>Well played: %1 — the review's verdict: %2.</source>
            <translation>Goed gespeeld: %1 — oordeel van de analyse: %2.</translation>
        </message>
        <message>
            <source>Every exercise of this set is solved.</source>
            <translation>Alle oefeningen van deze reeks zijn opgelost.</translation>
        </message>
        <message>
            <source>Not this one: %1 — the review's verdict: %2. Try another move.</source>
            <translation>Deze niet: %1 — oordeel van de analyse: %2. Probeer een andere zet.</translation>
        </message>
        <message>
            <source>Looking for the review's move…</source>
            <translation>De zet van de analyse wordt gezocht…</translation>
        </message>
        <message>
            <source>The review's move: %1.</source>
            <translation>De zet van de analyse: %1.</translation>
        </message>
        <message>
            <source>It brings kružići %1; your move brought kružići %2.</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes met die zet: %1; met jouw zet: %2.</translation>
        </message>
        <message numerus="yes">
            <source>It scores %n point(s) at once.</source>
            <translation>
                <numerusform>Die zet levert meteen %n punt op.</numerusform>
                <numerusform>Die zet levert meteen %n punten op.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your move scored %n point(s).</source>
            <translation>
                <numerusform>Jouw zet leverde %n punt op.</numerusform>
                <numerusform>Jouw zet leverde %n punten op.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The most a move scores here at once: %n point(s).</source>
            <translation>
                <numerusform>Het meeste dat hier met één zet te halen is: %n punt.</numerusform>
                <numerusform>Het meeste dat hier met één zet te halen is: %n punten.</numerusform>
            </translation>
        </message>
        <message>
            <source>It keeps a %1 % chance of winning; your move left %2 %.</source>
            <translation>Met die zet houd je %1% kans om te winnen; na jouw zet was dat %2%.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleChooser</name>
        <message>
            <source>Puzzles</source>
            <extracomment>the difficulty bands of the chooser: a third of a game's puzzles each</extracomment>
            <translation>Puzzels</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Makkelijk</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Gemiddeld</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Moeilijk</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Spel:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Thema:</translation>
        </message>
        <message>
            <source>Difficulty:</source>
            <translation>Moeilijkheid:</translation>
        </message>
        <message numerus="yes">
            <source>%n puzzle(s)</source>
            <translation>
                <numerusform>%n puzzel</numerusform>
                <numerusform>%n puzzels</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PuzzleWindow</name>
        <message>
            <source>The puzzle ratings file could not be read: your puzzle ratings start again; the old file was kept as %1.</source>
            <extracomment>wrong tries after which Show me is offered after the answer the AI seats are held: a puzzle is one move of the person's set when a damaged file was set aside (the window says it once)</extracomment>
            <translation>Het bestand met je puzzelratings kon niet worden gelezen: je puzzelratings gaan terug naar de beginwaarde; het oude bestand is bewaard als %1.</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>Puzzel</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Voordoen</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Opnieuw</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>Volgende puzzel</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Jij</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
        <message>
            <source>Puzzle %1 of %2 — %3</source>
            <translation>Puzzel %1 van %2 — %3</translation>
        </message>
        <message>
            <source>Difficulty %1</source>
            <translation>Moeilijkheid %1</translation>
        </message>
        <message numerus="yes">
            <source>Your puzzle rating in %1: %2 (%n puzzle(s) solved)</source>
            <translation>
                <numerusform>Je puzzelrating in %1: %2 (%n puzzel opgelost)</numerusform>
                <numerusform>Je puzzelrating in %1: %2 (%n puzzels opgelost)</numerusform>
            </translation>
        </message>
        <message>
            <source>Find the best move. Only one move is clearly best here.</source>
            <translation>Zoek de beste zet. Hier is maar één zet duidelijk de beste.</translation>
        </message>
        <message>
            <source>That is not the move: another one is clearly better.</source>
            <translation>Dat is niet de goede zet: een andere is duidelijk beter.</translation>
        </message>
        <message>
            <source>Press Show me to see it.</source>
            <translation>Klik op „Voordoen” om de zet te zien.</translation>
        </message>
        <message>
            <source>Well found!</source>
            <translation>Goed gevonden!</translation>
        </message>
    </context>
    <context>
        <name>PuzzleWords</name>
        <message>
            <source>Close two holes at once</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; its name in a list of puzzles</extracomment>
            <translation>Twee gaten tegelijk sluiten</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>holomino</comment>
            <translation>Meeste punten</translation>
        </message>
        <message>
            <source>A bridge</source>
            <comment>triominos</comment>
            <translation>Een brug</translation>
        </message>
        <message>
            <source>A hexagon</source>
            <comment>triominos</comment>
            <translation>Een zeshoek</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>triominos</comment>
            <translation>Meeste punten</translation>
        </message>
        <message>
            <source>Touch three stones</source>
            <comment>hexadomino</comment>
            <translation>Drie stenen raken</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>hexadomino</comment>
            <translation>Meeste punten</translation>
        </message>
        <message>
            <source>Block the opponent</source>
            <comment>square_domino</comment>
            <translation>De tegenstander blokkeren</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>square_domino</comment>
            <translation>Meeste punten</translation>
        </message>
        <message>
            <source>Go out before the others</source>
            <comment>dutch_domino</comment>
            <translation>Eerder uitgaan dan de anderen</translation>
        </message>
        <message>
            <source>Avoid a kružić</source>
            <comment>dutch_domino</comment>
            <translation>Een kringetje voorkomen</translation>
        </message>
        <message>
            <source>Hint: one tile can close two holes at once.</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; the hint after a wrong move</extracomment>
            <translation>Tip: één tegel kan twee gaten tegelijk sluiten.</translation>
        </message>
        <message>
            <source>Hint: look for the tile that closes the richest hole, and count what your opponent can close next.</source>
            <comment>holomino</comment>
            <translation>Tip: zoek de tegel die het gat sluit dat de meeste punten waard is, en tel wat je tegenstander daarna kan sluiten.</translation>
        </message>
        <message>
            <source>Hint: one tile can make a bridge.</source>
            <comment>triominos</comment>
            <translation>Tip: één steen kan een brug maken.</translation>
        </message>
        <message>
            <source>Hint: one tile can complete a hexagon.</source>
            <comment>triominos</comment>
            <translation>Tip: één steen kan een zeshoek voltooien.</translation>
        </message>
        <message>
            <source>Hint: look for the tile with the most points that fits, and count what your opponent can score next.</source>
            <comment>triominos</comment>
            <translation>Tip: zoek de passende steen met de meeste punten, en tel wat je tegenstander daarna kan scoren.</translation>
        </message>
        <message>
            <source>Hint: one stone can touch three stones at once.</source>
            <comment>hexadomino</comment>
            <translation>Tip: één steen kan drie stenen tegelijk raken.</translation>
        </message>
        <message>
            <source>Hint: look for the field where a stone touches the most stones, and count what your opponent can score next.</source>
            <comment>hexadomino</comment>
            <translation>Tip: zoek de plek waar een steen de meeste stenen raakt, en tel wat je tegenstander daarna kan scoren.</translation>
        </message>
        <message>
            <source>Hint: after the right square your opponent cannot lay any tile.</source>
            <comment>square_domino</comment>
            <translation>Tip: na het juiste vierkant kan je tegenstander geen enkele steen leggen.</translation>
        </message>
        <message>
            <source>Hint: look for the square that scores the most, and count what your opponent can score next.</source>
            <comment>square_domino</comment>
            <translation>Tip: zoek het vierkant dat het meest oplevert, en tel wat je tegenstander daarna kan scoren.</translation>
        </message>
        <message>
            <source>Hint: keep the tile you can still lay on your next turn, whatever the others lay.</source>
            <comment>dutch_domino</comment>
            <translation>Tip: houd de steen over die je in je volgende beurt nog kunt leggen, wat de anderen ook leggen.</translation>
        </message>
        <message>
            <source>Hint: think about which ends will still be open for you on your next turn.</source>
            <comment>dutch_domino</comment>
            <translation>Tip: bedenk welke uiteinden in je volgende beurt nog voor je openliggen.</translation>
        </message>
        <message>
            <source>This tile closes two holes at once.</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; why the answer is right</extracomment>
            <translation>Deze tegel sluit twee gaten tegelijk.</translation>
        </message>
        <message>
            <source>No other tile scores as much once your opponent's best answer is counted.</source>
            <comment>holomino</comment>
            <translation>Geen andere tegel levert zoveel op als je het beste antwoord van je tegenstander meetelt.</translation>
        </message>
        <message>
            <source>This tile makes a bridge.</source>
            <comment>triominos</comment>
            <translation>Deze steen maakt een brug.</translation>
        </message>
        <message>
            <source>This tile completes a hexagon.</source>
            <comment>triominos</comment>
            <translation>Deze steen voltooit een zeshoek.</translation>
        </message>
        <message>
            <source>No other tile scores as much once your opponent's best answer is counted.</source>
            <comment>triominos</comment>
            <translation>Geen andere steen levert zoveel op als je het beste antwoord van je tegenstander meetelt.</translation>
        </message>
        <message>
            <source>This stone touches three stones.</source>
            <comment>hexadomino</comment>
            <translation>Deze steen raakt drie stenen.</translation>
        </message>
        <message>
            <source>No other stone scores as much once your opponent's best answer is counted.</source>
            <comment>hexadomino</comment>
            <translation>Geen andere steen levert zoveel op als je het beste antwoord van je tegenstander meetelt.</translation>
        </message>
        <message>
            <source>After this square your opponent cannot lay a tile.</source>
            <comment>square_domino</comment>
            <translation>Na dit vierkant kan je tegenstander geen steen leggen.</translation>
        </message>
        <message>
            <source>No other square scores as much once your opponent's best answer is counted.</source>
            <comment>square_domino</comment>
            <translation>Geen ander vierkant levert zoveel op als je het beste antwoord van je tegenstander meetelt.</translation>
        </message>
        <message>
            <source>This tile brings you to your last tile, one you can still lay: you go out before the others.</source>
            <comment>dutch_domino</comment>
            <translation>Na deze steen houd je één laatste steen over die je nog kunt leggen: je gaat eerder uit dan de anderen.</translation>
        </message>
        <message>
            <source>After this tile you still have a tile to lay on your next turn; after any other you are left buying, or with a kružić.</source>
            <comment>dutch_domino</comment>
            <translation>Na deze steen heb je in je volgende beurt nog een steen om te leggen; na elke andere moet je kopen, of krijg je een kringetje.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>holomino</comment>
            <extracomment>game -&gt; "%1 (it scores …), and it was the clear best in %2 of %3 deals", in its words</extracomment>
            <translation>%1; bij %2 van de %3 mogelijke verdelingen van de tegels die je niet ziet, was dit duidelijk de beste zet.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>triominos</comment>
            <translation>%1; bij %2 van de %3 mogelijke verdelingen van de stenen die je niet ziet, was dit duidelijk de beste zet.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the stones you cannot see may lie.</source>
            <comment>hexadomino</comment>
            <translation>%1; bij %2 van de %3 mogelijke verdelingen van de stenen die je niet ziet, was dit duidelijk de beste zet.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>square_domino</comment>
            <translation>%1; bij %2 van de %3 mogelijke verdelingen van de stenen die je niet ziet, was dit duidelijk de beste zet.</translation>
        </message>
        <message>
            <source>It was the best move in %1 of %2 ways the tiles you cannot see may lie.</source>
            <comment>dutch_domino</comment>
            <translation>Dit was de beste zet bij %1 van de %2 mogelijke verdelingen van de stenen die je niet ziet.</translation>
        </message>
        <message numerus="yes">
            <source>It scores %n point(s)</source>
            <translation>
                <numerusform>Deze zet levert %n punt op</numerusform>
                <numerusform>Deze zet levert %n punten op</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>Map</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Bestand</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>%1-bestand</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Station</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>Alles &amp;selecteren</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;Stap omhoog</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>Stap o&amp;mlaag</translation>
        </message>
    </context>
    <context>
        <name>QDockWidget</name>
        <message>
            <source>Float</source>
            <extracomment>the title bar of a panel (the tutorial's): its buttons' names and descriptions</extracomment>
            <translation>Zwevend</translation>
        </message>
        <message>
            <source>Undocks and re-attaches the dock widget</source>
            <translation>Maakt het paneel los of zet het weer vast</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Closes the dock widget</source>
            <translation>Sluit het paneel</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Open</source>
            <extracomment>the non-native file dialog the program opens and saves games with</extracomment>
            <translation>&amp;Openen</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>Op&amp;slaan</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Openen</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Opslaan als</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Zoeken in:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>Bestands&amp;naam:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Bestands&amp;type:</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Alle bestanden (*)</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nieuwe map</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>Verwij&amp;deren</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>He&amp;rnoemen</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Ver&amp;borgen bestanden tonen</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Terug</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Verder</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Bovenliggende map</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Nieuwe map aanmaken</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Lijstweergave</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Detailweergave</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Ga terug</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Ga verder</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Naar de bovenliggende map</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Een nieuwe map aanmaken</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Naar lijstweergave overschakelen</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Naar detailweergave overschakelen</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Zijbalk</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Lijst met plaatsen en bladwijzers</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Bestanden</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Tonen </translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Recente plaatsen</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nieuwe map</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 bestaat al.
Wil je het vervangen?</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Wil je '%1' verwijderen?</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>'%1' is beveiligd tegen schrijven.
Wil je het toch verwijderen?</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>De map kon niet worden verwijderd.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Bestand niet gevonden.
Controleer of de bestandsnaam klopt.</translation>
        </message>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Map niet gevonden.
Controleer of de mapnaam klopt.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Naam</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Grootte</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Gewijzigd op</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Mijn computer</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>the menu a right click opens in a text field (names, the chat, the invite code), in the rules page and in a number field, and on a scroll bar</extracomment>
            <translation>&amp;Ongedaan maken</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Opnie&amp;uw</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Kni&amp;ppen</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiëren</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>P&amp;lakken</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Alles selecteren</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Alles opslaan</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Openen</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Ja</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Ja op &amp;alles</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Nee</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>Nee &amp;op alles</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Afbreken</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Opnieuw proberen</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Negeren</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Niet opslaan</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Help</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Toepassen</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Opnieuw instellen</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Standaard herstellen</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Scroll here</source>
            <translation>Hierheen scrollen</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Linkerrand</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Bovenaan</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Rechterrand</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Onderaan</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Pagina links</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Pagina omhoog</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Pagina rechts</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Pagina omlaag</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Naar links scrollen</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Omhoog scrollen</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Naar rechts scrollen</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Omlaag scrollen</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Ongedaan maken</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Opnie&amp;uw</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Kni&amp;ppen</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiëren</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Koppe&amp;ling kopiëren</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>P&amp;lakken</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Alles selecteren</translation>
        </message>
    </context>
    <context>
        <name>RackView</name>
        <message>
            <source>%1: %2</source>
            <extracomment>the next player took over the computer: everything refreshes a new game wants the focus on the rack's first tile (given when it is enabled)</extracomment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Turn: %1</source>
            <translation>Aan de beurt: %1</translation>
        </message>
        <message>
            <source>Next: %1. Hand over the computer, then click here when no one else looks.</source>
            <translation>Nu aan de beurt: %1. Geef de computer door en klik hier zodra niemand anders meekijkt.</translation>
        </message>
    </context>
    <context>
        <name>RackWidget</name>
        <message>
            <source>Can be placed now</source>
            <extracomment>how much of its colour a greyed tile keeps (its lightness is kept whole) tiles per row (a big rack wraps into rows rather than scrolling) how many tiles may be selected at once; the selection in click order</extracomment>
            <translation>Kan nu gelegd worden</translation>
        </message>
        <message>
            <source>Cannot be placed now</source>
            <translation>Kan nu nergens gelegd worden</translation>
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Rating history</source>
            <translation>Verloop van je rating</translation>
        </message>
    </context>
    <context>
        <name>RatingPanel</name>
        <message>
            <source>Your rating</source>
            <translation>Je rating</translation>
        </message>
        <message>
            <source>No rated games yet: finish a game in which you alone play against the computer.</source>
            <translation>Nog geen partijen voor je rating: speel een partij uit waarin alleen jij tegen de computer speelt.</translation>
        </message>
        <message numerus="yes">
            <source>%1 ± %2 (95 %) after %n rated game(s)</source>
            <translation>
                <numerusform>%1 ± %2 (95%) na %n partij die meetelt</numerusform>
                <numerusform>%1 ± %2 (95%) na %n partijen die meetellen</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 · nearest level: %2</source>
            <translation>%1 · dichtstbijzijnde niveau: %2</translation>
        </message>
    </context>
    <context>
        <name>Ratings</name>
        <message>
            <source>The ratings file was damaged (%1): your ratings start again; the old file was kept as %2.</source>
            <translation>Het ratingbestand was beschadigd (%1): je rating gaat terug naar de beginwaarde; het oude bestand is bewaard als %2.</translation>
        </message>
        <message>
            <source>Your ratings cannot be saved in this session: where their file belongs (%1) there is a folder, a device or a pipe, not a file.</source>
            <translation>Je rating kan in deze sessie niet worden opgeslagen: waar het bestand hoort (%1) staat een map, een apparaat of een speciaal bestand, geen gewoon bestand.</translation>
        </message>
        <message>
            <source>Where the ratings file belongs there was a folder, not a file: it was kept as %1, and your ratings start again.</source>
            <translation>Waar het ratingbestand hoort stond een map, geen bestand: die is bewaard als %1 en je rating gaat terug naar de beginwaarde.</translation>
        </message>
        <message>
            <source>Where the ratings file belongs there was a device or a pipe, not a file: it was kept as %1, and your ratings start again.</source>
            <translation>Waar het ratingbestand hoort stond een apparaat of een speciaal bestand, geen gewoon bestand: dat is bewaard als %1 en je rating gaat terug naar de beginwaarde.</translation>
        </message>
        <message>
            <source>%1 · about %2</source>
            <translation>%1 · rating ca. %2</translation>
        </message>
        <message>
            <source>Suggested for you: %1</source>
            <translation>Voorgesteld voor jou: %1</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>%1 and %2</source>
            <translation>%1 en %2</translation>
        </message>
        <message>
            <source>This tile does not fit here: a %1 of this tile must touch the %1 on the board, and no turn of the tile does that.</source>
            <comment>holomino</comment>
            <translation>Deze tegel past hier niet: een %1 van deze tegel moet de %1 op het speelveld raken, en hoe je de tegel ook draait, dat lukt niet.</translation>
        </message>
        <message>
            <source>This tile does not fit here: it must touch the %1 on the board with the same numbers, and no turn of the tile does that.</source>
            <comment>holomino</comment>
            <translation>Deze tegel past hier niet: hij moet met dezelfde getallen tegen de %1 op het speelveld liggen, en hoe je de tegel ook draait, dat lukt niet.</translation>
        </message>
        <message>
            <source>This tile does not fit here: a %1 of this tile must touch the %1 on the table, and no turn of the tile does that.</source>
            <comment>triominos</comment>
            <translation>Deze steen past hier niet: een %1 van deze steen moet de %1 op tafel raken, en hoe je de steen ook draait, dat lukt niet.</translation>
        </message>
        <message>
            <source>This tile does not fit here: it must touch the %1 on the table with the same numbers, and no turn of the tile does that.</source>
            <comment>triominos</comment>
            <translation>Deze steen past hier niet: hij moet met dezelfde getallen tegen de %1 op tafel liggen, en hoe je de steen ook draait, dat lukt niet.</translation>
        </message>
        <message>
            <source>an empty field</source>
            <comment>hexadomino</comment>
            <translation>een leeg veld</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s)</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>een veld met %n puntje</numerusform>
                <numerusform>een veld met %n puntjes</numerusform>
            </translation>
        </message>
        <message>
            <source>This stone does not fit here: it must touch the stones beside it with a field that has pips.</source>
            <comment>hexadomino</comment>
            <translation>Deze steen past hier niet: hij moet met minstens één puntveld tegen een buursteen liggen.</translation>
        </message>
        <message>
            <source>This stone does not fit here turned this way: it would put %1 against %2 of the stone beside it, and touching fields must be the same.</source>
            <comment>hexadomino</comment>
            <translation>Zo gedraaid past deze steen hier niet: dan ligt %1 van deze steen tegen %2 van de buursteen, en velden die elkaar raken, moeten gelijk zijn.</translation>
        </message>
        <message>
            <source>This tile fits here, but only turned another way.</source>
            <comment>triominos</comment>
            <translation>Deze steen past hier, maar alleen anders gedraaid.</translation>
        </message>
        <message>
            <source>This tile fits here, but only turned another way.</source>
            <comment>holomino</comment>
            <translation>Deze tegel past hier, maar alleen anders gedraaid.</translation>
        </message>
        <message>
            <source>Nothing can go here: the tiles around this place need two different numbers at one corner.</source>
            <comment>triominos</comment>
            <translation>Hier kan niets liggen: de stenen rond deze plek vragen in één hoek twee verschillende getallen.</translation>
        </message>
        <message>
            <source>Nothing can go here: the tiles around this place need two different numbers at one corner.</source>
            <comment>holomino</comment>
            <translation>Hier kan niets liggen: de tegels rond deze plek vragen in één hoek twee verschillende getallen.</translation>
        </message>
        <message>
            <source>This place is blocked: every tile that would fit it is already on the board.</source>
            <comment>holomino</comment>
            <translation>Deze plek is geblokkeerd: elke tegel die hier zou passen, ligt al op het speelveld.</translation>
        </message>
        <message>
            <source>The new square does not fit here: where it touches the square beside it, it shows %1 and %2, and it must show %3 and %4 there, the same numbers.</source>
            <comment>square_domino</comment>
            <translation>Het nieuwe vierkant past hier niet: aan de kant van het buurvierkant heeft het %1 en %2, maar daar zijn %3 en %4 nodig.</translation>
        </message>
        <message>
            <source>This tile has no %1, so it cannot be laid against the open %1 at the end of that arm.</source>
            <comment>dutch_domino</comment>
            <translation>Deze steen heeft geen %1, dus hij kan niet tegen de open %1 aan het eind van die arm liggen.</translation>
        </message>
        <message>
            <source>A tile beside the spinner must show the number %1, and this tile has none.</source>
            <comment>dutch_domino</comment>
            <translation>Een steen naast de middensteen moet een %1 hebben, en deze steen heeft er geen.</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Player %1</source>
            <extracomment>playback speeds: label id -&gt; milliseconds per move</extracomment>
            <translation>Speler %1</translation>
        </message>
        <message>
            <source>Replay — %1</source>
            <translation>Terugkijken — %1</translation>
        </message>
        <message>
            <source>Replay viewer</source>
            <translation>Partij terugkijken</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Zet</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message>
            <source>Moves of the replay</source>
            <translation>Zetten van de partij</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Begin van de partij</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Score breakdown</source>
            <translation>Opbouw van de score</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>&amp;Analyse</translation>
        </message>
        <message>
            <source>Where the game was won and lost, move by move</source>
            <translation>Waar de partij gewonnen en verloren werd, zet voor zet</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes</translation>
        </message>
        <message>
            <source>Start of the game (Home)</source>
            <translation>Begin van de partij (Home)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Eén zet terug (pijl links)</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Eén zet terug</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Afspelen</translation>
        </message>
        <message>
            <source>Play / pause (Space)</source>
            <translation>Afspelen / pauzeren (spatie)</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>Eén zet vooruit (pijl rechts)</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Eén zet vooruit</translation>
        </message>
        <message>
            <source>End of the game (End)</source>
            <translation>Einde van de partij (End)</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Einde van de partij</translation>
        </message>
        <message>
            <source>Move number</source>
            <translation>Zetnummer</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langzaam</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Snel</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Zeer snel</translation>
        </message>
        <message>
            <source>Playback speed</source>
            <translation>Afspeelsnelheid</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Snelheid:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pauze</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>Zet %1 van %2</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes: %1</translation>
        </message>
        <message>
            <source>Scores: %1</source>
            <translation>Scores: %1</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>geen punten</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>best</source>
            <translation>beste zet</translation>
        </message>
        <message>
            <source>good</source>
            <translation>goed</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>onnauwkeurigheid</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>fout</translation>
        </message>
    </context>
    <context>
        <name>ReviewRunner</name>
        <message>
            <source>the review process stopped (exit code %1)</source>
            <translation>het analyseproces is gestopt (afsluitcode %1)</translation>
        </message>
    </context>
    <context>
        <name>ReviewTable</name>
        <message>
            <source>the move played</source>
            <translation>de gespeelde zet</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Player %1</source>
            <extracomment>the game counts kružići (Holandski domino): the words count them, not points</extracomment>
            <translation>Speler %1</translation>
        </message>
        <message>
            <source>Review — %1</source>
            <translation>Analyse — %1</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Analyse van de partij</translation>
        </message>
        <message>
            <source>The costliest moves</source>
            <translation>De grootste missers</translation>
        </message>
        <message>
            <source>Show on board</source>
            <translation>Zet tonen</translation>
        </message>
        <message>
            <source>Review progress</source>
            <translation>Voortgang van de analyse</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <source>Full review</source>
            <translation>Volledige analyse</translation>
        </message>
        <message>
            <source>Quick review</source>
            <translation>Snelle analyse</translation>
        </message>
        <message>
            <source>Save chart as PNG…</source>
            <translation>Grafiek opslaan als PNG…</translation>
        </message>
        <message>
            <source>Practise these moves</source>
            <translation>Deze zetten oefenen</translation>
        </message>
        <message>
            <source>Include inaccuracies</source>
            <translation>Ook onnauwkeurigheden</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Stored review</source>
            <translation>Opgeslagen analyse</translation>
        </message>
        <message>
            <source>Quick review…</source>
            <translation>Snelle analyse…</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Analyseren…</translation>
        </message>
        <message>
            <source>Quick review: kružići only, no verdicts</source>
            <comment>dutch_domino</comment>
            <translation>Snelle analyse: alleen kringetjes, geen oordeel</translation>
        </message>
        <message>
            <source>Quick review: points only, no verdicts</source>
            <translation>Snelle analyse: alleen punten, geen oordeel</translation>
        </message>
        <message>
            <source>The review failed: %1</source>
            <translation>De analyse is mislukt: %1</translation>
        </message>
        <message>
            <source>Review cancelled</source>
            <translation>Analyse geannuleerd</translation>
        </message>
        <message>
            <source>The most avoidable kružići</source>
            <comment>dutch_domino</comment>
            <translation>De meeste vermijdbare kringetjes</translation>
        </message>
        <message>
            <source>The most points missed</source>
            <translation>De meeste gemiste punten</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes</translation>
        </message>
        <message>
            <source>The start of the game</source>
            <translation>Het begin van de partij</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kringetjes: %1</translation>
        </message>
        <message>
            <source>Move %1 · %2: %3
%4</source>
            <translation>Zet %1 · %2: %3
%4</translation>
        </message>
        <message numerus="yes">
            <source>Move %1 (%2): %3, points %4; most points: %5, points %6 — %n point(s) missed</source>
            <translation>
                <numerusform>Zet %1 (%2): %3 (punten: %4); zet met de meeste punten: %5 (%6) — %n punt gemist</numerusform>
                <numerusform>Zet %1 (%2): %3 (punten: %4); zet met de meeste punten: %5 (%6) — %n punten gemist</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, points %4; better: %5, points %6 — %7</source>
            <translation>Zet %1 (%2): %3 (punten: %4); beter: %5 (punten: %6) — %7</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, kružići %4; fewest %5, kružići %6 — %7 avoidable</source>
            <comment>dutch_domino</comment>
            <translation>Zet %1 (%2): %3 (kringetjes: %4); zet met de minste kringetjes: %5 (%6) — %7 te vermijden</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, kružići %4; better: %5, kružići %6 — %7</source>
            <comment>dutch_domino</comment>
            <translation>Zet %1 (%2): %3 (kringetjes: %4); beter: %5 (kringetjes: %6) — %7</translation>
        </message>
        <message>
            <source>%1: points missed %2 (a quick review counts points only)</source>
            <translation>%1 — gemiste punten: %2 (een snelle analyse telt alleen punten)</translation>
        </message>
        <message>
            <source>%1: points missed %2, mistakes %3, inaccuracies %4</source>
            <translation>%1 — gemiste punten: %2, fouten: %3, onnauwkeurigheden: %4</translation>
        </message>
        <message>
            <source>%1: avoidable kružići %2 (a quick review counts kružići only)</source>
            <comment>dutch_domino</comment>
            <translation>%1 — vermijdbare kringetjes: %2 (een snelle analyse telt alleen kringetjes)</translation>
        </message>
        <message>
            <source>%1: avoidable kružići %2, mistakes %3, inaccuracies %4</source>
            <comment>dutch_domino</comment>
            <translation>%1 — vermijdbare kringetjes: %2, fouten: %3, onnauwkeurigheden: %4</translation>
        </message>
        <message>
            <source>A dead heat: the game ended level.</source>
            <translation>Gelijkspel: aan het eind stond niemand voor.</translation>
        </message>
        <message>
            <source>Winning margin at the end: %1</source>
            <translation>Voorsprong van de winnaar aan het eind: %1</translation>
        </message>
        <message>
            <source>The game is not over; at the last move nobody was ahead.</source>
            <translation>De partij is nog niet afgelopen; na de laatste zet stond niemand voor.</translation>
        </message>
        <message numerus="yes">
            <source>The game is not over; at the last move %1 was ahead by %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>De wedstrijd is nog niet afgelopen; na de laatste zet stond %1 voor: %n kringetje minder.</numerusform>
                <numerusform>De wedstrijd is nog niet afgelopen; na de laatste zet stond %1 voor: %n kringetjes minder.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game is not over; at the last move %1 was ahead by %n point(s).</source>
            <translation>
                <numerusform>De partij is nog niet afgelopen; na de laatste zet stond %1 %n punt voor.</numerusform>
                <numerusform>De partij is nog niet afgelopen; na de laatste zet stond %1 %n punten voor.</numerusform>
            </translation>
        </message>
        <message>
            <source>The review found no move to practise.</source>
            <translation>De analyse vond geen zet om te oefenen.</translation>
        </message>
        <message numerus="yes">
            <source>%n new exercise(s) kept</source>
            <translation>
                <numerusform>%n nieuwe oefening bewaard</numerusform>
                <numerusform>%n nieuwe oefeningen bewaard</numerusform>
            </translation>
        </message>
        <message>
            <source>Save chart as PNG</source>
            <translation>Grafiek opslaan als PNG</translation>
        </message>
        <message>
            <source>PNG images</source>
            <translation>PNG-afbeeldingen</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>%1 kan niet worden geschreven: %2</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>&amp;Game:</source>
            <extracomment>the seed every diagram is played from (a fixed seed: the same picture every time) the largest side of a diagram in pixels the table colour behind a diagram (the board view's) a page of paper whatever the window's theme (dark or light)</extracomment>
            <translation>&amp;Spel:</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Spelregels</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Rules of %1</source>
            <translation>Spelregels van %1</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>Score chart</source>
            <extracomment>each seat's line and marks, so the seats differ in more than colour (a player who does not tell the colours apart, a print in grey); the dotted line is the win chance's at most this many marks along one line (a long match would be a row of blots)</extracomment>
            <translation>Scoreverloop</translation>
        </message>
        <message>
            <source>After move %1 of %2: %3</source>
            <translation>Na zet %1 van %2: %3</translation>
        </message>
        <message>
            <source>win chance</source>
            <translation>winkans</translation>
        </message>
    </context>
    <context>
        <name>SeatCard</name>
        <message>
            <source>Seat %1: %2, %3</source>
            <extracomment>the item data role that keeps a log row's text before it was wrapped to the column</extracomment>
            <translation>Plaats %1: %2, %3</translation>
        </message>
        <message numerus="yes">
            <source>Seat %1: %2, %n point(s)</source>
            <translation>
                <numerusform>Plaats %1: %2, %n punt</numerusform>
                <numerusform>Plaats %1: %2, %n punten</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat %1: %2</source>
            <translation>Plaats %1: %2</translation>
        </message>
        <message>
            <source>%1 — to play</source>
            <translation>%1 — aan de beurt</translation>
        </message>
    </context>
    <context>
        <name>SeatsView</name>
        <message>
            <source>Computer · %1</source>
            <extracomment>the seat whose hand the viewer sees on the rack now (-1: none; set by the window)</extracomment>
            <translation>Computer · %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mens</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Denkt na…</translation>
        </message>
        <message>
            <source>Totals: %1</source>
            <translation>Totaal: %1</translation>
        </message>
    </context>
    <context>
        <name>SelfTest</name>
        <message>
            <source>AI %1</source>
            <translation>AI %1</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>language</source>
            <extracomment>the settings group; "animation" stays where the window has always kept it each stored setting in words, as a notice names the ones set back to their defaults</extracomment>
            <translation>taal</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>snelheid van animaties</translation>
        </message>
        <message>
            <source>computer think time</source>
            <translation>denktijd van de computer</translation>
        </message>
        <message>
            <source>sound</source>
            <translation>geluid</translation>
        </message>
        <message>
            <source>theme</source>
            <translation>thema</translation>
        </message>
        <message>
            <source>tile colours</source>
            <translation>kleuren van de speelstukken</translation>
        </message>
        <message>
            <source>Hint button</source>
            <translation>knop Tip</translation>
        </message>
        <message>
            <source>coach</source>
            <translation>coach</translation>
        </message>
        <message>
            <source>relay address</source>
            <translation>adres van de relayserver</translation>
        </message>
        <message>
            <source>game events on the board</source>
            <translation>spelgebeurtenissen voor de schermlezer</translation>
        </message>
        <message>
            <source>recent files</source>
            <translation>recente bestanden</translation>
        </message>
        <message>
            <source>tutorial progress</source>
            <translation>voortgang in de lessen</translation>
        </message>
        <message>
            <source>window size and place</source>
            <translation>grootte en plaats van het venster</translation>
        </message>
        <message>
            <source>last game</source>
            <translation>laatste partij</translation>
        </message>
        <message>
            <source>Some settings could not be read and were set back to their defaults: %1.</source>
            <translation>Sommige instellingen konden niet gelezen worden en staan weer op hun standaardwaarde: %1.</translation>
        </message>
        <message>
            <source>The last game in the settings could not be read: a new game starts.</source>
            <translation>De laatste partij in de instellingen kon niet worden gelezen: er begint een nieuwe partij.</translation>
        </message>
        <message>
            <source>Settings cannot be saved in this session: where the settings file belongs (%1) there is a folder, not a file. The default settings are used.</source>
            <translation>Instellingen kunnen in deze sessie niet worden opgeslagen: waar het instellingenbestand hoort (%1) staat een map, geen bestand. De standaardinstellingen worden gebruikt.</translation>
        </message>
        <message>
            <source>Settings cannot be saved in this session: where the settings file belongs (%1) there is a device or a pipe, not a file. The default settings are used.</source>
            <translation>Instellingen kunnen in deze sessie niet worden opgeslagen: waar het instellingenbestand hoort (%1) staat een apparaat of een speciaal bestand, geen gewoon bestand. De standaardinstellingen worden gebruikt.</translation>
        </message>
        <message>
            <source>The settings file was damaged: the default settings are used.</source>
            <translation>Het instellingenbestand was beschadigd: de standaardinstellingen worden gebruikt.</translation>
        </message>
        <message>
            <source>The settings file was damaged: the default settings are used; the old file was kept as %1.</source>
            <translation>Het instellingenbestand was beschadigd: de standaardinstellingen worden gebruikt; het oude bestand is bewaard als %1.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <extracomment>Okabe &amp; Ito's colour-blind-safe colours, extended with distinct greys/browns for 8 and 9</extracomment>
            <translation>Instellingen</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Systeemtaal</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Taal:</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Geen animatie</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Snel</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langzaam</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>&amp;Snelheid van animaties:</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>Computer &amp;think time:</source>
            <translation>&amp;Denktijd van de computer:</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Donker</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Licht</translation>
        </message>
        <message>
            <source>Th&amp;eme:</source>
            <translation>T&amp;hema:</translation>
        </message>
        <message>
            <source>Standard colours</source>
            <translation>Standaardkleuren</translation>
        </message>
        <message>
            <source>Colour-blind-safe colours</source>
            <translation>Kleuren voor kleurenblinden</translation>
        </message>
        <message>
            <source>Tile &amp;colours:</source>
            <translation>&amp;Kleuren van de speelstukken:</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Geluid</translation>
        </message>
        <message>
            <source>Show the &amp;Hint button</source>
            <translation>Knop T&amp;ip tonen</translation>
        </message>
        <message>
            <source>C&amp;oach: comment on my moves</source>
            <translation>C&amp;oach: commentaar op mijn zetten</translation>
        </message>
        <message>
            <source>Screen reader: also say game e&amp;vents on the board</source>
            <translation>Schermlezer: ook spelgebeurtenissen &amp;voorlezen</translation>
        </message>
        <message>
            <source>For a screen reader that is silent about the other players' moves (such as Orca 43): what is announced becomes the board's description, which it reads. Leave it off if you hear things twice.</source>
            <translation>Voor een schermlezer die de zetten van de andere spelers niet voorleest (zoals Orca 43): elke melding komt dan ook in de beschrijving van het speelveld, en die leest hij wel voor. Laat dit uit als je alles twee keer hoort.</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Netwerk</translation>
        </message>
        <message>
            <source>Relay address</source>
            <translation>Relayserver</translation>
        </message>
        <message>
            <source>&amp;Relay address:</source>
            <translation>&amp;Relayserver:</translation>
        </message>
        <message>
            <source>Empty: LAN only, friends on your network can join. With a relay, friends anywhere can join: see the network guide for running one.</source>
            <translation>Leeg: alleen LAN, vrienden op je netwerk kunnen aanschuiven. Met een relayserver kunnen vrienden van overal aanschuiven: de netwerkgids legt uit hoe je er zelf een draait.</translation>
        </message>
        <message>
            <source>That is not a relay address: type host:port, e.g. relay.example.org:4001, or leave it empty for LAN only.</source>
            <translation>Dat is geen adres van een relayserver: typ host:poort, bijvoorbeeld relay.example.org:4001, of laat het leeg voor alleen LAN.</translation>
        </message>
        <message>
            <source>The think time applies to the Expert level and to hints.</source>
            <translation>De denktijd geldt voor het niveau Expert en voor tips.</translation>
        </message>
    </context>
    <context>
        <name>SpokenBoard</name>
        <message>
            <source>Place %1 of %2: %3.</source>
            <extracomment>the piece on the table said last by stepping over it (-1: none yet)</extracomment>
            <translation>Plek %1 van %2: %3.</translation>
        </message>
        <message>
            <source>Turned %1 (%2 of %3): R turns it.</source>
            <translation>Gedraaid: %1 (%2 van %3), R draait verder.</translation>
        </message>
        <message>
            <source>L says what has been laid, period and comma step over it one by one, A lets the arrow keys walk over it too, S reads the scores, W says where the cursor is.</source>
            <translation>L leest voor wat er gelegd is, punt en komma gaan er één voor één langs, A laat de pijltjestoetsen er ook langs gaan, S leest de stand voor, W zegt waar de cursor staat.</translation>
        </message>
        <message>
            <source>%1 of %2: %3</source>
            <translation>%1 van %2: %3</translation>
        </message>
        <message>
            <source>The arrow keys walk over the laid pieces too.</source>
            <translation>De pijltjestoetsen gaan nu ook langs wat er gelegd is.</translation>
        </message>
        <message>
            <source>The arrow keys walk over the highlighted places only.</source>
            <translation>De pijltjestoetsen gaan alleen nog langs de gemarkeerde plekken.</translation>
        </message>
        <message>
            <source>Laid %1 of %2: %3</source>
            <translation>Gelegd, %1 van %2: %3</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>The statistics file was damaged (%1): the statistics start again from zero; the old file was kept as %2.</source>
            <translation>Het statistiekbestand was beschadigd (%1): de statistieken beginnen weer bij nul; het oude bestand is bewaard als %2.</translation>
        </message>
        <message>
            <source>Where the statistics file belongs there was a folder, not a file: it was kept as %1, and the statistics start again from zero.</source>
            <translation>Waar het statistiekbestand hoort stond een map, geen bestand: die is bewaard als %1 en de statistieken beginnen weer bij nul.</translation>
        </message>
        <message>
            <source>Where the statistics file belongs there was a device or a pipe, not a file: it was kept as %1, and the statistics start again from zero.</source>
            <translation>Waar het statistiekbestand hoort stond een apparaat of een speciaal bestand, geen gewoon bestand: dat is bewaard als %1 en de statistieken beginnen weer bij nul.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved in this session: where their file belongs (%1) there is a folder, a device or a pipe, not a file.</source>
            <translation>De statistieken kunnen in deze sessie niet worden opgeslagen: waar hun bestand hoort (%1) staat een map, een apparaat of een speciaal bestand, geen gewoon bestand.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statistieken</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Tegenstanders</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partijen</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Gelijk</translation>
        </message>
        <message>
            <source>Losses</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Beste score</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Gemiddelde score</translation>
        </message>
        <message>
            <source>Streak (best)</source>
            <translation>Beste reeks</translation>
        </message>
        <message>
            <source>No finished games against the computer yet.</source>
            <translation>Nog geen uitgespeelde partijen tegen de computer.</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>Statistieken &amp;wissen…</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n overwinning</numerusform>
                <numerusform>%n overwinningen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n loss(es)</source>
            <translation>
                <numerusform>%n nederlaag</numerusform>
                <numerusform>%n nederlagen</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Statistieken wissen</translation>
        </message>
        <message>
            <source>Forget every game in the statistics? This cannot be undone.</source>
            <translation>Alle partijen uit de statistieken wissen? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <source>Forget every game in the statistics and your ratings? This cannot be undone.</source>
            <translation>Alle partijen uit de statistieken en je rating wissen? Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
    </context>
    <context>
        <name>StatusLine</name>
        <message>
            <source>%1 — %2</source>
            <extracomment>whether a hot-seat hand-over covers the rack (set by the window: ui/rack_view.py)</extracomment>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>Close the summary to play on.</source>
            <translation>Sluit het overzicht om verder te spelen.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 denkt na…</translation>
        </message>
        <message>
            <source>Next to play: %1.</source>
            <translation>Hierna aan de beurt: %1.</translation>
        </message>
        <message>
            <source>Hand the computer over. Next: %1.</source>
            <translation>Geef de computer door. Nu aan de beurt: %1.</translation>
        </message>
        <message>
            <source>Your turn: %1</source>
            <translation>Jij bent aan de beurt: %1</translation>
        </message>
        <message>
            <source>Turn: %1 — %2</source>
            <translation>Aan de beurt: %1 — %2</translation>
        </message>
        <message>
            <source>Where several rotations fit, R or the mouse wheel turns it.</source>
            <translation>Passen er meerdere standen, dan kies je met R of het muiswiel een andere stand.</translation>
        </message>
        <message numerus="yes">
            <source>You win the game with %n point(s).</source>
            <translation>
                <numerusform>Je wint de partij met %n punt.</numerusform>
                <numerusform>Je wint de partij met %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the game: %1, with %n point(s).</source>
            <translation>
                <numerusform>%1 wint de partij met %n punt.</numerusform>
                <numerusform>%1 wint de partij met %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win the match with %n point(s).</source>
            <translation>
                <numerusform>Je wint de wedstrijd met %n punt.</numerusform>
                <numerusform>Je wint de wedstrijd met %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the match: %1, with %n point(s).</source>
            <translation>
                <numerusform>%1 wint de wedstrijd met %n punt.</numerusform>
                <numerusform>%1 wint de wedstrijd met %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends in a draw: you and %1 have %n point(s) each.</source>
            <translation>
                <numerusform>De partij eindigt gelijk: jij en %1 hebben elk %n punt.</numerusform>
                <numerusform>De partij eindigt gelijk: jij en %1 hebben elk %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The match ends in a draw: you and %1 have %n point(s) each.</source>
            <translation>
                <numerusform>De wedstrijd eindigt gelijk: jij en %1 hebben elk %n punt.</numerusform>
                <numerusform>De wedstrijd eindigt gelijk: jij en %1 hebben elk %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends in a draw at %n point(s) each between %1.</source>
            <translation>
                <numerusform>De partij eindigt gelijk: %1 hebben elk %n punt.</numerusform>
                <numerusform>De partij eindigt gelijk: %1 hebben elk %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The match ends in a draw at %n point(s) each between %1.</source>
            <translation>
                <numerusform>De wedstrijd eindigt gelijk: %1 hebben elk %n punt.</numerusform>
                <numerusform>De wedstrijd eindigt gelijk: %1 hebben elk %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win the match, with %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Je wint de wedstrijd en eindigt met %n kringetje.</numerusform>
                <numerusform>Je wint de wedstrijd en eindigt met %n kringetjes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the match: %1, with %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>%1 wint de wedstrijd en eindigt met %n kringetje.</numerusform>
                <numerusform>%1 wint de wedstrijd en eindigt met %n kringetjes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last move — %1: %2 (%3)</source>
            <translation>Laatste zet — %1: %2 (%3)</translation>
        </message>
        <message>
            <source>Last move — %1: %2</source>
            <translation>Laatste zet — %1: %2</translation>
        </message>
        <message>
            <source>You scored %1 (%2).</source>
            <translation>Je score voor deze zet: %1 (%2).</translation>
        </message>
        <message>
            <source>You scored %1.</source>
            <translation>Je score voor deze zet: %1.</translation>
        </message>
        <message>
            <source>Score for %1: %2 (%3).</source>
            <translation>Punten voor %1: %2 (%3).</translation>
        </message>
        <message>
            <source>Score for %1: %2.</source>
            <translation>Punten voor %1: %2.</translation>
        </message>
    </context>
    <context>
        <name>Summaries</name>
        <message>
            <source>Player</source>
            <translation>Speler</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <extracomment>score kinds of a placing move itself (Holomino's holes, a Triominos tile, Hexadomino's sides, a square domino square), as against an end's settlement a round summary closed and the match goes on: the panels refresh the match summary's "Review" was pressed: the window opens the game review the dialogs' parent; its Qt property ``quiet_end`` skips the match summary of computer-only games (the self-test) True while a tutorial shows a lesson position: the lesson's panel tells how the round or match ended, and a window-modal dialog would block its Next button</extracomment>
            <translation>Kringetjes</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Wedstrijd</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>End of the match</source>
            <translation>Einde van de wedstrijd</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Einde van de partij</translation>
        </message>
    </context>
    <context>
        <name>SummaryDialog</name>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>&amp;New match</source>
            <translation>&amp;Nieuwe wedstrijd</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nieuwe partij</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>&amp;Analyse</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>Volgende &amp;ronde</translation>
        </message>
    </context>
    <context>
        <name>TrainingMenu</name>
        <message>
            <source>T&amp;raining</source>
            <extracomment>the puzzle windows opened (the tests and the screenshots read them)</extracomment>
            <translation>&amp;Oefenen</translation>
        </message>
        <message>
            <source>&amp;Puzzles…</source>
            <translation>&amp;Puzzels…</translation>
        </message>
        <message>
            <source>Puzzle of the &amp;day</source>
            <translation>Puzzel van de &amp;dag</translation>
        </message>
        <message>
            <source>Practise my &amp;mistakes</source>
            <translation>Mijn &amp;fouten oefenen</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Learn Holomino</source>
            <extracomment>id -&gt; English source (``QT_TRANSLATE_NOOP`` is typed ``object`` in PySide6's stubs)</extracomment>
            <translation>Holomino leren</translation>
        </message>
        <message>
            <source>Learn Triominos</source>
            <translation>Triominos leren</translation>
        </message>
        <message>
            <source>Learn Hexadomino</source>
            <translation>Hexadomino leren</translation>
        </message>
        <message>
            <source>Learn Holandski domino</source>
            <translation>Hollands domino leren</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>De tegels</translation>
        </message>
        <message>
            <source>Every Holomino tile is a hexagon with three numbers and three round bites. You hold your tiles in the rack below the board. Click a tile in your rack, then click one of the highlighted places next to the start tile.</source>
            <translation>Elke Holomino-tegel is een zeshoek met drie getallen en drie ronde hapjes. Je tegels liggen onder het speelveld. Klik op een van je tegels en daarna op een van de gemarkeerde plekken naast de starttegel.</translation>
        </message>
        <message>
            <source>Choose any tile that lights up places on the board, then click a place.</source>
            <translation>Kies een tegel waarvoor plekken op het speelveld gemarkeerd worden en klik dan op een van die plekken.</translation>
        </message>
        <message>
            <source>Where two tiles touch, the numbers at their shared corners are the same.</source>
            <translation>Waar twee tegels elkaar raken, zijn de getallen in de gedeelde hoeken gelijk.</translation>
        </message>
        <message>
            <source>Matching corners</source>
            <translation>Passende hoeken</translation>
        </message>
        <message>
            <source>A tile may only go where every corner it touches shows the same number. Place the marked tile: it fits in very few places. You never have to turn it yourself — the program turns it the only way that fits.</source>
            <translation>Een tegel mag alleen liggen waar elke hoek die hij raakt, hetzelfde getal toont. Leg de gemarkeerde tegel: hij past maar op weinig plekken. Zelf draaien hoeft nooit — het programma draait hem in de enige stand die past.</translation>
        </message>
        <message>
            <source>Use the marked tile. Only the highlighted places have matching numbers for it.</source>
            <translation>Gebruik de gemarkeerde tegel. Alleen de gemarkeerde plekken hebben passende getallen.</translation>
        </message>
        <message>
            <source>The tile was turned for you so that all touching corners match.</source>
            <translation>De tegel is voor je gedraaid zodat alle aanliggende hoeken kloppen.</translation>
        </message>
        <message>
            <source>Blocked places</source>
            <translation>Geblokkeerde plekken</translation>
        </message>
        <message>
            <source>Look at the place marked with a cross. Its neighbours ask for the same number at two of its corners, but every tile shows three different numbers: no tile can ever fill it. It stays blocked for the rest of the game. Place a tile somewhere else.</source>
            <translation>Kijk naar de plek met het kruisje. De buurtegels vragen daar in twee hoeken hetzelfde getal, maar elke tegel heeft drie verschillende getallen: daar past nooit een tegel. Die plek blijft de rest van de partij geblokkeerd. Leg je tegel ergens anders.</translation>
        </message>
        <message>
            <source>The crossed place never lights up. Choose a tile and click a place that does.</source>
            <translation>De plek met het kruisje wordt nooit gemarkeerd. Kies een tegel en klik op een plek die wel gemarkeerd is.</translation>
        </message>
        <message>
            <source>A blocked place stays empty, so a hole beside it can never be closed.</source>
            <translation>Een geblokkeerde plek blijft leeg, dus een gat ernaast gaat nooit meer dicht.</translation>
        </message>
        <message>
            <source>Closing a hole</source>
            <translation>Een gat sluiten</translation>
        </message>
        <message>
            <source>Three bites that meet make a round hole. When your tile closes a hole you score the three numbers around it. Close a hole now.</source>
            <translation>Waar drie hapjes samenkomen, ontstaat een rond gat. Sluit jouw tegel een gat, dan scoor je de som van de drie getallen eromheen. Sluit nu een gat.</translation>
        </message>
        <message>
            <source>Look for a gap where two tiles already have their bites next to each other, and fill it.</source>
            <translation>Zoek een open plek waar twee tegels hun hapjes al naast elkaar hebben en vul die.</translation>
        </message>
        <message>
            <source>You closed a hole and scored the sum of the three numbers around it.</source>
            <translation>Je hebt een gat gesloten en de som van de drie getallen eromheen gescoord.</translation>
        </message>
        <message>
            <source>Two holes at once</source>
            <translation>Twee gaten tegelijk</translation>
        </message>
        <message>
            <source>A tile can close two or three holes in one move. Then the holes are added and multiplied by their number: two holes count double, three count triple. Find the move that closes two holes.</source>
            <translation>Een tegel kan in één zet twee of drie gaten sluiten. Dan tel je de waarden van de gaten op en vermenigvuldig je de som met het aantal gaten: twee gaten tellen dubbel, drie driedubbel. Zoek de zet die twee gaten sluit.</translation>
        </message>
        <message>
            <source>One empty place has bites on two sides. Fill that one.</source>
            <translation>Eén lege plek heeft aan twee kanten hapjes. Vul die.</translation>
        </message>
        <message>
            <source>When nothing fits</source>
            <translation>Als niets past</translation>
        </message>
        <message>
            <source>Before each turn you draw a tile, so you hold up to four. Sometimes none of them fits: then you give one back to the sack and your turn is over. Select a tile and press the button to return it.</source>
            <translation>Aan het begin van elke beurt krijg je een tegel, dus je hebt er maximaal vier. Soms past geen enkele: dan leg je er een terug in de zak en moet je passen. Kies een tegel en druk op de knop om hem terug te leggen.</translation>
        </message>
        <message>
            <source>Select a tile in your rack, then press the return button beside the rack.</source>
            <translation>Kies een tegel en druk dan op de knop „Tegel terugleggen en passen” naast je tegels.</translation>
        </message>
        <message>
            <source>Returned. If both players have to return a tile one after the other, the game ends.</source>
            <translation>Teruggelegd. Moeten beide spelers na elkaar een tegel terugleggen, dan is de partij uit.</translation>
        </message>
        <message>
            <source>The 12 × 12 board</source>
            <translation>Het speelveld van 12 × 12</translation>
        </message>
        <message>
            <source>The board holds at most 12 × 12 tiles. This layout is already 12 tiles wide, so a place beyond its edge stays dark even where a tile would match. Place a tile inside the board.</source>
            <translation>Het speelveld is maximaal 12 × 12 tegels groot. Wat hier ligt, is al 12 tegels breed, dus een plek voorbij de rand blijft donker, ook waar een tegel zou passen. Leg een tegel binnen het speelveld.</translation>
        </message>
        <message>
            <source>Only the places inside the 12 × 12 board light up; click one of them.</source>
            <translation>Alleen de plekken binnen het speelveld van 12 × 12 worden gemarkeerd; klik er één aan.</translation>
        </message>
        <message>
            <source>The view shifts by itself, so the whole layout always stays on the screen.</source>
            <translation>Het speelveld schuift vanzelf mee, zodat alle tegels altijd op het scherm blijven.</translation>
        </message>
        <message>
            <source>The end of the game</source>
            <translation>Het einde van de partij</translation>
        </message>
        <message>
            <source>The sack is empty and this is your last tile. The game ends when a player has no tiles left. Place it.</source>
            <translation>De zak is leeg en dit is je laatste tegel. De partij is uit als een speler geen tegels meer heeft. Leg hem.</translation>
        </message>
        <message>
            <source>Select your last tile and click any highlighted place.</source>
            <translation>Kies je laatste tegel en klik op een gemarkeerde plek.</translation>
        </message>
        <message>
            <source>A little strategy</source>
            <translation>Een beetje strategie</translation>
        </message>
        <message>
            <source>Tip: before you place, compare the holes you can close — big numbers around a hole mean big points. Find the move that scores the most here.</source>
            <translation>Tip: vergelijk eerst welke gaten je kunt sluiten — grote getallen rond een gat betekenen veel punten. Zoek hier de zet die het meest oplevert.</translation>
        </message>
        <message>
            <source>Another move closes a hole with larger numbers around it.</source>
            <translation>Een andere zet sluit een gat met grotere getallen eromheen.</translation>
        </message>
        <message>
            <source>That is the best move. Also watch out: a hole that is almost closed is a gift for the next player.</source>
            <translation>Dat is de beste zet. Let ook op: een gat dat bijna dicht is, is een cadeautje voor de volgende speler.</translation>
        </message>
        <message>
            <source>Your first game</source>
            <translation>Je eerste partij</translation>
        </message>
        <message>
            <source>Now play a real game against the Beginner. Each turn the Hint shows a good move — you may follow it or choose your own. Make a few moves to finish the tutorial.</source>
            <translation>Speel nu een echte partij tegen de Beginner. Met de knop „Tip” zie je elke beurt een goede zet — je mag hem volgen of zelf kiezen. Doe een paar zetten om de les af te ronden.</translation>
        </message>
        <message>
            <source>You know the game now! Play on to the end, or start a new game.</source>
            <translation>Nu ken je het spel! Speel door tot het einde of begin een nieuwe partij.</translation>
        </message>
        <message>
            <source>Who starts</source>
            <translation>Wie begint</translation>
        </message>
        <message>
            <source>Before the deal each player draws one tile from the pool: the highest sum starts (on a tie the tied players draw again), and the tiles go back into the pool. Then with 2 players each takes 9 tiles, with 3 or 4 players 7. You drew the highest, so you start: place any tile — you score its sum.</source>
            <translation>Eerst bepaal je wie begint: iedere speler pakt één steen uit de pot, en wie de hoogste som heeft, begint (hebben meerdere spelers dezelfde hoogste som, dan pakken alleen zij opnieuw). Daarna gaan die stenen terug in de pot. Bij 2 spelers krijgt ieder 9 stenen, bij 3 of 4 spelers 7. Jij had de hoogste som, dus jij begint: leg een steen naar keuze — je scoort de som van zijn drie getallen.</translation>
        </message>
        <message>
            <source>Choose any tile and click the middle of the table.</source>
            <translation>Kies een steen en klik op het midden van de tafel.</translation>
        </message>
        <message>
            <source>The round has begun; a high opening tile scores more. (In the “classic opening” variant the player holding the highest triple starts with it and scores 10 extra, 40 for 0-0-0.)</source>
            <translation>De ronde is begonnen; een hoge openingssteen levert meer op. (In de variant „klassieke opening” begint de speler met de hoogste drieling met die steen en scoort hij 10 extra, 40 voor 0-0-0.)</translation>
        </message>
        <message>
            <source>Tiles and matching</source>
            <translation>Passend aanleggen</translation>
        </message>
        <message>
            <source>A Triominos tile is a triangle with a number from 0 to 5 at each corner. A new tile shares a whole side with the table, and every corner it touches must show the same number. Place a tile: you score the sum of its three numbers.</source>
            <translation>Een Triominos-steen is een driehoek met in elke hoek een getal van 0 tot en met 5. Een nieuwe steen sluit met een hele zijde aan op een steen op tafel, en elke hoek die hij raakt, moet hetzelfde getal tonen. Leg een steen: je scoort de som van zijn drie getallen.</translation>
        </message>
        <message>
            <source>Choose a tile that lights up a place, then click the place. The program turns the tile for you; if several turns fit, R or the wheel changes it.</source>
            <translation>Kies een steen waarvoor een plek gemarkeerd wordt en klik op die plek. Het programma draait de steen voor je; passen er meerdere standen, dan kies je met R of het muiswiel een andere stand.</translation>
        </message>
        <message>
            <source>A placed tile scores the sum of its three numbers.</source>
            <translation>Een gelegde steen scoort de som van zijn drie getallen.</translation>
        </message>
        <message>
            <source>The bridge: +40</source>
            <translation>De brug: +40</translation>
        </message>
        <message>
            <source>A bridge is a tile that matches one side of the table and, with its opposite corner, just touches another tile. It earns 40 extra points. Build the bridge.</source>
            <translation>Een brug is een steen die aan één zijde past en met zijn tegenoverliggende punt precies de punt van een andere steen raakt. Dat levert 40 extra punten op. Bouw de brug.</translation>
        </message>
        <message>
            <source>Look for a gap where a tile can lean on one side and reach across to a lone corner.</source>
            <translation>Zoek een opening waar een steen tegen één zijde kan liggen en met zijn punt de punt van een andere steen raakt.</translation>
        </message>
        <message>
            <source>A bridge: its sum plus 40.</source>
            <translation>Een brug: de som plus 40.</translation>
        </message>
        <message>
            <source>The hexagon: +50</source>
            <translation>De zeshoek: +50</translation>
        </message>
        <message>
            <source>Six tiles around one corner make a hexagon. The tile that completes it earns 50 extra points (a second hexagon next to another one: 60, three: 70). Complete a hexagon.</source>
            <translation>Zes stenen rond één punt vormen een zeshoek. De steen die hem afmaakt, levert 50 extra punten op (een zeshoek naast een andere: 60, drie: 70). Maak een zeshoek af.</translation>
        </message>
        <message>
            <source>Find the corner that already has five tiles around it.</source>
            <translation>Zoek het punt waar al vijf stenen omheen liggen.</translation>
        </message>
        <message>
            <source>A hexagon: its sum plus 50.</source>
            <translation>Een zeshoek: de som plus 50.</translation>
        </message>
        <message>
            <source>Only the highest bonus</source>
            <translation>Alleen de hoogste bonus</translation>
        </message>
        <message>
            <source>One tile here completes three hexagons at once. A move earns only its highest bonus: three hexagons give 70, not 50 + 60 + 70. Find that move.</source>
            <translation>Eén steen maakt hier drie zeshoeken tegelijk af. Een zet levert alleen zijn hoogste bonus op: drie zeshoeken geven 70, niet 50 + 60 + 70. Zoek die zet.</translation>
        </message>
        <message>
            <source>Look for the empty cell whose three corners each have five tiles around them.</source>
            <translation>Zoek de lege plek waarvan elk van de drie punten al door vijf stenen omringd is.</translation>
        </message>
        <message>
            <source>A triple hexagon: the sum plus 70, the only bonus counted.</source>
            <translation>Een drievoudige zeshoek: de som plus 70, de enige bonus die telt.</translation>
        </message>
        <message>
            <source>Drawing costs points</source>
            <translation>Pakken kost punten</translation>
        </message>
        <message>
            <source>None of your tiles fits. Draw a tile from the pool: each draw costs 5 points, and you may draw up to three times. After three draws without a fit you lose 10 more and pass.</source>
            <translation>Geen van je stenen past. Pak een steen uit de pot: dat kost telkens 5 punten, en je mag tot drie keer pakken. Na drie keer zonder passende steen verlies je nog 10 punten en pas je.</translation>
        </message>
        <message>
            <source>Press the draw button beside the rack.</source>
            <translation>Druk op de knop „Steen pakken (−5)” naast het plankje.</translation>
        </message>
        <message>
            <source>You drew a tile and lost 5 points. If it fits, you may place it now.</source>
            <translation>Je hebt een steen gepakt en 5 punten verloren. Past hij, dan mag je hem nu leggen.</translation>
        </message>
        <message>
            <source>An empty pool</source>
            <translation>Een lege pot</translation>
        </message>
        <message>
            <source>The pool is empty and none of your tiles fits. Then you simply pass, without any penalty. Press the pass button.</source>
            <translation>De pot is leeg en geen van je stenen past. Dan pas je gewoon, zonder straf. Druk op de knop „Passen”.</translation>
        </message>
        <message>
            <source>Passed, at no cost. If the pool runs out while you are drawing, you pass without the extra 10 as well.</source>
            <translation>Gepast, zonder kosten. Raakt de pot leeg terwijl je aan het pakken bent, dan pas je ook zonder de extra 10.</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Uitgaan</translation>
        </message>
        <message>
            <source>This is your last tile. Whoever places his last tile ends the round and scores 25 plus the numbers left on the other racks. Place it!</source>
            <translation>Dit is je laatste steen. Wie zijn laatste steen legt, beëindigt de ronde en scoort 25 plus de som van de getallen op de plankjes van de anderen. Leg hem!</translation>
        </message>
        <message>
            <source>Select your last tile and click its highlighted place.</source>
            <translation>Kies je laatste steen en klik op de gemarkeerde plek.</translation>
        </message>
        <message>
            <source>Round over! Scores carry over: when someone passes 400 points, that round is the last one and the highest total wins the match.</source>
            <translation>Ronde voorbij! De scores tellen door: zodra iemand boven de 400 punten komt, is die ronde de laatste en wint het hoogste totaal de wedstrijd.</translation>
        </message>
        <message>
            <source>A blocked round</source>
            <translation>Een vastgelopen ronde</translation>
        </message>
        <message>
            <source>The pool is empty, and after your move nobody can place a tile: the round is blocked. Then every player subtracts the sum of the numbers on his own rack. Place your tile.</source>
            <translation>De pot is leeg, en na jouw zet kan niemand meer een steen leggen: de ronde zit vast. Dan gaat bij iedere speler de som van de getallen op zijn eigen plankje van de score af. Leg je steen.</translation>
        </message>
        <message>
            <source>Only one of your tiles fits: place it.</source>
            <translation>Er past maar één van je stenen: leg die.</translation>
        </message>
        <message>
            <source>Blocked: you lose the 6 left on your rack, your opponent the 15 on his. (In the classic variant the player with the lowest rack scores the others' racks instead.)</source>
            <translation>Vast: jij verliest de 6 op je plankje, je tegenstander de 15 op het zijne. (In de klassieke variant krijgt juist wie het minst op zijn plankje heeft, de punten van alle andere plankjes.)</translation>
        </message>
        <message>
            <source>Tip: high tiles score more, and they cost you if they are still on your rack when someone goes out. Play the move that scores the most here.</source>
            <translation>Tip: hoge stenen scoren meer, en ze kosten je punten als ze nog op je plankje staan wanneer iemand uitgaat. Speel hier de zet die het meest oplevert.</translation>
        </message>
        <message>
            <source>Compare the sums: another tile with higher numbers fits too.</source>
            <translation>Vergelijk de sommen: er past ook een andere steen met hogere getallen.</translation>
        </message>
        <message>
            <source>Get rid of your big tiles while they fit.</source>
            <translation>Raak je hoge stenen kwijt zolang ze passen.</translation>
        </message>
        <message>
            <source>Now play against the Beginner. Each turn the Hint shows a good move. Make a few moves to finish the tutorial.</source>
            <translation>Speel nu tegen de Beginner. Met de knop „Tip” zie je elke beurt een goede zet. Doe een paar zetten om de les af te ronden.</translation>
        </message>
        <message>
            <source>You know the game now! Play on, or start a new game.</source>
            <translation>Nu ken je het spel! Speel verder of begin een nieuwe partij.</translation>
        </message>
        <message>
            <source>The stones</source>
            <translation>De stenen</translation>
        </message>
        <message>
            <source>A Hexadomino stone is a hexagon with six fields; a field has 1 to 5 pips or is empty. Where two stones touch, the facing fields must be equal, and at least one contact must be pips against pips. Place any stone next to the start stone.</source>
            <translation>Een Hexadomino-steen is een zeshoek met zes velden; een veld heeft 1 tot 5 puntjes of is leeg. Waar twee stenen elkaar raken, moeten de velden tegenover elkaar gelijk zijn, en bij minstens één aansluiting moet een puntveld tegen een puntveld liggen. Leg een steen naast de beginsteen.</translation>
        </message>
        <message>
            <source>Choose a stone that lights up places, then click one. The program turns it for you.</source>
            <translation>Kies een steen waarvoor plekken gemarkeerd worden en klik er één aan. Het programma draait hem voor je.</translation>
        </message>
        <message>
            <source>Placed. A stone touching only one side scores nothing — the points come from touching several.</source>
            <translation>Gelegd. Een steen die maar met één zijde aansluit, levert niets op — punten krijg je pas als hij meerdere zijden raakt.</translation>
        </message>
        <message>
            <source>Counting sides</source>
            <translation>Zijden tellen</translation>
        </message>
        <message>
            <source>A placed stone scores by how many of its sides touch stones: 2 sides 2 points, 3 sides 3, 4 sides 6, 5 sides 10, all 6 sides 20. Place a stone that touches two stones.</source>
            <translation>Hoeveel een gelegde steen oplevert, hangt af van het aantal zijden waarmee hij andere stenen raakt: 2 zijden 2 punten, 3 zijden 3, 4 zijden 6, 5 zijden 10, alle 6 zijden 20. Leg een steen die twee stenen raakt.</translation>
        </message>
        <message>
            <source>Look for a nook between two stones and fill it.</source>
            <translation>Zoek een inham tussen twee stenen en vul die.</translation>
        </message>
        <message>
            <source>Two sides touching: 2 points.</source>
            <translation>Twee zijden raken: 2 punten.</translation>
        </message>
        <message>
            <source>Drawing</source>
            <translation>Trekken</translation>
        </message>
        <message>
            <source>Press the draw button beside your stones.</source>
            <translation>Druk op de knop „Steen trekken” naast je stenen.</translation>
        </message>
        <message>
            <source>You drew a stone. Drawing costs nothing in Hexadomino, but takes time.</source>
            <translation>Je hebt een steen getrokken. Trekken kost in Hexadomino geen punten, maar wel tijd.</translation>
        </message>
        <message>
            <source>An empty stock</source>
            <translation>Een lege voorraad</translation>
        </message>
        <message>
            <source>The stock is empty and none of your stones fits, so there is nothing to draw: you pass. Stones you drew earlier stay in your hand. Press the pass button.</source>
            <translation>De voorraad is op en geen van je stenen past, dus er valt niets te trekken: je past. Stenen die je eerder trok, blijven in je hand. Druk op de knop „Passen”.</translation>
        </message>
        <message>
            <source>Press the pass button beside your stones.</source>
            <translation>Druk op de knop „Passen” naast je stenen.</translation>
        </message>
        <message>
            <source>Passed. Your opponent cannot place either: when he passes too, nobody can place any more and the game is over.</source>
            <translation>Gepast. Je tegenstander kan ook niet aanleggen: als ook hij past, kan niemand meer leggen en is de partij uit.</translation>
        </message>
        <message>
            <source>Tip: the deeper the nook, the bigger the score. Find the place that touches the most stones.</source>
            <translation>Tip: hoe dieper de inham, hoe hoger de score. Zoek de plek die de meeste stenen raakt.</translation>
        </message>
        <message>
            <source>Another place is surrounded by more stones.</source>
            <translation>Een andere plek wordt door meer stenen omringd.</translation>
        </message>
        <message>
            <source>The best move here. Try not to leave deep nooks that your opponent can fill.</source>
            <translation>De beste zet hier. Probeer geen diepe inhammen achter te laten die je tegenstander kan vullen.</translation>
        </message>
        <message>
            <source>The stock is empty and you hold your last stone. Placing it ends the game; the game also ends when nobody can place. Place it.</source>
            <translation>De voorraad is op en je hebt je laatste steen. Als je hem legt, is de partij uit; de partij eindigt ook als niemand meer kan aanleggen. Leg hem.</translation>
        </message>
        <message>
            <source>Select your last stone and click a highlighted place.</source>
            <translation>Kies je laatste steen en klik op een gemarkeerde plek.</translation>
        </message>
        <message>
            <source>Press the pass button beside your tiles.</source>
            <translation>Druk op de knop „Passen” naast je stenen.</translation>
        </message>
        <message>
            <source>The variant with one set</source>
            <translation>De variant met één set</translation>
        </message>
        <message>
            <source>In the variant with one set of 28, each player draws 14 dominoes. The starter lays any domino and the opponent lays one beside it to complete the start square. Nobody can empty his hand: you always keep at least one domino, so the round ends in blockade. Lay a square with two of your three dominoes.</source>
            <translation>In de variant met één set van 28 krijgt iedere speler 14 stenen. Wie begint, legt een steen naar keuze en de tegenstander legt er een naast om het startvierkant af te maken. Niemand kan zijn hand leegspelen: je houdt altijd minstens één steen over, dus de ronde eindigt in een blokkade. Leg een vierkant met twee van je drie stenen.</translation>
        </message>
        <message>
            <source>One domino left: you cannot lay a square any more. When neither player can, the round ends in blockade.</source>
            <translation>Nog één steen over: je kunt geen vierkant meer leggen. Kan geen van beide spelers dat nog, dan eindigt de ronde in een blokkade.</translation>
        </message>
        <message>
            <source>Tip: at the end of a round the pips left in your hand count against you. When several squares score the same, lay the heaviest dominoes. Find the best square here: top points, heaviest dominoes.</source>
            <translation>Tip: aan het eind van een ronde tellen de ogen in je hand tegen je. Leveren meerdere vierkanten evenveel op, leg dan de zwaarste stenen. Zoek hier het beste vierkant: de meeste punten en de zwaarste stenen.</translation>
        </message>
        <message>
            <source>Look for the place that scores the most, then use your heaviest dominoes that fit there.</source>
            <translation>Zoek de plek die het meest oplevert en gebruik daar je zwaarste stenen die passen.</translation>
        </message>
        <message>
            <source>These are your last two dominoes. The round ends when a player has placed all his dominoes; everyone then loses the pips left in his hand. Place your last square.</source>
            <translation>Dit zijn je laatste twee stenen. De ronde eindigt als een speler al zijn stenen heeft gelegd; iedereen verliest dan de ogen die hij nog in zijn hand heeft. Leg je laatste vierkant.</translation>
        </message>
        <message>
            <source>Select a domino and click the highlighted place.</source>
            <translation>Kies een steen en klik op de gemarkeerde plek.</translation>
        </message>
        <message>
            <source>Round over. Rounds go on until someone has 100 points; the higher total wins, and equal totals play another round. A match lasts at most 30 rounds: after round 30 the higher total wins even below 100.</source>
            <translation>Ronde voorbij. Er wordt doorgespeeld tot iemand 100 punten heeft; het hoogste totaal wint, en bij gelijke totalen volgt nog een ronde. Een wedstrijd duurt maximaal 30 rondes: na ronde 30 wint het hoogste totaal, ook onder de 100.</translation>
        </message>
        <message>
            <source>Keep the game open</source>
            <translation>Houd het spel open</translation>
        </message>
        <message>
            <source>Your last tile fits on a 2 and on a 7. When your last tile could go on two numbers, you must lay it on the number played more often so far (count the tiles on the table that show it; a double counts once), so that the scarcer number stays open. Place your last tile.</source>
            <translation>Je laatste steen past aan een 2 en aan een 7. Past je laatste steen aan twee getallen, dan moet je hem leggen aan het getal dat tot nu toe het vaakst gespeeld is (tel de stenen op tafel die het tonen; een dubbele telt één keer), zodat het zeldzamere getal open blijft. Leg je laatste steen.</translation>
        </message>
        <message>
            <source>Count the tiles on the table showing a 2 and those showing a 7; lay yours on the number you counted more often.</source>
            <translation>Tel de stenen op tafel met een 2 en die met een 7; leg de jouwe aan het getal dat je het vaakst telde.</translation>
        </message>
        <message>
            <source>The 2 had been played eight times and the 7 six times, so the 7 stays open.</source>
            <translation>De 2 was acht keer gespeeld en de 7 zes keer, dus de 7 blijft open.</translation>
        </message>
        <message>
            <source>Nobody can lay a tile</source>
            <translation>Niemand kan nog een steen leggen</translation>
        </message>
        <message>
            <source>The boneyard is empty, and after your move nobody can lay a tile: the round is blocked. Then the player with the most pips loses — and the double-blank, Duplo-Golo, counts 13, not 0. On equal pips the one with more tiles loses; still equal, nobody gets a kružić. Lay your tile and see who loses.</source>
            <translation>Er is niets meer te koop, en na jouw zet kan niemand meer een steen leggen: de ronde zit vast. Dan verliest de speler met de meeste ogen — en de dubbel-blank telt 13, niet 0. Bij evenveel ogen verliest wie de meeste stenen heeft; is dat ook gelijk, dan krijgt niemand een kringetje. Leg je steen en kijk wie er verliest.</translation>
        </message>
        <message>
            <source>Only one of your tiles fits: lay it.</source>
            <translation>Er past maar één van je stenen: leg die.</translation>
        </message>
        <message>
            <source>Blocked. You keep 13 pips; your opponent's 1-1 and Duplo-Golo make 2 + 13 = 15, so he loses, gets a kružić and opens the next round. After a round nobody lost (or whose loser has just left the match), the heaviest double opens again.</source>
            <translation>Vast. Jij houdt 13 ogen over; de 1-1 en de dubbel-blank van je tegenstander maken 2 + 13 = 15, dus hij verliest, krijgt een kringetje en opent de volgende ronde. Na een ronde zonder verliezer (of waarvan de verliezer net is uitgeschakeld) opent weer wie de zwaarste dubbele heeft.</translation>
        </message>
        <message>
            <source>Squares of two dominoes</source>
            <translation>Vierkanten van twee stenen</translation>
        </message>
        <message>
            <source>Placed. You scored the pips of the two halves on the side that touches.</source>
            <translation>Gelegd. Je krijgt de ogen van de twee helften aan de zijde die aansluit.</translation>
        </message>
        <message>
            <source>More sides, more points</source>
            <translation>Meer zijden, meer punten</translation>
        </message>
        <message>
            <source>Each side of your square that touches the table scores its two numbers. Two touching sides add up. Place a square that touches two sides, for the most points.</source>
            <translation>Elke zijde van je vierkant die aansluit op de vierkanten die er al liggen, levert de ogen van de twee helften aan die zijde op. Sluit het vierkant aan twee zijden aan, dan tellen beide zijden mee. Leg een vierkant dat aan twee zijden aansluit, voor de meeste punten.</translation>
        </message>
        <message>
            <source>Find the corner place that has squares on two of its sides.</source>
            <translation>Zoek de lege plek met aan twee zijden al een vierkant.</translation>
        </message>
        <message>
            <source>Two matched sides, both counted.</source>
            <translation>Twee passende zijden, allebei geteld.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>No square of yours fits anywhere, so you must pass. Press the pass button. If neither player can place, the round ends.</source>
            <translation>Geen enkel vierkant van jou past ergens, dus je moet passen. Druk op de knop „Passen”. Kan geen van beide spelers leggen, dan eindigt de ronde.</translation>
        </message>
        <message>
            <source>Press the pass button beside the rack.</source>
            <translation>Druk op de knop „Passen” naast het plankje.</translation>
        </message>
        <message>
            <source>Two holes, added and then doubled. (In the “product” variant, chosen when you start a game, the hole values are multiplied instead.)</source>
            <translation>Twee gaten, opgeteld en dan verdubbeld. (In de variant „vermenigvuldigen”, die je kiest als je een partij begint, worden de waarden van de gaten juist met elkaar vermenigvuldigd.)</translation>
        </message>
        <message>
            <source>Open hands</source>
            <translation>Zichtbare tegels</translation>
        </message>
        <message>
            <source>Both hands are open: you always see your opponent's tiles. The sack is empty, so he draws nothing and you know exactly what he can play — and one of his tiles would close a hole now. Place a tile so that he cannot score on his next turn.</source>
            <translation>Jullie tegels liggen open: je ziet altijd wat je tegenstander heeft. De zak is leeg, dus hij krijgt geen nieuwe tegel en je weet precies wat hij kan leggen — en met een van zijn tegels kan hij nu een gat sluiten. Leg een tegel zodat hij in zijn volgende beurt niets scoort.</translation>
        </message>
        <message>
            <source>Find the gap where one of his tiles would close a hole, and place a tile beside it so that his tile no longer fits there.</source>
            <translation>Zoek de open plek waar een tegel van hem een gat zou sluiten, en leg er een tegel naast zodat zijn tegel daar niet meer past.</translation>
        </message>
        <message>
            <source>He has no hole left to close. Always look at his tiles too.</source>
            <translation>Hij heeft geen gat meer om te sluiten. Kijk dus ook altijd naar zijn tegels.</translation>
        </message>
        <message>
            <source>The game is over: the higher score wins. Click Next to go on.</source>
            <translation>De partij is uit: de hoogste score wint. Klik op „Volgende” om verder te gaan.</translation>
        </message>
        <message>
            <source>No stone in your hand fits. Draw a stone from the stock; if it fits you may place it, otherwise draw once more and place that one if it fits, or else pass. (After a normal move you draw one stone automatically.)</source>
            <translation>Geen steen in je hand past. Trek een steen uit de voorraad; past hij, dan mag je hem leggen. Anders trek je nog één keer: past die steen, dan leg je hem, anders pas je. (Na een gewone zet trek je vanzelf een steen.)</translation>
        </message>
        <message>
            <source>Game over: the higher score wins; on equal scores, fewer pips in hand win, and if those are equal too it is a draw. (In a variant the pips left in hand are subtracted at the end.)</source>
            <translation>De partij is uit: de hoogste score wint; bij een gelijke score wint wie de minste puntjes op zijn stenen in de hand heeft, en is ook dat gelijk, dan is het gelijkspel. (In een variant gaan de puntjes op de stenen die je aan het eind nog in de hand hebt, van je score af.)</translation>
        </message>
        <message>
            <source>The start square</source>
            <translation>Het startvierkant</translation>
        </message>
        <message>
            <source>Each player has his own set of 28 dominoes. Both put one domino aside unseen — it takes no part in the round — and turn one over: the two form the start square, yours on the left. Your start domino has fewer pips than your opponent's, so you move first (on equal pips chance decides). Lay a square against it.</source>
            <translation>Iedere speler heeft zijn eigen set van 28 stenen. Ieder legt één steen ongezien opzij — die doet deze ronde niet mee — en legt er één open neer: samen vormen ze het startvierkant, die van jou links. Jouw startsteen heeft minder ogen dan die van je tegenstander, dus jij begint (bij evenveel ogen beslist het lot). Leg er een vierkant tegenaan.</translation>
        </message>
        <message>
            <source>Select a domino that lights up places, then click one of them.</source>
            <translation>Kies een steen waarvoor plekken gemarkeerd worden en klik er één aan.</translation>
        </message>
        <message>
            <source>From now on you take turns with your opponent.</source>
            <translation>Vanaf nu zijn jij en je tegenstander om de beurt aan zet.</translation>
        </message>
        <message>
            <source>You play two dominoes at a time, side by side, as a square. A square must touch the table, and on every side where it touches, its two numbers must equal the two numbers they meet. Choose a domino, click a highlighted place; R or the wheel shows the other squares that fit there.</source>
            <translation>Je speelt telkens twee dominostenen samen als vierkant, met de lange kanten tegen elkaar: allebei staand of allebei liggend. Een vierkant moet aansluiten op de vierkanten die er al liggen, en aan elke zijde waar het aansluit, moeten zijn twee helften gelijk zijn aan de twee helften ertegenover. Kies een steen en klik op een gemarkeerde plek; R of het muiswiel toont de andere vierkanten die daar passen.</translation>
        </message>
        <message>
            <source>At most 6 × 6</source>
            <translation>Maximaal 6 × 6</translation>
        </message>
        <message>
            <source>The layout may be at most 6 squares wide and 6 squares high. This row is already 6 squares long, so no square may go beyond either end of it, even where it would match. Lay a square inside the frame.</source>
            <translation>Het speelveld mag maximaal 6 vierkanten breed en 6 vierkanten hoog zijn. Deze rij is al 6 vierkanten lang, dus aan geen van beide uiteinden mag er nog een vierkant bij, ook niet waar het zou passen. Leg een vierkant binnen het kader.</translation>
        </message>
        <message>
            <source>Only the places inside the 6 × 6 frame light up; click one of them.</source>
            <translation>Alleen de plekken binnen het kader van 6 × 6 worden gemarkeerd; klik er één aan.</translation>
        </message>
        <message>
            <source>The view shifts by itself so that the layout always fits the frame.</source>
            <translation>Het beeld schuift vanzelf mee, zodat de gelegde vierkanten altijd binnen het kader blijven.</translation>
        </message>
        <message>
            <source>Passed: the turn goes on.</source>
            <translation>Gepast: je tegenstander is aan zet.</translation>
        </message>
        <message>
            <source>The same points, and twenty pips fewer in your hand.</source>
            <translation>Evenveel punten en twintig ogen minder in je hand.</translation>
        </message>
        <message>
            <source>The end of the round</source>
            <translation>Het einde van de ronde</translation>
        </message>
        <message>
            <source>The spinner</source>
            <translation>De middensteen</translation>
        </message>
        <message>
            <source>Holandski domino is played with a double-nine set. A round opens with a double, the spinner. Place your double in the middle.</source>
            <translation>Hollands domino speel je met een set tot dubbel-negen. Een ronde begint met een dubbele steen, de middensteen. Leg je dubbele steen in het midden.</translation>
        </message>
        <message>
            <source>Select the double (both halves equal) and click the middle of the table.</source>
            <translation>Kies de dubbele steen (beide helften gelijk) en klik op het midden van de tafel.</translation>
        </message>
        <message>
            <source>The spinner is down. It has four arms: up, right, down and left.</source>
            <translation>De middensteen ligt er. Er groeien vier armen uit: naar boven, naar rechts, naar beneden en naar links.</translation>
        </message>
        <message>
            <source>Four arms</source>
            <translation>Vier armen</translation>
        </message>
        <message>
            <source>The next four tiles go on the four sides of the spinner, each matching its number. Only then do the arms grow at their ends. Fill an empty side.</source>
            <translation>De volgende vier stenen komen aan de vier kanten van de middensteen en moeten elk het getal van de middensteen hebben. Pas daarna groeien de armen aan hun uiteinden. Vul een lege kant.</translation>
        </message>
        <message>
            <source>A free side of the spinner needs a tile with the spinner's number.</source>
            <translation>Aan een vrije kant van de middensteen past alleen een steen met hetzelfde getal.</translation>
        </message>
        <message>
            <source>One more arm has started.</source>
            <translation>Er is weer een arm begonnen.</translation>
        </message>
        <message>
            <source>Buying</source>
            <translation>Kopen</translation>
        </message>
        <message>
            <source>Before you play you may buy up to two tiles from the boneyard — even when you could play. Here nothing fits, so you must buy. Press the buy button.</source>
            <translation>Voor je speelt, mag je tot twee stenen kopen — ook als je zou kunnen spelen. Hier past niets, dus je moet kopen. Druk op de knop „Steen kopen”.</translation>
        </message>
        <message>
            <source>Press the buy button beside the rack.</source>
            <translation>Druk op de knop „Steen kopen” naast je stenen.</translation>
        </message>
        <message>
            <source>Bought. If the tile fits you must place it; after two buys without a fit you pass.</source>
            <translation>Gekocht. Past de steen, dan moet je hem leggen; na twee keer kopen zonder passende steen pas je.</translation>
        </message>
        <message>
            <source>Who opens</source>
            <translation>Wie opent</translation>
        </message>
        <message>
            <source>In the first round the player with the heaviest double opens; in later rounds the loser of the previous round. The first tile must be a double. You are to open but hold no double: you must buy, one tile at a time, at most two. If you still have none, the right to open passes to the next player; if nobody can open, the tiles are dealt again. Press the buy button.</source>
            <translation>In de eerste ronde opent de speler met de zwaarste dubbele steen; in latere rondes de verliezer van de vorige ronde. De eerste steen moet een dubbele zijn. Jij moet openen, maar je hebt geen dubbele: je moet kopen, één steen tegelijk, maximaal twee. Heb je er dan nog geen, dan gaat het recht om te openen naar de volgende speler; kan niemand openen, dan worden de stenen opnieuw gedeeld. Druk op de knop „Steen kopen”.</translation>
        </message>
        <message>
            <source>Bought. With a double you would open now; without one you may buy once more, and then the right to open passes to your opponent.</source>
            <translation>Gekocht. Met een dubbele zou je nu openen; zonder dubbele mag je nog één keer kopen, en daarna gaat het recht om te openen naar je tegenstander.</translation>
        </message>
        <message>
            <source>Tip: if the table gets blocked, the player with the most pips loses. So play your heavy tiles first. Play the heaviest tile that fits.</source>
            <translation>Tip: als de ronde vastloopt, verliest de speler met de meeste ogen. Speel dus eerst je zware stenen. Speel de zwaarste steen die past.</translation>
        </message>
        <message>
            <source>Count the pips: another tile that fits is heavier.</source>
            <translation>Tel de ogen: een andere passende steen is zwaarder.</translation>
        </message>
        <message>
            <source>Fewer pips in hand, less danger.</source>
            <translation>Minder ogen in de hand, minder gevaar.</translation>
        </message>
        <message>
            <source>Leaving the round</source>
            <translation>De ronde verlaten</translation>
        </message>
        <message>
            <source>This is your last tile. A player who places his last tile leaves the round safely; the last player still holding tiles loses the round and gets a kružić (a circle). Place it.</source>
            <translation>Dit is je laatste steen. Wie zijn laatste steen legt, is uit en veilig; wie als laatste nog stenen heeft, verliest de ronde en krijgt een kringetje. Leg hem.</translation>
        </message>
        <message>
            <source>Select your last tile and click its place. If it could go on two numbers, it must go on the one played more often (keep the game open).</source>
            <translation>Kies je laatste steen en klik op de gemarkeerde plek. Past hij aan twee getallen, dan moet je hem leggen aan het getal dat vaker gespeeld is (houd het spel open).</translation>
        </message>
        <message>
            <source>You are out; your opponent gets a kružić. Five kružići and a player is out of the match — the last one left wins.</source>
            <translation>Je bent uit en veilig; je tegenstander krijgt een kringetje. Met vijf kringetjes lig je eruit; wie als laatste overblijft, wint.</translation>
        </message>
        <message>
            <source>Learn Domino kwadratowe</source>
            <translation>Vierkantendomino leren</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Tutorial steps</source>
            <extracomment>the hold that keeps the AI still once a step is done misses before the panel shows the move the game the tutorial started: another one (New game, a loaded file) ends the tutorial</extracomment>
            <translation>Stappen van de les</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ Terug</translation>
        </message>
        <message>
            <source>Replay step</source>
            <translation>Stap herhalen</translation>
        </message>
        <message>
            <source>Start this step again from its position</source>
            <translation>Begin deze stap opnieuw vanaf de beginstand</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Voordoen</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Volgende ▶</translation>
        </message>
        <message>
            <source>Leave the tutorial</source>
            <translation>Les stoppen</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Les</translation>
        </message>
        <message>
            <source>&amp;Tutorials</source>
            <translation>&amp;Lessen</translation>
        </message>
        <message>
            <source>New to %1? Try the tutorial</source>
            <translation>Speel je %1 voor het eerst? Probeer de les</translation>
        </message>
        <message>
            <source>This step is done: click Next.</source>
            <translation>Deze stap is klaar: klik op „Volgende”.</translation>
        </message>
        <message>
            <source>The move: %1</source>
            <translation>De zet: %1</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Jij</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <source>%1 %2. %3</source>
            <translation>%1 %2. %3</translation>
        </message>
        <message>
            <source>Step %1 of %2: %3</source>
            <translation>Stap %1 van %2: %3</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Afronden</translation>
        </message>
        <message>
            <source>That move is not allowed: %1</source>
            <translation>Die zet mag niet. %1</translation>
        </message>
        <message>
            <source>Not quite: that move is allowed, but it is not this step's.</source>
            <translation>Niet helemaal: die zet mag wel, maar hoort niet bij deze stap.</translation>
        </message>
        <message>
            <source>Not quite. That move would give you %1.</source>
            <translation>Niet helemaal. Die zet zou je %1 opleveren.</translation>
        </message>
        <message>
            <source>The move asked for gives %1.</source>
            <translation>De gevraagde zet levert %1 op.</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) (%1)</source>
            <translation>
                <numerusform>%n punt (%1)</numerusform>
                <numerusform>%n punten (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Good. %n more move(s) to go.</source>
            <translation>
                <numerusform>Goed. Nog %n zet te gaan.</numerusform>
                <numerusform>Goed. Nog %n zetten te gaan.</numerusform>
            </translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Goed gedaan!</translation>
        </message>
        <message>
            <source>This move: %1.</source>
            <translation>Deze zet: %1.</translation>
        </message>
        <message>
            <source>You have finished this tutorial.</source>
            <translation>Je hebt deze les afgerond.</translation>
        </message>
    </context>
    <context>
        <name>UndoVote</name>
        <message>
            <source>You have no move to take back.</source>
            <extracomment>what the table answers to an undo request it refuses, by the protocol's error code</extracomment>
            <translation>Je hebt geen zet om terug te nemen.</translation>
        </message>
        <message>
            <source>Another request to take back a move is waiting for its answers.</source>
            <translation>Een ander verzoek om een zet terug te nemen wacht nog op antwoorden.</translation>
        </message>
        <message>
            <source>That request to take back a move is over.</source>
            <translation>Dat verzoek om een zet terug te nemen is voorbij.</translation>
        </message>
        <message>
            <source>Wait a little before asking again.</source>
            <translation>Wacht even voordat je het opnieuw vraagt.</translation>
        </message>
        <message>
            <source>Everybody agreed: the move was taken back (asked by %1).</source>
            <translation>Iedereen is akkoord: de zet is teruggenomen (gevraagd door %1).</translation>
        </message>
        <message>
            <source>Declined: the move stands (asked by %1).</source>
            <translation>Geweigerd: de zet blijft staan (gevraagd door %1).</translation>
        </message>
        <message>
            <source>A move was played: the request to take it back is off (asked by %1).</source>
            <translation>Er is een zet gedaan: het verzoek om terug te nemen vervalt (gevraagd door %1).</translation>
        </message>
        <message>
            <source>Not everybody answered in time: the move stands (asked by %1).</source>
            <translation>Niet iedereen heeft op tijd geantwoord: de zet blijft staan (gevraagd door %1).</translation>
        </message>
        <message>
            <source>You asked to take back your last move: waiting for the others…</source>
            <extracomment>the question shown to this window's player (None: nothing asked)</extracomment>
            <translation>Je hebt gevraagd je laatste zet terug te nemen: even wachten op de anderen…</translation>
        </message>
        <message>
            <source>A request to take back a move, from %1. Do you agree?</source>
            <translation>Verzoek om een zet terug te nemen, van %1. Ga je akkoord?</translation>
        </message>
        <message>
            <source>Take back a move?</source>
            <translation>Zet terugnemen?</translation>
        </message>
        <message>
            <source>&amp;Accept</source>
            <translation>&amp;Akkoord</translation>
        </message>
        <message>
            <source>&amp;Decline</source>
            <translation>&amp;Weigeren</translation>
        </message>
        <message>
            <source>A request to take back a move, from %1.</source>
            <translation>Verzoek om een zet terug te nemen, van %1.</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>Welcome to Holomino Desktop</source>
            <extracomment>the two ways in</extracomment>
            <translation>Welkom bij Holomino Desktop</translation>
        </message>
        <message>
            <source>Five games of the domino family. Which one would you like?</source>
            <translation>Vijf spellen uit de dominofamilie. Welk spel wil je spelen?</translation>
        </message>
        <message>
            <source>The tutorial teaches the game step by step, with real moves, and ends with a game against the computer. Every tutorial is also in Help → Tutorials.</source>
            <translation>In de les leer je het spel stap voor stap, met echte zetten, en je eindigt met een partij tegen de computer. Alle lessen staan ook onder Help → Lessen.</translation>
        </message>
        <message>
            <source>Start the &amp;tutorial</source>
            <translation>&amp;Les beginnen</translation>
        </message>
        <message>
            <source>&amp;Play against the computer</source>
            <translation>&amp;Spelen tegen de computer</translation>
        </message>
        <message>
            <source>For two: lay hexagonal tiles and score by closing the round holes between them.</source>
            <comment>holomino</comment>
            <translation>Voor twee: leg zeshoekige tegels en verdien punten door de ronde gaten ertussen te sluiten.</translation>
        </message>
        <message>
            <source>Triangular tiles for 2 to 4 players: build bridges and hexagons for bonus points.</source>
            <comment>triominos</comment>
            <translation>Driehoekige stenen voor 2 tot 4 spelers: bouw bruggen en zeshoeken voor bonuspunten.</translation>
        </message>
        <message>
            <source>Hexagonal stones for 2 to 4 players: the more sides a stone touches, the more it scores.</source>
            <comment>hexadomino</comment>
            <translation>Zeshoekige stenen voor 2 tot 4 spelers: hoe meer zijden een steen raakt, hoe meer hij oplevert.</translation>
        </message>
        <message>
            <source>For two, with dominoes: build an island of squares instead of a line.</source>
            <comment>square_domino</comment>
            <translation>Voor twee, met dominostenen: bouw een eiland van vierkanten in plaats van een rij.</translation>
        </message>
        <message>
            <source>Double-nine dominoes with a four-armed spinner, for 2 to 6 players: nobody wants to be the last one holding tiles.</source>
            <comment>dutch_domino</comment>
            <translation>Domino tot dubbel-negen voor 2 tot 6 spelers, met een dubbele middensteen waaruit vier armen groeien: niemand wil als laatste stenen overhouden.</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>Holandski domino</source>
            <translation>Hollands domino</translation>
        </message>
        <message>
            <source>top</source>
            <translation>bovenkant</translation>
        </message>
        <message>
            <source>upper-right</source>
            <translation>rechtsboven</translation>
        </message>
        <message>
            <source>lower-right</source>
            <translation>rechtsonder</translation>
        </message>
        <message>
            <source>bottom</source>
            <translation>onderkant</translation>
        </message>
        <message>
            <source>lower-left</source>
            <translation>linksonder</translation>
        </message>
        <message>
            <source>upper-left</source>
            <translation>linksboven</translation>
        </message>
        <message>
            <source>Hexadomino</source>
            <translation>Hexadomino</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <source>Scoring of several holes</source>
            <comment>holomino</comment>
            <translation>Telling van meerdere gaten</translation>
        </message>
        <message>
            <source>sum</source>
            <comment>holomino</comment>
            <translation>som × aantal gaten</translation>
        </message>
        <message>
            <source>product</source>
            <comment>holomino</comment>
            <translation>vermenigvuldigen</translation>
        </message>
        <message>
            <source>Opening</source>
            <comment>triominos</comment>
            <translation>Opening</translation>
        </message>
        <message>
            <source>any tile</source>
            <comment>triominos</comment>
            <translation>een steen naar keuze</translation>
        </message>
        <message>
            <source>the highest triple (classic)</source>
            <comment>triominos</comment>
            <translation>de hoogste drieling (klassiek)</translation>
        </message>
        <message>
            <source>Blocked round</source>
            <comment>triominos</comment>
            <translation>Vastgelopen ronde</translation>
        </message>
        <message>
            <source>each player loses their rack</source>
            <comment>triominos</comment>
            <translation>ieder verliest de som van de getallen op het eigen plankje</translation>
        </message>
        <message>
            <source>the lowest rack scores the others (classic)</source>
            <comment>triominos</comment>
            <translation>wie de laagste som op het plankje heeft, krijgt de punten van de anderen (klassiek)</translation>
        </message>
        <message>
            <source>Subtract pips left in hand at the end</source>
            <comment>hexadomino</comment>
            <translation>Aan het eind de puntjes in de hand aftrekken</translation>
        </message>
        <message>
            <source>Domino sets</source>
            <comment>square_domino</comment>
            <translation>Dominosets</translation>
        </message>
        <message>
            <source>two sets</source>
            <comment>square_domino</comment>
            <translation>twee sets</translation>
        </message>
        <message>
            <source>one set (variant)</source>
            <comment>square_domino</comment>
            <translation>één set (variant)</translation>
        </message>
        <message>
            <source>Set</source>
            <comment>dutch_domino</comment>
            <translation>Set</translation>
        </message>
        <message>
            <source>double-nine</source>
            <comment>dutch_domino</comment>
            <translation>dubbel-negen</translation>
        </message>
        <message>
            <source>double-eight</source>
            <comment>dutch_domino</comment>
            <translation>dubbel-acht</translation>
        </message>
        <message>
            <source>Holomino</source>
            <translation>Holomino</translation>
        </message>
        <message>
            <source>Domino kwadratowe</source>
            <translation>Vierkantendomino</translation>
        </message>
        <message>
            <source>bridge</source>
            <translation>brug</translation>
        </message>
        <message>
            <source>hexagon</source>
            <translation>zeshoek</translation>
        </message>
        <message>
            <source>double hexagon</source>
            <translation>dubbele zeshoek</translation>
        </message>
        <message>
            <source>triple hexagon</source>
            <translation>drievoudige zeshoek</translation>
        </message>
        <message>
            <source>triple opening</source>
            <translation>opening met drieling</translation>
        </message>
        <message>
            <source>Triominos</source>
            <translation>Triominos</translation>
        </message>
        <message>
            <source>hole %1</source>
            <translation>gat %1</translation>
        </message>
        <message>
            <source>holes %1, ×%2 = %3</source>
            <translation>gaten %1, ×%2 = %3</translation>
        </message>
        <message>
            <source>holes %1 = %2</source>
            <translation>gaten %1 = %2</translation>
        </message>
        <message numerus="yes">
            <source>%n side(s): %1</source>
            <translation>
                <numerusform>%n zijde: %1 punten</numerusform>
                <numerusform>%n zijden: %1 punten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n side(s): %1</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n zijde: %1</numerusform>
                <numerusform>%n zijden: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 = %2</source>
            <translation>%1 = %2</translation>
        </message>
        <message>
            <source>double hexagon</source>
            <comment>triominos</comment>
            <translation>dubbele zeshoek</translation>
        </message>
        <message>
            <source>−%1 draw</source>
            <comment>triominos</comment>
            <translation>−%1 voor het pakken</translation>
        </message>
        <message>
            <source>−%1 three draws, nothing placed</source>
            <comment>triominos</comment>
            <translation>−%1 voor drie keer pakken zonder te leggen</translation>
        </message>
        <message>
            <source>+%1 going out</source>
            <comment>triominos</comment>
            <translation>+%1 voor het uitgaan</translation>
        </message>
        <message>
            <source>+%1 opponents' racks</source>
            <comment>triominos</comment>
            <translation>+%1 voor de plankjes van de anderen</translation>
        </message>
        <message>
            <source>−%1 own rack</source>
            <comment>triominos</comment>
            <translation>−%1 voor het eigen plankje</translation>
        </message>
        <message>
            <source>+%1 others' racks (lowest rack)</source>
            <comment>triominos</comment>
            <translation>+%1 voor de plankjes van de anderen (laagste som)</translation>
        </message>
        <message numerus="yes">
            <source>You have bought %n tile(s) this turn already: lay a tile or pass.</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Je hebt deze beurt al %n steen gekocht: leg een steen of pas.</numerusform>
                <numerusform>Je hebt deze beurt al %n stenen gekocht: leg een steen of pas.</numerusform>
            </translation>
        </message>
        <message>
            <source>This place is already taken.</source>
            <translation>Deze plek is al bezet.</translation>
        </message>
        <message>
            <source>No tile fits, so you must buy first.</source>
            <comment>dutch_domino</comment>
            <translation>Er past geen steen, dus je moet eerst kopen.</translation>
        </message>
        <message>
            <source>The pool is empty.</source>
            <comment>triominos</comment>
            <translation>De pot is leeg.</translation>
        </message>
        <message>
            <source>You have drawn twice this turn: now you must pass.</source>
            <comment>hexadomino</comment>
            <translation>Je hebt deze beurt al twee keer getrokken: nu moet je passen.</translation>
        </message>
        <message>
            <source>You have drawn three tiles this turn: place a tile or pass (−10).</source>
            <comment>triominos</comment>
            <translation>Je hebt deze beurt drie stenen gepakt: leg een steen of pas (−10).</translation>
        </message>
        <message>
            <source>The start square must be completed first.</source>
            <comment>square_domino</comment>
            <translation>Eerst moet het startvierkant af.</translation>
        </message>
        <message>
            <source>The start tile is already on the table.</source>
            <comment>square_domino</comment>
            <translation>De startsteen ligt er al.</translation>
        </message>
        <message>
            <source>A square needs two different tiles.</source>
            <comment>square_domino</comment>
            <translation>Een vierkant heeft twee verschillende stenen nodig.</translation>
        </message>
        <message>
            <source>Only the second player completes the start square, right after the start tile.</source>
            <comment>square_domino</comment>
            <translation>Alleen de tweede speler maakt het startvierkant af, direct na de startsteen.</translation>
        </message>
        <message>
            <source>The first tile of a round must be a Duplet, not %1.</source>
            <comment>dutch_domino</comment>
            <translation>De eerste steen van een ronde moet een dubbele zijn, niet %1.</translation>
        </message>
        <message>
            <source>The opening Duplet goes in the centre.</source>
            <comment>dutch_domino</comment>
            <translation>De eerste dubbele komt in het midden.</translation>
        </message>
        <message>
            <source>The spinner is already on the table: lay on an arm.</source>
            <comment>dutch_domino</comment>
            <translation>De middensteen ligt al op tafel: leg je steen aan een arm.</translation>
        </message>
        <message>
            <source>Classic opening: you must start with your highest triple %1.</source>
            <comment>triominos</comment>
            <translation>Klassieke opening: je moet beginnen met je hoogste drieling %1.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>hexadomino</comment>
            <translation>Deze plek sluit op geen enkele steen aan.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>holomino</comment>
            <translation>Deze plek sluit op geen enkele tegel aan.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>square_domino</comment>
            <translation>Deze plek sluit niet aan op de vierkanten die er al liggen.</translation>
        </message>
        <message>
            <source>A tile here would make the layout larger than %1 × %1.</source>
            <comment>holomino</comment>
            <translation>Een tegel hier zou het speelveld groter maken dan %1 × %1.</translation>
        </message>
        <message>
            <source>A tile here would make the layout larger than %1 × %1.</source>
            <comment>square_domino</comment>
            <translation>Een vierkant hier zou het speelveld groter maken dan %1 × %1.</translation>
        </message>
        <message>
            <source>Keep the game open: your last tile %1 must go on a %2.</source>
            <comment>dutch_domino</comment>
            <translation>Houd het spel open: je laatste steen %1 moet je aan een %2 leggen.</translation>
        </message>
        <message>
            <source>+1 kružić: last player holding tiles</source>
            <comment>dutch_domino</comment>
            <translation>+1 kringetje (hield als laatste nog stenen over)</translation>
        </message>
        <message>
            <source>+1 kružić: blocked round, most pips (%1)</source>
            <comment>dutch_domino</comment>
            <translation>+1 kringetje (ronde zit vast, meeste ogen: %1)</translation>
        </message>
        <message>
            <source>+1 kružić: blocked round, most pips (%1) and more tiles (%2)</source>
            <comment>dutch_domino</comment>
            <translation>+1 kringetje (ronde zit vast, meeste ogen: %1, meer stenen: %2)</translation>
        </message>
        <message>
            <source>The first tile of a round goes in the middle.</source>
            <comment>triominos</comment>
            <translation>De eerste steen van een ronde komt in het midden.</translation>
        </message>
        <message>
            <source>The starter must place the first tile.</source>
            <comment>triominos</comment>
            <translation>De startspeler moet de eerste steen leggen.</translation>
        </message>
        <message>
            <source>Tile %1 cannot show %2.</source>
            <comment>square_domino</comment>
            <translation>Steen %1 kan geen %2 tonen.</translation>
        </message>
        <message>
            <source>A square lies horizontally (h) or vertically (v).</source>
            <comment>square_domino</comment>
            <translation>Een vierkant ligt horizontaal (h) of verticaal (v).</translation>
        </message>
        <message>
            <source>“%1”: say on which arm the tile goes.</source>
            <comment>dutch_domino</comment>
            <translation>„%1”: zeg aan welke arm de steen komt.</translation>
        </message>
        <message>
            <source>“%1”: that tile is not in this set.</source>
            <comment>dutch_domino</comment>
            <translation>„%1”: die steen zit niet in deze set.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>holomino</comment>
            <extracomment>error key -&gt; game -&gt; its sentence in that game's words, for the keys several games raise (Holomino's *tegel* is a *steen* elsewhere; the stock a *voorraad* in Hexadomino but "te koop" in Holandski domino); the first game's sentence stands in for an unknown game</extracomment>
            <translation>Tegel %1 zit niet in je hand.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>triominos</comment>
            <translation>Steen %1 staat niet op je plankje.</translation>
        </message>
        <message>
            <source>Stone %1 is not in your hand.</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 heb je niet in je hand.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>square_domino</comment>
            <translation>Steen %1 heb je niet in je hand.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>dutch_domino</comment>
            <translation>Steen %1 heb je niet in je hand.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <comment>holomino</comment>
            <translation>Die plek ligt te ver van de tegels op het speelveld.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <comment>square_domino</comment>
            <translation>Die plek ligt te ver van de vierkanten die er al liggen.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>holomino</comment>
            <translation>Een van je tegels past, dus je moet een tegel leggen.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>triominos</comment>
            <translation>Een van je stenen past, dus je moet aanleggen.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>hexadomino</comment>
            <translation>Een van je stenen past, dus je moet aanleggen.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>square_domino</comment>
            <translation>Je kunt een vierkant leggen, dus dat moet je ook doen.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>dutch_domino</comment>
            <translation>Een van je stenen past, dus je moet aanleggen.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <comment>hexadomino</comment>
            <translation>Je mag nog niet passen: trek eerst een steen uit de voorraad.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <comment>triominos</comment>
            <translation>Je mag nog niet passen: pak eerst een steen uit de pot.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <comment>hexadomino</comment>
            <translation>De voorraad is op.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <comment>dutch_domino</comment>
            <translation>Er is niets meer te koop.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>holomino</comment>
            <translation>„%1” is geen tegel van dit spel.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>triominos</comment>
            <translation>„%1” is geen steen van dit spel.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>hexadomino</comment>
            <translation>„%1” is geen steen van dit spel.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>square_domino</comment>
            <translation>„%1” is geen steen van dit spel.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>dutch_domino</comment>
            <translation>„%1” is geen steen van dit spel.</translation>
        </message>
        <message>
            <source>%1 + %2 %3</source>
            <translation>%1 + %2 %3</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <extracomment>error key -&gt; translated sentence (translated when shown). Keys shared by several games mean the same there.</extracomment>
            <translation>De partij is afgelopen.</translation>
        </message>
        <message>
            <source>Stone %1 fits there in several rotations: say which one.</source>
            <comment>hexadomino</comment>
            <translation>Steen %1 past daar in meerdere standen: zeg welke.</translation>
        </message>
        <message>
            <source>This value of the option “%1” is not allowed.</source>
            <translation>Deze waarde van de optie „%1” mag niet.</translation>
        </message>
        <message>
            <source>This game has no option “%1”.</source>
            <translation>Dit spel heeft geen optie „%1”.</translation>
        </message>
        <message>
            <source>There is no game “%1”.</source>
            <translation>Er bestaat geen spel „%1”.</translation>
        </message>
        <message>
            <source>That rotation looks the same as another one.</source>
            <translation>Die stand ziet er net zo uit als een andere.</translation>
        </message>
        <message>
            <source>hand empty</source>
            <comment>hexadomino</comment>
            <translation>lege hand</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>−%n puntje op de stenen in de hand</numerusform>
                <numerusform>−%n puntjes op de stenen in de hand</numerusform>
            </translation>
        </message>
        <message>
            <source>hand empty</source>
            <comment>square_domino</comment>
            <translation>lege hand</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>−%n oog in de hand</numerusform>
                <numerusform>−%n ogen in de hand</numerusform>
            </translation>
        </message>
        <message>
            <source>Fill the four sides of the spinner first: that side already has a tile.</source>
            <comment>dutch_domino</comment>
            <translation>Vul eerst de vier kanten van de middensteen: aan die kant ligt al een steen.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>Dat is geen zet in dit spel.</translation>
        </message>
        <message>
            <source>“%1” is not a move of this game.</source>
            <translation>„%1” is geen zet in dit spel.</translation>
        </message>
        <message>
            <source>That rotation does not exist.</source>
            <translation>Die stand bestaat niet.</translation>
        </message>
    </context>
</TS>
