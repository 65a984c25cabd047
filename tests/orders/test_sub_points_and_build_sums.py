"""Issue 22, round 7: a list's sub-points ('1a. ', '2b) ', '1.2 ', 'a) ', '(c) ') are labels like '1. ', never
words of the order; a veteran's build written as a sum without its '+' ('2i Vie, 1c Bud') is a build, and a
line in that shape that does not read is refused, never set aside as talk."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("text, orders", [
    ("1b. corps B to Serbia", ["B - Serbia"]),
    ("1b) corps B to Serbia", ["B - Serbia"]),
    ("2a. squadron 1 to the Aegean Sea", ["squadron 1 - Aegean Sea"]),
    ("b) corps B to Serbia", ["B - Serbia"]),
    ("(c) D - Angora", ["D - Angora"]),
    ("1.2 corps B to Wallachia", ["B - Wallachia"]),
    ("3c. A holds", ["A holds"]),
    ("12b) E holds", ["E holds"]),
    ("Sublime Porte, spring:\n1. Army\n   1a. corps A holds Stamboul\n   1b. corps B to Serbia\n2. Navy\n"
     "   2a. squadron 1 to the Aegean Sea", ["A holds", "B - Serbia", "squadron 1 - Aegean Sea"]),
])
def test_a_sub_point_label_is_left_out(text, orders):
    assert read("napoleonic", "spring-1805-war", "Ottoman Empire", text) == (orders, [])


def test_a_capital_letter_with_a_bracket_is_not_taken_for_a_label():
    shown, problems = read("napoleonic", "spring-1805-war", "Ottoman Empire", "A) Angora")
    assert shown != [] or problems          # corps A, or asked: never 'Angora' read alone


@pytest.mark.parametrize("nation, text, orders", [
    ("Austria", "2i Vie, 1c Bud, 1a Pra. ally Rus. thats all",
     ["build 2 infantry in Vienna", "build cavalry in Buda", "build artillery in Prague", "alliance with Russia"]),
    ("Austria", "2i Vie", ["build 2 infantry in Vienna"]),
    ("Russia", "1c Moscow, 2i Kiev", ["build cavalry in Moscow", "build 2 infantry in Kiev"]),
    ("Prussia", "2inf Silesia", ["build 2 infantry in Silesia"]),
    ("France", "1art Paris, 1cav Paris", ["build artillery in Paris", "build cavalry in Paris"]),
    ("Ottoman Empire", "1i Salonica", ["build infantry in Salonica"]),
    ("Spain", "2i madrid", ["build 2 infantry in Madrid"]),
    ("Denmark", "1i Holstein. ally GB", ["build infantry in Holstein", "alliance with Great Britain"]),
])
def test_a_build_written_as_a_sum_without_its_plus_is_a_build(nation, text, orders):
    assert read("napoleonic", "start", nation, text) == (orders, [])


@pytest.mark.parametrize("text", ["2i Narnia", "3c Atlantis, 1i Vie"])
def test_a_sum_that_does_not_read_is_refused_not_dropped(text):
    shown, problems = read("napoleonic", "start", "Austria", text)
    assert problems
