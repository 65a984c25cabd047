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
        out.append(f"in {head}{word[len(bare):]}" if bare.casefold() == _THERE else word)
    return " ".join(out)
