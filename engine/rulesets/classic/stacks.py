"""Which orders take units from each stack (a nation's armies in a province, its armies aboard in a
sea, its ships in a sea), so that orders taking more of one stack than stands there are all refused:
the GM asks the player which is meant, as he would for two orders of one unit."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping

ARMIES, ABOARD, SHIPS = "armies", "aboard", "ships"

Stack = tuple[str, str]     # (ARMIES, province), (ABOARD, sea) or (SHIPS, sea)


class Stacks:
    def __init__(self) -> None:
        self.takers: dict[Stack, list[int]] = defaultdict(list)
        self.short: dict[Stack, tuple[int, list[int]]] = {}     # stack -> (units there, orders it could not serve)

    def take(self, stack: Stack, key: int) -> None:
        """An order served from the stack."""
        if key not in self.takers[stack]:
            self.takers[stack].append(key)

    def exhausted(self, stack: Stack, key: int, count: int | None, total: int) -> bool:
        """Whether the order (`count` units, None for all) fails only because the orders before it took
        the stack: alone it could be carried out. Such an order is not refused on its own; all the
        orders of the stack are (`overcommitted`)."""
        if not self.takers.get(stack) or total == 0 or (count is not None and count > total):
            return False
        self.short.setdefault(stack, (total, []))[1].append(key)
        return True

    def overcommitted(self, nation: str, name: Callable[[str], str], texts: Mapping[int, str]) -> dict[int, str]:
        """Every order of each stack that was asked for more than it holds, with the reason."""
        refused: dict[int, str] = {}
        for stack, (total, short) in self.short.items():
            keys = list(dict.fromkeys(self.takers[stack] + short))
            kind, place = stack
            units = ("ship" if total == 1 else "ships") if kind == SHIPS else ("army" if total == 1 else "armies")
            where = f"aboard in {name(place)}" if kind == ABOARD else f"in {name(place)}"
            for k in keys:
                said = [f"'{' '.join(texts[o].split())}'" for o in keys if o != k]
                others = f" with {_listed(said)}" if said else ""
                refused.setdefault(k, f"{nation} has {total} {units} {where}, and{others} this order moves more "
                                      "than that: which is meant? ask the player")
        return refused


def _listed(said: list[str]) -> str:
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
