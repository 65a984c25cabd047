"""An order and the player's reason for it on one line, for every ruleset: 'Build 1 Cavalry in Typ Lef, always
more horses.', 'Declare war on Spain, before they declare it on us.', 'Corps I: Madrid - Extremadura, on the road
to Lisbon.', 'The army in 70 stays and minds the farm.' When a line does not read, it is cut at a clause boundary
(',', ':', ';', ' - ', a closing bracket's '(', or before a joining word: 'because', 'since', 'as', 'so', 'to' and a
verb, 'before', 'while', 'otherwise', 'and' and a verb no order has ...), the longest head first; the reader takes
the head when it reads as the orders it gives and the tail gives no order by itself (engine.words.sheet).

The tail never carries on the order: 'then', 'via', 'carrying', 'with' a unit, 'attack', a number, a unit word, a
correction ('no', 'wait', 'instead', 'I mean'), a condition ('if', 'unless'), doubt ('maybe') or a negation of the
head keep the line as it was, refused or read as before. Checks are cheap word-set tests; a line with no boundary
costs one scan."""

from __future__ import annotations

from engine.words.absolute_clauses import absolute_at
from engine.words.others_have import possessed_at
from engine.words.past_after import past_after
from engine.words.foreign import is_foreign
from engine.words.lexicon import UNIT_WORDS
from engine.words.meaning.verbs import classes
from engine.words.message import words
from engine.words.money_given import first_payment
from engine.words.tails import asks_more, harmless_going, purpose_opening

# Marks after which a reason may follow ('..., always more horses', '...: their fleet is ...', '... - to hold').
_MARKS = (", ", ": ", "; ", " - ", " -- ", " \u2014 ", " \u2013 ")
# Words that open a reason with no mark before them ('... 89 because Moscow ...', '... stays and minds the farm').
_JOINING = frozenset("""because since as for so before while otherwise which who whose where whereas though
    although lest in and to""".split())
_MULTI = {"in": ("in order to ",), "and": (), "to": (), "for": ("for the ", "for our ", "for my ", "for a ", "for we ",
                                                                 "for they ", "for it ", "for there ", "for he ")}
# Words that carry on the order, correct it, make it depend on something or doubt it: never a reason.
_CARRY = frozenset("""then thence via carry carries carrying carried attack attacks attacking attacked instead mean
    meant wait sorry oops if unless maybe perhaps possibly probably or either else except until when whenever also
    plus again only but rather turn turns already done correction edit scratch cancel ignore typo no nope without
    supported supporting support supports convoy convoyed convoying escort escorting escorted transport transported
    transporting embark embarked disembark disembarked land landing lands both each all every yet first second
    third last fight fights fighting battle battles blockade blockading siege besiege besieging assault raid raiding
    engage engaging intercept intercepting its permitting willing allowing after once soon upon provided providing
    assuming depending rest others everyone everybody""".split())     # 'after the pact is sealed', 'once Spain agrees': when the order may be given
_NEGATIONS = frozenset("not never nor none nothing don't won't doesn't isn't aren't can't cannot shouldn't mustn't "
                       "didn't wasn't weren't haven't hasn't wouldn't couldn't".split())
# A subject of its own before a negation: the negation is said of it, not of the order ('I don't want it empty').
_SUBJECTS = frozenset("""i we it they that this there he she you i'd i'm we'd we're we've it's that's there's they're
    he's she's""".split())
_TIMES = frozenset("now yet anymore today tonight turn".split())
_MOST_WORDS, _MOST_CUTS, _MOST_CHARS = 30, 6, 400


