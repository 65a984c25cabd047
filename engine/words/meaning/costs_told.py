"""A sentence that only tells what the orders cost or leave, as players add it after their builds: '6 gold.',
"That's 4 + 6 = 10 gold, leaving us 10.", '(2 cheese for the fort)', '(3 + 4 = 7 cheese)', '(6 gold, leaves 12 after
income and upkeep)', '(2 gold, we're poor, don't laugh)'. A GM reads it as the player's sum and asks nothing; the
treasury check judges the orders themselves. Round 20: fresh30 (a forum's order posts) had fifteen such lines
refused.

Never a sum told: a sentence naming a nation ('5 gold to Russia'), a place by name, a unit of the writer's, an
arrow, a correction, a verb of an order ('give 5 gold', 'pay 2 cheese', 'buy'), a condition or a negation in the
sum itself ('not 6 gold', 'if 6 gold'), or a number said of no money and in no sum ('2 infantry'). What follows
the sum after a comma is the player's remark only when it names nothing of an order ('we're poor, don't laugh')."""

from __future__ import annotations

from collections.abc import Collection

from engine.words import patterns as re
from engine.words.meaning.slots import Finder, Slots

COST_TOLD = "the player's sum of what the orders cost or leave, no order"

_TOKEN = re.compile(r"[a-z']+|\d+|[+=*/x\u00d7-]")
_LONGEST = 160
_OPERATORS = frozenset("+ = * / x \u00d7 -".split())
# The words of a sum: what it is, what is left, over what, and the small words around them.
_SUM_WORDS = frozenset("""that's thats that is it's its total totals sum subtotal makes so leaving leaves leave left
    remaining remain remains spare over after income upkeep costs cost costing spent for the a in
    bank treasury kept saved each apiece per all together altogether in all which us me we our my then of out
    builds purchases new units unit orders this turn season total: plus and minus times
    ok okay done exactly just only about around roughly""".split())
# Words that change a sum into an order or a doubt: never a sum told.
_BLOCKING = frozenset("""if unless when not no don't dont never instead rather but except give gives pay pays send
    sends lend loan to from""".split())
_FOR = frozenset(("for",))
_LEFT = frozenset("left leaves leaving remaining remains spare".split())


def cost_told(said: str, slots: Slots, finder: Finder) -> bool:
    """Whether a sentence (the reader by meaning's slots beside it) only tells what the orders cost or leave."""
    money = finder.meaning.money
    if not money or len(said) > _LONGEST or slots.units or slots.nations or slots.arrow or slots.correction \
            or slots.carried or slots.unknown or slots.stays:
        return False
    pieces = said.casefold().replace("\u2019", "'").strip(" ()[].!").split(",")
    tokens = [_TOKEN.findall(piece) for piece in pieces]
    if not _a_sum(tokens[0], money, finder.nouns):
        return False
    figures = [w for low in tokens for w in low if w.isdecimal()]
    said_so = {*figures, *(a + b for a, b in zip(figures, figures[1:]))}    # '3 + 4' is found as place 34
    if any(str(p.number) not in said_so and p.rid not in said_so for p in slots.places):
        return False                # '2 gold in Paris': a place named is an order's
    return all(_a_sum(low, money, finder.nouns, remainder=True) or _remark(piece, finder)
               for piece, low in zip(pieces[1:], tokens[1:]))


def _a_sum(low: list[str], money: frozenset[str], nouns: Collection[str], remainder: bool = False) -> bool:
    """'6 gold', "that's 4 + 6 = 10 gold", '2 cheese for the fort', '10 cheese for the builds 50 left': each
    number of money, in a sum or of what is left; one money word at least (`remainder`: after a sum, what is left
    needs none: 'leaves 12 after income and upkeep'); no word of an order."""
    if not (any(w in money for w in low) or remainder and _LEFT.intersection(low)) \
            or not any(w.isdecimal() for w in low) or _BLOCKING.intersection(low):
        return False
    for i, w in enumerate(low):
        before, after = low[i - 1] if i else "", low[i + 1] if i + 1 < len(low) else ""
        if w.isdecimal():
            if not (after in money or after in _OPERATORS or before in _OPERATORS or after in ("left", "remaining",
                    "spare", "over", "total") or before in ("us", "me", "leaving", "leaves", "left", "remaining", "kept", "total", "of", "is")):
                return False        # '2 infantry', '3 armies': a count of units, never a sum
        elif w in money or w in _OPERATORS or w in _SUM_WORDS:
            continue
        elif before == "the" and i > 1 and low[i - 2] in _FOR and (w in nouns or w.rstrip("s") in nouns):
            continue                # '2 cheese for the fort': what the money buys (never 'for the Poles')
        else:
            return False
    return True


def _remark(piece: str, finder: Finder) -> bool:
    """A remark after the sum ('we're poor', "don't laugh", 'the Adriatic is a joke'?): names nothing of an order."""
    said = piece.strip()
    if not said:
        return True
    got = finder.find(said)
    return got.names_nothing() and not got.correction and not got.unknown
