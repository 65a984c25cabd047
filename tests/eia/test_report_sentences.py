"""Issue 23, build 4: the EiA record reads as sentences. A whole scripted month of the bundled 1805 game
with both modules (a sea battle with its prizes, two land combats, an insurrection, honors of war, a royal
without a command) and a few of the tiny theatre's steps: every line of the reports ends with a stop and
no number disagrees with its noun ("1 ships", "3 factor")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.dice import SeededDice
from engine.rulesets.eia.reports import _line
from engine.rulesets.eia.wording import count, sentence
from engine.game.scenario import load_scenario
from tests.eia.helpers import MAP, RULES, corps, fleet, play, position

SCENARIO = Path(__file__).resolve().parents[2] / "resources" / "maps" / "eia-europe" / "scenario.json"
K = "sea.Western_Mediterranean.France_fleet_Toulon"
MONTH = {
    "political": {"Austria": "standing chit: defend\nstanding guard: hold\nstanding further days: withdraw"},
    "France naval": {"France": "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"},
    "France land": {"France": "corps II: Alsace - Baden - Württemberg - Bavaria\n"
                              "corps Cav I: Lorraine - Alsace - Switzerland - Tyrol\nattack Bavaria"},
    "Austria land": {"Austria": "corps Insurrection I: Prague - Vienna\nattack Tyrol"},
}
ANSWERS = {f"{K}.interception": "intercepted", f"{K}.evasion": "caught", f"{K}.winner": "Great Britain",
           f"{K}.losses": "3-1", "land.Bavaria.result": "France won", "land.Bavaria.losses": "1-3",
           "insurrection.France": "Prague: Insurrection I (3)", "land.Bavaria.honors_offered.France": "offer",
           "land.Bavaria.honors_of_war.Austria": "fight on", "land.Tyrol.honors_offered.Austria": "do not offer",
           "land.Tyrol.chit.France": "assault", "land.Tyrol.result": "neither broke", "land.Tyrol.losses": "1-1",
           "land.Tyrol.day2.France": "withdraw"}

# a count of 1 with a plural noun, or a count other than 1 with a singular one
ONE_MANY = re.compile(r"(?<![\d.,+-])1 (?:ships|factors|units|months|prizes|sea areas|areas|militia factors|"
                      r"damaged ships|fleet counters)\b")
MANY_ONE = re.compile(r"(?<![\d.,+-])(?:0|[2-9]|\d{2,}) (?:ship|factor|unit|month|prize|sea area|fleet counter)\b(?!s)")


def _bundled_month() -> list[str]:
    params = {**json.loads(SCENARIO.read_text(encoding="utf-8"))["params"], "modules": ["eia_sop", "afa_naval"]}
    board, state, _ = load_scenario(SCENARIO, params=params)
    out = []
    for n in range(len(state.steps)):
        orders = MONTH.get(state.current_step, {})
        sheets = {nation: RULES.parse_orders(text, nation, state, board) for nation, text in orders.items()}
        res = RULES.resolve(board, state, sheets, SeededDice(n), {"decisions": ANSWERS})
        out += [t for e in res.events for t in [_line(e, board)] if t]
        state = res.state
    return out


def _tiny_steps() -> list[str]:
    """A breached siege, a port not left, a squadron refused, a refused line: the other phrasings."""
    afa = {"modules": ["eia_sop", "afa_naval"], "west_map_edge": ["biscay"]}
    garrison = {"type": "garrison", "nation": "Austria", "city": "Munich", "at": "bavaria", "factors": 1}
    siege = play(position([corps("France", "I", "bavaria", infantry=9), garrison], step="France land", params=afa),
                 {"France": "attack Bavaria"}, decide={"land.Bavaria.breach": "breached", "land.Bavaria.honors": "deny",
                                                       "siege.Bavaria.surrender.Austria": "surrender"})
    port = play(position([fleet("France", "Brest", "brittany", 1)], step="France naval", params=afa),
                {"France": "fleet Brest: break out to the West Indies\nsquadron Swift: 1 ship from fleet Brest\n"
                           "corps Z: Paris - Champagne"}, dice=[1])
    import msgspec

    from engine.rulesets.eia.state import month_steps
    march = position([], step="political", params=afa)
    steps = month_steps(2, march.params)
    march = msgspec.structs.replace(march, month=2, steps=steps, step=steps.index("economic"))
    stores = play(march, {"France": "stores 1 at Brest"}, dice=[4])
    return [t for res in (siege, port, stores) for e in res.events for t in [_line(e, MAP)] if t]


@pytest.fixture(scope="module")
def record() -> list[str]:
    return _bundled_month() + _tiny_steps()


def test_the_scripted_month_says_what_it_should(record):
    text = "\n".join(record)
    assert "**7.5.2.10.3 retreat**: Austria I retreats to Franconia" in text
    assert "1 Austria corps against 1, city room for 0: it stays in the field." in text
    assert "Austria has no corps in the city of Bavaria to join the combat." in text
    assert "every royal must command a corps." in text
    assert "the defenders of Bavaria (1 factor) stay inside." in text
    assert "not allowed: squadron Swift has 1 ship; a squadron has 2 to 6." in text
    assert "The garrison of Bavaria surrenders." in text
    assert "Brest lays in 1 ship's worth of naval stores (1/3)" in text


def test_every_line_of_the_record_is_a_sentence(record):
    assert len(record) > 40
    for line in record:
        assert line[-1] in ".!?", line
        assert not line[0].islower(), line


def test_no_number_disagrees_with_its_noun(record):
    for line in record:
        assert not ONE_MANY.search(line), line
        assert not MANY_ONE.search(line), line


def test_the_wording_helpers():
    assert (count(1, "ship"), count(0, "ship"), count(3, "corps", "corps")) == ("1 ship", "0 ships", "3 corps")
    assert sentence("no combat in Tyrol") == "No combat in Tyrol."
    assert sentence("who wins?") == "Who wins?"
