"""A refused line that names a pact whole (its nation and its verb: an alliance, a war, a peace) offers that
pact one click away, whatever made the reader refuse it (a proposal, a condition, an odd turn of phrase);
a nation named alone, or a verb alone, offers no pact."""

import pytest

from tests.orders.test_nearest_readings import _choices


@pytest.mark.parametrize("rules_id, where, nation, text, offered", [
    ("napoleonic", "start", "Prussia", "The King proposes an alliance to Russia, with our warmest regards",
     "alliance with Russia"),
    ("napoleonic", "start", "Prussia", "Our envoy is to seek an alliance with Austria as soon as he can",
     "alliance with Austria"),          # 'Austria' is a province's name too
    ("succheesion", "start", "Adoen", "Peace with Maustria is what we seek (if they accept it)",
     "make peace with Maustria"),
    ("eia", "start", "Spain", "His Majesty intends, if the cabinet agrees, to ally with France", "ally with France"),
    ("eia", "start", "Spain", "Spain proposes an alliance to Russia", "ally with Russia"),
])
def test_a_pact_named_whole_is_offered(rules_id, where, nation, text, offered):
    assert offered in _choices(rules_id, where, nation, text)


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "start", "Prussia", "We send our love to Austria and march to Saxony"),
    ("eia", "start", "Spain", "The French envoy was charming at dinner, we hear"),
    ("succheesion", "start", "Adoen", "Peace, they say, is a fine thing (if it lasts)"),
])
def test_a_nation_or_a_verb_alone_offers_no_pact(rules_id, where, nation, text):
    assert not [c for c in _choices(rules_id, where, nation, text) if " with " in c or " war " in c]
