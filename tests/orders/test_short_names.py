"""Short forms of place names (issue 22): 'Sax', 'Sil', 'Bdbg' stand for the one place of the map
whose name starts with them or holds their consonants in order; one that fits several places is
refused naming them, and a word that only looks short ('south') is never taken for a place."""

import pytest

from engine.errors import NotUnderstood
from engine.orders import Names

from tests.corpus.positions import position


@pytest.fixture(scope="module")
def names():
    board, state = position("eia", "prussia-land")
    return Names(board, state)


def test_a_short_form_of_one_place_is_that_place(names):
    assert names.region("Bdbg") == "brandenburg"
    assert names.region("Sax") == "saxony"
    assert names.region("Sil.") == "silesia"


def test_a_short_form_of_several_places_is_refused_naming_them(names):
    with pytest.raises(NotUnderstood, match="'Bra' may be Brabant or Brandenburg: write the name whole"):
        names.region("Bra")


def test_words_are_not_short_forms(names):
    assert names.abbreviation("south") is None          # a word, not written as a name
    assert names.abbreviation("Sa") is None             # too short to tell
    assert names.abbreviation("Saxonia") is None        # a long word is a name or a typo, never a short form


def test_places_joined_short_are_never_chatter():
    from engine.rulesets import ruleset
    board, state = position("eia", "prussia-land")
    sheet = ruleset("eia").parse_orders("I Bdbg-Sax\nGreetings from Schleswig-Holstein!", "Prussia", state, board)
    assert sheet.problems == () and [o.path for o in sheet.orders] == [("brandenburg", "saxony")]
    assert [c.line for c in sheet.chatter] == [2]
    sheet = ruleset("eia").parse_orders("IV Bdbg-Sax", "Prussia", state, board)
    assert [p.line for p in sheet.problems] == [1]


def test_a_corps_march_written_with_short_forms_reads():
    from engine.rulesets import ruleset
    board, state = position("eia", "prussia-land")
    sheet = ruleset("eia").parse_orders("corps I: Bdbg - Sax", "Prussia", state, board)
    assert sheet.problems == () and sheet.orders[0].path == ("brandenburg", "saxony")
