"""Sentences a careful GM reads as no order of this turn, told by what they are, not by the words of one writer:
a letter's heading or opening ('Muscovy turn 1:', 'To the GM, from Vienna, in haste.', 'Berlin, the first of
March.', 'The Hofkriegsrat sends its compliments and its orders for the winter.'), news and flavour whose
subject is someone else or the writer's court or household and whose verbs order nothing ('(Nelson sends his regards, and
one eye.)', 'My wife says I spend too much time on this game.'), and a question or remark to the GM about the
game ('Would it be possible to have the map as a PNG?', 'Please confirm that the elephants count as armies').

Never an aside: a sentence naming one of the nation's units, a count, an arrow, a correction, a condition or a
doubt, a place gone to, a nation acted on, an order verb said as a command or of the writer, or a unit word of
the writer's own that is no passing description ('our fleet', 'the armies'): those keep their reading, read,
asked or refused. One pass over the sentence's words; the reader by meaning gives its slots."""

from __future__ import annotations

from engine.words import patterns as re
from engine.words.meaning.costs_told import COST_TOLD, cost_told
from engine.words.meaning.slots import Finder, Slots
from engine.words.meaning.states import state_told
from engine.words.meaning.talk import _subject, _times, _verbs_said
from engine.words.meaning.verbs import classes
from engine.words.talk_lines import own_forms

_WORD = re.compile(r"[\w'\u2019]+|->|=>|[,;:?()>\u2192\u2013\u2014-]")
_LONGEST = 400

HEADING = "a heading or the opening of a letter"
NEWS = "news or flavour, no order"
QUESTION = "a question or remark to the GM about the game"

# Words of a letter's heading and opening: the turn, the step, the season, the greeting, the compliments.
_HEAD_WORDS = frozenset("""turn round step phase land naval sea political diplomatic diplomacy economic orders order
    plan instructions moves builds winter spring summer autumn fall season month year again here gm gms all
    everyone sir game master referee umpire to from for of the a an my our his her its their this these and with in
    at by so following next below version tidy short sweet long longer little bit few more brief haste greetings
    compliments regards respects honour honor best wishes apologies excuses advance love thanks time one
    as usual once this first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth
    fifteenth twentieth thirtieth last 1st 2nd 3rd 4th 5th""".split())
_MONTHS = frozenset("""january february march april may june july august september october november december jan feb
    mar apr jun jul aug sep sept oct nov dec""".split())
# Verbs that send words, not units: a heading's ('sends its compliments and its orders', 'presents his compliments').
_SENDING = frozenset("send sends sent sending present presents presented has have had writes write writing".split())
# What those verbs carry: words to the GM, never a unit or a sum.
_TALK_NOUNS = frozenset("""orders order compliments greetings regards respects thanks apologies wishes love honour
    honor letter letters word words news following report eye box""".split())
# The writer's court and people: a letter speaks of itself so ('the Emperor asks', 'His Majesty's Government').
_COURT = frozenset("""emperor empress king queen tsar czar tsarina sultan khan kaiser shah pasha majesty majesty's
    highness crown kingdom empire republic government court senate council committee cabinet ministry minister
    chancellor parliament admiralty regent elector archduke duke doge consul directory prince princess porte
    vizier grand_vizier wife husband cat dog son daughter sister brother mother father friend boss""".split())
# Words of a condition, a doubt or a correction: such a sentence may change an order, never set aside here.
_BLOCKING = frozenset("""if unless when whenever provided providing should otherwise maybe perhaps possibly
    probably might instead rather except until till once not no don't won't can't cannot never nor""".split())
# Openings of a question or a request to the GM about the game itself.
_ASKING = frozenset("""would could can does do is are was will may please question confirm""".split())
# What a question to the GM may be about: the game, not a unit's order.
_GAME = frozenset("""map png pdf image picture file rules rule thread update turn report deadline game""".split())
_BE = frozenset("is are was were be been being am 's 're".split())
_SMALL = frozenset("a an the of and , ( ) : ; - his her its their my our your this that".split())


