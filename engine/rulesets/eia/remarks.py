"""What makes an unread EiA sentence more than a remark: 'The jaegers of Bohemia ride to Vienna', 'The
Hungarians gallop into Vienna' name no unit the reader knows, but a verb of going sends something to a
place: a march in words the reader does not know, refused and asked, never set aside beside the orders
the message does give. Word tests over the sentence, one pass, only for sentences that did not read."""

from __future__ import annotations

from engine.orders import Names
from engine.words.movement import _goes as goes

# Words after a verb of going before the place gone to ('ride to Vienna', 'falls back into the Tyrol').
_TOWARDS = frozenset("to into towards toward for onto".split())
_BETWEEN = frozenset("the back on out off up down".split())


def sends_somewhere(low: list[str], names: Names) -> bool:
    """Whether the words hold a verb of going followed, within a few words, by 'to' (or 'into' ...) and a
    place of the map: 'the hussars ride to Vienna', 'our jaegers hurry on into the Tyrol'."""
    for i, w in enumerate(low):
        if not goes(w):
            continue
        k = i + 1
        while k < len(low) and k <= i + 3 and low[k] in _BETWEEN:
            k += 1
        if k < len(low) and low[k] in _TOWARDS:
            k += 1
            while k < len(low) and low[k] == "the":
                k += 1
            if k < len(low) and (names.is_region(low[k]) or names.is_region(" ".join(low[k:k + 2]))):
                return True
    return False


# Words that name a body of troops or ships, the nation's or not ('the cavalry', 'the hussars', 'our fleet').
_TROOPS = frozenset("corps army armies troops force forces column division fleet fleets squadron squadrons navy "
                    "ships cavalry cav horse hussars dragoons cuirassiers cossacks uhlans infantry guard guards "
                    "grenadiers militia landwehr artillery".split())
# Words of the way before a place ('via Bohemia into Saxony').
_WAY = frozenset("to into towards toward onto via through".split())


def troops_sent_somewhere(low: list[str], names: Names) -> bool:
    """Whether the words name troops and, after a word of the way, a place of the map, with no verb
    needed: 'the cavalry via Bohemia into Saxony', 'hussars through Bohemia to Saxony': a march said
    short, refused when it does not read, never set aside as a remark beside the line's orders."""
    if not _TROOPS.intersection(low):
        return False
    for i, w in enumerate(low[:-1]):
        if w in _WAY:
            k = i + 2 if low[i + 1] == "the" and i + 2 < len(low) else i + 1
            if names.is_region(low[k]) or names.is_region(" ".join(low[k:k + 2])):
                return True
    return False
