"""A game without module eia_sop: each choice seed 002's standing procedures would make is a question
to the player concerned (or the GM); answered as the procedure would, the step ends as with eia_sop."""

import msgspec
import pytest

from engine.errors import BerthierError
from engine.rulesets.eia.calendar import month_index
from engine.rulesets.eia.decisions import DecisionsOpen

from .helpers import RULES, corps, fleet, lines, play, position
from .test_books import BOOKS, at

SOP_PARAMS = set(RULES.module_params(["eia_sop"]))
K = "sea.Channel.France_fleet_Brest"
SEA_BATTLE = {f"{K}.interception": "intercepted", f"{K}.evasion": "caught", f"{K}.winner": "Great Britain",
              f"{K}.losses": "2-1"}
BREST_SAILS = {"France": "fleet Brest: Brittany - Biscay - Channel - Northsea"}


def without_sop(state, modules=()):
    """The same position in a game that names no module (or only `modules`): no eia_sop parameters."""
    params = {k: v for k, v in state.params.items() if k not in SOP_PARAMS}
    return msgspec.structs.replace(state, params={**params, "modules": list(modules)})


def open_questions(state, orders, decide=None) -> dict:
    with pytest.raises(DecisionsOpen) as e:
        play(state, orders, decide=decide)
    return {d.key: d for d in e.value.open}


def board_of(state) -> dict:
    """What is on the map and in the books, without the parameters and the record of answers."""
    out = msgspec.to_builtins(state)
    return {k: v for k, v in out.items() if k not in ("params", "answered")}


def ends_alike(state, orders, sop_answers, players_answers, dice=()):
    with_sop = play(state, orders, dice=dice, decide=sop_answers)
    bare = play(without_sop(state), orders, decide={**sop_answers, **players_answers})
    assert board_of(bare.state) == board_of(with_sop.state)
    return bare


# naval step

def test_the_intercepting_player_is_asked_whether_his_fleets_attempt_to_intercept():
    state = without_sop(position([fleet("France", "Brest", "brittany", 5), fleet("Great Britain", "Channel", "channel", 8)],
                                 step="France naval"))
    (asked,) = open_questions(state, BREST_SAILS).values()
    assert (asked.key, asked.who, asked.choices) == (f"{K}.attempt", "Great Britain", ("attempt", "do not attempt"))
    assert asked.question == ("6.2.3: does Great Britain's fleet Channel attempt to intercept France fleet Brest "
                              "in Channel?")


def test_several_fleets_of_one_power_are_named_in_one_question():
    state = without_sop(position([fleet("France", "Brest", "brittany", 5), fleet("Great Britain", "Channel", "channel", 8),
                                  fleet("Great Britain", "Downs", "channel", 3)], step="France naval"))
    (asked,) = open_questions(state, BREST_SAILS).values()
    assert asked.question.startswith("6.2.3: do Great Britain's fleets Channel and Downs attempt to intercept")


def test_a_sea_battle_answered_as_the_standing_procedures_would_ends_as_with_eia_sop():
    state = position([fleet("France", "Brest", "brittany", 5), fleet("Great Britain", "Channel", "channel", 8)],
                     step="France naval")
    players = {f"{K}.attempt": "attempt", f"{K}.evade": "attempt to evade", f"{K}.pursuit": "do not pursue",
               f"{K}.retreat": "Brest"}
    res = ends_alike(state, BREST_SAILS, SEA_BATTLE, players)
    brest = next(f for f in res.state.fleets if f.nation == "France")
    assert (brest.at, brest.in_port, brest.ships) == ("brittany", True, 3)
    assert ("**6.3.5: where does the beaten France fleet Brest retreat from Channel?** Brest (answered by GM, "
            f"{K}.retreat).") in lines(res)


def test_the_beaten_fleets_player_may_retreat_to_a_sea_area_next_to_it():
    state = without_sop(position([fleet("France", "Brest", "brittany", 5),
                                  fleet("Great Britain", "Channel", "channel", 8)], step="France naval"))
    answers = {**SEA_BATTLE, f"{K}.attempt": "attempt", f"{K}.evade": "do not evade", f"{K}.pursuit": "pursue"}
    retreat = open_questions(state, BREST_SAILS, answers)[f"{K}.retreat"]
    assert (retreat.who, retreat.choices) == ("France", ("Brest", "Biscay", "Northsea"))
    res = play(state, BREST_SAILS, decide={**answers, f"{K}.retreat": "northsea"})
    brest = next(f for f in res.state.fleets if f.nation == "France")
    assert (brest.at, brest.in_port) == ("northsea", False)
    assert "**6.3.5: does Great Britain pursue the beaten fleets in Channel?** pursue (answered by GM, " \
           f"{K}.pursuit)." in lines(res)


