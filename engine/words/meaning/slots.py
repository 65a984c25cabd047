"""What a sentence names, found in one pass over its words: the nation's units (by their letter or
number beside a unit word, 'corps B', 'B corps', 'squadron 3'), unit words ('the army', 'two
fleets', 'amry'), places (names, old and other-language names, short forms, a misspelt name), with
the word before each saying its role ('to', 'from', 'at'), other nations, numbers, verbs by class,
and the words that make it no plain order (engine.words.meaning.verbs.BLOCKERS)."""

from __future__ import annotations

import weakref
from itertools import islice
from dataclasses import dataclass, field, replace

from engine.board.board import name_key
from engine.errors import NotUnderstood
from engine.words import patterns as re
from engine.words.foreign import WORDS as FOREIGN
from engine.words.everyday import is_everyday
from engine.words.lexicon import OFFICES, THIRD_PERSONS, is_order_word
from engine.words.textio import is_digits
from engine.words.meaning.candidate import Meaning
from engine.words.meaning.arrow_start import unknown_beside_arrow
from engine.words.meaning.leftovers import leftover
from engine.words.meaning.outcomes import frame
from engine.words.meaning.tables import tables
from engine.words.meaning import there_said
from engine.words.meaning.there_said import THERE
from engine.words.meaning.verbs import (CORRECTIONS, classes, is_blocker, is_manners, is_negation, known_verbs, near,
                                        near_class)
from engine.words.reading import KINDS_OF_PLACE, NUMBER_WORDS, Names
from engine.words.times_said import multiplied
from engine.words.references import KIND_ADJECTIVES

_TOKEN = re.compile(r"[\w'\u2019]+|->|=>|[>\u2192:\u2013,;()-]")
_GLUED = re.compile(r"([a-z]{1,5})(\d{1,3})$")        # 'sq4': a unit word and its number run together
# Short forms of unit words players write before a unit's number or after a count.
SHORT_NOUNS = {"sq": "squadron", "sqn": "squadron", "sqd": "squadron", "sqdn": "squadron", "sqs": "squadrons",
               "flt": "fleet", "cp": "corps", "crps": "corps", "korps": "corps", "korpus": "corps", "corpo": "corps",
               "cuerpo": "corps", "escadre": "squadron", "squadra": "squadron", "escuadra": "squadron",
               "geschwader": "squadron", "eskadra": "squadron"}
_TO = frozenset("to into towards toward onto unto until till -> => > \u2192 - \u2013 on upon against for reach reaches "
                "at_".split())
_FROM = frozenset("from of leaves leaving left out quits quitting abandons vacates von desde depuis".split())
# The other languages' words for 'to' before a place ('nach Sachsen', 'vers Vienne', 'hacia Madrid').
_TO_FOREIGN = frozenset("nach vers hacia verso naar".split())
_AT = frozenset("in at within inside near around".split())
_SKIP = frozenset("the a an my our his her their your its this that these those".split())
# Unit words that are verbs of a unit too: said right after a unit's name, the verb ('Corps A guards Munich').
_VERB_NOUNS = frozenset("guard guards garrison garrisons screen screens".split())
_MORE_NUMBERS = {"pair": 2, "couple": 2, "both": 2, "trio": 3, "half-dozen": 6, "1st": 1, "2nd": 2, "3rd": 3}
_PLURAL_ONLY = frozenset("armies fleets ships squadrons units troops forces men soldiers regiments divisions "
                         "infantries cavalries artilleries militias guards brigades battalions corps".split())
# Words a sentence may start with, capitalised, that are no names ('Meanwhile corps D goes to Baden').
COMMON = frozenset("""
also then now today tonight meanwhile finally first firstly secondly thirdly lastly please sire majesty gm hello hi
dear orders order turn spring summer autumn fall winter season year month moves builds navy diplomacy economy land
sea thanks thank regards so and but with as for by it they we he she you there here all every each both some ok
okay yes good great well on in at to from into the a an my our his her their your its this that these those is are
was were will shall must may let have has had be been being i me us them him one two three four five six seven
eight nine ten what army fleet fleets armies corps squadron squadrons units unit troops forces men ships ship
see be do get meet face prevent stop ensure secure protect threaten screen await join watch cover guard check
still already himself herself themselves personally
""".split())
_VIA = frozenset("through via by past across".split())      # a place passed: never where the order ends
# Words before a nation's adjective that make it the language written ('sorry for my english', 'in French'), and
# the words that may follow the language ('my English is bad'); a noun after it makes it the people ('our Spanish friends').
_TONGUE = frozenset("my in bad poor broken".split())
_LANGUAGES = frozenset("english french german spanish italian russian turkish danish swedish polish dutch portuguese"
                       .split())
_AFTER_TONGUE = frozenset("is isn't was wasn't skills spelling grammar and but so sorry please mistakes too".split())


def _a_language(low: list[str], i: int) -> bool:
    """'my english', 'in French', 'bad german': the language written or spoken, never the nation."""
    return low[i].strip(",.!") in _LANGUAGES and i > 0 and low[i - 1] in _TONGUE and (
        i + 1 >= len(low) or low[i].endswith((",", ".", "!")) or low[i + 1].strip(",.!") in _AFTER_TONGUE
        or not low[i + 1][:1].isalpha())


def _a_step_unknown(low: list[str], used: list[bool]) -> bool:
    """Whether a step after an arrow names nothing the reader knows ('-> w med'): a route read without it
    would be cut short without a word."""
    step: list[int] = []
    for i, w in enumerate([*low, "->"]):
        if w in _STEP_ARROWS:
            if step and not any(used[j] for j in step) and any(low[j].isalpha() for j in step):
                return True
            step = []
        elif step or i and low[i - 1] in _STEP_ARROWS:
            step.append(i)
    return False


