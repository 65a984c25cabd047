"""A refused line of which no order can be made: a remark (issue 22, round 14).

Writers who never saw the reader agree on what a careful GM passes over: 'Rome remembers the Punic wars.', 'We
sail!', 'Building up the middle this turn.', 'Moving south to have a look at the Turks.', 'Dear fellow players, the
Tsar sends his greetings to all the courts.' The reader refused such lines, because a verb of an order or a name
may be an order cut short ('The Guard to Champagne.'); the GM then had a refusal to answer where there was nothing
to ask. A refused line is a remark only when both hold:

- **no order came near it**: the reader by meaning offered no choice and the grammar no fix (the caller asks this:
  engine.orders, after the choices are made), and the grammar gave only its general refusal;
- **it holds nothing an order is made of**, in each of its sentences: none of the nation's units, no unit word, no
  count or number, no arrow, no place, no name the reader cannot tell, no word of an order that needs no unit
  ('war', 'alliance', 'build'), no correction, no condition or doubt ('if', 'unless', 'maybe'), no leave to
  another ('allow', 'pass'), nothing left to the GM ('you may choose'), no pronoun or rest an earlier order names
  ('take it', 'the others march'), no money ('some gold for Spain'), no command ('Attack the Austrians!', 'Let the
  Danes feel our anger', 'What about the Vikings?'), no act of the writer's own nation by its name ('The Vikings
  sail!', 'The Danes stay neutral.'), no negation ('nothing new', 'nothing this month' with no verb of an order
  is none), no letter alone, no name it cannot tell, no piece of a wrapped sentence, no code, no other language;
  a refusal about a piece of its line only ("'France said': ...") stays.

What is left is a verb with nothing to act on or a nation talked about: the line is filed as chatter with the
reason said ('not an order: a remark, ...'), shown on the receipt, never silently. A line naming a place stays
refused (it may be where a unit goes), as does everything the list above names, unless the words around the place
say it is talked of, not gone to (engine.words.meaning.talked_of, round 15: a court's feeling, where the writer
writes from, a title's realm)."""

from __future__ import annotations

from engine.order_sheet import REMARK  # noqa: F401 - the reason said, with the line
from engine.words import patterns as re
from engine.words.clauses import sentences
from engine.words.coded import is_coded
from engine.words.commands import IMPERATIVES, LEADS as _LEADS, commands_a_name
from engine.words.foreign import is_foreign
from engine.words.lexicon import WEAK_VERBS
from engine.words.meaning.slots import Finder, Slots
from engine.words.meaning.talked_of import talked_of
from engine.words.meaning.talk import CONDITIONS as _CONDITIONS, REST as _REST, TALK_WORD, UNIT_FREE as _UNIT_FREE, \
    verbs_said
from engine.words.meaning.verbs import classes, is_negation


_WORD = re.compile(r"[\w'\u2019]+|[=?]")
_MOST_CHARS = 600
_MOST_SENTENCES = 8
_MOST_STORY_CHARS, _MOST_STORY_SENTENCES = 2000, 24      # a paragraph of a story beside the orders
# Leave given to another power, or a choice left to the GM: orders of their own, asked when not read.
_LEAVE = frozenset("""allow allows allowed permit permits permitted pass passes passage through grant grants granted
    access choose chooses decide decides whichever wherever whatever discretion judgement judgment""".split())
# Words that name what an earlier line ordered ('take it', 'send them there'): never a remark by themselves.
# Times and verbs of talk after 'nothing' ('nothing this month', 'nothing to report'): no negation of an order.
_TIMES = frozenset("turn month time season round year step phase week winter spring summer autumn".split())
_SAYING = frozenset("say add report tell declare announce".split())
_POINTERS = frozenset("it them there those these they same".split())
# Verbs said of a court or a people named by its city ('Madrid is quiet', 'Vienna fears ...').
_COURT_VERBS = frozenset("""is was 's seems seemed looks looked sends sent writes wrote says said thinks thought knows
    knew fears feared hears heard wants wanted remembers expects hopes wishes waits sleeps celebrates mourns
    has had""".split())
