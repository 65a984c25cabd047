"""Winter supply: troops abroad trace a line home or are destroyed, and pay 2 gold per
division per space from the nearest own or allied province; squadrons are free."""

from engine.rulesets.napoleonic.events import Starved, Supply

from .helpers import (
    corps, edges, events, gold, internal_text, land, make_map, nation, play, position, public_text, sea,
    strait, winter_dice)


def heads_1(n):
    return winter_dice(*[("heads", 1)] * n)


# -- the seed's two examples ---------------------------------------------------------------

PRAGUE = make_map(land("alsace:3 swabia bavaria prague:3 vienna:4"),
                  edges("alsace-swabia swabia-bavaria bavaria-prague prague-vienna"))


def prague(relation):
    return position(PRAGUE, season="Winter 1805", relations=[relation],
                    nations=[nation("France", home="alsace", gold=40), nation("Austria", home="prague vienna")],
                    corps=["France A prague: 2 infantry, 1 artillery"])


def test_three_units_in_prague_three_spaces_from_alsace_cost_18():
    # Prague - Bavaria - Swabia - Alsace: 3 spaces; 3 divisions x 3 spaces x 2 gold = 18.
    # France: 40 + 3 + 1 (heads) - 5 (at war) - 18 = 21.
    state = prague("France at war with Austria")
    res = play(PRAGUE, state, dice=heads_1(2))
    [supply] = events(res, Supply)
    assert (supply.cost, supply.lines) == (18, (("A", "prague", 3, 3),))
    assert gold(res.state, "France") == 21
    assert "Supply: 18 gold" in internal_text(PRAGUE, state, res, "France")


def test_in_an_allys_province_the_same_units_are_free():
    state = prague("France allied with Austria")
    res = play(PRAGUE, state, dice=heads_1(2))
    assert events(res, Supply) == []
    assert gold(res.state, "France") == 44


ITALY = make_map(
    land("provence:4 piedmont:3 venice:3 rome:3 tyrol:2"), sea("western_mediterranean"),
    edges("provence-piedmont piedmont-venice piedmont-rome venice-rome venice-tyrol "
          "provence~western_mediterranean rome~western_mediterranean"))


def italy(*, squadrons=(), relation="France at war with Austria", spain=False):
    nations = [nation("France", home="provence", gold=30), nation("Austria", home="tyrol", gold=20)]
    if spain:
        nations.append(nation("Spain"))
    return position(ITALY, season="Winter 1805", nations=nations, relations=[relation] + (
        ["France allied with Spain"] if spain else []),
        owners={"piedmont": "France", "venice": "France", "rome": "France"},
        corps=["France A rome: 1 infantry", "Austria A piedmont: 1 infantry", "Austria B venice: 1 infantry"],
        squadrons=list(squadrons))


def test_the_seeds_rome_example_the_french_unit_in_rome_is_destroyed():
    # France owns all of Italy, but Austria holds Piedmont and Venice: Rome is a pocket that does
    # not connect to Provence, and no line can be traced through the Austrian-held provinces.
    state = italy()
    res = play(ITALY, state, dice=heads_1(2))
    assert corps(res.state, "France", "A") is None
    [starved] = [e for e in events(res, Starved) if e.nation == "France"]
    assert (starved.corps, starved.reason, starved.destroyed) == ("A", "cut off", True)
    assert "France's corps A is destroyed in Rome (cut off from supply)." in public_text(ITALY, state, res)


def test_unless_a_french_squadron_holds_the_western_mediterranean():
    # The squadron joins Rome to Provence: Rome supplies, and the corps there is free.
    res = play(ITALY, italy(squadrons=["France 1 western_mediterranean"]), dice=heads_1(2))
    assert corps(res.state, "France", "A") is not None
    assert [e for e in events(res, Supply) if e.nation == "France"] == []


def test_or_an_allys_squadron():
    res = play(ITALY, italy(squadrons=["Spain 1 western_mediterranean"], spain=True), dice=heads_1(3))
    assert corps(res.state, "France", "A") is not None


