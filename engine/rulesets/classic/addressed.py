"""Classic orders addressed to a commander ('Hannibal, lead the two armies of Numidia into Mauretania.', 'Consul
of Naples: your two legions march into Apulia (39).', 'Admiral, land the two armies aboard in Armorica (19).'):
the name or title before the first comma or colon is no part of the order. A title naming a place ('Praetor of
Rome') must agree with the orders (their start, sea or purchase there); a place, a nation or an order's word
before the comma is no address, and the line is read as written."""

from __future__ import annotations

from engine.words.message import words
from engine.words.reading import Names

_LONGEST_HEAD = 50
# The small words inside a name or a title ('Consul of Naples', 'Admiral of the Tyrrhenian', 'my dear General').
_JOINING = frozenset("of the de von van la le del di da du my our dear good".split())
_TITLES = frozenset("""admiral general consul praetor legate tribune marshal duke count lord sir captain commander
    governor pasha bey jarl king prince baron colonel major hetman ataman emir khan sultan earl viceroy senator
    suffete strategos dear my""".split())
_IMPERATIVES = frozenset("""lead take send march move sail buy raise build land put bring attack go keep hold
    embark board recruit give pay the your""".split())   # or the units it commands: 'Hanno, the fleet ... sails'
_HEDGES = frozenset("""maybe perhaps possibly probably optionally alternatively otherwise ideally hopefully note ps edit
    update correction also then finally first next meanwhile afterwards later so well ok okay yes no and but""".split())
_NOT_ADDRESS = frozenset("if unless then and but or when so also please".split())


def addressed(text: str, nation: str, names: Names, order_words: frozenset[str]) -> tuple[str, str | None] | None:
    """(the order after the address, the place the address's title names or None); None when the line opens
    with no address."""
    comma, colon = text.find(", "), text.find(": ")
    cut = min((i for i in (comma, colon) if i > 0), default=-1)
    if cut <= 0 or cut > _LONGEST_HEAD:
        return None
    head, rest = text[:cut].strip(), text[cut + 2:].strip()
    said = words(head)
    if not rest or not head[:1].isupper() or not said or len(said) > 6 or any(
            c.isdigit() for c in head) or any(w in order_words or w in _NOT_ADDRESS for w in said):
        return None
    if any(not w[:1].isupper() and w.casefold() not in _JOINING for w in head.split()):
        return None                     # 'Nothing bought, ...': words, not a name or a title
    if said[0] not in _TITLES and (len(said) > 2 or any(w in _HEDGES for w in said)
                                   or rest.split(" ", 1)[0].casefold() not in _IMPERATIVES):
        return None                     # 'Maybe: 2 armies 20 -> 22': a hedge; only a title, or a name before a command
    if names.is_region(head) or names.known_nation(head) is not None:
        return None                     # 'Naples: ...', 'Prussia, ...': a place's heading, or another player
    place = None
    low = head.casefold()
    at = low.find(" of ")
    if at > 0:                          # 'Consul of Naples', 'Admiral of the Tyrrhenian'
        where = head[at + 4:].strip()
        if names.is_region(where):
            place = names.region(where)
        elif names.known_nation(where) not in (None, nation):
            return None                 # 'Admiral of the French fleet': another nation's
    elif any(names.is_region(w) for w in head.split() if w[:1].isupper() and len(w) > 2):
        return None                     # a place named loose in the head: which is meant?
    return rest, place
