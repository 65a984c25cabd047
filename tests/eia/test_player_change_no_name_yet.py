"""Issue 22 (fresh-eia-ask-111): a player's change that names no one yet ('Replacement player: TBD') is
refused, saying so; a real name is taken."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="Great Britain"):
    board, state = position("eia", "start")
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text", ["Replacement player: TBD", "replacement player: someone new",
                                  "replacement player: to be decided",
                                  "Our new player will be TBA.", "replacement player: (unknown)",
                                  "Replacement player: tbc", "replacement player: Pending"])
def test_no_name_yet_is_refused(text):     # 'Replacement player: N/A', 'player leaves: nobody': an empty slot
    orders, problems = read(text)
    assert orders == [] and len(problems) == 1, (orders, problems)


@pytest.mark.parametrize("text, order", [("replacement player: Cy", "replacement player: Cy"),
                                         ("player leaves: Ann", "player leaves: Ann"),
                                         ("replacement player: Tobias", "replacement player: Tobias")])
def test_a_name_is_taken(text, order):
    assert read(text) == ([order], [])
