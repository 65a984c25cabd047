"""Stays said in any shape (engine/words/stays/counted.py, succheesion/stays_said.py): no order when the
writer's units stand there, refused when they do not; a blockade said to go on is no order only where the
writer blockades."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(nation: str, text: str):
    rules = ruleset("succheesion")
    board, state = position("succheesion", "start")
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems], [c.reason for c in sheet.chatter]


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "Whiskerport keeps its 4."),
    ("Maustria", "Whiskerport keeps its four regiments."),
    ("Typ Lef Nazin", "The Typ Lef three are to hold."),
    ("Typ Lef Nazin", "The General stays at the Oasis with the 4."),
    ("Typ Lef Nazin", "The General remains in Lef Oasis with his four riders."),
    ("Maustria", "Adoen Crown: the Archduke with his 8 stays"),
    ("Stilwen", "2 marsh stay"),
    ("Typ Lef Nazin", "* Typ Lef garrison (3)"),
    ("Maustria", "Whiskerport garrison (4)"),
    ("Crimsonia", "- Rubygate (4): stay in the fort."),
    ("Manarth", "The Hold's army stays home."),
    ("Dunbarra", "The frigates hold Pirates' Sound."),
    ("Maustria", "[*]Fondue Sea: the blockade goes on"),
    ("Maustria", "The blockade of the Fondue Sea continues."),
    ("Maustria", "Keep up the blockade in the Fondue Sea."),
])
def test_a_stay_of_units_standing_there_is_no_order(nation, text):
    orders, problems, chatter = _read(nation, text)
    assert not orders and not problems and chatter


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "Rubygate keeps its 4."),                  # none of Maustria's there
    ("Maustria", "Whiskerport keeps its 9."),               # more than stand there
    ("Berdain", "The frigates hold Pirates' Sound."),       # Dunbarra's frigates
    ("Stilwen", "The General stays at the Oasis with the 4."),
    ("Crimsonia", "The blockade of the Fondue Sea continues."),   # Maustria's blockade
    ("Maustria", "The blockade in Brie Bight goes on"),
])
def test_a_stay_of_units_not_there_is_refused(nation, text):
    orders, problems, _ = _read(nation, text)
    assert not orders and problems


def test_a_long_line_of_stay_words_reads_quickly():
    import time
    start = time.perf_counter()
    _read("Maustria", "stay " * 2000)
    _read("Maustria", " " * 2000 + "keeps its 4")
    assert time.perf_counter() - start < 5


@pytest.mark.parametrize("text", [
    "Whiskerport keeps its 4.\nThe 4 at Whiskerport go to Adoen Shore.",
    "4 units 24 -> 20\nWhiskerport garrison (4)",
    "The Whiskerport four march to Adoen Shore.\nWhiskerport's 4 are to hold.",
])
def test_a_stay_and_a_move_of_the_same_units_are_both_asked(text):
    orders, problems, _ = _read("Maustria", text.replace("\\n", "\n"))
    assert not orders and len(problems) == 2


def test_a_stay_of_the_units_left_beside_a_move_of_the_others_stands():
    orders, problems, chatter = _read("Maustria", "3 units 24 -> 20\nWhiskerport keeps its 1.")
    assert len(orders) == 1 and not problems and chatter