_STEP_ARROWS = frozenset(("->", "=>", ">", "\u2192"))
_ARROWS = frozenset(("->", "=>", ">", "\u2192", "-", "\u2013"))
_NAME_BEFORE = frozenset("to into towards toward onto from via through".split())
_SUBJECT_OF = frozenset("is are will shall must should to".split())
# Verbs a commander says of the unit he leads ('Villeneuve takes the Toulon fleet', 'Kutuzov leads corps I'):
# the capitalised word before them is a person when the nation's unit follows, never a place it does not know.
_LEADS = frozenset("takes take took leads lead led brings bring brought marches moves sends".split())
_DETERMINERS = frozenset("the his her our my its their".split())
_BOTH_BEFORE = frozenset("the our my".split())
_ARTICLES = frozenset("a an the".split())
# Words before a verb that make it a description or a passive ('the army that holds Alsace', 'to be held').
_WEAK = frozenset("make makes made making let lets have has had do does did want wants need needs order orders "
                  "ordered get gets got take takes took".split())
_RELATIVE = frozenset("that which who whose where be being been is was".split())
# Words after a unit word that say what it is or does, no name ('the cavalry reserve', 'the fleet entire').
_NAME_NOUNS_AFTER = frozenset("reserve division divisions corps men entire whole under of".split())
_NOT_OURS = frozenset("their his her enemy enemy's enemies hostile foreign".split())
# Words naming who stands with or against a nation: 'the enemies of France', "Russia's allies" name no nation an
# order acts on (the nation is theirs, not the order's), so a sentence saying one beside a nation is no order.
_KIN = frozenset("enemy enemies foe foes friend friends ally allies neighbour neighbours neighbor neighbors rival "
                 "rivals protector protectors".split())
_MODALS = frozenset("would could can may might has have had does did wants want wish wishes asks ask keeps offer "
                    "offers demand demands propose proposes request requests expect expects".split())
# The last word of a ruler's or a government's title ('His Catholic Majesty', 'the Prussian Council'), never a force's.
_RULERS = frozenset("""majesty highness king queen emperor empress tsar czar sultan kaiser padishah shah council
    government cabinet court ministry senate porte divan""".split())
# Words after which a nation is what an order acts on, not who gives it ('war on France', 'ally with Spain').
_OBJECT_BEFORE = frozenset("on with to against of from for upon at the".split())
# Verb classes of orders that need no unit: a sentence that holds one is never talk.
_UNIT_FREE = frozenset("build disband annex war peace ally break give transfer invest".split())
# Words after a number that say what it counts and are no unit word, but which the reader must not set aside:
# sums, measures, times and more of the same ('10 gold', 'two provinces east', 'in two turns', 'two more').
_KNOWN_AFTER_COUNT = frozenset("""
gold cheese ducats crowns thalers talers florins francs livres pounds guineas roubles rubles marks sovereigns coins
money tp ip pp points gp percent per cent times each apiece more new extra additional fresh further other others
another turns turn days day weeks week months month years year hours steps step moves move provinces province
regions region spaces space areas area squares hexes hex miles leagues seas sea cities city towns ports places
""".split()) | COMMON | _SKIP | _TO | _FROM | _AT | _VIA | frozenset(NUMBER_WORDS) | frozenset(_MORE_NUMBERS)
_PLACE_BEFORE = _TO | _FROM | _AT | _VIA | _TO_FOREIGN
GENERIC_NOUNS = frozenset("unit units troops forces men soldiers army armies force".split())


@dataclass
class Place:
    rid: str
    role: str           # 'to', 'from', 'at' or ''
    number: int | None = None       # written as a number (a numbered map's '37'): it may be a count instead
    nation: str | None = None       # the place's name is a nation's too ('Bavaria'): it may be the nation
    of_kind: str = ""               # 'stands': the unit word it follows ('galleons in Ricotta Lagoon')


_WITH_WHOSE = frozenset("the our its their his her my all".split())    # 'with the 2 armies', 'with its two'


@dataclass
class Slots:
    units: set[str] = field(default_factory=set)             # heads named by letter or number
    nouns: list[tuple[str, bool]] = field(default_factory=list)    # unit words (kind or noun, plural)
    places: list[Place] = field(default_factory=list)
    nations: set[str] = field(default_factory=set)
    numbers: list[int] = field(default_factory=list)
    other_counts: list[int] = field(default_factory=list)     # numbers of things no unit word names ('two lads')
    carried: list[tuple[int, str]] = field(default_factory=list)    # (count, unit word) of the units carried
                                                                    # with those that move ('with both armies aboard')
    verbs: set[str] = field(default_factory=set)
    blocked: str = ""                   # the first word that makes it no plain order
    correction: str = ""                # a word that takes back or changes what was said ('instead')
    arrow: bool = False                 # '->', '>', ' - ' between two names: a move said without a verb
    order_words: bool = False           # a word of an order that needs no unit ('declare', 'alliance', 'build')
    order: list[str] = field(default_factory=list)     # the places' ids in the order the sentence names them
    words: frozenset[str] = frozenset()                # every word, in lower case
    stays: bool = False                 # a verb of staying said as the sentence's own ('hold fast'), not 'that holds'
    verb_words: int = 0                 # how many words are verbs
    verb_sets: list[frozenset[str]] = field(default_factory=list)   # each main verb's classes: an order fits them all
    unknown: str = ""                   # a name it cannot tell in a sentence a negation blocks ('... in the Med does not')
    outcome: bool = False               # says where units should be when the turn ends (engine.words.meaning.outcomes)

    def names_nothing(self) -> bool:
        """Nothing of an order: no unit, unit word, number, place, nation or verb."""
        return not (self.units or self.nouns or self.numbers or self.other_counts or self.verbs or self.nations or self.arrow
                    or self.places)

    def says_no_order(self) -> bool:
        """Talk, though it names a place or a nation: no unit, no count, no arrow, no place gone to, and a
        place or nation with no verb, or a verb with nothing to act on ('a word about the French', 'all is
        well'); 'then on into Bavaria' goes somewhere, and is no talk."""
        if self.units or self.nouns or self.numbers or self.other_counts or self.arrow or self.order_words \
                or any(p.role == "to" or p.number is not None for p in self.places) or len(self.places) > 1:
            return False            # '4 frm rubygate 2 republic marsh', 'declare war on Maustrii' are no talk
        return not self.verbs or not (self.places or self.nations)


