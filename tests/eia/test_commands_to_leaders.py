"""EiA marches given as a command to whoever leads them ('Archduke Charles, take the Second Corps out of Tyrol
into Württemberg'): read as the unit's own march; a command naming a unit and no place is asked, never set
aside (issue 22)."""

import pytest

from engine.rulesets.eia.commands import commanded
from tests.orders.bundled import checked


@pytest.mark.parametrize("text, expected", [
    ("Archduke Charles, take the Second Corps out of Tyrol into Württemberg.", "corps II: Tyrol - Württemberg"),
    ("take the Second Corps from Tyrol into Württemberg.", "corps II: Tyrol - Württemberg"),
    ("Prince Liechtenstein, lead the cavalry from Moravia to Prague.", "corps Cav I: Moravia - Prague"),
    ("Send corps III to Moravia.", "corps III: Vienna - Moravia"),
    ("General Mack, move your First Corps back to Tyrol.", "corps I: Bavaria - Tyrol"),
    ("Please take corps III from Vienna into Moravia.", "corps III: Vienna - Moravia"),
    ("Count Bellegarde, march the Third Corps out of Vienna to Moravia!", "corps III: Vienna - Moravia"),
    ("Bring corps II out of Tyrol and into Württemberg.", "corps II: Tyrol - Württemberg"),
])
def test_a_command_to_a_leader_is_his_unit_s_march(text, expected):
    orders, sheet = checked("eia", "Austria", "austria-land", text)
    assert sheet.problems == ()
    assert orders == [expected]


def test_a_command_naming_a_unit_and_no_place_is_asked():
    orders, sheet = checked("eia", "Austria", "austria-land", "Lead the cavalry to glory")
    assert orders == [] and sheet.problems


@pytest.mark.parametrize("text", ["Take care, Charles.", "Take Vienna to heart", "Archduke Charles, you are a hero.",
                                  "take the road to Vienna"])
def test_other_sentences_are_no_command(text):
    assert commanded(text) is None