def test_a_fleet_ordered_not_to_intercept_is_not_asked_and_the_enemy_passes():
    state = without_sop(position([fleet("France", "Brest", "brittany", 5),
                                  fleet("Great Britain", "Channel", "channel", 8)], step="France naval"))
    res = play(state, {**BREST_SAILS, "Great Britain": "fleet Channel: do not intercept"})
    assert next(f for f in res.state.fleets if f.nation == "France").at == "northsea"
    assert "**6.2.3 naval interception**: Great Britain fleet Channel does not attempt to intercept France fleet " \
           "Brest in Channel." in lines(res)


def test_the_moving_player_chooses_which_fleet_of_the_stack_carries_the_corps():
    state = position([fleet("France", "Brest", "brittany", 5), fleet("France", "Lorient", "brittany", 7),
                      corps("France", "I", "brittany")], step="France naval", wars=(("France", "Austria"),))
    orders = {"France": "fleet Brest: Brittany - Biscay - Channel carrying corps I\n"
                        "fleet Lorient: Brittany - Biscay - Channel"}
    asked = open_questions(without_sop(state), orders)["transport.France_I"]
    assert (asked.who, asked.choices) == ("France", ("Brest", "Lorient"))
    assert asked.question == "6.2.5: which of France's fleets Brest (5 ships) and Lorient (7 ships) carries France I?"
    ends_alike(state, orders, {}, {"transport.France_I": "Lorient"})
    smaller = play(without_sop(state), orders, decide={"transport.France_I": "brest"})
    assert [(c.at, c.aboard) for c in smaller.state.corps] == [("channel", "Brest")]


# land step

def test_a_siege_and_sortie_answered_as_the_standing_procedures_would_ends_as_with_eia_sop():
    state = position([corps("France", "I", "bavaria"), corps("France", "II", "bavaria"),
                      corps("Austria", "I", "bavaria", infantry=3)], step="France land")
    gm = {"land.Bavaria.sortie.chit.Austria": "defend", "land.Bavaria.sortie.result": "France won",
          "land.Bavaria.sortie.losses": "1-2"}
    players = {"land.Bavaria.retire.Austria": "retire into the city", "land.Bavaria.sortie.Austria": "sortie",
               "land.Bavaria.sortie.reinforce.Austria": "try", "land.Bavaria.sortie.artillery": "used",
               "land.Bavaria.sortie.pursuit": "pursue", "land.Bavaria.retreat.Austria_I": "Vienna"}
    res = ends_alike(state, {"France": "attack Bavaria"}, gm, players)
    (austrian,) = [c for c in res.state.corps if c.nation == "Austria"]
    assert (austrian.at, austrian.infantry, austrian.in_city) == ("vienna", 1, False)


def test_the_defender_is_asked_whether_to_retire_and_then_whether_to_sortie():
    state = without_sop(position([corps("France", "I", "bavaria"), corps("France", "II", "bavaria"),
                                  corps("Austria", "I", "bavaria", infantry=3)], step="France land"))
    (retire,) = open_questions(state, {"France": "attack Bavaria"}).values()
    assert (retire.key, retire.who) == ("land.Bavaria.retire.Austria", "Austria")
    assert retire.question == ("7.5.1.1: do Austria's 1 corps in Bavaria (against 2, city room for 2) retire "
                               "into the city?")
    (sortie,) = open_questions(state, {"France": "attack Bavaria"},
                               {"land.Bavaria.retire.Austria": "retire into the city"}).values()
    assert (sortie.key, sortie.choices) == ("land.Bavaria.sortie.Austria", ("sortie", "stay inside"))


