"""Issue 22, round 7 (fresh6 voices): orders said as done in a diary ('Today I sent corps III from Picardy to
Champagne', 'corps I I kept at Brandenburg'), as the end wanted ('I want corps I in East Anglia at the end of the
land step', "I'd like the Channel fleet to end up in the Bay of Biscay"), and written without a space after the
punctuation ('PORTUGAL:ALLY WITH GREAT BRITAIN,DECLARE WAR ON SPAIN.'). Another month's, or one that hangs on
something, is never read as this month's order."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, where):
    board, state = position("eia", where)
    sheet = RULES.check_orders(RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board),
                               state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


SAXONY = ["corps II: Silesia - Saxony"]


@pytest.mark.parametrize("text", [
    "Today I sent corps II from Silesia to Saxony.",
    "I have sent corps II out of Silesia into Saxony today; corps I I kept at Brandenburg.",
    "We moved corps II to Saxony this month.",
    "The King's notebook. I marched corps II into Saxony.",
    "I want corps II in Saxony.",
    "We'd like corps II to end up in Saxony at the end of the land step.",
    "Corps II should end up in Saxony.",
    "I would like corps II to be in Saxony by the end of the step, to watch the French.",
    "We need corps II in Saxony, and corps I I kept at Brandenburg.",
])
def test_a_march_said_as_done_or_wanted(text):
    assert read(text, "Prussia", "prussia-land") == (SAXONY, [])


def test_two_fleets_wanted_at_sea():
    text = ("I'd like the Channel fleet to end up in the Bay of Biscay, off Brest, and the Mediterranean fleet in "
            "the Gulf of Lion, off Toulon.")
    assert read(text, "Great Britain", "great-britain-naval") == (
        ["fleet Channel: English Channel - Bay of Biscay", "fleet Mediterranean: Western Mediterranean - Gulf of Lion"],
        [])


@pytest.mark.parametrize("text", [
    "Last month I sent corps II to Saxony.",
    "I sent corps II to Saxony a month ago.",
    "I wish corps II were in Saxony already.",
    "I want corps II in Saxony by the spring.",
    "We would like corps II to end up in Saxony if the French attack.",
    "I want corps II in Bohemia.",
    "I want corps II in Saxony or Bohemia.",
    "Previously we moved corps II to Saxony.",
])
def test_another_months_or_a_doubtful_one_is_asked(text):
    orders, problems = read(text, "Prussia", "prussia-land")
    assert orders == [] and problems, (orders, problems)


@pytest.mark.parametrize("text, nation, where, wanted", [
    ("PORTUGAL:ALLY WITH GREAT BRITAIN,DECLARE WAR ON SPAIN.", "Portugal", "start",
     ["ally with Great Britain", "declare war on Spain"]),
    ("corps I:Lithuania - Courland,corps II:Volhynia - Minsk", "Russia", "russia-land",
     ["corps I: Lithuania - Courland", "corps II: Volhynia - Minsk"]),
    ("Sweden:declare war on Russia;ally with Great Britain", "Sweden", "start",
     ["declare war on Russia", "ally with Great Britain"]),
    ("FLEET CHANNEL:ENGLISH CHANNEL - NORTH SEA", "Great Britain", "great-britain-naval",
     ["fleet Channel: English Channel - North Sea"]),
])
def test_no_space_after_the_punctuation(text, nation, where, wanted):
    orders, problems = read(text, nation, where)
    assert (sorted(orders), problems) == (sorted(wanted), [])


def test_a_long_line_of_crammed_commas_reads_fast():
    orders, problems = read("declare war on Russia" + ",x" * 40000, "Sweden", "start")
    assert problems
