"""An order said as what the writer may do, not as what he does ('We may raise new troops: 2 infantry in Paris', 'We
may buy 2 armies in 21', 'I could send 3 armies 21 -> 26'): a 'may' is no command, and a careful GM asks (round 22,
helper Mr: a misread candidate of every ruleset, the build taken). The line is refused when it reads as orders and
its first clause opens on the writer and a verb of possibility; 'you may' (leave to the GM, or a letter's style)
and a 'may' later in the line are not looked at. Words alone: a look at the first few words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import Contradiction
from engine.order_sheet import Order

_WRITERS = frozenset("we i".split())
_POSSIBLE = frozenset("may might could can".split())
_OPENERS = frozenset("so then perhaps and but also now well ok okay".split())
_ABLE = ("be able to ", "are able to ", "am able to ")
POSSIBLE = ("says what the writer {said!r} do, not what he does: a 'may' is no command; ask the player whether "
            "it is an order")


def said_as_possible(text: str) -> str | None:
    """The words saying the writer may do it ('We may'), None when the line does not open so."""
    said = text.strip().lstrip("-*\u2022> ").split(None, 6)
    k = 0
    while k < len(said) and said[k].casefold().strip(",") in _OPENERS:
        k += 1
    if k + 1 >= len(said) or said[k].casefold() not in _WRITERS:
        return None
    modal = said[k + 1].casefold()
    if modal == "can" and k + 2 < len(said) and said[k + 2].casefold() in ("now", "finally"):
        return None
    if modal not in _POSSIBLE or modal == "can":
        return None
    return f"{said[k]} {said[k + 1]}"


def read_said_as_possible(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that refuses a line read as orders when it says them as what the writer may do."""
    def read(text: str) -> Any:
        got = parse_line(text)
        if "may" not in text.casefold() and "might" not in text.casefold() and "could" not in text.casefold():
            return got
        items = got if isinstance(got, (list, tuple)) else [got]
        if any(isinstance(x, Order) for x in items) and (said := said_as_possible(text)) is not None:
            raise Contradiction(POSSIBLE.format(said=said))     # never read again by meaning
        return got
    return read
