"""Issue 22: a heading naming the nation and its step ('Spain, land step.', 'RUS land Jan', 'Austrian land
step, corps by corps:', '<b>Russia - land step</b><br>') gives no order; before a colon it heads the orders
after it ('Prussia, land step: corps I marches from Brandenburg to Saxony')."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("nation, step, heading", [
    ("Spain", "spain-land", "Spain, land step."),
    ("Russia", "russia-land", "RUS land Jan"),
    ("Austria", "austria-land", "Austrian land step, corps by corps:"),
    ("Russia", "russia-land", "<b>Russia - land step</b><br>"),
    ("France", "france-land", "FRANCE - LAND PHASE - January 1805"),
    ("Great Britain", "great-britain-naval", "GB naval orders:"),
    ("Prussia", "prussia-land", "Prussian land moves for Jan 1805"),
    ("Turkey", "turkey-naval", "Ottoman naval step, please:"),
    ("Spain", "spain-naval", "ESP naval"),
])
def test_a_step_heading_gives_no_order(nation, step, heading):
    corps = {"Spain": "corps I: Madrid - Old Castile", "Russia": "corps I: Lithuania - Volhynia",
             "Austria": "corps I: Bavaria - Tyrol", "France": "corps I: Rhineland - Thuringia",
             "Prussia": "corps I: Brandenburg - Saxony"}
    order = corps.get(nation) or {"Great Britain": "fleet Channel: English Channel - North Sea",
                                  "Turkey": "fleet Constantinople: Stamboul - Sea of Marmara",
                                  "Spain": "fleet Cadiz: Andalusia - Gulf of Cadiz"}[nation]
    if step.endswith("naval") and nation == "Spain":
        order = "fleet Cadiz: Andalusia - Gulf of Cadiz"
    assert read(f"{heading}\n{order}", nation, step) == ([order], [])


@pytest.mark.parametrize("nation, step, text, orders", [
    ("Prussia", "prussia-land", "Prussia, land step: corps I marches from Brandenburg to Saxony.",
     ["corps I: Brandenburg - Saxony"]),
    ("Great Britain", "great-britain-naval", "gb naval: channel fleet: english channel -> north sea",
     ["fleet Channel: English Channel - North Sea"]),
    ("Russia", "russia-land", "Russia - land step: corps I: Lithuania - Volhynia", ["corps I: Lithuania - Volhynia"]),
    ("Austria", "austria-land", "AUT land Jan: corps II: Tyrol - Bavaria", ["corps II: Tyrol - Bavaria"]),
])
def test_a_step_heading_before_a_colon_heads_the_orders_after_it(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


@pytest.mark.parametrize("nation, step, text", [
    ("Russia", "russia-land", "Russia land: Warsaw"),
    ("Prussia", "prussia-land", "Austria, land step: corps I marches from Brandenburg to Saxony."),
])
def test_a_heading_with_more_than_a_nation_and_a_step_is_read_or_refused(nation, step, text):
    orders, problems = read(text, nation, step)
    assert problems
