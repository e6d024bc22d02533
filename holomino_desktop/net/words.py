"""Invite codes: ``7-plaid-orbit-maple-tiger``, or the same code in digits,
``7-658-596-523-906``: easy to read aloud or type from a message.

A code has a public part, the *table number* (it tells tables on one host apart and names the
table's door at a relay), and a secret part, :data:`SECRET_WORDS` words from :data:`WORDS`
(1000 plain English words: 10^12 secret parts, :data:`CODE_SPACE`, some 40 bits). Each word is
also a group of three digits, its place in :data:`WORDS` (``plaid`` is ``658``): a window in
another language than English shows the digits (:meth:`InviteCode.in_digits`), which a player
reads out in their own language, and either form, or a mix, names the same code. The code is
only ever used as the password of a SPAKE2 exchange (:mod:`.channel`), always in its word form:
a wrong guess teaches nothing offline, each guess costs a connection to the host, and the host
judges at most :data:`~.gate.GUESS_RATE` guesses a second, so a stranger guessing for a whole
day finds a table's code with a chance of a few in a million (:func:`.gate.chance_in`;
docs/network.md).

The words are common, concrete and spelt one way: no two sound alike (no *bear* and *bare*, no
*berry* next to *bury*), none has a British and an American spelling, none is two words run
together (a listener might type *cup cake*).

:func:`parse_code` reads what people type: any case, spaces, dashes, dots or underscores
between the parts, surrounding blanks.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

_WORD_TEXT = """
    acorn acrobat actor agent alarm album alley almond alpaca amber anchor ancient angle ankle
    anvil apple apricot apron arcade arch archery arrow artist asteroid astronaut atlas atom
    attic audio aurora autumn avalanche avocado award bacon badge badger bagel baker bakery
    ballet balloon bamboo banana banjo banner banquet barber barge bark barley barn barrel basil
    basin basket battery beacon beagle beaker beard beaver beetle belt bench bicycle binder bird
    birthday biscuit bison black blade blanket blazer blender bloom blossom blouse boat bobcat
    bone bonnet bonus book boot bottle bowl bowling box boxing bracelet brain branch brass brave
    breeze brick bridge bright bronze brook broom brown brownie brush bubble bucket buckle
    buffalo bugle burger burrito bus bush butter button cabbage cabin cabinet cactus cake calf
    calm camel camera canal canary candle candy canoe canopy canyon cap cape captain caramel
    caravan cardigan carnival carp carpet carriage cart cashew castle cave cedar cello chain
    chair chalk chapel chapter charcoal charm cheese chef cherry chess chest chicken chimney
    chipmunk chisel chorus chutney cider cinema circle circus clarinet clay clever cliff cloak
    clock closet cloud clove clover clown coast coat cobra cocoa coconut cod coffee coin collar
    collie comet comfort compass cone cookie copper cork corn corner cosmic cosmos cottage
    cotton couch cougar courage cousin cow cowboy crab cracker cradle crane crate crater crayon
    cream cricket crimson crisp crow crown crumpet crystal cub cube cuckoo cucumber cuff cup
    curling curly curry curtain curve cushion custard cycling daffodil daisy dancer dandelion
    dapper delta denim desk detective dial diamond dice dingo dinner dish diver dizzy dock
    doctor dog doll dolphin domino donkey door dove dragon dream dress drum drummer duck
    dumpling dune dusk eager eagle early earth easel echo eclipse eel egg elbow elephant elk
    ember emerald emu engine envelope eraser evening explorer fable factory falcon fan fancy
    farm farmer faucet feather fence fencing fern ferret festival fiddle field fig finch fishing
    flag flame flamingo flask fluffy flute foal forest fork fortune fossil fountain fox frame
    freedom fresh friendly frog frost frosty fudge funnel funny future fuzzy gadget galaxy
    gallery garage garden gardener garlic gazelle gear gecko gentle gerbil giant ginger giraffe
    glacier glad glade glass glider globe glory glossy glove goat goblet gold golden golf gong
    goose gown grand granite grape grass gravel gravity gravy green grid grove guard guava
    guitar gull gymnast hammer hammock hamster happy harmonica harmony harp harvest hasty hat
    hawk heather hedge helix helmet hen hero heron herring hexagon hiker hill hinge hippo hobby
    hockey holiday honest honey hood hook horizon horn hornet hotel hound humble hunter hurdle
    husky ibis iceberg idea igloo iguana impala indigo inventor island ivory ivy jackal jacket
    jade jaguar jam jar javelin jeep jelly jester jet jigsaw jockey jogging joker jolly journey
    judo jug juggler jumpy jungle kale karate kayak keen kettle kilt kind king kingdom kitchen
    kite kitten kiwi koala ladder ladle lagoon lake lamb lamp lantern lark laser latch lava
    lavender leaf leather legend lemon lemur lens lentil leopard letter lettuce lever liberty
    library lilac lily lime linen lion lively lizard lobster locket lodge logic lotus lucky
    lullaby lunar magenta magic magnet magpie mallard mallet manatee mango mansion map maple
    marathon marble market marmalade maroon marsh marvel mask mat meadow meerkat mellow melody
    melon memory meteor mighty milk mill mink minnow miracle mirror mitten mixer modest mole
    monk monkey moon mop moss moth mountain mouse mud muffin mug mule museum mushroom mustard
    mystery myth napkin narwhal navy nebula necklace needle nest net nettle newt nimble noble
    noodle noon novel nurse nutmeg oak oasis oatmeal oboe ocean ocelot octopus olive onion opera
    orange orbit orca orchard orchid oregano organ osprey ostrich otter oval oven owl oyster
    paddle pagoda paint painter palace pan panda panther papaya paper parade parcel pardon park
    parka parrot parsley parsnip party pasta pastry peach peacock peanut pebble pecan pelican
    pencil penguin pepper pheasant photon piano piccolo pickle picnic pie pig piglet pike pillow
    pilot pine pink pirate piston pitcher pixel pizza plaid planet plate plaza plucky plug plum
    pocket poem poet polite pollen poncho pond pony poodle poppy porch possum pot potato potter
    prairie pretzel princess prism promise proud prune puck pudding puddle puffin pulley puma
    pumpkin puppet puppy purple purse puzzle pyramid python quail quartz queen quest quick quilt
    rabbit radar radio radish raft raisin rake ram ranch ranger rapid rat raven ravine reef
    rescue rhino ribbon rice riddle ridge ring risotto river robe robin robot rock rocket
    rooster rope rosy rotor rowing royal ruby rudder rugby ruler rust rusty sack saddle safari
    saffron sailing sailor salad salami salmon salsa sand sandal sandwich sapling sapphire
    sardine satchel satellite saucer sausage scarf scarlet school scone scooter scorpion scout
    screw seal season shadow shark shawl sheep shelf shell sheriff shield shiny ship shirt shoe
    shop shovel shrimp signal silent silk silly silver singer sink skate skater sketch skirt
    skunk sky sled sleepy slipper slope sloth smooth snail snake sneaker snow snug soap soccer
    sock sofa soft soil solar sonata song soup spade spaniel sparrow spectrum speedy sphere
    spicy spider spinach spiral spirit sponge spool spoon spring sprout spruce square squash
    squid squirrel stable stadium stamp star starling station steady stew stone stool storm
    stove stream studio sturdy submarine subway sugar summer summit surfer surfing sushi swallow
    swamp swan sweater swift swimming syrup table tablet taco tadpole tailor talent tall tan
    tangerine tango tavern taxi teacher teal telescope temple tempo tennis tent termite terrace
    terrier thicket thimble thistle thunder ticket tidy tiger tile tiny toast toaster toffee
    tofu tomato topaz torch tornado toucan tourist towel tower tractor train tram tray treasure
    triangle triumph trophy trout truck truffle trumpet trunk tuba tulip tuna tunic tunnel
    turkey turnip turtle twig twin umbrella umpire valley valve van vanilla vase velvet vest
    viking village violet violin viper visor volcano voyage vulture waffle wagon wallet walnut
    walrus wand wardrobe warm wasp water wax weasel wheat whistle white wide wild willow window
    winter wizard wolf wombat wonder wooden wool worm wren writer yak yam yarn yellow yoga young
    zebra zigzag zipper
    """
#: the secret words: plain, distinct English words, easy to say and spell, lower case ASCII
#: letters only, 3 to 9 of them (tests/net/test_words.py checks it)
WORDS: tuple[str, ...] = tuple(_WORD_TEXT.split())

#: the table numbers a host gives out (the public part of a code)
TABLE_NUMBERS = range(1, 1000)
#: words in the secret part
SECRET_WORDS = 4
#: how many secret parts there are: what a stranger has to search
CODE_SPACE: int = len(WORDS) ** SECRET_WORDS
#: a code as the messages show it
EXAMPLE = "7-plaid-orbit-maple-tiger"
#: a secret word's other form: three digits
DIGITS = 3

_SEPARATORS = re.compile(r"[\s\-_.,/]+")
_INDEX = {word: number for number, word in enumerate(WORDS)}


class CodeError(ValueError):
    """Text that is not an invite code; the message says what is wrong, for people."""


@dataclass(frozen=True, slots=True)
class InviteCode:
    """A parsed invite code: the public table number and the secret words."""

    table: int
    words: tuple[str, ...]

    def __str__(self) -> str:
        return "-".join((str(self.table), *self.words))

    def in_digits(self) -> str:
        """The same code with each word as its three digits: ``7-658-596-523-906``."""
        return "-".join((str(self.table), *(f"{_INDEX[word]:0{DIGITS}d}" for word in self.words)))

    @property
    def password(self) -> bytes:
        """What the key exchange uses as the shared secret: the whole normalised code."""
        return str(self).encode("ascii")


def new_code(table: int | None = None) -> InviteCode:
    """A fresh code with random secret words (``secrets``), at ``table`` or a random table."""
    number = table if table is not None else secrets.choice(TABLE_NUMBERS)
    if number not in TABLE_NUMBERS:
        raise CodeError(f"a table number is 1 to {TABLE_NUMBERS[-1]}, not {number}")
    return InviteCode(number, tuple(secrets.choice(WORDS) for _ in range(SECRET_WORDS)))


def parse_code(text: str) -> InviteCode:
    """The code people typed (``" 7 Plaid ORBIT maple  Tiger"``,
    ``7-plaid-orbit-maple-tiger``, ``7-658-596-523-906``), or CodeError."""
    shape = (
        f"an invite code is a number and four words, e.g. {EXAMPLE}, "
        f"or the same in digits, e.g. {example_in_digits()}"
    )
    if not isinstance(text, str) or len(text) > 120:
        raise CodeError(shape)
    parts = [part for part in _SEPARATORS.split(text.strip().lower()) if part]
    if len(parts) != 1 + SECRET_WORDS or not parts[0].isascii() or not parts[0].isdigit():
        raise CodeError(shape)
    number = int(parts[0])
    if number not in TABLE_NUMBERS:
        raise CodeError(f"the table number is 1 to {TABLE_NUMBERS[-1]}, not {parts[0]}")
    words = [_word(part) for part in parts[1:]]
    unknown = [part for part, word in zip(parts[1:], words, strict=True) if word is None]
    if unknown:
        raise CodeError(f"'{unknown[0][:20]}' is not a word of invite codes (check the spelling)")
    return InviteCode(number, tuple(word for word in words if word is not None))


def _word(part: str) -> str | None:
    """The secret word a typed part names: the word itself, or its digits (``658``, or ``7``
    for ``007``); None when it is neither."""
    if part.isascii() and part.isdigit():
        return WORDS[int(part)] if len(part) <= DIGITS else None
    return part if part in _INDEX else None


def example_in_digits() -> str:
    """:data:`EXAMPLE` in digits."""
    table, *words = EXAMPLE.split("-")
    return InviteCode(int(table), tuple(words)).in_digits()
