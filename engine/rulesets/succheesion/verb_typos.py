"""An order's verb typed with one slip ('bild', 'mrach', 'sepnd', 'cassualties'): one letter left out,
added, changed, or two letters swapped, from exactly one of the game's order verbs. Only the first word of
a clause, of four letters or more and not itself a word players write for something else; the clause
must then read whole, else it is refused as written."""

from __future__ import annotations

from functools import lru_cache

# Words one slip from a verb that mean something else ('left' is not 'lift', 'mode' not 'move').
_WORDS = frozenset("""left lave leaves mode more mare mach match bale bold bind bird bald spent spread spand send
    seed sped mark marsh march's raid rise rose raised rain joint joins pay pays paw cade code cedar made male
    make mike bake take lake wake fake sake rake brake bread breed brake found fund fond round sound bound hound
    pound wound mound""".split())
_MOST = 14


@lru_cache(maxsize=4096)
def verb_slip(word: str, verbs: frozenset[str]) -> str | None:
    """The one verb of `verbs` that `word` is one slip away from; None when none, several, or `word` is known."""
    if len(word) < 4 or len(word) > _MOST or not word.isalpha() or word in verbs or word in _WORDS:
        return None
    found = {v for v in verbs if len(v) >= 4 and abs(len(v) - len(word)) <= 1 and _one_slip(word, v)}
    return next(iter(found)) if len(found) == 1 else None


def _one_slip(a: str, b: str) -> bool:
    """Whether `a` becomes `b` by one letter left out, added or changed, or two neighbours swapped."""
    if len(a) == len(b):
        diff = [k for k in range(len(a)) if a[k] != b[k]]
        return len(diff) == 1 or len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] \
            and a[diff[1]] == b[diff[0]]
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    k = next((k for k in range(len(short)) if short[k] != long_[k]), len(short))
    return short[k:] == long_[k + 1:]
