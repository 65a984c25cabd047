"""A line naming again, by name, only places the orders above already go to or from is the player's remark on
them (engine.words.meaning.restated): set aside and said so, never refused; a place no order names, or a word
that may add or change an order ('too', 'instead', 'not', 'if'), leaves it refused."""

from tests.orders.bundled import checked

ITALY = "2 armies 37 -> 38\n1 army 34 -> 33\n"       # classic, start: Italy's moves by the provinces' numbers


def _remarks(sheet):
    return [c.line for c in sheet.chatter if "names again only places" in c.reason]


def test_classic_names_of_the_places_moved_to_are_a_remark():
    for said in ("Campania and Sicilia, both thinly held.", "Sicilia first. Campania after.", "Sicilia, Campania. Slow."):
        orders, sheet = checked("classic", "Italy", "start", ITALY + said)
        assert orders == ["2 armies 37 -> 38", "1 army 34 -> 33"], said


def test_napoleonic_restatement_under_the_corps_orders_is_a_remark():
    orders, sheet = checked("napoleonic", "France", "spring-1805-war", "A - Normandy\nD - Baden\nNormandy and Baden, both quiet.")
    assert len(orders) == 2 and _remarks(sheet) == [3] and sheet.problems == ()


def test_a_place_no_order_names_leaves_the_line_refused():
    _, sheet = checked("napoleonic", "France", "spring-1805-war", "A - Normandy\nD - Baden\nNormandy and Hanover, both quiet.")
    assert [p.line for p in sheet.problems] == [3]


def test_a_word_that_may_add_an_order_leaves_it_refused():
    for said in ("Baden too.", "Baden instead.", "Not Baden.", "Baden, if it is empty."):
        _, sheet = checked("napoleonic", "France", "spring-1805-war", "A - Normandy\nD - Baden\n" + said)
        assert 3 in [p.line for p in sheet.problems] or not _remarks(sheet), said


def test_before_any_order_a_list_of_places_is_no_remark():
    _, sheet = checked("napoleonic", "France", "spring-1805-war", "Normandy and Baden.\nA - Normandy\nD - Baden")
    assert not _remarks(sheet)
