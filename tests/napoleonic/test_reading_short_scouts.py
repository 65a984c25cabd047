"""Issue 22 round 10: a scout written short ('sc', 'sct', 'scts') whose place the grammar cannot read (a short
name that fits several places, a name it does not know) is asked, never read by meaning as the march alone
('D-Thu sc Wes' gave 'D - Thuringia': fresh7's veteran)."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(text: str):
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    return written("napoleonic", "spring-1805-war", sheet), sheet.problems


@pytest.mark.parametrize("text, march", [
    ("D-Thu sc Wes", "D - Thuringia"),
    ("D-Thuringia sc Xyzzy", "D - Thuringia"),
    ("C-Brabant scts Hol", "C - Brabant"),
    ("E - Champagne sct Wes", "E - Champagne"),
])
def test_a_short_scout_not_read_is_asked_never_dropped(text, march):
    orders, problems = _read(text)
    assert march not in orders and problems


@pytest.mark.parametrize("text, order", [
    ("D-Thu sc Westphalia", "D - Thuringia, scout Westphalia"),
    ("C-Brabant scts Holstein", "C - Brabant, scout Holstein"),
])
def test_a_short_scout_with_its_place_whole_is_read(text, order):
    assert _read(text) == ([order], ())
