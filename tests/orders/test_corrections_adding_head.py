"""'Change of plan, the Roman legion too: 1 army 36 -> 37': a correction whose words before the colon say
'too', 'also' or 'as well' adds the order after it, never replaces an unrelated order of the same kind
(engine.words.clauses.adds_on)."""

from engine.words.clauses import added, adds_on
from tests.orders.bundled import read


def test_the_adding_word_before_a_colon():
    assert adds_on("the Roman legion too: 1 army 36 -> 37")
    assert added("the Roman legion too: 1 army 36 -> 37") == "1 army 36 -> 37"
    assert adds_on("corps B as well: B - Flanders")
    assert not adds_on("the Roman legion: 1 army 36 -> 37")
    assert not adds_on("corps B too: not Flanders but Champagne")      # it changes an order


def test_an_order_added_in_a_correction_classic():
    shown, problems = read("classic", "start", "Italy",
                           "2 armies 38 -> 39\nChange of plan, the Roman legion too: 1 army 36 -> 37.")
    assert shown == ["2 armies 38 -> 39", "1 army 36 -> 37"] and problems == []
    shown, problems = read("classic", "start", "Italy", "2 armies 38 -> 39\nUpdate, the army at 36 as well: 1 army 36 -> 37.")
    assert shown == ["2 armies 38 -> 39", "1 army 36 -> 37"] and problems == []


def test_an_order_added_in_a_correction_napoleonic():
    shown, problems = read("napoleonic", "spring-1805-war", "France",
                           "A - Flanders\nChange of plan, corps B too: B - Flanders.")
    assert shown == ["A - Flanders", "B - Flanders"] and problems == []
    shown, problems = read("napoleonic", "spring-1805-war", "France", "A - Flanders\nCorrection, the Guard also: E - Champagne.")
    assert shown == ["A - Flanders", "E - Champagne"] and problems == []


def test_the_same_unit_added_again_is_asked():
    shown, problems = read("napoleonic", "spring-1805-war", "France", "A - Flanders\nChange of plan, corps A too: A - Champagne.")
    assert shown == [] and problems
