"""Units called by name or description, resolved against the nation's units in the state: 'my B
corps', '2nd corps', 'II Corps', 'Cav corps E', 'the cavalry corps', 'the corps in Picardy', 'the
fleet in the Channel'. A ruleset lists its units (`UnitRef`: the head its reader takes, the nouns
players call them by, where each stands, what it holds); `refer` turns a clause that starts with
such a description into the ruleset's own head ('Corps B marches on Saxony'). One unit fits: the
clause is read with it. Several fit: the clause is refused, each reading listed (a guess would be
worse than a question). None fits: refused, saying so. A pass over the clause's first words, no
pattern: linear in the clause's length."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.errors import NotUnderstood, ambiguous
from engine.words.lexicon import WEAK_VERBS, is_order_word
from engine.words.reading import Names

# Words before a unit that only say whose it is ('my B corps', 'the corps in Picardy').
_DETERMINERS = frozenset("my our the his her their your its".split())
_ORDINALS = {w: n for n, ws in enumerate((
    ("first", "1st", "i"), ("second", "2nd", "ii"), ("third", "3rd", "iii"), ("fourth", "4th", "iv"),
    ("fifth", "5th", "v"), ("sixth", "6th", "vi"), ("seventh", "7th", "vii"), ("eighth", "8th", "viii"),
    ("ninth", "9th", "ix"), ("tenth", "10th", "x"), ("eleventh", "11th", "xi"), ("twelfth", "12th", "xii")), 1)
    for w in ws}
# What a unit holds, as players write it before the noun ('the cavalry corps', 'Cav corps E').
KIND_ADJECTIVES = {"cav": "cavalry", "cavalry": "cavalry", "horse": "cavalry", "mounted": "cavalry",
                   "inf": "infantry", "infantry": "infantry", "foot": "infantry",
                   "art": "artillery", "arty": "artillery", "artillery": "artillery", "gun": "artillery",
                   "guns": "artillery"}
_PLACE_WORDS = ("in", "at", "from", "of", "near", "around", "on")
_MOST_PLACE_WORDS = 5


@dataclass(frozen=True)
class UnitRef:
    """One of the nation's units as players may call it."""
    head: str                           # what the ruleset's reader takes: 'Corps B', 'squadron 2'
    label: str                          # its letter or number: 'B', '2'
    nouns: frozenset[str]               # what players call units of its kind: corps, army, troops...
    at: str                             # the region id it stands in
    kinds: frozenset[str] = field(default_factory=frozenset)     # what it holds: 'cavalry', 'infantry'
    rank: int = 0                       # its place in the nation's list (B is the 2nd corps); 0: none
    main: str = ""                      # what kind of unit it is, when the ruleset says so (a cavalry corps)


def named_in_note(text: str, units: Sequence[UnitRef]) -> str | None:
    """'The Guard rides to Champagne (that's E, the cavalry)' -> 'Corps E rides to Champagne': a unit
    called by a name the game does not know, with its letter or number in a note after; the words
    before the first order verb are the unit. None when there is no such note."""
    open_at = text.find("(")
    close_at = text.find(")", open_at + 1)
    if open_at <= 0 or close_at < 0:
        return None
    note = text[open_at + 1:close_at].replace(",", " ").split(" ")
    note = [w for w in note if w]
    low = [w.casefold() for w in note]
    for lead in (["that's"], ["that\u2019s"], ["that", "is"], ["i.e."], ["ie"], ["="], ["aka"], ["i", "mean"]):
        if low[:len(lead)] == lead:
            note = note[len(lead):]
            break
    else:
        return None
    label = note[0].removeprefix("#") if note else ""
    if label.casefold() in ("corps", "squadron", "sq", "sq.") and len(note) > 1:
        label = note[1]
    fits = [u for u in units if u.label == label]
    if len(fits) != 1:
        return None
    clause = " ".join((text[:open_at].rstrip() + text[close_at + 1:]).split())
    words = clause.split(" ")
    verb = next((i for i, w in enumerate(words) if i and _is_verb(w.casefold().strip(",:;"))), None)
    if verb is None or verb > 5:
        return None
    return " ".join([fits[0].head, *words[verb:]])


