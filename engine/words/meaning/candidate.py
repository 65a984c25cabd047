"""What a ruleset gives the reader by meaning: every order its nation may give now, each with the
slots a sentence must fill to mean it, and the nation's units as players call them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from engine.words.reading import Names
from engine.words.references import UnitRef

# The verb classes a sentence's verbs fall into (engine/words/meaning/verbs.py has their words); a
# ruleset adds its own words to them in `Meaning.verbs`, and may add classes of its own.
VERB_CLASSES = ("move", "hold", "attack", "support", "build", "disband", "annex", "war", "peace", "ally",
                "break", "give", "transfer", "embark", "land", "intercept", "scout", "besiege", "invest")


@dataclass(frozen=True)
class Candidate:
    """One order the nation may give now, and what a sentence must say to mean it.

    A sentence means the candidate when every unit, place, nation and number it names is one of
    the candidate's, its verbs (if any) include the candidate's `verb` class, and it names the
    candidate's unit(s) (by name, or by a unit word and the place they stand: 'the army in 37') and
    its `target` (if any)."""
    order: str                          # the canonical line, as the ruleset's reader takes it: 'Corps D - Saxony'
    verb: str                           # its verb class (VERB_CLASSES or the ruleset's own)
    units: tuple[str, ...] = ()         # the heads (UnitRef.head) of the nation's units it orders
    origin: str | None = None           # the region id the units stand in (named with 'from', 'in', 'at')
    target: str | None = None           # where it goes or acts: destination, place built in, annexed, attacked
    via: tuple[str, ...] = ()           # regions it passes on the way (a march's path, a convoy's seas)
    nations: tuple[str, ...] = ()       # the other nations it names (war on, alliance with, gold to)
    count: int | None = None            # how many: units moved or built, gold given (fixed by the order)
    whole: bool = False                 # `count` is all there are: a plural said with no number means it
    most: int = 0                       # > 0: the count is the player's, 1 to `most`, written where `order`
                                        # has '{n}' ('build {n} infantry in Paris'); no number said: 1 with a
                                        # singular unit word ('an army'), `most` with a plural and `whole`
    kinds: tuple[str, ...] = ()         # unit words that fit what it moves or builds: 'infantry', 'army', 'fleet'
    extra: tuple[str, ...] = ()         # words of the order; one must stand in the sentence ('League' for a pact)
    denied: bool = False                # an order not to do its verb ('fleet Channel: do not intercept'): offered
                                        # only to a clause that says 'not' and the verb (Meaning.offers)

    def said(self, n: int) -> str:
        """The order with the player's count written in (a candidate without '{n}' is its order)."""
        return self.order.replace("{n}", str(n)) if self.most else self.order

    def places(self) -> frozenset[str]:
        """Every region the sentence may name for this order (worked out once: every sentence read asks it)."""
        got = self.__dict__.get("_places")
        if got is None:
            got = frozenset(p for p in (self.origin, self.target, *self.via) if p)
            object.__setattr__(self, "_places", got)      # no field: equality, hashing and encoding never see it
        return got


@dataclass(frozen=True)
class Meaning:
    """A nation's orders by meaning in one state: built once per message, when a line needs it."""
    units: tuple[UnitRef, ...]
    candidates: tuple[Candidate, ...]
    verbs: Mapping[str, str] = field(default_factory=dict)      # the ruleset's words -> verb class
    kinds: Mapping[str, str] = field(default_factory=dict)      # the ruleset's unit words -> kind ('inf' -> 'infantry')
    now: frozenset[str] = frozenset()   # words naming the turn being ordered beyond 'turn' ('spring', 'land' step)
    names: Names | None = None          # REQUIRED for reading: the Names the ruleset's reader uses (places, nations)
    money: frozenset[str] = frozenset()     # the ruleset's words of money ('gold'): a sum beside orders is a remark
    offers: Callable[[], Iterable[Candidate]] | None = None    # orders only offered as the nearest readings of a
                                        # refused line, never read (made when one first needs them): a transfer
                                        # of divisions, a route the reader leaves to the grammar
