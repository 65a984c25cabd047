"""Headings of a message that the plain-talk reader (engine.words.talk_lines) does not know in their shape (issue
22, round 20, helper Lb), for every ruleset:
- a heading with a note of which mail it is, in brackets: 'Austria winter orders (v2 - ignore the first mail):';
- a heading whose parts a dash joins, the nation last or the title a list's verb: 'winter builds - austria',
  'Russia - turn 1 orders';
- such a heading with a word saying the orders were given elsewhere: 'russia turn 1 - same as discussed on discord'
  (`elsewhere`): the orders there cannot be read; it is asked, never set aside.
Each is judged by talk_of on the heading written plainly ('Austria winter orders:'): the writer's own nation, the
turn, the step, the season, and nothing of an order; a bracket of any other words ('(v2 - and 2 inf Vienna)'),
another nation's name or a place keeps the line as it was. One pass over the words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.message import words
from engine.words.talk_lines import talk_of

# Words of a note saying which mail or version this is ('(v2 - ignore the first mail)', '(corrected)').
_VERSION_WORDS = frozenset("""v version ignore disregard the first earlier previous last other old mail email e-mail
    mails message messages post one corrected correction revised updated update final resent resend replaces
    replacing this is sorry typo typos fixed new a of my that it please""".split())
# A list's verb as a title noun: the heading's word for 'orders' ('winter builds').
_TITLE_NOUNS = frozenset("builds purchases buys recruits levies recruitment".split())
# Words saying the orders are given elsewhere ('same as discussed on discord', 'as agreed in chat').
_ELSEWHERE = ("same as discussed", "as discussed", "same as agreed", "as agreed", "same as in", "as in my",
              "see discord", "see chat", "see my pm", "see my last", "as per discord", "as per chat", "as per my")
_MOST = 120             # characters of a heading
ELSEWHERE = ("says the orders were given elsewhere ({given!r}), which the reader cannot see: only this message's "
             "orders are read; ask the player whether they are all")


def _note_only(note: str) -> bool:
    said = words(note)
    return bool(said) and all(w in _VERSION_WORDS or w[:1] == "v" and w[1:].isdigit() or w.isdigit() and len(w) == 1
                              for w in said)


def _plain(head: str) -> str:
    return " ".join("orders" if w.casefold() in _TITLE_NOUNS else w for w in head.split())


def _heading(head: str, nation: str, looks: Callable[[str], bool] | None) -> bool:
    head = head.strip(" :.")
    return bool(head) and talk_of(f"{_plain(head)}:", nation, looks) == "a heading"


def heading_of(text: str, nation: str, looks: Callable[[str], bool] | None) -> str | None:
    """Why the line is a heading of the writer's own orders ('a heading, with a note of which mail it is'), or
    None when it is none of these shapes."""
    said = text.strip()
    if not said or len(said) > _MOST or "->" in said or ">" in said:
        return None
    opened, closed = said.find("("), said.rfind(")")
    if 0 < opened < closed and said[closed + 1:].strip() in ("", ":") and said.count("(") == 1:
        if _note_only(said[opened + 1:closed]) and _heading(said[:opened], nation, looks):
            return f"a heading, with a note of which mail it is ({said[opened:closed + 1]})"
        return None
    parts = said.rstrip(":. ").split(" - ")
    if len(parts) != 2 or not all(p.strip() for p in parts):
        return None
    first, second = parts[0].strip(), parts[1].strip()
    if _heading(f"{second} {first}", nation, looks) or _heading(f"{first} {second}", nation, looks):
        return "a heading"
    return None


def elsewhere(text: str, nation: str, looks: Callable[[str], bool] | None) -> str | None:
    """The words saying the orders were given elsewhere, when the line is a heading and those words
    ('russia turn 1 - same as discussed on discord'); None otherwise."""
    said = text.strip()
    if len(said) > _MOST:
        return None
    for mark in (" - ", ": ", ", "):
        head, cut, tail = said.partition(mark)
        if cut and tail.strip().casefold().startswith(_ELSEWHERE) and _heading(head, nation, looks):
            return tail.strip()
    return None
