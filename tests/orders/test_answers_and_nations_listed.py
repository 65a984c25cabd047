"""The units of the GM's quoted question named by a people's adjective ('> GM: and the Scottish corps?') for the
answer's pronoun, with the answer's reason after its order set aside (engine.words.answers, answered_reason); and
nations listed with their preposition said again ('alliance to Spain and to Prussia', engine.words.nations_listed),
round 21."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, orders", [
    ("> GM: and the Irish corps?\nIt stays in Dublin, the Irish are restless.", ["B holds"]),
    ("> GM: and the Irish corps?\nIt stays in Dublin.", ["B holds"]),
    ("> GM: and the Irish corps?\nIt marches to Ulster.", ["B - Ulster"]),
])
def test_the_answer_reads_with_the_units_asked(text, orders):
    shown, sheet = checked("napoleonic", "Great Britain", "spring-1805-war", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    "> GM: and the Irish corps?\nIt stays in Dublin, if the Irish are quiet.",
    "> GM: and the Irish corps?\nIt stays in Dublin, then goes to Ulster.",
    "> GM: and the Irish corps?\nIt does not stay in Dublin.",
    "> GM: and the Austrian corps?\nIt stays in Dublin.",
])
def test_an_answer_that_may_say_more_stays_refused(text):
    shown, sheet = checked("napoleonic", "Great Britain", "spring-1805-war", text)
    assert sheet.problems, shown


@pytest.mark.parametrize("rules, nation, text, orders", [
    ("napoleonic", "Austria", "We offer alliance to Great Britain and to Russia.",
     ["alliance with Great Britain", "alliance with Russia"]),
    ("napoleonic", "France", "Alliance with Spain and with Prussia.", ["alliance with Spain", "alliance with Prussia"]),
])
def test_nations_listed_with_their_preposition_again(rules, nation, text, orders):
    shown, sheet = checked(rules, nation, "start", text)
    assert shown == orders and not sheet.problems, (shown, sheet.problems)


def test_a_fleet_asked_by_its_name_alone():
    shown, sheet = checked("eia", "Great Britain", "great-britain-naval",
                           "> GM: Mediterranean fleet?\nIt goes to the Gulf of Lion.")
    assert shown == ["fleet Mediterranean: Western Mediterranean - Gulf of Lion"] and not sheet.problems, shown


def test_another_nations_fleet_asked_is_never_the_writers():
    shown, sheet = checked("eia", "Great Britain", "great-britain-naval", "> GM: French fleet?\nIt goes to the Gulf of Lion.")
    assert not shown, shown
