"""Two mails pasted in one message, the later one labelled ('second: actually leave 36 alone, ...'): the label is
no order's word, and the correction word after it corrects as it would at the line's start (the first mail's order
is taken back, or held back and asked, never kept beside the correction). Near-misses: a later mail's line with no
correction word adds its orders; 'second' not followed by a colon is no label."""

import pytest

from engine.rulesets import ruleset
from engine.words.clauses import correction_of
from tests.corpus.positions import position


def _read(rs: str, nation: str, pos: str, text: str):
    rules = ruleset(rs)
    board, state = position(rs, pos)
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return [rules.format_orders([o], state, board).strip() for o in sheet.orders], sheet.problems


@pytest.mark.parametrize("text,word,rest", [
    ("second: actually leave 36 alone", "actually", "leave 36 alone"),
    ("2nd mail: sorry, cancel that", "cancel that", ""),
    ("Second mail: on second thought, B holds", "on second thought", "B holds"),
    ("second: 1 army 34 to 33", "", "second: 1 army 34 to 33"),
    ("second thoughts: B holds", "second thoughts", "B holds"),
])
def test_the_word_after_the_label(text, word, rest):
    assert correction_of(text) == (word, rest)


@pytest.mark.parametrize("rs,nation,pos,text,expected", [
    ("classic", "Italy", "start", "first: 2 armies from 36 to 35\nsecond mail: actually 2 armies 36 -> 37",
     ["2 armies 36 -> 37"]),
    ("napoleonic", "France", "spring-1805-war", "first: D - Baden\nsecond: actually D - Lorraine", ["D - Lorraine"]),
    ("classic", "Italy", "start", "first: 2 armies from 36 to 35\nsecond: 1 army 34 to 33",
     ["2 armies 36 -> 35", "1 army 34 -> 33"]),
])
def test_read(rs, nation, pos, text, expected):
    orders, problems = _read(rs, nation, pos, text)
    assert orders == expected and not problems


def test_a_correction_not_read_holds_the_first_mail_back():
    orders, problems = _read("classic", "Italy", "start",
                             "first: 2 armies from 36 to 35, 1 army 34 to 33\n"
                             "second: actually leave 36 alone, they stay home. only the 34 to 33 one.")
    assert "2 armies 36 -> 35" not in orders and problems
