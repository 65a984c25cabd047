"""Issue 22, round 16 (fresh21 misreads cl-28, eia-28): an order left to the GM's judgement in words of one's own
('the Cossacks do whatever the GM thinks best', 'the rest, whatever the GM thinks sensible') is refused and asked
in every ruleset, even as one sentence among orders on a line; a line that only speaks of thinking stays as it was."""

import pytest

from engine.words.judged_best import judged_best
from tests.orders.bundled import read


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Russia", "3 armies 89 -> 93\nand the rest, whatever the referee judges wise.",
     ["3 armies 89 -> 93"]),
    ("napoleonic", "spring-1805-war", "Austria", "B - Saxony\nThe squadron goes wherever the GM deems fit.",
     ["B - Saxony"]),
    ("succheesion", "start", "Stilwen", "Build 1 Infantry in 6.\nThe frigates: as Your Excellency thinks most prudent.",
     ["build 1 Infantry in 6"]),
    ("eia", "russia-land", "Russia",
     "Corps I goes from Lithuania into Minsk. The Guard does whatever the umpire finds sensible, as ever.",
     ["corps I: Lithuania - Minsk"]),
])
def test_an_order_left_to_the_gms_judgement_is_asked(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    assert got == orders and len(problems) == 1, problems


@pytest.mark.parametrize("text, said", [
    ("and the rest, whatever the GM thinks sensible.", "whatever the GM thinks sensible"),
    ("the fleet goes wherever the referee judges wise", "wherever the referee judges wise"),
    ("corps C: as Your Excellency deems fit", "as Your Excellency deems fit"),
    ("the rest as you think is most prudent", "as you think is most prudent"),
    ("The Cossacks do whatever the thinks best", "whatever the thinks best"),     # the GM taken out as an address
    ("I think the best move is to attack", None),
    ("What the GM thinks of it is his affair.", None),
    ("as I see it, the best plan is to wait", None),
    ("whatever happens, we hold", None),
    (" " * 2000, None),
    ("whatever the " * 500, None),
])
def test_the_words_that_leave_it_to_the_gm(text, said):
    assert judged_best(text) == said
