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
    joints = list(_JOINT.finditer(body))
    if not joints:
        return None
    last = joints[-1]
    head, tail = body[:last.start()].strip(" ,;"), body[last.end():].strip()
    if last.group().endswith("(") and (")" in tail or tail.split(" ", 1)[0].casefold() not in _ASKING):
        return None                 # '... (12 gold)?': the bracket is no question of its own, the whole is asked
    if not head or not tail or tail.split(" ", 1)[0].casefold() in ("if", "unless", "or"):
        return None                 # '..., and if Austria attacks?': the question conditions the statement
    return head, tail
