"""Issue 23, what was left of seed 003 (afa_naval) to the letter: each test quotes the seed's words it checks."""

from __future__ import annotations

import pytest

from engine.rulesets.eia.decisions import DecisionsOpen
from tests.eia.helpers import fleet, play, position

AFA = {"modules": ["eia_sop", "afa_naval"]}
VENICE = ({"name": "Venice", "colour": "#806040", "home": [], "major": False},)
BRITISH = "Great Britain"


def _question(state, orders, decide, key, play=play, dice=()) -> str:
    with pytest.raises(DecisionsOpen) as e:
        play(state, orders, dice=dice, decide=decide)
    return next(d.question for d in e.value.open if d.key == key)


def test_venice_has_minus_1_to_its_combat_die_in_every_sea_battle_the_gm_is_asked_about():
    """Seed 003 X, NAVAL COMBAT MODIFIER: "Venice receives a -1 to its combat die roll": in a battle at sea,
    in a harbour under attack and off the map after a breakout, the GM's question shows it."""
    venetian = "Venice fleet Arsenal -1 to its combat die (Venice -1)"
    at_sea = position([fleet("France", "Brest", "brittany", 4), fleet("Venice", "Arsenal", "channel", 10)],
                      wars=(("France", "Venice"),), more_nations=VENICE, step="France naval", params=AFA)
    base = "sea.Channel.France_fleet_Brest"
    question = _question(at_sea, {"France": "fleet Brest: Brittany - Biscay - Channel"},
                         {f"{base}.interception": "intercepted", f"{base}.evasion": "caught"}, f"{base}.winner",
                         dice=[6])
    assert venetian in question and "France fleet Brest" not in question.split("(", 1)[1]

    from tests.eia import test_afa_port_attack as port
    harbour = position([fleet(BRITISH, "Channel", "biscay", 25), port.garrison(),
                        fleet("Venice", "Arsenal", "brittany", 6)], wars=(("France", BRITISH), ("Venice", BRITISH)),
                       more_nations=VENICE, step="Great Britain naval", params=AFA)
    question = _question(harbour, port.ATTACK, {}, "port.Brest.Great_Britain_fleet_Channel.winner", play=port.play,
                         dice=[6, 5, 6, 6, 6, 6, 6, 6])
    assert venetian in question

    off_map = position([fleet("France", "Brest", "brittany", 8), fleet("Venice", "Arsenal", "channel", 10)],
                       wars=(("France", "Venice"),), more_nations=VENICE, step="France naval",
                       params={**AFA, "west_map_edge": ["biscay"]})
    orders = {"France": "fleet Brest: break out off the map",
              "Venice": "fleet Arsenal: pursue fleet Brest off the map and fight"}
    question = _question(off_map, orders, {}, "offmap.Biscay.France_fleet_Brest.Venice_fleet_Arsenal.winner",
                         dice=[6, 1])
    assert venetian in question


def test_without_afa_naval_venice_fights_unmodified():
    at_sea = position([fleet("France", "Brest", "brittany", 4), fleet("Venice", "Arsenal", "channel", 10)],
                      wars=(("France", "Venice"),), more_nations=VENICE, step="France naval")
    base = "sea.Channel.France_fleet_Brest"
    question = _question(at_sea, {"France": "fleet Brest: Brittany - Biscay - Channel"},
                         {f"{base}.interception": "intercepted", f"{base}.evasion": "caught"}, f"{base}.winner")
    assert "Venice" in question and "combat die" not in question
