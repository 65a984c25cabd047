"""The verbs of orders by class, in their usual forms (and the other languages' through
engine.words.foreign), and the words that make a sentence no plain order: a negation, a condition,
a doubt, a choice, a correction. A misspelt verb is found by `near` (one letter off, two in long words)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from engine.words.everyday import EVERYDAY, typo_cost
from engine.words.foreign import WORDS as FOREIGN
from engine.words.lexicon import LEAVE_TO_GM, TAKING_BACK


def _forms(stems: str) -> dict[str, str]:
    """'move:move moves moved moving march ...' lines -> word -> class."""
    out: dict[str, str] = {}
    for line in stems.strip().splitlines():
        cls, _, words = line.partition(":")
        for w in words.split():
            out.setdefault(w, cls.strip())
    return out


# Each word's first class is kept; a word of several classes is in _ALSO.
VERBS: dict[str, str] = _forms("""
move: move moves moved moving march marches marched marching go goes going went gone head heads headed heading
move: advance advances advanced advancing proceed proceeds proceeded proceeding ride rides rode riding sail sails
move: sailed sailing walk walks walked walking travel travels travelled traveled travelling traveling shift shifts
move: shifted redeploy redeploys redeployed relocate relocates relocated enter enters entered entering cross
move: crosses crossed crossing push pushes pushed pushing press presses pressed return returns returned returning
move: withdraw withdraws withdrew withdrawn retreat retreats retreated retire retires retired fall falls fell
move: leave leaves left leaving set sets continue continues continued come comes came steer steers steered
move: make makes made redirect relieve relieves reinforce reinforces reinforced deploy deploys deployed
move: occupy occupies occupied occupying take takes took taking seize seizes seized invade invades invaded
move: invading pass passes passed passing navigate navigates cruise cruises cruised transfer transfers transferred
move: dispatch dispatches dispatched send sends sent sending bring brings brought order orders ordered
move: reach reaches reached reaching end ends ending arrive arrives arrived descend descends descended descending
move: lead leads led leading follow follows followed following
hold: hold holds held holding stay stays stayed staying remain remains remained remaining stand stands stood
hold: standing keep keeps kept keeping wait waits waited waiting rest rests rested sit sits sat guard guards
hold: guarded guarding defend defends defended defending garrison garrisons garrisoned fortify fortifies
hold: entrench entrenches entrenched dig idle anchor anchored halt halts halted static put stop stops
attack: attack attacks attacked attacking assault assaults assaulted strike strikes struck storm storms stormed
attack: hit hits raid raids raided fight fights fought engage engages engaged charge charges charged besiege
attack: besieges besieged siege sieges atk attk
support: support supports supported supporting back backs backed help helps helped assist assists assisted cover
support: covers covered aid aids aided
build: build builds built building buy buys bought buying raise raises raised raising recruit recruits recruited
build: recruiting purchase purchases purchased purchasing hire hires hired levy levies levied conscript
build: conscripts conscripted muster musters mustered construct constructs constructed train trains trained
build: form forms formed create creates created draft drafts drafted enlist enlists enlisted commission
build: commissions commissioned launch launches launched lay bld blds bldg recruitment
disband: disband disbands disbanded dismiss dismisses dismissed dissolve dissolves dissolved demobilise demobilize
annex: annex annexes annexed annexing annexation incorporate incorporates incorporated absorb absorbs absorbed
war: war declare declares declared declaring dow
peace: peace treaty truce armistice
ally: ally allies allied allying alliance alliances join joins joined befriend
break: break breaks broke broken breaking renounce renounces renounced
give: give gives gave given giving pay pays paid paying gift gifts gifted grant grants granted donate donates
give: donated lend lends lent loan loans loaned subsidise subsidize tribute dar donner geben
embark: embark embarks embarked embarking board boards boarded carry carries carried carrying ferry ferries
embark: ferried transport transports transported convoy convoys convoyed lift
land: land lands landed landing disembark disembarks disembarked unload unloads unloaded
intercept: intercept intercepts intercepted intercepting
scout: scout scouts scouted scouting reconnoitre reconnoiter reconnoitres reconnoiters look looks looked spy
scout: spies spied watch watches watched
invest: invest invests invested investing spend spends spent
hold: place places placed
build: construction
war: declaration
intercept: interception
""")
# The nouns of orders as translated English says them ('we make construction of one Infantry', 'making
# interception', 'the declaration of the war') are read as their verbs; 'place' is a verb of putting ('rests in her place' is a stay),
# never 'peace' misspelt.

# Words of several classes ('send' a corps or gold, 'take' a place by marching or storming it).
_ALSO: dict[str, tuple[str, ...]] = {
    "send": ("give",), "sends": ("give",), "sent": ("give",), "sending": ("give",),
    "transfer": ("give",), "transfers": ("give",), "transferred": ("give",),
    "take": ("attack", "annex"), "takes": ("attack", "annex"), "took": ("attack", "annex"),
    "taking": ("attack", "annex"), "seize": ("attack", "annex"), "seizes": ("attack", "annex"),
    "occupy": ("annex",), "occupies": ("annex",), "invade": ("attack",), "invades": ("attack",),
    "join": ("move",), "joins": ("move",), "joined": ("move",),
    "cover": ("hold",), "covers": ("hold",), "guard": ("support",), "guards": ("support",),
    "carry": ("move",), "carries": ("move",), "carrying": ("move",), "transport": ("move",),
    "transports": ("move",), "ferry": ("move",), "convoy": ("move",), "land": ("move",), "lands": ("move",),
    "landed": ("move",), "landing": ("move",), "disembark": ("move",), "disembarks": ("move",),
    "embark": ("move",), "embarks": ("move",), "board": ("move",), "boards": ("move",),
    "siege": ("hold",), "besiege": ("hold",), "besieges": ("hold",), "sit": ("move",), "enter": ("attack",),
    "enters": ("attack",), "raid": ("move",), "raids": ("move",), "storm": ("move",), "strike": ("move",),
    "attack": ("move",), "attacks": ("move",), "attacked": ("move",), "attacking": ("move",), "assault": ("move",),
    "assaults": ("move",), "intercept": ("move",), "intercepts": ("move",), "end": ("break", "peace"),
    "ends": ("break", "peace"), "break": ("war",), "breaks": ("war",), "put": ("build", "move"),
    # 'make' builds; 'make peace', 'make an alliance', 'make war' say their class in their noun: 'Make peace with
    # France' is no alliance, 'make the French pay' none either
    "keep": ("support",), "keeps": ("support",), "defend": ("support",), "defends": ("support",),
    "help": ("move",), "helps": ("move",), "reinforce": ("support",), "reinforces": ("support",),
    "set": ("hold",), "sets": ("hold",), "spend": ("build",), "spends": ("build",), "spent": ("build",),
    "raise": ("invest",), "raises": ("invest",), "raised": ("invest",), "order": ("build",),
    "scout": ("move",), "scouts": ("move",), "look": ("move",), "looks": ("move",), "watch": ("hold",),
    "watches": ("hold",),
    "reach": ("hold",), "declare": ("peace", "ally"), "declares": ("peace", "ally"),
    "declared": ("peace", "ally"),
    "declaration": ("peace", "ally"),
    "place": ("build", "move"), "places": ("build", "move"), "placed": ("build", "move"),
}

# English forms of the other languages' words (engine.words.foreign: 'marche' -> 'marches').
_FOREIGN_CLASSES = {w: e for w, e in FOREIGN.items() if e in VERBS}

# A multiplier ('twice', 'thrice') says how many times an order is meant: never read as once (see also
# slots: 'two times').
# Words that make a sentence no plain order when it names what may be one: it is asked or refused whole,
# never read by meaning. Talk that holds one ('the Portuguese did not resist') is still talk. A share said
# with no number ('some armies', 'half of my gold') is no count the reader may guess.
BLOCKERS = frozenset("""
not no never nor don't doesn't didn't won't wouldn't shouldn't can't cannot isn't aren't wasn't dont doesnt didnt
wont cant neither nothing none if unless whether when maybe perhaps possibly probably might could unsure
either or else otherwise rather except but however suppose supposing assuming provided how what why
hypothetically intend intends intended later tomorrow yesterday previously earlier last permitting case after before
somewhere anywhere elsewhere ago there afterwards thinking considering planning refused
proposed proposes suggested suggests considered discussed debated deferred postponed urged urges advised advises
recommended recommends counselled counseled wish wishes wished already
lots plenty several many few some numerous half portion remainder bulk most
rejected rejects vetoed overruled
than
alternatively alternative backup fallback contingency
twice thrice
nicht kein keine keinen keinem niemals pas jamais nunca jamás niet geen nigdy non ne nie ikke inte icke aldrig
""".split())
# Words that take back or change what was said, or leave the choice to the GM ('GM's choice'): the sentence
# is never read by meaning, even when it names nothing.
# engine.words.lexicon's TAKING_BACK and LEAVE_TO_GM, with more forms ('cancels', 'ignore', 'sorry' ...); without
# 'wait' (a verb of staying here: 'A waits in Paris'), 'rather' (in BLOCKERS below), 'meant' and 'corrected'
# (said of what was meant or corrected, never a correction to this reader's slots).
CORRECTIONS = (TAKING_BACK - {"wait", "rather", "meant", "corrected"}) | LEAVE_TO_GM | frozenset(
    "cancels ignore disregard forget retracts void edit2 edit: sorry".split())
# An apology of manners ('sorry for the delay', 'sorry to bother you', 'this sorry war'): no correction, unless
# what it is sorry for is an error ('sorry for the mistake', 'sorry about the mix-up').
_APOLOGY_WORDS = frozenset(("sorry", "apologies"))
_MANNERS_AFTER = frozenset(("for", "about", "to"))
_MANNERS_BEFORE = frozenset("a this that such our my their his her its".split())
_ERRORS = frozenset("""mistake mistakes error errors confusion mix-up mixup mix typo typos muddle wrong earlier previous
    above last change changes changed correction oversight slip misread miscount""".split())
_MANNERS_LOOK = 6           # words after the apology looked at for an error
_LATER = frozenset("turn turns season month year spring summer autumn fall winter time round step".split())

_NEGATIONS_GLUED = ("n't", "n\u2019t")


def classes(word: str, extra: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The verb classes a lower-case word may stand for, () if it is no verb we know."""
    if extra and word in extra:
        return (extra[word],)
    english = word if word in VERBS else _FOREIGN_CLASSES.get(word)
    if english is None:
        return ()
    return (VERBS[english], *_ALSO.get(english, ()))