def _copied(s: Slots) -> Slots:
    """Slots as found, with their own sets and lists (a reader adds a unit said before, or a head's places)."""
    return replace(s, units=set(s.units), nouns=list(s.nouns), places=list(s.places), nations=set(s.nations),
                   numbers=list(s.numbers), other_counts=list(s.other_counts), carried=list(s.carried), verbs=set(s.verbs),
                   order=list(s.order), verb_sets=list(s.verb_sets))


class Finder:
    """Finds slots for one nation's `Meaning` in one message: its tables are made once per position
    (engine.words.meaning.tables), what it finds once per message."""

    def __init__(self, meaning: Meaning, names: Names, nation: str):
        self.meaning, self.names, self.nation = meaning, names, nation
        made = tables(meaning)          # engine.words.meaning.tables: once per position, not per message
        self.labels: dict[str, list[str]] = made.labels     # label words -> heads
        self.unit_nouns: dict[str, frozenset[str]] = made.unit_nouns
        self._labelled = made.labelled      # units named one by one
        self.fitting: dict[int, tuple[object, set[str]]] = made.fitting     # engine.words.meaning.match.nouns_fit's
        self.nouns = made.nouns
        self.verbs = known_verbs(meaning.verbs)
        self.single_places, self._single_names = _single_places(names.board)
        self._ends: list[int] = []
        self._extras = made.extras
        self._prefixes: frozenset[str] | None = None
        self._framed = ""           # the last sentence framed as an outcome: its parts keep the frame
        self._placed: dict[tuple[str, int], str | None] = {}      # _place's answers, by phrase and span
        self._nations_at: dict[tuple[str, ...], tuple[int, str] | None] = {}     # _nation's, by the three words
        self._said: dict[str, Slots] = {}      # _noted's, by text

    @property
    def framed(self) -> str:
        """The last sentence framed as an outcome, carried from one sentence to the next (a memo of `find`'s
        callers keys on it and puts it back: engine.words.clauses_once)."""
        return self._framed

    @framed.setter
    def framed(self, text: str) -> None:
        self._framed = text

    def kind(self, word: str) -> str:
        return self.meaning.kinds.get(word) or KIND_ADJECTIVES.get(word) or word

    def find(self, text: str) -> Slots:
        """The slots of a sentence; a note in brackets confirms or names (a unit, a place), never adds an
        order: 'Hanover (57)', '(3 cheese)', 'the Guard (corps E)', '(2 inf 1 cav + scouts)', and one that
        says otherwise blocks ('corps D (in Alsace)' where D is not, '(if possible)'). A sentence framed as an
        outcome ('By the end of spring, corps A should be in Mecklenburg') is read without its frame; a part of
        the sentence framed last keeps the frame ('..., and my squadron 2 in the Western Baltic')."""
        inside = bool(self._framed) and text in self._framed
        said = frame(text, self.meaning.now, inside)
        if said.outcome and not inside:
            self._framed = text
        outcome = said.outcome or inside
        s = self._noted_once(said.text)
        s.outcome = outcome
        if said.other_time and not s.blocked:
            s.blocked = said.other_time         # 'by the end of summer' in spring: another turn's outcome
        return s

    def _noted_once(self, text: str) -> Slots:
        """`_noted`'s slots of a text, found once per message (a function of the words and the message's tables:
        a refused line's sentences are asked again by the readings tried after the first), given out as a copy
        the reader may change."""
        kept = self._said.get(text)
        if kept is None:
            kept = self._noted(text)
            if len(self._said) < _MOST_SAID:
                self._said[text] = kept
            else:
                return kept
        return _copied(kept)

    def _noted(self, text: str) -> Slots:
        if "(" not in text:
            return self._find(text)
        rest, notes = _without_notes(text)
        s = self._find(rest)
        said = {p.rid for p in s.places}
        for note in notes:
            n = self._find(note)
            numbered = _only_a_number(note)
            for p in n.places:
                if p.rid in said or p.number is not None and not numbered:
                    continue
                if p.role in ("at", "from") and p.number is None:
                    s.places.append(p)          # 'Corps D (in Alsace)': where it stands, for the order to explain
                else:
                    s.blocked = s.blocked or f"({note})"    # '-> 7 (Stilwen City)', 'Randomia (region 16)'
            if n.blocked or n.correction or _capital_unread(note, n):
                s.blocked = s.blocked or f"({note})"    # '12 (Madder Moors)': a name it does not know
            if n.units and s.units and not n.units <= s.units or len(n.units) > 1:
                s.blocked = s.blocked or f"({note})"
            elif n.units and not s.units:
                s.units = set(n.units)          # 'The Guard (corps E) rides to Champagne'
            if not s.blocked and self._other_number(text, note):
                s.blocked = f"({note})"         # 'march to 3 (4)', 'to Saxony (57)': which place is meant?
        return s

    def _other_number(self, text: str, note: str) -> bool:
        """Whether a note that is a map's number follows a place it is not ('to 3 (4)'; 'Hanover (57)' is)."""
        said = note.strip()
        if not (said.isascii() and said.isdecimal()) or not self.names.board.knows(said):
            return False
        before = text[:max(0, text.find(f"({note})"))].split()[-3:]
        for span in (3, 2, 1):
            rid = self._place(" ".join(before[-span:]), span) if len(before) >= span else None
            if rid is not None:
                return rid != self.names.board.find(said).id
        return False

    def _find(self, text: str) -> Slots:
        raw = _tokens(text)
        low = [t.casefold() for t in raw]
        s = Slots(arrow=any(t in ("->", "=>", ">", "\u2192") for t in low))
        if s.arrow and any(a in _ARROWS and b in _ARROWS for a, b in zip(low, low[1:])):
            s.blocked = "->"            # '15 -> -> 17': a step left out
        if "?" in text:
            s.blocked = "?"
        used = [False] * len(raw)
        there: int | None = None
        for i, w in enumerate(low):
            if w in CORRECTIONS and is_manners(low, i):
                continue                    # 'sorry for the delay', 'this sorry war': manners, no correction
            if w in CORRECTIONS and not s.correction:
                s.correction = w
            if not s.blocked and there is None and there_said.deferred(low, i):
                there = i               # 'attack Maustria there': blocks unless it names the one place said before
            elif not s.blocked and is_blocker(w, low[i + 1] if i + 1 < len(low) else ""):
                s.blocked = w
            if not s.blocked and multiplied(low, i):
                s.blocked = w           # 'raise cheese in 6 x2', 'build infantry in Paris two times': how many?
            if not s.blocked and w == "more" and i and (low[i - 1].isdigit() or low[i - 1] in NUMBER_WORDS) \
                    and (i + 1 == len(low) or low[i + 1] not in self.nouns and low[i + 1] not in SHORT_NOUNS):
                s.blocked = w           # '... plus one more', 'and 2 more': a count the order does not say
            if not s.blocked and w in _KIN and (low[i + 1:i + 2] == ["of"] or i and low[i - 1].endswith(("'s", "\u2019s"))):
                s.blocked = w           # 'war on the enemies of France', "France's allies": whose, not whom
        self._labels(raw, low, used, s)
        unplaced = list(used)
        self._places(raw, low, used, s)
        if there is not None and not s.blocked:
            places_at = [j for j in range(len(low)) if used[j] and not unplaced[j]]
            s.blocked = "" if there_said.names_place(there, places_at, [p.rid for p in s.places]) else THERE
            used[there] = True
        named = list(used)          # the words that name a unit or a place
        kinds_at: list[int] = []    # where a word of a kind of unit stands ('cavalry')
        for i, w in enumerate(low):
            if used[i]:
                continue
            if i in self._ends and w in _VERB_NOUNS and i + 1 < len(low) and not raw[i][:1].isupper():
                continue                    # 'Corps A guards Munich': a verb said of the unit just named
            if w in SHORT_NOUNS or w in self.nouns or w.rstrip("s") in self.nouns and len(w) > 3:
                if i and low[i - 1] in _NOT_OURS and not s.blocked:
                    s.blocked = low[i - 1]          # 'their fleet', 'the enemy army': no unit of this nation
                w = SHORT_NOUNS.get(w, w)
                s.nouns.append((self.kind(w), w in _PLURAL_ONLY or w.endswith("s") and w != "corps"))
                used[i] = True
                if w not in _BODIES and w.rstrip("s") not in _BODIES:
                    kinds_at.append(i)          # 'cavalry', 'frigates'; not 'the Holstein corps', 'the Herring Fleet'
                self._ends.append(i + 1)        # 'squadron Swift': a name after a unit word it cannot tell blocks
            elif is_digits(w) and len(w) <= 6:
                if self._carried(low, i, s):
                    s.carried.append((int(w), low[i + 1]))
                else:
                    (s.other_counts if self._counts_other(raw, low, i) else s.numbers).append(int(w))
                used[i] = True
            elif not w.isascii() and any(ch.isdigit() for ch in w):
                s.blocked = s.blocked or w          # '٣', '²': a number the reader does not take, never passed over
                used[i] = True
            elif (n := _number_word(w, low[i + 1] if i + 1 < len(low) else "", self.nouns)) is not None:
                if self._carried(low, i, s):
                    s.carried.append((n, low[i + 1]))
                else:
                    (s.other_counts if self._counts_other(raw, low, i) else s.numbers).append(n)
                used[i] = True
        if "both" in low or "two" in low:
            both = self._both(low)          # 'both squadrons stay in the Kattegat': the nation's two squadrons
            if both and 2 in s.numbers:
                s.units |= both
                s.numbers.remove(2)         # the two said by 'both' are the units, no count of their own
            elif "both" in low and 2 in s.numbers and len(s.units) == 2 and not both:
                s.numbers.remove(2)         # 'corps D and corps B both march': the two units named, no count
        for i, w in enumerate(low):
            if used[i]:
                continue
            found = classes(w, self.meaning.verbs)
            if found and i + 1 < len(low) and low[i + 1].strip(".,;:!") in OFFICES:
                continue                    # 'war ministry', 'war office': a department, no order
            if not found and len(w) >= 5 and w not in _SKIP:
                found = near_class(w, self.verbs, self.meaning.verbs)
                if not found and (unit := near(w, self.nouns)) is not None:
                    s.nouns.append((self.kind(unit), unit.endswith("s")))
                    used[i] = True
                    continue
            if found:
                s.verbs.update(found)
                s.verb_words += 1
                used[i] = True
                if w not in _WEAK and not (i and low[i - 1] in _RELATIVE):
                    s.verb_sets.append(frozenset(found))     # a verb the sentence says of its subject
                if set(found) <= {"hold", "support"} and not (i and low[i - 1] in _RELATIVE):
                    s.stays = True          # 'hold fast', 'stay': a stay said of the subject itself
        if s.arrow and not s.blocked and _a_step_unknown(low, used):
            s.blocked = "->"                # 'toulon flt -> gulf of lion -> w med': never the route cut short
        s.order_words = bool(s.verbs & _UNIT_FREE) or any(is_order_word(w) for w in low if not w.isdigit())
        s.order = [p.rid for p in s.places]
        s.words = frozenset(low)
        if not s.blocked and low[:1] in (["which"], ["who"]) and s.verbs:
            s.blocked = low[0]              # '..., which then declares war on France': said of what was named before
        if not s.blocked:
            s.blocked = _kind_qualified(raw, low, used, kinds_at) or self._unknown_name(raw, low, used) \
                or self._other_subject(low) \
                or leftover(raw, low, used, named, _PASSABLE)      # 'D - Thuringia foo bar': never read without 'foo bar'
        elif is_negation(s.blocked):
            s.unknown = self._unknown_name(raw, low, used)     # 'Nelson in the Med does not': of a unit it cannot tell
        return s

    def _carried(self, low: list[str], i: int, s: Slots) -> bool:
        """Whether the number at i counts the units that go with those the sentence moves, said after 'with' ('the
        ships sail to C with both armies still on board', 'with the 2 armies aboard'): a unit word of another kind
        than every unit word said before it follows it. Never the count of the units that move (it was: '2 ships')."""
        if not s.nouns or i + 1 >= len(low):
            return False
        j = i - 1 if i and low[i - 1] in _WITH_WHOSE else i
        if j < 1 or low[j - 1] != "with":
            return False
        w = low[i + 1]
        if not (w in SHORT_NOUNS or w in self.nouns or w.rstrip("s") in self.nouns and len(w) > 3):
            return False
        kind = self.kind(SHORT_NOUNS.get(w, w))
        return all(self.kind(k) != kind and k != kind for k, _ in s.nouns)

    def _counts_other(self, raw: list[str], low: list[str], i: int) -> bool:
        """Whether the number at i counts something no unit word names ('the ships sail with the two lads
        aboard', 'three guns'): the word after it is none the reader knows (no unit word, short form or typo
        of one, verb, place, nation, sum or measure), and no unit word follows that ('two Cossack regiments')."""
        if i + 1 >= len(low) or i and low[i - 1] in _PLACE_BEFORE:
            return False            # 'frigate 51 to 61 stilton': a place's number
        if i and low[i - 1] in ("our", "my"):
            return False            # 'our 3 friends': may be the nation's own units, said otherwise
        w = low[i + 1]
        if not w.isalpha() or len(w) < 3 or w in _KNOWN_AFTER_COUNT or w in FOREIGN or w in self._extras or w in self.nouns \
                or w in SHORT_NOUNS or w.rstrip("s") in self.nouns or self._unit_prefix(w) \
                or is_blocker(w) or classes(w, self.meaning.verbs) or self.names.known_nation(w) is not None:
            return False
        after = low[i + 2] if i + 2 < len(low) else ""
        if after in self.nouns or after in SHORT_NOUNS:
            return False
        if any(self._place(" ".join(raw[i + 1:i + 1 + span]), span) is not None
               for span in range(1, min(3, len(raw) - i - 1) + 1)):
            return False
        return near(w, self.nouns) is None and not near_class(w, self.verbs, self.meaning.verbs)

    def _unit_prefix(self, word: str) -> bool:
        """'inf', 'cav', 'frig': the start of a unit word, a short form the reader may not list."""
        if self._prefixes is None:
            self._prefixes = frozenset(n[:k] for n in self.nouns for k in range(3, len(n)))
        return word in self._prefixes

    def names_place_or_nation(self, word: str) -> bool:
        """Whether a word is a place's name or another nation's ('Odessa needs a garrison': the subject of a reason)."""
        if not word or not word[:1].isupper():
            return False
        nation = self.names.known_nation(word.casefold())
        return nation is not None and nation != self.nation or nation is None and self._place(word, 1) is not None

    def _other_subject(self, low: list[str]) -> str:
        """Another nation as the subject of a verb ('France keeps asking me for an alliance', 'Ubliko should
        invest 5 cheese'): its order, or talk about it, never this nation's order. A third person said before an
        order that only a nation gives ('they're declaring war on France', 'he offers us peace') is another nation
        too: the writer says 'we' or nothing."""
        if low[:1] and low[0] in THIRD_PERSONS \
                and any(_UNIT_FREE.intersection(classes(w, self.meaning.verbs)) for w in low[1:]):
            return low[0]
        for i in range(min(len(low) - 3, 4)):       # 'His Catholic Majesty shall raise ...' written by France
            nation = self.names.known_nation(" ".join(low[i:i + 3])) if low[i].isalpha() else None
            if nation is not None and nation != self.nation and low[i + 2] in _RULERS and (
                    low[i + 3] in _SUBJECT_OF or low[i + 3] in _MODALS
                                                                 or classes(low[i + 3], self.meaning.verbs)):
                return low[i]
        for i in range(len(low) - 1):
            nation = self.names.known_nation(low[i]) if low[i].isalpha() and len(low[i]) > 2 else None
            if nation is None or nation == self.nation or i and low[i - 1] in _OBJECT_BEFORE:
                continue
            if i > 1 and low[i - 1] in ("and", "or", ",") and self.names.known_nation(low[i - 2]):
                continue            # 'war on France and Spain': the second nation is acted on too
            after = low[i + 1]
            if after in _SUBJECT_OF or after in _MODALS or classes(after, self.meaning.verbs):
                return low[i]
        return ""

    def _unknown_name(self, raw: list[str], low: list[str], used: list[bool]) -> str:
        """A word that may be a name the reader does not know, so that it cannot tell what the sentence
        means: any word where a place is said ('to wallonia'), a capitalised one after 'in' or 'at' too, and
        a capitalised word that is the subject of a verb ('Wallonia is to be held ...'). A speaker, a
        signature, a person named ('Pitt:', 'Alexei', 'Marta runs the fleet') is no place."""
        if said := unknown_beside_arrow(raw, low, used, COMMON | _SKIP, lambda w: bool(self.names.short_fits(w))):
            return said                 # 'I xyzzy -> saxony', 'B: Xyz-Sax': a move's start or end it does not know
        for end in self._ends:
            if end < len(low) and not used[end] and low[end] not in COMMON and low[end] not in _SKIP \
                    and low[end][:1].isalnum() and low[end] not in _NAME_NOUNS_AFTER and low[end] not in _FROM:
                return raw[end]          # 'sq4 HB', 'A Hants': a place in a short form it does not know
        for i, w in enumerate(low):
            if not used[i] and len(w) == 1 and _stands_alone(raw[i], 1) and i + 1 < len(low) and self._lettered() \
                    and (low[i + 1] in _SUBJECT_OF or classes(low[i + 1], self.meaning.verbs)):
                return raw[i]           # 'H is a new corps, it stays with B': a unit's letter the nation has not
            if used[i] or w in COMMON or w in _SKIP or w.isdecimal() or len(w) < 3:
                continue
            j = i - 1
            while j >= 0 and low[j] in _SKIP:
                j -= 1
            before = low[j] if j >= 0 else ""
            capital = raw[i][:1].isupper() and not _TITLE.get(w) and not _TITLE.get(before)   # 'Marshal Lannes'
            after = low[i + 1] if i + 1 < len(low) else ""
            if before == "to" and not capital and after in _ARTICLES and is_everyday(w):
                continue                # 'To seek an alliance with Austria': a verb, never a place
            if before in _NAME_BEFORE or capital and before in _AT:
                return raw[i]
            if capital and (after in _SUBJECT_OF or classes(after, self.meaning.verbs)) \
                    and not (after in _LEADS and self._unit_at(low, used, i + 2)):
                return raw[i]           # 'Villeneuve takes the Toulon fleet ...': the unit's commander, no place
        return ""

    def _lettered(self) -> bool:
        """Whether the nation's units go by letters ('corps D'): a lone capital letter may then be one of them."""
        return any(len(k) == 1 and k.isalpha() for k in self.labels)

    def _both(self, low: list[str]) -> set[str]:
        """The nation's units 'both squadrons', 'the two corps', 'our two fleets' name: its two units of that
        word when it has exactly two, each named by its own letter or number; none otherwise (three squadrons:
        which two? the matcher asks or refuses; 'our two frigates' of a game of counts is a count)."""
        for i, w in enumerate(low[:-1]):
            if w == "both" or w == "two" and i and low[i - 1] in _BOTH_BEFORE:
                said = low[i + 1]
                forms = {said, said[:-1], said[:-3] + "y"} if said.endswith("s") else {said}
                heads = [h for h, nouns in self.unit_nouns.items() if forms & nouns]
                if any(h not in self._labelled for h in heads):
                    return set()        # 'our two frigates' where units are counts in a place: a count
                if len(heads) == 2:
                    return set(heads)
        return set()

    def _unit_at(self, low: list[str], used: list[bool], k: int) -> bool:
        """Whether the words from k (after 'the', 'his', 'our') name one of the nation's units."""
        while k < len(low) and low[k] in _DETERMINERS:
            k += 1
        return any(k < e <= k + 3 and all(used[k:e]) for e in self._ends)

    def _labels(self, raw: list[str], low: list[str], used: list[bool], s: Slots) -> None:
        self._ends = []         # where each unit's name ends: a word right after it the reader cannot tell blocks
        self._last = ""         # the unit named last, whose list a number after a comma goes on
        for i, w in enumerate(low):
            for span in (2, 1):
                key = " ".join(low[i:i + span])
                heads = self.labels.get(key)
                if not heads or len(low[i:i + span]) < span or any(used[i:i + span]):
                    continue
                before = low[i - 1] if i else ""
                after = low[i + span] if i + span < len(low) else ""
                before, after = SHORT_NOUNS.get(before, before), SHORT_NOUNS.get(after, after)
                fit = [h for h in heads if before in self.unit_nouns[h] or after in self.unit_nouns[h]]
                if not fit and before in _LIST_JOINTS and i - 1 in self._ends and s.units:
                    listed = self.unit_nouns[self._last]     # 'sq 1, 2, 3', 'sq 4 + 5': one more of the list
                    fit = [h for h in heads if self.unit_nouns[h] == listed]
                if not fit and (_stands_alone(raw[i], span) or self._listed_first(raw, low, i, span)):
                    fit = heads
                if len(fit) == 1:
                    s.units.add(fit[0])
                    self._last = fit[0]
                    self._ends.append(i + span)
                    for j in range(i, i + span):
                        used[j] = True
                    for j in (i - 1, i + span):        # the unit word beside it is part of its name
                        if 0 <= j < len(low) and SHORT_NOUNS.get(low[j], low[j]) in self.unit_nouns[fit[0]]:
                            used[j] = True
                    break

    def _listed_first(self, raw: list[str], low: list[str], i: int, span: int) -> bool:
        """'A and B stay in Picardy', 'I, II and III corps': a capital 'A' or 'I' (words too, so never a unit alone)
        that opens a list whose next item is another of the nation's labels in capitals."""
        if span != 1 or raw[i] not in ("A", "I") or i + 2 >= len(low) or low[i + 1] not in _LIST_JOINTS:
            return False
        after = raw[i + 2]
        return after.isupper() and after.casefold() in self.labels

    def _places(self, raw: list[str], low: list[str], used: list[bool], s: Slots) -> None:
        longest = min(5, self.names._longest)
        i = 0
        while i < len(raw):
            if used[i] or low[i] in _SKIP or low[i] in _TO or low[i] in _FROM or low[i] in _AT \
                    or _pronoun(raw, i):
                i += 1
                continue
            found = None
            for span in range(min(longest, len(raw) - i), 0, -1):
                if any(used[i:i + span]):
                    continue
                rid = self._place(" ".join(raw[i:i + span]), span)
                if rid is not None:
                    found = (rid, span)
                    break
            if found is None:
                said = self._nation(raw, i) if not _a_language(low, i) else None
                if said is not None:
                    end, nation = said
                    if nation != self.nation:
                        s.nations.add(nation)
                    for k in range(i, end):
                        used[k] = True
                    i = end
                    continue
                i += 1
                continue
            rid, span = found
            as_nation = self.names.known_nation(" ".join(raw[i:i + span]).casefold())
            if as_nation == self.nation and i + span < len(low) and low[i + span] == ":":
                used[i:i + span] = [True] * span      # 'Randomia: build 1 Infantry': the writer's heading
                i += span
                continue
            if i >= 2 and low[i - 1] == "," and s.places and s.places[-1].rid != rid and used[i - 2] \
                    and not s.blocked:
                s.blocked = raw[i]          # '12 -> 9, Carmine': 9 said to be Carmine, which it is not
            j = i - 1
            while j >= 0 and low[j] in _SKIP:
                j -= 1
            if j >= 1 and low[j] == "of" and low[j - 1] in KINDS_OF_PLACE:
                j -= 2                  # 'into the province of Saxony': the role of the words before its kind
                while j >= 0 and low[j] in _SKIP:
                    j -= 1
            before = low[j] if j >= 0 else ""
            role = "to" if before in _TO or before in _TO_FOREIGN else "from" if before in _FROM \
                else "at" if before in _AT else "via" if before in _VIA else ""
            of_kind = ""
            if role == "at" and j >= 1 and (low[j - 1] in self.nouns or low[j - 1] in SHORT_NOUNS):
                role = "stands"         # 'our galleons in Ricotta Lagoon': where they stand, the order's origin
                of_kind = self.kind(SHORT_NOUNS.get(low[j - 1], low[j - 1]))
            number = int(raw[i]) if span == 1 and is_digits(raw[i]) else None
            if number is not None and i + 1 < len(low) and (low[i + 1] in self.nouns
                                                             or self._counts_other(raw, low, i)):
                i += 1                  # '3 armies': a count; '3 lads': a count of something else
                continue
            s.places.append(Place(rid, role, number, as_nation if as_nation != self.nation else None, of_kind))
            for k in range(i, i + span):
                used[k] = True
            i += span

    def _place(self, phrase: str, span: int) -> str | None:
        """The id of the place a phrase of `span` words names; None if none. Each phrase is looked up once
        per message (a function of the phrase and the message's tables)."""
        key = (phrase, span)
        try:
            return self._placed[key]
        except KeyError:
            found = self._place_now(phrase, span)
            if len(self._placed) < _MOST_PHRASES_KEPT:
                self._placed[key] = found
            return found

    def _place_now(self, phrase: str, span: int) -> str | None:
        board = self.names.board
        if len(phrase) > 60:
            return None
        if span == 1 and phrase.islower() and (phrase in self.verbs or phrase in self.nouns or is_blocker(phrase)):
            return None             # 'marches' is a verb before it is the Marches
        if board.knows(phrase):
            return board.find(phrase).id
        key = name_key(phrase)
        other = self.names._other.get(key)
        if other is not None:
            return other
        if span == 1 and phrase[:1].isupper() and 3 <= len(phrase) <= 5:
            try:
                short = self.names.abbreviation(phrase)
            except NotUnderstood:
                return None
            if short is not None:
                return short
        if span == 1 and len(phrase) >= 5 and phrase.isalpha() and phrase.casefold() not in self.verbs \
                and phrase.casefold() not in KINDS_OF_PLACE \
                and not (phrase.islower() and near_class(phrase, self.verbs, self.meaning.verbs)) \
                and self.names.known_nation(phrase.casefold()) is None:      # 'Austrians' is a people, no typo
            fixed = near(phrase.casefold(), self._single_names)     # 'Mecklenberg'; not 'marchs', a verb
            if fixed is not None:
                return self.single_places[fixed]
        return None

    def _nation(self, raw: list[str], i: int) -> tuple[int, str] | None:
        """The index after a nation named at i, and the nation; None if none is. A function of the three
        words at i: each three looked at once per message."""
        key = tuple(raw[i:i + 3])
        try:
            found = self._nations_at[key]
        except KeyError:
            found = self._nation_in(key)
            if len(self._nations_at) < _MOST_PHRASES_KEPT:
                self._nations_at[key] = found
        return None if found is None else (i + found[0], found[1])

    def _nation_in(self, said: tuple[str, ...]) -> tuple[int, str] | None:
        for span in (3, 2, 1):
            if span > len(said) or said[span - 1].casefold() in self.nouns:
                continue
            nation = self.names.known_nation(" ".join(said[:span]).casefold())
            if nation is not None:
                return span, nation
        return None


