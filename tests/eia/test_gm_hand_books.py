"""The GM's hand on the EiA books (issue 20): a treasury or a figure set by hand is set in the powers'
books, which the economic step reads, and with module afa_naval is a ledger entry beside the rules' own."""

import pytest

from engine.game import edits
from engine.errors import BerthierError
from engine.rulesets.eia.afa_naval.state import AFA_STATE, Entry
from engine.rulesets.eia.reports import internal_report
from engine.reports.render import render
from .helpers import MAP, RULES, play, position

MONEY, MANPOWER = RULES.resource("money"), RULES.resource("manpower")
BOOKS = {"France": {"money": 10, "manpower": 4, "income": 5, "manpower_income": 2, "players": ["Ann"]},
         "Austria": {"money": 20}}


def at_the_economic_step(modules=("eia_sop",)):
    return position([], step="economic", params={"modules": list(modules), "economic_months": [1, 3, 6, 9, 12]},
                    powers=BOOKS)


def test_the_treasury_set_by_hand_is_the_money_the_economic_step_adds_income_to():
    state = edits.set_treasury(MAP, at_the_economic_step(), "France", 30, MONEY).state
    assert state.power("France").money == 30
    after = play(state, {}).state
    assert (after.power("France").money, after.power("France").manpower) == (35, 6)


def test_manpower_is_the_second_treasury():
    state = edits.set_treasury(MAP, at_the_economic_step(), "France", 9, MANPOWER).state
    assert RULES.treasury(state, "France", MANPOWER) == 9
    assert play(state, {}).state.power("France").manpower == 11


def test_the_treasury_change_is_told_to_france_alone_with_what_it_was():
    edit = edits.set_treasury(MAP, at_the_economic_step(), "France", 30, MONEY)
    assert edit.summary == "" and edit.private == {"France": "France's treasury set to 30 money (was 10)"}


def test_with_afa_naval_the_change_is_a_ledger_entry_of_the_gm_beside_the_rules_own():
    state = at_the_economic_step(("eia_sop", "afa_naval"))
    state = edits.set_treasury(MAP, state, "France", 30, MONEY).state
    state = edits.set_nation(MAP, state, "France", "political_points", -2).state
    assert AFA_STATE.of(state).ledger == (Entry(month=0, nation="France", points="money", change=20, reason="set by the GM's hand"),
                                Entry(month=0, nation="France", points="political", change=-2,
                                      reason="set by the GM's hand"))
    after = play(state, {}).state
    assert (after.power("France").money, after.power("France").political_points) == (35, -2)   # not counted twice
    text = render(internal_report(MAP, state, after, [], "France", "EiA"), "text")
    assert "+20 money, set by the GM's hand" in text and "-2 political points, set by the GM's hand" in text


def test_without_afa_naval_the_books_change_and_no_module_state_is_written():
    state = edits.set_treasury(MAP, at_the_economic_step(), "France", 30, MONEY).state
    assert AFA_STATE.of(state).ledger == () and state.power("France").money == 30


def test_a_manpower_entry_reads_as_manpower_in_the_nations_report():
    state = edits.set_treasury(MAP, at_the_economic_step(("eia_sop", "afa_naval")), "France", 1, MANPOWER).state
    text = render(internal_report(MAP, state, state, [], "France", "EiA"), "text")
    assert "-3 manpower, set by the GM's hand" in text


@pytest.mark.parametrize("key, value, figure", [
    ("money", 44, 44), ("manpower", 0, 0), ("victory_points", 7, 7), ("political_points", -3, -3),
    ("income", 12, 12), ("manpower_income", 1, 1)])
def test_each_figure_of_the_books_is_a_nation_field(key, value, figure):
    edit = edits.set_nation(MAP, at_the_economic_step(), "France", key, value)
    assert getattr(edit.state.power("France"), key) == figure
    assert edit.summary.startswith("France: ") and str(value) in edit.summary     # the public report prints the books


def test_the_income_set_by_hand_is_collected_at_the_economic_step():
    state = edits.set_nation(MAP, at_the_economic_step(), "France", "income", 12).state
    assert play(state, {}).state.power("France").money == 22


def test_an_ump_gets_its_controller_and_activity_by_hand():
    state = edits.set_nation(MAP, at_the_economic_step(), "Austria", "ump_controller", "france").state
    state = edits.set_nation(MAP, state, "Austria", "active", True).state
    control = state.power("Austria").control
    assert (control.ump_controller, control.active) == ("France", True)


@pytest.mark.parametrize("call, words", [
    (lambda s: edits.set_treasury(MAP, s, "France", -1, MONEY), "a treasury cannot be negative"),
    (lambda s: edits.set_treasury(MAP, s, "France", 10, MONEY), "France's treasury is already 10 money"),
    (lambda s: edits.set_treasury(MAP, s, "Great Britain", 5, MONEY), "Great Britain is not a major power"),
    (lambda s: edits.set_nation(MAP, s, "France", "manpower", -1), "manpower must be at least 0, not -1"),
    (lambda s: edits.set_nation(MAP, s, "France", "money", "lots"), "money must be a whole number"),
    (lambda s: edits.set_nation(MAP, s, "France", "gold", 3), "gold: no nation field called 'gold'"),
    (lambda s: edits.set_nation(MAP, s, "France", "ump_controller", "France"), "France cannot control itself"),
    (lambda s: edits.set_nation(MAP, s, "France", "ump_controller", "Prussia"), "Prussia"),
])
def test_a_figure_the_books_cannot_hold_is_refused_naming_it(call, words):
    state = at_the_economic_step()
    state = state.__class__(**{**{f: getattr(state, f) for f in state.__struct_fields__},
                               "nations": tuple(n if n.name != "Great Britain" else n.__class__(**{
                                   **{f: getattr(n, f) for f in n.__struct_fields__}, "major": False})
                                   for n in state.nations),
                               "powers": tuple(p for p in state.powers if p.name != "Great Britain")})
    with pytest.raises(BerthierError) as e:
        call(state)
    assert words in str(e.value)


