"""What a player types before the orders on their line, naming himself (issue 22, phone-typed and
letters): 'dunbarra orders build ...', 'berdian here (sorry autocorrect) peace w ...', 'tln: 4 + gen ...',
'gm orders 4 maustria': the writer's own nation (by name, initials or a near spelling) with 'orders',
'here' or a colon, left out. One pass over the first few words."""

from __future__ import annotations

import difflib

_HEADS = frozenset("orders order here speaking reporting".split())
_OPENERS = frozenset("gm hi hey hello ok okay".split())
_FOR = frozenset("for 4 from of".split())
_FIRST_LETTERS = frozenset(w[0] for w in _OPENERS | {"orders"})


def _is_own(said: str, nation: str) -> bool:
    """'berdain', 'berdian' (a near spelling), 'tln' (the initials of 'Typ Lef Nazin')."""
    own = nation.casefold()
    if said == own or (len(own.split()) > 1 and said == "".join(w[0] for w in own.split())):
        return True
    return len(said) >= 6 and difflib.SequenceMatcher(None, said, own).ratio() >= 0.8


def without_lead(text: str, nation: str) -> str:
    """The line without the writer naming himself before the orders; the line as written when it does not."""
    head = text[:1].casefold()
    if head != nation[:1].casefold() and head not in _FIRST_LETTERS:
        return text                     # most lines: no lead, looked at no further
    tokens = text.split(None, 8)
    if len(tokens) < 2:
        return text
    low = [t.casefold().rstrip(",:") for t in tokens]
    i = 0
    while i < len(low) - 1 and low[i] in _OPENERS:
        i += 1
    width = len(nation.split())
    # 'orders 4 maustria', 'orders for typ lef nazin:'
    if low[i] in ("orders", "order") and i + 1 + width <= len(low) and low[i + 1] in _FOR and \
            _is_own(" ".join(low[i + 2:i + 2 + width]), nation):
        return _rest(tokens, i + 2 + width)
    for n in (width, 1):                        # 'typ lef nazin orders', 'tln:'
        if i + n > len(low):
            continue
        said = " ".join(low[i:i + n])
        headed = i + n < len(low) and low[i + n] in _HEADS
        colon = tokens[i + n - 1].endswith(":") and (said == nation.casefold() or n == 1 and len(said) <= 4)
        if (headed or colon) and _is_own(said, nation):     # the shape first: the spelling is looked at last
            return _rest(tokens, i + n + 1 if headed else i + n)
    initials = "".join(w[0] for w in nation.casefold().split())
    if len(initials) > 1 and low[i] == initials and i + 1 < len(low) and low[i + 1][:1].isdigit():
        return _rest(tokens, i + 1)             # 'tln 3 units typ lef -> ...': the initials, then the order
    return text


# A remark in brackets right after the lead ('berdian here (sorry autocorrect) ...'): about the typing.
_TYPING = frozenset("sorry autocorrect typo typos phone mobile train bus".split())


def _rest(tokens: list[str], at: int) -> str:
    rest = " ".join(tokens[at:]).lstrip(":,- ")
    if rest.startswith("(") and ")" in rest[:60]:
        note, _, after = rest[1:].partition(")")
        if set(note.casefold().split()) & _TYPING:
            rest = after.lstrip(":,- ")
    return rest


