"""Which earlier orders a retraction names by what they hold rather than by their kind: 'disregard the
artillery', 'forget the squadron', 'scratch the cav' name the build whose units are of that kind."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from engine.words.lexicon import UNIT_WORDS

# The short forms players write for a unit word, as the order's data spells it.
_SHORT = {"inf": "infantry", "art": "artillery", "arty": "artillery", "cav": "cavalry", "sqn": "squadron",
          "sqdn": "squadron", "sqd": "squadron", "sq": "squadron", "arm": "army", "armies": "army", "shps": "ship", "infantries": "infantry",
          "cavalries": "cavalry", "artilleries": "artillery"}


def _values(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value.casefold()
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _values(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _values(v)


def holds_unit_word(order: object, word: str) -> bool:
    """Whether the order's own data names units of the kind `word` says ('artillery', 'the cav',
    'squadrons'): a build of artillery for 'disregard the artillery'; only unit words count."""
    low = word.casefold().rstrip(".,;:")
    low = _SHORT.get(low, low)
    if low not in UNIT_WORDS and low.rstrip("s") not in UNIT_WORDS:
        return False
    said = {low, low.rstrip("s")}
    return any(v in said or v.rstrip("s") in said for v in _values(msgspec.to_builtins(order)))