# -- module afa_naval's yards: the holder's queue, stores and repairs; who holds the yard ------

def with_yards():
    return at_the_economic_step(("eia_sop", "afa_naval"))


def test_the_holder_sets_its_yards_queue_as_it_reads_and_only_it_is_told():
    edit = edits.set_nation(MAP, with_yards(), "France", "brest_building", "2 new 10 months; 1 repair 1 month")
    brest = AFA_STATE.of(edit.state).yard("Brest")
    assert [(b.ships, b.months_left, b.repair) for b in brest.building] == [(2, 10, False), (1, 1, True)]
    assert edit.summary == "" and edit.private == {
        "France": "France: brest: ships building set to 2 new 10 months; 1 repair 1 month"}
    assert RULES.nation_values(MAP, edit.state, "France")["brest_building"] == "2 new 10 months; 1 repair 1 month"


def test_a_foreign_sale_is_written_for_its_buyer():
    state = edits.set_nation(MAP, with_yards(), "France", "brest_building", "3 new 12 months for austria").state
    assert AFA_STATE.of(state).yard("Brest").building[0].buyer == "Austria"


def test_stores_and_ships_awaiting_repair_are_set_within_the_yards_limits():
    state = edits.set_nation(MAP, with_yards(), "France", "brest_stores", 3).state
    state = edits.set_nation(MAP, state, "France", "brest_awaiting_repair", 2).state
    assert (AFA_STATE.of(state).yard("Brest").stores, AFA_STATE.of(state).yard("Brest").awaiting_repair) == (3, 2)


@pytest.mark.parametrize("nation, key, value, words", [
    ("France", "brest_stores", 4, "brest_stores: Brest may hold at most 3 ships' worth of naval stores, not 4"),
    ("France", "brest_building", "11 new 10 months", "brest_building: Brest takes at most 10 ships at once, not 11"),
    ("France", "brest_building", "two new ships", "brest_building: 'two new ships' is not understood"),
    ("France", "brest_building", "1 repair 2 months for Austria", "a repair is for the yard's holder"),
    ("France", "brest_building", "1 new 2 months for Narnia", "'Narnia' is not a nation of the game"),
    ("Austria", "brest_stores", 1, "brest_stores: Brest's yard is held by France, not Austria"),
])
def test_a_yard_value_the_rules_cannot_hold_is_refused_naming_the_field(nation, key, value, words):
    with pytest.raises(BerthierError) as e:
        edits.set_nation(MAP, with_yards(), nation, key, value)
    assert words in str(e.value)


def test_without_afa_naval_there_are_no_yards_to_correct():
    with pytest.raises(BerthierError, match="brest_stores: yards are module afa_naval's"):
        edits.set_nation(MAP, at_the_economic_step(), "France", "brest_stores", 1)
    assert RULES.region_values(MAP, at_the_economic_step(), "brittany") == {}


def test_a_yard_given_to_another_nation_by_hand_is_taken_empty_as_at_a_capture():
    state = edits.set_nation(MAP, with_yards(), "France", "brest_building", "2 new 10 months").state
    assert RULES.region_values(MAP, state, "brittany") == {"brest_holder": "France"}
    edit = edits.set_region(MAP, state, "Brittany", "brest_holder", "Great Britain")
    assert AFA_STATE.of(edit.state).yard("Brest") == AFA_STATE.of(edit.state).yard("Brest").__class__(city="Brest", holder="Great Britain")
    assert edit.summary == "Brittany: brest: yard held by set to Great Britain"
    with pytest.raises(BerthierError, match="brest_holder: Brest's yard is not in Paris"):
        edits.set_region(MAP, state, "Paris", "brest_holder", "Great Britain")


def test_the_yards_set_by_hand_are_in_the_position_written_as_a_scenario():
    from .test_gm_hand_round_trips import _inline, same_position
    state = edits.set_nation(MAP, with_yards(), "France", "brest_building", "2 new 10 months; 1 repair 1 month").state
    state = edits.set_nation(MAP, state, "France", "brest_stores", 2).state
    assert same_position(MAP, state, _inline(MAP))


def test_the_nations_dock_shows_the_books_the_gm_set():
    state = edits.set_treasury(MAP, at_the_economic_step(), "France", 30, MONEY).state
    figures = RULES.nation_figures(MAP, state, "France")
    assert [(f.label, f.display()) for f in figures.figures] == [
        ("Money", "30"), ("Manpower", "4"), ("PP", "0"), ("VP", "0"), ("Provinces", "3")]
