"""Orders as players of this game write them (the issue's examples), read into typed orders and
written back so that they read the same; every line read in time linear in its length."""

import pytest

from engine.rulesets.succheesion.orders import (
    AttackAtSea,
    Blockade,
    BreakTrade,
    Build,
    CasualtyOrder,
    Cede,
    Declare,
    FoundCity,
    Invest,
    MoveShips,
    MoveUnits,
    Pact,
    PaySupply,
    RaiseCheese,
    Retreat,
    Siege,
    SpendTP,
    Sway,
)

from .helpers import RULES, edges, land, make_map, nation, position, problems, sea

MAP = make_map(land("12 15 16 17", cities=2, cheese=2), land("9 24", cities=1, cheese=1, port=True), sea("13 14"),
               edges("12-15 15-16 16-17 9-12 9~13 13-14 14~24 24-17"))
STATE = position(MAP, nations=[nation("Crimsonia", "12 15 16 9", cheese=50), nation("Berdain", "17 24"),
                               nation("Ubliko")], unplayed=["Ubliko"], units_on_map=["Crimsonia 15: 4",
                                                                                        "Crimsonia 13: 2G"])

EXAMPLES = [
    ("Build 3 Infantry in 12", Build(nation="Crimsonia", count=3, kind="Infantry", at="12")),
    ("invest 5 cheese in trade with Berdain", Invest(nation="Crimsonia", partner="Berdain", amount=500)),
    ("break trade with Berdain", BreakTrade(nation="Crimsonia", partner="Berdain")),
    ("blockade 13 with the fleet in 13", Blockade(nation="Crimsonia", sea="13")),
    ("siege 24", Siege(nation="Crimsonia", at="24")),
    ("assault 24", Siege(nation="Crimsonia", at="24", assault=True)),
    ("raise cheese in 15", RaiseCheese(nation="Crimsonia", at="15")),
    ("found a city in 15", FoundCity(nation="Crimsonia", at="15")),
    ("4 units 15 -> 16 -> 17", MoveUnits(nation="Crimsonia", count=4, path=("15", "16", "17"))),
    ("2 galleons 13 -> 14 carrying 4 units from 9 to 24",
     MoveShips(nation="Crimsonia", frigates=0, galleons=2, path=("13", "14"), carrying=4, load_from="9",
               land_at="24")),
    ("spend TP to reach 40%", SpendTP(nation="Crimsonia", percent=40)),
    ("casualties: militia first", CasualtyOrder(nation="Crimsonia", first=("Militia",))),
    ("declare war on Berdain", Declare(nation="Crimsonia", target="Berdain", status="war")),
    ("sway Ubliko to war with Berdain, bribe 10 cheese",
     Sway(nation="Crimsonia", target="Ubliko", status="war", against="Berdain", bribe=1000)),
    ("cede 16 to Berdain", Cede(nation="Crimsonia", at="16", to="Berdain")),
    ("1 frigate and 2 galleons 13 -> 14", MoveShips(nation="Crimsonia", frigates=1, galleons=2, path=("13", "14"))),
    ("4 units and the General 15 -> 16", MoveUnits(nation="Crimsonia", count=4, path=("15", "16"), general=True)),
    ("retreat 15 -> 12", Retreat(nation="Crimsonia", source="15", to="12")),
    ("attack Berdain in 13", AttackAtSea(nation="Crimsonia", target="Berdain", sea="13")),
    ("spend no TP", SpendTP(nation="Crimsonia", percent=0)),
    ("casualties: Infantry, Militia, Heavy Cavalry first",
     CasualtyOrder(nation="Crimsonia", first=("Infantry", "Militia", "Heavy Cavalry"))),
    ("make peace with Berdain", Declare(nation="Crimsonia", target="Berdain", status="peace")),
    ("ally with Berdain", Declare(nation="Crimsonia", target="Berdain", status="alliance")),
    ("join pact Cheddar League", Pact(nation="Crimsonia", name="Cheddar League")),
    ("end blockade 13", Blockade(nation="Crimsonia", sea="13", lift=True)),
    ("raise cheese in 15 by 2", RaiseCheese(nation="Crimsonia", at="15", steps=2)),
    ("build 1 Frigate in 9 to 13", Build(nation="Crimsonia", count=1, kind="Frigate", at="9", to_sea="13")),
    ("invest 2.50 cheese in trade with Berdain", Invest(nation="Crimsonia", partner="Berdain", amount=250)),
    ("pay all supply in 15", PaySupply(nation="Crimsonia", at="15")),
]


@pytest.mark.parametrize("text, order", EXAMPLES, ids=[t for t, _ in EXAMPLES])
def test_the_issues_examples_read_as_the_player_meant(text, order):
    sheet = _written(text, "Crimsonia", STATE, MAP)
    assert problems(sheet) == [] and sheet.orders == (order,)