_NEGATIONS = frozenset("not no never nor neither nothing none nicht kein keine keinen niemals pas jamais nunca niet geen nigdy "
                       "non ne nie ikke inte icke aldrig".split())


def is_negation(word: str) -> bool:
    """'not', 'never', "doesn't": said of a unit or a place, the sentence may take an order back ('Nelson in
    the Med does not'), never talk."""
    return word in _NEGATIONS or word.endswith(_NEGATIONS_GLUED)


def is_manners(low: Sequence[str], i: int) -> bool:
    """Whether the apology word at i ('sorry', 'apologies') is manners, no correction: 'sorry for the delay',
    'sorry to bother you', 'this sorry war'; never 'sorry for the mistake', 'sorry, 56 not 52'."""
    if low[i] not in _APOLOGY_WORDS:
        return False
    if i and low[i - 1] in _MANNERS_BEFORE and low[i] == "sorry":
        return True                 # 'this sorry war', 'a sorry state'
    return i + 1 < len(low) and low[i + 1] in _MANNERS_AFTER \
        and not any(w.strip(".,;:!") in _ERRORS for w in low[i + 1:i + 1 + _MANNERS_LOOK])


def is_blocker(word: str, after: str = "") -> bool:
    """Whether a word makes a sentence that names an order no plain order ('next' only before a time:
    'next turn', not 'next to Bosnia')."""
    if word == "next":
        return after in _LATER
    return word in BLOCKERS or word in CORRECTIONS or word.endswith(_NEGATIONS_GLUED)


