<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr_Cyrl_RS">
    <context>
        <name>Board</name>
        <message>
            <source>This game's board cannot be drawn yet: use the move buttons.</source>
            <extracomment>the cells of a fixed board window (Holomino's 12 × 12, the 6 × 6 square board) plain words drawn on the table where a tile's shadow falls (scene units: the light comes from the top left) one colour per number 0..9 (pips and corner numbers) a table with up to this many tiles is shown centred on them the longest a tile travels from the mover's seat to its place (ms), whatever the speed how long a score pop-up stays (ms): long enough to read, short enough not to linger per tile outline: its face brush and its bevel's rim (stroking curves is the costly part of painting a tile, so each outline is stroked once, not on every cache refill) racks visible to every seat (Holomino): no hand-over screen, seat cards show hands aspect of a rack tile (width / height) rack tiles one move may need (square domino lays two at once) scene point new tiles slide in from (set by the window: the mover's seat card) where the layer rests (a shifting board animates towards it)</extracomment>
            <translation>Приказ ове игре још не може да се нацрта: користи дугмад за потезе.</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>dutch_domino</comment>
            <translation>Плочица %1</translation>
        </message>
        <message>
            <source>out of the match</source>
            <translation>ван меча</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Прескочи</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>holomino</comment>
            <translation>Плочица %1</translation>
        </message>
        <message>
            <source>rotation %1</source>
            <translation>положај %1</translation>
        </message>
        <message>
            <source>Scoring: several holes are multiplied</source>
            <translation>Бодовање: вредности рупа се међусобно множе</translation>
        </message>
        <message>
            <source>Scoring: several holes are added, × their number</source>
            <translation>Бодовање: вредности рупа се сабирају и множе бројем рупа</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>square_domino</comment>
            <translation>Плочица %1</translation>
        </message>
        <message>
            <source>%1 with %2</source>
            <translation>%1 са %2</translation>
        </message>
        <message>
            <source>Tile %1</source>
            <comment>triominos</comment>
            <extracomment>gold outlines of the completed hexagons, by hexagon</extracomment>
            <translation>Плочица %1</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи: %1</translation>
        </message>
        <message>
            <source>safe this round</source>
            <comment>dutch_domino</comment>
            <translation>на сигурном у овој партији</translation>
        </message>
        <message>
            <source>Pips in hand: %1</source>
            <comment>dutch_domino</comment>
            <translation>Ока у руци: %1</translation>
        </message>
        <message>
            <source>pips in hand</source>
            <comment>dutch_domino</comment>
            <translation>Ока у руци</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <comment>dutch_domino</comment>
            <translation>Купи плочицу</translation>
        </message>
        <message numerus="yes">
            <source>Round %1 · %n kružići put a player out</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Партија %1 · ко скупи %n кружић, испада из меча</numerusform>
                <numerusform>Партија %1 · ко скупи %n кружића, испада из меча</numerusform>
                <numerusform>Партија %1 · ко скупи %n кружића, испада из меча</numerusform>
            </translation>
        </message>
        <message>
            <source>Tiles bought this turn: %1 of 2</source>
            <comment>dutch_domino</comment>
            <translation>Купљено у овом потезу: %1 од 2</translation>
        </message>
        <message>
            <source>Stone %1, pips from the top, clockwise</source>
            <comment>hexadomino</comment>
            <extracomment>dot offsets (in units of SPREAD) for 1..5 pips a stone in the hand by what its player sees: its pips, from the top, clockwise</extracomment>
            <translation>Камен %1 (тачкице одозго, у смеру казаљке на сату)</translation>
        </message>
        <message>
            <source>Stone %1</source>
            <comment>hexadomino</comment>
            <extracomment>a stone in a row of the move log, by its pips as the row's picture shows them</extracomment>
            <translation>Камен %1</translation>
        </message>
        <message>
            <source>Draw a stone</source>
            <comment>hexadomino</comment>
            <translation>Узми камен</translation>
        </message>
        <message>
            <source>Stones drawn this turn: %1 of 2</source>
            <comment>hexadomino</comment>
            <translation>Узето у овом потезу: %1 од 2</translation>
        </message>
        <message>
            <source>Blocked: no tile still in play fits here</source>
            <comment>holomino</comment>
            <translation>Блокирано: ниједна плочица која је још у игри овде не одговара</translation>
        </message>
        <message>
            <source>Return tile and pass</source>
            <comment>holomino</comment>
            <translation>Врати плочицу и прескочи</translation>
        </message>
        <message>
            <source>A square takes two tiles: select a second one to choose its partner, or let R and the wheel show the squares that fit.</source>
            <comment>square_domino</comment>
            <translation>Квадрат чине две плочице: изабери и другу плочицу за пар или притисни R (или окрени точкић миша) да видиш квадрате који одговарају.</translation>
        </message>
        <message>
            <source>Round %1 · the totals were equal after round %2: play on until they differ</source>
            <comment>square_domino</comment>
            <translation>Партија %1 · после партије %2 збирови су били једнаки: игра се даље док се не разликују</translation>
        </message>
        <message>
            <source>Round %1 of at most %2 · the match ends when someone has 100 points</source>
            <comment>square_domino</comment>
            <translation>Партија %1 од највише %2 · игра се док неко не скупи 100 поена</translation>
        </message>
        <message>
            <source>Draw a tile (−5)</source>
            <comment>triominos</comment>
            <translation>Узми плочицу (−5)</translation>
        </message>
        <message>
            <source>Round %1 · the match ends after a round in which someone passes 400</source>
            <comment>triominos</comment>
            <translation>Партија %1 · меч се завршава после партије у којој неко пређе 400 поена</translation>
        </message>
        <message>
            <source>Tiles drawn this turn: %1 of 3</source>
            <comment>triominos</comment>
            <translation>Узето у овом потезу: %1 од 3</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <source>Board</source>
            <extracomment>pixels kept clear round a fitted board wheel or R on a target with several variants: +1 / -1 a rack tile (index in the rack) dropped at a scene point keyboard play: "left", "right", "up", "down", "enter", "rotate", "escape", "next_tile" says the board's name in the game's words (none before a game: "Board")</extracomment>
            <translation>Приказ игре</translation>
        </message>
    </context>
    <context>
        <name>ChatPanel</name>
        <message>
            <source>Table chat</source>
            <translation>Разговор за столом</translation>
        </message>
        <message>
            <source>Message to the table</source>
            <translation>Порука за сто</translation>
        </message>
        <message>
            <source>Say something to the table</source>
            <translation>Напиши нешто за сто</translation>
        </message>
        <message>
            <source>Send</source>
            <translation>Пошаљи</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Реванш</translation>
        </message>
        <message>
            <source>Play again at the same table</source>
            <translation>Играј поново за истим столом</translation>
        </message>
        <message>
            <source>Take your seat back</source>
            <translation>Врати се на своје место</translation>
        </message>
        <message>
            <source>%1/%2</source>
            <translation>%1/%2</translation>
        </message>
        <message>
            <source>A chat line has at most %1 characters.</source>
            <translation>Порука у разговору може имати највише %1 знакова.</translation>
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
            <translation>Напомена тренера</translation>
        </message>
        <message>
            <source>Coach: a better move was: %1 (about %2 % more chance of winning)</source>
            <translation>Тренер: бољи потез би био: %1 (шанса за победу већа за око %2%)</translation>
        </message>
        <message>
            <source>Coach: the Expert's move: %1</source>
            <translation>Тренер: потез Стручњака: %1</translation>
        </message>
        <message>
            <source>The coach's move: %1</source>
            <translation>Потез тренера: %1</translation>
        </message>
    </context>
    <context>
        <name>Comfort</name>
        <message>
            <source>&amp;File</source>
            <extracomment>the hold that keeps play still while the (window-modal) statistics dialog is open</extracomment>
            <translation>&amp;Датотека</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Уређивање</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Отвори…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Сачувај</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Сачувај &amp;као…</translation>
        </message>
        <message>
            <source>&amp;Recent files</source>
            <translation>&amp;Недавне датотеке</translation>
        </message>
        <message>
            <source>Re&amp;play…</source>
            <translation>&amp;Преглед одигране игре…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Опозови</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Понови</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>По&amp;дешавања…</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Савет</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Тренер</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Звук</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>Ст&amp;атистика…</translation>
        </message>
        <message>
            <source>The data folder cannot be used (%1): nothing will be saved.</source>
            <translation>Фасцикла са подацима не може да се користи (%1): ништа неће бити сачувано.</translation>
        </message>
        <message>
            <source>Move taken back.</source>
            <translation>Потез је враћен.</translation>
        </message>
        <message>
            <source>Move played again.</source>
            <translation>Потез је поново одигран.</translation>
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
                <numerusform>меч се завршио после партије %1, јер траје највише %n партију</numerusform>
                <numerusform>меч се завршио после партије %1, јер траје највише %n партије</numerusform>
                <numerusform>меч се завршио после партије %1, јер траје највише %n партија</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (“%2”) cannot be played: the game ended with move %3. The file goes on after the end, so it was probably saved by an older version whose rules let the game go on.</source>
            <translation>Потез %1 („%2“) не може да се одигра: игра се завршила потезом %3. У датотеци има потеза и после краја игре, па ју је вероватно сачувала старија верзија програма чија су правила дозвољавала да се игра настави.</translation>
        </message>
        <message numerus="yes">
            <source>The file names %n player(s), but the game is for %1.</source>
            <translation>
                <numerusform>У датотеци је наведен %n играч, а игра је за %1.</numerusform>
                <numerusform>У датотеци су наведена %n играча, а игра је за %1.</numerusform>
                <numerusform>У датотеци је наведено %n играча, а игра је за %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (“%2”) cannot be played: %3</source>
            <extracomment>(the English reason's shape, how to say it in the current language); first match wins</extracomment>
            <translation>Потез %1 („%2“) не може да се одигра: %3</translation>
        </message>
        <message>
            <source>The game cannot be started: %1</source>
            <translation>Игра не може да почне: %1</translation>
        </message>
        <message>
            <source>The game's options are wrong: %1</source>
            <translation>Опције игре нису исправне: %1</translation>
        </message>
        <message>
            <source>The scores in the file (%1) differ from the replayed ones (%2).</source>
            <translation>Резултати у датотеци (%1) разликују се од резултата поново одигране игре (%2).</translation>
        </message>
        <message>
            <source>A game file must hold one JSON object.</source>
            <translation>Датотека игре мора да садржи један JSON објекат.</translation>
        </message>
        <message>
            <source>This is not a Holomino Desktop game file.</source>
            <translation>Ово није датотека игре Holomino Desktop.</translation>
        </message>
        <message>
            <source>The file has no valid version number.</source>
            <translation>Датотека нема исправан број верзије.</translation>
        </message>
        <message>
            <source>The file was written by a newer version of the program (format %1; this one reads up to format %2).</source>
            <translation>Датотеку је сачувала новија верзија програма (формат %1; ова верзија чита формате до %2).</translation>
        </message>
        <message>
            <source>The file is for an unknown game “%1”.</source>
            <translation>Датотека је за непознату игру „%1“.</translation>
        </message>
        <message>
            <source>The moves must be a list of short texts.</source>
            <translation>Потези морају бити листа кратких текстова.</translation>
        </message>
        <message>
            <source>The reshuffles after undos must be a list of pairs: moves kept, seed.</source>
            <translation>Мешања после враћања потеза морају бити листа парова: задржани потези, семе.</translation>
        </message>
        <message>
            <source>The reshuffle %1 is not a pair of moves kept and a seed, in order.</source>
            <translation>Мешање %1 није пар задржаних потеза и семена, тим редом.</translation>
        </message>
        <message>
            <source>The “result” entry must be a JSON object.</source>
            <translation>Ставка „result“ мора бити JSON објекат.</translation>
        </message>
        <message>
            <source>The file is too large to be a game file (more than %1 MB).</source>
            <translation>Датотека је превелика за датотеку игре (више од %1 МБ).</translation>
        </message>
        <message>
            <source>The file is not a text file (not UTF-8).</source>
            <translation>Датотека није текстуална (није у UTF-8).</translation>
        </message>
        <message>
            <source>The file stores a result, but its game is not finished.</source>
            <translation>Датотека садржи исход, а игра у њој није завршена.</translation>
        </message>
        <message>
            <source>The result in the file (%1) differs from the replayed one (%2).</source>
            <translation>Исход у датотеци (%1) разликује се од исхода поново одигране игре (%2).</translation>
        </message>
        <message>
            <source>The file's version %1 is not valid (it must be 1 or more).</source>
            <translation>Верзија датотеке %1 није исправна (мора бити 1 или већа).</translation>
        </message>
        <message>
            <source>The game's options are wrong (%1).</source>
            <translation>Опције игре нису исправне (%1).</translation>
        </message>
        <message>
            <source>The game in the file could not be saved again as it is (%1).</source>
            <translation>Игра из датотеке не може поново да се сачува у овом облику (%1).</translation>
        </message>
        <message>
            <source>This is not an ordinary file (it is a folder, a device or a pipe).</source>
            <translation>Ово није обична датотека (већ фасцикла, уређај или цев).</translation>
        </message>
        <message>
            <source>The game holds a text that is not valid Unicode.</source>
            <translation>Игра садржи текст који није исправан Уникод.</translation>
        </message>
        <message>
            <source>The key %1 appears twice in one JSON object.</source>
            <translation>Кључ %1 се јавља два пута у истом JSON објекту.</translation>
        </message>
        <message>
            <source>The game review in the file (“review”) must be a JSON object.</source>
            <translation>Анализа игре у датотеци („review“) мора бити JSON објекат.</translation>
        </message>
        <message>
            <source>The game review in the file has version %1; this program reads version 1.</source>
            <translation>Анализа игре у датотеци има верзију %1; овај програм чита верзију 1.</translation>
        </message>
        <message>
            <source>The game review's entry “%1” is missing or has the wrong kind.</source>
            <translation>Ставка „%1“ анализе игре недостаје или је погрешне врсте.</translation>
        </message>
        <message>
            <source>The game review's entry “seats” must be a list of seat numbers.</source>
            <translation>Ставка „seats“ анализе игре мора бити листа бројева места.</translation>
        </message>
        <message>
            <source>The game review's entry “moves” must be a list no longer than the game's moves.</source>
            <translation>Ставка „moves“ анализе игре мора бити листа која није дужа од листе потеза игре.</translation>
        </message>
        <message>
            <source>Item %1 of the game review must be a JSON object with: %2.</source>
            <translation>Ставка %1 анализе игре мора бити JSON објекат са пољима: %2.</translation>
        </message>
        <message>
            <source>Item %1 of the game review has a wrong “%2”.</source>
            <translation>Ставка %1 анализе игре има погрешно поље „%2“.</translation>
        </message>
        <message>
            <source>Item %1 of the game review does not match move %2 of the game.</source>
            <translation>Ставка %1 анализе игре не одговара потезу %2 у игри.</translation>
        </message>
        <message>
            <source>Item %1 of the game review names a seat or a verdict this review does not know.</source>
            <translation>Ставка %1 анализе игре наводи место или оцену које ова анализа не познаје.</translation>
        </message>
        <message>
            <source>The file is not valid JSON: it may have been cut short.</source>
            <translation>Датотека није исправан JSON: можда је одсечена.</translation>
        </message>
        <message>
            <source>The file's entries are nested too deep to be read.</source>
            <translation>Подаци у датотеци су угнежђени предубоко да би могли да се прочитају.</translation>
        </message>
        <message>
            <source>The file holds a number too large to be read.</source>
            <translation>Датотека садржи број који је превелик да би могао да се прочита.</translation>
        </message>
        <message>
            <source>The file's entries do not have the expected form.</source>
            <translation>Подаци у датотеци немају очекивани облик.</translation>
        </message>
        <message>
            <source>The file is not valid JSON (%1).</source>
            <translation>Датотека није исправан JSON (%1).</translation>
        </message>
        <message>
            <source>The file cannot be read (%1).</source>
            <extracomment>Python's own message when a JSON number has more digits than it converts (``sys.int_info``)</extracomment>
            <translation>Датотека не може да се прочита (%1).</translation>
        </message>
        <message>
            <source>The entry “%1” is missing from the file or has the wrong kind.</source>
            <translation>Ставка „%1“ недостаје у датотеци или је погрешне врсте.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Сваки играч мора да има име.</translation>
        </message>
        <message>
            <source>A player is “human” or “ai”, not %1.</source>
            <translation>Играч је „human“ или „ai“, а не %1.</translation>
        </message>
        <message>
            <source>A player's level must be a text.</source>
            <translation>Ниво играча мора бити текст.</translation>
        </message>
        <message>
            <source>The file is not a valid game file (%1).</source>
            <translation>Датотека није исправна датотека игре (%1).</translation>
        </message>
        <message>
            <source>The game in the file cannot be replayed (%1).</source>
            <translation>Игра из датотеке не може поново да се одигра (%1).</translation>
        </message>
        <message>
            <source>The players in the file do not match the game.</source>
            <translation>Играчи у датотеци не одговарају игри.</translation>
        </message>
    </context>
    <context>
        <name>GameFiles</name>
        <message>
            <source>Game in progress</source>
            <extracomment>what the save / discard / cancel question settled: nothing to ask, saved, discarded, cancelled a game file was shown: (whether its match was already over) something the player should hear about at start-up (a damaged autosave set aside) the autosave writes to the user data folder only when the program (not a test window) switches it on (``Comfort.use_data_folder``) True while the autosave must keep the game it holds (a tutorial runs: its games are not the player's game in progress) the game set aside while a tutorial runs (:meth:`set_aside`, :meth:`bring_back`) the moves of the game as last saved or opened (None: never): what is not lost</extracomment>
            <translation>Игра у току</translation>
        </message>
        <message>
            <source>The game in progress has moves that are not saved. Save it first?</source>
            <translation>Игра у току има потезе који нису сачувани. Желиш ли прво да је сачуваш?</translation>
        </message>
        <message>
            <source>The game in progress is back.</source>
            <translation>Недовршена игра је враћена.</translation>
        </message>
        <message>
            <source>Holomino games (*.holomino.json);;JSON files (*.json)</source>
            <translation>Holomino игре (*.holomino.json);;JSON датотеке (*.json)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(нема)</translation>
        </message>
        <message>
            <source>Autosave failed: %1</source>
            <translation>Аутоматско чување није успело: %1</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Сачувај игру</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>Игра не може да се сачува: %1</translation>
        </message>
        <message>
            <source>Game saved to %1.</source>
            <translation>Игра је сачувана у %1.</translation>
        </message>
        <message>
            <source>Open a game</source>
            <translation>Отвори игру</translation>
        </message>
        <message>
            <source>%1 cannot be opened: %2</source>
            <translation>%1 не може да се отвори: %2</translation>
        </message>
        <message>
            <source>Opened %1.</source>
            <translation>Отворено: %1.</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Играч %1</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Настави</translation>
        </message>
        <message>
            <source>A game was in progress when the program closed. Continue it?</source>
            <translation>Кад се програм затворио, игра је била у току. Хоћеш ли да је наставиш?</translation>
        </message>
        <message>
            <source>The game in progress was restored.</source>
            <translation>Недовршена игра је враћена.</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>Прегледај одиграну игру</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>%1 не може да се упише: %2</translation>
        </message>
    </context>
    <context>
        <name>GameWords</name>
        <message>
            <source>Your tiles — choose one</source>
            <comment>holomino</comment>
            <extracomment>a word's key -&gt; its message for the game (``n`` is the count of ``%n`` texts) games played as one game, never a match of rounds: their end is "the end of the game", with no column for a round games that count kružići, not points: a round's loser receives one (its score item counts −1 against him); the screens show them received, "+1 kružić", and count them up</extracomment>
            <translation>Твоје плочице — изабери једну</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>holomino</comment>
            <translation>Твоје плочице</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>holomino</comment>
            <translation>Плочице: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n плочица у руци</numerusform>
                <numerusform>%n плочице у руци</numerusform>
                <numerusform>%n плочица у руци</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the sack</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>%n плочица у врећи</numerusform>
                <numerusform>%n плочице у врећи</numerusform>
                <numerusform>%n плочица у врећи</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your rack.</source>
            <comment>holomino</comment>
            <translation>изабери плочицу из руке.</translation>
        </message>
        <message>
            <source>no tile of yours fits: use a button to the right of the rack.</source>
            <comment>holomino</comment>
            <translation>ниједна твоја плочица не одговара: употреби дугме десно од својих плочица.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>holomino</comment>
            <translation>Ова плочица сада нигде не одговара: изабери другу.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>holomino</comment>
            <translation>За ову плочицу је означено једно место: кликни на њега.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>holomino</comment>
            <translation>
                <numerusform>За ову плочицу је означено %n место: кликни на једно од означених.</numerusform>
                <numerusform>За ову плочицу су означена %n места: кликни на једно од њих.</numerusform>
                <numerusform>За ову плочицу је означено %n места: кликни на једно од њих.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>holomino</comment>
            <translation>Крај партије</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>holomino</comment>
            <translation>Партија је завршена</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>holomino</comment>
            <translation>Ова партија</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>holomino</comment>
            <translation>Следећа &amp;партија</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>holomino</comment>
            <translation>Кликни да видиш потез на табли</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>holomino</comment>
            <translation>Ево потеза: означен је на табли. Кликни на њега.</translation>
        </message>
        <message>
            <source>The start tile %1</source>
            <comment>holomino</comment>
            <translation>Почетна плочица %1</translation>
        </message>
        <message>
            <source>Board</source>
            <comment>holomino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Табла</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>holomino</comment>
            <translation>&amp;Постави</translation>
        </message>
        <message>
            <source>On the board, in the order laid: %1.</source>
            <comment>holomino</comment>
            <translation>На табли, редоследом постављања: %1.</translation>
        </message>
        <message>
            <source>Your rack — choose a tile</source>
            <comment>triominos</comment>
            <translation>Твој сталак — изабери плочицу</translation>
        </message>
        <message>
            <source>Your rack</source>
            <comment>triominos</comment>
            <translation>Твој сталак</translation>
        </message>
        <message>
            <source>Rack: %1</source>
            <comment>triominos</comment>
            <translation>Сталак: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) on the rack</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n плочица на сталку</numerusform>
                <numerusform>%n плочице на сталку</numerusform>
                <numerusform>%n плочица на сталку</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in the pool</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>%n плочица у залихи</numerusform>
                <numerusform>%n плочице у залихи</numerusform>
                <numerusform>%n плочица у залихи</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your rack.</source>
            <comment>triominos</comment>
            <translation>изабери плочицу са сталка.</translation>
        </message>
        <message>
            <source>no tile of yours fits: use a button to the right of the rack.</source>
            <comment>triominos</comment>
            <translation>ниједна твоја плочица не одговара: употреби дугме десно од сталка.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>triominos</comment>
            <translation>Ова плочица сада нигде не одговара: изабери другу.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>triominos</comment>
            <translation>За ову плочицу је означено једно место: кликни на њега.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>triominos</comment>
            <translation>
                <numerusform>За ову плочицу је означено %n место: кликни на једно од означених.</numerusform>
                <numerusform>За ову плочицу су означена %n места: кликни на једно од њих.</numerusform>
                <numerusform>За ову плочицу је означено %n места: кликни на једно од њих.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>triominos</comment>
            <translation>Крај партије</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>triominos</comment>
            <translation>Партија је завршена</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>triominos</comment>
            <translation>Ова партија</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>triominos</comment>
            <translation>Следећа &amp;партија</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>triominos</comment>
            <translation>Кликни да видиш потез на столу</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>triominos</comment>
            <translation>Ево потеза: означен је на столу. Кликни на њега.</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>triominos</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Сто</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>triominos</comment>
            <translation>&amp;Постави</translation>
        </message>
        <message>
            <source>On the table, in the order laid: %1.</source>
            <comment>triominos</comment>
            <translation>На столу, редоследом постављања: %1.</translation>
        </message>
        <message>
            <source>Nothing is on the table yet.</source>
            <comment>triominos</comment>
            <translation>На столу још ништа нема.</translation>
        </message>
        <message>
            <source>Your stones — choose one</source>
            <comment>hexadomino</comment>
            <translation>Твоји каменови — изабери један</translation>
        </message>
        <message>
            <source>Your stones</source>
            <comment>hexadomino</comment>
            <translation>Твоји каменови</translation>
        </message>
        <message>
            <source>Stones: %1</source>
            <comment>hexadomino</comment>
            <translation>Каменови: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in hand</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n камен у руци</numerusform>
                <numerusform>%n камена у руци</numerusform>
                <numerusform>%n каменова у руци</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stone(s) in the stock</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n камен у залихи</numerusform>
                <numerusform>%n камена у залихи</numerusform>
                <numerusform>%n каменова у залихи</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a stone from your hand.</source>
            <comment>hexadomino</comment>
            <translation>изабери камен из руке.</translation>
        </message>
        <message>
            <source>no stone of yours fits: use a button to the right of your stones.</source>
            <comment>hexadomino</comment>
            <translation>ниједан твој камен не одговара: употреби дугме десно од каменова.</translation>
        </message>
        <message>
            <source>This stone fits nowhere now: choose another one.</source>
            <comment>hexadomino</comment>
            <translation>Овај камен сада нигде не одговара: изабери други.</translation>
        </message>
        <message>
            <source>One field for this stone (highlighted): click it.</source>
            <comment>hexadomino</comment>
            <translation>За овај камен је означено једно место: кликни на њега.</translation>
        </message>
        <message numerus="yes">
            <source>%n field(s) for this stone (highlighted): click one.</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>За овај камен је означено %n место: кликни на једно од означених.</numerusform>
                <numerusform>За овај камен су означена %n места: кликни на једно од њих.</numerusform>
                <numerusform>За овај камен је означено %n места: кликни на једно од њих.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>hexadomino</comment>
            <translation>Крај партије</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>hexadomino</comment>
            <translation>Партија је завршена</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>hexadomino</comment>
            <translation>Ова партија</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>hexadomino</comment>
            <translation>Следећа &amp;партија</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>hexadomino</comment>
            <translation>Кликни да видиш потез на табли</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>hexadomino</comment>
            <translation>Ево потеза: означен је на табли. Кликни на њега.</translation>
        </message>
        <message>
            <source>The start stone %1</source>
            <comment>hexadomino</comment>
            <translation>Почетни камен %1</translation>
        </message>
        <message>
            <source>Board</source>
            <comment>hexadomino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Табла</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>hexadomino</comment>
            <translation>&amp;Постави</translation>
        </message>
        <message>
            <source>On the board, in the order laid: %1.</source>
            <comment>hexadomino</comment>
            <translation>На табли, редоследом постављања: %1.</translation>
        </message>
        <message>
            <source>Your tiles — choose one</source>
            <comment>square_domino</comment>
            <translation>Твоје плочице — изабери једну</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>square_domino</comment>
            <translation>Твоје плочице</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>square_domino</comment>
            <translation>Плочице: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n плочица у руци</numerusform>
                <numerusform>%n плочице у руци</numerusform>
                <numerusform>%n плочица у руци</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your hand.</source>
            <comment>square_domino</comment>
            <translation>изабери плочицу из руке.</translation>
        </message>
        <message>
            <source>no square of yours fits: use the button to the right of your tiles.</source>
            <comment>square_domino</comment>
            <translation>не можеш да сложиш ниједан квадрат: употреби дугме десно од плочица.</translation>
        </message>
        <message>
            <source>This tile fits nowhere now: choose another one.</source>
            <comment>square_domino</comment>
            <translation>Ова плочица сада нигде не одговара: изабери другу.</translation>
        </message>
        <message>
            <source>One place for this tile (highlighted): click it.</source>
            <comment>square_domino</comment>
            <translation>За ову плочицу је означено једно место: кликни на њега.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) for this tile (highlighted): click one.</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>За ову плочицу је означено %n место: кликни на једно од означених.</numerusform>
                <numerusform>За ову плочицу су означена %n места: кликни на једно од њих.</numerusform>
                <numerusform>За ову плочицу је означено %n места: кликни на једно од њих.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>square_domino</comment>
            <translation>Крај партије</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>square_domino</comment>
            <translation>Партија је завршена</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>square_domino</comment>
            <translation>Ова партија</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>square_domino</comment>
            <translation>Следећа &amp;партија</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>square_domino</comment>
            <translation>Кликни да видиш потез у распореду на столу</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>square_domino</comment>
            <translation>Ево потеза: означен је у распореду на столу. Кликни на њега.</translation>
        </message>
        <message>
            <source>The start square %1</source>
            <comment>square_domino</comment>
            <translation>Почетни квадрат %1</translation>
        </message>
        <message>
            <source>Layout</source>
            <comment>square_domino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Распоред</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>square_domino</comment>
            <translation>&amp;Постави</translation>
        </message>
        <message>
            <source>In the layout, in the order laid: %1.</source>
            <comment>square_domino</comment>
            <translation>У распореду, редоследом постављања: %1.</translation>
        </message>
        <message>
            <source>Your tiles — choose one</source>
            <comment>dutch_domino</comment>
            <translation>Твоје плочице — изабери једну</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <comment>dutch_domino</comment>
            <translation>Твоје плочице</translation>
        </message>
        <message>
            <source>Tiles: %1</source>
            <comment>dutch_domino</comment>
            <translation>Плочице: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) in hand</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>%n плочица у руци</numerusform>
                <numerusform>%n плочице у руци</numerusform>
                <numerusform>%n плочица у руци</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) left to buy</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>За куповину: још %n плочица</numerusform>
                <numerusform>За куповину: још %n плочице</numerusform>
                <numerusform>За куповину: још %n плочица</numerusform>
            </translation>
        </message>
        <message>
            <source>choose a tile from your hand.</source>
            <comment>dutch_domino</comment>
            <translation>изабери плочицу из руке.</translation>
        </message>
        <message>
            <source>no tile of yours fits the layout: buy or pass with the buttons on the right.</source>
            <comment>dutch_domino</comment>
            <translation>ниједна твоја плочица не одговара талону: купи или прескочи помоћу дугмади десно.</translation>
        </message>
        <message>
            <source>This tile fits nowhere on the layout now: choose another one.</source>
            <comment>dutch_domino</comment>
            <translation>Ова плочица сада нигде на талону не одговара: изабери другу.</translation>
        </message>
        <message>
            <source>One place on the layout for this tile (highlighted): click it.</source>
            <comment>dutch_domino</comment>
            <translation>За ову плочицу је означено једно место: кликни на њега.</translation>
        </message>
        <message numerus="yes">
            <source>%n place(s) on the layout for this tile (highlighted): click one.</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>На талону је за ову плочицу означено %n место: кликни на једно од означених.</numerusform>
                <numerusform>На талону су за ову плочицу означена %n места: кликни на једно од њих.</numerusform>
                <numerusform>На талону је за ову плочицу означено %n места: кликни на једно од њих.</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round</source>
            <comment>dutch_domino</comment>
            <translation>Крај партије</translation>
        </message>
        <message>
            <source>The round is over</source>
            <comment>dutch_domino</comment>
            <translation>Партија је завршена</translation>
        </message>
        <message>
            <source>This round</source>
            <comment>dutch_domino</comment>
            <translation>Ова партија</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <comment>dutch_domino</comment>
            <translation>Следећа &amp;партија</translation>
        </message>
        <message>
            <source>Click to see the move on the board</source>
            <comment>dutch_domino</comment>
            <translation>Кликни да видиш потез на талону</translation>
        </message>
        <message>
            <source>Here is the move: it is marked on the board. Click it.</source>
            <comment>dutch_domino</comment>
            <translation>Ево потеза: означен је на талону. Кликни на њега.</translation>
        </message>
        <message>
            <source>Layout</source>
            <comment>dutch_domino</comment>
            <extracomment>the board's name for a screen reader (the game's own word for where the tiles lie)</extracomment>
            <translation>Талон</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <comment>dutch_domino</comment>
            <translation>&amp;Постави</translation>
        </message>
        <message>
            <source>In the layout, in the order laid: %1.</source>
            <comment>dutch_domino</comment>
            <translation>На талону, редоследом постављања: %1.</translation>
        </message>
        <message>
            <source>Nothing is in the layout yet.</source>
            <comment>dutch_domino</comment>
            <translation>На талону још ништа нема.</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <comment>holomino</comment>
            <translation>Прво изабери плочицу из руке.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>holomino</comment>
            <translation>Та плочица не може тамо: изабери означено место.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>holomino</comment>
            <translation>Плочице су подељене.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>holomino</comment>
            <translation>Показује коју плочицу треба одиграти и где</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>holomino</comment>
            <translation>Стрелицама се крећеш по означеним местима, R окреће плочицу, Enter је поставља</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>holomino</comment>
            <translation>Постави плочицу на изабрано место</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>holomino</comment>
            <translation>Окрени изабрану плочицу</translation>
        </message>
        <message>
            <source>Choose a tile in your rack first.</source>
            <comment>triominos</comment>
            <translation>Прво изабери плочицу са сталка.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>triominos</comment>
            <translation>Та плочица не може тамо: изабери означено место.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>triominos</comment>
            <translation>Плочице су подељене.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>triominos</comment>
            <translation>Показује коју плочицу треба одиграти и где</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>triominos</comment>
            <translation>Стрелицама се крећеш по означеним местима, R окреће плочицу, Enter је поставља</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>triominos</comment>
            <translation>Постави плочицу на изабрано место</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>triominos</comment>
            <translation>Окрени изабрану плочицу</translation>
        </message>
        <message>
            <source>Choose a stone in your hand first.</source>
            <comment>hexadomino</comment>
            <translation>Прво изабери камен из руке.</translation>
        </message>
        <message>
            <source>The selected stone cannot go there: use a highlighted field.</source>
            <comment>hexadomino</comment>
            <translation>Тај камен не може тамо: изабери означено место.</translation>
        </message>
        <message>
            <source>The stones have been dealt.</source>
            <comment>hexadomino</comment>
            <translation>Каменови су подељени.</translation>
        </message>
        <message>
            <source>Select the stone and aim at the field asked for</source>
            <comment>hexadomino</comment>
            <translation>Показује који камен и где треба одиграти</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted fields, R turns, Enter places the stone</source>
            <comment>hexadomino</comment>
            <translation>Стрелицама се крећеш по означеним местима, R окреће камен, Enter га поставља</translation>
        </message>
        <message>
            <source>Place the stone</source>
            <comment>hexadomino</comment>
            <translation>Постави камен на изабрано место</translation>
        </message>
        <message>
            <source>Turn the stone</source>
            <comment>hexadomino</comment>
            <translation>Окрени изабрани камен</translation>
        </message>
        <message>
            <source>Choose a tile in your hand first.</source>
            <comment>square_domino</comment>
            <translation>Прво изабери плочицу из руке.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>square_domino</comment>
            <translation>Та плочица не може тамо: изабери означено место.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>square_domino</comment>
            <translation>Плочице су подељене.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>square_domino</comment>
            <translation>Показује коју плочицу треба одиграти и где</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>square_domino</comment>
            <translation>Стрелицама се крећеш по означеним местима, R окреће плочицу, Enter је поставља</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>square_domino</comment>
            <translation>Постави плочицу на изабрано место</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>square_domino</comment>
            <translation>Окрени изабрану плочицу</translation>
        </message>
        <message>
            <source>Choose a tile in your hand first.</source>
            <comment>dutch_domino</comment>
            <translation>Прво изабери плочицу из руке.</translation>
        </message>
        <message>
            <source>The selected tile cannot go there: use a highlighted place.</source>
            <comment>dutch_domino</comment>
            <translation>Та плочица не може тамо: изабери означено место на талону.</translation>
        </message>
        <message>
            <source>The tiles have been dealt.</source>
            <comment>dutch_domino</comment>
            <translation>Плочице су подељене.</translation>
        </message>
        <message>
            <source>Select the tile and aim at the place asked for</source>
            <comment>dutch_domino</comment>
            <translation>Показује коју плочицу треба одиграти и где</translation>
        </message>
        <message>
            <source>Arrow keys move over the highlighted cells, R turns, Enter places the tile</source>
            <comment>dutch_domino</comment>
            <translation>Стрелицама се крећеш по означеним местима, R окреће плочицу, Enter је поставља</translation>
        </message>
        <message>
            <source>Place the tile</source>
            <comment>dutch_domino</comment>
            <translation>Постави плочицу на изабрано место</translation>
        </message>
        <message>
            <source>Turn the tile</source>
            <comment>dutch_domino</comment>
            <translation>Окрени изабрану плочицу</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>The host's table plays without hints.</source>
            <extracomment>the move the last hint showed (None: no hint shown yet) answers a hint before the Expert is asked: True when it did (a tutorial's lesson step gives its own hint, so the normal game's hint never contradicts the lesson)</extracomment>
            <translation>Домаћин овог стола не дозвољава савете.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Тражим добар потез…</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Савет: %1</translation>
        </message>
    </context>
    <context>
        <name>HostLobbyDialog</name>
        <message>
            <source>Your table</source>
            <translation>Твој сто</translation>
        </message>
        <message>
            <source>Tell your friends this invite code. They choose Game → Play with friends → Join a table and type it.</source>
            <translation>Реци пријатељима овај позивни код. Они бирају Игра → Играј са пријатељима → Придружи се столу и уписују га.</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Копирај</translation>
        </message>
        <message>
            <source>Copy the invite code</source>
            <translation>Копирај позивни код</translation>
        </message>
        <message>
            <source>Address: %1</source>
            <translation>Адреса: %1</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Почни</translation>
        </message>
        <message>
            <source>Close the table</source>
            <translation>Затвори сто</translation>
        </message>
        <message>
            <source>Relay %1: connecting…</source>
            <translation>Релеј %1: повезивање…</translation>
        </message>
        <message>
            <source>Relay %1 answers: friends anywhere can join with the code.</source>
            <translation>Релеј %1 се јавља: пријатељи могу да се придруже одасвуд помоћу кода.</translation>
        </message>
        <message>
            <source>Relay %1 does not answer: trying again. Friends on your network can still join.</source>
            <translation>Релеј %1 се не јавља: покушава се поново. Пријатељи из твоје мреже и даље могу да се придруже.</translation>
        </message>
    </context>
    <context>
        <name>HostSetupDialog</name>
        <message>
            <source>Host</source>
            <comment>the host's name at the table, as every guest sees it</comment>
            <translation>Домаћин</translation>
        </message>
        <message>
            <source>Friend %1</source>
            <translation>Гост %1</translation>
        </message>
        <message>
            <source>A friend (joins with the code)</source>
            <translation>Гост (придружује се помоћу кода)</translation>
        </message>
        <message>
            <source>Play with friends</source>
            <translation>Игра са пријатељима</translation>
        </message>
        <message>
            <source>&amp;Open the table</source>
            <translation>&amp;Отвори сто</translation>
        </message>
        <message>
            <source>&amp;Wait for a friend who drops (minutes):</source>
            <translation>&amp;Чекај госта коме се прекине веза (минута):</translation>
        </message>
        <message>
            <source>Then the computer plays at:</source>
            <translation>Затим игра рачунар на нивоу:</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Join a table</source>
            <translation>Придружи се столу</translation>
        </message>
        <message>
            <source>Invite &amp;code:</source>
            <translation>Позивни &amp;код:</translation>
        </message>
        <message>
            <source>&amp;Address (if not listed):</source>
            <translation>&amp;Адреса (ако сто није на списку):</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Твоје &amp;име:</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>Име које други виде</translation>
        </message>
        <message>
            <source>Tables on your network:</source>
            <translation>Столови у твојој мрежи:</translation>
        </message>
        <message>
            <source>&amp;Join</source>
            <translation>&amp;Придружи се</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Откажи</translation>
        </message>
        <message>
            <source>%1 — %2, free seats: %3 (%4:%5)</source>
            <translation>%1 — %2, слободна места: %3 (%4:%5)</translation>
        </message>
        <message>
            <source>The relay after @ in that code is not an address: check the part after @.</source>
            <translation>Релеј после @ у том коду није адреса: провери део после @.</translation>
        </message>
        <message>
            <source>That is not an invite code: a code looks like %1.</source>
            <translation>То није позивни код; исправан код изгледа, на пример, овако: %1.</translation>
        </message>
        <message>
            <source>Type the table's address, or pick a table from the list.</source>
            <translation>Упиши адресу стола или изабери сто са списка.</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Повезивање…</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>System language</source>
            <extracomment>the settings key holding the chosen language (shared with the Settings dialog of ``ui/settings.py``; missing or "" follows the system) the language of the source texts every language the program can speak, with its name in that language (never translated: a person looks for their own language's name) the QLocale each language code stands for (numbers, plural rules of Qt's base texts)</extracomment>
            <translation>Језик система</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation>Насумичан</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Почетник</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Лак</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Средњи</translation>
        </message>
        <message>
            <source>Intermediate</source>
            <translation>Средње напредан</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Нормалан</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Тежак</translation>
        </message>
        <message>
            <source>Strong</source>
            <translation>Јак</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Стручњак</translation>
        </message>
        <message>
            <source>Master</source>
            <translation>Мајстор</translation>
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
            <translation>Нова игра…</translation>
        </message>
        <message>
            <source>&amp;Place</source>
            <translation>&amp;Постави</translation>
        </message>
        <message>
            <source>&amp;Turn (R)</source>
            <translation>&amp;Окрени (R)</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Предложи потез</translation>
        </message>
        <message>
            <source>The Expert suggests a move (about a second)</source>
            <translation>Стручњак предлаже потез (траје око једне секунде)</translation>
        </message>
        <message>
            <source>Hand over</source>
            <translation>Смена играча</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Потези</translation>
        </message>
        <message>
            <source>Computer is thinking</source>
            <translation>Рачунар размишља</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <extracomment>every menu text with its English source: retranslate_ui sets them again</extracomment>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Нова игра…</translation>
        </message>
        <message>
            <source>&amp;Restart with the same players</source>
            <translation>Нова игра са истим и&amp;грачима</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Излаз</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>При&amp;каз</translation>
        </message>
        <message>
            <source>&amp;Fit board</source>
            <translation>Уклопи у &amp;прозор</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>У&amp;већај</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>У&amp;мањи</translation>
        </message>
        <message>
            <source>Say what was laid &amp;next</source>
            <translation>Прочитај &amp;следећи одиграни комад</translation>
        </message>
        <message>
            <source>Say what was laid &amp;before</source>
            <translation>Прочитај пр&amp;етходни одиграни комад</translation>
        </message>
        <message>
            <source>Read the &amp;scores</source>
            <translation>Прочитај &amp;резултате</translation>
        </message>
        <message>
            <source>Say &amp;where the cursor is</source>
            <translation>Реци где је &amp;курсор</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <extracomment>pause before an AI search when animations are off (the window paints the last move first) a fresh painter on an empty scene: whatever was drawn on the old one is gone the board was drawn again in other colours: the panels refresh where an AI move's tile comes from (the mover's seat card), scene coordinates</extracomment>
            <translation>&amp;Брзина анимације</translation>
        </message>
        <message>
            <source>Off</source>
            <extracomment>animation speeds: id -&gt; milliseconds for one tile View → Animation speed: setting id and its English label</extracomment>
            <translation>Без анимације</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Брзо</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Нормално</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Споро</translation>
        </message>
        <message>
            <source>Say what has been lai&amp;d</source>
            <translation>Прочитај шта је &amp;одиграно</translation>
        </message>
        <message>
            <source>Arrow &amp;keys walk over the laid pieces too</source>
            <translation>С&amp;трелице прелазе и преко одиграних комада</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Језик</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>По&amp;моћ</translation>
        </message>
        <message>
            <source>&amp;Rules of the game</source>
            <translation>&amp;Правила игре</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;О програму</translation>
        </message>
        <message>
            <source>About Holomino Desktop</source>
            <translation>О програму Holomino Desktop</translation>
        </message>
        <message>
            <source>Holomino Desktop %1