def test_corps_too_many_for_the_city_are_not_asked_to_retire():
    state = without_sop(position([corps("France", "I", "bavaria"), corps("Austria", "I", "bavaria"),
                                  corps("Austria", "II", "bavaria"), corps("Austria", "III", "bavaria")],
                                 step="France land"))
    asked = open_questions(state, {"France": "attack Bavaria"})
    assert "land.Bavaria.retire.Austria" not in asked and "land.Bavaria.chit.Austria" in asked


def test_a_breached_garrison_is_asked_whether_it_asks_for_honors_of_war():
    state = position([corps("France", "I", "bavaria"), corps("France", "II", "bavaria"),
                      corps("Austria", "I", "bavaria", infantry=1)], step="France land")
    gm = {"land.Bavaria.breach": "breached", "land.Bavaria.honors": "grant"}
    players = {"land.Bavaria.retire.Austria": "retire into the city", "land.Bavaria.sortie.Austria": "stay inside",
               "land.Bavaria.honors_asked": "ask", "land.Bavaria.retreat.Austria_I": "Vienna"}
    asked = open_questions(without_sop(state), {"France": "attack Bavaria"},
                           {**gm, **{k: v for k, v in players.items() if k != "land.Bavaria.honors_asked"}})
    assert asked["land.Bavaria.honors_asked"].question == ("7.5.4.1.2.3.1: does Austria ask France for honors of "
                                                           "war at Bavaria?")
    ends_alike(state, {"France": "attack Bavaria"}, gm, players, dice=[1])


def test_a_cossack_corps_is_asked_whether_it_retreats_before_combat():
    state = without_sop(position([corps("France", "I", "bavaria"), corps("Austria", "Cossacks", "bavaria", "cossack"),
                                  corps("Austria", "II", "bavaria")], step="France land"))
    asked = open_questions(state, {"France": "attack Bavaria"})
    assert list(asked) == ["land.Bavaria.Austria_Cossacks.before_combat"]      # Austria II, infantry, just stands
    assert asked["land.Bavaria.Austria_Cossacks.before_combat"].choices == ("retreat", "stand")


def test_the_outflanking_corps_are_named_by_the_defender_and_a_wrong_name_is_refused():
    state = without_sop(position([corps("France", "I", "bavaria", infantry=9), corps("Austria", "II", "bavaria"),
                                  corps("Austria", "III", "bavaria"), corps("Austria", "IV", "bavaria")],
                                 step="France land", powers={"Austria": {}}))
    given = {"land.Bavaria.chit.Austria": "outflank", "land.Bavaria.result": "France won",
             "land.Bavaria.losses": "0-2", "land.Bavaria.reinforce.Austria": "do not try",
             "land.Bavaria.artillery": "used", "land.Bavaria.pursuit": "pursue",
             "land.Bavaria.retreat.Austria_II": "Vienna"}
    asked = open_questions(state, {"France": "attack Bavaria"}, given)["land.Bavaria.outflank.Austria"]
    assert asked.question == ("7.5.2.3: which of Austria's corps II, III and IV outflank in Bavaria (their names, "
                              "separated by commas)?")
    with pytest.raises(BerthierError, match="V is not one of them"):
        play(state, {"France": "attack Bavaria"}, decide={**given, "land.Bavaria.outflank.Austria": "II, V"})
    res = play(state, {"France": "attack Bavaria"}, decide={**given, "land.Bavaria.outflank.Austria": "iii"})
    assert "**7.5.2.3: which of Austria's corps II, III and IV outflank in Bavaria (their names, separated by " \
           "commas)?** iii (answered by GM, land.Bavaria.outflank.Austria)." in lines(res)


def test_the_gm_names_the_commander_between_allied_leaders_as_eligible():
    state = position([corps("France", "I", "bavaria", infantry=9), corps("Austria", "I", "bavaria"),
                      corps("Great Britain", "I", "bavaria"),
                      {"type": "leader", "nation": "Austria", "name": "Mack", "at": "bavaria", "seniority": 2},
                      {"type": "leader", "nation": "Great Britain", "name": "Moore", "at": "bavaria", "seniority": 2}],
                     step="France land", allies=(("Austria", "Great Britain"),))
    gm = {"land.Bavaria.chit.Austria": "defend", "land.Bavaria.result": "Austria won", "land.Bavaria.losses": "2-0"}
    players = {"land.Bavaria.retire.Austria": "stay in the field", "land.Bavaria.reinforce.Austria": "try",
               "land.Bavaria.artillery": "used", "land.Bavaria.pursuit": "pursue",
               "land.Bavaria.retreat.France_I": "Champagne", "land.Bavaria.commander.Austria_Great_Britain": "Moore"}
    asked = open_questions(without_sop(state), {"France": "attack Bavaria"},
                           {**gm, "land.Bavaria.retire.Austria": "stay in the field"})
    commander = asked["land.Bavaria.commander.Austria_Great_Britain"]
    assert (commander.who, commander.choices) == ("GM", ("Mack", "Moore"))
    ends_alike(state, {"France": "attack Bavaria"}, gm, players, dice=[2])


