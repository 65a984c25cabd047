"""Everyday English words, never taken for a misspelt order word, unit word or place (issue 22): 'sleeps' is
no 'sweeps', 'wants' no 'waits', 'marsh' no 'march', 'black' no 'back', 'province' no 'Provence'. A word a
player spelt right is read as the word it is; only a word no dictionary holds may be a typo.

`typo_cost` tells how far a word is from a known one as a hand on a keyboard slips: a letter dropped,
doubled or two swapped is one slip; in a word under eight letters a letter typed for another is one only
when the keys touch ('mqrch'), the letters differ only by an accent ('generał') or sound alike ('c'/'k'),
or one vowel stands for another in a word of six letters or more ('armeys'); any other letter for a letter
is two ('sleeps' -> 'sweeps' is a word, no slip).

The list is no full dictionary: the common words of letters and talk that are one slip from a word of
some ruleset's orders (a verb, a unit word, a place), with their usual forms. Keep it in lower case."""

from __future__ import annotations

import unicodedata

EVERYDAY = frozenset("""
able about above accept ache acts aged agent ages aids aimed aims airs alike alive allow alone along aloud
also alter always among anger angle angry ankle apart apple arch area areas argue arise armour arrow arts
aside asked asks aunt avoid awake award aware away awful
baby back backs bade bake baked band bands bank banks bare bark barn base based bath bean bear beard beat
beds been beer began begin being bell bells belly belt bench bend bends best bets better bike bill bills
bind bird birds birth bite bits black blade blame bland blank blast bleed blend bless blind block blood
blow blown blue board boast boat boats body boil bold bolt bond bone bones book books boot boots bore born
bound bowl boxes brain brand brave bread breed brief bright bring brings broad broke brown brush build
bulk bull burn burns burnt bury bush busy butter buyer
cage cake calf call calls calm came camel camp camps cane card cards care cared cares cart case cash cast
castle cats cause caves cell chain chair chalk chance change changed changes chap charm chart chase cheap
cheat cheer cheers chest chief child chin chips choir chose clap class clean clear clerk click cliff climb
clock close cloth cloud clubs coach coal coast coat code coin cold come comes coming cook cool cope copy
convince convinced cord core cork corn cost costs couch could count court cousin cover covers cows crab crack craft crash
crew crime crop crops crow crowd crown cruel crumb cure curl curse curve cute
daily damp dance dare dark darling data date dates dawn days dead deaf deal dealt dear death debt deck
deep deer delay dense deny depend depending descend descends desk diet digs dine dined dinner dirt discuss discussed dish disk ditch dive dock does dogs
doing doll done door doors dose dots doubt dough down drag drain drank draw drawn dream dress dried drift
drink drip drive drop drops drown drum drunk duck dull dumb dust duty
each eager early earn earns ears earth ease east easy eaten eating echo edge eggs eight elbow else empty
ends enemy enjoy ever every evil exact exam exit eyes
face faces fact facts fade fail fails faint fair faith fake fall fame farm farms fast fate fear feast
feed feel feels fees feet fell felt fence fetch fever field fifty fight file fill film final find fine
finger fire firm fish fist five flag flat flew flies flight float flock flood floor flour flow flower
fold folk follow fond food fool foot ford forest forge forget forgot fork former forms fort forth forts
forum found four fox frame free fresh fried friend from front frost fruit fuel full fund funny fury
gain gains game games gang gape gate gave gaze gear gets gift gifts girl give given glad glass glove glow
glue goal goat goes going gold golf gone good goods gown grab grace grade grain grand grape grass grave
gray great greed green greet grew grey grief grin grip groan grow grown grows guess guest guide guilt
habit hail hair half hall halls hand handy hang happy hard harm hate hated hats haul have hawk head heads
heal heap hear heard hears heart heat heavy heel height held hell hello helm help herb herd here hero
hide high hill hint hire hobby hole holy home hood hook hope hoped horn horse host hour house huge hung
hunt hurt
idea ideas idle inch inches inner inside interest interesting internet into iron item
jail jest joined joint joke jokes jolly judge juice jump just
keen keys kick kids kill kind king kiss kite knee knew knife knock knot know known
lace lack lady laid lake lamb lame lamp land lane large last late later laugh lawn laws lays lazy lead
leaf lean leap learn learning least leave left legs lend lens less lest lets liar lick lied lies life
lift light like liked limb lime line lion lips list lists live lived lives load loaf loan lock lodge
loft long look looks loose lord lose loss lost loud love loved lucky lunch lung
made magic maid mail main make male mall manor many maps mark market marry marsh mask mass master match
mate meal mean means meant meat meet meets melt mend menu mere mess met mild milk mill mind mine mint
miss mist mode mole moon more most moth mouse mouth mule music must
nail name named names near neat neck need needs nerve nest news next nice night nine none noon north
nose note noted notes novel
oath obey ocean odds offer often older once ones only onto open opened order orders other others ought
ours oven over owed owes owned
pace paces pack page paid pain paint pair pale palace palm pane panel park part parts party pass past
path pause peace peak pear pets pick picks pile pill pine pink pint pipe pity plain plan plane plans
plant plate play played player playing plays plea plot plum poem poet point poke pole pond pool poor
pope port porch pose post posts pound pour power pray prayed prays press price pride print prize proud
proposal province pull pump punch pure purse push puts
quick quiet quit quite
race rack rage rags raid rail rain raise rang rank rare rate rats raw reach react read ready real rear
reply rest rice rich ride ring ripe rise risk river road roar roast robe rock rode role roll roof room
root rope rose rough round rows royal rude ruin rule rules rush rust
sack safe said sail sake sale salt same sand sang sank save saved saves saying says scale scar scene
school score scots sea seal seat seed seek seem seemed seems seen self sell send sense sent serve sets
seven shade shake shall shape share sharp shed sheep sheet shelf shell shine shirt shock shoe shoes
shop shops shore short shot shout shouts show shown shut sick side sigh sight sign silk sing sink sits
size skin skip sky slave sleep sleeps slept slid slide slim slip slips slope slot slow small smell smile
smoke snake snow soap sock soft soil sold sole some song songs soon sore sort soul sound soup sour south
space spare speak spell spelling spend spent spin spine spite spoke spoon sport spot spring staff stage
stain stair stake stamp stand star stare start state stay steal steam steel steep stem step steps stick
stiff still sting stock stone stood stool stop store stores storm story stove strap straw street strip
stuff such suit sung sunk sure swam swear sweat sweet swift swim swing sword swore
table tail take tale talk talking talks tall tame tank tape task taste taught teach team tear tell
tend tent term test text than thank thanks that them then there these they thick thief thin thing
things think third those though thought thoughts three threw throw thus tide tidy tied ties tile till
time tiny tips tire tired told toll tone tons took tool tools tops torn total touch tour town toys track
trade trail train trap tray treat tree trees trial tribe tribes tribunes trick tried tries trim trip
troop trust truth tube tune turn twin twice type
ugly uncle under unit unto upon upset urge used user uses
vain vale vast verb very view vine visit voice vote
wage wages wait wake wakes walk walked walks wall walls wand want wanted wanting wants ward warm warn
wash waste watch water wave waves ways weak wear weary week well went were west wets what wheat wheel
when where which while whip white whole wide wife wild will wind wine wing wings wink wire wise wish
with woke wolf woman wood wool word words wore work works world worm worn worse worst worth would wound
wrap write writing wrong wrote
yard yarn year yell yellow young your
""".split())

