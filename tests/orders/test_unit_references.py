"""Issue 22 (units by name and description): a unit called as players call it is resolved against
the nation's units in the state; several that fit are asked, each reading listed; none refused."""

import pytest

from engine.words.lexicon import unit_with_verb

from .bundled import bundled

RULES, BOARD, STATE = bundled("napoleonic")        # France: A, B in Picardy; E (1 inf, 2 cav) in Paris


def read(text, nation="France"):
    sheet = RULES.parse_orders(text, nation, STATE, BOARD)
    return [RULES.format_order(o, BOARD) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("My B corps marches on Champagne.", "B - Champagne"),
    ("Our D corps holds", "D holds"),
    ("The corps in Paris marches to Champagne", "E - Champagne"),
    ("the cavalry corps rides to Champagne", "E - Champagne"),
    ("Cav corps E: Paris -> Champagne", "E Paris - Champagne"),
    ("The Guard rides to Champagne (that's E, the cavalry).", "E - Champagne"),
    ("The Imperial Guard (i.e. corps E) marches to Champagne", "E - Champagne"),
    ("I'd like my B corps to march on Champagne.", "B - Champagne"),
])
def test_a_unit_called_by_description_is_the_one_unit_that_fits(text, order):
    assert read(text) == ([order], [])


@pytest.mark.parametrize("text", ["The 2nd corps marches to Champagne", "II Corps - Champagne",
                                  "the third corps heads for Brabant", "Corps V marches to Champagne"])
def test_a_lettered_corps_counted_by_number_is_asked_never_guessed(text):
    orders, [reason] = read(text)
    assert orders == [] and "your corps go by letter, not by number" in reason


def test_a_description_two_units_fit_is_asked_with_each_reading():
    orders, [reason] = read("The corps in Picardy holds")
    assert orders == [] and "'Corps A holds' or 'Corps B holds'" in reason


def test_a_description_no_unit_fits_is_refused_saying_so():
    assert read("my artillery corps holds", "Ottoman Empire") == ([], ["no unit of yours is an artillery corps"])
    assert read("the corps in Baden marches to Alsace") == ([], ["no unit of yours is a corps in Baden"])


def test_a_squadron_by_the_sea_it_is_in():
    fleet = [s for s in STATE.squadrons if s.nation == "France"][0]
    sea = BOARD.name(fleet.at)
    orders, problems = read(f"my squadron in the {sea} holds")
    assert problems == [] and orders == [f"squadron {fleet.number} holds"]


def test_two_orders_joined_by_and_the_line_does_not_cut_are_both_read():
    assert read("I'd like my B corps to march on Champagne and please raise two infantry in Paris.") == (
        ["B - Champagne", "build 2 infantry in Paris"], [])


def test_a_unit_sent_somewhere_in_words_the_reader_does_not_know_is_refused_never_dropped():
    orders, problems = read("The army in Ireland goes wherever it's needed.", "Great Britain")
    assert orders == [] and len(problems) == 1
    assert unit_with_verb("the army goes".split()) and not unit_with_verb("the guard".split())


# Prussia: B (2 inf, 1 cav) in Silesia and E (1 inf, 2 cav) in Magdeburg both border Saxony; France's
# C (Flanders), E (Paris) and F (Piedmont) hold cavalry, and only E borders Champagne.
@pytest.mark.parametrize("text, nation, asked", [
    ("Move the cavalry corps to Saxony.", "Prussia", None),
    ("Our cavalry corps should go to Saxony", "Prussia", "'Corps B should go to Saxony' or 'Corps E should go to Saxony'"),
    ("the horse corps holds", "Prussia", "'Corps B holds' or 'Corps E holds'"),
    ("My artillery corps holds", "France", "'Corps A holds' or 'Corps D holds'"),
])
def test_a_unit_called_by_a_kind_no_corps_is_all_of_is_asked_when_several_holding_it_could_do_it(text, nation, asked):
    orders, problems = read(text, nation)
    assert orders == [] and len(problems) == 1
    assert asked is None or asked in problems[0]


@pytest.mark.parametrize("text, order", [
    ("the cavalry corps rides to Champagne", "E - Champagne"),
    ("Our cav corps advances on Champagne", "E - Champagne"),
])
def test_a_unit_called_by_a_kind_is_read_when_only_one_holding_it_could_do_it(text, order):
    assert read(text) == ([order], [])
