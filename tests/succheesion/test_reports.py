"""The public update and each nation's internal report, in Markdown, BBCode and text: battles told
as the seed tells its Red/Blue example, the cheese breakdown with supply per region, the army
sheet and the trade agreements with their investment and yield."""

from pathlib import Path

import pytest

from engine.dice import SeededDice
from engine.game.scenario import load_scenario

from .helpers import RULES, internal_text, public_text

SCENARIO = Path(__file__).resolve().parents[2] / "resources" / "maps" / "mausropa" / "scenario.json"
ORDERS = {"Crimsonia": "Build 3 Infantry in 12\ninvest 5 cheese in trade with Stilwen\n"
                       "2 galleons 13 -> 14 carrying 4 units from 9 to 24",
          "Stilwen": "invest 5 cheese in trade with Crimsonia",
          "Berdain": "break trade with Maustria"}


@pytest.fixture(scope="module")
def turn():
    board, state, _ = load_scenario(SCENARIO)
    sheets = {n: RULES.parse_orders(t, n, state, board) for n, t in ORDERS.items()}
    return board, state, RULES.resolve(board, state, sheets, SeededDice(7))


def test_the_internal_report_breaks_the_cheese_down(turn):
    board, state, res = turn
    text = internal_text(board, state, res, "Crimsonia")
    assert "| Treasury at the start |  | 20.00 |" in text
    assert "| Income: Madder Vale | loyal | 3.00 |" in text
    assert "| Built 3 Infantry | Madder Vale | -6.00 |" in text
    assert "| Invested in trade with Stilwen |  | -5.00 |" in text
    assert "| Madder Vale | 6 | 2.00 | yes | yes |" in text          # supply per region
    assert "| Stilwen | 26.00 | 2.00 |" in text                      # 15 + 1 reinvested + 5 + 5
    assert f"| Treasury now |  | {res.state.treasury_of('Crimsonia') // 100}." in text


def test_the_public_update_tells_battles_regions_and_broken_trade(turn):
    board, state, res = turn
    text = public_text(board, state, res)
    assert "**Battle in Whiskerport**" in text and "tactical points" in text
    assert "Berdain breaks the trade agreement of Berdain and Maustria (10.00 invested): Berdain 5.00, " \
           "Maustria 2.00; 3.00 lost." in text
    assert "Treasury" not in text


@pytest.mark.parametrize("fmt, mark", [("bbcode", "[b]Battle in Whiskerport[/b]"), ("text", "Battle in Whiskerport")])
def test_the_reports_render_for_the_forum(turn, fmt, mark):
    board, state, res = turn
    assert mark in public_text(board, state, res, fmt)
    assert "Army sheet" in internal_text(board, state, res, "Maustria", fmt)
