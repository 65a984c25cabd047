"""An order put off by a negation of its time after it: 'A holds, not this turn', 'I to Pomerania - not yet',
'Build 2 Infantry in 21. Not now.', 'Fleet 3 to Brest (not this season though)'; or hung on a condition after it:
'No TP if Crimsonia agrees', 'I to Pomerania unless Austria moves'; or with a short piece joined on that does not
read ('No TP and Whiskerport': another place, or what?). The writer takes the order back for now, or
gives it only if: the line is asked with the order offered, never read as given, never filed as a line of no order
or talk with nothing said (round 16, helper Dr2: the mutation measure's 'not this turn' and 'if ...' drops).

Only the tail is looked at: after the last comma, full stop, semicolon, dash or bracket, a negation ('not',
'never', "don't") followed by words of time and afterthought alone ('this turn', 'yet', 'now', 'for now',
'though'). A contrast ('..., not Picardy', '..., not 4') names something else and is no such tail."""

from __future__ import annotations

from engine.words.lexicon import SUPPOSING

_NEGATIONS = frozenset("not never don't dont".split())
_TIMES = frozenset("""this that turn turns season seasons month year round phase time now yet today for
    until later next any anymore more just""".split())
_AFTERTHOUGHTS = frozenset("though however actually please pls but".split())
_JOINTS = ",.;!(\u2013\u2014"     # not a colon: "Surrender: never" answers, it puts nothing off
_MOST_TAIL = 6              # words of a tail at most
_MOST_LINE = 300            # characters of a line looked at


def _bare_word(word: str) -> str:
    return word.strip(".,;:!?()[]\"'*_").casefold().replace("\u2019", "'")


def without_time_denied(text: str) -> str | None:
    """The text without a tail that denies the order its time ('A holds, not this turn' -> 'A holds'); None when
    it has no such tail."""
    said = text.strip()
    if len(said) > _MOST_LINE or not said:
        return None
    body = said.rstrip(" .!)]")
    cut = max((body.rfind(j) for j in _JOINTS), default=-1)
    dash = body.rfind(" - ")
    cut = max(cut, dash + 1 if dash >= 0 else -1)
    if cut <= 0:
        return None
    tail = [_bare_word(w) for w in body[cut + 1:].split()]
    tail = [w for w in tail if w]
    if not tail or len(tail) > _MOST_TAIL:
        return None
    if tail[0] == "but":
        tail = tail[1:]
    if not tail or tail[0] not in _NEGATIONS:
        return None
    if not all(w in _TIMES or w in _AFTERTHOUGHTS for w in tail[1:]):
        return None                     # '..., not Picardy': a contrast, said of something else
    head = body[:cut].rstrip(" -,;:(\u2013\u2014")
    return head or None




def without_condition(text: str) -> str | None:
    """The text before a condition that ends it ('No TP if Crimsonia agrees' -> 'No TP'); None when no condition
    word stands after the first words."""
    said = text.strip()
    if len(said) > _MOST_LINE or not said:
        return None
    words = said.split(" ")
    at = next((k for k in range(len(words) - 1, 0, -1) if _bare_word(words[k]) in SUPPOSING), None)
    if at is None:
        return None
    head = " ".join(words[:at]).rstrip(" -,;:(\u2013\u2014")
    return head or None


_MOST_JOINED = 4            # words of a piece joined on by 'and' at most


def without_joined_piece(text: str) -> str | None:
    """The text before a short piece joined on at its end ('No TP and Whiskerport' -> 'No TP'); None otherwise."""
    said = text.strip()
    if len(said) > _MOST_LINE or not said:
        return None
    at = max(said.rfind(" and "), said.rfind(" & "))
    if at <= 0 or len(said[at:].split()) - 1 > _MOST_JOINED:
        return None
    head = said[:at].rstrip(" -,;:(\u2013\u2014")
    return head or None
