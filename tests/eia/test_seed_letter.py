"""Issue 23: EiA played to the letter of seeds 002 (eia_sop) and 003 (afa_naval), each test quoting
the seed's words it checks."""

from __future__ import annotations

import pytest

from engine.rulesets.eia.decisions import DecisionsOpen
from tests.eia.helpers import corps, fleet, lines, play, position


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


def test_a_player_leaving_before_a_land_step_makes_his_power_an_ump_at_once():
    """Seed 002, 19.2.1-2: "Prior to his land movement phase of May 1806, the old British player leaves
    the game. [...] The referee immediately conducts a UMP Control Step for Britain"."""
    from tests.eia.test_books import at
    state = at(position([], wars=(), powers={"Great Britain": {"players": ["Old"]}}), "May", 1806,
               "Great Britain land")
    assert _open(state, {"Great Britain": "player leaves: Old"}) == ["ump.Great_Britain.controller"]
    res = play(state, {"Great Britain": "player leaves: Old"}, decide={"ump.Great_Britain.controller": "Austria"})
    control = res.state.power("Great Britain").control
    assert control.is_ump and control.ump_controller == "Austria" and control.active
    assert ("Old leaves Great Britain; Great Britain is an active UMP controlled by Austria until the next "
            "control step") in " ".join(lines(res))


def test_the_guard_is_asked_about_before_each_combat_round():
    """Seed 002, 19.1.2: "Prior to each combat round, whether the opponent will commit the guard (if an
    opponent's force includes a guard corps)"."""
    state = position([corps("France", "I", "bavaria", infantry=9), corps("Austria", "Guard", "bavaria", "guard", guard=3),
                      corps("Austria", "II", "bavaria")], step="France land", powers={"Austria": {}})
    orders = {"France": "attack Bavaria", "Austria": "standing chit: defend\nstanding further days: fight"}
    day1 = {"land.Bavaria.round1.guard.Austria": "hold", "land.Bavaria.result": "neither broke",
            "land.Bavaria.losses": "1-1"}
    assert _open(state, orders, day1) == ["land.Bavaria.round2.guard.Austria", "land.Bavaria.day2.result",
                                          "land.Bavaria.day2.losses"]
    res = play(state, orders, decide={**day1, "land.Bavaria.round2.guard.Austria": "commit",
                                      "land.Bavaria.day2.result": "France won", "land.Bavaria.day2.losses": "0-2"},
               dice=[1])
    text = " ".join(lines(res))
    assert "commit the guard before round 2 in Bavaria?** commit" in text


def test_a_city_held_by_its_garrison_alone_is_besieged():
    """Seed 002, 7.5.4.1.2.1: "Defenders always sortie, unless the defending garrison consists of only
    one army factor": a garrison alone is besieged, and a one-factor garrison stays inside."""
    garrison = {"type": "garrison", "nation": "Austria", "city": "Munich", "at": "bavaria", "factors": 1}
    state = position([corps("France", "I", "bavaria", infantry=9), garrison], step="France land")
    assert _open(state, {"France": "attack Bavaria"}) == ["land.Bavaria.breach"]
    res = play(state, {"France": "attack Bavaria"},
               decide={"land.Bavaria.breach": "breached", "land.Bavaria.honors": "deny",
                       "siege.Bavaria.surrender.Austria": "surrender"})
    text = " ".join(lines(res))
    assert "the defenders of Bavaria (1 factors) stay inside" not in text
    assert "the defenders of Bavaria (1 factor) stay inside" in text
    assert "Austria asks for honors of war" in text
    assert res.state.garrisons[0].factors == 0


def test_a_garrison_of_several_factors_sorties_and_takes_its_losses():
    garrison = {"type": "garrison", "nation": "Austria", "city": "Munich", "at": "bavaria", "factors": 3}
    state = position([corps("France", "I", "bavaria", infantry=9), garrison], step="France land",
                     powers={"Austria": {}})
    orders = {"France": "attack Bavaria", "Austria": "standing chit: defend"}
    res = play(state, orders, decide={"land.Bavaria.sortie.result": "France won", "land.Bavaria.sortie.losses": "1-2"})
    assert "the defenders of Bavaria (3 factors) sortie" in " ".join(lines(res))
    assert res.state.garrisons[0].factors == 1
