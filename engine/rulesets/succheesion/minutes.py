"""Orders written as the minutes of a council: a speaker, the order said in quotes, and the council's vote after it
('The Thane: "We shall declare war on Maustria." Agreed by all.', 'The Treasurer: "Build one Infantry in Manarth
Hold." Agreed, two against none.'). Agreed: the quoted order; voted down: refused, never read; with no vote after
it: read as the line reads otherwise. Plain string work."""

from __future__ import annotations

from engine.errors import NotUnderstood

_OPEN = ('"', "\u201c", "\u201e")
_CLOSE = ('"', "\u201d", "\u201c")
# What a council says of a motion it passes, and of one it does not.
_AGREED = ("agreed", "carried", "approved", "adopted", "so ordered", "so be it", "passed", "unanimously")
_REFUSED = ("rejected", "refused", "not agreed", "defeated", "denied", "voted down", "lost", "withdrawn")
_MOST_SPEAKER = 8           # words before the colon: a speaker's title


def council_said(line: str) -> str | None:
    """The quoted order of a speaker's line the council agreed to; None for a line not so written. A motion voted
    down is refused (NotUnderstood)."""
    head, colon, rest = line.partition(":")
    rest = rest.strip()
    if not colon or not rest or rest[0] not in _OPEN or len(head.split()) > _MOST_SPEAKER or '"' in head:
        return None
    end = max(rest.rfind(c) for c in _CLOSE)
    if end <= 0:
        return None
    said, remark = rest[1:end].strip(), rest[end + 1:].strip(" .!").casefold()
    if not said:
        return None
    if any(remark.startswith(r) for r in _REFUSED):
        raise NotUnderstood(f"a motion the council did not pass ({remark!r}): no order; ask the player if unsure")
    if not any(remark.startswith(a) for a in _AGREED):
        return None
    return said.rstrip(" .!")


# The words a record's title opens with ('Minutes of the War Council of Manarth, first turn.', 'Diary of King
# Random, turn the first.', 'Session of the Assembly of Stilwen, turn 1 (extract from the record)').
_RECORDS = frozenset("minutes diary journal chronicle session record extract log".split())
_MOST_TITLE = 16


def record_title(low: list[str], mentioned: int, text: str) -> bool:
    """Whether a line is the title of a record the orders are written as (`low`: its words; `mentioned`: how many
    places and other nations it names): set aside as talk."""
    return bool(low) and low[0] in _RECORDS and len(low) <= _MOST_TITLE and mentioned == 0 and "->" not in text \
        and ">" not in text and not any(w.isdigit() and w != "1" for w in low)
