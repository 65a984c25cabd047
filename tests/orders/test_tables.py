"""Issue 22, round 5: a Markdown table of orders under a header row ('| from | to | armies |'): each row read
as the order its columns give, the header set aside and said so; a note column that could change the order
keeps its row refused."""

import pytest

from engine.words.tables import header_of, row_as_order
from tests.orders.bundled import sheet_of, written

TABLES = [
    ("classic", "France", "| from | to | armies |\n|------|----|--------|\n| 21 | 27 | 3 |\n| 24 | 56 | 2 |",
     ["3 armies 21 -> 27", "2 armies 24 -> 56"]),
    ("classic", "France", "| armies | from | to |\n|---|---|---|\n| 3 | 21 | 27 |", ["3 armies 21 -> 27"]),
    ("classic", "Russia", "| From | Destination | Armies | Notes |\n|-|-|-|-|\n| 89 | 93 | 3 | towards the Swedes |",
     ["3 armies 89 -> 93"]),
    ("classic", "Prussia", "| **from** | **to** | **ships** |\n| E | F | 2 |", ["2 ships E -> F"]),
    ("succheesion", "Crimsonia", "| units | from | to |\n| --- | --- | --- |\n| 2 | 9 | 4 |", ["2 units 9 -> 4"]),
    ("succheesion", "Crimsonia", "| origin | target | units | why |\n|:-|:-|:-|:-|\n| 9 | 4 | 2 | to show the flag |",
     ["2 units 9 -> 4"]),
    ("napoleonic", "France", "| corps | from | to |\n|---|---|---|\n| A | Picardy | Flanders |", ["A Picardy - Flanders"]),
    ("napoleonic", "France", "| corps | from | to | reason |\n| A | Picardy | Flanders | to watch the coast |",
     ["A Picardy - Flanders"]),
]


@pytest.mark.parametrize("rules, nation, text, orders", TABLES)
def test_a_table_under_its_header_reads_row_by_row(rules, nation, text, orders):
    sheet = sheet_of(rules, nation, "start", text)
    assert sheet.problems == () and written(rules, "start", sheet) == orders
    assert any("header of a table" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("text", [
    "| from | to | armies | notes |\n| 21 | 27 | 3 | unless Spain attacks |",
    "| from | to | armies | notes |\n| 21 | 27 | 3 | then on to 28 |",
    "| from | to | armies |\n| 21 | 27 | three or four |",
])
def test_a_row_that_does_not_fit_or_whose_note_could_change_it_is_refused(text):
    sheet = sheet_of("classic", "France", "start", text)
    assert sheet.problems


@pytest.mark.parametrize("row", ["| from | to |", "| ally with Prussia | treaty of Potsdam |", "| a | b | c |",
                                 "| from | from | armies |", "| from | to | armies | ships |", "no table"])
def test_rows_that_are_no_header(row):
    assert header_of(row) is None


def test_rows_compose_the_words_the_readers_take():
    assert row_as_order(("from", "to", "armies"), "| 21 | 27 | 3 |") == "3 armies 21 -> 27"
    assert row_as_order(("who", "from", "to"), "| A | Picardy | Flanders |") == "A: Picardy - Flanders"
    assert row_as_order(("from", "to", "armies"), "| 21 | 27 |") is None
    assert row_as_order(("from", "to", "armies"), "|" + " |" * 50_000) is None
