"""A trial reading leaves the message as it was: the sheet reads a line again with a name changed, or two lines
together, to see what they give; the prose reader notes what it reads (orders seen, retractions), and a trial that
is not kept must not take back an order above it (engine.words.prose.Marks.checkpoint)."""

import pytest

from engine.order_sheet import Order
from engine.words.prose import Marks

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, kept", [
    ("Alliance with Zurin.\nNot 18, the Maustrians are too close.", "ally with Zurin"),
    ("Peace with Maustria.\nNot 7, too risky.", None),
    ("Alliance with Zurin.\nNot 3 - they would never agree.", "ally with Zurin"),
])
def test_a_not_number_naming_no_order_takes_nothing_back_in_silence(text, kept):
    orders, sheet = checked("succheesion", "Stilwen", "start", text)
    assert 2 in {p.line for p in sheet.problems}               # which order does it change? asked
    assert not any("taken back" in c.reason for c in sheet.chatter if c.line == 1), sheet.chatter
    if kept:
        assert kept in orders
    else:
        assert orders or 1 in {p.line for p in sheet.problems}  # read or refused, never dropped


def test_the_pact_above_a_not_number_stands_beside_the_move():
    orders, sheet = checked("succheesion", "Manarth", "start",
                            "4 units 32 -> 33\njoin pact Republican League\nNot 18, the Maustrians are too close.")
    assert "4 units 32 -> 33" in orders and "join pact Republican League" in orders
    assert any(p.line == 3 for p in sheet.problems)


class _Stand(Order, tag="trial-stand"):
    """An order of no ruleset, for the marks alone."""


def test_marks_go_back_to_a_checkpoint():
    marks = Marks()
    first = _Stand(nation="France")
    marks.saw([first], "A stands", [first])
    back = marks.checkpoint()
    second = _Stand(nation="Spain")
    marks.saw([second], "B stands", [second])
    marks.withdraw_last()
    marks.mark(second, corrects=True)
    back()
    assert marks.seen == [first] and marks.previous == [first] and marks.last_sentence == ("A stands", [first])
    assert not marks.withdrawn and not marks.corrects
