"""Marks typed with no space after them, for every ruleset: 'BUILD 2 INFANTRY IN MAGDEBURG.ALLIANCE WITH RUSSIA.',
'ADOEN:2 UNITS 18->10;PEACE WITH MAUSTRIA;NO TP.', 'PORTUGAL:ALLY WITH GREAT BRITAIN,DECLARE WAR ON SPAIN.' The
clause cutter and the readers split at '. ', '; ', ', ' and ': ': such a line is read with a space put after each
mark glued between two words ('St.Petersburg', 'e.g.', '12:30' and '3.5' are left as written: a word of three
letters or more or a number before a '.' or ':', of two before ';' or ','; two letters after). One search per line, linear."""

from __future__ import annotations

from functools import lru_cache

from engine.words import patterns as re        # its compile() waits for first use

_GLUED = re.compile(r"(?:(?<=[A-Za-z]{3})[.:]|(?<=[0-9])[.:]|(?<=[A-Za-z0-9]{2})[;,])(?=[A-Za-z]{2})")


@lru_cache(maxsize=4096)     # a function of the words alone: a long message repeats its lines
def spaced(text: str) -> str:
    """The text with a space after each mark glued between two words; the text itself when it has none."""
    if _GLUED.search(text) is None:
        return text
    return _GLUED.sub(lambda m: m.group(0) + " ", text)
