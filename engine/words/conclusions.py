"""The order a player concludes to after his own reasoning, for every ruleset: 'It's empty, so it's a move: all
armies 3 -> 6.', 'No - 35 is empty, so simply: all armies 75 -> 35.', 'Too many for the city, so: two inf and 1 art
in Maus Imperial', 'Can't, not enough cities; so 1 Frigate at Chance Hills to Ricotta Lagoon'. Often the answer to
a question he asked himself just before ('All armies in 3 attack 6? It's empty, so ...'). What comes before 'so' is
his reasoning, set aside and said so on the receipt, only when the part after it reads whole as orders and the
reasoning itself gives none (engine.words.sheet). One pass over the text."""

from __future__ import annotations

# What opens the conclusion after the reasoning: a comma, a semicolon or a dash before 'so' (or 'therefore').
_MARKS = (", so", "; so", " - so", " \u2014 so", " \u2013 so", ", therefore", "; therefore", ", hence", "; hence")
_MOST_BEFORE_COLON = 5      # words between 'so' and a colon ('so it's a move:', 'so simply:', 'so:')
_LONGEST = 400


def conclusion(text: str) -> tuple[str, str] | None:
    """(the reasoning, the conclusion) of 'REASONING, so[ a few words]: ORDER' or 'REASONING, so ORDER'; None when
    the text has no such shape."""
    if len(text) > _LONGEST:
        return None
    low = text.casefold()
    at, size = max(((low.rfind(m), len(m)) for m in _MARKS), default=(-1, 0))
    if at <= 0:
        return None
    after = at + size
    if after < len(text) and text[after] not in " :":
        return None                     # 'so' begins a word ('..., some of them')
    reasoning, rest = text[:at].strip(" ,;-"), text[after:].strip()
    rest = rest.removeprefix(":").strip()
    head, colon, tail = rest.partition(": ")
    if colon and len(head.split()) <= _MOST_BEFORE_COLON and tail.strip():
        rest = tail.strip()             # 'so it's a move: all armies 3 -> 6'
    elif rest.endswith(":"):
        return None
    if not reasoning or not rest:
        return None
    return reasoning, rest.rstrip(" .!")
