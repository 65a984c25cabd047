"""A stay said as a move denied: 'We don't move the fleet this turn.', 'The fleet does not move this turn.', 'Our
armies won't march this season.' (issue 22, round 18).

Such a line names the writer's units and says they do not go anywhere, with no place, no count and nothing but a
time after it: it is a stay in other words. The grammar refuses it (it has a verb of an order and no order's shape).
Read here as the stay it is: `<the units> stay` read by the ruleset's own stay reader (engine.words.stays: the units
the writer's and standing there), then judged as every stay against the whole message (engine.words.unmoved): its
units moved by no read order, it gives their holds (where a stay is an order) or no order, the line filed as chatter
saying so; moved by an order of another line, it is asked and that order held back. A line with anything more (a
place, a number, an arrow, a condition, another verb) is not of this shape and stays refused. One pass over the words,
a word-set test first."""

from __future__ import annotations

from engine.words.message import words

_NOT = {("don't",): 1, ("dont",): 1, ("do", "not"): 2, ("does", "not"): 2, ("doesn't",): 1, ("won't",): 1,
        ("will", "not"): 2, ("shall", "not"): 2, ("wont",): 1}
_VERBS = frozenset("move moves march marches sail sails budge budges stir stirs".split())
_LEAD = frozenset("and so but also then ok okay well".split())
_DETERMINERS = frozenset("the our my its their all both".split())
_NOUNS = frozenset("""fleet fleets ship ships navy army armies corps squadron squadrons troops units unit forces
frigates galleons""".split())
_TAIL = frozenset("""this turn season month step spring summer autumn fall winter year round time for now at all yet
either though anyway""".split())
_WE = frozenset(("we", "i"))
_MOST_WORDS = 16


def stay_of_denied_move(text: str) -> str | None:
    """The stay a line says as a move denied ('We don't move the fleet this turn' -> 'the fleet stay'), None when the
    line is not of that shape."""
    raw = text.replace("\u2019", "'").strip().strip("*_").rstrip(".!").strip()
    low = words(raw)
    if not low or len(low) > _MOST_WORDS or not _VERBS.intersection(low) or not _NOUNS.intersection(low):
        return None
    if any(ch.isdigit() for ch in raw) or "->" in raw or ":" in raw or "?" in raw:
        return None
    k = 0
    while k < len(low) and low[k] in _LEAD:
        k += 1
    if k < len(low) and low[k] in _WE:      # 'we don't move the fleet this turn'
        verb = _negation(low, k + 1)
        if verb is None or verb >= len(low) or low[verb] not in _VERBS:
            return None
        unit, k = _units(low, verb + 1)
    else:                                   # 'the fleet does not move this turn'
        unit, k = _units(low, k)
        verb = _negation(low, k) if unit else None
        if verb is None or verb >= len(low) or low[verb] not in _VERBS:
            return None
        k = verb + 1
    if not unit or not all(w in _TAIL for w in low[k:]):
        return None
    spelt = {w.strip(".,;!").casefold(): w.strip(".,;!") for w in raw.split()}
    return f"{' '.join(spelt.get(w, w) for w in unit)} stay"


def _negation(low: list[str], k: int) -> int | None:
    for said, n in _NOT.items():
        if tuple(low[k:k + n]) == said:
            return k + n
    return None


def _units(low: list[str], k: int) -> tuple[list[str], int]:
    """The words of a unit phrase from k ('the Brest fleet', 'our two armies' is no such phrase: a count), and where
    it ends; [] when there is none."""
    start = k
    while k < len(low) and low[k] in _DETERMINERS:
        k += 1
    while k < len(low) and low[k] not in _NOUNS and low[k] not in _VERBS and len(low[k]) > 2 \
            and low[k] not in _TAIL and k - start < 4:
        k += 1                              # a name before the unit word ('the brest fleet')
    if k >= len(low) or low[k] not in _NOUNS:
        return [], start
    return low[start:k + 1], k + 1
