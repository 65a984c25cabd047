"""Issue 22, round 7 (napoleonic, ALL CAPS and no spaces): sentences typed with no space after the full stop or
semicolon ('BUILD 2 INFANTRY IN MAGDEBURG.ALLIANCE WITH RUSSIA.GIVE 4 GOLD TO RUSSIA.') are each read; the line
is cut there (engine/words: marks typed without spaces); a sentence that does not read is refused beside the
others."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, where, text, orders", [
    ("Prussia", "start", "BUILD 2 INFANTRY IN MAGDEBURG.ALLIANCE WITH RUSSIA.GIVE 4 GOLD TO RUSSIA.",
     ["build 2 infantry in Magdeburg", "alliance with Russia", "give 4 gold to Russia"]),
    ("Prussia", "start", "build 2 infantry in Magdeburg.alliance with Russia", ["build 2 infantry in Magdeburg",
                                                                               "alliance with Russia"]),
    ("Prussia", "start", "build 2 infantry in Magdeburg;alliance with Russia", ["build 2 infantry in Magdeburg",
                                                                               "alliance with Russia"]),
    ("Russia", "spring-1805-war", "CORPS B TO COURLAND.CORPS G TO KHARKOV.", ["B - Courland", "G - Kharkov"]),
    ("Austria", "spring-1805-war", "D-Bavaria.A holds.sq1 holds", ["D - Bavaria", "A holds", "squadron 1 holds"]),
    ("France", "start", "ALLY SPAIN.BUILD 1 CAVALRY IN PARIS", ["alliance with Spain", "build cavalry in Paris"]),
    ("Spain", "spring-1805-war", "Corps C to Aragon.Squadron 3 to the Gulf of Lion.", ["C - Aragon",
                                                                                     "squadron 3 - Gulf of Lion"]),
    ("Denmark", "start", "build infantry in Holstein;alliance with Great Britain",
     ["build infantry in Holstein", "alliance with Great Britain"]),
])
def test_sentences_typed_without_a_space_are_each_read(nation, where, text, orders):
    assert read("napoleonic", where, nation, text) == (orders, [])


def test_a_run_on_sentence_that_does_not_read_is_refused():
    shown, problems = read("napoleonic", "start", "Prussia", "build 2 infantry in Magdeburg.alliance with Narnia")
    assert shown == ["build 2 infantry in Magdeburg"] and len(problems) == 1 and "Narnia" in problems[0]