def test_the_attacker_gives_the_order_of_its_combats():
    state = without_sop(position([corps("France", "I", "bavaria"), corps("Austria", "II", "bavaria"),
                                  corps("France", "II", "tyrol"), corps("Austria", "III", "tyrol")], step="France land"))
    orders = {"France": "attack Bavaria\nattack Tyrol"}
    (asked,) = open_questions(state, orders).values()
    assert (asked.key, asked.who) == ("combats.France", "France")
    with pytest.raises(BerthierError, match="name each of the areas Bavaria, Tyrol"):
        play(state, orders, decide={"combats.France": "Tyrol"})
    first = open_questions(state, orders, {"combats.France": "tyrol, bavaria"})
    assert next(iter(first)).startswith("land.Tyrol.")


def test_no_insurrection_interruption_without_eia_sop():
    state = without_sop(position([corps("France", "I", "champagne"), corps("Austria", "I", "bavaria")],
                                 step="France land"))
    res = play(state, {"France": "corps I: Champagne - Bavaria - Vienna"})
    assert "France I: Champagne - Bavaria (stopped: enemy corps stand there)." in lines(res)


# player replacement (19.2)

def test_a_power_left_by_its_last_player_is_an_active_or_passive_ump_as_the_gm_says():
    state = without_sop(at(position([], wars=(), powers={**BOOKS, "Great Britain": {"players": ["Old"]}}),
                           "May", 1806, "political"))
    asked = open_questions(state, {"Great Britain": "player leaves: Old\nreplacement player: New"})
    assert list(asked) == ["ump.Great_Britain.active", "ump.Great_Britain.controller", "player.Great_Britain.takes_over"]
    assert asked["player.Great_Britain.takes_over"].choices == tuple(
        f"the economic step of {m} 18{y}" for m, y in (("June", "06"), ("September", "06"), ("December", "06"),
                                                      ("March", "07")))
    res = play(state, {"Great Britain": "player leaves: Old\nreplacement player: New"},
               decide={"ump.Great_Britain.active": "passive", "ump.Great_Britain.controller": "France",
                       "player.Great_Britain.takes_over": "the economic step of September 1806"})
    gb = res.state.power("Great Britain").control
    assert (gb.ump_controller, gb.active, gb.takes_over) == ("France", False, month_index("September", 1806))
    assert "Old leaves Great Britain; Great Britain is a passive UMP controlled by France until the next control " \
           "step." in lines(res)


def test_the_seeds_british_example_answered_as_seed_002_ends_as_with_eia_sop():
    state = at(position([], wars=(), powers={**BOOKS, "Great Britain": {"players": ["Old"]}}), "May", 1806, "political")
    orders = {"Great Britain": "player leaves: Old\nreplacement player: New"}
    may = ends_alike(state, orders, {"ump.Great_Britain.controller": "France"},
                     {"ump.Great_Britain.active": "active",
                      "player.Great_Britain.takes_over": "the economic step of June 1806"})
    june = play(at(may.state, "June", 1806, "political"), {"France": "ally with Great Britain",
                                                           "Great Britain": "ally with France"}).state
    econ = at(june, "June", 1806, "economic")
    asked = open_questions(econ, {})["player.Great_Britain.alliance_lock"]
    assert asked.question == ("19.2.2: for how many months may New, taking Great Britain over, not break the "
                              "alliance with France they inherit (0: no lock)?")
    with pytest.raises(BerthierError, match="write a number of months"):
        play(econ, {}, decide={"player.Great_Britain.alliance_lock": "three"})
    taken = play(econ, {}, decide={"player.Great_Britain.alliance_lock": "3"}).state
    assert taken.power("Great Britain").alliance_locks == {"France": month_index("September", 1806)}
