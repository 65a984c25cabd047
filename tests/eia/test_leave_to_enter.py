"""A corps entering another major power's home land while the two are neither at war nor allied is asked:
whether that power gave leave is not in the state (issue 22: 'a march into Prague, Austria's land, while
Prussia is at peace with Austria: a GM would ask')."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def checked(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


def test_a_march_into_a_peaceful_powers_land_is_asked():
    orders, problems = checked("corps I: Brandenburg - Saxony - Prague", "Prussia", "prussia-land")
    assert orders == [] and len(problems) == 1
    assert "Prague is Austria's land" in problems[0] and "leave" in problems[0]


@pytest.mark.parametrize("nation, step, text", [
    ("Prussia", "prussia-land", "corps II: Silesia - Saxony"),                 # a minor country's land
    ("Russia", "russia-land", "corps Cossacks: Podolia - Lemberg"),            # an ally's land
    ("Austria", "austria-land", "corps I: Bavaria - Tyrol"),                   # its own land
])
def test_a_march_into_a_minor_an_ally_or_its_own_land_needs_no_leave(nation, step, text):
    assert checked(text, nation, step) == ([text], [])
