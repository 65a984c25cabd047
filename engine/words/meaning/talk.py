"""A sentence of talk among orders, told by what it names and who does what in it: news of others ('The
Swedes keep sending envoys', 'Their ambassador came to Madrid promising the moon'), the court, the
weather and the past ('the skalds are singing of last game's raid on Northumbria again'), an apology
('A long post, sorry.'), a question to the GM that names nothing of an order ('In Winter I can't move,
right?'). Never talk: a sentence that names one of the nation's units or a unit word of its own, a count,
an arrow, a correction, or an order verb of the writer's aimed at a place or a nation ('Naples allies
with Austria', 'We march on Vienna'); a place gone to is talk only when someone else goes there."""

from __future__ import annotations

from dataclasses import replace

from engine.words import patterns as re
from engine.words.delegations import delegated
from engine.words.foreign import is_foreign
from engine.words.lexicon import HANGS_ON, is_order_word
from engine.words.meaning.remarks import is_remark
from engine.words.meaning.slots import COMMON, Finder, Slots
from engine.words.meaning.verbs import classes, is_negation
from engine.words.talk_lines import own_forms

_WORD = re.compile(r"[\w'\u2019]+|->|=>|[,;:?()>\u2192\u2013\u2014-]")
# Corrections that are only manners: talk when the sentence names nothing else ('GM, sorry for the delay').
_DASHES = frozenset(("-", "->", "=>", ">", "\u2192", "\u2013", "\u2014"))
_APOLOGIES = frozenset("sorry actually whatever".split())
# Words before a number that make it a time, never a count or a place ('turn 2', 'year 1805').
_TIME_BEFORE = frozenset("turn turns round rounds year years game games season step phase zug tour turno "
                         "day days week weeks month months hour hours minute minutes times page post".split())
# Words that tell the verb of a sentence: its subject is what stands before them.
_AUXILIARIES = frozenset("""is are was were be been am has have had will shall would could can may might must do
    does did keep keeps kept 's 're 've 'll i'm we're we've we'll they're they've it's he's she's""".split())
# Verbs of talk, no order's, which tell where a sentence's subject ends ('the bards still sing of ...').
_PLAIN_VERBS = frozenset("""say says said sing sings sang singing think thinks thought hear hears heard know knows knew
    want wants wanted like likes liked hope hopes hoped wish wishes wished fear fears feared write writes wrote
    writing print prints printed laugh laughs laughed complain complains complained ask asks asked tell tells told
    seem seems seemed look looks looked feel feels felt believe believes believed owe owes owed talk talks talked
    speak speaks spoke play plays played enjoy enjoys enjoyed love loves loved hate hates hated read reads lose
    loses lost win wins won rain rains rained snow snows snowed grow grows grew sleep sleeps slept drink drinks
    drank eat eats ate dine dines dined pray prays prayed sends regards thanks begs beg begged notes noted
    agree agrees agreed understand understands understood forgot forget forgets remember remembers remembered
    wonder wonders wondered worry worries worried""".split())
_PRONOUNS = frozenset("i we you it they he she me us them him one someone nobody everyone all".split())
# Words of the writer's own government: its letters speak of themselves so ('the Emperor will...').
_SELF = frozenset("""emperor empress king queen tsar czar tsarina sultan khan kaiser shah pasha majesty highness
    crown kingdom empire republic government court senate council committee cabinet ministry minister
    chancellor parliament admiralty regent elector archduke duke doge consul navy treasury state nation realm
    league people men soldiers lads boys""".split())
