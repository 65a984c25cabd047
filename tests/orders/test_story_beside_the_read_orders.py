"""Issue 22, round 16 (engine.words.story): a refused line that says again in words what the message's read orders
say, or tells the story around them, is set aside as the story (engine.order_sheet.RETOLD), named on the receipt with
the order lines it goes with. A line naming another place, count, unit or nation acted on, or saying a change, a
condition, a negation, a stay or another kind of order, stays refused."""

import pytest

from engine.order_sheet import RETOLD, read_as_no_order
from tests.orders.bundled import sheet_of

_STORY = RETOLD.split("{lines}")[0]
assert _STORY.endswith("orders of ")
_NAP = ("napoleonic", "France", "spring-1805-war", "A - Champagne\nB - Brabant")
_CLASSIC = ("classic", "Spain", "start", "3 armies 14 -> 11\n2 ships N -> L")
_SUCC = ("succheesion", "Maustria", "start", "6 units 21 -> 22")

# (ruleset, nation, position, the orders, a story line after them)
STORIES = [
    # the places the orders go to, said again in another order, with 'first' and 'then'
    (*_NAP, "Brabant first, then Champagne."),
    (*_NAP, "Champagne, then Brabant. Good roads all the way."),
    (*_CLASSIC, "First 11, then L. A fine day for Spain."),
    # a place the orders go to, with the story around it
    (*_NAP, "The Emperor wants Brabant before the Austrians."),
    (*_NAP, "Our men go north into Brabant, the Austrians left it empty."),
    (*_SUCC, "Our army rides for Rostopki, it is ours by right."),
    (*_CLASSIC, "We march into 11, it is ours by right."),
    # a unit word of a kind the orders move, going where they go
    (*_CLASSIC, "Our armies march into 11, ours by right."),
    (*_SUCC, "Our men ride hard for Rostopki, glory to the horde."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", STORIES)
def test_the_story_around_the_orders_is_set_aside_and_the_orders_stand(rules_id, nation, where, orders, line):
    # before the orders (a line naming places no order above names yet: this pass alone), then after them
    for text, at in ((f"{line}\n{orders}", 1), (f"{orders}\n{line}", len(orders.splitlines()) + 1)):
        sheet = sheet_of(rules_id, nation, where, text)
        assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders)
        assert not [p for p in sheet.problems if p.line == at], (text, sheet.problems)
        told = [c for c in sheet.chatter if c.line == at]
        assert told and told[0].reason.startswith("not an order"), (text, sheet.chatter)
        if at == 1:
            assert told[0].reason.startswith(_STORY) and read_as_no_order(told[0].reason), (text, sheet.chatter)


# (ruleset, nation, position, the orders, a line near the story that may give or change an order: refused)
NEAR_ORDERS = [
    # another place
    (*_NAP, "Brabant first, then Alsace."),
    (*_NAP, "Brabant and then we build in Paris."),
    (*_CLASSIC, "We march into 12, it is ours by right."),
    (*_SUCC, "Our men ride hard for Eastmark, glory to the horde."),
    # a negation, a condition, a change, a later turn
    (*_NAP, "Brabant, not Champagne."),
    (*_NAP, "Brabant if the Austrians let us."),
    (*_NAP, "Champagne first, then Brabant next spring."),
    (*_CLASSIC, "Actually the fleet sails for L only."),
    (*_SUCC, "Rostopki, unless the Khan says otherwise."),
    # another count, unit, kind of order or nation acted on
    (*_CLASSIC, "The fleet sails for L with 4 armies."),
    (*_NAP, "Our men go north into Brabant to attack the Austrians."),
    (*_NAP, "Corps C goes north into Brabant as well."),
    (*_SUCC, "We ride for Rostopki and declare war on Berdain."),
    (*_NAP, "The Guard goes to Brabant too."),
    # a command, a unit word in an order of its own (which go or die first)
    (*_NAP, "Protect Brabant from the Austrians!"),
    (*_CLASSIC, "Hold 11 for the King."),
    (*_SUCC, "Infantry die first, it is the way of the horde."),
    (*_CLASSIC, "The ships first, then the armies."),
    # a quote of another player
    (*_NAP, "The Austrians said: Brabant first, then Champagne."),
    # a stay, a dash between names, a name it cannot tell
    (*_NAP, "Champagne and Brabant stay quiet."),
    (*_NAP, "A - Champagne, B - Brabant"),
    (*_NAP, "Champagne, then Swabya."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", NEAR_ORDERS)
def test_a_line_near_the_story_stays_refused(rules_id, nation, where, orders, line):
    for text, at in ((f"{line}\n{orders}", 1), (f"{orders}\n{line}", len(orders.splitlines()) + 1)):
        sheet = sheet_of(rules_id, nation, where, text)
        assert not [c for c in sheet.chatter if c.line == at and c.reason.startswith(_STORY)], (text, sheet.chatter)


def test_no_story_without_an_order_read():
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", "Brabant first, then Champagne.\nGood roads all the way.")
    assert not sheet.orders
    assert not [c for c in sheet.chatter if c.reason.startswith(_STORY)]


def test_a_story_line_beside_a_refused_line_naming_its_place_stays_refused():
    # line 2 refused for a reason of its own (a later turn): the story naming its place is its neighbour
    text = "A - Champagne\nB to Brabant next turn.\nBrabant is ours by right."
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert not [c for c in sheet.chatter if c.line == 3 and c.reason.startswith(_STORY)], sheet.chatter


def test_the_receipt_names_the_story_line_and_the_orders_it_goes_with(capsys):
    from app.cli.receipt import print_receipt
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", "Brabant first, then Champagne.\nA - Champagne\nB - Brabant")
    print_receipt(sheet)
    out = capsys.readouterr().out
    assert "line 1: set aside ('Brabant first, then Champagne.')" in out and "orders of lines 2, 3" in out, out


def test_a_line_giving_orders_and_refused_in_part_is_never_the_story():
    # the mutation measure's quote: the line's own order read, its speaker refused; never set aside as talk
    text = "A - Champagne\nGreat Britain said: B - Brabant"
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert not [c for c in sheet.chatter if c.line == 2 and c.reason.startswith(_STORY)], sheet.chatter
