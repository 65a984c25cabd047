"""Issue 22, round 16 (fresh21, in-character posts): an order given inside the story as a ruler's or a council's
command ('We command that two fresh divisions of infantry be raised at Moscow, and one of cavalry at Smolensk.',
'The council resolves that Corps E shall march ...; that two infantry divisions be raised at Posen; ...') is read
as the order it commands, in every ruleset; the frame and the subjunctive are no obstacle. A negation, a condition
or another nation commanded keeps the line refused."""

import pytest

from engine.words.commanded import as_told
from tests.orders.bundled import read


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "start", "Russia",
     "It is our will that two divisions of infantry be raised at Moscow and one of cavalry at Smolensk.",
     ["build 2 infantry in Moscow", "build cavalry in Smolensk"]),
    ("napoleonic", "spring-1805-war", "Prussia",
     "The council resolves that Corps E shall march from Magdeburg into Thuringia; that two infantry divisions be "
     "raised at Posen; that Corps C remain in East Prussia.",
     ["E Magdeburg - Thuringia", "build 2 infantry in Posen", "C holds"]),
    ("succheesion", "start", "Adoen", "We decree that 2 units be sent from 18 to 19.", ["2 units 18 -> 19"]),
    ("classic", "start", "Italy", "The Senate decrees that two ships be built in the Tyrrhenian Sea.",
     ["buy 2 ships in S"]),
    ("eia", "austria-land", "Austria", "His Majesty commands that Corps II march from the Tyrol into Bavaria.",
     ["corps II: Tyrol - Bavaria"]),
])
def test_a_command_given_in_the_story_is_read(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    assert got == orders and not problems, problems


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "start", "Russia", "We command that no divisions be raised at Moscow."),
    ("classic", "start", "Russia", "The Senate decrees that the Turks shall march to 93."),
    ("napoleonic", "spring-1805-war", "Russia", "The Austrians shall pay for this."),
])
def test_a_near_order_stays_refused(rules_id, where, nation, text):
    got, problems = read(rules_id, where, nation, text)
    assert not got and problems


@pytest.mark.parametrize("text, told", [
    ("We command that two divisions be raised at Moscow, and one of cavalry at Smolensk.",
     "Two divisions are raised at Moscow, and one of cavalry at Smolensk."),
    ("Resolved: that the host send two armies into Saxony.", "The host send two armies into Saxony."),
    ("The council resolves that E shall march; that two divisions be raised at Posen",
     "E shall march; two divisions are raised at Posen"),
    ("- that Corps C shall attack Piedmont;", "Corps C shall attack Piedmont"),
    ("We command that no divisions be raised at Moscow.", None),
    ("If Austria attacks, we command that corps B be sent to Saxony.", None),
    ("I think that 2 armies go to 89", None),
    ("that " * 300, None),
    ("We " * 1000 + "command that", None),
])
def test_the_line_as_told_without_its_frame(text, told):
    assert as_told(text) == told
