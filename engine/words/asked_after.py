"""A sentence that states an order and ends asking about another: 'The army of 99 goes to 101, and the
Smyrna pair back to the capital?' The question mark asks the last clause only; the statement before it,
said plainly, is an order (read only when it reads whole on its own)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

# Words that open a question: the whole sentence is then asked, never a statement before a question.
_ASKING = frozenset("""shall should could can will would may might must do does did is are am was were what where which
    how why who whom whether perhaps maybe possibly any anything ok okay right hm hmm""".split())
# The last joint of two clauses: ', and', ', but', ';', a comma alone ('A pair of armies from 109 to 110, a trio
# from 108 to 107?'), a bracket opened ('I send 5 gold to Russia (is that allowed?').
_JOINT = re.compile(r"(?:(?:,? and|, but|, while|;|,) | \()(?=\S)", re.IGNORECASE)


def statement_before_question(body: str) -> tuple[str, str] | None:
    """(the statement, the question) of a question's sentence joined after an order said plainly; None when
    the sentence opens as a question ('Shall the army ...?'), is too long, or has no joint."""
    if len(body) > 400:
        return None
    first = body.split(" ", 1)[0].strip(",.;:!?\"'").casefold()
    if not first or first in _ASKING:
        return None
    joints = [j for j in _JOINT.finditer(body) if not _a_note(body, j.end()) or not j.group().endswith("(")]
    if not joints:
        return None                 # '... (12 gold)?': the bracket is no question of its own, the whole is asked
    last = joints[-1]               # '... (16) go to Lusitania (15) and the army in Valencia (17) moves to ...?'
    head, tail = body[:last.start()].strip(" ,;"), body[last.end():].strip()
    if not head or not tail or tail.split(" ", 1)[0].casefold() in ("if", "unless", "or"):
        return None                 # '..., and if Austria attacks?': the question conditions the statement
    return head, tail


def _a_note(body: str, at: int) -> bool:
    """Whether the bracket opened just before `at` is a note ('(16)', '(12 gold)'), not a question of its own
    ('(is that allowed?'): it closes before another opens, or does not open with a word of asking."""
    closes, opens = body.find(")", at), body.find("(", at)
    return closes >= 0 and (opens < 0 or closes < opens) or body[at:].split(" ", 1)[0].casefold() not in _ASKING
