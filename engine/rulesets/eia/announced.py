"""EiA sentences that announce marches before giving them: 'our three line corps march.', 'the pair of line
corps go west:', 'Both fleets sail.'. Such a sentence gives no order of its own; the orders after it must
bear it out (engine/rulesets/eia/syntax.py asks when none follows, or when the count differs)."""

from __future__ import annotations

from engine.words.message import words
from engine.words.movement import _goes as goes
from engine.words.reading import NUMBER_WORDS

_COLLECTIVE = {"both": 2, "pair": 2, "brace": 2, "all": 0, "every": 0}
_KINDS = {"corps": "corps", "fleet": "fleet", "fleets": "fleet", "squadrons": "fleet"}
# Words an announcement may hold besides its count, its units and its verb.
_FILLER = frozenset("our my the his her its their of line infantry cavalry cav guard whole sultan sultan's tsar "
                    "tsar's emperor emperor's king king's army army's west east north south westward eastward "
                    "northward southward westwards eastwards forward forwards out off together now this month turn "
                    "will shall".split())


def announced(text: str) -> tuple[str, int] | None:
    """(kind of unit, how many: 0 for 'all') when the sentence only announces that units move; else None."""
    kind, count, verb = None, None, False
    for w in words(text):
        if w in _KINDS:
            kind = _KINDS[w]
        elif w in _COLLECTIVE or w in NUMBER_WORDS and w not in ("a", "an"):
            count = _COLLECTIVE[w] if w in _COLLECTIVE else NUMBER_WORDS[w]
        elif w in _FILLER:
            continue
        elif goes(w):
            verb = True
        else:
            return None
    return (kind, count) if kind and verb and count is not None else None
