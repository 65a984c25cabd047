"""Orders said as the outcome wanted at the end of the turn: 'At the end of the turn I'd like 2 armies in 22 (from
20) and 2 in 52 (from 24)', 'My ship in U should end up in the Ionian (V)', 'I want 1 army in Dalmatia (41) from
Croatia (80)'. Written as the moves that give that outcome ('2 armies 20 -> 22'); a unit wanted somewhere with
no start said is left to be refused (the reading never picks a start the player did not name)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

_WANT = re.compile(r"^(?:(?:at|by) the end of (?:the|this) turn,? )?(?:I'd like|I would like|I want|I wish for|we want|"
                   r"we'd like|we would like|I'd like to have|I want to have|we want to have|I'd like to see|I want to see)"
                   r" (?P<what>.+?)(?:,? (?:at|by) the end of (?:the|this) turn)?$", re.IGNORECASE)
_ITEM = re.compile(r"^(?P<count>[0-9]{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|all|both) ?"
                   r"(?P<unit>armies|army|ships|ship|troops)? (?:in|at) (?P<to>.+?) \(?from (?P<from>[^()]+?)\)?$",
                   re.IGNORECASE)
_END_UP = re.compile(r" (?:should|must|shall|will|is to|are to) (?:end up|end the turn|finish the turn|be|stand) "
                     r"(?:in|at) ", re.IGNORECASE)
_AT_THE_END = re.compile(r",? (?:at|by) the end of (?:the|this) turn$", re.IGNORECASE)
_JOINTS = re.compile(r",? and |, ", re.IGNORECASE)


def as_moves(text: str) -> list[str]:
    """The line written as moves ('2 armies 20 -> 22; 2 armies 24 -> 52'), [] when it says no outcome so."""
    if len(text) > 400:
        return []
    said = _AT_THE_END.sub("", text.strip().rstrip(".!"))
    if _END_UP.search(said):            # 'My ship in U should end up in the Ionian (V)'
        return [_END_UP.sub(" goes to ", said, count=1)]
    m = _WANT.match(said)
    if m is None:
        return []
    moves: list[str] = []
    unit = ""
    for item in _JOINTS.split(m["what"]):
        one = _ITEM.match(item.strip())
        if one is None:
            return []
        unit = (one["unit"] or unit).casefold()
        if not unit:
            return []
        moves.append(f"{one['count']} {unit} {one['from'].strip()} -> {one['to'].strip()}")
    return ["; ".join(moves)] if moves else []
