"""Issue 22, never an order silently dropped: a line that says one unit stays and gives orders for
others ('toulon fleet out 2 gulf of lion, brest stays in') is never filed whole as 'units without
orders hold': its stay clause alone is set aside, the rest read, or refused saying which part."""

import pytest

from tests.orders.bundled import sheet_of, written

HOLD_ONLY = "not an order: units without orders hold"


def _never_dropped(sheet):
    """Every line read as orders, or refused; none filed whole as units holding."""
    assert not any(c.reason == HOLD_ONLY for c in sheet.chatter), sheet.chatter
    assert sheet.orders or sheet.problems, sheet


READ = [   # the stay clause set aside, the order beside it read
    ("classic", "start", "Spain", "Three armies march from Castile into Portugal, and the fleet in the Alboran Sea stays put.",
     ["3 armies 14 -> 15"]),
    ("classic", "start", "Spain", "We buy two armies in Andalusia (16), the fleet stays where it is.", ["buy 2 armies in 16"]),
    ("classic", "start", "Spain", "buy 2 armies in 16 and the fleet stays put", ["buy 2 armies in 16"]),
    ("classic", "start", "Spain", "the 3 armies in castile to portugal pls, fleet stays", ["3 armies 14 -> 15"]),
    ("classic", "start", "Spain", "Spain will wait and see this turn, except that the three armies in Castile walk west "
     "into Portugal, the fleet in the Alboran Sea stays put.", ["3 armies 14 -> 15"]),
    ("classic", "start", "Spain", "The armies in Castile invade Portugal while the fleet stays put.",
     ["all armies 14 -> 15"]),
    ("succheesion", "start", "Manarth", "Build 1 Infantry in 32, and everything else stays where it is.",
     ["build 1 Infantry in 32"]),
    ("succheesion", "start", "Manarth", "build 1 infantry in 32; the others wait", ["build 1 Infantry in 32"]),
    ("eia", "france-land", "France", "corps I: Rhineland - Thuringia, II and III hold.", ["corps I: Rhineland - Thuringia"]),
]


@pytest.mark.parametrize("rules, where, nation, text, orders", READ, ids=[t[3][:40] for t in READ])
def test_a_stay_clause_beside_an_order_is_set_aside_alone(rules, where, nation, text, orders):
    sheet = sheet_of(rules, nation, where, text)
    _never_dropped(sheet)
    # read with the stay set aside; since the round-5 merge some rulesets refuse such a line whole, naming the
    # stay clause (never dropped): a refusal is allowed, a different reading is not
    assert written(rules, where, sheet) == orders if not sheet.problems else written(rules, where, sheet) == []


REFUSED = [   # the rest does not read: refused, naming the part, never set aside with the stay
    ("classic", "start", "Spain", "Two more armies for Andalusia (16), six gold, and the fleet stays put."),
    ("classic", "start", "Spain", "Spain will wait and see this turn, except that the three armies in Castile walk west "
     "into Portugal, the fleet in the Alboran Sea stays put, and we put six gold into two more armies for Andalusia "
     "(16) and keep the rest."),
    ("classic", "start", "Spain", "3 armies 14 -> 15 unless Portugal objects, and the fleet stays put."),
    ("eia", "france-naval", "France", "fr naval: toulon fleet out 2 gulf of lion n western med, brest stays in. "
     "sry typing on the bus"),
    ("eia", "france-land", "France", "FR L: I Rhl-Thu-Fra-Bav atk Bav / II Als-Bad-Wur / CavI Lor-Als / GdI, III hold"),
    ("succheesion", "start", "Manarth", "4 units 32 -> 18 while the militia stays home."),
    ("succheesion", "start", "Manarth", "our four from Manarth Hold head for Stepka's March but the garrison remains"),
    ("classic", "start", "Spain", "Three armies go to Narnia, the fleet stays put."),
]


@pytest.mark.parametrize("rules, where, nation, text", REFUSED, ids=[t[3][:40] for t in REFUSED])
def test_a_stay_clause_beside_an_order_that_does_not_read_is_refused(rules, where, nation, text):
    sheet = sheet_of(rules, nation, where, text)
    _never_dropped(sheet)
    assert sheet.problems, sheet


@pytest.mark.parametrize("rules, where, nation, text", [
    ("classic", "start", "Spain", "The fleet stays put, the armies stay home."),
    ("classic", "start", "Spain", "Everything stays where it is this turn."),
    ("eia", "france-land", "France", "Corps II holds in Alsace; the Guard stays in Paris."),
    ("succheesion", "start", "Manarth", "The four in Manarth Hold stay home."),
    ("classic", "start", "Vikings", "Ivar, the single army in 70, stays."),        # its subject is never cut off
    ("eia", "france-land", "France", "Actually corps II stays in Alsace. Scratch the move."),   # a correction's stay
])
def test_a_line_of_stays_only_gives_no_order_and_no_problem(rules, where, nation, text):
    sheet = sheet_of(rules, nation, where, text)
    assert not sheet.orders and not sheet.problems, sheet


def test_a_paragraph_too_long_is_never_cut_here():
    from engine.words.requests import as_statement
    from engine.words.unread import beside_stay, clauses_of
    long = "A - Baden, B stays, " * 5000 + "and " * 25000        # 100 kB of joints
    assert beside_stay(long, lambda part: True) is None
    assert clauses_of(long) == []
    assert as_statement("Could corps I go to " + "Baden, " * 15000 + "?") is None
