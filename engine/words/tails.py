"""The reason or purpose a player writes after a whole order, for every ruleset: 'Corps E to Aleppo, to
secure the Syrian road.', '... land in 23 (Holland): the Dutch coast is empty', '... -> 84 <-- Livonia,
before the Prussians'. A tail is set aside (and the receipt says so) only when it cannot change the order:
no number, no negation, no condition, no word of an order kind ('attack', 'via', 'support'), and no
second place gone to ('to Vienna', 'into the Tyrol'); else the line stays refused and is asked.
One pass over the words of the tail."""

from __future__ import annotations

from engine.words.held_purposes import held_purpose, is_people
from engine.words.lexicon import CONDITION_TAILS, UNIT_WORDS, counts_units
from engine.words.meaning.verbs import classes
from engine.words.message import words
from engine.words.others_tails import others_remark
from engine.words.reading import NUMBER_WORDS
from engine.words.textio import is_digits

# A purpose or a reason opening the tail ('to secure', 'in order to', 'because', 'so the French').
_OPENINGS = ("to ", "in order to ", "so as to ", "so that ", "so the ", "so we ", "so they ", "because ", "since ",
             "before ", "ready to ", "hoping to ", "trying to ", "meant to ", "reason: ", "why: ", "purpose: ",
             "for the defence of ", "for the defense of ", "for the protection of ", "for the security of ")
# A sentence said about the place or the enemy ('the Dutch coast is empty', 'it is next to I').
_SUBJECTS = frozenset("the it they we our this that there he she his its their".split())
_FINITE = frozenset("is are was were has have had will can must would should might may looks seems".split())
_DETERMINERS = frozenset("the a an my our his her their its this that these those".split())
_NEGATIONS = frozenset("not no never nor none nothing without don't won't doesn't isn't aren't can't cannot "
                       "shouldn't mustn't didn't".split())
_CONDITIONS = CONDITION_TAILS | {"then", "either"}    # and a sequel or a choice to come: '... then to Berlin'
# Words of an order's kind: a tail naming one may change the order ('to attack Bavaria', 'via the Channel').
_ORDERING = frozenset("""via attack attacks attacking support supports supporting convoy carry carrying carries
    escort escorting intercept intercepting retreat withdraw move moves march marches sail sails land lands landing
    embark disembark build buy raise scout scouts scouting blockade siege besiege assault invade enter
    declare declares declared declaring ally alliance peace""".split())     # not 'allies': 'our allies need you there'
# ('war' is none: 'because they are at war with Russia' says why, and 'that war be declared' has its verb)
_GOING = frozenset("to into towards toward onto through via across".split())
_MOST_WORDS = 24


def purpose_tail(text: str) -> tuple[str, str] | None:
    """(the order, the tail) when the text ends with a purpose or a reason after its last ', ', ': ', ' -- ',
    ' - ' or '<--' that cannot change the order; None otherwise."""
    cut = max((text.rfind(mark), len(mark)) for mark in (", ", ": ", " -- ", " - ", " \u2014 ", " \u2013 ", " <-- ",
                                                        " <- "))
    at, size = cut
    said = _after_mark(text, at, size) if at > 0 else None
    if said is None:                    # 'buy 1 army in 68 so Oslo is guarded': no comma before the reason
        low = text.casefold()
        joint = min((low.find(j) for j in _JOINED_REASONS if low.find(j) > 0), default=-1)
        said = _after_mark(text, joint, 1) if joint > 0 else None
        if said is None:                # 'raise two infantry in Angora to guard the Bosporus': 'to' and a verb
            said = _infinitive_after(text, low)
        if said is None:                # 'the army in Lombardy stays to watch Liguria': staying, for a purpose
            stay = min((low.find(j) + len(j) - 4 for j in _STAYING_TO if low.find(j) > 0 and "," not in low[:low.find(j)]
                        and any(w in UNIT_WORDS for w in words(low[:low.find(j)]))), default=-1)
            # one clause naming its units: 'one stays to hold Rubygate' after a correction is the rest of an order
            said = _after_mark(text, stay, 1) if stay > 0 else None
    return None if said is not None and _counted_in(said[1]) else said     # '..., and one cavalry division in ...'


