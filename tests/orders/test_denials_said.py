"""Sentences that deny orders of a kind or of any kind ('we will not declare anything this winter', 'No TP this
turn, we spend nothing', 'the fleet does nothing') give no order, said on the receipt; a denial naming a place or
a number is no such sentence (engine.words.nothing)."""

from engine.words.nothing import gives_no_order
from tests.orders.bundled import checked


def test_denials_of_anything_and_of_a_kind():
    for said in ("We will not declare anything this season.", "I'm not buying anything this turn",
                 "The navy does nothing this winter", "we spend nothing", "No alliances this year, we wait and see.",
                 "No war this turn, thanks."):
        assert gives_no_order(said), said


def test_what_names_a_place_or_a_count_is_no_denial():
    for said in ("we will not attack Bavaria", "we spend 5 cheese", "the fleet does nothing in the Channel",
                 "No war on France", "we will not declare war on Austria"):
        assert not gives_no_order(said), said


def test_a_denial_beside_orders_in_napoleonic_is_no_problem():
    orders, sheet = checked("napoleonic", "France", "spring-1805-war",
                            "A - Normandy\nWe will not declare anything this season.")
    assert orders == ["A - Normandy"] and sheet.problems == ()
