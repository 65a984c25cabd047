"""The GM's hand on the EiA books (issue 20): a treasury or a figure set by hand is set in the powers'
books, which the economic step reads, and with module afa_naval is a ledger entry beside the rules' own."""

import pytest

from engine import edits
from engine.errors import BerthierError
from engine.rulesets.eia.afa_naval.state import Entry
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
    assert state.afa.ledger == (Entry(month=0, nation="France", points="money", change=20, reason="set by the GM's hand"),
                                Entry(month=0, nation="France", points="political", change=-2,
                                      reason="set by the GM's hand"))
    after = play(state, {}).state
    assert (after.power("France").money, after.power("France").political_points) == (35, -2)   # not counted twice
    text = render(internal_report(MAP, state, after, [], "France", "EiA"), "text")
    assert "+20 money, set by the GM's hand" in text and "-2 political points, set by the GM's hand" in text


def test_without_afa_naval_the_books_change_and_no_module_state_is_written():
    state = edits.set_treasury(MAP, at_the_economic_step(), "France", 30, MONEY).state
    assert state.afa.ledger == () and state.power("France").money == 30


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
