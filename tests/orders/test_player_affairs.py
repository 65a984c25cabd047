"""Issue 22, round 22 (helper Tk): a player's own affairs told beside the orders (leaving the game, a new player, real
life) are set aside as talk (engine.words.meaning.player_affairs, in engine.words.meaning.thanks' pass); with an
order in them, or where the ruleset has orders on players and none is read (EiA), they stay refused."""

import pytest

from tests.orders.bundled import sheet_of

_NAP = ("napoleonic", "France", "spring-1805-war", "A - Champagne\nB - Brabant")
_CLASSIC = ("classic", "Spain", "start", "3 armies 14 -> 11\n2 ships N -> L")
_SUCC = ("succheesion", "Maustria", "start", "6 units 21 -> 22")
_EIA = ("eia", "Austria", "austria-land", "corps II: Tyrol - Bavaria")

AFFAIRS = [
    (*_NAP, "Our player Pierre has to leave the game, work."),
    (*_NAP, "Hi all, I'm the new France (Pierre had to leave, real life)."),
    (*_CLASSIC, "Hi all, I'm the new Spain (Pedro had to leave, real life)."),
    (*_SUCC, "Hi all, I'm the new Maustria (Olga had to stop, exams)."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", AFFAIRS)
def test_a_players_own_affairs_beside_the_orders_are_talk(rules_id, nation, where, orders, line):
    text = f"{orders}\n\n{line}"
    sheet = sheet_of(rules_id, nation, where, text)
    at = len(orders.splitlines()) + 2
    assert len(sheet.orders) == len(orders.splitlines()), (text, sheet.orders, sheet.problems)
    assert not any(p.line == at for p in sheet.problems), (text, sheet.problems)
    assert any(c.line == at for c in sheet.chatter), (text, sheet.chatter)


NEAR_AFFAIRS = [
    (*_NAP, "I have to leave the game, so corps C marches to Holland."),
    (*_NAP, "Pierre had to leave (work). Marie takes Holland from now."),
    (*_CLASSIC, "New job, no time: 2 armies 14 -> 12."),
    (*_CLASSIC, "Bad news, I have to leave the game, we declare war on France."),
    (*_SUCC, "I'm the new Maustria, and 4 units go to Adoen Crown."),
    (*_SUCC, "Bad news: I had to leave the game if Berdain attacks."),
    # EiA gives orders on players: told alone, the player's leaving may be the order not written (asked)
    (*_EIA, "Bad news, I have to leave the game, new job and no time."),
    (*_EIA, "Hi all, I'm the new Austria (Markus had to leave, real life)."),
]


@pytest.mark.parametrize("rules_id, nation, where, orders, line", NEAR_AFFAIRS)
def test_a_players_affairs_with_an_order_or_an_unwritten_player_order_are_never_talk(rules_id, nation, where, orders,
                                                                                     line):
    text = f"{orders}\n\n{line}"
    sheet = sheet_of(rules_id, nation, where, text)
    at = len(orders.splitlines()) + 2
    assert not any(c.line == at and "own affairs" in c.reason for c in sheet.chatter), (text, sheet.chatter)
