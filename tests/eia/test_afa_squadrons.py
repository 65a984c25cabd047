"""Module afa_naval's squadrons inside the eia core (seed 003 VI, VIII, X): formed, moved port to port or
to a fleet, joined, leaving port on 4-6, and the battle question's -1s and no victory points."""

import msgspec
import pytest

from engine.reports.render import render
from engine.rulesets.eia.checks import check_sheet
from engine.rulesets.eia.decisions import Decision, DecisionsOpen
from engine.rulesets.eia.reports import internal_report
from engine.rulesets.eia.state import EiaState
from engine.game.scenario import build_scenario
from .helpers import MAP, RULES, fleet, lines, play, position
from .test_nosop import without_sop

BOTH = {"modules": ["eia_sop", "afa_naval"]}


def naval(units, step="France naval", params=BOTH, **kw) -> EiaState:
    return position(units, params=params, step=step, **kw)


def refused(state: EiaState, nation: str, text: str) -> list[str]:
    """Why each order of the text is refused, as the orders command checks them."""
    return [p.reason for p in check_sheet(RULES.parse_orders(text, nation, state, MAP), state, MAP).problems]


def by_name(state: EiaState, name: str, squadron: bool = False):
    return next(f for f in state.fleets if f.name == name and f.squadron == squadron)


def as_squadrons(state: EiaState, *names: str) -> EiaState:
    return msgspec.structs.replace(state, fleets=tuple(msgspec.structs.replace(f, squadron=f.name in names)
                                                        for f in state.fleets))


# VI: squadrons

def test_a_squadron_of_4_ships_formed_from_a_fleet_sails_port_to_port_on_a_4_without_asking_the_gm():
    state = naval([fleet("France", "Brest", "brittany", 10)], params={**BOTH, "sea_move_allowance": 0})
    res = play(state, {"France": "squadron Swift: 4 ships from fleet Brest\nsquadron Swift: Brittany - Biscay - Channel - Kent"},
               dice=[4])
    swift, brest = by_name(res.state, "Swift", True), by_name(res.state, "Brest")
    assert (swift.at, swift.in_port, swift.ships, brest.ships) == ("kent", True, 4, 6)
    assert "France squadron Swift leaving port (4+)" in str(res.events)


@pytest.mark.parametrize("die, admiral, sails", [(3, False, False), (4, False, True), (2, True, True), (1, True, False)])
def test_a_squadron_leaves_port_on_4_to_6_with_2_more_for_the_fleet_admiral(die, admiral, sails):
    units = [fleet("France", "Brest", "brittany", 10)] + (
        [{"type": "leader", "nation": "France", "at": "brittany", "name": "Villeneuve", "seniority": 1, "admiral": True}] if admiral else [])
    res = play(naval(units), {"France": "squadron Swift: 4 ships from fleet Brest\nsquadron Swift: Brittany - Biscay - Channel - Kent"},
               dice=[die])
    assert (by_name(res.state, "Swift", True).at == "kent") is sails
    assert any("it did not leave port" in line for line in lines(res)) is not sails


@pytest.mark.parametrize("ships", [1, 7])
def test_a_squadron_has_2_to_6_ships(ships):
    state = naval([fleet("France", "Brest", "brittany", 10)])
    assert refused(state, "France", f"squadron Swift: {ships} ships from fleet Brest") == [
        f"squadron Swift has {ships} ship{'' if ships == 1 else 's'}; a squadron has 2 to 6"]


def test_a_squadron_cannot_take_more_ships_than_its_fleet_has():
    state = naval([fleet("France", "Brest", "brittany", 3)])
    assert refused(state, "France", "squadron Swift: 4 ships from fleet Brest") == [
        "France fleet Brest has 3 ships, not 4"]


def test_a_squadron_may_not_end_its_move_in_a_sea_area_without_a_friendly_fleet():
    state = naval([fleet("France", "Brest", "brittany", 10)])
    reasons = refused(state, "France", "squadron Swift: 4 ships from fleet Brest\nsquadron Swift: Brittany - Biscay")
    assert reasons == ["a squadron may not move from a port to a sea: only port to port, port to fleet, fleet to port, "
                       "or to the West Indies and back"]


def test_a_squadron_may_sail_from_port_to_a_friendly_fleet_and_from_it_to_port():
    state = naval([fleet("France", "Brest", "brittany", 10), fleet("France", "Ocean", "channel", 5)])
    assert refused(state, "France", "squadron Swift: 4 ships from fleet Brest\nsquadron Swift: Brittany - Biscay - Channel") == []
    state = naval([fleet("France", "Ocean", "channel", 5)])
    assert refused(state, "France", "squadron Swift: 2 ships from fleet Ocean\nsquadron Swift: Channel - Kent") == []


def test_a_squadron_may_not_sail_from_a_fleet_to_a_fleet():
    state = naval([fleet("France", "Ocean", "channel", 5), fleet("France", "Biscay", "biscay", 5)])
    reasons = refused(state, "France", "squadron Swift: 2 ships from fleet Ocean\nsquadron Swift: Channel - Biscay")
    assert reasons and "may not move from a fleet to a fleet" in reasons[0]


def test_a_squadron_moves_8_sea_areas_and_no_more():
    state = naval([fleet("France", "Brest", "brittany", 10)])
    eight = " - ".join(["Brittany"] + ["Biscay", "Channel"] * 4) + " - Kent"
    nine = " - ".join(["Brittany"] + ["Biscay", "Channel"] * 4 + ["Biscay"]) + " - Brittany"
    assert refused(state, "France", f"squadron Swift: 4 ships from fleet Brest\nsquadron Swift: {eight}") == []
    assert refused(state, "France", f"squadron Swift: 4 ships from fleet Brest\nsquadron Swift: {nine}") == [
        "a squadron moves at most 8 sea areas, not 9"]


