"""Issue 22, round 6: an answer under the GM's quoted question that leaves out the units or says 'they'/'it'
('> your ships in E have been idle.' over 'They sail to the Baltic, F.', '> The ships?' over 'Stay in I.') is read
with the units the question names, said on the receipt; a question naming several groups gives no units."""

import pytest

from engine.words.answers import units_asked, with_units
from tests.orders.bundled import checked

READ = [
    ("Russia", "start", "> 1) Russia, what does the ship in H do?\nIt sails to G.\n> 2) Anything from St Petersburg?\n"
     "Yes: 2 armies 86 -> 73.\n> 3) Gold?\nKeep it.", ["1 ship H -> G", "2 armies 86 -> 73"]),
    ("Austria", "start", "[quote=GM]Austria, your fleet of 1 ship in U has no orders.[/quote]\nIt sails to V.",
     ["1 ship U -> V"]),
    ("Prussia", "start", "> GM: Prussia, your ships in E have been idle.\nThey sail to the Baltic, F.", ["2 ships E -> F"]),
    ("Britain", "britons-aboard", "> The ships?\nStay in I.", []),
    ("Vikings", "start", "> GM: Vikings, your fleet?\nStays in D and escapes if attacked.", ["4 ships D, escape"]),
    ("Spain", "start", "> Spain, what about your ships in N?\nSail to L please.", ["2 ships N -> L"]),
    ("Turkey", "start", "> GM: and the fleet in M?\nIt goes to P.", ["2 ships M -> P"]),
    ("Prussia", "start", "> Prussia: your armies in 63?\nThey march to 62.", ["all armies 63 -> 62"]),
]


@pytest.mark.parametrize("nation, where, message, orders", READ)
def test_an_answer_under_a_quoted_question_is_read_with_its_units(nation, where, message, orders):
    got, sheet = checked("classic", nation, where, message)
    assert sheet.problems == () and got == orders


ASKED = [
    ("Prussia", "> GM: your ships in E and your armies in 63?\nThey sail to F."),   # two groups: whose?
    ("Prussia", "They sail to F."),                                                 # no question above
    ("Prussia", "> GM: your ships in E?\nPrussia here.\nThey sail to F."),          # not just under the question
]


@pytest.mark.parametrize("nation, message", ASKED)
def test_an_answer_with_no_one_group_of_units_asked_just_above_is_refused(nation, message):
    _, sheet = checked("classic", nation, "start", message)
    assert sheet.problems


def test_the_units_are_taken_from_one_group_only_and_put_before_the_answer():
    assert units_asked("> GM: Prussia, your ships in E have been idle.") == "the ships in E"
    assert units_asked("> The ships?") == "the ships"
    assert units_asked("> your ships in E and your armies in 63?") is None
    assert with_units("No, they sail to L.", "the ships in N") == "the ships in N sail to L."
    assert with_units("Prussia sails to F", "the ships in E") is None


QUOTED_OWN = [   # the player's own earlier order quoted, and said to stand, beside new orders
    ("Austria", "[quote=GM]Austria, your fleet of 1 ship in U has no orders.[/quote]\nIt sails to V.\n"
                "[quote=Austria, yesterday]3 armies 76 -> 77[/quote]\nThat stands.", ["1 ship U -> V", "3 armies 76 -> 77"]),
    ("Prussia", "> 3 armies 58 -> 57\nThis stands.\n2 ships E -> F", ["3 armies 58 -> 57", "2 ships E -> F"]),
    ("Prussia", "2 ships E -> F\n> 3 armies 58 -> 57\nthose stand", ["3 armies 58 -> 57", "2 ships E -> F"]),
]


@pytest.mark.parametrize("nation, message, orders", QUOTED_OWN)
def test_a_quoted_order_said_to_stand_is_taken_beside_new_orders(nation, message, orders):
    got, sheet = checked("classic", nation, "start", message)
    assert sheet.problems == () and sorted(got) == sorted(orders)


def test_a_quoted_order_not_said_to_stand_is_never_taken():
    got, sheet = checked("classic", "Prussia", "start", "> 3 armies 58 -> 57\n2 ships E -> F")
    assert got == ["2 ships E -> F"]


def test_an_answer_that_lands_armies_is_never_chatter():
    _, sheet = checked("classic", "Britain", "britons-aboard",
                       "> GM: Britain, two armies are aboard your ships in I. Where do they go?\nAshore in 22.")
    assert any("Ashore" in p.text for p in sheet.problems)