Five domino-family tile games against the computer or friends.</source>
            <translation>Holomino Desktop %1
Пет игара из породице домина — против рачунара или пријатеља.</translation>
        </message>
        <message>
            <source>%1 — Holomino Desktop</source>
            <translation>%1 — Holomino Desktop</translation>
        </message>
        <message>
            <source>H&amp;int</source>
            <translation>&amp;Савет</translation>
        </message>
    </context>
    <context>
        <name>MatchCounter</name>
        <message>
            <source>Statistics not saved: %1</source>
            <extracomment>something the player should hear about at start-up (a damaged statistics file)</extracomment>
            <translation>Статистика није сачувана: %1</translation>
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
            <translation>Потез</translation>
        </message>
        <message>
            <source>Points</source>
            <extracomment>what the last column counts: points, or what the game counts instead (kružići)</extracomment>
            <translation>Поени</translation>
        </message>
        <message>
            <source>Move log</source>
            <translation>Запис потеза</translation>
        </message>
        <message>
            <source>&amp;Copy the moves in notation</source>
            <translation>&amp;Копирај потезе у нотацији</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи</translation>
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
            <translation>Крај игре</translation>
        </message>
    </context>
    <context>
        <name>MoveTable</name>
        <message>
            <source>Reviewed moves</source>
            <extracomment>the game counts kružići (a move's −1 is a kružić received), not points</extracomment>
            <translation>Анализирани потези</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Потез</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Играч</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Одиграно</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Поени</translation>
        </message>
        <message>
            <source>Best move</source>
            <translation>Најбољи потез</translation>
        </message>
        <message>
            <source>Most points</source>
            <translation>Потез са највише поена</translation>
        </message>
        <message>
            <source>Its points</source>
            <translation>Његови поени</translation>
        </message>
        <message>
            <source>Win chance</source>
            <translation>Шанса за победу</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Оцена</translation>
        </message>
        <message>
            <source>Points missed</source>
            <translation>Пропуштени поени</translation>
        </message>
        <message>
            <source>The most points any move scored at once, less the move's own points</source>
            <translation>Највише поена које је неки потез овде одмах донео, умањено за поене овог потеза</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи</translation>
        </message>
        <message>
            <source>Fewest kružići</source>
            <comment>dutch_domino</comment>
            <translation>Потез са најмање кружића</translation>
        </message>
        <message>
            <source>Its kružići</source>
            <comment>dutch_domino</comment>
            <translation>Његови кружићи</translation>
        </message>
        <message>
            <source>Avoidable kružići</source>
            <comment>dutch_domino</comment>
            <translation>Непотребни кружићи</translation>
        </message>
        <message>
            <source>The kružići this move brought that another move would have avoided</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи које је овај потез донео, а које би неки други потез избегао</translation>
        </message>
        <message>
            <source>%1 (top %2)</source>
            <translation>%1 (највише %2)</translation>
        </message>
        <message>
            <source>This move scored %1; the most any move scored at once here: %2</source>
            <translation>Овај потез је донео %1; највише што је неки потез овде одмах донео: %2</translation>
        </message>
        <message>
            <source>%1 (fewest %2)</source>
            <comment>dutch_domino</comment>
            <translation>%1 (најмање %2)</translation>
        </message>
        <message>
            <source>Kružići this move brought: %1; the fewest any move brought here: %2</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи од овог потеза: %1; најмање што је неки потез овде донео: %2</translation>
        </message>
    </context>
    <context>
        <name>MoveWords</name>
        <message>
            <source>Lay %1 above the spinner %2</source>
            <comment>dutch_domino</comment>
            <extracomment>"beside the spinner, above it …", per arm N, E, S, W: the table draws the arms going up, right, down and left, and the tutorial says so (whole sentences: the words for the side change with the language's cases)</extracomment>
            <translation>Одиграј %1 изнад почетног дуплета %2</translation>
        </message>
        <message>
            <source>Lay %1 to the right of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Одиграј %1 десно од почетног дуплета %2</translation>
        </message>
        <message>
            <source>Lay %1 below the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Одиграј %1 испод почетног дуплета %2</translation>
        </message>
        <message>
            <source>Lay %1 to the left of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Одиграј %1 лево од почетног дуплета %2</translation>
        </message>
        <message>
            <source>Lay %1 on the upper arm, after %2</source>
            <comment>dutch_domino</comment>
            <extracomment>"at the end of the … arm, after %2", per arm N, E, S, W</extracomment>
            <translation>Одиграј %1 на горњи крак, уз %2</translation>
        </message>
        <message>
            <source>Lay %1 on the right arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Одиграј %1 на десни крак, уз %2</translation>
        </message>
        <message>
            <source>Lay %1 on the lower arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Одиграј %1 на доњи крак, уз %2</translation>
        </message>
        <message>
            <source>Lay %1 on the left arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Одиграј %1 на леви крак, уз %2</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <source>−%n point(s)</source>
            <extracomment>the moves that lay a tile, by game (the others draw, buy, return or pass)</extracomment>
            <translation>
                <numerusform>−%n поен</numerusform>
                <numerusform>−%n поена</numerusform>
                <numerusform>−%n поена</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n поен</numerusform>
                <numerusform>%n поена</numerusform>
                <numerusform>%n поена</numerusform>
            </translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>holomino</comment>
            <translation>%1 на %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>triominos</comment>
            <translation>%1 на %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>hexadomino</comment>
            <translation>%1 на %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>square_domino</comment>
            <translation>%1 на %1</translation>
        </message>
        <message>
            <source>a %1 meets the %1</source>
            <comment>dutch_domino</comment>
            <translation>%1 на %1</translation>
        </message>
        <message>
            <source>At the corners: %1.</source>
            <comment>holomino</comment>
            <translation>На угловима: %1.</translation>
        </message>
        <message>
            <source>At the corners: %1.</source>
            <comment>triominos</comment>
            <translation>На угловима: %1.</translation>
        </message>
        <message>
            <source>At the edges: %1.</source>
            <comment>hexadomino</comment>
            <translation>На странама: %1.</translation>
        </message>
        <message>
            <source>At the halves: %1.</source>
            <comment>square_domino</comment>
            <translation>На половинама: %1.</translation>
        </message>
        <message>
            <source>Beside the spinner: %1.</source>
            <comment>dutch_domino</comment>
            <translation>Уз почетни дуплет: %1.</translation>
        </message>
        <message>
            <source>At the arm's open end: %1.</source>
            <comment>dutch_domino</comment>
            <translation>На отвореном крају крака: %1.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Returned tile %1 to the sack</source>
            <comment>holomino</comment>
            <translation>Плочица %1 враћена у врећу</translation>
        </message>
        <message>
            <source>Drew a tile</source>
            <comment>triominos</comment>
            <translation>Узета плочица</translation>
        </message>
        <message>
            <source>Passed</source>
            <translation>Прескочено</translation>
        </message>
        <message>
            <source>Drew a stone</source>
            <comment>hexadomino</comment>
            <translation>Узет камен</translation>
        </message>
        <message>
            <source>Bought a tile</source>
            <comment>dutch_domino</comment>
            <translation>Купљена плочица</translation>
        </message>
        <message>
            <source>Return tile %1 to the sack and pass</source>
            <comment>holomino</comment>
            <extracomment>what a tile on the table is named by (its numbers, a placed stone, a square's dominoes)</extracomment>
            <translation>Врати плочицу %1 у врећу и прескочи</translation>
        </message>
        <message>
            <source>Place tile %1 to open the game</source>
            <comment>holomino</comment>
            <translation>Отвори игру плочицом %1</translation>
        </message>
        <message>
            <source>Draw a tile from the pool</source>
            <comment>triominos</comment>
            <translation>Узми плочицу из залихе</translation>
        </message>
        <message>
            <source>Pass without placing a tile</source>
            <comment>triominos</comment>
            <translation>Прескочи без постављања плочице</translation>
        </message>
        <message>
            <source>Place tile %1 to open the round</source>
            <comment>triominos</comment>
            <translation>Отвори партију плочицом %1</translation>
        </message>
        <message>
            <source>Draw a stone from the stock</source>
            <comment>hexadomino</comment>
            <translation>Узми камен из залихе</translation>
        </message>
        <message>
            <source>Pass: no stone fits</source>
            <comment>hexadomino</comment>
            <translation>Прескочи: ниједан камен не одговара</translation>
        </message>
        <message>
            <source>Pass: no square fits</source>
            <comment>square_domino</comment>
            <translation>Прескочи: ниједан квадрат не одговара</translation>
        </message>
        <message>
            <source>Lay %1 as the start tile</source>
            <comment>square_domino</comment>
            <translation>Постави %1 као почетну плочицу</translation>
        </message>
        <message>
            <source>Complete the start square with %1</source>
            <comment>square_domino</comment>
            <translation>Допуни почетни квадрат плочицом %1</translation>
        </message>
        <message>
            <source>Buy a tile</source>
            <comment>dutch_domino</comment>
            <translation>Купи плочицу</translation>
        </message>
        <message>
            <source>Pass without laying a tile</source>
            <comment>dutch_domino</comment>
            <translation>Прескочи без играња плочице</translation>
        </message>
        <message>
            <source>Open the round with the double %1 in the centre</source>
            <comment>dutch_domino</comment>
            <translation>Отвори партију дуплетом %1 у средини талона</translation>
        </message>
        <message>
            <source>Place tile %1 above tile %2</source>
            <comment>holomino</comment>
            <extracomment>a side of the neighbour -&gt; the sentence laying the new tile there Holomino: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Постави плочицу %1 изнад плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the upper right of tile %2</source>
            <comment>holomino</comment>
            <translation>Постави плочицу %1 горе десно од плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the lower right of tile %2</source>
            <comment>holomino</comment>
            <translation>Постави плочицу %1 доле десно од плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 below tile %2</source>
            <comment>holomino</comment>
            <translation>Постави плочицу %1 испод плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the lower left of tile %2</source>
            <comment>holomino</comment>
            <translation>Постави плочицу %1 доле лево од плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the upper left of tile %2</source>
            <comment>holomino</comment>
            <translation>Постави плочицу %1 горе лево од плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 above tile %2</source>
            <comment>triominos</comment>
            <extracomment>Triominos: %1 the new tile's numbers, %2 the neighbour's (a triangle meets its neighbours left, right, and above or below)</extracomment>
            <translation>Постави плочицу %1 изнад плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the right of tile %2</source>
            <comment>triominos</comment>
            <translation>Постави плочицу %1 десно од плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 below tile %2</source>
            <comment>triominos</comment>
            <translation>Постави плочицу %1 испод плочице %2</translation>
        </message>
        <message>
            <source>Place tile %1 to the left of tile %2</source>
            <comment>triominos</comment>
            <translation>Постави плочицу %1 лево од плочице %2</translation>
        </message>
        <message>
            <source>Place stone %1 above stone %2</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's</extracomment>
            <translation>Постави камен %1 изнад камена %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 горе десно од камена %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 доле десно од камена %2</translation>
        </message>
        <message>
            <source>Place stone %1 below stone %2</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 испод камена %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 доле лево од камена %2</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 горе лево од камена %2</translation>
        </message>
        <message>
            <source>Place stone %1 above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino beside the start stone: %1 the new stone's pips</extracomment>
            <translation>Постави камен %1 изнад почетног камена</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 горе десно од почетног камена</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 доле десно од почетног камена</translation>
        </message>
        <message>
            <source>Place stone %1 below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 испод почетног камена</translation>
        </message>
        <message>
            <source>Place stone %1 to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 доле лево од почетног камена</translation>
        </message>
        <message>
            <source>Place stone %1 to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави камен %1 горе лево од почетног камена</translation>
        </message>
        <message>
            <source>Place the highlighted stone above stone %1</source>
            <comment>hexadomino</comment>
            <extracomment>a hint's Hexadomino stone is highlighted in the hand and on the table: %1 the neighbour's pips</extracomment>
            <translation>Постави означени камен изнад камена %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper right of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен горе десно од камена %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower right of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен доле десно од камена %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone below stone %1</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен испод камена %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower left of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен доле лево од камена %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper left of stone %1</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен горе лево од камена %1</translation>
        </message>
        <message>
            <source>Place the highlighted stone above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>a hint's Hexadomino stone beside the start stone (no placeholder)</extracomment>
            <translation>Постави означени камен изнад почетног камена</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен горе десно од почетног камена</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен доле десно од почетног камена</translation>
        </message>
        <message>
            <source>Place the highlighted stone below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен испод почетног камена</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен доле лево од почетног камена</translation>
        </message>
        <message>
            <source>Place the highlighted stone to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Постави означени камен горе лево од почетног камена</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two dominoes upright: %1 and %2 the dominoes, %3 the neighbouring square's two dominoes ("5-3 + 3-6")</extracomment>
            <translation>Постави плочице %1 и %2 усправно, једну поред друге, изнад квадрата %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 усправно, једну поред друге, десно од квадрата %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 усправно, једну поред друге, испод квадрата %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 усправно, једну поред друге, лево од квадрата %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two dominoes flat, one over the other: %1 over %2, %3 the neighbour</extracomment>
            <translation>Постави плочице %1 и %2 водоравно, једну испод друге (%1 горе), изнад квадрата %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 водоравно, једну испод друге (%1 горе), десно од квадрата %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 водоравно, једну испод друге (%1 горе), испод квадрата %3</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 водоравно, једну испод друге (%1 горе), лево од квадрата %3</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino beside the start square, upright: %1 and %2 the dominoes</extracomment>
            <translation>Постави плочице %1 и %2 усправно, једну поред друге, изнад почетног квадрата</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 усправно, једну поред друге, десно од почетног квадрата</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, below the start square</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 усправно, једну поред друге, испод почетног квадрата</translation>
        </message>
        <message>
            <source>Lay %1 and %2 upright, side by side, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 усправно, једну поред друге, лево од почетног квадрата</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino beside the start square, flat: %1 over %2</extracomment>
            <translation>Постави плочице %1 и %2 водоравно, једну испод друге (%1 горе), изнад почетног квадрата</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 водоравно, једну испод друге (%1 горе), десно од почетног квадрата</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, below the start square</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 водоравно, једну испод друге (%1 горе), испод почетног квадрата</translation>
        </message>
        <message>
            <source>Lay %1 over %2, lying flat, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Постави плочице %1 и %2 водоравно, једну испод друге (%1 горе), лево од почетног квадрата</translation>
        </message>
        <message>
            <source>Placed tile %1 above tile %2</source>
            <comment>holomino</comment>
            <extracomment>Holomino: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Плочица %1 постављена изнад плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the upper right of tile %2</source>
            <comment>holomino</comment>
            <translation>Плочица %1 постављена горе десно од плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the lower right of tile %2</source>
            <comment>holomino</comment>
            <translation>Плочица %1 постављена доле десно од плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 below tile %2</source>
            <comment>holomino</comment>
            <translation>Плочица %1 постављена испод плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the lower left of tile %2</source>
            <comment>holomino</comment>
            <translation>Плочица %1 постављена доле лево од плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the upper left of tile %2</source>
            <comment>holomino</comment>
            <translation>Плочица %1 постављена горе лево од плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 above tile %2</source>
            <comment>triominos</comment>
            <extracomment>Triominos: %1 the new tile's numbers, %2 the neighbour's</extracomment>
            <translation>Плочица %1 постављена изнад плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the right of tile %2</source>
            <comment>triominos</comment>
            <translation>Плочица %1 постављена десно од плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 below tile %2</source>
            <comment>triominos</comment>
            <translation>Плочица %1 постављена испод плочице %2</translation>
        </message>
        <message>
            <source>Placed tile %1 to the left of tile %2</source>
            <comment>triominos</comment>
            <translation>Плочица %1 постављена лево од плочице %2</translation>
        </message>
        <message>
            <source>Placed stone %1 above stone %2</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, a stone named by its pips: %1 the new stone's pips, %2 the neighbour's</extracomment>
            <translation>Камен %1 постављен изнад камена %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен горе десно од камена %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower right of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен доле десно од камена %2</translation>
        </message>
        <message>
            <source>Placed stone %1 below stone %2</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен испод камена %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен доле лево од камена %2</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper left of stone %2</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен горе лево од камена %2</translation>
        </message>
        <message>
            <source>Placed stone %1 above the start stone</source>
            <comment>hexadomino</comment>
            <extracomment>Hexadomino, beside the start stone: %1 the new stone's pips</extracomment>
            <translation>Камен %1 постављен изнад почетног камена</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен горе десно од почетног камена</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower right of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен доле десно од почетног камена</translation>
        </message>
        <message>
            <source>Placed stone %1 below the start stone</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен испод почетног камена</translation>
        </message>
        <message>
            <source>Placed stone %1 to the lower left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен доле лево од почетног камена</translation>
        </message>
        <message>
            <source>Placed stone %1 to the upper left of the start stone</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 постављен горе лево од почетног камена</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, two upright tiles side by side: %1 and %2 the tiles, %3 the square beside</extracomment>
            <translation>Плочице %1 и %2 постављене усправно, једна поред друге, изнад квадрата %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене усправно, једна поред друге, десно од квадрата %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене усправно, једна поред друге, испод квадрата %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене усправно, једна поред друге, лево од квадрата %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, above the square %3</source>
            <comment>square_domino</comment>
            <extracomment>square domino, one tile over the other, lying flat: %1 and %2 the tiles, %3 the square beside</extracomment>
            <translation>Плочице %1 и %2 постављене водоравно, једна испод друге (%1 горе), изнад квадрата %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the right of the square %3</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене водоравно, једна испод друге (%1 горе), десно од квадрата %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, below the square %3</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене водоравно, једна испод друге (%1 горе), испод квадрата %3</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the left of the square %3</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене водоравно, једна испод друге (%1 горе), лево од квадрата %3</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino, upright beside the start square</extracomment>
            <translation>Плочице %1 и %2 постављене усправно, једна поред друге, изнад почетног квадрата</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене усправно, једна поред друге, десно од почетног квадрата</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, below the start square</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене усправно, једна поред друге, испод почетног квадрата</translation>
        </message>
        <message>
            <source>Laid %1 and %2 upright, side by side, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене усправно, једна поред друге, лево од почетног квадрата</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, above the start square</source>
            <comment>square_domino</comment>
            <extracomment>square domino, lying flat beside the start square</extracomment>
            <translation>Плочице %1 и %2 постављене водоравно, једна испод друге (%1 горе), изнад почетног квадрата</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the right of the start square</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене водоравно, једна испод друге (%1 горе), десно од почетног квадрата</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, below the start square</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене водоравно, једна испод друге (%1 горе), испод почетног квадрата</translation>
        </message>
        <message>
            <source>Laid %1 over %2, lying flat, to the left of the start square</source>
            <comment>square_domino</comment>
            <translation>Плочице %1 и %2 постављене водоравно, једна испод друге (%1 горе), лево од почетног квадрата</translation>
        </message>
        <message>
            <source>Placed tile %1 to open the game</source>
            <comment>holomino</comment>
            <extracomment>the first tile of a game or round, and square domino's start square</extracomment>
            <translation>Игра отворена плочицом %1</translation>
        </message>
        <message>
            <source>Placed tile %1 to open the round</source>
            <comment>triominos</comment>
            <translation>Партија отворена плочицом %1</translation>
        </message>
        <message>
            <source>Opened the round with the double %1 in the centre</source>
            <comment>dutch_domino</comment>
            <translation>Партија отворена дуплетом %1 у средини талона</translation>
        </message>
        <message>
            <source>Laid %1 as the start tile</source>
            <comment>square_domino</comment>
            <translation>Плочица %1 постављена као почетна</translation>
        </message>
        <message>
            <source>Completed the start square with %1</source>
            <comment>square_domino</comment>
            <translation>Почетни квадрат допуњен плочицом %1</translation>
        </message>
        <message>
            <source>Laid %1 above the spinner %2</source>
            <comment>dutch_domino</comment>
            <extracomment>Holandski domino: beside the spinner, per arm N, E, S, W (%1 the tile, %2 the spinner)</extracomment>
            <translation>Плочица %1 одиграна изнад почетног дуплета %2</translation>
        </message>
        <message>
            <source>Laid %1 to the right of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Плочица %1 одиграна десно од почетног дуплета %2</translation>
        </message>
        <message>
            <source>Laid %1 below the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Плочица %1 одиграна испод почетног дуплета %2</translation>
        </message>
        <message>
            <source>Laid %1 to the left of the spinner %2</source>
            <comment>dutch_domino</comment>
            <translation>Плочица %1 одиграна лево од почетног дуплета %2</translation>
        </message>
        <message>
            <source>Laid %1 on the upper arm, after %2</source>
            <comment>dutch_domino</comment>
            <extracomment>Holandski domino: at the end of an arm, per arm N, E, S, W (%2 the arm's last tile)</extracomment>
            <translation>Плочица %1 одиграна на горњи крак, уз %2</translation>
        </message>
        <message>
            <source>Laid %1 on the right arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Плочица %1 одиграна на десни крак, уз %2</translation>
        </message>
        <message>
            <source>Laid %1 on the lower arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Плочица %1 одиграна на доњи крак, уз %2</translation>
        </message>
        <message>
            <source>Laid %1 on the left arm, after %2</source>
            <comment>dutch_domino</comment>
            <translation>Плочица %1 одиграна на леви крак, уз %2</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>The table refused that code. Check it and try again.</source>
            <translation>Сто је одбио тај код. Провери га и покушај поново.</translation>
        </message>
        <message>
            <source>The table is busy letting others in. Try again in a moment.</source>
            <translation>Сто управо прима друге играче. Покушај поново за тренутак.</translation>
        </message>
        <message>
            <source>No table answered. Check the code and try again in a moment.</source>
            <translation>Ниједан сто се није јавио. Провери код и покушај поново за тренутак.</translation>
        </message>
        <message>
            <source>That table has no free seat.</source>
            <translation>За тим столом нема слободног места.</translation>
        </message>
        <message>
            <source>The host closed the table.</source>
            <translation>Домаћин је затворио сто.</translation>
        </message>
        <message>
            <source>That table no longer knows your seat.</source>
            <translation>За тим столом више нема твог места.</translation>
        </message>
        <message>
            <source>No table answers at that address.</source>
            <translation>На тој адреси се не јавља ниједан сто.</translation>
        </message>
        <message>
            <source>No table with that code waits at the relay. Check the code, and ask the host whether the table is open.</source>
            <translation>На релеју не чека ниједан сто са тим кодом. Провери код и питај домаћина да ли је сто отворен.</translation>
        </message>
        <message>
            <source>Your seat was taken over from another window.</source>
            <translation>Твоје место је преузето из другог прозора.</translation>
        </message>
        <message>
            <source>The match is over and the host has closed the table.</source>
            <translation>Меч је завршен и домаћин је затворио сто.</translation>
        </message>
        <message>
            <source>The host sent something this program cannot use.</source>
            <translation>Од домаћина је стигло нешто што овај програм не може да користи.</translation>
        </message>
        <message>
            <source>The connection to the table was lost.</source>
            <translation>Веза са столом је прекинута.</translation>
        </message>
        <message>
            <source>LAN only: friends on your network can join. To let friends anywhere join, set a relay in Settings → Network.</source>
            <translation>Само локална мрежа: могу да се придруже пријатељи из твоје мреже. Да би се пријатељи придружили одасвуд, подеси релеј у Подешавањима → Мрежа.</translation>
        </message>
        <message>
            <source>Friends on your network can join, and friends anywhere through the relay %1.</source>
            <translation>Могу да се придруже пријатељи из твоје мреже, а преко релеја %1 и пријатељи одасвуд.</translation>
        </message>
        <message>
            <source>%1 — you</source>
            <translation>%1 — ти</translation>
        </message>
        <message>
            <source>%1 — computer: %2</source>
            <translation>%1 — рачунар: %2</translation>
        </message>
        <message>
            <source>Waiting for a friend…</source>
            <translation>Чека се гост…</translation>
        </message>
        <message>
            <source>%1 — away</source>
            <translation>%1 — није ту</translation>
        </message>
        <message>
            <source>%1 — here</source>
            <translation>%1 — за столом</translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>The table refused that move.</source>
            <translation>Сто је одбио тај потез.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Ниси на потезу.</translation>
        </message>
        <message>
            <source>That move came too late: the table has moved on.</source>
            <translation>Тај потез је стигао прекасно: игра је већ одмакла.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Игра је завршена.</translation>
        </message>
        <message>
            <source>The game has not started: the host starts it with Start.</source>
            <translation>Игра још није почела: почиње кад домаћин притисне „Почни“.</translation>
        </message>
        <message>
            <source>Too many chat lines at once: wait a moment.</source>
            <translation>Превише порука одједном: сачекај мало.</translation>
        </message>
        <message>
            <source>The table refused what this window sent.</source>
            <translation>Сто је одбио оно што је овај прозор послао.</translation>
        </message>
        <message>
            <source>Play with &amp;friends</source>
            <translation>Играј са п&amp;ријатељима</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>&amp;Отвори сто…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>При&amp;дружи се столу…</translation>
        </message>
        <message>
            <source>The connection is lost: wait until it is back, then play.</source>
            <translation>Веза је прекинута: сачекај да се врати, па онда играј.</translation>
        </message>
        <message>
            <source>The table is closed: no more moves can be played.</source>
            <translation>Сто је затворен: више се не могу играти потези.</translation>
        </message>
        <message>
            <source>Connection lost — reconnecting…</source>
            <translation>Веза је прекинута — поновно повезивање…</translation>
        </message>
        <message>
            <source>Waiting for the host to start the game…</source>
            <translation>Чека се да домаћин започне игру…</translation>
        </message>
        <message>
            <source>Away · the computer plays</source>
            <translation>Није ту · игра рачунар</translation>
        </message>
        <message>
            <source>Away</source>
            <translation>Није ту</translation>
        </message>
        <message>
            <source>Friend</source>
            <translation>Гост</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>Домаћин</translation>
        </message>
        <message>
            <source>Close the table?</source>
            <translation>Затворити сто?</translation>
        </message>
        <message>
            <source>Your friends are playing at your table. Closing it ends the game for everyone.</source>
            <translation>Твоји пријатељи играју за твојим столом. Ако затвориш сто, игра се завршава за све.</translation>
        </message>
        <message>
            <source>&amp;Close the table</source>
            <translation>&amp;Затвори сто</translation>
        </message>
        <message>
            <source>&amp;Keep playing</source>
            <translation>&amp;Играј даље</translation>
        </message>
        <message>
            <source>The table could not open a network port.</source>
            <translation>Сто није могао да отвори мрежни порт.</translation>
        </message>
        <message>
            <source>A friend's seat is free again: wait for them, then press Start.</source>
            <translation>Место за госта је опет слободно: сачекај да се та особа врати, па притисни „Почни“.</translation>
        </message>
        <message>
            <source>%1 has joined the table.</source>
            <translation>%1 је сада за столом.</translation>
        </message>
        <message>
            <source>%1 is away.</source>
            <translation>%1 није за столом.</translation>
        </message>
        <message>
            <source>The computer plays for %1 until they are back.</source>
            <translation>Рачунар игра уместо играча %1 док се не врати.</translation>
        </message>
        <message>
            <source>Someone tried to join with a wrong code.</source>
            <translation>Неко је покушао да се придружи са погрешним кодом.</translation>
        </message>
        <message>
            <source>Guest</source>
            <translation>Гост</translation>
        </message>
        <message>
            <source>Rejoin the table?</source>
            <translation>Вратити се за сто?</translation>
        </message>
        <message>
            <source>You were at a table — rejoin?</source>
            <translation>Твоје место за столом те чека — вратити се?</translation>
        </message>
        <message>
            <source>%1, invite code %2, as %3.</source>
            <translation>%1, позивни код %2, као %3.</translation>
        </message>
        <message>
            <source>&amp;Rejoin</source>
            <translation>&amp;Врати се</translation>
        </message>
        <message>
            <source>&amp;Not now</source>
            <translation>&amp;Не сада</translation>
        </message>
        <message>
            <source>Rejoining the table…</source>
            <translation>Враћање за сто…</translation>
        </message>
        <message>
            <source>Waiting for the host to open the table again…</source>
            <translation>Чека се да домаћин поново отвори сто…</translation>
        </message>
        <message>
            <source>Your move did not reach the table: play it again.</source>
            <translation>Твој потез није стигао до стола: одиграј га поново.</translation>
        </message>
        <message>
            <source>Connected again: you are back at the table.</source>
            <translation>Веза је поново успостављена: опет си за столом.</translation>
        </message>
        <message>
            <source>If the host has gone, no record of this game could be saved: the host sends it only when leaving the table.</source>
            <translation>Ако домаћина више нема, запис ове игре није могао да се сачува: домаћин га шаље тек кад напушта сто.</translation>
        </message>
        <message>
            <source>You may save the game as it stood, to play it on against the computer or to review it later.</source>
            <translation>Можеш да сачуваш игру каква је била, да наставиш против рачунара или да је касније прегледаш.</translation>
        </message>
        <message>
            <source>The table is closed</source>
            <translation>Сто је затворен</translation>
        </message>
        <message>
            <source>&amp;Save the game…</source>
            <translation>&amp;Сачувај игру…</translation>
        </message>
        <message>
            <source>The game was saved to %1: open it to play on.</source>
            <translation>Игра је сачувана у %1: отвори је да наставиш.</translation>
        </message>
        <message>
            <source>If the host opens the table again, press Rematch.</source>
            <translation>Ако домаћин поново отвори сто, притисни „Реванш“.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>You</source>
            <translation>Ти</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Рачунар %1</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Нова игра</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Игра:</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Број играча</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Број играча:</translation>
        </message>
        <message>
            <source>Rules options</source>
            <translation>Варијанте правила</translation>
        </message>
        <message>
            <source>Suggested level</source>
            <translation>Предложени ниво</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Места</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Име</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Ко игра</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Место %1</translation>
        </message>
        <message>
            <source>Name of seat %1</source>
            <translation>Име на месту %1</translation>
        </message>
        <message>
            <source>Player of seat %1</source>
            <translation>Играч на месту %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Човек</translation>
        </message>
        <message>
            <source>Computer: %1</source>
            <translation>Рачунар: %1</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>%1:</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Почни</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Откажи</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>П&amp;равила…</translation>
        </message>
        <message>
            <source>%1 (standard)</source>
            <translation>%1 (подразумевано)</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Играч %1</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>on</source>
            <translation>укључено</translation>
        </message>
        <message>
            <source>off</source>
            <translation>искључено</translation>
        </message>
    </context>
    <context>
        <name>Persistence</name>
        <message>
            <source>the game cannot be written as a file (%1)</source>
            <extracomment>overrides the user data folder (tests, portable installs) the record's extra key for the window's state the kinds of damage below a record's contents (``file_errors.damage_kind``): said in words</extracomment>
            <translation>игра не може да се упише у датотеку (%1)</translation>
        </message>
        <message>
            <source>The saved game could not be resumed (%1); it was kept as %2.</source>
            <translation>Сачувана игра не може да се настави (%1); датотека је задржана као %2.</translation>
        </message>
    </context>
    <context>
        <name>PlayInput</name>
        <message>
            <source>That is not allowed now.</source>
            <extracomment>a click or drop on a place the selected tile may not go: (move, GameError) — the tutorial counts it as a miss, the sounds play a knock the selection changed: the status line says what to do next the keyboard cursor went to another place, the tile turned or another tile was chosen: the board says its new stop (ui/spoken_board.py) the seat whose tiles the rack shows, whether a hot-seat hand-over covers the rack, whether a hint is being searched (set by the window: ui/rack_view.py, ui/hints.py) selected rack tiles (ids), oldest first; one in every game but square domino</extracomment>
            <translation>То сада није дозвољено.</translation>
        </message>
        <message>
            <source>%1: %2.</source>
            <translation>%1: %2.</translation>
        </message>
        <message>
            <source>Click a highlighted cell.</source>
            <translation>Кликни на означено место.</translation>
        </message>
        <message>
            <source>Showing %1 — click or press Enter to place</source>
            <translation>Приказано: %1 — кликни или притисни Enter да одиграш</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>The practice file was damaged (%1): the exercises start again; the old file was kept as %2.</source>
            <translation>Датотека вежби је била оштећена (%1): вежбе почињу изнова; стара датотека је сачувана као %2.</translation>
        </message>
        <message>
            <source>Where the practice file belongs there was no file but a folder, a device or a pipe: it was kept as %1, and the exercises start again.</source>
            <translation>Тамо где треба да буде датотека вежби није била датотека, него фасцикла, уређај или цев: то је сачувано као %1, а вежбе почињу изнова.</translation>
        </message>
        <message>
            <source>The exercises cannot be saved: %1</source>
            <translation>Вежбе не могу да се сачувају: %1</translation>
        </message>
    </context>
    <context>
        <name>PracticeWindow</name>
        <message>
            <source>Practice — %1</source>
            <translation>Вежба — %1</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Покажи ми</translation>
        </message>
        <message>
            <source>Next exercise</source>
            <translation>Следећа вежба</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Затвори</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Играч %1</translation>
        </message>
        <message>
            <source>No moves of %1 are kept to practise yet: review a game and press Practise these moves.</source>
            <translation>Још нема сачуваних потеза за вежбу у игри %1: анализирај игру и притисни „Вежбај ове потезе“.</translation>
        </message>
        <message>
            <source>Exercise %1 of %2 · move %3</source>
            <translation>Вежба %1 од %2 · потез %3</translation>
        </message>
        <message>
            <source>%1 (solved)</source>
            <translation>%1 (решено)</translation>
        </message>
        <message>
            <source>You played %1 here; the review's verdict: %2. Find a better move.</source>
            <translation>Твој потез овде: %1; оцена анализе: %2. Нађи бољи потез.</translation>
        </message>
        <message>
            <source>Checking your move…</source>
            <translation>Проверавам потез…</translation>
        </message>
        <message>
            <source>The move could not be judged: %1</source>
            <translation>Потез није могао да се оцени: %1</translation>
        </message>
        <message>
            <source>Well played: %1 — the review's verdict: %2.</source>
            <translation>Добар потез: %1 — оцена анализе: %2.</translation>
        </message>
        <message>
            <source>Every exercise of this set is solved.</source>
            <translation>Све вежбе из овог скупа су решене.</translation>
        </message>
        <message>
            <source>Not this one: %1 — the review's verdict: %2. Try another move.</source>
            <translation>Није тај: %1 — оцена анализе: %2. Пробај други потез.</translation>
        </message>
        <message>
            <source>Looking for the review's move…</source>
            <translation>Тражим потез из анализе…</translation>
        </message>
        <message>
            <source>The review's move: %1.</source>
            <translation>Потез из анализе: %1.</translation>
        </message>
        <message>
            <source>It brings kružići %1; your move brought kružići %2.</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи од тог потеза: %1; од твог потеза: %2.</translation>
        </message>
        <message numerus="yes">
            <source>It scores %n point(s) at once.</source>
            <translation>
                <numerusform>Тај потез одмах доноси %n поен.</numerusform>
                <numerusform>Тај потез одмах доноси %n поена.</numerusform>
                <numerusform>Тај потез одмах доноси %n поена.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your move scored %n point(s).</source>
            <translation>
                <numerusform>Твој потез је донео %n поен.</numerusform>
                <numerusform>Твој потез је донео %n поена.</numerusform>
                <numerusform>Твој потез је донео %n поена.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The most a move scores here at once: %n point(s).</source>
            <translation>
                <numerusform>Највише што овде један потез одмах доноси: %n поен.</numerusform>
                <numerusform>Највише што овде један потез одмах доноси: %n поена.</numerusform>
                <numerusform>Највише што овде један потез одмах доноси: %n поена.</numerusform>
            </translation>
        </message>
        <message>
            <source>It keeps a %1 % chance of winning; your move left %2 %.</source>
            <translation>Уз тај потез шанса за победу остаје %1%, а после твог потеза %2%.</translation>
        </message>
    </context>
    <context>
        <name>PuzzleChooser</name>
        <message>
            <source>Puzzles</source>
            <extracomment>the difficulty bands of the chooser: a third of a game's puzzles each</extracomment>
            <translation>Загонетке</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>Све</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Лаке</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Средње</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Тешке</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Тема:</translation>
        </message>
        <message>
            <source>Difficulty:</source>
            <translation>Тежина:</translation>
        </message>
        <message numerus="yes">
            <source>%n puzzle(s)</source>
            <translation>
                <numerusform>%n загонетка</numerusform>
                <numerusform>%n загонетке</numerusform>
                <numerusform>%n загонетака</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PuzzleWindow</name>
        <message>
            <source>The puzzle ratings file could not be read: your puzzle ratings start again; the old file was kept as %1.</source>
            <extracomment>wrong tries after which Show me is offered after the answer the AI seats are held: a puzzle is one move of the person's set when a damaged file was set aside (the window says it once)</extracomment>
            <translation>Датотека рејтинга загонетака не може да се прочита: рејтинг загонетака почиње изнова; стара датотека је сачувана као %1.</translation>
        </message>
        <message>
            <source>Puzzle</source>
            <translation>Загонетка</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Покажи ми</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Испочетка</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>Следећа загонетка</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ти</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Играч %1</translation>
        </message>
        <message>
            <source>Puzzle %1 of %2 — %3</source>
            <translation>Загонетка %1 од %2 — %3</translation>
        </message>
        <message>
            <source>Difficulty %1</source>
            <translation>Тежина %1</translation>
        </message>
        <message numerus="yes">
            <source>Your puzzle rating in %1: %2 (%n puzzle(s) solved)</source>
            <translation>
                <numerusform>Твој рејтинг загонетака (%1): %2 (%n решена загонетка)</numerusform>
                <numerusform>Твој рејтинг загонетака (%1): %2 (%n решене загонетке)</numerusform>
                <numerusform>Твој рејтинг загонетака (%1): %2 (%n решених загонетака)</numerusform>
            </translation>
        </message>
        <message>
            <source>Find the best move. Only one move is clearly best here.</source>
            <translation>Нађи најбољи потез. Овде је само један потез јасно најбољи.</translation>
        </message>
        <message>
            <source>That is not the move: another one is clearly better.</source>
            <translation>То није тај потез: други је јасно бољи.</translation>
        </message>
        <message>
            <source>Press Show me to see it.</source>
            <translation>Притисни „Покажи ми“ да га видиш.</translation>
        </message>
        <message>
            <source>Well found!</source>
            <translation>Браво, то је тај потез!</translation>
        </message>
    </context>
    <context>
        <name>PuzzleWords</name>
        <message>
            <source>Close two holes at once</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; its name in a list of puzzles</extracomment>
            <translation>Затвори две рупе одједном</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>holomino</comment>
            <translation>Највише поена</translation>
        </message>
        <message>
            <source>A bridge</source>
            <comment>triominos</comment>
            <translation>Мост</translation>
        </message>
        <message>
            <source>A hexagon</source>
            <comment>triominos</comment>
            <translation>Шестоугао</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>triominos</comment>
            <translation>Највише поена</translation>
        </message>
        <message>
            <source>Touch three stones</source>
            <comment>hexadomino</comment>
            <translation>Додирни три камена</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>hexadomino</comment>
            <translation>Највише поена</translation>
        </message>
        <message>
            <source>Block the opponent</source>
            <comment>square_domino</comment>
            <translation>Блокирај противника</translation>
        </message>
        <message>
            <source>Most points</source>
            <comment>square_domino</comment>
            <translation>Највише поена</translation>
        </message>
        <message>
            <source>Go out before the others</source>
            <comment>dutch_domino</comment>
            <translation>Изађи пре осталих</translation>
        </message>
        <message>
            <source>Avoid a kružić</source>
            <comment>dutch_domino</comment>
            <translation>Избегни кружић</translation>
        </message>
        <message>
            <source>Hint: one tile can close two holes at once.</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; the hint after a wrong move</extracomment>
            <translation>Савет: једна плочица може да затвори две рупе одједном.</translation>
        </message>
        <message>
            <source>Hint: look for the tile that closes the richest hole, and count what your opponent can close next.</source>
            <comment>holomino</comment>
            <translation>Савет: тражи плочицу која затвара највреднију рупу и процени шта противник може да затвори после тога.</translation>
        </message>
        <message>
            <source>Hint: one tile can make a bridge.</source>
            <comment>triominos</comment>
            <translation>Савет: једна плочица може да направи мост.</translation>
        </message>
        <message>
            <source>Hint: one tile can complete a hexagon.</source>
            <comment>triominos</comment>
            <translation>Савет: једна плочица може да доврши шестоугао.</translation>
        </message>
        <message>
            <source>Hint: look for the tile with the most points that fits, and count what your opponent can score next.</source>
            <comment>triominos</comment>
            <translation>Савет: тражи плочицу са највише поена која одговара и изброј колико противник може да освоји после.</translation>
        </message>
        <message>
            <source>Hint: one stone can touch three stones at once.</source>
            <comment>hexadomino</comment>
            <translation>Савет: један камен може да додирне три камена одједном.</translation>
        </message>
        <message>
            <source>Hint: look for the field where a stone touches the most stones, and count what your opponent can score next.</source>
            <comment>hexadomino</comment>
            <translation>Савет: тражи место где камен додирује највише каменова и изброј колико противник може да освоји после.</translation>
        </message>
        <message>
            <source>Hint: after the right square your opponent cannot lay any tile.</source>
            <comment>square_domino</comment>
            <translation>Савет: после добро изабраног квадрата противник не може да сложи ниједан квадрат.</translation>
        </message>
        <message>
            <source>Hint: look for the square that scores the most, and count what your opponent can score next.</source>
            <comment>square_domino</comment>
            <translation>Савет: тражи квадрат који доноси највише поена и изброј колико противник може да освоји после.</translation>
        </message>
        <message>
            <source>Hint: keep the tile you can still lay on your next turn, whatever the others lay.</source>
            <comment>dutch_domino</comment>
            <translation>Савет: задржи плочицу коју ћеш моћи да одиграш у следећем потезу, шта год остали одиграју.</translation>
        </message>
        <message>
            <source>Hint: think about which ends will still be open for you on your next turn.</source>
            <comment>dutch_domino</comment>
            <translation>Савет: размисли који ће крајеви бити отворени за тебе у следећем потезу.</translation>
        </message>
        <message>
            <source>This tile closes two holes at once.</source>
            <comment>holomino</comment>
            <extracomment>(game, theme) -&gt; why the answer is right</extracomment>
            <translation>Ова плочица затвара две рупе одједном.</translation>
        </message>
        <message>
            <source>No other tile scores as much once your opponent's best answer is counted.</source>
            <comment>holomino</comment>
            <translation>Ниједна друга плочица не доноси толико кад се урачуна најбољи одговор противника.</translation>
        </message>
        <message>
            <source>This tile makes a bridge.</source>
            <comment>triominos</comment>
            <translation>Ова плочица прави мост.</translation>
        </message>
        <message>
            <source>This tile completes a hexagon.</source>
            <comment>triominos</comment>
            <translation>Ова плочица довршава шестоугао.</translation>
        </message>
        <message>
            <source>No other tile scores as much once your opponent's best answer is counted.</source>
            <comment>triominos</comment>
            <translation>Ниједна друга плочица не доноси толико кад се урачуна најбољи одговор противника.</translation>
        </message>
        <message>
            <source>This stone touches three stones.</source>
            <comment>hexadomino</comment>
            <translation>Овај камен додирује три камена.</translation>
        </message>
        <message>
            <source>No other stone scores as much once your opponent's best answer is counted.</source>
            <comment>hexadomino</comment>
            <translation>Ниједан други камен не доноси толико кад се урачуна најбољи одговор противника.</translation>
        </message>
        <message>
            <source>After this square your opponent cannot lay a tile.</source>
            <comment>square_domino</comment>
            <translation>После овог квадрата противник не може да сложи ниједан квадрат.</translation>
        </message>
        <message>
            <source>No other square scores as much once your opponent's best answer is counted.</source>
            <comment>square_domino</comment>
            <translation>Ниједан други квадрат не доноси толико кад се урачуна најбољи одговор противника.</translation>
        </message>
        <message>
            <source>This tile brings you to your last tile, one you can still lay: you go out before the others.</source>
            <comment>dutch_domino</comment>
            <translation>После ове плочице остаје ти последња плочица коју још можеш да одиграш: излазиш пре осталих.</translation>
        </message>
        <message>
            <source>After this tile you still have a tile to lay on your next turn; after any other you are left buying, or with a kružić.</source>
            <comment>dutch_domino</comment>
            <translation>После ове плочице у следећем потезу и даље имаш плочицу коју можеш да одиграш; после било које друге мораћеш да купујеш или ћеш добити кружић.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>holomino</comment>
            <extracomment>game -&gt; "%1 (it scores …), and it was the clear best in %2 of %3 deals", in its words</extracomment>
            <translation>%1; тај потез је био јасно најбољи у %2 од %3 могућих редоследа плочица у врећи.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>triominos</comment>
            <translation>%1; тај потез је био јасно најбољи у %2 од %3 могућих подела плочица које не видиш.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the stones you cannot see may lie.</source>
            <comment>hexadomino</comment>
            <translation>%1; тај потез је био јасно најбољи у %2 од %3 могућих подела каменова које не видиш.</translation>
        </message>
        <message>
            <source>%1, and it was the clear best in %2 of %3 ways the tiles you cannot see may lie.</source>
            <comment>square_domino</comment>
            <translation>%1; тај потез је био јасно најбољи у %2 од %3 могућих подела плочица које не видиш.</translation>
        </message>
        <message>
            <source>It was the best move in %1 of %2 ways the tiles you cannot see may lie.</source>
            <comment>dutch_domino</comment>
            <translation>Био је то најбољи потез у %1 од %2 могућих подела плочица које не видиш.</translation>
        </message>
        <message numerus="yes">
            <source>It scores %n point(s)</source>
            <translation>
                <numerusform>Доноси %n поен</numerusform>
                <numerusform>Доноси %n поена</numerusform>
                <numerusform>Доноси %n поена</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>Фасцикла</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Датотека</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Датотека %1</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Диск</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Изабери све</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>Корак &amp;горе</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>Корак &amp;доле</translation>
        </message>
    </context>
    <context>
        <name>QDockWidget</name>
        <message>
            <source>Float</source>
            <extracomment>the title bar of a panel (the tutorial's): its buttons' names and descriptions</extracomment>
            <translation>Одвоји</translation>
        </message>
        <message>
            <source>Undocks and re-attaches the dock widget</source>
            <translation>Одваја панел од прозора и враћа га</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Затвори</translation>
        </message>
        <message>
            <source>Closes the dock widget</source>
            <translation>Затвара панел</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Open</source>
            <extracomment>the non-native file dialog the program opens and saves games with</extracomment>
            <translation>&amp;Отвори</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Сачувај</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Отвори</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Сачувај као</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Тражи у:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Име датотеке:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>&amp;Врста датотека:</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Све датотеке (*)</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Нова фасцикла</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Обриши</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Преименуј</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Прикажи &amp;скривене датотеке</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Назад</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Напред</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Надређена фасцикла</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Направи нову фасциклу</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Приказ листе</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Детаљан приказ</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Иди назад</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Иди напред</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Иди у надређену фасциклу</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Направи нову фасциклу</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Пребаци на приказ листе</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Пребаци на детаљан приказ</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Бочна трака</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Списак места и обележивача</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Датотеке</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Прикажи </translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Недавна места</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Нова фасцикла</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Брисање</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 већ постоји.
Да ли желиш да је замениш?</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Да ли сигурно желиш да обришеш „%1“?</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>Ставка „%1“ је заштићена од уписа.
Да ли ипак желиш да је обришеш?</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Фасцикла не може да се обрише.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Датотека није пронађена.
Провери да ли је име датотеке тачно.</translation>
        </message>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Фасцикла није пронађена.
Провери да ли је име фасцикле тачно.</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Име</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Величина</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Врста</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Датум измене</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Рачунар</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Мој рачунар</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <extracomment>the menu a right click opens in a text field (names, the chat, the invite code), in the rules page and in a number field, and on a scroll bar</extracomment>
            <translation>&amp;Опозови</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Понови</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Ис&amp;еци</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Копирај</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Налепи</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Обриши</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Изабери све</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>У реду</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Сачувај</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Сачувај све</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Отвори</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Да</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Да за &amp;све</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Не</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>Н&amp;е за све</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Прекини</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Покушај поново</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Занемари</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Затвори</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Откажи</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Одбаци</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Помоћ</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Примени</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Поништи</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Врати подразумевано</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Scroll here</source>
            <translation>Помери овде</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Лева ивица</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Врх</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Десна ивица</translation>
        </message>
        <message>
            <source>Bottom</source>
            <translation>Дно</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Страна лево</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Страна горе</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Страна десно</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Страна доле</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Помери лево</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Помери горе</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Помери десно</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Помери доле</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Опозови</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Понови</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Ис&amp;еци</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Копирај</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Копирај адресу &amp;везе</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Налепи</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Обриши</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Изабери све</translation>
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
            <translation>На потезу: %1</translation>
        </message>
        <message>
            <source>Next: %1. Hand over the computer, then click here when no one else looks.</source>
            <translation>На реду је: %1. Препусти рачунар том играчу, па кликни овде кад нико други не гледа.</translation>
        </message>
    </context>
    <context>
        <name>RackWidget</name>
        <message>
            <source>Can be placed now</source>
            <extracomment>how much of its colour a greyed tile keeps (its lightness is kept whole) tiles per row (a big rack wraps into rows rather than scrolling) how many tiles may be selected at once; the selection in click order</extracomment>
            <translation>Сада може да се одигра</translation>
        </message>
        <message>
            <source>Cannot be placed now</source>
            <translation>Сада не може да се одигра</translation>
        </message>
    </context>
    <context>
        <name>RatingChart</name>
        <message>
            <source>Rating history</source>
            <translation>Историја рејтинга</translation>
        </message>
    </context>
    <context>
        <name>RatingPanel</name>
        <message>
            <source>Your rating</source>
            <translation>Твој рејтинг</translation>
        </message>
        <message>
            <source>No rated games yet: finish a game in which you alone play against the computer.</source>
            <translation>Још нема игара за рејтинг: заврши игру у којој само ти играш против рачунара.</translation>
        </message>
        <message numerus="yes">
            <source>%1 ± %2 (95 %) after %n rated game(s)</source>
            <translation>
                <numerusform>%1 ± %2 (95%) после %n игре за рејтинг</numerusform>
                <numerusform>%1 ± %2 (95%) после %n игре за рејтинг</numerusform>
                <numerusform>%1 ± %2 (95%) после %n игара за рејтинг</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 · nearest level: %2</source>
            <translation>%1 · најближи ниво: %2</translation>
        </message>
    </context>
    <context>
        <name>Ratings</name>
        <message>
            <source>The ratings file was damaged (%1): your ratings start again; the old file was kept as %2.</source>
            <translation>Датотека рејтинга је била оштећена (%1): рејтинг почиње изнова; стара датотека је сачувана као %2.</translation>
        </message>
        <message>
            <source>Your ratings cannot be saved in this session: where their file belongs (%1) there is a folder, a device or a pipe, not a file.</source>
            <translation>Рејтинг не може да се сачува у овој сесији: тамо где треба да буде његова датотека (%1) налази се фасцикла, уређај или цев, а не датотека.</translation>
        </message>
        <message>
            <source>Where the ratings file belongs there was a folder, not a file: it was kept as %1, and your ratings start again.</source>
            <translation>Тамо где треба да буде датотека рејтинга налазила се фасцикла уместо датотеке: сачувана је као %1, а рејтинг почиње изнова.</translation>
        </message>
        <message>
            <source>Where the ratings file belongs there was a device or a pipe, not a file: it was kept as %1, and your ratings start again.</source>
            <translation>Тамо где треба да буде датотека рејтинга налазио се уређај или цев уместо датотеке: то је сачувано као %1, а рејтинг почиње изнова.</translation>
        </message>
        <message>
            <source>%1 · about %2</source>
            <translation>%1 · око %2</translation>
        </message>
        <message>
            <source>Suggested for you: %1</source>
            <translation>Предлог за тебе: %1</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source>%1 and %2</source>
            <translation>%1 и %2</translation>
        </message>
        <message>
            <source>This tile does not fit here: a %1 of this tile must touch the %1 on the board, and no turn of the tile does that.</source>
            <comment>holomino</comment>
            <translation>Ова плочица овде не одговара: број %1 на плочици мора да додирује %1 на табли, а то није могуће ни у једном положају плочице.</translation>
        </message>
        <message>
            <source>This tile does not fit here: it must touch the %1 on the board with the same numbers, and no turn of the tile does that.</source>
            <comment>holomino</comment>
            <translation>Ова плочица овде не одговара: мора да додирује бројеве %1 на табли истим бројевима, а то није могуће ни у једном положају плочице.</translation>
        </message>
        <message>
            <source>This tile does not fit here: a %1 of this tile must touch the %1 on the table, and no turn of the tile does that.</source>
            <comment>triominos</comment>
            <translation>Ова плочица овде не одговара: број %1 на плочици мора да додирује %1 на столу, а то није могуће ни у једном положају плочице.</translation>
        </message>
        <message>
            <source>This tile does not fit here: it must touch the %1 on the table with the same numbers, and no turn of the tile does that.</source>
            <comment>triominos</comment>
            <translation>Ова плочица овде не одговара: мора да додирује бројеве %1 на столу истим бројевима, а то није могуће ни у једном положају плочице.</translation>
        </message>
        <message>
            <source>an empty field</source>
            <comment>hexadomino</comment>
            <translation>празно поље</translation>
        </message>
        <message numerus="yes">
            <source>%n pip(s)</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>%n тачкица</numerusform>
                <numerusform>%n тачкице</numerusform>
                <numerusform>%n тачкица</numerusform>
            </translation>
        </message>
        <message>
            <source>This stone does not fit here: it must touch the stones beside it with a field that has pips.</source>
            <comment>hexadomino</comment>
            <translation>Овај камен овде не одговара: суседне каменове мора да додирује пољем са тачкицама.</translation>
        </message>
        <message>
            <source>This stone does not fit here turned this way: it would put %1 against %2 of the stone beside it, and touching fields must be the same.</source>
            <comment>hexadomino</comment>
            <translation>Овако окренут камен овде не одговара: поља која се додирују морају бити иста, а овде се не слажу (овај камен: %1, суседни камен: %2).</translation>
        </message>
        <message>
            <source>This tile fits here, but only turned another way.</source>
            <comment>triominos</comment>
            <translation>Ова плочица овде одговара, али само другачије окренута.</translation>
        </message>
        <message>
            <source>This tile fits here, but only turned another way.</source>
            <comment>holomino</comment>
            <translation>Ова плочица овде одговара, али само другачије окренута.</translation>
        </message>
        <message>
            <source>Nothing can go here: the tiles around this place need two different numbers at one corner.</source>
            <comment>triominos</comment>
            <translation>Овде не може да стане ниједна плочица: плочице око овог места траже два различита броја у истом углу.</translation>
        </message>
        <message>
            <source>Nothing can go here: the tiles around this place need two different numbers at one corner.</source>
            <comment>holomino</comment>
            <translation>Овде не може да стане ниједна плочица: плочице око овог места траже два различита броја у истом углу.</translation>
        </message>
        <message>
            <source>This place is blocked: every tile that would fit it is already on the board.</source>
            <comment>holomino</comment>
            <translation>Ово место је блокирано: свака плочица која би овде одговарала већ је на табли.</translation>
        </message>
        <message>
            <source>The new square does not fit here: where it touches the square beside it, it shows %1 and %2, and it must show %3 and %4 there, the same numbers.</source>
            <comment>square_domino</comment>
            <translation>Нови квадрат овде не одговара: тамо где додирује суседни квадрат има %1 и %2, а мора да има исте бројеве: %3 и %4.</translation>
        </message>
        <message>
            <source>This tile has no %1, so it cannot be laid against the open %1 at the end of that arm.</source>
            <comment>dutch_domino</comment>
            <translation>Ова плочица нема број %1, па не може да се одигра на отворени крај тог крака, на коме је %1.</translation>
        </message>
        <message>
            <source>A tile beside the spinner must show the number %1, and this tile has none.</source>
            <comment>dutch_domino</comment>
            <translation>Плочица уз почетни дуплет мора имати број %1, а ова плочица га нема.</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>Player %1</source>
            <extracomment>playback speeds: label id -&gt; milliseconds per move</extracomment>
            <translation>Играч %1</translation>
        </message>
        <message>
            <source>Replay — %1</source>
            <translation>Преглед одигране игре — %1</translation>
        </message>
        <message>
            <source>Replay viewer</source>
            <translation>Преглед одигране игре</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Потез</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Поени</translation>
        </message>
        <message>
            <source>Moves of the replay</source>
            <translation>Потези одигране игре</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Почетак игре</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Score breakdown</source>
            <translation>Поени по ставкама</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>&amp;Анализа</translation>
        </message>
        <message>
            <source>Where the game was won and lost, move by move</source>
            <translation>Где је игра добијена, а где изгубљена, потез по потез</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи</translation>
        </message>
        <message>
            <source>Start of the game (Home)</source>
            <translation>Почетак игре (Home)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Један потез назад (стрелица лево)</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Један потез назад</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Пусти</translation>
        </message>
        <message>
            <source>Play / pause (Space)</source>
            <translation>Пусти / пауза (размакница)</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>Један потез напред (стрелица десно)</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Један потез напред</translation>
        </message>
        <message>
            <source>End of the game (End)</source>
            <translation>Крај игре (End)</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Крај игре</translation>
        </message>
        <message>
            <source>Move number</source>
            <translation>Број потеза</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Споро</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Нормално</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Брзо</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Врло брзо</translation>
        </message>
        <message>
            <source>Playback speed</source>
            <translation>Брзина приказа</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Затвори</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Брзина:</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>Потез %1 од %2</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи: %1</translation>
        </message>
        <message>
            <source>Scores: %1</source>
            <translation>Резултати: %1</translation>
        </message>
        <message>
            <source>no points</source>
            <translation>без поена</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>best</source>
            <translation>најбољи</translation>
        </message>
        <message>
            <source>good</source>
            <translation>добар</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>непрецизност</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>грешка</translation>
        </message>
    </context>
    <context>
        <name>ReviewRunner</name>
        <message>
            <source>the review process stopped (exit code %1)</source>
            <translation>процес анализе се зауставио (излазни код %1)</translation>
        </message>
    </context>
    <context>
        <name>ReviewTable</name>
        <message>
            <source>the move played</source>
            <translation>одиграни потез</translation>
        </message>
    </context>
    <context>
        <name>ReviewWindow</name>
        <message>
            <source>Player %1</source>
            <extracomment>the game counts kružići (Holandski domino): the words count them, not points</extracomment>
            <translation>Играч %1</translation>
        </message>
        <message>
            <source>Review — %1</source>
            <translation>Анализа — %1</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Анализа игре</translation>
        </message>
        <message>
            <source>The costliest moves</source>
            <translation>Најскупљи потези</translation>
        </message>
        <message>
            <source>Show on board</source>
            <translation>Прикажи у игри</translation>
        </message>
        <message>
            <source>Review progress</source>
            <translation>Напредак анализе</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Откажи</translation>
        </message>
        <message>
            <source>Full review</source>
            <translation>Потпуна анализа</translation>
        </message>
        <message>
            <source>Quick review</source>
            <translation>Брза анализа</translation>
        </message>
        <message>
            <source>Save chart as PNG…</source>
            <translation>Сачувај графикон као PNG…</translation>
        </message>
        <message>
            <source>Practise these moves</source>
            <translation>Вежбај ове потезе</translation>
        </message>
        <message>
            <source>Include inaccuracies</source>
            <translation>Укључи и непрецизности</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Затвори</translation>
        </message>
        <message>
            <source>Stored review</source>
            <translation>Сачувана анализа</translation>
        </message>
        <message>
            <source>Quick review…</source>
            <translation>Брза анализа…</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Анализирам…</translation>
        </message>
        <message>
            <source>Quick review: kružići only, no verdicts</source>
            <comment>dutch_domino</comment>
            <translation>Брза анализа: само кружићи, без оцена</translation>
        </message>
        <message>
            <source>Quick review: points only, no verdicts</source>
            <translation>Брза анализа: само поени, без оцена</translation>
        </message>
        <message>
            <source>The review failed: %1</source>
            <translation>Анализа није успела: %1</translation>
        </message>
        <message>
            <source>Review cancelled</source>
            <translation>Анализа је отказана</translation>
        </message>
        <message>
            <source>The most avoidable kružići</source>
            <comment>dutch_domino</comment>
            <translation>Највише непотребних кружића</translation>
        </message>
        <message>
            <source>The most points missed</source>
            <translation>Највише пропуштених поена</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи</translation>
        </message>
        <message>
            <source>The start of the game</source>
            <translation>Почетак игре</translation>
        </message>
        <message>
            <source>Kružići: %1</source>
            <comment>dutch_domino</comment>
            <translation>Кружићи: %1</translation>
        </message>
        <message>
            <source>Move %1 · %2: %3
%4</source>
            <translation>Потез %1 · %2: %3
%4</translation>
        </message>
        <message numerus="yes">
            <source>Move %1 (%2): %3, points %4; most points: %5, points %6 — %n point(s) missed</source>
            <translation>
                <numerusform>Потез %1 (%2): %3, поени: %4; највише поена: %5, поени: %6 — пропуштен %n поен</numerusform>
                <numerusform>Потез %1 (%2): %3, поени: %4; највише поена: %5, поени: %6 — пропуштена %n поена</numerusform>
                <numerusform>Потез %1 (%2): %3, поени: %4; највише поена: %5, поени: %6 — пропуштено %n поена</numerusform>
            </translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, points %4; better: %5, points %6 — %7</source>
            <translation>Потез %1 (%2): %3, поени: %4; боље: %5, поени: %6 — %7</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, kružići %4; fewest %5, kružići %6 — %7 avoidable</source>
            <comment>dutch_domino</comment>
            <translation>Потез %1 (%2): %3, кружићи: %4; најмање: %5, кружићи: %6 — могло се избећи: %7</translation>
        </message>
        <message>
            <source>Move %1 (%2): %3, kružići %4; better: %5, kružići %6 — %7</source>
            <comment>dutch_domino</comment>
            <translation>Потез %1 (%2): %3, кружићи: %4; боље: %5, кружићи: %6 — %7</translation>
        </message>
        <message>
            <source>%1: points missed %2 (a quick review counts points only)</source>
            <translation>%1: пропуштени поени %2 (брза анализа броји само поене)</translation>
        </message>
        <message>
            <source>%1: points missed %2, mistakes %3, inaccuracies %4</source>
            <translation>%1: пропуштени поени %2, грешке %3, непрецизности %4</translation>
        </message>
        <message>
            <source>%1: avoidable kružići %2 (a quick review counts kružići only)</source>
            <comment>dutch_domino</comment>
            <translation>%1: непотребни кружићи %2 (брза анализа броји само кружиће)</translation>
        </message>
        <message>
            <source>%1: avoidable kružići %2, mistakes %3, inaccuracies %4</source>
            <comment>dutch_domino</comment>
            <translation>%1: непотребни кружићи %2, грешке %3, непрецизности %4</translation>
        </message>
        <message>
            <source>A dead heat: the game ended level.</source>
            <translation>Нерешено: игра је завршена без победника.</translation>
        </message>
        <message>
            <source>Winning margin at the end: %1</source>
            <translation>Предност победника на крају: %1</translation>
        </message>
        <message>
            <source>The game is not over; at the last move nobody was ahead.</source>
            <translation>Игра још није готова; после последњег потеза резултат је био изједначен.</translation>
        </message>
        <message numerus="yes">
            <source>The game is not over; at the last move %1 was ahead by %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Меч још није готов; после последњег потеза води %1: има %n кружић мање.</numerusform>
                <numerusform>Меч још није готов; после последњег потеза води %1: има %n кружића мање.</numerusform>
                <numerusform>Меч још није готов; после последњег потеза води %1: има %n кружића мање.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game is not over; at the last move %1 was ahead by %n point(s).</source>
            <translation>
                <numerusform>Игра још није готова; после последњег потеза води %1, са %n поеном предности.</numerusform>
                <numerusform>Игра још није готова; после последњег потеза води %1, са %n поена предности.</numerusform>
                <numerusform>Игра још није готова; после последњег потеза води %1, са %n поена предности.</numerusform>
            </translation>
        </message>
        <message>
            <source>The review found no move to practise.</source>
            <translation>Анализа није нашла потез за вежбу.</translation>
        </message>
        <message numerus="yes">
            <source>%n new exercise(s) kept</source>
            <translation>
                <numerusform>Сачувана је %n нова вежба</numerusform>
                <numerusform>Сачуване су %n нове вежбе</numerusform>
                <numerusform>Сачувано је %n нових вежби</numerusform>
            </translation>
        </message>
        <message>
            <source>Save chart as PNG</source>
            <translation>Сачувај графикон као PNG</translation>
        </message>
        <message>
            <source>PNG images</source>
            <translation>PNG слике</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>%1 не може да се упише: %2</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>&amp;Game:</source>
            <extracomment>the seed every diagram is played from (a fixed seed: the same picture every time) the largest side of a diagram in pixels the table colour behind a diagram (the board view's) a page of paper whatever the window's theme (dark or light)</extracomment>
            <translation>&amp;Игра:</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Затвори</translation>
        </message>
        <message>
            <source>Rules of %1</source>
            <translation>Правила игре: %1</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>Score chart</source>
            <extracomment>each seat's line and marks, so the seats differ in more than colour (a player who does not tell the colours apart, a print in grey); the dotted line is the win chance's at most this many marks along one line (a long match would be a row of blots)</extracomment>
            <translation>Графикон поена</translation>
        </message>
        <message>
            <source>After move %1 of %2: %3</source>
            <translation>После потеза %1 од %2: %3</translation>
        </message>
        <message>
            <source>win chance</source>
            <translation>шанса за победу</translation>
        </message>
    </context>
    <context>
        <name>SeatCard</name>
        <message>
            <source>Seat %1: %2, %3</source>
            <extracomment>the item data role that keeps a log row's text before it was wrapped to the column</extracomment>
            <translation>Место %1: %2, %3</translation>
        </message>
        <message numerus="yes">
            <source>Seat %1: %2, %n point(s)</source>
            <translation>
                <numerusform>Место %1: %2, %n поен</numerusform>
                <numerusform>Место %1: %2, %n поена</numerusform>
                <numerusform>Место %1: %2, %n поена</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat %1: %2</source>
            <translation>Место %1: %2</translation>
        </message>
        <message>
            <source>%1 — to play</source>
            <translation>%1 — на потезу</translation>
        </message>
    </context>
    <context>
        <name>SeatsView</name>
        <message>
            <source>Computer · %1</source>
            <extracomment>the seat whose hand the viewer sees on the rack now (-1: none; set by the window)</extracomment>
            <translation>Рачунар · %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Човек</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Размишља…</translation>
        </message>
        <message>
            <source>Totals: %1</source>
            <translation>Укупно: %1</translation>
        </message>
    </context>
    <context>
        <name>SelfTest</name>
        <message>
            <source>AI %1</source>
            <translation>Рачунар %1</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>language</source>
            <extracomment>the settings group; "animation" stays where the window has always kept it each stored setting in words, as a notice names the ones set back to their defaults</extracomment>
            <translation>језик</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>брзина анимације</translation>
        </message>
        <message>
            <source>computer think time</source>
            <translation>време размишљања рачунара</translation>
        </message>
        <message>
            <source>sound</source>
            <translation>звук</translation>
        </message>
        <message>
            <source>theme</source>
            <translation>тема</translation>
        </message>
        <message>
            <source>tile colours</source>
            <translation>палета боја</translation>
        </message>
        <message>
            <source>Hint button</source>
            <translation>дугме Савет</translation>
        </message>
        <message>
            <source>coach</source>
            <translation>тренер</translation>
        </message>
        <message>
            <source>relay address</source>
            <translation>адреса релеја</translation>
        </message>
        <message>
            <source>game events on the board</source>
            <translation>најаве догађаја у игри (преко описа табле)</translation>
        </message>
        <message>
            <source>recent files</source>
            <translation>недавне датотеке</translation>
        </message>
        <message>
            <source>tutorial progress</source>
            <translation>напредак у лекцијама</translation>
        </message>
        <message>
            <source>window size and place</source>
            <translation>величина и положај прозора</translation>
        </message>
        <message>
            <source>last game</source>
            <translation>последња игра</translation>
        </message>
        <message>
            <source>Some settings could not be read and were set back to their defaults: %1.</source>
            <translation>Нека подешавања нису могла да се прочитају и враћена су на подразумеване вредности: %1.</translation>
        </message>
        <message>
            <source>The last game in the settings could not be read: a new game starts.</source>
            <translation>Последња игра из подешавања није могла да се прочита: почиње нова игра.</translation>
        </message>
        <message>
            <source>Settings cannot be saved in this session: where the settings file belongs (%1) there is a folder, not a file. The default settings are used.</source>
            <translation>Подешавања не могу да се сачувају у овој сесији: тамо где треба да буде датотека подешавања (%1) налази се фасцикла, а не датотека. Користе се подразумевана подешавања.</translation>
        </message>
        <message>
            <source>Settings cannot be saved in this session: where the settings file belongs (%1) there is a device or a pipe, not a file. The default settings are used.</source>
            <translation>Подешавања не могу да се сачувају у овој сесији: тамо где треба да буде датотека подешавања (%1) налази се уређај или цев, а не датотека. Користе се подразумевана подешавања.</translation>
        </message>
        <message>
            <source>The settings file was damaged: the default settings are used.</source>
            <translation>Датотека подешавања је била оштећена: користе се подразумевана подешавања.</translation>
        </message>
        <message>
            <source>The settings file was damaged: the default settings are used; the old file was kept as %1.</source>
            <translation>Датотека подешавања је била оштећена: користе се подразумевана подешавања; стара датотека је сачувана као %1.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <extracomment>Okabe &amp; Ito's colour-blind-safe colours, extended with distinct greys/browns for 8 and 9</extracomment>
            <translation>Подешавања</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Језик система</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Језик:</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Без анимације</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Брзо</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Нормално</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Споро</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>&amp;Брзина анимације:</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 с</translation>
        </message>
        <message>
            <source>Computer &amp;think time:</source>
            <translation>&amp;Време размишљања рачунара:</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Тамна</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Светла</translation>
        </message>
        <message>
            <source>Th&amp;eme:</source>
            <translation>Т&amp;ема:</translation>
        </message>
        <message>
            <source>Standard colours</source>
            <translation>Стандардне боје</translation>
        </message>
        <message>
            <source>Colour-blind-safe colours</source>
            <translation>Боје за далтонисте</translation>
        </message>
        <message>
            <source>Tile &amp;colours:</source>
            <translation>Палета б&amp;оја:</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Звук</translation>
        </message>
        <message>
            <source>Show the &amp;Hint button</source>
            <translation>Прикажи дугме &amp;Савет</translation>
        </message>
        <message>
            <source>C&amp;oach: comment on my moves</source>
            <translation>&amp;Тренер: коментариши моје потезе</translation>
        </message>
        <message>
            <source>Screen reader: also say game e&amp;vents on the board</source>
            <translation>Читач екрана: најављуј и &amp;догађаје у игри (преко описа табле)</translation>
        </message>
        <message>
            <source>For a screen reader that is silent about the other players' moves (such as Orca 43): what is announced becomes the board's description, which it reads. Leave it off if you hear things twice.</source>
            <translation>За читач екрана који не изговара потезе осталих играча (на пример Орца 43): оно што програм најављује постаје опис игре, а њега читач изговара. Остави искључено ако све чујеш двапут.</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Мрежа</translation>
        </message>
        <message>
            <source>Relay address</source>
            <translation>Адреса релеја</translation>
        </message>
        <message>
            <source>&amp;Relay address:</source>
            <translation>Адреса &amp;релеја:</translation>
        </message>
        <message>
            <source>Empty: LAN only, friends on your network can join. With a relay, friends anywhere can join: see the network guide for running one.</source>
            <translation>Празно: само локална мрежа, могу да се придруже пријатељи из твоје мреже. Уз релеј пријатељи могу да се придруже одасвуд: како да покренеш свој, пише у водичу за мрежу.</translation>
        </message>
        <message>
            <source>That is not a relay address: type host:port, e.g. relay.example.org:4001, or leave it empty for LAN only.</source>
            <translation>То није адреса релеја: упиши host:port, нпр. relay.example.org:4001, или остави празно за само локалну мрежу.</translation>
        </message>
        <message>
            <source>The think time applies to the Expert level and to hints.</source>
            <translation>Време размишљања важи за ниво Стручњак и за савете.</translation>
        </message>
    </context>
    <context>
        <name>SpokenBoard</name>
        <message>
            <source>Place %1 of %2: %3.</source>
            <extracomment>the piece on the table said last by stepping over it (-1: none yet)</extracomment>
            <translation>Место %1 од %2: %3.</translation>
        </message>
        <message>
            <source>Turned %1 (%2 of %3): R turns it.</source>
            <translation>Окренуто: %1 (%2 од %3), R окреће даље.</translation>
        </message>
        <message>
            <source>L says what has been laid, period and comma step over it one by one, A lets the arrow keys walk over it too, S reads the scores, W says where the cursor is.</source>
            <translation>L чита шта је одиграно, тастери „.“ и „,“ (тачка и запета) прелазе редом с комада на комад, A укључује кретање стрелицама и преко одиграних комада, S чита резултате, W каже где је курсор.</translation>
        </message>
        <message>
            <source>%1 of %2: %3</source>
            <translation>%1 од %2: %3</translation>
        </message>
        <message>
            <source>The arrow keys walk over the laid pieces too.</source>
            <translation>Стрелице сада прелазе и преко одиграних комада.</translation>
        </message>
        <message>
            <source>The arrow keys walk over the highlighted places only.</source>
            <translation>Стрелице сада прелазе само преко означених места.</translation>
        </message>
        <message>
            <source>Laid %1 of %2: %3</source>
            <translation>Одиграни комад %1 од %2: %3</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>The statistics file was damaged (%1): the statistics start again from zero; the old file was kept as %2.</source>
            <translation>Датотека статистике је била оштећена (%1): статистика почиње од нуле; стара датотека је сачувана као %2.</translation>
        </message>
        <message>
            <source>Where the statistics file belongs there was a folder, not a file: it was kept as %1, and the statistics start again from zero.</source>
            <translation>Тамо где треба да буде датотека статистике налазила се фасцикла уместо датотеке: сачувана је као %1, а статистика почиње од нуле.</translation>
        </message>
        <message>
            <source>Where the statistics file belongs there was a device or a pipe, not a file: it was kept as %1, and the statistics start again from zero.</source>
            <translation>Тамо где треба да буде датотека статистике налазио се уређај или цев уместо датотеке: то је сачувано као %1, а статистика почиње од нуле.</translation>
        </message>
        <message>
            <source>The statistics cannot be saved in this session: where their file belongs (%1) there is a folder, a device or a pipe, not a file.</source>
            <translation>Статистика не може да се сачува у овој сесији: тамо где треба да буде њена датотека (%1) налази се фасцикла, уређај или цев, а не датотека.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Противници</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Игре</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Победе</translation>
        </message>
        <message>
            <source>Draws</source>
            <translation>Нерешене</translation>
        </message>
        <message>
            <source>Losses</source>
            <translation>Порази</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Најбољи резултат</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Просечан резултат</translation>
        </message>
        <message>
            <source>Streak (best)</source>
            <translation>Најдужи низ победа</translation>
        </message>
        <message>
            <source>No finished games against the computer yet.</source>
            <translation>Још нема завршених игара против рачунара.</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>&amp;Поништи статистику…</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n победа</numerusform>
                <numerusform>%n победе</numerusform>
                <numerusform>%n победа</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n loss(es)</source>
            <translation>
                <numerusform>%n пораз</numerusform>
                <numerusform>%n пораза</numerusform>
                <numerusform>%n пораза</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Поништи статистику</translation>
        </message>
        <message>
            <source>Forget every game in the statistics? This cannot be undone.</source>
            <translation>Обрисати све игре из статистике? Ово не може да се опозове.</translation>
        </message>
        <message>
            <source>Forget every game in the statistics and your ratings? This cannot be undone.</source>
            <translation>Обрисати све игре из статистике и твој рејтинг? Ово не може да се опозове.</translation>
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
            <translation>Затвори прозор са резултатима да наставиш игру.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 размишља…</translation>
        </message>
        <message>
            <source>Next to play: %1.</source>
            <translation>На потезу је: %1.</translation>
        </message>
        <message>
            <source>Hand the computer over. Next: %1.</source>
            <translation>Препусти рачунар играчу који је на реду: %1.</translation>
        </message>
        <message>
            <source>Your turn: %1</source>
            <translation>Твој потез: %1</translation>
        </message>
        <message>
            <source>Turn: %1 — %2</source>
            <translation>На потезу: %1 — %2</translation>
        </message>
        <message>
            <source>Where several rotations fit, R or the mouse wheel turns it.</source>
            <translation>Ако одговара више положаја, промени положај тастером R или точкићем миша.</translation>
        </message>
        <message numerus="yes">
            <source>You win the game with %n point(s).</source>
            <translation>
                <numerusform>Игра је твоја: %n поен.</numerusform>
                <numerusform>Игра је твоја: %n поена.</numerusform>
                <numerusform>Игра је твоја: %n поена.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the game: %1, with %n point(s).</source>
            <translation>
                <numerusform>Победник игре: %1, са %n поеном.</numerusform>
                <numerusform>Победник игре: %1, са %n поена.</numerusform>
                <numerusform>Победник игре: %1, са %n поена.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win the match with %n point(s).</source>
            <translation>
                <numerusform>Меч је твој: %n поен.</numerusform>
                <numerusform>Меч је твој: %n поена.</numerusform>
                <numerusform>Меч је твој: %n поена.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the match: %1, with %n point(s).</source>
            <translation>
                <numerusform>Победник меча: %1, са %n поеном.</numerusform>
                <numerusform>Победник меча: %1, са %n поена.</numerusform>
                <numerusform>Победник меча: %1, са %n поена.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends in a draw: you and %1 have %n point(s) each.</source>
            <translation>
                <numerusform>Игра се завршава нерешено: %1 има %n поен, исто као ти.</numerusform>
                <numerusform>Игра се завршава нерешено: %1 има %n поена, исто као ти.</numerusform>
                <numerusform>Игра се завршава нерешено: %1 има %n поена, исто као ти.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The match ends in a draw: you and %1 have %n point(s) each.</source>
            <translation>
                <numerusform>Меч се завршава нерешено: %1 има %n поен, исто као ти.</numerusform>
                <numerusform>Меч се завршава нерешено: %1 има %n поена, исто као ти.</numerusform>
                <numerusform>Меч се завршава нерешено: %1 има %n поена, исто као ти.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The game ends in a draw at %n point(s) each between %1.</source>
            <translation>
                <numerusform>Игра се завршава нерешено: %1 имају по %n поен.</numerusform>
                <numerusform>Игра се завршава нерешено: %1 имају по %n поена.</numerusform>
                <numerusform>Игра се завршава нерешено: %1 имају по %n поена.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The match ends in a draw at %n point(s) each between %1.</source>
            <translation>
                <numerusform>Меч се завршава нерешено: %1 имају по %n поен.</numerusform>
                <numerusform>Меч се завршава нерешено: %1 имају по %n поена.</numerusform>
                <numerusform>Меч се завршава нерешено: %1 имају по %n поена.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You win the match, with %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Меч је твој: %n кружић.</numerusform>
                <numerusform>Меч је твој: %n кружића.</numerusform>
                <numerusform>Меч је твој: %n кружића.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner of the match: %1, with %n kružić(i).</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>Победник меча: %1, са %n кружићем.</numerusform>
                <numerusform>Победник меча: %1, са %n кружића.</numerusform>
                <numerusform>Победник меча: %1, са %n кружића.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last move — %1: %2 (%3)</source>
            <translation>Последњи потез — %1: %2 (%3)</translation>
        </message>
        <message>
            <source>Last move — %1: %2</source>
            <translation>Последњи потез — %1: %2</translation>
        </message>
        <message>
            <source>You scored %1 (%2).</source>
            <translation>Освајаш %1 (%2).</translation>
        </message>
        <message>
            <source>You scored %1.</source>
            <translation>Освајаш %1.</translation>
        </message>
        <message>
            <source>Score for %1: %2 (%3).</source>
            <translation>Поени за играча %1: %2 (%3).</translation>
        </message>
        <message>
            <source>Score for %1: %2.</source>
            <translation>Поени за играча %1: %2.</translation>
        </message>
    </context>
    <context>
        <name>Summaries</name>
        <message>
            <source>Player</source>
            <translation>Играч</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Укупно</translation>
        </message>
        <message>
            <source>Kružići</source>
            <comment>dutch_domino</comment>
            <extracomment>score kinds of a placing move itself (Holomino's holes, a Triominos tile, Hexadomino's sides, a square domino square), as against an end's settlement a round summary closed and the match goes on: the panels refresh the match summary's "Review" was pressed: the window opens the game review the dialogs' parent; its Qt property ``quiet_end`` skips the match summary of computer-only games (the self-test) True while a tutorial shows a lesson position: the lesson's panel tells how the round or match ended, and a window-modal dialog would block its Next button</extracomment>
            <translation>Кружићи</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Меч</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>End of the match</source>
            <translation>Крај меча</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>Крај игре</translation>
        </message>
    </context>
    <context>
        <name>SummaryDialog</name>
        <message>
            <source>Scores</source>
            <translation>Резултати</translation>
        </message>
        <message>
            <source>&amp;New match</source>
            <translation>&amp;Нови меч</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Нова игра</translation>
        </message>
        <message>
            <source>Re&amp;view</source>
            <translation>&amp;Анализа</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Затвори</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>Следећа &amp;партија</translation>
        </message>
    </context>
    <context>
        <name>TrainingMenu</name>
        <message>
            <source>T&amp;raining</source>
            <extracomment>the puzzle windows opened (the tests and the screenshots read them)</extracomment>
            <translation>&amp;Вежбање</translation>
        </message>
        <message>
            <source>&amp;Puzzles…</source>
            <translation>&amp;Загонетке…</translation>
        </message>
        <message>
            <source>Puzzle of the &amp;day</source>
            <translation>Загонетка &amp;дана</translation>
        </message>
        <message>
            <source>Practise my &amp;mistakes</source>
            <translation>Вежбај своје &amp;грешке</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Learn Holomino</source>
            <extracomment>id -&gt; English source (``QT_TRANSLATE_NOOP`` is typed ``object`` in PySide6's stubs)</extracomment>
            <translation>Научи Holomino</translation>
        </message>
        <message>
            <source>Learn Triominos</source>
            <translation>Научи Triominos</translation>
        </message>
        <message>
            <source>Learn Hexadomino</source>
            <translation>Научи Hexadomino</translation>
        </message>
        <message>
            <source>Learn Holandski domino</source>
            <translation>Научи Холандски домино</translation>
        </message>
        <message>
            <source>The tiles</source>
            <translation>Плочице</translation>
        </message>
        <message>
            <source>Every Holomino tile is a hexagon with three numbers and three round bites. You hold your tiles in the rack below the board. Click a tile in your rack, then click one of the highlighted places next to the start tile.</source>
            <translation>Свака плочица у игри Holomino је шестоугао са три броја и три округла исечка. Твоје плочице су испод табле. Кликни на плочицу, па на једно од означених места поред почетне плочице.</translation>
        </message>
        <message>
            <source>Choose any tile that lights up places on the board, then click a place.</source>
            <translation>Изабери плочицу за коју се на табли означе места, па кликни на једно.</translation>
        </message>
        <message>
            <source>Where two tiles touch, the numbers at their shared corners are the same.</source>
            <translation>Где се две плочице додирују, бројеви у заједничким угловима су исти.</translation>
        </message>
        <message>
            <source>Matching corners</source>
            <translation>Углови који се слажу</translation>
        </message>
        <message>
            <source>A tile may only go where every corner it touches shows the same number. Place the marked tile: it fits in very few places. You never have to turn it yourself — the program turns it the only way that fits.</source>
            <translation>Плочица сме да се постави само тамо где се бројеви слажу у сваком углу који додирује. Постави означену плочицу: одговара на врло мало места. Никад не мораш да је окрећеш — програм је поставља у једини положај који одговара.</translation>
        </message>
        <message>
            <source>Use the marked tile. Only the highlighted places have matching numbers for it.</source>
            <translation>Користи означену плочицу. Само означена места имају одговарајуће бројеве за њу.</translation>
        </message>
        <message>
            <source>The tile was turned for you so that all touching corners match.</source>
            <translation>Плочица је окренута тако да се сви углови који се додирују слажу.</translation>
        </message>
        <message>
            <source>Blocked places</source>
            <translation>Блокирана места</translation>
        </message>
        <message>
            <source>Look at the place marked with a cross. Its neighbours ask for the same number at two of its corners, but every tile shows three different numbers: no tile can ever fill it. It stays blocked for the rest of the game. Place a tile somewhere else.</source>
            <translation>Погледај место означено крстићем. Суседне плочице траже исти број у два његова угла, а свака плочица има три различита броја: ниједна плочица ту никада не може да стане. То место остаје блокирано до краја игре. Постави плочицу негде другде.</translation>
        </message>
        <message>
            <source>The crossed place never lights up. Choose a tile and click a place that does.</source>
            <translation>Место са крстићем се никада не осветли. Изабери плочицу и кликни на место које се осветли.</translation>
        </message>
        <message>
            <source>A blocked place stays empty, so a hole beside it can never be closed.</source>
            <translation>Блокирано место остаје празно, па се рупа поред њега више никада не може затворити.</translation>
        </message>
        <message>
            <source>Closing a hole</source>
            <translation>Затварање рупе</translation>
        </message>
        <message>
            <source>Three bites that meet make a round hole. When your tile closes a hole you score the three numbers around it. Close a hole now.</source>
            <translation>Три исечка која се састају чине округлу рупу. Кад твоја плочица затвори рупу, добијаш збир три броја око ње. Затвори сада једну рупу.</translation>
        </message>
        <message>
            <source>Look for a gap where two tiles already have their bites next to each other, and fill it.</source>
            <translation>Потражи празно место где две плочице већ имају исечке један до другог и попуни га.</translation>
        </message>
        <message>
            <source>You closed a hole and scored the sum of the three numbers around it.</source>
            <translation>Рупа је затворена: добијаш збир три броја око ње.</translation>
        </message>
        <message>
            <source>Two holes at once</source>
            <translation>Две рупе одједном</translation>
        </message>
        <message>
            <source>A tile can close two or three holes in one move. Then the holes are added and multiplied by their number: two holes count double, three count triple. Find the move that closes two holes.</source>
            <translation>Плочица може једним потезом да затвори две или три рупе. Тада се вредности рупа сабирају и множе бројем рупа: две рупе се рачунају двоструко, три троструко. Нађи потез који затвара две рупе.</translation>
        </message>
        <message>
            <source>One empty place has bites on two sides. Fill that one.</source>
            <translation>Једно празно место има исечке са две стране. Попуни њега.</translation>
        </message>
        <message>
            <source>When nothing fits</source>
            <translation>Кад ништа не одговара</translation>
        </message>
        <message>
            <source>Before each turn you draw a tile, so you hold up to four. Sometimes none of them fits: then you give one back to the sack and your turn is over. Select a tile and press the button to return it.</source>
            <translation>Пре сваког потеза узимаш плочицу, па их имаш до четири. Понекад ниједна не одговара: тада једну враћаш у врећу и прескачеш потез. Изабери плочицу и притисни дугме да је вратиш.</translation>
        </message>
        <message>
            <source>Select a tile in your rack, then press the return button beside the rack.</source>
            <translation>Изабери плочицу, па притисни дугме за враћање поред плочица.</translation>
        </message>
        <message>
            <source>Returned. If both players have to return a tile one after the other, the game ends.</source>
            <translation>Враћено. Ако оба играча један за другим морају да врате плочицу, игра се завршава.</translation>
        </message>
        <message>
            <source>The 12 × 12 board</source>
            <translation>Табла 12 × 12</translation>
        </message>
        <message>
            <source>The board holds at most 12 × 12 tiles. This layout is already 12 tiles wide, so a place beyond its edge stays dark even where a tile would match. Place a tile inside the board.</source>
            <translation>Табла прима највише 12 × 12 плочица. Овај распоред је већ широк 12 плочица, па место иза његове ивице остаје тамно чак и тамо где би нека плочица одговарала. Постави плочицу унутар табле.</translation>
        </message>
        <message>
            <source>Only the places inside the 12 × 12 board light up; click one of them.</source>
            <translation>Осветле се само места унутар табле 12 × 12; кликни на једно од њих.</translation>
        </message>
        <message>
            <source>The view shifts by itself, so the whole layout always stays on the screen.</source>
            <translation>Приказ се сам помера, тако да цео распоред увек остаје на екрану.</translation>
        </message>
        <message>
            <source>The end of the game</source>
            <translation>Крај игре</translation>
        </message>
        <message>
            <source>The sack is empty and this is your last tile. The game ends when a player has no tiles left. Place it.</source>
            <translation>Врећа је празна, а ово је твоја последња плочица. Игра се завршава кад играч остане без плочица. Постави је.</translation>
        </message>
        <message>
            <source>Select your last tile and click any highlighted place.</source>
            <translation>Изабери последњу плочицу и кликни на било које означено место.</translation>
        </message>
        <message>
            <source>A little strategy</source>
            <translation>Мало стратегије</translation>
        </message>
        <message>
            <source>Tip: before you place, compare the holes you can close — big numbers around a hole mean big points. Find the move that scores the most here.</source>
            <translation>Мали савет: пре постављања упореди рупе које можеш да затвориш — велики бројеви око рупе значе много поена. Нађи овде потез који доноси највише.</translation>
        </message>
        <message>
            <source>Another move closes a hole with larger numbers around it.</source>
            <translation>Други потез затвара рупу са већим бројевима око ње.</translation>
        </message>
        <message>
            <source>That is the best move. Also watch out: a hole that is almost closed is a gift for the next player.</source>
            <translation>То је најбољи потез. Пази и на ово: скоро затворена рупа је поклон за следећег играча.</translation>
        </message>
        <message>
            <source>Your first game</source>
            <translation>Твоја прва игра</translation>
        </message>
        <message>
            <source>Now play a real game against the Beginner. Each turn the Hint shows a good move — you may follow it or choose your own. Make a few moves to finish the tutorial.</source>
            <translation>Сада одиграј праву игру против Почетника. У сваком потезу дугме Савет показује добар потез — можеш га одиграти или изабрати свој. Одиграј неколико потеза да завршиш лекцију.</translation>
        </message>
        <message>
            <source>You know the game now! Play on to the end, or start a new game.</source>
            <translation>Сада знаш игру! Играј до краја или почни нову игру.</translation>
        </message>
        <message>
            <source>Who starts</source>
            <translation>Ко почиње</translation>
        </message>
        <message>
            <source>Before the deal each player draws one tile from the pool: the highest sum starts (on a tie the tied players draw again), and the tiles go back into the pool. Then with 2 players each takes 9 tiles, with 3 or 4 players 7. You drew the highest, so you start: place any tile — you score its sum.</source>
            <translation>Пре дељења сваки играч узима једну плочицу из залихе: почиње играч са највећим збиром (при истом збиру поново узимају само играчи са тим збиром), а затим се плочице враћају у залиху. После тога, са 2 играча, свако узима 9 плочица, а са 3 или 4 играча по 7. Највећи збир је твој, па почињеш: постави било коју плочицу — добијаш њен збир.</translation>
        </message>
        <message>
            <source>Choose any tile and click the middle of the table.</source>
            <translation>Изабери било коју плочицу и кликни на средину стола.</translation>
        </message>
        <message>
            <source>The round has begun; a high opening tile scores more. (In the “classic opening” variant the player holding the highest triple starts with it and scores 10 extra, 40 for 0-0-0.)</source>
            <translation>Партија је почела; висока почетна плочица доноси више поена. (У варијанти „класично отварање“ почиње играч који има највећу троструку плочицу: игра баш њу и добија 10 додатних поена, а за 0-0-0 чак 40.)</translation>
        </message>
        <message>
            <source>Tiles and matching</source>
            <translation>Плочице и слагање</translation>
        </message>
        <message>
            <source>A Triominos tile is a triangle with a number from 0 to 5 at each corner. A new tile shares a whole side with the table, and every corner it touches must show the same number. Place a tile: you score the sum of its three numbers.</source>
            <translation>Плочица у игри Triominos је троугао са бројем од 0 до 5 у сваком углу. Нова плочица мора целом страном да додирује плочице на столу, а сваки њен угао који додирује другу плочицу мора имати исти број као угао који додирује. Постави плочицу: добијаш збир њена три броја.</translation>
        </message>
        <message>
            <source>Choose a tile that lights up a place, then click the place. The program turns the tile for you; if several turns fit, R or the wheel changes it.</source>
            <translation>Изабери плочицу за коју се означи место, па кликни на њега. Програм окреће плочицу уместо тебе; ако одговара више положаја, бираш положај тастером R или точкићем миша.</translation>
        </message>
        <message>
            <source>A placed tile scores the sum of its three numbers.</source>
            <translation>Постављена плочица доноси збир своја три броја.</translation>
        </message>
        <message>
            <source>The bridge: +40</source>
            <translation>Мост: +40</translation>
        </message>
        <message>
            <source>A bridge is a tile that matches one side of the table and, with its opposite corner, just touches another tile. It earns 40 extra points. Build the bridge.</source>
            <translation>Мост је плочица која се једном страном слаже са плочицом на столу, а супротним углом само додирује другу плочицу. Доноси 40 додатних поена. Направи мост.</translation>
        </message>
        <message>
            <source>Look for a gap where a tile can lean on one side and reach across to a lone corner.</source>
            <translation>Потражи празно место где плочица може да се ослони на једну страну и углом досегне усамљени угао.</translation>
        </message>
        <message>
            <source>A bridge: its sum plus 40.</source>
            <translation>Мост: збир плус 40.</translation>
        </message>
        <message>
            <source>The hexagon: +50</source>
            <translation>Шестоугао: +50</translation>
        </message>
        <message>
            <source>Six tiles around one corner make a hexagon. The tile that completes it earns 50 extra points (a second hexagon next to another one: 60, three: 70). Complete a hexagon.</source>
            <translation>Шест плочица око једне тачке чини шестоугао. Плочица која га довршава доноси 50 додатних поена (шестоугао уз други: 60, три: 70). Доврши шестоугао.</translation>
        </message>
        <message>
            <source>Find the corner that already has five tiles around it.</source>
            <translation>Нађи тачку око које већ лежи пет плочица.</translation>
        </message>
        <message>
            <source>A hexagon: its sum plus 50.</source>
            <translation>Шестоугао: збир плус 50.</translation>
        </message>
        <message>
            <source>Only the highest bonus</source>
            <translation>Само највећи бонус</translation>
        </message>
        <message>
            <source>One tile here completes three hexagons at once. A move earns only its highest bonus: three hexagons give 70, not 50 + 60 + 70. Find that move.</source>
            <translation>Једна плочица овде одједном довршава три шестоугла. Потез доноси само свој највећи бонус: три шестоугла дају 70, а не 50 + 60 + 70. Нађи тај потез.</translation>
        </message>
        <message>
            <source>Look for the empty cell whose three corners each have five tiles around them.</source>
            <translation>Потражи празно место чији је сваки од три угла већ окружен са пет плочица.</translation>
        </message>
        <message>
            <source>A triple hexagon: the sum plus 70, the only bonus counted.</source>
            <translation>Троструки шестоугао: збир плус 70, једини бонус који се рачуна.</translation>
        </message>
        <message>
            <source>Drawing costs points</source>
            <translation>Узимање се плаћа поенима</translation>
        </message>
        <message>
            <source>None of your tiles fits. Draw a tile from the pool: each draw costs 5 points, and you may draw up to three times. After three draws without a fit you lose 10 more and pass.</source>
            <translation>Ниједна твоја плочица не одговара. Узми плочицу из залихе: свако узимање кошта 5 поена, а смеш да узмеш највише три плочице. После три узимања без плочице која одговара губиш још 10 поена и прескачеш.</translation>
        </message>
        <message>
            <source>Press the draw button beside the rack.</source>
            <translation>Притисни дугме за узимање поред сталка.</translation>
        </message>
        <message>
            <source>You drew a tile and lost 5 points. If it fits, you may place it now.</source>
            <translation>Плочица је узета: губиш 5 поена. Ако одговара, сада смеш да је поставиш.</translation>
        </message>
        <message>
            <source>An empty pool</source>
            <translation>Празна залиха</translation>
        </message>
        <message>
            <source>The pool is empty and none of your tiles fits. Then you simply pass, without any penalty. Press the pass button.</source>
            <translation>Залиха је празна и ниједна твоја плочица не одговара. Тада једноставно прескачеш, без икакве казне. Притисни дугме за прескакање.</translation>
        </message>
        <message>
            <source>Passed, at no cost. If the pool runs out while you are drawing, you pass without the extra 10 as well.</source>
            <translation>Прескочено, без казне. Ако се залиха испразни док узимаш плочице, такође прескачеш без додатне казне од 10 поена.</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Излазак</translation>
        </message>
        <message>
            <source>This is your last tile. Whoever places his last tile ends the round and scores 25 plus the numbers left on the other racks. Place it!</source>
            <translation>Ово је твоја последња плочица. Ко постави последњу плочицу, завршава партију и добија 25 поена, плус збир бројева на сталцима других играча. Постави је!</translation>
        </message>
        <message>
            <source>Select your last tile and click its highlighted place.</source>
            <translation>Изабери последњу плочицу и кликни на њено означено место.</translation>
        </message>
        <message>
            <source>Round over! Scores carry over: when someone passes 400 points, that round is the last one and the highest total wins the match.</source>
            <translation>Крај партије! Поени се преносе: кад неко пређе 400 поена, та партија је последња, а меч добија играч са највећим укупним збиром.</translation>
        </message>
        <message>
            <source>A blocked round</source>
            <translation>Затворена партија</translation>
        </message>
        <message>
            <source>The pool is empty, and after your move nobody can place a tile: the round is blocked. Then every player subtracts the sum of the numbers on his own rack. Place your tile.</source>
            <translation>Залиха је празна, а после твог потеза нико не може да постави плочицу: партија је затворена. Тада сваки играч одузима збир бројева на свом сталку. Постави плочицу.</translation>
        </message>
        <message>
            <source>Only one of your tiles fits: place it.</source>
            <translation>Одговара само једна твоја плочица: постави њу.</translation>
        </message>
        <message>
            <source>Blocked: you lose the 6 left on your rack, your opponent the 15 on his. (In the classic variant the player with the lowest rack scores the others' racks instead.)</source>
            <translation>Затворено: ти губиш 6 са свог сталка, противник 15 са свог. (У класичној варијанти уместо тога играч са најмањим збиром на сталку добија збир са сталака других играча.)</translation>
        </message>
        <message>
            <source>Tip: high tiles score more, and they cost you if they are still on your rack when someone goes out. Play the move that scores the most here.</source>
            <translation>Мали савет: високе плочице доносе више, а коштају те ако су још на сталку кад неко изађе. Одиграј овде потез који доноси највише.</translation>
        </message>
        <message>
            <source>Compare the sums: another tile with higher numbers fits too.</source>
            <translation>Упореди збирове: одговара и друга плочица са већим бројевима.</translation>
        </message>
        <message>
            <source>Get rid of your big tiles while they fit.</source>
            <translation>Реши се високих плочица док одговарају.</translation>
        </message>
        <message>
            <source>Now play against the Beginner. Each turn the Hint shows a good move. Make a few moves to finish the tutorial.</source>
            <translation>Сада играј против Почетника. У сваком потезу дугме Савет показује добар потез. Одиграј неколико потеза да завршиш лекцију.</translation>
        </message>
        <message>
            <source>You know the game now! Play on, or start a new game.</source>
            <translation>Сада знаш игру! Играј даље или почни нову игру.</translation>
        </message>
        <message>
            <source>The stones</source>
            <translation>Каменови</translation>
        </message>
        <message>
            <source>A Hexadomino stone is a hexagon with six fields; a field has 1 to 5 pips or is empty. Where two stones touch, the facing fields must be equal, and at least one contact must be pips against pips. Place any stone next to the start stone.</source>
            <translation>Камен у игри Hexadomino је шестоугао са шест поља; поље има од 1 до 5 тачкица или је празно. Где се два камена додирују, наспрамна поља морају бити једнака, а бар на једном месту тачкице морају да додирују тачкице. Постави било који камен поред почетног камена.</translation>
        </message>
        <message>
            <source>Choose a stone that lights up places, then click one. The program turns it for you.</source>
            <translation>Изабери камен за који се означе места, па кликни на једно. Програм га окреће уместо тебе.</translation>
        </message>
        <message>
            <source>Placed. A stone touching only one side scores nothing — the points come from touching several.</source>
            <translation>Постављено. Камен који друге додирује само једном страном не доноси ништа — поени долазе од додира са више страна.</translation>
        </message>
        <message>
            <source>Counting sides</source>
            <translation>Бројање страна</translation>
        </message>
        <message>
            <source>A placed stone scores by how many of its sides touch stones: 2 sides 2 points, 3 sides 3, 4 sides 6, 5 sides 10, all 6 sides 20. Place a stone that touches two stones.</source>
            <translation>Постављени камен доноси поене према броју страна које додирују каменове: 2 стране 2 поена, 3 стране 3, 4 стране 6, 5 страна 10, свих 6 страна 20. Постави камен који додирује два камена.</translation>
        </message>
        <message>
            <source>Look for a nook between two stones and fill it.</source>
            <translation>Потражи удубљење између два камена и попуни га.</translation>
        </message>
        <message>
            <source>Two sides touching: 2 points.</source>
            <translation>Додир са две стране: 2 поена.</translation>
        </message>
        <message>
            <source>Drawing</source>
            <translation>Узимање</translation>
        </message>
        <message>
            <source>You drew a stone. Drawing costs nothing in Hexadomino, but takes time.</source>
            <translation>Камен је узет. У игри Hexadomino узимање не кошта поене.</translation>
        </message>
        <message>
            <source>An empty stock</source>
            <translation>Празна залиха</translation>
        </message>
        <message>
            <source>The stock is empty and none of your stones fits, so there is nothing to draw: you pass. Stones you drew earlier stay in your hand. Press the pass button.</source>
            <translation>Залиха је празна и ниједан твој камен не одговара, па немаш шта да узмеш: прескачеш. Раније узети каменови остају ти у руци. Притисни дугме за прескакање.</translation>
        </message>
        <message>
            <source>Passed. Your opponent cannot place either: when he passes too, nobody can place any more and the game is over.</source>
            <translation>Прескочено. Ни противник не може да постави камен: кад и он прескочи, нико више не може да постави камен и игра је завршена.</translation>
        </message>
        <message>
            <source>Tip: the deeper the nook, the bigger the score. Find the place that touches the most stones.</source>
            <translation>Мали савет: што је удубљење дубље, то више поена доноси. Нађи место које додирује највише каменова.</translation>
        </message>
        <message>
            <source>Another place is surrounded by more stones.</source>
            <translation>Друго место је окружено са више каменова.</translation>
        </message>
        <message>
            <source>The best move here. Try not to leave deep nooks that your opponent can fill.</source>
            <translation>Овде је то најбољи потез. Труди се да не остављаш дубока удубљења која противник може да попуни.</translation>
        </message>
        <message>
            <source>The stock is empty and you hold your last stone. Placing it ends the game; the game also ends when nobody can place. Place it.</source>
            <translation>Залиха је празна, а ти имаш последњи камен. Његовим постављањем игра се завршава; игра се завршава и кад нико не може да постави камен. Постави га.</translation>
        </message>
        <message>
            <source>Select your last stone and click a highlighted place.</source>
            <translation>Изабери последњи камен и кликни на означено место.</translation>
        </message>
        <message>
            <source>The variant with one set</source>
            <translation>Варијанта са једним комплетом</translation>
        </message>
        <message>
            <source>In the variant with one set of 28, each player draws 14 dominoes. The starter lays any domino and the opponent lays one beside it to complete the start square. Nobody can empty his hand: you always keep at least one domino, so the round ends in blockade. Lay a square with two of your three dominoes.</source>
            <translation>У варијанти са једним комплетом од 28 плочица сваки играч узима 14 плочица. Онај ко почиње поставља било коју плочицу, а противник поред ње ставља једну своју и тако довршава почетни квадрат. Нико не може да испразни руку: увек ти остаје бар једна плочица, па се партија завршава блокадом. Од своје три плочице сложи квадрат од две.</translation>
        </message>
        <message>
            <source>One domino left: you cannot lay a square any more. When neither player can, the round ends in blockade.</source>
            <translation>Остала ти је једна плочица: више не можеш да поставиш квадрат. Кад ниједан играч то не може, партија се завршава блокадом.</translation>
        </message>
        <message>
            <source>Tip: at the end of a round the pips left in your hand count against you. When several squares score the same, lay the heaviest dominoes. Find the best square here: top points, heaviest dominoes.</source>
            <translation>Мали савет: на крају партије ока преостала у руци рачунају се против тебе. Кад више квадрата доноси исто, постави најтеже плочице. Нађи овде најбољи квадрат: највише поена, најтеже плочице.</translation>
        </message>
        <message>
            <source>Look for the place that scores the most, then use your heaviest dominoes that fit there.</source>
            <translation>Потражи место које доноси највише поена, па ту искористи своје најтеже плочице које одговарају.</translation>
        </message>
        <message>
            <source>These are your last two dominoes. The round ends when a player has placed all his dominoes; everyone then loses the pips left in his hand. Place your last square.</source>
            <translation>Ово су твоје последње две плочице. Партија се завршава кад играч постави све плочице; тада свако губи ока која су му остала у руци. Постави последњи квадрат.</translation>
        </message>
        <message>
            <source>Select a domino and click the highlighted place.</source>
            <translation>Изабери плочицу и кликни на означено место.</translation>
        </message>
        <message>
            <source>Round over. Rounds go on until someone has 100 points; the higher total wins, and equal totals play another round. A match lasts at most 30 rounds: after round 30 the higher total wins even below 100.</source>
            <translation>Крај партије. Игра се док неко не скупи 100 поена; побеђује играч са већим збиром, а при истом збиру игра се још једна партија. Меч траје највише 30 партија: после 30. партије побеђује играч са већим збиром, чак и испод 100.</translation>
        </message>
        <message>
            <source>Keep the game open</source>
            <translation>Остави „отворену“ игру</translation>
        </message>
        <message>
            <source>Your last tile fits on a 2 and on a 7. When your last tile could go on two numbers, you must lay it on the number played more often so far (count the tiles on the table that show it; a double counts once), so that the scarcer number stays open. Place your last tile.</source>
            <translation>Твоја последња плочица може и на двојку и на седмицу. Кад последња плочица може на два броја, мораш да је ставиш на број који је до сада више пута одигран (преброј плочице на талону које га показују; дуплет се броји једном), да би ређи број остао отворен. Одиграј последњу плочицу.</translation>
        </message>
        <message>
            <source>Count the tiles on the table showing a 2 and those showing a 7; lay yours on the number you counted more often.</source>
            <translation>Преброј плочице на талону са двојком и оне са седмицом; стави своју на број који се јавља више пута.</translation>
        </message>
        <message>
            <source>The 2 had been played eight times and the 7 six times, so the 7 stays open.</source>
            <translation>Двојка је одиграна осам пута, а седмица шест пута, па седмица остаје отворена.</translation>
        </message>
        <message>
            <source>Nobody can lay a tile</source>
            <translation>Нико не може да одигра плочицу</translation>
        </message>
        <message>
            <source>The boneyard is empty, and after your move nobody can lay a tile: the round is blocked. Then the player with the most pips loses — and the double-blank, Duplo-Golo, counts 13, not 0. On equal pips the one with more tiles loses; still equal, nobody gets a kružić. Lay your tile and see who loses.</source>
            <translation>Нема више плочица за куповину, а после твог потеза нико не може да одигра плочицу: партија је затворена. Тада губи играч са највише ока — дупло-голо се притом броји као 13 ока, не као 0. При истом броју ока губи онај ко има више плочица; ако је и то исто, нико не добија кружић. Одиграј плочицу и види ко губи.</translation>
        </message>
        <message>
            <source>Only one of your tiles fits: lay it.</source>
            <translation>Одговара само једна твоја плочица: одиграј њу.</translation>
        </message>
        <message>
            <source>Blocked. You keep 13 pips; your opponent's 1-1 and Duplo-Golo make 2 + 13 = 15, so he loses, gets a kružić and opens the next round. After a round nobody lost (or whose loser has just left the match), the heaviest double opens again.</source>
            <translation>Затворено. Теби остаје 13 ока; противникове плочице 1-1 и дупло-голо дају 2 + 13 = 15 ока, па он губи, добија кружић и отвара следећу партију. После партије без губитника (или партије чији је губитник управо испао из меча) поново отвара играч са најтежим дуплетом.</translation>
        </message>
        <message>
            <source>Squares of two dominoes</source>
            <translation>Квадрати од две плочице</translation>
        </message>
        <message>
            <source>Placed. You scored the pips of the two halves on the side that touches.</source>
            <translation>Постављено. Добијаш ока обе половине на страни којом квадрат додирује распоред.</translation>
        </message>
        <message>
            <source>More sides, more points</source>
            <translation>Више страна, више поена</translation>
        </message>
        <message>
            <source>Each side of your square that touches the table scores its two numbers. Two touching sides add up. Place a square that touches two sides, for the most points.</source>
            <translation>Свака страна твог квадрата која додирује распоред доноси збир ока на своје две половине. Поени са две стране се сабирају. Постави квадрат који додирује распоред са две стране, за највише поена.</translation>
        </message>
        <message>
            <source>Find the corner place that has squares on two of its sides.</source>
            <translation>Нађи угаоно место које има квадрате са две стране.</translation>
        </message>
        <message>
            <source>Two matched sides, both counted.</source>
            <translation>Две стране које се слажу, обе се рачунају.</translation>
        </message>
        <message>
            <source>Passing</source>
            <translation>Прескакање</translation>
        </message>
        <message>
            <source>No square of yours fits anywhere, so you must pass. Press the pass button. If neither player can place, the round ends.</source>
            <translation>Ниједан твој квадрат нигде не одговара, па мораш да прескочиш. Притисни дугме за прескакање. Ако ниједан играч не може да постави квадрат, партија се завршава (блокада).</translation>
        </message>
        <message>
            <source>Press the pass button beside the rack.</source>
            <translation>Притисни дугме за прескакање поред плочица.</translation>
        </message>
        <message>
            <source>Two holes, added and then doubled. (In the “product” variant, chosen when you start a game, the hole values are multiplied instead.)</source>
            <translation>Вредности две рупе су сабране, па удвостручене. (У варијанти „производ“, коју бираш кад почињеш игру, вредности рупа се уместо тога међусобно множе.)</translation>
        </message>
        <message>
            <source>Open hands</source>
            <translation>Откривене плочице</translation>
        </message>
        <message>
            <source>Both hands are open: you always see your opponent's tiles. The sack is empty, so he draws nothing and you know exactly what he can play — and one of his tiles would close a hole now. Place a tile so that he cannot score on his next turn.</source>
            <translation>Плочице оба играча су откривене: увек видиш противникове плочице. Врећа је празна, па противник ништа не узима и тачно знаш шта може да одигра — а једна његова плочица сада би затворила рупу. Постави плочицу тако да у следећем потезу не може ништа да освоји.</translation>
        </message>
        <message>
            <source>Find the gap where one of his tiles would close a hole, and place a tile beside it so that his tile no longer fits there.</source>
            <translation>Нађи празно место на ком би његова плочица затворила рупу и постави поред њега своју плочицу, тако да његова ту више не одговара.</translation>
        </message>
        <message>
            <source>He has no hole left to close. Always look at his tiles too.</source>
            <translation>Противник више нема рупу коју може да затвори. Увек гледај и његове плочице.</translation>
        </message>
        <message>
            <source>The game is over: the higher score wins. Click Next to go on.</source>
            <translation>Игра је завршена: побеђује играч са више поена. Кликни „Даље“ да наставиш.</translation>
        </message>
        <message>
            <source>No stone in your hand fits. Draw a stone from the stock; if it fits you may place it, otherwise draw once more and place that one if it fits, or else pass. (After a normal move you draw one stone automatically.)</source>
            <translation>Ниједан камен из твоје руке не одговара. Узми камен из залихе; ако одговара, смеш да га поставиш, а ако не, узми још један и постави га ако одговара, иначе прескочи потез. (После обичног потеза један камен узимаш аутоматски.)</translation>
        </message>
        <message>
            <source>Game over: the higher score wins; on equal scores, fewer pips in hand win, and if those are equal too it is a draw. (In a variant the pips left in hand are subtracted at the end.)</source>
            <translation>Крај игре: побеђује играч са више поена; при истом броју поена побеђује онај ко има мање тачкица у руци, а ако је и то исто, игра је нерешена. (У једној варијанти тачкице које остану у руци одузимају се на крају.)</translation>
        </message>
        <message>
            <source>The start square</source>
            <translation>Почетни квадрат</translation>
        </message>
        <message>
            <source>Each player has his own set of 28 dominoes. Both put one domino aside unseen — it takes no part in the round — and turn one over: the two form the start square, yours on the left. Your start domino has fewer pips than your opponent's, so you move first (on equal pips chance decides). Lay a square against it.</source>
            <translation>Сваки играч има свој комплет од 28 плочица. Оба играча одлажу по једну плочицу не гледајући је — она не учествује у партији — и окрећу по једну; те две плочице чине почетни квадрат, твоја је лево. Твоја почетна плочица има мање ока од противникове, па ти почињеш (при истом броју ока одлучује жреб). Постави квадрат уз почетни квадрат.</translation>
        </message>
        <message>
            <source>Select a domino that lights up places, then click one of them.</source>
            <translation>Изабери плочицу за коју се осветле места, па кликни на једно од њих.</translation>
        </message>
        <message>
            <source>From now on you take turns with your opponent.</source>
            <translation>Од сада играш наизменично са противником.</translation>
        </message>
        <message>
            <source>You play two dominoes at a time, side by side, as a square. A square must touch the table, and on every side where it touches, its two numbers must equal the two numbers they meet. Choose a domino, click a highlighted place; R or the wheel shows the other squares that fit there.</source>
            <translation>Играш по две плочице одједном, једну уз другу, као квадрат. Квадрат мора да додирује распоред, а на свакој страни на којој додирује, његова два броја морају бити једнака бројевима наспрам њих. Изабери плочицу и кликни на означено место; R или точкић миша показује друге квадрате који ту одговарају.</translation>
        </message>
        <message>
            <source>At most 6 × 6</source>
            <translation>Највише 6 × 6</translation>
        </message>
        <message>
            <source>The layout may be at most 6 squares wide and 6 squares high. This row is already 6 squares long, so no square may go beyond either end of it, even where it would match. Lay a square inside the frame.</source>
            <translation>Распоред сме да буде највише 6 квадрата широк и 6 квадрата висок. Овај ред је већ дуг 6 квадрата, па ниједан квадрат не сме да иде иза његових крајева, чак ни тамо где би одговарао. Постави квадрат унутар оквира.</translation>
        </message>
        <message>
            <source>Only the places inside the 6 × 6 frame light up; click one of them.</source>
            <translation>Осветле се само места унутар оквира 6 × 6; кликни на једно од њих.</translation>
        </message>
        <message>
            <source>The view shifts by itself so that the layout always fits the frame.</source>
            <translation>Приказ се сам помера, тако да распоред увек стаје у оквир.</translation>
        </message>
        <message>
            <source>Passed: the turn goes on.</source>
            <translation>Прескочено: игра иде даље.</translation>
        </message>
        <message>
            <source>The same points, and twenty pips fewer in your hand.</source>
            <translation>Исти број поена, а двадесет ока мање у руци.</translation>
        </message>
        <message>
            <source>The end of the round</source>
            <translation>Крај партије</translation>
        </message>
        <message>
            <source>The spinner</source>
            <translation>Почетни дуплет</translation>
        </message>
        <message>
            <source>Holandski domino is played with a double-nine set. A round opens with a double, the spinner. Place your double in the middle.</source>
            <translation>Холандски домино се игра комплетом „9×9“. Партија почиње дуплетом. Постави свој дуплет у средину.</translation>
        </message>
        <message>
            <source>Select the double (both halves equal) and click the middle of the table.</source>
            <translation>Изабери дуплет (обе половине исте) и кликни на средину стола.</translation>
        </message>
        <message>
            <source>The spinner is down. It has four arms: up, right, down and left.</source>
            <translation>Дуплет је на талону. Има четири крака: горе, десно, доле и лево.</translation>
        </message>
        <message>
            <source>Four arms</source>
            <translation>Четири крака</translation>
        </message>
        <message>
            <source>The next four tiles go on the four sides of the spinner, each matching its number. Only then do the arms grow at their ends. Fill an empty side.</source>
            <translation>Наредне четири плочице иду на четири стране дуплета, свака са његовим бројем. Тек тада се кракови продужавају. Попуни празну страну.</translation>
        </message>
        <message>
            <source>A free side of the spinner needs a tile with the spinner's number.</source>
            <translation>Слободна страна дуплета тражи плочицу са бројем дуплета.</translation>
        </message>
        <message>
            <source>One more arm has started.</source>
            <translation>Отворен је још један крак.</translation>
        </message>
        <message>
            <source>Buying</source>
            <translation>Куповина</translation>
        </message>
        <message>
            <source>Before you play you may buy up to two tiles from the boneyard — even when you could play. Here nothing fits, so you must buy. Press the buy button.</source>
            <translation>Пре него што одиграш, смеш да купиш до две плочице — чак и кад имаш шта да играш. Овде ништа не одговара, па мораш да купујеш. Притисни дугме за куповину.</translation>
        </message>
        <message>
            <source>Press the buy button beside the rack.</source>
            <translation>Притисни дугме за куповину поред плочица.</translation>
        </message>
        <message>
            <source>Bought. If the tile fits you must place it; after two buys without a fit you pass.</source>
            <translation>Купљено. Ако плочица одговара, мораш да је одиграш; после две куповине без плочице која одговара прескачеш.</translation>
        </message>
        <message>
            <source>Who opens</source>
            <translation>Ко отвара</translation>
        </message>
        <message>
            <source>In the first round the player with the heaviest double opens; in later rounds the loser of the previous round. The first tile must be a double. You are to open but hold no double: you must buy, one tile at a time, at most two. If you still have none, the right to open passes to the next player; if nobody can open, the tiles are dealt again. Press the buy button.</source>
            <translation>У првој партији отвара играч са најтежим дуплетом, а у каснијим партијама губитник претходне партије. Прва плочица мора бити дуплет. Ти треба да отвориш, али немаш дуплет: мораш да купујеш, једну по једну плочицу, највише две. Ако га ни тада немаш, право отварања прелази на следећег играча; ако нико не може да отвори, плочице се поново деле. Притисни дугме за куповину.</translation>
        </message>
        <message>
            <source>Bought. With a double you would open now; without one you may buy once more, and then the right to open passes to your opponent.</source>
            <translation>Купљено. Да имаш дуплет, сада би отварање било твоје; овако смеш да купиш још једном, а затим право отварања прелази на противника.</translation>
        </message>
        <message>
            <source>Tip: if the table gets blocked, the player with the most pips loses. So play your heavy tiles first. Play the heaviest tile that fits.</source>
            <translation>Мали савет: ако се игра затвори, губи играч са највише ока. Зато прво играј тешке плочице. Одиграј најтежу плочицу која одговара.</translation>
        </message>
        <message>
            <source>Count the pips: another tile that fits is heavier.</source>
            <translation>Преброј ока: друга плочица која одговара је тежа.</translation>
        </message>
        <message>
            <source>Fewer pips in hand, less danger.</source>
            <translation>Мање ока у руци, мања опасност.</translation>
        </message>
        <message>
            <source>Leaving the round</source>
            <translation>Излазак из партије</translation>
        </message>
        <message>
            <source>This is your last tile. A player who places his last tile leaves the round safely; the last player still holding tiles loses the round and gets a kružić (a circle). Place it.</source>
            <translation>Ово је твоја последња плочица. Ко одигра последњу плочицу, излази из партије и више не може да је изгуби; ко последњи остане са плочицама у руци, губи партију и добија кружић. Одиграј је.</translation>
        </message>
        <message>
            <source>Select your last tile and click its place. If it could go on two numbers, it must go on the one played more often (keep the game open).</source>
            <translation>Изабери последњу плочицу и кликни на њено место. Ако може на два броја, мора на онај који је више пута игран (остави „отворену“ игру).</translation>
        </message>
        <message>
            <source>You are out; your opponent gets a kružić. Five kružići and a player is out of the match — the last one left wins.</source>
            <translation>Ти излазиш, а противник добија кружић. Са пет кружића играч испада из меча — побеђује последњи који остане.</translation>
        </message>
        <message>
            <source>Press the draw button beside your stones.</source>
            <translation>Притисни дугме за узимање поред својих каменова.</translation>
        </message>
        <message>
            <source>Press the pass button beside your stones.</source>
            <translation>Притисни дугме за прескакање поред својих каменова.</translation>
        </message>
        <message>
            <source>Press the pass button beside your tiles.</source>
            <translation>Притисни дугме за прескакање поред плочица.</translation>
        </message>
        <message>
            <source>Learn Domino kwadratowe</source>
            <translation>Научи Квадратни домино</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Tutorial steps</source>
            <extracomment>the hold that keeps the AI still once a step is done misses before the panel shows the move the game the tutorial started: another one (New game, a loaded file) ends the tutorial</extracomment>
            <translation>Кораци лекције</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ Назад</translation>
        </message>
        <message>
            <source>Replay step</source>
            <translation>Понови корак</translation>
        </message>
        <message>
            <source>Start this step again from its position</source>
            <translation>Почни овај корак испочетка</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Покажи ми</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Даље ▶</translation>
        </message>
        <message>
            <source>Leave the tutorial</source>
            <translation>Напусти лекцију</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Лекција</translation>
        </message>
        <message>
            <source>&amp;Tutorials</source>
            <translation>&amp;Лекције</translation>
        </message>
        <message>
            <source>New to %1? Try the tutorial</source>
            <translation>Први пут играш %1? Пробај лекцију</translation>
        </message>
        <message>
            <source>This step is done: click Next.</source>
            <translation>Овај корак је готов: кликни „Даље“.</translation>
        </message>
        <message>
            <source>The move: %1</source>
            <translation>Потез: %1</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ти</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Почетник</translation>
        </message>
        <message>
            <source>%1 %2. %3</source>
            <translation>%1 %2. %3</translation>
        </message>
        <message>
            <source>Step %1 of %2: %3</source>
            <translation>Корак %1 од %2: %3</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Заврши</translation>
        </message>
        <message>
            <source>That move is not allowed: %1</source>
            <translation>Тај потез није дозвољен: %1</translation>
        </message>
        <message>
            <source>Not quite: that move is allowed, but it is not this step's.</source>
            <translation>Није то: тај потез је дозвољен, али не припада овом кораку.</translation>
        </message>
        <message>
            <source>Not quite. That move would give you %1.</source>
            <translation>Није то. Тај потез би ти донео %1.</translation>
        </message>
        <message>
            <source>The move asked for gives %1.</source>
            <translation>Тражени потез доноси %1.</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n поен</numerusform>
                <numerusform>%n поена</numerusform>
                <numerusform>%n поена</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) (%1)</source>
            <translation>
                <numerusform>%n поен (%1)</numerusform>
                <numerusform>%n поена (%1)</numerusform>
                <numerusform>%n поена (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Good. %n more move(s) to go.</source>
            <translation>
                <numerusform>Добро. Остао је још %n потез.</numerusform>
                <numerusform>Добро. Остала су још %n потеза.</numerusform>
                <numerusform>Добро. Остало је још %n потеза.</numerusform>
            </translation>
        </message>
        <message>
            <source>Well done!</source>
            <translation>Браво!</translation>
        </message>
        <message>
            <source>This move: %1.</source>
            <translation>Овај потез: %1.</translation>
        </message>
        <message>
            <source>You have finished this tutorial.</source>
            <translation>Лекција је завршена.</translation>
        </message>
    </context>
    <context>
        <name>UndoVote</name>
        <message>
            <source>You have no move to take back.</source>
            <extracomment>what the table answers to an undo request it refuses, by the protocol's error code</extracomment>
            <translation>Немаш потез за враћање.</translation>
        </message>
        <message>
            <source>Another request to take back a move is waiting for its answers.</source>
            <translation>Други захтев за враћање потеза још чека одговоре.</translation>
        </message>
        <message>
            <source>That request to take back a move is over.</source>
            <translation>Тај захтев за враћање потеза је завршен.</translation>
        </message>
        <message>
            <source>Wait a little before asking again.</source>
            <translation>Сачекај мало пре него што поново питаш.</translation>
        </message>
        <message>
            <source>Everybody agreed: the move was taken back (asked by %1).</source>
            <translation>Сви су се сложили: потез је враћен (захтев: %1).</translation>
        </message>
        <message>
            <source>Declined: the move stands (asked by %1).</source>
            <translation>Одбијено: потез остаје (захтев: %1).</translation>
        </message>
        <message>
            <source>A move was played: the request to take it back is off (asked by %1).</source>
            <translation>Одигран је потез: захтев за враћање више не важи (захтев: %1).</translation>
        </message>
        <message>
            <source>Not everybody answered in time: the move stands (asked by %1).</source>
            <translation>Нису сви одговорили на време: потез остаје (захтев: %1).</translation>
        </message>
        <message>
            <source>You asked to take back your last move: waiting for the others…</source>
            <extracomment>the question shown to this window's player (None: nothing asked)</extracomment>
            <translation>Твој захтев за враћање последњег потеза је послат: чека се одговор осталих…</translation>
        </message>
        <message>
            <source>A request to take back a move, from %1. Do you agree?</source>
            <translation>%1 тражи да се потез врати. Слажеш ли се?</translation>
        </message>
        <message>
            <source>Take back a move?</source>
            <translation>Вратити потез?</translation>
        </message>
        <message>
            <source>&amp;Accept</source>
            <translation>&amp;Прихвати</translation>
        </message>
        <message>
            <source>&amp;Decline</source>
            <translation>&amp;Одбиј</translation>
        </message>
        <message>
            <source>A request to take back a move, from %1.</source>
            <translation>%1 тражи да се потез врати.</translation>
        </message>
    </context>
    <context>
        <name>WelcomeDialog</name>
        <message>
            <source>Welcome to Holomino Desktop</source>
            <extracomment>the two ways in</extracomment>
            <translation>Добро дошли у Holomino Desktop</translation>
        </message>
        <message>
            <source>Five games of the domino family. Which one would you like?</source>
            <translation>Пет игара из породице домина. Коју желиш да играш?</translation>
        </message>
        <message>
            <source>The tutorial teaches the game step by step, with real moves, and ends with a game against the computer. Every tutorial is also in Help → Tutorials.</source>
            <translation>Лекција те учи игри корак по корак, кроз праве потезе, и завршава се игром против рачунара. Све лекције су и у менију Помоћ → Лекције.</translation>
        </message>
        <message>
            <source>Start the &amp;tutorial</source>
            <translation>Започни &amp;лекцију</translation>
        </message>
        <message>
            <source>&amp;Play against the computer</source>
            <translation>&amp;Играј против рачунара</translation>
        </message>
        <message>
            <source>For two: lay hexagonal tiles and score by closing the round holes between them.</source>
            <comment>holomino</comment>
            <translation>За два играча: постављаш шестоугаоне плочице и освајаш поене затварањем округлих рупа између њих.</translation>
        </message>
        <message>
            <source>Triangular tiles for 2 to 4 players: build bridges and hexagons for bonus points.</source>
            <comment>triominos</comment>
            <translation>Троугласте плочице за 2 до 4 играча: градиш мостове и шестоуглове за бонус поене.</translation>
        </message>
        <message>
            <source>Hexagonal stones for 2 to 4 players: the more sides a stone touches, the more it scores.</source>
            <comment>hexadomino</comment>
            <translation>Шестоугаони каменови за 2 до 4 играча: што више страна камен додирује, то више поена доноси.</translation>
        </message>
        <message>
            <source>For two, with dominoes: build an island of squares instead of a line.</source>
            <comment>square_domino</comment>
            <translation>За два играча, са плочицама домина: уместо низа градиш острво од квадрата.</translation>
        </message>
        <message>
            <source>Double-nine dominoes with a four-armed spinner, for 2 to 6 players: nobody wants to be the last one holding tiles.</source>
            <comment>dutch_domino</comment>
            <translation>Домино „9×9“ за 2 до 6 играча, са почетним дуплетом из ког се игра у четири крака: нико не жели да последњи остане са плочицама у руци.</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>Holandski domino</source>
            <translation>Холандски домино</translation>
        </message>
        <message>
            <source>top</source>
            <translation>горњом страном</translation>
        </message>
        <message>
            <source>upper-right</source>
            <translation>горе десно</translation>
        </message>
        <message>
            <source>lower-right</source>
            <translation>доле десно</translation>
        </message>
        <message>
            <source>bottom</source>
            <translation>доњом страном</translation>
        </message>
        <message>
            <source>lower-left</source>
            <translation>доле лево</translation>
        </message>
        <message>
            <source>upper-left</source>
            <translation>горе лево</translation>
        </message>
        <message>
            <source>Hexadomino</source>
            <translation>Hexadomino</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Играчи</translation>
        </message>
        <message>
            <source>Scoring of several holes</source>
            <comment>holomino</comment>
            <translation>Бодовање више рупа одједном</translation>
        </message>
        <message>
            <source>sum</source>
            <comment>holomino</comment>
            <translation>збир</translation>
        </message>
        <message>
            <source>product</source>
            <comment>holomino</comment>
            <translation>производ</translation>
        </message>
        <message>
            <source>Opening</source>
            <comment>triominos</comment>
            <translation>Отварање</translation>
        </message>
        <message>
            <source>any tile</source>
            <comment>triominos</comment>
            <translation>било која плочица</translation>
        </message>
        <message>
            <source>the highest triple (classic)</source>
            <comment>triominos</comment>
            <translation>највећа трострука плочица (класично)</translation>
        </message>
        <message>
            <source>Blocked round</source>
            <comment>triominos</comment>
            <translation>Затворена партија</translation>
        </message>
        <message>
            <source>each player loses their rack</source>
            <comment>triominos</comment>
            <translation>свако губи збир са свог сталка</translation>
        </message>
        <message>
            <source>the lowest rack scores the others (classic)</source>
            <comment>triominos</comment>
            <translation>играч са најмањим збиром на сталку добија збир осталих (класично)</translation>
        </message>
        <message>
            <source>Subtract pips left in hand at the end</source>
            <comment>hexadomino</comment>
            <translation>Одузимање тачкица преосталих у руци на крају игре</translation>
        </message>
        <message>
            <source>Domino sets</source>
            <comment>square_domino</comment>
            <translation>Комплети домина</translation>
        </message>
        <message>
            <source>two sets</source>
            <comment>square_domino</comment>
            <translation>два комплета</translation>
        </message>
        <message>
            <source>one set (variant)</source>
            <comment>square_domino</comment>
            <translation>један комплет (варијанта)</translation>
        </message>
        <message>
            <source>Set</source>
            <comment>dutch_domino</comment>
            <translation>Комплет</translation>
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
            <translation>Квадратни домино</translation>
        </message>
        <message>
            <source>bridge</source>
            <translation>мост</translation>
        </message>
        <message>
            <source>hexagon</source>
            <translation>шестоугао</translation>
        </message>
        <message>
            <source>double hexagon</source>
            <translation>двоструки шестоугао</translation>
        </message>
        <message>
            <source>triple hexagon</source>
            <translation>троструки шестоугао</translation>
        </message>
        <message>
            <source>triple opening</source>
            <translation>класично отварање</translation>
        </message>
        <message>
            <source>Triominos</source>
            <translation>Triominos</translation>
        </message>
        <message>
            <source>hole %1</source>
            <translation>рупа %1</translation>
        </message>
        <message>
            <source>holes %1, ×%2 = %3</source>
            <translation>рупе %1, ×%2 = %3</translation>
        </message>
        <message>
            <source>holes %1 = %2</source>
            <translation>рупе %1 = %2</translation>
        </message>
        <message numerus="yes">
            <source>%n side(s): %1</source>
            <translation>
                <numerusform>%n страна: %1</numerusform>
                <numerusform>%n стране: %1</numerusform>
                <numerusform>%n страна: %1</numerusform>
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
            <translation>Игра је завршена.</translation>
        </message>
        <message>
            <source>Stone %1 fits there in several rotations: say which one.</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 ту одговара у више положаја: наведи који.</translation>
        </message>
        <message>
            <source>This value of the option “%1” is not allowed.</source>
            <translation>Ова вредност опције „%1“ није дозвољена.</translation>
        </message>
        <message>
            <source>This game has no option “%1”.</source>
            <translation>Ова игра нема опцију „%1“.</translation>
        </message>
        <message>
            <source>There is no game “%1”.</source>
            <translation>Не постоји игра „%1“.</translation>
        </message>
        <message>
            <source>That rotation looks the same as another one.</source>
            <translation>Тај положај изгледа исто као неки други.</translation>
        </message>
        <message>
            <source>Fill the four sides of the spinner first: that side already has a tile.</source>
            <comment>dutch_domino</comment>
            <translation>Прво попуни четири стране дуплета: та страна већ има плочицу.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>То није потез ове игре.</translation>
        </message>
        <message>
            <source>“%1” is not a move of this game.</source>
            <translation>„%1“ није потез ове игре.</translation>
        </message>
        <message>
            <source>That rotation does not exist.</source>
            <translation>Такав положај не постоји.</translation>
        </message>
        <message>
            <source>double hexagon</source>
            <comment>triominos</comment>
            <translation>двоструки шестоугао</translation>
        </message>
        <message>
            <source>−%1 draw</source>
            <comment>triominos</comment>
            <translation>−%1 за узимање</translation>
        </message>
        <message>
            <source>−%1 three draws, nothing placed</source>
            <comment>triominos</comment>
            <translation>−%1 три узимања, ништа није постављено</translation>
        </message>
        <message>
            <source>+%1 going out</source>
            <comment>triominos</comment>
            <translation>+%1 за излазак</translation>
        </message>
        <message>
            <source>+%1 opponents' racks</source>
            <comment>triominos</comment>
            <translation>+%1 са сталака осталих играча</translation>
        </message>
        <message>
            <source>−%1 own rack</source>
            <comment>triominos</comment>
            <translation>−%1 са сопственог сталка</translation>
        </message>
        <message>
            <source>+%1 others' racks (lowest rack)</source>
            <comment>triominos</comment>
            <translation>+%1 са сталака осталих играча (најмањи збир на сталку)</translation>
        </message>
        <message numerus="yes">
            <source>You have bought %n tile(s) this turn already: lay a tile or pass.</source>
            <comment>dutch_domino</comment>
            <translation>
                <numerusform>У овом потезу је већ купљена %n плочица: одиграј плочицу или прескочи.</numerusform>
                <numerusform>У овом потезу су већ купљене %n плочице: одиграј плочицу или прескочи.</numerusform>
                <numerusform>У овом потезу је већ купљено %n плочица: одиграј плочицу или прескочи.</numerusform>
            </translation>
        </message>
        <message>
            <source>This place is already taken.</source>
            <translation>Ово место је већ заузето.</translation>
        </message>
        <message>
            <source>No tile fits, so you must buy first.</source>
            <comment>dutch_domino</comment>
            <translation>Ниједна плочица не одговара, па прво мораш да купујеш.</translation>
        </message>
        <message>
            <source>The pool is empty.</source>
            <comment>triominos</comment>
            <translation>Залиха је празна.</translation>
        </message>
        <message>
            <source>You have drawn twice this turn: now you must pass.</source>
            <comment>hexadomino</comment>
            <translation>У овом потезу су већ узета два камена: сада мораш да прескочиш.</translation>
        </message>
        <message>
            <source>You have drawn three tiles this turn: place a tile or pass (−10).</source>
            <comment>triominos</comment>
            <translation>У овом потезу су већ узете три плочице: постави плочицу или прескочи (−10).</translation>
        </message>
        <message>
            <source>The start square must be completed first.</source>
            <comment>square_domino</comment>
            <translation>Прво мора да се доврши почетни квадрат.</translation>
        </message>
        <message>
            <source>The start tile is already on the table.</source>
            <comment>square_domino</comment>
            <translation>Почетна плочица је већ постављена.</translation>
        </message>
        <message>
            <source>A square needs two different tiles.</source>
            <comment>square_domino</comment>
            <translation>Квадрат тражи две различите плочице.</translation>
        </message>
        <message>
            <source>Only the second player completes the start square, right after the start tile.</source>
            <comment>square_domino</comment>
            <translation>Почетни квадрат довршава само други играч, одмах после почетне плочице.</translation>
        </message>
        <message>
            <source>The first tile of a round must be a Duplet, not %1.</source>
            <comment>dutch_domino</comment>
            <translation>Прва плочица партије мора бити дуплет, а не %1.</translation>
        </message>
        <message>
            <source>The opening Duplet goes in the centre.</source>
            <comment>dutch_domino</comment>
            <translation>Почетни дуплет иде у средину.</translation>
        </message>
        <message>
            <source>The spinner is already on the table: lay on an arm.</source>
            <comment>dutch_domino</comment>
            <translation>Почетни дуплет је већ на талону: играј на неки крак.</translation>
        </message>
        <message>
            <source>Classic opening: you must start with your highest triple %1.</source>
            <comment>triominos</comment>
            <translation>Класично отварање: мораш да почнеш својом највећом троструком плочицом %1.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>hexadomino</comment>
            <translation>Ово место не додирује ниједан камен.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>holomino</comment>
            <translation>Ово место не додирује ниједну плочицу.</translation>
        </message>
        <message>
            <source>This place does not touch the layout.</source>
            <comment>square_domino</comment>
            <translation>Ово место не додирује распоред.</translation>
        </message>
        <message>
            <source>A tile here would make the layout larger than %1 × %1.</source>
            <comment>holomino</comment>
            <translation>Са плочицом на овом месту распоред би изашао из оквира %1 × %1.</translation>
        </message>
        <message>
            <source>A tile here would make the layout larger than %1 × %1.</source>
            <comment>square_domino</comment>
            <translation>Са квадратом на овом месту распоред би изашао из оквира %1 × %1.</translation>
        </message>
        <message>
            <source>Keep the game open: your last tile %1 must go on a %2.</source>
            <comment>dutch_domino</comment>
            <translation>Остави „отворену“ игру: твоја последња плочица %1 мора да се одигра на %2.</translation>
        </message>
        <message numerus="yes">
            <source>%n side(s): %1</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>%n страна: %1</numerusform>
                <numerusform>%n стране: %1</numerusform>
                <numerusform>%n страна: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>+1 kružić: last player holding tiles</source>
            <comment>dutch_domino</comment>
            <translation>+1 кружић (последњи играч са плочицама у руци)</translation>
        </message>
        <message>
            <source>+1 kružić: blocked round, most pips (%1)</source>
            <comment>dutch_domino</comment>
            <translation>+1 кружић (затворена партија, највише ока: %1)</translation>
        </message>
        <message>
            <source>+1 kružić: blocked round, most pips (%1) and more tiles (%2)</source>
            <comment>dutch_domino</comment>
            <translation>+1 кружић (затворена партија, највише ока: %1, више плочица: %2)</translation>
        </message>
        <message>
            <source>The first tile of a round goes in the middle.</source>
            <comment>triominos</comment>
            <translation>Прва плочица партије иде у средину.</translation>
        </message>
        <message>
            <source>The starter must place the first tile.</source>
            <comment>triominos</comment>
            <translation>Играч који почиње мора да постави прву плочицу.</translation>
        </message>
        <message>
            <source>Tile %1 cannot show %2.</source>
            <comment>square_domino</comment>
            <translation>Плочица %1 нема половине %2.</translation>
        </message>
        <message>
            <source>A square lies horizontally (h) or vertically (v).</source>
            <comment>square_domino</comment>
            <translation>Квадрат лежи водоравно, то јест хоризонтално (h), или усправно, то јест вертикално (v).</translation>
        </message>
        <message>
            <source>“%1”: say on which arm the tile goes.</source>
            <comment>dutch_domino</comment>
            <translation>„%1“: наведи на који крак иде плочица.</translation>
        </message>
        <message>
            <source>“%1”: that tile is not in this set.</source>
            <comment>dutch_domino</comment>
            <translation>„%1“: те плочице нема у овом комплету.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>holomino</comment>
            <extracomment>error key -&gt; game -&gt; its sentence in that game's words, for the keys several games raise (Holomino's *tegel* is a *steen* elsewhere; the stock a *voorraad* in Hexadomino but "te koop" in Holandski domino); the first game's sentence stands in for an unknown game</extracomment>
            <translation>Плочица %1 није у твојој руци.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>triominos</comment>
            <translation>Плочица %1 није на твом сталку.</translation>
        </message>
        <message>
            <source>Stone %1 is not in your hand.</source>
            <comment>hexadomino</comment>
            <translation>Камен %1 није у твојој руци.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>square_domino</comment>
            <translation>Плочица %1 није у твојој руци.</translation>
        </message>
        <message>
            <source>Tile %1 is not in your hand.</source>
            <comment>dutch_domino</comment>
            <translation>Плочица %1 није у твојој руци.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <comment>holomino</comment>
            <translation>То место је предалеко од плочица на табли.</translation>
        </message>
        <message>
            <source>That place is too far off the table.</source>
            <comment>square_domino</comment>
            <translation>То место је предалеко од распореда.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>holomino</comment>
            <translation>Имаш плочицу која одговара, па мораш да је поставиш.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>triominos</comment>
            <translation>Имаш плочицу која одговара, па мораш да је поставиш.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>hexadomino</comment>
            <translation>Имаш камен који одговара, па мораш да га поставиш.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>square_domino</comment>
            <translation>Можеш да сложиш квадрат, па мораш то и да урадиш.</translation>
        </message>
        <message>
            <source>A tile of yours fits, so you must place it.</source>
            <comment>dutch_domino</comment>
            <translation>Имаш плочицу која одговара, па мораш да је поставиш.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <comment>hexadomino</comment>
            <translation>Још не смеш да прескочиш: прво узми камен из залихе.</translation>
        </message>
        <message>
            <source>You may not pass yet: draw from the stock first.</source>
            <comment>triominos</comment>
            <translation>Још не смеш да прескочиш: прво узми плочицу из залихе.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <comment>hexadomino</comment>
            <translation>Залиха је празна.</translation>
        </message>
        <message>
            <source>The stock is empty.</source>
            <comment>dutch_domino</comment>
            <translation>Нема више плочица за куповину.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>holomino</comment>
            <translation>„%1“ није плочица ове игре.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>triominos</comment>
            <translation>„%1“ није плочица ове игре.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>hexadomino</comment>
            <translation>„%1“ није камен ове игре.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>square_domino</comment>
            <translation>„%1“ није плочица ове игре.</translation>
        </message>
        <message>
            <source>“%1” is not a tile of this game.</source>
            <comment>dutch_domino</comment>
            <translation>„%1“ није плочица ове игре.</translation>
        </message>
        <message>
            <source>hand empty</source>
            <comment>hexadomino</comment>
            <translation>празна рука</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <comment>hexadomino</comment>
            <translation>
                <numerusform>−%n тачкица остала у руци</numerusform>
                <numerusform>−%n тачкице остале у руци</numerusform>
                <numerusform>−%n тачкица остало у руци</numerusform>
            </translation>
        </message>
        <message>
            <source>hand empty</source>
            <comment>square_domino</comment>
            <translation>празна рука</translation>
        </message>
        <message numerus="yes">
            <source>−%n pip(s) left in hand</source>
            <comment>square_domino</comment>
            <translation>
                <numerusform>−%n око остало у руци</numerusform>
                <numerusform>−%n ока остала у руци</numerusform>
                <numerusform>−%n ока остало у руци</numerusform>
            </translation>
        </message>
    </context>
</TS>
