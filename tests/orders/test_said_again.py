"""An order said again in other words on a later line (the letter under the list) is one order when giving it twice
gives nothing more; a copy of the same words, or an order that adds up (a build, a count of armies, a gift), is
asked as before (engine.words.said_again)."""

from engine.words.said_again import adds_up
from tests.orders.bundled import checked


def _again(sheet):
    return [c.line for c in sheet.chatter if "said again in other words" in c.reason]


def test_a_corps_move_said_again_in_the_letter_is_one_order():
    orders, sheet = checked("napoleonic", "France", "spring-1805-war",
                            "A - Normandy\nD - Baden\nD marches into Baden, the Austrians are near.")
    assert orders == ["A - Normandy", "D - Baden"] and sheet.problems == () and _again(sheet) == [3]


def test_a_declaration_said_twice_in_other_words_is_one_in_succheesion():
    orders, sheet = checked("succheesion", "Crimsonia", "start",
                            "declare war on Berdain\nbuild 1 Cavalry in 12\nWe declare war on Berdain, as promised.")
    assert sorted(orders) == ["build 1 Cavalry in 12", "declare war on Berdain"]
    assert sheet.problems == () and _again(sheet) == [3]


def test_the_same_words_pasted_again_are_still_asked():
    for text in ("A - Normandy\nD - Baden\nD - Baden", "A - Normandy\nD - Baden\nD - Baden (to be sure)"):
        _, sheet = checked("napoleonic", "France", "spring-1805-war", text)
        assert [p.line for p in sheet.problems] == [3] and not _again(sheet), text


def test_orders_that_add_up_are_asked_whatever_the_words():
    _, sheet = checked("classic", "Italy", "start", "2 armies 37 -> 38\nTwo armies from 37 go to 38, Campania is empty.")
    assert [p.line for p in sheet.problems] == [2] and "once or twice" in sheet.problems[0].reason
    _, sheet = checked("napoleonic", "France", "spring-1805-war", "build 1 infantry in Paris\nRaise 1 infantry in Paris.")
    assert 2 in [p.line for p in sheet.problems] and not _again(sheet)


def test_what_adds_up():
    from engine.rulesets.napoleonic.orders import Build, DeclareWar, Gift, SquadronOrder
    assert adds_up(Build(nation="France", kinds=("infantry",), where="paris"))
    assert adds_up(Gift(nation="France", target="Spain", amount=3))
    assert not adds_up(DeclareWar(nation="France", target="Austria"))
    assert not adds_up(SquadronOrder(nation="France", number=2, to="channel", attack=False, targets=()))