# Words after which an order word is a noun ('the war', 'a swift peace', "last game's raid").
_NOUN_BEFORE = frozenset("the a an our their his her its your my this that of no any every each".split())
# Unit-free order verbs (engine.words.meaning.slots): aimed at a nation, a place or an amount they order.
_UNIT_FREE = frozenset("build disband annex war peace ally break give transfer invest declare".split())
# Words that may name the units a line leaves, or doubt its orders: no talk beside orders ('the rest, who knows').
_REST = frozenset("rest remainder others everyone everybody everything all".split())
_DOUBTS = frozenset(("who knows", "not sure", "no idea", "we'll see", "maybe not", "or not"))
# Words a ruleset's reader takes as unit words it has no order for, which name no unit in talk.
_NOT_UNITS = frozenset("new more nothing winter spring summer autumn should extra mine handful".split())
# What a verb of sending or giving carries to the GM or a player, no unit.
_TALK_NOUNS = frozenset("""orders order report reports message messages reply answer news letter letters mail email
    regards compliments greetings thanks apologies respects wishes love best rules map turn moves list""".split())
_PREPOSITIONS = frozenset("to from of with against on at in into for by about over".split())
_OTHERS = frozenset("their his her your enemy enemy's enemies hostile foreign".split())


# A sentence of a place alone after one of these ('In Armorica (19).', 'Into Saxony!'): where units go, or the
# answer to the GM's 'where do they land?', said short beside another order; never talk.
_WHERE_TO = frozenset("in into to towards toward onto".split())
_MOST_PLACE_ALONE = 4
_DIPLOMACY = frozenset(("war", "peace", "ally", "break", "give", "annex"))


# Words pointing at what the text above names ("End it.", "Break it off."): after an order's verb, never talk.
POINTED = frozenset("it them that this those".split())


def place_alone(said: str, slots: Slots, finder: Finder) -> bool:
    """'In Armorica (19).', 'Into Saxony!': a sentence of a place alone after a word of where to, no verb; where
    units go said short (the answer to the GM's 'where do they land?'), which the line's reader asks about."""
    if not slots.places or len(said) > 80:
        return False
    raw = _WORD.findall(said)
    low = [w.casefold() for w in raw]
    return bool(low) and low[0] in _WHERE_TO and sum(w.isalpha() for w in low) <= _MOST_PLACE_ALONE \
        and not _verbs_said(raw, low, finder)


