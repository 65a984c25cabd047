"""Issue 22, round 17 (engine.words.table_rows): a row of a table of orders with words before its first bar or after
its last ('Never | 24 | 56 | 2 |', '| A | Picardy | Flanders |?', '| 2 | 9 | 4 | not yet') was filed as talk with
nothing said. It is refused with the row's order offered; rows that fit stay read."""

import pytest

from engine.words.table_rows import row_asked
from tests.orders.bundled import sheet_of, written

ROWS = [
    ("classic", "France", "| from | to | armies |\n|---|---|---|\n| 21 | 27 | 3 |\nNever | 24 | 56 | 2 |",
     ["3 armies 21 -> 27"], "2 armies 24 -> 56"),
    ("classic", "France", "| from | to | armies |\n|---|---|---|\n| 24 | 56 | 2 |?\n| 21 | 27 | 3 |",
     ["3 armies 21 -> 27"], "2 armies 24 -> 56"),
    ("napoleonic", "France", "| corps | from | to |\n|---|---|---|\nDo not | A | Picardy | Flanders |",
     [], "A: Picardy - Flanders"),
    ("succheesion", "Crimsonia", "| units | from | to |\n| --- | --- | --- |\n| 2 | 9 | 4 | not yet", [], "2 units 9 -> 4"),
]


@pytest.mark.parametrize("rules, nation, text, read, bare", ROWS)
def test_a_row_with_words_around_it_is_refused_with_its_order(rules, nation, text, read, bare):
    sheet = sheet_of(rules, nation, "start", text)
    assert written(rules, "start", sheet) == read
    assert len(sheet.problems) == 1 and bare in sheet.problems[0].reason


def test_a_row_alone_or_no_row_is_left_to_the_table():
    header = ("from", "to", "armies")
    assert row_asked(header, "| 21 | 27 | 3 |") is None
    assert row_asked(header, "no row here") is None
    assert row_asked(header, "Never | 21 | 27 | 3 |") == "3 armies 21 -> 27"
    assert row_asked(header, "| 21 | 27 " * 1000 + "| x") is None
