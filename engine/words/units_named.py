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
                i + 2 >= n or low[i + 2] not in ("of", "->", "-") and not _other_kind(u, low[i + 2:i + 4])) and (
                i + 2 >= n or low[i + 2] not in _AT or _region_at(low, i + 3, names) in (None, u.at)):
            return True                 # 'the Khan and his 4 go ...' (not 'our 2 ships' for 2 armies, nor 'the two
                                        # in Austrasia' for the two ships in the Channel)
        if (word in _FROM or word in _AT) and i and (
                low[i - 1] in _DETERMINERS or _count(low[i - 1]) is not None or low[i - 1] in u.nouns) and any(
                w in _DETERMINERS for w in low[max(0, i - 3):i]) and not any(w in _OTHER for w in low[max(0, i - 3):i]):
            if _region_at(low, i + 1, names) == u.at:
                return True             # 'the 2 from 16', 'the 4 at Lef Oasis', 'my armies in 14' (not '2 armies from
                                        # 16': a stack may send several moves, another count is another detachment)
        if raw[i].endswith(("'s", "\u2019s")) and i + 1 < n and (_count(low[i + 1]) is not None or low[i + 1] in u.nouns):
            for start in range(max(0, i + 1 - _MOST_NAME_WORDS), i + 1):
                said = " ".join(low[start:i + 1])
                if names.is_region(said) and names.region(said) == u.at:
                    return True         # "Rostopki's 3 dig in", "Madrid's armies"
    return False


# Words saying the units are others than those given an order ('the other army in Mercia stays' after one of the
# two there moved): they name the rest of the stack, never the units ordered.
_OTHER = frozenset(("other", "others", "remaining", "rest"))


# Nouns of every kind of unit counted by region: a count before one of them that is not the stack's own kind
# ('our 2 ships in N' beside 2 armies in 13) names another stack.
_KIND_NOUNS = frozenset("army armies unit units troops men ship ships fleet fleets navy boats frigate frigates galleon "
                        "galleons squadron squadrons".split())


def _other_kind(u: Called, after: list[str]) -> bool:
    """Whether the words after a count name units of another kind than the stack's ('2 ships' for armies)."""
    noun = next((w for w in after if w in _KIND_NOUNS), None)
    return noun is not None and noun not in u.nouns


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

    def hold(said: dict[Key, str], line: int, why: str, upto: int | None = None) -> bool:
        """Hold the orders before `line` (up to line `upto` itself, when given) of the units said; whether
        any such order was given."""
        given = False
        last = line if upto is None else upto + 1
        for key, name in said.items():
            mine = by_unit.get(key, [])
            if not mine or sheet.lines[mine[0]] >= last:
                continue
            given = True
            at = taken.get(key, 0)
            while at < len(mine) and sheet.lines[mine[at]] < last:
                i = mine[at]
                held.setdefault(i, OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD, why.format(name=name)))
                at += 1
            taken[key] = at
        return given

    talk = {(c.line, c.text): c for c in sheet.chatter
            if c.reason in _UNEXPLAINED and not correction_of(c.text.strip())[0]}
    refused = {(p.line, p.text) for p in sheet.problems
               if p.kind == NOT_UNDERSTOOD and not p.reason.startswith(_NOT_REFUSALS)}
    went_on = _going_on(sheet, refused | {k for k in talk if _does_an_order(k[1])}, keys, units_in)
    asked: list[Chatter] = []
    for line, text in sorted(talk.keys() | refused):
        if (line, text) in went_on:       # '* Corps A' / '- goes to Saxony' / '- scouts Franconia ...'
            said, upto = went_on[(line, text)]
            if hold(said, line, f"held back: line {line} ({text.strip()!r}) goes on with {{name}}'s order and "
                                "cannot be read: the order may be only part of what is meant: ask the player", upto) \
                    and (line, text) not in refused:
                asked.append(talk[(line, text)])    # its light horse looks over Serbia' under E's march
            continue
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


