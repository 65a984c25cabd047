"""Issue 22, round 6: a reason said as a sentence of its own after an order ('they guard home', 'Saxony can
wait', "I'd rather keep the gold", '... so Oslo is guarded') is set aside and said on the receipt; one that
says what units do, or could change the order, keeps the line refused."""

import pytest

from tests.orders.bundled import checked

READ = [    # (nation, line, the order, the words set aside)
    ("Vikings", "The ships in D stay, they guard home.", [], "they guard home"),
    ("Vikings", "2 armies 69 -> 71 - Gotaland isn't defended", ["2 armies 69 -> 71"], "Gotaland isn't defended"),
    ("Russia", "2 armies 86 -> 74 - Karelia must be ours", ["2 armies 86 -> 74"], "Karelia must be ours"),
    ("Russia", "2 armies 86 -> 74, Karelia can wait.", ["2 armies 86 -> 74"], "Karelia can wait"),
    ("Russia", "2 armies 86 -> 74, they guard the coast", ["2 armies 86 -> 74"], "they guard the coast"),
    ("Russia", "2 armies 86 -> 74, I'd rather have Karelia", ["2 armies 86 -> 74"],
     "I'd rather have Karelia"),
    ("Russia", "1 ship H -> G, it protects the capital", ["1 ship H -> G"], "it protects the capital"),
    ("Vikings", "buy 1 army in 68 so Oslo is guarded", ["buy 1 army in 68"], "so Oslo is guarded"),
    ("Vikings", "And I buy 1 army in 68 so Oslo is not empty.", ["buy 1 army in 68"], "so Oslo is not empty"),
    ("Vikings", "2 armies 69 -> 71 because Gotaland is empty", ["2 armies 69 -> 71"], "because Gotaland is empty"),
    ("Vikings", "The 2 armies in 69 move to 71 since the Swedes are away.", ["2 armies 69 -> 71"],
     "since the Swedes are away"),
    ("Spain", "2 armies 16 -> 15 so the capital is safe", ["2 armies 16 -> 15"], "so the capital is safe"),
    ("Spain", "2 armies 16 -> 15, the Portuguese are not ready", ["2 armies 16 -> 15"], "the Portuguese are not ready"),
]


@pytest.mark.parametrize("nation, line, orders, aside", READ)
def test_a_reason_said_as_a_sentence_of_its_own_is_set_aside_and_said(nation, line, orders, aside):
    got, sheet = checked("classic", nation, "start", line)
    assert sheet.problems == () and got == orders
    assert any(aside in c.reason for c in sheet.chatter)


ASKED = [
    ("Vikings", "2 armies 69 -> 71, they go on to 72 later"),          # a second place gone to
    ("Vikings", "2 armies 69 -> 71, they wait there for the Danes"),   # what the units do
    ("Vikings", "2 armies 69 -> 71, the Swedes aren't staying"),       # what units do, said of someone
    ("Vikings", "2 armies 69 -> 71, we will not stop there"),          # a negation of what the units do
    ("Vikings", "2 armies 69 -> 71, Gotaland must fall in 2 turns"),   # a number
    ("Vikings", "2 armies 69 -> 71 so they attack 72 next"),           # an order's word
    ("Vikings", "2 armies 69 -> 71, B is staying"),                    # a unit's letter, staying
    ("Vikings", "buy 1 army in 68 so Oslo is held unless the Danes come"),   # a condition
    ("Vikings", "2 armies 69 -> 71, we need 3 more"),                  # a count added after the order
    ("Vikings", "2 armies 69 -> 71, so two more follow"),
]


@pytest.mark.parametrize("nation, line", ASKED)
def test_a_reason_that_says_what_units_do_or_could_change_the_order_is_asked(nation, line):
    _, sheet = checked("classic", nation, "start", line)
    assert sheet.problems
