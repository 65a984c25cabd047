"""Orders said in character, for every ruleset, read by the whole line reader once the frame is taken away:
- a decree's frame ('His Apostolic Majesty commands that ...', 'That two regiments be raised at ...', under a
  heading 'We, Empress of Maustria, decree:'), as engine.words.commanded takes it away, read again by the whole
  chain (a build in the passive, several clauses), where commanded alone reads by the ruleset's grammar only;
- an office or a majesty of the writer's own nation said to act ('The Ministry of War shall raise two divisions
  of infantry in Paris', 'The Admiralty is to fit out a squadron at Brest', 'His Majesty will offer an alliance
  to Spain'): the subject and its 'shall'/'will'/'is to' are taken away and the order read as the writer's;
- diplomacy in the passive ('An alliance is offered to His Catholic Majesty of Spain', 'Peace is offered to
  Prussia', 'War is hereby declared on Austria').
Taken only when the line does not read (or reads unclean) and the words without the frame read whole and clean.
Never so: another nation's subject ('Prussia will attack us', 'His Catholic Majesty shall raise ...' from
France), a title alone ('The King will ...': whose king?), a verb of moving after an office or a ruler (the
units are not named by who commands them), a negation, a condition, a question, a wish or a later time
('next year', 'may God grant'). Cheap: a word test first, then one pass of bounded patterns."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.errors import NotUnderstood
from engine.words import patterns as re
from engine.words.commanded import as_told
from engine.words.reading import Names

_MOST = 600
# The writer's offices and councils, and the majesty of a letter (the first noun of the subject).
_BODIES = frozenset("""
ministry ministries minister ministers admiralty treasury exchequer council hofkriegsrat chancellery chancellor
government cabinet crown court senate committee directory diet divan duma regency staff headquarters board office
department secretary secretariat intendance commissariat majesty highness excellency grace lordship
""".split())
# Verbs an office or a majesty orders by: building, money and diplomacy (never moving: a move names its unit).
_VERBS = frozenset("""
raise levy build buy recruit conscript enlist fit launch offer propose declare sign give send pay cede allow permit
annex ally conclude make break accept grant spend invest found
""".split())
_STOPS = frozenset("""not no never nor unless if when whether or maybe perhaps might may could would should next later
soon someday eventually once after until hope hopes wish wishes pray""".split())
_MODAL = re.compile(r"^(?P<who>(?:[A-Za-z'\u2019-]{1,20} ){1,7}?)(?:shall|will|is to|are to|must)"
                    r"(?: hereby| now| also| therefore| forthwith| at once| immediately)? (?P<verb>[a-z]{2,12})\b",
                    re.IGNORECASE)
_PASSIVE = re.compile(r"^(?:an? |the |our )?(?P<what>alliance|peace|treaty of alliance|treaty of peace)"
                      r"(?: treaty)? (?:is|are) (?:hereby |formally |now |also )?(?:offered|extended)"
                      r" (?:to|with) (?P<who>[^,;:()]{2,80}?)[.!]?$", re.IGNORECASE)
_WAR = re.compile(r"^war is (?:hereby |formally |now |also )?declared (?:on|upon|against) (?P<who>[^,;:()]{2,80}?)[.!]?$",
                  re.IGNORECASE)
_KEYS = ("that", "shall", "will", "is to", "are to", "must", "offered", "proposed", "extended", "declared")
_ARTICLES = frozenset("the our my his her their of and for in at".split())

LineReader = Callable[[str], object]


def _words(text: str) -> list[str]:
    return [w.strip(",.;:!\"'()").casefold() for w in text.split()]


def _own(who: str, names: Names | None, nation: str) -> bool:
    """Whether the subject is one of the writer's offices or its majesty: its first noun a body's, naming no other
    nation ('The Ministry of War', 'His Imperial Majesty'; never 'His Catholic Majesty of Spain' from France)."""
    said = [w for w in _words(who) if w]
    nouns = [w for w in said if w not in _ARTICLES]
    if not nouns or not any(w in _BODIES for w in nouns[:3]) or any(w in ("we", "i", "you", "they") for w in said):
        return False
    if names is None:
        return False
    spans = [" ".join(said[i:j]) for i in range(len(said)) for j in range(i + 1, min(len(said), i + 5) + 1)]
    return all(names.known_nation(s) in (None, nation) for s in spans)


def _nation(who: str, names: Names | None) -> str:
    """The nation a ruler's style names ('His Catholic Majesty of Spain', 'the Tsar of all the Russias' -> the
    nation's name) when its parts name one nation; the words as written otherwise."""
    if names is None:
        return who
    found = {names.known_nation(part.strip()) for part in (who, *who.split(" of "))} - {None}
    return found.pop() or who if len(found) == 1 else who


def decreed(text: str, names: Names | None = None, nation: str = "") -> str | None:
    """The line without its in-character frame ('The Ministry of War shall raise X' -> 'raise X', 'An alliance is
    offered to Spain' -> 'alliance with Spain'), or None when it has none or says what keeps it as written."""
    if len(text) > _MOST:
        return None
    said = text.strip().lstrip("-*\u2022 ").strip()
    low = said.casefold()
    if not any(k in low for k in _KEYS) or "?" in said:
        return None
    if _STOPS.intersection(_words(said)):
        return None
    m = _PASSIVE.match(said)
    if m:
        return f"{m['what'].replace('treaty of ', '')} with {_nation(m['who'], names)}"
    m = _WAR.match(said)
    if m:
        return f"declare war on {_nation(m['who'], names)}"
    m = _MODAL.match(said)
    if m and m["verb"].casefold() in _VERBS and _own(m["who"], names, nation):
        return said[m.start("verb"):]
    return as_told(said)


def read_decreed(parse_line: LineReader, clean: Callable[[object], bool],
                 names: Callable[[], Names | None], nation: str) -> LineReader:
    """The whole chain's reader, and when it cannot read a line or reads it unclean, the line without its
    in-character frame read by it again, taken when that reads whole and clean; the first reading stands
    otherwise."""
    def read(text: str) -> object:
        try:
            first = parse_line(text)
        except NotUnderstood:
            again = _again(text)
            if again is None:
                raise
            return again
        if clean(first):
            return first
        again = _again(text)
        return first if again is None else again

    def _again(text: str) -> object | None:
        told = decreed(text, names(), nation)
        if told is None or told.strip() == text.strip():
            return None
        try:
            again = parse_line(told)
        except NotUnderstood:
            return None
        if not again or not clean(again):
            return None
        if isinstance(again, Sequence) and not any(not isinstance(o, NotUnderstood) for o in again):
            return None
        return again
    return read
