"""A list said again with a change (round 21, helper Ns): the change keeps some units home ('except the frigates stay
put': engine.words.changed_stays), changes one number ('invest 3 instead of 5': engine.words.changed_count), or is a
whole order read by itself on the line above the list ('but invest 3 ... instead': engine.words.changed_read, once two
investments read in silence). Near-misses stay asked: a stay naming no order of the list or two of them, a number no
order holds or two hold, a change that adds."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(rs, nation, text, pos="start"):
    board, state = position(rs, pos)
    rules = ruleset(rs)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return rules.format_orders(list(sheet.orders), state, board).splitlines(), sheet


@pytest.mark.parametrize("rs, nation, text, want", [
    ("succheesion", "Dunbarra", "Same list as Friday except the frigates stay put.\n--- earlier ---\n"
     "2 Frigates 52 -> 50\n3 units 35 -> 36\nbuild 1 Infantry in 35", ["3 units 35 -> 36", "build 1 Infantry in 35"]),
    ("classic", "Prussia", "Same as before but the ships stay.\n--- earlier ---\n2 ships E -> F\n2 armies 59 -> 58\n"
     "buy 1 ship in E", ["2 armies 59 -> 58", "buy 1 ship in E"]),
    ("succheesion", "Berdain", "Same as before but invest 3 instead of 5, the treasury wants a cushion.\n\n"
     "--- earlier ---\ninvest 5 cheese in trade with Maustria\n4 units 38 -> 40",
     ["invest 3 cheese in trade with Maustria", "4 units 38 -> 40"]),
    ("classic", "Prussia", "Same as before but give 3 instead of 5.\n--- earlier ---\ngive 5 gold to Russia\n"
     "2 armies 59 -> 58", ["give 3 gold to Russia", "2 armies 59 -> 58"]),
    ("succheesion", "Berdain", "Same as before but invest 3 cheese in trade with Maustria instead.\n--- earlier ---\n"
     "invest 5 cheese in trade with Maustria\n4 units 38 -> 40", ["invest 3 cheese in trade with Maustria",
                                                                   "4 units 38 -> 40"]),
    ("classic", "Prussia", "Same as before but give 4 gold to Russia instead.\n--- earlier ---\ngive 5 gold to Russia\n"
     "2 armies 59 -> 58", ["give 4 gold to Russia", "2 armies 59 -> 58"]),
])
def test_the_change_is_applied(rs, nation, text, want):
    shown, sheet = _read(rs, nation, text)
    assert sorted(shown) == sorted(want) and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rs, nation, text", [
    ("succheesion", "Dunbarra", "Same as before but the galleons stay.\n--- earlier ---\n2 Frigates 52 -> 50\n"
     "3 units 35 -> 36"),                                   # no galleons in the list
    ("succheesion", "Dunbarra", "Same as before but the infantry stays.\n--- earlier ---\n2 Frigates 52 -> 50\n"
     "build 1 Infantry in 35"),                             # a build is no move: never taken out by a stay
    ("succheesion", "Berdain", "Same as before but invest 3 instead of 7.\n--- earlier ---\n"
     "invest 5 cheese in trade with Maustria\n4 units 38 -> 40"),     # no order had 7
    ("classic", "Prussia", "Same as before but give 3 instead of 5.\n--- earlier ---\ngive 5 gold to Russia\n"
     "give 5 gold to Austria"),                             # two orders had 5
    ("succheesion", "Berdain", "Same as before but invest 3 cheese in trade with Stilwen instead.\n--- earlier ---\n"
     "invest 5 cheese in trade with Maustria\n4 units 38 -> 40"),     # which order it replaces: not said
])
def test_a_change_that_does_not_fit_is_asked(rs, nation, text):
    shown, sheet = _read(rs, nation, text)
    assert sheet.problems, shown


def test_a_change_that_adds_leaves_the_list():
    shown, sheet = _read("succheesion", "Berdain", "Same as before, plus invest 3 cheese in trade with Stilwen.\n"
                         "--- earlier ---\ninvest 5 cheese in trade with Maustria\n4 units 38 -> 40")
    assert "invest 5 cheese in trade with Maustria" in shown and "invest 3 cheese in trade with Stilwen" in shown
