"""Lines classic's grammar refuses, read by meaning against the orders the nation may give now, or left
refused where the words do not tell which order is meant."""

from __future__ import annotations

import pytest

from engine.rulesets.classic.meaning import meaning
from engine.words.meaning.match import fits
from engine.words.meaning.slots import Finder
from tests.corpus.positions import position

from .helpers import RULES


def _read(nation: str, text: str, where: str = "start"):
    board, state = position("classic", where)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], sheet


@pytest.mark.parametrize("nation, text, orders", [
    ("Turkey", "2 shpis M -> P", ["2 ships M -> P"]),
    ("Turkey", "Diary of the Sultan. This morning I sent my two ships from the Aegean into the Black Sea and bought "
               "an army in Constantinople.", ["2 ships M -> P", "buy 1 army in 48"]),
])
def test_a_line_the_grammar_refuses_reads_as_the_one_order_it_names(nation, text, orders):
    got, sheet = _read(nation, text)
    assert got == orders and not sheet.problems
    assert any(c.reason.startswith("read by meaning") for c in sheet.chatter)


@pytest.mark.parametrize("nation, text", [
    ("Prussia", "The Berlin garrison (2) marches into Saxony."),        # 2 is no count of the stack there: never 1
    ("Prussia", "The Baltic fleet sails to D."),
    ("Britain", "build a fort in 3"),
    ("Britain", "Some armies from London to York."),                     # no count said
    ("Russia", "give 10 gold from Prussia to Russia (Prussia agreed)"),  # who gives to whom
    ("France", "Buy 2 armies in 21 to attack 22."),                      # a reason that would change the order
    ("Carthage", "a detachment of armies from 107 to 106"),
])
def test_a_line_whose_words_do_not_tell_the_order_stays_refused(nation, text):
    got, sheet = _read(nation, text)
    assert got == [] and sheet.problems


def test_a_stack_named_by_its_place_with_its_count_in_brackets_is_that_count():
    """Round 14: '(3)' after the Berlin garrison is the count of the three standing there (engine.words.reading
    stack_counts), read as written, never as one army."""
    got, sheet = _read("Prussia", "The Berlin garrison (3) marches into Saxony.")
    assert got == ["3 armies 58 -> 55"] and not sheet.problems


def _fits(nation: str, sentence: str) -> list[str]:
    board, state = position("classic", "start")
    found = meaning(board, state, nation)
    finder = Finder(found, found.names, nation)
    return sorted(f.order for f in fits(finder.find(sentence), finder, found.candidates))


def test_a_march_is_never_read_as_a_landing_unless_the_ships_or_their_sea_are_said():
    assert _fits("Vikings", "2 armies 69 -> 71") == ["2 armies 69 -> 71"]
    assert _fits("Vikings", "2 armies 69 -> 71 by the ships in D") == ["2 armies 69 -> 71 via ships in D"]
    assert _fits("Vikings", "2 armies from 69 sail to 71") == ["2 armies 69 -> 71", "2 armies 69 -> 71 via ships in D"]


def test_armies_aboard_land_where_their_ships_lie():
    got, sheet = _read("Britain", "Our two armies afloat in I go on to Belgica (22), for glory.", "britons-aboard")
    assert got == ["2 armies I -> 22"] and not sheet.problems
