"""Issue 23: EiA played to the letter of seeds 002 (eia_sop) and 003 (afa_naval), each test quoting
the seed's words it checks."""

from __future__ import annotations

import pytest

from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.afa_naval.state import AFA_STATE
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


OUTFLANK = [corps("France", "I", "bavaria", infantry=9), corps("Austria", "II", "bavaria"),
            corps("Austria", "III", "bavaria"), corps("Austria", "IV", "bavaria"),
            corps("Austria", "V", "bavaria", "cavalry", cavalry=2), corps("Austria", "VI", "bavaria", "cavalry", cavalry=2)]
DAY = {"land.Bavaria.result": "France won", "land.Bavaria.losses": "0-1"}


def test_the_outflanking_force_the_player_names_is_used():
    """Seed 002, 7.5.2.3: "If a player fails to specify the composition of his outflanking force with his
    choice of tactical chit, the force is composed according to the following guidelines"; a player
    who specifies it gets the force he named, here beyond the guidelines' one cavalry corps."""
    state = position(OUTFLANK, step="France land", powers={"Austria": {}})
    orders = {"France": "attack Bavaria",
              "Austria": "standing chit: outflank\noutflanking force: corps III, V, corps VI"}
    res = play(state, orders, decide=DAY, dice=[1, 1, 1])
    text = " ".join(lines(res))
    assert "Austria outflanks in Bavaria with Austria III, Austria V and Austria VI, as ordered" in text
    assert "7.5.2.3" not in text                     # the guidelines and their dice are not used


def test_without_a_named_force_the_guidelines_choose_it_by_dice():
    state = position(OUTFLANK, step="France land", powers={"Austria": {}})
    res = play(state, {"France": "attack Bavaria", "Austria": "standing chit: outflank"}, decide=DAY, dice=[2, 1])
    assert any("7.5.2.3 outflanking force" in t for t in lines(res))


def test_a_named_force_whose_corps_are_elsewhere_is_said_not_ignored():
    state = position(OUTFLANK + [corps("Austria", "IX", "vienna")], step="France land", powers={"Austria": {}})
    orders = {"France": "attack Bavaria", "Austria": "standing chit: outflank\noutflanking force: corps IX"}
    text = " ".join(lines(play(state, orders, decide=DAY, dice=[2, 1])))
    assert ("None of the corps of Austria's outflanking order fights in Bavaria (corps IX, named too, is not in "
            "this battle): the force is chosen as if none were named (7.5.2.3)") in text


def test_an_outflanking_force_naming_an_unknown_corps_is_refused_at_entry():
    from tests.eia.helpers import MAP, RULES
    state = position(OUTFLANK, step="France land", powers={"Austria": {}})
    sheet = RULES.check_orders(RULES.parse_orders("outflanking force: corps II, corps Q", "Austria", state, MAP),
                               state, MAP)
    assert [p.reason for p in sheet.problems] == ["Austria has no corps 'Q'"]


def test_a_standing_answer_that_is_not_one_of_the_questions_answers_is_refused_at_entry():
    from tests.eia.helpers import MAP, RULES
    state = position([], step="France land", powers={"Austria": {}})
    sheet = RULES.check_orders(RULES.parse_orders("standing guard: maybe", "Austria", state, MAP), state, MAP)
    assert [p.reason for p in sheet.problems] == ["a standing guard order answers 'commit' or 'hold', not 'maybe'"]


def test_the_attacker_is_asked_whether_it_offers_surrender_before_a_field_battle():
    """Seed 003, XVIII: "Before a field battle takes place, the defender may, if offered, surrender to
    the attacker": not offered, the defender is not asked and the battle is fought."""
    state = position([corps("France", "I", "bavaria"), corps("Austria", "I", "bavaria")], step="France land",
                     params={"modules": ["eia_sop", "afa_naval"]}, powers={"Austria": {}})
    orders = {"France": "attack Bavaria", "Austria": "standing chit: defend"}
    asked = _open(state, orders)
    assert "land.Bavaria.honors_offered.France" in asked and "land.Bavaria.honors_of_war.Austria" not in asked
    res = play(state, {**orders, "France": "attack Bavaria\nstanding offer surrender: do not offer"}, decide=DAY,
               dice=[1, 1])
    assert not any(getattr(e, "key", "") == "land.Bavaria.honors_of_war.Austria" for e in res.events)
    assert any(getattr(e, "key", "") == "land.Bavaria.result" for e in res.events)


