"""What the referee needs from each player, in md, bbcode and text; the public record and a power's report."""

import pytest

from engine.reports.render import render
from engine.rulesets.eia.decisions import DecisionsOpen
from engine.rulesets.eia.reports import needs_report

from .helpers import MAP, RULES, corps, play, position


def open_decisions():
    state = position([corps("France", "I", "bavaria", infantry=9), corps("Austria", "Guard", "bavaria", "guard"),
                      corps("Austria", "II", "bavaria")], step="France land")
    with pytest.raises(DecisionsOpen) as e:
        play(state, {"France": "attack Bavaria"})
    return state, e.value.open


def test_each_player_gets_only_the_questions_they_answer():
    state, decisions = open_decisions()
    austria = render(needs_report(decisions, state, "Austria"), "text")
    assert "which operational possibilities chit in Bavaria?" in austria
    assert "commit the guard before round 1 in Bavaria? (commit / hold) [land.Bavaria.round1.guard.Austria]" in austria
    assert "the outcome of day 1" not in austria
    gm = render(needs_report(decisions, state, "GM"), "md")
    assert "the outcome of day 1 in Bavaria" in gm and "# January 1805: France land step: what the referee needs from GM" in gm
    assert "[b]" in render(needs_report(decisions, state, "France"), "bbcode")
    assert "Nothing: the step can be resolved." in render(needs_report(decisions, state, "France"), "text")


def test_the_contracts_pending_decisions_name_who_answers():
    state, _ = open_decisions()
    sheets = {"France": RULES.parse_orders("attack Bavaria", "France", state, MAP)}
    pending = RULES.pending_decisions(MAP, state, sheets, None)
    assert [d.key.text for d in pending][:1] == ["land.Bavaria.chit.Austria"]
    assert pending[0].question.endswith("(Austria)")


def test_the_public_record_and_a_powers_report():
    state = position([corps("France", "I", "paris")], step="France land")
    res = play(state, {"France": "corps I: Paris - Champagne"})
    public = render(RULES.public_report(MAP, state, res.state, res.events, "Test"), "md")
    assert "France I: Paris - Champagne" in public and "Next: January 1805: Austria naval step." in public
    own = render(RULES.internal_report(MAP, state, res.state, res.events, "France", "Test"), "text")
    assert "I (infantry) in Champagne: 4 inf" in own
