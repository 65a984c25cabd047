"""EiA sentences that announce marches before giving them: 'our three line corps march.', 'the pair of line
corps go west:', 'Both fleets sail.'. Such a sentence gives no order of its own; the orders after it must
bear it out (engine/rulesets/eia/syntax.py asks when none follows, or when the count differs)."""

from __future__ import annotations

from engine.words.message import words
from engine.words.movement import _goes as goes
from engine.words.reading import NUMBER_WORDS
from engine.rulesets.eia.route_words import ORDINALS

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
    whole = False                       # 'two of our four corps': the count before 'of' is the one that moves
    for w in words(text):
        if w in _KINDS:
            kind = _KINDS[w]
        elif w == "of" and count is not None:
            whole = True
        elif w in _COLLECTIVE or w in NUMBER_WORDS and w not in ("a", "an"):
            if not whole:
                count = _COLLECTIVE[w] if w in _COLLECTIVE else NUMBER_WORDS[w]
        elif w in _FILLER:
            continue
        elif goes(w):
            verb = True
        else:
            return None
    return (kind, count) if kind and verb and count is not None else None


# Words that open a route: before the first of them, a unit named without its verb ('the Guard from St
# Petersburg by Novgorod to Mogilev').
_ROUTE_OPENS = frozenset("from to into onto towards toward by through via".split())


def the_verb(text: str) -> str | None:
    """The verb of going of an announcement ('Two of our four corps march' -> 'march'), None when it has none."""
    return next((w for w in words(text) if goes(w)), None)


def unit_routes(text: str) -> list[str]:
    """The routes said after an announcement, cut at each joint (',', ';', 'and') before a unit's name:
    'the Guard from A to B, and corps I from C to D' -> ['the Guard from A to B', 'corps I from C to D']."""
    said = text.split()
    out: list[str] = []
    start = 0
    for k in range(1, len(said)):
        before = said[k - 1]
        joint = before[-1:] in ",;" or before.casefold() == "and"
        if joint and _unit_named(said[k:k + 3]):
            piece = said[start:k - (before.casefold() == "and")]
            out.append(" ".join(piece).rstrip(",;"))
            start = k
    out.append(" ".join(said[start:]))
    return [p for p in out if p]


def _unit_named(first: list[str]) -> bool:
    low = [w.strip(",.;:!?()").casefold() for w in first]
    if low[:1] in (["the"], ["our"]):
        low = low[1:]
    if not low:
        return False
    return low[0] in _UNIT_WORDS or low[0] in ORDINALS or low[0] in ORDINALS.values() and len(low) > 1 \
        and low[1] in ("corps", "from", "to", "into", "by", "through", "via", "towards")


_UNIT_WORDS = frozenset("corps cav cavalry guard guards cossacks fleet squadron".split())


def with_verb(piece: str, verb: str) -> str | None:
    """A unit's route said after an announcement without its verb, with the announcement's verb put
    back ('the Guard from St Petersburg to Mogilev' -> 'the Guard march from St Petersburg to Mogilev');
    None when the piece has a verb of its own or opens with its route (no unit before it)."""
    said = piece.split()
    low = [w.strip(",.;:!?()").casefold() for w in said]
    if any(goes(w) for w in low):
        return None
    at = next((i for i, w in enumerate(low) if w in _ROUTE_OPENS), 0)
    return " ".join(said[:at] + [verb] + said[at:]) if at else None
