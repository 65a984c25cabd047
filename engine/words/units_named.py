"""Which of the nation's units a line names, for every ruleset: a later line that names a unit and cannot
be read holds back the order that unit was given earlier ('The Baltic fleet sails to the Gulf of Finland.' /
'The Baltic fleet stays in port this month.': which is meant?), never lets it stand as if the line had not
been written. Each ruleset lists its units as players call them (`Called`: a corps' letter, a fleet's name,
a leader with it, or a stack counted by where it stands); a place named as a place ('to Rome', 'build 2
armies in Rome') names no unit. One pass over the line's words, no pattern: linear in its length."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import msgspec

from engine.order_sheet import NOT_UNDERSTOOD, Chatter, Order, OrderProblem, OrderSheet
from engine.words.clauses import correction_of
from engine.words.reading import Names

Key = Hashable      # the unit as its orders name it: ('corps', 'A'), ('fleet', 'Baltic'), ('at', '31')


@dataclass(frozen=True)
class Called:
    """One of the nation's units, as a player may call it in a line."""
    key: Key
    said: str                               # how the receipt names it: 'corps A', 'the 4 at Lef Oasis'
    labels: frozenset[str] = frozenset()    # its letter, number or name, casefolded: 'a', 'baltic', 'guard i'
    nouns: frozenset[str] = frozenset()     # what its kind is called: corps, fleet, squadron
    at: str = ""                            # the region it stands in (a counted stack's key is its region)
    count: int = 0                          # how many units it holds, when units are counted by region
    leaders: frozenset[str] = frozenset()   # names of the leaders with it, casefolded: 'davout', 'general'
    led: bool = True                        # a leader's name alone names it ('the General'); else only with a
                                            # noun after ('Davout's corps': where a leader is a piece of his own)


# Words that say what follows is someone's units ('the 4 at Lef Oasis', 'my armies in 14').
_DETERMINERS = frozenset("the my our his her their its those these all both everything everyone whole".split())
# Verbs that may follow a unit's bare label ('Cossacks ride to Kharkov', 'A holds').
_AFTER_LABEL = frozenset("rides ride marches march moves move goes go heads head advances advance sails sail holds "
                         "hold stays stay remains remain attacks attack retreats retreat withdraws withdraw falls "
                         "fall returns return shall will should must is are to - -> : =>".split())