_MOST_PHRASES_KEPT = 20_000     # phrases looked up per message: a hostile text cannot grow them without end
_MOST_SAID = 2_000               # texts whose slots are kept per message

# Titles and words of address that are capitalised in letters and name no place.
_TITLE = dict.fromkeys("sir sire majesty excellency highness lord lords emperor king queen tsar sultan general "
                       "marshal admiral referee gm monsieur herr senor señor signore".split(), True)
# Words a sentence read by meaning may leave unused (engine.words.meaning.leftovers): never a name.
_PASSABLE = COMMON | _SKIP | _TO | _FROM | _AT | _VIA | _TO_FOREIGN | _NAME_NOUNS_AFTER | frozenset(_TITLE)


_TAG = re.compile(r"<[^<>]{0,40}>|&nbsp;|&amp;")


# What joins the units of a list said with one unit word ('sq 1, 2, 3', 'squadrons 4 and 5', 'sq 4 + 5').
_LIST_JOINTS = frozenset((",", "and", "+", "&"))


def _tokens(text: str) -> list[str]:
    """The words of a sentence, HTML left from mail taken away, a unit word and its number run together
    ('sq4') cut apart; at most 80."""
    if "<" in text or "&" in text:
        text = _TAG.sub(" ", text)
    out: list[str] = []
    found = _TOKEN.findall(text)[:80] if len(text) <= 400 else [m.group() for m in islice(_TOKEN.finditer(text), 80)]
    for t in found:                     # a long line: its first 80 words found, never all of them
        glued = _GLUED.match(t.casefold()) if t[-1:].isdigit() and not t.isdigit() else None
        if glued is not None and glued.group(1) in SHORT_NOUNS:
            out += [t[:len(glued.group(1))], glued.group(2)]
        else:
            out.append(t)
    return out


