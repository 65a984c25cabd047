"""Issue 22, round 7 (fresh4-eia-letter-1, -named-2, -foreign-7: orders silently dropped).
- A reason after an order ('so that Villeneuve may be drawn out') ends at the next clause: '; and that war
  be declared upon Spain' is read, never set aside with the reason; an order said as a wish in the passive
  ('that war be declared upon Spain, whose ships ...') is read.
- Cavalry called by its kind ('the hussars of Moravia', 'our dragoons') is the power's cavalry corps; a
  sentence sending something the reader cannot name to a place ('The jaegers ride to Vienna') is asked.
- War and alliances in Swedish, Danish, Dutch and Portuguese ('Sverige förklarar Frankrike krig')."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, where="start"):
    board, state = position("eia", where)
    sheet = RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, wanted", [
    ("We desire that war be declared upon Spain.", ["declare war on Spain"]),
    ("The King wishes that war be declared on Prussia, whose army is weak.", ["declare war on Prussia"]),
    ("Fleet Channel: do not intercept; and that war be declared upon Spain.",
     ["fleet Channel: do not intercept", "declare war on Spain"]),
    ("It is our will that an alliance be concluded with Portugal.", ["ally with Portugal"]),
    ("His Majesty commands that the alliance with Russia be broken.", ["break alliance with Russia"]),
    ("And war is to be declared against Denmark, whose fleet lies at Copenhagen.", ["declare war on Denmark"]),
    ("The Channel fleet does not intercept, so that the French may come out; and that war be declared on Spain.",
     ["fleet Channel: do not intercept", "declare war on Spain"]),
    ("The Government requests that the Mediterranean fleet shall not intercept this month, so that Villeneuve may be "
     "drawn out; and that war be declared upon Spain, whose ships at Cadiz are at the French disposal.",
     ["fleet Mediterranean: do not intercept", "declare war on Spain"]),
])
def test_an_order_said_as_a_wish_is_read(text, wanted):
    orders, problems = read(text, "Great Britain")
    assert (sorted(orders), problems) == (sorted(wanted), [])


@pytest.mark.parametrize("text", [
    "The Channel fleet does not intercept, so that the French may come out; and Spain is to be invaded.",
    "Fleet Mediterranean: do not intercept, so that Villeneuve sails; and that Spain be crushed.",
    "War is to be declared on Spain, which we then invade.",
])
def test_a_second_clause_after_a_reason_is_never_dropped(text):
    orders, problems = read(text, "Great Britain")
    assert problems, orders


@pytest.mark.parametrize("text, wanted", [
    ("The hussars of Moravia ride to Vienna.", "corps Cav I: Moravia - Vienna"),
    ("Our dragoons ride from Moravia to Vienna.", "corps Cav I: Moravia - Vienna"),
    ("the uhlans go to Vienna", "corps Cav I: Moravia - Vienna"),
    ("The cuirassiers gallop into Vienna.", "corps Cav I: Moravia - Vienna"),
    ("The lancers fall back from Moravia to Vienna.", "corps Cav I: Moravia - Vienna"),
])
def test_cavalry_by_its_kind(text, wanted):
    orders, problems = read(text, "Austria", "austria-land")
    assert (orders, problems) == ([wanted], [])


@pytest.mark.parametrize("text", [
    "Archduke Charles's corps leaves Bavaria for Franconia. The jaegers ride to Vienna.",
    "Archduke Charles's corps leaves Bavaria for Franconia. The Hungarians gallop into Vienna.",
    "The grenadiers hurry on to Bohemia.",
    "Corps I marches from Bavaria to Franconia. The Croats push on into the Tyrol.",
])
def test_something_sent_to_a_place_is_asked(text):
    orders, problems = read(text, "Austria", "austria-land")
    assert problems, orders


@pytest.mark.parametrize("text, nation, wanted", [
    ("Sverige förklarar Frankrike krig.", "Sweden", ["declare war on France"]),
    ("Sverige förklarar krig mot Ryssland.", "Sweden", ["declare war on Russia"]),
    ("Vi förklarar krig mot Preussen.", "Sweden", ["declare war on Prussia"]),
    ("Sverige allierar sig med Storbritannien.", "Sweden", ["ally with Great Britain"]),
    ("Sverige förklarar Frankrike och Spanien krig.", "Sweden", ["declare war on France", "declare war on Spain"]),
    ("Danmark erklærer krig mod Frankrig.", "Denmark", ["declare war on France"]),
    ("Danmark erklærer Rusland krig.", "Denmark", ["declare war on Russia"]),
    ("Zweden verklaart de oorlog aan Frankrijk.", "Sweden", ["declare war on France"]),
    ("Portugal declara guerra à Espanha.", "Portugal", ["declare war on Spain"]),
    ("Schweden erklärt Frankreich und Spanien den Krieg.", "Sweden", ["declare war on France", "declare war on Spain"]),
])
def test_war_and_alliances_in_more_languages(text, nation, wanted):
    orders, problems = read(text, nation)
    assert (sorted(orders), problems) == (sorted(wanted), [])


def test_another_power_declaring_in_its_tongue_is_refused():
    orders, problems = read("Danmark erklærer krig mod Frankrig.", "Sweden")
    assert orders == [] and problems
