"""An alliance proposed in a nation's own orders, and the other nation's answer when it is in.

Alliance needs both nations' orders in the same season, and diplomacy takes effect before movement
(rules notes, napoleonic). When one nation's orders are entered, its proposal of alliance is taken
as made for the check of its own moves (a march into the future ally's land stands or falls at
resolution, with France's answer), unless the other nation's orders are already stored and do not
propose the alliance: then the answer is known to be no, and the march is refused saying so.
The proposal itself is always read and kept.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.rulesets.napoleonic.orders import Alliance


def declined(nation: str, proposed: Iterable[str], others: Mapping | None) -> set[str]:
    """The nations `nation` proposes an alliance to whose stored orders do not propose it back."""
    out = set()
    for target in proposed:
        sheet = (others or {}).get(target)
        if sheet is not None and not any(isinstance(o, Alliance) and o.nation == target and o.target == nation
                                         for o in sheet.orders):
            out.add(target)
    return out


def declined_reason(reason: str, nation: str, refused: Iterable[str]) -> str:
    """The refusal of a march into the land of a nation whose stored orders do not answer the alliance."""
    for t in sorted(refused):
        if f" belongs to {t}, with whom {nation} is at peace but not allied" in reason:
            return (f"{reason.split(';')[0]}; the alliance with {t} ordered this season needs {t}'s order too, "
                    f"and {t}'s orders, already in, do not propose it")
    return reason
