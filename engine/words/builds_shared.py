"""Units of several kinds built in one place said once, in any ruleset: 'build 2 Infantry and 1 Cavalry in Madder
Vale', 'raise two inf+1 cav in Crimson Keep', 'buy 1 army, 1 ship & 2 armies at 21'. Said again with the place after
each count ('build 2 Infantry in Madder Vale and 1 Cavalry in Madder Vale'), which a ruleset that builds one kind
an order reads as its orders; a ruleset that builds them together reads the line as written before it gets here.
Only a build verb, counts each with its unit words, and one place: any other word leaves the line as written.
One pass over a short line."""

from __future__ import annotations

from engine.words.meaning.verbs import VERBS
from engine.words.reading import NUMBER_WORDS

_LONGEST = 160          # characters: a build of a few kinds in one place is well under it
_MOST_UNIT_WORDS = 3    # 'Guard Heavy Cavalry'
_MOST_PLACE_WORDS = 5   # 'Straits of the Golden Horn'
_SENTENCE_ENDS = frozenset(".?!;:")
_JOINS = frozenset(("and", "&", "+", ",", "plus"))
_PLACES = frozenset(("in", "at"))
_BUILD = frozenset(w for w, cls in VERBS.items() if cls == "build") | frozenset(("bld", "b"))


def _count(word: str) -> bool:
    return word.isdigit() and len(word) <= 2 or word in NUMBER_WORDS


def built_apart(text: str) -> str | None:
    """'build 2 Infantry and 1 Cavalry in 12' -> 'build 2 Infantry in 12 and 1 Cavalry in 12'; None when the
    line is no build of several counted kinds in one place."""
    if len(text) > _LONGEST or "+" not in text and "," not in text and " and " not in text \
            and "&" not in text and " plus " not in text:
        return None
    words = text.strip().rstrip(".!;").replace("+", " + ").replace("&", " & ").replace(",", " , ").split()
    low = [w.casefold() for w in words]
    if len(words) < 7 or low[0] not in _BUILD:
        return None
    groups: list[tuple[int, int]] = []           # each count's words: [start, end)
    k = 1
    while k < len(words):
        if not _count(low[k]):
            return None
        start, k = k, k + 1
        while k < len(words) and low[k] not in _JOINS and low[k] not in _PLACES and not _count(low[k]):
            k += 1
        if not 1 <= k - start - 1 <= _MOST_UNIT_WORDS or k >= len(words):
            return None
        groups.append((start, k))
        while k < len(words) and low[k] in _JOINS:
            k += 1
        if k >= len(words):
            return None
        if low[k] in _PLACES:
            break
    place = words[k:]
    if len(groups) < 2 or not 2 <= len(place) <= _MOST_PLACE_WORDS + 1 or low[k - 1] in _JOINS \
            or any(w in _JOINS or w[-1] in _SENTENCE_ENDS for w in low[k + 1:]):
        return None                             # the place is the line's last words, and one sentence's
    where = " ".join(place)
    return words[0] + " " + " and ".join(" ".join(words[a:b]) + " " + where for a, b in groups)
