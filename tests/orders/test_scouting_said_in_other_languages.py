"""Scouting said with a gerund in French, Spanish or Italian ('Bade, en éclairant le Wurtemberg', 'explorando',
'esplorando'): read as the scouting it is, never set aside as the player's reason (the scouting was dropped in
silence: a misread); 'en passant par' is the route ('via')."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text, want", [
    ("France", "- corps D : Bade, en éclairant le Wurtemberg", ["D - Baden, scout Württemberg"]),
    ("France", "cuerpo D: Baden, explorando Wurtemberg", ["D - Baden, scout Württemberg"]),
])
def test_the_scouting_is_read(nation, text, want):
    shown, sheet = checked("napoleonic", nation, "spring-1805-war", text)
    assert shown == want, (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("France", "corps D : Bade, en éclairant la Bavière"),          # not next to D's road: not allowed, said so
    ("Naples", "il corpo A marcia verso Roma, esplorando gli Abruzzi"),
    ("France", "corps D : Bade, en passant par le Wurtemberg"),
])
def test_the_scouting_or_route_is_never_set_aside(nation, text):
    shown, sheet = checked("napoleonic", nation, "spring-1805-war", text)
    assert not any("reason" in c.reason for c in sheet.chatter), sheet.chatter
    assert sheet.problems or any("scout" in o or " - " in o for o in shown), (shown, sheet.problems)
