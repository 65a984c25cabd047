"""Round 21 (helper Pf): a long message of prose read at the cost of its distinct paragraphs, with the same reading.

Three memories, each a refactor for speed: `looks_like_order` asked once a text per message (engine.orders), a line
that `Sheet.by_clauses` read to nothing not tried again under the same sheet (engine.words.clauses_once), and eia's
stay reading counting the withdrawn orders without counting as a look at the marks (engine.words.lines_once
.withdrawn_so_far), so a line of talk is read once there again. Each case reads a message with the memories and
without them and asks for the same sheet: orders, problems and chatter, line for line.
"""

from __future__ import annotations

import json
import time

import pytest

from app.rulesets import ruleset_ui
from engine.game.scenario import MAPS, load_scenario
from engine.rulesets import ruleset
from engine.rulesets.eia import syntax as eia_syntax
from engine.words import sheet as sheet_module

RULESETS = ["classic", "eia", "napoleonic", "succheesion"]

_PROSE = ("The Emperor spent the week receiving envoys. The Prussian one was polite and said nothing. The Italian one\n"
          "said a great deal and meant less. The Russian came with a letter about Poland which we have put in a\n"
          "drawer. Our position is simple: we want no war this year, but the passes into the mountains must\n"
          "be ours before anyone else thinks of them, and the council agrees with us on that.\n\n")

# Other talk, other words: a forum thread pasted with its quoted history, a late thought, a question.
_THREAD = ("> Are you going to move this turn at all?\n"
           "Honestly I have not decided. The weather has been dreadful, and my ministers argue all day.\n"
           "Perhaps next week, perhaps never; we shall see what the others do first.\n"
           "Did anyone else notice how quiet the north has been lately?\n\n")

# Near-misses that must stay refused (or read) every time they come, however often the talk around them repeats.
_NEAR = {"classic": "3 armies 58 -> 57, no wait, make that 56\nsend the fleet somewhere useful\n",
         "eia": "corps I stays. Only the Bulgarian corps moves.\nthe fleet goes somewhere useful\n",
         "napoleonic": "A - Thuringia, no, make that Saxony\nsend corps B somewhere useful\n",
         "succheesion": "4 units 15 -> 16, no wait, 17\nsend the galleons somewhere useful\n"}


def _game(rules_id: str):
    for scenario in sorted(MAPS.glob("*/scenario.json")):
        if json.loads(scenario.read_text(encoding="utf-8")).get("ruleset") == rules_id:
            board, state, _ = load_scenario(scenario)
            return ruleset(rules_id), board, state, state.nations[0].name
    pytest.skip(f"{rules_id}: no bundled scenario")


def _read(rules_id: str, text: str, memory: bool, monkeypatch: pytest.MonkeyPatch):
    rules, board, state, nation = _game(rules_id)
    with monkeypatch.context() as m:
        if not memory:
            m.setattr(sheet_module, "refused_key", lambda *args: None)
            m.setattr(eia_syntax, "withdrawn_so_far", lambda marks: len(marks.withdrawn))     # a look, as before
        sheet = rules.parse_orders(text, nation, state, board)
    return (sheet.orders, sheet.problems, sheet.chatter)


def _example(rules_id: str) -> str:
    return ruleset_ui(rules_id).example_orders


@pytest.mark.parametrize("rules_id", RULESETS)
@pytest.mark.parametrize("shape", ["prose", "thread", "near", "orders between"])
def test_the_same_reading_with_the_memories_and_without(rules_id, shape, monkeypatch):
    example = _example(rules_id)
    text = {"prose": example + "\n\n" + _PROSE * 6,
            "thread": _THREAD * 4 + example,
            "near": (_PROSE + _NEAR[rules_id]) * 4,
            "orders between": (_PROSE + example + "\n" + _THREAD) * 3}[shape]
    assert _read(rules_id, text, True, monkeypatch) == _read(rules_id, text, False, monkeypatch)


@pytest.mark.parametrize("rules_id", RULESETS)
def test_a_near_miss_is_refused_each_time_it_comes(rules_id, monkeypatch):
    _, problems, _ = _read(rules_id, (_PROSE + _NEAR[rules_id]) * 3, True, monkeypatch)
    once = len(_read(rules_id, _PROSE + _NEAR[rules_id], True, monkeypatch)[1])
    assert once >= 1
    assert len(problems) == 3 * once


@pytest.mark.parametrize("rules_id", RULESETS)
def test_a_long_letter_of_prose_is_read_in_linear_time(rules_id, monkeypatch):
    """Twice the paragraphs, at most about twice the time (CPU; generous for a loaded machine)."""
    example = _example(rules_id)
    rules, board, state, nation = _game(rules_id)
    times = []
    for count in (200, 400):
        start = time.process_time()
        rules.parse_orders(example + "\n\n" + _PROSE * count, nation, state, board)
        times.append(time.process_time() - start)
    assert times[1] < 3 * times[0] + 0.5
