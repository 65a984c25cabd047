"""A place's name between commas after its number ('3 armies from 76, Bohemia, to 78') confirms it, as a
note in brackets does; naming another place it is asked (fresh4: 76 is Vienna, Bohemia is 77), never read
with the name ignored."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("rules, nation, text", [
    ("classic", "Austria", "3 armies from 76, Bohemia, to 78"),
    ("classic", "Austria", "3 armies 76, Bohemia, -> 78"),
    ("classic", "Austria", "move 3 armies from 76, Bohemia, into 78"),
    ("classic", "Austria", "From 76, Bohemia, 3 armies go to 78."),
    ("succheesion", "Randomia", "4 units from 9, Madder Vale, to 4"),
    ("succheesion", "Randomia", "the 4 units in 9, Carmine, march to 4"),
])
def test_a_name_between_commas_that_is_not_the_number_is_asked(rules, nation, text):
    sheet = sheet_of(rules, nation, "start", text)
    assert written(rules, "start", sheet) == [] and sheet.problems


@pytest.mark.parametrize("rules, nation, text, said", [
    ("classic", "Austria", "3 armies from 77, Bohemia, to 78", None),          # the name agrees: the state judges
    ("succheesion", "Randomia", "4 units from 9, Rubygate, to 4", None),
    ("classic", "Austria", "buy 2 armies in 76, 3 armies 77 -> 78", None),      # a number after a comma: no name
])
def test_a_name_that_agrees_is_no_contradiction(rules, nation, text, said):
    sheet = sheet_of(rules, nation, "start", text)
    assert not any("between the commas" in p.reason for p in sheet.problems)