def _is_verb(word: str) -> bool:
    """An order verb that may follow a unit's name ('guards' and 'guard' do not: 'the Guard rides')."""
    return word not in ("guard", "guards") and (is_order_word(word) or word in WEAK_VERBS or word in _MOVE_VERBS)


_MOVE_VERBS = frozenset("rides ride marches march moves move goes go heads advances sails holds stays remains "
                        "attacks shall will should must is are to".split())


def refer(text: str, units: Sequence[UnitRef], names: Names,
          possible: Callable[[str], bool] | None = None) -> str | None:
    """The clause with the unit it starts with written as the ruleset's head ('my B corps marches
    on Saxony' -> 'Corps B marches on Saxony'); None when it starts with no description of a unit
    (or with the ruleset's own head already). NotUnderstood when several units fit, each reading
    listed, or none does. `possible` (the ruleset's check of one reading against the position)
    settles a unit called by what it holds ('the cavalry corps': every corps with cavalry when none
    is all cavalry): read when only one of the readings could be carried out, asked otherwise."""
    noted = named_in_note(text, units)
    if noted is not None:
        return noted
    tokens = text.split(" ")
    low = [t.casefold().strip(",:;") for t in tokens]
    i = 0
    while i < len(low) - 1 and low[i] in _DETERMINERS:
        i += 1
    said = i > 0                        # a determiner says a unit follows: 'my B corps', 'the 2nd corps'
    nouns = _nouns(units)
    found = _described(tokens, low, i, units, nouns, names, said)
    if found is None:
        return None
    fits, end, what = found
    rest = " ".join(tokens[end:]).lstrip(",: ")
    if not fits:
        raise NotUnderstood(f"no unit of yours is {what}")
    if len({u.head for u in fits}) > 1 and possible is not None and first_kind(low, i):
        fits = [u for u in fits if possible(f"{u.head} {rest}".strip())] or fits
    if len({u.head for u in fits}) > 1:
        raise ambiguous(text, *(f"{u.head} {rest}".strip() for u in fits))
    return f"{fits[0].head} {rest}".strip()


def first_kind(low: list[str], i: int) -> bool:
    """Whether the description at word i calls the unit by what it holds ('the cavalry corps')."""
    return i < len(low) and low[i] in KIND_ADJECTIVES


def _nouns(units: Sequence[UnitRef]) -> frozenset[str]:
    """What the units are called, all together; worked out once for a nation's list of units."""
    kept = _NOUNS.get(id(units))
    if kept is not None and kept[0] is units:
        return kept[1]
    nouns: frozenset[str] = frozenset().union(*(u.nouns for u in units)) if units else frozenset()
    if len(_NOUNS) >= 16:
        _NOUNS.clear()
    _NOUNS[id(units)] = (units, nouns)      # the list itself kept, so its id is not reused meanwhile
    return nouns


_NOUNS: dict[int, tuple[Sequence[UnitRef], frozenset[str]]] = {}


