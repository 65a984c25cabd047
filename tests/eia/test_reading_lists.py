"""Issue 22: EiA orders listed as players list them: items lettered 'a)', '(b)', 'c.' read as their
orders, and a heading with nothing under it ('war: none') gives no order, never a nation 'none'."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step="start"):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, text, orders", [
    ("Prussia", "prussia-land", "a) corps I: Brandenburg - Saxony - Thuringia", ["corps I: Brandenburg - Saxony - Thuringia"]),
    ("Prussia", "start", "(a) ally with Russia\n(b) standing guard: hold", ["ally with Russia", "standing guard: hold"]),
    ("Spain", "start", "a. declare war on Portugal\nb. fleet Cadiz: intercept",
     ["declare war on Portugal", "fleet Cadiz: intercept"]),
    ("France", "france-land", "A) corps II: Alsace - Baden\nB) attack Baden", ["corps II: Alsace - Baden", "attack Baden"]),
    ("Austria", "austria-land", "c) Corps II marches from Tyrol to Bavaria.", ["corps II: Tyrol - Bavaria"]),
    ("Turkey", "start", "b) stdg surr: fight on", ["standing surrender: fight on"]),
])
def test_an_order_lettered_as_a_list_item_is_read(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("nation, text, orders", [
    ("Russia", "1) war: none\n2) alliances: Prussia\n3) fleets: Baltic - do not intercept",
     ["ally with Prussia", "fleet Baltic: do not intercept"]),
    ("France", "War: none.\nAlliances: -\nstanding guard: commit", ["standing guard: commit"]),
    ("Austria", "Diplomacy: nothing this month", []),
    ("Spain", "wars: none\nfleets: none", []),
    ("Prussia", "DoW: none\nally with Russia", ["ally with Russia"]),
    ("Turkey", "Alliances: n/a", []),
])
def test_a_heading_with_nothing_under_it_gives_no_order(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("nation, text", [
    ("Russia", "war: Nonesuch"),
    ("Russia", "war: none of them but Turkey"),
])
def test_a_heading_with_more_than_nothing_under_it_is_read_or_refused(nation, text):
    orders, problems = read(text, nation)
    assert orders or problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Austria", "austria pol step - ally prussia - guard hold - will send land orders 2morrow",
     ["ally with Prussia", "standing guard: hold"]),
    ("Prussia", "prussia political - dow france - surrender fight on", ["declare war on France",
                                                                       "standing surrender: fight on"]),
    ("Great Britain", "gb pol - dow spain - channel fleet dont intercept - thx",
     ["declare war on Spain", "fleet Channel: do not intercept"]),
    ("Russia", "ally with Prussia - standing chit: withdraw - more later", ["ally with Prussia",
                                                                            "standing chit: withdraw"]),
    ("Spain", "declare war on Portugal - fleet Cadiz: intercept", ["declare war on Portugal",
                                                                   "fleet Cadiz: intercept"]),
    ("Turkey", "turkey - guard commit - surrender never", ["standing guard: commit", "standing surrender: fight on"]),
])
def test_orders_cut_by_dashes_on_one_line_are_each_read(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("nation, step, text", [
    ("Austria", "start", "ally prussia - something about Saxony - guard hold"),
    ("Austria", "start", "ally prussia - corps II waits - guard hold"),
    ("Russia", "start", "ally with Prussia - 3 - standing chit: withdraw"),
])
def test_a_dashed_part_that_names_something_and_does_not_read_is_refused(nation, step, text):
    orders, problems = read(text, nation, step)
    assert problems


def test_a_route_is_never_cut_as_a_list_of_orders():
    assert read("corps II: Tyrol - Bavaria", "Austria", "austria-land") == (["corps II: Tyrol - Bavaria"], [])
    orders, problems = read("corps II Tyrol - Bavaria - Saxonyy", "Austria", "austria-land")
    assert not orders and problems


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "2. Standing:\n   2.1 guard: commit\n   2.3 surrender: fight on",
     ["standing guard: commit", "standing surrender: fight on"]),
    ("Austria", "1.2 further days: withdraw", ["standing further days: withdraw"]),
    ("Russia", "3.1. ally with Prussia", ["ally with Prussia"]),
    ("Turkey", "2.1.1 declare war on Russia", ["declare war on Russia"]),
    ("Spain", "4.2) fleet Cadiz: do not intercept", ["fleet Cadiz: do not intercept"]),
])
def test_an_item_numbered_under_an_item_is_read(nation, text, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("nation, step, text, orders", [
    ("Austria", "start", "| question | answer |\n|---|---|\n| guard | commit |\n| further days | fight |\n| chit | defend |",
     ["standing guard: commit", "standing further days: fight", "standing chit: defend"]),
    ("France", "start", "|surrender|fight on|\n|Toulon fleet|do not intercept|",
     ["standing surrender: fight on", "fleet Toulon: do not intercept"]),
    ("Prussia", "start", "| diplomacy | ally with Russia |", ["ally with Russia"]),
    ("Prussia", "prussia-land", "| unit | from | to |\n| --- | --- | --- |\n| corps I | Brandenburg | Saxony |",
     ["corps I: Brandenburg - Saxony"]),
    ("Russia", "russia-land", "| Corps II | Volhynia - Lemberg |", ["corps II: Volhynia - Lemberg"]),
    ("Russia", "start", "| order | reason |\n|---|---|\n| ally with Prussia | the Queen wishes it |\n"
     "| fleet Baltic: do not intercept | ice |", ["ally with Prussia", "fleet Baltic: do not intercept"]),
])
def test_a_table_row_reads_as_its_cells_say(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("text", ["| chit | defend | attack |", "| guard | commit | hold |"])
def test_a_table_row_answering_twice_is_asked(text):
    orders, problems = read(text, "Austria")
    assert problems and not orders
