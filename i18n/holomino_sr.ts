<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr">
    <context>
        <name>Board</name>
        <message>
            <source>This game's board cannot be drawn yet: use the move buttons.</source>
            <extracomment>the cells of a fixed board window (Holomino's 12 × 12, the 6 × 6 square board) plain words drawn on the table where a tile's shadow falls (scene units: the light comes from the top left) one colour per number 0..9 (pips and corner numbers) a table with up to this many tiles is shown centred on them the longest a tile travels from the mover's seat to its place (ms), whatever the speed how long a score pop-up stays (ms): long enough to read, short enough not to linger per tile outline: its face brush and its bevel's rim (stroking curves is the costly part of painting a tile, so each outline is stroked once, not on every cache refill) racks visible to every seat (Holomino): no hand-over screen, seat cards show hands aspect of a rack tile (width / height) rack tiles one move may need (square domino lays two at once) scene point new tiles slide in from (set by the window: the mover's seat card) where the layer rests (a shifting board animates towards it)</extracomment>
            <translation>Prikaz ove igre još ne može da se nacrta: koristi dugmad za poteze.</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>dutch_domino</comment>
            <translation>Pločica %1</translation>
        </message>
        <message>
            <source>out of the match</source>
            <translation>van meča</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Preskoči</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>holomino</comment>
            <translation>Pločica %1</translation>
        </message>
        <message>
            <source>rotation %1</source>
            <translation>položaj %1</translation>
        </message>
        <message>
            <source>Scoring: several holes are multiplied</source>
            <translation>Bodovanje: vrednosti rupa se međusobno množe</translation>
        </message>
        <message>
            <source>Scoring: several holes are added, × their number</source>
            <translation>Bodovanje: vrednosti rupa se sabiraju i množe brojem rupa</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>square_domino</comment>
            <translation>Pločica %1</translation>
        </message>
        <message>
            <source>%1 with %2</source>
            <translation>%1 sa %2</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>triominos</comment>
            <extracomment>gold outlines of the completed hexagons, by hexagon</extracomment>
            <translation>Pločica %1</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kružići: %1</translation>
        </message>
        <message>
            <source>safe this round</source>
            <comment>dutch_domino</comment>
            <translation>na sigurnom u ovoj partiji</translation>
        </message>
        <message>
            <source>Pips in hand: %1</source>
            <comment>dutch_domino</comment>
            <translation>Oka u ruci: %1</translation>
        </message>
        <message>
            <source>pips in hand</source>
            <comment>dutch_domino</comment>
            <translation>Oka u ruci</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <comment>dutch_domino</comment>
            <translation>Kupi pločicu</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n kružići put a player out</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Partija %1 · ko skupi %n kružić, ispada iz meča</numerusform>
                <numerusform>Partija %1 · ko skupi %n kružića, ispada iz meča</numerusform>
                <numerusform>Partija %1 · ko skupi %n kružića, ispada iz meča</numerusform>
            </translation>
        </message>
        <message>
            <source>Tiles bought this turn: %1 of 2</source>
            <comment>dutch_domino</comment>
            <translation>Kupljeno u ovom potezu: %1 od 2</translation>
        </message>
        <message>
            <source>Stone %1, pips from the top, clockwise</source>
            <comment>hexadomino</comment>
            <extracomment>dot offsets (in units of SPREAD) for 1..5 pips a stone in the hand by what its player sees: its pips, from the top, clockwise</extracomment>
            <translation>Kamen %1 (tačkice odozgo, u smeru kazaljke na satu)</translation>
        </message>
        <message>
            <source>Stone %1</source>
            <comment>hexadomino</comment>
            <extracomment>a stone in a row of the move log, by its pips as the row's picture shows them</extracomment>
            <translation>Kamen %1</translation>
        </message>
        <message>
            <source>Draw a stone</source>
            <comment>hexadomino</comment>
            <translation>Uzmi kamen</translation>
        </message>
        <message>
            <source>Stones drawn this turn: %1 of 2</source>
            <comment>hexadomino</comment>
            <translation>Uzeto u ovom potezu: %1 od 2</translation>
        </message>
        <message>
            <source>Blocked: no tile still in play fits here</source>
            <comment>holomino</comment>
            <translation>Blokirano: nijedna pločica koja je još u igri ovde ne odgovara</translation>
        </message>
        <message>
            <source>Return tile and pass</source>
            <comment>holomino</comment>
            <translation>Vrati pločicu i preskoči</translation>
        </message>
        <message>
            <source>A square takes two tiles: select a second one to choose its partner, or let R and the wheel show the squares that fit.</source>
            <comment>square_domino</comment>
            <translation>Kvadrat čine dve pločice: izaberi i drugu pločicu za par ili pritisni R (ili okreni točkić miša) da vidiš kvadrate koji odgovaraju.</translation>
        </message>
        <message>
            <source>Round %1 · the totals were equal after round %2: play on until they differ</source>
            <comment>square_domino</comment>
            <translation>Partija %1 · posle partije %2 zbirovi su bili jednaki: igra se dalje dok se ne razlikuju</translation>
        </message>
        <message>
            <source>Round %1 of at most %2 · the match ends when someone has 100 points</source>
            <comment>square_domino</comment>
            <translation>Partija %1 od najviše %2 · igra se dok neko ne skupi 100 poena</translation>
        </message>
        <message>
            <source>Draw a tile (−5)</source>
            <comment>triominos</comment>
            <translation>Uzmi pločicu (−5)</translation>
        </message>
        <message>
            <source>Round %1 · the match ends after a round in which someone passes 400</source>
            <comment>triominos</comment>
            <translation>Partija %1 · meč se završava posle partije u kojoj neko pređe 400 poena</translation>
        </message>
        <message>
            <source>Tiles drawn this turn: %1 of 3</source>
            <comment>triominos</comment>
            <translation>Uzeto u ovom potezu: %1 od 3</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>Board</source>
            <extracomment>pixels kept clear round a fitted board wheel or R on a target with several variants: +1 / -1 a rack tile (index in the rack) dropped at a scene point keyboard play: "left", "right", "up", "down", "enter", "rotate", "escape", "next_tile" says the board's name in the game's words (none before a game: "Board")</extracomment>
            <translation>Prikaz igre</translation>
        </message>
    </context>
    <context>
        <name>ChatPanel</name>
        <message>
            <source>Table chat</source>
            <translation>Razgovor za stolom</translation>
        </message>
        <message>
            <source>Message to the table</source>
            <translation>Poruka za sto</translation>
        </message>
        <message>
            <source>Say something to the table</source>
            <translation>Napiši nešto za sto</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Pošalji</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Revanš</translation>
        </message>
        <message>
            <source>Play again at the same table</source>
            <translation>Igraj ponovo za istim stolom</translation>
        </message>
        <message>
            <source>Take your seat back</source>
            <translation>Vrati se na svoje mesto</translation>
        </message>
        <message>
            <source>%1/%2</source>
            <translation>%1/%2</translation>
        </message>
        <message>
            <source>A chat line has at most %1 characters.</source>
            <translation>Poruka u razgovoru može imati najviše %1 znakova.</translation>
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
            <translation>Napomena trenera</translation>
        </message>
        <message>
            <source>Coach: a better move was: %1 (about %2 % more chance of winning)</source>
            <translation>Trener: bolji potez bi bio: %1 (šansa za pobedu veća za oko %2%)</translation>
        </message>
        <message>
            <source>Coach: the Expert's move: %1</source>
            <translation>Trener: potez Stručnjaka: %1</translation>
        </message>
        <message>
            <source>The coach's move: %1</source>
            <translation>Potez trenera: %1</translation>
        </message>
    </context>
    <context>
        <name>Comfort</name>
        <message>
            <source>&amp;File</source>
            <extracomment>the hold that keeps play still while the (window-modal) statistics dialog is open</extracomment>
            <translation>&amp;Datoteka</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Uređivanje</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Otvori…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Sačuvaj</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Sačuvaj &amp;kao…</translation>
        </message>
        <message>
            <source>&amp;Recent files</source>
            <translation>&amp;Nedavne datoteke</translation>
        </message>
        <message>
            <source>Re&amp;play…</source>
            <translation>&amp;Pregled odigrane igre…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Opozovi</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ponovi</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>Po&amp;dešavanja…</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Igra</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Savet</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Trener</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Zvuk</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>St&amp;atistika…</translation>
        </message>
        <message>
            <source>The data folder cannot be used (%1): nothing will be saved.</source>
            <translation>Fascikla sa podacima ne može da se koristi (%1): ništa neće biti sačuvano.</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Potez je vraćen.</translation>
        </message>
        <message>
            <source>Move played again.</source>
            <translation>Potez je ponovo odigran.</translation>
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
                <numerusform>meč se završio posle partije %1, jer traje najviše %n partiju</numerusform>
                <numerusform>meč se završio posle partije %1, jer traje najviše %n partije</numerusform>
                <numerusform>meč se završio posle partije %1, jer traje najviše %n partija</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (“%2”) cannot be played: the game ended with move %3. The file goes on after the end, so it was probably saved by an older version whose rules let the game go on.</source>
            <translation>Potez %1 („%2“) ne može da se odigra: igra se završila potezom %3. U datoteci ima poteza i posle kraja igre, pa ju je verovatno sačuvala starija verzija programa čija su pravila dozvoljavala da se igra nastavi.</translation>
        </message>
        <message numerus="yes">
            <source>The file names %n player(s), but the game is for %1.</source>
            <translation>
                <numerusform>U datoteci je naveden %n igrač, a igra je za %1.</numerusform>
                <numerusform>U datoteci su navedena %n igrača, a igra je za %1.</numerusform>
                <numerusform>U datoteci je navedeno %n igrača, a igra je za %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (“%2”) cannot be played: %3</source>
            <extracomment>(the English reason's shape, how to say it in the current language); first match wins</extracomment>
            <translation>Potez %1 („%2“) ne može da se odigra: %3</translation>
        </message>
        <message>
            <source>The game cannot be started: %1</source>
            <translation>Igra ne može da počne: %1</translation>
        </message>
        <message>
            <source>The game's options are wrong: %1</source>
            <translation>Opcije igre nisu ispravne: %1</translation>
        </message>
        <message>
            <source>The scores in the file (%1) differ from the replayed ones (%2).</source>
            <translation>Rezultati u datoteci (%1) razlikuju se od rezultata ponovo odigrane igre (%2).</translation>
        </message>
        <message>
            <source>A game file must hold one JSON object.</source>
            <translation>Datoteka igre mora da sadrži jedan JSON objekat.</translation>
        </message>
        <message>
            <source>This is not a Holomino Desktop game file.</source>
            <translation>Ovo nije datoteka igre Holomino Desktop.</translation>
        </message>
        <message>
            <source>The file has no valid version number.</source>
            <translation>Datoteka nema ispravan broj verzije.</translation>
        </message>
        <message>
            <source>The file was written by a newer version of the program (format %1; this one reads up to format %2).</source>
            <translation>Datoteku je sačuvala novija verzija programa (format %1; ova verzija čita formate do %2).</translation>
        </message>
        <message>
            <source>The file is for an unknown game “%1”.</source>
            <translation>Datoteka je za nepoznatu igru „%1“.</translation>
        </message>
        <message>
            <source>The moves must be a list of short texts.</source>
            <translation>Potezi moraju biti lista kratkih tekstova.</translation>
        </message>
        <message>
            <source>The reshuffles after undos must be a list of pairs: moves kept, seed.</source>
            <translation>Mešanja posle vraćanja poteza moraju biti lista parova: zadržani potezi, seme.</translation>
        </message>
        <message>
            <source>The reshuffle %1 is not a pair of moves kept and a seed, in order.</source>
            <translation>Mešanje %1 nije par zadržanih poteza i semena, tim redom.</translation>
        </message>
        <message>
            <source>The “result” entry must be a JSON object.</source>
            <translation>Stavka „result“ mora biti JSON objekat.</translation>
        </message>
        <message>
            <source>The file is too large to be a game file (more than %1 MB).</source>
            <translation>Datoteka je prevelika za datoteku igre (više od %1 MB).</translation>
        </message>
        <message>
            <source>The file is not a text file (not UTF-8).</source>
            <translation>Datoteka nije tekstualna (nije u UTF-8).</translation>
        </message>
        <message>
            <source>The file stores a result, but its game is not finished.</source>
            <translation>Datoteka sadrži ishod, a igra u njoj nije završena.</translation>
        </message>
        <message>
            <source>The result in the file (%1) differs from the replayed one (%2).</source>
            <translation>Ishod u datoteci (%1) razlikuje se od ishoda ponovo odigrane igre (%2).</translation>
        </message>
        <message>
            <source>The file's version %1 is not valid (it must be 1 or more).</source>
            <translation>Verzija datoteke %1 nije ispravna (mora biti 1 ili veća).</translation>
        </message>
        <message>
            <source>The game's options are wrong (%1).</source>
            <translation>Opcije igre nisu ispravne (%1).</translation>
        </message>
        <message>
            <source>The game in the file could not be saved again as it is (%1).</source>
            <translation>Igra iz datoteke ne može ponovo da se sačuva u ovom obliku (%1).</translation>
        </message>
        <message>
            <source>This is not an ordinary file (it is a folder, a device or a pipe).</source>
            <translation>Ovo nije obična datoteka (već fascikla, uređaj ili cev).</translation>
        </message>
        <message>
            <source>The game holds a text that is not valid Unicode.</source>
            <translation>Igra sadrži tekst koji nije ispravan Unikod.</translation>
        </message>
        <message>
            <source>The key %1 appears twice in one JSON object.</source>
            <translation>Ključ %1 se javlja dva puta u istom JSON objektu.</translation>
        </message>
        <message>
            <source>The game review in the file (“review”) must be a JSON object.</source>
            <translation>Analiza igre u datoteci („review“) mora biti JSON objekat.</translation>
        </message>
        <message>
            <source>The game review in the file has version %1; this program reads version 1.</source>
            <translation>Analiza igre u datoteci ima verziju %1; ovaj program čita verziju 1.</translation>
        </message>
        <message>
            <source>The game review's entry “%1” is missing or has the wrong kind.</source>
            <translation>Stavka „%1“ analize igre nedostaje ili je pogrešne vrste.</translation>
        </message>
        <message>
            <source>The game review's entry “seats” must be a list of seat numbers.</source>
            <translation>Stavka „seats“ analize igre mora biti lista brojeva mesta.</translation>
        </message>
        <message>
            <source>The game review's entry “moves” must be a list no longer than the game's moves.</source>
            <translation>Stavka „moves“ analize igre mora biti lista koja nije duža od liste poteza igre.</translation>
        </message>
        <message>
            <source>Item %1 of the game review must be a JSON object with: %2.</source>
            <translation>Stavka %1 analize igre mora biti JSON objekat sa poljima: %2.</translation>
        </message>
        <message>
            <source>Item %1 of the game review has a wrong “%2”.</source>
            <translation>Stavka %1 analize igre ima pogrešno polje „%2“.</translation>
        </message>
        <message>
            <source>Item %1 of the game review does not match move %2 of the game.</source>
            <translation>Stavka %1 analize igre ne odgovara potezu %2 u igri.</translation>
        </message>
        <message>
            <source>Item %1 of the game review names a seat or a verdict this review does not know.</source>
            <translation>Stavka %1 analize igre navodi mesto ili ocenu koje ova analiza ne poznaje.</translation>
        </message>
        <message>
            <source>The file is not valid JSON: it may have been cut short.</source>
            <translation>Datoteka nije ispravan JSON: možda je odsečena.</translation>
        </message>
        <message>
            <source>The file's entries are nested too deep to be read.</source>
            <translation>Podaci u datoteci su ugnežđeni preduboko da bi mogli da se pročitaju.</translation>
        </message>
        <message>
            <source>The file holds a number too large to be read.</source>
            <translation>Datoteka sadrži broj koji je prevelik da bi mogao da se pročita.</translation>
        </message>
        <message>
            <source>The file's entries do not have the expected form.</source>
            <translation>Podaci u datoteci nemaju očekivani oblik.</translation>
        </message>
        <message>
            <source>The file is not valid JSON (%1).</source>
            <translation>Datoteka nije ispravan JSON (%1).</translation>
        </message>
        <message>
            <source>The file cannot be read (%1).</source>
            <extracomment>Python's own message when a JSON number has more digits than it converts (``sys.int_info``)</extracomment>
            <translation>Datoteka ne može da se pročita (%1).</translation>
        </message>
        <message>
            <source>The entry “%1” is missing from the file or has the wrong kind.</source>
            <translation>Stavka „%1“ nedostaje u datoteci ili je pogrešne vrste.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Svaki igrač mora da ima ime.</translation>
        </message>
        <message>
            <source>A player is “human” or “ai”, not %1.</source>
            <translation>Igrač je „human“ ili „ai“, a ne %1.</translation>
        </message>
        <message>
            <source>A player's level must be a text.</source>
            <translation>Nivo igrača mora biti tekst.</translation>
        </message>
        <message>
            <source>The file is not a valid game file (%1).</source>
            <translation>Datoteka nije ispravna datoteka igre (%1).</translation>
        </message>
        <message>
            <source>The game in the file cannot be replayed (%1).</source>
            <translation>Igra iz datoteke ne može ponovo da se odigra (%1).</translation>
        </message>
        <message>
            <source>The players in the file do not match the game.</source>
            <translation>Igrači u datoteci ne odgovaraju igri.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Game in progress</source>
            <extracomment>what the save / discard / cancel question settled: nothing to ask, saved, discarded, cancelled a game file was shown: (whether its match was already over) something the player should hear about at start-up (a damaged autosave set aside) the autosave writes to the user data folder only when the program (not a test window) switches it on (``Comfort.use_data_folder``) True while the autosave must keep the game it holds (a tutorial runs: its games are not the player's game in progress) the game set aside while a tutorial runs (:meth:`set_aside`, :meth:`bring_back`) the moves of the game as last saved or opened (None: never): what is not lost</extracomment>
            <translation>Igra u toku</translation>
        </message>
        <message>
            <source>The game in progress has moves that are not saved. Save it first?</source>
            <translation>Igra u toku ima poteze koji nisu sačuvani. Želiš li prvo da je sačuvaš?</translation>
        </message>
        <message>
            <source>The game in progress is back.</source>
            <translation>Nedovršena igra je vraćena.</translation>
        </message>
        <message>
            <source>Holomino games (*.holomino.json);;JSON files (*.json)</source>
            <translation>Holomino igre (*.holomino.json);;JSON datoteke (*.json)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(nema)</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Automatsko čuvanje nije uspelo: %1</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Sačuvaj igru</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>Igra ne može da se sačuva: %1</translation>
        </message>
        <message>
            <source>Game saved to %1.</source>
            <translation>Igra je sačuvana u %1.</translation>
        </message>
        <message>
            <source>Open a game</source>
            <translation>Otvori igru</translation>
        </message>
        <message>
            <source>%1 cannot be opened: %2</source>
            <translation>%1 ne može da se otvori: %2</translation>
        </message>
        <message>
            <source>Opened %1.</source>
            <translation>Otvoreno: %1.</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Igrač %1</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Nastavi</translation>
        </message>
        <message>
            <source>A game was in progress when the program closed. Continue it?</source>
            <translation>Kad se program zatvorio, igra je bila u toku. Hoćeš li da je nastaviš?</translation>
        </message>
        <message>
            <source>The game in progress was restored.</source>
            <translation>Nedovršena igra je vraćena.</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>Pregledaj odigranu igru</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>%1 ne može da se upiše: %2</translation>
        </message>
    </context>
    <context>
        <name>GameWords</name>
        <message>
            <source>Your tiles — choose one</source>
            <comment>holomino</comment>
            <extracomment>a word's key -&gt; its message for the game (``n`` is the count of ``%n`` texts) games played as one game, never a match of rounds: their end is "the end of the game", with no column for a round games that count kružići, not points: a round's loser receives one (its score item counts −1 against him); the screens show them received, "+1 kružić", and count them up</extracomment>
            <translation>Tvoje pločice — izaberi jednu</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>holomino</comment>
            <translation>Tvoje pločice</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>holomino</comment>
            <translation>Pločice: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n pločica u ruci</numerusform>
                <numerusform>%n pločice u ruci</numerusform>
                <numerusform>%n pločica u ruci</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the sack</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n pločica u vreći</numerusform>
                <numerusform>%n pločice u vreći</numerusform>
                <numerusform>%n pločica u vreći</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your rack.</source>
            <comment>holomino</comment>
            <translation>izaberi pločicu iz ruke.</translation>
        </message>
        <message>
            <source>no tile of yours fits: use a button to the right of the rack.</source>
            <comment>holomino</comment>
            <translation>nijedna tvoja pločica ne odgovara: upotrebi dugme desno od svojih pločica.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>holomino</comment>
            <translation>Ova pločica sada nigde ne odgovara: izaberi drugu.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>holomino</comment>
            <translation>Za ovu pločicu je označeno jedno mesto: klikni na njega.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>Za ovu pločicu je označeno %n mesto: klikni na jedno od označenih.</numerusform>
                <numerusform>Za ovu pločicu su označena %n mesta: klikni na jedno od njih.</numerusform>
                <numerusform>Za ovu pločicu je označeno %n mesta: klikni na jedno od njih.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>holomino</comment>
            <translation>Kraj partije</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>holomino</comment>
            <translation>Partija je završena</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>holomino</comment>
            <translation>Ova partija</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>holomino</comment>
            <translation>Sledeća &amp;partija</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>holomino</comment>
            <translation>Klikni da vidiš potez na tabli</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>holomino</comment>
            <translation>Evo poteza: označen je na tabli. Klikni na njega.</translation>
        </message>
        <message>
            <source>The start tile %1</source>
            <comment>holomino</comment>
            <translation>Početna pločica %1</translation>
        </message>
        <message>
            <source>Board</source>
            <comment>holomino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Tabla</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>holomino</comment>
            <translation>&amp;Postavi</translation>
        </message>
        <message>
            <source>On the board, in the order laid: %1.</source>
            <comment>holomino</comment>
            <translation>Na tabli, redosledom postavljanja: %1.</translation>
        </message>
        <message>
            <source>Your rack — choose a tile</source>
            <comment>triominos</comment>
            <translation>Tvoj stalak — izaberi pločicu</translation>
        </message>
        <message>
            <source>Your rack</source>
            <comment>triominos</comment>
            <translation>Tvoj stalak</translation>
        </message>
        <message>
            <source>Rack: %1</source>
            <comment>triominos</comment>
            <translation>Stalak: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) on the rack</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n pločica na stalku</numerusform>
                <numerusform>%n pločice na stalku</numerusform>
                <numerusform>%n pločica na stalku</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the pool</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n pločica u zalihi</numerusform>
                <numerusform>%n pločice u zalihi</numerusform>
                <numerusform>%n pločica u zalihi</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your rack.</source>
            <comment>triominos</comment>
            <translation>izaberi pločicu sa stalka.</translation>
        </message>
        <message>
            <source>no tile of yours fits: use a button to the right of the rack.</source>
            <comment>triominos</comment>
            <translation>nijedna tvoja pločica ne odgovara: upotrebi dugme desno od stalka.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>triominos</comment>
            <translation>Ova pločica sada nigde ne odgovara: izaberi drugu.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>triominos</comment>
            <translation>Za ovu pločicu je označeno jedno mesto: klikni na njega.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>Za ovu pločicu je označeno %n mesto: klikni na jedno od označenih.</numerusform>
                <numerusform>Za ovu pločicu su označena %n mesta: klikni na jedno od njih.</numerusform>
                <numerusform>Za ovu pločicu je označeno %n mesta: klikni na jedno od njih.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>triominos</comment>
            <translation>Kraj partije</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>triominos</comment>
            <translation>Partija je završena</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>triominos</comment>
            <translation>Ova partija</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>triominos</comment>
            <translation>Sledeća &amp;partija</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>triominos</comment>
            <translation>Klikni da vidiš potez na stolu</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>triominos</comment>
            <translation>Evo poteza: označen je na stolu. Klikni na njega.</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>triominos</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Sto</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>triominos</comment>
            <translation>&amp;Postavi</translation>
        </message>
        <message>
            <source>On the table, in the order laid: %1.</source>
            <comment>triominos</comment>
            <translation>Na stolu, redosledom postavljanja: %1.</translation>
        </message>
        <message>
            <source>Nothing is on the table yet.</source>
            <comment>triominos</comment>
            <translation>Na stolu još ništa nema.</translation>
        </message>
        <message>
            <source>Your stones — choose one</source>
            <comment>hexadomino</comment>
            <translation>Tvoji kamenovi — izaberi jedan</translation>
        </message>
        <message>
            <source>Your stones</source>
            <comment>hexadomino</comment>
            <translation>Tvoji kamenovi</translation>
        </message>
        <message>
            <source>Stones: %1</source>
            <comment>hexadomino</comment>
            <translation>Kamenovi: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in hand</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n kamen u ruci</numerusform>
                <numerusform>%n kamena u ruci</numerusform>
                <numerusform>%n kamenova u ruci</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in the stock</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n kamen u zalihi</numerusform>
                <numerusform>%n kamena u zalihi</numerusform>
                <numerusform>%n kamenova u zalihi</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a stone from your hand.</source>
            <comment>hexadomino</comment>
            <translation>izaberi kamen iz ruke.</translation>
        </message>
        <message>
            <source>no stone of yours fits: use a button to the right of your stones.</source>
            <comment>hexadomino</comment>
            <translation>nijedan tvoj kamen ne odgovara: upotrebi dugme desno od kamenova.</translation>
        </message>
        <message>
            <source>This stone fits nowhere now: choose another one.</source>
            <comment>hexadomino</comment>
            <translation>Ovaj kamen sada nigde ne odgovara: izaberi drugi.</translation>
        </message>
        <message>
            <source>One field for this stone (highlighted): click it.</source>
            <comment>hexadomino</comment>
            <translation>Za ovaj kamen je označeno jedno mesto: klikni na njega.</translation>
        </message>
        <message numerus="yes">
            <source>%n field(s) for this stone (highlighted): click one.</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>Za ovaj kamen je označeno %n mesto: klikni na jedno od označenih.</numerusform>
                <numerusform>Za ovaj kamen su označena %n mesta: klikni na jedno od njih.</numerusform>
                <numerusform>Za ovaj kamen je označeno %n mesta: klikni na jedno od njih.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>hexadomino</comment>
            <translation>Kraj partije</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>hexadomino</comment>
            <translation>Partija je završena</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>hexadomino</comment>
            <translation>Ova partija</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>hexadomino</comment>
            <translation>Sledeća &amp;partija</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>hexadomino</comment>
            <translation>Klikni da vidiš potez na tabli</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>hexadomino</comment>
            <translation>Evo poteza: označen je na tabli. Klikni na njega.</translation>
        </message>
        <message>
            <source>The start stone %1</source>
            <comment>hexadomino</comment>
            <translation>Početni kamen %1</translation>
        </message>
        <message>
            <source>Board</source>
            <comment>hexadomino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Tabla</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>hexadomino</comment>
            <translation>&amp;Postavi</translation>
        </message>
        <message>
            <source>On the board, in the order laid: %1.</source>
            <comment>hexadomino</comment>
            <translation>Na tabli, redosledom postavljanja: %1.</translation>
        </message>
        <message>
            <source>Your tiles — choose one</source>
            <comment>square_domino</comment>
            <translation>Tvoje pločice — izaberi jednu</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>square_domino</comment>
            <translation>Tvoje pločice</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>square_domino</comment>
            <translation>Pločice: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n pločica u ruci</numerusform>
                <numerusform>%n pločice u ruci</numerusform>
                <numerusform>%n pločica u ruci</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your hand.</source>
            <comment>square_domino</comment>
            <translation>izaberi pločicu iz ruke.</translation>
        </message>
        <message>
            <source>no square of yours fits: use the button to the right of your tiles.</source>
            <comment>square_domino</comment>
            <translation>ne možeš da složiš nijedan kvadrat: upotrebi dugme desno od pločica.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>square_domino</comment>
            <translation>Ova pločica sada nigde ne odgovara: izaberi drugu.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>square_domino</comment>
            <translation>Za ovu pločicu je označeno jedno mesto: klikni na njega.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>Za ovu pločicu je označeno %n mesto: klikni na jedno od označenih.</numerusform>
                <numerusform>Za ovu pločicu su označena %n mesta: klikni na jedno od njih.</numerusform>
                <numerusform>Za ovu pločicu je označeno %n mesta: klikni na jedno od njih.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>square_domino</comment>
            <translation>Kraj partije</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>square_domino</comment>
            <translation>Partija je završena</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>square_domino</comment>
            <translation>Ova partija</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>square_domino</comment>
            <translation>Sledeća &amp;partija</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>square_domino</comment>
            <translation>Klikni da vidiš potez u rasporedu na stolu</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>square_domino</comment>
            <translation>Evo poteza: označen je u rasporedu na stolu. Klikni na njega.</translation>
        </message>
        <message>
            <source>The start square %1</source>
            <comment>square_domino</comment>
            <translation>Početni kvadrat %1</translation>
        </message>
        <message>
            <source>Layout</source>
            <comment>square_domino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Raspored</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>square_domino</comment>
            <translation>&amp;Postavi</translation>
        </message>
        <message>
            <source>In the layout, in the order laid: %1.</source>
            <comment>square_domino</comment>
            <translation>U rasporedu, redosledom postavljanja: %1.</translation>
        </message>
        <message>
            <source>Your tiles — choose one</source>
            <comment>dutch_domino</comment>
            <translation>Tvoje pločice — izaberi jednu</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>dutch_domino</comment>
            <translation>Tvoje pločice</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>dutch_domino</comment>
            <translation>Pločice: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>%n pločica u ruci</numerusform>
                <numerusform>%n pločice u ruci</numerusform>
                <numerusform>%n pločica u ruci</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) left to buy</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Za kupovinu: još %n pločica</numerusform>
                <numerusform>Za kupovinu: još %n pločice</numerusform>
                <numerusform>Za kupovinu: još %n pločica</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your hand.</source>
            <comment>dutch_domino</comment>
            <translation>izaberi pločicu iz ruke.</translation>
        </message>
        <message>
            <source>no tile of yours fits the layout: buy or pass with the buttons on the right.</source>
            <comment>dutch_domino</comment>
            <translation>nijedna tvoja pločica ne odgovara talonu: kupi ili preskoči pomoću dugmadi desno.</translation>
        </message>
        <message>
            <source>This tile fits nowhere on the layout now: choose another one.</source>
            <comment>dutch_domino</comment>
            <translation>Ova pločica sada nigde na talonu ne odgovara: izaberi drugu.</translation>
        </message>
        <message>
            <source>One place on the layout for this tile (highlighted): click it.</source>
            <comment>dutch_domino</comment>
            <translation>Za ovu pločicu je označeno jedno mesto: klikni na njega.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) on the layout for this tile (highlighted): click one.</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Na talonu je za ovu pločicu označeno %n mesto: klikni na jedno od označenih.</numerusform>
                <numerusform>Na talonu su za ovu pločicu označena %n mesta: klikni na jedno od njih.</numerusform>
                <numerusform>Na talonu je za ovu pločicu označeno %n mesta: klikni na jedno od njih.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>dutch_domino</comment>
            <translation>Kraj partije</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>dutch_domino</comment>
            <translation>Partija je završena</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>dutch_domino</comment>
            <translation>Ova partija</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>dutch_domino</comment>
            <translation>Sledeća &amp;partija</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>dutch_domino</comment>
            <translation>Klikni da vidiš potez na talonu</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>dutch_domino</comment>
            <translation>Evo poteza: označen je na talonu. Klikni na njega.</translation>
        </message>
        <message>
            <source>Layout</source>
            <comment>dutch_domino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Talon</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>dutch_domino</comment>
            <translation>&amp;Postavi</translation>
        </message>
        <message>
            <source>In the layout, in the order laid: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Na talonu, redosledom postavljanja: %1.</translation>
        </message>
        <message>
            <source>Nothing is in the layout yet.</source>
            <comment>dutch_domino</comment>
            <translation>Na talonu još ništa nema.</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <comment>holomino</comment>
            <translation>Prvo izaberi pločicu iz ruke.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>holomino</comment>
            <translation>Ta pločica ne može tamo: izaberi označeno mesto.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>holomino</comment>
            <translation>Pločice su podeljene.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>holomino</comment>
            <translation>Pokazuje koju pločicu treba odigrati i gde</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>holomino</comment>
            <translation>Strelicama se krećeš po označenim mestima, R okreće pločicu, Enter je postavlja</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>holomino</comment>
            <translation>Postavi pločicu na izabrano mesto</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>holomino</comment>
            <translation>Okreni izabranu pločicu</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <comment>triominos</comment>
            <translation>Prvo izaberi pločicu sa stalka.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>triominos</comment>
            <translation>Ta pločica ne može tamo: izaberi označeno mesto.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>triominos</comment>
            <translation>Pločice su podeljene.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>triominos</comment>
            <translation>Pokazuje koju pločicu treba odigrati i gde</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>triominos</comment>
            <translation>Strelicama se krećeš po označenim mestima, R okreće pločicu, Enter je postavlja</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>triominos</comment>
            <translation>Postavi pločicu na izabrano mesto</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>triominos</comment>
            <translation>Okreni izabranu pločicu</translation>
        </message>
        <message>
            <source>Choose a stone in your hand first.</source>
            <comment>hexadomino</comment>
            <translation>Prvo izaberi kamen iz ruke.</translation>
        </message>
        <message>
            <source>The selected stone cannot go there: use a highlighted field.</source>
            <comment>hexadomino</comment>
            <translation>Taj kamen ne može tamo: izaberi označeno mesto.</translation>
        </message>
        <message>
            <source>The stones have been dealt.</source>
            <comment>hexadomino</comment>
            <translation>Kamenovi su podeljeni.</translation>
        </message>
        <message>
            <source>Select the stone and aim at the field asked for</source>
            <comment>hexadomino</comment>
            <translation>Pokazuje koji kamen i gde treba odigrati</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted fields, R turns, Enter places the stone</source>
            <comment>hexadomino</comment>
            <translation>Strelicama se krećeš po označenim mestima, R okreće kamen, Enter ga postavlja</translation>
        </message>
        <message>
            <source>Place the stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen na izabrano mesto</translation>
        </message>
        <message>
            <source>Turn the stone</source>
            <comment>hexadomino</comment>
            <translation>Okreni izabrani kamen</translation>
        </message>
        <message>
            <source>Choose a tile in your hand first.</source>
            <comment>square_domino</comment>
            <translation>Prvo izaberi pločicu iz ruke.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>square_domino</comment>
            <translation>Ta pločica ne može tamo: izaberi označeno mesto.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>square_domino</comment>
            <translation>Pločice su podeljene.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>square_domino</comment>
            <translation>Pokazuje koju pločicu treba odigrati i gde</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>square_domino</comment>
            <translation>Strelicama se krećeš po označenim mestima, R okreće pločicu, Enter je postavlja</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>square_domino</comment>
            <translation>Postavi pločicu na izabrano mesto</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>square_domino</comment>
            <translation>Okreni izabranu pločicu</translation>
        </message>
        <message>
            <source>Choose a tile in your hand first.</source>
            <comment>dutch_domino</comment>
            <translation>Prvo izaberi pločicu iz ruke.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>dutch_domino</comment>
            <translation>Ta pločica ne može tamo: izaberi označeno mesto na talonu.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>dutch_domino</comment>
            <translation>Pločice su podeljene.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>dutch_domino</comment>
            <translation>Pokazuje koju pločicu treba odigrati i gde</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>dutch_domino</comment>
            <translation>Strelicama se krećeš po označenim mestima, R okreće pločicu, Enter je postavlja</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>dutch_domino</comment>
            <translation>Postavi pločicu na izabrano mesto</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>dutch_domino</comment>
            <translation>Okreni izabranu pločicu</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>The host's table plays without hints.</source>
            <extracomment>the move the last hint showed (None: no hint shown yet) answers a hint before the Expert is asked: True when it did (a tutorial's lesson step gives its own hint, so the normal game's hint never contradicts the lesson)</extracomment>
            <translation>Domaćin ovog stola ne dozvoljava savete.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Tražim dobar potez…</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Savet: %1</translation>
        </message>
    </context>
    <context>
        <name>HostLobbyDialog</name>
        <message>
            <source>Your table</source>
            <translation>Tvoj sto</translation>
        </message>
        <message>
            <source>Tell your friends this invite code. They choose Game → Play with friends → Join a table and type it.</source>
            <translation>Reci prijateljima ovaj pozivni kod. Oni biraju Igra → Igraj sa prijateljima → Pridruži se stolu i upisuju ga.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiraj</translation>
        </message>
        <message>
            <source>Copy the invite code</source>
            <translation>Kopiraj pozivni kod</translation>
        </message>
        <message>
            <source>Address: %1</source>
            <translation>Adresa: %1</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Počni</translation>
        </message>
        <message>
            <source>Close the table</source>
            <translation>Zatvori sto</translation>
        </message>
        <message>
            <source>Relay %1: connecting…</source>
            <translation>Relej %1: povezivanje…</translation>
        </message>
        <message>
            <source>Relay %1 answers: friends anywhere can join with the code.</source>
            <translation>Relej %1 se javlja: prijatelji mogu da se pridruže odasvud pomoću koda.</translation>
        </message>
        <message>
            <source>Relay %1 does not answer: trying again. Friends on your network can still join.</source>
            <translation>Relej %1 se ne javlja: pokušava se ponovo. Prijatelji iz tvoje mreže i dalje mogu da se pridruže.</translation>
        </message>
    </context>
    <context>
        <name>HostSetupDialog</name>
        <message>
            <source>Host</source>
            <comment>the host's name at the table, as every guest sees it</comment>
            <translation>Domaćin</translation>
        </message>
        <message>
            <source>Friend %1</source>
            <translation>Gost %1</translation>
        </message>
        <message>
            <source>A friend (joins with the code)</source>
            <translation>Gost (pridružuje se pomoću koda)</translation>
        </message>
        <message>
            <source>Play with friends</source>
            <translation>Igra sa prijateljima</translation>
        </message>
        <message>
            <source>&amp;Open the table</source>
            <translation>&amp;Otvori sto</translation>
        </message>
        <message>
            <source>&amp;Wait for a friend who drops (minutes):</source>
            <translation>&amp;Čekaj gosta kome se prekine veza (minuta):</translation>
        </message>
        <message>
            <source>Then the computer plays at:</source>
            <translation>Zatim igra računar na nivou:</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Join a table</source>
            <translation>Pridruži se stolu</translation>
        </message>
        <message>
            <source>Invite &amp;code:</source>
            <translation>Pozivni &amp;kod:</translation>
        </message>
        <message>
            <source>&amp;Address (if not listed):</source>
            <translation>&amp;Adresa (ako sto nije na spisku):</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Tvoje &amp;ime:</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>Ime koje drugi vide</translation>
        </message>
        <message>
            <source>Tables on your network:</source>
            <translation>Stolovi u tvojoj mreži:</translation>
        </message>
        <message>
            <source>&amp;Join</source>
            <translation>&amp;Pridruži se</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Otkaži</translation>
        </message>
        <message>
            <source>%1 — %2, free seats: %3 (%4:%5)</source>
            <translation>%1 — %2, slobodna mesta: %3 (%4:%5)</translation>
        </message>
        <message>
            <source>The relay after @ in that code is not an address: check the part after @.</source>
            <translation>Relej posle @ u tom kodu nije adresa: proveri deo posle @.</translation>
        </message>
        <message>
            <source>That is not an invite code: a code looks like %1.</source>
            <translation>To nije pozivni kod; ispravan kod izgleda, na primer, ovako: %1.</translation>
        </message>
        <message>
            <source>Type the table's address, or pick a table from the list.</source>
            <translation>Upiši adresu stola ili izaberi sto sa spiska.</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Povezivanje…</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>System language</source>
            <extracomment>the settings key holding the chosen language (shared with the Settings dialog of ``ui/settings.py``; missing or "" follows the system) the language of the source texts every language the program can speak, with its name in that language (never translated: a person looks for their own language's name) the QLocale each language code stands for (numbers, plural rules of Qt's base texts)</extracomment>
            <translation>Jezik sistema</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation>Nasumičan</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Početnik</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Lak</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Srednji</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Srednje napredan</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalan</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Težak</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Jak</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Stručnjak</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Majstor</translation>
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
            <translation>Nova igra…</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>&amp;Postavi</translation>
        </message>
        <message>
            <source>&amp;Turn (R)</source>
            <translation>&amp;Okreni (R)</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Predloži potez</translation>
        </message>
        <message>
            <source>The Expert suggests a move (about a second)</source>
            <translation>Stručnjak predlaže potez (traje oko jedne sekunde)</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>Smena igrača</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Potezi</translation>
        </message>
        <message>
            <source>Computer is thinking</source>
            <translation>Računar razmišlja</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <extracomment>every menu text with its English source: retranslate_ui sets them again</extracomment>
            <translation>&amp;Igra</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nova igra…</translation>
        </message>
        <message>
            <source>&amp;Restart with the same players</source>
            <translation>Nova igra sa istim i&amp;gračima</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Izlaz</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>Pri&amp;kaz</translation>
        </message>
        <message>
            <source>&amp;Fit board</source>
            <translation>Uklopi u &amp;prozor</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>U&amp;većaj</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>U&amp;manji</translation>
        </message>
        <message>
            <source>Say what was laid &amp;next</source>
            <translation>Pročitaj &amp;sledeći odigrani komad</translation>
        </message>
        <message>
            <source>Say what was laid &amp;before</source>
            <translation>Pročitaj pr&amp;ethodni odigrani komad</translation>
        </message>
        <message>
            <source>Read the &amp;scores</source>
            <translation>Pročitaj &amp;rezultate</translation>
        </message>
        <message>
            <source>Say &amp;where the cursor is</source>
            <translation>Reci gde je &amp;kursor</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <extracomment>pause before an AI search when animations are off (the window paints the last move first) a fresh painter on an empty scene: whatever was drawn on the old one is gone the board was drawn again in other colours: the panels refresh where an AI move's tile comes from (the mover's seat card), scene coordinates</extracomment>
            <translation>&amp;Brzina animacije</translation>
        </message>
        <message>
            <source>Off</source>
            <extracomment>animation speeds: id -&gt; milliseconds for one tile View → Animation speed: setting id and its English label</extracomment>
            <translation>Bez animacije</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Brzo</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalno</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Sporo</translation>
        </message>
        <message>
            <source>Say what has been lai&amp;d</source>
            <translation>Pročitaj šta je &amp;odigrano</translation>
        </message>
        <message>
            <source>Arrow &amp;keys walk over the laid pieces too</source>
            <translation>S&amp;trelice prelaze i preko odigranih komada</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Jezik</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Po&amp;moć</translation>
        </message>
        <message>
            <source>&amp;Rules of the game</source>
            <translation>&amp;Pravila igre</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;O programu</translation>
        </message>
        <message>
            <source>About Holomino Desktop</source>
            <translation>O programu Holomino Desktop</translation>
        </message>
        <message>
            <source>Holomino Desktop %1
