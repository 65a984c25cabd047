"""Issue 22, round 7 (napoleonic phone family): '2' typed for 'to' after a unit or after 'frm PLACE' ('c 2
lombardy', 'corps d frm smyrna 2 angora'), 'h' and 'hld' for 'holds' after a unit ('A h', 'sq1 h', 'Crps A:
hld'), a '/' between two units' orders, 'sry late' at the end. A stay said after another unit's move is never
that corps' hold ('Corps D to Angora. Sq1 stays.'), and a squadron typed as 'sq4' is never chatter."""

import pytest

from engine.words.shorthand import in_full
from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Ottoman Empire", "corps d frm smyrna 2 angora pls. sq1 stays. thx gm sry late",
     ["D Smyrna - Angora", "squadron 1 holds"]),
    ("Austria", "c 2 lombardy. d stays. b 2 saxony pls thx", ["C - Lombardy", "D holds", "B - Saxony"]),
    ("France", "e 2 champagne n d 2 baden", ["E - Champagne", "D - Baden"]),
    ("Russia", "corps b frm lithuania 2 courland ty", ["B Lithuania - Courland"]),
    ("Denmark", "a frm holstein 2 hanover, b h", ["A Holstein - Hanover", "B holds"]),
    ("Spain", "Corps C 2 Aragon pls", ["C - Aragon"]),
    ("Ottoman Empire", "b 2 serbia. sq2 h. sorry late", ["B - Serbia", "squadron 2 holds"]),
    ("Russia", "sq3 2 eastern black sea thx", ["squadron 3 - Eastern Black Sea"]),
    ("Naples", "A h / B h", ["A holds", "B holds"]),
    ("France", "sq4 h / sq5 h", ["squadron 4 holds", "squadron 5 holds"]),
    ("Ottoman Empire", "Crps A: hld", ["A holds"]),
    ("Austria", "sq1 hld", ["squadron 1 holds"]),
    ("Ottoman Empire", "hi gm corps a 2 bulgaria corps d 2 angora thx", ["A - Bulgaria", "D - Angora"]),
    ("Russia", "hey corps b 2 courland corps g 2 kharkov sq 3 holds", ["B - Courland", "G - Kharkov", "squadron 3 holds"]),
    ("Great Britain", "sq 8 2 gulf of cadiz pls n sq 10 stays", ["squadron 8 - Gulf of Cadiz", "squadron 10 holds"]),
])
def test_a_phone_typed_route_or_hold_reads_as_the_order(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


@pytest.mark.parametrize("text", [
    "build 2 inf vienna",                   # a count before a unit word: never 'to'
    "give 2 gold to prussia",
    "transfer 2 cav from a to b",
])
def test_a_2_that_counts_stays_a_count(text):
    full = in_full(text)
    assert full is None or " to " not in full.replace(" to prussia", "").replace(" to b", "")


def test_a_unit_word_inside_an_order_starts_no_new_one():
    assert in_full("transfer 1 inf from corps a to corps b") is None


def test_an_h_before_more_words_is_a_corps_not_holds():
    assert in_full("h 2 saxony") == "H to saxony"          # corps H goes to Saxony
    assert "holds" not in (in_full("transfer 1 inf from b to h") or "")    # the letter of a new corps


@pytest.mark.parametrize("nation, text, orders", [
    ("Ottoman Empire", "Corps D to Angora. Sq1 stays.", ["D - Angora", "squadron 1 holds"]),
    ("Ottoman Empire", "Corps D to Angora. Squadron 2 stays.", ["D - Angora", "squadron 2 holds"]),
    ("France", "Corps E to Champagne, squadron 4 stays.", ["E - Champagne", "squadron 4 holds"]),
])
def test_a_stay_after_a_corps_move_is_not_that_corps_hold(nation, text, orders):
    shown, problems = read("napoleonic", "spring-1805-war", nation, text)
    assert shown == orders or problems          # read, or asked: never the corps held


@pytest.mark.parametrize("nation, text", [
    ("Ottoman Empire", "Corps D to Angora. Zz stays."),
    ("France", "Corps E into Champagne; it stays."),
    ("Russia", "Corps B towards Courland. Then stays."),
])
def test_a_stay_after_a_move_never_turns_the_move_into_a_hold(nation, text):
    shown, problems = read("napoleonic", "spring-1805-war", nation, text)
    assert not any(o.endswith(" holds") and not o.startswith("squadron") for o in shown)


def test_a_squadron_typed_in_one_word_is_never_chatter():
    shown, problems = read("napoleonic", "spring-1805-war", "France", "sq4 x")
    assert shown == [] and len(problems) == 1
