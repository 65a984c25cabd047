"""Proposals reported and orders said in doubt, not orders given (issue 22): minutes and letters tell of someone else's proposal
('The Chancellor proposed to break trade with Maustria.', 'The Marshal suggests that corps B march on
Ulm.'): such a line is never read as an order unless it also says the proposal was agreed ('The Council
agreed.', 'Resolved: ...'). A proposal of the player's own ('I propose an alliance') is an order offered
and read as before. One pass over the words, no pattern."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.words.clauses import sentences
from engine.words.message import words

_PROPOSING = frozenset("""proposed proposes propose suggested suggests suggest urged urges advised advises recommended
recommends counselled counseled""".split())
_STEMS = ("propos", "sugges", "urge", "advis", "recommend", "counsel")
_AGREED = frozenset("""agreed agrees agree approved approves approve accepted accepts accept resolved adopted carried
ratified decided decides ordered orders consented consents granted grants confirmed confirms sanctioned endorsed
yes aye""".split())
_OWN = frozenset("i we i'd we'd i'll we'll".split())
_MOST_WORDS = 120


def proposer(text: str) -> str | None:
    """Who proposed it, when a line only reports another's proposal ('The Chancellor'); None otherwise."""
    low = text.casefold()
    if not any(stem in low for stem in _STEMS):
        return None
    said = words(text)
    if len(said) > _MOST_WORDS or not _PROPOSING.intersection(said) or _AGREED.intersection(said):
        return None
    for i, w in enumerate(said):
        if w in _PROPOSING and 0 < i <= 6:
            subject = said[:i]
            if _OWN.intersection(subject) or subject[-1] in ("to", "not", "i", "we"):
                return None
            if said[i + 1:i + 2] and said[i + 1] in ("to", "that", "we", "a", "an", "the", "taking", "making",
                                                      "sending", "declaring", "breaking", "building"):
                return _subject_said(text, w)
    return None


def _subject_said(text: str, verb: str) -> str:
    """The words before the verb, as written, from the start of their sentence ('The Chancellor')."""
    at = text.casefold().find(" " + verb)
    head = text[:at] if at > 0 else text
    for mark in (". ", ": ", "; "):
        head = head.rsplit(mark, 1)[-1]
    return head.strip()


def refused_as_proposals(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that refuses a line reporting another's proposal that nobody agreed to."""
    def read(text: str) -> Any:
        who = proposer(text)
        if who is not None:
            raise NotUnderstood(f"a proposal ({who!r} proposed it), not an order: was it agreed? ask the player")
        doubt = doubted(text)
        if doubt is not None:
            raise NotUnderstood(f"{doubt!r} is said in doubt, not as an order: ask the player")
        return parse_line(text)
    return read


# Words of doubt that open a sentence: what follows is a thought, never an order by itself ('Maybe corps B
# marches into Saxony.'); a polite question ('Perhaps you could move corps A?') is the requests' reading.
_DOUBTS = frozenset("maybe perhaps possibly probably mayhaps peut-être vielleicht quizás forse".split())
_OPENERS = frozenset("and but so then".split())
_FEARS = (["i", "fear"], ["we", "fear"], ["i", "doubt"], ["we", "doubt"], ["i", "dread"], ["we", "dread"])
_CUES = frozenset((*_DOUBTS, *(said[1] for said in _FEARS)))     # a line holding none is looked at no further


def doubted(text: str) -> str | None:
    """The sentence of a line that opens with a word of doubt and is no question, if any."""
    low = text.casefold()
    if not any(cue in low for cue in _CUES) or len(text) > 2000:
        return None
    for sentence in sentences(text):
        said = sentence.strip()
        first = [w.strip(",.:;!").casefold() for w in said.split(None, 3)[:3]]
        while first[:1] and first[0] in _OPENERS:
            first = first[1:]
        if first[:1] and first[0] in _DOUBTS and not said.rstrip().endswith("?") \
                or first[:2] in _FEARS:     # 'I fear a declaration of war on the Ottomans, GM.': no order given
            return said
    return None