def test_the_sea_battle_question_shows_the_tactical_charts_modifiers():
    """Seed 002's tactical naval combat chart modifiers ("twice as many ships (or more) than the enemy",
    "majority of ships French using linear defence"), closing to melee and the chase chart."""
    from engine.rulesets.eia.sop import naval_charts as chart
    state = position([fleet("France", "Brest", "brittany", 4), fleet("Great Britain", "Channel", "channel", 8)],
                     step="France naval")
    base = "sea.Channel.France_fleet_Brest"
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "fleet Brest: Brittany - Biscay - Channel"},
             decide={f"{base}.interception": "intercepted", f"{base}.evasion": "caught"})
    question = next(d.question for d in e.value.open if d.key == f"{base}.winner")
    assert ("tactical naval chart modifiers: France -1 (half as many ships (or less) than the enemy), "
            "+1 with linear defence (majority of ships French using linear defence); Great Britain +1 (twice as "
            "many ships (or more) than the enemy), +1 with melee or linear attack (majority of ships British using "
            "linear attack or melee)") in question
    assert "a melee fleet closes on a d6 of 1-4 against linear attack, 1-3 against linear defence" in question
    assert chart.combat_modifiers(5, 5, 4, "Spain", "melee") == [("2 fleets after the second", -2)]
    assert chart.combat_modifiers(5, 5, 3, "Spain", "melee") == [("1 fleet after the second", -1)]


def test_a_scenario_sets_enforced_peace_by_month_and_the_opt_out_is_refused_at_entry():
    """Seed 003, XV C: "A nation under enforced peace conditions may not opt out and must comply with the
    peace conditions"."""
    import msgspec
    from engine.rulesets.eia.state import month_steps
    from tests.eia.helpers import MAP, RULES
    state = position([], params={"modules": ["eia_sop", "afa_naval"]},
                     powers={"Austria": {"enforced_peace": {"France": "December 1806"}}})
    assert state.power("Austria").enforced_peace == {"France": 23}
    under = play(state, {"France": "continental system: Austria"}).state
    steps = month_steps(under.month, under.params)
    under = msgspec.structs.replace(under, steps=steps, step=0)
    reason = "Austria is under enforced peace conditions and may not opt out of the Continental System"
    sheet = RULES.check_orders(RULES.parse_orders("leave the continental system", "Austria", under, MAP), under, MAP)
    assert [p.reason for p in sheet.problems] == [reason]
    res = play(under, {"Austria": "leave the continental system"})
    assert AFA_STATE.of(under).continental == AFA_STATE.of(res.state).continental == ("Austria",)
    assert RULES.check_orders(RULES.parse_orders("leave the continental system by the peace", "Austria", under, MAP),
                              under, MAP).problems == ()


def test_a_month_that_is_not_one_is_refused_with_its_place():
    from engine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="'Decembre 1806' is not a month: write e.g. 'December 1806'"):
        position([], powers={"Austria": {"enforced_peace": {"France": "Decembre 1806"}}})


def test_the_attackers_own_chit_and_outflanking_force_come_from_its_orders():
    """Seed 002, 7.5.2.3: "If a player fails to specify the composition of his outflanking force with his
    choice of tactical chit": the attacker's chit and force are his orders', recorded with the battle."""
    state = position([corps("France", "I", "bavaria"), corps("France", "II", "bavaria"),
                      corps("France", "III", "bavaria"), corps("Austria", "IV", "bavaria"),
                      corps("Austria", "V", "bavaria"), corps("Austria", "VI", "bavaria")], step="France land",
                     powers={"Austria": {}})
    orders = {"France": "attack Bavaria\nstanding chit: outflank\noutflanking force: corps II",
              "Austria": "standing chit: defend"}
    res = play(state, orders, decide=DAY, dice=[1])
    text = " ".join(lines(res))
    assert "France: which operational possibilities chit in Bavaria?** outflank (answered by standing order" in text
    assert "France outflanks in Bavaria with France II, as ordered" in text
    unnamed = play(state, {**orders, "France": "attack Bavaria\nstanding chit: outflank"}, decide=DAY, dice=[2, 1])
    assert any("7.5.2.3 outflanking force**: France outflanks with France" in t for t in lines(unnamed))


