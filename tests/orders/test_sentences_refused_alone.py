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
    "Tell Olaf his 3 goats are safe.",
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


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "start", "Ottoman Empire", "Build one cavalry in Salonica to defend Macedonia.", ["build cavalry in Salonica"]),
    ("napoleonic", "start", "Ottoman Empire", "Raise two infantry in Angora to guard the Bosporus.",
     ["build 2 infantry in Angora"]),
    ("napoleonic", "start", "Ottoman Empire", "Salonica shall raise one division of cavalry for the defence of Macedonia.",
     ["build cavalry in Salonica"]),
    ("napoleonic", "start", "Ottoman Empire", "the province of Salonica shall raise one division of horse.",
     ["build cavalry in Salonica"]),
    ("napoleonic", "spring-1805-war", "France", "Corps A marches to the province of Flanders to meet the English.",
     ["A - Flanders"]),
    ("classic", "start", "Vikings", "2 armies 67 -> the region of 65", ["2 armies 67 -> 65"]),
])
def test_a_purpose_said_with_to_and_a_kind_of_place_before_a_name(rules_id, where, nation, text, orders):
    shown, sheet = checked(rules_id, nation, where, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "Prussia", "The corps A goes to Saxony and makes to see Franconia."),   # a scouting
    ("napoleonic", "start", "Ottoman Empire", "Raise two infantry in Angora to march to Bulgaria."),
])
def test_to_and_a_verb_of_an_order_is_never_set_aside_as_a_purpose(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems


def test_a_kind_of_place_is_never_a_misspelt_name():
    from tests.orders.bundled import sheet_of
    sheet = sheet_of("napoleonic", "Ottoman Empire", "start", "the province of Salonica shall raise one division of horse.")
    assert "Provence" not in str(sheet)
