"""Corrections said inside one line. A bracketed correction that mends a word of its own line
('build 1 infanteria in Andalusia (sorry, infantry)', 'A - Saxnoy (oops, Saxony)'): the line is read with
the word mended, never as a correction of an earlier line (which would set that line's order aside in silence).

The note must be a correction word and one or two words near one word of the line: the same word, its
spelling mended, or a short form written out ('cav' -> 'cavalry'). A note that names something the line
does not ('(sorry, I mean Bavaria)' after 'A - Saxony') is no mending: the line stays a correction.

A later sentence that takes the line back ('No wait, ...', 'Never mind, ...'; `opens_taking_back`,
`unread_correction`) leaves the orders before it asked when it gives none of its own (engine.words.sheet,
engine.words.meaning.lines).
"""

from __future__ import annotations

from difflib import SequenceMatcher

from engine.words.clauses import correction_of
from engine.words.message import words
from engine.words.textio import is_digits
from engine.words.taking_back import OPENS_TAKING_BACK

__all__ = ["opens_taking_back", "quoted_head", "self_fixed", "unread_correction"]

_MOST_WORDS = 2
_NEAR = 0.6


def _near(a: str, b: str) -> bool:
    a, b = a.casefold(), b.casefold()
    if a == b:
        return True
    if len(a) >= 3 and len(b) >= 3 and (a.startswith(b) or b.startswith(a)):
        return True             # 'cav' written out as 'cavalry'
    return min(len(a), len(b)) >= 4 and SequenceMatcher(None, a, b).ratio() >= _NEAR


def self_fixed(bare: str, notes: list[str]) -> str | None:
    """The line with the word its bracketed correction mends, or None when a note is no such mending."""
    if len(notes) != 1:
        return None
    word, fix = correction_of(notes[0])
    fix = fix.strip(" .,!;:")
    if not word or not fix or len(fix.split()) > _MOST_WORDS or any(c.isdigit() for c in fix):
        return None
    tokens = bare.split()
    if len(tokens) > 40:
        return None
    first = fix.split()[0]
    hits = [i for i, t in enumerate(tokens) if t.strip(",.;:").isalpha() and _near(t.strip(",.;:"), first)]
    if len(hits) != 1:
        return None             # none near, or two words it may mend: the line stays a correction
    i = hits[0]
    if tokens[i].strip(",.;:").casefold() == first.casefold() and len(fix.split()) == 1:
        return bare             # the note only says the word again
    tokens[i] = fix
    return " ".join(tokens)


_MANNERS = frozenset(("sorry", "pardon", "apologies"))
# Words that give what the order becomes ('make it 3', 'I meant Baden', 'Lorraine instead'): not engine.words.lexicon's
# TAKING_BACK, whose 'wait', 'oops', 'scratch', 'cancel' take back without a new order ('(oops: D is already there)').
_CHANGING = frozenset("make change instead rather mean meant actually".split())


def gives_another(rest: str) -> bool:
    """Whether the words after a bracketed correction word give what the order should be ('(no wait, 2)', '(no,
    Lorraine)', '(sorry, make it 3)'), never only why ('(no: D is already at Mainz/Strasbourg)')."""
    said = words(rest.strip(" .,!;:?"))
    return bool(said) and (len(said) <= 3 or any(is_digits(w) for w in said) or any(w in _CHANGING for w in said))


def quoted_head(reason: str) -> str:
    """The words a refusal quotes before its reason ("'wait, they have 3 units there': not an order ..."), or ''."""
    if reason[:1] not in "'\"":
        return ""
    end = reason.find(reason[0] + ": ", 1)
    return reason[1:end] if end > 0 else ""


def unread_correction(reason: str) -> bool:
    """Whether a sentence refused by itself (its words quoted at the head of `reason`) corrects what the line said
    before it: it opens with a correction word ('wait, ...', 'no, ...', 'never mind, ...', 'I mean ...') or says
    'instead'; an apology alone is manners."""
    said = quoted_head(reason).strip()
    if not said or len(said) > 400:
        return False
    word = correction_of(said)[0]
    return bool(word) and word.casefold().strip(",.!") not in _MANNERS or opens_taking_back(said) \
        or "instead" in words(said)


_OPENS = OPENS_TAKING_BACK


def opens_taking_back(said: str) -> bool:
    """Whether a sentence opens by taking back what came before it ('No wait, the giants live there.',
    'Never mind.', 'Oops, ...'): talk after an order that opens so leaves that order asked."""
    return said.strip().casefold().startswith(_OPENS)
