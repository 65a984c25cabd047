"""The letters a nation's transfers name for new corps, kept from the corps its builds form (issue 22,
helper Rc).

Seed 000 (Corps): "New units may be added to Corps or exchanged between Corps, or new Corps can be formed,
all of this being free of charge", and the rules notes: "New corps take the first free letter of their
nation". A transfer to a letter no corps has forms that corps where the giving corps stands
(`transfer 1 infantry from B to H`, B in Picardy: a new corps H in Picardy). When the same orders also build
in another province, the build's new corps would take that first free letter and the transfer would meet a
corps H in Paris: the letter the player named is theirs, so the builds skip it. A build in the giving corps'
own province may still be the corps the transfer means (`build infantry in Paris` + `transfer 1 cavalry from
E to H`, E in Paris): there the letter stays free for the build, as before.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.order_sheet import Order
from engine.rulesets.napoleonic.orders import Transfer
from engine.rulesets.napoleonic.units import Corps


def named_new(orders: Iterable[Order], corps: Mapping[tuple[str, str], Corps]) -> dict[str, dict[str, str]]:
    """nation -> {letter a transfer names for a new corps: the province of the corps that gives to it}."""
    out: dict[str, dict[str, str]] = {}
    for o in orders:
        if isinstance(o, Transfer) and (o.nation, o.target) not in corps and (o.nation, o.source) in corps:
            out.setdefault(o.nation, {}).setdefault(o.target, corps[(o.nation, o.source)].at)
    return out


def kept_from(named: Mapping[str, Mapping[str, str]], nation: str, where: str) -> set[str]:
    """The letters a build in `where` leaves to the nation's transfers."""
    return {letter for letter, at in named.get(nation, {}).items() if at != where}
