"""The unit words and verbs of an EiA move typed in a hurry ('coprs II mrach Silesia - Saxony', 'fleeet
Mediterranean sial Western Mediterranean - Gulf of Lion', 'copr I marhc Stamboul - Salonica'): a word a
letter too many or too few, or two letters swapped, away from 'corps', 'fleet' or a verb of going, where
such a word stands, is written whole. A letter typed for another is no slip this reader mends ('more' is
a word of its own); nothing else of the line is changed. One pass over its first words."""

from __future__ import annotations

_UNITS = ("corps", "corp", "fleet", "squadron")
_VERBS = ("march", "marches", "sail", "sails", "move", "moves", "goes", "advance", "advances")
_MOST_HEAD = 4          # the unit's name: at most this many words after its word


def slipped(typed: str, meant: str) -> bool:
    """Whether `typed` is `meant` with one letter more, one letter less, or two neighbours swapped."""
    if typed == meant or len(typed) < 4 or abs(len(typed) - len(meant)) > 1:
        return False
    if len(typed) == len(meant):
        diff = [i for i, (a, b) in enumerate(zip(typed, meant)) if a != b]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and typed[diff[0]] == meant[diff[1]] \
            and typed[diff[1]] == meant[diff[0]]
    longer, shorter = (typed, meant) if len(typed) > len(meant) else (meant, typed)
    return any(longer[:i] + longer[i + 1:] == shorter for i in range(len(longer)))


def _meant(word: str, known: tuple[str, ...]) -> str | None:
    low = word.casefold()
    if low in known:
        return None
    found = [k for k in known if slipped(low, k)]
    if not found or len({k[:4] for k in found}) > 1:
        return None                     # none, or two words apart ('saisl': 'sails' or 'sail' is one verb)
    return next((k for k in found if len(k) == len(low)), found[0])


def respelled(text: str) -> str:
    """The line with its unit word and verb written whole when they were slips ('coprs II mrach Silesia -
    Saxony' -> 'corps II march Silesia - Saxony'); the line as written when they were none."""
    said = text.split(" ")
    if not said:
        return text
    unit = _meant(said[0], _UNITS)
    if unit is None and said[0].casefold() not in _UNITS:
        return text
    out = [unit or said[0]]
    changed = unit is not None
    for k in range(1, min(len(said), _MOST_HEAD + 2)):
        verb = _meant(said[k].strip(",.:"), _VERBS)
        if verb is not None:
            out += said[1:k] + [verb + said[k][len(said[k].rstrip(",.:")):]] + said[k + 1:]
            return " ".join(out)
    return " ".join(out + said[1:]) if changed else text
