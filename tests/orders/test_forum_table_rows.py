"""A row of a forum's table (round 20, helper Fx): '[tr][td]Build[/td][td]2 infantry in Prague[/td][/tr]' reads as
the Markdown row it stands for, its cells no longer glued ('Build2 infantry'); under a header row by its columns."""

import pytest

from engine.words.bbcode_rows import as_markdown_row
from engine.words.message import message_lines
from tests.orders.bundled import checked


@pytest.mark.parametrize("line, row", [
    ("[tr][td]Build[/td][td]2 infantry in Prague[/td][/tr]", "[tr]| Build | 2 infantry in Prague |"),
    ("[TR][TD width=40]A[/TD][TD]Bavaria[/TD][/TR]", "[TR]| A | Bavaria |"),
    ("<tr><td>buy</td><td>1 army in 3</td></tr>", "<tr>| buy | 1 army in 3 |"),
    ("[tr][th]corps[/th][th]from[/th][th]to[/th][/tr]", "[tr]| corps | from | to |"),
    ("[td]A[td]Bavaria", "| A | Bavaria |"),                  # cells left open
])
def test_a_row_of_cells_is_a_markdown_row(line, row):
    assert as_markdown_row(line) == row


@pytest.mark.parametrize("line", [
    "[td]2 infantry in Prague[/td]",           # one cell: as written
    "A - Bavaria", "the thin red line", "[b]Orders[/b]",
    "[tr][td]2 | infantry[/td][td]Vienna[/td][/tr]",        # a bar inside a cell: as written
])
def test_a_line_with_one_cell_or_none_is_as_written(line):
    assert as_markdown_row(line) == line


def test_a_long_line_of_cells_is_read_in_one_pass():
    line = "[td]" + " " * 100_000 + "[/td][td]x"
    assert as_markdown_row(line).endswith("| x |")
    assert as_markdown_row("[td" * 50_000) == "[td" * 50_000


def test_the_words_of_a_row_are_never_glued():
    text = [m.text for m in message_lines("[table]\n[tr][td]Build[/td][td]2 infantry in Prague[/td][/tr]\n[/table]")]
    assert text == ["", "| Build | 2 infantry in Prague |", ""]


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("napoleonic", "France", "spring-1805-war", "[table]\n[tr][th]corps[/th][th]from[/th][th]to[/th][/tr]\n"
     "[tr][td]E[/td][td]Paris[/td][td]Champagne[/td][/tr]\n[/table]", ["E Paris - Champagne"]),
    ("napoleonic", "France", "spring-1805-war", "[tr][td]E[/td][td]Champagne[/td][/tr]", ["E - Champagne"]),
    ("napoleonic", "France", "spring-1805-war", "[tr][td]Corps E[/td][td]- Champagne[/td][/tr]", ["E - Champagne"]),
    ("classic", "Britain", "start", "[tr][td]2 armies[/td][td]3 -> 5[/td][/tr]", ["2 armies 3 -> 5"]),
    ("classic", "Britain", "start", "[table][tr][td]buy[/td][td]1 army in 3[/td][/tr][/table]", ["buy 1 army in 3"]),
    ("succheesion", "Crimsonia", "start", "<tr><td>build</td><td>1 Artillery in 2</td></tr>", ["build 1 Artillery in 2"]),
])
def test_a_row_reads_as_its_order(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "France", "spring-1805-war", "[tr][td]E[/td][td]Vienna[/td][/tr]"),     # not next to Paris
    ("classic", "Britain", "start", "[tr][td]2 armies[/td][td]3 -> 99[/td][/tr]"),
])
def test_a_row_that_cannot_be_given_is_refused_never_dropped(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == [] and sheet.problems
