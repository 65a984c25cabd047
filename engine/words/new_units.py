"""Builds said with no verb, the word 'new' saying they are built, for every ruleset (round 21): 'Two new squadrons in
the English Channel please', '2 new armies at Londinium', 'one new Infantry in Maus Imperial'. Said again as builds
('build Two new squadrons in the English Channel') and read by the ruleset, each taken only when it gives one build
(engine.words.built_said reads them so).

The shape: a count first, 'new', at most three words of the unit, 'in' or 'at' and the place to the end, at most a
'please' after it. Never a question, a condition, a negation or a count that is none ('No new squadrons in ...'), and
nothing after the place but 'please': 'Two new squadrons in the Channel would be nice' is no order said. Units with
no 'new' ('two squadrons in the English Channel') may be the nation's own units standing there: never read so.
One pass over the words."""

from __future__ import annotations

from engine.words.reading import NUMBER_WORDS

_COUNTS = frozenset(NUMBER_WORDS) - {"a", "an", "single", "no", "none", "zero"}
_AT = frozenset(("in", "at"))
_POLITE = ("please", "pls", "plz")
_MOST_WORDS = 16
_MOST_UNIT_WORDS = 3
_NEVER = frozenset("if unless not no never or maybe perhaps?".split())


def new_builds(text: str) -> list[str] | None:
    """['build Two new squadrons in the English Channel'] for 'Two new squadrons in the English Channel please', or
    None when the text is not that shape."""
    said = text.strip().rstrip(".!").strip()
    if "?" in said or "," in said or ";" in said or ":" in said:
        return None
    raw = said.split()
    if raw and raw[-1].casefold() in _POLITE:
        raw = raw[:-1]
    if len(raw) < 5 or len(raw) > _MOST_WORDS or raw[1].casefold() != "new" or not _count(raw[0]):
        return None
    low = [w.casefold() for w in raw]
    if _NEVER.intersection(low):
        return None
    at = next((k for k in range(3, min(len(low), 3 + _MOST_UNIT_WORDS)) if low[k] in _AT), None)
    if at is None or at + 1 >= len(low):
        return None
    return [f"build {' '.join(raw)}"]


def _count(word: str) -> bool:
    return word.isdigit() and len(word) <= 2 and word != "0" or word.casefold() in _COUNTS