# The letters around each key of a QWERTY keyboard (and 'z'/'y', swapped on German ones).
_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_NEIGHBOURS: dict[str, frozenset[str]] = {}
for _r, _row in enumerate(_ROWS):
    for _c, _key in enumerate(_row):
        _near = {_row[k] for k in (_c - 1, _c + 1) if 0 <= k < len(_row)}
        for _other in (_r - 1, _r + 1):
            if 0 <= _other < len(_ROWS):
                _near |= {_ROWS[_other][k] for k in (_c - 1, _c, _c + 1) if 0 <= k < len(_ROWS[_other])}
        _NEIGHBOURS[_key] = frozenset(_near)
_NEIGHBOURS["z"] |= {"y"}
_NEIGHBOURS["y"] |= {"z"}
_VOWELS = frozenset("aeiouy")
_SOUNDS = frozenset(p for a, b in ("ck", "cs", "sz", "kq", "iy", "fv", "vw") for p in ((a, b), (b, a)))
_LONG = 8           # letters from which any letter may stand for another
_VOWELS_FROM = 6    # letters from which a vowel may stand for another


def is_everyday(word: str) -> bool:
    """Whether a lower-case word is an everyday English word, never a typo of an order's word."""
    return word in EVERYDAY


def _plain(ch: str) -> str:
    """A letter without its accent ('ł' -> 'l', 'ö' -> 'o')."""
    if ch == "\u0142":
        return "l"
    return unicodedata.normalize("NFKD", ch)[:1]


def _swap_cost(a: str, b: str, size: int) -> int:
    """What one letter typed for another costs in a word of `size` letters: 0 the same, 1 a slip, 2 another
    word. In a long word any letter is a slip ('Belgique', 'Thessalonica': few long words are one letter
    from another); in a short one only a key next to it, an accent, a letter of the same sound ('c'/'k')
    or, from six letters, a vowel for a vowel ('armeys')."""
    if a == b:
        return 0
    if size >= _LONG or _plain(a) == _plain(b) or b in _NEIGHBOURS.get(a, ()) or (a, b) in _SOUNDS \
            or size >= _VOWELS_FROM and a in _VOWELS and b in _VOWELS:
        return 1
    return 2


def typo_cost(a: str, b: str, most: int) -> int:
    """Slips from a to b (a letter dropped, added, two swapped: one; a letter for another: one when the keys
    touch, else two), stopping once over `most`."""
    size = max(len(a), len(b))
    prev2: list[int] | None = None
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + _swap_cost(ca, cb, size))
            if prev2 is not None and i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > most:
            return most + 1
        prev2, prev = prev, cur
    return prev[-1]
