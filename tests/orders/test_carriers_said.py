"""Ships carrying units, said in prose (round 22, helper Nc, engine/words/meaning/carriers.py): the ships named
where they stand ('our 2 galleons in the Fondue Sea') and counted by their own number beside the count of the units
they take aboard are the voyage's carriers, read by meaning; the units carried must stand in the port and be as
many as said."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, want", [
    ("Our 2 galleons in the Fondue Sea take the 4 units of Rubygate aboard, sail to Ricotta Lagoon and land them at "
     "Whiskerport.", "2 Galleons 13 -> 14 carrying 4 units from 9 to 24"),
    ("our two galleons in the Fondue Sea take 2 units from Rubygate, sail to the Ricotta Lagoon and put them on land at "
     "Adoen Shore (20).", "2 Galleons 13 -> 14 carrying 2 units from 9 to 20"),
    ("The two galleons in the Fondue Sea embark three units at Rubygate, cross to the Ricotta Lagoon and land them in "
     "Chance Hills.", "2 Galleons 13 -> 14 carrying 3 units from 9 to 16"),
])
def test_a_voyage_said_in_prose(text, want):
    shown, sheet = checked("succheesion", "Crimsonia", "start", text)
    assert shown == [want], (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    # more units than stand in Rubygate
    "Our 2 galleons in the Fondue Sea take 7 units of Rubygate aboard, sail to Ricotta Lagoon and land them at Whiskerport.",
    # the galleons are not in the Ricotta Lagoon
    "Our 2 galleons in the Ricotta Lagoon take 2 units of Rubygate aboard and land them at Whiskerport.",
    # a condition, a question, a plan for later
    "If Maustria attacks, our 2 galleons in the Fondue Sea take 2 units of Rubygate aboard and land them at Whiskerport.",
    "Could our 2 galleons in the Fondue Sea take 2 units of Rubygate aboard and land them at Whiskerport?",
    "Next turn our 2 galleons in the Fondue Sea take 2 units of Rubygate aboard and land them at Whiskerport.",
    # away from a sea: never through it
    "Our 2 galleons in the Fondue Sea take the 4 units of Rubygate aboard, sail away from Ricotta Lagoon and land them "
    "at Whiskerport.",
    # two numbers, neither the galleons': which is the count?
    "Our galleons in the Fondue Sea take 2 or 3 units of Rubygate aboard and land them at Whiskerport.",
])
def test_near_misses_are_never_read(text):
    shown, sheet = checked("succheesion", "Crimsonia", "start", text)
    assert sheet.problems, shown
    assert not any("carrying" in s for s in shown), shown