def _described(tokens: list[str], low: list[str], i: int, units: Sequence[UnitRef], nouns: frozenset[str],
               names: Names, said: bool) -> tuple[list[UnitRef], int, str] | None:
    """(the units that fit, where the description ends, what it said) for the description that starts
    at word i; None when the words there describe no unit."""
    n = len(low)
    if i >= n:
        return None
    first = low[i]
    kind = KIND_ADJECTIVES.get(first)
    if kind and i + 1 < n and low[i + 1] in nouns:          # 'the cavalry corps', 'Cav corps E'
        label = _label_at(tokens, i + 2, units)
        if label is not None:
            return [u for u in units if u.label == label], i + 3, f"{low[i + 1]} {label}"
        fits = ([u for u in units if low[i + 1] in u.nouns and u.kinds == {kind}]    # all of that kind, else
                or [u for u in units if low[i + 1] in u.nouns and kind in u.kinds])   # every one holding some
        return fits, i + 2, f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} {low[i + 1]}"
    if first in _ORDINALS and i + 1 < n and low[i + 1] in nouns:   # '2nd corps', 'II Corps', 'the first squadron'
        said_as = " ".join(tokens[i:i + 2]).strip(",:;")
        return _by_rank(tokens, i, _ORDINALS[first], units, low[i + 1], said_as), i + 2, f"the {first} {low[i + 1]}"
    if first in nouns and i + 1 < n:
        if low[i + 1] in _ORDINALS and _label_at(tokens, i + 1, units) is None:    # 'Corps II'
            said_as = " ".join(tokens[i:i + 2]).strip(",:;")
            return _by_rank(tokens, i + 1, _ORDINALS[low[i + 1]], units, first, said_as), i + 2, f"{first} {low[i + 1]}"
        if low[i + 1] in _PLACE_WORDS and said:             # 'the corps in Picardy', 'my fleet at Brest'
            return _at_place(tokens, low, i, units, names)
        return _more(tokens, low, i, units, nouns, names, said)     # 'corps E cavalry from Paris'
    label = _label_at(tokens, i, units)
    if said and label is not None and i + 1 < n and low[i + 1] in nouns:        # 'my B corps'
        return [u for u in units if u.label == label and low[i + 1] in u.nouns], i + 2, f"{low[i + 1]} {label}"
    return _more(tokens, low, i, units, nouns, names, said)         # 'my cavalry in Bulgaria', 'my one ship'


def _more(tokens: list[str], low: list[str], i: int, units: Sequence[UnitRef], nouns: frozenset[str], names: Names,
          said: bool) -> tuple[list[UnitRef], int, str] | None:
    from engine.words.unit_descriptions import described     # imports this module's UnitRef
    return described(tokens, low, i, units, nouns, KIND_ADJECTIVES, _labels(units), names, said)


def _label_at(tokens: list[str], i: int, units: Sequence[UnitRef]) -> str | None:
    if i >= len(tokens):
        return None
    word = tokens[i].strip(",:;")
    return word if word in _labels(units) else None


def _labels(units: Sequence[UnitRef]) -> frozenset[str]:
    """The units' letters and numbers, all together; worked out once for a nation's list of units."""
    kept = _LABELS.get(id(units))
    if kept is not None and kept[0] is units:
        return kept[1]
    labels = frozenset(u.label for u in units)
    if len(_LABELS) >= 16:
        _LABELS.clear()
    _LABELS[id(units)] = (units, labels)    # the list itself kept, so its id is not reused meanwhile
    return labels


_LABELS: dict[int, tuple[Sequence[UnitRef], frozenset[str]]] = {}


def _by_rank(tokens: list[str], i: int, rank: int, units: Sequence[UnitRef], noun: str, said: str) -> list[UnitRef]:
    """The unit the ordinal names: its rank in the nation's list, or the letter or number of that rank
    ('II Corps' is corps B); a letter that is also a numeral ('I Corps' when there is a corps I) fits
    both ways, and is asked. Units that go by letter only (no rank) are never counted: asked, naming them."""
    fits = [u for u in units if noun in u.nouns and u.rank == rank]
    word = tokens[i].strip(",:;")
    fits += [u for u in units if u.label == word and u not in fits]
    kind = [u for u in units if noun in u.nouns]
    if not fits and kind and not any(u.rank for u in kind):
        labels = sorted(u.label for u in kind)              # lettered, never counted: the rank would be a guess
        raise NotUnderstood(f"your {noun} go by letter, not by number: which is {said!r}? "
                            f"write its letter ({', '.join(labels[:-1])} or {labels[-1]})" if len(labels) > 1
                            else f"your {noun} go by letter, not by number: write its letter ({labels[0]})")
    return fits


def _at_place(tokens: list[str], low: list[str], i: int, units: Sequence[UnitRef],
              names: Names) -> tuple[list[UnitRef], int, str] | None:
    """'the corps in Picardy': the units of that noun standing in the place named next."""
    noun, start = low[i], i + 2
    for end in range(min(len(tokens), start + _MOST_PLACE_WORDS), start, -1):
        words = " ".join(tokens[start:end]).strip(",:;.")
        if names.is_region(words):
            where = names.region(words)
            fits = [u for u in units if noun in u.nouns and u.at == where]
            return fits, end, f"a {noun} {low[i + 1]} {names.board.name(where)}"
    return None
