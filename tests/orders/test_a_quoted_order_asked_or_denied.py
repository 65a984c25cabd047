"""Issue 22, round 17 (engine.words.quoted_asked): among quoted lines the player says stand ('> 2 ships M -> P' /
'they stand as posted'), a quoted line that asks about, denies or puts off an order ('> 2 ships M -> P?', '> Never
...', '> ..., not this turn', '> ... if Rome agrees') was set aside as 'quoted earlier text' with nothing said. It is
refused with the order offered; the quoted lines that read are taken as before."""

import pytest

from tests.orders.bundled import checked

CASES = [
    ("classic", "Turkey", "start", "> 3 armies 48 -> 47", "> 2 ships M -> P?", "2 ships M -> P"),
    ("classic", "Turkey", "start", "> 3 armies 48 -> 47", "> Never 2 ships M -> P", "2 ships M -> P"),
    ("classic", "Turkey", "start", "> 3 armies 48 -> 47", "> 2 ships M -> P, not this turn.", "2 ships M -> P"),
    ("napoleonic", "France", "spring-1805-war", "> A holds", "> B Swabia - Bavaria?", None),
    ("napoleonic", "France", "spring-1805-war", "> A holds", "> Do not B Swabia - Bavaria", None),
    ("napoleonic", "France", "spring-1805-war", "> Corps A holds", "> Corps B moves from Swabia to Bavaria?", None),
]


@pytest.mark.parametrize("ruleset, nation, where, kept, changed, bare", CASES)
def test_a_quoted_line_that_asks_or_denies_is_refused_with_its_order(ruleset, nation, where, kept, changed, bare):
    read, sheet = checked(ruleset, nation, where, f"{kept}\n{changed}\n(my orders as posted in the thread, they stand)\n")
    assert len(read) == 1
    assert [p.line for p in sheet.problems] == [2]
    assert bare is None or sheet.problems[0].choices[0] == bare
    assert 2 not in [c.line for c in sheet.chatter]


def test_the_quoted_lines_that_read_stand():
    read, sheet = checked("classic", "Turkey", "start",
                          "> 3 armies 48 -> 47\n> 2 ships M -> P\n(my orders as posted in the thread, they stand)\n")
    assert len(read) == 2 and not sheet.problems
