"""Issue 22, round 22 (helper Sd): a line over the orders that says the earlier orders stand again ('Sorry, the
mail bounced. Orders as before, also:') or a condition over the orders below ('The roads are dry. Orders, should
the French come:') is asked (refused with its reason), never filed as talk; the orders below it are still read
(engine.words.heading_said)."""

import pytest

from engine.words.heading_said import _AGAIN, _UNDER
from tests.orders.bundled import sheet_of

_BELOW = {"eia": ("Prussia", "prussia-land", "II silesia -> saxony"),
          "napoleonic": ("Prussia", "spring-1805-war", "B: Silesia -> Saxony"),
          "classic": ("France", "start", "1 army 21 -> 25"),
          "succheesion": ("Crimsonia", "start", "4 units 9 -> 4")}

ASKED = [
    ("Sorry, the mail bounced. Orders as before, also:", "earlier orders"),
    ("Orders as before, also:", "earlier orders"),
    ("My orders as previously, and:", "earlier orders"),
    ("The roads are dry. Orders, should the French come:", "condition"),
    ("If Austria attacks:", "condition"),
    ("Should the Danes land:", "condition"),
    ("Orders unless peace is signed:", "condition"),
    ("In case of war with Russia:", "condition"),
    ("Orders for when the Swedes come:", "condition"),
]


@pytest.mark.parametrize("rules_id", sorted(_BELOW))
@pytest.mark.parametrize("heading,why", ASKED)
def test_the_heading_is_asked_and_the_orders_below_read(rules_id, heading, why):
    nation, where, order = _BELOW[rules_id]
    sheet = sheet_of(rules_id, nation, where, f"{heading}\n{order}")
    whole = any(p.line == 1 and order in p.text for p in sheet.problems)   # classic's 'if ... then ...': one order
    assert any(p.line == 1 for p in sheet.problems), (sheet.problems, sheet.chatter)   # asked, or refused by the grammar
    assert whole or len(sheet.orders) == 1, (sheet.orders, sheet.problems)
    assert not any(c.line == 1 for c in sheet.chatter), sheet.chatter


@pytest.mark.parametrize("rules_id", sorted(_BELOW))
@pytest.mark.parametrize("tail", ["Otherwise orders as before.", "All other orders remain unchanged."])
def test_the_earlier_orders_said_after_the_orders_are_asked(rules_id, tail):
    nation, where, order = _BELOW[rules_id]
    sheet = sheet_of(rules_id, nation, where, f"{order}\n{tail}")
    assert any(p.line == 2 for p in sheet.problems), (sheet.problems, sheet.chatter)
    assert len(sheet.orders) == 1


# Near misses: headings that say nothing of the orders, manners, a reason, a word quoted: talk as before.
TALK = [
    "Orders as follows:",
    "Orders below:",
    "Hello GM. Orders:",
    "Orders, if possible:",
    "Orders (again, in case the first did not come through):",
    'A friend explained the "if" orders to me so:',
    "Standing orders: unchanged",
    "My orders for this turn:",
]


@pytest.mark.parametrize("rules_id", sorted(_BELOW))
@pytest.mark.parametrize("heading", TALK)
def test_a_heading_saying_nothing_of_the_orders_stays_talk(rules_id, heading):
    nation, where, order = _BELOW[rules_id]
    sheet = sheet_of(rules_id, nation, where, f"{heading}\n{order}")
    assert not any(p.line == 1 and p.reason in (_AGAIN, _UNDER) for p in sheet.problems), sheet.problems
    assert len(sheet.orders) == 1


@pytest.mark.parametrize("heading,reason", [
    ("Sorry, the mail bounced. Orders as before, also:", _AGAIN),
    ("The roads are dry. Orders, should the French come:", _UNDER),
    ("Orders for when the Swedes come:", _UNDER),
    ("If Austria attacks:", _UNDER),
])
def test_the_reason_says_what_the_heading_asks(heading, reason):
    sheet = sheet_of("eia", "Prussia", "prussia-land", f"{heading}\nII silesia -> saxony")
    assert [p.reason for p in sheet.problems if p.line == 1] == [reason]
    assert len(sheet.orders) == 1


def test_a_condition_with_no_order_below_is_left_alone():
    sheet = sheet_of("eia", "Prussia", "prussia-land", "II silesia -> saxony\nIf you have questions:")
    assert not any(p.line == 2 for p in sheet.problems), sheet.problems


def test_a_long_heading_reads_in_linear_time():
    sheet = sheet_of("eia", "Prussia", "prussia-land", "Orders" + " ," * 50000 + " if:\nII silesia -> saxony")
    assert len(sheet.orders) == 1


def test_quoted_earlier_mail_stays_quoted():
    sheet = sheet_of("eia", "Prussia", "prussia-land", "II silesia -> saxony\n\nOn Monday, Bob wrote:\n"
                                                       "> Orders as before, also:\n> If Austria attacks:")
    assert not sheet.problems and len(sheet.orders) == 1, sheet.problems