def test_a_squadron_joins_the_fleet_it_stands_with():
    state = naval([fleet("France", "Brest", "brittany", 10)])
    formed = play(state, {"France": "squadron Swift: 4 ships from fleet Brest"}).state
    later = msgspec.structs.replace(formed, step=state.step)
    joined = play(later, {"France": "join squadron Swift to fleet Brest"}).state
    assert [(f.name, f.ships, f.squadron) for f in joined.fleets] == [("Brest", 10, False)]


def test_a_squadron_cannot_join_a_fleet_elsewhere():
    state = naval([fleet("France", "Brest", "brittany", 10), fleet("France", "Ocean", "channel", 5)])
    reasons = refused(state, "France", "squadron Swift: 4 ships from fleet Brest\njoin squadron Swift to fleet Ocean")
    assert reasons == ["France squadron Swift and France fleet Ocean do not stand together: a squadron joins a fleet "
                       "it stands with at the start of the naval step"]


def test_squadrons_are_formed_in_the_nations_own_naval_step_only():
    state = naval([fleet("France", "Brest", "brittany", 10)], step="France land")
    reasons = refused(state, "France", "squadron Swift: 4 ships from fleet Brest")
    assert reasons == ["it is the France land step: squadrons are formed and joined in France's own naval step (seed 003 VI)"]


def test_a_squadron_shows_as_a_squadron_in_its_owners_report():
    before = naval([fleet("France", "Brest", "brittany", 10)])
    res = play(before, {"France": "squadron Swift: 4 ships from fleet Brest"})
    french = render(internal_report(MAP, before, res.state, res.events, "France", "June"))
    assert "Swift (squadron) in Brittany (in port): 4 ships" in french
    assert "Squadron Swift of 4 ships formed from fleet Brest" in french
    assert "Swift" not in render(internal_report(MAP, before, res.state, res.events, "Austria", "June"))


def battle_question(state: EiaState, order: str, base: str) -> Decision:
    """The GM's question who won, once the French move is intercepted and caught."""
    with pytest.raises(DecisionsOpen) as asked:
        play(state, {"France": order}, decide={f"{base}.interception": "intercepted", f"{base}.evasion": "caught"})
    winner, = [d for d in asked.value.open if d.key == f"{base}.winner"]
    return winner


def test_the_sea_battle_question_gives_a_squadron_minus_1_never_the_weather_gauge_and_no_victory_points():
    state = as_squadrons(naval([fleet("France", "Ocean", "biscay", 3), fleet("France", "Home", "biscay", 5),
                                fleet("Great Britain", "Channel", "channel", 8)]), "Ocean")
    winner = battle_question(state, "squadron Ocean: Biscay - Channel - Kent", "sea.Channel.France_squadron_Ocean")
    assert "France squadron Ocean -1 to its combat die (squadron -1), never the weather gauge" in winner.question
    assert "a squadron's battle gives no victory points (seed 003 VI B)" in winner.question


def test_venice_minus_1_is_added_to_a_squadrons_minus_1():
    state = as_squadrons(with_venice([fleet("Venice", "Lagoon", "biscay", 3), fleet("France", "Brest", "channel", 2)]),
                         "Lagoon")
    winner = battle_question(state, "fleet Brest: Channel - Biscay - Brittany", "sea.Biscay.France_fleet_Brest")
    assert "Venice squadron Lagoon -2 to its combat die (squadron -1, Venice -1), never the weather gauge" in winner.question


def with_venice(units: list[dict]) -> EiaState:
    """The test theatre with Venice as a minor at war with France, its fleets in the Bay of Biscay."""
    base = position([], params=BOTH, step="France naval")
    data = {"ruleset": "eia", "map": None, "params": dict(base.params), "units": units,
            "nations": [{"name": n.name, "colour": n.colour, "home": list(n.home)} for n in base.nations]
            + [{"name": "Venice", "colour": "#aa8800", "major": False, "home": []}],
            "relations": [{"nations": ["France", n], "status": "war"} for n in ("Austria", "Great Britain", "Venice")]}
    _, state = build_scenario(data, board=MAP)
    return msgspec.structs.replace(state, step=state.steps.index("France naval"))


def test_the_maps_tooltip_names_a_squadron_a_squadron():
    from app.rulesets.eia.drawing import markers, region_tooltip
    state = play(naval([fleet("France", "Brest", "brittany", 10)]),
                 {"France": "squadron Swift: 4 ships from fleet Brest"}).state
    assert "France squadron Swift: 4 ships" in region_tooltip(MAP, state, "brittany")
    assert any(m.tooltip.startswith("France squadron Swift: 4 ships") for m in markers(MAP, state))


@pytest.mark.parametrize("line", ["squadron Swift: 4 ships from fleet Brest", "squadron Swift: Brittany - Biscay",
                                  "join squadron Swift to fleet Brest"])
def test_a_game_with_eia_sop_alone_does_not_understand_squadrons(line):
    sheet = RULES.parse_orders(line, "France", naval([fleet("France", "Brest", "brittany", 10)], params={}), MAP)
    assert not sheet.orders and sheet.problems and sheet.problems[0].kind == "not understood"


def test_a_game_naming_afa_naval_alone_forms_and_sails_squadrons_too():
    state = without_sop(naval([fleet("France", "Brest", "brittany", 10)]), modules=["afa_naval"])
    res = play(state, {"France": "squadron Swift: 4 ships from fleet Brest\nsquadron Swift: Brittany - Biscay - Channel - Kent"},
               dice=[5])
    assert (by_name(res.state, "Swift", True).at, by_name(res.state, "Brest").ships) == ("kent", 6)