def is_talk(said: str, slots: Slots, finder: Finder, alone: bool = False) -> bool:
    """Whether a sentence that the reader by meaning could not read as an order is talk, which gives no
    order and may be set aside (said so on the receipt). `alone`: in a line that gives no order, or a clause
    cut from a sentence, where a place or a nation said with no verb may be an order written short ('from
    Bulgaria', 'Teach Maustria a lesson!', 'A-Tyr'): talk only when someone else does something there."""
    if len(said) > 600:
        return False
    if delegated(said) is not None:
        return False            # 'And the Cossacks do whatever the GM thinks best': an order left to the GM, asked
    if (slots.nations or alone) and slots.verbs & _DIPLOMACY or slots.unknown:
        return False            # 'Austria declares war on Great Britain': another's order, refused (issue 22, item 3);
                                # '... declares war on Spain and her allies': a clause of war, never talk;
                                # 'Nelson in the Med does not': a name it cannot tell beside a negation
    if slots.nations and slots.places and any(
            w in said.casefold() for w in ("allow", "permit", " pass", "let ")):
        return False            # 'The Russians are allowed through the Sea of Marmara': a permission, an order
    if said[:4].casefold() == "let " and (slots.nations or slots.places):
        return False            # 'Let the Danes feel our anger.': a wish aimed at a nation, asked
    raw = _WORD.findall(said)[:80]
    low = [w.casefold() for w in raw]
    if 1 < len(low) <= 4 and not POINTED.isdisjoint(low[1:]) and (
            is_order_word(low[0]) or classes(low[0], finder.meaning.verbs)):
        return False            # 'End it.' under the GM's quoted 'Keep or end?': an order on what the text above names
    if place_alone(said, slots, finder):
        return False            # 'In Armorica (19).', 'To Saxony.': a place alone, where units go said short
    if _position(said, low, slots, finder):
        return True             # 'My corps C is in Bosnia.', 'I have 3 armies in 14.': true of the position
    if is_remark(said, slots, finder):
        return True             # 'It costs 3 gold, right?', 'So 8 gold of my 15.': a remark to the GM
    if slots.units or slots.arrow:
        return False
    if HANGS_ON & set(low) or alone and (_REST & set(low)
                                            or any(" ".join(low[i:i + 2]) in _DOUBTS for i in range(len(low)))):
        return False            # 'unless the British land', 'and the rest, who knows': it may change the orders
    verbs = _verbs_said(raw, low, finder)        # 'the late orders', "last game's raid": nouns
    if slots.correction and (slots.correction not in _APOLOGIES or verbs or slots.places or slots.nations
                             or slots.nouns or slots.numbers):
        return False            # 'Sorry, 56 not 52': a correction; 'A long post, sorry.': manners
    times = _times(low)
    if any(n not in times for n in slots.numbers) or any(p.number is not None and p.number not in times
                                                         for p in slots.places):
        return False            # a count, or a numbered place: never talk
    if _ours(low, slots, finder):
        return False            # 'our frigates put to sea': the nation's own units, said by a unit word
    places = [p for p in slots.places if p.number is None]
    negated = any(is_negation(w) for w in low)
    unit_verbs = any(set(classes(low[i], finder.meaning.verbs)) - _UNIT_FREE for i in verbs)
    if unit_verbs and (negated or alone) and _subject(raw, low, finder) != "others":
        return False            # "don't attack", 'nothing else moves', 'The Danes stay neutral': it may be an order
    ordering = _orders(low, finder) or any(is_order_word(low[i]) for i in verbs)
    if replace(slots, places=places, numbers=[], nouns=[], order_words=ordering).says_no_order() \
            and not (negated and places) \
            and not (alone and (places or slots.nations or not _plain(raw, low, finder) or is_foreign(said))):
        return True             # 'Hello, I took over Britain this turn.', 'the Portuguese did not resist'
    if ordering and _orders(low, finder):
        return False            # 'Naples allies with Austria', 'declare war on France'
    # a verb with a place or a nation: talk when someone else does it ('Their ambassador came to Madrid', 'The
    # Swedes keep sending envoys'), or when no unit's verb is said and no place is gone to ('the Queen asks
    # whether the British blockade will tighten'); never a verb of a unit said of the writer's nation, its court
    # or a name it does not know ('We march on Vienna', 'Davout rides to Baden')
    subject = _subject(raw, low, finder)
    if negated and places and subject != "others":
        return False            # 'we have not sold Westphalia': it may take an order back
    if subject is None or any(is_order_word(low[i]) for i in verbs) and subject != "others":
        return False
    if subject == "others":
        return True
    if subject == "other":
        return not unit_verbs
    return not unit_verbs and not any(p.role in ("to", "via", "") for p in places)


def _verbs_said(raw: list[str], low: list[str], finder: Finder) -> list[int]:
    """Where the sentence says a verb of an order as a verb: not as a noun ('the late orders', "last game's
    raid", 'a swift peace'), nor of words sent to the GM ('send my orders tonight', 'give my regards')."""
    out: list[int] = []
    for i, w in enumerate(low):
        if not classes(w, finder.meaning.verbs):
            continue
        before = low[i - 1] if i and raw[i - 1] != "A" else ""         # 'A stays': corps A
        if before in _NOUN_BEFORE or before in _PREPOSITIONS and before != "to" or before.endswith(("'s", "\u2019s")) \
                or i > 1 and low[i - 2] in _NOUN_BEFORE \
                and (w in _TALK_NOUNS or set(classes(w, finder.meaning.verbs)) & _UNIT_FREE) \
                and not classes(before, finder.meaning.verbs):
            continue            # 'the war', "last game's raid", 'a swift peace', 'the late orders'
        j = i + 1
        while j < len(low) and low[j] in _NOUN_BEFORE:
            j += 1
        if j < len(low) and low[j] in _TALK_NOUNS and j > i + 1:
            continue            # 'send my orders', 'give my regards', 'read the rules'
        out.append(i)
    return out