def aside(said: str, slots: Slots, finder: Finder) -> str | None:
    """Why a sentence the reader could not read as an order is no order of this turn (a heading, news, a
    question to the GM), None when it may be an order."""
    if (told := state_told(said, slots, finder)) is not None:
        return told             # 'So now we are at war with Austria finally.' (engine.words.meaning.states)
    if cost_told(said, slots, finder):
        return COST_TOLD        # "That's 4 + 6 = 10 gold, leaving us 10." (engine.words.meaning.costs_told)
    if len(said) > _LONGEST or slots.units or slots.arrow or slots.other_counts \
            or slots.correction and slots.correction not in ("sorry",):
        return None
    raw = _WORD.findall(said)[:80]
    low = [w.casefold().replace("\u2019", "'") for w in raw]
    if not low or _BLOCKING & set(low):
        return None
    times = _times(low) | _dates(low)
    if any(n not in times | _sums(low, finder) for n in slots.numbers) or any(
            p.number is not None and p.number not in times for p in slots.places):
        return None             # a count or a numbered place: never set aside here
    if _heading(raw, low, slots, finder, times | _sums(low, finder)):
        return HEADING
    if slots.unknown:
        return None             # a name it cannot tell beside what it says
    if slots.nouns and not _described(low, finder, _sends_words(low)):
        return None             # 'the fleet', 'our armies': the nation's units, maybe an order
    if any(p.role == "to" for p in slots.places) or slots.order_words and not _sends_words(low):
        return None             # a place gone to, 'declare', 'alliance': it may be an order
    if _question(raw, low, slots):
        return QUESTION
    if _news(raw, low, slots, finder):
        return NEWS
    return None


def _sums(low: list[str], finder: Finder) -> set[int]:
    """Numbers said as the nation's money ('Orders, turn 1 (60 cheese)'): a sum in a heading, never a count."""
    return {int(w) for i, w in enumerate(low) if w.isdecimal() and len(w) <= 4 and i + 1 < len(low)
            and low[i + 1] in finder.meaning.money}


def _dates(low: list[str]) -> set[int]:
    """Days of a month said as numbers ('3 March', 'March 3rd'): a date, never a count."""
    out: set[int] = set()
    for i, w in enumerate(low):
        if w.isdecimal() and len(w) <= 2 and (i + 1 < len(low) and low[i + 1] in _MONTHS
                                              or i and low[i - 1] in _MONTHS):
            out.add(int(w))
    return out


def _heading(raw: list[str], low: list[str], slots: Slots, finder: Finder, times: set[int]) -> bool:
    """'Muscovy turn 1:', 'To the GM, from Vienna, in haste', 'Berlin, the first of March', 'Moscow again',
    'The Prince of Peace presents his compliments', 'Orders for Prussia, turn 1, in my own words since nobody
    reads the canonical ones anyway': a head of a heading's words (the turn, the step, the GM, a date, the
    writer's nation, a title, a name the reader does not know, where the letter comes from) with a word that
    makes it one, and after it at most a remark that names nothing of an order (no place, nation, unit word or
    verb of an order)."""
    if slots.nations - {finder.nation} or len([p for p in slots.places if p.number not in times]) > 1:
        return False            # another nation named: 'Dunbarra turn 1' from Randomia stays refused
    own = own_forms(finder.nation)
    place_words = _place_words(raw, low, slots, finder, times)
    if place_words is None:
        return False
    marked = False              # a place alone is no heading: 'from Bulgaria' may be an order cut short
    verbs = 0
    for i, w in enumerate(low):
        if (w in _MARKERS or w in _MONTHS or w in own and len(low) == 1 or w in _SENDING and _carries_words(low, i)) \
                and not (w in _MONTHS and classes(w, finder.meaning.verbs) and not _dated(low, i)):
            marked = True       # never 'March!' nor 'May ...' alone: a verb of an order; 'the first of March' is
        if w.endswith("'s"):
            w = w[:-2]          # "the Emperor's cabinet", "Austria's land step"
        if w in _HEAD_WORDS or w in _MONTHS or w in own or w in _COURT or w.rstrip("s") in _COURT \
                or finder.names.known_nation(w) == finder.nation \
                or w in _SMALL or i in place_words or w.isdecimal() and int(w) in times:
            continue
        if w in _SENDING and _carries_words(low, i):
            verbs += 1
            continue
        if raw[i][:1].isupper() and not classes(w, finder.meaning.verbs) and not finder.names.known_nation(w) \
                and w not in finder.nouns and len(w) > 2 and (i or len(low) < 2 or low[1] in _MARKERS
                                                  or low[1] in _SENDING and _carries_words(low, 1)):
            continue            # 'Muscovy turn 1', 'The Hofkriegsrat', 'Albion': a name of the writer's nation or
                                # court, or who sends words ('Nelson sends his regards'); never the first
                                # word before others ('Free Adoen!': a command)
        if w in ("fleets", "armies", "forces") and i and low[i - 1].endswith("'s"):
            continue            # "for His Majesty's fleets": whose step it is
        return marked and verbs <= 2 and _remark(raw[i:], low[i:], finder) and any(
            t in (",", ":", ";") for t in low[:i])
    return marked and verbs <= 2


