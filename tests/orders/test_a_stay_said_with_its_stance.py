"""A stay said with how the units meet a fight ('Our ships (2 in N) stay out of combat', 'stay clear of combat'):
never read by meaning as a bare stay, which dropped the stance in silence (a misread, 'units without orders hold');
read by the ruleset's own words ('2 ships N, no combat') or refused (engine.words.meaning.match)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text", [
    ("Spain", "Spain's turn. Our ships (2 in N) stay out of combat. 3 armies 14 -> 11."),
    ("Turkey", "Our ships (2 in M) stay out of the fighting."),
    ("Turkey", "My ships (in M) stay clear of combat."),
])
def test_the_stance_is_never_dropped_for_a_bare_stay(nation, text):
    shown, sheet = checked("classic", nation, "start", text)
    bare = [o for o in shown if o.endswith("holds")]
    assert not bare and (any(", no combat" in o for o in shown) or sheet.problems), (shown, sheet.problems)
    assert not any("read by meaning" in c.reason and "holds" in c.reason for c in sheet.chatter), sheet.chatter


def test_a_stay_said_with_a_fight_of_its_own_kind_still_reads():
    shown, sheet = checked("classic", "Turkey", "start", "Our fleet in the Aegean stays out of combat.")
    assert shown == ["2 ships M, no combat"], (shown, sheet.problems)
