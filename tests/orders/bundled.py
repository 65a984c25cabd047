"""The bundled games the reading tests use: each ruleset with its map and scenario, and a reader
that insists every line was understood."""

import inspect
from importlib import import_module
from pathlib import Path

from engine.rulesets import ruleset
from tests.corpus.positions import position
from engine.game.scenario import load_scenario

MAPS = Path(__file__).resolve().parents[2] / "resources" / "maps"
FOLDERS = {"napoleonic": "europe1805", "classic": "classic-europe", "succheesion": "mausropa"}


def bundled(rules_id: str):
    """(rules, board, state) of the ruleset's bundled scenario."""
    board, state, _ = load_scenario(MAPS / FOLDERS[rules_id] / "scenario.json")
    return ruleset(rules_id), board, state


def words(rules, text, nation, state, board):
    """The sheet as the words give it, before the state judges it (the readers of classic, eia and
    succheesion refuse what the position forbids): tests of phrasing on positions not made for them."""
    syntax = import_module(f"engine.rulesets.{rules.id}.syntax")
    if "judge" in inspect.signature(syntax.parse_sheet).parameters:
        return syntax.parse_sheet(text, nation, state, board, judge=False)
    return rules.parse_orders(text, nation, state, board)


def reader(rules, board, state, nation, judge=True):
    """read(text) -> the orders of a text whose every line must be understood (`judge`: by the state
    too; without, only its words)."""
    def read(text, who=nation):
        sheet = (rules.parse_orders(text, who, state, board) if judge else words(rules, text, who, state, board))
        assert sheet.problems == (), sheet.problems
        return list(sheet.orders)
    return read


def sheet_of(rules_id, nation, where, text):
    """The sheet of `text` for `nation` on a named position of tests/corpus/positions.py."""
    board, state = position(rules_id, where)
    return ruleset(rules_id).parse_orders(text, nation, state, board)


def written(rules_id, where, sheet):
    """A sheet's orders in canonical form, one a line."""
    board, state = position(rules_id, where)
    return ruleset(rules_id).format_orders(list(sheet.orders), state, board).strip().splitlines()


def checked(rules_id, nation, where, text):
    """(the orders in canonical form, the sheet) of `text` read and then checked against a named position,
    as the GM sees it."""
    rules, (board, state) = ruleset(rules_id), position(rules_id, where)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return rules.format_orders(list(sheet.orders), state, board).splitlines(), sheet


def read(rules_id, where, nation, text):
    """The orders a message gives on a named position, as the GM's sheet writes them, and its problems' reasons."""
    rules = ruleset(rules_id)
    board, state = position(rules_id, where)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    shown = rules.format_orders(list(sheet.orders), state, board).splitlines() if sheet.orders else []
    return shown, [p.reason for p in sheet.problems]


def parsed(rules_id, nation, text, where="start"):
    """(the orders in canonical form, the sheet) of `text` read and not checked, on a named position."""
    sheet = sheet_of(rules_id, nation, where, text)
    return [o for o in written(rules_id, where, sheet) if o], sheet


def taken_together(order):
    """A key under which orders of one random sheet must be distinct to be read back as written: the same
    order twice is asked, and so are two gifts of different sums to one nation (engine.orders.repeats_asked)."""
    import msgspec
    if isinstance(getattr(order, "amount", None), int) and isinstance(getattr(order, "target", None), str):
        return (type(order).__name__, order.target)
    return msgspec.json.encode(order)


def read_words_checked(rid, nation, text, where="start"):
    """(the orders in canonical form, the problems' reasons) of `text` as its words give it (`words`), then checked
    against a named position."""
    rules = ruleset(rid)
    board, state = position(rid, where)
    sheet = rules.check_orders(words(rules, text, nation, state, board), state, board)
    return [rules.format_order(x, board) for x in sheet.orders], [p.reason for p in sheet.problems]


def meaning_finder(rules_id, nation, where):
    """The reader by meaning's finder (engine.words.meaning.slots.Finder) of a ruleset for `nation` on a named position
    of tests/corpus/positions.py: what a piece of a line names, in the ruleset's words."""
    from engine.words.meaning.lines import ByMeaning
    from engine.words.reading import Names
    board, state = position(rules_id, where)
    names = Names(board, state)
    made = import_module(f"engine.rulesets.{rules_id}.meaning").meaning
    if rules_id == "eia":
        from engine.rulesets.eia.syntax import format_order
        by = ByMeaning(lambda: made(board, state, nation, names, format_order), nation, lambda line: None)
    else:
        by = ByMeaning(lambda: made(board, state, nation, names), nation, lambda line: None)
    return by.finder()
