"""Routes typed with their dashes unspaced, as veterans write them: 'I: Lith-Volh', 'Toulon: Prov-GoL-WMed',
'G: Don-Khar-Orel'. A line that does not read whole is read again with each such run of capitalised words
spaced ('Lith - Volh'), and that reading is kept only when it is whole: the ruleset then checks each name
(a short form of one place only) and the state each step. One pass over the words: linear."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import Contradiction, NotUnderstood

_LONGEST = 300          # characters: a typed route is well under it


def _spaced_word(word: str) -> str | None:
    """'Lith-Volh' -> 'Lith - Volh', 'Prov-GoL-WMed,' -> 'Prov - GoL - WMed,'; None for another word."""
    if "-" not in word:
        return None
    body = word.rstrip(",.;:")
    parts = body.split("-")
    if len(parts) < 2 or not all(p[:1].isupper() and p.replace(".", "").isalpha() for p in parts):
        return None
    return " - ".join(parts) + word[len(body):]


def spaced(text: str) -> str | None:
    """The line with its unspaced routes spaced, None when it has none."""
    if "-" not in text or len(text) > _LONGEST:
        return None
    words = text.split(" ")
    changed = False
    for i, w in enumerate(words):
        s = _spaced_word(w)
        if s is not None:
            words[i], changed = s, True
    return " ".join(words) if changed else None


def _names_joined(reason: str, text: str) -> bool:
    """Whether a reason quotes a run of names the line joined by dashes ('Bra-Sax')."""
    return any(_spaced_word(w) is not None and w.rstrip(",.;:") in reason for w in text.split(" "))


def _whole(read: Any) -> bool:
    items = read if isinstance(read, list) else [read]
    return bool(items) and not any(isinstance(x, NotUnderstood) for x in items)


def read_spaced(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that, when a line does not read whole, reads it again with its unspaced routes spaced,
    and keeps that reading only when it is whole."""
    def read(text: str) -> Any:
        try:
            first = parse_line(text)
        except Contradiction:
            raise
        except NotUnderstood as error:
            again_text = spaced(text)
            if again_text is None:
                raise
            try:
                again = parse_line(again_text)
            except NotUnderstood as spaced_error:
                if _names_joined(error.reason, text):
                    raise spaced_error from None    # 'no place called Bra-Sax': the spaced line says which name fails
                raise error from None           # the line's own reason, not the spaced line's
            if again and _whole(again):
                return again
            raise
        if first is not None and _whole(first):
            return first
        again_text = spaced(text)
        if again_text is None:
            return first
        try:
            again = parse_line(again_text)
        except NotUnderstood:
            return first
        return again if again and _whole(again) else first
    return read
