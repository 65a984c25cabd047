"""Orders as players write them: the documented forms and common variations are read; every
line that cannot be used says "not understood" or "not allowed", its line number and why."""

import pytest

from engine.rulesets.napoleonic import orders as o
from engine.rulesets.napoleonic import syntax

from .helpers import RULES, edges, land, make_map, nation, position, problems, sea, sheet

BOARD = make_map(
    land("alsace thuringia westphalia holland paris tyrol"),
    sea("north_sea channel western_mediterranean bay_of_biscay sea_of_marmara"),
    edges("alsace-thuringia thuringia-westphalia thuringia-holland holland~north_sea channel-north_sea "
          "paris~channel alsace-paris tyrol-alsace paris~bay_of_biscay western_mediterranean-bay_of_biscay "
          "sea_of_marmara-western_mediterranean"))
STATE = position(BOARD, nations=[nation("France", "paris alsace", aliases=["the French"]), nation("Prussia"),
                                 nation("Austria", "tyrol"), nation("Spain"), nation("Russia")],
                 corps=["France A alsace: 2 infantry", "France C alsace: 3 cavalry + scout"],
                 squadrons=["France 2 channel"])
F = "France"


def read(text):
    s = syntax.parse_sheet(text, F, STATE, BOARD, judge=False)      # the words, on a position not set up for them
    assert s.problems == (), s.problems
    [order] = s.orders
    return order


MARCH = o.MoveCorps(nation=F, corps="A", path=("thuringia",))
SCOUTING_MARCH = o.MoveCorps(nation=F, corps="C", path=("thuringia", "westphalia"), scout="holland")


