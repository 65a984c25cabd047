"""Seed 002: the four interruptions kept as questions, and the Austrian insurrection (10.1.4.1)."""

import pytest

from engine.errors import BerthierError
from engine.rulesets.eia.decisions import answer
from engine.rulesets.eia.sop import interruptions as ask


def test_a_guard_commitment_is_answered_by_the_standing_order_when_nobody_answers():
    d = ask.guard_decision("Bavaria", "Russia", 2, {"guard": "hold"})
    got = answer(d, {})
    assert (got.answer, got.by) == ("hold", "standing order")


def test_the_gms_answer_overrides_the_standing_order():
    d = ask.guard_decision("Bavaria", "Russia", 2, {"guard": "hold"})
    got = answer(d, {d.key: "Commit"})
    assert (got.answer, got.by) == ("commit", "GM")


def test_without_standing_order_or_answer_the_decision_stays_open():
    for d in (ask.chit_decision("Bavaria", "Austria", {}), ask.further_days_decision("Bavaria", "Austria", 1, {}),
              ask.surrender_decision("Ulm", "Austria", {})):
        assert answer(d, {}) is None
    assert ask.further_days_decision("Bavaria", "Austria", 1, {}).key == "Bavaria.day2.Austria"


def test_an_answer_that_is_not_one_of_the_choices_is_not_allowed():
    d = ask.surrender_decision("Ulm", "Austria", {})
    with pytest.raises(BerthierError, match=r"siege.Ulm.surrender.Austria='maybe'.*not allowed.*'surrender'"):
        answer(d, {d.key: "maybe"})


def test_chits_are_free_text_until_the_game_names_them():
    assert answer(ask.chit_decision("Bavaria", "Austria", {}), {"Bavaria.chit.Austria": "outflank"}).answer == "outflank"
    named = ask.chit_decision("Bavaria", "Austria", {}, chits=("outflank", "assault"))
    with pytest.raises(BerthierError):
        answer(named, {named.key: "charge"})


def test_enemy_movement_into_an_austrian_border_province_interrupts_for_insurrection():
    assert ask.insurrection_triggered(["Bavaria", "Tyrol", "Carinthia"], ["Tyrol", "Bohemia", "Carinthia"]) == [
        "Carinthia", "Tyrol"]
    assert ask.insurrection_triggered(["Bavaria"], ["Tyrol"]) == []
    d = ask.insurrection_decision("France", ["Tyrol"])
    assert d.who == "Austria" and d.standing is None


STEPS = ["France land", "Austria land", "Russia land"]


def test_insurrection_corps_placed_after_austrias_land_step_get_a_land_step_of_their_own():
    assert ask.with_insurrection_step(STEPS, 2, "Austria land") == STEPS + ["Austria land (insurrection)"]


def test_insurrection_corps_placed_before_austrias_land_step_move_in_it():
    assert ask.with_insurrection_step(STEPS, 0, "Austria land") == STEPS
