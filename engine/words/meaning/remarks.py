"""A remark to the GM beside orders, which gives no order: a question asking the GM to confirm a cost, a rule or a
reading ('It costs 3 gold, right?', 'Is that correct?', 'Do I need to write anything for that?') or a sum of the
nation's money ('So 8 gold of my 15.', 'That leaves me 7 gold.', 'I think my gold is 10 so this is fine.'). A GM
reads the orders and answers the player; the reader sets the remark aside and says so on the receipt.

Never a remark: a sentence that names a unit of the nation or a unit word, a nation, a place by its name, an arrow,
a correction, a name it does not know, or a verb of an order ('Can corps B go to Saxony?', 'Can I build in
Bergen?', 'Give 5 gold.'): those are read, refused or asked as orders. A number is a sum only beside the
ruleset's words of money (`Meaning.money`), never after a word of where to ('5 gold in 12' may be an order)."""

from __future__ import annotations

from engine.words import patterns as re
from engine.words.meaning.slots import Finder, Slots

_WORD = re.compile(r"[\w'\u2019]+|[,;:?=+]")
# The word after a comma at the end that asks the GM to confirm ('..., right?', '..., correct?').
_TAGS = frozenset("right correct ok okay yes true".split())
# How a question to the GM about the rules or the reading begins ('Do I need to ...', 'Is that right').
_ASKING = frozenset(("do i need", "do i have", "do we need", "do we have", "is that", "is this", "is it", "am i",
                     "are we", "does that", "does this", "did i", "have i", "was that", "would that", "will that"))
# Words that make a sentence with money in it a sum or a statement of what the nation has.
_SUMS = frozenset("""is are was 's leaves leave left have has had keep keeps kept costs cost makes make total
    remaining remain remains my our of""".split())
# Verbs of a sum, which a ruleset may also know as verbs of an order ('leaves', 'makes'): a sum with money and no place.
_SUM_VERBS = frozenset("leaves leave left makes make made costs cost comes come totals".split())
# Words before a number that make it a place or a receiver, never a sum ('5 gold in 12', '3 gold to 14').
_WHERE = frozenset("in into to at from for via towards toward onto".split())
# Words of a gift's receiver: a sum said with one may be a gift written short ('5 gold to the Pope').
_GIVEN = frozenset("to for from towards toward".split())
_OWN = frozenset("my our".split())                 # '8 gold of my 15': the nation's money, no place
_LONGEST = 200


def is_remark(said: str, slots: Slots, finder: Finder) -> bool:
    """Whether a sentence the reader by meaning could not read as an order is a remark to the GM: a question
    asking to confirm a cost, a rule or a reading, or a sum of money, that names nothing an order acts on."""
    if len(said) > _LONGEST or slots.units or slots.nouns or slots.nations or slots.arrow or slots.unknown \
            or slots.correction or slots.order_words or slots.other_counts \
            or any(p.number is None for p in slots.places):
        return False
    low = [w.casefold() for w in _WORD.findall(said)]
    if not low:
        return False
    words = set(low)
    money = finder.meaning.money & words
    numbered = [i for i, w in enumerate(low) if w.isdigit()]
    priced = all(i + 1 < len(low) and low[i + 1] in money or i and low[i - 1] in _OWN for i in numbered)
    if slots.verbs and not (money and priced and slots.verb_words <= 1 and _SUM_VERBS & words
                            and low[0] not in _SUM_VERBS):
        return False            # a verb of an order ('Can I build?', 'Leave 5 gold'), but for 'That leaves me 7 gold'
    question = "?" in said or len(low) > 2 and low[-2] == "," and low[-1] in _TAGS \
        or " ".join(low[:3]) in _ASKING or " ".join(low[:2]) in _ASKING
    if numbered and not money:
        return False            # 'Is 14 next to 15?': about places, which the GM answers with the orders asked
    if any(i and low[i - 1] in _WHERE and (i + 1 == len(low) or low[i + 1] not in money) for i in numbered):
        return False            # '5 gold in 12': a number after a word of where to may be a place ('at 12 gold' is a sum)
    return question or bool(money) and bool(_SUMS & words) and not _GIVEN & words
