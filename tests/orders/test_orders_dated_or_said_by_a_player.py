"""Issue 22, round 7 (napoleonic): a date or time of the game's calendar before an order ('Spring 1805, 12 March:
Corps D to Bavaria.', 'At dawn, corps D ...', 'Turn 1, evening: ...') and the player writing that part of a
shared nation's orders ('Marta says: ...', 'Dmitri (treasury): ...') are set aside; a nation or place before a
colon is never taken for a speaker; 'we ally with' is an alliance."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, where, text, orders", [
    ("Austria", "spring-1805-war", "Spring 1805, 12 March: Corps D to Bavaria.\n14 March: Corps A holds at Vienna.\n"
     "20 March: squadron 1 remains in the Gulf of Venice.", ["D - Bavaria", "A holds", "squadron 1 holds"]),
    ("Austria", "spring-1805-war", "At dawn, corps D marches into Bavaria", ["D - Bavaria"]),
    ("Austria", "spring-1805-war", "Turn 1, evening: E to Vienna", ["E - Vienna"]),
    ("France", "spring-1805-war", "March 3rd, 1805: corps E rides to Champagne", ["E - Champagne"]),
    ("Russia", "spring-1805-war", "Day 2: Corps B to Courland", ["B - Courland"]),
    ("Spain", "spring-1805-war", "Marta says: squadrons 1 and 2 go to the Strait of Gibraltar, squadron 4 to the Atlantic Ocean.",
     ["squadron 1 - Strait of Gibraltar", "squadron 2 - Strait of Gibraltar", "squadron 4 - Atlantic Ocean"]),
    ("Spain", "spring-1805-war", "Pablo writes: corps D to Oporto", ["D - Oporto"]),
    ("Russia", "start", "Dmitri (treasury): 2 infantry at Smolensk", ["build 2 infantry in Smolensk"]),
    ("Russia", "start", "Olga (diplomacy): we ally with Prussia", ["alliance with Prussia"]),
    ("Prussia", "start", "We ally with Russia and Austria", ["alliance with Russia", "alliance with Austria"]),
])
def test_a_date_or_a_speaker_before_an_order_is_set_aside(nation, where, text, orders):
    assert read("napoleonic", where, nation, text) == (orders, [])


def test_a_place_before_a_colon_is_no_speaker():
    assert read("napoleonic", "start", "France", "Paris: 2 infantry") == (["build 2 infantry in Paris"], [])


def test_what_follows_a_date_is_still_read_whole():
    shown, problems = read("napoleonic", "spring-1805-war", "Austria", "12 March: Corps D to Narnia")
    assert shown == [] and problems
