"""Groups of the writer's units as players name them, and words pointing back, for a line the reader refused
(engine.orders calls it): each sentence naming a stack by its place with its size ('the armies of Konigsberg, both
of them, ...'), or split ('... splits: 7 go to X, the other 6 stay'), is said again with the count and the place
(engine.words.whole_stacks); then 'follow them there', 'behind them', 'goes there' are said with the place the clause
before sends units to (engine.words.them_there); the ships carrying a march said beside its route are set aside
(engine.words.carriers_said), and 'throw the X out' is an attack on X (engine.words.thrown_out). A count that does not fit the stack is refused (Refused), a
pointer with two places asked (Refused, the readings its choices)."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.carriers_said import carried_by, carriers_said
from engine.words.meaning.slots import Finder
from engine.words.them_there import Asked, pointed_back
from engine.words.thrown_out import thrown_out
from engine.words.whole_stacks import Refused, sentences, split_from, whole_stack

_WORDS = frozenset("all both splits split divides divide sends send them there second third fourth fifth sixth other "
                   "others rest remaining remainder behind out carries carry".split())


def groups_said(text: str, finder: Callable[[], Finder | None], before: str = "") -> str | Refused | None:
    """The line said again with its groups and pointers written out; Refused (refused or asked); None if none.
    `before`: the line just before it (a blank one: none), whose last clause 'them' and 'there' may point at."""
    if _WORDS.isdisjoint(w.casefold().strip(",.;:!?") for w in text.split()):
        return None
    found = finder()
    if found is None:
        return None
    names, units = found.names, found.meaning.units
    out: list[str] = []
    changed = False
    for sentence in sentences(text):
        again = whole_stack(sentence, names, units) or split_from(sentence, names, units)
        if isinstance(again, Refused):      # the choice offered: the sentence with the stack's real size
            return again
        if again is None and isinstance(carried := carried_by(sentence, names, units), tuple):
            return Refused(f"{sentence.strip()!r}: {carried[2]} of your ships stand in {carried[0]}, not {carried[1]}: "
                           "which are meant? ask the player")
        said = sentence if again is None else again
        said = carried if again is None and isinstance(carried, str) else said    # 'Our fleet in I carries ...'
        said = carriers_said(said, names, units) or said        # ', on our ships there', '(sq 11 carries them)'
        said = thrown_out(said, names, found.nation) or said    # '... to Adoen Shore and throw the Maustrians out'
        out.append(said)
        changed = changed or said != sentence
    line = " ".join(out)
    back = pointed_back(line, names, found.nation, before, frozenset(found.labels))
    if isinstance(back, Asked):
        return Refused(back.reason, back.choices)
    if back is not None:
        return back
    return line if changed else None


_SIZES = (", all ", ", both ", ", both,", " splits:", " splits,", " divides:", "the third one", "the other ",
          " of its ")


def sizes_said(text: str) -> bool:
    """Whether a line says a stack's size beside it ('..., all three, ...', 'both of them', 'the other 6'): read by
    the reader or not, its count is checked against the stack (groups_said) and refused when it does not fit."""
    low = text.casefold()
    return any(said in low for said in _SIZES)
