"""Does a piece of a message hold an order's words? One judgement for every path that sets a piece aside (issue 22,
round 20).

The reader sets pieces of a message aside as no orders by several paths (engine.words.told_sentences: sentences
that tell, money told, purposes, others' deeds; engine.words.meaning.states: how things stand;
engine.words.meaning.asked_of_gm: questions to the GM; engine.words.unmoved: stays among sentences). Each asked in
its own words whether the piece names a unit of the writer, a count, an arrow, a correction, a place gone to, a verb
of an order. They ask it here: `order_words(slots, text)` names what a piece holds (OrderWords), and a few named
questions built on it say what each path needs:

- `firm(w)`: words no telling, state or question ever holds beside the read orders: a unit of the writer named by
  label or name, units carried, an arrow, a correction, a name the reader cannot tell;
- `holds_force(w)`: firm, or a count, a number or a unit word;
- `holds_order(w)`: force, or a place, a verb of an order, a stay or an outcome: a piece naming nothing of these
  names nothing an order is made of;
- `holds_unit_count(w)`: a unit of the writer, an arrow, or a count said with a unit word ('3 armies');
- `goes(w)`: a place gone to or from;
- `holds_change(w)`: a word of condition, negation or taking back (engine.words.lexicon's CONDITIONS, NEGATIONS,
  TAKING_BACK) or the slots' correction;
- `only_an_order_says(w)`: an arrow, units carried, a count said with a unit word (round 21: the remark after a
  correction's last comma, engine.words.clauses.without_remark, asked by the sheet with the message's finder).

The set-aside paths handed no slots keep their own word tests, each naming why in its module (round 21):
engine.words.retracted's reasons, engine.words.stays.plain's words after a stay, engine.words.prose's commentary.

A path with a deliberate exception keeps it on top of these, named in its own module (a state accepts a place named
as where one stands, a question to the GM a place in a question about the rules). Each ruleset's vocabulary comes
through the slots its finder gives (unit words, labels, places, nations, verbs)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.words.lexicon import CONDITIONS, NEGATIONS, TAKING_BACK
from engine.words.meaning.slots import Slots
from engine.words.message import words

__all__ = ["OrderWords", "firm", "goes", "holds_change", "holds_force", "holds_order", "holds_unit_count",
           "only_an_order_says", "order_words"]

_GLUED = ("n't", "n\u2019t")


@dataclass(frozen=True)
class OrderWords:
    """What a piece holds of an order's words (the slots' findings, by kind)."""
    units: bool = False             # units of the writer named by label or name
    carried: bool = False           # units carried with those that move ('with both armies aboard')
    arrow: bool = False             # '->' between two names: a move said without a verb
    correction: bool = False        # a word taking back or changing what was said (the slots')
    unknown: bool = False           # a name the reader cannot tell in a sentence a negation blocks
    unit_words: bool = False        # unit words ('armies', 'the fleet')
    numbers: bool = False           # numbers said (a count, or a place's number)
    counts: bool = False            # counts of things no unit word names ('two lads')
    unit_count: bool = False        # a count said with a unit word ('3 armies')
    places: frozenset[str] = frozenset()    # the places named
    gone: bool = False              # a place gone to or from
    nations: frozenset[str] = frozenset()
    verbs: bool = False             # verbs of an order
    stays: bool = False             # a verb of staying said as the piece's own
    outcome: bool = False           # where units should be when the turn ends
    conditions: bool = False        # 'if', 'unless', 'when' ...
    negations: bool = False         # 'not', "don't", 'never' ...
    taking_back: bool = False       # 'instead', 'cancel', 'scratch' ...


def order_words(slots: Slots, text: str = "") -> OrderWords:
    """What a piece holds of an order's words, from its slots (engine.words.meaning.slots.Finder.find) and its text
    (for the words of condition, negation and taking back)."""
    low = {w.strip("'\u2019") for w in words(text.casefold())} if text else set()
    return OrderWords(
        units=bool(slots.units), carried=bool(slots.carried), arrow=slots.arrow, correction=bool(slots.correction),
        unknown=bool(slots.unknown), unit_words=bool(slots.nouns), numbers=bool(slots.numbers),
        counts=bool(slots.other_counts), unit_count=bool(slots.numbers or slots.other_counts) and bool(slots.nouns),
        places=frozenset(p.rid for p in slots.places), gone=any(p.role in ("to", "from") for p in slots.places),
        nations=frozenset(slots.nations), verbs=bool(slots.verbs), stays=slots.stays, outcome=slots.outcome,
        conditions=bool(CONDITIONS & low), negations=bool(NEGATIONS & low) or any(w.endswith(_GLUED) for w in low),
        taking_back=bool(TAKING_BACK & low))


def firm(w: OrderWords) -> bool:
    """Words no telling, state or question holds beside the read orders: a unit of the writer, units carried, an
    arrow, a correction, a name the reader cannot tell."""
    return w.units or w.carried or w.arrow or w.correction or w.unknown


def holds_force(w: OrderWords) -> bool:
    """Firm words, or a count, a number or a unit word: what an order moves or counts."""
    return firm(w) or w.counts or w.numbers or w.unit_words


def holds_order(w: OrderWords) -> bool:
    """Any word an order is made of: force, a place, a verb of an order, a stay, an outcome (a piece without one names
    nothing an order is made of)."""
    return holds_force(w) or bool(w.places) or w.verbs or w.stays or w.outcome


def holds_unit_count(w: OrderWords) -> bool:
    """A unit of the writer, an arrow, or a count said with a unit word ('3 armies'): an order asked or told."""
    return w.units or w.arrow or w.unit_count


def only_an_order_says(w: OrderWords) -> bool:
    """An arrow, units carried, or a count said with a unit word: words only an order says, never a reason's or a
    remark's (engine.words.clauses.without_remark's remark after a correction, judged by the sheet)."""
    return w.arrow or w.carried or w.unit_count


def goes(w: OrderWords) -> bool:
    """A place gone to or from."""
    return w.gone


def holds_change(w: OrderWords) -> bool:
    """A word of condition, negation or taking back, or a correction the slots found."""
    return w.conditions or w.negations or w.taking_back or w.correction
