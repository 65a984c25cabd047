"""Issue 22, round 7 (fresh6-eia-heading-1): a march that ends by attacking where it ends ('Alsace - Baden -
Württemberg - Bavaria, and attack there') gives the march and the attack in its last area; a unit under a
Markdown heading ('### Corps II') takes the route on the line below."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation="France", where="france-land"):
    board, state = position("eia", where)
    sheet = RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


BADEN = ["corps II: Alsace - Baden", "attack Baden"]


@pytest.mark.parametrize("text", [
    "corps II: Alsace - Baden, and attack there",
    "Corps II marches from Alsace to Baden and attacks the Austrians there.",
    "corps II: Alsace - Baden, then attack the enemy there",
    "Corps II goes to Baden, and then attacks there.",
    "### Corps II\nAlsace - Baden, and attack there",
    "Corps II:\nAlsace - Baden and attack there",
    "The Second Corps marches into Baden and assaults the Austrians there at once.",
    "corps II: Alsace - Baden, attacking there",
])
def test_a_march_ending_in_an_attack_there(text):
    assert read(text) == (BADEN, [])


@pytest.mark.parametrize("text", [
    "corps II: Alsace - Baden, and attack there if the Austrians stay",
    "corps II: Alsace - Baden, corps III: Picardy - Champagne, and attack there",
])
def test_more_than_one_march_or_a_condition_is_asked(text):
    orders, problems = read(text)
    assert problems, orders


@pytest.mark.parametrize("text, wanted", [
    ("### Cav I\nLorraine - Alsace", ["corps Cav I: Lorraine - Alsace"]),
    ("## Corps II\nAlsace - Baden", ["corps II: Alsace - Baden"]),
    ("# corps III\nPicardy -> Champagne", ["corps III: Picardy - Champagne"]),
])
def test_a_unit_under_a_markdown_heading(text, wanted):
    assert read(text) == (wanted, [])


def test_an_attack_there_said_over_and_over_is_refused_at_once():
    orders, problems = read("corps II: Alsace - Baden" + ", and attack there" * 100)
    assert orders == [] and problems