def reason_cuts(text: str) -> list[tuple[str, str]]:
    """(head, tail) cuts of a line at its clause boundaries whose tail may be a reason, longest head first (at
    most a few); [] when the line has no boundary or every tail carries on the order."""
    if len(text) > _MOST_CHARS:
        return []                       # a paragraph: its sentences are read one by one
    low = text.casefold()
    said = words(low)
    if len(said) < 4 or any(m in text for m in (". ", "? ", "! ")) or is_foreign(text) or not (_JOINING.intersection(said) or any(m in text for m in _MARKS) or text.rstrip(
            " .!").endswith(")")):
        return []
    found: dict[int, tuple[str, str]] = {}
    for mark in _MARKS:
        at = text.find(mark)
        while at > 0:
            if _opens_after(mark, text[at + len(mark):]):
                found.setdefault(at, (text[:at], text[at + len(mark):]))
            at = text.find(mark, at + 1)
    end = text.rstrip(" .!")
    if end.endswith(")") and (open_at := end.rfind(" (")) > 0 and "(" not in end[open_at + 2:]:
        found.setdefault(open_at, (text[:open_at], end[open_at + 2:-1]))
    at = low.find(" ")
    while at > 0:
        word_end = low.find(" ", at + 1)
        word = low[at + 1:word_end if word_end > 0 else len(low)].strip(",.;:!")
        if word in _JOINING and _opens_reason(word, low[at + 1:at + 80], text[at + 1:at + 80]):
            found.setdefault(at, (text[:at], text[at + 1:]))
        at = word_end
    cuts: dict[str, str] = {}
    for at in sorted(found, reverse=True):
        head, tail = found[at][0].rstrip(" ,;:-\u2013\u2014"), found[at][1].strip(" .!,;:")
        if head and tail and head not in cuts and may_be_reason(tail):
            cuts[head] = tail
    return list(cuts.items())[:_MOST_CUTS]


def _opens_after(mark: str, tail: str) -> bool:
    """Whether the words after a mark may open a reason: after ' - ' never a place or a number (a route goes on:
    'Volhynia - Lemberg - Cracow'), after ';' only a clause of its own ('; the French have two there'), never 'and'
    with a name ('and Bavaria'), 'its', 'let' or 'also' (more of the order)."""
    first = tail.split(" ", 1)[0].strip(",.;:!")
    low = first.casefold()
    if mark.strip() in ("-", "--", "\u2014", "\u2013") and not first.islower():
        return False
    if mark == "; " and low not in _SUBJECTS and low not in _JOINING:
        return False
    if low in _MORE_OF_IT:
        return False
    return not (low == "and" and not _opens_reason("and", tail.casefold(), tail))


# Words opening more of the order or another order: 'its hussars look at Serbia', 'let the Russians pass'.
_MORE_OF_IT = frozenset("its let also plus with".split())


def _opens_reason(word: str, rest: str, written: str) -> bool:
    """Whether a joining word opens a reason here: 'and' or 'to' only before a verb no order has ('and minds the
    farm', 'to refill the capital'), 'in' only as 'in order to', 'for' only before a clause or an article."""
    if word == "in" or word == "for":
        return rest.startswith(_MULTI[word])
    if word in ("and", "to"):
        verb = written.split(" ", 2)[1].strip(",.;:!") if " " in written else ""
        if word == "and" and any(not w[:1].islower() for w in written.split()[1:]):
            return False                # 'and frobs Xyzzy', 'and on to Vienna': a second place or party after 'and'
        return verb.isalpha() and not classes(verb.casefold()) and purpose_opening(verb) and verb not in _MORE_OF_IT
    return True


