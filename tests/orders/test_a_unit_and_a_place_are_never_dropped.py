"""Issue 22, round 15: a line naming a unit of the writer's and a place of the board, joined by a verb the
reader does not know ('the army lingers near Extremadura', 'our troops loiter at Ubliko Gate'), may give an
order: it is read, refused or asked, never filed as no order with nothing said (engine.words.unit_at_a_place)."""

from hypothesis import HealthCheck, given, settings, strategies as st

import pytest

from tests.corpus.positions import position
from tests.orders.bundled import sheet_of

# The reason a line gets when it is set aside with nothing said of why.
SILENT = "not an order"


def _kept(sheet, number=1) -> bool:
    """Whether the line gave an order, was refused or asked, or was set aside with a reason of its own."""
    return number in sheet.lines or any(p.line == number for p in sheet.problems) or any(
        c.line == number and c.reason != SILENT for c in sheet.chatter)


@pytest.mark.parametrize("rules_id,nation,line", [
    ("napoleonic", "Prussia", "The army lingers near Extremadura."),
    ("napoleonic", "France", "Our army camps in trondheim"),
    ("succheesion", "Randomia", "The troops loiter at Ubliko Gate."),
    ("succheesion", "Randomia", "the army dawdles near Camembert Reach"),
    ("eia", "France", "The army drifts towards Aleppo."),
    ("eia", "France", "Our fleet idles en Kattegat"),
    ("classic", "Spain", "Both fleets wander into Portugal."),
])
def test_a_unit_and_a_place_joined_by_an_unknown_verb_is_refused_or_read(rules_id, nation, line):
    sheet = sheet_of(rules_id, nation, "start", f"{line}\nthanks")
    assert _kept(sheet), (sheet.orders, sheet.chatter)


@pytest.mark.parametrize("line", [
    "The army is tired after the winter.",        # a unit and no place
    "Your army in Silesia worries me.",           # another player's army
    "The news from Saxony is good.",              # a place and no unit
    "The army will be ready in 2 days.",          # a number that is no place
])
def test_talk_of_a_unit_with_no_place_of_it_stays_talk(line):
    sheet = sheet_of("napoleonic", "Prussia", "start", f"build 1 infantry in Brandenburg\n{line}")
    assert not any(p.line == 2 for p in sheet.problems), sheet.problems


_UNITS = {"napoleonic": ("Prussia", ["the army", "our cavalry", "my infantry", "2 infantry", "the guard"]),
          "classic": ("Spain", ["2 armies", "the army", "our fleet", "3 ships", "the armies"]),
          "succheesion": ("Randomia", ["6 units", "the army", "our cavalry", "2 Cavalry", "the troops"]),
          "eia": ("France", ["corps I", "the army", "the fleet", "our guard"])}
# Verbs of staying or being: a stay is weighed by the stays reader, a state said ('the army is in ...') against the
# orders of that unit (tests/orders/test_a_unit_named_again_unread.py); neither is an act this test makes.
_STATES = frozenset("is are was were be been being am hold holds remain remains rest rests stay stays".split())
_JOINS = ["in", "at", "near", "to", "towards", "into", "en", "à", "nach"]


@pytest.mark.parametrize("rules_id", sorted(_UNITS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_unit_joined_to_a_place_by_any_word_is_never_dropped_silently(rules_id, data):
    nation, units = _UNITS[rules_id]
    board, _ = position(rules_id, "start")
    places = sorted(r.name for r in board if r.name and not r.name.isdigit())
    verb = data.draw(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=3, max_size=9)
                     .filter(lambda w: w not in _STATES), label="verb")
    line = f"{data.draw(st.sampled_from(units))} {verb} {data.draw(st.sampled_from(_JOINS))} " \
           f"{data.draw(st.sampled_from(places))}"
    sheet = sheet_of(rules_id, nation, "start", f"{line}\nthanks")
    assert _kept(sheet), (line, sheet.orders, sheet.chatter)


@pytest.mark.parametrize("rules_id,nation,line", [
    ("succheesion", "Randomia", "Levez du fromage en Randomia."),     # a verb of another language, the place
    ("succheesion", "Randomia", "Producir queso en Randomia."),       # sharing the writer's nation's name
    ("succheesion", "Randomia", "Age the cheese in Randomia."),
    ("napoleonic", "France", "Churn butter in Paris."),
    ("napoleonic", "France", "Producir queso en Paris."),
    ("classic", "Spain", "Muster the levies at Portugal."),
])
def test_a_short_command_done_at_a_place_is_refused_or_read(rules_id, nation, line):
    sheet = sheet_of(rules_id, nation, "start", f"{line}\nthanks")
    assert _kept(sheet), (sheet.orders, sheet.chatter)


@pytest.mark.parametrize("line", ["See you in Randomia.", "Greetings from Randomia.", "Glory to Randomia!",
                                  "Randomia here.", "Long live Randomia!"])
def test_a_short_cheer_or_greeting_naming_a_place_stays_talk(line):
    sheet = sheet_of("succheesion", "Randomia", "start", f"build 1 Infantry in Randomia\n{line}")
    assert not any(p.line == 2 for p in sheet.problems), sheet.problems
