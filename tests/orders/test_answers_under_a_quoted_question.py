"""A short yes under a question quoted from the GM's mail ('> Will France ally with anyone?' / 'Spain, yes.') gives
an order the reader cannot write out: it is asked, never set aside as a greeting (engine.orders)."""

import pytest

from tests.orders.bundled import sheet_of

ANSWERS = [     # (ruleset, nation, the quoted question, the answer under it)
    ("napoleonic", "France", "> Will France ally with anyone?", "Spain, yes."),
    ("napoleonic", "France", "> Any builds this winter?", "Yes, Paris."),
    ("napoleonic", "Prussia", "> Does Prussia annex Hanover?", "Yes, Hanover."),
    ("classic", "Spain", "> Will Spain buy armies this turn?", "Yes: two in Madrid."),
    ("classic", "Italy", "> Do you gift gold to anyone?", "Sure, Austria."),
    ("eia", "Austria", "> Does Austria declare war on anyone?", "Yes, France."),
    ("eia", "Russia", "> Will the Baltic fleet intercept?", "Yes, it does."),
    ("succheesion", "Maustria", "> Does Maustria make peace with Randomia?", "Yes, gladly."),
    ("succheesion", "Randomia", "> Build anything in Chance Hills?", "Aye, some militia."),
]


@pytest.mark.parametrize("rules_id, nation, question, answer", ANSWERS)
def test_a_short_yes_under_a_quoted_question_is_asked(rules_id, nation, question, answer):
    sheet = sheet_of(rules_id, nation, "start", f"{question}\n{answer}")
    assert sheet.orders == () or sheet.problems == ()     # read whole, or asked: never talk
    assert sheet.orders or [p.line for p in sheet.problems] == [2]


def test_talk_under_a_quoted_question_stays_talk():
    sheet = sheet_of("napoleonic", "France", "start", "> How is the family?\nFine, thanks.")
    assert sheet.orders == () and sheet.problems == ()
