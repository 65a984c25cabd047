"""Issue 23: what a step would refuse whatever the other powers order and whatever the dice say is
refused when the orders are entered, in the step's own words. Each case runs three times: at entry,
through the step's resolution (which checks the sheet again), and through the step's own code with
the sheet let through unchecked, as a sheet the checks never saw."""

import msgspec
import pytest

from engine.dice import FixedDice
from engine.rulesets.eia import resolve as step_resolution
from engine.rulesets.eia import syntax
from engine.rulesets.eia.afa_naval.state import AFA_STATE, OffMap
from engine.rulesets.eia.state import month_steps

from rules_kit import rejections

from .helpers import MAP, RULES, corps, fleet, position

AFA = {"modules": ["eia_sop", "afa_naval"], "west_map_edge": ["biscay"]}
BRITISH = "Great Britain"


def economic():
    state = position([], params=AFA, powers={"France": {"money": 100, "manpower": 10}})
    steps = month_steps(2, state.params)                 # March: the month has an economic step
    return msgspec.structs.replace(state, month=2, steps=steps, step=steps.index("economic"))


def political(**afa):
    state = position([], wars=(), params=AFA,
                     powers={"Austria": {"enforced_peace": {"France": 40}}})
    return AFA_STATE.put(state, msgspec.structs.replace(AFA_STATE.of(state), **afa))


def naval(step: str, *off_map: OffMap):
    state = position([fleet("France", "Brest", "brittany", 8), fleet(BRITISH, "Channel", "channel", 10)],
                     step=step, params=AFA)
    gone = {(e.nation, e.fleet) for e in off_map}
    state = msgspec.structs.replace(state, fleets=tuple(f for f in state.fleets if (f.nation, f.name) not in gone))
    return AFA_STATE.put(state, msgspec.structs.replace(AFA_STATE.of(state), off_map=off_map))


def insurrection():
    state = position([corps("Austria", "II", "vienna"),
                      corps("Austria", "Insurrection I", "tyrol", kind="insurrection", infantry=0, militia=3)],
                     step="Austria land", params={"power_order": ["Austria", "France", BRITISH]})
    steps = state.steps[:state.step + 1] + ("Austria land (insurrection)",) + state.steps[state.step + 1:]
    return msgspec.structs.replace(state, steps=steps, step=state.step + 1)


SAILING = OffMap(nation="France", fleet="Brest", orders="West Indies", exited_from="biscay", months_left=1,
                 months_out=1, ships=7)
DUE = OffMap(nation="France", fleet="Brest", orders="off map", exited_from="biscay", months_left=0, ships=7)
HUNTER = OffMap(nation=BRITISH, fleet="Channel", orders="West Indies", exited_from="channel", months_left=2,
                months_out=2, ships=9, pursuing="France fleet Brest")
BACK = {"offmap.France_fleet_Brest.return": "Biscay"}

LATE = [
    # The economic step (seed 003 I and III, adaptation 4): money and stock wait for the step's income.
    (economic, "France", "build 2 at Plymouth", "France cannot build at Plymouth: Great Britain holds the yard", {}),
    (economic, "France", "build 2 at Brest for France",
     "Brest: a foreign naval sale is new ships built for another nation", {}),
    (economic, "France", "stores 1 at Plymouth",
     "France cannot lay in naval stores at Plymouth: Great Britain holds the yard", {}),
    (economic, "France", "deny America to Austria", "only Great Britain can deny America's naval stores, not France", {}),
    (economic, "France", "lend 500 to France", "France cannot lend money to itself", {}),
    # The political step (XII, XV, adaptation 3).
    (political, "Austria", "continental system: Austria",
     "only France puts countries under the Continental System (seed 003 XV)", {}),
    (political, "France", "continental system: Great Britain",
     "Great Britain cannot be put under the Continental System", {}),
    (lambda: political(continental=("Austria",)), "Austria", "leave the continental system",
     "Austria is under enforced peace conditions and may not opt out of the Continental System", {}),
    (political, "France", "cede Vienna to Austria", "Vienna is not a home province France holds and can cede", {}),
    # A power's naval step (IX): fleets off the map.
    (lambda: naval("France naval", SAILING), "France", "fleet Brest: return to Biscay",
     "it has not reached the West Indies: no turning back", {}),
    (lambda: naval("France naval", DUE), "France", "fleet Brest: return to Northsea",
     "it may return to Biscay or Channel, not Northsea", BACK),
    (lambda: naval("Great Britain naval", HUNTER), BRITISH, "fleet Channel: return to Biscay",
     "a pursuer sent to the West Indies cannot return for 2 more months", {}),
    (lambda: naval("Great Britain naval", SAILING, HUNTER), BRITISH, "fleet Channel: intercept fleet Brest and trail",
     "both fleets must be in the West Indies", {}),
    # Austria's insurrection step (7.5): only the insurrection corps move.
    (insurrection, "Austria", "corps II: Vienna - Tyrol", "only the insurrection corps just placed move in this step",
     {}),
]


@pytest.mark.parametrize("make, who, text, reason, decide", LATE, ids=[f"{who}: {text}" for _, who, text, _, _ in LATE])
def test_refused_at_entry_in_the_words_of_the_step(make, who, text, reason, decide, monkeypatch):
    state = make()
    entered = RULES.check_orders(RULES.parse_orders(text, who, state, MAP), state, MAP)
    assert [(p.kind, p.reason) for p in entered.problems] == [("not allowed", reason)]

    def resolved():
        unchecked = syntax.parse_sheet(text, who, state, MAP, judge=False)     # as stored before any check
        return rejections(RULES.resolve(MAP, state, {who: unchecked}, FixedDice([]), {"decisions": decide}))

    assert resolved() == [f"not allowed: {reason}"]
    monkeypatch.setattr(step_resolution, "check_sheet", lambda sheet, state, board: sheet)
    assert resolved() == [f"failed: {reason}"]


def test_a_power_with_money_to_come_may_order_more_than_its_treasury_holds_at_entry():
    # The economic step's income comes before its orders: money is checked there, not at entry.
    state = economic()
    sheet = RULES.check_orders(RULES.parse_orders("lend 500 to Austria", "France", state, MAP), state, MAP)
    assert sheet.problems == ()
