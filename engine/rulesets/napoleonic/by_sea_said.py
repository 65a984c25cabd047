"""A corps carried by sea, said in prose around its seas (round 22): 'corps B by sea to Wales via the Irish Sea',
'A goes to Holland by the sea, via the English Channel', '... via the English Channel, carried by our squadrons
there', '... via the English Channel, where our squadrons are'. The words 'by (the) sea' before or after the
destination say what 'via' says already; a remark after the seas that the nation's own squadrons carry the corps
(naming no sea, no number, no condition) says how, not where. What is left is read as 'A - Holland via English
Channel' is, and checked the same: the seas must be seas and the squadrons there must carry it."""

from __future__ import annotations

from engine.words import patterns as re

# 'by sea to Wales', 'by the sea, to Wales', 'embarks and sails to Holland': the words before the destination
_HEAD_LEAD = re.compile(r"^(?:by (?:the )?sea,? |(?:embarks?|boards?|takes? ship)(?: (?:at|in|from) [A-Za-z' ]{1,30}?)? "
                        r"and (?:sails?|goes|go|crosses|cross|moves?|heads?|steers?) )(?=to |into |for )", re.IGNORECASE)
# 'to Holland by the sea': the words after it
_HEAD_TAIL = re.compile(r",? by (?:the )?sea$", re.IGNORECASE)
_SHIPS = r"(?:squadrons?|fleets?|ships|navy|transports)"
# the remark on the carriers after the seas: theirs, with no name (a sea named there is read by syntax_moves.carried_by)
_CARRIERS = re.compile(
    r",? (?:(?:carried|transported|ferried|escorted|convoyed|shipped|borne) (?:by|aboard|on board|on) "
    rf"(?:our|its|his|their|the) (?:own )?{_SHIPS}(?: there| in it| there already)?"
    rf"|where (?:our|its|his|their) (?:own )?{_SHIPS} (?:are|is|stands?|lies?|waits?|lie)(?: ready| already)?)[.!]?$",
    re.IGNORECASE)


def head_said(head: str) -> str:
    """The words before ' via ' without 'by (the) sea': 'by sea to Wales' -> 'to Wales', 'to Holland by the sea'
    -> 'to Holland'."""
    text = head.strip().rstrip(",").strip()
    lead = _HEAD_LEAD.match(text)
    if lead:
        text = text[lead.end():]
    tail = _HEAD_TAIL.search(text) if text.casefold().endswith(" sea") else None
    return text[:tail.start()].strip() if tail else text


def seas_said(rest: str) -> str:
    """A corps' order without the remark on the nation's own carriers after its seas: 'to Holland via the English
    Channel, carried by our squadrons there' -> 'to Holland via the English Channel'. Unchanged when no ' via '
    comes before the remark, or the remark holds anything else."""
    text = rest.strip()
    via = f" {text.casefold()}".find(" via ")
    if via < 0:
        return rest
    tail = _CARRIERS.search(text, via + 4)
    return text[:tail.start()].strip() if tail and tail.start() > via + 4 else rest
