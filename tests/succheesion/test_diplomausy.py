"""Diplomausy: war needs one nation's order, peace and alliance both; a nation nobody plays is
swayed on d6 + floor(bribe / 5) >= 5, the bribe spent either way."""

from engine.dice import FixedDice
from engine.rulesets.succheesion import syntax
from engine.rulesets.succheesion.events import RelationChanged, Swayed

from .helpers import RULES, cheese, edges, events, land, make_map, nation, play, position, rejections

MAP = make_map(land("1 2 3", cities=0, cheese=0), edges("1-2 2-3"))


def three(**kw):
    return position(MAP, nations=[nation("Stilwen", "1", cheese=20), nation("Maustria", "2", cheese=20),
                                  nation("Ubliko", "3")], unplayed=["Ubliko"], **kw)


def test_war_needs_one_nations_order():
    res = play(MAP, three(), {"Stilwen": "declare war on Maustria"})
    assert res.state.at_war("Stilwen", "Maustria")


def test_peace_needs_both_nations_orders():
    state = three(war=["Stilwen-Maustria"])
    res = play(MAP, state, {"Stilwen": "make peace with Maustria"})
    assert res.state.at_war("Stilwen", "Maustria")
    assert rejections(res) == ["failed: peace needs Maustria's order too; Maustria did not give it"]
    res = play(MAP, state, {"Stilwen": "make peace with Maustria", "Maustria": "make peace with Stilwen"})
    assert not res.state.at_war("Stilwen", "Maustria")


def test_a_bribe_of_10_adds_2_to_the_die():
    res = play(MAP, three(), {"Stilwen": "sway Ubliko to war with Maustria, bribe 10 cheese"}, dice=[3])
    assert events(res, Swayed)[0].success and res.state.at_war("Ubliko", "Maustria")
    assert cheese(res.state, "Stilwen") == 1000 and cheese(res.state, "Ubliko") == 1000
    assert events(res, RelationChanged)[0].by == "Ubliko"


def test_a_failed_attempt_still_spends_the_bribe():
    res = play(MAP, three(), {"Stilwen": "sway Ubliko to war with Maustria, bribe 4 cheese"}, dice=[4])
    assert not events(res, Swayed)[0].success and not res.state.at_war("Ubliko", "Maustria")
    assert cheese(res.state, "Stilwen") == 1600


def test_a_played_nation_is_not_swayed_by_dice():
    state = three()
    sheet = RULES.parse_orders("sway Maustria to war with Ubliko", "Stilwen", state, MAP)
    assert [p.reason for p in sheet.problems] == ["Maustria has a player: write to them instead"]
    unchecked = syntax.parse_sheet("sway Maustria to war with Ubliko", "Stilwen", state, MAP, judge=False)
    res = RULES.resolve(MAP, state, {"Stilwen": unchecked}, FixedDice([]))
    assert "Maustria has a player: write to them instead" in " ".join(rejections(res))


def test_an_occupied_region_ceded_by_its_owner_becomes_loyal_to_the_occupier():
    state = three(war=["Stilwen-Maustria"], occupied={"1": "Maustria"})
    res = play(MAP, state, {"Stilwen": "cede 1 to Maustria"})
    assert res.state.owners["1"] == "Maustria" and "1" not in res.state.occupied
