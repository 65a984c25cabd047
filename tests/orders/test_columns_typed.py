"""Issue 22, round 6: orders typed in columns with spaces or tabs under a header ('from   to    armies'), and
dotted leaders of a form ('58 -> 55 ..... 2 armies', 'Gifts ...... none'): read as the table or the label
they stand for; a row whose note could change the order, or that does not fit the header, is refused."""

import pytest

from engine.words.columns import as_table_row, without_leaders
from tests.orders.bundled import checked

READ = [
    ("Austria", "from   to    armies\n76     77    3\n79     82    2\n75     53    2",
     ["3 armies 76 -> 77", "2 armies 79 -> 82", "2 armies 75 -> 53"]),
    ("Austria", "From\tTo\tArmies\n76\t77\t3", ["3 armies 76 -> 77"]),
    ("Austria", "FROM    TO    ARMIES    NOTES\n76      77    3         Bohemia is empty", ["3 armies 76 -> 77"]),
    ("Russia", "armies   from   to\n2        86     74\n2        87     88", ["2 armies 86 -> 74", "2 armies 87 -> 88"]),
    ("Prussia", "ships  from  to\n2      E     F", ["2 ships E -> F"]),
    ("Prussia", "Prussia, turn 1\n  58 -> 55 ..... 2 armies\n  58 -> 57 ..... 1 army\n  63 -> 85 ..... 2 armies\n"
     "  ships E ...... stay", ["2 armies 58 -> 55", "1 army 58 -> 57", "2 armies 63 -> 85"]),
    ("Prussia", "Gifts ...... none\nMoves ....... 2 armies 63 -> 62", ["2 armies 63 -> 62"]),
    ("Prussia", "Purchases .......... 2 armies in 61", ["buy 2 armies in 61"]),
]


@pytest.mark.parametrize("nation, message, orders", READ)
def test_columns_typed_with_spaces_and_dotted_leaders_read(nation, message, orders):
    got, sheet = checked("classic", nation, "start", message)
    assert sheet.problems == () and sorted(got) == sorted(orders)


ASKED = [
    ("Austria", "from   to    armies   notes\n76     77    3        then on to Vienna"),    # a note that goes on
    ("Austria", "from   to    armies\n76     77"),                                       # no count
    ("Austria", "from   to    armies\n76     77    3    4"),                             # a cell too many
]


@pytest.mark.parametrize("nation, message", ASKED)
def test_a_row_that_does_not_fit_or_goes_on_is_refused(nation, message):
    _, sheet = checked("classic", nation, "start", message)
    assert sheet.problems


def test_only_gaps_of_two_spaces_make_columns_and_three_dots_are_an_ellipsis():
    assert as_table_row("2 armies 86 -> 74", "2 armies 86 -> 74") is None
    assert as_table_row("76  77", "76 77") is None                 # two cells: no table
    assert as_table_row("a  b  c", "a b c") == "| a | b | c |"
    assert without_leaders("Well... 2 armies 63 -> 62") == "Well... 2 armies 63 -> 62"
    assert without_leaders("Gifts ...... none") == "Gifts: none"


def test_a_long_line_of_spaces_and_dots_reads_fast():
    assert as_table_row(" " * 100_000, "") is None
    assert without_leaders("." * 100_000 + " x") == ": x"
