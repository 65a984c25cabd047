"""The order-rejection gate of the base class: an eliminated nation's orders are all refused with
the reason; otherwise the ruleset refuses orders one by one and the others stand, in line order."""

import json

from toy_ruleset import SCENARIO

from engine.rulesets import ruleset
from engine.game.scenario import build_scenario

RULES = ruleset("toy")


def game(**changes):
    data = json.loads(SCENARIO.read_text())
    data.update(changes)
    return build_scenario(data, base_dir=SCENARIO.parent)


def test_every_order_of_an_eliminated_nation_is_refused_with_the_reason():
    nations = json.loads(SCENARIO.read_text())["nations"]
    nations[1]["home"] = []
    board, state = game(nations=nations, units=[{"type": "militia", "nation": "Holland", "at": "edam", "count": 3}])
    sheet = RULES.check_orders(RULES.parse_orders("1 militia brie -> edam\nfort in brie", "Normandy", state, board),
                               state, board)
    assert not sheet.orders
    assert [(p.line, p.kind, p.reason) for p in sheet.problems] == [
        (1, "not allowed", "Normandy has been eliminated: it has no province and no militia"),
        (2, "not allowed", "Normandy has been eliminated: it has no province and no militia")]


def test_an_order_the_rules_refuse_is_moved_to_the_problems_and_the_others_stand():
    board, state = game()
    text = "4 militia edam -> brie\nfort in edam\nnonsense\n1 militia edam -> camembert"
    sheet = RULES.check_orders(RULES.parse_orders(text, "Holland", state, board), state, board)
    assert sheet.lines == (2,)
    assert [(p.line, p.kind) for p in sheet.problems] == [(1, "not allowed"), (3, "not understood"),
                                                          (4, "not allowed")]
    assert "Holland has 3 militia in Edam" in sheet.problems[0].reason
    assert "Camembert is not linked to Edam" in sheet.problems[2].reason
