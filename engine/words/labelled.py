"""A label before an order's colon that gives a word the order leaves out (issue 22, round 20, helper Lb), for
every ruleset:
- the purse: 'Gold: 2 to Carthage', 'Cheese: 3 to Randomia' read as '2 gold to Carthage' (the label is one of the
  ruleset's words of money, or a purse's name, 'Treasury:', 'Subsidies:', with the ruleset's word of money); only
  when the order after it opens on a count with no unit or money word of its own;
- the place: 'Baetica: 2 armies stay, and one army is bought there' read with 'there' as 'in Baetica' (the label
  is a place of the map; the order names no other place or nation, so the label is the place of every clause).
The line so written is read again by the ruleset's reader, and kept only when it reads whole; else the line stays
as it was (refused). A label naming a place another than the order's own ('Baetica: 2 armies 17 -> 16') gives no
word here: the order says its own places, and the reader keeps asking. One look at the line's first words."""

from __future__ import annotations

from engine.words.going import goes
from engine.words.lexicon import UNIT_WORDS
from engine.words.message import words
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.textio import is_digits

# Names of a purse over a gift ('Treasury: 4 to Austria'): the ruleset's word of money is meant.
_PURSES = frozenset("""treasury purse exchequer subsidy subsidies gift gifts payment payments tribute funds finance
    finances""".split())
_MOST_HEAD = 24             # characters of a label
_MOST_TAIL = 200            # characters of the order after it
_NO_COUNT = frozenset(("a", "an", "single"))


def _split(text: str) -> tuple[str, str] | None:
    head, colon, tail = text.partition(": ")
    head, tail = head.strip(" *_"), tail.strip()
    if not colon or not head or not tail or len(head) > _MOST_HEAD or len(tail) > _MOST_TAIL:
        return None
    return head, tail


def purse_label(text: str, money: frozenset[str]) -> str | None:
    """'Gold: 2 to Carthage' -> '2 gold to Carthage'; None when the line has no purse's label, or the order after it
    says its own unit or money, or opens on no count."""
    split = _split(text)
    if split is None or not money:
        return None
    head, tail = split
    label = head.casefold()
    if label in money:
        coin = label
    elif label in _PURSES:
        coin = "gold" if "gold" in money else sorted(money)[0]
    else:
        return None
    said = words(tail)
    if len(said) < 3 or "to" not in said:
        return None
    count = said[0]
    if not (is_digits(count) or count in NUMBER_WORDS and count not in _NO_COUNT):
        return None
    if any(w in money or w in UNIT_WORDS for w in said):
        return None                     # 'Gold: 4 gold to Austria', 'Treasury: 2 armies 3 -> 6': says its own
    first, _, rest = tail.partition(" ")
    return f"{first} {coin} {rest}"


_THERE = "there"


def place_label(text: str, names: Names | None) -> str | None:
    """'Baetica: 2 armies stay, and one army is bought there' -> '2 armies stay, and one army is bought in Baetica';
    None when the label is no place of the map, the order says no 'there', or names another place or nation."""
    split = _split(text)
    if split is None or names is None:
        return None
    head, tail = split
    if not names.is_region(head) or is_digits(head):
        return None
    said = words(tail)
    if said.count(_THERE) != 1 or names.mentioned(said) or ">" in tail or any(
            is_digits(w) and names.is_region(w) and (k + 1 == len(said) or said[k + 1] not in UNIT_WORDS)
            for k, w in enumerate(said)):
        return None                     # 'Baetica: 2 armies 17 -> 16 and stay there': its own places
    out: list[str] = []
    for word in tail.split(" "):
        bare = word.rstrip(".,;!")
        if bare.casefold() != _THERE:
            out.append(word)
            continue
        before = out[-1].casefold() if out else ""
        into = "to" if goes(before) or before in ("to", "into") else "in"     # 'go there': a destination
        if before in ("to", "into"):
            out.pop()
        out.append(f"{into} {head}{word[len(bare):]}")
    return " ".join(out)


_FROM = frozenset(("from", "in", "at"))
_FROM_ONLY = frozenset(("from",))
# Words of a build: its place is said with 'in' or 'at' ('buy 1 army in 14').
_BUILDING = frozenset("build builds built buy buys bought raise raises raised recruit recruits levy levies".split())
_ARROWS = ("->", "\u2192", "=>", ">")


def _places(said: list[str], names: Names) -> list[str]:
    """The regions the words name, in order (a count before a unit word is no place)."""
    found: list[str] = []
    k = 0
    while k < len(said):
        for size in (3, 2, 1):
            piece = " ".join(said[k:k + size])
            if len(said[k:k + size]) == size and names.is_region(piece) and not (
                    size == 1 and is_digits(piece) and k + 1 < len(said) and said[k + 1] in UNIT_WORDS):
                found.append(names.region(piece))
                k += size
                break
        else:
            k += 1
    return found


def label_clash(text: str, names: Names | None) -> str | None:
    """The place an order starts from when a label before it names another place ('Baetica: 2 armies 17 -> 16', 17
    not Baetica; 'Castile: buy 1 army in 16'): which is meant cannot be told, it is asked. None when the label is no
    place by name (a nation's name, a number, a title), or the order says no place it starts from, or that place."""
    split = _split(text)
    if split is None or names is None:
        return None
    head, tail = split
    if is_digits(head) or not names.is_region(head) or any(names.known_nation(w) is not None
                                                           for w in (head, *head.split())):
        return None                     # 'Castile:', 'Regno di Napoli:': the nation's name too, a heading
    label = names.region(head)
    low = tail.casefold()
    arrow = min((low.find(a) for a in _ARROWS if low.find(a) > 0), default=-1)
    if arrow > 0:
        before = _places(words(tail[:arrow]), names)
        start = before[-1] if before else None
    else:
        said = words(tail)
        if _BUILDING.intersection(said):
            return None                 # 'Maus Imperial: build 2 Infantry in Rostopki': a build says its own place
        froms = _FROM_ONLY              # 'stays in Sicily' says no start
        start = next((p for k, w in enumerate(said[:-1]) if w in froms for p in _places(said[k + 1:k + 4], names)[:1]),
                     None)
    return start if start is not None and start != label else None


LABEL_CLASH = ("the label {label!r} names a place, and the order after it starts from another ({start}): which is "
               "meant? ask the player")


def may_clash(text: str) -> bool:
    """Whether the line may have a place's label over an order that says where it starts (a quick look, no names):
    a short capitalised label before ': ', and an arrow, 'from', 'in' or 'at' after it."""
    head, colon, tail = text.partition(": ")
    if not colon or not head[:1].isupper() or len(head) > _MOST_HEAD or any(c.isdigit() for c in head):
        return False
    low = f" {tail.casefold()} "
    return any(a in low for a in _ARROWS) or " from " in low or " in " in low or " at " in low