def test_englands_militia_carried_by_sea_out_of_the_british_isles_are_refused_at_entry():
    """Seed 003, adaptation 2 A: the militia "may not leave only if an invasion takes place" (read by the
    seed's comment: they "can only leave the British Isles if an invasion has taken place"); an island's
    militia leave by sea, so a fleet carrying them out is refused as a march would be."""
    from tests.eia.helpers import MAP, RULES
    militia = corps("Great Britain", "Militia", "kent", "militia", 0, militia=10)
    params = {"modules": ["eia_sop", "afa_naval"], "british_isles": ["kent"],
              "power_order": ["Great Britain", "France", "Austria"]}
    state = position([militia, fleet("Great Britain", "Dover", "kent", 3)], step="Great Britain naval", params=params)
    out = "fleet Dover: Kent - Channel - Biscay - Brittany carrying corps Militia"
    sheet = RULES.check_orders(RULES.parse_orders(out, "Great Britain", state, MAP), state, MAP)
    assert [p.reason for p in sheet.problems] == [
        "Militia is England's militia: it leaves the British Isles only after an invasion (seed 003 adaptation 2)"]
    invaded = position([militia, fleet("Great Britain", "Dover", "kent", 3), corps("France", "I", "kent")],
                       step="Great Britain naval", params=params)
    assert RULES.check_orders(RULES.parse_orders(out, "Great Britain", invaded, MAP), invaded, MAP).problems == ()


def test_an_instruction_not_to_intercept_must_be_placed_before_the_naval_phase():
    """Seed 002, 6.2.3: "A player may instruct a fleet he controls not to intercept; such instructions
    must be placed prior to the beginning of the naval phase." Given while France's fleets move, it is
    refused and the Channel fleet tries to intercept."""
    from tests.eia.helpers import MAP, RULES
    state = position([fleet("France", "Brest", "brittany", 3), fleet("Great Britain", "Channel", "channel", 8)],
                     step="France naval")
    sheet = RULES.parse_orders("fleet Channel: do not intercept", "Great Britain", state, MAP)
    assert sheet.orders == () and "before the naval phase begins" in sheet.problems[0].reason
    assert _open(state, {"Great Britain": "fleet Channel: do not intercept",
                         "France": "fleet Brest: Brittany - Biscay - Channel"}) == [
        "sea.Channel.France_fleet_Brest.interception"]
    own = RULES.parse_orders("fleet Brest: do not intercept", "France", state, MAP)   # France's own step: allowed
    assert own.problems == ()


def _insurrection_step():
    """France enters Bavaria (a border province) after Austria's land step; Austria places
    Insurrection I in Tyrol and gets a land step of its own."""
    state = position([corps("France", "I", "champagne"), corps("Austria", "II", "bavaria")], step="France land",
                     params={"power_order": ["Austria", "France", "Great Britain"]})
    res = play(state, {"France": "corps I: Champagne - Bavaria"}, decide={"insurrection.France": "Tyrol: Insurrection I (3)"})
    assert res.state.current_step == "Austria land (insurrection)"
    return res.state


def test_only_the_insurrection_corps_just_placed_may_declare_attacks():
    """Seed 002, 10.1.4.1.4: "a separate land phase is inserted ... except that only the insurrection
    corps just placed may move, declare attacks, or besiege": an attack where none of them stands fails."""
    res = play(_insurrection_step(), {"Austria": "attack Bavaria"})
    assert ("Austria: attack Bavaria failed: only the insurrection corps just placed declare attacks in this step; "
            "none stands in Bavaria.") in lines(res)


def test_in_the_insurrection_step_only_the_insurrection_corps_fight():
    """Seed 002, 10.1.4.1.4: the insurrection corps marching into Bavaria attack; Austria's corps II,
    standing there, takes no part (its factors are untouched by the losses)."""
    res = play(_insurrection_step(), {"Austria": "corps Insurrection I: Tyrol - Bavaria\nattack Bavaria"},
               decide={"land.Bavaria.chit.France": "defend", "land.Bavaria.chit.Austria": "assault",
                       "land.Bavaria.result": "France won", "land.Bavaria.losses": "2-0"})
    austria = {c.designation: c for c in res.state.corps if c.nation == "Austria"}
    assert austria["II"].infantry == 4
    assert austria["Insurrection I"].militia == 1


def test_defenders_retire_only_if_all_friendly_corps_in_the_area_fit_and_are_fewer_than_the_enemy():
    """Seed 002, 7.5.1.1: "Friendly corps in an area upon whom an attack is declared will always retire into
    a city if 1) all friendly corps in the area can be accommodated by the city's garrison capacity, and 2)
    if there are fewer friendly corps in the area than enemy corps." Austria's corps I already inside Munich
    counts: two Austrian corps against two French are not fewer, so corps II stays in the field."""
    from engine.rulesets.eia.decisions import DecisionsOpen
    state = position([corps("France", "I", "bavaria"), corps("France", "II", "bavaria"),
                      corps("Austria", "I", "bavaria", in_city=True), corps("Austria", "II", "bavaria")],
                     step="France land")
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "attack Bavaria"})
    keys = [d.key for d in e.value.open]
    assert "land.Bavaria.chit.Austria" in keys            # a field battle follows: corps II did not retire
    assert not any("sortie" in k for k in keys)