# Words written with a capital that name no place or unit: the GM, titles, days, months, the writer.
_CAPITALS = frozenset("""i i'm i'll i've i'd gm gms pm ok dear hi hello thanks emperor empress king queen tsar czar
    sultan kaiser majesty highness his her crown court council parliament sir lord lady monday tuesday wednesday
    thursday friday saturday sunday january february march april may june july august september october november
    december spring summer autumn fall winter god mr mrs ps nb europe english""".split())


def is_remark(text: str, finder: Finder, beside: frozenset[str] | None = None) -> bool:
    """Whether every sentence of a refused line holds nothing an order is made of (the module's list). `beside`:
    the places the message's orders read name, for a line of the story around them (engine.words.story_part): a
    place is then talked of when said where something is or comes from ('at Vindobona') or named by an order, a count of things no unit word names with no verb
    of an order is the story's ('two villages burned'), a year is no count, and a name the reader cannot tell is a
    person of the story ('Count Haugwitz advises neutrality')."""
    if len(text) > (_MOST_CHARS if beside is None else _MOST_STORY_CHARS) or is_coded(text) or is_foreign(text):
        return False
    parts = [p for s in sentences(text) for p in s.split(";")]
    if not parts or len(parts) > (_MOST_SENTENCES if beside is None else _MOST_STORY_SENTENCES):
        return False
    said_any = False
    for part in parts:
        said = part.strip().strip("\"'()[]*_").rstrip(".!").strip()
        if not said:
            continue
        said_any = True
        low = [w.casefold() for w in _WORD.findall(said)]
        if "=" in low or _CONDITIONS.intersection(low) or _LEAVE.intersection(low) \
                or any(is_negation(w) and not _nothing_said(low, i, finder) for i, w in enumerate(low)):
            return False            # a negation may take an order back ('Do not standing chit: defend')
        if any(len(w) == 1 and w not in ("a", "i") and not w.isdigit() for w in low):     # digits: below
            return False            # a unit's letter said small ('e stays?')
        slots = finder.find(said)
        dated = beside is not None and not slots.verbs and not slots.nouns and _dateline(low)
        if beside is not None:
            if any(p.role == "to" or p.role == "" and not dated for p in slots.places if p.rid not in beside):
                return False        # a place gone to, or said bare ('Normandy and Hanover'), that no order names
        elif slots.places and not (_court_said(low, slots, finder) or talked_of(low, slots, finder)):
            return False            # 'Rome remembers ...' may be where units go; 'Madrid is quiet.' is its court
        story = beside is not None and not slots.verbs and not slots.nouns     # 'two villages', no verb of an order
        counts = [n for n in slots.numbers if not (beside is not None and 1000 <= n <= 2100 or dated and n <= 31)]
        if slots.units or slots.nouns or counts or slots.other_counts and not story or slots.arrow \
                or slots.unknown or slots.correction or _orders_without_units(said, slots.nations, finder):
            return False
        if slots.verbs and (_POINTERS.intersection(low) or _REST.intersection(low)):
            return False            # 'We take it.', 'The others march where needed.': units or places named elsewhere
        if finder.meaning.money.intersection(low) or low[:2] in (["what", "about"], ["how", "about"]) \
                or low[:1] == ["let"] and slots.nations or len(slots.nations) > 1 and not slots.verbs:
            return False            # 'Some gold for Spain.', 'What about the Vikings?', 'Let the Danes feel our anger.'
        if (slots.verbs or WEAK_VERBS.intersection(low)) and slots.nations and part.rstrip().endswith("?"):
            return False            # 'Can we help Spain somehow?': what to do, asked of the GM
        if beside is not None and (_names_itself(low, finder) and (slots.places or slots.verbs or len(low) < 6)
                                   or ARROWS.search(said) or opens_on_a_letter(low, finder)):
            return False            # 'Adoen reclaims Adoen Crown.', 'A - the coast', 'A marches to the coast'
        if slots.verbs and _names_itself(low, finder):
            return False            # 'The Vikings sail!', 'The Danes stay neutral.': the nation's own act
        if any(w.isdigit() and not (beside is not None and len(w) == 4 and 1000 <= int(w) <= 2100
                                    or dated and _day_of_month(low, i)) for i, w in enumerate(low)):
            return False            # a count, a map's number; a year in a story's line is neither
        if not _said_plainly(said, low, finder, names_told=beside is None):
            return False
    return said_any


