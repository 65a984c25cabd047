"""'There' naming the one place said before it (round 22, helper Nc, engine/words/meaning/there_said.py): a fleet
named where it stands, then told to act 'there', is read by meaning; a 'there' with no place before it, after two
places, in a condition, a question, a negation, a report or a plan stays refused or asked, never read."""

import pytest

from engine.words.meaning.there_said import deferred, given_place, names_place
from tests.orders.bundled import checked


def test_the_shape():
    low = "my galleons in the fondue sea attack maustria there".split()
    assert deferred(low, len(low) - 1)
    assert names_place(8, [3, 4, 5], ["13"])
    assert not names_place(8, [3, 4, 5, 9], ["13", "14"])      # two places: which?
    assert not names_place(2, [3, 4, 5], ["13"])                # no place before it
    assert not deferred("if they are there".split(), 3)
    assert not deferred("from there they go".split(), 1)
    assert not deferred("there are 4 units".split(), 0)
    assert given_place("attacks the Prussians there.", ["D"], "Kattegat") == "attacks the Prussians in Kattegat"
    assert given_place("attacks the Prussians there.", ["D", "E"], "Western Baltic") == "attacks the Prussians there."
    assert given_place("go out there", ["D"], "Kattegat") == "go out there"
    assert deferred(("a " * 50_000 + "there").split(), 50_000)


@pytest.mark.parametrize("rules, nation, text, want", [
    ("succheesion", "Crimsonia", "hi gm. my galleons in the fondue sea attack maustria there", ["attack Maustria in 13"]),
    ("succheesion", "Maustria", "The squadron in the Fondue Sea engages the Crimsonian ships there.",
     ["attack Crimsonia in 13"]),
    ("succheesion", "Berdain", "2. frigate in Brie Bight do blockade there", ["blockade 51 with the fleet in 51"]),
    ("succheesion", "Maustria", "At sea, the squadron in the Fondue Sea lifts its blockade and attacks the "
     "Crimsonian galleons there.", ["end blockade 13", "attack Crimsonia in 13"]),
    ("classic", "Vikings", "The longships in the Kattegat attack the Prussians there.", ["4 ships D attack Prussia"]),
    ("succheesion", "Dunbarra", "Treasurer: more cheese from Skerries, raise it there.", ["raise cheese in 37"]),
    ("succheesion", "Randomia", "Chance Hills has good grass: raise cheese there.", ["raise cheese in 16"]),
])
def test_there_is_the_place_said_before(rules, nation, text, want):
    shown, sheet = checked(rules, nation, "start", text)
    assert sorted(shown) == sorted(want), (shown, sheet.problems)
    assert not sheet.problems


@pytest.mark.parametrize("rules, nation, text", [
    ("succheesion", "Crimsonia", "my galleons in the fondue sea attack maustria if they are there"),
    ("succheesion", "Crimsonia", "my galleons in the fondue sea do not attack maustria there"),
    ("succheesion", "Crimsonia", "should my galleons in the fondue sea attack maustria there?"),
    ("succheesion", "Crimsonia", "my galleons in the fondue sea attacked maustria there last turn"),
    ("succheesion", "Crimsonia", "my galleons in the fondue sea will attack maustria there next turn"),
    ("succheesion", "Crimsonia", "the maustrian galleons in the fondue sea attack us there"),
    ("succheesion", "Crimsonia", "there my galleons attack maustria"),
    ("succheesion", "Crimsonia", "the galleons go there and attack maustria"),
    ("classic", "Vikings", "The longships in the Kattegat attack the Prussians if they are there."),
    ("succheesion", "Randomia", "more cheese from Chance Hills, raise it there if the harvest is good."),
    ("succheesion", "Randomia", "Maustria has Adoen Crown; raise cheese there."),
    ("succheesion", "Randomia", "We raised cheese in Chance Hills last turn, raise it there again."),
])
def test_near_misses_stay_refused(rules, nation, text):
    shown, sheet = checked(rules, nation, "start", text)
    assert sheet.problems, shown
    assert not any("attack" in s for s in shown), shown
