"""A gift of money as an order of diplomacy, for every ruleset (round 21): 'Give 2 gold to Prussia', 'send 5 ducats to
Spain', '3 cheese to Maustria'. Its other side is the nation that receives it, so a remark after it whose subject is
another ('Give 2 gold to Prussia, they keep the peace with us') says what that nation does, never what the writer's
units do (engine.words.others_tails). The sum is the gift's only number: every number is followed by a word of
money, and no unit word, route or second number is said."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS
from engine.words.meaning.verbs import classes
from engine.words.message import words

# Words of money in every ruleset's gifts ('2 gold', '5 ducats', '3 cheese').
_MONEY = frozenset(("gold", "ducats", "ducat", "cheese", "coins", "crowns", "florins", "thalers", "talents"))
_GIVING = frozenset(("give", "gives", "send", "sends", "pay", "pays", "grant", "grants", "gift", "donate"))


def money_given(head: str) -> bool:
    """Whether the words are a gift of a sum of money and nothing else of an order ('Give 2 gold to Prussia')."""
    said = words(head)
    if "-" in head or ">" in head or any(w in UNIT_WORDS for w in said):
        return False
    numbers = [k for k, w in enumerate(said) if w.isdigit()]
    if len(numbers) != 1 or numbers[0] + 1 >= len(said) or said[numbers[0] + 1] not in _MONEY:
        return False
    return any(w in _GIVING or "give" in classes(w) for w in said[:numbers[0]]) or said[0].isdigit()


# What a gift is called as a part of a sum promised ('as a first payment', 'the first instalment').
_PAYMENTS = frozenset("payment instalment installment tranche part share token sign gesture".split())


def first_payment(said: list[str], k: int) -> bool:
    """Whether 'first' at word k of a reason calls the gift a first payment ('as a first payment', 'our first
    instalment'): an ordinal of the money, never a first step of an order ('first to Baden')."""
    return said[k] == "first" and k > 0 and said[k - 1] in ("a", "the", "our", "my") and k + 1 < len(said) \
        and said[k + 1] in _PAYMENTS