def near(word: str, known: Collection[str]) -> str | None:
    """The one known word a misspelt word stands for: one slip of the hand (a letter added, dropped or two
    swapped, a key next to the right one: engine.words.everyday), two for words of eight letters or more,
    the first letter right; None if none or several, or if the word is an everyday word of its own
    ('sleeps' is no 'sweeps')."""
    if len(word) < 4 or word in EVERYDAY and word not in known:
        return None
    fits = _near_words(word, known)
    return next(iter(fits)) if len(fits) == 1 else None


def near_class(word: str, known: Collection[str], extra: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The verb classes of a misspelt verb: the known words one slip off ('marchs': march, marches,
    marched) all of one class -> that class; () when none are near or they differ, or when the word is an
    everyday word of its own ('wants' is no 'waits', 'marsh' no 'march')."""
    if len(word) < 5 or word in EVERYDAY:
        return ()
    found = {classes(k, extra) for k in _near_words(word, known)}
    return next(iter(found)) if len(found) == 1 else ()


def _near_words(word: str, known: Collection[str]) -> set[str]:
    """The known words (of four letters or more, the first letter the same) a word is one slip from, two for
    words of eight letters or more. A frozenset of known words is indexed by first letter once, and each word's
    answer kept with it: a long line says the same words again (the answer is the same scan's)."""
    if not word.isalpha():
        return set()
    if not isinstance(known, frozenset):
        return _scan(word, known)
    entry = _INDEXED.get(id(known))
    if entry is None or entry[0] is not known:
        if len(_INDEXED) >= _MOST_INDEXED:
            _INDEXED.clear()
        by_first: dict[str, list[str]] = {}
        for k in known:
            if len(k) >= 4:
                by_first.setdefault(k[:1], []).append(k)
        entry = _INDEXED[id(known)] = (known, {f: tuple(ks) for f, ks in by_first.items()}, {})
    found = entry[2].get(word)
    if found is None:
        found = frozenset(_scan(word, entry[1].get(word[:1], ())))
        if len(entry[2]) < _MOST_WORDS_KEPT:
            entry[2][word] = found
    return set(found)


def _scan(word: str, known: Collection[str]) -> set[str]:
    most = 2 if len(word) >= 8 else 1
    return {k for k in known if k[:1] == word[:1] and abs(len(k) - len(word)) <= most and len(k) >= 4
            and typo_cost(word, k, most) <= most}


# The frozensets of known words indexed (by id, each held so that its id stays its own): a few per ruleset.
_INDEXED: dict[int, tuple[frozenset[str], dict[str, tuple[str, ...]], dict[str, frozenset[str]]]] = {}
_MOST_INDEXED = 32
_MOST_WORDS_KEPT = 20_000       # words answered per set of known words: a hostile text cannot grow them without end


def known_verbs(extra: Iterable[str] = ()) -> frozenset[str]:
    """Every verb form known, for `near`: the same set object for the same words (a ruleset's meaning is made
    per message), so that `near` finds its index made."""
    return interned(frozenset(VERBS) | frozenset(extra))


def interned(words: frozenset[str]) -> frozenset[str]:
    """The one set object kept for these words (`near` indexes a set of known words once, by its identity, and
    keeps each word's answer with it: a set made again per message would lose them, and crowd out the others)."""
    kept = _KNOWN_MADE.get(words)
    if kept is None:
        if len(_KNOWN_MADE) >= _MOST_INDEXED:
            _KNOWN_MADE.clear()
        kept = _KNOWN_MADE[words] = words
    return kept


_KNOWN_MADE: dict[frozenset[str], frozenset[str]] = {}