def test_or_austria_is_an_ally():
    res = play(ITALY, italy(relation="France allied with Austria"), dice=heads_1(2))
    assert corps(res.state, "France", "A") is not None
    assert events(res, Supply) == []    # nor do the Austrians pay, in their ally's Piedmont and Venice


def test_an_enemy_squadron_is_no_help():
    state = italy(squadrons=["Austria 1 western_mediterranean"])
    assert corps(play(ITALY, state, dice=heads_1(2)).state, "France", "A") is None


# -- the five ways a line is traced ------------------------------------------------------

LINES = make_map(
    land("paris:5 berlin:3 saxony hanover:1 frisia westphalia bohemia:2 kent:2 jersey:1 cadiz:1 "
         "lorraine:1 tyrol:2 vienna:3"),
    sea("channel straits"),
    edges("berlin-saxony paris-lorraine lorraine-hanover hanover-frisia paris-westphalia westphalia-bohemia "
          "paris-tyrol tyrol-vienna paris~channel kent~channel"),
    strait("paris", "jersey", sea="straits"), strait("jersey", "cadiz", sea="straits"),
)


def lines(*units, squadrons=(), owners=None, relations=(), gold_=40):
    nations = [nation("France", home="paris", gold=gold_), nation("Prussia", home="berlin"),
               nation("Austria", home="tyrol vienna"), nation("Spain", home="cadiz")]
    return position(LINES, season="Winter 1805", nations=nations, corps=list(units), squadrons=list(squadrons),
                    owners=owners or {}, relations=["France at war with Austria", *relations])


def supply_lines(res):
    return {line for e in events(res, Supply) for line in e.lines}


def test_an_allys_provinces_supply():
    # French corps in neutral Saxony, next to allied Berlin: one space, 2 gold.
    res = play(LINES, lines("France A saxony: 1 infantry", relations=["France allied with Prussia"]),
               dice=heads_1(4))
    assert supply_lines(res) == {("A", "saxony", 1, 1)}


def test_a_line_runs_through_own_provinces_free_of_enemy_units():
    # Hanover is French but cut off from Paris (Lorraine between is neutral and empty). It does not
    # supply, but a line runs through it: Frisia - Hanover - Lorraine - Paris, 3 spaces.
    state = lines("France A frisia: 1 infantry", owners={"hanover": "France"})
    res = play(LINES, state, dice=heads_1(4))
    assert supply_lines(res) == {("A", "frisia", 1, 3)}


def test_an_enemy_unit_closes_an_own_province_to_the_line():
    # With Austria's corps in Hanover there is no line from Frisia.
    state = lines("France A frisia: 1 infantry", "Austria A hanover: 1 infantry", owners={"hanover": "France"})
    res = play(LINES, state, dice=heads_1(4))
    assert corps(res.state, "France", "A") is None
    assert corps(res.state, "Austria", "A") is None     # cut off from Tyrol and Vienna as well


def test_a_line_runs_through_enemy_provinces_holding_own_units():
    # Vienna - Tyrol (Austrian, but held by France's corps B) - Paris: 2 spaces.
    res = play(LINES, lines("France A vienna: 1 infantry", "France B tyrol: 1 infantry"), dice=heads_1(4))
    assert supply_lines(res) == {("A", "vienna", 1, 2), ("B", "tyrol", 1, 1)}


def test_and_through_enemy_provinces_holding_an_allys_units():
    state = lines("France A vienna: 1 infantry", "Spain A tyrol: 1 infantry",
                  relations=["France allied with Spain", "Spain at war with Austria"])
    res = play(LINES, state, dice=heads_1(4))
    assert ("A", "vienna", 1, 2) in supply_lines(res)


def test_a_line_runs_through_empty_neutral_provinces():
    # Bohemia - Westphalia (neutral, empty) - Paris: 2 spaces, 2 divisions: 8 gold.
    res = play(LINES, lines("France A bohemia: 2 infantry"), dice=heads_1(4))
    [supply] = events(res, Supply)
    assert (supply.lines, supply.cost) == ((("A", "bohemia", 2, 2),), 8)


def test_a_neutral_province_held_by_a_third_nation_is_not_empty():
    # Prussia (at peace with France, not allied) stands in Westphalia: the line is closed.
    res = play(LINES, lines("France A bohemia: 1 infantry", "Prussia A westphalia: 1 infantry"),
               dice=heads_1(4))
    assert corps(res.state, "France", "A") is None


