"""Issue 22 (split lines): a sentence wrapped over lines whose middle line alone reads as talk ('Three armies' / 'of
the south' / 'march from 14 to 15.'), and a route going on a line of its own after a refused line ('3 ships D' /
'-> C'), read joined when the whole reads; otherwise each line stands as it was."""

import pytest

from tests.orders.bundled import checked

READ = [
    ("classic", "Spain", "start", "Three armies\nof the south\nmarch from 14 to 15.", ["3 armies 14 -> 15"]),
    ("classic", "Spain", "start", "3 armies 14\n-> 15\nbuy 1 army in 16", ["3 armies 14 -> 15", "buy 1 army in 16"]),
    ("eia", "Russia", "russia-naval", "The Baltic fleet\nputs out\ninto the Gulf of Finland.",
     ["fleet Baltic: St Petersburg - Gulf of Finland"]),
    ("eia", "Spain", "spain-naval", "The Cadiz fleet\nputs to sea\ninto the Gulf of Cadiz.", ["fleet Cadiz: Andalusia - Gulf of Cadiz"]),
]


@pytest.mark.parametrize("ruleset, nation, where, message, orders", READ)
def test_a_sentence_wrapped_over_a_line_of_talk_reads_joined(ruleset, nation, where, message, orders):
    got, sheet = checked(ruleset, nation, where, message)
    assert sheet.problems == () and got == orders
    assert any("read with line 1" in c.reason for c in sheet.chatter)


def test_a_line_of_talk_that_ends_a_sentence_breaks_the_run():
    got, sheet = checked("classic", "Spain", "start", "Three armies\nof the south are tired.\nmarch from 14 to 15.")
    assert sheet.problems and not any("read with line 1" in c.reason for c in sheet.chatter)
