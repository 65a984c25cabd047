"""A sentence asking that the orders read beside it be carried out in a sequence (round 20, helper Fx): 'First, buy
1 ship in N. Then 2 ships N -> O. I want the ship bought before the fleet sails, GM, thanks.', 'First corps II:
Silesia - Saxony. Then corps I: Brandenburg - Magdeburg. Order matters, II must be in Saxony before I leaves
Berlin.' The orders are read; the request is set aside with the reason that the rules resolve a turn's orders
together (engine.words.sequence_asked.SET_ASIDE).

A sentence is such a request only when it asks for a sequence ('order matters', 'in this order', or a wish, 'I
want', 'please', with 'before' or 'after' inside it) and names nothing the sentences read beside it do not: every
unit and every place it names is one of theirs, with no count, no arrow, no nation, no correction or condition, and
no verb of an order of another kind (attack, escape, scout, carry, land, ...). Otherwise it keeps its reading
(read, asked or refused). One pass over its words."""

from __future__ import annotations

from engine.words.meaning.slots import Slots
from engine.words.sequence_asked import SET_ASIDE, asks_for_sequence

REASON = f"asks that the orders be carried out in a sequence; {SET_ASIDE}"
_WISHES = (("i", "want"), ("we", "want"), ("i'd", "like"), ("we'd", "like"), ("i", "would", "like"),
           ("we", "would", "like"), ("please",), ("make", "sure"), ("i", "need"), ("we", "need"))
_SEQUENCE = frozenset("before after".split())
# Words that may take back or change an order, or make it conditional: never in a request set aside.
_CHANGING = frozenset("not never don't dont no instead if unless cancel rather except without but".split())
# 'don't ask', 'don't worry': manners, nothing changed.
_MANNERS = {"don't": frozenset(("ask", "worry")), "dont": frozenset(("ask", "worry"))}
# Verbs of orders that a sequence of moves and purchases does not say: a sentence holding one may order it.
_OTHER_ORDERS = frozenset("""attack attacks attacking escape escapes support supports besiege besieges siege assault
    assaults scout scouts carry carries carrying land lands intercept intercepts ally declare give gives gift pay
    pays transfer cede annex raise retreat retreats""".split())


def asks_sequence(said: str, slots: Slots, beside: list[Slots]) -> bool:
    """Whether the sentence `said` (its `slots`) asks that the orders of the sentences read beside it (`beside`,
    their slots) be carried out in a sequence, and says nothing else."""
    if not beside or slots.numbers or slots.other_counts or slots.arrow or slots.nations or slots.correction \
            or slots.blocked not in _SEQUENCE and slots.blocked or slots.carried or _OTHER_ORDERS & slots.words:
        return False
    low = [w.strip(",.;:!?()").casefold() for w in said.replace("\u2019", "'").split()]
    kept = [w for i, w in enumerate(low) if not (w in _MANNERS and i + 1 < len(low) and low[i + 1] in _MANNERS[w])]
    if _CHANGING.intersection(kept):
        return False                # 'II before I, not after', "don't move II before I leaves": it may change one
    wished = any(tuple(low[i:i + len(w)]) == w for i in range(min(3, len(low))) for w in _WISHES)
    if not (asks_for_sequence(said, None) or wished and _SEQUENCE.intersection(low[1:])):
        return False
    units = {u for s in beside for u in s.units}
    places = {p.rid for s in beside for p in s.places}
    return slots.units <= units and all(p.rid in places for p in slots.places)