# Words that make a line of a heading's words a heading.
_MARKERS = frozenset("""turn round step phase orders instructions gm gms master referee umpire again here
    compliments greetings haste honour honor spring summer autumn fall winter""".split())


def _dated(low: list[str], i: int) -> bool:
    """A month said in a date: 'the first of March', '3 March', 'March 1805'."""
    before = low[i - 1] if i else ""
    after = low[i + 1] if i + 1 < len(low) else ""
    return before == "of" or before.isdecimal() or after.isdecimal()


def _remark(raw: list[str], low: list[str], finder: Finder) -> bool:
    """The rest of a heading's sentence, a remark on it that names nothing of an order: no verb of an order, no
    unit word, no number ('in my own words since nobody reads the canonical ones anyway')."""
    return not any(classes(w, finder.meaning.verbs) or w in finder.nouns or w.rstrip("s") in finder.nouns
                   or w.isdecimal() or finder.names.known_nation(w) for w in low if w[:1].isalnum())


def _place_words(raw: list[str], low: list[str], slots: Slots, finder: Finder, times: set[int]) -> set[int] | None:
    """Where the one place a heading names stands: after 'from', or first before a comma ('Berlin, the first
    of March'); None when a place is named anywhere else (it may be where units go)."""
    if not any(p.number not in times for p in slots.places):
        return set()
    own = own_forms(finder.nation)
    for i in range(len(low)):
        if low[i].isdecimal() or low[i] in own and not any(    # 'from Manarth Hold': a place named for the nation
                i + n <= len(low) and finder._place(" ".join(raw[i:i + n]), n) for n in (3, 2)):
            continue
        for n in (3, 2, 1):
            if i + n > len(low) or not finder._place(" ".join(raw[i:i + n]), n):
                continue
            after = low[i + n] if i + n < len(low) else ""
            to_gm = low[i + n:i + n + 3] == ["to", "the", "gm"] or low[i + n:i + n + 2] == ["to", "gm"]
            if _from_phrase(low, i) or i == 0 and (after in (",", "again", "here", "") or after in _MARKERS or to_gm) \
                    and _not_anothers(finder._place(" ".join(raw[i:i + n]), n), finder):
                return set(range(i, i + n))
            return None
    return set()


def _from_phrase(low: list[str], i: int) -> bool:
    """Whether the word at i ends a 'from ...' phrase of where the letter comes from: 'from Vienna', 'from the
    court at Toledo', 'from the Council of Carthage'; only a heading's words between."""
    for j in range(i - 1, max(-1, i - 5), -1):
        if low[j] == "from":
            return True
        if low[j] not in _SMALL and low[j] not in _COURT and low[j] not in ("at", "in"):
            return False
    return False


def _not_anothers(rid: str | None, finder: Finder) -> bool:
    """Whether a place said first in a heading is no other nation's ('Moscow again' from Russia; 'Vienna turn 1'
    from France stays refused): the writer's own, or one the position gives no owner."""
    owner = getattr(finder.names.state, "owner", None)
    return rid is not None and (owner is None or owner(rid) in (None, finder.nation))


