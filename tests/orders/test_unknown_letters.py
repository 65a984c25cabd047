"""A unit's letter the nation does not have, said as the subject of a sentence ('H is a new corps, it stays in
Picardy with B'): never passed over so that another unit the sentence names ('with B') takes the order. Only where
units go by letters: 'Y make peace with Maustria' (Spanish 'y') in succheesion is no unit."""

from tests.orders.bundled import checked


def test_a_new_corps_letter_is_never_passed_over_for_the_unit_beside_it():
    for text in ("Transfer 1 infantry from B to H.\nH is a new corps, it stays in Picardy with B.",
                 "Transfer 1 infantry from B to K.\nK will stay beside B in Picardy.",
                 "Z marches to Flanders with B."):
        orders, sheet = checked("napoleonic", "France", "spring-1805-war", text)
        assert "B holds" not in orders and "B - Flanders" not in orders, (text, orders)


def test_a_capital_letter_is_no_unit_where_units_have_no_letters():
    orders, _ = checked("succheesion", "Adoen", "start", "Y make peace with Maustria, por favor.")
    assert orders == ["make peace with Maustria"]
