"""Words between commas that only describe what the sentence names (engine.words.meaning.descriptions): a relative
clause ('..., whose ships he admires') or a unit's role ('E, the cavalry reserve, rides ...') is set aside and
the sentence read without it; an aside that names a place, a nation, a unit, a count or an order's verb, or
says 'not'/'if', leaves the sentence as it was."""

from __future__ import annotations

import pytest

from tests.orders.bundled import parsed as _read




@pytest.mark.parametrize("rid, where, nation, text, orders", [
    # a relative clause at the end, about the nation or the place named
    ("eia", "start", "Turkey", "The Porte allies with Great Britain, whose admirals are very polite.",
     ["ally with Great Britain"]),
    ("eia", "start", "Sweden", "We declare war on France, whose Emperor nobody in Stockholm can stand.",
     ["declare war on France"]),
    ("napoleonic", "spring-1805-war", "France", "Corps D marches to Baden, which we have wanted for years.",
     ["D - Baden"]),
    # a relative clause between the subject and its verb, brackets and all
    ("eia", "start", "Sweden", "The King, who thinks the Tsar a fool (he is right, too), allies with Prussia.",
     ["ally with Prussia"]),
    ("eia", "austria-land", "Austria", "Corps I, whose men are tired of Bavarian beer, marches to Tyrol.",
     ["corps I: Bavaria - Tyrol"]),
    # a unit's role or nickname right after it
    ("napoleonic", "spring-1805-war", "France", "E, the cavalry reserve, rides out of Paris to Champagne.",
     ["E Paris - Champagne"]),
    ("napoleonic", "spring-1805-war", "France", "D, the old guard of Austerlitz, marches from Alsace to Baden.",
     ["D Alsace - Baden"]),
    ("napoleonic", "spring-1805-war", "France", "G, our coast watchers, go to Normandy.", ["G - Normandy"]),
])
def test_an_aside_that_only_describes_is_set_aside(rid, where, nation, text, orders):
    got, sheet = _read(rid, nation, text, where)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rid, where, nation, text", [
    ("eia", "start", "Sweden", "The King, who wants to attack Norway, allies with Prussia."),    # an order's verb
    ("eia", "austria-land", "Austria", "Corps I marches to Tyrol, whose passes are easy to hold."),
    ("napoleonic", "spring-1805-war", "France", "Corps D marches to Baden, which maybe holds out."),   # a doubt
    ("napoleonic", "spring-1805-war", "France", "E, which stands in Picardy, rides to Champagne."),  # a place
    ("napoleonic", "spring-1805-war", "France", "Corps D marches to Baden, which corps E also does."),       # a unit
])
def test_an_aside_that_may_change_the_order_leaves_it_refused(rid, where, nation, text):
    got, sheet = _read(rid, nation, text, where)
    assert sheet.problems
    assert not any("set aside" in c.reason for c in sheet.chatter)


def test_asides_stay_linear():
    from engine.words.meaning.descriptions import descriptions_in as asides
    assert asides(" " * 2000) == [] and asides("which, " * 300) == []
    assert len(asides("A, who b, c, which d, e, f")) <= 12


@pytest.mark.parametrize("rid, where, nation, text", [
    ("eia", "start", "Sweden", "We ally with Prussia, who declares war on France."),
    ("napoleonic", "start", "Russia", "Alliance with Prussia, which declares war on France."),
    ("napoleonic", "spring-1805-war", "France", "Corps D goes to Baden, which marches to Bavaria."),
])
def test_a_relative_clause_with_a_verb_of_its_own_is_never_the_players_order(rid, where, nation, text):
    got, sheet = _read(rid, nation, text, where)
    assert "declare war on France" not in got and sheet.problems
