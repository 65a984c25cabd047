"""The seed's worked examples (Napoleon's Wars) played on the bundled Europe 1805 map itself,
with the orders written as the seed writes them."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.board import load_map
from engine.rulesets.napoleonic.events import Scouted, Starved, Supply

from .helpers import corps, events, gold, internal_text, nation, play, position, problems, sheet, winter_dice

MAP = Path(__file__).resolve().parents[2] / "resources" / "maps" / "europe1805" / "map.geojson"


@pytest.fixture(scope="module")
def board():
    return load_map(MAP)


def europe(board, nations, **kw):
    """A position on the bundled map: each nation owns its home provinces as the map marks them,
    but for those `owners` gives to another."""
    homes, given = {}, kw.get("owners", {})
    for r in board.land():
        if r.attributes.get("home") and given.get(r.id, r.attributes["home"]) == r.attributes["home"]:
            homes.setdefault(r.attributes["home"], []).append(r.id)
    return position(board, nations=[nation(n, home=" ".join(homes.get(n, ())), gold=g) for n, g in nations], **kw)


def heads_1(n):
    return winter_dice(*[("heads", 1)] * n)


# -- Winter supply: "if France owns Alsace and has 3 units in Prague, it pays 18 gold" --------

def prague(board, relation):
    return europe(board, [("France", 40), ("Austria", 20)], season="Winter 1805", relations=[relation],
                  corps=["France A prague: 2 infantry, 1 artillery"])


def test_three_units_in_prague_three_spaces_from_alsace_pay_18_gold(board):
    state = prague(board, "France at war with Austria")
    res = play(board, state, dice=heads_1(2))
    [supply] = [e for e in events(res, Supply) if e.nation == "France"]
    assert (supply.cost, supply.lines) == (18, (("A", "prague", 3, 3),))
    # 40 + 45 income + 1 (heads) - 5 (at war) - 18 = 63, kept to 50
    assert gold(res.state, "France") == 50
    report = internal_text(board, state, res, "France")
    assert "Supply: 18 gold (corps A in Prague: 3 divisions, 3 spaces away, 18 gold)" in report
    assert "At war with: Austria. Allied to: nobody." in report


def test_if_austria_is_an_ally_the_units_in_prague_pay_nothing(board):
    res = play(board, prague(board, "France allied with Austria"), dice=heads_1(2))
    assert [e for e in events(res, Supply) if e.nation == "France"] == []


# -- "In Summer, France enters Tyrol. In Fall, France goes on to capture Vienna. However, one
#    Corps remains behind in Tyrolia to keep the supply line open." -------------------------

def tyrol_campaign(board, fall_orders):
    spring = europe(board, [("France", 40), ("Austria", 0)], season="Summer 1805",
                    relations=["France at war with Austria"],
                    corps=["France A switzerland: 2 infantry", "France B switzerland: 2 infantry"])
    summer = play(board, spring, {"France": "A - Tyrol\nB - Tyrol"}).state
    assert corps(summer, "France", "A").at == corps(summer, "France", "B").at == "tyrol"
    fall = play(board, summer, {"France": fall_orders}).state
    return play(board, fall, dice=heads_1(2))


def test_the_corps_left_in_tyrol_keeps_the_line_to_vienna_open(board):
    res = tyrol_campaign(board, "B - Vienna\nA holds")
    assert corps(res.state, "France", "B").at == "vienna"
    [supply] = [e for e in events(res, Supply) if e.nation == "France"]
    # Tyrol - Switzerland - Alsace: 2 spaces; Vienna one more, through Tyrol
    assert sorted(supply.lines) == [("A", "tyrol", 2, 2), ("B", "vienna", 2, 3)]


def test_without_the_corps_in_tyrol_the_corps_in_vienna_is_cut_off(board):
    res = tyrol_campaign(board, "B - Vienna\nA - Vienna")
    assert {(e.corps, e.reason) for e in events(res, Starved)} == {("A", "cut off"), ("B", "cut off")}


# -- "France has a unit in Rome, and Austria has a unit in Piedmont & Venice. Even if the French
#    player owns all of Italy, the French unit is destroyed unless it has a squadron in the Western
#    Mediterranean, or Austria's an Ally." ------------------------------------------------------

ITALY = ("piedmont", "genoa", "lombardy", "venice", "romagna", "tuscany", "rome", "abruzzi", "naples", "apulia",
         "sicily", "sardinia")


def rome(board, relation="France at war with Austria", squadrons=()):
    return europe(board, [("France", 40), ("Austria", 20)], season="Winter 1805",
                  relations=[relation], owners={p: "France" for p in ITALY}, squadrons=list(squadrons),
                  corps=["France A rome: 1 infantry", "Austria A piedmont: 1 infantry",
                         "Austria B venice: 1 infantry"])


def test_the_french_unit_in_rome_is_destroyed(board):
    res = play(board, rome(board), dice=heads_1(2))
    assert corps(res.state, "France", "A") is None
    assert [(e.nation, e.corps, e.reason) for e in events(res, Starved)] == [("France", "A", "cut off")]


def test_unless_it_has_a_squadron_in_the_western_mediterranean(board):
    res = play(board, rome(board, squadrons=["France 1 western_mediterranean"]), dice=heads_1(2))
    assert corps(res.state, "France", "A").at == "rome"


def test_or_austria_is_an_ally(board):
    res = play(board, rome(board, relation="France allied with Austria"), dice=heads_1(2))
    assert corps(res.state, "France", "A").at == "rome"


# -- "a Cavalry corps may not move from Algeria to Morocco and then to Gibraltar because it takes
#    a whole Season to cross the Gibraltar straits." -------------------------------------------

def algeria(board):
    return europe(board, [("France", 10), ("Great Britain", 10)], season="Spring 1806",
                  owners={"algeria": "France"}, relations=["France at war with Great Britain"],
                  corps=["France C algeria: 3 cavalry"])


def test_a_cavalry_corps_may_not_ride_from_algeria_to_morocco_and_on_to_gibraltar(board):
    state = algeria(board)
    assert problems(sheet(board, state, "France", "C - Morocco - Gibraltar")) == [
        "line 1: not allowed ('C - Morocco - Gibraltar'): crossing the strait between Morocco and Gibraltar is the corps' whole move; it cannot go on"]


def test_it_rides_into_morocco_and_crosses_the_strait_next_season(board):
    state = algeria(board)
    spring = play(board, state, {"France": "C - Morocco"}).state
    assert corps(spring, "France", "C").at == "morocco"
    summer = play(board, spring, {"France": "C - Gibraltar"}).state
    assert corps(summer, "France", "C").at == "gibraltar"


@pytest.mark.parametrize("start, to", [("morocco", "Murcia"), ("murcia", "Gibraltar"), ("gibraltar", "Morocco")])
def test_morocco_gibraltar_and_murcia_share_one_strait(board, start, to):
    state = europe(board, [("France", 10)], season="Spring 1806",
                   corps=[f"France C {start}: 3 cavalry"], owners={start: "France"})
    after = play(board, state, {"France": f"C - {to}"}).state
    assert board[corps(after, "France", "C").at].name == to


# -- Fall 1808: "Frances Corps C, containing 4 Cavalry, moves from Alsace to Thuringia and then to
#    Westphalia ... the Scouting Cavalry has orders to investigate Holland [bordering Thuringia]" --

def test_the_fall_1808_ride_from_alsace_through_thuringia_to_westphalia(board):
    state = europe(board, [("France", 20), ("Prussia", 0), ("Great Britain", 0)], season="Fall 1808",
                   relations=["France allied with Prussia", "France at war with Great Britain"],
                   corps=["France C alsace: 3 cavalry + scout", "Great Britain F holland: 2 infantry",
                          "Great Britain H holland: 1 cavalry, 2 artillery",
                          "Great Britain L holland: 3 artillery + scout"])
    res = play(board, state, {"France": "C - Thuringia - Westphalia, scout Holland"})
    assert corps(res.state, "France", "C").at == "westphalia"
    [seen] = events(res, Scouted)
    assert seen.corps_seen == (("Great Britain", "F", "2 infantry", False),
                               ("Great Britain", "H", "1 cavalry, 2 artillery", False),
                               ("Great Britain", "L", "", True))
    winter = play(board, res.state, dice=heads_1(3))
    assert [e for e in events(winter, Supply) if e.nation == "France"] == []   # free in allied Prussia