def may_be_reason(tail: str) -> bool:
    """Whether the words after a boundary may be only a reason: not too long, no number, no unit word of an
    order (a possessive's units are another nation's: 'the Tsar's ships'), no word carrying on or correcting the
    order, no negation but one said of its own subject, no second place gone to."""
    said = words(tail)
    if past_after(said, tail.split()):
        return True                     # 'after the long talks of the last two turns' (engine.words.past_after)
    if "->" in tail or " - " in tail or "=>" in tail or ":" in tail or any(
            "-" in w and not w[:1].islower() for w in tail.split()):
        return False                    # 'C - Narnia', 'III: Vienna-Moravia': a route, an order of its own
    if sum(1 for w in tail.split() if w.isalpha() and w.islower()) < 2 and tail.casefold() not in _SAID_ALONE:
        return False                    # 'Moravia-Prague', 'CavI': names, no words of a reason
    parts = tail.split()
    if len(parts) <= 3 and any(not w[:1].islower() for w in parts[1:]) or parts[0].casefold() == "for" and any(
            not w[:1].islower() for w in parts[1:3]):
        return False                    # 'the Carmine border', 'for the Sound': more of the place, or where to
    if len(said) < 2 or len(said) > _MOST_WORDS or said[0] in ("to", "and") and len(said) < 3 or asks_more(said):
        return False
    absolute = absolute_at(said, tail.split()) if len(said) == len(tail.split()) else None
    absolute = possessed_at(said, tail.split()) if absolute is None else absolute     # 'the Austrians have ...'
    ordering = [w for k, w in enumerate(said) if classes(w) and not _passive(said, k)]
    if ordering and absolute is None and not _others_act(tail, said, ordering):
        return False                    # 'and we purchase an army', 'to look at Serbia': more of an order
    for k, w in enumerate(said):
        if absolute is not None and k > absolute and (w in _COUNTS or w in UNIT_WORDS or w == "only"):
            continue                    # 'Carthage having ships and Rome having too few': theirs, said of them
        if w[:1].isdigit() or w in _CARRY and not (w == "only" and k and said[k - 1] == "the") and not first_payment(said, k) or w in _COUNTS \
                or w == "next" and said[k + 1:k + 2] != ["to"]:
            return False                # ('the only thing between us': no count; 'Sicily next': a later move)
        if w in ("and", "or", "plus") and k + 1 < len(said) and _capital_after(tail, w):
            return False                # 'as usual and Livonia', 'as always or Minsk': another place, never a reason
        if w == "with" and k + 1 < len(said) and (said[k + 1] == "whom" or _capital_after(tail, "with")):
            return False                # 'with Gran Bretagna', 'with whom we ally': a second party of the order
        if w in UNIT_WORDS and not (k and (said[k - 1].endswith("'s") or said[k - 1] in _OTHERS)) \
                and said[k + 1:k + 2] not in (["they"], ["he"], ["she"]):
            return False                # ('for the ships they promised': theirs, a clause of another's after it)
        if (w in _NEGATIONS or w.endswith("n't")) and not _said_of_own_subject(said, k):
            return False
    low = tail.casefold()
    if low.startswith(_ON_THE_WAY):
        tail = tail.split(" ", 4)[-1] if low.startswith("on the road to ") else tail.split(" ", 3)[-1]
    return harmless_going(f"- {tail}") and not is_foreign(tail)


# A route named as where the order leads, no second place gone to this turn ('on the road to Lisbon').
_ON_THE_WAY = ("on the road to ", "on the way to ", "on our way to ")


_COUNTS = frozenset("one two three four five six seven eight nine ten eleven twelve few several couple half dozen "
                    "pair some".split())
_SAID_ALONE = frozenset(("of course", "naturally", "obviously", "as always", "as usual"))
_OTHERS = frozenset("their his her whose enemy".split())     # whose units are no order's ('his fleet will be useful')
_MODALS = frozenset("must should will would can could may might shall is are was were has have".split())
_US = frozenset("us we our ours".split())


_BE = frozenset("be been being is are was were".split())
_PARTICIPLES = frozenset("bought held kept built sent made left taken given won".split())


def _passive(said: list[str], k: int) -> bool:
    """'Godoy has been bought', 'the capital is guarded': a verb of an order in the passive, said of its subject."""
    return k > 0 and said[k - 1] in _BE and (said[k].endswith("ed") or said[k] in _PARTICIPLES)


def _others_act(tail: str, said: list[str], ordering: list[str]) -> bool:
    """Whether the verbs of orders in a reason are said of someone else: another nation ('before they declare
    it on us'), or a place that must stay guarded ('Moscow must stay well guarded')."""
    if said[0] in ("before", "because", "since", "as", "so", "otherwise", "while", "lest") and len(said) > 2 \
            and said[1] in ("they", "he", "she") and _US.intersection(said[3:]):
        return True
    first = tail.split(" ", 1)[0]
    return first[:1].isupper() and first[1:].islower() and said[1] in _MODALS and all(
        set(classes(w)) <= {"hold", "support"} for w in ordering) and not UNIT_WORDS.intersection(said)


def _capital_after(tail: str, word: str) -> bool:
    """Whether a word of the tail is followed by a name (a capital letter or a number)."""
    parts = tail.split()
    return any(p.casefold() == word and k + 1 < len(parts) and not parts[k + 1][:1].islower()
               for k, p in enumerate(parts))


def _said_of_own_subject(said: list[str], k: int) -> bool:
    """'I don't want it empty', 'we can't afford to lose them', "so they're not standing in a swamp": a negation
    after a subject of its own, of a verb no order has, with no time ('not yet', 'not now')."""
    before = said[max(0, k - 2):k]
    after = said[k + 1:k + 3]
    if not any(w in _SUBJECTS for w in before) or _TIMES.intersection(said[k:]):
        return False
    return bool(after) and not any(classes(w) for w in after[:1]) and after[0] not in ("to",)
