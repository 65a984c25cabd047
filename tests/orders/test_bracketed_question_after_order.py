"""An order said plainly with a question of the player's in brackets after it, the bracket cut by its '?' ('Send 5
gold to Austria once they sign (can this wait a season? tell me).'): only the bracket is asked; the order before
it is read, or refused when it does not read, never set aside with the question."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("rules_id, nation, text", [
    ("napoleonic", "Great Britain", "Build 1 infantry in London. Send 5 gold to Austria once they sign (can this wait a "
                                    "season? tell me)."),
    ("napoleonic", "Great Britain", "Build 1 infantry in London. Subsidies: send 5 gold to Austria, when they have "
                                    "signed (should this wait a season? tell me)."),
    ("classic", "Italy", "2 armies 38 -> 40. Give Carthage 4 gold, but only once Spain agrees (is that allowed? say so)."),
])
def test_the_order_before_a_bracketed_question_is_never_set_aside(rules_id, nation, text):
    orders, reasons = read(rules_id, "start", nation, text)
    assert len(orders) == 1
    assert reasons, "the order said before the question is refused, not dropped"
