"""A correction that gives an earlier order's count of units again, changed, with the unit word, for every ruleset:
'EDIT: make it 3 armies', 'Correction: only 1 army, not 2.', 'make that 2 Infantry, same place', '1 infantry,
not 2', 'make it 5 gold, not 10'. The count and its word ('3 armies') take the place of the count and unit word of
the one earlier order that names a count of units ('buy 2 armies in 21' -> 'buy 3 armies in 21'); with 'not N'
only an order whose count is N. When several earlier orders could be meant, or the order so changed does not read,
nothing is taken: the correction stays asked, as before. One pass over the words of the correction and of each
earlier order."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS
from engine.words.reading import NUMBER_WORDS
from engine.words.textio import is_digits

# Words a count may be said of besides units: a sum given ('make it 5 gold').
_COUNTED = UNIT_WORDS | frozenset(("gold",))
# Words that open the new count ('make it 3 armies', 'only 1 army'), longest first.
_OPENINGS = ("make it only ", "make that only ", "make it ", "make that ", "change it to ", "change that to ",
             "i mean ", "i meant ", "rather ", "just ", "only ", "but ")
# Words after the new count that say nothing more of it ('..., same place', '... instead').
_ENDINGS = (", same place", ", same province", ", same as before", " in the same place", " instead", ", please",
            " please", " then")
_MOST_KIND_WORDS = 2        # 'Light Infantry': a unit word and the one word before it
# Words between a count and its unit word that add to the order rather than change its count ('2 more armies').
_ADDING = frozenset("more extra additional other fresh new fewer less of the my our each".split())


def count_said(body: str) -> tuple[int, str, int | None] | None:
    """(the new count, its words as said, the old count named after 'not' or None) when a correction says only a
    count of units ('make it 3 armies, not 2'); None when it says anything else."""
    text = body.strip().rstrip(".!").strip()
    low = text.casefold()
    old: int | None = None
    for joint in (", not ", " not ", " and not "):
        at = low.rfind(joint)
        if at > 0:
            said = low[at + len(joint):].strip()
            if not (is_digits(said) or said in NUMBER_WORDS):
                return None
            old = int(said) if is_digits(said) else NUMBER_WORDS[said]
            text, low = text[:at], low[:at]
            break
    for ending in _ENDINGS:
        if low.endswith(ending):
            text, low = text[:-len(ending)], low[:-len(ending)]
    for opening in _OPENINGS:
        if low.startswith(opening):
            text, low = text[len(opening):], low[len(opening):]
            break
    parts = text.split()
    if not 2 <= len(parts) <= 1 + _MOST_KIND_WORDS or parts[-1].casefold() not in _COUNTED:
        return None
    first = parts[0].casefold()
    count = int(first) if is_digits(first) else NUMBER_WORDS.get(first)
    if count is None or any(is_digits(w) or w.casefold() in _ADDING for w in parts[1:]):
        return None
    return count, " ".join([str(count), *parts[1:]]), old


def with_count(order: str, count_words: str, old: int | None) -> str | None:
    """The earlier order's words with its one count of units replaced ('buy 2 armies in 21' and '3 armies' ->
    'buy 3 armies in 21'); None when it names no count of units, more than one, or not the old count."""
    said = order.split(" ")
    spans = []
    for k, word in enumerate(said[:-1]):
        low = word.casefold()
        count = int(low) if is_digits(low) else NUMBER_WORDS.get(low)
        if count is None:
            continue
        end = next((j for j in range(k + 1, min(k + 1 + _MOST_KIND_WORDS, len(said)))
                    if said[j].casefold().strip(",.;:") in _COUNTED), None)
        if end is not None and (old is None or count == old):
            spans.append((k, end))
    if len(spans) != 1:
        return None
    start, end = spans[0]
    tail = said[end][len(said[end].rstrip(",.;:")):]      # 'armies,' keeps its comma
    return " ".join([*said[:start], count_words + tail, *said[end + 1:]])
