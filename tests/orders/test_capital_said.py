"""The writer's capital said as such in a stay (round 22, helper Nc, engine/words/capital_said.py): 'the capital',
'our capital' and a sentence opening on 'Capital' are the writer's own capital where the game keeps one; the units
must stand there as when the place is named. Another nation's capital, or one said before more words outside a
stay, is left as said."""

import pytest

from engine.words.capital_said import capital_named
from engine.words.reading import Names
from tests.corpus.positions import position
from tests.orders.bundled import checked


def _names():
    board, state = position("succheesion", "start")
    return Names(board, state)


def test_the_shape():
    names = _names()
    assert capital_named("Two units stay in the capital behind the walls.", names, "Stilwen") == \
        "Two units stay in Stilwen City behind the walls."
    assert capital_named("Capital stays put (5 + Gen).", names, "Stilwen") == "Stilwen City stays put (5 + Gen)."
    assert capital_named("Two units stay in the capital of Maustria.", names, "Stilwen") == \
        "Two units stay in the capital of Maustria."
    assert capital_named("The army marches on the capital of the usurper.", names, "Stilwen") == \
        "The army marches on the capital of the usurper."
    assert capital_named("The army goes back to the capital.", names, "Stilwen") == "The army goes back to Stilwen City."
    assert capital_named("Two units stay in the capital.", names, "Narnia") == "Two units stay in the capital."
    long = "stay " + " " * 100_000 + "the capital"
    assert capital_named(long, names, "Stilwen").endswith("Stilwen City")


@pytest.mark.parametrize("nation, text, want", [
    ("Stilwen", "Capital stays put (5 + Gen).", []),
    ("Stilwen", "The general and 3 units from Stilwen City go to Grenadier Hills. Two units stay in the capital "
     "behind the walls.", ["3 units and the General 6 -> 10"]),
    ("Maustria", "The six in our capital remain there, guarding the palace.", []),
    ("Crimsonia", "Our capital keeps its garrison: the 4 units stay in the capital as a reserve.", []),
])
def test_a_stay_in_the_capital(nation, text, want):
    shown, sheet = checked("succheesion", nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("Crimsonia", "Ten units stay in the capital behind the walls."),        # 4 stand in Crimson Keep
    ("Crimsonia", "The capital stays put unless Stilwen attacks."),
    ("Stilwen", "Two units stayed in the capital last turn, behind the walls."),
    ("Stilwen", "Two units stay in the Maustrian capital behind the walls."),
])
def test_near_misses_stay_refused(nation, text):
    shown, sheet = checked("succheesion", nation, "start", text)
    assert sheet.problems, shown
