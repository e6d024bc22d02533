<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr">
    <context>
        <name />
        <message>
            <source>Holomino Desktop</source>
            <translation>Holomino Desktop</translation>
        </message>
        <message>
            <source>%1 — Holomino Desktop</source>
            <translation>%1 — Holomino Desktop</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>This game's board cannot be drawn yet: use the move buttons.</source>
            <extracomment>the cells of a fixed board window (Holomino's 12 × 12, the 6 × 6 square board) plain words drawn on the table one colour per number 0..9 (pips and corner numbers) racks visible to every seat (Holomino): no hand-over screen, seat cards show hands aspect of a rack tile (width / height) rack tiles one move may need (square domino lays two at once) scene point new tiles slide in from (set by the window: the mover's seat card)</extracomment>
            <translation>Tabla ove igre još ne može da se nacrta: koristite dugmad za poteze.</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <translation>Pločica %1</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <translation>Kružići: %1</translation>
        </message>
        <message>
            <source>out of the match</source>
            <translation>ispao iz igre</translation>
        </message>
        <message>
            <source>safe this round</source>
            <translation>spasen u ovoj partiji</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <translation>Kupi pločicu</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Dalje</translation>
        </message>
        <message>
            <source>Round %1 · %2 kružići put a player out</source>
            <translation>Partija %1 · sa %2 kružića igrač ispada</translation>
        </message>
        <message>
            <source>Tiles bought this turn: %1 of 2</source>
            <translation>Kupljeno u ovom potezu: %1 od 2</translation>
        </message>
        <message>
            <source>Stone %1 (pips from the top: %2)</source>
            <extracomment>dot offsets (in units of SPREAD) for 1..5 pips</extracomment>
            <translation>Kamen %1 (tačkice odozgo: %2)</translation>
        </message>
        <message>
            <source>Draw a stone</source>
            <translation>Uzmi kamen</translation>
        </message>
        <message>
            <source>rotation %1 of 6</source>
            <translation>okret %1 od 6</translation>
        </message>
        <message>
            <source>Stones drawn this turn: %1 of 2</source>
            <translation>Uzeto u ovom potezu: %1 od 2</translation>
        </message>
        <message>
            <source>Blocked: no tile still in play fits here</source>
            <translation>Blokirano: nijedna pločica koja je još u igri ne odgovara ovde</translation>
        </message>
        <message>
            <source>Return tile and pass</source>
            <translation>Vrati pločicu i preskoči</translation>
        </message>
        <message>
            <source>rotation %1</source>
            <translation>okret %1</translation>
        </message>
        <message>
            <source>Scoring: several holes are multiplied</source>
            <translation>Bodovanje: više rupa se množi</translation>
        </message>
        <message>
            <source>Scoring: several holes are added, × their number</source>
            <translation>Bodovanje: više rupa se sabira, × njihov broj</translation>
        </message>
        <message>
            <source>A square takes two tiles: select a second one to choose its partner, or let R and the wheel show the squares that fit.</source>
            <translation>Kvadrat čine dve pločice: izaberite drugu kao par ili neka R i točkić miša pokažu kvadrate koji odgovaraju.</translation>
        </message>
        <message>
            <source>%1 with %2</source>
            <translation>%1 sa %2</translation>
        </message>
        <message>
            <source>Round %1 · the match ends when someone has 100 points</source>
            <translation>Partija %1 · meč se završava kad neko ima 100 poena</translation>
        </message>
        <message>
            <source>Draw a tile (−5)</source>
            <translation>Uzmi pločicu (−5)</translation>
        </message>
        <message>
            <source>rotation %1 of 3</source>
            <translation>okret %1 od 3</translation>
        </message>
        <message>
            <source>Round %1 · the match ends after a round in which someone passes 400</source>
            <translation>Partija %1 · meč se završava posle partije u kojoj neko pređe 400</translation>
        </message>
        <message>
            <source>Tiles drawn this turn: %1 of 3</source>
            <translation>Uzeto u ovom potezu: %1 od 3</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>Board</source>
            <extracomment>wheel or R on a target with several variants: +1 / -1 a rack tile (index in the rack) dropped at a scene point keyboard play: "left", "right", "up", "down", "enter", "rotate", "escape", "next_tile"</extracomment>
            <translation>Tabla</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <translation>Strelice idu po označenim poljima, R okreće, Enter postavlja pločicu</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>Coach note</source>
            <extracomment>how much higher (winning chance, 0..1) the Expert's move must be to be worth a note think time of the coach's search (seconds)</extracomment>
            <translation>Napomena trenera</translation>
        </message>
        <message>
            <source>Coach: %1 was better than %2 (about %3 % more chance of winning)</source>
            <translation>Trener: %1 je bilo bolje od %2 (oko %3 % veća šansa za pobedu)</translation>
        </message>
        <message>
            <source>Coach: the Expert would have played %1</source>
            <translation>Trener: Stručnjak bi odigrao %1</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <translation>Kliknite da vidite potez na tabli</translation>
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
            <extracomment>autosave and statistics write to the user data folder only when the program (not a test window) switches this on: see :meth:`use_data_folder`</extracomment>
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
            <translation>&amp;Skorašnje datoteke</translation>
        </message>
        <message>
            <source>Re&amp;play…</source>
            <translation>&amp;Pregled odigrane…</translation>
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
            <translation>P&amp;odešavanja…</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Igra</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>Po&amp;moć</translation>
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
            <translation>S&amp;tatistika…</translation>
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
            <source>Statistics not saved: %1</source>
            <translation>Statistika nije sačuvana: %1</translation>
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
            <source>Save the game</source>
            <translation>Sačuvaj igru</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>Igra nije mogla da se sačuva: %1</translation>
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
            <translation>Igra je bila u toku kad se program zatvorio. Nastaviti je?</translation>
        </message>
        <message>
            <source>The game in progress was restored.</source>
            <translation>Igra u toku je vraćena.</translation>
        </message>
        <message>
            <source>Holomino Desktop</source>
            <translation>Holomino Desktop</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>Pregledaj odigranu igru</translation>
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
            <translation>Nasumično</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Početnik</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Lako</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Srednje</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Napredno</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalno</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Teško</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Jako</translation>
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
            <extracomment>animation speeds: id -&gt; milliseconds for one tile pause before an AI search when animations are off (the window paints the last move first) a click or drop on a place the selected tile may not go: (move, GameError) — the tutorial counts it as a miss</extracomment>
            <translation>Holomino Desktop</translation>
        </message>
        <message>
            <source>Game</source>
            <extracomment>selected rack tiles (ids), oldest first; one in every game but square domino</extracomment>
            <translation>Igra</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Zaliha</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nova igra…</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>&amp;Postavi</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <translation>Postavi pločicu</translation>
        </message>
        <message>
            <source>&amp;Turn (R)</source>
            <translation>&amp;Okreni (R)</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <translation>Okreni pločicu</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>Po&amp;moć</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Predloži potez</translation>
        </message>
        <message>
            <source>The Expert suggests a move (about a second)</source>
            <translation>Stručnjak predlaže potez (oko jedne sekunde)</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>Predaj</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Potezi</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stanje</translation>
        </message>
        <message>
            <source>Computer is thinking</source>
            <translation>Računar razmišlja</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Igra</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nova igra…</translation>
        </message>
        <message>
            <source>&amp;Restart with the same players</source>
            <translation>&amp;Ponovo sa istim igračima</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Izlaz</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Prikaz</translation>
        </message>
        <message>
            <source>&amp;Fit board</source>
            <translation>Uklopi &amp;tablu</translation>
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
            <source>&amp;Animation speed</source>
            <translation>&amp;Brzina animacije</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Isključeno</translation>
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
            <source>Last move — %1: %2 (%3)</source>
            <translation>Poslednji potez — %1: %2 (%3)</translation>
        </message>
        <message>
            <source>Last move — %1: %2</source>
            <translation>Poslednji potez — %1: %2</translation>
        </message>
        <message>
            <source>%1 scored %2 (%3).</source>
            <translation>%1 osvaja %2 (%3).</translation>
        </message>
        <message>
            <source>%1 scored %2.</source>
            <translation>%1 osvaja %2.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>End of the round</source>
            <translation>Kraj partije</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Kraj igre</translation>
        </message>
        <message>
            <source>Computer · %1</source>
            <translation>Računar · %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Čovek</translation>
        </message>
        <message>
            <source>Tiles in hand: %1</source>
            <translation>Pločice u ruci: %1</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Razmišlja…</translation>
        </message>
        <message>
            <source>Tiles left in the stock: %1</source>
            <translation>Pločica u zalihi: %1</translation>
        </message>
        <message>
            <source>Totals: %1</source>
            <translation>Ukupno: %1</translation>
        </message>
        <message>
            <source>%1, your tiles — choose one</source>
            <translation>%1, vaše pločice — izaberite jednu</translation>
        </message>
        <message>
            <source>%1's tiles</source>
            <translation>Pločice igrača %1</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>Na potezu je %1</translation>
        </message>
        <message>
            <source>Pass the computer to %1 — click here when only %1 is looking</source>
            <translation>Predajte računar igraču %1 — kliknite ovde kad gleda samo %1</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <translation>Prvo izaberite pločicu iz ruke.</translation>
        </message>
        <message>
            <source>That is not allowed now.</source>
            <translation>To sada nije dozvoljeno.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <translation>Izabrana pločica ne može tamo: koristite označeno mesto.</translation>
        </message>
        <message>
            <source>Click a highlighted cell.</source>
            <translation>Kliknite na označeno polje.</translation>
        </message>
        <message>
            <source>Showing %1 — click or press Enter to place</source>
            <translation>Prikazano: %1 — kliknite ili pritisnite Enter da postavite</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Tražim dobar potez…</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Predlog: %1</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 plays next.</source>
            <translation>Sledeći igra %1.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 razmišlja…</translation>
        </message>
        <message>
            <source>Hand the computer to %1.</source>
            <translation>Predajte računar igraču %1.</translation>
        </message>
        <message>
            <source>%1 cannot place a tile: use a button on the right of the rack.</source>
            <translation>%1 ne može da postavi pločicu: koristite dugme desno od ruke.</translation>
        </message>
        <message>
            <source>%1 to play: choose a tile from your rack.</source>
            <translation>Na potezu je %1: izaberite pločicu iz ruke.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <translation>Ova pločica sada nigde ne odgovara: izaberite drugu.</translation>
        </message>
        <message>
            <source>Places for this tile: %1 (highlighted) — click one.</source>
            <translation>Mesta za ovu pločicu: %1 (označena) — kliknite na jedno.</translation>
        </message>
        <message>
            <source>Where several rotations fit, R or the wheel turns the tile.</source>
            <translation>Gde odgovara više okreta, R ili točkić miša okreće pločicu.</translation>
        </message>
        <message>
            <source>Game over: a draw between %1 with %2 points.</source>
            <translation>Kraj igre: nerešeno između %1 sa %2 poena.</translation>
        </message>
        <message>
            <source>Game over: %1 wins with %2 points.</source>
            <translation>Kraj igre: pobeđuje %1 sa %2 poena.</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Igrač</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>Ova partija</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Ukupno</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Meč</translation>
        </message>
        <message>
            <source>The round is over</source>
            <translation>Partija je završena</translation>
        </message>
        <message>
            <source>End of the match</source>
            <translation>Kraj meča</translation>
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
            <translation>Poeni</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>Zapis poteza</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>You</source>
            <translation>Vi</translation>
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
            <translation>I&amp;grači:</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>Opcije pravila</translation>
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
            <translation>Igra</translation>
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
            <source>&amp;Start</source>
            <translation>&amp;Počni</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Otkaži</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>&amp;Pravila…</translation>
        </message>
        <message>
            <source>%1 (standard)</source>
            <translation>%1 (standardno)</translation>
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
            <extracomment>overrides the user data folder (tests, portable installs) the record's extra key for the window's state</extracomment>
            <translation>igra ne može da se upiše u datoteku (%1)</translation>
        </message>
        <message>
            <source>The saved game could not be resumed (%1); it was kept as %2.</source>
            <translation>Sačuvana igra nije mogla da se nastavi (%1); sačuvana je kao %2.</translation>
        </message>
    </context>
    <context>
        <name>RackWidget</name>
        <message>
            <source>Your rack</source>
            <extracomment>tiles per row (a big rack wraps into rows rather than scrolling) how many tiles may be selected at once; the selection in click order</extracomment>
            <translation>Vaša ruka</translation>
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
            <translation>Ponovni pregled — %1</translation>
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
            <translation>Raspodela poena</translation>
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
            <translation>Pusti / pauza (razmak)</translation>
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
            <source>Scores: %1</source>
            <translation>Rezultati: %1</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <translation>Pločice su podeljene.</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>bez poena</translation>
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
            <translation>Pravila igre %1</translation>
        </message>
    </context>
    <context>
        <name>SeatCard</name>
        <message>
            <source>Seat %1: %2, %3 points</source>
            <translation>Mesto %1: %2, poeni: %3</translation>
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
            <source>Some settings could not be read and were set back to their defaults: %1.</source>
            <extracomment>the settings group; "animation" stays where the window has always kept it</extracomment>
            <translation>Neka podešavanja nisu mogla da se pročitaju i vraćena su na podrazumevane vrednosti: %1.</translation>
        </message>
        <message>
            <source>The last game in the settings could not be read: a new game starts.</source>
            <translation>Poslednja igra iz podešavanja nije mogla da se pročita: počinje nova igra.</translation>
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
            <translation>Isključeno</translation>
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
            <source>&amp;Theme:</source>
            <translation>&amp;Tema:</translation>
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
            <translation>&amp;Boje pločica:</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Zvuk</translation>
        </message>
        <message>
            <source>Show the &amp;Hint button</source>
            <translation>Prikaži dugme Po&amp;moć</translation>
        </message>
        <message>
            <source>C&amp;oach: comment on my moves</source>
            <translation>&amp;Trener: komentariši moje poteze</translation>
        </message>
        <message>
            <source>The think time applies to the Expert level and to hints.</source>
            <translation>Vreme razmišljanja važi za nivo Stručnjak i za Pomoć.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>The statistics file was damaged (%1): the statistics start again from zero; the old file was kept as %2.</source>
            <extracomment>set when a damaged file was replaced by empty statistics (and kept as a backup)</extracomment>
            <translation>Datoteka statistike je bila oštećena (%1): statistika počinje od nule; stara datoteka je sačuvana kao %2.</translation>
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
            <translation>Nerešeno</translation>
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
            <translation>Niz (najbolji)</translation>
        </message>
        <message>
            <source>No finished games against the computer yet.</source>
            <translation>Još nema završenih igara protiv računara.</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>&amp;Poništi statistiku…</translation>
        </message>
        <message>
            <source>%1 won</source>
            <translation>%1 dobijeno</translation>
        </message>
        <message>
            <source>%1 lost</source>
            <translation>%1 izgubljeno</translation>
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
            <translation>Zaboraviti sve igre u statistici? Ovo ne može da se opozove.</translation>
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
            <source>Close</source>
            <translation>Zatvori</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>Sledeća &amp;partija</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Learn Holomino</source>
            <extracomment>id -&gt; English source (``QT_TRANSLATE_NOOP`` is typed ``object`` in PySide6's stubs)</extracomment>
            <translation>Naučite Holomino</translation>
        </message>
        <message>
            <source>Learn Triominos</source>
            <translation>Naučite Triominos</translation>
        </message>
        <message>
            <source>Learn Hexadomino</source>
            <translation>Naučite Hexadomino</translation>
        </message>
        <message>
            <source>Learn square domino</source>
            <translation>Naučite kvadratni domino</translation>
        </message>
        <message>
            <source>Learn Holandski domino</source>
            <translation>Naučite Holandski domino</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Pločice</translation>
        </message>
        <message>
            <source>Every Holomino tile is a hexagon with three numbers and three round bites. You hold your tiles in the rack below the board. Click a tile in your rack, then click one of the highlighted places next to the start tile.</source>
            <translation>Svaka Holomino pločica je šestougao sa tri broja i tri okrugla isečka. Vaše pločice su ispod table. Kliknite na pločicu, pa na jedno od označenih mesta pored početne pločice.</translation>
        </message>
        <message>
            <source>Choose any tile that lights up places on the board, then click a place.</source>
            <translation>Izaberite pločicu za koju se na tabli označe mesta, pa kliknite na jedno.</translation>
        </message>
        <message>
            <source>Well done! Where two tiles touch, the numbers at their shared corners are the same.</source>
            <translation>Odlično! Gde se dve pločice dodiruju, brojevi u zajedničkim uglovima su isti.</translation>
        </message>
        <message>
            <source>Matching corners</source>
            <translation>Uglovi koji se slažu</translation>
        </message>
        <message>
            <source>A tile may only go where every corner it touches shows the same number. Place the marked tile: it fits in very few places. You never have to turn it yourself — the program turns it the only way that fits.</source>
            <translation>Pločica sme samo tamo gde svaki ugao koji dodiruje ima isti broj. Postavite označenu pločicu: odgovara na vrlo malo mesta. Nikad ne morate sami da je okrećete — program je postavlja u jedini položaj koji odgovara.</translation>
        </message>
        <message>
            <source>Use the marked tile. Only the highlighted places have matching numbers for it.</source>
            <translation>Koristite označenu pločicu. Samo označena mesta imaju odgovarajuće brojeve za nju.</translation>
        </message>
        <message>
            <source>Right. The tile was turned for you so that all touching corners match.</source>
            <translation>Tačno. Pločica je okrenuta tako da se svi uglovi koji se dodiruju slažu.</translation>
        </message>
        <message>
            <source>Closing a hole</source>
            <translation>Zatvaranje rupe</translation>
        </message>
        <message>
            <source>Three bites that meet make a round hole. When your tile closes a hole you score the three numbers around it. Close a hole now.</source>
            <translation>Tri isečka koja se sastaju čine okruglu rupu. Kad vaša pločica zatvori rupu, dobijate tri broja oko nje. Zatvorite sada rupu.</translation>
        </message>
        <message>
            <source>Look for a gap where two tiles already have their bites next to each other, and fill it.</source>
            <translation>Potražite prazninu gde dve pločice već imaju isečke jedan do drugog i popunite je.</translation>
        </message>
        <message>
            <source>You closed a hole and scored the sum of the three numbers around it.</source>
            <translation>Zatvorili ste rupu i dobili zbir tri broja oko nje.</translation>
        </message>
        <message>
            <source>Two holes at once</source>
            <translation>Dve rupe odjednom</translation>
        </message>
        <message>
            <source>A tile can close two or three holes in one move. Then the holes are added and multiplied by their number: two holes count double, three count triple. Find the move that closes two holes.</source>
            <translation>Pločica može jednim potezom da zatvori dve ili tri rupe. Tada se rupe sabiraju i množe njihovim brojem: dve rupe se računaju dvostruko, tri trostruko. Nađite potez koji zatvara dve rupe.</translation>
        </message>
        <message>
            <source>One empty place has bites on two sides. Fill that one.</source>
            <translation>Jedno prazno mesto ima isečke sa dve strane. Popunite njega.</translation>
        </message>
        <message>
            <source>Excellent: two holes, added and then doubled.</source>
            <translation>Izvrsno: dve rupe, sabrane pa udvostručene.</translation>
        </message>
        <message>
            <source>When nothing fits</source>
            <translation>Kad ništa ne odgovara</translation>
        </message>
        <message>
            <source>Before each turn you draw a tile, so you hold up to four. Sometimes none of them fits: then you give one back to the sack and your turn is over. Select a tile and press the button to return it.</source>
            <translation>Pre svakog poteza uzimate pločicu, pa ih imate do četiri. Ponekad nijedna ne odgovara: tada jednu vraćate u vreću i preskačete potez. Izaberite pločicu i pritisnite dugme da je vratite.</translation>
        </message>
        <message>
            <source>Select a tile in your rack, then press the return button beside the rack.</source>
            <translation>Izaberite pločicu, pa pritisnite dugme za vraćanje pored pločica.</translation>
        </message>
        <message>
            <source>Returned. If both players have to return a tile one after the other, the game ends.</source>
            <translation>Vraćeno. Ako oba igrača jedan za drugim moraju da vrate pločicu, igra se završava.</translation>
        </message>
        <message>
            <source>The end of the game</source>
            <translation>Kraj igre</translation>
        </message>
        <message>
            <source>The sack is empty and this is your last tile. The game ends when a player has no tiles left. Place it.</source>
            <translation>Vreća je prazna, a ovo je vaša poslednja pločica. Igra se završava kad igrač ostane bez pločica. Postavite je.</translation>
        </message>
        <message>
            <source>Select your last tile and click any highlighted place.</source>
            <translation>Izaberite poslednju pločicu i kliknite na bilo koje označeno mesto.</translation>
        </message>
        <message>
            <source>The game is over: the higher score wins. Close the summary to go on.</source>
            <translation>Igra je završena: pobeđuje veći rezultat. Zatvorite pregled da nastavite.</translation>
        </message>
        <message>
            <source>A little strategy</source>
            <translation>Malo strategije</translation>
        </message>
        <message>
            <source>Tip: before you place, compare the holes you can close — big numbers around a hole mean big points. Find the move that scores the most here.</source>
            <translation>Savet: pre postavljanja uporedite rupe koje možete da zatvorite — veliki brojevi oko rupe znače mnogo poena. Nađite ovde potez koji donosi najviše.</translation>
        </message>
        <message>
            <source>Another move closes a hole with larger numbers around it.</source>
            <translation>Drugi potez zatvara rupu sa većim brojevima oko nje.</translation>
        </message>
        <message>
            <source>That is the best move. Also watch out: a hole that is almost closed is a gift for the next player.</source>
            <translation>To je najbolji potez. Pazite i na ovo: skoro zatvorena rupa je poklon za sledećeg igrača.</translation>
        </message>
        <message>
            <source>Your first game</source>
            <translation>Vaša prva igra</translation>
        </message>
        <message>
            <source>Now play a real game against the Beginner. Each turn the Hint shows a good move — you may follow it or choose your own. Make a few moves to finish the tutorial.</source>
            <translation>Sada odigrajte pravu igru protiv Početnika. U svakom potezu Pomoć pokazuje dobar potez — možete ga odigrati ili izabrati svoj. Odigrajte nekoliko poteza da završite lekciju.</translation>
        </message>
        <message>
            <source>You know the game now! Play on to the end, or start a new game.</source>
            <translation>Sada znate igru! Igrajte do kraja ili počnite novu igru.</translation>
        </message>
        <message>
            <source>Tiles and matching</source>
            <translation>Pločice i slaganje</translation>
        </message>
        <message>
            <source>A Triominos tile is a triangle with a number from 0 to 5 at each corner. A new tile shares a whole side with the table, and every corner it touches must show the same number. Place a tile: you score the sum of its three numbers.</source>
            <translation>Triominos pločica je trougao sa brojem od 0 do 5 u svakom uglu. Nova pločica deli celu stranu sa rasporedom, a svaki ugao koji dodiruje mora imati isti broj. Postavite pločicu: dobijate zbir njena tri broja.</translation>
        </message>
        <message>
            <source>Choose a tile that lights up a place, then click the place. The program turns the tile for you; if several turns fit, R or the wheel changes it.</source>
            <translation>Izaberite pločicu za koju se označi mesto, pa kliknite na njega. Program okreće pločicu umesto vas; ako odgovara više okreta, menja ih R ili točkić miša.</translation>
        </message>
        <message>
            <source>Good: a placed tile scores the sum of its three numbers.</source>
            <translation>Dobro: postavljena pločica donosi zbir svoja tri broja.</translation>
        </message>
        <message>
            <source>The bridge: +40</source>
            <translation>Most: +40</translation>
        </message>
        <message>
            <source>A bridge is a tile that matches one side of the table and, with its opposite corner, just touches another tile. It earns 40 extra points. Build the bridge.</source>
            <translation>Most je pločica koja jednom stranom odgovara rasporedu, a suprotnim uglom tek dodiruje drugu pločicu. Donosi 40 dodatnih poena. Napravite most.</translation>
        </message>
        <message>
            <source>Look for a gap where a tile can lean on one side and reach across to a lone corner.</source>
            <translation>Potražite prazninu gde pločica može da se osloni na jednu stranu i uglom dosegne usamljeni ugao.</translation>
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
            <translation>Šest pločica oko jedne tačke čini šestougao. Pločica koja ga dovršava donosi 50 dodatnih poena (šestougao uz drugi: 60, tri: 70). Dovršite šestougao.</translation>
        </message>
        <message>
            <source>Find the corner that already has five tiles around it.</source>
            <translation>Nađite tačku oko koje već leži pet pločica.</translation>
        </message>
        <message>
            <source>A hexagon: its sum plus 50.</source>
            <translation>Šestougao: zbir plus 50.</translation>
        </message>
        <message>
            <source>Drawing costs points</source>
            <translation>Uzimanje košta poene</translation>
        </message>
        <message>
            <source>None of your tiles fits. Draw a tile from the pool: each draw costs 5 points, and you may draw up to three times. After three draws without a fit you lose 10 more and pass.</source>
            <translation>Nijedna vaša pločica ne odgovara. Uzmite pločicu iz zalihe: svako uzimanje košta 5 poena, a smete da uzmete do tri puta. Posle tri uzimanja bez pločice koja odgovara gubite još 10 i preskačete.</translation>
        </message>
        <message>
            <source>Press the draw button beside the rack.</source>
            <translation>Pritisnite dugme za uzimanje pored stalka.</translation>
        </message>
        <message>
            <source>You drew a tile and lost 5 points. If it fits, you may place it now.</source>
            <translation>Uzeli ste pločicu i izgubili 5 poena. Ako odgovara, sada smete da je postavite.</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Izlazak</translation>
        </message>
        <message>
            <source>This is your last tile. Whoever places his last tile ends the round and scores 25 plus the numbers left on the other racks. Place it!</source>
            <translation>Ovo je vaša poslednja pločica. Ko postavi poslednju pločicu, završava partiju i dobija 25 plus brojeve preostale na ostalim stalcima. Postavite je!</translation>
        </message>
        <message>
            <source>Select your last tile and click its highlighted place.</source>
            <translation>Izaberite poslednju pločicu i kliknite na njeno označeno mesto.</translation>
        </message>
        <message>
            <source>Round over! Scores carry over: when someone passes 400 points, that round is the last one and the highest total wins the match.</source>
            <translation>Kraj partije! Poeni se prenose: kad neko pređe 400 poena, ta partija je poslednja, a meč dobija najveći ukupni zbir.</translation>
        </message>
        <message>
            <source>Tip: high tiles score more, and they cost you if they are still on your rack when someone goes out. Play the move that scores the most here.</source>
            <translation>Savet: visoke pločice donose više, a koštaju vas ako su još na stalku kad neko izađe. Odigrajte ovde potez koji donosi najviše.</translation>
        </message>
        <message>
            <source>Compare the sums: another tile with higher numbers fits too.</source>
            <translation>Uporedite zbirove: odgovara i druga pločica sa većim brojevima.</translation>
        </message>
        <message>
            <source>Right: get rid of your big tiles while they fit.</source>
            <translation>Tačno: rešite se visokih pločica dok odgovaraju.</translation>
        </message>
        <message>
            <source>Now play against the Beginner. Each turn the Hint shows a good move. Make a few moves to finish the tutorial.</source>
            <translation>Sada igrajte protiv Početnika. U svakom potezu Pomoć pokazuje dobar potez. Odigrajte nekoliko poteza da završite lekciju.</translation>
        </message>
        <message>
            <source>You know the game now! Play on, or start a new game.</source>
            <translation>Sada znate igru! Igrajte dalje ili počnite novu igru.</translation>
        </message>
        <message>
            <source>The stones</source>
            <translation>Kamenovi</translation>
        </message>
        <message>
            <source>A Hexadomino stone is a hexagon with six fields; a field has 1 to 5 pips or is empty. Where two stones touch, the facing fields must be equal, and at least one contact must be pips against pips. Place any stone next to the start stone.</source>
            <translation>Hexadomino kamen je šestougao sa šest polja; polje ima od 1 do 5 tačkica ili je prazno. Gde se dva kamena dodiruju, naspramna polja moraju biti jednaka, a bar jedan dodir mora biti tačkice na tačkice. Postavite bilo koji kamen pored početnog kamena.</translation>
        </message>
        <message>
            <source>Choose a stone that lights up places, then click one. The program turns it for you.</source>
            <translation>Izaberite kamen za koji se označe mesta, pa kliknite na jedno. Program ga okreće umesto vas.</translation>
        </message>
        <message>
            <source>Placed. A stone touching only one side scores nothing — the points come from touching several.</source>
            <translation>Postavljeno. Kamen koji dodiruje samo jednom stranom ne donosi ništa — poeni dolaze od dodira sa više strana.</translation>
        </message>
        <message>
            <source>Counting sides</source>
            <translation>Brojanje strana</translation>
        </message>
        <message>
            <source>A placed stone scores by how many of its sides touch stones: 2 sides 2 points, 3 sides 3, 4 sides 6, 5 sides 10, all 6 sides 20. Place a stone that touches two stones.</source>
            <translation>Postavljeni kamen donosi poene prema broju strana koje dodiruju kamenove: 2 strane 2 poena, 3 strane 3, 4 strane 6, 5 strana 10, svih 6 strana 20. Postavite kamen koji dodiruje dva kamena.</translation>
        </message>
        <message>
            <source>Look for a nook between two stones and fill it.</source>
            <translation>Potražite udubljenje između dva kamena i popunite ga.</translation>
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
            <source>No stone in your hand fits. Draw a stone from the stock; if it fits you may place it, otherwise draw once more, then pass. (After a normal move you draw one stone automatically.)</source>
            <translation>Nijedan kamen u ruci ne odgovara. Uzmite kamen iz zalihe; ako odgovara, smete da ga postavite, a ako ne, uzmite još jednom, pa preskočite. (Posle običnog poteza jedan kamen uzimate automatski.)</translation>
        </message>
        <message>
            <source>You drew a stone. Drawing costs nothing in Hexadomino, but takes time.</source>
            <translation>Uzeli ste kamen. U igri Hexadomino uzimanje ništa ne košta, ali oduzima vreme.</translation>
        </message>
        <message>
            <source>Tip: the deeper the nook, the bigger the score. Find the place that touches the most stones.</source>
            <translation>Savet: što je udubljenje dublje, to je rezultat veći. Nađite mesto koje dodiruje najviše kamenova.</translation>
        </message>
        <message>
            <source>Another place is surrounded by more stones.</source>
            <translation>Drugo mesto je okruženo sa više kamenova.</translation>
        </message>
        <message>
            <source>The best move here. Try not to leave deep nooks that your opponent can fill.</source>
            <translation>Ovde je to najbolji potez. Trudite se da ne ostavljate duboka udubljenja koja protivnik može da popuni.</translation>
        </message>
        <message>
            <source>The stock is empty and you hold your last stone. Placing it ends the game; the game also ends when nobody can place. Place it.</source>
            <translation>Zaliha je prazna, a vi imate poslednji kamen. Njegovim postavljanjem igra se završava; igra se završava i kad niko ne može da postavi kamen. Postavite ga.</translation>
        </message>
        <message>
            <source>Select your last stone and click a highlighted place.</source>
            <translation>Izaberite poslednji kamen i kliknite na označeno mesto.</translation>
        </message>
        <message>
            <source>Game over: the higher score wins; on equal scores, fewer pips in hand win.</source>
            <translation>Kraj igre: pobeđuje veći rezultat; pri istom rezultatu pobeđuje manje tačkica u ruci.</translation>
        </message>
        <message>
            <source>Squares of two dominoes</source>
            <translation>Kvadrati od dve pločice</translation>
        </message>
        <message>
            <source>You play two dominoes at a time, side by side, as a square. A square must touch the table, and on every side where it touches, its two numbers must equal the two numbers they meet. Choose a tile, click a highlighted place; R or the wheel shows the other squares that fit there.</source>
            <translation>Igrate po dve pločice odjednom, jednu uz drugu, kao kvadrat. Kvadrat mora da dodiruje raspored, a na svakoj strani na kojoj dodiruje njegova dva broja moraju biti jednaka brojevima naspram njih. Izaberite pločicu i kliknite na označeno mesto; R ili točkić miša pokazuje druge kvadrate koji tu odgovaraju.</translation>
        </message>
        <message>
            <source>Select a tile that lights up places, then click one of them.</source>
            <translation>Izaberite pločicu za koju se označe mesta, pa kliknite na jedno od njih.</translation>
        </message>
        <message>
            <source>Placed. You scored the pips of the two halves on the side that touches.</source>
            <translation>Postavljeno. Dobili ste Oka dve polovine na strani koja dodiruje.</translation>
        </message>
        <message>
            <source>More sides, more points</source>
            <translation>Više strana, više poena</translation>
        </message>
        <message>
            <source>Each side of your square that touches the table scores its two numbers. Two touching sides add up. Place a square that touches two sides, for the most points.</source>
            <translation>Svaka strana vašeg kvadrata koja dodiruje raspored donosi svoja dva broja. Dve strane se sabiraju. Postavite kvadrat koji dodiruje dve strane, za najviše poena.</translation>
        </message>
        <message>
            <source>Find the corner place that has squares on two of its sides.</source>
            <translation>Nađite ugaono mesto koje ima kvadrate sa dve strane.</translation>
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
            <translation>Nijedan vaš kvadrat nigde ne odgovara, pa morate da preskočite. Pritisnite dugme za preskakanje. Ako nijedan igrač ne može da postavi kvadrat, partija se završava (blokada).</translation>
        </message>
        <message>
            <source>Press the pass button beside the rack.</source>
            <translation>Pritisnite dugme za preskakanje pored pločica.</translation>
        </message>
        <message>
            <source>Passed: the turn goes on.</source>
            <translation>Preskočeno: igra ide dalje.</translation>
        </message>
        <message>
            <source>Tip: at the end of a round the pips left in your hand count against you. When several squares score the same, lay the heaviest tiles. Find the best square here: top points, heaviest tiles.</source>
            <translation>Savet: na kraju partije Oka preostala u ruci računaju se protiv vas. Kad više kvadrata donosi isto, postavite najteže pločice. Nađite ovde najbolji kvadrat: najviše poena, najteže pločice.</translation>
        </message>
        <message>
            <source>Look for the place that scores the most, then use your heaviest tiles that fit there.</source>
            <translation>Potražite mesto koje donosi najviše, pa tamo upotrebite najteže pločice koje odgovaraju.</translation>
        </message>
        <message>
            <source>Right: the same points, and twenty pips fewer in your hand.</source>
            <translation>Tačno: isto poena, a dvadeset Oka manje u ruci.</translation>
        </message>
        <message>
            <source>The end of the round</source>
            <translation>Kraj partije</translation>
        </message>
        <message>
            <source>These are your last two tiles. The round ends when a player has placed all his tiles; everyone then loses the pips left in his hand. Place your last square.</source>
            <translation>Ovo su vaše poslednje dve pločice. Partija se završava kad igrač postavi sve pločice; tada svako gubi Oka koja su mu ostala u ruci. Postavite poslednji kvadrat.</translation>
        </message>
        <message>
            <source>Select a tile and click the highlighted place.</source>
            <translation>Izaberite pločicu i kliknite na označeno mesto.</translation>
        </message>
        <message>
            <source>Round over. Rounds go on until someone has 100 points; the higher total wins.</source>
            <translation>Kraj partije. Igra se dok neko ne skupi 100 poena; pobeđuje veći zbir.</translation>
        </message>
        <message>
            <source>The spinner</source>
            <translation>Početni Duplet</translation>
        </message>
        <message>
            <source>Holandski domino is played with a double-nine set. A round opens with a double, the spinner. Place your double in the middle.</source>
            <translation>Holandski domino se igra kompletom „9x9“. Partija počinje Dupletom. Postavite svoj Duplet u sredinu.</translation>
        </message>
        <message>
            <source>Select the double (both halves equal) and click the middle of the table.</source>
            <translation>Izaberite Duplet (obe polovine iste) i kliknite na sredinu stola.</translation>
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
            <translation>Naredne četiri pločice idu na četiri strane Dupleta, svaka sa njegovim brojem. Tek tada krakovi rastu na krajevima. Popunite praznu stranu.</translation>
        </message>
        <message>
            <source>A free side of the spinner needs a tile with the spinner's number.</source>
            <translation>Slobodna strana Dupleta traži pločicu sa brojem Dupleta.</translation>
        </message>
        <message>
            <source>One more arm has started.</source>
            <translation>Počeo je još jedan krak.</translation>
        </message>
        <message>
            <source>Buying</source>
            <translation>Kupovanje</translation>
        </message>
        <message>
            <source>Before you play you may buy up to two tiles from the boneyard — even when you could play. Here nothing fits, so you must buy. Press the buy button.</source>
            <translation>Pre nego što odigrate, smete da kupite do dve pločice — čak i kad imate šta da igrate. Ovde ništa ne odgovara, pa morate da kupujete. Pritisnite dugme za kupovinu.</translation>
        </message>
        <message>
            <source>Press the buy button beside the rack.</source>
            <translation>Pritisnite dugme za kupovinu pored pločica.</translation>
        </message>
        <message>
            <source>Bought. If the tile fits you must place it; after two buys without a fit you pass.</source>
            <translation>Kupljeno. Ako pločica odgovara, morate da je odigrate; posle dve kupovine bez pločice koja odgovara preskačete.</translation>
        </message>
        <message>
            <source>Tip: if the table gets blocked, the player with the most pips loses. So play your heavy tiles first. Play the heaviest tile that fits.</source>
            <translation>Savet: ako se igra zatvori, gubi igrač sa najviše Oka. Zato prvo igrajte teške pločice. Odigrajte najtežu pločicu koja odgovara.</translation>
        </message>
        <message>
            <source>Count the pips: another tile that fits is heavier.</source>
            <translation>Prebrojte Oka: druga pločica koja odgovara je teža.</translation>
        </message>
        <message>
            <source>Right: fewer pips in hand, less danger.</source>
            <translation>Tačno: manje Oka u Handu, manja opasnost.</translation>
        </message>
        <message>
            <source>Leaving the round</source>
            <translation>Izlazak iz partije</translation>
        </message>
        <message>
            <source>This is your last tile. A player who places his last tile leaves the round safely; the last player still holding tiles loses the round and gets a kružić (a circle). Place it.</source>
            <translation>Ovo je vaša poslednja pločica. Ko odigra poslednju pločicu, bezbedno izlazi iz partije; ko poslednji ostane sa pločicama u Handu, gubi partiju i dobija Kružić. Odigrajte je.</translation>
        </message>
        <message>
            <source>Select your last tile and click its place. If it could go on two numbers, it must go on the one played more often (keep the game open).</source>
            <translation>Izaberite poslednju pločicu i kliknite na njeno mesto. Ako može na dva broja, mora na onaj koji je više puta igran (ostavite otvorenu igru).</translation>
        </message>
        <message>
            <source>You are out; your opponent gets a kružić. Five kružići and a player is out of the match — the last one left wins.</source>
            <translation>Izašli ste; protivnik dobija Kružić. Sa pet Kružića igrač ispada iz igre — pobeđuje poslednji koji ostane.</translation>
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
            <source>Instruction</source>
            <translation>Uputstvo</translation>
        </message>
        <message>
            <source>Feedback</source>
            <translation>Povratna informacija</translation>
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
            <translation>Počni ovaj korak ponovo od njegove pozicije</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Pokaži mi</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <translation>Izaberi pločicu i pokaži traženo mesto</translation>
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
            <source>Learn %1</source>
            <translation>Nauči %1</translation>
        </message>
        <message>
            <source>New to %1? Try the tutorial</source>
            <translation>Prvi put igrate %1? Probajte lekciju</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vi</translation>
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
            <translation>Ne baš: taj potez je dozvoljen, ali ne pripada ovom koraku.</translation>
        </message>
        <message>
            <source>Not quite. That move would give you %1.</source>
            <translation>Ne baš. Taj potez bi vam doneo %1.</translation>
        </message>
        <message>
            <source>The move asked for gives %1.</source>
            <translation>Traženi potez donosi %1.</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <translation>Evo poteza: označen je na tabli. Kliknite na njega.</translation>
        </message>
        <message>
            <source>%1 points</source>
            <translation>poeni: %1</translation>
        </message>
        <message>
            <source>%1 points (%2)</source>
            <translation>poeni: %1 (%2)</translation>
        </message>
        <message>
            <source>Good. %1 more moves to go.</source>
            <translation>Dobro. Preostalo poteza: %1.</translation>
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
            <translation>Završili ste ovu lekciju.</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>Holandski domino</source>
            <translation>Holandski domino</translation>
        </message>
        <message>
            <source>Set: double-nine or double-eight</source>
            <translation>Komplet: 9x9 ili 8x8</translation>
        </message>
        <message>
            <source>top</source>
            <translation>gore</translation>
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
            <translation>dole</translation>
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
            <source>Subtract pips left in hand at the end</source>
            <translation>Na kraju oduzmi tačkice preostale u ruci</translation>
        </message>
        <message>
            <source>Holomino</source>
            <translation>Holomino</translation>
        </message>
        <message>
            <source>Scoring of several holes</source>
            <translation>Bodovanje više rupa</translation>
        </message>
        <message>
            <source>Domino kwadratowe</source>
            <translation>Kvadratni domino</translation>
        </message>
        <message>
            <source>Domino sets: 2 (standard) or 1 (variant)</source>
            <translation>Kompleti domina: 2 (standardno) ili 1 (varijanta)</translation>
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
            <translation>otvaranje trojkom</translation>
        </message>
        <message>
            <source>Triominos</source>
            <translation>Triominos</translation>
        </message>
        <message>
            <source>Classic opening (highest triple)</source>
            <translation>Klasično otvaranje (najviša trojka)</translation>
        </message>
        <message>
            <source>Blocked round: lowest rack scores</source>
            <translation>Zatvorena partija: boduje najniža ruka</translation>
        </message>
        <message>
            <source>sum</source>
            <translation>zbir</translation>
        </message>
        <message>
            <source>product</source>
            <translation>proizvod</translation>
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
            <source>hand empty</source>
            <translation>prazna ruka</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <translation>
                <numerusform>−%n oko ostalo u ruci</numerusform>
                <numerusform>−%n oka ostala u ruci</numerusform>
                <numerusform>−%n oka ostalo u ruci</numerusform>
            </translation>
        </message>
        <message>
            <source>right</source>
            <translation>desno</translation>
        </message>
        <message>
            <source>left</source>
            <translation>levo</translation>
        </message>
        <message>
            <source>%1 %2+%3</source>
            <translation>%1 %2+%3</translation>
        </message>
        <message>
            <source>%1 = %2</source>
            <translation>%1 = %2</translation>
        </message>
        <message>
            <source>−1 kružić: last player holding tiles</source>
            <translation>−1 Kružić: poslednji sa pločicama u Handu</translation>
        </message>
        <message>
            <source>−1 kružić: blocked round, most pips (%1)</source>
            <translation>−1 Kružić: zatvorena igra, najviše Oka (%1)</translation>
        </message>
        <message>
            <source>−1 kružić: blocked round, most pips (%1) and more tiles (%2)</source>
            <translation>−1 Kružić: zatvorena igra, najviše Oka (%1) i više pločica (%2)</translation>
        </message>
        <message>
            <source>%1 + %2 %3</source>
            <translation>%1 + %2 %3</translation>
        </message>
        <message>
            <source>−%1 draw</source>
            <translation>−%1 uzimanje</translation>
        </message>
        <message>
            <source>−%1 three draws, nothing placed</source>
            <translation>−%1 tri uzimanja, ništa postavljeno</translation>
        </message>
        <message>
            <source>+%1 going out</source>
            <translation>+%1 za izlazak</translation>
        </message>
        <message>
            <source>+%1 opponents' racks</source>
            <translation>+%1 iz ruku protivnika</translation>
        </message>
        <message>
            <source>−%1 own rack</source>
            <translation>−%1 sopstvena ruka</translation>
        </message>
        <message>
            <source>+%1 others' racks (lowest rack)</source>
            <translation>+%1 iz ruku ostalih (najniža ruka)</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>dalje</translation>
        </message>
        <message>
            <source>draw</source>
            <translation>uzimanje</translation>
        </message>
        <message>
            <source>buy</source>
            <translation>kupovina</translation>
        </message>
        <message>
            <source>return %1</source>
            <translation>vraćanje %1</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Igra je završena.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <translation>Pločica %1 nije u vašoj ruci.</translation>
        </message>
        <message>
            <source>Place %1 is already taken.</source>
            <translation>Mesto %1 je već zauzeto.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <translation>To mesto je predaleko od talona.</translation>
        </message>
        <message>
            <source>Place %1 does not touch the layout.</source>
            <translation>Mesto %1 ne dodiruje talon.</translation>
        </message>
        <message>
            <source>A tile at %1 would make the layout larger than %2 × %2.</source>
            <translation>Pločica na %1 bi napravila talon veći od %2 × %2.</translation>
        </message>
        <message>
            <source>Place %1 is blocked: its neighbours need two different numbers at one corner.</source>
            <translation>Mesto %1 je blokirano: susedi traže dva različita broja u jednom uglu.</translation>
        </message>
        <message>
            <source>Tile %1 does not fit at %2: the touching corners do not match.</source>
            <translation>Pločica %1 ne odgovara na %2: uglovi koji se dodiruju nisu isti.</translation>
        </message>
        <message>
            <source>Tile %1 fits at %2 only in another rotation.</source>
            <translation>Pločica %1 odgovara na %2 samo u drugom okretu.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <translation>Jedna vaša pločica odgovara, pa morate da je postavite.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <translation>Još ne smete da preskočite: prvo uzmite iz zalihe.</translation>
        </message>
        <message>
            <source>No tile fits, so you must buy first.</source>
            <translation>Nijedna pločica ne odgovara, pa prvo morate da kupujete.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <translation>Zaliha je prazna.</translation>
        </message>
        <message>
            <source>The pool is empty.</source>
            <translation>Nema više pločica za uzimanje.</translation>
        </message>
        <message>
            <source>You have drawn twice this turn: now you must pass.</source>
            <translation>U ovom potezu ste već dvaput uzeli: sada morate da preskočite.</translation>
        </message>
        <message>
            <source>You have drawn three tiles this turn: place a tile or pass (−10).</source>
            <translation>U ovom potezu ste uzeli tri pločice: postavite pločicu ili preskočite (−10).</translation>
        </message>
        <message>
            <source>You have already bought %1 tiles this turn: lay a tile or pass.</source>
            <translation>U ovom potezu ste već kupili %1 pločice: odigrajte pločicu ili preskočite.</translation>
        </message>
        <message>
            <source>That rotation looks the same as another one.</source>
            <translation>Taj okret izgleda isto kao neki drugi.</translation>
        </message>
        <message>
            <source>The new square does not match the square it touches at %1.</source>
            <translation>Novi kvadrat ne odgovara kvadratu koji dodiruje na %1.</translation>
        </message>
        <message>
            <source>The start square must be completed first.</source>
            <translation>Prvo mora da se dovrši početni kvadrat.</translation>
        </message>
        <message>
            <source>The start tile is already on the table.</source>
            <translation>Početna pločica je već na stolu.</translation>
        </message>
        <message>
            <source>A square needs two different tiles.</source>
            <translation>Kvadrat traži dve različite pločice.</translation>
        </message>
        <message>
            <source>Only the second player completes the start square, right after the start tile.</source>
            <translation>Početni kvadrat dovršava samo drugi igrač, odmah posle početne pločice.</translation>
        </message>
        <message>
            <source>%1 does not match the open end of arm %2.</source>
            <translation>%1 ne odgovara otvorenom kraju kraka %2.</translation>
        </message>
        <message>
            <source>The first tile of a round must be a Duplet, not %1.</source>
            <translation>Prva pločica partije mora biti Duplet, a ne %1.</translation>
        </message>
        <message>
            <source>The opening Duplet goes in the centre.</source>
            <translation>Početni Duplet ide u sredinu.</translation>
        </message>
        <message>
            <source>The spinner is already on the table: lay on an arm.</source>
            <translation>Početni Duplet je već na talonu: igrajte na krak.</translation>
        </message>
        <message>
            <source>Fill the four sides of the spinner first: side %1 already has a tile.</source>
            <translation>Prvo popunite četiri strane Dupleta: strana %1 već ima pločicu.</translation>
        </message>
        <message>
            <source>A tile beside the spinner must show a %1; %2 does not.</source>
            <translation>Pločica uz početni Duplet mora imati %1; %2 nema.</translation>
        </message>
        <message>
            <source>Keep the game open: your last tile %1 must go on a %2.</source>
            <translation>Ostavite otvorenu igru: vaša poslednja pločica %1 mora na %2.</translation>
        </message>
        <message>
            <source>The first tile of a round goes in the middle.</source>
            <translation>Prva pločica partije ide u sredinu.</translation>
        </message>
        <message>
            <source>Classic opening: you must start with your highest triple %1.</source>
            <translation>Klasično otvaranje: morate početi svojom najvišom trojkom %1.</translation>
        </message>
        <message>
            <source>The starter must place the first tile.</source>
            <translation>Igrač koji počinje mora da postavi prvu pločicu.</translation>
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
            <source>“%1” is not a tile of this game.</source>
            <translation>„%1“ nije pločica ove igre.</translation>
        </message>
        <message>
            <source>That rotation does not exist.</source>
            <translation>Takav okret ne postoji.</translation>
        </message>
    </context>
</TS>
