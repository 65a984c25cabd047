"""Talk among orders (engine.words.meaning.talk): news of others, the court, the weather, the past, an
apology, set aside and said so on the receipt, the orders beside it read; a paragraph of talk alone set
aside whole. Never set aside: a sentence that names one of the nation's units, a unit word of its own, a
count, or an order verb of the writer's aimed at a place or a nation."""

from __future__ import annotations

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def _read(ruleset_id: str, text: str, nation: str, where: str = "start"):
    board, state = position(ruleset_id, where)
    rules = ruleset(ruleset_id)
    sheet = rules.parse_orders(text, nation, state, board)
    return sheet, rules.format_orders(sheet.orders, state, board).strip().splitlines()


@pytest.mark.parametrize("ruleset_id, nation, where, text, orders", [
    ("classic", "Spain", "start",
     "GM, the bards still sing of the sack of Rome in the last game, which we lost badly. 2 armies 16 -> 15. "
     "The weather over the Pyrenees was dreadful all week.", ["2 armies 16 -> 15"]),
    ("classic", "Italy", "start",
     "Their consul came to Rome with a basket of figs and a grudge. Buy 2 armies in 38.", ["buy 2 armies in 38"]),
    ("napoleonic", "France", "spring-1805-war",
     "Their envoy left Vienna in a hurry, and the gazettes print nothing else. Corps D goes to Baden. "
     "Many thanks in advance, and sorry for the late orders.", ["D - Baden"]),
    ("napoleonic", "France", "spring-1805-war",
     "The Queen asks whether the British blockade will tighten; I told her we would see. Corps D goes to Baden.",
     ["D - Baden"]),
])
def test_talk_beside_an_order_is_set_aside_and_the_order_read(ruleset_id, nation, where, text, orders):
    sheet, got = _read(ruleset_id, text, nation, where)
    assert got == orders
    assert not sheet.problems
    assert any("gives no order" in c.reason or c.reason.startswith("not an order") for c in sheet.chatter)


@pytest.mark.parametrize("ruleset_id, nation, where, text", [
    ("classic", "Britain", "start", "Hello, I took over Britain this turn. Our harvest was poor, and the weather "
                                    "in the North Sea is foul."),
    ("napoleonic", "France", "spring-1805-war", "GM, a long one again. The Austrians write long letters and "
                                                "the gazettes print every word."),
    ("succheesion", "Crimsonia", "start", "A long post, sorry. The weather in Maustria is foul again and my cat "
                                          "walked over the keyboard twice."),
])
def test_a_paragraph_of_talk_alone_is_set_aside_whole(ruleset_id, nation, where, text):
    sheet, got = _read(ruleset_id, text, nation, where)
    assert got == [] and not sheet.problems and sheet.chatter


@pytest.mark.parametrize("talk", [
    "The reserve stays in Paris.",                 # 'the reserve': a unit of the nation under a name
    "Davout rides to Baden.",                      # a name it does not know, going somewhere
    "We march on Vienna.",                         # the writer's own verb aimed at a place
    "Our squadrons put to sea.",                   # a unit word of the nation's own
    "The Emperor declares war on Austria.",        # an order of the nation's court
    "An alliance with Spain.",                     # an order said as a noun
    "The two of Picardy stay.",                    # a count
    "A stays.",                                    # a unit by its letter
    "We will not leave Flanders.",                 # a negation with a place
])
def test_what_may_be_an_order_is_never_set_aside_as_talk(talk):
    text = f"The weather is foul and my cat is ill. {talk} The gazettes print nothing else."
    sheet, got = _read("napoleonic", text, "France", "spring-1805-war")
    assert got or sheet.problems, talk          # read as an order, or refused: never gone as talk
    assert not any(talk.rstrip(".") in c.reason and "gives no order" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("text", [
    "A holds then B - Wallachia and the rest, who knows",      # the rest of the units, and a doubt
    "Teach Austria a lesson!",                                  # a command naming a nation
    "an alliance with Austria",                                 # an order said as a noun
])
def test_a_line_of_words_that_may_be_an_order_is_never_talk_alone(text):
    sheet, got = _read("napoleonic", text, "Ottoman Empire", "spring-1805-war")
    assert got or sheet.problems, text
    assert not any("gives no order" in c.reason for c in sheet.chatter)


def test_i_said_of_the_writer_is_no_sea():
    sheet, got = _read("classic", "Hello, I think I took over Britain this turn. Wish me luck.", "Britain")
    assert got == [] and not sheet.problems


@pytest.mark.parametrize("ruleset_id, nation, where, said, order", [
    ("napoleonic", "France", "spring-1805-war", "My corps A is in Picardy.", "Corps A goes to Paris."),
    ("classic", "Spain", "start", "I have 3 armies in 14.", "3 armies 14 -> 15"),
])
def test_where_the_units_stand_said_truly_is_no_order(ruleset_id, nation, where, said, order):
    sheet, got = _read(ruleset_id, f"Hello, new here. {said} {order}", nation, where)
    assert len(got) == 1 and not sheet.problems
    assert any(said.rstrip(".") in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("ruleset_id, nation, where, said", [
    ("napoleonic", "France", "spring-1805-war", "My corps A is in Paris."),     # A stands in Picardy
    ("classic", "Spain", "start", "I have 2 armies in 14."),                     # there are three
    ("classic", "Spain", "start", "I have 3 armies in 15."),                     # none there
    ("classic", "Spain", "start", "I have 3 armies in 14 (6 gold)."),            # a count it does not check
])
def test_where_the_units_stand_said_wrongly_is_asked(ruleset_id, nation, where, said):
    sheet, got = _read(ruleset_id, said, nation, where)
    assert sheet.problems and not any("gives no order" in c.reason for c in sheet.chatter)
