"""Orders read by meaning (issue 22, item 2): a line the ruleset's grammar refuses is read for its
slots (the nation's units it names, places, nations, numbers, unit words and verbs, typos forgiven),
and matched against every order the nation may give now, which the ruleset lists as `Candidate`s
from the state. Exactly one candidate explains everything the line says: the line is read as that
order (in canonical form, so the receipt shows it). Several: asked, each listed. None: the line stays
refused, with the nearest candidates offered.

The ruleset's side: `engine/rulesets/<id>/meaning.py` gives a `Meaning` for a nation in a state (its
units as `UnitRef`s, its candidate orders, its own verbs). The shared side: `slots.py` finds what a
sentence names, `match.py` matches slots to candidates, `lines.py` reads a refused line sentence by
sentence."""

from engine.words.meaning.candidate import VERB_CLASSES, Candidate, Meaning

__all__ = ["VERB_CLASSES", "Candidate", "Meaning"]
