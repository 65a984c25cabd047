"""Issue 22, classic moves written as sentences by new writers: a sea's letter after its name, troops by
their flavour names ('janissaries', 'raiders'), a count in apposition ('all three'), ships whose sea the
state gives, sailors' verbs ('put out into', 'set sail for'), armies aboard going ashore, ships sailing
with the armies aboard, a garrison sent without a verb. Each gives exactly its orders or is refused."""

import pytest

from .bundled import bundled, words
from tests.corpus.positions import position

RULES, BOARD, STATE = bundled("classic")
_, ABOARD = position("classic", "britons-aboard")


def read(text, nation="France", state=STATE):
    sheet = words(RULES, text, nation, state, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.text for p in sheet.problems]


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "Our two ships in the Channel sail to the Irish Sea, J.", ["2 ships I -> J"]),
    ("France", "The fleet in the Channel sails to the Irish Sea (J). The armies of Paris go to Auvergne.",
     ["2 ships I -> J", "3 armies 21 -> 27"]),
    ("France", "The grenadiers of Lorraine, both of them, march to Belgica.", ["2 armies 24 -> 22"]),
    ("Turkey", "The janissaries of Constantinople, all three, shall go to Thrace (47).", ["3 armies 48 -> 47"]),
    ("Vikings", "The raiders of Viken sail over to Gotaland.", ["3 armies 68 -> 71"]),
    ("France", "Our fleet sails to the Irish Sea.", ["2 ships I -> J"]),
    ("Vikings", "My longships make for the Western Baltic (E).", ["4 ships D -> E"]),
    ("France", "Our ships put out into the Irish Sea.", ["2 ships I -> J"]),
    ("France", "The fleet in the Channel sets sail for the Bay of Biscay.", ["2 ships I -> K"]),
    ("Vikings", "Our longships weigh anchor for the Western Baltic.", ["4 ships D -> E"]),
    ("France", "The Paris garrison to Auvergne.", ["3 armies 21 -> 27"]),
    ("Russia", "The Smolensk garrison towards Minsk.", ["1 army 90 -> 91"]),
    ("France", "The army marches into Savoy.", ["1 army 25 -> 29"]),
])
def test_moves_written_as_sentences(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text, orders", [
    ("The two armies aboard our ships in the Channel go ashore in Belgica (22).", ["2 armies I -> 22"]),
    ("The armies aboard in the Channel land in Normandy.", ["2 armies I -> 20"]),
    ("Our men aboard the fleet come ashore at Flanders.", ["2 armies I -> 22"]),
    ("The fleet in I sails to the North Sea with the two armies still aboard.", ["3 ships I -> C"]),
    ("Our ships in the Channel sail to the Irish Sea with both armies aboard.", ["3 ships I -> J"]),
])
def test_armies_aboard_said_in_sentences(text, orders):
    assert read(text, "Britain", ABOARD) == (orders, [])


@pytest.mark.parametrize("nation, text", [
    ("France", "Our fleet sails to the Irish Sea, K."),            # the letter of another sea: which is meant?
    ("France", "Our armies march to Auvergne."),                  # from 21 or from 25?
    ("France", "2 ships I -> J, K"),
])
def test_sentences_that_leave_the_gm_a_question_are_refused(nation, text):
    orders, problems = read(text, nation)
    assert orders == [] and problems == [text]


def test_ships_sailing_with_more_armies_than_are_aboard_are_refused():
    text = "The fleet in I sails to the North Sea with three armies aboard."
    assert read(text, "Britain", ABOARD) == ([], [text])


def test_the_armies_that_could_march_are_named_when_several_could():
    sheet = words(RULES, "Our armies march to Auvergne.", "France", STATE, BOARD)
    assert "21" in sheet.problems[0].reason and "25" in sheet.problems[0].reason


@pytest.mark.parametrize("nation, text, orders", [
    ("Turkey", "A brace of ships from M sail to P.", ["2 ships M -> P"]),
    ("Turkey", "A brace of ships from M to P.", ["2 ships M -> P"]),
    ("France", "A couple of armies in Paris march to Auvergne.", ["2 armies 21 -> 27"]),
    ("France", "A pair of our ships in the Channel sail to the Irish Sea.", ["2 ships I -> J"]),
])
def test_a_count_said_with_a_noun_is_never_one(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text", ["Some armies in Paris march to Auvergne.", "A few of our armies in 21 go to 27.",
                                  "Several ships in I sail to J."])
def test_a_count_that_says_no_number_is_refused_never_all(text):
    assert read(text) == ([], [text])


@pytest.mark.parametrize("text, orders", [
    ("Send a pair of armies from Paris to Auvergne.", ["2 armies 21 -> 27"]),
    ("Both armies in Lorraine go to Belgica.", ["2 armies 24 -> 22"]),
    ("The lone army in Burgundy moves to Provence.", ["1 army 25 -> 29"]),
    ("All three armies in Paris march to 27.", ["3 armies 21 -> 27"]),
    ("Move the pair of ships from I to J.", ["2 ships I -> J"]),
    ("2 of my 3 armies in Paris go to Auvergne", ["2 armies 21 -> 27"]),
    ("Two of our three armies in Paris march to Auvergne.", ["2 armies 21 -> 27"]),
    ("Move both ships I -> J", ["2 ships I -> J"]),
    ("all 3 armies 21 -> 27", ["3 armies 21 -> 27"]),
    ("Buy a couple of ships in the Channel.", ["buy 2 ships in I"]),
])
def test_counts_in_words(text, orders):
    assert read(text) == (orders, [])


@pytest.mark.parametrize("nation, text, orders", [
    ("Vikings", "Both armies of Scania board the longships in D and land in Jutland (66).",
     ["2 armies 69 -> 66 via ships in D"]),
    ("Vikings", "The raiders of Scania take ship in the Kattegat and land in Jutland.",
     ["2 armies 69 -> 66 via ships in D"]),
    ("Vikings", "Both armies of Scania embark in the Kattegat and land in Jutland.", ["2 armies 69 -> 66 via ships in D"]),
    ("France", "The Normandy garrison crosses the Channel to Flanders.", ["2 armies 20 -> 22 via ships in I"]),
    ("France", "The armies of Normandy embark on our ships in the Channel and go ashore in Belgica.",
     ["2 armies 20 -> 22 via ships in I"]),
    ("France", "The armies of Normandy cross the Channel and land in Flanders.", ["2 armies 20 -> 22 via ships in I"]),
    ("France", "Ship the two armies from Normandy across the Channel to Flanders.", ["2 armies 20 -> 22 via ships in I"]),
    ("France", "Two armies cross from Normandy to Flanders.", ["2 armies 20 -> 22"]),
])
def test_landings_by_ship_in_sentences(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text", [
    "The Spanish fleet sails to the Bay of Biscay.",      # another nation's ships: never France's fleet in I
    "Spain's fleet sails to the Bay of Biscay.",
    "The fleet of Great Britain sails to the Irish Sea.",
    "Their fleet sails to the Irish Sea.",
    "The enemy fleet sails to the Irish Sea.",
])
def test_the_state_gives_a_start_only_to_the_writers_own_units(text):
    assert read(text) == ([], [text])


def test_the_writers_own_nation_may_be_named():
    assert read("The French fleet sails to the Irish Sea.") == (["2 ships I -> J"], [])