Five domino-family tile games against the computer or friends.</source>
            <translation>Holomino Desktop %1
Pet igara iz porodice domina — protiv računara ili prijatelja.</translation>
        </message>
        <message>
            <source>%1 — Holomino Desktop</source>
            <translation>%1 — Holomino Desktop</translation>
        </message>
        <message>
            <source>H&amp;int</source>
            <translation>&amp;Savet</translation>
        </message>
    </context>
    <context>
        <name>MatchCounter</name>
        <message>
            <source>Statistics not saved: %1</source>
            <extracomment>something the player should hear about at start-up (a damaged statistics file)</extracomment>
            <translation>Statistika nije sačuvana: %1</translation>
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
            <translation>Potez</translation>
        </message>
        <message>
            <source>Points</source>
            <extracomment>what the last column counts: points, or what the game counts instead (kružići)</extracomment>
            <translation>Poeni</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>Zapis poteza</translation>
        </message>
        <message>
            <source>&amp;Copy the moves in notation</source>
            <translation>&amp;Kopiraj poteze u notaciji</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kružići</translation>
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
            <translation>Kraj igre</translation>
        </message>
    </context>
    <context>
        <name>MoveTable</name>
        <message>
            <source>Reviewed moves</source>
            <extracomment>the game counts kružići (a move's −1 is a kružić received), not points</extracomment>
            <translation>Analizirani potezi</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Potez</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Igrač</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Odigrano</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Poeni</translation>
        </message>
        <message>
            <source>Best move</source>
            <translation>Najbolji potez</translation>
        </message>
        <message>
            <source>Most points</source>
            <translation>Potez sa najviše poena</translation>
        </message>
        <message>
            <source>Its points</source>
            <translation>Njegovi poeni</translation>
        </message>
        <message>
            <source>Win chance</source>
            <translation>Šansa za pobedu</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Ocena</translation>
        </message>
        <message>
            <source>Points missed</source>
            <translation>Propušteni poeni</translation>
        </message>
        <message>
            <source>The most points any move scored at once, less the move's own points</source>
            <translation>Najviše poena koje je neki potez ovde odmah doneo, umanjeno za poene ovog poteza</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kružići</translation>
        </message>
        <message>
            <source>Fewest kružići</source>
            <comment>dutch_domino</comment>
            <translation>Potez sa najmanje kružića</translation>
        </message>
        <message>
            <source>Its kružići</source>
            <comment>dutch_domino</comment>
            <translation>Njegovi kružići</translation>
        </message>
        <message>
            <source>Avoidable kružići</source>
            <comment>dutch_domino</comment>
            <translation>Nepotrebni kružići</translation>
        </message>
        <message>
            <source>The kružići this move brought that another move would have avoided</source>
            <comment>dutch_domino</comment>
            <translation>Kružići koje je ovaj potez doneo, a koje bi neki drugi potez izbegao</translation>
        </message>
        <message>
            <source>%1 (top %2)</source>
            <translation>%1 (najviše %2)</translation>
        </message>
        <message>
            <source>This move scored %1; the most any move scored at once here: %2</source>
            <translation>Ovaj potez je doneo %1; najviše što je neki potez ovde odmah doneo: %2</translation>
        </message>
        <message>
            <source>%1 (fewest %2)</source>
            <comment>dutch_domino</comment>
            <translation>%1 (najmanje %2)</translation>
        </message>
        <message>
            <source>Kružići this move brought: %1; the fewest any move brought here: %2</source>
            <comment>dutch_domino</comment>
            <translation>Kružići od ovog poteza: %1; najmanje što je neki potez ovde doneo: %2</translation>
        </message>
    </context>
    <context>
        <name>MoveWords</name>
        <message>
            <source>Lay %1 above the spinner %2</source>
            <comment>dutch_domino</comment>
            <extracomment>"beside the spinner, above it …", per arm N, E, S, W: the table draws the arms going up, right, down and left, and the tutorial says so (whole sentences: the words for the side change with the language's cases)</extracomment>
            <translation>Odigraj %1 iznad početnog dupleta %2</translation>
        </message>
        <message>
            <source>Lay %1 to the right of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Odigraj %1 desno od početnog dupleta %2</translation>
        </message>
        <message>
            <source>Lay %1 below the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Odigraj %1 ispod početnog dupleta %2</translation>
        </message>
        <message>
            <source>Lay %1 to the left of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Odigraj %1 levo od početnog dupleta %2</translation>
        </message>
        <message>
            <source>Lay %1 on the upper arm, after %2</source>
            <comment>dutch_domino</comment>
            <extracomment>"at the end of the … arm, after %2", per arm N, E, S, W</extracomment>
            <translation>Odigraj %1 na gornji krak, uz %2</translation>
        </message>
        <message>
            <source>Lay %1 on the right arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Odigraj %1 na desni krak, uz %2</translation>
        </message>
        <message>
            <source>Lay %1 on the lower arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Odigraj %1 na donji krak, uz %2</translation>
        </message>
        <message>
            <source>Lay %1 on the left arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Odigraj %1 na levi krak, uz %2</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <source>−%n point(s)</source>
            <extracomment>the moves that lay a tile, by game (the others draw, buy, return or pass)</extracomment>
            <translation>
                <numerusform>−%n poen</numerusform>
                <numerusform>−%n poena</numerusform>
                <numerusform>−%n poena</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n poen</numerusform>
                <numerusform>%n poena</numerusform>
                <numerusform>%n poena</numerusform>
            </translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>holomino</comment>
            <translation>%1 na %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>triominos</comment>
            <translation>%1 na %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>hexadomino</comment>
            <translation>%1 na %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>square_domino</comment>
            <translation>%1 na %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>dutch_domino</comment>
            <translation>%1 na %1</translation>
        </message>
        <message>
            <source>At the corners: %1.</source>
            <comment>holomino</comment>
            <translation>Na uglovima: %1.</translation>
        </message>
        <message>
            <source>At the corners: %1.</source>
            <comment>triominos</comment>
            <translation>Na uglovima: %1.</translation>
        </message>
        <message>
            <source>At the edges: %1.</source>
            <comment>hexadomino</comment>
            <translation>Na stranama: %1.</translation>
        </message>
        <message>
            <source>At the halves: %1.</source>
            <comment>square_domino</comment>
            <translation>Na polovinama: %1.</translation>
        </message>
        <message>
            <source>Beside the spinner: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Uz početni duplet: %1.</translation>
        </message>
        <message>
            <source>At the arm's open end: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Na otvorenom kraju kraka: %1.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Returned tile %1 to the sack</source>
            <comment>holomino</comment>
            <translation>Pločica %1 vraćena u vreću</translation>
        </message>
        <message>
            <source>Drew a tile</source>
            <comment>triominos</comment>
            <translation>Uzeta pločica</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Preskočeno</translation>
        </message>
        <message>
            <source>Drew a stone</source>
            <comment>hexadomino</comment>
            <translation>Uzet kamen</translation>
        </message>
        <message>
            <source>Bought a tile</source>
            <comment>dutch_domino</comment>
            <translation>Kupljena pločica</translation>
        </message>
        <message>
            <source>Return tile %1 to the sack and pass</source>
            <comment>holomino</comment>
            <extracomment>what a tile on the table is named by (its numbers, a placed stone, a square's dominoes)</extracomment>
            <translation>Vrati pločicu %1 u vreću i preskoči</translation>
        </message>
        <message>
            <source>Place tile %1 to open the game</source>
            <comment>holomino</comment>
            <translation>Otvori igru pločicom %1</translation>
        </message>
        <message>
            <source>Draw a tile from the pool</source>
            <comment>triominos</comment>
            <translation>Uzmi pločicu iz zalihe</translation>
        </message>
        <message>
            <source>Pass without placing a tile</source>
            <comment>triominos</comment>
            <translation>Preskoči bez postavljanja pločice</translation>
        </message>
        <message>
            <source>Place tile %1 to open the round</source>
            <comment>triominos</comment>
            <translation>Otvori partiju pločicom %1</translation>
        </message>
        <message>
            <source>Draw a stone from the stock</source>
            <comment>hexadomino</comment>
            <translation>Uzmi kamen iz zalihe</translation>
        </message>
        <message>
            <source>Pass: no stone fits</source>
            <comment>hexadomino</comment>
            <translation>Preskoči: nijedan kamen ne odgovara</translation>
        </message>
        <message>
            <source>Pass: no square fits</source>
            <comment>square_domino</comment>
            <translation>Preskoči: nijedan kvadrat ne odgovara</translation>
        </message>
        <message>
            <source>Lay %1 as the start tile</source>
            <comment>square_domino</comment>
            <translation>Postavi %1 kao početnu pločicu</translation>
        </message>
        <message>
            <source>Complete the start square with %1</source>
            <comment>square_domino</comment>
            <translation>Dopuni početni kvadrat pločicom %1</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <comment>dutch_domino</comment>
            <translation>Kupi pločicu</translation>
        </message>
        <message>
            <source>Pass without laying a tile</source>
            <comment>dutch_domino</comment>
            <translation>Preskoči bez igranja pločice</translation>
        </message>
        <message>
            <source>Open the round with the double %1 in the centre</source>
            <comment>dutch_domino</comment>
            <translation>Otvori partiju dupletom %1 u sredini talona</translation>
        </message>
        <message>
            <source>Place tile %1 above tile %2</source>
            <comment>holomino</comment>
            <extracomment>a side of the neighbour -&gt; the sentence laying the new tile there Holomino: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Postavi pločicu %1 iznad pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the upper right of tile %2</source>
            <comment>holomino</comment>
            <translation>Postavi pločicu %1 gore desno od pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the lower right of tile %2</source>
            <comment>holomino</comment>
            <translation>Postavi pločicu %1 dole desno od pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 below tile %2</source>
            <comment>holomino</comment>
            <translation>Postavi pločicu %1 ispod pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the lower left of tile %2</source>
            <comment>holomino</comment>
            <translation>Postavi pločicu %1 dole levo od pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the upper left of tile %2</source>
            <comment>holomino</comment>
            <translation>Postavi pločicu %1 gore levo od pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 above tile %2</source>
            <comment>triominos</comment>
            <extracomment>Triominos: %1 the new tile's numbers, %2 the neighbour's (a triangle meets its neighbours left, right, and above or below)</extracomment>
            <translation>Postavi pločicu %1 iznad pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the right of tile %2</source>
            <comment>triominos</comment>
            <translation>Postavi pločicu %1 desno od pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 below tile %2</source>
            <comment>triominos</comment>
            <translation>Postavi pločicu %1 ispod pločice %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the left of tile %2</source>
            <comment>triominos</comment>
            <translation>Postavi pločicu %1 levo od pločice %2</translation>
        </message>
        <message>
            <source>Place stone %1 above stone %2</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's</extracomment>
            <translation>Postavi kamen %1 iznad kamena %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 gore desno od kamena %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 dole desno od kamena %2</translation>
        </message>
        <message>
            <source>Place stone %1 below stone %2</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 ispod kamena %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 dole levo od kamena %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 gore levo od kamena %2</translation>
        </message>
        <message>
            <source>Place stone %1 above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino beside the start stone: %1 the new stone's pips</extracomment>
            <translation>Postavi kamen %1 iznad početnog kamena</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 gore desno od početnog kamena</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 dole desno od početnog kamena</translation>
        </message>
        <message>
            <source>Place stone %1 below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 ispod početnog kamena</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 dole levo od početnog kamena</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi kamen %1 gore levo od početnog kamena</translation>
        </message>
        <message>
            <source>Place the highlighted stone above stone %1</source>
            <comment>hexadomino</comment>
            <extracomment>a hint's Hexadomino stone is highlighted in the hand and on the table: %1 the neighbour's pips</extracomment>
            <translation>Postavi označeni kamen iznad kamena %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper right of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen gore desno od kamena %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower right of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen dole desno od kamena %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone below stone %1</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen ispod kamena %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower left of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen dole levo od kamena %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper left of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen gore levo od kamena %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>a hint's Hexadomino stone beside the start stone (no placeholder)</extracomment>
            <translation>Postavi označeni kamen iznad početnog kamena</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen gore desno od početnog kamena</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen dole desno od početnog kamena</translation>
        </message>
        <message>
            <source>Place the highlighted stone below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen ispod početnog kamena</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen dole levo od početnog kamena</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Postavi označeni kamen gore levo od početnog kamena</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two dominoes upright: %1 and %2 the dominoes, %3 the neighbouring square's two dominoes ("5-3 + 3-6")</extracomment>
            <translation>Postavi pločice %1 i %2 uspravno, jednu pored druge, iznad kvadrata %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 uspravno, jednu pored druge, desno od kvadrata %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 uspravno, jednu pored druge, ispod kvadrata %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 uspravno, jednu pored druge, levo od kvadrata %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two dominoes flat, one over the other: %1 over %2, %3 the neighbour</extracomment>
            <translation>Postavi pločice %1 i %2 vodoravno, jednu ispod druge (%1 gore), iznad kvadrata %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 vodoravno, jednu ispod druge (%1 gore), desno od kvadrata %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 vodoravno, jednu ispod druge (%1 gore), ispod kvadrata %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 vodoravno, jednu ispod druge (%1 gore), levo od kvadrata %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino beside the start square, upright: %1 and %2 the dominoes</extracomment>
            <translation>Postavi pločice %1 i %2 uspravno, jednu pored druge, iznad početnog kvadrata</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 uspravno, jednu pored druge, desno od početnog kvadrata</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, below the start square</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 uspravno, jednu pored druge, ispod početnog kvadrata</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 uspravno, jednu pored druge, levo od početnog kvadrata</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino beside the start square, flat: %1 over %2</extracomment>
            <translation>Postavi pločice %1 i %2 vodoravno, jednu ispod druge (%1 gore), iznad početnog kvadrata</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 vodoravno, jednu ispod druge (%1 gore), desno od početnog kvadrata</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, below the start square</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 vodoravno, jednu ispod druge (%1 gore), ispod početnog kvadrata</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Postavi pločice %1 i %2 vodoravno, jednu ispod druge (%1 gore), levo od početnog kvadrata</translation>
        </message>
        <message>
            <source>Placed tile %1 above tile %2</source>
            <comment>holomino</comment>
            <extracomment>Holomino: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Pločica %1 postavljena iznad pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the upper right of tile %2</source>
            <comment>holomino</comment>
            <translation>Pločica %1 postavljena gore desno od pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the lower right of tile %2</source>
            <comment>holomino</comment>
            <translation>Pločica %1 postavljena dole desno od pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 below tile %2</source>
            <comment>holomino</comment>
            <translation>Pločica %1 postavljena ispod pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the lower left of tile %2</source>
            <comment>holomino</comment>
            <translation>Pločica %1 postavljena dole levo od pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the upper left of tile %2</source>
            <comment>holomino</comment>
            <translation>Pločica %1 postavljena gore levo od pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 above tile %2</source>
            <comment>triominos</comment>
            <extracomment>Triominos: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Pločica %1 postavljena iznad pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the right of tile %2</source>
            <comment>triominos</comment>
            <translation>Pločica %1 postavljena desno od pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 below tile %2</source>
            <comment>triominos</comment>
            <translation>Pločica %1 postavljena ispod pločice %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the left of tile %2</source>
            <comment>triominos</comment>
            <translation>Pločica %1 postavljena levo od pločice %2</translation>
        </message>
        <message>
            <source>Placed stone %1 above stone %2</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's</extracomment>
            <translation>Kamen %1 postavljen iznad kamena %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen gore desno od kamena %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen dole desno od kamena %2</translation>
        </message>
        <message>
            <source>Placed stone %1 below stone %2</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen ispod kamena %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen dole levo od kamena %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen gore levo od kamena %2</translation>
        </message>
        <message>
            <source>Placed stone %1 above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, beside the start stone: %1 the new stone's pips</extracomment>
            <translation>Kamen %1 postavljen iznad početnog kamena</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen gore desno od početnog kamena</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen dole desno od početnog kamena</translation>
        </message>
        <message>
            <source>Placed stone %1 below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen ispod početnog kamena</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen dole levo od početnog kamena</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 postavljen gore levo od početnog kamena</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two upright tiles side by side: %1 and %2 the tiles, %3 the square beside</extracomment>
            <translation>Pločice %1 i %2 postavljene uspravno, jedna pored druge, iznad kvadrata %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene uspravno, jedna pored druge, desno od kvadrata %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene uspravno, jedna pored druge, ispod kvadrata %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene uspravno, jedna pored druge, levo od kvadrata %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, one tile over the other, lying flat: %1 and %2 the tiles, %3 the square beside</extracomment>
            <translation>Pločice %1 i %2 postavljene vodoravno, jedna ispod druge (%1 gore), iznad kvadrata %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene vodoravno, jedna ispod druge (%1 gore), desno od kvadrata %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene vodoravno, jedna ispod druge (%1 gore), ispod kvadrata %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene vodoravno, jedna ispod druge (%1 gore), levo od kvadrata %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino, upright beside the start square</extracomment>
            <translation>Pločice %1 i %2 postavljene uspravno, jedna pored druge, iznad početnog kvadrata</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene uspravno, jedna pored druge, desno od početnog kvadrata</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, below the start square</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene uspravno, jedna pored druge, ispod početnog kvadrata</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene uspravno, jedna pored druge, levo od početnog kvadrata</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino, lying flat beside the start square</extracomment>
            <translation>Pločice %1 i %2 postavljene vodoravno, jedna ispod druge (%1 gore), iznad početnog kvadrata</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene vodoravno, jedna ispod druge (%1 gore), desno od početnog kvadrata</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, below the start square</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene vodoravno, jedna ispod druge (%1 gore), ispod početnog kvadrata</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Pločice %1 i %2 postavljene vodoravno, jedna ispod druge (%1 gore), levo od početnog kvadrata</translation>
        </message>
        <message>
            <source>Placed tile %1 to open the game</source>
            <comment>holomino</comment>
            <extracomment>the first tile of a game or round, and square domino's start square</extracomment>
            <translation>Igra otvorena pločicom %1</translation>
        </message>
        <message>
            <source>Placed tile %1 to open the round</source>
            <comment>triominos</comment>
            <translation>Partija otvorena pločicom %1</translation>
        </message>
        <message>
            <source>Opened the round with the double %1 in the centre</source>
            <comment>dutch_domino</comment>
            <translation>Partija otvorena dupletom %1 u sredini talona</translation>
        </message>
        <message>
            <source>Laid %1 as the start tile</source>
            <comment>square_domino</comment>
            <translation>Pločica %1 postavljena kao početna</translation>
        </message>
        <message>
            <source>Completed the start square with %1</source>
            <comment>square_domino</comment>
            <translation>Početni kvadrat dopunjen pločicom %1</translation>
        </message>
        <message>
            <source>Laid %1 above the spinner %2</source>
            <comment>dutch_domino</comment>
            <extracomment>Holandski domino: beside the spinner, per arm N, E, S, W (%1 the tile, %2 the spinner)</extracomment>
            <translation>Pločica %1 odigrana iznad početnog dupleta %2</translation>
        </message>
        <message>
            <source>Laid %1 to the right of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Pločica %1 odigrana desno od početnog dupleta %2</translation>
        </message>
        <message>
            <source>Laid %1 below the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Pločica %1 odigrana ispod početnog dupleta %2</translation>
        </message>
        <message>
            <source>Laid %1 to the left of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Pločica %1 odigrana levo od početnog dupleta %2</translation>
        </message>
        <message>
            <source>Laid %1 on the upper arm, after %2</source>
            <comment>dutch_domino</comment>
            <extracomment>Holandski domino: at the end of an arm, per arm N, E, S, W (%2 the arm's last tile)</extracomment>
            <translation>Pločica %1 odigrana na gornji krak, uz %2</translation>
        </message>
        <message>
            <source>Laid %1 on the right arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Pločica %1 odigrana na desni krak, uz %2</translation>
        </message>
        <message>
            <source>Laid %1 on the lower arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Pločica %1 odigrana na donji krak, uz %2</translation>
        </message>
        <message>
            <source>Laid %1 on the left arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Pločica %1 odigrana na levi krak, uz %2</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>The table refused that code. Check it and try again.</source>
            <translation>Sto je odbio taj kod. Proveri ga i pokušaj ponovo.</translation>
        </message>
        <message>
            <source>The table is busy letting others in. Try again in a moment.</source>
            <translation>Sto upravo prima druge igrače. Pokušaj ponovo za trenutak.</translation>
        </message>
        <message>
            <source>No table answered. Check the code and try again in a moment.</source>
            <translation>Nijedan sto se nije javio. Proveri kod i pokušaj ponovo za trenutak.</translation>
        </message>
        <message>
            <source>That table has no free seat.</source>
            <translation>Za tim stolom nema slobodnog mesta.</translation>
        </message>
        <message>
            <source>The host closed the table.</source>
            <translation>Domaćin je zatvorio sto.</translation>
        </message>
        <message>
            <source>That table no longer knows your seat.</source>
            <translation>Za tim stolom više nema tvog mesta.</translation>
        </message>
        <message>
            <source>No table answers at that address.</source>
            <translation>Na toj adresi se ne javlja nijedan sto.</translation>
        </message>
        <message>
            <source>No table with that code waits at the relay. Check the code, and ask the host whether the table is open.</source>
            <translation>Na releju ne čeka nijedan sto sa tim kodom. Proveri kod i pitaj domaćina da li je sto otvoren.</translation>
        </message>
        <message>
            <source>Your seat was taken over from another window.</source>
            <translation>Tvoje mesto je preuzeto iz drugog prozora.</translation>
        </message>
        <message>
            <source>The match is over and the host has closed the table.</source>
            <translation>Meč je završen i domaćin je zatvorio sto.</translation>
        </message>
        <message>
            <source>The host sent something this program cannot use.</source>
            <translation>Od domaćina je stiglo nešto što ovaj program ne može da koristi.</translation>
        </message>
        <message>
            <source>The connection to the table was lost.</source>
            <translation>Veza sa stolom je prekinuta.</translation>
        </message>
        <message>
            <source>LAN only: friends on your network can join. To let friends anywhere join, set a relay in Settings → Network.</source>
            <translation>Samo lokalna mreža: mogu da se pridruže prijatelji iz tvoje mreže. Da bi se prijatelji pridružili odasvud, podesi relej u Podešavanjima → Mreža.</translation>
        </message>
        <message>
            <source>Friends on your network can join, and friends anywhere through the relay %1.</source>
            <translation>Mogu da se pridruže prijatelji iz tvoje mreže, a preko releja %1 i prijatelji odasvud.</translation>
        </message>
        <message>
            <source>%1 — you</source>
            <translation>%1 — ti</translation>
        </message>
        <message>
            <source>%1 — computer: %2</source>
            <translation>%1 — računar: %2</translation>
        </message>
        <message>
            <source>Waiting for a friend…</source>
            <translation>Čeka se gost…</translation>
        </message>
        <message>
            <source>%1 — away</source>
            <translation>%1 — nije tu</translation>
        </message>
        <message>
            <source>%1 — here</source>
            <translation>%1 — za stolom</translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>The table refused that move.</source>
            <translation>Sto je odbio taj potez.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Nisi na potezu.</translation>
        </message>
        <message>
            <source>That move came too late: the table has moved on.</source>
            <translation>Taj potez je stigao prekasno: igra je već odmakla.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Igra je završena.</translation>
        </message>
        <message>
            <source>The game has not started: the host starts it with Start.</source>
            <translation>Igra još nije počela: počinje kad domaćin pritisne „Počni“.</translation>
        </message>
        <message>
            <source>Too many chat lines at once: wait a moment.</source>
            <translation>Previše poruka odjednom: sačekaj malo.</translation>
        </message>
        <message>
            <source>The table refused what this window sent.</source>
            <translation>Sto je odbio ono što je ovaj prozor poslao.</translation>
        </message>
        <message>
            <source>Play with &amp;friends</source>
            <translation>Igraj sa p&amp;rijateljima</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>&amp;Otvori sto…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>Pri&amp;druži se stolu…</translation>
        </message>
        <message>
            <source>The connection is lost: wait until it is back, then play.</source>
            <translation>Veza je prekinuta: sačekaj da se vrati, pa onda igraj.</translation>
        </message>
        <message>
            <source>The table is closed: no more moves can be played.</source>
            <translation>Sto je zatvoren: više se ne mogu igrati potezi.</translation>
        </message>
        <message>
            <source>Connection lost — reconnecting…</source>
            <translation>Veza je prekinuta — ponovno povezivanje…</translation>
        </message>
        <message>
            <source>Waiting for the host to start the game…</source>
            <translation>Čeka se da domaćin započne igru…</translation>
        </message>
        <message>
            <source>Away · the computer plays</source>
            <translation>Nije tu · igra računar</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>Nije tu</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Gost</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Domaćin</translation>
        </message>
        <message>
            <source>Close the table?</source>
            <translation>Zatvoriti sto?</translation>
        </message>
        <message>
            <source>Your friends are playing at your table. Closing it ends the game for everyone.</source>
            <translation>Tvoji prijatelji igraju za tvojim stolom. Ako zatvoriš sto, igra se završava za sve.</translation>
        </message>
        <message>
            <source>&amp;Close the table</source>
            <translation>&amp;Zatvori sto</translation>
        </message>
        <message>
            <source>&amp;Keep playing</source>
            <translation>&amp;Igraj dalje</translation>
        </message>
        <message>
            <source>The table could not open a network port.</source>
            <translation>Sto nije mogao da otvori mrežni port.</translation>
        </message>
        <message>
            <source>A friend's seat is free again: wait for them, then press Start.</source>
            <translation>Mesto za gosta je opet slobodno: sačekaj da se ta osoba vrati, pa pritisni „Počni“.</translation>
        </message>
        <message>
            <source>%1 has joined the table.</source>
            <translation>%1 je sada za stolom.</translation>
        </message>
        <message>
            <source>%1 is away.</source>
            <translation>%1 nije za stolom.</translation>
        </message>
        <message>
            <source>The computer plays for %1 until they are back.</source>
            <translation>Računar igra umesto igrača %1 dok se ne vrati.</translation>
        </message>
        <message>
            <source>Someone tried to join with a wrong code.</source>
            <translation>Neko je pokušao da se pridruži sa pogrešnim kodom.</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gost</translation>
        </message>
        <message>
            <source>Rejoin the table?</source>
            <translation>Vratiti se za sto?</translation>
        </message>
        <message>
            <source>You were at a table — rejoin?</source>
            <translation>Tvoje mesto za stolom te čeka — vratiti se?</translation>
        </message>
        <message>
            <source>%1, invite code %2, as %3.</source>
            <translation>%1, pozivni kod %2, kao %3.</translation>
        </message>
        <message>
            <source>&amp;Rejoin</source>
            <translation>&amp;Vrati se</translation>
        </message>
        <message>
            <source>&amp;Not now</source>
            <translation>&amp;Ne sada</translation>
        </message>
        <message>
            <source>Rejoining the table…</source>
            <translation>Vraćanje za sto…</translation>
        </message>
        <message>
            <source>Waiting for the host to open the table again…</source>
            <translation>Čeka se da domaćin ponovo otvori sto…</translation>
        </message>
        <message>
            <source>Your move did not reach the table: play it again.</source>
            <translation>Tvoj potez nije stigao do stola: odigraj ga ponovo.</translation>
        </message>
        <message>
            <source>Connected again: you are back at the table.</source>
            <translation>Veza je ponovo uspostavljena: opet si za stolom.</translation>
        </message>
        <message>
            <source>If the host has gone, no record of this game could be saved: the host sends it only when leaving the table.</source>
            <translation>Ako domaćina više nema, zapis ove igre nije mogao da se sačuva: domaćin ga šalje tek kad napušta sto.</translation>
        </message>
        <message>
            <source>You may save the game as it stood, to play it on against the computer or to review it later.</source>
            <translation>Možeš da sačuvaš igru kakva je bila, da nastaviš protiv računara ili da je kasnije pregledaš.</translation>
        </message>
        <message>
            <source>The table is closed</source>
            <translation>Sto je zatvoren</translation>
        </message>
        <message>
            <source>&amp;Save the game…</source>
            <translation>&amp;Sačuvaj igru…</translation>
        </message>
        <message>
            <source>The game was saved to %1: open it to play on.</source>
            <translation>Igra je sačuvana u %1: otvori je da nastaviš.</translation>
        </message>
        <message>
            <source>If the host opens the table again, press Rematch.</source>
            <translation>Ako domaćin ponovo otvori sto, pritisni „Revanš“.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>You</source>
            <translation>Ti</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Računar %1</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nova igra</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Igra</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Igra:</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Broj igrača</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Broj igrača:</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>Varijante pravila</translation>
        </message>
        <message>
            <source>Suggested level</source>
            <translation>Predloženi nivo</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Mesta</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Ime</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Ko igra</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Mesto %1</translation>
        </message>
        <message>
            <source>Name of seat %1</source>
            <translation>Ime na mestu %1</translation>
        </message>
        <message>
            <source>Player of seat %1</source>
            <translation>Igrač na mestu %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Čovek</translation>
        </message>
        <message>
            <source>Computer: %1</source>
            <translation>Računar: %1</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>%1:</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Počni</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Otkaži</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>P&amp;ravila…</translation>
        </message>
        <message>
            <source>%1 (standard)</source>
            <translation>%1 (podrazumevano)</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Igrač %1</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>on</source>
            <translation>uključeno</translation>
        </message>
        <message>
            <source>off</source>
            <translation>isključeno</translation>
        </message>
    </context>
    <context>
        <name>Persistence</name>
        <message>
            <source>the game cannot be written as a file (%1)</source>
            <extracomment>overrides the user data folder (tests, portable installs) the record's extra key for the window's state the kinds of damage below a record's contents (``file_errors.damage_kind``): said in words</extracomment>
            <translation>igra ne može da se upiše u datoteku (%1)</translation>
        </message>
        <message>
            <source>The saved game could not be resumed (%1); it was kept as %2.</source>
            <translation>Sačuvana igra ne može da se nastavi (%1); datoteka je zadržana kao %2.</translation>
        </message>
    </context>
    <context>
        <name>PlayInput</name>
        <message>
            <source>That is not allowed now.</source>
            <extracomment>a click or drop on a place the selected tile may not go: (move, GameError) — the tutorial counts it as a miss, the sounds play a knock the selection changed: the status line says what to do next the keyboard cursor went to another place, the tile turned or another tile was chosen: the board says its new stop (ui/spoken_board.py) the seat whose tiles the rack shows, whether a hot-seat hand-over covers the rack, whether a hint is being searched (set by the window: ui/rack_view.py, ui/hints.py) selected rack tiles (ids), oldest first; one in every game but square domino</extracomment>
            <translation>To sada nije dozvoljeno.</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Click a highlighted cell.</source>
            <translation>Klikni na označeno mesto.</translation>
        </message>
        <message>
            <source>Showing %1 — click or press Enter to place</source>
            <translation>Prikazano: %1 — klikni ili pritisni Enter da odigraš</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>The practice file was damaged (%1): the exercises start again; the old file was kept as %2.</source>
            <translation>Datoteka vežbi je bila oštećena (%1): vežbe počinju iznova; stara datoteka je sačuvana kao %2.</translation>
        </message>
        <message>
            <source>Where the practice file belongs there was no file but a folder, a device or a pipe: it was kept as %1, and the exercises start again.</source>
            <translation>Tamo gde treba da bude datoteka vežbi nije bila datoteka, nego fascikla, uređaj ili cev: to je sačuvano kao %1, a vežbe počinju iznova.</translation>
        </message>
        <message>
            <source>The exercises cannot be saved: %1</source>
            <translation>Vežbe ne mogu da se sačuvaju: %1</translation>
        </message>
    </context>
    <context>
        <name>PracticeWindow</name>
        <message>
            <source>Practice — %1</source>
            <translation>Vežba — %1</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Pokaži mi</translation>
        </message>
        <message>
            <source>Next exercise</source>
            <translation>Sledeća vežba</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zatvori</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Igrač %1</translation>
        </message>
        <message>
            <source>No moves of %1 are kept to practise yet: review a game and press Practise these moves.</source>
            <translation>Još nema sačuvanih poteza za vežbu u igri %1: analiziraj igru i pritisni „Vežbaj ove poteze“.</translation>
        </message>
        <message>
            <source>Exercise %1 of %2 · move %3</source>
            <translation>Vežba %1 od %2 · potez %3</translation>
        </message>
        <message>
            <source>%1 (solved)</source>
            <translation>%1 (rešeno)</translation>
        </message>
        <message>
            <source>You played %1 here; the review's verdict: %2. Find a better move.</source>
            <translation>Tvoj potez ovde: %1; ocena analize: %2. Nađi bolji potez.</translation>
        </message>
        <message>
            <source>Checking your move…</source>
            <translation>Proveravam potez…</translation>
        </message>
        <message>
            <source>The move could not be judged: %1</source>
            <translation>Potez nije mogao da se oceni: %1</translation>
        </message>
        <message>
            <source>Well played: %1 — the review's verdict: %2.</source>
            <translation>Dobar potez: %1 — ocena analize: %2.</translation>
        </message>
        <message>
            <source>Every exercise of this set is solved.</source>
            <translation>Sve vežbe iz ovog skupa su rešene.</translation>
        </message>
        <message>
            <source>Not this one: %1 — the review's verdict: %2. Try another move.</source>
            <translation>Nije taj: %1 — ocena analize: %2. Probaj drugi potez.</translation>
        </message>
        <message>
            <source>Looking for the review's move…</source>
            <translation>Tražim potez iz analize…</translation>
        </message>
        <message>
            <source>The review's move: %1.</source>
            <translation>Potez iz analize: %1.</translation>
        </message>
        <message>
            <source>It brings kružići %1; your move brought kružići %2.</source>
            <comment>dutch_domino</comment>
            <translation>Kružići od tog poteza: %1; od tvog poteza: %2.</translation>
        </message>
        <message numerus="yes">
            <source>It scores %n point(s) at once.</source>
            <translation>
                <numerusform>Taj potez odmah donosi %n poen.</numerusform>
                <numerusform>Taj potez odmah donosi %n poena.</numerusform>
                <numerusform>Taj potez odmah donosi %n poena.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your move scored %n point(s).</source>
            <translation>
                <numerusform>Tvoj potez je doneo %n poen.</numerusform>
                <numerusform>Tvoj potez je doneo %n poena.</numerusform>
                <numerusform>Tvoj potez je doneo %n poena.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The most a move scores here at once: %n point(s).</source>
            <translation>
                <numerusform>Najviše što ovde jedan potez odmah donosi: %n poen.</numerusform>
                <numerusform>Najviše što ovde jedan potez odmah donosi: %n poena.</numerusform>
                <numerusform>Najviše što ovde jedan potez odmah donosi: %n poena.</numerusform>
            </translation>
        </message>
        <message>
            <source>It keeps a %1 % chance of winning; your move left %2 %.</source>
            <translation>Uz taj potez šansa za pobedu ostaje %1%, a posle tvog poteza %2%.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleChooser</name>
        <message>
            <source>Puzzles</source>
            <extracomment>the difficulty bands of the chooser: a third of a game's puzzles each</extracomment>
            <translation>Zagonetke</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>Sve</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Lake</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Srednje</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Teške</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Igra:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Tema:</translation>
        </message>
        <message>
            <source>Difficulty:</source>
            <translation>Težina:</translation>
        </message>
        <message numerus="yes">
            <source>%n puzzle(s)</source>
            <translation>
                <numerusform>%n zagonetka</numerusform>
                <numerusform>%n zagonetke</numerusform>
                <numerusform>%n zagonetaka</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PuzzleWindow</name>
        <message>
            <source>The puzzle ratings file could not be read: your puzzle ratings start again; the old file was kept as %1.</source>
            <extracomment>wrong tries after which Show me is offered after the answer the AI seats are held: a puzzle is one move of the person's set when a damaged file was set aside (the window says it once)</extracomment>
            <translation>Datoteka rejtinga zagonetaka ne može da se pročita: rejting zagonetaka počinje iznova; stara datoteka je sačuvana kao %1.</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>Zagonetka</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Pokaži mi</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Ispočetka</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>Sledeća zagonetka</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ti</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Igrač %1</translation>
        </message>
        <message>
            <source>Puzzle %1 of %2 — %3</source>
            <translation>Zagonetka %1 od %2 — %3</translation>
        </message>
        <message>
            <source>Difficulty %1</source>
            <translation>Težina %1</translation>
        </message>
        <message numerus="yes">
            <source>Your puzzle rating in %1: %2 (%n puzzle(s) solved)</source>
            <translation>
                <numerusform>Tvoj rejting zagonetaka (%1): %2 (%n rešena zagonetka)</numerusform>
                <numerusform>Tvoj rejting zagonetaka (%1): %2 (%n rešene zagonetke)</numerusform>
                <numerusform>Tvoj rejting zagonetaka (%1): %2 (%n rešenih zagonetaka)</numerusform>
            </translation>
        </message>
        <message>
            <source>Find the best move. Only one move is clearly best here.</source>
            <translation>Nađi najbolji potez. Ovde je samo jedan potez jasno najbolji.</translation>
        </message>
        <message>
            <source>That is not the move: another one is clearly better.</source>
            <translation>To nije taj potez: drugi je jasno bolji.</translation>
        </message>
        <message>
            <source>Press Show me to see it.</source>
            <translation>Pritisni „Pokaži mi“ da ga vidiš.</translation>
        </message>
        <message>
            <source>Well found!</source>
            <translation>Bravo, to je taj potez!</translation>
        </message>
    </context>
    <context>
        <name>PuzzleWords</name>
        <message>
            <source>Close two holes at once</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; its name in a list of puzzles</extracomment>
            <translation>Zatvori dve rupe odjednom</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>holomino</comment>
            <translation>Najviše poena</translation>
        </message>
        <message>
            <source>A bridge</source>
            <comment>triominos</comment>
            <translation>Most</translation>
        </message>
        <message>
            <source>A hexagon</source>
            <comment>triominos</comment>
            <translation>Šestougao</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>triominos</comment>
            <translation>Najviše poena</translation>
        </message>
        <message>
            <source>Touch three stones</source>
            <comment>hexadomino</comment>
            <translation>Dodirni tri kamena</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>hexadomino</comment>
            <translation>Najviše poena</translation>
        </message>
        <message>
            <source>Block the opponent</source>
            <comment>square_domino</comment>
            <translation>Blokiraj protivnika</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>square_domino</comment>
            <translation>Najviše poena</translation>
        </message>
        <message>
            <source>Go out before the others</source>
            <comment>dutch_domino</comment>
            <translation>Izađi pre ostalih</translation>
        </message>
        <message>
            <source>Avoid a kružić</source>
            <comment>dutch_domino</comment>
            <translation>Izbegni kružić</translation>
        </message>
        <message>
            <source>Hint: one tile can close two holes at once.</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; the hint after a wrong move</extracomment>
            <translation>Savet: jedna pločica može da zatvori dve rupe odjednom.</translation>
        </message>
        <message>
            <source>Hint: look for the tile that closes the richest hole, and count what your opponent can close next.</source>
            <comment>holomino</comment>
            <translation>Savet: traži pločicu koja zatvara najvredniju rupu i proceni šta protivnik može da zatvori posle toga.</translation>
        </message>
        <message>
            <source>Hint: one tile can make a bridge.</source>
            <comment>triominos</comment>
            <translation>Savet: jedna pločica može da napravi most.</translation>
        </message>
        <message>
            <source>Hint: one tile can complete a hexagon.</source>
            <comment>triominos</comment>
            <translation>Savet: jedna pločica može da dovrši šestougao.</translation>
        </message>
        <message>
            <source>Hint: look for the tile with the most points that fits, and count what your opponent can score next.</source>
            <comment>triominos</comment>
            <translation>Savet: traži pločicu sa najviše poena koja odgovara i izbroj koliko protivnik može da osvoji posle.</translation>
        </message>
        <message>
            <source>Hint: one stone can touch three stones at once.</source>
            <comment>hexadomino</comment>
            <translation>Savet: jedan kamen može da dodirne tri kamena odjednom.</translation>
        </message>
        <message>
            <source>Hint: look for the field where a stone touches the most stones, and count what your opponent can score next.</source>
            <comment>hexadomino</comment>
            <translation>Savet: traži mesto gde kamen dodiruje najviše kamenova i izbroj koliko protivnik može da osvoji posle.</translation>
        </message>
        <message>
            <source>Hint: after the right square your opponent cannot lay any tile.</source>
            <comment>square_domino</comment>
            <translation>Savet: posle dobro izabranog kvadrata protivnik ne može da složi nijedan kvadrat.</translation>
        </message>
        <message>
            <source>Hint: look for the square that scores the most, and count what your opponent can score next.</source>
            <comment>square_domino</comment>
            <translation>Savet: traži kvadrat koji donosi najviše poena i izbroj koliko protivnik može da osvoji posle.</translation>
        </message>
        <message>
            <source>Hint: keep the tile you can still lay on your next turn, whatever the others lay.</source>
            <comment>dutch_domino</comment>
            <translation>Savet: zadrži pločicu koju ćeš moći da odigraš u sledećem potezu, šta god ostali odigraju.</translation>
        </message>
        <message>
            <source>Hint: think about which ends will still be open for you on your next turn.</source>
            <comment>dutch_domino</comment>
            <translation>Savet: razmisli koji će krajevi biti otvoreni za tebe u sledećem potezu.</translation>
        </message>
        <message>
            <source>This tile closes two holes at once.</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; why the answer is right</extracomment>
            <translation>Ova pločica zatvara dve rupe odjednom.</translation>
        </message>
        <message>
            <source>No other tile scores as much once your opponent's best answer is counted.</source>
            <comment>holomino</comment>
            <translation>Nijedna druga pločica ne donosi toliko kad se uračuna najbolji odgovor protivnika.</translation>
        </message>
        <message>
            <source>This tile makes a bridge.</source>
            <comment>triominos</comment>
            <translation>Ova pločica pravi most.</translation>
        </message>
        <message>
            <source>This tile completes a hexagon.</source>
            <comment>triominos</comment>
            <translation>Ova pločica dovršava šestougao.</translation>
        </message>
        <message>
            <source>No other tile scores as much once your opponent's best answer is counted.</source>
            <comment>triominos</comment>
            <translation>Nijedna druga pločica ne donosi toliko kad se uračuna najbolji odgovor protivnika.</translation>
        </message>
        <message>
            <source>This stone touches three stones.</source>
            <comment>hexadomino</comment>
            <translation>Ovaj kamen dodiruje tri kamena.</translation>
        </message>
        <message>
            <source>No other stone scores as much once your opponent's best answer is counted.</source>
            <comment>hexadomino</comment>
            <translation>Nijedan drugi kamen ne donosi toliko kad se uračuna najbolji odgovor protivnika.</translation>
        </message>
        <message>
            <source>After this square your opponent cannot lay a tile.</source>
            <comment>square_domino</comment>
            <translation>Posle ovog kvadrata protivnik ne može da složi nijedan kvadrat.</translation>
        </message>
        <message>
            <source>No other square scores as much once your opponent's best answer is counted.</source>
            <comment>square_domino</comment>
            <translation>Nijedan drugi kvadrat ne donosi toliko kad se uračuna najbolji odgovor protivnika.</translation>
        </message>
        <message>
            <source>This tile brings you to your last tile, one you can still lay: you go out before the others.</source>
            <comment>dutch_domino</comment>
            <translation>Posle ove pločice ostaje ti poslednja pločica koju još možeš da odigraš: izlaziš pre ostalih.</translation>
        </message>
        <message>
            <source>After this tile you still have a tile to lay on your next turn; after any other you are left buying, or with a kružić.</source>
            <comment>dutch_domino</comment>
            <translation>Posle ove pločice u sledećem potezu i dalje imaš pločicu koju možeš da odigraš; posle bilo koje druge moraćeš da kupuješ ili ćeš dobiti kružić.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>holomino</comment>
            <extracomment>game -&gt; "%1 (it scores …), and it was the clear best in %2 of %3 deals", in its words</extracomment>
            <translation>%1; taj potez je bio jasno najbolji u %2 od %3 mogućih redosleda pločica u vreći.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>triominos</comment>
            <translation>%1; taj potez je bio jasno najbolji u %2 od %3 mogućih podela pločica koje ne vidiš.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the stones you cannot see may lie.</source>
            <comment>hexadomino</comment>
            <translation>%1; taj potez je bio jasno najbolji u %2 od %3 mogućih podela kamenova koje ne vidiš.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>square_domino</comment>
            <translation>%1; taj potez je bio jasno najbolji u %2 od %3 mogućih podela pločica koje ne vidiš.</translation>
        </message>
        <message>
            <source>It was the best move in %1 of %2 ways the tiles you cannot see may lie.</source>
            <comment>dutch_domino</comment>
            <translation>Bio je to najbolji potez u %1 od %2 mogućih podela pločica koje ne vidiš.</translation>
        </message>
        <message numerus="yes">
            <source>It scores %n point(s)</source>
            <translation>
                <numerusform>Donosi %n poen</numerusform>
                <numerusform>Donosi %n poena</numerusform>
                <numerusform>Donosi %n poena</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>Fascikla</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Datoteka</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Datoteka %1</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Disk</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Izaberi sve</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>Korak &amp;gore</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>Korak &amp;dole</translation>
        </message>
    </context>
    <context>
        <name>QDockWidget</name>
        <message>
            <source>Float</source>
            <extracomment>the title bar of a panel (the tutorial's): its buttons' names and descriptions</extracomment>
            <translation>Odvoji</translation>
        </message>
        <message>
            <source>Undocks and re-attaches the dock widget</source>
            <translation>Odvaja panel od prozora i vraća ga</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zatvori</translation>
        </message>
        <message>
            <source>Closes the dock widget</source>
            <translation>Zatvara panel</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Open</source>
            <extracomment>the non-native file dialog the program opens and saves games with</extracomment>
            <translation>&amp;Otvori</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Sačuvaj</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otvori</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Sačuvaj kao</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Traži u:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Ime datoteke:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>&amp;Vrsta datoteka:</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Sve datoteke (*)</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nova fascikla</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Obriši</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Preimenuj</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Prikaži &amp;skrivene datoteke</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Nazad</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Napred</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Nadređena fascikla</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Napravi novu fasciklu</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Prikaz liste</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Detaljan prikaz</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Idi nazad</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Idi napred</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Idi u nadređenu fasciklu</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Napravi novu fasciklu</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Prebaci na prikaz liste</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Prebaci na detaljan prikaz</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Bočna traka</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Spisak mesta i obeleživača</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Datoteke</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Prikaži </translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Nedavna mesta</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nova fascikla</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Brisanje</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 već postoji.
Da li želiš da je zameniš?</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Da li sigurno želiš da obrišeš „%1“?</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>Stavka „%1“ je zaštićena od upisa.
Da li ipak želiš da je obrišeš?</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Fascikla ne može da se obriše.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Datoteka nije pronađena.
Proveri da li je ime datoteke tačno.</translation>
        </message>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Fascikla nije pronađena.
Proveri da li je ime fascikle tačno.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Ime</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Veličina</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Vrsta</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Datum izmene</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Računar</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Moj računar</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>the menu a right click opens in a text field (names, the chat, the invite code), in the rules page and in a number field, and on a scroll bar</extracomment>
            <translation>&amp;Opozovi</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ponovi</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Is&amp;eci</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiraj</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Nalepi</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Obriši</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Izaberi sve</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>U redu</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Sačuvaj</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Sačuvaj sve</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otvori</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Da</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Da za &amp;sve</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Ne</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>N&amp;e za sve</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Prekini</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Pokušaj ponovo</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Zanemari</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zatvori</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Otkaži</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Odbaci</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Pomoć</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Primeni</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Poništi</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Vrati podrazumevano</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Scroll here</source>
            <translation>Pomeri ovde</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Leva ivica</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Vrh</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Desna ivica</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Dno</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Strana levo</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Strana gore</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Strana desno</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Strana dole</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Pomeri levo</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Pomeri gore</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Pomeri desno</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Pomeri dole</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Opozovi</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ponovi</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Is&amp;eci</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiraj</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Kopiraj adresu &amp;veze</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Nalepi</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Obriši</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Izaberi sve</translation>
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
            <translation>Na potezu: %1</translation>
        </message>
        <message>
            <source>Next: %1. Hand over the computer, then click here when no one else looks.</source>
            <translation>Na redu je: %1. Prepusti računar tom igraču, pa klikni ovde kad niko drugi ne gleda.</translation>
        </message>
    </context>
    <context>
        <name>RackWidget</name>
        <message>
            <source>Can be placed now</source>
            <extracomment>how much of its colour a greyed tile keeps (its lightness is kept whole) tiles per row (a big rack wraps into rows rather than scrolling) how many tiles may be selected at once; the selection in click order</extracomment>
            <translation>Sada može da se odigra</translation>
        </message>
        <message>
            <source>Cannot be placed now</source>
            <translation>Sada ne može da se odigra</translation>
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Rating history</source>
            <translation>Istorija rejtinga</translation>
        </message>
    </context>
    <context>
        <name>RatingPanel</name>
        <message>
            <source>Your rating</source>
            <translation>Tvoj rejting</translation>
        </message>
        <message>
            <source>No rated games yet: finish a game in which you alone play against the computer.</source>
            <translation>Još nema igara za rejting: završi igru u kojoj samo ti igraš protiv računara.</translation>
        </message>
        <message numerus="yes">
            <source>%1 ± %2 (95 %) after %n rated game(s)</source>
            <translation>
                <numerusform>%1 ± %2 (95%) posle %n igre za rejting</numerusform>
                <numerusform>%1 ± %2 (95%) posle %n igre za rejting</numerusform>
                <numerusform>%1 ± %2 (95%) posle %n igara za rejting</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 · nearest level: %2</source>
            <translation>%1 · najbliži nivo: %2</translation>
        </message>
    </context>
    <context>
        <name>Ratings</name>
        <message>
            <source>The ratings file was damaged (%1): your ratings start again; the old file was kept as %2.</source>
            <translation>Datoteka rejtinga je bila oštećena (%1): rejting počinje iznova; stara datoteka je sačuvana kao %2.</translation>
        </message>
        <message>
            <source>Your ratings cannot be saved in this session: where their file belongs (%1) there is a folder, a device or a pipe, not a file.</source>
            <translation>Rejting ne može da se sačuva u ovoj sesiji: tamo gde treba da bude njegova datoteka (%1) nalazi se fascikla, uređaj ili cev, a ne datoteka.</translation>
        </message>
        <message>
            <source>Where the ratings file belongs there was a folder, not a file: it was kept as %1, and your ratings start again.</source>
            <translation>Tamo gde treba da bude datoteka rejtinga nalazila se fascikla umesto datoteke: sačuvana je kao %1, a rejting počinje iznova.</translation>
        </message>
        <message>
            <source>Where the ratings file belongs there was a device or a pipe, not a file: it was kept as %1, and your ratings start again.</source>
            <translation>Tamo gde treba da bude datoteka rejtinga nalazio se uređaj ili cev umesto datoteke: to je sačuvano kao %1, a rejting počinje iznova.</translation>
        </message>
        <message>
            <source>%1 · about %2</source>
            <translation>%1 · oko %2</translation>
        </message>
        <message>
            <source>Suggested for you: %1</source>
            <translation>Predlog za tebe: %1</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>%1 and %2</source>
            <translation>%1 i %2</translation>
        </message>
        <message>
            <source>This tile does not fit here: a %1 of this tile must touch the %1 on the board, and no turn of the tile does that.</source>
            <comment>holomino</comment>
            <translation>Ova pločica ovde ne odgovara: broj %1 na pločici mora da dodiruje %1 na tabli, a to nije moguće ni u jednom položaju pločice.</translation>
        </message>
        <message>
            <source>This tile does not fit here: it must touch the %1 on the board with the same numbers, and no turn of the tile does that.</source>
            <comment>holomino</comment>
            <translation>Ova pločica ovde ne odgovara: mora da dodiruje brojeve %1 na tabli istim brojevima, a to nije moguće ni u jednom položaju pločice.</translation>
        </message>
        <message>
            <source>This tile does not fit here: a %1 of this tile must touch the %1 on the table, and no turn of the tile does that.</source>
            <comment>triominos</comment>
            <translation>Ova pločica ovde ne odgovara: broj %1 na pločici mora da dodiruje %1 na stolu, a to nije moguće ni u jednom položaju pločice.</translation>
        </message>
        <message>
            <source>This tile does not fit here: it must touch the %1 on the table with the same numbers, and no turn of the tile does that.</source>
            <comment>triominos</comment>
            <translation>Ova pločica ovde ne odgovara: mora da dodiruje brojeve %1 na stolu istim brojevima, a to nije moguće ni u jednom položaju pločice.</translation>
        </message>
        <message>
            <source>an empty field</source>
            <comment>hexadomino</comment>
            <translation>prazno polje</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s)</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n tačkica</numerusform>
                <numerusform>%n tačkice</numerusform>
                <numerusform>%n tačkica</numerusform>
            </translation>
        </message>
        <message>
            <source>This stone does not fit here: it must touch the stones beside it with a field that has pips.</source>
            <comment>hexadomino</comment>
            <translation>Ovaj kamen ovde ne odgovara: susedne kamenove mora da dodiruje poljem sa tačkicama.</translation>
        </message>
        <message>
            <source>This stone does not fit here turned this way: it would put %1 against %2 of the stone beside it, and touching fields must be the same.</source>
            <comment>hexadomino</comment>
            <translation>Ovako okrenut kamen ovde ne odgovara: polja koja se dodiruju moraju biti ista, a ovde se ne slažu (ovaj kamen: %1, susedni kamen: %2).</translation>
        </message>
        <message>
            <source>This tile fits here, but only turned another way.</source>
            <comment>triominos</comment>
            <translation>Ova pločica ovde odgovara, ali samo drugačije okrenuta.</translation>
        </message>
        <message>
            <source>This tile fits here, but only turned another way.</source>
            <comment>holomino</comment>
            <translation>Ova pločica ovde odgovara, ali samo drugačije okrenuta.</translation>
        </message>
        <message>
            <source>Nothing can go here: the tiles around this place need two different numbers at one corner.</source>
            <comment>triominos</comment>
            <translation>Ovde ne može da stane nijedna pločica: pločice oko ovog mesta traže dva različita broja u istom uglu.</translation>
        </message>
        <message>
            <source>Nothing can go here: the tiles around this place need two different numbers at one corner.</source>
            <comment>holomino</comment>
            <translation>Ovde ne može da stane nijedna pločica: pločice oko ovog mesta traže dva različita broja u istom uglu.</translation>
        </message>
        <message>
            <source>This place is blocked: every tile that would fit it is already on the board.</source>
            <comment>holomino</comment>
            <translation>Ovo mesto je blokirano: svaka pločica koja bi ovde odgovarala već je na tabli.</translation>
        </message>
        <message>
            <source>The new square does not fit here: where it touches the square beside it, it shows %1 and %2, and it must show %3 and %4 there, the same numbers.</source>
            <comment>square_domino</comment>
            <translation>Novi kvadrat ovde ne odgovara: tamo gde dodiruje susedni kvadrat ima %1 i %2, a mora da ima iste brojeve: %3 i %4.</translation>
        </message>
        <message>
            <source>This tile has no %1, so it cannot be laid against the open %1 at the end of that arm.</source>
            <comment>dutch_domino</comment>
            <translation>Ova pločica nema broj %1, pa ne može da se odigra na otvoreni kraj tog kraka, na kome je %1.</translation>
        </message>
        <message>
            <source>A tile beside the spinner must show the number %1, and this tile has none.</source>
            <comment>dutch_domino</comment>
            <translation>Pločica uz početni duplet mora imati broj %1, a ova pločica ga nema.</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Player %1</source>
            <extracomment>playback speeds: label id -&gt; milliseconds per move</extracomment>
            <translation>Igrač %1</translation>
        </message>
        <message>
            <source>Replay — %1</source>
            <translation>Pregled odigrane igre — %1</translation>
        </message>
        <message>
            <source>Replay viewer</source>
            <translation>Pregled odigrane igre</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Potez</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Poeni</translation>
        </message>
        <message>
            <source>Moves of the replay</source>
            <translation>Potezi odigrane igre</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Početak igre</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Score breakdown</source>
            <translation>Poeni po stavkama</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>&amp;Analiza</translation>
        </message>
        <message>
            <source>Where the game was won and lost, move by move</source>
            <translation>Gde je igra dobijena, a gde izgubljena, potez po potez</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kružići</translation>
        </message>
        <message>
            <source>Start of the game (Home)</source>
            <translation>Početak igre (Home)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Jedan potez nazad (strelica levo)</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Jedan potez nazad</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Pusti</translation>
        </message>
        <message>
            <source>Play / pause (Space)</source>
            <translation>Pusti / pauza (razmaknica)</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>Jedan potez napred (strelica desno)</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Jedan potez napred</translation>
        </message>
        <message>
            <source>End of the game (End)</source>
            <translation>Kraj igre (End)</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Kraj igre</translation>
        </message>
        <message>
            <source>Move number</source>
            <translation>Broj poteza</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Sporo</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalno</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Brzo</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Vrlo brzo</translation>
        </message>
        <message>
            <source>Playback speed</source>
            <translation>Brzina prikaza</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zatvori</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Brzina:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>Potez %1 od %2</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kružići: %1</translation>
        </message>
        <message>
            <source>Scores: %1</source>
            <translation>Rezultati: %1</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>bez poena</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>best</source>
            <translation>najbolji</translation>
        </message>
        <message>
            <source>good</source>
            <translation>dobar</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>nepreciznost</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>greška</translation>
        </message>
    </context>
    <context>
        <name>ReviewRunner</name>
        <message>
            <source>the review process stopped (exit code %1)</source>
            <translation>proces analize se zaustavio (izlazni kod %1)</translation>
        </message>
    </context>
    <context>
        <name>ReviewTable</name>
        <message>
            <source>the move played</source>
            <translation>odigrani potez</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Player %1</source>
            <extracomment>the game counts kružići (Holandski domino): the words count them, not points</extracomment>
            <translation>Igrač %1</translation>
        </message>
        <message>
            <source>Review — %1</source>
            <translation>Analiza — %1</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Analiza igre</translation>
        </message>
        <message>
            <source>The costliest moves</source>
            <translation>Najskuplji potezi</translation>
        </message>
        <message>
            <source>Show on board</source>
            <translation>Prikaži u igri</translation>
        </message>
        <message>
            <source>Review progress</source>
            <translation>Napredak analize</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Otkaži</translation>
        </message>
        <message>
            <source>Full review</source>
            <translation>Potpuna analiza</translation>
        </message>
        <message>
            <source>Quick review</source>
            <translation>Brza analiza</translation>
        </message>
        <message>
            <source>Save chart as PNG…</source>
            <translation>Sačuvaj grafikon kao PNG…</translation>
        </message>
        <message>
            <source>Practise these moves</source>
            <translation>Vežbaj ove poteze</translation>
        </message>
        <message>
            <source>Include inaccuracies</source>
            <translation>Uključi i nepreciznosti</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zatvori</translation>
        </message>
        <message>
            <source>Stored review</source>
            <translation>Sačuvana analiza</translation>
        </message>
        <message>
            <source>Quick review…</source>
            <translation>Brza analiza…</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Analiziram…</translation>
        </message>
        <message>
            <source>Quick review: kružići only, no verdicts</source>
            <comment>dutch_domino</comment>
            <translation>Brza analiza: samo kružići, bez ocena</translation>
        </message>
        <message>
            <source>Quick review: points only, no verdicts</source>
            <translation>Brza analiza: samo poeni, bez ocena</translation>
        </message>
        <message>
            <source>The review failed: %1</source>
            <translation>Analiza nije uspela: %1</translation>
        </message>
        <message>
            <source>Review cancelled</source>
            <translation>Analiza je otkazana</translation>
        </message>
        <message>
            <source>The most avoidable kružići</source>
            <comment>dutch_domino</comment>
            <translation>Najviše nepotrebnih kružića</translation>
        </message>
        <message>
            <source>The most points missed</source>
            <translation>Najviše propuštenih poena</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kružići</translation>
        </message>
        <message>
            <source>The start of the game</source>
            <translation>Početak igre</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kružići: %1</translation>
        </message>
        <message>
            <source>Move %1 · %2: %3
%4</source>
            <translation>Potez %1 · %2: %3
%4</translation>
        </message>
        <message numerus="yes">
            <source>Move %1 (%2): %3, points %4; most points: %5, points %6 — %n point(s) missed</source>
            <translation>
                <numerusform>Potez %1 (%2): %3, poeni: %4; najviše poena: %5, poeni: %6 — propušten %n poen</numerusform>
                <numerusform>Potez %1 (%2): %3, poeni: %4; najviše poena: %5, poeni: %6 — propuštena %n poena</numerusform>
                <numerusform>Potez %1 (%2): %3, poeni: %4; najviše poena: %5, poeni: %6 — propušteno %n poena</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, points %4; better: %5, points %6 — %7</source>
            <translation>Potez %1 (%2): %3, poeni: %4; bolje: %5, poeni: %6 — %7</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, kružići %4; fewest %5, kružići %6 — %7 avoidable</source>
            <comment>dutch_domino</comment>
            <translation>Potez %1 (%2): %3, kružići: %4; najmanje: %5, kružići: %6 — moglo se izbeći: %7</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, kružići %4; better: %5, kružići %6 — %7</source>
            <comment>dutch_domino</comment>
            <translation>Potez %1 (%2): %3, kružići: %4; bolje: %5, kružići: %6 — %7</translation>
        </message>
        <message>
            <source>%1: points missed %2 (a quick review counts points only)</source>
            <translation>%1: propušteni poeni %2 (brza analiza broji samo poene)</translation>
        </message>
        <message>
            <source>%1: points missed %2, mistakes %3, inaccuracies %4</source>
            <translation>%1: propušteni poeni %2, greške %3, nepreciznosti %4</translation>
        </message>
        <message>
            <source>%1: avoidable kružići %2 (a quick review counts kružići only)</source>
            <comment>dutch_domino</comment>
            <translation>%1: nepotrebni kružići %2 (brza analiza broji samo kružiće)</translation>
        </message>
        <message>
            <source>%1: avoidable kružići %2, mistakes %3, inaccuracies %4</source>
            <comment>dutch_domino</comment>
            <translation>%1: nepotrebni kružići %2, greške %3, nepreciznosti %4</translation>
        </message>
        <message>
            <source>A dead heat: the game ended level.</source>
            <translation>Nerešeno: igra je završena bez pobednika.</translation>
        </message>
        <message>
            <source>Winning margin at the end: %1</source>
            <translation>Prednost pobednika na kraju: %1</translation>
        </message>
        <message>
            <source>The game is not over; at the last move nobody was ahead.</source>
            <translation>Igra još nije gotova; posle poslednjeg poteza rezultat je bio izjednačen.</translation>
        </message>
        <message numerus="yes">
            <source>The game is not over; at the last move %1 was ahead by %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Meč još nije gotov; posle poslednjeg poteza vodi %1: ima %n kružić manje.</numerusform>
                <numerusform>Meč još nije gotov; posle poslednjeg poteza vodi %1: ima %n kružića manje.</numerusform>
                <numerusform>Meč još nije gotov; posle poslednjeg poteza vodi %1: ima %n kružića manje.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game is not over; at the last move %1 was ahead by %n point(s).</source>
            <translation>
                <numerusform>Igra još nije gotova; posle poslednjeg poteza vodi %1, sa %n poenom prednosti.</numerusform>
                <numerusform>Igra još nije gotova; posle poslednjeg poteza vodi %1, sa %n poena prednosti.</numerusform>
                <numerusform>Igra još nije gotova; posle poslednjeg poteza vodi %1, sa %n poena prednosti.</numerusform>
            </translation>
        </message>
        <message>
            <source>The review found no move to practise.</source>
            <translation>Analiza nije našla potez za vežbu.</translation>
        </message>
        <message numerus="yes">
            <source>%n new exercise(s) kept</source>
            <translation>
                <numerusform>Sačuvana je %n nova vežba</numerusform>
                <numerusform>Sačuvane su %n nove vežbe</numerusform>
                <numerusform>Sačuvano je %n novih vežbi</numerusform>
            </translation>
        </message>
        <message>
            <source>Save chart as PNG</source>
            <translation>Sačuvaj grafikon kao PNG</translation>
        </message>
        <message>
            <source>PNG images</source>
            <translation>PNG slike</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>%1 ne može da se upiše: %2</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>&amp;Game:</source>
            <extracomment>the seed every diagram is played from (a fixed seed: the same picture every time) the largest side of a diagram in pixels the table colour behind a diagram (the board view's) a page of paper whatever the window's theme (dark or light)</extracomment>
            <translation>&amp;Igra:</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Igra</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Pravila</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zatvori</translation>
        </message>
        <message>
            <source>Rules of %1</source>
            <translation>Pravila igre: %1</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>Score chart</source>
            <extracomment>each seat's line and marks, so the seats differ in more than colour (a player who does not tell the colours apart, a print in grey); the dotted line is the win chance's at most this many marks along one line (a long match would be a row of blots)</extracomment>
            <translation>Grafikon poena</translation>
        </message>
        <message>
            <source>After move %1 of %2: %3</source>
            <translation>Posle poteza %1 od %2: %3</translation>
        </message>
        <message>
            <source>win chance</source>
            <translation>šansa za pobedu</translation>
        </message>
    </context>
    <context>
        <name>SeatCard</name>
        <message>
            <source>Seat %1: %2, %3</source>
            <extracomment>the item data role that keeps a log row's text before it was wrapped to the column</extracomment>
            <translation>Mesto %1: %2, %3</translation>
        </message>
        <message numerus="yes">
            <source>Seat %1: %2, %n point(s)</source>
            <translation>
                <numerusform>Mesto %1: %2, %n poen</numerusform>
                <numerusform>Mesto %1: %2, %n poena</numerusform>
                <numerusform>Mesto %1: %2, %n poena</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat %1: %2</source>
            <translation>Mesto %1: %2</translation>
        </message>
        <message>
            <source>%1 — to play</source>
            <translation>%1 — na potezu</translation>
        </message>
    </context>
    <context>
        <name>SeatsView</name>
        <message>
            <source>Computer · %1</source>
            <extracomment>the seat whose hand the viewer sees on the rack now (-1: none; set by the window)</extracomment>
            <translation>Računar · %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Čovek</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Razmišlja…</translation>
        </message>
        <message>
            <source>Totals: %1</source>
            <translation>Ukupno: %1</translation>
        </message>
    </context>
    <context>
        <name>SelfTest</name>
        <message>
            <source>AI %1</source>
            <translation>Računar %1</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>language</source>
            <extracomment>the settings group; "animation" stays where the window has always kept it each stored setting in words, as a notice names the ones set back to their defaults</extracomment>
            <translation>jezik</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>brzina animacije</translation>
        </message>
        <message>
            <source>computer think time</source>
            <translation>vreme razmišljanja računara</translation>
        </message>
        <message>
            <source>sound</source>
            <translation>zvuk</translation>
        </message>
        <message>
            <source>theme</source>
            <translation>tema</translation>
        </message>
        <message>
            <source>tile colours</source>
            <translation>paleta boja</translation>
        </message>
        <message>
            <source>Hint button</source>
            <translation>dugme Savet</translation>
        </message>
        <message>
            <source>coach</source>
            <translation>trener</translation>
        </message>
        <message>
            <source>relay address</source>
            <translation>adresa releja</translation>
        </message>
        <message>
            <source>game events on the board</source>
            <translation>najave događaja u igri (preko opisa table)</translation>
        </message>
        <message>
            <source>recent files</source>
            <translation>nedavne datoteke</translation>
        </message>
        <message>
            <source>tutorial progress</source>
            <translation>napredak u lekcijama</translation>
        </message>
        <message>
            <source>window size and place</source>
            <translation>veličina i položaj prozora</translation>
        </message>
        <message>
            <source>last game</source>
            <translation>poslednja igra</translation>
        </message>
        <message>
            <source>Some settings could not be read and were set back to their defaults: %1.</source>
            <translation>Neka podešavanja nisu mogla da se pročitaju i vraćena su na podrazumevane vrednosti: %1.</translation>
        </message>
        <message>
            <source>The last game in the settings could not be read: a new game starts.</source>
            <translation>Poslednja igra iz podešavanja nije mogla da se pročita: počinje nova igra.</translation>
        </message>
        <message>
            <source>Settings cannot be saved in this session: where the settings file belongs (%1) there is a folder, not a file. The default settings are used.</source>
            <translation>Podešavanja ne mogu da se sačuvaju u ovoj sesiji: tamo gde treba da bude datoteka podešavanja (%1) nalazi se fascikla, a ne datoteka. Koriste se podrazumevana podešavanja.</translation>
        </message>
        <message>
            <source>Settings cannot be saved in this session: where the settings file belongs (%1) there is a device or a pipe, not a file. The default settings are used.</source>
            <translation>Podešavanja ne mogu da se sačuvaju u ovoj sesiji: tamo gde treba da bude datoteka podešavanja (%1) nalazi se uređaj ili cev, a ne datoteka. Koriste se podrazumevana podešavanja.</translation>
        </message>
        <message>
            <source>The settings file was damaged: the default settings are used.</source>
            <translation>Datoteka podešavanja je bila oštećena: koriste se podrazumevana podešavanja.</translation>
        </message>
        <message>
            <source>The settings file was damaged: the default settings are used; the old file was kept as %1.</source>
            <translation>Datoteka podešavanja je bila oštećena: koriste se podrazumevana podešavanja; stara datoteka je sačuvana kao %1.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <extracomment>Okabe &amp; Ito's colour-blind-safe colours, extended with distinct greys/browns for 8 and 9</extracomment>
            <translation>Podešavanja</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Jezik sistema</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Jezik:</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Bez animacije</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Brzo</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalno</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Sporo</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>&amp;Brzina animacije:</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>Computer &amp;think time:</source>
            <translation>&amp;Vreme razmišljanja računara:</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Tamna</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Svetla</translation>
        </message>
        <message>
            <source>Th&amp;eme:</source>
            <translation>T&amp;ema:</translation>
        </message>
        <message>
            <source>Standard colours</source>
            <translation>Standardne boje</translation>
        </message>
        <message>
            <source>Colour-blind-safe colours</source>
            <translation>Boje za daltoniste</translation>
        </message>
        <message>
            <source>Tile &amp;colours:</source>
            <translation>Paleta b&amp;oja:</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Zvuk</translation>
        </message>
        <message>
            <source>Show the &amp;Hint button</source>
            <translation>Prikaži dugme &amp;Savet</translation>
        </message>
        <message>
            <source>C&amp;oach: comment on my moves</source>
            <translation>&amp;Trener: komentariši moje poteze</translation>
        </message>
        <message>
            <source>Screen reader: also say game e&amp;vents on the board</source>
            <translation>Čitač ekrana: najavljuj i &amp;događaje u igri (preko opisa table)</translation>
        </message>
        <message>
            <source>For a screen reader that is silent about the other players' moves (such as Orca 43): what is announced becomes the board's description, which it reads. Leave it off if you hear things twice.</source>
            <translation>Za čitač ekrana koji ne izgovara poteze ostalih igrača (na primer Orca 43): ono što program najavljuje postaje opis igre, a njega čitač izgovara. Ostavi isključeno ako sve čuješ dvaput.</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Mreža</translation>
        </message>
        <message>
            <source>Relay address</source>
            <translation>Adresa releja</translation>
        </message>
        <message>
            <source>&amp;Relay address:</source>
            <translation>Adresa &amp;releja:</translation>
        </message>
        <message>
            <source>Empty: LAN only, friends on your network can join. With a relay, friends anywhere can join: see the network guide for running one.</source>
            <translation>Prazno: samo lokalna mreža, mogu da se pridruže prijatelji iz tvoje mreže. Uz relej prijatelji mogu da se pridruže odasvud: kako da pokreneš svoj, piše u vodiču za mrežu.</translation>
        </message>
        <message>
            <source>That is not a relay address: type host:port, e.g. relay.example.org:4001, or leave it empty for LAN only.</source>
            <translation>To nije adresa releja: upiši host:port, npr. relay.example.org:4001, ili ostavi prazno za samo lokalnu mrežu.</translation>
        </message>
        <message>
            <source>The think time applies to the Expert level and to hints.</source>
            <translation>Vreme razmišljanja važi za nivo Stručnjak i za savete.</translation>
        </message>
    </context>
    <context>
        <name>SpokenBoard</name>
        <message>
            <source>Place %1 of %2: %3.</source>
            <extracomment>the piece on the table said last by stepping over it (-1: none yet)</extracomment>
            <translation>Mesto %1 od %2: %3.</translation>
        </message>
        <message>
            <source>Turned %1 (%2 of %3): R turns it.</source>
            <translation>Okrenuto: %1 (%2 od %3), R okreće dalje.</translation>
        </message>
        <message>
            <source>L says what has been laid, period and comma step over it one by one, A lets the arrow keys walk over it too, S reads the scores, W says where the cursor is.</source>
            <translation>L čita šta je odigrano, tasteri „.“ i „,“ (tačka i zapeta) prelaze redom s komada na komad, A uključuje kretanje strelicama i preko odigranih komada, S čita rezultate, W kaže gde je kursor.</translation>
        </message>
        <message>
            <source>%1 of %2: %3</source>
            <translation>%1 od %2: %3</translation>
        </message>
        <message>
            <source>The arrow keys walk over the laid pieces too.</source>
            <translation>Strelice sada prelaze i preko odigranih komada.</translation>
        </message>
        <message>
            <source>The arrow keys walk over the highlighted places only.</source>
            <translation>Strelice sada prelaze samo preko označenih mesta.</translation>
        </message>
        <message>
            <source>Laid %1 of %2: %3</source>
            <translation>Odigrani komad %1 od %2: %3</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>The statistics file was damaged (%1): the statistics start again from zero; the old file was kept as %2.</source>
            <translation>Datoteka statistike je bila oštećena (%1): statistika počinje od nule; stara datoteka je sačuvana kao %2.</translation>
        </message>
        <message>
            <source>Where the statistics file belongs there was a folder, not a file: it was kept as %1, and the statistics start again from zero.</source>
            <translation>Tamo gde treba da bude datoteka statistike nalazila se fascikla umesto datoteke: sačuvana je kao %1, a statistika počinje od nule.</translation>
        </message>
        <message>
            <source>Where the statistics file belongs there was a device or a pipe, not a file: it was kept as %1, and the statistics start again from zero.</source>
            <translation>Tamo gde treba da bude datoteka statistike nalazio se uređaj ili cev umesto datoteke: to je sačuvano kao %1, a statistika počinje od nule.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved in this session: where their file belongs (%1) there is a folder, a device or a pipe, not a file.</source>
            <translation>Statistika ne može da se sačuva u ovoj sesiji: tamo gde treba da bude njena datoteka (%1) nalazi se fascikla, uređaj ili cev, a ne datoteka.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statistika</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Igra</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Protivnici</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Igre</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Pobede</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Nerešene</translation>
        </message>
        <message>
            <source>Losses</source>
            <translation>Porazi</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Najbolji rezultat</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Prosečan rezultat</translation>
        </message>
        <message>
            <source>Streak (best)</source>
            <translation>Najduži niz pobeda</translation>
        </message>
        <message>
            <source>No finished games against the computer yet.</source>
            <translation>Još nema završenih igara protiv računara.</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>&amp;Poništi statistiku…</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n pobeda</numerusform>
                <numerusform>%n pobede</numerusform>
                <numerusform>%n pobeda</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n loss(es)</source>
            <translation>
                <numerusform>%n poraz</numerusform>
                <numerusform>%n poraza</numerusform>
                <numerusform>%n poraza</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Poništi statistiku</translation>
        </message>
        <message>
            <source>Forget every game in the statistics? This cannot be undone.</source>
            <translation>Obrisati sve igre iz statistike? Ovo ne može da se opozove.</translation>
        </message>
        <message>
            <source>Forget every game in the statistics and your ratings? This cannot be undone.</source>
            <translation>Obrisati sve igre iz statistike i tvoj rejting? Ovo ne može da se opozove.</translation>
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
            <translation>Zatvori prozor sa rezultatima da nastaviš igru.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 razmišlja…</translation>
        </message>
        <message>
            <source>Next to play: %1.</source>
            <translation>Na potezu je: %1.</translation>
        </message>
        <message>
            <source>Hand the computer over. Next: %1.</source>
            <translation>Prepusti računar igraču koji je na redu: %1.</translation>
        </message>
        <message>
            <source>Your turn: %1</source>
            <translation>Tvoj potez: %1</translation>
        </message>
        <message>
            <source>Turn: %1 — %2</source>
            <translation>Na potezu: %1 — %2</translation>
        </message>
        <message>
            <source>Where several rotations fit, R or the mouse wheel turns it.</source>
            <translation>Ako odgovara više položaja, promeni položaj tasterom R ili točkićem miša.</translation>
        </message>
        <message numerus="yes">
            <source>You win the game with %n point(s).</source>
            <translation>
                <numerusform>Igra je tvoja: %n poen.</numerusform>
                <numerusform>Igra je tvoja: %n poena.</numerusform>
                <numerusform>Igra je tvoja: %n poena.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the game: %1, with %n point(s).</source>
            <translation>
                <numerusform>Pobednik igre: %1, sa %n poenom.</numerusform>
                <numerusform>Pobednik igre: %1, sa %n poena.</numerusform>
                <numerusform>Pobednik igre: %1, sa %n poena.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win the match with %n point(s).</source>
            <translation>
                <numerusform>Meč je tvoj: %n poen.</numerusform>
                <numerusform>Meč je tvoj: %n poena.</numerusform>
                <numerusform>Meč je tvoj: %n poena.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the match: %1, with %n point(s).</source>
            <translation>
                <numerusform>Pobednik meča: %1, sa %n poenom.</numerusform>
                <numerusform>Pobednik meča: %1, sa %n poena.</numerusform>
                <numerusform>Pobednik meča: %1, sa %n poena.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends in a draw: you and %1 have %n point(s) each.</source>
            <translation>
                <numerusform>Igra se završava nerešeno: %1 ima %n poen, isto kao ti.</numerusform>
                <numerusform>Igra se završava nerešeno: %1 ima %n poena, isto kao ti.</numerusform>
                <numerusform>Igra se završava nerešeno: %1 ima %n poena, isto kao ti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The match ends in a draw: you and %1 have %n point(s) each.</source>
            <translation>
                <numerusform>Meč se završava nerešeno: %1 ima %n poen, isto kao ti.</numerusform>
                <numerusform>Meč se završava nerešeno: %1 ima %n poena, isto kao ti.</numerusform>
                <numerusform>Meč se završava nerešeno: %1 ima %n poena, isto kao ti.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends in a draw at %n point(s) each between %1.</source>
            <translation>
                <numerusform>Igra se završava nerešeno: %1 imaju po %n poen.</numerusform>
                <numerusform>Igra se završava nerešeno: %1 imaju po %n poena.</numerusform>
                <numerusform>Igra se završava nerešeno: %1 imaju po %n poena.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The match ends in a draw at %n point(s) each between %1.</source>
            <translation>
                <numerusform>Meč se završava nerešeno: %1 imaju po %n poen.</numerusform>
                <numerusform>Meč se završava nerešeno: %1 imaju po %n poena.</numerusform>
                <numerusform>Meč se završava nerešeno: %1 imaju po %n poena.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win the match, with %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Meč je tvoj: %n kružić.</numerusform>
                <numerusform>Meč je tvoj: %n kružića.</numerusform>
                <numerusform>Meč je tvoj: %n kružića.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the match: %1, with %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Pobednik meča: %1, sa %n kružićem.</numerusform>
                <numerusform>Pobednik meča: %1, sa %n kružića.</numerusform>
                <numerusform>Pobednik meča: %1, sa %n kružića.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last move — %1: %2 (%3)</source>
            <translation>Poslednji potez — %1: %2 (%3)</translation>
        </message>
        <message>
            <source>Last move — %1: %2</source>
            <translation>Poslednji potez — %1: %2</translation>
        </message>
        <message>
            <source>You scored %1 (%2).</source>
            <translation>Osvajaš %1 (%2).</translation>
        </message>
        <message>
            <source>You scored %1.</source>
            <translation>Osvajaš %1.</translation>
        </message>
        <message>
            <source>Score for %1: %2 (%3).</source>
            <translation>Poeni za igrača %1: %2 (%3).</translation>
        </message>
        <message>
            <source>Score for %1: %2.</source>
            <translation>Poeni za igrača %1: %2.</translation>
        </message>
    </context>
    <context>
        <name>Summaries</name>
        <message>
            <source>Player</source>
            <translation>Igrač</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Ukupno</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <extracomment>score kinds of a placing move itself (Holomino's holes, a Triominos tile, Hexadomino's sides, a square domino square), as against an end's settlement a round summary closed and the match goes on: the panels refresh the match summary's "Review" was pressed: the window opens the game review the dialogs' parent; its Qt property ``quiet_end`` skips the match summary of computer-only games (the self-test) True while a tutorial shows a lesson position: the lesson's panel tells how the round or match ended, and a window-modal dialog would block its Next button</extracomment>
            <translation>Kružići</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Meč</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>End of the match</source>
            <translation>Kraj meča</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Kraj igre</translation>
        </message>
    </context>
    <context>
        <name>SummaryDialog</name>
        <message>
            <source>Scores</source>
            <translation>Rezultati</translation>
        </message>
        <message>
            <source>&amp;New match</source>
            <translation>&amp;Novi meč</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nova igra</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>&amp;Analiza</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zatvori</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>Sledeća &amp;partija</translation>
        </message>
    </context>
    <context>
        <name>TrainingMenu</name>
        <message>
            <source>T&amp;raining</source>
            <extracomment>the puzzle windows opened (the tests and the screenshots read them)</extracomment>
            <translation>&amp;Vežbanje</translation>
        </message>
        <message>
            <source>&amp;Puzzles…</source>
            <translation>&amp;Zagonetke…</translation>
        </message>
        <message>
            <source>Puzzle of the &amp;day</source>
            <translation>Zagonetka &amp;dana</translation>
        </message>
        <message>
            <source>Practise my &amp;mistakes</source>
            <translation>Vežbaj svoje &amp;greške</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Learn Holomino</source>
            <extracomment>id -&gt; English source (``QT_TRANSLATE_NOOP`` is typed ``object`` in PySide6's stubs)</extracomment>
            <translation>Nauči Holomino</translation>
        </message>
        <message>
            <source>Learn Triominos</source>
            <translation>Nauči Triominos</translation>
        </message>
        <message>
            <source>Learn Hexadomino</source>
            <translation>Nauči Hexadomino</translation>
        </message>
        <message>
            <source>Learn Holandski domino</source>
            <translation>Nauči Holandski domino</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Pločice</translation>
        </message>
        <message>
            <source>Every Holomino tile is a hexagon with three numbers and three round bites. You hold your tiles in the rack below the board. Click a tile in your rack, then click one of the highlighted places next to the start tile.</source>
            <translation>Svaka pločica u igri Holomino je šestougao sa tri broja i tri okrugla isečka. Tvoje pločice su ispod table. Klikni na pločicu, pa na jedno od označenih mesta pored početne pločice.</translation>
        </message>
        <message>
            <source>Choose any tile that lights up places on the board, then click a place.</source>
            <translation>Izaberi pločicu za koju se na tabli označe mesta, pa klikni na jedno.</translation>
        </message>
        <message>
            <source>Where two tiles touch, the numbers at their shared corners are the same.</source>
            <translation>Gde se dve pločice dodiruju, brojevi u zajedničkim uglovima su isti.</translation>
        </message>
        <message>
            <source>Matching corners</source>
            <translation>Uglovi koji se slažu</translation>
        </message>
        <message>
            <source>A tile may only go where every corner it touches shows the same number. Place the marked tile: it fits in very few places. You never have to turn it yourself — the program turns it the only way that fits.</source>
            <translation>Pločica sme da se postavi samo tamo gde se brojevi slažu u svakom uglu koji dodiruje. Postavi označenu pločicu: odgovara na vrlo malo mesta. Nikad ne moraš da je okrećeš — program je postavlja u jedini položaj koji odgovara.</translation>
        </message>
        <message>
            <source>Use the marked tile. Only the highlighted places have matching numbers for it.</source>
            <translation>Koristi označenu pločicu. Samo označena mesta imaju odgovarajuće brojeve za nju.</translation>
        </message>
        <message>
            <source>The tile was turned for you so that all touching corners match.</source>
            <translation>Pločica je okrenuta tako da se svi uglovi koji se dodiruju slažu.</translation>
        </message>
        <message>
            <source>Blocked places</source>
            <translation>Blokirana mesta</translation>
        </message>
        <message>
            <source>Look at the place marked with a cross. Its neighbours ask for the same number at two of its corners, but every tile shows three different numbers: no tile can ever fill it. It stays blocked for the rest of the game. Place a tile somewhere else.</source>
            <translation>Pogledaj mesto označeno krstićem. Susedne pločice traže isti broj u dva njegova ugla, a svaka pločica ima tri različita broja: nijedna pločica tu nikada ne može da stane. To mesto ostaje blokirano do kraja igre. Postavi pločicu negde drugde.</translation>
        </message>
        <message>
            <source>The crossed place never lights up. Choose a tile and click a place that does.</source>
            <translation>Mesto sa krstićem se nikada ne osvetli. Izaberi pločicu i klikni na mesto koje se osvetli.</translation>
        </message>
        <message>
            <source>A blocked place stays empty, so a hole beside it can never be closed.</source>
            <translation>Blokirano mesto ostaje prazno, pa se rupa pored njega više nikada ne može zatvoriti.</translation>
        </message>
        <message>
            <source>Closing a hole</source>
            <translation>Zatvaranje rupe</translation>
        </message>
        <message>
            <source>Three bites that meet make a round hole. When your tile closes a hole you score the three numbers around it. Close a hole now.</source>
            <translation>Tri isečka koja se sastaju čine okruglu rupu. Kad tvoja pločica zatvori rupu, dobijaš zbir tri broja oko nje. Zatvori sada jednu rupu.</translation>
        </message>
        <message>
            <source>Look for a gap where two tiles already have their bites next to each other, and fill it.</source>
            <translation>Potraži prazno mesto gde dve pločice već imaju isečke jedan do drugog i popuni ga.</translation>
        </message>
        <message>
            <source>You closed a hole and scored the sum of the three numbers around it.</source>
            <translation>Rupa je zatvorena: dobijaš zbir tri broja oko nje.</translation>
        </message>
        <message>
            <source>Two holes at once</source>
            <translation>Dve rupe odjednom</translation>
        </message>
        <message>
            <source>A tile can close two or three holes in one move. Then the holes are added and multiplied by their number: two holes count double, three count triple. Find the move that closes two holes.</source>
            <translation>Pločica može jednim potezom da zatvori dve ili tri rupe. Tada se vrednosti rupa sabiraju i množe brojem rupa: dve rupe se računaju dvostruko, tri trostruko. Nađi potez koji zatvara dve rupe.</translation>
        </message>
        <message>
            <source>One empty place has bites on two sides. Fill that one.</source>
            <translation>Jedno prazno mesto ima isečke sa dve strane. Popuni njega.</translation>
        </message>
        <message>
            <source>When nothing fits</source>
            <translation>Kad ništa ne odgovara</translation>
        </message>
        <message>
            <source>Before each turn you draw a tile, so you hold up to four. Sometimes none of them fits: then you give one back to the sack and your turn is over. Select a tile and press the button to return it.</source>
            <translation>Pre svakog poteza uzimaš pločicu, pa ih imaš do četiri. Ponekad nijedna ne odgovara: tada jednu vraćaš u vreću i preskačeš potez. Izaberi pločicu i pritisni dugme da je vratiš.</translation>
        </message>
        <message>
            <source>Select a tile in your rack, then press the return button beside the rack.</source>
            <translation>Izaberi pločicu, pa pritisni dugme za vraćanje pored pločica.</translation>
        </message>
        <message>
            <source>Returned. If both players have to return a tile one after the other, the game ends.</source>
            <translation>Vraćeno. Ako oba igrača jedan za drugim moraju da vrate pločicu, igra se završava.</translation>
        </message>
        <message>
            <source>The 12 × 12 board</source>
            <translation>Tabla 12 × 12</translation>
        </message>
        <message>
            <source>The board holds at most 12 × 12 tiles. This layout is already 12 tiles wide, so a place beyond its edge stays dark even where a tile would match. Place a tile inside the board.</source>
            <translation>Tabla prima najviše 12 × 12 pločica. Ovaj raspored je već širok 12 pločica, pa mesto iza njegove ivice ostaje tamno čak i tamo gde bi neka pločica odgovarala. Postavi pločicu unutar table.</translation>
        </message>
        <message>
            <source>Only the places inside the 12 × 12 board light up; click one of them.</source>
            <translation>Osvetle se samo mesta unutar table 12 × 12; klikni na jedno od njih.</translation>
        </message>
        <message>
            <source>The view shifts by itself, so the whole layout always stays on the screen.</source>
            <translation>Prikaz se sam pomera, tako da ceo raspored uvek ostaje na ekranu.</translation>
        </message>
        <message>
            <source>The end of the game</source>
            <translation>Kraj igre</translation>
        </message>
        <message>
            <source>The sack is empty and this is your last tile. The game ends when a player has no tiles left. Place it.</source>
            <translation>Vreća je prazna, a ovo je tvoja poslednja pločica. Igra se završava kad igrač ostane bez pločica. Postavi je.</translation>
        </message>
        <message>
            <source>Select your last tile and click any highlighted place.</source>
            <translation>Izaberi poslednju pločicu i klikni na bilo koje označeno mesto.</translation>
        </message>
        <message>
            <source>A little strategy</source>
            <translation>Malo strategije</translation>
        </message>
        <message>
            <source>Tip: before you place, compare the holes you can close — big numbers around a hole mean big points. Find the move that scores the most here.</source>
            <translation>Mali savet: pre postavljanja uporedi rupe koje možeš da zatvoriš — veliki brojevi oko rupe znače mnogo poena. Nađi ovde potez koji donosi najviše.</translation>
        </message>
        <message>
            <source>Another move closes a hole with larger numbers around it.</source>
            <translation>Drugi potez zatvara rupu sa većim brojevima oko nje.</translation>
        </message>
        <message>
            <source>That is the best move. Also watch out: a hole that is almost closed is a gift for the next player.</source>
            <translation>To je najbolji potez. Pazi i na ovo: skoro zatvorena rupa je poklon za sledećeg igrača.</translation>
        </message>
        <message>
            <source>Your first game</source>
            <translation>Tvoja prva igra</translation>
        </message>
        <message>
            <source>Now play a real game against the Beginner. Each turn the Hint shows a good move — you may follow it or choose your own. Make a few moves to finish the tutorial.</source>
            <translation>Sada odigraj pravu igru protiv Početnika. U svakom potezu dugme Savet pokazuje dobar potez — možeš ga odigrati ili izabrati svoj. Odigraj nekoliko poteza da završiš lekciju.</translation>
        </message>
        <message>
            <source>You know the game now! Play on to the end, or start a new game.</source>
            <translation>Sada znaš igru! Igraj do kraja ili počni novu igru.</translation>
        </message>
        <message>
            <source>Who starts</source>
            <translation>Ko počinje</translation>
        </message>
        <message>
            <source>Before the deal each player draws one tile from the pool: the highest sum starts (on a tie the tied players draw again), and the tiles go back into the pool. Then with 2 players each takes 9 tiles, with 3 or 4 players 7. You drew the highest, so you start: place any tile — you score its sum.</source>
            <translation>Pre deljenja svaki igrač uzima jednu pločicu iz zalihe: počinje igrač sa najvećim zbirom (pri istom zbiru ponovo uzimaju samo igrači sa tim zbirom), a zatim se pločice vraćaju u zalihu. Posle toga, sa 2 igrača, svako uzima 9 pločica, a sa 3 ili 4 igrača po 7. Najveći zbir je tvoj, pa počinješ: postavi bilo koju pločicu — dobijaš njen zbir.</translation>
        </message>
        <message>
            <source>Choose any tile and click the middle of the table.</source>
            <translation>Izaberi bilo koju pločicu i klikni na sredinu stola.</translation>
        </message>
        <message>
            <source>The round has begun; a high opening tile scores more. (In the “classic opening” variant the player holding the highest triple starts with it and scores 10 extra, 40 for 0-0-0.)</source>
            <translation>Partija je počela; visoka početna pločica donosi više poena. (U varijanti „klasično otvaranje“ počinje igrač koji ima najveću trostruku pločicu: igra baš nju i dobija 10 dodatnih poena, a za 0-0-0 čak 40.)</translation>
        </message>
        <message>
            <source>Tiles and matching</source>
            <translation>Pločice i slaganje</translation>
        </message>
        <message>
            <source>A Triominos tile is a triangle with a number from 0 to 5 at each corner. A new tile shares a whole side with the table, and every corner it touches must show the same number. Place a tile: you score the sum of its three numbers.</source>
            <translation>Pločica u igri Triominos je trougao sa brojem od 0 do 5 u svakom uglu. Nova pločica mora celom stranom da dodiruje pločice na stolu, a svaki njen ugao koji dodiruje drugu pločicu mora imati isti broj kao ugao koji dodiruje. Postavi pločicu: dobijaš zbir njena tri broja.</translation>
        </message>
        <message>
            <source>Choose a tile that lights up a place, then click the place. The program turns the tile for you; if several turns fit, R or the wheel changes it.</source>
            <translation>Izaberi pločicu za koju se označi mesto, pa klikni na njega. Program okreće pločicu umesto tebe; ako odgovara više položaja, biraš položaj tasterom R ili točkićem miša.</translation>
        </message>
        <message>
            <source>A placed tile scores the sum of its three numbers.</source>
            <translation>Postavljena pločica donosi zbir svoja tri broja.</translation>
        </message>
        <message>
            <source>The bridge: +40</source>
            <translation>Most: +40</translation>
        </message>
        <message>
            <source>A bridge is a tile that matches one side of the table and, with its opposite corner, just touches another tile. It earns 40 extra points. Build the bridge.</source>
            <translation>Most je pločica koja se jednom stranom slaže sa pločicom na stolu, a suprotnim uglom samo dodiruje drugu pločicu. Donosi 40 dodatnih poena. Napravi most.</translation>
        </message>
        <message>
            <source>Look for a gap where a tile can lean on one side and reach across to a lone corner.</source>
            <translation>Potraži prazno mesto gde pločica može da se osloni na jednu stranu i uglom dosegne usamljeni ugao.</translation>
        </message>
        <message>
            <source>A bridge: its sum plus 40.</source>
            <translation>Most: zbir plus 40.</translation>
        </message>
        <message>
            <source>The hexagon: +50</source>
            <translation>Šestougao: +50</translation>
        </message>
        <message>
            <source>Six tiles around one corner make a hexagon. The tile that completes it earns 50 extra points (a second hexagon next to another one: 60, three: 70). Complete a hexagon.</source>
            <translation>Šest pločica oko jedne tačke čini šestougao. Pločica koja ga dovršava donosi 50 dodatnih poena (šestougao uz drugi: 60, tri: 70). Dovrši šestougao.</translation>
        </message>
        <message>
            <source>Find the corner that already has five tiles around it.</source>
            <translation>Nađi tačku oko koje već leži pet pločica.</translation>
        </message>
        <message>
            <source>A hexagon: its sum plus 50.</source>
            <translation>Šestougao: zbir plus 50.</translation>
        </message>
        <message>
            <source>Only the highest bonus</source>
            <translation>Samo najveći bonus</translation>
        </message>
        <message>
            <source>One tile here completes three hexagons at once. A move earns only its highest bonus: three hexagons give 70, not 50 + 60 + 70. Find that move.</source>
            <translation>Jedna pločica ovde odjednom dovršava tri šestougla. Potez donosi samo svoj najveći bonus: tri šestougla daju 70, a ne 50 + 60 + 70. Nađi taj potez.</translation>
        </message>
        <message>
            <source>Look for the empty cell whose three corners each have five tiles around them.</source>
            <translation>Potraži prazno mesto čiji je svaki od tri ugla već okružen sa pet pločica.</translation>
        </message>
        <message>
            <source>A triple hexagon: the sum plus 70, the only bonus counted.</source>
            <translation>Trostruki šestougao: zbir plus 70, jedini bonus koji se računa.</translation>
        </message>
        <message>
            <source>Drawing costs points</source>
            <translation>Uzimanje se plaća poenima</translation>
        </message>
        <message>
            <source>None of your tiles fits. Draw a tile from the pool: each draw costs 5 points, and you may draw up to three times. After three draws without a fit you lose 10 more and pass.</source>
            <translation>Nijedna tvoja pločica ne odgovara. Uzmi pločicu iz zalihe: svako uzimanje košta 5 poena, a smeš da uzmeš najviše tri pločice. Posle tri uzimanja bez pločice koja odgovara gubiš još 10 poena i preskačeš.</translation>
        </message>
        <message>
            <source>Press the draw button beside the rack.</source>
            <translation>Pritisni dugme za uzimanje pored stalka.</translation>
        </message>
        <message>
            <source>You drew a tile and lost 5 points. If it fits, you may place it now.</source>
            <translation>Pločica je uzeta: gubiš 5 poena. Ako odgovara, sada smeš da je postaviš.</translation>
        </message>
        <message>
            <source>An empty pool</source>
            <translation>Prazna zaliha</translation>
        </message>
        <message>
            <source>The pool is empty and none of your tiles fits. Then you simply pass, without any penalty. Press the pass button.</source>
            <translation>Zaliha je prazna i nijedna tvoja pločica ne odgovara. Tada jednostavno preskačeš, bez ikakve kazne. Pritisni dugme za preskakanje.</translation>
        </message>
        <message>
            <source>Passed, at no cost. If the pool runs out while you are drawing, you pass without the extra 10 as well.</source>
            <translation>Preskočeno, bez kazne. Ako se zaliha isprazni dok uzimaš pločice, takođe preskačeš bez dodatne kazne od 10 poena.</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Izlazak</translation>
        </message>
        <message>
            <source>This is your last tile. Whoever places his last tile ends the round and scores 25 plus the numbers left on the other racks. Place it!</source>
            <translation>Ovo je tvoja poslednja pločica. Ko postavi poslednju pločicu, završava partiju i dobija 25 poena, plus zbir brojeva na stalcima drugih igrača. Postavi je!</translation>
        </message>
        <message>
            <source>Select your last tile and click its highlighted place.</source>
            <translation>Izaberi poslednju pločicu i klikni na njeno označeno mesto.</translation>
        </message>
        <message>
            <source>Round over! Scores carry over: when someone passes 400 points, that round is the last one and the highest total wins the match.</source>
            <translation>Kraj partije! Poeni se prenose: kad neko pređe 400 poena, ta partija je poslednja, a meč dobija igrač sa najvećim ukupnim zbirom.</translation>
        </message>
        <message>
            <source>A blocked round</source>
            <translation>Zatvorena partija</translation>
        </message>
        <message>
            <source>The pool is empty, and after your move nobody can place a tile: the round is blocked. Then every player subtracts the sum of the numbers on his own rack. Place your tile.</source>
            <translation>Zaliha je prazna, a posle tvog poteza niko ne može da postavi pločicu: partija je zatvorena. Tada svaki igrač oduzima zbir brojeva na svom stalku. Postavi pločicu.</translation>
        </message>
        <message>
            <source>Only one of your tiles fits: place it.</source>
            <translation>Odgovara samo jedna tvoja pločica: postavi nju.</translation>
        </message>
        <message>
            <source>Blocked: you lose the 6 left on your rack, your opponent the 15 on his. (In the classic variant the player with the lowest rack scores the others' racks instead.)</source>
            <translation>Zatvoreno: ti gubiš 6 sa svog stalka, protivnik 15 sa svog. (U klasičnoj varijanti umesto toga igrač sa najmanjim zbirom na stalku dobija zbir sa stalaka drugih igrača.)</translation>
        </message>
        <message>
            <source>Tip: high tiles score more, and they cost you if they are still on your rack when someone goes out. Play the move that scores the most here.</source>
            <translation>Mali savet: visoke pločice donose više, a koštaju te ako su još na stalku kad neko izađe. Odigraj ovde potez koji donosi najviše.</translation>
        </message>
        <message>
            <source>Compare the sums: another tile with higher numbers fits too.</source>
            <translation>Uporedi zbirove: odgovara i druga pločica sa većim brojevima.</translation>
        </message>
        <message>
            <source>Get rid of your big tiles while they fit.</source>
            <translation>Reši se visokih pločica dok odgovaraju.</translation>
        </message>
        <message>
            <source>Now play against the Beginner. Each turn the Hint shows a good move. Make a few moves to finish the tutorial.</source>
            <translation>Sada igraj protiv Početnika. U svakom potezu dugme Savet pokazuje dobar potez. Odigraj nekoliko poteza da završiš lekciju.</translation>
        </message>
        <message>
            <source>You know the game now! Play on, or start a new game.</source>
            <translation>Sada znaš igru! Igraj dalje ili počni novu igru.</translation>
        </message>
        <message>
            <source>The stones</source>
            <translation>Kamenovi</translation>
        </message>
        <message>
            <source>A Hexadomino stone is a hexagon with six fields; a field has 1 to 5 pips or is empty. Where two stones touch, the facing fields must be equal, and at least one contact must be pips against pips. Place any stone next to the start stone.</source>
            <translation>Kamen u igri Hexadomino je šestougao sa šest polja; polje ima od 1 do 5 tačkica ili je prazno. Gde se dva kamena dodiruju, naspramna polja moraju biti jednaka, a bar na jednom mestu tačkice moraju da dodiruju tačkice. Postavi bilo koji kamen pored početnog kamena.</translation>
        </message>
        <message>
            <source>Choose a stone that lights up places, then click one. The program turns it for you.</source>
            <translation>Izaberi kamen za koji se označe mesta, pa klikni na jedno. Program ga okreće umesto tebe.</translation>
        </message>
        <message>
            <source>Placed. A stone touching only one side scores nothing — the points come from touching several.</source>
            <translation>Postavljeno. Kamen koji druge dodiruje samo jednom stranom ne donosi ništa — poeni dolaze od dodira sa više strana.</translation>
        </message>
        <message>
            <source>Counting sides</source>
            <translation>Brojanje strana</translation>
        </message>
        <message>
            <source>A placed stone scores by how many of its sides touch stones: 2 sides 2 points, 3 sides 3, 4 sides 6, 5 sides 10, all 6 sides 20. Place a stone that touches two stones.</source>
            <translation>Postavljeni kamen donosi poene prema broju strana koje dodiruju kamenove: 2 strane 2 poena, 3 strane 3, 4 strane 6, 5 strana 10, svih 6 strana 20. Postavi kamen koji dodiruje dva kamena.</translation>
        </message>
        <message>
            <source>Look for a nook between two stones and fill it.</source>
            <translation>Potraži udubljenje između dva kamena i popuni ga.</translation>
        </message>
        <message>
            <source>Two sides touching: 2 points.</source>
            <translation>Dodir sa dve strane: 2 poena.</translation>
        </message>
        <message>
            <source>Drawing</source>
            <translation>Uzimanje</translation>
        </message>
        <message>
            <source>You drew a stone. Drawing costs nothing in Hexadomino, but takes time.</source>
            <translation>Kamen je uzet. U igri Hexadomino uzimanje ne košta poene.</translation>
        </message>
        <message>
            <source>An empty stock</source>
            <translation>Prazna zaliha</translation>
        </message>
        <message>
            <source>The stock is empty and none of your stones fits, so there is nothing to draw: you pass. Stones you drew earlier stay in your hand. Press the pass button.</source>
            <translation>Zaliha je prazna i nijedan tvoj kamen ne odgovara, pa nemaš šta da uzmeš: preskačeš. Ranije uzeti kamenovi ostaju ti u ruci. Pritisni dugme za preskakanje.</translation>
        </message>
        <message>
            <source>Passed. Your opponent cannot place either: when he passes too, nobody can place any more and the game is over.</source>
            <translation>Preskočeno. Ni protivnik ne može da postavi kamen: kad i on preskoči, niko više ne može da postavi kamen i igra je završena.</translation>
        </message>
        <message>
            <source>Tip: the deeper the nook, the bigger the score. Find the place that touches the most stones.</source>
            <translation>Mali savet: što je udubljenje dublje, to više poena donosi. Nađi mesto koje dodiruje najviše kamenova.</translation>
        </message>
        <message>
            <source>Another place is surrounded by more stones.</source>
            <translation>Drugo mesto je okruženo sa više kamenova.</translation>
        </message>
        <message>
            <source>The best move here. Try not to leave deep nooks that your opponent can fill.</source>
            <translation>Ovde je to najbolji potez. Trudi se da ne ostavljaš duboka udubljenja koja protivnik može da popuni.</translation>
        </message>
        <message>
            <source>The stock is empty and you hold your last stone. Placing it ends the game; the game also ends when nobody can place. Place it.</source>
            <translation>Zaliha je prazna, a ti imaš poslednji kamen. Njegovim postavljanjem igra se završava; igra se završava i kad niko ne može da postavi kamen. Postavi ga.</translation>
        </message>
        <message>
            <source>Select your last stone and click a highlighted place.</source>
            <translation>Izaberi poslednji kamen i klikni na označeno mesto.</translation>
        </message>
        <message>
            <source>The variant with one set</source>
            <translation>Varijanta sa jednim kompletom</translation>
        </message>
        <message>
            <source>In the variant with one set of 28, each player draws 14 dominoes. The starter lays any domino and the opponent lays one beside it to complete the start square. Nobody can empty his hand: you always keep at least one domino, so the round ends in blockade. Lay a square with two of your three dominoes.</source>
            <translation>U varijanti sa jednim kompletom od 28 pločica svaki igrač uzima 14 pločica. Onaj ko počinje postavlja bilo koju pločicu, a protivnik pored nje stavlja jednu svoju i tako dovršava početni kvadrat. Niko ne može da isprazni ruku: uvek ti ostaje bar jedna pločica, pa se partija završava blokadom. Od svoje tri pločice složi kvadrat od dve.</translation>
        </message>
        <message>
            <source>One domino left: you cannot lay a square any more. When neither player can, the round ends in blockade.</source>
            <translation>Ostala ti je jedna pločica: više ne možeš da postaviš kvadrat. Kad nijedan igrač to ne može, partija se završava blokadom.</translation>
        </message>
        <message>
            <source>Tip: at the end of a round the pips left in your hand count against you. When several squares score the same, lay the heaviest dominoes. Find the best square here: top points, heaviest dominoes.</source>
            <translation>Mali savet: na kraju partije oka preostala u ruci računaju se protiv tebe. Kad više kvadrata donosi isto, postavi najteže pločice. Nađi ovde najbolji kvadrat: najviše poena, najteže pločice.</translation>
        </message>
        <message>
            <source>Look for the place that scores the most, then use your heaviest dominoes that fit there.</source>
            <translation>Potraži mesto koje donosi najviše poena, pa tu iskoristi svoje najteže pločice koje odgovaraju.</translation>
        </message>
        <message>
            <source>These are your last two dominoes. The round ends when a player has placed all his dominoes; everyone then loses the pips left in his hand. Place your last square.</source>
            <translation>Ovo su tvoje poslednje dve pločice. Partija se završava kad igrač postavi sve pločice; tada svako gubi oka koja su mu ostala u ruci. Postavi poslednji kvadrat.</translation>
        </message>
        <message>
            <source>Select a domino and click the highlighted place.</source>
            <translation>Izaberi pločicu i klikni na označeno mesto.</translation>
        </message>
        <message>
            <source>Round over. Rounds go on until someone has 100 points; the higher total wins, and equal totals play another round. A match lasts at most 30 rounds: after round 30 the higher total wins even below 100.</source>
            <translation>Kraj partije. Igra se dok neko ne skupi 100 poena; pobeđuje igrač sa većim zbirom, a pri istom zbiru igra se još jedna partija. Meč traje najviše 30 partija: posle 30. partije pobeđuje igrač sa većim zbirom, čak i ispod 100.</translation>
        </message>
        <message>
            <source>Keep the game open</source>
            <translation>Ostavi „otvorenu“ igru</translation>
        </message>
        <message>
            <source>Your last tile fits on a 2 and on a 7. When your last tile could go on two numbers, you must lay it on the number played more often so far (count the tiles on the table that show it; a double counts once), so that the scarcer number stays open. Place your last tile.</source>
            <translation>Tvoja poslednja pločica može i na dvojku i na sedmicu. Kad poslednja pločica može na dva broja, moraš da je staviš na broj koji je do sada više puta odigran (prebroj pločice na talonu koje ga pokazuju; duplet se broji jednom), da bi ređi broj ostao otvoren. Odigraj poslednju pločicu.</translation>
        </message>
        <message>
            <source>Count the tiles on the table showing a 2 and those showing a 7; lay yours on the number you counted more often.</source>
            <translation>Prebroj pločice na talonu sa dvojkom i one sa sedmicom; stavi svoju na broj koji se javlja više puta.</translation>
        </message>
        <message>
            <source>The 2 had been played eight times and the 7 six times, so the 7 stays open.</source>
            <translation>Dvojka je odigrana osam puta, a sedmica šest puta, pa sedmica ostaje otvorena.</translation>
        </message>
        <message>
            <source>Nobody can lay a tile</source>
            <translation>Niko ne može da odigra pločicu</translation>
        </message>
        <message>
            <source>The boneyard is empty, and after your move nobody can lay a tile: the round is blocked. Then the player with the most pips loses — and the double-blank, Duplo-Golo, counts 13, not 0. On equal pips the one with more tiles loses; still equal, nobody gets a kružić. Lay your tile and see who loses.</source>
            <translation>Nema više pločica za kupovinu, a posle tvog poteza niko ne može da odigra pločicu: partija je zatvorena. Tada gubi igrač sa najviše oka — duplo-golo se pritom broji kao 13 oka, ne kao 0. Pri istom broju oka gubi onaj ko ima više pločica; ako je i to isto, niko ne dobija kružić. Odigraj pločicu i vidi ko gubi.</translation>
        </message>
        <message>
            <source>Only one of your tiles fits: lay it.</source>
            <translation>Odgovara samo jedna tvoja pločica: odigraj nju.</translation>
        </message>
        <message>
            <source>Blocked. You keep 13 pips; your opponent's 1-1 and Duplo-Golo make 2 + 13 = 15, so he loses, gets a kružić and opens the next round. After a round nobody lost (or whose loser has just left the match), the heaviest double opens again.</source>
            <translation>Zatvoreno. Tebi ostaje 13 oka; protivnikove pločice 1-1 i duplo-golo daju 2 + 13 = 15 oka, pa on gubi, dobija kružić i otvara sledeću partiju. Posle partije bez gubitnika (ili partije čiji je gubitnik upravo ispao iz meča) ponovo otvara igrač sa najtežim dupletom.</translation>
        </message>
        <message>
            <source>Squares of two dominoes</source>
            <translation>Kvadrati od dve pločice</translation>
        </message>
        <message>
            <source>Placed. You scored the pips of the two halves on the side that touches.</source>
            <translation>Postavljeno. Dobijaš oka obe polovine na strani kojom kvadrat dodiruje raspored.</translation>
        </message>
        <message>
            <source>More sides, more points</source>
            <translation>Više strana, više poena</translation>
        </message>
        <message>
            <source>Each side of your square that touches the table scores its two numbers. Two touching sides add up. Place a square that touches two sides, for the most points.</source>
            <translation>Svaka strana tvog kvadrata koja dodiruje raspored donosi zbir oka na svoje dve polovine. Poeni sa dve strane se sabiraju. Postavi kvadrat koji dodiruje raspored sa dve strane, za najviše poena.</translation>
        </message>
        <message>
            <source>Find the corner place that has squares on two of its sides.</source>
            <translation>Nađi ugaono mesto koje ima kvadrate sa dve strane.</translation>
        </message>
        <message>
            <source>Two matched sides, both counted.</source>
            <translation>Dve strane koje se slažu, obe se računaju.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Preskakanje</translation>
        </message>
        <message>
            <source>No square of yours fits anywhere, so you must pass. Press the pass button. If neither player can place, the round ends.</source>
            <translation>Nijedan tvoj kvadrat nigde ne odgovara, pa moraš da preskočiš. Pritisni dugme za preskakanje. Ako nijedan igrač ne može da postavi kvadrat, partija se završava (blokada).</translation>
        </message>
        <message>
            <source>Press the pass button beside the rack.</source>
            <translation>Pritisni dugme za preskakanje pored pločica.</translation>
        </message>
        <message>
            <source>Two holes, added and then doubled. (In the “product” variant, chosen when you start a game, the hole values are multiplied instead.)</source>
            <translation>Vrednosti dve rupe su sabrane, pa udvostručene. (U varijanti „proizvod“, koju biraš kad počinješ igru, vrednosti rupa se umesto toga međusobno množe.)</translation>
        </message>
        <message>
            <source>Open hands</source>
            <translation>Otkrivene pločice</translation>
        </message>
        <message>
            <source>Both hands are open: you always see your opponent's tiles. The sack is empty, so he draws nothing and you know exactly what he can play — and one of his tiles would close a hole now. Place a tile so that he cannot score on his next turn.</source>
            <translation>Pločice oba igrača su otkrivene: uvek vidiš protivnikove pločice. Vreća je prazna, pa protivnik ništa ne uzima i tačno znaš šta može da odigra — a jedna njegova pločica sada bi zatvorila rupu. Postavi pločicu tako da u sledećem potezu ne može ništa da osvoji.</translation>
        </message>
        <message>
            <source>Find the gap where one of his tiles would close a hole, and place a tile beside it so that his tile no longer fits there.</source>
            <translation>Nađi prazno mesto na kom bi njegova pločica zatvorila rupu i postavi pored njega svoju pločicu, tako da njegova tu više ne odgovara.</translation>
        </message>
        <message>
            <source>He has no hole left to close. Always look at his tiles too.</source>
            <translation>Protivnik više nema rupu koju može da zatvori. Uvek gledaj i njegove pločice.</translation>
        </message>
        <message>
            <source>The game is over: the higher score wins. Click Next to go on.</source>
            <translation>Igra je završena: pobeđuje igrač sa više poena. Klikni „Dalje“ da nastaviš.</translation>
        </message>
        <message>
            <source>No stone in your hand fits. Draw a stone from the stock; if it fits you may place it, otherwise draw once more and place that one if it fits, or else pass. (After a normal move you draw one stone automatically.)</source>
            <translation>Nijedan kamen iz tvoje ruke ne odgovara. Uzmi kamen iz zalihe; ako odgovara, smeš da ga postaviš, a ako ne, uzmi još jedan i postavi ga ako odgovara, inače preskoči potez. (Posle običnog poteza jedan kamen uzimaš automatski.)</translation>
        </message>
        <message>
            <source>Game over: the higher score wins; on equal scores, fewer pips in hand win, and if those are equal too it is a draw. (In a variant the pips left in hand are subtracted at the end.)</source>
            <translation>Kraj igre: pobeđuje igrač sa više poena; pri istom broju poena pobeđuje onaj ko ima manje tačkica u ruci, a ako je i to isto, igra je nerešena. (U jednoj varijanti tačkice koje ostanu u ruci oduzimaju se na kraju.)</translation>
        </message>
        <message>
            <source>The start square</source>
            <translation>Početni kvadrat</translation>
        </message>
        <message>
            <source>Each player has his own set of 28 dominoes. Both put one domino aside unseen — it takes no part in the round — and turn one over: the two form the start square, yours on the left. Your start domino has fewer pips than your opponent's, so you move first (on equal pips chance decides). Lay a square against it.</source>
            <translation>Svaki igrač ima svoj komplet od 28 pločica. Oba igrača odlažu po jednu pločicu ne gledajući je — ona ne učestvuje u partiji — i okreću po jednu; te dve pločice čine početni kvadrat, tvoja je levo. Tvoja početna pločica ima manje oka od protivnikove, pa ti počinješ (pri istom broju oka odlučuje žreb). Postavi kvadrat uz početni kvadrat.</translation>
        </message>
        <message>
            <source>Select a domino that lights up places, then click one of them.</source>
            <translation>Izaberi pločicu za koju se osvetle mesta, pa klikni na jedno od njih.</translation>
        </message>
        <message>
            <source>From now on you take turns with your opponent.</source>
            <translation>Od sada igraš naizmenično sa protivnikom.</translation>
        </message>
        <message>
            <source>You play two dominoes at a time, side by side, as a square. A square must touch the table, and on every side where it touches, its two numbers must equal the two numbers they meet. Choose a domino, click a highlighted place; R or the wheel shows the other squares that fit there.</source>
            <translation>Igraš po dve pločice odjednom, jednu uz drugu, kao kvadrat. Kvadrat mora da dodiruje raspored, a na svakoj strani na kojoj dodiruje, njegova dva broja moraju biti jednaka brojevima naspram njih. Izaberi pločicu i klikni na označeno mesto; R ili točkić miša pokazuje druge kvadrate koji tu odgovaraju.</translation>
        </message>
        <message>
            <source>At most 6 × 6</source>
            <translation>Najviše 6 × 6</translation>
        </message>
        <message>
            <source>The layout may be at most 6 squares wide and 6 squares high. This row is already 6 squares long, so no square may go beyond either end of it, even where it would match. Lay a square inside the frame.</source>
            <translation>Raspored sme da bude najviše 6 kvadrata širok i 6 kvadrata visok. Ovaj red je već dug 6 kvadrata, pa nijedan kvadrat ne sme da ide iza njegovih krajeva, čak ni tamo gde bi odgovarao. Postavi kvadrat unutar okvira.</translation>
        </message>
        <message>
            <source>Only the places inside the 6 × 6 frame light up; click one of them.</source>
            <translation>Osvetle se samo mesta unutar okvira 6 × 6; klikni na jedno od njih.</translation>
        </message>
        <message>
            <source>The view shifts by itself so that the layout always fits the frame.</source>
            <translation>Prikaz se sam pomera, tako da raspored uvek staje u okvir.</translation>
        </message>
        <message>
            <source>Passed: the turn goes on.</source>
            <translation>Preskočeno: igra ide dalje.</translation>
        </message>
        <message>
            <source>The same points, and twenty pips fewer in your hand.</source>
            <translation>Isti broj poena, a dvadeset oka manje u ruci.</translation>
        </message>
        <message>
            <source>The end of the round</source>
            <translation>Kraj partije</translation>
        </message>
        <message>
            <source>The spinner</source>
            <translation>Početni duplet</translation>
        </message>
        <message>
            <source>Holandski domino is played with a double-nine set. A round opens with a double, the spinner. Place your double in the middle.</source>
            <translation>Holandski domino se igra kompletom „9×9“. Partija počinje dupletom. Postavi svoj duplet u sredinu.</translation>
        </message>
        <message>
            <source>Select the double (both halves equal) and click the middle of the table.</source>
            <translation>Izaberi duplet (obe polovine iste) i klikni na sredinu stola.</translation>
        </message>
        <message>
            <source>The spinner is down. It has four arms: up, right, down and left.</source>
            <translation>Duplet je na talonu. Ima četiri kraka: gore, desno, dole i levo.</translation>
        </message>
        <message>
            <source>Four arms</source>
            <translation>Četiri kraka</translation>
        </message>
        <message>
            <source>The next four tiles go on the four sides of the spinner, each matching its number. Only then do the arms grow at their ends. Fill an empty side.</source>
            <translation>Naredne četiri pločice idu na četiri strane dupleta, svaka sa njegovim brojem. Tek tada se krakovi produžavaju. Popuni praznu stranu.</translation>
        </message>
        <message>
            <source>A free side of the spinner needs a tile with the spinner's number.</source>
            <translation>Slobodna strana dupleta traži pločicu sa brojem dupleta.</translation>
        </message>
        <message>
            <source>One more arm has started.</source>
            <translation>Otvoren je još jedan krak.</translation>
        </message>
        <message>
            <source>Buying</source>
            <translation>Kupovina</translation>
        </message>
        <message>
            <source>Before you play you may buy up to two tiles from the boneyard — even when you could play. Here nothing fits, so you must buy. Press the buy button.</source>
            <translation>Pre nego što odigraš, smeš da kupiš do dve pločice — čak i kad imaš šta da igraš. Ovde ništa ne odgovara, pa moraš da kupuješ. Pritisni dugme za kupovinu.</translation>
        </message>
        <message>
            <source>Press the buy button beside the rack.</source>
            <translation>Pritisni dugme za kupovinu pored pločica.</translation>
        </message>
        <message>
            <source>Bought. If the tile fits you must place it; after two buys without a fit you pass.</source>
            <translation>Kupljeno. Ako pločica odgovara, moraš da je odigraš; posle dve kupovine bez pločice koja odgovara preskačeš.</translation>
        </message>
        <message>
            <source>Who opens</source>
            <translation>Ko otvara</translation>
        </message>
        <message>
            <source>In the first round the player with the heaviest double opens; in later rounds the loser of the previous round. The first tile must be a double. You are to open but hold no double: you must buy, one tile at a time, at most two. If you still have none, the right to open passes to the next player; if nobody can open, the tiles are dealt again. Press the buy button.</source>
            <translation>U prvoj partiji otvara igrač sa najtežim dupletom, a u kasnijim partijama gubitnik prethodne partije. Prva pločica mora biti duplet. Ti treba da otvoriš, ali nemaš duplet: moraš da kupuješ, jednu po jednu pločicu, najviše dve. Ako ga ni tada nemaš, pravo otvaranja prelazi na sledećeg igrača; ako niko ne može da otvori, pločice se ponovo dele. Pritisni dugme za kupovinu.</translation>
        </message>
        <message>
            <source>Bought. With a double you would open now; without one you may buy once more, and then the right to open passes to your opponent.</source>
            <translation>Kupljeno. Da imaš duplet, sada bi otvaranje bilo tvoje; ovako smeš da kupiš još jednom, a zatim pravo otvaranja prelazi na protivnika.</translation>
        </message>
        <message>
            <source>Tip: if the table gets blocked, the player with the most pips loses. So play your heavy tiles first. Play the heaviest tile that fits.</source>
            <translation>Mali savet: ako se igra zatvori, gubi igrač sa najviše oka. Zato prvo igraj teške pločice. Odigraj najtežu pločicu koja odgovara.</translation>
        </message>
        <message>
            <source>Count the pips: another tile that fits is heavier.</source>
            <translation>Prebroj oka: druga pločica koja odgovara je teža.</translation>
        </message>
        <message>
            <source>Fewer pips in hand, less danger.</source>
            <translation>Manje oka u ruci, manja opasnost.</translation>
        </message>
        <message>
            <source>Leaving the round</source>
            <translation>Izlazak iz partije</translation>
        </message>
        <message>
            <source>This is your last tile. A player who places his last tile leaves the round safely; the last player still holding tiles loses the round and gets a kružić (a circle). Place it.</source>
            <translation>Ovo je tvoja poslednja pločica. Ko odigra poslednju pločicu, izlazi iz partije i više ne može da je izgubi; ko poslednji ostane sa pločicama u ruci, gubi partiju i dobija kružić. Odigraj je.</translation>
        </message>
        <message>
            <source>Select your last tile and click its place. If it could go on two numbers, it must go on the one played more often (keep the game open).</source>
            <translation>Izaberi poslednju pločicu i klikni na njeno mesto. Ako može na dva broja, mora na onaj koji je više puta igran (ostavi „otvorenu“ igru).</translation>
        </message>
        <message>
            <source>You are out; your opponent gets a kružić. Five kružići and a player is out of the match — the last one left wins.</source>
            <translation>Ti izlaziš, a protivnik dobija kružić. Sa pet kružića igrač ispada iz meča — pobeđuje poslednji koji ostane.</translation>
        </message>
        <message>
            <source>Press the draw button beside your stones.</source>
            <translation>Pritisni dugme za uzimanje pored svojih kamenova.</translation>
        </message>
        <message>
            <source>Press the pass button beside your stones.</source>
            <translation>Pritisni dugme za preskakanje pored svojih kamenova.</translation>
        </message>
        <message>
            <source>Press the pass button beside your tiles.</source>
            <translation>Pritisni dugme za preskakanje pored pločica.</translation>
        </message>
        <message>
            <source>Learn Domino kwadratowe</source>
            <translation>Nauči Kvadratni domino</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Tutorial steps</source>
            <extracomment>the hold that keeps the AI still once a step is done misses before the panel shows the move the game the tutorial started: another one (New game, a loaded file) ends the tutorial</extracomment>
            <translation>Koraci lekcije</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ Nazad</translation>
        </message>
        <message>
            <source>Replay step</source>
            <translation>Ponovi korak</translation>
        </message>
        <message>
            <source>Start this step again from its position</source>
            <translation>Počni ovaj korak ispočetka</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Pokaži mi</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Dalje ▶</translation>
        </message>
        <message>
            <source>Leave the tutorial</source>
            <translation>Napusti lekciju</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Lekcija</translation>
        </message>
        <message>
            <source>&amp;Tutorials</source>
            <translation>&amp;Lekcije</translation>
        </message>
        <message>
            <source>New to %1? Try the tutorial</source>
            <translation>Prvi put igraš %1? Probaj lekciju</translation>
        </message>
        <message>
            <source>This step is done: click Next.</source>
            <translation>Ovaj korak je gotov: klikni „Dalje“.</translation>
        </message>
        <message>
            <source>The move: %1</source>
            <translation>Potez: %1</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ti</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Početnik</translation>
        </message>
        <message>
            <source>%1 %2. %3</source>
            <translation>%1 %2. %3</translation>
        </message>
        <message>
            <source>Step %1 of %2: %3</source>
            <translation>Korak %1 od %2: %3</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Završi</translation>
        </message>
        <message>
            <source>That move is not allowed: %1</source>
            <translation>Taj potez nije dozvoljen: %1</translation>
        </message>
        <message>
            <source>Not quite: that move is allowed, but it is not this step's.</source>
            <translation>Nije to: taj potez je dozvoljen, ali ne pripada ovom koraku.</translation>
        </message>
        <message>
            <source>Not quite. That move would give you %1.</source>
            <translation>Nije to. Taj potez bi ti doneo %1.</translation>
        </message>
        <message>
            <source>The move asked for gives %1.</source>
            <translation>Traženi potez donosi %1.</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n poen</numerusform>
                <numerusform>%n poena</numerusform>
                <numerusform>%n poena</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) (%1)</source>
            <translation>
                <numerusform>%n poen (%1)</numerusform>
                <numerusform>%n poena (%1)</numerusform>
                <numerusform>%n poena (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Good. %n more move(s) to go.</source>
            <translation>
                <numerusform>Dobro. Ostao je još %n potez.</numerusform>
                <numerusform>Dobro. Ostala su još %n poteza.</numerusform>
                <numerusform>Dobro. Ostalo je još %n poteza.</numerusform>
            </translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Bravo!</translation>
        </message>
        <message>
            <source>This move: %1.</source>
            <translation>Ovaj potez: %1.</translation>
        </message>
        <message>
            <source>You have finished this tutorial.</source>
            <translation>Lekcija je završena.</translation>
        </message>
    </context>
    <context>
        <name>UndoVote</name>
        <message>
            <source>You have no move to take back.</source>
            <extracomment>what the table answers to an undo request it refuses, by the protocol's error code</extracomment>
            <translation>Nemaš potez za vraćanje.</translation>
        </message>
        <message>
            <source>Another request to take back a move is waiting for its answers.</source>
            <translation>Drugi zahtev za vraćanje poteza još čeka odgovore.</translation>
        </message>
        <message>
            <source>That request to take back a move is over.</source>
            <translation>Taj zahtev za vraćanje poteza je završen.</translation>
        </message>
        <message>
            <source>Wait a little before asking again.</source>
            <translation>Sačekaj malo pre nego što ponovo pitaš.</translation>
        </message>
        <message>
            <source>Everybody agreed: the move was taken back (asked by %1).</source>
            <translation>Svi su se složili: potez je vraćen (zahtev: %1).</translation>
        </message>
        <message>
            <source>Declined: the move stands (asked by %1).</source>
            <translation>Odbijeno: potez ostaje (zahtev: %1).</translation>
        </message>
        <message>
            <source>A move was played: the request to take it back is off (asked by %1).</source>
            <translation>Odigran je potez: zahtev za vraćanje više ne važi (zahtev: %1).</translation>
        </message>
        <message>
            <source>Not everybody answered in time: the move stands (asked by %1).</source>
            <translation>Nisu svi odgovorili na vreme: potez ostaje (zahtev: %1).</translation>
        </message>
        <message>
            <source>You asked to take back your last move: waiting for the others…</source>
            <extracomment>the question shown to this window's player (None: nothing asked)</extracomment>
            <translation>Tvoj zahtev za vraćanje poslednjeg poteza je poslat: čeka se odgovor ostalih…</translation>
        </message>
        <message>
            <source>A request to take back a move, from %1. Do you agree?</source>
            <translation>%1 traži da se potez vrati. Slažeš li se?</translation>
        </message>
        <message>
            <source>Take back a move?</source>
            <translation>Vratiti potez?</translation>
        </message>
        <message>
            <source>&amp;Accept</source>
            <translation>&amp;Prihvati</translation>
        </message>
        <message>
            <source>&amp;Decline</source>
            <translation>&amp;Odbij</translation>
        </message>
        <message>
            <source>A request to take back a move, from %1.</source>
            <translation>%1 traži da se potez vrati.</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>Welcome to Holomino Desktop</source>
            <extracomment>the two ways in</extracomment>
            <translation>Dobro došli u Holomino Desktop</translation>
        </message>
        <message>
            <source>Five games of the domino family. Which one would you like?</source>
            <translation>Pet igara iz porodice domina. Koju želiš da igraš?</translation>
        </message>
        <message>
            <source>The tutorial teaches the game step by step, with real moves, and ends with a game against the computer. Every tutorial is also in Help → Tutorials.</source>
            <translation>Lekcija te uči igri korak po korak, kroz prave poteze, i završava se igrom protiv računara. Sve lekcije su i u meniju Pomoć → Lekcije.</translation>
        </message>
        <message>
            <source>Start the &amp;tutorial</source>
            <translation>Započni &amp;lekciju</translation>
        </message>
        <message>
            <source>&amp;Play against the computer</source>
            <translation>&amp;Igraj protiv računara</translation>
        </message>
        <message>
            <source>For two: lay hexagonal tiles and score by closing the round holes between them.</source>
            <comment>holomino</comment>
            <translation>Za dva igrača: postavljaš šestougaone pločice i osvajaš poene zatvaranjem okruglih rupa između njih.</translation>
        </message>
        <message>
            <source>Triangular tiles for 2 to 4 players: build bridges and hexagons for bonus points.</source>
            <comment>triominos</comment>
            <translation>Trouglaste pločice za 2 do 4 igrača: gradiš mostove i šestouglove za bonus poene.</translation>
        </message>
        <message>
            <source>Hexagonal stones for 2 to 4 players: the more sides a stone touches, the more it scores.</source>
            <comment>hexadomino</comment>
            <translation>Šestougaoni kamenovi za 2 do 4 igrača: što više strana kamen dodiruje, to više poena donosi.</translation>
        </message>
        <message>
            <source>For two, with dominoes: build an island of squares instead of a line.</source>
            <comment>square_domino</comment>
            <translation>Za dva igrača, sa pločicama domina: umesto niza gradiš ostrvo od kvadrata.</translation>
        </message>
        <message>
            <source>Double-nine dominoes with a four-armed spinner, for 2 to 6 players: nobody wants to be the last one holding tiles.</source>
            <comment>dutch_domino</comment>
            <translation>Domino „9×9“ za 2 do 6 igrača, sa početnim dupletom iz kog se igra u četiri kraka: niko ne želi da poslednji ostane sa pločicama u ruci.</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>Holandski domino</source>
            <translation>Holandski domino</translation>
        </message>
        <message>
            <source>top</source>
            <translation>gornjom stranom</translation>
        </message>
        <message>
            <source>upper-right</source>
            <translation>gore desno</translation>
        </message>
        <message>
            <source>lower-right</source>
            <translation>dole desno</translation>
        </message>
        <message>
            <source>bottom</source>
            <translation>donjom stranom</translation>
        </message>
        <message>
            <source>lower-left</source>
            <translation>dole levo</translation>
        </message>
        <message>
            <source>upper-left</source>
            <translation>gore levo</translation>
        </message>
        <message>
            <source>Hexadomino</source>
            <translation>Hexadomino</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Igrači</translation>
        </message>
        <message>
            <source>Scoring of several holes</source>
            <comment>holomino</comment>
            <translation>Bodovanje više rupa odjednom</translation>
        </message>
        <message>
            <source>sum</source>
            <comment>holomino</comment>
            <translation>zbir</translation>
        </message>
        <message>
            <source>product</source>
            <comment>holomino</comment>
            <translation>proizvod</translation>
        </message>
        <message>
            <source>Opening</source>
            <comment>triominos</comment>
            <translation>Otvaranje</translation>
        </message>
        <message>
            <source>any tile</source>
            <comment>triominos</comment>
            <translation>bilo koja pločica</translation>
        </message>
        <message>
            <source>the highest triple (classic)</source>
            <comment>triominos</comment>
            <translation>najveća trostruka pločica (klasično)</translation>
        </message>
        <message>
            <source>Blocked round</source>
            <comment>triominos</comment>
            <translation>Zatvorena partija</translation>
        </message>
        <message>
            <source>each player loses their rack</source>
            <comment>triominos</comment>
            <translation>svako gubi zbir sa svog stalka</translation>
        </message>
        <message>
            <source>the lowest rack scores the others (classic)</source>
            <comment>triominos</comment>
            <translation>igrač sa najmanjim zbirom na stalku dobija zbir ostalih (klasično)</translation>
        </message>
        <message>
            <source>Subtract pips left in hand at the end</source>
            <comment>hexadomino</comment>
            <translation>Oduzimanje tačkica preostalih u ruci na kraju igre</translation>
        </message>
        <message>
            <source>Domino sets</source>
            <comment>square_domino</comment>
            <translation>Kompleti domina</translation>
        </message>
        <message>
            <source>two sets</source>
            <comment>square_domino</comment>
            <translation>dva kompleta</translation>
        </message>
        <message>
            <source>one set (variant)</source>
            <comment>square_domino</comment>
            <translation>jedan komplet (varijanta)</translation>
        </message>
        <message>
            <source>Set</source>
            <comment>dutch_domino</comment>
            <translation>Komplet</translation>
        </message>
        <message>
            <source>double-nine</source>
            <comment>dutch_domino</comment>
            <translation>9×9</translation>
        </message>
        <message>
            <source>double-eight</source>
            <comment>dutch_domino</comment>
            <translation>8×8</translation>
        </message>
        <message>
            <source>Holomino</source>
            <translation>Holomino</translation>
        </message>
        <message>
            <source>Domino kwadratowe</source>
            <translation>Kvadratni domino</translation>
        </message>
        <message>
            <source>bridge</source>
            <translation>most</translation>
        </message>
        <message>
            <source>hexagon</source>
            <translation>šestougao</translation>
        </message>
        <message>
            <source>double hexagon</source>
            <translation>dvostruki šestougao</translation>
        </message>
        <message>
            <source>triple hexagon</source>
            <translation>trostruki šestougao</translation>
        </message>
        <message>
            <source>triple opening</source>
            <translation>klasično otvaranje</translation>
        </message>
        <message>
            <source>Triominos</source>
            <translation>Triominos</translation>
        </message>
        <message>
            <source>hole %1</source>
            <translation>rupa %1</translation>
        </message>
        <message>
            <source>holes %1, ×%2 = %3</source>
            <translation>rupe %1, ×%2 = %3</translation>
        </message>
        <message>
            <source>holes %1 = %2</source>
            <translation>rupe %1 = %2</translation>
        </message>
        <message numerus="yes">
            <source>%n side(s): %1</source>
            <translation>
                <numerusform>%n strana: %1</numerusform>
                <numerusform>%n strane: %1</numerusform>
                <numerusform>%n strana: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 = %2</source>
            <translation>%1 = %2</translation>
        </message>
        <message>
            <source>%1 + %2 %3</source>
            <translation>%1 + %2 %3</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <extracomment>error key -&gt; translated sentence (translated when shown). Keys shared by several games mean the same there.</extracomment>
            <translation>Igra je završena.</translation>
        </message>
        <message>
            <source>Stone %1 fits there in several rotations: say which one.</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 tu odgovara u više položaja: navedi koji.</translation>
        </message>
        <message>
            <source>This value of the option “%1” is not allowed.</source>
            <translation>Ova vrednost opcije „%1“ nije dozvoljena.</translation>
        </message>
        <message>
            <source>This game has no option “%1”.</source>
            <translation>Ova igra nema opciju „%1“.</translation>
        </message>
        <message>
            <source>There is no game “%1”.</source>
            <translation>Ne postoji igra „%1“.</translation>
        </message>
        <message>
            <source>That rotation looks the same as another one.</source>
            <translation>Taj položaj izgleda isto kao neki drugi.</translation>
        </message>
        <message>
            <source>Fill the four sides of the spinner first: that side already has a tile.</source>
            <comment>dutch_domino</comment>
            <translation>Prvo popuni četiri strane dupleta: ta strana već ima pločicu.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>To nije potez ove igre.</translation>
        </message>
        <message>
            <source>“%1” is not a move of this game.</source>
            <translation>„%1“ nije potez ove igre.</translation>
        </message>
        <message>
            <source>That rotation does not exist.</source>
            <translation>Takav položaj ne postoji.</translation>
        </message>
        <message>
            <source>double hexagon</source>
            <comment>triominos</comment>
            <translation>dvostruki šestougao</translation>
        </message>
        <message>
            <source>−%1 draw</source>
            <comment>triominos</comment>
            <translation>−%1 za uzimanje</translation>
        </message>
        <message>
            <source>−%1 three draws, nothing placed</source>
            <comment>triominos</comment>
            <translation>−%1 tri uzimanja, ništa nije postavljeno</translation>
        </message>
        <message>
            <source>+%1 going out</source>
            <comment>triominos</comment>
            <translation>+%1 za izlazak</translation>
        </message>
        <message>
            <source>+%1 opponents' racks</source>
            <comment>triominos</comment>
            <translation>+%1 sa stalaka ostalih igrača</translation>
        </message>
        <message>
            <source>−%1 own rack</source>
            <comment>triominos</comment>
            <translation>−%1 sa sopstvenog stalka</translation>
        </message>
        <message>
            <source>+%1 others' racks (lowest rack)</source>
            <comment>triominos</comment>
            <translation>+%1 sa stalaka ostalih igrača (najmanji zbir na stalku)</translation>
        </message>
        <message numerus="yes">
            <source>You have bought %n tile(s) this turn already: lay a tile or pass.</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>U ovom potezu je već kupljena %n pločica: odigraj pločicu ili preskoči.</numerusform>
                <numerusform>U ovom potezu su već kupljene %n pločice: odigraj pločicu ili preskoči.</numerusform>
                <numerusform>U ovom potezu je već kupljeno %n pločica: odigraj pločicu ili preskoči.</numerusform>
            </translation>
        </message>
        <message>
            <source>This place is already taken.</source>
            <translation>Ovo mesto je već zauzeto.</translation>
        </message>
        <message>
            <source>No tile fits, so you must buy first.</source>
            <comment>dutch_domino</comment>
            <translation>Nijedna pločica ne odgovara, pa prvo moraš da kupuješ.</translation>
        </message>
        <message>
            <source>The pool is empty.</source>
            <comment>triominos</comment>
            <translation>Zaliha je prazna.</translation>
        </message>
        <message>
            <source>You have drawn twice this turn: now you must pass.</source>
            <comment>hexadomino</comment>
            <translation>U ovom potezu su već uzeta dva kamena: sada moraš da preskočiš.</translation>
        </message>
        <message>
            <source>You have drawn three tiles this turn: place a tile or pass (−10).</source>
            <comment>triominos</comment>
            <translation>U ovom potezu su već uzete tri pločice: postavi pločicu ili preskoči (−10).</translation>
        </message>
        <message>
            <source>The start square must be completed first.</source>
            <comment>square_domino</comment>
            <translation>Prvo mora da se dovrši početni kvadrat.</translation>
        </message>
        <message>
            <source>The start tile is already on the table.</source>
            <comment>square_domino</comment>
            <translation>Početna pločica je već postavljena.</translation>
        </message>
        <message>
            <source>A square needs two different tiles.</source>
            <comment>square_domino</comment>
            <translation>Kvadrat traži dve različite pločice.</translation>
        </message>
        <message>
            <source>Only the second player completes the start square, right after the start tile.</source>
            <comment>square_domino</comment>
            <translation>Početni kvadrat dovršava samo drugi igrač, odmah posle početne pločice.</translation>
        </message>
        <message>
            <source>The first tile of a round must be a Duplet, not %1.</source>
            <comment>dutch_domino</comment>
            <translation>Prva pločica partije mora biti duplet, a ne %1.</translation>
        </message>
        <message>
            <source>The opening Duplet goes in the centre.</source>
            <comment>dutch_domino</comment>
            <translation>Početni duplet ide u sredinu.</translation>
        </message>
        <message>
            <source>The spinner is already on the table: lay on an arm.</source>
            <comment>dutch_domino</comment>
            <translation>Početni duplet je već na talonu: igraj na neki krak.</translation>
        </message>
        <message>
            <source>Classic opening: you must start with your highest triple %1.</source>
            <comment>triominos</comment>
            <translation>Klasično otvaranje: moraš da počneš svojom najvećom trostrukom pločicom %1.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>hexadomino</comment>
            <translation>Ovo mesto ne dodiruje nijedan kamen.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>holomino</comment>
            <translation>Ovo mesto ne dodiruje nijednu pločicu.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>square_domino</comment>
            <translation>Ovo mesto ne dodiruje raspored.</translation>
        </message>
        <message>
            <source>A tile here would make the layout larger than %1 × %1.</source>
            <comment>holomino</comment>
            <translation>Sa pločicom na ovom mestu raspored bi izašao iz okvira %1 × %1.</translation>
        </message>
        <message>
            <source>A tile here would make the layout larger than %1 × %1.</source>
            <comment>square_domino</comment>
            <translation>Sa kvadratom na ovom mestu raspored bi izašao iz okvira %1 × %1.</translation>
        </message>
        <message>
            <source>Keep the game open: your last tile %1 must go on a %2.</source>
            <comment>dutch_domino</comment>
            <translation>Ostavi „otvorenu“ igru: tvoja poslednja pločica %1 mora da se odigra na %2.</translation>
        </message>
        <message numerus="yes">
            <source>%n side(s): %1</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n strana: %1</numerusform>
                <numerusform>%n strane: %1</numerusform>
                <numerusform>%n strana: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>+1 kružić: last player holding tiles</source>
            <comment>dutch_domino</comment>
            <translation>+1 kružić (poslednji igrač sa pločicama u ruci)</translation>
        </message>
        <message>
            <source>+1 kružić: blocked round, most pips (%1)</source>
            <comment>dutch_domino</comment>
            <translation>+1 kružić (zatvorena partija, najviše oka: %1)</translation>
        </message>
        <message>
            <source>+1 kružić: blocked round, most pips (%1) and more tiles (%2)</source>
            <comment>dutch_domino</comment>
            <translation>+1 kružić (zatvorena partija, najviše oka: %1, više pločica: %2)</translation>
        </message>
        <message>
            <source>The first tile of a round goes in the middle.</source>
            <comment>triominos</comment>
            <translation>Prva pločica partije ide u sredinu.</translation>
        </message>
        <message>
            <source>The starter must place the first tile.</source>
            <comment>triominos</comment>
            <translation>Igrač koji počinje mora da postavi prvu pločicu.</translation>
        </message>
        <message>
            <source>Tile %1 cannot show %2.</source>
            <comment>square_domino</comment>
            <translation>Pločica %1 nema polovine %2.</translation>
        </message>
        <message>
            <source>A square lies horizontally (h) or vertically (v).</source>
            <comment>square_domino</comment>
            <translation>Kvadrat leži vodoravno, to jest horizontalno (h), ili uspravno, to jest vertikalno (v).</translation>
        </message>
        <message>
            <source>“%1”: say on which arm the tile goes.</source>
            <comment>dutch_domino</comment>
            <translation>„%1“: navedi na koji krak ide pločica.</translation>
        </message>
        <message>
            <source>“%1”: that tile is not in this set.</source>
            <comment>dutch_domino</comment>
            <translation>„%1“: te pločice nema u ovom kompletu.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>holomino</comment>
            <extracomment>error key -&gt; game -&gt; its sentence in that game's words, for the keys several games raise (Holomino's *tegel* is a *steen* elsewhere; the stock a *voorraad* in Hexadomino but "te koop" in Holandski domino); the first game's sentence stands in for an unknown game</extracomment>
            <translation>Pločica %1 nije u tvojoj ruci.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>triominos</comment>
            <translation>Pločica %1 nije na tvom stalku.</translation>
        </message>
        <message>
            <source>Stone %1 is not in your hand.</source>
            <comment>hexadomino</comment>
            <translation>Kamen %1 nije u tvojoj ruci.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>square_domino</comment>
            <translation>Pločica %1 nije u tvojoj ruci.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>dutch_domino</comment>
            <translation>Pločica %1 nije u tvojoj ruci.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <comment>holomino</comment>
            <translation>To mesto je predaleko od pločica na tabli.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <comment>square_domino</comment>
            <translation>To mesto je predaleko od rasporeda.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>holomino</comment>
            <translation>Imaš pločicu koja odgovara, pa moraš da je postaviš.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>triominos</comment>
            <translation>Imaš pločicu koja odgovara, pa moraš da je postaviš.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>hexadomino</comment>
            <translation>Imaš kamen koji odgovara, pa moraš da ga postaviš.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>square_domino</comment>
            <translation>Možeš da složiš kvadrat, pa moraš to i da uradiš.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>dutch_domino</comment>
            <translation>Imaš pločicu koja odgovara, pa moraš da je postaviš.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <comment>hexadomino</comment>
            <translation>Još ne smeš da preskočiš: prvo uzmi kamen iz zalihe.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <comment>triominos</comment>
            <translation>Još ne smeš da preskočiš: prvo uzmi pločicu iz zalihe.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <comment>hexadomino</comment>
            <translation>Zaliha je prazna.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <comment>dutch_domino</comment>
            <translation>Nema više pločica za kupovinu.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>holomino</comment>
            <translation>„%1“ nije pločica ove igre.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>triominos</comment>
            <translation>„%1“ nije pločica ove igre.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>hexadomino</comment>
            <translation>„%1“ nije kamen ove igre.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>square_domino</comment>
            <translation>„%1“ nije pločica ove igre.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>dutch_domino</comment>
            <translation>„%1“ nije pločica ove igre.</translation>
        </message>
        <message>
            <source>hand empty</source>
            <comment>hexadomino</comment>
            <translation>prazna ruka</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>−%n tačkica ostala u ruci</numerusform>
                <numerusform>−%n tačkice ostale u ruci</numerusform>
                <numerusform>−%n tačkica ostalo u ruci</numerusform>
            </translation>
        </message>
        <message>
            <source>hand empty</source>
            <comment>square_domino</comment>
            <translation>prazna ruka</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>−%n oko ostalo u ruci</numerusform>
                <numerusform>−%n oka ostala u ruci</numerusform>
                <numerusform>−%n oka ostalo u ruci</numerusform>
            </translation>
        </message>
    </context>
</TS>