_NUMBERS = {w: n for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_FROM = frozenset(("from",))
_WITH = frozenset(("and", "with", "&", "leads", "takes"))
# Words opening a condition or a time clause: what follows names the units it waits on, not those ordered.
_SUBORDINATE = frozenset("if when once unless until while whenever provided".split())
_AT = frozenset(("at", "in"))
_MOST_NAME_WORDS = 4        # words of a place's name tried after 'from', 'at', 'in'
_MOST_WORDS = 80            # a line of more words is looked at only in its first ones


def _token(word: str) -> str:
    low = word.casefold().strip(",.;:!?\"'()[]")
    for tail in ("'s", "\u2019s"):
        if low.endswith(tail):
            return low[: -len(tail)]
    return low


def _count(word: str) -> int | None:
    return int(word) if word.isdigit() and len(word) < 4 else _NUMBERS.get(word)


def named(text: str, units: Sequence[Called], names: Names | None = None) -> dict[Key, str]:
    """The units the line names, each with how the receipt says it: by label beside its noun ('corps A',
    'the Baltic fleet', 'II Corps'), by label in brackets ('(E)'), by a bare label followed by a verb or a
    dash ('A - Baden', 'Cossacks ride'), by a leader with it ('Davout's corps', 'the Khan'), and for units
    counted by region by where they stand, said as theirs ('the 2 from 16', 'the 4 at Lef Oasis', "Rostopki's
    3") or by their count ('the Khan and his 4'). A place gone to or built in names none."""
    if not units:
        return {}
    raw = text.replace("->", " -> ").replace("\u2192", " -> ").split()[:_MOST_WORDS]
    low = [_token(w) for w in raw]
    found: dict[Key, str] = {}
    conditional = _conditional(raw, low)
    for u in units:
        if _called(u, raw, low, names, conditional):
            found[u.key] = u.said
    return found


def _conditional(raw: list[str], low: list[str]) -> list[bool]:
    """For each word, whether it stands in a condition or time clause ('if Austria attacks,', 'when corps II
    arrives'): from its opening word to the next comma or the line's end."""
    out, inside = [], False
    for word, said in zip(low, raw):
        inside = inside or word in _SUBORDINATE
        out.append(inside)
        if said.endswith((",", ";", ":")):
            inside = False
    return out


def _acts(raw: list[str], low: list[str], at: int) -> bool:
    """Whether the word at `at` is a verb said of what stands before it: one of the usual ones, or a word in
    lower case ending in -s ('G keeps to its barracks', 'E lingers')."""
    if at >= len(low):
        return False
    word = low[at]
    return word in _AFTER_LABEL or len(word) > 3 and word.isalpha() and word.endswith("s") and raw[at].islower() \
        and not word.endswith("ss")


def _called(u: Called, raw: list[str], low: list[str], names: Names | None, conditional: list[bool]) -> bool:
    n = len(low)
    for i, word in enumerate(low):
        if conditional[i]:
            continue                    # 'attack Bavaria, but only if ... when corps II arrives': a condition
        if word in u.leaders and (u.led and (_acts(raw, low, i + 1) or i + 1 < n and low[i + 1] in _WITH)
                                  or raw[i].endswith(("'s", "\u2019s")) and i + 1 < n and low[i + 1] in u.nouns):
            return True                 # 'the Khan and his 4 go', 'our general lingers', "Davout's corps"
        for label in u.labels:
            parts = label.split(" ")
            end = i + len(parts)
            if low[i:end] != parts:
                continue
            before = low[i - 1] if i else ""
            after = low[end] if end < n else ""
            if before in u.nouns or after in u.nouns:
                return True             # 'corps A', 'the Baltic fleet', 'II Corps'
            if len(parts) == 1 and raw[i].startswith("(") and raw[i].rstrip(".,;:").endswith(")"):
                return True             # 'The Archduke's corps (A) ...'
            if (_acts(raw, low, end) or raw[end - 1].endswith(":")) and (len(label) > 1 or raw[i].isupper()) and (
                    not i or before in _DETERMINERS or raw[i - 1].endswith((":", ",", ";", "-"))) and not (
                    names is not None and names.is_region(label)):
                return True             # 'A - Baden', 'Cossacks ride to Kharkov', 'the Guard holds', ': G keeps'
    if u.count and names is not None:
        return _stack_called(u, raw, low, names, conditional)
    return False


def _stack_called(u: Called, raw: list[str], low: list[str], names: Names, conditional: list[bool]) -> bool:
    """A stack counted by region: 'the 2 from 16', 'the 4 at Lef Oasis', "Rostopki's 3", 'his 4'."""
    n = len(low)
    for i, word in enumerate(low):
        if conditional[i]:
            continue
        if word in _DETERMINERS and i + 1 < n and _count(low[i + 1]) == u.count and (
                i + 2 >= n or low[i + 2] not in ("of", "->", "-")):
            return True                 # 'the Khan and his 4 go ...'
        if (word in _FROM or word in _AT) and i and (
                low[i - 1] in _DETERMINERS or _count(low[i - 1]) is not None or low[i - 1] in u.nouns) and any(
                w in _DETERMINERS for w in low[max(0, i - 3):i]):
            if _region_at(low, i + 1, names) == u.at:
                return True             # 'the 2 from 16', 'the 4 at Lef Oasis', 'my armies in 14' (not '2 armies from
                                        # 16': a stack may send several moves, another count is another detachment)
        if raw[i].endswith(("'s", "\u2019s")) and i + 1 < n and (_count(low[i + 1]) is not None or low[i + 1] in u.nouns):
            for start in range(max(0, i + 1 - _MOST_NAME_WORDS), i + 1):
                said = " ".join(low[start:i + 1])
                if names.is_region(said) and names.region(said) == u.at:
                    return True         # "Rostopki's 3 dig in", "Madrid's armies"
    return False


def _region_at(low: list[str], start: int, names: Names) -> str | None:
    for end in range(min(len(low), start + _MOST_NAME_WORDS), start, -1):
        said = " ".join(low[start:end])
        if names.is_region(said):
            return names.region(said)
    return None


def held_for_refused(sheet: OrderSheet, units_of_line: Callable[[str], dict[Key, str]],
                     unit_of: Callable[[Order], Key | None]) -> OrderSheet:
    """The sheet with every order held back (refused, asked) whose unit a later line names and that line
    could not be read: 'The Baltic fleet stays in port this month.' after its move; the line's refusal
    says why and the held order's says which line."""
    if not (sheet.problems or sheet.chatter) or not sheet.orders:
        return sheet
    keys = [unit_of(o) for o in sheet.orders]
    if not any(k is not None for k in keys):
        return sheet
    by_unit: dict[Key, list[int]] = {}          # each unit's orders, in the order given: one look-up a line
    for i, key in enumerate(keys):
        if key is not None:
            by_unit.setdefault(key, []).append(i)
    for mine in by_unit.values():
        mine.sort(key=lambda i: sheet.lines[i])  # a correction's order may stand where the order it replaced stood
    said_of: dict[str, dict[Key, str]] = {}     # a text said again (a long message of repeated lines): named once

    def units_in(text: str) -> dict[Key, str]:
        found = said_of.get(text)
        if found is None:
            found = said_of[text] = units_of_line(text)
        return found

    held: dict[int, OrderProblem] = {}
    taken: dict[Key, int] = {}      # how many of each unit's orders are held already: each held once, linear

    def hold(said: dict[Key, str], line: int, why: str) -> bool:
        """Hold the orders before `line` of the units said; whether any such order was given."""
        given = False
        for key, name in said.items():
            mine = by_unit.get(key, [])
            if not mine or sheet.lines[mine[0]] >= line:
                continue
            given = True
            at = taken.get(key, 0)
            while at < len(mine) and sheet.lines[mine[at]] < line:
                i = mine[at]
                held.setdefault(i, OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD, why.format(name=name)))
                at += 1
            taken[key] = at
        return given

    talk = {(c.line, c.text): c for c in sheet.chatter
            if c.reason in _UNEXPLAINED and not correction_of(c.text.strip())[0]}
    refused = {(p.line, p.text) for p in sheet.problems
               if p.kind == NOT_UNDERSTOOD and not p.reason.startswith(_NOT_REFUSALS)}
    asked: list[Chatter] = []
    for line, text in sorted(talk.keys() | refused):
        said = units_in(text)
        if not said:
            continue
        said_text = text.strip()
        if (line, text) in refused:
            hold(said, line, f"held back: line {line} ({said_text!r}) gives {{name}} another order and cannot be "
                             "read: which is meant? ask the player")
        elif hold(said, line, f"held back: line {line} ({said_text!r}) says more of {{name}}: does the order "
                              "stand? ask the player"):
            asked.append(talk[(line, text)])    # 'Those 2 in 13 are tired and rest this turn.' after their move
    if not held:
        return sheet
    kept = sheet.without(set(held))
    problems = [*kept.problems, *held.values()]
    problems += [OrderProblem(c.line, c.text, NOT_UNDERSTOOD, "it names a unit given an order on an earlier line and "
                              "says something of it that is not an order: does that order stand? ask the player")
                 for c in asked]
    chatter = tuple(c for c in kept.chatter if c not in asked)
    return msgspec.structs.replace(kept, problems=tuple(sorted(problems, key=lambda p: p.line)), chatter=chatter)


# The receipt's words for a line set aside with nothing said of why: a unit named there may be told otherwise.
_UNEXPLAINED = frozenset(("not an order", "not an order: units without orders hold"))


# Refusals that are not a unit's line left unread: another order held back, an order given twice.
_NOT_REFUSALS = ("held back", "the same order again", "an intention for a later turn")     # later_turns.LATER