_BEFORE_PRONOUN = frozenset(", ; : ( and so but that if as when because then what which than while where before "
                            "since until ok okay yes no hello hi think hope".split())


def _pronoun(raw: list[str], i: int) -> bool:
    """'I' said of the writer ('Hello, I took over Britain', 'so I think'), never a map's sea I: at the start
    of a clause, before a word in lower case."""
    return raw[i] == "I" and i + 1 < len(raw) and raw[i + 1].isalpha() and raw[i + 1].islower() \
        and (i == 0 or raw[i - 1].casefold() in _BEFORE_PRONOUN) and raw[i + 1] not in _TO \
        and raw[i + 1] not in _AT


def _only_a_number(note: str) -> bool:
    """'(57)', '(region 16)', '(#9)': a place's number, which must be the place's before it."""
    said = note.replace("#", " ").casefold().split()
    return bool(said) and is_digits(said[-1]) and all(w in ("region", "no", "no.", "province", "area") for w in said[:-1])


def _capital_unread(note: str, n: Slots) -> bool:
    """Whether a note holds a name that is no place, nation or unit the reader knows ('(Madder Moors)')."""
    named = len(n.places) + len(n.nations) + len(n.units)
    capitals = sum(1 for w in note.split() if w[:1].isupper() and w.strip(".,;:").casefold() not in COMMON
                   and not _TITLE.get(w.strip(".,;:").casefold()))
    return capitals > 0 and named == 0


