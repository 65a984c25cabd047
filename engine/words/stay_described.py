"""A stay that describes units of the writer's where none stand, for every ruleset: 'The brave corps in Vienna
stays', 'the other armies in Paris stay', 'the cavalry in Moravia holds' when the writer has no unit in Vienna,
Paris or Moravia. Units without orders hold, so a stay gives no order, but one naming units the writer does not
have there is no stay of his: the words may mean other units, or another place. It is refused, naming the kind
and the place looked for, never set aside as talk (issue 22: never silently dropped). The subject is the words
before the stay's verb; each place is said after 'in', 'at' or 'of' there; the units are the reader by meaning's
(engine.words.meaning.candidate.Meaning.units, where each stands). A pass over the subject's words."""

from __future__ import annotations


from collections.abc import Callable, Sequence

from engine.order_sheet import NOT_UNDERSTOOD, Chatter, OrderProblem
from engine.words.going import STAY
from engine.words.lexicon import UNIT_WORDS
from engine.words.meaning.slots import Finder
from engine.words.reading import Names
from engine.words.references import UnitRef

_AT = frozenset(("in", "at", "of"))
_MOST_SUBJECT = 12          # words before the verb: a longer subject is a sentence of its own, left as it was
_MOST_NAME = 4


def _low(word: str) -> str:
    return word.casefold().strip(",.;:!?()\"'")


def stays_where_none(text: str, units: Sequence[UnitRef], names: Names, nouns: frozenset[str] = frozenset(),
                     nation: str = "") -> str | None:
    """Why a stay is refused when its subject names a unit word and a place where none of the writer's units
    stand ('The brave corps in Vienna stays'); None when it names none, or some unit of his stands there.
    `nouns`: the ruleset's own unit words, beside the lexicon's."""
    raw = text.split()
    low = [_low(w) for w in raw[:_MOST_SUBJECT + 1]]
    verb = next((i for i, w in enumerate(low) if w in STAY), None)
    if not verb:
        return None
    noun = next((w for w in low[:verb] if w in UNIT_WORDS or w in nouns), None)
    if noun is None or any(w[:1].isupper() and not names.is_region(w.strip(",.;:!?()\"'")) and names.known_nation(
            w.strip(",.;:!?()\"'").removesuffix("'s")) not in (None, nation) for w in raw[:verb]):
        return None                     # 'The French army in Paris stays': another nation's units, said of them
    for i in range(verb - 1):
        if low[i] not in _AT:
            continue
        for end in range(min(verb, i + 1 + _MOST_NAME), i + 1, -1):
            said = " ".join(w.strip(",.;:!?()\"'") for w in raw[i + 1:end])
            if said and (said[:1].isupper() or said.isdigit() and end == verb) and names.is_region(said) \
                    and names.known_nation(said) is None:
                rid = names.region(said)
                if not any(u.at == rid for u in units):
                    return (f"{' '.join(raw[:verb])!r} told to stay, but no unit of yours ({noun}) stands in "
                            f"{names.board.name(rid)}: which units are meant, and where?")
                break                   # 'the other army in Mercia and the 2 in Wessex stay': each place looked at
    return None


def stays_asked(chatter: list[Chatter], problems: list[OrderProblem], ordered: set[int],
                make_finder: Callable[[], Finder | None] | None) -> None:
    """Each line set aside as a stay ('not an order: units without orders hold') that gives no order and whose
    subject names units where the writer has none, refused instead (the lists changed in place). The finder is
    made only when such a line is there (a message read whole never works out the orders by meaning)."""
    if make_finder is None or not any(_STAYED in c.reason for c in chatter):
        return
    finder = make_finder()
    if finder is None:
        return
    units = finder.meaning.units
    nouns = frozenset(n for u in units for n in u.nouns)
    refused: dict[int, str] = {}
    for c in chatter:
        if _STAYED in c.reason and c.line not in ordered and c.line not in refused and len(refused) < _MOST_LINES:
            why = stays_where_none(c.text.strip(), units, finder.names, nouns, finder.nation)
            if why is not None:
                refused[c.line] = why
    if not refused:
        return
    kept = [c for c in chatter if c.line not in refused]
    problems += [OrderProblem(c.line, c.text, NOT_UNDERSTOOD, refused.pop(c.line))
                 for c in chatter if c.line in refused]
    chatter[:] = kept


_STAYED = "units without orders hold"
_MOST_LINES = 100


def place_said(text: str, names: Names) -> str | None:
    """The region a unit's words name after 'in', 'at' or 'from' ('The three at Adoen Shore': 20), the longest
    name first; None when they name none so."""
    raw = text.split()[:_MOST_SUBJECT * 2]
    for i, word in enumerate(raw[:-1]):
        if word.casefold() not in ("in", "at", "from"):
            continue
        for end in range(min(len(raw), i + 1 + _MOST_NAME), i + 1, -1):
            said = " ".join(w.strip(",.;:!?()\"'") for w in raw[i + 1:end])
            if said and (said[:1].isupper() or said.isdigit()) and names.is_region(said):
                return names.region(said)
    return None


def other_place(who: str, body: str, finder: Finder | None) -> bool:
    """Whether a stay's subject and an earlier order's words name their units by two different places ('The
    three at Adoen Shore' and 'The army at Adoen Crown ...': never the same units, though both names begin
    'Adoen')."""
    if finder is None:
        return False
    here, there = place_said(who, finder.names), place_said(body, finder.names)
    return here is not None and there is not None and here != there
