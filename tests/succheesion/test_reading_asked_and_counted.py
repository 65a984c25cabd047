"""Issue 22, misreads of fresh5/heldout (round 7b). Two mechanisms that dropped lines silently:

- units counted and sent towards something ('The 4 go down to the coast.', 'Half a dozen of the capital's men
  to Eastmark.') were set aside as talk by the line filter when no order word or place read them: now read or
  refused, never dropped;
- a question about a move that the next sentence tells done ('Can the 3 in X reach Y? Then do it.') was talk
  (questions are): now that move is ordered, and the position judges it (what cannot be made is refused)."""

import pytest

from tests.orders.bundled import read


def _read(nation, text):
    return read("succheesion", "start", nation, text)


COUNTED_ASKED = [       # a count sent somewhere the reader cannot place: asked, never dropped
    ("Manarth", "The 4 go down to the coast."),
    ("Manarth", "Our 3 head down to the sea."),
    ("Manarth", "The four march to the coast."),
    ("Maustria", "A dozen of our lads from Rostopki towards Countess Wood."),
    ("Stilwen", "the 2 hurry off to the border!"),
]


@pytest.mark.parametrize("nation, text", COUNTED_ASKED, ids=[t for _, t in COUNTED_ASKED])
def test_units_counted_and_sent_are_never_dropped(nation, text):
    shown, problems = _read(nation, text)
    assert shown == [] and problems, (shown, problems)


def test_a_counted_line_beside_an_order_is_refused_and_the_order_kept():
    shown, problems = _read("Manarth", "build 1 Militia in 33\nThe 4 go down to the coast.")
    assert shown == ["build 1 Militia in 33"] and len(problems) == 1


def test_units_counted_and_sent_to_a_place_are_still_read():
    assert _read("Manarth", "The 4 go to Vengeance Ford.") == (["4 units 32 -> 34"], [])


OWNED = [              # 'N of <place>'s men to P': a count of the units a place holds, sent
    ("Maustria", "Half a dozen of the capital's men to Eastmark.", ["6 units 21 -> 23"]),
    ("Maustria", "Two of Rostopki's lads to Countess Wood.", ["2 units 22 -> 27"]),
    ("Maustria", "two of Rostopki\u2019s soldiers march to Countess Wood", ["2 units 22 -> 27"]),
    ("Manarth", "Four of Manarth Hold's troops to Vengeance Ford.", ["4 units 32 -> 34"]),
]


@pytest.mark.parametrize("nation, text, orders", OWNED, ids=[t for _, t, _ in OWNED])
def test_a_count_of_a_places_units_is_read(nation, text, orders):
    assert _read(nation, text) == (orders, [])


def test_a_count_of_a_places_units_that_are_not_there_is_refused():
    shown, problems = _read("Maustria", "Six of Rostopki's men to Countess Wood.")
    assert shown == [] and problems == ["Maustria has 3 unit(s) free to move in Rostopki"]


def test_talk_without_a_count_is_still_set_aside():
    assert _read("Manarth", "We long for the coast.") == ([], [])


ASKED_DONE = [          # a question about a move, answered by doing it
    ("Maustria", "Can the 3 in Adoen Shore reach Republic Marsh? Then do it.\n"
                 "Can they go on to Stilwen City? No, they stop in the Marsh.", ["3 units 20 -> 8"]),
    ("Maustria", "Could the 2 at Rostopki get to Countess Wood? If so, go ahead.", ["2 units 22 -> 27"]),
    ("Maustria", "Can the 2 at Rostopki make it to Countess Wood? Yes, do it.", ["2 units 22 -> 27"]),
    ("Manarth", "Can the 4 in Manarth Hold reach Vengeance Ford? If so, do so.", ["4 units 32 -> 34"]),
    ("Manarth", "can the 4 in Manarth Hold reach Vengeance Ford? then do it!", ["4 units 32 -> 34"]),
]


@pytest.mark.parametrize("nation, text, orders", ASKED_DONE, ids=[t for _, t, _ in ASKED_DONE])
def test_a_move_asked_and_then_told_done_is_ordered(nation, text, orders):
    assert _read(nation, text) == (orders, [])


ASKED_REFUSED = [       # told done, but the move cannot be made or is no move: refused, saying why
    ("Maustria", "Can the 3 in Adoen Shore reach Stilwen City? Then do it."),
    ("Maustria", "Can we afford a frigate? Then do it."),
    ("Maustria", "Will the galleon in Ricotta Lagoon reach the Edam Sea? Then do so."),
]


@pytest.mark.parametrize("nation, text", ASKED_REFUSED, ids=[t for _, t in ASKED_REFUSED])
def test_a_move_asked_and_told_done_that_cannot_be_made_is_refused(nation, text):
    shown, problems = _read(nation, text)
    assert shown == [] and problems, (shown, problems)


@pytest.mark.parametrize("text", ["Can the 3 in Adoen Shore reach Republic Marsh?",
                                  "Can the 3 in Adoen Shore reach Republic Marsh? No."])
def test_a_question_not_told_done_orders_nothing(text):
    assert _read("Maustria", text)[0] == []
