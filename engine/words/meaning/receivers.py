"""Who receives a gift a line gives, for every ruleset: 'them', 'him', 'her' after a verb of giving ('Alliance with
Naples and give them 4 gold', 'Ally with Denmark. Send 5 gold to them.') is the nation named earlier in the same
line, when exactly one is (several: asked, each named; none: the pronoun stays, refused as before). And the words
after a gift that say why it is given ('as a gift of friendship', 'as a present', 'to help them', 'to support
their war'), set aside as its purpose: never another order, never a receiver. Pure word look-ups over the line's
words, no pattern: linear in its length."""

from __future__ import annotations

from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.words.meaning.slots import Finder
from engine.words.meaning.transfers import may_be_gift
from engine.words.reading import NUMBER_WORDS

_GIVING = frozenset("give gives send sends pay pays lend lends grant grants transfer transfers offer offers".split())
_RECEIVERS = frozenset(("them", "him", "her"))
_SUMS_AFTER = frozenset(("to",))
# A purpose said of the gift itself: 'as a gift', 'as a present of friendship', 'as a token of goodwill'.
_AS_NOUNS = frozenset("gift present token sign gesture mark subsidy loan contribution donation".split())
# Verbs of helping after 'to' and the receiver's pronoun: 'to help them', 'to support their war effort'.
_HELPING = frozenset("help aid assist support back thank reward strengthen encourage".split())
_THEIRS = frozenset("them him her their his its".split())
_MOST_TAIL = 8              # words of a purpose after a gift: a longer tail may say more than why
_MOST_WORDS = 60


def _words(text: str) -> list[str]:
    return [w.casefold().strip(".,;:!?()\"'") for w in text.split()]


def receiver_said(line: str, nations_in: Callable[[str], set[str]]) -> tuple[str, list[str]] | None:
    """(the line with the pronoun of a gift's receiver written as the nation, the nations it may be) when a verb
    of giving has 'them', 'him' or 'her' for its receiver ('give them 4 gold', 'send 5 gold to them') and a
    nation is named before it in the line; the line is that nation's when exactly one is named, unchanged with
    every nation named otherwise (asked). None when no gift names its receiver by a pronoun. `nations_in`: the
    nations a piece of text names, as the ruleset writes them."""
    if not may_be_gift(line):
        return None
    raw = line.split()[:_MOST_WORDS]
    low = [w.casefold().strip(".,;:!?()\"'") for w in raw]
    for i, word in enumerate(low):
        if word not in _RECEIVERS or i == 0:
            continue
        if not (low[i - 1] in _GIVING or low[i - 1] in _SUMS_AFTER and any(w in _GIVING for w in low[max(0, i - 5):i])):
            continue                    # 'give them 4 gold', 'send 5 gold to them'; not 'to help them'
        if low[i - 1] in _SUMS_AFTER and (i + 1 < len(low) and low[i + 1] not in ("", "too", "also", "as", "now")):
            continue                    # 'to them for ...' reads on: left as it was
        verb = i - 1 if low[i - 1] in _GIVING else max(k for k in range(max(0, i - 5), i) if low[k] in _GIVING)
        if _giver(raw, low, verb, nations_in):
            return None                 # 'Spain gives them 5 gold': another nation's gift, never the writer's
        nations = sorted(nations_in(" ".join(raw[:i])))
        if not nations:
            return None
        if len(nations) > 1:
            return line, nations
        end = raw[i][len(raw[i].rstrip(".,;:!?")):]
        if verb == i - 1 and i + 2 < len(low) and (low[i + 1].isdigit() or low[i + 1] in NUMBER_WORDS) \
                and may_be_gift(low[i + 2]):
            sum_, mark = raw[i + 2].rstrip(".,;:!?"), raw[i + 2][len(raw[i + 2].rstrip(".,;:!?")):]
            said = [*raw[:i], raw[i + 1], sum_, "to", nations[0] + mark, *raw[i + 3:]]     # 'give them 4 gold' -> 'give 4 gold to X'
        else:
            said = [*raw[:i], nations[0] + end, *raw[i + 1:]]
        return " ".join(said), nations
    return None


_MODALS = frozenset("will shall should must would also then".split())