def _infinitive_after(text: str, low: str) -> tuple[str, str] | None:
    """(the order, the purpose) for a purpose joined by 'to' and a verb, or 'for the defence of', with no comma
    ('build a cavalry in Salonica to defend Macedonia', '... for the defence of Macedonia'): the last such joint
    whose words before it are the order; a destination ('to Vienna', 'to the Tyrol') is no purpose."""
    for joint in _FOR_PURPOSE:
        at = low.rfind(joint)
        if at > 0:
            return _one_purpose(text, at)
    at = low.rfind(" to ")
    while at > 0:
        end = text.find(" ", at + 4)
        after = text[at + 4:end if end > 0 else len(text)]
        if after.isalpha() and after.islower() and after not in _DETERMINERS and after not in _NOT_VERBS:
            return _one_purpose(text, at) if _a_purpose_verb(after, low[:at]) or _waits_near(
                after, low[:at], low[at + 4:]) or held_purpose(after, low[:at], text[at + 4:]) else None
        at = low.rfind(" to ", 0, at)
    return None


def _one_purpose(text: str, at: int) -> tuple[str, str] | None:
    """The purpose after `at` when it is one clause naming no unit ('to keep the Prussians honest, and corps E
    is' goes on with another order)."""
    tail = text[at + 1:]
    if "," in tail or ";" in tail or " and " in tail or any(w in UNIT_WORDS for w in words(tail)[2:]):
        return None
    return _after_mark(text, at, 1)


def _a_purpose_verb(verb: str, before: str) -> bool:
    """Whether 'to VERB' after an order says why, never more of the order: a verb no order has ('to defend'
    after a build, whose units can do nothing else this turn; never 'to see', 'to look at', 'to attack')."""
    if verb in _HOLDING_PURPOSES:
        return any(w in _BUILDING for w in words(before))
    return verb in _PURPOSES        # not 'to see Franconia' (a scouting), 'to als ze komen' (Dutch, not read)


# A wait near a place after the march that gets there ('goes to the Bay of Biscay to sit outside Brest'): the place
# said with 'outside', 'off', 'near' is watched, never a leg of the route.
_WAITING = frozenset("sit lie wait lurk loiter linger hover stand cruise patrol hang".split())
_NEAR = frozenset("outside off near opposite before beside".split())


def _waits_near(verb: str, before: str, after: str) -> bool:
    """Whether 'to VERB ... near PLACE' after an order that says where it goes ('... to the Bay of Biscay') says
    where the unit waits, off the place it names: a purpose, the place no destination."""
    return verb in _WAITING and " to " in f" {before}" and not _NEAR.isdisjoint(words(after)[1:4])


# Verbs that say why after 'to' with no comma ('... in Angora to guard the Bosporus'): a list, so that a word
# the reader does not know ('to als ze komen') or a verb of an order ('to see', 'to attack') is never set aside.
_PURPOSES = frozenset("""defend protect guard secure keep cover deter discourage threaten impress reassure help aid
    assist relieve bolster strengthen stop prevent deny counter check contain prepare ensure maintain safeguard
    shield garrison hold meet face be punish show teach remind win await wait
    repair refit rest recover regroup resupply""".split())     # (round 21: 'stay in port to repair')
# Those the order verbs' lexicon makes a hold or a support ('guard', 'defend', 'keep'): a purpose only after a build.
# Others the lexicon makes an order of another kind ('help' may be a move) are never a purpose.
_HOLDING_PURPOSES = frozenset(v for v in _PURPOSES if classes(v) and set(classes(v)) <= {"hold", "support"})
_PURPOSES = frozenset(v for v in _PURPOSES if not classes(v))
_BUILDING = frozenset("build built builds building raise raised raises raising recruit recruited recruits levy buy "
                      "bought".split())


# Purposes said with a noun ('for the defence of Macedonia'), and words after 'to' that are no verb.
_FOR_PURPOSE = (" for the defence of ", " for the defense of ", " for the protection of ", " for the security of ")
_NOT_VERBS = frozenset("north south east west the front coast border sea port home".split())


def purpose_opening(word: str) -> bool:
    """Whether a word after 'to' may be the verb of a purpose: no article and no direction ('to the', 'to
    north')."""
    return word.islower() and word not in _DETERMINERS and word not in _NOT_VERBS


