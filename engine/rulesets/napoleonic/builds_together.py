"""Builds in one province said in one line's list ('Build: 2 inf Paris, 1 arty Paris') are one build:
the divisions raised together there, as `build 2 infantry, artillery in Paris` writes them (each
build forms its own corps, so two builds would be two corps the player did not ask for)."""

from __future__ import annotations

from engine.rulesets.napoleonic.orders import Build
from engine.rulesets.napoleonic.units import SQUADRON


def builds_together(read: list | None) -> list | None:
    """The orders of one line with its builds of divisions in the same province joined into the first,
    the kinds in the order written; squadrons and every other order as read."""
    if not read or sum(1 for o in read if isinstance(o, Build)) < 2:
        return read
    out: list = []
    first: dict[tuple[str, str], int] = {}         # (nation, province) -> index in out of its first build
    for o in read:
        if not isinstance(o, Build) or SQUADRON in o.kinds:
            out.append(o)
            continue
        at = first.get((o.nation, o.where))
        if at is None:
            first[(o.nation, o.where)] = len(out)
            out.append(o)
        else:
            out[at] = Build(nation=o.nation, kinds=out[at].kinds + o.kinds, where=o.where)
    return out
