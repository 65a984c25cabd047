"""Napoleonic transfers of divisions said in prose (round 21, engine.rulesets.napoleonic.transfers_said): 'corps D
gives one cavalry division to a new corps H', 'Take the artillery division out of corps C and make it a new corps
H', written as the rules' transfer. A negation, a condition, a new corps said to stay elsewhere than where it is
formed, or another order after it keep the line refused."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text, orders", [
    ("France", "Corps B gives one infantry division to a new corps H.", ["transfer 1 infantry from B to H"]),
    ("France", "corps B hands one infantry division to a new corps H, which stays in Picardy.",
     ["transfer 1 infantry from B to H"]),
    ("France", "Corps B gives one infantry division to a new corps H, which stays there.",
     ["transfer 1 infantry from B to H"]),
    ("Naples", "Take the cavalry division out of corps A and make it a new corps C.", ["transfer 1 cavalry from A to C"]),
    ("Naples", "take 2 infantry from corps A and form a new corps C", ["transfer 2 infantry from A to C"]),
])
def test_read_as_the_transfer(nation, text, orders):
    shown, sheet = checked("napoleonic", nation, "start", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("France", "Corps B does not give one infantry division to a new corps H."),
    ("France", "Corps B gives one infantry division to a new corps H, which stays in Flanders."),
    ("France", "Corps B gives one infantry division to a new corps H, which marches to Flanders."),
    ("France", "Corps B gives the cavalry to corps H."),            # how many?
    ("Naples", "If Austria attacks, take the cavalry division out of corps A and make it a new corps C."),
    ("Naples", "Take the cavalry division out of corps A and maybe make it a new corps C."),
])
def test_refused(nation, text):
    shown, sheet = checked("napoleonic", nation, "start", text)
    assert sheet.problems, shown


def test_a_transfer_said_before_the_march_is_read_the_sequence_set_aside():
    shown, sheet = checked("napoleonic", "France", "spring-1805-war",
                           "Corps A and B together to Flanders.\nBefore they march, corps B hands one infantry division "
                           "to a new corps H, which stays there.")
    assert shown == ["A - Flanders", "B - Flanders", "transfer 1 infantry from B to H"] and not sheet.problems, shown


def test_a_sequence_naming_a_place_keeps_its_words_refused():
    shown, sheet = checked("napoleonic", "France", "spring-1805-war",
                           "Before they march to Baden, transfer 1 infantry from B to H.")
    assert sheet.problems, shown
