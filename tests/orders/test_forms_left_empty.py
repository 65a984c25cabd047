"""Issue 22, round 6: a GM's order form filled in with some labels left empty ('Gifts: none', 'Ships: -',
'Purchases: n/a'), 'Nothing bought.', 'no ships bought', sub-numbered lists ('1.1) ...', '2.1. ...') and HTML
entities pasted from web mail ('-&gt;'): the empty labels give no order (said so), the orders under them read."""

import pytest

from tests.orders.bundled import checked

NO_ORDER = ["Gifts: none", "Ships: -", "Purchases: none", "Gold: n/a", "Fleet: nothing", "Naval: --",
            "Moves: none.", "Nothing bought.", "no ships bought", "Nothing to buy this turn.", "No gifts, no ships bought.",
            "Conditionals: nil"]


@pytest.mark.parametrize("line", NO_ORDER)
def test_a_label_left_empty_or_nothing_done_gives_no_order_and_says_so(line):
    got, sheet = checked("classic", "Russia", "start", f"{line}\n2 armies 86 -> 74")
    assert sheet.problems == () and got == ["2 armies 86 -> 74"]
    assert any(c.line == 1 for c in sheet.chatter)


STILL_ORDERS = [    # a label with something after it is read, or refused: never taken for nothing
    ("Gifts: 5 gold to Prussia", ["give 5 gold to Prussia"], False),
    ("Gold: none to Prussia", [], True),
    ("Ships: - 1 ship H -> G", ["1 ship H -> G"], False),
    ("Nothing bought, 2 armies 86 -> 74", [], True),
    ("Purchases: none, 2 armies in 89", [], True),
]


@pytest.mark.parametrize("line, orders, refused", STILL_ORDERS)
def test_a_label_with_more_after_it_is_no_empty_label(line, orders, refused):
    got, sheet = checked("classic", "Russia", "start", line)
    assert got == orders and bool(sheet.problems) == refused


NUMBERED = [
    ("Prussia - turn 1\n1) Army moves\n   1.1) 3 armies 58 -> 57\n   1.2) 2 armies 63 -> 62\n2) Fleet\n"
     "   2.1) 2 ships E -> F\n3) Purchases\n   3.1) 2 armies in 61", "Prussia",
     ["3 armies 58 -> 57", "2 armies 63 -> 62", "2 ships E -> F", "buy 2 armies in 61"]),
    ("2.1. 2 armies 86 -> 74\n2.2. 2 armies 87 -> 88", "Russia", ["2 armies 86 -> 74", "2 armies 87 -> 88"]),
    ("1.2.3) 2 armies 86 -> 74", "Russia", ["2 armies 86 -> 74"]),
    ("Purchases\n2 armies in 89\n1 ship in H", "Russia", ["buy 2 armies in 89", "buy 1 ship in H"]),   # a title, no colon
    ("3) Builds\n   3.1) 2 armies in 89", "Russia", ["buy 2 armies in 89"]),
    ("<b>Orders</b><br>\n3 armies 68 -&gt; 71<br>\nbuy 2 armies in 70<br>", "Vikings",
     ["3 armies 68 -> 71", "buy 2 armies in 70"]),
    ("2 armies 86&nbsp;-&gt; 74&nbsp;", "Russia", ["2 armies 86 -> 74"]),
]


@pytest.mark.parametrize("message, nation, orders", NUMBERED)
def test_sub_numbered_lists_and_html_entities_read(message, nation, orders):
    got, sheet = checked("classic", nation, "start", message)
    assert sheet.problems == () and sorted(got) == sorted(orders)