# Pronouns that open a line or clause going on with the unit just named ('its hussars look at Serbia').
_PRONOUNS = frozenset("it its they their them he his she her".split())


def _goes_on_with(said: str) -> bool:
    """Whether words go on with a unit named before them: a pronoun first ('it sails on', 'let its hussars
    look ...'), or a verb said of him with no subject ('scouts Franconia on the way'); never an order of
    its own ('give 10 gold ...', 'attack Bavaria', 'And should we ...')."""
    first = [w.casefold().strip(",:;") for w in said.split(None, 4)[:4]]
    if first[:1] in (["if"], ["when"], ["once"], ["unless"]) and (any(ch.isdigit() for ch in said) or "->" in said):
        return False                    # 'If they win in Bohemia, then 2 armies 75 -> 53': an order of its own
    while first[:1] in (["and"], ["then"], ["also"], ["if"], ["when"], ["once"], ["unless"]):
        first = first[1:]               # 'If it can, then on to Franconia': a condition on the unit's order
    if not first:
        return False
    if first[0] in _PRONOUNS or first[0] in ("let", "lets") and first[1:2] and first[1] in _PRONOUNS:
        return True
    return first[0].endswith("s") and _verb_first(first[0]) and not _verb_first(first[0] + "s")


def _going_on(sheet: OrderSheet, refused: set[tuple[int, str]], keys: Sequence[Key | None],
              units_in: Callable[[str], dict[Key, str]]) -> dict[tuple[int, str], tuple[dict[Key, str], int]]:
    """The refused lines that go on with the one unit an order just before them was given: a clause of the
    line itself ('Corps E: into the Banat, and let its hussars look at Serbia': the refusal quotes 'let its
    hussars ...'), or a line with no subject of its own under the line that gave the order ('- goes to
    Saxony' / '- scouts Franconia on the way'). Each with that unit and the last line whose orders it holds."""
    out: dict[tuple[int, str], tuple[dict[Key, str], int]] = {}
    reasons = {(p.line, p.text): p.reason for p in sheet.problems}
    for line, text in refused:
        part = _quoted_part(reasons.get((line, text), ""))
        same = part is not None and part.strip() != text.strip()
        said = (part if part is not None and same else text).strip().lstrip("-*•># ").strip()
        if not _goes_on_with(said) or units_in(said):
            continue
        before = [i for i, k in enumerate(keys) if k is not None and (sheet.lines[i] == line if same
                                                                      else line - 2 <= sheet.lines[i] < line)]
        units = {keys[i] for i in before}
        if len(units) != 1:
            continue
        key = next(iter(units))
        out[(line, text)] = ({key: " ".join(map(str, key)) if isinstance(key, tuple) else str(key)}, line)
    return out


def _does_an_order(text: str) -> bool:
    """Words that do something an order does, with a name ('its light horse looks over Serbia'), never
    talk about the weather ('It is a fine day.')."""
    said = text.split()
    return len(said) <= 30 and any(w[:1].isupper() and len(w) > 2 for w in said[1:]) \
        and any(_verb_first(w.casefold().strip(".,;:!")) for w in said[1:])


def _quoted_part(reason: str) -> str | None:
    """The part of a line a refusal names first ("'let its hussars look at Serbia': expected ..."), if any."""
    if reason[:1] not in ("'", '"'):
        return None
    end = reason.find(reason[0] + ":", 1)
    return reason[1:end] if end > 0 else None


def _verb_first(word: str) -> bool:
    from engine.words.meaning.verbs import classes      # the reader by meaning's verbs, read when needed
    return bool(classes(word))


# The receipt's words for a line set aside with nothing said of why: a unit named there may be told otherwise.
_UNEXPLAINED = frozenset(("not an order", "not an order: units without orders hold"))


# Refusals that are not a unit's line left unread: another order held back, an order given twice.
_NOT_REFUSALS = ("held back", "the same order again", "an intention for a later turn")     # later_turns.LATER
