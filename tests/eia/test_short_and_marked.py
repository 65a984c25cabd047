"""'hold', 'hold all': every unit holds, which no order needs, neither refused nor read as a unit's order;
'Never mind, ...' and 'anyway' order nothing; emoji beside an order are no part of it (issue 22)."""

import pytest

from engine.rulesets.eia.form_headings import all_hold
from tests.orders.bundled import checked


@pytest.mark.parametrize("text", ["hold", "Hold.", "hold all", "all hold", "All units stay put this month.",
                                  "everyone holds", "All corps hold, please."])
def test_every_unit_holding_orders_nothing(text):
    orders, sheet = checked("eia", "Portugal", "start", text)
    assert orders == [] and sheet.problems == ()


@pytest.mark.parametrize("text", ["standing guard: hold", "Guard hold", "corps I holds in Bavaria", "hold Bavaria",
                                  "all hold except corps I"])
def test_a_hold_naming_more_is_no_hold_of_all(text):
    assert not all_hold(text)


@pytest.mark.parametrize("text, expected", [
    ("Is Prussia willing? Never mind, ally with Prussia anyway.", ["ally with Prussia"]),
    ("Never mind, ally with Prussia.", ["ally with Prussia"]),
    ("Anyway, declare war on Spain.", ["declare war on Spain"]),
    ("In any case, ally with Prussia.", ["ally with Prussia"]),
    ("ally with Prussia \U0001F44D", ["ally with Prussia"]),
    ("**ally with Prussia** \U0001F1EC\U0001F1E7", ["ally with Prussia"]),
    ("Declare war on Spain \u2694\ufe0f", ["declare war on Spain"]),
    ("\u2705 ally with Prussia", ["ally with Prussia"]),
])
def test_words_and_pictures_that_order_nothing_are_left_out(text, expected):
    orders, sheet = checked("eia", "Portugal", "start", text)
    assert sheet.problems == ()
    assert orders == expected
