"""A line or sentence that gives an order once its last '?' or its opening negation is taken off ('3u 29-28?',
'Never e h', 'a holds?', 'Do not a holds'), or its tail denying its time ('a holds, not this turn',
engine.words.put_off): it asks about that order, or denies it. It is refused with the order
offered, never filed as talk or as a line of no order (round 14 for lines filed as no order; round 15 for the
sentences the reader by meaning set aside as talk, found by the mutation measure)."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.order_sheet import LineReader, Order
from engine.words.corrections import is_clean
from engine.words.put_off import without_condition, without_joined_piece, without_time_denied
from engine.words.read_again import read_clean, read_or_none

DENIALS = ("do not ", "don't ", "dont ", "never ", "should ", "not ")
_MOST_ASKED = 200       # characters of a line looked at for an order asked or denied
_MOST_MEANT = 30        # lines of a message read by meaning for an order asked or denied, at most
ASKED_OR_DENIED = ("asks about or denies the order {bare!r}, or adds to it what does not read (a time, a condition, "
                   "another place): ask the player")


def order_asked_or_denied(text: str, parse_line: LineReader) -> str | None:
    """The order a text would give without its last question mark or its opening negation ('3u 29-28?', 'Do not 1i
    Holstein', 'Should e h?'), when that reads whole: the text asks or denies it, never a text of no order."""
    said = text.strip()
    if len(said) > _MOST_ASKED:
        return None
    bare = said.rstrip("?").rstrip() if said.endswith("?") else said
    low = bare.casefold()
    opening = next((d for d in DENIALS if low.startswith(d)), None)
    if opening is not None:
        bare = bare[len(opening):].lstrip(" :-")
    if bare == said:        # 'A holds, not this turn', 'No TP if Crimsonia agrees' (engine.words.put_off)
        bare = without_time_denied(said) or without_condition(said) or without_joined_piece(said) or said
    if bare == said or not bare:
        return None
    read = read_clean(parse_line, bare)
    return bare if read and any(isinstance(o, Order) for o in read) else None


def put_off(text: str, parse_line: LineReader) -> str | None:
    """The order a text gives before a tail denying its time ('Build 2 Infantry in 21. Not now.'), when that reads
    whole (engine.words.put_off): a line the ruleset's reader took as taking itself back is asked, never talk."""
    bare = without_time_denied(text)
    read = read_clean(parse_line, bare) if bare else None
    return bare if read and any(isinstance(o, Order) for o in read) else None


def with_meaning(parse_line: LineReader, by_meaning) -> LineReader:
    """A line reader that reads as the ruleset's grammar does, else as its reader by meaning does whole (every
    sentence an order, no talk, nothing refused): 'corps I: Rhineland > Thuringia > Franconia' once its '?' is
    taken off reads only so (round 16: a question of an order in a ruleset's shorthand, once filed as no order)."""
    if by_meaning is None:
        return parse_line

    def read(text: str):
        got = read_or_none(parse_line, text)
        if got is not None and is_clean(got):
            return got
        tried = vars(by_meaning).get("_asked_reads", 0)
        if tried >= _MOST_MEANT:
            raise NotUnderstood("not read by its grammar")     # a message of hundreds of questions: its time bounded
        vars(by_meaning)["_asked_reads"] = tried + 1
        meant = by_meaning.read(text)
        if getattr(meant, "orders", None) and not meant.refused and not meant.talk:
            return list(meant.orders)
        raise NotUnderstood("not read by its grammar nor whole by meaning")
    return read
