"""Issue 23: EiA played to the letter of seeds 002 (eia_sop) and 003 (afa_naval), each test quoting
the seed's words it checks."""

from __future__ import annotations

import pytest

from engine.rulesets.eia.decisions import DecisionsOpen
from tests.eia.helpers import fleet, lines, play, position


def _open(state, orders, decide=None) -> list[str]:
    with pytest.raises(DecisionsOpen) as e:
        play(state, orders, decide=decide)
    return [d.key for d in e.value.open]


def test_fleets_sailing_together_are_one_stack_for_interception():
    """Seed 002, 6.2.3: "Non-moving fleets always attempt to intercept any enemy fleets if the enemy
    fleets have fewer ships": 6 and 5 French ships sailing together are 11 against 8 British."""
    state = position([fleet("France", "Brest", "brittany", 6), fleet("France", "Rochefort", "brittany", 5),
                      fleet("Great Britain", "Channel", "channel", 8)], step="France naval")
    res = play(state, {"France": "fleet Brest: Brittany - Biscay - Channel - Northsea\n"
                                 "fleet Rochefort: Brittany - Biscay - Channel - Northsea"})
    assert {f.name: f.at for f in res.state.fleets if f.nation == "France"} == {"Brest": "northsea",
                                                                               "Rochefort": "northsea"}
    assert ("Great Britain fleet Channel (8 ships against 11) does not attempt to intercept France's fleets "
            "Brest and Rochefort sailing together in Channel") in " ".join(lines(res))


def test_a_stack_with_fewer_ships_is_intercepted_once_as_a_whole():
    state = position([fleet("France", "Brest", "brittany", 3), fleet("France", "Rochefort", "brittany", 2),
                      fleet("Great Britain", "Channel", "channel", 8)], step="France naval")
    orders = {"France": "fleet Brest: Brittany - Biscay - Channel\nfleet Rochefort: Brittany - Biscay - Channel"}
    base = "sea.Channel.France_fleet_Brest_and_France_fleet_Rochefort"
    assert _open(state, orders) == [f"{base}.interception"]
    res = play(state, orders, decide={f"{base}.interception": "intercepted", f"{base}.evasion": "caught",
                                      f"{base}.winner": "Great Britain", f"{base}.losses": "4-0"})
    assert sum(f.ships for f in res.state.fleets if f.nation == "France") == 1
    assert any("France's fleets Brest and Rochefort sailing together (5 ships against 8) attempt to evade" in t
               for t in lines(res))
