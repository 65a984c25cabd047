"""A line of several sentences read by meaning: a sentence it cannot take is refused by itself and the
others read, as the grammar does sentence by sentence, unless it may take back, change or condition them
(a doubt, a condition, a correction, a pronoun going on with a unit). And a route said with arrows is never
read cut short: a step after an arrow that names nothing known leaves the sentence refused."""

import pytest

from tests.orders.bundled import checked

VESTLAND = ("Our two armies in 67 go north to 65, and our single army of Zealand stays at home. "
            "Our four ships will sail into E.")


@pytest.mark.parametrize("talk", [
    "Do not be afraid, they come to trade.",
    "Our skalds will sing of this for a hundred winters.",
])
def test_a_sentence_not_read_is_refused_alone_and_the_others_read(talk):
    shown, sheet = checked("classic", "Vikings", "start", f"{VESTLAND} {talk}")
    assert shown == ["2 armies 67 -> 65", "4 ships D -> E"]
    assert len(sheet.problems) == 1 and talk.rstrip(".") in sheet.problems[0].reason


@pytest.mark.parametrize("last", [
    "Our four ships will sail into E, unless the weather is foul.",            # a condition
    "Maybe our four ships sail into the Baltic near Zealand too.",             # a doubt
])
def test_a_sentence_that_may_change_the_others_leaves_the_line_refused(last):
    text = VESTLAND.rsplit(". ", 1)[0] + ". " + last
    shown, sheet = checked("classic", "Vikings", "start", text)
    assert shown == [] and sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("eia", "france-naval", "France", "toulon flt -> gulf of lion -> w med"),
    ("eia", "france-naval", "France", "The Toulon fleet -> Gulf of Lion -> the far blue yonder"),
    ("succheesion", "start", "Manarth", "our four frm manarth hold -> stepkas march -> da big rock"),
])
def test_a_route_is_never_read_cut_short_at_a_step_not_known(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == [] and sheet.problems
