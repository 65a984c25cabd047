"""A prose message's line given again is answered from memory (engine.words.lines_once) only as it would
be read afresh: the same orders, refusals, set-asides and corrections, whatever came before it."""

from __future__ import annotations

import importlib

import msgspec
import pytest

from engine.order_sheet import OrderSheet
from engine.rulesets import ruleset
from engine.words.lines_once import WatchedMarks
from engine.words.prose import Marks
from tests.corpus.corpus import read_file
from tests.corpus.positions import position

PROSE = ("eia", "succheesion")

REPEATED = {
    "eia": [
        "corps I: Alsace - Baden\nActually, corps I: Alsace - Lorraine\ncorps I: Alsace - Baden\nScratch that.\n"
        "corps I: Alsace - Baden\ncorps I: Alsace - Baden",
        "fleet Brest: do not intercept\nfleet Brest: do not intercept\nNo wait, intercept.\n"
        "fleet Brest: do not intercept",
        "Declare war on Prussia.\nDeclare war on Prussia.\nNot Prussia but Austria.\nDeclare war on Prussia.",
        "Our three corps march.\ncorps I: Alsace - Baden\nOur three corps march.\ncorps I: Alsace - Baden",
    ],
    "succheesion": [
        "Build 3 Infantry in 12\nBuild 3 Infantry in 12\nActually, make that 2.\nBuild 3 Infantry in 12",
        "4 units 15 -> 16\nScratch that.\n4 units 15 -> 16\n4 units 15 -> 16\nNo, 15 -> 17 instead.",
        "Orders from Mausburg (Maus Imperial):\nBuild 2 Infantry in Mausburg.\nBuild 2 Infantry in Mausburg.",
        "invest 5 cheese in trade with Berdain\ninvest 5 cheese in trade with Berdain\ndisregard the investment\n"
        "invest 5 cheese in trade with Berdain",
    ],
}


def _seen(sheet: OrderSheet) -> tuple:
    return (msgspec.json.encode(list(sheet.orders)), sheet.lines, sheet.texts,
            [msgspec.to_builtins(p) for p in sheet.problems], [msgspec.to_builtins(c) for c in sheet.chatter])


def _afresh(rules_id: str, text: str, nation: str, state, board, monkeypatch) -> OrderSheet:
    syntax = importlib.import_module(f"engine.rulesets.{rules_id}.syntax")
    with monkeypatch.context() as m:
        m.setattr(syntax, "lines_once", lambda read, *_, **__: read)
        return ruleset(rules_id).parse_orders(text, nation, state, board)


def _messages(rules_id: str) -> list[tuple[str, str, str]]:
    out = list((rules_id, "start", text) for text in REPEATED[rules_id])
    for path in (f"tests/corpus/{rules_id}/handwritten.txt", f"tests/corpus/fresh3/dev/{rules_id}.txt"):
        for case in read_file(__import__("pathlib").Path(path)):
            lines = case.message.splitlines()
            out.append((case.nation, case.position, case.message + "\n" + case.message))
            out.append((case.nation, case.position, "\n".join(x for line in lines for x in (line, line))))
    return out


@pytest.mark.parametrize("rules_id", PROSE)
def test_a_line_given_again_reads_as_it_would_afresh(rules_id, monkeypatch):
    rules = ruleset(rules_id)
    for who, where, text in _messages(rules_id):
        board, state = position(rules_id, where)
        nation = state.nations[0].name if who == rules_id else state.find_nation(who).name
        remembered = rules.parse_orders(text, nation, state, board)
        assert _seen(remembered) == _seen(_afresh(rules_id, text, nation, state, board, monkeypatch)), text


def test_the_marks_say_when_a_reading_looked_at_them():
    marks = Marks()
    watched = WatchedMarks(marks)
    watched.saw([], "hold")
    assert watched.saws == [((), "hold", None)] and not watched.looked
    watched.last_sentence                   # noqa: B018 (a correction looks up the sentence before)
    assert watched.looked