@pytest.mark.parametrize("text, order", [
    # marches
    ("A - Thuringia - Westphalia", o.MoveCorps(nation=F, corps="A", path=("thuringia", "westphalia"))),
    ("Corps A moves to Thuringia", MARCH),
    ("corps A marches to Thuringia", MARCH),
    ("A -> Thuringia", MARCH),
    ("A to Thuringia", MARCH),
    ("A moves into Thuringia", MARCH),
    ("A – Thuringia", MARCH),
    ("Corps A: Alsace -> Thuringia.", o.MoveCorps(nation=F, corps="A", path=("thuringia",), start="alsace")),
    ("A Alsace - Thuringia", o.MoveCorps(nation=F, corps="A", path=("thuringia",), start="alsace")),
    ("Corps A marches to Thuringia then Westphalia",
     o.MoveCorps(nation=F, corps="A", path=("thuringia", "westphalia"))),
    # list bullets, comments, a final full stop
    ("- A - Thuringia   # to the front", MARCH),
    ("* A - Thuringia.", MARCH),
    ("1. A - Thuringia // first", MARCH),
    # scouting
    ("C - Thuringia - Westphalia, scout Holland", SCOUTING_MARCH),
    ("C - Thuringia - Westphalia and scouts Holland", SCOUTING_MARCH),
    ("C scout Holland", o.Scout(nation=F, corps="C", target="holland")),
    ("C holds, scout Holland", o.Scout(nation=F, corps="C", target="holland")),
    # standing still
    ("A holds", o.Hold(nation=F, corps="A")),
    ("Corps A stays", o.Hold(nation=F, corps="A")),
    ("squadron 2 holds", o.SquadronOrder(nation=F, number=2)),
    # by sea
    ("A - Holland via Channel, North Sea", o.TransportCorps(nation=F, corps="A", seas=("channel", "north_sea"),
                                                            to="holland")),
    ("A by sea via Channel to Holland", o.TransportCorps(nation=F, corps="A", seas=("channel",), to="holland")),
    # squadrons
    ("squadron 2 - Western Mediterranean", o.SquadronOrder(nation=F, number=2, to="western_mediterranean")),
    ("sq 2 -> Western Mediterranean", o.SquadronOrder(nation=F, number=2, to="western_mediterranean")),
    ("Squadron #2: North Sea", o.SquadronOrder(nation=F, number=2, to="north_sea")),
    ("fleet 2 sails to North Sea", o.SquadronOrder(nation=F, number=2, to="north_sea")),
    ("squadron 2 - Western Mediterranean, attack Spain",
     o.SquadronOrder(nation=F, number=2, to="western_mediterranean", attack=True, targets=("Spain",))),
    ("squadron 2 attack", o.SquadronOrder(nation=F, number=2, attack=True)),
    # builds and reorganisation
    ("build 2 infantry, cavalry, scouting cavalry in Paris",
     o.Build(nation=F, kinds=("infantry", "infantry", "cavalry", "scout"), where="paris")),
    ("buy 2 inf in Paris", o.Build(nation=F, kinds=("infantry", "infantry"), where="paris")),
    ("build 3 x art in Paris", o.Build(nation=F, kinds=("artillery",) * 3, where="paris")),
    ("build 1 inf and 2 cav at Paris", o.Build(nation=F, kinds=("infantry", "cavalry", "cavalry"), where="paris")),
    ("recruit 2 infantry + 1 artillery in Paris",
     o.Build(nation=F, kinds=("infantry", "infantry", "artillery"), where="paris")),
    ("build 2 squadrons in Bay of Biscay", o.Build(nation=F, kinds=("squadron", "squadron"), where="bay_of_biscay")),
    ("transfer 2 infantry from A to B", o.Transfer(nation=F, count=2, kind="infantry", source="A", target="B")),
    ("move 1 cavalry from A to D", o.Transfer(nation=F, count=1, kind="cavalry", source="A", target="D")),
    ("annex Tyrol", o.Annex(nation=F, province="tyrol")),
    # diplomacy
    ("declare war on Austria", o.DeclareWar(nation=F, target="Austria")),
    ("war on Austria", o.DeclareWar(nation=F, target="Austria")),
    ("alliance with Prussia", o.Alliance(nation=F, target="Prussia")),
    ("ally with Prussia", o.Alliance(nation=F, target="Prussia")),
    ("sign alliance with Prussia", o.Alliance(nation=F, target="Prussia")),
    ("peace with Austria", o.Peace(nation=F, target="Austria")),
    ("sign peace with Austria", o.Peace(nation=F, target="Austria")),
    ("break alliance with Prussia", o.BreakAlliance(nation=F, target="Prussia")),
    ("cancel alliance with Prussia", o.BreakAlliance(nation=F, target="Prussia")),
    ("give 10 gold to Prussia", o.Gift(nation=F, target="Prussia", amount=10)),
    ("send 10 gold to Prussia", o.Gift(nation=F, target="Prussia", amount=10)),
    ("cede Tyrol to Prussia", o.Cede(nation=F, province="tyrol", to="Prussia")),
    ("accept Tyrol from Austria", o.Accept(nation=F, province="tyrol", giver="Austria")),
    ("allow Russia through Sea of Marmara", o.Permit(nation=F, target="Russia", sea="sea_of_marmara")),
    ("permit Russia to cross Sea of Marmara", o.Permit(nation=F, target="Russia", sea="sea_of_marmara")),
    # names as players write them: case, spaces, aliases
    ("A - THURINGIA", MARCH),
    ("squadron 2 - westernmediterranean", o.SquadronOrder(nation=F, number=2, to="western_mediterranean")),
    ("declare war on the French", o.DeclareWar(nation=F, target="France")),
])
def test_the_documented_forms_and_common_variations_are_read(text, order):
    assert read(text) == order


@pytest.mark.parametrize("order", [
    o.MoveCorps(nation=F, corps="A", path=("thuringia", "westphalia"), scout="holland"),
    o.MoveCorps(nation=F, corps="A", path=("thuringia",), start="alsace"),
    o.Hold(nation=F, corps="A"),
    o.SquadronOrder(nation=F, number=2),
    o.TransportCorps(nation=F, corps="A", seas=("channel", "north_sea"), to="holland"),
    o.Build(nation=F, kinds=("infantry", "infantry", "scout"), where="paris"),
])
def test_what_the_engine_writes_it_reads_back(order):
    text = RULES.format_orders([order], STATE, BOARD)
    assert read(text) == order