def test_every_order_written_back_reads_as_the_same_order():
    # one sheet each: several TP policies or relations with one nation in one sheet are refused as
    # two orders for one thing
    for _, order in EXAMPLES:
        text = RULES.format_orders([order], STATE, MAP)
        assert _written(text, "Crimsonia", STATE, MAP).orders == (order,)


@pytest.mark.parametrize("text", [
    "- Build 3 Infantry in 12.", "1. build 3 infantry in 12", "BUILD 3 INFANTRY IN 12  # the new levy",
])
def test_bullets_case_and_comments_do_not_matter(text):
    assert _written(text, "Crimsonia", STATE, MAP).orders == (EXAMPLES[0][1],)


@pytest.mark.parametrize("text, reason", [
    ("Build 3 Dragoons in 12", "'Dragoons' is not a unit type"),
    ("4 units 15 -> -> 17", "a region is missing in the path"),
    ("invest lots of cheese in trade with Berdain", "is not an amount of cheese"),
    ("march on Paris", "not an order of this game"),
])
def test_a_line_not_understood_says_why(text, reason):
    sheet = _written(text, "Crimsonia", STATE, MAP)
    assert reason in problems(sheet)[0]


@pytest.mark.parametrize("text, reason", [
    ("Build 1 Frigate in 12", "ships are built in ports; 12 has none"),
    ("4 units 13 -> 14", "land units move through land regions"),
    ("blockade 15", "15 is not a sea"),
    ("4 units 16 -> 17", "Crimsonia has no units in 16"),
])
def test_an_order_not_allowed_says_why(text, reason):
    sheet = RULES.check_orders(_written(text, "Crimsonia", STATE, MAP), STATE, MAP)
    assert "not allowed" in problems(sheet)[0] and reason in problems(sheet)[0]


LONG_LINES = [         # just under the line limit (engine.words.textio.MAX_LINE_CHARS, 2,000 characters)
    ("Build 3 " + "Infantry " * 200 + "in 12", "is not a unit type"),
    ("4 units " + "15 -> " * 300 + "16", "land units move at most"),
    ("sway " + "Ubliko " * 250 + "to war with Berdain", "no nation called"),
    ("x" * 1990, "not an order"),               # no order word, no name: chatter (docs/reading-orders.md)
]


@pytest.mark.parametrize("line, reason", LONG_LINES, ids=["kind", "path", "nation", "word"])
def test_a_long_line_is_read_word_by_word_and_refused_with_its_reason(line, reason):
    """Read by words, never by a backtracking pattern (benchmarks/bench_succheesion.py times these)."""
    sheet = RULES.check_orders(_written(line, "Crimsonia", STATE, MAP), STATE, MAP)
    if reason == "land units move at most":       # read whole, then refused at entry for its length
        assert reason in problems(sheet)[0]
    elif reason == "not an order":
        assert [c.reason for c in sheet.chatter] == [reason] and not sheet.problems
    else:
        assert reason in problems(sheet)[0]


@pytest.mark.parametrize("line", ["Build 3 " + "Infantry " * 12000 + "in 12", "x" * 100000])
def test_a_100_kb_line_is_refused_by_its_size(line):
    [problem] = _written(line, "Crimsonia", STATE, MAP).problems
    assert problem.reason.startswith(f"the line is {len(line):,} characters long; an order line is at most 2,000")


def test_spaces_between_words_do_not_matter():
    line = "invest 5 cheese" + " " * 1900 + "in trade with Berdain"
    assert _written(line, "Crimsonia", STATE, MAP).orders == (EXAMPLES[1][1],)


@pytest.mark.parametrize("text, want", [
    ("2 galleons Fondue Sea -> Ricotta Lagoon", ("13", "14")),
    ("2 galleons the Fondue Sea -> Ricotta Lagoon", ("13", "14")),
    ("2 galleons Edam Sea -> Havarti Sea", ("56", "57")),
])
def test_seas_whose_names_end_in_sea_are_read_whole(text, want):
    """'Fondue Sea' is the sea's name on the bundled map: the word 'sea' in it is no filler."""
    from engine.game.scenario import MAPS, load_scenario
    board, state, _ = load_scenario(MAPS / "mausropa" / "scenario.json")
    nation_ = state.nations[0].name
    sheet = _written(text, nation_, state, board)
    assert [o.path for o in sheet.orders] == [want], sheet
    for line, field, value in (("blockade Fondue Sea", "sea", "13"), ("end blockade the Fondue Sea", "sea", "13"),
                               ("blockade sea 13", "sea", "13")):
        sheet = _written(line, nation_, state, board)
        assert [getattr(o, field) for o in sheet.orders] == [value], (line, sheet)


def _written(text, nation, state, board):
    """The orders as written, read whatever the state allows (the state's verdict is the checks')."""
    from engine.rulesets.succheesion import syntax
    return syntax.parse_sheet(text, nation, state, board, judge=False)
