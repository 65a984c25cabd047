"""An order given on what was named before it, by a verb and a pointer alone ('End it.' under the GM's quoted 'your
fleet still blockades it. Keep or end?', 'Keep it.', 'Cancel that.'): never set aside as talk beside the line's other
orders, where it was lost in silence (round 22, helper Mr: fresh9's 'End it. And build 2 Infantry ...'). It is
refused: the reader cannot tell what 'it' names; the GM asks. Words alone: at most four words."""

from __future__ import annotations

_VERBS = frozenset("""end lift keep break cancel stop continue maintain hold raise accept sign refuse reject renew
    extend drop abandon""".split())
_POINTERS = frozenset("it that this them those one".split())
_FILLER = frozenset("please now then too also just".split())
POINTED = "an order on what was named before it ({said!r}): which? write it whole (ask the player)"


def pointed_order(text: str) -> bool:
    """Whether `text` is an order verb said of a pointer and nothing more ('End it', 'keep that please')."""
    said = [w.strip(".,;:!?()\"'").casefold() for w in text.split()[:6]]
    said = [w for w in said if w and w not in _FILLER]
    return 2 <= len(said) <= 3 and said[0] in _VERBS and all(w in _POINTERS for w in said[1:])