# for engine.words.meaning.no_order, which files a whole refused line by the same words
verbs_said, TALK_WORD, CONDITIONS, REST, UNIT_FREE = _verbs_said, _WORD, HANGS_ON, _REST, _UNIT_FREE


def _plain(raw: list[str], low: list[str], finder: Finder) -> bool:
    """Words of a sentence, not a code: a verb in it, or three words or more with no single capital letter
    and no dash ('gtg', 'A-Tyr', 'B h' are no talk by themselves)."""
    if any(w in _AUXILIARIES or w in _PLAIN_VERBS or classes(w, finder.meaning.verbs) for w in low):
        return True
    return sum(1 for w in low if w.isalpha()) >= 3 and not _DASHES & set(raw) and not any(
        len(w) == 1 and w.isupper() and w not in ("A", "I") for w in raw)


def _times(low: list[str]) -> set[int]:
    """The numbers that say a time: after 'turn', 'year' ('turn 2', 'year 3'), or a year ('1805')."""
    out: set[int] = set()
    for i, w in enumerate(low):
        if not (w.isascii() and w.isdecimal()) or len(w) > 6:
            continue
        if i and low[i - 1] in _TIME_BEFORE or len(w) == 4 and w[0] == "1" or i + 1 < len(low) and low[i + 1] in (
                "ago", "years", "days", "weeks", "months", "hours", "times", "pm", "am", "o'clock"):
            out.add(int(w))
    return out


def _ours(low: list[str], slots: Slots, finder: Finder) -> bool:
    """Whether a unit word may be of the nation's own units: any not said of someone else ('their fleet',
    "Russia's armies", 'the Austrian army'); a person's may be the nation's ("Charles's corps")."""
    if not slots.nouns:
        return False
    for i, w in enumerate(low):
        if not _unit_word(w, finder):
            continue
        before = low[i - 1] if i else ""
        if w in _NOT_UNITS or before in _OTHERS or _other_nation(before, finder) \
                or before.endswith(("'s", "\u2019s")) and _other_nation(before[:-2], finder):
            continue            # 'their fleet', 'the Austrian army', "Russia's fleet"; not "Charles's corps'
        return True
    # a misspelt unit word (found near one) is the nation's too
    return len(slots.nouns) > sum(1 for w in low if _unit_word(w, finder))


def _unit_word(word: str, finder: Finder) -> bool:
    return word in finder.nouns or word.rstrip("s") in finder.nouns and len(word) > 3


def _other_nation(word: str, finder: Finder) -> bool:
    if not word.isalpha() or len(word) < 3:
        return False
    nation = finder.names.known_nation(word)
    return nation is not None and nation != finder.nation


def _orders(low: list[str], finder: Finder) -> bool:
    """Whether an order verb that needs no unit is said as a verb, with a nation, a place or an amount after
    it ('declares war on France', 'make peace with Maustria'); not 'the cost of the war', 'a swift peace'."""
    for i, w in enumerate(low):
        if not (set(classes(w, finder.meaning.verbs)) & _UNIT_FREE):
            continue
        after = low[i + 1:i + 5]
        own = own_forms(finder.nation)
        if any(a.isdecimal() or _other_nation(a, finder) or a not in own and finder.names.board.knows(a)
               for a in after if a.isalpha() and len(a) > 2 or a.isdecimal()):
            return True
    return False


