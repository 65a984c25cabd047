"""Places, nations and units written short, as veterans and phones write them, resolved against the
map and the state: a place by the start of its name or its initials ('Abr', 'BB'), a nation by the start
of its name ('SPA', 'BER'), and, where a short form fits several places, the one the route can reach
(engine.words.reading finds the fits; this module decides among them). Never a guess: two fits left,
the reader asks, naming both."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.errors import Contradiction, NotUnderstood
from engine.words.reading import Names
from engine.words.references import UnitRef


def names_a_place(names: Names, text: str) -> bool:
    """Whether the words are a place of the map, by its name or a short form of one place only ('BB',
    'Abr'); a short form of several is a place all the same (the reader then asks which)."""
    if names.is_region(text):
        return True
    try:
        return names.abbreviation(text) is not None
    except NotUnderstood:
        return True


SEVERAL_PLACES = ": write the name whole"      # how the reader ends the refusal of a short form several places fit
# What joins a route's steps ('Bav-Fra', 'Tyr -> Bav', 'PS>GO'), and what ends a clause of several orders.
_STEPS = ("->", "=>", ">", "\u2192", "-", "\u2013", "\u2014")
_CLAUSE_MARKS = frozenset(("|", "/", ";", ",", ":"))
_LONGEST = 300          # characters: a route typed short is well under it
_MOST_WORDS = 4         # words of one place's name ('Straits of Gibraltar')
_REACH = 2              # steps a unit may go with no route given ('A-Tyr'): a cavalry corps rides two


def _cut(word: str, names: Names) -> list[str]:
    """A word cut at the marks of a route and of clauses typed without spaces ('Bav-Fra' -> 'Bav', '-', 'Fra';
    'II:Tyrol-Bavaria,' -> 'II', ':', 'Tyrol', '-', 'Bavaria', ','); a place whose name has a dash stays whole
    ('Schleswig-Holstein')."""
    tail: list[str] = []
    while len(word) > 1 and word[-1] in ",;|:.":
        if word[-1] != ".":                     # 'Mor.': the dot of a short form, no mark of the route
            tail.insert(0, word[-1])
        word = word[:-1]
    if len(word) < 3 or not any(m in word for m in (*_STEPS, ":", ",")) or names.is_region(word):
        return [word, *tail]
    out: list[str] = []
    current = ""
    k = 0
    while k < len(word):
        mark = next((m for m in (*_STEPS, ":", ",", "|") if word.startswith(m, k)), None)
        if mark is None or (mark in "-\u2013\u2014" and not current):
            current += word[k]
            k += 1
            continue
        if current:
            out.append(current)
        out.append(mark)
        current = ""
        k += len(mark)
    if current:
        out.append(current)
    return [*out, *tail]


def _a_place(names: Names, words: list[str]) -> bool:
    said = " ".join(words)
    return bool(said) and not said.isdigit() and bool(names.short_fits(said))


def _steps(tokens: list[str], names: Names) -> tuple[bool, list[tuple[int, int]]]:
    """(whether the route names its start, the (first, end) words of each place it names), for the words of
    one clause: the place before the first step mark, each between marks, the first words after the last."""
    marks = [k for k, t in enumerate(tokens) if t in _STEPS]
    if not marks:
        return False, []
    spans: list[tuple[int, int]] = []
    head = tokens[:marks[0]]
    start = next(((marks[0] - n, marks[0]) for n in range(min(_MOST_WORDS, len(head)), 0, -1)
                  if _a_place(names, head[-n:])), None)
    if start is not None:
        spans.append(start)
    for a, b in zip(marks, marks[1:] + [len(tokens)]):
        last = b == len(tokens)
        span = next(((a + 1, a + 1 + n) for n in range(min(_MOST_WORDS, b - a - 1), 0, -1)
                     if (last or n == b - a - 1) and _a_place(names, tokens[a + 1:a + 1 + n])), None)
        if span is None:
            break
        spans.append(span)
    return start is not None, spans


def _within(names: Names, at: str, steps: int) -> set[str]:
    """The regions at most `steps` borders away from `at`."""
    seen, edge = {at}, {at}
    for _ in range(steps):
        edge = {n for r in edge for n in names.board.neighbours(r)} - seen
        seen |= edge
    return seen


def _resolved_clause(tokens: list[str], names: Names, at: str | None) -> dict[int, str]:
    """The place each short form of several fits stands for on the clause's route, by where its unit stands
    (`at`) and each step before it: {first word: region id}. A short form still of several, or of none, ends
    the route there (the reader then asks, as before)."""
    explicit, spans = _steps(tokens, names)
    out: dict[int, str] = {}
    before: str | None = None
    for n, (a, b) in enumerate(spans):
        fits = names.short_fits(" ".join(tokens[a:b]))
        if len(fits) > 1:
            if n == 0 and explicit:
                narrowed = [r for r in fits if r == at]                 # 'II Tyr-Bav': II stands in Tyrol
            elif before is not None:
                narrowed = [r for r in fits if r in names.board.neighbours(before)]    # 'Bav-Fra': beside Bavaria
            elif at is not None:
                reach = _within(names, at, _REACH) - {at}
                narrowed = [r for r in fits if r in reach]              # 'A-Tyr': where A may go, never where it is
            else:
                break
            if len(narrowed) != 1:
                break
            out[a] = narrowed[0]
            fits = (narrowed[0],)
        elif not fits:
            break
        before = fits[0]
        if n == 0 and not explicit and (at is None or before not in _within(names, at, _REACH)):
            break
    return out


def _unit_before(clause: list[str], units: Sequence[UnitRef], names: Names) -> set[str]:
    """Where the one unit stands that the words before a route name by its letter or number, alone or beside
    a word for its kind ('A - Tyr', 'corps II: Tyr - Bav', 'CavI Mor-Pra', 'sq4 - NS'); empty when they name
    none or several."""
    explicit, spans = _steps(clause, names)
    first = spans[0][0] if explicit and spans else next((k for k, t in enumerate(clause) if t in _STEPS), len(clause))
    opening = max((k + 1 for k in range(first) if clause[k] == ":"), default=0)   # 'AUS L Jan: I Bav-Fra'
    while first > opening and clause[first - 1] == ":":
        first -= 1
    if first == opening and first > 1 and clause[first - 1] == ":":     # 'CavI: Mor-Prag': the colon ends the label
        first -= 1
        opening = max((k + 1 for k in range(first) if clause[k] == ":"), default=0)
    head = [t.casefold() for t in clause[opening:first]][-3:]
    if not head:
        return set()
    label = head[-1]
    kind = head[:-1]
    glued = label.rstrip("0123456789")
    if glued != label and glued and not kind:
        kind, label = [glued], label[len(glued):]        # 'sq4'
    said = "".join(head)
    found = {u.at for u in units if (u.label.casefold() == label and (not kind or len(kind) == 1 and kind[0] in u.nouns)
                                     or said == u.label.casefold().replace(" ", "")     # 'CavI': Cav I
                                     or len(head) == 1 and _first_word(u.label) == said != u.label.casefold()
                                     and sum(_first_word(v.label) == said for v in units) == 1)   # 'Cav' 
             and (len(label) > 1 or clause[first - 1][-1:].isupper() or kind)}
    return found if len(found) == 1 else set()


def _first_word(label: str) -> str:
    return label.casefold().split(" ", 1)[0]


def routes_resolved(text: str, names: Names, unit_places: Callable[[str], dict[str, str]],
                    units: Sequence[UnitRef] = ()) -> str | None:
    """The line with each short form of several places on a unit's route written as the one place that unit
    can reach ('II Tyr-Bav' -> 'II Tyrol - Bav'); None when it has none, or none the units decide."""
    if len(text) > _LONGEST or not any(m in text for m in _STEPS):
        return None
    tokens = [t for w in text.split() for t in _cut(w, names)]
    changed = False
    start = 0
    for end in [k for k, t in enumerate(tokens) if t in _CLAUSE_MARKS and t != ":"] + [len(tokens)]:
        clause = tokens[start:end]
        if any(t in _STEPS for t in clause):
            places = set(unit_places(" ".join(clause)).values()) or _unit_before(clause, units, names)
            if len(places) <= 1:                # no unit named: only steps after a start the route names
                for k, rid in _resolved_clause(clause, names, places.pop() if places else None).items():
                    tokens[start + k] = names.board.regions[rid].name
                    changed = True
        start = end + 1
    routed = sum(any(t in _STEPS for t in c) for c in " ".join(tokens).replace(" / ", " | ").split(" | "))
    if routed > 1 and ("|" in tokens or "/" in tokens):
        changed = True                          # 'III Pic-Fla-Hol / GdI Par-Cha-Lor': two routes, one order each
    return " ".join(";" if t in ("|", "/") else t for t in tokens) if changed else None


def read_short_routes(parse_line: Callable[[str], Any], by_meaning: Callable[[], Any]) -> Callable[[str], Any]:
    """A line reader that, when a line does not read whole, reads it again with the short forms of its routes
    written as the places its units can reach (`by_meaning`: the message's reader by meaning, which knows the
    units; None for a ruleset without one), and keeps that reading only when it is whole."""
    def read(text: str) -> Any:
        try:
            first = parse_line(text)
        except NotUnderstood as error:
            if isinstance(error, Contradiction) and not error.reason.endswith(SEVERAL_PLACES):
                raise                           # the line contradicts itself; a short form of several places is asked
            again = _again(text)
            if again is None:
                raise
            try:
                read_again = parse_line(again)
            except NotUnderstood as still:
                if still.reason.endswith(SEVERAL_PLACES):
                    raise still from None       # the short form the route leaves open, named
                raise error from None
            if _whole(read_again) or _asks_only_places(read_again):
                return read_again               # read, or read but for a short form the route leaves open
            raise
        if _whole(first):
            return first
        again = _again(text)
        if again is None:
            return first
        try:
            read_again = parse_line(again)
        except NotUnderstood:
            return first
        return read_again if _whole(read_again) else first

    def _again(text: str) -> str | None:
        if len(text) > _LONGEST or not any(m in text for m in _STEPS):
            return None         # routes_resolved's own first test, before the reader by meaning is made for it
        reader = by_meaning()
        names = reader.names() if reader is not None else None
        return routes_resolved(text, names, reader.unit_places, reader.units()) if names is not None else None
    return read


def _asks_only_places(read: Any) -> bool:
    """Whether a reading gives orders and refuses nothing but short forms several places fit."""
    items = read if isinstance(read, list) else [read]
    refused = [x for x in items if isinstance(x, NotUnderstood)]
    return len(refused) < len(items) and all(x.reason.endswith(SEVERAL_PLACES) for x in refused)


def _whole(read: Any) -> bool:
    items = read if isinstance(read, list) else [read]
    return bool(items) and items != [None] and not any(isinstance(x, NotUnderstood) for x in items)
