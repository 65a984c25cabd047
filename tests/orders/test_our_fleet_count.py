"""'Our fleet in S' is the fleet there, as 'the fleet in S' is: as many ships as the nation has in S
(docs/rules/classic.md); 'my ships' and 'all ships' stay 'all'."""

from tests.orders.bundled import checked


def test_our_fleet_is_counted_as_the_fleet_is():
    for text in ("Our fleet in the Tyrrhenian Sea sails to the Strait of Sicily.", "our fleet in S sails to T",
                 "The fleet in S sails to T.", "My fleet in S goes to T."):
        orders, _ = checked("classic", "Italy", "start", text)
        assert orders == ["2 ships S -> T"], (text, orders)
    orders, _ = checked("classic", "Italy", "start", "My ships in S sail to T.")
    assert orders == ["all ships S -> T"]