# A verb of staying with a purpose after it and no comma ('stays to watch Liguria', 'remains behind to guard Rome'):
# the purpose starts at its ' to ' (a destination after it, 'stays to the north', is refused by _after_mark).
_STAYING_TO = (" stays to ", " stay to ", " remains to ", " remain to ", " holds to ", " hold to ", " stays behind to ",
               " remains behind to ", " stays put to ", " stays home to ", " stay behind to ", " stay put to ",
               " stay home to ")
# A reason joined to the order by its own word, with no comma ('... 86 -> 74 because Karelia is empty').
_JOINED_REASONS = (" because ", " since ", " so that ", " so as to ", " in order to ", " so ")


def _after_mark(text: str, at: int, size: int) -> tuple[str, str] | None:
    """(the order, the tail) when what follows the mark at `at` is a purpose or a reason that changes nothing."""
    head, tail = text[:at].rstrip(" ,"), text[at + size:].strip(" .!")
    low = tail.casefold()
    said = words(tail)
    if not head or not said or len(said) > _MOST_WORDS or _MEANT.intersection(said):
        return None                     # ('- I mean Bulgaria': what was meant instead, a correction)
    if low.startswith(_OPENINGS):
        if low.startswith("to ") and (len(said) < 2 or said[1] in _DETERMINERS or not said[1].isalpha()
                                      or not tail.split(" ")[1][:1].islower()):
            return None                 # 'to the Aegean', 'to Vienna': a destination, not a purpose
    elif said[0] == "so" and len(said) > 2 and _own_clause(tail.split(" ", 1)[1], said[1:]):
        pass                            # 'so Oslo is guarded', 'so we keep the coast'
    elif text[at:at + 2] == ": " and said[0] in _SUBJECTS and len(said) >= 3 and not any(
            w in _UNITS_DO or w in UNIT_WORDS for w in said):
        pass                            # 'Alliance with Denmark: the Baltic needs a friend': a plan's reason
    elif not (said[0] in _SUBJECTS and any(w in _FINITE for w in said[1:4])) and not _own_clause(tail, said):
        return None
    if harmless(_described(tail, said)) or others_remark(head, tail, harmless, harmless_going, joined_name):
        return head, tail               # (engine.words.others_tails: 'break trade with Ubliko, they never pay')
    return None


_COPULAS = frozenset("is are was were isn't aren't wasn't weren't".split())


def _described(tail: str, said: list[str]) -> str:
    """The tail without a negation that only describes ('so Oslo is not empty', 'the coast isn't guarded'): a
    'not' after 'is' or 'are' before a word no unit does; the tail itself otherwise."""
    if any(w in _UNITS_DO for w in said):
        return tail
    out = tail
    for low in ("is not ", "are not ", "was not ", "were not ", "isn't ", "aren't ", "wasn't ", "weren't "):
        at = out.casefold().find(low)
        if at >= 0 and (at == 0 or out[at - 1] == " "):
            out = out[:at] + out[at + len(low):]
    return out


# A remark that is a sentence of its own: 'they guard home', "I'd rather keep the gold", 'Saxony can wait'.
_CONTRACTED = frozenset("i'd i'm i'll i've we'd we're we'll we've they'd they're they'll they've it's it'll that's "
                        "there's he's she's".split())
_PERSONS = frozenset("i we they you he she it".split())
# What units do: a remark saying it of someone may be another order ('B is staying', 'they return next turn').
_UNITS_DO = frozenset("""stay stays stayed staying remain remains remained remaining hold holds held holding go goes going gone went come comes coming return returns returning follow follows following join joins
    joining leave leaves leaving retreat retreats retreating advance advances advancing sit sits""".split())


def _own_clause(tail: str, said: list[str]) -> bool:
    """Whether the tail is a clause with its own subject: a pronoun with its verb ('they guard home', 'we
    need the gold', "I'd rather keep the gold") or a name with a finite verb ('Saxony can wait', 'Sicily must
    be ours'); never one saying what units do, which may be another order ('B is staying')."""
    if len(said) < 2 or any(w in _UNITS_DO for w in said):
        return False
    if said[0] in _CONTRACTED:
        return True
    if said[0] in _PERSONS:               # 'they wait there': the units said to stay, maybe not where they go
        return said[1].isalpha() and said[1] not in ("wait", "waits") and (said[1] in _FINITE or not said[1].endswith("ing"))
    first = tail.split(" ", 1)[0]
    return len(first) > 2 and first[:1].isupper() and first[1:].islower() and any(w in _FINITE or w in _COPULAS for w in said[1:3])