def test_blank_lines_and_comments_are_not_orders():
    s = RULES.parse_orders("\n# Spring orders\n\n// nothing else\nA - Thuringia\n", F, STATE, BOARD)
    assert s.ok() and s.lines == (5,)


@pytest.mark.parametrize("text, message", [
    ("A - Narnia", "not understood ('A - Narnia'): no province or sea called 'Narnia'"),
    ("A - Thuringa?", "not understood ('A - Thuringa?'): no province or sea called 'Thuringa?' "
                      "(did you mean 'Thuringia'?)"),     # asked: a typo's fix is never read in a question
    ("declare war on Prusssia", "not understood ('declare war on Prusssia'): no nation called 'Prusssia' "
                              "(did you mean 'Prussia', 'Russia', 'Austria'?); the nations are France, Prussia, Austria, "
                              "Spain, Russia"),
    ("build 2 dragoons in Paris", "not understood ('build 2 dragoons in Paris'): '2 dragoons' is not a unit: "
                                  "write infantry, cavalry, artillery, scouting cavalry or squadron, with a "
                                  "number in front for several"),
    ("Q - Thuringia", "not understood ('Q - Thuringia'): France has no corps Q"),
    ("squadron 7 - North Sea", "not understood ('squadron 7 - North Sea'): France has no squadron 7"),
    ("A", "not understood ('A'): what should corps A do? Give a destination ('A - Thuringia') or a scouting "
          "target ('A scout Holland')"),
    ("attack the Austrians", "not understood ('attack the Austrians'): expected a corps order ('A - Thuringia'), "
                             "a squadron order ('squadron 1 - North Sea'), or build, transfer, annex, declare war, "
                             "alliance, peace, break alliance, give, cede, accept or allow"),
    ("A - Westphalia", "not allowed ('A - Westphalia'): Westphalia does not border Alsace"),
    ("declare war on France", "not allowed ('declare war on France'): France cannot do that with itself"),
])
def test_every_bad_line_says_which_line_what_kind_of_problem_and_why(text, message):
    s = sheet(BOARD, STATE, F, f"C scout Thuringia\n\n{text}\n")
    assert problems(s) == [f"line 3: {message}"]
    assert s.lines == (1,)                     # the good line is kept


def test_a_sure_typo_of_a_place_is_read_and_the_receipt_says_so():
    s = sheet(BOARD, STATE, F, "C scout Thuringia\n\nA - Thuringa\n")     # round 21: one near name, allowed
    assert problems(s) == [] and s.lines == (1, 3)
    assert any("'Thuringa' read as 'Thuringia'" in c.reason for c in s.chatter)


def test_each_problem_is_reported_on_its_own_line():
    s = sheet(BOARD, STATE, F, "A - Narnia\nbuild 2 infantry in Paris\nbuild 1 squadron in Paris\nZ holds")
    assert [(p.line, p.kind) for p in s.problems] == [(1, "not understood"), (3, "not allowed"),
                                                      (4, "not understood")]
    assert [type(x) for x in s.orders] == [o.Build]


def test_a_hold_order_is_allowed_in_winter_and_changes_nothing():
    winter = position(BOARD, season="Winter 1805", nations=[nation("France", "paris alsace")],
                      corps=["France A alsace: 2 infantry"], squadrons=["France 2 channel"])
    assert sheet(BOARD, winter, F, "A holds\nsquadron 2 holds").ok()
    assert problems(sheet(BOARD, winter, F, "A holds\nA holds")) == [
        "line 2: not allowed ('A holds'): corps A already has an order (line 1)"]
