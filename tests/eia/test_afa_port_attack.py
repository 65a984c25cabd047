"""Seed 003 XI in the eia core's naval step: a British fleet off Brest (fort 45) attacks the port: the
fort fires, the fleet fires back, the harbour battle is the GM's, the fleet withdraws under fire."""

import msgspec
import pytest

from engine.dice import FixedDice
from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.afa_naval.state import AFA_STATE
from .helpers import RULES, area, edges, fleet, make_map, position, sea_area

BOTH = {"modules": ["eia_sop", "afa_naval"]}
BRITISH = "Great Britain"
ATTACK = {BRITISH: "fleet Channel: attack the port of Brest"}
BOARD = make_map(
    [area("Paris", capital="France", city_records=[{"name": "Paris", "capacity": 3}]),
     area("Champagne"), area("Bavaria"), area("Tyrol"), area("Vienna", capital="Austria"),
     area("Brittany", city_records=[{"name": "Brest", "capacity": 1, "fort": 45, "ports": ["biscay"]}]),
     area("Kent", city_records=[{"name": "Dover", "capacity": 1, "fort": 20, "ports": ["channel"]}]),
     sea_area("Biscay"), sea_area("Channel"), sea_area("Northsea")],
    edges("paris-champagne champagne-bavaria bavaria-vienna bavaria-tyrol tyrol-vienna paris-brittany "
          "brittany~biscay kent~channel biscay-channel channel-northsea"))


def garrison(**kw) -> dict:
    return {"type": "garrison", "nation": "France", "city": "Brest", "at": "brittany", "factors": 2, **kw}


def off_brest(ships=25, units=(garrison(),), at="biscay") -> EiaState:
    return position([fleet(BRITISH, "Channel", at, ships), *units], step="Great Britain naval", params=BOTH)


def play(state, orders, dice=(), decide=None):
    sheets = {n: RULES.parse_orders(t, n, state, BOARD) for n, t in orders.items()}
    return RULES.resolve(BOARD, state, sheets, FixedDice(dice), {"decisions": decide or {}})


def outcomes(res, rule) -> list[str]:
    return [e.outcome for e in res.events if getattr(e, "rule", "").startswith(rule)]


def test_the_four_steps_fort_fire_fleet_fire_harbour_and_withdrawal_under_fire():
    # (1) fort 45, regular garrison: 7 -> 5 ships, not starred, rolled again: 4 -> 7 ships; 12 lost
    # (2) 13 ships fire twice: 2 -> 7, 6 -> 4 damage: the fort drops to 34
    # (3) no French fleet in the harbour; (4) fort 34: 11 -> 3*, one shot: 3 ships lost
    res = play(off_brest(), ATTACK, dice=[3, 4, 2, 2, 1, 1, 3, 3, 6, 5])
    [ships] = [f.ships for f in res.state.fleets if f.name == "Channel"]
    assert ships == 25 - 12 - 3
    assert outcomes(res, "seed 003 XI (1)")[0].endswith("; 12 ships lost")
    assert "the fort drops from 45 to 34" in outcomes(res, "seed 003 XI (2)")[0]
    assert outcomes(res, "seed 003 XI (4)") == ["fort 34, roll 11+0: 3 ships *; 3 ships lost"]
    assert AFA_STATE.of(res.state).fort_damage == {"Brest": 11}


@pytest.mark.parametrize("units,modifier", [((garrison(),), "+0"), ((garrison(militia=True),), "+1"), ((), "+6")])
def test_the_garrison_modifies_the_forts_dice_militia_only_1_none_6(units, modifier):
    res = play(off_brest(units=units), ATTACK, dice=[6, 5] + [6] * 20)
    assert f"roll 11{modifier}" in outcomes(res, "seed 003 XI (1)")[0]


def test_the_fort_rolls_once_when_the_first_result_is_starred():
    res = play(off_brest(), ATTACK, dice=[6, 5] + [6] * 20)     # 11 on the 40-49 row: 3*
    assert outcomes(res, "seed 003 XI (1)")[0].count("roll") == 1


def test_without_a_garrison_the_fort_reads_at_most_the_12_column():
    res = play(off_brest(units=()), ATTACK, dice=[1, 1] + [6] * 20)   # 2 + 6 = 8 on the 40-49 row: 5
    assert "roll 2+6: 5 ships" in outcomes(res, "seed 003 XI (1)")[0]


def test_the_harbour_attack_is_the_gms_sea_battle_against_the_fleets_in_port():
    units = (garrison(), fleet("France", "Brest", "brittany", 6))
    with pytest.raises(DecisionsOpen) as raised:
        play(off_brest(units=units), ATTACK, dice=[6, 5, 6, 6, 6, 6, 6, 6])
    base = "port.Brest.Great_Britain_fleet_Channel"
    assert [d.key for d in raised.value.open] == [f"{base}.winner", f"{base}.losses"]
    res = play(off_brest(units=units), ATTACK, dice=[6, 5, 6, 6, 6, 6, 6, 6, 6, 5, 6, 5],
               decide={f"{base}.winner": BRITISH, f"{base}.losses": "2-4"})
    ships = {f.name: f.ships for f in res.state.fleets}
    # 25 - 3 entering - 2 in the harbour - 3 withdrawing; the French lose 4 of 6
    assert ships == {"Channel": 17, "Brest": 2}
    assert outcomes(res, "seed 003 IV prizes")


def test_the_forts_reduced_value_holds_until_the_months_end():
    state = off_brest()
    state = AFA_STATE.put(state, msgspec.structs.replace(AFA_STATE.of(state), fort_damage={"Brest": 11}))
    res = play(state, ATTACK, dice=[6, 5] + [6] * 20)
    assert "(fort 34," in outcomes(res, "seed 003 XI (1)")[0]
    ended = play(msgspec.structs.replace(state, step=len(state.steps) - 1), {})
    assert AFA_STATE.of(ended.state).fort_damage == {}


@pytest.mark.parametrize("at,wars,why", [
    ("channel", (("France", BRITISH),), "not at sea off Brest: its port opens on Biscay"),
    ("biscay", (), "Brest is not held by a nation Great Britain is at war with"),
])
def test_an_attack_from_the_wrong_sea_or_on_a_friendly_port_fails_and_says_why(at, wars, why):
    state = position([fleet(BRITISH, "Channel", at, 25), garrison()], step="Great Britain naval", params=BOTH,
                     wars=wars)
    res = play(state, ATTACK)
    assert any(why in getattr(e, "reason", "") for e in res.events)
    assert [f.ships for f in res.state.fleets] == [25]
