"""A question to the GM about the rules or the state, naming places or units, that the questions pass leaves refused
for its opening words (issue 22, round 21).

The questions pass (engine.words.meaning.questions, with engine.words.meaning.asked_of_gm) judges a line from its
first words. Writers who never saw the reader open their questions in ways it does not know, and the line stayed
refused though it asks only:

- a lead-in it does not strip: 'Questions for the GM: does Magdeburg count as a home province for builds? I think
  so but not sure.', 'A question to the GM: ...', 'GM questions: ...'; an acknowledgement before a question of the
  state: 'Yes I know I only had 3 in Constantinople, but with the new one that's 4, right?'. Without them the line
  is judged again by the questions pass itself (its every guard: no order asked, no condition, no correction);
- a condition about another nation's units before the question, after such a lead-in: 'A question for the GM: when
  Crimsonia's units come to Republic Marsh, do we pay their supply or do they?': the condition names none of the
  writer's units, no count and no 'we'/'I', and what follows it is judged as above;
- the GM asked to confirm a state: 'Bitte confirm that E has 2 cavalry still, after the attrition of last winter?',
  'Please confirm whether the fleet in Brest is still 6 ships.': 'confirm that/whether/if' (after 'please', 'bitte',
  'can you', 'could you', 'GM,') and a clause whose verb is being or having ('has', 'is', 'still') with no verb of an
  order, no place gone to, no arrow, no correction, no condition, that does not read as an order.

Never set aside: a question that hangs an order on the GM's answer ('The Khan asks the GM whether the desert raises
cheese at double cost. If so, no raising this turn.': the second sentence, a condition and an order, keeps the line
refused), a 'confirm' of an order ('please confirm: A - Bavaria', 'confirm that A goes to Bavaria'), a line with a
refusal of its own (not allowed, a fix, a correction). The line is filed as the questions pass files its own
(engine.order_sheet.QUESTION)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.order_sheet import NOT_UNDERSTOOD, QUESTION, Chatter, OrderProblem
from engine.words.lexicon import CONDITIONS, TAKING_BACK
from engine.words.meaning.holds_order import firm, goes, order_words
from engine.words.meaning.questions import is_question
from engine.words.meaning.slots import Finder

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["asked_state", "asked_state_aside"]

_MOST_CHARS = 400
# Lead-ins the questions pass does not strip, in lower case, without their ':' (the words of the line after them).
_LEADS = (("questions", "for", "the", "gm"), ("questions", "to", "the", "gm"), ("a", "question", "to", "the", "gm"),
          ("a", "question", "for", "the", "gm"), ("question", "for", "the", "gm"), ("question", "to", "the", "gm"),
          ("questions", "for", "gm"), ("gm", "questions"), ("gm", "question"), ("one", "question", "for", "the", "gm"),
          ("two", "questions", "for", "the", "gm"), ("some", "questions", "for", "the", "gm"))
# An acknowledgement before a question of the state ('Yes I know I only had 3 ...').
_KNOWN = (("yes", "i", "know"), ("yes", "i", "know", "that"), ("i", "know", "i", "know"), ("ok", "i", "know"))
_PLEASE = frozenset("please bitte pls plz gm can could would you kindly".split())
_CONFIRM = frozenset("confirm check verify".split())
_THAT = frozenset("that whether if".split())
_STATE = frozenset("has have had is are was were still remains stays left 's".split())
_ME = frozenset("we i our my us we're i'm".split())


def asked_state(text: str, finder: Finder, reads: Callable[[str], bool], bare: bool) -> bool:
    """Whether a refused line is a question to the GM about the rules or the state (the module's list); `bare` as
    the questions pass's (the reader offered orders for the line: its questions must name no unit or count)."""
    said = text.strip().strip("*_").strip()
    if len(said) > _MOST_CHARS or "?" not in said and "confirm" not in said.casefold():
        return False
    rest, led = _without_lead(said)
    if rest is not None and rest.strip():
        if is_question(rest, finder, reads, bare):
            return True                 # 'Questions for the GM: does Magdeburg count ...? I think so but not sure.'
        if led and (asked := _without_others_condition(rest, finder)) is not None \
                and is_question(asked, finder, reads, bare):
            return True                 # '... when Crimsonia's units come to Republic Marsh, do we pay ...?'
    return _confirms_state(said, finder, reads)


def _words(text: str) -> list[str]:
    return [w for w in (x.strip(".,;:!?\"'()[]*_").casefold().replace("\u2019", "'") for x in text.split()) if w]


def _without_lead(said: str) -> tuple[str | None, bool]:
    """(the line without a lead-in or an acknowledgement the questions pass does not strip, whether it was a lead-in
    to the GM); (None, False) when it opens with neither."""
    head, colon, tail = said.partition(":")
    if colon and tuple(_words(head)) in _LEADS:
        return tail.strip(), True
    tokens = said.split()
    low = _words(said)
    for known in sorted(_KNOWN, key=len, reverse=True):
        if tuple(low[:len(known)]) == known and len(tokens) > len(known):
            return " ".join(tokens[len(known):]).lstrip(" ,:-"), False
    return None, False


def _without_others_condition(rest: str, finder: Finder) -> str | None:
    """The question after a condition about others' units ('when Crimsonia's units come to Republic Marsh, do we
    pay ...?' -> 'do we pay ...?'); None when it opens otherwise, or the condition names the writer or his units."""
    low = _words(rest)
    if not low or low[0] not in CONDITIONS or ", " not in rest:
        return None
    condition, _, asked = rest.partition(", ")
    slots = finder.find(condition)
    if firm(order_words(slots, condition)) or slots.numbers or slots.other_counts or _ME.intersection(_words(condition)):
        return None
    if not slots.nations and not any(p.nation for p in slots.places) and "'s" not in condition:
        return None                     # whose units: another nation's, said
    return asked.strip()


def _confirms_state(said: str, finder: Finder, reads: Callable[[str], bool]) -> bool:
    """'Bitte confirm that E has 2 cavalry still, after the attrition of last winter?': the GM asked to confirm a
    state (a verb of being or having), no order in it."""
    tokens = said.split()
    low = _words(said)
    k = 0
    while k < len(low) and low[k] in _PLEASE:
        k += 1
    if k + 1 >= len(low) or low[k] not in _CONFIRM or low[k + 1] not in _THAT:
        return False
    clause = " ".join(tokens[k + 2:]).rstrip("?!. ")
    words = _words(clause)
    if not words or len(words) > 30 or not _STATE.intersection(words) and not any(w.endswith("'s") for w in words):
        return False
    if CONDITIONS.intersection(words) - {"after", "once"} or TAKING_BACK.intersection(words):
        return False
    slots = finder.find(clause)
    found = order_words(slots, clause)
    if slots.verbs or slots.order_words or slots.arrow or slots.correction or goes(found) or found.stays \
            or found.outcome:
        return False                    # 'confirm that A goes to Bavaria': an order asked
    return not reads(clause) and not reads(clause.partition(", ")[0])


def asked_state_aside(sheet: Sheet, reads: Callable[[str], object]) -> None:
    """The refused lines of a sheet that are questions to the GM about the rules or the state (the module's list),
    filed as the questions pass files its own (the sheet's problems and chatter changed in place)."""
    meaning = sheet.by_meaning
    if meaning is None or not sheet.problems:
        return
    finder = meaning.finder()
    if finder is None:
        return
    kept: list[OrderProblem] = []
    for p in sheet.problems:
        if _looked_at(p) and asked_state(p.text, finder, lambda s: bool(reads(s)), bool(p.choices)):
            sheet.chatter.append(Chatter(p.line, p.text, QUESTION))
        else:
            kept.append(p)
    sheet.problems[:] = kept


def _looked_at(p: OrderProblem) -> bool:
    """A refusal of the whole line by the grammar, or one asking whether a question is an order; never a refusal of
    its own (not allowed, a fix offered, a piece of the line quoted)."""
    if p.kind != NOT_UNDERSTOOD or p.fix is not None or p.reason[:1] in ("'", '"'):
        return False
    return p.reason.startswith(("expected ", "not an order", "orders start with", "written as a question",
                                "no province or sea called", "no nation called", "no province called")) \
        or ": expected " in p.reason[:160] or ": not an order" in p.reason[:160]
