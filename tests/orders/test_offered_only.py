"""Orders a ruleset only offers as the nearest readings of a refused line, never reads (Meaning.offers): the
GM is one click from them, and a line that reads still reads as before."""

import pytest

from tests.orders.test_nearest_readings import _choices
from engine.rulesets import ruleset
from tests.corpus.positions import position


@pytest.mark.parametrize("where, nation, text, offered", [
    # a transfer of divisions to a new corps named by its letter, the corps named by its province
    ("start", "Austria", "Please detach two infantry divisions out of the Vienna corps into a fresh corps K",
     "transfer 2 infantry from A to K"),
    ("start", "Austria", "the Lemberg corps is to hand one infantry over to a brand new corps H",
     "transfer 1 infantry from F to H"),
    # between two corps in one province: the scouting cavalry rides as cavalry
    ("start", "France", "Reassign the scouting cavalry of corps A to corps B and hold the rest",
     "transfer 1 scouting cavalry from A to B"),
])
def test_a_refused_napoleonic_transfer_is_offered(where, nation, text, offered):
    assert offered in _choices("napoleonic", where, nation, text)


def test_the_offer_reads_as_the_grammar_reads_it():
    rules = ruleset("napoleonic")
    board, state = position("napoleonic", "start")
    sheet = rules.check_orders(rules.parse_orders("transfer 2 infantry from A to K", "Austria", state, board),
                               state, board)
    assert len(sheet.orders) == 1 and not sheet.problems


@pytest.mark.parametrize("rules_id, where, nation, text, offered", [
    # gold to the nation the same message allies with: allowed beside the alliance, never alone
    ("napoleonic", "spring-1805-war", "France",
     "alliance with Spain\nas a token of friendship we send 5 gold to Spain, and D holds quietly",
     "give 5 gold to Spain"),
    ("napoleonic", "start", "Prussia",
     "We ally with Russia.\nAs a gesture of goodwill we donate 4 gold to Russia from our coffers",
     "give 4 gold to Russia"),
    # classic: gold is only offered, never read by meaning (the giver and the receiver are the GM's to tell)
    ("classic", "start", "France", "Our treasury grants Spain 2 gold in friendship, with love", "give 2 gold to Spain"),
])
def test_gold_is_offered(rules_id, where, nation, text, offered):
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    assert offered in [c for p in sheet.problems for c in p.choices]
    assert offered not in rules.format_orders(list(sheet.orders), state, board).splitlines()


def test_gold_to_a_nation_not_allied_is_not_offered_alone():
    assert "give 5 gold to Spain" not in _choices("napoleonic", "spring-1805-war", "France",
                                                  "as a token of friendship we send 5 gold to Spain, with love")


@pytest.mark.parametrize("text, offered", [
    # EiA: an attack where the message's march ends, allowed beside that march
    ("corps II: Alsace - Baden\nwe attack in Baden thereafter, full force", "attack Baden"),
    ("corps II: Alsace - Baden\nonce there, assault Baden at dawn with all of them", "attack Baden"),
])
def test_an_attack_where_a_march_ends_is_offered(text, offered):
    rules = ruleset("eia")
    board, state = position("eia", "france-land")
    sheet = rules.check_orders(rules.parse_orders(text, "France", state, board), state, board)
    assert offered in [c for p in sheet.problems for c in p.choices]


def test_an_attack_where_no_march_ends_is_not_offered():
    assert "attack Baden" not in _choices("eia", "france-land", "France", "we attack in Baden thereafter, full force")


@pytest.mark.parametrize("nation, text, offered", [
    # a clause that says 'not' is offered the order not to do what it says, never the order to do it
    ("Russia", "Our Baltic fleet will not intercept, whatever the English try; trust me on this",
     "fleet Baltic: do not intercept"),
    ("Great Britain", "My lords, the Channel fleet should not intercept; trust me on this",
     "fleet Channel: do not intercept"),
])
def test_a_fleet_told_not_to_intercept_is_offered_that(nation, text, offered):
    choices = _choices("eia", "start", nation, text)
    assert offered in choices and offered.replace("do not ", "") not in choices


def test_a_clause_that_says_not_is_offered_nothing_else():
    assert _choices("eia", "start", "Great Britain", "Let it be known the Channel fleet does not sail, my lords") == []
