"""Orders asked for politely, in question form (issue 22): 'Could corps I perhaps go from Madrid to Old
Castile, if it's no trouble?', 'Is it possible for the fleet to sail to the Baltic?', 'Would you move
my 3 armies to 15, please?'. Such a question gives an order: it is read as the statement it asks for
('corps I go from Madrid to Old Castile'), or refused; only a question that orders nothing is talk.
The subject must be the player's own (a unit named by a unit word, a number or a letter; 'we', 'you'):
'Could the Austrians attack Bavaria?' asks about another power and is never read as an order."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.order_sheet import Order
from engine.words.lexicon import UNIT_WORDS, WEAK_VERBS, is_order_word
from engine.words.movement import STAY, goes
from engine.words.message import words
from engine.words.read_again import read_or_again

_MODALS = frozenset("could can would will may might shall".split())
_SOFT = frozenset("perhaps possibly maybe kindly please just pls also".split())
_POSSIBLE = (("is", "it", "possible", "for"), ("would", "it", "be", "possible", "for"), ("is", "it", "ok", "for"),
             ("would", "it", "be", "ok", "for"), ("could", "it", "be", "arranged", "for"))
_POLITE_TAILS = (", if it's no trouble", ", if it is no trouble", ", if possible", ", if you please", ", if that's ok",
                 ", if that is ok", ", if that's alright", ", if that's all right", ", please", " please", " pls",
                 ", if you would", ", if you could", ", if it's not too much trouble")
_OWN = frozenset("we i you my our".split())
_UNIT_NAMES = UNIT_WORDS | frozenset("corps fleet guard squadron".split())
_LONGEST = 300


def as_statement(text: str) -> str | None:
    """The order a polite question asks for, as a statement ('Could corps I perhaps go to X?' -> 'corps I
    go to X'); None when the text is no such question or its subject is not the player's own."""
    said = text.strip().rstrip("?!. ").strip()
    if not said or len(said) > _LONGEST:
        return None
    low = said.casefold()
    for tail in _POLITE_TAILS:
        if low.endswith(tail):
            said, low = said[:-len(tail)].rstrip(" ,"), low[:-len(tail)].rstrip(" ,")
    tokens = said.split(" ")
    lowered = [t.casefold().strip(",") for t in tokens]
    start = 0
    for head in _POSSIBLE:         # 'is it possible for corps I to march to X' -> 'corps I march to X'
        if tuple(lowered[:len(head)]) == head:
            rest = tokens[len(head):]
            to = next((k for k, t in enumerate(rest) if t.casefold() == "to"), None)
            if to is None or to == 0:
                return None
            subject, verb = rest[:to], rest[to + 1:]
            return None if _asks(rest) else _own_subject(subject, verb)
    if not lowered or lowered[0] not in _MODALS:
        return None
    start = 1
    while start < len(lowered) and lowered[start] in _SOFT:
        start += 1
    if start < len(lowered) and lowered[start] == "you":          # 'could you move corps I to X': an imperative
        start += 1
        while start < len(lowered) and lowered[start] in _SOFT:
            start += 1
        rest = tokens[start:]
        return " ".join(rest) if rest and _verb_at(["you", *rest]) == 1 and not _asks(rest) else None
    rest = [t for k, t in enumerate(tokens[start:]) if lowered[start + k] not in _SOFT or k == 0]
    verb_at = _verb_at(rest)
    if verb_at is None:
        return None
    return None if _asks(rest) else _own_subject(rest[:verb_at], rest[verb_at:])


_ASKING = frozenset("whether what which how why who where when tell know confirm check explain".split())


def _asks(tokens: list[str]) -> bool:
    """'(could you) tell me whether corps I may enter X': a question about an order, no request for one."""
    return any(t.casefold().strip(",") in _ASKING for t in tokens)


def _verb_at(tokens: list[str]) -> int | None:
    """Where the subject ends: its first verb of going, staying or ordering ('corps I | go')."""
    for k, t in enumerate(tokens):
        w = t.casefold().strip(",")
        if k and (goes(w) or w in STAY or w in WEAK_VERBS or is_order_word(w) and w not in _UNIT_NAMES):
            return k
    return None


def _own_subject(subject: list[str], verb: list[str]) -> str | None:
    low = [w.casefold() for w in subject]
    if not subject or not verb:
        return None
    if any(w in _OWN or w in _UNIT_NAMES or w.isdigit() for w in low) or len(subject) == 1 and len(subject[0]) <= 4 \
            and subject[0].isupper():
        return " ".join(subject + verb)
    return None


def read_requests(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that reads a polite question asking for an order as that order, when the question
    itself does not read (the ruleset's readers refuse questions: 'written as a question')."""
    def _statement_read(text: str) -> Any:
        statement = as_statement(text) if text.rstrip().endswith("?") or text.casefold().startswith(_OPENERS) else None
        if statement is None or not words(statement):
            return None
        try:
            got = parse_line(statement)
        except NotUnderstood:
            return None
        if not got or isinstance(got, (list, tuple)) and not all(isinstance(x, Order) for x in got):
            return None
        return got
    def kept(first: Any, _: str) -> bool:      # not ['... written as a question: ask the player'] alone
        return not (isinstance(first, (list, tuple)) and first and not any(isinstance(x, Order) for x in first))
    return read_or_again(parse_line, kept, _statement_read, empty=False)


_OPENERS = tuple(f"{m} " for m in _MODALS) + ("is it possible", "would it be possible")


def is_request(text: str) -> bool:
    """Whether a question asks for an order ('Could corps I go to X?'): read as one, never set aside."""
    return as_statement(text) is not None
