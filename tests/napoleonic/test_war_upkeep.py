"""War upkeep: a nation at war during a Winter pays 5 gold to keep the populace happy."""

from engine.rulesets.napoleonic.events import WarUpkeep

from .helpers import edges, events, gold, land, make_map, nation, play, position, public_text, winter_dice

BOARD = make_map(land("paris:5 vienna:4 berlin:3 madrid:1"), edges("paris-vienna vienna-berlin paris-madrid"))


def three_nations(season="Winter 1805", france_gold=20, relations=()):
    return position(BOARD, season=season, relations=relations,
                    nations=[nation("France", home="paris", gold=france_gold), nation("Austria", home="vienna"),
                             nation("Prussia", home="berlin")])


def test_a_nation_at_war_pays_5_gold_in_winter():
    # France: 20 + 5 (Paris) + 1 (heads, 1) - 5 upkeep = 21.
    state = three_nations(relations=["France at war with Austria"])
    res = play(BOARD, state, dice=winter_dice(("heads", 1), ("heads", 1), ("heads", 1)))
    assert gold(res.state, "France") == 21
    # Austria is at war too: 0 + 4 + 1 - 5 = 0.
    assert gold(res.state, "Austria") == 0
    assert gold(res.state, "Prussia") == 4          # at peace: 0 + 3 + 1
    assert {(e.nation, e.paid, e.unpaid) for e in events(res, WarUpkeep)} == {("France", 5, 0), ("Austria", 5, 0)}


def test_upkeep_is_paid_once_however_many_wars():
    # France at war with Austria and Prussia: 20 + 5 + 1 - 5 = 21, not 16.
    state = three_nations(relations=["France at war with Austria", "France at war with Prussia"])
    res = play(BOARD, state, dice=winter_dice(("heads", 1), ("heads", 1), ("heads", 1)))
    assert gold(res.state, "France") == 21


def test_unpaid_upkeep_is_unrest_reported_in_the_public_update():
    # Austria: 0 banked + 4 - 2 (tails, 2) = 2 gold; 2 of the 5 are paid, 3 are unrest.
    state = three_nations(relations=["France at war with Austria"])
    res = play(BOARD, state, dice=winter_dice(("heads", 1), ("tails", 2), ("heads", 1)))
    assert gold(res.state, "Austria") == 0
    [unrest] = [e for e in events(res, WarUpkeep) if e.nation == "Austria"]
    assert (unrest.paid, unrest.unpaid, unrest.public) == (2, 3, True)
    text = public_text(BOARD, state, res)
    assert "Unrest in Austria: the treasury could not pay 3 gold of war upkeep." in text
    assert "Unrest in France" not in text


def test_there_is_no_upkeep_outside_winter():
    state = three_nations(season="Fall 1805", relations=["France at war with Austria"])
    res = play(BOARD, state)
    assert gold(res.state, "France") == 20
    assert events(res, WarUpkeep) == []


def test_war_declared_in_the_winter_update_costs_upkeep_that_winter():
    # Diplomacy comes first: France is at war when upkeep is paid. 20 + 5 + 1 - 5 = 21.
    state = three_nations()
    res = play(BOARD, state, {"France": "declare war on Prussia"},
               dice=winter_dice(("heads", 1), ("heads", 1), ("heads", 1)))
    assert gold(res.state, "France") == 21
    assert gold(res.state, "Prussia") == 0          # 0 + 3 + 1 - 5 = -1, and a treasury stops at 0


def test_peace_signed_in_the_winter_update_spares_the_upkeep():
    state = three_nations(relations=["France at war with Austria"])
    res = play(BOARD, state, {"France": "peace with Austria", "Austria": "sign peace with France"},
               dice=winter_dice(("heads", 1), ("heads", 1), ("heads", 1)))
    assert gold(res.state, "France") == 26
    assert events(res, WarUpkeep) == []


def test_a_war_with_an_eliminated_nation_costs_nothing_and_the_eliminated_roll_no_dice():
    from .helpers import position, nation, play, winter_dice, make_map, land, edges, events
    from engine.rulesets.napoleonic.events import Income, WarUpkeep
    board = make_map(land("paris:4 vienna:3"), edges("paris-vienna"))
    state = position(board, season="Winter 1806",
                     nations=[nation("France", home="paris", gold=10), nation("Austria", home="", gold=0)],
                     owners={"vienna": "France"}, relations=["France at war with Austria"])
    res = play(board, state, dice=winter_dice(("heads", 2)))     # only France's income is rolled
    assert [e.nation for e in events(res, Income)] == ["France"]
    assert events(res, WarUpkeep) == []
