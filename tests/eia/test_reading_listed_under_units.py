"""Issue 22, EiA orders listed as players lay them out: a unit on its own line with its route on the line
below, a Markdown table of units and routes, several standing orders on one line. Each line keeps its
number; a unit line over no route, or a route with a word that is no place, is not joined (refused as
written)."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import MoveCorps, MoveFleet, Standing
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), sheet


@pytest.mark.parametrize("text", [
    "Moves:\n1. I Corps\n- Brandenburg -> Saxony\n2. II Corps\n- Silesia -> Saxony",
    "a list\n* corps I:\n  * Brandenburg - Saxony\n* corps II:\n  * Silesia - Saxony",
    "1) 1st corps\n   Brandenburg → Saxony\n2) 2nd corps\n   Silesia → Saxony",
    "Corps I\n\u2022 Brandenburg -> Saxony\nCorps II\n\u2022 Silesia -> Saxony",
    "| corps | route |\n|---|---|\n| I | Brandenburg - Saxony |\n| II | Silesia - Saxony |",
    "| Unit | Moves |\n| --- | --- |\n| corps I | Brandenburg -> Saxony |\n| corps II | Silesia -> Saxony |",
])
def test_a_route_on_the_line_below_its_unit_or_beside_it_in_a_table_is_its_move(text):
    orders, sheet = read(text, "Prussia", "prussia-land")
    assert orders == [MoveCorps(nation="Prussia", corps="I", path=("brandenburg", "saxony")),
                      MoveCorps(nation="Prussia", corps="II", path=("silesia", "saxony"))]
    assert not sheet.problems


def test_fleets_listed_by_name_over_their_routes():
    orders, sheet = read("Naval:\nFleet Toulon\n- Provence -> Gulf of Lion\nBrest fleet\n- Brittany - Bay of Biscay",
                         "France", "france-naval")
    assert orders == [MoveFleet(nation="France", fleet="Toulon", path=("provence", "gulf_of_lion")),
                      MoveFleet(nation="France", fleet="Brest", path=("brittany", "bay_of_biscay"))]


@pytest.mark.parametrize("text", [
    "1. I Corps\n- Brandenburg -> Sachsenland",          # no such place: refused, never joined and dropped
    "1. I Corps\n- Brandenburg -> Saxony at once, then Bohemia",
    "1. IV Corps\n- Brandenburg -> Saxony",              # Prussia has no corps IV
])
def test_a_unit_over_a_route_that_does_not_read_is_refused_not_joined(text):
    orders, sheet = read(text, "Prussia", "prussia-land")
    assert sheet.problems


@pytest.mark.parametrize("text, orders", [
    ("standing guard: hold, standing chit: defend",
     [Standing(nation="Austria", kind="guard", answer="hold"), Standing(nation="Austria", kind="chit", answer="defend")]),
    ("Our answers: standing surrender: fight on; standing further days: withdraw.",
     [Standing(nation="Austria", kind="surrender", answer="fight on"),
      Standing(nation="Austria", kind="further days", answer="withdraw")]),
    ("standing guard: commit and standing surrender: surrender",
     [Standing(nation="Austria", kind="guard", answer="commit"),
      Standing(nation="Austria", kind="surrender", answer="surrender")]),
])
def test_several_standing_orders_on_one_line_are_each_read(text, orders):
    got, sheet = read(text, "Austria", "start")
    assert got == orders and not sheet.problems


def test_two_answers_to_one_standing_question_on_one_line_are_asked():
    orders, sheet = read("standing guard: hold, standing guard: commit", "Austria", "start")
    assert not orders and sheet.problems


@pytest.mark.parametrize("top", [
    "Vienna, January 1805.",
    "Paris, the 3rd of January 1805",
    "Headquarters at Berlin, 2 January 1805.",
    "St Petersburg, 1st January",
])
def test_a_letters_dateline_is_no_order(top):
    orders, sheet = read(top + "\nally with Prussia", "Austria", "start")
    assert orders and not sheet.problems and sheet.chatter[0].line == 1


@pytest.mark.parametrize("line", [
    "Vienna, January 1805, declare war on France.",        # an order after the date: read or refused
    "Vienna and Bavaria, January 1805.",                    # two places: more than a dateline
    "march on Vienna",                                      # March is a month, but no date is given
    "May 2 corps march to Bavaria",
])
def test_a_date_with_more_than_its_place_is_not_set_aside(line):
    orders, sheet = read(line, "Austria", "start")
    assert orders or sheet.problems


@pytest.mark.parametrize("text", ["Cossaks: Podolia - Kherson", "The Cossaks ride from Podolia to Kherson.",
                                  "cosacks: Podolia - Kherson"])
def test_the_cossacks_misspelt_are_the_cossacks(text):
    orders, sheet = read(text, "Russia", "russia-land")
    assert orders == [MoveCorps(nation="Russia", corps="Cossacks", path=("podolia", "kherson"))]


@pytest.mark.parametrize("nation, step, text, orders", [
    ("France", "france-naval", "The Brest fleet\nstays in port.\nfleet Toulon: Provence - Gulf of Lion",
     ["fleet Toulon: Provence - Gulf of Lion"]),
    ("France", "france-land", "Corps I\nstays in the Rhineland.\ncorps II: Alsace - Baden", ["corps II: Alsace - Baden"]),
    ("Great Britain", "great-britain-naval", "Our Mediterranean fleet\nremains where it is\nThe Channel fleet\n"
     "English Channel - North Sea", ["fleet Channel: English Channel - North Sea"]),
    ("Russia", "russia-land", "- corps II\n  holds in Volhynia\n- corps I\n  Lithuania -> Volhynia",
     ["corps I: Lithuania - Volhynia"]),
])
def test_a_unit_on_its_line_and_its_stay_on_the_line_below_gives_no_order(nation, step, text, orders):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    assert ([RULES.format_order(o, board) for o in sheet.orders], list(sheet.problems)) == (orders, [])


@pytest.mark.parametrize("text", [
    "1. I Corps\n   a) Brandenburg -> Saxony\n2. II Corps\n   a) Silesia -> Saxony",
    "(a) corps I\n(b) Brandenburg - Saxony\n(c) corps II\n(d) Silesia - Saxony",
    "Corps I\n   c. Brandenburg - Saxony\nCorps II\n   d. Silesia - Saxony",
    "`corps I`\n`Brandenburg - Saxony`\n`corps II`\n`Silesia - Saxony`",
])
def test_a_route_lettered_or_in_backticks_under_its_unit_is_its_move(text):
    """Round 14: items lettered under a numbered unit ('1. Corps I' / 'a) Lithuania - Minsk'), or written as code
    (Discord's backticks), as writers of three corpora lay them out."""
    orders, sheet = read(text, "Prussia", "prussia-land")
    assert orders == [MoveCorps(nation="Prussia", corps="I", path=("brandenburg", "saxony")),
                      MoveCorps(nation="Prussia", corps="II", path=("silesia", "saxony"))]
    assert not sheet.problems


def test_a_lettered_line_under_a_unit_that_is_no_route_is_refused():
    orders, sheet = read("1. I Corps\n   a) Brandenburg -> Sachsenland", "Prussia", "prussia-land")
    assert orders == [] and sheet.problems