ARROWS = re.compile(r" - |->|=>| > |<-")
# Months, the Republic's too ('Strasbourg, 2 Germinal'), of a dateline ('Minutes of the War Council, Vienna, 3 April
# 1805'): its place is where the writer writes from, its numbers a day and a year. 'March' and 'May' are verbs too:
# a sentence with a verb is no dateline.
_MONTHS = frozenset("""january february april june july august september october november december jan feb apr
    jun jul aug sep sept oct nov dec vendemiaire brumaire frimaire nivose pluviose ventose germinal floreal prairial
    messidor thermidor fructidor""".split())


def _dateline(low: list[str]) -> bool:
    """Whether a sentence with no verb of an order is dated: a year, or a day beside a month."""
    return any(w.isdigit() and len(w) == 4 and 1000 <= int(w) <= 2100 for w in low) or any(
        _day_of_month(low, i) for i, w in enumerate(low) if w.isdigit())


# Words of a document's title that a verb list may hold ('Royal Order', 'Orders of the day'), and the months that are
# verbs too ('March', 'May'): in a dated title they are no order.
_TITLE_WORDS = frozenset("order orders march may".split())
_MOST_TITLE_CHARS = 90


def is_title(text: str, finder: Finder) -> bool:
    """Whether a line is a dated title above the orders ('Minutes of the War Council, Vienna, 3 April 1805', 'Royal
    Order, Aranjuez, March 1805', 'Dispatch from Berlin, 12 March 1805'): short, in parts cut by commas, dated (a
    year, or a day beside its month), no sentence's end inside, no question, no command; nothing of an order in it
    but the place it is written from (never a place gone to), the title's words and its dates: no unit, no unit word,
    no count, no nation, no money, no arrow, no letter of a unit, no condition, no negation. Refusals offer moves to
    the place it names; the place is where the writer writes from."""
    said = text.strip().strip("*_#").rstrip(":").strip()
    if not said or len(said) > _MOST_TITLE_CHARS or "," not in said or any(c in said for c in "?!;.()[]=>") \
            or is_coded(said) or is_foreign(said):
        return False
    low = [w.casefold() for w in _WORD.findall(said)]
    if not low or not _dateline(low) or opens_on_a_letter(low, finder) \
            or _CONDITIONS.intersection(low) or _LEAVE.intersection(low) or any(is_negation(w) for w in low) \
            or low[0] in IMPERATIVES or finder.meaning.money.intersection(low):
        return False
    if any(len(w) == 1 and w not in ("a", "i") and not w.isdigit() for w in low):
        return False                    # a unit's letter said small
    if any(w.isdigit() and not (len(w) == 4 and 1000 <= int(w) <= 2100 or _day_of_month(low, i)
                                or _day_of_a_verb_month(low, i)) for i, w in enumerate(low)):
        return False                    # a count, a map's number
    slots = finder.find(said)
    if slots.units or slots.nouns or slots.nations or slots.arrow or slots.unknown or slots.correction \
            or slots.carried or _orders_without_units(" ".join(w for w in _WORD.findall(said)
                                                               if w.casefold() not in _TITLE_WORDS), slots.nations, finder):
        return False                    # 'War Council' says no war; 'declare war' would
    if any(p.role == "to" for p in slots.places):
        return False                    # a place gone to
    return all(w in _TITLE_WORDS or set(classes(w, finder.meaning.verbs)) <= _UNIT_FREE for w in low)


def _day_of_a_verb_month(low: list[str], i: int) -> bool:
    """Whether the number at i is a day of March or May with its year ('14 March 1805'): said alone, '14 march' may
    be a map's number and a verb."""
    return 1 <= int(low[i]) <= 31 and low[i + 1:i + 2] in (["march"], ["may"]) and low[i + 2:i + 3] != [] \
        and low[i + 2].isdigit() and len(low[i + 2]) == 4


def _day_of_month(low: list[str], i: int) -> bool:
    """Whether the number at i is a day beside its month ('12 December', 'December 12')."""
    return low[i].isdigit() and 1 <= int(low[i]) <= 31 and (
        i + 1 < len(low) and low[i + 1] in _MONTHS or i > 0 and low[i - 1] in _MONTHS)
