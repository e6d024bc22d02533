<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
    <context>
        <name>Board</name>
        <message>
            <source>This game's board cannot be drawn yet: use the move buttons.</source>
            <extracomment>the cells of a fixed board window (Holomino's 12 × 12, the 6 × 6 square board) plain words drawn on the table where a tile's shadow falls (scene units: the light comes from the top left) one colour per number 0..9 (pips and corner numbers) a table with up to this many tiles is shown centred on them the longest a tile travels from the mover's seat to its place (ms), whatever the speed how long a score pop-up stays (ms): long enough to read, short enough not to linger per tile outline: its face brush and its bevel's rim (stroking curves is the costly part of painting a tile, so each outline is stroked once, not on every cache refill) racks visible to every seat (Holomino): no hand-over screen, seat cards show hands aspect of a rack tile (width / height) rack tiles one move may need (square domino lays two at once) scene point new tiles slide in from (set by the window: the mover's seat card) where the layer rests (a shifting board animates towards it)</extracomment>
            <translation>Planszy tej gry nie da się jeszcze narysować: użyj przycisków ruchów.</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>dutch_domino</comment>
            <translation>Kamień %1</translation>
        </message>
        <message>
            <source>out of the match</source>
            <translation>poza meczem</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>holomino</comment>
            <translation>Płytka %1</translation>
        </message>
        <message>
            <source>rotation %1</source>
            <translation>obrót %1</translation>
        </message>
        <message>
            <source>Scoring: several holes are multiplied</source>
            <translation>Punktacja: wartości kilku dziur mnoży się przez siebie</translation>
        </message>
        <message>
            <source>Scoring: several holes are added, × their number</source>
            <translation>Punktacja: wartości kilku dziur dodaje się i mnoży przez ich liczbę</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>square_domino</comment>
            <translation>Kamień %1</translation>
        </message>
        <message>
            <source>%1 with %2</source>
            <translation>%1 i %2</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>triominos</comment>
            <extracomment>gold outlines of the completed hexagons, by hexagon</extracomment>
            <translation>Kamień %1</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kółka: %1</translation>
        </message>
        <message>
            <source>safe this round</source>
            <comment>dutch_domino</comment>
            <translation>w tej partii bez kółka</translation>
        </message>
        <message>
            <source>Pips in hand: %1</source>
            <comment>dutch_domino</comment>
            <translation>Suma oczek w ręce: %1</translation>
        </message>
        <message>
            <source>pips in hand</source>
            <comment>dutch_domino</comment>
            <translation>suma oczek w ręce</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <comment>dutch_domino</comment>
            <translation>Dobierz kamień</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n kružići put a player out</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Partia %1 · kto ma %n kółko, odpada</numerusform>
                <numerusform>Partia %1 · kto ma %n kółka, odpada</numerusform>
                <numerusform>Partia %1 · kto ma %n kółek, odpada</numerusform>
            </translation>
        </message>
        <message>
            <source>Tiles bought this turn: %1 of 2</source>
            <comment>dutch_domino</comment>
            <translation>Dobrane w tej kolejce: %1 z 2</translation>
        </message>
        <message>
            <source>Stone %1, pips from the top, clockwise</source>
            <comment>hexadomino</comment>
            <extracomment>dot offsets (in units of SPREAD) for 1..5 pips a stone in the hand by what its player sees: its pips, from the top, clockwise</extracomment>
            <translation>Kamień %1 (oczka od góry, zgodnie z ruchem wskazówek zegara)</translation>
        </message>
        <message>
            <source>Stone %1</source>
            <comment>hexadomino</comment>
            <extracomment>a stone in a row of the move log, by its pips as the row's picture shows them</extracomment>
            <translation>Kamień %1</translation>
        </message>
        <message>
            <source>Draw a stone</source>
            <comment>hexadomino</comment>
            <translation>Dobierz kamień</translation>
        </message>
        <message>
            <source>Stones drawn this turn: %1 of 2</source>
            <comment>hexadomino</comment>
            <translation>Dobrane w tej kolejce: %1 z 2</translation>
        </message>
        <message>
            <source>Blocked: no tile still in play fits here</source>
            <comment>holomino</comment>
            <translation>Zablokowane: nie pasuje tu żadna płytka, która jest jeszcze w grze</translation>
        </message>
        <message>
            <source>Return tile and pass</source>
            <comment>holomino</comment>
            <translation>Oddaj płytkę (pas)</translation>
        </message>
        <message>
            <source>A square takes two tiles: select a second one to choose its partner, or let R and the wheel show the squares that fit.</source>
            <comment>square_domino</comment>
            <translation>Kwadrat to dwa kamienie: wybierz drugi do pary albo przeglądaj pasujące kwadraty klawiszem R lub kółkiem myszy.</translation>
        </message>
        <message>
            <source>Round %1 · the totals were equal after round %2: play on until they differ</source>
            <comment>square_domino</comment>
            <translation>Partia %1 · po partii %2 sumy były równe: gra się dalej, aż będą różne</translation>
        </message>
        <message>
            <source>Round %1 of at most %2 · the match ends when someone has 100 points</source>
            <comment>square_domino</comment>
            <translation>Partia %1 (najwyżej %2) · mecz kończy się, gdy ktoś zdobędzie co najmniej 100 punktów</translation>
        </message>
        <message>
            <source>Draw a tile (−5)</source>
            <comment>triominos</comment>
            <translation>Dobierz kamień (−5)</translation>
        </message>
        <message>
            <source>Round %1 · the match ends after a round in which someone passes 400</source>
            <comment>triominos</comment>
            <translation>Runda %1 · mecz kończy się po rundzie, w której ktoś przekroczy 400 punktów</translation>
        </message>
        <message>
            <source>Tiles drawn this turn: %1 of 3</source>
            <comment>triominos</comment>
            <translation>Dobrane w tej kolejce: %1 z 3</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>Board</source>
            <extracomment>pixels kept clear round a fitted board wheel or R on a target with several variants: +1 / -1 a rack tile (index in the rack) dropped at a scene point keyboard play: "left", "right", "up", "down", "enter", "rotate", "escape", "next_tile" says the board's name in the game's words (none before a game: "Board")</extracomment>
            <translation>Plansza</translation>
        </message>
    </context>
    <context>
        <name>ChatPanel</name>
        <message>
            <source>Table chat</source>
            <translation>Czat przy stole</translation>
        </message>
        <message>
            <source>Message to the table</source>
            <translation>Wiadomość do wszystkich przy stole</translation>
        </message>
        <message>
            <source>Say something to the table</source>
            <translation>Napisz coś do wszystkich przy stole</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Wyślij</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Rewanż</translation>
        </message>
        <message>
            <source>Play again at the same table</source>
            <translation>Zagraj jeszcze raz przy tym samym stole</translation>
        </message>
        <message>
            <source>Take your seat back</source>
            <translation>Wróć na swoje miejsce</translation>
        </message>
        <message>
            <source>%1/%2</source>
            <translation>%1/%2</translation>
        </message>
        <message>
            <source>A chat line has at most %1 characters.</source>
            <translation>Wiadomość na czacie może mieć najwyżej %1 znaków.</translation>
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
            <translation>Uwaga trenera</translation>
        </message>
        <message>
            <source>Coach: a better move was: %1 (about %2 % more chance of winning)</source>
            <translation>Trener: lepszy byłby ruch — %1 (szansa na wygraną większa o około %2%)</translation>
        </message>
        <message>
            <source>Coach: the Expert's move: %1</source>
            <translation>Trener: ruch Eksperta: %1</translation>
        </message>
        <message>
            <source>The coach's move: %1</source>
            <translation>Ruch trenera: %1</translation>
        </message>
    </context>
    <context>
        <name>Comfort</name>
        <message>
            <source>&amp;File</source>
            <extracomment>the hold that keeps play still while the (window-modal) statistics dialog is open</extracomment>
            <translation>&amp;Plik</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edycja</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Otwórz…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Zapisz</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Zapisz &amp;jako…</translation>
        </message>
        <message>
            <source>&amp;Recent files</source>
            <translation>Ostatnie p&amp;liki</translation>
        </message>
        <message>
            <source>Re&amp;play…</source>
            <translation>Po&amp;wtórka…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ponów</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Ustawienia…</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Gra</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>Po&amp;dpowiedź</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Trener</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>Dź&amp;więk</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>&amp;Statystyki…</translation>
        </message>
        <message>
            <source>The data folder cannot be used (%1): nothing will be saved.</source>
            <translation>Nie można użyć folderu danych (%1): nic nie zostanie zapisane.</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Ruch cofnięty.</translation>
        </message>
        <message>
            <source>Move played again.</source>
            <translation>Ruch zagrany ponownie.</translation>
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
                <numerusform>mecz skończył się po partii %1, bo może trwać najwyżej %n partię</numerusform>
                <numerusform>mecz skończył się po partii %1, bo może trwać najwyżej %n partie</numerusform>
                <numerusform>mecz skończył się po partii %1, bo może trwać najwyżej %n partii</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (“%2”) cannot be played: the game ended with move %3. The file goes on after the end, so it was probably saved by an older version whose rules let the game go on.</source>
            <translation>Ruchu %1 („%2”) nie można wykonać: gra skończyła się na ruchu %3. W pliku są ruchy po końcu gry, więc zapewne zapisała go starsza wersja programu, której zasady pozwalały grać dalej.</translation>
        </message>
        <message numerus="yes">
            <source>The file names %n player(s), but the game is for %1.</source>
            <translation>
                <numerusform>W pliku jest %n gracz, a ta gra wymaga %1 graczy.</numerusform>
                <numerusform>W pliku są %n gracze, a ta gra wymaga %1 graczy.</numerusform>
                <numerusform>W pliku jest %n graczy, a ta gra wymaga %1 graczy.</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (“%2”) cannot be played: %3</source>
            <extracomment>(the English reason's shape, how to say it in the current language); first match wins</extracomment>
            <translation>Ruchu %1 („%2”) nie można wykonać: %3</translation>
        </message>
        <message>
            <source>The game cannot be started: %1</source>
            <translation>Nie można rozpocząć gry: %1</translation>
        </message>
        <message>
            <source>The game's options are wrong: %1</source>
            <translation>Opcje gry są błędne: %1</translation>
        </message>
        <message>
            <source>The scores in the file (%1) differ from the replayed ones (%2).</source>
            <translation>Wyniki zapisane w pliku (%1) różnią się od wyników odtworzonej gry (%2).</translation>
        </message>
        <message>
            <source>A game file must hold one JSON object.</source>
            <translation>Plik gry musi zawierać jeden obiekt JSON.</translation>
        </message>
        <message>
            <source>This is not a Holomino Desktop game file.</source>
            <translation>To nie jest plik gry Holomino Desktop.</translation>
        </message>
        <message>
            <source>The file has no valid version number.</source>
            <translation>Plik nie ma prawidłowego numeru wersji.</translation>
        </message>
        <message>
            <source>The file was written by a newer version of the program (format %1; this one reads up to format %2).</source>
            <translation>Plik zapisała nowsza wersja programu (format %1; ta wersja czyta formaty do %2).</translation>
        </message>
        <message>
            <source>The file is for an unknown game “%1”.</source>
            <translation>Plik dotyczy nieznanej gry „%1”.</translation>
        </message>
        <message>
            <source>The moves must be a list of short texts.</source>
            <translation>Ruchy muszą być listą krótkich tekstów.</translation>
        </message>
        <message>
            <source>The reshuffles after undos must be a list of pairs: moves kept, seed.</source>
            <translation>Tasowania po cofnięciach muszą być listą par: zachowane ruchy, ziarno.</translation>
        </message>
        <message>
            <source>The reshuffle %1 is not a pair of moves kept and a seed, in order.</source>
            <translation>Tasowanie %1 nie jest parą: zachowane ruchy i ziarno, w tej kolejności.</translation>
        </message>
        <message>
            <source>The “result” entry must be a JSON object.</source>
            <translation>Pole „result” musi być obiektem JSON.</translation>
        </message>
        <message>
            <source>The file is too large to be a game file (more than %1 MB).</source>
            <translation>Plik jest za duży jak na plik gry (ponad %1 MB).</translation>
        </message>
        <message>
            <source>The file is not a text file (not UTF-8).</source>
            <translation>To nie jest plik tekstowy (nie w UTF-8).</translation>
        </message>
        <message>
            <source>The file stores a result, but its game is not finished.</source>
            <translation>Plik zawiera wynik, ale zapisana w nim gra nie jest skończona.</translation>
        </message>
        <message>
            <source>The result in the file (%1) differs from the replayed one (%2).</source>
            <translation>Wynik zapisany w pliku (%1) różni się od wyniku odtworzonej gry (%2).</translation>
        </message>
        <message>
            <source>The file's version %1 is not valid (it must be 1 or more).</source>
            <translation>Wersja pliku %1 jest nieprawidłowa (musi wynosić co najmniej 1).</translation>
        </message>
        <message>
            <source>The game's options are wrong (%1).</source>
            <translation>Opcje gry są błędne (%1).</translation>
        </message>
        <message>
            <source>The game in the file could not be saved again as it is (%1).</source>
            <translation>Gry z pliku nie da się ponownie zapisać w tej postaci (%1).</translation>
        </message>
        <message>
            <source>This is not an ordinary file (it is a folder, a device or a pipe).</source>
            <translation>To nie jest zwykły plik, lecz folder, urządzenie albo potok.</translation>
        </message>
        <message>
            <source>The game holds a text that is not valid Unicode.</source>
            <translation>Gra zawiera tekst, który nie jest poprawnym Unicode.</translation>
        </message>
        <message>
            <source>The key %1 appears twice in one JSON object.</source>
            <translation>Klucz %1 występuje dwa razy w jednym obiekcie JSON.</translation>
        </message>
        <message>
            <source>The game review in the file (“review”) must be a JSON object.</source>
            <translation>Analiza gry w pliku („review”) musi być obiektem JSON.</translation>
        </message>
        <message>
            <source>The game review in the file has version %1; this program reads version 1.</source>
            <translation>Analiza gry w pliku ma wersję %1; ten program czyta wersję 1.</translation>
        </message>
        <message>
            <source>The game review's entry “%1” is missing or has the wrong kind.</source>
            <translation>W analizie gry brakuje pola „%1” albo ma ono zły typ.</translation>
        </message>
        <message>
            <source>The game review's entry “seats” must be a list of seat numbers.</source>
            <translation>Pole „seats” analizy gry musi być listą numerów miejsc.</translation>
        </message>
        <message>
            <source>The game review's entry “moves” must be a list no longer than the game's moves.</source>
            <translation>Pole „moves” analizy gry musi być listą nie dłuższą niż lista ruchów gry.</translation>
        </message>
        <message>
            <source>Item %1 of the game review must be a JSON object with: %2.</source>
            <translation>Pozycja %1 analizy gry musi być obiektem JSON z polami: %2.</translation>
        </message>
        <message>
            <source>Item %1 of the game review has a wrong “%2”.</source>
            <translation>Pozycja %1 analizy gry ma błędne pole „%2”.</translation>
        </message>
        <message>
            <source>Item %1 of the game review does not match move %2 of the game.</source>
            <translation>Pozycja %1 analizy gry nie pasuje do ruchu %2 gry.</translation>
        </message>
        <message>
            <source>Item %1 of the game review names a seat or a verdict this review does not know.</source>
            <translation>Pozycja %1 analizy gry podaje miejsce albo ocenę, których ta analiza nie zna.</translation>
        </message>
        <message>
            <source>The file is not valid JSON: it may have been cut short.</source>
            <translation>Plik nie jest poprawnym JSON-em: możliwe, że jest ucięty.</translation>
        </message>
        <message>
            <source>The file's entries are nested too deep to be read.</source>
            <translation>Dane w pliku są zagnieżdżone zbyt głęboko, by dało się je odczytać.</translation>
        </message>
        <message>
            <source>The file holds a number too large to be read.</source>
            <translation>Plik zawiera liczbę zbyt dużą, by dało się ją odczytać.</translation>
        </message>
        <message>
            <source>The file's entries do not have the expected form.</source>
            <translation>Dane w pliku nie mają oczekiwanej postaci.</translation>
        </message>
        <message>
            <source>The file is not valid JSON (%1).</source>
            <translation>Plik nie jest poprawnym JSON-em (%1).</translation>
        </message>
        <message>
            <source>The file cannot be read (%1).</source>
            <extracomment>Python's own message when a JSON number has more digits than it converts (``sys.int_info``)</extracomment>
            <translation>Nie można odczytać pliku (%1).</translation>
        </message>
        <message>
            <source>The entry “%1” is missing from the file or has the wrong kind.</source>
            <translation>W pliku brakuje pola „%1” albo ma ono zły typ.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Każdy gracz musi mieć imię.</translation>
        </message>
        <message>
            <source>A player is “human” or “ai”, not %1.</source>
            <translation>Gracz to „human” albo „ai”, a nie %1.</translation>
        </message>
        <message>
            <source>A player's level must be a text.</source>
            <translation>Poziom gracza musi być tekstem.</translation>
        </message>
        <message>
            <source>The file is not a valid game file (%1).</source>
            <translation>To nie jest poprawny plik gry (%1).</translation>
        </message>
        <message>
            <source>The game in the file cannot be replayed (%1).</source>
            <translation>Nie można odtworzyć gry z pliku (%1).</translation>
        </message>
        <message>
            <source>The players in the file do not match the game.</source>
            <translation>Gracze w pliku nie pasują do gry.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Game in progress</source>
            <extracomment>what the save / discard / cancel question settled: nothing to ask, saved, discarded, cancelled a game file was shown: (whether its match was already over) something the player should hear about at start-up (a damaged autosave set aside) the autosave writes to the user data folder only when the program (not a test window) switches it on (``Comfort.use_data_folder``) True while the autosave must keep the game it holds (a tutorial runs: its games are not the player's game in progress) the game set aside while a tutorial runs (:meth:`set_aside`, :meth:`bring_back`) the moves of the game as last saved or opened (None: never): what is not lost</extracomment>
            <translation>Trwa gra</translation>
        </message>
        <message>
            <source>The game in progress has moves that are not saved. Save it first?</source>
            <translation>Trwająca gra ma niezapisane ruchy. Czy najpierw ją zapisać?</translation>
        </message>
        <message>
            <source>The game in progress is back.</source>
            <translation>Wracasz do przerwanej gry.</translation>
        </message>
        <message>
            <source>Holomino games (*.holomino.json);;JSON files (*.json)</source>
            <translation>Gry Holomino (*.holomino.json);;Pliki JSON (*.json)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(brak)</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Autozapis nie powiódł się: %1</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Zapisz grę</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>Nie udało się zapisać gry: %1</translation>
        </message>
        <message>
            <source>Game saved to %1.</source>
            <translation>Zapisano grę: %1.</translation>
        </message>
        <message>
            <source>Open a game</source>
            <translation>Otwórz grę</translation>
        </message>
        <message>
            <source>%1 cannot be opened: %2</source>
            <translation>Nie można otworzyć %1: %2</translation>
        </message>
        <message>
            <source>Opened %1.</source>
            <translation>Otwarto %1.</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Gracz %1</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Wznów</translation>
        </message>
        <message>
            <source>A game was in progress when the program closed. Continue it?</source>
            <translation>Przy zamknięciu programu trwała gra. Chcesz ją dokończyć?</translation>
        </message>
        <message>
            <source>The game in progress was restored.</source>
            <translation>Przywrócono przerwaną grę.</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>Powtórka gry</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>Nie można zapisać %1: %2</translation>
        </message>
    </context>
    <context>
        <name>GameWords</name>
        <message>
            <source>Your tiles — choose one</source>
            <comment>holomino</comment>
            <extracomment>a word's key -&gt; its message for the game (``n`` is the count of ``%n`` texts) games played as one game, never a match of rounds: their end is "the end of the game", with no column for a round games that count kružići, not points: a round's loser receives one (its score item counts −1 against him); the screens show them received, "+1 kružić", and count them up</extracomment>
            <translation>Twoje płytki — wybierz jedną</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>holomino</comment>
            <translation>Twoje płytki</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>holomino</comment>
            <translation>Płytki: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n płytka w ręce</numerusform>
                <numerusform>%n płytki w ręce</numerusform>
                <numerusform>%n płytek w ręce</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the sack</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n płytka w worku</numerusform>
                <numerusform>%n płytki w worku</numerusform>
                <numerusform>%n płytek w worku</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your rack.</source>
            <comment>holomino</comment>
            <translation>wybierz płytkę z ręki.</translation>
        </message>
        <message>
            <source>no tile of yours fits: use a button to the right of the rack.</source>
            <comment>holomino</comment>
            <translation>żadna z twoich płytek nie pasuje: użyj przycisku na prawo od twoich płytek.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>holomino</comment>
            <translation>Ta płytka teraz nigdzie nie pasuje: wybierz inną.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>holomino</comment>
            <translation>Jedno podświetlone miejsce dla tej płytki: kliknij je.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n podświetlone miejsce dla tej płytki: kliknij je.</numerusform>
                <numerusform>%n podświetlone miejsca dla tej płytki: kliknij jedno.</numerusform>
                <numerusform>%n podświetlonych miejsc dla tej płytki: kliknij jedno.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>holomino</comment>
            <translation>Koniec partii</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>holomino</comment>
            <translation>Partia skończona</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>holomino</comment>
            <translation>Ta partia</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>holomino</comment>
            <translation>Następna &amp;partia</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>holomino</comment>
            <translation>Kliknij, aby zobaczyć ruch na planszy</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>holomino</comment>
            <translation>Oto ruch: jest zaznaczony na planszy. Kliknij go.</translation>
        </message>
        <message>
            <source>The start tile %1</source>
            <comment>holomino</comment>
            <translation>Płytka startowa %1</translation>
        </message>
        <message>
            <source>Board</source>
            <comment>holomino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Plansza</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>holomino</comment>
            <translation>P&amp;ołóż</translation>
        </message>
        <message>
            <source>On the board, in the order laid: %1.</source>
            <comment>holomino</comment>
            <translation>Na planszy, w kolejności wykładania: %1.</translation>
        </message>
        <message>
            <source>Your rack — choose a tile</source>
            <comment>triominos</comment>
            <translation>Twoja podstawka — wybierz kamień</translation>
        </message>
        <message>
            <source>Your rack</source>
            <comment>triominos</comment>
            <translation>Twoja podstawka</translation>
        </message>
        <message>
            <source>Rack: %1</source>
            <comment>triominos</comment>
            <translation>Podstawka: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) on the rack</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n kamień na podstawce</numerusform>
                <numerusform>%n kamienie na podstawce</numerusform>
                <numerusform>%n kamieni na podstawce</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the pool</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n kamień w puli</numerusform>
                <numerusform>%n kamienie w puli</numerusform>
                <numerusform>%n kamieni w puli</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your rack.</source>
            <comment>triominos</comment>
            <translation>wybierz kamień z podstawki.</translation>
        </message>
        <message>
            <source>no tile of yours fits: use a button to the right of the rack.</source>
            <comment>triominos</comment>
            <translation>żaden z twoich kamieni nie pasuje: użyj przycisku na prawo od podstawki.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>triominos</comment>
            <translation>Ten kamień teraz nigdzie nie pasuje: wybierz inny.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>triominos</comment>
            <translation>Jedno podświetlone miejsce dla tego kamienia: kliknij je.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n podświetlone miejsce dla tego kamienia: kliknij je.</numerusform>
                <numerusform>%n podświetlone miejsca dla tego kamienia: kliknij jedno.</numerusform>
                <numerusform>%n podświetlonych miejsc dla tego kamienia: kliknij jedno.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>triominos</comment>
            <translation>Koniec rundy</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>triominos</comment>
            <translation>Runda skończona</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>triominos</comment>
            <translation>Ta runda</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>triominos</comment>
            <translation>Następna &amp;runda</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>triominos</comment>
            <translation>Kliknij, aby zobaczyć ruch na stole</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>triominos</comment>
            <translation>Oto ruch: jest zaznaczony na stole. Kliknij go.</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>triominos</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Stół</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>triominos</comment>
            <translation>P&amp;ołóż</translation>
        </message>
        <message>
            <source>On the table, in the order laid: %1.</source>
            <comment>triominos</comment>
            <translation>Na stole, w kolejności wykładania: %1.</translation>
        </message>
        <message>
            <source>Nothing is on the table yet.</source>
            <comment>triominos</comment>
            <translation>Na stole nic jeszcze nie leży.</translation>
        </message>
        <message>
            <source>Your stones — choose one</source>
            <comment>hexadomino</comment>
            <translation>Twoje kamienie — wybierz jeden</translation>
        </message>
        <message>
            <source>Your stones</source>
            <comment>hexadomino</comment>
            <translation>Twoje kamienie</translation>
        </message>
        <message>
            <source>Stones: %1</source>
            <comment>hexadomino</comment>
            <translation>Kamienie: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in hand</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n kamień w ręce</numerusform>
                <numerusform>%n kamienie w ręce</numerusform>
                <numerusform>%n kamieni w ręce</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in the stock</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n kamień w zapasie</numerusform>
                <numerusform>%n kamienie w zapasie</numerusform>
                <numerusform>%n kamieni w zapasie</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a stone from your hand.</source>
            <comment>hexadomino</comment>
            <translation>wybierz kamień z ręki.</translation>
        </message>
        <message>
            <source>no stone of yours fits: use a button to the right of your stones.</source>
            <comment>hexadomino</comment>
            <translation>żaden z twoich kamieni nie pasuje: użyj przycisku na prawo od twoich kamieni.</translation>
        </message>
        <message>
            <source>This stone fits nowhere now: choose another one.</source>
            <comment>hexadomino</comment>
            <translation>Ten kamień teraz nigdzie nie pasuje: wybierz inny.</translation>
        </message>
        <message>
            <source>One field for this stone (highlighted): click it.</source>
            <comment>hexadomino</comment>
            <translation>Jedno podświetlone miejsce dla tego kamienia: kliknij je.</translation>
        </message>
        <message numerus="yes">
            <source>%n field(s) for this stone (highlighted): click one.</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n podświetlone miejsce dla tego kamienia: kliknij je.</numerusform>
                <numerusform>%n podświetlone miejsca dla tego kamienia: kliknij jedno.</numerusform>
                <numerusform>%n podświetlonych miejsc dla tego kamienia: kliknij jedno.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>hexadomino</comment>
            <translation>Koniec partii</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>hexadomino</comment>
            <translation>Partia skończona</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>hexadomino</comment>
            <translation>Ta partia</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>hexadomino</comment>
            <translation>Następna &amp;partia</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>hexadomino</comment>
            <translation>Kliknij, aby zobaczyć ruch na planszy</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>hexadomino</comment>
            <translation>Oto ruch: jest zaznaczony na planszy. Kliknij go.</translation>
        </message>
        <message>
            <source>The start stone %1</source>
            <comment>hexadomino</comment>
            <translation>Kamień startowy %1</translation>
        </message>
        <message>
            <source>Board</source>
            <comment>hexadomino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Plansza</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>hexadomino</comment>
            <translation>P&amp;ołóż</translation>
        </message>
        <message>
            <source>On the board, in the order laid: %1.</source>
            <comment>hexadomino</comment>
            <translation>Na planszy, w kolejności wykładania: %1.</translation>
        </message>
        <message>
            <source>Your tiles — choose one</source>
            <comment>square_domino</comment>
            <translation>Twoje kamienie — wybierz jeden</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>square_domino</comment>
            <translation>Twoje kamienie</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>square_domino</comment>
            <translation>Kamienie: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n kamień w ręce</numerusform>
                <numerusform>%n kamienie w ręce</numerusform>
                <numerusform>%n kamieni w ręce</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your hand.</source>
            <comment>square_domino</comment>
            <translation>wybierz kamień z ręki.</translation>
        </message>
        <message>
            <source>no square of yours fits: use the button to the right of your tiles.</source>
            <comment>square_domino</comment>
            <translation>nie ułożysz żadnego kwadratu: użyj przycisku na prawo od twoich kamieni.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>square_domino</comment>
            <translation>Ten kamień teraz nigdzie nie pasuje: wybierz inny.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>square_domino</comment>
            <translation>Jedno podświetlone miejsce dla tego kamienia: kliknij je.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n podświetlone miejsce dla tego kamienia: kliknij je.</numerusform>
                <numerusform>%n podświetlone miejsca dla tego kamienia: kliknij jedno.</numerusform>
                <numerusform>%n podświetlonych miejsc dla tego kamienia: kliknij jedno.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>square_domino</comment>
            <translation>Koniec partii</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>square_domino</comment>
            <translation>Partia skończona</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>square_domino</comment>
            <translation>Ta partia</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>square_domino</comment>
            <translation>Następna &amp;partia</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>square_domino</comment>
            <translation>Kliknij, aby zobaczyć ruch w układzie na stole</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>square_domino</comment>
            <translation>Oto ruch: jest zaznaczony w układzie na stole. Kliknij go.</translation>
        </message>
        <message>
            <source>The start square %1</source>
            <comment>square_domino</comment>
            <translation>Kwadrat startowy %1</translation>
        </message>
        <message>
            <source>Layout</source>
            <comment>square_domino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Układ</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>square_domino</comment>
            <translation>D&amp;ołóż</translation>
        </message>
        <message>
            <source>In the layout, in the order laid: %1.</source>
            <comment>square_domino</comment>
            <translation>W układzie, w kolejności wykładania: %1.</translation>
        </message>
        <message>
            <source>Your tiles — choose one</source>
            <comment>dutch_domino</comment>
            <translation>Twoje kamienie — wybierz jeden</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>dutch_domino</comment>
            <translation>Twoje kamienie</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kamienie: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>%n kamień w ręce</numerusform>
                <numerusform>%n kamienie w ręce</numerusform>
                <numerusform>%n kamieni w ręce</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) left to buy</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Do dobrania: %n kamień</numerusform>
                <numerusform>Do dobrania: %n kamienie</numerusform>
                <numerusform>Do dobrania: %n kamieni</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your hand.</source>
            <comment>dutch_domino</comment>
            <translation>wybierz kamień z ręki.</translation>
        </message>
        <message>
            <source>no tile of yours fits the layout: buy or pass with the buttons on the right.</source>
            <comment>dutch_domino</comment>
            <translation>żaden z twoich kamieni nie pasuje do układu: dobierz kamień albo powiedz „pas” (przyciski po prawej).</translation>
        </message>
        <message>
            <source>This tile fits nowhere on the layout now: choose another one.</source>
            <comment>dutch_domino</comment>
            <translation>Ten kamień nie pasuje teraz nigdzie w układzie: wybierz inny.</translation>
        </message>
        <message>
            <source>One place on the layout for this tile (highlighted): click it.</source>
            <comment>dutch_domino</comment>
            <translation>Jedno podświetlone miejsce w układzie dla tego kamienia: kliknij je.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) on the layout for this tile (highlighted): click one.</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>%n podświetlone miejsce w układzie dla tego kamienia: kliknij je.</numerusform>
                <numerusform>%n podświetlone miejsca w układzie dla tego kamienia: kliknij jedno.</numerusform>
                <numerusform>%n podświetlonych miejsc w układzie dla tego kamienia: kliknij jedno.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>dutch_domino</comment>
            <translation>Koniec partii</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>dutch_domino</comment>
            <translation>Partia skończona</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>dutch_domino</comment>
            <translation>Ta partia</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>dutch_domino</comment>
            <translation>Następna &amp;partia</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>dutch_domino</comment>
            <translation>Kliknij, aby zobaczyć ruch w układzie na stole</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>dutch_domino</comment>
            <translation>Oto ruch: jest zaznaczony w układzie na stole. Kliknij go.</translation>
        </message>
        <message>
            <source>Layout</source>
            <comment>dutch_domino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Układ</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>dutch_domino</comment>
            <translation>D&amp;ołóż</translation>
        </message>
        <message>
            <source>In the layout, in the order laid: %1.</source>
            <comment>dutch_domino</comment>
            <translation>W układzie, w kolejności wykładania: %1.</translation>
        </message>
        <message>
            <source>Nothing is in the layout yet.</source>
            <comment>dutch_domino</comment>
            <translation>W układzie nic jeszcze nie leży.</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <comment>holomino</comment>
            <translation>Najpierw wybierz płytkę z ręki.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>holomino</comment>
            <translation>Tej płytki nie można tam położyć: wybierz podświetlone miejsce.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>holomino</comment>
            <translation>Płytki zostały rozdane.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>holomino</comment>
            <translation>Pokazuje, którą płytkę położyć i gdzie</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>holomino</comment>
            <translation>Strzałki przechodzą po podświetlonych miejscach, R obraca płytkę, Enter ją kładzie</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>holomino</comment>
            <translation>Połóż płytkę w wybranym miejscu</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>holomino</comment>
            <translation>Obróć wybraną płytkę</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <comment>triominos</comment>
            <translation>Najpierw wybierz kamień z podstawki.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>triominos</comment>
            <translation>Tego kamienia nie można tam położyć: wybierz podświetlone miejsce.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>triominos</comment>
            <translation>Kamienie zostały rozdane.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>triominos</comment>
            <translation>Pokazuje, który kamień położyć i gdzie</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>triominos</comment>
            <translation>Strzałki przechodzą po podświetlonych miejscach, R obraca kamień, Enter go kładzie</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>triominos</comment>
            <translation>Połóż kamień w wybranym miejscu</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>triominos</comment>
            <translation>Obróć wybrany kamień</translation>
        </message>
        <message>
            <source>Choose a stone in your hand first.</source>
            <comment>hexadomino</comment>
            <translation>Najpierw wybierz kamień z ręki.</translation>
        </message>
        <message>
            <source>The selected stone cannot go there: use a highlighted field.</source>
            <comment>hexadomino</comment>
            <translation>Tego kamienia nie można tam położyć: wybierz podświetlone miejsce.</translation>
        </message>
        <message>
            <source>The stones have been dealt.</source>
            <comment>hexadomino</comment>
            <translation>Kamienie zostały rozdane.</translation>
        </message>
        <message>
            <source>Select the stone and aim at the field asked for</source>
            <comment>hexadomino</comment>
            <translation>Pokazuje, który kamień położyć i gdzie</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted fields, R turns, Enter places the stone</source>
            <comment>hexadomino</comment>
            <translation>Strzałki przechodzą po podświetlonych miejscach, R obraca kamień, Enter go kładzie</translation>
        </message>
        <message>
            <source>Place the stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień w wybranym miejscu</translation>
        </message>
        <message>
            <source>Turn the stone</source>
            <comment>hexadomino</comment>
            <translation>Obróć wybrany kamień</translation>
        </message>
        <message>
            <source>Choose a tile in your hand first.</source>
            <comment>square_domino</comment>
            <translation>Najpierw wybierz kamień z ręki.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>square_domino</comment>
            <translation>Tego kamienia nie można tam dołożyć: wybierz podświetlone miejsce.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>square_domino</comment>
            <translation>Kamienie zostały rozdane.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>square_domino</comment>
            <translation>Pokazuje, który kamień dołożyć i gdzie</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>square_domino</comment>
            <translation>Strzałki przechodzą po podświetlonych miejscach, R obraca kamień, Enter go dokłada</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>square_domino</comment>
            <translation>Dołóż kamień w wybranym miejscu</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>square_domino</comment>
            <translation>Obróć wybrany kamień</translation>
        </message>
        <message>
            <source>Choose a tile in your hand first.</source>
            <comment>dutch_domino</comment>
            <translation>Najpierw wybierz kamień z ręki.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>dutch_domino</comment>
            <translation>Tego kamienia nie można tam dołożyć: wybierz podświetlone miejsce w układzie.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>dutch_domino</comment>
            <translation>Kamienie zostały rozdane.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>dutch_domino</comment>
            <translation>Pokazuje, który kamień dołożyć i gdzie</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>dutch_domino</comment>
            <translation>Strzałki przechodzą po podświetlonych miejscach, R obraca kamień, Enter go dokłada</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>dutch_domino</comment>
            <translation>Dołóż kamień w wybranym miejscu</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>dutch_domino</comment>
            <translation>Obróć wybrany kamień</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>The host's table plays without hints.</source>
            <extracomment>the move the last hint showed (None: no hint shown yet) answers a hint before the Expert is asked: True when it did (a tutorial's lesson step gives its own hint, so the normal game's hint never contradicts the lesson)</extracomment>
            <translation>Przy tym stole gra się bez podpowiedzi — tak ustawił gospodarz.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Szukam dobrego ruchu…</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Podpowiedź: %1</translation>
        </message>
    </context>
    <context>
        <name>HostLobbyDialog</name>
        <message>
            <source>Your table</source>
            <translation>Twój stół</translation>
        </message>
        <message>
            <source>Tell your friends this invite code. They choose Game → Play with friends → Join a table and type it.</source>
            <translation>Podaj znajomym ten kod zaproszenia. Niech wybiorą Gra → Graj ze znajomymi → Dołącz do stołu i wpiszą kod.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiuj</translation>
        </message>
        <message>
            <source>Copy the invite code</source>
            <translation>Skopiuj kod zaproszenia</translation>
        </message>
        <message>
            <source>Address: %1</source>
            <translation>Adres: %1</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Start</translation>
        </message>
        <message>
            <source>Close the table</source>
            <translation>Zamknij stół</translation>
        </message>
        <message>
            <source>Relay %1: connecting…</source>
            <translation>Przekaźnik %1: łączenie…</translation>
        </message>
        <message>
            <source>Relay %1 answers: friends anywhere can join with the code.</source>
            <translation>Przekaźnik %1 odpowiada: znajomi mogą dołączyć z dowolnego miejsca, podając kod.</translation>
        </message>
        <message>
            <source>Relay %1 does not answer: trying again. Friends on your network can still join.</source>
            <translation>Przekaźnik %1 nie odpowiada: trwa ponowna próba połączenia. Znajomi z twojej sieci nadal mogą dołączyć.</translation>
        </message>
    </context>
    <context>
        <name>HostSetupDialog</name>
        <message>
            <source>Host</source>
            <comment>the host's name at the table, as every guest sees it</comment>
            <translation>Gospodarz</translation>
        </message>
        <message>
            <source>Friend %1</source>
            <translation>Gość %1</translation>
        </message>
        <message>
            <source>A friend (joins with the code)</source>
            <translation>Gość (dołącza z kodem zaproszenia)</translation>
        </message>
        <message>
            <source>Play with friends</source>
            <translation>Graj ze znajomymi</translation>
        </message>
        <message>
            <source>&amp;Open the table</source>
            <translation>&amp;Otwórz stół</translation>
        </message>
        <message>
            <source>&amp;Wait for a friend who drops (minutes):</source>
            <translation>&amp;Czas na powrót po rozłączeniu (min):</translation>
        </message>
        <message>
            <source>Then the computer plays at:</source>
            <translation>Potem gra komputer na poziomie:</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Join a table</source>
            <translation>Dołącz do stołu</translation>
        </message>
        <message>
            <source>Invite &amp;code:</source>
            <translation>&amp;Kod zaproszenia:</translation>
        </message>
        <message>
            <source>&amp;Address (if not listed):</source>
            <translation>&amp;Adres (jeśli stołu nie ma na liście):</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Twoje &amp;imię:</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>Imię widoczne dla innych</translation>
        </message>
        <message>
            <source>Tables on your network:</source>
            <translation>Stoły w twojej sieci:</translation>
        </message>
        <message>
            <source>&amp;Join</source>
            <translation>&amp;Dołącz</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>%1 — %2, free seats: %3 (%4:%5)</source>
            <translation>%1 — %2, wolne miejsca: %3 (%4:%5)</translation>
        </message>
        <message>
            <source>The relay after @ in that code is not an address: check the part after @.</source>
            <translation>Część kodu po znaku @ nie jest adresem przekaźnika: sprawdź ją.</translation>
        </message>
        <message>
            <source>That is not an invite code: a code looks like %1.</source>
            <translation>To nie jest kod zaproszenia; prawidłowy kod wygląda np. tak: %1.</translation>
        </message>
        <message>
            <source>Type the table's address, or pick a table from the list.</source>
            <translation>Wpisz adres stołu albo wybierz stół z listy.</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Łączenie…</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>System language</source>
            <extracomment>the settings key holding the chosen language (shared with the Settings dialog of ``ui/settings.py``; missing or "" follows the system) the language of the source texts every language the program can speak, with its name in that language (never translated: a person looks for their own language's name) the QLocale each language code stands for (numbers, plural rules of Qt's base texts)</extracomment>
            <translation>Język systemu</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation>Losowy</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Początkujący</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Łatwy</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Średni</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Średnio zaawansowany</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalny</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Trudny</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Silny</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Ekspert</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Mistrz</translation>
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
            <translation>Nowa gra…</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>P&amp;ołóż</translation>
        </message>
        <message>
            <source>&amp;Turn (R)</source>
            <translation>O&amp;bróć (R)</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Zaproponuj ruch</translation>
        </message>
        <message>
            <source>The Expert suggests a move (about a second)</source>
            <translation>Ekspert proponuje ruch (trwa to około sekundy)</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>Przekaż komputer następnemu graczowi</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Ruchy</translation>
        </message>
        <message>
            <source>Computer is thinking</source>
            <translation>Komputer myśli</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <extracomment>every menu text with its English source: retranslate_ui sets them again</extracomment>
            <translation>&amp;Gra</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nowa gra…</translation>
        </message>
        <message>
            <source>&amp;Restart with the same players</source>
            <translation>&amp;Zacznij od nowa z tymi samymi graczami</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Za&amp;kończ</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Widok</translation>
        </message>
        <message>
            <source>&amp;Fit board</source>
            <translation>&amp;Dopasuj widok</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Po&amp;większ</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Po&amp;mniejsz</translation>
        </message>
        <message>
            <source>Say what was laid &amp;next</source>
            <translation>Odczytaj &amp;następny wyłożony element</translation>
        </message>
        <message>
            <source>Say what was laid &amp;before</source>
            <translation>Odczytaj &amp;poprzedni wyłożony element</translation>
        </message>
        <message>
            <source>Read the &amp;scores</source>
            <translation>Odczytaj w&amp;yniki</translation>
        </message>
        <message>
            <source>Say &amp;where the cursor is</source>
            <translation>Odczytaj położenie &amp;kursora</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <extracomment>pause before an AI search when animations are off (the window paints the last move first) a fresh painter on an empty scene: whatever was drawn on the old one is gone the board was drawn again in other colours: the panels refresh where an AI move's tile comes from (the mover's seat card), scene coordinates</extracomment>
            <translation>&amp;Szybkość animacji</translation>
        </message>
        <message>
            <source>Off</source>
            <extracomment>animation speeds: id -&gt; milliseconds for one tile View → Animation speed: setting id and its English label</extracomment>
            <translation>Bez animacji</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Szybko</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalnie</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Wolno</translation>
        </message>
        <message>
            <source>Say what has been lai&amp;d</source>
            <translation>Odczytaj, &amp;co już wyłożono</translation>
        </message>
        <message>
            <source>Arrow &amp;keys walk over the laid pieces too</source>
            <translation>S&amp;trzałki przechodzą też po tym, co wyłożono</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Język</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Pomo&amp;c</translation>
        </message>
        <message>
            <source>&amp;Rules of the game</source>
            <translation>&amp;Zasady gry</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;O programie</translation>
        </message>
        <message>
            <source>About Holomino Desktop</source>
            <translation>O programie Holomino Desktop</translation>
        </message>
        <message>
            <source>Holomino Desktop %1