# Words that say what was meant instead ('sorry, I mean Bulgaria'): a correction, never a reason or a remark.
_MEANT = frozenset(("mean", "meant"))


def harmless(tail: str) -> bool:
    """Whether the words can change no order: no number, negation, condition, order kind, or place gone to."""
    said = words(tail)
    if "; " in tail or ", and that " in tail.casefold():
        return False                    # '... so that Villeneuve may be drawn out; and that war be declared': a second clause
    if joined_name(tail):
        return False                    # 'as usual and Livonia', 'as always or Minsk': another place or unit, asked
    if asks_more(said) or any(is_digits(w) or w in _NEGATIONS or w.endswith("n't") or w in _CONDITIONS or w in _ORDERING
           or w in _MEANT for w in said):
        return False
    return harmless_going(tail)


def joined_name(tail: str) -> bool:
    """Whether a name (a capital or a number) follows 'and', 'or', '&' or 'plus' in the tail, listed at its end or
    before another joint: one more place, unit or nation the order may be meant for ('as usual and Livonia', 'or
    Minsk'), never a remark's word. 'I' is the writer."""
    parts = tail.split()
    return any(p.casefold() in ("and", "or", "&", "plus") and k + 1 < len(parts) and parts[k + 1] != "I"
               and (parts[k + 1][:1].isupper() or parts[k + 1][:1].isdigit())
               and (k + 2 == len(parts) or parts[k + 1][-1:] in ",;" or parts[k + 2].casefold() in ("and", "or", "too"))
               for k, p in enumerate(parts))     # a name listed, never the subject of a clause ('and Rome covers ...')


def harmless_going(tail: str) -> bool:
    """Whether the words name no second place gone to ('to secure the road to Vienna', 'into Bavaria'); 'next
    to I' is beside, no place gone to."""
    parts = tail.split()
    for k, w in enumerate(parts[1:], 1):
        if w.casefold() not in _GOING or parts[k - 1].casefold() == "next":
            continue                    # 'next to I': beside, not gone to
        after = parts[k + 1:k + 3]
        if after and (after[0][:1].isupper() or after[0][:1].isdigit()
                      or after[0].casefold() in _DETERMINERS and len(after) > 1 and after[1][:1].isupper()
                      and not (is_people(after[0], after[1].strip(".,;:!")) and not _moving(tail))):
            # 'lose them to the British': a people is no place gone to, unless a verb of moving goes to them
            return False                # '... to secure the road to Vienna': a second place, asked
    return True


def _moving(tail: str) -> bool:
    """Whether a word of the tail is a verb the lexicon makes a move ('to go over to the Swedes')."""
    return any("move" in classes(w) for w in words(tail.casefold()))


_ASKING = frozenset("is are was were does do did can could should shall would will right correct ok okay allowed "
                    "possible legal".split())


def arrow_note(text: str) -> str:
    """'2 armies 87 -> 84 <-- Livonia' -> '2 armies 87 -> 84 (Livonia)': a note pointed at with an arrow back
    is a note in brackets (a name that must be the place, a cost, a remark)."""
    for mark in (" <-- ", " <- ", " \u2190 "):
        at = text.find(mark)
        if at > 0 and "(" not in text[at:] and ")" not in text[at:] and "?" not in text[at:]:   # '<- is this right?'
            note, comma, rest = text[at + len(mark):].strip(" .!").partition(", ")
            if note.split(" ", 1)[0].casefold() in _ASKING:
                return text             # '<- is this right': the player asks; never set aside as a note
            return f"{text[:at].rstrip()} ({note})" + (f", {rest}" if comma else "")
    return text


_NO_ORDER = frozenset("no order orders for them it this turn needed new nothing else there".split())


def no_order_tail(text: str) -> tuple[str, str] | None:
    """'the ships stay in E, no order for them' -> (the stay, 'no order for them'): a stay said again as no
    order; taken only when the order before it gives no order either (the reader checks)."""
    at = text.rfind(", ")
    if at <= 0:
        return None
    tail = text[at + 2:].strip(" .!")
    said = words(tail)
    return (text[:at], tail) if said and said[0] == "no" and "order" in said[:2] + ["order"] \
        and all(w in _NO_ORDER for w in said) else None


