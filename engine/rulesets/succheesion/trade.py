"""Trade agreements: what an investment yields each turn and what breaking one pays."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def trade_yield(invested: int, params: Mapping[str, Any]) -> tuple[int, int]:
    """(each partner's share, reinvested), in hundredths: floor(T/5) cheese a turn, split
    equally in whole cheese; an odd cheese goes back into the agreement."""
    produced = invested // (params["trade_yield_per"] * 100)
    each, odd = divmod(produced, 2)
    return each * 100, odd * 100


def break_payouts(invested: int, both: bool) -> tuple[int, int, int]:
    """(the breaker's payout, the other side's, lost), in hundredths, rounded down to whole cheese.
    When both break at once, both get the quarter."""
    half = invested // 200 * 100
    quarter = invested // 400 * 100
    breaker = quarter if both else half
    return breaker, quarter, invested - breaker - quarter
