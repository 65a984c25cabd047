"""Issue 22, never an order silently dropped: a line with a count and places misspelt ('the 2 at
Stepkas Marsh to Grenadier Hill') is refused, never filed as chatter for naming no place it knows."""

import pytest

from engine.words.reading import Names
from engine.words.unread import near_places
from tests.corpus.positions import position
from tests.orders.bundled import sheet_of

LINES = ["the 2 at Stepkas Marsh to Grenadier Hill", "the 4 in Crimson Keap go to Madder Vail",
         "the 3 at Rubygat to Republic Mash", "our 2 in Madder Vail to Crimson Keap pls",
         "4 at Stepkas Marsh, then Grenadier Hill", "the 2 of Stepkas Marsh onward to Grenadier Hils",
         "those 3 in Rubygate head for Republic Mash", "the 2 at Grenadier Hils stay, 3 at Rubygat to Republic Mash"]


@pytest.mark.parametrize("line", LINES)
def test_a_count_with_places_misspelt_is_refused_not_chatter(line):
    sheet = sheet_of("succheesion", "Adoen", "start", line)
    assert sheet.problems and not sheet.chatter and not sheet.orders, sheet


@pytest.mark.parametrize("line, count", [("the 2 at Stepkas Marsh to Grenadier Hill", 2),
                                         ("see you in 2 days, Anna", 0), ("Greetings from Stepka's March", 0),
                                         ("Thanks, Grenadier Hills looks fine", 0)])
def test_only_names_close_to_a_place_and_not_the_place_itself_count_as_misspelt(line, count):
    board, state = position("succheesion", "start")
    assert near_places(line, Names(board, state).board) == count
