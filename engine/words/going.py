"""Verbs of going and of staying, in every form a player writes them: the words movement and prose both
read (kept apart so that neither imports the other)."""

from __future__ import annotations

from functools import lru_cache

# Verbs of going, by their plain form; other forms are found by their endings ('advancing', 'marched').
GO_BASES = frozenset("""march move go head ride sail cross advance proceed travel shift redeploy slip fall send push
set steam row hurry hasten rush return relocate leave quit withdraw retire pull walk trek tramp hike wander stroll
gallop trot canter dash""".split())
GO = GO_BASES | frozenset("went gone rode ridden sent fell fallen slipped left withdrew withdrawn".split())
LEAVE = frozenset("leave leaves leaving left quit quits quitting".split())     # 'leaves Bavaria for Tyrol'

STAY = frozenset("stay stays remain remains hold holds rest rests".split())


@lru_cache(maxsize=8192)     # every word of every line meets it, several times
def _goes(word: str) -> bool:
    """Whether a word is a verb of going in one of its forms ('marches', 'advancing', 'moved')."""
    if word in GO:
        return True
    for end in ("es", "s", "ing", "ed", "d"):
        stem = word.removesuffix(end)
        if stem != word and (stem in GO_BASES and end != "d" or stem + "e" in GO_BASES):
            return True             # 'moved' (move + d), never 'god' (go + d)
    return False


goes = _goes       # the public name, for the readers outside this module
