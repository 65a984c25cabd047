"""A stay said again by denying the going, after it, for every ruleset (round 21): 'squadrons 1 and 2 stay in port,
no sailing', 'Corps B holds, no moving this turn', '2 ships stay in I, no moves'. The words after the comma deny
only what the stay denies already: the line is read without them, and taken only when every order it gives is a
stay (a hold, a squadron or ships with no destination) or no order at all (every unit without orders holds).

Never so: a denial after an order that goes somewhere ('A - Baden, no moving' contradicts it: asked), a denial of
anything else ('no attack', 'no sailing to X', 'no sailing unless ...'), or more words after it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import Contradiction, NotUnderstood
from engine.order_sheet import Order, SetAside
from engine.words.tails import purpose_tail

_DENIALS = ("no sailing", "no moving", "no moves", "no move", "no movement", "not moving", "no marching",
            "not sailing", "no going anywhere", "not going anywhere")
_TIMES = ("", " this turn", " this season", " this month", " this time", " at all")
_MOST_CHARS = 300
_NEGATIONS = frozenset("not never no don't doesn't won't nor cannot can't".split())
WHY = "says again that the units stay: no order"
PURPOSE = "the player's purpose: it changes nothing in the order"
CONTRADICTED = "an order that goes somewhere, then {denial!r}: which is meant? ask the player"


def without_denial(text: str) -> tuple[str, str] | None:
    """(the stay, the denial after it) of 'squadrons 1 and 2 stay in port, no sailing', or None."""
    said = text.strip().rstrip(".!").strip()
    if len(said) > _MOST_CHARS:
        return None
    head, comma, tail = said.rpartition(", ")
    low = tail.casefold()
    if not comma or not head or not any(low == d + t for d in _DENIALS for t in _TIMES):
        return None
    if _NEGATIONS.intersection(head.casefold().split()):
        return None                     # 'Never the fleet ... stays in port, no sailing': the stay itself denied
    return head, tail


def _stays_only(got: Any) -> bool:
    said = got if isinstance(got, (list, tuple)) else [got]
    return all(isinstance(x, SetAside) or isinstance(x, Order) and _a_stay(x) for x in said)


def _a_stay(order: Order) -> bool:
    if type(order).__name__ == "Hold":
        return True
    fields = getattr(type(order), "__struct_fields__", ())
    return "to" in fields and getattr(order, "to") is None and not getattr(order, "attack", False)


def read_stay_confirmed(parse_line: Callable[[str], Any], is_clean: Callable[[Any], bool]) -> Callable[[str], Any]:
    """A line reader that reads a stay followed by a denial of going as the stay, when the line does not read."""
    def read(text: str) -> Any:
        try:
            got = parse_line(text)
            if got and ", no " in text.casefold() and (cut := without_denial(text)) is not None \
                    and not _stays_only(got):     # 'squadron 3 to the Gulf of Lion, no sailing' (round 22, Mr)
                raise Contradiction(CONTRADICTED.format(denial=cut[1]))
            return got
        except Contradiction:
            raise
        except NotUnderstood:
            cut = without_denial(text)
            if cut is None:
                raise
            purpose = purpose_tail(cut[0])      # 'stay in port to repair, no sailing': its purpose too
            aside = [SetAside(purpose[1], PURPOSE)] if purpose is not None else []
            try:
                got = parse_line(purpose[0] if purpose is not None else cut[0])
            except NotUnderstood:
                raise
            if got is None or not is_clean(got) or not _stays_only(got):
                raise
            return [*(got if isinstance(got, list) else [got]), *aside, SetAside(cut[1], WHY)]
    return read