def _subject(raw: list[str], low: list[str], finder: Finder) -> str | None:
    """Who does what the sentence says: 'others' (another nation or people, someone's said to be another's:
    'The Swedes', 'Their ambassador'), 'other' (someone or something else, who may still be a unit under a
    name: 'the skalds', 'my cat', 'the reserve'), 'self' (the writer, the nation, its court, a unit, a place, a
    name it does not know: 'we', 'the Emperor', 'Davout'), None (no subject, or no verb: it may be an order)."""
    k = next((i for i, w in enumerate(low) if w in _AUXILIARIES or w in _PLAIN_VERBS
              or classes(w, finder.meaning.verbs)), None)
    if k is None:
        return None             # no verb: 'CavI: Moravia-Prague' may be an order written short
    start = max((i + 1 for i in range(k) if low[i] in (",", ":", ";", "(")), default=0)
    if not any(w[:1].isalnum() for w in low[start:k]):
        return None             # 'March to Saxony.'
    own = own_forms(finder.nation)
    other = others = said_by = False
    for i in range(start, k):
        w = low[i]
        if len(raw[i]) == 1 and raw[i].isupper() and raw[i] != "I":
            return "self"       # 'A stays': a unit's letter
        if not w[:1].isalnum() or w in ("and", "of", "the", "a", "an"):
            continue
        said_by = True
        if w in _PRONOUNS or w in _SELF or w.rstrip("s") in _SELF or _unit_word(w, finder) or _own(w, own):
            return "self"
        if any(finder._place(" ".join(raw[i:i + n]), n) for n in (1, 2, 3) if i + n <= k):
            if not _after_preposition(low, i, start):
                return "self"   # a place in the subject may name a unit of the nation ('brest stays')
            continue            # 'the weather in the Skagerrak': where
        if _other_nation(w, finder) and not _after_preposition(low, i, start) or w in _OTHERS:
            others = True       # 'The Swedes', 'Their ambassador'; not 'Our envoy to the Turks'
        elif raw[i][:1].isupper() and w not in COMMON:
            return "self"       # a name it does not know: a commander, a unit's name, may be the nation's
        elif w not in COMMON:
            other = True        # 'the skalds', 'my cat', 'the weather in the Skagerrak'
    if not (others or other or said_by):
        return None             # 'an alliance with Spain': no one said to do it
    return "others" if others else "other" if other else "self"


def _own(word: str, own: frozenset[str]) -> bool:
    """The writer's nation by its name, initials or people ('prussian', 'russians')."""
    return word in own or any(len(f) >= 5 and word.startswith(f[:5]) for f in own)


def _after_preposition(low: list[str], i: int, start: int) -> bool:
    j = i - 1
    while j > start and low[j] in ("the", "a", "an"):
        j -= 1
    return j >= start and low[j] in _PREPOSITIONS


_BE = frozenset("is are have has 's 're 've stands stand".split())


def _position(said: str, low: list[str], slots: Slots, finder: Finder) -> bool:
    """Whether the sentence only says where the nation's units stand, and it is true of the position: 'My
    corps C is in Bosnia', 'I have 3 armies in 14', 'my fleet is at Cadiz' (a newcomer's account of his
    position before his orders); no verb of an order, one place they stand in, each unit named and each
    count of a unit word found there."""
    if slots.verbs or slots.nations or slots.correction or slots.blocked or slots.arrow \
            or not (slots.units or slots.nouns) or not _BE & set(low) or HANGS_ON & set(low):
        return False
    if slots.order_words and any(is_order_word(w) and w not in finder.nouns for w in low if not w.isdigit()):
        return False            # a word of an order, but for a unit word that is one too ('I have 2 ships in N')
    notes = said[said.find("("):] if "(" in said else ""
    if any(ch.isdigit() for ch in notes) or len(slots.numbers) > len(slots.nouns):
        return False            # '(6 ships)': a count it does not check
    rids = {p.rid for p in slots.places}
    if len(rids) != 1 or any(p.role not in ("at", "stands") for p in slots.places):
        return False
    there = [c for c in finder.meaning.candidates if c.origin in rids]
    if not all(any(head in c.units for c in there) for head in slots.units):
        return False
    for kind, _plural in slots.nouns:
        fit = [c for c in there if kind in c.kinds]
        if not fit or slots.numbers and not any(c.most in slots.numbers or c.count in slots.numbers for c in fit):
            return False
    return True

