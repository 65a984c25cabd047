"""What the rest of the program asks of the classic rules: scenarios that contradict themselves
are refused with the place and the reason; the GUI's order options and nation figures; the map
picture in the seed's style (white neutral provinces, counted dots)."""

import re

import pytest

from app.rulesets import adapter_for
from app.render.picture import MarkerShape
from engine.errors import ScenarioError
from engine.rulesets.answers import Fact
from engine.rulesets.classic.events import ArmiesMoved, Battle

from .helpers import RULES, edges, events, land, make_map, nation, play, position, problems, sea, sheet

MAP = make_map(land("1 2 3"), sea("A B"), edges("1-2 2-3 1~A 2~A 3~B A-B"))


@pytest.mark.parametrize("kw, message", [
    (dict(armies=["France A: 3"]), "units[0]: France's armies are in A, which is not a province"),
    (dict(ships=["France 1: 2"]), "units[0]: France's ships are in 1, which is not a sea"),
    (dict(ships=["France A: 1 (5 aboard)"]), "units[0]: 1 ships of France carry at most 4 armies, not 5"),
    (dict(armies=["France 3: 1"]), "units[0]: France's armies stand in 3, which is Spain's"),
    (dict(armies=["France 2: 1", "Spain 2: 1"]), "units[1]: Spain's and France's armies both stand in 2"),
    (dict(armies=["France 1: 0"]), "units[0] (France): count must be a whole number from 1 to 100,000, not 0"),
])
def test_a_scenario_that_contradicts_itself_is_refused(kw, message):
    with pytest.raises(ScenarioError, match=re.escape(message)):
        position(MAP, nations=[nation("France", home="1"), nation("Spain", home="3")], **kw)


def test_orders_from_an_eliminated_nation_are_not_allowed():
    state = position(MAP, nations=[nation("France", home="1", gold=30), nation("Spain", gold=30)])
    assert problems(sheet(MAP, state, "Spain", "give 5 gold to France")) == [
        "line 1: not allowed ('give 5 gold to France'): Spain has been eliminated: it has no provinces, armies "
        "or ships"]


def test_order_options_offer_only_what_is_allowed():
    state = position(MAP, nations=[nation("France", home="1", gold=30), nation("Spain", home="3")],
                     armies=["France 1: 4"], ships=["France A: 1 (2 aboard)"])
    options = RULES.order_options(MAP, state, "France")
    assert options.spendable == 30 - 5 + 4 - 6       # embezzled 5, income 4, upkeep 6
    assert options.buy_provinces == ["1"] and options.buy_seas == ["A"]
    (armies,) = options.armies
    assert armies.moves == ["2"] and armies.by_sea == {"A": ["2", "3"]}
    (fleet,) = options.fleets
    assert fleet.moves == ["B"] and fleet.aboard == 2 and fleet.landings == ["1", "2", "3"]
    assert options.gift_to == ["Spain"]


def test_the_nation_figures_give_the_numbers_of_the_nations_panel():
    state = position(MAP, nations=[nation("France", home="1 2", gold=30), nation("Spain", home="3")],
                     armies=["France 1: 4"], ships=["France A: 6 (2 aboard)"], gifts=[("Spain", "France", 7)])
    figures = RULES.nation_figures(MAP, state, "France")
    amount = {f.label: f.amount for f in figures.figures}
    assert (amount["Provinces"], amount["Income"], amount["Upkeep"]) == (2, 8, -(6 + 1))
    assert (amount["Armies"], amount["Ships"]) == (6, 6)
    assert amount["To spend"] == (30 + 7) - 8 + 8 - 7
    assert figures.figure("Gold").resource == RULES.resource("gold") and not figures.eliminated


def test_the_map_shows_owners_colours_white_neutral_provinces_and_counted_dots():
    state = position(MAP, nations=[nation("France", home="1", gold=30), nation("Spain", home="3", gold=30)],
                     armies=["France 1: 3", "Spain 3: 2"], ships=["France A: 2 (5 aboard)"])
    res = play(MAP, state, {"France": "3 armies 1 -> 2"})
    adapter = adapter_for("classic")
    picture = adapter.picture(MAP, res.state, events=res.events)
    france, spain = (n.colour for n in state.nations)
    assert picture.fills == {"1": france, "2": france, "3": spain}
    before = adapter.picture(MAP, state)
    assert before.fills["2"] == "#ffffff" and before.subtitle == "Turn 1"
    dots = {m.key: (m.count, m.colour) for m in picture.markers}
    assert all(m.shape is MarkerShape.DOTS for m in picture.markers)
    assert dots == {"armies:France:2": (3, "#ffffff"), "armies:Spain:3": (2, "#ffffff"),
                    "ships:France:A": (2, france), "aboard:France:A": (5, "#ffffff")}
    assert [(a.source, a.target) for a in picture.arrows] == [("1", "2")]
    assert "Owner: France" in adapter.region_tooltip(MAP, res.state, "2")
    assert ("Neutral", "#ffffff") in [(x.name, x.colour) for x in picture.legend]


def test_battles_are_marked_on_the_map():
    state = position(MAP, nations=[nation("France", home="1", gold=30), nation("Spain", home="3", gold=30)],
                     armies=["France 1: 8", "Spain 3: 2"])
    res = play(MAP, state, {"France": "8 armies 1 -> 2", "Spain": "2 armies 3 -> 2"})   # 4 to 1: no dice
    assert events(res, Battle) and events(res, ArmiesMoved)
    picture = adapter_for("classic").picture(MAP, res.state, events=res.events)
    assert [b.region for b in picture.battles] == ["2"]


def test_the_nation_figures_give_the_rows_of_the_nations_panel_in_order():
    state = position(MAP, nations=[nation("France", home="1 2", gold=30), nation("Spain", home="3")],
                     armies=["France 1: 4"], ships=["France A: 6 (2 aboard)"], gifts=[("Spain", "France", 7)])
    rows = {label: text for label, text, _ in RULES.nation_figures(MAP, state, "France").rows()}
    assert rows == {"Gold": "30", "To spend": "30", "Provinces": "2", "Income": "+8", "Upkeep": "\u22127",
                    "Armies": "6 (2 aboard)", "Ships": "6", "Gifts": "+7 arriving"}
    spain = {label: text for label, text, _ in RULES.nation_figures(MAP, state, "Spain").rows()}
    assert spain["Gifts"] == "7 sent" and spain["Upkeep"] == "0"


def test_the_region_summary_says_who_owns_a_province_and_who_may_buy_ships_in_a_sea():
    state = position(MAP, nations=[nation("France", home="1", gold=30), nation("Spain", home="3")],
                     armies=["France 1: 3"], ships=["France A: 2 (5 aboard)"])
    assert RULES.region_summary(MAP, state, "1") == (Fact("Owner", "France"), Fact("Income", "4 gold a turn to its owner"))
    assert RULES.region_summary(MAP, state, "2")[0] == Fact("Owner", "neutral")
    assert RULES.region_summary(MAP, state, "A") == (Fact("Ships may be bought here by", "France"),)
    assert RULES.region_summary(MAP, state, "B") == (Fact("Ships may be bought here by", "Spain"),)
    assert [u.label() for u in state.units_at("1")] == ["France: 3 armies"]
    assert [u.label() for u in state.units_at("A")] == ["France: 2 ships, 5 armies aboard"]
