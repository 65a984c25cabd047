"""Issue 22 (named places and prose): the writer's capital said as 'the capital' ('leaves the capital',
'the capital's regiments', 'build 1 Militia in our capital'); a raise of cheese said in words ('Raise the
cheese of Randomia (region 15) by one'); 'found nothing new' founds nothing; 'leaves A and goes to B, then C'."""

import pytest

from tests.succheesion.helpers import read


SAID = [
    ("Stilwen", "All five of the capital's regiments, with the General, go to Carmine.", ["5 units and the General 6 -> 4"]),
    ("Stilwen", "Stilwen's army (5 and the General) leaves the capital and goes to Carmine, then Rubygate.",
     ["5 units and the General 6 -> 4 -> 9"]),
    ("Stilwen", "build 1 Militia in the capital", ["build 1 Militia in 6"]),
    ("Maustria", "Two Infantry in our capital city", ["build 2 Infantry in 21"]),
    ("Randomia", "The troops of my capital march to Chance Hills", ["13 units 15 -> 16"]),
    ("Randomia", "Raise the cheese of Randomia (region 15) by one, please, and found nothing new.", ["raise cheese in 15"]),
    ("Randomia", "raise cheese at Odds End by two", ["raise cheese in 42 by 2"]),
    ("Randomia", "Raise the cheese production of Randomia by 2 steps", ["raise cheese in 15 by 2"]),
    ("Randomia", "We found nothing new. Raise cheese in 42.", ["raise cheese in 42"]),
]


@pytest.mark.parametrize("nation, text, orders", SAID, ids=[t[:50] for _, t, _ in SAID])
def test_places_and_raises_said_in_words_are_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Randomia", "raise cheese in 15 by 2 if we can"),              # a condition the rules do not have
    ("Randomia", "Raise the cheese of Randomia (region 16) by one"),  # the number is another region's
    ("Adoen", "build 1 Militia in the capital"),                     # Adoen's capital is lost: not its region
])
def test_what_does_not_fit_is_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Manarth", "Our four companies leave Manarth Hold for Stepka's March, to stand with what is left of Adoen.",
     ["4 units 32 -> 18"]),
    ("Manarth", "The four companies leave Manarth Hold for Honour Peak, to guard what is left of our cheese.",
     ["4 units 32 -> 33"]),
    ("Randomia", "This turn we spend some of our cheese at home. Raise cheese in 15.", ["raise cheese in 15"]),
    ("Randomia", "Randomia will be spending its cheese at home. Raise cheese in 42.", ["raise cheese in 42"]),
])
def test_a_remark_beside_an_order_is_set_aside(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Manarth", "Our four companies leave Manarth Hold for Stepka's March, and the rest go to Honour Peak."),
    ("Randomia", "We spend 10 cheese on Infantry in Randomia. Raise cheese in 42."),
    ("Randomia", "We spend TP freely. Raise cheese in 42."),
])
def test_a_remark_that_may_order_is_refused(nation, text):
    shown, sheet = read(nation, text)
    assert sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Crimsonia", "The galleons of the League in the Fondue Sea attack the Maustrian fleet.", ["attack Maustria in 13"]),
    ("Crimsonia", "Our galleons of the Republican League in 13 attack the Maustrian ships there",
     ["attack Maustria in 13"]),
    ("Crimsonia", "The 2 galleons of the League in the Fondue Sea engage the Maustrian squadron.", ["attack Maustria in 13"]),
])
def test_ships_named_by_their_league_attack_at_sea(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())