def _without_notes(text: str) -> tuple[str, list[str]]:
    """The words outside brackets, and each note in them (at most four, of 80 characters or fewer;
    a longer one stays in the words)."""
    notes: list[str] = []
    out: list[str] = []
    at = 0
    while len(notes) < 4:
        start = text.find("(", at)
        end = text.find(")", start + 1) if start >= 0 else -1
        if start < 0 or end < 0 or end - start > 80:
            break
        out.append(text[at:start])
        notes.append(text[start + 1:end])
        at = end + 1
    out.append(text[at:])
    return " ".join(out), notes


def _kind_qualified(raw: list[str], low: list[str], used: list[bool], kinds_at: list[int]) -> str:
    """A word the reader cannot tell said just before a kind of unit, which may make it another kind ('1 Armored
    Cavalry', 'Baue 1 Schwere Kavallerie', '2 elite infantry'): never read as the plain kind without it. Everyday
    words ('one new cavalry', 'more infantry') pass."""
    for i in kinds_at:
        w = low[i - 1] if i else ""
        if w and not used[i - 1] and w.isalpha() and w not in _PASSABLE and w not in COMMON and w not in _SKIP \
                and w not in _PLAIN_QUALIFIERS and (raw[i - 1][:1].isupper() or not is_everyday(w)):
            return raw[i - 1]
    return ""


