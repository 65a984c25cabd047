"""Issue 22, round 5: a player's answers to the GM's questions. The question quoted on the line is set aside
and said so; 'yes' opens the order after it; a 'no' and a plain refusal give no order; anything more after a
'no' is read as any line is, never dropped."""

import pytest

from engine.words.answers import answer_of
from tests.orders.bundled import sheet_of, written

YES = [     # (ruleset, nation, position, line, the orders)
    ("napoleonic", "France", "start", "Yes, build 2 cavalry in Alsace.", ["build 2 cavalry in Alsace"]),
    ("napoleonic", "Spain", "start", "And yes: alliance with France", ["alliance with France"]),
    ("classic", "Russia", "start", 'You asked: "will Russia pay Prussia?" Yes, give 5 gold to Prussia.',
     ["give 5 gold to Prussia"]),
    ("classic", "Italy", "start", "Answer: yes, buy 2 armies in 37", ["buy 2 armies in 37"]),
    ("classic", "France", "start", 'Re "does France buy?": yes - buy 1 army in 20', ["buy 1 army in 20"]),
    ("succheesion", "Crimsonia", "start", "Reply: build 1 Infantry in Rubygate", ["build 1 Infantry in 9"]),
    ("succheesion", "Crimsonia", "start", '\u201cWill you raise cheese?\u201d asked the GM. Yes, raise cheese in 9.',
     None),
    ("eia", "Austria", "start", 'GM wrote: "Austria, any alliance?" Yes: ally with Prussia.', ["ally with Prussia"]),
    ("eia", "Spain", "start", "Yes! ally with France", ["ally with France"]),
]


@pytest.mark.parametrize("rules, nation, where, line, orders", YES)
def test_yes_opens_the_order_it_gives(rules, nation, where, line, orders):
    sheet = sheet_of(rules, nation, where, line)
    if orders is None:                  # the question not cited first: read or refused, never dropped
        assert sheet.orders or sheet.problems
        return
    assert sheet.problems == () and written(rules, where, sheet) == orders


NO = [
    ("succheesion", "Adoen", 'GM asked: "Will you cede Pratplatkof?" No, we will not.'),
    ("classic", "Spain", 'Re "Spain gives gold?": no, not this turn, thanks.'),
    ("napoleonic", "Austria", 'You asked: "Does Austria declare war on France?" No.'),
    ("eia", "Prussia", 'GM asked: "Prussia, will you ally with Russia?" Nope, not yet.'),
    ("classic", "Turkey", 'In answer to "any gifts this turn?": no, none.'),
]


@pytest.mark.parametrize("rules, nation, line", NO)
def test_no_with_only_a_refusal_gives_no_order_and_says_so(rules, nation, line):
    sheet = sheet_of(rules, nation, "start", line)
    assert not sheet.orders and not sheet.problems
    assert any("answered no" in c.reason for c in sheet.chatter)
    assert any("the GM's question" in c.reason and "quoted" in c.reason for c in sheet.chatter)


NO_AND_MORE = [
    ("classic", "Spain", 'Re "Spain gives gold?": no, buy 2 armies in 14 instead.', ["buy 2 armies in 14"]),
    ("succheesion", "Adoen", 'GM asked: "Will you cede Pratplatkof?" No, we make peace with Maustria.', None),
    ("napoleonic", "Austria", 'You asked: "Does Austria declare war?" No, but alliance with Russia.', None),
]


@pytest.mark.parametrize("rules, nation, line, orders", NO_AND_MORE)
def test_what_follows_a_no_is_read_or_refused_never_dropped(rules, nation, line, orders):
    sheet = sheet_of(rules, nation, "start", line)
    assert sheet.orders or sheet.problems
    if orders is not None:
        assert written(rules, "start", sheet) == orders


def test_a_bare_yes_to_a_quoted_question_is_asked():
    sheet = sheet_of("eia", "Great Britain", "start", 'GM asked: "Will Nelson intercept?" Yes.')
    assert sheet.problems and not sheet.orders


def test_the_question_alone_is_set_aside_as_the_gms():
    sheet = sheet_of("eia", "Great Britain", "start", 'GM asked: "Britain, will the Channel fleet intercept?"')
    assert not sheet.orders and not sheet.problems


@pytest.mark.parametrize("line", ["Retreat to Baden", "A - Baden", "Yesterday A went to Baden", "No wait, A - Baden",
                                  "Re-embark corps C", '"A - Baden" is my order'])
def test_lines_that_are_no_answer(line):
    assert answer_of(line) is None


@pytest.mark.parametrize("line", ["A: Petersburg -> Åbo", "Q: Bavaria - Tyrol", "A: Paris - Picardy"])
def test_a_corps_letter_before_a_colon_is_no_answer(line):
    assert answer_of(line) is None