def test_a_line_crosses_a_sea_holding_an_own_squadron():
    # Kent - Channel - Paris: 2 spaces, 4 gold.
    res = play(LINES, lines("France A kent: 1 infantry", squadrons=["France 1 channel"]), dice=heads_1(4))
    assert supply_lines(res) == {("A", "kent", 1, 2)}


def test_a_sea_without_a_friendly_squadron_closes_the_line():
    state = lines("France A kent: 1 infantry", squadrons=["Prussia 1 channel"])
    assert corps(play(LINES, state, dice=heads_1(4)).state, "France", "A") is None


def test_a_line_crosses_a_strait_whoever_controls_it():
    # Jersey - Paris across a strait whose sea Austria holds: 1 space.
    state = lines("France A jersey: 1 infantry", squadrons=["Austria 1 straits"])
    res = play(LINES, state, dice=heads_1(4))
    assert supply_lines(res) == {("A", "jersey", 1, 1)}


def test_squadrons_are_always_free():
    state = lines(squadrons=["France 1 channel", "France 2 straits"])
    res = play(LINES, state, dice=heads_1(4))
    assert events(res, Supply) == [] and len(res.state.squadrons) == 2
    assert gold(res.state, "France") == 40 + 5 + 1 - 5


def test_troops_in_own_provinces_are_free():
    res = play(LINES, lines("France A paris: 3 infantry"), dice=heads_1(4))
    assert events(res, Supply) == []


# -- paying --------------------------------------------------------------------------------

def test_when_the_treasury_cannot_pay_the_most_distant_divisions_are_destroyed_first():
    # Corps A (2 infantry) in Vienna, 2 spaces: 8 gold; corps B (2 infantry) in Tyrol, 1 space: 4.
    # France has 0 + 5 + 4 (heads) - 5 (war) = 4 gold, not 12. A loses a division (8 - 4 = 4 owed
    # for A, 4 for B: still 8), then its second (4 owed): France pays 4, B is whole.
    state = lines("France A vienna: 2 infantry", "France B tyrol: 2 infantry", gold_=0)
    res = play(LINES, state, dice=winter_dice(("heads", 4), ("heads", 1), ("heads", 1), ("heads", 1)))
    assert corps(res.state, "France", "A") is None
    assert corps(res.state, "France", "B").infantry == 2
    assert gold(res.state, "France") == 0
    [starved] = events(res, Starved)
    assert (starved.corps, starved.divisions, starved.reason, starved.destroyed) == ("A", 2, "unpaid", True)


def test_only_as_many_divisions_are_lost_as_the_gold_requires():
    # A (1 infantry, 1 cavalry) 2 spaces away: 8 gold; B 4. France has 6 + 5 + 4 - 5 = 10, not 12:
    # A loses one division (8 owed in all), France pays 8 and keeps 2.
    # Infantry fall before cavalry, as in battle.
    state = lines("France A vienna: 1 infantry, 1 cavalry", "France B tyrol: 2 infantry", gold_=6)
    res = play(LINES, state, dice=winter_dice(("heads", 4), ("heads", 1), ("heads", 1), ("heads", 1)))
    assert corps(res.state, "France", "A").composition() == "1 cavalry"
    assert gold(res.state, "France") == 2
    assert "France's corps A loses 1 division(s) in Vienna (unpaid supply)." in public_text(LINES, state, res)


def test_there_is_no_supply_outside_winter():
    # A corps encircled in Summer is not destroyed: it may break out in Fall.
    state = position(ITALY, season="Summer 1805", relations=["France at war with Austria"],
                     nations=[nation("France", home="provence", gold=30), nation("Austria", home="tyrol")],
                     owners={"piedmont": "France", "venice": "France", "rome": "France"},
                     corps=["France A rome: 1 infantry", "Austria A piedmont: 1 infantry",
                            "Austria B venice: 1 infantry"])
    res = play(ITALY, state)
    assert corps(res.state, "France", "A") is not None
    assert gold(res.state, "France") == 30
