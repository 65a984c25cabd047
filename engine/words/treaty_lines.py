"""The lines of a treaty written out in a message before the orders that carry it out: its title ('TREATY OF
PRESSBURG', 'The Compact of the Gruyere Strait, between ...') and its articles ('Article 3. Neither party shall
make a separate peace.'). They are the treaty's words, not orders: set aside and said so on the receipt (the
orders are the lines that carry the treaty out). One pass over the first words: linear."""

from __future__ import annotations

_TREATIES = frozenset("treaty pact convention compact charter accord agreement concordat covenant entente".split())
_ARTICLES = frozenset("article art art. clause section".split())
_ROMAN = frozenset("i ii iii iv v vi vii viii ix x xi xii xiii xiv xv".split())
_MOST = 600             # characters: an article is well under it


def treaty_part(text: str) -> str | None:
    """'an article of a treaty', 'the title of a treaty', or None for any other line."""
    if len(text) > _MOST:
        return None
    said = text.split()
    if len(said) < 2:
        return None
    first = said[0].casefold().rstrip(".:")
    number = said[1].casefold().rstrip(".:)")
    if first in _ARTICLES and (number.isdigit() or number in _ROMAN) and len(said) > 2:
        return "an article of a treaty: its orders are the lines that carry it out"
    head = said[1:] if first == "the" else said
    if head and head[0].casefold() in _TREATIES and len(head) > 1 and head[1].casefold() in ("of", "between") \
            and ":" not in text and "->" not in text:
        return "the title of a treaty"
    return None
