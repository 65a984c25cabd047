"""Issue 22, round 14 (engine.words.meaning.no_order): a refused line of which no order can be made (no choice came
near it, and it holds no unit, place, count, order word of its own, condition, command or unknown name) is a remark:
filed as chatter with why, shown on the receipt, never a refusal the GM must answer. Everything an order may be made
of keeps the line refused."""

import pytest

from tests.corpus.positions import position
from engine.rulesets import ruleset

# (ruleset, nation, an order the letter gives, as written)
LETTERS = [
    ("classic", "Italy", "2 armies 37 -> 36"),
    ("napoleonic", "Prussia", "build 1 infantry in Brandenburg"),
    ("succheesion", "Maustria", "build 2 Infantry in 21"),
    ("eia", "France", "declare war on Portugal"),
]

REMARKS = [
    "We sail!",
    "Good luck to everyone, and thanks again.",
    "Nothing clever from the court this time, we just wait and watch.",
    "Thanks for running this, looking forward to the update.",
]

# Lines that may be an order: never filed as a remark (each stays refused or is read).
NOT_REMARKS = [
    "Attack the Austrians with everything!",       # a command at a nation
    "Protect our coasts from the French.",           # a command, its verb first
    "Our fleet sails.",                              # a unit word
    "We want a swift peace with Austria.",           # an order of its own with a nation
    "will march",                                    # a piece of a sentence wrapped over lines
    "Hunt down Nelson!",                             # a command, a name the reader cannot tell
    "Maybe we should wait and see.",                 # a doubt on the orders
    "The Russians may pass.",                        # leave given to another
]


def _read(rules_id, nation, text):
    rules = ruleset(rules_id)
    board, state = position(rules_id, "start")
    return rules.parse_orders(text, nation, state, board)


@pytest.mark.parametrize("rules_id,nation,order", LETTERS)
@pytest.mark.parametrize("remark", REMARKS)
def test_a_remark_beside_orders_is_chatter_said_so(rules_id, nation, order, remark):
    sheet = _read(rules_id, nation, f"{order}\n{remark}")
    assert not sheet.problems, sheet.problems
    assert len(sheet.orders) == 1
    said = [c for c in sheet.chatter if c.line == 2]
    assert said and said[0].reason.startswith("not an order"), sheet.chatter


@pytest.mark.parametrize("rules_id,nation,order", LETTERS)
@pytest.mark.parametrize("line", NOT_REMARKS)
def test_a_line_that_may_be_an_order_is_no_remark(rules_id, nation, order, line):
    sheet = _read(rules_id, nation, f"{order}\n{line}")
    assert not any("a remark (no unit" in c.reason for c in sheet.chatter), (line, sheet.chatter)


@pytest.mark.parametrize("rules_id,nation,order", LETTERS)
def test_a_line_naming_a_place_stays_refused(rules_id, nation, order):
    board, state = position(rules_id, "start")
    place = next(iter(sorted(r.name for r in board.regions.values() if " " not in r.name and r.name.isalpha())))
    sheet = _read(rules_id, nation, f"{order}\n{place} remembers the old days.")
    assert not any("a remark (no unit" in c.reason for c in sheet.chatter), sheet.chatter


def test_the_remark_check_is_linear_on_a_long_line():
    import time
    started = time.process_time()
    sheet = _read("classic", "Italy", "2 armies 37 -> 36\n" + "we wait " * 2000 + "!")
    assert time.process_time() - started < 5 and len(sheet.orders) == 1


@pytest.mark.parametrize("line,remark", [
    ("Rome remembers the old wars.", True),            # a city said of as its court
    ("Rome is sad tonight, the Senate weeps.", True),
    ("Rome holds.", False),                             # a stay: what its units do
    ("Rome is ours, we take it.", False),               # an order verb
    ("On to Rome.", False),                             # where units go
])
def test_a_city_said_of_as_its_court(line, remark):
    sheet = _read("classic", "Italy", f"2 armies 37 -> 36\n{line}")
    if remark:
        assert not sheet.problems and any(c.line == 2 for c in sheet.chatter), (sheet.chatter, sheet.problems)
    else:
        assert not any("a remark (no unit" in c.reason for c in sheet.chatter), sheet.chatter
