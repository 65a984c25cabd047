"""EiA's standing answers said in French, German, Spanish or Italian ('En cas de siège, nous continuons le combat',
'Si la bataille dure un deuxième jour : on se retire') read as in English (issue 22)."""

import pytest

from tests.orders.bundled import checked

FIGHT, WITHDRAW = "standing surrender: fight on", "standing further days: withdraw"


@pytest.mark.parametrize("nation, text, expected", [
    ("Austria", "L'Autriche s'allie à la Prusse. En cas de siège, nous continuons le combat.", ["ally with Prussia", FIGHT]),
    ("France", "Si la bataille dure un deuxième jour : on se retire.", [WITHDRAW]),
    ("France", "Ordres de la France, phase politique :\n- La flotte de Brest n'intercepte pas.\n- Garde : engager.\n"
               "- Si la bataille dure un deuxième jour : on se retire.",
     ["fleet Brest: do not intercept", "standing guard: commit", WITHDRAW]),
    ("Prussia", "Wenn die Schlacht einen zweiten Tag dauert, ziehen wir uns zurück.", [WITHDRAW]),
    ("Prussia", "Im Falle einer Belagerung kämpfen wir weiter.", [FIGHT]),
    ("Spain", "En caso de asedio, seguimos luchando.", [FIGHT]),
    ("Spain", "Si la batalla dura un segundo día, nos retiramos.", [WITHDRAW]),
    ("Austria", "In caso di assedio, continuiamo a combattere.", [FIGHT]),
    ("Austria", "Se la battaglia dura un secondo giorno, ci ritiriamo.", [WITHDRAW]),
])
def test_a_standing_answer_in_another_language_reads_as_in_english(nation, text, expected):
    orders, sheet = checked("eia", nation, "start", text)
    assert sheet.problems == ()
    assert orders == expected
