"""A line of regions' numbers joined by dashes ('2 86-73 / 2 87-84 / 1 90-85 / b2 89') is a veteran's
route typed short: read or refused, never set aside as chatter (issue 22, fresh3-cl-veteran-3)."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of
from tests.orders.test_never_dropped_short_routes import said


@pytest.mark.parametrize("rules_id, nation, text", [     # more words than a short route: judged by its dashes
    ("classic", "Russia", "2 86-73 / 2 87-84 / 1 90-85 / b2 89"),
    ("classic", "Russia", "2 86-73 / 2 87-84 / 1 90-85"),
    ("classic", "Russia", "86-73 (2) | 87-84 (2) | 90-85 (1) | 89 +2"),
    ("classic", "Russia", "1 90\u201385 \u2022 2 87\u201384 \u2022 2 86\u201373 \u2022 b 2 @ 89"),
    ("classic", "Carthage", "x2 109-110 // x3 T-S // buy x2 108 // that is all"),
    ("classic", "Vikings", "3 68-64 then 2 67-65 and nothing else this time round"),
    ("classic", "Vikings", "68-64-63 w 3, 67-65 w 2, rest sit tight"),
    ("succheesion", "Crimsonia", "4 1-4-6 / 2 9-4 / 1 5-4 / b1 inf 1 / TP 40"),
    ("succheesion", "Maustria", "6 21-25 / 4 24-20 / 1 14-13 / b 1 22"),
])
def test_numbers_joined_by_dashes_are_never_chatter(rules_id, nation, text):
    assert said(sheet_of(rules_id, nation, "start", text)) != "chatter"


@pytest.mark.parametrize("text", ["Back in 1805-1806 it was simpler.", "We lost 7-0 at football, sigh.",
                                  "Call me on 5550-1234 if needed."])
def test_dates_and_scores_stay_talk(text):
    sheet = sheet_of("classic", "Russia", "start", text)
    assert sheet.orders == () and sheet.problems == (), sheet


def test_a_long_line_of_dashes_and_numbers_is_judged_fast():
    sheet_of("classic", "Russia", "start", "1-" * 30_000 + " " * 40_000)
