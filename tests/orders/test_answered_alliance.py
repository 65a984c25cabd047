"""napoleonic: an alliance proposed beside a march into the future ally's land. Alliance needs both
nations' orders in the same season and takes effect before movement, so at entry the proposal is
taken as made (the march stands or falls at resolution), unless the other nation's orders are
already stored without the alliance: then the march is refused saying so. The proposal is read."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("napoleonic")
DECLINED = "the alliance with France ordered this season needs France's order too"


def _check(text: str, nation: str, others: dict[str, str] | None = None):
    board, state = position("napoleonic", "spring-1805-war")
    stored = {n: RULES.check_orders(RULES.parse_orders(t, n, state, board), state, board)
              for n, t in (others or {}).items()}
    sheet = RULES.parse_orders(text, nation, state, board)
    return RULES.check_orders(sheet, state, board, stored)


def _lines(sheet):
    board, state = position("napoleonic", "spring-1805-war")
    return [RULES.format_orders([o], state, board).strip() for o in sheet.orders]


@pytest.mark.parametrize("text", [
    "C - Languedoc\nalliance with France",
    "alliance with France\nCorps C marches to Languedoc",
    "- c -> languedoc\nally w/ france first obv",
])
def test_a_march_beside_an_alliance_not_yet_answered_is_read(text):
    sheet = _check(text, "Spain")
    assert set(_lines(sheet)) == {"C - Languedoc", "alliance with France"} and not sheet.problems


def test_the_answer_stored_opens_the_land():
    sheet = _check("C - Languedoc\nalliance with France", "Spain", {"France": "alliance with Spain"})
    assert "C - Languedoc" in _lines(sheet) and not sheet.problems


@pytest.mark.parametrize("text", [
    "C - Languedoc\nalliance with France",
    "alliance with France\nCorps C marches to Languedoc",
])
@pytest.mark.parametrize("others", [
    {"France": "declare war on Great Britain"},      # France's orders in, with no alliance
    {"France": "alliance with Portugal"},            # an alliance, with another nation
])
def test_a_stored_answer_without_the_alliance_refuses_the_march(text, others):
    sheet = _check(text, "Spain", others)
    assert _lines(sheet) == ["alliance with France"]
    assert any(DECLINED in p.reason for p in sheet.problems)


def test_another_nations_answer_is_no_answer_of_france():
    sheet = _check("C - Languedoc\nalliance with France", "Spain", {"Portugal": "alliance with Spain"})
    assert "C - Languedoc" in _lines(sheet)


def test_a_march_without_any_proposal_keeps_its_reason():
    sheet = _check("C - Languedoc", "Spain", {"France": "declare war on Great Britain"})
    assert [p.reason for p in sheet.problems] == [
        "Languedoc belongs to France, with whom Spain is at peace but not allied; declare war first"]


def test_war_needs_one_order_and_is_taken_as_made():
    sheet = _check("declare war on France\nC - Languedoc", "Spain", {"France": "alliance with Portugal"})
    assert "C - Languedoc" in _lines(sheet)


def test_an_alliance_beside_a_march_into_own_land_is_read():
    sheet = _check("A - Valencia\nalliance with France", "Spain", {"France": "declare war on Great Britain"})
    assert set(_lines(sheet)) == {"A - Valencia", "alliance with France"} and not sheet.problems