Five domino-family tile games against the computer or friends.</source>
            <translation>Holomino Desktop %1
Pięć gier z rodziny domina — z komputerem albo ze znajomymi.</translation>
        </message>
        <message>
            <source>%1 — Holomino Desktop</source>
            <translation>%1 — Holomino Desktop</translation>
        </message>
        <message>
            <source>H&amp;int</source>
            <translation>Po&amp;dpowiedź</translation>
        </message>
    </context>
    <context>
        <name>MatchCounter</name>
        <message>
            <source>Statistics not saved: %1</source>
            <extracomment>something the player should hear about at start-up (a damaged statistics file)</extracomment>
            <translation>Nie zapisano statystyk: %1</translation>
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
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Points</source>
            <extracomment>what the last column counts: points, or what the game counts instead (kružići)</extracomment>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>Zapis ruchów</translation>
        </message>
        <message>
            <source>&amp;Copy the moves in notation</source>
            <translation>&amp;Kopiuj zapis ruchów</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kółka</translation>
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
            <translation>Koniec gry</translation>
        </message>
    </context>
    <context>
        <name>MoveTable</name>
        <message>
            <source>Reviewed moves</source>
            <extracomment>the game counts kružići (a move's −1 is a kružić received), not points</extracomment>
            <translation>Przeanalizowane ruchy</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Zagrany ruch</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Best move</source>
            <translation>Najlepszy ruch</translation>
        </message>
        <message>
            <source>Most points</source>
            <translation>Najwięcej punktów</translation>
        </message>
        <message>
            <source>Its points</source>
            <translation>Punkty najlepszego ruchu</translation>
        </message>
        <message>
            <source>Win chance</source>
            <translation>Szansa wygranej</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Ocena</translation>
        </message>
        <message>
            <source>Points missed</source>
            <translation>Stracone punkty</translation>
        </message>
        <message>
            <source>The most points any move scored at once, less the move's own points</source>
            <translation>Najwięcej punktów, jakie mógł tu od razu dać któryś ruch, minus punkty tego ruchu</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kółka</translation>
        </message>
        <message>
            <source>Fewest kružići</source>
            <comment>dutch_domino</comment>
            <translation>Najmniej kółek</translation>
        </message>
        <message>
            <source>Its kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kółka najlepszego ruchu</translation>
        </message>
        <message>
            <source>Avoidable kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kółka do uniknięcia</translation>
        </message>
        <message>
            <source>The kružići this move brought that another move would have avoided</source>
            <comment>dutch_domino</comment>
            <translation>Kółka, które ten ruch przyniósł, a których inny ruch pozwoliłby uniknąć</translation>
        </message>
        <message>
            <source>%1 (top %2)</source>
            <translation>%1 (najwięcej %2)</translation>
        </message>
        <message>
            <source>This move scored %1; the most any move scored at once here: %2</source>
            <translation>Ten ruch dał %1; najwięcej, ile mógł tu od razu dać któryś ruch: %2</translation>
        </message>
        <message>
            <source>%1 (fewest %2)</source>
            <comment>dutch_domino</comment>
            <translation>%1 (najmniej %2)</translation>
        </message>
        <message>
            <source>Kružići this move brought: %1; the fewest any move brought here: %2</source>
            <comment>dutch_domino</comment>
            <translation>Kółka z tego ruchu: %1; najmniej, ile przyniósł tu jakikolwiek ruch: %2</translation>
        </message>
    </context>
    <context>
        <name>MoveWords</name>
        <message>
            <source>Lay %1 above the spinner %2</source>
            <comment>dutch_domino</comment>
            <extracomment>"beside the spinner, above it …", per arm N, E, S, W: the table draws the arms going up, right, down and left, and the tutorial says so (whole sentences: the words for the side change with the language's cases)</extracomment>
            <translation>Dołóż %1 nad krzyżakiem %2</translation>
        </message>
        <message>
            <source>Lay %1 to the right of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołóż %1 z prawej strony krzyżaka %2</translation>
        </message>
        <message>
            <source>Lay %1 below the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołóż %1 pod krzyżakiem %2</translation>
        </message>
        <message>
            <source>Lay %1 to the left of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołóż %1 z lewej strony krzyżaka %2</translation>
        </message>
        <message>
            <source>Lay %1 on the upper arm, after %2</source>
            <comment>dutch_domino</comment>
            <extracomment>"at the end of the … arm, after %2", per arm N, E, S, W</extracomment>
            <translation>Dołóż %1 na końcu górnego ramienia, za kamieniem %2</translation>
        </message>
        <message>
            <source>Lay %1 on the right arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołóż %1 na końcu prawego ramienia, za kamieniem %2</translation>
        </message>
        <message>
            <source>Lay %1 on the lower arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołóż %1 na końcu dolnego ramienia, za kamieniem %2</translation>
        </message>
        <message>
            <source>Lay %1 on the left arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołóż %1 na końcu lewego ramienia, za kamieniem %2</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <source>−%n point(s)</source>
            <extracomment>the moves that lay a tile, by game (the others draw, buy, return or pass)</extracomment>
            <translation>
                <numerusform>−%n punkt</numerusform>
                <numerusform>−%n punkty</numerusform>
                <numerusform>−%n punktów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punkt</numerusform>
                <numerusform>%n punkty</numerusform>
                <numerusform>%n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>holomino</comment>
            <translation>%1 styka się z %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>triominos</comment>
            <translation>%1 styka się z %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>hexadomino</comment>
            <translation>%1 styka się z %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>square_domino</comment>
            <translation>%1 styka się z %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>dutch_domino</comment>
            <translation>%1 styka się z %1</translation>
        </message>
        <message>
            <source>At the corners: %1.</source>
            <comment>holomino</comment>
            <translation>W rogach: %1.</translation>
        </message>
        <message>
            <source>At the corners: %1.</source>
            <comment>triominos</comment>
            <translation>W rogach: %1.</translation>
        </message>
        <message>
            <source>At the edges: %1.</source>
            <comment>hexadomino</comment>
            <translation>Na bokach: %1.</translation>
        </message>
        <message>
            <source>At the halves: %1.</source>
            <comment>square_domino</comment>
            <translation>Na połówkach: %1.</translation>
        </message>
        <message>
            <source>Beside the spinner: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Przy krzyżaku: %1.</translation>
        </message>
        <message>
            <source>At the arm's open end: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Na wolnym końcu ramienia: %1.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Returned tile %1 to the sack</source>
            <comment>holomino</comment>
            <translation>Oddano płytkę %1 do worka</translation>
        </message>
        <message>
            <source>Drew a tile</source>
            <comment>triominos</comment>
            <translation>Dobrano kamień</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Drew a stone</source>
            <comment>hexadomino</comment>
            <translation>Dobrano kamień</translation>
        </message>
        <message>
            <source>Bought a tile</source>
            <comment>dutch_domino</comment>
            <translation>Dobrano kamień</translation>
        </message>
        <message>
            <source>Return tile %1 to the sack and pass</source>
            <comment>holomino</comment>
            <extracomment>what a tile on the table is named by (its numbers, a placed stone, a square's dominoes)</extracomment>
            <translation>Oddaj płytkę %1 do worka (pas)</translation>
        </message>
        <message>
            <source>Place tile %1 to open the game</source>
            <comment>holomino</comment>
            <translation>Połóż płytkę %1 jako pierwszą</translation>
        </message>
        <message>
            <source>Draw a tile from the pool</source>
            <comment>triominos</comment>
            <translation>Dobierz kamień z puli</translation>
        </message>
        <message>
            <source>Pass without placing a tile</source>
            <comment>triominos</comment>
            <translation>Pas: nie kładziesz kamienia</translation>
        </message>
        <message>
            <source>Place tile %1 to open the round</source>
            <comment>triominos</comment>
            <translation>Rozpocznij rundę kamieniem %1</translation>
        </message>
        <message>
            <source>Draw a stone from the stock</source>
            <comment>hexadomino</comment>
            <translation>Dobierz kamień z zapasu</translation>
        </message>
        <message>
            <source>Pass: no stone fits</source>
            <comment>hexadomino</comment>
            <translation>Pas: żaden kamień nie pasuje</translation>
        </message>
        <message>
            <source>Pass: no square fits</source>
            <comment>square_domino</comment>
            <translation>Pas: żaden kwadrat nie pasuje</translation>
        </message>
        <message>
            <source>Lay %1 as the start tile</source>
            <comment>square_domino</comment>
            <translation>Połóż %1 jako kamień startowy</translation>
        </message>
        <message>
            <source>Complete the start square with %1</source>
            <comment>square_domino</comment>
            <translation>Dokończ kwadrat startowy kamieniem %1</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <comment>dutch_domino</comment>
            <translation>Dobierz kamień</translation>
        </message>
        <message>
            <source>Pass without laying a tile</source>
            <comment>dutch_domino</comment>
            <translation>Pas: nie dokładasz kamienia</translation>
        </message>
        <message>
            <source>Open the round with the double %1 in the centre</source>
            <comment>dutch_domino</comment>
            <translation>Połóż dublet %1 na środku: otwierasz partię</translation>
        </message>
        <message>
            <source>Place tile %1 above tile %2</source>
            <comment>holomino</comment>
            <extracomment>a side of the neighbour -&gt; the sentence laying the new tile there Holomino: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Połóż płytkę %1 nad płytką %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the upper right of tile %2</source>
            <comment>holomino</comment>
            <translation>Połóż płytkę %1 obok płytki %2, u góry z prawej</translation>
        </message>
        <message>
            <source>Place tile %1 to the lower right of tile %2</source>
            <comment>holomino</comment>
            <translation>Połóż płytkę %1 obok płytki %2, u dołu z prawej</translation>
        </message>
        <message>
            <source>Place tile %1 below tile %2</source>
            <comment>holomino</comment>
            <translation>Połóż płytkę %1 pod płytką %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the lower left of tile %2</source>
            <comment>holomino</comment>
            <translation>Połóż płytkę %1 obok płytki %2, u dołu z lewej</translation>
        </message>
        <message>
            <source>Place tile %1 to the upper left of tile %2</source>
            <comment>holomino</comment>
            <translation>Połóż płytkę %1 obok płytki %2, u góry z lewej</translation>
        </message>
        <message>
            <source>Place tile %1 above tile %2</source>
            <comment>triominos</comment>
            <extracomment>Triominos: %1 the new tile's numbers, %2 the neighbour's (a triangle meets its neighbours left, right, and above or below)</extracomment>
            <translation>Połóż kamień %1 nad kamieniem %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the right of tile %2</source>
            <comment>triominos</comment>
            <translation>Połóż kamień %1 na prawo od kamienia %2</translation>
        </message>
        <message>
            <source>Place tile %1 below tile %2</source>
            <comment>triominos</comment>
            <translation>Połóż kamień %1 pod kamieniem %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the left of tile %2</source>
            <comment>triominos</comment>
            <translation>Połóż kamień %1 na lewo od kamienia %2</translation>
        </message>
        <message>
            <source>Place stone %1 above stone %2</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's</extracomment>
            <translation>Połóż kamień %1 nad kamieniem %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 obok kamienia %2, u góry z prawej</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 obok kamienia %2, u dołu z prawej</translation>
        </message>
        <message>
            <source>Place stone %1 below stone %2</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 pod kamieniem %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 obok kamienia %2, u dołu z lewej</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 obok kamienia %2, u góry z lewej</translation>
        </message>
        <message>
            <source>Place stone %1 above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino beside the start stone: %1 the new stone's pips</extracomment>
            <translation>Połóż kamień %1 nad kamieniem startowym</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 obok kamienia startowego, u góry z prawej</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 obok kamienia startowego, u dołu z prawej</translation>
        </message>
        <message>
            <source>Place stone %1 below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 pod kamieniem startowym</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 obok kamienia startowego, u dołu z lewej</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż kamień %1 obok kamienia startowego, u góry z lewej</translation>
        </message>
        <message>
            <source>Place the highlighted stone above stone %1</source>
            <comment>hexadomino</comment>
            <extracomment>a hint's Hexadomino stone is highlighted in the hand and on the table: %1 the neighbour's pips</extracomment>
            <translation>Połóż podświetlony kamień nad kamieniem %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper right of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień obok kamienia %1, u góry z prawej</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower right of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień obok kamienia %1, u dołu z prawej</translation>
        </message>
        <message>
            <source>Place the highlighted stone below stone %1</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień pod kamieniem %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower left of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień obok kamienia %1, u dołu z lewej</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper left of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień obok kamienia %1, u góry z lewej</translation>
        </message>
        <message>
            <source>Place the highlighted stone above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>a hint's Hexadomino stone beside the start stone (no placeholder)</extracomment>
            <translation>Połóż podświetlony kamień nad kamieniem startowym</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień obok kamienia startowego, u góry z prawej</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień obok kamienia startowego, u dołu z prawej</translation>
        </message>
        <message>
            <source>Place the highlighted stone below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień pod kamieniem startowym</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień obok kamienia startowego, u dołu z lewej</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Połóż podświetlony kamień obok kamienia startowego, u góry z lewej</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two dominoes upright: %1 and %2 the dominoes, %3 the neighbouring square's two dominoes ("5-3 + 3-6")</extracomment>
            <translation>Dołóż pionowo %1 i obok niego %2, nad kwadratem %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołóż pionowo %1 i obok niego %2, na prawo od kwadratu %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołóż pionowo %1 i obok niego %2, pod kwadratem %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołóż pionowo %1 i obok niego %2, na lewo od kwadratu %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two dominoes flat, one over the other: %1 over %2, %3 the neighbour</extracomment>
            <translation>Dołóż poziomo %1 i pod nim %2, nad kwadratem %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołóż poziomo %1 i pod nim %2, na prawo od kwadratu %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołóż poziomo %1 i pod nim %2, pod kwadratem %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołóż poziomo %1 i pod nim %2, na lewo od kwadratu %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino beside the start square, upright: %1 and %2 the dominoes</extracomment>
            <translation>Dołóż pionowo %1 i obok niego %2, nad kwadratem startowym</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Dołóż pionowo %1 i obok niego %2, na prawo od kwadratu startowego</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, below the start square</source>
            <comment>square_domino</comment>
            <translation>Dołóż pionowo %1 i obok niego %2, pod kwadratem startowym</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Dołóż pionowo %1 i obok niego %2, na lewo od kwadratu startowego</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino beside the start square, flat: %1 over %2</extracomment>
            <translation>Dołóż poziomo %1 i pod nim %2, nad kwadratem startowym</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Dołóż poziomo %1 i pod nim %2, na prawo od kwadratu startowego</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, below the start square</source>
            <comment>square_domino</comment>
            <translation>Dołóż poziomo %1 i pod nim %2, pod kwadratem startowym</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Dołóż poziomo %1 i pod nim %2, na lewo od kwadratu startowego</translation>
        </message>
        <message>
            <source>Placed tile %1 above tile %2</source>
            <comment>holomino</comment>
            <extracomment>Holomino: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Położono płytkę %1 nad płytką %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the upper right of tile %2</source>
            <comment>holomino</comment>
            <translation>Położono płytkę %1 obok płytki %2, u góry z prawej</translation>
        </message>
        <message>
            <source>Placed tile %1 to the lower right of tile %2</source>
            <comment>holomino</comment>
            <translation>Położono płytkę %1 obok płytki %2, u dołu z prawej</translation>
        </message>
        <message>
            <source>Placed tile %1 below tile %2</source>
            <comment>holomino</comment>
            <translation>Położono płytkę %1 pod płytką %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the lower left of tile %2</source>
            <comment>holomino</comment>
            <translation>Położono płytkę %1 obok płytki %2, u dołu z lewej</translation>
        </message>
        <message>
            <source>Placed tile %1 to the upper left of tile %2</source>
            <comment>holomino</comment>
            <translation>Położono płytkę %1 obok płytki %2, u góry z lewej</translation>
        </message>
        <message>
            <source>Placed tile %1 above tile %2</source>
            <comment>triominos</comment>
            <extracomment>Triominos: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Położono kamień %1 nad kamieniem %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the right of tile %2</source>
            <comment>triominos</comment>
            <translation>Położono kamień %1 na prawo od kamienia %2</translation>
        </message>
        <message>
            <source>Placed tile %1 below tile %2</source>
            <comment>triominos</comment>
            <translation>Położono kamień %1 pod kamieniem %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the left of tile %2</source>
            <comment>triominos</comment>
            <translation>Położono kamień %1 na lewo od kamienia %2</translation>
        </message>
        <message>
            <source>Placed stone %1 above stone %2</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's</extracomment>
            <translation>Położono kamień %1 nad kamieniem %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 obok kamienia %2, u góry z prawej</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 obok kamienia %2, u dołu z prawej</translation>
        </message>
        <message>
            <source>Placed stone %1 below stone %2</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 pod kamieniem %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 obok kamienia %2, u dołu z lewej</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 obok kamienia %2, u góry z lewej</translation>
        </message>
        <message>
            <source>Placed stone %1 above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, beside the start stone: %1 the new stone's pips</extracomment>
            <translation>Położono kamień %1 nad kamieniem startowym</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 obok kamienia startowego, u góry z prawej</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 obok kamienia startowego, u dołu z prawej</translation>
        </message>
        <message>
            <source>Placed stone %1 below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 pod kamieniem startowym</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 obok kamienia startowego, u dołu z lewej</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Położono kamień %1 obok kamienia startowego, u góry z lewej</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two upright tiles side by side: %1 and %2 the tiles, %3 the square beside</extracomment>
            <translation>Dołożono pionowo %1 i obok niego %2, nad kwadratem %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołożono pionowo %1 i obok niego %2, na prawo od kwadratu %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołożono pionowo %1 i obok niego %2, pod kwadratem %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołożono pionowo %1 i obok niego %2, na lewo od kwadratu %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, one tile over the other, lying flat: %1 and %2 the tiles, %3 the square beside</extracomment>
            <translation>Dołożono poziomo %1 i pod nim %2, nad kwadratem %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołożono poziomo %1 i pod nim %2, na prawo od kwadratu %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołożono poziomo %1 i pod nim %2, pod kwadratem %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Dołożono poziomo %1 i pod nim %2, na lewo od kwadratu %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino, upright beside the start square</extracomment>
            <translation>Dołożono pionowo %1 i obok niego %2, nad kwadratem startowym</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Dołożono pionowo %1 i obok niego %2, na prawo od kwadratu startowego</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, below the start square</source>
            <comment>square_domino</comment>
            <translation>Dołożono pionowo %1 i obok niego %2, pod kwadratem startowym</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Dołożono pionowo %1 i obok niego %2, na lewo od kwadratu startowego</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino, lying flat beside the start square</extracomment>
            <translation>Dołożono poziomo %1 i pod nim %2, nad kwadratem startowym</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Dołożono poziomo %1 i pod nim %2, na prawo od kwadratu startowego</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, below the start square</source>
            <comment>square_domino</comment>
            <translation>Dołożono poziomo %1 i pod nim %2, pod kwadratem startowym</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Dołożono poziomo %1 i pod nim %2, na lewo od kwadratu startowego</translation>
        </message>
        <message>
            <source>Placed tile %1 to open the game</source>
            <comment>holomino</comment>
            <extracomment>the first tile of a game or round, and square domino's start square</extracomment>
            <translation>Położono płytkę %1 jako pierwszą</translation>
        </message>
        <message>
            <source>Placed tile %1 to open the round</source>
            <comment>triominos</comment>
            <translation>Rozpoczęto rundę kamieniem %1</translation>
        </message>
        <message>
            <source>Opened the round with the double %1 in the centre</source>
            <comment>dutch_domino</comment>
            <translation>Otwarto partię dubletem %1 na środku</translation>
        </message>
        <message>
            <source>Laid %1 as the start tile</source>
            <comment>square_domino</comment>
            <translation>Położono %1 jako kamień startowy</translation>
        </message>
        <message>
            <source>Completed the start square with %1</source>
            <comment>square_domino</comment>
            <translation>Dokończono kwadrat startowy kamieniem %1</translation>
        </message>
        <message>
            <source>Laid %1 above the spinner %2</source>
            <comment>dutch_domino</comment>
            <extracomment>Holandski domino: beside the spinner, per arm N, E, S, W (%1 the tile, %2 the spinner)</extracomment>
            <translation>Dołożono %1 nad krzyżakiem %2</translation>
        </message>
        <message>
            <source>Laid %1 to the right of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołożono %1 z prawej strony krzyżaka %2</translation>
        </message>
        <message>
            <source>Laid %1 below the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołożono %1 pod krzyżakiem %2</translation>
        </message>
        <message>
            <source>Laid %1 to the left of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołożono %1 z lewej strony krzyżaka %2</translation>
        </message>
        <message>
            <source>Laid %1 on the upper arm, after %2</source>
            <comment>dutch_domino</comment>
            <extracomment>Holandski domino: at the end of an arm, per arm N, E, S, W (%2 the arm's last tile)</extracomment>
            <translation>Dołożono %1 na końcu górnego ramienia, za kamieniem %2</translation>
        </message>
        <message>
            <source>Laid %1 on the right arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołożono %1 na końcu prawego ramienia, za kamieniem %2</translation>
        </message>
        <message>
            <source>Laid %1 on the lower arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołożono %1 na końcu dolnego ramienia, za kamieniem %2</translation>
        </message>
        <message>
            <source>Laid %1 on the left arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Dołożono %1 na końcu lewego ramienia, za kamieniem %2</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>The table refused that code. Check it and try again.</source>
            <translation>Stół odrzucił ten kod. Sprawdź go i spróbuj ponownie.</translation>
        </message>
        <message>
            <source>The table is busy letting others in. Try again in a moment.</source>
            <translation>Stół właśnie przyjmuje innych graczy. Spróbuj ponownie za chwilę.</translation>
        </message>
        <message>
            <source>No table answered. Check the code and try again in a moment.</source>
            <translation>Żaden stół nie odpowiedział. Sprawdź kod i spróbuj ponownie za chwilę.</translation>
        </message>
        <message>
            <source>That table has no free seat.</source>
            <translation>Przy tym stole nie ma wolnego miejsca.</translation>
        </message>
        <message>
            <source>The host closed the table.</source>
            <translation>Gospodarz zamknął stół.</translation>
        </message>
        <message>
            <source>That table no longer knows your seat.</source>
            <translation>Przy tym stole nie ma już twojego miejsca.</translation>
        </message>
        <message>
            <source>No table answers at that address.</source>
            <translation>Pod tym adresem nie odpowiada żaden stół.</translation>
        </message>
        <message>
            <source>No table with that code waits at the relay. Check the code, and ask the host whether the table is open.</source>
            <translation>Przy przekaźniku nie czeka żaden stół z tym kodem. Sprawdź kod i zapytaj gospodarza, czy stół jest otwarty.</translation>
        </message>
        <message>
            <source>Your seat was taken over from another window.</source>
            <translation>Twoje miejsce zostało przejęte z innego okna.</translation>
        </message>
        <message>
            <source>The match is over and the host has closed the table.</source>
            <translation>Mecz dobiegł końca i gospodarz zamknął stół.</translation>
        </message>
        <message>
            <source>The host sent something this program cannot use.</source>
            <translation>Gospodarz przysłał dane, których ten program nie rozumie.</translation>
        </message>
        <message>
            <source>The connection to the table was lost.</source>
            <translation>Połączenie ze stołem zostało zerwane.</translation>
        </message>
        <message>
            <source>LAN only: friends on your network can join. To let friends anywhere join, set a relay in Settings → Network.</source>
            <translation>Tylko sieć lokalna: dołączyć mogą znajomi z twojej sieci. Żeby mogli dołączać znajomi z dowolnego miejsca, ustaw przekaźnik (Ustawienia → Sieć).</translation>
        </message>
        <message>
            <source>Friends on your network can join, and friends anywhere through the relay %1.</source>
            <translation>Dołączyć mogą znajomi z twojej sieci, a przez przekaźnik %1 także znajomi z dowolnego miejsca.</translation>
        </message>
        <message>
            <source>%1 — you</source>
            <translation>%1 — ty</translation>
        </message>
        <message>
            <source>%1 — computer: %2</source>
            <translation>%1 — komputer: %2</translation>
        </message>
        <message>
            <source>Waiting for a friend…</source>
            <translation>Oczekiwanie na gościa…</translation>
        </message>
        <message>
            <source>%1 — away</source>
            <translation>%1 — poza stołem</translation>
        </message>
        <message>
            <source>%1 — here</source>
            <translation>%1 — przy stole</translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>The table refused that move.</source>
            <translation>Stół odrzucił ten ruch.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>To nie twoja kolej.</translation>
        </message>
        <message>
            <source>That move came too late: the table has moved on.</source>
            <translation>Ten ruch przyszedł za późno: gra poszła dalej.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Gra się skończyła.</translation>
        </message>
        <message>
            <source>The game has not started: the host starts it with Start.</source>
            <translation>Gra jeszcze się nie zaczęła: gospodarz rozpoczyna ją przyciskiem „Start”.</translation>
        </message>
        <message>
            <source>Too many chat lines at once: wait a moment.</source>
            <translation>Za dużo wiadomości naraz: poczekaj chwilę.</translation>
        </message>
        <message>
            <source>The table refused what this window sent.</source>
            <translation>Stół odrzucił dane wysłane z tego okna.</translation>
        </message>
        <message>
            <source>Play with &amp;friends</source>
            <translation>&amp;Graj ze znajomymi</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>&amp;Otwórz stół…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>&amp;Dołącz do stołu…</translation>
        </message>
        <message>
            <source>The connection is lost: wait until it is back, then play.</source>
            <translation>Połączenie zostało zerwane: zaczekaj, aż wróci, i wtedy zagraj.</translation>
        </message>
        <message>
            <source>The table is closed: no more moves can be played.</source>
            <translation>Stół jest zamknięty: nie można już wykonywać ruchów.</translation>
        </message>
        <message>
            <source>Connection lost — reconnecting…</source>
            <translation>Połączenie zerwane — ponowne łączenie…</translation>
        </message>
        <message>
            <source>Waiting for the host to start the game…</source>
            <translation>Oczekiwanie, aż gospodarz rozpocznie grę…</translation>
        </message>
        <message>
            <source>Away · the computer plays</source>
            <translation>Poza stołem · gra komputer</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>Poza stołem</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Gość</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Gospodarz</translation>
        </message>
        <message>
            <source>Close the table?</source>
            <translation>Zamknąć stół?</translation>
        </message>
        <message>
            <source>Your friends are playing at your table. Closing it ends the game for everyone.</source>
            <translation>Twoi znajomi grają przy twoim stole. Zamknięcie stołu zakończy grę dla wszystkich.</translation>
        </message>
        <message>
            <source>&amp;Close the table</source>
            <translation>&amp;Zamknij stół</translation>
        </message>
        <message>
            <source>&amp;Keep playing</source>
            <translation>&amp;Graj dalej</translation>
        </message>
        <message>
            <source>The table could not open a network port.</source>
            <translation>Nie udało się otworzyć portu sieciowego dla stołu.</translation>
        </message>
        <message>
            <source>A friend's seat is free again: wait for them, then press Start.</source>
            <translation>Miejsce dla gościa znowu jest wolne: zaczekaj na powrót tej osoby, potem naciśnij „Start”.</translation>
        </message>
        <message>
            <source>%1 has joined the table.</source>
            <translation>%1 dołącza do stołu.</translation>
        </message>
        <message>
            <source>%1 is away.</source>
            <translation>%1 jest poza stołem.</translation>
        </message>
        <message>
            <source>The computer plays for %1 until they are back.</source>
            <translation>Dopóki %1 nie wróci, za to miejsce gra komputer.</translation>
        </message>
        <message>
            <source>Someone tried to join with a wrong code.</source>
            <translation>Ktoś próbował dołączyć z błędnym kodem.</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Gość</translation>
        </message>
        <message>
            <source>Rejoin the table?</source>
            <translation>Wrócić do stołu?</translation>
        </message>
        <message>
            <source>You were at a table — rejoin?</source>
            <translation>Twoje miejsce przy stole czeka — wrócić?</translation>
        </message>
        <message>
            <source>%1, invite code %2, as %3.</source>
            <translation>%1, kod zaproszenia %2, jako %3.</translation>
        </message>
        <message>
            <source>&amp;Rejoin</source>
            <translation>&amp;Wróć</translation>
        </message>
        <message>
            <source>&amp;Not now</source>
            <translation>&amp;Nie teraz</translation>
        </message>
        <message>
            <source>Rejoining the table…</source>
            <translation>Powrót do stołu…</translation>
        </message>
        <message>
            <source>Waiting for the host to open the table again…</source>
            <translation>Oczekiwanie, aż gospodarz ponownie otworzy stół…</translation>
        </message>
        <message>
            <source>Your move did not reach the table: play it again.</source>
            <translation>Twój ruch nie dotarł do stołu: wykonaj go jeszcze raz.</translation>
        </message>
        <message>
            <source>Connected again: you are back at the table.</source>
            <translation>Połączenie wróciło: znowu siedzisz przy stole.</translation>
        </message>
        <message>
            <source>If the host has gone, no record of this game could be saved: the host sends it only when leaving the table.</source>
            <translation>Jeśli gospodarz odszedł już od stołu, zapisu tej gry nie da się zachować: gospodarz wysyła go dopiero wtedy, gdy opuszcza stół.</translation>
        </message>
        <message>
            <source>You may save the game as it stood, to play it on against the computer or to review it later.</source>
            <translation>Możesz zapisać grę w obecnym stanie, aby grać dalej z komputerem albo przejrzeć ją później.</translation>
        </message>
        <message>
            <source>The table is closed</source>
            <translation>Stół jest zamknięty</translation>
        </message>
        <message>
            <source>&amp;Save the game…</source>
            <translation>&amp;Zapisz grę…</translation>
        </message>
        <message>
            <source>The game was saved to %1: open it to play on.</source>
            <translation>Zapisano grę: %1. Otwórz ją, aby grać dalej.</translation>
        </message>
        <message>
            <source>If the host opens the table again, press Rematch.</source>
            <translation>Jeśli gospodarz ponownie otworzy stół, naciśnij „Rewanż”.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Komputer %1</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Gra:</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Liczba graczy</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>G&amp;racze:</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>Warianty zasad</translation>
        </message>
        <message>
            <source>Suggested level</source>
            <translation>Proponowany poziom</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Miejsca</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Imię</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Kto gra</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Miejsce %1</translation>
        </message>
        <message>
            <source>Name of seat %1</source>
            <translation>Imię na miejscu %1</translation>
        </message>
        <message>
            <source>Player of seat %1</source>
            <translation>Gracz na miejscu %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Człowiek</translation>
        </message>
        <message>
            <source>Computer: %1</source>
            <translation>Komputer: %1</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>%1:</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Start</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>&amp;Zasady…</translation>
        </message>
        <message>
            <source>%1 (standard)</source>
            <translation>%1 (domyślnie)</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Gracz %1</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>on</source>
            <translation>włączone</translation>
        </message>
        <message>
            <source>off</source>
            <translation>wyłączone</translation>
        </message>
    </context>
    <context>
        <name>Persistence</name>
        <message>
            <source>the game cannot be written as a file (%1)</source>
            <extracomment>overrides the user data folder (tests, portable installs) the record's extra key for the window's state the kinds of damage below a record's contents (``file_errors.damage_kind``): said in words</extracomment>
            <translation>nie można zapisać gry jako pliku (%1)</translation>
        </message>
        <message>
            <source>The saved game could not be resumed (%1); it was kept as %2.</source>
            <translation>Nie udało się wznowić zapisanej gry (%1); zachowano ją jako %2.</translation>
        </message>
    </context>
    <context>
        <name>PlayInput</name>
        <message>
            <source>That is not allowed now.</source>
            <extracomment>a click or drop on a place the selected tile may not go: (move, GameError) — the tutorial counts it as a miss, the sounds play a knock the selection changed: the status line says what to do next the keyboard cursor went to another place, the tile turned or another tile was chosen: the board says its new stop (ui/spoken_board.py) the seat whose tiles the rack shows, whether a hot-seat hand-over covers the rack, whether a hint is being searched (set by the window: ui/rack_view.py, ui/hints.py) selected rack tiles (ids), oldest first; one in every game but square domino</extracomment>
            <translation>Ten ruch jest teraz niedozwolony.</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Click a highlighted cell.</source>
            <translation>Kliknij podświetlone miejsce.</translation>
        </message>
        <message>
            <source>Showing %1 — click or press Enter to place</source>
            <translation>Podgląd: %1 — kliknij albo naciśnij Enter, aby zatwierdzić</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>The practice file was damaged (%1): the exercises start again; the old file was kept as %2.</source>
            <translation>Plik ćwiczeń był uszkodzony (%1): ćwiczenia zaczynają się od nowa; stary plik zachowano jako %2.</translation>
        </message>
        <message>
            <source>Where the practice file belongs there was no file but a folder, a device or a pipe: it was kept as %1, and the exercises start again.</source>
            <translation>Tam, gdzie powinien być plik ćwiczeń, był nie plik, lecz folder, urządzenie lub potok: zachowano go jako %1, a ćwiczenia zaczynają się od nowa.</translation>
        </message>
        <message>
            <source>The exercises cannot be saved: %1</source>
            <translation>Nie można zapisać ćwiczeń: %1</translation>
        </message>
    </context>
    <context>
        <name>PracticeWindow</name>
        <message>
            <source>Practice — %1</source>
            <translation>Ćwiczenia — %1</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Pokaż</translation>
        </message>
        <message>
            <source>Next exercise</source>
            <translation>Następne ćwiczenie</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Gracz %1</translation>
        </message>
        <message>
            <source>No moves of %1 are kept to practise yet: review a game and press Practise these moves.</source>
            <translation>Nie ma jeszcze zapisanych ruchów z gry %1 do ćwiczenia: przeanalizuj grę i kliknij „Ćwicz te ruchy”.</translation>
        </message>
        <message>
            <source>Exercise %1 of %2 · move %3</source>
            <translation>Ćwiczenie %1 z %2 · ruch %3</translation>
        </message>
        <message>
            <source>%1 (solved)</source>
            <translation>%1 (rozwiązane)</translation>
        </message>
        <message>
            <source>You played %1 here; the review's verdict: %2. Find a better move.</source>
            <translation>Twój ruch w tym miejscu: %1; ocena analizy: %2. Znajdź lepszy ruch.</translation>
        </message>
        <message>
            <source>Checking your move…</source>
            <translation>Sprawdzam ruch…</translation>
        </message>
        <message>
            <source>The move could not be judged: %1</source>
            <translation>Nie udało się ocenić ruchu: %1</translation>
        </message>
        <message>
            <source>Well played: %1 — the review's verdict: %2.</source>
            <translation>Dobry ruch: %1 — ocena analizy: %2.</translation>
        </message>
        <message>
            <source>Every exercise of this set is solved.</source>
            <translation>Wszystkie ćwiczenia z tego zestawu są rozwiązane.</translation>
        </message>
        <message>
            <source>Not this one: %1 — the review's verdict: %2. Try another move.</source>
            <translation>Nie ten: %1 — ocena analizy: %2. Spróbuj innego ruchu.</translation>
        </message>
        <message>
            <source>Looking for the review's move…</source>
            <translation>Szukam ruchu z analizy…</translation>
        </message>
        <message>
            <source>The review's move: %1.</source>
            <translation>Ruch z analizy: %1.</translation>
        </message>
        <message>
            <source>It brings kružići %1; your move brought kružići %2.</source>
            <comment>dutch_domino</comment>
            <translation>Kółka po tym ruchu: %1; po twoim ruchu: %2.</translation>
        </message>
        <message numerus="yes">
            <source>It scores %n point(s) at once.</source>
            <translation>
                <numerusform>Ten ruch daje od razu %n punkt.</numerusform>
                <numerusform>Ten ruch daje od razu %n punkty.</numerusform>
                <numerusform>Ten ruch daje od razu %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your move scored %n point(s).</source>
            <translation>
                <numerusform>Twój ruch dał %n punkt.</numerusform>
                <numerusform>Twój ruch dał %n punkty.</numerusform>
                <numerusform>Twój ruch dał %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The most a move scores here at once: %n point(s).</source>
            <translation>
                <numerusform>Najwięcej, ile daje tu od razu jeden ruch: %n punkt.</numerusform>
                <numerusform>Najwięcej, ile daje tu od razu jeden ruch: %n punkty.</numerusform>
                <numerusform>Najwięcej, ile daje tu od razu jeden ruch: %n punktów.</numerusform>
            </translation>
        </message>
        <message>
            <source>It keeps a %1 % chance of winning; your move left %2 %.</source>
            <translation>Ten ruch zachowuje %1% szans na wygraną; po twoim ruchu zostało %2%.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleChooser</name>
        <message>
            <source>Puzzles</source>
            <extracomment>the difficulty bands of the chooser: a third of a game's puzzles each</extracomment>
            <translation>Łamigłówki</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>Wszystkie</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Łatwe</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Średnie</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Trudne</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Gra:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Motyw:</translation>
        </message>
        <message>
            <source>Difficulty:</source>
            <translation>Trudność:</translation>
        </message>
        <message numerus="yes">
            <source>%n puzzle(s)</source>
            <translation>
                <numerusform>%n łamigłówka</numerusform>
                <numerusform>%n łamigłówki</numerusform>
                <numerusform>%n łamigłówek</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PuzzleWindow</name>
        <message>
            <source>The puzzle ratings file could not be read: your puzzle ratings start again; the old file was kept as %1.</source>
            <extracomment>wrong tries after which Show me is offered after the answer the AI seats are held: a puzzle is one move of the person's set when a damaged file was set aside (the window says it once)</extracomment>
            <translation>Nie udało się odczytać pliku rankingu łamigłówek: ranking łamigłówek liczy się od nowa; stary plik zachowano jako %1.</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>Łamigłówka</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Pokaż</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Od nowa</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>Następna łamigłówka</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Gracz %1</translation>
        </message>
        <message>
            <source>Puzzle %1 of %2 — %3</source>
            <translation>Łamigłówka %1 z %2 — %3</translation>
        </message>
        <message>
            <source>Difficulty %1</source>
            <translation>Trudność %1</translation>
        </message>
        <message numerus="yes">
            <source>Your puzzle rating in %1: %2 (%n puzzle(s) solved)</source>
            <translation>
                <numerusform>Twój ranking łamigłówek (%1): %2 (%n rozwiązana łamigłówka)</numerusform>
                <numerusform>Twój ranking łamigłówek (%1): %2 (%n rozwiązane łamigłówki)</numerusform>
                <numerusform>Twój ranking łamigłówek (%1): %2 (%n rozwiązanych łamigłówek)</numerusform>
            </translation>
        </message>
        <message>
            <source>Find the best move. Only one move is clearly best here.</source>
            <translation>Znajdź najlepszy ruch. Tylko jeden ruch jest tu wyraźnie najlepszy.</translation>
        </message>
        <message>
            <source>That is not the move: another one is clearly better.</source>
            <translation>To nie ten ruch: inny jest wyraźnie lepszy.</translation>
        </message>
        <message>
            <source>Press Show me to see it.</source>
            <translation>Naciśnij „Pokaż”, aby go zobaczyć.</translation>
        </message>
        <message>
            <source>Well found!</source>
            <translation>Brawo, to ten ruch!</translation>
        </message>
    </context>
    <context>
        <name>PuzzleWords</name>
        <message>
            <source>Close two holes at once</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; its name in a list of puzzles</extracomment>
            <translation>Zamknij dwie dziury naraz</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>holomino</comment>
            <translation>Najwięcej punktów</translation>
        </message>
        <message>
            <source>A bridge</source>
            <comment>triominos</comment>
            <translation>Most</translation>
        </message>
        <message>
            <source>A hexagon</source>
            <comment>triominos</comment>
            <translation>Sześciokąt</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>triominos</comment>
            <translation>Najwięcej punktów</translation>
        </message>
        <message>
            <source>Touch three stones</source>
            <comment>hexadomino</comment>
            <translation>Dołóż kamień do trzech kamieni naraz</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>hexadomino</comment>
            <translation>Najwięcej punktów</translation>
        </message>
        <message>
            <source>Block the opponent</source>
            <comment>square_domino</comment>
            <translation>Zablokuj przeciwnika</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>square_domino</comment>
            <translation>Najwięcej punktów</translation>
        </message>
        <message>
            <source>Go out before the others</source>
            <comment>dutch_domino</comment>
            <translation>Pozbądź się kamieni przed innymi</translation>
        </message>
        <message>
            <source>Avoid a kružić</source>
            <comment>dutch_domino</comment>
            <translation>Uniknij kółka</translation>
        </message>
        <message>
            <source>Hint: one tile can close two holes at once.</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; the hint after a wrong move</extracomment>
            <translation>Podpowiedź: jedna płytka może zamknąć dwie dziury naraz.</translation>
        </message>
        <message>
            <source>Hint: look for the tile that closes the richest hole, and count what your opponent can close next.</source>
            <comment>holomino</comment>
            <translation>Podpowiedź: szukaj płytki, która zamyka najcenniejszą dziurę, i policz, co przeciwnik zamknie potem.</translation>
        </message>
        <message>
            <source>Hint: one tile can make a bridge.</source>
            <comment>triominos</comment>
            <translation>Podpowiedź: jeden kamień może utworzyć most.</translation>
        </message>
        <message>
            <source>Hint: one tile can complete a hexagon.</source>
            <comment>triominos</comment>
            <translation>Podpowiedź: jeden kamień może dopełnić sześciokąt.</translation>
        </message>
        <message>
            <source>Hint: look for the tile with the most points that fits, and count what your opponent can score next.</source>
            <comment>triominos</comment>
            <translation>Podpowiedź: szukaj pasującego kamienia z największą liczbą punktów i policz, ile przeciwnik zdobędzie potem.</translation>
        </message>
        <message>
            <source>Hint: one stone can touch three stones at once.</source>
            <comment>hexadomino</comment>
            <translation>Podpowiedź: jeden kamień może dotknąć trzech kamieni naraz.</translation>
        </message>
        <message>
            <source>Hint: look for the field where a stone touches the most stones, and count what your opponent can score next.</source>
            <comment>hexadomino</comment>
            <translation>Podpowiedź: szukaj miejsca, w którym kamień styka się z największą liczbą kamieni, i policz, ile przeciwnik zdobędzie potem.</translation>
        </message>
        <message>
            <source>Hint: after the right square your opponent cannot lay any tile.</source>
            <comment>square_domino</comment>
            <translation>Podpowiedź: po właściwym kwadracie przeciwnik nie może dołożyć żadnego kwadratu.</translation>
        </message>
        <message>
            <source>Hint: look for the square that scores the most, and count what your opponent can score next.</source>
            <comment>square_domino</comment>
            <translation>Podpowiedź: szukaj kwadratu, który daje najwięcej punktów, i policz, ile przeciwnik zdobędzie potem.</translation>
        </message>
        <message>
            <source>Hint: keep the tile you can still lay on your next turn, whatever the others lay.</source>
            <comment>dutch_domino</comment>
            <translation>Podpowiedź: zatrzymaj kamień, który dołożysz w następnej kolejce, cokolwiek dołożą inni.</translation>
        </message>
        <message>
            <source>Hint: think about which ends will still be open for you on your next turn.</source>
            <comment>dutch_domino</comment>
            <translation>Podpowiedź: pomyśl, które końce będą dla ciebie otwarte w następnej kolejce.</translation>
        </message>
        <message>
            <source>This tile closes two holes at once.</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; why the answer is right</extracomment>
            <translation>Ta płytka zamyka dwie dziury naraz.</translation>
        </message>
        <message>
            <source>No other tile scores as much once your opponent's best answer is counted.</source>
            <comment>holomino</comment>
            <translation>Żadna inna płytka nie daje tylu punktów po uwzględnieniu najlepszej odpowiedzi przeciwnika.</translation>
        </message>
        <message>
            <source>This tile makes a bridge.</source>
            <comment>triominos</comment>
            <translation>Ten kamień tworzy most.</translation>
        </message>
        <message>
            <source>This tile completes a hexagon.</source>
            <comment>triominos</comment>
            <translation>Ten kamień dopełnia sześciokąt.</translation>
        </message>
        <message>
            <source>No other tile scores as much once your opponent's best answer is counted.</source>
            <comment>triominos</comment>
            <translation>Żaden inny kamień nie daje tylu punktów po uwzględnieniu najlepszej odpowiedzi przeciwnika.</translation>
        </message>
        <message>
            <source>This stone touches three stones.</source>
            <comment>hexadomino</comment>
            <translation>Ten kamień dotyka trzech kamieni.</translation>
        </message>
        <message>
            <source>No other stone scores as much once your opponent's best answer is counted.</source>
            <comment>hexadomino</comment>
            <translation>Żaden inny kamień nie daje tylu punktów po uwzględnieniu najlepszej odpowiedzi przeciwnika.</translation>
        </message>
        <message>
            <source>After this square your opponent cannot lay a tile.</source>
            <comment>square_domino</comment>
            <translation>Po tym kwadracie przeciwnik nie może dołożyć kamienia.</translation>
        </message>
        <message>
            <source>No other square scores as much once your opponent's best answer is counted.</source>
            <comment>square_domino</comment>
            <translation>Żaden inny kwadrat nie daje tylu punktów po uwzględnieniu najlepszej odpowiedzi przeciwnika.</translation>
        </message>
        <message>
            <source>This tile brings you to your last tile, one you can still lay: you go out before the others.</source>
            <comment>dutch_domino</comment>
            <translation>Po tym kamieniu zostaje ci ostatni kamień, który jeszcze dołożysz: wychodzisz przed innymi.</translation>
        </message>
        <message>
            <source>After this tile you still have a tile to lay on your next turn; after any other you are left buying, or with a kružić.</source>
            <comment>dutch_domino</comment>
            <translation>Po tym kamieniu w następnej kolejce nadal masz kamień do dołożenia; po każdym innym musisz dobierać albo dostajesz kółko.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>holomino</comment>
            <extracomment>game -&gt; "%1 (it scores …), and it was the clear best in %2 of %3 deals", in its words</extracomment>
            <translation>%1; był to wyraźnie najlepszy ruch w %2 z %3 możliwych rozkładów płytek, których nie widzisz.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>triominos</comment>
            <translation>%1; był to wyraźnie najlepszy ruch w %2 z %3 możliwych rozkładów kamieni, których nie widzisz.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the stones you cannot see may lie.</source>
            <comment>hexadomino</comment>
            <translation>%1; był to wyraźnie najlepszy ruch w %2 z %3 możliwych rozkładów kamieni, których nie widzisz.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>square_domino</comment>
            <translation>%1; był to wyraźnie najlepszy ruch w %2 z %3 możliwych rozkładów kamieni, których nie widzisz.</translation>
        </message>
        <message>
            <source>It was the best move in %1 of %2 ways the tiles you cannot see may lie.</source>
            <comment>dutch_domino</comment>
            <translation>To był najlepszy ruch w %1 z %2 możliwych rozkładów kamieni, których nie widzisz.</translation>
        </message>
        <message numerus="yes">
            <source>It scores %n point(s)</source>
            <translation>
                <numerusform>Daje %n punkt</numerusform>
                <numerusform>Daje %n punkty</numerusform>
                <numerusform>Daje %n punktów</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>Folder</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Plik</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Plik %1</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Dysk</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Zaznacz wszystko</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>Krok do &amp;góry</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>Krok w &amp;dół</translation>
        </message>
    </context>
    <context>
        <name>QDockWidget</name>
        <message>
            <source>Float</source>
            <extracomment>the title bar of a panel (the tutorial's): its buttons' names and descriptions</extracomment>
            <translation>Uwolnij</translation>
        </message>
        <message>
            <source>Undocks and re-attaches the dock widget</source>
            <translation>Odłącza panel i ponownie go dołącza</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Closes the dock widget</source>
            <translation>Zamyka panel</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Open</source>
            <extracomment>the non-native file dialog the program opens and saves games with</extracomment>
            <translation>&amp;Otwórz</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Zapisz</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otwórz</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Zapisz jako</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Szukaj w:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>Nazwa &amp;pliku:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>&amp;Typ plików:</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Wszystkie pliki (*)</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nowy folder</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Usuń</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Zmień nazwę</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Pokaż &amp;ukryte pliki</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Wstecz</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Naprzód</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Folder nadrzędny</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Utwórz nowy folder</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Lista</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Szczegóły</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Wróć</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Przejdź dalej</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Przejdź do folderu nadrzędnego</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Utwórz nowy folder</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Pokaż listę</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Pokaż szczegóły</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Pasek boczny</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Lista miejsc i zakładek</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Pliki</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Pokaż </translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Ostatnie miejsca</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nowy folder</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Usuwanie</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 już istnieje.
Czy chcesz go zastąpić?</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Czy na pewno chcesz usunąć „%1”?</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>„%1” jest zabezpieczony przed zapisem.
Czy na pewno chcesz go usunąć?</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Nie można usunąć folderu.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Brak pliku.
Sprawdź podaną nazwę pliku.</translation>
        </message>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Brak folderu.
Sprawdź podaną nazwę folderu.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Rozmiar</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Rodzaj</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Data modyfikacji</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Mój komputer</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>the menu a right click opens in a text field (names, the chat, the invite code), in the rules page and in a number field, and on a scroll bar</extracomment>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ponów</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>W&amp;ytnij</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>S&amp;kopiuj</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Wklej</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Zaznacz wszystko</translation>
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
            <translation>Zapisz</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Zapisz wszystko</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otwórz</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Tak</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Ta&amp;k dla wszystkich</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Nie</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>Ni&amp;e dla wszystkich</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Przerwij</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Ponów</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Zignoruj</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Odrzuć</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Pomoc</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Zastosuj</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Zresetuj</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Przywróć domyślne</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Scroll here</source>
            <translation>Przewiń tutaj</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Lewa krawędź</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Na górę</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Prawa krawędź</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Na dół</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Strona w lewo</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Strona do góry</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Strona w prawo</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Strona w dół</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Przewiń w lewo</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Przewiń do góry</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Przewiń w prawo</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Przewiń w dół</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ponów</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>W&amp;ytnij</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>S&amp;kopiuj</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Skopiuj &amp;adres odsyłacza</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Wklej</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Usuń</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Zaznacz wszystko</translation>
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
            <translation>Kolej: %1</translation>
        </message>
        <message>
            <source>Next: %1. Hand over the computer, then click here when no one else looks.</source>
            <translation>Kolej: %1. Przekaż komputer, a gdy nikt inny nie patrzy, kliknij tutaj.</translation>
        </message>
    </context>
    <context>
        <name>RackWidget</name>
        <message>
            <source>Can be placed now</source>
            <extracomment>how much of its colour a greyed tile keeps (its lightness is kept whole) tiles per row (a big rack wraps into rows rather than scrolling) how many tiles may be selected at once; the selection in click order</extracomment>
            <translation>Można teraz położyć</translation>
        </message>
        <message>
            <source>Cannot be placed now</source>
            <translation>Nie można teraz położyć</translation>
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Rating history</source>
            <translation>Historia rankingu</translation>
        </message>
    </context>
    <context>
        <name>RatingPanel</name>
        <message>
            <source>Your rating</source>
            <translation>Twój ranking</translation>
        </message>
        <message>
            <source>No rated games yet: finish a game in which you alone play against the computer.</source>
            <translation>Nie ma jeszcze gier liczonych do rankingu: dokończ grę, w której tylko ty grasz z komputerem.</translation>
        </message>
        <message numerus="yes">
            <source>%1 ± %2 (95 %) after %n rated game(s)</source>
            <translation>
                <numerusform>%1 ± %2 (95%) po %n grze liczonej do rankingu</numerusform>
                <numerusform>%1 ± %2 (95%) po %n grach liczonych do rankingu</numerusform>
                <numerusform>%1 ± %2 (95%) po %n grach liczonych do rankingu</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 · nearest level: %2</source>
            <translation>%1 · najbliższy poziom: %2</translation>
        </message>
    </context>
    <context>
        <name>Ratings</name>
        <message>
            <source>The ratings file was damaged (%1): your ratings start again; the old file was kept as %2.</source>
            <translation>Plik rankingu był uszkodzony (%1): ranking liczy się od nowa; stary plik zachowano jako %2.</translation>
        </message>
        <message>
            <source>Your ratings cannot be saved in this session: where their file belongs (%1) there is a folder, a device or a pipe, not a file.</source>
            <translation>W tej sesji nie da się zapisać rankingu: tam, gdzie powinien być jego plik (%1), jest folder, urządzenie albo potok, a nie plik.</translation>
        </message>
        <message>
            <source>Where the ratings file belongs there was a folder, not a file: it was kept as %1, and your ratings start again.</source>
            <translation>Tam, gdzie powinien być plik rankingu, był folder, a nie plik: zachowano go jako %1, a ranking liczy się od nowa.</translation>
        </message>
        <message>
            <source>Where the ratings file belongs there was a device or a pipe, not a file: it was kept as %1, and your ratings start again.</source>
            <translation>Tam, gdzie powinien być plik rankingu, było urządzenie albo potok, a nie plik: zachowano to jako %1, a ranking liczy się od nowa.</translation>
        </message>
        <message>
            <source>%1 · about %2</source>
            <translation>%1 · ranking ok. %2</translation>
        </message>
        <message>
            <source>Suggested for you: %1</source>
            <translation>Propozycja dla ciebie: %1</translation>
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
            <translation>Ta płytka tu nie pasuje: jej liczba %1 musi stykać się z liczbą %1 na planszy, a żaden obrót płytki tego nie daje.</translation>
        </message>
        <message>
            <source>This tile does not fit here: it must touch the %1 on the board with the same numbers, and no turn of the tile does that.</source>
            <comment>holomino</comment>
            <translation>Ta płytka tu nie pasuje: przy liczbach %1 na planszy musi mieć te same liczby, a żaden obrót płytki tego nie daje.</translation>
        </message>
        <message>
            <source>This tile does not fit here: a %1 of this tile must touch the %1 on the table, and no turn of the tile does that.</source>
            <comment>triominos</comment>
            <translation>Ten kamień tu nie pasuje: jego liczba %1 musi stykać się z liczbą %1 na stole, a żaden obrót kamienia tego nie daje.</translation>
        </message>
        <message>
            <source>This tile does not fit here: it must touch the %1 on the table with the same numbers, and no turn of the tile does that.</source>
            <comment>triominos</comment>
            <translation>Ten kamień tu nie pasuje: przy liczbach %1 na stole musi mieć te same liczby, a żaden obrót kamienia tego nie daje.</translation>
        </message>
        <message>
            <source>an empty field</source>
            <comment>hexadomino</comment>
            <translation>puste pole</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s)</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n oczko</numerusform>
                <numerusform>%n oczka</numerusform>
                <numerusform>%n oczek</numerusform>
            </translation>
        </message>
        <message>
            <source>This stone does not fit here: it must touch the stones beside it with a field that has pips.</source>
            <comment>hexadomino</comment>
            <translation>Ten kamień tu nie pasuje: co najmniej jedno jego pole z oczkami musi stykać się z polem z oczkami sąsiedniego kamienia.</translation>
        </message>
        <message>
            <source>This stone does not fit here turned this way: it would put %1 against %2 of the stone beside it, and touching fields must be the same.</source>
            <comment>hexadomino</comment>
            <translation>Tak obrócony kamień tu nie pasuje: zetknęłyby się %1 tego kamienia i %2 sąsiedniego, a stykające się pola muszą być takie same.</translation>
        </message>
        <message>
            <source>This tile fits here, but only turned another way.</source>
            <comment>triominos</comment>
            <translation>Ten kamień tu pasuje, ale tylko inaczej obrócony.</translation>
        </message>
        <message>
            <source>This tile fits here, but only turned another way.</source>
            <comment>holomino</comment>
            <translation>Ta płytka tu pasuje, ale tylko inaczej obrócona.</translation>
        </message>
        <message>
            <source>Nothing can go here: the tiles around this place need two different numbers at one corner.</source>
            <comment>triominos</comment>
            <translation>Tu nic nie pasuje: kamienie wokół tego miejsca wymagają w jednym rogu dwóch różnych liczb.</translation>
        </message>
        <message>
            <source>Nothing can go here: the tiles around this place need two different numbers at one corner.</source>
            <comment>holomino</comment>
            <translation>Tu nic nie pasuje: płytki wokół tego miejsca wymagają w jednym rogu dwóch różnych liczb.</translation>
        </message>
        <message>
            <source>This place is blocked: every tile that would fit it is already on the board.</source>
            <comment>holomino</comment>
            <translation>To miejsce jest zablokowane: każda płytka, która by tu pasowała, leży już na planszy.</translation>
        </message>
        <message>
            <source>The new square does not fit here: where it touches the square beside it, it shows %1 and %2, and it must show %3 and %4 there, the same numbers.</source>
            <comment>square_domino</comment>
            <translation>Nowy kwadrat tu nie pasuje: na boku, którym styka się z sąsiednim kwadratem, ma połówki %1 i %2, a połówki naprzeciwko to %3 i %4 — liczba oczek musi być taka sama.</translation>
        </message>
        <message>
            <source>This tile has no %1, so it cannot be laid against the open %1 at the end of that arm.</source>
            <comment>dutch_domino</comment>
            <translation>Ten kamień nie pasuje do tego ramienia: na otwartym końcu ramienia jest %1, a żadna połówka kamienia nie ma tylu oczek.</translation>
        </message>
        <message>
            <source>A tile beside the spinner must show the number %1, and this tile has none.</source>
            <comment>dutch_domino</comment>
            <translation>Kamień przy krzyżaku musi mieć połówkę o tej samej liczbie oczek co krzyżak (%1), a ten kamień takiej nie ma.</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Player %1</source>
            <extracomment>playback speeds: label id -&gt; milliseconds per move</extracomment>
            <translation>Gracz %1</translation>
        </message>
        <message>
            <source>Replay — %1</source>
            <translation>Powtórka — %1</translation>
        </message>
        <message>
            <source>Replay viewer</source>
            <translation>Powtórka gry</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Ruch</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punkty</translation>
        </message>
        <message>
            <source>Moves of the replay</source>
            <translation>Ruchy powtórki</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Początek gry</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Score breakdown</source>
            <translation>Szczegóły punktacji</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>&amp;Analiza</translation>
        </message>
        <message>
            <source>Where the game was won and lost, move by move</source>
            <translation>Ruch po ruchu: które ruchy rozstrzygnęły grę</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kółka</translation>
        </message>
        <message>
            <source>Start of the game (Home)</source>
            <translation>Początek gry (Home)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Jeden ruch wstecz (strzałka w lewo)</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Jeden ruch wstecz</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Odtwórz</translation>
        </message>
        <message>
            <source>Play / pause (Space)</source>
            <translation>Odtwórz / pauza (spacja)</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>Jeden ruch naprzód (strzałka w prawo)</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Jeden ruch naprzód</translation>
        </message>
        <message>
            <source>End of the game (End)</source>
            <translation>Koniec gry (End)</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <source>Move number</source>
            <translation>Numer ruchu</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Wolno</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalnie</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Szybko</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Bardzo szybko</translation>
        </message>
        <message>
            <source>Playback speed</source>
            <translation>Szybkość odtwarzania</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Szybkość:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>Ruch %1 z %2</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kółka: %1</translation>
        </message>
        <message>
            <source>Scores: %1</source>
            <translation>Wyniki: %1</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>bez punktów</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>best</source>
            <translation>najlepszy</translation>
        </message>
        <message>
            <source>good</source>
            <translation>dobry</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>niedokładność</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>błąd</translation>
        </message>
    </context>
    <context>
        <name>ReviewRunner</name>
        <message>
            <source>the review process stopped (exit code %1)</source>
            <translation>proces analizy został przerwany (kod wyjścia %1)</translation>
        </message>
    </context>
    <context>
        <name>ReviewTable</name>
        <message>
            <source>the move played</source>
            <translation>zagrany ruch</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Player %1</source>
            <extracomment>the game counts kružići (Holandski domino): the words count them, not points</extracomment>
            <translation>Gracz %1</translation>
        </message>
        <message>
            <source>Review — %1</source>
            <translation>Analiza — %1</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Analiza gry</translation>
        </message>
        <message>
            <source>The costliest moves</source>
            <translation>Najkosztowniejsze ruchy</translation>
        </message>
        <message>
            <source>Show on board</source>
            <translation>Pokaż ruch</translation>
        </message>
        <message>
            <source>Review progress</source>
            <translation>Postęp analizy</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Full review</source>
            <translation>Pełna analiza</translation>
        </message>
        <message>
            <source>Quick review</source>
            <translation>Szybka analiza</translation>
        </message>
        <message>
            <source>Save chart as PNG…</source>
            <translation>Zapisz wykres jako PNG…</translation>
        </message>
        <message>
            <source>Practise these moves</source>
            <translation>Ćwicz te ruchy</translation>
        </message>
        <message>
            <source>Include inaccuracies</source>
            <translation>Uwzględnij niedokładności</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Stored review</source>
            <translation>Zapisana analiza</translation>
        </message>
        <message>
            <source>Quick review…</source>
            <translation>Szybka analiza…</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Analizuję…</translation>
        </message>
        <message>
            <source>Quick review: kružići only, no verdicts</source>
            <comment>dutch_domino</comment>
            <translation>Szybka analiza: tylko kółka, bez ocen</translation>
        </message>
        <message>
            <source>Quick review: points only, no verdicts</source>
            <translation>Szybka analiza: tylko punkty, bez ocen</translation>
        </message>
        <message>
            <source>The review failed: %1</source>
            <translation>Analiza się nie powiodła: %1</translation>
        </message>
        <message>
            <source>Review cancelled</source>
            <translation>Analiza anulowana</translation>
        </message>
        <message>
            <source>The most avoidable kružići</source>
            <comment>dutch_domino</comment>
            <translation>Najwięcej kółek do uniknięcia</translation>
        </message>
        <message>
            <source>The most points missed</source>
            <translation>Najwięcej straconych punktów</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Kółka</translation>
        </message>
        <message>
            <source>The start of the game</source>
            <translation>Początek gry</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Kółka: %1</translation>
        </message>
        <message>
            <source>Move %1 · %2: %3
%4</source>
            <translation>Ruch %1 · %2: %3
%4</translation>
        </message>
        <message numerus="yes">
            <source>Move %1 (%2): %3, points %4; most points: %5, points %6 — %n point(s) missed</source>
            <translation>
                <numerusform>Ruch %1 (%2): %3, punkty: %4; najlepiej punktowany ruch: %5, punkty: %6 — strata: %n punkt</numerusform>
                <numerusform>Ruch %1 (%2): %3, punkty: %4; najlepiej punktowany ruch: %5, punkty: %6 — strata: %n punkty</numerusform>
                <numerusform>Ruch %1 (%2): %3, punkty: %4; najlepiej punktowany ruch: %5, punkty: %6 — strata: %n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, points %4; better: %5, points %6 — %7</source>
            <translation>Ruch %1 (%2): %3, punkty: %4; lepszy ruch: %5, punkty: %6 — %7</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, kružići %4; fewest %5, kružići %6 — %7 avoidable</source>
            <comment>dutch_domino</comment>
            <translation>Ruch %1 (%2): %3, kółka: %4; ruch z najmniejszą liczbą kółek: %5, kółka: %6 — do uniknięcia: %7</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, kružići %4; better: %5, kružići %6 — %7</source>
            <comment>dutch_domino</comment>
            <translation>Ruch %1 (%2): %3, kółka: %4; lepszy ruch: %5, kółka: %6 — %7</translation>
        </message>
        <message>
            <source>%1: points missed %2 (a quick review counts points only)</source>
            <translation>%1 — stracone punkty: %2 (szybka analiza liczy tylko punkty)</translation>
        </message>
        <message>
            <source>%1: points missed %2, mistakes %3, inaccuracies %4</source>
            <translation>%1 — stracone punkty: %2, błędy: %3, niedokładności: %4</translation>
        </message>
        <message>
            <source>%1: avoidable kružići %2 (a quick review counts kružići only)</source>
            <comment>dutch_domino</comment>
            <translation>%1 — kółka do uniknięcia: %2 (szybka analiza liczy tylko kółka)</translation>
        </message>
        <message>
            <source>%1: avoidable kružići %2, mistakes %3, inaccuracies %4</source>
            <comment>dutch_domino</comment>
            <translation>%1 — kółka do uniknięcia: %2, błędy: %3, niedokładności: %4</translation>
        </message>
        <message>
            <source>A dead heat: the game ended level.</source>
            <translation>Remis: gra skończyła się równym wynikiem.</translation>
        </message>
        <message>
            <source>Winning margin at the end: %1</source>
            <translation>Przewaga zwycięzcy na koniec: %1</translation>
        </message>
        <message>
            <source>The game is not over; at the last move nobody was ahead.</source>
            <translation>Gra jeszcze się nie skończyła; po ostatnim ruchu nikt nie prowadzi.</translation>
        </message>
        <message numerus="yes">
            <source>The game is not over; at the last move %1 was ahead by %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Mecz jeszcze się nie skończył; po ostatnim ruchu prowadzi %1, mając o %n kółko mniej.</numerusform>
                <numerusform>Mecz jeszcze się nie skończył; po ostatnim ruchu prowadzi %1, mając o %n kółka mniej.</numerusform>
                <numerusform>Mecz jeszcze się nie skończył; po ostatnim ruchu prowadzi %1, mając o %n kółek mniej.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game is not over; at the last move %1 was ahead by %n point(s).</source>
            <translation>
                <numerusform>Gra jeszcze się nie skończyła; po ostatnim ruchu prowadzi %1 o %n punkt.</numerusform>
                <numerusform>Gra jeszcze się nie skończyła; po ostatnim ruchu prowadzi %1 o %n punkty.</numerusform>
                <numerusform>Gra jeszcze się nie skończyła; po ostatnim ruchu prowadzi %1 o %n punktów.</numerusform>
            </translation>
        </message>
        <message>
            <source>The review found no move to practise.</source>
            <translation>Analiza nie znalazła ruchu do ćwiczenia.</translation>
        </message>
        <message numerus="yes">
            <source>%n new exercise(s) kept</source>
            <translation>
                <numerusform>Zapisano %n nowe ćwiczenie</numerusform>
                <numerusform>Zapisano %n nowe ćwiczenia</numerusform>
                <numerusform>Zapisano %n nowych ćwiczeń</numerusform>
            </translation>
        </message>
        <message>
            <source>Save chart as PNG</source>
            <translation>Zapisz wykres jako PNG</translation>
        </message>
        <message>
            <source>PNG images</source>
            <translation>Obrazy PNG</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>Nie można zapisać %1: %2</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>&amp;Game:</source>
            <extracomment>the seed every diagram is played from (a fixed seed: the same picture every time) the largest side of a diagram in pixels the table colour behind a diagram (the board view's) a page of paper whatever the window's theme (dark or light)</extracomment>
            <translation>&amp;Gra:</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Zasady</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Rules of %1</source>
            <translation>Zasady gry: %1</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>Score chart</source>
            <extracomment>each seat's line and marks, so the seats differ in more than colour (a player who does not tell the colours apart, a print in grey); the dotted line is the win chance's at most this many marks along one line (a long match would be a row of blots)</extracomment>
            <translation>Wykres punktów</translation>
        </message>
        <message>
            <source>After move %1 of %2: %3</source>
            <translation>Po ruchu %1 z %2: %3</translation>
        </message>
        <message>
            <source>win chance</source>
            <translation>szansa wygranej</translation>
        </message>
    </context>
    <context>
        <name>SeatCard</name>
        <message>
            <source>Seat %1: %2, %3</source>
            <extracomment>the item data role that keeps a log row's text before it was wrapped to the column</extracomment>
            <translation>Miejsce %1: %2, %3</translation>
        </message>
        <message numerus="yes">
            <source>Seat %1: %2, %n point(s)</source>
            <translation>
                <numerusform>Miejsce %1: %2, %n punkt</numerusform>
                <numerusform>Miejsce %1: %2, %n punkty</numerusform>
                <numerusform>Miejsce %1: %2, %n punktów</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat %1: %2</source>
            <translation>Miejsce %1: %2</translation>
        </message>
        <message>
            <source>%1 — to play</source>
            <translation>%1 — teraz gra</translation>
        </message>
    </context>
    <context>
        <name>SeatsView</name>
        <message>
            <source>Computer · %1</source>
            <extracomment>the seat whose hand the viewer sees on the rack now (-1: none; set by the window)</extracomment>
            <translation>Komputer · %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Człowiek</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Myśli…</translation>
        </message>
        <message>
            <source>Totals: %1</source>
            <translation>Razem: %1</translation>
        </message>
    </context>
    <context>
        <name>SelfTest</name>
        <message>
            <source>AI %1</source>
            <translation>SI %1</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>language</source>
            <extracomment>the settings group; "animation" stays where the window has always kept it each stored setting in words, as a notice names the ones set back to their defaults</extracomment>
            <translation>język</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>szybkość animacji</translation>
        </message>
        <message>
            <source>computer think time</source>
            <translation>czas namysłu komputera</translation>
        </message>
        <message>
            <source>sound</source>
            <translation>dźwięk</translation>
        </message>
        <message>
            <source>theme</source>
            <translation>motyw</translation>
        </message>
        <message>
            <source>tile colours</source>
            <translation>kolory elementów gry</translation>
        </message>
        <message>
            <source>Hint button</source>
            <translation>przycisk Podpowiedź</translation>
        </message>
        <message>
            <source>coach</source>
            <translation>trener</translation>
        </message>
        <message>
            <source>relay address</source>
            <translation>adres przekaźnika</translation>
        </message>
        <message>
            <source>game events on the board</source>
            <translation>zdarzenia gry na planszy</translation>
        </message>
        <message>
            <source>recent files</source>
            <translation>ostatnie pliki</translation>
        </message>
        <message>
            <source>tutorial progress</source>
            <translation>postęp w samouczkach</translation>
        </message>
        <message>
            <source>window size and place</source>
            <translation>rozmiar i położenie okna</translation>
        </message>
        <message>
            <source>last game</source>
            <translation>ostatnia gra</translation>
        </message>
        <message>
            <source>Some settings could not be read and were set back to their defaults: %1.</source>
            <translation>Niektórych ustawień nie dało się odczytać i przywrócono ich wartości domyślne: %1.</translation>
        </message>
        <message>
            <source>The last game in the settings could not be read: a new game starts.</source>
            <translation>Nie udało się odczytać ostatniej gry z ustawień: zaczyna się nowa gra.</translation>
        </message>
        <message>
            <source>Settings cannot be saved in this session: where the settings file belongs (%1) there is a folder, not a file. The default settings are used.</source>
            <translation>W tej sesji nie da się zapisać ustawień: tam, gdzie powinien być plik ustawień (%1), jest folder, a nie plik. Używane są ustawienia domyślne.</translation>
        </message>
        <message>
            <source>Settings cannot be saved in this session: where the settings file belongs (%1) there is a device or a pipe, not a file. The default settings are used.</source>
            <translation>W tej sesji nie da się zapisać ustawień: tam, gdzie powinien być plik ustawień (%1), jest urządzenie albo potok, a nie plik. Używane są ustawienia domyślne.</translation>
        </message>
        <message>
            <source>The settings file was damaged: the default settings are used.</source>
            <translation>Plik ustawień był uszkodzony: używane są ustawienia domyślne.</translation>
        </message>
        <message>
            <source>The settings file was damaged: the default settings are used; the old file was kept as %1.</source>
            <translation>Plik ustawień był uszkodzony: używane są ustawienia domyślne; stary plik zachowano jako %1.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <extracomment>Okabe &amp; Ito's colour-blind-safe colours, extended with distinct greys/browns for 8 and 9</extracomment>
            <translation>Ustawienia</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Język systemu</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Język:</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Bez animacji</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Szybko</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalnie</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Wolno</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>&amp;Szybkość animacji:</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>Computer &amp;think time:</source>
            <translation>&amp;Czas namysłu komputera:</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Ciemny</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Jasny</translation>
        </message>
        <message>
            <source>Th&amp;eme:</source>
            <translation>&amp;Motyw:</translation>
        </message>
        <message>
            <source>Standard colours</source>
            <translation>Kolory standardowe</translation>
        </message>
        <message>
            <source>Colour-blind-safe colours</source>
            <translation>Kolory dla daltonistów</translation>
        </message>
        <message>
            <source>Tile &amp;colours:</source>
            <translation>&amp;Kolory elementów gry:</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Dźwięk</translation>
        </message>
        <message>
            <source>Show the &amp;Hint button</source>
            <translation>Pokaż przycisk „P&amp;odpowiedź”</translation>
        </message>
        <message>
            <source>C&amp;oach: comment on my moves</source>
            <translation>&amp;Trener: komentuj moje ruchy</translation>
        </message>
        <message>
            <source>Screen reader: also say game e&amp;vents on the board</source>
            <translation>Czytnik ekranu: odczytuj &amp;zdarzenia na planszy</translation>
        </message>
        <message>
            <source>For a screen reader that is silent about the other players' moves (such as Orca 43): what is announced becomes the board's description, which it reads. Leave it off if you hear things twice.</source>
            <translation>Dla czytnika ekranu, który milczy o ruchach pozostałych graczy (np. Orca 43): to, co program ogłasza, staje się opisem planszy, który ten czytnik odczytuje. Pozostaw wyłączone, jeśli słyszysz wszystko dwa razy.</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Sieć</translation>
        </message>
        <message>
            <source>Relay address</source>
            <translation>Adres przekaźnika</translation>
        </message>
        <message>
            <source>&amp;Relay address:</source>
            <translation>&amp;Adres przekaźnika:</translation>
        </message>
        <message>
            <source>Empty: LAN only, friends on your network can join. With a relay, friends anywhere can join: see the network guide for running one.</source>
            <translation>Puste: tylko sieć lokalna, dołączyć mogą znajomi z twojej sieci. Z przekaźnikiem mogą dołączać znajomi z dowolnego miejsca: jak uruchomić własny, opisuje przewodnik sieciowy.</translation>
        </message>
        <message>
            <source>That is not a relay address: type host:port, e.g. relay.example.org:4001, or leave it empty for LAN only.</source>
            <translation>To nie jest adres przekaźnika: wpisz go w postaci host:port, np. relay.example.org:4001, albo zostaw pole puste, żeby grać tylko w sieci lokalnej.</translation>
        </message>
        <message>
            <source>The think time applies to the Expert level and to hints.</source>
            <translation>Czas namysłu dotyczy poziomu Ekspert i podpowiedzi.</translation>
        </message>
    </context>
    <context>
        <name>SpokenBoard</name>
        <message>
            <source>Place %1 of %2: %3.</source>
            <extracomment>the piece on the table said last by stepping over it (-1: none yet)</extracomment>
            <translation>Miejsce %1 z %2: %3.</translation>
        </message>
        <message>
            <source>Turned %1 (%2 of %3): R turns it.</source>
            <translation>Obrót: %1 (%2 z %3), R obraca dalej.</translation>
        </message>
        <message>
            <source>L says what has been laid, period and comma step over it one by one, A lets the arrow keys walk over it too, S reads the scores, W says where the cursor is.</source>
            <translation>L odczytuje, co już wyłożono, kropka i przecinek przechodzą kolejno po wyłożonych elementach, A włącza poruszanie się po nich strzałkami, S odczytuje wyniki, W odczytuje położenie kursora.</translation>
        </message>
        <message>
            <source>%1 of %2: %3</source>
            <translation>%1 z %2: %3</translation>
        </message>
        <message>
            <source>The arrow keys walk over the laid pieces too.</source>
            <translation>Strzałki przechodzą teraz też po tym, co wyłożono.</translation>
        </message>
        <message>
            <source>The arrow keys walk over the highlighted places only.</source>
            <translation>Strzałki przechodzą tylko po podświetlonych miejscach.</translation>
        </message>
        <message>
            <source>Laid %1 of %2: %3</source>
            <translation>Wyłożony element %1 z %2: %3</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>The statistics file was damaged (%1): the statistics start again from zero; the old file was kept as %2.</source>
            <translation>Plik statystyk był uszkodzony (%1): statystyki zaczynają się od zera; stary plik zachowano jako %2.</translation>
        </message>
        <message>
            <source>Where the statistics file belongs there was a folder, not a file: it was kept as %1, and the statistics start again from zero.</source>
            <translation>Tam, gdzie powinien być plik statystyk, był folder, a nie plik: zachowano go jako %1, a statystyki zaczynają się od zera.</translation>
        </message>
        <message>
            <source>Where the statistics file belongs there was a device or a pipe, not a file: it was kept as %1, and the statistics start again from zero.</source>
            <translation>Tam, gdzie powinien być plik statystyk, było urządzenie albo potok, a nie plik: zachowano to jako %1, a statystyki zaczynają się od zera.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved in this session: where their file belongs (%1) there is a folder, a device or a pipe, not a file.</source>
            <translation>W tej sesji nie da się zapisać statystyk: tam, gdzie powinien być ich plik (%1), jest folder, urządzenie albo potok, a nie plik.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Przeciwnicy</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Remisy</translation>
        </message>
        <message>
            <source>Losses</source>
            <translation>Przegrane</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Najlepszy wynik</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Średni wynik</translation>
        </message>
        <message>
            <source>Streak (best)</source>
            <translation>Seria (najlepsza)</translation>
        </message>
        <message>
            <source>No finished games against the computer yet.</source>
            <translation>Nie ma jeszcze ukończonych gier z komputerem.</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>&amp;Wyzeruj statystyki…</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n wygrana</numerusform>
                <numerusform>%n wygrane</numerusform>
                <numerusform>%n wygranych</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n loss(es)</source>
            <translation>
                <numerusform>%n przegrana</numerusform>
                <numerusform>%n przegrane</numerusform>
                <numerusform>%n przegranych</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Wyzeruj statystyki</translation>
        </message>
        <message>
            <source>Forget every game in the statistics? This cannot be undone.</source>
            <translation>Usunąć wszystkie gry ze statystyk? Tego nie da się cofnąć.</translation>
        </message>
        <message>
            <source>Forget every game in the statistics and your ratings? This cannot be undone.</source>
            <translation>Usunąć wszystkie gry ze statystyk i twój ranking? Tego nie da się cofnąć.</translation>
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
            <translation>Zamknij podsumowanie, aby grać dalej.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 myśli…</translation>
        </message>
        <message>
            <source>Next to play: %1.</source>
            <translation>Teraz gra: %1.</translation>
        </message>
        <message>
            <source>Hand the computer over. Next: %1.</source>
            <translation>Przekaż komputer następnemu graczowi. Kolej: %1.</translation>
        </message>
        <message>
            <source>Your turn: %1</source>
            <translation>Twój ruch: %1</translation>
        </message>
        <message>
            <source>Turn: %1 — %2</source>
            <translation>Kolej: %1 — %2</translation>
        </message>
        <message>
            <source>Where several rotations fit, R or the mouse wheel turns it.</source>
            <translation>Jeśli pasuje kilka obrotów, obracaj klawiszem R albo kółkiem myszy.</translation>
        </message>
        <message numerus="yes">
            <source>You win the game with %n point(s).</source>
            <translation>
                <numerusform>Wygrywasz grę, zdobywając %n punkt.</numerusform>
                <numerusform>Wygrywasz grę, zdobywając %n punkty.</numerusform>
                <numerusform>Wygrywasz grę, zdobywając %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the game: %1, with %n point(s).</source>
            <translation>
                <numerusform>Grę wygrywa %1, zdobywając %n punkt.</numerusform>
                <numerusform>Grę wygrywa %1, zdobywając %n punkty.</numerusform>
                <numerusform>Grę wygrywa %1, zdobywając %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win the match with %n point(s).</source>
            <translation>
                <numerusform>Wygrywasz mecz, zdobywając %n punkt.</numerusform>
                <numerusform>Wygrywasz mecz, zdobywając %n punkty.</numerusform>
                <numerusform>Wygrywasz mecz, zdobywając %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the match: %1, with %n point(s).</source>
            <translation>
                <numerusform>Mecz wygrywa %1, zdobywając %n punkt.</numerusform>
                <numerusform>Mecz wygrywa %1, zdobywając %n punkty.</numerusform>
                <numerusform>Mecz wygrywa %1, zdobywając %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends in a draw: you and %1 have %n point(s) each.</source>
            <translation>
                <numerusform>Gra kończy się remisem: ty i %1 macie po %n punkcie.</numerusform>
                <numerusform>Gra kończy się remisem: ty i %1 macie po %n punkty.</numerusform>
                <numerusform>Gra kończy się remisem: ty i %1 macie po %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The match ends in a draw: you and %1 have %n point(s) each.</source>
            <translation>
                <numerusform>Mecz kończy się remisem: ty i %1 macie po %n punkcie.</numerusform>
                <numerusform>Mecz kończy się remisem: ty i %1 macie po %n punkty.</numerusform>
                <numerusform>Mecz kończy się remisem: ty i %1 macie po %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends in a draw at %n point(s) each between %1.</source>
            <translation>
                <numerusform>Gra kończy się remisem: %1 mają po %n punkcie.</numerusform>
                <numerusform>Gra kończy się remisem: %1 mają po %n punkty.</numerusform>
                <numerusform>Gra kończy się remisem: %1 mają po %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The match ends in a draw at %n point(s) each between %1.</source>
            <translation>
                <numerusform>Mecz kończy się remisem: %1 mają po %n punkcie.</numerusform>
                <numerusform>Mecz kończy się remisem: %1 mają po %n punkty.</numerusform>
                <numerusform>Mecz kończy się remisem: %1 mają po %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win the match, with %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Wygrywasz mecz, mając %n kółko.</numerusform>
                <numerusform>Wygrywasz mecz, mając %n kółka.</numerusform>
                <numerusform>Wygrywasz mecz, mając %n kółek.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the match: %1, with %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Mecz wygrywa %1, mając %n kółko.</numerusform>
                <numerusform>Mecz wygrywa %1, mając %n kółka.</numerusform>
                <numerusform>Mecz wygrywa %1, mając %n kółek.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last move — %1: %2 (%3)</source>
            <translation>Ostatni ruch — %1: %2 (%3)</translation>
        </message>
        <message>
            <source>Last move — %1: %2</source>
            <translation>Ostatni ruch — %1: %2</translation>
        </message>
        <message>
            <source>You scored %1 (%2).</source>
            <translation>Punkty za twój ruch: %1 (%2).</translation>
        </message>
        <message>
            <source>You scored %1.</source>
            <translation>Punkty za twój ruch: %1.</translation>
        </message>
        <message>
            <source>Score for %1: %2 (%3).</source>
            <translation>%1: %2 pkt (%3).</translation>
        </message>
        <message>
            <source>Score for %1: %2.</source>
            <translation>%1: %2 pkt.</translation>
        </message>
    </context>
    <context>
        <name>Summaries</name>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Razem</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <extracomment>score kinds of a placing move itself (Holomino's holes, a Triominos tile, Hexadomino's sides, a square domino square), as against an end's settlement a round summary closed and the match goes on: the panels refresh the match summary's "Review" was pressed: the window opens the game review the dialogs' parent; its Qt property ``quiet_end`` skips the match summary of computer-only games (the self-test) True while a tutorial shows a lesson position: the lesson's panel tells how the round or match ended, and a window-modal dialog would block its Next button</extracomment>
            <translation>Kółka</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Mecz</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>End of the match</source>
            <translation>Koniec meczu</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Koniec gry</translation>
        </message>
    </context>
    <context>
        <name>SummaryDialog</name>
        <message>
            <source>Scores</source>
            <translation>Wyniki</translation>
        </message>
        <message>
            <source>&amp;New match</source>
            <translation>&amp;Nowy mecz</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nowa gra</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>&amp;Analiza</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>Następna &amp;partia</translation>
        </message>
    </context>
    <context>
        <name>TrainingMenu</name>
        <message>
            <source>T&amp;raining</source>
            <extracomment>the puzzle windows opened (the tests and the screenshots read them)</extracomment>
            <translation>T&amp;rening</translation>
        </message>
        <message>
            <source>&amp;Puzzles…</source>
            <translation>Ł&amp;amigłówki…</translation>
        </message>
        <message>
            <source>Puzzle of the &amp;day</source>
            <translation>Łamigłówka &amp;dnia</translation>
        </message>
        <message>
            <source>Practise my &amp;mistakes</source>
            <translation>Ćwicz moje &amp;błędy</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Learn Holomino</source>
            <extracomment>id -&gt; English source (``QT_TRANSLATE_NOOP`` is typed ``object`` in PySide6's stubs)</extracomment>
            <translation>Nauka gry: Holomino</translation>
        </message>
        <message>
            <source>Learn Triominos</source>
            <translation>Nauka gry: Triominos</translation>
        </message>
        <message>
            <source>Learn Hexadomino</source>
            <translation>Nauka gry: Hexadomino</translation>
        </message>
        <message>
            <source>Learn Holandski domino</source>
            <translation>Nauka gry: Domino holenderskie</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Płytki</translation>
        </message>
        <message>
            <source>Every Holomino tile is a hexagon with three numbers and three round bites. You hold your tiles in the rack below the board. Click a tile in your rack, then click one of the highlighted places next to the start tile.</source>
            <translation>Każda płytka Holomino to sześciokąt z trzema liczbami i trzema okrągłymi wycięciami. Twoje płytki leżą pod planszą. Kliknij płytkę, a potem jedno z podświetlonych miejsc obok płytki startowej.</translation>
        </message>
        <message>
            <source>Choose any tile that lights up places on the board, then click a place.</source>
            <translation>Wybierz płytkę, dla której na planszy podświetlą się miejsca, i kliknij jedno z nich.</translation>
        </message>
        <message>
            <source>Where two tiles touch, the numbers at their shared corners are the same.</source>
            <translation>Tam, gdzie dwie płytki się stykają, liczby we wspólnych rogach są takie same.</translation>
        </message>
        <message>
            <source>Matching corners</source>
            <translation>Pasujące rogi</translation>
        </message>
        <message>
            <source>A tile may only go where every corner it touches shows the same number. Place the marked tile: it fits in very few places. You never have to turn it yourself — the program turns it the only way that fits.</source>
            <translation>Płytka pasuje tylko tam, gdzie w każdym rogu, którym styka się z inną płytką, jest ta sama liczba. Połóż zaznaczoną płytkę: pasuje w bardzo niewielu miejscach. Nie musisz jej obracać — program ustawia ją w jedynym pasującym położeniu.</translation>
        </message>
        <message>
            <source>Use the marked tile. Only the highlighted places have matching numbers for it.</source>
            <translation>Użyj zaznaczonej płytki. Tylko podświetlone miejsca mają dla niej pasujące liczby.</translation>
        </message>
        <message>
            <source>The tile was turned for you so that all touching corners match.</source>
            <translation>Płytka została obrócona tak, by wszystkie stykające się rogi pasowały.</translation>
        </message>
        <message>
            <source>Blocked places</source>
            <translation>Zablokowane miejsca</translation>
        </message>
        <message>
            <source>Look at the place marked with a cross. Its neighbours ask for the same number at two of its corners, but every tile shows three different numbers: no tile can ever fill it. It stays blocked for the rest of the game. Place a tile somewhere else.</source>
            <translation>Spójrz na miejsce oznaczone krzyżykiem. Sąsiednie płytki wymagają tam tej samej liczby w dwóch rogach, a każda płytka ma trzy różne liczby: tego miejsca żadna płytka nigdy nie wypełni. Zostaje zablokowane do końca gry. Połóż płytkę gdzie indziej.</translation>
        </message>
        <message>
            <source>The crossed place never lights up. Choose a tile and click a place that does.</source>
            <translation>Miejsce z krzyżykiem nigdy się nie podświetla. Wybierz płytkę i kliknij miejsce, które się podświetla.</translation>
        </message>
        <message>
            <source>A blocked place stays empty, so a hole beside it can never be closed.</source>
            <translation>Zablokowane miejsce zostaje puste, więc dziury obok niego nie da się już zamknąć.</translation>
        </message>
        <message>
            <source>Closing a hole</source>
            <translation>Zamykanie dziury</translation>
        </message>
        <message>
            <source>Three bites that meet make a round hole. When your tile closes a hole you score the three numbers around it. Close a hole now.</source>
            <translation>Trzy stykające się wycięcia tworzą okrągłą dziurę. Gdy twoja płytka zamyka dziurę, zdobywasz tyle punktów, ile wynosi suma trzech liczb wokół niej. Zamknij teraz dziurę.</translation>
        </message>
        <message>
            <source>Look for a gap where two tiles already have their bites next to each other, and fill it.</source>
            <translation>Poszukaj luki, przy której dwie płytki mają już wycięcia obok siebie, i wypełnij ją.</translation>
        </message>
        <message>
            <source>You closed a hole and scored the sum of the three numbers around it.</source>
            <translation>Dziura zamknięta: zdobywasz tyle punktów, ile wynosi suma trzech liczb wokół niej.</translation>
        </message>
        <message>
            <source>Two holes at once</source>
            <translation>Dwie dziury naraz</translation>
        </message>
        <message>
            <source>A tile can close two or three holes in one move. Then the holes are added and multiplied by their number: two holes count double, three count triple. Find the move that closes two holes.</source>
            <translation>Płytka może w jednym ruchu zamknąć dwie lub trzy dziury. Wtedy wartości dziur dodaje się, a sumę mnoży przez liczbę dziur: dwie dziury liczą się podwójnie, trzy potrójnie. Znajdź ruch, który zamyka dwie dziury.</translation>
        </message>
        <message>
            <source>One empty place has bites on two sides. Fill that one.</source>
            <translation>Jedno puste miejsce ma wycięcia z dwóch stron. Wypełnij je.</translation>
        </message>
        <message>
            <source>When nothing fits</source>
            <translation>Gdy nic nie pasuje</translation>
        </message>
        <message>
            <source>Before each turn you draw a tile, so you hold up to four. Sometimes none of them fits: then you give one back to the sack and your turn is over. Select a tile and press the button to return it.</source>
            <translation>Przed każdym ruchem dobierasz płytkę, więc masz ich najwyżej cztery. Czasem żadna nie pasuje: wtedy oddajesz jedną do worka i tracisz kolejkę (pas). Wybierz płytkę i naciśnij przycisk, aby ją oddać.</translation>
        </message>
        <message>
            <source>Select a tile in your rack, then press the return button beside the rack.</source>
            <translation>Wybierz płytkę, a potem naciśnij przycisk „Oddaj płytkę (pas)”.</translation>
        </message>
        <message>
            <source>Returned. If both players have to return a tile one after the other, the game ends.</source>
            <translation>Płytka oddana. Jeśli zaraz potem przeciwnik też musi oddać płytkę, gra się kończy.</translation>
        </message>
        <message>
            <source>The 12 × 12 board</source>
            <translation>Plansza 12 × 12</translation>
        </message>
        <message>
            <source>The board holds at most 12 × 12 tiles. This layout is already 12 tiles wide, so a place beyond its edge stays dark even where a tile would match. Place a tile inside the board.</source>
            <translation>Plansza mieści najwyżej 12 × 12 płytek. Ten układ ma już 12 płytek szerokości, więc miejsce za jego krawędzią pozostaje ciemne, nawet jeśli jakaś płytka by tam pasowała. Połóż płytkę w obrębie planszy.</translation>
        </message>
        <message>
            <source>Only the places inside the 12 × 12 board light up; click one of them.</source>
            <translation>Podświetlają się tylko miejsca w obrębie planszy 12 × 12; kliknij jedno z nich.</translation>
        </message>
        <message>
            <source>The view shifts by itself, so the whole layout always stays on the screen.</source>
            <translation>Widok sam się przesuwa, więc cały układ zawsze mieści się na ekranie.</translation>
        </message>
        <message>
            <source>The end of the game</source>
            <translation>Koniec gry</translation>
        </message>
        <message>
            <source>The sack is empty and this is your last tile. The game ends when a player has no tiles left. Place it.</source>
            <translation>Worek jest pusty, a to twoja ostatnia płytka. Gra kończy się, gdy gracz nie ma już płytek. Połóż ją.</translation>
        </message>
        <message>
            <source>Select your last tile and click any highlighted place.</source>
            <translation>Wybierz ostatnią płytkę i kliknij dowolne podświetlone miejsce.</translation>
        </message>
        <message>
            <source>A little strategy</source>
            <translation>Trochę strategii</translation>
        </message>
        <message>
            <source>Tip: before you place, compare the holes you can close — big numbers around a hole mean big points. Find the move that scores the most here.</source>
            <translation>Wskazówka: zanim położysz płytkę, porównaj dziury, które możesz zamknąć — duże liczby wokół dziury to dużo punktów. Znajdź tu najlepiej punktowany ruch.</translation>
        </message>
        <message>
            <source>Another move closes a hole with larger numbers around it.</source>
            <translation>Inny ruch zamyka dziurę z większymi liczbami wokół.</translation>
        </message>
        <message>
            <source>That is the best move. Also watch out: a hole that is almost closed is a gift for the next player.</source>
            <translation>To najlepszy ruch. Uważaj też: prawie zamknięta dziura to prezent dla następnego gracza.</translation>
        </message>
        <message>
            <source>Your first game</source>
            <translation>Twoja pierwsza gra</translation>
        </message>
        <message>
            <source>Now play a real game against the Beginner. Each turn the Hint shows a good move — you may follow it or choose your own. Make a few moves to finish the tutorial.</source>
            <translation>Teraz zagraj prawdziwą grę z Początkującym. W każdym ruchu Podpowiedź pokazuje dobry ruch — możesz go wykonać albo wybrać własny. Wykonaj kilka ruchów, aby ukończyć samouczek.</translation>
        </message>
        <message>
            <source>You know the game now! Play on to the end, or start a new game.</source>
            <translation>Znasz już grę! Graj do końca albo zacznij nową grę.</translation>
        </message>
        <message>
            <source>Who starts</source>
            <translation>Kto zaczyna</translation>
        </message>
        <message>
            <source>Before the deal each player draws one tile from the pool: the highest sum starts (on a tie the tied players draw again), and the tiles go back into the pool. Then with 2 players each takes 9 tiles, with 3 or 4 players 7. You drew the highest, so you start: place any tile — you score its sum.</source>
            <translation>Przed rozdaniem każdy gracz dobiera z puli jeden kamień: zaczyna gracz z najwyższą sumą (przy remisie gracze z równą sumą dobierają jeszcze raz), a kamienie wracają do puli. Potem przy 2 graczach każdy bierze 9 kamieni, przy 3 lub 4 graczach — 7. Najwyższą sumę masz ty, więc zaczynasz: połóż dowolny kamień — dostaniesz tyle punktów, ile wynosi suma jego liczb.</translation>
        </message>
        <message>
            <source>Choose any tile and click the middle of the table.</source>
            <translation>Wybierz dowolny kamień i kliknij środek stołu.</translation>
        </message>
        <message>
            <source>The round has begun; a high opening tile scores more. (In the “classic opening” variant the player holding the highest triple starts with it and scores 10 extra, 40 for 0-0-0.)</source>
            <translation>Runda się zaczęła; kamień z wysokimi liczbami daje na otwarcie więcej punktów. (W wariancie „klasyczne otwarcie” zaczyna gracz z najwyższą trójką, kładąc właśnie ją, i dostaje 10 dodatkowych punktów, 40 za 0-0-0.)</translation>
        </message>
        <message>
            <source>Tiles and matching</source>
            <translation>Kamienie i dopasowanie</translation>
        </message>
        <message>
            <source>A Triominos tile is a triangle with a number from 0 to 5 at each corner. A new tile shares a whole side with the table, and every corner it touches must show the same number. Place a tile: you score the sum of its three numbers.</source>
            <translation>Kamień Triominos to trójkąt z liczbą od 0 do 5 w każdym rogu. Nowy kamień musi przylegać całym bokiem do kamienia na stole, a każdy jego róg, który styka się z innym kamieniem, musi mieć tę samą liczbę co rogi, których dotyka. Połóż kamień: zdobędziesz tyle punktów, ile wynosi suma jego trzech liczb.</translation>
        </message>
        <message>
            <source>Choose a tile that lights up a place, then click the place. The program turns the tile for you; if several turns fit, R or the wheel changes it.</source>
            <translation>Wybierz kamień, dla którego podświetli się miejsce, i kliknij je. Program obraca kamień za ciebie; jeśli pasuje kilka obrotów, zmienisz obrót klawiszem R lub kółkiem myszy.</translation>
        </message>
        <message>
            <source>A placed tile scores the sum of its three numbers.</source>
            <translation>Położony kamień daje tyle punktów, ile wynosi suma jego trzech liczb.</translation>
        </message>
        <message>
            <source>The bridge: +40</source>
            <translation>Most: +40</translation>
        </message>
        <message>
            <source>A bridge is a tile that matches one side of the table and, with its opposite corner, just touches another tile. It earns 40 extra points. Build the bridge.</source>
            <translation>Most to kamień, który pasuje jednym bokiem do kamienia na stole, a przeciwległym rogiem dotyka innego kamienia. Daje 40 dodatkowych punktów. Zbuduj most.</translation>
        </message>
        <message>
            <source>Look for a gap where a tile can lean on one side and reach across to a lone corner.</source>
            <translation>Poszukaj luki, w której kamień przylegnie jednym bokiem, a przeciwległym rogiem dotknie rogu innego kamienia.</translation>
        </message>
        <message>
            <source>A bridge: its sum plus 40.</source>
            <translation>Most: suma plus 40.</translation>
        </message>
        <message>
            <source>The hexagon: +50</source>
            <translation>Sześciokąt: +50</translation>
        </message>
        <message>
            <source>Six tiles around one corner make a hexagon. The tile that completes it earns 50 extra points (a second hexagon next to another one: 60, three: 70). Complete a hexagon.</source>
            <translation>Sześć kamieni wokół jednego punktu tworzy sześciokąt. Kamień, który go dopełnia, daje 50 dodatkowych punktów (sześciokąt obok innego: 60, trzy: 70). Dopełnij sześciokąt.</translation>
        </message>
        <message>
            <source>Find the corner that already has five tiles around it.</source>
            <translation>Znajdź punkt, wokół którego leży już pięć kamieni.</translation>
        </message>
        <message>
            <source>A hexagon: its sum plus 50.</source>
            <translation>Sześciokąt: suma plus 50.</translation>
        </message>
        <message>
            <source>Only the highest bonus</source>
            <translation>Tylko najwyższa premia</translation>
        </message>
        <message>
            <source>One tile here completes three hexagons at once. A move earns only its highest bonus: three hexagons give 70, not 50 + 60 + 70. Find that move.</source>
            <translation>Jeden kamień dopełnia tu naraz trzy sześciokąty. Ruch daje tylko swoją najwyższą premię: trzy sześciokąty to 70, a nie 50 + 60 + 70. Znajdź ten ruch.</translation>
        </message>
        <message>
            <source>Look for the empty cell whose three corners each have five tiles around them.</source>
            <translation>Szukaj pustego miejsca, którego każdy z trzech rogów ma już wokół siebie pięć kamieni.</translation>
        </message>
        <message>
            <source>A triple hexagon: the sum plus 70, the only bonus counted.</source>
            <translation>Potrójny sześciokąt: suma plus 70, jedyna liczona premia.</translation>
        </message>
        <message>
            <source>Drawing costs points</source>
            <translation>Dobieranie kosztuje punkty</translation>
        </message>
        <message>
            <source>None of your tiles fits. Draw a tile from the pool: each draw costs 5 points, and you may draw up to three times. After three draws without a fit you lose 10 more and pass.</source>
            <translation>Żaden z twoich kamieni nie pasuje. Dobierz kamień z puli: każde dobranie kosztuje 5 punktów, a dobierać można najwyżej trzy razy. Po trzech dobraniach bez dopasowania tracisz jeszcze 10 punktów i kolejkę (pas).</translation>
        </message>
        <message>
            <source>Press the draw button beside the rack.</source>
            <translation>Naciśnij przycisk dobierania obok podstawki.</translation>
        </message>
        <message>
            <source>You drew a tile and lost 5 points. If it fits, you may place it now.</source>
            <translation>Kamień dobrany: tracisz 5 punktów. Jeśli pasuje, możesz go teraz położyć.</translation>
        </message>
        <message>
            <source>An empty pool</source>
            <translation>Pusta pula</translation>
        </message>
        <message>
            <source>The pool is empty and none of your tiles fits. Then you simply pass, without any penalty. Press the pass button.</source>
            <translation>Pula jest pusta i żaden z twoich kamieni nie pasuje. Wtedy po prostu mówisz „pas”, bez żadnej kary. Naciśnij przycisk „Pas”.</translation>
        </message>
        <message>
            <source>Passed, at no cost. If the pool runs out while you are drawing, you pass without the extra 10 as well.</source>
            <translation>Pas — bez kary. Jeśli pula skończy się w trakcie dobierania, też mówisz „pas”, ale bez dodatkowej kary 10 punktów.</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Ostatni kamień</translation>
        </message>
        <message>
            <source>This is your last tile. Whoever places his last tile ends the round and scores 25 plus the numbers left on the other racks. Place it!</source>
            <translation>To twój ostatni kamień. Kto położy ostatni kamień, kończy rundę i dostaje 25 punktów plus sumę liczb na kamieniach, które zostały na podstawkach przeciwników. Połóż go!</translation>
        </message>
        <message>
            <source>Select your last tile and click its highlighted place.</source>
            <translation>Wybierz ostatni kamień i kliknij jego podświetlone miejsce.</translation>
        </message>
        <message>
            <source>Round over! Scores carry over: when someone passes 400 points, that round is the last one and the highest total wins the match.</source>
            <translation>Koniec rundy! Punkty z kolejnych rund się sumują: gdy ktoś przekroczy 400 punktów, ta runda jest ostatnia, a mecz wygrywa gracz z najwyższą sumą.</translation>
        </message>
        <message>
            <source>A blocked round</source>
            <translation>Zablokowana runda</translation>
        </message>
        <message>
            <source>The pool is empty, and after your move nobody can place a tile: the round is blocked. Then every player subtracts the sum of the numbers on his own rack. Place your tile.</source>
            <translation>Pula jest pusta, a po twoim ruchu nikt nie może położyć kamienia: runda jest zablokowana. Wtedy każdy gracz odejmuje sumę liczb na swojej podstawce. Połóż kamień.</translation>
        </message>
        <message>
            <source>Only one of your tiles fits: place it.</source>
            <translation>Pasuje tylko jeden twój kamień: połóż go.</translation>
        </message>
        <message>
            <source>Blocked: you lose the 6 left on your rack, your opponent the 15 on his. (In the classic variant the player with the lowest rack scores the others' racks instead.)</source>
            <translation>Runda zablokowana: tracisz 6 punktów za liczby na swojej podstawce, a przeciwnik 15 za swoje. (W wariancie klasycznym zamiast tego gracz z najmniejszą sumą na podstawce dostaje sumę z podstawek pozostałych graczy.)</translation>
        </message>
        <message>
            <source>Tip: high tiles score more, and they cost you if they are still on your rack when someone goes out. Play the move that scores the most here.</source>
            <translation>Wskazówka: kamienie z wysokimi liczbami dają więcej punktów, ale kosztują, jeśli zostaną na podstawce, gdy ktoś pozbędzie się wszystkich kamieni. Zagraj tu najlepiej punktowany ruch.</translation>
        </message>
        <message>
            <source>Compare the sums: another tile with higher numbers fits too.</source>
            <translation>Porównaj sumy: pasuje też inny kamień z wyższymi liczbami.</translation>
        </message>
        <message>
            <source>Get rid of your big tiles while they fit.</source>
            <translation>Pozbywaj się kamieni z wysokimi liczbami, póki pasują.</translation>
        </message>
        <message>
            <source>Now play against the Beginner. Each turn the Hint shows a good move. Make a few moves to finish the tutorial.</source>
            <translation>Teraz zagraj z Początkującym. W każdym ruchu Podpowiedź pokazuje dobry ruch. Wykonaj kilka ruchów, aby ukończyć samouczek.</translation>
        </message>
        <message>
            <source>You know the game now! Play on, or start a new game.</source>
            <translation>Znasz już grę! Graj dalej albo zacznij nową grę.</translation>
        </message>
        <message>
            <source>The stones</source>
            <translation>Kamienie</translation>
        </message>
        <message>
            <source>A Hexadomino stone is a hexagon with six fields; a field has 1 to 5 pips or is empty. Where two stones touch, the facing fields must be equal, and at least one contact must be pips against pips. Place any stone next to the start stone.</source>
            <translation>Kamień Hexadomino to sześciokąt z sześcioma polami; pole ma od 1 do 5 oczek albo jest puste. Tam, gdzie dwa kamienie się stykają, pola naprzeciw siebie muszą się zgadzać (tyle samo oczek albo oba puste), a co najmniej na jednym boku oczka muszą stykać się z oczkami. Połóż dowolny kamień obok kamienia startowego.</translation>
        </message>
        <message>
            <source>Choose a stone that lights up places, then click one. The program turns it for you.</source>
            <translation>Wybierz kamień, dla którego podświetlą się miejsca, i kliknij jedno. Program obraca go za ciebie.</translation>
        </message>
        <message>
            <source>Placed. A stone touching only one side scores nothing — the points come from touching several.</source>
            <translation>Kamień położony. Jeśli kamień styka się z innymi tylko jednym bokiem, nie daje punktów — punkty przynosi dopiero styk kilkoma bokami.</translation>
        </message>
        <message>
            <source>Counting sides</source>
            <translation>Liczenie boków</translation>
        </message>
        <message>
            <source>A placed stone scores by how many of its sides touch stones: 2 sides 2 points, 3 sides 3, 4 sides 6, 5 sides 10, all 6 sides 20. Place a stone that touches two stones.</source>
            <translation>Położony kamień punktuje według liczby boków stykających się z kamieniami: 2 boki 2 punkty, 3 boki 3, 4 boki 6, 5 boków 10, wszystkie 6 boków 20. Połóż kamień, który styka się z dwoma kamieniami.</translation>
        </message>
        <message>
            <source>Look for a nook between two stones and fill it.</source>
            <translation>Poszukaj wnęki między dwoma kamieniami i wypełnij ją.</translation>
        </message>
        <message>
            <source>Two sides touching: 2 points.</source>
            <translation>Dwa stykające się boki: 2 punkty.</translation>
        </message>
        <message>
            <source>Drawing</source>
            <translation>Dobieranie</translation>
        </message>
        <message>
            <source>You drew a stone. Drawing costs nothing in Hexadomino, but takes time.</source>
            <translation>Kamień dobrany. W Hexadomino dobieranie nie kosztuje punktów, ale tracisz na tym tempo.</translation>
        </message>
        <message>
            <source>An empty stock</source>
            <translation>Pusty zapas</translation>
        </message>
        <message>
            <source>The stock is empty and none of your stones fits, so there is nothing to draw: you pass. Stones you drew earlier stay in your hand. Press the pass button.</source>
            <translation>Zapas jest pusty i żaden z twoich kamieni nie pasuje, więc nie ma czego dobierać: mówisz „pas”. Kamienie dobrane wcześniej zostają w twojej ręce. Naciśnij przycisk „Pas”.</translation>
        </message>
        <message>
            <source>Passed. Your opponent cannot place either: when he passes too, nobody can place any more and the game is over.</source>
            <translation>Pas. Przeciwnik też nie może nic położyć: gdy i on powie „pas”, nikt nie może już dołożyć kamienia i gra się kończy.</translation>
        </message>
        <message>
            <source>Tip: the deeper the nook, the bigger the score. Find the place that touches the most stones.</source>
            <translation>Wskazówka: im głębsza wnęka, tym więcej punktów. Znajdź miejsce, które styka się z największą liczbą kamieni.</translation>
        </message>
        <message>
            <source>Another place is surrounded by more stones.</source>
            <translation>Wokół innego miejsca leży więcej kamieni.</translation>
        </message>
        <message>
            <source>The best move here. Try not to leave deep nooks that your opponent can fill.</source>
            <translation>To najlepszy ruch w tej sytuacji. Staraj się nie zostawiać głębokich wnęk, które wypełni przeciwnik.</translation>
        </message>
        <message>
            <source>The stock is empty and you hold your last stone. Placing it ends the game; the game also ends when nobody can place. Place it.</source>
            <translation>Zapas jest pusty, a ty masz ostatni kamień. Gdy go położysz, gra się skończy; kończy się też wtedy, gdy nikt nie może dołożyć kamienia. Połóż go.</translation>
        </message>
        <message>
            <source>Select your last stone and click a highlighted place.</source>
            <translation>Wybierz ostatni kamień i kliknij podświetlone miejsce.</translation>
        </message>
        <message>
            <source>The variant with one set</source>
            <translation>Wariant z jednym kompletem</translation>
        </message>
        <message>
            <source>In the variant with one set of 28, each player draws 14 dominoes. The starter lays any domino and the opponent lays one beside it to complete the start square. Nobody can empty his hand: you always keep at least one domino, so the round ends in blockade. Lay a square with two of your three dominoes.</source>
            <translation>W wariancie z jednym kompletem 28 kamieni każdy gracz dobiera 14 kamieni. Zaczynający kładzie dowolny kamień, a przeciwnik dokłada obok jeden swój, tworząc kwadrat startowy. Nikt nie może pozbyć się wszystkich kamieni: zawsze zostaje ci co najmniej jeden, więc partia kończy się blokadą. Dołóż kwadrat z dwóch spośród trzech swoich kamieni.</translation>
        </message>
        <message>
            <source>One domino left: you cannot lay a square any more. When neither player can, the round ends in blockade.</source>
            <translation>Został ci jeden kamień: nie ułożysz już kwadratu. Gdy żaden gracz nie może go ułożyć, partia kończy się blokadą.</translation>
        </message>
        <message>
            <source>Tip: at the end of a round the pips left in your hand count against you. When several squares score the same, lay the heaviest dominoes. Find the best square here: top points, heaviest dominoes.</source>
            <translation>Wskazówka: na koniec partii oczka pozostałe w ręce liczą się przeciwko tobie. Gdy kilka kwadratów daje tyle samo, wykładaj kamienie z największą liczbą oczek. Znajdź tu najlepszy kwadrat: najwięcej punktów, najwięcej oczek na kamieniach.</translation>
        </message>
        <message>
            <source>Look for the place that scores the most, then use your heaviest dominoes that fit there.</source>
            <translation>Poszukaj miejsca, które daje najwięcej punktów, i użyj tam pasujących kamieni z największą liczbą oczek.</translation>
        </message>
        <message>
            <source>These are your last two dominoes. The round ends when a player has placed all his dominoes; everyone then loses the pips left in his hand. Place your last square.</source>
            <translation>To twoje ostatnie dwa kamienie. Partia kończy się, gdy gracz wyłoży wszystkie kamienie; wtedy każdy traci oczka, które zostały mu w ręce. Dołóż ostatni kwadrat.</translation>
        </message>
        <message>
            <source>Select a domino and click the highlighted place.</source>
            <translation>Wybierz kamień i kliknij podświetlone miejsce.</translation>
        </message>
        <message>
            <source>Round over. Rounds go on until someone has 100 points; the higher total wins, and equal totals play another round. A match lasts at most 30 rounds: after round 30 the higher total wins even below 100.</source>
            <translation>Koniec partii. Gra się dalej, aż ktoś zdobędzie 100 punktów; wygrywa gracz z wyższą sumą, a przy równych sumach gra się kolejną partię. Mecz trwa najwyżej 30 partii: po 30. partii wygrywa gracz z wyższą sumą, nawet jeśli ma mniej niż 100 punktów.</translation>
        </message>
        <message>
            <source>Keep the game open</source>
            <translation>Zostaw grę otwartą</translation>
        </message>
        <message>
            <source>Your last tile fits on a 2 and on a 7. When your last tile could go on two numbers, you must lay it on the number played more often so far (count the tiles on the table that show it; a double counts once), so that the scarcer number stays open. Place your last tile.</source>
            <translation>Twój ostatni kamień pasuje i do dwójki, i do siódemki. Gdy ostatni kamień pasuje do dwóch różnych wartości, musisz go dołożyć do końca z tą liczbą oczek, którą zagrano dotąd częściej (policz kamienie z każdą z tych liczb w układzie; dublet liczy się raz), tak aby rzadsza wartość została otwarta. Dołóż ostatni kamień.</translation>
        </message>
        <message>
            <source>Count the tiles on the table showing a 2 and those showing a 7; lay yours on the number you counted more often.</source>
            <translation>Policz kamienie w układzie z dwójką i te z siódemką; dołóż swój do tej wartości, która pojawia się częściej.</translation>
        </message>
        <message>
            <source>The 2 had been played eight times and the 7 six times, so the 7 stays open.</source>
            <translation>Dwójkę zagrano osiem razy, a siódemkę sześć razy, więc siódemka zostaje otwarta.</translation>
        </message>
        <message>
            <source>Nobody can lay a tile</source>
            <translation>Nikt nie może dołożyć kamienia</translation>
        </message>
        <message>
            <source>The boneyard is empty, and after your move nobody can lay a tile: the round is blocked. Then the player with the most pips loses — and the double-blank, Duplo-Golo, counts 13, not 0. On equal pips the one with more tiles loses; still equal, nobody gets a kružić. Lay your tile and see who loses.</source>
            <translation>Nie ma już kamieni do dobrania, a po twoim ruchu nikt nie może dołożyć kamienia: partia jest zablokowana. Wtedy przegrywa gracz z największą liczbą oczek — przy czym podwójne zero liczy się za 13 oczek, nie za 0. Przy równej liczbie oczek przegrywa ten, kto ma więcej kamieni; gdy i to jest równe, nikt nie dostaje kółka. Dołóż kamień i zobacz, kto przegra.</translation>
        </message>
        <message>
            <source>Only one of your tiles fits: lay it.</source>
            <translation>Pasuje tylko jeden twój kamień: dołóż go.</translation>
        </message>
        <message>
            <source>Blocked. You keep 13 pips; your opponent's 1-1 and Duplo-Golo make 2 + 13 = 15, so he loses, gets a kružić and opens the next round. After a round nobody lost (or whose loser has just left the match), the heaviest double opens again.</source>
            <translation>Partia zablokowana. Tobie zostaje 13 oczek; 1-1 i podwójne zero przeciwnika dają 2 + 13 = 15, więc to przeciwnik przegrywa, dostaje kółko i otwiera następną partię. Po partii bez przegranego albo po partii, której przegrany właśnie odpadł z meczu, znów otwiera gracz z najwyższym dubletem.</translation>
        </message>
        <message>
            <source>Squares of two dominoes</source>
            <translation>Kwadraty z dwóch kamieni</translation>
        </message>
        <message>
            <source>Placed. You scored the pips of the two halves on the side that touches.</source>
            <translation>Kwadrat dołożony. Dostajesz tyle punktów, ile oczek mają obie połówki na stykającym się boku.</translation>
        </message>
        <message>
            <source>More sides, more points</source>
            <translation>Więcej boków, więcej punktów</translation>
        </message>
        <message>
            <source>Each side of your square that touches the table scores its two numbers. Two touching sides add up. Place a square that touches two sides, for the most points.</source>
            <translation>Każdy bok kwadratu, który styka się z układem, daje sumę oczek swoich dwóch połówek. Punkty z dwóch stykających się boków się sumują. Dołóż kwadrat, który styka się z układem dwoma bokami: to da najwięcej punktów.</translation>
        </message>
        <message>
            <source>Find the corner place that has squares on two of its sides.</source>
            <translation>Znajdź narożne miejsce, które ma kwadraty z dwóch stron.</translation>
        </message>
        <message>
            <source>Two matched sides, both counted.</source>
            <translation>Dwa pasujące boki, oba policzone.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>No square of yours fits anywhere, so you must pass. Press the pass button. If neither player can place, the round ends.</source>
            <translation>Nie możesz nigdzie dołożyć żadnego kwadratu, więc musisz spasować. Naciśnij przycisk „Pas”. Jeśli żaden gracz nie może dołożyć, partia się kończy (blokada).</translation>
        </message>
        <message>
            <source>Press the pass button beside the rack.</source>
            <translation>Naciśnij przycisk „Pas” obok podstawki.</translation>
        </message>
        <message>
            <source>Two holes, added and then doubled. (In the “product” variant, chosen when you start a game, the hole values are multiplied instead.)</source>
            <translation>Dwie dziury: ich wartości dodane i podwojone. (W wariancie „iloczyn”, wybieranym na początku gry, wartości dziur mnoży się przez siebie.)</translation>
        </message>
        <message>
            <source>Open hands</source>
            <translation>Płytki na widoku</translation>
        </message>
        <message>
            <source>Both hands are open: you always see your opponent's tiles. The sack is empty, so he draws nothing and you know exactly what he can play — and one of his tiles would close a hole now. Place a tile so that he cannot score on his next turn.</source>
            <translation>Płytki obu graczy są odkryte: zawsze widzisz płytki przeciwnika. Worek jest pusty, więc przeciwnik niczego nie dobierze i wiesz dokładnie, co może położyć — a jedną ze swoich płytek mógłby teraz zamknąć dziurę. Połóż płytkę tak, żeby w następnym ruchu niczego nie zdobył.</translation>
        </message>
        <message>
            <source>Find the gap where one of his tiles would close a hole, and place a tile beside it so that his tile no longer fits there.</source>
            <translation>Znajdź lukę, w której jego płytka zamknęłaby dziurę, i połóż obok swoją płytkę tak, żeby jego już tam nie pasowała.</translation>
        </message>
        <message>
            <source>He has no hole left to close. Always look at his tiles too.</source>
            <translation>Przeciwnik nie ma już dziury do zamknięcia. Zawsze patrz też na jego płytki.</translation>
        </message>
        <message>
            <source>The game is over: the higher score wins. Click Next to go on.</source>
            <translation>Gra skończona: wygrywa gracz z wyższym wynikiem. Kliknij „Dalej”, aby kontynuować.</translation>
        </message>
        <message>
            <source>No stone in your hand fits. Draw a stone from the stock; if it fits you may place it, otherwise draw once more and place that one if it fits, or else pass. (After a normal move you draw one stone automatically.)</source>
            <translation>Żaden kamień w ręce nie pasuje. Dobierz kamień z zapasu; jeśli pasuje, możesz go położyć, w przeciwnym razie dobierz jeszcze raz i połóż ten kamień, jeśli pasuje, a jeśli nie — powiedz „pas”. (Po zwykłym ruchu dobierasz jeden kamień automatycznie.)</translation>
        </message>
        <message>
            <source>Game over: the higher score wins; on equal scores, fewer pips in hand win, and if those are equal too it is a draw. (In a variant the pips left in hand are subtracted at the end.)</source>
            <translation>Koniec gry: wygrywa gracz z wyższym wynikiem; przy równych wynikach wygrywa ten, kto ma mniej oczek w ręce, a gdy i to jest równe — remis. (W jednym z wariantów oczka pozostałe w ręce odejmuje się na końcu.)</translation>
        </message>
        <message>
            <source>The start square</source>
            <translation>Kwadrat startowy</translation>
        </message>
        <message>
            <source>Each player has his own set of 28 dominoes. Both put one domino aside unseen — it takes no part in the round — and turn one over: the two form the start square, yours on the left. Your start domino has fewer pips than your opponent's, so you move first (on equal pips chance decides). Lay a square against it.</source>
            <translation>Każdy gracz ma własny komplet 28 kamieni. Gracze odkładają po jednym kamieniu w ciemno — te kamienie nie biorą udziału w partii — i odkrywają po drugim; oba odkryte kamienie tworzą kwadrat startowy, twój kamień po lewej. Twój kamień startowy ma mniej oczek niż kamień przeciwnika, więc zaczynasz (przy równej liczbie oczek decyduje los). Dołóż swój kwadrat do kwadratu startowego.</translation>
        </message>
        <message>
            <source>Select a domino that lights up places, then click one of them.</source>
            <translation>Wybierz kamień, dla którego podświetlają się miejsca, i kliknij jedno z nich.</translation>
        </message>
        <message>
            <source>From now on you take turns with your opponent.</source>
            <translation>Od teraz grasz z przeciwnikiem na zmianę.</translation>
        </message>
        <message>
            <source>You play two dominoes at a time, side by side, as a square. A square must touch the table, and on every side where it touches, its two numbers must equal the two numbers they meet. Choose a domino, click a highlighted place; R or the wheel shows the other squares that fit there.</source>
            <translation>Dokładasz naraz dwa kamienie, obok siebie, w formie kwadratu. Kwadrat musi stykać się z układem, a na każdym boku, którym się styka, każda połówka musi mieć tyle samo oczek co połówka naprzeciwko. Wybierz kamień i kliknij podświetlone miejsce; klawiszem R lub kółkiem myszy przejrzysz inne kwadraty, które tam pasują.</translation>
        </message>
        <message>
            <source>At most 6 × 6</source>
            <translation>Najwyżej 6 × 6</translation>
        </message>
        <message>
            <source>The layout may be at most 6 squares wide and 6 squares high. This row is already 6 squares long, so no square may go beyond either end of it, even where it would match. Lay a square inside the frame.</source>
            <translation>Układ może mieć najwyżej 6 kwadratów szerokości i 6 kwadratów wysokości. Ten rząd ma już 6 kwadratów, więc za żadnym z jego końców nie wolno dołożyć kwadratu, nawet jeśli by pasował. Dołóż kwadrat w obrębie ramki.</translation>
        </message>
        <message>
            <source>Only the places inside the 6 × 6 frame light up; click one of them.</source>
            <translation>Podświetlają się tylko miejsca w obrębie ramki 6 × 6; kliknij jedno z nich.</translation>
        </message>
        <message>
            <source>The view shifts by itself so that the layout always fits the frame.</source>
            <translation>Widok sam się przesuwa, więc układ zawsze mieści się w ramce.</translation>
        </message>
        <message>
            <source>Passed: the turn goes on.</source>
            <translation>Pas: gra toczy się dalej.</translation>
        </message>
        <message>
            <source>The same points, and twenty pips fewer in your hand.</source>
            <translation>Tyle samo punktów i dwadzieścia oczek mniej w ręce.</translation>
        </message>
        <message>
            <source>The end of the round</source>
            <translation>Koniec partii</translation>
        </message>
        <message>
            <source>The spinner</source>
            <translation>Krzyżak</translation>
        </message>
        <message>
            <source>Holandski domino is played with a double-nine set. A round opens with a double, the spinner. Place your double in the middle.</source>
            <translation>W domino holenderskie gra się kompletem dziewiątkowym. Partię otwiera dublet — krzyżak. Połóż swój dublet na środku.</translation>
        </message>
        <message>
            <source>Select the double (both halves equal) and click the middle of the table.</source>
            <translation>Wybierz dublet (obie połówki równe) i kliknij środek stołu.</translation>
        </message>
        <message>
            <source>The spinner is down. It has four arms: up, right, down and left.</source>
            <translation>Krzyżak leży na stole. Ma cztery ramiona: w górę, w prawo, w dół i w lewo.</translation>
        </message>
        <message>
            <source>Four arms</source>
            <translation>Cztery ramiona</translation>
        </message>
        <message>
            <source>The next four tiles go on the four sides of the spinner, each matching its number. Only then do the arms grow at their ends. Fill an empty side.</source>
            <translation>Cztery następne kamienie dokłada się do czterech boków krzyżaka, każdy połówką o tej samej liczbie oczek co krzyżak. Dopiero potem przedłuża się ramiona, dokładając kamienie do ich otwartych końców. Zajmij wolny bok.</translation>
        </message>
        <message>
            <source>A free side of the spinner needs a tile with the spinner's number.</source>
            <translation>Do wolnego boku krzyżaka pasuje tylko kamień z połówką o tej samej liczbie oczek co krzyżak.</translation>
        </message>
        <message>
            <source>One more arm has started.</source>
            <translation>Powstało kolejne ramię.</translation>
        </message>
        <message>
            <source>Buying</source>
            <translation>Dobieranie</translation>
        </message>
        <message>
            <source>Before you play you may buy up to two tiles from the boneyard — even when you could play. Here nothing fits, so you must buy. Press the buy button.</source>
            <translation>Przed zagraniem możesz dobrać najwyżej dwa kamienie — nawet jeśli masz już pasujący kamień. Tu nic nie pasuje, więc musisz dobrać. Naciśnij przycisk dobierania.</translation>
        </message>
        <message>
            <source>Press the buy button beside the rack.</source>
            <translation>Naciśnij przycisk dobierania obok swoich kamieni.</translation>
        </message>
        <message>
            <source>Bought. If the tile fits you must place it; after two buys without a fit you pass.</source>
            <translation>Kamień dobrany. Jeśli pasuje, musisz go dołożyć; po dwóch dobraniach bez dopasowania tracisz kolejkę (pas).</translation>
        </message>
        <message>
            <source>Who opens</source>
            <translation>Kto otwiera</translation>
        </message>
        <message>
            <source>In the first round the player with the heaviest double opens; in later rounds the loser of the previous round. The first tile must be a double. You are to open but hold no double: you must buy, one tile at a time, at most two. If you still have none, the right to open passes to the next player; if nobody can open, the tiles are dealt again. Press the buy button.</source>
            <translation>W pierwszej partii otwiera gracz z najwyższym dubletem, w kolejnych partiach przegrany poprzedniej partii. Pierwszy kamień musi być dubletem. To ty masz otworzyć, ale nie masz dubletu: musisz dobierać, po jednym kamieniu, najwyżej dwa. Jeśli nadal go nie masz, prawo otwarcia przechodzi na następnego gracza; jeśli nikt nie może otworzyć, kamienie rozdaje się od nowa. Naciśnij przycisk dobierania.</translation>
        </message>
        <message>
            <source>Bought. With a double you would open now; without one you may buy once more, and then the right to open passes to your opponent.</source>
            <translation>Kamień dobrany. Gdy masz dublet, od razu otwierasz; bez dubletu możesz dobrać jeszcze raz, a potem prawo otwarcia przechodzi na przeciwnika.</translation>
        </message>
        <message>
            <source>Tip: if the table gets blocked, the player with the most pips loses. So play your heavy tiles first. Play the heaviest tile that fits.</source>
            <translation>Wskazówka: gdy gra się zablokuje, przegrywa gracz z największą liczbą oczek. Najpierw wykładaj więc kamienie z dużą liczbą oczek. Zagraj pasujący kamień z największą liczbą oczek.</translation>
        </message>
        <message>
            <source>Count the pips: another tile that fits is heavier.</source>
            <translation>Policz oczka: inny pasujący kamień ma więcej oczek.</translation>
        </message>
        <message>
            <source>Fewer pips in hand, less danger.</source>
            <translation>Mniej oczek w ręce, mniejsze ryzyko.</translation>
        </message>
        <message>
            <source>Leaving the round</source>
            <translation>Wyjście z partii</translation>
        </message>
        <message>
            <source>This is your last tile. A player who places his last tile leaves the round safely; the last player still holding tiles loses the round and gets a kružić (a circle). Place it.</source>
            <translation>To twój ostatni kamień. Kto dołoży ostatni kamień, bezpiecznie wychodzi z partii; ostatni gracz, któremu zostały kamienie w ręce, przegrywa partię i dostaje kółko. Dołóż go.</translation>
        </message>
        <message>
            <source>Select your last tile and click its place. If it could go on two numbers, it must go on the one played more often (keep the game open).</source>
            <translation>Wybierz ostatni kamień i kliknij jego miejsce. Jeśli pasuje do dwóch różnych wartości, dołóż go do tej, którą zagrano częściej (zostaw grę otwartą).</translation>
        </message>
        <message>
            <source>You are out; your opponent gets a kružić. Five kružići and a player is out of the match — the last one left wins.</source>
            <translation>Wychodzisz z partii, a kółko dostaje przeciwnik. Kto uzbiera pięć kółek, odpada z meczu — wygrywa gracz, który zostanie w meczu jako jedyny.</translation>
        </message>
        <message>
            <source>Press the draw button beside your stones.</source>
            <translation>Naciśnij przycisk dobierania obok swoich kamieni.</translation>
        </message>
        <message>
            <source>Press the pass button beside your stones.</source>
            <translation>Naciśnij przycisk „Pas” obok swoich kamieni.</translation>
        </message>
        <message>
            <source>Press the pass button beside your tiles.</source>
            <translation>Naciśnij przycisk „Pas” obok swoich kamieni.</translation>
        </message>
        <message>
            <source>Learn Domino kwadratowe</source>
            <translation>Nauka gry: Domino kwadratowe</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Tutorial steps</source>
            <extracomment>the hold that keeps the AI still once a step is done misses before the panel shows the move the game the tutorial started: another one (New game, a loaded file) ends the tutorial</extracomment>
            <translation>Kroki samouczka</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ Wstecz</translation>
        </message>
        <message>
            <source>Replay step</source>
            <translation>Powtórz krok</translation>
        </message>
        <message>
            <source>Start this step again from its position</source>
            <translation>Zacznij ten krok od początku</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Pokaż</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Dalej ▶</translation>
        </message>
        <message>
            <source>Leave the tutorial</source>
            <translation>Opuść samouczek</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Samouczek</translation>
        </message>
        <message>
            <source>&amp;Tutorials</source>
            <translation>&amp;Samouczki</translation>
        </message>
        <message>
            <source>New to %1? Try the tutorial</source>
            <translation>Pierwszy raz grasz w %1? Wypróbuj samouczek</translation>
        </message>
        <message>
            <source>This step is done: click Next.</source>
            <translation>Ten krok jest zaliczony: kliknij „Dalej”.</translation>
        </message>
        <message>
            <source>The move: %1</source>
            <translation>Ruch: %1</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Początkujący</translation>
        </message>
        <message>
            <source>%1 %2. %3</source>
            <translation>%1 %2. %3</translation>
        </message>
        <message>
            <source>Step %1 of %2: %3</source>
            <translation>Krok %1 z %2: %3</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Zakończ</translation>
        </message>
        <message>
            <source>That move is not allowed: %1</source>
            <translation>Ten ruch jest niedozwolony: %1</translation>
        </message>
        <message>
            <source>Not quite: that move is allowed, but it is not this step's.</source>
            <translation>Niezupełnie: ten ruch jest dozwolony, ale w tym kroku chodzi o inny.</translation>
        </message>
        <message>
            <source>Not quite. That move would give you %1.</source>
            <translation>Niezupełnie. Ten ruch dałby ci %1.</translation>
        </message>
        <message>
            <source>The move asked for gives %1.</source>
            <translation>Właściwy ruch daje %1.</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punkt</numerusform>
                <numerusform>%n punkty</numerusform>
                <numerusform>%n punktów</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) (%1)</source>
            <translation>
                <numerusform>%n punkt (%1)</numerusform>
                <numerusform>%n punkty (%1)</numerusform>
                <numerusform>%n punktów (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Good. %n more move(s) to go.</source>
            <translation>
                <numerusform>Dobrze. Został jeszcze %n ruch.</numerusform>
                <numerusform>Dobrze. Zostały jeszcze %n ruchy.</numerusform>
                <numerusform>Dobrze. Zostało jeszcze %n ruchów.</numerusform>
            </translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Brawo!</translation>
        </message>
        <message>
            <source>This move: %1.</source>
            <translation>Ten ruch: %1.</translation>
        </message>
        <message>
            <source>You have finished this tutorial.</source>
            <translation>Samouczek ukończony.</translation>
        </message>
    </context>
    <context>
        <name>UndoVote</name>
        <message>
            <source>You have no move to take back.</source>
            <extracomment>what the table answers to an undo request it refuses, by the protocol's error code</extracomment>
            <translation>Nie masz ruchu do cofnięcia.</translation>
        </message>
        <message>
            <source>Another request to take back a move is waiting for its answers.</source>
            <translation>Inna prośba o cofnięcie ruchu czeka jeszcze na odpowiedzi.</translation>
        </message>
        <message>
            <source>That request to take back a move is over.</source>
            <translation>Ta prośba o cofnięcie ruchu jest już nieaktualna.</translation>
        </message>
        <message>
            <source>Wait a little before asking again.</source>
            <translation>Odczekaj chwilę, zanim poprosisz ponownie.</translation>
        </message>
        <message>
            <source>Everybody agreed: the move was taken back (asked by %1).</source>
            <translation>Wszyscy się zgodzili: ruch został cofnięty (na prośbę: %1).</translation>
        </message>
        <message>
            <source>Declined: the move stands (asked by %1).</source>
            <translation>Odmowa: ruch zostaje (na prośbę: %1).</translation>
        </message>
        <message>
            <source>A move was played: the request to take it back is off (asked by %1).</source>
            <translation>Wykonano ruch: prośba o cofnięcie jest nieaktualna (na prośbę: %1).</translation>
        </message>
        <message>
            <source>Not everybody answered in time: the move stands (asked by %1).</source>
            <translation>Nie wszyscy odpowiedzieli na czas: ruch zostaje (na prośbę: %1).</translation>
        </message>
        <message>
            <source>You asked to take back your last move: waiting for the others…</source>
            <extracomment>the question shown to this window's player (None: nothing asked)</extracomment>
            <translation>Prosisz o cofnięcie swojego ostatniego ruchu: oczekiwanie na odpowiedź pozostałych graczy…</translation>
        </message>
        <message>
            <source>A request to take back a move, from %1. Do you agree?</source>
            <translation>%1 prosi o cofnięcie ruchu. Zgadzasz się?</translation>
        </message>
        <message>
            <source>Take back a move?</source>
            <translation>Cofnąć ruch?</translation>
        </message>
        <message>
            <source>&amp;Accept</source>
            <translation>&amp;Zgadzam się</translation>
        </message>
        <message>
            <source>&amp;Decline</source>
            <translation>&amp;Odmawiam</translation>
        </message>
        <message>
            <source>A request to take back a move, from %1.</source>
            <translation>%1 prosi o cofnięcie ruchu.</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>Welcome to Holomino Desktop</source>
            <extracomment>the two ways in</extracomment>
            <translation>Witaj w Holomino Desktop</translation>
        </message>
        <message>
            <source>Five games of the domino family. Which one would you like?</source>
            <translation>Pięć gier z rodziny domina. W którą chcesz zagrać?</translation>
        </message>
        <message>
            <source>The tutorial teaches the game step by step, with real moves, and ends with a game against the computer. Every tutorial is also in Help → Tutorials.</source>
            <translation>Samouczek uczy gry krok po kroku, na prawdziwych ruchach, i kończy się grą przeciw komputerowi. Wszystkie samouczki są też w menu Pomoc → Samouczki.</translation>
        </message>
        <message>
            <source>Start the &amp;tutorial</source>
            <translation>Rozpocznij &amp;samouczek</translation>
        </message>
        <message>
            <source>&amp;Play against the computer</source>
            <translation>&amp;Graj przeciw komputerowi</translation>
        </message>
        <message>
            <source>For two: lay hexagonal tiles and score by closing the round holes between them.</source>
            <comment>holomino</comment>
            <translation>Dla dwóch graczy: dokładasz sześciokątne płytki i zdobywasz punkty, zamykając okrągłe dziury między nimi.</translation>
        </message>
        <message>
            <source>Triangular tiles for 2 to 4 players: build bridges and hexagons for bonus points.</source>
            <comment>triominos</comment>
            <translation>Trójkątne kamienie dla 2–4 graczy: za mosty i sześciokąty dostajesz premie.</translation>
        </message>
        <message>
            <source>Hexagonal stones for 2 to 4 players: the more sides a stone touches, the more it scores.</source>
            <comment>hexadomino</comment>
            <translation>Sześciokątne kamienie dla 2–4 graczy: im więcej boków kamienia styka się z innymi, tym więcej punktów.</translation>
        </message>
        <message>
            <source>For two, with dominoes: build an island of squares instead of a line.</source>
            <comment>square_domino</comment>
            <translation>Dla dwóch graczy, z kamieniami domina: zamiast łańcucha budujecie wyspę z kwadratów.</translation>
        </message>
        <message>
            <source>Double-nine dominoes with a four-armed spinner, for 2 to 6 players: nobody wants to be the last one holding tiles.</source>
            <comment>dutch_domino</comment>
            <translation>Domino dziewiątkowe z krzyżakiem o czterech ramionach, dla 2–6 graczy: nikt nie chce zostać ostatnim z kamieniami w ręce.</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>Holandski domino</source>
            <translation>Domino holenderskie</translation>
        </message>
        <message>
            <source>top</source>
            <translation>styk górnym bokiem</translation>
        </message>
        <message>
            <source>upper-right</source>
            <translation>u góry z prawej</translation>
        </message>
        <message>
            <source>lower-right</source>
            <translation>u dołu z prawej</translation>
        </message>
        <message>
            <source>bottom</source>
            <translation>styk dolnym bokiem</translation>
        </message>
        <message>
            <source>lower-left</source>
            <translation>u dołu z lewej</translation>
        </message>
        <message>
            <source>upper-left</source>
            <translation>u góry z lewej</translation>
        </message>
        <message>
            <source>Hexadomino</source>
            <translation>Hexadomino</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Scoring of several holes</source>
            <comment>holomino</comment>
            <translation>Punktacja za kilka dziur naraz</translation>
        </message>
        <message>
            <source>sum</source>
            <comment>holomino</comment>
            <translation>suma</translation>
        </message>
        <message>
            <source>product</source>
            <comment>holomino</comment>
            <translation>iloczyn</translation>
        </message>
        <message>
            <source>Opening</source>
            <comment>triominos</comment>
            <translation>Otwarcie</translation>
        </message>
        <message>
            <source>any tile</source>
            <comment>triominos</comment>
            <translation>dowolny kamień</translation>
        </message>
        <message>
            <source>the highest triple (classic)</source>
            <comment>triominos</comment>
            <translation>najwyższa trójka (klasycznie)</translation>
        </message>
        <message>
            <source>Blocked round</source>
            <comment>triominos</comment>
            <translation>Zablokowana runda</translation>
        </message>
        <message>
            <source>each player loses their rack</source>
            <comment>triominos</comment>
            <translation>każdy traci sumę ze swojej podstawki</translation>
        </message>
        <message>
            <source>the lowest rack scores the others (classic)</source>
            <comment>triominos</comment>
            <translation>gracz z najmniejszą sumą na podstawce dostaje sumy pozostałych (klasycznie)</translation>
        </message>
        <message>
            <source>Subtract pips left in hand at the end</source>
            <comment>hexadomino</comment>
            <translation>Na końcu odejmij oczka pozostałe w ręce</translation>
        </message>
        <message>
            <source>Domino sets</source>
            <comment>square_domino</comment>
            <translation>Komplety domina</translation>
        </message>
        <message>
            <source>two sets</source>
            <comment>square_domino</comment>
            <translation>dwa komplety</translation>
        </message>
        <message>
            <source>one set (variant)</source>
            <comment>square_domino</comment>
            <translation>jeden komplet (wariant)</translation>
        </message>
        <message>
            <source>Set</source>
            <comment>dutch_domino</comment>
            <translation>Komplet</translation>
        </message>
        <message>
            <source>double-nine</source>
            <comment>dutch_domino</comment>
            <translation>dziewiątkowy</translation>
        </message>
        <message>
            <source>double-eight</source>
            <comment>dutch_domino</comment>
            <translation>ósemkowy</translation>
        </message>
        <message>
            <source>Holomino</source>
            <translation>Holomino</translation>
        </message>
        <message>
            <source>Domino kwadratowe</source>
            <translation>Domino kwadratowe</translation>
        </message>
        <message>
            <source>bridge</source>
            <translation>most</translation>
        </message>
        <message>
            <source>hexagon</source>
            <translation>sześciokąt</translation>
        </message>
        <message>
            <source>double hexagon</source>
            <translation>podwójny sześciokąt</translation>
        </message>
        <message>
            <source>triple hexagon</source>
            <translation>potrójny sześciokąt</translation>
        </message>
        <message>
            <source>triple opening</source>
            <translation>otwarcie trójką</translation>
        </message>
        <message>
            <source>Triominos</source>
            <translation>Triominos</translation>
        </message>
        <message>
            <source>hole %1</source>
            <translation>dziura %1</translation>
        </message>
        <message>
            <source>holes %1, ×%2 = %3</source>
            <translation>dziury %1, ×%2 = %3</translation>
        </message>
        <message>
            <source>holes %1 = %2</source>
            <translation>dziury %1 = %2</translation>
        </message>
        <message numerus="yes">
            <source>%n side(s): %1</source>
            <translation>
                <numerusform>%n bok: %1 pkt</numerusform>
                <numerusform>%n boki: %1 pkt</numerusform>
                <numerusform>%n boków: %1 pkt</numerusform>
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
            <translation>Gra się skończyła.</translation>
        </message>
        <message>
            <source>Stone %1 fits there in several rotations: say which one.</source>
            <comment>hexadomino</comment>
            <translation>Kamień %1 pasuje tam w kilku obrotach: podaj, w którym.</translation>
        </message>
        <message>
            <source>This value of the option “%1” is not allowed.</source>
            <translation>Ta wartość opcji „%1” jest niedozwolona.</translation>
        </message>
        <message>
            <source>This game has no option “%1”.</source>
            <translation>Ta gra nie ma opcji „%1”.</translation>
        </message>
        <message>
            <source>There is no game “%1”.</source>
            <translation>Nie ma gry „%1”.</translation>
        </message>
        <message>
            <source>That rotation looks the same as another one.</source>
            <translation>Ten obrót wygląda tak samo jak inny.</translation>
        </message>
        <message>
            <source>Fill the four sides of the spinner first: that side already has a tile.</source>
            <comment>dutch_domino</comment>
            <translation>Najpierw wypełnij cztery boki krzyżaka: ten bok ma już kamień.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>To nie jest ruch w tej grze.</translation>
        </message>
        <message>
            <source>“%1” is not a move of this game.</source>
            <translation>„%1” nie jest ruchem w tej grze.</translation>
        </message>
        <message>
            <source>That rotation does not exist.</source>
            <translation>Taki obrót nie istnieje.</translation>
        </message>
        <message>
            <source>double hexagon</source>
            <comment>triominos</comment>
            <translation>podwójny sześciokąt</translation>
        </message>
        <message>
            <source>−%1 draw</source>
            <comment>triominos</comment>
            <translation>−%1 za dobranie</translation>
        </message>
        <message>
            <source>−%1 three draws, nothing placed</source>
            <comment>triominos</comment>
            <translation>−%1 za trzy dobrania bez położenia kamienia</translation>
        </message>
        <message>
            <source>+%1 going out</source>
            <comment>triominos</comment>
            <translation>+%1 za pozbycie się kamieni</translation>
        </message>
        <message>
            <source>+%1 opponents' racks</source>
            <comment>triominos</comment>
            <translation>+%1 z podstawek przeciwników</translation>
        </message>
        <message>
            <source>−%1 own rack</source>
            <comment>triominos</comment>
            <translation>−%1 z własnej podstawki</translation>
        </message>
        <message>
            <source>+%1 others' racks (lowest rack)</source>
            <comment>triominos</comment>
            <translation>+%1 z podstawek pozostałych (najmniejsza suma na podstawce)</translation>
        </message>
        <message numerus="yes">
            <source>You have bought %n tile(s) this turn already: lay a tile or pass.</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>W tej kolejce dobrano już %n kamień: dołóż kamień albo powiedz „pas”.</numerusform>
                <numerusform>W tej kolejce dobrano już %n kamienie: dołóż kamień albo powiedz „pas”.</numerusform>
                <numerusform>W tej kolejce dobrano już %n kamieni: dołóż kamień albo powiedz „pas”.</numerusform>
            </translation>
        </message>
        <message>
            <source>This place is already taken.</source>
            <translation>To miejsce jest już zajęte.</translation>
        </message>
        <message>
            <source>No tile fits, so you must buy first.</source>
            <comment>dutch_domino</comment>
            <translation>Żaden kamień nie pasuje, więc najpierw musisz dobrać.</translation>
        </message>
        <message>
            <source>The pool is empty.</source>
            <comment>triominos</comment>
            <translation>Pula jest pusta.</translation>
        </message>
        <message>
            <source>You have drawn twice this turn: now you must pass.</source>
            <comment>hexadomino</comment>
            <translation>W tej kolejce to już drugie dobranie: teraz musisz powiedzieć „pas”.</translation>
        </message>
        <message>
            <source>You have drawn three tiles this turn: place a tile or pass (−10).</source>
            <comment>triominos</comment>
            <translation>W tej kolejce dobrano już trzy kamienie: połóż kamień albo powiedz „pas” (−10).</translation>
        </message>
        <message>
            <source>The start square must be completed first.</source>
            <comment>square_domino</comment>
            <translation>Najpierw trzeba dokończyć kwadrat startowy.</translation>
        </message>
        <message>
            <source>The start tile is already on the table.</source>
            <comment>square_domino</comment>
            <translation>Kamień startowy leży już na stole.</translation>
        </message>
        <message>
            <source>A square needs two different tiles.</source>
            <comment>square_domino</comment>
            <translation>Kwadrat wymaga dwóch różnych kamieni.</translation>
        </message>
        <message>
            <source>Only the second player completes the start square, right after the start tile.</source>
            <comment>square_domino</comment>
            <translation>Kwadrat startowy uzupełnia tylko drugi gracz, zaraz po kamieniu startowym.</translation>
        </message>
        <message>
            <source>The first tile of a round must be a Duplet, not %1.</source>
            <comment>dutch_domino</comment>
            <translation>Pierwszy kamień partii musi być dubletem, a nie %1.</translation>
        </message>
        <message>
            <source>The opening Duplet goes in the centre.</source>
            <comment>dutch_domino</comment>
            <translation>Pierwszy dublet kładzie się na środku.</translation>
        </message>
        <message>
            <source>The spinner is already on the table: lay on an arm.</source>
            <comment>dutch_domino</comment>
            <translation>Krzyżak już leży na stole: dokładaj do ramion.</translation>
        </message>
        <message>
            <source>Classic opening: you must start with your highest triple %1.</source>
            <comment>triominos</comment>
            <translation>Klasyczne otwarcie: musisz zacząć swoją najwyższą trójką %1.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>hexadomino</comment>
            <translation>To miejsce nie styka się z żadnym kamieniem.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>holomino</comment>
            <translation>To miejsce nie styka się z żadną płytką.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>square_domino</comment>
            <translation>To miejsce nie styka się z układem.</translation>
        </message>
        <message>
            <source>A tile here would make the layout larger than %1 × %1.</source>
            <comment>holomino</comment>
            <translation>Płytka w tym miejscu powiększyłaby układ ponad %1 × %1.</translation>
        </message>
        <message>
            <source>A tile here would make the layout larger than %1 × %1.</source>
            <comment>square_domino</comment>
            <translation>Kwadrat w tym miejscu powiększyłby układ ponad %1 × %1.</translation>
        </message>
        <message>
            <source>Keep the game open: your last tile %1 must go on a %2.</source>
            <comment>dutch_domino</comment>
            <translation>Zostaw grę otwartą: swój ostatni kamień %1 musisz dołożyć do końca, na którym jest %2.</translation>
        </message>
        <message numerus="yes">
            <source>%n side(s): %1</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n bok: %1</numerusform>
                <numerusform>%n boki: %1</numerusform>
                <numerusform>%n boków: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>+1 kružić: last player holding tiles</source>
            <comment>dutch_domino</comment>
            <translation>+1 kółko (ostatni gracz z kamieniami w ręce)</translation>
        </message>
        <message>
            <source>+1 kružić: blocked round, most pips (%1)</source>
            <comment>dutch_domino</comment>
            <translation>+1 kółko (zablokowana partia, najwięcej oczek: %1)</translation>
        </message>
        <message>
            <source>+1 kružić: blocked round, most pips (%1) and more tiles (%2)</source>
            <comment>dutch_domino</comment>
            <translation>+1 kółko (zablokowana partia, najwięcej oczek: %1, więcej kamieni: %2)</translation>
        </message>
        <message>
            <source>The first tile of a round goes in the middle.</source>
            <comment>triominos</comment>
            <translation>Pierwszy kamień rundy kładzie się na środku.</translation>
        </message>
        <message>
            <source>The starter must place the first tile.</source>
            <comment>triominos</comment>
            <translation>Gracz rozpoczynający musi położyć pierwszy kamień.</translation>
        </message>
        <message>
            <source>Tile %1 cannot show %2.</source>
            <comment>square_domino</comment>
            <translation>Kamień %1 nie ma połówek %2.</translation>
        </message>
        <message>
            <source>A square lies horizontally (h) or vertically (v).</source>
            <comment>square_domino</comment>
            <translation>Kwadrat leży poziomo (litera h) albo pionowo (litera v).</translation>
        </message>
        <message>
            <source>“%1”: say on which arm the tile goes.</source>
            <comment>dutch_domino</comment>
            <translation>„%1”: podaj, do którego ramienia idzie kamień.</translation>
        </message>
        <message>
            <source>“%1”: that tile is not in this set.</source>
            <comment>dutch_domino</comment>
            <translation>„%1”: tego kamienia nie ma w tym komplecie.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>holomino</comment>
            <extracomment>error key -&gt; game -&gt; its sentence in that game's words, for the keys several games raise (Holomino's *tegel* is a *steen* elsewhere; the stock a *voorraad* in Hexadomino but "te koop" in Holandski domino); the first game's sentence stands in for an unknown game</extracomment>
            <translation>Nie masz w ręce płytki %1.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>triominos</comment>
            <translation>Nie masz na podstawce kamienia %1.</translation>
        </message>
        <message>
            <source>Stone %1 is not in your hand.</source>
            <comment>hexadomino</comment>
            <translation>Nie masz w ręce kamienia %1.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>square_domino</comment>
            <translation>Nie masz w ręce kamienia %1.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>dutch_domino</comment>
            <translation>Nie masz w ręce kamienia %1.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <comment>holomino</comment>
            <translation>To miejsce jest za daleko od płytek na planszy.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <comment>square_domino</comment>
            <translation>To miejsce jest za daleko od układu.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>holomino</comment>
            <translation>Masz płytkę, która pasuje, więc musisz ją położyć.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>triominos</comment>
            <translation>Masz kamień, który pasuje, więc musisz go położyć.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>hexadomino</comment>
            <translation>Masz kamień, który pasuje, więc musisz go położyć.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>square_domino</comment>
            <translation>Możesz ułożyć kwadrat, więc musisz to zrobić.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>dutch_domino</comment>
            <translation>Masz kamień, który pasuje, więc musisz go dołożyć.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <comment>hexadomino</comment>
            <translation>Nie możesz jeszcze powiedzieć „pas”: najpierw dobierz kamień.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <comment>triominos</comment>
            <translation>Nie możesz jeszcze powiedzieć „pas”: najpierw dobierz kamień.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <comment>hexadomino</comment>
            <translation>Zapas jest pusty.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <comment>dutch_domino</comment>
            <translation>Nie ma już kamieni do dobrania.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>holomino</comment>
            <translation>„%1” nie jest płytką tej gry.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>triominos</comment>
            <translation>„%1” nie jest kamieniem tej gry.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>hexadomino</comment>
            <translation>„%1” nie jest kamieniem tej gry.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>square_domino</comment>
            <translation>„%1” nie jest kamieniem tej gry.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>dutch_domino</comment>
            <translation>„%1” nie jest kamieniem tej gry.</translation>
        </message>
        <message>
            <source>hand empty</source>
            <comment>hexadomino</comment>
            <translation>pusta ręka</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>−%n punkt za oczka pozostałe w ręce</numerusform>
                <numerusform>−%n punkty za oczka pozostałe w ręce</numerusform>
                <numerusform>−%n punktów za oczka pozostałe w ręce</numerusform>
            </translation>
        </message>
        <message>
            <source>hand empty</source>
            <comment>square_domino</comment>
            <translation>pusta ręka</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>−%n punkt za oczka pozostałe w ręce</numerusform>
                <numerusform>−%n punkty za oczka pozostałe w ręce</numerusform>
                <numerusform>−%n punktów za oczka pozostałe w ręce</numerusform>
            </translation>
        </message>
    </context>
</TS>
