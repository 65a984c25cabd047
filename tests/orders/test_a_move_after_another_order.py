"""A sentence giving another order before a move ('From this day Manarth declares war on Maustria, and our
four in Manarth Hold march to Stepka's March') is never read as the move alone: the declaration was
silently dropped (fresh4's Manarth letter)."""

from __future__ import annotations

import pytest

from tests.orders.bundled import checked


def _read(rules_id: str, where: str, nation: str, text: str):
    return checked(rules_id, nation, where, text)


@pytest.mark.parametrize("text", [
    "From this day Manarth declares war on Maustria, and our four in Manarth Hold march to Stepka's March.",
    "Manarth declares war on Maustria and our four in Manarth Hold march to Stepka's March",
    "We declare war on Maustria, and the four in Manarth Hold march to Stepka's March.",
    "Manarth declares war upon Maustria; our four in Manarth Hold march to Stepka's March.",
    "Manarth hereby declares war on Maustria and the 4 units in Manarth Hold march to Stepka's March",
    "War is declared on Maustria, and our four in Manarth Hold march to Stepka's March.",
    "Manarth declared war on Maustria, so our four in Manarth Hold march to Stepka's March.",
    "Manarth declares war on Maustria, whereupon our four in Manarth Hold march to Stepka's March.",
])
def test_the_declaration_is_read_or_the_line_asked_never_dropped(text):
    said, sheet = _read("succheesion", "start", "Manarth", text)
    assert "declare war on Maustria" in said or sheet.problems
    assert said != ["4 units 32 -> 18"] or sheet.problems
