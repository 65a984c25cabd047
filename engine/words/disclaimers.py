"""The legal notice a company's mail server adds under a message, for every ruleset: 'This e-mail and any attachments
are confidential and intended solely for the addressee. If you have received it in error ...'. Such a line is set
aside and said so: it names no unit, place or number, only the mail and its readers. One pass over its words."""

from __future__ import annotations

from engine.words.quick import has_digit

# The mail the notice speaks of, and what it says of it.
_MAIL = frozenset("e-mail email mail message messages attachment attachments transmission communication".split())
_NOTICE = frozenset("""confidential confidentiality privileged intended recipient recipients addressee addressees
    disclaimer liability liable unauthorised unauthorized prohibited disclosure""".split())
# Two of these in a line of the notice make it one: 'If you have received it in error please notify the sender'.
_NOTICE_PHRASES = ("received it in error", "received this in error", "notify the sender", "delete it", "delete this",
                   "intended recipient", "intended solely", "accepts no liability", "is strictly prohibited",
                   "do not read, forward", "confidentiality notice")


def is_disclaimer(text: str) -> bool:
    """Whether the line is a mail server's legal notice (and nothing else a player would write: no digit, no arrow)."""
    if len(text) > 600 or "->" in text or has_digit(text):
        return False
    low = text.casefold()
    said = {w.strip(".,;:!?()\"'") for w in low.split()}
    phrases = sum(1 for p in _NOTICE_PHRASES if p in low)
    return phrases >= 2 or bool(said & _MAIL) and len(said & _NOTICE) >= 2