def _giver(raw: list[str], low: list[str], verb: int, nations_in: Callable[[str], set[str]]) -> bool:
    """Whether the verb of giving has another nation for its subject, named right before it ('Spain gives', 'the
    Ottoman Empire will send')."""
    k = verb - 1
    while k >= 0 and low[k] in _MODALS:
        k -= 1
    if k < 0 or not raw[k][:1].isupper() or raw[k][-1:] in ".,;:!?":
        return False                    # 'Alliance with Naples. Give them ...': the sentence before ends there
    return bool(nations_in(raw[k]) or k and nations_in(f"{raw[k - 1]} {raw[k]}"))


def gift_purpose(sentence: str) -> tuple[str, str] | None:
    """(the gift, its purpose) when a sentence giving money ends with why it is given: 'as a gift of friendship',
    'as a present', 'to help them', 'to support their war'; None otherwise (a tail naming anything more, a
    number, a 'not' or an 'if', keeps the sentence whole)."""
    if not may_be_gift(sentence):
        return None
    low = _words(sentence)
    if not any(w in _GIVING for w in low):
        return None
    raw = sentence.split()
    for i in range(len(low) - 1, 1, -1):
        word, after = low[i], low[i + 1] if i + 1 < len(low) else ""
        if word == "as" and (after in _AS_NOUNS or after in ("a", "an", "our", "my") and i + 2 < len(low)
                             and low[i + 2] in _AS_NOUNS):
            return _cut(raw, low, i)        # 'as a gift of friendship'
        if word == "to" and after in _HELPING and i + 2 < len(low) and low[i + 2] in _THEIRS:
            return _cut(raw, low, i)        # 'to help them', 'to support their war'
        if word == "as" and after in ("a", "an", "our", "my") and i + 3 < len(low) and low[i + 3] in _AS_NOUNS \
                and low[i + 2].isalpha() and low[i + 2] not in _NOT_OF_THE_GIFT:
            return _cut(raw, low, i)        # round 22: 'as a welcome present', 'as a small gift'
        if word == "for" and after in _FOR_OWNERS and i + 2 < len(low) \
                and not any(w in _NOT_OF_THE_GIFT for w in low[i + 1:]):
            return _cut(raw, low, i)        # round 22: 'for their fleet', 'for the war effort'
    return None


# Round 22: whose need a gift is 'for' ('for their fleet', 'for they fleet', 'for the war'); and the words that make
# such a tail say more than why (a time, a count, a place, an order): kept whole then.
_FOR_OWNERS = frozenset("their they his her its the our".split())
_NOT_OF_THE_GIFT = frozenset("""turn turns season seasons spring summer autumn fall winter year years next later now
    first last each every per only each all corps squadron squadrons army armies fleet's build builds""".split())


def _cut(raw: list[str], low: list[str], at: int) -> tuple[str, str] | None:
    tail = low[at:]
    if len(tail) > _MOST_TAIL or any(w in ("not", "no", "if", "unless", "and", "then") or w[:1].isdigit() for w in tail):
        return None
    if any(r[:1].isupper() for r in raw[at + 2:]):
        return None                     # 'to help them against France': another nation named, kept whole
    return " ".join(raw[:at]).rstrip(" ,"), " ".join(raw[at:])


def with_receiver(text: str, finder: Callable[[], Finder | None]) -> str | NotUnderstood | None:
    """The line with its gift's pronoun receiver written as the one nation named before it; NotUnderstood
    (asked) when several are; None when no gift names its receiver by a pronoun, or none is named before it.
    `finder`: the reader by meaning's slot finder, asked for only when a pronoun receiver is said."""
    if not may_be_gift(text) or _RECEIVERS.isdisjoint(_words(text)):
        return None
    found = finder()
    if found is None:
        return None
    got = receiver_said(text, lambda piece: _nations(piece, found))
    if got is None:
        return None
    if len(got[1]) > 1:
        return NotUnderstood(f"{text.strip()!r}: the gift's receiver is said as a pronoun after "
                             f"{' and '.join(got[1])}: which is meant? ask the player")
    return got[0]


def _nations(piece: str, finder: Finder) -> set[str]:
    """The other nations a piece of a line names by name ('Naples', 'Ottoman Empire'), a province of the same
    name too ('Alliance with Naples'); never the writer's own."""
    raw = [w.strip(".,;:!?()\"'") for w in piece.split()]
    out: set[str] = set()
    for i, word in enumerate(raw):
        if not word[:1].isupper():
            continue
        for size in (3, 2, 1):
            said = " ".join(raw[i:i + size])
            found = finder.names.known_nation(said) if i + size <= len(raw) else None
            if found is not None:
                if found != finder.nation:
                    out.add(found)
                break
    return out
