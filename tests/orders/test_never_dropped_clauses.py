"""Issue 22, never an order silently dropped: a line whose reading passed over one of its clauses
('Manarth declares war on Maustria, and our four march to Stepka's March' read as the march alone)
is read clause by clause when each clause reads, or the clause passed over is refused."""

import pytest

from tests.orders.bundled import sheet_of, written

READ = [
    ("succheesion", "start", "Manarth", "Manarth declares war on Maustria, and our four in Manarth Hold march to "
     "Stepka's March.", ["declare war on Maustria", "4 units 32 -> 18"]),
    ("succheesion", "start", "Manarth", "From this day Manarth declares war on Maustria, and our four in Manarth Hold "
     "march to Stepka's March to see your border for themselves.", ["declare war on Maustria", "4 units 32 -> 18"]),
    ("succheesion", "start", "Manarth", "We ally with Adoen, and our four in Manarth Hold march to Stepka's March.",
     ["ally with Adoen", "4 units 32 -> 18"]),
    ("succheesion", "start", "Manarth", "Our four in Manarth Hold march to Stepka's March; Manarth declares war on "
     "Maustria.", ["4 units 32 -> 18", "declare war on Maustria"]),
    ("succheesion", "start", "Manarth", "Manarth declares war on Crimsonia, and the four in Manarth Hold go to "
     "Stepka's March.", ["declare war on Crimsonia", "4 units 32 -> 18"]),
    ("classic", "start", "Spain", "Spain gives 5 gold to France, and the three armies in Castile march into Portugal.",
     ["give 5 gold to France", "3 armies 14 -> 15"]),
]


@pytest.mark.parametrize("rules, where, nation, text, orders", READ, ids=[t[3][:40] for t in READ])
def test_a_clause_the_line_passed_over_is_read_with_the_others(rules, where, nation, text, orders):
    sheet = sheet_of(rules, nation, where, text)
    assert not sheet.problems, sheet.problems
    assert written(rules, where, sheet) == orders


@pytest.mark.parametrize("rules, where, nation, text", [
    ("eia", "spain-land", "Spain", "Spain declares war on Portugal, and corps I marches from Madrid to Old Castile."),
    ("eia", "spain-land", "Spain", "We ally with France, and corps I marches from Madrid to Old Castile."),
    ("eia", "spain-land", "Spain", "Corps I marches from Madrid to Old Castile; Spain declares war on Portugal."),
])
def test_a_clause_passed_over_that_the_position_forbids_is_refused_saying_why(rules, where, nation, text):
    sheet = sheet_of(rules, nation, where, text)
    assert written(rules, where, sheet) == ["corps I: Madrid - Old Castile"]
    assert [p.reason for p in sheet.problems] == ["diplomacy is for the political step, not the Spain land step"]


def test_a_clause_passed_over_among_clauses_that_do_not_read_alone_is_refused():
    text = ("Your armies stand in Adoen's lands as if they were yours. Manarth will not stand by. From this day "
            "Manarth declares war on Maustria, and our four in Manarth Hold march to Stepka's March.")
    sheet = sheet_of("succheesion", "Manarth", "start", text)
    said = written("succheesion", "start", sheet)
    # the declaration is read (engine.words.movement: another order before a move), or asked as passed over
    assert "declare war on Maustria" in said or \
        any("Manarth declares war on Maustria" in p.reason and "passed over" in p.reason for p in sheet.problems)


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    ("eia", "spain-land", "Spain", "Corps I marches from Madrid to Old Castile, and then on to Navarre.",
     ["corps I: Madrid - Old Castile - Navarre"]),
    ("classic", "start", "Spain", "buy 2 armies in 16 (Andalusia; 6 gold, the rest kept)", ["buy 2 armies in 16"]),
])
def test_a_line_read_whole_is_not_cut_into_clauses(rules, where, nation, text, orders):
    sheet = sheet_of(rules, nation, where, text)
    assert not sheet.problems and written(rules, where, sheet) == orders
