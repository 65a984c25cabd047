"""A commander said as the subject of the unit he leads ('Villeneuve takes the Toulon fleet out of Provence into
the Gulf of Lion', 'Kutuzov leads corps I ...'): the capitalised name before 'takes', 'leads', 'brings' is a
person when the nation's unit follows, never a place the reader does not know; 'out of' after the unit is the
place left. 'follows' and 'leads' are verbs of going ('corps B follows it into Champagne')."""

from __future__ import annotations

import pytest

from tests.orders.bundled import parsed as _read




@pytest.mark.parametrize("rid, where, nation, text, orders", [
    ("eia", "france-naval", "France", "Ganteaume takes the Toulon fleet out of Provence into the Gulf of Lion.",
     ["fleet Toulon: Provence - Gulf of Lion"]),
    ("eia", "russia-land", "Russia", "Bagration leads the Cossacks from Podolia to Volhynia.",
     ["corps Cossacks: Podolia - Volhynia"]),
    ("eia", "russia-land", "Russia", "Kutuzov leads corps I from Lithuania to Courland.",
     ["corps I: Lithuania - Courland"]),
    ("napoleonic", "spring-1805-war", "France", "Marshal Soult will take corps B out of Picardy and into Flanders.",
     ["B Picardy - Flanders"]),      # the place left kept since round 20 (engine.words.decreed: 'take corps B ...')
    ("napoleonic", "spring-1805-war", "Great Britain", "Collingwood brings squadron 9 to the Western Mediterranean.",
     ["squadron 9 - Western Mediterranean"]),
    ("napoleonic", "spring-1805-war", "France", "Corps A marches to Brabant, and corps B follows it into Champagne.",
     ["A - Brabant", "B - Champagne"]),
    ("napoleonic", "spring-1805-war", "France", "Corps G follows the coast to Normandy.", ["G - Normandy"]),
])
def test_a_commander_or_a_follower_is_read(rid, where, nation, text, orders):
    got, sheet = _read(rid, nation, text, where)
    assert sorted(got) == sorted(orders) and not sheet.problems


@pytest.mark.parametrize("rid, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "Zorbland takes Champagne."),         # no unit of ours: a name
    ("eia", "france-naval", "France", "Nelson takes the Mediterranean to Malta."),   # no unit after the verb
    ("napoleonic", "spring-1805-war", "France", "Corps B goes to Flanders and Quorvia."),
])
def test_a_name_before_the_verb_with_no_unit_of_ours_is_no_commander(rid, where, nation, text):
    got, sheet = _read(rid, nation, text, where)
    assert sheet.problems and not got


@pytest.mark.parametrize("nation, text, orders", [
    ("Russia", "Corps G rides out of the Don to Kharkov.", ["G Don Cossacks - Kharkov"]),
    ("France", "Corps E rides out of Paris to Champagne.", ["E Paris - Champagne"]),
    ("Russia", "The Cossacks (corps G) ride out of the Don to Kharkov and on to Poltava.",
     ["G Don Cossacks - Kharkov - Poltava"]),
])
def test_out_of_names_the_place_left_napoleonic(nation, text, orders):
    got, sheet = _read("napoleonic", nation, text, "spring-1805-war")
    assert got == orders and not sheet.problems


def test_out_of_a_place_the_corps_is_not_in_is_refused_napoleonic():
    got, sheet = _read("napoleonic", "France", "Corps D marches out of Picardy into Baden.", "spring-1805-war")
    assert not got and sheet.problems
