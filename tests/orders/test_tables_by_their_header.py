"""Issue 22 (tables): a table of orders under a header row, in Markdown, typed in columns with spaces or with bars
but no outer ones, reads each row as the order its cells give: the header's words name the columns ('start', 'end',
'route', 'via', 'goes to'; 'what', 'where', 'how many' of a table of builds; 'cost' beside them); the rule under the
header is set aside. A row that does not fit its header, or whose cost is no price, is refused."""

import pytest

from engine.words.tables import header_of, is_rule, row_as_order
from tests.orders.bundled import checked

READ = [
    ("eia", "Spain", "spain-land", "UNIT     START       END\nI        Madrid      Aragon\nII       Andalusia   Granada",
     ["corps I: Madrid - Aragon", "corps II: Andalusia - Granada"]),
    ("eia", "Spain", "spain-land", "corps | start | end\nI | Madrid | Aragon",
     ["corps I: Madrid - Aragon"]),
    ("eia", "France", "france-naval", "fleet   from       route\nToulon  Provence   Gulf of Lion, Western Mediterranean",
     ["fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"]),
    ("napoleonic", "Austria", "start", "what       where      how many\ninfantry   Vienna     2\ncavalry    Buda       1",
     ["build 2 infantry in Vienna", "build cavalry in Buda"]),
    ("napoleonic", "Austria", "start", "| Build | Where | Cost |\n|---|---|---|\n| infantry | Vienna | 2 gold |",
     ["build infantry in Vienna"]),
    ("napoleonic", "Russia", "spring-1805-war",
     "Unit        From            To\n--------    -------------   -------------\nCorps A     St Petersburg   Finland\n"
     "Corps B     Lithuania       (hold)", ["A St Petersburg - Finland", "B holds"]),
    ("classic", "Austria", "start", "start   end   armies\n76      77    3", ["3 armies 76 -> 77"]),
    ("succheesion", "Typ Lef Nazin", "start", "where        units    goes to\nTyp Lef      3        Steppe Gate",
     ["3 units 29 -> 28"]),
]


@pytest.mark.parametrize("ruleset, nation, where, message, orders", READ)
def test_a_table_reads_by_the_words_of_its_header(ruleset, nation, where, message, orders):
    got, sheet = checked(ruleset, nation, where, message)
    assert sheet.problems == () and got == orders


ASKED = [
    ("napoleonic", "Austria", "start", "what       where      how many\ninfantry   Vienna     2 or 3"),    # no count
    ("napoleonic", "Austria", "start", "Build      Where      Cost\ninfantry   Vienna     unless Prussia pays"),
    ("classic", "Austria", "start", "start   end   armies\n76      77    three or four"),
]


@pytest.mark.parametrize("ruleset, nation, where, message", ASKED)
def test_a_row_that_does_not_fit_its_header_is_refused(ruleset, nation, where, message):
    _, sheet = checked(ruleset, nation, where, message)
    assert sheet.problems


def test_the_columns_a_header_names():
    assert header_of("| corps | from | via | to |") == ("who:corps", "from", "via", "to")
    assert header_of("| what | where | how many |") == ("what", "where", "count")
    assert header_of("| from | to | cost |") is None            # a cost beside a march: no price of a build
    assert header_of("| from | via | via | to | armies |") is None
    assert row_as_order(("who:corps", "from", "via", "to"), "| II | Volhynia | Lemberg | Cracow |") == \
        "corps II: Volhynia - Lemberg - Cracow"
    assert row_as_order(("what", "where", "cost"), "| (none) | Cyprus | - |") is None
    assert is_rule("|---|:---:|") and is_rule("--------    -------") and not is_rule("| - | - |x")
