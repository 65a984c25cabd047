"""An order only a nation gives (war, peace, alliance, gifts), said of 'they' or 'he': another nation's act, never
the writer's order. 'declare war on Spain, they're declaring war on France anyway' gave the writer a second
declaration of war (a misread in napoleonic and eia, round 19's notes); 'they declare war on Ubliko' and 'He offers
an alliance to Prussia' read as the writer's orders. The piece is refused now; the GM asks. The writer's own
('we', a ruler of his nation, nothing) still reads."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, where, nation, text, never", [
    ("napoleonic", "start", "Russia", "declare war on Ottoman Empire, they're declaring war on Austria",
     "declare war on Austria"),
    ("napoleonic", "start", "Russia", "He offers an alliance to Prussia", "alliance with Prussia"),
    ("napoleonic", "start", "Spain", "Alliance with France. She declares war on Portugal too.", "declare war on"),
    ("eia", "start", "Russia", "declare war on Turkey, they're declaring war on Sweden", "declare war on Sweden"),
    ("eia", "start", "Russia", "he declares war on Sweden", "declare war on Sweden"),
    ("succheesion", "start", "Stilwen", "they declare war on Ubliko", "declare war on Ubliko"),
    ("succheesion", "start", "Stilwen", "He declares war on Ubliko", "declare war on Ubliko"),
    ("classic", "start", "Russia", "they buy 2 armies in 12", "buy 2 armies in 12"),
    # another nation's council or ruler as the subject (found by round 20's helper Dc)
    ("napoleonic", "start", "France", "The Prussian Council gives 5 gold to Austria.", "give 5 gold"),
    ("napoleonic", "start", "France", "His Catholic Majesty shall raise two divisions of infantry in Paris.", "build"),
    ("succheesion", "start", "Berdain", "The Maustrian Council shall declare war on Randomia.", "declare war"),
])
def test_an_act_said_of_a_third_person_is_never_the_writers_order(rules_id, where, nation, text, never):
    shown, sheet = checked(rules_id, nation, where, text)
    assert not any(line.startswith(never) for line in shown), shown
    assert sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text, order", [
    ("napoleonic", "start", "Russia", "we declare war on Ottoman Empire", "declare war on Ottoman Empire"),
    ("napoleonic", "start", "Russia", "The Emperor offers an alliance to Prussia", "alliance with Prussia"),
    ("eia", "start", "Russia", "we declare war on Sweden", "declare war on Sweden"),
    ("succheesion", "start", "Stilwen", "We declare war on Ubliko", "declare war on Ubliko"),
    ("napoleonic", "start", "Spain", "His Catholic Majesty shall raise two divisions of infantry in Madrid.",
     "build 2 infantry in Madrid"),
    ("succheesion", "start", "Maustria", "The Maustrian Council shall declare war on Randomia.",
     "declare war on Randomia"),
    ("napoleonic", "start", "France", "We ally with His Catholic Majesty of Spain", "alliance with Spain"),
])
def test_the_writers_own_act_still_reads(rules_id, where, nation, text, order):
    shown, sheet = checked(rules_id, nation, where, text)
    assert order in shown and not sheet.problems, (shown, sheet.problems)