# Words of a body of units, whose name may stand before them ('the Holstein corps', 'the Pirate Squadron').
_BODIES = frozenset("""corps squadron fleet army armies navy force troop ship unit legion regiment division garrison
    flotilla host horde band column""".split())
# Words said of units that make no other kind of them ('two new cavalry', 'a further infantry', 'our veteran foot').
_PLAIN_QUALIFIERS = frozenset("""new extra additional another further more fresh spare loyal veteran regular imperial
    royal fine good brave young few several""".split())


def _stands_alone(word: str, span: int) -> bool:
    """A unit's letter or number said with no unit word beside it: a capital letter ('D to Saxony'; not
    'I' or 'A', words too) or a roman numeral in capitals ('II marches')."""
    if span > 1:
        return True
    if len(word) == 1:
        return word.isupper() and word not in ("I", "A")
    return word.isupper() and set(word) <= set("IVX")


def _number_word(word: str, after: str, nouns: frozenset[str]) -> int | None:
    if word in ("a", "an", "single", "one"):
        return 1 if after in nouns and word in ("one", "single") else None
    n = NUMBER_WORDS.get(word) or _MORE_NUMBERS.get(word)
    return n


_SINGLES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _single_places(board: object) -> tuple[dict[str, str], frozenset[str]]:
    """One-word names of a map's places (lower case) -> region id, for misspelt names; and those names as one
    set object per map (`near` indexes it once)."""
    kept = _SINGLES.get(board)
    if kept is None:
        places: dict[str, str] = {}
        for r in board:         # type: ignore[attr-defined]
            for name in (r.name, *r.attributes.get("aliases", ())):
                if " " not in name and name.isalpha() and len(name) >= 5:
                    places.setdefault(name.casefold(), r.id)
        kept = _SINGLES[board] = (places, frozenset(places))
    return kept