def _carries_words(low: list[str], i: int) -> bool:
    """'sends its compliments and its orders', 'presents his compliments', 'has the honour to send the
    following': a verb of sending whose object is words."""
    ahead = [w for w in low[i + 1:i + 6] if w not in _SMALL]
    if not ahead or any(w.isdecimal() for w in ahead):
        return False
    if ahead[0] in ("to", "honour", "honor"):
        return True             # 'has the honour to send the following'
    noun = next((w for w in ahead[:4] if w in _TALK_NOUNS), "")
    return noun in _TALK_NOUNS and all(w in _ADJECTIVES or w in _PEOPLE for w in ahead[:ahead.index(noun)])


# Words that may stand between a verb of sending and the words it sends ('his warmest regards').
# Whom words are sent to, said before them ('send the French my regards').
_PEOPLE = frozenset("""french british english spanish austrians prussians russians turks danes swedes dutch
    italians neapolitans portuguese everyone everybody all players player gm you him her them""".split())
_ADJECTIVES = frozenset("""warmest warm best kindest kind fondest humble humblest deepest sincere sincerest
    heartfelt respectful most very many own usual""".split())


def _sends_words(low: list[str]) -> bool:
    return any(w in _SENDING and _carries_words(low, i) for i, w in enumerate(low))


def _described(low: list[str], finder: Finder, sends_words: bool = False) -> bool:
    """Each unit word a passing description after 'a' ('a small country with a big fleet'), someone else's
    ('their fleet'), or who words are sent to ('sends his regards to all the players'): none names the
    nation's own units."""
    for i, w in enumerate(low):
        if w not in finder.nouns and w.rstrip("s") not in finder.nouns:
            continue
        before = low[max(0, i - 3):i]
        if "a" in before or "an" in before or before[-1:] and before[-1] in ("their", "his", "her", "no") \
                or sends_words and "to" in before:
            continue
        return False
    return True


def _question(raw: list[str], low: list[str], slots: Slots) -> bool:
    """A question or a request to the GM about the game itself ('Would it be possible to have the map as a
    PNG?', 'Please confirm that ...', 'Also, could the Russians hurry up?'), naming no place and no unit word
    ('Can we afford a frigate? Then do it.' is an order asked)."""
    if slots.places or slots.nouns or slots.nations and (slots.verbs or slots.order_words) and not _sends_words(low):
        return False            # 'Could the Russians attack Prussia?': another's order, refused
    first = next((w for w in low if w not in ("and", "also", "oh", "so", ",", "but", "gm", "a")), "")
    if ":" in low and low.index(":") + 1 < len(low):
        first = low[low.index(":") + 1]     # 'And a word from the Emperor: please send the French my regards'
    return "?" in low and first in _ASKING or first in ("please",) and ("confirm" in low or "pass" in low
                                                                       or _sends_words(low)) \
        or bool(_GAME & set(low)) and "?" in low


def _news(raw: list[str], low: list[str], slots: Slots, finder: Finder) -> bool:
    """News or flavour: someone else, the writer's court or household does what no unit does ('The Sultan
    sends his greetings', 'My wife says I spend too much time on this game', 'Denmark is a small country'):
    no verb of an order said as a verb, no place but where it happens."""
    if slots.nations and not slots.verbs:
        return False            # 'Prussia and Russia.': nations and no sentence, maybe asked
    subject = _subject(raw, low, finder)
    if subject is None:
        return False
    for i in _verbs_said(raw, low, finder):
        if i and low[i - 1] in _BE or low[i] in _SENDING and _carries_words(low, i):
            continue            # 'be left alone', 'are counted': said of it, no order; 'sends his regards'
        return False
    return subject != "self" or _court_speaks(low, finder)     # never 'we' nor a unit: 'We are ready', 'Brest is ours'



def _court_speaks(low: list[str], finder: Finder) -> bool:
    """The subject is the writer's court or household, never a unit: 'The Emperor asks', 'my wife says', 'The
    Grand Vizier sends'; the words before the first verb name one of them."""
    for w in low:
        if w in _BE or w in _SENDING or classes(w, finder.meaning.verbs) or w in (",", ":", ";"):
            return False
        if w in _COURT or w.rstrip("s") in _COURT:
            return True
    return False