_STAYING = frozenset("stay stays remain remains holds hold".split())


def stays_behind(text: str) -> tuple[str, int, str] | None:
    """'only 2 armies 48 -> 47, one stays to guard the city' -> ('only 2 armies 48 -> 47', 1, ''): an order, and
    how many of the stack it leaves behind, said after it (the reason after that set aside only when harmless);
    'make that 2 armies 108 -> 107, one stays home in Carthago', '...; the third stays in Oslo' give the place too
    (its words), which the caller matches against where the order starts."""
    for joint in (", ", "; "):
        got = _stays_behind_at(text, text.rfind(joint), len(joint))
        if got is not None:
            return got
    return None


def _stays_behind_at(text: str, at: int, cut: int) -> tuple[str, int, str] | None:
    if at <= 0:
        return None
    said = words(text[at + cut:])
    if said[:1] == ["the"] and len(said) > 2 and said[1] in _REMAINDER:
        said = [_REMAINDER[said[1]], *said[2:]]     # 'the third stays in Oslo', 'the other stays home'
        rest_at = 3
    else:
        rest_at = 2
    if len(said) < 2 or said[1] not in _STAYING or not (is_digits(said[0]) or said[0] in _COUNTS):
        return None
    parts = text[at + cut:].split(" ", rest_at)
    rest = parts[rest_at] if len(parts) > rest_at else ""
    place = ""
    low = rest.casefold()
    if low.startswith("home in ") or low.startswith("home at "):
        rest = rest[5:]
        low = rest.casefold()
    if low.startswith(("in ", "at ")) and any(w[:1].isupper() or w[:1].isdigit() for w in rest.split()):
        place = rest.split(" ", 1)[1].strip(" .!") if " " in rest else ""
        if not place or len(place.split()) > 3 or not harmless_going(place) or any(
                w.casefold() in _NEGATIONS or w.casefold() in _CONDITIONS for w in place.split()):
            return None                 # '2 remain in Kiev': a place, which the caller matches with the order's start
    elif rest and not (low.startswith(("to ", "behind", "home", "put", "back", "there", "in ", "at "))
                       and harmless(rest.split(" ", 1)[1] if " " in rest else "")):
        return None
    count = int(said[0]) if is_digits(said[0]) else _COUNTS[said[0]]
    return text[:at].strip(), count, place


# The one left of a stack said by its rank ('the third stays in Oslo'): one unit.
_REMAINDER = {"third": "one", "other": "one", "fourth": "one", "last": "one", "second": "one"}


_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


_APOLOGIES = (", sorry", ", oops", ", my mistake", ", my bad", ", apologies", " - sorry", " -- sorry", ", typo")


def without_apology(text: str) -> tuple[str, str]:
    """'8 -> 20, sorry, Carmine is our ally's' -> ('8 -> 20', 'sorry, Carmine is our ally's'): an apology and
    its harmless reason said after a correction; (text, '') when there is none or it could change an order."""
    low = text.casefold()
    at = min((low.find(a) for a in _APOLOGIES if low.find(a) > 0), default=-1)
    if at <= 0:
        return text, ""
    tail = text[at:].strip(" ,-")
    return (text[:at].strip(), tail) if harmless(tail) else (text, "")


_MORE = frozenset("more fewer less extra".split())
_SOME = frozenset("one two three four five six seven eight nine ten a few some several couple".split())


def asks_more(said: list[str]) -> bool:
    """'and 2 more', 'two extra', 'a few more': a count added or taken away ('nothing more' is none)."""
    return any(w in _MORE and k > 0 and (is_digits(said[k - 1]) or said[k - 1] in _SOME) for k, w in enumerate(said))


def _counted_in(tail: str) -> bool:
    """Whether a tail counts units ('since the capital must look busy, and one cavalry division in Picardy to go with
    the army'): more of the order, never a reason ('a', 'an' are no count here)."""
    return counts_units(words(tail), _COUNTED_BY)


_COUNTED_BY = frozenset(NUMBER_WORDS) - {"a", "an"}
