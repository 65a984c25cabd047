"""Issue 22, round 7: an order is held back (asked) when another clause of its own line names the same unit
and cannot be read ('Corps D to Oporto. If the Portuguese have an army there, corps D holds instead.'): that
clause may change or replace it. Another unit's unread clause leaves the order standing."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text", [
    ("Spain", "Corps D to Oporto. If the Portuguese have an army there, corps D holds instead."),
    ("Spain", "Corps B goes to Alentejo; should the British land, corps B returns to Andalusia."),
    ("France", "E - Champagne. If Austria attacks Bavaria, corps E rides to Lorraine instead."),
    ("Russia", "Corps C marches to Kiev. In case the Turks move, corps C stays instead."),
    ("Prussia", "Corps D to Hanover, but if the French take Holland, corps D goes to Friesland."),
    ("Austria", "Corps D - Bavaria. Unless France is beaten there, corps D waits in Tyrol."),
    ("Ottoman Empire", "squadron 2 to the Sea of Candia. If the Russians sail, squadron 2 holds instead."),
    ("Naples", "Corps A to Rome. Should the Pope object, corps A stays home instead."),
])
def test_an_order_whose_unit_an_unread_clause_of_its_line_names_is_asked(nation, text):
    shown, problems = read("napoleonic", "spring-1805-war", nation, text)
    assert shown == [] and problems


def test_another_units_unread_clause_leaves_the_order_standing():
    shown, problems = read("napoleonic", "spring-1805-war", "Spain", "Corps D to Oporto. Corps C to Aragon unless it rains.")
    assert shown == ["D - Oporto"] and len(problems) == 1
