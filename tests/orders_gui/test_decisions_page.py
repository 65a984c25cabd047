"""The resolve dialog's plain decisions page, for a ruleset with no page of its own: each decision the
engine waits for, grouped by who answers, answered by typed text, with the message for each nation."""

from app.rulesets.base import RulesetUI
from engine.decisions import Decision, DecisionKey, DecisionsNeeded


class Key(DecisionKey, frozen=True, tag="test"):
    name: str

    @property
    def text(self) -> str:
        return self.name


NEEDED = DecisionsNeeded([Decision(key=Key(name="plague.Venice"), question="does the plague reach Venice?"),
                          Decision(key=Key(name="marriage.Milan"), question="does Milan accept?", who="Milan")])


def test_a_ruleset_without_a_page_of_its_own_gets_typed_answers_grouped_by_who_answers(qtbot):
    page = RulesetUI().decisions_page()
    qtbot.addWidget(page)
    page.show_needed("Spring 1500", NEEDED)
    assert page.heading.text() == "Spring 1500: 2 decision(s) open"
    assert [page.tree.topLevelItem(i).text(0) for i in range(2)] == ["The GM answers (1 open)", "Milan answers (1 open)"]
    assert page.nations() == ["Milan"]
    page.editor("plague.Venice").setText("  no  ")
    assert page.answers() == {"plague.Venice": "no"}


def test_the_message_for_a_nation_holds_only_its_questions_with_their_keys(qtbot):
    page = RulesetUI().decisions_page()
    qtbot.addWidget(page)
    page.show_needed("Spring 1500", NEEDED)
    assert page.message("Milan") == ("Spring 1500: what the referee needs from Milan: 1 answer(s); reply with "
                                     "KEY: ANSWER\n  marriage.Milan: does Milan accept?\n")


def test_answers_given_earlier_and_no_longer_asked_stay_listed(qtbot):
    page = RulesetUI().decisions_page()
    qtbot.addWidget(page)
    page.show_needed("Spring 1500", NEEDED, {"flood.Po": "yes"})
    assert "flood.Po" in page.keys() and page.answers()["flood.Po"] == "yes"
