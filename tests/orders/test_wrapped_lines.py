"""Issue 22 (split lines, letters): one order running over two or three lines, as a mail program or a
letter wraps it ('Corps C will march' / 'to Piedmont'), is read joined when the lines refused alone
read so; the lines after the first are kept as 'read with line N'. A line that ends a sentence, or
that reads alone, is never joined."""

import pytest

from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [str(p) for p in sheet.problems], sheet


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "Austria", "Corps B is to march\ninto Saxony.", ["B - Saxony"]),
    ("napoleonic", "spring-1805-war", "Austria", "Corps B, the Bohemian corps,\nmarches to Saxony.\nE holds.",
     ["B - Saxony", "E holds"]),
    ("napoleonic", "spring-1805-war", "Russia", "Squadron 3\nsails to the Eastern Black Sea.", ["squadron 3 - Eastern Black Sea"]),
    ("classic", "start", "Spain", "Three armies from 14\nto 15.\nBuy one army\nin 16.", ["3 armies 14 -> 15", "buy 1 army in 16"]),
    ("classic", "start", "Russia", "Move the 2 armies in 87\ninto 88", ["2 armies 87 -> 88"]),
    ("eia", "start", "Russia", "Russia hereby declares war\non Turkey.", ["declare war on Turkey"]),
    ("succheesion", "start", "Dunbarra", "Invest 3 cheese\nin trade with Manarth.", ["invest 3 cheese in trade with Manarth"]),
])
def test_an_order_over_several_lines_is_read_joined(rules_id, where, nation, text, orders):
    got, problems, sheet = read(rules_id, where, nation, text)
    assert (got, problems) == (orders, [])
    assert any("read with line" in c.reason for c in sheet.chatter)


def test_a_line_ending_a_sentence_is_not_joined_to_the_next():
    got, problems, _ = read("napoleonic", "spring-1805-war", "Austria", "Corps B is to march.\ninto Saxony.")
    assert got == [] and problems


def test_lines_that_read_alone_stay_apart():
    got, problems, _ = read("napoleonic", "spring-1805-war", "Austria", "B - Saxony\nE holds")
    assert (got, problems) == (["B - Saxony", "E holds"], [])


def test_wrapped_lines_that_do_not_read_joined_stay_refused_each():
    got, problems, _ = read("napoleonic", "spring-1805-war", "Austria", "Corps B is to march\ninto Narnia")
    assert got == [] and "say where the corps goes" in problems[0]


def test_a_refused_line_is_never_lost_in_the_line_after_it():
    got, problems, _ = read("classic", "start", "Russia",
                            "3 armies 89 -> Narnia? no, Volga: 3 armies 89 -> Narnia\n2 armies 90 -> 89? no: 2 armies 90 -> 93")
    assert problems and problems[0].startswith("line 1")


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("succheesion", "start", "Berdain", "Declare war on\nRandomia.\n4 units 38 -> 39\n-> 15",
     ["declare war on Randomia", "4 units 38 -> 39 -> 15"]),
    ("succheesion", "start", "Crimsonia", "4 units 1 -> 4\n-> 9", ["4 units 1 -> 4 -> 9"]),
    ("succheesion", "start", "Randomia", "13 units 15 -> 16\n\u2192 20", ["13 units 15 -> 16 -> 20"]),
    ("succheesion", "start", "Stilwen", "5 units and the General 6 -> 4\n  -> 9", ["5 units and the General 6 -> 4 -> 9"]),
    ("succheesion", "start", "Dunbarra", "2 Frigates 52 -> 50\n=> 51", ["2 Frigates 52 -> 50 -> 51"]),
])
def test_a_line_starting_with_an_arrow_goes_on_the_order_of_the_line_before(rules_id, where, nation, text, orders):
    got, problems, sheet = read(rules_id, where, nation, text)
    assert (got, problems) == (orders, [])
    assert any("read with line" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("succheesion", "start", "Berdain", "4 units 38 -> 39\n-> Narnia"),
    ("classic", "start", "Spain", "3 armies 14 -> 15\n-> 16"),
    ("succheesion", "start", "Berdain", "4 units 38 -> 39\n-> 15 -> 16"),     # too far: refused whole, not cut short
])
def test_an_order_whose_arrow_line_does_not_read_with_it_is_never_carried_out_cut_short(rules_id, where, nation, text):
    got, problems, _ = read(rules_id, where, nation, text)
    assert got == [] and any("line 1" in p for p in problems)


def test_an_order_left_open_at_a_line_end_is_read_only_with_the_line_that_ends_it():
    text = "Stilwen's army (5 and the General) leaves the capital\nand goes to Carmine, then\nRubygate."
    got, problems, _ = read("succheesion", "start", "Stilwen", text)
    assert (got, problems) == (["5 units and the General 6 -> 4 -> 9"], [])
    got, problems, _ = read("succheesion", "start", "Stilwen", text.rsplit("\n", 1)[0])
    assert got == [] and problems                 # never carried out cut short at 'then'


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("eia", "france-land", "France", "The Imperial Guard will leave Paris\nand march through Champagne\nto Lorraine.",
     ["corps Guard I: Paris - Champagne - Lorraine"]),
    ("succheesion", "start", "Berdain", "The 4 units in Berdain march to Lowland Dairies\nand on to Randomia",
     ["4 units 38 -> 39 -> 15"]),
    ("succheesion", "start", "Crimsonia", "The 4 units in Crimson Keep march to Carmine\nthen to Rubygate",
     ["4 units 1 -> 4 -> 9"]),
    ("succheesion", "start", "Randomia", "13 units 15 -> 16\nto 20", ["13 units 15 -> 16 -> 20"]),
    ("succheesion", "start", "Stilwen", "The 5 units and the General in Stilwen City march to Carmine\nthen to Rubygate.",
     ["5 units and the General 6 -> 4 -> 9"]),
])
def test_a_line_in_lower_case_going_on_the_route_of_the_march_before_is_read_with_it(rules_id, where, nation, text,
                                                                                     orders):
    got, problems, sheet = read(rules_id, where, nation, text)
    assert (got, problems) == (orders, [])


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("succheesion", "start", "Crimsonia", "4 units 1 -> 4\nthen build 2 Infantry in 12", ["4 units 1 -> 4",
                                                                                       "build 2 Infantry in 12"]),
    ("succheesion", "start", "Crimsonia", "4 units 1 -> 4\nto be safe, raise cheese in 12", None),
])
def test_a_line_that_gives_an_order_of_its_own_is_not_joined(rules_id, where, nation, text, orders):
    got, problems, _ = read(rules_id, where, nation, text)
    if orders is not None:
        assert (got, problems) == (orders, [])
    else:
        assert "4 units 1 -> 4" in got or problems       # never a march cut short in silence
