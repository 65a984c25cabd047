"""Corrections that name a place otherwise than the order they correct did, and corrections that end a march
short (issue 22, Build 4): '6 units 21 -> 25' / 'Rostopki, not Tailbridge' corrects the move to 25 (the state
says Tailbridge is 25); 'corps I: Bavaria - Württemberg - Baden' / 'Instead of Baden, stop in Württemberg' ends
the march in Württemberg. The receipt names the order set aside; several orders that fit are asked about."""

import pytest

from tests.orders.bundled import sheet_of, written


RENAMED = [
    ("succheesion", "Maustria", "start", "6 units 21 -> 25", "Correction: Rostopki, not Tailbridge.", "6 units 21 -> 22"),
    ("succheesion", "Maustria", "start", "6 units 21 -> 25",
     "Change of plan: the 6 at Maus Imperial go to Rostopki instead, not Tailbridge.", "6 units 21 -> 22"),
    ("succheesion", "Maustria", "start", "6 units 21 -> 25", "Sorry, not Tailbridge but 22", "6 units 21 -> 22"),
    ("succheesion", "Maustria", "start", "6 units Maus Imperial -> Tailbridge", "Actually 22, not 25.", "6 units 21 -> 22"),
    ("classic", "France", "start", "3 armies 21 -> 27", "Correction: 26, not Auvergne.", "3 armies 21 -> 26"),
    ("classic", "France", "start", "3 armies 21 -> 27", "instead of Auvergne, go to Aquitaine", "3 armies 21 -> 26"),
    ("classic", "France", "start", "3 armies Paris -> Auvergne", "EDIT: Aquitaine rather than 27", "3 armies 21 -> 26"),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne", "Oops, E should go to Burgundy, not Champaigne.",
     "E - Burgundy"),
]


@pytest.mark.parametrize("rules_id, nation, where, order, correction, meant", RENAMED)
def test_a_correction_may_name_the_place_by_another_name_or_its_number(rules_id, nation, where, order, correction, meant):
    sheet = sheet_of(rules_id, nation, where, f"{order}\n{correction}")
    assert sheet.problems == ()
    assert written(rules_id, where, sheet) == [meant]
    assert any(c.text == order and "replaced by the correction on line 2" in c.reason for c in sheet.chatter)


def test_a_place_by_another_name_that_two_orders_name_is_asked():
    sheet = sheet_of("succheesion", "Maustria", "start", "6 units 21 -> 25\n2 units 26 -> 25\nCorrection: 22, not Tailbridge.")
    assert any(p.line == 3 for p in sheet.problems)
    assert sheet.orders == (), "both moves to Tailbridge wait for the player's answer"


SHORT = [
    ("Instead of Baden, stop in Württemberg.", 2),
    ("Correction: only as far as Wurttemberg for corps I", 2),
    ("EDIT: corps I stops in Württemberg.", 2),
    ("Actually corps I halts at Württemberg, the Swabians are restless.", 2),
    ("Scratch the first line: corps I only to Württemberg, where it waits.", 2),
    ("on second thought, corps I goes only to Württemberg", 2),
    ("Change of plan: no further than Württemberg for corps I.", 2),
    ("Instead of Baden, Württemberg.", 2),
]


@pytest.mark.parametrize("correction, line", SHORT)
def test_a_correction_may_end_a_march_short_at_a_place_it_passes(correction, line):
    sheet = sheet_of("eia", "Austria", "austria-land", f"corps I: Bavaria - Württemberg - Baden\n{correction}\n"
                                                       "corps II: Tyrol - Switzerland")
    assert sheet.problems == ()
    assert written("eia", "austria-land", sheet) == ["corps I: Bavaria - Württemberg", "corps II: Tyrol - Switzerland"]
    assert any("set aside" in c.reason and c.text.startswith("corps I:") for c in sheet.chatter)


def test_a_stop_at_a_place_the_march_does_not_pass_is_never_guessed():
    sheet = sheet_of("eia", "Austria", "austria-land", "corps I: Bavaria - Württemberg - Baden\n"
                                                       "Actually, corps I stops in Saxony.")
    assert not any(getattr(o, "path", None) and o.path[-1:] == ("saxony",) for o in sheet.orders)
    assert sheet.problems
