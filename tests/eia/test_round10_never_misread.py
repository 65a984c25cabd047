"""Shapes that were misread (an order the player did not give, or one dropped in silence), now read or
refused: a nation named as whose friends or enemies, an order headed by another nation, a '>' line under
the message's own orders, a unit moved on one line and kept on the next, a fleet loading troops it cannot
tell, troops sent by a route with no verb, 'standing orders,' and 'No <kind>.' after an order."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, step):
    board, state = position("eia", step)
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [(p.line, p.reason) for p in sheet.problems]


@pytest.mark.parametrize("nation, text", [
    ("Spain", "Declare war on the enemies of France."),
    ("Spain", "We declare war on France's enemies."),
    ("Spain", "Ally with the friends of Russia."),
    ("Prussia", "Break the alliance with the allies of Austria."),
])
def test_a_nation_named_as_whose_friends_or_enemies_is_no_order_on_it(nation, text):
    orders, problems = read(text, nation, "start")
    assert orders == [] and problems


@pytest.mark.parametrize("nation, step, text", [
    ("Denmark", "start", "Sweden (my brother plays them, he's away): ally with Great Britain."),
    ("Denmark", "start", "For Sweden: declare war on Russia."),
    ("Spain", "start", "Portugal (I play both): ally with Great Britain."),
    ("Austria", "austria-land", "Russia: corps II to Bavaria."),
])
def test_orders_headed_by_another_nation_are_asked_never_taken_as_ours(nation, step, text):
    orders, problems = read(text, nation, step)
    assert orders == [] and "heads orders of" in problems[0][1]


@pytest.mark.parametrize("nation, text, order", [
    ("Spain", "Spain (me): ally with Great Britain.", "ally with Great Britain"),
    ("Denmark", "Sweden: war.", "declare war on Sweden"),
])
def test_a_head_naming_the_nation_itself_or_the_order_s_object_reads(nation, text, order):
    assert read(text, nation, "start") == ([order], [])


def test_a_quoted_line_under_the_message_s_own_orders_is_asked():
    text = "standing guard: commit\nstanding chit: defend\n\n> Outflanking force: corps II, corps III\n"
    orders, problems = read(text, "Austria", "start")
    assert orders == ["standing guard: commit", "standing chit: defend"] and [p[0] for p in problems] == [4]


def test_quoted_orders_above_a_reply_stay_set_aside():
    text = "> My orders last month:\n> corps I: Rhineland - Thuringia\n\nThis month:\ncorps Cav I: Lorraine - Palatinate\n"
    assert read(text, "France", "france-land") == (["corps Cav I: Lorraine - Palatinate"], [])


@pytest.mark.parametrize("nation, step, text", [
    ("Russia", "russia-naval", "The Baltic fleet sails to the Gulf of Finland.\nThe Baltic fleet stays in port this month."),
    ("Prussia", "prussia-land", "Corps I marches to Saxony.\nCorps I stays in Brandenburg."),
    ("Turkey", "turkey-land", "corps II: Bulgaria - Serbia\nThe II corps holds Bulgaria."),
])
def test_a_unit_moved_on_one_line_and_kept_on_another_is_asked_on_both(nation, step, text):
    orders, problems = read(text, nation, step)
    assert orders == [] and sorted(p[0] for p in problems) == [1, 2]


@pytest.mark.parametrize("text, order", [
    ("The Baltic fleet embarks the Guard at St Petersburg and sails into the Gulf of Finland.",
     "fleet Baltic: St Petersburg - Gulf of Finland carrying corps Guard I"),
    ("The Baltic fleet takes the Guard aboard and sails into the Gulf of Finland.",
     "fleet Baltic: St Petersburg - Gulf of Finland carrying corps Guard I"),
    ("The Baltic fleet carries the Guard into the Gulf of Finland.",
     "fleet Baltic: St Petersburg - Gulf of Finland carrying corps Guard I"),
])
def test_a_corps_called_by_its_kind_is_the_cargo(text, order):
    assert read(text, "Russia", "russia-naval") == ([order], [])


@pytest.mark.parametrize("text", [
    "The Baltic fleet embarks the grenadiers and sails into the Gulf of Finland.",
    "The Baltic fleet loads the army and sails into the Gulf of Finland.",
    "The Baltic fleet takes the lads on board and sails into the Gulf of Finland.",
])
def test_a_cargo_the_reader_cannot_tell_is_refused_never_dropped(text):
    orders, problems = read(text, "Russia", "russia-naval")
    assert orders == [] and "which corps does the fleet carry" in problems[0][1]


@pytest.mark.parametrize("nation, step, text, order", [
    ("Austria", "austria-land", "III corps from Wien to Mähren; the cavalry via Böhmen (Prague) into Sachsen.",
     "corps III: Vienna - Moravia"),
    ("Austria", "austria-land", "III corps to Moravia; the hussars through Bohemia into Saxony.",
     "corps III: Vienna - Moravia"),
    ("Turkey", "turkey-land", "II corps to Serbia; the guard via Bulgaria to Wallachia.", "corps II: Bulgaria - Serbia"),
])
def test_troops_sent_by_a_route_with_no_verb_are_refused_never_set_aside(nation, step, text, order):
    orders, problems = read(text, nation, step)
    assert orders == [order] and len(problems) == 1


@pytest.mark.parametrize("nation, step, text, orders", [
    ("Prussia", "start", "Prussia this month: standing orders, guard hold, further days withdraw. No diplomacy.",
     ["standing guard: hold", "standing further days: withdraw"]),
    ("Austria", "start", "Standing orders - guard commit, surrender fight on.",
     ["standing guard: commit", "standing surrender: fight on"]),
    ("Prussia", "prussia-land", "Corps I: Brandenburg - Saxony. No diplomacy.", ["corps I: Brandenburg - Saxony"]),
    ("Prussia", "prussia-land", "Corps I: Brandenburg - Saxony. No attack.", ["corps I: Brandenburg - Saxony"]),
])
def test_no_of_another_kind_takes_nothing_back(nation, step, text, orders):
    assert read(text, nation, step) == (orders, [])


def test_a_bare_no_still_takes_the_order_back():
    assert read("Corps I leaves Brandenburg for Saxony. No.", "Prussia", "prussia-land")[0] == []


@pytest.mark.parametrize("text, order", [
    ("Belagerte Festungen kämpfen weiter.", "standing surrender: fight on"),
    ("Belagerte Städte kämpfen weiter.", "standing surrender: fight on"),
    ("Belagerte Festungen ergeben sich nicht.", "standing surrender: fight on"),
    ("Belagerte Städte ergeben sich.", "standing surrender: surrender"),
])
def test_a_standing_answer_in_german_reads_never_set_aside(text, order):
    assert read(text, "Prussia", "start") == ([order], [])