_GOING = frozenset("away from to into towards toward at in on via through back off out onto".split())    # 'A away from Dresden'


def opens_on_a_letter(low: list[str], finder: Finder) -> bool:
    """Whether a sentence opens on a single letter (not 'I') before no plain word: a unit's letter ('A marches to
    the coast'), never the article of 'A dark day for Prussia'."""
    if not low or len(low[0]) != 1 or low[0] == "i":
        return False
    after = low[1] if len(low) > 1 else ""
    return not after.isalpha() or after in _GOING or bool(classes(after, finder.meaning.verbs)) or after in WEAK_VERBS \
        or after.endswith("s") and bool(classes(after[:-1], finder.meaning.verbs))


def _nothing_said(low: list[str], i: int, finder: Finder) -> bool:
    """Whether 'nothing' at i says there is no news or no order this time ('nothing this turn', 'nothing new',
    'nothing to report') in a sentence with no verb of an order: no negation of one ('Nothing else moves',
    'nothing this month leaves Vienna', 'build nothing')."""
    after = low[i + 1:i + 3]
    return low[i] == "nothing" and (after[:1] == ["new"] or len(after) == 2 and (
        after[0] == "this" and after[1] in _TIMES or after[0] == "to" and after[1] in _SAYING)) \
        and not any(set(classes(w, finder.meaning.verbs)) - {"muse"} for w in low)


def _orders_without_units(said: str, nations: set[str], finder: Finder) -> bool:
    """Whether a word of an order that needs no unit is said as one: a verb ('declare war', 'we ally'), or any
    such word beside a nation ('a swift peace with Austria'); 'the war can wait', 'sends his greetings' say none."""
    raw = TALK_WORD.findall(said)[:80]
    low = [w.casefold() for w in raw]
    said_so = [i for i, w in enumerate(low) if set(classes(w, finder.meaning.verbs)) & _UNIT_FREE]
    if not said_so:
        return False
    return bool(nations) or bool(set(said_so) & set(verbs_said(raw, low, finder)))


def _court_said(low: list[str], slots: Slots, finder: Finder) -> bool:
    """Whether the one place a sentence names is its subject, said of as a court or a people ('Madrid is quiet',
    'Berlin has nothing to say', 'Vienna seems nervous'): its name first, then a verb of being or talk, and no verb
    of an order anywhere."""
    if len(slots.places) != 1 or slots.verbs or slots.stays or slots.places[0].number is not None:
        return False
    for k in (1, 2, 3):
        if k < len(low) and low[k] in _COURT_VERBS and finder.names.is_region(" ".join(low[:k])):
            return True
    return False


def _names_itself(low: list[str], finder: Finder) -> bool:
    """Whether the sentence names the writer's own nation (the subject of its verb: what all its units do)."""
    return any(finder.names.known_nation(w) == finder.nation for w in low[:12]) or any(
        finder.names.known_nation(f"{a} {b}") == finder.nation for a, b in zip(low[:12], low[1:12]))


def _said_plainly(said: str, low: list[str], finder: Finder, names_told: bool = True) -> bool:
    """Whether a sentence is no command ('Attack the Austrians!', 'Free Adoen!'), names no name the reader cannot
    tell ('Toulon goes looking for Nelson'; with `names_told` only), and is no piece of a sentence wrapped over
    lines ('will march')."""
    k = 0
    while k < len(low) and low[k] in _LEADS:
        k += 1
    if k < len(low) and (low[k] in IMPERATIVES or (classes(low[k], finder.meaning.verbs) or low[k] in WEAK_VERBS)
                         and not low[k].endswith(("ing", "ed", "s"))):
        return False                # an order's verb first: a command, asked when not read
    if commands_a_name(said, finder.names, finder.nation):
        return False
    raw = _WORD.findall(said) if names_told else []
    for i, w in enumerate(raw):
        key = w.casefold().removesuffix("'s").removesuffix("\u2019s")
        if i and w[:1].isupper() and key not in _CAPITALS and not finder.names.mentioned([w.casefold()]):
            return False            # a name it cannot tell: a unit's, a place's in other words
    return not (said[:1].islower() and not said.rstrip().endswith((".", "!", "?", ")")))
